"""``python -m mlbridge_llvm.cli.cxx``: the Python driver of ``mlbridge-c++`` (see :mod:`.cc`)."""
from __future__ import annotations

import sys

from .cc import main_cxx

if __name__ == "__main__":  # pragma: no cover
    sys.exit(main_cxx())
