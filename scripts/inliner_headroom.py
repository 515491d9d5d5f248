#!/usr/bin/env python3
"""What is there to win against LLVM's inliner? Per-module oracles on the held-out packages (issue #29, item 3).

    .venv/bin/python scripts/inliner_headroom.py CORPUS [--per-package 40] [--max-bytes B] [--max-flips 48] \\
        [--rounds 3] \\
        [-j 2] [--backend ray --address HOST:PORT] [--cache FILE.jsonl] [--out models/inliner-oz.headroom.report.json]

For every held-out module of CORPUS (split_by_package, at most --per-package per package, as the card's held-out
evaluation samples them; --max-bytes: from the modules with at most B bytes of bitcode), training/inliner/headroom.py compiles default<Oz> with LLVM's heuristic, with the threshold
shifted (--shifts), with each single decision flipped (at most --max-flips questions, fewer for huge modules: --flip-bytes; sampled past that) and a greedy
chain of up to --rounds flips. Every figure is a real compilation's .text (codegen -O2, the module's relocation
model) against the heuristic's. Results are cached per module (JSON lines; an interrupted run resumes), and the
script prints and saves a table: package geomean (geomean of per-package geomeans, the protocol's figure), module
geomean, total, modules smaller, per package; plus how often a single flip saves bytes at all.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def parse_shifts(text: str) -> list[float | None]:
    return [None if s == "never" else float(s) for s in text.split(",") if s]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", nargs="?", default=str(ROOT / "build" / "corpus"))
    ap.add_argument("--held-out", type=float, default=0.4)
    ap.add_argument("--per-package", type=int, default=40)
    ap.add_argument("--max-bytes", type=int, default=0, help="only modules with at most this much bitcode (0: all); "
                    "the per-package sample is drawn from those")
    ap.add_argument("--max-flips", type=int, default=48)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--shifts", default="never,-20,-10,-5,5,10,20,40")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--flip-bytes", type=int, default=4_000_000, help="a module of B bytes of bitcode flips at most "
                    "max(8, FLIP_BYTES // B) questions per round (huge modules compile for many seconds)")
    ap.add_argument("--timeout", type=float, default=7200.0, help="seconds per module")
    ap.add_argument("--backend", default="local", choices=["local", "ray"])
    ap.add_argument("--address", default=None)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--cache", default=str(ROOT / "build" / "inliner-headroom.jsonl"))
    ap.add_argument("--out", default=str(ROOT / "models" / "inliner-oz.headroom.report.json"))
    args = ap.parse_args()

    from tqdm import tqdm

    from mlbridge_llvm.corpus.backends import make_backend, module_input
    from mlbridge_llvm.corpus.manifest import load_corpus
    from mlbridge_llvm.corpus.splits import packages, per_package, split_by_package
    from mlbridge_llvm.fileio import atomic_write
    from mlbridge_training.inliner.headroom import ORACLE_FUNCTION, summarize

    t0 = time.time()
    shifts = parse_shifts(args.shifts)
    corpus = load_corpus(args.corpus)
    _, held = split_by_package([m.name for m in corpus.modules], args.held_out)
    if args.max_bytes:
        held = [n for n in held if os.path.getsize(corpus.module(n).bc_path) <= args.max_bytes]
    held = per_package(held, args.per_package)
    done: dict[str, dict] = {}
    if os.path.exists(args.cache):
        with open(args.cache, encoding="utf-8") as f:
            for line in f:
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue
                if (rec.get("max_flips"), rec.get("rounds"), rec.get("shift_list"), rec.get("seed"),
                        rec.get("flip_bytes")) == (args.max_flips, args.rounds, args.shifts, args.seed, args.flip_bytes):
                    done[rec["name"]] = rec
    todo = [n for n in held if n not in done]
    print(f"{len(held)} held-out modules of {len(packages(held))} packages; {len(held) - len(todo)} cached, "
          f"{len(todo)} to measure", flush=True)
    if todo:
        os.makedirs(os.path.dirname(os.path.abspath(args.cache)), exist_ok=True)
        # the slowest modules first, so the pool is not left waiting on one at the end
        todo.sort(key=lambda n: -os.path.getsize(corpus.module(n).bc_path))
        with make_backend(args.backend, args.jobs, args.address) as be, \
                open(args.cache, "a", encoding="utf-8") as out, tqdm(total=len(todo), unit="module") as bar:
            tasks = []
            for n in todo:
                tasks.append({"name": n, "max_flips": args.max_flips, "rounds": args.rounds, "shifts": shifts,
                              "seed": args.seed, "flip_bytes": args.flip_bytes,
                              **module_input(be, corpus.module(n).bc_path)})
            for task, outcome in be.map_unordered(ORACLE_FUNCTION, tasks, args.timeout):
                bar.update(1)
                rec = outcome.value if outcome.ok else {"name": task["name"],
                                                        "error": f"{outcome.kind}: {outcome.error}"}
                rec.update(max_flips=args.max_flips, rounds=args.rounds, shift_list=args.shifts, seed=args.seed,
                           flip_bytes=args.flip_bytes)
                out.write(json.dumps(rec) + "\n")
                out.flush()
                done[task["name"]] = rec
    records = [done[n] for n in held]
    shift_keys = ["never" if s is None else f"{s:g}" for s in shifts]
    summary = summarize(records, shift_keys)
    st = summary["stats"]
    print(f"\n{st['measured']} modules measured ({st['failed']} failed), {st['questions']} questions, "
          f"{st['flipped']} flipped: {st['flips_saving']} save bytes, {st['flips_same']} change nothing, "
          f"{st['flips_costing']} cost bytes; {st['modules_with_a_saving_flip']} modules have a saving flip")
    print(f"\n{'variant':24} {'package geomean':>16} {'module geomean':>15} {'total':>8} {'smaller':>8} {'larger':>7}")
    for label, v in summary["variants"].items():
        print(f"{label:24} {v['package_geomean']:16.5f} {v['module_geomean']:15.5f} {v['total_ratio']:8.5f} "
              f"{v['smaller']:8d} {v['larger']:7d}")
    report = {"renderer": "inliner-headroom", "script": "scripts/inliner_headroom.py",
              "args": {k: v for k, v in vars(args).items() if k not in ("corpus", "cache", "out", "address")},
              "corpus": os.path.basename(os.path.normpath(args.corpus)), "packages": packages(held),
              "seconds_this_run": round(time.time() - t0), **summary}
    atomic_write(args.out, json.dumps(report, indent=1, sort_keys=True) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
