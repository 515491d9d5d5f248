"""``mlbridge-bench poset`` end to end on two modules of the committed corpus sample (real model servers, opt and
llvm-ir2vec processes, code generation); no timing is asserted."""
from __future__ import annotations

import json
import os

from mlbridge_passes.poset_rl import bench

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SAMPLE = os.path.join(ROOT, "test", "inputs", "corpus")


def test_bench_runs_every_configuration_and_agrees(tmp_path) -> None:
    """Every way of hosting the policy gives the in-process module; both plan-mode rows are there; ``measure=2`` is
    never larger than the critic alone (its shortlist starts with the critic's choice); the tables are written."""
    result = bench.run(SAMPLE, limit=2, outdir=str(tmp_path), plot=True, measure=2)
    rows = {r["config"]: r for r in result["rows"]}
    runners = ["published method (opt + llvm-ir2vec processes)", "pipe + json", "pipe + bitstream", "gRPC",
               "in-process ONNX"]
    assert all(rows[c]["wrong_outputs"] == 0 for c in runners)
    assert bench.PLAN_ROW in rows and bench.plan_measured_row(2) in rows
    per_module = result["per_module"]
    assert len(per_module) == 2
    for r in per_module:
        assert r["plan_measured"] <= r["plan"] and r["oracle"] <= r["o0"]
        assert r["plan_measured_actions"] is not None
    saved = json.loads((tmp_path / "poset-size.json").read_text())
    assert saved["meta"]["summary"]["modules"] == 2 and saved["meta"]["measure"] == 2
    assert (tmp_path / "poset.png").stat().st_size > 0 and (tmp_path / "poset.csv").exists()
