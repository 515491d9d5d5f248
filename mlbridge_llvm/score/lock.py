"""One run per results folder: :class:`FolderLock` holds an exclusive ``fcntl`` lock on a file in the folder for the
whole run, and a second run on the same folder stops at once with one line, ``OUT is in use by pid N``.

The lock belongs to the open file, so it ends with the process however the process ends (SIGKILL included): a lock
file left by a dead run, with that run's pid still in it, is no obstacle. The descriptor is not inherited by the
processes a run starts (Python's default), so a build a killed run left behind does not keep the folder locked.
"""
from __future__ import annotations

import fcntl
import os
from types import TracebackType

from ..errors import MLBridgeError

#: The lock file's name inside the locked folder.
LOCK_NAME = ".mlbridge-score.lock"


class InUseError(MLBridgeError):
    """Another live process holds the folder's lock."""


class FolderLock:
    """An exclusive lock on ``folder`` (created if missing); ``shown`` is how messages name the folder (default:
    ``folder`` as given)."""

    def __init__(self, folder: str, shown: str | None = None) -> None:
        self.folder = folder
        self.shown = shown or folder
        self.path = os.path.join(folder, LOCK_NAME)
        self._fd: int | None = None

    def acquire(self) -> "FolderLock":
        """Take the lock and write this process's pid into the lock file; InUseError naming the holder's pid if a
        live process holds it."""
        os.makedirs(self.folder, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
            os.close(fd)
            who = f"pid {holder}" if holder.isdigit() else "another process"
            raise InUseError(f"{self.shown} is in use by {who}") from None
        except BaseException:
            os.close(fd)
            raise
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self._fd = fd
        return self

    def release(self) -> None:
        """Give the lock up (the file stays; its pid is then stale, which is harmless)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> "FolderLock":
        return self.acquire()

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.release()
