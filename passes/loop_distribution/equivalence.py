"""Semantic-equivalence harness of ``rl-loop-distribute``: run a kernel under llvmlite's MCJIT and compare memory.

:func:`run_kernel` JIT-compiles a module and calls one function on deterministic random data:

* every writable global of a numeric type (float/double/half, iN; scalars and arrays of any rank, e.g.
  ``[256 x [256 x float]]``) is filled from a generator seeded by ``(seed, crc32(name))``, so the data of one array
  does not depend on which other globals exist;
* every pointer argument gets its own numpy buffer of ``n + PAD`` elements (distinct buffers: no aliasing, unless
  ``alias`` asks for it); the element type is inferred from the function's loads/stores/GEPs on that argument
  (``arg_types`` overrides it, float if nothing is found);
* every integer argument gets ``n`` (default :data:`DEFAULT_N`), every float/double argument :data:`FLOAT_ARG`;
* the function is called through ctypes; the result maps ``"@name"`` (globals), ``"%arg"`` (pointer buffers) and
  ``"<return>"`` (non-void return value) to numpy arrays taken after the call.

:func:`check_equivalent` runs two modules on the same seeds and raises :class:`EquivalenceError` (an
``AssertionError`` and an :class:`~mlbridge_llvm.errors.MLBridgeError`) naming the first differing array, its first
differing index and both values. With ``rtol == atol == 0`` (the default) floats are compared bit for bit: a fission
keeps the same operations per element, so even the rounding must match; give a tolerance only for transformations that
reorder a reduction.

The JIT runs in a worker process (``python -m mlbridge_passes.loop_distribution.equivalence --worker``, pickles over
stdin/stdout, fd 1 redirected to stderr in the worker so LLVM prints cannot corrupt the reply): a kernel that
segfaults, an LLVM fatal error or a hang becomes :class:`KernelExecutionError` instead of killing the caller.
One worker serves a whole :func:`check_equivalent` call (both modules, all seeds).

Cost measured here (2 busy shared cores, kernels.ll with 46 kernels and ~2 MB of globals): one ``check_equivalent``
with 3 seeds takes ~0.5-0.7 s, mostly the worker start (Python + numpy + llvmlite, ~0.25 s) and two MCJIT
compilations of the whole module (~0.1 s each).
"""
from __future__ import annotations

import os
import pickle
import re
import subprocess
import sys
import time
import zlib
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np

from mlbridge_llvm.errors import IRError, MLBridgeError

__all__ = ["DEFAULT_N", "PAD", "FLOAT_ARG", "EquivalenceError", "KernelExecutionError", "run_kernel",
           "run_kernels", "check_equivalent"]

DEFAULT_N = 1000
"""Value given to integer arguments (the trip count) when ``n`` is None."""
PAD = 64
"""Extra elements after ``n`` in each pointer-argument buffer (kernels read x[i+1], x[i+k])."""
FLOAT_ARG = 0.75
"""Value given to float/double arguments."""
TIMEOUT = 120.0

_SCALARS: dict[str, np.dtype] = {
    "half": np.dtype(np.float16), "float": np.dtype(np.float32), "double": np.dtype(np.float64),
    "i1": np.dtype(np.bool_), "i8": np.dtype(np.int8), "i16": np.dtype(np.int16), "i32": np.dtype(np.int32),
    "i64": np.dtype(np.int64),
}


class EquivalenceError(MLBridgeError, AssertionError):
    """Two modules computed different memory (or return values) for the same inputs."""


class KernelExecutionError(IRError):
    """The kernel could not be JIT-compiled or run: bad IR, LLVM fatal error, crash (e.g. SIGSEGV) or timeout."""


# ------------------------------------------------------------------------------------------------- type parsing
def _parse_type(text: str) -> tuple[tuple[int, ...], np.dtype] | None:
    """``[256 x [256 x float]]`` -> ((256, 256), float32); None if not a numeric scalar/array type."""
    text = text.strip()
    shape: list[int] = []
    while text.startswith("["):
        m = re.fullmatch(r"\[\s*(\d+)\s+x\s+(.*)\]", text)
        if not m:
            return None
        shape.append(int(m.group(1)))
        text = m.group(2).strip()
    dtype = _SCALARS.get(text)
    return (tuple(shape), dtype) if dtype is not None else None


def _pointer_arg_type(fn_text: str, arg: str) -> np.dtype | None:
    """Element type of pointer argument ``%arg`` from its direct uses (GEP source type, load/store type)."""
    name = re.escape(arg)
    pats = [rf"getelementptr (?:inbounds )?(?:nuw )?(?:nusw )?([\w]+), ptr %{name}\b",
            rf"load ([\w]+), ptr %{name}\b", rf"store ([\w]+) [^,]+, ptr %{name}\b",
            rf"load <\d+ x ([\w]+)>, ptr %{name}\b", rf"store <\d+ x ([\w]+)> [^,]+, ptr %{name}\b"]
    for pat in pats:
        for ty in re.findall(pat, fn_text):
            if ty != "i8" and ty in _SCALARS:
                return _SCALARS[ty]
    return None


def _rng(seed: int, name: str) -> np.random.Generator:
    return np.random.default_rng([seed, zlib.crc32(name.encode())])


def _random(shape: tuple[int, ...], dtype: np.dtype, rng: np.random.Generator) -> np.ndarray:
    if dtype.kind == "f":
        return rng.uniform(-1.0, 1.0, size=shape).astype(dtype)
    if dtype.kind == "b":
        return rng.integers(0, 2, size=shape).astype(dtype)
    return rng.integers(-1000, 1000, size=shape).astype(dtype)


# ------------------------------------------------------------------------------------------------- worker side
def _worker_run(jobs: list[dict[str, Any]]) -> list[list[dict[str, np.ndarray]]]:
    """In the worker: for each job (ir, function, seeds, n, alias, arg_types) JIT once and run every seed."""
    import ctypes

    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_native_asmparser()
    out = []
    compiled: dict[str, Any] = {}  # IR text -> (module, engine): one JIT per distinct module
    for job in jobs:
        function = job["function"]
        if job["ir"] not in compiled:
            try:
                mod = llvm.parse_assembly(job["ir"])
                mod.verify()
            except RuntimeError as err:
                raise KernelExecutionError(f"invalid module for {function}: {str(err).strip()[:500]}") from None
            target = llvm.Target.from_triple(mod.triple or llvm.get_process_triple())
            host = {"cpu": llvm.get_host_cpu_name(), "features": llvm.get_host_cpu_features().flatten()} \
                if job.get("time_reps") else {}  # timing: this machine's vector units, as a native build would
            engine = llvm.create_mcjit_compiler(mod, target.create_target_machine(opt=2, **host))
            engine.finalize_object()
            compiled[job["ir"]] = (mod, engine)
        mod, engine = compiled[job["ir"]]
        try:
            fn = mod.get_function(function)
        except NameError:
            raise KernelExecutionError(f"function {function!r} is not in the module") from None
        if fn.is_declaration:
            raise KernelExecutionError(f"function {function!r} is only declared")
        constants = set(re.findall(r"^@([-\w.$]+) = [^\n]*?\bconstant\b", job["ir"], re.M))
        globals_: list[tuple[str, tuple[int, ...], np.dtype]] = []
        for gv in mod.global_variables:
            if gv.is_declaration or gv.name in constants:
                continue
            parsed = _parse_type(str(gv.global_value_type))
            if parsed:
                globals_.append((gv.name, *parsed))
        fn_text = str(fn)
        addr = engine.get_function_address(function)
        ret_text = str(fn.global_value_type).split(" (", 1)[0].strip()
        args = [(a.name, str(a.type)) for a in fn.arguments]
        ctype_of = {"float": ctypes.c_float, "double": ctypes.c_double, "i8": ctypes.c_int8, "i16": ctypes.c_int16,
                    "i32": ctypes.c_int32, "i64": ctypes.c_int64, "i1": ctypes.c_bool, "ptr": ctypes.c_void_p}
        for _, ty in args:
            if ty not in ctype_of:
                raise KernelExecutionError(f"{function}: unsupported argument type {ty}")
        if ret_text != "void" and ret_text not in ctype_of:
            raise KernelExecutionError(f"{function}: unsupported return type {ret_text}")
        proto = ctypes.CFUNCTYPE(None if ret_text == "void" else ctype_of[ret_text], *(ctype_of[t] for _, t in args))
        cfunc = proto(addr)
        n = job["n"]
        arg_types = job["arg_types"] or {}
        alias = job["alias"] or {}
        runs = []
        for seed in job["seeds"]:
            views: dict[str, np.ndarray] = {}
            for name, shape, dtype in globals_:
                gaddr = engine.get_global_value_address(name)
                if not gaddr:
                    raise KernelExecutionError(f"global @{name} has no address in the JIT (internal linkage?)")
                size = int(np.prod(shape, dtype=np.int64)) if shape else 1
                buf = (ctypes.c_char * (size * dtype.itemsize)).from_address(gaddr)
                view = np.frombuffer(buf, dtype=dtype).reshape(shape)
                view[...] = _random(shape, dtype, _rng(seed, "@" + name))
                views["@" + name] = view
            buffers: dict[str, np.ndarray] = {}
            call_args: list[Any] = []
            for idx, (aname, ty) in enumerate(args):
                key = "%" + (aname or str(idx))
                if ty == "ptr":
                    dtype = np.dtype(arg_types.get(aname, arg_types.get(idx))) if (
                        aname in arg_types or idx in arg_types) else (_pointer_arg_type(fn_text, aname)
                                                                     or np.dtype(np.float32))
                    target_of = alias.get(aname, alias.get(idx))
                    if target_of is not None:
                        base, offset = target_of
                        base_key = "%" + (base if isinstance(base, str) else (args[base][0] or str(base)))
                        if base_key not in buffers:
                            raise KernelExecutionError(f"alias of {key}: {base_key} must be an earlier pointer arg")
                        base_buf = buffers[base_key]
                        call_args.append(ctypes.c_void_p(base_buf.ctypes.data + int(offset) * base_buf.itemsize))
                        continue
                    buf = _random((n + PAD,), dtype, _rng(seed, key))
                    buffers[key] = buf
                    call_args.append(ctypes.c_void_p(buf.ctypes.data))
                elif ty in ("float", "double"):
                    call_args.append(FLOAT_ARG)
                else:
                    call_args.append(n)
            initial = {k: v.copy() for k, v in views.items()} if job.get("time_reps") else {}
            ret = cfunc(*call_args)
            result = {k: v.copy() for k, v in views.items()}
            if job.get("time_reps"):  # the same call on the same data again: the fastest of time_reps runs
                best = None
                for _ in range(int(job["time_reps"])):
                    for k, v in initial.items():
                        views[k][...] = v
                    start = time.perf_counter_ns()
                    cfunc(*call_args)
                    elapsed = time.perf_counter_ns() - start
                    best = elapsed if best is None else min(best, elapsed)
                result["<ns>"] = np.array(best, np.int64)
            result.update(buffers)
            if ret_text != "void":
                result["<return>"] = np.array(ret)
            runs.append(result)
        out.append(runs)
    return out


def _worker_main() -> int:
    reply = os.dup(1)
    os.dup2(2, 1)  # LLVM or the kernel printing to stdout must not corrupt the reply
    jobs = pickle.loads(sys.stdin.buffer.read())
    try:
        payload: Any = ("ok", _worker_run(jobs))
    except KernelExecutionError as err:
        payload = ("error", str(err))
    data = pickle.dumps(payload, protocol=pickle.HIGHEST_PROTOCOL)
    view = memoryview(data)
    while view:
        view = view[os.write(reply, view):]
    return 0


# ------------------------------------------------------------------------------------------------- caller side
def _module_name() -> str:
    spec = globals().get("__spec__")
    return spec.name if spec is not None and spec.name != "__main__" else "mlbridge_passes.loop_distribution.equivalence"


def run_kernels(jobs: Sequence[Mapping[str, Any]], *, timeout: float = TIMEOUT) -> list[list[dict[str, np.ndarray]]]:
    """Run several (ir, function, seeds, n, alias, arg_types) jobs in ONE worker process; results per job per seed.

    A job with ``time_reps`` R > 0 is compiled for this machine's CPU and, after the checked call, called R more times
    on the same starting data (globals restored before each call); ``"<ns>"`` in its result is the fastest call in
    nanoseconds (pointer buffers are not restored: time kernels over globals)."""
    full = [{"ir": j["ir"], "function": j["function"], "seeds": list(j.get("seeds", (0,))),
             "n": DEFAULT_N if j.get("n") is None else int(j["n"]), "alias": dict(j.get("alias") or {}),
             "arg_types": dict(j.get("arg_types") or {}), "time_reps": int(j.get("time_reps") or 0)}
            for j in jobs]
    env = dict(os.environ)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["PYTHONPATH"] = os.pathsep.join(dict.fromkeys([root, *(p for p in sys.path if p and os.path.isdir(p))]))
    functions = ", ".join(dict.fromkeys(j["function"] for j in full))
    try:
        proc = subprocess.run([sys.executable, "-m", _module_name(), "--worker"], check=False,
                              input=pickle.dumps(full, protocol=pickle.HIGHEST_PROTOCOL), capture_output=True,
                              timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        raise KernelExecutionError(f"running {functions} timed out after {timeout:g} s") from None
    stderr = proc.stderr.decode("utf-8", "replace")
    if proc.returncode != 0 or not proc.stdout:
        rows = [ln.strip() for ln in stderr.splitlines() if ln.strip() and not ln.startswith(" #")]
        fatal = [ln for ln in rows if "LLVM ERROR" in ln or "Assertion" in ln or "Error" in ln]
        if proc.returncode is not None and proc.returncode < 0:
            import signal

            why = f"killed by {signal.Signals(-proc.returncode).name}"
        else:
            why = f"worker exited with code {proc.returncode}"
        detail = " | ".join((fatal or rows)[-3:])
        raise KernelExecutionError(f"running {functions} failed: {why}" + (f": {detail}" if detail else ""))
    status, payload = pickle.loads(proc.stdout)
    if status != "ok":
        raise KernelExecutionError(payload)
    return payload


def run_kernel(ir: str, function: str, *, seed: int = 0, n: int | None = None,
               alias: Mapping[str | int, tuple[str | int, int]] | None = None,
               arg_types: Mapping[str | int, Any] | None = None, timeout: float = TIMEOUT) -> dict[str, np.ndarray]:
    """JIT ``ir``, fill globals and pointer buffers from ``seed``, call ``function``; memory after the call.

    ``n``: value of integer arguments and buffer length minus :data:`PAD` (default :data:`DEFAULT_N`).
    ``alias``: ``{arg: (earlier_arg, offset)}`` makes pointer ``arg`` point ``offset`` elements into ``earlier_arg``'s
    buffer (args by name or position); such an arg has no entry of its own in the result.
    ``arg_types``: ``{arg: numpy dtype}`` element type of pointer args when inference is wrong.
    Keys of the result: ``"@global"``, ``"%arg"``, ``"<return>"``.
    """
    return run_kernels([{"ir": ir, "function": function, "seeds": [seed], "n": n, "alias": alias,
                         "arg_types": arg_types}], timeout=timeout)[0][0]


def _first_difference(x: np.ndarray, y: np.ndarray, rtol: float, atol: float) -> tuple[np.ndarray, int] | None:
    if x.dtype.kind == "f" and rtol == 0.0 and atol == 0.0:
        bits = np.dtype(f"u{x.dtype.itemsize}")
        bad = x.view(bits) != y.view(bits)
    elif x.dtype.kind == "f":
        bad = ~np.isclose(x, y, rtol=rtol, atol=atol, equal_nan=True)
    else:
        bad = x != y
    bad = np.atleast_1d(bad)
    count = int(bad.sum())
    return (bad, count) if count else None


def compare_results(res_a: Mapping[str, np.ndarray], res_b: Mapping[str, np.ndarray], *, rtol: float = 0.0,
                    atol: float = 0.0, context: str = "") -> None:
    """Raise EquivalenceError on the first array (sorted by name) that differs between two results."""
    missing = sorted(set(res_a) ^ set(res_b))
    if missing:
        raise EquivalenceError(f"{context}: arrays present in only one module: {', '.join(missing)}")
    for key in sorted(res_a):
        x, y = np.asarray(res_a[key]), np.asarray(res_b[key])
        if x.shape != y.shape or x.dtype != y.dtype:
            raise EquivalenceError(f"{context}: {key} has {x.dtype}{list(x.shape)} vs {y.dtype}{list(y.shape)}")
        diff = _first_difference(x, y, rtol, atol)
        if diff is None:
            continue
        bad, count = diff
        flat = int(np.flatnonzero(bad)[0])
        index = np.unravel_index(flat, x.shape) if x.shape else ()
        where = "[" + "][".join(str(int(i)) for i in index) + "]" if index else ""
        xv, yv = np.atleast_1d(x).reshape(-1)[flat], np.atleast_1d(y).reshape(-1)[flat]
        raise EquivalenceError(f"{context}: {key}{where} differs: {xv!s} (a) vs {yv!s} (b); "
                               f"{count} of {max(x.size, 1)} elements differ")


def check_equivalent(ir_a: str, ir_b: str, function: str, *, seeds: Iterable[int] = (0, 1, 2), rtol: float = 0.0,
                     atol: float = 0.0, n: int | None = None,
                     alias: Mapping[str | int, tuple[str | int, int]] | None = None,
                     arg_types: Mapping[str | int, Any] | None = None, timeout: float = TIMEOUT) -> None:
    """Raise :class:`EquivalenceError` unless ``function`` leaves identical memory in both modules on every seed.

    Exact (bitwise for floats) when ``rtol == atol == 0``; otherwise ``numpy.isclose`` with NaN == NaN. A kernel
    that cannot run (bad IR, crash, timeout) raises :class:`KernelExecutionError`.
    """
    seeds = list(seeds)
    job = {"function": function, "seeds": seeds, "n": n, "alias": alias, "arg_types": arg_types}
    res_a, res_b = run_kernels([{**job, "ir": ir_a}, {**job, "ir": ir_b}], timeout=timeout)
    for seed, ra, rb in zip(seeds, res_a, res_b):
        compare_results(ra, rb, rtol=rtol, atol=atol, context=f"{function} (seed {seed})")


if __name__ == "__main__" and sys.argv[1:] == ["--worker"]:
    sys.stdout.flush()
    _code = _worker_main()
    sys.stderr.flush()
    os._exit(_code)  # skip libLLVM's static destructors
