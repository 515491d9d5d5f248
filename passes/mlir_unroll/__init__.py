"""Plug-in ``ml-affine-unroll``: model-chosen unroll factors for innermost ``affine.for`` loops (MLIR, in Python).

Exposes :data:`PASS`, an :class:`mlbridge_llvm.passes.MLPass` for the entry-point group ``mlbridge_llvm.passes``::

    [project.entry-points."mlbridge_llvm.passes"]
    ml-affine-unroll = "mlbridge_passes.mlir_unroll:PASS"

the pass entry :func:`run` (``run(ctx)`` with a driver's :class:`~mlbridge_llvm.passes.PassContext`), and for
library use :func:`unroll` (``unroll(module, runner=None, options=None) -> list[dict]``; ``runner=None`` uses the
bundled model ``models/mlir-unroll.onnx``).

The implementation is in :mod:`.unroll`.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mlbridge_llvm.passes import MLPass, PassContext, default_model_spec
from mlbridge_llvm.runners import MLModelRunner, create_runner

from .unroll import ADVICE_SPEC, FACTORS, FEATURE_SPECS, NAME, OPTIONS, make_mlir_pass, run_unroll
#: File name of the bundled policy under ``models/``.
DEFAULT_MODEL = "mlir-unroll.onnx"


def unroll(module: Any, runner: MLModelRunner | None = None, options: Mapping[str, Any] | None = None
           ) -> list[dict[str, Any]]:
    """Library use: run the pass on ``module`` (``MlirModule`` or ``mlir.ir.Module``) with ``runner`` (default: the
    bundled policy, in-process) and return one remark dict per candidate loop."""
    if runner is not None:
        return run_unroll(module, runner, options)
    spec = default_model_spec(NAME, DEFAULT_MODEL)
    with create_runner(spec, feature_specs=FEATURE_SPECS, advice_spec=ADVICE_SPEC) as own:
        return run_unroll(module, own, options)


def run(ctx: PassContext) -> None:
    """The pass, as the driver runs it: ``ctx.module`` with ``ctx.runner``; one remark per decision."""
    for r in run_unroll(ctx.module, ctx.runner, ctx.options):
        args = {k: v for k, v in r.items() if k not in ("pass", "name", "kind", "function")}
        ctx.remark(r["name"], function=r["function"], kind=r["kind"], **args)


#: The plug-in declaration.
PASS = MLPass(
    name=NAME,
    description="unroll innermost constant-trip affine.for loops by a model-chosen factor (1, 2, 4 or 8)",
    run=run,
    ir="mlir",
    default_model=DEFAULT_MODEL,
    feature_specs=FEATURE_SPECS,
    advice_spec=ADVICE_SPEC,
    options=dict(OPTIONS),
)

__all__ = [
    "ADVICE_SPEC",
    "DEFAULT_MODEL",
    "FACTORS",
    "FEATURE_SPECS",
    "NAME",
    "OPTIONS",
    "PASS",
    "make_mlir_pass",
    "run",
    "run_unroll",
    "unroll",
]
