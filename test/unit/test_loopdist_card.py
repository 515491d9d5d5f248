"""The loop-distribution card's held-out section and models/loopdist.goals.json are what card.py renders from the
committed models/loopdist.held-out.json; the executables that time the decisions compute what the original does."""
from __future__ import annotations

import json
from pathlib import Path

from mlbridge_training.loop_distribution import card as C

ROOT = Path(__file__).resolve().parents[2]
MODELS = ROOT / "models"


def _saved() -> dict:
    data = json.loads((MODELS / "loopdist.held-out.json").read_text())
    return {"rows": data["rows"], "meta": data["meta"], "compile": data["meta"]["compile"]}


def test_card_section_and_goals_are_rendered_from_the_saved_evaluation() -> None:
    data = _saved()
    assert C.in_card(MODELS / "loopdist.md") == C.section(data)
    assert json.loads((MODELS / "loopdist.goals.json").read_text()) == C.goals(data)


def test_goals_rows_cover_the_roles_by_both_metrics_and_the_verdict_follows_the_figures() -> None:
    goals = C.goals(_saved())
    roles = {(r["role"], r["metric"].split(" ")[0]) for r in goals["rows"]}
    assert roles == {(role, m) for role in ("baseline", "rule", "policy alone", "shipped default")
                     for m in ("llvm-mca", "measured")}
    by = {(r["role"], r["metric"]): r["value"] for r in goals["rows"]}
    met = all(by[("shipped default", m)] > by[("rule", m)] for _, m in by)
    assert goals["targets"][0]["met"] is met
    assert all(r["pipeline"] in {m[0] for m in C.METHODS.values()} for r in goals["rows"])


def test_held_out_kernels_share_no_kernel_with_the_training_files() -> None:
    """The held-out module is another generator seed: no function name and no loop body in common with the files the
    agents were trained on or the default was developed on."""
    import re

    inputs = ROOT / "test" / "inputs" / "loopdist"
    held = (inputs / "kernels_fam_heldout.c").read_text()
    bodies = lambda text: {m.group(1).strip() for m in re.finditer(r"\{\n(.*?)\n\}", text, re.S)}  # noqa: E731
    names = lambda text: set(re.findall(r"^(?:void|float) (\w+)\(", text, re.M))  # noqa: E731
    for other in ("kernels.c", "kernels_gen.c", "kernels_fam_train.c"):
        text = (inputs / other).read_text()
        assert not names(held) & names(text)
        assert not bodies(held) & bodies(text)


def test_executables_compute_what_the_original_computes(tmp_path) -> None:
    """Two configurations of two kernels as native executables: same checksums, positive times."""
    from mlbridge_training.loop_distribution import exetime

    ir = (ROOT / "test" / "inputs" / "loopdist" / "kernels.o3.ll").read_text()
    src, names = exetime.driver_source(ir, 3)
    assert "s_lex_backward" in names and "ld_init();" in src
    res = exetime.time_module(ir, rounds=1, reps=3, workdir=str(tmp_path),
                              configs={"original": None, "max": "rl-loop-distribute<partition=max>"})
    assert res["checksum_differs"] == {"original": [], "max": []}
    assert set(res["times"]["max"]) == set(names) and all(t > 0 for t in res["times"]["max"].values())
