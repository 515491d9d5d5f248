"""Where the kit's bundled files are: ONNX models, native sources, the CMake package, demo inputs.

A wheel carries them inside the package, under ``mlbridge_llvm/_bundle/`` (``models/``, ``native/``, ``cmake/``,
``inputs/``; see setup.py), so they are found next to the code whatever the install layout: a virtual environment,
``pip install --user`` or a system install. A source checkout (or an editable install) has them at the top of the
repository instead (``models/``, ``native/``, ``cmake/``, and ``test/inputs/`` for the inputs). The bundle wins when
both exist.

``$MLBRIDGE_MODELS_DIR`` overrides where models are taken from (a folder laid out like ``models/``: the ONNX files,
their plans and ``ir2vec/``). ``mlbridge-opt --print-models-dir`` prints the folder in use.
"""
from __future__ import annotations

import os
from pathlib import Path

from .errors import ConfigError

MODELS_ENV = "MLBRIDGE_MODELS_DIR"
#: Bundled folder name -> where a source checkout keeps it, relative to the repository root.
_CHECKOUT = {"models": "models", "native": "native", "cmake": "cmake", "inputs": "test/inputs"}
_PACKAGE = Path(__file__).resolve().parent


def bundle_dir() -> Path:
    """``mlbridge_llvm/_bundle`` of this installation (it holds files only when installed from a wheel)."""
    return _PACKAGE / "_bundle"


def checkout_root() -> Path | None:
    """The repository root when this package runs from a source checkout (editable install), else None."""
    root = _PACKAGE.parent
    return root if (root / "pyproject.toml").is_file() and (root / "models").is_dir() else None


def bundled(name: str) -> Path:
    """The bundled folder ``name`` (``models``, ``native``, ``cmake`` or ``inputs``); ConfigError if absent."""
    if name not in _CHECKOUT:
        raise ConfigError(f"unknown bundled folder {name!r}; one of {', '.join(_CHECKOUT)}")
    packaged = bundle_dir() / name
    if packaged.is_dir():
        return packaged
    root = checkout_root()
    if root is not None and (root / _CHECKOUT[name]).is_dir():
        return root / _CHECKOUT[name]
    raise ConfigError(f"the kit's {name} folder is missing from {_PACKAGE} (a damaged install: reinstall mlbridge-llvm)")


def models_dir() -> Path:
    """Directory of the bundled models (``$MLBRIDGE_MODELS_DIR`` if set)."""
    env = os.environ.get(MODELS_ENV)
    return Path(env) if env else bundled("models")


def inputs_dir() -> Path:
    """The bundled sample inputs: the 16-module corpus sample (``corpus/``), loop kernels (``loopdist/``), IR."""
    return bundled("inputs")
