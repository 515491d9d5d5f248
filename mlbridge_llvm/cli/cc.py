"""``mlbridge-cc`` / ``mlbridge-c++``: drop-in C/C++ compilers that run an mlbridge pipeline on every translation unit.

    CC=mlbridge-cc MLBRIDGE_PASSES=poset-rl make
    mlbridge-cc -Oz -c foo.c --mlbridge-passes='ml-inline' --mlbridge-remarks
    cmake -DCMAKE_C_COMPILER=mlbridge-cc -DCMAKE_C_FLAGS=-O2 ... && MLBRIDGE_PASSES='default,ml-regalloc' make

clang's command line, clang 22 as the front end (a system ``clang-22`` or PyPI ziglang's), the kit's pipeline
in-process per translation unit (default: the front end's own, giving the front end's own objects), code generation
and linking by the front end. ``--mlbridge-help`` lists the kit's options. Errors of the kit are one line
(``mlbridge-cc: error: FILE: ...``) and exit 1, as clang's errors; the front end's diagnostics and exit statuses
are its own (a front end killed by a signal: one line and ``128 + signal``).

Installed, ``mlbridge-cc`` is a shell script (``mlbridge_llvm/cli/bin/mlbridge-cc``) that hands calls which run no
ML pass to the front end at once and the others to this module (``python -m mlbridge_llvm.cli.cc``).
"""
from __future__ import annotations

import sys

from . import entry

PROG = "mlbridge-cc"


def main(argv: list[str] | None = None, cxx: bool = False) -> int:
    """Entry point of ``mlbridge-cc`` (``cxx``: ``mlbridge-c++``); returns the exit status."""
    prog = "mlbridge-c++" if cxx else PROG
    args = list(sys.argv[1:] if argv is None else argv)
    if "--mlbridge-help" in args:
        from ..cc.driver import describe

        print(describe().replace(PROG, prog))
        return 0
    if args in (["--version"], ["--help"]):
        return entry.run(prog, lambda: _about(prog, args[0], cxx), argv)
    from ..errors import ConfigError

    def body() -> int:
        from ..cc.driver import run

        try:
            return run(args, cxx)
        except ConfigError as e:
            entry.say(f"{prog}: error: {entry.one_line(str(e))} (see {prog} --mlbridge-help)")
            return 1

    return entry.run(prog, body, argv)


def _about(prog: str, flag: str, cxx: bool) -> int:
    """``--version``: the front end's own lines first (build systems read the compiler's version from the first
    version number there), then the kit's; ``--help``: the kit's usage, then the front end's options."""
    from ..cc.frontend import Frontend
    from ..errors import MLBridgeError

    if flag == "--help":
        entry.emit(f"usage: {prog} [clang options and inputs]\n\n{__doc__.strip()}\n\nThe kit's options: {prog} "
                   "--mlbridge-help. The front end's options follow.\n")
    try:
        frontend = Frontend.find(None, cxx)
    except MLBridgeError as e:  # no front end: the kit's part still answers
        status, why = 0, entry.one_line(str(e))
    else:
        sys.stdout.flush()
        status, why = frontend.run([*frontend.command(None, [flag]), flag]).returncode, ""
    if flag == "--version":
        entry.emit(entry.version_text(prog))
    if why:
        entry.say(f"{prog}: no front end: {why}")
    return status


def main_cxx(argv: list[str] | None = None) -> int:
    """Entry point of ``mlbridge-c++``."""
    return main(argv, cxx=True)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
