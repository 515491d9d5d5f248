"""ml-loop-unroll on real LLVM: the questions come from a canonical copy and map back to their loops, every answer
becomes the metadata LLVM's unroller obeys in default<O3>, a pragma is kept, bad answers and options are one line,
and mlbridge-cc -O3 runs it before the front end's own pipeline."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mlbridge_llvm.errors import ConfigError, ModelError
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_llvm.ir.loops import loops

from mlbridge_passes.loop_unroll import ACTIONS, FEATURE_NAMES, FEATURES, apply, questions
from mlbridge_passes.loop_unroll.actions import action_at, action_named

ROOT = Path(__file__).resolve().parents[2]
LOOPS = ROOT / "test" / "inputs" / "loop_unroll" / "loops.ll"
POLICIES = "mlbridge_passes.loop_unroll.policies"


def _body(ir: str, function: str) -> str:
    m = re.search(rf"^define [^\n]*@{function}\(.*?^}}", ir, re.M | re.S)
    assert m, function
    return m.group(0)


def _optimize(pipeline: str, runner: str | None = None) -> tuple[str, list]:
    from mlbridge_llvm.driver import RunnerChoice, optimize_llvm

    choice = RunnerChoice("python", model=f"{POLICIES}:{runner}") if runner else None
    out, remarks = optimize_llvm(LOOPS.read_bytes(), pipeline, choice, text=True)
    return out.decode(), remarks


def test_actions_and_their_metadata() -> None:
    assert [a.name for a in ACTIONS] == ["llvm", "disable", "x2", "x4", "x8"]
    assert action_named("llvm").metadata == []
    assert action_named("disable").metadata == [("llvm.loop.unroll.disable",)]
    assert action_named("x8").metadata == [("llvm.loop.unroll.count", 8)]
    assert action_at(3).count == 4
    with pytest.raises(ModelError, match="answered 5, not an action"):
        action_at(5)
    with pytest.raises(ConfigError, match="no unroll action 'x3'"):
        action_named("x3")
    assert FEATURES.shape == (1, len(FEATURE_NAMES))


def test_questions_come_from_the_canonical_copy_and_leave_the_module_alone() -> None:
    with CModule.parse_ir(LOOPS.read_text()) as module:
        before = module.to_ir()
        asked = questions(module)
        assert module.to_ir() == before
        raw = {q.function: q for q in questions(module, canonicalize=False)}
    by_fn = {q.function: q for q in asked}
    assert sorted(by_fn) == ["nest", "pragma", "rec", "scale", "six"]
    assert by_fn["pragma"].skip == "pragma" and by_fn["pragma"].features is None
    col = {name: i for i, name in enumerate(FEATURE_NAMES)}
    rec = by_fn["rec"].features[0]
    assert (rec[col["trip_count"]], rec[col["trip_known"]], rec[col["rotated"]]) == (4095, 1, 1)
    assert rec[col["loads"]] == 2 and rec[col["stores"]] == 1 and rec[col["float_ops"]] >= 1
    assert by_fn["scale"].trip_count is None and by_fn["scale"].features[0, col["trip_known"]] == 0
    assert by_fn["nest"].features[0, col["depth"]] == 2 and by_fn["nest"].trip_count == 64
    # the front end's form: stack slots, no rotation, so SCEV knows no trip count; the copy is why the pass sees one
    assert raw["rec"].trip_count is None and raw["rec"].features[0, col["rotated"]] == 0


def test_each_answer_goes_to_its_own_loop_and_llvm_carries_it_out() -> None:
    with CModule.parse_ir(LOOPS.read_text()) as module:
        asked = {q.function: q for q in questions(module) if not q.skip}
        apply(module, [(asked["rec"], action_named("x2")), (asked["nest"], action_named("disable")),
                       (asked["six"], action_named("llvm"))])
        props = {lp.function: lp.properties(module) for lp in loops(module) if lp.is_innermost}
        assert props["rec"]["llvm.loop.unroll.count"] == 2 and props["rec"]["llvm.loop.mustprogress"] is None
        assert "llvm.loop.unroll.disable" in props["nest"]
        assert not any(k.startswith("llvm.loop.unroll") for k in props["six"])
        assert props["pragma"]["llvm.loop.unroll.count"] == 2  # the user's, untouched
        module.run_passes("default<O3>")
        ir = module.to_ir()
    assert _body(ir, "rec").count("@llvm.fmuladd.f32(") == 2


def test_the_pass_with_a_policy_through_the_driver() -> None:
    ir, remarks = _optimize("ml-loop-unroll,default<O3>", "by_trip_count")
    decided = {r.function: r.args.get("decision", r.args.get("reason")) for r in remarks}
    assert decided == {"rec": "x8", "scale": "llvm", "six": "disable", "nest": "llvm", "pragma": "pragma"}
    assert _body(ir, "rec").count("@llvm.fmuladd.f32(") == 8
    assert "fmul" in _body(ir, "six") and "br " in _body(ir, "six")  # six iterations left as a loop
    never, _ = _optimize("ml-loop-unroll,default<O3>", "never")
    assert _body(never, "rec").count("@llvm.fmuladd.f32(") == 1


def test_bad_answers_and_options_are_one_line() -> None:
    with pytest.raises(ModelError, match="answered 7"):
        _optimize("ml-loop-unroll", "out_of_range")
    with pytest.raises(ConfigError, match="no unroll action 'x16'"):
        _optimize("ml-loop-unroll<decision=x16>")
    with pytest.raises(ConfigError, match="canonicalize='yes'"):
        _optimize("ml-loop-unroll<canonicalize=yes;decision=x2>")
    proc = subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.opt", "-S", "-passes=ml-loop-unroll",
                           "--runner=python", f"--model={POLICIES}:out_of_range", str(LOOPS), "-o", "/dev/null"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1 and len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr


def test_mlbridge_cc_runs_it_before_the_front_ends_pipeline(tmp_path: Path) -> None:
    cc = shutil.which("mlbridge-cc", path=str(Path(sys.executable).parent))
    assert cc
    shutil.copy(ROOT / "test" / "inputs" / "loop_unroll" / "loops.c", tmp_path)
    out = {}
    for decision in ("x8", "disable"):
        subprocess.run([cc, "-O3", "-S", "-emit-llvm", "loops.c", "-o", f"{decision}.ll",
                        f"--mlbridge-passes=ml-loop-unroll<decision={decision}>,default"], cwd=tmp_path, check=True,
                       timeout=300)
        out[decision] = _body((tmp_path / f"{decision}.ll").read_text(), "rec").count("@llvm.fmuladd.f32(")
    assert out == {"x8": 8, "disable": 1}
