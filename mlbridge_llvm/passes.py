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
from typing import Any, Callable, Iterator, Mapping

from .errors import ConfigError
from .remarks import Remark
from .resources import models_dir
from .runners import MLModelRunner, create_runner
from .tensors import TensorSpec

ENTRY_POINT_GROUP = "mlbridge_llvm.passes"


@dataclass
class ServeAdapter:
    """How ``mlbridge-serve --pass NAME`` answers a stock LLVM tool for a pass: ``agent(features) -> advice`` over
    LLVM's interactive-mode tensors, and an optional ``check(header)`` run before the first question (to refuse, in
    one line, a compiler that does not send what the agent needs)."""

    agent: Callable[[dict[str, Any]], Any]
    check: Callable[[Any], None] | None = None


@dataclass
class MLPass:
    """Declaration of one ML pass plug-in.

    ``serve``, if given, builds the pass's :class:`ServeAdapter` from a runner, so ``mlbridge-serve --pass NAME`` can
    answer LLVM's own tools (``opt``, ``llc``) for this pass without the core knowing the pass.
    """

    name: str
    description: str
    run: Callable[["PassContext"], None]
    ir: str = "llvm"  # "llvm" (ctx.module is an ir.llvmc.CModule) or "mlir" (an ir.mlir module)
    default_model: str | None = None  # file name under models/ used by the in-process ONNX runner
    feature_specs: list[TensorSpec] | None = None
    advice_spec: TensorSpec | None = None
    options: dict[str, str] = field(default_factory=dict)  # option name -> help text
    serve: Callable[[MLModelRunner], ServeAdapter] | None = None


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


class Registry(Mapping[str, MLPass]):
    """Installed ML passes by name, each loaded only when it is asked for.

    Names come from the entry points of group ``mlbridge_llvm.passes`` without importing anything, so a broken or
    slow third-party plug-in costs nothing until a pipeline names it; then it fails in one line
    (:class:`ConfigError`). Passes registered at run time (:func:`register`) join the same table.
    """

    def __init__(self) -> None:
        self._entry_points: dict[str, Any] = {}
        self._conflicts: dict[str, str] = {}
        self._loaded: dict[str, MLPass] = {}
        for ep in entry_points(group=ENTRY_POINT_GROUP):
            other = self._entry_points.get(ep.name)
            if other is not None and other.value != ep.value:
                self._conflicts[ep.name] = f"two plug-ins register the ML pass {ep.name!r}: {other.value} and {ep.value}"
            self._entry_points[ep.name] = ep

    def _load(self, name: str) -> MLPass:
        if name in self._conflicts:
            raise ConfigError(self._conflicts[name])
        ep = self._entry_points[name]
        try:
            obj = ep.load()
        except Exception as e:  # a broken plug-in fails the pipelines that use it, and nothing else
            raise ConfigError(f"ML pass plug-in {name!r} ({ep.value}) failed to load: {type(e).__name__}: "
                              f"{' '.join(str(e).split())}") from None
        if not isinstance(obj, MLPass):
            raise ConfigError(f"entry point {name!r} ({ep.value}) is a {type(obj).__name__}, not an MLPass")
        if obj.name != name:
            raise ConfigError(f"entry point {name!r} ({ep.value}) declares the pass {obj.name!r}: the names must match")
        self._loaded[name] = obj
        return obj

    def __getitem__(self, name: str) -> MLPass:
        if name in self._loaded:
            return self._loaded[name]
        if name in self._entry_points:
            return self._load(name)
        raise KeyError(name)

    def __contains__(self, name: object) -> bool:
        return name in self._loaded or name in self._entry_points

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(set(self._entry_points) | set(self._loaded)))

    def __len__(self) -> int:
        return len(set(self._entry_points) | set(self._loaded))

    def __setitem__(self, name: str, ml_pass: MLPass) -> None:
        self._loaded[name] = ml_pass

    def load_all(self) -> tuple[list[MLPass], dict[str, str]]:
        """Every pass that loads, and the one-line error of each that does not (for listings)."""
        ok: list[MLPass] = []
        broken: dict[str, str] = {}
        for name in self:
            try:
                ok.append(self[name])
            except ConfigError as e:
                broken[name] = str(e)
        return ok, broken


@functools.lru_cache(maxsize=1)
def registry() -> Registry:
    """All installed ML passes by name (entry points of group ``mlbridge_llvm.passes``), loaded on first use."""
    return Registry()


def register(ml_pass: MLPass) -> MLPass:
    """Register a pass at run time (tests, notebooks); entry points are the way for installed packages."""
    registry()[ml_pass.name] = ml_pass
    return ml_pass
