"""Model side of the gRPC channel (the paper's Python ``GrpcCompilerInterface``, Listing 5).

* Training: the compiler runs a :class:`~mlbridge_llvm.runners.grpc.GrpcModelRunner` in training mode (it is the
  server); the trainer is a :class:`GrpcCompilerInterface` in ``mode="client"``::

      ci = GrpcCompilerInterface("127.0.0.1:50051")
      obs = ci.evaluate()                 # first observation
      while obs is not None:              # None: the compiler finished the episode
          ci.populate_buffer(policy(obs))
          obs = ci.evaluate()             # send the advice, receive the next observation

* Inference: the model serves ``getAdvice`` and the compiler's runner is the client. Either push-style with
  :func:`serve_advice` (``agent(features) -> advice`` runs in the server's threads), or pull-style with a
  :class:`GrpcCompilerInterface` in ``mode="server"`` (``evaluate()`` returns the next request's features,
  ``populate_buffer(advice)`` + the next ``evaluate()`` answer it).

A model server serves up to ``max_clients`` compilers at once (default 64: each streaming compiler holds a server
thread for its whole life); one more is refused at once with ``RESOURCE_EXHAUSTED`` naming the limit, which the
compiler reports in one line, instead of waiting for a free thread until its deadline. ``security``
(:class:`~mlbridge_llvm.grpc_security.ServerSecurity`) adds TLS and/or a shared token; binding a non-loopback
address with neither warns.
"""
from __future__ import annotations

import os
from typing import Any, Sequence

import grpc

from ..errors import CommunicationError, ConfigError, MLBridgeError, PeerTimeoutError
from ..grpc_security import ServerSecurity
from ..proto import mlbridge_pb2 as pb
from ..grpc_transport import (DEFAULT_MAX_CLIENTS, GET_OBSERVATION, PendingRequest, RequestQueue, RetryPolicy,
                               call_with_retries, encode_values, open_channel, parse_address, start_server, stop_server,
                               tensor_list_method)
from ..serdes.protobuf import from_message
from .grpc_server import Agent, GrpcAdviceServer



class GrpcCompilerInterface:
    """The model's end of a gRPC channel: ``populate_buffer(advice)`` then ``evaluate()``.

    ``mode="client"`` (training): ``evaluate()`` sends the buffered advice with ``getObservation`` and returns the
    compiler's next observation (dict name -> value), or None once the compiler answered ``done``.
    ``mode="server"`` (inference, pull-style): serves ``getAdvice``; ``evaluate()`` answers the previous request
    with the buffered advice and returns the features of the next one. Up to ``max_clients`` compilers may wait at
    once; ``security`` protects the server (server mode only). ``retry_budget`` (client mode): see
    :class:`~mlbridge_llvm.grpc_transport.RetryPolicy`.
    """

    def __init__(self, address: str, mode: str = "client", timeout: float = 10.0, retries: int = 5,
                 backoff: float = 0.05, backoff_factor: float = 2.0, max_clients: int = DEFAULT_MAX_CLIENTS,
                 retry_budget: float | None = None, security: ServerSecurity | None = None):
        if mode not in ("client", "server"):
            raise ConfigError(f"GrpcCompilerInterface mode must be 'client' or 'server', got {mode!r}")
        if mode == "client" and security is not None:
            raise ConfigError("GrpcCompilerInterface: security is for server mode (the training channel has no TLS/token)")
        parse_address(address)
        self.mode = mode
        budget = None if retry_budget is None else float(retry_budget)
        self.policy = RetryPolicy(float(timeout), int(retries), float(backoff), float(backoff_factor), budget)
        self._address = address.strip()
        self._buffer: Any = None
        self._has_advice = False
        self._done = False
        self._closed = False
        self._channel: grpc.Channel | None = None
        self._server: grpc.Server | None = None
        self._pending: PendingRequest | None = None
        self.port: int | None = None
        if mode == "client":
            self._channel = open_channel(self._address, self.policy.backoff)
            self._get_observation = tensor_list_method(self._channel, GET_OBSERVATION)
        else:
            self._requests = RequestQueue(on_closed=lambda c: c.fail(grpc.StatusCode.UNAVAILABLE, "model server closed"))
            self._server, self.port = start_server(self._address, {"getAdvice": self._requests.handle}, max_clients,
                                                   security=security)

    @property
    def address(self) -> str:
        """``host:port`` of the compiler (client mode) or of this server with its bound port (server mode)."""
        if self.port is None:
            return self._address
        return f"{parse_address(self._address)[0]}:{self.port}"

    @property
    def done(self) -> bool:
        """True once the compiler ended the episode (client mode)."""
        return self._done

    def populate_buffer(self, advice: Any) -> "GrpcCompilerInterface":
        """Store the advice to send: a value (sent as tensor ``"advice"``) or a dict name -> value."""
        self._buffer, self._has_advice = advice, True
        return self

    def evaluate(self, mode: str | None = None) -> dict[str, Any] | None:
        """Client: send the advice, return the next observation (None when done). Server: see the class doc.
        ``mode="exit"`` (as :meth:`PipeCompilerInterface.evaluate <.pipe.PipeCompilerInterface.evaluate>`'s): the
        last advice is delivered and nothing more is wanted (None): a client still makes its call and drops the
        answer; a server answers the pending request and waits for no other."""
        if self._closed:
            raise CommunicationError(f"gRPC compiler interface {self.address} is closed")
        if mode == "exit":
            if self.mode == "client":
                self._client_step()
            elif self._pending is not None and self._has_advice:
                pending, self._pending = self._pending, None
                self._answer(pending)
            return None
        return self._client_step() if self.mode == "client" else self._server_step()

    # ---- client mode (training) ------------------------------------------------------------------------
    def _client_step(self) -> dict[str, Any] | None:
        if self._done:
            return None
        request = encode_values(self._buffer) if self._has_advice else pb.TensorList()

        def invoke(_: int) -> pb.TensorList:
            return self._get_observation(request, timeout=self.policy.timeout)

        reply, _ = call_with_retries(invoke, [self._address], self.policy, "getObservation")
        self._buffer, self._has_advice = None, False
        if reply.done:
            self._done = True
            return None
        return from_message(reply)

    # ---- server mode (pull-style inference) ------------------------------------------------------------
    def _server_step(self) -> dict[str, Any]:
        if self._pending is not None:
            if not self._has_advice:
                raise ConfigError("call populate_buffer(advice) before the next evaluate() in server mode")
            pending, self._pending = self._pending, None
            self._answer(pending)
        call = self._requests.next(self.policy.timeout)
        if call is None:
            raise PeerTimeoutError(f"gRPC model server {self.address}: no getAdvice request within {self.policy.timeout:g}s")
        self._pending = call
        return from_message(call.request)

    def _answer(self, call: PendingRequest) -> None:
        advice, self._buffer, self._has_advice = self._buffer, None, False
        try:
            call.answer(encode_values(advice))
        except MLBridgeError as e:
            call.fail(grpc.StatusCode.INTERNAL, f"model advice cannot be encoded: {e}")
            raise

    # ---- lifetime --------------------------------------------------------------------------------------
    def close(self) -> None:
        """Close the channel, or answer what is pending and stop the server; idempotent."""
        if self._closed:
            return
        self._closed = True
        if self._channel is not None:
            self._channel.close()
        if self._server is not None:
            if self._pending is not None and self._has_advice:
                self._answer(self._pending)
            elif self._pending is not None:
                self._pending.fail(grpc.StatusCode.UNAVAILABLE, "model server closed without advice")
            self._pending = None
            self._requests.close()
            self._requests.stopping.set()
            stop_server(self._server)

    def __enter__(self) -> "GrpcCompilerInterface":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def connect_workers(addresses: Sequence[str] | str, **kw: Any) -> list[GrpcCompilerInterface]:
    """One client-mode :class:`GrpcCompilerInterface` per compiler worker (a list or comma-separated string)."""
    items = addresses.split(",") if isinstance(addresses, str) else list(addresses)
    return [GrpcCompilerInterface(a.strip(), mode="client", **kw) for a in items if a.strip()]


def serve_advice(agent: Agent, address: str = "127.0.0.1:0", max_clients: int = DEFAULT_MAX_CLIENTS,
                 security: ServerSecurity | None = None, task_proto: str | os.PathLike[str] | None = None,
                 service: str | None = None) -> GrpcAdviceServer:
    """Serve ``getAdvice`` and ``adviceStream`` on ``address`` (port 0: any free port, see ``.port``) with ``agent``.

    ``agent`` runs in the server's threads, concurrently for concurrent clients (it must be thread-safe). Up to
    ``max_clients`` compilers are served at once (a streaming compiler holds its place for its whole life); one
    more is refused with ``RESOURCE_EXHAUSTED`` naming the limit. ``security`` adds TLS and/or a token; binding a
    non-loopback address (``0.0.0.0``) without either warns (:class:`~mlbridge_llvm.grpc_security.InsecureBindWarning`).

    ``task_proto`` (an ML-Compiler-Bridge task's ``.proto``) serves that file's ``getAdvice`` instead of ours, for
    upstream's clients unchanged (``service`` picks among several services having one): see
    :mod:`~mlbridge_llvm.interface.grpc_task`.
    """
    if task_proto is not None:
        from .grpc_task import serve_task

        return serve_task(agent, task_proto, address, max_clients, security, service=service)
    if service is not None:
        raise ConfigError(f"serve_advice: service={service!r} selects a service of a task proto; give task_proto too")
    return GrpcAdviceServer(agent, address, max_clients, security)
