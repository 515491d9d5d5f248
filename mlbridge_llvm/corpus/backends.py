"""Where per-module calls run: a local pool of worker processes, or Ray actors; both drive :class:`WorkerProcess`.

A backend maps one function (``"package.module:name"``, e.g. :func:`mlbridge_llvm.corpus.measure.measure_module`)
over arguments and yields ``(argument, Outcome)`` pairs as they complete (unordered). Each call runs in a worker
process (:mod:`mlbridge_llvm.corpus.worker`), so a fatal LLVM error or a timeout is an :class:`Outcome`, never the
end of the run. With Ray, each actor owns one such worker process on its node (the Ray worker itself never runs
LLVM), so a crash costs a process restart, not the actor.
"""
from __future__ import annotations

import os
import queue
import threading
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import Any, Iterable, Iterator, Protocol

from ..errors import ConfigError
from .worker import Outcome, WorkerProcess


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
            if self._closed.is_set():
                return Outcome(False, kind="cancelled", error="run stopped")
            return worker.call(function, argument, timeout)
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


def _ray_actor_class() -> Any:
    import ray

    @ray.remote(num_cpus=1, max_restarts=0, max_task_retries=0)
    class CorpusActor:
        """A Ray actor that owns one :class:`WorkerProcess` on its node."""

        def __init__(self) -> None:
            self.worker = WorkerProcess()

        def call(self, function: str, argument: Any, timeout: float | None) -> Outcome:
            return self.worker.call(function, argument, timeout)

        def pid(self) -> int:
            return os.getpid()

        def close(self) -> None:
            self.worker.close()

    return CorpusActor


class RayBackend:
    """``jobs`` Ray actors (one CPU each) on a running cluster (``address``) or a local instance started here.

    Arguments are shipped to the actors (``ships_data``), so a remote cluster needs no shared filesystem. If Ray is
    already initialised in this process, that instance is used; a local instance started here is shut down by
    :meth:`close`.
    """

    ships_data = True

    def __init__(self, jobs: int | None = None, address: str | None = None) -> None:
        try:
            import ray
        except ImportError:
            raise ConfigError("--backend ray needs Ray: pip install 'mlbridge-llvm[corpus]'") from None
        self._ray = ray
        self._started = False
        if not ray.is_initialized():
            kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
            if address:
                ray.init(address=address, **kwargs)
            else:
                ray.init(num_cpus=max(1, jobs or os.cpu_count() or 1), **kwargs)
            self._started = True
        cpus = int(ray.available_resources().get("CPU", 1)) or 1
        self.jobs = max(1, jobs or cpus)
        actor = _ray_actor_class()
        self._actors = [actor.remote() for _ in range(self.jobs)]

    def warmup(self, function: str = "mlbridge_llvm.corpus.measure:noop") -> None:
        """Start every actor's worker process and load LLVM in it."""
        self._ray.get([a.call.remote(function, None, 120) for a in self._actors])

    def map_unordered(self, function: str, arguments: Iterable[Any], timeout: float | None) -> Iterator[tuple[Any, Outcome]]:
        """See :class:`Backend`: one call in flight per actor; an actor that dies is reported and replaced."""
        from ray.exceptions import RayActorError, RayTaskError

        ray = self._ray
        it = iter(arguments)
        in_flight: dict[Any, tuple[Any, int]] = {}

        def submit(index: int) -> bool:
            try:
                arg = next(it)
            except StopIteration:
                return False
            in_flight[self._actors[index].call.remote(function, arg, timeout)] = (arg, index)
            return True

        for i in range(len(self._actors)):
            if not submit(i):
                break
        while in_flight:
            ready, _ = ray.wait(list(in_flight), num_returns=1)
            ref = ready[0]
            arg, index = in_flight.pop(ref)
            try:
                outcome = ray.get(ref)
            except RayActorError as e:
                outcome = Outcome(False, kind="crash", error=f"Ray actor died: {' '.join(str(e).split())[:300]}")
                self._actors[index] = _ray_actor_class().remote()
            except RayTaskError as e:
                outcome = Outcome(False, kind="exception", error=" ".join(str(e).split())[:500])
            yield arg, outcome
            submit(index)

    def close(self) -> None:
        """Stop the actors' worker processes and the actors; shut Ray down if this backend started it."""
        ray = self._ray
        try:
            ray.get([a.close.remote() for a in self._actors], timeout=30)
        except Exception:  # an actor that is already gone has nothing to close
            pass
        for a in self._actors:
            ray.kill(a)
        if self._started:
            ray.shutdown()

    def __enter__(self) -> "RayBackend":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def make_backend(kind: str, jobs: int | None = None, address: str | None = None) -> LocalBackend | RayBackend:
    """``"local"`` (alias ``"pool"``) or ``"ray"``."""
    if kind in ("local", "pool"):
        if address:
            raise ConfigError("--address is for --backend ray")
        return LocalBackend(jobs)
    if kind == "ray":
        return RayBackend(jobs, address)
    raise ConfigError(f"unknown backend {kind!r}; choose local or ray")
