"""PPO (clipped surrogate) on traces sampled from the policy itself, as ml-compiler-opt trains its inliner.

Each iteration compiles a batch of fitting modules with the *stochastic* policy (every decision drawn from the MLP's
softmax in the worker, :func:`.episode.sampled_policy`, recorded by the ``record:`` runner with the module's reward),
then takes ``epochs`` passes of Adam over those decisions on the clipped surrogate

    L = -mean(min(r * A, clip(r, 1 - eps, 1 + eps) * A)),   r = pi(a | x) / pi_old(a | x)

where ``A`` is the module's reward (minus its cost against the baseline) less the batch's mean, scaled to unit
variance: one reward per compilation, shared by its decisions (MLGO's inliner reward is the module's size too). The
deterministic policy (argmax) of every iterate is scored on validation modules and the best kept, the start included.

**Why numpy and not a library.** The kit's policies are small MLPs and its learners are numpy (no deep-learning
framework in the base install). Ray RLlib, which the issue suggests, needs PyTorch or TensorFlow for its PPO, and
steps an environment itself: here LLVM drives (the decisions of one compilation arrive as callbacks from inside
it), so an RLlib environment would have to pause LLVM between steps. Trajectory-based PPO on recorded compilations,
as ml-compiler-opt does with TF-Agents, needs only the surrogate's gradient, which is the few lines below on the
kit's one backward pass (:func:`mlbridge_training.mlp.backprop`).
"""
from __future__ import annotations

import math
import os
import time
from typing import Any, Callable

import numpy as np

from mlbridge_training.common import Adam
from mlbridge_training.mlp import Dense, backprop

from .es import package_score, score
from .policy import Policy
from .traces import Dataset, Workspace, load_dataset

__all__ = ["surrogate", "train"]


def surrogate(policy: Policy, x: np.ndarray, a: np.ndarray, old_p: np.ndarray, adv: np.ndarray,
              clip: float) -> tuple[float, np.ndarray]:
    """The clipped surrogate loss and its gradient (flat) for decisions ``a`` taken with probability ``old_p``."""
    z, h = policy.hidden(x)
    prob = policy.probabilities(x)
    n = len(a)
    p_a = np.maximum(prob[np.arange(n), a], 1e-12)
    ratio = p_a / np.maximum(old_p, 1e-12)
    clipped = np.clip(ratio, 1 - clip, 1 + clip)
    loss = float(-np.minimum(ratio * adv, clipped * adv).mean())
    active = (ratio * adv) <= (clipped * adv)  # the unclipped term is the minimum: its gradient flows
    coef = np.where(active, -adv * ratio / n, 0.0)  # dL/dlog p(a)
    d = -prob * coef[:, None]
    d[np.arange(n), a] += coef  # dlog p(a)/dlogits = onehot(a) - p
    d_out = d if policy.kind == "class" else d[..., None]
    if policy.kind == "scores":  # illegal rows have p = 0 and no gradient
        d_out = np.where(np.isfinite(d_out), d_out, 0.0)
    g = backprop(d_out.astype(np.float32), h, policy.w1, [Dense(z, policy.w0)])
    return loss, np.concatenate([g.hidden[0].ravel(), g.b0, g.w1.ravel(), g.b1]).astype(np.float64)


def _advantages(data: Dataset) -> np.ndarray:
    adv = data.reward - data.reward.mean()
    std = adv.std()
    return adv / std if std > 0 else adv


def train(ws: Workspace, start: Policy, fit: dict[str, str], validation: dict[str, str], *, iterations: int = 8,
          batch: int = 32, lr: float = 0.003, epochs: int = 4, clip: float = 0.2, minibatch: int = 256, seed: int = 0,
          log: Callable[[str], None] = print) -> tuple[Policy, list[dict[str, Any]]]:
    """PPO from ``start`` (module docstring); the best iterate by validation and the history."""
    rng = np.random.default_rng(seed)
    names = sorted(fit)
    theta = start.flat()
    adam = Adam(theta.size, lr)
    history: list[dict[str, Any]] = []
    best = (score(ws, [start], validation)[0] if validation else math.inf, theta)
    history.append({"iteration": 0, "validation": best[0]})
    log(f"  PPO start: validation {math.exp(best[0]):.5f}")
    for it in range(1, iterations + 1):
        t0 = time.perf_counter()
        chosen = names if len(names) <= batch else sorted(rng.choice(names, batch, replace=False).tolist())
        policy = start.with_flat(theta)
        run = f"ppo-{seed}-{it}"
        episodes = ws.episodes({n: fit[n] for n in chosen}, {"mlp": policy.to_data(), "sample": seed * 1000 + it},
                               record={"seed": seed * 1000 + it}, run=run)
        folder = os.path.join(ws.work, "traces", run)
        data = load_dataset([p for p in (os.path.join(folder, e["name"] + ".log") for e in episodes)
                             if os.path.exists(p)], ws.resolved)
        if not len(data):
            log(f"  PPO iteration {it}: no decisions")
            continue
        old_p = policy.probabilities(data.x)[np.arange(len(data)), data.y]
        adv = _advantages(data)
        losses = []
        for _ in range(epochs):
            order = rng.permutation(len(data))
            for s in range(0, len(order), minibatch):
                idx = order[s:s + minibatch]
                loss, grad = surrogate(start.with_flat(theta), data.x[idx], data.y[idx], old_p[idx], adv[idx], clip)
                theta = theta - adam.step(grad)
                losses.append(loss)
        sampled = package_score({e["name"]: e["cost"] for e in episodes})
        val = score(ws, [start.with_flat(theta)], validation)[0] if validation else sampled
        history.append({"iteration": it, "sampled": sampled, "validation": val, "decisions": int(len(data)),
                        "loss": float(np.mean(losses)), "seconds": round(time.perf_counter() - t0, 1)})
        log(f"  PPO iteration {it}: sampled policy {math.exp(sampled):.5f} on {len(episodes)} modules "
            f"({len(data)} decisions), validation {math.exp(val):.5f}")
        if val < best[0]:
            best = (val, theta)
    return start.with_flat(best[1]), history
