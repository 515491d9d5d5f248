"""A worker process that asks its questions through the kit's pipe or gRPC runner, seen from the process that
answers them (its model side), and the worker's own end.

The worker is the compiler side: it holds LLVM, so a crash there ends the worker, never the process that drives
it. The LLVM environments' workers (:mod:`mlbridge_llvm.gym.transports`) and poset-rl's compiler workers
(``mlbridge_training.poset_rl.env``) are both built on it:

* :class:`WorkerPeer` (the driving process): a private folder (the FIFOs, the worker's stderr, and whatever files
  the caller puts there for the worker), the worker started with ``--runner SPEC`` (``pipe:FOLDER/ch?...`` with a
  :class:`~.pipe.PipeCompilerInterface`, or ``grpc:127.0.0.1:0?mode=training`` with the port the worker prints and
  a client :class:`~.grpc.GrpcCompilerInterface`), its greeting read before the first exchange, and at the end an
  exit message, a short wait and a kill if needed;
* :func:`serve_worker` (the worker): the runner made from ``--runner``, its port printed for a gRPC trainer, the
  worker's loop, the runner closed.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from typing import Any, Callable

from ..errors import CommunicationError, ConfigError, MLBridgeError
from ..tensors import TensorSpec


class WorkerPeer:
    """The model side of one worker over ``transport`` (``pipe`` or ``grpc``): call :meth:`start` with the worker's
    command (``--runner SPEC`` is added), then :meth:`exchange`; :meth:`close` at the end.

    ``serdes`` and ``pipe_options`` (``&key=value...``) shape the pipe runner's spec; ``retries`` the gRPC client's;
    ``advice_spec`` is what this side sends."""

    def __init__(self, transport: str, *, advice_spec: TensorSpec, timeout: float, serdes: str = "json",
                 pipe_options: str = "", retries: int | None = None, prefix: str = "mlbridge-worker-") -> None:
        if transport not in ("pipe", "grpc"):
            raise ConfigError(f"unknown worker transport {transport!r}; choose pipe or grpc")
        self.transport, self.advice_spec, self.timeout = transport, advice_spec, timeout
        self.serdes, self.pipe_options, self.retries = serdes, pipe_options, retries
        self._tmp = tempfile.TemporaryDirectory(prefix=prefix)
        self.folder = self._tmp.name  # the caller may put the worker's input files here
        self._stderr = open(os.path.join(self.folder, "stderr"), "w+")
        self.proc: subprocess.Popen[str] | None = None
        self.ci: Any = None
        self._first = True
        self._command: list[str] = []

    def start(self, command: list[str] | None = None) -> None:
        """Start the worker (``command`` plus ``--runner SPEC``; again the last command when None), with an empty
        stderr; CommunicationError if a gRPC worker does not say where it listens."""
        if command is not None:
            self._command = list(command)
        self._stderr.seek(0)
        self._stderr.truncate()
        if self.transport == "pipe":
            from .pipe import PipeCompilerInterface

            self.ci = PipeCompilerInterface(os.path.join(self.folder, "ch"), serdes=self.serdes,
                                            advice_spec=self.advice_spec, timeout=self.timeout, alive=self.alive)
            spec = f"pipe:{self.ci.channel}?serdes={self.serdes}&timeout={self.timeout}{self.pipe_options}"
            self.proc = subprocess.Popen([*self._command, "--runner", spec], stderr=self._stderr, text=True)
        else:
            from .grpc import GrpcCompilerInterface

            spec = f"grpc:127.0.0.1:0?mode=training&timeout={self.timeout}"
            self.proc = subprocess.Popen([*self._command, "--runner", spec], stdout=subprocess.PIPE,
                                         stderr=self._stderr, text=True)
            line = self.proc.stdout.readline()  # type: ignore[union-attr]
            if not line.strip().isdigit():
                raise CommunicationError(f"gRPC worker did not report its port: {self.tail()}")
            retries = {} if self.retries is None else {"retries": self.retries}
            self.ci = GrpcCompilerInterface(f"127.0.0.1:{int(line)}", mode="client", timeout=self.timeout, **retries)
        self._first = True

    def alive(self) -> bool:
        """False once the worker process has ended (True before it starts)."""
        return self.proc is None or self.proc.poll() is None

    def tail(self, last_line: bool = False) -> str:
        """What the worker last said on stderr (its last meaningful lines, or only the last line), else its exit
        code."""
        from ..workers import stderr_tail

        self._stderr.flush()
        self._stderr.seek(0)
        text = self._stderr.read()
        if last_line:
            lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
            said = lines[-1] if lines else ""
        else:
            said = stderr_tail(text)
        return said or f"worker exit code {self.proc.poll() if self.proc else None}"

    def exchange(self, advice: Any) -> dict[str, Any] | None:
        """Send ``advice`` (after reading the worker's greeting, the first time) and return the worker's next
        message; None when it closed the channel. The interface's CommunicationError passes through."""
        if self._first:
            self.ci.evaluate()
            self._first = False
        self.ci.populate_buffer(advice)
        return self.ci.evaluate()

    def wait(self, seconds: float) -> None:
        """Give the worker ``seconds`` to end by itself."""
        if self.proc is not None:
            try:
                self.proc.wait(timeout=seconds)
            except subprocess.TimeoutExpired:
                pass

    def stop(self) -> None:
        """Kill the worker if it still runs and release the channel (the folder stays: :meth:`start` again)."""
        if self.proc is not None:
            if self.proc.poll() is None:
                self.proc.kill()
            self.proc.wait()
            if self.proc.stdout is not None:
                self.proc.stdout.close()
            self.proc = None
        if self.ci is not None:
            self.ci.close()
            self.ci = None

    def close(self, exit_advice: Any) -> None:
        """Send ``exit_advice`` (the worker's message to end) if it ever spoke, give it 10 s to end, then stop it
        and remove the folder."""
        try:
            if self.proc is not None and self.proc.poll() is None and not self._first:
                self.ci.populate_buffer(exit_advice)
                self.ci.evaluate(mode="exit")
        except MLBridgeError:
            pass
        finally:
            self.wait(0.1 if self._first else 10)
            self.stop()
            self._stderr.close()
            self._tmp.cleanup()


def serve_worker(spec: str, feature_specs: list[TensorSpec], advice_spec: TensorSpec | None,
                 loop: Callable[[Any], Any]) -> None:
    """The worker's end: the runner of ``spec`` (``--runner``), its port printed first for a gRPC trainer, then
    ``loop(runner)``; the runner is closed however the loop ends."""
    from ..runners import create_runner

    runner = create_runner(spec, feature_specs=feature_specs, advice_spec=advice_spec)
    try:
        if getattr(runner, "port", None) is not None:  # gRPC training server: tell the trainer where it listens
            print(runner.port, flush=True)
        loop(runner)
    finally:
        runner.close()
