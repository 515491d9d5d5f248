"""ML pass plug-ins: what a pass declares, how it is found, how it gets its runner.

An ML pass is an :class:`MLPass` registered under the entry-point group ``mlbridge_llvm.passes``. The kit's own
passes live in ``passes/`` (installed as the package ``mlbridge_passes``) and register exactly the way a user's
package would, in its ``pyproject.toml``::

    [project.entry-points."mlbridge_llvm.passes"]
    my-pass = "my_package.my_module:PASS"

The entry point resolves to an :class:`MLPass`. Its ``run(ctx)`` receives a :class:`PassContext` with the module,
a lazily built model runner (``ctx.runner``; the flag ``--runner``/``--model`` or the pass's default model decide which),
the pass options (``name<key=value;...>`` in a pipeline) and a remark list to append decisions to.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import Any, Callable

from .errors import ConfigError
from .remarks import Remark
from .resources import models_dir
from .runners import MLModelRunner, create_runner
from .tensors import TensorSpec

ENTRY_POINT_GROUP = "mlbridge_llvm.passes"


@dataclass
class MLPass:
    """Declaration of one ML pass plug-in."""

    name: str
    description: str
    run: Callable[["PassContext"], None]
    ir: str = "llvm"  # "llvm" (ctx.module is an ir.llvmc.CModule) or "mlir" (an ir.mlir module)
    default_model: str | None = None  # file name under models/ used by the in-process ONNX runner
    feature_specs: list[TensorSpec] | None = None
    advice_spec: TensorSpec | None = None
    options: dict[str, str] = field(default_factory=dict)  # option name -> help text


@dataclass
class PassContext:
    """What a running ML pass sees."""

    ml_pass: MLPass
    module: Any
    input_name: str
    options: dict[str, str]
    runner_spec: str | None
    remarks: list[Remark] = field(default_factory=list)
    _runner: MLModelRunner | None = None

    @property
    def runner(self) -> MLModelRunner:
        """The model runner for this pass (built on first use, closed by the driver)."""
        if self._runner is None:
            spec = self.runner_spec or default_runner_spec(self.ml_pass)
            self._runner = create_runner(spec, feature_specs=self.ml_pass.feature_specs, advice_spec=self.ml_pass.advice_spec)
        return self._runner

    def remark(self, name: str, function: str = "", kind: str = "Passed", **args: Any) -> Remark:
        """Record one decision."""
        r = Remark(self.ml_pass.name, name, function, kind, args)
        self.remarks.append(r)
        return r

    def option(self, key: str, default: str) -> str:
        """A pass option given as ``name<key=value>`` (unknown keys were rejected before the pass ran)."""
        return self.options.get(key, default)

    def close(self) -> None:
        if self._runner is not None:
            self._runner.close()
            self._runner = None


def default_runner_spec(ml_pass: MLPass) -> str:
    """In-process ONNX with the pass's bundled model."""
    if not ml_pass.default_model:
        raise ConfigError(f"ML pass {ml_pass.name!r} has no default model: give --runner/--model")
    path = models_dir() / ml_pass.default_model
    return f"onnx:{path}"


@functools.lru_cache(maxsize=1)
def registry() -> dict[str, MLPass]:
    """All installed ML passes by name (entry points of group ``mlbridge_llvm.passes``)."""
    found: dict[str, MLPass] = {}
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        try:
            obj = ep.load()
        except Exception as e:  # a broken third-party plug-in must not take the driver down
            raise ConfigError(f"ML pass plug-in {ep.name!r} ({ep.value}) failed to load: {type(e).__name__}: {e}") from None
        if not isinstance(obj, MLPass):
            raise ConfigError(f"entry point {ep.name!r} ({ep.value}) is a {type(obj).__name__}, not an MLPass")
        if obj.name in found:
            raise ConfigError(f"two plug-ins register the ML pass {obj.name!r}")
        found[obj.name] = obj
    return found


def register(ml_pass: MLPass) -> MLPass:
    """Register a pass at run time (tests, notebooks); entry points are the way for installed packages."""
    registry()[ml_pass.name] = ml_pass
    return ml_pass
