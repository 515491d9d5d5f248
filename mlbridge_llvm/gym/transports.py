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

import sys
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
    """A worker process that talks through the kit's pipe or gRPC runner; this process is its model side
    (:class:`~mlbridge_llvm.interface.worker_peer.WorkerPeer`)."""

    def __init__(self, kind: str, runtime_count: int = 1, timeout: float = 300.0) -> None:
        from ..interface.worker_peer import WorkerPeer
        from .wire import COMMAND

        if kind not in ("pipe", "grpc"):
            raise ConfigError(f"unknown runner transport {kind!r}")
        self.kind, self.runtime_count, self.timeout = kind, runtime_count, timeout
        # a command (a benchmark's bitcode) is any length: the pipe runner's answers are bounded at 1 GiB
        self.peer = WorkerPeer(kind, advice_spec=COMMAND, timeout=timeout, serdes="json",
                               pipe_options=f"&max_message={1 << 30}", retries=2, prefix="mlbridge-gym-worker-")
        self._start([sys.executable, "-m", "mlbridge_llvm.gym.remote"])

    def _start(self, command: list[str] | None = None) -> None:
        try:
            self.peer.start(command)
        except CommunicationError as e:
            raise WorkerDied(f"LLVM environment {e}") from None

    def call(self, command: dict[str, Any]) -> dict[str, Any]:
        """One command over the channel; a dead or stalled worker raises :class:`WorkerDied` (a new one is started
        for the next command)."""
        from .wire import decode, encode

        if not self.peer.alive() or self.peer.proc is None:
            self.peer.stop()
            self._start()
        try:
            raw = self.peer.exchange(encode({**command, "runtime_count": self.runtime_count}))
        except CommunicationError as e:
            self.peer.wait(2)
            tail, died = self.peer.tail(), not self.peer.alive()
            self.peer.stop()
            if died:
                raise WorkerDied(f"LLVM environment {self.kind} worker died: {tail}") from None
            raise WorkerDied(f"LLVM environment {self.kind} worker: {' '.join(str(e).split())} ({tail})") from None
        if raw is None:
            self.peer.wait(2)
            tail = self.peer.tail()
            self.peer.stop()
            raise WorkerDied(f"LLVM environment {self.kind} worker closed the channel ({tail})")
        return raise_reply(decode(raw["message"]))

    def close(self) -> None:
        """Tell the worker to exit, then release the channel, the process and the folder."""
        from .wire import encode

        self.peer.close(encode({"op": "exit"}))


def make_transport(kind: str, runtime_count: int = 1, timeout: float = 300.0) -> Transport:
    """A transport of ``kind`` (one of :data:`TRANSPORTS`)."""
    if kind == "inprocess":
        return InProcess(runtime_count)
    if kind == "process":
        return ProcessWorker(runtime_count, timeout)
    if kind in ("pipe", "grpc"):
        return RunnerWorker(kind, runtime_count, timeout)
    raise ConfigError(f"unknown transport {kind!r}; choose one of {', '.join(TRANSPORTS)}")
