"""Configure, build and install the native side with cmake + ninja, once per environment, incrementally after that.

The sources are :func:`~.paths.source_dir` (``native/`` and ``cmake/`` side by side, read-only: a checkout or the
wheel's ``mlbridge_llvm/_bundle``); the build goes to :func:`~.paths.build_dir`, and ``cmake --install`` puts the CMake
package ``MLBridge`` in ``<build>/install`` (:func:`~.paths.install_dir`). Everything the CMake files need comes from
here as ``-D`` variables: the kit's version, the Python that has the kit (it runs mlbridge-aot, and the installed
package records it), the models folder (the bundled inliner policy is compiled into the plug-in) and LLVM's CMake
files. The fuzz targets are built only when asked for (``fuzzers=True``, ``build --fuzzers``), in a checkout too.

A second, optional configuration builds the eviction-advisor plug-in for Debian's LLVM 22 (``llc-22``, ``clang-22``:
``native/plugins/regalloc/system``) into ``<build>/system-llvm``, installed beside the rest, where
:func:`~.paths.system_llvm_cmake_dir` finds that LLVM; elsewhere one line says why it is not built, and a failure
there is one line too, never a failed build (that flavour is optional).

What it needs is in :mod:`.requirements` (a C/C++ compiler, cmake, ninja, xtc-llvm-dev). Measured on 2 cores: a
first build is 31 s of compiling (:data:`~.requirements.BUILD_CPU_SECONDS`); an up-to-date check 0.2 s. ninja's
progress goes to a ``progress`` callback (:class:`~.progress.BuildProgress` shows it). Concurrent builds (pytest
and lit starting together) are serialised with a lock file in the build tree.
"""
from __future__ import annotations

import fcntl
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Callable, Sequence

from ..fileio import atomic_write
from .paths import NativeUnavailable, build_dir, llvm_cmake_dir, source_dir, system_llvm_cmake_dir, system_llvm_missing
from .progress import say as _say
from .progress import steps
from .requirements import MIN_CMAKE, cmake_version, compiler, lacking_inputs, lacking_line, lacking_tools, tool

__all__ = ["LOG", "MIN_CMAKE", "STAMP", "SYSTEM_SUBDIR", "build", "build_system", "cmake_version",
           "configure_args", "first_error", "missing_tools", "summary", "system_configure_args"]

#: Configure arguments of the last successful configure, to reconfigure when they change.
STAMP = ".mlbridge-configure.json"
#: The compiler's output of the last (quiet) build step, warnings included.
LOG = "build.log"
#: ``progress(done, total)`` after each of ninja's steps.
Progress = Callable[[int, int], None]
#: The build tree of the second configuration (the plug-in for Debian's LLVM 22), inside the main one.
SYSTEM_SUBDIR = "system-llvm"


def missing_tools() -> list[str]:
    """What this machine lacks to build the native side, tools only (empty: it can build), each a short phrase."""
    return [lack.what for lack in lacking_tools()]


def _models_dir() -> Path:
    from ..resources import models_dir

    return models_dir()


def summary() -> str:
    """One line naming what the build would use (for ``check``)."""
    cmake = tool("cmake")
    version = ".".join(map(str, cmake_version(cmake) or ()))
    return (f"c++ {compiler('CXX', 'c++', 'g++', 'clang++')}, cmake {version}, ninja {tool('ninja')}, "
            f"LLVM CMake files {llvm_cmake_dir()}, sources {source_dir()}, build tree {build_dir()}")


def configure_args(source: Path, out: Path, fuzzers: bool = False, tests: bool = True) -> list[str]:
    """The ``-D`` variables of the configure step (everything the CMake files need, none of it from the sources)."""
    from .. import __version__

    return ["-DCMAKE_BUILD_TYPE=Release",
            f"-DCMAKE_INSTALL_PREFIX={out / 'install'}",
            f"-DLLVM_DIR={llvm_cmake_dir()}",
            f"-DMLBRIDGE_PYTHON={sys.executable}",
            f"-DMLBRIDGE_VERSION={__version__}",
            f"-DMLBRIDGE_MODELS_DIR={_models_dir()}",
            f"-DMLBRIDGE_BUILD_TESTS={'ON' if tests else 'OFF'}",
            f"-DMLBRIDGE_BUILD_FUZZERS={'ON' if fuzzers else 'OFF'}"]


def system_configure_args(source: Path, out: Path, llvm: Path) -> list[str]:
    """The ``-D`` variables of the second configuration: Debian's LLVM, the kit's inputs as for the main one, and
    the main configuration's runner library (no LLVM in it: the same object code serves both plug-ins)."""
    from .. import __version__

    return ["-DCMAKE_BUILD_TYPE=Release",
            f"-DCMAKE_INSTALL_PREFIX={out / 'install'}",
            f"-DLLVM_DIR={llvm}",
            f"-DMLBRIDGE_PYTHON={sys.executable}",
            f"-DMLBRIDGE_VERSION={__version__}",
            f"-DMLBRIDGE_MODELS_DIR={_models_dir()}",
            f"-DMLBRIDGE_CLIENT_LIBRARY={out / 'libmlbridge_client.a'}"]


def build(quiet: bool = True, *, source: Path | None = None, out: Path | None = None, fuzzers: bool = False,
          tests: bool = True, targets: Sequence[str] | None = None, progress: Progress | None = None,
          say: Callable[[str], None] = _say) -> Path:
    """Configure (when the arguments changed), build and install every native target; returns the build tree.

    ``source`` (default :func:`~.paths.source_dir`) holds ``native/`` and ``cmake/``; ``out`` (default
    :func:`~.paths.build_dir`) is the build tree, with the package installed in ``out/install``. ``fuzzers``: also
    configure the fuzz targets (ASan/UBSan; only when asked). ``targets``: build only these ninja targets, and
    install nothing. ``progress(done, total)`` follows ninja's steps (``quiet`` builds only; a verbose build shows
    ninja's own output). One-line :class:`NativeUnavailable` errors, naming what is missing and how to get it.
    ``say`` gets the notes of the optional Debian-LLVM flavour (:func:`build_system`).
    """
    lacks = lacking_tools()
    if lacks:
        raise NativeUnavailable(f"cannot build the native side: {lacking_line(lacks)}")
    source = Path(source) if source is not None else source_dir()
    out = Path(out) if out is not None else build_dir()
    if not (source / "native" / "CMakeLists.txt").is_file() or not (source / "cmake").is_dir():
        raise NativeUnavailable(f"cannot build the native side: {source} does not hold native/ and cmake/")
    lacks = lacking_inputs(sources=False)
    if lacks:
        raise NativeUnavailable(f"cannot build the native side: {lacking_line(lacks)}")
    cmake, ninja = tool("cmake"), tool("ninja")
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
            atomic_write(stamp, json.dumps(wanted, indent=1) + "\n")
        steps_done: list[int] = []

        def main_progress(done: int, total: int) -> None:
            steps_done[:] = [total]
            if progress is not None:
                progress(done, total)
        _run([ninja, "-C", str(out), *(targets or ())], "build", quiet, log=out / LOG,
             progress=main_progress if progress is not None else None)
        if targets is None:
            _run([cmake, "--install", str(out)], "install", quiet)
            offset = steps_done[0] if steps_done else 0
            build_system(source, out, cmake, ninja, quiet,
                         None if progress is None else lambda d, t: progress(offset + d, offset + t), say)
    return out


def build_system(source: Path, out: Path, cmake: str, ninja: str, quiet: bool = True,
                 progress: Progress | None = None, say: Callable[[str], None] = _say) -> bool:
    """The second configuration (the eviction-advisor plug-in for Debian's LLVM 22) into ``out/system-llvm``,
    installed into ``out/install``, after the main one (whose runner library it links). Where that LLVM is not
    installed, or its build fails, ``say`` gets one line and the result is False; the main build stands. (A machine
    with none of Debian's LLVM 22, neither ``llc-22``/``clang-22`` nor its CMake files, gets that line only from an
    explicit build: ``say`` of the first-use build drops it, as an optional package the user never installed is
    not news while a pass waits for its plug-in.)"""
    llvm = system_llvm_cmake_dir()
    if llvm is None:
        say(f"native build: {system_llvm_missing()}")
        return False
    sub = out / SYSTEM_SUBDIR
    args = [f"-DCMAKE_MAKE_PROGRAM={ninja}", *system_configure_args(source, out, llvm)]
    wanted = {"source": str(source.resolve()), "args": args}
    try:
        sub.mkdir(parents=True, exist_ok=True)
        stamp = sub / STAMP
        if not (sub / "build.ninja").is_file() or _read_json(stamp) != wanted:
            stamp.unlink(missing_ok=True)
            (sub / "CMakeCache.txt").unlink(missing_ok=True)
            _run([cmake, "-S", str(source / "native" / "plugins" / "regalloc" / "system"), "-B", str(sub), "-G",
                  "Ninja", *args], "configure (Debian's LLVM 22)", quiet)
            atomic_write(stamp, json.dumps(wanted, indent=1) + "\n")
        _run([ninja, "-C", str(sub)], "build (Debian's LLVM 22)", quiet, log=sub / LOG, progress=progress)
        _run([cmake, "--install", str(sub)], "install (Debian's LLVM 22)", quiet)
    except (NativeUnavailable, OSError) as e:
        say(f"native build: the plug-in for Debian's LLVM 22 was not built: {' '.join(str(e).split())}")
        return False
    return True


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


def _run(cmd: list[str], what: str, quiet: bool, log: Path | None = None, progress: Progress | None = None) -> None:
    """Run one step; quiet: its output is kept (in ``log`` if given) and ninja's ``[n/N]`` lines go to ``progress``."""
    if not quiet:
        proc = subprocess.run(cmd)
        if proc.returncode != 0:
            raise NativeUnavailable(f"native {what} failed (see the output above)")
        return
    lines: list[str] = []
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace") as proc:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line)
            parsed = steps(line) if progress is not None else None
            if parsed is not None and parsed[1]:
                progress(*parsed)
    text = "".join(lines)
    if log is not None:
        atomic_write(log, text)
    if proc.returncode != 0:
        detail = first_error(text)
        detail = f": {detail}" if detail else ""
        raise NativeUnavailable(f"native {what} failed{detail} (rerun `python -m mlbridge_llvm.native build -v`)")
