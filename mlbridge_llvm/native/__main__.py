"""``python -m mlbridge_llvm.native``: the command line is :mod:`mlbridge_llvm.cli.native`."""
from __future__ import annotations

import sys

from ..cli.native import main

if __name__ == "__main__":
    sys.exit(main())
