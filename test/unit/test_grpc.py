"""gRPC runner and model-side interface over real sockets on 127.0.0.1."""
from __future__ import annotations

import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
import pytest

from mlbridge_llvm.errors import (CommunicationError, ConfigError, PeerTimeoutError, ProtocolError,
                                  RetriesExhaustedError)
from mlbridge_llvm.interface.grpc import GrpcCompilerInterface, connect_workers, serve_advice
from mlbridge_llvm.runners.base import RUNNER_FACTORIES
from mlbridge_llvm.runners.grpc import GrpcModelRunner
from mlbridge_llvm.tensors import TensorSpec

pytestmark = pytest.mark.timeout(20)


def free_port() -> int:
    """A port nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def echo(features: dict[str, Any]) -> dict[str, Any]:
    """Agent answering its features unchanged."""
    return dict(features)


# ---- inference -------------------------------------------------------------------------------------------
def test_inference_round_trip_types() -> None:
    values = {
        "i": np.array([1, -2, 3], dtype=np.int64),
        "f": np.array([0.5, 1.5], dtype=np.float32),
        "m": np.arange(6, dtype=np.float64).reshape(2, 3),
        "s": "héllo wörld",
    }
    with serve_advice(echo) as server, GrpcModelRunner(server.address) as runner:
        got = runner.populate_features(values).evaluate()
        assert set(got) == set(values)
        for name, v in values.items():
            if isinstance(v, str):
                assert got[name] == v
            else:
                assert got[name].dtype == v.dtype and got[name].shape == v.shape
                np.testing.assert_array_equal(got[name], v)
        # One tensor in the reply: its value, typed on request.
        assert runner.populate_features(x=7).evaluate(int) == 7
        assert runner.populate_features(s="only").evaluate() == "only"


def test_large_message_over_default_limit() -> None:
    big = np.arange(3_000_000, dtype=np.float32)  # 12 MB: above grpc's default 4 MB receive limit
    with serve_advice(lambda f: float(f["big"].sum() > 0)) as server, GrpcModelRunner(server.address) as runner:
        assert runner.populate_features(big=big).evaluate(float) == 1.0
    with serve_advice(echo) as server, GrpcModelRunner(server.address) as runner:
        np.testing.assert_array_equal(runner.populate_features(big=big).evaluate(), big)


def test_bare_advice_and_advice_spec() -> None:
    spec = TensorSpec("advice", "int64_t", (1,))
    with serve_advice(lambda f: int(f["x"][0]) + 1) as server, \
            GrpcModelRunner(server.address, advice_spec=spec) as runner:
        out = runner.populate_features(x=41).evaluate()
        assert out.dtype == np.int64 and out.tolist() == [42]


def test_two_workers_address_list() -> None:
    with serve_advice(lambda f: {"who": 1}) as a, serve_advice(lambda f: {"who": 2}) as b:
        with GrpcModelRunner([a.address, b.address], timeout=5) as runner:
            assert runner.populate_features(x=0).evaluate(int) == 1
            results = runner.evaluate_batch([{"x": i} for i in range(6)], int)
            assert sorted(set(results)) == [1, 2] and len(results) == 6
        with GrpcModelRunner(f"{a.address},{b.address}") as runner:
            a.stop()
            assert runner.populate_features(x=0).evaluate(int) == 2  # fail-over to the second worker


def test_evaluate_batch_keeps_order() -> None:
    with serve_advice(lambda f: f["x"] * 10) as a, serve_advice(lambda f: f["x"] * 10) as b:
        with GrpcModelRunner([a.address, b.address]) as runner:
            assert runner.evaluate_batch([{"x": i} for i in range(8)], int) == [i * 10 for i in range(8)]


def test_retries_until_server_starts() -> None:
    port = free_port()
    address = f"127.0.0.1:{port}"
    holder: dict[str, Any] = {}

    def start_later() -> None:
        time.sleep(0.3)
        holder["server"] = serve_advice(echo, address)

    with GrpcModelRunner(address, timeout=2, retries=10, backoff=0.05, backoff_factor=1.5) as runner:
        starter = threading.Thread(target=start_later)
        starter.start()
        try:
            assert runner.populate_features(x=5).evaluate(int) == 5
        finally:
            starter.join(5)
            holder["server"].stop()


def test_retries_exhausted_when_nothing_listens() -> None:
    address = f"127.0.0.1:{free_port()}"
    start = time.monotonic()
    with GrpcModelRunner(address, timeout=1, retries=2, backoff=0.01) as runner:
        with pytest.raises(RetriesExhaustedError) as info:
            runner.populate_features(x=1).evaluate()
    assert time.monotonic() - start < 5
    text = str(info.value)
    assert address in text and "3 attempts" in text and "UNAVAILABLE" in text


def test_deadline_exceeded_is_peer_timeout() -> None:
    release = threading.Event()

    def slow(features: dict[str, Any]) -> int:
        release.wait(5)
        return 0

    with serve_advice(slow) as server:
        try:
            with GrpcModelRunner(server.address, timeout=0.2) as runner:
                start = time.monotonic()
                with pytest.raises(PeerTimeoutError, match="deadline"):
                    runner.populate_features(x=1).evaluate()
                assert time.monotonic() - start < 2
        finally:
            release.set()


def test_agent_error_is_communication_error() -> None:
    def broken(features: dict[str, Any]) -> int:
        raise ValueError("policy exploded on purpose")

    with serve_advice(broken) as server, GrpcModelRunner(server.address) as runner:
        with pytest.raises(CommunicationError, match="policy exploded on purpose") as info:
            runner.populate_features(x=1).evaluate()
        assert not isinstance(info.value, (RetriesExhaustedError, PeerTimeoutError))


@pytest.mark.parametrize("bad", ["not a number", 0.5, [1, 2, 3]])
def test_advice_not_matching_spec_is_protocol_error(bad: Any) -> None:
    spec = TensorSpec("advice", "int64_t", (1,))
    with serve_advice(lambda f: bad) as server, GrpcModelRunner(server.address, advice_spec=spec) as runner:
        with pytest.raises(ProtocolError):
            runner.populate_features(x=1).evaluate()


def test_pull_style_server_interface() -> None:
    model = GrpcCompilerInterface("127.0.0.1:0", mode="server", timeout=5)
    results: list[int] = []

    def compiler() -> None:
        with GrpcModelRunner(model.address, timeout=5) as runner:
            results.extend(runner.populate_features(x=i).evaluate(int) for i in range(3))

    thread = threading.Thread(target=compiler)
    thread.start()
    try:
        for _ in range(3):
            features = model.evaluate()
            model.populate_buffer(int(features["x"][0]) * 3)
    finally:
        model.close()  # sends the last buffered advice, then stops the server
        thread.join(5)
    assert results == [0, 3, 6]


def test_factory_and_config_errors() -> None:
    with serve_advice(echo) as server:
        runner = RUNNER_FACTORIES["grpc"](server.address, {"timeout": "2.5", "retries": "1"})
        with runner:
            assert runner.timeout == 2.5 and runner.policy.retries == 1
            assert runner.populate_features(x=3).evaluate(int) == 3
    with pytest.raises(ConfigError):
        RUNNER_FACTORIES["grpc"]("127.0.0.1:1", {"retries": "many"})
    with pytest.raises(ConfigError):
        GrpcModelRunner("no-port-here")
    with pytest.raises(ConfigError):
        GrpcModelRunner("127.0.0.1:1", mode="sideways")


def test_closed_runner_raises() -> None:
    runner = GrpcModelRunner("127.0.0.1:1")
    runner.close()
    runner.close()
    with pytest.raises(CommunicationError, match="closed"):
        runner.populate_features(x=1).evaluate()


# ---- training ------------------------------------------------------------------------------------------
def drive(ci: GrpcCompilerInterface, log: list[Any]) -> None:
    """Trainer loop: advice = 2 * x until the compiler says done."""
    obs = ci.evaluate()
    while obs is not None:
        log.append(int(obs["x"][0]))
        ci.populate_buffer(int(obs["x"][0]) * 2)
        obs = ci.evaluate()
    log.append("done")


def compiler_loop(runner: GrpcModelRunner, steps: int, offset: int = 0) -> list[int]:
    """Compiler loop: ``steps`` evaluate() calls, then finish."""
    advice = [runner.populate_features(x=offset + i).evaluate(int) for i in range(steps)]
    runner.finish()
    return advice


def test_training_mode_five_steps() -> None:
    with GrpcModelRunner("127.0.0.1:0", mode="training", timeout=5) as runner:
        assert runner.port and runner.address.endswith(f":{runner.port}")
        log: list[Any] = []
        trainer = threading.Thread(target=drive, args=(GrpcCompilerInterface(runner.address, timeout=5), log))
        trainer.start()
        assert compiler_loop(runner, 5) == [0, 2, 4, 6, 8]
        trainer.join(5)
        with pytest.raises(CommunicationError, match="finished"):
            runner.populate_features(x=9).evaluate()
    assert log == [0, 1, 2, 3, 4, "done"]


def test_training_trainer_starts_late() -> None:
    port = free_port()
    log: list[Any] = []
    ci = GrpcCompilerInterface(f"127.0.0.1:{port}", timeout=5, retries=10, backoff=0.05, backoff_factor=1.5)
    trainer = threading.Thread(target=drive, args=(ci, log))
    trainer.start()  # the compiler's server is not up yet: the trainer retries
    time.sleep(0.2)
    with GrpcModelRunner(f"127.0.0.1:{port}", mode="training", timeout=5) as runner:
        assert compiler_loop(runner, 2) == [0, 2]
    trainer.join(5)
    assert log == [0, 1, "done"]
    assert ci.evaluate() is None  # stays done


def test_training_trainer_never_connects() -> None:
    with GrpcModelRunner("127.0.0.1:0", mode="training", timeout=0.3) as runner:
        start = time.monotonic()
        with pytest.raises(PeerTimeoutError, match="trainer"):
            runner.populate_features(x=1).evaluate()
        assert time.monotonic() - start < 2


def test_training_several_workers() -> None:
    runners = [GrpcModelRunner("127.0.0.1:0", mode="training", timeout=5) for _ in range(2)]
    try:
        with ThreadPoolExecutor(max_workers=4) as pool:
            compilers = [pool.submit(compiler_loop, r, 3, 100 * k) for k, r in enumerate(runners)]
            interfaces = connect_workers([r.address for r in runners], timeout=5)
            logs: list[list[Any]] = [[], []]
            trainers = [pool.submit(drive, ci, log) for ci, log in zip(interfaces, logs)]
            for t in trainers:
                t.result(timeout=10)
            assert [c.result(timeout=10) for c in compilers] == [[0, 2, 4], [200, 202, 204]]
        assert logs == [[0, 1, 2, "done"], [100, 101, 102, "done"]]
        for ci in interfaces:
            ci.close()
    finally:
        for r in runners:
            r.close()
