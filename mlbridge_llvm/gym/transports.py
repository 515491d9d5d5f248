"""How an environment reaches its compiler session: in its own process, or in a worker process over a pipe or gRPC.

================ ==========================================================================================
``inprocess``    the session in the trainer's process (default; fastest; an LLVM fatal error ends the trainer)
``process``      the session in a :class:`mlbridge_llvm.workers.WorkerProcess` (pickled calls over its pipes)
``pipe``         a worker whose model runner is the kit's pipe runner (FIFOs, ``mlcb`` framing, JSON SerDes); the
                 trainer is the model side (:class:`~mlbridge_llvm.interface.pipe.PipeCompilerInterface`)
``grpc``         a worker whose model runner is the kit's training-mode gRPC runner; the trainer is its client
                 (:class:`~mlbridge_llvm.interface.grpc.GrpcCompilerInterface`)
================ ==========================================================================================

With a worker, an LLVM crash (a fatal error, an assertion, a segfault) ends that worker only: the step that caused
it raises :class:`WorkerDied` (a :class:`~mlbridge_llvm.errors.PipelineError`) in one line with the last line of the
worker's stderr, the environment reports the episode as ended, and the next ``reset()`` starts a new worker.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from typing import Any, Sequence

from ..errors import CommunicationError, ConfigError, MLBridgeError, PipelineError
from .datasets import Benchmark
from .session import CompilerSession, raise_reply

TRANSPORTS = ("inprocess", "process", "pipe", "grpc")


class WorkerDied(PipelineError):
    """The environment's worker process died or stopped answering (the trainer lives on)."""


class Transport:
    """The session protocol, whatever carries it: reset, step, observe, close."""

    def reset(self, benchmark: Benchmark, observe: Sequence[str]) -> dict[str, Any]:
        """Start from ``benchmark``; the observations ``observe`` of the fresh module."""
        return self.call({"op": "reset", "benchmark": benchmark.to_wire(), "observe": list(observe)})

    def step(self, pipelines: Sequence[str], observe: Sequence[str]) -> dict[str, Any]:
        """Run ``pipelines`` one after the other; then the observations ``observe``."""
        return self.call({"op": "step", "pipelines": list(pipelines), "observe": list(observe)})

    def observe(self, names: Sequence[str]) -> dict[str, Any]:
        """Observations of the module as it is."""
        return self.call({"op": "observe", "observe": list(names)})

    def call(self, command: dict[str, Any]) -> dict[str, Any]:
        """Send one command; its observations (or its error raised)."""
        raise NotImplementedError

    def close(self) -> None:
        """Release the session (and the worker)."""


class InProcess(Transport):
    """The session in this process: direct calls, no encoding."""

    def __init__(self, runtime_count: int = 1, session: CompilerSession | None = None) -> None:
        self.session = session or CompilerSession(runtime_count=runtime_count)

    def reset(self, benchmark: Benchmark, observe: Sequence[str]) -> dict[str, Any]:
        """See :meth:`Transport.reset`."""
        self.session.reset(benchmark)
        return self.session.observe(observe)

    def step(self, pipelines: Sequence[str], observe: Sequence[str]) -> dict[str, Any]:
        """See :meth:`Transport.step`."""
        self.session.apply(pipelines)
        return self.session.observe(observe)

    def observe(self, names: Sequence[str]) -> dict[str, Any]:
        """See :meth:`Transport.observe`."""
        return self.session.observe(names)

    def call(self, command: dict[str, Any]) -> dict[str, Any]:
        """Serve a protocol command directly."""
        from .session import handle

        return raise_reply(handle(self.session, command))

    def fork(self) -> "InProcess":
        """A copy of the session at the same point (in-process only)."""
        return InProcess(session=self.session.fork())

    def close(self) -> None:
        """Free the module."""
        self.session.close()


class ProcessWorker(Transport):
    """The session in a restartable :class:`~mlbridge_llvm.workers.WorkerProcess`."""

    def __init__(self, runtime_count: int = 1, timeout: float = 300.0) -> None:
        from ..workers import WorkerProcess

        self.worker = WorkerProcess()
        self.runtime_count, self.timeout = runtime_count, timeout

    def call(self, command: dict[str, Any]) -> dict[str, Any]:
        """One call in the worker; a dead or stalled worker raises :class:`WorkerDied`."""
        outcome = self.worker.call("mlbridge_llvm.gym.remote:serve_call", {**command, "runtime_count": self.runtime_count},
                                   timeout=self.timeout)
        if not outcome.ok:
            if outcome.kind == "exception":
                raise MLBridgeError(f"LLVM environment worker: {outcome.error}")
            raise WorkerDied(f"LLVM environment worker {outcome.kind}: {outcome.error}")
        return raise_reply(outcome.value)

    def close(self) -> None:
        """Stop the worker."""
        self.worker.close()


class RunnerWorker(Transport):
    """A worker process that talks through the kit's pipe or gRPC runner; this process is its model side."""

    def __init__(self, kind: str, runtime_count: int = 1, timeout: float = 300.0) -> None:
        if kind not in ("pipe", "grpc"):
            raise ConfigError(f"unknown runner transport {kind!r}")
        self.kind, self.runtime_count, self.timeout = kind, runtime_count, timeout
        self._tmp = tempfile.TemporaryDirectory(prefix="mlbridge-gym-worker-")
        self._stderr = open(os.path.join(self._tmp.name, "stderr"), "w+")
        self.proc: subprocess.Popen[str] | None = None
        self.ci: Any = None
        self._start()

    def _start(self) -> None:
        from .wire import COMMAND

        cmd = [sys.executable, "-m", "mlbridge_llvm.gym.remote"]
        if self.kind == "pipe":
            from ..interface.pipe import PipeCompilerInterface

            self.ci = PipeCompilerInterface(os.path.join(self._tmp.name, "ch"), serdes="json", advice_spec=COMMAND,
                                            timeout=self.timeout, alive=self._alive)
            spec = f"pipe:{self.ci.channel}?serdes=json&timeout={self.timeout}&max_message={1 << 30}"
            self.proc = subprocess.Popen(cmd + ["--runner", spec], stderr=self._stderr, text=True)
        else:
            from ..interface.grpc import GrpcCompilerInterface

            self.proc = subprocess.Popen(cmd + ["--runner", f"grpc:127.0.0.1:0?mode=training&timeout={self.timeout}"],
                                         stdout=subprocess.PIPE, stderr=self._stderr, text=True)
            line = self.proc.stdout.readline()  # type: ignore[union-attr]
            if not line.strip().isdigit():
                raise WorkerDied(f"LLVM environment gRPC worker did not report its port: {self._tail()}")
            self.ci = GrpcCompilerInterface(f"127.0.0.1:{int(line)}", mode="client", timeout=self.timeout, retries=2)
        self._first = True

    def _alive(self) -> bool:
        return self.proc is None or self.proc.poll() is None

    def _tail(self) -> str:
        from ..workers import stderr_tail

        self._stderr.flush()
        self._stderr.seek(0)
        tail = stderr_tail(self._stderr.read())
        code = self.proc.poll() if self.proc else None
        return tail or f"worker exit code {code}"

    def call(self, command: dict[str, Any]) -> dict[str, Any]:
        """One command over the channel; a dead or stalled worker raises :class:`WorkerDied` (a new one is started
        for the next command)."""
        from .wire import decode, encode

        if self.proc is None or self.proc.poll() is not None:
            self._restart()
        try:
            if self._first:  # the worker's greeting comes first
                self.ci.evaluate()
                self._first = False
            self.ci.populate_buffer(encode({**command, "runtime_count": self.runtime_count}))
            raw = self.ci.evaluate()
        except CommunicationError as e:
            tail = self._tail_after_exit()
            died = self.proc is not None and self.proc.poll() is not None
            self._stop()
            if died:
                raise WorkerDied(f"LLVM environment {self.kind} worker died: {tail}") from None
            raise WorkerDied(f"LLVM environment {self.kind} worker: {' '.join(str(e).split())} ({tail})") from None
        if raw is None:
            tail = self._tail_after_exit()
            self._stop()
            raise WorkerDied(f"LLVM environment {self.kind} worker closed the channel ({tail})")
        return raise_reply(decode(raw["message"]))

    def _tail_after_exit(self) -> str:
        if self.proc is not None:
            try:
                self.proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                pass
        return self._tail()

    def _restart(self) -> None:
        self._stop()
        self._stderr.seek(0)
        self._stderr.truncate()
        self._start()

    def _stop(self) -> None:
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

    def close(self) -> None:
        """Tell the worker to exit, then release the channel, the process and the folder."""
        from .wire import encode

        try:
            if self.proc is not None and self.proc.poll() is None and not self._first:
                self.ci.populate_buffer(encode({"op": "exit"}))
                if hasattr(self.ci, "pair"):
                    self.ci.evaluate(mode="exit")
                else:
                    self.ci.evaluate()
        except MLBridgeError:
            pass
        finally:
            if self.proc is not None:
                try:
                    self.proc.wait(timeout=0.1 if self._first else 10)
                except subprocess.TimeoutExpired:
                    pass
            self._stop()
            self._stderr.close()
            self._tmp.cleanup()


def make_transport(kind: str, runtime_count: int = 1, timeout: float = 300.0) -> Transport:
    """A transport of ``kind`` (one of :data:`TRANSPORTS`)."""
    if kind == "inprocess":
        return InProcess(runtime_count)
    if kind == "process":
        return ProcessWorker(runtime_count, timeout)
    if kind in ("pipe", "grpc"):
        return RunnerWorker(kind, runtime_count, timeout)
    raise ConfigError(f"unknown transport {kind!r}; choose one of {', '.join(TRANSPORTS)}")
