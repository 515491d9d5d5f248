#!/usr/bin/env python3
"""Measure the candidates poset-rl can build on a per-package sample of a corpus (``training/poset_rl/sizedata.py``):
``.text``, native size features and CPU seconds of every step, for the size model and the cheap-guard trade-off.

    .venv/bin/python scripts/poset_rl_sizedata.py /work/corpus/full --side heldout --per-package 8 \\
        --max-bytes 80000 --cache build/poset-rl-sizedata/cache --out build/poset-rl-sizedata/heldout.pkl

``--side`` picks the training or held-out side of ``split_by_package`` (the protocol's split, 40% of packages held
out); at most ``--per-package`` modules per package are taken (by hash, after the ``--max-bytes`` filter). The
plans are the shipped plan file's. Resumable: each module is cached in ``--cache``.
"""
from __future__ import annotations

import argparse
import os
import pickle
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus")
    ap.add_argument("--side", choices=["train", "heldout"], required=True)
    ap.add_argument("--per-package", type=int, default=8)
    ap.add_argument("--max-bytes", type=int, default=80_000)
    ap.add_argument("--space", default="odg")
    ap.add_argument("--plan-file", default=None, help="default: the shipped plans of --space")
    ap.add_argument("--cache", default="build/poset-rl-sizedata/cache")
    ap.add_argument("--out", required=True)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    args = ap.parse_args(argv)

    from mlbridge_llvm.corpus.manifest import load_corpus
    from mlbridge_llvm.corpus.splits import per_package, split_by_package
    from mlbridge_llvm.fileio import atomic_write
    from mlbridge_llvm.resources import models_dir
    from mlbridge_passes.poset_rl.planner import DEFAULT_PLANS, Plans
    from mlbridge_training.poset_rl.sizedata import collect

    plans = Plans.load(args.plan_file or models_dir() / DEFAULT_PLANS[args.space])
    corpus = load_corpus(args.corpus)
    by_name = {m.name: m for m in corpus.modules}
    train, held = split_by_package(sorted(by_name))
    side = held if args.side == "heldout" else train
    side = [n for n in side if os.path.getsize(by_name[n].bc_path) <= args.max_bytes]
    names = per_package(side, args.per_package)
    print(f"{len(names)} modules ({args.side}, <= {args.per_package} per package, <= {args.max_bytes} bytes)",
          flush=True)
    failed: list[str] = []
    t0 = time.time()

    def progress(i: int, n: int) -> None:
        if i % 10 == 0 or i == n:
            print(f"  {i}/{n} modules, {time.time() - t0:.0f} s", flush=True)

    data = collect([(n, by_name[n].read_bitcode()) for n in names], plans.plans, args.space, args.jobs, args.cache,
                   progress, on_failure=lambda job, msg: failed.append(f"{job[0]}: {msg.splitlines()[-1:]}"))
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    atomic_write(args.out, pickle.dumps({"side": args.side, "corpus": args.corpus, "per_package": args.per_package,
                                         "max_bytes": args.max_bytes, "plans": plans.plans, "modules": data,
                                         "failed": failed}))
    print(f"{len(data)} measured, {len(failed)} failed -> {args.out}")
    for f in failed:
        print("  failed:", f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
