"""``ml-regalloc`` through the native plug-in (passes/regalloc/plugin.py, plugin_route.py) against the FIFO path.

In-process on the wheel's LLVM: the compiled policy and any runner through a callback give the FIFO path's decisions
(onnxruntime on LLVM's interactive FIFOs, llvmlite) on the committed inputs and a sample of the committed corpus,
and the plug-in's own arithmetic (the LLVM-default-like choice, the legal count) is the Python side's, question by
question. The pass takes this route by default; a faulty model is one line; without the plug-in one line says why
and the FIFO path stays. mlbridge-cc runs the plug-in inside Debian's clang-22 where it is built (else a skip with
the one line saying why).
"""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
from mlbridge_llvm.errors import ConfigError, ModelError

REPO = Path(__file__).resolve().parents[2]
PRESSURE = REPO / "test/lit/regalloc/Inputs/pressure.ll"
MODEL = REPO / "models/regalloc-evict.onnx"
CORPUS = sorted(glob.glob(str(REPO / "test/inputs/corpus/*/**/*.bc"), recursive=True))
INPUTS = [PRESSURE, REPO / "test/inputs/ir/medium.ll", REPO / "test/inputs/ir2vec/loops.O2.ll"]


@pytest.fixture(scope="module")
def modules(native_build: Path) -> list[tuple[str, bytes]]:
    """(name, IR) of the committed inputs and of the corpus sample optimized with default<O2>."""
    from mlbridge_llvm.ir.llvmc import CModule

    out = [(p.name, p.read_bytes()) for p in INPUTS]
    for path in CORPUS:
        module = CModule.parse_bitcode(Path(path).read_bytes(), Path(path).name)
        module.run_passes("default<O2>")
        out.append((Path(path).name, module.to_bitcode()))
        module.dispose()
    return out


def _summary(remarks: list) -> dict:
    return [r for r in remarks if r.name == "Summary"][0].args


def _evictions(remarks: list) -> list[tuple]:
    return [(r.function, r.args["index"], r.args["default"], r.args["allowed"]) for r in remarks
            if r.name == "EvictDecision"]


def test_in_process_plugin_matches_the_fifo_path(modules: list[tuple[str, bytes]]) -> None:
    """Compiled policy in the plug-in, and onnxruntime called back from it, against onnxruntime on the FIFOs: the
    same decisions; the plug-in's own LLVM-default-like choice and legal count equal the Python side's."""
    from mlbridge_passes.regalloc import MaskedAgent, ml_regalloc
    from mlbridge_passes.regalloc.plugin import compile_with_plugin
    from mlbridge_passes.regalloc.regalloc import make_runner, runner_agent

    agent = runner_agent(make_runner(f"onnx:{MODEL}", "evict"))
    asked = 0
    for name, data in modules:
        _, fifo = ml_regalloc(data, MaskedAgent(agent), 2, output="object")
        compiled = compile_with_plugin(data, 2, "object", runner="compiled", name=name)
        callback = compile_with_plugin(data, 2, "object", agent=MaskedAgent(agent), name=name)
        want = [(d.function, d.advice, d.default, d.allowed) for d in fifo]
        assert [(d.function, d.advice, d.default, d.allowed) for d in compiled.decisions] == want, name
        assert [(d.function, d.advice, d.default, d.allowed) for d in callback.decisions] == want, name
        assert [(r["index"], r["default"], r["allowed"]) for r in callback.raw] == [w[1:] for w in want], name
        assert compiled.output == callback.output, name
        asked += len(want)
    assert asked > 100  # 144 questions with the model of issue #39 (it evicts less often than the one before, 150+)


def test_the_pass_uses_the_plugin_by_default_with_the_fifo_paths_decisions(native_build: Path) -> None:
    """mlbridge-opt's ml-regalloc: the bundled model compiled into the plug-in, and a Python policy through the
    callback, each with the remarks (decisions, spills, assembly) of compiler=llvmlite, the FIFO path."""
    data = PRESSURE.read_bytes()
    for runners in (RunnerChoice(), RunnerChoice(runner="python", model="mlbridge_passes.regalloc.policies:mimic")):
        _, plugin = optimize_llvm(data, "ml-regalloc", runners, "pressure.ll")
        _, fifo = optimize_llvm(data, "ml-regalloc<compiler=llvmlite>", runners, "pressure.ll")
        assert _summary(plugin)["compiler"] == "plugin" and _summary(fifo)["compiler"] == "llvmlite"
        assert _summary(plugin)["model"] == ("compiled into the plug-in" if runners.runner is None else "callback")
        assert _evictions(plugin) == _evictions(fifo) and len(_evictions(plugin)) >= 30  # the golden.ll's
        keys = ("decisions", "evictions", "spills", "reloads", "text_bytes", "assembly_replayed")
        assert {k: _summary(plugin)[k] for k in keys} == {k: _summary(fifo)[k] for k in keys}


RAISING = "def raising(features):\n    raise RuntimeError('the model broke')\n"
WRONG_SHAPE = "import numpy as np\ndef five(features):\n    return np.zeros(5, np.float32)\n"


@pytest.mark.parametrize("source,function,words", [(RAISING, "raising", "RuntimeError: the model broke"),
                                                   (WRONG_SHAPE, "five", "expected 33 scores or one index")],
                         ids=["raising", "wrong-shape"])
def test_a_faulty_model_is_one_line_and_writes_nothing(native_build: Path, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch, source: str, function: str,
                                                       words: str) -> None:
    (tmp_path / f"faulty_regalloc_{function}.py").write_text(source)
    monkeypatch.syspath_prepend(str(tmp_path))
    runners = RunnerChoice(runner="python", model=f"faulty_regalloc_{function}:{function}")
    out = tmp_path / "out.o"
    with pytest.raises(ModelError) as info:
        optimize_llvm(PRESSURE.read_bytes(), f"ml-regalloc<obj={out}>", runners, "pressure.ll")
    assert "\n" not in str(info.value) and words in str(info.value)
    assert str(info.value).startswith("ml-regalloc: the model failed during code generation of pressure.ll")
    assert not out.exists()


def test_compiler_plugin_where_it_does_not_apply_is_one_line(native_build: Path) -> None:
    runners = RunnerChoice(runner="python", model="mlbridge_passes.regalloc.policies:priority_size")
    with pytest.raises(ConfigError, match="answers the eviction advisor itself"):
        optimize_llvm(PRESSURE.read_bytes(), "ml-regalloc<advisor=priority;compiler=plugin>", runners, "p.ll")


def test_without_the_plugin_one_line_says_why_and_the_fifo_path_stays(native_build: Path,
                                                                       monkeypatch: pytest.MonkeyPatch,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    from mlbridge_passes.regalloc import plugin, route

    monkeypatch.setattr(plugin, "_available", ["MLBridgeRegalloc.so is not built (a reason)"])
    monkeypatch.setattr(route, "_plugin_why", [])
    for _ in range(2):
        _, remarks = optimize_llvm(PRESSURE.read_bytes(), "ml-regalloc", RunnerChoice(), "p.ll")
        assert _summary(remarks)["compiler"] == "llvmlite"
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "instead of the native plug-in (same decisions, slower)" in err
    assert "(a reason)" in err
    with pytest.raises(ConfigError, match="the native plug-in cannot be had: MLBridgeRegalloc.so is not built"):
        optimize_llvm(PRESSURE.read_bytes(), "ml-regalloc<compiler=plugin>", RunnerChoice(), "p.ll")


def test_mlbridge_cc_runs_the_plugin_inside_debians_clang(native_build: Path, tmp_path: Path) -> None:
    """MLBRIDGE_PASSES=ml-regalloc with Debian's clang-22: the bundled model compiled into the plug-in answers
    inside clang; the same object and decisions as the FIFO path (the same model through onnxruntime)."""
    from mlbridge_passes.regalloc.plugin import system_plugin

    from mlbridge_llvm.native.paths import system_llvm_missing

    if system_plugin() is None or shutil.which("clang-22") is None:
        pytest.skip(system_llvm_missing() if system_plugin() is None else
                    "no clang-22 on PATH (apt-get install clang-22)")
    cc = shutil.which("mlbridge-cc", path=os.path.dirname(sys.executable))
    assert cc is not None
    src = tmp_path / "k.c"
    src.write_text(KERNEL)
    env = dict(os.environ, MLBRIDGE_CLANG="system", MLBRIDGE_PASSES="ml-regalloc", TMPDIR=str(tmp_path))
    results = {}
    for name, extra in (("plugin", []), ("fifo", [f"--mlbridge-runner=onnx:{MODEL}"])):
        remarks = tmp_path / f"remarks-{name}"
        proc = subprocess.run([cc, "-O2", "-c", str(src), "-o", str(tmp_path / f"{name}.o"),
                               f"--mlbridge-remarks={remarks}", *extra], env=env, capture_output=True, text=True,
                              timeout=300)
        assert proc.returncode == 0, proc.stderr
        text = "".join(p.read_text() for p in remarks.iterdir())
        results[name] = ([line.split()[-1] for line in text.splitlines() if line.strip().startswith("- index:")],
                         "compiled into the plug-in" in text)
    assert results["plugin"][1] and not results["fifo"][1]
    assert len(results["plugin"][0]) > 20 and results["plugin"][0] == results["fifo"][0]
    assert (tmp_path / "plugin.o").read_bytes() == (tmp_path / "fifo.o").read_bytes()


KERNEL = """
double mix(const double *a, const double *b, int n) {
  double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0, s8 = 0, s9 = 0, s10 = 0, s11 = 0, s12 = 0;
  double s13 = 0, s14 = 0, s15 = 0, s16 = 0, s17 = 0;
  for (int i = 0; i < n; i++) {
    s0 += a[i] * b[i]; s1 += a[i] - b[i]; s2 += a[i] * a[i]; s3 += b[i] * b[i]; s4 += a[i] / (b[i] + 1);
    s5 += s0 * s1; s6 += s2 - s3; s7 += s4 * s5; s8 += s6 * a[i]; s9 += s7 * b[i]; s10 += s8 - s9; s11 += s10 * s0;
    s12 += s11 + s1; s13 += s12 * s2; s14 += s13 - s3; s15 += s14 * s4; s16 += s15 + s5; s17 += s16 * s6;
  }
  return s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7 + s8 + s9 + s10 + s11 + s12 + s13 + s14 + s15 + s16 + s17;
}
"""
