"""Checks made before a pass plug-in is ``dlopen``ed into the driver's process, where a bad one would kill it.

Loading a shared library runs the dynamic loader and the library's static constructors in this process; when they
fail the process dies before LLVM can say anything:

* a truncated or damaged file: the loader maps segments past the end of the file, and touching them is SIGBUS;
* a second build of a plug-in already loaded (a copy of ``MLBridgeInline.so`` from another path, beside the kit's
  own, which ``ml-inline`` loads): its ``cl::opt``\\ s are registered a second time and LLVM aborts
  ("Option '...' registered more than once!").

So :func:`check_elf` reads the ELF headers and refuses, in one line, a file that is not a shared object for this
machine or whose headers, segments or sections reach past its end; and :func:`probe` loads the plug-in (after the
ones this process already loaded, in the same order) in a throw-away worker process, and turns its death into a
one-line :class:`~mlbridge_llvm.errors.PipelineError` naming the plug-in and LLVM's own reason. A byte-identical
copy of a loaded plug-in is not loaded again at all: :mod:`.passes` reuses the loaded one (see :func:`digest`).

Cost: reading the headers is under a millisecond; a probe ~30 ms (a ``python -S`` with ctypes, ``libLLVM.so`` and
the plug-ins), paid once per plug-in and process.
"""
from __future__ import annotations

import os
import signal
import struct
import subprocess
import sys
from typing import Sequence

from ..errors import PipelineError

_PROBE_TIMEOUT = 60.0
_LOADING = "MLBRIDGE-PROBE-LOADING "
_ET_DYN = 3
_SHT_NOBITS = 8


def digest(path: str) -> str:
    """SHA-256 of the file: the identity of a plug-in (a copy elsewhere is the same plug-in)."""
    from ..fileio import file_sha256

    return file_sha256(path)


def _host_elf() -> tuple[int, int, int] | None:
    """(class, byte order, machine) of this interpreter's own ELF file, or None if it is not ELF."""
    try:
        with open(os.path.realpath(sys.executable), "rb") as f:
            head = f.read(20)
    except OSError:
        return None
    if len(head) < 20 or head[:4] != b"\x7fELF":
        return None
    order = "<" if head[5] == 1 else ">"
    return head[4], head[5], struct.unpack_from(order + "H", head, 18)[0]


def check_elf(path: str) -> None:
    """Raise a one-line PipelineError if ``path`` is not an ELF shared object for this machine, or is truncated
    or damaged (ELF header, program headers, segments, section headers or sections beyond the end of the file).
    Only on ELF hosts (Linux); elsewhere the loader's own error stands."""
    host = _host_elf()
    if host is None:
        return
    bad = f"cannot load pass plug-in {path}"
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size

        def read(offset: int, n: int) -> bytes:
            f.seek(offset)
            return f.read(n)

        head = read(0, 64)
        if len(head) < 16 or head[:4] != b"\x7fELF":
            raise PipelineError(f"{bad}: not an ELF shared object (no ELF header)")
        if head[4] != host[0] or head[5] != host[1]:
            bits = {1: "32-bit", 2: "64-bit"}
            order = {1: "little-endian", 2: "big-endian"}
            raise PipelineError(f"{bad}: a {bits.get(head[4], '?')} {order.get(head[5], '?')} ELF file; this LLVM is "
                                f"{bits.get(host[0], '?')} {order.get(host[1], '?')}")
        wide = head[4] == 2
        o = "<" if head[5] == 1 else ">"
        ehsize = 64 if wide else 52
        if len(head) < ehsize:
            raise PipelineError(f"{bad}: the file is truncated ({size} bytes, shorter than its ELF header)")
        if wide:
            e_type, e_machine, _, _, phoff, shoff, _, _, phentsize, phnum, shentsize, shnum = \
                struct.unpack_from(o + "HHIQQQIHHHHH", head, 16)
        else:
            e_type, e_machine, _, _, phoff, shoff, _, _, phentsize, phnum, shentsize, shnum = \
                struct.unpack_from(o + "HHIIIIIHHHHH", head, 16)
        if e_type != _ET_DYN:
            raise PipelineError(f"{bad}: not a shared object (ELF type {e_type}): build it with -shared -fPIC")
        if e_machine != host[2]:
            raise PipelineError(f"{bad}: built for another machine (ELF machine {e_machine}; this one is {host[2]})")

        def within(what: str, offset: int, length: int) -> None:
            if offset + length > size:
                raise PipelineError(f"{bad}: the file is truncated or damaged: its {what} ends at byte "
                                    f"{offset + length}, past the end of the file ({size} bytes)")

        ph = struct.Struct(o + ("IIQQQQQQ" if wide else "IIIIIIII"))
        if phnum and phentsize != ph.size:
            raise PipelineError(f"{bad}: damaged ELF header (program header size {phentsize})")
        within("program header table", phoff, phnum * ph.size)
        for i in range(phnum):
            fields = ph.unpack(read(phoff + i * ph.size, ph.size))
            p_offset, p_filesz = (fields[2], fields[5]) if wide else (fields[1], fields[4])
            within(f"segment {i}", p_offset, p_filesz)
        sh = struct.Struct(o + ("IIQQQQIIQQ" if wide else "IIIIIIIIII"))
        if shoff:
            if shentsize != sh.size:
                raise PipelineError(f"{bad}: damaged ELF header (section header size {shentsize})")
            within("section header table", shoff, sh.size)
            if shnum == 0:  # 0xff00 sections or more: the count is in section 0's sh_size
                shnum = sh.unpack(read(shoff, sh.size))[5]
            within("section header table", shoff, shnum * sh.size)
            for i in range(shnum):
                _, sh_type, _, _, sh_offset, sh_size, *_ = sh.unpack(read(shoff + i * sh.size, sh.size))
                if sh_type != _SHT_NOBITS:
                    within(f"section {i}", sh_offset, sh_size)


def probe(paths: Sequence[str], loaded: Sequence[str] = ()) -> None:
    """Load ``loaded`` then ``paths`` (in order) in a throw-away worker process; if it dies, raise a one-line
    PipelineError naming the plug-in it was loading and why. A plug-in that fails to load without dying (not a
    plug-in, wrong API version, missing dependency) passes: loading it here reports that error safely."""
    from ..workers import child_env, stderr_tail

    cmd = [sys.executable, "-S", "-m", "mlbridge_llvm.native.plugins", *loaded, "--", *paths]
    try:
        proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              env=child_env(), timeout=_PROBE_TIMEOUT)
    except subprocess.TimeoutExpired:
        raise PipelineError(f"cannot load pass plug-in {paths[-1]}: loading it did not finish within "
                            f"{_PROBE_TIMEOUT:g} s") from None
    if proc.returncode == 0:
        return
    text = proc.stderr.decode("utf-8", "replace")
    culprit = paths[-1]
    rest: list[str] = []
    for line in text.splitlines():
        if line.startswith(_LOADING):
            culprit, rest = line[len(_LOADING):], []
        else:
            rest.append(line)
    duplicate = [ln.strip(": ") for ln in rest if "registered more than once" in ln]
    if duplicate:
        others = ", ".join(p for p in loaded if p != culprit) or "a plug-in loaded before it"
        raise PipelineError(f"cannot load pass plug-in {culprit}: LLVM would abort: {duplicate[0]} ({others} "
                            "registers the same options: another build of the same plug-in?)")
    reason = stderr_tail("\n".join(rest))
    if proc.returncode < 0:
        name = signal.Signals(-proc.returncode).name
        hint = " (a truncated or damaged file?)" if name in ("SIGBUS", "SIGSEGV") else ""
        reason = f"loading it kills the process with {name}{hint}" + (f": {reason}" if reason else "")
    raise PipelineError(f"cannot load pass plug-in {culprit}: {reason or f'loading it exits with {proc.returncode}'}")


def _probe_main(argv: list[str]) -> int:
    """Worker: load every path through libmlbridge_pipeline (naming each on stderr first); exit 0 if alive."""
    import ctypes

    from .pipeline_lib import library

    lib = library()
    for path in (p for p in argv if p != "--"):
        os.write(2, f"{_LOADING}{path}\n".encode())
        message = ctypes.c_void_p()
        lib.mlbridge_load_plugin(os.fsencode(path), ctypes.byref(message))  # an ordinary error is not ours to report
    return 0


if __name__ == "__main__":
    sys.stderr.flush()
    os._exit(_probe_main(sys.argv[1:]))  # skip libLLVM's static destructors
