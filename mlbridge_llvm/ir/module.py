"""Load and write LLVM modules like ``opt`` does: ``.ll`` text or ``.bc`` bitcode, ``-`` for stdin/stdout.

Modules are llvmlite ``ModuleRef``s (LLVM 22.1.0). Bitcode is recognised by its magic (``BC\\xc0\\xde``, or the
wrapper header ``0x0B17C0DE`` that Darwin tools emit), everything else is parsed as text. Every failure is an
:class:`~mlbridge_llvm.errors.IRError` with one line that carries LLVM's own diagnostic
(``path:line:col: error: ...`` for text, the bitcode reader's reason for bitcode), never a traceback from LLVM.

Writing is atomic: a temporary file in the target directory, then ``os.replace``. Note: modules parsed from text
by llvmlite keep ``source_filename = "<string>"`` (llvmlite cannot set it); the module *name* (``ModuleID``) is
set to the path.
"""
from __future__ import annotations

import os
import sys
import tempfile
from typing import Any

from ..errors import IRError

BITCODE_MAGIC = b"BC\xc0\xde"
WRAPPER_MAGIC = (0x0B17C0DE).to_bytes(4, "little")


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


_UMASK = _umask()


def is_bitcode(data: bytes) -> bool:
    """True if ``data`` starts with the raw bitcode magic or the bitcode wrapper magic."""
    return data[:4] in (BITCODE_MAGIC, WRAPPER_MAGIC)


def _display(path: str) -> str:
    return "<stdin>" if path == "-" else path


def _read(path: str) -> bytes:
    try:
        if path == "-":
            return sys.stdin.buffer.read()
        with open(path, "rb") as handle:
            return handle.read()
    except OSError as err:
        raise IRError(f"cannot read {_display(path)}: {err.strerror or err}") from None


def _llvm_message(err: RuntimeError, name: str) -> str:
    """One line from llvmlite's 'LLVM IR parsing error\\n<string>:L:C: error: ...' with the real file name."""
    lines = [ln for ln in str(err).splitlines() if ln.strip()]
    body = lines[1] if len(lines) > 1 and lines[0].startswith("LLVM ") else (lines[0] if lines else "unknown error")
    return body.replace("<string>", name, 1).strip()


def parse_bytes(data: bytes, name: str = "<input>", context: Any = None, verify: bool = True) -> Any:
    """Parse text or bitcode bytes into an llvmlite ``ModuleRef`` named ``name``; IRError on any failure."""
    import llvmlite.binding as llvm

    try:
        if is_bitcode(data):
            mod = llvm.parse_bitcode(data, context)
        else:
            mod = llvm.parse_assembly(_decode(data, name), context)
    except RuntimeError as err:
        kind = "bitcode" if is_bitcode(data) else "IR"
        raise IRError(f"cannot parse {kind} {name}: {_llvm_message(err, name)}") from None
    mod.name = name
    if verify:
        _verify(mod, name)
    return mod


def _decode(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise IRError(f"cannot parse IR {name}: not bitcode and not UTF-8 text (byte {err.start})") from None


def _verify(mod: Any, name: str) -> None:
    try:
        mod.verify()
    except RuntimeError as err:
        lines = "; ".join(ln.strip() for ln in str(err).splitlines() if ln.strip())
        raise IRError(f"invalid module {name}: {lines}") from None


def load_module(path: str, context: Any = None, verify: bool = True) -> Any:
    """Read a ``.ll`` or ``.bc`` file (``"-"`` = stdin) into an llvmlite ``ModuleRef`` (verified, like opt)."""
    return parse_bytes(_read(path), _display(path), context, verify)


def module_from_string(text: str, name: str = "<string>", context: Any = None, verify: bool = True) -> Any:
    """Parse textual IR into an llvmlite ``ModuleRef``; IRError with LLVM's diagnostic."""
    return parse_bytes(text.encode("utf-8"), name, context, verify)


def module_bytes(mod: Any, text: bool) -> bytes:
    """Textual IR or bitcode of an llvmlite ``ModuleRef`` or a :class:`~mlbridge_llvm.ir.llvmc.CModule`."""
    if hasattr(mod, "to_bitcode"):  # CModule
        return mod.to_ir().encode() if text else mod.to_bitcode()
    return str(mod).encode() if text else mod.as_bitcode()


def write_module(mod: Any, path: str, text: bool) -> None:
    """Write ``mod`` as text (``.ll``) or bitcode to ``path`` atomically; ``"-"`` writes to stdout."""
    data = module_bytes(mod, text)
    if path == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    write_atomic(path, data)


def write_atomic(path: str, data: bytes) -> None:
    """Write ``data`` to ``path`` via a temporary file in the same directory and ``os.replace``."""
    directory = os.path.dirname(os.path.abspath(path))
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{os.path.basename(path)}.", suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(tmp, 0o666 & ~_UMASK)
        os.replace(tmp, path)
        tmp = None
    except OSError as err:
        raise IRError(f"cannot write {path}: {err.strerror or err}") from None
    finally:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
