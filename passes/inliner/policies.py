"""Fixed inlining policies for tests and baselines (use with ``--runner=python --model=mlbridge_passes.inliner.policies:NAME``).

Each takes the model input ``{"features": float32[1, 39]}`` and answers an int64 decision, like the ONNX policies.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .features import DEFAULT_INDEX


def always(features: dict[str, Any]) -> np.ndarray:
    """Inline every call site LLVM asks about."""
    return np.array([1], dtype=np.int64)


def never(features: dict[str, Any]) -> np.ndarray:
    """Inline nothing (mandatory inlining still happens: LLVM does not ask about it)."""
    return np.array([0], dtype=np.int64)


def default(features: dict[str, Any]) -> np.ndarray:
    """LLVM's own heuristic decision, echoed back (reproduces the heuristic's output)."""
    return np.array([int(np.asarray(features["features"]).reshape(-1)[DEFAULT_INDEX])], dtype=np.int64)
