"""Module-level features of ``poset-rl``'s ``module_features`` input: what the IR2Vec embedding cannot see.

IR2Vec embeds instructions, not attributes, so it cannot tell whether ``default<Oz>``'s inliner will expand big
``always_inline`` bodies at many call sites (``lz4.o``: 4x smaller without the inliner) or fold tiny
``always_inline`` intrinsic wrappers (``chacha20_avx2``: 2x larger without it). The first step's choice between a
sub-sequence with the inliner and one without decides ~40% of the policy's gap to the greedy oracle (model card), and
one statistic separates the two groups: the mean instruction count of the ``always_inline`` callee per call site of
an ``always_inline`` callee. :func:`module_features` gives ``float32 [K]`` (:data:`FEATURE_NAMES`):

0. ``log1p`` of that mean (0 when no call site calls an ``always_inline`` definition);
1. the fraction of direct, non-intrinsic call sites whose callee is an ``always_inline`` definition;
2. ``log1p`` of the module's instruction count (defined functions).

Computed over the module the pass already holds (a CModule; bitcode bytes are parsed), through the LLVM-C API.
"""
from __future__ import annotations

from typing import Any

import numpy as np

FEATURE_NAMES = ("log1p_always_inline_callee_insts_per_site", "always_inline_site_fraction", "log1p_instructions")
N_FEATURES = len(FEATURE_NAMES)

_FUNCTION_INDEX = 0xFFFFFFFF  # LLVMAttributeFunctionIndex


def _raw_counts(cm: Any) -> tuple[float, float, float, float]:
    """(always_inline call sites, sum of their callee sizes, direct non-intrinsic call sites, instructions)."""
    from mlbridge_llvm.ir import cir
    from mlbridge_llvm.ir.llvmc import lib

    L = lib()
    kind = L.LLVMGetEnumAttributeKindForName(b"alwaysinline", len(b"alwaysinline"))
    defined = list(cir.iter_functions(cm))
    size: dict[str, int] = {}
    always: set[str] = set()
    for fn in defined:
        name = cir.name(fn)
        size[name] = sum(len(cir.instructions(bb)) for bb in cir.blocks(fn))
        if kind and L.LLVMGetEnumAttributeAtIndex(fn, _FUNCTION_INDEX, kind):
            always.add(name)
    ai_sites = ai_insts = calls = 0
    for fn in defined:
        for bb in cir.blocks(fn):
            for inst in cir.instructions(bb):
                if not (L.LLVMIsACallInst(inst) or L.LLVMIsAInvokeInst(inst)):
                    continue
                target = L.LLVMGetCalledValue(inst)
                if not (target and L.LLVMIsAFunction(target)):
                    continue
                callee = cir.name(target)
                if callee.startswith("llvm."):
                    continue
                calls += 1
                if callee in always:
                    ai_sites += 1
                    ai_insts += size[callee]
    return float(ai_sites), float(ai_insts), float(calls), float(sum(size.values()))


def _counts(cm: Any) -> tuple[float, float, float, float]:
    """:func:`_raw_counts` by the native walker's ``mlbridge_module_call_stats`` (same definitions, one C walk;
    ``mlbridge_llvm.features.ir2vec_native``) when it is available, else by the ctypes walk."""
    from mlbridge_llvm.features.ir2vec_native import native
    from mlbridge_llvm.ir.llvmc import lib

    nat = native()
    if nat is None:
        return _raw_counts(cm)
    kind = lib().LLVMGetEnumAttributeKindForName(b"alwaysinline", len(b"alwaysinline"))
    sites, insts, calls, total = nat.call_stats(cm.module_ref, kind)
    return sites, insts, calls, total


def module_features(module: Any) -> np.ndarray:
    """float32 ``[N_FEATURES]`` of a CModule or bitcode bytes (module docstring)."""
    from mlbridge_llvm.ir.llvmc import CModule

    if isinstance(module, (bytes, bytearray)):
        with CModule.parse_bitcode(bytes(module)) as cm:
            sites, insts, calls, total = _counts(cm)
    else:
        sites, insts, calls, total = _counts(module)
    return np.array([np.log1p(insts / sites) if sites else 0.0, sites / calls if calls else 0.0, np.log1p(total)],
                    np.float32)
