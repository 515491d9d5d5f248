"""Test timeouts that hold on a loaded machine, and leave no process behind when they fire.

pytest-timeout's budget (``timeout = 120`` in pyproject.toml, or a test's ``@pytest.mark.timeout``) is wall time. On
a machine shared with other work (load 16-26 on 2 cores was seen) a test that needs 20 s of CPU takes minutes, and a
wall-clock limit fails it for what the machine did, not for what the test did. So the budget here is spent on a
**load-adjusted clock**: each interval counts as ``dt * min(1, cpus / load)`` (the 1-minute load average), i.e.
roughly the share of a CPU a busy test gets. On an idle machine that is wall time; at load 20 on 2 cores a 120 s
budget lasts up to 20 minutes. A hard cap (:data:`WALL_CAP` times the budget, wall clock) still ends a real hang.

When the budget runs out, the test fails as pytest-timeout would fail it (the main thread gets ``SIGALRM``; its
handler dumps the stacks and fails the test), and first every process the test's body started is killed: each
test's call phase runs with ``MLBRIDGE_TEST_RUN=<token>`` in the environment, which its children, their
children and orphans that outlived their parents all inherit; the processes carrying it are found in ``/proc``.
Fixtures (setup and teardown) run without the token: a module-scoped server a test's fixture started is not its
own to kill.
"""
from __future__ import annotations

import os
import signal
import threading
import time
import uuid
from typing import Any, Iterator

import pytest

#: The environment variable that marks the processes of the test being run.
TOKEN_VAR = "MLBRIDGE_TEST_RUN"
#: However loaded the machine, a test ends after this many times its budget in wall time.
WALL_CAP = 20.0
#: How often the load-adjusted clock advances (seconds).
TICK = 0.5
_TOKEN = pytest.StashKey[str]()


def rate(load: float | None = None, cpus: int | None = None) -> float:
    """How fast the load-adjusted clock runs now: 1 on a machine with a free CPU, ``cpus / load`` above that."""
    load = os.getloadavg()[0] if load is None else load
    cpus = cpus or os.cpu_count() or 1
    return 1.0 if load <= cpus else cpus / load


def processes_with(token: str) -> list[int]:
    """PIDs of the processes whose environment holds ``TOKEN_VAR=token`` (never this process)."""
    needle = f"{TOKEN_VAR}={token}".encode() + b"\0"
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as f:
                if needle in f.read() + b"\0":
                    found.append(int(entry))
        except OSError:
            continue  # gone, or not ours to read
    return found


def kill_processes_with(token: str) -> list[int]:
    """SIGKILL every process carrying ``token`` (:func:`processes_with`); returns their PIDs."""
    pids = processes_with(token)
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    return pids


class LoadClock:
    """A budget of ``seconds`` on the load-adjusted clock; ``expire()`` is called once, from a watcher thread."""

    def __init__(self, seconds: float, expire: Any) -> None:
        self.seconds, self.expire = seconds, expire
        self.spent = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="load-adjusted timeout", daemon=True)

    def start(self) -> "LoadClock":
        self._thread.start()
        return self

    def cancel(self) -> None:
        self._stop.set()
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join()

    def _watch(self) -> None:
        started = last = time.monotonic()
        while not self._stop.wait(TICK):
            now = time.monotonic()
            self.spent += (now - last) * rate()
            last = now
            if self.spent >= self.seconds or now - started >= self.seconds * WALL_CAP:
                self.expire()
                return


@pytest.hookimpl(tryfirst=True)
def pytest_timeout_set_timer(item: pytest.Item, settings: Any) -> bool | None:
    """Replace pytest-timeout's wall-clock timer by :class:`LoadClock` (signal method, main thread only)."""
    if settings.method != "signal" or threading.current_thread() is not threading.main_thread():
        return None  # pytest-timeout's own timer
    from pytest_timeout import timeout_sigalrm

    token = item.stash.setdefault(_TOKEN, uuid.uuid4().hex)
    main = threading.main_thread().ident

    def handler(signum: int, frame: Any) -> None:
        __tracebackhide__ = True
        kill_processes_with(token)
        timeout_sigalrm(item, settings)

    def expire() -> None:
        kill_processes_with(token)  # the children first: the main thread may be blocked waiting on one
        signal.pthread_kill(main, signal.SIGALRM)

    signal.signal(signal.SIGALRM, handler)
    clock = LoadClock(float(settings.timeout), expire).start()

    def cancel() -> None:
        clock.cancel()
        signal.signal(signal.SIGALRM, signal.SIG_DFL)

    item.cancel_timeout = cancel  # type: ignore[attr-defined]
    return True


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """The test's body runs with its token in the environment (module doc)."""
    token = item.stash.setdefault(_TOKEN, uuid.uuid4().hex)
    old = os.environ.get(TOKEN_VAR)
    os.environ[TOKEN_VAR] = token
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(TOKEN_VAR, None)
        else:
            os.environ[TOKEN_VAR] = old
