"""ML-Compiler-Bridge's C++ API on mlbridge (native/include/mlbridge/compat/MLModelRunner.h), driven by upstream's own
test client (test/MLBridgeTest.cpp's testPipeBytes/testPipeJSON, ported by changing its #include:
native/tests/compat_cxx_client.cpp) against upstream's own model side: the ``compilerinterface`` package running the
loop of upstream's test/mlbridge-test.py, with its expected values and replies.

Before the compat C++ API, the port failed on the second question: features persisted between questions where
upstream clears them, so the model read the stale first feature; bool answers were refused.
"""
from __future__ import annotations

import ctypes
import importlib
import subprocess
import threading
from pathlib import Path
from typing import Any

import pytest

from mlbridge_llvm.fifo import FifoPair

LABELS = ["int", "long", "float", "double", "char", "bool", "vec_int", "vec_long", "vec_float", "vec_double"]
SENT = {"int": 11, "long": 1234567890, "float": 3.14, "double": 0.123456789123456789, "char": ord("a"), "bool": True,
        "vec_int": [11, 22, 33], "vec_long": [123456780, 222, 333], "vec_float": [11.1, 22.2, 33.3],
        "vec_double": [-1.1111111111, -2.2222222222, -3.3333333333]}
# upstream's returned_data, with its bytes/json overrides (ctypes values pack as 8-byte long/double)
REPLIES = {"int": 12, "long": 1234567891, "float": 4.14, "double": 1.123456789123456789, "char": ord("b"),
           "bool": False, "vec_int": [12, 23, 34], "vec_long": [123456780, 123456781, 123456782],
           "vec_float": [1.11, 2.22, -3.33, 0], "vec_double": [1.12345678912345670, -1.12345678912345671]}
JSON_REPLIES = dict(REPLIES, long=12345, vec_long=[6780, 6781, 6782])
EIGHT_BYTES = {"long", "double", "vec_long", "vec_double"}


def client(native_build: Path) -> str:
    path = native_build / "tests" / "mlbridge_compat_cxx_client"
    if not path.is_file():
        pytest.fail(f"{path} is not built: run `python -m mlbridge_llvm.native build`", pytrace=False)
    return str(path)


def wrap(kind: str, label: str, value: Any) -> Any:
    """The reply as upstream's test hands it to populate_buffer (ctypes for the 8-byte types)."""
    if label not in EIGHT_BYTES:
        return value
    ctype = ctypes.c_long if "long" in label else ctypes.c_double
    return [ctype(v) for v in value] if isinstance(value, list) else ctype(value)


class UpstreamModel(threading.Thread):
    """upstream's run_pipe_communication: one question per label, each checked against what the client sent."""

    def __init__(self, channel: Path, kind: str):
        super().__init__(daemon=True)
        try:
            ci_module = importlib.import_module("compilerinterface")
        except ImportError as e:
            pytest.fail(f"compilerinterface is pinned by the test extra but cannot be imported ({e})", pytrace=False)
        self.ci = ci_module.PipeCompilerInterface(kind, str(channel))
        self.kind, self.requests, self.error = kind, [], None
        self.start()

    def run(self) -> None:
        try:
            self.ci.reset_pipes()
            for label in LABELS:
                data = self.ci.evaluate()
                if self.kind == "json":
                    self.requests.append(dict(data))
                    value = data[list(data)[0]]
                else:
                    self.requests.append([(tv.spec().name, [tv[j] for j in range(len(tv))]) for tv in data])
                    value = [x for x in data[0]]
                    value = value[0] if len(value) == 1 else value
                want = SENT[label]
                pairs = zip(want, value) if isinstance(want, list) else [(want, value)]
                for w, v in pairs:
                    assert abs(w - v) <= 10e-6, (label, want, value)
                replies = JSON_REPLIES if self.kind == "json" else REPLIES
                self.ci.populate_buffer(wrap(self.kind, label, replies[label]))
            self.ci.evaluate(mode="exit")
        except BaseException as e:  # reported by finish()
            self.error = e
        finally:
            self.ci.close_pipes()

    def finish(self) -> list:
        self.join(30)
        assert not self.is_alive(), "the model side is still running"
        if self.error is not None:
            raise self.error
        return self.requests


@pytest.mark.parametrize("kind", ["bytes", "json"])
def test_upstream_test_client_against_upstream_model_side(native_build: Path, tmp_path: Path, kind: str) -> None:
    channel = tmp_path / "ch"
    model = UpstreamModel(channel, kind)
    proc = subprocess.run([client(native_build), "upstream", str(channel), "bitstream" if kind == "bytes" else "json"],
                          capture_output=True, text=True, timeout=60)
    requests = model.finish()
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    # per-query features: each request holds only the feature populated for it
    if kind == "json":
        assert [list(r) for r in requests] == [[f"request_{label}"] for label in LABELS]
        assert requests[LABELS.index("bool")] == {"request_bool": True}
    else:
        assert [[name for name, _ in r] for r in requests] == [[f"request_{label}"] for label in LABELS]
        assert requests[LABELS.index("vec_long")] == [("request_vec_long", [123456780, 222, 333])]  # all 64 bits
    replies = {}
    for line in proc.stdout.splitlines():
        label, _, values = line.partition(" reply:")
        replies[label] = [float(v) for v in values.split()]
    assert list(replies) == LABELS
    expected = JSON_REPLIES if kind == "json" else REPLIES
    for label in LABELS:
        want = expected[label] if isinstance(expected[label], list) else [expected[label]]
        assert replies[label] == pytest.approx([float(w) for w in want], rel=1e-6, abs=1e-6), label
    assert replies["bool"] == [0.0] and replies["char"] == [float(ord("b"))]


def test_unsupported_serdes_kind_is_one_line(native_build: Path, tmp_path: Path) -> None:
    proc = subprocess.run([client(native_build), "protobuf", str(tmp_path / "ch")], capture_output=True, text=True,
                          timeout=30)
    assert proc.returncode == 1 and proc.stdout == ""
    assert proc.stderr == "error: protobuf: PipeModelRunner: SerDes kind 3 is not supported (Json = 1, Bitstream = 2)\n"


def test_compat_runner_connects_in_its_constructor(native_build: Path, tmp_path: Path) -> None:
    """As upstream's constructor opens the pipes: a client that asks nothing still connects, and the model side
    reads a clean end of stream (upstream's compilerinterface: an empty read)."""
    pair = FifoPair.create(str(tmp_path / "ch"))
    seen: dict[str, Any] = {}

    def model() -> None:
        with open(pair.to_compiler, "wb") as to_compiler, open(pair.from_compiler, "rb") as from_compiler:
            seen["bytes"] = from_compiler.read()
            seen["open"] = not to_compiler.closed

    thread = threading.Thread(target=model, daemon=True)
    thread.start()
    proc = subprocess.run([client(native_build), "connect", pair.base, "json"], capture_output=True, text=True,
                          timeout=30)
    thread.join(15)
    pair.remove()
    assert not thread.is_alive(), "the model side never saw the compiler connect"
    assert (proc.returncode, proc.stderr) == (0, "") and seen == {"bytes": b"", "open": True}
