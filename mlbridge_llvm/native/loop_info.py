"""``mlbridge_loop_info`` of ``libmlbridge_analysis.so`` through ctypes: LLVM's LoopInfo and ScalarEvolution for one
function held through the LLVM-C API, as the JSON document ``native/analysis/LoopInfo.cpp`` writes.

:func:`function_loops` returns that document parsed (``{"blocks": N, "loops": [...]}``, block indices in layout
order); :mod:`mlbridge_llvm.ir.loops` turns it into :class:`~mlbridge_llvm.ir.loops.Loop` objects. No
transformation runs: the analyses are built for the call and dropped.
"""
from __future__ import annotations

import ctypes
import json
from ctypes import POINTER, c_longlong, c_void_p
from typing import Any

from ..errors import IRError
from . import analysis

_fn: Any = None


def _function() -> Any:
    global _fn
    if _fn is None:
        _fn = analysis.function("mlbridge_loop_info", c_longlong, [c_void_p, POINTER(c_void_p), POINTER(c_void_p)])
    return _fn


def available() -> bool:
    """True when the library is built and has the loop-info entry point."""
    from .paths import NativeUnavailable

    try:
        _function()
        return True
    except (NativeUnavailable, OSError):
        return False


def function_loops(function_ref: int) -> dict[str, Any]:
    """The loops of one function definition (an ``LLVMValueRef`` of the wheel's libLLVM) as the native side describes
    them; IRError for a declaration; NativeUnavailable (one line) when the library is not built."""
    from ..ir.llvmc import take_message

    fn = _function()
    text, err = c_void_p(), c_void_p()
    n = fn(function_ref, ctypes.byref(text), ctypes.byref(err))
    if n < 0:
        raise IRError(take_message(err.value) if err.value else "unknown error")
    return json.loads(take_message(text.value))
