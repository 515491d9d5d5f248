"""Measured run time of kernels: variants of one module built into native executables, or JIT-compiled, and run in
interleaved, pinned rounds.

A kernel module holds functions without parameters (``void``, or returning a float, double, i32 or i64) that work
on global arrays of float, double, i32 or i64 (as ``test/inputs/loopdist/*.o3.ll``). A *variant* is the module as
one way of deciding left it (the original, a pass's result, ...).

* **Executables** (:func:`build_executables`, :func:`measure`, :func:`time_kernels`): each variant goes through
  ``opt -mcpu=CPU -passes=PIPELINE`` (what compiles the code after the decision; empty: nothing) and
  ``llc -O3 -mcpu=CPU -relocation-model=pic``, and is linked (clang 22:
  :func:`mlbridge_llvm.corpus.toolchain.find_toolchain`) with a generated C driver (:func:`driver_source`) that,
  for each kernel, fills every array with the same mixed-sign values, sets flush-to-zero/denormals-are-zero, calls
  it once, hashes every array's bytes (and the returned value) into a checksum, then times ``reps`` calls one by one
  (``clock_gettime``) and prints the fastest in ns. :func:`measure` runs the executables in ``rounds`` rounds, each
  running every variant once, the order rotated from round to round, each run pinned to one CPU
  (:mod:`.pinning`); a kernel's time is the median over rounds of its fastest call.
* **JIT** (:func:`time_jit`): the same protocol in this process, on llvmlite's MCJIT (no C toolchain, no link;
  kernels called through ctypes, so each timed call also pays a few hundred ns of Python): arrays filled with the
  driver's values, flush-to-zero and denormals-are-zero set, a checksum per kernel (BLAKE2 of the arrays and the
  returned value), the fastest of ``reps`` calls, the median over ``rounds``, pinned.

The checksums of every variant must equal the baseline's: they are reported (``checksum_differs``), not assumed.
Times are this machine's, under its load: compare variants measured together, never figures from two runs.
"""
from __future__ import annotations

import contextlib
import ctypes
import hashlib
import os
import re
import statistics
import subprocess
import tempfile
import time
from typing import Any, Callable, Iterator

from ..errors import IRError, PipelineError
from ..ir.tools import find_tool
from .mca import strip_target_attributes
from .pinning import pinned_cpu, pinned_to
from .tools import run_tool

__all__ = ["build_executables", "driver_source", "kernels_of", "measure", "run_once", "time_jit", "time_kernels"]

#: Seconds a build step or one executable's run may take.
TIMEOUT = 900.0
_GLOBAL = re.compile(r"^@([-\w.$]+) = (?:[\w ]*?)global \[(\d+) x (float|i32|double|i64)\] ", re.M)
_DEFINE = re.compile(r"^define\s[^\n]*?\b(void|float|double|i32|i64)\s+@([-\w.$]+)\(\)", re.M)
_C_TYPE = {"float": "float", "double": "double", "i32": "int", "i64": "long long", "void": "void"}


def kernels_of(ir: str) -> tuple[list[tuple[str, int, str]], list[tuple[str, str]]]:
    """The global arrays ``(name, length, element type)`` and the kernels ``(return type, name)`` of module text
    ``ir``, in order."""
    return [(n, int(k), t) for n, k, t in _GLOBAL.findall(ir)], [(ret, name) for ret, name in _DEFINE.findall(ir)]


def driver_source(ir: str, reps: int) -> tuple[str, list[str]]:
    """The C driver for the kernels of module ``ir`` (functions without parameters) and their names in order."""
    arrays, kernels = kernels_of(ir)
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


# -------------------------------------------------------------------------------------------------- executables
def build_executables(variants: dict[str, str], folder: str, *, pipeline: str = "", cpu: str = "native",
                      reps: int = 30, driver_ir: str | None = None) -> dict[str, str]:
    """One executable per variant (name -> module text) under ``folder``: name -> path (module doc). The driver is
    generated from ``driver_ir`` (default: the first variant); every variant must define its kernels and arrays."""
    if not variants:
        return {}
    src, _ = driver_source(driver_ir if driver_ir is not None else next(iter(variants.values())), reps)
    main_c = os.path.join(folder, "main.c")
    with open(main_c, "w") as fh:
        fh.write(src)
    main_o = os.path.join(folder, "main.o")
    from ..corpus.toolchain import find_toolchain

    tc = find_toolchain()
    cc, env = list(tc.driver), tc.run_env()
    run_tool([*cc, "-O2", "-c", main_c, "-o", main_o], "cc main.c", TIMEOUT, env)
    exes = {}
    for name, ir in variants.items():
        ll, opt_ll, obj = (os.path.join(folder, f"{name}{ext}") for ext in (".ll", ".opt.ll", ".o"))
        with open(ll, "w") as fh:
            fh.write(strip_target_attributes(ir))
        if pipeline:
            run_tool([find_tool("opt"), f"-mcpu={cpu}", f"-passes={pipeline}", "-S", ll, "-o", opt_ll],
                     f"opt on {name}", TIMEOUT)
        else:
            opt_ll = ll
        run_tool([find_tool("llc"), "-O3", f"-mcpu={cpu}", "-relocation-model=pic", "-filetype=obj", opt_ll, "-o",
                  obj], f"llc on {name}", TIMEOUT)
        exe = os.path.join(folder, name)
        run_tool([*cc, "-O2", main_o, obj, "-o", exe], f"link {name}", TIMEOUT, env)
        exes[name] = exe
    return exes


def run_once(exe: str, cpu: int | None) -> dict[str, tuple[float, str]]:
    """One run of a driver executable pinned to ``cpu``: kernel -> (fastest call in ns, checksum)."""
    with pinned_to(cpu):  # not preexec_fn: see .pinning
        proc = subprocess.Popen([exe], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        stdout, stderr = proc.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise PipelineError(f"{exe} timed out after {TIMEOUT:g} s") from None
    if proc.returncode != 0:
        raise PipelineError(f"{exe} exited {proc.returncode}: {stderr.strip()[-300:]}")
    out = {}
    for line in stdout.splitlines():
        name, ns, h = line.split()
        out[name] = (float(ns), h)
    return out


def measure(exes: dict[str, str], rounds: int) -> tuple[dict[str, dict[str, float]], dict[str, dict[str, str]]]:
    """``rounds`` interleaved rounds, the order rotated each round; per variant and kernel the median over rounds of
    the fastest call (ns) and the checksum (variant -> kernel -> value)."""
    cpu = pinned_cpu()
    return _rounds(list(exes), rounds, lambda c: run_once(exes[c], cpu))


def _rounds(columns: list[str], rounds: int, run_one: Callable[[str], dict[str, tuple[float, str]]]
            ) -> tuple[dict[str, dict[str, float]], dict[str, dict[str, str]]]:
    """``rounds`` interleaved rounds of ``run_one(column)`` (kernel -> (ns, checksum)), the order rotated each
    round: per column and kernel the median ns over rounds, and the checksum (PipelineError if a kernel gives two)."""
    runs: dict[str, dict[str, list[float]]] = {c: {} for c in columns}
    sums: dict[str, dict[str, str]] = {c: {} for c in columns}
    for r in range(rounds):
        for c in columns[r % len(columns):] + columns[:r % len(columns)]:
            for name, (ns, h) in run_one(c).items():
                runs[c].setdefault(name, []).append(ns)
                if sums[c].setdefault(name, h) != h:
                    raise PipelineError(f"{c}: kernel {name} gave two checksums in two runs")
    return {c: {k: statistics.median(v) for k, v in per.items()} for c, per in runs.items()}, sums


@contextlib.contextmanager
def _folder(workdir: str | None) -> Iterator[str]:
    if workdir is None:
        with tempfile.TemporaryDirectory(prefix="mlbridge-runtime-") as tmp:
            yield tmp
    else:
        os.makedirs(workdir, exist_ok=True)
        yield workdir


def _result(times: dict[str, dict[str, float]], sums: dict[str, dict[str, str]], baseline: str, rounds: int,
            reps: int) -> dict[str, Any]:
    differ = {c: sorted(k for k in sums[c] if sums[c][k] != sums[baseline].get(k)) for c in sums}
    return {"times": times, "checksum_differs": differ, "rounds": rounds, "reps": reps}


def time_kernels(variants: dict[str, str], rounds: int = 15, reps: int = 30, *, pipeline: str = "",
                 cpu: str = "native", workdir: str | None = None, baseline: str | None = None,
                 driver_ir: str | None = None) -> dict[str, Any]:
    """:func:`build_executables` then :func:`measure`: ``{"times": variant -> kernel -> ns, "checksum_differs":
    variant -> [kernels whose checksum differs from the baseline variant's (default: the first)], "rounds",
    "reps"}``. ``workdir``: keep the sources, objects and executables there."""
    baseline = baseline or next(iter(variants))
    with _folder(workdir) as folder:
        exes = build_executables(variants, folder, pipeline=pipeline, cpu=cpu, reps=reps, driver_ir=driver_ir)
        times, sums = measure(exes, rounds)
    return _result(times, sums, baseline, rounds, reps)


# --------------------------------------------------------------------------------------------------------- JIT
_CTYPE = {"float": ctypes.c_float, "double": ctypes.c_double, "i32": ctypes.c_int32, "i64": ctypes.c_int64,
          "void": None}


def _fill(address: int, name: str, n: int, ty: str) -> Any:
    """The array at ``address`` filled as the C driver's ``ld_init`` fills it; returns the ctypes array."""
    import numpy as np

    array = (_CTYPE[ty] * n).from_address(address)
    k = (np.arange(n, dtype=np.int64) * 7919 + len(name))
    if ty == "float":  # (float)(k % 201) - 100, in float; times 0.01 in double; stored as float
        values = ((k % 201).astype(np.float32) - np.float32(100)).astype(np.float64) * 0.01
        np.frombuffer(array, np.float32)[:] = values.astype(np.float32)
    elif ty == "double":
        np.frombuffer(array, np.float64)[:] = ((k % 201).astype(np.float64) - 100) * 0.01
    else:
        np.frombuffer(array, np.int32 if ty == "i32" else np.int64)[:] = k % 23 - 11
    return array


_MXCSR_IR = """
declare void @llvm.x86.sse.stmxcsr(ptr)
declare void @llvm.x86.sse.ldmxcsr(ptr)
define i32 @mlbridge_mxcsr_set(i32 %new) {
  %slot = alloca i32
  call void @llvm.x86.sse.stmxcsr(ptr %slot)
  %old = load i32, ptr %slot
  store i32 %new, ptr %slot
  call void @llvm.x86.sse.ldmxcsr(ptr %slot)
  ret i32 %old
}
"""
#: MXCSR bits the C driver sets: flush-to-zero and denormals-are-zero.
_FTZ_DAZ = 0x8040


@contextlib.contextmanager
def _flush_denormals() -> Iterator[None]:
    """Within the block this thread's MXCSR has FTZ and DAZ set, as the C driver's ``_mm_setcsr``; restored after."""
    import llvmlite.binding as llvm

    engine = llvm.create_mcjit_compiler(llvm.parse_assembly(_MXCSR_IR), _host_machine())
    engine.finalize_object()
    swap = ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_uint32)(engine.get_function_address("mlbridge_mxcsr_set"))
    old = swap(0)
    swap(old | _FTZ_DAZ)
    try:
        yield
    finally:
        swap(old)
        del engine


def _host_machine() -> Any:
    """A new llvmlite TargetMachine for this machine's CPU and features, codegen -O3 (an MCJIT engine takes
    ownership of the one it is given)."""
    import llvmlite.binding as llvm

    return llvm.Target.from_default_triple().create_target_machine(
        cpu=llvm.get_host_cpu_name(), features=llvm.get_host_cpu_features().flatten(), opt=3, reloc="default",
        codemodel="jitdefault")


def _jit_round(engine: Any, arrays: list[tuple[str, int, str]], kernels: list[tuple[str, str]], reps: int,
               cpu: int | None) -> dict[str, tuple[float, str]]:
    out = {}
    with pinned_to(cpu):
        for ret, name in kernels:
            fn = ctypes.CFUNCTYPE(_CTYPE[ret])(engine.get_function_address(name))
            filled = [_fill(engine.get_global_value_address(a), a, n, ty) for a, n, ty in arrays]
            value = fn()
            digest = hashlib.blake2b(digest_size=8)
            for array in filled:
                digest.update(bytes(array))
            if ret != "void":
                digest.update(bytes(_CTYPE[ret](value)))
            best = float("inf")
            for _ in range(reps):
                t0 = time.perf_counter_ns()
                fn()
                best = min(best, time.perf_counter_ns() - t0)
            out[name] = (float(best), digest.hexdigest())
    return out


def time_jit(variants: dict[str, str], rounds: int = 15, reps: int = 30, *, pipeline: str = "",
             baseline: str | None = None) -> dict[str, Any]:
    """The kernels of each variant JIT-compiled for this machine (llvmlite's MCJIT, codegen -O3, after ``pipeline``
    run by the wheel's LLVM) and timed in this process (module doc); the same result shape as
    :func:`time_kernels`."""
    import llvmlite.binding as llvm

    from ..ir import codegen
    from ..ir.llvmc import CModule

    codegen.init_native()
    baseline = baseline or next(iter(variants))
    engines, shapes = {}, {}
    try:
        for name, ir in variants.items():
            with CModule.parse_ir(strip_target_attributes(ir), name) as module:
                if pipeline:
                    module.run_passes(pipeline)
                bitcode = module.to_bitcode()
            mod = llvm.parse_bitcode(bitcode)
            engine = llvm.create_mcjit_compiler(mod, _host_machine())  # an engine owns its target machine
            engine.finalize_object()
            engines[name] = engine
            shapes[name] = kernels_of(str(mod))
            if not shapes[name][1]:
                raise IRError(f"variant {name!r} defines no kernel (a function without parameters)")
        cpu = pinned_cpu()
        with _flush_denormals():
            times, sums = _rounds(list(variants), rounds, lambda c: _jit_round(engines[c], *shapes[c], reps, cpu))
    finally:
        engines.clear()
    return _result(times, sums, baseline, rounds, reps)
