"""scripts/poset_rl_per_function.py: the per-function headroom experiment of poset-rl (issue #29, item 4), on real
compilations of the committed corpus sample and on hand-written IR for its composition rule."""
from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "poset_rl_per_function.py"


@pytest.fixture(scope="module")
def pf():
    spec = importlib.util.spec_from_file_location("poset_rl_per_function", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _candidate(pf, text: str):
    from mlbridge_llvm.ir.llvmc import CModule

    with CModule.parse_ir(text) as cm:
        return pf.Candidate(cm, np.ones(111))


BASE = """
define internal i32 @g(i32 %a, i32 %b) { %s = add i32 %a, %b
 ret i32 %s }
define i32 @f(i32 %x) { %r = call i32 @g(i32 %x, i32 1)
 %m = mul i32 %r, %x
 %n = mul i32 %m, %r
 %o = sdiv i32 %n, 7
 ret i32 %o }
define i32 @k(i32 %x) { %r = call i32 @g(i32 %x, i32 %x)
 ret i32 %r }
"""
# f calls an internal helper the base does not define: taking f moves the helper along
DONOR_NEW_CALLEE = """
define internal i32 @h(i32 %a) { %s = add i32 %a, 1
 ret i32 %s }
define i32 @f(i32 %x) { %r = call i32 @h(i32 %x)
 ret i32 %r }
"""
# f calls g, whose signature here (one argument, as dead-argument elimination leaves it) is not the base's
DONOR_OTHER_SIGNATURE = """
define internal i32 @g(i32 %a) { %s = add i32 %a, 1
 ret i32 %s }
define i32 @f(i32 %x) { %r = call i32 @g(i32 %x)
 ret i32 %r }
"""


def test_a_transplanted_function_brings_its_missing_callees_and_never_a_mismatched_one(pf) -> None:
    base = _candidate(pf, BASE)
    assert set(base.size) == {"f", "g", "k"} and base.graph["f"] == ("i32 (i32)", {"g"})
    new = _candidate(pf, DONOR_NEW_CALLEE)
    assert pf.transplant(base, new, "f") == {"f", "h"}
    other = _candidate(pf, DONOR_OTHER_SIGNATURE)
    assert pf.transplant(base, other, "f") is None  # g(i32) there, g(i32, i32) here
    assert pf.transplant(base, other, "g") is None  # g itself has another type
    assert pf.transplant(base, new, "k") is None    # the donor has no k
    # composition: f from the donor (with h) is smaller than the base's f, everything else stays
    composed = pf.compose(base, {"base": base, "new": new, "other": other}, by_prediction=False)
    gain = base.size["f"] - (new.size["f"] + new.size["h"])
    assert gain > 0 and composed == base.text - gain


def test_the_experiment_on_the_corpus_sample_orders_its_figures_as_they_must(tmp_path: Path) -> None:
    out = tmp_path / "pf.json"
    proc = subprocess.run([sys.executable, str(SCRIPT), str(ROOT / "test" / "inputs" / "corpus"), "--per-package",
                           "0", "-j", "2", "--out", str(out)], capture_output=True, text=True, timeout=600, cwd=ROOT,
                          env={**os.environ, "TMPDIR": str(tmp_path)})  # its objects for llvm-nm go there
    assert proc.returncode == 0, proc.stderr[-3000:]
    data = json.loads(out.read_text())
    assert data["summary"]["modules"] == 16 and data["summary"]["failed"] == 0
    for r in data["per_module"]:
        # measuring more candidates, and composing per function among them, can only keep less or the same
        assert r["per_function_oracle"] <= r["best_whole"] <= min(r["measure_2"], r["critic"]), r
        assert r["measure_2"] <= r["measure_1"] <= r["oz"], r
        for n in (1, 2):
            assert r[f"measure_{n}_per_function"] <= r[f"measure_{n}"], r
    # on this sample composition finds something somewhere (the figure is not a copy of best_whole)
    assert any(r["per_function_oracle"] < r["best_whole"] for r in data["per_module"])
