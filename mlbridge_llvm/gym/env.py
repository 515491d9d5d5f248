"""``LlvmEnv``: phase ordering over LLVM 22's passes as a gymnasium environment that speaks CompilerGym's API.

An episode starts from a benchmark's module (:mod:`.datasets`); each action runs one pass (or one poset-rl
sub-sequence) on it, in the trainer's process or in a worker (:mod:`.transports`). The observation and reward spaces
are chosen by name (:mod:`.observations`, :mod:`.rewards`); without them a step returns ``None`` and 0.0, as
CompilerGym's ``llvm-v0`` did. Episodes never end by themselves: give ``max_episode_steps`` (gymnasium) or stop.

CompilerGym's habits: ``env.observation["Autophase"]`` (any space, on demand), ``env.actions``,
``env.episode_reward``, ``env.benchmark``, ``env.fork()``, ``env.state`` / ``env.apply(state)``,
``env.commandline()`` (an ``opt -passes=...`` line that reproduces the module: :data:`~.spaces.REPLAY_SEPARATOR`
between steps), ``env.validate()``, ``env.write_bitcode()`` / ``env.write_ir()``, ``env.multistep(actions)``.

gymnasium's API replaces CompilerGym's old one: ``reset()`` returns ``(observation, info)`` and ``step()`` returns
``(observation, reward, terminated, truncated, info)``. A step whose pass fails, or whose worker dies, ends the
episode (``terminated``) with the error's one line in ``info["error_details"]``, as CompilerGym did.
"""
from __future__ import annotations

import copy
import shlex
import time
from typing import Any, Iterable, Sequence

import numpy as np

from ..errors import ConfigError, MLBridgeError
from .datasets import Benchmark, Datasets
from .observations import OBSERVATIONS, observation_spec
from .rewards import RewardTracker, reward_spec
from .spaces import ActionSpace, action_space as make_action_space, gym
from .state import CompilerEnvState, ValidationResult
from .transports import InProcess, Transport, make_transport

class ObservationView:
    """``env.observation[name]``: any observation space of the module as it is now (CompilerGym's view)."""

    def __init__(self, env: "LlvmEnv") -> None:
        self._env = env

    @property
    def spaces(self) -> dict[str, Any]:
        """Every observation space by name (its gymnasium space)."""
        return {name: spec.space for name, spec in OBSERVATIONS.items()}

    def __getitem__(self, name: str) -> Any:
        observation_spec(name)
        return self._env._transport_or_fail().observe([name])[name]

    def __iter__(self) -> Iterable[str]:
        return iter(OBSERVATIONS)


class LlvmEnv(gym.Env):
    """LLVM 22 phase ordering (module docstring). ``benchmark``: a URI, a path, or a :class:`Benchmark`;
    ``action_space``: ``PassesAll`` (default), ``PassesAllLLVM10``, ``PosetRlOdg``, ``PosetRlManual``;
    ``transport``: ``inprocess`` (default), ``process``, ``pipe`` or ``grpc``; ``corpus``: the MLGO corpus of the
    ``mlgo-*`` datasets; ``runtime_count``: runs per ``Runtime`` observation."""

    metadata: dict[str, Any] = {"render_modes": ["human", "ansi"]}

    def __init__(self, benchmark: str | Benchmark | None = None, observation_space: str | None = None,
                 reward_space: str | None = None, action_space: str = "PassesAll", transport: str = "inprocess",
                 datasets: Datasets | None = None, corpus: str | None = None, runtime_count: int = 1,
                 timeout: float = 300.0, render_mode: str | None = None) -> None:
        self.datasets = datasets or Datasets(corpus=corpus)
        self._config = {"observation_space": observation_space, "reward_space": reward_space,
                        "action_space": action_space, "transport": transport, "corpus": corpus,
                        "runtime_count": runtime_count, "timeout": timeout, "render_mode": render_mode}
        self.action_space: ActionSpace = make_action_space(action_space)
        self._obs_spec = observation_spec(observation_space)
        self._reward = RewardTracker(reward_spec(reward_space)) if reward_space else None
        self.reward_range = (-float("inf"), float("inf"))
        self.render_mode = render_mode
        self.observation = ObservationView(self)
        self._benchmark_arg: str | Benchmark | None = benchmark
        self._benchmark: Benchmark | None = None
        self._pending = False
        self._transport: Transport | None = None
        self._transport_kind, self._runtime_count, self._timeout = transport, runtime_count, timeout
        self._ended = True
        self._last_obs: Any = None
        self._started = 0.0
        self.actions: list[int] = []
        self._side: dict[str, RewardTracker] = {}

    # ---- configuration --------------------------------------------------------------------------------------------
    @property
    def benchmark(self) -> Benchmark | None:
        """The benchmark of the current episode (None before the first ``reset``)."""
        return self._benchmark

    @benchmark.setter
    def benchmark(self, value: str | Benchmark) -> None:
        """Use ``value`` from the next ``reset()`` on."""
        self._benchmark_arg, self._pending = value, True

    @property
    def reward_space(self) -> str | None:
        """The reward space's name (None: no reward); assigning a name (CompilerGym's way) applies from the next
        ``reset()``."""
        return self._reward.spec.name if self._reward else None

    @reward_space.setter
    def reward_space(self, name: str | None) -> None:
        self._reward = RewardTracker(reward_spec(name)) if name else None
        self._config["reward_space"] = name
        self._ended = True

    @property
    def observation_space(self) -> Any:
        """The gymnasium space of the observation ``step`` returns; assigning a name (``env.observation_space =
        "Autophase"``, CompilerGym's way) applies from the next ``reset()``."""
        return self._obs_spec.space

    @observation_space.setter
    def observation_space(self, name: str | None) -> None:
        self._obs_spec = observation_spec(name)
        self._config["observation_space"] = name
        self._ended = True

    @property
    def observation_space_name(self) -> str | None:
        """The observation space's name (None: no observation)."""
        return self._config["observation_space"]

    @property
    def episode_reward(self) -> float | None:
        """The sum of this episode's rewards (None without a reward space)."""
        return self._reward.episode_reward if self._reward else None

    @property
    def episode_walltime(self) -> float:
        """Seconds since the episode's ``reset``."""
        return time.monotonic() - self._started

    @property
    def compiler_version(self) -> str:
        """The LLVM the environment runs (the wheel's ``opt --version`` first line with a version)."""
        import subprocess

        from ..ir.tools import find_tool

        out = subprocess.run([find_tool("opt"), "--version"], capture_output=True, text=True).stdout
        return next((ln.strip() for ln in out.splitlines() if "version" in ln), "LLVM 22")

    def _default_benchmark(self) -> str:
        """CompilerGym's default was cBench's ``qsort``; here the first module of ``mlgo-v0``."""
        first = next(iter(self.datasets["mlgo-v0"].benchmark_uris()), None)
        if first is None:
            raise ConfigError("LLVM environment: no benchmark given and the MLGO corpus has no modules")
        return first

    def _transport_or_fail(self) -> Transport:
        if self._transport is None or self._benchmark is None:
            raise ConfigError("LLVM environment: call reset() first")
        return self._transport

    def _names(self, observation: bool = True) -> list[str]:
        names = [self._obs_spec.name] if observation and self._obs_spec.name != "None" else []
        if self._reward and self._reward.spec.cost not in names:
            names.append(self._reward.spec.cost)
        return names

    # ---- episodes -------------------------------------------------------------------------------------------------
    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None,
              benchmark: str | Benchmark | None = None) -> tuple[Any, dict[str, Any]]:
        """Start an episode on ``benchmark`` (or ``options["benchmark"]``, or the last one, or
        :data:`DEFAULT_BENCHMARK`); returns the observation of the module as given and ``{"benchmark": uri}``."""
        super().reset(seed=seed)
        if seed is not None:
            self.action_space.seed(seed)
        chosen = benchmark if benchmark is not None else (options or {}).get("benchmark")
        if chosen is not None:
            self._benchmark_arg, self._pending = chosen, True
        if self._benchmark is None or self._pending:
            wanted = self._benchmark_arg if self._benchmark_arg is not None else self._default_benchmark()
            self._benchmark, self._pending = self.datasets.benchmark(wanted), False
        if self._transport is None:
            self._transport = make_transport(self._transport_kind, self._runtime_count, self._timeout)
        names = self._names()
        needs = self._reward.spec.needs if self._reward else []
        values = self._transport.reset(self._benchmark, names + needs)
        if self._reward:
            self._reward.start(values[self._reward.spec.cost], {n: values[n] for n in needs})
        self.actions, self._ended, self._started, self._side = [], False, time.monotonic(), {}
        self._last_obs = values.get(self._obs_spec.name)
        return self._last_obs, {"benchmark": self._benchmark.uri}

    def step(self, action: Any, observation_spaces: Sequence[str] | None = None,
             reward_spaces: Sequence[str] | None = None) -> tuple[Any, Any, bool, bool, dict[str, Any]]:
        """Apply one action (an index; a list of indices is :meth:`multistep`). With ``observation_spaces`` /
        ``reward_spaces`` (names), the observation and reward are lists, one per name, as CompilerGym's."""
        actions = [action] if np.ndim(action) == 0 else list(action)
        return self.multistep(actions, observation_spaces, reward_spaces)

    def multistep(self, actions: Iterable[Any], observation_spaces: Sequence[str] | None = None,
                  reward_spaces: Sequence[str] | None = None) -> tuple[Any, Any, bool, bool, dict[str, Any]]:
        """Apply several actions in one call to the compiler session; one observation and one reward after them."""
        if self._ended:
            raise ConfigError("LLVM environment: the episode has ended (or never started); call reset()")
        transport = self._transport_or_fail()
        indices = [int(a) for a in actions]
        n = self.action_space.n
        for a in indices:
            if not 0 <= a < n:
                raise ConfigError(f"action {a} outside [0, {n}) of {self.action_space.name}")
        extra_obs = list(observation_spaces or [])
        trackers = [self._side_tracker(reward_spec(r)) for r in (reward_spaces or [])]
        names = self._names() + [o for o in extra_obs if o not in self._names()]
        names += [t.spec.cost for t in trackers if t.spec.cost not in names]
        try:
            values = transport.step([self.action_space.pipelines[a] for a in indices], names)
        except MLBridgeError as e:
            self._ended = True
            return self._last_obs, 0.0, True, False, {"error_type": type(e).__name__, "error_details": str(e)}
        self.actions.extend(indices)
        reward = self._reward.update(values[self._reward.spec.cost]) if self._reward else 0.0
        side = [reward if t is self._reward else t.update(values[t.spec.cost]) for t in trackers]
        self._last_obs = values.get(self._obs_spec.name)
        if observation_spaces is None and reward_spaces is None:
            return self._last_obs, reward, False, False, {}
        observations = [values[o] for o in extra_obs] if observation_spaces is not None else self._last_obs
        return observations, (side if reward_spaces is not None else reward), False, False, {}

    def _side_tracker(self, spec: Any) -> RewardTracker:
        """The tracker of a reward space asked for by name in ``step`` (started from the module as it is now)."""
        if self._reward and spec.name == self._reward.spec.name:
            return self._reward
        tracker = self._side.get(spec.name)
        if tracker is None:
            values = self._transport_or_fail().observe([spec.cost, *spec.needs])
            tracker = self._side[spec.name] = RewardTracker(spec)
            tracker.start(values[spec.cost], {n: values[n] for n in spec.needs})
        return tracker

    # ---- CompilerGym's habits -------------------------------------------------------------------------------------
    def commandline(self, input_path: str = "input.bc", output_path: str = "output.bc") -> str:
        """The ``opt`` command that turns the benchmark into this module (one ``opt`` run; wheel's opt)."""
        pipeline = self.action_space.pipeline_of(self.actions)
        passes = f" -passes={shlex.quote(pipeline)}" if pipeline else ""
        return f"opt{passes} {shlex.quote(input_path)} -o {shlex.quote(output_path)}"

    @property
    def state(self) -> CompilerEnvState:
        """The episode so far (benchmark, commandline, wall time, reward)."""
        if self._benchmark is None:
            raise ConfigError("LLVM environment: call reset() first")
        return CompilerEnvState(self._benchmark.uri, self.commandline(), self.episode_walltime, self.episode_reward)

    def apply(self, state: CompilerEnvState) -> None:
        """Replay ``state``: reset to its benchmark and apply its commandline's actions in one call."""
        actions = self.action_space.from_commandline(state.commandline)
        self.reset(benchmark=state.benchmark)
        if actions:
            _, _, ended, _, info = self.multistep(actions)
            if ended:
                raise MLBridgeError(f"replaying {state.benchmark} failed: {info.get('error_details')}")

    def fork(self) -> "LlvmEnv":
        """A new environment at the same point of the same episode, independent from this one."""
        other = LlvmEnv(self._benchmark or self._benchmark_arg, datasets=self.datasets,
                        **{k: v for k, v in self._config.items() if k != "corpus"})
        if self._benchmark is None:
            return other
        if isinstance(self._transport, InProcess):
            other._transport = self._transport.fork()
            other._benchmark = self._benchmark
        else:
            other.reset(benchmark=self._benchmark)
            if self.actions:
                other._transport_or_fail().step([self.action_space.pipelines[a] for a in self.actions], [])
        other.actions, other._ended, other._started = list(self.actions), self._ended, self._started
        other._last_obs, other._reward = copy.deepcopy(self._last_obs), copy.deepcopy(self._reward)
        return other

    def write_bitcode(self, path: str) -> str:
        """Write the module as bitcode (atomically); returns ``path``."""
        from ..fileio import atomic_write

        atomic_write(path, self.observation["Bitcode"])
        return path

    def write_ir(self, path: str) -> str:
        """Write the module as textual IR (atomically); returns ``path``."""
        from ..fileio import atomic_write

        atomic_write(path, self.observation["Ir"])
        return path

    def validate(self, state: CompilerEnvState | None = None) -> ValidationResult:
        """Check the episode (or ``state``, replayed first): LLVM's verifier on the module; the commandline, run by
        the wheel's ``opt``, gives the same IR; for runnable benchmarks, the program behaves as its ``-O0`` build."""
        from .validation import validate

        if state is not None:
            self.apply(state)
        return validate(self)

    def render(self) -> str | None:
        """``ansi``: the module's IR; ``human``: printed."""
        if self.render_mode is None:
            return None
        ir = self.observation["Ir"]
        if self.render_mode == "human":
            print(ir)
            return None
        return ir

    def close(self) -> None:
        """Stop the compiler session (and its worker)."""
        if self._transport is not None:
            self._transport.close()
            self._transport = None
        self._ended = True

    def __enter__(self) -> "LlvmEnv":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
