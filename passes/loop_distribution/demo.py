"""``mlbridge-demo``'s loop-distribution step: the pass as shipped on the bundled kernels, JIT-checked."""
from __future__ import annotations

import time


def demo() -> None:
    """Run ``rl-loop-distribute`` (its default, ``partition=search``) on the bundled kernels, check the results by JIT,
    report llvm-mca speed-ups against the rule ``partition=max;guard=cost``, the agents and LLVM's own pass."""
    import math

    from mlbridge_llvm.driver import optimize_llvm

    from mlbridge_training.loop_distribution import bench as ldbench
    from .equivalence import compare_results, run_kernels

    with open(ldbench.KERNELS) as fh:
        ir = fh.read()
    t0 = time.perf_counter()
    out, remarks = optimize_llvm(ir.encode(), "rl-loop-distribute", text=True)
    t_pass = time.perf_counter() - t0
    split = sorted({r.function for r in remarks if r.name == "Distributed"})
    jobs = [{"ir": text, "function": f, "seeds": [0]} for f in split for text in (ir, out.decode())]
    results = run_kernels(jobs, timeout=300)
    for i, f in enumerate(split):
        compare_results(results[2 * i][0], results[2 * i + 1][0], context=f"{f} after rl-loop-distribute")
    rows = ldbench.kernel_costs(ir, oracle=False)

    def geomean(col: str) -> float:
        return math.exp(sum(math.log(r["original"] / r[col]) for r in rows) / len(rows))

    print(f"\nrl-loop-distribute (default partition=search: the cost model chooses) on {len(rows)} kernel loops: "
          f"{len(split)} distributed in {t_pass * 1e3:.0f} ms; all {len(split)} JIT-checked bit-identical to the "
          "originals")
    print(f"  llvm-mca cycles per iteration after the rest of -O3, geomean speed-up over the original loops: "
          f"default {geomean('ours'):.3f}x, partition=max;guard=cost {geomean('max_guarded'):.3f}x, the agents "
          f"{geomean('agents'):.3f}x (with guard=cost {geomean('agents_guarded'):.3f}x), LLVM loop-distribute "
          f"{geomean('llvm'):.3f}x, every node split {geomean('max'):.3f}x")
