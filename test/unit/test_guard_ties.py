"""Every guard's tie rule, pinned on exact ties of real compilations.

A guard compares what the ML pass made with a baseline and keeps one; when both measure the same, the rule decides:

* ``keep_smaller`` (``mlbridge_llvm/guard.py``: ``baseline < pass or (ties_to_baseline and baseline == pass)``):
  the baseline if ``ties_to_baseline`` (the default), else the pass's result;
* ``ml-inline`` ``guard=size`` (``keep_smaller(ties_to_baseline=False)``): the policy's module;
* ``poset-rl`` policy mode, ``measure>=1`` (``keep_smaller``, default ties): ``default<Oz>``'s module;
* ``poset-rl<mode=plan>``, ``measure>=1`` (``planner.choose``: ``baseline <= best``): the baseline;
* ``poset-rl<mode=plan>`` between measured plans (``min(shortlist, key=size)``): the plan the critic ranks first;
* ``poset-rl<mode=plan>``'s re-check of the module the chosen plan gives (``keep_smaller``, default ties): the
  baseline's module;
* ``rl-loop-distribute<guard=cost>`` (``split < whole``): the loop stays whole.

Each test builds an exact tie (asserted, so a test never passes on a non-tie) and checks which side was kept. Each of
these flips was made by hand (in a copy of the tree) and fails at least one test here: ``<`` -> ``<=`` and the tie
clause off in ``keep_smaller``, its default ``ties_to_baseline`` flipped, ``ties_to_baseline`` flipped at each
caller (ml-inline, poset-rl policy mode, the plan-mode re-check), ``<=`` -> ``<`` in ``choose``, the plan tie broken
the other way, ``<`` -> ``<=`` in the loop-distribution cost guard.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from mlbridge_llvm.driver import optimize_llvm
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_llvm.passes import MLPass, PassContext
from mlbridge_llvm.remarks import Remark

ROOT = Path(__file__).resolve().parents[2]
#: One function whose every optimisation pipeline gives the same 10-byte .text (x86-64, codegen -O2).
TRIVIAL = b"define i32 @f(i32 %x) {\n  %y = mul i32 %x, 7\n  ret i32 %y\n}\n"


def _module(tag: int, body: str = "%y = mul i32 %x, 7\n  ret i32 %y") -> bytes:
    """The same code with a different data global: equal ``.text``, distinguishable output."""
    return f"@tag = global i32 {tag}\ndefine i32 @f(i32 %x) {{\n  {body}\n}}\n".encode()


def _named(remarks: list[Remark], name: str) -> list[dict]:
    return [r.args for r in remarks if r.name == name]


# ---- keep_smaller, directly ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("ties_to_baseline", [True, False])
def test_keep_smaller_on_a_tie(ties_to_baseline: bool) -> None:
    from mlbridge_llvm.guard import keep_smaller

    pass_result, baseline = _module(1), _module(2)
    baseline_bc = CModule.parse_ir(baseline, "baseline").to_bitcode()
    ctx = PassContext(MLPass("guard-tie", "test", lambda ctx: None), CModule.parse_ir(pass_result, "t.ll"), "t.ll",
                      {}, None)
    r = keep_smaller(ctx, baseline_bc, reloc="default", ties_to_baseline=ties_to_baseline)
    assert r.pass_text == r.baseline_text > 0  # the tie
    assert r.kept_baseline is ties_to_baseline
    kept = "@tag = global i32 2" if ties_to_baseline else "@tag = global i32 1"
    assert kept in ctx.module.to_ir()


@pytest.mark.parametrize("ties_to_baseline", [True, False])
@pytest.mark.parametrize("smaller", ["pass", "baseline"])
def test_keep_smaller_keeps_the_strictly_smaller_either_way(ties_to_baseline: bool, smaller: str) -> None:
    from mlbridge_llvm.guard import keep_smaller

    small, big = _module(1, "ret i32 %x"), _module(2, "%y = mul i32 %x, 7\n  %z = xor i32 %y, 91\n  ret i32 %z")
    pass_ir, baseline_ir = (small, big) if smaller == "pass" else (big, small)
    ctx = PassContext(MLPass("guard-tie", "test", lambda ctx: None), CModule.parse_ir(pass_ir, "t.ll"), "t.ll", {},
                      None)
    r = keep_smaller(ctx, CModule.parse_ir(baseline_ir, "b").to_bitcode(), reloc="default",
                     ties_to_baseline=ties_to_baseline)
    assert (r.pass_text < r.baseline_text) == (smaller == "pass")
    assert r.kept_baseline is (smaller == "baseline")


# ---- ml-inline guard=size: a tie keeps the policy's module -------------------------------------------------------------
def test_inliner_guard_tie_keeps_the_policy() -> None:
    """On lfunc.o the bundled policy answers LLVM's 3 questions as the heuristic does: identical .text (guard=size
    would not even compare; guard=always does, and keeps the policy's module on the tie)."""
    module = "lupa-2.8/third-party/lua52/lfunc.o"
    _, remarks = optimize_llvm((ROOT / "test/inputs/corpus" / f"{module}.bc").read_bytes(), "ml-inline<guard=always>",
                               name=module)
    [guard] = _named(remarks, "Guard")
    assert guard["policy_text"] == guard["heuristic_text"] > 0, guard
    assert guard["kept"] == "policy", guard


# ---- poset-rl, policy mode: a tie keeps default<Oz> ------------------------------------------------------------------
@pytest.mark.parametrize("options", ["", "<guard=size>", "<space=manual>"])
def test_poset_policy_guard_tie_keeps_the_baseline(options: str) -> None:
    out, remarks = optimize_llvm(TRIVIAL, f"poset-rl{options}", name="trivial.ll")
    [guard] = _named(remarks, "Guard")
    assert guard["policy_text"] == guard["baseline_text"] > 0, guard
    assert guard["kept"] == "baseline"
    [seq] = _named(remarks, "Sequence")
    assert seq["stopped_by"] == "baseline" and seq["pipeline"] == "default<Oz>"
    oz, _ = optimize_llvm(TRIVIAL, "default<Oz>", name="trivial.ll")
    assert out == oz


# ---- poset-rl, plan mode: a tie keeps the baseline; among plans, the critic's first ----------------------------------
@pytest.mark.parametrize("options", ["", ";measure=2", ";space=manual"])
def test_poset_plan_guard_tie_keeps_the_baseline(options: str) -> None:
    out, remarks = optimize_llvm(TRIVIAL, f"poset-rl<mode=plan{options}>", name="trivial.ll")
    measured = {c["plan"]: c["text"] for c in _named(remarks, "Candidate") if "text" in c}
    assert -1 in measured and len(set(measured.values())) == 1, measured  # the baseline and every measured plan tie
    [seq] = _named(remarks, "Sequence")
    assert seq["stopped_by"] == "baseline" and seq["plan"] == -1 and seq["pipeline"] == "default<Oz>"
    assert not _named(remarks, "Guard")  # chosen by the measurement itself, not by the final re-check
    oz, _ = optimize_llvm(TRIVIAL, "default<Oz>", name="trivial.ll")
    assert out == oz


def test_poset_plan_choose_tie_keeps_the_baseline() -> None:
    """:func:`planner.choose` itself, on the bundled critic and plans."""
    from mlbridge_llvm.resources import models_dir
    from mlbridge_llvm.runners import create_runner
    from mlbridge_passes.poset_rl.planner import (BASELINE, DEFAULT_CRITIC, DEFAULT_PLANS, PLAN_ADVICE, Candidates,
                                                  Plans, choose, critic_specs)

    plans = Plans.load(models_dir() / DEFAULT_PLANS["odg"])
    with create_runner(f"onnx:{models_dir() / DEFAULT_CRITIC['odg']}", feature_specs=critic_specs(len(plans.plans)),
                       advice_spec=PLAN_ADVICE) as runner, \
            CModule.parse_ir(TRIVIAL, "trivial.ll") as m, Candidates(m, plans) as c:
        for measure in (1, 3):
            choice = choose(c, runner, measure=measure, reloc="default")
            assert len(set(choice.measured.values())) == 1 and len(choice.measured) == measure + 1, choice.measured
            assert choice.plan == BASELINE
            unguarded = choose(c, runner, measure=measure, reloc="default", baseline=None)
            assert unguarded.plan == unguarded.shortlist[0]  # between tied plans: the critic's first


def test_poset_plan_tie_between_plans_keeps_the_critics_first() -> None:
    _, remarks = optimize_llvm(TRIVIAL, "poset-rl<mode=plan;measure=2;baseline=none>", name="trivial.ll")
    measured = {c["plan"]: (c["rank"], c["text"]) for c in _named(remarks, "Candidate") if "text" in c}
    assert len(measured) == 2 and len({t for _, t in measured.values()}) == 1, measured
    [seq] = _named(remarks, "Sequence")
    assert seq["stopped_by"] == "plan" and measured[seq["plan"]][0] == 0


# ---- rl-loop-distribute guard=cost: a tie keeps the loop whole ---------------------------------------------------------
#: S1 (a 10-multiply recurrence through a[]) and S2 (a store to a local array nobody reads). After the rest of -O3,
#: the whole loop is S1's loop (S2's store is dead) and the distributed function is S1's loop plus S2's loop, which
#: is empty and fully unrolled away: llvm-mca gives both exactly the same cycles per element.
LOOPDIST_TIE = ("define void @tie(ptr noalias %a, ptr noalias %b) {\nentry:\n  %t = alloca [64 x float], align 4\n"
                "  br label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]\n"
                "  %ga = getelementptr inbounds float, ptr %a, i64 %i\n  %la = load float, ptr %ga, align 4\n"
                "  %gb = getelementptr inbounds float, ptr %b, i64 %i\n  %lb = load float, ptr %gb, align 4\n"
                + "".join(f"  %c{j} = fmul float {'%la' if j == 0 else f'%c{j - 1}'}, %lb\n" for j in range(10))
                + "  %i.next = add nuw nsw i64 %i, 1\n  %gn = getelementptr inbounds float, ptr %a, i64 %i.next\n"
                "  store float %c9, ptr %gn, align 4\n  %v = fadd float %lb, 1.0\n"
                "  %gt = getelementptr inbounds [64 x float], ptr %t, i64 0, i64 %i\n  store float %v, ptr %gt, align 4\n"
                "  %done = icmp eq i64 %i.next, 64\n  br i1 %done, label %exit, label %loop\nexit:\n  ret void\n}\n")


def test_loop_distribution_cost_guard_tie_keeps_the_loop_whole() -> None:
    out, remarks = optimize_llvm(LOOPDIST_TIE.encode(), "rl-loop-distribute<partition=S1|S2;guard=cost>",
                                 name="tie.ll", text=True)
    [kept] = _named(remarks, "NotDistributed")
    assert kept["decided_by"] == "guard" and kept["partition"] == "S1|S2", kept
    assert kept["cost_whole"] == kept["cost_distributed"] > 0, kept  # the tie
    assert not _named(remarks, "Distributed")
    assert out.count(b"br i1") == 1  # still one loop
    split, remarks = optimize_llvm(LOOPDIST_TIE.encode(), "rl-loop-distribute<partition=S1|S2>", name="tie.ll",
                                   text=True)
    assert _named(remarks, "Distributed") and split.count(b"br i1") == 2  # the partition itself does apply


# ---- poset-rl<mode=plan>: the final re-check of the module it returns, on a tie --------------------------------------
def test_poset_plan_recheck_tie_keeps_the_baseline(tmp_path: Path) -> None:
    """The re-check after the chosen plan is applied to the module itself (``run_plan``'s ``keep_smaller``).

    On soxr's pffft32s (the input of test/lit/poset_rl/plan-guard-applied.ll) the manual space's plan 4 gives 10375
    bytes of .text on its candidate clone but 10384 on the module itself (use-list order: plans 0 and 4 share the
    prefix 4,3,12, so plan 4's candidate is a clone of that shared state). With a plan file of plans 0 and 4, both
    measured, and a baseline pipeline that gives exactly 10384 on its clone (plan 4's own pipeline, then
    instcombine), plan 4 is chosen (10375 < 10384) and the module it returns ties the baseline: the baseline is
    kept. The baseline holds ';' (simplifycfg<a;b>), which the ``name<key=value;...>`` syntax cannot carry, so the
    segment is built directly."""
    from mlbridge_llvm.passes import registry
    from mlbridge_llvm.pipeline import Segment
    from mlbridge_llvm.resources import models_dir
    from mlbridge_passes.poset_rl.planner import DEFAULT_PLANS, Plans
    from mlbridge_passes.poset_rl.sequences import replay_pipeline

    bundled = Plans.load(models_dir() / DEFAULT_PLANS["manual"]).plans
    Plans("manual", (bundled[0], bundled[4])).save(tmp_path / "plans04.json")
    baseline = replay_pipeline("manual", list(bundled[4])) + ",function(instcombine)"
    options = {"mode": "plan", "space": "manual", "measure": "2", "plan-file": str(tmp_path / "plans04.json"),
               "baseline": baseline}
    data = (ROOT / "test/lit/poset_rl/Inputs/soxr-pffft32s.o.bc").read_bytes()
    _, remarks = optimize_llvm(data, [Segment("poset-rl", registry()["poset-rl"], options)], name="soxr-pffft32s.o")
    measured = {c["plan"]: c["text"] for c in _named(remarks, "Candidate") if "text" in c}
    assert measured[1] < measured[-1] < measured[0], measured  # plan 4 (index 1 here) is chosen on its clone ...
    [guard] = _named(remarks, "Guard")
    assert guard["plan_text"] == guard["baseline_text"] == measured[-1], guard  # ... and the module ties
    assert guard["kept"] == "baseline"
    [seq] = _named(remarks, "Sequence")
    assert seq["stopped_by"] == "baseline" and seq["plan"] == -1 and seq["pipeline"] == baseline
