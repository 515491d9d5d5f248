"""mlbridge-score on anybody's project (issue #38, item 4): relative paths, one run per results folder, a damaged
journal, builds in their final folder (a CMake project with a shared library), the recipe format's helpers
(``mlbridge-score hash``, the held-out warning) and progress.

Everything is built for real with mlbridge-cc: the tiny committed program (test/inputs/score/tiny) and a tiny
CMake project with one shared library (test/inputs/score/shlib, recipe shlib.json, shown in docs/score.md).
"""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mlbridge_llvm.cli.score import main
from test_score import TINY, recipe

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]
#: the build's own folder inside a build, its markers, and the lock file's name (mlbridge_llvm.score.build, .lock)
TMP, OWNER, COMPLETE, PGID_FILE = ".score-tmp", "owner", "complete.json", "running.pgid"
LOCK_NAME = ".mlbridge-score.lock"
SHLIB = ROOT / "test" / "inputs" / "score" / "shlib.json"
DOC = ROOT / "docs" / "score.md"


@pytest.fixture()
def env(build_env: dict[str, str]) -> dict[str, str]:
    """conftest's build_env: zig's cache and every temporary file in this test's folder."""
    return build_env


def _records(out: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in (out / "journal.jsonl").read_text().splitlines() if line.strip()]


def test_relative_output_folder(env: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``-o out`` (relative, as the docs write it): the wrappers and every folder the commands get are absolute."""
    monkeypatch.chdir(tmp_path)
    assert main(["run", "-o", "out", "--recipes", str(recipe(tmp_path)), "--config", "Oz=z:default",
                 "--repeats", "2", "--no-progress"]) == 0
    (row,) = json.loads((tmp_path / "out" / "score.json").read_text())["rows"]
    assert row["status"] == "ok" and row["n"] == 2
    (build,) = [r for r in _records(tmp_path / "out") if r["type"] == "build"]
    assert os.path.isabs(build["dir"]) and Path(build["dir"]).is_relative_to(tmp_path / "out")


def test_a_second_run_on_the_same_output_is_refused(env: dict[str, str], tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """While a run holds OUT, a second run stops with one line naming the first's pid; once the first has ended,
    its lock file (its pid still inside) is no obstacle and nothing was recorded twice."""
    out, gate = tmp_path / "out", tmp_path / "gate"
    # the first run waits, holding OUT, inside its benchmark-input step until the gate file exists
    path = recipe(tmp_path, bench_input=f'while [ ! -e "{gate}" ]; do sleep 0.05; done')
    args = ["run", "-o", str(out), "--recipes", str(path), "--config", "Oz=z:default", "--repeats", "2",
            "--no-progress"]
    first = subprocess.Popen([sys.executable, "-m", "mlbridge_llvm.cli.score", *args], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        lock = out / LOCK_NAME
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and first.poll() is None:
            if lock.exists() and lock.read_text().strip() == str(first.pid):
                break
            time.sleep(0.05)
        assert first.poll() is None, first.stderr.read() if first.stderr else ""
        assert main(args) == 1
        err = capsys.readouterr().err.strip().splitlines()
        assert err == [f"mlbridge-score: error: {out} is in use by pid {first.pid}"]
    finally:
        gate.touch()
        _, first_err = first.communicate(timeout=600)
    assert first.returncode == 0, first_err
    assert (out / LOCK_NAME).read_text().strip() == str(first.pid)  # a dead process's pid: stale
    assert main(args) == 0
    builds = [r for r in _records(out) if r["type"] == "build"]
    assert len(builds) == 1
    # another results folder whose --work is this run's work folder: refused while that folder is held
    from mlbridge_llvm.score.lock import FolderLock

    with FolderLock(str(out / "work")):
        assert main([*args[:2], str(tmp_path / "other"), *args[3:], "--work", str(out / "work")]) == 1
    assert capsys.readouterr().err.strip().endswith(f"{out / 'work'} is in use by pid {os.getpid()}")


def test_lock_is_released_with_the_process(tmp_path: Path) -> None:
    """A lock held by a process that was killed (SIGKILL) is free again."""
    from mlbridge_llvm.score import lock as lock_module
    from mlbridge_llvm.score.lock import FolderLock, InUseError

    assert lock_module.LOCK_NAME == LOCK_NAME
    folder = tmp_path / "out"
    code = ("import sys\nfrom mlbridge_llvm.score.lock import FolderLock\n"
            f"FolderLock({str(folder)!r}).acquire()\nprint('held', flush=True)\nsys.stdin.read()\n")
    holder = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        with pytest.raises(InUseError, match=f"^{re.escape(str(folder))} is in use by pid {holder.pid}$"):
            FolderLock(str(folder)).acquire()
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait()
    with FolderLock(str(folder)) as lock:
        assert (folder / LOCK_NAME).read_text().strip() == str(os.getpid())
        with pytest.raises(InUseError, match="in use by pid"):  # a second holder in this process is refused too
            FolderLock(str(folder)).acquire()
        assert lock.path == str(folder / LOCK_NAME)


DAMAGE = [
    (b"\x00\x00\x00\n", "NUL bytes"),
    (b'{"type": "build", "program": "tiny\xff\xfe"}\n', "not UTF-8"),
    (b'{"type": "bench", "program": \n', "not JSON (Expecting value)"),
    (b"[1, 2, 3]\n", "a JSON list, not an object"),
    (b'{"type": "build", "program": "tiny", "config": "Oz"}\n', "build record without 'dir'"),
    (b'{"type": "bench", "program": "tiny", "config": "Oz", "rep": "0", "status": 0, "seconds": 1, '
     b'"cpu_seconds": 1, "digest": "", "output": ""}\n', "bench record with a bad 'rep' ('0')"),
    (b'{"type": "mystery"}\n', "unknown record type 'mystery'"),
]


def test_journal_skips_damaged_lines_with_one_warning_each(tmp_path: Path) -> None:
    """Each damaged line is skipped, warned about once (file and line number), and the good records are kept; a
    line cut short by a stop is removed before the next record is appended."""
    from mlbridge_llvm.score.journal import Journal

    path = tmp_path / "journal.jsonl"
    good = {"type": "redo", "program": "tiny"}
    path.write_bytes(b"".join([json.dumps(good).encode() + b"\n", *(d for d, _ in DAMAGE),
                               json.dumps(good).encode() + b"\n"]))
    warnings: list[str] = []
    journal = Journal(str(path), warn=warnings.append)
    assert list(journal.records()) == [good, good]
    assert list(journal.records()) == [good, good]
    assert warnings == [f"{path} line {n}: skipped, {why}" for n, (_, why) in enumerate(DAMAGE, 2)]
    with open(path, "ab") as f:
        f.write(b'{"type": "redo", "prog')  # a stop mid-line
    assert list(journal.records()) == [good, good]
    journal.add(good)
    assert path.read_bytes().endswith(json.dumps(good).encode() + b"\n" + json.dumps(good).encode() + b"\n")
    assert list(journal.records()) == [good, good, good] and len(warnings) == len(DAMAGE)


def test_resume_after_the_journal_is_damaged(env: dict[str, str], tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """A finished run's journal damaged (its build record among the damaged lines): the same command warns once per
    line with file and line number, builds that program again, and completes."""
    out = tmp_path / "out"
    args = ["run", "-o", str(out), "--recipes", str(recipe(tmp_path)), "--config", "Oz=z:default", "--repeats", "2",
            "--no-progress"]
    assert main(args) == 0
    lines = (out / "journal.jsonl").read_bytes().splitlines(keepends=True)
    lines = lines[:2] + [d for d, _ in DAMAGE] + lines[2:]
    build = next(i for i, line in enumerate(lines) if b'"type": "build"' in line and b'"dir"' in line)
    lines[build] = lines[build].replace(b'"dir"', b'"\x00dir"')
    (out / "journal.jsonl").write_bytes(b"".join(lines))
    capsys.readouterr()
    assert main(args) == 0
    err = capsys.readouterr().err
    journal = out / "journal.jsonl"
    warned = re.findall(rf"^mlbridge-score: warning: {re.escape(str(journal))} line (\d+): skipped, (.*)$", err, re.M)
    expected = [(str(n), why) for n, (_, why) in enumerate(DAMAGE, 3)] + [(str(build + 1), "NUL bytes")]
    assert sorted(warned, key=lambda w: int(w[0])) == sorted(expected, key=lambda w: int(w[0]))
    assert "building 1 of 1 builds" in err  # the build whose record was damaged is built again
    (row,) = json.loads((out / "score.json").read_text())["rows"]
    assert row["status"] == "ok" and row["n"] == 2


def _sleeper(folder: Path) -> subprocess.Popen[bytes]:
    """A real command session working inside ``folder``, its process-group id recorded as a build records it."""
    proc = subprocess.Popen(["sleep", "600"], cwd=folder, start_new_session=True)
    (folder / TMP / PGID_FILE).write_text(str(proc.pid))
    return proc


def test_interrupted_builds_are_detected_stopped_and_wiped(tmp_path: Path) -> None:
    """A build folder whose owner mark is there but not its completion marker is an interrupted build: the session
    still running in it is stopped and the folder deleted. Complete builds (and builds from before markers) stay."""
    from mlbridge_llvm.score import build
    from mlbridge_llvm.score.build import is_complete, stop_leftovers

    assert (build.TMP, build.OWNER, build.COMPLETE, build.PGID_FILE) == (TMP, OWNER, COMPLETE, PGID_FILE)
    root = tmp_path / "build"
    folders = {name: root / "prog-1" / name for name in ("complete", "interrupted", "old", "x.partial-123")}
    for name, folder in folders.items():
        (folder / TMP).mkdir(parents=True)
        (folder / "main.o").write_text("object")
    for name in ("complete", "interrupted"):
        (folders[name] / TMP / OWNER).write_text("token")
    (folders["complete"] / TMP / COMPLETE).write_text("{}")
    assert [is_complete(str(f)) for f in folders.values()] == [True, False, True, False]
    running = _sleeper(folders["interrupted"])
    finished = _sleeper(folders["complete"])  # a session in a complete build is not the run's to stop
    try:
        assert stop_leftovers(str(root)) == 1
        assert running.wait(timeout=60) == -signal.SIGKILL
        assert finished.poll() is None
    finally:
        for p in (running, finished):
            if p.poll() is None:
                p.kill()
                p.wait()
    assert sorted(p.name for p in (root / "prog-1").iterdir()) == ["complete", "old"]


def test_a_build_without_its_completion_marker_is_built_again(env: dict[str, str], tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    """Builds happen in their final folder, marked complete last: a folder whose marker is missing (a build
    interrupted after its record was written, or damaged since) is wiped and built again on resume."""
    out = tmp_path / "out"
    args = ["run", "-o", str(out), "--recipes", str(recipe(tmp_path)), "--config", "Oz=z:default", "--repeats", "2",
            "--no-progress"]
    assert main(args) == 0
    (build,) = [r for r in _records(out) if r["type"] == "build"]
    folder = Path(str(build["dir"]))
    assert folder.name == "Oz" and not list(folder.parent.glob("*.partial-*"))  # built where it stays
    assert json.loads((folder / TMP / COMPLETE).read_text())["dir"] == str(folder)
    (folder / TMP / COMPLETE).unlink()
    (folder / "leftover.o").write_text("half-built")
    capsys.readouterr()
    assert main(args) == 0
    assert "building 1 of 1 builds" in capsys.readouterr().err
    assert not (folder / "leftover.o").exists() and (folder / TMP / COMPLETE).exists()
    assert len([r for r in _records(out) if r["type"] == "build"]) == 2


def test_hash_prints_a_local_sources_pin(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``mlbridge-score hash`` prints the source object a recipe pins: a folder's tree hash (the one tiny.json
    pins), an archive's sha256; a missing path is one line."""
    import hashlib

    pinned = json.loads(TINY.read_text())[0]["source"]["sha256"]
    folder = TINY.parent / "tiny"
    assert main(["hash", str(folder)]) == 0
    assert json.loads(capsys.readouterr().out) == {"url": f"dir:{folder}", "sha256": pinned}
    assert main(["hash", f"dir:{folder}"]) == 0
    assert json.loads(capsys.readouterr().out)["sha256"] == pinned
    archive = tmp_path / "src.tar.gz"
    archive.write_bytes(b"not really an archive")
    assert main(["hash", str(archive)]) == 0
    assert json.loads(capsys.readouterr().out) == {"url": f"file:{archive}",
                                                   "sha256": hashlib.sha256(b"not really an archive").hexdigest()}
    assert main(["hash", str(tmp_path / "missing")]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"mlbridge-score: error: {tmp_path / 'missing'} is neither a file nor a folder"]


def test_progress_lines_and_the_held_out_warning(env: dict[str, str], tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Not on a terminal: one line per finished build and per benchmarked program, no bar; a user recipe that
    holds a training-corpus package is scored, with a warning naming it."""
    out = tmp_path / "out"
    path = recipe(tmp_path, packages=["tiny", "zlib"])
    assert main(["run", "-o", str(out), "--recipes", str(path), "--config", "ml=z:poset-rl", "--repeats", "2",
                 "-j", "2"]) == 0
    err = capsys.readouterr().err
    assert ("mlbridge-score: warning: tiny-1.0 holds 'zlib', which the training corpus contains: not a held-out "
            "program") in err
    built = re.findall(r"^mlbridge-score: built tiny (\S+) \[(\d)/2\]: tests passed", err, re.M)
    assert sorted(built) == [("Oz", "1"), ("ml", "2")] or sorted(built) == [("Oz", "2"), ("ml", "1")]
    assert re.search(r"^mlbridge-score: benchmarked tiny \[1/1\]: 2 of 2 builds timed, 2 runs each$", err, re.M)
    assert "\r" not in err and "benchmark runs:" not in err  # no bar off a terminal


def test_progress_bar_on_a_terminal(tmp_path: Path) -> None:
    """On a terminal: a bar with the phase's name, and the lines above it."""
    from mlbridge_llvm.score.progress import Progress

    import fcntl
    import struct
    import termios

    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))  # a terminal's size
    with os.fdopen(slave, "w") as stream:
        bar = Progress(2, "builds", True, stream=stream)
        bar.advance()
        bar.line("built tiny Oz [1/2]: tests passed")
        bar.advance()
        bar.close()
        quiet = Progress(2, "builds", False, stream=stream)
        quiet.line("not shown")
        quiet.line("a failure", always=True)
        quiet.close()
    data = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        data += chunk
    os.close(master)
    text = data.decode("utf-8", "replace")
    assert "builds:" in text and "1/2" in text and "mlbridge-score: built tiny Oz [1/2]: tests passed" in text
    assert "not shown" not in text and "mlbridge-score: a failure" in text


def _doc_recipe() -> object:
    """The JSON recipe docs/score.md shows for the CMake project."""
    text = DOC.read_text()
    for block in re.findall(r"^```json\n(.*?)^```", text, re.M | re.S):
        data = json.loads(block)
        if isinstance(data, list) and data and data[0].get("name") == "wordfreq":
            return data
    raise AssertionError("docs/score.md shows no recipe for wordfreq")


def test_cmake_project_with_a_shared_library(env: dict[str, str], tmp_path: Path) -> None:
    """The recipe docs/score.md shows: a CMake project whose program links a shared library by its absolute build
    path (RUNPATH), whose tests print __FILE__ paths. Built with an ML pass and without, tested, benchmarked."""
    assert _doc_recipe() == json.loads(SHLIB.read_text())
    out = tmp_path / "out"
    assert main(["run", "-o", str(out), "--recipes", str(SHLIB), "--config", "ml=z:poset-rl", "--repeats", "2",
                 "-j", "2", "--no-progress"]) == 0
    data = json.loads((out / "score.json").read_text())
    base, ml = data["rows"]
    for row in (base, ml):
        assert row["status"] == "ok" and row["n"] == 2, row
        assert row["units"] == 2  # words.c and main.c: CMake's own checks ran no pass and are not counted
    assert ml["pipeline"] == "poset-rl" and "ml:poset-rl" in ml["compile_steps"]
    builds = {r["config"]: r for r in _records(out) if r["type"] == "build"}
    for name, rec in builds.items():
        assert set(rec["sizes"]) == {"build/wordfreq", "build/libwords.so"}
        folder = Path(str(rec["dir"]))
        test_out = (folder / TMP / "test.out").read_text()
        assert "<build>/main.c: words: 7" in test_out and str(folder) not in test_out
        linked = subprocess.run(["ldd", str(folder / "build" / "wordfreq")], capture_output=True, text=True).stdout
        assert str(folder / "build" / "libwords.so") in linked  # found where it was built: no relocation
    assert builds["Oz"]["test_digest"] == builds["ml"]["test_digest"]
