"""``GrpcModelRunner``: the compiler talks to a model (or a trainer) over gRPC.

Service ``mlbridge.MLBridge`` (see ``proto/mlbridge.proto``), both methods ``TensorList -> TensorList``; the
handlers and stubs are built directly with grpcio (no generated ``*_pb2_grpc`` module):

* ``mode="inference"``: the compiler is the client. :meth:`GrpcModelRunner.evaluate` sends the features with
  ``getAdvice`` and returns the advice. Each call has a deadline; ``UNAVAILABLE`` (the model server is not up
  yet, or went away) is retried with exponential backoff and, given several addresses, fails over to the next
  worker, for ``retries`` rounds or, with ``retry_budget=SECONDS``, for that long (enough to outlast a model-server
  restart); so is ``CANCELLED`` from a server shutting down. ``DEADLINE_EXCEEDED`` is not retried (the model may still be busy with the request), nor is
  ``RESOURCE_EXHAUSTED`` (the server is full: it serves at most ``max_clients`` compilers at once) or
  ``UNAUTHENTICATED`` (missing or wrong token). Optional TLS and token: :mod:`mlbridge_llvm.grpc_security`.
* ``mode="training"``: the compiler is the server and the Python trainer drives it by calling
  ``getObservation(advice for the previous observation)``. :meth:`GrpcModelRunner.evaluate` answers the pending
  request with the current observation and returns the advice carried by the trainer's next request, which stays
  pending until the next ``evaluate()`` or until :meth:`GrpcModelRunner.finish` answers it with ``done=True``.

The transport (channels, servers, retries, encoding, the request hand-off queue) is
:mod:`mlbridge_llvm.grpc_transport`, shared with the model side in :mod:`mlbridge_llvm.interface.grpc`.
"""
from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Iterable, Mapping, Sequence

import grpc
import numpy as np

from ..errors import CommunicationError, ConfigError, PeerTimeoutError
from ..grpc_security import CLIENT_OPTIONS, ClientSecurity
from ..proto import mlbridge_pb2 as pb
from ..tensors import TensorSpec
from ..grpc_transport import (GET_ADVICE, AdviceStream, PendingRequest, RequestQueue, RetryPolicy, T, call_with_retries,
                              decode_advice, encode_values, open_channel, parse_address, rpc_code, split_addresses,
                              start_server, stop_server, tensor_list_method)
from .base import Advice, MLModelRunner, convert_advice, register_runner


class GrpcModelRunner(MLModelRunner):
    """Compiler-side gRPC runner: client of a model server (inference) or server driven by a trainer (training).

    ``timeout`` is the per-call deadline; ``UNAVAILABLE`` is retried for ``retries`` rounds (backoff ``backoff`` s
    x ``backoff_factor``), or for ``retry_budget`` seconds when given (see :class:`RetryPolicy`): give a budget
    longer than a model-server restart takes. ``security`` (inference only) adds TLS and/or a shared token
    (:class:`~mlbridge_llvm.grpc_security.ClientSecurity`).
    """

    scheme = "grpc"

    def __init__(self, address: str | Sequence[str], mode: str = "inference",
                 feature_specs: Sequence[TensorSpec] | None = None, advice_spec: TensorSpec | None = None,
                 timeout: float = 10.0, retries: int = 5, backoff: float = 0.05, backoff_factor: float = 2.0,
                 stream: bool = True, retry_budget: float | None = None, security: ClientSecurity | None = None):
        super().__init__(feature_specs, advice_spec)
        if mode not in ("inference", "training"):
            raise ConfigError(f"gRPC runner mode must be 'inference' or 'training', got {mode!r}")
        if mode == "training" and security is not None:
            raise ConfigError("gRPC TLS/token options are for inference mode (the training channel has none)")
        self.mode = mode
        self.addresses = split_addresses(address)
        budget = None if retry_budget is None else float(retry_budget)
        self.policy = RetryPolicy(float(timeout), int(retries), float(backoff), float(backoff_factor), budget)
        self.security = security
        self._metadata = security.metadata() if security is not None else None
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
            self._channels = [open_channel(a, self.policy.backoff, security) for a in self.addresses]
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
                return self._get_advice[i](msg, timeout=self.policy.timeout, metadata=self._metadata)
            stream = self._streams.get(i)
            if stream is None:
                stream = self._streams[i] = AdviceStream(self._channels[i], self._metadata)
            try:
                return stream.ask(msg, self.policy.timeout)
            except (grpc.RpcError, CommunicationError) as e:
                self._streams.pop(i, None)
                stream.close()
                if isinstance(e, grpc.RpcError) and rpc_code(e) == grpc.StatusCode.UNIMPLEMENTED:
                    self.stream = False  # a server with getAdvice only (older or written elsewhere): unary calls
                    return self._get_advice[i](msg, timeout=self.policy.timeout, metadata=self._metadata)
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
    """``grpc:host:port[,host:port...]?OPTIONS`` -> a runner. Options: ``mode=inference|training``, ``timeout=S``
    (per-call deadline), ``retries=N``, ``backoff=S``, ``backoff_factor=F``, ``retry_budget=S`` (retry
    ``UNAVAILABLE`` for S seconds instead of N rounds), ``stream=0|1``; TLS/token: ``tls_ca=PEM``, ``tls_cert=PEM``
    + ``tls_key=PEM`` (mutual TLS), ``tls_server_name=NAME``, ``token_file=PATH`` or ``token_env=VAR`` (never the
    token itself: specs end up in logs)."""
    known = {"mode", "timeout", "retries", "backoff", "backoff_factor", "stream", "retry_budget", "token", *CLIENT_OPTIONS}
    unknown = sorted(set(options) - known)
    if unknown:
        raise ConfigError(f"unknown grpc runner options {unknown}; expected {sorted(known - {'token'})}")
    return GrpcModelRunner(
        split_addresses(target),
        mode=options.get("mode", "inference"),
        timeout=_option(options, "timeout", float, 10.0),
        retries=_option(options, "retries", int, 5),
        backoff=_option(options, "backoff", float, 0.05),
        backoff_factor=_option(options, "backoff_factor", float, 2.0),
        retry_budget=_option(options, "retry_budget", float, None),
        stream=options.get("stream", "1") not in ("0", "false", "no"),
        security=ClientSecurity.from_options(options),
        **kw,
    )
