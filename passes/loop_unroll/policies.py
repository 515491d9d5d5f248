"""Hand-written policies for ``ml-loop-unroll`` (``--runner=python --model=mlbridge_passes.loop_unroll.policies:NAME``):
baselines, tests and the tutorial's first policy. Each takes the feature dict and returns an action index
(:data:`mlbridge_passes.loop_unroll.actions.ACTIONS`)."""
from __future__ import annotations

from typing import Any

import numpy as np

from .features import FEATURE_NAMES

_COLUMN = {name: i for i, name in enumerate(FEATURE_NAMES)}


def _row(features: dict[str, Any]) -> np.ndarray:
    return np.asarray(features["loop_features"], np.float32).reshape(-1)


def llvm(features: dict[str, Any]) -> int:
    """Always LLVM's own heuristic (the pass then changes nothing)."""
    return 0


def never(features: dict[str, Any]) -> int:
    """Never unroll."""
    return 1


def small_by_four(features: dict[str, Any]) -> int:
    """Unroll loops of at most 16 instructions without calls by 4; LLVM's choice elsewhere."""
    row = _row(features)
    return 3 if row[_COLUMN["instructions"]] <= 16 and row[_COLUMN["calls"]] == 0 else 0


def by_trip_count(features: dict[str, Any]) -> int:
    """x8 for loops of a known trip count above 1000, disable for a known count of 16 or less, LLVM's choice else."""
    row = _row(features)
    if not row[_COLUMN["trip_known"]]:
        return 0
    trip = row[_COLUMN["trip_count"]]
    return 4 if trip > 1000 else 1 if trip <= 16 else 0


def out_of_range(features: dict[str, Any]) -> int:
    """Always 7, not an action: for error tests."""
    return 7
