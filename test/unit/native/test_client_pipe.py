"""The C API's pipe runner (native/client/PipeRunner.cpp, used through mlbridge.h by a C program) against the model
sides: ours (PipeCompilerInterface, InteractiveHost, or raw FIFOs to check bytes), and ML-Compiler-Bridge's own
``compilerinterface``. The C client (native/tests/pipe_client.c) prints every answer with full precision."""
from __future__ import annotations

import ctypes
import importlib
import os
import struct
import subprocess
import sys
import textwrap
import threading
import time
from typing import Any, Callable

import numpy as np
import pytest

from mlbridge_llvm.errors import PeerClosedError
from mlbridge_llvm.fifo import FifoPair, open_model_side
from mlbridge_llvm.interface.mlgo import InteractiveHost
from mlbridge_llvm.interface.pipe import PipeCompilerInterface
from mlbridge_llvm.serdes.bitstream import BitstreamSerDes
from mlbridge_llvm.serdes.json_serdes import JsonSerDes
from mlbridge_llvm.tensors import TensorSpec
from mlbridge_llvm.wire import MlgoHeader, mlcb_read, mlgo_event_line

I64 = 2**40 + 3  # needs all 64 bits (ML-Compiler-Bridge's C++ JSON reader keeps 32)
NAME = 'façade"\\q'  # non-ASCII and characters JSON escapes
FEATURES = ["i64:a=1,-2,1099511627779", "i32:b=-4", "f32:c=0.1,1", "f64:d=2.5", f"f64:{NAME}=1"]
VALUES = {"a": np.array([1, -2, I64], np.int64), "b": np.array([-4], np.int32), "c": np.array([0.1, 1], np.float32),
          "d": np.array([2.5]), NAME: np.array([1.0])}
SPECS = [TensorSpec("a", np.dtype("int64"), (3,), 0), TensorSpec("b", np.dtype("int32"), (1,), 1),
         TensorSpec("c", np.dtype("float32"), (2,), 2), TensorSpec("d", np.dtype("float64"), (1,), 3),
         TensorSpec(NAME, np.dtype("float64"), (1,), 4)]


class Model(threading.Thread):
    """A model side in a thread of the test; finish() joins it and re-raises its error."""

    def __init__(self, fn: Callable[[], Any]):
        super().__init__(daemon=True)
        self.fn, self.result, self.error = fn, None, None
        self.start()

    def run(self) -> None:
        try:
            self.result = self.fn()
        except BaseException as e:  # handed to finish()
            self.error = e

    def finish(self, timeout: float = 15.0) -> Any:
        self.join(timeout)
        assert not self.is_alive(), "the model side is still running"
        if self.error is not None:
            raise self.error
        return self.result


def client(build, channel, serdes: str, *cmds: str, dialect: str = "mlcb", timeout: float = 10.0,
           keep_going: bool = False) -> subprocess.CompletedProcess:
    args = [build.pipe_client, *(["--keep-going"] if keep_going else []), str(channel), serdes, dialect, str(timeout), *cmds]
    return subprocess.run(args, capture_output=True, text=True, timeout=30)


def frame(payload: bytes) -> bytes:
    return struct.pack("<Q", len(payload)) + payload


def raw_model(channel, replies: list[bytes], release: threading.Event | None = None) -> Model:
    """A model side without SerDes: records each request's payload and answers it with the next raw bytes."""
    pair = FifoPair.create(str(channel))

    def run() -> list[bytes]:
        reader, writer = open_model_side(pair, 10.0)
        got = []
        try:
            for reply in replies:
                got.append(bytes(mlcb_read(reader)))
                writer.write(reply)
            if release is not None:
                release.wait(20)
        finally:
            reader.close()
            writer.close()
            pair.remove()
        return got

    return Model(run)


def serve_interface(ci: PipeCompilerInterface, answers: list[Any]) -> Model:
    """Our PipeCompilerInterface answering ``answers`` in order; returns the requests it decoded."""

    def run() -> list[dict[str, Any]]:
        got = []
        try:
            for answer in answers:
                obs = ci.evaluate()
                if obs is None:
                    break
                got.append({k: np.array(v) for k, v in obs.items()})
                ci.populate_buffer(answer)
            assert ci.evaluate() is None  # sends the last answer; the client then closes the channel
        finally:
            ci.close()
        return got

    return Model(run)


def compilerinterface() -> Any:
    try:
        return importlib.import_module("compilerinterface")
    except ImportError as e:
        pytest.fail(f"compilerinterface is pinned by the test extra but cannot be imported ({e})", pytrace=False)


# ---- bytes on the wire ------------------------------------------------------------------------------------
@pytest.mark.parametrize("serdes", ["bitstream", "json"])
def test_request_bytes_are_those_of_the_python_serdes(client_build, tmp_path, serdes):
    reply = struct.pack("<q", 7) if serdes == "bitstream" else b'{"out": 7}'
    model = raw_model(tmp_path / "ch", [frame(reply)])
    proc = client(client_build, tmp_path / "ch", serdes, *FEATURES, "eval:i64")
    (payload,) = model.finish()
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "i64 7\n", "")
    codec = BitstreamSerDes() if serdes == "bitstream" else JsonSerDes()
    assert payload == codec.encode(VALUES, SPECS)
    decoded = codec.decode(payload)
    assert decoded["a"].tolist() == [1, -2, I64]
    assert decoded["c"].astype(np.float32).tolist() == VALUES["c"].tolist()  # reads back as the same floats
    assert decoded[NAME].dtype.kind == "f" and decoded[NAME].tolist() == [1.0]  # 1.0 stays a real in JSON


# ---- our model side, every dtype ----------------------------------------------------------------------------
@pytest.mark.parametrize("serdes", ["bitstream", "json"])
def test_round_trips_with_our_pipe_compiler_interface(client_build, tmp_path, serdes):
    ci = PipeCompilerInterface(str(tmp_path / "ch"), serdes=serdes, advice_spec=TensorSpec("advice", np.dtype("int64")), timeout=10)
    model = serve_interface(ci, [I64, -I64])
    extra = ["f64:e=nan", "f32:g=-inf"] if serdes == "bitstream" else []  # JSON cannot carry them (tested below)
    proc = client(client_build, ci.channel, serdes, *FEATURES, *extra, "eval:i64", "i64:a=5,6,7", "eval:i64")
    got = model.finish()
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, f"i64 {I64}\ni64 {-I64}\n", "")
    assert [g["a"].tolist() for g in got] == [[1, -2, I64], [5, 6, 7]]
    first = got[0]
    assert first["b"].tolist() == [-4] and first["d"].tolist() == [2.5] and first[NAME].tolist() == [1.0]
    assert first["c"].astype(np.float32).tolist() == np.array([0.1, 1], np.float32).tolist()
    if serdes == "bitstream":
        assert [first[k].dtype.str for k in ("a", "b", "c", "d")] == ["<i8", "<i4", "<f4", "<f8"]
        assert np.isnan(first["e"][0]) and first["g"][0] == -np.inf
    else:
        assert [first[k].dtype.kind for k in ("a", "b", "c", "d", NAME)] == ["i", "i", "f", "f", "f"]


def test_json_answers_are_read_exactly(client_build, tmp_path):
    """ML-Compiler-Bridge's C++ JSON reader turns {"out": 1.0} into 1.4e-45 for a float and keeps 32 bits of an int64."""
    ci = PipeCompilerInterface(str(tmp_path / "ch"), serdes="json", timeout=10)
    model = serve_interface(ci, [1.0, I64, 0.1, [1.5, 2, -3], 1.0, 2**40, 1.5, 1e39])
    proc = client(client_build, ci.channel, "json", "i64:a=1", "f32:c=nan", "eval:f64", "f32:c=0.5",
                  "eval:f32", "eval:i64", "eval:f64", "eval:vec", "eval:i32", "eval:i32", "eval:i64", "eval:f32",
                  keep_going=True)
    model.finish()
    out = proc.stdout.splitlines()
    assert proc.returncode == 1 and proc.stderr == ""
    assert out[0].startswith("error: ") and "'c' element 0 is not finite" in out[0]
    assert out[1:6] == ["f32 1", f"i64 {I64}", "f64 0.10000000000000001", "vec 3 1.5 2 -3", "i32 1"]
    assert "out of the int32_t range" in out[6]
    assert "not a int64_t: expected an integer, got 1.5" in out[7]
    assert "out of the float range" in out[8]
    assert len(out) == 9 and all(line.startswith("error: ") for line in out[6:])


def test_bitstream_answers_and_their_length(client_build, tmp_path):
    ci = PipeCompilerInterface(str(tmp_path / "ch"), serdes="bitstream", timeout=10)
    answers = [np.array([0.1]), np.int64(I64), 7, 0.25, np.array([1, 2, 3], np.float32), np.int64(5)]
    model = serve_interface(ci, answers)
    proc = client(client_build, ci.channel, "bitstream", "f32:x=0.5", "eval:f64", "eval:i64", "eval:i32", "eval:f32",
                  "advice:f32:3", "eval:vec", "advice:i32:1", "eval:i32", "eval:i32", keep_going=True)
    model.finish()
    out = proc.stdout.splitlines()
    assert out[:5] == ["f64 0.10000000000000001", f"i64 {I64}", "i32 7", "f32 0.25", "vec 3 1 2 3"]
    assert "announced a 8-byte answer" in out[5] and "exactly 4 bytes" in out[5]  # longer than the advice
    assert "unusable after an earlier error" in out[6]
    assert len(out) == 7 and proc.returncode == 1


def test_bad_json_answers_fail_their_query_only(client_build, tmp_path):
    bad = [(b'{"out": 1,}', "invalid JSON answer"), (b'{"out": 01}', "leading zero"),
           (b'{"out": 1} x', "unexpected data after"), (b'{"out": "x"}', "expected a number, got a string"),
           (b'{"out": true}', "got true"), (b'{"value": 1}', 'with key "out"'), (b"[1]", 'with key "out"'),
           (b'{"out": [1, [2, "a"]]}', "element 2"), (b'{"out": 1, "out": 2}', "duplicate object key"),
           (b'{"out": 1e999}', "out of the double range"), (b"\xff", "invalid JSON answer"),
           (b'{"out": "\xff"}', "invalid UTF-8"), (b'{"out": [[[[' * 20 + b"]]]]" * 20 + b"}", "nested too deeply")]
    good = [b'{"out": NaN}', b'{"out": [ 42 ]}']
    replies = [frame(r) for r, _ in bad] + [frame(g) for g in good] + [struct.pack("<Q", 2**40)]
    model = raw_model(tmp_path / "ch", replies)
    evals = ["eval:f64"] * (len(replies) + 1)
    proc = client(client_build, tmp_path / "ch", "json", "i64:a=1", *evals, keep_going=True)
    model.finish()
    out = proc.stdout.splitlines()
    assert len(out) == len(evals) and proc.returncode == 1 and proc.stderr == ""
    for line, (_, why) in zip(out, bad):
        assert line.startswith("error: ") and why in line, line
    assert out[len(bad):len(bad) + 2] == ["f64 nan", "f64 42"]
    assert "over the limit" in out[-2] and "unusable after an earlier error" in out[-1]


# ---- LLVM's interactive mode ------------------------------------------------------------------------------------
def test_mlgo_against_interactive_host(client_build, tmp_path):
    host = InteractiveHost(str(tmp_path / "ch"), timeout=10)
    model = Model(lambda: host.serve(lambda f: int(f["a"].sum()) + int(f["b"][0] * 2)))
    proc = client(client_build, host.channel, "bitstream", "i64:a=1,2", "f32:b=0.5", "advice:i64:1:inlining_decision",
                  "ctx:foo", "eval:i64", "i64:a=3,4", "eval:i64", "ctx:bar", "eval:f64", "i32:late=1", "eval:i64",
                  dialect="mlgo", keep_going=True)
    result = model.finish()
    host.close()
    out = proc.stdout.splitlines()
    assert out[:3] == ["i64 4", "i64 8", "f64 8"]  # the answer converted to the type asked for
    assert "differ from the ones the mlgo header declared" in out[3] and len(out) == 4
    assert result.decisions == [("foo", 0, 4), ("foo", 1, 8), ("bar", 0, 8)]  # observations numbered per context
    assert [s.to_json() for s in result.header.features] == [
        {"name": "a", "port": 0, "shape": [2], "type": "int64_t"}, {"name": "b", "port": 1, "shape": [1], "type": "float"}]
    assert result.header.advice.to_json() == {"name": "inlining_decision", "port": 0, "shape": [1], "type": "int64_t"}


def test_mlgo_bytes_and_an_answer_longer_than_the_advice(client_build, tmp_path):
    pair = FifoPair.create(str(tmp_path / "ch"))
    specs = [TensorSpec("a", np.dtype("int64"), (2,), 0), TensorSpec("b", np.dtype("float32"), (1,), 1)]
    expected = (MlgoHeader(specs, TensorSpec("advice", np.dtype("int32"))).encode() + mlgo_event_line("context", "f")
                + mlgo_event_line("observation", 0) + np.array([1, 2], np.int64).tobytes()
                + np.array([0.5], np.float32).tobytes() + b"\n")

    def run() -> bytes:
        reader, writer = open_model_side(pair, 10.0)
        try:
            got = bytes(reader.read_exact(len(expected)))
            writer.write(struct.pack("<i", 9) + b"X")  # one byte too many
            try:
                reader.read_exact(1, timeout=10)
            except PeerClosedError:
                pass
            return got
        finally:
            reader.close()
            writer.close()

    model = Model(run)
    proc = client(client_build, tmp_path / "ch", "bitstream", "i64:a=1,2", "f32:b=0.5", "ctx:f", "eval:i32", "eval:i32",
                  dialect="mlgo", keep_going=True)
    assert model.finish() == expected
    pair.remove()
    out = proc.stdout.splitlines()
    assert "more bytes than asked" in out[0] and "unusable" in out[1] and proc.returncode == 1


def test_misuse_is_one_line_without_a_model(client_build, tmp_path):
    """Misuse is reported as such, not as the missing model (the runner waits for the model at creation, so the
    clients without one wait half a second)."""
    ch = tmp_path / "nobody"
    checks = [
        (client(client_build, ch, "bitstream", "eval:i64", dialect="mlgo", timeout=0.5), 1, "declared up front"),
        (client(client_build, ch, "json", "i64:a=1", "eval:i64", dialect="mlgo"), 2, "bitstream only"),
        (client(client_build, ch, "7", "eval:i64"), 2, "unknown SerDes 7"),
        (client(client_build, ch, "bitstream", "i64:a=1", "eval:vec", timeout=0.5), 1, "mlb_set_advice"),
        (subprocess.run([client_build.compat_client, f"{ch}.out", f"{ch}.in", "3", "int:x=1", "eval:int"],
                        capture_output=True, text=True, timeout=30), 1, "SerDes kind 3 is not supported"),
    ]
    for proc, code, why in checks:
        assert proc.returncode == code and proc.stdout == "", proc
        assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("error: ") and why in proc.stderr, proc.stderr


# ---- ML-Compiler-Bridge's Python model side --------------------------------------------------------------------
def upstream_model(channel, kind: str, answers: list[Any]) -> Model:
    ci = compilerinterface().PipeCompilerInterface(kind, str(channel))

    def run() -> list[Any]:
        ci.reset_pipes()
        got = []
        for i, answer in enumerate(answers):
            obs = ci.evaluate()
            if kind == "bytes":
                obs = [(tv.spec().name, tv.spec().element_type, [tv[j] for j in range(len(tv))]) for tv in obs]
            got.append(obs)
            ci.populate_buffer(answer)
        ci.evaluate(mode="exit")
        ci.close_pipes()
        return got

    return Model(run)


def test_upstream_compilerinterface_bitstream(client_build, tmp_path):
    model = upstream_model(tmp_path / "ch", "bytes", [7, 0.5])
    proc = client(client_build, tmp_path / "ch", "bitstream", "i32:x=1,2", "f32:y=0.5", "eval:i32", "f64:z=0.25",
                  "eval:f32")
    got = model.finish()
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "i32 7\nf32 0.5\n", "")
    assert got[0] == [("x", ctypes.c_int32, [1, 2]), ("y", ctypes.c_float, [0.5])]
    assert got[1][2] == ("z", ctypes.c_double, [0.25])


def test_upstream_compilerinterface_json(client_build, tmp_path):
    model = upstream_model(tmp_path / "ch", "json", [1.0, I64])
    proc = client(client_build, tmp_path / "ch", "json", f"i64:a={I64}", "f32:b=1", "eval:f32", "eval:i64")
    got = model.finish()
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, f"f32 1\ni64 {I64}\n", "")
    assert got[0] == {"a": I64, "b": 1.0} and isinstance(got[0]["b"], float)


def test_compat_c_api_against_upstream_compilerinterface(client_build, tmp_path):
    ch = tmp_path / "ch"
    model = upstream_model(ch, "bytes", [3, 0.75])
    proc = subprocess.run([client_build.compat_client, f"{ch}.out", f"{ch}.in", "2", "int:x=1,2", "float:y=0.5",
                           "eval:int", "eval:float"], capture_output=True, text=True, timeout=30)
    got = model.finish()
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "int 3\nfloat 0.75\n", "")
    assert got[0] == [("x", ctypes.c_int32, [1, 2]), ("y", ctypes.c_float, [0.5])]


# ---- a model that dies or never comes -----------------------------------------------------------------------------
DYING_MODEL = textwrap.dedent("""
    import os, signal, sys
    from mlbridge_llvm.interface.pipe import PipeCompilerInterface
    ci = PipeCompilerInterface(sys.argv[1], serdes="bitstream", timeout=30)
    print("ready", flush=True)
    ci.evaluate()
    if sys.argv[2] == "answer":
        ci.populate_buffer(5)
        ci.evaluate(mode="exit")
    os.kill(os.getpid(), signal.SIGKILL)
""")


@pytest.mark.parametrize("when", ["request", "answer"])
def test_model_killed_mid_run(client_build, tmp_path, when):
    """Killed holding a request: end of stream while waiting. Killed after answering: EPIPE on the next write (SIGPIPE
    must not kill the compiler). Either way one line and a prompt non-zero exit, not the 30 s timeout."""
    ch = tmp_path / "ch"
    model = subprocess.Popen([sys.executable, "-c", DYING_MODEL, str(ch), when], stdout=subprocess.PIPE, text=True)
    try:
        assert model.stdout.readline() == "ready\n"
        start = time.monotonic()
        cmds = ["i32:a=1", "eval:i32"] + (["sleep:1", "eval:i32"] if when == "answer" else [])
        proc = client(client_build, ch, "bitstream", *cmds, timeout=30)
        elapsed = time.monotonic() - start
    finally:
        model.kill()
        model.wait()
    assert proc.returncode == 1, proc
    assert proc.stdout == ("i32 5\n" if when == "answer" else "")
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("error: ")
    if when == "request":
        assert f"the model closed {ch}.in before answering" in proc.stderr and elapsed < 5
    else:
        assert f"the model closed {ch}.out while we were writing" in proc.stderr and elapsed < 6


@pytest.mark.parametrize("stage", ["create", "open", "answer"])
def test_timeouts(client_build, tmp_path, stage):
    ch = tmp_path / "ch"
    release = threading.Event()
    model = None
    if stage == "open":
        os.mkfifo(f"{ch}.in")
        os.mkfifo(f"{ch}.out")
    elif stage == "answer":
        model = raw_model(ch, [b""], release)  # reads the request, never answers
    start = time.monotonic()
    proc = client(client_build, ch, "bitstream", "i32:a=1", "eval:i32", timeout=1)
    elapsed = time.monotonic() - start
    release.set()
    if model is not None:
        model.finish()
    why = {"create": f"waiting for the model side to create {ch}.in",
           "open": f"waiting for the model to open {ch}.out",
           "answer": f"waiting for the model's answer on {ch}.in"}[stage]
    assert proc.returncode == 1 and proc.stderr == f"error: timed out after 1s {why}" + (
        " (is the model side running?)\n" if stage == "open" else "\n")
    assert 0.9 < elapsed < 4
