"""The inliner's held-out figures: ``.text`` and opt time of ``ml-inline`` pipelines against ``default<Oz>``.

Each pipeline runs with ``mlbridge-corpus run`` over a corpus subset, with ``default<Oz>`` as the baseline in the
same run (module by module, so both see the same machine load). Besides the size figures of
:func:`mlbridge_llvm.corpus.report.size_figures`, each result carries the opt time: the pipeline's summed
``pipeline_seconds`` (parse, passes including the ML pass and its guard, bitcode out) over the baseline's, on the
modules both compiled.
"""
from __future__ import annotations

import os
from typing import Any

from mlbridge_llvm.corpus.report import size_figures
from mlbridge_llvm.corpus.results import latest, read_records


def opt_seconds(results: str) -> dict[str, float]:
    """Summed ``pipeline_seconds`` of the pipeline and of the baseline over the modules where both succeeded, and
    their ratio."""
    by_key = latest(read_records(results))
    modules = {m for m, v in by_key if v == "pipeline"} & {m for m, v in by_key if v == "baseline"}
    both = [m for m in modules if by_key[(m, "pipeline")].get("ok") and by_key[(m, "baseline")].get("ok")]
    p = sum(by_key[(m, "pipeline")]["pipeline_seconds"] for m in both)
    b = sum(by_key[(m, "baseline")]["pipeline_seconds"] for m in both)
    return {"pipeline_seconds": round(p, 3), "baseline_seconds": round(b, 3), "opt_time_ratio": p / b if b else None}


def evaluate(subset: str, pipelines: dict[str, str], work: str, model: str | None = None, backend: str = "local",
             jobs: int = 2, address: str | None = None, baseline: str = "default<Oz>",
             progress: bool = False) -> dict[str, dict[str, Any]]:
    """``label -> figures`` for each pipeline over the corpus ``subset`` against ``baseline`` (``model``: the
    ONNX policy ``ml-inline`` answers with; None: the bundled one)."""
    from mlbridge_llvm.corpus.run import run_corpus
    from mlbridge_llvm.driver import RunnerChoice

    out = {}
    os.makedirs(work, exist_ok=True)
    for label, pipeline in pipelines.items():
        results = os.path.join(work, f"{label}.jsonl")
        if os.path.exists(results):
            os.unlink(results)  # never mix runs of another model
        run_corpus(subset, results, pipeline, baseline, RunnerChoice("onnx", model) if model else RunnerChoice(),
                   backend=backend, jobs=jobs, address=address, progress=progress)
        out[label] = {**size_figures(results), **opt_seconds(results)}
    return out


# ---- the command line: held-out figures of several models, and the pass's goals file -----------------------------
TARGET = "ml-inline default <= 0.99 (.text vs default<Oz>, program geomean, held-out), no module larger, <= 1.3x opt time"


def _row(pipeline: str, role: str, s: dict[str, Any]) -> dict[str, Any]:
    return {"pipeline": pipeline, "role": role, "metric": ".text vs default<Oz> (program geomean)",
            "value": s["package_geomean"], "module_geomean": s["geomean_ratio"], "text": s["total_ratio"],
            "worse": s["larger"], "worst": s["worst"][0]["ratio"] if s["worst"] else 1.0,
            "opt_time": s["opt_time_ratio"]}


def goals(report: dict[str, Any], shipped: str, headroom: dict[str, Any] | None, command: str) -> dict[str, Any]:
    """models/inliner.goals.json from :func:`main`'s report: default<Oz>, the shipped model's policy alone and
    guarded (the shipped default), and the headroom oracle when given (other models evaluated stay in the
    report)."""
    held = report["held_out"]
    rows = [{"pipeline": "default<Oz>", "role": "baseline", "metric": ".text vs default<Oz> (program geomean)",
             "value": 1.0, "worse": 0, "worst": 1.0, "opt_time": 1.0}]
    figures = held["models"][shipped]
    rows.append(_row("ml-inline<guard=none>", "policy alone", figures["policy"]))
    rows.append(_row("ml-inline", "shipped default", figures["guarded"]))
    if headroom is not None:
        best = headroom["variants"]["best of all"]
        st, a = headroom["stats"], headroom["args"]
        sample = f"at most {a['per_package']} per package" + (f" of bitcode <= {a['max_bytes']} bytes"
                                                               if a.get("max_bytes") else "")
        rows.append({"pipeline": f"oracle (not a pass): per module, the best of LLVM's heuristic, its threshold "
                                 f"shifted, single flipped decisions (at most {a['max_flips']} tried) and greedy "
                                 f"chains of up to {a['rounds']} flips; {st['measured']} modules of "
                                 f"{len(headroom['packages'])} held-out packages ({sample}; "
                                 f"scripts/inliner_headroom.py)", "role": "rule",
                     "metric": ".text vs LLVM's heuristic (program geomean)", "value": best["package_geomean"],
                     "module_geomean": best["module_geomean"], "text": best["total_ratio"], "worse": best["larger"],
                     "worst": best["worst"], "opt_time": None})
    s = held["models"][shipped]["guarded"]
    met = s["package_geomean"] <= 0.99 and s["larger"] == 0 and s["opt_time_ratio"] <= 1.3
    figure = (f"ml-inline {s['package_geomean']:.5f} by program geomean ({100 * (s['package_geomean'] - 0.99):+.2f} "
              f"points from 0.99), {s['larger']} of {s['compared']} modules larger, opt time "
              f"{s['opt_time_ratio']:.2f}x")
    if headroom is not None:
        figure += (f"; the per-module oracle reaches {headroom['variants']['best of all']['package_geomean']:.5f} "
                   f"on {headroom['stats']['measured']} held-out modules")
    return {"pass": "ml-inline", "suite": f"{held['modules']} modules of {len(held['packages'])} held-out packages "
            f"(split_by_package {report['args']['held_out']}, at most {report['args']['per_package']} per package "
            "by name hash), the corpus of mlbridge-corpus build (clang 22, -Oz -fembed-bitcode)",
            "baseline": "default<Oz> (LLVM's inliner heuristic), codegen -O2, measured in the same run",
            "command": command, "rows": rows, "targets": [{"text": TARGET, "met": met, "figure": figure}]}


def main(argv: list[str] | None = None) -> int:
    """``python -m mlbridge_training.inliner.evaluate CORPUS --model LABEL=PATH ...``: each model's policy alone
    (``ml-inline<guard=none>``) and guarded (``ml-inline``) on the held-out packages of CORPUS against
    ``default<Oz>`` (.text and opt time, each pipeline with its baseline in the same run); writes the report
    (--out) and, with --goals, the pass's goals file (--shipped names the shipped model; --headroom adds the oracle
    row from scripts/inliner_headroom.py's JSON)."""
    import argparse
    import json
    import shlex
    import sys
    import tempfile
    import time

    from mlbridge_llvm.corpus.manifest import load_corpus, write_subset
    from mlbridge_llvm.corpus.splits import packages, per_package, split_by_package
    from mlbridge_llvm.fileio import atomic_write

    ap = argparse.ArgumentParser(prog="python -m mlbridge_training.inliner.evaluate", description=main.__doc__)
    ap.add_argument("corpus")
    ap.add_argument("--model", action="append", required=True, help="LABEL=PATH (an ONNX policy of ml-inline)")
    ap.add_argument("--shipped", default="shipped", help="the label of the shipped model (its guarded row is the "
                    "shipped default)")
    ap.add_argument("--held-out", type=float, default=0.4)
    ap.add_argument("--per-package", type=int, default=40)
    ap.add_argument("--backend", default="local", choices=["local", "ray"])
    ap.add_argument("--address", default=None)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--out", required=True, help="the report (JSON)")
    ap.add_argument("--goals", default=None, help="also write the goals file here")
    ap.add_argument("--headroom", default=None, help="scripts/inliner_headroom.py's JSON (the oracle row)")
    args = ap.parse_args(argv)
    models = dict(m.split("=", 1) for m in args.model)
    t0 = time.time()
    corpus = load_corpus(args.corpus)
    _, held = split_by_package([m.name for m in corpus.modules], args.held_out)
    held = per_package(held, args.per_package)
    report: dict[str, Any] = {"script": "python -m mlbridge_training.inliner.evaluate",
                              "args": {"held_out": args.held_out, "per_package": args.per_package,
                                       "jobs": args.jobs, "backend": args.backend},
                              "held_out": {"modules": len(held), "packages": packages(held), "models": {}}}
    with tempfile.TemporaryDirectory(prefix="mlbridge-inliner-eval-") as work:
        subset = os.path.join(work, "held-out-corpus")
        write_subset(corpus, held, subset)
        for label, path in models.items():
            figures = evaluate(subset, {"policy": "ml-inline<guard=none>", "guarded": "ml-inline"},
                               os.path.join(work, label), path, args.backend, args.jobs, args.address)
            report["held_out"]["models"][label] = {"path": path, **figures}
            for kind, s in figures.items():
                print(f"{label} {kind}: package geomean {s['package_geomean']:.5f}, module geomean "
                      f"{s['geomean_ratio']:.5f}, {s['larger']} larger / {s['smaller']} smaller of {s['compared']}, "
                      f"worst {s['worst'][0]['ratio'] if s['worst'] else 1.0:.4f}, opt time "
                      f"{s['opt_time_ratio']:.3f}x default<Oz>'s", flush=True)
    report["seconds"] = round(time.time() - t0)
    atomic_write(args.out, json.dumps(report, indent=1, sort_keys=True) + "\n")
    print(f"wrote {args.out}")
    if args.goals:
        headroom = None
        if args.headroom:
            with open(args.headroom, encoding="utf-8") as f:
                headroom = json.load(f)
        command = "python -m mlbridge_training.inliner.evaluate " + " ".join(
            shlex.quote(a) for a in (sys.argv[1:] if argv is None else argv))
        atomic_write(args.goals, json.dumps(goals(report, args.shipped, headroom, command), indent=1) + "\n")
        print(f"wrote {args.goals}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
