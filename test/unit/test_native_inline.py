"""The MLBridgeInline plug-in: LLVM's own MLInlineAdvisor answered in-process, compared with interactive mode.

Real modules (the committed corpus sample, pre-optimization bitcode from six code bases), the real plug-in built
against the wheel's LLVM, the bundled ONNX policy; decisions, features and output compared question by question.
"""
from __future__ import annotations

import ctypes
import glob
import os
import subprocess
import time
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
from mlbridge_llvm.errors import ModelError, PipelineError
from mlbridge_llvm.remarks import Remark

REPO = Path(__file__).resolve().parents[2]
CORPUS = sorted(glob.glob(str(REPO / "test/inputs/corpus/*/**/*.bc"), recursive=True))
MEDIUM = REPO / "test/inputs/ir/medium.ll"
DEPARTS = REPO / "test/inputs/ir/sodium_utils.bc"  # where the previous bundled policy departed from LLVM (lit golden.ll)


def _decisions(remarks: list[Remark]) -> list[tuple]:
    return [(r.args["decision"], r.args["default"], r.args["features"]) for r in remarks if r.name == "InlineDecision"]


def _run(data: bytes, advisor: str, spec: str | None = None) -> tuple[bytes, list[tuple]]:
    runners = RunnerChoice(per_pass={"ml-inline": spec} if spec else {})
    out, remarks = optimize_llvm(data, f"ml-inline<advisor={advisor}>", runners, "m")
    summary = [r for r in remarks if r.name == "Summary"][0]
    assert summary.args["advisor"] == advisor
    return out, _decisions(remarks)


def test_corpus_sample_is_there() -> None:
    assert len(CORPUS) >= 10, CORPUS


@pytest.mark.parametrize("path", CORPUS[:12], ids=lambda p: Path(p).name)
def test_plugin_matches_interactive_mode(native_build: Path, path: str) -> None:
    """Same questions, same features (digest), same answers, same module: the plug-in changes only the transport."""
    data = Path(path).read_bytes()
    plugin_out, plugin_decisions = _run(data, "plugin")
    fifo_out, fifo_decisions = _run(data, "interactive")
    assert plugin_decisions == fifo_decisions
    assert plugin_out == fifo_out


def test_policy_decisions_reach_llvm(native_build: Path) -> None:
    """Fixed policies through the plug-in: 'never' leaves every asked call in place, 'always' inlines them."""
    data = MEDIUM.read_bytes()
    _, never = _run(data, "plugin", "python:mlbridge_passes.inliner.policies:never")
    _, always = _run(data, "plugin", "python:mlbridge_passes.inliner.policies:always")
    assert never and all(d == 0 for d, _, _ in never)
    assert always and all(d == 1 for d, _, _ in always)
    out_never, _ = optimize_llvm(data, "ml-inline<advisor=plugin;guard=none>",
                                 RunnerChoice(per_pass={"ml-inline": "python:mlbridge_passes.inliner.policies:never"}),
                                 text=True)
    assert b"call i64 @my_strlen" in out_never


def test_threads_give_sequential_decisions(native_build: Path) -> None:
    """Several modules compiled at once in threads of one process, each with its own callback, decide exactly
    as one after the other (the plug-in keys callbacks by module and analysis managers by pass builder)."""
    inputs = [Path(p).read_bytes() for p in CORPUS[:6]]
    sequential = [_run(d, "plugin") for d in inputs]
    results: dict[int, tuple[bytes, list[tuple]]] = {}
    errors: list[BaseException] = []

    def work(i: int) -> None:
        try:
            for _ in range(2):
                results[i] = _run(inputs[i], "plugin")
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(inputs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not errors, errors
    assert [results[i] for i in range(len(inputs))] == sequential


def test_model_that_raises_behind_the_callback(native_build: Path, tmp_path: Path) -> None:
    """A Python model failing on the 2nd question: one ModelError after LLVM finished, no hang, nothing written."""
    (tmp_path / "flaky_policy.py").write_text(
        "import numpy as np\ncalls = [0]\n"
        "def answer(features):\n    calls[0] += 1\n    if calls[0] == 2:\n        raise RuntimeError('model crashed')\n"
        "    return np.array([1], dtype=np.int64)\n")
    sys.path.insert(0, str(tmp_path))
    try:
        with pytest.raises(ModelError, match="model crashed"):
            _run(MEDIUM.read_bytes(), "plugin", "python:flaky_policy:answer")
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("flaky_policy", None)


def test_plugin_path_errors_are_one_line(native_build: Path, tmp_path: Path) -> None:
    from mlbridge_llvm.native.passes import load_plugin

    with pytest.raises(PipelineError, match="no such file"):
        load_plugin(str(tmp_path / "missing.so"))
    with pytest.raises(PipelineError, match="entry point not found"):
        load_plugin(str(native_build / "libmlbridge_capi.so"))


def _cc() -> str:
    for cc in ("cc", "gcc", "clang"):
        try:
            subprocess.run([cc, "--version"], capture_output=True, check=True)
            return cc
        except (OSError, subprocess.CalledProcessError):
            continue
    pytest.fail("no C compiler found (apt-get install build-essential)", pytrace=False)


def test_plugin_for_another_llvm_is_refused(native_build: Path, tmp_path: Path) -> None:
    """Two ways a plug-in can belong to another LLVM: a different plug-in API version, and a dependency on another
    LLVM's shared library (as a Debian LLVM 16 plug-in needs libLLVM-16.so.1). Both: one line, nothing written."""
    cc = _cc()
    old_api = tmp_path / "old_api.c"
    old_api.write_text("struct info { unsigned api; const char *name, *version; void (*cb)(void *); };\n"
                       "struct info llvmGetPassPluginInfo(void) { struct info i = {0, \"old\", \"1\", 0}; return i; }\n")
    subprocess.run([cc, "-shared", "-fPIC", str(old_api), "-o", str(tmp_path / "old_api.so")], check=True)
    stub = tmp_path / "stub" / "libLLVM-16.so.1"
    stub.parent.mkdir()
    (tmp_path / "stub.c").write_text("int LLVMInitializeX86Target_16(void) { return 0; }\n")
    subprocess.run([cc, "-shared", "-fPIC", str(tmp_path / "stub.c"), "-Wl,-soname,libLLVM-16.so.1", "-o", str(stub)],
                   check=True)
    (tmp_path / "llvm16.c").write_text("int LLVMInitializeX86Target_16(void);\n"
                                       "int use(void) { return LLVMInitializeX86Target_16(); }\n")
    subprocess.run([cc, "-shared", "-fPIC", str(tmp_path / "llvm16.c"), str(stub), "-o", str(tmp_path / "llvm16.so")],
                   check=True)
    stub.unlink()  # that LLVM is not installed here
    for plugin, message in (("old_api.so", "Wrong API version"), ("llvm16.so", "libLLVM-16.so.1")):
        out = tmp_path / f"{plugin}.out.ll"
        proc = subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.opt", f"-load-pass-plugin={tmp_path / plugin}",
                               "-S", "-passes=default<O1>", str(MEDIUM), "-o", str(out)],
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 1, proc.stderr
        lines = proc.stderr.strip().splitlines()
        assert len(lines) == 1 and message in lines[0] and lines[0].startswith("mlbridge-opt: error:"), proc.stderr
        assert not out.exists()


def test_callback_reaches_c(native_build: Path) -> None:
    """The generic callback helper: a numpy answer lands in C memory; an exception becomes status 1 + message."""
    from mlbridge_llvm.native.callback import CALLBACK, Callback, Tensor

    seen = {}
    ok = Callback(lambda f: seen.update(f) or np.array([2 ** 40 + 3], np.int64))
    values = (ctypes.c_int64 * 3)(5, 6, 7)
    shape = (ctypes.c_int64 * 1)(3)
    tensor = Tensor(b"x", 1, shape, 1, ctypes.cast(values, ctypes.c_void_p), 3)
    advice = ctypes.c_int64()
    error = ctypes.create_string_buffer(64)
    fn: CALLBACK = ok.pointer
    assert fn(None, ctypes.pointer(tensor), 1, 1, ctypes.addressof(advice), 1, ctypes.addressof(error), 64) == 0
    assert advice.value == 2 ** 40 + 3 and seen["x"].tolist() == [5, 6, 7]
    bad = Callback(lambda f: 1 / 0)
    assert bad.pointer(None, ctypes.pointer(tensor), 1, 1, ctypes.addressof(advice), 1, ctypes.addressof(error), 64) == 1
    assert error.value.startswith(b"ZeroDivisionError") and isinstance(bad.failures[0], ZeroDivisionError)


def test_stock_opt_plugin_asks_a_model_process_over_a_pipe(native_build: Path, tmp_path: Path) -> None:
    """The plug-in's own C++ pipe runner in the wheel's opt, to the ONNX policy served by a Python process (mlcb +
    bitstream): the same module as the compiled policy linked into the plug-in."""
    from mlbridge_llvm.ir.tools import find_tool

    model = REPO / "models/inliner-oz.onnx"
    base = tmp_path / "ch"
    server = subprocess.Popen([sys.executable, "-m", "mlbridge_llvm.interface.model_server", "pipe", "--model", str(model),
                               "--channel", str(base)], stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not Path(f"{base}.out").exists():  # the model side creates the FIFOs
            assert server.poll() is None and time.monotonic() < deadline, server.stderr.read()
            time.sleep(0.02)
        plugin = native_build / "plugins/inline/MLBridgeInline.so"
        piped = subprocess.run([find_tool("opt"), f"-load-pass-plugin={plugin}", f"-mlbridge-inline-runner=pipe:{base}",
                                "-passes=default<Oz>", "-S", str(DEPARTS), "-o", str(tmp_path / "piped.ll")],
                               capture_output=True, text=True, timeout=120)
        assert piped.returncode == 0, piped.stderr
        assert server.wait(timeout=60) == 0, server.stderr.read()
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    compiled = subprocess.run([find_tool("opt"), f"-load-pass-plugin={plugin}", "-passes=default<Oz>", "-S", str(DEPARTS),
                               "-o", str(tmp_path / "compiled.ll")], capture_output=True, text=True, timeout=120)
    assert compiled.returncode == 0, compiled.stderr
    piped_ir, compiled_ir = (tmp_path / "piped.ll").read_text(), (tmp_path / "compiled.ll").read_text()
    assert piped_ir == compiled_ir and "@_out_of_bounds(" in piped_ir  # the policy answers LLVM's heuristic here


def test_stock_opt_plugin_with_a_dead_pipe_is_one_line(native_build: Path, tmp_path: Path) -> None:
    """Nobody serves the pipe: opt stops with one line within the timeout and writes nothing."""
    from mlbridge_llvm.ir.tools import find_tool

    base = tmp_path / "ch"
    for suffix in (".in", ".out"):
        os.mkfifo(f"{base}{suffix}")
    out = tmp_path / "out.ll"
    proc = subprocess.run([find_tool("opt"), f"-load-pass-plugin={native_build / 'plugins/inline/MLBridgeInline.so'}",
                           f"-mlbridge-inline-runner=pipe:{base}?timeout=1", "-passes=default<Oz>", "-S", str(MEDIUM),
                           "-o", str(out)], capture_output=True, text=True, timeout=120)
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert proc.returncode != 0 and len(lines) == 1 and "mlbridge-inline: the model failed" in lines[0], proc.stderr
    assert not out.exists()


def test_plugin_row_order_is_the_policys() -> None:
    """The plug-in's C++ copy of the row order must be the Python one (the policy was trained on that order)."""
    import re

    from mlbridge_passes.inliner.features import LLVM_FEATURES

    source = (REPO / "native/plugins/inline/MLBridgeInline.cpp").read_text()
    block = source[source.index("RowFeatures[] = {"):source.index("};", source.index("RowFeatures[] = {"))]
    assert tuple(re.findall(r'"(\w+)"', block)) + ("inlining_default",) == LLVM_FEATURES
