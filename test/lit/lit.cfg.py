# -*- Python -*-
"""lit configuration of the kit's own suite: mlbridge_llvm.lit.configure, the one a pass package outside the tree
uses too (RUN lines use %mlbridge-opt and LLVM 22's own FileCheck/not/count/split-file from the wheel)."""
import os
import sys

repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, repo)
from mlbridge_llvm.lit import configure  # noqa: E402

configure(config, name="mlbridge-llvm", source_root=os.path.dirname(os.path.abspath(__file__)))
