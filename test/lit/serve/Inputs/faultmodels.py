"""Inlining "models" that fail, for the mlbridge-serve fault tests (``--runner=python:faultmodels:NAME``)."""
from __future__ import annotations

from typing import Any

import numpy as np

_calls = [0]


def fail_second(features: dict[str, Any]) -> np.ndarray:
    """Answer "do not inline" once, then raise on the second question."""
    _calls[0] += 1
    if _calls[0] == 2:
        raise ValueError("boom on question 2")
    return np.array([0], np.int64)
