"""Policy search for the inliner (training/inliner/es.py): the searched policy is one exportable MLP that starts
as LLVM's decision, stored compilations answer only for policies that would compile the same module, and scores are
real compilations on the sample corpus."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mlbridge_llvm.corpus.backends import make_backend
from mlbridge_llvm.corpus.manifest import load_corpus
from mlbridge_llvm.onnx_models import save_model
from mlbridge_passes.inliner.features import DEFAULT_INDEX
from mlbridge_training.inliner import train as T
from mlbridge_training.inliner.es import (Corrected, Rollouts, Scorer, deviation_rate, exact_imitation,
                                          log_package_geomean, policy_from_onnx, rollout_module)
from mlbridge_training.inliner.headroom import compile_with, shifted

SAMPLE = load_corpus(str(Path(__file__).resolve().parents[2] / "test" / "inputs" / "corpus"))
SMALL = ["zopfli-0.4.3/zopfli/src/zopfli/hash.o", "lupa-2.8/third-party/lua53/lutf8lib.o",
         "lupa-2.8/third-party/lua51/src/lmathlib.o"]  # 3, 10 and 0 questions


def _rows() -> np.ndarray:
    rng = np.random.default_rng(0)
    rows = np.round(rng.normal(0, 40, (300, 39))).astype(np.float32)
    rows[:, DEFAULT_INDEX] = rng.integers(0, 2, 300)
    return rows


@pytest.mark.parametrize("hidden", [0, 4])
def test_the_search_starts_at_llvms_decision_and_the_linear_correction_is_exact(hidden: int) -> None:
    rows = _rows()
    c = Corrected(exact_imitation(rows, 2.0), 1.0, hidden)
    start = c.policy(c.init())
    assert deviation_rate(start, rows) == 0.0
    theta = np.random.default_rng(1).normal(0, 1.5, c.size)
    moved = c.policy(theta)
    assert deviation_rate(moved, rows) > 0
    if hidden == 0:
        z = (T.preprocess(rows) - c.base.mean) / c.base.std
        base = c.base.logits(rows)
        want = base[:, 1] - base[:, 0] + z @ theta[:-1] + theta[-1]
        got = moved.logits(rows)
        assert np.allclose(got[:, 1] - got[:, 0], want, atol=1e-4)


def test_the_searched_policy_exports_to_onnx_with_the_same_decisions(tmp_path) -> None:
    import onnxruntime as ort

    rows = _rows()
    c = Corrected(exact_imitation(rows), 1.0, 3)
    policy = c.policy(np.random.default_rng(2).normal(0, 1.5, c.size))
    assert 0 < deviation_rate(policy, rows) < 1
    path = save_model(T.to_onnx(policy), str(tmp_path / "p.onnx"))
    sess = ort.InferenceSession(path)
    assert np.array_equal(sess.run(None, {"features": rows})[0], policy.decide(rows))
    back = policy_from_onnx(path)
    assert all(np.array_equal(getattr(back, k), getattr(policy, k)) for k in ("w0", "b0", "w1", "b1", "mean", "std"))


def test_stored_compilations_answer_only_for_the_same_answers() -> None:
    rows = _rows()[:5]
    yes = exact_imitation(_rows())
    r = Rollouts()
    r.add({"name": "p/a.o", "text": 100, "rows": rows.tolist(), "decisions": rows[:, DEFAULT_INDEX].tolist()})
    r.add({"name": "p/a.o", "text": 100, "rows": rows.tolist(), "decisions": rows[:, DEFAULT_INDEX].tolist()})
    r.add({"name": "p/empty.o", "text": 7, "rows": [], "decisions": []})
    assert len(r.stored["p/a.o"]) == 1  # the same compilation is kept once
    assert r.lookup(yes, ["p/a.o", "p/empty.o", "p/unknown.o"]) == {"p/a.o": 100, "p/empty.o": 7, "p/unknown.o": None}
    c = Corrected(yes)
    never = c.policy(np.r_[np.zeros(39), -50.0])
    assert r.lookup(never, ["p/a.o"]) == {"p/a.o": None}
    r.add({"name": "p/a.o", "text": 90, "rows": rows.tolist(), "decisions": [0] * 5})
    assert r.lookup(never, ["p/a.o"]) == {"p/a.o": 90} and r.lookup(yes, ["p/a.o"]) == {"p/a.o": 100}


def test_log_package_geomean() -> None:
    got = log_package_geomean({"a/x.o": 0.9, "a/y.o": 1.0, "b/z.o": 1.2})
    assert np.isclose(np.exp(got), np.sqrt(np.sqrt(0.9) * 1.2)) and log_package_geomean({}) == 0.0


def test_scores_are_compilations_and_reuse_what_was_compiled() -> None:
    with make_backend("local", 1) as backend:
        scorer = Scorer(SAMPLE.root, backend)
        scorer.baselines(SMALL)
        rows = np.concatenate([s.rows for n in SMALL for s in scorer.rollouts.stored[n] if len(s.rows)])
        c = Corrected(exact_imitation(rows))
        compiled = scorer.rollouts.compiled
        heuristic = scorer.texts([c.policy(c.init())], SMALL)[0]
        assert heuristic == scorer.rollouts.base and scorer.rollouts.compiled == compiled == 3
        never = c.policy(np.r_[np.zeros(39), -50.0])
        got = scorer.texts([never, never], SMALL)
        assert scorer.rollouts.compiled == compiled + 4  # two candidates, two modules with questions each
        for n in SMALL:
            want = compile_with(SAMPLE.module(n).read_bitcode(), shifted(float("-inf"))).text
            assert got[0][n] == got[1][n] == want
        assert got[0][SMALL[1]] < scorer.rollouts.base[SMALL[1]]  # inlining nothing is smaller on lutf8lib
        assert scorer.texts([never], SMALL)[0] == got[0] and scorer.rollouts.compiled == compiled + 4
        want = log_package_geomean({n: got[0][n] / scorer.rollouts.base[n] for n in SMALL})
        assert scorer.objective(got[0]) == want != 0 == scorer.objective(heuristic)


def test_the_rollout_worker_answers_with_the_policy() -> None:
    module = SAMPLE.module(SMALL[1])
    rec = rollout_module({"name": module.name, "bc_path": module.bc_path, "policy": None})
    assert rec["decisions"] == [int(r[DEFAULT_INDEX]) for r in rec["rows"]] and rec["forced_stop"] is False
    rows = np.asarray(rec["rows"], np.float32)
    c = Corrected(exact_imitation(rows))
    from mlbridge_training.inliner.es import policy_to_data

    never = rollout_module({"name": module.name, "bc_path": module.bc_path,
                            "policy": policy_to_data(c.policy(np.r_[np.zeros(39), -50.0]))})
    assert set(never["decisions"]) == {0} and never["text"] != rec["text"]


class _FakeScorer:
    """Scores a policy by how many of ``rows`` it inlines (fewer is better), per module name: no compilation."""

    def __init__(self, rows: np.ndarray) -> None:
        from types import SimpleNamespace

        self.rows = rows
        self.rollouts = SimpleNamespace(compiled=0, reused=0)
        self.asked: list[list[str]] = []

    def texts(self, policies, names):  # noqa: ANN001, ANN201
        self.asked.append(list(names))
        return [{n: 1000 + int(p.decide(self.rows).sum()) for n in names} for p in policies]

    def objective(self, texts) -> float:  # noqa: ANN001
        return float(np.mean([np.log(t / 1000) for t in texts.values()])) if texts else 0.0


def test_the_search_draws_batches_keeps_the_best_validation_and_stops_when_out_of_time() -> None:
    from mlbridge_training.inliner.es import search

    rows = _rows()
    c = Corrected(exact_imitation(rows))
    fit = [f"p{i}/m.o" for i in range(10)]
    scorer = _FakeScorer(rows)
    theta, history = search(c, scorer, fit, ["v/m.o"], iterations=6, population=4, sigma=0.5, lr=0.3, seed=0,
                            batch=3, monitor=fit[:2], log=lambda _m: None)
    assert len(history) == 7 and all(len(a) == 3 for a in scorer.asked if "v/m.o" not in a)
    best = min(range(7), key=lambda i: (history[i]["validation"], history[i]["fit"], i))
    assert np.array_equal(theta, history[best]["theta"]) and history[best]["validation"] <= history[0]["validation"]
    assert deviation_rate(c.policy(theta), rows) == 0 or history[best]["validation"] < history[0]["validation"]
    short = _FakeScorer(rows)
    _, history = search(c, short, fit, ["v/m.o"], iterations=6, population=4, sigma=0.5, lr=0.3, seed=0,
                        seconds=0.0, log=lambda _m: None)
    assert len(history) == 2 and history[-1]["iteration"] == 0  # the start and one iteration


def test_the_goals_file_has_the_required_rows_and_a_verdict() -> None:
    from mlbridge_llvm.bench.readme import goals_blocks
    from mlbridge_training.inliner.evaluate import goals

    def fig(pg: float, larger: int, t: float) -> dict:
        return {"package_geomean": pg, "geomean_ratio": pg, "total_ratio": pg, "larger": larger, "compared": 10,
                "worst": [{"ratio": 1.02, "module": "p/a.o"}], "opt_time_ratio": t}
    report = {"args": {"held_out": 0.4, "per_package": 40},
              "held_out": {"modules": 10, "packages": ["p", "q"], "models": {
                  "shipped": {"path": "m.onnx", "policy": fig(1.001, 1, 1.2), "guarded": fig(1.0, 0, 1.25)},
                  "es": {"path": "e.onnx", "policy": fig(0.995, 3, 1.2), "guarded": fig(0.989, 0, 1.29)}}}}
    g = goals(report, "shipped", None, "cmd")
    roles = [r["role"] for r in g["rows"]]
    assert roles == ["baseline", "policy alone", "shipped default"]
    assert g["targets"][0]["met"] is False and "1.00000" in g["targets"][0]["figure"]
    assert goals(report, "es", None, "cmd")["targets"][0]["met"] is True
    assert "ml-inline" in goals_blocks("inliner")(g)["inliner"]
