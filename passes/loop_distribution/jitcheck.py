"""Check that a transformed module computes what the original does (lit RUN lines, scripts).

    python -m mlbridge_passes.loop_distribution.jitcheck ORIGINAL.ll NEW.ll [--function F ...] [--seeds 0 1]

Without ``--function``, every defined function of ORIGINAL that contains a loop is run. Each function is JIT-compiled
in a worker process for both modules, run on the same random globals and buffers, and memory is compared bit for
bit (:mod:`.equivalence`). Exit 0 and one summary line when equal; exit 1 and the first difference otherwise.
"""
from __future__ import annotations

import argparse
import sys

from mlbridge_llvm.errors import MLBridgeError
from mlbridge_llvm.ir import cir
from mlbridge_llvm.ir.llvmc import CModule

from .equivalence import compare_results, run_kernels


def functions_with_loops(ir: str) -> list[str]:
    """Defined functions of ``ir`` with at least one back edge."""
    mod = CModule.parse_ir(ir)
    return [cir.name(fn) for fn in cir.iter_functions(mod) if mod.loop_latches(cir.name(fn))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("original")
    ap.add_argument("new")
    ap.add_argument("--function", action="append", default=[])
    ap.add_argument("--seeds", type=int, nargs="+", default=[0, 1])
    args = ap.parse_args(argv)
    try:
        with open(args.original) as fh:
            a = fh.read()
        with open(args.new) as fh:
            b = fh.read()
        names = args.function or functions_with_loops(a)
        jobs = [{"ir": ir, "function": f, "seeds": args.seeds} for f in names for ir in (a, b)]
        results = run_kernels(jobs, timeout=600)
        for i, f in enumerate(names):
            for seed, ra, rb in zip(args.seeds, results[2 * i], results[2 * i + 1]):
                compare_results(ra, rb, context=f"{f} (seed {seed})")
    except (MLBridgeError, OSError) as err:
        print(f"jitcheck: error: {err}", file=sys.stderr)
        return 1
    print(f"jitcheck: {len(names)} function(s) equal on {len(args.seeds)} seed(s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
