"""What the model of ``ml-loop-unroll`` sees of one innermost loop: LLVM's own loop analysis (LoopInfo and
ScalarEvolution through :mod:`mlbridge_llvm.ir.loops`) and counts of the loop body's instructions.

One row of :data:`FEATURE_NAMES` per loop, float32, raw counts (the model normalises them itself). The loop is read
as the pass's canonical form leaves it (:data:`mlbridge_passes.loop_unroll.unroll.CANONICALIZE_PIPELINE`): promoted to
registers, rotated, with SCEV's trip counts, as LLVM's unroller sees it.
"""
from __future__ import annotations

import numpy as np

from mlbridge_llvm.ir import cir
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_llvm.ir.loops import Loop
from mlbridge_llvm.tensors import TensorSpec

__all__ = ["ADVICE", "FEATURE_NAMES", "FEATURES", "loop_features"]

#: The features, in the model's input order.
FEATURE_NAMES: tuple[str, ...] = (
    "trip_count",        # SCEV's constant trip count, 0 when unknown
    "trip_known",        # 1 when the trip count is a known constant
    "trip_max",          # a constant upper bound of the trip count, 0 when unknown
    "trip_multiple",     # the trip count is a multiple of this (1 when nothing is known)
    "instructions",      # instructions in the loop's blocks
    "blocks",            # basic blocks of the loop
    "loads",
    "stores",
    "calls",             # calls other than intrinsics
    "float_ops",         # fadd, fsub, fmul, fdiv, frem, fneg, fcmp, and intrinsics returning floats (fmuladd...)
    "int_mul_div",       # mul, udiv, sdiv, urem, srem
    "phis",              # phis of the header: inductions, reductions, recurrences
    "selects_compares",  # select, icmp
    "vector_ops",        # instructions producing a vector value
    "depth",             # nesting depth (1: outermost)
    "exiting",           # blocks that leave the loop
    "rotated",           # the latch exits (LLVM's rotated form)
    "function_instructions",  # size of the function the loop is in
)
#: The model's input: one row per question.
FEATURES = TensorSpec("loop_features", "float", (1, len(FEATURE_NAMES)))
#: The model's answer: an index into :data:`mlbridge_passes.loop_unroll.actions.ACTIONS`.
ADVICE = TensorSpec("unroll_decision", "int64_t", (1,))

_FLOAT = {cir.FADD, cir.FSUB, cir.FMUL, cir.FDIV, cir.FREM, cir.FNEG, cir.FCMP}
_INT_MUL_DIV = {cir.MUL, cir.UDIV, cir.SDIV, cir.UREM, cir.SREM}
_FLOAT_TYPES = {1, 2, 3, 4, 5, 6}  # LLVMTypeKind: half, float, double, x86_fp80, fp128, ppc_fp128
_TYPE_VECTOR = 13  # LLVMVectorTypeKind (LLVMScalableVectorTypeKind is 17)


def _body_counts(loop: Loop) -> dict[str, int]:
    """Instruction counts of the loop's blocks."""
    counts = dict.fromkeys(("loads", "stores", "calls", "float_ops", "int_mul_div", "selects_compares",
                            "vector_ops"), 0)
    for block in loop.blocks:
        for inst in cir.instructions(block.ref):
            op = cir.opcode(inst)
            if op == cir.LOAD:
                counts["loads"] += 1
            elif op == cir.STORE:
                counts["stores"] += 1
            elif op == cir.CALL:
                if not (cir.called_name(inst) or "").startswith("llvm."):
                    counts["calls"] += 1
                elif cir.type_kind(cir.type_of(inst)) in _FLOAT_TYPES:
                    counts["float_ops"] += 1
            elif op in _FLOAT:
                counts["float_ops"] += 1
            elif op in _INT_MUL_DIV:
                counts["int_mul_div"] += 1
            elif op in (cir.SELECT, cir.ICMP):
                counts["selects_compares"] += 1
            if cir.type_kind(cir.type_of(inst)) in (_TYPE_VECTOR, 17):
                counts["vector_ops"] += 1
    return counts


def _header_phis(loop: Loop) -> int:
    return sum(cir.opcode(inst) == cir.PHI for inst in cir.instructions(loop.header.ref))


def loop_features(module: CModule, loop: Loop, function_instructions: int) -> np.ndarray:
    """The model's input row (``[1, len(FEATURE_NAMES)]``, float32) for ``loop`` of ``module``."""
    del module  # the loop's blocks are read through their refs; kept for a uniform signature
    trip = loop.trip
    values = {
        "trip_count": trip.exact or 0,
        "trip_known": int(trip.exact is not None),
        "trip_max": trip.max or 0,
        "trip_multiple": trip.multiple,
        "instructions": loop.num_instructions,
        "blocks": len(loop.blocks),
        **_body_counts(loop),
        "phis": _header_phis(loop),
        "depth": loop.depth,
        "exiting": len(loop.exiting),
        "rotated": int(loop.rotated),
        "function_instructions": function_instructions,
    }
    return np.array([[values[name] for name in FEATURE_NAMES]], np.float32)
