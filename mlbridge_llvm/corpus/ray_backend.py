"""Ray actors as a corpus backend, with deadlines everywhere, so that a lost actor or node never hangs a run.

Each actor owns one :class:`~mlbridge_llvm.workers.WorkerProcess` on its node (the Ray worker itself never
runs LLVM), so an LLVM crash is an ordinary :class:`Outcome` of the call. What Ray itself can lose is handled here:

* **a call is never waited on without a deadline.** The driver polls with ``ray.wait(timeout=HEARTBEAT_S)``; a call
  that has not answered ``CALL_GRACE_S`` after its own timeout (which the actor's worker enforces) means the actor or
  its node is gone, even when Ray has not noticed yet;
* **an actor that dies or stops answering is replaced**, and its call is retried on another actor up to
  ``MAX_ATTEMPTS`` times in all; after that it comes back as an ``infrastructure`` outcome, never as an LLVM
  ``crash`` (a resumed run re-runs ``infrastructure`` failures);
* **a replacement actor must answer a ping within** ``START_TIMEOUT_S``;
* **the cluster is checked every** ``HEALTH_EVERY_S``: when no node is alive, the GCS cannot be reached, or no
  actor has answered anything for ``START_TIMEOUT_S`` while work is waiting, :class:`ClusterLost` is raised after
  every call in flight is reported as ``infrastructure``, so the caller keeps what finished and can resume;
* **closing never hangs**: each clean-up step runs with a deadline.

Ports: a local instance started here (no ``--address``) runs Ray's GCS and raylet, which listen on all interfaces
on random ports; Ray offers no option to bind them to loopback. Ray 2.60's token authentication (on by default)
guards them. On an untrusted network, start the cluster yourself behind a firewall and pass ``--address``.
"""
from __future__ import annotations

import collections
import os
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator

from ..errors import CommunicationError, ConfigError
from ..workers import INFRASTRUCTURE, Outcome, WorkerProcess

MAX_ATTEMPTS = 3
HEARTBEAT_S = 1.0
CALL_GRACE_S = 60.0
START_TIMEOUT_S = 120.0
HEALTH_EVERY_S = 5.0
CLEANUP_TIMEOUT_S = 30.0


class ClusterLost(CommunicationError):
    """The Ray cluster cannot run calls any more (no live node, GCS unreachable, no actor starts)."""

    def __init__(self, why: str) -> None:
        super().__init__(why if why.startswith("Ray cluster lost") else f"Ray cluster lost: {why}")


def _one_line(e: BaseException, limit: int = 300) -> str:
    return " ".join(str(e).split())[:limit]


def _with_deadline(fn: Callable[[], Any], seconds: float) -> tuple[bool, Any]:
    """Run ``fn`` in a daemon thread; ``(True, result)``, or ``(False, None)`` if it did not return in time (the
    thread is abandoned: Ray calls cannot be cancelled) or raised."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = fn()
        except BaseException as e:  # noqa: BLE001 (reported as "did not complete")
            box["error"] = e

    t = threading.Thread(target=target, name="mlbridge-ray-call", daemon=True)
    t.start()
    t.join(seconds)
    if t.is_alive() or "error" in box:
        return False, box.get("error")
    return True, box.get("value")


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


@dataclass
class _Job:
    """One argument and how often it was tried on an actor that was then lost."""

    argument: Any
    attempts: int = 0
    errors: list[str] = field(default_factory=list)


@dataclass
class _Slot:
    """One actor and what it is doing: ``starting`` (a ping in flight), ``idle``, or ``busy`` (a call in flight)."""

    actor: Any
    state: str = "starting"
    ref: Any = None
    job: _Job | None = None
    deadline: float | None = None


class RayBackend:
    """``jobs`` Ray actors (one CPU each) on a running cluster (``address``) or a local instance started here.

    Arguments are shipped to the actors (``ships_data``), so a remote cluster needs no shared filesystem. If Ray is
    already initialised in this process, that instance is used; a local instance started here is shut down by
    :meth:`close`. See the module docstring for what happens when actors or nodes are lost.
    """

    ships_data = True

    def __init__(self, jobs: int | None = None, address: str | None = None) -> None:
        try:
            import ray
        except ImportError:
            raise ConfigError("--backend ray needs Ray: pip install 'mlbridge-llvm[ray]'") from None
        self._ray = ray
        self._started = False
        if not ray.is_initialized():
            kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
            try:
                if address:
                    ray.init(address=address, **kwargs)
                else:
                    ray.init(num_cpus=max(1, jobs or os.cpu_count() or 1), **kwargs)
            except (ConnectionError, RuntimeError, ValueError) as e:
                where = f" at {address}" if address else ""
                raise CommunicationError(f"cannot connect to Ray{where}: {_one_line(e)}") from None
            self._started = True
        cpus = int(ray.available_resources().get("CPU", 1)) or 1
        self.jobs = max(1, jobs or cpus)
        self._actor = _ray_actor_class()
        self._slots = [self._new_slot() for _ in range(self.jobs)]
        self._last_answer = time.monotonic()
        self._next_health = time.monotonic() + HEALTH_EVERY_S
        self.replaced = 0  # actors replaced because they died or stopped answering
        self._lost_cluster = False

    # ---- actors ---------------------------------------------------------------------------------------------
    def _new_slot(self) -> _Slot:
        actor = self._actor.remote()
        return _Slot(actor, "starting", actor.pid.remote(), None, time.monotonic() + START_TIMEOUT_S)

    def _replace(self, index: int) -> None:
        """Kill the actor in slot ``index`` (best effort, bounded) and start a new one there."""
        old = self._slots[index].actor
        _with_deadline(lambda: self._ray.kill(old, no_restart=True), 5.0)
        self._slots[index] = self._new_slot()
        self.replaced += 1

    def warmup(self, function: str = "mlbridge_llvm.corpus.measure:noop") -> None:
        """Start every actor's worker process and load LLVM in it (bounded by ``START_TIMEOUT_S``)."""
        refs = [s.actor.call.remote(function, None, 120) for s in self._slots]
        ok, _ = _with_deadline(lambda: self._ray.get(refs, timeout=START_TIMEOUT_S), START_TIMEOUT_S + 5)
        if not ok:
            raise ClusterLost(f"the Ray actors did not start within {START_TIMEOUT_S:g} s")

    # ---- the run --------------------------------------------------------------------------------------------
    def map_unordered(self, function: str, arguments: Iterable[Any], timeout: float | None) -> Iterator[tuple[Any, Outcome]]:
        """See :class:`~mlbridge_llvm.corpus.backends.Backend`: one call in flight per actor, every wait bounded."""
        it = iter(arguments)
        retry: collections.deque[_Job] = collections.deque()
        exhausted = False

        def next_job() -> _Job | None:
            nonlocal exhausted
            if retry:
                return retry.popleft()
            if exhausted:
                return None
            try:
                return _Job(next(it))
            except StopIteration:
                exhausted = True
                return None

        while True:
            for slot in self._slots:
                if slot.state == "idle":
                    job = next_job()
                    if job is None:
                        break
                    slot.state, slot.job, slot.ref = "busy", job, slot.actor.call.remote(function, job.argument, timeout)
                    slot.deadline = None if timeout is None else time.monotonic() + timeout + CALL_GRACE_S
            busy = [s for s in self._slots if s.state == "busy"]
            if not busy and not retry and exhausted:
                return
            try:
                yield from self._step(retry, timeout)
            except ClusterLost as lost:
                self._lost_cluster = True
                for s in self._slots:  # what was in flight is an infrastructure failure; the caller can resume it
                    if s.state == "busy" and s.job is not None:
                        yield s.job.argument, Outcome(False, kind=INFRASTRUCTURE, error=str(lost))
                        s.state, s.job = "lost", None
                while retry:
                    job = retry.popleft()
                    yield job.argument, Outcome(False, kind=INFRASTRUCTURE, error=str(lost))
                raise

    def _step(self, retry: "collections.deque[_Job]", timeout: float | None) -> Iterator[tuple[Any, Outcome]]:
        """Wait one heartbeat for an answer; handle answers, lost actors and the cluster's health."""
        ray = self._ray
        waiting = {s.ref: i for i, s in enumerate(self._slots) if s.state in ("busy", "starting")}
        if waiting:
            ok, got = _with_deadline(lambda: ray.wait(list(waiting), num_returns=1, timeout=HEARTBEAT_S),
                                     HEARTBEAT_S + 30)
            if not ok:
                raise ClusterLost(f"Ray stopped answering ({_one_line(got) if got else 'ray.wait hung'})")
            ready = got[0]
        else:
            ready = []
            time.sleep(HEARTBEAT_S)
        for ref in ready:
            index = waiting[ref]
            yield from self._answered(index, ref, retry)
        now = time.monotonic()
        for index, slot in enumerate(self._slots):
            if slot.state in ("busy", "starting") and slot.deadline is not None and now > slot.deadline:
                what = "answer" if slot.state == "busy" else "start"
                yield from self._lost(index, f"Ray actor did not {what} in time (node lost?)", retry)
        if now >= self._next_health:
            self._next_health = now + HEALTH_EVERY_S
            self._check_health()

    def _answered(self, index: int, ref: Any, retry: "collections.deque[_Job]") -> Iterator[tuple[Any, Outcome]]:
        from ray.exceptions import RayError, RayTaskError

        slot = self._slots[index]
        ok, got = _with_deadline(lambda: self._ray.get(ref, timeout=30), 35)
        if ok:
            self._last_answer = time.monotonic()
            job, slot.state, slot.job, slot.ref, slot.deadline = slot.job, "idle", None, None, None
            if job is not None:
                yield job.argument, got
            return
        if isinstance(got, RayTaskError):  # the call raised inside a live actor: the module's problem, not Ray's
            self._last_answer = time.monotonic()
            job, slot.state, slot.job, slot.ref, slot.deadline = slot.job, "idle", None, None, None
            if job is not None:
                yield job.argument, Outcome(False, kind="exception", error=_one_line(got, 500))
            return
        why = f"Ray actor lost: {_one_line(got)}" if isinstance(got, RayError) or got else "Ray did not deliver the answer"
        yield from self._lost(index, why, retry)

    def _lost(self, index: int, why: str, retry: "collections.deque[_Job]") -> Iterator[tuple[Any, Outcome]]:
        """The actor in slot ``index`` is gone: replace it; retry its call, or report it after ``MAX_ATTEMPTS``."""
        job = self._slots[index].job if self._slots[index].state == "busy" else None
        self._replace(index)
        if job is None:
            return
        job.attempts += 1
        job.errors.append(why)
        if job.attempts < MAX_ATTEMPTS:
            retry.append(job)
        else:
            yield job.argument, Outcome(False, kind=INFRASTRUCTURE,
                                        error=f"{why} ({job.attempts} attempts on different actors)")

    def _check_health(self) -> None:
        """Raise :class:`ClusterLost` when no node is alive, the GCS does not answer, or no actor has started for
        twice ``START_TIMEOUT_S`` (actors keep being replaced but none ever answers)."""
        ok, nodes = _with_deadline(self._ray.nodes, 20)
        if not ok:
            raise ClusterLost("the Ray cluster's GCS does not answer")
        if not any(n.get("Alive") for n in nodes):
            raise ClusterLost("no Ray node is alive")
        stalled = time.monotonic() - self._last_answer
        if all(s.state == "starting" for s in self._slots) and stalled > 2 * START_TIMEOUT_S:
            raise ClusterLost(f"no Ray actor started for {stalled:.0f} s")

    # ---- clean-up ---------------------------------------------------------------------------------------------
    def close(self) -> None:
        """Stop the actors' worker processes and the actors; shut Ray down if this backend started it. Every step
        has a deadline, so closing after a lost cluster returns too."""
        ray = self._ray
        if not self._lost_cluster:
            live = [s.actor for s in self._slots if s.state in ("idle", "busy")]
            _with_deadline(lambda: ray.get([a.close.remote() for a in live], timeout=CLEANUP_TIMEOUT_S),
                           CLEANUP_TIMEOUT_S + 5)
            for s in self._slots:
                _with_deadline(lambda a=s.actor: ray.kill(a), 5.0)
        if self._started:
            _with_deadline(ray.shutdown, CLEANUP_TIMEOUT_S)

    def __enter__(self) -> "RayBackend":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
