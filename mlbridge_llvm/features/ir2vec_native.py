"""IR2Vec function vectors of a module held through the LLVM-C API (:class:`~mlbridge_llvm.ir.llvmc.CModule`), walked
by native code: ~30x faster than :mod:`.ir2vec`'s Python walk, with the same numbers.

Why: ``poset-rl`` embeds the whole module after every sub-sequence. The Python walk (bitcode -> llvmlite -> one
ctypes call per instruction and operand, predicates read from printed IR) cost ~12 ms per observation on typical
modules, 80% of the pass's time. Here the walk and the flow-aware accumulation run in machine code over the module
the pass already holds: no bitcode round trip, no printing.

How, without a C compiler on the user's machine: ``ir2vec_walk.c`` (beside this file) is compiled to LLVM IR once by a
developer (``python -m mlbridge_llvm.features.ir2vec_native --regenerate``, needs clang) and committed as
``ir2vec_walk.ll`` (package data, stamped with the digests of its C source and generator recipe); at run time llvmlite's MCJIT compiles that IR for the host (~0.3 s, once per process). The C code
includes no header and links nothing: the LLVM-C functions (from the same ``libLLVM.so`` as the CModule) and
``malloc``/``free`` are handed to it as a table of function pointers. If anything in that chain is unavailable
(:func:`available` is False), callers fall back to the Python walk.

Numbers: the native code computes each defined function's ``(110,)`` entity-count vector with the arithmetic of
:meth:`.ir2vec.FunctionIR.flow_counts` (same order of float64 additions), and :func:`module_vector` multiplies it by
the weighted vocabulary with :func:`.ir2vec.counts_times_table` and sums functions in module order, as
``Embedder.module_vector`` does; so results are bitwise equal to the Python path (tested), which is tested against
``llvm-ir2vec``. Function-level only (the per-level function vector, ``Embedder(flow_mode="per-level")``).

The same JIT-compiled module also exports ``mlbridge_module_call_stats`` (:meth:`_Native.call_stats`): the call-site
statistics behind ``poset-rl``'s ``module_features`` (``passes/poset_rl/features.py``), in one C walk.
"""
from __future__ import annotations

import ctypes
import hashlib
import json
import os
import threading
from typing import Any, Sequence

import numpy as np

from ..ir.llvmc.values import OPCODE_NAMES
from .vocab import ENTITY_INDEX, NUM_ENTITIES

_SYMBOL = "mlbridge_ir2vec_module_counts"
_ICMP = ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")  # LLVMIntEQ = 32 ...
_FCMP = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une",
         "true")

# LLVM-C functions handed to the native code, in the order of the C struct ``Api``.
_API_FUNCTIONS = (
    "LLVMGetFirstFunction", "LLVMGetNextFunction", "LLVMIsDeclaration", "LLVMGetFirstBasicBlock",
    "LLVMGetNextBasicBlock", "LLVMGetFirstInstruction", "LLVMGetNextInstruction", "LLVMGetInstructionOpcode",
    "LLVMTypeOf", "LLVMGetTypeKind", "LLVMGetNumOperands", "LLVMGetOperand", "LLVMGetValueKind",
    "LLVMGetICmpPredicate", "LLVMGetFCmpPredicate", "LLVMGetValueName2", "LLVMValueAsBasicBlock",
)


#: after malloc and free in the table: what ``mlbridge_module_call_stats`` needs beyond the walk's functions
_API_CALL_STATS = ("LLVMGetEnumAttributeAtIndex", "LLVMGetCalledValue", "LLVMIsAFunction")
_STATS_SYMBOL = "mlbridge_module_call_stats"


class _Api(ctypes.Structure):
    _fields_ = ([(n, ctypes.c_void_p) for n in _API_FUNCTIONS] + [("malloc", ctypes.c_void_p), ("free", ctypes.c_void_p)]
                + [(n, ctypes.c_void_p) for n in _API_CALL_STATS])


class _Tables(ctypes.Structure):
    _fields_ = [("opcode_row", ctypes.POINTER(ctypes.c_int32)), ("type_row", ctypes.POINTER(ctypes.c_int32)),
                ("icmp_row", ctypes.POINTER(ctypes.c_int32)), ("fcmp_row", ctypes.POINTER(ctypes.c_int32)),
                ("row_function", ctypes.c_int32), ("row_pointer", ctypes.c_int32), ("row_constant", ctypes.c_int32),
                ("row_variable", ctypes.c_int32), ("row_unknown_type", ctypes.c_int32),
                ("n_entities", ctypes.c_int32), ("flow", ctypes.c_int32)]


_StatsFn = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_void_p)
_CountsFn = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                             ctypes.c_void_p, ctypes.c_int64, ctypes.POINTER(ctypes.c_int32),
                             ctypes.POINTER(ctypes.c_int64))


class _Native:
    """The JIT-compiled walker and the tables it reads (one per process)."""

    def __init__(self) -> None:
        import llvmlite.binding as llvm

        from ..ir.codegen import target_machine
        from ..ir.llvmc import lib
        from .ir2vec import OPCODE_ROW, PREDICATE_ROW, ROW_CONSTANT, ROW_FUNCTION, ROW_POINTER, ROW_VARIABLE
        from .ir2vec import TYPE_KIND_ROW

        tm = target_machine()  # initialises the native target
        mod = llvm.parse_assembly(walker_ir())
        mod.triple = llvm.get_process_triple()
        mod.data_layout = str(tm.target_data)
        mod.verify()
        self._engine = llvm.create_mcjit_compiler(mod, tm)
        self._engine.finalize_object()
        addr = self._engine.get_function_address(_SYMBOL)
        if not addr:
            raise RuntimeError(f"JIT: no {_SYMBOL}")
        self.fn = _CountsFn(addr)
        stats = self._engine.get_function_address(_STATS_SYMBOL)
        if not stats:
            raise RuntimeError(f"JIT: no {_STATS_SYMBOL}")
        self.stats_fn = _StatsFn(stats)
        L = lib()
        libc = ctypes.CDLL(None)
        self.api = _Api(*[ctypes.cast(getattr(L, n), ctypes.c_void_p).value for n in _API_FUNCTIONS],
                        ctypes.cast(libc.malloc, ctypes.c_void_p).value, ctypes.cast(libc.free, ctypes.c_void_p).value,
                        *[ctypes.cast(getattr(L, n), ctypes.c_void_p).value for n in _API_CALL_STATS])
        unknown = ENTITY_INDEX["UnknownTy"]
        opc = np.full(128, -1, np.int32)
        for code, name in OPCODE_NAMES.items():
            opc[code] = OPCODE_ROW.get(name, -1)
        typ = np.full(32, unknown, np.int32)
        for kind, row in TYPE_KIND_ROW.items():
            typ[kind] = row
        icmp = np.full(16, -1, np.int32)
        icmp[:len(_ICMP)] = [PREDICATE_ROW[("icmp", p)] for p in _ICMP]
        fcmp = np.array([PREDICATE_ROW[("fcmp", p)] for p in _FCMP], np.int32)
        self._arrays = (opc, typ, icmp, fcmp)  # kept alive: the tables point into them
        ptr = ctypes.POINTER(ctypes.c_int32)
        self.tables = {flow: _Tables(opc.ctypes.data_as(ptr), typ.ctypes.data_as(ptr), icmp.ctypes.data_as(ptr),
                                     fcmp.ctypes.data_as(ptr), ROW_FUNCTION, ROW_POINTER, ROW_CONSTANT,
                                     ROW_VARIABLE, unknown, NUM_ENTITIES, int(flow))
                       for flow in (False, True)}
        self.lock = threading.Lock()
        self._buf = np.zeros((64, NUM_ENTITIES))

    def counts(self, module_ref: int, flow: bool = True) -> np.ndarray:
        """``(F, 110)`` entity counts of the defined functions of an ``LLVMModuleRef`` (module order)."""
        err_info, err_fn = ctypes.c_int32(0), ctypes.c_int64(0)
        with self.lock:
            while True:
                buf = self._buf
                n = self.fn(ctypes.addressof(self.api), ctypes.addressof(self.tables[flow]), module_ref,
                            buf.ctypes.data, len(buf), ctypes.byref(err_info), ctypes.byref(err_fn))
                if n < 0:
                    from ..errors import IRError

                    what = {-1: "out of memory", -2: f"unknown opcode {err_info.value}",
                            -3: f"unknown predicate {err_info.value}", -4: "branch to a block of another function"}
                    raise IRError(f"IR2Vec walk of defined function #{err_fn.value}: {what.get(n, n)}")
                if n <= len(buf):
                    return buf[:n].copy()
                self._buf = np.zeros((max(n, 2 * len(buf)), NUM_ENTITIES))


    def call_stats(self, module_ref: int, kind: int) -> np.ndarray:
        """float64 ``[4]`` of an ``LLVMModuleRef``: (call sites of defined functions with enum attribute ``kind``,
        the sum of those callees' instruction counts, direct non-intrinsic call sites, instructions)."""
        out = np.zeros(4)
        if self.stats_fn(ctypes.addressof(self.api), module_ref, kind, out.ctypes.data) < 0:
            raise MemoryError("native module statistics: out of memory")
        return out


_STATE: list[_Native | None] = []
_STATE_LOCK = threading.Lock()


def native() -> _Native | None:
    """The JIT-compiled walker, or None if it cannot be built here (then use the Python walk)."""
    with _STATE_LOCK:
        if not _STATE:
            if os.environ.get("MLBRIDGE_IR2VEC_NATIVE", "1") == "0":
                _STATE.append(None)
            else:
                try:
                    _STATE.append(_Native())
                except Exception:  # noqa: BLE001 - any failure means: use the Python walk
                    _STATE.append(None)
        return _STATE[0]


def available() -> bool:
    """True when the native walker works in this process (``MLBRIDGE_IR2VEC_NATIVE=0`` turns it off)."""
    return native() is not None


def function_counts(module: Any, flow: bool = True) -> np.ndarray:
    """``(F, 110)`` entity counts of the defined functions of a CModule (or an ``LLVMModuleRef`` int)."""
    nat = native()
    if nat is None:
        from ..errors import ConfigError

        raise ConfigError("the native IR2Vec walker is not available in this process")
    ref = module if isinstance(module, int) else module.module_ref
    return nat.counts(ref, flow)


class VectorCache:
    """Function vector by its entity counts (the bytes of the ``(110,)`` row): the product with the vocabulary is
    done once per distinct function body. Bounded (oldest entries dropped)."""

    def __init__(self, table: np.ndarray, capacity: int = 65536) -> None:
        self.table, self.capacity = table, capacity
        self._vectors: dict[bytes, np.ndarray] = {}

    def __call__(self, counts: np.ndarray) -> np.ndarray:
        from .ir2vec import counts_times_table

        key = hashlib.blake2b(counts.tobytes(), digest_size=16).digest()
        v = self._vectors.get(key)
        if v is None:
            v = counts_times_table(counts, self.table)
            if len(self._vectors) >= self.capacity:
                self._vectors.pop(next(iter(self._vectors)))
            self._vectors[key] = v
        return v


def module_vector(module: Any, table: np.ndarray, flow: bool = True, cache: VectorCache | None = None) -> np.ndarray:
    """Sum of the defined functions' vectors (float64), bitwise equal to ``Embedder(kind).module_vector`` with the
    vocabulary whose weighted table is ``table``."""
    counts = function_counts(module, flow)
    total = np.zeros(table.shape[1])
    for row in counts:
        total = total + (cache(row) if cache is not None else _times(row, table))
    return total


def _times(row: np.ndarray, table: np.ndarray) -> np.ndarray:
    from .ir2vec import counts_times_table

    return counts_times_table(row, table)


# ---- the walker's LLVM IR: package data, generated from ir2vec_walk.c (developers only; needs clang 22) -------------
#: How ``ir2vec_walk.ll`` is made from ``ir2vec_walk.c``: clang's flags, and what is dropped to keep the IR target-neutral.
CLANG_FLAGS = ("-O2", "-S", "-emit-llvm", "-fno-stack-protector", "-fno-unwind-tables", "-fno-asynchronous-unwind-tables",
               "-ffreestanding", "-fno-builtin", "-fno-ident", "-fno-discard-value-names")
DROPPED_LINES = ("target datalayout", "target triple", "; ModuleID", "source_filename")
DROPPED_ATTRIBUTES = r'\s*"(target-cpu|target-features|tune-cpu)"="[^"]*"'
CLANG_MAJOR = 22
WALKER_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ir2vec_walk.c")
WALKER_IR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ir2vec_walk.ll")


def recipe_digest() -> str:
    """SHA-256 of everything besides the C source that decides the generated IR (flags, filters, clang major)."""
    recipe = json.dumps([CLANG_FLAGS, DROPPED_LINES, DROPPED_ATTRIBUTES, CLANG_MAJOR])
    return hashlib.sha256(recipe.encode()).hexdigest()


def source_digest(path: str = WALKER_SOURCE) -> str:
    """SHA-256 of the walker's C source."""
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def stamp_line() -> str:
    """The first line of ``ir2vec_walk.ll``: what it was generated from (checked by the tests without clang)."""
    return f"; generated from ir2vec_walk.c sha256={source_digest()} recipe={recipe_digest()}"


def walker_ir() -> str:
    """The walker's IR (package data ``ir2vec_walk.ll``, stamp line included: it is an IR comment)."""
    with open(WALKER_IR, encoding="utf-8") as f:
        return f.read()


def regenerate(clang: str | Sequence[str] = "clang", out: str | None = None, env: dict[str, str] | None = None) -> str:
    """Compile ``ir2vec_walk.c`` with clang 22 to target-neutral LLVM IR and write it, stamped, as ``ir2vec_walk.ll``
    (or ``out``); returns the path written. ``clang`` is a binary or an argv prefix (e.g. zig's ``cc`` with
    :data:`mlbridge_llvm.corpus.toolchain.ZIG_FLAGS`)."""
    import re
    import subprocess

    import tempfile

    prefix = [clang] if isinstance(clang, str) else list(clang)
    with tempfile.TemporaryDirectory(prefix="mlbridge-walker-") as tmp:  # zig cc takes "-o -" as a file name
        ll = os.path.join(tmp, "walk.ll")
        subprocess.run([*prefix, *CLANG_FLAGS, "-o", ll, WALKER_SOURCE], check=True, capture_output=True, env=env)
        with open(ll, encoding="utf-8") as f:
            ir = f.read()
    keep = [re.sub(DROPPED_ATTRIBUTES, "", line) for line in ir.splitlines() if not line.startswith(DROPPED_LINES)]
    text = stamp_line() + "\n" + "\n".join(keep).strip() + "\n"
    out = out or WALKER_IR
    from ..fileio import atomic_write

    atomic_write(out, text)
    return out


if __name__ == "__main__":
    import sys

    if "--regenerate" in sys.argv:
        print(regenerate(os.environ.get("CLANG", "clang")))
    else:
        print("native IR2Vec walker available:", available())
