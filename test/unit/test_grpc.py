"""gRPC runner and model-side interface over real sockets on 127.0.0.1."""
from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import threading
import time
import warnings
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import grpc
import numpy as np
import pytest

from mlbridge_llvm.bench.grpc_load import run_load
from mlbridge_llvm.errors import (CommunicationError, ConfigError, PeerTimeoutError, ProtocolError,
                                  RetriesExhaustedError)
from mlbridge_llvm.grpc_security import InsecureBindWarning, ServerSecurity
from mlbridge_llvm.interface.grpc import GrpcCompilerInterface, connect_workers, serve_advice
from mlbridge_llvm.runners import create_runner
from mlbridge_llvm.runners.base import RUNNER_FACTORIES
from mlbridge_llvm.proto import mlbridge_pb2 as pb
from mlbridge_llvm.grpc_transport import encode_values, start_server, stop_server
from mlbridge_llvm.runners.grpc import GrpcModelRunner
from mlbridge_llvm.serdes.protobuf import from_message
from mlbridge_llvm.tensors import TensorSpec

pytestmark = pytest.mark.timeout(20)  # bounds against hangs; no test asserts wall-clock times


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
    with GrpcModelRunner(address, timeout=1, retries=2, backoff=0.01) as runner:
        with pytest.raises(RetriesExhaustedError) as info:
            runner.populate_features(x=1).evaluate()
    text = str(info.value)
    assert address in text and "3 attempts" in text and "UNAVAILABLE" in text


def test_deadline_exceeded_is_peer_timeout() -> None:
    release = threading.Event()

    def slow(features: dict[str, Any]) -> int:
        release.wait(5)
        return 0

    with serve_advice(slow) as server:
        try:
            with GrpcModelRunner(server.address, timeout=0.2) as runner:  # the agent would answer after 5 s
                with pytest.raises(PeerTimeoutError, match="deadline"):
                    runner.populate_features(x=1).evaluate()
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
        with pytest.raises(PeerTimeoutError, match="trainer"):
            runner.populate_features(x=1).evaluate()


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


# ---- many compilers at once ------------------------------------------------------------------------------
def probe(features: dict[str, Any]) -> int:
    """Agent whose answer identifies the asker: ``client * 1_000_000 + query`` from ``x = [client, query]``."""
    client, query = (int(v) for v in features["x"])
    return client * 1_000_000 + query


def long_lived_client(address: str, client: int, queries: int, stream: bool, ready: threading.Barrier) -> list[int]:
    """One compiler: its own runner, a first query, wait until every client holds its connection, then the rest."""
    with GrpcModelRunner(address, stream=stream, timeout=10) as runner:
        try:
            answers = [runner.populate_features(x=[client, 0]).evaluate(int)]
            ready.wait(30)
        except BaseException:
            ready.abort()  # the others stop waiting too
            raise
        answers += [runner.populate_features(x=[client, q]).evaluate(int) for q in range(1, queries)]
    return answers


@pytest.mark.timeout(120)
def test_default_server_serves_32_long_lived_clients() -> None:
    clients, queries = 32, 200
    ready = threading.Barrier(clients)
    with serve_advice(probe) as server, ThreadPoolExecutor(max_workers=clients) as pool:
        futures = [pool.submit(long_lived_client, server.address, c, queries, c % 2 == 0, ready) for c in range(clients)]
        errors = [fut.exception(timeout=100) for fut in futures]
        causes = [e for e in errors if e is not None and not isinstance(e, threading.BrokenBarrierError)]
        assert not causes, f"{len(causes)} clients failed, e.g. {causes[0]!r}"
        for c, fut in enumerate(futures):
            assert fut.result() == [c * 1_000_000 + q for q in range(queries)]


def test_full_server_refuses_a_new_stream_clearly() -> None:
    with serve_advice(probe, max_clients=2) as server:
        runners = [GrpcModelRunner(server.address, timeout=30) for _ in range(3)]
        try:
            for c in range(2):
                assert runners[c].populate_features(x=[c, 0]).evaluate(int) == c * 1_000_000
            with pytest.raises(CommunicationError) as info:
                runners[2].populate_features(x=[2, 0]).evaluate()
            assert not isinstance(info.value, (PeerTimeoutError, RetriesExhaustedError))
            text = str(info.value)
            assert "\n" not in text and "RESOURCE_EXHAUSTED" in text and "max_clients=2" in text
            runners[0].close()  # a compiler finishes: its place is free again (noticed by the server soon after)
            for _ in range(200):
                try:
                    assert runners[2].populate_features(x=[2, 1]).evaluate(int) == 2_000_001
                    break
                except CommunicationError:
                    time.sleep(0.05)
            else:
                pytest.fail("the server stayed full after a client left")
        finally:
            for r in runners:
                r.close()


def test_max_clients_must_be_positive() -> None:
    with pytest.raises(ConfigError, match="max_clients"):
        serve_advice(echo, max_clients=0)


# ---- float advice out of range ---------------------------------------------------------------------------
@pytest.mark.parametrize("stream", [True, False])
def test_float_advice_out_of_range_is_refused(stream: bool) -> None:
    spec = TensorSpec("advice", "float", (1,))
    with serve_advice(lambda f: float(f["x"][0])) as server, \
            GrpcModelRunner(server.address, advice_spec=spec, stream=stream) as runner:
        assert runner.populate_features(x=1.5).evaluate(float) == 1.5
        with pytest.raises(ProtocolError) as info:
            runner.populate_features(x=1e40).evaluate()
        assert "\n" not in str(info.value) and "1e+40" in str(info.value)
        # explicit inf and nan are representable in float32: they pass through unchanged
        assert runner.populate_features(x=float("inf")).evaluate(float) == float("inf")
        assert runner.populate_features(x=-float("inf")).evaluate(float) == -float("inf")
        assert np.isnan(runner.populate_features(x=float("nan")).evaluate(float))
        assert runner.populate_features(x=1e-50).evaluate(float) == 0.0  # underflow: precision, not range


# ---- retry budget across a model-server restart ----------------------------------------------------------
def query_through_restart(runner: GrpcModelRunner, restarted: threading.Event, log: list[Any]) -> None:
    """Query ``x -> 3x`` until 20 answers came after the restart (bounded: 20000 queries, 40 s); log the outcome."""
    after, end = 0, time.monotonic() + 40
    try:
        for i in range(20000):
            was_restarted = restarted.is_set()
            assert runner.populate_features(x=i).evaluate(int) == 3 * i
            after += was_restarted
            if after >= 20 or time.monotonic() > end:
                break
        log.append(("ok", after))
    except Exception as e:  # reported to the test
        log.append(("error", e))


def run_restart(runner: GrpcModelRunner, port: int) -> list[Any]:
    """Serve ``x -> 3x`` on ``port``, stop it while ``runner`` queries, start a new server there ~2 s later."""
    address = f"127.0.0.1:{port}"
    first = serve_advice(lambda f: 3 * int(f["x"][0]), address)
    restarted, log = threading.Event(), []
    client = threading.Thread(target=query_through_restart, args=(runner, restarted, log))
    client.start()
    time.sleep(0.3)
    first.stop(grace=0)
    time.sleep(2.0)
    second = serve_advice(lambda f: 3 * int(f["x"][0]), address)
    restarted.set()
    try:
        client.join(45)
    finally:
        second.stop()
    return log


@pytest.mark.timeout(60)
@pytest.mark.parametrize("stream", [True, False])
def test_retry_budget_outlasts_a_server_restart(stream: bool) -> None:
    port = free_port()
    with RUNNER_FACTORIES["grpc"](f"127.0.0.1:{port}", {"retry_budget": "10", "stream": str(int(stream))}) as runner:
        assert runner.policy.retry_budget == 10.0
        log = run_restart(runner, port)
    assert log and log[0][0] == "ok" and log[0][1] >= 20, log


@pytest.mark.timeout(60)
def test_default_retries_do_not_outlast_a_restart() -> None:
    port = free_port()
    with GrpcModelRunner(f"127.0.0.1:{port}") as runner:
        log = run_restart(runner, port)
    assert log and log[0][0] == "error", log
    err = log[0][1]
    assert isinstance(err, RetriesExhaustedError)
    assert "\n" not in str(err) and "retry_budget" in str(err)


def test_retry_budget_option_checks() -> None:
    with pytest.raises(ConfigError, match="retry_budget"):
        GrpcModelRunner("127.0.0.1:1", retry_budget=-1)
    with pytest.raises(ConfigError, match="retry_budget"):
        RUNNER_FACTORIES["grpc"]("127.0.0.1:1", {"retry_budget": "soon"})
    runner = GrpcModelRunner(f"127.0.0.1:{free_port()}", retries=1, backoff=0.01)
    with runner, pytest.raises(RetriesExhaustedError, match="retries=1"):
        runner.populate_features(x=1).evaluate()


# ---- TLS and token -----------------------------------------------------------------------------------------
def _openssl(*args: str, cwd: Path) -> None:
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True, timeout=30)


def _issue(name: str, ca: str, cwd: Path, san: str | None = None) -> None:
    """``name.key`` + ``name.pem`` signed by ``ca`` (``ca.key``/``ca.pem``), with ``san`` as subjectAltName."""
    _openssl("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", f"{name}.key",
             "-out", f"{name}.csr", "-subj", f"/CN={name}", cwd=cwd)
    extra: list[str] = []
    if san:
        (cwd / f"{name}.ext").write_text(f"subjectAltName={san}\n")
        extra = ["-extfile", f"{name}.ext"]
    _openssl("x509", "-req", "-in", f"{name}.csr", "-CA", f"{ca}.pem", "-CAkey", f"{ca}.key", "-CAcreateserial",
             "-out", f"{name}.pem", "-days", "2", *extra, cwd=cwd)


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A throw-away CA (``ca``), a server certificate for 127.0.0.1/localhost (``server``), a client certificate
    (``client``) and an unrelated CA (``other``), made with the openssl CLI (``cryptography`` is not installed)."""
    if shutil.which("openssl") is None:
        pytest.skip("openssl CLI not found")
    d = tmp_path_factory.mktemp("pki")
    for ca in ("ca", "other"):
        _openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout",
                 f"{ca}.key", "-out", f"{ca}.pem", "-days", "2", "-subj", f"/CN=mlbridge test {ca}", cwd=d)
    _issue("server", "ca", d, san="IP:127.0.0.1,DNS:localhost")
    _issue("client", "ca", d)
    return d


def tls_server(pki: Path, **kw: Any) -> Any:
    """A TLS ``probe`` server on 127.0.0.1 (extra ServerSecurity fields from ``kw``)."""
    return serve_advice(probe, security=ServerSecurity(tls_cert=str(pki / "server.pem"), tls_key=str(pki / "server.key"), **kw))


def test_bind_all_warns_unless_access_is_controlled_over_tls(pki: Path) -> None:
    tls = {"tls_cert": str(pki / "server.pem"), "tls_key": str(pki / "server.key")}
    with pytest.warns(InsecureBindWarning, match="TLS but neither a token nor client certificates"):
        serve_advice(probe, "0.0.0.0:0", security=ServerSecurity(**tls)).stop()  # encrypted, yet anyone may query
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        serve_advice(probe, "0.0.0.0:0", security=ServerSecurity(token="t", **tls)).stop()
        serve_advice(probe, "0.0.0.0:0", security=ServerSecurity(tls_client_ca=str(pki / "ca.pem"), **tls)).stop()


@pytest.mark.parametrize("stream", ["1", "0"])
def test_tls_client_with_the_right_ca(pki: Path, stream: str) -> None:
    with tls_server(pki) as server, \
            create_runner(f"grpc:{server.address}?tls_ca={pki / 'ca.pem'}&stream={stream}") as runner:
        assert runner.populate_features(x=[4, 2]).evaluate(int) == 4_000_002


def test_tls_server_refuses_plaintext_and_wrong_ca(pki: Path) -> None:
    with tls_server(pki) as server:
        for spec in (f"grpc:{server.address}?retries=1", f"grpc:{server.address}?retries=1&tls_ca={pki / 'other.pem'}"):
            with create_runner(spec) as runner, pytest.raises(RetriesExhaustedError) as info:
                runner.populate_features(x=[0, 0]).evaluate()
            text = str(info.value)
            assert "\n" not in text and "TLS" in text, text


def test_mutual_tls(pki: Path) -> None:
    with tls_server(pki, tls_client_ca=str(pki / "ca.pem")) as server:
        base = f"grpc:{server.address}?tls_ca={pki / 'ca.pem'}"
        with create_runner(f"{base}&tls_cert={pki / 'client.pem'}&tls_key={pki / 'client.key'}") as runner:
            assert runner.populate_features(x=[1, 1]).evaluate(int) == 1_000_001
        with create_runner(f"{base}&retries=1") as runner, pytest.raises(RetriesExhaustedError):
            runner.populate_features(x=[1, 1]).evaluate()


def test_token_checked_by_the_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    secret = "s3cret-token-value"
    good, bad = tmp_path / "good.tok", tmp_path / "bad.tok"
    good.write_text(secret + "\n")
    bad.write_text("not-the-token\n")
    with serve_advice(probe, security=ServerSecurity(token=secret)) as server:
        for stream in ("1", "0"):
            with create_runner(f"grpc:{server.address}?token_file={good}&stream={stream}") as runner:
                assert runner.populate_features(x=[3, 7]).evaluate(int) == 3_000_007
            for extra in ("", f"&token_file={bad}"):
                with create_runner(f"grpc:{server.address}?stream={stream}{extra}") as runner, \
                        pytest.raises(CommunicationError) as info:
                    runner.populate_features(x=[3, 7]).evaluate()
                text = str(info.value)
                assert "\n" not in text and "UNAUTHENTICATED" in text and "token_file" in text
                assert secret not in text and not isinstance(info.value, RetriesExhaustedError)
        monkeypatch.setenv("MLBRIDGE_TEST_TOKEN", secret)
        with create_runner(f"grpc:{server.address}?token_env=MLBRIDGE_TEST_TOKEN") as runner:
            assert runner.populate_features(x=[0, 9]).evaluate(int) == 9
            assert secret not in repr(runner.security)


def test_token_never_in_a_spec_string() -> None:
    with pytest.raises(ConfigError, match="token_file") as info:
        create_runner("grpc:127.0.0.1:1?token=hunter2")
    assert "hunter2" not in str(info.value)
    with pytest.raises(ConfigError, match="MLBRIDGE_NO_SUCH_VAR"):
        create_runner("grpc:127.0.0.1:1?token_env=MLBRIDGE_NO_SUCH_VAR")


def test_bind_all_without_protection_warns() -> None:
    with pytest.warns(InsecureBindWarning, match="0.0.0.0") as record:
        server = serve_advice(probe, "0.0.0.0:0")
    assert len(record) == 1 and "\n" not in str(record[0].message)
    with server, GrpcModelRunner(f"127.0.0.1:{server.port}") as runner:  # only ever connect over loopback
        assert runner.populate_features(x=[0, 5]).evaluate(int) == 5
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # loopback: no warning
        serve_advice(probe, "127.0.0.1:0").stop()
    with pytest.warns(InsecureBindWarning, match="token but no TLS: the token travels in clear text"):
        serve_advice(probe, "0.0.0.0:0", security=ServerSecurity(token="t")).stop()


# ---- the model-server process and the load benchmark ------------------------------------------------------
def test_model_server_process_limit_and_bind_warning() -> None:
    cmd = [sys.executable, "-m", "mlbridge_llvm.interface.model_server", "grpc", "--probe", "--address", "0.0.0.0:0",
           "--max-clients", "1"]
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stderr is not None
        address = f"127.0.0.1:{int(proc.stdout.readline())}"  # bound to every interface, reached over loopback only
        warning = proc.stderr.readline()
        assert warning.startswith("model server: warning:") and "0.0.0.0" in warning
        with GrpcModelRunner(address, timeout=30) as first, GrpcModelRunner(address, timeout=30) as second:
            assert first.populate_features(x=[1, 2]).evaluate(int) == 1_000_002
            with pytest.raises(CommunicationError, match="max_clients=1"):
                second.populate_features(x=[2, 2]).evaluate()
    finally:
        proc.stdin.close()  # type: ignore[union-attr]
        proc.wait(20)


def test_model_server_process_config_error_is_one_line(tmp_path: Path) -> None:
    cmd = [sys.executable, "-m", "mlbridge_llvm.interface.model_server", "grpc", "--probe", "--token-file", str(tmp_path / "missing")]
    proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and proc.stdout == ""
    assert proc.stderr.startswith("model server: error:") and proc.stderr.count("\n") == 1


def test_grpc_load_bench_small(tmp_path: Path) -> None:
    out = run_load(clients=3, queries=5, outdir=str(tmp_path), plot=False)
    rows = out["rows"]
    assert [(r["config"], r["mode"]) for r in rows] == [
        ("baseline: 1 client", "stream"), ("3 clients", "stream"), ("baseline: 1 client", "unary"), ("3 clients", "unary"),
        ("floor: python in-process, 3 threads", "-")]
    assert all(r["wrong"] == 0 and r["errors"] == 0 and r["queries"] == 5 * r["clients"] for r in rows)
    assert (tmp_path / "grpc-load.json").is_file() and (tmp_path / "grpc-load.csv").is_file()


@pytest.mark.timeout(120)
def test_model_server_process_answers_concurrent_clients_each_their_own(tmp_path: Path) -> None:
    """One ONNX runner behind many server threads: every client gets the answer to its own features (the server
    switches threads as often as it can, so that a race between them shows)."""
    from mlbridge_llvm.onnx_models import linear_scalar, linear_scalar_weights, save_model

    model = save_model(linear_scalar(4, seed=3), tmp_path / "linear.onnx")
    w, b = linear_scalar_weights(4, seed=3)
    main = f"from mlbridge_llvm.interface.model_server import main; main(['grpc', '--model', {model!r}])"
    cmd = [sys.executable, "-c", f"import sys; sys.setswitchinterval(1e-6); {main}"]
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def client(c: int) -> int:
        wrong = 0
        with GrpcModelRunner(address, timeout=30) as runner:
            for q in range(200):
                x = np.array([c, q, c * q, 1], np.float32)
                got = runner.populate_features(input=x).evaluate(float)
                wrong += not np.isclose(got, float(x @ w + b[0]), rtol=1e-4, atol=1e-4)
        return wrong

    try:
        assert proc.stdout is not None
        address = f"127.0.0.1:{int(proc.stdout.readline())}"
        with ThreadPoolExecutor(max_workers=16) as pool:
            assert list(pool.map(client, range(16), timeout=100)) == [0] * 16
    finally:
        proc.stdin.close()  # type: ignore[union-attr]
        proc.wait(20)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("stream", [True, False])
def test_query_in_flight_when_the_server_stops_is_retried(stream: bool) -> None:
    """The server is stopped while the model works on a query: the query is asked again of the restarted server."""
    entered, release = threading.Event(), threading.Event()

    def stuck(features: dict[str, Any]) -> int:
        entered.set()
        release.wait(20)
        return -1

    first = serve_advice(stuck)
    address = first.address
    outcome: list[Any] = []
    with GrpcModelRunner(address, stream=stream, timeout=30, retry_budget=20) as runner:
        def ask() -> None:
            try:
                outcome.append(runner.populate_features(x=21).evaluate(int))
            except Exception as e:  # reported to the test
                outcome.append(e)

        client = threading.Thread(target=ask)
        client.start()
        assert entered.wait(20)
        first.stop(grace=0)
        release.set()
        with serve_advice(lambda f: 2 * int(f["x"][0]), address):
            client.join(40)
    assert outcome == [42]


@pytest.mark.parametrize("stream", [True, False])
def test_call_cancelled_by_the_server_is_retried(stream: bool) -> None:
    """A server shutting down cancels the calls that reach it (``CANCELLED``, seen in about a third of restarts
    here): like ``UNAVAILABLE``, the query is asked again. This server cancels its first call, answers the next."""
    calls: list[int] = []

    def answer(request: pb.TensorList, context: grpc.ServicerContext) -> pb.TensorList:
        calls.append(1)
        if len(calls) == 1:
            context.abort(grpc.StatusCode.CANCELLED, "server shutting down")
        return encode_values(2 * int(from_message(request)["x"][0]))

    def answer_stream(requests: Any, context: grpc.ServicerContext) -> Any:
        for request in requests:
            yield answer(request, context)

    server, port = start_server("127.0.0.1:0", {"getAdvice": answer}, stream_handlers={"adviceStream": answer_stream})
    try:
        with GrpcModelRunner(f"127.0.0.1:{port}", stream=stream) as runner:
            assert runner.populate_features(x=21).evaluate(int) == 42
        assert len(calls) == 2
    finally:
        stop_server(server)
