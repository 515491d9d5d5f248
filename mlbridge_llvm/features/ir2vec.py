"""IR2Vec embeddings of LLVM IR, computed in-process with numpy, identical to LLVM 22's own implementation.

The reference is LLVM 22's ``llvm/lib/Analysis/IR2Vec.cpp`` as run by ``llvm-ir2vec embeddings`` and
``opt -passes='print<ir2vec>'``. The rules below were verified against those tools with one-hot vocabularies and
are cross-checked by ``test/unit/test_ir2vec.py`` on real modules (both kinds, all levels):

**Vocabulary scaling.** LLVM scales each vocabulary section once, when it loads the file: opcodes by the opcode
weight, types by the type weight, operand kinds *and* compare predicates (both in the ``"Arguments"`` section) by
the argument weight. The weights are ``cl::opt<float>`` (defaults 1.0, 0.5, 0.2), i.e. ``float32`` values
widened to double. Everything else is float64 arithmetic.

**Symbolic instruction vector** = ``v(opcode) + v(canonical type of the instruction's result) +
sum over operands of v(operand kind)`` (+ ``v(predicate)`` for ``icmp``/``fcmp``), with scaled ``v``:

* opcode: the ``Instruction.def`` name (``getelementptr`` -> ``GetElementPtr``, ``cmpxchg`` -> ``AtomicCmpXchg``,
  ``atomicrmw`` -> ``AtomicRMW``, ``va_arg`` -> ``VAArg``, else the opcode name with LLVM's capitalisation);
* type: every floating-point type (half, bfloat, float, double, x86_fp80, fp128, ppc_fp128) -> ``FloatTy``;
  fixed and scalable vectors -> ``VectorTy`` (``x86_amx`` too, per LLVM's table); target extension types ->
  ``UnknownTy``; void,
  label, metadata, token, integer (any width), function, pointer (any address space), struct, array -> their own;
* operands are the instruction's ``operands()`` (a ``phi``'s incoming values but not its blocks; a ``call``'s
  arguments, operand-bundle inputs and the callee, last; a ``switch``'s condition and destinations - in LLVM 22
  case values are not operands; an ``alloca``'s array size, implicitly ``i32 1``; a ``shufflevector``'s two
  vectors - the mask is not an operand). Each is classified, first match wins: a Function -> ``Function``;
  any value of pointer type (globals, ``null``, ``blockaddress``, inline asm, pointer arguments and
  instructions) -> ``Pointer``; any other Constant (integers, FP, ``undef``, ``poison``, vectors, constant
  expressions, ``zeroinitializer``) -> ``Constant``; everything else (arguments, instructions, basic-block labels,
  metadata operands) -> ``Variable``.

**Flow-aware instruction vector**: the same sum, except that an operand defined by an instruction *whose vector
has already been computed* contributes that instruction's full (already weighted) vector instead of
``v(Pointer)``/``v(Variable)``. There is no fixpoint iteration: an operand not yet computed when its user is
(a ``phi``'s back-edge value, a value from a block visited later) falls back to its kind's vector. So the result
depends on the order in which LLVM visits instructions:

* ``llvm-ir2vec --level=inst`` and ``--level=bb``: one fresh embedder per function, instructions in layout order
  (all blocks, unreachable ones included);
* ``llvm-ir2vec --level=func`` (``Embedder::getFunctionVector``): a fresh embedder, blocks in depth-first preorder
  from the entry block (successors in terminator order: a conditional ``br`` visits its *true* destination first),
  unreachable blocks skipped;
* ``opt -passes=print<ir2vec>``: *one* embedder per function, function vector first (depth-first order), then the
  block and instruction vectors, which reuse those cached vectors (unreachable blocks computed afterwards in layout
  order).

:class:`Embedder` reproduces the first two with ``flow_mode="per-level"`` (default) and the printer with
``flow_mode="shared"``. For the symbolic kind both modes give the same numbers.

**Block vector** = sum of its instruction vectors (debug intrinsics and ``llvm.pseudoprobe`` calls excluded, as
``instructionsWithoutDebug`` does). **Function vector** = sum of the vectors of the blocks reachable from the entry
(LLVM skips unreachable blocks here, but still reports vectors for them at block level). Declarations are skipped.
LLVM has **no module-level embedding**; :attr:`ModuleEmbedding.vector` is the sum of the defined functions'
vectors, the convention of IIT-H's IR2Vec (program vector = sum of function vectors).

Implementation: the IR is walked once into a vocabulary-independent :class:`FunctionIR` (entity indices per
instruction and the def-use edges between instructions); embeddings are then an entity-count matrix (one row per
instruction, one column per entity; flow-aware rows accumulate their operands' rows) times the weighted vocabulary
table, i.e. one matrix product per function (done without threaded BLAS, see :func:`counts_times_table`). The walk
reads the IR through the public LLVM-C API of the wheel's libLLVM (the kit's :mod:`mlbridge_llvm.ir.llvmc`
binding; compare predicates included), on the :class:`~mlbridge_llvm.ir.llvmc.CModule` itself or on a bitcode copy
of an llvmlite module; a walk with llvmlite's public ValueRef API, in the tests, is the oracle it is checked against.

Known limit: flow-aware vectors grow geometrically along def-use chains (``x*x`` doubles the counts); past
~1e308 they overflow to inf in LLVM and here alike, but inf/nan patterns may then differ (LLVM adds inf vectors,
we multiply inf counts by the table, and ``inf * 0`` is nan).
"""
from __future__ import annotations

import functools
import os
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Literal, Sequence

import numpy as np

from ..errors import ConfigError, IRError
from .vocab import ENTITY_INDEX, NUM_ENTITIES, OPCODES, Vocabulary

Kind = Literal["symbolic", "flow-aware"]
FlowMode = Literal["per-level", "shared"]
KINDS: tuple[str, ...] = ("symbolic", "flow-aware")
FLOW_MODES: tuple[str, ...] = ("per-level", "shared")

# ---------------------------------------------------------------------------------------------------------------
# entity lookup tables (LLVM-C enums as llvmlite 0.50 / LLVM 22 return them)
# ---------------------------------------------------------------------------------------------------------------

_OPCODE_NAME_SPECIAL = {"AtomicCmpXchg": "cmpxchg", "AtomicRMW": "atomicrmw", "VAArg": "va_arg"}
#: ``Instruction::getOpcodeName()`` string -> entity row.
OPCODE_ROW: dict[str, int] = {_OPCODE_NAME_SPECIAL.get(op, op.lower()): i for i, op in enumerate(OPCODES)}

_T = {name: ENTITY_INDEX[name] for name in ("FloatTy", "VoidTy", "LabelTy", "MetadataTy", "VectorTy", "TokenTy",
                                            "IntegerTy", "FunctionTy", "PointerTy", "StructTy", "ArrayTy",
                                            "UnknownTy")}
#: ``LLVMTypeKind`` -> canonical type entity row (LLVM 22's ``Vocabulary::TypeIDMapping``).
TYPE_KIND_ROW: dict[int, int] = {
    0: _T["VoidTy"], 1: _T["FloatTy"], 2: _T["FloatTy"], 3: _T["FloatTy"], 4: _T["FloatTy"], 5: _T["FloatTy"],
    6: _T["FloatTy"], 7: _T["LabelTy"], 8: _T["IntegerTy"], 9: _T["FunctionTy"], 10: _T["StructTy"],
    11: _T["ArrayTy"], 12: _T["PointerTy"], 13: _T["VectorTy"], 14: _T["MetadataTy"], 15: _T["VectorTy"],
    16: _T["TokenTy"], 17: _T["VectorTy"], 18: _T["FloatTy"], 19: _T["VectorTy"], 20: _T["UnknownTy"],
}
_POINTER_TYPE_KIND = 12

ROW_FUNCTION = ENTITY_INDEX["Function"]
ROW_POINTER = ENTITY_INDEX["Pointer"]
ROW_CONSTANT = ENTITY_INDEX["Constant"]
ROW_VARIABLE = ENTITY_INDEX["Variable"]

# LLVMValueKind values
_VK_BASIC_BLOCK = 1
_VK_FUNCTION = 5
_VK_INSTRUCTION = 24
#: LLVMValueKind values of Constants: Function .. ConstantTokenNone, Poison, ConstantTargetNone, ConstantPtrAuth.
_CONSTANT_KINDS = frozenset(range(5, 22)) | {25, 26, 27}

_ICMP = ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")
_FCMP = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une",
         "true")
#: (opcode, predicate) -> entity row.
PREDICATE_ROW: dict[tuple[str, str], int] = {
    **{("fcmp", p): ENTITY_INDEX[f"FCMP_{p}"] for p in _FCMP},
    **{("icmp", p): ENTITY_INDEX[f"ICMP_{p}"] for p in _ICMP},
}
#: Calls ``instructionsWithoutDebug()`` skips (block and function sums).
_SKIPPED_CALLEES = ("llvm.pseudoprobe",)
_SKIPPED_CALLEE_PREFIX = "llvm.dbg."


def counts_times_table(counts: np.ndarray, table: np.ndarray) -> np.ndarray:
    """``counts @ table`` restricted to the entity columns that occur, without multithreaded BLAS.

    Entity-count matrices are small and sparse; OpenBLAS's threaded GEMM on such shapes costs 10-100x the
    arithmetic on a busy machine (measured: 0.06 ms single-threaded vs 1-16 ms threaded for 30x110 @ 110x300).
    """
    cols = np.flatnonzero(np.any(counts != 0, axis=0)) if counts.ndim == 2 else np.flatnonzero(counts)
    if cols.size == 0:
        return np.zeros(counts.shape[:-1] + (table.shape[1],))
    if counts.ndim == 1:
        return np.einsum("j,jk->k", counts[cols], table[cols])
    return np.einsum("ij,jk->ik", counts[:, cols], table[cols])


# ---------------------------------------------------------------------------------------------------------------
# parsing
# ---------------------------------------------------------------------------------------------------------------

_BITCODE_MAGICS = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")


def parse_module(src: Any) -> Any:
    """An llvmlite ``ModuleRef`` from ``src``: a ModuleRef (returned as is), a path (``.ll`` text or bitcode),
    IR text (``str``), or bytes (bitcode, or UTF-8 IR text). Parse failures raise IRError with LLVM's message."""
    from llvmlite import binding as llvm

    if hasattr(src, "functions") and hasattr(src, "get_function"):
        return src
    data: bytes | str
    where = "<string>"
    if isinstance(src, os.PathLike) or (isinstance(src, str) and "\n" not in src and len(src) < 4096
                                        and os.path.isfile(src)):
        where = os.fspath(src)
        try:
            with open(where, "rb") as f:
                data = f.read()
        except OSError as e:
            raise IRError(f"cannot read {where}: {e}") from None
    elif isinstance(src, (bytes, bytearray, memoryview)):
        data = bytes(src)
    elif isinstance(src, str):
        data = src
    else:
        raise IRError(f"cannot parse IR from {type(src).__name__}")
    ctx = llvm.create_context()
    try:
        if isinstance(data, bytes) and data[:4] in _BITCODE_MAGICS:
            mod = llvm.parse_bitcode(data, context=ctx)
        else:
            text = data.decode("utf-8") if isinstance(data, bytes) else data
            mod = llvm.parse_assembly(text, context=ctx)
    except RuntimeError as e:
        raise IRError(f"{where}: LLVM could not parse the module: {str(e).strip()}") from None
    except UnicodeDecodeError as e:
        raise IRError(f"{where}: neither bitcode nor UTF-8 IR text: {e}") from None
    return mod


# ---------------------------------------------------------------------------------------------------------------
# vocabulary-independent view of a function
# ---------------------------------------------------------------------------------------------------------------

@dataclass(frozen=True, eq=False)
class FunctionIR:
    """What IR2Vec needs from one defined function, extracted once with llvmlite (no vocabulary involved).

    Instructions are numbered ``0..n-1`` in layout order. ``base_rows/base_cols`` list one entity occurrence each
    (opcode, type, predicate, and every operand that is not an instruction) of instruction ``base_rows[k]``;
    ``use_user/use_def/use_kind`` list every operand that is an instruction (user, defining instruction, and the
    ``Pointer``/``Variable`` row used when the definition's vector is not available).
    """

    name: str
    block_names: tuple[str, ...]
    block_start: np.ndarray
    successors: tuple[tuple[int, ...], ...]
    opcodes: tuple[str, ...]
    skip: np.ndarray
    base_rows: np.ndarray
    base_cols: np.ndarray
    use_user: np.ndarray
    use_def: np.ndarray
    use_kind: np.ndarray

    @property
    def num_instructions(self) -> int:
        """Number of instructions."""
        return len(self.opcodes)

    @property
    def num_blocks(self) -> int:
        """Number of basic blocks."""
        return len(self.block_names)

    @property
    def inst_block(self) -> np.ndarray:
        """Block index of each instruction."""
        return np.repeat(np.arange(self.num_blocks), np.diff(self.block_start))

    def dfs_blocks(self) -> list[int]:
        """Blocks reachable from the entry in depth-first preorder (LLVM's ``depth_first(&F)``)."""
        if not self.block_names:
            return []
        seen = [False] * self.num_blocks
        order: list[int] = []
        seen[0] = True
        order.append(0)
        stack: list[tuple[int, int]] = [(0, 0)]
        while stack:
            b, i = stack[-1]
            succ = self.successors[b]
            if i < len(succ):
                stack[-1] = (b, i + 1)
                s = succ[i]
                if not seen[s]:
                    seen[s] = True
                    order.append(s)
                    stack.append((s, 0))
            else:
                stack.pop()
        return order

    def base_counts(self) -> np.ndarray:
        """``(n, 110)`` entity counts without the instruction operands."""
        counts = np.zeros((self.num_instructions, NUM_ENTITIES))
        np.add.at(counts, (self.base_rows, self.base_cols), 1.0)
        return counts

    def symbolic_counts(self) -> np.ndarray:
        """``(n, 110)`` entity counts of the symbolic kind (instruction operands counted by their kind)."""
        counts = self.base_counts()
        np.add.at(counts, (self.use_user, self.use_kind), 1.0)
        return counts

    def flow_counts(self, order: Iterable[int], base: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """Flow-aware entity counts when instructions are computed in ``order`` (repeats ignored, as LLVM's cache).

        Returns ``(counts, computed)``: rows of instructions never computed stay zero and ``computed`` is False.
        """
        n = self.num_instructions
        base = self.base_counts() if base is None else base
        counts = np.zeros_like(base)
        computed = np.zeros(n, dtype=bool)
        # uses grouped by user
        starts = np.searchsorted(self.use_user, np.arange(n + 1))
        use_def = self.use_def.tolist()
        use_kind = self.use_kind.tolist()
        starts_l = starts.tolist()
        for i in order:
            if computed[i]:
                continue
            row = base[i].copy()
            for k in range(starts_l[i], starts_l[i + 1]):
                d = use_def[k]
                if computed[d]:
                    row += counts[d]
                else:
                    row[use_kind[k]] += 1.0
            counts[i] = row
            computed[i] = True
        return counts, computed


@dataclass
class _Walk:
    """Raw per-function facts gathered by a walker (the integer-handle walk, or the tests' public-API oracle)."""

    block_names: list[str]
    block_start: list[int]
    successors: list[tuple[int, ...]]
    opcodes: list[str]
    skip: list[bool]
    base_rows: list[int]
    base_cols: list[int]
    uses: list[tuple[int, int, int]]
    cmp_idx: list[int]
    inst_index: dict[int, int]


def _operand_kind(vk: int, tk: int) -> int:
    if vk == _VK_FUNCTION:
        return ROW_FUNCTION
    if tk == _POINTER_TYPE_KIND:
        return ROW_POINTER
    if vk in _CONSTANT_KINDS:
        return ROW_CONSTANT
    return ROW_VARIABLE


def _walk_c(fn: int) -> _Walk:
    """Walk function ``fn`` (an LLVM-C value of a :class:`~mlbridge_llvm.ir.llvmc.CModule`) with the wheel's LLVM-C
    API: blocks, instructions, opcodes, result and operand kinds, compare predicates, def-use edges."""
    from ..ir.llvmc import lib
    from ..ir.llvmc.values import OPCODE_NAMES, iter_blocks, iter_instructions, value_name

    L = lib()
    get_vk, get_tk, type_of, get_operand = L.LLVMGetValueKind, L.LLVMGetTypeKind, L.LLVMTypeOf, L.LLVMGetOperand
    w = _Walk([], [0], [], [], [], [], [], [], [], {})
    blocks = list(iter_blocks(fn))
    block_index = {b: i for i, b in enumerate(blocks)}
    w.block_names = [(L.LLVMGetBasicBlockName(b) or b"").decode("utf-8", "replace") for b in blocks]
    n = 0
    for b in blocks:
        last_bbs: list[int] = []
        last_op = ""
        for inst in iter_instructions(b):
            i = n
            n += 1
            w.inst_index[inst] = i
            op = OPCODE_NAMES.get(L.LLVMGetInstructionOpcode(inst), "")
            w.opcodes.append(op)
            row = OPCODE_ROW.get(op)
            if row is None:
                raise IRError(f"unknown opcode {op or L.LLVMGetInstructionOpcode(inst)!r}")
            w.base_rows += (i, i)
            w.base_cols += (row, TYPE_KIND_ROW.get(get_tk(type_of(inst)), _T["UnknownTy"]))
            if op == "icmp" or op == "fcmp":
                w.cmp_idx.append(i)
                pred = _ICMP[L.LLVMGetICmpPredicate(inst) - 32] if op == "icmp" else _FCMP[L.LLVMGetFCmpPredicate(inst)]
                w.base_rows.append(i)
                w.base_cols.append(PREDICATE_ROW[(op, pred)])
            bbs: list[int] = []
            vk, o = -1, 0
            for k in range(L.LLVMGetNumOperands(inst)):
                o = get_operand(inst, k)
                vk = get_vk(o)
                kind = _operand_kind(vk, get_tk(type_of(o)))
                if vk == _VK_INSTRUCTION:
                    w.uses.append((i, o, kind))
                else:
                    w.base_rows.append(i)
                    w.base_cols.append(kind)
                    if vk == _VK_BASIC_BLOCK:
                        bbs.append(block_index[o])
            skipped = False
            if op == "call" and vk == _VK_FUNCTION:
                callee = value_name(o)
                skipped = callee in _SKIPPED_CALLEES or callee.startswith(_SKIPPED_CALLEE_PREFIX)
            w.skip.append(skipped)
            last_bbs, last_op = bbs, op
        w.block_start.append(n)
        if last_op == "br" and len(last_bbs) == 2:
            last_bbs = [last_bbs[1], last_bbs[0]]  # operands are (cond, false, true); successors (true, false)
        w.successors.append(tuple(last_bbs))
    if any(not name for name in w.block_names):
        _slot_names(fn, blocks, w.block_names)
    return w


def _slot_names(fn: int, blocks: Sequence[int], block_names: list[str]) -> None:
    """Replace empty block names by LLVM's slot label ``%N`` (unnamed args, then per block: block, unnamed values)."""
    from ..ir.llvmc import lib
    from ..ir.llvmc.values import iter_instructions, value_name

    L = lib()
    slot = sum(1 for k in range(L.LLVMCountParams(fn)) if not value_name(L.LLVMGetParam(fn, k)))
    for bi, b in enumerate(blocks):
        if not block_names[bi]:
            block_names[bi] = f"%{slot}"
            slot += 1
        for inst in iter_instructions(b):
            if not value_name(inst) and L.LLVMGetTypeKind(L.LLVMTypeOf(inst)) != 0:
                slot += 1


def _function_ir(w: _Walk, name: str) -> FunctionIR:
    """:class:`FunctionIR` from a walk (compare predicates already among the base entries)."""
    base_rows, base_cols = list(w.base_rows), list(w.base_cols)
    resolved = []
    for u, d, k in w.uses:
        j = w.inst_index.get(d)
        if j is None:  # an operand instruction outside this function cannot happen in valid IR: count its kind
            base_rows.append(u)
            base_cols.append(k)
        else:
            resolved.append((u, j, k))
    resolved.sort(key=lambda t: t[0])
    ua = np.array(resolved, dtype=np.int64).reshape(-1, 3)
    return FunctionIR(
        name=name,
        block_names=tuple(w.block_names),
        block_start=np.array(w.block_start, dtype=np.int64),
        successors=tuple(w.successors),
        opcodes=tuple(w.opcodes),
        skip=np.array(w.skip, dtype=bool),
        base_rows=np.array(base_rows, dtype=np.int64),
        base_cols=np.array(base_cols, dtype=np.int64),
        use_user=ua[:, 0].copy(),
        use_def=ua[:, 1].copy(),
        use_kind=ua[:, 2].copy(),
    )


def extract_c_function(module: Any, function: str) -> FunctionIR:
    """Walk the defined function ``function`` of a :class:`~mlbridge_llvm.ir.llvmc.CModule` into a
    :class:`FunctionIR` (IRError for a declaration or a missing function)."""
    from ..ir.llvmc import lib

    fn = module.function_ref(function)
    if lib().LLVMIsDeclaration(fn):
        raise IRError(f"{function!r} is a declaration")
    try:
        return _function_ir(_walk_c(fn), function)
    except IRError as e:
        raise IRError(f"{e} in {function!r}") from None


def extract_function(fn: Any, name: str | None = None, *, walker: Callable[[Any], _Walk] | None = None) -> FunctionIR:
    """Walk one defined function of an llvmlite module (a ``ValueRef``) into a :class:`FunctionIR`; IRError for a
    declaration. ``name`` overrides the function's name (used for unnamed functions).

    The walk reads the IR through the wheel's libLLVM (the kit's LLVM-C binding), on a copy of the function's module
    made once per module through bitcode; ``walker`` walks the llvmlite function itself instead (the tests'
    public-API oracle). A :class:`~mlbridge_llvm.ir.llvmc.CModule` needs no copy: :func:`extract_c_function`.
    """
    if fn.is_declaration:
        raise IRError(f"{fn.name!r} is a declaration")
    if walker is not None:
        try:
            return _function_ir(walker(fn), fn.name if name is None else name)
        except IRError as e:
            raise IRError(f"{e} in {fn.name!r}") from None
    cmod = _c_copy(fn.module)
    index = [f for f in fn.module.functions].index(fn) if not fn.name else None
    target = fn.name if index is None else _nth_function(cmod, index)
    out = extract_c_function(cmod, target)
    return out if name is None and fn.name else _renamed(out, fn.name if name is None else name)


def _renamed(fir: FunctionIR, name: str) -> FunctionIR:
    import dataclasses

    return dataclasses.replace(fir, name=name)


_copies: list[tuple[Any, Any]] = []  # (llvmlite module, its CModule copy): the last few modules walked


def _c_copy(module: Any) -> Any:
    """A :class:`CModule` copy of an llvmlite module (through bitcode), cached for the last few modules walked."""
    from ..ir.llvmc import CModule

    for held, copy in _copies:
        if held is module:
            return copy
    copy = CModule.parse_bitcode(module.as_bitcode(), module.name or "<llvmlite>")
    _copies.append((module, copy))
    if len(_copies) > 4:
        _, old = _copies.pop(0)
        old.dispose()
    return copy


def _nth_function(cmod: Any, index: int) -> str:
    """A name for the ``index``-th function of ``cmod`` (an unnamed one gets a name of its own, in the copy)."""
    from ..ir.llvmc import lib
    from ..ir.llvmc.values import walk

    L = lib()
    fn = list(walk(L.LLVMGetFirstFunction(cmod.module_ref), L.LLVMGetNextFunction))[index]
    name = f"__mlbridge_unnamed_{index}"
    L.LLVMSetValueName2(fn, name.encode(), len(name))
    return name


def extract_module(module: Any, *, walker: Callable[[Any], _Walk] | None = None) -> list[FunctionIR]:
    """:class:`FunctionIR` of every defined function of ``module`` (anything :func:`parse_module` accepts, or a
    :class:`~mlbridge_llvm.ir.llvmc.CModule`), in module order. Unnamed functions are keyed ``@N`` like LLVM's slot
    numbers (unnamed globals first; aliases and ifuncs are not counted)."""
    from ..ir.llvmc import CModule

    if isinstance(module, CModule) and walker is None:
        return _extract_c_module(module)
    mod = parse_module(module)
    if walker is None:
        return _extract_c_module(_c_copy(mod))
    out = []
    unnamed = sum(1 for g in mod.global_variables if not g.name)
    for fn in mod.functions:
        name = fn.name
        if not name:
            name = f"@{unnamed}"
            unnamed += 1
        if not fn.is_declaration:
            out.append(extract_function(fn, name=name, walker=walker))
    return out


def _extract_c_module(cmod: Any) -> list[FunctionIR]:
    from ..ir.llvmc import lib
    from ..ir.llvmc.values import value_name, walk

    L = lib()
    unnamed = sum(1 for g in walk(L.LLVMGetFirstGlobal(cmod.module_ref), L.LLVMGetNextGlobal) if not value_name(g))
    out = []
    for fn in walk(L.LLVMGetFirstFunction(cmod.module_ref), L.LLVMGetNextFunction):
        name = value_name(fn)
        key = name
        if not name:
            key = f"@{unnamed}"
            unnamed += 1
        if L.LLVMIsDeclaration(fn):
            continue
        try:
            out.append(_function_ir(_walk_c(fn), key))
        except IRError as e:
            raise IRError(f"{e} in {key!r}") from None
    return out


# ---------------------------------------------------------------------------------------------------------------
# results
# ---------------------------------------------------------------------------------------------------------------

@dataclass(frozen=True, eq=False)
class FunctionEmbedding:
    """IR2Vec embeddings of one function: its vector, one vector per basic block, one per instruction.

    ``block_vectors[b]`` belongs to ``block_names[b]`` (layout order; unnamed blocks are called ``%N`` after their
    slot number). Instruction vectors are computed on first access of :attr:`inst_vectors` from
    :attr:`inst_counts`, the ``(n, 110)`` matrix of how many times each entity enters each instruction's vector.
    """

    name: str
    vector: np.ndarray
    block_names: tuple[str, ...]
    block_vectors: np.ndarray
    reachable: np.ndarray
    opcodes: tuple[str, ...]
    inst_block: np.ndarray
    inst_counts: np.ndarray
    weighted_table: np.ndarray = field(repr=False)
    _cache: dict[str, np.ndarray] = field(default_factory=dict, repr=False, compare=False)

    @property
    def dim(self) -> int:
        """Embedding dimension."""
        return int(self.vector.shape[0])

    @property
    def inst_vectors(self) -> np.ndarray:
        """``(n, dim)`` instruction vectors in layout order (``inst_counts @ weighted_table``, computed once)."""
        v = self._cache.get("inst")
        if v is None:
            v = counts_times_table(self.inst_counts, self.weighted_table)
            self._cache["inst"] = v
        return v

    @property
    def blocks(self) -> dict[str, np.ndarray]:
        """``{block name: vector}`` in layout order."""
        return dict(zip(self.block_names, self.block_vectors))

    def block(self, name: str) -> np.ndarray:
        """Vector of block ``name``; ConfigError if there is no such block."""
        try:
            return self.block_vectors[self.block_names.index(name)]
        except ValueError:
            raise ConfigError(f"function {self.name!r} has no block {name!r}") from None

    def instructions_of(self, name: str) -> np.ndarray:
        """``(k, dim)`` vectors of the instructions of block ``name``."""
        b = self.block_names.index(name) if name in self.block_names else -1
        if b < 0:
            raise ConfigError(f"function {self.name!r} has no block {name!r}")
        return self.inst_vectors[self.inst_block == b]


@dataclass(frozen=True, eq=False)
class ModuleEmbedding:
    """IR2Vec embeddings of a module's defined functions (module order) and their sum, :attr:`vector`."""

    kind: str
    dim: int
    functions: dict[str, FunctionEmbedding]
    vector: np.ndarray

    @property
    def function_vectors(self) -> dict[str, np.ndarray]:
        """``{function name: vector}``."""
        return {name: f.vector for name, f in self.functions.items()}

    def matrix(self) -> tuple[list[str], np.ndarray]:
        """Function names and their vectors stacked into an ``(n_functions, dim)`` array."""
        names = list(self.functions)
        mat = np.stack([self.functions[n].vector for n in names]) if names else np.zeros((0, self.dim))
        return names, mat


# ---------------------------------------------------------------------------------------------------------------
# the embedder
# ---------------------------------------------------------------------------------------------------------------

class Embedder:
    """Computes LLVM 22's IR2Vec embeddings (``kind`` ``"symbolic"`` or ``"flow-aware"``) with numpy.

    ``vocab`` is a :class:`~mlbridge_llvm.features.vocab.Vocabulary`, a path to a vocabulary file (JSON or IR2Vec
    text), or ``None`` for the shipped 300-D vocabulary. Weights are LLVM's ``-ir2vec-*-weight`` options.
    ``flow_mode`` only matters for the flow-aware kind (see the module docstring): ``"per-level"`` reproduces
    ``llvm-ir2vec embeddings --level=inst|bb|func``, ``"shared"`` reproduces ``opt -passes=print<ir2vec>``.
    """

    def __init__(self, vocab: Vocabulary | str | os.PathLike[str] | None = None, kind: Kind = "symbolic",
                 opc_weight: float = 1.0, type_weight: float = 0.5, arg_weight: float = 0.2,
                 flow_mode: FlowMode = "per-level") -> None:
        """Validate the options and pre-scale the vocabulary (ConfigError for an unknown kind or mode)."""
        if kind not in KINDS:
            raise ConfigError(f"unknown IR2Vec kind {kind!r}; expected one of {KINDS}")
        if flow_mode not in FLOW_MODES:
            raise ConfigError(f"unknown flow_mode {flow_mode!r}; expected one of {FLOW_MODES}")
        for label, w in (("opc_weight", opc_weight), ("type_weight", type_weight), ("arg_weight", arg_weight)):
            if not np.isfinite(w):
                raise ConfigError(f"{label} must be finite, got {w!r}")
        if vocab is None:
            vocab = Vocabulary.default()
        elif not isinstance(vocab, Vocabulary):
            vocab = Vocabulary.load(vocab)
        self.vocab: Vocabulary = vocab
        self.kind: str = kind
        self.flow_mode: str = flow_mode
        self.weights: tuple[float, float, float] = (float(opc_weight), float(type_weight), float(arg_weight))
        self._w = vocab.weighted_table(opc_weight, type_weight, arg_weight)

    @property
    def dim(self) -> int:
        """Embedding dimension (the vocabulary's)."""
        return self.vocab.dim

    @property
    def weighted_table(self) -> np.ndarray:
        """``(110, dim)`` vocabulary with LLVM's section weights applied."""
        return self._w

    def __repr__(self) -> str:
        """Kind, dimension, weights and flow mode."""
        return (f"Embedder(kind={self.kind!r}, dim={self.dim}, weights={self.weights}, "
                f"flow_mode={self.flow_mode!r})")

    # -- core -------------------------------------------------------------------------------------------------------
    def embed_ir(self, fir: FunctionIR) -> FunctionEmbedding:
        """Embeddings of an already extracted function."""
        n = fir.num_instructions
        keep = ~fir.skip
        dfs = fir.dfs_blocks()
        reachable = np.zeros(fir.num_blocks, dtype=bool)
        reachable[dfs] = True
        starts = fir.block_start
        if self.kind == "symbolic":
            inst_counts = fir.symbolic_counts()
            func_counts = inst_counts[np.repeat(reachable, np.diff(starts)) & keep].sum(axis=0)
        else:
            base = fir.base_counts()
            dfs_order = [i for b in dfs for i in range(starts[b], starts[b + 1]) if keep[i]]
            if self.flow_mode == "shared":
                layout_keep = [i for i in range(n) if keep[i]]
                inst_counts, _ = fir.flow_counts(dfs_order + layout_keep + list(range(n)), base)
                func_counts = inst_counts[dfs_order].sum(axis=0)
            else:
                inst_counts, _ = fir.flow_counts(range(n), base)
                dfs_counts, _ = fir.flow_counts(dfs_order, base)
                func_counts = dfs_counts[dfs_order].sum(axis=0)
        masked = inst_counts * keep[:, None]
        if n:
            block_counts = np.add.reduceat(masked, starts[:-1], axis=0)
            block_counts[np.diff(starts) == 0] = 0.0
        else:
            block_counts = np.zeros((fir.num_blocks, NUM_ENTITIES))
        w = self._w
        return FunctionEmbedding(
            name=fir.name,
            vector=counts_times_table(func_counts, w),
            block_names=fir.block_names,
            block_vectors=counts_times_table(block_counts, w),
            reachable=reachable,
            opcodes=fir.opcodes,
            inst_block=fir.inst_block,
            inst_counts=inst_counts,
            weighted_table=w,
        )

    # -- conveniences -------------------------------------------------------------------------------------------------
    def embed_function(self, fn: Any) -> FunctionEmbedding:
        """Embeddings of one defined function (llvmlite ``ValueRef``)."""
        return self.embed_ir(extract_function(fn))

    def embed_module(self, module: Any) -> ModuleEmbedding:
        """Embeddings of every defined function of ``module`` (ModuleRef, path, IR text or bitcode bytes)."""
        return self.embed_extracted(extract_module(module))

    def embed_extracted(self, functions: Sequence[FunctionIR]) -> ModuleEmbedding:
        """Embeddings of already extracted functions (e.g. one extraction, several vocabularies or kinds)."""
        out: dict[str, FunctionEmbedding] = {}
        total = np.zeros(self.dim)
        for fir in functions:
            fe = self.embed_ir(fir)
            out[fe.name] = fe
            total = total + fe.vector
        return ModuleEmbedding(kind=self.kind, dim=self.dim, functions=out, vector=total)

    def function_vectors(self, module: Any) -> dict[str, np.ndarray]:
        """``{function name: vector}`` of every defined function."""
        return self.embed_module(module).function_vectors

    def module_vector(self, module: Any) -> np.ndarray:
        """Sum of the defined functions' vectors (LLVM itself has no module-level IR2Vec embedding)."""
        return self.embed_module(module).vector



@functools.lru_cache(maxsize=None)
def shared_embedder(kind: Kind = "flow-aware") -> Embedder:
    """One :class:`Embedder` of ``kind`` with the shipped vocabulary and LLVM's default weights per process (the
    vocabulary is scaled once); what the ML passes use."""
    return Embedder(kind=kind)

# ---------------------------------------------------------------------------------------------------------------
# LLVM's reference tools: run them and read their output
# ---------------------------------------------------------------------------------------------------------------

def _numbers(seg: str) -> np.ndarray | None:
    parts = seg.split()
    if not parts:
        return None
    try:
        return np.array([float(x) for x in parts])
    except ValueError:
        return None


def _split_vector(line: str) -> tuple[str, np.ndarray] | None:
    """``(text before, vector)`` when ``line`` ends with an LLVM-printed vector ``[ 1.00  -2.50 ]``."""
    t = line.rstrip()
    if not t.endswith("]"):
        return None
    i = t.rfind("[")
    if i < 0:
        return None
    vec = _numbers(t[i + 1:-1])
    return None if vec is None else (t[:i], vec)


def parse_llvm_ir2vec_output(text: str) -> dict[str, list[tuple[str, np.ndarray]]]:
    """Parse ``llvm-ir2vec embeddings`` output (any level) into ``{function: [(label, vector), ...]}``.

    Labels: ``""`` at function level, the block name (``""`` if unnamed) at block level, the printed instruction
    (possibly several lines, e.g. ``switch``) at instruction level. Values are LLVM's ``%.2f`` renderings.
    """
    out: dict[str, list[tuple[str, np.ndarray]]] = {}
    current: list[tuple[str, np.ndarray]] | None = None
    pending: list[str] = []
    for line in text.splitlines():
        hit = _split_vector(line)
        if hit is None:
            if line.startswith("Function: ") and not pending:
                current = out.setdefault(line[len("Function: "):], [])
            elif line.strip() or pending:
                pending.append(line)
            continue
        if current is None:
            raise IRError(f"llvm-ir2vec output has a vector before any 'Function:' line: {line[:80]!r}")
        label = "\n".join(pending + [hit[0]]).strip()
        if label.endswith(":") and "\n" not in label and not pending:
            label = label[:-1]
        current.append((label, hit[1]))
        pending = []
    return out


def parse_print_ir2vec_output(text: str) -> dict[str, dict[str, list[tuple[str, np.ndarray]]]]:
    """Parse ``opt -passes=print<ir2vec>`` output into ``{function: {"func"|"bb"|"inst": [(label, vector)]}}``.

    Declarations appear with a zero function vector and no blocks, as LLVM prints them.
    """
    out: dict[str, dict[str, list[tuple[str, np.ndarray]]]] = {}
    cur: dict[str, list[tuple[str, np.ndarray]]] | None = None
    section = ""
    pending: list[str] = []
    head = "IR2Vec embeddings for function "
    for line in text.splitlines():
        if line.startswith(head) and line.endswith(":") and not pending:
            cur = out.setdefault(line[len(head):-1], {"func": [], "bb": [], "inst": []})
            section = "func"
            continue
        if cur is None:
            continue
        if line == "Basic block vectors:" and not pending:
            section = "bb"
            continue
        if line == "Instruction vectors:" and not pending:
            section = "inst"
            continue
        hit = _split_vector(line)
        if hit is None:
            pending.append(line)
            continue
        label = "\n".join(pending + [hit[0]]).strip()
        if section == "func":
            label = ""
        elif section == "bb":
            label = label[len("Basic block: "):] if label.startswith("Basic block: ") else label
            label = label[:-1] if label.endswith(":") else label
        else:
            label = label[len("Instruction: "):].strip() if label.startswith("Instruction: ") else label
        cur[section].append((label, hit[1]))
        pending = []
    return out


def _weight_flags(prefix: str, weights: Sequence[float] | None) -> list[str]:
    if weights is None:
        return []
    o, t, a = weights
    return [f"{prefix}ir2vec-opc-weight={o!r}", f"{prefix}ir2vec-type-weight={t!r}", f"{prefix}ir2vec-arg-weight={a!r}"]


def run_llvm_ir2vec(path: str, vocab_path: str, kind: str = "symbolic", level: str = "func",
                    weights: Sequence[float] | None = None, timeout: float = 120.0) -> dict[str, list[tuple[str, np.ndarray]]]:
    """Run LLVM 22's ``llvm-ir2vec embeddings`` on ``path`` and parse its output (IRError if it fails)."""
    import subprocess

    from ..ir.tools import find_tool

    if level not in ("inst", "bb", "func"):
        raise ConfigError(f"unknown level {level!r}; expected inst, bb or func")
    cmd = [find_tool("llvm-ir2vec"), "embeddings", f"--ir2vec-vocab-path={vocab_path}", f"--ir2vec-kind={kind}",
           f"--level={level}", *_weight_flags("--", weights), os.fspath(path)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    if proc.returncode != 0:
        raise IRError(f"llvm-ir2vec failed ({proc.returncode}) on {path}: {proc.stderr.strip()[:500]}")
    return parse_llvm_ir2vec_output(proc.stdout)


def run_print_ir2vec(path: str, vocab_path: str, kind: str = "symbolic", weights: Sequence[float] | None = None,
                     timeout: float = 120.0) -> dict[str, dict[str, list[tuple[str, np.ndarray]]]]:
    """Run ``opt -passes=print<ir2vec>`` (LLVM 22) on ``path`` and parse what it prints (IRError if it fails)."""
    import subprocess

    from ..ir.tools import find_tool

    cmd = [find_tool("opt"), "-passes=print<ir2vec>", f"-ir2vec-vocab-path={vocab_path}", f"-ir2vec-kind={kind}",
           *_weight_flags("-", weights), "-disable-output", os.fspath(path)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    if proc.returncode != 0:
        raise IRError(f"opt print<ir2vec> failed ({proc.returncode}) on {path}: {proc.stderr.strip()[-500:]}")
    return parse_print_ir2vec_output(proc.stderr + proc.stdout)


__all__ = [
    "Embedder", "FunctionEmbedding", "ModuleEmbedding", "FunctionIR", "extract_function", "extract_module",
    "parse_module", "KINDS", "FLOW_MODES", "OPCODE_ROW", "TYPE_KIND_ROW", "PREDICATE_ROW",
    "parse_llvm_ir2vec_output", "parse_print_ir2vec_output", "run_llvm_ir2vec", "run_print_ir2vec",
    "counts_times_table",
]
