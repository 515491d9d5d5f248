"""``ml-regalloc`` in-process: LLVM's greedy allocator asks the kit's ``MLBridgeRegalloc`` plug-in, in this process.

The plug-in (``native/plugins/regalloc``, built by the native side for the wheel's libLLVM) hands LLVM's own ML
eviction advisor a channel inside the process: LLVM computes its 21 eviction features as in interactive mode and a
native thread of the plug-in answers each question (no FIFO on disk, no other process). Code generation here goes
through the wheel's LLVM-C (``LLVMTargetMachineEmitToMemoryBuffer``, LLVM 22.1.8) with the plug-in loaded:

* ``runner="compiled"``: the policy compiled into the plug-in answers (``models/regalloc-evict.onnx`` by
  mlbridge-aot; :func:`compiled_model_matches` says whether it is the very file a pass would load), no Python at all;
* ``agent=``: a :class:`~mlbridge_passes.regalloc.regalloc.MaskedAgent` answers through a C callback on the plug-in's
  thread, with LLVM's 21 tensors, exactly what the FIFO path gives it (so any runner works, and the decisions are
  the FIFO path's);
* ``runner="default"``: LLVM's default advisor (the baseline on the same LLVM).

The plug-in writes every decision (function, index, LLVM-default-like index, legal count, ...) to a file this module
reads back, so the pass's remarks are the same on every route. Where the plug-in cannot be had, :func:`available`
says why in one line and the pass keeps the FIFO path. :func:`system_plugin` is the same plug-in built for Debian's
LLVM 22 (``llc-22``, ``clang-22``: ``mlbridge-cc`` uses it inside the front end's code generation).
"""
from __future__ import annotations

import ctypes
import functools
import json
import os
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mlbridge_llvm.errors import ConfigError, IRError, ModelError

from .regalloc import Decision, MaskedAgent

PLUGIN = "MLBridgeRegalloc.so"
SYSTEM_PLUGIN = "MLBridgeRegalloc-system.so"
#: LLVMCodeGenFileType
_ASSEMBLY, _OBJECT = 0, 1
#: One code generation with the plug-in at a time per process (its host table is per module, but a failed
#: emission's diagnostics and the decision files are simpler kept apart).
_LOCK = threading.Lock()


@dataclass
class PluginRun:
    """What :func:`compile_with_plugin` produced: the object (bytes) or assembly (str), and every decision."""

    output: bytes | str
    decisions: list[Decision]
    #: the plug-in's own record of each question (function, index, default, allowed, proposed, corrected, fallback)
    raw: list[dict[str, Any]]


_available: list[str | None] = []  # the answer of the first available() call of this process


def available(who: str = "ml-regalloc") -> str | None:
    """None when ``MLBridgeRegalloc.so`` is built (building the native side first at first use, as
    :func:`mlbridge_llvm.native.firstuse.ensure_built` does, when this machine can); else one line saying why.
    Asked once per process."""
    if not _available:
        from mlbridge_llvm.native.firstuse import ensure_built

        _available.append(ensure_built(who, PLUGIN))
    return _available[0]


def system_plugin() -> str | None:
    """The plug-in built for Debian's LLVM 22 (for ``llc-22 -load=`` and ``clang-22 -Xclang -load``), None if this
    machine has none (no ``llvm-22-dev``, or the native side is not built)."""
    from mlbridge_llvm.native import built

    path = built(SYSTEM_PLUGIN)
    return str(path) if path is not None else None


@functools.lru_cache(maxsize=None)
def _library() -> ctypes.CDLL:
    """The plug-in, loaded into this process's libLLVM (the wheel's) once; its loading installs the advisor."""
    from mlbridge_llvm.native import artifact
    from mlbridge_llvm.native.callback import CALLBACK
    from mlbridge_llvm.native.passes import load_plugin

    lib = load_plugin(str(artifact(PLUGIN)))
    lib.mlbridge_regalloc_set_host.restype = None
    lib.mlbridge_regalloc_set_host.argtypes = [ctypes.c_void_p, ctypes.c_char_p, CALLBACK, ctypes.c_void_p,
                                               ctypes.c_char_p]
    lib.mlbridge_regalloc_clear_host.restype = None
    lib.mlbridge_regalloc_clear_host.argtypes = [ctypes.c_void_p]
    lib.mlbridge_regalloc_error.restype = ctypes.c_char_p
    lib.mlbridge_regalloc_error.argtypes = [ctypes.c_void_p]
    lib.mlbridge_regalloc_model_sha256.restype = ctypes.c_char_p
    lib.mlbridge_regalloc_model_sha256.argtypes = []
    return lib


def model_sha256() -> str:
    """SHA-256 of the ONNX policy compiled into the plug-in."""
    return _library().mlbridge_regalloc_model_sha256().decode()


def compiled_model_matches(model_path: str) -> bool:
    """True if ``model_path`` is the very ONNX file the plug-in's compiled policy was built from."""
    from mlbridge_llvm.fileio import file_sha256

    try:
        return file_sha256(model_path) == model_sha256()
    except OSError:
        return False


def _target_machine(triple: str, opt_level: int) -> int:
    """A code-generation TargetMachine for ``triple`` (assembly parser registered: modules with inline asm), verbose
    assembly on: the "# 8-byte Spill" comments :func:`count_spills` reads."""
    from mlbridge_llvm.ir.llvmc import lib, pipelines

    tm = pipelines.target_machine(triple, opt_level=opt_level, asm_parser=True)
    if tm is None:
        raise IRError(f"no target for triple {triple!r} in the wheel's LLVM")
    lib().LLVMSetTargetMachineAsmVerbosity(tm, 1)
    return tm


def _module(source: Any, name: str) -> Any:
    from mlbridge_llvm.ir.llvmc import CModule

    if hasattr(source, "to_bitcode"):
        source = source.to_bitcode()
    elif hasattr(source, "as_bitcode"):
        source = source.as_bitcode()
    data = source.encode() if isinstance(source, str) else bytes(source)
    if data.startswith((b"BC\xc0\xde", b"\xde\xc0\x17\x0b")):
        return CModule.parse_bitcode(data, name)
    return CModule.parse_ir(data, name)


def file_has_model(plugin_path: str, model_path: str) -> bool:
    """True if the plug-in file was built with ``model_path`` compiled in: it carries that file's SHA-256 (the string
    :func:`model_sha256` returns), read from the file without loading it (a plug-in for another LLVM cannot be
    loaded here)."""
    from mlbridge_llvm.fileio import file_sha256

    try:
        return file_sha256(model_path).encode() in Path(plugin_path).read_bytes()
    except OSError:
        return False


def _lines(path: str) -> list[dict[str, Any]]:
    try:
        with open(path, encoding="utf-8") as f:
            return [json.loads(line) for line in f if line.strip()]
    except FileNotFoundError:
        return []  # no question was asked (no function needed the greedy allocator)


def read_decisions(path: str) -> list[Decision]:
    """The decisions a plug-in wrote (``-mlbridge-regalloc-decisions=PATH``: a JSON line each) as
    :class:`Decision` objects, numbered in order; none if the file is absent (nothing was asked)."""
    return _as_decisions(_lines(path))


def _as_decisions(lines: list[dict[str, Any]]) -> list[Decision]:
    return [Decision(i, line["index"], line["proposed"], line["corrected"], line["fallback"], line["default"],
                     line["allowed"], line["function"] or None) for i, line in enumerate(lines)]


def _decisions(lines: list[dict[str, Any]], agent: MaskedAgent | None, offset: int) -> list[Decision]:
    """The plug-in's decisions (its JSON lines); with a callback agent, the agent's own (the same questions, in
    the same order) named by the plug-in's functions."""
    if agent is None:
        return _as_decisions(lines)
    mine = agent.decisions[offset:]
    for d, line in zip(mine, lines):
        d.function = line["function"] or None
    return mine


def compile_with_plugin(source: Any, opt_level: int = 2, output: str = "object", agent: MaskedAgent | None = None,
                        runner: str = "compiled", name: str = "<input>") -> PluginRun:
    """Compile ``source`` (bitcode or IR bytes/text, a CModule or an llvmlite module; not modified) with the
    wheel's LLVM and the plug-in, every eviction answered by ``agent`` (a MaskedAgent, through a callback) or by
    ``runner`` (``compiled``, ``default``, ``pipe:BASE?...``). Returns the object (bytes) or the assembly (str) and
    the decisions. A failure of the agent is left in ``agent.error`` (as on the FIFO path); one of the plug-in's
    runner is a one-line :class:`~mlbridge_llvm.errors.ModelError` once LLVM has finished."""
    from mlbridge_llvm.ir.llvmc import lib as llvm_lib
    from mlbridge_llvm.ir.llvmc import one_line, take_message
    from mlbridge_llvm.native.callback import CALLBACK, Callback

    if output not in ("object", "assembly"):
        raise ConfigError(f"output must be object or assembly, not {output!r}")
    lib, L = _library(), llvm_lib()
    mod = _module(source, name)
    offset = len(agent.decisions) if agent is not None else 0
    try:
        triple = mod.triple or take_message(L.LLVMGetDefaultTargetTriple())
        tm = _target_machine(triple, opt_level)
        callback = Callback(agent) if agent is not None else None
        with _LOCK, tempfile.TemporaryDirectory(prefix="mlbridge-regalloc-") as tmp:
            path = os.path.join(tmp, "decisions.jsonl")
            lib.mlbridge_regalloc_set_host(mod.module_ref, runner.encode(),
                                           callback.pointer if callback else CALLBACK(), None, path.encode())
            message, buf = ctypes.c_void_p(), ctypes.c_void_p()
            try:
                failed = L.LLVMTargetMachineEmitToMemoryBuffer(tm, mod.module_ref, _OBJECT if output == "object"
                                                               else _ASSEMBLY, ctypes.byref(message), ctypes.byref(buf))
                error = (lib.mlbridge_regalloc_error(mod.module_ref) or b"").decode("utf-8", "replace")
            finally:
                lib.mlbridge_regalloc_clear_host(mod.module_ref)
                L.LLVMDisposeTargetMachine(tm)
            text = take_message(message.value)
            if failed:
                raise IRError(f"code generation failed for {name}: {one_line(text or 'unknown error')}")
            data = ctypes.string_at(L.LLVMGetBufferStart(buf), L.LLVMGetBufferSize(buf))
            L.LLVMDisposeMemoryBuffer(buf)
            raw = _lines(path)
            decisions = _decisions(raw, agent, offset)
    finally:
        mod.dispose()
    if error and (agent is None or agent.error is None):
        raise ModelError(error)
    return PluginRun(data if output == "object" else data.decode("utf-8", "replace"), decisions, raw)
