"""Build a real C corpus on a fresh machine (``mlbridge-corpus build``): PyPI sdists -> clang-22 objects -> corpus.

Steps, each resumable (re-running the same command continues where it stopped):

1. **clang-22**: found on PATH (``clang-22``, ``/usr/lib/llvm-22/bin/clang``); if missing and we are root on a
   Debian-like system, installed with ``apt-get install clang-22`` (said so on the output). Nothing else is needed
   from outside PyPI.
2. **download**: ``pip download --no-binary :all: --no-deps NAME==VERSION`` for each :data:`RECIPES` entry into
   ``WORK/sdists`` (skipped when the sdist is already there). pip prepares metadata, which is slow for sdists
   (build requirements are built from source too), so ``--no-build-isolation`` is tried first.
3. **unpack** into ``WORK/src/NAME-VERSION``.
4. **compile** every C file a recipe selects with ``clang-22 -c -Oz -Xclang -fembed-bitcode=all`` into
   ``WORK/obj/NAME-VERSION/<path>.o`` (parallel, progress bar; an object is reused when it is newer than its
   source and was made by the same command, kept in ``<path>.o.args``). A file that fails is logged to
   ``WORK/build.log`` and remembered in ``WORK/failures.json`` (not retried unless its command changes or
   ``retry_failed``).
   An object is written under a temporary name and renamed, so an interruption never leaves a partial ``.o``.
   ``WORK/obj/compile_commands.json`` lists the successful compilations.
5. **extract** with :func:`mlbridge_llvm.corpus.extract.extract_corpus` from that ``compile_commands.json``.

What the embedded IR is (checked with clang 22.1.8, see ``test_corpus.py``): ``-fembed-bitcode=all`` embeds the
module as clang's front end produced it, **before** the LLVM optimization pipeline, for ``-Oz`` exactly the IR of
``clang -Oz -Xclang -disable-llvm-passes -emit-llvm`` (byte-identical after ``llvm-dis``), with ``minsize optsize``
and no ``noinline`` on the functions; the object itself is optimized. Adding ``-Xclang -disable-llvm-passes``
embeds the same IR but records ``-disable-llvm-passes`` in ``.llvmcmd`` (a re-compilation from the ``.cmd`` would
then skip the optimizer) and leaves the object unoptimized, so we do not use it. ``-O0`` would put ``noinline`` and
``optnone`` on every function (``-disable-O0-optnone`` removes only ``optnone``), useless for inlining work.
"""
from __future__ import annotations

import fnmatch
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Callable

from ..errors import ConfigError, ToolNotFoundError

#: Flags every corpus file is compiled with (module bitcode + command line embedded, pre-optimization IR).
COMPILE_FLAGS = ["-c", "-Oz", "-Xclang", "-fembed-bitcode=all", "-w", "-g0"]
CLANG_CANDIDATES = ("clang-22", "/usr/lib/llvm-22/bin/clang")
APT_PACKAGES = ("clang-22", "libc6-dev")


@dataclass(frozen=True)
class Recipe:
    """How to compile one PyPI source distribution's C files.

    ``sources``/``exclude`` are glob patterns relative to the unpacked sdist (``**`` allowed; exclude patterns match
    anywhere in the relative path); ``include_dirs`` are relative too; ``python`` adds Python's include directory
    (for CPython extension modules); ``per_file`` adds flags to files whose name matches a pattern.
    """

    name: str
    version: str
    sources: tuple[str, ...]
    include_dirs: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    python: bool = False
    per_file: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @property
    def key(self) -> str:
        """``name-version``: the directory of this package under ``src/`` and ``obj/`` and in module names."""
        return f"{self.name}-{self.version}"


#: Real C code from PyPI: compression (zstd, brotli, lz4, zopfli, PPMd), hashing (xxHash), crypto (pycryptodome),
#: five Lua interpreters and LuaJIT (lupa bundles them). Pinned so a rebuilt corpus is the same corpus.
RECIPES: tuple[Recipe, ...] = (
    Recipe("zstandard", "0.25.0", ("zstd/zstd.c", "c-ext/backend_c.c"), ("zstd", "c-ext"), python=True),
    Recipe("brotli", "1.2.1", ("c/common/*.c", "c/dec/*.c", "c/enc/*.c", "c/tools/*.c", "python/*.c"),
           ("c/include",), python=True),
    Recipe("lz4", "4.4.5", ("lz4libs/*.c", "lz4/**/*.c"), ("lz4libs",), python=True),
    Recipe("xxhash", "4.1.0", ("deps/xxhash/*.c", "src/*.c"), ("deps/xxhash",), python=True),
    Recipe("zopfli", "0.4.3", ("zopfli/src/zopfli/*.c", "src/*.c"), ("zopfli/src",), python=True),
    Recipe("pyppmd", "1.3.1", ("src/lib/**/*.c", "src/ext/*.c"), ("src/lib/ppmd", "src/lib/buffer"), python=True),
    # mldsa.c / mlkem.c include their *-native/ sources (unity builds); the ARM files cannot build for x86.
    Recipe("pycryptodome", "4.4.0", ("src/*.c",), ("src",), exclude=("*armv8*", "*neon*", "*pmull*"),
           defines=("HAVE_STDINT_H", "HAVE_POSIX_MEMALIGN", "HAVE_UINT128", "SYS_BITS=64"),
           per_file=(("*avx2_bmi2*", ("-mavx2", "-mbmi2")), ("*bmi2_adx*", ("-mbmi2", "-madx")),
                     ("*x4_avx2*", ("-mavx2",)), ("AESNI.c", ("-maes", "-msse4.1")),
                     ("ghash_clmul.c", ("-mpclmul", "-msse4.1")), ("*shani*", ("-msha", "-msse4.1")))),
    Recipe("lupa", "2.8", ("third-party/lua51/src/*.c", "third-party/lua52/*.c", "third-party/lua53/*.c",
                           "third-party/lua54/*.c", "third-party/lua55/*.c", "third-party/luajit21/src/*.c"),
           exclude=("*/testes/*", "*/host/*", "*/etc/*"), defines=("LUA_USE_LINUX",)),
)


@dataclass
class CompileJob:
    """One C file to compile: source, object (relative to the obj root) and the full clang argument list."""

    recipe: str
    source: str
    obj_rel: str
    arguments: list[str]


@dataclass
class BuildSummary:
    """Outcome of a build: per package, files compiled / reused / failed, and the corpus module count."""

    corpus: str
    work: str
    packages: dict[str, dict[str, int]] = field(default_factory=dict)
    modules: int = 0
    corpus_bytes: int = 0
    seconds: float = 0.0


def _say(msg: str) -> None:
    print(f"mlbridge-corpus: {msg}", file=sys.stderr, flush=True)


def clang_version(clang: str) -> int | None:
    """Major version of a clang binary, None if it does not run."""
    try:
        out = subprocess.run([clang, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    m = re.search(r"clang version (\d+)", out)
    return int(m.group(1)) if m else None


def find_clang(clang: str | None = None) -> str | None:
    """A clang 22 binary: ``clang`` if given, else ``clang-22`` on PATH or ``/usr/lib/llvm-22/bin/clang``."""
    for cand in ([clang] if clang else CLANG_CANDIDATES):
        path = shutil.which(cand) if os.sep not in cand else (cand if os.access(cand, os.X_OK) else None)
        if path and clang_version(path) == 22:
            return path
    return None


def ensure_clang(clang: str | None = None, install: bool = True, say: Callable[[str], None] = _say) -> str:
    """Path of clang 22; installs Debian's ``clang-22`` with apt-get when missing (root only, says so)."""
    found = find_clang(clang)
    if found:
        return found
    if clang:
        raise ToolNotFoundError(f"{clang} is not clang 22 (or does not run)")
    apt = shutil.which("apt-get")
    if not install or apt is None or os.geteuid() != 0:
        why = "no apt-get" if apt is None else ("not root" if os.geteuid() != 0 else "installation disabled")
        raise ToolNotFoundError(f"clang-22 not found ({why}): install it (Debian: apt-get install clang-22) "
                                "or pass --clang PATH")
    say(f"clang-22 not found: installing it with apt-get install {' '.join(APT_PACKAGES)}")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    policy = subprocess.run(["apt-cache", "policy", "clang-22"], capture_output=True, text=True, env=env)
    if "Candidate: (none)" in policy.stdout or "clang-22" not in policy.stdout:
        subprocess.run([apt, "update"], check=False, capture_output=True, env=env)
    proc = subprocess.run([apt, "install", "-y", "--no-install-recommends", *APT_PACKAGES], capture_output=True,
                          text=True, env=env)
    if proc.returncode != 0:
        raise ToolNotFoundError("apt-get install clang-22 failed: " + _tail(proc.stderr or proc.stdout, 3))
    found = find_clang()
    if not found:
        raise ToolNotFoundError("clang-22 still not found after apt-get install")
    say(f"installed {found}")
    return found


def _tail(text: str, n: int) -> str:
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    return " | ".join(lines[-n:]) if lines else ""


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def find_sdist(directory: str, recipe: Recipe) -> str | None:
    """The recipe's sdist in ``directory`` (names compared as pip normalizes them), if already downloaded."""
    if not os.path.isdir(directory):
        return None
    for fname in sorted(os.listdir(directory)):
        for ext in (".tar.gz", ".zip", ".tar.bz2"):
            if fname.endswith(ext):
                name, _, version = fname[: -len(ext)].rpartition("-")
                if _norm(name) == _norm(recipe.name) and version == recipe.version:
                    return os.path.join(directory, fname)
    return None


def download(recipe: Recipe, directory: str) -> str:
    """Path of the recipe's sdist in ``directory``, fetched with ``pip download --no-binary :all: --no-deps``."""
    found = find_sdist(directory, recipe)
    if found:
        return found
    os.makedirs(directory, exist_ok=True)
    base = [sys.executable, "-m", "pip", "download", "--no-binary", ":all:", "--no-deps", "-q", "-d", directory,
            f"{recipe.name}=={recipe.version}"]
    errors = ""
    for extra in (["--no-build-isolation"], []):  # without isolation pip skips building build deps: much faster
        proc = subprocess.run(base + extra, capture_output=True, text=True)
        found = find_sdist(directory, recipe)
        if found:
            return found
        errors = proc.stderr
    raise ConfigError(f"pip download {recipe.name}=={recipe.version} failed: {_tail(errors, 2)}")


def unpack(sdist: str, dest_root: str, recipe: Recipe) -> str:
    """Unpack ``sdist`` to ``dest_root/<name>-<version>`` (once: a ``.unpacked`` marker makes it resumable)."""
    dest = os.path.join(dest_root, recipe.key)
    marker = os.path.join(dest, ".unpacked")
    if os.path.exists(marker):
        return dest
    tmp = dest + ".tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    try:
        with tarfile.open(sdist) as tar:
            tar.extractall(tmp, filter="data")
    except (tarfile.TarError, OSError) as e:
        raise ConfigError(f"cannot unpack {sdist}: {e}") from None
    entries = os.listdir(tmp)
    top = os.path.join(tmp, entries[0]) if len(entries) == 1 and os.path.isdir(os.path.join(tmp, entries[0])) else tmp
    shutil.rmtree(dest, ignore_errors=True)
    os.replace(top, dest)
    shutil.rmtree(tmp, ignore_errors=True)
    open(marker, "w").close()
    return dest


def select_sources(src_dir: str, recipe: Recipe) -> list[str]:
    """The recipe's C files under ``src_dir`` (relative paths, sorted, excluded patterns dropped)."""
    out: set[str] = set()
    for pattern in recipe.sources:
        for path in glob.glob(os.path.join(src_dir, pattern), recursive=True):
            rel = os.path.relpath(path, src_dir)
            if rel.endswith(".c") and not any(fnmatch.fnmatch(rel, ex) for ex in recipe.exclude):
                out.add(rel)
    return sorted(out)


def compile_jobs(recipe: Recipe, src_dir: str, clang: str) -> list[CompileJob]:
    """One :class:`CompileJob` per selected C file of ``recipe``."""
    py_include = sysconfig.get_paths()["include"]
    jobs = []
    for rel in select_sources(src_dir, recipe):
        src = os.path.join(src_dir, rel)
        obj_rel = os.path.join(recipe.key, rel[:-2] + ".o")
        args = [clang, *COMPILE_FLAGS, f"-I{os.path.dirname(src)}"]
        args += [f"-I{os.path.join(src_dir, d)}" for d in recipe.include_dirs]
        if recipe.python:
            args.append(f"-I{py_include}")
        args += [f"-D{d}" for d in recipe.defines]
        for pattern, flags in recipe.per_file:
            if fnmatch.fnmatch(os.path.basename(rel), pattern):
                args += list(flags)
        args += [src, "-o", obj_rel]
        jobs.append(CompileJob(recipe.key, src, obj_rel, args))
    return jobs


def _compile(job: CompileJob, obj_root: str, timeout: float) -> tuple[str, str]:
    """Compile one job; returns (status, error) with status ``built``, ``reused`` or ``failed``."""
    obj = os.path.join(obj_root, job.obj_rel)
    stamp, args_text = obj + ".args", "\0".join(job.arguments)
    if os.path.exists(obj) and os.path.getmtime(obj) >= os.path.getmtime(job.source) and _read(stamp) == args_text:
        return "reused", ""
    os.makedirs(os.path.dirname(obj), exist_ok=True)
    tmp_rel = job.obj_rel + ".tmp"
    args = job.arguments[:-1] + [tmp_rel]
    try:
        proc = subprocess.run(args, cwd=obj_root, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        _unlink(os.path.join(obj_root, tmp_rel))
        return "failed", f"timeout after {timeout:.0f}s"
    if proc.returncode != 0:
        _unlink(os.path.join(obj_root, tmp_rel))
        errs = [ln for ln in proc.stderr.splitlines() if "error" in ln] or proc.stderr.splitlines()
        return "failed", " | ".join(e.strip() for e in errs[:2]) or f"clang exited with {proc.returncode}"
    os.replace(os.path.join(obj_root, tmp_rel), obj)
    with open(stamp, "w", encoding="utf-8") as f:  # the command that made obj: a changed recipe rebuilds it
        f.write(args_text)
    return "built", ""


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return None


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def _load_failures(path: str) -> dict[str, dict[str, str]]:
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}


def build_corpus(corpus: str, work: str, recipes: tuple[Recipe, ...] | list[Recipe] = RECIPES, jobs: int | None = None,
                 clang: str | None = None, install_clang: bool = True, retry_failed: bool = False,
                 progress: bool = True, timeout: float = 600.0, only: list[str] | None = None) -> BuildSummary:
    """Download, unpack, compile and extract ``recipes`` into the corpus directory ``corpus`` (see module doc)."""
    from ..fileio import atomic_write
    from .extract import extract_corpus

    t0 = time.perf_counter()
    if only:
        unknown = sorted(set(only) - {r.name for r in recipes})
        if unknown:
            raise ConfigError(f"unknown package(s) {', '.join(unknown)}; known: {', '.join(r.name for r in recipes)}")
        recipes = [r for r in recipes if r.name in only]
    clang_path = ensure_clang(clang, install=install_clang)
    _say(f"using {clang_path} (clang {clang_version(clang_path)})")
    sdists, src_root, obj_root = (os.path.join(work, d) for d in ("sdists", "src", "obj"))
    os.makedirs(obj_root, exist_ok=True)
    all_jobs: list[CompileJob] = []
    for recipe in recipes:
        had = find_sdist(sdists, recipe) is not None
        if not had:
            _say(f"downloading {recipe.name}=={recipe.version} (pip download --no-binary :all:)")
        src_dir = unpack(download(recipe, sdists), src_root, recipe)
        all_jobs.extend(compile_jobs(recipe, src_dir, clang_path))
    failures_path = os.path.join(work, "failures.json")
    failures = {} if retry_failed else _load_failures(failures_path)
    todo = [j for j in all_jobs if failures.get(j.obj_rel, {}).get("cmd") != " ".join(j.arguments)]
    skipped_known = len(all_jobs) - len(todo)
    if skipped_known:
        _say(f"skipping {skipped_known} file(s) that failed before (see {os.path.join(work, 'build.log')}; "
             "--retry-failed to try again)")
    summary = BuildSummary(corpus, work)
    for j in all_jobs:
        summary.packages.setdefault(j.recipe, {"files": 0, "built": 0, "reused": 0, "failed": 0})["files"] += 1
    todo_keys = {j.obj_rel for j in todo}
    for j in all_jobs:
        if j.obj_rel not in todo_keys:
            summary.packages[j.recipe]["failed"] += 1
    log = open(os.path.join(work, "build.log"), "a", encoding="utf-8")
    try:
        with ThreadPoolExecutor(max_workers=jobs or os.cpu_count() or 1) as pool:
            results = pool.map(lambda j: (j, *_compile(j, obj_root, timeout)), todo)
            if progress:
                from tqdm import tqdm

                results = tqdm(results, total=len(todo), desc="compile", unit="file")
            for job, status, error in results:
                summary.packages[job.recipe][status] += 1
                if status == "failed":
                    failures[job.obj_rel] = {"cmd": " ".join(job.arguments), "error": error}
                    log.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} FAILED {job.source}: {error}\n")
                    log.flush()
                else:
                    failures.pop(job.obj_rel, None)
    finally:
        log.close()
        atomic_write(failures_path, json.dumps(failures, indent=1, sort_keys=True))
    ok = [j for j in all_jobs if os.path.exists(os.path.join(obj_root, j.obj_rel)) and j.obj_rel not in failures]
    commands = [{"directory": obj_root, "arguments": j.arguments, "file": j.source, "output": j.obj_rel} for j in ok]
    cc_path = os.path.join(obj_root, "compile_commands.json")
    atomic_write(cc_path, json.dumps(commands, indent=1))
    if not ok:
        raise ConfigError("no file compiled; see " + os.path.join(work, "build.log"))
    extracted = extract_corpus([cc_path], corpus, progress=progress, jobs=jobs)
    summary.modules = len(extracted.modules)
    summary.corpus_bytes = sum(os.path.getsize(os.path.join(corpus, m + ext)) for m in extracted.modules
                               for ext in (".bc", ".cmd"))
    summary.seconds = time.perf_counter() - t0
    return summary
