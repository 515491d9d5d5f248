"""A pass's training config: small and declarative, as ml-compiler-opt's problem configs.

A config says what to learn and how it is judged, never how a pass works::

    pass = "ml-inline"
    pipeline = "ml-inline<guard=none>"    # how traces and evaluations run the pass (the policy unguarded)
    baseline = "default<Oz>"              # what each module's reward compares with
    [decision]
    kind = "class"                        # the model answers one of `classes` (argmax of its logits) ...
    classes = 2                           # ... or kind = "scores": one score per row, masked argmax (mask_column)
    default = ["features", 38]            # where LLVM's own decision is in the features (agreement, imitation)
    [[reward]]
    outcome = "text"                      # .text bytes (mlbridge_llvm.outcomes.size); spills_reloads; module:function
    weight = 1.0
    [explore]
    epsilon = 0.1                         # exploring traces: this share of decisions replaced by ...
    actions = [0, 1]                      # ... one of these

The features and the decision come from the pass's declaration (``feature_specs``, ``advice_spec``): a config names
them only to choose among several (``features``) or when the pass declares none (``decision.name``). Configs are
TOML files, Python dicts (``module:NAME``), or the built-in ones of :mod:`.configs` by pass name
(:func:`load_config`). :func:`TrainingConfig.resolve` checks one against the registered pass and returns its specs.
"""
from __future__ import annotations

import importlib
import os
import tomllib
from dataclasses import dataclass, field, fields
from typing import Any, Mapping

from mlbridge_llvm.errors import ConfigError
from mlbridge_llvm.tensors import TensorSpec

__all__ = ["Decision", "Resolved", "RewardTerm", "TrainingConfig", "load_config"]

#: decision kinds: one of N classes (argmax of N logits), or one of N rows (masked argmax of one score per row)
KINDS = ("class", "scores")
#: input preprocessing the policy's graph applies before its standardisation
PREPROCESS = ("none", "signed_log1p")
#: the package of the built-in configs: a pass ``ml-foo``'s is its module ``ml_foo``, holding ``CONFIG``
BUILT_IN = "mlbridge_training.learn.configs"


def built_in(name: str) -> str | None:
    """``module:CONFIG`` of the built-in config of the pass ``name``, None if there is none."""
    import importlib.util

    module = f"{BUILT_IN}.{name.replace('-', '_')}"
    try:
        found = importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        found = False
    return f"{module}:CONFIG" if found and name.replace("-", "").replace("_", "").isalnum() else None


@dataclass(frozen=True)
class Decision:
    """What the model answers. ``kind="class"``: one of ``classes`` values (its graph outputs the int64 argmax of
    ``classes`` logits); ``kind="scores"``: one score per row of its input (``classes`` rows), the decision is the
    masked argmax (``mask_column``: the input column that is 1 where a row may be chosen; the graph adds a large
    penalty elsewhere). ``name``: the decision tensor (default: the pass's ``advice_spec``; a pass that declares
    none must name it). ``output``: the model's output name (default: ``name``). ``default``: ``[feature, index]``
    of LLVM's own decision in the flattened feature, when the pass sends it (agreement figures, imitation of LLVM)."""

    kind: str = "class"
    classes: int = 2
    name: str | None = None
    output: str | None = None
    mask_column: int | None = None
    default: tuple[str, int] | None = None


@dataclass(frozen=True)
class RewardTerm:
    """One term of a module's cost: ``weight * log((policy + smoothing) / (baseline + smoothing))`` of an outcome
    (:mod:`.rewards`: ``text``, ``spills_reloads``, or ``module:function`` of the artifacts). Lower is better; the
    baseline scores 0."""

    outcome: str
    weight: float = 1.0
    smoothing: float = 0.0


@dataclass(frozen=True)
class TrainingConfig:
    """One pass's training problem (module docstring). Field by field:

    * ``pass_name``: the registered ML pass; ``pipeline``: the pipeline traces and evaluations run (it must name
      the pass; the pass's options there are the training's, e.g. its guard off); ``baseline``: the pipeline each
      module's reward compares with (``""``: the prepared module as it is, for a code-generation pass);
    * ``prepare``: a pipeline run once on every module first (a code-generation pass trains on optimized IR);
    * ``outputs``: artifact -> the pass option that writes it (``{"object": "obj", "assembly": "asm"}``: the pass
      produces its own code; else the result module is compiled), ``reloc``: ``module`` (the module's ``.cmd``, as
      ``mlbridge-corpus run``) or ``default``, ``codegen_opt``: codegen level;
    * ``features``: the model input (default: the pass's only feature spec), ``decision``, ``reward``;
    * ``teacher``: the runner spec whose decisions traces follow by default (default: the pass's bundled model);
    * ``explore_epsilon`` and ``explore_actions``: exploring traces; ``max_questions``: at most this many questions
      per module in a trace (a reservoir sample; 0: all);
    * ``hidden``, ``preprocess``, ``ignore``: the MLP (hidden units, input preprocessing, input columns it must not
      read, e.g. LLVM's own decision when imitating the heuristic from its causes);
    * ``eval_per_package``, ``max_bytes``: the modules used per package and their largest bitcode;
    * ``goal``: the goal for the goals JSON: ``description``, and upper bounds on the package geomean of the first
      reward term's ratio (``value``), of ``.text`` (``text_ratio``) and on the time against the baseline's
      (``opt_time``).
    """

    pass_name: str
    pipeline: str
    baseline: str
    decision: Decision
    reward: tuple[RewardTerm, ...]
    prepare: str = ""
    outputs: Mapping[str, str] = field(default_factory=dict)
    reloc: str = "module"
    codegen_opt: int = 2
    features: str | None = None
    teacher: str | None = None
    explore_epsilon: float = 0.0
    explore_actions: tuple[int, ...] = ()
    max_questions: int = 0
    hidden: int = 16
    preprocess: str = "none"
    ignore: tuple[int, ...] = ()
    eval_per_package: int = 15
    max_bytes: int = 200_000
    goal: Mapping[str, Any] = field(default_factory=dict)
    description: str = ""

    def __post_init__(self) -> None:
        if self.decision.kind not in KINDS:
            raise ConfigError(f"{self.pass_name}: decision kind {self.decision.kind!r}: choose one of {', '.join(KINDS)}")
        if self.decision.kind == "scores" and self.decision.mask_column is None:
            raise ConfigError(f"{self.pass_name}: a scores decision needs mask_column")
        if self.preprocess not in PREPROCESS:
            raise ConfigError(f"{self.pass_name}: preprocess {self.preprocess!r}: choose one of {', '.join(PREPROCESS)}")
        if self.reloc not in ("module", "default"):
            raise ConfigError(f"{self.pass_name}: reloc {self.reloc!r}: choose module or default")
        if not self.reward:
            raise ConfigError(f"{self.pass_name}: a config needs at least one reward term")
        unknown = set(self.outputs) - {"object", "assembly"}
        if unknown:
            raise ConfigError(f"{self.pass_name}: outputs {sorted(unknown)}: the artifacts are object and assembly")
        if self.explore_epsilon and not self.explore_actions:
            raise ConfigError(f"{self.pass_name}: explore epsilon needs the actions to explore")
        if self.pass_name not in self.pipeline:
            raise ConfigError(f"{self.pass_name}: its pipeline {self.pipeline!r} does not run it")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "TrainingConfig":
        """A config from plain data (a TOML file's table): ``pass``, ``[decision]``, ``[[reward]]``, ``[explore]``,
        ``[model]`` (hidden, preprocess, ignore), ``[eval]`` (per_package, max_bytes, goal) and the other fields by
        name."""
        d = dict(data)
        try:
            name = d.pop("pass")
        except KeyError:
            raise ConfigError("a training config needs `pass` (the ML pass's name)") from None
        decision = dict(d.pop("decision", {}))
        if "default" in decision and decision["default"] is not None:
            feature, index = decision["default"]
            decision["default"] = (str(feature), int(index))
        explore = dict(d.pop("explore", {}))
        model = dict(d.pop("model", {}))
        ev = dict(d.pop("eval", {}))
        known = {f.name for f in fields(cls)} - {"pass_name", "decision", "reward"}
        extra = sorted(set(d) - known - {"reward"})
        if extra:
            raise ConfigError(f"{name}: unknown config key {extra[0]!r}")
        try:
            return cls(pass_name=name, decision=Decision(**decision),
                       reward=tuple(RewardTerm(**t) for t in d.pop("reward", [])),
                       explore_epsilon=float(explore.get("epsilon", 0.0)),
                       explore_actions=tuple(int(a) for a in explore.get("actions", ())),
                       hidden=int(model.get("hidden", 16)), preprocess=model.get("preprocess", "none"),
                       ignore=tuple(int(i) for i in model.get("ignore", ())),
                       eval_per_package=int(ev.get("per_package", 15)), max_bytes=int(ev.get("max_bytes", 200_000)),
                       goal=dict(ev.get("goal", {})), **d)
        except TypeError as e:
            raise ConfigError(f"{name}: {e}") from None

    def resolve(self) -> "Resolved":
        """The pass from the registry and the model's input and decision specs (one-line ConfigError when the
        config does not fit the pass's declaration)."""
        from mlbridge_llvm.passes import registry

        reg = registry()
        if self.pass_name not in reg:
            raise ConfigError(f"no ML pass {self.pass_name!r} is registered (install it, or --load its module)")
        ml_pass = reg[self.pass_name]
        specs = list(ml_pass.feature_specs or [])
        if self.features is not None:
            specs = [s for s in specs if s.name == self.features]
        if len(specs) != 1:
            raise ConfigError(f"{self.pass_name}: the model needs one input tensor; the pass declares "
                              f"{[s.name for s in ml_pass.feature_specs or []]} (name one with `features`)")
        advice = ml_pass.advice_spec
        name = self.decision.name or (advice.name if advice is not None else None)
        if name is None:
            raise ConfigError(f"{self.pass_name} declares no advice spec: name the decision (decision.name)")
        return Resolved(self, ml_pass, specs[0], name, self.decision.output or name)


@dataclass(frozen=True)
class Resolved:
    """A config checked against its pass: the pass, the model's input spec, the decision's name in the traces and
    the model's output name."""

    config: TrainingConfig
    ml_pass: Any
    input_spec: TensorSpec
    decision_name: str
    output_name: str

    @property
    def n_inputs(self) -> int:
        """Features per row (the input's last dimension)."""
        return int(self.input_spec.shape[-1])

    @property
    def rows(self) -> int:
        """Rows of one question: 1 for a class decision, the number of candidates for a scores decision."""
        return int(self.input_spec.shape[0]) if self.config.decision.kind == "scores" else 1

    def default_model(self) -> str | None:
        """The pass's bundled model's path (None when it has none)."""
        from mlbridge_llvm.passes import default_model_spec

        if not self.ml_pass.default_model:
            return None
        try:
            return default_model_spec(self.config.pass_name, self.ml_pass.default_model).target
        except ConfigError:
            return None


def load_config(source: str | os.PathLike[str] | Mapping[str, Any] | TrainingConfig) -> TrainingConfig:
    """A config from a TOML file, ``module:NAME`` (a dict or a :class:`TrainingConfig`), a pass name with a built-in
    config (:func:`built_in`), a dict, or a config."""
    if isinstance(source, TrainingConfig):
        return source
    if isinstance(source, Mapping):
        return TrainingConfig.from_dict(source)
    text = os.fspath(source)
    if text.endswith(".toml") or os.path.isfile(text):
        try:
            with open(text, "rb") as f:
                return TrainingConfig.from_dict(tomllib.load(f))
        except OSError as e:
            raise ConfigError(f"cannot read training config {text}: {e.strerror}") from None
        except tomllib.TOMLDecodeError as e:
            raise ConfigError(f"training config {text}: {e}") from None
    if ":" not in text:
        found = built_in(text)
        if found is None:
            raise ConfigError(f"training config {text!r}: give a .toml file, module:NAME or the name of a pass with a "
                              f"built-in config ({BUILT_IN})")
        text = found
    module, _, attr = text.partition(":")
    try:
        value = getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as e:
        raise ConfigError(f"cannot load training config {text!r}: {e}") from None
    return load_config(value)
