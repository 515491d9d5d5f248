"""Reward spaces of the LLVM environments, with CompilerGym's names and definitions.

A reward is the decrease of a cost since the previous step, possibly scaled:

=========================== ========================== =============================================================
name                        cost                       scale (the reward is ``(previous - now) / scale``)
=========================== ========================== =============================================================
``IrInstructionCount``      ``IrInstructionCount``     1
``IrInstructionCountNorm``  ``IrInstructionCount``     the benchmark's count as given (``O0``)
``IrInstructionCountO3``    ``IrInstructionCount``     ``O0 - O3``: an episode's rewards add up to 1.0 at ``-O3``'s
``IrInstructionCountOz``    ``IrInstructionCount``     ``O0 - Oz``: 1.0 means as small as ``default<Oz>``
``ObjectTextSizeBytes``     ``ObjectTextSizeBytes``    1
``ObjectTextSizeNorm``      ``ObjectTextSizeBytes``    ``ObjectTextSizeO0``
``ObjectTextSizeO3``/``Oz`` ``ObjectTextSizeBytes``    ``O0 - O3`` / ``O0 - Oz``
``Runtime``                 median of ``Runtime``      1 (seconds saved; runnable benchmarks only)
=========================== ========================== =============================================================

Baselines are computed once per benchmark and cached (:mod:`.baselines`). A scale below 1 is taken as 1 (a
benchmark that ``-Oz`` does not shrink would otherwise divide by zero).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import ConfigError


@dataclass(frozen=True)
class RewardSpec:
    """A reward space: the observation that is its ``cost``, and the baselines its scale is made of."""

    name: str
    cost: str
    init: str | None = None  # divide by this baseline (``Norm``)
    baseline: str | None = None  # divide by ``init - baseline``

    @property
    def needs(self) -> list[str]:
        """Baseline observations the scale needs (asked once per benchmark)."""
        return [b for b in (self.init, self.baseline) if b]

    def scale(self, baselines: dict[str, float]) -> float:
        """The divisor of this reward for a benchmark with these baselines."""
        if self.init is None:
            return 1.0
        top = float(baselines[self.init])
        return max(top - float(baselines[self.baseline]) if self.baseline else top, 1.0)


def cost_value(observation: object) -> float:
    """A cost as one number (``Runtime``'s runs: their median)."""
    arr = np.asarray(observation, np.float64)
    return float(np.median(arr)) if arr.ndim else float(arr)


def _specs() -> dict[str, RewardSpec]:
    out = [RewardSpec("IrInstructionCount", "IrInstructionCount"),
           RewardSpec("IrInstructionCountNorm", "IrInstructionCount", "IrInstructionCountO0"),
           RewardSpec("IrInstructionCountO3", "IrInstructionCount", "IrInstructionCountO0", "IrInstructionCountO3"),
           RewardSpec("IrInstructionCountOz", "IrInstructionCount", "IrInstructionCountO0", "IrInstructionCountOz"),
           RewardSpec("ObjectTextSizeBytes", "ObjectTextSizeBytes"),
           RewardSpec("ObjectTextSizeNorm", "ObjectTextSizeBytes", "ObjectTextSizeO0"),
           RewardSpec("ObjectTextSizeO3", "ObjectTextSizeBytes", "ObjectTextSizeO0", "ObjectTextSizeO3"),
           RewardSpec("ObjectTextSizeOz", "ObjectTextSizeBytes", "ObjectTextSizeO0", "ObjectTextSizeOz"),
           RewardSpec("Runtime", "Runtime")]
    return {r.name: r for r in out}


#: Every reward space by name.
REWARDS: dict[str, RewardSpec] = _specs()


def reward_spec(name: str) -> RewardSpec:
    """The reward space ``name``; ConfigError if unknown."""
    spec = REWARDS.get(name)
    if spec is None:
        raise ConfigError(f"unknown reward space {name!r}; known: {', '.join(REWARDS)}")
    return spec


class RewardTracker:
    """One reward space through an episode: the last cost, the scale of the benchmark, the episode's sum."""

    def __init__(self, spec: RewardSpec) -> None:
        self.spec = spec
        self.previous = 0.0
        self.divisor = 1.0
        self.episode_reward = 0.0

    def start(self, cost: object, baselines: dict[str, float]) -> None:
        """A new episode: the cost of the module as given, and the benchmark's baselines."""
        self.previous = cost_value(cost)
        self.divisor = self.spec.scale(baselines)
        self.episode_reward = 0.0

    def update(self, cost: object) -> float:
        """The reward for reaching ``cost``."""
        now = cost_value(cost)
        reward = (self.previous - now) / self.divisor
        self.previous = now
        self.episode_reward += reward
        return reward
