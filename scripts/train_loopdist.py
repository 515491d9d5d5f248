#!/usr/bin/env python3
"""Train rl-loop-distribute's two agents on generated and hand-written kernels, evaluate every way of deciding on
loops never trained on, and export the agents to models/.

    .venv/bin/python scripts/train_loopdist.py [--kernels A.ll ...] [--held-out-kernels H.ll ...] [--test-only C.ll]

Measures every legal partition of every kernel loop with llvm-mca (at most 200 per loop, cached under --table-dir),
trains both agents with evolution strategies on the --kernels loops only (by default with the pass's guard inside
the reward, model selection on a validation part of them), and evaluates on the --held-out-kernels loops (default:
the held-out generator seed, ``kernels_fam_heldout.o3.ll``, made by another seed of the same generator: a split by
seed, never by loop) and the --test-only modules (default: the control-flow kernels). Each loop is decided every way
the pass can (``bench``-style columns: LLVM's loop-distribute, ``partition=max``, ``partition=max;guard=cost``, the
agents alone and guarded, ``partition=search`` with and without the agents, the table's best), costed and JIT-timed.
Writes models/loopdist-{select,distribute}.onnx and models/loopdist.train-report.json (per-loop rows, compile time of
each configuration against ``partition=none`` on the held-out modules); the shipped pass's held-out comparison (real
pass outputs, -O3 executables), the card's section and models/loopdist.goals.json come from
``python -m mlbridge_training.loop_distribution.card``. Finally the exported agents drive the real
pass in a compiler process over pipes and gRPC and must decide the same there, and the real pass's default must
choose what the evaluation's search chose.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, REPO)

from tqdm import tqdm  # noqa: E402

from mlbridge_llvm.fileio import atomic_write  # noqa: E402
from mlbridge_llvm.ir.llvmc import CModule  # noqa: E402
from mlbridge_llvm.onnx_models import save_model  # noqa: E402
from mlbridge_training.common import split_by_hash  # noqa: E402
from mlbridge_passes.loop_distribution import agents, cost, search  # noqa: E402
from mlbridge_training.loop_distribution.bench import KERNEL_STEMS, kernel_files  # noqa: E402
from mlbridge_training.loop_distribution import train as T  # noqa: E402


def load_table(path: str, ir: str, functions: list[str], pipeline: str) -> tuple[list[T.LoopEntry], float | None]:
    """The measured cost table, from the cache when it was made from the same kernels and pipeline, and the seconds
    its measurement took (None if the cache does not say)."""
    import hashlib

    import numpy as np

    digest = hashlib.sha256(ir.encode() if pipeline == cost.DEFAULT_VECTORIZE_PIPELINE
                            else (ir + "\0" + pipeline).encode()).hexdigest()
    if os.path.exists(path):
        with open(path) as fh:
            data = json.load(fh)
        if data.get("kernels_sha256") == digest:
            print(f"cost table: {path} (cached)")
            return [T.LoopEntry(e["function"], e["n_nodes"], np.array(e["features"], np.float32), e["original"],
                                e["costs"]) for e in data["entries"]], data.get("seconds")
    bar = tqdm(total=len(functions), desc="measuring partitions", unit="loop")
    start = time.time()
    entries = T.cost_table(ir, functions, progress=lambda name: (bar.set_postfix_str(name), bar.update()),
                           pipeline=pipeline)
    bar.close()
    seconds = time.time() - start
    print(f"cost table: {sum(len(e.costs) for e in entries)} partitions measured in {seconds:.1f} s")
    payload = {"kernels_sha256": digest, "seconds": seconds, "entries": [
        {"function": e.function, "n_nodes": e.n_nodes, "features": e.features.tolist(), "original": e.original,
         "costs": e.costs} for e in entries]}
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    atomic_write(path, json.dumps(payload).encode())
    return entries, seconds


def table_rows(title: str, rows: list[dict]) -> None:
    print(f"\n{title} ({len(rows)} loops): cycles per element (llvm-mca, skylake), lower is better")
    print(f"{'kernel':22s} {'orig':>6s} {'llvm':>6s} {'max':>6s} {'maxg':>6s} {'agents':>6s} {'search':>6s} "
          f"{'oracle':>6s}  agents / search / oracle partition")
    for r in rows:
        print(f"{r['function']:22s} {r['original']:6.2f} {r['llvm']:6.2f} {r['max']:6.2f} {r['max_guarded']:6.2f} "
              f"{r['agents']:6.2f} {r['search']:6.2f} {r['oracle']:6.2f}  {r['agents_partition']} / "
              f"{r['search_partition']} / {r['oracle_partition']}")
    print("geomean speed-up over the original: " + ", ".join(
        f"{c} {T.geomean_speedup(rows, c):.3f}x" for c in T.COLUMNS))


def compile_times(paths: list[str], repeat: int) -> dict[str, dict]:
    """Seconds of the whole pass over the modules ``paths`` per configuration (median of ``repeat`` interleaved
    rounds) and the ratio to ``partition=none`` (the analysis alone) in the same run; LLVM's own loop-distribute is
    timed as the kit runs it (a forced ``opt`` process on the module text)."""
    import statistics

    from mlbridge_training.loop_distribution.card import pass_seconds

    configs = {"none": "rl-loop-distribute<partition=none>",
               "max_guarded": "rl-loop-distribute<partition=max;guard=cost>",
               "agents": "rl-loop-distribute<partition=model>",
               "guarded": "rl-loop-distribute<partition=model;guard=cost>",
               "search": "rl-loop-distribute",
               "search_agents": "rl-loop-distribute<agents=1>"}
    texts = [open(p).read() for p in paths]
    seconds = pass_seconds(texts, configs, repeat)
    base = statistics.median(seconds["none"])
    return {c: {"pipeline": configs.get(c, "opt -enable-loop-distribute -passes=function(loop-distribute)"),
                "median_s": statistics.median(v), "x_partition_none": statistics.median(v) / base,
                "runs": v} for c, v in seconds.items()}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pipeline", choices=["o3", "vectorize"], default="o3",
                    help="what compiles the loop after the pass: o3, the rest of LLVM 22's default<O3> after "
                         "loop-distribute, on kernels taken at that position (*.o3.ll, "
                         "scripts/make_loopdist_kernels_o3.py); vectorize, the vector part of -O2 "
                         "(cost.DEFAULT_VECTORIZE_PIPELINE) on kernels kept with their memory recurrences (*.ll)")
    ap.add_argument("--kernels", nargs="+", default=None,
                    help="training kernel modules (default: kernels, kernels_gen and kernels_fam_train, *.o3.ll)")
    ap.add_argument("--held-out-kernels", nargs="*", default=None,
                    help="held-out kernel modules: never trained or selected on (default: kernels_fam_heldout.o3.ll, "
                         "the generator's held-out seed)")
    ap.add_argument("--test-only", nargs="*", default=None,
                    help="more modules only evaluated, never trained or selected on (default: the control-flow "
                         "kernels kernels_cf.o3.ll)")
    ap.add_argument("--out", default=os.path.join(REPO, "models"))
    ap.add_argument("--table-dir", default=os.path.join(REPO, "build"))
    ap.add_argument("--iterations", type=int, default=150)
    ap.add_argument("--population", type=int, default=24)
    ap.add_argument("--seeds", type=int, default=3, help="ES restarts; the best on the validation loops is kept")
    ap.add_argument("--reward", choices=["guarded", "raw"], default="guarded",
                    help="guarded: the pass's guard inside the reward (a partition the cost model finds no cheaper "
                         "counts as the loop kept whole); raw: log speed-up of the partition as proposed")
    ap.add_argument("--time-reps", type=int, default=40,
                    help="measured run time of every evaluated loop and way of deciding it: fastest of N calls, "
                         "JIT-compiled for this machine; 0 skips it")
    ap.add_argument("--time-rounds", type=int, default=3, help="fresh worker processes per timed loop")
    ap.add_argument("--time-splits", default="held_out,test_only",
                    help="which loops are timed (comma-separated of train, held_out, test_only)")
    ap.add_argument("--compile-repeat", type=int, default=3,
                    help="rounds of the compile-time measurement on the held-out modules (0 skips it)")
    ap.add_argument("--validation", type=float, default=0.2,
                    help="fraction of the training loops kept for model selection (0: select on the training reward)")
    args = ap.parse_args()
    pipeline = cost.pipeline_after_pass(args.pipeline)
    bundled = dict(zip(KERNEL_STEMS, kernel_files(args.pipeline))) if args.pipeline == "o3" else {}
    if args.pipeline != "o3" and (args.kernels is None or args.held_out_kernels is None or args.test_only is None):
        ap.error("--pipeline vectorize needs --kernels, --held-out-kernels and --test-only (*.ll modules)")
    if args.kernels is None:
        args.kernels = [bundled[k] for k in ("kernels", "kernels_gen", "kernels_fam_train")]
    if args.held_out_kernels is None:
        args.held_out_kernels = [bundled["kernels_fam_heldout"]]
    if args.test_only is None:
        args.test_only = [bundled["kernels_cf"]]

    files = ([(path, "train") for path in args.kernels] + [(path, "held_out") for path in args.held_out_kernels]
             + [(path, "test_only") for path in args.test_only])
    entries: dict[str, list[T.LoopEntry]] = {"train": [], "held_out": [], "test_only": []}
    graphs, llvm_costs, sources, table_seconds = {}, {}, {}, {}
    for path, split in files:
        with open(path) as fh:
            ir = fh.read()
        stem = os.path.splitext(os.path.basename(path))[0]
        found, table_seconds[os.path.relpath(path, REPO)] = load_table(
            os.path.join(args.table_dir, f"loopdist-costs-{stem}.json"), ir, T.distributable_functions(ir), pipeline)
        llvm_ir = cost.llvm_loop_distribute(ir)
        llvm_all = cost.functions_cost(llvm_ir, [e.function for e in found], pipeline=pipeline)
        mod = CModule.parse_ir(ir)
        for e in found:
            if e.function in sources:
                raise SystemExit(f"function {e.function} is in two kernel files: names must be unique")
            llvm_costs[e.function] = llvm_all[e.function].cycles_per_element
            graphs[e.function] = T.loop_graph(mod, e.function)
            sources[e.function] = ir
        entries[split] += found
    tr, ho, te = entries["train"], entries["held_out"], entries["test_only"]
    print(f"{len(tr)} training loops, {len(ho)} held-out loops, {len(te)} test-only loops")

    # model selection (iteration and restart) on a validation part of the training loops, never on held-out ones
    fit_names, _ = split_by_hash([e.function + "#validation" for e in tr], args.validation)
    fit = [e for e in tr if e.function + "#validation" in fit_names]
    val = [e for e in tr if e.function + "#validation" not in fit_names]
    print(f"training loops: {len(fit)} fitted, {len(val)} for validation; reward: {args.reward}")
    guarded = args.reward == "guarded"
    best = None
    for seed in range(args.seeds):
        bar = tqdm(total=args.iterations, desc=f"ES seed {seed}", unit="it")
        sel, dis, curve = T.train_es(fit, [graphs[e.function] for e in fit], iterations=args.iterations,
                                     population=args.population, seed=seed, guarded=guarded,
                                     validation=(val, [graphs[e.function] for e in val]) if val else None,
                                     progress=lambda it, f: (bar.set_postfix_str(f"selection log-speedup {f:.3f}"),
                                                             bar.update()))
        bar.close()
        f = max(curve)
        print(f"seed {seed}: best {'validation' if val else 'training'} mean log speed-up {f:.4f}")
        if best is None or f > best[0]:
            best = (f, seed, sel, dis, curve)
    assert best is not None
    _, seed, sel, dis, curve = best
    rows = {split: T.evaluate(es, [graphs[e.function] for e in es], sel, dis, llvm_costs, sources, pipeline)
            for split, es in entries.items()}
    for split, title in (("train", "training kernels"), ("held_out", "held-out kernels"),
                         ("test_only", "test-only kernels")):
        table_rows(title, rows[split])
    timing: dict = {}
    if args.time_reps:
        by_source: dict[str, list[dict]] = {}
        timed = [s for s in args.time_splits.split(",") if s]
        for split in timed:
            for r in rows[split]:
                by_source.setdefault(sources[r["function"]], []).append(r)
        bar = tqdm(total=sum(len(rows[s]) for s in timed), desc="timing loops", unit="loop")
        for ir, rs in by_source.items():
            T.time_rows(rs, ir, pipeline, args.time_reps, rounds=args.time_rounds, progress=lambda _f: bar.update())
        bar.close()
        for split in timed:
            rs = rows[split]
            timing[split] = {c: T.geomean_time_speedup(rs, c) for c in T.COLUMNS}
            for c in T.COLUMNS:
                slow = [r[f"time_{c}"] / r["time_original"] for r in rs]
                timing[split][f"{c}_worst_slowdown"] = max(slow) if slow else None
                timing[split][f"{c}_slower_3pct"] = sum(x > 1.03 for x in slow)
            print(f"measured run time, {split}: " + ", ".join(f"{c} {timing[split][c]:.3f}x" for c in T.COLUMNS)
                  + "; slower than the original by >3%: " + ", ".join(
                      f"{c} on {timing[split][f'{c}_slower_3pct']} loops (worst "
                      f"{timing[split][f'{c}_worst_slowdown']:.3f}x)"
                      for c in ("max_guarded", "agents", "guarded", "search")))
    compile_time = compile_times(args.held_out_kernels, args.compile_repeat) if args.compile_repeat else {}
    if compile_time:
        print("compile time on the held-out modules (x partition=none): " + ", ".join(
            f"{c} {v['x_partition_none']:.2f}x ({v['median_s']:.2f} s)" for c, v in compile_time.items()))
    from mlbridge_training.provenance import data_digest, recorded_args, stamp

    recorded = recorded_args(args, "out", "table_dir")
    for k in ("kernels", "held_out_kernels", "test_only"):
        recorded[k] = [os.path.relpath(p, REPO) for p in getattr(args, k)]
    digest = data_digest((os.path.relpath(k, REPO), open(k, "rb").read()) for k in args.kernels)
    for w in (sel, dis):
        save_model(stamp(agents.to_onnx(w), "scripts/train_loopdist.py", recorded, digest),
                   os.path.join(args.out, f"loopdist-{w.kind}.onnx"))
    # the same agents, served from this process, driving the real pass in a compiler process over pipes and gRPC;
    # and the real pass's default choosing what the evaluation's search chose
    expected = {r["function"]: r["agents_partition"] for rs in rows.values() for r in rs}
    searched = {r["function"]: r["search_partition"] for rs in rows.values() for r in rs}
    for transport in ("pipe", "grpc"):
        start = time.time()
        remote = {}
        for ir in dict.fromkeys(sources.values()):
            remote.update(T.remote_partitions(ir, sel, dis, transport=transport))
        same = all(remote.get(f) == p for f, p in expected.items())
        print(f"compiler process over {transport}: {'same' if same else 'DIFFERENT'} partitions as the training "
              f"episodes ({len(expected)} loops, {time.time() - start:.1f} s)")
        if not same:
            return 1
    from mlbridge_llvm.driver import optimize_llvm

    real = {}
    for path in args.held_out_kernels + args.test_only:
        _, remarks = optimize_llvm(open(path, "rb").read(), "rl-loop-distribute", text=True)
        real.update({r.function: r.args["partition"] for r in remarks if r.name in ("Distributed", "NotDistributed")})
    differ = sorted(f for f in real if f in searched and real[f] != searched[f])
    print(f"the pass's default on the held-out and test-only modules: {len(real) - len(differ)} of {len(real)} "
          f"loops as the evaluation's search" + (f"; differ: {', '.join(differ)}" if differ else ""))
    if differ:
        return 1
    report = {"kernels": recorded["kernels"], "held_out_kernels": recorded["held_out_kernels"],
              "test_only_kernels": recorded["test_only"], "cpu": cost.DEFAULT_CPU,
              "pipeline": pipeline, "pipeline_kind": args.pipeline, "split": "by file: the held-out loops are "
              "another generator seed (never trained or selected on), the test-only loops hand-written",
              "columns": list(T.COLUMNS), "default": "search", "search_rounds": search.DEFAULT_ROUNDS,
              "es": {"iterations": args.iterations, "population": args.population, "seeds": args.seeds,
                     "reward": args.reward, "validation_fraction": args.validation, "fitted_loops": len(fit),
                     "validation_loops": len(val), "chosen_seed": seed, "curve": curve},
              "geomean_speedup": {split: {c: T.geomean_speedup(rs, c) for c in T.COLUMNS}
                                  for split, rs in rows.items()},
              "measured_speedup": timing, "time_reps": args.time_reps, "time_rounds": args.time_rounds,
              "compile_time_held_out": compile_time, "table_seconds": table_seconds,
              "train": rows["train"], "held_out": rows["held_out"], "test_only": rows["test_only"]}
    path = os.path.join(args.out, "loopdist.train-report.json")
    atomic_write(path, (json.dumps(report, indent=1) + "\n").encode())
    print(f"\nwrote {args.out}/loopdist-select.onnx, loopdist-distribute.onnx, loopdist.train-report.json (the "
          "held-out comparison of the shipped pass, the card's section and the goals file come from "
          "python -m mlbridge_training.loop_distribution.card)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
