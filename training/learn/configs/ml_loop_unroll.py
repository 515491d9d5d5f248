"""``ml-loop-unroll``: per innermost loop, LLVM's unrolling, none, or a count (2, 4, 8), judged by speed.

Trained on an MLGO corpus of loop kernels with one loop per module (``scripts/loop_unroll_corpus.py``), so a module's
outcome is its loop's; the pipeline is the pass before LLVM's ``default<O3>``, the baseline ``default<O3>`` alone
(LLVM's unroll heuristic). Two rewards, both of :mod:`mlbridge_llvm.outcomes`, for the compilation's own CPU (the
module's ``target-cpu``: ``x86-64`` as clang -O3 leaves it):

* :data:`CONFIG`: :func:`cycles`, llvm-mca cycles of one call of every defined function, statically (every block
  once, plus each innermost loop's cycles per iteration times its remaining runs, trip counts from SCEV);
* :data:`CONFIG_TIME`: :func:`time_ns`, the measured time of the module's kernels (executables, fastest of 10 calls,
  median of 5 pinned runs): noisy, for fine-tuning a policy trained on the cost model;
* :data:`CONFIG_ORACLE`: the cycles reward, with a teacher, :func:`measured_oracle`: the answer measured best on each
  fitting loop in two runs (``scripts/loop_unroll_oracle.py``), for behavioural cloning of measured time.
"""
from __future__ import annotations

import os
import tempfile
from typing import Any

__all__ = ["CONFIG", "CONFIG_ORACLE", "CONFIG_TIME", "ORACLE_TABLE", "call_cycles", "cycles", "measured_oracle",
           "time_ns"]

#: The environment variable naming the measured oracle's table (``scripts/loop_unroll_oracle.py``).
ORACLE_TABLE = "MLBRIDGE_LOOP_UNROLL_ORACLE"
_ORACLE: dict[str, dict[tuple[float, ...], int]] = {}


def _trips(optimized: str, functions: list[str]) -> dict[tuple[str, str], float]:
    """(function, block) -> runs of the innermost loop holding the block per call: its trip count (SCEV's constant,
    else its maximum, else 1) times those of the loops around it (llc may lay a loop out from another block than the
    IR header, so every block of the loop is mapped)."""
    from mlbridge_llvm.ir.llvmc import CModule
    from mlbridge_llvm.ir.loops import loops

    where: dict[tuple[str, str], float] = {}
    with CModule.parse_ir(optimized, "optimized") as module:
        for fn in functions:
            for lp in loops(module, fn):
                if not lp.is_innermost:
                    continue
                runs, p = float(lp.trip.exact or lp.trip.max or 1), lp.parent
                while p is not None:
                    runs *= p.trip.exact or p.trip.max or 1
                    p = p.parent
                for block in lp.blocks:
                    where[(fn, block.name)] = runs
    return where


def call_cycles(ir: str, functions: list[str], *, cpu: str | None = None, pipeline: str = "") -> dict[str, float]:
    """llvm-mca cycles of one call of each function of module ``ir`` after ``pipeline`` (module doc), with one opt,
    one llc and two llvm-mca calls (labels may appear once per llvm-mca input)."""
    from mlbridge_llvm.outcomes import mca
    from mlbridge_llvm.outcomes.asm import innermost_loops
    from mlbridge_llvm.outcomes.target import target_cpu

    cpu = target_cpu(ir, cpu)
    with tempfile.TemporaryDirectory(prefix="lu-mca-") as tmp:
        optimized, blocks = mca.function_blocks(ir, functions, cpu=cpu, pipeline=pipeline, workdir=tmp)
        loops = [(fn, lp) for fn in functions for lp in innermost_loops(blocks[fn])]
        body_cycles = mca.region_cycles([mca.body_region(fn, blocks[fn]) for fn in functions], cpu, tmp)
        os.mkdir(os.path.join(tmp, "loops"))
        loop_cycles = mca.region_cycles([lp.blocks for _, lp in loops], cpu, os.path.join(tmp, "loops"))
    runs = _trips(optimized, functions)
    out = dict(zip(functions, body_cycles))
    for (fn, lp), c in zip(loops, loop_cycles):
        out[fn] += c * max(runs.get((fn, lp.header.ir_name or ""), 1.0) - 1.0, 0.0)
    return out


def _text(artifacts: Any) -> str:
    from mlbridge_llvm.ir.llvmc import CModule

    with CModule.parse_bitcode(artifacts.bitcode, "result") as module:
        return module.to_ir()


def cycles(artifacts: Any) -> float:
    """Reward outcome: :func:`call_cycles` summed over the result module's defined functions (already optimized)."""
    from mlbridge_llvm.ir.llvmc import CModule

    with CModule.parse_bitcode(artifacts.bitcode, "result") as module:
        ir = module.to_ir()
        functions = [fn.name for fn in module.functions() if not fn.is_declaration]
    return sum(call_cycles(ir, functions).values()) if functions else 0.0


def time_ns(artifacts: Any) -> float:
    """Reward outcome: the measured time of the result module's kernels, in ns (summed)."""
    from mlbridge_llvm.outcomes import runtime
    from mlbridge_llvm.outcomes.target import target_cpu

    ir = _text(artifacts)
    timed = runtime.time_kernels({"result": ir}, rounds=5, reps=10, cpu=target_cpu(ir))
    return float(sum(timed["times"]["result"].values()))


def measured_oracle(features: dict[str, Any]) -> int:
    """Teacher policy: the measured oracle's answer for a loop whose features are in the table ``$ORACLE_TABLE``
    names (``scripts/loop_unroll_oracle.py``), LLVM's own choice (0) for any other loop."""
    import json

    import numpy as np

    path = os.environ.get(ORACLE_TABLE, "")
    if path not in _ORACLE:
        from mlbridge_llvm.errors import ConfigError

        if not path or not os.path.isfile(path):
            raise ConfigError(f"measured_oracle: set ${ORACLE_TABLE} to a table of scripts/loop_unroll_oracle.py")
        with open(path) as f:
            rows = json.load(f)["rows"]
        _ORACLE[path] = {tuple(np.float32(v) for v in row[:-1]): int(row[-1]) for row in rows}
    key = tuple(np.asarray(features["loop_features"], np.float32).reshape(-1))
    return _ORACLE[path].get(key, 0)


_COMMON: dict[str, Any] = {
    "pass": "ml-loop-unroll",
    "pipeline": "ml-loop-unroll,default<O3>",
    "baseline": "default<O3>",
    "reloc": "default",
    "decision": {"kind": "class", "classes": 5},
    "explore": {"epsilon": 0.5, "actions": [0, 1, 2, 3, 4]},
    "model": {"hidden": 16, "preprocess": "signed_log1p"},
}
_GOAL = ("ml-loop-unroll faster than LLVM's unroll heuristic (default<O3>) on held-out packages, package geomean of "
         "the outcome's ratio below 1")

#: trained on llvm-mca cycles
CONFIG: dict[str, Any] = {
    **_COMMON,
    "description": "ml-loop-unroll's policy: LLVM, none, x2, x4 or x8 per innermost loop, for llvm-mca cycles",
    "reward": [{"outcome": "mlbridge_training.learn.configs.ml_loop_unroll:cycles", "weight": 1.0}],
    "eval": {"per_package": 0, "max_bytes": 0, "goal": {"description": _GOAL + " (llvm-mca cycles)", "value": 0.9999}},
}

#: behavioural cloning of the measured oracle (traces with ``--policy teacher``, ``$MLBRIDGE_LOOP_UNROLL_ORACLE`` set)
CONFIG_ORACLE: dict[str, Any] = {
    **_COMMON,
    "description": "ml-loop-unroll's policy cloned from the measured oracle's answers on the fitting loops",
    "teacher": "python:mlbridge_training.learn.configs.ml_loop_unroll:measured_oracle",
    "reward": [{"outcome": "mlbridge_training.learn.configs.ml_loop_unroll:cycles", "weight": 1.0}],
    "eval": {"per_package": 0, "max_bytes": 0, "goal": {"description": _GOAL + " (llvm-mca cycles)", "value": 0.9999}},
}

#: fine-tuned on measured time
CONFIG_TIME: dict[str, Any] = {
    **_COMMON,
    "description": "ml-loop-unroll's policy: LLVM, none, x2, x4 or x8 per innermost loop, for measured time",
    "reward": [{"outcome": "mlbridge_training.learn.configs.ml_loop_unroll:time_ns", "weight": 1.0}],
    "eval": {"per_package": 0, "max_bytes": 0, "goal": {"description": _GOAL + " (measured time)", "value": 0.9999}},
}
