"""poset-rl's cheap guard (``guard=cheap``), the native TTI size features and the size-model analysis (issue #29)."""
from __future__ import annotations

import glob
import os
import pickle

import numpy as np
import pytest

from mlbridge_llvm.corpus.manifest import package_of
from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
from mlbridge_llvm.errors import ConfigError
from mlbridge_llvm.ir.codegen import text_size_of_bitcode
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_llvm.onnx_models import save_model
from mlbridge_passes.poset_rl.critic import N_SIZE_FEATURES, size_features
from mlbridge_passes.poset_rl.planner import Plans
from mlbridge_training.poset_rl import critic as K
from mlbridge_training.poset_rl import sizemodel as S
from mlbridge_training.poset_rl.sizedata import ModuleData, State

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = sorted(glob.glob(os.path.join(ROOT, "test", "inputs", "corpus", "**", "*.bc"), recursive=True))
PLANS = Plans("odg", ((26,), (26, 22), (32, 8, 22), (2, 6)))

SMALL = b"""
target triple = "x86_64-unknown-linux-gnu"
declare i32 @ext(i32, i32, i32)
define internal i32 @leaf(i32 %x) { %y = mul i32 %x, 1000000 ret i32 %y }
define i32 @f(i32 %a) {
entry:
  %c = icmp sgt i32 %a, 5
  br i1 %c, label %t, label %e
t:
  %r = call i32 @ext(i32 %a, i32 7, i32 3)
  ret i32 %r
e:
  %l = call i32 @leaf(i32 %a)
  switch i32 %l, label %d [i32 1, label %t i32 2, label %t]
d:
  ret i32 0
}
"""


def _bc(i: int) -> bytes:
    with open(CORPUS[i], "rb") as f:
        return f.read()


# ---- the cheap guard ------------------------------------------------------------------------------------------------
def test_cheap_guard_options_are_checked() -> None:
    for pipeline, msg in (("poset-rl<guard=cheap>", "plan mode's guard"),
                          ("poset-rl<mode=plan;guard=cheap;measure=0>", "measure=0 turns the guard off"),
                          ("poset-rl<mode=plan;guard=maybe>", "expected size \\(default\\), cheap or none")):
        with pytest.raises(ConfigError, match=msg):
            optimize_llvm(SMALL, pipeline)


def _critic(tmp_path, weights: np.ndarray, name: str) -> str:
    return save_model(K.critic_model(weights), str(tmp_path / name))


def test_cheap_guard_keeps_the_baseline_uncompiled_when_the_critic_ranks_it_first(tmp_path) -> None:
    """A critic that prefers the most IR ranks Oz's module last on this module and a plan is measured; a critic
    that prefers the least IR ranks Oz first (Oz removes the most), and then nothing is compiled and the output is
    exactly default<Oz>'s module. Either way the output is never larger than Oz's."""
    plan_file = tmp_path / "plans.json"
    PLANS.save(plan_file)
    seen = set()
    for i in range(3):
        bc = _bc(i)
        oz, _ = optimize_llvm(bc, "default<Oz>")
        with CModule.parse_bitcode(bc) as m:
            reloc = m.relocation_model
        oz_text = text_size_of_bitcode(oz, reloc)
        with CModule.parse_bitcode(oz) as m:
            oz_feats = size_features(m)
        for sign, name in ((1.0, "least.onnx"), (-1.0, "most.onnx")):
            w = sign * np.ones(N_SIZE_FEATURES)
            out, remarks = optimize_llvm(bc, f"poset-rl<mode=plan;plan-file={plan_file};guard=cheap>",
                                         RunnerChoice("onnx", _critic(tmp_path, w, name)), name=CORPUS[i])
            seq = next(r for r in remarks if r.name == "Sequence").args
            cands = {r.args["plan"]: r.args for r in remarks if r.name == "Candidate"}
            seen.add(seq["measured"])
            assert text_size_of_bitcode(out, reloc) <= oz_text
            if seq["measured"] == 0:  # the critic ranked Oz first: nothing compiled, Oz's module returned
                assert seq["plan"] == -1 and cands[-1].get("rank") == 0 and "text" not in cands[-1]
                with CModule.parse_bitcode(out) as a, CModule.parse_bitcode(oz) as b:
                    assert a.to_ir().split("\n", 2)[2] == b.to_ir().split("\n", 2)[2]
            else:  # a plan was preferred: it and Oz were compiled, the smaller kept
                assert seq["measured"] == 1 and cands[-1]["text"] == oz_text
                kept = oz_text if seq["plan"] == -1 else cands[seq["plan"]]["text"]
                assert text_size_of_bitcode(out, reloc) == kept <= oz_text
        # the critic that wants the least IR ranks Oz first whenever Oz's module has the fewest entities
        with CModule.parse_bitcode(bc) as m:
            from mlbridge_passes.poset_rl.planner import candidate_features

            plan_feats = candidate_features(m, PLANS)
        if oz_feats.sum() < plan_feats.sum(1).min():
            _, remarks = optimize_llvm(bc, f"poset-rl<mode=plan;plan-file={plan_file};guard=cheap>",
                                       RunnerChoice("onnx", _critic(tmp_path, np.ones(N_SIZE_FEATURES), "l.onnx")))
            assert next(r for r in remarks if r.name == "Sequence").args["measured"] == 0
    assert seen == {0, 1}  # both paths were taken


# ---- native size features ------------------------------------------------------------------------------------------
def test_native_size_features_count_functions_calls_and_tti_cost(native_build) -> None:
    from mlbridge_llvm.native.size_features import column_names, function_size_features

    names = column_names()
    assert names[0] == "tti_codesize" and len(set(names)) == len(names)
    with CModule.parse_ir(SMALL) as m:
        rows = function_size_features(m)
    assert rows.shape == (2, len(names))  # two defined functions, module order: leaf, f
    col = {n: i for i, n in enumerate(names)}
    leaf, f = rows
    assert leaf[col["local_linkage"]] == 1 and f[col["local_linkage"]] == 0
    assert f[col["calls"]] == 2 and f[col["call_args"]] == 4 and f[col["switch_cases"]] == 2
    assert f[col["has_calls"]] == 1 and leaf[col["has_calls"]] == 0
    assert leaf[col["imm32"]] == 1 and f[col["imm8"]] >= 2
    assert f[col["blocks"]] == 4 and f[col["rets"]] == 2 and leaf[col["insts"]] == 2
    assert (rows[:, col["tti_codesize"]] > 0).all() and rows[:, col["invalid_costs"]].sum() == 0
    # more code, more cost: the inliner's and Oz's results change the TTI sum
    bc = _bc(1)
    with CModule.parse_bitcode(bc) as m:
        before = function_size_features(m)
        m.run_passes("default<Oz>")
        after = function_size_features(m)
    assert before[:, 0].sum() != after[:, 0].sum() and len(after) <= len(before)


def test_native_size_features_of_a_module_without_definitions(native_build) -> None:
    from mlbridge_llvm.native.size_features import column_names, function_size_features

    with CModule.parse_ir(b"declare void @g()\n") as m:
        assert function_size_features(m).shape == (0, len(column_names()))


# ---- size-model analysis ---------------------------------------------------------------------------------------------
def test_rank_metrics_and_spearman() -> None:
    assert S.spearman(np.array([1, 2, 3.0]), np.array([10, 20, 30.0])) == pytest.approx(1.0)
    assert S.spearman(np.array([1, 2, 3.0]), np.array([3, 2, 1.0])) == pytest.approx(-1.0)
    assert np.isnan(S.spearman(np.array([1, 1, 1.0]), np.array([1, 2, 3.0])))
    m = S.rank_metrics(np.array([5.0, 1.0, 3.0]), np.array([100.0, 120.0, 90.0]))
    assert m["top1"] == 0.0 and m["regret"] == pytest.approx(120 / 90)
    per = {"a-1/x.o": {"spearman": 1.0, "top1": 1.0, "regret": 1.0},
           "a-1/y.o": {"spearman": 0.0, "top1": 0.0, "regret": 1.21},
           "b-2/z.o": {"spearman": 0.5, "top1": 1.0, "regret": 1.0}}
    r = S.by_package(per)
    assert r["a-1"]["spearman"] == 0.5 and r["a-1"]["regret"] == pytest.approx(1.1)
    assert r["packages"]["top1"] == pytest.approx(0.75) and r["all"]["top1"] == pytest.approx(2 / 3)


def _module(name: str, texts: dict[str, int], secs: float = 1.0) -> ModuleData:
    states = {k: State(t, np.zeros((1, 3)), np.full(N_SIZE_FEATURES, float(t)), k == "oz", 0.5, 0.01)
              for k, t in texts.items()}
    plans = ((0,), (1,))
    return ModuleData(name, "pic", 100, states, {"oz": secs, "ozoz": secs, "policy": secs / 2, "plan:0": secs,
                                                 "plan:1": secs}, (0,), plans)


def test_simulated_strategies_and_their_costs() -> None:
    d = _module("p-1/m.o", {"oz": 100, "ozoz": 98, "os": 100, "policy": 120, "plan0": 90, "plan1": 95})
    pred = {"oz": 100.0, "ozoz": 99.0, "os": 100.0, "policy": 80.0, "plan0": 96.0, "plan1": 91.0}
    St = S.Strategy
    assert S.simulate(d, pred, St("oz", "oz"))[:2] == (100, 1.0)
    assert S.simulate(d, pred, St("r", "ozoz"))[:2] == (98, 3.0)
    assert S.simulate(d, pred, St("p", "policy-guard"))[:2] == (100, 2.5)
    # the model's first plan (plan1) and Oz compiled: 95
    t, c, info = S.simulate(d, pred, St("m1", "plan", 2, 1))
    assert (t, info["measured"]) == (95, 2) and c == pytest.approx(2 + 2 * 0.01 + 1.0 + 0.01 + 2 * 0.5)
    assert S.simulate(d, pred, St("m2", "plan", 2, 2))[0] == 90
    assert S.simulate(d, pred, St("m0", "plan", 2, 0, guard=False))[0] == 95
    # the cheap guard: Oz predicted smallest -> Oz kept, nothing compiled
    low_oz = dict(pred, oz=50.0)
    t, c, info = S.simulate(d, low_oz, St("cheap", "plan", 2, 1, margin=1e-9))
    assert (t, info["measured"]) == (100, 0)
    rows = S.evaluate({"p-1/m.o": d, "q-1/n.o": _module("q-1/n.o", {"oz": 10, "ozoz": 10, "os": 10, "policy": 12,
                                                                    "plan0": 11, "plan1": 12})},
                      {"p-1/m.o": pred, "q-1/n.o": {k: float(v) for k, v in
                                                    {"oz": 10, "ozoz": 10, "os": 10, "policy": 12, "plan0": 11,
                                                     "plan1": 12}.items()}},
                      [St("m1", "plan", 2, 1), St("m0", "plan", 2, 0, guard=False)])
    assert rows[0]["larger"] == 0 and rows[0]["program_geomean"] == pytest.approx(np.sqrt(0.95))
    assert rows[1]["larger"] == 1 and rows[1]["worst"] == pytest.approx(1.1)


def test_within_module_fit_recovers_differences() -> None:
    rng = np.random.default_rng(0)
    w = rng.uniform(0, 5, 6)
    X = [rng.integers(0, 40, (8, 6)).astype(float) for _ in range(40)]
    y = [x @ w + rng.uniform(0, 1000) for x in X]  # a per-module constant the fit must ignore
    got = S.fit_within(X, y, np.arange(6), l2=1e-9)
    assert np.allclose(got.w, w, rtol=1e-4)
    assert package_of("a-1/b.o") == "a-1" and pickle.loads(pickle.dumps(_module("a-1/b.o", {"oz": 1})))
