"""Timing the benchmark of each build: repetitions interleaved across builds, each round running every build once,
the order rotated from round to round (A B C, B C A, C A B, ...: no build always runs first, so a drift of the
machine over a round is not a bias of one build), each run pinned to one CPU when the system allows it
(``os.sched_setaffinity``, as ``taskset`` would), on one machine (this one).

A run's time is its wall-clock time (``time.perf_counter`` around the process); its CPU time (user + system, from
``wait4``'s resource usage) is kept beside it. Before the timed repetitions each build runs once untimed (a warm-up
whose output is compared with the baseline's).
"""
from __future__ import annotations

import os
import subprocess
import time
from typing import Any

from .build import normalise, digest
from .recipes import Program


def pinned_cpu() -> int | None:
    """The CPU benchmarks are pinned to: the last one this process may use (None where affinity is unsupported)."""
    if not hasattr(os, "sched_getaffinity"):
        return None
    cpus = sorted(os.sched_getaffinity(0))
    return cpus[-1] if cpus else None


def run_bench(program: Program, folder: str, env: dict[str, str], cpu: int | None,
              timeout: float) -> dict[str, Any]:
    """One run of the program's benchmark in its build folder: seconds, cpu_seconds, status, output digest."""
    def pin() -> None:
        if cpu is not None:
            os.sched_setaffinity(0, {cpu})

    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.Popen(["bash", "-o", "pipefail", "-c", program.bench], cwd=folder, env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            preexec_fn=pin, start_new_session=True)
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
