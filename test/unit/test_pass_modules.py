"""Passes from anywhere (issue #39 item 1): a pass package that is not installed (test/inputs/outside, copied into
the test's folder first, so nothing is written beside the committed files) runs through ``mlbridge-opt --load``,
``$MLBRIDGE_LOAD`` (in the tool and in every worker it starts: corpus workers, a training pool, mlbridge-cc's compile
server), ``mlbridge-cc --mlbridge-load``, ``mlbridge-serve --load``, and a lit suite configured by
``mlbridge_llvm.lit`` in a temporary folder. A bug in such a pass says how to see its traceback."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from mlbridge_llvm import pass_modules
from mlbridge_llvm.errors import ConfigError

ROOT = Path(__file__).resolve().parents[2]
OUTSIDE = ROOT / "test" / "inputs" / "outside"
SAMPLE = ROOT / "test" / "inputs" / "corpus"
BIN = Path(sys.executable).parent
#: Two functions: ``one`` has one loop, ``two`` has two. The fixture's model disables unrolling in ``two`` only, its
#: Python policy ``one_loop`` in ``one`` only.
LOOPS_C = """\
int one(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
int two(const int *a, int *b, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  for (int i = 0; i < n; i++) b[i] = s * a[i];
  return s;
}
"""
LOOPS_LL = """\
define i32 @one(ptr %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i
}

define i32 @two(ptr %a, i32 %n) {
entry:
  br label %first
first:
  %i = phi i32 [ 0, %entry ], [ %i.next, %first ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %first, label %second
second:
  %j = phi i32 [ 0, %first ], [ %j.next, %second ]
  %j.next = add i32 %j, 1
  %d = icmp slt i32 %j.next, %n
  br i1 %d, label %second, label %exit
exit:
  ret i32 %j
}
"""


@pytest.fixture()
def outside(tmp_path: Path) -> Path:
    """A copy of the fixture pass modules in the test's folder (``loop_hints/``, ``buggy.py``) with ``loops.ll``."""
    folder = tmp_path / "outside"
    shutil.copytree(OUTSIDE, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "loops.ll").write_text(LOOPS_LL)
    return folder


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in (pass_modules.ENV_VAR, "MLBRIDGE_DEBUG", "PYTHONPATH")}
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    return {**env, **extra}


def _run(args: list[str], cwd: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=cwd, env=_env(**extra), capture_output=True, text=True, timeout=300)


def _unroll_disabled(ir: str) -> set[str]:
    """The functions of ``ir`` with a loop whose ``!llvm.loop`` holds ``llvm.loop.unroll.disable``."""
    ids = {m.group(1) for m in re.finditer(r"^!(\d+) = distinct !\{([^}]*)\}", ir, re.M)
           if any(re.search(rf"^!{op} = !\{{!\"llvm\.loop\.unroll\.disable\"\}}", ir, re.M)
                  for op in re.findall(r"!(\d+)", m.group(2)))}
    found, fn = set(), None
    for line in ir.splitlines():
        m = re.match(r"define .*@(\w+)\(", line)
        if m:
            fn = m.group(1)
        loop = re.search(r"!llvm\.loop !(\d+)", line)
        if fn and loop and loop.group(1) in ids:
            found.add(fn)
    return found


# ------------------------------------------------------------------------------------------------ the specs
def test_specs_are_split_normalised_and_added_once(tmp_path: Path) -> None:
    env: dict[str, str] = {pass_modules.ENV_VAR: f"a.b{os.pathsep}{os.pathsep} ./x.py "}
    assert pass_modules.split(env[pass_modules.ENV_VAR]) == ["a.b", "./x.py"]
    every = pass_modules.add_to_environment(["a.b", "pkg/dir", "./x.py"], env)
    assert every == ["a.b", os.path.abspath("x.py"), os.path.abspath("pkg/dir")]
    assert env[pass_modules.ENV_VAR] == os.pathsep.join(every)
    assert not pass_modules.is_path("my_passes") and pass_modules.is_path("./my_passes")


def test_a_module_that_cannot_be_imported_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "broken.py").write_text("raise RuntimeError('no\\nway')\n")
    with pytest.raises(ConfigError, match=r"cannot load pass module .*broken\.py': RuntimeError: no way$"):
        pass_modules.import_spec(str(tmp_path / "broken.py"))
    with pytest.raises(ConfigError, match="not a package folder"):
        pass_modules.import_spec(str(tmp_path))
    with pytest.raises(ConfigError, match="No module named 'no_such_pass_module'"):
        pass_modules.import_spec("no_such_pass_module")


# ------------------------------------------------------------------------------------------------ mlbridge-opt
def test_mlbridge_opt_load_runs_a_pass_package_with_its_model_and_its_policy(outside: Path) -> None:
    model = _run(["mlbridge-opt", "--load", "./loop_hints", "-S", "-passes=ml-loop-hint", "loops.ll", "-o", "m.ll",
                  "--remarks-file", "r.yaml"], outside)
    assert model.returncode == 0, model.stderr
    assert _unroll_disabled((outside / "m.ll").read_text()) == {"two"}
    assert (outside / "r.yaml").read_text().count("Pass:            ml-loop-hint") == 3
    # the package's own sub-module answers as a Python policy: importable because --load put its folder first
    policy = _run(["mlbridge-opt", "--load", "./loop_hints", "-S", "-passes=ml-loop-hint", "--runner=python",
                   "--model=loop_hints.policies:one_loop", "loops.ll", "-o", "p.ll"], outside)
    assert policy.returncode == 0, policy.stderr
    assert _unroll_disabled((outside / "p.ll").read_text()) == {"one"}
    listing = _run(["mlbridge-opt", "--load", "./loop_hints", "--load", "buggy.py", "--list-passes"], outside)
    assert "ml-loop-hint" in listing.stdout and "ml-buggy" in listing.stdout, listing.stderr
    without = _run(["mlbridge-opt", "-S", "-passes=ml-loop-hint", "loops.ll"], outside)
    assert without.returncode != 0 and "ml-loop-hint" in without.stderr


def test_mlbridge_load_reaches_the_tool_and_a_bad_module_is_one_line(outside: Path) -> None:
    env = os.pathsep.join([str(outside / "loop_hints"), str(outside / "buggy.py")])
    ok = _run(["mlbridge-opt", "-S", "-passes=ml-loop-hint", "loops.ll", "-o", "e.ll"], outside, MLBRIDGE_LOAD=env)
    assert ok.returncode == 0, ok.stderr
    assert _unroll_disabled((outside / "e.ll").read_text()) == {"two"}
    bug = _run(["mlbridge-opt", "-S", "-passes=ml-buggy", "loops.ll"], outside, MLBRIDGE_LOAD=env)
    assert bug.returncode == 1
    assert bug.stderr.strip() == ("mlbridge-opt: internal error: KeyError: 'missing' "
                                  "(MLBRIDGE_DEBUG=1 shows the traceback)")
    bad = _run(["mlbridge-opt", "-S", "-passes=default<O1>", "loops.ll"], outside, MLBRIDGE_LOAD="no_such_module")
    assert bad.returncode == 1 and bad.stderr.count("\n") == 1
    assert "cannot load pass module 'no_such_module': ModuleNotFoundError" in bad.stderr


def test_mlbridge_serve_load_finds_the_pass(outside: Path) -> None:
    """--pass names a loaded pass: it is found (and refused for what it is: it declares no serve adapter)."""
    args = ["mlbridge-serve", "--model", str(outside / "loop_hints" / "hint.onnx"), "--pass", "ml-loop-hint", "--",
            "opt", "-inliner-interactive-channel-base={channel}", "loops.ll"]
    unknown = _run(args, outside)
    assert unknown.returncode == 1 and "got 'ml-loop-hint'" in unknown.stderr, unknown.stderr
    loaded = _run([*args[:5], "--load", "./loop_hints", *args[5:]], outside)
    assert loaded.returncode == 1 and "ML pass 'ml-loop-hint' declares no serve adapter" in loaded.stderr


# --------------------------------------------------------------------------------------------- worker processes
def test_corpus_workers_see_mlbridge_load_and_a_bug_says_how_to_see_its_traceback(outside: Path) -> None:
    module = "lupa-2.8/third-party/lua53/lutf8lib.o"
    subset = _run([sys.executable, "-m", "mlbridge_llvm.cli.corpus", "subset", str(SAMPLE), module, "-o", "c"], outside)
    assert subset.returncode == 0, subset.stderr
    run = [sys.executable, "-m", "mlbridge_llvm.cli.corpus", "run", "c", "--baseline", "none", "-j", "1",
           "--no-progress"]
    hints = _run([*run, "--pipeline", "ml-loop-hint", "-o", "hints.jsonl"], outside,
                 MLBRIDGE_LOAD=str(outside / "loop_hints"))
    assert hints.returncode == 0, hints.stderr
    (record,) = [json.loads(line) for line in (outside / "hints.jsonl").read_text().splitlines()]
    assert record["ok"] and record["decisions_by_pass"]["ml-loop-hint"] > 0, record
    bug = _run([*run, "--pipeline", "ml-buggy", "-o", "bug.jsonl", "--load", "buggy.py"], outside)
    assert f"failed {module} [pipeline]: internal error: KeyError: 'missing' (MLBRIDGE_DEBUG=1 shows the " \
           "traceback)" in bug.stdout, bug.stdout + bug.stderr
    debug = _run([*run, "--pipeline", "ml-buggy", "-o", "debug.jsonl", "--load", "buggy.py"], outside,
                 MLBRIDGE_DEBUG="1")
    assert "Traceback (most recent call last)" in debug.stderr and 'buggy.py", line' in debug.stderr, debug.stderr
    (record,) = [json.loads(line) for line in (outside / "debug.jsonl").read_text().splitlines()]
    assert record["error_kind"] == "internal" and record["traceback"].rstrip().endswith("KeyError: 'missing'")


def test_a_training_pool_loads_the_pass_modules_of_its_load_flag(outside: Path) -> None:
    """The training scripts' options (mlbridge_training.pool.run_on_backend): --load reaches the pool's workers."""
    code = f"""
import argparse, json, os, sys
from mlbridge_training.pool import pool_map, run_on_backend
from mlbridge_llvm.corpus.measure import measure_module

def run(args):
    task = {{"module": "m", "variant": "pipeline", "pipeline": "ml-loop-hint", "bc_path": {str(outside / 'loops.bc')!r}}}
    (record,) = pool_map(measure_module, [task], workers=2)
    print(json.dumps({{"record": record, "env": os.environ.get("MLBRIDGE_LOAD")}}))
    return 0

sys.exit(run_on_backend(argparse.ArgumentParser(), ["--load", "./loop_hints"], run))
"""
    from mlbridge_llvm.ir.llvmc import CModule

    with CModule.parse_ir(LOOPS_LL) as mod:
        (outside / "loops.bc").write_bytes(mod.to_bitcode())
    proc = _run([sys.executable, "-c", code], outside)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["env"] == str(outside / "loop_hints")
    assert out["record"]["ok"] and out["record"]["decisions_by_pass"] == {"ml-loop-hint": 3}, out


# ------------------------------------------------------------------------------------------------ mlbridge-cc
@pytest.mark.parametrize("server", ["1", "0"])
def test_mlbridge_cc_load_reaches_the_workers(outside: Path, server: str) -> None:
    """--mlbridge-load (a relative folder) reaches the worker that runs the pipeline: the compile server's, whose
    workers start with the client's environment, and a worker of the client's own."""
    from mlbridge_llvm.cc import server as srv

    (outside / "loops.c").write_text(LOOPS_C)
    folder = tempfile.mkdtemp(prefix="mlbs", dir="/tmp")  # short: it holds a Unix socket
    try:
        cc = _run(["mlbridge-cc", "-O2", "-S", "-emit-llvm", "loops.c", "-o", "loops.opt.ll",
                   "--mlbridge-passes=ml-loop-hint,default", "--mlbridge-load=./loop_hints"], outside,
                  MLBRIDGE_CC_SERVER=server, MLBRIDGE_CC_SERVER_DIR=folder, TMPDIR=str(outside))
        assert cc.returncode == 0, cc.stderr
        assert _unroll_disabled((outside / "loops.opt.ll").read_text()) == {"two"}
        missing = _run(["mlbridge-cc", "-O2", "-c", "loops.c", "--mlbridge-passes=ml-loop-hint"], outside,
                       MLBRIDGE_CC_SERVER=server, MLBRIDGE_CC_SERVER_DIR=folder, TMPDIR=str(outside))
        assert missing.returncode != 0 and "ml-loop-hint" in missing.stderr
    finally:
        srv.stop_all(folder)
        shutil.rmtree(folder, ignore_errors=True)


# ------------------------------------------------------------------------------------------------ lit
LIT_TEST = """\
; RUN: %mlbridge-opt -S -passes=ml-loop-hint %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; CHECK: define i32 @two(
; CHECK: br i1 %d, label %second, label %exit, !llvm.loop ![[LOOP:[0-9]+]]
; CHECK: ![[HINT:[0-9]+]] = !{!"llvm.loop.unroll.disable"}
; CHECK: ![[LOOP]] = distinct !{![[LOOP]], ![[HINT]]}
"""


def test_a_lit_suite_outside_the_tree_uses_the_kits_configuration(outside: Path) -> None:
    suite = outside / "suite"
    suite.mkdir()
    (suite / "lit.cfg.py").write_text("import os\nfrom mlbridge_llvm.lit import configure\n"
                                      "configure(config, load=[os.path.join(os.path.dirname(__file__), '..', "
                                      "'loop_hints')])\n")
    (suite / "hint.ll").write_text(LIT_TEST + LOOPS_LL)
    lit = [str(BIN / "lit"), "-v", str(suite)]
    passed = _run(lit, outside)
    assert passed.returncode == 0 and "PASS: suite :: hint.ll" in passed.stdout, passed.stdout + passed.stderr
    # @two with one loop: the model leaves it alone, so the same CHECK lines must fail
    (suite / "hint.ll").write_text(LIT_TEST + LOOPS_LL.replace("br i1 %c, label %first, label %second",
                                                               "br label %second"))
    failed = _run(lit, outside)
    assert failed.returncode == 1 and "FAIL: suite :: hint.ll" in failed.stdout
