"""Per-benchmark baselines (instruction count and ``.text`` size of the module as given, after ``default<O3>`` and
after ``default<Oz>``), computed once per benchmark and cached.

The cache is keyed by the bitcode's SHA-1, in memory for the process and on disk for every process of the machine
(``$MLBRIDGE_CACHE_DIR/gym/baselines/<sha1>.json``, else ``$XDG_CACHE_HOME/mlbridge-llvm/gym/...``; written
atomically, so vector environments and Ray workers share it safely). A file that cannot be read is recomputed.
"""
from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

from ..fileio import atomic_write

#: Baseline observations: name -> (pipeline run on the benchmark as given, measure).
BASELINES: dict[str, tuple[str, str]] = {
    "IrInstructionCountO0": ("", "instructions"), "IrInstructionCountO3": ("default<O3>", "instructions"),
    "IrInstructionCountOz": ("default<Oz>", "instructions"), "ObjectTextSizeO0": ("", "text"),
    "ObjectTextSizeO3": ("default<O3>", "text"), "ObjectTextSizeOz": ("default<Oz>", "text"),
}
_VERSION = 1  # bump when a measure changes


def cache_dir() -> Path:
    """Where baselines are kept on disk (module docstring)."""
    base = os.environ.get("MLBRIDGE_CACHE_DIR")
    if base:
        return Path(base) / "gym" / "baselines"
    xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(xdg) / "mlbridge-llvm" / "gym" / "baselines"


def instruction_count(module: Any) -> int:
    """Instructions of a CModule (every block, as ``Module::getInstructionCount``): the native walker's count, or
    the ctypes walk where the walker is unavailable."""
    from ..features import ir2vec_native

    nat = ir2vec_native.native()
    if nat is not None:
        return int(nat.call_stats(module.module_ref, 0)[3])
    return int(module.instruction_count())


def text_size(module: Any) -> int:
    """``.text`` bytes of a CModule compiled in-process (llvmlite, codegen ``-O2``, the module's relocation model)."""
    from ..ir.codegen import emit_object, text_size as object_text_size
    from ..ir.llvmc import to_llvmlite

    return object_text_size(emit_object(to_llvmlite(module), copy=False, reloc=module.relocation_model))


class BaselineCache:
    """Baselines by benchmark (module docstring); thread-safe, one per process by default (:data:`SHARED`)."""

    def __init__(self, folder: Path | None = None, disk: bool = True) -> None:
        self._memory: dict[str, dict[str, int]] = {}
        self._folder, self._disk = folder, disk
        self._lock = threading.Lock()

    def _path(self, sha1: str) -> Path:
        return (self._folder or cache_dir()) / f"{sha1}.json"

    def get(self, sha1: str, bitcode: bytes, name: str, uri: str = "<benchmark>") -> int:
        """Baseline ``name`` (a key of :data:`BASELINES`) of the benchmark with this bitcode."""
        with self._lock:
            known = self._memory.get(sha1)
            if known is None:
                known = self._memory[sha1] = self._load(sha1)
            if name not in known:
                known.update(self._compute(bitcode, BASELINES[name][0], uri))
                self._store(sha1, known)
            return known[name]

    def _load(self, sha1: str) -> dict[str, int]:
        if not self._disk:
            return {}
        try:
            data = json.loads(self._path(sha1).read_text())
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict) or data.get("version") != _VERSION:
            return {}
        return {k: int(v) for k, v in data.get("values", {}).items() if k in BASELINES}

    def _store(self, sha1: str, values: dict[str, int]) -> None:
        if not self._disk:
            return
        path = self._path(sha1)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(str(path), json.dumps({"version": _VERSION, "values": values}, sort_keys=True))
        except OSError:
            pass  # a read-only cache only costs recomputation

    @staticmethod
    def _compute(bitcode: bytes, pipeline: str, uri: str) -> dict[str, int]:
        """Both measures of one pipeline (one parse, one pipeline run, one compilation)."""
        from ..ir.llvmc import CModule

        with CModule.parse_bitcode(bitcode, uri) as m:
            if pipeline:
                m.run_passes(pipeline)
            values = {"instructions": instruction_count(m), "text": text_size(m)}
        return {name: values[measure] for name, (p, measure) in BASELINES.items() if p == pipeline}


#: The process-wide cache every session uses unless given another.
SHARED = BaselineCache()
