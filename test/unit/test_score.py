"""mlbridge-score: whole programs built with ML passes, tested and timed (issue #28).

A tiny committed program (test/inputs/score/tiny, recipe tiny.json) built for real with mlbridge-cc (the front end
and the ML passes), its own test run on every build, its benchmark timed with interleaved repetitions.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mlbridge_llvm.cli.score import main
from mlbridge_llvm.score.stats import compare, t_quantile

ROOT = Path(__file__).resolve().parents[2]
TINY = ROOT / "test" / "inputs" / "score" / "tiny.json"
DOC = ROOT / "docs" / "score.md"


@pytest.fixture()
def env(build_env: dict[str, str]) -> dict[str, str]:
    """conftest's build_env: zig's cache and every temporary file in this test's folder."""
    return build_env


def recipe(tmp_path: Path, **changes: object) -> Path:
    """The tiny recipe, changed, in tmp_path (its ``dir:`` source still points at the committed folder)."""
    data = json.loads(TINY.read_text())
    data[0]["source"]["url"] = "dir:" + str(TINY.parent / "tiny")
    data[0].update(changes)
    path = tmp_path / "recipe.json"
    path.write_text(json.dumps(data))
    return path


ROW_KEYS = {"program", "config", "pipeline", "baseline", "status", "speedup", "ci_low", "ci_high", "p", "verdict",
            "median_s", "n", "text_bytes", "text_ratio", "file_bytes", "file_ratio", "compile_s", "build_cpu_s", "compile_ratio",
            "units", "compile_steps", "times", "error"}


def test_two_builds_three_repeats(env: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Oz and poset-rl, three interleaved repetitions each: an interval around the speed-up, a verdict that agrees
    with it, sizes and compile times of both builds, JSON/CSV/plot written."""
    out = tmp_path / "out"
    assert main(["run", "-o", str(out), "--recipes", str(recipe(tmp_path)), "--config", "poset-rl=z:poset-rl",
                 "--repeats", "3", "-j", "2", "--no-progress"]) == 0
    data = json.loads((out / "score.json").read_text())
    assert {"meta", "rows"} <= set(data)
    assert {"repeats", "pinned_cpu", "configs", "programs", "summary", "run_seconds", "front_end"} <= set(data["meta"])
    assert data["meta"]["pinned_cpu"] is None or isinstance(data["meta"]["pinned_cpu"], int)
    base, ml = data["rows"]
    for row in data["rows"]:
        assert ROW_KEYS <= set(row)
        assert row["status"] == "ok" and row["n"] == 3 and len(row["times"]) == 3
        assert row["text_bytes"] > 0 and row["file_bytes"] > 0 and row["build_cpu_s"] > 0 and row["compile_s"] > 0 and row["units"] == 1
    assert base["verdict"] == "baseline" and base["speedup"] == 1.0
    assert ml["pipeline"] == "poset-rl" and ml["baseline"] == "Oz"
    assert ml["ci_low"] <= ml["speedup"] <= ml["ci_high"]
    significant = not (ml["ci_low"] <= 1.0 <= ml["ci_high"])
    assert (ml["p"] < 0.05) == significant
    assert ml["verdict"] == ("no significant difference" if not significant else
                             "faster" if ml["speedup"] > 1 else "slower")
    assert "ml:poset-rl" in ml["compile_steps"]
    steps = base["compile_steps"]
    assert any("default" in k for k in steps) and not any(k.startswith("ml:") for k in steps)
    assert (out / "score.csv").read_text().startswith("program,config,pipeline")
    assert (out / "score.png").read_bytes()[:4] == b"\x89PNG"
    journal = [json.loads(line) for line in (out / "journal.jsonl").read_text().splitlines()]
    order = [(r["config"], r["rep"]) for r in journal if r["type"] == "bench"]
    # warm-up A B, then rounds A B, B A, A B: interleaved, the order rotated every round
    assert order == [("Oz", -1), ("poset-rl", -1), ("Oz", 0), ("poset-rl", 0), ("poset-rl", 1), ("Oz", 1),
                     ("Oz", 2), ("poset-rl", 2)]


def test_statistics_on_known_samples() -> None:
    """Welch's t on log times: t quantiles, a clear difference, and no significant difference."""
    assert abs(t_quantile(0.975, 2) - 4.3027) < 1e-3 and abs(t_quantile(0.975, 10) - 2.2281) < 1e-3
    fast = compare([1.00, 1.02, 0.99], [0.90, 0.91, 0.905])
    assert fast.verdict == "faster" and fast.low > 1.0 and fast.p < 0.05
    slow = compare([0.90, 0.91, 0.905], [1.00, 1.02, 0.99])
    assert slow.verdict == "slower" and slow.high < 1.0
    same = compare([1.0, 1.1, 0.9], [0.98, 1.05, 1.0])
    assert same.verdict == "no significant difference" and same.low < 1.0 < same.high


def test_resume_after_sigkill(env: dict[str, str], tmp_path: Path) -> None:
    """SIGKILL mid-run, then the same command: finished builds are not redone and the run completes."""
    out = tmp_path / "out"
    cmd = [sys.executable, "-m", "mlbridge_llvm.cli.score", "run", "-o", str(out), "--recipes",
           str(recipe(tmp_path)), "--config", "poset-rl=z:poset-rl", "--repeats", "3", "-j", "1", "--no-progress"]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    journal = out / "journal.jsonl"
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline and proc.poll() is None:
        if journal.exists() and '"type": "build"' in journal.read_text():
            break
        time.sleep(0.05)
    assert proc.poll() is None, "the run ended before it could be killed"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert not (out / "score.json").exists()
    first = [json.loads(line)["config"] for line in journal.read_text().splitlines() if '"type": "build"' in line]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    builds = [json.loads(line)["config"] for line in journal.read_text().splitlines() if '"type": "build"' in line]
    assert builds[:len(first)] == first and sorted(builds) == ["Oz", "poset-rl"]  # nothing built twice
    rows = json.loads((out / "score.json").read_text())["rows"]
    assert [r["status"] for r in rows] == ["ok", "ok"] and rows[1]["n"] == 3


def test_failing_and_different_tests_are_failures(env: dict[str, str], tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """A test command that fails, and a test whose output differs from the baseline's, are failures reported with
    the program and the pipeline (exit 1), and are not timed."""
    out = tmp_path / "out"
    # the test prints the pipeline it was built with: the ML build's output differs from the baseline's
    path = recipe(tmp_path, test='make -s test && echo "built with $MLBRIDGE_PASSES"')
    assert main(["run", "-o", str(out), "--recipes", str(path), "--config", "poset-rl=z:poset-rl", "--repeats", "2",
                 "--no-progress"]) == 1
    rows = json.loads((out / "score.json").read_text())["rows"]
    assert rows[0]["status"] == "ok" and rows[1]["status"] == "FAILED"
    assert rows[1]["error"] == "test output differs from Oz's" and rows[1]["n"] == 0
    err = capsys.readouterr().err
    assert "mlbridge-score: FAILED: tiny with poset-rl: test output differs from Oz's" in err
    out2 = tmp_path / "out2"
    path = recipe(tmp_path, test="./tiny --test && exit 3")
    assert main(["run", "-o", str(out2), "--recipes", str(path), "--config", "Oz=z:default", "--repeats", "2",
                 "--no-progress"]) == 1
    (row,) = json.loads((out2 / "score.json").read_text())["rows"]
    assert row["status"] == "FAILED" and row["error"].startswith("exit status 3")
    assert "mlbridge-score: FAILED: tiny with default: exit status 3" in capsys.readouterr().err


@pytest.mark.parametrize("change, args, message", [
    ({"source": {"url": "dir:" + str(TINY.parent / "tiny"), "sha256": "0" * 64}}, [],
     "the recipe pins " + "0" * 64),
    ({}, ["--config", "bad=z:bogus-pass"], "unknown pass name 'bogus-pass'"),
    ({}, ["--config", "bad=q:poset-rl"], "--config expects NAME=LEVEL:PIPELINE"),
])
def test_bad_input_is_one_line(env: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str],
                               change: dict[str, object], args: list[str], message: str) -> None:
    """A recipe whose hash does not match, an unknown pass, a bad configuration: one line, exit 1, nothing built."""
    out = tmp_path / "out"
    assert main(["run", "-o", str(out), "--recipes", str(recipe(tmp_path, **change)), *args, "--no-progress"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("mlbridge-score: error: ") and message in err[0], err
    assert not (out / "work" / "build").exists()


def test_missing_compiler_is_one_line(env: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "missing" / "clang-22"
    monkeypatch.setenv("MLBRIDGE_CLANG", str(missing))
    assert main(["run", "-o", str(tmp_path / "out"), "--recipes", str(recipe(tmp_path)), "--no-progress"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and f"{missing} is not clang 22" in err[0]


def test_docs_table_is_rendered_from_the_committed_json() -> None:
    """docs/score.md's tables are the committed results, never typed in."""
    from mlbridge_llvm.bench.readme import renderer
    from mlbridge_llvm.docblocks import render

    blocks = render(DOC, renderer)  # the score's blocks and mlbridge-bench cc's
    assert {"score-summary", "score-results", "score-programs", "cc"} <= set(blocks)
    for name, (in_doc, rendered) in blocks.items():
        assert in_doc == rendered, f"docs/score.md block {name!r} differs from its JSON; run mlbridge-score docs"


def test_shipped_programs_are_held_out() -> None:
    """No shipped program is, or holds, a code base of the training corpus; each is pinned by sha256."""
    from mlbridge_llvm.errors import ConfigError
    from mlbridge_llvm.score.recipes import PROGRAMS, Program, Source, check_held_out

    assert len(PROGRAMS) >= 8 and all(len(p.source.sha256) == 64 for p in PROGRAMS)
    check_held_out(list(PROGRAMS))
    clash = Program("x", "1", "d", Source("dir:x", "0" * 64), ("zlib",), "true", "true", "true", ("x",))
    with pytest.raises(ConfigError, match="zlib"):
        check_held_out([clash])


@pytest.mark.skipif(not hasattr(os, "sched_getaffinity"), reason="needs CPU affinity")
def test_benchmark_child_is_pinned_and_the_parent_keeps_its_cpus(tmp_path: Path) -> None:
    """run_bench pins the benchmark without preexec_fn (which aborts under gRPC, grpc/grpc#43055): the child is born
    on the chosen CPU, and the spawning thread gets its own CPU set back."""
    from mlbridge_llvm.score.bench import pinned_cpu, run_bench
    from mlbridge_llvm.score.recipes import Program, Source

    cpu = pinned_cpu()
    mine = os.sched_getaffinity(0)
    probe = f"{sys.executable} -c 'import os; print(sorted(os.sched_getaffinity(0)))'"
    program = Program(name="probe", version="1", domain="test", source=Source(url=f"dir:{tmp_path}", sha256=""),
                      packages=(), build="true", test="true", bench=probe, binaries=())
    result = run_bench(program, str(tmp_path), dict(os.environ), cpu, timeout=60)
    assert result["status"] == 0, result
    assert result["output"].strip() == str([cpu])
    assert os.sched_getaffinity(0) == mine


def test_controls_join_the_shipped_set_and_are_opt_in_with_config() -> None:
    """The A/A control: each baseline built again, right after the baselines, on by default for the shipped set."""
    from mlbridge_llvm.score.run import selected_configs, with_controls

    shipped = selected_configs([])
    names = [c.name for c in shipped]
    assert names[:4] == ["Oz", "O3", "Oz again", "O3 again"]
    again = {c.name: c for c in shipped}["Oz again"]
    assert again.is_control and again.baseline == "Oz" and again.pipeline == "default" and again.level == "z"
    assert not any(c.is_control for c in selected_configs([], control=False))
    mine = selected_configs(["ml=z:poset-rl"])
    assert [c.name for c in mine] == ["Oz", "ml"]
    assert [c.name for c in selected_configs(["ml=z:poset-rl"], control=True)] == ["Oz", "Oz again", "ml"]
    assert with_controls(with_controls(mine)) == with_controls(mine)  # never a second control


def test_a_control_build_is_the_same_program_and_is_reported_as_the_noise_floor(
        env: dict[str, str], tmp_path: Path) -> None:
    """With --control the baseline is built twice: the second build has the same .text (the build is reproducible),
    is timed and compared like any build, and the docs list it as the run's A/A control."""
    from mlbridge_llvm.score.report import doc_blocks, is_control

    out = tmp_path / "out"
    assert main(["run", "-o", str(out), "--recipes", str(recipe(tmp_path)), "--config", "poset-rl=z:poset-rl",
                 "--control", "--repeats", "3", "-j", "2", "--no-progress"]) == 0
    data = json.loads((out / "score.json").read_text())
    rows = {r["config"]: r for r in data["rows"]}
    assert list(rows) == ["Oz", "Oz again", "poset-rl"]
    ctrl = rows["Oz again"]
    assert is_control(ctrl) and not is_control(rows["poset-rl"]) and not is_control(rows["Oz"])
    assert ctrl["status"] == "ok" and ctrl["n"] == 3 and ctrl["text_ratio"] == 1.0
    assert ctrl["ci_low"] <= ctrl["speedup"] <= ctrl["ci_high"]
    assert [s["control"] for s in data["meta"]["summary"]] == [True, False]
    summary = doc_blocks(data)["score-summary"]
    assert "| Oz built again (A/A control) | Oz |" in summary
    assert "A/A control" in summary and f"- tiny against Oz: speed-up {ctrl['speedup']:.3f}" in summary
    assert rows["poset-rl"]["speedup_previous"] is None and "Replication" not in summary

    # the same builds benchmarked again: each row also carries the earlier session's speed-up, from the journal
    assert main(["run", "-o", str(out), "--recipes", str(recipe(tmp_path)), "--config", "poset-rl=z:poset-rl",
                 "--control", "--repeats", "3", "-j", "2", "--no-progress", "--rebench", "all"]) == 0
    again = {r["config"]: r for r in json.loads((out / "score.json").read_text())["rows"]}
    for name in ("Oz again", "poset-rl"):
        assert again[name]["speedup_previous"] == pytest.approx(rows[name]["speedup"])
        assert again[name]["verdict_previous"] == rows[name]["verdict"]
    assert again["poset-rl"]["text_bytes"] == rows["poset-rl"]["text_bytes"]  # same builds, new timings
    assert again["poset-rl"]["cpu_times"] != rows["poset-rl"]["cpu_times"]


def test_committed_run_has_its_controls_and_verdicts_are_read_against_them() -> None:
    """The committed run carries an A/A control per program and baseline; a verdict line says "no further from 1
    than this program's A/A control" exactly when its speed-up is within the control's distance from 1."""
    import math

    from mlbridge_llvm.score.report import doc_blocks, is_control

    data = json.loads((ROOT / "docs" / "score" / "score.json").read_text())
    controls = {(r["program"], r["baseline"]): r for r in data["rows"] if is_control(r)}
    assert len(controls) == 2 * len(data["meta"]["programs"])
    summary = doc_blocks(data)["score-summary"]
    for r in data["rows"]:
        if is_control(r) or r["verdict"] not in ("faster", "slower"):
            continue
        line = next(x for x in summary.splitlines()
                    if x.startswith(f"- `{r['pipeline']}` makes **{r['program']}** {r['verdict']}"))
        ctrl = controls[(r["program"], r["baseline"])]
        within = abs(math.log(r["speedup"])) <= abs(math.log(ctrl["speedup"]))
        assert ("A/A control" in line) == within, line


def test_committed_run_was_replicated_and_says_which_verdicts_held() -> None:
    """The committed run benchmarked its builds in two sessions: every verdict line gives the earlier session's
    speed-up, and the replication paragraph counts the verdicts that held."""
    from mlbridge_llvm.score.report import doc_blocks, is_control

    data = json.loads((ROOT / "docs" / "score" / "score.json").read_text())
    summary = doc_blocks(data)["score-summary"]
    rows = [r for r in data["rows"] if r.get("verdict_previous") and not is_control(r)]
    assert rows, "the committed run has no second benchmark session"
    sig = [r for r in rows if {r["verdict"], r["verdict_previous"]} & {"faster", "slower"}]
    held = sum(r["verdict"] == r["verdict_previous"] for r in sig)
    assert f"Of the {len(sig)} comparisons significant in either session, {held} have the same verdict" in summary
    for line in summary.splitlines():
        if line.startswith("- `") and (" slower: " in line or " faster: " in line):
            assert "previous session of the same builds" in line, line
