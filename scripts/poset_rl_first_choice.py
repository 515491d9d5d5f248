#!/usr/bin/env python3
"""How far can a choice made from the observation alone go? The experiment behind policy mode's missed target.

    .venv/bin/python scripts/poset_rl_first_choice.py CORPUS [--space odg|manual] [--work DIR]

Same training modules and caches as ``scripts/train_poset_rl.py`` (the greedy oracle, ``--work/oracle``) and
``scripts/train_poset_rl_critic.py`` (every catalog sequence measured on every training module, ``--work/catalog``):
with both caches it takes seconds, without them it computes them (resumable, hours on 2 cores). It scores, by
table look-ups in cross-validation, a perfect chooser over the catalog, the best fixed sequence, and
nearest-neighbour choosers on the policy's inputs (:mod:`mlbridge_training.poset_rl.first_choice`), with folds
grouped by package and, for contrast, by module. Held-out packages are not read.

Writes ``models/poset-rl-SPACE.first-choice.json`` (``--out``) and rewrites the card's ``first-choice`` block.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from mlbridge_training.common import log as _log  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus")
    ap.add_argument("--space", default="odg", choices=["odg", "manual"])
    ap.add_argument("--out", default=None, help="default: models/poset-rl-SPACE.first-choice.json")
    ap.add_argument("--steps", type=int, default=15, help="oracle step limit (as the training scripts)")
    ap.add_argument("--max-bytes", type=int, default=60_000)
    ap.add_argument("--per-package", type=int, default=25)
    ap.add_argument("--folds", type=int, default=5)
    ap.add_argument("--work", default="build/poset-rl-train", help="the training scripts' cache directory")
    from mlbridge_training.pool import run_on_backend

    return run_on_backend(ap, argv, _run)


def _run(args: argparse.Namespace) -> int:
    from mlbridge_llvm.fileio import atomic_write
    from mlbridge_training.cards import update_card
    from mlbridge_training.poset_rl import catalog as C
    from mlbridge_training.poset_rl import first_choice as FC
    from mlbridge_training.poset_rl import train as T

    out = args.out or f"models/poset-rl-{args.space}.first-choice.json"
    blobs, train_names, _ = T.load_corpus(args.corpus, args.max_bytes, 0, 0, args.per_package)
    searches = T.collect([(m, blobs[m]) for m in train_names], args.space, args.steps, args.workers, _log,
                         cache=os.path.join(args.work, "oracle"))
    cat, measured = C.training_catalog(searches, blobs, args.space, args.workers,
                                       cache=os.path.join(args.work, "catalog"))
    table = FC.Table.of(measured, {s.module: s.oz_size for s in searches})
    rows = FC.experiment(table, args.folds)
    for r in rows:
        _log(f"{r['split']:8s} {r['chooser']:24s} module {r['module_geomean']:.4f} package "
             f"{r['package_geomean']:.4f} larger than Oz {r['larger_share']:.1%}")
    report = {"renderer": "poset-rl-first-choice", "script": "scripts/poset_rl_first_choice.py", "space": args.space,
              "args": {k: getattr(args, k) for k in ("steps", "max_bytes", "per_package", "folds")},
              "catalog": len(cat.seqs), "rows": rows}
    atomic_write(out, (json.dumps(report, indent=1) + "\n").encode())
    card = os.path.join(os.path.dirname(out), f"poset-rl-{args.space}.md")
    if os.path.exists(card):
        update_card(card)
    _log(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
