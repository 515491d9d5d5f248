"""The native side at first use: built once per environment when a pass needs it, with progress and a true estimate.

An installed wheel carries the native sources, not the built libraries (a plug-in must be built against the very
libLLVM it is loaded into). The first pass that needs the native side builds it (:func:`ensure_built`), as torch
builds its C++ extensions: one line says so, with the estimate measured for this build and the build tree; ninja's
steps follow as a bar on a terminal (a line per 10% elsewhere); one line gives the time it took. When this machine
cannot build it, nothing is announced: one line names what is missing and the command that brings it
(:func:`.requirements.lacking_line`). ``MLBRIDGE_NATIVE_AUTOBUILD=0`` turns the build at first use off.
"""
from __future__ import annotations

import os

from .artifacts import artifact, built
from .paths import NativeUnavailable, build_dir
from .progress import say as _say
from .requirements import (BUILD_COMMAND, MEASURED_CORES, MEASURED_WALL_SECONDS, cores, estimate_seconds, lacking,
                           lacking_line, load)

AUTOBUILD_ENV = "MLBRIDGE_NATIVE_AUTOBUILD"


def _first_use_note(line: str) -> None:
    """A note of the optional Debian-LLVM flavour during a first-use build: said only when some of Debian's LLVM 22
    is installed (a half-installed LLVM is worth a line; none at all is the usual case)."""
    import shutil

    if shutil.which("llc-22") or shutil.which("clang-22") or os.path.isdir("/usr/lib/llvm-22"):
        _say(line)




def estimate_text() -> str:
    """``about N s: 15-17 s on 2 idle cores; here C cores at load L``: the announced estimate, from the measured
    builds (:func:`.requirements.estimate_seconds`)."""
    low, high = MEASURED_WALL_SECONDS
    here, busy = cores(), load()
    return (f"about {estimate_seconds(here, busy)} s: {low}-{high} s on {MEASURED_CORES} idle cores, here "
            f"{here} core{'s' if here != 1 else ''} at load {busy:.1f}")


def ensure_built(who: str, name: str = "MLBridgeInline.so") -> str | None:
    """None when the native artifact ``name`` is built, building the native side first if it is not and this
    machine can (``who`` prefixes the lines: the pass's name); else one line saying why it is not there."""
    if built(name) is not None:
        return None
    lacks = lacking()
    if lacks:
        return f"the native side cannot be built here: {lacking_line(lacks)}"
    if os.environ.get(AUTOBUILD_ENV, "1") == "0":
        return f"{name} is not built ({AUTOBUILD_ENV}=0: no build at first use); run `{BUILD_COMMAND}`"
    from .build import build
    from .progress import BuildProgress

    _say(f"{who}: building the kit's native side once for this environment ({estimate_text()}) in {build_dir()}")
    progress = BuildProgress(f"{who}: native build")
    try:
        build(progress=progress.update, say=lambda line: _first_use_note(f"{who}: {line}"))
        artifact(name)
    except NativeUnavailable as e:
        return str(e)
    finally:
        progress.close()
    _say(f"{who}: native side built in {progress.elapsed():.0f} s")
    return None
