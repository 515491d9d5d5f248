"""``libmlbridge_pipeline.so`` through ctypes: LLVMRunPasses with pass plug-ins, on the driver's own module.

:meth:`~mlbridge_llvm.ir.llvmc.CModule.run_passes` calls :func:`run_with_plugins` when it is given plug-ins, so
``mlbridge-opt -load-pass-plugin=X.so`` runs X's passes in this process, on the module the driver owns, mixed with
LLVM's and the kit's ML passes. The library links the same ``libLLVM.so`` the driver loaded (one LLVM per process).
"""
from __future__ import annotations

import ctypes
import functools
import os
import threading
from ctypes import POINTER, c_char_p, c_int, c_size_t, c_void_p
from typing import Sequence

from ..errors import PipelineError
from .paths import artifact

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


@functools.lru_cache(maxsize=None)  # LLVM never unloads a plug-in: one load and one handle per path and process
def load_plugin(path: str) -> ctypes.CDLL:
    """Load the pass plug-in at ``path`` into LLVM (once per process) and return a ctypes handle to it.

    A missing file, a library that is not a pass plug-in, or one built for another LLVM is a one-line
    :class:`PipelineError` (not cached: a later call tries again).
    """
    from ..ir.llvmc import one_line, take_message

    if not os.path.isfile(path):
        raise PipelineError(f"cannot load pass plug-in {path}: no such file")
    message = c_void_p()
    if library().mlbridge_load_plugin(os.fsencode(path), ctypes.byref(message)) != 0:
        raise PipelineError(f"cannot load pass plug-in {path}: {one_line(take_message(message.value))}")
    return ctypes.CDLL(path)  # the same, already loaded library


def run_with_plugins(module: int, pipeline: str, target_machine: int | None, plugins: Sequence[str],
                     verify_each: bool = False) -> str:
    """Run ``pipeline`` on the LLVM-C module ``module`` with ``plugins`` registered; returns '' or the error."""
    from ..ir.llvmc import take_message

    for path in plugins:
        load_plugin(path)
    paths = (c_char_p * len(plugins))(*[os.fsencode(p) for p in plugins])
    message = c_void_p()
    status = library().mlbridge_run_passes(module, pipeline.encode(), target_machine, paths, len(plugins),
                                           int(verify_each), ctypes.byref(message))
    return take_message(message.value) if status else ""
