"""Environment/Agent driver (Listing 3) with real ONNX agents, and the gymnasium adapter."""
from __future__ import annotations

import sys

import numpy as np
import pytest

from mlbridge_llvm import onnx_models as om
from mlbridge_llvm.errors import ConfigError, FeatureError, ModelError
from mlbridge_llvm.rl import Environment, ONNXAgent, PolicyAgent, RLDriver, Step, gym_environment
from mlbridge_llvm.runners.onnx import ONNXModelRunner

VALUES = np.array([0.3, -0.5, 0.9, 0.1, -0.2], np.float32)


class OrderAndDecide(Environment):
    """Two agents alternate: "order" picks an unvisited node, "decide" picks 0/1 for it; done when all are visited."""

    def __init__(self, values: np.ndarray):
        super().__init__()
        self.values = values
        self.visited = np.zeros(len(values), bool)
        self.node = -1
        self.decisions: dict[int, int] = {}

    def _order_obs(self) -> dict[str, np.ndarray]:
        self.next_agent = "order"
        return {"values": self.values.copy(), "mask": ~self.visited}

    def reset(self):
        self.visited[:] = False
        self.decisions = {}
        return self._order_obs()

    def step(self, action):
        if self.next_agent == "order":
            assert not self.visited[action], "a masked node was chosen"
            self.node = int(action)
            self.next_agent = "decide"
            return {"x": self.values[self.node : self.node + 1].copy()}
        self.decisions[self.node] = int(action)
        self.visited[self.node] = True
        if self.visited.all():
            self.set_done()
        return self._order_obs()


@pytest.fixture(scope="module")
def agent_paths(tmp_path_factory):
    d = tmp_path_factory.mktemp("agents")
    n = len(VALUES)
    order = om.mlp([(np.eye(n, dtype=np.float32), np.zeros(n, np.float32))], input_name="values")
    decide = om.mlp([(np.array([[-1.0, 1.0]], np.float32), np.zeros(2, np.float32))], input_name="x")
    return {"order": om.save_model(order, d / "order.onnx"), "decide": om.save_model(decide, d / "decide.onnx")}


def expected_trajectory(values: np.ndarray) -> list[tuple[str, int]]:
    """Computed without the models: visit by descending value, decide 1 iff the value is positive."""
    out: list[tuple[str, int]] = []
    for node in np.argsort(-values, kind="stable"):
        out += [("order", int(node)), ("decide", int(values[node] > 0))]
    return out


def test_two_onnx_agents_produce_expected_trajectory(agent_paths):
    env = OrderAndDecide(VALUES)
    driver = RLDriver(env, {"order": ONNXAgent(agent_paths["order"], action_mask_key="mask"),
                            "decide": ONNXAgent(agent_paths["decide"])})
    trajectory = driver.run()
    assert [(s.agent, s.action) for s in trajectory] == expected_trajectory(VALUES)
    assert all(isinstance(s, Step) and type(s.action) is int for s in trajectory)
    decide_obs = [s.observation["x"][0] for s in trajectory if s.agent == "decide"]
    assert np.allclose(decide_obs, np.sort(VALUES)[::-1])
    assert env.done and env.decisions == {i: int(v > 0) for i, v in enumerate(VALUES)}
    # a second episode (fresh reset) is identical
    assert [(s.agent, s.action) for s in driver.run()] == expected_trajectory(VALUES)


def test_agents_given_as_paths_runners_and_callables(agent_paths):
    env = OrderAndDecide(VALUES)
    masked_first = PolicyAgent(lambda obs: int(np.flatnonzero(obs["mask"])[0]))
    driver = RLDriver(env, {"order": masked_first, "decide": ONNXModelRunner(agent_paths["decide"])})
    assert [s.action for s in driver.run() if s.agent == "order"] == [0, 1, 2, 3, 4]
    driver = RLDriver(env, {"order": lambda obs: int(np.flatnonzero(obs["mask"])[-1]), "decide": agent_paths["decide"]})
    assert [s.action for s in driver.run()] == [4, 0, 3, 1, 2, 1, 1, 0, 0, 1]


def test_masking_is_respected():
    # logits favour action 2, then 0, then 1
    model = om.mlp([(np.zeros((3, 3), np.float32), np.array([0.5, 0.1, 0.9], np.float32))])
    agent = ONNXAgent(model, input_name="obs", action_mask_key="allowed")
    obs = {"obs": np.zeros(3, np.float32)}
    assert agent.compute_action({**obs, "allowed": [1, 1, 1]}) == 2
    assert agent.compute_action({**obs, "allowed": [True, True, False]}) == 0
    assert agent.compute_action({**obs, "allowed": [0, 1, 0]}) == 1
    with pytest.raises(FeatureError, match="every action is masked"):
        agent.compute_action({**obs, "allowed": [0, 0, 0]})
    with pytest.raises(FeatureError, match="has 2 entries"):
        agent.compute_action({**obs, "allowed": [1, 1]})
    with pytest.raises(FeatureError, match="lacks the action mask"):
        agent.compute_action(obs)


def test_integer_action_models_and_masks():
    agent = ONNXAgent(om.constant_policy(4, 2, n_actions=3), action_mask_key="mask")
    assert agent.compute_action({"input": np.ones(4), "mask": [0, 0, 1]}) == 2
    with pytest.raises(ModelError, match="forbids"):
        agent.compute_action({"input": np.ones(4), "mask": [1, 1, 0]})
    assert ONNXAgent(om.constant_policy(4, 1)).compute_action(np.ones(4, np.float32)) == 1  # bare-array observation


class Misrouting(Environment):
    """Asks for an agent nobody registered."""

    def reset(self):
        self.next_agent = "nobody"
        return np.zeros(2)

    def step(self, action):
        return np.zeros(2)


class Endless(Environment):
    """Never calls set_done()."""

    def reset(self):
        return np.zeros(2)

    def step(self, action):
        return np.zeros(2)


class EmptyEpisode(Environment):
    """Done right after reset (nothing to decide)."""

    def reset(self):
        self.set_done()
        return np.zeros(2)

    def step(self, action):
        raise AssertionError("no step expected")


def test_unknown_agent_name():
    with pytest.raises(ConfigError, match=r"agent 'nobody'; known agents: \['a', 'b'\]"):
        RLDriver(Misrouting(), {"a": lambda o: 0, "b": lambda o: 1}).run()


def test_max_steps_guard():
    with pytest.raises(ConfigError, match="max_steps=50"):
        RLDriver(Endless(), {"agent": lambda o: 0}, max_steps=50).run()
    with pytest.raises(ConfigError):
        RLDriver(Endless(), {})
    with pytest.raises(ConfigError, match="cannot use int"):
        RLDriver(Endless(), {"agent": 3})


def test_done_after_reset_queries_nobody():
    assert RLDriver(EmptyEpisode(), {"agent": lambda o: 0}).run() == []


# ---- gymnasium -------------------------------------------------------------------------------------------------

class Counter(Environment):
    """Counts action-1 steps up to 5; reward 1 per increment."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def reset(self):
        self.count = 0
        self.last_reward = 0.0
        return {"count": [self.count], "target": 5}

    def step(self, action):
        self.last_reward = float(action == 1)
        self.count += int(action)
        if self.count >= 5:
            self.set_done()
        return {"count": [self.count], "target": 5}


def counter_gym(**kw):
    from gymnasium import spaces

    obs_space = spaces.Dict({"count": spaces.Box(0, 10, (1,), np.float32), "target": spaces.Discrete(10)})
    return gym_environment(Counter(), obs_space, spaces.Discrete(2), **kw)


def test_gym_adapter_passes_check_env():
    import gymnasium
    from gymnasium.utils.env_checker import check_env

    from mlbridge_llvm.rl import GymEnvironment

    env = counter_gym()
    assert isinstance(env, gymnasium.Env) and isinstance(env, GymEnvironment)
    check_env(env, skip_render_check=True)


def test_gym_adapter_episode():
    env = counter_gym(max_episode_steps=20)
    obs, info = env.reset(seed=0)
    assert obs["count"].dtype == np.float32 and obs["count"].tolist() == [0.0] and info == {"next_agent": "agent"}
    total, terminated, steps = 0.0, False, 0
    while not terminated:
        obs, reward, terminated, truncated, info = env.step(np.int64(1))
        total, steps = total + reward, steps + 1
        assert not truncated
    assert total == 5.0 and steps == 5 and obs["count"].tolist() == [5.0]
    env = counter_gym(max_episode_steps=3)
    env.reset()
    results = [env.step(0) for _ in range(3)]
    assert [r[3] for r in results] == [False, False, True] and not any(r[2] for r in results)


def test_gym_missing_gives_config_error(monkeypatch):
    import mlbridge_llvm.rl.env as rl_env

    monkeypatch.setattr(rl_env, "_GYM_CLASS", None)
    monkeypatch.setitem(sys.modules, "gymnasium", None)
    with pytest.raises(ConfigError, match=r"mlbridge-llvm\[rl\]"):
        gym_environment(Counter(), None, None)


class RewardAttr(Counter):
    """Reports its reward through ``self.reward`` instead of ``last_reward``."""

    last_reward = None

    def reset(self):
        obs = super().reset()
        self.last_reward = None
        return obs

    def step(self, action):
        obs = super().step(action)
        self.last_reward, self.reward = None, 2.0 * action
        return obs


def test_gym_reward_from_reward_attribute():
    from gymnasium import spaces

    obs_space = spaces.Dict({"count": spaces.Box(0, 10, (1,), np.float32), "target": spaces.Discrete(10)})
    env = gym_environment(RewardAttr(), obs_space, spaces.Discrete(2))
    env.reset()
    assert env.step(1)[1] == 2.0 and env.step(0)[1] == 0.0
