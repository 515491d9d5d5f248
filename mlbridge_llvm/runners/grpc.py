"""``GrpcModelRunner``: the compiler talks to a model (or a trainer) over gRPC.

Service ``mlbridge.MLBridge`` (see ``proto/mlbridge.proto``), both methods ``TensorList -> TensorList``; the
handlers and stubs are built directly with grpcio (no generated ``*_pb2_grpc`` module):

* ``mode="inference"``: the compiler is the client. :meth:`GrpcModelRunner.evaluate` sends the features with
  ``getAdvice`` and returns the advice. Each call has a deadline; ``UNAVAILABLE`` (the model server is not up
  yet, or went away) is retried with exponential backoff and, given several addresses, fails over to the next
  worker. ``DEADLINE_EXCEEDED`` is not retried (the model may still be busy with the request).
* ``mode="training"``: the compiler is the server and the Python trainer drives it by calling
  ``getObservation(advice for the previous observation)``. :meth:`GrpcModelRunner.evaluate` answers the pending
  request with the current observation and returns the advice carried by the trainer's next request, which stays
  pending until the next ``evaluate()`` or until :meth:`GrpcModelRunner.finish` answers it with ``done=True``.

The low-level pieces (channel/server options, the retry loop, the request hand-off queue) are shared with the
model side in :mod:`mlbridge_llvm.interface.grpc`.
"""
from __future__ import annotations

import queue
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence, TypeVar

import grpc
import numpy as np

from ..errors import (CommunicationError, ConfigError, FeatureError, MLBridgeError, PeerTimeoutError, ProtocolError,
                      RetriesExhaustedError)
from ..proto import mlbridge_pb2 as pb
from ..serdes.protobuf import from_message, to_message
from ..tensors import TensorSpec
from .base import Advice, MLModelRunner, convert_advice, register_runner

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
_MESSAGE_OPTIONS = [
    ("grpc.max_send_message_length", MAX_MESSAGE_BYTES),
    ("grpc.max_receive_message_length", MAX_MESSAGE_BYTES),
]
_POLL_SECONDS = 0.1  # how often a blocked handler re-checks that its call and server are still alive


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


def open_channel(address: str, backoff: float = 0.05) -> grpc.Channel:
    """An insecure channel to ``address`` with :func:`channel_options`."""
    return grpc.insecure_channel(address, options=channel_options(backoff))


def tensor_list_method(channel: grpc.Channel, method: str) -> grpc.UnaryUnaryMultiCallable:
    """The ``TensorList -> TensorList`` callable for ``method`` (a full ``/service/method`` path)."""
    return channel.unary_unary(method, request_serializer=pb.TensorList.SerializeToString,
                               response_deserializer=pb.TensorList.FromString)


def start_server(address: str, handlers: Mapping[str, Callable[[pb.TensorList, grpc.ServicerContext], pb.TensorList]],
                 max_workers: int = 4,
                 stream_handlers: Mapping[str, Callable[[Iterator[pb.TensorList], grpc.ServicerContext], Iterator[pb.TensorList]]] | None = None,
                 ) -> tuple[grpc.Server, int]:
    """Start a server for ``mlbridge.MLBridge`` methods ``name -> handler``; returns it and the bound port.

    ``handlers`` are unary, ``stream_handlers`` bidirectional-streaming (request iterator -> reply iterator).

    ``SO_REUSEPORT`` is off, so a port already in use is an error instead of two servers sharing it.
    """
    host, _ = parse_address(address)
    if max_workers < 1:
        raise ConfigError(f"max_workers must be >= 1, got {max_workers}")
    method_handlers = {
        name: grpc.unary_unary_rpc_method_handler(fn, request_deserializer=pb.TensorList.FromString,
                                                  response_serializer=pb.TensorList.SerializeToString)
        for name, fn in handlers.items()
    }
    for name, fn in (stream_handlers or {}).items():
        method_handlers[name] = grpc.stream_stream_rpc_method_handler(
            fn, request_deserializer=pb.TensorList.FromString, response_serializer=pb.TensorList.SerializeToString)
    server = grpc.server(ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix="mlbridge-grpc"),
                         options=_MESSAGE_OPTIONS + [("grpc.so_reuseport", 0)])
    server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler(SERVICE, method_handlers),))
    try:
        port = server.add_insecure_port(address)
    except RuntimeError as e:
        server.stop(None)
        raise CommunicationError(f"cannot listen for gRPC on {address}: {e}") from None
    if not port:
        server.stop(None)
        raise CommunicationError(f"cannot listen for gRPC on {address}")
    server.start()
    return server, port


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
    return f"{code.name if code else 'UNKNOWN'}: {text}"


@dataclass(frozen=True)
class RetryPolicy:
    """Per-call deadline and exponential backoff on ``UNAVAILABLE``."""

    timeout: float = 10.0
    retries: int = 5
    backoff: float = 0.05
    backoff_factor: float = 2.0

    def __post_init__(self) -> None:
        if not self.timeout > 0:
            raise ConfigError(f"gRPC timeout must be > 0 seconds, got {self.timeout}")
        if self.retries < 0:
            raise ConfigError(f"gRPC retries must be >= 0, got {self.retries}")
        if self.backoff < 0 or self.backoff_factor < 1:
            raise ConfigError(f"gRPC backoff must be >= 0 and backoff_factor >= 1, got {self.backoff}, {self.backoff_factor}")

    def delay(self, retry: int) -> float:
        """Sleep before retry number ``retry`` (0-based), capped at :data:`MAX_BACKOFF_SECONDS`."""
        return min(MAX_BACKOFF_SECONDS, self.backoff * self.backoff_factor ** retry)


def call_with_retries(invoke: Callable[[int], T], addresses: Sequence[str], policy: RetryPolicy, what: str,
                      start: int = 0) -> tuple[T, int]:
    """Run ``invoke(i)`` (one call to ``addresses[i]``) until it succeeds; returns its result and ``i``.

    Each round tries every address once, beginning with ``start`` (fail-over on ``UNAVAILABLE``); rounds are
    separated by the policy's backoff; ``retries`` more rounds follow the first. ``DEADLINE_EXCEEDED`` raises
    :class:`PeerTimeoutError`, any other status :class:`CommunicationError`, an exhausted budget
    :class:`RetriesExhaustedError`.
    """
    n, calls, last = len(addresses), 0, ""
    for round_ in range(policy.retries + 1):
        if round_:
            time.sleep(policy.delay(round_ - 1))
        for k in range(n):
            i = (start + k) % n
            calls += 1
            try:
                return invoke(i), i
            except grpc.RpcError as e:
                code = rpc_code(e)
                if code == grpc.StatusCode.UNAVAILABLE:
                    last = f"{addresses[i]}: {rpc_detail(e)}"
                    continue
                if code == grpc.StatusCode.DEADLINE_EXCEEDED:
                    raise PeerTimeoutError(f"gRPC {what} to {addresses[i]}: no answer within the {policy.timeout:g}s deadline") from None
                raise CommunicationError(f"gRPC {what} to {addresses[i]} failed: {rpc_detail(e)}") from None
            except ValueError as e:  # e.g. "Cannot invoke RPC on closed channel!"
                raise CommunicationError(f"gRPC {what} to {addresses[i]} failed: {e}") from None
    raise RetriesExhaustedError(
        f"gRPC {what} to {', '.join(addresses)}: still UNAVAILABLE after {calls} attempts "
        f"({policy.retries} retries with backoff {policy.backoff:g}s x{policy.backoff_factor:g}); last error: {last}"
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

    def __init__(self, channel: grpc.Channel):
        self._requests: queue.SimpleQueue[Any] = queue.SimpleQueue()
        method = channel.stream_stream(ADVICE_STREAM, request_serializer=pb.TensorList.SerializeToString,
                                       response_deserializer=pb.TensorList.FromString)
        self._call = method(iter(self._requests.get, _END))
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
class GrpcModelRunner(MLModelRunner):
    """Compiler-side gRPC runner: client of a model server (inference) or server driven by a trainer (training)."""

    scheme = "grpc"

    def __init__(self, address: str | Sequence[str], mode: str = "inference",
                 feature_specs: Sequence[TensorSpec] | None = None, advice_spec: TensorSpec | None = None,
                 timeout: float = 10.0, retries: int = 5, backoff: float = 0.05, backoff_factor: float = 2.0,
                 stream: bool = True):
        super().__init__(feature_specs, advice_spec)
        if mode not in ("inference", "training"):
            raise ConfigError(f"gRPC runner mode must be 'inference' or 'training', got {mode!r}")
        self.mode = mode
        self.addresses = split_addresses(address)
        self.policy = RetryPolicy(float(timeout), int(retries), float(backoff), float(backoff_factor))
        self._closed = False
        self._close_lock = threading.Lock()
        self._preferred = 0
        self._channels: list[grpc.Channel] = []
        self._server: grpc.Server | None = None
        self._pending: PendingRequest | None = None
        self.port: int | None = None
        self.stream = stream
        self._streams: dict[int, AdviceStream] = {}
        if mode == "inference":
            self._channels = [open_channel(a, self.policy.backoff) for a in self.addresses]
            self._get_advice = [tensor_list_method(c, GET_ADVICE) for c in self._channels]
        else:
            self._start_training_server()

    @property
    def timeout(self) -> float:
        """Per-call deadline (inference) or per-wait limit (training), in seconds."""
        return self.policy.timeout

    @property
    def address(self) -> str:
        """``host:port`` of the first worker (inference) or of this server with its bound port (training)."""
        if self.port is None:
            return self.addresses[0]
        return f"{parse_address(self.addresses[0])[0]}:{self.port}"

    # ---- inference -------------------------------------------------------------------------------------
    def _evaluate(self, features: dict[str, Any]) -> Advice:
        self._check_open()
        if self.mode == "training":
            return self._training_step(features)
        advice, used = self._ask(features, self._preferred)
        self._preferred = used
        return advice

    def _ask(self, features: Mapping[str, Any], start: int) -> tuple[Advice, int]:
        """One ``getAdvice`` with retries/fail-over from worker ``start``; returns the advice and the worker used."""
        msg = encode_values(features, self.feature_specs)

        def invoke(i: int) -> pb.TensorList:
            if not self.stream:
                return self._get_advice[i](msg, timeout=self.policy.timeout)
            stream = self._streams.get(i)
            if stream is None:
                stream = self._streams[i] = AdviceStream(self._channels[i])
            try:
                return stream.ask(msg, self.policy.timeout)
            except (grpc.RpcError, CommunicationError) as e:
                self._streams.pop(i, None)
                stream.close()
                if isinstance(e, grpc.RpcError) and rpc_code(e) == grpc.StatusCode.UNIMPLEMENTED:
                    self.stream = False  # a server with getAdvice only (older or written elsewhere): unary calls
                    return self._get_advice[i](msg, timeout=self.policy.timeout)
                if stream.timed_out:
                    raise PeerTimeoutError(f"gRPC adviceStream to {self.addresses[i]}: no answer within the "
                                           f"{self.policy.timeout:g}s deadline") from None
                raise

        reply, used = call_with_retries(invoke, self.addresses, self.policy, "getAdvice", start)
        return decode_advice(reply, self.advice_spec), used

    def evaluate_batch(self, batch: Iterable[Mapping[str, Any]], as_type: type | np.dtype | str | None = None) -> list[Advice]:
        """Evaluate independent feature sets; in inference mode spread over the workers concurrently (order kept)."""
        items = [self.conform(dict(f)) for f in batch]
        if self.mode == "training" or len(self.addresses) < 2 or len(items) < 2:
            return [convert_advice(self._evaluate(f), as_type) for f in items]
        self._check_open()
        n = len(self.addresses)
        with ThreadPoolExecutor(max_workers=min(n, len(items)), thread_name_prefix="mlbridge-grpc-batch") as pool:
            futures = [pool.submit(self._ask, f, k % n) for k, f in enumerate(items)]
            return [convert_advice(fut.result()[0], as_type) for fut in futures]

    # ---- training --------------------------------------------------------------------------------------
    def _start_training_server(self) -> None:
        if len(self.addresses) != 1:
            raise ConfigError(f"a training-mode gRPC runner listens on one address, got {self.addresses}")
        self._requests = RequestQueue(on_closed=lambda call: call.answer(pb.TensorList(done=True)))
        self._server, self.port = start_server(self.addresses[0], {"getObservation": self._requests.handle})

    def _training_step(self, features: Mapping[str, Any]) -> Advice:
        """Answer the pending ``getObservation`` with ``features``; return the advice of the trainer's next call."""
        if self._server is None:
            raise CommunicationError(f"gRPC training server {self.address}: the episode is finished")
        observation = encode_values(features, self.feature_specs)
        call = self._pending if self._pending is not None and self._pending.active else None
        self._pending = None
        if call is None:
            call = self._wait_request("to connect and ask for an observation")
        call.answer(observation)
        self._pending = self._wait_request("to send its advice")
        return decode_advice(self._pending.request, self.advice_spec)

    def _wait_request(self, purpose: str) -> PendingRequest:
        call = self._requests.next(self.policy.timeout)
        if call is None:
            raise PeerTimeoutError(f"gRPC training server {self.address}: the trainer did not call getObservation "
                                   f"{purpose} within {self.policy.timeout:g}s")
        return call

    def finish(self) -> None:
        """Training: answer the pending (and any later) ``getObservation`` with ``done=True``, then stop the server."""
        if self._server is None:
            return
        pending, self._pending = self._pending, None
        if pending is not None:
            pending.answer(pb.TensorList(done=True))
        self._requests.close()
        server, self._server = self._server, None
        self._requests.stopping.set()
        stop_server(server)

    # ---- lifetime --------------------------------------------------------------------------------------
    def _check_open(self) -> None:
        if self._closed:
            raise CommunicationError(f"gRPC runner for {', '.join(self.addresses)} is closed")

    def close(self) -> None:
        """Finish the episode (training) or close the channels (inference); idempotent."""
        with self._close_lock:
            if self._closed:
                return
            self._closed = True
        self.finish()
        for st in self._streams.values():
            st.close()
        self._streams = {}
        for c in self._channels:
            c.close()
        self._channels = []


def _option(options: Mapping[str, str], key: str, parse: Callable[[str], T], default: T) -> T:
    if key not in options:
        return default
    try:
        return parse(options[key])
    except (TypeError, ValueError):
        raise ConfigError(f"grpc runner option {key}={options[key]!r} is not a valid {parse.__name__}") from None


@register_runner("grpc")
def _from_spec(target: str, options: Mapping[str, str], **kw: Any) -> GrpcModelRunner:
    """``grpc:host:port[,host:port...]?mode=inference|training&timeout=S&retries=N&backoff=S&stream=0|1`` -> a runner."""
    known = {"mode", "timeout", "retries", "backoff", "backoff_factor", "stream"}
    unknown = sorted(set(options) - known)
    if unknown:
        raise ConfigError(f"unknown grpc runner options {unknown}; expected {sorted(known)}")
    return GrpcModelRunner(
        split_addresses(target),
        mode=options.get("mode", "inference"),
        timeout=_option(options, "timeout", float, 10.0),
        retries=_option(options, "retries", int, 5),
        backoff=_option(options, "backoff", float, 0.05),
        backoff_factor=_option(options, "backoff_factor", float, 2.0),
        stream=options.get("stream", "1") not in ("0", "false", "no"),
        **kw,
    )
