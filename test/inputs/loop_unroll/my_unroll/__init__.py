"""my-loop-unroll: per innermost loop, a model answers 0 (LLVM decides), 1 (no unrolling) or 2 (unroll by 4)."""
from pathlib import Path

import numpy as np

from mlbridge_llvm.ir.loops import innermost_loops
from mlbridge_llvm.passes import MLPass, PassContext
from mlbridge_llvm.tensors import TensorSpec

FEATURES = TensorSpec("loop", "float", (1, 4))  # trip count (0: unknown), instructions, blocks, depth
DECISION = TensorSpec("unroll", "int64_t", (1,))
METADATA = {0: [], 1: [("llvm.loop.unroll.disable",)], 2: [("llvm.loop.unroll.count", 4)]}


def run(ctx: PassContext) -> None:
    """Ask about every innermost loop; write the answer as metadata LLVM's unroller obeys later in the pipeline."""
    for loop in innermost_loops(ctx.module):
        row = np.array([[loop.trip.exact or 0, loop.num_instructions, len(loop.blocks), loop.depth]], np.float32)
        decision = ctx.runner.populate_features(loop=row).evaluate(int)
        loop.set_metadata(ctx.module, METADATA[decision])
        ctx.remark("Unroll", loop.function, kind="Passed" if decision else "Missed", loop=loop.name,
                   decision=decision)


PASS = MLPass(
    name="my-loop-unroll",
    description="leave unrolling to LLVM, disable it, or unroll by 4, per innermost loop",
    run=run,
    feature_specs=[FEATURES],
    advice_spec=DECISION,
    default_model=str(Path(__file__).parent / "unroll.onnx"),
)
