"""Fixed POSET-RL policies for tests and baselines (``--runner=python --model=mlbridge_passes.poset_rl.policies:NAME``).

Policy mode: each takes the model input ``{"embedding": float32[1, 300], "action_mask": float32[1, n]}`` and answers an int64
action (-1 = stop), like the ONNX policies.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .poset import STOP


def stop(features: dict[str, Any]) -> np.ndarray:
    """Apply nothing."""
    return np.array([STOP], dtype=np.int64)


def first(features: dict[str, Any]) -> np.ndarray:
    """The lowest-numbered action not used yet (stop when none is left)."""
    allowed = np.flatnonzero(np.asarray(features["action_mask"]).reshape(-1) > 0)
    return np.array([allowed[0] if allowed.size else STOP], dtype=np.int64)


def always_zero(features: dict[str, Any]) -> np.ndarray:
    """Action 0 every time: breaks the mask at the second step (for error tests)."""
    return np.array([0], dtype=np.int64)


# ---- plan mode (``poset-rl<mode=plan>``): input ``size_features`` float32 [1, K, 111], answer a plan index ----------
def first_plan(features: dict[str, Any]) -> np.ndarray:
    """Keep plan 0."""
    return np.array([0], dtype=np.int64)


def last_plan(features: dict[str, Any]) -> np.ndarray:
    """Keep the last plan."""
    return np.array([np.asarray(features["size_features"]).shape[1] - 1], dtype=np.int64)


def no_such_plan(features: dict[str, Any]) -> np.ndarray:
    """One past the last plan (for error tests)."""
    return np.array([np.asarray(features["size_features"]).shape[1]], dtype=np.int64)
