"""Attributes: function attributes and call-site attributes (``noinline``, ``alwaysinline``, ``"key=value"``).

Back :meth:`CModule.add_function_attribute`, :meth:`CModule.remove_function_attribute` and
:meth:`CModule.add_callsite_attribute`; :func:`attribute_kind` maps an enum attribute name to LLVM's kind id.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...errors import IRError
from .library import lib
from .values import CallSite

if TYPE_CHECKING:
    from .module import CModule
    from .values import Handle

_ATTRIBUTE_FUNCTION_INDEX = 0xFFFFFFFF  # LLVMAttributeFunctionIndex (~0U)
_CONFLICTING = {"noinline": "alwaysinline", "alwaysinline": "noinline"}


def attribute_kind(attr: str) -> int:
    """LLVM's kind id of the enum attribute ``attr`` (e.g. ``noalias``); IRError if LLVM does not know it."""
    kind = lib().LLVMGetEnumAttributeKindForName(attr.encode(), len(attr))
    if not kind:
        raise IRError(f"unknown LLVM attribute {attr!r}")
    return kind


def _attribute(module: CModule, attr: str) -> int:
    """An enum attribute by name, or a string attribute from ``"key=value"``, in ``module``'s context."""
    L = lib()
    if "=" in attr:
        key, value = (s.encode() for s in attr.split("=", 1))
        return L.LLVMCreateStringAttribute(module.context_ref, key, len(key), value, len(value))
    return L.LLVMCreateEnumAttribute(module.context_ref, attribute_kind(attr), 0)


def defines_function_with(module: CModule, attr: str) -> bool:
    """Whether some function *defined* in ``module`` carries the enum attribute ``attr`` (e.g. ``alwaysinline``)."""
    L = lib()
    kind = attribute_kind(attr)
    return any(not L.LLVMIsDeclaration(fn) and L.LLVMGetEnumAttributeAtIndex(fn, _ATTRIBUTE_FUNCTION_INDEX, kind)
               for fn in module.function_refs())


def add_function_attribute(module: CModule, fn_name: str, attr: str) -> None:
    """Add a function attribute to ``@fn_name``; ``noinline``/``alwaysinline`` replace each other."""
    L = lib()
    fn = module.function_ref(fn_name)
    if attr in _CONFLICTING:
        L.LLVMRemoveEnumAttributeAtIndex(fn, _ATTRIBUTE_FUNCTION_INDEX, attribute_kind(_CONFLICTING[attr]))
    L.LLVMAddAttributeAtIndex(fn, _ATTRIBUTE_FUNCTION_INDEX, _attribute(module, attr))


def remove_function_attribute(module: CModule, fn_name: str, attr: str) -> None:
    """Remove an enum function attribute from ``@fn_name`` (no-op if absent)."""
    lib().LLVMRemoveEnumAttributeAtIndex(module.function_ref(fn_name), _ATTRIBUTE_FUNCTION_INDEX,
                                         attribute_kind(attr))


def add_callsite_attribute(module: CModule, call: Handle | CallSite, attr: str) -> None:
    """Add a function attribute to one call site; ``noinline``/``alwaysinline`` replace each other."""
    L = lib()
    inst = module.instruction_ref(call.handle if isinstance(call, CallSite) else call)
    if attr in _CONFLICTING:
        L.LLVMRemoveCallSiteEnumAttribute(inst, _ATTRIBUTE_FUNCTION_INDEX, attribute_kind(_CONFLICTING[attr]))
    L.LLVMAddCallSiteAttribute(inst, _ATTRIBUTE_FUNCTION_INDEX, _attribute(module, attr))
