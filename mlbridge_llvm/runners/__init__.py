"""Compiler-side model runners: ONNX (in-process, onnxruntime or compiled to native code), pipe (mlcb / mlgo dialects), gRPC, Python.

Switching runner is a flag: :func:`create_runner` builds any of them from a spec string::

    onnx:models/poset-rl.onnx
    compiled:models/poset-rl.onnx?cache=off
    pipe:/tmp/chan?dialect=mlgo&serdes=bitstream&timeout=10
    grpc:127.0.0.1:50051,127.0.0.1:50052?mode=inference&timeout=5
    python:my_package.my_module:policy
    record:/tmp/m.log?inner=onnx:models/poset-rl.onnx   (any runner, every question logged: recording.py)
"""
from __future__ import annotations

import importlib
from typing import Any

from ..errors import ConfigError
from .base import RUNNER_FACTORIES, MLModelRunner, convert_advice, register_runner
from .spec import RunnerSpec

#: Modules that register the built-in schemes (imported on demand: onnxruntime and grpc are slow to import).
_BUILTIN = {"onnx": ".onnx", "compiled": ".compiled", "pipe": ".pipe", "grpc": ".grpc", "python": ".python",
            "record": ".recording"}


def create_runner(spec: str | RunnerSpec, **kwargs: Any) -> MLModelRunner:
    """Build a runner from a :class:`RunnerSpec`, or from its text ``scheme:target?key=value&...`` (parsed by
    :meth:`RunnerSpec.parse`, the one parser of the grammar); ``kwargs`` (e.g. feature_specs) go to its constructor."""
    if not isinstance(spec, RunnerSpec):
        spec = RunnerSpec.parse(spec)
    if spec.scheme not in RUNNER_FACTORIES and spec.scheme in _BUILTIN:
        importlib.import_module(_BUILTIN[spec.scheme], __name__)
    factory = RUNNER_FACTORIES.get(spec.scheme)
    if factory is None:
        raise ConfigError(f"unknown runner {spec.scheme!r}; choose one of "
                          f"{sorted(set(_BUILTIN) | set(RUNNER_FACTORIES))}")
    return factory(spec.target, dict(spec.options), **kwargs)


__all__ = ["MLModelRunner", "RunnerSpec", "create_runner", "register_runner", "convert_advice", "RUNNER_FACTORIES"]
