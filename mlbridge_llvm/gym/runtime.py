"""Runnable benchmarks: link a module into a program, run it, time it, and compare two builds' behaviour.

The object file comes from the kit's in-process code generation (llvmlite, position-independent, ``-O2`` codegen
unless told otherwise); the kit's clang 22 links it (:func:`mlbridge_llvm.corpus.toolchain.find_toolchain`, with
zig's cache in the kit's, so libc's start files are built once, not at every link). What
``Runtime`` observes is the wall time of each run of the program with the benchmark's arguments; what
:func:`behaviour` returns (exit status, standard output and error) is what the differential validation compares
with the ``-O0`` build of the same benchmark.
"""
from __future__ import annotations

import os
import subprocess
import tempfile
import time
from typing import Any

from ..errors import IRError
from .datasets import RunSpec


def link(bitcode: bytes, run: RunSpec, folder: str, codegen_opt: int = 2) -> str:
    """Build ``folder/prog`` from a module's bitcode; IRError with the linker's first error."""
    import llvmlite.binding as llvm

    from ..corpus.toolchain import find_toolchain
    from ..ir.codegen import emit_object

    obj = os.path.join(folder, "prog.o")
    with open(obj, "wb") as f:
        f.write(emit_object(llvm.parse_bitcode(bitcode), opt_level=codegen_opt, copy=False, reloc="pic"))
    tc = find_toolchain()  # zig's shared cache in the kit's: a fresh one per link rebuilt libc's stubs (3 s) each time
    exe = os.path.join(folder, "prog")
    proc = subprocess.run([*tc.driver, *tc.flags[:2], obj, "-o", exe, *run.link_flags], capture_output=True,
                          text=True, env=tc.run_env(), timeout=300)
    if proc.returncode != 0:
        lines = [ln for ln in proc.stderr.splitlines() if "error" in ln] or proc.stderr.splitlines() or ["?"]
        raise IRError(f"cannot link the benchmark: {lines[0].strip()}")
    return exe


def behaviour(exe: str, run: RunSpec) -> tuple[int, str, str]:
    """``(exit status, stdout, stderr)`` of one run (IRError on a timeout)."""
    try:
        proc = subprocess.run([exe, *run.args], capture_output=True, text=True, timeout=run.timeout,
                              cwd=os.path.dirname(exe))
    except subprocess.TimeoutExpired:
        raise IRError(f"the benchmark program ran longer than {run.timeout:g} s") from None
    return proc.returncode, proc.stdout, proc.stderr


def runtimes(bitcode: bytes, run: RunSpec, count: int = 1, warmup: int = 0) -> list[float]:
    """Wall seconds of ``count`` runs (after ``warmup`` untimed ones) of the program built from ``bitcode``."""
    with tempfile.TemporaryDirectory(prefix="mlbridge-gym-run-") as tmp:
        exe = link(bitcode, run, tmp)
        for _ in range(warmup):
            behaviour(exe, run)
        out = []
        for _ in range(max(1, count)):
            t0 = time.perf_counter()
            status, _, err = behaviour(exe, run)
            out.append(time.perf_counter() - t0)
            if status != 0:
                raise IRError(f"the benchmark program exited with status {status}: {err.strip()[-200:]}")
        return out


def differential(bitcode: bytes, reference: bytes, run: RunSpec) -> str | None:
    """None when the program built from ``bitcode`` behaves as the one from ``reference`` (built at codegen
    ``-O0``), else one line saying how they differ."""
    with tempfile.TemporaryDirectory(prefix="mlbridge-gym-diff-") as tmp:
        os.mkdir(os.path.join(tmp, "ref"))
        os.mkdir(os.path.join(tmp, "opt"))
        want = behaviour(link(reference, run, os.path.join(tmp, "ref"), codegen_opt=0), run)
        got = behaviour(link(bitcode, run, os.path.join(tmp, "opt")), run)
    for what, a, b in (("exit status", want[0], got[0]), ("standard output", want[1], got[1]),
                       ("standard error", want[2], got[2])):
        if a != b:
            return f"{what} differs from the -O0 build: {_short(b)} instead of {_short(a)}"
    return None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
