"""The results file of a corpus run: JSON lines, one record per (module, variant), appended as results arrive.

Each line is flushed when written, so an interrupted run loses nothing it computed. On open, a last line cut
short by a kill is dropped (the file is truncated to the last complete line) so appends stay valid JSON lines.
:meth:`ResultsFile.done` tells a resumed run which (module, variant) pairs to skip: not those whose worker, actor or
node was lost (``infrastructure`` failures), which a resumed run always runs again.
"""
from __future__ import annotations

import json
import os
from typing import Any, Iterable, TextIO

from ..errors import ConfigError

Key = tuple[str, str]


def record_key(record: dict[str, Any]) -> Key:
    """``(module, variant)`` of a record."""
    return str(record["module"]), str(record["variant"])


def read_records(path: str) -> list[dict[str, Any]]:
    """All complete records of a results file, in file order (a cut-off or corrupt line is skipped)."""
    records = []
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if not line.endswith("\n"):
                    break  # cut short by a kill
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue
                if isinstance(rec, dict) and "module" in rec and "variant" in rec:
                    records.append(rec)
    except FileNotFoundError:
        raise ConfigError(f"no results file {path}") from None
    except OSError as e:
        raise ConfigError(f"cannot read {path}: {e.strerror}") from None
    return records


def is_infrastructure_failure(record: dict[str, Any]) -> bool:
    """A failed record that says nothing about its module: the worker, actor or node running it was lost. Records
    written before that kind existed said ``crash`` with "Ray actor died"."""
    if record.get("ok"):
        return False
    kind, error = record.get("error_kind"), str(record.get("error", ""))
    return kind == "infrastructure" or (kind == "crash" and error.startswith("Ray actor died"))


def latest(records: Iterable[dict[str, Any]]) -> dict[Key, dict[str, Any]]:
    """The last record per (module, variant): a retried module's new result replaces the old one."""
    out: dict[Key, dict[str, Any]] = {}
    for rec in records:
        out[record_key(rec)] = rec
    return out


class ResultsFile:
    """An append-only JSON-lines results file (context manager)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.records: list[dict[str, Any]] = []
        self._f: TextIO | None = None

    def open(self) -> "ResultsFile":
        """Read what is there (repairing a cut-off last line) and open for appending."""
        directory = os.path.dirname(os.path.abspath(self.path))
        os.makedirs(directory, exist_ok=True)
        if os.path.exists(self.path):
            self._repair()
            self.records = read_records(self.path)
        self._f = open(self.path, "a", encoding="utf-8")
        return self

    def _repair(self) -> None:
        with open(self.path, "rb+") as f:
            data = f.read()
            if data and not data.endswith(b"\n"):
                f.truncate(data.rfind(b"\n") + 1)

    def done(self, retry_failed: bool = False) -> set[Key]:
        """Keys whose latest record stands: every success, and failures of the module itself (with ``retry_failed``,
        successes only). An ``infrastructure`` failure (a lost worker, actor or node) never stands."""
        return {k for k, rec in latest(self.records).items()
                if rec.get("ok") or not (retry_failed or is_infrastructure_failure(rec))}

    def append(self, record: dict[str, Any]) -> None:
        """Write one record as a line and flush it to the OS."""
        assert self._f is not None, "ResultsFile not open"
        self._f.write(json.dumps(record, sort_keys=True, default=str) + "\n")
        self._f.flush()
        self.records.append(record)

    def close(self) -> None:
        """Flush to disk (fsync) and close."""
        if self._f is not None:
            try:
                self._f.flush()
                os.fsync(self._f.fileno())
            finally:
                self._f.close()
                self._f = None

    def __enter__(self) -> "ResultsFile":
        return self.open()

    def __exit__(self, *exc: object) -> None:
        self.close()
