"""Plug-in ``ml-affine-unroll``: model-chosen unroll factors for innermost ``affine.for`` loops (MLIR, in Python).

Exposes :data:`PASS`, an :class:`mlbridge_llvm.passes.MLPass` for the entry-point group ``mlbridge_llvm.passes``::

    [project.entry-points."mlbridge_llvm.passes"]
    ml-affine-unroll = "mlbridge_passes.mlir_unroll:PASS"

and :func:`run`, usable both ways:

* ``run(module, runner, options) -> list[dict]``: the plain plug-in call (module = ``MlirModule`` or
  ``mlir.ir.Module``; ``runner=None`` uses the bundled model ``models/mlir-unroll.onnx``);
* ``run(ctx)`` with a driver's :class:`~mlbridge_llvm.passes.PassContext`: uses ``ctx.module``, ``ctx.runner`` and
  ``ctx.options`` and records each decision with ``ctx.remark``.

The implementation is in ``pass.py`` (loaded with importlib: ``pass`` is a Python keyword).
"""
from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from mlbridge_llvm.passes import MLPass, models_dir
from mlbridge_llvm.runners import MLModelRunner, create_runner

_impl = importlib.import_module(f"{__name__}.pass")

NAME: str = _impl.NAME
FACTORS = _impl.FACTORS
FEATURE_SPECS = _impl.FEATURE_SPECS
ADVICE_SPEC = _impl.ADVICE_SPEC
OPTIONS = _impl.OPTIONS
run_unroll = _impl.run_unroll
make_mlir_pass = _impl.make_mlir_pass
#: File name of the bundled policy under ``models/``.
DEFAULT_MODEL = "mlir-unroll.onnx"


def default_runner() -> MLModelRunner:
    """In-process ONNX runner on the bundled policy ``models/mlir-unroll.onnx``."""
    return create_runner(f"onnx:{models_dir() / DEFAULT_MODEL}", feature_specs=FEATURE_SPECS, advice_spec=ADVICE_SPEC)


def run(module: Any, runner: MLModelRunner | None = None, options: Mapping[str, Any] | None = None
        ) -> list[dict[str, Any]]:
    """Run the pass; ``module`` may also be a driver ``PassContext`` (see the module docstring). Returns remark dicts."""
    if hasattr(module, "ml_pass") and hasattr(module, "remark"):  # a PassContext from mlbridge-opt
        ctx = module
        out = run_unroll(ctx.module, ctx.runner, ctx.options)
        for r in out:
            args = {k: v for k, v in r.items() if k not in ("pass", "name", "kind", "function")}
            ctx.remark(r["name"], function=r["function"] or ctx.input_name, kind=r["kind"], **args)
        return out
    if runner is not None:
        return run_unroll(module, runner, options)
    with default_runner() as own:
        return run_unroll(module, own, options)


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
    "default_runner",
    "make_mlir_pass",
    "run",
    "run_unroll",
]
