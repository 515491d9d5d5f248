"""``mlbridge-cc`` as a whole: one clang command line -> the translation units it compiles, then the link.

* ``-c``/``-S`` (with or without ``-emit-llvm``): every C/C++ source through :func:`.compile.compile_unit`; other
  inputs (assembly, objects) go to the front end as they would go to clang;
* no ``-c``/``-S``: each source is compiled to an object in the private folder, then the front end links them with
  the other inputs, in the command line's order, with every option of the command line;
* anything else (``-E``, ``-M``, ``-fsyntax-only``, ``--version``, no input at all): the front end alone.
"""
from __future__ import annotations

import os
import sys
import tempfile

from ..interrupt import track, untrack
from .args import Invocation, default_output, parse
from .compile import PROG, CompileFailed, Session, Unit, compile_unit
from .frontend import Frontend
from .plan import make_plan, validate


def run(argv: list[str], cxx: bool = False) -> int:
    """Compile and/or link as the clang command line ``argv`` (no program name) asks; returns the exit status."""
    inv = parse(argv)
    plan = make_plan(inv.mlbridge)
    frontend = Frontend.find(plan.clang, cxx)
    if inv.mode == "passthrough" or plan.frontend_only:
        return frontend.run([*frontend.command(inv.opt_level, inv.argv), *inv.argv]).returncode
    if plan.uses_ml:
        validate(plan.pipeline)  # an unknown pass is one line before any compilation
    work = tempfile.mkdtemp(prefix="mlbridge-cc-")
    track(work, directory=True)
    session = Session(inv, plan, frontend, work)
    try:
        if inv.mode in ("compile", "assembly"):
            return _compile_only(session)
        return _compile_and_link(session)
    except CompileFailed as e:
        if str(e):
            print(str(e), file=sys.stderr, flush=True)
        return e.status
    finally:
        session.close()
        untrack(work)


def _kind(inv: Invocation) -> str:
    if inv.mode == "compile":
        return "bitcode" if inv.emit_llvm else "object"
    return "ir" if inv.emit_llvm else "assembly"


def _compile_only(session: Session) -> int:
    inv = session.inv
    sources = {s.index: s for s in inv.sources}
    for index, (path, lang) in enumerate(inv.inputs):
        output = inv.output or default_output(path, inv.mode, inv.emit_llvm)
        if index in sources:
            compile_unit(session, Unit(sources[index], output, _kind(inv)))
            continue
        # assembly or anything else: the front end, as clang would handle it
        cmd = [*session.base(), *inv.frontend, *(["-x", lang] if lang else []),
               "-c" if inv.mode == "compile" else "-S", path, "-o", output]
        status = session.frontend.run(cmd).returncode
        if status:
            return status
    return 0


def _compile_and_link(session: Session) -> int:
    inv = session.inv
    replaced = {}
    for src in inv.sources:
        obj = os.path.join(session.work, f"{len(replaced)}.{os.path.basename(src.path)}.o")
        compile_unit(session, Unit(src, obj, "object"))
        replaced[inv.positions[src.index]] = obj
    argv: list[str] = []
    skip = False
    for i, arg in enumerate(inv.argv):
        if skip:
            skip = False
            continue
        if i in replaced:
            argv.append(replaced[i])
        elif arg == "-x":  # the sources are objects now; other inputs keep their own kind
            skip = True
        elif arg.startswith("-x") and len(arg) > 2:
            continue
        else:
            argv.append(arg)
    cmd = [*session.frontend.command(inv.opt_level, inv.argv), "-Wno-unused-command-line-argument", *argv]
    return session.frontend.run(cmd).returncode


def describe() -> str:
    """The usage text of ``mlbridge-cc`` (``--mlbridge-help``)."""
    from . import plan

    return (f"usage: {PROG} [clang options] [--mlbridge-passes=PIPELINE] [--mlbridge-*] inputs...\n\n"
            + (__doc__ or "") + "\n" + (plan.__doc__ or ""))
