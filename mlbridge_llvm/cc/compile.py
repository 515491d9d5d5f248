"""One translation unit through ``mlbridge-cc``: front end to IR, the kit's pipeline in a worker, code generation,
then the outputs (object or assembly, remarks, decision logs, timings), each written only when all succeeded.

Every temporary file lives in the invocation's private folder (``tempfile.mkdtemp``), so parallel builds never share
a path; outputs are written through :func:`mlbridge_llvm.fileio.atomic_write` (temporary file and rename).
"""
from __future__ import annotations

import json
import os
import shutil
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from ..corpus.worker import Outcome, WorkerProcess
from ..errors import MLBridgeError
from ..fileio import atomic_write
from .args import Invocation, Source
from .frontend import Frontend
from .plan import DEFAULT, Plan

PROG = "mlbridge-cc"


class CompileFailed(MLBridgeError):
    """A translation unit did not compile: ``status`` is the exit status; ``message`` is empty when the front end
    already printed its own diagnostics."""

    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.status = status


@dataclass
class Unit:
    """One source and what to make of it: ``kind`` is ``object``, ``assembly``, ``bitcode`` or ``ir``."""

    source: Source
    output: str
    kind: str


@dataclass
class Session:
    """What the translation units of one invocation share: the plan, the front end, a private folder, a worker."""

    inv: Invocation
    plan: Plan
    frontend: Frontend
    work: str
    worker: WorkerProcess | None = None
    _pipelines: dict[str, str] = field(default_factory=dict)
    _count: int = 0

    def call(self, function: str, request: dict[str, Any]) -> Outcome:
        """Run ``mlbridge_llvm.cc.optimize:function`` in the worker process (started on first use)."""
        if self.worker is None:
            self.worker = WorkerProcess()
        return self.worker.call(f"mlbridge_llvm.cc.optimize:{function}", request, self.plan.timeout)

    def close(self) -> None:
        """Stop the worker and remove the private folder."""
        if self.worker is not None:
            self.worker.close()
        shutil.rmtree(self.work, ignore_errors=True)

    def next_dir(self) -> str:
        """A fresh sub-folder for one translation unit."""
        self._count += 1
        path = os.path.join(self.work, f"tu{self._count}")
        os.makedirs(path)
        return path

    def base(self) -> list[str]:
        """Front-end driver, its flags, and the options of every step."""
        return [*self.frontend.command(self.inv.opt_level, self.inv.common), *self.inv.common]

    def default_pipeline(self, language: str) -> str:
        """The front end's own optimization pipeline for this command line (asked once per language)."""
        cxx = "c++" in language
        key = "c++" if cxx else "c"
        if key not in self._pipelines:
            probe = os.path.join(self.work, f"probe.{'cc' if cxx else 'c'}")
            with open(probe, "w"):
                pass
            out = os.path.join(self.work, "probe.o")
            proc = self.frontend.run([*self.base(), "-Wno-unused-command-line-argument", "-c", probe, "-o", out,
                                      "-mllvm", "-print-pipeline-passes"], capture=True, timeout=120)
            text = proc.stdout.strip().splitlines()[-1].strip() if proc.stdout.strip() else ""
            if proc.returncode != 0 or not text:
                tail = " ".join(proc.stderr.split())[-300:]
                raise CompileFailed(f"{PROG}: error: the front end did not print its pipeline "
                                    f"({self.frontend.describe()}): {tail or 'no output'}")
            self._pipelines[key] = text
        return self._pipelines[key]


def _dependency_command(inv: Invocation, output: str) -> list[str]:
    """The user's ``-MD``/``-MMD`` as a preprocessing-only ``-M``/``-MM`` run, with the file and target clang would
    have used for ``output`` ([] when no dependency file is asked for). A separate run because ``zig cc`` writes no
    output at all for ``-emit-llvm`` combined with ``-MD``."""
    flags = list(inv.dependency)
    if not any(f in ("-MD", "-MMD") for f in flags):
        return []
    mode = "-MM" if "-MMD" in flags and "-MD" not in flags else "-M"
    rest = [f for f in flags if f not in ("-MD", "-MMD")]
    if not any(f == "-MF" or f.startswith("-MF") for f in rest):
        rest += ["-MF", os.path.splitext(output)[0] + ".d"]
    if not any(f in ("-MT", "-MQ") or f.startswith(("-MT", "-MQ")) for f in rest):
        rest += ["-MT", output]
    return [mode, *rest]


def _to_ir(session: Session, unit: Unit, folder: str) -> str:
    inv, src = session.inv, unit.source
    path = src.path
    if path == "-":  # the source on standard input: kept in the private folder for the steps that need a file
        path = os.path.join(folder, "stdin." + ("cc" if "c++" in src.language else "c"))
        with open(path, "wb") as f:
            shutil.copyfileobj(sys.stdin.buffer, f)
    lang = inv.inputs[src.index][1]
    pre = os.path.join(folder, "pre.bc")
    source = [*(["-x", lang] if lang else []), path]
    proc = session.frontend.run([*session.base(), *inv.frontend, "-c", "-emit-llvm", "-Xclang", "-disable-llvm-passes",
                                 *source, "-o", pre])
    if proc.returncode != 0:
        raise CompileFailed("", proc.returncode)
    dependency = _dependency_command(inv, unit.output)
    if dependency:
        proc = session.frontend.run([*session.base(), *inv.frontend, *dependency, *source])
        if proc.returncode != 0:
            raise CompileFailed("", proc.returncode)
    return pre


def _stage_of(folder: str) -> tuple[str, bool]:
    try:
        with open(os.path.join(folder, "stage")) as f:
            kind, _, label = f.read().partition(" ")
        return label, kind == "ml"
    except OSError:
        return "start", False


def _optimize(session: Session, unit: Unit, pre: str, folder: str, items: list[str]) -> dict[str, Any]:
    """The pipeline in the worker; a dict with ``times``/``remarks``/``logs``, or ``failed``/``ml``/``error``."""
    default_text = session.default_pipeline(unit.source.language) if DEFAULT in items else ""
    log_dir = os.path.join(folder, "logs")
    os.makedirs(log_dir, exist_ok=True)
    request = {"input": pre, "output": os.path.join(folder, "opt.bc"), "name": unit.source.path, "items": items,
               "default_text": default_text, "runners": session.plan.runners, "stage_file": os.path.join(folder, "stage"),
               "log_dir": log_dir if session.plan.log_dir else None}
    return _outcome(session.call("optimize", request), folder)


def _outcome(outcome: Outcome, folder: str) -> dict[str, Any]:
    if outcome.ok:
        return outcome.value
    label, ml = _stage_of(folder)
    return {"failed": label, "ml": ml, "error": outcome.error}


def _codegen(session: Session, unit: Unit, folder: str, regalloc: str | None) -> tuple[str, dict[str, Any] | None]:
    """Object or assembly from ``opt.bc`` by the front end; with ``regalloc`` (a code-generation ML pass item), that
    pass takes part from the worker."""
    out = os.path.join(folder, "out.s" if unit.kind == "assembly" else "out.o")
    cmd = [*session.base(), "-Wno-unused-command-line-argument", "-Xclang", "-disable-llvm-passes",
           os.path.join(folder, "opt.bc"), "-S" if unit.kind == "assembly" else "-c", "-o", out]
    if regalloc is None:
        proc = session.frontend.run(cmd)
        if proc.returncode != 0:
            raise CompileFailed(f"{PROG}: error: {unit.source.path}: code generation failed (exit {proc.returncode})",
                                proc.returncode)
        return out, None
    request = {"command": cmd, "env": session.frontend.env(), "item": regalloc, "name": unit.source.path,
               "runners": session.plan.runners, "stage_file": os.path.join(folder, "stage"),
               "stderr": os.path.join(folder, "codegen.stderr"), "timeout": session.plan.timeout,
               "log_dir": os.path.join(folder, "logs") if session.plan.log_dir else None}
    return out, _outcome(session.call("codegen", request), folder)


def compile_unit(session: Session, unit: Unit) -> dict[str, Any]:
    """Compile one translation unit and write its outputs; returns its record (the ``--mlbridge-stats`` line).

    Raises :class:`CompileFailed` with one line naming the file (or the front end's status after its own
    diagnostics)."""
    plan, src = session.plan, unit.source
    folder = session.next_dir()
    t_start = time.perf_counter()
    t0 = time.perf_counter()
    pre = _to_ir(session, unit, folder)
    steps: list[list[Any]] = [["frontend", time.perf_counter() - t0]]
    items, regalloc = plan.split()
    fallback: str | None = None
    result = _optimize(session, unit, pre, folder, items)
    if "failed" in result:
        fallback = _fail_or_fall_back(session, unit, result)
        items, regalloc = [DEFAULT], None
        result = _optimize(session, unit, pre, folder, items)
        if "failed" in result:
            raise CompileFailed(f"{PROG}: error: {src.path}: {result['failed']}: {result['error']}")
    steps += result["times"]
    remarks, logs = [result["remarks"]] if result["remarks"] else [], list(result["logs"])
    if unit.kind in ("object", "assembly"):
        t0 = time.perf_counter()
        out, cg = _codegen(session, unit, folder, regalloc)
        if cg is not None and "failed" in cg:
            fallback = _fail_or_fall_back(session, unit, cg)
            out, cg = _codegen(session, unit, folder, None)
        elapsed = time.perf_counter() - t0
        if cg is not None:
            steps += cg["times"]
            remarks += [cg["remarks"]] if cg["remarks"] else []
            logs += cg["logs"]
            elapsed -= sum(s for _, s in cg["times"])
        steps.append(["codegen", elapsed])
    else:
        out = os.path.join(folder, "opt.bc")
        if unit.kind == "ir":
            out = _disassemble(out, folder)
    with open(out, "rb") as f:
        atomic_write(unit.output, f.read())
    record = {"source": os.path.abspath(src.path) if src.path != "-" else "-", "output": os.path.abspath(unit.output),
              "pipeline": plan.pipeline, "fallback": fallback, "steps": steps,
              "seconds": time.perf_counter() - t_start}
    _write_side_outputs(plan, unit, remarks, logs)
    if plan.stats:
        _append_line(plan.stats, json.dumps(record))
    return record


def _fail_or_fall_back(session: Session, unit: Unit, failure: dict[str, Any]) -> str:
    """Raise the one-line error, or (``--mlbridge-fallback`` and an ML pass failed) warn and return the reason."""
    where = f"{unit.source.path}: {failure['failed']}"
    if not (failure["ml"] and session.plan.fallback):
        raise CompileFailed(f"{PROG}: error: {where}: {failure['error']}")
    reason = f"{failure['failed']}: {failure['error']}"
    print(f"{PROG}: warning: {unit.source.path}: {reason}; compiled with the plain pipeline (--mlbridge-fallback)",
          file=sys.stderr, flush=True)
    return reason


def _disassemble(bitcode: str, folder: str) -> str:
    from ..ir.tools import find_tool
    import subprocess

    out = os.path.join(folder, "opt.ll")
    proc = subprocess.run([find_tool("llvm-dis"), bitcode, "-o", out], capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        raise CompileFailed(f"{PROG}: error: llvm-dis failed: {' '.join(proc.stderr.split())}")
    return out


def side_name(plan_dir: str, output: str, suffix: str) -> str:
    """``OUTPUT.suffix`` next to the output (``plan_dir`` empty), or in ``plan_dir`` named after the output's
    absolute path (so two ``util.o`` of one build do not collide)."""
    if not plan_dir:
        return output + suffix
    flat = os.path.abspath(output).strip(os.sep).replace(os.sep, "__")
    return os.path.join(plan_dir, flat + suffix)


def _write_side_outputs(plan: Plan, unit: Unit, remarks: list[str], logs: list[list[str]]) -> None:
    if plan.remarks is not None:
        if plan.remarks:
            os.makedirs(plan.remarks, exist_ok=True)
        atomic_write(side_name(plan.remarks, unit.output, ".remarks.yaml"), "".join(remarks))
    if plan.log_dir:
        os.makedirs(plan.log_dir, exist_ok=True)
        for name, path in logs:
            with open(path, "rb") as f:
                atomic_write(side_name(plan.log_dir, unit.output, f".{name}.log"), f.read())


def _append_line(path: str, line: str) -> None:
    """Append one line with a single ``write`` on an ``O_APPEND`` descriptor (parallel compilers do not interleave)."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, (line + "\n").encode())
    finally:
        os.close(fd)
