"""Fixed policies answering both rl-loop-distribute agents (``--runner python --model
mlbridge_passes.loop_distribution.policies:NAME``): baselines, tests, and examples of the model interface.

Each takes the feature dict of :mod:`.agents` (``agent`` 0 = select, 1 = distribute) and returns int64 ``[1]``.
"""
from __future__ import annotations

from typing import Any

import numpy as np


def _answer(value: int) -> np.ndarray:
    return np.array([value], np.int64)


def first_ready_new_loop(features: dict[str, Any]) -> np.ndarray:
    """The lowest ready node; always a new loop (the maximal distribution in index order)."""
    if int(np.asarray(features["agent"]).reshape(-1)[0]) == 0:
        return _answer(int(np.flatnonzero(np.asarray(features["ready"]).reshape(-1))[0]))
    return _answer(1)


def first_ready_merge(features: dict[str, Any]) -> np.ndarray:
    """The lowest ready node; never a new loop (no distribution)."""
    if int(np.asarray(features["agent"]).reshape(-1)[0]) == 0:
        return _answer(int(np.flatnonzero(np.asarray(features["ready"]).reshape(-1))[0]))
    return _answer(0)


def unready_node(features: dict[str, Any]) -> np.ndarray:
    """Always node 15 (padding): an invalid answer, for error tests."""
    return _answer(15)
