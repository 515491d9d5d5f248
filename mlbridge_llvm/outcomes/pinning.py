"""Pinning a measured run to one CPU, as ``taskset`` would, without ``preexec_fn``.

Every measured run time of the kit (:mod:`.runtime`'s kernels, ``mlbridge-score``'s benchmarks) runs pinned to
:func:`pinned_cpu`, the last CPU this process may use. :func:`pinned_to` pins the *calling thread*
(``os.sched_setaffinity(0, ...)`` acts on it on Linux) and every process it starts inherits that CPU set at birth,
so nothing sits between the timer and the run. ``preexec_fn`` is never used: it forces a plain ``fork``, and in a
process with gRPC running (a Ray driver) gRPC's fork handler can abort the child before it execs (grpc/grpc#43055).
"""
from __future__ import annotations

import contextlib
import os
from typing import Iterator

__all__ = ["pinned_cpu", "pinned_to"]


def pinned_cpu() -> int | None:
    """The CPU benchmarks are pinned to: the last one this process may use (None where affinity is unsupported)."""
    if not hasattr(os, "sched_getaffinity"):
        return None
    cpus = sorted(os.sched_getaffinity(0))
    return cpus[-1] if cpus else None


@contextlib.contextmanager
def pinned_to(cpu: int | None) -> Iterator[None]:
    """Within the block, the calling thread (and so every process it starts) runs on ``cpu`` only; its own CPU set
    comes back afterwards. ``None``: no change. Linux's ``sched_setaffinity(0, ...)`` acts on the calling thread, so
    other threads of the process keep their CPUs."""
    if cpu is None:
        yield
        return
    saved = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {cpu})
    try:
        yield
    finally:
        os.sched_setaffinity(0, saved)
