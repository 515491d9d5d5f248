"""Measured run time of loop-distribution decisions as native executables: one -O3 executable per way of deciding,
interleaved rounds. The measuring is the kit's outcome library (:mod:`mlbridge_llvm.outcomes.runtime`: the C
driver, the builds, the pinned interleaved rounds); this module is the pass's configurations and its command.

For a kernel module (every function one kernel over global arrays, as the bundled ``*.o3.ll`` files: the kernels as
LLVM 22's -O3 brings them to ``loop-distribute``) and each configuration (the module left whole, LLVM's own
``loop-distribute`` forced on, and ``rl-loop-distribute`` pipelines), :func:`build` runs the pass on the whole module,
compiles the result with the rest of ``default<O3>`` after ``loop-distribute`` (:func:`.cost.pipeline_after_pass`,
``opt -mcpu=native``) and ``llc -O3 -mcpu=native``, and links it with a generated C driver (clang 22:
:func:`mlbridge_llvm.corpus.toolchain.find_toolchain`, a system ``clang-22`` or ziglang's, zig's cache in the
kit's cache folder) into one executable. The driver fills every global array with the same
mixed-sign values, sets flush-to-zero/denormals-are-zero, and for each kernel: refills the arrays, calls it once,
hashes every array's bytes (and a returned float) into a checksum, then times ``reps`` calls one by one
(``clock_gettime``), printing the fastest in ns.

:func:`measure` runs the executables in ``rounds`` interleaved rounds (each round runs every configuration's
executable once, the order rotated from round to round, each run pinned to one CPU as :mod:`mlbridge_llvm.score.bench`
does); a kernel's time per configuration is the median over rounds of the fastest call in the round. The checksums of
every configuration must equal the original's (they are reported, not assumed).

    .venv/bin/python -m mlbridge_training.loop_distribution.exetime KERNELS.o3.ll [--rounds 15] [--out DIR]
"""
from __future__ import annotations

from typing import Any, Sequence

from mlbridge_llvm.outcomes import runtime
from mlbridge_llvm.outcomes.runtime import driver_source, measure

from mlbridge_passes.loop_distribution import cost

__all__ = ["CONFIGS", "SLOWER", "build", "configured", "driver_source", "main", "measure", "speedups", "time_module"]

#: A measured run time this much above the original's counts as slower (the machine's noise is a few percent).
SLOWER = 1.03
#: Configurations timed by default: column -> pass pipeline (``original`` and ``llvm`` are not rl-loop-distribute).
CONFIGS = {"original": None, "llvm": "loop-distribute",
           "max": "rl-loop-distribute<partition=max>",
           "max_guarded": "rl-loop-distribute<partition=max;guard=cost>",
           "agents": "rl-loop-distribute<partition=model>",
           "agents_guarded": "rl-loop-distribute<partition=model;guard=cost>",
           "ours": "rl-loop-distribute"}


def configured(ir: str, column: str, pipeline: str | None) -> str:
    """The module after configuration ``column`` (its ``pipeline``; None: unchanged)."""
    if pipeline is None:
        return ir
    if column == "llvm":
        return cost.llvm_loop_distribute(ir)
    from mlbridge_llvm.driver import optimize_llvm

    out, _ = optimize_llvm(ir.encode(), pipeline, text=True)
    return out.decode()


def _variants(ir: str, configs: dict[str, str | None] | None) -> dict[str, str]:
    """column -> the module after that configuration's pass (:data:`CONFIGS` by default)."""
    return {column: cost.strip_target_attributes(configured(ir, column, pipeline))
            for column, pipeline in (CONFIGS if configs is None else configs).items()}


def build(ir: str, folder: str, configs: dict[str, str | None] | None = None, reps: int = 30) -> dict[str, str]:
    """One executable per configuration under ``folder``: column -> path (see the module docstring)."""
    return runtime.build_executables(_variants(ir, configs), folder, pipeline=cost.pipeline_after_pass("o3"), cpu="native",
                                     reps=reps, driver_ir=ir)


def time_module(ir: str, rounds: int = 15, reps: int = 30, configs: dict[str, str | None] | None = None,
                workdir: str | None = None) -> dict[str, Any]:
    """:func:`build` then :func:`measure`: ``{"times": column -> kernel -> ns, "checksum_differs": column ->
    [kernels whose checksum differs from the original's], "rounds", "reps"}``."""
    return runtime.time_kernels(_variants(ir, configs), rounds, reps, pipeline=cost.pipeline_after_pass("o3"), cpu="native",
                                workdir=workdir, baseline="original", driver_ir=ir)


def speedups(result: dict[str, Any], kernels: Sequence[str] | None = None) -> dict[str, list[float]]:
    """Per column, the original's time over the column's, for ``kernels`` (default all)."""
    times = result["times"]
    names = list(kernels) if kernels is not None else list(times["original"])
    return {c: [times["original"][k] / times[c][k] for k in names] for c in times}


def main(argv: list[str] | None = None) -> int:
    import argparse
    import json
    import math

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("kernels", help="kernel module (.ll), e.g. test/inputs/loopdist/kernels_fam_heldout.o3.ll")
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--only", nargs="*", default=None, help="kernels to report (default: every distributable one)")
    ap.add_argument("--out", default=None, help="write the JSON here")
    ap.add_argument("--config", action="append", default=[], metavar="NAME=PIPELINE",
                    help="one more configuration beside the usual ones, e.g. margin0='rl-loop-distribute<min-gain=0>' "
                         "(repeatable)")
    args = ap.parse_args(argv)
    configs: dict[str, str | None] = dict(CONFIGS)
    for item in args.config:
        name, sep, pipeline = item.partition("=")
        if not sep or not name or not pipeline or name in configs:
            ap.error(f"--config expects a new NAME=PIPELINE, got {item!r}")
        configs[name] = pipeline
    with open(args.kernels) as fh:
        ir = fh.read()
    res = time_module(ir, args.rounds, args.reps, configs)
    if args.only is None:
        from mlbridge_training.loop_distribution.train import distributable_functions

        args.only = distributable_functions(ir)
    sp = speedups(res, args.only)
    for c, xs in sp.items():
        slower = sum(x < 1 / SLOWER for x in xs)
        print(f"{c:16s} geomean speed-up {math.exp(sum(map(math.log, xs)) / len(xs)):.3f}x over {len(xs)} kernels; "
              f"{slower} more than {100 * (SLOWER - 1):.0f}% slower than the original (worst {min(xs):.2f}x); "
              f"checksum differs on {len(res['checksum_differs'][c])}")
    if args.out:
        with open(args.out, "w") as fh:
            json.dump({**res, "kernels": args.kernels, "only": args.only}, fh, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
