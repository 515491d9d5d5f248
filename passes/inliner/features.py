"""The ML inliner's features: what LLVM 22's MLInlineAdvisor sends in interactive mode, and the model's input.

LLVM sends 38 int64 scalars (``sroa_savings`` ... ``is_caller_avail_external``) plus, with
``-inliner-interactive-include-default``, ``inlining_default`` (its own heuristic's decision). The policy sees them as
one float32 row ``features[1, 39]`` in this order; its answer is ``decision`` (int64, 1 = inline).
"""
from __future__ import annotations

from typing import Any, Iterable

import numpy as np

from mlbridge_llvm.errors import FeatureError
from mlbridge_llvm.passes import ServeAdapter
from mlbridge_llvm.tensors import TensorSpec

#: LLVM 22's feature order (checked against opt's interactive-mode header by the tests).
LLVM_FEATURES: tuple[str, ...] = (
    "sroa_savings", "sroa_losses", "load_elimination", "call_penalty", "call_argument_setup",
    "load_relative_intrinsic", "lowered_call_arg_setup", "indirect_call_penalty", "jump_table_penalty",
    "case_cluster_penalty", "switch_default_dest_penalty", "switch_penalty", "unsimplified_common_instructions",
    "num_loops", "dead_blocks", "simplified_instructions", "constant_args", "constant_offset_ptr_args",
    "callsite_cost", "cold_cc_penalty", "last_call_to_static_bonus", "is_multiple_blocks", "nested_inlines",
    "nested_inline_cost_estimate", "threshold", "callee_basic_block_count", "callsite_height", "node_count",
    "nr_ctant_params", "cost_estimate", "edge_count", "caller_users", "caller_conditionally_executed_blocks",
    "caller_basic_block_count", "callee_conditionally_executed_blocks", "callee_users",
    "is_callee_avail_external", "is_caller_avail_external", "inlining_default",
)
N_FEATURES = len(LLVM_FEATURES)
DEFAULT_INDEX = LLVM_FEATURES.index("inlining_default")

MODEL_INPUT = TensorSpec("features", "float", (1, N_FEATURES))
ADVICE = TensorSpec("decision", "int64_t", (1,))


#: The opt flag that makes LLVM send ``inlining_default`` (the policy's input row needs it).
INCLUDE_DEFAULT_FLAG = "-inliner-interactive-include-default"


def check_features(names: Iterable[str]) -> None:
    """Raise a one-line :class:`FeatureError` unless ``names`` (what the compiler sends) cover the policy's row.

    The row includes LLVM's own decision (``inlining_default``), which only LLVM can compute: without it the
    policy cannot be asked, so a missing default is an error with the flag to add, never a silent zero.
    """
    have = set(names)
    missing = [name for name in LLVM_FEATURES if name not in have]
    if missing == ["inlining_default"]:
        raise FeatureError(f"the compiler did not send feature 'inlining_default': add {INCLUDE_DEFAULT_FLAG} to the opt command")
    if missing:
        raise FeatureError(f"the compiler did not send the inliner features {', '.join(missing)} "
                           f"(expected LLVM 22's ML inliner with {INCLUDE_DEFAULT_FLAG})")


def to_row(features: dict[str, Any]) -> np.ndarray:
    """LLVM's per-call-site tensors -> the model's float32 row ``[1, 39]`` (:class:`FeatureError` if one is missing)."""
    try:
        return np.array([[features[name][0] for name in LLVM_FEATURES]], dtype=np.float32)
    except KeyError:
        check_features(features)
        raise


def serve_adapter(runner: Any) -> ServeAdapter:
    """The ``mlbridge-serve --pass ml-inline`` adapter: LLVM's 39 tensors -> the policy's row -> 0/1, after checking
    on the header that ``opt`` sends every feature the row needs (``inlining_default`` above all)."""
    return ServeAdapter(lambda features: runner.populate_features(features=to_row(features)).evaluate(int),
                        lambda header: check_features(spec.name for spec in header.features))
