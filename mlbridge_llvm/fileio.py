"""Output files that never lose data: atomic for regular files, direct for everything else.

Every output the kit writes (``-o``, ``--remarks-file``, ``log=``, ``obj=``, ``asm=``, reports, models) goes through
:class:`AtomicFile`, which decides how to write from what the path names:

* a regular file, or a path that does not exist yet: the content goes to a temporary file in the same directory,
  which is renamed over the path on :meth:`AtomicFile.commit`. A crash, an error or Ctrl-C never leaves a
  half-written file under the final name. A new file gets the usual ``0666 & ~umask`` permissions; a file that is
  replaced keeps its permission bits.
* a symlink: followed to its target, which is then handled as above (the link stays a link).
* ``-``: standard output.
* anything that is not a regular file (a character device such as ``/dev/null``, a FIFO, a socket, a terminal,
  ``/dev/stdout`` or ``/proc/self/fd/N``): written in place, never replaced. The content is held in memory and
  written only on :meth:`AtomicFile.commit`, so an error still writes nothing.
* a directory: :class:`~mlbridge_llvm.errors.ConfigError`.

Missing parent directories of a new file are created (``opt`` would fail instead): corpus and training runs write
deep result trees, and the choice is the same for every output of the kit.
"""
from __future__ import annotations

import contextlib
import io
import os
import stat
import sys
import tempfile
from typing import BinaryIO, Iterator

from . import interrupt
from .errors import ConfigError

#: Paths that are streams of this process or the kernel, never regular files to replace.
_STREAM_PREFIXES = ("/dev/", "/proc/")


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def is_direct_target(path: str) -> bool:
    """True when ``path`` must be written in place (``-``, a device, FIFO, socket or process stream).

    Symlinks are followed first, so ``/dev/stdout`` (a link to ``/proc/self/fd/1``) is direct and a link to a regular
    file is not. A path that does not exist is a new regular file.
    """
    if path == "-":
        return True
    real = os.path.realpath(path)
    if real.startswith(_STREAM_PREFIXES) or os.path.abspath(path).startswith(_STREAM_PREFIXES):
        return True
    try:
        mode = os.stat(real).st_mode
    except FileNotFoundError:
        return False
    except OSError as e:
        raise ConfigError(f"cannot write {path}: {e.strerror}") from None
    if stat.S_ISDIR(mode):
        raise ConfigError(f"cannot write {path}: it is a directory")
    return not stat.S_ISREG(mode)


class AtomicFile:
    """An output that becomes visible at ``path`` only on :meth:`commit` and leaves no trace on :meth:`discard`.

    ``file`` is the binary file object to write to (a temporary file next to a regular target, or an in-memory
    buffer for a device, FIFO or ``-``; see the module docstring).
    """

    def __init__(self, path: str | os.PathLike[str]):
        self.path = os.fspath(path)
        self._tmp: str | None = None
        self.direct = is_direct_target(self.path)
        if self.direct:
            self.file: BinaryIO = io.BytesIO()
            return
        target = os.path.realpath(self.path)  # a symlink is followed: the link stays, its target gets the content
        directory = os.path.dirname(target)
        try:
            os.makedirs(directory, exist_ok=True)
            fd, self._tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix="-" + os.path.basename(target))
        except OSError as e:
            raise ConfigError(f"cannot write {self.path}: {e.strerror}") from None
        interrupt.track(self._tmp)  # removed if a signal ends the process before commit
        try:
            mode = stat.S_IMODE(os.stat(target).st_mode)
        except FileNotFoundError:
            mode = 0o666 & ~_umask()
        os.fchmod(fd, mode)
        self._target = target
        self.file = os.fdopen(fd, "wb")

    def commit(self, fsync: bool = False) -> None:
        """Make the content appear at ``path`` (idempotent)."""
        if self.file.closed:
            return
        if self.direct:
            data = self.file.getvalue()  # type: ignore[attr-defined]
            self.file.close()
            _write_direct(self.path, data)
            return
        if fsync:
            self.file.flush()
            os.fsync(self.file.fileno())
        self.file.close()
        assert self._tmp is not None
        os.replace(self._tmp, self._target)
        interrupt.untrack(self._tmp)
        self._tmp = None

    def discard(self) -> None:
        """Forget the content: nothing is written (idempotent)."""
        if not self.file.closed:
            self.file.close()
        if self._tmp is not None:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self._tmp)
            interrupt.untrack(self._tmp)
            self._tmp = None


def _write_direct(path: str, data: bytes) -> None:
    """Write to standard output, a device, a FIFO or a process stream in place."""
    if path == "-":
        out = sys.stdout
        if out is None or out.closed:
            raise ConfigError("cannot write the output: standard output is closed")
        out.flush()
        out.buffer.write(data)
        out.buffer.flush()
        return
    try:
        with open(path, "wb") as f:
            f.write(data)
    except OSError as e:
        raise ConfigError(f"cannot write {path}: {e.strerror}") from None


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
    """Write ``data`` (str is UTF-8 encoded) to ``path``: atomically for a regular file, in place otherwise."""
    with atomic_open(path, fsync) as f:
        f.write(data.encode() if isinstance(data, str) else data)


def file_sha256(path: str | os.PathLike[str]) -> str:
    """Hex SHA-256 of a file's bytes, read in 1 MiB blocks."""
    import hashlib  # here: loading OpenSSL costs a compiler call of mlbridge-cc ~60 ms

    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()
