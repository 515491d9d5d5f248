"""``libmlbridge_pipeline.so`` loaded through ctypes (once per process, after libLLVM.so so both share one LLVM):
``mlbridge_run_passes`` (LLVMRunPasses with pass plug-ins) and ``mlbridge_load_plugin``. Used by
:mod:`.passes` and by :mod:`.plugins`' loading probe."""
from __future__ import annotations

import ctypes
import threading
from ctypes import POINTER, c_char_p, c_int, c_size_t, c_void_p

from .artifacts import artifact

_lock = threading.Lock()
_lib: ctypes.CDLL | None = None


def library() -> ctypes.CDLL:
    """The loaded driver library (after libLLVM.so, so both share one LLVM); NativeUnavailable if not built."""
    global _lib
    with _lock:
        if _lib is None:
            from ..ir.llvmc import lib as llvm

            llvm()  # libLLVM.so first: the driver library's libLLVM.so dependency resolves to it
            handle = ctypes.CDLL(str(artifact("libmlbridge_pipeline.so")))
            handle.mlbridge_run_passes.restype = c_int
            handle.mlbridge_run_passes.argtypes = [c_void_p, c_char_p, c_void_p, POINTER(c_char_p), c_size_t, c_int,
                                                   POINTER(c_void_p)]
            handle.mlbridge_load_plugin.restype = c_int
            handle.mlbridge_load_plugin.argtypes = [c_char_p, POINTER(c_void_p)]
            _lib = handle
        return _lib
