#!/usr/bin/env python3
"""The eviction policy (models/regalloc-evict.onnx) on optimized bitcode of the held-out packages of a corpus.

    .venv/bin/python scripts/evaluate_regalloc_held_out.py [CORPUS] [--per-package 15] [--backend ray --address ...]

Each module of the held-out side of split_by_package (at most --per-package per package) is optimized with
default<Oz> and compiled twice (codegen -O2, x86-64): LLVM's default eviction advisor and the policy
(training/regalloc/evaluate.py), on the corpus backends. Writes --out, which the model card renders
(training/cards.py): spills+reloads and .text, in total and per package, and the modules where the policy spills more.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", nargs="?", default=str(ROOT / "build" / "corpus"))
    ap.add_argument("--model", default=str(ROOT / "models" / "regalloc-evict.onnx"))
    ap.add_argument("--held-out", type=float, default=0.4)
    ap.add_argument("--per-package", type=int, default=15)
    ap.add_argument("--backend", default="local", choices=["local", "ray"])
    ap.add_argument("--address", default=None)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--out", default=str(ROOT / "models" / "regalloc-evict.held-out.json"))
    args = ap.parse_args()

    from tqdm import tqdm

    from mlbridge_llvm.corpus.backends import make_backend, module_input
    from mlbridge_llvm.corpus.manifest import load_corpus, package_of
    from mlbridge_llvm.corpus.report import geomean
    from mlbridge_llvm.corpus.splits import per_package, split_by_package
    from mlbridge_llvm.fileio import atomic_write
    from mlbridge_training.regalloc.evaluate import EVALUATE_FUNCTION, package_geomean

    corpus = load_corpus(args.corpus)
    _, held = split_by_package([m.name for m in corpus.modules], args.held_out)
    held = per_package(held, args.per_package)
    model = os.path.abspath(args.model)
    rows, failed = [], []
    with make_backend(args.backend, args.jobs, args.address) as be, tqdm(total=len(held), unit="module") as bar:
        tasks = []
        for name in held:
            tasks.append({"name": name, "model": model, **module_input(be, corpus.module(name).bc_path)})
        for task, outcome in be.map_unordered(EVALUATE_FUNCTION, tasks, 600):
            bar.update(1)
            (rows.append(outcome.value) if outcome.ok else failed.append([task["name"], outcome.error]))
    rows.sort(key=lambda r: r["name"])

    def sr(r: dict, k: str) -> int:
        return r[k]["spills"] + r[k]["reloads"]

    def figures(group: list[dict]) -> dict:
        base, pol = sum(sr(r, "default") for r in group), sum(sr(r, "policy") for r in group)
        texts = [r["policy"]["text"] / r["default"]["text"] for r in group if r["default"]["text"]]
        return {"modules": len(group), "spills_reloads_default": base, "spills_reloads_policy": pol,
                "spills_reloads_ratio": pol / base if base else None,
                "text_default": sum(r["default"]["text"] for r in group),
                "text_policy": sum(r["policy"]["text"] for r in group), "text_geomean": geomean(texts),
                "more_spills": sum(sr(r, "policy") > sr(r, "default") for r in group),
                "fewer_spills": sum(sr(r, "policy") < sr(r, "default") for r in group),
                "text_larger": sum(r["policy"]["text"] > r["default"]["text"] for r in group)}
    packages: dict[str, list[dict]] = {}
    for r in rows:
        packages.setdefault(package_of(r["name"]), []).append(r)
    with_spills = [r for r in rows if sr(r, "default") or sr(r, "policy")]
    worst = sorted(with_spills, key=lambda r: (sr(r, "policy") - sr(r, "default")), reverse=True)[:5]
    report = {"renderer": "regalloc", "script": "scripts/evaluate_regalloc_held_out.py",
              "model": os.path.relpath(model, ROOT) if model.startswith(str(ROOT)) else model,
              "held_out_fraction": args.held_out, "per_package": args.per_package,
              "total": figures(rows), "packages": {p: figures(g) for p, g in sorted(packages.items())},
              "package_geomean": package_geomean((f["spills_reloads_policy"], f["spills_reloads_default"])
                                                 for f in map(figures, packages.values())),
              "worst": [{"module": r["name"], "default": sr(r, "default"), "policy": sr(r, "policy")} for r in worst],
              "failed": failed}
    t = report["total"]
    print(f"package geomean of spills+reloads ratios {report['package_geomean']:.4f}; "
          f"{t['modules']} modules of {len(packages)} held-out packages: spills+reloads {t['spills_reloads_policy']} vs "
          f"{t['spills_reloads_default']} ({t['spills_reloads_ratio']:.4f}x), .text total {t['text_policy']} vs "
          f"{t['text_default']}; {t['more_spills']} modules with more, {t['fewer_spills']} with fewer; "
          f"{len(failed)} failed")
    atomic_write(args.out, json.dumps(report, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
