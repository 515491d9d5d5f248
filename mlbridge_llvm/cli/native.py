"""python -m mlbridge_llvm.native: build the native side, check that it can be built, or print where it is.

    python -m mlbridge_llvm.native build [-v]      # configure + build + install into <build>/install (incremental)
    python -m mlbridge_llvm.native build --fuzzers # also the ASan/UBSan fuzz targets (<build>/fuzz; only on request)
    python -m mlbridge_llvm.native check           # one line: ready, or what is missing and how to get it (exit 1)
    python -m mlbridge_llvm.native --cmake-prefix  # for -DCMAKE_PREFIX_PATH= of your own project
    python -m mlbridge_llvm.native --plugin inline # path of the built plug-in (for opt -load-pass-plugin=)
    python -m mlbridge_llvm.native --llvm-bin      # the wheel's LLVM 22 tools (opt, llc, ...)

The queries are those of mlbridge-config (--cflags, --libs, --includedir, --libdir, --prefix, --version, ...);
after build they are answered once the build is done. build shows ninja's progress on stderr: a bar on a
terminal, a line per 10% of the steps otherwise.
"""
from __future__ import annotations

import sys

from .entry import Parser, emit
from ..errors import MLBridgeError

PROG = "python -m mlbridge_llvm.native"


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    from ..native.config import add_queries, answer

    ap = Parser(prog=PROG, description=__doc__.split("\n\n")[0], epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    ap.add_argument("command", nargs="?", choices=["build", "check"], help="build: configure, build and install; "
                    "check: say in one line whether this machine can build it (exit 1 if not)")
    ap.add_argument("-v", "--verbose", action="store_true", help="build: show the compiler's output")
    ap.add_argument("--fuzzers", action="store_true", help="build: also build the fuzz targets (ASan/UBSan); "
                    "without it a build has none, in a checkout too")
    add_queries(ap)
    args = ap.parse_args(argv)
    if not (args.command or args.queries):
        ap.error("nothing to do: give build, check or a query such as --cmake-prefix")
    if args.command != "build" and args.fuzzers:
        ap.error("--fuzzers goes with build")
    try:
        if args.command == "check":
            return _check()
        if args.command == "build":
            out = _build(args.verbose, args.fuzzers)
            if not args.queries:
                emit(str(out))
        lines = answer(args.queries)
    except MLBridgeError as e:
        print(f"mlbridge native: error: {' '.join(str(e).split())}", file=sys.stderr)
        return 1
    if lines:
        emit("\n".join(lines))
    return 0


def _check() -> int:
    from ..native.build import summary
    from ..native.requirements import lacking, lacking_line

    lacks = lacking()
    if lacks:
        print(f"mlbridge native: cannot build here: {lacking_line(lacks)}", file=sys.stderr)
        return 1
    emit(f"mlbridge native: ready to build ({summary()})")
    return 0


def _build(verbose: bool, fuzzers: bool) -> object:
    from ..native.build import build
    from ..native.progress import BuildProgress

    if verbose:
        return build(quiet=False, fuzzers=fuzzers)
    progress = BuildProgress("native build")
    try:
        return build(fuzzers=fuzzers, progress=progress.update)
    finally:
        progress.close()


if __name__ == "__main__":
    sys.exit(main())
