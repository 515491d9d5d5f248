#!/usr/bin/env python3
"""An MLGO corpus of loop kernels for ml-loop-unroll: one module per kernel, so a module's outcome is its loop's.

Each C file of kernels (functions without parameters over global arrays, ``test/inputs/loopdist/*.c``) is compiled
by clang 22 as ``mlbridge-cc -O3`` hands LLVM's pipeline its input (``-O3 -Xclang -disable-llvm-passes``: the front
end's IR at -O3, before any pass), and every kernel in which ml-loop-unroll asks about exactly one loop is extracted
with the global arrays (``llvm-extract``) into ``CORPUS/PACKAGE/KERNEL.bc`` with its ``.cmd``. A module's package is
the file's stem, and for the generated families (``kernels_fam_*.c``: ``h_back_000`` is family ``back``) the stem
and the family (``kernels_fam_train.back``), so ``mlbridge-corpus``'s split by package (a hash of the name) holds
whole files or families out. ``corpus_description.json`` lists the modules and the packages, as ``mlbridge-corpus
build`` writes it, with ``opt_level`` 3.

Usage: scripts/loop_unroll_corpus.py OUT test/inputs/loopdist/kernels.c test/inputs/loopdist/kernels_gen.c ...
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mlbridge_llvm.fileio import atomic_write  # noqa: E402
from mlbridge_llvm.ir.llvmc import CModule  # noqa: E402
from mlbridge_llvm.ir.tools import find_tool  # noqa: E402
from mlbridge_llvm.outcomes import runtime  # noqa: E402
from mlbridge_passes.loop_unroll import questions  # noqa: E402

#: the -cc1 line recorded for every module (what a re-compilation at -O3 with clang 22 would use; PIE as clang's)
CMD = ["-cc1", "-triple", "x86_64-pc-linux-gnu", "-O3", "-emit-obj", "-mrelocation-model", "pic", "-pic-level", "2",
       "-pic-is-pie", "-target-cpu", "x86-64", "-x", "ir"]


def front_end_ir(source: str, folder: str) -> str:
    """clang 22's IR of ``source`` at -O3 before LLVM's pipeline, value names kept (a path in ``folder``)."""
    from mlbridge_llvm.corpus.build import toolchain_flags
    from mlbridge_llvm.corpus.toolchain import find_toolchain

    tc = find_toolchain()  # Debian's clang-22, else zig's clang 22 with its flags at -O3 (not its -Oz)
    out = os.path.join(folder, Path(source).stem + ".fe.ll")
    subprocess.run([*tc.driver, *toolchain_flags(tc, "3"), "-O3", "-Xclang", "-disable-llvm-passes",
                    "-fno-discard-value-names", "-S", "-emit-llvm", source, "-o", out],
                   check=True, env=tc.run_env(), timeout=600)
    return out


def package_of_kernel(stem: str, kernel: str) -> str:
    """``kernels_fam_train`` + ``t_back_012`` -> ``kernels_fam_train.back``; other files: the stem."""
    m = re.fullmatch(r"[a-z]+_([a-z]+)_\d+", kernel)
    return f"{stem}.{m.group(1)}" if "_fam_" in stem and m else stem


def build(out: str, sources: list[str]) -> dict[str, int]:
    """Write the corpus; package -> modules."""
    modules: list[str] = []
    with tempfile.TemporaryDirectory(prefix="lu-corpus-") as tmp:
        for source in sources:
            path = front_end_ir(source, tmp)
            ir = Path(path).read_text()
            kernels = {name for _, name in runtime.kernels_of(ir)[1]}
            with CModule.parse_ir(ir, source) as module:
                asked: dict[str, int] = {}
                for q in questions(module):
                    asked[q.function] = asked.get(q.function, 0) + 1
            stem = Path(source).stem
            for kernel in sorted(k for k, n in asked.items() if n == 1 and k in kernels):
                name = f"{package_of_kernel(stem, kernel)}/{kernel}"
                bc = os.path.join(out, name + ".bc")
                os.makedirs(os.path.dirname(bc), exist_ok=True)
                subprocess.run([find_tool("llvm-extract"), f"--func={kernel}", "--rglob=.*", path, "-o", bc],
                               check=True, timeout=120)
                with open(os.path.join(out, name + ".cmd"), "w") as f:
                    f.write("\0".join(CMD))
                modules.append(name)
    counts: dict[str, int] = {}
    for name in modules:
        counts[name.split("/")[0]] = counts.get(name.split("/")[0], 0) + 1
    description = {"has_thinlto": False, "modules": modules, "opt_level": "3",
                   "packages": {p: {"modules": n} for p, n in sorted(counts.items())}}
    atomic_write(os.path.join(out, "corpus_description.json"), json.dumps(description, indent=2) + "\n")
    return counts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", help="the corpus folder to write")
    ap.add_argument("sources", nargs="+", help="C files of kernels")
    args = ap.parse_args(argv)
    counts = build(args.out, args.sources)
    print(f"{sum(counts.values())} modules in {len(counts)} packages: "
          + ", ".join(f"{p} {n}" for p, n in counts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
