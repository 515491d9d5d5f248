"""Metadata: building metadata from Python data, attaching it to instructions, reading MDNode operands.

Back :meth:`CModule.metadata`, :meth:`CModule.set_metadata` and :meth:`CModule.get_metadata_strings`;
:func:`kind_id` and :func:`node_operands` are the pieces :mod:`.loops` builds ``!llvm.loop`` nodes with.
"""
from __future__ import annotations

import ctypes
from ctypes import byref, c_uint, c_void_p
from typing import TYPE_CHECKING, Any

from ...errors import IRError
from .library import lib

if TYPE_CHECKING:
    from .module import CModule
    from .values import Handle


def metadata(module: CModule, value: Any) -> int:
    """An LLVMMetadataRef in ``module``'s context: str -> MDString, bool -> i1, int -> i32, list/tuple -> MDNode."""
    L = lib()
    if isinstance(value, str):
        raw = value.encode()
        return L.LLVMMDStringInContext2(module.context_ref, raw, len(raw))
    if isinstance(value, bool):
        return L.LLVMValueAsMetadata(L.LLVMConstInt(L.LLVMInt1TypeInContext(module.context_ref), int(value), 0))
    if isinstance(value, int):
        if not -(1 << 31) <= value < (1 << 32):
            raise IRError(f"metadata integer {value} does not fit i32")
        return L.LLVMValueAsMetadata(L.LLVMConstInt(L.LLVMInt32TypeInContext(module.context_ref),
                                                    value & 0xFFFFFFFF, 1))
    if isinstance(value, (list, tuple)):
        ops = [metadata(module, v) for v in value]
        return L.LLVMMDNodeInContext2(module.context_ref, (c_void_p * len(ops))(*ops), len(ops))
    raise IRError(f"cannot turn {type(value).__name__} into LLVM metadata")


def kind_id(module: CModule, kind: str) -> int:
    """The metadata kind id of ``!kind`` (e.g. ``llvm.loop``) in ``module``'s context."""
    return lib().LLVMGetMDKindIDInContext(module.context_ref, kind.encode(), len(kind))


def set_metadata(module: CModule, inst: Handle, kind: str, node: Any) -> None:
    """Attach ``!kind`` to an instruction; ``node`` is Python data (see :func:`metadata`) or a metadata ref."""
    L = lib()
    md = node if isinstance(node, int) and not isinstance(node, bool) else metadata(module, node)
    L.LLVMSetMetadata(module.instruction_ref(inst), kind_id(module, kind),
                      L.LLVMMetadataAsValue(module.context_ref, md))


def get_metadata_strings(module: CModule, inst: Handle, kind: str) -> list[str]:
    """Names (first MDString) of the operand nodes of ``!kind`` on ``inst`` (e.g. loop properties)."""
    node = lib().LLVMGetMetadata(module.instruction_ref(inst), kind_id(module, kind))
    return [key for key, _md in node_operands(node)] if node else []


def node_operands(node_value: int) -> list[tuple[str | None, int]]:
    """(key, metadata) of each operand of an MDNode value; key = first MDString of a sub-node, else None."""
    L = lib()
    count = L.LLVMGetMDNodeNumOperands(node_value)
    values = (c_void_p * count)()
    L.LLVMGetMDNodeOperands(node_value, values)
    result = []
    for value in values:
        result.append((_node_key(value) if value else None, L.LLVMValueAsMetadata(value) if value else 0))
    return result


def _node_key(value: int) -> str | None:
    L = lib()
    count = L.LLVMGetMDNodeNumOperands(value)
    if count == 0:
        return None
    values = (c_void_p * count)()
    L.LLVMGetMDNodeOperands(value, values)
    size = c_uint()
    ptr = L.LLVMGetMDString(values[0], byref(size)) if values[0] else None
    return ctypes.string_at(ptr, size.value).decode() if ptr else None
