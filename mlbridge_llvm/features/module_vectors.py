"""Module vectors (the sum of the defined functions' flow-aware IR2Vec vectors) for passes that observe whole
modules many times, as poset-rl does after every sub-sequence: the kit's one production IR2Vec walk for that job.

The native walker (:mod:`.ir2vec_native`, machine code JIT-compiled from ``ir2vec_walk.c``) walks a CModule in
place; where it is unavailable, the ctypes walk of :func:`.ir2vec.extract_function` gives the same numbers (tested).
"""
from __future__ import annotations

import collections
import hashlib
from typing import Any

import numpy as np

__all__ = ["ModuleVectorCache"]


class ModuleVectorCache:
    """Module vectors with per-function memoisation: a function whose IR text is unchanged is not embedded again.

    A function's IR2Vec vector depends only on its own IR, and one sub-sequence often leaves many functions of a
    module untouched, so after the first step many vectors come from here (printing a function costs ~0.15 ms,
    embedding it ~1 ms in numpy). A module given as bitcode that is byte-identical to one seen before (a
    sub-sequence that changed nothing) is not even parsed. Results are bitwise equal to ``Embedder.module_vector``
    (same per-function vectors, summed in the same order in float64). Bounded LRUs of ``capacity`` entries.

    Fast path: when the native walker of :mod:`.ir2vec_native` works in this process (it
    normally does), a CModule is walked in place by machine code (no bitcode, no llvmlite, no printing) and bitcode is
    parsed into a CModule first; function vectors are then memoised by their entity counts. Same numbers (tested),
    ~30x faster. llvmlite modules, and every input when the native walker is unavailable, take the Python walk.
    """

    def __init__(self, capacity: int = 16384, kind: str = "flow-aware") -> None:
        self.capacity = capacity
        self.kind = kind  # the IR2Vec kind of the vectors: "flow-aware" or "symbolic"
        self._vectors: "collections.OrderedDict[bytes, np.ndarray]" = collections.OrderedDict()
        self._modules: "collections.OrderedDict[bytes, np.ndarray]" = collections.OrderedDict()
        self.hits = self.misses = 0
        self._native: Any = None

    @staticmethod
    def _remember(table: "collections.OrderedDict[bytes, np.ndarray]", key: bytes, value: np.ndarray,
                  capacity: int) -> None:
        table[key] = value
        if len(table) > capacity:
            table.popitem(last=False)

    def module_vector(self, module: Any) -> np.ndarray:
        """Sum of the defined functions' vectors of this cache's kind (float64) of bitcode bytes, a CModule or an
        llvmlite module."""
        from ..ir.llvmc import CModule
        from . import ir2vec_native
        from .ir2vec import extract_function, parse_module, shared_embedder

        module_key = hashlib.sha1(module).digest() if isinstance(module, (bytes, bytearray)) else None
        if module_key is not None and module_key in self._modules:
            self._modules.move_to_end(module_key)
            return self._modules[module_key].copy()
        emb = shared_embedder(self.kind)  # type: ignore[arg-type]
        flow = self.kind == "flow-aware"
        if (module_key is not None or isinstance(module, CModule)) and ir2vec_native.available():
            if self._native is None:
                self._native = ir2vec_native.VectorCache(emb.weighted_table, self.capacity)
            if module_key is None:
                total = ir2vec_native.module_vector(module, emb.weighted_table, flow=flow, cache=self._native)
            else:
                with CModule.parse_bitcode(bytes(module)) as cm:
                    total = ir2vec_native.module_vector(cm, emb.weighted_table, flow=flow, cache=self._native)
                self._remember(self._modules, module_key, total.copy(), self.capacity // 16)
            return total
        if isinstance(module, CModule):
            module = module.to_bitcode()
        mod = _named(parse_module(module))
        total = np.zeros(emb.dim)
        for fn in mod.functions:
            if fn.is_declaration:
                continue
            key = hashlib.sha1(str(fn).encode()).digest()
            vec = self._vectors.get(key)
            if vec is None:
                self.misses += 1
                vec = emb.embed_ir(extract_function(fn, name=fn.name or "<unnamed>")).vector
                self._remember(self._vectors, key, vec, self.capacity)
            else:
                self.hits += 1
                self._vectors.move_to_end(key)
            total = total + vec
        if module_key is not None:
            self._remember(self._modules, module_key, total.copy(), self.capacity // 16)
        return total


def _named(mod: Any) -> Any:
    """Name every unnamed value and block (LLVM's ``instnamer``) in an llvmlite module, in place.

    The embedder otherwise recovers slot numbers for unnamed blocks by printing each function, which the module
    vector does not need: naming first halves the embedding time and gives bitwise-equal vectors (tested). Only
    the embedder's private copy of the module is renamed, never the module being optimised.
    """
    import llvmlite.binding as llvm

    from ..ir.codegen import target_machine

    pb = llvm.PassBuilder(target_machine(), llvm.create_pipeline_tuning_options())
    mpm = llvm.ModulePassManager()
    mpm.add_instruction_namer_pass()
    mpm.run(mod, pb)
    return mod


_F32_MAX = float(np.finfo(np.float32).max)


def sanitize(vector: np.ndarray) -> np.ndarray:
    """float32 observation from an IR2Vec vector: components beyond float32's range clamped, NaN -> 0.

    Flow-aware vectors grow geometrically along def-use chains; on long arithmetic chains (hash and cipher rounds)
    they overflow to inf, and inf - inf gives NaN, in LLVM and here alike. The model must see finite numbers.
    """
    v = np.asarray(vector, np.float64)
    return np.nan_to_num(np.clip(v, -_F32_MAX, _F32_MAX), nan=0.0).astype(np.float32)
