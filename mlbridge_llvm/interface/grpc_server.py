"""The inference server of the gRPC channel: ``getAdvice``/``adviceStream`` answered by ``agent(features)``.

:func:`mlbridge_llvm.interface.grpc.serve_advice` starts one; :mod:`mlbridge_llvm.interface.grpc_task` serves an
ML-Compiler-Bridge task's own ``.proto`` on the same machinery.
"""
from __future__ import annotations

import threading
from typing import Any, Callable, Iterator

import grpc

from ..errors import ConfigError, MLBridgeError
from ..grpc_security import ServerSecurity
from ..grpc_transport import DEFAULT_MAX_CLIENTS, encode_values, parse_address, start_server, stop_server
from ..proto import mlbridge_pb2 as pb
from ..serdes.protobuf import from_message

#: What answers a compiler: ``features -> advice`` (run in the server's threads, so it must be thread-safe).
Agent = Callable[[dict[str, Any]], Any]


class GrpcAdviceServer:
    """A running ``getAdvice``/``adviceStream`` server calling ``agent(features) -> advice`` (context manager;
    :meth:`stop`); see :func:`serve_advice`."""

    def __init__(self, agent: Agent, address: str = "127.0.0.1:0", max_clients: int = DEFAULT_MAX_CLIENTS,
                 security: ServerSecurity | None = None):
        if not callable(agent):
            raise ConfigError(f"serve_advice needs a callable agent, got {type(agent).__name__}")
        self.agent = agent
        self.max_clients = max_clients
        self._server: grpc.Server | None = None
        self._lock = threading.Lock()
        self._server, self.port = start_server(address, {"getAdvice": self._handle}, max_clients,
                                               stream_handlers={"adviceStream": self._handle_stream}, security=security)
        self.address = f"{parse_address(address)[0]}:{self.port}"

    def _handle(self, request: pb.TensorList, context: grpc.ServicerContext) -> pb.TensorList:
        reply, error = self._advise(request)
        if error is not None:
            context.abort(*error)
        return reply

    def _handle_stream(self, requests: Iterator[pb.TensorList], context: grpc.ServicerContext) -> Iterator[pb.TensorList]:
        for request in requests:
            reply, error = self._advise(request)
            if error is not None:
                context.abort(*error)
            yield reply

    def _advise(self, request: pb.TensorList) -> tuple[pb.TensorList, tuple[grpc.StatusCode, str] | None]:
        """Run the agent; an exception becomes an error status carrying its text."""
        try:
            features = from_message(request)
        except MLBridgeError as e:
            return pb.TensorList(), (grpc.StatusCode.INVALID_ARGUMENT, f"bad features: {e}")
        try:
            advice = self.agent(features)
        except BaseException as e:  # user code; even SystemExit must answer the call, else the compiler waits out its deadline
            return pb.TensorList(), (grpc.StatusCode.INTERNAL, f"agent raised {type(e).__name__}: {e}")
        try:
            return encode_values(advice), None
        except MLBridgeError as e:
            return pb.TensorList(), (grpc.StatusCode.INTERNAL, f"agent advice cannot be encoded: {e}")

    def stop(self, grace: float = 0.5) -> None:
        """Stop serving (in-flight calls get ``grace`` seconds); idempotent."""
        with self._lock:
            server, self._server = self._server, None
        if server is not None:
            stop_server(server, grace)

    def __enter__(self) -> "GrpcAdviceServer":
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
