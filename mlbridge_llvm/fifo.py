"""Named pipes with deadlines: never a blocking ``open`` or ``read`` that can hang forever.

Both ends are opened non-blocking and every wait goes through ``poll`` with the time left before a deadline,
so a peer that never opens its end, stops answering, or dies is reported as
:class:`~mlbridge_llvm.errors.PeerTimeoutError` or :class:`~mlbridge_llvm.errors.PeerClosedError`.
An optional ``alive()`` callable (e.g. ``lambda: proc.poll() is None``) turns "the peer process exited" into an
immediate :class:`PeerClosedError` instead of a timeout.

Opening order (LLVM's InteractiveModelRunner and ML-Compiler-Bridge agree): the compiler opens ``B.in`` for
reading, then ``B.out`` for writing; the model opens ``B.in`` for writing, then ``B.out`` for reading.
The model side owns the FIFOs: it creates them (in a private temporary directory unless told otherwise) and removes them.
"""
from __future__ import annotations

import errno
import fcntl
import os
import select
import shutil
import stat
import tempfile
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Optional

from . import interrupt
from .errors import CommunicationError, PeerClosedError, PeerTimeoutError, ProtocolError

Alive = Optional[Callable[[], bool]]
_F_SETPIPE_SZ = 1031
_PIPE_SIZE = 1 << 20
_SLICE_MS = 50  # how often a wait re-checks alive()
_CHUNK = 1 << 16  # read size when looking for a line
_CLOSE_LOCK = threading.Lock()  # makes close() take the descriptor exactly once
_OPEN_POLL = 0.0001  # seconds between attempts to open a write end
_SMALL, _SMALL_CHUNK = 64, 4096  # reads up to _SMALL bytes fetch up to _SMALL_CHUNK at once
_PREALLOC = 16 << 20  # a large read allocates at most this much ahead of the data that has arrived


@dataclass
class FifoPair:
    """The two FIFOs of one channel: ``base.in`` (to the compiler) and ``base.out`` (from the compiler)."""

    base: str
    owned_dir: Optional[str] = field(default=None, repr=False)

    @property
    def to_compiler(self) -> str:
        return self.base + ".in"

    @property
    def from_compiler(self) -> str:
        return self.base + ".out"

    @classmethod
    def create(cls, base: str | None = None, name: str = "channel") -> "FifoPair":
        """Make both FIFOs (mode 0600). Without ``base``, inside a new private temporary directory."""
        owned = None
        if base is None:
            owned = tempfile.mkdtemp(prefix="mlbridge-")
            interrupt.track(owned, directory=True)  # removed even if a signal ends the process
            base = os.path.join(owned, name)
        for path in (base + ".in", base + ".out"):
            if os.path.lexists(path):
                if not stat.S_ISFIFO(os.lstat(path).st_mode):
                    raise CommunicationError(f"{path} exists and is not a FIFO")
                os.unlink(path)
            os.mkfifo(path, 0o600)
        return cls(base, owned)

    def remove(self) -> None:
        """Remove the FIFOs (and the private directory if this pair made it)."""
        for path in (self.to_compiler, self.from_compiler):
            try:
                os.unlink(path)
            except FileNotFoundError:
                pass
        if self.owned_dir:
            shutil.rmtree(self.owned_dir, ignore_errors=True)
            interrupt.untrack(self.owned_dir)
            self.owned_dir = None


class Deadline:
    """A point in time; ``None`` timeout means wait forever."""

    def __init__(self, timeout: float | None):
        self.timeout = timeout
        self.at = None if timeout is None else time.monotonic() + timeout

    def left_ms(self) -> int:
        """Milliseconds left, capped to one wait slice (``-1`` never happens: expiry raises first)."""
        if self.at is None:
            return _SLICE_MS
        left = self.at - time.monotonic()
        return max(0, min(_SLICE_MS, int(left * 1000) + 1))

    def expired(self) -> bool:
        return self.at is not None and time.monotonic() >= self.at


def _check(deadline: Deadline, alive: Alive, what: str) -> None:
    if alive is not None and not alive():
        raise PeerClosedError(f"peer exited while {what}")
    if deadline.expired():
        raise PeerTimeoutError(f"timed out after {deadline.timeout:g}s {what}")


def _wait_exists(path: str, deadline: Deadline, alive: Alive) -> None:
    while not os.path.exists(path):
        _check(deadline, alive, f"waiting for {path} to be created")
        time.sleep(0.005)


def _try(op: Callable[[], Any]) -> Any:
    """``op()``, or ``None`` when the non-blocking call would block."""
    try:
        return op()
    except BlockingIOError:
        return None


def _grow(fd: int) -> None:
    try:
        fcntl.fcntl(fd, _F_SETPIPE_SZ, _PIPE_SIZE)
    except OSError:
        pass  # capped by /proc/sys/fs/pipe-max-size; the default size still works


def _close_once(end: "FifoReader | FifoWriter") -> None:
    """Close ``end.fd`` exactly once, even when two threads close at the same time (a second ``os.close`` of the
    same number would close whatever the process opened next under it, e.g. gRPC's epoll descriptor)."""
    with _CLOSE_LOCK:
        fd, end.fd = end.fd, -1
    if fd >= 0:
        os.close(fd)


class FifoReader:
    """Read end of a FIFO with buffered ``read_exact`` / ``readline`` bounded by a timeout."""

    def __init__(self, path: str, timeout: float | None = 30.0, alive: Alive = None):
        self.path, self.timeout, self.alive = path, timeout, alive
        _wait_exists(path, Deadline(timeout), alive)
        # A non-blocking open of a read end succeeds at once; the writer's blocking open then completes.
        self.fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
        _grow(self.fd)
        self._poll = select.poll()
        self._poll.register(self.fd, select.POLLIN | select.POLLPRI)
        self._buf = bytearray()

    def _attempt(self, op: Callable[[], Any], deadline: Deadline, what: str) -> Any:
        """Repeat the non-blocking read ``op`` until it returns data (bytes or a count) or raise.

        ``b""``/``0`` is end of stream only once a writer has come and gone (POLLHUP); before any writer connected
        it just means "wait".
        """
        while True:
            got = _try(op)
            if got:
                return got
            if got is not None and self._writer_gone():
                # The writer may have connected, written and left between the read and the poll: read once more
                # now that the hang-up is seen; only an empty read after it is the end of the stream.
                got = _try(op)
                if got:
                    return got
                if got is not None:
                    raise PeerClosedError(f"peer closed {self.path} while {what}")
            _check(deadline, self.alive, what)
            self._poll.poll(deadline.left_ms())

    def _read_some(self, limit: int, deadline: Deadline, what: str) -> bytes:
        """At least one and at most ``limit`` bytes from the pipe, or raise (closed peer, timeout, dead peer)."""
        return self._attempt(lambda: os.read(self.fd, limit), deadline, what)

    def _writer_gone(self) -> bool:
        # read() returns b"" both before any writer connected and after the last one left; POLLHUP tells them apart.
        return any(ev & select.POLLHUP for _, ev in self._poll.poll(0))

    def read_exact(self, n: int, timeout: float | None = ..., what: str = "reading") -> bytes | bytearray:  # type: ignore[assignment]
        """Exactly ``n`` bytes (fewer means the peer closed: :class:`PeerClosedError`).

        Small reads (length prefixes, scalar answers) fetch what is available into the buffer in one system call;
        large ones land directly in the returned buffer, which callers may wrap with ``np.frombuffer``.
        """
        if len(self._buf) >= n:
            out = bytes(self._buf[:n])
            del self._buf[:n]
            return out
        deadline = Deadline(self.timeout if timeout is ... else timeout)
        if n <= _SMALL:  # a length prefix or a scalar answer: take what is there in one read, keep the rest buffered
            while len(self._buf) < n:
                self._buf += self._read_some(_SMALL_CHUNK, deadline, f"{what} ({len(self._buf)}/{n} bytes)")
            out = bytes(self._buf[:n])
            del self._buf[:n]
            return out
        return self._read_large(n, deadline, what)

    def _read_large(self, n: int, deadline: Deadline, what: str) -> bytearray:
        """``n`` bytes read with ``os.readv`` straight into the result (no join copy).

        The result grows with the data that has arrived (at most ``_PREALLOC`` ahead of it, doubling), so a peer
        that announces gigabytes and sends a few bytes costs a few bytes, not a zero-filled giant buffer.
        """
        have = len(self._buf)
        out = bytearray(min(n, max(_PREALLOC, have)))
        out[:have] = self._buf
        self._buf.clear()
        while have < n:
            if have == len(out):
                out += bytes(min(n, 2 * len(out)) - len(out))  # double, never past n
            with memoryview(out) as view:  # released before the next resize
                try:
                    have += self._attempt(lambda: os.readv(self.fd, [view[have:]]), deadline, f"{what} ({have}/{n} bytes)")
                except PeerClosedError:
                    self._buf[:] = view[:have]  # keep what arrived so `pending` reports the partial message
                    raise
        return out

    def peek_pending(self) -> int:
        """Bytes received but not consumed, after taking (without waiting) up to one chunk the peer already wrote.

        Lets an unframed protocol notice bytes a peer sent beyond its answer before asking the next question.
        """
        try:
            got = os.read(self.fd, _SMALL_CHUNK)
        except BlockingIOError:
            got = b""
        self._buf += got
        return len(self._buf)

    def readline(self, limit: int = 1 << 24, timeout: float | None = ..., what: str = "reading a line") -> bytes:  # type: ignore[assignment]
        """One line including its ``\\n``; raises :class:`ProtocolError` past ``limit`` bytes without a newline."""
        deadline = Deadline(self.timeout if timeout is ... else timeout)
        start = 0
        while True:
            idx = self._buf.find(b"\n", start)
            if idx >= 0:
                out = bytes(self._buf[: idx + 1])
                del self._buf[: idx + 1]
                return out
            if len(self._buf) > limit:
                raise ProtocolError(f"no newline within {limit} bytes from the peer on {self.path}")
            start = len(self._buf)
            self._buf += self._read_some(_CHUNK, deadline, what)

    @property
    def pending(self) -> int:
        """Bytes received but not yet consumed (a partial message when the peer closes)."""
        return len(self._buf)

    def close(self) -> None:
        """Close the descriptor once (:func:`_close_once`)."""
        _close_once(self)


class FifoWriter:
    """Write end of a FIFO; writes whole buffers (or lists of buffers) within a timeout."""

    def __init__(self, path: str, timeout: float | None = 30.0, alive: Alive = None):
        self.path, self.timeout, self.alive = path, timeout, alive
        deadline = Deadline(timeout)
        _wait_exists(path, deadline, alive)
        while True:
            try:
                self.fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK | os.O_CLOEXEC)
                break
            except OSError as e:
                if e.errno != errno.ENXIO:  # ENXIO: no reader yet
                    raise CommunicationError(f"cannot open {path} for writing: {e.strerror}") from None
            _check(deadline, alive, f"waiting for the peer to open {path}")
            time.sleep(_OPEN_POLL)  # the peer may already be blocked in open() waiting for us: keep this short
        _grow(self.fd)
        self._poll = select.poll()
        self._poll.register(self.fd, select.POLLOUT)

    def write(self, data: bytes | bytearray | memoryview | Iterable[bytes | bytearray | memoryview], timeout: float | None = ...) -> None:  # type: ignore[assignment]
        """Write all of ``data`` (a buffer or a list of buffers, sent with ``writev``)."""
        deadline = Deadline(self.timeout if timeout is ... else timeout)
        parts = [memoryview(data).cast("B")] if isinstance(data, (bytes, bytearray, memoryview)) else [memoryview(p).cast("B") for p in data]
        parts = [p for p in parts if len(p)]
        while parts:
            try:
                n = os.writev(self.fd, parts[:1024])
            except BlockingIOError:
                n = 0
            except BrokenPipeError:
                raise PeerClosedError(f"peer closed {self.path} while we were writing") from None
            while n and parts:
                if n >= len(parts[0]):
                    n -= len(parts[0])
                    parts.pop(0)
                else:
                    parts[0] = parts[0][n:]
                    n = 0
            if parts:
                _check(deadline, self.alive, f"writing to {self.path}")
                self._poll.poll(deadline.left_ms())

    def close(self) -> None:
        """Close the descriptor once (:func:`_close_once`)."""
        _close_once(self)


def open_compiler_side(pair: FifoPair, timeout: float | None, alive: Alive = None) -> tuple[FifoReader, FifoWriter]:
    """Open as the compiler does: read ``B.in`` first, then write ``B.out``."""
    reader = FifoReader(pair.to_compiler, timeout, alive)
    try:
        writer = FifoWriter(pair.from_compiler, timeout, alive)
    except BaseException:
        reader.close()
        raise
    return reader, writer


def open_model_side(pair: FifoPair, timeout: float | None, alive: Alive = None) -> tuple[FifoReader, FifoWriter]:
    """Open as the model does: write ``B.in`` first (waits for the compiler), then read ``B.out``."""
    writer = FifoWriter(pair.to_compiler, timeout, alive)
    try:
        reader = FifoReader(pair.from_compiler, timeout, alive)
    except BaseException:
        writer.close()
        raise
    return reader, writer


class ModelEnd:
    """The model side's hold on a FIFO pair: it creates the pair, opens it in model order, closes and removes it.

    Base of the model-side interfaces (ML-Compiler-Bridge framing and LLVM's interactive mode); a context manager.
    """

    def __init__(self, channel: str | None = None, timeout: float | None = 30.0, alive: Alive = None):
        self.pair = FifoPair.create(channel)
        self.timeout, self.alive = timeout, alive
        self._reader: FifoReader | None = None
        self._writer: FifoWriter | None = None

    @property
    def channel(self) -> str:
        """Base name to give the compiler (``channel.in`` / ``channel.out``)."""
        return self.pair.base

    def open_ends(self) -> tuple[FifoReader, FifoWriter]:
        """Open both ends (once; waits for the compiler within the timeout)."""
        if self._reader is None or self._writer is None:
            self._reader, self._writer = open_model_side(self.pair, self.timeout, self.alive)
        return self._reader, self._writer

    def close(self) -> None:
        """Close both ends and remove the FIFOs (idempotent)."""
        for end in (self._writer, self._reader):
            if end is not None:
                end.close()
        self._reader = self._writer = None
        self.pair.remove()

    def __enter__(self):  # noqa: ANN204 - returns the subclass instance
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
