"""ONNX graph -> optimised LLVM module -> native object: the compiler shared by the JIT and ahead-of-time paths.

:func:`compile_model` specialises a model to concrete input shapes (:mod:`.graph`), emits IR (:mod:`.codegen`),
runs LLVM's O3 pipeline for the target machine and returns a :class:`CompiledModel` holding the object file and the
function's signature. The symbol is a plain C function (see :mod:`.aot` for the header).
"""
from __future__ import annotations

import contextlib
import re
import threading
from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping, Sequence

import numpy as np

from ..errors import ConfigError, ModelError
from .codegen import emit_module
from .graph import Model, Program, specialize

#: Bumped whenever generated code changes for the same model (part of every cache key).
COMPILER_VERSION = "9"
_C_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_lock = threading.RLock()


@dataclass(frozen=True)
class Port:
    """One argument of the compiled function: tensor name, element type and static shape."""

    name: str
    dtype: np.dtype
    shape: tuple[int, ...]

    @property
    def size(self) -> int:
        """Number of elements."""
        n = 1
        for d in self.shape:
            n *= d
        return n


@dataclass
class CompiledModel:
    """A model compiled for one shape signature: object file bytes plus what is needed to call it."""

    symbol: str
    inputs: list[Port]
    outputs: list[Port]
    object: bytes
    stack_bytes: int
    triple: str
    cpu: str
    model_sha256: str
    ir: str = field(default="", repr=False)
    externals: dict[str, Any] = field(default_factory=dict, repr=False)  # symbol -> weight array (JIT only)


@dataclass(frozen=True)
class Target:
    """Where the code runs: triple ('' = host), CPU and features ('' = generic for that triple)."""

    triple: str = ""
    cpu: str = ""
    features: str = ""

    @staticmethod
    def host() -> "Target":
        """The machine this process runs on, with all its CPU features (what the JIT uses)."""
        import llvmlite.binding as llvm

        init_llvm()
        return Target(llvm.get_default_triple(), llvm.get_host_cpu_name(), llvm.get_host_cpu_features().flatten())


_initialized = False


def init_llvm() -> None:
    """Register llvmlite's targets and asm printers (once per process)."""
    global _initialized
    if not _initialized:
        import llvmlite.binding as llvm

        with _lock:
            llvm.initialize_all_targets()
            llvm.initialize_all_asmprinters()
            _initialized = True


def target_machine(target: Target) -> Any:
    """An llvmlite TargetMachine for ``target`` at O3, position-independent (links into PIE programs and the JIT)."""
    import llvmlite.binding as llvm

    init_llvm()
    triple = target.triple or llvm.get_default_triple()
    try:
        tgt = llvm.Target.from_triple(triple)
    except RuntimeError as err:
        raise ConfigError(f"no LLVM target for triple {triple!r}: {' '.join(str(err).split())}") from None
    tm = tgt.create_target_machine(cpu=target.cpu, features=target.features, opt=3, reloc="pic", codemodel="default")
    if not str(tm.target_data).startswith("e"):
        raise ConfigError(f"target {triple!r} is big-endian; the compiled runner embeds little-endian weights")
    return tm


#: Seconds to wait for llvmlite's code generator when another thread holds it (see :func:`codegen_exclusive`).
CODEGEN_WAIT = 10.0


@contextlib.contextmanager
def codegen_exclusive() -> Iterator[None]:
    """Hold the kit's llvmlite codegen lock (:data:`mlbridge_llvm.ir.codegen.CODEGEN_LOCK`) while compiling.

    Whoever sets llvmlite's process-wide cl::opts (ml-regalloc's interactive eviction advisor) holds that lock, so
    our code is never generated with another pass's ML advisor switched on. If the lock stays taken, the holder may be
    an in-process compilation waiting for this very answer: a one-line ModelError instead of a deadlock.
    """
    from ..ir import codegen

    lock = codegen.CODEGEN_LOCK
    if not lock.acquire(timeout=CODEGEN_WAIT):
        raise ModelError("compiled runner: cannot compile a new shape while another in-process LLVM code generation "
                         "runs (an ML advisor waiting for this answer?); give the runner feature_specs so that it "
                         "compiles when it is created")
    try:
        yield
    finally:
        lock.release()


def check_symbol(name: str) -> str:
    """``name`` if it is a valid C identifier (the exported function name)."""
    if not _C_IDENT.fullmatch(name or ""):
        raise ConfigError(f"function name {name!r} is not a C identifier")
    return name


#: JIT objects refer to weight arrays of at least this many bytes by symbol (shared by every shape signature).
SHARED_WEIGHT_BYTES = 4096


def compile_program(program: Program, symbol: str, target: Target, model_sha256: str = "",
                    keep_ir: bool = False, shared_weights: bool = False) -> CompiledModel:
    """Emit, optimise (O3) and assemble ``program`` as function ``symbol`` for ``target``.

    ``shared_weights`` (the JIT): large weights stay outside the object, as external symbols listed in
    :attr:`CompiledModel.externals` for the loader to register; an ahead-of-time object is always self-contained.
    """
    import llvmlite.binding as llvm

    check_symbol(symbol)
    tm = target_machine(target)
    mod, stack, externals = emit_module(program, symbol, llvm.get_default_triple() if not target.triple else target.triple,
                                        str(tm.target_data), SHARED_WEIGHT_BYTES if shared_weights else None)
    text = str(mod)
    with _lock, codegen_exclusive():  # LLVM's pass pipeline and codegen share global state in llvmlite
        try:
            llmod = llvm.parse_assembly(text)
            llmod.verify()
        except RuntimeError as err:
            raise ModelError(f"internal error: generated IR does not verify ({' '.join(str(err).split())[:300]})") from None
        pto = llvm.PipelineTuningOptions(speed_level=3)
        pto.loop_vectorization = True
        pto.slp_vectorization = True
        pb = llvm.create_pass_builder(tm, pto)
        pb.getModulePassManager().run(llmod, pb)
        obj = tm.emit_object(llmod)
    ports_in = [Port(t.name, t.dtype, t.shape) for t in program.inputs]
    ports_out = [Port(t.name, t.dtype, t.shape) for t in program.outputs]
    return CompiledModel(symbol, ports_in, ports_out, obj, stack, target.triple or llvm.get_default_triple(),
                         target.cpu, model_sha256, str(llmod) if keep_ir else "", externals)


def compile_model(model: Model, shapes: Mapping[str, Sequence[int]], symbol: str = "mlb_model",
                  target: Target | None = None, keep_ir: bool = False) -> CompiledModel:
    """Specialise ``model`` to ``shapes`` (input name -> dims) and compile it for ``target`` (default: generic host)."""
    program = specialize(model, shapes)
    return compile_program(program, symbol, target or Target(), model.sha256, keep_ir)


def bind_shapes(model: Model, dims: Mapping[str, int] | None = None, default_batch: int = 1) -> dict[str, tuple[int, ...]]:
    """Concrete input shapes from the declared ones: symbolic dims from ``dims`` (name -> size); a symbolic leading
    dimension not bound there is the batch and gets ``default_batch``; any other unbound dim is an error."""
    dims = dict(dims or {})
    out: dict[str, tuple[int, ...]] = {}
    for spec in model.inputs:
        if spec.dims is None:
            raise ModelError(f"input {spec.name!r} declares no shape; give its shape explicitly")
        shape = []
        for i, d in enumerate(spec.dims):
            if isinstance(d, int):
                shape.append(d)
            elif d is not None and d in dims:
                shape.append(int(dims[d]))
            elif i == 0:
                shape.append(default_batch)
            else:
                raise ModelError(f"input {spec.name!r} has symbolic dimension {d or '?'} at axis {i}: bind it "
                                 f"(e.g. --dim {d or 'NAME'}=VALUE)")
        out[spec.name] = tuple(shape)
    unknown = sorted(set(dims) - {d for s in model.inputs for d in (s.dims or ()) if isinstance(d, str)})
    if unknown:
        raise ConfigError(f"--dim names {unknown} are not symbolic dimensions of the model's inputs")
    return out

