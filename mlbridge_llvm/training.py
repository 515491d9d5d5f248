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


def held_out_modules(corpus: str, limit: int, max_bytes: int, held_out: float = 0.4) -> list[tuple[str, bytes]]:
    """The first ``limit`` held-out modules (by :func:`split_by_hash`) of an MLGO corpus, bitcode <= ``max_bytes``."""
    import json
    import os

    with open(os.path.join(corpus, "corpus_description.json")) as f:
        names = json.load(f)["modules"]
    blobs = {}
    for m in names:
        path = os.path.join(corpus, m + ".bc")
        if os.path.getsize(path) <= max_bytes:
            with open(path, "rb") as f:
                blobs[m] = f.read()
    _, held = split_by_hash(sorted(blobs), held_out)
    return [(m, blobs[m]) for m in held[:limit]]
