#!/usr/bin/env python3
"""The loop-distribution kernels as LLVM's real -O3 pipeline hands them to the pass: ``STEM.c`` -> ``STEM.o3.ll``.

``rl-loop-distribute`` takes the place of LLVM's own ``loop-distribute`` in ``default<O3>``. So the kernels are
compiled the way a build would bring them there: clang 22 emits the unoptimised -O3 IR
(``-Xclang -disable-llvm-passes``), and the wheel's ``opt`` runs LLVM 22's ``default<O3>`` up to ``loop-distribute``
(:func:`mlbridge_passes.loop_distribution.cost.o3_around`): GVN's load PRE and everything else of the function
simplification pipeline included, unlike ``make_loopdist_kernels.sh``, which keeps memory recurrences alive for the
analysis. Then ``function(loop-simplify,lcssa)``. The cost of a partition is then the rest of -O3 on the module the
pass leaves (``cost.function_cost(..., pipeline=o3_around()[1])``), and the original loop's cost is what the whole of
-O3 makes of it.

Flags: ``-fno-unroll-loops`` (the cost model reads per-iteration cycles of innermost loops, so loops must stay
rolled; every kernel carries ``llvm.loop.unroll.disable`` as in ``kernels.ll``), ``-fno-discard-value-names``, no
debug info; with zig, clang's PIE code model and no frame pointers (``toolchain.ZIG_TARGET_FLAGS``). Reproducible: the
source is read relatively and ``!llvm.ident`` dropped.

The front end is pinned: the committed ``*.o3.ll`` files are the output of the clang 22.1.8 inside PyPI's
``ziglang==0.17.0`` (``--frontend zig``, the default), whose triple and module metadata differ from Debian's
``clang-22`` (``--frontend system``); the tests rebuild them with the pinned one whatever else the machine has.

Usage: ``.venv/bin/python scripts/make_loopdist_kernels_o3.py [--frontend zig|system] [STEM ...]`` (default stems:
kernels kernels_cf kernels_gen)
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
INPUTS = ROOT / "test" / "inputs" / "loopdist"

from mlbridge_llvm.corpus.toolchain import ZIG_TARGET_FLAGS, find_toolchain  # noqa: E402
from mlbridge_llvm.fileio import atomic_write  # noqa: E402
from mlbridge_llvm.ir.tools import find_tool  # noqa: E402
from mlbridge_passes.loop_distribution.cost import o3_around  # noqa: E402

#: What clang is asked for, beyond the toolchain's own target flags.
CFLAGS = ("-O3", "-g0", "-fno-unroll-loops", "-fno-discard-value-names", "-Xclang", "-disable-llvm-passes",
          "-S", "-emit-llvm")


#: The front end the committed kernels were made with (module doc).
FRONTEND = "zig"


def build(stem: str, work: str, frontend: str = FRONTEND) -> str:
    """``STEM.o3.ll``'s text: STEM.c at the position of ``loop-distribute`` in LLVM 22's ``default<O3>``, from the
    front end of kind ``frontend`` (``zig`` or ``system``)."""
    tc = find_toolchain(kind=frontend).with_cache(work)
    target = ZIG_TARGET_FLAGS if tc.kind == "zig" else ("-target", "x86_64-unknown-linux-gnu")
    raw = os.path.join(work, "k0.ll")
    subprocess.run([*tc.driver, *target, *CFLAGS, f"{stem}.c", "-o", raw], cwd=INPUTS, env=tc.run_env(), check=True,
                   capture_output=True)
    text = "\n".join(ln for ln in Path(raw).read_text().splitlines() if not ln.startswith("!llvm.ident = "))
    Path(raw).write_text(text + "\n")
    before, _ = o3_around("loop-distribute")
    staged = os.path.join(work, "k1.ll")
    subprocess.run([find_tool("opt"), f"-passes={before}", "-S", raw, "-o", staged], check=True, capture_output=True)
    with open(staged, "rb") as src:  # from stdin: the ModuleID is '<stdin>', not a temporary path
        subprocess.run([find_tool("opt"), "-passes=function(loop-simplify,lcssa)", "-S", "-o", raw], stdin=src,
                       check=True, capture_output=True)
    return Path(raw).read_text()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--frontend", choices=("zig", "system"), default=FRONTEND,
                    help="which clang 22 makes the IR (default: %(default)s, as the committed files)")
    ap.add_argument("stems", nargs="*", default=["kernels", "kernels_cf", "kernels_gen"])
    args = ap.parse_args()
    for stem in args.stems:
        with tempfile.TemporaryDirectory(prefix="ldk-") as work:
            text = build(stem, work, args.frontend)
        atomic_write(str(INPUTS / f"{stem}.o3.ll"), text)
        print(f"wrote {INPUTS / f'{stem}.o3.ll'} ({text.count('define ')} functions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
