"""``ml-regalloc``: LLVM's greedy register allocator with eviction (or priority) decisions from a model.

Library use: :func:`ml_regalloc` (in-process, llvmlite) and :func:`run_llc` (a stock ``llc`` in a child process) on
LLVM's interactive FIFOs, :func:`.plugin.compile_with_plugin` through the kit's native plug-in; fixed policies in
:mod:`.policies`; the bundled ONNX eviction policy is ``models/regalloc-evict.onnx``.
"""
from mlbridge_llvm.passes import BenchCommand, MLPass

from .features import MODEL_INPUT
from .serve import serve_adapter
from .regalloc import Decision, MaskedAgent, compile_default, count_spills, ml_regalloc, run_llc
from .route import run, run_codegen

PASS = MLPass(
    name="ml-regalloc",
    description="native code generation whose register-allocation evictions (or priorities) are decided by a model "
                "through LLVM's ML regalloc advisors; IR unchanged, decisions and spill counts as remarks",
    run=run,
    default_model="regalloc-evict.onnx",
    feature_specs=[MODEL_INPUT],
    advice_spec=None,  # 33 scores or one index (eviction), a float (priority): the pass builds its runner itself
    options={"advisor": "evict (default) or priority",
             "obj": "write the object file here",
             "asm": "write the assembly here (same allocation: the object compilation's decisions replayed)",
             "O": "codegen opt level 0-3 (default 2; 0 uses the fast allocator, which asks nothing)",
             "compiler": "auto (default: plugin when the native plug-in is built, else llvmlite), plugin (LLVM's ML "
                         "advisor answered in-process by the kit's plug-in, wheel's LLVM: the bundled model compiled "
                         "in, other runners through a callback), llvmlite (LLVM's interactive FIFOs answered by a "
                         "thread of this process) or llc (the wheel's llc in a child process: crash-isolated)",
             "log": "write LLVM's training-log format (LLVM's features + the decision) to this path",
             "guard": "none (default) or spills: also compile with LLVM's default eviction advisor and keep the "
                      "allocation with fewer spills+reloads (tie: smaller .text); about twice the code generation"},
    serve=serve_adapter,
    codegen=run_codegen,  # mlbridge-cc: inside the front end's own code generation (MLBRIDGE_PASSES=ml-regalloc)
    bench=BenchCommand("regalloc", "ML eviction advisor: compile time per runner, spills and .text vs default",
                       "mlbridge_training.regalloc.bench"),
)

__all__ = ["PASS", "Decision", "MaskedAgent", "compile_default", "count_spills", "ml_regalloc", "run_llc"]
