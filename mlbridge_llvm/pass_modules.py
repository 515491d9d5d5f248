"""ML passes from anywhere: Python modules named on the command line (``--load``) or in ``$MLBRIDGE_LOAD``.

A pass package does not have to be installed into the kit's environment. Any tool of the kit imports the modules
named by ``--load MODULE_OR_FILE`` (repeatable: ``mlbridge-opt``, ``mlbridge-serve``, ``mlbridge-corpus run``, the
training scripts) or ``--mlbridge-load=...`` (``mlbridge-cc``), and by the environment variable ``MLBRIDGE_LOAD``
(:data:`ENV_VAR`: specs separated by ``os.pathsep``). A spec is

* a dotted module name (``my_passes``), imported from ``sys.path`` (``PYTHONPATH`` works as usual);
* a package folder (``path/to/my_passes`` or ``./my_passes``: a path, holding ``__init__.py``): its parent folder goes first on ``sys.path``
  and the package is imported by its name, so its sub-modules (``my_passes.policies:small`` for
  ``--runner=python``) import too;
* a ``.py`` file, imported as the module ``mlbridge_plugin_<stem>``.

A loaded module contributes every :class:`~mlbridge_llvm.passes.MLPass` it defines at module level (and any it
:func:`~mlbridge_llvm.passes.register`\\ s), under the pass's own name; one of the same name as an installed pass
replaces it (to try a new version of an installed pass). The pass registry loads ``$MLBRIDGE_LOAD`` itself
(:func:`mlbridge_llvm.passes.registry`), and :func:`mlbridge_llvm.passes.use_modules` puts the command line's
specs into this process's ``$MLBRIDGE_LOAD`` (paths made absolute), so every worker process the tool starts
(``--isolate``, corpus workers, ``mlbridge-cc``'s compile server, training pools), which inherits the environment,
sees the same passes.

This module is the specs and the imports only (it imports nothing of the kit but its errors): ``mlbridge-cc``'s
client calls :func:`add_to_environment` on every compile.
"""
from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from types import ModuleType
from typing import Any, Iterable, MutableMapping

from .errors import ConfigError

#: The environment variable naming the pass modules every tool of the kit loads.
ENV_VAR = "MLBRIDGE_LOAD"
#: Help text of the ``--load`` flag.
HELP = ("import this module, package folder or .py file first: its ML passes join the registry (repeatable; "
        f"${ENV_VAR} names more, separated by '{os.pathsep}')")


def split(text: str | None) -> list[str]:
    """The specs of an ``$MLBRIDGE_LOAD`` value (separated by ``os.pathsep``; empty items ignored)."""
    return [item.strip() for item in (text or "").split(os.pathsep) if item.strip()]


def is_path(spec: str) -> bool:
    """True when ``spec`` names a file or folder (it ends with ``.py`` or holds a path separator: ``./my_passes``)
    rather than a dotted module name."""
    return spec.endswith(".py") or os.sep in spec or (os.altsep is not None and os.altsep in spec)


def normalise(spec: str) -> str:
    """``spec`` as every process reads it the same: a path made absolute (workers may run in another folder), a
    module name unchanged."""
    spec = spec.strip()
    return os.path.abspath(os.path.expanduser(spec)) if is_path(spec) else spec


def environment_specs(environ: MutableMapping[str, str] | None = None) -> list[str]:
    """The specs ``$MLBRIDGE_LOAD`` names (normalised), in order, each once."""
    env = os.environ if environ is None else environ
    return list(dict.fromkeys(normalise(s) for s in split(env.get(ENV_VAR))))


def add_to_environment(specs: Iterable[str], environ: MutableMapping[str, str] | None = None) -> list[str]:
    """Append ``specs`` (normalised, each once) to ``$MLBRIDGE_LOAD`` of ``environ`` (default: this process's, so
    that the worker processes started later inherit them); returns every spec it now names. Imports nothing."""
    env = os.environ if environ is None else environ
    every = list(dict.fromkeys([*environment_specs(env), *(normalise(s) for s in specs if s.strip())]))
    if every:
        env[ENV_VAR] = os.pathsep.join(every)
    return every


def import_spec(spec: str) -> ModuleType:
    """Import one spec (module doc); a spec that cannot be imported is a one-line :class:`ConfigError`."""
    spec = normalise(spec)
    try:
        if spec.endswith(".py") and os.path.basename(spec) != "__init__.py":
            return _import_file(spec)
        if is_path(spec):
            folder = os.path.dirname(spec) if spec.endswith("__init__.py") else spec
            return _import_package(folder)
        return importlib.import_module(spec)
    except ConfigError:
        raise
    except Exception as e:  # a broken pass module is a configuration error, not a crash
        raise ConfigError(f"cannot load pass module {spec!r}: {type(e).__name__}: {' '.join(str(e).split())}") \
            from None


def _import_file(path: str) -> ModuleType:
    if not os.path.isfile(path):
        raise ConfigError(f"cannot load pass module {path!r}: no such file")
    name = "mlbridge_plugin_" + os.path.splitext(os.path.basename(path))[0]
    if name in sys.modules and getattr(sys.modules[name], "__file__", None) == path:
        return sys.modules[name]
    module_spec = importlib.util.spec_from_file_location(name, path)
    if module_spec is None or module_spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[name] = module
    try:
        module_spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    return module


def _import_package(folder: str) -> ModuleType:
    if not os.path.isfile(os.path.join(folder, "__init__.py")):
        raise ConfigError(f"cannot load pass module {folder!r}: not a package folder (no __init__.py) and not a "
                          ".py file")
    parent, name = os.path.split(folder.rstrip(os.sep))
    if parent not in sys.path:
        sys.path.insert(0, parent)
    module = importlib.import_module(name)
    where = os.path.dirname(os.path.abspath(getattr(module, "__file__", "") or ""))
    if where != os.path.abspath(folder):
        raise ConfigError(f"cannot load pass module {folder!r}: the name {name!r} is already the module in {where}")
    return module


def add_argument(parser: Any, *flags: str) -> None:
    """Add the repeatable ``--load MODULE_OR_FILE`` flag (``dest='load'``) to an argparse parser or group."""
    parser.add_argument(*(flags or ("--load",)), dest="load", action="append", default=[], metavar="MODULE_OR_FILE",
                        help=HELP)
