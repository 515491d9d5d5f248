"""Named-pipe runner and model-side interfaces: both dialects, real peers, and every fault we promise to report."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
import threading
import time

import numpy as np
import pytest
from conftest import require

from mlbridge_llvm.errors import ConfigError, PeerClosedError, PeerTimeoutError, ProtocolError
from mlbridge_llvm.fifo import FifoPair, FifoWriter, FifoReader
from mlbridge_llvm.interface.mlgo import InteractiveHost
from mlbridge_llvm.interface.pipe import PipeCompilerInterface
from mlbridge_llvm.ir.tools import find_tool
from mlbridge_llvm.runners import create_runner
from mlbridge_llvm.runners.pipe import PipeModelRunner
from mlbridge_llvm.tensors import TensorSpec

FLOAT_OUT = TensorSpec("out", "float", (1,))


def run_model(ci: PipeCompilerInterface, fn) -> threading.Thread:
    """Serve ``fn(features)`` on ``ci`` from a thread until the compiler closes the channel."""

    def loop() -> None:
        obs = ci.evaluate()
        while obs is not None:
            ci.populate_buffer(fn(obs))
            obs = ci.evaluate()

    t = threading.Thread(target=loop, daemon=True)
    t.start()
    return t


@pytest.mark.parametrize("serdes", ["bitstream", "json", "protobuf"])
def test_mlcb_round_trip_with_our_interface(serdes: str) -> None:
    with PipeCompilerInterface(serdes=serdes, advice_spec=TensorSpec("out", "float", (1,)), timeout=5) as ci:
        t = run_model(ci, lambda f: float(np.asarray(f["x"], dtype=np.float32).sum() + np.asarray(f["k"]).sum()))
        with PipeModelRunner(ci.channel, serdes=serdes, advice_spec=FLOAT_OUT, timeout=5) as runner:
            for n in (1, 7, 5000):
                x = np.linspace(0, 1, n, dtype=np.float32)
                got = runner.populate_features(("x", x), ("k", np.array([3], dtype=np.int64))).evaluate(float)
                assert got == pytest.approx(float(x.sum()) + 3, rel=1e-5)
        t.join(5)
        assert not t.is_alive()
    assert not os.path.exists(ci.channel + ".in")
    assert not os.path.exists(os.path.dirname(ci.channel)), "private FIFO directory must be removed"


@pytest.mark.parametrize("fmt,serdes", [("bytes", "bitstream"), ("json", "json")])
def test_mlcb_against_ml_compiler_bridge_compilerinterface(tmp_path, fmt: str, serdes: str) -> None:
    """ML-Compiler-Bridge's own PyPI model side (unmodified) answers our compiler-side runner."""
    compilerinterface = require("compilerinterface")
    base = str(tmp_path / "chan")
    ci = compilerinterface.PipeCompilerInterface(fmt, base)
    seen: list[int] = []

    def model() -> None:
        ci.reset_pipes()
        while True:
            try:
                feats = ci.evaluate()
            except Exception:  # their reader raises on end of stream
                return
            x = np.frombuffer(feats[0]._buffer, dtype=np.float32) if fmt == "bytes" else np.asarray(feats["x"], np.float32)
            seen.append(x.size)
            ci.populate_buffer(float(x.max()))

    t = threading.Thread(target=model, daemon=True)
    t.start()
    with create_runner(f"pipe:{base}?dialect=mlcb&serdes={serdes}&timeout=5", advice_spec=FLOAT_OUT) as runner:
        for n in (3, 500, 50000):
            x = np.random.default_rng(n).random(n, dtype=np.float32)
            assert runner.populate_features(x=x).evaluate(float) == pytest.approx(float(x.max()))
    t.join(5)
    assert seen == [3, 500, 50000]
    ci.close_pipes()


def test_mlgo_runner_and_host_round_trip() -> None:
    specs = [TensorSpec("a", "int64_t", (1,), 0), TensorSpec("b", "float", (2, 3), 1)]
    advice = TensorSpec("decision", "int64_t", (1,))
    with InteractiveHost(timeout=5) as host:
        runner = PipeModelRunner(host.channel, dialect="mlgo", feature_specs=specs, advice_spec=advice, timeout=5)
        serving = host.serve_in_thread(lambda f: int(f["a"][0]) * 2 + int(f["b"].sum()))
        runner.set_context("f1")
        answers = [runner.populate_features(a=i, b=np.full((2, 3), i, np.float32)).evaluate(int) for i in range(4)]
        runner.close()
        result = serving.result(5)
    assert answers == [i * 2 + 6 * i for i in range(4)]
    assert [d[:2] for d in result.decisions] == [("f1", 0), ("f1", 1), ("f1", 2), ("f1", 3)]
    assert [s.to_json() for s in result.header.features] == [s.to_json() for s in specs]


INLINE_IR = textwrap.dedent(
    """
    define internal i32 @sq(i32 %x) {
      %m = mul i32 %x, %x
      ret i32 %m
    }
    define internal i32 @add3(i32 %x) {
      %a = add i32 %x, 3
      %b = call i32 @sq(i32 %a)
      ret i32 %b
    }
    define i32 @entry(i32 %n) {
      %r = call i32 @add3(i32 %n)
      %s = call i32 @sq(i32 %r)
      ret i32 %s
    }
    """
)


def _opt_inliner(tmp_path, channel: str, *extra: str) -> subprocess.Popen:
    src = tmp_path / "in.ll"
    src.write_text(INLINE_IR)
    return subprocess.Popen(
        [find_tool("opt"), "-S", "-passes=default<O2>", "-enable-ml-inliner=release",
         f"-inliner-interactive-channel-base={channel}", "-inliner-interactive-include-default", *extra, str(src)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE)


@pytest.mark.parametrize("decision,calls_left", [(0, 3), (1, 0)])
def test_host_answers_stock_llvm_opt(tmp_path, decision: int, calls_left: int) -> None:
    """LLVM 22's own ML inliner asks our host; its answers are applied by LLVM."""
    with InteractiveHost(timeout=20) as host:
        proc = _opt_inliner(tmp_path, host.channel)
        result = host.serve(lambda f: decision, alive=lambda: proc.poll() is None)
        out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0, err.decode()
    assert result.count == 3
    names = [s.name for s in result.header.features]
    assert len(names) == 39 and names[-1] == "inlining_default" and result.header.advice.name == "inlining_decision"
    assert len(re.findall(r"\bcall\b", out.decode())) == calls_left


@pytest.mark.timeout(120)  # the host's own timeout is far longer: only alive() can end this in time
def test_host_reports_compiler_that_exits_before_opening(tmp_path) -> None:
    with InteractiveHost(timeout=3600) as host:
        proc = _opt_inliner(tmp_path, host.channel, "-no-such-flag")
        with pytest.raises(PeerClosedError):
            host.serve(lambda f: 1, alive=lambda: proc.poll() is None)
        proc.communicate(timeout=60)


@pytest.mark.timeout(60)
def test_peer_never_opens_times_out() -> None:
    pair = FifoPair.create()
    try:
        runner = PipeModelRunner(pair, advice_spec=FLOAT_OUT, timeout=0.3)
        with pytest.raises(PeerTimeoutError, match="timed out after 0.3s"):
            runner.populate_features(x=np.zeros(3, np.float32)).evaluate()
        runner.close()
    finally:
        pair.remove()


def test_fifos_missing_times_out(tmp_path) -> None:
    with pytest.raises(PeerTimeoutError, match="created"):
        PipeModelRunner(str(tmp_path / "nobody"), advice_spec=FLOAT_OUT, timeout=0.2).populate_features(x=1.0).evaluate()


def test_model_hangs_after_request_times_out() -> None:
    with PipeCompilerInterface(timeout=5) as ci:
        def hang() -> None:
            ci.evaluate()  # takes the request, never answers
            time.sleep(1.5)
        threading.Thread(target=hang, daemon=True).start()
        runner = PipeModelRunner(ci.channel, advice_spec=FLOAT_OUT, timeout=0.5)
        with pytest.raises(PeerTimeoutError, match="advice"):
            runner.populate_features(x=np.ones(4, np.float32)).evaluate()
        runner.close()


def _raw_model(pair: FifoPair, reply: bytes, close_after: bool = True) -> threading.Thread:
    """A model that reads one request and answers with ``reply`` verbatim (garbage, truncated, ...)."""

    def go() -> None:
        w = FifoWriter(pair.to_compiler, 5)
        r = FifoReader(pair.from_compiler, 5)
        size = int.from_bytes(r.read_exact(8), "little")
        r.read_exact(size)
        w.write(reply)
        if close_after:
            w.close()
            r.close()

    t = threading.Thread(target=go, daemon=True)
    t.start()
    return t


@pytest.mark.parametrize("serdes,reply,error", [
    ("bitstream", (8).to_bytes(8, "little") + b"\x00" * 8, ProtocolError),         # 8 bytes for a 4-byte float
    ("bitstream", (4).to_bytes(8, "little") + b"\x00\x00", PeerClosedError),        # dies mid-message
    ("bitstream", b"\xff" * 16, ProtocolError),                                     # garbage length prefix
    ("json", (9).to_bytes(8, "little") + b"not json!", ProtocolError),
    ("json", (13).to_bytes(8, "little") + b'{"out":"abc"}', ProtocolError),         # wrong type
    ("json", (12).to_bytes(8, "little") + b'{"nope":1.0}', ProtocolError),
    ("protobuf", (5).to_bytes(8, "little") + b"\x0a\x05abc", ProtocolError),        # truncated protobuf
])
def test_bad_answers_are_reported(serdes: str, reply: bytes, error: type) -> None:
    pair = FifoPair.create()
    try:
        t = _raw_model(pair, reply)
        with PipeModelRunner(pair, serdes=serdes, advice_spec=FLOAT_OUT, timeout=3) as runner:
            with pytest.raises(error):
                runner.populate_features(x=np.ones(3, np.float32)).evaluate()
        t.join(5)
    finally:
        pair.remove()


def test_model_process_killed_mid_run() -> None:
    """A real model process that dies after its first answer: the next evaluate fails fast and cleanly."""
    pair = FifoPair.create()
    code = textwrap.dedent(f"""
        import os, sys
        from mlbridge_llvm.fifo import FifoPair, open_model_side
        from mlbridge_llvm.wire import mlcb_read, mlcb_write
        r, w = open_model_side(FifoPair({pair.base!r}), 10)
        mlcb_read(r)
        mlcb_write(w, [b'\\x00\\x00\\x80\\x3f'])
        mlcb_read(r)
        w.write((4).to_bytes(8, 'little') + b'\\x00')   # half an answer, then die
        os._exit(3)
    """)
    proc = subprocess.Popen([sys.executable, "-c", code])
    try:
        with PipeModelRunner(pair, advice_spec=FLOAT_OUT, timeout=10, alive=lambda: proc.poll() is None) as runner:
            assert runner.populate_features(x=np.ones(2, np.float32)).evaluate(float) == 1.0
            with pytest.raises(PeerClosedError):
                runner.populate_features(x=np.ones(2, np.float32)).evaluate()
    finally:
        proc.wait(10)
        pair.remove()
    assert proc.returncode == 3


def test_mlgo_truncated_observation_is_protocol_error() -> None:
    with InteractiveHost(timeout=5) as host:
        def compiler() -> None:
            r = FifoReader(host.pair.to_compiler, 5)
            w = FifoWriter(host.pair.from_compiler, 5)
            w.write(b'{"features":[{"name":"a","port":0,"shape":[4],"type":"int64_t"}],'
                    b'"advice":{"name":"d","port":0,"shape":[1],"type":"int64_t"}}\n'
                    b'{"observation":0}\n' + b"\x01" * 20 + b"\n" + b"\x00" * 20)  # 21 of 33 bytes, then junk
            time.sleep(0.5)
            w.close()
            r.close()
        threading.Thread(target=compiler, daemon=True).start()
        with pytest.raises((ProtocolError, PeerClosedError)):
            host.serve(lambda f: 0)


def test_config_errors() -> None:
    with pytest.raises(ConfigError):
        PipeModelRunner("/tmp/x", dialect="nope")
    with pytest.raises(ConfigError, match="advice_spec"):
        PipeModelRunner("/tmp/x", serdes="bitstream")
    with pytest.raises(ConfigError, match="feature_specs"):
        PipeModelRunner("/tmp/x", dialect="mlgo")
    with pytest.raises(ConfigError):
        create_runner("carrier-pigeon:x")


@pytest.mark.timeout(120)  # the host's own timeout is far longer: only alive() can end this in time
def test_host_reports_compiler_killed_mid_run(tmp_path) -> None:
    """The compiler dies after its first question: the host raises PeerClosedError instead of hanging."""
    with InteractiveHost(timeout=3600) as host:
        proc = _opt_inliner(tmp_path, host.channel)

        def agent(features: dict) -> int:
            proc.kill()
            proc.wait(10)
            return 1

        with pytest.raises(PeerClosedError):
            host.serve(agent, alive=lambda: proc.poll() is None)


# ---- FifoReader.read_exact: memory follows the data, not the claimed size ------------------------------------
def test_read_exact_does_not_preallocate_a_claimed_size(tmp_path) -> None:
    """A peer that announces 2 GiB and sends 3 bytes must not cost 2 GiB (and seconds of zero-filling)."""
    import tracemalloc

    pair = FifoPair.create(str(tmp_path / "ch"))
    reader = FifoReader(pair.to_compiler, 5)
    writer = FifoWriter(pair.to_compiler, 5)
    writer.write(b"abc")
    writer.close()
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        with pytest.raises(PeerClosedError):
            reader.read_exact(1 << 31)
        peak = tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()
        reader.close()
    assert peak < 200 << 20
    assert reader.pending == 3


@pytest.mark.parametrize("size", [100, 70_000, 40 << 20])
def test_read_exact_large_messages_arrive_whole_and_writable(tmp_path, size: int) -> None:
    """Messages bigger than any preallocation still arrive intact, in a writable buffer numpy can wrap."""
    pair = FifoPair.create(str(tmp_path / "ch"))
    reader = FifoReader(pair.to_compiler, 10)
    data = np.random.default_rng(size).integers(0, 256, size + 5, dtype=np.uint8).tobytes()

    def send() -> None:
        w = FifoWriter(pair.to_compiler, 10)
        for i in range(0, len(data), 1 << 20):  # in pieces, as a real peer's writes arrive
            w.write(data[i : i + (1 << 20)])
        w.close()

    t = threading.Thread(target=send, daemon=True)
    t.start()
    try:
        got = reader.read_exact(size)
        assert got == data[:size]
        if size > 64:
            assert np.frombuffer(got, np.uint8).flags.writeable
        assert reader.read_exact(5) == data[size:]
    finally:
        t.join(10)
        reader.close()
