"""Timing the benchmark of each build: repetitions interleaved across builds, each round running every build once,
the order rotated from round to round (A B C, B C A, C A B, ...: no build always runs first, so a drift of the
machine over a round is not a bias of one build), each run pinned to one CPU when the system allows it
(``os.sched_setaffinity``, as ``taskset`` would), on one machine (this one).

Pinning never uses ``preexec_fn``: that forces a plain ``fork``, and in a process with gRPC running (a Ray driver,
``mlbridge-score --backend ray``) gRPC's fork handler can abort the child before it execs (grpc/grpc#43055).
:func:`~mlbridge_llvm.outcomes.pinning.pinned_to` pins the spawning thread instead, and the child inherits its CPU set at birth, so no extra
process sits between the timer and the benchmark.

A run's time is its wall-clock time (``time.perf_counter`` around the process); its CPU time (user + system, from
``wait4``'s resource usage) is kept beside it. Before the timed repetitions each build runs once untimed (a warm-up
whose output is compared with the baseline's).
"""
from __future__ import annotations

import os
import subprocess
import time
from typing import Any

from ..outcomes.pinning import pinned_cpu, pinned_to
from .build import normalise, digest
from .recipes import Program


def run_bench(program: Program, folder: str, env: dict[str, str], cpu: int | None,
              timeout: float) -> dict[str, Any]:
    """One run of the program's benchmark in its build folder: seconds, cpu_seconds, status, output digest."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    with pinned_to(cpu):
        proc = subprocess.Popen(["bash", "-o", "pipefail", "-c", program.bench], cwd=folder, env=env,
                                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        out, _ = proc.communicate()
        return {"status": -9, "seconds": time.perf_counter() - t0, "cpu_seconds": 0.0, "digest": "",
                "output": f"timed out after {timeout:g} s"}
    seconds = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)  # the run's process tree, reaped by communicate()
    usage = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    text = normalise(out.decode("utf-8", "replace"), program, {"build": folder, "tmp": env.get("TMPDIR", "")})
    return {"status": proc.returncode, "seconds": seconds, "cpu_seconds": usage, "digest": digest(text),
            "output": text[-400:]}
