#!/usr/bin/env python3
"""Measure every ml-loop-unroll action on every loop of kernel suites: the cost model and the measured time.

For each C file (kernels: functions without parameters over global arrays, as ``test/inputs/loopdist/*.c``), the front
end's unoptimized IR (clang 22 ``-O3 -Xclang -disable-llvm-passes``, what ``mlbridge-cc -O3`` hands the pass) gets
each action of :data:`mlbridge_passes.loop_unroll.ACTIONS` on every innermost loop (``ml-loop-unroll<decision=A>``
through the pass's library), then LLVM's ``default<O3>`` carries it out. Per kernel with exactly one innermost loop:

* **cost model**: llvm-mca cycles of one call (:mod:`mlbridge_llvm.outcomes.mca` after ``default<O3>``): every
  innermost loop of the compiled function, remainders included, cycles per iteration x its trip count x the trip
  counts of the loops around it (SCEV on the compiled IR); a function whose loop was fully unrolled costs one pass
  through its body;
* **measured time**: the fastest of ``--reps`` calls, median over ``--rounds`` interleaved pinned rounds
  (:func:`mlbridge_llvm.outcomes.runtime.time_kernels`, executables built with ``default<O3>``, ``-mcpu=native``),
  with every array's checksum compared with LLVM's own choice.

Writes JSON lines (one per loop: suite, function, features, cycles and ns per action, checksums equal): the table
traces, oracles and held-out evaluations are computed from (``scripts/loop_unroll_goals.py``).

Usage: scripts/loop_unroll_measure.py --suite train=test/inputs/loopdist/kernels_fam_train.c -o loops.jsonl
"""
from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mlbridge_llvm.fileio import atomic_write  # noqa: E402
from mlbridge_llvm.ir.llvmc import CModule  # noqa: E402
from mlbridge_llvm.ir.loops import loops as ir_loops  # noqa: E402
from mlbridge_llvm.outcomes import mca, runtime  # noqa: E402
from mlbridge_llvm.outcomes.target import target_cpu  # noqa: E402
from mlbridge_passes.loop_unroll import ACTIONS, FEATURE_NAMES, apply, questions  # noqa: E402

PIPELINE = "default<O3>"


def front_end_ir(source: str, folder: str) -> str:
    """The unoptimized IR clang 22 at -O3 hands LLVM's pipeline (no optnone, loop metadata as clang writes it)."""
    from mlbridge_llvm.corpus.toolchain import find_toolchain

    tc = find_toolchain()
    out = os.path.join(folder, Path(source).stem + ".fe.ll")
    subprocess.run([*tc.driver, *tc.flags, "-O3", "-Xclang", "-disable-llvm-passes", "-fno-discard-value-names", "-S", "-emit-llvm", source, "-o",
                    out], check=True, env=tc.run_env(), timeout=600)
    return Path(out).read_text()


def variants(ir: str) -> tuple[dict[str, str], dict[str, list]]:
    """The module with each action on every asked loop (action name -> IR), and function -> its questions."""
    out: dict[str, str] = {}
    with CModule.parse_ir(ir, "kernels") as module:
        asked = [q for q in questions(module) if not q.skip]
        for action in ACTIONS:
            copy = module.clone()
            apply(copy, [(q, action) for q in asked])
            out[action.name] = copy.to_ir()
            copy.dispose()
    per_function: dict[str, list] = {}
    for q in asked:
        per_function.setdefault(q.function, []).append(q)
    return out, per_function


def call_cycles(ir: str, functions: list[str], cpu: str) -> dict[str, float]:
    """llvm-mca cycles of one call of each function after the pipeline (module doc)."""
    costs = mca.functions_loop_cycles(ir, functions, cpu=cpu, pipeline=PIPELINE, no_loop_ok=True)
    optimized = mca.optimized_ir(ir, functions, cpu=cpu, pipeline=PIPELINE)
    # (function, block) -> (trip count of the innermost IR loop holding the block, trip counts of the loops around):
    # llc may lay a loop out from another block than the IR header (an unrolled loop exiting mid-body)
    where: dict[tuple[str, str], tuple[float, float]] = {}
    with CModule.parse_ir(optimized, "optimized") as module:
        for fn in functions:
            for lp in ir_loops(module, fn):
                if not lp.is_innermost:
                    continue
                around, p = 1.0, lp.parent
                while p is not None:
                    around *= p.trip.exact or p.trip.max or 1
                    p = p.parent
                for block in lp.blocks:
                    where[(fn, block.name)] = (float(lp.trip.exact or lp.trip.max or 1), around)
    straight = [fn for fn in functions if not costs[fn].loops]
    flat = mca.module_cycles(ir, cpu=cpu, pipeline=PIPELINE, functions=straight) if straight else {}
    out = {}
    for fn in functions:
        if fn in flat:
            out[fn] = flat[fn]
            continue
        total = 0.0
        for lp in costs[fn].loops:
            trip, around = where.get((fn, lp.header), (1.0, 1.0))
            total += lp.cycles_per_iter * (lp.trip_count if lp.trip_count is not None else trip) * around
        out[fn] = total
    return out


def measure_suite(name: str, source: str, cpu: str, rounds: int, reps: int, folder: str) -> list[dict]:
    """One record per kernel with one innermost loop (module doc)."""
    ir = front_end_ir(source, folder)
    by_action, per_function = variants(ir)
    kernels = {k for _, k in runtime.kernels_of(by_action["llvm"])[1]}
    chosen = sorted(fn for fn, qs in per_function.items() if len(qs) == 1 and fn in kernels)
    cycles = {a: call_cycles(text, chosen, cpu) for a, text in by_action.items()}
    timed = runtime.time_kernels(by_action, rounds=rounds, reps=reps, pipeline=PIPELINE, cpu="native",
                                 baseline="llvm", workdir=os.path.join(folder, name))
    records = []
    for fn in chosen:
        (q,) = per_function[fn]
        records.append({
            "suite": name, "source": os.path.relpath(source, ROOT), "function": fn, "loop": q.header,
            "trip_count": q.trip_count, "features": dict(zip(FEATURE_NAMES, map(float, q.features[0]))),
            "cycles": {a: cycles[a][fn] for a in cycles},
            "time_ns": {a: timed["times"][a][fn] for a in by_action},
            "same_output": {a: fn not in timed["checksum_differs"][a] for a in by_action},
        })
    return records


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--suite", action="append", required=True, metavar="NAME=FILE.c", help="a kernel suite (repeat)")
    ap.add_argument("-o", "--out", required=True, help="JSON lines, one per loop")
    ap.add_argument("--cpu", default=None, help="llvm-mca's CPU (default: this machine's)")
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--reps", type=int, default=20)
    args = ap.parse_args(argv)
    cpu = args.cpu or target_cpu("", "native")
    lines = []
    with tempfile.TemporaryDirectory(prefix="loop-unroll-") as folder:
        for spec in args.suite:
            name, _, source = spec.partition("=")
            records = measure_suite(name, source, cpu, args.rounds, args.reps, folder)
            print(f"{name}: {len(records)} loops", file=sys.stderr)
            lines += [json.dumps({**r, "cpu": cpu}) for r in records]
    atomic_write(args.out, "\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
