"""Worker processes: the one home of the kit's child processes that run LLVM work and survive what LLVM does to them.

:class:`WorkerProcess` (parent side) keeps one long-lived child (``python -m mlbridge_llvm.workers``; with
``site=False`` ``python -S``, which starts faster and imports neither numpy nor llvmlite unless the call does) and
sends it calls ``(module:function, argument)`` as length-prefixed pickles on its stdin; the child answers on a
private copy of its stdout (fd 1 is pointed at stderr so LLVM's prints cannot corrupt the stream). The child's
stderr goes to a temporary file. If the child dies (LLVM fatal error, abort, segfault) or does not answer within
the timeout (it is killed, with every process it started: it runs in a session of its own),
:meth:`WorkerProcess.call` returns a failed :class:`Outcome` with the last lines of that stderr, and the next call
starts a new child. A child killed by a signal LLVM never sends itself (SIGKILL from the OOM killer or another
process, SIGTERM, ...) is an ``infrastructure`` outcome, not a ``crash`` of the module. A Ctrl-C at the terminal
reaches only the parent, which stops its children; if the parent dies, the children see EOF and exit.

Its users: corpus runs (:mod:`mlbridge_llvm.corpus.backends`, one per pool slot or Ray actor), isolated pipelines
(:mod:`mlbridge_llvm.isolate`), ``mlbridge-cc``'s compile server and its own fallback worker
(:mod:`mlbridge_llvm.cc`), the gym environments' process transport. The plumbing below (environment of a ``-S``
child, exact reads with deadlines, the informative tail of a dead child's stderr) serves them and the plug-in probe
of :mod:`mlbridge_llvm.native.plugins`.

Cost measured here (2 shared cores): starting a ``-S`` child and its first LLVM call about 55-110 ms; a call to a
live child adds 0.15-0.3 ms over in-process (one pipe round trip).
"""
from __future__ import annotations

import importlib
import os
import pickle
import select
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from dataclasses import dataclass
from typing import Any, Callable

TAIL_LINES = 3


def package_root() -> str:
    """The folder that holds the ``mlbridge_llvm`` package."""
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def child_env(base: dict[str, str] | None = None) -> dict[str, str]:
    """Environment for a worker started with ``-S``: ``base`` (default: this process's environment) with this
    process's ``sys.path`` (so every import still works without site processing) and the libLLVM.so path (so the
    worker need not look for the wheel)."""
    from .ir.llvmc import ENV_VAR, library_path

    env = dict(os.environ if base is None else base)
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


_LEN = struct.Struct("<Q")


#: ``Outcome.kind`` of a failure that says nothing about the module: the worker, its actor or its node was lost
#: (killed from outside, out of memory, a Ray node gone). Backends retry such calls; a resumed run re-runs them.
INFRASTRUCTURE = "infrastructure"
#: Signals LLVM never sends itself: a worker that dies of one was killed from outside (the OOM killer sends SIGKILL).
OUTSIDE_SIGNALS = (signal.SIGKILL, signal.SIGTERM, signal.SIGHUP, signal.SIGINT)


@dataclass
class Outcome:
    """What a call produced: ``ok`` and ``value``, or ``kind`` (``crash``/``timeout``/``exception``/
    ``infrastructure``/``cancelled``) and ``error``."""

    ok: bool
    value: Any = None
    kind: str = ""
    error: str = ""
    seconds: float = 0.0
    how: str = ""  # a dead child: "killed by SIGSEGV", "exit code 3"
    tail: str = ""  # a dead or timed-out child: the informative end of its stderr (stderr_tail)


class WorkerProcess:
    """One restartable child process executing ``module:function`` calls (thread-safe: calls are serialised)."""

    def __init__(self, env: dict[str, str] | None = None, site: bool = True) -> None:
        self._env = env
        self._site = site
        self._proc: subprocess.Popen[bytes] | None = None
        self._errfile: Any = None
        self._lock = threading.Lock()
        self.restarts = 0
        self.closed = False

    @property
    def pid(self) -> int | None:
        """The current child's pid (None when none is running)."""
        return self._proc.pid if self._proc else None

    def _start(self) -> subprocess.Popen[bytes]:
        if self._errfile is None:
            self._errfile = tempfile.TemporaryFile()
        if self._site:
            argv, env = [sys.executable, "-m", "mlbridge_llvm.workers"], self._env
        else:  # no site processing (faster start, no numpy/llvmlite): the paths and libLLVM come in the environment
            argv, env = [sys.executable, "-S", "-m", "mlbridge_llvm.workers"], child_env(self._env)
        self._proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._errfile,
                                      env=env, start_new_session=True)
        return self._proc

    def _kill(self) -> int | None:
        proc, self._proc = self._proc, None
        if proc is None:
            return None
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)  # the child and anything it started
            except (ProcessLookupError, PermissionError):
                proc.kill()
        code = proc.wait()
        for stream in (proc.stdin, proc.stdout):
            if stream:
                try:
                    stream.close()
                except OSError:
                    pass
        return code

    def _stderr_since(self, offset: int) -> str:
        self._errfile.seek(offset)
        data = self._errfile.read()
        self._errfile.seek(0, os.SEEK_END)
        return data.decode("utf-8", "replace")

    def call(self, function: str, argument: Any, timeout: float | None = None) -> Outcome:
        """Run ``function`` (``"package.module:name"``) on ``argument`` in the child; never raises for child failures."""
        with self._lock:
            if self.closed:
                return Outcome(False, kind="cancelled", error="worker closed")
            proc = self._proc if self._proc and self._proc.poll() is None else self._start()
            offset = os.fstat(self._errfile.fileno()).st_size
            t0 = time.monotonic()
            deadline = None if timeout is None else t0 + timeout
            try:
                payload = pickle.dumps((function, argument), protocol=pickle.HIGHEST_PROTOCOL)
                assert proc.stdin is not None and proc.stdout is not None
                proc.stdin.write(_LEN.pack(len(payload)) + payload)
                proc.stdin.flush()
                fd = proc.stdout.fileno()
                (size,) = _LEN.unpack(read_exact_fd(fd, _LEN.size, deadline))
                ok, value = pickle.loads(read_exact_fd(fd, size, deadline))
            except TimeoutError:
                self._kill()
                self.restarts += 1
                tail = stderr_tail(self._stderr_since(offset))
                msg = f"timed out after {timeout:g} s" + (f": {tail}" if tail else "")
                return Outcome(False, kind="timeout", error=msg, seconds=time.monotonic() - t0, tail=tail)
            except (OSError, EOFError, pickle.UnpicklingError):
                code = self._kill()
                self.restarts += 1
                if self.closed:
                    return Outcome(False, kind="cancelled", error="worker closed", seconds=time.monotonic() - t0)
                tail = stderr_tail(self._stderr_since(offset))
                how = f"killed by {signal.Signals(-code).name}" if code is not None and code < 0 else f"exit code {code}"
                if code is not None and -code in OUTSIDE_SIGNALS:  # not LLVM: another process, or out of memory
                    return Outcome(False, kind=INFRASTRUCTURE, seconds=time.monotonic() - t0, how=how, tail=tail,
                                   error=f"worker {how} from outside (out of memory, or another process)")
                return Outcome(False, kind="crash", error=f"worker died ({how})" + (f": {tail}" if tail else ""),
                               seconds=time.monotonic() - t0, how=how, tail=tail)
            seconds = time.monotonic() - t0
        if ok:
            return Outcome(True, value, seconds=seconds)
        return Outcome(False, kind="exception", error=str(value), seconds=seconds)

    def close(self) -> None:
        """Stop the child (idempotent; a call in progress returns a ``cancelled`` outcome)."""
        self.closed = True
        proc = self._proc
        if proc is not None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        with self._lock:
            self._kill()
            if self._errfile is not None:
                self._errfile.close()
                self._errfile = None

    def __enter__(self) -> "WorkerProcess":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# ------------------------------------------------------------------ child side
def _resolve(spec: str, cache: dict[str, Callable[[Any], Any]]) -> Callable[[Any], Any]:
    fn = cache.get(spec)
    if fn is None:
        module, _, name = spec.partition(":")
        fn = getattr(importlib.import_module(module), name)
        cache[spec] = fn
    return fn


def failure_text(e: Exception) -> str:
    """What the parent gets for an exception of a call: the kit's one-line error as it is; anything else is a bug
    (``internal error: KeyError: 'x'``) and says how to see its traceback, which ``$MLBRIDGE_DEBUG`` appends."""
    from .errors import MLBridgeError

    line = f"{type(e).__name__}: {' '.join(str(e).split())}"
    if isinstance(e, MLBridgeError):
        return line
    if os.environ.get("MLBRIDGE_DEBUG"):
        return f"internal error: {line}\n{traceback.format_exc().rstrip()}"
    return f"internal error: {line} (MLBRIDGE_DEBUG=1 shows the traceback)"


def serve() -> int:
    """Child main loop: read calls from stdin until EOF, answer ``(ok, value_or_error)`` on the private stdout."""
    out = os.dup(1)
    os.dup2(2, 1)
    inp = sys.stdin.buffer.fileno()
    cache: dict[str, Callable[[Any], Any]] = {}
    while True:
        try:
            (size,) = _LEN.unpack(read_exact_fd(inp, _LEN.size, None))
            function, argument = pickle.loads(read_exact_fd(inp, size, None))
        except EOFError:
            return 0
        try:
            reply = (True, _resolve(function, cache)(argument))
        except Exception as e:  # reported to the parent as a failed call, the child goes on
            reply = (False, failure_text(e))
        data = pickle.dumps(reply, protocol=pickle.HIGHEST_PROTOCOL)
        write_all_fd(out, _LEN.pack(len(data)) + data)


if __name__ == "__main__":
    _status = serve()
    sys.stderr.flush()
    os._exit(_status)  # skip libLLVM's static destructors: nothing left to clean up in a worker
