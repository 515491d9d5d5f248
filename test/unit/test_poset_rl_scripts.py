"""The poset-rl training scripts end to end on the committed corpus sample (small settings, real compilations):
they write the model, its provenance and a report the model cards render from, and a second run with the same
arguments writes the same weights."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import onnx
import pytest
from onnx import numpy_helper

from mlbridge_training.cards import poset_critic_blocks, poset_policy_blocks

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "test" / "inputs" / "corpus"
SMALL = ["--per-package", "0", "--steps", "3", "--folds", "2"]


def _run(script: str, *args: str) -> None:
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / script), str(SAMPLE), *SMALL, *args],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-3000:]


def _weights(path: Path) -> dict:
    return {t.name: numpy_helper.to_array(t).tobytes() for t in onnx.load(str(path)).graph.initializer}


def _provenance(path: Path) -> dict:
    return {p.key: p.value for p in onnx.load(str(path)).metadata_props}


@pytest.fixture(scope="module")
def work(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("poset-train")


def test_policy_script_writes_a_reproducible_model_and_its_report(work: Path) -> None:
    args = ["--epochs", "30", "--seeds", "0", "--budgets", "1,2", "--work", str(work / "cache")]
    _run("train_poset_rl.py", *args, "--out", str(work / "a.onnx"))
    _run("train_poset_rl.py", *args, "--out", str(work / "b.onnx"))
    assert _weights(work / "a.onnx") == _weights(work / "b.onnx")
    prov = _provenance(work / "a.onnx")
    assert prov["mlbridge.script"] == "scripts/train_poset_rl.py"
    assert json.loads(prov["mlbridge.args"])["budgets"] == "1,2" and prov["mlbridge.data_sha256"]
    report = json.loads((work / "a.train-report.json").read_text())
    [cv] = [r for r in report["training"] if r["stage"] == "clone-cv"]
    assert set(cv["cv_budgets"]) == {"1", "2", "3"} and cv["cv_budgets"]["3"] == cv["cv_geomean_vs_oz"]
    assert report["selected"]["step_budget"] in (1, 2, 3) and report["selected"]["objective"] == "guarded"
    # behind the Oz guard a module is never larger than Oz: the guarded figure is min(.text, Oz's) per module
    assert all(cv["cv_budgets_guarded"][b] <= min(g, 1.0) + 1e-12 for b, g in cv["cv_budgets"].items())
    assert report["selected"]["cv_geomean_vs_oz"] == min(cv["cv_budgets_guarded"].values())
    assert set(report["packages"]["train"]).isdisjoint(report["packages"]["held_out"])
    assert report["held_out"]["summary"]["modules"] > 0
    assert "folds grouped by package" in poset_policy_blocks(report)["training"]


def test_critic_script_writes_critic_plans_and_report(work: Path) -> None:
    _run("train_poset_rl_critic.py", "--plans", "2,4", "--l2", "1", "--measure", "2", "--work", str(work / "cache"),
         "--out", str(work / "c.onnx"))
    plans = json.loads((work / "c-plans.json").read_text())
    report = json.loads((work / "c.train-report.json").read_text())
    assert len(plans["plans"]) == report["selected"]["plans"] in (2, 4)
    assert _provenance(work / "c.onnx")["mlbridge.script"] == "scripts/train_poset_rl_critic.py"
    held = report["held_out"]["summary"]
    assert held["modules"] > 0 and held["measure_2_vs_oz"] <= held["measure_1_vs_oz"]
    assert "Cross-validation, folds grouped by package" in poset_critic_blocks(report)["training"]


def test_first_choice_experiment_reads_the_training_caches_and_renders(work: Path) -> None:
    """The experiment behind policy mode's card: oracle, fixed and nearest-neighbour choosers over the catalog the
    critic script measured (shared ``--work`` cache), both fold kinds, a JSON the card block renders from."""
    from mlbridge_training.cards import poset_first_choice_blocks

    _run("poset_rl_first_choice.py", "--work", str(work / "cache"), "--out", str(work / "fc.json"))
    report = json.loads((work / "fc.json").read_text())
    rows = {(r["split"], r["chooser"]): r for r in report["rows"]}
    assert {s for s, _ in rows} == {"-", "package", "module"} and report["catalog"] > 1
    oracle = rows[("-", "oracle")]["module_geomean"]
    assert all(r["module_geomean"] >= oracle - 1e-12 for r in rows.values())
    assert "| by package | fixed |" in poset_first_choice_blocks(report)["first-choice"]
