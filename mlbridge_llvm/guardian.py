"""A guardian process: a compiler started by a tool is stopped and cleaned up even if the tool is SIGKILLed.

A process killed with SIGKILL runs no clean-up code, and LLVM's interactive-mode runner does not stop when the other
end of its channel disappears: it reads end-of-file in a loop at full speed forever (seen with LLVM 22's ``opt``:
30-40k ``read()`` calls per second, its ``-o`` file left at 0 bytes). So a tool that starts a compiler
(``mlbridge-serve``) first starts a guardian: a small stdlib-only Python process in its own session, holding the
read end of a pipe whose write end only the tool holds. When the tool ends normally it sends ``release`` and the
guardian exits doing nothing. When the pipe reaches end-of-file without ``release`` (the tool died, however), the
guardian sends SIGTERM to the compiler (LLVM tools remove their partial output on SIGTERM), SIGKILL after ``grace``
seconds, then removes the files and directories it was given (new ``-o`` files, the FIFO directory). A compiler
pid is identified by its start time too, so a recycled pid is never signalled.

Cost: one ``python -I -S`` start-up (about 15 ms), in parallel with the compiler's.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from typing import IO


def _start_time(pid: int) -> str | None:
    """Field 22 of ``/proc/PID/stat`` (start time in clock ticks), or None if there is no such live process."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
    except OSError:
        return None
    if fields[0] in (b"Z", b"X"):  # exited, not yet reaped: nothing left to stop
        return None
    return fields[19].decode()


class Guardian:
    """The tool's side of a guardian process (see the module docstring); a context manager that releases it.

    Tell it what to do should the tool die: :meth:`watch` a process, :meth:`remove_file`, :meth:`remove_dir`;
    :meth:`keep_files` when the files became the tool's good output.
    """

    def __init__(self, grace: float = 5.0) -> None:
        self._proc: subprocess.Popen[bytes] | None = subprocess.Popen(
            [sys.executable, "-I", "-S", os.path.abspath(__file__), json.dumps({"grace": grace})],
            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)

    def watch(self, pid: int, group: bool = False) -> None:
        """Stop process ``pid`` (SIGTERM, then SIGKILL) if the tool dies from now on; ``group``: its whole process
        group (a process started in a session of its own, with every process it started)."""
        start = _start_time(pid)
        if start is not None:
            self._send({"pid": pid, "start": start, "group": group})

    def remove_file(self, path: str) -> None:
        """Remove the regular file ``path`` (never a link or a device) if the tool dies."""
        self._send({"file": os.path.abspath(path)})

    def remove_dir(self, path: str) -> None:
        """Remove the directory tree ``path`` if the tool dies."""
        self._send({"dir": os.path.abspath(path)})

    def keep_files(self) -> None:
        """Forget every :meth:`remove_file` so far (they are the tool's finished output now)."""
        self._send({"keep": True})

    def _send(self, message: dict[str, object]) -> None:
        stdin: IO[bytes] | None = self._proc.stdin if self._proc else None
        if stdin is not None:
            try:
                stdin.write(json.dumps(message).encode() + b"\n")
                stdin.flush()
            except OSError:  # the guardian is gone: nothing more it can do for us
                pass

    def release(self) -> None:
        """The tool is ending normally and has cleaned up itself: the guardian exits without acting (idempotent)."""
        self._send({"release": True})
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            assert proc.stdin is not None
            proc.stdin.close()
        except OSError:
            pass
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

    def __enter__(self) -> "Guardian":
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


# ---------------------------------------------------------------------- the guardian process (stdlib only)
def stop(pid: int, start: str, grace: float, group: bool = False) -> None:
    """SIGTERM process ``pid`` (its process group if ``group``), SIGKILL after ``grace`` seconds; nothing if ``pid``
    is no longer the process that started at ``start`` (:func:`_start_time`): a recycled pid is never signalled."""
    send = os.killpg if group else os.kill
    if _start_time(pid) != start:
        return
    try:
        send(pid, signal.SIGTERM)
    except OSError:
        return
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline:
        if _start_time(pid) != start:
            break
        time.sleep(0.05)
    now = _start_time(pid)
    try:  # a group's leader may be gone while others of the group live on; a recycled pid is left alone
        if now == start or (group and now is None):
            send(pid, signal.SIGKILL)
    except OSError:
        pass


def start_time(pid: int) -> str | None:
    """The start time of live process ``pid`` (for :func:`stop`), None if there is none."""
    return _start_time(pid)


def _guard(grace: float, stdin: IO[bytes]) -> int:
    """Read orders until ``release`` (exit) or end of file (the tool died: carry them out)."""
    watched: list[tuple[int, str, bool]] = []
    files: list[str] = []
    dirs: list[str] = []
    for raw in stdin:
        try:
            order = json.loads(raw)
        except ValueError:
            continue
        if order.get("release"):
            return 0
        if "pid" in order:
            watched.append((int(order["pid"]), str(order["start"]), bool(order.get("group"))))
        elif "file" in order:
            files.append(str(order["file"]))
        elif "dir" in order:
            dirs.append(str(order["dir"]))
        elif order.get("keep"):
            files.clear()
    for pid, start, group in watched:
        stop(pid, start, grace, group)
    for path in files:
        try:
            if os.path.isfile(path) and not os.path.islink(path):
                os.unlink(path)
        except OSError:
            pass
    for path in dirs:
        shutil.rmtree(path, ignore_errors=True)
    return 0


if __name__ == "__main__":
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # only the end of its pipe ends it
    sys.exit(_guard(float(json.loads(sys.argv[1])["grace"]), sys.stdin.buffer))
