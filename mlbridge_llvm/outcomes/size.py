"""``.text`` bytes: of an object, of a module compiled by LLVM's code generator, of each function in it.

A module is compiled the way ``mlbridge-corpus run`` and the size guards compile it (llvmlite's LLVM 22 code
generator in this process, codegen ``-O2`` by default, relocation model as given), so the figures here are the
ones the kit's size goals are stated in. A function's size is its symbol's size in an executable section (ELF
``st_size`` of its ``FUNC`` symbol), the bytes its code takes in the module's ``.text``.
"""
from __future__ import annotations

import struct
from typing import Any

from ..errors import IRError

__all__ = ["function_text_size", "function_text_sizes", "module_text_size", "object_text_size"]

_SHT_SYMTAB = 2
_SHF_EXECINSTR = 0x4
_STT_FUNC = 2


def object_text_size(obj: bytes) -> int:
    """Bytes in the executable sections of an ELF object."""
    from ..ir.codegen import text_size

    return text_size(obj)


def compile_object(module: Any, opt_level: int = 2, reloc: str = "default") -> bytes:
    """An ELF object of ``module``: IR text, bitcode, a :class:`~mlbridge_llvm.ir.llvmc.CModule` or an llvmlite
    module (compiled as given: the caller's module is never changed)."""
    import llvmlite.binding as llvm

    from ..ir import codegen

    codegen.init_native()
    if hasattr(module, "to_bitcode"):  # a CModule
        mod, copy = llvm.parse_bitcode(module.to_bitcode()), False
    elif isinstance(module, (bytes, bytearray)):
        mod, copy = llvm.parse_bitcode(bytes(module)), False
    elif isinstance(module, str):
        try:
            mod, copy = llvm.parse_assembly(module), False
        except RuntimeError as e:
            raise IRError(f"cannot parse the module: {' '.join(str(e).split())}") from None
    else:
        mod, copy = module, True
    return codegen.emit_object(mod, opt_level, copy=copy, reloc=reloc)


def module_text_size(module: Any, opt_level: int = 2, reloc: str = "default") -> int:
    """``.text`` bytes of ``module`` (any form :func:`compile_object` takes) compiled at codegen ``opt_level``."""
    return object_text_size(compile_object(module, opt_level, reloc))


def function_text_sizes(obj: bytes) -> dict[str, int]:
    """Bytes of code of each function defined in an ELF64 little-endian object: name -> the size of its ``FUNC``
    symbol in an executable section."""
    if len(obj) < 64 or obj[:4] != b"\x7fELF" or obj[4] != 2 or obj[5] != 1:
        raise IRError("not an ELF64 little-endian object file")
    shoff = struct.unpack_from("<Q", obj, 0x28)[0]
    shentsize, shnum = struct.unpack_from("<HH", obj, 0x3A)
    if shoff + shentsize * shnum > len(obj):
        raise IRError("truncated ELF object file")
    sections = [struct.unpack_from("<IIQQQQIIQQ", obj, shoff + i * shentsize) for i in range(shnum)]
    executable = {i for i, s in enumerate(sections) if s[2] & _SHF_EXECINSTR}
    sizes: dict[str, int] = {}
    for sec in sections:
        if sec[1] != _SHT_SYMTAB:
            continue
        _, _, _, _, offset, size, link, _, _, entsize = sec
        names = sections[link]
        for at in range(offset, offset + size, entsize or 24):
            st_name, st_info, _, st_shndx, _, st_size = struct.unpack_from("<IBBHQQ", obj, at)
            if st_info & 0xF != _STT_FUNC or st_shndx not in executable:
                continue
            start = names[4] + st_name
            name = obj[start:obj.index(b"\0", start)].decode("utf-8", "replace")
            sizes[name] = sizes.get(name, 0) + st_size
    return sizes


def function_text_size(module: Any, function: str, opt_level: int = 2, reloc: str = "default") -> int:
    """Bytes of code of ``function`` in ``module`` compiled as :func:`module_text_size` compiles it; IRError if the
    compiled module does not define it (not defined, or inlined everywhere and removed)."""
    sizes = function_text_sizes(compile_object(module, opt_level, reloc))
    if function not in sizes:
        raise IRError(f"function {function!r} has no code in the compiled module")
    return sizes[function]
