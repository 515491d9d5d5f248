"""``mlbridge-bench inline``: what ML inlining costs in compile time, and what the policy does to code size.

On held-out modules of an MLGO corpus (the same hash split the training used), in one run:

* compile time of ``default<Oz>`` with LLVM's heuristic (the baseline), and with the ML advisor answered by
  (a) a Python agent echoing LLVM's default (the hosting floor), (b) the ONNX policy in-process, (c) the ONNX policy in
  another process over pipes (mlcb + bitstream), (d) the same over gRPC;
* the outputs of (b), (c), (d) must be identical (same model): any difference is counted as a wrong output;
* ``.text`` size (emitted object) of the heuristic vs the policy: geomean ratio, worst module, wins and losses.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable

import numpy as np

from mlbridge_training.common import held_out_modules
from mlbridge_llvm.tables import format_table, save_figure, write_results

COLUMNS = ["config", "total_ms", "ratio_to_heuristic", "decisions", "us_per_decision", "wrong_outputs"]


def _timed(modules: list[tuple[str, bytes]], compile_one: Callable[[bytes], tuple[bytes, int]]) -> tuple[float, list[bytes], int]:
    outs, decisions, total = [], 0, 0.0
    for _, bc in modules:
        t0 = time.perf_counter()
        out, n = compile_one(bc)
        total += time.perf_counter() - t0
        outs.append(out)
        decisions += n
    return total * 1e3, outs, decisions


def _heuristic(bc: bytes) -> tuple[bytes, int]:
    from mlbridge_llvm.ir.llvmc import CModule

    with CModule.parse_bitcode(bc) as m:
        m.run_passes("default<Oz>")
        return m.to_bitcode(), 0


def _with_runner(runner: Any) -> Callable[[bytes], tuple[bytes, int]]:
    from mlbridge_llvm.ir.llvmc import CModule

    from .features import to_row
    from .inline import ml_inline

    def agent(features: dict[str, Any]) -> int:
        return int(runner.populate_features(features=to_row(features)).evaluate(int))

    def compile_one(bc: bytes) -> tuple[bytes, int]:
        with CModule.parse_bitcode(bc) as m:
            n = ml_inline(m, agent)
            return m.to_bitcode(), n
    return compile_one


def _echo(bc: bytes) -> tuple[bytes, int]:
    from mlbridge_llvm.ir.llvmc import CModule

    from .inline import ml_inline

    with CModule.parse_bitcode(bc) as m:
        n = ml_inline(m, lambda f: int(f["inlining_default"][0]))
        return m.to_bitcode(), n


def _text(bc: bytes) -> int:
    from mlbridge_llvm.ir.codegen import emit_object, text_size
    from mlbridge_llvm.ir.llvmc import CModule, to_llvmlite

    with CModule.parse_bitcode(bc) as m:
        return text_size(emit_object(to_llvmlite(m), copy=False))


def run(corpus: str, model: str, limit: int = 40, max_bytes: int = 200_000, outdir: str = "bench-results",
        plot: bool = True) -> dict[str, Any]:
    """Run the benchmark; prints the tables and writes ``inline.{json,csv,png}``."""
    from mlbridge_llvm.runners import create_runner
    from mlbridge_llvm.tensors import TensorSpec

    from .features import ADVICE, MODEL_INPUT

    modules = held_out_modules(corpus, limit, max_bytes)
    if not modules:
        raise SystemExit(f"no modules found in {corpus}")
    results: dict[str, tuple[float, list[bytes], int]] = {}
    results["default<Oz> (heuristic)"] = _timed(modules, _heuristic)
    results["ML advisor, echo default (python, in-process)"] = _timed(modules, _echo)
    with create_runner(f"onnx:{model}", feature_specs=[MODEL_INPUT], advice_spec=ADVICE) as r:
        results["ML advisor, ONNX in-process"] = _timed(modules, _with_runner(r))
    with tempfile.TemporaryDirectory(prefix="mlbridge-inline-bench-") as tmp:
        base = os.path.join(tmp, "ch")
        peer = subprocess.Popen([sys.executable, "-m", "mlbridge_llvm.bench.model_server", "pipe", "--model", model, "--channel", base])
        try:
            with create_runner(f"pipe:{base}?serdes=bitstream&timeout=60", advice_spec=TensorSpec("decision", "int64_t", (1,))) as r:
                results["ML advisor, ONNX in another process (pipe+bitstream)"] = _timed(modules, _with_runner(r))
        finally:
            peer.wait(30)
    peer = subprocess.Popen([sys.executable, "-m", "mlbridge_llvm.bench.model_server", "grpc", "--model", model],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        port = int(peer.stdout.readline())  # type: ignore[union-attr]
        with create_runner(f"grpc:127.0.0.1:{port}?timeout=60") as r:
            results["ML advisor, ONNX in another process (gRPC)"] = _timed(modules, _with_runner(r))
    finally:
        peer.stdin.close()  # type: ignore[union-attr]
        peer.wait(30)

    base_ms = results["default<Oz> (heuristic)"][0]
    reference = results["ML advisor, ONNX in-process"][1]
    rows = []
    for name, (ms, outs, n) in results.items():
        wrong = sum(a != b for a, b in zip(outs, reference)) if "ONNX" in name else None
        rows.append({"config": name, "total_ms": ms, "ratio_to_heuristic": ms / base_ms, "decisions": n,
                     "us_per_decision": (ms - base_ms) * 1e3 / n if n else None, "wrong_outputs": wrong})
    heur = [_text(b) for b in results["default<Oz> (heuristic)"][1]]
    pol = [_text(b) for b in reference]
    nonempty = [(h, p) for h, p in zip(heur, pol) if h > 0]  # modules with code (some hold only data)
    ratios = np.array([p / h for h, p in nonempty])
    size = {"modules": len(ratios), "geomean_ratio": float(np.exp(np.log(ratios).mean())), "max_ratio": float(ratios.max()),
            "min_ratio": float(ratios.min()), "smaller": int((ratios < 1).sum()), "larger": int((ratios > 1).sum()),
            "total_heuristic": int(sum(heur)), "total_policy": int(sum(pol))}
    print(f"ML inlining on {len(modules)} held-out modules of {corpus} (bitcode <= {max_bytes} bytes)\n")
    print(format_table(rows, COLUMNS))
    print(f"\n.text, policy vs heuristic at Oz: geomean ratio {size['geomean_ratio']:.4f}, worst {size['max_ratio']:.4f}, "
          f"best {size['min_ratio']:.4f}; {size['smaller']} smaller, {size['larger']} larger; "
          f"total {size['total_policy']} vs {size['total_heuristic']} bytes")
    meta = {"corpus": corpus, "model": model, "size": size,
            "per_module": [{"module": m, "heuristic_text": h, "policy_text": p} for (m, _), h, p in zip(modules, heur, pol)]}
    paths = write_results(outdir, "inline", rows, COLUMNS, meta)
    if plot:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, (a1, a2) = plt.subplots(1, 2, figsize=(12, 4))
        a1.barh([r["config"] for r in rows], [r["ratio_to_heuristic"] for r in rows])
        a1.axvline(1.0, color="k", lw=0.8)
        a1.set(xlabel="compile time / heuristic's", title="Compile time (default<Oz>)")
        a2.scatter([h for h, _ in nonempty], ratios, s=10)
        a2.axhline(1.0, color="k", lw=0.8)
        a2.set(xscale="log", xlabel="heuristic .text (bytes)", ylabel="policy / heuristic", title=".text size per module")
        paths["png"] = os.path.join(outdir, "inline.png")
        save_figure(fig, paths["png"])
        plt.close(fig)
    print("wrote " + ", ".join(paths.values()))
    return {"rows": rows, "size": size, "paths": paths}


def add_arguments(parser: Any) -> None:
    """Options of ``mlbridge-bench inline``."""
    parser.add_argument("corpus", help="MLGO-format corpus directory (corpus_description.json)")
    parser.add_argument("--model", default=None, help="ONNX policy (default: the bundled models/inliner-oz.onnx)")
    parser.add_argument("--limit", type=int, default=40, help="held-out modules to use")
    parser.add_argument("--max-bytes", type=int, default=200_000, help="skip larger bitcode files")
    parser.add_argument("-o", "--outdir", default="bench-results")


def run_from_args(args: Any) -> dict[str, Any]:
    """What ``mlbridge-bench inline`` calls with its parsed arguments."""
    from mlbridge_llvm.resources import models_dir

    return run(args.corpus, args.model or str(models_dir() / "inliner-oz.onnx"), args.limit, args.max_bytes, args.outdir)
