"""Double DQN for poset-rl: targets, the gradient step, the replay buffer, and a short real run whose Q-network
drives the pass."""
from __future__ import annotations

import glob
import os

import numpy as np

from mlbridge_training.poset_rl import ddqn as D
from mlbridge_passes.poset_rl.features import N_FEATURES

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = sorted(glob.glob(os.path.join(ROOT, "test", "inputs", "corpus", "**", "*.bc"), recursive=True))
N = 5


def _batch(rng: np.random.Generator, n: int = 32) -> dict[str, np.ndarray]:
    m = (rng.random((n, N)) > 0.4).astype(np.float32)
    m2 = m.copy()
    a = np.array([rng.choice(np.append(np.flatnonzero(r), N)) for r in m])
    for i, x in enumerate(a):
        if x < N:
            m2[i, x] = 0.0
    return {"e": rng.normal(0, 50, (n, 300)).astype(np.float32), "f": rng.normal(size=(n, N_FEATURES)).astype(np.float32),
            "m": m, "a": a, "r": rng.normal(0, 0.3, n).astype(np.float32),
            "e2": rng.normal(0, 50, (n, 300)).astype(np.float32),
            "f2": rng.normal(size=(n, N_FEATURES)).astype(np.float32), "m2": m2,
            "d": (rng.random(n) < 0.3).astype(np.float32)}


def _qnet(rng: np.random.Generator, seed: int = 0):
    return D.new_qnet(N, 16, rng.normal(0, 50, (100, 300)), rng.normal(size=(100, N_FEATURES)), seed)


def test_double_dqn_target_picks_with_online_and_values_with_target() -> None:
    rng = np.random.default_rng(0)
    online, target = _qnet(rng, 0), _qnet(rng, 1)
    b = _batch(rng)
    y = D.td_targets(online, target, b, gamma=0.9)
    qo = D.q_values(online, b["e2"], b["f2"], b["m2"])
    qt = D.q_values(target, b["e2"], b["f2"], b["m2"])
    for i in range(len(y)):
        allowed = np.append(np.flatnonzero(b["m2"][i] > 0), N)
        best = allowed[np.argmax(qo[i, allowed])]
        expected = b["r"][i] + (0.0 if b["d"][i] else 0.9 * qt[i, best])
        assert np.isclose(y[i], expected, rtol=1e-5, atol=1e-5)
    # the target is not simply the target network's max (that would be plain DQN)
    assert not np.allclose(y, b["r"] + 0.9 * (1 - b["d"]) * qt.max(1))


def test_update_fits_rewards_when_gamma_is_zero() -> None:
    """With gamma = 0 the target is the reward: repeated steps on one batch drive the Huber loss towards 0."""
    rng = np.random.default_rng(1)
    learner = D.Learner(_qnet(rng), D.DDQNConfig(gamma=0.0, lr=3e-3, l2=0.0, target_every=10**9))
    b = _batch(rng)
    first = learner.update(b)
    for _ in range(300):
        last = learner.update(b)
    assert last < 0.05 * first
    q = D.q_values(learner.online, b["e"], b["f"], b["m"])[np.arange(len(b["a"])), b["a"]]
    assert np.allclose(q, b["r"], atol=0.05)


def test_target_network_is_copied_every_target_every_updates() -> None:
    rng = np.random.default_rng(2)
    learner = D.Learner(_qnet(rng), D.DDQNConfig(target_every=3))
    b = _batch(rng)
    w_before = learner.target.w1.copy()
    learner.update(b)
    learner.update(b)
    assert np.array_equal(learner.target.w1, w_before) and not np.array_equal(learner.online.w1, w_before)
    learner.update(b)
    assert np.array_equal(learner.target.w1, learner.online.w1)


def test_replay_ring_buffer_wraps_and_samples_stored_transitions() -> None:
    rng = np.random.default_rng(3)
    rep = D.Replay(4, N)
    obs = {"embedding": np.zeros(300, np.float32), "module_features": np.zeros(N_FEATURES, np.float32),
           "action_mask": np.ones(N, np.float32)}
    for i in range(6):
        rep.add(obs, i % (N + 1), float(i), obs, i == 5)
    assert rep.size == 4 and sorted(rep.arrays["r"].tolist()) == [2.0, 3.0, 4.0, 5.0]
    assert set(rep.sample(rng, 50)["r"].tolist()) <= {2.0, 3.0, 4.0, 5.0}


def test_epsilon_greedy_only_picks_allowed_actions() -> None:
    rng = np.random.default_rng(4)
    q = _qnet(rng)
    obs = {"embedding": rng.normal(0, 50, 300).astype(np.float32), "module_features": np.zeros(N_FEATURES, np.float32),
           "action_mask": np.array([0, 1, 0, 0, 1], np.float32)}
    assert {D.act(q, obs, 1.0, rng) for _ in range(200)} == {1, 4, N}
    assert D.act(q, obs, 0.0, rng) in {1, 4, N}
    assert D.epsilon(D.DDQNConfig(eps_steps=100), 0) == 1.0 and D.epsilon(D.DDQNConfig(eps_steps=100), 500) == 0.05


def test_short_real_run_exports_a_policy_the_pass_follows(tmp_path) -> None:
    """A few real environment steps on corpus modules (in-process), a few updates, ONNX export: the pass applies
    exactly the actions the numpy Q-network chooses on the same module."""
    from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
    from mlbridge_llvm.onnx_models import save_model
    from mlbridge_training.poset_rl.env import PosetRLEnv
    from mlbridge_training.poset_rl.train import rollout, to_onnx

    rng = np.random.default_rng(5)
    env = PosetRLEnv(CORPUS[:3], seed=0)
    seen, obs = [], env.reset()[0]
    try:
        for _ in range(40):
            a = D.act(_qnet(rng), obs, 1.0, rng)
            nxt, r, term, trunc, _ = env.step(a)
            seen.append((obs, a, r, nxt, term or trunc))
            obs = env.reset()[0] if term or trunc else nxt
    finally:
        env.close()
    assert any(t[2] != 0 for t in seen)  # real size changes reach the reward
    q = D.new_qnet(env.n_actions, 16, np.stack([t[0]["embedding"] for t in seen]),
                   np.stack([t[0]["module_features"] for t in seen]))
    learner = D.Learner(q, D.DDQNConfig())
    rep = D.Replay(100, env.n_actions)
    for t in seen:
        rep.add(*t)
    for _ in range(20):
        learner.update(rep.sample(rng, 16))
    path = save_model(to_onnx(learner.online), str(tmp_path / "q.onnx"))
    with open(CORPUS[1], "rb") as f:
        bc = f.read()
    _, remarks = optimize_llvm(bc, "poset-rl", RunnerChoice("onnx", path), text=True)
    applied = [r.args["action"] for r in remarks if r.name == "SubSequence"]
    assert applied and applied == rollout(learner.online.act, CORPUS[1], bc).actions
