"""Several LLVM environments stepped together: gymnasium's process vector environment, or Ray actors.

* :func:`make_vec` with ``mode="async"``: gymnasium's ``AsyncVectorEnv``, one process per environment (started with
  ``spawn``: a forked copy of a trainer that already runs LLVM or gRPC threads is not safe), observations sent back
  through pipes (``shared_memory=False``: IR text and ``None`` are not arrays). ``mode="sync"``: all in this process.
  ``gymnasium.make_vec("mlbridge/llvm-v0", num_envs=N, vectorization_mode="async",
  vector_kwargs={"shared_memory": False, "context": "spawn"}, ...)`` is the same thing spelled by gymnasium.
* :class:`RayVectorEnv` (``mode="ray"``): one Ray actor per environment, on whichever node Ray places it. An actor
  that dies (an LLVM crash inside it) ends that environment's episode (``terminated``, the error in
  ``info["error_details"]``) and is replaced; the other environments and the trainer go on.

Both reset an environment whose episode ended on the next ``step`` (gymnasium's ``NEXT_STEP`` autoreset: that
environment's action is ignored). Episodes end only with ``max_episode_steps`` (gymnasium's ``TimeLimit``) or an
error, as single environments do.
"""
from __future__ import annotations

import functools
from typing import Any, Callable, Sequence

import numpy as np

from ..errors import ConfigError
from .spaces import gym

MODES = ("async", "sync", "ray")


def env_factory(env_id: str = "llvm-v0", max_episode_steps: int | None = None, **kwargs: Any) -> Callable[[], Any]:
    """A picklable function making one environment (``TimeLimit``-wrapped when ``max_episode_steps`` is given)."""
    return functools.partial(_make_one, env_id, max_episode_steps, kwargs)


def _make_one(env_id: str, max_episode_steps: int | None, kwargs: dict[str, Any]) -> Any:
    from . import make

    env = make(env_id, **kwargs)
    return gym.wrappers.TimeLimit(env, max_episode_steps) if max_episode_steps else env


def make_vec(env_id: str = "llvm-v0", num_envs: int = 2, mode: str = "async", max_episode_steps: int | None = None,
             **kwargs: Any) -> Any:
    """``num_envs`` environments ``env_id`` (each with ``kwargs``) as one vector environment (module docstring)."""
    if num_envs < 1:
        raise ConfigError(f"num_envs must be positive, got {num_envs}")
    factory = env_factory(env_id, max_episode_steps, **kwargs)
    if mode == "async":
        return gym.vector.AsyncVectorEnv([factory] * num_envs, shared_memory=False, context="spawn")
    if mode == "sync":
        return gym.vector.SyncVectorEnv([factory] * num_envs)
    if mode == "ray":
        return RayVectorEnv(factory, num_envs)
    raise ConfigError(f"unknown vector mode {mode!r}; choose one of {', '.join(MODES)}")


class _EnvActor:
    """One environment inside a Ray actor."""

    def __init__(self, factory: Callable[[], Any]) -> None:
        self.env = factory()

    def spaces(self) -> tuple[Any, Any]:
        return self.env.observation_space, self.env.action_space

    def reset(self, seed: int | None, options: dict[str, Any] | None) -> tuple[Any, dict[str, Any]]:
        return self.env.reset(seed=seed, options=options)

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        return self.env.step(action)

    def close(self) -> None:
        self.env.close()


class RayVectorEnv(gym.vector.VectorEnv):
    """``num_envs`` environments made by ``factory``, each in its own Ray actor (module docstring). Ray must be
    initialised (``ray.init``) or it starts a local instance."""

    metadata: dict[str, Any] = {"autoreset_mode": gym.vector.AutoresetMode.NEXT_STEP}

    def __init__(self, factory: Callable[[], Any], num_envs: int) -> None:
        import ray

        self._ray = ray
        self._actor_class = ray.remote(num_cpus=1)(_EnvActor)
        self._factory = factory
        self.num_envs = num_envs
        self._actors = [self._actor_class.remote(factory) for _ in range(num_envs)]
        obs_space, act_space = ray.get(self._actors[0].spaces.remote())
        self.single_observation_space, self.single_action_space = obs_space, act_space
        self.observation_space = gym.vector.utils.batch_space(obs_space, num_envs)
        self.action_space = gym.vector.utils.batch_space(act_space, num_envs)
        self._needs_reset = np.zeros(num_envs, bool)
        self._last_obs: list[Any] = [None] * num_envs

    def _get(self, i: int, ref: Any) -> tuple[bool, Any]:
        try:
            return True, self._ray.get(ref)
        except self._ray.exceptions.RayActorError as e:
            self._actors[i] = self._actor_class.remote(self._factory)  # replace the dead actor
            return False, f"LLVM environment actor died: {str(e).strip().splitlines()[0]}"

    def _batch(self, observations: Sequence[Any]) -> Any:
        out = gym.vector.utils.create_empty_array(self.single_observation_space, self.num_envs)
        return gym.vector.utils.concatenate(self.single_observation_space, list(observations), out)

    def reset(self, *, seed: int | Sequence[int] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
        """Reset every environment (``seed``: one, each ``seed + i``, or a list)."""
        seeds = seed if isinstance(seed, (list, tuple)) else [None if seed is None else seed + i
                                                              for i in range(self.num_envs)]
        refs = [a.reset.remote(s, options) for a, s in zip(self._actors, seeds)]
        infos: dict[str, Any] = {}
        for i, ref in enumerate(refs):
            ok, value = self._get(i, ref)
            if not ok:
                raise ConfigError(value)
            self._last_obs[i] = value[0]
            infos = self._add_info(infos, value[1], i)
        self._needs_reset[:] = False
        return self._batch(self._last_obs), infos

    def step(self, actions: Any) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """Step every environment concurrently (those whose episode ended are reset instead)."""
        refs = [a.reset.remote(None, None) if self._needs_reset[i] else a.step.remote(actions[i])
                for i, a in enumerate(self._actors)]
        rewards = np.zeros(self.num_envs)
        terminated = np.zeros(self.num_envs, bool)
        truncated = np.zeros(self.num_envs, bool)
        infos: dict[str, Any] = {}
        for i, ref in enumerate(refs):
            ok, value = self._get(i, ref)
            if not ok:
                terminated[i] = True
                info: dict[str, Any] = {"error_type": "WorkerDied", "error_details": value}
            elif self._needs_reset[i]:
                self._last_obs[i], info = value
            else:
                self._last_obs[i], rewards[i], terminated[i], truncated[i], info = value
            infos = self._add_info(infos, info, i)
        self._needs_reset = terminated | truncated
        return self._batch(self._last_obs), rewards, terminated, truncated, infos

    def close_extras(self, **kwargs: Any) -> None:
        """Close the environments and end their actors."""
        for i, actor in enumerate(self._actors):
            try:
                self._ray.get(actor.close.remote(), timeout=30)
            except Exception:  # noqa: BLE001 - a dead actor has nothing left to close
                pass
            self._ray.kill(actor)
