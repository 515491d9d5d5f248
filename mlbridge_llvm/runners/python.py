"""``PythonModelRunner``: the model is a Python callable in the same process (tests, quick experiments).

A ``python:module:function`` spec imports ``module`` and calls ``function``: it runs arbitrary code with the
rights of the compiling process. Only name modules you trust. An exception the function raises becomes a
:class:`~mlbridge_llvm.errors.ModelError` (see :meth:`MLModelRunner.evaluate`).
"""
from __future__ import annotations

import importlib
from typing import Any, Callable, Mapping, Sequence

from ..errors import ConfigError, ModelError
from ..tensors import TensorSpec
from .base import MLModelRunner, register_runner


class PythonModelRunner(MLModelRunner):
    """Calls ``model(features: dict) -> advice`` in-process."""

    scheme = "python"

    def __init__(self, model: Callable[[dict[str, Any]], Any], feature_specs: Sequence[TensorSpec] | None = None,
                 advice_spec: TensorSpec | None = None):
        super().__init__(feature_specs, advice_spec)
        if not callable(model):
            raise ConfigError(f"PythonModelRunner needs a callable, got {type(model).__name__}")
        self.model = model

    def describe(self) -> str:
        """``python model module:function`` for messages."""
        name = getattr(self.model, "__qualname__", type(self.model).__name__)
        return f"python model {getattr(self.model, '__module__', '?')}:{name}"

    def _evaluate(self, features: dict[str, Any]) -> Any:
        advice = self.model(features)
        if self.advice_spec is not None:
            try:
                return self.advice_spec.conform(advice)
            except Exception as e:
                raise ModelError(f"python model returned advice that does not match {self.advice_spec.to_json()}: {e}") from None
        return advice


@register_runner("python")
def _from_spec(target: str, options: Mapping[str, str], **kw: Any) -> PythonModelRunner:
    """``python:package.module:function`` -> a runner calling that function."""
    mod_name, _, attr = target.partition(":")
    if not attr:
        raise ConfigError(f"python runner target must be 'module:function', got {target!r}")
    try:
        fn = getattr(importlib.import_module(mod_name), attr)
    except (ImportError, AttributeError) as e:
        raise ConfigError(f"cannot load python model {target!r}: {e}") from None
    return PythonModelRunner(fn, **kw)
