"""The worker side of the remote transports: a :class:`~.session.CompilerSession` in its own process.

* ``transport="process"``: :class:`mlbridge_llvm.workers.WorkerProcess` calls :func:`serve_call` with each
  command (pickles over the child's pipes); the session lives in this module for the life of the child.
* ``transport="pipe"`` / ``"grpc"``: ``python -m mlbridge_llvm.gym.remote --runner SPEC`` is a compiler whose model
  runner (``pipe:BASE?serdes=json`` or ``grpc:HOST:0?mode=training``) carries each reply to the trainer and brings
  back the next command, as poset-rl's training workers do (:mod:`mlbridge_training.poset_rl.env`); the trainer is
  the model side. An LLVM fatal error ends this process only.
"""
from __future__ import annotations

import sys
from typing import Any, Sequence

from .session import CompilerSession, handle
from .wire import COMMAND, MESSAGE, decode, encode

_SESSION: list[CompilerSession] = []


def serve_call(command: dict[str, Any]) -> dict[str, Any]:
    """One command for this process's session (the ``process`` transport's entry point)."""
    if not _SESSION:
        _SESSION.append(CompilerSession(runtime_count=int(command.get("runtime_count", 1))))
    session = _SESSION[0]
    session.runtime_count = int(command.get("runtime_count", session.runtime_count))
    return handle(session, command)


def serve(runner: Any, session: CompilerSession) -> int:
    """Send each reply through ``runner`` and obey the command that comes back, until ``exit``; returns the number
    of commands served."""
    reply: dict[str, Any] = {"ready": True}
    served = 0
    while True:
        command = decode(runner.populate_features(message=encode(reply)).evaluate())
        served += 1
        if command.get("op") == "exit":
            return served
        session.runtime_count = int(command.get("runtime_count", session.runtime_count))
        reply = handle(session, command)


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m mlbridge_llvm.gym.remote --runner SPEC``: one environment worker."""
    import argparse

    from ..interface.worker_peer import serve_worker

    ap = argparse.ArgumentParser(description="LLVM environment worker (the trainer is the model side)")
    ap.add_argument("--runner", required=True, help="pipe:BASE?serdes=json or grpc:127.0.0.1:0?mode=training")
    args = ap.parse_args(argv)
    # a pipe runner bounds an answer by its advice spec's size: commands (a benchmark's bitcode) are any length
    advice = None if args.runner.startswith("pipe:") else COMMAND
    session = CompilerSession()
    try:
        serve_worker(args.runner, [MESSAGE], advice, lambda runner: serve(runner, session))
    finally:
        session.close()
    return 0


if __name__ == "__main__":  # pragma: no cover - worker processes
    sys.exit(main())
