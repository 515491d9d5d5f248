"""One runner-spec grammar: the Python parser (RunnerSpec.parse, the only one in Python) and the native one
(mlbridge::parseRunnerSpec, through the C API's mlb_parse_runner_spec) give exactly the table's answers; the
MLBridgeInline plug-in reads its -mlbridge-inline-runner with that parser."""
from __future__ import annotations

import ctypes
import json
import subprocess
from pathlib import Path

import pytest

from mlbridge_llvm.errors import ConfigError
from mlbridge_llvm.ir.tools import find_tool
from mlbridge_llvm.runners import RunnerSpec

ROOT = Path(__file__).resolve().parents[2]
CASES = json.loads((ROOT / "test" / "inputs" / "runner_specs.json").read_text())["cases"]
IDS = [c["spec"] or "<empty>" for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_python_parser_matches_the_table(case: dict) -> None:
    if case.get("error"):
        with pytest.raises(ConfigError, match="scheme:target"):
            RunnerSpec.parse(case["spec"])
        return
    spec = RunnerSpec.parse(case["spec"])
    assert (spec.scheme, spec.target, spec.options) == (case["scheme"], case["target"], case["options"])
    assert RunnerSpec.parse(str(spec)) == spec  # the text form round-trips


@pytest.fixture(scope="module")
def capi(native_build: Path) -> ctypes.CDLL:
    """The C API library, with mlb_parse_runner_spec declared."""
    lib = ctypes.CDLL(str(native_build / "libmlbridge_capi.so"))
    lib.mlb_parse_runner_spec.restype = ctypes.c_int
    lib.mlb_parse_runner_spec.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t]
    return lib


def c_parse(lib: ctypes.CDLL, text: str, size: int = 4096) -> tuple[int, str]:
    """``(status, text)`` of mlb_parse_runner_spec on ``text`` with a buffer of ``size`` bytes."""
    out = ctypes.create_string_buffer(size)
    status = lib.mlb_parse_runner_spec(text.encode(), out, size)
    return status, out.value.decode()


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_native_parser_matches_the_table(case: dict, capi: ctypes.CDLL) -> None:
    status, text = c_parse(capi, case["spec"])
    if case.get("error"):
        assert status == 1 and "scheme:target" in text and "\n" not in text
        return
    assert status == 0, text
    assert json.loads(text) == {"scheme": case["scheme"], "target": case["target"], "options": case["options"]}


def test_native_parser_says_when_the_buffer_is_too_small(capi: ctypes.CDLL) -> None:
    status, text = c_parse(capi, "pipe:/tmp/a-long-channel-name", size=8)
    assert status == 2 and len(text) == 7


@pytest.mark.parametrize("spec,message", [
    ("onnx:models/inliner-oz.onnx", "the plug-in runs compiled, default or pipe:BASE, not 'onnx:'"),
    ("compiled:models/other.onnx", "compiled takes no target or options here"),
    ("pipe:ch?dialect=mlgo", "unknown option 'dialect=mlgo'"),
    ("nonsense", "must look like 'scheme:target'"),
])
def test_the_plugin_reads_its_runner_with_the_shared_parser(spec: str, message: str, native_build: Path,
                                                            tmp_path: Path) -> None:
    plugin = native_build / "plugins" / "inline" / "MLBridgeInline.so"
    src = ROOT / "mlbridge_llvm" / "data" / "inline_demo.ll"
    proc = subprocess.run([find_tool("opt"), f"-load-pass-plugin={plugin}", f"-mlbridge-inline-runner={spec}",
                           "-passes=default<Oz>", "-S", str(src), "-o", str(tmp_path / "out.ll")],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0 and message in proc.stderr, proc.stderr


@pytest.mark.parametrize("spec", ["compiled", "compiled:", "default", "default:"])
def test_the_plugin_runs_its_own_schemes(spec: str, native_build: Path, tmp_path: Path) -> None:
    plugin = native_build / "plugins" / "inline" / "MLBridgeInline.so"
    src = ROOT / "mlbridge_llvm" / "data" / "inline_demo.ll"
    proc = subprocess.run([find_tool("opt"), f"-load-pass-plugin={plugin}", f"-mlbridge-inline-runner={spec}",
                           "-passes=default<Oz>", "-S", str(src), "-o", str(tmp_path / "out.ll")],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
