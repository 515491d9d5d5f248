"""Measured run time of loop-distribution decisions as native executables: one -O3 executable per way of deciding,
interleaved rounds.

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

    .venv/bin/python -m mlbridge_passes.loop_distribution.exetime KERNELS.o3.ll [--rounds 15] [--out DIR]
"""
from __future__ import annotations

import os
import re
import statistics
import subprocess
import tempfile
from typing import Any, Sequence

from mlbridge_llvm.errors import PipelineError
from mlbridge_llvm.ir.tools import find_tool

from . import cost

#: A measured run time this much above the original's counts as slower (the machine's noise is a few percent).
SLOWER = 1.03
#: Configurations timed by default: column -> pass pipeline (``original`` and ``llvm`` are not rl-loop-distribute).
CONFIGS = {"original": None, "llvm": "loop-distribute",
           "max": "rl-loop-distribute<partition=max>",
           "max_guarded": "rl-loop-distribute<partition=max;guard=cost>",
           "agents": "rl-loop-distribute<partition=model>",
           "agents_guarded": "rl-loop-distribute<partition=model;guard=cost>",
           "ours": "rl-loop-distribute"}

_GLOBAL = re.compile(r"^@([-\w.$]+) = (?:[\w ]*?)global \[(\d+) x (float|i32|double|i64)\] ", re.M)
_DEFINE = re.compile(r"^define\s[^\n]*?\b(void|float|double|i32|i64)\s+@([-\w.$]+)\(\)", re.M)
_C_TYPE = {"float": "float", "double": "double", "i32": "int", "i64": "long long", "void": "void"}


def driver_source(ir: str, reps: int) -> tuple[str, list[str]]:
    """The C driver for the kernels of module ``ir`` (functions without parameters) and their names in order."""
    arrays = _GLOBAL.findall(ir)
    kernels = [(ret, name) for ret, name in _DEFINE.findall(ir)]
    lines = ["#include <stdio.h>", "#include <stdint.h>", "#include <string.h>", "#include <time.h>",
             "#include <xmmintrin.h>"]
    for name, n, ty in arrays:
        lines.append(f"extern {_C_TYPE[ty]} {name}[{n}];")
    for ret, name in kernels:
        lines.append(f"{_C_TYPE[ret]} {name}(void);")
    lines.append("static void ld_init(void) {")
    for name, n, ty in arrays:
        if ty in ("float", "double"):
            lines.append(f"  for (long ld_i = 0; ld_i < {n}; ld_i++) {name}[ld_i] = (({_C_TYPE[ty]})((ld_i * 7919 + {len(name)}) % 201)"
                         " - 100) * 0.01;")
        else:
            lines.append(f"  for (long ld_i = 0; ld_i < {n}; ld_i++) {name}[ld_i] = (ld_i * 7919 + {len(name)}) % 23 - 11;")
    lines.append("}")
    lines.append("static uint64_t ld_fnv(const void *ld_p, size_t ld_n, uint64_t ld_h) { const unsigned char *ld_c = ld_p; "
                 "for (size_t ld_i = 0; ld_i < ld_n; ld_i++) { ld_h ^= ld_c[ld_i]; ld_h *= 1099511628211ULL; } "
                 "return ld_h; }")
    lines.append("static uint64_t ld_sum(void) { uint64_t ld_h = 1469598103934665603ULL;")
    for name, _, _ in arrays:
        lines.append(f"  ld_h = ld_fnv({name}, sizeof {name}, ld_h);")
    lines.append("  return ld_h; }")
    lines.append("static double ld_now(void) { struct timespec ld_t; clock_gettime(CLOCK_MONOTONIC, &ld_t); "
                 "return ld_t.tv_sec * 1e9 + ld_t.tv_nsec; }")
    lines.append("int main(void) {\n  _mm_setcsr(_mm_getcsr() | 0x8040);\n  double ld_best, ld_t;\n  uint64_t ld_h;")
    for ret, name in kernels:
        call = f"{name}()"
        keep = "ld_h = ld_fnv(&ld_r, sizeof ld_r, ld_h);" if ret != "void" else ""
        decl = f"{_C_TYPE[ret]} ld_r = " if ret != "void" else ""
        lines.append(f"  ld_init(); {{ {decl}{call}; ld_h = ld_sum(); {keep} }}")
        lines.append(f"  ld_best = 1e300; for (int ld_k = 0; ld_k < {reps}; ld_k++) {{ ld_t = ld_now(); {call}; "
                     "ld_t = ld_now() - ld_t; if (ld_t < ld_best) ld_best = ld_t; }")
        lines.append(f'  printf("{name} %.1f %016llx\\n", ld_best, (unsigned long long)ld_h);')
    lines.append("  return 0;\n}")
    return "\n".join(lines) + "\n", [name for _, name in kernels]


def _tool(args: list[str], what: str, env: dict[str, str] | None = None) -> None:
    proc = subprocess.run(args, capture_output=True, text=True, timeout=900, env=env)
    if proc.returncode != 0:
        tail = " | ".join(ln.strip() for ln in proc.stderr.strip().splitlines()[-3:])
        raise PipelineError(f"{what} failed (exit {proc.returncode}): {tail}")


def configured(ir: str, column: str, pipeline: str | None) -> str:
    """The module after configuration ``column`` (its ``pipeline``; None: unchanged)."""
    if pipeline is None:
        return ir
    if column == "llvm":
        return cost.llvm_loop_distribute(ir)
    from mlbridge_llvm.driver import optimize_llvm

    out, _ = optimize_llvm(ir.encode(), pipeline, text=True)
    return out.decode()


def build(ir: str, folder: str, configs: dict[str, str | None] | None = None, reps: int = 30) -> dict[str, str]:
    """One executable per configuration under ``folder``: column -> path (see the module docstring)."""
    configs = CONFIGS if configs is None else configs
    after = cost.pipeline_after_pass("o3")
    src, _ = driver_source(ir, reps)
    main_c = os.path.join(folder, "main.c")
    with open(main_c, "w") as fh:
        fh.write(src)
    main_o = os.path.join(folder, "main.o")
    from mlbridge_llvm.corpus.toolchain import find_toolchain

    tc = find_toolchain()
    cc, env = list(tc.driver), tc.run_env()
    _tool([*cc, "-O2", "-c", main_c, "-o", main_o], "cc main.c", env)
    exes = {}
    for column, pipeline in configs.items():
        text = cost.strip_target_attributes(configured(ir, column, pipeline))
        ll, opt_ll, obj = (os.path.join(folder, f"{column}{ext}") for ext in (".ll", ".opt.ll", ".o"))
        with open(ll, "w") as fh:
            fh.write(text)
        _tool([find_tool("opt"), "-mcpu=native", f"-passes={after}", "-S", ll, "-o", opt_ll], f"opt on {column}")
        _tool([find_tool("llc"), "-O3", "-mcpu=native", "-relocation-model=pic", "-filetype=obj", opt_ll, "-o", obj],
              f"llc on {column}")
        exe = os.path.join(folder, column)
        _tool([*cc, "-O2", main_o, obj, "-o", exe], f"link {column}", env)
        exes[column] = exe
    return exes


def _run_once(exe: str, cpu: int | None) -> dict[str, tuple[float, str]]:
    from mlbridge_llvm.score.bench import pinned_to

    with pinned_to(cpu):  # not preexec_fn: see mlbridge_llvm.score.bench
        proc = subprocess.Popen([exe], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        stdout, stderr = proc.communicate(timeout=600)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise PipelineError(f"{exe} timed out after 600 s") from None
    if proc.returncode != 0:
        raise PipelineError(f"{exe} exited {proc.returncode}: {stderr.strip()[-300:]}")
    out = {}
    for line in stdout.splitlines():
        name, ns, h = line.split()
        out[name] = (float(ns), h)
    return out


def measure(exes: dict[str, str], rounds: int) -> tuple[dict[str, dict[str, float]], dict[str, dict[str, str]]]:
    """``rounds`` interleaved rounds, the order rotated each round; per column and kernel the median over rounds of
    the fastest call (ns) and the checksum (column -> kernel -> value)."""
    from mlbridge_llvm.score.bench import pinned_cpu

    cpu = pinned_cpu()
    columns = list(exes)
    runs: dict[str, dict[str, list[float]]] = {c: {} for c in columns}
    sums: dict[str, dict[str, str]] = {c: {} for c in columns}
    for r in range(rounds):
        order = columns[r % len(columns):] + columns[:r % len(columns)]
        for c in order:
            for name, (ns, h) in _run_once(exes[c], cpu).items():
                runs[c].setdefault(name, []).append(ns)
                if sums[c].setdefault(name, h) != h:
                    raise PipelineError(f"{c}: kernel {name} gave two checksums in two runs")
    return {c: {k: statistics.median(v) for k, v in per.items()} for c, per in runs.items()}, sums


def time_module(ir: str, rounds: int = 15, reps: int = 30, configs: dict[str, str | None] | None = None,
                workdir: str | None = None) -> dict[str, Any]:
    """:func:`build` then :func:`measure`: ``{"times": column -> kernel -> ns, "checksums_equal": column ->
    [kernels whose checksum differs from the original's], "rounds", "reps"}``."""
    with tempfile.TemporaryDirectory(prefix="ldexe-") if workdir is None else _keep(workdir) as folder:
        exes = build(ir, folder, configs, reps)
        times, sums = measure(exes, rounds)
    differ = {c: sorted(k for k in sums[c] if sums[c][k] != sums["original"].get(k)) for c in sums}
    return {"times": times, "checksum_differs": differ, "rounds": rounds, "reps": reps}


class _keep:
    def __init__(self, path: str) -> None:
        self.path = path

    def __enter__(self) -> str:
        os.makedirs(self.path, exist_ok=True)
        return self.path

    def __exit__(self, *exc: object) -> None:
        return None


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
