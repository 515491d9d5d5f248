"""Native code generation through llvmlite's TargetMachine (LLVM 22.1.0, in-process): objects, assembly, .text size.

The native target and asm printer are initialised once. Target machines are cached per
(triple, cpu, features, opt level, reloc, code model). Emission runs on a clone of the module by default, because
LLVM's codegen IR passes (CodeGenPrepare, ...) modify the module they compile.

:func:`set_llvm_options` sets llvmlite's LLVM cl::opts in-process (e.g. MLGO's ``-regalloc-enable-advisor=release``);
they are process-global and stay set. LLVM prints a bad *value* to stderr (turned into ConfigError here) but
ignores an unknown flag name silently; and they are separate from the cl::opts of the wheel's libLLVM.so
(:func:`mlbridge_llvm.ir.llvmc.parse_command_line_options`).
"""
from __future__ import annotations

import functools
import os
import struct
import sys
import tempfile
import threading
from typing import Any

from ..errors import ConfigError, IRError

#: Held while llvmlite generates code, and by whoever sets llvmlite's process-wide cl::opts around a compilation
#: (ml-regalloc's interactive advisors), so no other code generation runs with them set.
CODEGEN_LOCK = threading.RLock()


@functools.lru_cache(maxsize=None)
def init_native() -> None:
    """Initialise llvmlite's native target and asm printer (once)."""
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_native_asmparser()  # modules with inline asm abort codegen without it ("no asm parser")


@functools.lru_cache(maxsize=32)
def target_machine(triple: str = "", opt_level: int = 2, cpu: str = "", features: str = "",
                   reloc: str = "default", codemodel: str = "default") -> Any:
    """A cached llvmlite ``TargetMachine`` ('' triple = the host's default triple)."""
    import llvmlite.binding as llvm

    init_native()
    if opt_level not in (0, 1, 2, 3):
        raise ConfigError(f"codegen opt level must be 0..3, not {opt_level!r}")
    try:
        target = llvm.Target.from_triple(triple or llvm.get_default_triple())
    except RuntimeError as err:
        raise IRError(f"no target for triple {triple!r}: {str(err).strip()}") from None
    return target.create_target_machine(cpu=cpu, features=features, opt=opt_level, reloc=reloc,
                                        codemodel=codemodel)


def _prepare(mod: Any, copy: bool) -> Any:
    return mod.clone() if copy else mod


def _emit(kind: str, mod: Any, opt_level: int, options: dict[str, str] | None, copy: bool, **tm_args: Any) -> Any:
    if options:
        set_llvm_options(**options)
    work = _prepare(mod, copy)
    machine = target_machine(work.triple, opt_level, **tm_args)
    with CODEGEN_LOCK:
        try:
            return machine.emit_object(work) if kind == "object" else machine.emit_assembly(work)
        except RuntimeError as err:
            raise IRError(f"code generation failed for {mod.name}: {str(err).strip()}") from None


def emit_object(mod: Any, opt_level: int = 2, options: dict[str, str] | None = None, *, copy: bool = True,
                cpu: str = "", features: str = "", reloc: str = "default", codemodel: str = "default") -> bytes:
    """Object file (ELF on Linux) for an llvmlite module; ``options`` are cl::opts set first (see module doc)."""
    return _emit("object", mod, opt_level, options, copy, cpu=cpu, features=features, reloc=reloc,
                 codemodel=codemodel)


def emit_assembly(mod: Any, opt_level: int = 2, options: dict[str, str] | None = None, *, copy: bool = True,
                  cpu: str = "", features: str = "", reloc: str = "default", codemodel: str = "default") -> str:
    """Assembly text for an llvmlite module (same arguments as :func:`emit_object`)."""
    return _emit("assembly", mod, opt_level, options, copy, cpu=cpu, features=features, reloc=reloc,
                 codemodel=codemodel)


def text_size(obj: bytes) -> int:
    """Total size in bytes of the executable (``.text*``) sections of an object file."""
    import llvmlite.binding as llvm

    _check_elf(obj)  # llvmlite crashes (segfault) on bytes that are not an object file
    try:
        objfile = llvm.ObjectFileRef.from_data(obj)
    except RuntimeError as err:
        raise IRError(f"not an object file: {str(err).strip()}") from None
    # The iterator yields itself, advanced in place: read each section before the next step; keep objfile alive.
    return sum(section.size() for section in objfile.sections() if section.is_text())


def text_size_of_bitcode(bitcode: bytes, reloc: str = "default") -> int:
    """``.text`` bytes of a module given as bitcode (llvmlite codegen -O2, relocation model ``reloc``)."""
    import llvmlite.binding as llvm

    return text_size(emit_object(llvm.parse_bitcode(bitcode), copy=False, reloc=reloc))


def _check_elf(obj: bytes) -> None:
    """IRError unless ``obj`` is a 64/32-bit ELF whose section header table lies inside the data."""
    if len(obj) < 64 or obj[:4] != b"\x7fELF" or obj[4] not in (1, 2) or obj[5] not in (1, 2):
        raise IRError("not an ELF object file (text_size reads ELF only)")
    order = "<" if obj[5] == 1 else ">"
    wide = obj[4] == 2
    shoff = struct.unpack_from(order + ("Q" if wide else "I"), obj, 0x28 if wide else 0x20)[0]
    shentsize, shnum = struct.unpack_from(order + "HH", obj, 0x3A if wide else 0x2E)
    end = shoff + shentsize * shnum
    if end > len(obj):
        raise IRError(f"truncated ELF object file ({len(obj)} bytes, section headers end at {end})")


def _flag(name: str, value: Any) -> str:
    name = name.lstrip("-").replace("_", "-")
    if value is True:
        return f"-{name}"
    if value is False:
        return f"-{name}=false"
    return f"-{name}={value}"


def set_llvm_options(**flags: Any) -> None:
    """Set llvmlite's LLVM cl::opts: ``set_llvm_options(enable_ml_inliner="release")`` = ``-enable-ml-inliner=release``.

    ``_`` in names become ``-``; ``True`` gives a bare flag. A value LLVM rejects raises ConfigError with its message.
    """
    import llvmlite.binding as llvm

    for name, value in flags.items():
        flag = _flag(name, value)
        complaint = _capture_stderr(lambda: llvm.set_option("", flag))
        if complaint:
            raise ConfigError(f"LLVM rejected {flag}: {complaint}")
    target_machine.cache_clear()  # some options (e.g. -x86-asm-syntax) are read when a TargetMachine is made


def _capture_stderr(action: Any) -> str:
    """Run ``action`` with fd 2 redirected to a temporary file; return what was written there."""
    sys.stderr.flush()
    with CODEGEN_LOCK, tempfile.TemporaryFile() as sink:
        saved = os.dup(2)
        try:
            os.dup2(sink.fileno(), 2)
            action()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        sink.seek(0)
        text = sink.read().decode("utf-8", "replace")
    return " ".join(line.strip(" :") for line in text.splitlines() if line.strip())
