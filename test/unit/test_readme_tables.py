"""The tables of figures in the README and docs/ are rendered from committed results (docs/bench/*.json, the
models' reports), never typed in."""
from __future__ import annotations

from pathlib import Path

import pytest

from mlbridge_llvm.bench.readme import documents, render_readme, rtt_blocks
from mlbridge_llvm.cli.bench import main as bench_main

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"


def test_every_generated_block_of_the_documents_matches_its_json() -> None:
    blocks = {}
    for doc in documents(ROOT):
        for name, pair in render_readme(doc).items():
            blocks[(doc.name, name)] = pair
    assert {"rtt", "models", "inline", "loopdist-costs", "loopdist-time", "poset-rl-odg-held-out",
            "poset-rl-manual-held-out", "inliner-oz-report", "regalloc-evict-held-out"} <= {n for _, n in blocks}
    for (doc, name), (in_doc, rendered) in blocks.items():
        assert in_doc == rendered, f"{doc} block {name!r} differs from its JSON; run mlbridge-bench readme"


def test_rtt_table_shows_every_configuration_and_verdict() -> None:
    rows = [{"runner": "numpy (floor)", "floor": "-", "total_ms": 0.5, "ratio_to_floor": None, "ratio_repeats": None,
             "per_call_us": 5.0, "wrong_answers": 0, "paper_ms": None},
            {"runner": "onnx", "floor": "numpy (floor)", "total_ms": 3.3, "ratio_to_floor": 7.08,
             "ratio_repeats": "4.9..22.4", "per_call_us": 33.0, "wrong_answers": 0, "paper_ms": 68}]
    meta = {"vectors": 100, "lengths": [500, 50000], "repeat": 7, "python": "3.11", "cpus": 2,
            "targets": [{"target": "onnx <= 1.5x numpy floor", "ratio": 7.08, "spread": [4.9, 22.4], "met": False}]}
    text = rtt_blocks({"meta": meta, "rows": rows})["rtt"]
    assert "| onnx | 3.3 | numpy (floor) | 7.08 (4.9..22.4) | 33 | 0 | 68 |" in text
    assert "- onnx <= 1.5x numpy floor: 7.08 (repeats 4.9..22.4): **missed**" in text


def test_the_readme_command_rewrites_a_stale_block(tmp_path) -> None:
    (tmp_path / "bench").mkdir()
    (tmp_path / "bench" / "rtt.json").write_text((README.parent / "docs" / "bench" / "rtt.json").read_text())
    doc = tmp_path / "DOC.md"
    doc.write_text("intro\n<!-- begin rtt: generated from bench/rtt.json -->\nstale\n<!-- end rtt -->\ntail\n")
    assert bench_main(["readme", "--readme", str(doc)]) == 0
    text = doc.read_text()
    assert "stale" not in text and "| pipe+bitstream |" in text and text.endswith("<!-- end rtt -->\ntail\n")


def test_any_other_benchmark_renders_its_rows_as_saved() -> None:
    from mlbridge_llvm.bench.readme import rows_blocks

    data = {"meta": {}, "rows": [{"config": "a", "total_ms": 142.606, "ratio": 1.0412, "n": 3, "wrong": None}]}
    want = "| config | total_ms | ratio | n | wrong |\n|---|---|---|---|---|\n| a | 142.6 | 1.041 | 3 | - |\n"
    assert rows_blocks("inline")(data)["inline"] == want


def test_a_pass_renders_its_own_readme_table() -> None:
    """The loop-distribution bench declares README_RENDERERS; its summary groups the held-out kernels by file."""
    from mlbridge_training.loop_distribution.bench import README_RENDERERS

    rows = [{"kernel": k, "source": src, "trained_on": tr, "original": 2.0, "llvm": 2.0, "max": m, "ours": o}
            for k, src, tr, m, o in [("s1", "a.ll", True, 1.0, 1.0), ("s2", "a.ll", False, 2.0, 1.0),
                                      ("g1", "b.ll", False, 4.0, 2.0)]]
    text = README_RENDERERS["loopdist-costs"]({"meta": {}, "rows": rows})["loopdist-costs"]
    assert "| all 3 loops | 1.000x | 1.000x | 1.587x |" in text
    assert "| 2 held-out loops | 1.000x | 0.707x | 1.414x |" in text
    assert "| of which `b.ll` (1) | 1.000x | 0.500x | 1.000x |" in text


def test_a_held_out_report_renders_every_variant_with_its_package_geomean() -> None:
    from mlbridge_llvm.bench.readme import held_out_blocks

    def summary(pipeline: str, geomean: float, larger: int, worst: float) -> dict:
        return {"pipeline": pipeline, "baseline": "default<Oz>", "compared": 12, "package_geomean": geomean,
                "larger": larger, "packages": {"a-1": {}, "b-2": {}}, "worst": [{"module": "a-1/x.o", "ratio": worst}]}
    data = {"held_out": {"modules": 13, "policy": summary("poset-rl", 1.0061, 4, 1.25),
                         "guarded": summary("poset-rl<measure=1>", 0.99213, 0, 1.0)}}
    text = held_out_blocks("m-held-out", "models/m.held-out.json")(data)["m-held-out"]
    assert text == ("- `models/m.held-out.json`, 12 modules of 2 held-out packages vs `default<Oz>`: `poset-rl` "
                    "**1.0061** (4 larger, worst +25.0%), `poset-rl<measure=1>` **0.9921** (0 larger, worst +0.0%).\n")


def test_a_goals_file_renders_every_row_and_each_targets_verdict(tmp_path) -> None:
    """models/*.goals.json (issue #29's table): the rows with their optional columns, a verdict per target; a row
    without a required figure is refused rather than rendered as a dash."""
    from mlbridge_llvm.bench.readme import goals_blocks

    goals = {"pass": "poset-rl", "suite": "12 modules of 3 held-out packages", "baseline": "default<Oz>",
             "command": "scripts/x.py", "targets": [{"text": "<= 0.97 at <= 3x", "met": False, "figure": "0.9830"}],
             "rows": [{"role": "policy alone", "pipeline": "poset-rl<guard=none>", "metric": ".text (program geomean)",
                       "value": 1.0221, "module_geomean": 1.0038, "worse": 355, "worst": 2.6, "opt_time": 1.3},
                      {"role": "shipped default", "pipeline": "poset-rl", "metric": ".text (program geomean)",
                       "value": 0.9832, "worse": 0, "opt_time": 5.25}]}
    text = goals_blocks("poset-rl-goals")(goals)["poset-rl-goals"]
    assert "| policy alone | `poset-rl<guard=none>` | .text (program geomean) | 1.0221 | 1.0038 | 355 | 2.6000 | 1.30x |" in text
    assert "| shipped default | `poset-rl` | .text (program geomean) | 0.9832 | - | 0 | - | 5.25x |" in text
    assert "- <= 0.97 at <= 3x: **missed** (0.9830)" in text
    del goals["rows"][1]["opt_time"]
    with pytest.raises(ValueError, match="lacks opt_time"):
        goals_blocks("poset-rl-goals")(goals)
