"""Raw LLVM-C access to function bodies: read instructions, operands, uses and types; clone, insert and erase.

What llvmlite cannot do (mutate IR) goes through the wheel's libLLVM and the declarations in
:mod:`mlbridge_llvm.ir.llvmc.library`. Values are plain ``int`` pointers (``LLVMValueRef``); they belong to one
:class:`~mlbridge_llvm.ir.llvmc.CModule` and are valid until the next pipeline run or until erased. Callers that
mutate must call :meth:`CModule.mark_mutated` so checked handles taken earlier become stale.

Opcode numbers are LLVM-C's ``LLVMOpcode`` (fixed values in ``llvm-c/Core.h``).
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass, field
from typing import Iterator

from ..errors import IRError
from .llvmc import CModule, attribute_kind, iter_blocks, iter_instructions, lib, take_message, value_name, walk
from .llvmc import successors as block_successors

# LLVMOpcode values (llvm-c/Core.h)
RET, BR, SWITCH, INDIRECTBR, INVOKE, UNREACHABLE = 1, 2, 3, 4, 5, 7
ADD, FADD, SUB, FSUB, MUL, FMUL, UDIV, SDIV, FDIV, UREM, SREM, FREM = 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19
SHL, LSHR, ASHR, AND, OR, XOR = 20, 21, 22, 23, 24, 25
ALLOCA, LOAD, STORE, GEP = 26, 27, 28, 29
TRUNC, ZEXT, SEXT = 30, 31, 32
ICMP, FCMP, PHI, CALL, SELECT = 42, 43, 44, 45, 46
FENCE, CMPXCHG, ATOMICRMW = 55, 56, 57
CALLBR, FNEG, FREEZE = 67, 66, 68

# LLVMTypeKind values
TYPE_INTEGER, TYPE_STRUCT, TYPE_ARRAY, TYPE_POINTER, TYPE_VECTOR = 8, 10, 11, 12, 13

MEMORY_OPCODES = frozenset({LOAD, STORE})
UNSUPPORTED_MEMORY = frozenset({FENCE, CMPXCHG, ATOMICRMW, INVOKE, CALLBR})


def opcode(inst: int) -> int:
    """``LLVMOpcode`` of an instruction."""
    return lib().LLVMGetInstructionOpcode(inst)


def operands(value: int) -> list[int]:
    """Operands of a user (instruction or constant expression), in order."""
    L = lib()
    return [L.LLVMGetOperand(value, i) for i in range(L.LLVMGetNumOperands(value))]


def users(value: int) -> list[int]:
    """Every user of ``value`` (with repetitions when a user uses it twice)."""
    L = lib()
    return [L.LLVMGetUser(use) for use in walk(L.LLVMGetFirstUse(value), L.LLVMGetNextUse)]


def name(value: int) -> str:
    """Name of a value or ``""``."""
    return value_name(value)


def set_name(value: int, text: str) -> None:
    """Rename a value (LLVM makes it unique)."""
    raw = text.encode()
    lib().LLVMSetValueName2(value, raw, len(raw))


def text(value: int) -> str:
    """The value printed as in a ``.ll`` file (one instruction line for an instruction)."""
    return take_message(lib().LLVMPrintValueToString(value)).strip()


def is_instruction(value: int) -> bool:
    return bool(lib().LLVMIsAInstruction(value))


def const_int(value: int) -> int | None:
    """The sign-extended value of a ``ConstantInt`` (up to 64 bits), else None."""
    L = lib()
    return int(L.LLVMConstIntGetSExtValue(value)) if L.LLVMIsAConstantInt(value) else None


def parent_block(inst: int) -> int:
    return lib().LLVMGetInstructionParent(inst)


def block_name(bb: int) -> str:
    return (lib().LLVMGetBasicBlockName(bb) or b"").decode()


def blocks(fn: int) -> list[int]:
    """Basic blocks of a function in layout order."""
    return list(iter_blocks(fn))


def instructions(bb: int) -> list[int]:
    """Instructions of a block in order."""
    return list(iter_instructions(bb))


def terminator(bb: int) -> int:
    return lib().LLVMGetBasicBlockTerminator(bb)


def successors(bb: int) -> list[int]:
    return block_successors(bb)


def incoming(phi: int) -> list[tuple[int, int]]:
    """``(value, block)`` pairs of a phi."""
    L = lib()
    return [(L.LLVMGetIncomingValue(phi, i), L.LLVMGetIncomingBlock(phi, i)) for i in range(L.LLVMCountIncoming(phi))]


def called_name(call: int) -> str | None:
    """Name of the called function of a call (None for an indirect call)."""
    L = lib()
    target = L.LLVMGetCalledValue(call)
    return name(target) if target and L.LLVMIsAFunction(target) else None


def is_volatile_or_atomic(inst: int) -> bool:
    """A load/store that is volatile or atomic (ordering other than NotAtomic)."""
    L = lib()
    return bool(L.LLVMGetVolatile(inst)) or L.LLVMGetOrdering(inst) != 0


def has_param_attribute(fn: int, index: int, attr: str) -> bool:
    """Whether parameter ``index`` (0-based) of ``fn`` carries enum attribute ``attr`` (e.g. ``noalias``)."""
    L = lib()
    kind = attribute_kind(attr)
    return bool(L.LLVMGetEnumAttributeAtIndex(fn, index + 1, kind))


@dataclass
class DataLayout:
    """Type sizes from a module's data layout."""

    module: CModule
    _td: int = field(init=False)

    def __post_init__(self) -> None:
        self._td = lib().LLVMGetModuleDataLayout(self.module.module_ref)

    def alloc_size(self, ty: int) -> int:
        """Bytes between consecutive array elements of type ``ty`` (GEP stride)."""
        return int(lib().LLVMABISizeOfType(self._td, ty))

    def store_size(self, ty: int) -> int:
        """Bytes a load or store of type ``ty`` touches."""
        return int(lib().LLVMStoreSizeOfType(self._td, ty))

    def field_offset(self, struct_ty: int, index: int) -> int:
        return int(lib().LLVMOffsetOfElement(self._td, struct_ty, index))


def type_kind(ty: int) -> int:
    return lib().LLVMGetTypeKind(ty)


def type_of(value: int) -> int:
    return lib().LLVMTypeOf(value)


def gep_source_type(gep: int) -> int:
    return lib().LLVMGetGEPSourceElementType(gep)


def element_type(ty: int) -> int:
    """Element type of an array or vector type."""
    return lib().LLVMGetElementType(ty)


def struct_field_type(ty: int, index: int) -> int:
    return lib().LLVMStructGetTypeAtIndex(ty, index)


class Builder:
    """An ``LLVMBuilderRef`` for one module (context manager)."""

    def __init__(self, module: CModule) -> None:
        self.module = module
        self._b = lib().LLVMCreateBuilderInContext(module.context_ref)

    def __enter__(self) -> "Builder":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self._b:
            lib().LLVMDisposeBuilder(self._b)
            self._b = None

    def at_end(self, bb: int) -> "Builder":
        lib().LLVMPositionBuilderAtEnd(self._b, bb)
        return self

    def before(self, inst: int) -> "Builder":
        lib().LLVMPositionBuilderBefore(self._b, inst)
        return self

    def insert(self, inst: int, label: str = "") -> int:
        """Insert a detached instruction (e.g. from :func:`clone`) at the builder's position."""
        lib().LLVMInsertIntoBuilderWithName(self._b, inst, label.encode())
        return inst

    def br(self, dest: int) -> int:
        return lib().LLVMBuildBr(self._b, dest)

    def phi(self, ty: int, label: str, pairs: list[tuple[int, int]]) -> int:
        """A phi of type ``ty`` with ``(value, block)`` incoming pairs."""
        L = lib()
        phi = L.LLVMBuildPhi(self._b, ty, label.encode())
        add_incoming(phi, pairs)
        return phi


def add_incoming(phi: int, pairs: list[tuple[int, int]]) -> None:
    if not pairs:
        return
    n = len(pairs)
    vals = (ctypes.c_void_p * n)(*[v for v, _ in pairs])
    bbs = (ctypes.c_void_p * n)(*[b for _, b in pairs])
    lib().LLVMAddIncoming(phi, vals, bbs, n)


def clone(inst: int) -> int:
    """A detached copy of an instruction (same operands and metadata, no name)."""
    return lib().LLVMInstructionClone(inst)


def set_operand(user: int, index: int, value: int) -> None:
    lib().LLVMSetOperand(user, index, value)


def set_successor(term: int, index: int, bb: int) -> None:
    lib().LLVMSetSuccessor(term, index, bb)


def insert_block_before(module: CModule, before: int, label: str) -> int:
    """A new empty basic block placed before ``before`` in the same function."""
    return lib().LLVMInsertBasicBlockInContext(module.context_ref, before, label.encode())


def move_block_after(bb: int, after: int) -> None:
    """Move ``bb`` right after ``after`` in the function's block layout."""
    lib().LLVMMoveBasicBlockAfter(bb, after)


def replace_all_uses(old: int, new: int) -> None:
    lib().LLVMReplaceAllUsesWith(old, new)


def erase(insts: list[int]) -> None:
    """Erase instructions whose remaining users are all in ``insts`` (uses are cut first, so order is free)."""
    L = lib()
    for inst in insts:
        if users(inst):
            L.LLVMReplaceAllUsesWith(inst, L.LLVMGetPoison(L.LLVMTypeOf(inst)))
    for inst in insts:
        L.LLVMInstructionEraseFromParent(inst)


def predecessors(fn: int) -> dict[int, list[int]]:
    """Predecessor lists of every block of ``fn`` (in layout order of the predecessors)."""
    preds: dict[int, list[int]] = {bb: [] for bb in blocks(fn)}
    for bb in preds:
        for s in successors(bb):
            if bb not in preds[s]:
                preds[s].append(bb)
    return preds


def iter_functions(module: CModule) -> Iterator[int]:
    """Defined functions of a module."""
    L = lib()
    for fn in module.function_refs():
        if not L.LLVMIsDeclaration(fn):
            yield fn


def require_function(module: CModule, fn_name: str) -> int:
    fn = module.function_ref(fn_name)
    if lib().LLVMIsDeclaration(fn):
        raise IRError(f"@{fn_name} is a declaration")
    return fn


def value_opcode(value: int) -> int | None:
    """Opcode of an instruction or of a constant expression (e.g. a constant ``getelementptr``), else None."""
    L = lib()
    if L.LLVMIsAInstruction(value):
        return L.LLVMGetInstructionOpcode(value)
    if L.LLVMIsAConstantExpr(value):
        return L.LLVMGetConstOpcode(value)
    return None


def is_identified_object(value: int) -> bool:
    """A global variable or an alloca: distinct ones never overlap (noalias arguments are checked separately)."""
    L = lib()
    return bool(L.LLVMIsAGlobalVariable(value) or L.LLVMIsAAllocaInst(value))


def set_block_name(bb: int, label: str) -> None:
    """Rename a basic block (LLVM makes the name unique in its function)."""
    set_name(lib().LLVMBasicBlockAsValue(bb), label)


def local_labels(fn: int) -> dict[int, str]:
    """``%name`` or ``%N`` (the number LLVM prints for an unnamed value) of every argument, block and non-void
    instruction of ``fn``: how a reader of the ``.ll`` file refers to them."""
    L = lib()
    out: dict[int, str] = {}
    slot = 0

    def label(value: int, label_text: str) -> None:
        nonlocal slot
        if label_text:
            out[value] = f"%{label_text}"
        else:
            out[value] = f"%{slot}"
            slot += 1

    for i in range(L.LLVMCountParams(fn)):
        p = L.LLVMGetParam(fn, i)
        label(p, name(p))
    for bb in blocks(fn):
        label(bb, block_name(bb))
        for inst in instructions(bb):
            if type_kind(type_of(inst)) != 0:  # LLVMVoidTypeKind
                label(inst, name(inst))
    return out


def block_function(bb: int) -> int:
    """The function a basic block belongs to."""
    return lib().LLVMGetBasicBlockParent(bb)
