"""Atomic output files: write to a temporary file in the target directory, then rename.

A crash, an error or Ctrl-C never leaves a half-written file under the final name. Files get the usual
``0666 & ~umask`` permissions (``mkstemp`` alone would leave them 0600).
"""
from __future__ import annotations

import contextlib
import os
import tempfile
from typing import BinaryIO, Iterator


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


class AtomicFile:
    """A temporary file that becomes ``path`` on :meth:`commit` and vanishes on :meth:`discard`."""

    def __init__(self, path: str | os.PathLike[str]):
        self.path = os.fspath(path)
        directory = os.path.dirname(os.path.abspath(self.path))
        os.makedirs(directory, exist_ok=True)
        fd, self._tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix="-" + os.path.basename(self.path))
        os.fchmod(fd, 0o666 & ~_umask())
        self.file: BinaryIO = os.fdopen(fd, "wb")

    def commit(self, fsync: bool = False) -> None:
        """Close and rename into place (idempotent)."""
        if not self.file.closed:
            if fsync:
                self.file.flush()
                os.fsync(self.file.fileno())
            self.file.close()
            os.replace(self._tmp, self.path)

    def discard(self) -> None:
        """Close and delete the temporary file (idempotent)."""
        if not self.file.closed:
            self.file.close()
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self._tmp)


@contextlib.contextmanager
def atomic_open(path: str | os.PathLike[str], fsync: bool = False) -> Iterator[BinaryIO]:
    """A binary file object whose content appears at ``path`` only if the ``with`` block succeeds."""
    af = AtomicFile(path)
    try:
        yield af.file
    except BaseException:
        af.discard()
        raise
    af.commit(fsync)


def atomic_write(path: str | os.PathLike[str], data: bytes | str, fsync: bool = False) -> None:
    """Write ``data`` (str is UTF-8 encoded) to ``path`` atomically."""
    with atomic_open(path, fsync) as f:
        f.write(data.encode() if isinstance(data, str) else data)
