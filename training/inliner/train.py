"""Training the inlining policy: imitation of LLVM's heuristic, then evolution strategies for code size.

The policy is a small MLP over LLVM's 39 inliner features, ``sign(x)*log1p(|x|)`` then standardisation then
``39 -> H -> 2`` logits, decision = argmax. The numpy forward here and the exported ONNX graph
(:func:`to_onnx`) compute the same thing, so a policy is trained in numpy and deployed in onnxruntime.

1. :func:`collect` compiles modules with LLVM's own decisions echoed back and records every question (features,
   LLVM's default) plus the module's ``.text`` size at ``default<Oz>``.
2. :func:`fit_imitation` fits the MLP to LLVM's default decision (cross-entropy, Adam, numpy).
3. :func:`evolve` improves it for code size with antithetic evolution strategies (OpenAI-ES style, rank-shaped
   fitness): each candidate is scored by compiling the training modules with it and summing ``.text`` sizes
   relative to the heuristic. ES needs no gradient through the compiler and tolerates the noisy, discrete reward.
"""
from __future__ import annotations

import multiprocessing as mp
from typing import Any, Sequence

import numpy as np

from mlbridge_llvm.onnx_models import mlp
from mlbridge_training.common import Adam, MLPPolicy, rank_es, split_by_package

from mlbridge_passes.inliner.features import DEFAULT_INDEX, N_FEATURES, to_row
from mlbridge_passes.inliner.inline import ml_inline


class Policy(MLPPolicy):
    """The inliner's MLP (:class:`~mlbridge_training.common.MLPPolicy`): 39 features -> 2 logits (no, yes)."""

    @classmethod
    def init(cls, hidden: int, mean: np.ndarray, std: np.ndarray, seed: int = 0) -> "Policy":
        return cls.random(N_FEATURES, hidden, 2, mean, std, seed)

    def hidden(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        z = (preprocess(x) - self.mean) / self.std
        h = np.maximum(z @ self.w0 + self.b0, 0)
        return z, h

    def logits(self, x: np.ndarray) -> np.ndarray:
        return self.hidden(x)[1] @ self.w1 + self.b1

    def decide(self, x: np.ndarray) -> np.ndarray:
        """Decisions (int64) for rows of raw features."""
        return self.logits(np.asarray(x, np.float32)).argmax(axis=1).astype(np.int64)


def preprocess(x: np.ndarray) -> np.ndarray:
    """``sign(x) * log1p(|x|)``, as the ONNX graph does."""
    x = np.asarray(x, np.float32)
    return np.sign(x) * np.log1p(np.abs(x))


def to_onnx(policy: Policy) -> Any:
    """The policy as an ONNX model: input ``features`` float32 [N, 39], output ``decision`` int64 [N]."""
    return mlp([(policy.w0, policy.b0), (policy.w1, policy.b1)], input_name="features", output_name="decision",
               signed_log1p=True, standardize=(policy.mean, policy.std), argmax=True)


def split(modules: Sequence[str], held_out: float = 0.4) -> tuple[list[str], list[str]]:
    """Deterministic train / held-out split by package (whole code bases held out; the benchmark reuses it)."""
    return split_by_package(modules, held_out)


# ---- compiling with a policy ----------------------------------------------------------------------------------
def text_size_with(bitcode: bytes, decide: Any, pipeline: str = "default<Oz>") -> tuple[int, list[tuple[np.ndarray, int, int]]]:
    """``.text`` bytes of a module compiled with ``decide(row) -> 0/1`` for every inlining question; also the rows seen."""
    from mlbridge_llvm.ir.codegen import emit_object, text_size
    from mlbridge_llvm.ir.llvmc import CModule, to_llvmlite

    seen: list[tuple[np.ndarray, int, int]] = []

    def agent(features: dict[str, Any]) -> int:
        row = to_row(features)
        decision = int(decide(row))
        seen.append((row[0], int(row[0, DEFAULT_INDEX]), decision))
        return decision

    with CModule.parse_bitcode(bitcode) as cmod:
        ml_inline(cmod, agent, pipeline)
        obj = emit_object(to_llvmlite(cmod), opt_level=2, copy=False)
    return text_size(obj), seen


def default_decision(row: np.ndarray) -> int:
    """LLVM's heuristic, echoed."""
    return int(row[0, DEFAULT_INDEX])


def collect(bitcodes: Sequence[bytes]) -> tuple[list[np.ndarray], list[np.ndarray], list[int]]:
    """Per module: feature rows, LLVM's default decisions, and the ``.text`` size under the heuristic."""
    xs, ys, sizes = [], [], []
    for bc in bitcodes:
        size, seen = text_size_with(bc, default_decision)
        xs.append(np.array([r for r, _, _ in seen], np.float32).reshape(-1, N_FEATURES))
        ys.append(np.array([d for _, d, _ in seen], np.int64))
        sizes.append(size)
    return xs, ys, sizes


# ---- imitation ------------------------------------------------------------------------------------------------
def fit_imitation(x: np.ndarray, y: np.ndarray, hidden: int = 32, epochs: int = 300, lr: float = 0.01,
                  seed: int = 0, ignore_default: bool = True, weights: np.ndarray | None = None) -> Policy:
    """Fit the MLP to LLVM's decisions with softmax cross-entropy and Adam (full batch; the data set is small).

    With ``ignore_default`` the policy cannot read LLVM's own decision (its standardisation maps that input to 0):
    it must predict the heuristic from the 38 cost features, so its uncertain region is the heuristic's borderline
    call sites, which is where evolution strategies can then move decisions. With the default as input the MLP
    simply copies it with a margin no small perturbation crosses. ``weights`` (one per question, default all 1)
    weigh the cross-entropy, e.g. by the bytes a decision is worth (:func:`.flips.flip_labels`).
    """
    z = preprocess(x)
    mean, std = z.mean(0), z.std(0)
    if ignore_default:
        mean[DEFAULT_INDEX], std[DEFAULT_INDEX] = 0.0, 1e30
    policy = Policy.init(hidden, mean, std, seed)
    theta = policy.flat()
    adam = Adam(theta.size, lr)
    weights = np.ones(len(y)) if weights is None else np.asarray(weights, np.float64)
    for _ in range(epochs):
        p = policy.with_flat(theta)
        grad = _xent_grad(p, x, y, weights)
        theta = theta - adam.step(grad)
    return policy.with_flat(theta)


def _xent_grad(p: Policy, x: np.ndarray, y: np.ndarray, w: np.ndarray) -> np.ndarray:
    z, h = p.hidden(x)
    logits = h @ p.w1 + p.b1
    e = np.exp(logits - logits.max(1, keepdims=True))
    prob = e / e.sum(1, keepdims=True)
    d = prob.copy()
    d[np.arange(len(y)), y] -= 1
    d *= (w / w.sum())[:, None]
    gw1, gb1 = h.T @ d, d.sum(0)
    dh = (d @ p.w1.T) * (h > 0)
    gw0, gb0 = z.T @ dh, dh.sum(0)
    return np.concatenate([gw0.ravel(), gb0, gw1.ravel(), gb1]).astype(np.float64)


# ---- evolution strategies ------------------------------------------------------------------------------------
_WORKER: dict[str, Any] = {}


def _init_worker(bitcodes: Sequence[bytes], base_sizes: Sequence[int], template: Policy) -> None:
    _WORKER.update(bitcodes=list(bitcodes), base=list(base_sizes), template=template)


def _score(theta: np.ndarray) -> float:
    """Mean ``.text`` ratio to the heuristic over the worker's modules (lower is better)."""
    policy: Policy = _WORKER["template"].with_flat(theta)
    ratios = []
    for bc, base in zip(_WORKER["bitcodes"], _WORKER["base"]):
        size, _ = text_size_with(bc, lambda row: policy.decide(row)[0])
        ratios.append(size / base)
    return float(np.mean(ratios))


def evolve(policy: Policy, bitcodes: Sequence[bytes], base_sizes: Sequence[int], iterations: int = 10,
           population: int = 8, sigma: float = 0.02, lr: float = 0.01, workers: int = 2, seed: int = 0,
           log: Any = print) -> tuple[Policy, list[dict[str, float]]]:
    """Antithetic ES on the mean size ratio (:func:`mlbridge_training.common.rank_es`); keeps the best policy seen
    (the starting one included)."""
    history: list[dict[str, float]] = []

    def report(it: int, current: float, best: float, population_best: float, _seconds: float) -> None:
        history.append({"iteration": it, "mean_ratio": current, "best_ratio": best, "population_best": population_best})
        log(f"ES {it + 1}/{iterations}: mean size ratio {current:.5f} (best {best:.5f}, population best {population_best:.5f})")

    ctx = mp.get_context("spawn")
    with ctx.Pool(workers, initializer=_init_worker, initargs=(bitcodes, base_sizes, policy)) as pool:
        def score_one(theta: np.ndarray) -> float:
            return pool.apply(_score, (theta,))

        best_theta, _ = rank_es(policy.flat(), score_one, lambda c: pool.map(_score, c), iterations=iterations,
                                population=population, sigma=sigma, lr=lr, seed=seed,
                                on_start=lambda s: log(f"ES start: mean size ratio {s:.5f}"), on_iteration=report)
    return policy.with_flat(best_theta), history
