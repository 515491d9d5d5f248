"""Corpus runs under infrastructure faults: a Ray node (raylet) or actor killed by PID in a run the test started
itself, a pool worker killed from outside, SIGTERM to the run, resume rules, and a build given relative paths."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tarfile
import time
from pathlib import Path

import pytest
from conftest import require

from mlbridge_llvm.corpus.manifest import load_corpus
from mlbridge_llvm.corpus.results import ResultsFile, read_records

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "test" / "inputs" / "corpus"
# The nap ends for good once the file next to the plug-in, "awake", exists: a test creates it when the fault has been
# dealt, so the rest of the run (and a resume, with the same pipeline) does not sleep.
NAP = '''
import os, time
from mlbridge_llvm.passes import MLPass, register

AWAKE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "awake")


def nap(ctx):
    if not os.path.exists(AWAKE):
        time.sleep(float(ctx.option("seconds", "1")))


register(MLPass("fault-nap", "sleeps, so a run lasts long enough to be hurt", nap, options={"seconds": "seconds"}))
'''


def _wake(tmp_path: Path) -> None:
    """End the naps of the run started by :func:`_start_run` (and of any resume)."""
    (tmp_path / "awake").touch()


def _processes() -> dict[int, tuple[int, str]]:
    """pid -> (parent pid, command line) of every process (from /proc)."""
    out = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                stat = f.read().decode("utf-8", "replace")
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                cmd = f.read().replace(b"\0", b" ").decode("utf-8", "replace")
        except OSError:
            continue
        out[int(entry)] = (int(stat.rsplit(")", 1)[1].split()[1]), cmd or stat.split("(", 1)[1].split(")")[0])
    return out


def _descendants(root: int, needle: str) -> list[int]:
    """PIDs of ``root``'s descendants whose command line contains ``needle``."""
    procs = _processes()
    children: dict[int, list[int]] = {}
    for pid, (ppid, _) in procs.items():
        children.setdefault(ppid, []).append(pid)
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            todo.append(child)
            if needle in procs[child][1]:
                found.append(child)
    return found


def _start_run(tmp_path: Path, out: Path, *extra: str, seconds: float = 1.0,
               env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    plugin = tmp_path / "nap.py"
    plugin.write_text(NAP)
    return subprocess.Popen([sys.executable, "-m", "mlbridge_llvm.cli.corpus", "run", str(SAMPLE), "-o", str(out),
                             "--pipeline", f"fault-nap<seconds={seconds:g}>,default<Os>", "--baseline", "none",
                             "--load", str(plugin), "-j", "2", "--no-progress", *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                            env=None if env is None else {**os.environ, **env})


#: Ray's GCS declares a node dead after this many missed health checks of this period (Ray's defaults, 5 x 3 s,
#: make the run wait 15 s for the verdict); the run's own deadlines are what the test is about, not Ray's.
FAST_RAY_HEALTH = {"RAY_health_check_period_ms": "500", "RAY_health_check_failure_threshold": "3",
                   "RAY_health_check_initial_delay_ms": "0"}


def _wait_for(predicate, what: str, seconds: float = 90) -> None:  # noqa: ANN001
    deadline = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.1)


def _records(out: Path) -> list[dict]:
    return read_records(str(out)) if out.exists() else []


def _finish(proc: subprocess.Popen[str], seconds: float) -> tuple[int, str, str]:
    try:
        stdout, stderr = proc.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        stdout, stderr = proc.communicate()
        pytest.fail(f"the run did not end within {seconds:g} s: {stderr[-2000:]}")
    return proc.returncode, stdout, stderr


def test_ray_node_lost_ends_the_run_and_resume_finishes_it(tmp_path: Path) -> None:
    """Killing the run's own raylet (its node) used to hang the run forever, even with --timeout 20."""
    require("ray")
    out = tmp_path / "ray.jsonl"
    proc = _start_run(tmp_path, out, "--backend", "ray", "--timeout", "20", seconds=2, env=FAST_RAY_HEALTH)
    _wait_for(lambda: len(_records(out)) >= 2, "the first results")
    raylets = _descendants(proc.pid, "raylet/raylet")
    assert len(raylets) == 1, _processes()
    os.kill(raylets[0], signal.SIGKILL)
    code, stdout, stderr = _finish(proc, 120)
    assert code == 1, stderr[-2000:]
    last = [ln for ln in stderr.splitlines() if ln.startswith("mlbridge-corpus:")]
    assert last and "Ray cluster lost" in last[-1] and "run the same command to resume" in last[-1], stderr[-2000:]
    assert "Traceback" not in stderr
    recs = _records(out)
    assert all(r["ok"] or r["error_kind"] == "infrastructure" for r in recs), recs  # never an LLVM "crash"
    with ResultsFile(str(out)) as results:
        done = results.done()
    assert done == {(r["module"], r["variant"]) for r in recs if r["ok"]}
    # a plain resume (no --retry-failed) runs what was lost, on the local pool (without naps)
    _wake(tmp_path)
    resumed = subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.corpus", "run", str(SAMPLE), "-o", str(out),
                              "--pipeline", "fault-nap<seconds=2>,default<Os>", "--baseline", "none", "--load",
                              str(tmp_path / "nap.py"), "-j", "2", "--no-progress"],
                             capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONWARNINGS": "ignore"})
    assert resumed.returncode == 0, resumed.stderr[-2000:]
    final = ResultsFile(str(out)).open()
    final.close()
    assert final.done() == {(m.name, "pipeline") for m in load_corpus(str(SAMPLE)).modules}


def test_ray_actor_killed_is_retried_elsewhere(tmp_path: Path) -> None:
    """A killed CorpusActor used to record its module as an LLVM crash."""
    require("ray")
    out = tmp_path / "actor.jsonl"
    proc = _start_run(tmp_path, out, "--backend", "ray", seconds=1)
    _wait_for(lambda: len(_descendants(proc.pid, "ray::CorpusActor")) == 2 and len(_records(out)) >= 1, "the actors")
    victim = _descendants(proc.pid, "ray::CorpusActor")[0]
    os.kill(victim, signal.SIGKILL)
    _wake(tmp_path)
    code, stdout, stderr = _finish(proc, 180)
    assert code == 0, stderr[-2000:]
    recs = _records(out)
    assert len(recs) == len(load_corpus(str(SAMPLE))) and all(r["ok"] for r in recs), \
        [r for r in recs if not r["ok"]]


def test_pool_worker_killed_from_outside_is_retried_not_a_crash(tmp_path: Path) -> None:
    out = tmp_path / "pool.jsonl"
    proc = _start_run(tmp_path, out, seconds=1)
    _wait_for(lambda: len(_descendants(proc.pid, "mlbridge_llvm.workers")) == 2, "the pool workers")
    time.sleep(0.5)  # inside a call (every call naps for a second)
    os.kill(_descendants(proc.pid, "mlbridge_llvm.workers")[0], signal.SIGKILL)
    _wake(tmp_path)
    code, stdout, stderr = _finish(proc, 180)
    assert code == 0, stderr[-2000:]
    recs = _records(out)
    assert len(recs) == len(load_corpus(str(SAMPLE))) and all(r["ok"] for r in recs), \
        [r for r in recs if not r["ok"]]


def test_resume_reruns_infrastructure_failures_but_keeps_module_failures(tmp_path: Path) -> None:
    out = tmp_path / "old.jsonl"
    modules = [m.name for m in load_corpus(str(SAMPLE)).modules]
    old = [{"module": modules[0], "variant": "pipeline", "pipeline": "default<Os>", "ok": False, "error_kind": "crash",
            "error": "Ray actor died: The actor died unexpectedly before finishing this task."},  # written by 0.1.0
           {"module": modules[1], "variant": "pipeline", "pipeline": "default<Os>", "ok": False,
            "error_kind": "infrastructure", "error": "Ray cluster lost: no Ray node is alive"},
           {"module": modules[2], "variant": "pipeline", "pipeline": "default<Os>", "ok": False, "error_kind": "crash",
            "error": "worker died (killed by SIGABRT): LLVM ERROR: boom"}]
    out.write_text("".join(json.dumps(r) + "\n" for r in old))
    from mlbridge_llvm.corpus.run import run_corpus

    s = run_corpus(str(SAMPLE), str(out), "default<Os>", None, jobs=2, progress=False)
    assert s.skipped == 1 and s.tasks == len(modules) - 1 and s.failed == 0
    latest = {r["module"]: r for r in read_records(str(out))}
    assert latest[modules[0]]["ok"] and latest[modules[1]]["ok"]
    assert not latest[modules[2]]["ok"]  # the module's own failure stands until --retry-failed


def test_sigterm_exits_143_with_results_kept(tmp_path: Path) -> None:
    out = tmp_path / "term.jsonl"
    proc = _start_run(tmp_path, out, "-j", "1", seconds=0.5)
    _wait_for(lambda: len(_records(out)) >= 2, "the first results")
    proc.send_signal(signal.SIGTERM)
    code, stdout, stderr = _finish(proc, 60)
    assert code == 143, stderr[-2000:]
    assert "terminated" in stderr and "resume" in stderr and "Traceback" not in stderr
    assert len(_records(out)) >= 2 and out.read_text().endswith("\n")


def test_build_with_relative_paths(tmp_path: Path) -> None:
    """`mlbridge-corpus build corpus --work work` in the current directory used to compile 0 files."""
    from mlbridge_llvm.corpus.build import Recipe, build_corpus, file_sha256

    pkg = tmp_path / "relpkg-1.0"
    (pkg / "src").mkdir(parents=True)
    (pkg / "src" / "a.c").write_text("int a(int x) { return x * 3; }\n")
    (pkg / "src" / "b.c").write_text("int b(int x) { return x - 7; }\n")
    sdists = tmp_path / "work" / "sdists"
    sdists.mkdir(parents=True)
    with tarfile.open(sdists / "relpkg-1.0.tar.gz", "w:gz") as tar:
        tar.add(pkg, arcname="relpkg-1.0")
    recipe = Recipe("relpkg", "1.0", file_sha256(str(sdists / "relpkg-1.0.tar.gz")), ("src/*.c",), domain="test")
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        s = build_corpus("corpus", "work", [recipe], jobs=2, progress=False)
    finally:
        os.chdir(cwd)
    assert s.packages["relpkg-1.0"] == {"files": 2, "built": 2, "reused": 0, "failed": 0}
    assert sorted(m.name for m in load_corpus(str(tmp_path / "corpus")).modules) == \
        ["relpkg-1.0/src/a.o", "relpkg-1.0/src/b.o"]
