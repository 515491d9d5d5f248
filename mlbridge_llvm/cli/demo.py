"""``mlbridge-demo``: the bridge core end to end on bundled inputs.

1. The round-trip sweep (``mlbridge-bench rtt --quick``): one real ONNX/numpy model answered through every
   runner and SerDes (onnxruntime and the compiled runner in-process), with the numpy and raw-FIFO floors measured
   in the same run. The quick sweep prints each target's ratio with the spread of its repeats but no met/MISSED
   verdict (10 vectors swing 2-3x with machine load); ``--full`` runs the 100-vector sweep, which is judged.
2. A real compiler as the peer: LLVM 22's stock ``opt`` runs its ML inliner in interactive mode and our host answers
   every decision over the ``mlgo`` pipe dialect with LLVM's own default advice; the output must equal the
   heuristic's bit for bit (checked), and the cost per decision is printed.
3. An ML pass end to end: ``rl-loop-distribute`` with its bundled ONNX agents on the bundled TSVC-style kernels;
   the distributed functions are JIT-run against the originals (must be bit-identical) and llvm-mca's cycles per
   iteration after LLVM's vectorizer are compared with the original loops and with LLVM's own loop-distribute.
4. Phase ordering: ``poset-rl`` (policy mode) and ``poset-rl<mode=plan>`` (critic alone and ``measure=2``) with their
   bundled models on the committed 16-module corpus sample (``test/inputs/corpus``), ``.text`` against
   ``default<Oz>``.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import time
from importlib import resources

from ..errors import MLBridgeError


def interactive_inliner_demo() -> None:
    """Drive stock ``opt``'s ML inliner through :class:`InteractiveHost` and compare with the heuristic."""
    from ..interface.mlgo import InteractiveHost
    from ..ir.tools import find_tool

    opt = find_tool("opt")
    src = str(resources.files("mlbridge_llvm.data").joinpath("inline_demo.ll"))
    base_cmd = [opt, "-S", "-passes=default<O2>", src]
    t0 = time.perf_counter()
    heuristic = subprocess.run(base_cmd, capture_output=True, check=True).stdout
    t_heur = time.perf_counter() - t0
    with InteractiveHost(timeout=30) as host:
        t0 = time.perf_counter()
        proc = subprocess.Popen(base_cmd + ["-enable-ml-inliner=release", f"-inliner-interactive-channel-base={host.channel}",
                                            "-inliner-interactive-include-default"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        result = host.serve(lambda f: int(f["inlining_default"][0]), alive=lambda: proc.poll() is None)
        out, err = proc.communicate(timeout=30)
        t_ml = time.perf_counter() - t0
    if proc.returncode != 0:
        raise MLBridgeError(f"opt failed: {err.decode().strip()}")
    same = out == heuristic
    inlined = sum(1 for d in result.decisions if d[2])
    print(f"\nLLVM 22 opt ML inliner (interactive mode) answered by our host over FIFOs: {result.count} decisions "
          f"({inlined} inline), {len(result.header.features)} features each")
    print(f"  output identical to LLVM's heuristic: {'yes' if same else 'NO'}; wall time {t_ml * 1e3:.1f} ms vs "
          f"{t_heur * 1e3:.1f} ms for the heuristic alone (includes process start)")
    if not same:
        raise MLBridgeError("interactive-mode output differs from the heuristic although every answer was the default")


def loop_distribution_demo() -> None:
    """Run ``rl-loop-distribute`` on the bundled kernels, check the results by JIT, report llvm-mca speed-ups."""
    import math

    from mlbridge_passes.loop_distribution import bench as ldbench
    from mlbridge_passes.loop_distribution.equivalence import compare_results, run_kernels

    from ..driver import optimize_llvm

    with open(ldbench.KERNELS) as fh:
        ir = fh.read()
    t0 = time.perf_counter()
    out, remarks = optimize_llvm(ir.encode(), "rl-loop-distribute", text=True)
    t_pass = time.perf_counter() - t0
    split = sorted({r.function for r in remarks if r.name == "Distributed"})
    jobs = [{"ir": text, "function": f, "seeds": [0]} for f in split for text in (ir, out.decode())]
    results = run_kernels(jobs, timeout=300)
    for i, f in enumerate(split):
        compare_results(results[2 * i][0], results[2 * i + 1][0], context=f"{f} after rl-loop-distribute")
    rows = ldbench.kernel_costs(ir, oracle=False)

    def geomean(col: str) -> float:
        return math.exp(sum(math.log(r["original"] / r[col]) for r in rows) / len(rows))

    print(f"\nrl-loop-distribute (bundled ONNX agents, in-process) on {len(rows)} kernel loops: {len(split)} distributed "
          f"in {t_pass * 1e3:.0f} ms; all {len(split)} JIT-checked bit-identical to the originals")
    print(f"  llvm-mca cycles per iteration after the vectorizer, geomean speed-up over the original loops: "
          f"ours {geomean('ours'):.3f}x, LLVM loop-distribute {geomean('llvm'):.3f}x, every node split {geomean('max'):.3f}x")


def phase_ordering_demo() -> None:
    """``poset-rl`` in both modes vs ``default<Oz>`` on the committed corpus sample: ``.text`` and time."""
    import glob
    import math
    import os

    from mlbridge_passes.poset_rl.train import text_size_bc

    from ..driver import optimize_llvm

    sample = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "test",
                          "inputs", "corpus")
    paths = sorted(glob.glob(os.path.join(sample, "**", "*.bc"), recursive=True))
    if not paths:
        print("\nposet-rl: the corpus sample (test/inputs/corpus) is not here; skipped")
        return
    sizes: dict[str, list[int]] = {"default<Oz>": [], "poset-rl": [], "poset-rl<mode=plan>": [],
                                   "poset-rl<mode=plan;measure=2>": []}
    times = dict.fromkeys(sizes, 0.0)
    for path in paths:
        with open(path, "rb") as f:
            bc = f.read()
        for pipeline in sizes:
            t0 = time.perf_counter()
            out, _ = optimize_llvm(bc, pipeline, name=os.path.basename(path))
            times[pipeline] += time.perf_counter() - t0
            sizes[pipeline].append(text_size_bc(out))
    oz = sizes["default<Oz>"]
    keep = [i for i, v in enumerate(oz) if v > 0]

    def ratio(key: str) -> float:
        return math.exp(sum(math.log(sizes[key][i] / oz[i]) for i in keep) / len(keep))

    print(f"\nposet-rl (bundled models, in-process) on the {len(paths)}-module corpus sample ({len(keep)} with code; "
          "some are training modules: held-out figures are in models/poset-rl-odg*.md)")
    for key in sizes:
        print(f"  {key:32s} .text {sum(sizes[key]):7d} bytes, geomean {ratio(key):.3f} of Oz, {times[key]:.2f} s")


def main(argv: list[str] | None = None) -> int:
    """Run the demo; errors print one line and exit 1."""
    ap = argparse.ArgumentParser(prog="mlbridge-demo", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-o", "--outdir", default="bench-results", help="where the sweep's JSON/CSV/PNG go")
    ap.add_argument("--full", action="store_true", help="the paper's full 100-vector sweep instead of the quick one")
    args = ap.parse_args(argv)
    try:
        from ..bench import rtt

        rtt.run(quick=not args.full, repeat=3, outdir=args.outdir)
        interactive_inliner_demo()
        loop_distribution_demo()
        phase_ordering_demo()
    except MLBridgeError as e:
        print(f"mlbridge-demo: error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
