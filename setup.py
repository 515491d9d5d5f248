"""Package layout: ``mlbridge_llvm`` (the kit) and ``mlbridge_passes`` (the ML pass plug-ins, kept in ``passes/``).

Everything else (metadata, dependencies, entry points) is in pyproject.toml; setuptools' declarative config cannot
combine package discovery with a renamed directory, hence these few lines.
"""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["mlbridge_llvm", "mlbridge_llvm.*"])
    + ["mlbridge_passes"] + [f"mlbridge_passes.{p}" for p in find_packages("passes")],
    package_dir={"mlbridge_passes": "passes"},
)
