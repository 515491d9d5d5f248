"""Values of a module: functions, basic blocks, instructions and call sites, and handles to instructions.

The walking functions (:func:`value_name`, :func:`walk`, :func:`iter_blocks`, :func:`iter_instructions`,
:func:`successors`) take raw ``LLVMValueRef``/``LLVMBasicBlockRef`` pointers; :func:`functions` and
:func:`call_sites` take a :class:`~.module.CModule` (they back :meth:`CModule.functions` and
:meth:`CModule.call_sites`).
"""
from __future__ import annotations

import ctypes
from ctypes import byref, c_size_t
from typing import TYPE_CHECKING, Callable, Iterator, NamedTuple

from .library import lib

if TYPE_CHECKING:
    from .module import CModule


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


#: LLVM-C ``LLVMOpcode`` values (llvm-c/Core.h, LLVM 22) -> ``Instruction::getOpcodeName()``.
OPCODE_NAMES: dict[int, str] = {
    1: "ret", 2: "br", 3: "switch", 4: "indirectbr", 5: "invoke", 7: "unreachable", 67: "callbr", 66: "fneg",
    8: "add", 9: "fadd", 10: "sub", 11: "fsub", 12: "mul", 13: "fmul", 14: "udiv", 15: "sdiv", 16: "fdiv",
    17: "urem", 18: "srem", 19: "frem", 20: "shl", 21: "lshr", 22: "ashr", 23: "and", 24: "or", 25: "xor",
    26: "alloca", 27: "load", 28: "store", 29: "getelementptr", 30: "trunc", 31: "zext", 32: "sext", 33: "fptoui",
    34: "fptosi", 35: "uitofp", 36: "sitofp", 37: "fptrunc", 38: "fpext", 39: "ptrtoint", 69: "ptrtoaddr",
    40: "inttoptr", 41: "bitcast", 60: "addrspacecast", 42: "icmp", 43: "fcmp", 44: "phi", 45: "call",
    46: "select", 47: "userop1", 48: "userop2", 49: "va_arg", 50: "extractelement", 51: "insertelement",
    52: "shufflevector", 53: "extractvalue", 54: "insertvalue", 68: "freeze", 55: "fence", 56: "cmpxchg",
    57: "atomicrmw", 58: "resume", 59: "landingpad", 61: "cleanupret", 62: "catchret", 63: "catchpad",
    64: "cleanuppad", 65: "catchswitch",
}


def value_name(value: int) -> str:
    """Name of a value (function, block value, instruction, argument) or ``""``."""
    size = c_size_t()
    ptr = lib().LLVMGetValueName2(value, byref(size))
    return ctypes.string_at(ptr, size.value).decode() if ptr else ""


def walk(first: int, next_: Callable[[int], int]) -> Iterator[int]:
    """One of LLVM-C's intrusive lists (functions, blocks, instructions, uses): ``first``, then ``next_`` of each
    item until null."""
    item = first
    while item:
        yield item
        item = next_(item)


def iter_blocks(fn: int) -> Iterator[int]:
    """Basic blocks of a function in layout order."""
    L = lib()
    yield from walk(L.LLVMGetFirstBasicBlock(fn), L.LLVMGetNextBasicBlock)


def iter_instructions(bb: int) -> Iterator[int]:
    """Instructions of a basic block in order."""
    L = lib()
    yield from walk(L.LLVMGetFirstInstruction(bb), L.LLVMGetNextInstruction)


def discard_local_names(module: CModule) -> None:
    """Drop the names of every argument, block and instruction (clang's ``-discard-value-names``: the values are
    then numbered when printed); globals keep theirs."""
    L = lib()
    for fn in walk(L.LLVMGetFirstFunction(module.module_ref), L.LLVMGetNextFunction):
        for i in range(L.LLVMCountParams(fn)):
            L.LLVMSetValueName2(L.LLVMGetParam(fn, i), b"", 0)
        for bb in iter_blocks(fn):
            L.LLVMSetValueName2(L.LLVMBasicBlockAsValue(bb), b"", 0)
            for inst in iter_instructions(bb):
                L.LLVMSetValueName2(inst, b"", 0)
    module.mark_mutated()


def successors(bb: int) -> list[int]:
    """Successor blocks of a basic block (from its terminator; none if it has no terminator yet)."""
    L = lib()
    term = L.LLVMGetBasicBlockTerminator(bb)
    if not term:
        return []
    return [L.LLVMGetSuccessor(term, k) for k in range(L.LLVMGetNumSuccessors(term))]


def functions(module: CModule) -> list[FunctionInfo]:
    """Every function (definitions and declarations) of ``module`` with block and instruction counts."""
    L = lib()
    result = []
    for fn in module.function_refs():
        n_inst = sum(1 for bb in iter_blocks(fn) for _ in iter_instructions(bb))
        result.append(FunctionInfo(value_name(fn), bool(L.LLVMIsDeclaration(fn)), L.LLVMCountBasicBlocks(fn), n_inst))
    return result


def call_sites(module: CModule, function: str | None = None) -> list[CallSite]:
    """Calls and invokes of ``module`` in program order (of one function, or all); intrinsics included."""
    L = lib()
    fns = [module.function_ref(function)] if function else list(module.function_refs())
    sites = []
    for fn in fns:
        caller = value_name(fn)
        for bb in iter_blocks(fn):
            for inst in iter_instructions(bb):
                if L.LLVMIsACallInst(inst) or L.LLVMIsAInvokeInst(inst):
                    target = L.LLVMGetCalledValue(inst)
                    callee = value_name(target) if target and L.LLVMIsAFunction(target) else None
                    sites.append(CallSite(caller, callee, module.handle_for(inst)))
    return sites
