"""Pass pipelines: textual new-PM pipelines (as ``opt -passes=``) run on a module, with a TargetMachine.

Backs :meth:`CModule.run_passes`. Pipeline text follows opt exactly: e.g. ``cgscc(inline),loop-mssa(licm)`` is
rejected ("invalid use of 'loop-mssa' pass as module pipeline"); nest it: ``cgscc(inline),function(loop-mssa(licm))``.
A fatal error inside LLVM still kills the process: run untrusted pipelines through :mod:`mlbridge_llvm.isolate`.
"""
from __future__ import annotations

from ctypes import byref, c_void_p
from typing import TYPE_CHECKING, Callable

from ...errors import PipelineError
from .library import activity, initialize_target, lib, one_line, take_error, take_message

if TYPE_CHECKING:
    from .module import CModule

_DS_ERROR = 0  # LLVMDSError
_CODEGEN_DEFAULT, _RELOC_DEFAULT, _CODEMODEL_DEFAULT = 2, 0, 0
_RELOC_PIC = 2  # LLVMRelocPIC

#: The relocation model of the TargetMachine pipelines run with: ``"default"`` (the target's default, as ``opt``
#: without ``-relocation-model``) or ``"module"`` (PIC when the module carries clang's ``PIC Level`` flag, as clang
#: runs its optimizer: IR passes such as ``rel-lookup-table-converter`` ask the TargetMachine). Process-global;
#: ``mlbridge-cc``'s worker sets ``"module"`` to reproduce the front end's objects.
_reloc_policy = "default"


def set_relocation_policy(policy: str) -> None:
    """``"default"`` or ``"module"`` (see :data:`_reloc_policy`), for every later pipeline run of this process."""
    global _reloc_policy
    if policy not in ("default", "module"):
        raise ValueError(f"relocation policy must be 'default' or 'module', not {policy!r}")
    _reloc_policy = policy


def target_machine(triple: str, reloc: int = _RELOC_DEFAULT, opt_level: int = _CODEGEN_DEFAULT,
                   asm_parser: bool = False) -> int | None:
    """A new TargetMachine for ``triple`` (generic CPU, like opt without -mcpu; ``reloc`` an ``LLVMRelocMode``,
    ``opt_level`` an ``LLVMCodeGenOptLevel``; ``asm_parser``: the target's assembly parser registered too, for code
    generation of inline assembly), or None if no such target.

    The caller owns it (``LLVMDisposeTargetMachine``).
    """
    if not triple or not initialize_target(triple, asm_parser):
        return None
    L = lib()
    target, err = c_void_p(), c_void_p()
    if L.LLVMGetTargetFromTriple(triple.encode(), byref(target), byref(err)):
        take_message(err.value)
        return None
    return L.LLVMCreateTargetMachine(target, triple.encode(), b"", b"", opt_level, reloc, _CODEMODEL_DEFAULT) or None


#: Runs a pipeline text on a raw module with a TargetMachine (``(module, pipeline, tm, verify_each) -> error text``,
#: ``''`` on success): the default is ``LLVMRunPasses``; :mod:`mlbridge_llvm.native.passes` passes one that
#: registers pass plug-ins first (this layer knows nothing of plug-ins).
PassRunner = Callable[[int, str, "int | None", bool], str]


def run_passes(module: CModule, pipeline: str, target_triple: str | None = None, debug_logging: bool = False,
               verify_each: bool = False, runner: PassRunner | None = None) -> None:
    """Run ``pipeline`` on ``module`` in place (see :meth:`CModule.run_passes`); PipelineError on failure."""
    L = lib()
    mod = module.module_ref
    pic = _reloc_policy == "module" and module.has_module_flag("PIC Level")
    tm = target_machine(target_triple or module.triple, _RELOC_PIC if pic else _RELOC_DEFAULT)
    options = L.LLVMCreatePassBuilderOptions()
    L.LLVMPassBuilderOptionsSetDebugLogging(options, int(debug_logging))
    L.LLVMPassBuilderOptionsSetVerifyEach(options, int(verify_each))
    first_diag = len(module.diagnostics)
    module.mark_mutated()
    try:
        with activity(f"in pipeline '{pipeline}' on {module.name}"):
            if runner is not None:
                message = runner(mod, pipeline, tm, verify_each)
            else:
                message = take_error(L.LLVMRunPasses(mod, pipeline.encode(), tm, options))
    finally:
        L.LLVMDisposePassBuilderOptions(options)
        if tm:
            L.LLVMDisposeTargetMachine(tm)
    errors = [text for sev, text in module.diagnostics[first_diag:] if sev == _DS_ERROR]
    if message or errors:
        raise PipelineError(f"pipeline '{pipeline}' failed on {module.name}: {one_line(message or errors[0])}")
