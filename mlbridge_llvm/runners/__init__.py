"""Compiler-side model runners: ONNX (in-process, onnxruntime or compiled to native code), pipe (mlcb / mlgo dialects), gRPC, Python.

Switching runner is a flag: :func:`create_runner` builds any of them from a spec string::

    onnx:models/poset-rl.onnx
    compiled:models/poset-rl.onnx?cache=off
    pipe:/tmp/chan?dialect=mlgo&serdes=bitstream&timeout=10
    grpc:127.0.0.1:50051,127.0.0.1:50052?mode=inference&timeout=5
    python:my_package.my_module:policy
"""
from __future__ import annotations

import importlib
from typing import Any
from urllib.parse import parse_qsl

from ..errors import ConfigError
from .base import RUNNER_FACTORIES, MLModelRunner, convert_advice, register_runner

#: Modules that register the built-in schemes (imported on demand: onnxruntime and grpc are slow to import).
_BUILTIN = {"onnx": ".onnx", "compiled": ".compiled", "pipe": ".pipe", "grpc": ".grpc", "python": ".python"}


def create_runner(spec: str, **kwargs: Any) -> MLModelRunner:
    """Build a runner from ``scheme:target?key=value&...``; ``kwargs`` (e.g. feature_specs) go to its constructor."""
    scheme, sep, rest = spec.partition(":")
    if not sep:
        raise ConfigError(f"runner spec {spec!r} must look like 'scheme:target' (schemes: {sorted(_BUILTIN)})")
    if scheme not in RUNNER_FACTORIES and scheme in _BUILTIN:
        importlib.import_module(_BUILTIN[scheme], __name__)
    factory = RUNNER_FACTORIES.get(scheme)
    if factory is None:
        raise ConfigError(f"unknown runner {scheme!r}; choose one of {sorted(set(_BUILTIN) | set(RUNNER_FACTORIES))}")
    target, _, query = rest.partition("?")
    return factory(target, dict(parse_qsl(query, keep_blank_values=True)), **kwargs)


__all__ = ["MLModelRunner", "create_runner", "register_runner", "convert_advice", "RUNNER_FACTORIES"]
