"""The run's journal: one JSON line per finished step (a build, a benchmark run), appended and flushed to disk at
once, so a run stopped at any point (Ctrl-C, SIGTERM, SIGKILL, a power cut) resumes where it stopped.

A last line cut short by a stop is ignored, and removed before the next record is appended. Any other line that is
not a record (NUL bytes, invalid UTF-8, not JSON, a JSON value that is not an object, an unknown ``type``, a field
missing or of the wrong type: :data:`FIELDS`) is skipped with one warning naming the file and the line, and the run
goes on as if that step had not finished: a skipped build is built again, a skipped benchmark run is run again.
"""
from __future__ import annotations

import json
import os
import sys
from typing import Any, Callable, Iterator

#: The record types and the fields each must have, with their types (a record may have more).
FIELDS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "build": {"program": str, "config": str, "dir": str, "ok": bool},
    "bench": {"program": str, "config": str, "rep": int, "status": int, "seconds": (int, float),
              "cpu_seconds": (int, float), "digest": str, "output": str},
    "redo": {"program": str},
    "rebench": {"program": str},
    "session": {"start": (int, float), "seconds": (int, float)},
}


def problem(record: Any) -> str | None:
    """Why a decoded line is not a journal record (``None``: it is one)."""
    if not isinstance(record, dict):
        return f"a JSON {type(record).__name__}, not an object"
    kind = record.get("type")
    if kind not in FIELDS:
        return f"unknown record type {kind!r}"
    for name, types in FIELDS[kind].items():
        if name not in record:
            return f"{kind} record without {name!r}"
        value = record[name]
        if not isinstance(value, types) or (isinstance(value, bool) and bool not in _as_tuple(types)):
            return f"{kind} record with a bad {name!r} ({value!r})"
    return None


def _as_tuple(types: type | tuple[type, ...]) -> tuple[type, ...]:
    return types if isinstance(types, tuple) else (types,)


def _warn(message: str) -> None:
    print(f"mlbridge-score: warning: {message}", file=sys.stderr, flush=True)


class Journal:
    """Append-only JSON-lines file of finished steps; ``warn`` receives one line per skipped line (once each)."""

    def __init__(self, path: str, warn: Callable[[str], None] = _warn) -> None:
        self.path = path
        self._warn = warn
        self._warned: set[int] = set()
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)

    def records(self) -> Iterator[dict[str, Any]]:
        """Every complete, well-formed record written so far (module doc)."""
        if not os.path.exists(self.path):
            return
        with open(self.path, "rb") as f:
            for n, line in enumerate(f, 1):
                if not line.endswith(b"\n"):
                    break  # cut short by a stop
                why = None
                record: Any = None
                if b"\0" in line:
                    why = "NUL bytes"
                else:
                    try:
                        record = json.loads(line.decode("utf-8"))
                    except UnicodeDecodeError:
                        why = "not UTF-8"
                    except json.JSONDecodeError as e:
                        why = f"not JSON ({e.msg})"
                    else:
                        why = problem(record)
                if why is None:
                    yield record
                elif n not in self._warned:
                    self._warned.add(n)
                    self._warn(f"{self.path} line {n}: skipped, {why}")

    def add(self, record: dict[str, Any]) -> None:
        """Append one record durably (single write, then fsync); a last line cut short by a stop is removed first."""
        data = (json.dumps(record, default=str) + "\n").encode()
        fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            size = os.fstat(fd).st_size
            if size and os.pread(fd, 1, size - 1) != b"\n":  # a previous run was killed mid-line
                keep = size
                while keep > 0:
                    start = max(0, keep - 65536)
                    block = os.pread(fd, keep - start, start)
                    cut = block.rfind(b"\n")
                    if cut >= 0:
                        keep = start + cut + 1
                        break
                    keep = start
                os.ftruncate(fd, keep)
            os.write(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
