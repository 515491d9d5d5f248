"""``python -m mlbridge_llvm.native``: build the native side, check that it can be built, or print where it is.

    python -m mlbridge_llvm.native build [-v]      # configure + build + install into <build>/install (incremental)
    python -m mlbridge_llvm.native check           # one line: ready, or what is missing (exit 1)
    python -m mlbridge_llvm.native --cmake-prefix  # for -DCMAKE_PREFIX_PATH= of your own project
    python -m mlbridge_llvm.native --plugin inline # path of the built plug-in (for opt -load-pass-plugin=)
    python -m mlbridge_llvm.native --llvm-bin      # the wheel's LLVM 22 tools (opt, llc, ...)

The queries are those of ``mlbridge-config`` (--cflags, --libs, --includedir, --libdir, --prefix, --version, ...);
after ``build`` they are answered once the build is done.
"""
from __future__ import annotations

import argparse
import sys

from ..errors import MLBridgeError
from ..cli.entry import Parser
from .config import add_queries, answer


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    ap = Parser(prog="python -m mlbridge_llvm.native", description=__doc__.split("\n\n")[0],
                epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    ap.add_argument("command", nargs="?", choices=["build", "check"], help="build: configure, build and install; "
                    "check: say in one line whether this machine can build it (exit 1 if not)")
    ap.add_argument("-v", "--verbose", action="store_true", help="build: show the compiler's output")
    ap.add_argument("--fuzzers", action=argparse.BooleanOptionalAction, default=None,
                    help="build: also build the fuzz targets (default: only in a source checkout)")
    add_queries(ap)
    args = ap.parse_args(argv)
    if not (args.command or args.queries):
        ap.error("nothing to do: give build, check or a query such as --cmake-prefix")
    if args.command != "build" and args.fuzzers is not None:
        ap.error("--fuzzers goes with build")
    from . import build as native_build

    try:
        if args.command == "check":
            missing = native_build.missing()
            if missing:
                how = f" ({native_build.HOW})" if native_build.missing_tools() else ""
                print(f"mlbridge native: cannot build here: missing {'; '.join(missing)}{how}", file=sys.stderr)
                return 1
            print(f"mlbridge native: ready to build ({native_build.summary()})")
        elif args.command == "build":
            out = native_build.build(quiet=not args.verbose, fuzzers=args.fuzzers)
            if not args.queries:
                print(out)
        lines = answer(args.queries)
    except MLBridgeError as e:
        print(f"mlbridge native: error: {e}", file=sys.stderr)
        return 1
    if lines:
        print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
