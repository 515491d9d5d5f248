"""The run's journal: one JSON line per finished step (a build, a benchmark run), appended and flushed to disk at
once, so a run stopped at any point (Ctrl-C, SIGTERM, SIGKILL, a power cut) resumes where it stopped. A last line
cut short by the stop is ignored."""
from __future__ import annotations

import json
import os
from typing import Any, Iterator


class Journal:
    """Append-only JSON-lines file of finished steps."""

    def __init__(self, path: str) -> None:
        self.path = path
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)

    def records(self) -> Iterator[dict[str, Any]]:
        """Every complete record written so far."""
        if not os.path.exists(self.path):
            return
        with open(self.path, "rb") as f:
            for line in f:
                if not line.endswith(b"\n"):
                    break  # cut short by a stop
                try:
                    yield json.loads(line)
                except json.JSONDecodeError:
                    continue

    def add(self, record: dict[str, Any]) -> None:
        """Append one record durably (single write, then fsync)."""
        data = (json.dumps(record, default=str) + "\n").encode()
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            size = os.fstat(fd).st_size
            if size:  # a previous run was killed mid-line: start on a fresh line
                with open(self.path, "rb") as f:
                    f.seek(size - 1)
                    if f.read(1) != b"\n":
                        data = b"\n" + data
            os.write(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
