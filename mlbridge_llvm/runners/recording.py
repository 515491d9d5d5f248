"""``RecordingRunner``: any runner, with every question and answer logged in LLVM's training-log format.

A pass asks its model through a runner (``ctx.runner`` / ``ctx.runner_for``), so wrapping that runner is a way to
trace *any* pass without touching it: the features the pass populated and the decision it got back go to a log
(:mod:`mlbridge_llvm.training_log`, read by LLVM's ``log_reader.py`` and :func:`~mlbridge_llvm.training_log.read_training_log`).
Optionally the recorder *explores*: with probability ``explore`` it replaces the model's answer with one of
``actions`` drawn at random (scalar decisions), so traces cover decisions the policy would not take.

As a runner spec (any tool's ``--runner``/``--ml-runner PASS=SPEC``)::

    record:LOG?inner=SPEC[&explore=P&actions=A,B,...&seed=N&max=N&context=NAME&decision=NAME]

* ``inner``: the spec of the runner that answers (required; e.g. ``onnx:model.onnx``, ``python:pkg.mod:policy``);
* ``explore``, ``actions``, ``seed``: epsilon-exploration over the listed actions (reproducible for a seed);
* ``max``: keep at most N questions (a reservoir sample, reproducible for a seed; 0 = all);
* ``context``: the log's context name (a module name; default the log's file name);
* ``decision``: the name of the decision tensor (default: the inner runner's advice spec name, else ``decision``).

The log's features are the model's inputs as the pass populated them (conformed to the runner's feature specs),
then the decision LLVM got (the answer as returned, or the explored action), then, when exploring, the model's own
answer (``<decision>_proposed``) and whether the answer was explored (``explored``): what an off-policy learner
needs to weigh the samples. The header's ``advice`` names the decision's spec. The log is written when the runner
closes (the driver closes a pass's runners when it ends), atomically.
"""
from __future__ import annotations

import os
import threading
from typing import Any, Mapping, Sequence

import numpy as np

from ..errors import ConfigError
from ..tensors import TensorSpec
from .base import MLModelRunner, register_runner

__all__ = ["RecordingRunner"]

#: log paths currently open in this process: a second runner with the same path (a pass with several models) gets
#: ``PATH.1``, ``PATH.2``... instead of overwriting the first one's log
_OPEN: set[str] = set()
_OPEN_LOCK = threading.Lock()


def _claim(path: str) -> str:
    with _OPEN_LOCK:
        candidate, n = path, 0
        while candidate in _OPEN:
            n += 1
            candidate = f"{path}.{n}"
        _OPEN.add(candidate)
        return candidate


def _spec_of(name: str, value: Any) -> TensorSpec:
    """A spec for a value that was not declared: its dtype (ints as int64, floats as float32) and its shape."""
    arr = np.asarray(value)
    dtype = "int64_t" if arr.dtype.kind in "iub" else "float"
    return TensorSpec(name, dtype, arr.shape or (1,))


class RecordingRunner(MLModelRunner):
    """Answers through ``inner`` and records every question (see the module docstring)."""

    scheme = "record"

    def __init__(self, inner: MLModelRunner, path: str, *, context: str | None = None, explore: float = 0.0,
                 actions: Sequence[int] = (), seed: int = 0, max_records: int = 0, decision: str | None = None):
        super().__init__(inner.feature_specs, inner.advice_spec)
        if not 0.0 <= explore <= 1.0:
            raise ConfigError(f"record: explore={explore} must be between 0 and 1")
        if explore > 0 and not actions:
            raise ConfigError("record: explore needs actions=A,B,... (the decisions to try)")
        if max_records < 0:
            raise ConfigError(f"record: max={max_records} must be 0 (all) or more")
        self.inner, self.path = inner, _claim(os.fspath(path))
        self.context = context or os.path.basename(self.path)
        self.explore, self.actions = float(explore), [int(a) for a in actions]
        self.max_records = int(max_records)
        self.decision = decision or (inner.advice_spec.name if inner.advice_spec is not None else "decision")
        self._rng = np.random.default_rng(seed)
        self._sample_rng = np.random.default_rng([seed, 1])
        self._lock = threading.Lock()
        self._records: list[tuple[int, dict[str, Any]]] = []
        self._seen = 0
        self._specs: list[TensorSpec] | None = None
        self._closed = False

    def describe(self) -> str:
        """``recording <inner>`` for messages."""
        return f"recording {self.inner.describe()}"

    def _evaluate(self, features: dict[str, Any]) -> Any:
        advice = self.inner.populate_features(features).evaluate()
        answer, explored = advice, False
        if self.explore and self._rng.random() < self.explore:
            answer, explored = np.array([self.actions[int(self._rng.integers(len(self.actions)))]], np.int64), True
        record = {**features, self.decision: np.asarray(answer)}
        if self.explore:
            record[f"{self.decision}_proposed"] = np.asarray(advice)
            record["explored"] = np.array([int(explored)], np.int64)
        self._keep(record)
        return answer

    def _keep(self, record: dict[str, Any]) -> None:
        """Keep ``record`` (all of them, or a reservoir sample of :attr:`max_records`)."""
        with self._lock:
            index = self._seen
            self._seen += 1
            if not self.max_records or len(self._records) < self.max_records:
                self._records.append((index, record))
                return
            slot = int(self._sample_rng.integers(index + 1))
            if slot < self.max_records:
                self._records[slot] = (index, record)

    def _log_specs(self, first: Mapping[str, Any]) -> list[TensorSpec]:
        declared = {s.name: s for s in self.feature_specs or []}
        names = [s.name for s in self.feature_specs or []] + [k for k in first if k not in declared]
        specs = [declared.get(n) or _spec_of(n, first[n]) for n in names]
        return [TensorSpec(s.name, s.dtype, s.shape, i) for i, s in enumerate(specs)]

    @property
    def questions(self) -> int:
        """How many questions the pass asked (the log may hold a sample of them)."""
        return self._seen

    def close(self) -> None:
        """Write the log (atomically; no question asked: a log with its header only) and close the inner runner."""
        if self._closed:
            return
        self._closed = True
        try:
            self._write()
        finally:
            with _OPEN_LOCK:
                _OPEN.discard(self.path)
            self.inner.close()

    def _write(self) -> None:
        from ..training_log import TrainingLogWriter

        records = [r for _, r in sorted(self._records, key=lambda item: item[0])]
        if records:
            specs = self._log_specs(records[0])
        else:
            specs = list(self.feature_specs or []) + [self.inner.advice_spec or TensorSpec(self.decision, "int64_t")]
        advice = next(s for s in specs if s.name == self.decision) if any(s.name == self.decision for s in specs) \
            else None
        with TrainingLogWriter(self.path, specs, advice_spec=advice) as log:
            log.switch_context(self.context)
            for record in records:
                log.log(record)


def _actions(text: str) -> list[int]:
    try:
        return [int(a) for a in text.split(",") if a.strip()]
    except ValueError:
        raise ConfigError(f"record: actions={text!r} must be integers separated by commas") from None


def _number(options: Mapping[str, str], key: str, kind: type, default: Any) -> Any:
    try:
        return kind(options.get(key, default))
    except ValueError:
        raise ConfigError(f"record: {key}={options[key]!r} is not a {kind.__name__}") from None


@register_runner("record")
def _from_spec(target: str, options: Mapping[str, str], **kw: Any) -> RecordingRunner:
    """``record:LOG?inner=SPEC&...`` -> a recording runner around the runner ``inner`` names."""
    from . import create_runner

    if not target:
        raise ConfigError("record: give the log's path (record:LOG?inner=SPEC)")
    inner_spec = options.get("inner")
    if not inner_spec:
        raise ConfigError("record: needs inner=SPEC, the runner that answers (e.g. inner=onnx:model.onnx)")
    unknown = sorted(set(options) - {"inner", "explore", "actions", "seed", "max", "context", "decision"})
    if unknown:
        raise ConfigError(f"record: unknown option {unknown[0]!r} (inner, explore, actions, seed, max, context, "
                          "decision)")
    inner = create_runner(inner_spec, **kw)
    try:
        return RecordingRunner(inner, target, context=options.get("context"),
                               explore=_number(options, "explore", float, 0.0),
                               actions=_actions(options.get("actions", "")), seed=_number(options, "seed", int, 0),
                               max_records=_number(options, "max", int, 0), decision=options.get("decision"))
    except BaseException:
        inner.close()
        raise
