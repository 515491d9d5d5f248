"""The inlining policy: a small MLP over LLVM's 39 inliner features, fitted with weighted cross-entropy.

``sign(x)*log1p(|x|)`` then standardisation then ``39 -> H -> 2`` logits, decision = argmax. The numpy forward
here and the exported ONNX graph (:func:`to_onnx`) compute the same thing, so a policy is trained in numpy and
deployed in onnxruntime. :func:`fit_imitation` fits it to target decisions: LLVM's own, or the better decision per
question from per-decision rewards (:mod:`.flips`, used by ``scripts/train_inliner.py``).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from mlbridge_llvm.onnx_models import mlp
from mlbridge_training.common import Adam, MLPPolicy
from mlbridge_training.mlp import Dense, backprop

from mlbridge_passes.inliner.features import DEFAULT_INDEX, N_FEATURES


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
    g = backprop(d, h, p.w1, [Dense(z, p.w0)])
    return np.concatenate([g.hidden[0].ravel(), g.b0, g.w1.ravel(), g.b1]).astype(np.float64)
