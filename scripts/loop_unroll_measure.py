#!/usr/bin/env python3
"""Measure every ml-loop-unroll action on every loop of kernel suites or of a corpus: the cost model and, for
kernels, the measured time.

The input is the front end's unoptimized IR at -O3 (what ``mlbridge-cc -O3`` hands the pass): clang 22
``-O3 -Xclang -disable-llvm-passes`` of a kernel file, or a corpus built with ``mlbridge-corpus build -O 3``. Each
action of :data:`mlbridge_passes.loop_unroll.ACTIONS` is put on every asked innermost loop
(``ml-loop-unroll<decision=A>`` through the pass's library), LLVM's ``default<O3>`` carries it out, and per function
with exactly one asked loop:

* **cost model** (llvm-mca through :mod:`mlbridge_llvm.outcomes`, for the modules' own CPU unless ``--cpu``): the
  cycles of one call, statically: every block of the compiled function once, plus each innermost loop's cycles per
  iteration times (its trip count x the trip counts of the loops around it - 1), trip counts from SCEV on the
  compiled IR (a remainder loop counts its maximum), the training config's outcome;
* **measured time** (kernels only: functions without parameters over global arrays): the fastest of ``--reps``
  calls, median over ``--rounds`` interleaved pinned rounds (:func:`mlbridge_llvm.outcomes.runtime.time_kernels`,
  executables built with ``default<O3>`` for the same CPU), with every array's checksum compared with LLVM's own
  choice.

Writes JSON lines, one per loop: suite (kernels) or package (corpus), function, the pass's features, cycles and ns per
action, whether the output equals LLVM's. ``scripts/loop_unroll_goals.py`` computes oracles, rules and held-out
figures from them.

Usage: scripts/loop_unroll_measure.py --suite train=test/inputs/loopdist/kernels_fam_train.c -o loops.jsonl
       scripts/loop_unroll_measure.py --corpus /work/corpus/o3 --side held-out --per-package 20 -o corpus.jsonl
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mlbridge_llvm.errors import MLBridgeError  # noqa: E402
from mlbridge_llvm.fileio import atomic_write  # noqa: E402
from mlbridge_llvm.ir.llvmc import CModule  # noqa: E402
from mlbridge_llvm.outcomes import runtime  # noqa: E402
from mlbridge_llvm.outcomes.target import target_cpu  # noqa: E402
from mlbridge_passes.loop_unroll import ACTIONS, FEATURE_NAMES, Question, apply, questions  # noqa: E402

PIPELINE = "default<O3>"


def front_end_ir(source: str, folder: str) -> str:
    """The unoptimized IR clang 22 at -O3 hands LLVM's pipeline (value names kept, so loops keep their labels)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from loop_unroll_corpus import front_end_ir as front_end_ir_file

    return Path(front_end_ir_file(source, folder)).read_text()


def variants(ir: str, name: str) -> tuple[dict[str, str], dict[str, list[Question]]]:
    """The module with each action on every asked loop (action name -> IR), and function -> its asked loops."""
    out: dict[str, str] = {}
    with CModule.parse_ir(ir, name) as module:
        asked = [q for q in questions(module) if not q.skip]
        for action in ACTIONS:
            copy = module.clone()
            apply(copy, [(q, action) for q in asked])
            out[action.name] = copy.to_ir()
            copy.dispose()
    per_function: dict[str, list[Question]] = {}
    for q in asked:
        per_function.setdefault(q.function, []).append(q)
    return out, per_function


def call_cycles(ir: str, functions: list[str], cpu: str) -> dict[str, float]:
    """llvm-mca cycles of one call of each function after the pipeline: the training config's outcome
    (:func:`mlbridge_training.learn.configs.ml_loop_unroll.call_cycles`), so both measure alike."""
    from mlbridge_training.learn.configs.ml_loop_unroll import call_cycles as cycles_of

    return cycles_of(ir, functions, cpu=cpu, pipeline=PIPELINE)


def _record(q: Question, **fields: object) -> dict:
    return {"function": q.function, "loop": q.header, "trip_count": q.trip_count,
            "features": dict(zip(FEATURE_NAMES, map(float, q.features[0]))), **fields}


def measure_suite(name: str, source: str, cpu: str, rounds: int, reps: int, folder: str) -> list[dict]:
    """One record per kernel with one asked loop: cycles and measured time per action (module doc)."""
    ir = front_end_ir(source, folder)
    by_action, per_function = variants(ir, name)
    kernels = {k for _, k in runtime.kernels_of(by_action["llvm"])[1]}
    chosen = sorted(fn for fn, qs in per_function.items() if len(qs) == 1 and fn in kernels)
    cycles = {a: call_cycles(text, chosen, cpu) for a, text in by_action.items()}
    timed = runtime.time_kernels(by_action, rounds=rounds, reps=reps, pipeline=PIPELINE, cpu=cpu,
                                 baseline="llvm", workdir=os.path.join(folder, name))
    return [_record(per_function[fn][0], suite=name, source=os.path.relpath(source, ROOT),
                    cycles={a: cycles[a][fn] for a in cycles}, time_ns={a: timed["times"][a][fn] for a in by_action},
                    same_output={a: fn not in timed["checksum_differs"][a] for a in by_action})
            for fn in chosen]


def measure_corpus(root: str, side: str, per_package: int, cpu: str, known_trip: bool) -> list[dict]:
    """One record per function with one asked loop (of a constant trip count with ``known_trip``) of the corpus
    modules on ``side`` of the package split: cycles per action (module doc)."""
    from mlbridge_llvm.corpus.manifest import load_corpus, package_of
    from mlbridge_llvm.corpus.splits import per_package as limit, split_by_package

    corpus = load_corpus(root)
    train, held = split_by_package([m.name for m in corpus.modules])
    names = limit(held if side == "held-out" else train, per_package)
    records: list[dict] = []
    for i, name in enumerate(names):
        try:
            with CModule.parse_bitcode(corpus.module(name).read_bitcode(), name) as module:
                ir = module.to_ir()
            by_action, per_function = variants(ir, name)
            chosen = sorted(fn for fn, qs in per_function.items()
                            if len(qs) == 1 and (qs[0].trip_count is not None or not known_trip))
            if not chosen:
                continue
            cycles = {a: call_cycles(text, chosen, cpu) for a, text in by_action.items()}
        except (MLBridgeError, KeyError) as e:
            print(f"{name}: skipped ({str(e).splitlines()[0][:200]})", file=sys.stderr)
            continue
        records += [_record(per_function[fn][0], package=package_of(name), module=name,
                            cycles={a: cycles[a][fn] for a in cycles}) for fn in chosen]
        print(f"[{i + 1}/{len(names)}] {name}: {len(chosen)} loops", file=sys.stderr)
    return records


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--suite", action="append", default=[], metavar="NAME=FILE.c", help="a kernel suite (repeat)")
    ap.add_argument("--corpus", help="a corpus built at -O3 (cost model only)")
    ap.add_argument("--side", choices=("train", "held-out"), default="held-out", help="the corpus's package split side")
    ap.add_argument("--per-package", type=int, default=20, help="corpus modules per package (0: all)")
    ap.add_argument("--any-trip", action="store_true", help="corpus: loops of unknown trip count too (counted once)")
    ap.add_argument("-o", "--out", required=True, help="JSON lines, one per loop")
    ap.add_argument("--cpu", default=None, help="the CPU compiled and simulated for (default: the modules' own, "
                                                "x86-64 for clang without -march)")
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--reps", type=int, default=20)
    args = ap.parse_args(argv)
    cpu = args.cpu or target_cpu("", "x86-64")
    records: list[dict] = []
    with tempfile.TemporaryDirectory(prefix="loop-unroll-") as folder:
        for spec in args.suite:
            name, _, source = spec.partition("=")
            found = measure_suite(name, source, cpu, args.rounds, args.reps, folder)
            print(f"{name}: {len(found)} loops", file=sys.stderr)
            records += found
    if args.corpus:
        records += measure_corpus(args.corpus, args.side, args.per_package, cpu, not args.any_trip)
    atomic_write(args.out, "".join(json.dumps({**r, "cpu": cpu}) + "\n" for r in records))
    return 0


if __name__ == "__main__":
    sys.exit(main())
