"""The C compiler that turns C/C++ into LLVM IR for the kit: clang 22, from the system or from PyPI.

Two clang 22 front ends are supported, and a machine may have either or both:

* **Debian's** ``clang-22`` (bookworm's security archive carries clang-22 22.1.8): the real clang driver;
* the clang 22.1.8 inside PyPI's **ziglang==0.17.0** (the ``corpus`` extra, so always there in the test venv): it
  brings its own glibc and Linux headers, so it compiles C on a machine with no C toolchain at all.

:func:`find_toolchain` picks, in order:

1. an explicit choice (``clang=`` here; ``--clang`` / ``--mlbridge-clang`` / ``$MLBRIDGE_CLANG`` in the tools): a
   path or command name of a clang 22, or the word ``zig`` (PyPI's ziglang) or ``system`` (a system clang-22 only);
2. ``clang-22`` on PATH or ``/usr/lib/llvm-22/bin/clang`` (a system LLVM 22);
3. the ``zig`` binary of PyPI's ziglang.

What a module depends on the front end: the target triple (Debian's ``x86_64-pc-linux-gnu`` with ``-target``
omitted, ``x86_64-unknown-linux-gnu`` when given; zig's host-versioned ``x86_64-unknown-linux5.10.0-gnu2.31.0``),
module flags and metadata numbering, the C library headers (Debian's glibc 2.36 against zig's 2.31). Code that
compares with a committed file built by a front end pins that front end (``find_toolchain(kind="zig")``).

``zig cc`` is not clang's driver. What it hands to ``-cc1`` differs, and :data:`ZIG_FLAGS` puts it back to what
``clang-22 -Oz`` on x86-64 Linux gives (checked by ``test_corpus.py`` on the IR and the ``.cmd``):

- zig maps ``-Oz`` to ``-Os``: ``-Xclang -Oz`` appended after it wins (``cc1`` takes the last ``-O``), so the
  functions carry ``minsize optsize`` as with clang's ``-Oz``. The ``.cmd`` shows both; a re-compilation from it
  (``cc1`` again) keeps the last one, ``-Oz``.
- zig keeps frame pointers (``-mframe-pointer=all``): ``-fomit-frame-pointer`` gives clang's ``none``.
- zig builds PIC but not PIE: ``-Xclang -pic-is-pie`` gives Debian clang's default PIE code model.
- ``-target x86_64-linux-gnu``: zig's glibc headers (2.31) and a baseline ``x86-64`` CPU, as clang's default.
  zig spells out every target feature; the module triple reads ``x86_64-unknown-linux5.10.0-gnu2.31.0``.

zig keeps a compilation cache. A zig toolchain always carries an environment that puts it in the kit's cache
(:func:`zig_cache_dir`: ``$ZIG_GLOBAL_CACHE_DIR`` if the user set one, else ``$MLBRIDGE_CACHE_DIR/zig``, else
``$XDG_CACHE_HOME/mlbridge-llvm/zig``), never zig's own ``~/.cache/zig``; :meth:`Toolchain.with_cache` moves it
into a work folder. Run every front-end command with :meth:`Toolchain.run_env`.
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


def kit_cache_dir() -> str:
    """The kit's cache folder: ``$MLBRIDGE_CACHE_DIR``, else ``$XDG_CACHE_HOME/mlbridge-llvm`` (``~/.cache/...``)."""
    base = os.environ.get("MLBRIDGE_CACHE_DIR")
    if base:
        return base
    return os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"),
                        "mlbridge-llvm")


def zig_cache_dir() -> str:
    """Where zig keeps its cache for the kit (module doc)."""
    if os.environ.get("ZIG_GLOBAL_CACHE_DIR"):
        return os.environ["ZIG_GLOBAL_CACHE_DIR"]
    return os.path.join(kit_cache_dir(), "zig")


#: The file in :func:`kit_cache_dir` that remembers the versions of the front ends asked (``--version`` costs a
#: process per compiler call otherwise), keyed by the binary's path, size and modification time.
VERSION_CACHE = "frontend-versions.json"


def _binary_key(cmd: list[str]) -> str | None:
    try:
        path = shutil.which(cmd[0]) or cmd[0]
        st = os.stat(path)
    except (OSError, TypeError):
        return None
    return f"{os.path.realpath(path)}|{st.st_size}|{st.st_mtime_ns}|{' '.join(cmd[1:])}"


def _cached_versions() -> dict[str, str]:
    import json

    try:
        with open(os.path.join(kit_cache_dir(), VERSION_CACHE), encoding="utf-8") as f:
            data = json.load(f)
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def _remember_version(key: str, version: str) -> None:
    import json
    import tempfile

    folder = kit_cache_dir()
    data = _cached_versions()
    data[key] = version
    try:
        os.makedirs(folder, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".versions-", dir=folder)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f)
        os.replace(tmp, os.path.join(folder, VERSION_CACHE))
    except OSError:
        pass  # a read-only cache only costs the next call a process


def clang_version(argv: list[str] | tuple[str, ...] | str) -> str | None:
    """Full version (``22.1.8``) of a clang driver, None if it does not run. Debian's says ``Debian clang version
    22.1.8``, zig's and LLVM's own ``clang version 22.1.8``. Remembered per binary (:data:`VERSION_CACHE`)."""
    cmd = [argv] if isinstance(argv, str) else list(argv)
    key = _binary_key(cmd)
    if key is not None:
        known = _cached_versions().get(key)
        if known:
            return known
    try:
        out = subprocess.run([*cmd, "--version"], capture_output=True, text=True, timeout=60,
                             stdin=subprocess.DEVNULL).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    m = re.search(r"clang version (\d+(?:\.\d+)*)", out)
    if m and key is not None:
        _remember_version(key, m.group(1))
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


def _zig_toolchain() -> Toolchain | None:
    zig = zig_binary()
    if not zig:
        return None
    version = clang_version([zig, "clang"])  # not "zig cc --version": that creates zig's cache in ~/.cache
    if _major(version) != 22:
        return None
    folder = zig_cache_dir()
    env = {"ZIG_GLOBAL_CACHE_DIR": folder, "ZIG_LOCAL_CACHE_DIR": os.environ.get("ZIG_LOCAL_CACHE_DIR") or folder}
    return Toolchain("zig", (zig, "cc"), (zig, "clang"), ZIG_FLAGS, version or "22", env)


#: The words :func:`find_toolchain` takes for a kind of front end rather than a path.
KINDS = ("zig", "system")


def find_toolchain(clang: str | None = None, allow_zig: bool = True, kind: str | None = None) -> Toolchain:
    """The C front end (see the module doc for the order); ToolNotFoundError if none.

    ``clang``: a clang 22 path or command name, or one of :data:`KINDS`; ``kind`` (``"zig"`` or ``"system"``)
    pins the kind of front end whatever the machine has (for comparisons with committed files)."""
    if clang in KINDS:
        kind, clang = clang, None
    if kind is not None and kind not in KINDS:
        raise ValueError(f"unknown front-end kind {kind!r} (known: {', '.join(KINDS)})")
    if kind != "zig":
        found = find_clang(clang)
        if found:
            return Toolchain("clang", (found,), (found,), (), clang_version(found) or "22")  # remembered: no process
        if clang:
            raise ToolNotFoundError(f"{clang} is not clang 22 (or does not run)")
        if kind == "system":
            raise ToolNotFoundError("no system clang 22 (clang-22 on PATH or /usr/lib/llvm-22/bin/clang): on "
                                    "Debian bookworm, apt-get install clang-22")
    tc = _zig_toolchain() if allow_zig or kind == "zig" else None
    if tc:
        return tc
    if kind == "zig":
        raise ToolNotFoundError(f"no ziglang clang 22: pip install {ZIGLANG_PIN} (the corpus extra)")
    raise ToolNotFoundError("no clang 22: install the corpus extra (pip install 'mlbridge-llvm[corpus]', which brings "
                            f"{ZIGLANG_PIN}), or a system clang-22, or pass --clang PATH")
