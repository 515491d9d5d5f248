"""Loops as the LLVM-C API alone sees them: back edges (loop latches) found on the CFG, and ``!llvm.loop`` metadata
on latch terminators.

The C API has no LoopInfo: :func:`retreating_edges` walks the CFG depth-first from the entry block (an edge to a block
still on the DFS stack is a back edge). For reducible CFGs (everything clang emits) this finds exactly the natural
loops' latches; for irreducible CFGs an edge may be reported that LLVM does not treat as a loop. A loop with several
latches gets one :class:`LoopLatch` per latch; LLVM expects the same ``!llvm.loop`` on all of them. LLVM's own
LoopInfo (nesting, preheader, exits, SCEV trip counts) is :mod:`mlbridge_llvm.ir.loops`, through the native
analysis library; it hands out the same latch handles, which the metadata functions here take.

:func:`set_loop_metadata` builds distinct self-referential ``!llvm.loop`` nodes through the C API and
:func:`loop_properties` reads one back; :func:`add_loop_metadata_text` is the textual fallback for tools that only
have the IR text.
"""
from __future__ import annotations

import ctypes
import re
from ctypes import byref, c_uint, c_void_p
from typing import TYPE_CHECKING, Any, Iterable, NamedTuple, Sequence

from ...errors import IRError
from .library import lib, take_message
from .metadata import kind_id, metadata, node_operands
from .values import Handle, iter_blocks, value_name
from .values import successors as block_successors

if TYPE_CHECKING:
    from .module import CModule


class LoopLatch(NamedTuple):
    """A back edge found by DFS: function, header and latch block names (index if unnamed), latch terminator."""

    function: str
    header: str
    latch: str
    handle: Handle


# Loop property: (name,) or (name, value) with value True/False (i1), int (i32), str (MDString), or None (no value).
LoopProperty = tuple[str] | tuple[str, bool | int | str | None]


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


def loop_latches(module: CModule, function: str | None = None) -> list[LoopLatch]:
    """Back edges of the defined functions of ``module`` (or of ``@function``), by :func:`retreating_edges`."""
    fns = [module.function_ref(function)] if function else list(module.function_refs())
    return [latch for fn in fns if not lib().LLVMIsDeclaration(fn) for latch in _back_edges(module, fn)]


def _back_edges(module: CModule, fn: int) -> list[LoopLatch]:
    L = lib()
    blocks = list(iter_blocks(fn))
    labels = {bb: (L.LLVMGetBasicBlockName(bb) or b"").decode() or str(i) for i, bb in enumerate(blocks)}
    fname, found, seen = value_name(fn), [], set()
    for bb, succ in retreating_edges(L.LLVMGetEntryBasicBlock(fn), block_successors):
        term = L.LLVMGetBasicBlockTerminator(bb)
        if term not in seen:
            seen.add(term)
            found.append(LoopLatch(fname, labels[succ], labels[bb], module.handle_for(term)))
    return found


def set_loop_metadata(module: CModule, latch: Handle | LoopLatch, properties: Iterable[LoopProperty],
                      merge: bool = True) -> None:
    """Attach a distinct self-referential ``!llvm.loop`` node to a latch terminator (see
    :meth:`CModule.set_loop_metadata`)."""
    L = lib()
    inst = module.instruction_ref(latch.handle if isinstance(latch, LoopLatch) else latch)
    ctx = module.context_ref
    new = [_loop_property(module, p) for p in properties]
    names = {p[0] for p in properties}
    kept = _existing_loop_properties(module, inst, names) if merge else []
    temp = L.LLVMTemporaryMDNode(ctx, None, 0)
    ops = [temp, *kept, *new]
    node = L.LLVMMDNodeInContext2(ctx, (c_void_p * len(ops))(*ops), len(ops))
    L.LLVMMetadataReplaceAllUsesWith(temp, node)  # self-reference: LLVM makes the node distinct; temp freed
    L.LLVMSetMetadata(inst, kind_id(module, "llvm.loop"), L.LLVMMetadataAsValue(ctx, node))


def loop_properties(module: CModule, latch: Handle | LoopLatch) -> dict[str, bool | int | str | None]:
    """The properties of the ``!llvm.loop`` on a latch terminator, name -> value: ``True``/``False`` for an i1,
    an int for another integer, a str for an MDString, None for a property without a value (or one whose value is
    another node, e.g. ``llvm.loop.distribute.followup_all``); ``{}`` without ``!llvm.loop``."""
    L = lib()
    inst = module.instruction_ref(latch.handle if isinstance(latch, LoopLatch) else latch)
    node = L.LLVMGetMetadata(inst, kind_id(module, "llvm.loop"))
    if not node:
        return {}
    out: dict[str, bool | int | str | None] = {}
    for value in _operands(node)[1:]:  # operand 0 is the node itself
        ops = _operands(value) if value else []
        name = _md_string(ops[0]) if ops and ops[0] else None
        if name is not None:
            out[name] = _property_value(ops[1]) if len(ops) > 1 and ops[1] else None
    return out


def _operands(node_value: int) -> list[int]:
    L = lib()
    count = L.LLVMGetMDNodeNumOperands(node_value)
    values = (c_void_p * count)()
    L.LLVMGetMDNodeOperands(node_value, values)
    return [v or 0 for v in values]


def _md_string(value: int) -> str | None:
    size = c_uint()
    ptr = lib().LLVMGetMDString(value, byref(size))
    return ctypes.string_at(ptr, size.value).decode() if ptr else None


def _property_value(value: int) -> bool | int | str | None:
    L = lib()
    if L.LLVMIsAConstantInt(value):
        number = int(L.LLVMConstIntGetSExtValue(value))
        return bool(number) if take_message(L.LLVMPrintTypeToString(L.LLVMTypeOf(value))) == "i1" else number
    return _md_string(value)


def _loop_property(module: CModule, prop: Sequence[Any]) -> int:
    if len(prop) == 1 or prop[1] is None:
        return metadata(module, [prop[0]])
    return metadata(module, [prop[0], prop[1]])


def _existing_loop_properties(module: CModule, inst: int, replaced: set[str]) -> list[int]:
    node = lib().LLVMGetMetadata(inst, kind_id(module, "llvm.loop"))
    if not node:
        return []
    return [md for key, md in node_operands(node)[1:] if md and key not in replaced]


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
