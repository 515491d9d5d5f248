"""``mlbridge-demo``: the bridge core end to end on bundled inputs.

1. The round-trip sweep (``mlbridge-bench rtt --quick``): one real ONNX/numpy model answered through every
   runner and SerDes (onnxruntime and the compiled runner in-process), with the numpy and raw-FIFO floors measured
   in the same run. The quick sweep prints each target's ratio with the spread of its repeats but no met/MISSED
   verdict (10 vectors swing 2-3x with machine load); ``--full`` runs the 100-vector sweep, which is judged.
2. A real compiler as the peer: LLVM 22's stock ``opt`` runs its ML inliner in interactive mode and our host answers
   every decision over the ``mlgo`` pipe dialect with LLVM's own default advice; the output must equal the
   heuristic's bit for bit (checked), and the cost per decision is printed.
3. An ML pass end to end: ``rl-loop-distribute`` (default ``partition=search``, beside its bundled ONNX agents) on
   the bundled TSVC-style kernels;
   the distributed functions are JIT-run against the originals (must be bit-identical) and llvm-mca's cycles per
   iteration after LLVM's vectorizer are compared with the original loops and with LLVM's own loop-distribute.
4. Phase ordering: ``poset-rl`` (policy mode) and ``poset-rl<mode=plan>``, each model alone (``measure=0``) and
   behind the default Oz guard, plus plan mode with ``measure=2``, with their bundled models on the committed
   16-module corpus sample (``test/inputs/corpus``), ``.text`` against ``default<Oz>``.
5. A whole program: the small committed program ``test/inputs/score/tiny`` built by ``mlbridge-cc`` with
   ``poset-rl`` and with the front end's ``-Oz``, its own tests run on both, size and run time compared with a 95%
   interval (``mlbridge_llvm.score.demo``; about 10 s; needs a clang 22 front end: the ``corpus`` extra's ziglang
   or a system ``clang-22``, else the step says it is skipped).
"""
from __future__ import annotations

import subprocess
import sys
import time
from importlib import resources

from . import entry
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


def pass_demos() -> None:
    """Each installed ML pass's own demo step (declared as ``MLPass.demo``), in name order."""
    import importlib

    from ..passes import registry

    passes, _ = registry().load_all()
    for ml_pass in sorted(passes, key=lambda p: p.name):
        if ml_pass.demo:
            importlib.import_module(ml_pass.demo).demo()


def whole_program_demo() -> int:
    """Step 5: one real program built with an ML pass and timed against -Oz; skipped in one line without clang 22."""
    from ..cc.frontend import Frontend
    from ..errors import ToolNotFoundError
    from ..score.demo import run_demo

    try:
        Frontend.find()
    except ToolNotFoundError as e:
        print(f"\nwhole program: skipped: {entry.one_line(str(e))} (pip install 'mlbridge-llvm[corpus]' brings clang 22)")
        return 0
    print()
    return run_demo()


def main(argv: list[str] | None = None) -> int:
    """Run the demo; errors print one line and exit 1."""
    ap = entry.parser("mlbridge-demo", __doc__)
    ap.add_argument("-o", "--outdir", default="bench-results", help="where the sweep's JSON/CSV/PNG go")
    ap.add_argument("--full", action="store_true", help="the paper's full 100-vector sweep instead of the quick one")
    args = ap.parse_args(argv)

    def body() -> int:
        from ..bench import rtt

        rtt.run(quick=not args.full, repeat=3, outdir=args.outdir)
        interactive_inliner_demo()
        pass_demos()
        return whole_program_demo()

    return entry.run("mlbridge-demo", body, argv)


if __name__ == "__main__":
    sys.exit(main())
