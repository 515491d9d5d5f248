"""Built artifacts of the native side, found or explained: :func:`artifact` gives a library's or plug-in's path once
no build is running, or raises one line saying why it is not there (:func:`.requirements.not_built`: what this
machine lacks and how to get it, or the command that builds it). Apart from :mod:`.paths` so that the locations do
not depend on the requirements (which depend on the locations)."""
from __future__ import annotations

from pathlib import Path

from .paths import (ARTIFACTS, SYSTEM_ARTIFACTS, NativeUnavailable, build_dir, install_dir, llvm_cmake_dir,
                    system_llvm_cmake_dir, system_llvm_missing, wait_for_build)
from .requirements import not_built


def built(name: str) -> Path | None:
    """Path of a built library or plug-in (:data:`ARTIFACTS`), once no build is running; None if it is not built
    (for callers that need no reason: working one out probes the machine's tools)."""
    wait_for_build(build_dir())
    path = build_dir() / ARTIFACTS[name]
    return path if path.is_file() else None


def artifact(name: str) -> Path:
    """Path of a built library or plug-in (:data:`ARTIFACTS`), once no build is running; :class:`NativeUnavailable`
    saying why if it is not built."""
    path = built(name)
    if path is None:
        if name in SYSTEM_ARTIFACTS and system_llvm_cmake_dir() is None:
            raise NativeUnavailable(system_llvm_missing())
        raise NativeUnavailable(not_built(f"{name} ({build_dir() / ARTIFACTS[name]})"))
    return path


def cmake_prefix() -> str:
    """``CMAKE_PREFIX_PATH`` for a user's project: the installed CMake package ``MLBridge`` (the install prefix) and
    LLVM's CMake files when xtc-llvm-dev is installed (``;``-separated); NativeUnavailable if the kit is not built."""
    config = install_dir() / "lib" / "cmake" / "MLBridge" / "MLBridgeConfig.cmake"
    if not config.is_file():
        raise NativeUnavailable(not_built(f"the CMake package MLBridge ({config})"))
    parts = [str(install_dir())]
    try:
        parts.append(str(llvm_cmake_dir()))
    except NativeUnavailable:
        pass  # a C or C++ client needs no LLVM; plug-in helpers say what is missing when used
    return ";".join(parts)
