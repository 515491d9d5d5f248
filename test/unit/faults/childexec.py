"""Start a child process with one setting made just before ``exec``, without ``preexec_fn``.

``preexec_fn`` makes :mod:`subprocess` use a plain ``fork()``. Since grpcio 1.80, a fork in a process whose gRPC event
engine is running can abort the child before it execs (grpc/grpc#43055, open: "Epoll1Poller ... epoll_wait error:
Bad file descriptor", SIGABRT), and a pytest worker that ran a gRPC test earlier is such a process. Here the setting
is made by a small Python process that then execs the real command (same pid), so :mod:`subprocess` can use
``vfork`` and no gRPC fork handler runs.
"""
from __future__ import annotations

import sys

_EXEC = "os.execvp(sys.argv[1], sys.argv[1:])"


def with_sigint_default(argv: list[str]) -> list[str]:
    """``argv`` run with SIGINT at its default action (a suite started in the background hands its children an
    ignored SIGINT, which exec would keep)."""
    return [sys.executable, "-c", f"import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); {_EXEC}",
            *argv]


def with_memory_limit(argv: list[str], limit: int) -> list[str]:
    """``argv`` run with an address-space limit of ``limit`` bytes (RLIMIT_AS)."""
    return [sys.executable, "-c",
            f"import os, resource, sys; resource.setrlimit(resource.RLIMIT_AS, ({limit}, {limit})); {_EXEC}", *argv]
