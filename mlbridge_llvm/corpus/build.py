"""Build a real C corpus on a fresh machine (``mlbridge-corpus build``): PyPI sdists -> clang 22 objects -> corpus.

Steps, each resumable (re-running the same command continues where it stopped):

1. **compiler**: a clang 22 from :func:`mlbridge_llvm.corpus.toolchain.find_toolchain`: a system ``clang-22``
   if there is one, else the clang 22.1.8 inside PyPI's ``ziglang`` (the ``corpus`` extra), which needs nothing
   from the system, not even libc headers. Nothing is installed with apt.
2. **download** each :data:`~mlbridge_llvm.corpus.recipes.RECIPES` sdist into ``WORK/sdists`` from the simple API
   of the package index the user's pip uses (:func:`mlbridge_llvm.registries.pip_index_url`), checking its pinned
   sha256 (a mismatch is an error and the file is not kept). Skipped when a verified sdist is already there.
3. **unpack** into ``WORK/src/NAME-VERSION``.
4. **compile** every C file a recipe selects with ``-c -Oz -Xclang -fembed-bitcode=all`` (``opt_level``: any of
   ``0 1 2 3 s z``, ``-Oz`` by default) into
   ``WORK/obj/NAME-VERSION/<path>.o`` (parallel, progress bar; an object is reused when it is newer than its
   source and was made by the same command, kept in ``<path>.o.args``). A file that fails is logged to
   ``WORK/build.log`` and remembered in ``WORK/failures.json`` (not retried unless its command changes or
   ``retry_failed``).
   An object is written under a temporary name and renamed, so an interruption never leaves a partial ``.o``.
   ``WORK/obj/compile_commands.json`` lists the successful compilations.
5. **extract** with :func:`mlbridge_llvm.corpus.extract.extract_corpus` from that ``compile_commands.json``, and
   record in ``corpus_description.json`` (key ``packages``) each package's version, sdist sha256 and module count.

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
from ..errors import ConfigError
from ..fileio import file_sha256
from .recipes import RECIPES, Recipe
from .toolchain import Toolchain, find_toolchain

#: Flags every corpus file is compiled with (module bitcode + command line embedded, pre-optimization IR), at -Oz.
COMPILE_FLAGS = ["-c", "-Oz", "-Xclang", "-fembed-bitcode=all", "-w", "-g0"]
#: The ``-O`` levels a corpus can be built at (``-O0`` puts ``optnone noinline`` on every function: see above).
OPT_LEVELS = ("0", "1", "2", "3", "s", "z")


def check_opt_level(level: str) -> str:
    """``level`` without a leading ``-O`` (``O2``, ``-O2`` and ``2`` are the same), one of :data:`OPT_LEVELS`; a
    one-line ConfigError otherwise."""
    bare = str(level).removeprefix("-").removeprefix("O")
    if bare not in OPT_LEVELS:
        raise ConfigError(f"unknown optimization level {level!r}: choose one of {', '.join(OPT_LEVELS)}")
    return bare


def compile_flags(opt_level: str = "z") -> list[str]:
    """:data:`COMPILE_FLAGS` at ``-O<opt_level>``."""
    level = check_opt_level(opt_level)
    return [f"-O{level}" if flag == "-Oz" else flag for flag in COMPILE_FLAGS]


def toolchain_flags(toolchain: Toolchain, opt_level: str = "z") -> list[str]:
    """The toolchain's own flags at ``-O<opt_level>``: zig's ``-Xclang -Oz`` (which makes ``cc1`` see clang's level
    where zig would map it to another) becomes ``-Xclang -O<level>``."""
    level = check_opt_level(opt_level)
    flags = list(toolchain.flags)
    return [f"-O{level}" if flag == "-Oz" and i and flags[i - 1] == "-Xclang" else flag for i, flag in enumerate(flags)]


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


def _index_url() -> str:
    from ..registries import pip_index_url

    return pip_index_url()


def _sdist_link(recipe: Recipe, timeout: float) -> tuple[str, str] | None:
    """(URL, file name) of the recipe's sdist from the index's simple API page, None if not listed."""
    import html
    import urllib.parse
    import urllib.request

    page = f"{_index_url()}/{_norm(recipe.name).replace('_', '-')}/"
    with urllib.request.urlopen(page, timeout=timeout) as resp:  # noqa: S310 (an https index)
        text = resp.read().decode("utf-8", "replace")
    for href in re.findall(r'href="([^"]+)"', text):
        url = html.unescape(href)
        fname = urllib.parse.unquote(url.split("#")[0].rsplit("/", 1)[-1])
        for ext in (".tar.gz", ".zip", ".tar.bz2"):
            if fname.endswith(ext):
                name, _, version = fname[: -len(ext)].rpartition("-")
                if _norm(name) == _norm(recipe.name) and version == recipe.version:
                    return urllib.parse.urljoin(page, url.split("#")[0]), fname
    return None


def download(recipe: Recipe, directory: str, timeout: float = 120.0) -> str:
    """Path of the recipe's verified sdist in ``directory``, fetched from the index when missing.

    The file's sha256 must equal ``recipe.sha256``: a mismatching download is deleted and raises ConfigError
    (a stale or tampered file already in ``directory`` too). The index's simple page is read directly (no pip
    metadata preparation, which for an sdist may build its build dependencies); ``pip download`` is the
    fallback when that page cannot be read.
    """
    found = find_sdist(directory, recipe)
    if found:
        return _verified(found, recipe)
    os.makedirs(directory, exist_ok=True)
    try:
        link = _sdist_link(recipe, timeout)
    except (OSError, ConfigError):  # no index to read (or none can be named): pip download asks pip's own
        link = None
    if link is not None:
        import urllib.request

        url, fname = link
        dest = os.path.join(directory, fname)
        tmp = dest + ".part"
        try:
            with urllib.request.urlopen(url, timeout=timeout) as resp, open(tmp, "wb") as out:  # noqa: S310
                shutil.copyfileobj(resp, out)
            os.replace(tmp, dest)
        except OSError as e:
            _unlink(tmp)
            raise ConfigError(f"download of {recipe.key} failed: {e}") from None
        return _verified(dest, recipe)
    base = [sys.executable, "-m", "pip", "download", "--no-binary", ":all:", "--no-deps", "-q", "-d", directory,
            f"{recipe.name}=={recipe.version}"]
    errors = ""
    for extra in (["--no-build-isolation"], []):  # without isolation pip skips building build deps: much faster
        proc = subprocess.run(base + extra, capture_output=True, text=True)
        found = find_sdist(directory, recipe)
        if found:
            return _verified(found, recipe)
        errors = proc.stderr
    raise ConfigError(f"pip download {recipe.name}=={recipe.version} failed: {_tail(errors, 2)}")


def _verified(path: str, recipe: Recipe) -> str:
    digest = file_sha256(path)
    if digest != recipe.sha256:
        _unlink(path)
        raise ConfigError(f"{os.path.basename(path)}: sha256 {digest} is not the pinned {recipe.sha256} "
                          "(file deleted; a new release under the same version, or a corrupt download)")
    return path


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


def compile_jobs(recipe: Recipe, src_dir: str, toolchain: Toolchain, opt_level: str = "z") -> list[CompileJob]:
    """One :class:`CompileJob` per selected C file of ``recipe``, compiled at ``-O<opt_level>``."""
    py_include = sysconfig.get_paths()["include"]
    jobs = []
    flags = [*toolchain_flags(toolchain, opt_level), *compile_flags(opt_level)]
    for rel in select_sources(src_dir, recipe):
        src = os.path.join(src_dir, rel)
        obj_rel = os.path.join(recipe.key, rel[:-2] + ".o")
        args = [*toolchain.driver, *flags, f"-I{os.path.dirname(src)}"]
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


def _compile(job: CompileJob, obj_root: str, timeout: float, env: dict[str, str] | None = None) -> tuple[str, str]:
    """Compile one job; returns (status, error) with status ``built``, ``reused`` or ``failed``."""
    obj = os.path.join(obj_root, job.obj_rel)
    stamp, args_text = obj + ".args", "\0".join(job.arguments)
    if os.path.exists(obj) and os.path.getmtime(obj) >= os.path.getmtime(job.source) and _read(stamp) == args_text:
        return "reused", ""
    os.makedirs(os.path.dirname(obj), exist_ok=True)
    tmp_rel = job.obj_rel + ".tmp"
    args = job.arguments[:-1] + [tmp_rel]
    try:
        proc = subprocess.run(args, cwd=obj_root, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        _unlink(os.path.join(obj_root, tmp_rel))
        return "failed", f"timeout after {timeout:.0f}s"
    if proc.returncode != 0:
        _unlink(os.path.join(obj_root, tmp_rel))
        errs = [ln for ln in proc.stderr.splitlines() if "error" in ln] or proc.stderr.splitlines()
        return "failed", " | ".join(e.strip() for e in errs[:2]) or f"compiler exited with {proc.returncode}"
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


def record_packages(corpus: str, recipes: tuple[Recipe, ...] | list[Recipe], modules: list[str],
                    opt_level: str | None = None) -> None:
    """Add ``packages`` to the corpus's ``corpus_description.json``: per package key, version, sha256, modules (and
    ``opt_level``, the ``-O`` level the corpus was built at, when given).

    MLGO's tools read only ``modules`` (and ``has_thinlto``/``global_command_override``), so the extra key keeps
    the corpus a valid MLGO corpus.
    """
    from ..fileio import atomic_write
    from .manifest import DESCRIPTION, package_of

    path = os.path.join(corpus, DESCRIPTION)
    with open(path, encoding="utf-8") as f:
        description = json.load(f)
    counts: dict[str, int] = {}
    for m in modules:
        counts[package_of(m)] = counts.get(package_of(m), 0) + 1
    description["packages"] = {r.key: {"name": r.name, "version": r.version, "sha256": r.sha256,
                                       "domain": r.domain, "modules": counts.get(r.key, 0)}
                               for r in recipes if counts.get(r.key)}
    if opt_level is not None:
        description["opt_level"] = opt_level
    atomic_write(path, json.dumps(description, indent=2))


def build_corpus(corpus: str, work: str, recipes: tuple[Recipe, ...] | list[Recipe] = RECIPES, jobs: int | None = None,
                 clang: str | None = None, retry_failed: bool = False,
                 progress: bool = True, timeout: float = 600.0, only: list[str] | None = None,
                 opt_level: str = "z") -> BuildSummary:
    """Download, unpack, compile (at ``-O<opt_level>``) and extract ``recipes`` into the corpus directory ``corpus``
    (see module doc). The level is recorded in ``corpus_description.json`` (``opt_level``)."""
    from ..fileio import atomic_write
    from .extract import extract_corpus

    t0 = time.perf_counter()
    opt_level = check_opt_level(opt_level)
    # Compilations run with the object root as their working directory, so every path they name must be absolute.
    corpus, work = os.path.abspath(corpus), os.path.abspath(work)
    if only:
        unknown = sorted(set(only) - {r.name for r in recipes})
        if unknown:
            raise ConfigError(f"unknown package(s) {', '.join(unknown)}; known: {', '.join(r.name for r in recipes)}")
        recipes = [r for r in recipes if r.name in only]
    sdists, src_root, obj_root = (os.path.join(work, d) for d in ("sdists", "src", "obj"))
    os.makedirs(obj_root, exist_ok=True)
    toolchain = find_toolchain(clang).with_cache(os.path.join(work, "zig-cache"))
    _say(f"using {toolchain.describe()}")
    all_jobs: list[CompileJob] = []
    for recipe in recipes:
        had = find_sdist(sdists, recipe) is not None
        if not had:
            _say(f"downloading {recipe.name}=={recipe.version} (sdist, sha256 {recipe.sha256[:12]}...)")
        src_dir = unpack(download(recipe, sdists), src_root, recipe)
        all_jobs.extend(compile_jobs(recipe, src_dir, toolchain, opt_level))
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
            env = toolchain.run_env()
            results = pool.map(lambda j: (j, *_compile(j, obj_root, timeout, env)), todo)
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
    record_packages(corpus, recipes, extracted.modules, opt_level)
    summary.corpus_bytes = sum(os.path.getsize(os.path.join(corpus, m + ext)) for m in extracted.modules
                               for ext in (".bc", ".cmd"))
    summary.seconds = time.perf_counter() - t0
    return summary
