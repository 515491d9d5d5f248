"""Fault suite for the native runners (native/client): answers of the wrong length, through the C API and behind the
MLBridgeInline plug-in in the wheel's stock ``opt``, with real FIFOs and a raw model side in a thread.

The native runners must check an answer against the advice spec exactly as the Python runners do
(``PipeModelRunner`` / ``TensorSpec.conform``): bitstream and mlgo answers are exactly the advice's bytes, a JSON
answer has exactly the advice's element count (a bare number counts as one); only ``mlb_evaluate_vector`` without
``mlb_set_advice`` takes a JSON list of any length. A wrong length fails its query with one line; it is never
reshaped, padded or taken from the previous answer (issue #27, item 4). A callback's answer cannot have another
length: the C side hands it a buffer of exactly ``advice_count`` elements, and the Python callback refuses to
write anything else.
"""
from __future__ import annotations

import ctypes
import struct
import subprocess
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from mlbridge_llvm.fifo import FifoPair, open_model_side
from mlbridge_llvm.wire import mlcb_read

pytestmark = pytest.mark.timeout(120)

REPO = Path(__file__).resolve().parents[3]
MEDIUM = REPO / "test/inputs/ir/medium.ll"


def frame(payload: bytes) -> bytes:
    return struct.pack("<Q", len(payload)) + payload


class RawModel(threading.Thread):
    """An mlcb model side without SerDes: answers question i with ``replies[min(i, len - 1)]`` until the compiler
    closes the channel; ``questions`` counts the requests it read."""

    def __init__(self, base: Path, replies: list[bytes]):
        super().__init__(daemon=True)
        self.pair, self.replies, self.questions, self.error = FifoPair.create(str(base)), replies, 0, None
        self.start()

    def run(self) -> None:
        try:
            reader, writer = open_model_side(self.pair, 20.0)
        except BaseException as e:  # handed to finish()
            self.error = e
            return
        try:
            while True:
                mlcb_read(reader)
                writer.write(self.replies[min(self.questions, len(self.replies) - 1)])
                self.questions += 1
        except Exception:  # the compiler closed the channel (or stopped answering): done
            pass
        finally:
            reader.close()
            writer.close()

    def finish(self) -> int:
        self.join(30)
        assert not self.is_alive(), "the model side is still running"
        self.pair.remove()
        if self.error is not None:
            raise self.error
        return self.questions


def pipe_client(client_build: Any, base: Path, serdes: str, *cmds: str) -> list[str]:
    """Run the C test client (native/tests/pipe_client.c) with --keep-going; its stdout lines."""
    proc = subprocess.run([client_build.pipe_client, "--keep-going", str(base), serdes, "mlcb", "10", *cmds],
                          capture_output=True, text=True, timeout=60)
    assert proc.stderr == "", proc.stderr
    return proc.stdout.splitlines()


# ---- behind the MLBridgeInline plug-in, in the wheel's opt ---------------------------------------------------------
@pytest.mark.parametrize("bad,count", [(b'{"out": []}', 0), (b'{"out": [1, 0, 1, 1]}', 4), (b'{"out": [[0], [1]]}', 2)])
def test_plugin_refuses_a_json_answer_of_the_wrong_length(native_build: Path, tmp_path: Path, bad: bytes,
                                                          count: int) -> None:
    """The first question is answered well, the second with a wrong length: opt stops there with one line naming
    the count and the advice, and writes no output (it used to take the previous decision, or the first element)."""
    from mlbridge_llvm.ir.tools import find_tool

    base, out = tmp_path / "ch", tmp_path / "out.ll"
    model = RawModel(base, [frame(b'{"out": 1}'), frame(bad)])
    proc = subprocess.run([find_tool("opt"), f"-load-pass-plugin={native_build / 'plugins/inline/MLBridgeInline.so'}",
                           f"-mlbridge-inline-runner=pipe:{base}?serdes=json&timeout=20", "-passes=default<Oz>", "-S",
                           str(MEDIUM), "-o", str(out)], capture_output=True, text=True, timeout=120)
    assert model.finish() == 2
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert proc.returncode != 0 and len(lines) == 1, proc.stderr
    assert "mlbridge-inline: the model failed" in lines[0] and f"has {count} element" in lines[0], lines[0]
    assert "'decision' (int64_t[1] = 8 bytes) has exactly 1" in lines[0], lines[0]
    assert not out.exists()


def test_plugin_takes_a_one_element_json_list(native_build: Path, tmp_path: Path) -> None:
    """The right length in either spelling (a number, a one-element list) is taken: the run completes."""
    from mlbridge_llvm.ir.tools import find_tool

    base, out = tmp_path / "ch", tmp_path / "out.ll"
    model = RawModel(base, [frame(b'{"out": 0}'), frame(b'{"out": [0]}')])
    proc = subprocess.run([find_tool("opt"), f"-load-pass-plugin={native_build / 'plugins/inline/MLBridgeInline.so'}",
                           f"-mlbridge-inline-runner=pipe:{base}?serdes=json&timeout=20", "-passes=default<Oz>", "-S",
                           str(MEDIUM), "-o", str(out)], capture_output=True, text=True, timeout=120)
    assert model.finish() > 2
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    assert out.is_file()


# ---- the C API (mlbridge.h) ---------------------------------------------------------------------------------------
def test_c_api_json_answer_must_match_the_declared_advice(client_build: Any, tmp_path: Path) -> None:
    """After mlb_set_advice(count) a JSON answer has exactly count numbers; each wrong one fails only its query."""
    replies = [b'{"out": [1, 2, 3]}', b'{"out": []}', b'{"out": 4}', b'{"out": [5]}',  # advice i64 x1
               b'{"out": [1, 2]}', b'{"out": [[1, 2], [3, 4]]}', b'{"out": [1.5, 2, 3]}']  # advice f64 x3
    model = RawModel(tmp_path / "ch", [frame(r) for r in replies])
    out = pipe_client(client_build, tmp_path / "ch", "json", "i64:a=1", "advice:i64:1", *["eval:i64"] * 4,
                      "advice:f64:3", "eval:vec", "eval:vec", "eval:vec")
    assert model.finish() == len(replies)
    assert len(out) == 7, out
    assert "has 3 elements; the advice 'advice' (int64_t[1] = 8 bytes) has exactly 1" in out[0], out[0]
    assert "has 0 elements" in out[1], out[1]
    assert out[2:4] == ["i64 4", "i64 5"]
    assert "has 2 elements; the advice 'advice' (double[3] = 24 bytes) has exactly 3" in out[4], out[4]
    assert "has 4 elements" in out[5], out[5]
    assert out[6] == "vec 3 1.5 2 3"
    assert all(line.startswith("error: ") for line in out[:2] + out[4:6])


def test_c_api_undeclared_json_answer_is_one_number_for_evaluate_t(client_build: Any, tmp_path: Path) -> None:
    """Without mlb_set_advice, mlb_evaluate_T takes one number (bare or a one-element list); mlb_evaluate_vector
    takes a list of any length, and a later mlb_evaluate_T is back to one number."""
    replies = [b'{"out": [7, 8]}', b'{"out": [9]}', b'{"out": [1, 2, 3]}', b'{"out": []}', b'{"out": [1, 2]}',
               b'{"out": 6}']
    model = RawModel(tmp_path / "ch", [frame(r) for r in replies])
    out = pipe_client(client_build, tmp_path / "ch", "json", "i64:a=1", "eval:i64", "eval:i32", "eval:vec", "eval:vec",
                      "eval:f64", "eval:f32")
    assert model.finish() == len(replies)
    assert "has 2 elements; the advice 'advice' (int64_t[1] = 8 bytes) has exactly 1" in out[0], out[0]
    assert out[1:4] == ["i32 9", "vec 3 1 2 3", "vec 0"]
    assert "has 2 elements; the advice 'advice' (double[1] = 8 bytes) has exactly 1" in out[4], out[4]
    assert out[5] == "f32 6" and len(out) == 6


def test_c_api_bitstream_answer_is_exactly_the_advice(client_build: Any, tmp_path: Path) -> None:
    """Bitstream: the length prefix must be the advice's bytes; a wrong one is refused before reading the payload
    (the stream is then out of step, so the runner refuses further queries)."""
    model = RawModel(tmp_path / "ch", [frame(struct.pack("<3q", 1, 2, 3))])
    out = pipe_client(client_build, tmp_path / "ch", "bitstream", "i64:a=1", "advice:i64:1", "eval:i64", "eval:i64")
    model.finish()
    assert "announced a 24-byte answer" in out[0] and "exactly 8 bytes" in out[0], out
    assert "unusable after an earlier error" in out[1] and len(out) == 2


def test_callback_answer_of_the_wrong_length_is_refused(native_build: Path) -> None:
    """A Python callback behind mlb_create_callback_runner answering 3 values for a 1-element advice: status 1 and
    one line from mlb_last_error; the advice buffer is not written."""
    from mlbridge_llvm.native.callback import Callback

    lib = ctypes.CDLL(str(native_build / "libmlbridge_capi.so"))
    lib.mlb_create_callback_runner.restype = ctypes.c_void_p
    lib.mlb_create_callback_runner.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int, ctypes.c_size_t]
    lib.mlb_evaluate_int64.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int64)]
    lib.mlb_last_error.restype = ctypes.c_char_p
    lib.mlb_last_error.argtypes = [ctypes.c_void_p]
    lib.mlb_destroy_runner.argtypes = [ctypes.c_void_p]
    answers = iter([np.array([1, 2, 3]), np.array([], np.int64), np.array([4])])
    cb = Callback(lambda features: next(answers))
    runner = lib.mlb_create_callback_runner(ctypes.cast(cb.pointer, ctypes.c_void_p), None, 1, 1)
    try:
        got = ctypes.c_int64(-1)
        assert lib.mlb_evaluate_int64(runner, ctypes.byref(got)) == 1 and got.value == -1
        assert b"answered 3 values; the compiler expects 1" in lib.mlb_last_error(runner)
        assert lib.mlb_evaluate_int64(runner, ctypes.byref(got)) == 1
        assert b"answered 0 values" in lib.mlb_last_error(runner)
        assert lib.mlb_evaluate_int64(runner, ctypes.byref(got)) == 0 and got.value == 4
    finally:
        lib.mlb_destroy_runner(runner)
