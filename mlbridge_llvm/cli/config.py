"""``mlbridge-config``: where the kit's native parts are, for C and C++ builds (as ``llvm-config`` does for LLVM).

    cc mycc.c $(mlbridge-config --cflags --libs)                 # a C program on the C API (libmlbridge_capi.so)
    cmake -S . -B build -DCMAKE_PREFIX_PATH="$(mlbridge-config --cmake-prefix)"   # find_package(MLBridge 0.1)
    opt -load-pass-plugin="$(mlbridge-config --plugin inline)" -passes='default<Oz>' in.ll
    export PATH="$(mlbridge-config --llvm-bin):$PATH"           # the wheel's LLVM 22 tools (opt, llc, ...)
                                                                 # (or one at a time: mlbridge-llvm opt ...)

Each query prints one line, in the order given. Everything but --version, --llvm-bin and --build-dir needs the
native side built (python -m mlbridge_llvm.native build); otherwise one line on stderr says what is missing (a
package, a compiler, or only the build) and the command that brings it, exit 1, nothing on stdout.
python -m mlbridge_llvm.native answers the same queries.
"""
from __future__ import annotations

import sys

from .entry import Parser, emit
from ..errors import MLBridgeError


def main(argv: list[str] | None = None) -> int:
    """``mlbridge-config`` (console script); returns the exit status."""
    from ..native.config import QUERIES, add_queries, answer

    ap = Parser(prog="mlbridge-config", description=__doc__.split("\n\n")[0],
                epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    add_queries(ap)
    args = ap.parse_args(argv)
    if not args.queries:
        ap.error("nothing asked: give one or more of " + ", ".join(QUERIES))
    try:
        lines = answer(args.queries)
    except MLBridgeError as e:
        print(f"mlbridge-config: error: {' '.join(str(e).split())}", file=sys.stderr)
        return 1
    emit("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
