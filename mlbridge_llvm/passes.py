"""ML pass plug-ins: what a pass declares, how it is found, how it gets its runner.

An ML pass is an :class:`MLPass` registered under the entry-point group ``mlbridge_llvm.passes``. The kit's own
passes live in ``passes/`` (installed as a package of their own) and register exactly the way a user's
package would, in its ``pyproject.toml``::

    [project.entry-points."mlbridge_llvm.passes"]
    my-pass = "my_package.my_module:PASS"

The entry point resolves to an :class:`MLPass`. Its ``run(ctx)`` receives a :class:`PassContext` with the module,
a lazily built model runner (``ctx.runner``; the flag ``--runner``/``--model`` or the pass's default model decide which),
the pass options (``name<key=value;...>`` in a pipeline) and a remark list to append decisions to.

A pass package that is not installed joins the same registry through ``--load MODULE_OR_FILE`` or
``$MLBRIDGE_LOAD`` (:mod:`mlbridge_llvm.pass_modules`): :func:`registry` imports the modules ``$MLBRIDGE_LOAD``
names, in every process, so worker processes (which inherit the environment) see the same passes.
"""
from __future__ import annotations

import difflib
import os
import threading
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping

from .errors import ConfigError
from .remarks import Remark
from .resources import models_dir
from .runners import MLModelRunner, create_runner
from .runners.spec import RunnerSpec
from .tensors import TensorSpec

ENTRY_POINT_GROUP = "mlbridge_llvm.passes"


@dataclass
class ServeAdapter:
    """How ``mlbridge-serve --pass NAME`` answers a stock LLVM tool for a pass: ``agent(features) -> advice`` over
    LLVM's interactive-mode tensors, and an optional ``check(header)`` run before the first question (to refuse, in
    one line, a compiler that does not send what the agent needs)."""

    agent: Callable[[dict[str, Any]], Any]
    check: Callable[[Any], None] | None = None


@dataclass(frozen=True)
class BenchCommand:
    """A sub-command a pass adds to ``mlbridge-bench``: ``module`` (imported only when the bench CLI starts) defines
    ``add_arguments(parser)`` and ``run_from_args(args)``, and may define ``README_RENDERERS`` (JSON file stem ->
    renderer) for the README tables ``mlbridge-bench readme`` renders from its saved results."""

    name: str
    help: str
    module: str


@dataclass(frozen=True)
class CodegenJob:
    """A code generation a code-generation pass takes part in (``mlbridge-cc``'s last step): ``command`` is a
    compiler invocation that writes the object (the front end's, ``-Xclang -disable-llvm-passes`` on optimized
    bitcode), to which the pass adds the flags that make LLVM ask it; ``env`` its environment, ``stderr`` a file
    for its diagnostics, ``timeout`` seconds, ``log`` where to write the pass's decision log (or None)."""

    command: tuple[str, ...]
    env: dict[str, str] | None
    stderr: str
    timeout: float
    log: str | None = None


@dataclass
class MLPass:
    """Declaration of one ML pass plug-in.

    The kit's tools find what a pass contributes through its declaration, never by importing the pass by name:
    ``serve`` builds the pass's :class:`ServeAdapter` from a runner (``mlbridge-serve --pass NAME`` answers LLVM's own
    ``opt``/``llc`` for it), ``bench`` adds a ``mlbridge-bench`` sub-command, ``demo`` names a module whose
    ``demo()`` is one step of ``mlbridge-demo``, and ``codegen`` makes it a code-generation pass that
    ``mlbridge-cc`` runs inside the front end's code generation (``codegen(ctx, job)``, :class:`CodegenJob`;
    ``ctx.module`` is None there); ``action_spaces`` names pass-pipeline action spaces for the gym environments.
    """

    name: str
    description: str
    run: Callable[["PassContext"], None]
    ir: str = "llvm"  # "llvm" (ctx.module is an ir.llvmc.CModule) or "mlir" (an ir.mlir module)
    default_model: str | None = None  # the in-process ONNX model: a file name under the kit's models/, or a path
    feature_specs: list[TensorSpec] | None = None
    advice_spec: TensorSpec | None = None
    options: dict[str, str] = field(default_factory=dict)  # option name -> help text
    serve: Callable[[MLModelRunner], ServeAdapter] | None = None
    bench: BenchCommand | None = None
    demo: str | None = None  # dotted module defining demo() -> None
    codegen: Callable[["PassContext", CodegenJob], None] | None = None
    #: named action spaces this pass contributes to the gym environments (:mod:`mlbridge_llvm.gym`): space name ->
    #: one pass-pipeline string per action
    action_spaces: Callable[[], dict[str, tuple[str, ...]]] | None = None


@dataclass
class PassContext:
    """What a running ML pass sees.

    ``runner`` is the pass's one model, as declared (``feature_specs``, ``advice_spec``, ``default_model``). A pass
    with several models, or with inputs that depend on its options, asks :meth:`runner_for` for each; every runner
    built here is closed by the driver (:meth:`close`). ``spec`` is the ``--runner`` choice, parsed once
    (``None``: the bundled models, in-process; spec text given here is parsed on construction).
    """

    ml_pass: MLPass
    module: Any
    input_name: str
    options: dict[str, str]
    spec: RunnerSpec | None
    remarks: list[Remark] = field(default_factory=list)
    _runners: dict[str, MLModelRunner] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if isinstance(self.spec, str):
            self.spec = RunnerSpec.parse(self.spec) if self.spec else None

    @property
    def runner(self) -> MLModelRunner:
        """The model runner for this pass's declared model (built on first use, closed by the driver)."""
        return self.runner_for("", self.ml_pass.feature_specs, self.ml_pass.advice_spec, self.ml_pass.default_model)

    def runner_for(self, name: str, feature_specs: list[TensorSpec] | None, advice_spec: TensorSpec | None,
                   default_model: str | None = None, remote_advice: TensorSpec | None = None) -> MLModelRunner:
        """The runner for one of the pass's models, called ``name`` (built once, closed by the driver).

        The ``--runner`` choice when one was given, else ``default_model`` (a file under ``models/``) in-process;
        ``remote_advice``, if given, replaces ``advice_spec`` for pipe and gRPC models (whose raw answers need a
        declared type and size).
        """
        if name not in self._runners:
            spec = self.spec
            if spec is None or spec.model_file == "":
                # no --runner, or an in-process scheme without --model (``compiled:``): the bundled model
                bundled = default_model_spec(self.ml_pass.name, default_model, name)
                spec = bundled if spec is None else spec.with_target(bundled.target)
            advice = remote_advice if remote_advice is not None and spec.is_remote else advice_spec
            self._runners[name] = create_runner(spec, feature_specs=feature_specs, advice_spec=advice)
        return self._runners[name]

    def replace_module(self, module: Any) -> None:
        """Make ``module`` the pass's result (the driver continues with it) and dispose of the old one. For a pass
        that built its result elsewhere, e.g. a guard that keeps a baseline compilation."""
        old, self.module = self.module, module
        if old is not module and hasattr(old, "dispose"):
            old.dispose()

    def remark(self, name: str, function: str = "", kind: str = "Passed", **args: Any) -> Remark:
        """Record one decision; one without a function is about the whole module and names the input (LLVM's remark
        format requires a Function)."""
        r = Remark(self.ml_pass.name, name, function or self.input_name, kind, args)
        self.remarks.append(r)
        return r

    def option(self, key: str, default: str) -> str:
        """A pass option given as ``name<key=value>`` (unknown keys were rejected before the pass ran)."""
        return self.options.get(key, default)

    def close(self) -> None:
        """Close every runner this context built."""
        runners, self._runners = self._runners, {}
        for runner in runners.values():
            runner.close()


def default_model_spec(pass_name: str, default_model: str | None, what: str = "") -> RunnerSpec:
    """In-process ONNX on ``default_model``: an absolute path (a plug-in's own file) or a name under the kit's
    ``models/`` (:class:`ConfigError` naming the way out if there is none)."""
    label = f"{pass_name} ({what})" if what else pass_name
    if not default_model:
        raise ConfigError(f"ML pass {label!r} has no default model: give --runner/--model")
    path = Path(default_model) if os.path.isabs(default_model) else models_dir() / default_model
    if not path.is_file():
        raise ConfigError(f"ML pass {label!r}: bundled model {path} is missing; give one with --model")
    return RunnerSpec("onnx", str(path))


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
        self._modules: dict[str, list[str]] = {}  # pass module spec -> the passes it brought (loaded or loading)
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

    def load_modules(self, specs: Iterable[str]) -> dict[str, list[str]]:
        """Import pass modules (:mod:`~mlbridge_llvm.pass_modules` specs), each once, and register the
        :class:`MLPass` objects each defines at module level; returns spec -> names of the passes it brought. A
        module that cannot be imported, or defines a pass whose name an installed plug-in of another module also
        loaded here takes, is a one-line :class:`ConfigError` (and is tried again on the next call)."""
        from .pass_modules import import_spec, normalise

        for spec in (normalise(s) for s in specs):
            if spec in self._modules:  # loaded, or being loaded (a module that calls register() comes back here)
                continue
            self._modules[spec] = []
            try:
                module = import_spec(spec)
            except BaseException:
                del self._modules[spec]
                raise
            for ml_pass in [value for value in vars(module).values() if isinstance(value, MLPass)]:
                owner = next((s for s, names in self._modules.items() if ml_pass.name in names and s != spec), None)
                if owner is not None and self._loaded.get(ml_pass.name) is not ml_pass:
                    del self._modules[spec]
                    raise ConfigError(f"pass module {spec!r} defines the ML pass {ml_pass.name!r}, which {owner!r} "
                                      "defines too")
                self._loaded[ml_pass.name] = ml_pass
                self._modules[spec].append(ml_pass.name)
        return {spec: list(names) for spec, names in self._modules.items()}

    @property
    def modules(self) -> dict[str, list[str]]:
        """The pass modules loaded so far (spec -> names of the passes each defines)."""
        return {spec: list(names) for spec, names in self._modules.items()}

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


_registry: Registry | None = None
_registry_lock = threading.RLock()


def registry() -> Registry:
    """All ML passes by name: the installed ones (entry points of group ``mlbridge_llvm.passes``, loaded on first
    use) and those of the modules ``$MLBRIDGE_LOAD`` names (imported on the first call after they are named there;
    a module that cannot be imported is a one-line :class:`ConfigError`)."""
    global _registry
    from .pass_modules import environment_specs

    with _registry_lock:
        if _registry is None:
            _registry = Registry()
        specs = environment_specs()
        if specs:
            _registry.load_modules(specs)
        return _registry


def use_modules(specs: Iterable[str]) -> list[str]:
    """A tool's ``--load`` specs (:mod:`~mlbridge_llvm.pass_modules`): added to this process's ``$MLBRIDGE_LOAD``
    (for the workers it starts) and loaded into the registry now, so a bad one fails before any work, in one line;
    returns every spec now in use."""
    from .pass_modules import add_to_environment

    every = add_to_environment(specs)
    if every:
        registry()  # loads $MLBRIDGE_LOAD
    return every


def close_match(word: str, choices: Iterable[str]) -> str | None:
    """The choice ``word`` most likely misspells (:func:`difflib.get_close_matches`, cutoff 0.75), None if none is
    close: ``ml-inlin`` -> ``ml-inline``, ``gaurd`` -> ``guard``."""
    found = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.75)
    return found[0] if found else None


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean 'X'?)`` for an error about ``word`` when it is close to one of ``choices``, else ''."""
    match = close_match(word, choices)
    return f" (did you mean {match!r}?)" if match is not None and match != word else ""


def register(ml_pass: MLPass) -> MLPass:
    """Register a pass at run time (tests, notebooks); entry points are the way for installed packages."""
    registry()[ml_pass.name] = ml_pass
    return ml_pass
