#!/usr/bin/env python3
"""Measure shipped passes on the held-out packages of a corpus (the leave-packages-out protocol) and write a report
JSON that model cards render their figures from (training/cards.py).

    .venv/bin/python scripts/evaluate_held_out.py CORPUS --pipeline policy='poset-rl<measure=0>' \\
        --pipeline policy-guarded='poset-rl' --exclude-package lupa-2.8 ... --out models/poset-rl-odg.held-out.json

Each pipeline runs with mlbridge-corpus run against --baseline (default default<Oz>) over the held-out side of
split_by_package (at most --per-package modules per package), on the local pool or Ray (--backend ray --address).
--exclude-package drops packages a shipped model was trained on, so the figure is on code it never saw.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", nargs="?", default=str(ROOT / "build" / "corpus"))
    ap.add_argument("--pipeline", action="append", required=True, help="LABEL=PIPELINE (repeatable)")
    ap.add_argument("--baseline", default="default<Oz>")
    ap.add_argument("--held-out", type=float, default=0.4)
    ap.add_argument("--per-package", type=int, default=20)
    ap.add_argument("--exclude-package", action="append", default=[], help="package key to leave out (repeatable)")
    ap.add_argument("--backend", default="local", choices=["local", "ray"])
    ap.add_argument("--address", default=None)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()

    from mlbridge_llvm.corpus.manifest import load_corpus, package_of, write_subset
    from mlbridge_llvm.corpus.report import size_figures
    from mlbridge_llvm.corpus.run import run_corpus
    from mlbridge_llvm.corpus.splits import packages, per_package, split_by_package
    from mlbridge_llvm.fileio import atomic_write

    pipelines = dict(item.split("=", 1) for item in args.pipeline)
    corpus = load_corpus(args.corpus)
    _, held = split_by_package([m.name for m in corpus.modules], args.held_out)
    held = per_package([n for n in held if package_of(n) not in set(args.exclude_package)], args.per_package)
    out: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="mlbridge-eval-") as work:
        subset = os.path.join(work, "held-out")
        write_subset(corpus, held, subset)
        for label, pipeline in pipelines.items():
            results = os.path.join(work, f"{label}.jsonl")
            run_corpus(subset, results, pipeline, args.baseline, backend=args.backend, jobs=args.jobs,
                       address=args.address, progress=True)
            s = out[label] = size_figures(results)
            print(f"{label} ({pipeline}): package geomean {s['package_geomean']:.5f}, geomean {s['geomean_ratio']:.5f}, "
                  f"{s['larger']} larger / {s['smaller']} smaller of {s['compared']}", flush=True)
    report = {"renderer": "evaluation", "script": "scripts/evaluate_held_out.py", "pipelines": list(pipelines.items()),
              "baseline": args.baseline, "held_out_fraction": args.held_out, "per_package": args.per_package,
              "excluded_packages": sorted(args.exclude_package),
              "packages": packages(held), "held_out": {"modules": len(held), **out}}
    atomic_write(args.out, json.dumps(report, indent=1, sort_keys=True) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
