"""One build of one program with one pipeline, its tests and its sizes: :func:`build_one`, which a backend runs in a
worker process (:mod:`mlbridge_llvm.corpus.backends`).

A build copies the program's pristine tree into a fresh folder (a temporary name, renamed when everything is done,
so an interrupted build is redone from scratch, never half-used), runs the recipe's ``prepare`` command there (with the plain front end: configure scripts write absolute paths,
so each build configures its own copy), its ``build`` command with
``CC=mlbridge-cc`` and the pipeline in ``MLBRIDGE_PASSES``, then its ``test`` command, and measures the binaries.
The folder is on the local filesystem: with Ray, the workers must share it (a local instance, or a shared disk).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import resource
import shutil
import stat
import struct
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any

from .recipes import Program

#: Lines of a test's output that say where, not what (make's directory changes).
NOISE = (r"^make(\[\d+\])?: (Entering|Leaving) directory",)
OUTPUT_LIMIT = 2_000_000
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
    ``folder``; returns their paths."""
    from ..cc.frontend import PIC_OPTIONS, Frontend
    from ..corpus.toolchain import ZIG_TARGET_FLAGS

    os.makedirs(folder, exist_ok=True)
    fe = Frontend.find()
    if fe.toolchain.kind == "zig":
        base = " ".join(_q(a) for a in [*fe.driver(), *[f for f in ZIG_TARGET_FLAGS if f not in ("-Xclang", "-pic-is-pie")]])
        pics = "|".join(sorted(PIC_OPTIONS))
        plain = ("#!/bin/sh\npie='-Xclang -pic-is-pie'\nfor a in \"$@\"; do case \"$a\" in "
                 f"{pics}) pie='';; esac; done\nexec {base} $pie \"$@\"\n")
    else:
        plain = f"#!/bin/sh\nexec {' '.join(_q(a) for a in fe.driver())} \"$@\"\n"
    scripts = {"mlbridge-cc": f"#!/bin/sh\nexec {_q(sys.executable)} -m mlbridge_llvm.cli.cc \"$@\"\n",
               "fe-cc": plain}
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


PGID_FILE = "running.pgid"


def stop_leftovers(build_root: str) -> int:
    """Stop the command sessions a killed run left running in ``build_root``'s partial builds (each found by the
    process-group id its build wrote, and only if that process still works inside that partial build), then remove
    the partial builds. Returns how many sessions were stopped."""
    import glob
    import signal

    stopped = 0
    for partial in glob.glob(os.path.join(build_root, "*", "*.partial-*")):
        pid_path = os.path.join(partial, ".score-tmp", PGID_FILE)
        try:
            with open(pid_path) as f:
                pgid = int(f.read().strip())
            cwd = os.path.realpath(f"/proc/{pgid}/cwd")
        except (OSError, ValueError):
            cwd = ""
        if cwd and (cwd + os.sep).startswith(os.path.realpath(partial) + os.sep):
            try:
                os.killpg(pgid, signal.SIGKILL)
                stopped += 1
            except ProcessLookupError:
                pass
        shutil.rmtree(partial, ignore_errors=True)
    return stopped


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
                    key = label if label in ("frontend", "default", "codegen") else "ml:" + label.partition("<")[0]
                    steps[key] = steps.get(key, 0.0) + seconds
    return {"units": units, "fallbacks": fallbacks, "seconds": total, "steps": steps}


def build_one(arg: dict[str, Any]) -> dict[str, Any]:
    """Worker function: build, test and measure one program with one configuration (module doc).

    ``arg``: ``program`` (:class:`Program`), ``config`` (:class:`Config`), ``prepared`` (the pristine tree),
    ``dest`` (the build folder to create), ``bin_dir``, ``zig_cache``, ``env`` (base environment). Returns the
    build record (``ok`` False with ``stage`` and ``error`` when the build or the tests failed)."""
    program: Program = arg["program"]
    config: Config = arg["config"]
    dest = arg["dest"]
    record: dict[str, Any] = {"program": program.name, "config": config.name, "pipeline": config.pipeline,
                              "level": config.level, "dir": dest}
    if os.path.isdir(dest):
        shutil.rmtree(dest)
    tmp = f"{dest}.partial-{os.getpid()}"  # own name: a build left running by a killed run cannot collide
    shutil.rmtree(tmp, ignore_errors=True)
    shutil.copytree(arg["prepared"], tmp, symlinks=True)  # copy2 keeps mtimes: make sees generated files as fresh
    tmpdir = os.path.join(tmp, ".score-tmp")
    os.makedirs(tmpdir)
    stats = os.path.join(tmpdir, "compile-stats.jsonl")
    env = environment(arg["env"], arg["bin_dir"], arg["zig_cache"], CC="mlbridge-cc",
                      CFLAGS=f"{config.cflag} {program.cflags}".strip(), MLBRIDGE_PASSES=config.pipeline,
                      MLBRIDGE_STATS=stats, TMPDIR=tmpdir, SRC=arg["prepared"])
    pgid_file = os.path.join(tmpdir, PGID_FILE)
    if program.prepare:  # in every build's own copy: configure scripts write absolute paths into their output
        status, out, _, _ = shell(program.prepare, tmp, {**env, "CC": "fe-cc"}, program.timeout, pgid_file)
        if status != 0:
            return {**record, "ok": False, "stage": "prepare", "error": _tail(out)}
    status, out, wall, cpu = shell(program.build, tmp, env, program.timeout, pgid_file)
    record.update(build_seconds=wall, build_cpu_seconds=cpu, compile=_stats(stats))
    if status != 0:
        return {**record, "ok": False, "stage": "build", "error": _tail(out)}
    sizes = {}
    for binary in program.binaries:
        try:
            sizes[binary] = elf_sizes(os.path.join(tmp, binary))
        except (OSError, ValueError) as e:
            return {**record, "ok": False, "stage": "build", "error": f"{binary}: {e}"}
    record["sizes"] = sizes
    env.pop("MLBRIDGE_STATS")
    status, out, wall, _ = shell(program.test, tmp, env, program.timeout, pgid_file)
    text = normalise(out.replace(tmp, dest), program, {"build": dest, "tmp": tmpdir.replace(tmp, dest)})
    with open(os.path.join(tmpdir, "test.out"), "w") as f:
        f.write(text)
    record.update(test_seconds=wall, test_status=status, test_digest=digest(text))
    if os.path.isdir(dest):  # a build left running by a killed run finished first: this one is the run's
        shutil.rmtree(dest, ignore_errors=True)
    os.rename(tmp, dest)
    if status != 0:
        return {**record, "ok": False, "stage": "test", "error": f"exit status {status}: {_tail(text)}"}
    return {**record, "ok": True}


def _tail(text: str, n: int = 3) -> str:
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    return " | ".join(lines[-n:])[-600:]
