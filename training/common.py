"""Small numpy training utilities shared by the passes' training scripts (no deep-learning framework needed)."""
from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Callable, Sequence, TypeVar

import numpy as np

from mlbridge_llvm.corpus.splits import bucket, package_folds, per_package, split_by_package

__all__ = ["Adam", "MLPPolicy", "antithetic_es", "held_out_modules", "log", "package_folds", "per_package",
           "read_corpus", "split_by_hash", "split_by_package"]

_P = TypeVar("_P", bound="MLPPolicy")
_S = TypeVar("_S")


def log(msg: str) -> None:
    """A training script's progress line, time-stamped and flushed (so a long run shows where it is in a log file)."""
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


@dataclass
class MLPPolicy:
    """Parameters of a two-layer MLP ``relu(z @ w0 + b0) @ w1 + b1`` over standardised inputs ``z = (x - mean) / std``
    (the standardisation is fixed; the four weight arrays are what training changes). Each pass's policy subclasses
    it with its own forward pass and ONNX export."""

    w0: np.ndarray
    b0: np.ndarray
    w1: np.ndarray
    b1: np.ndarray
    mean: np.ndarray
    std: np.ndarray

    @classmethod
    def random(cls: type[_P], n_in: int, hidden: int, n_out: int, mean: np.ndarray, std: np.ndarray, seed: int = 0,
               std_floor: float = 0.0) -> _P:
        """Glorot-like random weights, zero biases; a std ``<= std_floor`` becomes 1 (constant inputs pass through)."""
        rng = np.random.default_rng(seed)
        return cls(rng.normal(0, 1 / np.sqrt(n_in), (n_in, hidden)).astype(np.float32), np.zeros(hidden, np.float32),
                   rng.normal(0, 1 / np.sqrt(hidden), (hidden, n_out)).astype(np.float32), np.zeros(n_out, np.float32),
                   mean.astype(np.float32), np.where(std > std_floor, std, 1).astype(np.float32))

    @property
    def shapes(self) -> list[tuple[int, ...]]:
        """Shapes of the trainable arrays, in :meth:`flat` order."""
        return [a.shape for a in (self.w0, self.b0, self.w1, self.b1)]

    def flat(self) -> np.ndarray:
        """Trainable parameters as one float64 vector (the standardisation is fixed)."""
        return np.concatenate([a.ravel() for a in (self.w0, self.b0, self.w1, self.b1)]).astype(np.float64)

    def with_flat(self: _P, theta: np.ndarray) -> _P:
        """A copy with the trainable arrays taken from ``theta`` (same layout as :meth:`flat`)."""
        parts, i = [], 0
        for shape in self.shapes:
            n = int(np.prod(shape))
            parts.append(np.asarray(theta[i:i + n]).reshape(shape).astype(np.float32))
            i += n
        return replace(self, w0=parts[0], b0=parts[1], w1=parts[2], b1=parts[3])


class Adam:
    """The Adam optimizer, one for every trainer.

    ``Adam(n, lr)`` optimises a flat float64 vector: ``theta -= adam.step(grad)``. ``Adam([arrays], lr)`` optimises
    a list of arrays in place, in their own dtypes: ``adam.update(arrays, grads)``. Both share one moment and
    bias-correction rule, so each trainer computes exactly what it computed with its former private copy.
    """

    def __init__(self, params: int | Sequence[np.ndarray], lr: float, b1: float = 0.9, b2: float = 0.999):
        shapes = [np.zeros(params)] if isinstance(params, (int, np.integer)) else [np.zeros_like(p) for p in params]
        self.m = [z.copy() for z in shapes]
        self.v = shapes
        self.t, self.lr, self.b1, self.b2 = 0, lr, b1, b2

    def _delta(self, i: int, g: np.ndarray) -> np.ndarray:
        """Advance the moments of parameter ``i`` with gradient ``g``; the step to subtract (this step's ``t``)."""
        m, v = self.m[i], self.v[i]
        m *= self.b1
        m += (1 - self.b1) * g
        v *= self.b2
        v += (1 - self.b2) * g * g
        return self.lr * (m / (1 - self.b1 ** self.t)) / (np.sqrt(v / (1 - self.b2 ** self.t)) + 1e-8)

    def step(self, g: np.ndarray) -> np.ndarray:
        """Flat mode: the update for gradient ``g`` (to subtract from the parameter vector)."""
        self.t += 1
        return self._delta(0, g)

    def update(self, params: Sequence[np.ndarray], grads: Sequence[np.ndarray]) -> None:
        """List mode: subtract each parameter's step in place."""
        self.t += 1
        for i, (p, g) in enumerate(zip(params, grads)):
            p -= self._delta(i, g)


def split_by_hash(names: Sequence[str], held_out: float = 0.4) -> tuple[list[str], list[str]]:
    """Deterministic train / held-out split by a hash of each name (stable across runs and machines).

    Modules of one code base land on both sides: this measures unseen files of known code bases. Model figures
    use :func:`split_by_package` (the protocol, :mod:`mlbridge_llvm.corpus.splits`) instead."""
    return [n for n in names if bucket(n) >= held_out], [n for n in names if bucket(n) < held_out]


def read_corpus(corpus: str, max_bytes: int, modules_per_package: int = 0) -> dict[str, bytes]:
    """Module name -> bitcode of an MLGO corpus' modules (``corpus_description.json``) no larger than ``max_bytes``;
    with ``modules_per_package`` N, only the N modules per package that :func:`per_package` picks (before the size filter, as
    ``mlbridge-corpus subset --per-package N`` does, so reading that subset gives the same modules)."""
    import json
    import os

    with open(os.path.join(corpus, "corpus_description.json")) as f:
        names = json.load(f)["modules"]
    if modules_per_package:
        names = per_package(names, modules_per_package)
    blobs = {}
    for m in sorted(names):
        path = os.path.join(corpus, m + ".bc")
        if os.path.getsize(path) <= max_bytes:
            with open(path, "rb") as f:
                blobs[m] = f.read()
    return blobs


def held_out_modules(corpus: str, limit: int, max_bytes: int, held_out: float = 0.4) -> list[tuple[str, bytes]]:
    """The first ``limit`` held-out modules (by :func:`split_by_package`: code bases training never saw) of an MLGO
    corpus, bitcode <= ``max_bytes``."""
    blobs = read_corpus(corpus, max_bytes)
    _, held = split_by_package(sorted(blobs), held_out)
    return [(m, blobs[m]) for m in held[:limit]]


def antithetic_es(theta: np.ndarray, score_one: Callable[[np.ndarray], _S],
                  score_many: Callable[[list[np.ndarray]], Sequence[float]], *, iterations: int, population: int,
                  sigma: float, lr: float, seed: int, utility: str = "rank", keep_population_best: bool = False,
                  on_start: Callable[[_S], None] | None = None,
                  on_iteration: Callable[[int, _S, _S, float, float], None] | None = None) -> tuple[np.ndarray, _S]:
    """Antithetic evolution strategies with Adam, minimising a score (lower is better): the kit's one ES loop.

    Each iteration samples ``population`` directions ``e``, scores ``theta +- sigma * e`` with ``score_many`` (a
    process pool's ``map``; floats), steps along the estimated gradient, and scores the new ``theta`` with
    ``score_one``, which may differ from the sampled objective (a validation score, or a tuple compared in order).
    ``utility`` weighs the samples: ``"rank"``, centred ranks of the ``2 * population`` scores (robust to outliers);
    ``"difference"``, the ``population`` differences ``score(theta + sigma e) - score(theta - sigma e)`` divided by
    their standard deviation (no step when they are all equal). Returns the best parameters seen and their
    ``score_one``: the starting ones included, and with ``keep_population_best`` also the best sampled candidate
    (then ``score_one`` must be the sampled objective). ``on_start(score)`` and
    ``on_iteration(it, current, best, population_best, seconds)`` report progress.
    """
    if utility not in ("rank", "difference"):
        raise ValueError(f"unknown ES utility {utility!r} (rank or difference)")
    rng = np.random.default_rng(seed)
    adam = Adam(theta.size, lr)
    best_theta, best = theta, score_one(theta)
    if on_start is not None:
        on_start(best)
    for it in range(iterations):
        start = time.perf_counter()
        eps = rng.standard_normal((population, theta.size))
        candidates = [theta + sigma * e for e in eps] + [theta - sigma * e for e in eps]
        scores = np.array(score_many(candidates))
        if utility == "rank":
            ranks = np.empty(len(scores))
            ranks[np.argsort(scores)] = np.linspace(0.5, -0.5, len(scores))  # the lowest score gets +0.5
            weights = ranks[:population] - ranks[population:]
            theta = theta - adam.step(-(weights @ eps) / (population * sigma))
        else:
            diff = scores[:population] - scores[population:]
            if diff.std() > 0:
                theta = theta - adam.step((diff / (diff.std() + 1e-12)) @ eps / (2 * population * sigma))
        current = score_one(theta)
        if current < best:
            best, best_theta = current, theta
        if keep_population_best and scores.min() < best:
            best, best_theta = float(scores.min()), candidates[int(scores.argmin())]  # type: ignore[assignment]
        if on_iteration is not None:
            on_iteration(it, current, best, float(scores.min()), time.perf_counter() - start)
    return best_theta, best
