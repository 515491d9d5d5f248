"""In-process JIT for compiled models: compile once per process, keep the object on disk, call through ctypes.

:func:`jit_function` returns a :class:`JitFunction` for a model and one shape signature. Within a process the same
(model, shapes) pair is compiled once and shared by every runner. Across processes the object file is cached on disk
under :func:`cache_dir` (see :mod:`.diskcache` for why that directory is trusted and how entries are authenticated),
keyed by the SHA-256 of the model's bytes, the shapes, the compiler version, llvmlite and LLVM versions, the host
triple, CPU name and CPU features. Before an entry is loaded its header must say exactly what the model's
specialisation says (input and output names, types and shapes; the weight symbols it refers to; a stack size within
what the intermediates can take); a bad entry is rebuilt, rewritten, and the run says so in one line on stderr.
Loading a cached object skips IR generation and LLVM's pipeline entirely.

A function whose intermediates would take more than :data:`MAX_STACK_BYTES` of stack is refused with one line
(they live on the calling thread's stack, and a thread's stack is typically 8 MiB).

The call goes through a ``ctypes.CFUNCTYPE`` pointer, so the GIL is released while the model computes.
"""
from __future__ import annotations

import ctypes
import hashlib
import json
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

from ..errors import ModelError
from .diskcache import BadEntry, DiskCache, open_cache, say_once
from .graph import Model, Program, specialize
from .onnx_to_llvm import COMPILER_VERSION, CompiledModel, Port, Target, compile_program

#: Environment variable naming the on-disk cache directory (``off`` disables the disk cache).
CACHE_ENV = "MLBRIDGE_CACHE_DIR"
#: Most stack a JIT function's intermediates may take (the calling thread's stack holds them).
MAX_STACK_BYTES = 2 << 20
_ENTRY_FORMAT = 2
_SYMBOL = "mlb_model"
_lock = threading.RLock()
_functions: dict[str, "JitFunction"] = {}
_stats = {"compiled": 0, "disk_hits": 0, "memory_hits": 0}


def cache_dir(option: str | None = None) -> Path | None:
    """The disk cache: ``option``, else ``$MLBRIDGE_CACHE_DIR``, else ``$XDG_CACHE_HOME/mlbridge-llvm/compiled``
    (``~/.cache/...``); ``off`` (or an empty value) disables it."""
    raw = option if option is not None else os.environ.get(CACHE_ENV)
    if raw is not None:
        return None if raw in ("", "off", "none") else Path(raw)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "mlbridge-llvm" / "compiled"


def cache_key(model_sha256: str, shapes: Mapping[str, Sequence[int]], target: Target) -> str:
    """SHA-256 over everything that changes the generated code."""
    import llvmlite
    import llvmlite.binding as llvm

    doc = {"format": _ENTRY_FORMAT, "model": model_sha256, "shapes": sorted((k, list(map(int, v))) for k, v in shapes.items()),
           "compiler": COMPILER_VERSION, "llvmlite": llvmlite.__version__, "llvm": list(llvm.llvm_version_info),
           "triple": target.triple, "cpu": target.cpu, "features": target.features}
    return hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()


@dataclass
class JitFunction:
    """A compiled model loaded into this process: call :attr:`cfunc` with one pointer per input, then per output."""

    inputs: list[Port]
    outputs: list[Port]
    cfunc: Any
    engine: Any
    key: str
    stack_bytes: int
    source: str  # "compiled", "disk" or "memory"


def stats() -> dict[str, int]:
    """How many functions this process compiled, loaded from disk, or reused from memory."""
    return dict(_stats)


#: Weight arrays registered as LLVM symbols in this process (kept alive for every object that refers to them).
_weights: dict[str, Any] = {}


def _register_weights(weights: dict[str, Any]) -> None:
    """Make each weight array's address the value of its symbol (first registration wins: equal content)."""
    import llvmlite.binding as llvm

    for name, arr in weights.items():
        if name not in _weights:
            _weights[name] = arr
            llvm.add_symbol(name, arr.__array_interface__["data"][0])


def _shared_weights(program: Program) -> dict[str, Any]:
    """Every weight array of ``program`` that an object may refer to by symbol (see :func:`.codegen.shared_constant`)."""
    from .codegen import shared_constant
    from .onnx_to_llvm import SHARED_WEIGHT_BYTES

    found: dict[str, Any] = {}
    for t in program.tensors.values():
        if t.const is not None:
            shared = shared_constant(t.const, SHARED_WEIGHT_BYTES)
            if shared is not None:
                found[shared[0]] = shared[1]
    return found


def _port_list(ports: Sequence[Any]) -> list[list[Any]]:
    return [[p.name, p.dtype.str, [int(d) for d in p.shape]] for p in ports]


def _header(key: str, cm: CompiledModel) -> dict[str, Any]:
    """What a cache entry says about its object (checked against the model before the object is loaded)."""
    return {"format": _ENTRY_FORMAT, "key": key, "object_bytes": len(cm.object), "stack_bytes": cm.stack_bytes,
            "inputs": _port_list(cm.inputs), "outputs": _port_list(cm.outputs), "externals": sorted(cm.externals)}


def _check_header(meta: dict[str, Any], key: str, obj: bytes, program: Program) -> dict[str, Any]:
    """The weights the cached object refers to, when ``meta`` says exactly what ``program`` says; else BadEntry."""
    def same(field: str, expect: Any) -> None:
        # canonical JSON: 1 and 1.0, or 220 and "220", differ here as they would for the loader
        if json.dumps(meta.get(field), sort_keys=True) != json.dumps(expect, sort_keys=True):
            raise BadEntry(f"its header disagrees with the model ({field})")

    same("format", _ENTRY_FORMAT)
    same("key", key)
    same("object_bytes", len(obj))
    same("inputs", _port_list(program.inputs))
    same("outputs", _port_list(program.outputs))
    stack = meta.get("stack_bytes")
    scratch = sum(t.size * t.dtype.itemsize + 1 for t in program.tensors.values() if t.const is None)
    if type(stack) is not int or not 0 <= stack <= min(scratch, MAX_STACK_BYTES):
        raise BadEntry("its header disagrees with the model (stack_bytes)")
    names = meta.get("externals")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names) or names != sorted(set(names)):
        raise BadEntry("its header disagrees with the model (externals)")
    available = _shared_weights(program) if names else {}
    if any(n not in available for n in names):
        raise BadEntry("its header disagrees with the model (externals)")
    return {n: available[n] for n in names}


def _check_stack(stack: int, model: Model, shapes: Mapping[str, Sequence[int]]) -> None:
    if stack > MAX_STACK_BYTES:
        dims = ", ".join(f"{k} {list(v)}" for k, v in shapes.items())
        raise ModelError(f"compiled model {model.source} for inputs {dims} needs {stack} bytes of stack for its "
                         f"intermediate tensors, more than the {MAX_STACK_BYTES} the compiled runner allows "
                         f"(smaller inputs, or the onnx runner)")


def _load(obj: bytes, n_args: int) -> tuple[Any, Any]:
    """An MCJIT engine holding ``obj`` and a ctypes function for its symbol."""
    import llvmlite.binding as llvm

    from .onnx_to_llvm import codegen_exclusive, target_machine

    target = Target.host()
    empty = llvm.parse_assembly(f'target triple = "{target.triple}"\n')
    with codegen_exclusive():  # MCJIT runs LLVM's codegen pipeline (on an empty module) when finalizing
        engine = llvm.create_mcjit_compiler(empty, target_machine(target))
        engine.add_object_file(llvm.ObjectFileRef.from_data(obj))
        engine.finalize_object()
    addr = engine.get_function_address(_SYMBOL)
    if not addr:
        raise ModelError("internal error: the compiled object has no model function")
    proto = ctypes.CFUNCTYPE(ctypes.c_int32, *([ctypes.c_void_p] * n_args))
    return engine, proto(addr)


def _from_disk(disk: DiskCache, key: str, program: Program) -> tuple[bytes, int, dict[str, Any]] | None:
    """(object, stack bytes, weights) of a good entry for ``key``; None when absent or bad (a bad one is said)."""
    try:
        found = disk.load(key)
        if found is None:
            return None
        meta, obj = found
        weights = _check_header(meta, key, obj, program)
        return obj, meta["stack_bytes"], weights
    except BadEntry as e:
        if not e.expected:
            say_once(f"compiled-model cache entry {disk.entry_path(key)} is bad: {e}; rebuilt it")
        return None


def jit_function(model: Model, shapes: Mapping[str, Sequence[int]], cache: Path | None = None) -> JitFunction:
    """The native function for ``model`` specialised to ``shapes``: from memory, the disk cache, or compiled now."""
    target = Target.host()
    key = cache_key(model.sha256, shapes, target)
    fn = _functions.get(key)
    if fn is not None:
        _stats["memory_hits"] += 1
        return fn
    with _lock:
        fn = _functions.get(key)
        if fn is not None:
            return fn
        program = specialize(model, shapes)
        disk = open_cache(cache) if cache is not None else None
        try:
            hit = _from_disk(disk, key, program) if disk is not None else None
            if hit is not None:
                obj, stack, weights = hit
                ins, outs, source = [_port(t) for t in program.inputs], [_port(t) for t in program.outputs], "disk"
                _stats["disk_hits"] += 1
            else:
                cm = compile_program(program, _SYMBOL, target, model.sha256, shared_weights=True)
                _check_stack(cm.stack_bytes, model, shapes)
                obj, ins, outs, stack, source = cm.object, cm.inputs, cm.outputs, cm.stack_bytes, "compiled"
                weights = cm.externals
                _stats["compiled"] += 1
                if disk is not None:
                    try:
                        disk.store(key, _header(key, cm), cm.object)
                    except OSError:
                        pass  # a cache that cannot be written is only a slower next start
        finally:
            if disk is not None:
                disk.close()
        _register_weights(weights)
        engine, cfunc = _load(obj, len(ins) + len(outs))
        fn = JitFunction(ins, outs, cfunc, engine, key, stack, source)
        _functions[key] = fn
        return fn


def _port(t: Any) -> Port:
    return Port(t.name, t.dtype, tuple(t.shape))
