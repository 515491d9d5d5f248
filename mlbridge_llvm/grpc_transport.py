"""gRPC transport shared by the compiler side (:mod:`mlbridge_llvm.runners.grpc`) and the model side
(:mod:`mlbridge_llvm.interface.grpc`): service names, channels and servers (with TLS/token from
:mod:`mlbridge_llvm.grpc_security` and a limit on concurrent clients), the retry loop, ``TensorList`` encoding and
decoding, and the request hand-off queue used when the compiler is the server (training mode).

Service ``mlbridge.MLBridge`` (``proto/mlbridge.proto``): ``getAdvice`` and ``getObservation``, both
``TensorList -> TensorList``, plus the bidirectional ``adviceStream``; handlers and stubs are built directly with
grpcio's generic handlers (no generated ``*_pb2_grpc`` module).
"""
from __future__ import annotations

import itertools
import queue
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Mapping, Sequence, TypeVar

import grpc

from .errors import (CommunicationError, ConfigError, FeatureError, MLBridgeError, PeerTimeoutError, ProtocolError,
                      RetriesExhaustedError)
from .grpc_security import ClientSecurity, ServerSecurity, warn_if_exposed
from .proto import mlbridge_pb2 as pb
from .serdes.protobuf import from_message, to_message
from .tensors import TensorSpec

from .runners.base import Advice

T = TypeVar("T")

SERVICE = "mlbridge.MLBridge"
GET_ADVICE = f"/{SERVICE}/getAdvice"
GET_OBSERVATION = f"/{SERVICE}/getObservation"
ADVICE_STREAM = f"/{SERVICE}/adviceStream"
#: Largest message accepted or sent on every channel and server (256 MB).
MAX_MESSAGE_BYTES = 256 * 1024 * 1024
#: Upper bound of one backoff sleep between retries, whatever ``backoff * backoff_factor**n`` grows to.
MAX_BACKOFF_SECONDS = 5.0
#: Name of the tensor carrying a bare (non-dict) advice value.
ADVICE_NAME = "advice"
#: Concurrent clients (compilers) a server serves by default; a streaming client holds its place for its whole life.
DEFAULT_MAX_CLIENTS = 64
_SPARE_THREADS = 4  # server threads beyond max_clients, so that refusing a call never waits for a busy thread
_MESSAGE_OPTIONS = [
    ("grpc.max_send_message_length", MAX_MESSAGE_BYTES),
    ("grpc.max_receive_message_length", MAX_MESSAGE_BYTES),
]
_POLL_SECONDS = 0.1  # how often a blocked handler re-checks that its call and server are still alive
#: Statuses asked again (with backoff, fail-over): the server is not up, went away, or cancelled the call while
#: shutting down (our own cancellations never get here: a late stream raises PeerTimeoutError first).
_RETRIED = (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.CANCELLED)


# ---- addresses, channels, servers ------------------------------------------------------------------------
def parse_address(address: str) -> tuple[str, int]:
    """Split ``host:port`` (``[v6]:port`` too); raises :class:`ConfigError` when malformed."""
    if not isinstance(address, str):
        raise ConfigError(f"gRPC address must be a 'host:port' string, got {type(address).__name__}")
    host, sep, port = address.strip().rpartition(":")
    if not sep or not host or not port.isdigit() or int(port) > 65535:
        raise ConfigError(f"gRPC address must be 'host:port', got {address!r}")
    return host, int(port)


def split_addresses(addresses: str | Sequence[str]) -> list[str]:
    """One address, a comma-separated list, or a sequence -> a validated list of ``host:port`` strings."""
    items = addresses.split(",") if isinstance(addresses, str) else list(addresses)
    out = []
    for item in items:
        if isinstance(item, str) and not item.strip():
            continue  # tolerate "a:1, ,b:2" and a trailing comma
        parse_address(item)
        out.append(item.strip())
    if not out:
        raise ConfigError(f"expected one or more 'host:port' gRPC addresses, got {addresses!r}")
    return out


def channel_options(backoff: float) -> list[tuple[str, int]]:
    """Client options: 256 MB messages and reconnect attempts about as frequent as our own retries."""
    initial_ms = max(10, int(backoff * 1000))
    return _MESSAGE_OPTIONS + [
        ("grpc.initial_reconnect_backoff_ms", initial_ms),
        ("grpc.min_reconnect_backoff_ms", initial_ms),
        ("grpc.max_reconnect_backoff_ms", max(initial_ms, int(MAX_BACKOFF_SECONDS * 1000))),
    ]


def open_channel(address: str, backoff: float = 0.05, security: ClientSecurity | None = None) -> grpc.Channel:
    """A channel to ``address`` with :func:`channel_options`: TLS if ``security`` has a CA, else plaintext."""
    creds = security.channel_credentials() if security is not None else None
    if creds is None:
        return grpc.insecure_channel(address, options=channel_options(backoff))
    return grpc.secure_channel(address, creds, options=channel_options(backoff) + security.channel_options())


def tensor_list_method(channel: grpc.Channel, method: str) -> grpc.UnaryUnaryMultiCallable:
    """The ``TensorList -> TensorList`` callable for ``method`` (a full ``/service/method`` path)."""
    return channel.unary_unary(method, request_serializer=pb.TensorList.SerializeToString,
                               response_deserializer=pb.TensorList.FromString)


class ClientSlots:
    """Counts the calls a server is in; one beyond ``limit`` is refused at once with ``RESOURCE_EXHAUSTED`` and a
    message naming the limit (a unary call holds its place while it runs, a stream for its whole life)."""

    def __init__(self, limit: int):
        if limit < 1:
            raise ConfigError(f"max_clients must be >= 1, got {limit}")
        self.limit = limit
        self._busy = 0
        self._lock = threading.Lock()

    def _enter(self, context: grpc.ServicerContext) -> None:
        with self._lock:
            full = self._busy >= self.limit
            self._busy += not full
        if full:
            context.abort(grpc.StatusCode.RESOURCE_EXHAUSTED,
                          f"model server full: it serves at most max_clients={self.limit} clients at once and all places "
                          f"are taken; start it with a larger limit (serve_advice(max_clients=N), --max-clients N)")

    def _leave(self) -> None:
        with self._lock:
            self._busy -= 1

    def unary(self, fn: Callable[[Any, grpc.ServicerContext], Any]) -> Callable[[Any, grpc.ServicerContext], Any]:
        """``fn`` holding a place while it runs."""
        def handler(request: Any, context: grpc.ServicerContext) -> Any:
            self._enter(context)
            try:
                return fn(request, context)
            finally:
                self._leave()
        return handler

    def stream(self, fn: Callable[[Iterator[Any], grpc.ServicerContext], Iterator[Any]]) -> Callable[[Iterator[Any], grpc.ServicerContext], Iterator[Any]]:
        """Streaming ``fn`` holding a place until the stream ends."""
        def handler(requests: Iterator[Any], context: grpc.ServicerContext) -> Iterator[Any]:
            self._enter(context)
            try:
                yield from fn(requests, context)
            finally:
                self._leave()
        return handler


def start_server(address: str, handlers: Mapping[str, Callable[[pb.TensorList, grpc.ServicerContext], pb.TensorList]],
                 max_clients: int = DEFAULT_MAX_CLIENTS,
                 stream_handlers: Mapping[str, Callable[[Iterator[pb.TensorList], grpc.ServicerContext], Iterator[pb.TensorList]]] | None = None,
                 security: ServerSecurity | None = None) -> tuple[grpc.Server, int]:
    """Start a server for ``mlbridge.MLBridge`` methods ``name -> handler``; returns it and the bound port.

    ``handlers`` are unary, ``stream_handlers`` bidirectional-streaming (request iterator -> reply iterator).
    Limits, security and binding as :func:`start_service`.
    """
    server, port, _ = start_service(address, SERVICE, handlers, stream_handlers or {}, pb.TensorList.FromString,
                                    pb.TensorList.SerializeToString, max_clients, security, "mlbridge-grpc")
    return server, port


def start_service(address: str, service: str, unary: Mapping[str, Callable[[Any, grpc.ServicerContext], Any]],
                  stream: Mapping[str, Callable[[Iterator[Any], grpc.ServicerContext], Iterator[Any]]],
                  request_deserializer: Callable[[bytes], Any], response_serializer: Callable[[Any], bytes],
                  max_clients: int = DEFAULT_MAX_CLIENTS, security: ServerSecurity | None = None,
                  thread_prefix: str = "mlbridge-grpc") -> tuple[grpc.Server, int, ThreadPoolExecutor]:
    """Start a gRPC server for any ``service``'s methods (``unary`` and bidirectional ``stream`` handlers by name,
    one message codec); returns it, the bound port and its executor (shut it down to end the server's threads).

    At most ``max_clients`` calls are served at once (each has its own thread, so a long-lived stream never
    starves the others); one more is refused with ``RESOURCE_EXHAUSTED`` naming the limit (:class:`ClientSlots`),
    and grpc itself refuses beyond a few spare threads (``maximum_concurrent_rpcs``). ``security`` adds TLS and/or
    a token check; a non-loopback address with neither warns (:func:`~mlbridge_llvm.grpc_security.warn_if_exposed`).

    ``SO_REUSEPORT`` is off, so a port already in use is an error instead of two servers sharing it.
    """
    host, _ = parse_address(address)
    slots = ClientSlots(max_clients)
    codec = {"request_deserializer": request_deserializer, "response_serializer": response_serializer}
    method_handlers = {name: grpc.unary_unary_rpc_method_handler(slots.unary(fn), **codec) for name, fn in unary.items()}
    for name, fn in stream.items():
        method_handlers[name] = grpc.stream_stream_rpc_method_handler(slots.stream(fn), **codec)
    creds = security.credentials() if security is not None else None  # before any thread exists (may raise)
    threads = max_clients + _SPARE_THREADS
    executor = ThreadPoolExecutor(max_workers=threads, thread_name_prefix=thread_prefix)
    server = grpc.server(executor, options=_MESSAGE_OPTIONS + [("grpc.so_reuseport", 0)], maximum_concurrent_rpcs=threads,
                         interceptors=security.interceptors() if security is not None else None)
    server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler(service, method_handlers),))
    try:
        port = server.add_secure_port(address, creds) if creds is not None else server.add_insecure_port(address)
    except RuntimeError as e:
        port, reason = 0, f": {e}"
    else:
        reason = ""
    if not port:
        server.stop(None)
        executor.shutdown(wait=False)
        raise CommunicationError(f"cannot listen for gRPC on {address}{reason}")
    warn_if_exposed(host, security)
    server.start()
    return server, port, executor


def stop_server(server: grpc.Server, grace: float = 0.5) -> None:
    """Stop ``server``, letting in-flight calls finish for ``grace`` seconds; bounded wait."""
    server.stop(grace).wait(grace + 2.0)


# ---- calls with deadline and retries ---------------------------------------------------------------------
def rpc_code(err: grpc.RpcError) -> grpc.StatusCode | None:
    """Status code of a failed call (None when grpc did not attach one)."""
    code = getattr(err, "code", None)
    return code() if callable(code) else None


def rpc_detail(err: grpc.RpcError) -> str:
    """``CODE: details`` of a failed call."""
    code = rpc_code(err)
    details = getattr(err, "details", None)
    text = details() if callable(details) else str(err)
    return f"{code.name if code else 'UNKNOWN'}: {' '.join(str(text).split())}"  # one line, whatever the peer sent


@dataclass(frozen=True)
class RetryPolicy:
    """Per-call deadline, and how long ``UNAVAILABLE`` is retried (exponential backoff between rounds).

    Without ``retry_budget``, ``retries`` more rounds follow the first: with the defaults (5 retries, backoff
    0.05 s x2) that is about 1.55 s of waiting, less than a model server takes to restart. With
    ``retry_budget=SECONDS``, rounds go on until that much time has passed since the first attempt, however many it
    takes (``retries`` is then not used); each sleep is capped at :data:`MAX_BACKOFF_SECONDS` and at the time left.
    """

    timeout: float = 10.0
    retries: int = 5
    backoff: float = 0.05
    backoff_factor: float = 2.0
    retry_budget: float | None = None

    def __post_init__(self) -> None:
        if not self.timeout > 0:
            raise ConfigError(f"gRPC timeout must be > 0 seconds, got {self.timeout}")
        if self.retries < 0:
            raise ConfigError(f"gRPC retries must be >= 0, got {self.retries}")
        if self.backoff < 0 or self.backoff_factor < 1:
            raise ConfigError(f"gRPC backoff must be >= 0 and backoff_factor >= 1, got {self.backoff}, {self.backoff_factor}")
        if self.retry_budget is not None and not self.retry_budget >= 0:
            raise ConfigError(f"gRPC retry_budget must be >= 0 seconds, got {self.retry_budget}")

    def delay(self, retry: int) -> float:
        """Sleep before retry number ``retry`` (0-based), capped at :data:`MAX_BACKOFF_SECONDS`."""
        return min(MAX_BACKOFF_SECONDS, self.backoff * self.backoff_factor ** retry)

    def pause(self, retry: int, elapsed: float) -> float | None:
        """Sleep before retry number ``retry`` when ``elapsed`` seconds passed since the first attempt; None: give up."""
        if self.retry_budget is None:
            return self.delay(retry) if retry < self.retries else None
        left = self.retry_budget - elapsed
        return min(self.delay(retry), left) if left > 0 else None

    def describe(self) -> str:
        """The retry settings in words, for messages."""
        if self.retry_budget is None:
            return f"retries={self.retries} with backoff {self.backoff:g}s x{self.backoff_factor:g}"
        return f"retry_budget={self.retry_budget:g}s with backoff {self.backoff:g}s x{self.backoff_factor:g}"


def _refusal_hint(code: grpc.StatusCode | None, detail: str) -> str:
    """What to do about a call the server refused (empty when there is nothing useful to add)."""
    if code == grpc.StatusCode.RESOURCE_EXHAUSTED and "Concurrent RPC limit" in detail:
        return " (the model server is full: start it with a larger max_clients, --max-clients N)"
    if code == grpc.StatusCode.UNAUTHENTICATED:
        return "; give the model server's token with token_file=PATH or token_env=VAR"
    return ""


def _unavailable_hint(detail: str) -> str:
    """A hint for a connection that keeps failing in a way that suggests a TLS mismatch."""
    text = detail.lower()
    if "socket closed" in text or "handshake" in text or "ssl" in text:
        return (" (TLS mismatch? a TLS server closes plaintext clients, and mutual-TLS ones without tls_cert/tls_key; "
                "tls_ca= must be the CA that signed the server's certificate)")
    return ""


def call_with_retries(invoke: Callable[[int], T], addresses: Sequence[str], policy: RetryPolicy, what: str,
                      start: int = 0) -> tuple[T, int]:
    """Run ``invoke(i)`` (one call to ``addresses[i]``) until it succeeds; returns its result and ``i``.

    Each round tries every address once, beginning with ``start`` (fail-over on ``UNAVAILABLE``, and on
    ``CANCELLED``, which a server shutting down answers to calls that reach it); rounds are separated by the
    policy's backoff until its budget (:meth:`RetryPolicy.pause`) is spent. ``DEADLINE_EXCEEDED``
    raises :class:`PeerTimeoutError`, any other status :class:`CommunicationError` (one line, with a hint for a full
    server or a wrong token), an exhausted budget :class:`RetriesExhaustedError`.
    """
    n, calls, last, began = len(addresses), 0, "", time.monotonic()
    for retry in itertools.count():
        for k in range(n):
            i = (start + k) % n
            calls += 1
            try:
                return invoke(i), i
            except grpc.RpcError as e:
                code, detail = rpc_code(e), rpc_detail(e)
                if code in _RETRIED:
                    last = f"{addresses[i]}: {detail}"
                    continue
                if code == grpc.StatusCode.DEADLINE_EXCEEDED:
                    raise PeerTimeoutError(f"gRPC {what} to {addresses[i]}: no answer within the {policy.timeout:g}s deadline") from None
                raise CommunicationError(f"gRPC {what} to {addresses[i]} failed: {detail}{_refusal_hint(code, detail)}") from None
            except ValueError as e:  # e.g. "Cannot invoke RPC on closed channel!"
                raise CommunicationError(f"gRPC {what} to {addresses[i]} failed: {e}") from None
        pause = policy.pause(retry, time.monotonic() - began)
        if pause is None:
            break
        time.sleep(pause)
    raise RetriesExhaustedError(
        f"gRPC {what} to {', '.join(addresses)}: still unavailable after {calls} attempts in "
        f"{time.monotonic() - began:.1f}s ({policy.describe()}; wait longer with retry_budget=SECONDS); "
        f"last error: {last}{_unavailable_hint(last)}"
    )


# ---- tensors <-> messages --------------------------------------------------------------------------------
def encode_values(values: Any, specs: Sequence[TensorSpec] | None = None, done: bool = False) -> pb.TensorList:
    """A ``TensorList`` of ``values`` (a dict name->value, or a bare value sent as tensor ``"advice"``)."""
    if not isinstance(values, Mapping):
        values = {ADVICE_NAME: values}
    try:
        if specs is None:
            specs = [TensorSpec.infer(name, v, port) for port, (name, v) in enumerate(values.items())]
            values = {s.name: s.conform(values[s.name]) for s in specs}
        return to_message(specs, values, done=done)
    except MLBridgeError:
        raise
    except (TypeError, ValueError, AttributeError, UnicodeError) as e:
        raise FeatureError(f"cannot encode {sorted(values)} as tensors: {e}") from None


def decode_advice(msg: pb.TensorList, advice_spec: TensorSpec | None = None) -> Advice:
    """Advice of a reply: the value of its only tensor, else the dict; conformed to ``advice_spec`` if given."""
    values = from_message(msg)
    if advice_spec is not None:
        return _conform_advice(values, advice_spec)
    if len(values) == 1:
        return next(iter(values.values()))
    return values


def _conform_advice(values: dict[str, Any], spec: TensorSpec) -> Any:
    """The tensor named like ``spec`` (or the only tensor) conformed to it; :class:`ProtocolError` otherwise."""
    if spec.name in values:
        value = values[spec.name]
    elif len(values) == 1:
        value = next(iter(values.values()))
    else:
        raise ProtocolError(f"advice reply has tensors {sorted(values)}; expected one tensor {spec.name!r}")
    if (spec.kind == "str") != isinstance(value, str):
        got = "str" if isinstance(value, str) else f"{value.dtype}{list(value.shape)}"
        raise ProtocolError(f"advice {spec.name!r}: got {got}, expected {spec.type_name}{list(spec.shape)}")
    try:
        return spec.conform(value)
    except FeatureError as e:
        raise ProtocolError(f"advice does not match {spec.to_json()}: {e}") from None


# ---- request hand-off (the server side of a driven loop) ---------------------------------------------------
class PendingRequest:
    """One received call, held until the loop answers it (:meth:`answer` or :meth:`fail`)."""

    def __init__(self, request: pb.TensorList, context: grpc.ServicerContext):
        self.request = request
        self.context = context
        self._answered = threading.Event()
        self._reply: pb.TensorList | None = None
        self._error: tuple[grpc.StatusCode, str] | None = None

    @property
    def active(self) -> bool:
        """False once the caller gave up (deadline, cancel, disconnect)."""
        return self.context.is_active()

    def answer(self, reply: pb.TensorList) -> None:
        """Send ``reply`` to the caller."""
        self._reply = reply
        self._answered.set()

    def fail(self, code: grpc.StatusCode, detail: str) -> None:
        """End the call with an error status."""
        self._error = (code, detail)
        self._answered.set()

    def wait(self, stopping: threading.Event) -> pb.TensorList:
        """Handler side: block until answered, the caller is gone, or the server stops."""
        while not self._answered.wait(_POLL_SECONDS):
            if not self.context.is_active():
                return pb.TensorList()  # nobody is listening any more
            if stopping.is_set():
                self.context.abort(grpc.StatusCode.UNAVAILABLE, "server is shutting down")
        if self._error is not None:
            self.context.abort(*self._error)
        return self._reply if self._reply is not None else pb.TensorList()


class RequestQueue:
    """Hands calls received by gRPC handler threads to one loop thread (FIFO), never blocking forever."""

    def __init__(self, on_closed: Callable[[PendingRequest], None]):
        self._queue: queue.Queue[PendingRequest] = queue.Queue()
        self._lock = threading.Lock()
        self._closed = False
        self._on_closed = on_closed
        self.stopping = threading.Event()

    def handle(self, request: pb.TensorList, context: grpc.ServicerContext) -> pb.TensorList:
        """gRPC handler: enqueue the call and wait for the loop's answer."""
        call = PendingRequest(request, context)
        with self._lock:
            if self._closed:
                self._on_closed(call)
            else:
                self._queue.put(call)
        return call.wait(self.stopping)

    def next(self, timeout: float) -> PendingRequest | None:
        """The next call whose caller is still waiting, or None after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                call = self._queue.get(timeout=left)
            except queue.Empty:
                return None
            if call.active:
                return call

    def close(self) -> None:
        """Answer every queued call (and later ones) with ``on_closed``."""
        with self._lock:
            self._closed = True
            while True:
                try:
                    self._on_closed(self._queue.get_nowait())
                except queue.Empty:
                    break


# ---- one long-lived advice stream ------------------------------------------------------------------------
_END = object()


class AdviceStream:
    """A bidirectional ``adviceStream`` call to one model server, used for many queries in turn.

    grpcio spends most of a unary call on call set-up (~360 us on loopback for a tiny message here); one stream
    carries every query of a compilation for a fraction of that. The per-query deadline is enforced by a watchdog
    thread that polls (no wake-up per query) and cancels the stream when an answer is late; the next query then
    opens a new stream.
    """

    #: How often the watchdog looks at the current deadline (the deadline's resolution).
    POLL_SECONDS = 0.02

    def __init__(self, channel: grpc.Channel, metadata: Sequence[tuple[str, str]] | None = None):
        self._requests: queue.SimpleQueue[Any] = queue.SimpleQueue()
        method = channel.stream_stream(ADVICE_STREAM, request_serializer=pb.TensorList.SerializeToString,
                                       response_deserializer=pb.TensorList.FromString)
        self._call = method(iter(self._requests.get, _END), metadata=metadata)
        self._lock = threading.Lock()
        self._deadline: float | None = None
        self.timed_out = False
        self._closed = threading.Event()
        threading.Thread(target=self._watch, daemon=True, name="mlbridge-grpc-watchdog").start()

    def ask(self, msg: pb.TensorList, timeout: float) -> pb.TensorList:
        """Send one request and wait for its reply (``grpc.RpcError`` on failure; :attr:`timed_out` tells a late answer)."""
        with self._lock:
            self._deadline = time.monotonic() + timeout
            self._requests.put(msg)
            try:
                return next(self._call)
            except StopIteration:
                raise CommunicationError("the model server closed the advice stream") from None
            finally:
                self._deadline = None

    def _watch(self) -> None:
        while not self._closed.wait(self.POLL_SECONDS):
            deadline = self._deadline
            if deadline is not None and time.monotonic() > deadline:
                self.timed_out = True
                self._call.cancel()
                return

    def close(self) -> None:
        """End the stream and its watchdog."""
        self._closed.set()
        self._requests.put(_END)
        self._call.cancel()


# ---- the runner ------------------------------------------------------------------------------------------
