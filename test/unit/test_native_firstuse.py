"""The native side at first use, as a user of an installed wheel meets it: the first ``ml-inline`` builds it with
progress and an estimate, and a machine that cannot build it gets one true line naming what is missing and the
command that brings it (never an announcement of a build followed by its failure).

Each case runs ``mlbridge-opt`` in a fresh process with ``$MLBRIDGE_NATIVE_BUILD`` in the test's tmp_path, so the
environment's own build is never touched. "No xtc-llvm-dev" is made real by loading the same libLLVM.so through a
link in a folder without LLVM's CMake files beside it (``$MLBRIDGE_LLVM_LIB``), as an install without the
``native`` extra has it; "no compiler" by a ``PATH`` without one.
"""
from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mlbridge_llvm.ir.llvmc import library_path
from mlbridge_llvm.native.progress import BuildProgress, steps
from mlbridge_llvm.native.requirements import EXTRA, estimate_seconds

REPO = Path(__file__).resolve().parents[2]
DEMO = REPO / "mlbridge_llvm" / "data" / "inline_demo.ll"


def ml_inline(tmp_path: Path, **env: str) -> subprocess.CompletedProcess:
    """``mlbridge-opt -passes=ml-inline`` on the demo module with a fresh native build folder in ``tmp_path``."""
    full = dict(os.environ, MLBRIDGE_NATIVE_BUILD=str(tmp_path / "native"), TMPDIR=str(tmp_path))
    full.pop("MLBRIDGE_NATIVE_AUTOBUILD", None)
    full.update(env)
    return subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.opt", "-S", "-passes=ml-inline", str(DEMO),
                           "-o", str(tmp_path / "out.ll"), "--remarks-file", str(tmp_path / "r.jsonl")],
                          capture_output=True, text=True, env=full, timeout=600)


def without_llvm_dev(tmp_path: Path) -> str:
    """A libLLVM.so path with no ``cmake/llvm`` beside it: the wheel's library as an install without xtc-llvm-dev
    sees it."""
    lib = tmp_path / "llvm" / "lib"
    lib.mkdir(parents=True)
    (lib / "libLLVM.so").symlink_to(library_path())
    return str(lib / "libLLVM.so")


def test_without_the_native_extra_one_line_names_the_package_and_the_extra(tmp_path: Path) -> None:
    proc = ml_inline(tmp_path, MLBRIDGE_LLVM_LIB=without_llvm_dev(tmp_path))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.count("\n") == 1, proc.stderr
    assert "building" not in proc.stderr
    assert "xtc-llvm-dev" in proc.stderr and proc.stderr.rstrip().endswith(EXTRA), proc.stderr
    assert (tmp_path / "out.ll").is_file() and not (tmp_path / "native").exists()
    assert '"advisor": "interactive"' in (tmp_path / "r.jsonl").read_text()


def test_without_a_compiler_one_line_names_the_compiler_and_where_it_comes_from(tmp_path: Path) -> None:
    empty = tmp_path / "bin"
    empty.mkdir()
    proc = ml_inline(tmp_path, PATH=str(empty), CC="", CXX="")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.count("\n") == 1 and "building" not in proc.stderr, proc.stderr
    assert "missing a C++ compiler and a C compiler: apt-get install build-essential" in proc.stderr, proc.stderr
    assert not (tmp_path / "native").exists()


def test_mlbridge_config_names_the_missing_package_not_a_script_of_the_checkout(tmp_path: Path) -> None:
    env = dict(os.environ, MLBRIDGE_NATIVE_BUILD=str(tmp_path / "none"), MLBRIDGE_LLVM_LIB=without_llvm_dev(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.config", "--cflags"], capture_output=True,
                          text=True, env=env, timeout=60)
    assert (proc.returncode, proc.stdout, proc.stderr.count("\n")) == (1, "", 1), proc.stderr
    assert "cannot be built here: missing xtc-llvm-dev" in proc.stderr and EXTRA in proc.stderr, proc.stderr
    assert "bootstrap" not in proc.stderr
    buildable = subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.config", "--libs"], capture_output=True,
                               text=True, env=dict(env, MLBRIDGE_LLVM_LIB=library_path()), timeout=60)
    assert buildable.returncode == 1 and "not built yet" in buildable.stderr, buildable.stderr
    assert "run `python -m mlbridge_llvm.native build` (once, about " in buildable.stderr, buildable.stderr


def test_ninja_steps_become_progress_lines_and_a_bar(tmp_path: Path) -> None:
    """A real ninja build of ten steps: every tenth gives one line off a terminal, and the bar reaches 10/10."""
    ninja = shutil.which("ninja") or str(Path(sys.executable).parent / "ninja")
    rules = "rule touch\n  command = touch $out\n"
    rules += "".join(f"build f{i}: touch\n" for i in range(10))
    (tmp_path / "build.ninja").write_text(rules)
    out = subprocess.run([ninja, "-C", str(tmp_path), "-j1"], capture_output=True, text=True, check=True).stdout
    status = [steps(line) for line in out.splitlines() if steps(line)]
    assert status == [(i, 10) for i in range(1, 11)]
    text = io.StringIO()
    lines = BuildProgress("build", stream=text, bar=False)
    for line in out.splitlines():
        lines.line(line)
    said = text.getvalue().splitlines()
    assert [s.split(",")[0] for s in said] == [f"build: {i}/10 steps ({10 * i}%)" for i in range(1, 11)]
    drawn = io.StringIO()
    bar = BuildProgress("build", stream=drawn, bar=True)
    for line in out.splitlines():
        bar.line(line)
    bar.close()
    assert "10/10" in drawn.getvalue()


def test_the_estimate_follows_cores_and_load() -> None:
    assert estimate_seconds(2, 0.0) == 16  # the measured builds on 2 idle cores: 15-17 s
    assert estimate_seconds(1, 0.0) == 2 * estimate_seconds(2, 0.0)
    assert estimate_seconds(2, 20.0) == 10 * estimate_seconds(2, 0.0)  # the 209 s at load 16-26
    assert estimate_seconds(64, 0.0) >= 8  # never below the build's longest chain
