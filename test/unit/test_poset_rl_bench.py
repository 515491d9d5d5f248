"""``mlbridge-bench poset`` end to end on two modules of the committed corpus sample (real model servers, opt and
llvm-ir2vec processes, code generation); no timing is asserted."""
from __future__ import annotations

import json
import os

from mlbridge_training.poset_rl import bench

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


def _square_chain(n: int) -> bytes:
    """A module whose flow-aware IR2Vec vector overflows float32 (a chain of ``n`` dependent squarings)."""
    from mlbridge_llvm.ir.llvmc import CModule

    body = [f"  %v{i} = mul i32 %v{i - 1}, %v{i - 1}" for i in range(1, n)]
    ir = "\n".join(["define i32 @f(i32 %x, i32 %y) {", "entry:", "  %v0 = add i32 %x, %y", *body,
                    f"  ret i32 %v{n - 1}", "}", "define i32 @g(i32 %a) {", "  %r = call i32 @f(i32 %a, i32 1)",
                    "  ret i32 %r", "}"])
    with CModule.parse_ir(ir) as m:
        return m.to_bitcode()


def test_published_method_sees_the_pass_observation_when_vectors_overflow(tmp_path) -> None:
    """The published method (llvm-ir2vec + opt processes) clamps the embedding as the pass does, so on a module
    whose flow-aware vector is beyond float32 both make the same decisions (unclamped, the policy sees inf)."""
    import numpy as np

    from mlbridge_llvm.resources import models_dir
    from mlbridge_llvm.runners import create_runner
    from mlbridge_llvm.features.module_vectors import ModuleVectorCache
    from mlbridge_passes.poset_rl.poset import ADVICE, feature_specs, module_embedding

    bc = _square_chain(200)
    assert np.abs(ModuleVectorCache().module_vector(bc)).max() > np.finfo(np.float32).max
    assert np.isfinite(module_embedding(bc, ModuleVectorCache())).all()
    model = str(models_dir() / "poset-rl-odg.onnx")
    with create_runner(f"onnx:{model}", feature_specs=feature_specs("odg"), advice_spec=ADVICE) as runner:
        ours, steps = bench._with_runner(runner, "odg", 15)("chain", bc)
    published, published_steps = bench.published_method(model, "odg", 15, str(tmp_path))("chain", bc)
    assert (published_steps, bench._ir(published)) == (steps, bench._ir(ours)) and steps > 0
