"""ml-loop-unroll's training and evaluation pieces on real LLVM: its mlbridge-train config resolves against the pass,
the kernel corpus has one asked loop per module and the split's packages, the rewards see a decision, the
measurements check every output, and the goals' arithmetic (rules, oracles, the measured oracle across two runs)."""
from __future__ import annotations

import importlib.util
import json
import math
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KERNELS = ROOT / "test" / "inputs" / "loop_unroll" / "kernels"


def _script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_the_configs_resolve_against_the_pass() -> None:
    from mlbridge_training.learn.config import load_config

    for name in ("CONFIG", "CONFIG_TIME"):
        resolved = load_config(f"mlbridge_training.learn.configs.ml_loop_unroll:{name}").resolve()
        assert resolved.input_spec.name == "loop_features" and resolved.n_inputs == 18
        assert resolved.decision_name == "unroll_decision" and resolved.config.decision.classes == 5


def test_the_corpus_has_one_asked_loop_per_module_and_the_rewards_see_a_decision(tmp_path: Path) -> None:
    from mlbridge_llvm.corpus.manifest import load_corpus
    from mlbridge_llvm.driver import optimize_llvm
    from mlbridge_training.learn.configs.ml_loop_unroll import cycles, time_ns
    from mlbridge_training.learn.rewards import Artifacts

    counts = _script("loop_unroll_corpus").build(str(tmp_path / "c"), [str(KERNELS / "recurrences.c"),
                                                                         str(KERNELS / "smooth.c")])
    assert counts == {"recurrences": 3, "smooth": 3}
    corpus = load_corpus(str(tmp_path / "c"))
    assert json.loads((tmp_path / "c" / "corpus_description.json").read_text())["packages"]["smooth"] == {"modules": 3}
    bitcode = corpus.module("recurrences/rec1").read_bitcode()
    got = {}
    for decision in ("llvm", "x8"):
        out, remarks = optimize_llvm(bitcode, f"ml-loop-unroll<decision={decision}>,default<O3>")
        assert [r.args["decision"] for r in remarks] == [decision]
        got[decision] = cycles(Artifacts(out))
    assert got["x8"] < got["llvm"]  # the recurrence LLVM leaves alone: unrolled, it costs fewer cycles per call
    assert time_ns(Artifacts(out)) > 0


def test_every_answer_measured_on_every_kernel_with_the_outputs_checked(tmp_path: Path) -> None:
    measure = _script("loop_unroll_measure")
    records = measure.measure_suite("sums", str(KERNELS / "sums.c"), "x86-64", rounds=1, reps=1, folder=str(tmp_path))
    assert sorted(r["function"] for r in records) == ["fdot", "fsum", "isum"]
    for r in records:
        assert set(r["cycles"]) == set(r["time_ns"]) == {"llvm", "disable", "x2", "x4", "x8"}
        assert all(r["same_output"].values()) and r["trip_count"] == 1024


def _record(function: str, cycles: dict[str, float], time_ns: dict[str, float]) -> dict:
    return {"suite": "s", "function": function, "cycles": cycles, "time_ns": time_ns,
            "same_output": dict.fromkeys(cycles, True), "features": {}}


def test_the_goals_arithmetic_rules_and_oracles(tmp_path: Path) -> None:
    goals = _script("loop_unroll_goals")
    flat = dict.fromkeys(("llvm", "disable", "x2", "x4", "x8"), 100.0)
    a = [_record("f", {**flat, "x8": 50.0}, {**flat, "x4": 80.0}), _record("g", {**flat, "disable": 200.0}, flat)]
    b = [_record("f", flat, {**flat, "x4": 200.0}), _record("g", flat, flat)]  # x4 was noise in run a
    for name, recs in (("a", a), ("b", b)):
        (tmp_path / f"{name}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in recs))
    out = goals.main(["--measured", str(tmp_path / "a.jsonl"), "--remeasured", str(tmp_path / "b.jsonl"),
                      "--suite-text", "t", "--goals", str(tmp_path / "g.json"), "--headroom", str(tmp_path / "h.json")])
    assert out == 0
    rows = {(r["pipeline"], r["metric"].split()[0]): r for r in json.loads((tmp_path / "g.json").read_text())["rows"]}
    assert rows[("ml-loop-unroll<decision=x8>,default<O3>", "llvm-mca")]["value"] == pytest.approx(math.sqrt(2))
    disable = rows[("ml-loop-unroll<decision=disable>,default<O3>", "llvm-mca")]
    assert disable["worse"] == 1 and disable["worst"] == pytest.approx(0.5)
    oracle = next(r for (p, m), r in rows.items() if p.startswith("oracle by the cost model (not"))
    assert oracle["value"] == pytest.approx(math.sqrt(2)) and oracle["worse"] == 0
    measured = next(r for (p, m), r in rows.items() if p.startswith("oracle by measurement"))
    assert measured["value"] == pytest.approx(math.sqrt(0.5)) and measured["worse"] == 1  # chosen in a, timed in b
    headroom = json.loads((tmp_path / "h.json").read_text())["suites"]["kernels:time_ns"]
    assert headroom["oracle_same_run"] == pytest.approx(math.sqrt(1.25))
