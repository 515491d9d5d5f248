"""The compiler side of one environment: a benchmark's module, optimised in place, and the observations of it.

:class:`CompilerSession` is what an environment drives, in the trainer's process (``transport="inprocess"``) or in a
worker process (:mod:`.transports`). Each action is one ``LLVMRunPasses`` call on the module (the wheel's libLLVM
22, the same LLVM as its ``opt``), so analyses never carry over from one step to the next; the replay string of
:meth:`~.spaces.ActionSpace.pipeline_of` makes one ``opt`` run do the same.

:func:`handle` is the session's whole protocol as plain dicts (``reset``, ``step``, ``observe``, ``verify``,
``differential``, ``close``), what a worker process serves; an :class:`~mlbridge_llvm.errors.MLBridgeError` comes
back as ``{"error": line, "kind": class name}`` and is raised again on the trainer's side as the same class.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..errors import ConfigError, MLBridgeError
from .baselines import SHARED, BaselineCache
from .datasets import Benchmark, from_wire
from .observations import observation_spec


class CompilerSession:
    """One module at a time (see the module docstring); not thread-shared."""

    def __init__(self, baselines: BaselineCache | None = None, runtime_count: int = 1) -> None:
        self.baselines = baselines or SHARED
        self.runtime_count = runtime_count
        self.benchmark: Benchmark | None = None
        self._module: Any = None
        self._vector_caches: dict[str, Any] = {}

    @property
    def module(self) -> Any:
        """The module being optimised (a :class:`~mlbridge_llvm.ir.llvmc.CModule`)."""
        if self._module is None:
            raise ConfigError("LLVM environment: call reset() first")
        return self._module

    def vector_cache(self, kind: str) -> Any:
        """The IR2Vec module-vector cache of ``kind`` for this session (the one poset-rl's observation uses:
        :class:`~mlbridge_llvm.features.module_vectors.ModuleVectorCache`)."""
        from ..features.module_vectors import ModuleVectorCache

        if kind not in self._vector_caches:
            self._vector_caches[kind] = ModuleVectorCache(kind=kind)
        return self._vector_caches[kind]

    def reset(self, benchmark: Benchmark) -> None:
        """Start from a fresh copy of ``benchmark``'s module."""
        from ..ir.llvmc import CModule

        module = CModule.parse_bitcode(benchmark.bitcode, benchmark.uri)
        self.close()
        self.benchmark, self._module = benchmark, module

    def apply(self, pipelines: Sequence[str]) -> None:
        """Run each pipeline on the module, one ``LLVMRunPasses`` call each (PipelineError on a pass error)."""
        module = self.module
        for p in pipelines:
            module.run_passes(p)

    def observe(self, names: Sequence[str]) -> dict[str, Any]:
        """The observations ``names`` of the module as it is now."""
        return {name: observation_spec(name).compute(self) for name in names}

    def verify(self) -> str:
        """LLVM's verifier on the module: '' when it is valid, else its one-line message."""
        from ..errors import IRError

        try:
            self.module.verify()
        except IRError as e:
            return str(e)
        return ""

    def differential(self) -> str:
        """For a runnable benchmark: '' when the program built from the module behaves as the benchmark's ``-O0``
        build (exit status, output), else how it differs."""
        from .runtime import differential

        b = self.benchmark
        if b is None or b.run is None:
            raise ConfigError("differential validation needs a runnable benchmark")
        return differential(self.module.to_bitcode(), b.bitcode, b.run) or ""

    def fork(self) -> "CompilerSession":
        """An independent copy (its own LLVM context) at the same point of the episode."""
        from ..ir.llvmc import CModule

        copy = CompilerSession(self.baselines, self.runtime_count)
        if self._module is not None:
            assert self.benchmark is not None
            copy.benchmark = self.benchmark
            copy._module = CModule.parse_bitcode(self._module.to_bitcode(), self.benchmark.uri)
        return copy

    def close(self) -> None:
        """Free the module."""
        if self._module is not None:
            self._module.dispose()
            self._module = None


def handle(session: CompilerSession, command: dict[str, Any]) -> dict[str, Any]:
    """Serve one command of the session protocol (module docstring)."""
    op = command.get("op")
    try:
        if op == "reset":
            session.reset(from_wire(command["benchmark"]))
        elif op == "step":
            session.apply(command.get("pipelines", ()))
        elif op == "close":
            session.close()
            return {"observations": {}}
        elif op == "verify":
            return {"observations": {"verify": session.verify()}}
        elif op == "differential":
            return {"observations": {"differential": session.differential()}}
        elif op != "observe":
            raise ConfigError(f"unknown session command {op!r}")
        return {"observations": session.observe(command.get("observe", ()))}
    except MLBridgeError as e:
        return {"error": str(e), "kind": type(e).__name__}


def raise_reply(reply: dict[str, Any]) -> dict[str, Any]:
    """The observations of a :func:`handle` reply, or its error raised again as its own class."""
    if "error" in reply:
        from .. import errors

        cls = getattr(errors, str(reply.get("kind")), None)
        if not (isinstance(cls, type) and issubclass(cls, MLBridgeError)):
            cls = MLBridgeError
        raise cls(reply["error"])
    return reply["observations"]
