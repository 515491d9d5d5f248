"""Our model server answering ML-Compiler-Bridge-style clients of a task's own ``.proto`` (``serve_advice(task_proto=)``).

Each client here is generated from the task proto by grpc_tools (``*_pb2`` + ``*_pb2_grpc``) and calls
``getAdvice`` through its stub over a real socket on 127.0.0.1, as an upstream C++ client built from the same proto
does. The protos (``test/inputs/grpc_task/``) were written for these tests.
"""
from __future__ import annotations

import importlib
import importlib.util
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import grpc
import numpy as np
import pytest

from mlbridge_llvm.errors import ConfigError
from mlbridge_llvm.grpc_security import ServerSecurity
from mlbridge_llvm.interface.grpc import GrpcAdviceServer, serve_advice
from mlbridge_llvm.interface.grpc_task import GrpcTaskServer, load_task_proto, serve_task

pytestmark = pytest.mark.timeout(30)  # bounds against hangs; no test asserts wall-clock times

INPUTS = Path(__file__).resolve().parents[1] / "inputs" / "grpc_task"
INLINER, VECTOR, MULTI = INPUTS / "inliner_task.proto", INPUTS / "vector_task.proto", INPUTS / "multi_task.proto"
NO_ADVICE, BROKEN = INPUTS / "no_advice_task.proto", INPUTS / "broken_task.proto"
CLIENTS = ("inliner_task", "vector_task", "multi_task")


@pytest.fixture(autouse=True)
def private_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Temporary files of the loader (and of Python) go to this test's folder only; returns that folder."""
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp))
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")  # protoc runs as `python -m grpc_tools.protoc`
    return tmp


@pytest.fixture(scope="module")
def clients(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[ModuleType, ModuleType]]:
    """``name -> (pb2, pb2_grpc)``: the client modules grpc_tools generates from each task proto (imported from a
    temporary folder, which leaves sys.path afterwards)."""
    out = tmp_path_factory.mktemp("grpc-task-clients")
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    subprocess.run([sys.executable, "-m", "grpc_tools.protoc", f"--proto_path={INPUTS}", f"--python_out={out}",
                    f"--grpc_python_out={out}", *(f"{n}.proto" for n in CLIENTS)],
                   check=True, capture_output=True, timeout=60, env=env)
    sys.path.insert(0, str(out))
    try:
        return {n: (importlib.import_module(f"{n}_pb2"), importlib.import_module(f"{n}_pb2_grpc")) for n in CLIENTS}
    finally:
        sys.path.remove(str(out))
        for n in CLIENTS:
            sys.modules.pop(f"{n}_pb2", None)
            sys.modules.pop(f"{n}_pb2_grpc", None)


def rpc_error(call: Any, *args: Any, **kw: Any) -> grpc.RpcError:
    """The ``grpc.RpcError`` that ``call(*args, **kw)`` raises."""
    with pytest.raises(grpc.RpcError) as info:
        call(*args, **kw)
    return info.value


def inline_request(pb2: ModuleType, **kw: Any) -> Any:
    defaults = dict(callee_basic_block_count=12, callsite_height=3, node_count=40, nr_ctant_params=1, cost_estimate=-25,
                    edge_weight=0.1, is_hot=True, callee_embedding=[0.1, -2.5, 3e-3], callee_name="callee")
    return pb2.InlineFeatures(**{**defaults, **kw})


# ---- decisions round-trip ------------------------------------------------------------------------------------
def test_int_advice_and_feature_types(clients: dict[str, tuple[ModuleType, ModuleType]]) -> None:
    pb2, pb2_grpc = clients["inliner_task"]
    seen: list[dict[str, Any]] = []

    def agent(f: dict[str, Any]) -> int:
        seen.append(f)
        return int(f["callee_basic_block_count"][0]) * 2 + int(f["cost_estimate"][0]) + int(f["is_hot"][0])

    with serve_advice(agent, task_proto=INLINER) as server, grpc.insecure_channel(server.address) as channel:
        assert isinstance(server, GrpcTaskServer) and isinstance(server, GrpcAdviceServer)
        stub = pb2_grpc.InlinerAdvisorStub(channel)
        reply = stub.getAdvice(inline_request(pb2, callee_basic_block_count=2**40), timeout=10)
        assert reply.advice == 2**41 - 25 + 1 and reply.note == ""  # the advice is the first field only
        assert stub.getAdvice(inline_request(pb2, is_hot=False, cost_estimate=7), timeout=10).advice == 31

    f = seen[0]
    assert list(f) == ["callee_basic_block_count", "callsite_height", "node_count", "nr_ctant_params", "cost_estimate",
                       "edge_weight", "is_hot", "callee_embedding", "callee_name"]
    for name in ("callee_basic_block_count", "callsite_height", "node_count", "nr_ctant_params"):
        assert f[name].dtype == np.int64 and f[name].shape == (1,)
    assert f["callee_basic_block_count"].tolist() == [2**40] and f["nr_ctant_params"].tolist() == [1]
    assert f["cost_estimate"].dtype == np.int32 and f["cost_estimate"].tolist() == [-25]
    assert f["edge_weight"].dtype == np.float64 and f["edge_weight"].tolist() == [0.1]  # a double stays exact
    assert f["is_hot"].dtype == np.bool_ and f["is_hot"].tolist() == [True]
    emb = f["callee_embedding"]
    assert emb.dtype == np.float32 and emb.shape == (3,)
    np.testing.assert_array_equal(emb, np.array([0.1, -2.5, 3e-3], np.float32))
    assert f["callee_name"] == "callee"


def test_float_vector_advice_and_repeated_features(clients: dict[str, tuple[ModuleType, ModuleType]]) -> None:
    pb2, pb2_grpc = clients["vector_task"]
    seen: list[dict[str, Any]] = []

    def agent(f: dict[str, Any]) -> Any:
        seen.append(f)
        if int(f["step"][0]) == 1:
            return {"action": [0.5]}  # a dict names the reply's first field
        if int(f["step"][0]) == 2:
            return []
        return f["embedding"].astype(np.float64) * 2 + len(f["ids"])  # float64 answer, sent as float

    with serve_advice(agent, task_proto=VECTOR) as server, grpc.insecure_channel(server.address) as channel:
        stub = pb2_grpc.ActionAdvisorStub(channel)
        request = pb2.Observation(embedding=[0.25, -1.5, 3.0], ids=[1, -2, 2**31 - 1], weights=[1e-300, 2.0],
                                  mask=[True, False, True, True], step=0)
        assert list(stub.getAdvice(request, timeout=10).action) == [3.5, 0.0, 9.0]
        assert list(stub.getAdvice(pb2.Observation(step=1), timeout=10).action) == [0.5]
        assert list(stub.getAdvice(pb2.Observation(step=2), timeout=10).action) == []

    f = seen[0]
    assert f["embedding"].dtype == np.float32 and f["embedding"].tolist() == [0.25, -1.5, 3.0]
    assert f["ids"].dtype == np.int32 and f["ids"].tolist() == [1, -2, 2**31 - 1]
    assert f["weights"].dtype == np.float64 and f["weights"].tolist() == [1e-300, 2.0]
    assert f["mask"].dtype == np.bool_ and f["mask"].tolist() == [True, False, True, True]
    assert f["step"].dtype == np.int32 and f["step"].shape == (1,)
    empty = seen[1]  # unset repeated fields: empty 1-D arrays of their type
    assert empty["embedding"].shape == (0,) and empty["embedding"].dtype == np.float32
    assert empty["mask"].shape == (0,) and empty["mask"].dtype == np.bool_


def test_bidirectional_streaming_service_chosen_by_name(clients: dict[str, tuple[ModuleType, ModuleType]]) -> None:
    pb2, pb2_grpc = clients["multi_task"]
    seen: list[dict[str, Any]] = []

    def agent(f: dict[str, Any]) -> Any:
        seen.append(f)
        return 0.5 if int(f["id"][0]) == 99 else int(f["x"].sum()) + int(f["id"][0])

    with serve_advice(agent, task_proto=MULTI, service="StreamAdvisor") as server, \
            grpc.insecure_channel(server.address) as channel:
        stub = pb2_grpc.StreamAdvisorStub(channel)
        queries = [pb2.Query(id=i, x=[i, 10 * i]) for i in range(4)]
        assert [r.decision for r in stub.getAdvice(iter(queries), timeout=10)] == [0, 12, 24, 36]
        # a misfit ends that stream with INVALID_ARGUMENT; the next stream is served
        err = rpc_error(lambda: list(stub.getAdvice(iter([pb2.Query(id=99)]), timeout=10)))
        assert err.code() == grpc.StatusCode.INVALID_ARGUMENT and "not an integer" in err.details()
        assert [r.decision for r in stub.getAdvice(iter(queries[1:2]), timeout=10)] == [12]
        # only the chosen service is served
        err = rpc_error(pb2_grpc.UnaryAdvisorStub(channel).getAdvice, queries[0], timeout=10)
        assert err.code() == grpc.StatusCode.UNIMPLEMENTED
    assert seen[0]["id"].dtype == np.uint64 and seen[0]["x"].dtype == np.int64

    with serve_advice(agent, task_proto=MULTI, service="mlbt_multi.UnaryAdvisor") as server, \
            grpc.insecure_channel(server.address) as channel:
        assert pb2_grpc.UnaryAdvisorStub(channel).getAdvice(pb2.Query(id=2, x=[5]), timeout=10).decision == 7


# ---- advice that does not fit the reply ------------------------------------------------------------------------
def test_misfit_advice_is_invalid_argument_and_the_server_goes_on(clients: dict[str, tuple[ModuleType, ModuleType]]) -> None:
    pb2, pb2_grpc = clients["inliner_task"]
    bad = [(0.5, "0.5 is not an integer"), ([1, 2], "one value"), ("seven", "expected numbers, got str"),
           (2**70, "out of the range of int64"), ({"a": 1, "b": 2}, "expected one key 'advice'"), (None, "NoneType")]
    answers = iter([b for b, _ in bad] + [3.0, 7])

    with serve_advice(lambda f: next(answers), task_proto=INLINER) as server, \
            grpc.insecure_channel(server.address) as channel:
        stub = pb2_grpc.InlinerAdvisorStub(channel)
        for value, expected in bad:
            err = rpc_error(stub.getAdvice, inline_request(pb2), timeout=10)
            assert err.code() == grpc.StatusCode.INVALID_ARGUMENT, (value, err)
            details = err.details()
            assert "\n" not in details and "'advice'" in details and expected in details, (value, details)
        assert stub.getAdvice(inline_request(pb2), timeout=10).advice == 3  # an integral float fits
        assert stub.getAdvice(inline_request(pb2), timeout=10).advice == 7


def test_float_out_of_range_and_agent_errors(clients: dict[str, tuple[ModuleType, ModuleType]]) -> None:
    pb2, pb2_grpc = clients["vector_task"]

    def agent(f: dict[str, Any]) -> Any:
        step = int(f["step"][0])
        if step == 0:
            return [1.0, 1e40]
        if step == 1:
            raise ValueError("policy exploded\non purpose")
        return [float(step)]

    with serve_advice(agent, task_proto=VECTOR) as server, grpc.insecure_channel(server.address) as channel:
        stub = pb2_grpc.ActionAdvisorStub(channel)
        err = rpc_error(stub.getAdvice, pb2.Observation(step=0), timeout=10)
        assert err.code() == grpc.StatusCode.INVALID_ARGUMENT and "1e+40" in err.details()
        err = rpc_error(stub.getAdvice, pb2.Observation(step=1), timeout=10)
        assert err.code() == grpc.StatusCode.INTERNAL
        assert err.details() == "agent raised ValueError: policy exploded on purpose"
        assert list(stub.getAdvice(pb2.Observation(step=2), timeout=10).action) == [2.0]


# ---- limits and security, as for our own schema ------------------------------------------------------------------
def test_max_clients_refuses_one_more(clients: dict[str, tuple[ModuleType, ModuleType]]) -> None:
    pb2, pb2_grpc = clients["inliner_task"]
    entered, release = threading.Event(), threading.Event()

    def agent(f: dict[str, Any]) -> int:
        entered.set()
        release.wait(10)
        return 1

    with serve_advice(agent, task_proto=INLINER, max_clients=1) as server, \
            grpc.insecure_channel(server.address) as channel:
        stub = pb2_grpc.InlinerAdvisorStub(channel)
        try:
            first = stub.getAdvice.future(inline_request(pb2), timeout=10)
            assert entered.wait(10)
            err = rpc_error(stub.getAdvice, inline_request(pb2), timeout=10)
            assert err.code() == grpc.StatusCode.RESOURCE_EXHAUSTED and "max_clients=1" in err.details()
        finally:
            release.set()
        assert first.result(timeout=10).advice == 1
        assert stub.getAdvice(inline_request(pb2), timeout=10).advice == 1  # the place is free again


def test_token_is_checked(clients: dict[str, tuple[ModuleType, ModuleType]]) -> None:
    pb2, pb2_grpc = clients["vector_task"]
    with serve_advice(lambda f: [1.0], task_proto=VECTOR, security=ServerSecurity(token="s3cret")) as server, \
            grpc.insecure_channel(server.address) as channel:
        stub = pb2_grpc.ActionAdvisorStub(channel)
        err = rpc_error(stub.getAdvice, pb2.Observation(), timeout=10)
        assert err.code() == grpc.StatusCode.UNAUTHENTICATED
        reply = stub.getAdvice(pb2.Observation(), timeout=10, metadata=(("authorization", "Bearer s3cret"),))
        assert list(reply.action) == [1.0]


def test_clean_shutdown_frees_threads_and_port(clients: dict[str, tuple[ModuleType, ModuleType]]) -> None:
    pb2, pb2_grpc = clients["inliner_task"]

    def one_server() -> GrpcAdviceServer:
        server = serve_advice(lambda f: 5, task_proto=INLINER)
        with grpc.insecure_channel(server.address) as channel:
            stub = pb2_grpc.InlinerAdvisorStub(channel)
            assert [stub.getAdvice(inline_request(pb2), timeout=10).advice for _ in range(3)] == [5, 5, 5]
        server.stop()
        server.stop()  # idempotent
        return server

    one_server()  # grpc starts its process-wide threads with its first server and channel
    time.sleep(0.2)
    before = set(threading.enumerate())
    server = one_server()  # still referenced: its threads must end with stop(), not when it is collected
    port = server.port
    for _ in range(100):
        extra = [t.name for t in threading.enumerate() if t not in before and t.is_alive()]
        if not extra:
            break
        time.sleep(0.05)
    assert not extra, f"threads left after stop(): {extra}"
    with socket.socket() as s:  # nothing listens on the port any more (SO_REUSEADDR: TIME_WAIT does not count)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(("127.0.0.1", port))
        s.listen()


# ---- loading errors: one line each -------------------------------------------------------------------------------
def _assert_one_line(err: ConfigError, *parts: str) -> None:
    text = str(err)
    assert "\n" not in text, text
    for part in parts:
        assert part in text, (part, text)
    assert err.__cause__ is None and (err.__context__ is None or err.__suppress_context__)


def test_malformed_proto_is_a_one_line_error(tmp_path: Path, private_tmp: Path) -> None:
    with pytest.raises(ConfigError) as info:
        serve_advice(lambda f: 0, task_proto=BROKEN)
    _assert_one_line(info.value, str(BROKEN), "does not compile", 'broken_task.proto:12:1: Expected ";"')
    garbage = tmp_path / "garbage.proto"
    garbage.write_bytes(b"\x00\xffnot a proto at all {{{\n" * 40)
    with pytest.raises(ConfigError) as info:
        load_task_proto(garbage)
    _assert_one_line(info.value, str(garbage), "does not compile")
    with pytest.raises(ConfigError) as info:
        load_task_proto(tmp_path / "missing.proto")
    _assert_one_line(info.value, "missing.proto", "no such file")
    assert list(private_tmp.iterdir()) == []  # protoc's temporary folders are gone


def test_missing_grpc_tools_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "grpc_tools" else real(name, *a))
    with pytest.raises(ConfigError) as info:
        serve_advice(lambda f: 0, task_proto=INLINER)
    _assert_one_line(info.value, str(INLINER), "pip install grpcio-tools")


def test_proto_without_get_advice_is_a_one_line_error() -> None:
    with pytest.raises(ConfigError) as info:
        serve_advice(lambda f: 0, task_proto=NO_ADVICE)
    _assert_one_line(info.value, str(NO_ADVICE), "no service with an rpc getAdvice", "mlbt_noadvice.Predictor")


def test_service_choice_errors() -> None:
    with pytest.raises(ConfigError) as info:
        serve_advice(lambda f: 0, task_proto=MULTI)
    _assert_one_line(info.value, "several services", "mlbt_multi.UnaryAdvisor", "mlbt_multi.StreamAdvisor", "service=")
    with pytest.raises(ConfigError) as info:
        serve_advice(lambda f: 0, task_proto=MULTI, service="Telemetry")
    _assert_one_line(info.value, "'Telemetry'", "mlbt_multi.UnaryAdvisor")
    with pytest.raises(ConfigError, match="task_proto"):
        serve_advice(lambda f: 0, service="UnaryAdvisor")
    with pytest.raises(ConfigError, match="callable"):
        serve_advice("not an agent", task_proto=INLINER)  # type: ignore[arg-type]


def test_unsupported_reply_and_one_way_streaming(tmp_path: Path) -> None:
    cases = {
        "message_reply": ("message Req { int32 a = 1; } message Inner { int32 v = 1; } message Rep { Inner r = 1; }\n"
                          "service S { rpc getAdvice(Req) returns (Rep) {} }", "is a message"),
        "empty_reply": ("message Req { int32 a = 1; } message Rep {}\nservice S { rpc getAdvice(Req) returns (Rep) {} }",
                        "no field"),
        "server_stream": ("message Req { int32 a = 1; } message Rep { int32 r = 1; }\n"
                          "service S { rpc getAdvice(Req) returns (stream Rep) {} }", "one-way streaming"),
    }
    for name, (body, expected) in cases.items():
        path = tmp_path / f"{name}.proto"
        path.write_text(f'syntax = "proto3";\npackage {name};\n{body}\n')
        with pytest.raises(ConfigError) as info:
            load_task_proto(path)
        _assert_one_line(info.value, str(path), expected)


def test_tasks_with_clashing_names_load_side_by_side(tmp_path: Path) -> None:
    """Each task has its own descriptor pool: two different files named task.proto with the same package and
    message names both load (the default pool would refuse the second)."""
    tasks = []
    for k, reply in enumerate(("int32 advice = 1;", "repeated double advice = 1;")):
        d = tmp_path / f"t{k}"
        d.mkdir()
        (d / "task.proto").write_text('syntax = "proto3";\npackage same;\nmessage Req { repeated float x = 1; }\n'
                                      f"message Rep {{ {reply} }}\nservice S {{ rpc getAdvice(Req) returns (Rep) {{}} }}\n")
        tasks.append(load_task_proto(d / "task.proto"))
    assert tasks[0].reply(3).advice == 3
    assert list(tasks[1].reply([0.5, 1.5]).advice) == [0.5, 1.5]
    with serve_task(lambda f: [float(f["x"].sum())], tasks[1]) as server, grpc.insecure_channel(server.address) as ch:
        call = ch.unary_unary("/same.S/getAdvice", request_serializer=tasks[1].request_class.SerializeToString,
                              response_deserializer=tasks[1].reply_class.FromString)
        assert list(call(tasks[1].request_class(x=[1.0, 2.0]), timeout=10).advice) == [3.0]


def test_nested_messages_and_maps_become_dicts(tmp_path: Path) -> None:
    """Like upstream's register-allocation task: repeated nested messages (a recursive type, too) and a map."""
    path = tmp_path / "nested.proto"
    path.write_text('syntax = "proto3";\npackage nested;\n'
                    "message Profile { int32 reg = 1; repeated float weights = 2; Profile parent = 3; }\n"
                    "message Req { repeated Profile profiles = 1; Profile main = 2; map<string, int64> counts = 3; "
                    "repeated string names = 4; bytes blob = 5; }\n"
                    "message Rep { repeated int32 colours = 1; }\n"
                    "service RA { rpc getAdvice(Req) returns (Rep) {} }\n")
    task = load_task_proto(path)
    req = task.request_class(names=["a", "b"], blob=b"\x00\x01")
    req.profiles.add(reg=3, weights=[0.5]).parent.reg = 1
    req.counts["x"] = 2**40
    f = task.features(req)
    (profile,) = f["profiles"]
    assert profile["reg"].dtype == np.int32 and profile["reg"].tolist() == [3]
    assert profile["weights"].dtype == np.float32 and profile["weights"].tolist() == [0.5]
    assert profile["parent"]["reg"].tolist() == [1] and profile["parent"]["parent"] is None
    assert f["main"] is None and f["counts"] == {"x": 2**40} and f["names"] == ["a", "b"] and f["blob"] == b"\x00\x01"
    assert list(task.reply(np.array([1, 2], np.int64)).colours) == [1, 2]
