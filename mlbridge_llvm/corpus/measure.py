"""The per-module function of a corpus run: apply a pipeline, emit an object, measure ``.text``.

:func:`measure_module` takes a plain-dict task (picklable, so the same function serves the local worker pool and
Ray) and returns a plain-dict record, one line of the results file. It runs in a worker process
(:mod:`mlbridge_llvm.workers`), so the pipeline runs in-process there (``isolate=False``): a fatal LLVM
error kills only the worker, and the parent records it. Errors the kit can diagnose (bad pipeline, bad IR, a model
runner failing) come back as a failed record with the error's kind and one-line message.

Steps and clocks: ``pipeline_seconds`` = :func:`mlbridge_llvm.driver.optimize_llvm` (parse, passes incl. ML
passes, bitcode out); ``codegen_seconds`` = llvmlite parse of that bitcode + :func:`mlbridge_llvm.ir.codegen.emit_object`
(``-O2`` codegen like clang at ``-Oz``, relocation model from the module's ``.cmd``). ``decisions`` = number of
remarks the ML passes recorded (by pass and by kind as well).
"""
from __future__ import annotations

import importlib
import os
import re
import time
import traceback
from collections import Counter
from typing import Any

from ..errors import MLBridgeError
from .backends import task_bitcode

#: ``error_kind`` of a record whose pass or tool raised something the kit does not diagnose: a bug, in the kit or
#: in a pass module. ``MLBRIDGE_DEBUG=1`` puts its traceback in the record (``traceback``), and ``mlbridge-corpus
#: run`` prints it.
INTERNAL = "internal"
DEBUG_HINT = "MLBRIDGE_DEBUG=1 shows the traceback"


def internal_error(record: dict[str, Any], e: BaseException) -> None:
    """Fill a failed record for a bug: one line that says how to see the traceback, the traceback itself when
    ``$MLBRIDGE_DEBUG`` is set."""
    debug = bool(os.environ.get("MLBRIDGE_DEBUG"))
    record.update(error_kind=INTERNAL, error=f"internal error: {type(e).__name__}: {' '.join(str(e).split())} "
                                             f"({'traceback in the record' if debug else DEBUG_HINT})")
    if debug:
        record["traceback"] = traceback.format_exc()

def reloc_model(cmd: list[str]) -> str:
    """llvmlite relocation model from a ``-cc1`` command (``-mrelocation-model pic`` -> ``pic``; default ``default``)."""
    for i, tok in enumerate(cmd[:-1]):
        if tok == "-mrelocation-model":
            return {"ropi": "default", "rwpi": "default", "ropi-rwpi": "default"}.get(cmd[i + 1], cmd[i + 1])
    return "default"


def _read_task_inputs(task: dict[str, Any]) -> tuple[bytes, list[str]]:
    bitcode = task_bitcode(task)
    cmd = task.get("cmd")
    if cmd is None and task.get("cmd_path"):
        try:
            with open(task["cmd_path"], encoding="utf-8") as f:
                cmd = [t for t in f.read().split("\0") if t]
        except FileNotFoundError:
            cmd = []
    return bitcode, list(cmd or [])


def measure_module(task: dict[str, Any]) -> dict[str, Any]:
    """Run one (module, variant) task; returns its result record (``ok`` False with ``error`` on a diagnosed failure).

    Task keys: ``module``, ``variant``, ``pipeline``, ``bc_path`` or ``bitcode``, optional ``cmd_path``/``cmd``,
    ``runners`` (a :class:`~mlbridge_llvm.driver.RunnerChoice` as a dict), ``codegen_opt`` (0-3), ``count_allocas`` (record ``allocas`` in the output), ``load``
    (pass modules, :mod:`mlbridge_llvm.pass_modules` specs: a Ray node does not inherit ``$MLBRIDGE_LOAD``),
    ``timeout`` (seconds, given to the model runners). A bug (an exception that is no
    :class:`~mlbridge_llvm.errors.MLBridgeError`) is a failed record of kind :data:`INTERNAL`.
    """
    record: dict[str, Any] = {"module": task["module"], "variant": task["variant"], "pipeline": task["pipeline"],
                              "ok": False, "pid": os.getpid(), "host": os.uname().nodename}
    try:
        from ..driver import RunnerChoice, optimize_llvm
        from ..ir import codegen
        from ..ir.module import parse_bytes
        from ..passes import registry

        registry().load_modules(task.get("load") or [])
        bitcode, cmd = _read_task_inputs(task)
        record["input_bytes"] = len(bitcode)
        runners = RunnerChoice(**task.get("runners", {}))
        t0 = time.perf_counter()
        optimized, remarks = optimize_llvm(bitcode, task["pipeline"], runners, task["module"],
                                           timeout=float(task.get("timeout", 600.0)))
        t1 = time.perf_counter()
        mod = parse_bytes(optimized, task["module"], verify=False)
        obj = codegen.emit_object(mod, int(task.get("codegen_opt", 2)), copy=False, reloc=reloc_model(cmd))
        t2 = time.perf_counter()
        if task.get("count_allocas"):  # the check that a pipeline optimizes at all (run_corpus's first modules)
            record["allocas"] = count_allocas(str(mod))
        record.update(ok=True, text_size=codegen.text_size(obj), object_size=len(obj), output_bytes=len(optimized),
                      pipeline_seconds=t1 - t0, codegen_seconds=t2 - t1, decisions=len(remarks),
                      decisions_by_pass=dict(Counter(r.pass_name for r in remarks)),
                      decisions_by_kind=dict(Counter(r.kind for r in remarks)))
    except MLBridgeError as e:
        record.update(error_kind=type(e).__name__, error=" ".join(str(e).split()))
    except OSError as e:
        record.update(error_kind="OSError", error=f"{e.strerror or e}: {getattr(e, 'filename', '')}")
    except Exception as e:  # a bug of the kit or of a pass module: one line, the traceback on request
        internal_error(record, e)
    return record


def count_allocas(ir: str) -> int:
    """``alloca`` instructions in IR text: what the front end's unoptimized IR is full of (one per local) and what
    every ``default<O...>`` pipeline removes almost entirely (SROA, mem2reg)."""
    return len(_ALLOCA.findall(ir))


_ALLOCA = re.compile(r"= alloca ")


def noop(arg: Any = None) -> Any:
    """Warm-up task: imports what :func:`measure_module` needs and returns ``arg``."""
    from ..ir import codegen, llvmc

    importlib.import_module("mlbridge_llvm.driver")
    codegen.init_native()
    llvmc.lib()
    return arg
