#!/usr/bin/env python3
"""Retrain ``ml-inline``'s policy through the generic learning path (``mlbridge-train``, config ``ml-inline``), then
evaluate it on the held-out packages against the shipped model in the same run.

    .venv/bin/python scripts/train_inliner.py CORPUS --work DIR [--es-iterations N] [--workers N] [--backend ray ...]

Steps (each an ``mlbridge-train`` command, printed before it runs; each resumable in ``--work``: run the script
again after an interruption):

1. **traces** of the bundled model on the fitting packages (bitcode <= --max-bytes), every question logged with LLVM's
   own decision among the features (``inlining_default``);
2. **bc**: behavioural cloning of LLVM's decision (``--target default``): the policy reads the default and learns to
   answer it, so ``ml-inline``'s size guard, which compiles twice only where the policy departs from the heuristic,
   costs nothing (the opt-time goal; models/inliner-oz.md);
3. **es** (``--es-iterations`` > 0): ES on the modules' ``.text`` from the cloned policy, the best iterate on the
   validation packages kept (the start included);
4. **evaluate** on the held-out packages (at most --eval-per-package per package, any size): the new policy alone
   and as the pass ships it (``ml-inline``, the guard on), the previous model both ways, against ``default<Oz>``;
   writes OUT.goals.json and OUT.evaluation.json.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from train_recipe import add_run_options, run_options, step

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus")
    ap.add_argument("--work", required=True)
    ap.add_argument("--max-bytes", default="60000", help="largest bitcode of a training module")
    ap.add_argument("--per-package", default="40", help="training modules per package")
    ap.add_argument("--es-iterations", type=int, default=0)
    ap.add_argument("--eval-per-package", default="40")
    add_run_options(ap, previous=str(ROOT / "models" / "inliner-oz.onnx"),
                    out=str(ROOT / "build" / "inliner-learned"))
    args = ap.parse_args(argv)
    run = run_options(args)
    train = ["ml-inline", args.corpus, *run, "--max-bytes", args.max_bytes, "--per-package", args.per_package]
    out = args.out
    step(["traces", *train, "--policy", "default", "--explore", "0"])
    step(["bc", *train, "--target", "default", "--epochs", "60", "-o", out + ".bc.onnx"])
    model = out + ".bc.onnx"
    if args.es_iterations:
        step(["es", *train, "--init", model, "--iterations", str(args.es_iterations), "-o", out + ".es.onnx"])
        model = out + ".es.onnx"
    step(["evaluate", "ml-inline", args.corpus, *run, "--per-package", args.eval_per_package, "--max-bytes", "0",
          "--model", model, "--shipped", "ml-inline", "--compare", f"previous={args.previous}",
          "--goals", out + ".goals.json", "--report", out + ".evaluation.json"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
