"""mlbridge-opt with the poset-rl pass registered, also before its entry point is in the installed metadata."""
import sys

from mlbridge_llvm.cli.opt import main
from mlbridge_llvm.passes import register, registry

if "poset-rl" not in registry():
    from mlbridge_passes.poset_rl import PASS

    register(PASS)

sys.exit(main())
