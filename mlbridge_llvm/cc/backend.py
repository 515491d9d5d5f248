"""Where ``mlbridge-cc`` runs its worker's part, and who stops what it started if it dies.

:func:`open_backend` gives a :class:`ServerBackend` (a connection to this user's compile server, :mod:`.server`,
started when there is none) or, when the server cannot be had or ``$MLBRIDGE_CC_SERVER`` is off, a
:class:`LocalBackend` (a worker process of this invocation, as before the server, plus a guardian process,
:mod:`mlbridge_llvm.guardian`). Both take the same orders:

* :meth:`call`: run ``module:function`` on a request in a worker; an Outcome, never an exception for a worker
  that died;
* :meth:`watch`: a front-end process this invocation started (in a session of its own): if the invocation dies,
  even of SIGKILL, the server or the guardian stops its whole process group within seconds;
* :meth:`workdir`: the invocation's private folder, removed by them in that case;
* :meth:`close`: the invocation ends normally (it removed its folder itself): nothing is left to do for them;
  ``close(abort=True)`` when it ends on an interrupt or an error: the server (which sees the connection end without
  ``release``) stops the call in progress and what it watches.
"""
from __future__ import annotations

import fcntl
import os
import socket
import subprocess
import sys
import time
from typing import Any

from ..workers import Outcome
from . import server as srv

ENV_SERVER = "MLBRIDGE_CC_SERVER"
#: Seconds to wait for a server just started to listen.
START_TIMEOUT = 20.0


class LocalBackend:
    """A worker process of this invocation (started on first call) and a guardian (started on first order)."""

    def __init__(self) -> None:
        self._worker: Any = None
        self._guardian: Any = None

    def _guard(self) -> Any:
        if self._guardian is None:
            from ..guardian import Guardian

            self._guardian = Guardian(grace=2.0)
        return self._guardian

    def call(self, function: str, request: dict[str, Any], timeout: float | None) -> Outcome:
        """Run ``function`` on ``request`` in this invocation's worker."""
        if self._worker is None:
            from ..workers import WorkerProcess

            self._worker = WorkerProcess()
            self._worker.call("mlbridge_llvm.cc.backend:pid", None)  # started now, so the guardian can watch it
            self._guard().watch(self._worker.pid, group=True)
        return self._worker.call(function, request, timeout)

    def watch(self, pid: int) -> None:
        """Stop process group ``pid`` if this invocation dies."""
        self._guard().watch(pid, group=True)

    def workdir(self, path: str) -> None:
        """Remove ``path`` if this invocation dies."""
        self._guard().remove_dir(path)

    def close(self, abort: bool = False) -> None:
        """Stop the worker (its whole process group) and release the guardian."""
        if self._worker is not None:
            self._worker.close()
        if self._guardian is not None:
            self._guardian.release()


def pid(_: Any) -> int:
    """The worker's pid (a first call that starts it)."""
    return os.getpid()


class ServerBackend:
    """A connection to this user's compile server (:mod:`.server`). If the server goes away (killed, or replaced
    after an upgrade), the invocation goes on with a :class:`LocalBackend`: a call is only bitcode in, bitcode out,
    so it is simply made again there."""

    def __init__(self, sock: socket.socket) -> None:
        self._sock: socket.socket | None = sock
        self._env = srv.worker_env()
        self._local: LocalBackend | None = None
        self._workdirs: list[str] = []

    def _lost(self) -> LocalBackend:
        if self._local is None:
            if self._sock is not None:
                self._sock.close()
                self._sock = None
            self._local = LocalBackend()
            for path in self._workdirs:
                self._local.workdir(path)
        return self._local

    def call(self, function: str, request: dict[str, Any], timeout: float | None) -> Outcome:
        """Run ``function`` on ``request`` in one of the server's warm workers."""
        if self._sock is not None:
            try:
                srv.send(self._sock, {"op": "call", "function": function, "argument": request, "timeout": timeout,
                                      "env": self._env})
                return Outcome(**srv.receive(self._sock))
            except (OSError, EOFError):
                pass
        return self._lost().call(function, request, timeout)

    def _order(self, message: dict[str, Any]) -> bool:
        if self._sock is None:
            return False
        try:
            srv.send(self._sock, message)
            return True
        except OSError:
            return False

    def watch(self, pid: int) -> None:
        """Stop process group ``pid`` if this invocation dies."""
        from ..guardian import start_time

        start = start_time(pid)
        if start is not None and not self._order({"op": "watch", "pid": pid, "start": start}):
            self._lost().watch(pid)

    def workdir(self, path: str) -> None:
        """Remove ``path`` if this invocation dies."""
        path = os.path.abspath(path)
        self._workdirs.append(path)
        if not self._order({"op": "workdir", "path": path}):
            self._lost().workdir(path)

    def close(self, abort: bool = False) -> None:
        """Release the server's watch and close the connection; ``abort``: close it without ``release``, so the
        server stops a call still running for us and the processes it watches."""
        if self._sock is not None:
            if not abort:
                self._order({"op": "release"})
            self._sock.close()
            self._sock = None
        if self._local is not None:
            self._local.close(abort)


def _connect(path: str) -> tuple[socket.socket, int] | None:
    """A connection to a live, current server on ``path`` and its pid; None if there is none. A server that does
    not answer in time, or whose code is stale, is stopped."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(path)
    except OSError:
        sock.close()
        return None
    server_pid = srv.peer_credentials(sock)[0]
    try:
        sock.settimeout(srv.HELLO_TIMEOUT)
        srv.send(sock, {"op": "hello"})
        reply = srv.receive(sock)
        sock.settimeout(None)
    except (OSError, EOFError):
        reply = {"ok": False, "error": "no answer"}
    if reply.get("ok"):
        return sock, server_pid
    sock.close()
    if reply.get("error") != "stale":  # hung: never waited on again (a stale one gave its socket up already)
        try:
            os.kill(server_pid, 9)
        except OSError:
            pass
    return None


def _start(path: str) -> None:
    """Start a server on ``path`` (detached: its own session, its output in a log file beside the socket)."""
    log = open(path[: -len(".sock")] + ".log", "ab")
    try:
        subprocess.Popen([sys.executable, "-m", "mlbridge_llvm.cc.server", path], stdin=subprocess.DEVNULL,
                         stdout=log, stderr=log, start_new_session=True, close_fds=True)
    finally:
        log.close()


def connect_server() -> ServerBackend:
    """A connection to this environment's server, started if there is none; ServerError if none can be had."""
    path = srv.socket_path()
    got = _connect(path)
    if got:
        return ServerBackend(got[0])
    with open(path[: -len(".sock")] + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # one client starts it; the others find it running
        got = _connect(path)
        if got:
            return ServerBackend(got[0])
        _start(path)
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            time.sleep(0.02)
            if os.path.exists(path):
                got = _connect(path)
                if got:
                    return ServerBackend(got[0])
    raise srv.ServerError(f"the compile server on {path} did not start (see {path[:-5]}.log)")


def open_backend() -> LocalBackend | ServerBackend:
    """The compile server, or a worker of this invocation when the server is off (``$MLBRIDGE_CC_SERVER=0``) or
    cannot be had (one warning line then)."""
    from .plan import switch_on

    if not switch_on(os.environ.get(ENV_SERVER, "1")):
        return LocalBackend()
    try:
        return connect_server()
    except (srv.ServerError, OSError) as e:
        print(f"mlbridge-cc: warning: no compile server ({' '.join(str(e).split())}); using a worker of this call",
              file=sys.stderr, flush=True)
        return LocalBackend()
