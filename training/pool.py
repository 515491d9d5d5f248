"""Per-module training work (oracle searches, roll-outs, catalog measurements) on the corpus backends.

Training runs the same kind of calls as ``mlbridge-corpus run``: one module's compilations per call. :func:`pool_map`
sends them to a corpus backend (:mod:`mlbridge_llvm.corpus.backends`): by default a local pool of ``workers``
processes made for the call; inside ``with using_backend(b):`` the backend ``b``, for example Ray actors on a
cluster (the training scripts' ``--backend ray --address HOST:PORT``). Each call runs in a worker process that
survives LLVM: a fatal error or a hang becomes :class:`TrainingJobError` naming the module, never a dead pool.
Arguments travel as pickles and carry their own bitcode, so a Ray cluster needs no shared filesystem, only this
package installed on its nodes. ``workers <= 1`` with no backend runs the calls in this process (tests, debugging).
"""
from __future__ import annotations

import contextlib
import contextvars
import importlib
from typing import Any, Callable, Iterator, Sequence

from mlbridge_llvm.errors import MLBridgeError

__all__ = ["TrainingJobError", "add_backend_arguments", "backend_from_args", "call_indexed", "current_backend",
           "job_label", "pool_map",
           "pool_map_indexed", "pool_map_ordered", "run_on_backend", "training_backend", "using_backend"]

#: the worker-side entry point (``module:function``) every training call goes through
CALL = "mlbridge_training.pool:call_indexed"

_BACKEND: contextvars.ContextVar[Any] = contextvars.ContextVar("mlbridge_training_backend", default=None)


class TrainingJobError(MLBridgeError):
    """A training call failed in its worker (crash, timeout or exception); the message names the call's module."""


def call_indexed(argument: tuple[str, int, Any]) -> tuple[int, Any]:
    """Worker side: ``(module:function, index, job)`` -> ``(index, function(job))``."""
    spec, index, job = argument
    module, _, name = spec.partition(":")
    return index, getattr(importlib.import_module(module), name)(job)


def job_label(job: Any) -> str:
    """What a failed call is called in its error: a job's module name (the first string of a tuple job, or a
    dict's ``name``), else its type."""
    if isinstance(job, (tuple, list)) and job and isinstance(job[0], str):
        return job[0]
    if isinstance(job, dict) and isinstance(job.get("name"), str):
        return job["name"]
    return type(job).__name__


def add_backend_arguments(ap: Any, workers: int = 2) -> None:
    """A training script's ``--workers``, ``--backend``, ``--address`` and ``--load`` (pass modules that are not
    installed, as ``mlbridge-opt --load``), for :func:`backend_from_args`."""
    ap.add_argument("--workers", type=int, default=workers, help="worker processes (or Ray actors)")
    ap.add_argument("--backend", default="local", choices=["local", "ray"],
                    help="where the per-module compilations run: a local pool, or Ray (results do not depend on it)")
    ap.add_argument("--address", default=None, help="Ray cluster address (with --backend ray; default: start a "
                                                    "local instance)")
    from mlbridge_llvm.pass_modules import add_argument

    add_argument(ap)


def backend_from_args(args: Any) -> Any:
    """The backend :func:`add_backend_arguments`' options ask for (a context manager, for :func:`using_backend`).
    The ``--load`` pass modules are loaded first and put into ``$MLBRIDGE_LOAD``, so the workers see their passes."""
    from mlbridge_llvm.passes import use_modules

    use_modules(getattr(args, "load", ()) or ())
    return training_backend(args.backend, args.workers, args.address)


def training_backend(kind: str = "local", jobs: int | None = None, address: str | None = None) -> Any:
    """A corpus backend for a training script's ``--backend/--address/--workers`` (a context manager)."""
    from mlbridge_llvm.corpus.backends import make_backend

    return make_backend(kind, jobs, address)


def run_on_backend(ap: Any, argv: Sequence[str] | None, run: Callable[[Any], int], workers: int = 2) -> int:
    """A training script's ``main``: add the backend options to ``ap``, parse ``argv`` and return ``run(args)`` with
    every :func:`pool_map` of the run on the backend those options ask for."""
    add_backend_arguments(ap, workers)
    args = ap.parse_args(argv)
    with backend_from_args(args) as backend, using_backend(backend):
        return run(args)


@contextlib.contextmanager
def using_backend(backend: Any) -> Iterator[Any]:
    """Within the block, every :func:`pool_map` without an explicit backend runs on ``backend``."""
    token = _BACKEND.set(backend)
    try:
        yield backend
    finally:
        _BACKEND.reset(token)


def current_backend() -> Any:
    """The backend :func:`using_backend` set for this context, None if none (then calls go to a local pool)."""
    return _BACKEND.get()


def _spec(fn: Callable[[Any], Any]) -> str:
    module, name = getattr(fn, "__module__", None), getattr(fn, "__qualname__", "")
    if not module or "." in name or "<" in name:
        raise TypeError(f"{fn!r} must be a module-level function to run in a worker process")
    return f"{module}:{name}"


def pool_map_indexed(fn: Callable[[Any], Any], jobs: Sequence[Any], workers: int = 2, *, backend: Any = None,
                     progress: Callable[[int, int], None] | None = None, label: Callable[[Any], str] = job_label,
                     timeout: float | None = None,
                     on_failure: Callable[[Any, str], None] | None = None) -> Iterator[tuple[int, Any]]:
    """``(index into jobs, fn(job))`` in completion order; otherwise as :func:`pool_map`."""
    backend = backend if backend is not None else _BACKEND.get()
    if backend is None and workers <= 1:
        for i, job in enumerate(jobs):
            try:
                value = fn(job)
            except Exception as e:
                if on_failure is None:
                    raise
                on_failure(job, f"exception: {type(e).__name__}: {e}")
                value = None
            if progress:
                progress(i + 1, len(jobs))
            yield i, value
        return
    spec = _spec(fn)
    own = backend is None
    be = training_backend("local", workers) if own else backend
    try:
        calls = ((spec, i, job) for i, job in enumerate(jobs))
        for done, ((_, i, job), outcome) in enumerate(be.map_unordered(CALL, calls, timeout), 1):
            if not outcome.ok and on_failure is None:
                raise TrainingJobError(f"{label(job)}: {outcome.kind}: {outcome.error}")
            if not outcome.ok:
                on_failure(job, f"{outcome.kind}: {outcome.error}")
            if progress:
                progress(done, len(jobs))
            yield i, outcome.value[1] if outcome.ok else None
    finally:
        if own:
            be.close()


def pool_map(fn: Callable[[Any], Any], jobs: Sequence[Any], workers: int = 2, *, backend: Any = None,
             progress: Callable[[int, int], None] | None = None, label: Callable[[Any], str] = job_label,
             timeout: float | None = None, on_failure: Callable[[Any, str], None] | None = None) -> Iterator[Any]:
    """``fn`` (a module-level function) over ``jobs``, results in completion order, ``progress(done, total)``
    after each: on ``backend``, else on the one :func:`using_backend` set (both left open), else on a local
    backend of ``workers`` processes made for this call, else (``workers <= 1``) in this process. A failed call
    raises :class:`TrainingJobError` naming ``label(job)`` with the worker's last stderr lines, or, with
    ``on_failure``, is reported to ``on_failure(job, message)`` and gives ``None``; stopping early (an error, or the
    caller closing the generator) stops the remaining calls."""
    for _, value in pool_map_indexed(fn, jobs, workers, backend=backend, progress=progress,
                                      label=label, timeout=timeout, on_failure=on_failure):
        yield value


def pool_map_ordered(fn: Callable[[Any], Any], jobs: Sequence[Any], workers: int = 2, *, backend: Any = None,
                     progress: Callable[[int, int], None] | None = None, label: Callable[[Any], str] = job_label,
                     timeout: float | None = None, on_failure: Callable[[Any, str], None] | None = None) -> list[Any]:
    """:func:`pool_map`, results in the order of ``jobs``."""
    out: list[Any] = [None] * len(jobs)
    for i, value in pool_map_indexed(fn, jobs, workers, backend=backend, progress=progress,
                                      label=label, timeout=timeout, on_failure=on_failure):
        out[i] = value
    return out
