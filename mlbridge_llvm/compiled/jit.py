"""In-process JIT for compiled models: compile once per process, keep the object on disk, call through ctypes.

:func:`jit_function` returns a :class:`JitFunction` for a model and one shape signature. Within a process the same
(model, shapes) pair is compiled once and shared by every runner. Across processes the object file is cached on disk
under :func:`cache_dir`, keyed by the model's SHA-256, the shapes, the compiler version, llvmlite and LLVM versions,
the host triple, CPU name and CPU features; an entry whose checksum does not match is ignored and rewritten. Loading a
cached object skips IR generation and LLVM's pipeline entirely.

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

from ..errors import ConfigError, ModelError
from .graph import Model, specialize
from .onnx_to_llvm import COMPILER_VERSION, CompiledModel, Port, Target, compile_program

#: Environment variable naming the on-disk cache directory (``off`` disables the disk cache).
CACHE_ENV = "MLBRIDGE_CACHE_DIR"
_MAGIC = b"MLBRIDGE-COMPILED-1\n"
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

    doc = {"model": model_sha256, "shapes": sorted((k, list(map(int, v))) for k, v in shapes.items()),
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


def _read_cached(path: Path) -> tuple[dict[str, Any], bytes] | None:
    """The metadata and object of a cache entry, or None when absent or damaged."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if not data.startswith(_MAGIC):
        return None
    try:
        head, obj = data[len(_MAGIC):].split(b"\n", 1)
        meta = json.loads(head)
        if hashlib.sha256(obj).hexdigest() != meta["sha256"]:
            return None
        return meta, obj
    except (ValueError, KeyError):
        return None


def _write_cached(path: Path, cm: CompiledModel) -> None:
    """Store ``cm`` atomically; a cache that cannot be written is skipped silently (it is only a cache)."""
    from ..fileio import atomic_write

    meta = {"sha256": hashlib.sha256(cm.object).hexdigest(), "stack_bytes": cm.stack_bytes,
            "inputs": [[p.name, p.dtype.str, list(p.shape)] for p in cm.inputs],
            "outputs": [[p.name, p.dtype.str, list(p.shape)] for p in cm.outputs], "externals": sorted(cm.externals)}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(str(path), _MAGIC + json.dumps(meta).encode() + b"\n" + cm.object)
    except (OSError, ConfigError):
        pass


#: Weight arrays registered as LLVM symbols in this process (kept alive for every object that refers to them).
_weights: dict[str, Any] = {}


def _register_weights(weights: dict[str, Any]) -> None:
    """Make each weight array's address the value of its symbol (first registration wins: equal content)."""
    import llvmlite.binding as llvm

    for name, arr in weights.items():
        if name not in _weights:
            _weights[name] = arr
            llvm.add_symbol(name, arr.__array_interface__["data"][0])


def _cached_weights(meta: dict[str, Any], model: Model, shapes: Mapping[str, Sequence[int]]) -> dict[str, Any] | None:
    """The weight arrays a cached object refers to, found again by specialising the model (None: some are missing,
    so the entry cannot be loaded and is recompiled)."""
    from .codegen import shared_constant
    from .onnx_to_llvm import SHARED_WEIGHT_BYTES

    names = meta.get("externals", [])
    if not names:
        return {}
    found: dict[str, Any] = {}
    for t in specialize(model, shapes).tensors.values():
        if t.const is not None:
            shared = shared_constant(t.const, SHARED_WEIGHT_BYTES)
            if shared is not None:
                found[shared[0]] = shared[1]
    return {n: found[n] for n in names} if all(n in found for n in names) else None


def _ports(items: list[list[Any]]) -> list[Port]:
    import numpy as np

    return [Port(name, np.dtype(dt), tuple(shape)) for name, dt, shape in items]


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
        path = cache / f"{key}.o.cache" if cache is not None else None
        cached = _read_cached(path) if path is not None else None
        weights = _cached_weights(cached[0], model, shapes) if cached is not None else None
        if cached is not None and weights is not None:
            meta, obj = cached
            ins, outs, stack, source = _ports(meta["inputs"]), _ports(meta["outputs"]), meta["stack_bytes"], "disk"
            _stats["disk_hits"] += 1
        else:
            cm = compile_program(specialize(model, shapes), _SYMBOL, target, model.sha256, shared_weights=True)
            obj, ins, outs, stack, source = cm.object, cm.inputs, cm.outputs, cm.stack_bytes, "compiled"
            weights = cm.externals
            _stats["compiled"] += 1
            if path is not None:
                _write_cached(path, cm)
        _register_weights(weights)
        engine, cfunc = _load(obj, len(ins) + len(outs))
        fn = JitFunction(ins, outs, cfunc, engine, key, stack, source)
        _functions[key] = fn
        return fn
