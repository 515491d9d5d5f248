"""``python -m mlbridge_llvm.native``: build the native side or print where it is.

    python -m mlbridge_llvm.native build [-v]      # configure + build (incremental)
    python -m mlbridge_llvm.native --cmake-prefix  # for -DCMAKE_PREFIX_PATH= of your own project
    python -m mlbridge_llvm.native --plugin inline # path of a built plug-in (for opt -load-pass-plugin=)
"""
from __future__ import annotations

import argparse
import sys

from ..errors import MLBridgeError

PLUGINS = {"inline": "MLBridgeInline.so"}


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    ap = argparse.ArgumentParser(prog="python -m mlbridge_llvm.native", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("command", nargs="?", choices=["build", "check"], help="build: configure and build; "
                    "check: exit 1 with one line if this machine cannot build it")
    ap.add_argument("-v", "--verbose", action="store_true", help="show the compiler's output")
    ap.add_argument("--cmake-prefix", action="store_true", help="print CMAKE_PREFIX_PATH for find_package(MLBridge)")
    ap.add_argument("--build-dir", action="store_true", help="print the build tree of this environment")
    ap.add_argument("--plugin", choices=sorted(PLUGINS), help="print the path of a built plug-in")
    args = ap.parse_args(argv)
    from . import build as native_build
    from .paths import artifact, build_dir, cmake_prefix

    try:
        if args.command == "check":
            missing = native_build.missing_tools()
            if missing:
                print(f"mlbridge native: cannot build here: missing {', '.join(missing)}", file=sys.stderr)
                return 1
        elif args.command == "build":
            print(native_build.build(quiet=not args.verbose))
        if args.cmake_prefix:
            print(cmake_prefix())
        if args.build_dir:
            print(build_dir())
        if args.plugin:
            print(artifact(PLUGINS[args.plugin]))
    except MLBridgeError as e:
        print(f"mlbridge native: error: {e}", file=sys.stderr)
        return 1
    if not (args.command or args.cmake_prefix or args.build_dir or args.plugin):
        ap.print_usage(sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
