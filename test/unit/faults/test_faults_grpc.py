"""Faults on the gRPC channel, seen from the compiler's runner: a model that raises (even ``SystemExit``) or whose
error text spans lines, a model-server process that dies in the middle of a call, a port where gRPC never comes up,
a server that answers bytes of the wrong size or type. Each must end in one line (a :class:`CommunicationError`
or :class:`ProtocolError`), never in a hang: the deadlines below are only bounds against hangs."""
from __future__ import annotations

import socket
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import grpc
import pytest

from mlbridge_llvm.errors import CommunicationError, MLBridgeError, PeerTimeoutError, ProtocolError, RetriesExhaustedError
from mlbridge_llvm.interface.grpc import serve_advice
from mlbridge_llvm.proto import mlbridge_pb2 as pb
from mlbridge_llvm.grpc_transport import SERVICE
from mlbridge_llvm.runners.grpc import GrpcModelRunner
from mlbridge_llvm.tensors import TensorSpec

pytestmark = pytest.mark.timeout(60)
HANG_BOUND = 30.0  # seconds: the client's deadline, only ever a bound against hangs
INT_ADVICE = TensorSpec("advice", "int64_t", (1,))


def one_line(err: BaseException) -> str:
    """``str(err)``, checked to be one non-empty line."""
    text = str(err)
    assert text and "\n" not in text, repr(text)
    return text


# ---- the model raises ------------------------------------------------------------------------------------
@pytest.mark.parametrize("stream", [True, False])
@pytest.mark.parametrize("exc", [ValueError("first line\n  second line\nthird"), SystemExit(3)],
                         ids=["multi-line-message", "SystemExit"])
def test_model_raising_is_one_line_and_the_runner_goes_on(stream: bool, exc: BaseException) -> None:
    def model(features: dict[str, Any]) -> int:
        if int(features["x"][0]) == 1:
            raise exc
        return 7

    with serve_advice(model) as server, GrpcModelRunner(server.address, stream=stream, timeout=HANG_BOUND) as runner:
        with pytest.raises(CommunicationError) as info:
            runner.populate_features(x=1).evaluate()
        assert not isinstance(info.value, (PeerTimeoutError, RetriesExhaustedError))
        assert type(exc).__name__ in one_line(info.value)
        assert runner.populate_features(x=2).evaluate(int) == 7  # the next query is answered


# ---- the model-server process dies in the middle of a call ---------------------------------------------------
DYING_SERVER = textwrap.dedent(
    """
    import os, sys, time
    from mlbridge_llvm.interface.grpc import serve_advice

    def model(features):
        if int(features["x"][0]) == 2:
            time.sleep(0.2)  # the call is in flight
            os._exit(3)      # the process dies without answering
        return 5

    with serve_advice(model, "127.0.0.1:0") as server:
        print(server.port, flush=True)
        sys.stdin.read()
    """
)


@pytest.mark.parametrize("stream", [True, False])
def test_server_process_dies_mid_call(tmp_path: Path, stream: bool) -> None:
    script = tmp_path / "dying_server.py"
    script.write_text(DYING_SERVER)
    proc = subprocess.Popen([sys.executable, str(script)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        address = f"127.0.0.1:{int(proc.stdout.readline())}"
        with GrpcModelRunner(address, stream=stream, timeout=HANG_BOUND, retries=2) as runner:
            assert runner.populate_features(x=1).evaluate(int) == 5
            with pytest.raises(RetriesExhaustedError) as info:
                runner.populate_features(x=2).evaluate()
        assert address in one_line(info.value) and "UNAVAILABLE" in str(info.value)
        assert proc.wait(HANG_BOUND) == 3
    finally:
        proc.kill()
        proc.wait()


# ---- gRPC never comes up ---------------------------------------------------------------------------------
def test_port_open_but_grpc_never_starts() -> None:
    """Something accepts TCP connections on the port but never speaks HTTP/2 (a server stuck before serving)."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        address = f"127.0.0.1:{listener.getsockname()[1]}"
        with GrpcModelRunner(address, timeout=HANG_BOUND, retries=1) as runner, \
                pytest.raises((RetriesExhaustedError, PeerTimeoutError)) as info:
            runner.populate_features(x=1).evaluate()
    assert address in one_line(info.value)


def test_retry_budget_bounds_waiting_for_a_server_that_never_starts() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        address = f"127.0.0.1:{s.getsockname()[1]}"  # bound, not listening: connections are refused
        with GrpcModelRunner(address, timeout=HANG_BOUND, retry_budget=0.5) as runner, \
                pytest.raises(RetriesExhaustedError) as info:
            runner.populate_features(x=1).evaluate()
    assert "retry_budget=0.5s" in one_line(info.value)


# ---- answers of the wrong size or type, straight from the wire --------------------------------------------
def raw_server(reply: bytes) -> tuple[grpc.Server, str]:
    """A gRPC server written elsewhere: ``getAdvice`` only, answering ``reply`` bytes to every call."""
    handler = grpc.unary_unary_rpc_method_handler(lambda request, context: reply,
                                                  request_deserializer=lambda b: b, response_serializer=lambda b: b)
    server = grpc.server(ThreadPoolExecutor(max_workers=2))
    server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler(SERVICE, {"getAdvice": handler}),))
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    return server, f"127.0.0.1:{port}"


def tensors(*items: tuple[str, str, list[int], bytes]) -> bytes:
    """A serialized ``TensorList`` of (name, type, shape, data) tensors, consistent or not."""
    msg = pb.TensorList()
    for name, type_, shape, data in items:
        msg.tensors.add(name=name, type=type_, shape=shape, data=data)
    return msg.SerializeToString()


WRONG_ANSWERS = {
    "data-shorter-than-shape": (tensors(("advice", "int64_t", [1], b"\x01\x02\x03")), None, ProtocolError),
    "data-longer-than-shape": (tensors(("advice", "int64_t", [1], bytes(16))), INT_ADVICE, ProtocolError),
    "unknown-element-type": (tensors(("advice", "int128_t", [1], bytes(16))), None, ProtocolError),
    "float-for-int-advice": (tensors(("advice", "double", [1], bytes(8))), INT_ADVICE, ProtocolError),
    "two-elements-for-one": (tensors(("advice", "int64_t", [2], bytes(16))), INT_ADVICE, ProtocolError),
    "no-tensor": (tensors(), INT_ADVICE, ProtocolError),
    "other-names": (tensors(("a", "int64_t", [1], bytes(8)), ("b", "int64_t", [1], bytes(8))), INT_ADVICE, ProtocolError),
    "not-a-tensor-list": (b"\xff\xff\xff garbage", None, CommunicationError),
}


@pytest.mark.parametrize("case", sorted(WRONG_ANSWERS))
def test_wrong_answer_from_the_wire(case: str) -> None:
    reply, spec, error = WRONG_ANSWERS[case]
    server, address = raw_server(reply)
    try:
        with GrpcModelRunner(address, advice_spec=spec, timeout=HANG_BOUND) as runner, pytest.raises(error) as info:
            runner.populate_features(x=1).evaluate()
        assert not isinstance(info.value, (PeerTimeoutError, RetriesExhaustedError))
        one_line(info.value)
    finally:
        server.stop(None)


# ---- a token-protected server refuses before it reads -----------------------------------------------------------
TOKEN_SERVER = textwrap.dedent(
    """
    import sys
    from mlbridge_llvm.grpc_security import ServerSecurity
    from mlbridge_llvm.interface.grpc import serve_advice

    with serve_advice(lambda f: 1.0, "127.0.0.1:0", security=ServerSecurity(token="the-right-token")) as server:
        print(server.port, flush=True)
        for line in sys.stdin:  # "rss": peak resident memory so far, in kB
            print(next(l.split()[1] for l in open("/proc/self/status") if l.startswith("VmHWM")), flush=True)
    """
)


@pytest.mark.parametrize("stream", [False, True])
def test_request_without_token_is_refused_before_its_body_is_read(tmp_path: Path, stream: bool) -> None:
    """A 240 MB request without a token used to take the server from ~50 MB to ~800 MB before UNAUTHENTICATED."""
    import numpy as np

    from mlbridge_llvm.runners import create_runner

    script = tmp_path / "token_server.py"
    script.write_text(TOKEN_SERVER)
    proc = subprocess.Popen([sys.executable, str(script)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdin is not None and proc.stdout is not None
        address = f"127.0.0.1:{int(proc.stdout.readline())}"

        def peak_kb() -> int:
            proc.stdin.write("rss\n")
            proc.stdin.flush()
            return int(proc.stdout.readline())

        before = peak_kb()
        big = np.zeros(60_000_000, np.float32)  # 240 MB
        with create_runner(f"grpc:{address}?stream={str(stream).lower()}&timeout=60") as runner:
            with pytest.raises(MLBridgeError, match="UNAUTHENTICATED"):
                runner.populate_features(x=big).evaluate()
        grown_mb = (peak_kb() - before) / 1024
        assert grown_mb < 64, f"the server's peak memory grew by {grown_mb:.0f} MB for a refused request"
    finally:
        proc.kill()
        proc.wait()
