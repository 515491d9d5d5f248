# -*- Python -*-
"""lit configuration: RUN lines use mlbridge-opt and LLVM 22's own FileCheck/not/count/split-file from the wheel."""
import os
import shutil
import sys

import lit.formats

config.name = "mlbridge-llvm"
config.test_format = lit.formats.ShTest()
config.suffixes = [".ll", ".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)

repo = os.path.dirname(os.path.dirname(config.test_source_root))
venv_bin = os.path.dirname(sys.executable)

sys.path.insert(0, repo)
from mlbridge_llvm.ir.tools import find_tool  # noqa: E402

llvm_bin = os.path.dirname(find_tool("FileCheck"))
# Plain tool names in RUN lines resolve to the wheel's LLVM 22 tools and the venv's scripts.
config.environment["PATH"] = os.pathsep.join([venv_bin, llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
for var in ("HOME", "TMPDIR", "MLBRIDGE_LLVM_BIN", "MLBRIDGE_MODELS_DIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
# Compiled models are cached under the suite's own output folder, never in the user's ~/.cache.
config.environment["MLBRIDGE_CACHE_DIR"] = os.path.join(config.test_source_root, "Output", "compiled-cache")

for tool, module in (("mlbridge-opt", "opt"), ("mlbridge-serve", "serve")):
    found = shutil.which(tool, path=venv_bin) or f"{sys.executable} -m mlbridge_llvm.cli.{module}"
    config.substitutions.append((f"%{tool}", found))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%models", os.path.join(repo, "models")))
for tool in ("FileCheck", "not", "count", "split-file", "opt", "llc", "llvm-as", "llvm-dis", "llvm-remarkutil"):
    config.substitutions.append((f"%{tool}", os.path.join(llvm_bin, tool)))

# The native side (python -m mlbridge_llvm.native build; scripts/bootstrap.sh builds it). When it is not built the
# substitutions name the missing file, so every native test fails with opt's one-line "could not load" error.
from mlbridge_llvm.native.paths import ARTIFACTS, build_dir  # noqa: E402

native_build = str(build_dir())
config.substitutions.append(("%inline-plugin", os.path.join(native_build, ARTIFACTS["MLBridgeInline.so"])))
config.substitutions.append(("%native-build", native_build))
config.substitutions.append(("%native-src", os.path.join(repo, "native")))
