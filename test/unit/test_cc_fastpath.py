"""The mlbridge-cc launcher (a shell script) and the Python driver agree on which calls run no ML pass (issue #38):
on a table of command lines and settings, every call the launcher hands to the front end is one the driver would
hand to it too, with the same command; and no call the driver would run the pipeline on reaches the front end
directly. The launcher is run for real (``MLBRIDGE_CC_PRINT=1`` prints the command instead of running it)."""
from __future__ import annotations

import itertools
import os
import subprocess
import sys
from pathlib import Path

import pytest

BIN = Path(sys.executable).parent
ROOT = Path(__file__).resolve().parents[2]

PIPELINES = [None, "", "default", " default ", "ml-inline", "default,ml-regalloc"]
FRONTEND_ONLY = [None, "0", "1", "off", "Yes"]
COMMANDS = [
    ["-O2", "-c", "t.c", "-o", "t.o"],
    ["-Oz", "-fPIC", "-c", "t.c"],
    ["-O3", "t.c", "u.o", "-o", "prog"],
    ["-E", "t.c"],
    ["-fsyntax-only", "-Wall", "t.c"],
    ["t.o", "u.o", "-o", "prog", "-lm"],
    ["-c", "asm.s", "-o", "asm.o"],
    ["-Oz", "-c", "conftest.c", "-o", "conftest.o"],
    ["-c", "/b/CMakeFiles/CMakeScratch/TryCompile-x/src.c"],
    ["-x", "c", "-c", "-", "-o", "in.o"],
    ["@args.rsp"],
    ["-Oz", "-c", "t.ll"],
    ["-O1", "-c", "t.c", "--mlbridge-remarks"],
    ["--version"],
    ["-o", "x.c", "-c", "y.cc"],
    ["-include", "pre.c", "t.o", "-o", "prog"],
]
OTHER = [{}, {"MLBRIDGE_STATS": "s.jsonl"}, {"MLBRIDGE_PROBES": "run"}, {"MLBRIDGE_CLANG": "zig"}]


def _cases() -> list[tuple[str | None, str | None, list[str], dict[str, str]]]:
    return list(itertools.product(PIPELINES, FRONTEND_ONLY, COMMANDS, OTHER))


def _python_decision(argv: list[str], env: dict[str, str], cwd: Path, cxx: bool = False) -> list[str] | None:
    """The front-end command the driver would exec for this call, or None when it runs the kit's pipeline."""
    from mlbridge_llvm.cc.args import parse
    from mlbridge_llvm.cc.driver import _frontend_argv
    from mlbridge_llvm.cc.fastpath import no_pass_reason
    from mlbridge_llvm.cc.frontend import Frontend
    from mlbridge_llvm.cc.plan import make_plan
    from mlbridge_llvm.errors import ConfigError

    old = os.getcwd()
    os.chdir(cwd)  # response files are read relative to it
    try:
        inv = parse(argv)
        plan = make_plan(inv.mlbridge, env)
    except ConfigError:
        return None
    finally:
        os.chdir(old)
    if not no_pass_reason(inv, plan.uses_ml, bool(plan.stats), plan.frontend_only, env):
        return None
    fe = Frontend.find(plan.clang, cxx)
    return [*fe.command(inv.opt_level, inv.argv), *_frontend_argv(argv, inv)]


def test_launcher_and_driver_agree(tmp_path: Path) -> None:
    (tmp_path / "args.rsp").write_text("-O2 -c t.c\n")
    base = {k: v for k, v in os.environ.items() if not k.startswith("MLBRIDGE_") or k in (
        "MLBRIDGE_CACHE_DIR", "MLBRIDGE_CC_SERVER_DIR", "MLBRIDGE_TEST_RUN")}
    base["MLBRIDGE_CC_PRINT"] = "1"
    checked = front = 0
    for pipeline, frontend_only, argv, other in _cases():
        env = dict(base, **other)
        if pipeline is not None:
            env["MLBRIDGE_PASSES"] = pipeline
        if frontend_only is not None:
            env["MLBRIDGE_FRONTEND_ONLY"] = frontend_only
        printed = subprocess.run([str(BIN / "mlbridge-cc"), *argv], env=env, cwd=tmp_path, capture_output=True,
                                 text=True, timeout=60, check=True).stdout.splitlines()
        to_driver = printed[1:3] == ["-m", "mlbridge_llvm.cli.cc"]
        python = _python_decision(argv, env, tmp_path)
        where = f"MLBRIDGE_PASSES={pipeline!r} MLBRIDGE_FRONTEND_ONLY={frontend_only!r} {other} {argv}"
        if not to_driver:  # the launcher ran the front end itself: the driver would have done exactly that
            assert python is not None, where
            assert [os.path.realpath(python[0]), *python[1:]] == [os.path.realpath(printed[0]), *printed[1:]], where
            front += 1
        checked += 1
    assert checked == len(_cases()) and front > len(_cases()) // 3


@pytest.mark.parametrize("argv, pipeline, expect", [
    (["-Oz", "-c", "t.c"], None, "front end"),
    (["-Oz", "-c", "t.c"], "ml-inline", "driver"),
    (["-E", "t.c"], "ml-inline", "front end"),
    (["@args.rsp"], "ml-inline", "driver"),
    (["t.o", "-o", "prog"], "ml-inline", "front end"),
])
def test_the_launcher_takes_only_what_it_can_tell(tmp_path: Path, argv: list[str], pipeline: str | None,
                                                  expect: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MLBRIDGE_")}
    env.update(MLBRIDGE_CC_PRINT="1", **({"MLBRIDGE_PASSES": pipeline} if pipeline else {}))
    printed = subprocess.run([str(BIN / "mlbridge-cc"), *argv], env=env, cwd=tmp_path, capture_output=True,
                             text=True, timeout=60, check=True).stdout.splitlines()
    assert (printed[1:3] == ["-m", "mlbridge_llvm.cli.cc"]) == (expect == "driver"), printed


def test_installed_launcher_is_the_checkouts() -> None:
    """The launcher is installed as a copy (setup.py scripts); bootstrap re-installs when it changes."""
    source = ROOT / "mlbridge_llvm" / "cli" / "bin" / "mlbridge-cc"
    assert (BIN / "mlbridge-cc").read_bytes() == source.read_bytes(), "run scripts/bootstrap.sh"
    assert (BIN / "mlbridge-c++").read_bytes() == source.read_bytes()


def test_a_kit_option_inside_a_response_file_keeps_the_file_from_the_front_end(tmp_path: Path,
                                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """A ``--mlbridge-*`` option read from a response file (also one the command line repeats) makes a no-pass call
    hand the front end the expanded command line, which has no kit option left; otherwise the command line as
    given, its response files for the front end to read."""
    from mlbridge_llvm.cc.args import parse
    from mlbridge_llvm.cc.driver import _frontend_argv

    (tmp_path / "kit.rsp").write_text("--mlbridge-frontend-only -c t.c\n")
    (tmp_path / "plain.rsp").write_text("-c t.c\n")
    monkeypatch.chdir(tmp_path)
    for argv in (["@kit.rsp"], ["--mlbridge-frontend-only", "@kit.rsp"]):
        assert _frontend_argv(argv, parse(argv)) == ["-c", "t.c"], argv
    for argv in (["@plain.rsp"], ["--mlbridge-frontend-only", "@plain.rsp"]):
        assert _frontend_argv(argv, parse(argv)) == ["@plain.rsp"], argv
