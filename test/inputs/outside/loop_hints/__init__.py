"""ml-loop-hint: a pass package outside the kit's tree and environment (a test fixture, never installed).

For every loop (a back edge found on the CFG: the LLVM-C helpers, no native build needed), the model sees three
counts of the loop's function (instructions, blocks, loops) and answers 1 (attach ``llvm.loop.unroll.disable``) or 0.
The bundled model (``hint.onnx``, written by ``make_model.py``) answers 1 in functions with two loops or more; the
Python policy ``loop_hints.policies:one_loop`` answers 1 in functions with exactly one. The kit's tools reach the pass
through ``--load``, ``$MLBRIDGE_LOAD``, ``mlbridge-cc --mlbridge-load`` and ``mlbridge_llvm.lit``.
"""
from pathlib import Path

import numpy as np

from mlbridge_llvm.passes import MLPass, PassContext
from mlbridge_llvm.tensors import TensorSpec

FEATURES = TensorSpec("loop_function", "float", (1, 3))  # the loop's function: instructions, blocks, loops
DECISION = TensorSpec("unroll_disable", "int64_t", (1,))


def run(ctx: PassContext) -> None:
    """Ask the model about every loop latch; mark the chosen loops ``llvm.loop.unroll.disable``."""
    latches = ctx.module.loop_latches()
    loops_in = {fn: sum(latch.function == fn for latch in latches) for fn in {latch.function for latch in latches}}
    sizes = {fn.name: fn for fn in ctx.module.functions()}
    for latch in latches:
        fn = sizes[latch.function]
        row = np.array([[fn.num_instructions, fn.num_blocks, loops_in[latch.function]]], np.float32)
        decision = ctx.runner.populate_features(loop_function=row).evaluate(int)
        if decision == 1:
            ctx.module.set_loop_metadata(latch, [("llvm.loop.unroll.disable",)])
        ctx.remark("UnrollHint", latch.function, kind="Passed" if decision else "Missed", decision=decision,
                   header=latch.header)


PASS = MLPass(
    name="ml-loop-hint",
    description="disable unrolling of the loops the model picks (a test fixture loaded from outside the kit)",
    run=run,
    feature_specs=[FEATURES],
    advice_spec=DECISION,
    default_model=str(Path(__file__).parent / "hint.onnx"),
)
