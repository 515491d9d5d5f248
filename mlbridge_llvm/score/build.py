"""One build of one program with one pipeline, its tests and its sizes: :func:`build_one`, which a backend runs in a
worker process (:mod:`mlbridge_llvm.corpus.backends`).

A build happens in its final folder, so that whatever a build system writes there (CMake's absolute library paths,
rpaths, ``__FILE__`` in test output, configure's absolute paths) stays true when the build is tested and
benchmarked. The folder is wiped first (moved aside and deleted: a build a killed run left running keeps writing
into the old folder, never into the new one), marked as its build's own (``.score-tmp/owner``), filled with a copy
of the program's pristine tree, then the recipe's ``prepare`` command runs there (with the plain front end:
configure scripts write absolute paths, so each build configures its own copy), its ``build`` command with
``CC=mlbridge-cc`` and the pipeline in ``MLBRIDGE_PASSES``, then its ``test`` command, and the binaries are
measured. Last, the build writes ``.score-tmp/complete.json`` (its record): a folder without it is an interrupted
build (:func:`is_complete`), stopped and deleted by :func:`stop_leftovers` and built again from scratch, never
half-used. The folder is on the local filesystem: with Ray, the workers must share it (a local instance, or a shared
disk).
"""
from __future__ import annotations

import glob
import hashlib
import json
import os
import re
import resource
import shutil
import signal
import stat
import struct
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass
from typing import Any

from ..fileio import atomic_write
from .recipes import Program

#: Lines of a test's output that say where, not what (make's directory changes).
NOISE = (r"^make(\[\d+\])?: (Entering|Leaving) directory",)
OUTPUT_LIMIT = 2_000_000
#: Steps of ``mlbridge-cc --mlbridge-stats`` that are the front end's own work (any other step is an ML pass's).
PLAIN_STEPS = {"frontend", "default", "codegen"}
#: mlbridge-cc settings that each build sets itself (a value left in the user's environment must not leak in)
PER_BUILD = {"MLBRIDGE_PASSES", "MLBRIDGE_FALLBACK", "MLBRIDGE_REMARKS", "MLBRIDGE_LOG", "MLBRIDGE_STATS",
             "MLBRIDGE_TIMEOUT", "MLBRIDGE_FRONTEND_ONLY", "MLBRIDGE_RUNNER", "MLBRIDGE_MODEL"}


@dataclass(frozen=True)
class Config:
    """A build configuration: a name, the ``-O`` level of its family and the pipeline (``default``: the front
    end's own), and the baseline configuration it is compared with (``None``: it is a baseline)."""

    name: str
    level: str
    pipeline: str
    baseline: str | None = None

    @property
    def is_control(self) -> bool:
        """An A/A control: the baseline's own pipeline and level, built again in its own folder and compared with
        the baseline like any configuration (:func:`.run.with_controls`)."""
        return is_control_of(self.pipeline, self.baseline)

    @property
    def cflag(self) -> str:
        """``-Oz``, ``-O3``..."""
        return f"-O{self.level}"


def is_control_of(pipeline: str, baseline: str | None) -> bool:
    """Whether a configuration with this pipeline and baseline (``None`` or ``"-"``: none) is an A/A control: the
    front end's own pipeline compared with a baseline, which is the same pipeline."""
    return baseline not in (None, "-") and pipeline == "default"


def wrappers(folder: str) -> dict[str, str]:
    """Write ``mlbridge-cc`` and ``fe-cc`` (the plain front end, with the kit's target flags: for ``prepare``) into
    ``folder``; returns their paths. Both are the installed launcher (:func:`~mlbridge_llvm.cc.fastpath.
    installed_launcher`), ``fe-cc`` with ``MLBRIDGE_FRONTEND_ONLY=1``: a call that runs no pass (a configure
    probe, a baseline build) costs what the front end costs."""
    from ..cc.fastpath import installed_launcher

    os.makedirs(folder, exist_ok=True)
    launcher = installed_launcher()
    kit = _q(launcher) if launcher else f"{_q(sys.executable)} -m mlbridge_llvm.cli.cc"
    scripts = {"mlbridge-cc": f"#!/bin/sh\nexec {kit} \"$@\"\n",
               "fe-cc": f"#!/bin/sh\nMLBRIDGE_FRONTEND_ONLY=1 exec {kit} \"$@\"\n"}
    paths = {}
    for name, text in scripts.items():
        path = os.path.join(folder, name)
        tmp = path + ".tmp"
        with open(tmp, "w") as f:
            f.write(text)
        os.chmod(tmp, os.stat(tmp).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
        os.replace(tmp, path)
        paths[name] = path
    return paths


def _q(s: str) -> str:
    import shlex

    return shlex.quote(s)


def environment(base: dict[str, str], bin_dir: str, zig_cache: str, **extra: str) -> dict[str, str]:
    """The environment of recipe commands: wrappers first on PATH, zig's cache in the work folder."""
    env = {k: v for k, v in base.items() if k not in PER_BUILD}
    env.update(PATH=f"{bin_dir}{os.pathsep}{base.get('PATH', '')}", PYTHON=sys.executable,
               ZIG_GLOBAL_CACHE_DIR=base.get("ZIG_GLOBAL_CACHE_DIR", zig_cache),
               ZIG_LOCAL_CACHE_DIR=base.get("ZIG_LOCAL_CACHE_DIR", base.get("ZIG_GLOBAL_CACHE_DIR", zig_cache)),
               LC_ALL="C")
    env.update(extra)
    return env


def shell(command: str, cwd: str, env: dict[str, str], timeout: float,
          pgid_file: str | None = None) -> tuple[int, str, float, float]:
    """Run ``command`` with ``bash -o pipefail -c`` in a session of its own (killed whole on timeout; its id is
    written to ``pgid_file`` so that a later run can stop what a killed run left behind); returns (status, output
    (stdout+stderr), wall s, CPU s of the process tree)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.Popen(["bash", "-o", "pipefail", "-c", command], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    if pgid_file:
        with open(pgid_file, "w") as f:
            f.write(str(proc.pid))
    try:
        out, _ = proc.communicate(timeout=timeout)
        status = proc.returncode
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        out, _ = proc.communicate()
        status, out = -9, (out or b"") + f"\n(timed out after {timeout:g} s)".encode()
    finally:
        if pgid_file and os.path.exists(pgid_file):
            os.unlink(pgid_file)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return status, out[-OUTPUT_LIMIT:].decode("utf-8", "replace"), wall, cpu


#: The build's own files, inside its folder: temporary files, statistics, test output, markers.
TMP = ".score-tmp"
PGID_FILE = "running.pgid"
OWNER = "owner"
COMPLETE = "complete.json"


def is_complete(folder: str) -> bool:
    """Whether ``folder`` holds a finished build (its completion marker written), or one made before builds had
    markers (no owner mark either); False for a missing folder, an interrupted build, an earlier kit's partial
    build (``*.partial-*``) and a folder set aside to be deleted (``*.stale-*``)."""
    tmp = os.path.join(folder, TMP)
    name = os.path.basename(folder.rstrip(os.sep))
    if not os.path.isdir(folder) or ".partial-" in name or ".stale-" in name:
        return False
    return os.path.exists(os.path.join(tmp, COMPLETE)) or not os.path.exists(os.path.join(tmp, OWNER))


def _stop_session(folder: str) -> bool:
    """Kill the command session whose process-group id ``folder``'s build recorded, if that process still works
    inside ``folder``; whether one was killed."""
    try:
        with open(os.path.join(folder, TMP, PGID_FILE)) as f:
            pgid = int(f.read().strip())
        cwd = os.path.realpath(f"/proc/{pgid}/cwd")
    except (OSError, ValueError):
        return False
    if not (cwd + os.sep).startswith(os.path.realpath(folder) + os.sep):
        return False
    try:
        os.killpg(pgid, signal.SIGKILL)
    except ProcessLookupError:
        return False
    return True


def stop_leftovers(build_root: str) -> int:
    """Stop the command sessions a killed run left running in ``build_root``'s interrupted builds (each found by the
    process-group id its build wrote, and only if that process still works inside that build's folder), then delete
    those folders (and the folders of earlier kits' partial builds). Only the run holding the results folder's lock
    calls this, so no live run owns them. Returns how many sessions were stopped."""
    stopped = 0
    for folder in sorted(glob.glob(os.path.join(build_root, "*", "*"))):
        if not os.path.isdir(folder) or os.path.islink(folder):
            continue
        if is_complete(folder):
            continue
        stopped += _stop_session(folder)
        shutil.rmtree(folder, ignore_errors=True)
    return stopped


def _clear(folder: str) -> None:
    """Remove ``folder``: renamed aside first, so that anything still writing into it writes into the aside copy."""
    if os.path.lexists(folder):
        aside = f"{folder}.stale-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        os.rename(folder, aside)
        shutil.rmtree(aside, ignore_errors=True)


def normalise(text: str, program: Program, paths: dict[str, str]) -> str:
    """Test or benchmark output as compared between builds: folder names replaced, noise lines dropped."""
    for name, path in sorted(paths.items(), key=lambda kv: -len(kv[1])):
        if path:
            text = text.replace(path, f"<{name}>")
    patterns = [re.compile(p) for p in (*NOISE, *program.test_ignore)]
    return "\n".join(line for line in text.splitlines() if not any(p.search(line) for p in patterns)) + "\n"


def digest(text: str) -> str:
    """Short sha256 of a text."""
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def elf_sizes(path: str) -> dict[str, int]:
    """``text``: the ``.text`` section's size, ``exec``: all executable sections, ``file``: the file's size."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x7fELF" or data[4] != 2:
        raise ValueError(f"{path} is not a 64-bit ELF file")
    end = "<" if data[5] == 1 else ">"
    shoff, = struct.unpack_from(end + "Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from(end + "HHH", data, 0x3A)
    sections = [struct.unpack_from(end + "IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    strtab = sections[shstrndx]
    names = data[strtab[4]:strtab[4] + strtab[5]]
    text = execs = 0
    for name_off, _type, flags, _addr, _off, size, *_ in sections:
        name = names[name_off:names.index(b"\0", name_off)].decode()
        if name == ".text":
            text = size
        if flags & 0x4:  # SHF_EXECINSTR
            execs += size
    return {"text": text, "exec": execs, "file": len(data)}


def _stats(path: str) -> dict[str, Any]:
    steps: dict[str, float] = {}
    units = fallbacks = 0
    total = 0.0
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                try:
                    rec = json.loads(line)
                except json.JSONDecodeError:
                    continue
                units += 1
                fallbacks += bool(rec.get("fallback"))
                total += rec.get("seconds", 0.0)
                for label, seconds in rec.get("steps", []):
                    plain = set(label.split("+")) <= PLAIN_STEPS  # "default+codegen": fused by mlbridge-cc
                    key = label if plain else "ml:" + label.partition("<")[0]
                    steps[key] = steps.get(key, 0.0) + seconds
    return {"units": units, "fallbacks": fallbacks, "seconds": total, "steps": steps}


def build_one(arg: dict[str, Any]) -> dict[str, Any]:
    """Worker function: build, test and measure one program with one configuration, in its final folder (module
    doc).

    ``arg``: ``program`` (:class:`Program`), ``config`` (:class:`Config`), ``prepared`` (the pristine tree),
    ``dest`` (the build folder, made afresh), ``bin_dir``, ``zig_cache``, ``env`` (base environment). Returns the
    build record (``ok`` False with ``stage`` and ``error`` when the build or the tests failed), which is also the
    folder's completion marker."""
    program: Program = arg["program"]
    config: Config = arg["config"]
    dest = arg["dest"]
    record: dict[str, Any] = {"program": program.name, "config": config.name, "pipeline": config.pipeline,
                              "level": config.level, "dir": dest}
    token = f"{os.getpid()}-{uuid.uuid4().hex}"
    _clear(dest)
    tmpdir = os.path.join(dest, TMP)
    os.makedirs(tmpdir)
    atomic_write(os.path.join(tmpdir, OWNER), token)  # before the copy: a half-copied folder is an interrupted build
    shutil.copytree(arg["prepared"], dest, symlinks=True, dirs_exist_ok=True)  # copy2 keeps mtimes for make

    def finish(result: dict[str, Any]) -> dict[str, Any]:
        try:
            with open(os.path.join(tmpdir, OWNER)) as f:
                mine = f.read() == token
        except OSError:
            mine = False
        if not mine:  # a later run took the folder over while this (left-over) build ran
            return {**result, "ok": False, "stage": "superseded", "error": "another run rebuilt this folder"}
        atomic_write(os.path.join(tmpdir, COMPLETE), json.dumps(result, default=str))
        return result

    stats = os.path.join(tmpdir, "compile-stats.jsonl")
    env = environment(arg["env"], arg["bin_dir"], arg["zig_cache"], CC="mlbridge-cc",
                      CFLAGS=f"{config.cflag} {program.cflags}".strip(), MLBRIDGE_PASSES=config.pipeline,
                      MLBRIDGE_STATS=stats, TMPDIR=tmpdir, SRC=arg["prepared"])
    pgid_file = os.path.join(tmpdir, PGID_FILE)
    if program.prepare:  # in every build's own copy: configure scripts write absolute paths into their output
        status, out, _, _ = shell(program.prepare, dest, {**env, "CC": "fe-cc"}, program.timeout, pgid_file)
        if status != 0:
            return finish({**record, "ok": False, "stage": "prepare", "error": _tail(out)})
    status, out, wall, cpu = shell(program.build, dest, env, program.timeout, pgid_file)
    record.update(build_seconds=wall, build_cpu_seconds=cpu, compile=_stats(stats))
    if status != 0:
        return finish({**record, "ok": False, "stage": "build", "error": _tail(out)})
    sizes = {}
    for binary in program.binaries:
        try:
            sizes[binary] = elf_sizes(os.path.join(dest, binary))
        except (OSError, ValueError) as e:
            return finish({**record, "ok": False, "stage": "build", "error": f"{binary}: {e}"})
    record["sizes"] = sizes
    env.pop("MLBRIDGE_STATS")
    status, out, wall, _ = shell(program.test, dest, env, program.timeout, pgid_file)
    text = normalise(out, program, {"build": dest, "tmp": tmpdir})
    atomic_write(os.path.join(tmpdir, "test.out"), text)
    record.update(test_seconds=wall, test_status=status, test_digest=digest(text))
    if status != 0:
        return finish({**record, "ok": False, "stage": "test", "error": f"exit status {status}: {_tail(text)}"})
    return finish({**record, "ok": True})


def _tail(text: str, n: int = 3) -> str:
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    return " | ".join(lines[-n:])[-600:]
