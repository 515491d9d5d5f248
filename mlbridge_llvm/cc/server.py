"""The ``mlbridge-cc`` compile server: warm worker processes shared by the compiler calls of one user.

A compiler call that runs an ML pass needs Python, LLVM, the pass and its model loaded in a worker process (about
half a second of CPU each time). The server keeps such workers warm between calls, as sccache keeps its server:

* **One per user and environment.** It listens on a Unix socket in a folder only its user can enter
  (:func:`server_dir`: ``$MLBRIDGE_CC_SERVER_DIR``, else ``$XDG_RUNTIME_DIR/mlbridge-cc``, else
  ``/tmp/mlbridge-cc-UID``; created ``0700``, refused if another user owns it or others may enter it), and it
  answers only peers of its own uid (``SO_PEERCRED``). The socket's name is keyed by the Python environment, so
  two virtual environments never share a server.
* **Workers per client environment.** A worker is started with the client's environment (less what changes from
  call to call: make's job-server flags and the like, :data:`VOLATILE`) and reused only for calls with the same
  one; each call also carries the client's working folder and a private temporary folder.
* **Crashes stay in workers.** A worker that LLVM kills is replaced; the call fails with one line, as it would in
  a worker of the client's own.
* **Nothing outlives its client.** A client tells the server which front-end processes it starts and which folder
  it works in; if its connection ends without ``release`` (the client was killed, even by SIGKILL), the server
  stops those processes (their whole process group) and the worker busy with its call, and removes the folder.
* **Never waited on.** A client that cannot reach the server, or gets no answer in :data:`HELLO_TIMEOUT`
  seconds, kills it (its pid comes from the socket) and starts a new one; if that fails too it uses a worker of
  its own (:mod:`.backend`). The server exits after ``$MLBRIDGE_CC_SERVER_IDLE`` seconds (default 600) without a
  client, and at once when the kit's code changed under it (a new version installed, a checkout edited): its
  clients are then served by a new one.

Protocol: each message is an 8-byte little-endian length and a pickle (the peer is the same user). Client to server:
``hello``, ``call`` (answered with an Outcome's fields), ``watch`` (a front-end process), ``workdir``, ``release``;
``shutdown`` ends the server.
"""
from __future__ import annotations

import os
import pickle
import select
import shutil
import signal
import socket
import stat
import struct
import sys
import threading
import time
from typing import Any

_LEN = struct.Struct("<Q")
_POLLRDHUP = getattr(select, "POLLRDHUP", 0x2000)  # the peer shut its end (Linux)
#: Seconds a client waits for the server's answer to ``hello`` before it replaces the server.
HELLO_TIMEOUT = 5.0
#: Seconds without a client after which the server exits (``$MLBRIDGE_CC_SERVER_IDLE``).
IDLE_SECONDS = 600.0
#: Environment variables that change between the calls of one build and say nothing about the worker's work.
VOLATILE = ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKE_TERMOUT", "MAKE_TERMERR", "MAKEOVERRIDES", "PWD", "OLDPWD",
            "SHLVL", "_", "TERM", "COLUMNS", "LINES", "NINJA_STATUS")
ENV_DIR = "MLBRIDGE_CC_SERVER_DIR"
ENV_IDLE = "MLBRIDGE_CC_SERVER_IDLE"
#: A Unix socket path longer than this does not fit ``sockaddr_un``.
MAX_SOCKET_PATH = 107


class ServerError(Exception):
    """The server cannot be used (its folder is not safe, or it did not answer)."""


# ------------------------------------------------------------------------------------------------- where
def server_dir() -> str:
    """The folder of this user's servers (module doc); created ``0700``; ServerError if it is not safe."""
    folder = os.environ.get(ENV_DIR)
    if not folder:
        runtime = os.environ.get("XDG_RUNTIME_DIR")
        if runtime and os.path.isdir(runtime) and os.stat(runtime).st_uid == os.getuid():
            folder = os.path.join(runtime, "mlbridge-cc")
        else:
            folder = f"/tmp/mlbridge-cc-{os.getuid()}"
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
        st = os.lstat(folder)
    except OSError as e:
        raise ServerError(f"cannot use {folder}: {e.strerror}") from None
    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid() or st.st_mode & 0o077:
        raise ServerError(f"{folder} is not a private folder of this user (owner {st.st_uid}, mode "
                          f"{stat.S_IMODE(st.st_mode):o})")
    return folder


def environment_key() -> str:
    """What tells this Python environment's server apart: the interpreter and where the kit is installed."""
    import zlib  # not hashlib: loading OpenSSL would cost every compiler call ~60 ms

    kit = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    text = f"{os.path.realpath(sys.executable)}|{sys.prefix}|{kit}".encode()  # python and python3 alike
    return f"{zlib.crc32(text):08x}{zlib.adler32(text):08x}"


def socket_path(folder: str | None = None) -> str:
    """The socket of this environment's server (ServerError if the path does not fit a socket address)."""
    path = os.path.join(folder or server_dir(), f"srv-{environment_key()}.sock")
    if len(path.encode()) > MAX_SOCKET_PATH:
        raise ServerError(f"the socket path {path} is too long for a Unix socket (set {ENV_DIR} to a short folder)")
    return path


def code_stamp() -> str:
    """A digest of the kit's Python files (names, sizes, modification times): it changes when the kit changes."""
    import hashlib
    import importlib.util

    kit = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    roots = [kit]
    for name in ("mlbridge_passes", "mlbridge_training"):
        spec = importlib.util.find_spec(name)
        roots += list(spec.submodule_search_locations or []) if spec else []
    h = hashlib.sha256()
    for root in roots:
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
            for name in sorted(files):
                if name.endswith(".py"):
                    st = os.stat(os.path.join(folder, name))
                    h.update(f"{folder}/{name}:{st.st_size}:{st.st_mtime_ns}\n".encode())
    return h.hexdigest()


def worker_env(environ: dict[str, str] | None = None) -> dict[str, str]:
    """The part of a client's environment its worker is started with (module doc)."""
    env = dict(os.environ if environ is None else environ)
    for name in VOLATILE:
        env.pop(name, None)
    return env


# ------------------------------------------------------------------------------------------------- framing
def send(sock: socket.socket, message: Any) -> None:
    """Send one message (length and pickle)."""
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    sock.sendall(_LEN.pack(len(data)) + data)


def _recv_exact(sock: socket.socket, size: int) -> bytes:
    chunks, left = [], size
    while left:
        chunk = sock.recv(min(left, 1 << 20))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def receive(sock: socket.socket) -> Any:
    """Receive one message; EOFError when the peer closed the connection."""
    (size,) = _LEN.unpack(_recv_exact(sock, _LEN.size))
    return pickle.loads(_recv_exact(sock, size))


def peer_credentials(sock: socket.socket) -> tuple[int, int, int]:
    """(pid, uid, gid) of the process at the other end of a Unix socket."""
    raw = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    pid, uid, gid = struct.unpack("3i", raw)
    return pid, uid, gid


# ------------------------------------------------------------------------------------------------- server
class _Pool:
    """Idle warm workers, by client environment."""

    def __init__(self) -> None:
        self._idle: dict[str, list[Any]] = {}
        self._lock = threading.Lock()
        self.limit = max(2, os.cpu_count() or 2)

    def take(self, env: dict[str, str]) -> Any:
        from ..workers import WorkerProcess

        key = repr(sorted(env.items()))
        with self._lock:
            idle = self._idle.get(key)
            worker = idle.pop() if idle else None
        worker = worker or WorkerProcess(env=env)
        worker.pool_key = key
        return worker

    def give_back(self, worker: Any) -> None:
        with self._lock:
            idle = self._idle.setdefault(worker.pool_key, [])
            if len(idle) < self.limit and not worker.closed:
                idle.append(worker)
                return
        worker.close()

    def close(self) -> None:
        with self._lock:
            workers = [w for ws in self._idle.values() for w in ws]
            self._idle.clear()
        for w in workers:
            w.close()


class Server:
    """The compile server's state (see the module doc); :meth:`serve_forever` runs it."""

    def __init__(self, path: str, idle: float) -> None:
        self.path, self.idle = path, idle
        self.stamp = code_stamp()
        self.pool = _Pool()
        self.clients = 0
        self.last_active = time.monotonic()
        self.stopping = threading.Event()
        self._lock = threading.Lock()
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)

    def bind(self) -> None:
        """Take the socket path (a stale socket of a dead server is replaced)."""
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        self.listener.bind(self.path)
        os.chmod(self.path, 0o600)
        self.listener.listen(64)

    def serve_forever(self) -> None:
        """Accept clients until idle for too long, the code changed, or ``shutdown``."""
        self.listener.settimeout(1.0)
        try:
            while not self.stopping.is_set():
                try:
                    conn, _ = self.listener.accept()
                except TimeoutError:
                    with self._lock:
                        quiet = self.clients == 0 and time.monotonic() - self.last_active > self.idle
                    if quiet:
                        break
                    continue
                except OSError:
                    if self.stopping.is_set():  # retired: the listening socket is closed already
                        break
                    raise
                with self._lock:
                    self.clients += 1
                threading.Thread(target=self._client, args=(conn,), daemon=True).start()
        finally:
            self._stop_listening()
            while True:  # calls in progress finish (a new server already takes new clients)
                with self._lock:
                    if self.clients == 0:
                        break
                time.sleep(0.05)
            self.pool.close()

    def _stop_listening(self) -> None:
        """Give the socket path up (at once, so a new server can take it while calls here finish)."""
        with self._lock:
            if self.listener.fileno() < 0:
                return
        try:
            if os.path.exists(self.path) and os.stat(self.path).st_ino == os.fstat(self.listener.fileno()).st_ino:
                os.unlink(self.path)
        except OSError:
            pass
        self.listener.close()

    def _client(self, conn: socket.socket) -> None:
        from ..guardian import stop  # stdlib only, as the rest of the server

        watched: list[tuple[int, str]] = []
        folders: list[str] = []
        released = False
        try:
            _, uid, _ = peer_credentials(conn)
            if uid != os.getuid():
                return
            while True:
                try:
                    msg = receive(conn)
                except (EOFError, OSError):
                    break
                op = msg.get("op")
                if op == "hello":
                    if code_stamp() != self.stamp:
                        self.stopping.set()
                        self._stop_listening()  # the client starts a new server at once
                        send(conn, {"ok": False, "error": "stale"})
                        break
                    send(conn, {"ok": True, "pid": os.getpid()})
                elif op == "call":
                    reply = self._call(conn, msg)
                    try:
                        send(conn, reply)
                    except OSError:  # the client went away during the call
                        break
                elif op == "watch":
                    watched.append((int(msg["pid"]), str(msg["start"])))
                elif op == "workdir":
                    folders.append(str(msg["path"]))
                elif op == "release":
                    released = True
                    watched.clear()
                    folders.clear()
                elif op == "shutdown":
                    self.stopping.set()
                    break
        finally:
            conn.close()
            if not released:  # the client died: what it started must not outlive it
                for pid, start in watched:
                    stop(pid, start, 2.0, group=True)
                for folder in folders:
                    shutil.rmtree(folder, ignore_errors=True)
            with self._lock:
                self.clients -= 1
                self.last_active = time.monotonic()

    def _call(self, conn: socket.socket, msg: dict[str, Any]) -> dict[str, Any]:
        """One call in a warm worker; the worker is killed if the client goes away meanwhile."""
        worker = self.pool.take(msg["env"])
        gone = threading.Event()
        wake_r, wake_w = os.pipe()  # ends the watcher as soon as the call is over

        def watch_client() -> None:
            poller = select.poll()
            poller.register(conn.fileno(), select.POLLIN | select.POLLHUP | select.POLLERR | _POLLRDHUP)
            poller.register(wake_r, select.POLLIN)
            while True:
                events = dict(poller.poll())
                if wake_r in events:
                    return
                try:
                    peeked = conn.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT)
                except BlockingIOError:
                    continue
                except OSError:
                    peeked = b""
                if not peeked:
                    gone.set()
                    worker.close()
                    return
                poller.unregister(conn.fileno())  # a client never sends during a call: wait for the call's end

        watcher = threading.Thread(target=watch_client, daemon=True)
        watcher.start()
        try:
            outcome = worker.call(msg["function"], msg["argument"], msg.get("timeout"))
        finally:
            os.write(wake_w, b"x")
            watcher.join()
            os.close(wake_r)
            os.close(wake_w)
        if gone.is_set():
            worker.close()
        else:
            self.pool.give_back(worker)
        return {"ok": outcome.ok, "value": outcome.value, "kind": outcome.kind, "error": outcome.error,
                "seconds": outcome.seconds}  # not asdict: it would turn the Steps in a value into dicts


def serve(path: str, idle: float | None = None) -> int:
    """Run a server on ``path`` until it is idle for ``idle`` seconds (``$MLBRIDGE_CC_SERVER_IDLE``, default 600)."""
    if idle is None:
        idle = float(os.environ.get(ENV_IDLE) or IDLE_SECONDS)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a Ctrl-C at a build's terminal is the build's, not ours
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    os.chdir("/")
    server = Server(path, idle)
    server.bind()
    server.serve_forever()
    return 0


def stop_server(path: str, timeout: float = 10.0) -> bool:
    """Ask the server on ``path`` to shut down; True if one was there."""
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.settimeout(timeout)
            sock.connect(path)
            send(sock, {"op": "shutdown"})
            try:
                sock.recv(1)
            except OSError:
                pass
        return True
    except OSError:
        return False


def stop_all(folder: str | None = None) -> int:
    """Shut down every server in ``folder`` (default: this user's); returns how many there were."""
    folder = folder or server_dir()
    count = 0
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if name.startswith("srv-") and name.endswith(".sock"):
            count += stop_server(os.path.join(folder, name))
    return count


if __name__ == "__main__":  # python -m mlbridge_llvm.cc.server SOCKET | --stop [FOLDER]
    if sys.argv[1:2] == ["--stop"]:
        print(stop_all(sys.argv[2] if len(sys.argv) > 2 else None))
        sys.exit(0)
    sys.exit(serve(sys.argv[1]))
