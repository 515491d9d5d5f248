"""``libmlbridge_pipeline.so`` through ctypes: LLVMRunPasses with pass plug-ins, on the driver's own module.

:func:`run_passes_with_plugins` is :meth:`~mlbridge_llvm.ir.llvmc.CModule.run_passes` with plug-ins registered, so
``mlbridge-opt -load-pass-plugin=X.so`` runs X's passes in this process, on the module the driver owns, mixed with
LLVM's and the kit's ML passes. The library links the same ``libLLVM.so`` the driver loaded (one LLVM per process).
"""
from __future__ import annotations

import ctypes
import os
import sys
import threading
from ctypes import c_char_p, c_void_p
from typing import TYPE_CHECKING, Sequence

from ..errors import PipelineError
from .artifacts import built
from .pipeline_lib import library

if TYPE_CHECKING:
    from ..ir.llvmc import CModule

#: Plug-ins loaded into this process: path as given (absolute) -> the path it was loaded from (a byte-identical copy
#: loaded earlier is reused: loading the same plug-in twice registers its cl::opts twice, which aborts LLVM).
_plugin_paths: dict[str, str] = {}
#: Content digest -> path loaded, in load order.
_plugin_digests: dict[str, str] = {}
_plugin_lock = threading.RLock()


def plugin_path(path: str) -> str:
    """Load the pass plug-in at ``path`` into LLVM (once per process) and return the path it is loaded from.

    ``path`` is taken relative to the current directory (``dlopen`` would search the system's library path for a
    name without a slash); a byte-identical copy of a plug-in already loaded is that plug-in. Before ``dlopen``,
    the file's ELF headers are checked and the plug-in is loaded in a throw-away process
    (:mod:`.plugins`), so a truncated file or a second build of a loaded plug-in is a one-line error instead of
    killing this process. A missing file, a library that is not a pass plug-in, or one built for another LLVM is a
    one-line :class:`PipelineError` (nothing is remembered: a later call tries again).
    """
    from ..ir.llvmc import one_line, take_message
    from . import plugins

    wanted = os.path.abspath(path)
    with _plugin_lock:
        if wanted in _plugin_paths:
            return _plugin_paths[wanted]
        if not os.path.isfile(wanted):
            raise PipelineError(f"cannot load pass plug-in {path}: no such file")
        try:
            identity = plugins.digest(wanted)
        except OSError as e:
            raise PipelineError(f"cannot load pass plug-in {path}: {e.strerror}") from None
        loaded = _plugin_digests.get(identity)
        if loaded is None:
            plugins.check_elf(wanted)
            if (_plugin_digests or not _is_kit_plugin(wanted)) and not _in_isolation_worker():
                plugins.probe([wanted], list(_plugin_digests.values()))  # the kit's own build, alone, is trusted
            message = c_void_p()
            if library().mlbridge_load_plugin(os.fsencode(wanted), ctypes.byref(message)) != 0:
                raise PipelineError(f"cannot load pass plug-in {path}: {one_line(take_message(message.value))}")
            _plugin_digests[identity] = loaded = wanted
        _plugin_paths[wanted] = loaded
        return loaded


def load_plugin(path: str) -> ctypes.CDLL:
    """Load the pass plug-in at ``path`` (see :func:`plugin_path`) and return a ctypes handle to the loaded library
    (the one already loaded, if ``path`` is a copy of it)."""
    return ctypes.CDLL(plugin_path(path))


def _in_isolation_worker() -> bool:
    """True in a worker of :mod:`mlbridge_llvm.isolate`: already a throw-away process, whose death its parent
    reports in one line, so a second one to probe a plug-in would only cost time."""
    main = sys.modules.get("__main__")
    spec = getattr(main, "__spec__", None)
    return getattr(spec, "name", None) == "mlbridge_llvm.isolate"


def _is_kit_plugin(path: str) -> bool:
    """True for the kit's own MLBridgeInline.so in this environment's native build."""
    kit = built("MLBridgeInline.so")
    if kit is None:
        return False
    try:
        return os.path.samefile(path, kit)
    except OSError:
        return False


def run_with_plugins(module: int, pipeline: str, target_machine: int | None, plugins: Sequence[str],
                     verify_each: bool = False) -> str:
    """Run ``pipeline`` on the LLVM-C module ``module`` with ``plugins`` registered; returns '' or the error."""
    from ..ir.llvmc import take_message

    loaded = list(dict.fromkeys(plugin_path(p) for p in plugins))  # each loaded plug-in registered once
    paths = (c_char_p * len(loaded))(*[os.fsencode(p) for p in loaded])
    message = c_void_p()
    status = library().mlbridge_run_passes(module, pipeline.encode(), target_machine, paths, len(loaded),
                                           int(verify_each), ctypes.byref(message))
    return take_message(message.value) if status else ""


def run_passes_with_plugins(module: "CModule", pipeline: str, plugins: Sequence[str], target_triple: str | None = None,
                            verify_each: bool = False) -> None:
    """:meth:`CModule.run_passes <mlbridge_llvm.ir.llvmc.CModule.run_passes>` with ``plugins`` (``opt
    -load-pass-plugin``) registered for the run; each is loaded first, once per process (:func:`plugin_path`)."""
    from ..ir.llvmc import pipelines

    def runner(mod: int, text: str, tm: int | None, verify: bool) -> str:
        return run_with_plugins(mod, text, tm, plugins, verify)

    pipelines.run_passes(module, pipeline, target_triple, False, verify_each, runner=runner)

