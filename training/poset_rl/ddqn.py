"""Double DQN for POSET-RL, as published (Jain et al., ISPASS'22: DDQN over the IR2Vec embedding), in numpy.

The Q-network is the pass's own policy network (:class:`.train.Policy`: standardised ``sign(x)*log1p(|x|)``
embedding and module features -> ReLU layer -> ``n + 1`` outputs, the last one = stop, plus a linear term of the
action mask), so a trained Q-network exports with :func:`.train.to_onnx` and the pass plays ``argmax`` over the
allowed actions. Transitions come from the gym environment (:class:`.env.PosetRLEnv`, in-process or with compiler
workers behind pipes or gRPC); the reward is the environment's (POSET-RL's size term, normalised by the module's
O0 - Oz gap); stop is a terminal action with reward 0.

Update (van Hasselt et al. 2016): ``y = r + gamma * (1 - done) * Q_target(s', argmax_{a' allowed} Q_online(s', a'))``,
Huber loss on ``Q_online(s, a)``, Adam; the target network is copied from the online one every ``target_every``
updates; exploration is epsilon-greedy over the allowed actions.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field

import numpy as np

from mlbridge_passes.poset_rl.features import N_FEATURES
from mlbridge_passes.poset_rl.poset import EMBED_DIM
from mlbridge_training.common import Adam
from mlbridge_training.mlp import Dense, backprop

from .train import Policy, preprocess


@dataclass
class DDQNConfig:
    """Hyper-parameters (defaults: the values the training script uses)."""

    hidden: int = 64
    gamma: float = 0.95
    lr: float = 1e-3
    batch: int = 64
    buffer: int = 50_000
    target_every: int = 250
    huber: float = 1.0
    l2: float = 1e-4
    eps_start: float = 1.0
    eps_end: float = 0.05
    eps_steps: int = 4000


@dataclass
class Replay:
    """A ring buffer of transitions ``(s, a, r, s', done)``; states are (embedding, module features, mask)."""

    capacity: int
    n_actions: int
    size: int = 0
    pos: int = 0
    arrays: dict[str, np.ndarray] = field(default_factory=dict)

    def __post_init__(self) -> None:
        c, n = self.capacity, self.n_actions
        self.arrays = {"e": np.zeros((c, EMBED_DIM), np.float32), "f": np.zeros((c, N_FEATURES), np.float32),
                       "m": np.zeros((c, n), np.float32), "a": np.zeros(c, np.int64), "r": np.zeros(c, np.float32),
                       "e2": np.zeros((c, EMBED_DIM), np.float32), "f2": np.zeros((c, N_FEATURES), np.float32),
                       "m2": np.zeros((c, n), np.float32), "d": np.zeros(c, np.float32)}

    def add(self, obs: dict, action: int, reward: float, nxt: dict, done: bool) -> None:
        """Store one transition (``action`` = ``n_actions`` for stop)."""
        i, A = self.pos, self.arrays
        A["e"][i], A["f"][i], A["m"][i] = obs["embedding"], obs["module_features"], obs["action_mask"]
        A["a"][i], A["r"][i], A["d"][i] = action, reward, float(done)
        A["e2"][i], A["f2"][i], A["m2"][i] = nxt["embedding"], nxt["module_features"], nxt["action_mask"]
        self.pos = (self.pos + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)

    def sample(self, rng: np.random.Generator, n: int) -> dict[str, np.ndarray]:
        """``n`` transitions drawn uniformly."""
        idx = rng.integers(0, self.size, n)
        return {k: v[idx] for k, v in self.arrays.items()}


def new_qnet(n_actions: int, hidden: int, embeddings: np.ndarray, features: np.ndarray, seed: int = 0) -> Policy:
    """A Q-network whose input standardisation comes from sample observations (``[N, 300]``, ``[N, K]``)."""
    rng = np.random.default_rng(seed)
    z = preprocess(np.asarray(embeddings, np.float32))
    std = z.std(0)
    f = np.asarray(features, np.float32)
    fstd = f.std(0)
    q = Policy(rng.normal(0, 1 / np.sqrt(EMBED_DIM), (EMBED_DIM, hidden)).astype(np.float32),
               np.zeros(hidden, np.float32),
               rng.normal(0, 0.1 / np.sqrt(hidden), (hidden, n_actions + 1)).astype(np.float32),
               np.zeros(n_actions + 1, np.float32), z.mean(0).astype(np.float32),
               np.where(std > 1e-6, std, 1.0).astype(np.float32))
    q.fmean, q.fstd = f.mean(0).astype(np.float32), np.where(fstd > 1e-6, fstd, 1.0).astype(np.float32)
    q.params()  # creates the mask and feature weights
    return q


def q_values(q: Policy, e: np.ndarray, f: np.ndarray, m: np.ndarray) -> np.ndarray:
    """``[N, n + 1]`` Q-values with disallowed actions at -1e9 (stop always allowed)."""
    return q.logits(e, m, f)


def act(q: Policy, obs: dict, eps: float, rng: np.random.Generator) -> int:
    """Epsilon-greedy over the allowed actions; returns an index in ``0..n`` (``n`` = stop)."""
    allowed = np.append(np.flatnonzero(obs["action_mask"] > 0), q.n_actions)
    if rng.random() < eps:
        return int(rng.choice(allowed))
    return int(np.argmax(q_values(q, obs["embedding"][None], obs["module_features"][None],
                                  obs["action_mask"][None])[0]))


def td_targets(online: Policy, target: Policy, batch: dict[str, np.ndarray], gamma: float) -> np.ndarray:
    """Double-DQN targets ``r + gamma * (1 - done) * Q_target(s', argmax_{allowed} Q_online(s'))``."""
    best = np.argmax(q_values(online, batch["e2"], batch["f2"], batch["m2"]), axis=1)
    nxt = q_values(target, batch["e2"], batch["f2"], batch["m2"])[np.arange(len(best)), best]
    return batch["r"] + gamma * (1.0 - batch["d"]) * nxt


class Learner:
    """The online and target networks and their Adam state."""

    def __init__(self, q: Policy, cfg: DDQNConfig) -> None:
        self.online, self.cfg = q, cfg
        self.target = copy.deepcopy(q)
        self.adam = Adam(q.params(), cfg.lr)
        self.updates = 0

    def update(self, batch: dict[str, np.ndarray]) -> float:
        """One gradient step on a batch; returns the mean Huber loss before the step."""
        q, cfg = self.online, self.cfg
        y = td_targets(q, self.target, batch, cfg.gamma)
        n, a = len(y), batch["a"]
        zz, h = q.hidden(batch["e"], batch["f"])
        zf = q.feature_z(batch["f"], n)
        out = (h @ q.w1 + q.b1 + batch["m"] @ q.wm)[np.arange(n), a]
        err = out - y
        loss = np.where(np.abs(err) <= cfg.huber, 0.5 * err ** 2, cfg.huber * (np.abs(err) - 0.5 * cfg.huber))
        d = (np.clip(err, -cfg.huber, cfg.huber) / n).astype(np.float32)   # dLoss/dout
        dout = np.zeros((n, q.n_actions + 1), np.float32)
        dout[np.arange(n), a] = d
        g = backprop(dout, h, q.w1, [Dense(zz, q.w0), Dense(zf, q.wf)], [Dense(batch["m"], q.wm)], l2=cfg.l2)
        self.adam.update(q.params(), [g.hidden[0], g.b0, g.w1, g.b1, g.output[0], g.hidden[1]])
        self.updates += 1
        if self.updates % cfg.target_every == 0:
            self.target = copy.deepcopy(q)
        return float(loss.mean())


def epsilon(cfg: DDQNConfig, step: int) -> float:
    """Linearly decayed exploration rate."""
    return cfg.eps_end + (cfg.eps_start - cfg.eps_end) * max(0.0, 1.0 - step / max(cfg.eps_steps, 1))
