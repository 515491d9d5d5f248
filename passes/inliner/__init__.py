"""``ml-inline``: LLVM's inliner with decisions from a model (MLGO's ML inline advisor in interactive mode)."""
from mlbridge_llvm.passes import BenchCommand, MLPass

from .features import ADVICE, MODEL_INPUT, serve_adapter
from .inline import PIPELINES, run

PASS = MLPass(
    name="ml-inline",
    description="inline decisions of an Oz/O2 pipeline taken by a model through LLVM's ML inline advisor",
    run=run,
    default_model="inliner-oz.onnx",
    feature_specs=[MODEL_INPUT],
    advice_spec=ADVICE,
    options={"in": f"pipeline the advisor runs in: {', '.join(PIPELINES)} (default Oz; none = inliner only)",
             "advisor": "plugin (LLVM's advisor in-process through the MLBridgeInline plug-in; default when built) "
                        "or interactive (LLVM's FIFO interactive mode)",
             "log": "write LLVM's training-log format (features, default, decision) to this path",
             "guard": "size (default: where some decision differs from LLVM's own, also compile with LLVM's heuristic "
                      "and keep its module when the policy's .text is larger, so never larger than the heuristic), "
                      "always (compare every module) or none (the policy's module, unchecked)"},
    serve=serve_adapter,
    bench=BenchCommand("inline", "ML inlining: compile time per runner, .text of policy vs heuristic", "mlbridge_training.inliner.bench"),
)
