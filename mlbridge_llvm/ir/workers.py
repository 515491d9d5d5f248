"""Plumbing for worker processes that load LLVM: their environment, their pipes, the tail of their stderr.

Used by the pipeline workers of :mod:`mlbridge_llvm.isolate`, the plug-in probe of
:mod:`mlbridge_llvm.native.plugins` and the corpus workers of :mod:`mlbridge_llvm.corpus.worker`.
"""
from __future__ import annotations

import os
import select
import sys
import time

TAIL_LINES = 3


def package_root() -> str:
    """The folder that holds the ``mlbridge_llvm`` package."""
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def child_env() -> dict[str, str]:
    """Environment for a worker started with ``-S``: this process's ``sys.path`` (so every import still works
    without site processing) and the libLLVM.so path (so the worker need not look for the wheel)."""
    from .llvmc import ENV_VAR, library_path

    env = dict(os.environ)
    paths = [package_root(), *(p for p in sys.path if p and os.path.isdir(p))]
    env["PYTHONPATH"] = os.pathsep.join(dict.fromkeys(paths))
    env[ENV_VAR] = library_path()
    return env


def stderr_tail(text: str, lines: int = TAIL_LINES) -> str:
    """The informative end of a dead worker's stderr on one line (from the first ``LLVM ERROR`` or assertion
    line if any; stack-dump frames skipped)."""
    rows = [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.startswith(" #")]
    fatal = [i for i, ln in enumerate(rows) if "LLVM ERROR" in ln or "Assertion" in ln]
    chosen = rows[fatal[0]:fatal[0] + lines] if fatal else rows[-lines:]
    return " | ".join(chosen)


def read_exact_fd(fd: int, size: int, deadline: float | None) -> bytes:
    """Read exactly ``size`` bytes from ``fd``; EOFError on end of stream, TimeoutError past ``deadline``."""
    chunks, left = [], size
    while left:
        if deadline is not None:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
                raise TimeoutError
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def write_all_fd(fd: int, data: bytes) -> None:
    """Write all of ``data`` to a blocking ``fd``."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
