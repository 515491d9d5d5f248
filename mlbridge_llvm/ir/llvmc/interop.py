"""Interop with llvmlite: hand a module over to/from an llvmlite ``ModuleRef``, through bitcode.

llvmlite's static LLVM 22.1.0 and the wheel's LLVM 22.1.8 read each other's bitcode. Bitcode does not keep use-list
order, so after a hand-over the order of blocks in ``; preds =`` comments may differ; instructions do not.
llvmlite is imported only when :func:`to_llvmlite` runs (isolate workers never import it).
"""
from __future__ import annotations

from typing import Any

from ...errors import IRError
from .library import one_line
from .module import CModule


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

