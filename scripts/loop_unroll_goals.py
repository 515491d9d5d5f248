#!/usr/bin/env python3
"""ml-loop-unroll against LLVM's unroll heuristic on held-out loops: the goals JSON (rows and targets, rendered in
docs/passes.md) and the oracle's headroom, from the measurements of ``scripts/loop_unroll_measure.py``.

Every figure is a speed-up over LLVM's own choice (``default<O3>`` alone; > 1 is faster), geomean over loops (corpus:
the geomean of the per-package geomeans, each code base weighs the same):

* **rules**: one action on every loop (``ml-loop-unroll<decision=A>,default<O3>``);
* **oracles** (not passes: the best action per loop, knowing every outcome): by the cost model; by measured time,
  chosen in one measurement run and scored in another (``--remeasured``), so noise cannot pass for headroom;
* **the policy** (``--model``): the bundled model's answer for each loop's features, the very row the pass computes;
  ``--check`` runs the real pass with the model on a kernel file and requires its remarks to give the same answers.

Opt time: ``ml-loop-unroll,default<O3>`` (the model asked in-process) against ``default<O3>`` on the kernel file
(``--check``), median of 5 interleaved runs.
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mlbridge_llvm.fileio import atomic_write  # noqa: E402
from mlbridge_passes.loop_unroll import ACTIONS, FEATURE_NAMES  # noqa: E402

NAMES = [a.name for a in ACTIONS]
SLOWER = 1 / 1.03  # a loop more than 3% slower than LLVM's choice


def read(path: str | None) -> list[dict[str, Any]]:
    return [json.loads(line) for line in open(path)] if path else []


def geomean(xs: list[float]) -> float:
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def package_geomean(speedups: list[float], groups: list[str]) -> float:
    by: dict[str, list[float]] = {}
    for s, g in zip(speedups, groups):
        by.setdefault(g, []).append(s)
    return geomean([geomean(v) for v in by.values()])


def policy_choices(model: str, records: list[dict[str, Any]]) -> list[str]:
    """The model's action for each record's features (onnxruntime, one row at a time as the pass asks)."""
    import numpy as np
    import onnxruntime as ort

    session = ort.InferenceSession(model, providers=["CPUExecutionProvider"])
    (inp,) = session.get_inputs()
    out = []
    for r in records:
        row = np.array([[r["features"][n] for n in FEATURE_NAMES]], np.float32)
        out.append(NAMES[int(np.asarray(session.run(None, {inp.name: row})[0]).reshape(-1)[0])])
    return out


def speedups(records: list[dict[str, Any]], key: str, choose: Callable[[int, dict[str, Any]], str]) -> list[float]:
    """Per loop: LLVM's outcome over the chosen action's (``key``: cycles or time_ns)."""
    return [r[key]["llvm"] / max(r[key][choose(i, r)], 1e-9) for i, r in enumerate(records)]


def row(role: str, pipeline: str, metric: str, s: list[float], opt_time: float | None, *, value: float | None = None,
        slower: float = 1.0) -> dict[str, Any]:
    return {"role": role, "pipeline": pipeline, "metric": metric, "value": geomean(s) if value is None else value,
            "worse": sum(x < slower for x in s), "worst": min(s), "opt_time": opt_time}


def opt_times(source: str, model: str | None, repeats: int = 5) -> tuple[float, dict[str, str]]:
    """(pass+O3 over O3 alone, median of interleaved runs; the pass's decision per function from its remarks)."""
    import tempfile

    from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
    sys.path.insert(0, str(ROOT / "scripts"))
    from loop_unroll_measure import front_end_ir

    with tempfile.TemporaryDirectory() as tmp:
        data = front_end_ir(source, tmp).encode()
    runners = RunnerChoice("onnx", model=model) if model else None
    ratios, decided = [], {}
    for _ in range(repeats):
        t0 = time.perf_counter()
        optimize_llvm(data, "default<O3>")
        t1 = time.perf_counter()
        _, remarks = optimize_llvm(data, "ml-loop-unroll,default<O3>", runners)
        ratios.append((time.perf_counter() - t1) / (t1 - t0))
        decided = {r.function: r.args["decision"] for r in remarks if "decision" in r.args}
    return statistics.median(ratios), decided


def command(args: argparse.Namespace) -> str:
    """How to make the goals again: this script on its inputs (named by what made them, not by where they were)."""
    parts = ["scripts/loop_unroll_goals.py --measured A.jsonl --remeasured B.jsonl"]
    if args.corpus:
        parts.append("--corpus C.jsonl")
    if args.model:
        parts.append(f"--model {args.model}")
    if args.check:
        parts.append(f"--check {args.check} --check-suite {args.check_suite}")
    parts.append("--goals ... --headroom ... (A, B: two runs of scripts/loop_unroll_measure.py --suite NAME=FILE.c per "
                 "held-out kernel file" + ("; C: scripts/loop_unroll_measure.py --corpus CORPUS --side held-out "
                                           "--per-package N" if args.corpus else "") + ")")
    return " ".join(parts)


def evaluate(args: argparse.Namespace) -> tuple[dict[str, Any], dict[str, Any]]:
    kernels, again, corpus = read(args.measured), read(args.remeasured), read(args.corpus)
    again_by = {(r["suite"], r["function"]): r for r in again}
    pairs = [(r, again_by[(r["suite"], r["function"])]) for r in kernels if (r["suite"], r["function"]) in again_by]
    opt_time, decided = opt_times(args.check, args.model) if args.check else (None, {})
    rows: list[dict[str, Any]] = [
        row("baseline", "default<O3>", "speed-up over LLVM's unroll heuristic", [1.0] * max(len(kernels), 1), 1.0)]
    policy: dict[str, list[str]] = {}
    shipped: dict[tuple[str, str], dict[str, Any]] = {}
    if args.model:
        policy = {"kernels": policy_choices(args.model, kernels), "corpus": policy_choices(args.model, corpus)}
        if decided:
            mismatch = [r["function"] for r, c in zip(kernels, policy["kernels"])
                        if r["suite"] == args.check_suite and decided.get(r["function"]) not in (None, c)]
            if mismatch:
                raise SystemExit(f"the pass decided differently from the lookup on {mismatch[:5]}")
    suites = [("kernels", "cycles", f"llvm-mca speed-up, {args.kernels_label}", 1.0),
              ("kernels", "time_ns", f"measured speed-up, {args.kernels_label}", SLOWER)]
    if corpus:
        suites.append(("corpus", "cycles", f"llvm-mca speed-up, {args.corpus_label} (package geomean)", 1.0))
    headroom: dict[str, Any] = {"loops": {"kernels": len(kernels), "corpus": len(corpus),
                                          "corpus_packages": sorted({r["package"] for r in corpus})}, "suites": {}}
    for suite, key, metric, slower in suites:
        recs = kernels if suite == "kernels" else corpus
        if not recs:
            continue
        group = (lambda s: package_geomean(s, [r["package"] for r in recs])) if suite == "corpus" else geomean
        for a in NAMES[1:]:
            s = speedups(recs, key, lambda i, r, a=a: a)
            rows.append(row("rule", f"ml-loop-unroll<decision={a}>,default<O3>", metric, s, None, value=group(s),
                            slower=slower))
        best = speedups(recs, key, lambda i, r: min(NAMES, key=lambda a: r[key][a]))
        oracle = {"oracle_same_run": group(best),
                  "best_action_counts": {a: sum(min(NAMES, key=lambda b: r[key][b]) == a for r in recs) for a in NAMES}}
        if key == "cycles":
            rows.append(row("rule", "oracle by the cost model (not a pass: the best action per loop)", metric, best,
                            None, value=group(best), slower=slower))
        if key == "time_ns" and pairs:
            cross = [b["time_ns"]["llvm"] / b["time_ns"][min(NAMES, key=lambda x: a["time_ns"][x])] for a, b in pairs]
            rows.append(row("rule", "oracle by measurement (not a pass: the best action per loop in one run, timed "
                                    "in another)", metric, cross, None, slower=slower))
            oracle["oracle_cross_run"] = geomean(cross)
            by_model = speedups(recs, key, lambda i, r: min(NAMES, key=lambda a: r["cycles"][a]))
            rows.append(row("rule", "oracle by the cost model, timed", metric, by_model, None, slower=slower))
            oracle["cost_model_oracle_timed"] = geomean(by_model)
            oracle["llvm_run_to_run"] = geomean([a["time_ns"]["llvm"] / b["time_ns"]["llvm"] for a, b in pairs])
        if policy:
            s = speedups(recs, key, lambda i, r: policy[suite][i])
            rows.append(row("shipped default", "ml-loop-unroll,default<O3>", metric, s,
                            opt_time if suite == "kernels" else None, value=group(s), slower=slower))
            shipped[(suite, key)] = rows[-1]
            oracle["policy_actions"] = {a: policy[suite].count(a) for a in NAMES}
        headroom["suites"][f"{suite}:{key}"] = oracle
    same = all(all(r["same_output"].values()) for r in kernels)
    targets = []
    if policy:
        kernel_cost, kernel_time = shipped[("kernels", "cycles")], shipped[("kernels", "time_ns")]
        corpus_cost = shipped.get(("corpus", "cycles"))
        met = kernel_cost["value"] > 1 and kernel_time["value"] > 1 and kernel_time["worse"] == 0 and same \
            and (corpus_cost is None or corpus_cost["value"] > 1)
        targets.append({"text": "ml-loop-unroll faster than LLVM's unroll heuristic on held-out loops by the cost "
                                "model and by measured time, no loop more than 3% slower by measurement, every "
                                "output identical",
                        "met": met,
                        "figure": f"cost model {kernel_cost['value']:.4f} on the held-out kernels"
                                  + (f", {corpus_cost['value']:.4f} on the held-out packages' loops" if corpus_cost
                                     else "")
                                  + f"; measured {kernel_time['value']:.4f}, {kernel_time['worse']} loops more than 3% "
                                  f"slower (worst {kernel_time['worst']:.3f}); outputs "
                                  f"{'identical' if same else 'DIFFER'}; opt time {kernel_cost['opt_time'] or 0:.2f}x"})
    goals = {"pass": "ml-loop-unroll", "suite": args.suite_text, "baseline": "default<O3> (LLVM's unroll heuristic), "
             "the same measurement run; worse = loops slower than it (measured: by more than 3%)",
             "command": command(args), "rows": rows, "targets": targets}
    headroom["same_output"] = same
    if args.candidate:
        headroom["selection"] = selection(args)
    return goals, headroom


def selection(args: argparse.Namespace) -> dict[str, Any]:
    """Each ``--candidate`` model on the validation packages' loops (never the held-out ones): its measured speed-up
    in two runs, its cost-model speed-up, loops more than 3% slower, and its answers; the shipped model is the one
    with the best measured speed-up there."""
    from mlbridge_training.learn.traces import select_modules

    val = {n.split("/")[-1] for n in select_modules(args.packages, "validation", validation=0.25)}
    first = [r for r in read(args.val_measured) if r["function"] in val]
    second = {(r["suite"], r["function"]): r for r in read(args.val_remeasured)}
    out: dict[str, Any] = {"loops": len(first), "candidates": {}}
    for item in args.candidate:
        name, _, model = item.partition("=")
        choice = policy_choices(model, first)
        a = speedups(first, "time_ns", lambda i, r: choice[i])
        b = [second[(r["suite"], r["function"])]["time_ns"]["llvm"] / second[(r["suite"], r["function"])]["time_ns"][c]
             for r, c in zip(first, choice)]
        out["candidates"][name] = {"model": model, "measured_first": geomean(a), "measured_second": geomean(b),
                                   "cost_model": geomean(speedups(first, "cycles", lambda i, r: choice[i])),
                                   "slower_first": sum(x < SLOWER for x in a),
                                   "slower_second": sum(x < SLOWER for x in b),
                                   "actions": {n: choice.count(n) for n in NAMES}}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--measured", required=True, help="held-out kernels (loop_unroll_measure.py --suite)")
    ap.add_argument("--remeasured", help="the same kernels measured again (the measured oracle's second run)")
    ap.add_argument("--corpus", help="held-out corpus loops (loop_unroll_measure.py --corpus, cost model)")
    ap.add_argument("--model", help="the policy to evaluate (ONNX)")
    ap.add_argument("--check", help="kernel C file: run the pass on it (opt time; decisions equal the lookup's)")
    ap.add_argument("--check-suite", default="heldout", help="the suite name of --check's records")
    ap.add_argument("--kernels-label", default="held-out kernel family")
    ap.add_argument("--corpus-label", default="held-out packages")
    ap.add_argument("--candidate", action="append", default=[], metavar="NAME=MODEL.onnx",
                    help="a model to compare on the validation packages' loops (the headroom JSON's selection)")
    ap.add_argument("--packages", help="the kernel corpus whose validation packages --candidate is judged on")
    ap.add_argument("--val-measured", help="training-side loops measured (loop_unroll_measure.py)")
    ap.add_argument("--val-remeasured", help="the same loops measured again")
    ap.add_argument("--suite-text", required=True, help="what the held-out code is (goals table header)")
    ap.add_argument("--goals", required=True, help="goals JSON to write")
    ap.add_argument("--headroom", required=True, help="oracle headroom JSON to write")
    args = ap.parse_args(argv)
    goals, headroom = evaluate(args)
    atomic_write(args.goals, json.dumps(goals, indent=1) + "\n")
    atomic_write(args.headroom, json.dumps(headroom, indent=1) + "\n")
    for r in goals["rows"]:
        print(f"{r['role']:16} {r['value']:.4f} worse {r['worse']:3} worst {r['worst']:.3f}  {r['pipeline'][:60]} | "
              f"{r['metric'][:40]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
