"""Multi-agent RL inference inside the compiler: Environment/Agent classes and the Listing-3 driver.

``GymEnvironment`` (a ``gymnasium.Env`` adapter) is resolved lazily so gymnasium stays an optional dependency
(``pip install 'mlbridge-llvm[rl]'``).
"""
from __future__ import annotations

from typing import Any

from .env import (DEFAULT_MAX_STEPS, Action, Agent, Environment, Observation, ONNXAgent, PolicyAgent, RLDriver,
                  RunnerAgent, Step, as_agent, gym_environment)

__all__ = ["DEFAULT_MAX_STEPS", "Action", "Agent", "Environment", "GymEnvironment", "Observation", "ONNXAgent",
           "PolicyAgent", "RLDriver", "RunnerAgent", "Step", "as_agent", "gym_environment"]


def __getattr__(name: str) -> Any:
    """Lazy ``GymEnvironment`` (imports gymnasium on first use)."""
    if name == "GymEnvironment":
        from .env import gym_class

        return gym_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
