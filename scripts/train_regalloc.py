#!/usr/bin/env python3
"""Retrain ``ml-regalloc``'s eviction policy through the generic learning path (``mlbridge-train``, config
``ml-regalloc``), then evaluate it on the held-out packages against the shipped model in the same run.

    .venv/bin/python scripts/train_regalloc.py CORPUS --work DIR [--init MODEL.onnx] [--es-iterations N] [--workers N]

Steps (each an ``mlbridge-train`` command, printed before it runs; each resumable in ``--work``):

1. **traces** of the LLVM-default-like ``mimic`` policy (the config's teacher) on the fitting packages, every module
   optimized with ``default<Oz>`` first (the config's ``prepare``), at most 50 questions per module;
2. **bc**: behavioural cloning of mimic's choices (listwise over the legal positions): the imitation policy;
3. **es**: ES on the config's cost (log of the spills+reloads ratio + 40 x the log ``.text`` ratio) from ``--init`` (the
   imitation with ``--init bc``, default: the shipped model, as the earlier trainer's last round fine-tuned its
   predecessor), candidates compiled through the pass itself on ``--batch`` fitting modules of at most ``--max-bytes``,
   the best iterate on the validation packages kept (the start included);
4. **evaluate** on the held-out packages (15 modules per package, any size) against LLVM's default advisor: the new
   policy (the pass ships it alone) and the previous one; writes OUT.goals.json and OUT.evaluation.json.

The shipped model (models/regalloc-evict.md) is this script's ES step with its defaults, started from the model
shipped before it.
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
    ap.add_argument("--per-package", default="15", help="training modules per package")
    ap.add_argument("--max-bytes", default="40000", help="largest bitcode of a training module (compile time)")
    ap.add_argument("--init", default=str(ROOT / "models" / "regalloc-evict.onnx"),
                    help="the policy ES starts from: an ONNX file, or bc (the imitation of mimic)")
    ap.add_argument("--es-iterations", default="14")
    ap.add_argument("--es-population", default="6")
    ap.add_argument("--es-batch", default="32")
    ap.add_argument("--es-sigma", default="0.02")
    ap.add_argument("--es-lr", default="0.01")
    add_run_options(ap, previous=str(ROOT / "models" / "regalloc-evict.onnx"),
                    out=str(ROOT / "build" / "regalloc-learned"))
    args = ap.parse_args(argv)
    run = run_options(args)
    train = ["ml-regalloc", args.corpus, *run, "--per-package", args.per_package, "--max-bytes", args.max_bytes]
    out = args.out
    step(["traces", *train, "--policy", "teacher"])
    step(["bc", *train, "-o", out + ".bc.onnx"])
    init = out + ".bc.onnx" if args.init == "bc" else args.init
    step(["es", *train, "--init", init, "--iterations", args.es_iterations, "--population", args.es_population,
          "--batch", args.es_batch, "--sigma", args.es_sigma, "--lr", args.es_lr, "-o", out + ".es.onnx"])
    step(["evaluate", "ml-regalloc", args.corpus, *run, "--per-package", "15", "--max-bytes", "0",
          "--model", out + ".es.onnx", "--model-role", "shipped default",
          "--compare", f"previous={args.previous}", "--compare", f"imitation={out}.bc.onnx",
          "--goals", out + ".goals.json", "--report", out + ".evaluation.json"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
