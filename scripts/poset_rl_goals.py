#!/usr/bin/env python3
"""poset-rl on held-out packages: size against opt time for the policy, the shipped default, plan-mode variants
(the cheap guard included) and the no-ML rule "smaller of Oz and Oz twice", each against default<Oz> in the same
run; writes the goals file (issue #29's table row format), a CSV and a plot of the trade-off.

    .venv/bin/python scripts/poset_rl_goals.py /work/corpus/heldout --per-package 8 --max-bytes 120000 \\
        --out models/poset-rl.goals.json --csv training/poset_rl/figures/poset-rl.tradeoff.csv --plot training/poset_rl/figures/poset-rl.tradeoff.png

Every pipeline runs through ``mlbridge-corpus run`` (:func:`mlbridge_llvm.corpus.run.run_corpus`) with
``default<Oz>`` as its baseline in the same run; opt time = the pipeline's summed ``pipeline_seconds`` over the
baseline's (wall clock of each task on a shared machine: a rough ratio). The rule row is derived from the run of
``default<Oz>,default<Oz>``: per module the smaller ``.text`` of the two, and as its time the second pipeline plus
both code generations (what a pass doing it would run), over Oz's.
"""
from __future__ import annotations

import argparse
import csv
import json
import math
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PIPELINES = [
    ("policy alone", "poset-rl<measure=0>", "policy alone"),
    ("shipped default", "poset-rl", "shipped default"),
    ("plan, critic alone", "poset-rl<mode=plan;measure=0>", "policy alone"),
    ("plan", "poset-rl<mode=plan>", "variant"),
    ("plan measure=2", "poset-rl<mode=plan;measure=2>", "variant"),
    ("plan, cheap guard", "poset-rl<mode=plan;guard=cheap>", "variant"),
    ("2 plans", "poset-rl<mode=plan;plans=2>", "variant"),
    ("1 plan, cheap guard", "poset-rl<mode=plan;plans=1;guard=cheap>", "variant"),
    ("2 plans, cheap guard", "poset-rl<mode=plan;plans=2;guard=cheap>", "variant"),
    ("4 plans, cheap guard", "poset-rl<mode=plan;plans=4;guard=cheap>", "variant"),
    ("Oz twice", "default<Oz>,default<Oz>", "rule-input"),
    # always_inline ignored (the published method; before the prelude these were the rows above)
    ("plan, always_inline ignored", "poset-rl<mode=plan;always-inline=0>", "always_inline ignored"),
    ("2 plans, cheap guard, always_inline ignored", "poset-rl<mode=plan;plans=2;guard=cheap;always-inline=0>",
     "always_inline ignored"),
]
TARGET = ("poset-rl default <= 0.97 (.text vs default<Oz>, program geomean, held-out packages) at <= 3x Oz's opt "
          "time")


def _geomean(xs: list[float]) -> float:
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def figures(rows: list[dict], rule: bool = False) -> dict:
    """Program (package) geomean, module geomean, modules larger, worst ratio and opt time over Oz's."""
    from mlbridge_llvm.corpus.manifest import package_of

    ok = [r for r in rows if r.get("status") == "ok" and r.get("baseline_text")]
    ratios = {r["module"]: (min(r["text"], r["baseline_text"]) if rule else r["text"]) / r["baseline_text"]
              for r in ok}
    groups: dict[str, list[float]] = {}
    for n, x in ratios.items():
        groups.setdefault(package_of(n), []).append(x)
    base = sum(r["baseline_pipeline_seconds"] for r in ok)
    if rule:
        t = sum(r["pipeline_seconds"] - r["baseline_pipeline_seconds"] + r["codegen_seconds"]
                + r["baseline_codegen_seconds"] for r in ok) + base
    else:
        t = sum(r["pipeline_seconds"] for r in ok)
    return {"program_geomean": _geomean([_geomean(g) for g in groups.values()]),
            "module_geomean": _geomean(list(ratios.values())), "larger": sum(x > 1 for x in ratios.values()),
            "worst": max(ratios.values()), "opt_time": t / base, "compared": len(ok),
            "failed": sum(r.get("status") == "failed" for r in rows), "packages": len(groups)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", help="a corpus of held-out packages only (e.g. /work/corpus/heldout)")
    ap.add_argument("--per-package", type=int, default=8)
    ap.add_argument("--max-bytes", type=int, default=120_000)
    ap.add_argument("--only", action="append", default=[], help="run only these labels (repeatable)")
    ap.add_argument("--work", default=None, help="keep the per-pipeline results here (resumable)")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--out", required=True)
    ap.add_argument("--csv", default=None)
    ap.add_argument("--plot", default=None)
    args = ap.parse_args(argv)

    sys.path.insert(0, str(ROOT))
    from mlbridge_llvm.corpus.manifest import load_corpus, write_subset
    from mlbridge_llvm.corpus.report import module_rows
    from mlbridge_llvm.corpus.results import read_records
    from mlbridge_llvm.corpus.run import run_corpus
    from mlbridge_llvm.corpus.splits import per_package
    from mlbridge_llvm.fileio import atomic_write

    corpus = load_corpus(args.corpus)
    names = per_package([m.name for m in corpus.modules if os.path.getsize(m.bc_path) <= args.max_bytes],
                        args.per_package)
    work = args.work or tempfile.mkdtemp(prefix="poset-goals-")
    os.makedirs(work, exist_ok=True)
    subset = os.path.join(work, "held-out")
    if not os.path.isdir(subset):
        write_subset(corpus, names, subset)
    results: list[dict] = []
    for label, pipeline, role in PIPELINES:
        if args.only and label not in args.only:
            continue
        path = os.path.join(work, label.replace(" ", "_").replace(",", "").replace("=", "") + ".jsonl")
        run_corpus(subset, path, pipeline, "default<Oz>", jobs=args.jobs, progress=False)
        rows = module_rows(read_records(path))
        if role == "rule-input":
            f = figures(rows, rule=True)
            results.append({"label": "no ML: smaller of Oz and Oz twice", "pipeline": "smaller of default<Oz> and "
                            "default<Oz>,default<Oz> (by .text)", "role": "rule", **f})
            f = figures(rows)
            results.append({"label": label, "pipeline": pipeline, "role": "baseline", **f})
        else:
            results.append({"label": label, "pipeline": pipeline, "role": role, **figures(rows)})
        r = results[-1]
        print(f"{label:26s} {pipeline:45s} program {r['program_geomean']:.4f} module {r['module_geomean']:.4f} "
              f"larger {r['larger']:3d} worst {r['worst']:.3f} opt time {r['opt_time']:.2f}x "
              f"({r['compared']} compared, {r['failed']} failed)", flush=True)
    default = next((r for r in results if r["role"] == "shipped default"), None)
    n_mod, n_pkg = (results[0]["compared"], results[0]["packages"]) if results else (0, 0)
    goals = {
        "pass": "poset-rl",
        "suite": f"{n_mod} modules of {n_pkg} held-out packages ({args.corpus}: the 21 packages split_by_package "
                 f"holds out of the 47-package corpus, built by mlbridge-corpus build with clang 22 -Oz; at most "
                 f"{args.per_package} per package by hash, bitcode <= {args.max_bytes} bytes)",
        "baseline": "default<Oz> (.text, codegen -O2 with the module's relocation model, same run)",
        "command": f".venv/bin/python scripts/poset_rl_goals.py {args.corpus} --per-package {args.per_package} "
                   f"--max-bytes {args.max_bytes} --out {args.out}",
        "rows": [{"pipeline": r["pipeline"], "role": r["role"], "label": r["label"],
                  "metric": ".text vs default<Oz> (program geomean)", "value": round(r["program_geomean"], 5),
                  "module_geomean": round(r["module_geomean"], 5), "worse": r["larger"],
                  "worst": round(r["worst"], 4), "opt_time": round(r["opt_time"], 2)} for r in results],
        "targets": [] if default is None else [{
            "text": TARGET, "met": default["program_geomean"] <= 0.97 and default["opt_time"] <= 3.0,
            "figure": f"shipped default {default['program_geomean']:.4f} at {default['opt_time']:.2f}x Oz's opt time "
                      f"(misses size by {default['program_geomean'] - 0.97:+.4f}, time by "
                      f"{default['opt_time'] - 3.0:+.2f}x)" + "".join(
                          f"; {r['pipeline']} {r['program_geomean']:.4f} at {r['opt_time']:.2f}x, none larger"
                          for r in results if r["role"] == "variant" and r["larger"] == 0
                          and r["program_geomean"] <= 0.97 and r["opt_time"] <= 4.0)}],
    }
    atomic_write(args.out, json.dumps(goals, indent=1) + "\n")
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["label", "pipeline", "role", "program_geomean", "module_geomean", "larger", "worst",
                        "opt_time_vs_oz", "compared"])
            for r in results:
                w.writerow([r["label"], r["pipeline"], r["role"], f"{r['program_geomean']:.5f}",
                            f"{r['module_geomean']:.5f}", r["larger"], f"{r['worst']:.4f}", f"{r['opt_time']:.3f}",
                            r["compared"]])
    if args.plot:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(7, 4.5))
        for r in results:
            ax.scatter(r["opt_time"], r["program_geomean"], color="C3" if r["larger"] else "C0")
            ax.annotate(r["label"], (r["opt_time"], r["program_geomean"]), fontsize=7, xytext=(3, 3),
                        textcoords="offset points")
        ax.axhline(0.97, color="gray", ls=":", lw=1)
        ax.axvline(3.0, color="gray", ls=":", lw=1)
        ax.set_xlabel("opt time vs default<Oz> (same run)")
        ax.set_ylabel(".text vs default<Oz> (program geomean)")
        ax.set_title(f"poset-rl on {n_mod} held-out modules ({n_pkg} packages); red: some module larger than Oz")
        fig.tight_layout()
        fig.savefig(args.plot, dpi=110)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
