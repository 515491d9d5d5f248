"""``libmlbridge_analysis.so``, the native analysis library (``native/analysis/``), loaded once per process.

Its entry points take modules and functions held through the LLVM-C API of the wheel's ``libLLVM.so``, so the
library is loaded after that one (both then share one LLVM). Each binding declares the functions it calls:
:mod:`.size_features` (code-size features, poset-rl's size model) and :mod:`.loop_info` (LoopInfo and
ScalarEvolution trip counts, behind :mod:`mlbridge_llvm.ir.loops`).
"""
from __future__ import annotations

import ctypes
import threading
from pathlib import Path

from .paths import ARTIFACTS, NativeUnavailable, build_dir
from .requirements import BUILD_COMMAND

LIBRARY = "libmlbridge_analysis.so"
_lock = threading.Lock()
_lib: ctypes.CDLL | None = None


def library_path() -> Path:
    """Where the native build installs the library (it may not exist)."""
    return build_dir() / ARTIFACTS[LIBRARY]


def load() -> ctypes.CDLL:
    """The loaded library (after libLLVM.so); :class:`NativeUnavailable` in one line if it is not built."""
    global _lib
    with _lock:
        if _lib is None:
            from ..ir.llvmc import lib as llvm

            path = library_path()
            if not path.is_file():
                raise NativeUnavailable(f"{LIBRARY} is not built ({path}): run `{BUILD_COMMAND}`")
            llvm()
            _lib = ctypes.CDLL(str(path))
        return _lib


def function(name: str, restype: object, argtypes: list[object]) -> ctypes._CFuncPtr:
    """The library's C function ``name``, declared; :class:`NativeUnavailable` if this build lacks it (a build
    older than the kit: rebuild it)."""
    handle = load()
    try:
        fn = getattr(handle, name)
    except AttributeError:
        raise NativeUnavailable(f"{LIBRARY} has no {name} (built before this version of the kit): run `{BUILD_COMMAND}`") \
            from None
    fn.restype = restype
    fn.argtypes = argtypes
    return fn
