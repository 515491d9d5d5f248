"""mlbridge-cc: a drop-in C compiler running the kit's pipeline per translation unit (issue #28).

A real front end (clang 22 inside ziglang, or a system clang-22), real ML passes, a committed multi-file project
(test/inputs/cc/wordstat: Makefile and CMake variant). zig's cache lives in this session's temporary folder.
"""
from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROJECT = ROOT / "test" / "inputs" / "cc" / "wordstat"
SOURCES = ["main", "hash", "sort", "mat"]


#: The installed launchers (shell scripts: mlbridge_llvm/cli/bin/), as a build finds them on PATH.
BIN = Path(sys.executable).parent


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Environment with the environment's ``mlbridge-cc`` first on PATH and zig's cache in a temporary folder."""
    base = tmp_path_factory.mktemp("cc")
    assert (BIN / "mlbridge-cc").read_bytes().startswith(b"#!/bin/sh"), "run scripts/bootstrap.sh"
    cache = base / "zig-cache"
    own = {"MLBRIDGE_PASSES", "MLBRIDGE_FALLBACK", "MLBRIDGE_REMARKS", "MLBRIDGE_LOG", "MLBRIDGE_STATS",
           "MLBRIDGE_TIMEOUT", "MLBRIDGE_CLANG", "MLBRIDGE_RUNNER", "MLBRIDGE_MODEL"}
    out = {k: v for k, v in os.environ.items() if k not in own}
    out.update(PATH=f"{BIN}{os.pathsep}{os.environ['PATH']}", ZIG_GLOBAL_CACHE_DIR=str(cache),
               ZIG_LOCAL_CACHE_DIR=str(cache), TMPDIR=str(base))
    return out


def front_end(env: dict[str, str], level: str) -> list[str]:
    """The front end's own driver command, as mlbridge-cc finds it."""
    from mlbridge_llvm.cc.frontend import Frontend

    return Frontend.find().command(level)


def cc(env: dict[str, str], *args: str, cwd: Path | None = None, extra_env: dict[str, str] | None = None,
       check: bool = True) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(["mlbridge-cc", *args], env={**env, **(extra_env or {})}, cwd=cwd, capture_output=True,
                          text=True, timeout=600)
    if check:
        assert proc.returncode == 0, proc.stderr
    return proc


def project(tmp_path: Path, name: str = "p") -> Path:
    dest = tmp_path / name
    shutil.copytree(PROJECT, dest)
    return dest


@pytest.mark.parametrize("level", ["z", "2"])
def test_objects_identical_to_the_front_ends(env: dict[str, str], tmp_path: Path, level: str) -> None:
    """No ML pass: the kit's path (pre-optimization IR, the front end's pipeline in-process, the front end's code
    generation) gives the front end's own objects, byte for byte."""
    src = project(tmp_path)
    for name in SOURCES:
        kit, ref = tmp_path / f"{name}.kit.o", tmp_path / f"{name}.ref.o"
        cc(env, f"-O{level}", "-g0", "-Iinclude", "-c", f"src/{name}.c", "-o", str(kit), cwd=src)
        subprocess.run([*front_end(env, level), f"-O{level}", "-g0", "-Iinclude", "-c", f"src/{name}.c", "-o", str(ref)],
                       env=env, cwd=src, check=True, capture_output=True, timeout=300)
        assert kit.read_bytes() == ref.read_bytes(), f"{name}.c at -O{level}"


def test_pipeline_is_really_run(env: dict[str, str], tmp_path: Path) -> None:
    """The identity above is not a pass-through: another pipeline changes the object, and the stats name every
    step; -emit-llvm gives the optimized module."""
    src = project(tmp_path)
    stats = tmp_path / "stats.jsonl"
    cc(env, "-Oz", "-g0", "-Iinclude", "-c", "src/mat.c", "-o", "plain.o", f"--mlbridge-stats={stats}", cwd=src)
    cc(env, "-Oz", "-g0", "-Iinclude", "-c", "src/mat.c", "-o", "o1.o", "--mlbridge-passes=default<O1>",
       f"--mlbridge-stats={stats}", cwd=src)
    assert (src / "plain.o").read_bytes() != (src / "o1.o").read_bytes()
    import json

    records = [json.loads(line) for line in stats.read_text().splitlines()]
    assert [r["pipeline"] for r in records] == ["default", "default<O1>"]
    # the front end's own pipeline runs in the front end, with its code generation (one call, as clang's own)
    assert [s[0] for s in records[0]["steps"]] == ["frontend", "default+codegen"]
    assert [s[0] for s in records[1]["steps"]] == ["frontend", "default<O1>", "codegen"]
    cc(env, "-Oz", "-g0", "-Iinclude", "-S", "-emit-llvm", "src/mat.c", "-o", "mat.ll", "--mlbridge-stats=s2",
       cwd=src)
    text = (src / "mat.ll").read_text()
    assert "define" in text and "minsize" in text and "alloca" not in text.split("define", 1)[1]


def _run(binary: Path) -> str:
    return subprocess.run([str(binary)], capture_output=True, text=True, check=True, timeout=60).stdout


def test_make_with_poset_rl(env: dict[str, str], tmp_path: Path) -> None:
    """``CC=mlbridge-cc MLBRIDGE_PASSES=poset-rl make -j2`` builds the project; its output is the plain build's,
    remarks are written per translation unit and the stats record the pass's time."""
    plain, ml = project(tmp_path, "plain"), project(tmp_path, "ml")
    subprocess.run(["make", "-s", "-j2"], cwd=plain, env={**env, "CC": "mlbridge-cc"}, check=True, timeout=600,
                   capture_output=True)
    stats = tmp_path / "stats.jsonl"
    proc = subprocess.run(["make", "-s", "-j2", "check"], cwd=ml, timeout=600, capture_output=True, text=True,
                          env={**env, "CC": "mlbridge-cc", "MLBRIDGE_PASSES": "poset-rl", "MLBRIDGE_REMARKS": "1",
                               "MLBRIDGE_STATS": str(stats)})
    assert proc.returncode == 0, proc.stderr
    assert _run(ml / "wordstat") == _run(plain / "wordstat") == (PROJECT / "expected.txt").read_text()
    for name in SOURCES:
        remarks = (ml / "src" / f"{name}.o.remarks.yaml").read_text()
        assert "Pass:            poset-rl" in remarks or "Pass: poset-rl" in remarks
    import json

    records = [json.loads(line) for line in stats.read_text().splitlines()]
    assert len(records) == len(SOURCES) and all(r["steps"][1][0] == "poset-rl" for r in records)


def test_cmake_variant_with_ml_inline_and_regalloc(env: dict[str, str], tmp_path: Path) -> None:
    """``cmake -DCMAKE_C_COMPILER=mlbridge-cc`` configures and builds; the ML inliner (Oz) and ML register
    allocation (O2, during the front end's code generation) leave the program's output unchanged."""
    src = project(tmp_path)
    outputs = []
    for passes, flags in (("ml-inline", "-Oz -g0"), ("ml-regalloc", "-O2 -g0")):
        build = tmp_path / f"build-{passes}"
        run_env = {**env, "MLBRIDGE_PASSES": passes}
        subprocess.run(["cmake", "-S", str(src), "-B", str(build), "-DCMAKE_C_COMPILER=mlbridge-cc",
                        f"-DCMAKE_C_FLAGS={flags}"], env=run_env, check=True, capture_output=True, timeout=600)
        proc = subprocess.run(["cmake", "--build", str(build), "-j2"], env=run_env, capture_output=True, text=True,
                              timeout=600)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        outputs.append(_run(build / "wordstat"))
    assert outputs == [(PROJECT / "expected.txt").read_text()] * 2


def test_failing_ml_pass_and_fallback(env: dict[str, str], tmp_path: Path) -> None:
    """A failing ML pass fails that compile with one line naming the file, and writes nothing;
    ``--mlbridge-fallback`` compiles it with the plain pipeline and says so."""
    src = project(tmp_path)
    bad = tmp_path / "bad.onnx"
    bad.write_bytes(b"this is not an ONNX model")
    args = ["-Oz", "-g0", "-Iinclude", "-c", "src/hash.c", "-o", "hash.o", "--mlbridge-passes=poset-rl",
            "--mlbridge-runner=onnx", f"--mlbridge-model={bad}"]
    proc = cc(env, *args, cwd=src, check=False)
    assert proc.returncode == 1
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("mlbridge-cc: error: src/hash.c: poset-rl: "), proc.stderr
    assert not (src / "hash.o").exists()
    proc = cc(env, *args, "--mlbridge-fallback", cwd=src)
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("mlbridge-cc: warning: src/hash.c: poset-rl: ")
    assert "plain pipeline" in lines[0]
    cc(env, "-Oz", "-g0", "-Iinclude", "-c", "src/hash.c", "-o", "plain.o", cwd=src)
    assert (src / "hash.o").read_bytes() == (src / "plain.o").read_bytes()


@pytest.mark.parametrize("args, message", [
    (["--mlbridge-passes=bogus-pass"], "unknown pass name 'bogus-pass'"),
    (["--mlbridge-clang={missing}/clang-22"], "/missing/clang-22 is not clang 22"),
    (["--mlbridge-passes=ml-regalloc,poset-rl"], "must be the last pass"),
    (["--mlbridge-bogus=1"], "unknown option --mlbridge-bogus"),
])
def test_bad_input_is_one_line(env: dict[str, str], tmp_path: Path, args: list[str], message: str) -> None:
    """An unknown pass, a missing compiler, a misplaced code-generation pass, an unknown option: one line, non-zero
    exit, no output, no traceback."""
    src = project(tmp_path)
    args = [a.replace("{missing}", str(tmp_path / "missing")) for a in args]  # a path that cannot exist elsewhere
    proc = cc(env, "-Oz", "-Iinclude", "-c", "src/sort.c", "-o", "sort.o", *args, cwd=src, check=False)
    assert proc.returncode != 0
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("mlbridge-cc: error: ") and message in lines[0], proc.stderr
    assert not (src / "sort.o").exists()


def test_cxx_objects_identical_to_the_front_ends(env: dict[str, str], tmp_path: Path) -> None:
    """``mlbridge-c++`` (the same driver in C++ mode): the front end's own object without an ML pass."""
    from mlbridge_llvm.cc.frontend import Frontend

    src = tmp_path / "a.cpp"
    src.write_text("#include <vector>\n#include <numeric>\n"
                   "int work(int n) { std::vector<int> v(n); std::iota(v.begin(), v.end(), 0);"
                   " return std::accumulate(v.begin(), v.end(), 0); }\n")
    proc = subprocess.run([sys.executable, "-c", "import sys; from mlbridge_llvm.cli.cc import main_cxx; "
                           "sys.exit(main_cxx(sys.argv[1:]))", "-O2", "-g0", "-c", str(src), "-o", "kit.o"],
                          env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    subprocess.run([*Frontend.find(cxx=True).command("2"), "-O2", "-g0", "-c", str(src), "-o", "ref.o"], env=env,
                   cwd=tmp_path, check=True, capture_output=True, timeout=300)
    assert (tmp_path / "kit.o").read_bytes() == (tmp_path / "ref.o").read_bytes()


def test_decision_logs_per_translation_unit(env: dict[str, str], tmp_path: Path) -> None:
    """``--mlbridge-log=DIR``: the decision logs of the passes that write them, one per translation unit and pass
    (the inliner during the pipeline, the register allocator during the front end's code generation)."""
    src = project(tmp_path)
    logs = tmp_path / "logs"
    cc(env, "-Oz", "-g0", "-Iinclude", "-c", "src/main.c", "-o", "main.o", "--mlbridge-passes=ml-inline",
       f"--mlbridge-log={logs}", cwd=src)
    cc(env, "-O2", "-g0", "-Iinclude", "-c", "src/sort.c", "-o", "sort.o", "--mlbridge-passes=ml-regalloc",
       f"--mlbridge-log={logs}", "--mlbridge-remarks", cwd=src)
    names = sorted(p.name for p in logs.iterdir())
    assert [n.rsplit("__", 1)[-1] for n in names] == ["main.o.ml-inline.log", "sort.o.ml-regalloc.log"]
    assert all((logs / n).stat().st_size > 0 for n in names)
    assert "EvictDecision" in (src / "sort.o.remarks.yaml").read_text()
