"""The inliner's headroom experiment (training/inliner/headroom.py): every figure is a compilation that a sequence of
answers reaches, on real sample modules."""
from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from mlbridge_llvm.corpus.manifest import load_corpus
from mlbridge_training.inliner.headroom import (COST, THRESHOLD, compile_with, heuristic, oracle_module, sample_indices,
                                                shifted, summarize, with_overrides)
from mlbridge_passes.inliner.features import DEFAULT_INDEX

SAMPLE = load_corpus(str(Path(__file__).resolve().parents[2] / "test" / "inputs" / "corpus"))
# 13 questions; flipping one of LLVM's decisions saves 2 bytes
SAVING = "pyppmd-1.3.1/src/lib/ppmd/Ppmd7Enc.o"


def test_oracle_figures_are_compilations() -> None:
    module = SAMPLE.module(SAVING)
    r = oracle_module({"name": module.name, "bc_path": module.bc_path, "max_flips": 64, "rounds": 3,
                       "shifts": [None, 0]})
    bitcode = module.read_bitcode()
    base = compile_with(bitcode, heuristic)
    assert r["base_text"] == base.text and r["questions"] == len(base.rows) == len(r["deltas"]) == len(r["rows"])
    assert r["shifts"]["0"] == base.text  # LLVM's cost test with the threshold unmoved is its decision here
    assert r["shifts"]["never"] == compile_with(bitcode, shifted(float("-inf"))).text != base.text
    assert r["single_text"] == base.text + min(r["deltas"]) < base.text
    assert r["greedy_text"] <= r["single_text"] and r["greedy_steps"]
    # replaying the greedy flips, each on the compilation before it, reaches the reported .text
    overrides: dict[int, int] = {}
    current = base
    for step in r["greedy_steps"]:
        overrides[step["index"]] = 1 - int(current.decisions[step["index"]])
        current = compile_with(bitcode, with_overrides(overrides))
        assert current.text == step["text"]
    assert current.text == r["greedy_text"]


def test_a_flip_changes_only_that_answer() -> None:
    bitcode = SAMPLE.module(SAVING).read_bitcode()
    base = compile_with(bitcode, heuristic)
    assert np.array_equal(base.decisions, base.rows[:, DEFAULT_INDEX]) and base.forced_stop is False
    k = 3
    flipped = compile_with(bitcode, with_overrides({k: 1 - int(base.decisions[k])}))
    assert np.array_equal(flipped.rows[:k], base.rows[:k]) and flipped.decisions[k] != base.decisions[k]


def test_the_unshifted_cost_test_is_llvms_decision() -> None:
    rows = np.concatenate([compile_with(m.read_bitcode(), heuristic).rows for m in SAMPLE.modules
                           if m.name.startswith(("lupa-2.8/third-party/lua53/ldump", "pycryptodome"))])
    agree = ((rows[:, COST] < rows[:, THRESHOLD]) == rows[:, DEFAULT_INDEX]).mean()
    assert len(rows) > 100 and agree > 0.99


def test_sample_indices() -> None:
    assert sample_indices(5, 8, 0) == [0, 1, 2, 3, 4]
    picked = sample_indices(100, 10, 3)
    assert picked == sorted(picked) and len(set(picked)) == 10 and picked == sample_indices(100, 10, 3)
    assert picked != sample_indices(100, 10, 4)


def _rec(name: str, base: int, single: int, greedy: int, shifts: dict[str, int], deltas: list[int]) -> dict:
    return {"name": name, "base_text": base, "questions": len(deltas), "shifts": shifts, "single_text": single,
            "greedy_text": greedy, "greedy_steps": [{}] * (greedy < single), "deltas": deltas}


def test_summary_takes_package_geomeans() -> None:
    records = [_rec("a/x.o", 100, 90, 81, {"never": 110, "5": 100}, [-10, 3]),
               _rec("a/y.o", 100, 100, 100, {"never": 95, "5": 100}, [0]),
               _rec("b/z.o", 200, 200, 200, {"never": 200, "5": 220}, [4, 5]),
               _rec("b/empty.o", 0, 0, 0, {"never": 0, "5": 0}, []),
               {"name": "b/bad.o", "error": "crash: x"}]
    s = summarize(records, ["never", "5"])
    v = s["variants"]
    assert v["heuristic"]["package_geomean"] == 1.0 and v["heuristic"]["smaller"] == 0
    assert v["greedy flips"]["package_geomean"] == pytest.approx(math.sqrt(math.sqrt(0.81 * 1.0) * 1.0))
    assert v["best single flip"]["module_geomean"] == pytest.approx((0.9 * 1 * 1) ** (1 / 3))
    assert v["best threshold shift"]["packages"]["a"]["geomean"] == pytest.approx(math.sqrt(0.95))
    assert v["best of all"]["smaller"] == 2 and v["shift 5"]["larger"] == 1 and v["shift 5"]["worst"] == 1.1
    assert v["best of all"]["total_ratio"] == pytest.approx((81 + 95 + 200) / 400)
    st = s["stats"]
    assert (st["measured"], st["failed"], st["flipped"], st["flips_saving"], st["flips_same"]) == (3, 1, 5, 1, 1)
    assert st["modules_with_a_saving_flip"] == 1 and st["bytes_saved_greedy"] == 19


def test_huge_modules_flip_fewer_questions() -> None:
    module = SAMPLE.module("lupa-2.8/third-party/lua53/lutf8lib.o")  # 10 questions
    r = oracle_module({"name": module.name, "bc_path": module.bc_path, "max_flips": 48, "rounds": 1,
                       "flip_bytes": 1})
    assert r["questions"] == 10 and r["flip_limit"] == 8 and len(r["flipped"]) == len(r["deltas"]) == 8
    assert r["greedy_steps"] == [] or len(r["greedy_steps"]) == 1
