"""The C compiler that turns corpus sources into objects with embedded bitcode: clang 22, from the system or PyPI.

Debian bookworm (this kit's reference image) has no ``clang-22`` package, so the kit does not depend on one.
:func:`find_toolchain` takes, in order:

1. an explicit ``--clang PATH`` (must report clang 22);
2. ``clang-22`` on PATH or ``/usr/lib/llvm-22/bin/clang`` (a system LLVM 22);
3. the ``zig`` binary of PyPI's ``ziglang==0.17.0`` (installed with the ``corpus`` extra, so with the test suite):
   it embeds **clang 22.1.8** with its own glibc and Linux headers, so it compiles C on a machine with no C
   toolchain at all.

``zig cc`` is not clang's driver. What it hands to ``-cc1`` differs, and :data:`ZIG_FLAGS` puts it back to what
``clang-22 -Oz`` on x86-64 Linux gives (checked by ``test_corpus.py`` on the IR and the ``.cmd``):

- zig maps ``-Oz`` to ``-Os``: ``-Xclang -Oz`` appended after it wins (``cc1`` takes the last ``-O``), so the
  functions carry ``minsize optsize`` as with clang's ``-Oz``. The ``.cmd`` shows both; a re-compilation from it
  (``cc1`` again) keeps the last one, ``-Oz``.
- zig keeps frame pointers (``-mframe-pointer=all``): ``-fomit-frame-pointer`` gives clang's ``none``.
- zig builds PIC but not PIE: ``-Xclang -pic-is-pie`` gives Debian clang's default PIE code model.
- ``-target x86_64-linux-gnu``: zig's glibc headers (2.31) and a baseline ``x86-64`` CPU, as clang's default.
  zig spells out every target feature; the module triple reads ``x86_64-unknown-linux5.10.0-gnu2.31.0``.

zig keeps a compilation cache; :attr:`Toolchain.env` points it into the work folder, never ``~/.cache``.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field

from ..errors import ToolNotFoundError

CLANG_CANDIDATES = ("clang-22", "/usr/lib/llvm-22/bin/clang")
#: ``zig cc``'s target and code model as clang-22's on x86-64 Linux, whatever the optimization level (module doc).
ZIG_TARGET_FLAGS = ("-target", "x86_64-linux-gnu", "-fomit-frame-pointer", "-Xclang", "-pic-is-pie")
#: Flags that make ``zig cc`` compile as ``clang-22 -Oz`` does on x86-64 Linux (see the module doc).
ZIG_FLAGS = ZIG_TARGET_FLAGS[:2] + ("-Xclang", "-Oz") + ZIG_TARGET_FLAGS[2:]
ZIGLANG_PIN = "ziglang==0.17.0"


@dataclass(frozen=True)
class Toolchain:
    """A clang 22 C compiler: how to invoke its driver and its ``-cc1``, and the environment it needs."""

    kind: str  # "clang" (a real clang-22 driver) or "zig" (clang 22 inside zig)
    driver: tuple[str, ...]  # argv prefix of the C driver: ("/usr/bin/clang-22",) or ("/.../zig", "cc")
    cc1: tuple[str, ...]  # argv prefix that accepts "-cc1 ...": ("/usr/bin/clang-22",) or ("/.../zig", "clang")
    flags: tuple[str, ...] = ()  # added before the corpus flags (ZIG_FLAGS for zig)
    version: str = ""
    env: dict[str, str] = field(default_factory=dict)

    def describe(self) -> str:
        """One line for the log: which compiler this is."""
        where = self.driver[0]
        return f"{where} ({'zig ' if self.kind == 'zig' else ''}clang {self.version})"

    def with_cache(self, folder: str) -> "Toolchain":
        """This toolchain with zig's caches in ``folder`` (no-op for a real clang)."""
        if self.kind != "zig":
            return self
        env = {"ZIG_GLOBAL_CACHE_DIR": folder, "ZIG_LOCAL_CACHE_DIR": folder}
        return Toolchain(self.kind, self.driver, self.cc1, self.flags, self.version, env)

    def run_env(self) -> dict[str, str] | None:
        """Environment for subprocesses (None: inherit unchanged)."""
        return dict(os.environ, **self.env) if self.env else None


def clang_version(argv: list[str] | tuple[str, ...] | str) -> str | None:
    """Full version (``22.1.8``) of a clang driver, None if it does not run."""
    cmd = [argv] if isinstance(argv, str) else list(argv)
    try:
        out = subprocess.run([*cmd, "--version"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    m = re.search(r"clang version (\d+(?:\.\d+)*)", out)
    return m.group(1) if m else None


def _major(version: str | None) -> int | None:
    return int(version.split(".")[0]) if version else None


def find_clang(clang: str | None = None) -> str | None:
    """A clang 22 binary: ``clang`` if given, else ``clang-22`` on PATH or ``/usr/lib/llvm-22/bin/clang``."""
    for cand in ([clang] if clang else CLANG_CANDIDATES):
        path = shutil.which(cand) if os.sep not in cand else (cand if os.access(cand, os.X_OK) else None)
        if path and _major(clang_version(path)) == 22:
            return path
    return None


def zig_binary() -> str | None:
    """The ``zig`` executable of the installed ``ziglang`` wheel, None when it is not installed."""
    try:
        import ziglang
    except ImportError:
        return None
    path = os.path.join(os.path.dirname(ziglang.__file__), "zig")
    return path if os.access(path, os.X_OK) else None


def find_toolchain(clang: str | None = None, allow_zig: bool = True) -> Toolchain:
    """The C compiler for corpus building (see the module doc for the order); ToolNotFoundError if none."""
    found = find_clang(clang)
    if found:
        return Toolchain("clang", (found,), (found,), (), clang_version(found) or "22")
    if clang:
        raise ToolNotFoundError(f"{clang} is not clang 22 (or does not run)")
    zig = zig_binary() if allow_zig else None
    if zig:
        version = clang_version([zig, "clang"])  # not "zig cc --version": that creates zig's cache in ~/.cache
        if _major(version) == 22:
            return Toolchain("zig", (zig, "cc"), (zig, "clang"), ZIG_FLAGS, version or "22")
    raise ToolNotFoundError("no clang 22: install the corpus extra (pip install 'mlbridge-llvm[corpus]', which brings "
                            f"{ZIGLANG_PIN}), or a system clang-22, or pass --clang PATH")
