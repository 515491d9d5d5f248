"""Ctrl-C and SIGTERM end a command-line run promptly, cleanly, and with the conventional exit status.

Python runs signal handlers only in the main thread between bytecodes. While the main thread is inside a long C
call (LLVM running a pipeline through ctypes, possibly blocked on a model that will never answer), a Python
``KeyboardInterrupt`` cannot be raised, so Ctrl-C would do nothing. :func:`install` therefore arms a watchdog: the
interpreter's C-level handler writes every signal to a wake-up pipe (:func:`signal.set_wakeup_fd`), a daemon thread
reads it, and if the main thread has not finished within ``grace`` seconds, the watchdog removes what the run was
writing (temporary output files, FIFO directories: see :func:`track`), prints one line and ends the process with
``128 + signal`` (130 for SIGINT, 143 for SIGTERM). When the main thread is running Python code it gets the usual
``KeyboardInterrupt`` first and exits through its own error handling.
"""
from __future__ import annotations

import os
import shutil
import signal
import threading

_tracked: dict[str, bool] = {}  # path -> is a directory
_groups: set[int] = set()  # process groups this process started
_lock = threading.Lock()
_installed = False


def track(path: str, directory: bool = False) -> None:
    """Remove ``path`` (a temporary file, or a directory tree) if the process is ended by a signal."""
    with _lock:
        _tracked[path] = directory


def untrack(path: str) -> None:
    """``path`` was committed or removed normally: leave it alone."""
    with _lock:
        _tracked.pop(path, None)


def track_group(pgid: int) -> None:
    """Kill process group ``pgid`` (a child started in a session of its own) if the process is ended by a signal."""
    with _lock:
        _groups.add(pgid)


def untrack_group(pgid: int) -> None:
    """Process group ``pgid`` ended normally: leave it alone."""
    with _lock:
        _groups.discard(pgid)


def cleanup() -> None:
    """Kill the tracked process groups and remove everything still tracked (best effort; never raises)."""
    with _lock:
        items = list(_tracked.items())
        groups = list(_groups)
        _tracked.clear()
        _groups.clear()
    for pgid in groups:
        try:
            os.killpg(pgid, signal.SIGKILL)
        except OSError:
            pass
    for path, directory in items:
        try:
            if directory:
                shutil.rmtree(path, ignore_errors=True)
            else:
                os.unlink(path)
        except OSError:
            pass


_signal_status = 0


def _on_signal(signum: int, frame: object) -> None:
    global _signal_status
    _signal_status = 128 + signum
    raise KeyboardInterrupt  # the main thread's error handling reports it and returns exit_status()


def exit_status() -> int:
    """The exit status for a ``KeyboardInterrupt`` seen by the main thread: 143 after SIGTERM, else 130."""
    return _signal_status or 130


def _forget_in_child() -> None:
    """In a forked child: stop writing signals into the parent's wake-up pipe (the watchdog is the parent's)."""
    try:
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)  # a pool terminating its worker ends it, as it expects
        signal.signal(signal.SIGINT, signal.default_int_handler)
    except ValueError:  # forked from a thread other than the main one: Python keeps the main thread's settings
        pass


def install(prog: str, grace: float = 0.5) -> None:
    """Arm the watchdog for a command-line program named ``prog`` (main thread only; idempotent)."""
    global _installed
    if _installed or threading.current_thread() is not threading.main_thread():
        return
    read_fd, write_fd = os.pipe()
    os.set_blocking(write_fd, False)
    signal.set_wakeup_fd(write_fd, warn_on_full_buffer=False)
    signal.signal(signal.SIGINT, _on_signal)
    signal.signal(signal.SIGTERM, _on_signal)
    os.register_at_fork(after_in_child=_forget_in_child)  # a forked worker's signals are not the parent's
    _installed = True

    def watch() -> None:
        while True:
            try:
                data = os.read(read_fd, 64)
            except OSError:
                return
            signums = [b for b in data if b in (signal.SIGINT, signal.SIGTERM)]
            if not signums:
                continue
            threading.Event().wait(grace)  # the main thread may still end the run itself
            cleanup()
            name = "interrupted" if signums[0] == signal.SIGINT else "terminated"
            try:
                os.write(2, f"{prog}: {name}\n".encode())
            except OSError:
                pass
            os._exit(128 + signums[0])

    threading.Thread(target=watch, name="mlbridge-interrupt", daemon=True).start()
