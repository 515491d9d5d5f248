"""``libmlbridge_analysis.so`` through ctypes: per-function code-size features of a module held through the LLVM-C API.

:func:`function_size_features` returns one row per defined function (module order) with the columns
:func:`column_names` names: first the sum of LLVM's own code-size cost model over the function's instructions
(``TargetTransformInfo::getInstructionCost`` with ``TCK_CodeSize``, the target's TTI for the function's own
subtarget), then the same with ``TCK_SizeAndLatency``, then counts the cost model does not see (calls and their
arguments, 8/32/64-bit immediates, stack bytes, switch cases, ...). The C++ source is ``native/analysis/
SizeFeatures.cpp``; it is built with the rest of the native side (``python -m mlbridge_llvm.native build``). No
code generation runs: the walk only reads the module (about as costly as one IR2Vec walk).

:func:`available` is False when the library is not built (no C++ compiler): callers then measure ``.text`` by code
generation instead (poset-rl's guard does).
"""
from __future__ import annotations

import ctypes
import threading
from ctypes import POINTER, c_char_p, c_double, c_int, c_longlong, c_void_p
from typing import Any

import numpy as np

from ..errors import IRError
from . import analysis
from .paths import NativeUnavailable

_lock = threading.Lock()
_lib: ctypes.CDLL | None = None
_names: tuple[str, ...] = ()


def library() -> ctypes.CDLL:
    """The loaded library with the size-feature functions declared; NativeUnavailable if it is not built."""
    global _lib, _names
    with _lock:
        if _lib is None:
            count = analysis.function("mlbridge_size_feature_count", c_int, [])
            names_fn = analysis.function("mlbridge_size_feature_names", c_char_p, [])
            analysis.function("mlbridge_size_features", c_longlong,
                              [c_void_p, POINTER(c_double), c_longlong, POINTER(c_void_p)])
            names = tuple(names_fn().decode().split(","))
            if len(names) != count():
                raise NativeUnavailable(f"{analysis.LIBRARY}: {len(names)} column names for {count()} columns "
                                        "(a stale build?)")
            _lib, _names = analysis.load(), names
        return _lib


def available() -> bool:
    """True when the library is built and loads."""
    try:
        library()
        return True
    except (NativeUnavailable, OSError):
        return False


def column_names() -> tuple[str, ...]:
    """The names of the columns of :func:`function_size_features`, in order."""
    library()
    return _names


def function_size_features(module: Any) -> np.ndarray:
    """float64 ``[F, C]``: one row per defined function of ``module`` (a :class:`~mlbridge_llvm.ir.llvmc.CModule`),
    columns :func:`column_names`. ``[0, C]`` for a module without definitions. IRError with LLVM's message if no
    target machine can be made for the module's triple; NativeUnavailable if the library is not built."""
    from ..ir.llvmc import lib as llvm

    handle = library()
    cols = len(_names)
    rows = 64
    while True:
        out = np.zeros((rows, cols), np.float64)
        err = c_void_p()
        n = handle.mlbridge_size_features(module.module_ref, out.ctypes.data_as(POINTER(c_double)), rows,
                                          ctypes.byref(err))
        if n < 0:
            message = ctypes.cast(err, c_char_p).value.decode("utf-8", "replace") if err.value else "unknown error"
            if err.value:
                llvm().LLVMDisposeMessage(err)
            raise IRError(message)
        if n <= rows:
            return out[:n].copy()
        rows = int(n)
