"""Package layout: ``mlbridge_llvm`` (the kit) and ``mlbridge_passes`` (the ML pass plug-ins, kept in ``passes/``).

Everything else (metadata, dependencies, entry points) is in pyproject.toml; setuptools' declarative config cannot
combine package discovery with a renamed directory, hence these few lines.
"""
import glob
import os

from setuptools import find_packages, setup


def _models() -> list[tuple[str, list[str]]]:
    """models/** installed under <prefix>/share/mlbridge-llvm/models (found by mlbridge_llvm.resources)."""
    out: dict[str, list[str]] = {}
    for path in glob.glob("models/**/*", recursive=True):
        if os.path.isfile(path):
            out.setdefault(os.path.join("share", "mlbridge-llvm", os.path.dirname(path)), []).append(path)
    return sorted(out.items())


setup(
    packages=find_packages(include=["mlbridge_llvm", "mlbridge_llvm.*"])
    + ["mlbridge_passes"] + [f"mlbridge_passes.{p}" for p in find_packages("passes")],
    package_dir={"mlbridge_passes": "passes"},
    data_files=_models(),
)
