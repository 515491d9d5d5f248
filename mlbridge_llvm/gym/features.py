"""CompilerGym's static feature vectors, computed on a module held through the LLVM-C API: ``InstCount`` and
``Autophase``.

``InstCount`` is LLVM's ``-instcount`` as CompilerGym reports it: total instructions, blocks and functions, then one
count per opcode. LLVM 22 has 68 opcodes in ``Instruction.def`` (LLVM 10 had 67: ``PtrToAddr`` is new), so the vector
has 71 entries where CompilerGym's had 70 (:data:`INST_COUNT_NAMES`). Like CompilerGym, every function of the module
is visited, declarations included (they count as functions and have no blocks).

``Autophase`` is the 56-feature vector of Huang et al. (FCCM'19) in CompilerGym's order (:data:`AUTOPHASE_NAMES`),
recomputed from its definition: per block, successor and predecessor counts (a predecessor per terminator edge, as
LLVM's ``pred_iterator`` counts them), critical edges, phi nodes and their incoming values, block sizes; per
instruction, branch kinds, ``ConstantInt`` operands (32/64-bit, zero, one), calls to functions returning an integer,
unary and binary instructions with a constant operand; then opcode counts, totals and memory instructions.

One difference from LLVM 10 that no code can undo: LLVM 22 keeps debug information as records, not as
``llvm.dbg.*`` calls, so modules with debug information count fewer ``Call`` instructions than LLVM 10 did.
"""
from __future__ import annotations

import numpy as np

from ..features.ir2vec import OPCODE_ROW
from ..features.vocab import OPCODES
from ..ir.llvmc import lib
from ..ir.llvmc.values import OPCODE_NAMES, iter_blocks, iter_instructions, successors

#: Names of the ``InstCount`` entries (CompilerGym's ``InstCountDict`` keys are these + ``Count``).
INST_COUNT_NAMES: tuple[str, ...] = ("TotalInsts", "TotalBlocks", "TotalFuncs") + OPCODES
#: Names of the 56 ``Autophase`` features, in CompilerGym's order.
AUTOPHASE_NAMES: tuple[str, ...] = (
    "BBNumArgsHi", "BBNumArgsLo", "onePred", "onePredOneSuc", "onePredTwoSuc", "oneSuccessor", "twoPred",
    "twoPredOneSuc", "twoEach", "twoSuccessor", "morePreds", "BB03Phi", "BBHiPhi", "BBNoPhi", "BeginPhi",
    "BranchCount", "returnInt", "CriticalCount", "NumEdges", "const32Bit", "const64Bit", "numConstZeroes",
    "numConstOnes", "UncondBranches", "binaryConstArg", "NumAShrInst", "NumAddInst", "NumAllocaInst", "NumAndInst",
    "BlockMid", "BlockLow", "NumBitCastInst", "NumBrInst", "NumCallInst", "NumGetElementPtrInst", "NumICmpInst",
    "NumLShrInst", "NumLoadInst", "NumMulInst", "NumOrInst", "NumPHIInst", "NumRetInst", "NumSExtInst",
    "NumSelectInst", "NumShlInst", "NumStoreInst", "NumSubInst", "NumTruncInst", "NumXorInst", "NumZExtInst",
    "TotalBlocks", "TotalInsts", "TotalMemInst", "TotalFuncs", "ArgsPhi", "testUnary",
)
_AP = {name: i for i, name in enumerate(AUTOPHASE_NAMES)}

#: LLVM-C opcode number -> index into :data:`OPCODES`.
_OPCODE_INDEX: dict[int, int] = {code: OPCODE_ROW[name] for code, name in OPCODE_NAMES.items() if name in OPCODE_ROW}
_BR, _PHI, _CALL, _INVOKE = 2, 44, 45, 5
_GEP, _LOAD, _STORE, _ALLOCA = 29, 27, 28, 26
_BINARY = frozenset(range(8, 26))  # add .. xor: llvm::BinaryOperator
#: llvm::UnaryInstruction: fneg, the casts, alloca, load, va_arg, extractvalue, freeze.
_UNARY = frozenset([66, 26, 27, 49, 53, 68, 60, 69, *range(30, 42)])
#: LLVMValueKind values that are llvm::Constant (globals, block addresses, constant data and expressions, poison).
_CONSTANT_KINDS = frozenset([*range(5, 22), 25, 26, 27])
_CONSTANT_INT_KIND = 18
_INTEGER_TYPE_KIND = 8
#: ``Autophase`` opcode features: feature name -> LLVM-C opcode.
_AP_OPCODES = {"NumAShrInst": 22, "NumAddInst": 8, "NumAllocaInst": 26, "NumAndInst": 23, "NumBitCastInst": 41,
               "NumBrInst": 2, "NumCallInst": 45, "NumGetElementPtrInst": 29, "NumICmpInst": 42, "NumLShrInst": 21,
               "NumLoadInst": 27, "NumMulInst": 12, "NumOrInst": 24, "NumPHIInst": 44, "NumRetInst": 1,
               "NumSExtInst": 32, "NumSelectInst": 46, "NumShlInst": 20, "NumStoreInst": 28, "NumSubInst": 10,
               "NumTruncInst": 30, "NumXorInst": 25, "NumZExtInst": 31}


def _walk_blocks(fn: int) -> list[tuple[int, list[int]]]:
    """``(block, [instructions])`` of a function, in layout order."""
    return [(bb, list(iter_instructions(bb))) for bb in iter_blocks(fn)]


def inst_count(module: object) -> np.ndarray:
    """``InstCount`` of a :class:`~mlbridge_llvm.ir.llvmc.CModule`: int64 ``[71]`` (:data:`INST_COUNT_NAMES`)."""
    L = lib()
    out = np.zeros(len(INST_COUNT_NAMES), np.int64)
    opcode = L.LLVMGetInstructionOpcode
    counts = [0] * len(OPCODES)
    blocks = funcs = 0
    for fn in module.function_refs():  # type: ignore[attr-defined]
        funcs += 1
        bb = L.LLVMGetFirstBasicBlock(fn)
        while bb:
            blocks += 1
            inst = L.LLVMGetFirstInstruction(bb)
            while inst:
                counts[_OPCODE_INDEX[opcode(inst)]] += 1
                inst = L.LLVMGetNextInstruction(inst)
            bb = L.LLVMGetNextBasicBlock(bb)
    out[3:] = counts
    out[0], out[1], out[2] = sum(counts), blocks, funcs
    return out


def _int_width(L: object, ty: int, cache: dict[int, int]) -> int:
    """Bit width of an integer type (types are unique per context: each is printed once per walk)."""
    width = cache.get(ty)
    if width is None:
        from ..ir.llvmc import take_message

        text = take_message(L.LLVMPrintTypeToString(ty))  # type: ignore[attr-defined]
        width = int(text[1:]) if text.startswith("i") and text[1:].isdigit() else 0
        cache[ty] = width
    return width


def autophase(module: object) -> np.ndarray:
    """``Autophase`` of a :class:`~mlbridge_llvm.ir.llvmc.CModule`: int64 ``[56]`` (:data:`AUTOPHASE_NAMES`)."""
    L = lib()
    f = [0] * len(AUTOPHASE_NAMES)
    ops: dict[int, int] = {}
    widths: dict[int, int] = {}
    opcode, n_ops, operand, kind = L.LLVMGetInstructionOpcode, L.LLVMGetNumOperands, L.LLVMGetOperand, L.LLVMGetValueKind
    for fn in module.function_refs():  # type: ignore[attr-defined]
        f[_AP["TotalFuncs"]] += 1
        blocks = _walk_blocks(fn)
        preds: dict[int, int] = {}
        succs: dict[int, list[int]] = {}
        for bb, _ in blocks:
            succs[bb] = targets = successors(bb)
            for t in targets:
                preds[t] = preds.get(t, 0) + 1
        for bb, insts in blocks:
            f[_AP["TotalBlocks"]] += 1
            n_succ, n_pred = len(succs[bb]), preds.get(bb, 0)
            f[_AP["NumEdges"]] += n_succ
            if n_succ > 1:
                f[_AP["CriticalCount"]] += sum(1 for t in succs[bb] if preds.get(t, 0) > 1)
            f[_AP["oneSuccessor"]] += n_succ == 1
            f[_AP["twoSuccessor"]] += n_succ == 2
            f[_AP["onePred"]] += n_pred == 1
            f[_AP["twoPred"]] += n_pred == 2
            f[_AP["morePreds"]] += n_pred > 2
            f[_AP["onePredOneSuc"]] += n_pred == 1 and n_succ == 1
            f[_AP["twoPredOneSuc"]] += n_pred == 2 and n_succ == 1
            f[_AP["onePredTwoSuc"]] += n_pred == 1 and n_succ == 2
            f[_AP["twoEach"]] += n_pred == 2 and n_succ == 2
            phis = phi_args = 0
            for position, inst in enumerate(insts):
                op = opcode(inst)
                ops[op] = ops.get(op, 0) + 1
                n = n_ops(inst)
                if op == _BR:
                    f[_AP["BranchCount"]] += 1
                    f[_AP["UncondBranches"]] += n == 1
                for i in range(n):
                    v = operand(inst, i)
                    if kind(v) == _CONSTANT_INT_KIND:
                        width = _int_width(L, L.LLVMTypeOf(v), widths)
                        f[_AP["const32Bit"]] += width == 32
                        f[_AP["const64Bit"]] += width == 64
                        value = L.LLVMConstIntGetSExtValue(v)
                        if width == 1:
                            value &= 1
                        f[_AP["numConstOnes"]] += value == 1
                        f[_AP["numConstZeroes"]] += value == 0
                if op == _CALL:
                    callee = L.LLVMGetCalledValue(inst)
                    if callee and L.LLVMIsAFunction(callee) and L.LLVMGetTypeKind(L.LLVMTypeOf(inst)) == _INTEGER_TYPE_KIND:
                        f[_AP["returnInt"]] += 1
                elif op in _BINARY:
                    if kind(operand(inst, 0)) in _CONSTANT_KINDS or kind(operand(inst, 1)) in _CONSTANT_KINDS:
                        f[_AP["binaryConstArg"]] += 1
                elif op == _PHI:
                    if position == 0:
                        f[_AP["BeginPhi"]] += 1
                    phis += 1
                    phi_args += L.LLVMCountIncoming(inst)
                if op in _UNARY:
                    f[_AP["testUnary"]] += 1
            f[_AP["ArgsPhi"]] += phi_args
            f[_AP["BBNoPhi"]] += phis == 0
            f[_AP["BB03Phi"]] += 0 < phis <= 3
            f[_AP["BBHiPhi"]] += phis > 3
            f[_AP["BBNumArgsHi"]] += phi_args > 5
            f[_AP["BBNumArgsLo"]] += 1 <= phi_args <= 5
            f[_AP["BlockLow"]] += len(insts) < 15
            f[_AP["BlockMid"]] += 15 <= len(insts) <= 500
    for name, code in _AP_OPCODES.items():
        f[_AP[name]] = ops.get(code, 0)
    f[_AP["TotalInsts"]] = sum(ops.values())
    f[_AP["TotalMemInst"]] = sum(ops.get(c, 0) for c in (_GEP, _LOAD, _STORE, _CALL, _INVOKE, _ALLOCA))
    return np.asarray(f, np.int64)
