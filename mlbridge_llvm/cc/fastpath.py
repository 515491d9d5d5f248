"""Which ``mlbridge-cc`` calls run no ML pass, and so go to the front end as they are.

The shell launcher (``mlbridge_llvm/cli/bin/mlbridge-cc``) applies the same rules before Python starts, on what it
can see without reading files; the Python driver applies them again on the whole command line (response files
expanded, ``-x``, standard input), so a call the launcher could not decide still reaches the front end unchanged.
A call runs no pass when:

* the pipeline is the front end's own (empty or ``default``) and no ``--mlbridge-stats`` is asked for, or
  ``--mlbridge-frontend-only`` / ``$MLBRIDGE_FRONTEND_ONLY`` is on;
* it compiles no C, C++ or LLVM IR source: queries (``-E``, ``-M``, ``-fsyntax-only``, ``--version``...), links,
  assembly;
* it is a configure probe: a source named like autoconf's ``conftest.*``, under CMake's ``try_compile`` folders
  (``CMakeFiles/CMakeScratch``, ``CMakeFiles/CMakeTmp``) or one of CMake's compiler-identification sources, or under
  Meson's ``meson-private`` (a probe asks what the compiler accepts, not what a model decides; it would run the
  pipeline hundreds of times for nothing). ``MLBRIDGE_PROBES=run`` runs the pipeline on probes too.
"""
from __future__ import annotations

import fnmatch
import os

from .args import Invocation

#: Source paths that configure systems compile to probe the compiler (matched against the path as given and its
#: file name).
PROBE_PATTERNS = ("conftest.*", "*/conftest.*", "CMakeFiles/CMakeScratch/*", "*/CMakeFiles/CMakeScratch/*",
                  "CMakeFiles/CMakeTmp/*", "*/CMakeFiles/CMakeTmp/*", "CMakeCCompilerId.c", "CMakeCXXCompilerId.cpp",
                  "*/CMakeCCompilerId.c", "*/CMakeCXXCompilerId.cpp", "meson-private/*", "*/meson-private/*")
ENV_PROBES = "MLBRIDGE_PROBES"


def is_probe(path: str) -> bool:
    """True for a source path that a configure system compiles to probe the compiler (module doc)."""
    return any(fnmatch.fnmatchcase(path, p) for p in PROBE_PATTERNS)


def no_pass_reason(inv: Invocation, uses_ml: bool, stats: bool, frontend_only: bool,
                   environ: dict[str, str] | None = None) -> str | None:
    """Why this call runs no ML pass and goes to the front end unchanged (a short phrase), or None when the kit's
    pipeline runs on it."""
    env = os.environ if environ is None else environ
    if frontend_only:
        return "frontend-only"
    if not uses_ml and not stats:
        return "no ML pass"
    if inv.mode == "passthrough":
        return "no compilation"
    if not inv.sources:
        return "no source"
    if uses_ml and env.get(ENV_PROBES, "") != "run" and all(is_probe(s.path) for s in inv.sources):
        return "configure probe"
    return None


def installed_launcher(cxx: bool = False) -> str | None:
    """The shell launcher installed beside this Python (``mlbridge-cc``/``mlbridge-c++`` in the environment's
    ``bin``), None when this install has none (then ``python -m mlbridge_llvm.cli.cc`` does the same, slower)."""
    import sys

    path = os.path.join(os.path.dirname(sys.executable), "mlbridge-c++" if cxx else "mlbridge-cc")
    try:
        with open(path, "rb") as f:
            return path if f.read(9) == b"#!/bin/sh" and os.access(path, os.X_OK) else None
    except OSError:
        return None
