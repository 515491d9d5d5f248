"""Training of ``models/mlir-unroll.onnx``, the bundled policy of the ``ml-affine-unroll`` MLIR pass: the kernels
and their timing (MCJIT), the labels, the MLP fit in numpy and the evaluation and model card. Run through
``scripts/train_mlir_unroll.py``, whose docstring describes the whole procedure.
"""
from __future__ import annotations

import argparse
import ctypes
import math
import platform
import time
from pathlib import Path
from typing import Any

import numpy as np

from mlbridge_llvm.features.mlir_features import LOOP_FEATURE_NAMES
from mlbridge_llvm.ir.mlir import load_mlir, lower_to_llvm_ir
from mlbridge_training.common import Adam
from mlbridge_training.mlp import Dense, backprop

ROOT = Path(__file__).resolve().parents[2]  # the checkout (kernel templates, models/)

FACTORS = (1, 2, 4, 8)
TRIP_COUNTS = (3, 5, 8, 12, 16, 24, 32, 48, 64, 100, 128, 256, 512, 1000)
#: Iterations of the innermost loop per timed call (reps = TARGET_ITERS // (trip count * outer iterations)).
TARGET_ITERS = 200_000
OUTER = 8  # outer trip count of the 2-D kernels
#: LLVM code-generation flags for the timed code (stable code placement, see Jit).
JIT_FLAGS = ("-x86-branches-within-32B-boundaries", "-align-loops=64")

KERNELS_FILE = ROOT / "scripts" / "mlir_unroll_kernels.mlir.in"


def load_kernels(path: Path = KERNELS_FILE) -> dict[str, dict[str, Any]]:
    """Kernel name -> ``{"size": EXPR, "body": TEXT}`` from the kernels file (in its order): each kernel starts at a
    line ``// kernel NAME size=EXPR``; in ``TEXT``, ``{N}`` is the innermost trip count and ``{S}`` the array length."""
    kernels: dict[str, dict[str, Any]] = {}
    lines: list[str] = []
    for line in path.read_text().splitlines():
        if line.startswith("// kernel "):
            name, size = line[len("// kernel "):].split(" size=")
            lines = []
            kernels[name] = {"size": size, "lines": lines}
        elif kernels:
            lines.append(line)
    return {name: {"size": k["size"], "body": "\n" + "\n".join(k["lines"])} for name, k in kernels.items()}


KERNELS = load_kernels()

MODULE = """
func.func @kernel(%A: memref<{S}xf32>, %B: memref<{S}xf32>, %C: memref<{S}xf32>) {{
{BODY}
  return
}}
func.func @bench(%A: memref<{S}xf32>, %B: memref<{S}xf32>, %C: memref<{S}xf32>, %reps: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %r = %c0 to %reps step %c1 {{
    func.call @kernel(%A, %B, %C) : (memref<{S}xf32>, memref<{S}xf32>, memref<{S}xf32>) -> ()
  }}
  return
}}
"""


def kernel_source(name: str, n: int) -> tuple[str, int]:
    """MLIR text of kernel ``name`` at innermost trip count ``n``, and its array length."""
    k = KERNELS[name]
    size = eval(k["size"], {}, {"N": n})  # noqa: S307 - fixed expressions from KERNELS
    body = k["body"].replace("{N}", str(n)).replace("{S}", str(size))
    return MODULE.format(S=size, BODY=body), size


class Jit:
    """llvmlite (LLVM 22) O2 without LLVM loop unrolling/vectorization, MCJIT, ctypes entry for ``@bench``."""

    def __init__(self) -> None:
        import llvmlite.binding as llvm

        self.llvm = llvm
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        # Without these, the same code timed up to 2x apart between two compilations (branch/loop placement
        # relative to 32/64-byte boundaries); with them, repeated compilations agree within a few percent.
        for flag in (JIT_FLAGS if platform.machine() in ("x86_64", "AMD64") else ()):
            llvm.set_option("", flag)
        self.tm = llvm.Target.from_default_triple().create_target_machine(opt=3)
        # One tuning-options object and pass builder for the whole run, on a target machine no engine owns.
        self.pto = llvm.create_pipeline_tuning_options(speed_level=2)
        self.pto.loop_unrolling = False
        self.pto.loop_vectorization = False
        self.pto.loop_interleaving = False
        self.pto.slp_vectorization = True
        self.pb = llvm.create_pass_builder(self.tm, self.pto)

    def compile(self, ir_text: str) -> tuple[Any, Any]:
        """(engine, bench function) for LLVM IR text."""
        llvm = self.llvm
        mod = llvm.parse_assembly(ir_text)
        mod.verify()
        self.pb.getModulePassManager().run(mod, self.pb)
        # MCJIT takes ownership of its target machine (and frees it with the engine): give it its own.
        engine = llvm.create_mcjit_compiler(mod, llvm.Target.from_default_triple().create_target_machine(opt=3))
        engine.finalize_object()
        memref = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64, ctypes.c_int64]
        proto = ctypes.CFUNCTYPE(None, *(memref * 3), ctypes.c_int64)
        return engine, proto(engine.get_function_address("bench"))


def make_args(size: int, seed: int = 0) -> tuple[list[np.ndarray], list[Any]]:
    """Three float32 arrays of ``size`` elements and the expanded memref arguments (ptr, ptr, offset, size, stride)."""
    rng = np.random.default_rng(seed)
    arrays = [rng.uniform(0.5, 1.5, size).astype(np.float32) for _ in range(3)]
    args: list[Any] = []
    for a in arrays:
        p = a.ctypes.data
        args += [p, p, 0, size, 1]
    return arrays, args


def time_variants(fns: list[Any], size: int, reps: int, repeats: int) -> list[float]:
    """Best wall time (seconds) of each function over ``repeats`` interleaved rounds of ``reps`` kernel runs.

    All variants run on the same arrays (same alignment), round-robin, so drifts of the machine hit them alike.
    """
    arrays, args = make_args(size)
    for fn in fns:
        fn(*args, 1)  # warm-up
    best = [math.inf] * len(fns)
    for _ in range(repeats):
        for i, fn in enumerate(fns):
            t0 = time.perf_counter()
            fn(*args, reps)
            best[i] = min(best[i], time.perf_counter() - t0)
    del arrays
    return best


def measure(jit: Jit, repeats: int, log: Any) -> list[dict[str, Any]]:
    """Time every (kernel, trip count, factor); return one record per (kernel, trip count)."""
    from mlbridge_passes.mlir_unroll import unroll as impl

    records = []
    for name in KERNELS:
        for n in TRIP_COUNTS:
            text, size = kernel_source(name, n)
            outer = OUTER if "8*N" in KERNELS[name]["size"] else 1
            reps = max(1, TARGET_ITERS // (n * outer))
            base = load_mlir(text, name=f"{name}-{n}")
            cands = impl.candidates(base)
            assert len(cands) == 1, (name, n, len(cands))
            compiled = []
            for f in FACTORS:
                mod = load_mlir(text, name=f"{name}-{n}-x{f}")
                impl.apply_unroll(mod, [(impl.candidates(mod)[0].loop, f)])
                compiled.append(jit.compile(lower_to_llvm_ir(mod)))
            best = time_variants([fn for _, fn in compiled], size, reps, repeats)
            times = {f: t / (reps * n * outer) * 1e9 for f, t in zip(FACTORS, best)}  # ns per iteration
            del compiled
            records.append({"kernel": name, "trip_count": n, "ns_per_iter": {str(f): t for f, t in times.items()},
                            "features": [cands[0].features[k] for k in LOOP_FEATURE_NAMES]})
            log(f"{name:>10} N={n:<5} " + "  ".join(f"x{f}:{t:6.3f}" for f, t in times.items()))
    return records


def labels(records: list[dict[str, Any]], tolerance: float) -> np.ndarray:
    """Index of the smallest factor within ``tolerance`` of the fastest, per record."""
    out = []
    for r in records:
        t = np.array([r["ns_per_iter"][str(f)] for f in FACTORS])
        out.append(int(np.flatnonzero(t <= t.min() * (1 + tolerance))[0]))
    return np.array(out)


def costs(records: list[dict[str, Any]]) -> np.ndarray:
    """``log(time / best time)`` per record and factor (0 for the fastest factor)."""
    t = np.array([[r["ns_per_iter"][str(f)] for f in FACTORS] for r in records])
    return np.log(t / t.min(1, keepdims=True))


def fit_mlp(x: np.ndarray, cost: np.ndarray, hidden: int, epochs: int, seed: int, l2: float = 1e-2,
            tau: float = 0.05, lr: float = 0.01) -> list[tuple[np.ndarray, np.ndarray]]:
    """MLP 18 -> hidden ReLU -> 4 fit with Adam to soft targets ``softmax(-cost / tau)``.

    Soft targets spread the probability over factors that are nearly as fast as the best one, so timing noise
    between near-equal factors does not become a hard label. The standardization is folded into layer 0.
    """
    mu, sd = x.mean(0), x.std(0)
    sd[sd == 0] = 1.0
    z = (x - mu) / sd
    q = np.exp(-cost / tau)
    q /= q.sum(1, keepdims=True)
    rng = np.random.default_rng(seed)
    k = len(FACTORS)
    params = [rng.normal(0, 1 / np.sqrt(z.shape[1]), (z.shape[1], hidden)), np.zeros(hidden),
              rng.normal(0, 1 / np.sqrt(hidden), (hidden, k)), np.zeros(k)]
    adam = Adam(params, lr)
    for _ in range(epochs):
        w0, b0, w1, b1 = params
        h = np.maximum(z @ w0 + b0, 0)
        logits = h @ w1 + b1
        p = np.exp(logits - logits.max(1, keepdims=True))
        p /= p.sum(1, keepdims=True)
        g = backprop((p - q) / len(z), h, w1, [Dense(z, w0)], l2=l2)
        adam.update(params, [g.hidden[0], g.b0, g.w1, g.b1])
    w0, b0, w1, b1 = params
    # x -> (x - mu)/sd @ w0 + b0  ==  x @ (w0 / sd[:, None]) + (b0 - (mu / sd) @ w0)
    return [((w0 / sd[:, None]).astype(np.float32), (b0 - (mu / sd) @ w0).astype(np.float32)),
            (w1.astype(np.float32), b1.astype(np.float32))]


def predict(layers: list[tuple[np.ndarray, np.ndarray]], x: np.ndarray) -> np.ndarray:
    """numpy forward pass + argmax (reference for the ONNX export)."""
    (w0, b0), (w1, b1) = layers
    return np.argmax(np.maximum(x.astype(np.float32) @ w0 + b0, 0) @ w1 + b1, axis=1)


def slowdown(records: list[dict[str, Any]], choice: np.ndarray) -> float:
    """Geometric mean of time(chosen factor) / time(best factor)."""
    ratios = []
    for r, c in zip(records, choice):
        t = np.array([r["ns_per_iter"][str(f)] for f in FACTORS])
        ratios.append(t[c] / t.min())
    return float(np.exp(np.mean(np.log(ratios))))


def evaluate(records: list[dict[str, Any]], x: np.ndarray, y: np.ndarray, layers: list, args: argparse.Namespace
             ) -> dict[str, Any]:
    """Training fit, leave-one-kernel-out generalization, and fixed-factor baselines."""
    kernels = np.array([r["kernel"] for r in records])
    cost = costs(records)
    loko = np.zeros(len(records), dtype=int)
    for k in KERNELS:
        test = kernels == k
        held = fit_mlp(x[~test], cost[~test], args.hidden, args.epochs, args.seed, args.l2, args.tau)
        loko[test] = predict(held, x[test])
    train_pred = predict(layers, x)
    return {
        "train_accuracy": float((train_pred == y).mean()),
        "loko_accuracy": float((loko == y).mean()),
        "train_slowdown": slowdown(records, train_pred),
        "loko_slowdown": slowdown(records, loko),
        "fixed_slowdown": {str(f): slowdown(records, np.full(len(records), i)) for i, f in enumerate(FACTORS)},
        "hidden": args.hidden, "l2": args.l2, "tau": args.tau,
        "label_counts": {str(f): int((y == i).sum()) for i, f in enumerate(FACTORS)},
        "train_pred_counts": {str(f): int((train_pred == i).sum()) for i, f in enumerate(FACTORS)},
    }


def write_card(path: Path, stats: dict[str, Any], args: argparse.Namespace, n_records: int, machine: str) -> None:
    """The model card (markdown)."""
    fixed = ", ".join(f"always x{f}: {v:.3f}" for f, v in stats["fixed_slowdown"].items())
    labels_txt = ", ".join(f"x{f}: {c}" for f, c in stats["label_counts"].items())
    preds_txt = ", ".join(f"x{f}: {c}" for f, c in stats["train_pred_counts"].items())
    feats = ", ".join(LOOP_FEATURE_NAMES)
    text = f"""# mlir-unroll.onnx — policy of the `ml-affine-unroll` MLIR pass

Generated by `scripts/train_mlir_unroll.py` on {stats['date']} ({machine}). Re-run the script to rebuild it;
`--reuse` refits from `models/mlir-unroll.measurements.json` (the raw timings, kept next to the model) without timing again.

## Interface
- Input `input`: float32 `[N, 18]` (a batch of loops; one loop = `[18]` also works through the runner), the pass's
  loop features in this order: {feats}
  (defined in `mlbridge_llvm/features/mlir_features.py`; raw counts, the standardization is folded into the first layer).
- Output `output`: int64 `[N]`, the action = index into the unroll factors `(1, 2, 4, 8)`.
- Graph: MatMul+Add (18x{args.hidden}) -> Relu -> MatMul+Add ({args.hidden}x4) -> ArgMax; opset 17, IR version 8
  (built with `mlbridge_llvm.onnx_models.mlp`). {18 * args.hidden + args.hidden + args.hidden * 4 + 4} parameters.

## What it was trained on (all of it)
- {len(KERNELS)} hand-written MLIR kernels, one innermost `affine.for` each: {", ".join(KERNELS)}; innermost trip
  counts {", ".join(map(str, TRIP_COUNTS))}: **{n_records} loops**. No real-world code.
- Measurement: for each loop and each factor in (1, 2, 4, 8) the pass's own transformation (MLIR
  `transform.loop.unroll`) was applied, the module lowered with `lower_to_llvm_ir`, optimized by llvmlite's LLVM 22
  at O2 **with LLVM's own loop unroller, loop vectorizer and interleaving off** (SLP vectorization on), compiled with
  `{' '.join(JIT_FLAGS)}` (stable code placement), JIT-compiled (MCJIT) and timed on this machine: ~{TARGET_ITERS}
  inner iterations per call, best of {args.repeats} interleaved rounds, the four variants on the same arrays.
- Target: soft labels `softmax(-log(time/best) / {args.tau})`; fit with numpy Adam, L2 {args.l2}, {args.epochs}
  full-batch epochs, seed {args.seed}. Hard labels (smallest factor within {args.tolerance:.0%} of the fastest), for
  the accuracy figures only: {labels_txt}. Policy's choices on the training loops: {preds_txt}.

## Results (on the same measurements)
| metric | value |
|---|---|
| accuracy vs hard labels, training fit (low by design: the soft targets do not prefer the smallest near-best factor) | {stats['train_accuracy']:.3f} |
| accuracy, leave-one-kernel-out (model refit without the kernel) | {stats['loko_accuracy']:.3f} |
| time of chosen factor / fastest factor, geomean, training fit | {stats['train_slowdown']:.3f} |
| same, leave-one-kernel-out | {stats['loko_slowdown']:.3f} |
| same for fixed factors | {fixed} (oracle: 1.000) |

## Limits (read before trusting it)
- The fit on the training kernels is close to the oracle, but **on a kernel it has not seen (leave-one-kernel-out)
  it does worse than always unrolling by 8** in this setting: {len(KERNELS)} synthetic kernels are far too few to
  learn an unroll heuristic that generalizes. The hyper-parameters (8 hidden units, L2 {args.l2}, tau {args.tau})
  were picked among a dozen settings by that leave-one-kernel-out figure, so even it is slightly optimistic.
- Wall-clock timings on one shared machine, in one compilation setting; other CPUs, LLVM's unroller or
  vectorizer on, or another opt level would give other targets. Several kernels (div, sqrt) are insensitive to the
  factor, so their targets are close to uniform.
- Treat it as a demonstration that a real model, trained on real measurements, drives a real MLIR pass through
  the bridge — not as a tuned unroll heuristic. Retrain it with more kernels before relying on its decisions.
"""
    path.write_text(text)


def cpu_name() -> str:
    """The CPU model from /proc/cpuinfo (Linux), else what platform knows."""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


