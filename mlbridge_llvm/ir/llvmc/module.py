"""The module: :class:`CModule`, an LLVM ``Module`` in its own ``LLVMContext``.

Here: parsing (text, bitcode), printing and writing, verifying, cloning, lifetime, module properties (name, triple,
flags), the raw references :mod:`mlbridge_llvm.ir.cir` works with, and handle checking. The methods about other
concepts (values, attributes, metadata, loops, pipelines) are one-line delegations to the functions of those modules,
so that the whole API stays on the one object callers hold.
"""
from __future__ import annotations

import ctypes
import itertools
import weakref
from ctypes import byref, c_size_t, c_void_p
from typing import Any, Iterable, Iterator

from ...errors import IRError
from . import attributes, loops, metadata, pipelines, values
from .library import DiagHandler, lib, one_line, take_message
from .loops import LoopLatch, LoopProperty
from .values import CallSite, FunctionInfo, Handle

_RETURN_STATUS_ACTION = 2  # LLVMReturnStatusAction

_tokens = itertools.count(1)


class CModule:
    """An LLVM module in its own LLVMContext, driven through the C API (context manager; not thread-shared)."""

    def __init__(self, ctx: int, mod: int, diagnostics: list[tuple[int, str]], handler: Any) -> None:
        self._ctx: int | None = ctx
        self._mod: int | None = mod
        self._diagnostics = diagnostics
        self._handler = handler  # keeps the ctypes callback alive as long as the context
        self._token = next(_tokens)
        self._generation = 0
        self._owner: CModule | None = None  # set on clones: the module whose context they live in
        self._clones: weakref.WeakSet[CModule] = weakref.WeakSet()

    # ----------------------------------------------------------------- creation
    @staticmethod
    def _new_context() -> tuple[int, list[tuple[int, str]], Any]:
        """A fresh context with a diagnostic handler that records (never prints, never exits on) diagnostics."""
        L = lib()
        ctx = L.LLVMContextCreate()
        diagnostics: list[tuple[int, str]] = []

        def handle(info: int, _user: int) -> None:
            diagnostics.append((L.LLVMGetDiagInfoSeverity(info), take_message(L.LLVMGetDiagInfoDescription(info))))

        handler = DiagHandler(handle)
        L.LLVMContextSetDiagnosticHandler(ctx, handler, None)
        return ctx, diagnostics, handler

    @staticmethod
    def _buffer(data: bytes, name: str) -> int:
        return lib().LLVMCreateMemoryBufferWithMemoryRangeCopy(data, len(data), name.encode())

    @classmethod
    def parse_ir(cls, text: str | bytes, name: str = "<input>") -> "CModule":
        """Parse textual LLVM IR; IRError with LLVM's one-line diagnostic (``name:line:col: error: ...``)."""
        data = text.encode() if isinstance(text, str) else bytes(text)
        L = lib()
        ctx, diags, handler = cls._new_context()
        buf, mod, msg = cls._buffer(data, name), c_void_p(), c_void_p()
        failed = L.LLVMParseIRInContext2(ctx, buf, byref(mod), byref(msg))
        L.LLVMDisposeMemoryBuffer(buf)
        if failed:
            message = take_message(msg.value)
            L.LLVMContextDispose(ctx)
            raise IRError(f"cannot parse IR {name}: {one_line(message)}")
        take_message(msg.value)
        return cls(ctx, mod.value, diags, handler)

    @classmethod
    def parse_bitcode(cls, data: bytes, name: str = "<input>") -> "CModule":
        """Parse LLVM bitcode (raw or wrapper); IRError with LLVM's reason (e.g. 'Invalid bitcode signature')."""
        L = lib()
        ctx, diags, handler = cls._new_context()
        buf, mod = cls._buffer(bytes(data), name), c_void_p()
        failed = L.LLVMParseBitcodeInContext2(ctx, buf, byref(mod))
        L.LLVMDisposeMemoryBuffer(buf)
        if failed or not mod.value:
            L.LLVMContextDispose(ctx)
            reason = "; ".join(text for _sev, text in diags) or "unknown error"
            raise IRError(f"cannot parse bitcode {name}: {one_line(reason)}")
        return cls(ctx, mod.value, diags, handler)

    def clone(self) -> "CModule":
        """A copy of the module in the same context (``LLVMCloneModule``; much cheaper than a bitcode round trip).

        The copy is an independent module for reading, passes and writing; it lives in this module's context, so
        disposing the module that owns the context also disposes its clones (later use raises IRError).
        """
        root = self._owner or self
        c = CModule(self._ctx, lib().LLVMCloneModule(self._m()), self._diagnostics, self._handler)
        c._owner = root
        root._clones.add(c)
        return c

    # ------------------------------------------------------------------ lifetime
    def dispose(self) -> None:
        """Free the module, and its context and clones unless it is a clone itself (idempotent)."""
        if self._mod is not None:
            L = lib()
            for c in list(self._clones):
                c.dispose()
            L.LLVMDisposeModule(self._mod)
            if self._owner is None:
                L.LLVMContextDispose(self._ctx)
            else:
                self._owner._clones.discard(self)
            self._mod = self._ctx = None
            self._generation += 1

    def __enter__(self) -> "CModule":
        return self

    def __exit__(self, *exc: object) -> None:
        self.dispose()

    def __del__(self) -> None:
        try:
            self.dispose()
        except Exception:  # interpreter shutdown: the library may be gone
            pass

    def _m(self) -> int:
        if self._mod is None:
            raise IRError("CModule used after dispose()")
        return self._mod

    # ------------------------------------------------------- raw access (ir.cir)
    @property
    def context_ref(self) -> int:
        """The ``LLVMContextRef`` (for :mod:`mlbridge_llvm.ir.cir`; valid until :meth:`dispose`)."""
        self._m()
        assert self._ctx is not None
        return self._ctx

    @property
    def module_ref(self) -> int:
        """The ``LLVMModuleRef`` (for :mod:`mlbridge_llvm.ir.cir`; valid until :meth:`dispose`)."""
        return self._m()

    def function_ref(self, name: str) -> int:
        """The ``LLVMValueRef`` of function ``@name``; IRError if there is none."""
        fn = lib().LLVMGetNamedFunction(self._m(), name.encode())
        if not fn:
            raise IRError(f"no function @{name} in {self.name}")
        return fn

    def function_refs(self) -> Iterator[int]:
        """The ``LLVMValueRef`` of every function (definitions and declarations), in module order."""
        L = lib()
        yield from values.walk(L.LLVMGetFirstFunction(self._m()), L.LLVMGetNextFunction)

    def handle_for(self, ptr: int) -> Handle:
        """A checked :class:`Handle` for a raw instruction pointer of this module."""
        return Handle(ptr, self._token, self._generation)

    def instruction_ref(self, handle: Handle) -> int:
        """The raw instruction pointer of ``handle``; IRError if it is stale (taken before the last
        :meth:`run_passes` or :meth:`mark_mutated`) or belongs to another module."""
        self._m()
        if handle.module_token != self._token or handle.generation != self._generation:
            raise IRError("stale or foreign handle (taken from another module or before run_passes)")
        return handle.ptr

    def mark_mutated(self) -> None:
        """Call after changing the IR through raw references: handles taken before become stale."""
        self._generation += 1

    @property
    def diagnostics(self) -> list[tuple[int, str]]:
        """(severity, text) of diagnostics LLVM reported on this context (0 error, 1 warning, 2 remark, 3 note)."""
        return list(self._diagnostics)

    # ---------------------------------------------------------------- properties
    @property
    def name(self) -> str:
        """The module identifier (the buffer name it was parsed from)."""
        size = c_size_t()
        ptr = lib().LLVMGetModuleIdentifier(self._m(), byref(size))
        return ctypes.string_at(ptr, size.value).decode() if ptr else ""

    @property
    def triple(self) -> str:
        """The module's target triple ('' if none)."""
        raw = lib().LLVMGetTarget(self._m())
        return raw.decode() if raw else ""

    def has_module_flag(self, key: str) -> bool:
        """Whether the module carries the module flag ``key`` (e.g. ``PIC Level``, which clang writes for PIC/PIE)."""
        raw = key.encode()
        return bool(lib().LLVMGetModuleFlag(self._m(), raw, len(raw)))

    @property
    def relocation_model(self) -> str:
        """The relocation model the module was compiled for, as llvmlite names it: ``pic`` when clang marked it
        ``PIC Level`` (``-fPIC``/``-fPIE``, Debian's default), else ``default``. What ``mlbridge-corpus run`` reads
        from the ``.cmd``, for code with no ``.cmd``."""
        return "pic" if self.has_module_flag("PIC Level") else "default"

    # ---------------------------------------------------------- reading/writing
    def to_bitcode(self) -> bytes:
        """Serialise to bitcode."""
        L = lib()
        buf = L.LLVMWriteBitcodeToMemoryBuffer(self._m())
        try:
            return ctypes.string_at(L.LLVMGetBufferStart(buf), L.LLVMGetBufferSize(buf))
        finally:
            L.LLVMDisposeMemoryBuffer(buf)

    def to_ir(self) -> str:
        """Print as textual IR."""
        return take_message(lib().LLVMPrintModuleToString(self._m()))

    def __str__(self) -> str:
        return self.to_ir()

    def verify(self) -> None:
        """Run LLVM's verifier; IRError with its message (one line) if the module is broken."""
        msg = c_void_p()
        broken = lib().LLVMVerifyModule(self._m(), _RETURN_STATUS_ACTION, byref(msg))
        text = take_message(msg.value)
        if broken:
            raise IRError(f"invalid module {self.name}: {one_line(text)}")

    # ------------------------------------------------------ passes (.pipelines)
    def run_passes(self, pipeline: str, target_triple: str | None = None, debug_logging: bool = False,
                   verify_each: bool = False) -> None:
        """Run a textual new-PM pipeline (as ``opt -passes=``) in place; PipelineError on a bad pipeline/pass error.

        The TargetMachine comes from ``target_triple`` or the module's triple (none if both are empty). Handles
        taken before are invalidated. A fatal LLVM error still kills the process: see :mod:`mlbridge_llvm.isolate`.
        With pass plug-ins (``opt -load-pass-plugin``): :func:`mlbridge_llvm.native.passes.run_passes_with_plugins`.
        """
        pipelines.run_passes(self, pipeline, target_triple, debug_logging, verify_each)

    # --------------------------------------------------------- values (.values)
    def functions(self) -> list[FunctionInfo]:
        """Every function (definitions and declarations) with block and instruction counts."""
        return values.functions(self)

    def instruction_count(self) -> int:
        """Total number of instructions in the module."""
        return sum(f.num_instructions for f in self.functions())

    def block_count(self) -> int:
        """Total number of basic blocks in the module."""
        return sum(f.num_blocks for f in self.functions())

    def call_sites(self, function: str | None = None) -> list[CallSite]:
        """Calls and invokes in program order (of one function, or all); intrinsics included (callee ``llvm.*``)."""
        return values.call_sites(self, function)

    # ------------------------------------------------- attributes (.attributes)
    def add_function_attribute(self, fn_name: str, attr: str) -> None:
        """Add a function attribute (``noinline``, ``alwaysinline``, ``minsize``, or ``"key=value"``).

        ``noinline``/``alwaysinline`` replace each other (both together fail verification).
        """
        attributes.add_function_attribute(self, fn_name, attr)

    def remove_function_attribute(self, fn_name: str, attr: str) -> None:
        """Remove an enum function attribute (no-op if absent)."""
        attributes.remove_function_attribute(self, fn_name, attr)

    def add_callsite_attribute(self, call: Handle | CallSite, attr: str) -> None:
        """Add a function attribute to one call site (e.g. ``alwaysinline``/``noinline``; they replace each other)."""
        attributes.add_callsite_attribute(self, call, attr)

    # ----------------------------------------------------- metadata (.metadata)
    def metadata(self, value: Any) -> int:
        """Build an LLVMMetadataRef from Python: str -> MDString, bool -> i1, int -> i32, list/tuple -> MDNode."""
        return metadata.metadata(self, value)

    def set_metadata(self, inst: Handle, kind: str, node: Any) -> None:
        """Attach metadata ``!kind`` to an instruction; ``node`` is Python data (see :meth:`metadata`) or a ref."""
        metadata.set_metadata(self, inst, kind, node)

    def get_metadata_strings(self, inst: Handle, kind: str) -> list[str]:
        """Names (first MDString) of the operand nodes of ``!kind`` on ``inst`` (e.g. loop properties)."""
        return metadata.get_metadata_strings(self, inst, kind)

    # ----------------------------------------------------------- loops (.loops)
    def loop_latches(self, function: str | None = None) -> list[LoopLatch]:
        """Back edges found by an iterative DFS over the CFG (no LoopInfo in the C API; see :mod:`.loops`)."""
        return loops.loop_latches(self, function)

    def set_loop_metadata(self, latch: Handle | LoopLatch, properties: Iterable[LoopProperty],
                          merge: bool = True) -> None:
        """Attach a distinct self-referential ``!llvm.loop`` node to a latch terminator.

        ``properties``: ``("llvm.loop.distribute.enable", True)``, ``("llvm.loop.unroll.count", 4)``,
        ``("llvm.loop.unroll.disable",)``. With ``merge``, properties already on the loop are kept unless
        a new one has the same name.
        """
        loops.set_loop_metadata(self, latch, properties, merge)

    def loop_properties(self, latch: Handle | LoopLatch) -> dict[str, bool | int | str | None]:
        """The ``!llvm.loop`` properties on a latch terminator, name -> value (see :func:`.loops.loop_properties`)."""
        return loops.loop_properties(self, latch)
