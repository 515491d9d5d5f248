"""Where bundled resources (ONNX models, IR2Vec vocabularies) are found.

Order: ``$MLBRIDGE_MODELS_DIR``; the repository's ``models/`` (source checkouts and editable installs); the copy a
regular install puts under ``<prefix>/share/mlbridge-llvm/models`` (see setup.py).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

MODELS_ENV = "MLBRIDGE_MODELS_DIR"


def models_dir() -> Path:
    """Directory of the bundled models."""
    env = os.environ.get(MODELS_ENV)
    if env:
        return Path(env)
    source = Path(__file__).resolve().parent.parent / "models"
    if source.is_dir():
        return source
    return Path(sys.prefix) / "share" / "mlbridge-llvm" / "models"
