"""Run risky LLVM work (untrusted pipelines or inputs) in a separate process, so a fatal error cannot kill the caller.

An LLVM fatal error (``LLVM ERROR: LICM requires MemorySSA``, the instcombine fixpoint check, an assertion, a
segfault) ends the whole process. Here a worker process (:class:`mlbridge_llvm.workers.WorkerProcess` started
with ``python -S``: no site, no numpy/llvmlite import, only ctypes + the wheel's ``libLLVM.so``) parses the input,
runs the pipeline and returns bitcode. Death, non-zero exit or a timeout becomes
``PipelineError("pipeline '<p>' aborted LLVM on <input>: <last lines of stderr>")``; an ordinary pipeline error
(unknown pass, bad syntax) becomes the same PipelineError the in-process :meth:`CModule.run_passes` raises.

Two ways:

* :func:`run_pipeline_isolated` starts one process for one job (and :func:`parse_isolated` one to parse an input);
* :class:`Worker` keeps one process for many jobs and starts a new one after a crash or a timeout.

Per-job overhead measured here (2 shared cores; ``medium.ll`` as bitcode; pipeline
``function(instcombine<no-verify-fixpoint>)`` which takes ~1.2 ms in-process; medians): :func:`run_pipeline_isolated`
about 55-80 ms a job (a fresh ``python -S``, importing the package's llvmc, loading libLLVM.so; 80 ms measured with
the machine loaded); :class:`Worker` about +0.3 ms a job over in-process (one pipe round trip, pickled); detecting a
crash ~7 ms, and the next job pays one process start.
"""
from __future__ import annotations

from typing import Sequence

from .errors import IRError, PipelineError
from .workers import Outcome, WorkerProcess

#: ``options`` entries spelled like opt's flag load a pass plug-in for the job instead of setting a cl::opt.
PLUGIN_OPTION = "-load-pass-plugin="
_JOB = "mlbridge_llvm.isolate:job"
_applied: set[tuple[str, ...]] = set()  # in the worker: the cl::opts set already (LLVM counts each occurrence)


def job(request: tuple[bytes, str, tuple[str, ...], str]) -> tuple[bool, bytes | str]:
    """In the worker: parse (bitcode or ``.ll`` text), run (an empty pipeline runs nothing: the job then only parses
    the input and writes it as bitcode), serialise. ``(True, bitcode)``, or ``(False, message)`` for an ordinary
    error (IRError, PipelineError); LLVM's fatal errors end the worker."""
    from .ir.llvmc import CModule, parse_command_line_options
    from .ir.module import is_bitcode

    data, pipeline, options, input_name = request
    plugins = [o.split("=", 1)[1] for o in options if o.startswith(PLUGIN_OPTION)]
    flags = tuple(o for o in options if not o.startswith(PLUGIN_OPTION))
    if flags and flags not in _applied:
        parse_command_line_options(*flags)
        _applied.add(flags)
    parse = CModule.parse_bitcode if is_bitcode(data) else CModule.parse_ir
    try:
        with parse(data, input_name) as mod:
            if pipeline and plugins:
                from .native.passes import run_passes_with_plugins

                run_passes_with_plugins(mod, pipeline, plugins)
            elif pipeline:
                mod.run_passes(pipeline)
            return True, mod.to_bitcode()
    except (IRError, PipelineError) as err:
        return False, str(err)


def _result(outcome: Outcome, pipeline: str, input_name: str, timeout: float, aborted: str | None = None) -> bytes:
    """The worker's bitcode, or the PipelineError of its failure; ``aborted`` says what died when the process
    did (default: ``pipeline '<pipeline>' aborted LLVM``)."""
    if outcome.ok:
        ok, payload = outcome.value
        if ok:
            return payload
        raise PipelineError(payload)
    if outcome.kind == "timeout":
        raise PipelineError(f"pipeline '{pipeline}' timed out after {timeout:g} s on {input_name}")
    tail = outcome.tail or outcome.how or outcome.error
    what = aborted or f"pipeline '{pipeline}' aborted LLVM"
    raise PipelineError(f"{what} on {input_name}: {tail}")


def run_pipeline_isolated(bitcode: bytes, pipeline: str, timeout: float = 60, input_name: str = "<input>",
                          options: Sequence[str] = ()) -> bytes:
    """Run ``pipeline`` on ``bitcode`` (or ``.ll`` text) in a fresh process; returns the new bitcode.

    ``options`` are LLVM cl::opts for that process (e.g. ``-enable-loop-distribute``), or ``-load-pass-plugin=X.so``
    to register a pass plug-in. A crash, fatal error or timeout raises PipelineError naming pipeline and input;
    the caller survives.
    """
    return _run_isolated(bitcode, pipeline, timeout, input_name, options)


def _run_isolated(bitcode: bytes, pipeline: str, timeout: float, input_name: str, options: Sequence[str] = (),
                  aborted: str | None = None) -> bytes:
    with WorkerProcess(site=False) as worker:
        return _result(worker.call(_JOB, (bitcode, pipeline, tuple(options), input_name), timeout), pipeline,
                       input_name, timeout, aborted)


def parse_isolated(data: bytes, timeout: float = 60, input_name: str = "<input>") -> bytes:
    """Parse ``data`` (bitcode or ``.ll`` text) in a fresh process and return it as bitcode: a module that crashes
    LLVM's reader (a stack overflow on deeply nested constants kills the process that parses it) is a one-line
    PipelineError naming the input and the signal, and a malformed one the reader's own error."""
    return _run_isolated(data, "", timeout, input_name, aborted="LLVM's reader crashed")


class Worker:
    """A long-lived worker process running many pipeline jobs; restarted automatically after a crash or timeout.

    :meth:`run` serialises jobs (the underlying :class:`~mlbridge_llvm.workers.WorkerProcess` holds a lock). Use as
    a context manager.
    """

    def __init__(self, options: Sequence[str] = ()) -> None:
        self._options = tuple(options)
        self._worker = WorkerProcess(site=False)

    def close(self) -> None:
        """Stop the worker process (idempotent)."""
        self._worker.close()

    def __enter__(self) -> "Worker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def pid(self) -> int | None:
        """Process id of the current worker process (None before the first job or after close)."""
        return self._worker.pid

    @property
    def restarts(self) -> int:
        """How many times the worker process was replaced after a crash or a timeout."""
        return self._worker.restarts

    def run(self, bitcode: bytes, pipeline: str, timeout: float = 60, input_name: str = "<input>") -> bytes:
        """Run ``pipeline`` on ``bitcode`` in the worker; same results and errors as :func:`run_pipeline_isolated`."""
        outcome = self._worker.call(_JOB, (bitcode, pipeline, self._options, input_name), timeout)
        return _result(outcome, pipeline, input_name, timeout)
