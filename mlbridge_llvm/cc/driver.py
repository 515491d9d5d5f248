"""``mlbridge-cc`` as a whole: one clang command line -> the translation units it compiles, then the link.

* a call that runs no ML pass (:mod:`.fastpath`: no pipeline, a query such as ``-E`` or ``-fsyntax-only``, a link,
  a configure probe) becomes the front end itself (``exec``: clang's own files, standard input, response files and
  exit status);
* ``-c``/``-S`` (with or without ``-emit-llvm``): every C, C++ or LLVM IR source through
  :func:`.compile.compile_unit`; other inputs (assembly, objects) go to the front end as they would go to clang;
* no ``-c``/``-S``: each source is compiled to an object in the private folder, then the front end links them with
  the other inputs, in the command line's order, with every option of the command line.

The pipeline is parsed and checked once, before any compilation (an unknown pass is one line), in the worker that
runs it; every translation unit then gets the parsed steps.
"""
from __future__ import annotations

import os
import shutil
import sys
import tempfile

from ..interrupt import track, untrack
from .args import Invocation, default_output, parse
from .compile import PROG, CompileFailed, Session, Unit, compile_unit, remove_stale_output
from .fastpath import no_pass_reason
from .frontend import Frontend
from .plan import FRONT_END_ONLY_STEPS, make_plan


def run(argv: list[str], cxx: bool = False) -> int:
    """Compile and/or link as the clang command line ``argv`` (no program name) asks; returns the exit status (a
    call that runs no ML pass does not return: the front end takes the process over, except under zig with a
    command line too long for one, :func:`_zig_response_file`)."""
    inv = parse(argv)
    plan = make_plan(inv.mlbridge)
    frontend = Frontend.find(plan.clang, cxx)
    if no_pass_reason(inv, plan.uses_ml, bool(plan.stats), plan.frontend_only):
        given = _frontend_argv(argv, inv)
        command = frontend.command(inv.opt_level, inv.argv)
        if frontend.toolchain.kind == "zig":
            given = _as_zig_needs(given, inv)
            flat = _zig_response_file(given)
            if flat is not None:
                return _run_with_response_file(frontend, command, flat)
        frontend.exec([*command, *given])
    from .backend import open_backend

    backend = open_backend()
    work = tempfile.mkdtemp(prefix="mlbridge-cc-")
    track(work, directory=True)
    backend.workdir(work)
    session = Session(inv, plan, frontend, work, backend)
    aborted = True
    try:
        _plan_steps(session)
        status = _compile_only(session) if inv.mode in ("compile", "assembly") else _compile_and_link(session)
        aborted = False
        return status
    except CompileFailed as e:
        aborted = False
        if str(e):
            print(str(e), file=sys.stderr, flush=True)
        return e.status
    finally:
        backend.close(abort=aborted)  # on an interrupt the server stops what still runs for us
        shutil.rmtree(work, ignore_errors=True)
        untrack(work)


def _frontend_argv(argv: list[str], inv: Invocation) -> list[str]:
    """What the front end gets for a call that runs no pass: the command line as given (its response files for
    the front end to read) without the kit's options; the expanded one if a response file held a kit option."""
    if inv.kit_option_in_response_file:
        return inv.argv
    return [a for a in argv if not a.startswith("--mlbridge-")]


#: the options after which a call writes nothing (clang leaves an ``-o`` file of such a call alone)
_WRITES_NOTHING = ("-fsyntax-only", "-###", "--version", "--help", "-help")


def _as_zig_needs(given: list[str], inv: Invocation) -> list[str]:
    """The command line of a no-pass call made to behave under ``zig cc`` as under clang-22, where zig differs:

    * zig refuses a response file named inside another (``NestedResponseFile``; clang reads them): zig gets the
      expanded command line whenever the call has a response file;
    * a failed compile leaves zig's ``-o`` file from before in place (clang removes it, so ``make`` recompiles it
      next time): the old output is removed first, when it is a regular file (never a device such as
      ``/dev/null``) that is not one of the inputs.
    """
    if any(a.startswith("@") for a in given):
        given = inv.argv
    out = inv.output
    writes = not any(a in _WRITES_NOTHING or a.startswith(("-print-", "-dump")) for a in inv.argv)
    if writes and out and out != "-" and all(os.path.abspath(p) != os.path.abspath(out) for p, _ in inv.inputs):
        remove_stale_output(out)
    return given


#: above this many bytes of expanded arguments, zig gets one flat response file instead (Linux allows 2 MiB of
#: arguments and environment together for a new program)
FLAT_RESPONSE_BYTES = 1 << 20


def _zig_response_file(args: list[str]) -> str | None:
    """The text of one flat response file for zig holding ``args``, when they are too long for a command line and
    zig's reading can hold each; else None. zig's reading is not clang's: either quote character opens and closes
    quoting and is dropped, and a backslash is an ordinary character, so a word with blanks is double-quoted and a
    word with a quote character cannot be written (then the front end's own one line says the command line is too
    long)."""
    if sum(len(a) + 1 for a in args) <= FLAT_RESPONSE_BYTES:
        return None
    words = []
    for a in args:
        if any(c in a for c in "'\"\n"):
            return None
        words.append(f'"{a}"' if not a or any(c.isspace() for c in a) else a)
    return "\n".join(words) + "\n"


def _run_with_response_file(frontend: Frontend, command: list[str], text: str) -> int:
    """Run the front end on a flat response file of ``text`` (in a private folder, removed after) with this
    process's standard streams; its exit status (``128 + signal`` for a signal, as a shell reports it)."""
    import subprocess

    folder = tempfile.mkdtemp(prefix="mlbridge-cc-rsp-")
    track(folder, directory=True)
    try:
        path = os.path.join(folder, "args.rsp")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        status = subprocess.run([*command, f"@{path}"], env=frontend.env()).returncode
        return 128 - status if status < 0 else status
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        untrack(folder)


def _plan_steps(session: Session) -> None:
    """The pipeline's steps, parsed and checked once (in the worker, which has the passes loaded)."""
    if not session.plan.uses_ml:
        session.steps, session.codegen_step = list(FRONT_END_ONLY_STEPS), None
        return
    outcome = session.call("plan", {"pipeline": session.plan.pipeline, "runners": session.plan.runner_args})
    if not outcome.ok:
        raise CompileFailed(f"{PROG}: error: checking the pipeline failed: {outcome.error}")
    if "error" in outcome.value:
        raise CompileFailed(f"{PROG}: error: {outcome.value['error']}")
    session.steps, session.codegen_step = outcome.value["steps"], outcome.value["codegen"]


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
        session.run(cmd, f"assembling {path}")
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
        elif arg == "-save-temps" or arg.startswith(("-save-temps=", "--save-temps")):
            continue  # the kit kept the temporaries of each unit itself
        else:
            argv.append(arg)
    cmd = [*session.frontend.command(inv.opt_level, inv.argv), "-Wno-unused-command-line-argument", *argv]
    session.run(cmd, "linking")
    return 0


def describe() -> str:
    """The usage text of ``mlbridge-cc`` (``--mlbridge-help``), in plain text."""
    import re

    from . import fastpath, plan

    text = (f"usage: {PROG} [clang options] [--mlbridge-passes=PIPELINE] [--mlbridge-*] inputs...\n\n"
            + (__doc__ or "") + "\n" + (plan.__doc__ or "") + "\n" + (fastpath.__doc__ or ""))
    text = re.sub(r":(?:func|mod|class|meth|data|attr):`~?([^`]+)`", lambda m: m.group(1).split(".")[-1], text)
    return text.replace("``", "")
