#!/usr/bin/env python3
"""Build ``models/mlir-unroll.onnx``: the bundled policy of the ``ml-affine-unroll`` MLIR pass.

What it does, end to end (all real, nothing simulated):

1. Generates small MLIR kernels (``KERNELS``: copies, maps, reductions, a stencil, a polynomial, divisions, sqrt,
   a loop-carried prefix sum, index arithmetic, a 2-D mat-vec and a strided 2-D copy), each at several innermost
   trip counts (``TRIP_COUNTS``), plus a ``@bench`` driver that calls the kernel ``reps`` times.
2. For every kernel and every factor in ``(1, 2, 4, 8)``: unrolls the kernel's innermost ``affine.for`` with the
   pass's own transformation (``apply_unroll``: MLIR's ``transform.loop.unroll``), lowers to LLVM IR with
   :func:`mlbridge_llvm.ir.mlir.lower_to_llvm_ir`, optimizes with llvmlite's LLVM 22 at O2 **with LLVM's own loop
   unroller and loop vectorizer turned off** (SLP vectorization on), so that the MLIR-level decision is the one
   that matters, JIT-compiles it (MCJIT) and times ``@bench`` on this machine (min of ``--repeats`` runs).
3. Scores every factor of a loop by its slowdown ``log(time / fastest time)``.
4. Fits a tiny MLP (18 -> 8 ReLU -> 4, Adam, L2) in numpy on the pass's 18 loop features of the *un-unrolled*
   loop, against soft targets ``softmax(-slowdown / tau)`` (near-equal factors share the target, so timing noise
   does not become a hard label); folds the feature standardization into the first layer; exports it with
   :func:`mlbridge_llvm.onnx_models.mlp` (``argmax=True``: the output is the int64 action); checks that onnxruntime
   and numpy agree on every training sample.
5. Reports accuracy against hard labels (smallest factor within ``--tolerance`` of the fastest), leave-one-kernel-out
   accuracy, and the time of the chosen factor relative to the best (geometric mean) for the policy, for every
   fixed factor and for the oracle; writes the model card and the measurements.

Run: ``.venv/bin/python scripts/train_mlir_unroll.py`` (about a minute). ``--reuse`` refits from a previous
measurements file without timing again. Timings depend on the machine: the card records which one.
"""
from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import platform
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mlbridge_llvm.features.mlir_features import LOOP_FEATURE_NAMES  # noqa: E402
from mlbridge_llvm.onnx_models import mlp, save_model  # noqa: E402
from mlbridge_training.mlir_unroll.train import (FACTORS, Jit, costs, cpu_name, evaluate, fit_mlp,  # noqa: E402
                                                 labels, measure, predict, write_card)


def main(argv: list[str] | None = None) -> int:
    """Measure (or reuse), fit, export, document."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(ROOT / "models" / "mlir-unroll.onnx"))
    ap.add_argument("--card", default=str(ROOT / "models" / "mlir-unroll.md"))
    ap.add_argument("--data", default=str(ROOT / "models" / "mlir-unroll.measurements.json"))
    ap.add_argument("--reuse", action="store_true", help="refit from --data instead of timing again")
    ap.add_argument("--repeats", type=int, default=15)
    ap.add_argument("--tolerance", type=float, default=0.03)
    ap.add_argument("--hidden", type=int, default=8)
    ap.add_argument("--epochs", type=int, default=2000)
    ap.add_argument("--l2", type=float, default=1e-2)
    ap.add_argument("--tau", type=float, default=0.05, help="temperature of the soft targets softmax(-log slowdown / tau)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    machine = f"{platform.machine()}, {cpu_name()}, {os.cpu_count()} CPUs, Python {platform.python_version()}"
    if args.reuse:
        data = json.loads(Path(args.data).read_text())
        records, machine = data["records"], data.get("machine", machine)
    else:
        records = measure(Jit(), args.repeats, log)
        tmp = Path(args.data).with_suffix(".tmp")
        tmp.write_text(json.dumps({"machine": machine, "factors": FACTORS, "feature_names": LOOP_FEATURE_NAMES,
                                   "records": records}, indent=1))
        os.replace(tmp, args.data)
    x = np.array([r["features"] for r in records], dtype=np.float32)
    y = labels(records, args.tolerance)
    layers = fit_mlp(x, costs(records), args.hidden, args.epochs, args.seed, args.l2, args.tau)
    model = mlp(layers, input_name="input", output_name="output", argmax=True)
    from mlbridge_training.provenance import data_digest, recorded_args, stamp

    recorded = recorded_args(args, "out", "card", "data", "reuse")
    measured = json.dumps(records, sort_keys=True).encode()  # the timings the fit used (measured now or reused)
    save_model(stamp(model, "scripts/train_mlir_unroll.py", recorded,
                     data_digest([("mlir-unroll.measurements.json#records", measured)])), args.out)
    os.chmod(args.out, 0o644)  # save_model's temp file is created 0600

    from mlbridge_llvm.runners.onnx import ONNXModelRunner

    with ONNXModelRunner(args.out) as runner:
        got = np.array(runner.evaluate_batch([{"input": row} for row in x], int))
    if not np.array_equal(got, predict(layers, x)):
        raise SystemExit("onnxruntime and numpy disagree on the exported model")
    stats = evaluate(records, x, y, layers, args)
    stats["date"] = _dt.date.today().isoformat()
    write_card(Path(args.card), stats, args, len(records), machine)
    log(json.dumps(stats, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
