#!/usr/bin/env python3
"""Train rl-loop-distribute's two agents on the TSVC-style kernels and export them to models/.

    .venv/bin/python scripts/train_loopdist.py [--kernels A.ll B.ll] [--test-only C.ll] [--out models]

Measures every legal partition of every kernel loop with llvm-mca (cached under --table-dir), splits the --kernels
loops by a hash of their name (--held-out fraction), trains both agents with evolution strategies on the training
loops only, evaluates on the held-out loops and on the --test-only modules (default: the control-flow kernels), and
writes models/loopdist-{select,distribute}.onnx plus models/loopdist.train-report.json (per-kernel rows: original,
LLVM's loop-distribute, maximal distribution, the agents, the oracle). Finally the exported agents drive the real
pass in a compiler process over pipes and gRPC and must decide the same there.
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
from mlbridge_passes.loop_distribution import agents, cost  # noqa: E402
from mlbridge_passes.loop_distribution.bench import kernel_files  # noqa: E402
from mlbridge_training.loop_distribution import train as T  # noqa: E402


def load_table(path: str, ir: str, functions: list[str], pipeline: str) -> list[T.LoopEntry]:
    """The measured cost table, from the cache when it was made from the same kernels and pipeline."""
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
                                e["costs"]) for e in data["entries"]]
    bar = tqdm(total=len(functions), desc="measuring partitions", unit="loop")
    start = time.time()
    entries = T.cost_table(ir, functions, progress=lambda name: (bar.set_postfix_str(name), bar.update()),
                           pipeline=pipeline)
    bar.close()
    print(f"cost table: {sum(len(e.costs) for e in entries)} partitions measured in {time.time() - start:.1f} s")
    payload = {"kernels_sha256": digest, "entries": [
        {"function": e.function, "n_nodes": e.n_nodes, "features": e.features.tolist(), "original": e.original,
         "costs": e.costs} for e in entries]}
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    atomic_write(path, json.dumps(payload).encode())
    return entries


def table_rows(title: str, rows: list[dict]) -> None:
    print(f"\n{title} ({len(rows)} loops): cycles per element (llvm-mca, skylake), lower is better")
    print(f"{'kernel':22s} {'orig':>6s} {'llvm':>6s} {'max':>6s} {'agents':>6s} {'oracle':>6s}  agents / oracle partition")
    for r in rows:
        print(f"{r['function']:22s} {r['original']:6.2f} {r['llvm']:6.2f} {r['max']:6.2f} {r['agents']:6.2f} "
              f"{r['oracle']:6.2f}  {r['agents_partition']} / {r['oracle_partition']}")
    print("geomean speed-up over the original: " + ", ".join(
        f"{c} {T.geomean_speedup(rows, c):.3f}x" for c in ("llvm", "max", "agents", "guarded", "oracle")))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pipeline", choices=["o3", "vectorize"], default="o3",
                    help="what compiles the loop after the pass: o3, the rest of LLVM 22's default<O3> after "
                         "loop-distribute, on kernels taken at that position (*.o3.ll, "
                         "scripts/make_loopdist_kernels_o3.py); vectorize, the vector part of -O2 "
                         "(cost.DEFAULT_VECTORIZE_PIPELINE) on kernels kept with their memory recurrences (*.ll)")
    ap.add_argument("--kernels", nargs="+", default=None,
                    help="kernel modules split into training / held-out loops by name hash (default: kernels.o3.ll "
                         "or, with --pipeline vectorize, kernels.ll)")
    ap.add_argument("--test-only", nargs="*", default=None,
                    help="kernel modules only evaluated, never trained or selected on (default: the control-flow and "
                         "generated kernels of the same form)")
    ap.add_argument("--out", default=os.path.join(REPO, "models"))
    ap.add_argument("--table-dir", default=os.path.join(REPO, "build"))
    ap.add_argument("--held-out", type=float, default=0.3)
    ap.add_argument("--iterations", type=int, default=150)
    ap.add_argument("--population", type=int, default=24)
    ap.add_argument("--seeds", type=int, default=3, help="ES restarts; the best on the validation loops is kept")
    ap.add_argument("--time-reps", type=int, default=40,
                    help="measured run time of every evaluated loop (original, LLVM, max, agents, oracle): fastest of "
                         "N calls, JIT-compiled for this machine; 0 skips it")
    ap.add_argument("--validation", type=float, default=0.0,
                    help="fraction of the training loops kept for model selection (0: select on the training reward)")
    args = ap.parse_args()
    pipeline = cost.pipeline_after_pass(args.pipeline)
    bundled = kernel_files(args.pipeline)
    if args.kernels is None:
        args.kernels = bundled[:1]
    if args.test_only is None:
        args.test_only = bundled[1:]

    files = [(path, False) for path in args.kernels] + [(path, True) for path in args.test_only]
    entries, graphs, llvm_costs, sources, test_only = [], {}, {}, {}, set()
    for path, only_test in files:
        with open(path) as fh:
            ir = fh.read()
        stem = os.path.splitext(os.path.basename(path))[0]
        found = load_table(os.path.join(args.table_dir, f"loopdist-costs-{stem}.json"), ir,
                           T.distributable_functions(ir), pipeline)
        llvm_ir = cost.llvm_loop_distribute(ir)
        mod = CModule.parse_ir(ir)
        for e in found:
            llvm_costs[e.function] = cost.function_cost(llvm_ir, e.function, pipeline=pipeline).cycles_per_element
            graphs[e.function] = T.loop_graph(mod, e.function)
            sources[e.function] = ir
            if only_test:
                test_only.add(e.function)
        entries += found
    train_names, _ = split_by_hash([e.function for e in entries if e.function not in test_only], args.held_out)
    tr = [e for e in entries if e.function in train_names]
    ho = [e for e in entries if e.function not in train_names and e.function not in test_only]
    te = [e for e in entries if e.function in test_only]
    print(f"{len(tr)} training loops, {len(ho)} held-out loops, {len(te)} test-only loops")

    # model selection (iteration and restart) on a validation part of the training loops, never on held-out ones
    fit_names, _ = split_by_hash([e.function + "#validation" for e in tr], args.validation)
    fit = [e for e in tr if e.function + "#validation" in fit_names]
    val = [e for e in tr if e.function + "#validation" not in fit_names]
    print(f"training loops: {len(fit)} fitted, {len(val)} for validation")
    best = None
    for seed in range(args.seeds):
        bar = tqdm(total=args.iterations, desc=f"ES seed {seed}", unit="it")
        sel, dis, curve = T.train_es(fit, [graphs[e.function] for e in fit], iterations=args.iterations,
                                     population=args.population, seed=seed,
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
    rows_tr = T.evaluate(tr, [graphs[e.function] for e in tr], sel, dis, llvm_costs)
    rows_ho = T.evaluate(ho, [graphs[e.function] for e in ho], sel, dis, llvm_costs)
    rows_te = T.evaluate(te, [graphs[e.function] for e in te], sel, dis, llvm_costs)
    table_rows("training kernels", rows_tr)
    table_rows("held-out kernels", rows_ho)
    table_rows("test-only kernels", rows_te)
    timing: dict = {}
    if args.time_reps:
        by_source: dict[str, list[dict]] = {}
        for r in rows_tr + rows_ho + rows_te:
            by_source.setdefault(sources[r["function"]], []).append(r)
        bar = tqdm(total=len(rows_tr) + len(rows_ho) + len(rows_te), desc="timing loops", unit="loop")
        for ir, rows in by_source.items():
            T.time_rows(rows, ir, pipeline, args.time_reps, progress=lambda _f: bar.update())
        bar.close()
        for split, rows in (("train", rows_tr), ("held_out", rows_ho), ("test_only", rows_te)):
            timing[split] = {c: T.geomean_time_speedup(rows, c) for c in ("llvm", "max", "agents", "guarded", "oracle")}
            for c in ("agents", "guarded"):
                slow = [r[f"time_{c}"] / r["time_original"] for r in rows]
                timing[split][f"{c}_worst_slowdown"] = max(slow) if slow else None
                timing[split][f"{c}_slower_3pct"] = sum(s > 1.03 for s in slow)
            print(f"measured run time, {split}: " + ", ".join(
                f"{c} {timing[split][c]:.3f}x" for c in ("llvm", "max", "agents", "guarded", "oracle"))
                + "; slower than the original by >3%: " + ", ".join(
                    f"{c} on {timing[split][f'{c}_slower_3pct']} loops (worst "
                    f"{timing[split][f'{c}_worst_slowdown']:.3f}x)" for c in ("agents", "guarded")))
    from mlbridge_training.provenance import data_digest, recorded_args, stamp

    recorded = recorded_args(args, "out", "table_dir")
    recorded["kernels"] = [os.path.relpath(k, REPO) for k in args.kernels]
    recorded["test_only"] = [os.path.relpath(k, REPO) for k in args.test_only]
    digest = data_digest((os.path.relpath(k, REPO), open(k, "rb").read()) for k in args.kernels)
    for w in (sel, dis):
        save_model(stamp(agents.to_onnx(w), "scripts/train_loopdist.py", recorded, digest),
                   os.path.join(args.out, f"loopdist-{w.kind}.onnx"))
    # the same agents, served from this process, driving the real pass in a compiler process over pipes and gRPC
    expected = {r["function"]: r["agents_partition"] for r in rows_tr + rows_ho + rows_te}
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
    report = {"kernels": [os.path.relpath(k, REPO) for k in args.kernels],
              "test_only_kernels": [os.path.relpath(k, REPO) for k in args.test_only], "cpu": cost.DEFAULT_CPU,
              "pipeline": pipeline, "pipeline_kind": args.pipeline, "held_out_fraction": args.held_out,
              "es": {"iterations": args.iterations, "population": args.population, "seeds": args.seeds,
                     "validation_fraction": args.validation, "fitted_loops": len(fit), "validation_loops": len(val),
                     "chosen_seed": seed, "curve": curve},
              "geomean_speedup": {split: {c: T.geomean_speedup(rows, c)
                                          for c in ("llvm", "max", "agents", "guarded", "oracle")}
                                  for split, rows in (("train", rows_tr), ("held_out", rows_ho), ("test_only", rows_te))},
              "measured_speedup": timing, "time_reps": args.time_reps,
              "train": rows_tr, "held_out": rows_ho, "test_only": rows_te}
    atomic_write(os.path.join(args.out, "loopdist.train-report.json"), (json.dumps(report, indent=1) + "\n").encode())
    print(f"\nwrote {args.out}/loopdist-select.onnx, loopdist-distribute.onnx, loopdist.train-report.json")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
