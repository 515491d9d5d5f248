"""Package layout: ``mlbridge_llvm`` (the kit), ``mlbridge_passes`` (the ML pass plug-ins, kept in ``passes/``) and
``mlbridge_training`` (training, evaluation and export of their models, kept in ``training/``).

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
    + ["mlbridge_passes"] + [f"mlbridge_passes.{p}" for p in find_packages("passes")]
    + ["mlbridge_training"] + [f"mlbridge_training.{p}" for p in find_packages("training")],
    package_dir={"mlbridge_passes": "passes", "mlbridge_training": "training"},
    data_files=_models(),
)
