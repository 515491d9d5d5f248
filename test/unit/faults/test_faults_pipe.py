"""Fault suite for the named-pipe channel, both dialects, with real FIFOs and real peer threads or processes.

Every class of fault a peer can commit, and where it is covered (this file unless named):

===================  ==========================================================  ===========================================
fault                mlcb (compiler side: ``PipeModelRunner``;                    mlgo (compiler side: ``PipeModelRunner``;
                     model side: ``PipeCompilerInterface``)                       model side: ``InteractiveHost``)
===================  ==========================================================  ===========================================
never opens          test_pipes: test_peer_never_opens_times_out,                 test_mlgo_model_never_opens_times_out,
                     test_fifos_missing_times_out; here                           test_mlgo_compiler_never_opens_times_out;
                     test_mlcb_compiler_never_opens_times_out                     test_pipes: test_host_reports_compiler_that_
                                                                                  exits_before_opening (stock opt)
stalls mid-answer    test_pipes: test_model_hangs_after_request_times_out         test_mlgo_short_answer_then_stall_times_out
dies mid-message     test_pipes: test_bad_answers_are_reported (bitstream),       test_mlgo_model_dies_mid_answer,
                     test_model_process_killed_mid_run (process);                 test_pipes: test_host_reports_compiler_
                     here test_mlcb_model_dies_mid_message (json, protobuf),      killed_mid_run (stock opt)
                     test_mlcb_compiler_process_dies_mid_request
garbage              test_pipes: test_bad_answers_are_reported (length prefix,    test_mlgo_garbage_header_is_protocol_error,
                     JSON, protobuf); test_fuzz_decoders (every decoder, any      test_mlgo_garbage_event_line_is_protocol_error;
                     bytes); here test_mlcb_garbage_request_is_protocol_error     an mlgo answer has no structure (any 8 bytes
                                                                                  are an int64): only its size can be wrong
truncated            test_pipes: test_bad_answers_are_reported (protobuf),        test_pipes: test_mlgo_truncated_observation_
                     test_fuzz_decoders (every truncation); here                  is_protocol_error
                     test_mlcb_truncated_bitstream_request_is_protocol_error
wrong size / type    test_pipes: test_bad_answers_are_reported (bitstream size,   test_mlgo_extra_bytes_* (too long),
                     JSON type); here test_mlcb_wrong_type_answers                test_mlgo_short_answer_then_stall_times_out,
                     (protobuf dtype, JSON shape), test_mlcb_extra_bytes_*        test_mlgo_model_dies_mid_answer (too short)
                     (too long: leftover bytes)
oversized length     test_mlcb_huge_length_prefix_* (runner, every SerDes,        test_mlgo_header_with_huge_observation_is_
                     max_message), test_mlcb_request_over_max_message_*;          refused; bitstream answers are read by
                     test_pipes: test_read_exact_does_not_preallocate_*           exact size (advice nbytes)
out of range         test_mlcb_json_answer_out_of_float32_range (raw peer),       test_mlgo_host_refuses_out_of_range_advice;
                     test_mlcb_json_answer_out_of_range_from_ml_compiler_         raw bitstream bytes are always in range
                     bridge_compilerinterface, test_mlcb_int_answer_out_of_range,
                     test_mlcb_model_side_refuses_out_of_range_advice;
                     test_tensors / test_serdes (TensorSpec.conform, JSON)
===================  ==========================================================  ===========================================

After an error while exchanging bytes a ``PipeModelRunner`` refuses further queries (the stream may be out of step,
so a later answer could belong to an earlier question): test_runner_refuses_queries_after_a_protocol_error,
test_late_answer_is_not_taken_for_the_next_question; an answer that arrived whole but does not decode fails only
its own query: test_undecodable_whole_answer_fails_only_its_query.
"""
from __future__ import annotations

import re
import struct
import subprocess
import sys
import textwrap
import threading
import tracemalloc
from typing import Any, Callable

import numpy as np
import pytest
from conftest import require

from mlbridge_llvm.errors import ConfigError, ModelError, PeerClosedError, PeerTimeoutError, ProtocolError
from mlbridge_llvm.fifo import FifoPair, FifoWriter, open_compiler_side, open_model_side
from mlbridge_llvm.interface.mlgo import InteractiveHost
from mlbridge_llvm.interface.pipe import PipeCompilerInterface
from mlbridge_llvm.runners import create_runner
from mlbridge_llvm.runners.pipe import PipeModelRunner
from mlbridge_llvm.tensors import TensorSpec
from mlbridge_llvm.wire import MlgoHeader, mlcb_read, mlgo_read_event

pytestmark = pytest.mark.timeout(60)

FLOAT_OUT = TensorSpec("out", "float", (1,))
INT_OUT = TensorSpec("decision", "int64_t", (1,))
MLGO_FEATURES = [TensorSpec("a", "int64_t", (1,), 0), TensorSpec("b", "float", (2,), 1)]
GIB2 = 1 << 31
#: Generous bound on memory growth when a peer lies about a length (a real allocation would be >= 2 GiB).
MEMORY_BOUND = 200 << 20


def i64(v: int) -> bytes:
    return struct.pack("<q", v)


def f32(v: float) -> bytes:
    return struct.pack("<f", v)


def framed(payload: bytes) -> bytes:
    """One mlcb message: 8-byte little-endian length, then ``payload``."""
    return struct.pack("<Q", len(payload)) + payload


class Peer(threading.Thread):
    """A hand-written peer running ``body`` in a thread; :meth:`result` re-raises its error in the test."""

    def __init__(self, body: Callable[[], Any]):
        super().__init__(daemon=True)
        self.body, self.value, self.error = body, None, None

    def run(self) -> None:
        try:
            self.value = self.body()
        except BaseException as e:  # handed to the test by result()
            self.error = e

    def result(self, timeout: float = 10) -> Any:
        self.join(timeout)
        assert not self.is_alive(), "peer thread did not finish"
        if self.error is not None:
            raise self.error
        return self.value


def start(body: Callable[[], Any]) -> Peer:
    peer = Peer(body)
    peer.start()
    return peer


def mlcb_model(pair: FifoPair, replies: list[bytes], between: Callable[[int], None] | None = None,
               close_after: bool = False) -> Peer:
    """A raw mlcb model: answers request i with ``replies[i]`` verbatim; then closes (``close_after``) or counts
    requests until the compiler closes. Returns the number of requests it saw."""

    def body() -> int:
        r, w = open_model_side(pair, 10)
        seen = 0
        try:
            while True:
                try:
                    mlcb_read(r)
                except PeerClosedError:
                    return seen
                if seen < len(replies):
                    w.write(replies[seen])
                    if between is not None:
                        between(seen)
                seen += 1
                if close_after and seen >= len(replies):
                    return seen
        finally:
            w.close()
            r.close()

    return start(body)


def mlgo_host(pair: FifoPair, answers: list[bytes], between: Callable[[int], None] | None = None) -> Peer:
    """A hand-written interactive-mode host: answers observation i with the raw bytes ``answers[i]``."""

    def body() -> int:
        r, w = open_model_side(pair, 10)
        seen = 0
        try:
            header = MlgoHeader.decode(r.readline())
            while mlgo_read_event(r, header, None, timeout=10) is not None:
                if seen < len(answers):
                    w.write(answers[seen])
                    if between is not None:
                        between(seen)
                seen += 1
            return seen
        finally:
            w.close()
            r.close()

    return start(body)


def mlgo_runner(pair: FifoPair, timeout: float = 5) -> PipeModelRunner:
    return PipeModelRunner(pair, dialect="mlgo", feature_specs=MLGO_FEATURES, advice_spec=INT_OUT, timeout=timeout)


def ask(runner: PipeModelRunner, i: int = 1, as_type: type | None = None) -> Any:
    if runner.dialect == "mlgo":
        return runner.populate_features(a=i, b=[0.5, float(i)]).evaluate(as_type)
    return runner.populate_features(x=np.full(3, i, np.float32)).evaluate(as_type)


@pytest.fixture
def pair():
    p = FifoPair.create()
    yield p
    p.remove()


# ---- leftover bytes: an answer longer than the advice must never shift the next one -------------------------------
def test_mlgo_extra_bytes_in_one_write_are_protocol_error(pair) -> None:
    """The host answers 5 plus 4 stray bytes: before, the next answer read as 21474836489 instead of 5."""
    host = mlgo_host(pair, [i64(5) + struct.pack("<i", 9), i64(5), i64(5)])
    got = []
    with mlgo_runner(pair) as runner:
        with pytest.raises(ProtocolError, match=r"model sent 4 bytes more than the advice 'decision'") as e:
            for i in range(3):
                got.append(ask(runner, i, int))
    assert "\n" not in str(e.value)
    assert all(v == 5 for v in got) and len(got) <= 1
    host.result()


def test_mlgo_extra_bytes_arriving_late_are_caught_before_the_next_query(pair) -> None:
    """Stray bytes that arrive after the answer was read: found before the next observation is sent."""
    answered, stray_sent = threading.Event(), threading.Event()

    def stray(i: int) -> None:
        if i == 0:
            answered.wait(10)
            w = FifoWriter(pair.to_compiler, 5)  # a second write end, as a confused host with two writers
            w.write(struct.pack("<i", 9))
            w.close()
            stray_sent.set()

    host = mlgo_host(pair, [i64(5), i64(5)], between=stray)
    with mlgo_runner(pair) as runner:
        assert ask(runner, 0, int) == 5
        answered.set()
        assert stray_sent.wait(10)
        with pytest.raises(ProtocolError, match="model sent 4 bytes more than the advice"):
            ask(runner, 1, int)
    assert host.result() == 1, "the next observation must not be sent once stray bytes are seen"


@pytest.mark.parametrize("serdes", ["bitstream", "json", "protobuf"])
def test_mlcb_extra_bytes_after_an_answer_are_protocol_error(pair, serdes: str) -> None:
    """A model that answers twice: the second copy must not be taken as the answer to the next question."""
    from mlbridge_llvm.serdes import get_serdes

    def answer(v: float) -> bytes:
        if serdes == "bitstream":
            return framed(f32(v))
        if serdes == "json":
            return framed(b'{"out": %r}' % v)
        return framed(get_serdes("protobuf").encode({"out": np.float32(v)}, [FLOAT_OUT]))

    model = mlcb_model(pair, [answer(1.0) + answer(2.0), answer(3.0), answer(4.0)])
    got = []
    with PipeModelRunner(pair, serdes=serdes, advice_spec=FLOAT_OUT, timeout=5) as runner:
        with pytest.raises(ProtocolError, match=r"model sent \d+ bytes after its answer"):
            for i in range(3):
                got.append(ask(runner, i, float))
    assert got in ([], [1.0])
    model.result()


def test_mlcb_extra_bytes_arriving_late_are_caught_before_the_next_request(pair) -> None:
    answered, stray_sent = threading.Event(), threading.Event()

    def stray(i: int) -> None:
        if i == 0:
            answered.wait(10)
            w = FifoWriter(pair.to_compiler, 5)
            w.write(framed(f32(2.0)))
            w.close()
            stray_sent.set()

    model = mlcb_model(pair, [framed(f32(1.0)), framed(f32(3.0))], between=stray)
    with PipeModelRunner(pair, serdes="bitstream", advice_spec=FLOAT_OUT, timeout=5) as runner:
        assert ask(runner, 0, float) == 1.0
        answered.set()
        assert stray_sent.wait(10)
        with pytest.raises(ProtocolError, match=r"model sent 12 bytes after its answer"):
            ask(runner, 1, float)
    assert model.result() == 1, "the next request must not be sent once stray bytes are seen"


# ---- oversized length prefixes: bounded before anything is allocated -----------------------------------------------
def peak_memory(fn: Callable[[], Any]) -> int:
    """Peak Python allocation (tracemalloc) while ``fn`` runs, beyond what was allocated before."""
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        fn()
        return tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("serdes,spec,limit", [
    ("bitstream", FLOAT_OUT, r"limit of 4 bytes"),
    ("json", FLOAT_OUT, r"limit of \d+ bytes"),
    ("protobuf", FLOAT_OUT, r"limit of \d+ bytes"),
    ("json", None, rf"limit of {64 << 20} bytes \(max_message\)"),
    ("protobuf", None, rf"limit of {64 << 20} bytes \(max_message\)"),
])
def test_mlcb_huge_length_prefix_is_refused_without_allocating(pair, serdes: str, spec: TensorSpec | None, limit: str) -> None:
    """11 bytes of garbage claiming a 2 GiB answer: a one-line ProtocolError naming the limit, no 2 GiB allocation."""
    model = mlcb_model(pair, [struct.pack("<Q", GIB2) + b"abc"], close_after=True)
    errors: list[BaseException] = []

    def query() -> None:
        with PipeModelRunner(pair, serdes=serdes, advice_spec=spec, timeout=5) as runner:
            try:
                ask(runner)
            except BaseException as e:  # checked below, outside the traced region
                errors.append(e)

    assert peak_memory(query) < MEMORY_BOUND
    (err,) = errors
    assert isinstance(err, ProtocolError), repr(err)
    assert re.search(limit, str(err)) and str(GIB2) in str(err) and "\n" not in str(err)
    model.result()


def test_mlcb_max_message_option_of_the_runner_spec_string(pair) -> None:
    model = mlcb_model(pair, [framed(b'{"out": [' + b"1.0," * 300 + b"1.0]}")])
    with create_runner(f"pipe:{pair.base}?serdes=json&timeout=5&max_message=1000") as runner:
        with pytest.raises(ProtocolError, match=r"limit of 1000 bytes \(max_message\)"):
            ask(runner)
    model.result()
    with pytest.raises(ConfigError, match="max_message"):
        create_runner(f"pipe:{pair.base}?serdes=json&max_message=lots")


def test_mlcb_request_over_max_message_is_refused_by_the_model_side() -> None:
    """The model side bounds requests too (default 1 GiB, configurable): 2 GiB claimed, 3 bytes sent."""
    for max_message, size, payload in ((None, GIB2, b"abc"), (64, 100, b"x" * 100)):
        kw = {} if max_message is None else {"max_message": max_message}
        with PipeCompilerInterface(timeout=5, **kw) as ci:
            def compiler() -> None:
                r, w = open_compiler_side(ci.pair, 10)
                w.write(struct.pack("<Q", size) + payload)
                w.close()
                r.close()
            peer = start(compiler)
            errors: list[BaseException] = []

            def serve() -> None:
                try:
                    ci.evaluate()
                except BaseException as e:
                    errors.append(e)

            assert peak_memory(serve) < MEMORY_BOUND
            peer.result()
        (err,) = errors
        assert isinstance(err, ProtocolError), repr(err)
        assert f"limit of {max_message or 1 << 30} bytes (max_message)" in str(err)


def test_mlgo_header_with_huge_observation_is_refused() -> None:
    """A header whose features add up to 1 TiB per observation: refused, not a MemoryError or a huge allocation."""
    with InteractiveHost(timeout=5) as host:
        def compiler() -> None:
            r, w = open_compiler_side(host.pair, 10)
            w.write(b'{"features":[{"name":"a","port":0,"shape":[137438953472],"type":"int64_t"}],'
                    b'"advice":{"name":"d","port":0,"shape":[1],"type":"int64_t"}}\n{"observation":0}\n' + b"\x00" * 64)
            w.close()
            r.close()
        peer = start(compiler)
        errors: list[BaseException] = []

        def serve() -> None:
            try:
                host.serve(lambda f: 0)
            except BaseException as e:
                errors.append(e)

        assert peak_memory(serve) < MEMORY_BOUND
        peer.result()
    (err,) = errors
    assert isinstance(err, ProtocolError), repr(err)
    assert "limit of" in str(err)


# ---- a peer that never opens its ends: bounded by the timeout ------------------------------------------------------
def test_mlgo_model_never_opens_times_out(pair) -> None:
    with mlgo_runner(pair, timeout=0.3) as runner:
        with pytest.raises(PeerTimeoutError, match="timed out"):
            ask(runner)


def test_mlgo_compiler_never_opens_times_out() -> None:
    with InteractiveHost(timeout=0.3) as host:
        with pytest.raises(PeerTimeoutError, match="timed out"):
            host.serve(lambda f: 0)


def test_mlcb_compiler_never_opens_times_out() -> None:
    with PipeCompilerInterface(timeout=0.3) as ci:
        with pytest.raises(PeerTimeoutError, match="timed out"):
            ci.evaluate()


# ---- a peer that stalls or dies in the middle of a message ---------------------------------------------------------
def test_mlgo_short_answer_then_stall_times_out(pair) -> None:
    """Half an answer and silence: a timeout, not a hang and not a value made of half an answer."""
    release = threading.Event()
    host = mlgo_host(pair, [i64(5)[:4]], between=lambda i: release.wait(10))
    with mlgo_runner(pair, timeout=0.5) as runner:
        with pytest.raises(PeerTimeoutError, match=r"advice \(4/8 bytes\)"):
            ask(runner)
        release.set()
    host.result()


MLGO_HOST_PROCESS = """
import os, struct
from mlbridge_llvm.fifo import FifoPair, open_model_side
from mlbridge_llvm.wire import MlgoHeader, mlgo_read_event
r, w = open_model_side(FifoPair({base!r}), 10)
header = MlgoHeader.decode(r.readline())
mlgo_read_event(r, header, None)
w.write(struct.pack('<q', 5))
mlgo_read_event(r, header, None)
w.write(b'\\x05\\x00\\x00')   # 3 of 8 bytes, then the process dies
os._exit(3)
"""


def test_mlgo_model_dies_mid_answer(pair) -> None:
    """A real host process that dies after 3 bytes of its second answer: PeerClosedError, never a value."""
    proc = subprocess.Popen([sys.executable, "-c", textwrap.dedent(MLGO_HOST_PROCESS.format(base=pair.base))])
    try:
        runner = PipeModelRunner(pair, dialect="mlgo", feature_specs=MLGO_FEATURES, advice_spec=INT_OUT, timeout=10,
                                 alive=lambda: proc.poll() is None)
        with runner:
            assert ask(runner, 0, int) == 5
            with pytest.raises(PeerClosedError):
                ask(runner, 1, int)
    finally:
        assert proc.wait(10) == 3


@pytest.mark.parametrize("serdes", ["json", "protobuf"])
def test_mlcb_model_dies_mid_message(pair, serdes: str) -> None:
    model = mlcb_model(pair, [struct.pack("<Q", 20) + b'{"out"'], close_after=True)
    with PipeModelRunner(pair, serdes=serdes, advice_spec=FLOAT_OUT, timeout=5) as runner:
        with pytest.raises(PeerClosedError, match=r"6/20 bytes"):
            ask(runner)
    model.result()


MLCB_COMPILER_PROCESS = """
import os, struct
from mlbridge_llvm.fifo import FifoPair, open_compiler_side
r, w = open_compiler_side(FifoPair({base!r}), 10)
w.write(struct.pack('<Q', 100) + b'{{"x": [1, 2')   # 12 of 100 bytes, then the compiler dies
os._exit(4)
"""


def test_mlcb_compiler_process_dies_mid_request() -> None:
    """The model side sees the compiler die inside a request: PeerClosedError (not a clean end of compilation)."""
    with PipeCompilerInterface(serdes="json", timeout=10) as ci:
        proc = subprocess.Popen([sys.executable, "-c", textwrap.dedent(MLCB_COMPILER_PROCESS.format(base=ci.channel))])
        ci.alive = lambda: proc.poll() is None
        try:
            with pytest.raises(PeerClosedError):
                ci.evaluate()
        finally:
            assert proc.wait(10) == 4


# ---- garbage and truncation on the model side ----------------------------------------------------------------------
def compiler_sends(pair: FifoPair, data: bytes) -> Peer:
    """A hand-written compiler that sends ``data`` and closes."""

    def body() -> None:
        r, w = open_compiler_side(pair, 10)
        w.write(data)
        w.close()
        r.close()

    return start(body)


def test_mlgo_garbage_header_is_protocol_error() -> None:
    with InteractiveHost(timeout=5) as host:
        peer = compiler_sends(host.pair, b"\x89PNG not a header\n")
        with pytest.raises(ProtocolError, match="header"):
            host.serve(lambda f: 0)
        peer.result()


def test_mlgo_garbage_event_line_is_protocol_error() -> None:
    header = MlgoHeader(MLGO_FEATURES, INT_OUT).encode()
    with InteractiveHost(timeout=5) as host:
        peer = compiler_sends(host.pair, header + b'{"observation":"zero"}\n')
        with pytest.raises(ProtocolError, match="observation"):
            host.serve(lambda f: 0)
        peer.result()


@pytest.mark.parametrize("serdes,payload", [
    ("bitstream", b"\xff\xfe not a header\n\x00"),
    ("json", b"{'x': 1}"),
    ("protobuf", b"\x0a\xff\xff\xff\xff\x0f"),
])
def test_mlcb_garbage_request_is_protocol_error(serdes: str, payload: bytes) -> None:
    with PipeCompilerInterface(serdes=serdes, timeout=5) as ci:
        peer = compiler_sends(ci.pair, framed(payload))
        with pytest.raises(ProtocolError):
            ci.evaluate()
        peer.result()


def test_mlcb_truncated_bitstream_request_is_protocol_error() -> None:
    """A complete frame around an incomplete bitstream payload (the compiler's size arithmetic is wrong)."""
    from mlbridge_llvm.serdes import BitstreamSerDes

    payload = BitstreamSerDes().encode({"x": np.arange(4, dtype=np.float32)})
    with PipeCompilerInterface(serdes="bitstream", timeout=5) as ci:
        peer = compiler_sends(ci.pair, framed(payload[:-5]))
        with pytest.raises(ProtocolError, match="truncated"):
            ci.evaluate()
        peer.result()


# ---- wrong size or type of answer ----------------------------------------------------------------------------------
def _protobuf(values: dict, specs: list[TensorSpec]) -> bytes:
    from mlbridge_llvm.serdes import ProtobufSerDes

    return ProtobufSerDes().encode(values, specs)


@pytest.mark.parametrize("serdes,reply,match", [
    ("protobuf", lambda: _protobuf({"out": 1}, [TensorSpec("out", "int64_t")]), "expected float"),
    ("protobuf", lambda: _protobuf({"out": 0.5}, [TensorSpec("out", "double")]), "expected float"),
    ("protobuf", lambda: _protobuf({"other": 0.5}, [TensorSpec("other", "float")]), "lacks"),
    ("json", lambda: b'{"out": [1.0, 2.0]}', "shape"),
    ("json", lambda: b'{"out": null}', "expected float"),
    ("json", lambda: b'[1.0]', "'out'"),
    ("bitstream", lambda: f32(1.0)[:2], "2 bytes"),
])
def test_mlcb_wrong_type_answers(pair, serdes: str, reply: Callable[[], bytes], match: str) -> None:
    model = mlcb_model(pair, [framed(reply())])
    with PipeModelRunner(pair, serdes=serdes, advice_spec=FLOAT_OUT, timeout=5) as runner:
        with pytest.raises(ProtocolError, match=match):
            ask(runner)
    model.result()


# ---- out-of-range answers ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("answer", [b"1e40", b"-3.5e38", b"[1e39]", b"1.7976931348623157e308"])
def test_mlcb_json_answer_out_of_float32_range(pair, answer: bytes) -> None:
    """A float32 advice of 1e40 used to decode as inf; now a one-line ProtocolError naming the advice."""
    model = mlcb_model(pair, [framed(b'{"out": ' + answer + b"}")])
    with PipeModelRunner(pair, serdes="json", advice_spec=FLOAT_OUT, timeout=5) as runner:
        with pytest.raises(ProtocolError, match=r"'out'.*out of the range of float") as e:
            ask(runner)
    assert "\n" not in str(e.value)
    model.result()


def test_mlcb_json_answer_out_of_range_from_ml_compiler_bridge_compilerinterface(tmp_path) -> None:
    """ML-Compiler-Bridge's own PyPI model side answers 1e40 for a float32 advice: refused, not inf."""
    compilerinterface = require("compilerinterface")
    base = str(tmp_path / "chan")
    ci = compilerinterface.PipeCompilerInterface("json", base)

    def model() -> int:
        ci.reset_pipes()
        answered = 0
        for advice in (0.25, 1e40):
            try:
                ci.evaluate()
            except Exception:  # their reader raises at end of stream
                return answered
            ci.populate_buffer(advice)
            answered += 1
        ci.evaluate(mode="exit")
        return answered

    peer = start(model)
    try:
        with create_runner(f"pipe:{base}?dialect=mlcb&serdes=json&timeout=5", advice_spec=FLOAT_OUT) as runner:
            assert ask(runner, 0, float) == 0.25
            with pytest.raises(ProtocolError, match="out of the range of float"):
                ask(runner, 1, float)
        assert peer.result() == 2
    finally:
        ci.close_pipes()


@pytest.mark.parametrize("spec,answer", [
    (INT_OUT, b"9223372036854775808"),
    (INT_OUT, b"1.5"),
    (TensorSpec("out", "int8_t"), b"300"),
    (TensorSpec("out", "uint32_t"), b"-1"),
])
def test_mlcb_int_answer_out_of_range(pair, spec: TensorSpec, answer: bytes) -> None:
    model = mlcb_model(pair, [framed(b'{"out": ' + answer + b"}")])
    with PipeModelRunner(pair, serdes="json", advice_spec=spec, timeout=5) as runner:
        with pytest.raises(ProtocolError, match="does not match"):
            ask(runner)
    model.result()


@pytest.mark.parametrize("serdes", ["bitstream", "json", "protobuf"])
def test_mlcb_model_side_refuses_out_of_range_advice(serdes: str) -> None:
    """Our model side will not encode 1e40 as a float32 advice (it would be inf on the wire)."""
    from mlbridge_llvm.errors import FeatureError

    with PipeCompilerInterface(serdes=serdes, advice_spec=FLOAT_OUT, timeout=5) as ci:
        with pytest.raises(FeatureError, match="out of the range of float"):
            ci.populate_buffer(1e40)
        ci.populate_buffer(float("inf"))  # explicit inf is representable: allowed


def test_mlgo_host_refuses_out_of_range_advice() -> None:
    """The interactive-mode host will not send 1e40 for a float advice; the compiler then sees the host close."""
    with InteractiveHost(timeout=5) as host:
        runner = PipeModelRunner(host.channel, dialect="mlgo", feature_specs=MLGO_FEATURES,
                                 advice_spec=TensorSpec("priority", "float"), timeout=10)
        compiler = start(lambda: ask(runner))
        with pytest.raises(ModelError, match="out of the range of float"):
            host.serve(lambda f: 1e40)
    with pytest.raises(PeerClosedError):
        compiler.result()
    runner.close()


# ---- after an error the runner stops: a late answer must not answer the next question --------------------------------
def test_runner_refuses_queries_after_a_protocol_error(pair) -> None:
    model = mlcb_model(pair, [framed(f32(1.0) * 2), framed(f32(2.0))])
    with PipeModelRunner(pair, serdes="bitstream", advice_spec=FLOAT_OUT, timeout=5) as runner:
        with pytest.raises(ProtocolError):  # 8 bytes for a 4-byte advice
            ask(runner)
        with pytest.raises(ProtocolError, match="unusable after an earlier error"):
            ask(runner)
    assert model.result() == 1


@pytest.mark.parametrize("dialect", ["mlcb", "mlgo"])
def test_late_answer_is_not_taken_for_the_next_question(pair, dialect: str) -> None:
    """A model too slow for the first question answers it only after the second one arrives: the runner, which
    gave up on the first, must not send the second (it would get the first one's answer)."""
    if dialect == "mlgo":
        peer = mlgo_host(pair, [b"", i64(1) + i64(2)])
        runner = mlgo_runner(pair, timeout=0.3)
    else:
        peer = mlcb_model(pair, [b"", framed(f32(1.0)) + framed(f32(2.0))])
        runner = PipeModelRunner(pair, serdes="bitstream", advice_spec=FLOAT_OUT, timeout=0.3)
    with runner:
        with pytest.raises(PeerTimeoutError):
            ask(runner, 0)
        with pytest.raises(PeerTimeoutError, match="unusable after an earlier error"):
            ask(runner, 1)
    assert peer.result() == 1


def test_undecodable_whole_answer_fails_only_its_query(pair) -> None:
    """A complete answer of the wrong value leaves the stream in step: the next question is still answered."""
    model = mlcb_model(pair, [framed(b'{"out": 1e40}'), framed(b'{"out": 0.5}')])
    with PipeModelRunner(pair, serdes="json", advice_spec=FLOAT_OUT, timeout=5) as runner:
        with pytest.raises(ProtocolError, match="out of the range"):
            ask(runner, 0)
        assert ask(runner, 1, float) == 0.5
    assert model.result() == 2
