"""Behavioural cloning: fit the policy to the decisions of traces (ml-compiler-opt's warm start).

The target of each question is the decision the trace took (a teacher's, the bundled model's, LLVM's default policy
replayed through the pass), or, for a config whose features carry LLVM's own decision (``decision.default``), that
decision. Loss: softmax cross-entropy over the classes, or over the legal rows of a ``scores`` question (listwise),
optionally weighted per question; Adam on minibatches; the backward pass is :func:`mlbridge_training.mlp.backprop`.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from mlbridge_training.common import Adam
from mlbridge_training.mlp import Dense, backprop

from .policy import Policy
from .traces import Dataset

__all__ = ["agreement", "clone", "default_decisions", "loss_and_grad"]


def default_decisions(data: Dataset, resolved: Any) -> np.ndarray:
    """LLVM's own decision of every question, read where the config says the features carry it."""
    where = resolved.config.decision.default
    if where is None:
        from mlbridge_llvm.errors import ConfigError

        raise ConfigError(f"{resolved.config.pass_name}: the config names no default decision in the features")
    return data.x.reshape(len(data), -1)[:, where[1]].round().astype(np.int64)


def loss_and_grad(policy: Policy, x: np.ndarray, y: np.ndarray,
                  weights: np.ndarray | None = None) -> tuple[float, np.ndarray]:
    """Mean (weighted) cross-entropy of ``y`` under the policy's softmax, and its gradient (flat, as
    :meth:`~mlbridge_training.common.MLPPolicy.flat`)."""
    z, h = policy.hidden(x)
    prob = policy.probabilities(x)
    n = len(y)
    w = np.ones(n) if weights is None else np.asarray(weights, np.float64)
    w = w / max(w.sum(), 1e-12)
    loss = float(-(w * np.log(np.maximum(prob[np.arange(n), y], 1e-12))).sum())
    d = prob.copy()
    d[np.arange(n), y] -= 1
    d *= w[:, None]
    d_out = d if policy.kind == "class" else d[..., None]  # scores: one output per row
    g = backprop(d_out.astype(np.float32), h, policy.w1, [Dense(z, policy.w0)])
    return loss, np.concatenate([g.hidden[0].ravel(), g.b0, g.w1.ravel(), g.b1]).astype(np.float64)


def agreement(policy: Policy, x: np.ndarray, y: np.ndarray) -> float:
    """Share of questions where the policy's decision is ``y``."""
    return float((policy.decide(x) == y).mean()) if len(y) else float("nan")


def clone(policy: Policy, x: np.ndarray, y: np.ndarray, *, epochs: int = 40, batch: int = 512, lr: float = 0.01,
          weights: np.ndarray | None = None, seed: int = 0,
          log: Callable[[str], None] | None = None) -> Policy:
    """``policy`` fitted to answer ``y`` on ``x`` (module docstring); returns the fitted copy."""
    theta = policy.flat()
    adam = Adam(theta.size, lr)
    rng = np.random.default_rng(seed)
    w = None if weights is None else np.asarray(weights, np.float64)
    for epoch in range(epochs):
        order = rng.permutation(len(y))
        losses = []
        for start in range(0, len(y), batch):
            idx = order[start:start + batch]
            loss, grad = loss_and_grad(policy.with_flat(theta), x[idx], y[idx], None if w is None else w[idx])
            theta = theta - adam.step(grad)
            losses.append(loss)
        if log is not None and (epoch % 10 == 0 or epoch == epochs - 1):
            log(f"  behavioural cloning epoch {epoch + 1}/{epochs}: loss {np.mean(losses):.4f}, agreement "
                f"{agreement(policy.with_flat(theta), x, y):.4f}")
    return policy.with_flat(theta)
