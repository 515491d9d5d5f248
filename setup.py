"""Package layout: ``mlbridge_llvm`` (the kit), ``mlbridge_passes`` (the ML pass plug-ins, kept in ``passes/``) and
``mlbridge_training`` (training, evaluation and export of their models, kept in ``training/``).

A wheel also carries the repository's top-level ``models/``, ``native/`` and ``cmake/`` folders and the sample
inputs (``test/inputs/``), copied by :class:`BuildWithBundle` into ``mlbridge_llvm/_bundle/`` (found by
:mod:`mlbridge_llvm.resources`), so the native side, the CMake package, the models and the demo work from an
installed wheel whatever the install layout (venv, ``--user``, system). They are copied as folders, not declared
as package data, because their names (``lupa-2.8``, ``minsize-advisor``) are not Python package names.

``mlbridge-cc`` and ``mlbridge-c++`` are shell scripts (``mlbridge_llvm/cli/bin/``), not console-script entry points:
most calls of a compiler in ``CC`` run no ML pass and go straight to the front end from the script, without
Python's start-up (see the script's header).

Everything else (metadata, dependencies, entry points) is in pyproject.toml; setuptools' declarative config cannot
combine package discovery with renamed directories, hence these few lines.
"""
import shutil
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

#: folder under mlbridge_llvm/_bundle -> the repository folder it is copied from
BUNDLE = {"models": "models", "native": "native", "cmake": "cmake", "inputs": "test/inputs"}


class BuildWithBundle(build_py):
    """``build_py`` that also copies :data:`BUNDLE` into the built package (not for editable installs, which find
    the folders in the checkout)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        root = Path(__file__).resolve().parent
        for name, folder in BUNDLE.items():
            dest = Path(self.build_lib) / "mlbridge_llvm" / "_bundle" / name
            shutil.rmtree(dest, ignore_errors=True)
            shutil.copytree(root / folder, dest, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".*"))


setup(
    packages=find_packages(include=["mlbridge_llvm", "mlbridge_llvm.*"])
    + ["mlbridge_passes"] + [f"mlbridge_passes.{p}" for p in find_packages("passes")]
    + ["mlbridge_training"] + [f"mlbridge_training.{p}" for p in find_packages("training")],
    package_dir={"mlbridge_passes": "passes", "mlbridge_training": "training"},
    cmdclass={"build_py": BuildWithBundle},
    scripts=["mlbridge_llvm/cli/bin/mlbridge-cc", "mlbridge_llvm/cli/bin/mlbridge-c++"],
)
