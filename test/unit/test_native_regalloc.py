"""The eviction-advisor plug-in (native/plugins/regalloc) in LLVM's own tools, compared with the FIFO path.

Both builds of the plug-in: for the wheel's LLVM (``llc -load=``, always built with the native side) and for
Debian's LLVM 22 (``llc-22``, ``clang-22``), which is optional: its tests skip with the one line saying why where
that LLVM is not installed. Real modules (the committed inputs and a sample of the committed corpus), the bundled
policy compiled into the plug-in against the same model through onnxruntime on LLVM's interactive FIFOs
(:func:`~mlbridge_passes.regalloc.run_llc`, the same llc): the same decisions and the same assembly.
"""
from __future__ import annotations

import glob
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mlbridge_llvm.ir.tools import find_tool
from mlbridge_llvm.native.paths import ARTIFACTS, system_llvm_missing

REPO = Path(__file__).resolve().parents[2]
PRESSURE = REPO / "test/lit/regalloc/Inputs/pressure.ll"
MODEL = REPO / "models/regalloc-evict.onnx"
CORPUS = sorted(glob.glob(str(REPO / "test/inputs/corpus/*/**/*.bc"), recursive=True))
#: the committed inputs with register pressure (the corpus sample is optimized first: :func:`modules`)
INPUTS = [PRESSURE, REPO / "test/inputs/ir/medium.ll", REPO / "test/inputs/ir2vec/loops.O2.ll"]
HOOKS = {"llvmGetPassPluginInfo", "mlbridge_regalloc_set_host", "mlbridge_regalloc_clear_host",
         "mlbridge_regalloc_error", "mlbridge_regalloc_model_sha256"}
#: How long a faulty model may keep llc busy before the test calls it a hang (the pipe runner's timeout is 2 s here).
HANG = 60


@pytest.fixture(scope="module")
def wheel(native_build: Path) -> tuple[str, str]:
    """The plug-in built for the wheel's LLVM and the wheel's llc."""
    return str(native_build / ARTIFACTS["MLBridgeRegalloc.so"]), find_tool("llc")


@pytest.fixture(scope="module")
def system(native_build: Path) -> tuple[str, str]:
    """The plug-in built for Debian's LLVM 22 and llc-22; a skip with the one line saying why where it is not."""
    path = native_build / ARTIFACTS["MLBridgeRegalloc-system.so"]
    llc = shutil.which("llc-22")
    if not path.is_file() or llc is None:
        pytest.skip(system_llvm_missing() if not path.is_file() else "no llc-22 on PATH (apt-get install llvm-22)")
    return str(path), llc


@pytest.fixture(scope="module")
def modules(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """The committed inputs, and the committed corpus sample optimized with default<O2> (as the model was trained
    and evaluated: code generation of unoptimized bitcode meets little register pressure)."""
    from mlbridge_llvm.ir.llvmc import CModule

    folder = tmp_path_factory.mktemp("regalloc-modules")
    out = list(INPUTS)
    for i, path in enumerate(CORPUS):
        module = CModule.parse_bitcode(Path(path).read_bytes(), Path(path).name)
        module.run_passes("default<O2>")
        out.append(folder / f"{i}-{Path(path).name}")
        out[-1].write_bytes(module.to_bitcode())
        module.dispose()
    return out


@pytest.fixture(params=["wheel", "system"])
def flavour(request: pytest.FixtureRequest) -> tuple[str, str]:
    return request.getfixturevalue(request.param)


def exported(path: str) -> set[str]:
    """The dynamic symbols ``path`` defines (``nm -D --defined-only``), versions stripped."""
    nm = shutil.which("nm") or find_tool("llvm-nm")
    out = subprocess.run([nm, "-D", "--defined-only", path], capture_output=True, text=True, check=True).stdout
    return {parts[2].split("@")[0] for parts in (line.split() for line in out.splitlines())
            if len(parts) >= 3 and parts[1].isupper()}


def llc_plugin(llc: str, plugin: str, module: Path, tmp: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    """``llc -O2 -load=plugin`` writing assembly to tmp/out.s and the decisions to tmp/decisions.jsonl."""
    for name in ("out.s", "decisions.jsonl"):
        (tmp / name).unlink(missing_ok=True)
    return subprocess.run([llc, "-O2", f"-load={plugin}", f"-mlbridge-regalloc-decisions={tmp / 'decisions.jsonl'}",
                           *flags, str(module), "-o", str(tmp / "out.s")], capture_output=True, text=True,
                          timeout=HANG, env=dict(os.environ, TMPDIR=str(tmp)))


def decisions(tmp: Path) -> list[dict]:
    path = tmp / "decisions.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def test_both_builds_export_only_the_host_hooks(wheel: tuple[str, str]) -> None:
    assert exported(wheel[0]) == HOOKS
    system = Path(wheel[0]).parent / "system" / "MLBridgeRegalloc.so"
    if system.is_file():  # the Debian build, where it exists
        assert exported(str(system)) == HOOKS


def test_default_runner_is_plain_llc(flavour: tuple[str, str], tmp_path: Path) -> None:
    """-mlbridge-regalloc-runner=default: LLVM's default advisor in every function, byte for byte plain llc."""
    plugin, llc = flavour
    plain = subprocess.run([llc, "-O2", str(PRESSURE), "-o", "-"], capture_output=True, text=True, check=True).stdout
    proc = llc_plugin(llc, plugin, PRESSURE, tmp_path, "-mlbridge-regalloc-runner=default")
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "out.s").read_text() == plain
    assert decisions(tmp_path) == []


def test_plugin_in_llc_matches_the_fifo_path(flavour: tuple[str, str], modules: list[Path], tmp_path: Path) -> None:
    """The compiled policy inside llc against onnxruntime on LLVM's FIFOs, same llc: every decision and the
    assembly identical, on the committed inputs and the corpus sample."""
    from mlbridge_passes.regalloc import MaskedAgent, run_llc
    from mlbridge_passes.regalloc.regalloc import make_runner, runner_agent

    plugin, llc = flavour
    agent = runner_agent(make_runner(f"onnx:{MODEL}", "evict"))
    asked = 0
    for module in modules:
        fifo = run_llc(str(module), MaskedAgent(agent), 2, "evict", "assembly", llc=llc)
        proc = llc_plugin(llc, plugin, module, tmp_path)
        assert proc.returncode == 0, proc.stderr
        got = decisions(tmp_path)
        assert [d["index"] for d in got] == [d.advice for d in fifo.decisions], module
        assert [d["default"] for d in got] == [d.default for d in fifo.decisions], module  # C++ mimic_index == Python's
        assert [d["function"] for d in got] == [d.function for d in fifo.decisions], module
        assert (tmp_path / "out.s").read_text() == fifo.output, module
        asked += len(got)
    assert asked > 100  # the model of issue #39 evicts less often than the one before: fewer questions


@pytest.mark.parametrize("mode", ["shape", "die", "absent"])
def test_a_faulty_pipe_model_is_one_line_and_no_output(wheel: tuple[str, str], tmp_path: Path, mode: str) -> None:
    """A model side that answers the wrong number of scores, dies after two questions, or never comes: llc stops
    with one line naming the failure, writes no output, and does not hang."""
    plugin, llc = wheel
    channel = tmp_path / "ch"
    side = None
    if mode != "absent":
        side = subprocess.Popen([sys.executable, "-c", FAULTY_SIDE, mode, str(channel)])
    try:
        proc = llc_plugin(llc, plugin, PRESSURE, tmp_path,
                          f"-mlbridge-regalloc-runner=pipe:{channel}?serdes=json&timeout=2")
    finally:
        if side is not None:
            side.kill()
            side.wait()
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode != 0 and len(lines) == 1, proc.stderr
    assert lines[0].startswith("LLVM ERROR: mlbridge-regalloc: the model failed: "), lines
    assert {"shape": "has 3 elements", "die": "before answering", "absent": "timed out"}[mode] in lines[0]
    assert not (tmp_path / "out.s").exists()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("mlbridge-regalloc-")) == []


FAULTY_SIDE = """
import os, sys
from mlbridge_llvm.interface.pipe import PipeCompilerInterface
mode, channel = sys.argv[1], sys.argv[2]
with PipeCompilerInterface(channel, serdes="json", timeout=30) as ci:
    obs, n = ci.evaluate(), 0
    while obs is not None:
        n += 1
        if mode == "die" and n == 3:
            os._exit(0)
        ci.populate_buffer([1.0, 2.0, 3.0] if mode == "shape" else [0.0] * 33)
        obs = ci.evaluate()
"""


def test_a_bad_runner_spec_is_one_line(wheel: tuple[str, str], tmp_path: Path) -> None:
    plugin, llc = wheel
    proc = llc_plugin(llc, plugin, PRESSURE, tmp_path, "-mlbridge-regalloc-runner=onnx:model.onnx")
    assert proc.returncode != 0 and proc.stderr.count("\n") == 1, proc.stderr
    assert "the plug-in runs compiled, default, mimic or pipe:BASE, not 'onnx:'" in proc.stderr


def test_llvms_own_mode_turns_the_plugin_off(wheel: tuple[str, str], tmp_path: Path) -> None:
    """-regalloc-enable-advisor=... chosen by the user is LLVM's own advisor, as without the plug-in."""
    plugin, llc = wheel
    plain = subprocess.run([llc, "-O2", "-regalloc-enable-advisor=default", str(PRESSURE), "-o", "-"],
                           capture_output=True, text=True, check=True).stdout
    proc = llc_plugin(llc, plugin, PRESSURE, tmp_path, "-regalloc-enable-advisor=default")
    assert proc.returncode == 0 and (tmp_path / "out.s").read_text() == plain and decisions(tmp_path) == []


@pytest.mark.parametrize("how", [["-Xclang", "-load", "-Xclang"], ["-fpass-plugin="]],
                         ids=["Xclang-load", "fpass-plugin"])
def test_clang22_loads_it_into_its_code_generation(system: tuple[str, str], tmp_path: Path, how: list[str]) -> None:
    """Debian's clang-22 runs the plug-in in its legacy code generation, loaded either way; the object is the one
    the FIFO path gives with the same clang (mlbridge-cc's code-generation step, ml-regalloc's run_codegen)."""
    from mlbridge_llvm.interface.mlgo import InteractiveHost
    from mlbridge_passes.regalloc import MaskedAgent
    from mlbridge_passes.regalloc.regalloc import make_runner, runner_agent

    plugin, _ = system
    clang = shutil.which("clang-22")
    assert clang is not None
    load = [*how[:-1], how[-1] + plugin] if how[-1].endswith("=") else [*how, plugin]
    base = [clang, "-O2", "-c", "-x", "ir", str(PRESSURE), "-Wno-override-module"]
    out = tmp_path / "plugin.o"
    proc = subprocess.run([*base, *load, "-mllvm", f"-mlbridge-regalloc-decisions={tmp_path / 'decisions.jsonl'}",
                           "-o", str(out)], capture_output=True, text=True, timeout=HANG,
                          env=dict(os.environ, TMPDIR=str(tmp_path)))
    assert proc.returncode == 0, proc.stderr
    got = decisions(tmp_path)
    agent = MaskedAgent(runner_agent(make_runner(f"onnx:{MODEL}", "evict")))
    with InteractiveHost(timeout=HANG) as host:
        fifo = subprocess.Popen([*base, "-mllvm", "-regalloc-enable-advisor=release", "-mllvm",
                                 f"-regalloc-evict-interactive-channel-base={host.channel}",
                                 "-o", str(tmp_path / "fifo.o")])
        host.serve(agent, alive=lambda: fifo.poll() is None)
        assert fifo.wait(timeout=HANG) == 0
    assert len(got) > 10 and [d["index"] for d in got] == [d.advice for d in agent.decisions]
    assert out.read_bytes() == (tmp_path / "fifo.o").read_bytes()


def test_mlbridge_config_names_both_builds(wheel: tuple[str, str]) -> None:
    from mlbridge_llvm.native.config import answer

    assert answer([("--plugin", "regalloc")]) == [wheel[0]]
    path = Path(wheel[0]).parent / "system" / "MLBridgeRegalloc.so"
    if path.is_file():
        assert answer([("--plugin", "regalloc-system")]) == [str(path)]


def test_without_debians_llvm_the_second_build_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Where Debian's LLVM 22 is not installed the second configuration is not attempted: one line says why (and
    --plugin regalloc-system says the same), the main build stands."""
    from mlbridge_llvm.native.build import build_system
    from mlbridge_llvm.native.config import answer
    from mlbridge_llvm.native.paths import NativeUnavailable

    monkeypatch.setenv("MLBRIDGE_SYSTEM_LLVM_DIR", str(tmp_path / "no-llvm"))
    monkeypatch.setenv("MLBRIDGE_NATIVE_BUILD", str(tmp_path / "build"))
    said: list[str] = []
    assert build_system(tmp_path, tmp_path / "build", "cmake", "ninja", say=said.append) is False
    assert len(said) == 1 and "apt-get install llvm-22-dev" in said[0] and "\n" not in said[0]
    assert not (tmp_path / "build").exists()
    with pytest.raises(NativeUnavailable, match="llvm-22-dev"):
        answer([("--plugin", "regalloc-system")])
