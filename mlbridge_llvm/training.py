"""Small numpy training utilities shared by the passes' training scripts (no deep-learning framework needed)."""
from __future__ import annotations

import hashlib
from typing import Sequence

import numpy as np


class Adam:
    """The Adam optimizer on a flat parameter vector: ``theta -= adam.step(grad)``."""

    def __init__(self, n: int, lr: float, b1: float = 0.9, b2: float = 0.999):
        self.m, self.v, self.t, self.lr, self.b1, self.b2 = np.zeros(n), np.zeros(n), 0, lr, b1, b2

    def step(self, g: np.ndarray) -> np.ndarray:
        """The update for gradient ``g`` (to subtract)."""
        self.t += 1
        self.m = self.b1 * self.m + (1 - self.b1) * g
        self.v = self.b2 * self.v + (1 - self.b2) * g * g
        mh, vh = self.m / (1 - self.b1 ** self.t), self.v / (1 - self.b2 ** self.t)
        return self.lr * mh / (np.sqrt(vh) + 1e-8)


def split_by_hash(names: Sequence[str], held_out: float = 0.4) -> tuple[list[str], list[str]]:
    """Deterministic train / held-out split by a hash of each name (stable across runs and machines)."""
    def bucket(name: str) -> float:
        return int(hashlib.sha1(name.encode()).hexdigest()[:8], 16) / 0xFFFFFFFF
    return [n for n in names if bucket(n) >= held_out], [n for n in names if bucket(n) < held_out]
