"""Timing the benchmark of each build: repetitions interleaved across builds (A B C A B C ...), each run pinned to
one CPU when the system allows it (``os.sched_setaffinity``, as ``taskset`` would), on one machine (this one).

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
    usage = _usage(proc)
    text = normalise(out.decode("utf-8", "replace"), program, {"build": folder, "tmp": env.get("TMPDIR", "")})
    return {"status": proc.returncode, "seconds": seconds, "cpu_seconds": usage, "digest": digest(text),
            "output": text[-400:]}


def _usage(proc: subprocess.Popen[bytes]) -> float:
    """User + system seconds of the finished process tree (Popen reaped it: read the children's totals)."""
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    total = usage.ru_utime + usage.ru_stime
    previous = getattr(_usage, "last", 0.0)
    _usage.last = total  # type: ignore[attr-defined]
    return total - previous
