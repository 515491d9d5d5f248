"""LLVM's training-log format (``llvm/lib/Analysis/TrainingLogger.cpp``), written and read in Python.

Layout, all little-endian raw tensors::

    {"features":[specs...],"score":spec,"advice":spec}\\n      header (score/advice optional)
    {"context":"<name>"}\\n                                      switch context (e.g. a module or function)
    {"observation":N}\\n<raw features in header order>\\n       one decision
    {"outcome":N}\\n<raw score>\\n                              reward for observation N (optional)

Observation numbers restart at 0 in each new context. LLVM's ``log_reader.py`` (also shipped in
``compilerinterface``) reads what :class:`TrainingLogWriter` writes; :func:`read_training_log` reads LLVM's logs.
Files are written to a temporary name and renamed on :meth:`TrainingLogWriter.close`, so a crash leaves no
half-written log under the final name.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Iterator, Sequence

from .errors import ProtocolError
from .fileio import AtomicFile
from .serdes.bitstream import header_line, parse_header, read_tensors, tensor_parts
from .tensors import TensorSpec


class TrainingLogWriter:
    """Stream decisions (and rewards) into one log file."""

    def __init__(self, path: str, feature_specs: Sequence[TensorSpec], score_spec: TensorSpec | None = None,
                 advice_spec: TensorSpec | None = None):
        self.path = path
        self.feature_specs, self.score_spec = list(feature_specs), score_spec
        self._out = AtomicFile(path)
        self._f = self._out.file
        extra: dict[str, Any] = {}
        if score_spec is not None:
            extra["score"] = score_spec.to_json()
        if advice_spec is not None:
            extra["advice"] = advice_spec.to_json()
        self._f.write(header_line(self.feature_specs, **extra))
        self._context: str | None = None
        self._next_id: dict[str | None, int] = {}

    def switch_context(self, name: str) -> None:
        """Start (or return to) a context; observation numbers are per context."""
        self._context = name
        self._f.write(json.dumps({"context": name}, separators=(",", ":")).encode() + b"\n")

    def log(self, features: dict[str, Any]) -> int:
        """Append one observation (values conformed to the feature specs); returns its number."""
        n = self._next_id.get(self._context, 0)
        self._next_id[self._context] = n + 1
        values = {s.name: s.conform(features[s.name]) for s in self.feature_specs}
        self._f.write(json.dumps({"observation": n}, separators=(",", ":")).encode() + b"\n")
        for part in tensor_parts(self.feature_specs, values):
            self._f.write(part)
        self._f.write(b"\n")
        return n

    def log_reward(self, value: Any, observation: int | None = None) -> None:
        """Reward for ``observation`` (default: the last one logged in this context)."""
        if self.score_spec is None:
            raise ProtocolError("this log was opened without a score spec")
        n = self._next_id.get(self._context, 1) - 1 if observation is None else observation
        self._f.write(json.dumps({"outcome": n}, separators=(",", ":")).encode() + b"\n")
        for part in tensor_parts([self.score_spec], {self.score_spec.name: self.score_spec.conform(value)}):
            self._f.write(part)
        self._f.write(b"\n")

    def close(self) -> None:
        """Flush and move the log to its final name."""
        self._out.commit()

    def abort(self) -> None:
        """Drop the partial log."""
        self._out.discard()

    def __enter__(self) -> "TrainingLogWriter":
        return self

    def __exit__(self, exc_type: object, *rest: object) -> None:
        self.abort() if exc_type is not None else self.close()


@dataclass
class LogRecord:
    """One observation of a training log, with its reward when the log has one."""

    context: str | None
    observation: int
    features: dict[str, Any]
    score: Any = None
    extra: dict[str, Any] = field(default_factory=dict)


def read_training_log(path: str) -> Iterator[LogRecord]:
    """Records of a training log written by LLVM or :class:`TrainingLogWriter` (scores attached to their observation)."""
    with open(path, "rb") as f:
        data = f.read()
    end = data.find(b"\n")
    if end < 0:
        raise ProtocolError(f"{path}: no header line")
    specs, header = parse_header(data[:end])
    score_spec = TensorSpec.from_json(header["score"]) if "score" in header else None
    pos, context, pending = end + 1, None, None
    while pos < len(data):
        nl = data.find(b"\n", pos)
        if nl < 0:
            raise ProtocolError(f"{path}: truncated event line at offset {pos}")
        try:
            event = json.loads(data[pos:nl])
        except json.JSONDecodeError:
            raise ProtocolError(f"{path}: bad event line at offset {pos}: {data[pos:nl][:60]!r}") from None
        pos = nl + 1
        if "context" in event:
            context = event["context"]
        elif "observation" in event:
            if pending is not None:
                yield pending
            values, pos = read_tensors(specs, data, pos)
            pending = LogRecord(context, int(event["observation"]), values)
            pos = _newline(data, pos, path)
        elif "outcome" in event:
            if score_spec is None:
                raise ProtocolError(f"{path}: outcome without a score spec in the header")
            values, pos = read_tensors([score_spec], data, pos)
            if pending is not None and pending.observation == event["outcome"]:
                pending.score = values[score_spec.name]
            pos = _newline(data, pos, path)
        else:
            raise ProtocolError(f"{path}: unknown event {event!r}")
    if pending is not None:
        yield pending


def _newline(data: bytes, pos: int, path: str) -> int:
    if data[pos:pos + 1] != b"\n":
        raise ProtocolError(f"{path}: tensor data not followed by a newline at offset {pos}")
    return pos + 1
