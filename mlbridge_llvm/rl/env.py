"""Multi-agent RL inference driven by the compiler (paper section 3.1.2, Listing 3 and Fig. 3).

The optimization derives from :class:`Environment` and overrides :meth:`Environment.reset` and
:meth:`Environment.step`; each returned observation comes with :attr:`Environment.next_agent`, the label of the
agent to query next, and the episode ends when the environment calls :meth:`Environment.set_done`. Agents (exported
ONNX policies via :class:`ONNXAgent`, or any Python callable via :class:`PolicyAgent`) only map an observation to an
action. :class:`RLDriver` runs the loop of Listing 3. :func:`gym_environment` / ``GymEnvironment`` exposes an
Environment to gymnasium-based trainers (optional dependency ``mlbridge-llvm[rl]``).
"""
from __future__ import annotations

import os
from abc import ABC, abstractmethod
from typing import Any, Callable, Mapping, NamedTuple, Protocol, runtime_checkable

import numpy as np

from ..errors import ConfigError, FeatureError, ModelError
from ..runners.onnx import ONNXModelRunner

#: What an environment hands to an agent: a mapping of named features, or a bare array.
Observation = Any
Action = Any

#: Default bound on agent queries per episode (a buggy environment that never calls set_done cannot hang a build).
DEFAULT_MAX_STEPS = 10_000


class Environment(ABC):
    """The optimization's side of the RL interaction: override :meth:`reset` and :meth:`step`.

    Set :attr:`next_agent` before returning each observation (single-agent environments may keep the default
    ``"agent"``), call :meth:`set_done` when the episode is over, and optionally set :attr:`last_reward` in
    :meth:`step` for training through :func:`gym_environment`.
    """

    #: Label of the agent to query with the observation just returned (set by reset/step).
    next_agent: str = "agent"
    #: Reward of the last step, read by the gymnasium adapter (``None``: fall back to ``self.reward``, then 0).
    last_reward: float | None = None

    def __init__(self) -> None:
        self._done = False

    @abstractmethod
    def reset(self) -> Observation:
        """Return to the initial state and return the first observation."""

    @abstractmethod
    def step(self, action: Action) -> Observation:
        """Apply ``action`` and return the next observation (call :meth:`set_done` on reaching a terminal state)."""

    @property
    def done(self) -> bool:
        """True once the episode has ended."""
        return getattr(self, "_done", False)

    def set_done(self, done: bool = True) -> None:
        """Mark the episode as finished (``set_done(False)`` re-opens it; the driver does this before reset)."""
        self._done = bool(done)

    def check_done(self) -> bool:
        """Alias of :attr:`done` (the C++ API's ``checkDone()``)."""
        return self.done


@runtime_checkable
class Agent(Protocol):
    """Anything with ``compute_action(observation) -> action``."""

    def compute_action(self, observation: Observation) -> Action:
        """Choose an action for ``observation``."""
        ...


class PolicyAgent:
    """Agent backed by a Python callable ``fn(observation) -> action``."""

    def __init__(self, fn: Callable[[Observation], Action]):
        if not callable(fn):
            raise ConfigError(f"PolicyAgent needs a callable, got {type(fn).__name__}")
        self.fn = fn

    def compute_action(self, observation: Observation) -> Action:
        """Call the wrapped function."""
        return self.fn(observation)

    def __repr__(self) -> str:
        return f"PolicyAgent({getattr(self.fn, '__name__', self.fn)!r})"


class RunnerAgent:
    """An agent answered by any model runner (ONNX, compiled, pipe, gRPC, Python): the one every ML pass uses.

    ``inputs(observation)`` gives the runner's named features (default: the observation itself, a mapping of
    tensors); the answer goes through ``as_type`` (default ``int``: an action, which must be one element; ``None``
    returns the runner's advice unchanged, e.g. a vector of scores). An agent is also callable, for hosts that ask
    ``agent(features)``.
    """

    def __init__(self, runner: Any, inputs: Callable[[Observation], Mapping[str, Any]] | None = None,
                 as_type: type | None = int) -> None:
        self.runner, self.inputs, self.as_type = runner, inputs, as_type

    def compute_action(self, observation: Observation) -> Action:
        """Ask the runner about ``observation``."""
        features = self.inputs(observation) if self.inputs is not None else observation
        return self.runner.populate_features(features).evaluate(self.as_type)

    __call__ = compute_action


class ONNXAgent:
    """Agent backed by an exported ONNX policy: returns the argmax of its logits (or its integer output as is).

    ``input_name`` is the observation key holding the input of a single-input model (by default model inputs are
    looked up under their own names, and a bare-array observation feeds the single input). ``action_mask_key`` names
    an observation entry of booleans, one per action: masked actions are never chosen. ``output_name`` selects one
    output of a multi-output model (default: the first).
    """

    def __init__(self, model: ONNXModelRunner | str | os.PathLike[str] | bytes | Any, input_name: str | None = None,
                 action_mask_key: str | None = None, output_name: str | None = None):
        self.runner = model if isinstance(model, ONNXModelRunner) else ONNXModelRunner(model)
        self.input_name, self.action_mask_key = input_name, action_mask_key
        names = [i.name for i in self.runner.inputs]
        if input_name is not None and len(names) != 1:
            raise ConfigError(f"input_name={input_name!r} needs a single-input model; this one has inputs {names}")
        outs = [o.name for o in self.runner.outputs]
        if output_name is not None and output_name not in outs:
            raise ConfigError(f"output_name={output_name!r} is not an output of the model; outputs are {outs}")
        self.output_name = output_name if output_name is not None else outs[0]
        self._multi_output = len(outs) > 1

    def _features(self, observation: Observation) -> dict[str, Any]:
        """The model's feed taken from the observation."""
        names = [i.name for i in self.runner.inputs]
        if not isinstance(observation, Mapping):
            if len(names) != 1:
                raise FeatureError(f"a bare-array observation can only feed a single-input model; inputs are {names}")
            return {names[0]: observation}
        if self.input_name is not None:
            if self.input_name not in observation:
                raise FeatureError(f"observation lacks {self.input_name!r}; it has {sorted(observation)}")
            return {names[0]: observation[self.input_name]}
        missing = [n for n in names if n not in observation]
        if missing:
            raise FeatureError(f"observation lacks model input(s) {missing}; it has {sorted(observation)}")
        return {n: observation[n] for n in names}

    def _mask(self, observation: Observation, n_actions: int) -> np.ndarray | None:
        """The boolean action mask carried by the observation, if one is configured."""
        if self.action_mask_key is None:
            return None
        if not isinstance(observation, Mapping) or self.action_mask_key not in observation:
            raise FeatureError(f"observation lacks the action mask {self.action_mask_key!r}")
        mask = np.asarray(observation[self.action_mask_key]).reshape(-1)
        if mask.dtype != bool:
            mask = mask != 0
        if mask.size != n_actions:
            raise FeatureError(f"action mask {self.action_mask_key!r} has {mask.size} entries but the model scores "
                               f"{n_actions} actions")
        if not mask.any():
            raise FeatureError(f"every action is masked by {self.action_mask_key!r}; the agent cannot choose one")
        return mask

    def compute_action(self, observation: Observation) -> int:
        """Query the model and turn its answer into an action index."""
        out = self.runner.populate_features(self._features(observation)).evaluate()
        if self._multi_output:
            out = out[self.output_name]
        out = np.asarray(out)
        if out.dtype.kind in "iub":
            if out.size != 1:
                raise ModelError(f"agent model returned {out.size} integer values; expected one action")
            action = int(out.reshape(()).item())
            if self.action_mask_key is not None:
                self._check_int_action(observation, action)
            return action
        logits = out.reshape(-1)
        mask = self._mask(observation, logits.size)
        if mask is None:
            return int(np.argmax(logits))
        allowed = np.flatnonzero(mask)
        return int(allowed[np.argmax(logits[allowed])])

    def _check_int_action(self, observation: Observation, action: int) -> None:
        """An integer-output model cannot be re-ranked: its action must be allowed by the mask."""
        if not isinstance(observation, Mapping) or self.action_mask_key not in observation:
            raise FeatureError(f"observation lacks the action mask {self.action_mask_key!r}")
        mask = np.asarray(observation[self.action_mask_key]).reshape(-1)
        if not 0 <= action < mask.size or not mask[action]:
            raise ModelError(f"agent model chose action {action}, which the mask {self.action_mask_key!r} forbids")

    def __repr__(self) -> str:
        return f"ONNXAgent({self.runner.source!s})"


class Step(NamedTuple):
    """One agent query: who was asked, what it saw, what it answered."""

    agent: str
    observation: Observation
    action: Action


AgentLike = Agent | ONNXModelRunner | str | os.PathLike[str] | bytes | Callable[[Observation], Action]


def as_agent(value: AgentLike) -> Agent:
    """An Agent from an Agent, an ONNX runner / model path / model bytes, or a plain callable."""
    if isinstance(value, (ONNXModelRunner, str, os.PathLike, bytes)) or hasattr(value, "SerializeToString"):
        return ONNXAgent(value)
    if isinstance(value, Agent):
        return value
    if callable(value):
        return PolicyAgent(value)
    raise ConfigError(f"cannot use {type(value).__name__} as an agent")


class RLDriver:
    """The loop of Listing 3: reset, then ask ``agents[env.next_agent]`` and step until the env is done.

    ``agents`` maps labels to agents (or to ONNX model paths/runners, or callables, as :func:`as_agent` accepts).
    """

    def __init__(self, env: Environment, agents: Mapping[str, AgentLike], max_steps: int = DEFAULT_MAX_STEPS):
        if not agents:
            raise ConfigError("RLDriver needs at least one agent")
        if max_steps < 1:
            raise ConfigError(f"max_steps must be positive, got {max_steps}")
        self.env = env
        self.agents: dict[str, Agent] = {str(k): as_agent(v) for k, v in agents.items()}
        self.max_steps = max_steps
        self.last_observation: Observation = None

    def _agent(self, name: str) -> Agent:
        """The agent the environment asked for."""
        try:
            return self.agents[name]
        except (KeyError, TypeError):
            raise ConfigError(f"environment asked for agent {name!r}; known agents: {sorted(self.agents)}") from None

    def run(self) -> list[Step]:
        """Play one episode and return its trajectory; the final observation is kept in :attr:`last_observation`.

        An episode that is already done after ``reset()`` queries no agent.
        """
        env = self.env
        env.set_done(False)
        obs = env.reset()
        trajectory: list[Step] = []
        while not env.done:
            if len(trajectory) >= self.max_steps:
                raise ConfigError(f"episode not done after max_steps={self.max_steps} agent queries; "
                                  f"the environment never called set_done()")
            name = env.next_agent
            action = self._agent(name).compute_action(obs)
            trajectory.append(Step(name, obs, action))
            obs = env.step(action)
        self.last_observation = obs
        return trajectory


# ---- gymnasium adapter (optional dependency) ------------------------------------------------------------------

def import_gym() -> Any:
    """Import gymnasium or explain which extra provides it."""
    try:
        import gymnasium
    except ImportError:
        raise ConfigError("the gymnasium adapter needs gymnasium: pip install 'mlbridge-llvm[rl]'") from None
    return gymnasium


def _to_space(value: Any, space: Any) -> Any:
    """Convert an observation to the container/dtype ``space`` expects (fresh arrays each call)."""
    spaces = import_gym().spaces
    if isinstance(space, spaces.Dict) and isinstance(value, Mapping):
        return {k: _to_space(value[k], sub) for k, sub in space.spaces.items()}
    if isinstance(space, spaces.Tuple) and isinstance(value, (tuple, list)):
        return tuple(_to_space(v, sub) for v, sub in zip(value, space.spaces))
    if isinstance(space, spaces.Discrete):
        return np.int64(np.asarray(value).reshape(()).item())
    if isinstance(space, (spaces.Box, spaces.MultiBinary, spaces.MultiDiscrete)):
        return np.array(value, dtype=space.dtype, copy=True).reshape(space.shape)
    return value


_GYM_CLASS: type | None = None


def gym_class() -> type:
    """Build (once) the gymnasium.Env subclass wrapping an Environment."""
    global _GYM_CLASS
    if _GYM_CLASS is not None:
        return _GYM_CLASS
    gym = import_gym()

    class GymEnvironment(gym.Env):
        """An :class:`Environment` as a ``gymnasium.Env``; reward from ``env.last_reward`` (or ``env.reward``)."""

        metadata: dict[str, Any] = {"render_modes": []}

        def __init__(self, env: Environment, observation_space: Any, action_space: Any,
                     max_episode_steps: int | None = None):
            if not isinstance(env, Environment):
                raise ConfigError(f"GymEnvironment wraps an mlbridge Environment, got {type(env).__name__}")
            self.env, self.observation_space, self.action_space = env, observation_space, action_space
            self.max_episode_steps = max_episode_steps
            self._steps = 0

        def _info(self) -> dict[str, Any]:
            return {"next_agent": self.env.next_agent}

        def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
            """Reset the wrapped environment; a seed is forwarded to ``env.seed(seed)`` when it has one."""
            super().reset(seed=seed)
            if seed is not None and callable(getattr(self.env, "seed", None)):
                self.env.seed(seed)
            self._steps = 0
            self.env.set_done(False)
            return _to_space(self.env.reset(), self.observation_space), self._info()

        def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
            """Apply ``action``; ``terminated`` is the env's done flag, ``truncated`` the optional step bound."""
            if isinstance(action, np.generic):
                action = action.item()
            obs = self.env.step(action)
            self._steps += 1
            reward = getattr(self.env, "last_reward", None)
            if reward is None:
                reward = getattr(self.env, "reward", 0.0)
            terminated = self.env.done
            truncated = not terminated and self.max_episode_steps is not None and self._steps >= self.max_episode_steps
            return _to_space(obs, self.observation_space), float(reward), terminated, truncated, self._info()

    GymEnvironment.__qualname__ = "GymEnvironment"
    _GYM_CLASS = GymEnvironment
    return GymEnvironment


def gym_environment(env: Environment, observation_space: Any, action_space: Any,
                    max_episode_steps: int | None = None) -> Any:
    """Wrap ``env`` as a ``gymnasium.Env`` (ConfigError naming ``mlbridge-llvm[rl]`` if gymnasium is missing)."""
    return gym_class()(env, observation_space, action_space, max_episode_steps)


def __getattr__(name: str) -> Any:
    """Lazy ``GymEnvironment`` (importing gymnasium only when it is asked for)."""
    if name == "GymEnvironment":
        return gym_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
