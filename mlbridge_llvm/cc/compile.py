"""One translation unit through ``mlbridge-cc``: front end to IR, the pipeline's steps, code generation, then the
outputs (object or assembly, remarks, decision logs, timings), written all together or not at all.

The steps of the pipeline (:class:`~.plan.Step`, parsed once per invocation) run where they belong:

* ``default`` is the front end's own optimization pipeline for the command's ``-O`` level and options: the front end
  runs it on the bitcode (``clang -O3 -c -emit-llvm in.bc``), so every parameter clang sets (the inliner's
  threshold at ``-O3``, its vectorizer and unroller settings, passes it adds for ``-g`` or sanitizers) is clang's.
  When ``default`` is the last step before plain code generation, one front-end call does both, as clang would;
* LLVM passes and ML passes run in the worker (:mod:`.optimize`), a run of consecutive ones in one call;
* code generation is the front end's (``-Xclang -disable-llvm-passes`` on the optimized bitcode); a
  code-generation ML pass (``ml-regalloc``) takes part from the worker.

Every temporary file lives in the invocation's private folder, so parallel builds never share a path. The outputs
are prepared as temporary files next to their final names and renamed only when everything succeeded; a failure
leaves none of them and removes an output left by an earlier build (as clang does), so ``make`` never takes a stale
object for a good one.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..errors import ConfigError, MLBridgeError
from ..fileio import AtomicFile
from .args import Invocation, Source
from .frontend import Frontend
from .plan import FRONT_END_ONLY_STEPS, Plan, Step

PROG = "mlbridge-cc"


class CompileFailed(MLBridgeError):
    """A translation unit did not compile: ``status`` is the exit status; ``message`` is empty when the front end
    already printed its own diagnostics."""

    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.status = status


def frontend_failure(status: int, what: str, frontend: Frontend) -> CompileFailed:
    """The error for a front-end command that failed: its own status (it printed its diagnostics), or for a front
    end killed by a signal one line and ``128 + signal``, as a shell reports it."""
    if status >= 0:
        return CompileFailed("", status)
    try:
        name = signal.Signals(-status).name
    except ValueError:
        name = f"signal {-status}"
    return CompileFailed(f"{PROG}: error: the front end ({frontend.describe()}) died of {name} {what}",
                         128 - status)


@dataclass
class Unit:
    """One source and what to make of it: ``kind`` is ``object``, ``assembly``, ``bitcode`` or ``ir``."""

    source: Source
    output: str
    kind: str


@dataclass
class Session:
    """What the translation units of one invocation share: the command line, the plan and its parsed steps, the
    front end, a private folder, and the backend that runs the worker's part (:mod:`.backend`)."""

    inv: Invocation
    plan: Plan
    frontend: Frontend
    work: str
    backend: Any
    steps: list[Step] = field(default_factory=list)
    codegen_step: Step | None = None
    _count: int = 0

    def call(self, function: str, request: dict[str, Any]) -> Any:
        """Run ``mlbridge_llvm.cc.optimize:function`` in the worker; returns its Outcome."""
        return self.backend.call(f"mlbridge_llvm.cc.optimize:{function}", request, self.plan.timeout)

    def next_dir(self) -> str:
        """A fresh sub-folder for one translation unit."""
        self._count += 1
        path = os.path.join(self.work, f"tu{self._count}")
        os.makedirs(path)
        return path

    def base(self) -> list[str]:
        """Front-end driver, its flags, and the options of every step."""
        return [*self.frontend.command(self.inv.opt_level, self.inv.common), *self.inv.common]

    def run(self, argv: list[str], what: str) -> None:
        """Run a front-end command (its diagnostics to our standard error); CompileFailed if it fails."""
        proc = self.frontend.run(argv, watch=self.backend.watch)
        if proc.returncode != 0:
            raise frontend_failure(proc.returncode, what, self.frontend)


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


def _source_args(session: Session, unit: Unit, folder: str) -> list[str]:
    """``[-x LANG] PATH`` for the front end; standard input is first copied into the private folder (later steps
    need a file; the front end would read it once)."""
    inv, src = session.inv, unit.source
    path = src.path
    if path == "-":
        ext = {"ir": "ll", "c++": "cc", "c": "c", "cpp-output": "i", "c++-cpp-output": "ii"}.get(src.language, "c")
        path = os.path.join(folder, "stdin." + ext)
        with open(path, "wb") as f:
            shutil.copyfileobj(sys.stdin.buffer, f)
    lang = inv.inputs[src.index][1]
    return [*(["-x", lang] if lang else []), path]


def _to_ir(session: Session, unit: Unit, folder: str, source: list[str]) -> str:
    """The module as clang's optimizer would receive it (``-Xclang -disable-llvm-passes``), as bitcode."""
    inv = session.inv
    pre = os.path.join(folder, "pre.bc")
    front = [] if unit.source.language == "ir" else inv.frontend  # clang refuses -std= and such with IR input
    session.run([*session.base(), *front, "-c", "-emit-llvm", "-Xclang", "-disable-llvm-passes", *source, "-o", pre],
                f"compiling {unit.source.path}")
    dependency = _dependency_command(inv, unit.output)
    if dependency and unit.source.language != "ir":
        session.run([*session.base(), *inv.frontend, *dependency, *source], f"listing the dependencies of {unit.source.path}")
    return pre


def _stage_of(folder: str) -> tuple[str, bool]:
    try:
        with open(os.path.join(folder, "stage")) as f:
            kind, _, label = f.read().partition(" ")
        return label, kind == "ml"
    except OSError:
        return "start", False


def _outcome(outcome: Any, folder: str) -> dict[str, Any]:
    if outcome.ok:
        return outcome.value
    label, ml = _stage_of(folder)
    return {"failed": label, "ml": ml, "error": outcome.error}


def _worker_steps(session: Session, unit: Unit, src: str, dst: str, folder: str, steps: list[Step]) -> dict[str, Any]:
    """LLVM and ML steps in the worker: ``src`` bitcode to ``dst``; ``{"times", "remarks", "logs"}`` or a failure."""
    log_dir = os.path.join(folder, "logs")
    os.makedirs(log_dir, exist_ok=True)
    request = {"input": src, "output": dst, "name": unit.source.path, "steps": steps, "cwd": os.getcwd(),
               "runners": session.plan.runner_args, "stage_file": os.path.join(folder, "stage"), "tmp": folder,
               "log_dir": log_dir if session.plan.log_dir else None}
    return _outcome(session.call("optimize", request), folder)


class _Result:
    """What the steps of one unit produced: timings, remarks, decision logs, and a fallback reason."""

    def __init__(self) -> None:
        self.steps: list[list[Any]] = []
        self.remarks: list[str] = []
        self.logs: list[list[str]] = []
        self.fallback: str | None = None
        self.final_bc = ""  # the optimized module code generation starts from
        self.fused = False  # True: final_bc is the module before a trailing default, run by the code generation call

    def add(self, value: dict[str, Any]) -> None:
        self.steps += value["times"]
        self.remarks += [value["remarks"]] if value.get("remarks") else []
        self.logs += value.get("logs", [])


def _optimize(session: Session, unit: Unit, pre: str, folder: str, steps: Sequence[Step], fuse: bool,
              result: _Result) -> tuple[str, bool]:
    """Run the IR steps on ``pre``; returns (the last bitcode, whether it is already the unit's output because a
    trailing ``default`` was fused with code generation)."""
    current, index = pre, 0
    i = 0
    while i < len(steps):
        step = steps[i]
        index += 1
        if step.kind == "default":
            last = i == len(steps) - 1
            t0 = time.perf_counter()
            if last and fuse:
                result.final_bc, result.fused = current, True
                out = os.path.join(folder, "out.s" if unit.kind == "assembly" else "out.o")
                session.run([*session.base(), "-Wno-unused-command-line-argument",
                             "-S" if unit.kind == "assembly" else "-c", current, "-o", out],
                            f"optimizing and generating code for {unit.source.path}")
                result.steps.append(["default+codegen", time.perf_counter() - t0])
                return out, True
            out = os.path.join(folder, f"step{index}.bc")
            session.run([*session.base(), "-Wno-unused-command-line-argument", "-c", "-emit-llvm", current, "-o", out],
                        f"optimizing {unit.source.path}")
            result.steps.append(["default", time.perf_counter() - t0])
            current = out
            i += 1
            continue
        run = [step]
        while i + len(run) < len(steps) and steps[i + len(run)].kind != "default":
            run.append(steps[i + len(run)])
        out = os.path.join(folder, f"step{index}.bc")
        value = _worker_steps(session, unit, current, out, folder, run)
        if "failed" in value:
            raise _StepFailed(value)
        result.add(value)
        current = out
        i += len(run)
    result.final_bc = current
    return current, False


class _StepFailed(Exception):
    def __init__(self, failure: dict[str, Any]) -> None:
        super().__init__(failure["error"])
        self.failure = failure


def _codegen(session: Session, unit: Unit, bitcode: str, folder: str, result: _Result, step: Step | None) -> str:
    """Object or assembly from ``bitcode`` by the front end; with the code-generation ML pass ``step`` (if any)
    taking part from the worker."""
    out = os.path.join(folder, "out.s" if unit.kind == "assembly" else "out.o")
    cmd = [*session.base(), "-Wno-unused-command-line-argument", "-Xclang", "-disable-llvm-passes", bitcode,
           "-S" if unit.kind == "assembly" else "-c", "-o", out]
    t0 = time.perf_counter()
    if step is None:
        session.run(cmd, f"generating code for {unit.source.path}")
        result.steps.append(["codegen", time.perf_counter() - t0])
        return out
    request = {"command": cmd, "env": session.frontend.env(), "step": step, "name": unit.source.path,
               "runners": session.plan.runner_args, "stage_file": os.path.join(folder, "stage"), "cwd": os.getcwd(),
               "stderr": os.path.join(folder, "codegen.stderr"), "timeout": session.plan.timeout, "tmp": folder,
               "log_dir": os.path.join(folder, "logs") if session.plan.log_dir else None}
    value = _outcome(session.call("codegen", request), folder)
    if "failed" in value:
        raise _StepFailed(value)
    result.add(value)
    result.steps.append(["codegen", time.perf_counter() - t0 - sum(s for _, s in value["times"])])
    return out


def _run_steps(session: Session, unit: Unit, pre: str, folder: str, steps: Sequence[Step], codegen: bool,
               result: _Result, codegen_step: Step | None) -> str:
    """The unit's ``steps`` and, for an object or assembly, its code generation (with ``codegen_step``, the
    code-generation ML pass, if any); returns the file to output."""
    fuse = codegen and codegen_step is None
    current, done = _optimize(session, unit, pre, folder, steps, fuse, result)
    if done:
        return current
    if codegen:
        return _codegen(session, unit, current, folder, result, codegen_step)
    if steps and steps[-1].kind == "default":  # the front end's pass names are in it: drop them as clang does
        named, current = current, os.path.join(folder, "final.bc")
        value = _outcome(session.call("finish_ir", {"input": named, "output": current, "name": unit.source.path,
                                                    "stage_file": os.path.join(folder, "stage")}), folder)
        if "failed" in value:
            raise CompileFailed(f"{PROG}: error: {unit.source.path}: {value['failed']}: {value['error']}")
    if unit.kind == "ir":
        return _disassemble(current, folder)
    return current


def compile_unit(session: Session, unit: Unit) -> dict[str, Any]:
    """Compile one translation unit and write its outputs; returns its record (the ``--mlbridge-stats`` line).

    Raises :class:`CompileFailed` with one line naming the file (or the front end's status after its own
    diagnostics); the unit's output is then absent, whatever an earlier build left there."""
    try:
        return _compile_unit(session, unit)
    except BaseException:
        remove_stale_output(unit.output)
        raise


def _compile_unit(session: Session, unit: Unit) -> dict[str, Any]:
    plan, src = session.plan, unit.source
    outputs = _prepare_outputs(plan, unit)  # side outputs that cannot be written fail here, before any work
    folder = session.next_dir()
    t_start = time.perf_counter()
    t0 = time.perf_counter()
    source = _source_args(session, unit, folder)
    pre = _to_ir(session, unit, folder, source)
    result = _Result()
    result.steps.append(["frontend", time.perf_counter() - t0])
    codegen = unit.kind in ("object", "assembly")
    try:
        out = _run_steps(session, unit, pre, folder, session.steps, codegen, result, session.codegen_step)
    except _StepFailed as e:
        result.fallback = _fail_or_fall_back(session, unit, e.failure)
        result.steps, result.remarks, result.logs = result.steps[:1], [], []
        out = _run_steps(session, unit, pre, folder, FRONT_END_ONLY_STEPS, codegen, result, None)
    if session.inv.save_temps:
        _save_temps(session, unit, source, pre, out, result)
    record = {"source": os.path.abspath(src.path) if src.path != "-" else "-", "output": os.path.abspath(unit.output),
              "pipeline": plan.pipeline, "fallback": result.fallback, "steps": result.steps,
              "seconds": time.perf_counter() - t_start}
    _write_outputs(plan, unit, outputs, out, result, record)
    return record


def remove_stale_output(path: str) -> None:
    """Remove ``path`` if it is a regular file (an output of an earlier build that this failed compile would
    otherwise leave behind; devices, FIFOs and links are left alone)."""
    try:
        if os.path.isfile(path) and not os.path.islink(path):
            os.unlink(path)
    except OSError:
        pass


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

    out = os.path.join(folder, "opt.ll")
    proc = subprocess.run([find_tool("llvm-dis"), bitcode, "-o", out], capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        raise CompileFailed(f"{PROG}: error: llvm-dis failed: {' '.join(proc.stderr.split())}")
    return out


def _save_temps(session: Session, unit: Unit, source: list[str], pre: str, out: str, result: _Result) -> None:
    """``-save-temps``: what clang keeps, under clang's names: ``STEM.i`` (preprocessed), ``STEM.bc`` (the module
    before optimization), ``STEM.s`` (the assembly of the final module, generated by the front end alone), in the
    current folder (``=cwd``) or the output's (``=obj``)."""
    inv, src = session.inv, unit.source
    stem = os.path.splitext(os.path.basename(src.path))[0] if src.path != "-" else "-"
    where = os.path.dirname(os.path.abspath(unit.output)) if inv.save_temps == "obj" else os.getcwd()
    base = os.path.join(where, stem)
    if src.language != "ir":
        session.run([*session.base(), *inv.frontend, "-E", *source, "-o", base + ".i"], f"preprocessing {src.path}")
    shutil.copyfile(pre, base + ".bc")
    if unit.kind == "assembly":
        shutil.copyfile(out, base + ".s")
    elif unit.kind == "object":
        keep = [] if result.fused else ["-Xclang", "-disable-llvm-passes"]  # a fused default optimizes again
        session.run([*session.base(), "-Wno-unused-command-line-argument", *keep, result.final_bc, "-S", "-o",
                     base + ".s"], f"saving the assembly of {src.path}")


def side_name(plan_dir: str, output: str, suffix: str) -> str:
    """``OUTPUT.suffix`` next to the output (``plan_dir`` empty), or in ``plan_dir`` named after the output's
    absolute path (so two ``util.o`` of one build do not collide)."""
    if not plan_dir:
        return output + suffix
    flat = os.path.abspath(output).strip(os.sep).replace(os.sep, "__")
    return os.path.join(plan_dir, flat + suffix)


@dataclass
class _Outputs:
    """The unit's outputs, opened as temporary files next to their final names (nothing visible yet)."""

    main: AtomicFile
    remarks: AtomicFile | None = None
    logs: dict[str, AtomicFile] = field(default_factory=dict)  # pass name -> its decision log

    def all(self) -> list[AtomicFile]:
        return [self.main, *([self.remarks] if self.remarks else []), *self.logs.values()]

    def discard(self) -> None:
        for f in self.all():
            f.discard()


def _open(path: str, what: str) -> AtomicFile:
    try:
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
        return AtomicFile(path)
    except (OSError, ConfigError) as e:
        why = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        raise CompileFailed(f"{PROG}: error: cannot write the {what} {path}: {why}") from None


def _prepare_outputs(plan: Plan, unit: Unit) -> _Outputs:
    """Open every output of the unit before any work, so one that cannot be written fails the compile at once."""
    outputs = _Outputs(_open(unit.output, "output"))
    try:
        if plan.remarks is not None:
            outputs.remarks = _open(side_name(plan.remarks, unit.output, ".remarks.yaml"), "remarks file")
        if plan.stats:
            _check_appendable(plan.stats)
    except BaseException:
        outputs.discard()
        raise
    return outputs


def _check_appendable(path: str) -> None:
    try:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        os.close(fd)
    except OSError as e:
        raise CompileFailed(f"{PROG}: error: cannot write the stats file {path}: {e.strerror}") from None


def _write_outputs(plan: Plan, unit: Unit, outputs: _Outputs, out: str, result: _Result,
                   record: dict[str, Any]) -> None:
    """Fill the outputs, append the stats line, then make them all visible together."""
    try:
        with open(out, "rb") as f:
            shutil.copyfileobj(f, outputs.main.file)
        if outputs.remarks is not None:
            outputs.remarks.file.write("".join(result.remarks).encode())
        if plan.log_dir:
            for name, path in result.logs:
                log = outputs.logs[name] = _open(side_name(plan.log_dir, unit.output, f".{name}.log"), "decision log")
                with open(path, "rb") as f:
                    shutil.copyfileobj(f, log.file)
        if plan.stats:
            _append_line(plan.stats, json.dumps(record))
        for f in outputs.all():
            f.commit()
    except OSError as e:
        outputs.discard()
        raise CompileFailed(f"{PROG}: error: {unit.source.path}: writing the outputs failed: "
                            f"{e.strerror or e}") from None
    except BaseException:
        outputs.discard()
        raise


def _append_line(path: str, line: str) -> None:
    """Append one line with a single ``write`` on an ``O_APPEND`` descriptor (parallel compilers do not interleave)."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, (line + "\n").encode())
    finally:
        os.close(fd)
