"""Where per-module calls run: a local pool of worker processes, or Ray actors; both drive :class:`WorkerProcess`.

A backend maps one function (``"package.module:name"``, e.g. :func:`mlbridge_llvm.corpus.measure.measure_module`)
over arguments and yields ``(argument, Outcome)`` pairs as they complete (unordered). Each call runs in a worker
process (:mod:`mlbridge_llvm.workers`), so a fatal LLVM error or a timeout is an :class:`Outcome`, never the
end of the run. A call whose worker was killed from outside (an ``infrastructure`` outcome) is retried on a fresh
worker, up to ``MAX_ATTEMPTS`` times in all. With Ray (:mod:`mlbridge_llvm.corpus.ray_backend`), each actor owns one
such worker process on its node, and lost actors and nodes are handled with deadlines.
"""
from __future__ import annotations

import os
import queue
import threading
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Protocol

from ..errors import ConfigError
from ..workers import INFRASTRUCTURE, Outcome, WorkerProcess

if TYPE_CHECKING:
    from .ray_backend import RayBackend

#: Tries of one call whose worker is killed from outside, before it is reported as an ``infrastructure`` failure.
MAX_ATTEMPTS = 3


class Backend(Protocol):
    """What :mod:`mlbridge_llvm.corpus.run` needs from a backend."""

    jobs: int
    ships_data: bool  # True: arguments must carry their data (workers may not see the local filesystem)

    def map_unordered(self, function: str, arguments: Iterable[Any], timeout: float | None) -> Iterator[tuple[Any, Outcome]]:
        """Call ``function`` on each argument in a worker; yield ``(argument, outcome)`` as calls complete."""

    def warmup(self, function: str = ...) -> None:
        """Start every worker and import what the calls need (so timings exclude start-up)."""

    def close(self) -> None:
        """Stop all workers."""


def module_input(backend: Backend, bc_path: str) -> dict[str, Any]:
    """A task's reference to its module: the bitcode itself when ``backend`` ships data (its workers may not see
    this filesystem), else the path. Workers read it back with :func:`task_bitcode`."""
    if backend.ships_data:
        try:
            with open(bc_path, "rb") as f:
                return {"bitcode": f.read()}
        except OSError as e:
            raise ConfigError(f"cannot read module bitcode {bc_path}: {e.strerror}") from None
    return {"bc_path": bc_path}


def task_bitcode(task: dict[str, Any]) -> bytes:
    """The bitcode a task carries (``bitcode``) or names (``bc_path``): the worker side of :func:`module_input`."""
    bitcode = task.get("bitcode")
    if bitcode is None:
        with open(task["bc_path"], "rb") as f:
            bitcode = f.read()
    return bitcode


class LocalBackend:
    """``jobs`` worker processes on this machine, fed by as many threads (the GIL is idle while they wait)."""

    ships_data = False

    def __init__(self, jobs: int | None = None) -> None:
        self.jobs = max(1, jobs or os.cpu_count() or 1)
        self._workers = [WorkerProcess() for _ in range(self.jobs)]
        self._idle: queue.Queue[WorkerProcess] = queue.Queue()
        for w in self._workers:
            self._idle.put(w)
        self._executor = ThreadPoolExecutor(max_workers=self.jobs, thread_name_prefix="mlbridge-corpus")
        self._closed = threading.Event()

    def _call(self, function: str, argument: Any, timeout: float | None) -> Outcome:
        worker = self._idle.get()
        try:
            for attempt in range(1, MAX_ATTEMPTS + 1):
                if self._closed.is_set():
                    return Outcome(False, kind="cancelled", error="run stopped")
                outcome = worker.call(function, argument, timeout)
                if outcome.kind != INFRASTRUCTURE:
                    return outcome
            outcome.error += f" ({MAX_ATTEMPTS} attempts)"
            return outcome
        finally:
            self._idle.put(worker)

    def warmup(self, function: str = "mlbridge_llvm.corpus.measure:noop") -> None:
        """Start all worker processes in parallel and load LLVM in each."""
        list(self._executor.map(lambda w: w.call(function, None, 120), self._workers))

    def map_unordered(self, function: str, arguments: Iterable[Any], timeout: float | None) -> Iterator[tuple[Any, Outcome]]:
        """See :class:`Backend`; at most ``2 * jobs`` calls are queued at a time, so stopping early wastes little."""
        pending: dict[Future[Outcome], Any] = {}
        it = iter(arguments)
        exhausted = False
        while True:
            while not exhausted and len(pending) < 2 * self.jobs:
                try:
                    arg = next(it)
                except StopIteration:
                    exhausted = True
                    break
                pending[self._executor.submit(self._call, function, arg, timeout)] = arg
            if not pending:
                return
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                yield pending.pop(fut), fut.result()

    def close(self) -> None:
        """Kill the worker processes and stop the threads (calls in flight come back ``cancelled``)."""
        self._closed.set()
        for w in self._workers:
            w.close()
        self._executor.shutdown(wait=True, cancel_futures=True)

    def __enter__(self) -> "LocalBackend":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def make_backend(kind: str, jobs: int | None = None, address: str | None = None) -> "LocalBackend | RayBackend":
    """``"local"`` (alias ``"pool"``) or ``"ray"``."""
    if kind in ("local", "pool"):
        if address:
            raise ConfigError("--address is for --backend ray")
        return LocalBackend(jobs)
    if kind == "ray":
        from .ray_backend import RayBackend

        return RayBackend(jobs, address)
    raise ConfigError(f"unknown backend {kind!r}; choose local or ray")
