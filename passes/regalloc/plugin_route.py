"""``ml-regalloc`` through the native plug-in: the mlbridge-opt pass (``compiler=plugin``) and mlbridge-cc's
code generation inside Debian's ``clang-22``.

* :func:`run_plugin` (mlbridge-opt, in this process on the wheel's LLVM): the bundled model is the policy compiled
  into the plug-in (when it is the very same ONNX file: :func:`~.plugin.compiled_model_matches`), any other runner
  answers through a callback wrapped in the same :class:`~.regalloc.MaskedAgent` as on the FIFO path; the assembly
  comes from the same allocation (the compiled policy again, or the callback's answers replayed). Remarks, the
  decision log and ``guard=spills`` are as on the FIFO path; the Summary says ``compiler: plugin``.
* :func:`codegen_in_front_end` (mlbridge-cc): when the front end is Debian's ``clang-22``, the plug-in built for its
  LLVM is loaded into it (``-Xclang -load -Xclang``) and the compiled policy answers inside clang, with no FIFO
  and no Python; the decisions come back as a file for the remarks.
"""
from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from mlbridge_llvm.errors import PeerClosedError, PeerTimeoutError

from . import plugin
from .regalloc import (Decision, MaskedAgent, ReplayAgent, add_remarks, advisor_specs, check_agent, exit_status, finish,
                       kill_and_reap, llc_message, runner_agent, write_log)

#: The runner the plug-in uses for the bundled model.
COMPILED = "compiled"


def bundled_model(ctx: Any) -> str | None:
    """The bundled model's path when the pass runs with it (no runner given), else None."""
    if ctx.spec is not None:
        return None
    from mlbridge_llvm.resources import models_dir

    return str(models_dir() / ctx.ml_pass.default_model)


def _default(bitcode: bytes, opt_level: int, output: str) -> bytes | str:
    """LLVM's default advisor on the plug-in's LLVM (guard=spills' baseline)."""
    return plugin.compile_with_plugin(bitcode, opt_level, output, runner="default").output


def run_plugin(ctx: Any, bitcode: bytes, opt_level: int, guard: str) -> None:
    """The mlbridge-opt pass, eviction advisor, through the plug-in in this process (see the module's docstring)."""
    log = ctx.options.get("log")
    model = bundled_model(ctx)
    compiled = model is not None and not log and plugin.compiled_model_matches(model)
    name = ctx.input_name
    if compiled:
        agent = None
        obj_run = plugin.compile_with_plugin(bitcode, opt_level, "object", runner=COMPILED, name=name)
        asm_run = plugin.compile_with_plugin(bitcode, opt_level, "assembly", runner=COMPILED, name=name)
    else:
        features, remote_advice = advisor_specs("evict")
        runner = ctx.runner_for("evict", features, None, ctx.ml_pass.default_model, remote_advice=remote_advice)
        agent = MaskedAgent(runner_agent(runner, "evict"), "evict", record_features=bool(log))
        obj_run = plugin.compile_with_plugin(bitcode, opt_level, "object", agent=agent, name=name)
        replay = MaskedAgent(ReplayAgent(agent.decisions), "evict")
        asm_run = plugin.compile_with_plugin(bitcode, opt_level, "assembly", agent=replay, name=name)
        check_agent(agent, name)
        if log:
            write_log(log, name, agent, "evict")
    obj, asm = obj_run.output, asm_run.output
    assert isinstance(obj, bytes) and isinstance(asm, str)
    finish(ctx, bitcode, opt_level, guard, obj, asm, obj_run.decisions, asm_run.decisions, "evict", default=_default,
           compiler="plugin", model="compiled into the plug-in" if compiled else "callback")


# ---- mlbridge-cc: inside Debian's clang-22 ------------------------------------------------------------------------
def system_front_end(command: tuple[str, ...] | list[str]) -> bool:
    """True if ``command`` runs Debian's LLVM 22 clang (the LLVM the system plug-in is built for)."""
    from mlbridge_llvm.native.paths import system_llvm_cmake_dir

    llvm = system_llvm_cmake_dir()
    if llvm is None or not command:
        return False
    prefix = str(Path(llvm).resolve().parents[2])  # /usr/lib/llvm-22 from /usr/lib/llvm-22/lib/cmake/llvm
    return os.path.realpath(command[0]).startswith(prefix + os.sep)


def front_end_plugin(ctx: Any, job: Any, advisor: str) -> str | None:
    """The system plug-in when mlbridge-cc's code generation can run the bundled model inside the front end: the
    eviction advisor, the bundled model compiled into the plug-in, no decision log wanted, Debian's clang-22."""
    if advisor != "evict" or job.log or ctx.options.get("log") or not system_front_end(job.command):
        return None
    model = bundled_model(ctx)
    path = plugin.system_plugin()
    if model is None or path is None or not plugin.file_has_model(path, model):
        return None
    return path


def codegen_in_front_end(ctx: Any, job: Any, plugin_path: str) -> None:
    """Run ``job.command`` with the plug-in loaded into the front end's code generation; remarks from its decisions.
    A failure (the front end's, or the model's, which the plug-in makes fatal) is one line."""
    with tempfile.TemporaryDirectory(prefix="mlbridge-regalloc-") as tmp, open(job.stderr, "w+b") as err:
        decisions_path = os.path.join(tmp, "decisions.jsonl")
        cmd = [*job.command, "-Xclang", "-load", "-Xclang", plugin_path,
               "-mllvm", f"-mlbridge-regalloc-decisions={decisions_path}"]
        proc = subprocess.Popen(cmd, env=job.env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err)
        try:
            rc = proc.wait(timeout=job.timeout)
        except subprocess.TimeoutExpired:
            kill_and_reap(proc)
            raise PeerTimeoutError(f"the compiler did not finish code generation within {job.timeout:g} s") from None
        except BaseException:
            kill_and_reap(proc)
            raise
        err.seek(0)
        stderr = err.read().decode("utf-8", "replace")
        if rc != 0:
            raise PeerClosedError(f"code generation failed ({exit_status(rc)}) with the eviction-advisor plug-in: "
                                  f"{llc_message(stderr) if stderr.strip() else 'no message'}")
        decisions = plugin.read_decisions(decisions_path)
    add_remarks(ctx, decisions, "evict")
    ctx.remark("Summary", kind="Analysis", advisor="evict", compiler="front end", model="compiled into the plug-in",
               decisions=len(decisions), evictions=sum(d.evicts for d in decisions),
               corrected=sum(d.corrected for d in decisions),
               agreement_with_default=sum(d.advice == d.default for d in decisions))


__all__ = ["Decision", "bundled_model", "codegen_in_front_end", "front_end_plugin", "run_plugin",
           "system_front_end"]
