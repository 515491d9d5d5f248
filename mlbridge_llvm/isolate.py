"""Run risky LLVM work (untrusted pipelines or inputs) in a separate process, so a fatal error cannot kill the caller.

An LLVM fatal error (``LLVM ERROR: LICM requires MemorySSA``, the instcombine fixpoint check, an assertion, a
segfault) ends the whole process. Here a fresh Python process (``python -S -m mlbridge_llvm.isolate``; no site,
no numpy/llvmlite import, only ctypes + the wheel's ``libLLVM.so``) parses the bitcode, runs the pipeline and
returns bitcode. Death, non-zero exit or a timeout becomes
``PipelineError("pipeline '<p>' aborted LLVM on <input>: <last lines of stderr>")``; an ordinary pipeline error
(unknown pass, bad syntax) becomes the same PipelineError the in-process :meth:`CModule.run_passes` raises.

Two ways:

* :func:`run_pipeline_isolated` starts one process per job (bitcode in on stdin, out on stdout).
* :class:`Worker` keeps one process for many jobs (length-prefixed frames over its stdin/stdout) and starts a new
  one after a crash or a timeout.

Per-job overhead measured here (2 shared cores; ``medium.ll`` as bitcode; pipeline
``function(instcombine<no-verify-fixpoint>)`` which takes ~1.2 ms in-process; medians):

* :func:`run_pipeline_isolated`: 53-65 ms per job. A fresh ``python -S`` is ~13 ms, importing this package's
  llvmc ~15 ms (more when ``PYTHONDONTWRITEBYTECODE`` forces recompiling), loading libLLVM.so ~10 ms, the first
  PassBuilder/TargetMachine ~5 ms, the rest is spawning from a large parent and pipes.
* :class:`Worker`: +0.15-0.3 ms per job over in-process (one pipe round trip; the bitcode is parsed and written
  in the worker exactly as it would be in-process). Detecting a crash takes ~7 ms; the next job pays one
  process start (55-110 ms).
"""
from __future__ import annotations

import collections
import os
import signal
import struct
import subprocess
import sys
import threading
import time
from typing import IO, Sequence

from .errors import IRError, PipelineError
from .ir.workers import child_env, read_exact_fd, stderr_tail, write_all_fd

_ERROR_MARK = "MLBRIDGE-PIPELINE-ERROR: "
_PIPELINE_ERROR_EXIT = 3
_HEADER = struct.Struct("<IIQ")  # request: pipeline length, options length, bitcode length
_REPLY = struct.Struct("<BQ")  # reply: status (0 ok, 1 pipeline error), payload length
#: ``options`` entries spelled like opt's flag load a pass plug-in for the job instead of setting a cl::opt.
PLUGIN_OPTION = "-load-pass-plugin="


def _child_command(*args: str) -> list[str]:
    return [sys.executable, "-S", "-m", "mlbridge_llvm.isolate", *args]


def parse_isolated(data: bytes, timeout: float = 60, input_name: str = "<input>") -> bytes:
    """Parse ``data`` (bitcode or ``.ll`` text) in a fresh process and return it as bitcode: a module that crashes
    LLVM's reader (a stack overflow on deeply nested constants kills the process that parses it) is a one-line
    PipelineError naming the input and the signal, and a malformed one the reader's own error."""
    try:
        return run_pipeline_isolated(data, "", timeout, input_name)
    except PipelineError as e:
        raise PipelineError(str(e).replace("pipeline '' aborted LLVM on", "LLVM's reader crashed on")) from None


def _abort_message(pipeline: str, input_name: str, returncode: int | None, stderr: str) -> str:
    tail = stderr_tail(stderr)
    if not tail:
        if returncode is not None and returncode < 0:
            tail = f"killed by {signal.Signals(-returncode).name}"
        else:
            tail = f"worker exited with code {returncode}"
    return f"pipeline '{pipeline}' aborted LLVM on {input_name}: {tail}"


def _run_job(bitcode: bytes, pipeline: str, options: Sequence[str], input_name: str) -> bytes:
    """In the worker: parse (bitcode or ``.ll`` text), run (an empty pipeline runs nothing: the job then only
    parses the input and writes it as bitcode), serialise (IRError/PipelineError propagate to the caller of this
    function)."""
    from .ir.llvmc import CModule, parse_command_line_options
    from .ir.module import is_bitcode

    plugins = [o.split("=", 1)[1] for o in options if o.startswith(PLUGIN_OPTION)]
    options = [o for o in options if not o.startswith(PLUGIN_OPTION)]
    if options:
        parse_command_line_options(*options)
    parse = CModule.parse_bitcode if is_bitcode(bitcode) else CModule.parse_ir
    with parse(bitcode, input_name) as mod:
        if not pipeline:
            return mod.to_bitcode()
        if plugins:
            from .native.passes import run_passes_with_plugins

            run_passes_with_plugins(mod, pipeline, plugins)
        else:
            mod.run_passes(pipeline)
        return mod.to_bitcode()


def run_pipeline_isolated(bitcode: bytes, pipeline: str, timeout: float = 60, input_name: str = "<input>",
                          options: Sequence[str] = ()) -> bytes:
    """Run ``pipeline`` on ``bitcode`` in a fresh process; returns the new bitcode.

    ``options`` are LLVM cl::opts for that process (e.g. ``-enable-loop-distribute``), or ``-load-pass-plugin=X.so``
    to register a pass plug-in. A crash, fatal error or timeout raises PipelineError naming pipeline and input;
    the caller survives.
    """
    args = _child_command("--once", pipeline, input_name, *options)
    try:
        proc = subprocess.run(args, input=bitcode, capture_output=True, timeout=timeout, env=child_env())
    except subprocess.TimeoutExpired:
        raise PipelineError(f"pipeline '{pipeline}' timed out after {timeout:g} s on {input_name}") from None
    stderr = proc.stderr.decode("utf-8", "replace")
    if proc.returncode == 0:
        return proc.stdout
    if proc.returncode == _PIPELINE_ERROR_EXIT and _ERROR_MARK in stderr:
        raise PipelineError(stderr.split(_ERROR_MARK, 1)[1].strip().splitlines()[0])
    raise PipelineError(_abort_message(pipeline, input_name, proc.returncode, stderr))


class Worker:
    """A long-lived worker process running many pipeline jobs; restarted automatically after a crash or timeout.

    Not thread-shared without care: :meth:`run` serialises jobs with a lock. Use as a context manager.
    """

    def __init__(self, options: Sequence[str] = ()) -> None:
        self._options = list(options)
        self._proc: subprocess.Popen[bytes] | None = None
        self._stderr: collections.deque[str] = collections.deque(maxlen=50)
        self._reader: threading.Thread | None = None
        self._lock = threading.Lock()
        self.restarts = 0

    # ------------------------------------------------------------ process life
    def _start(self) -> subprocess.Popen[bytes]:
        proc = subprocess.Popen(_child_command("--serve", *self._options), stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=child_env())
        self._stderr.clear()
        self._reader = threading.Thread(target=self._drain, args=(proc.stderr,), daemon=True)
        self._reader.start()
        self._proc = proc
        return proc

    def _drain(self, stream: IO[bytes]) -> None:
        for line in iter(stream.readline, b""):
            self._stderr.append(line.decode("utf-8", "replace"))

    def _kill(self) -> int | None:
        proc, self._proc = self._proc, None
        if proc is None:
            return None
        if proc.poll() is None:
            proc.kill()
        code = proc.wait()
        for stream in (proc.stdin, proc.stdout):
            if stream:
                stream.close()
        if self._reader:
            self._reader.join(timeout=2)
        if proc.stderr:
            proc.stderr.close()
        return code

    def close(self) -> None:
        """Stop the worker process (idempotent)."""
        with self._lock:
            proc = self._proc
            if proc is not None and proc.poll() is None and proc.stdin:
                try:
                    proc.stdin.close()  # EOF: the worker exits on its own
                    proc.wait(timeout=2)
                except (OSError, subprocess.TimeoutExpired):
                    pass
            self._kill()

    def __enter__(self) -> "Worker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def pid(self) -> int | None:
        """Process id of the current worker process (None before the first job or after close)."""
        return self._proc.pid if self._proc else None

    # -------------------------------------------------------------------- jobs
    def run(self, bitcode: bytes, pipeline: str, timeout: float = 60, input_name: str = "<input>") -> bytes:
        """Run ``pipeline`` on ``bitcode`` in the worker; same results and errors as :func:`run_pipeline_isolated`."""
        with self._lock:
            proc = self._proc if self._proc and self._proc.poll() is None else self._start()
            self._stderr.clear()
            deadline = time.monotonic() + timeout
            try:
                self._send(proc, pipeline, input_name, bitcode)
                status, payload = self._receive(proc, deadline)
            except TimeoutError:
                self._kill()
                self.restarts += 1
                raise PipelineError(f"pipeline '{pipeline}' timed out after {timeout:g} s on {input_name}") from None
            except (OSError, EOFError):
                code = self._kill()
                self.restarts += 1
                raise PipelineError(_abort_message(pipeline, input_name, code, "".join(self._stderr))) from None
        if status:
            raise PipelineError(payload.decode("utf-8", "replace"))
        return payload

    @staticmethod
    def _send(proc: subprocess.Popen[bytes], pipeline: str, input_name: str, bitcode: bytes) -> None:
        head, name = pipeline.encode(), input_name.encode()
        assert proc.stdin is not None
        proc.stdin.write(_HEADER.pack(len(head), len(name), len(bitcode)) + head + name + bitcode)
        proc.stdin.flush()

    @staticmethod
    def _receive(proc: subprocess.Popen[bytes], deadline: float) -> tuple[int, bytes]:
        assert proc.stdout is not None
        fd = proc.stdout.fileno()
        status, size = _REPLY.unpack(read_exact_fd(fd, _REPLY.size, deadline))
        return status, read_exact_fd(fd, size, deadline)


# ----------------------------------------------------------------- worker side
def _protocol_stdout() -> int:
    """A private fd for replies; fd 1 is pointed at stderr so LLVM's own prints cannot corrupt the stream."""
    out = os.dup(1)
    os.dup2(2, 1)
    return out


def _main_once(pipeline: str, input_name: str, options: list[str]) -> int:
    out = _protocol_stdout()
    bitcode = sys.stdin.buffer.read()
    try:
        result = _run_job(bitcode, pipeline, options, input_name)
    except (IRError, PipelineError) as err:
        sys.stderr.write(f"{_ERROR_MARK}{err}\n")
        return _PIPELINE_ERROR_EXIT
    write_all_fd(out, result)
    return 0


def _main_serve(options: list[str]) -> int:
    out, inp = _protocol_stdout(), sys.stdin.fileno()
    if options:
        from .ir.llvmc import parse_command_line_options

        parse_command_line_options(*options)
    while True:
        try:
            n_pipe, n_name, n_code = _HEADER.unpack(read_exact_fd(inp, _HEADER.size, None))
            body = read_exact_fd(inp, n_pipe + n_name + n_code, None)
        except EOFError:
            return 0
        pipeline, name = body[:n_pipe].decode(), body[n_pipe:n_pipe + n_name].decode()
        try:
            status, payload = 0, _run_job(body[n_pipe + n_name:], pipeline, (), name)
        except (IRError, PipelineError) as err:
            status, payload = 1, str(err).encode()
        write_all_fd(out, _REPLY.pack(status, len(payload)) + payload)


def main(argv: Sequence[str] | None = None) -> int:
    """Worker entry point: ``--once PIPELINE INPUT_NAME [cl-opts...]`` or ``--serve [cl-opts...]``."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--once"] and len(args) >= 3:
        return _main_once(args[1], args[2], args[3:])
    if args[:1] == ["--serve"]:
        return _main_serve(args[1:])
    sys.stderr.write("usage: python -m mlbridge_llvm.isolate --once PIPELINE NAME [opts] | --serve [opts]\n")
    return 2


if __name__ == "__main__":
    _code = main()
    sys.stderr.flush()
    os._exit(_code)  # skip libLLVM's static destructors: nothing left to clean up in a worker
