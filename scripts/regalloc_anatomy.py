#!/usr/bin/env python3
"""Why an eviction policy's fewer spills do not give a smaller ``.text``: per-function anatomy on held-out packages.

    .venv/bin/python scripts/regalloc_anatomy.py [CORPUS] [--config LABEL=MODEL ...] [--per-package 15]
        [--cache DIR] [-j 2] [--out build/regalloc-anatomy.json]

Each module of the held-out side of split_by_package (at most --per-package per package; 0 = all) is optimized with
default<Oz> (kept in --cache) and compiled (codegen -O2, x86-64) with LLVM's default eviction advisor and with each
--config (default: policy=models/regalloc-evict.onnx; MODEL an ONNX path or a policies name such as mimic).
Every object is disassembled (training/regalloc/analysis.py). Per configuration the report gives, against the
default advisor: spills+reloads (total, package geomean), .text (total, package geomean, modules larger), code
generation CPU time, and the byte differences per instruction category (register moves, stack stores/loads, other
stack accesses, 32-bit stack displacements, REX prefixes, push/pop of callee-saved registers, the rest) over all
functions that changed, over those that grew, and over those that grew with fewer spills+reloads.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def summarize(rows: list[dict], labels: list[str], package_of) -> dict:
    """Per configuration label: figures against the ``default`` configuration of the same rows."""
    import numpy as np

    from mlbridge_training.regalloc.analysis import attribute
    from mlbridge_training.regalloc.evaluate import package_geomean

    def sr(r: dict, k: str) -> int:
        return r["configs"][k]["spills"] + r["configs"][k]["reloads"]

    out = {}
    for label in labels:
        packages: dict[str, list[int]] = {}
        for r in rows:
            p = packages.setdefault(package_of(r["name"]), [0, 0, 0, 0])
            p[0] += sr(r, label)
            p[1] += sr(r, "default")
            p[2] += r["configs"][label]["text"]
            p[3] += r["configs"]["default"]["text"]
        text_pkg = float(np.exp(np.mean([np.log(p[2] / p[3]) for p in packages.values() if p[3]])))
        cpu = sum(r["configs"][label]["cpu"] for r in rows), sum(r["configs"]["default"]["cpu"] for r in rows)
        out[label] = {
            "modules": len(rows), "packages": len(packages),
            "spills_reloads": sum(sr(r, label) for r in rows), "spills_reloads_default": sum(sr(r, "default") for r in rows),
            "spills_package_geomean": package_geomean((p[0], p[1]) for p in packages.values()),
            "text": sum(r["configs"][label]["text"] for r in rows),
            "text_default": sum(r["configs"]["default"]["text"] for r in rows),
            "text_package_geomean": text_pkg,
            "text_larger": sum(r["configs"][label]["text"] > r["configs"]["default"]["text"] for r in rows),
            "text_smaller": sum(r["configs"][label]["text"] < r["configs"]["default"]["text"] for r in rows),
            "worst_text": max((r["configs"][label]["text"] / r["configs"]["default"]["text"] for r in rows
                               if r["configs"]["default"]["text"]), default=1.0),
            "cpu_vs_default": cpu[0] / cpu[1] if cpu[1] else None,
            "kept_default": sum(r["configs"][label].get("kept") == "default" for r in rows),
            "per_package": {k: {"spills_reloads": v[0], "spills_reloads_default": v[1], "text": v[2],
                                "text_default": v[3]} for k, v in sorted(packages.items())},
        }
        if all("functions" in r["configs"][label] for r in rows):
            out[label]["anatomy"] = {
                "all": attribute(rows, "default", label),
                "grew": attribute(rows, "default", label, lambda b, s: b > 0),
                "grew_with_fewer_spills": attribute(rows, "default", label, lambda b, s: b > 0 and s < 0),
                "shrank": attribute(rows, "default", label, lambda b, s: b < 0),
            }
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", nargs="?", default="/work/corpus/full")
    ap.add_argument("--config", action="append", default=[], metavar="LABEL=MODEL[:guard]",
                    help="MODEL an ONNX path or a policies name; ':guard' as ml-regalloc<guard=spills>")
    ap.add_argument("--held-out", type=float, default=0.4)
    ap.add_argument("--per-package", type=int, default=15)
    ap.add_argument("--cache", default=None, help="folder for the default<Oz>-optimized bitcode")
    ap.add_argument("--no-anatomy", action="store_true", help="figures only, no disassembly")
    ap.add_argument("--keep-functions", action="store_true", help="keep every function's figures in --out")
    ap.add_argument("--backend", default="local", choices=["local", "ray"])
    ap.add_argument("--address", default=None)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--out", default=str(ROOT / "build" / "regalloc-anatomy.json"))
    ap.add_argument("--goals", default=None, help="also write the goals file (models/regalloc-evict.goals.json)")
    ap.add_argument("--role", action="append", default=[], metavar="LABEL=ROLE",
                    help="a configuration's goals role (default: 'policy alone'), e.g. shipped='shipped default'")
    ap.add_argument("--pipeline", action="append", default=[], metavar="LABEL=TEXT",
                    help="a configuration's pipeline text in the goals file (default: ml-regalloc with its model)")
    args = ap.parse_args()

    from tqdm import tqdm

    from mlbridge_llvm.corpus.backends import make_backend, module_input
    from mlbridge_llvm.corpus.manifest import load_corpus, package_of
    from mlbridge_llvm.corpus.splits import per_package, split_by_package
    from mlbridge_llvm.fileio import atomic_write
    from mlbridge_training.regalloc.evaluate import EVALUATE_FUNCTION

    configs = []
    for c in args.config or ["policy=" + str(ROOT / "models" / "regalloc-evict.onnx")]:
        label, _, model = c.partition("=")
        model, _, guard = model.partition(":")
        if not model or label == "default" or guard not in ("", "guard"):
            ap.error(f"--config {c!r}: LABEL=MODEL[:guard], LABEL not 'default'")
        configs.append({"label": label, "model": os.path.abspath(model) if model.endswith(".onnx") else model,
                        **({"guard": "spills"} if guard else {})})
    corpus = load_corpus(args.corpus)
    _, held = split_by_package([m.name for m in corpus.modules], args.held_out)
    if args.per_package:
        held = per_package(held, args.per_package)
    rows, failed = [], []
    with make_backend(args.backend, args.jobs, args.address) as be, tqdm(total=len(held), unit="module") as bar:
        tasks = []
        for name in held:
            # a cache folder of optimized bitcode is local: not for workers that may not see this filesystem
            tasks.append({"name": name, "configs": configs, "anatomy": not args.no_anatomy,
                          "cache": None if be.ships_data else args.cache, **module_input(be, corpus.module(name).bc_path)})
        for task, outcome in be.map_unordered(EVALUATE_FUNCTION, tasks, 900):
            bar.update(1)
            (rows.append(outcome.value) if outcome.ok else failed.append([task["name"], outcome.error]))
    rows.sort(key=lambda r: r["name"])
    labels = [c["label"] for c in configs]
    report = {"script": "scripts/regalloc_anatomy.py", "corpus": args.corpus, "held_out_fraction": args.held_out,
              "per_package": args.per_package, "configs": configs,
              "summary": summarize(rows, labels, package_of), "failed": failed,
              "modules": [{"name": r["name"], **{k: {f: v[f] for f in ("spills", "reloads", "text", "cpu", "questions",
                                                                           "evictions", "kept") if f in v}
                                                 for k, v in r["configs"].items()}} for r in rows]}
    if args.keep_functions:
        report["functions"] = {r["name"]: {k: v.get("functions") for k, v in r["configs"].items()} for r in rows}
    for label, s in report["summary"].items():
        print(f"{label}: spills+reloads {s['spills_reloads']} vs {s['spills_reloads_default']} "
              f"({s['spills_reloads'] / max(s['spills_reloads_default'], 1):.4f}; package geomean "
              f"{s['spills_package_geomean']:.4f}), .text {s['text']} vs {s['text_default']} "
              f"({s['text'] / s['text_default']:.5f}; package geomean {s['text_package_geomean']:.5f}; "
              f"{s['text_larger']} larger, {s['text_smaller']} smaller), codegen CPU {s['cpu_vs_default']:.2f}x")
        for part, a in s.get("anatomy", {}).items():
            print(f"  {part}: {a['functions_differing']} functions, bytes {a['bytes']:+d}, spills+reloads "
                  f"{a['spills_reloads']:+d}, bytes by category {a['category_bytes']}, counts {a['category_count']}")
    print(f"{len(rows)} modules, {len(failed)} failed")
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    atomic_write(args.out, json.dumps(report, indent=1, sort_keys=True) + "\n")
    if args.goals:
        roles = dict(r.partition("=")[::2] for r in args.role)
        pipelines = dict(r.partition("=")[::2] for r in args.pipeline)
        command = "scripts/regalloc_anatomy.py " + " ".join(a for a in sys.argv[1:])
        atomic_write(args.goals, json.dumps(goals(report, roles, pipelines, command), indent=1) + "\n")
    return 0


TARGET_SPILLS, TARGET_TEXT = 0.97, 1.000


def goals(report: dict, roles: dict[str, str], pipelines: dict[str, str], command: str) -> dict:
    """The goals file (issue #29's 'Done when' table): one row per configuration plus the default advisor; metric
    spills+reloads vs the default advisor by package geomean, ``.text`` by package geomean beside it; ``worse`` the
    modules with more spills+reloads (and, in the text, those with larger ``.text``); ``opt_time`` the code
    generation's CPU time vs the default advisor's, same run; one target verdict per non-baseline row."""
    import numpy as np

    summary = report["summary"]
    first = next(iter(summary.values()))
    metric = "spills+reloads vs default advisor (package geomean)"
    out_rows = [{"pipeline": "default<Oz>, llc -O2 with LLVM's default eviction advisor", "role": "baseline",
                 "metric": metric, "value": 1.0, "module_geomean": 1.0, "text": 1.0, "worse": 0, "worst": 1.0,
                 "opt_time": 1.0}]
    targets = []
    for c in report["configs"]:
        label = c["label"]
        s = summary[label]

        def sr(m: dict, k: str) -> int:
            return m[k]["spills"] + m[k]["reloads"]
        ratios = [(sr(m, label) + 1) / (sr(m, "default") + 1) for m in report["modules"]]
        model = os.path.relpath(c["model"], ROOT) if os.path.isabs(c["model"]) else c["model"]
        guard = "<guard=spills>" if c.get("guard") else ""
        row = {"pipeline": pipelines.get(label) or f"default<Oz>, ml-regalloc{guard} (codegen -O2; model {model})",
               "role": roles.get(label, "policy alone"), "metric": metric, "value": round(s["spills_package_geomean"], 5),
               "module_geomean": round(float(np.exp(np.mean(np.log(ratios)))), 5),
               "text": round(s["text_package_geomean"], 5),
               "worse": sum(r > 1 for r in ratios), "worst": round(max(ratios), 4),
               "opt_time": round(s["cpu_vs_default"], 3),
               "spills_reloads": [s["spills_reloads"], s["spills_reloads_default"]],
               "text_bytes": [s["text"], s["text_default"]], "text_larger": s["text_larger"],
               "text_worst": round(s["worst_text"], 4),
               **({"kept_default": s["kept_default"]} if c.get("guard") else {})}
        out_rows.append(row)
        met_s, met_t = row["value"] <= TARGET_SPILLS, row["text"] <= TARGET_TEXT
        misses = ([] if met_s else [f"spills miss by {row['value'] - TARGET_SPILLS:.4f}"]) + \
                 ([] if met_t else [f".text misses by {row['text'] - TARGET_TEXT:.5f}"])
        targets.append({"text": f"eviction spills <= {TARGET_SPILLS} with .text <= {TARGET_TEXT:.3f} "
                                f"({row['role']}: {label})", "met": met_s and met_t,
                        "figure": f"spills+reloads {row['value']:.4f} by package geomean ({s['spills_reloads']} vs "
                                  f"{s['spills_reloads_default']} in total), .text {row['text']:.5f} by package geomean "
                                  f"({s['text']} vs {s['text_default']} bytes; {s['text_larger']} of {s['modules']} "
                                  f"modules larger, worst {row['text_worst']:.4f}), codegen CPU {row['opt_time']:.2f}x"
                                  + ("; " + ", ".join(misses) if misses else "")})
    return {"pass": "ml-regalloc (eviction advisor)",
            "suite": f"{first['modules']} modules of {first['packages']} held-out packages of the 47-package corpus "
                     f"(split_by_package, at most {report['per_package'] or 'all'} per package), each optimized with "
                     f"default<Oz>, codegen -O2 x86-64 (llvmlite, LLVM 22.1)",
            "baseline": "LLVM's default eviction advisor on the same optimized module (spills+reloads from the "
                        "assembly's Spill/Reload comments, .text of the object, codegen CPU time summed)",
            "command": command, "rows": out_rows, "targets": targets}


if __name__ == "__main__":
    sys.exit(main())
