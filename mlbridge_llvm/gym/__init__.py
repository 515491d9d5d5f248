"""LLVM 22 optimization environments with CompilerGym's API: ``mlbridge_llvm.gym.make("llvm-v0", ...)``.

Importing this package registers the environments with gymnasium under ``mlbridge/``:
``gymnasium.make("mlbridge/llvm-v0", benchmark=..., observation_space=..., reward_space=...)``. The same ids without
the prefix work with :func:`make`, CompilerGym's way:

============================== ============================================================================
``llvm-v0``                    no observation, no reward (choose them), the ``PassesAll`` action space
``llvm-ic-v0``                 reward ``IrInstructionCountOz``
``llvm-codesize-v0``           reward ``ObjectTextSizeOz``
``llvm-autophase-ic-v0``       observation ``Autophase``, reward ``IrInstructionCountOz``
``llvm-autophase-codesize-v0`` observation ``Autophase``, reward ``ObjectTextSizeOz``
``llvm-ir2vec-ic-v0``          observation ``Ir2VecFlowAware``, reward ``IrInstructionCountOz``
============================== ============================================================================

Modules: :mod:`.passes` (the LLVM 22 passes, from LLVM's registry; CompilerGym's LLVM 10 flags), :mod:`.spaces`
(action spaces), :mod:`.features` (InstCount, Autophase), :mod:`.observations`, :mod:`.rewards`, :mod:`.baselines`,
:mod:`.datasets`, :mod:`.runtime`, :mod:`.session` (the compiler side), :mod:`.transports` and :mod:`.remote`
(in-process, worker process, pipe, gRPC), :mod:`.env` (``LlvmEnv``), :mod:`.validation`, :mod:`.vector`
(gymnasium's process vector environments and Ray). Porting guide: ``docs/gym.md``.
"""
from __future__ import annotations

from typing import Any

from .datasets import Benchmark, Datasets, RunSpec, make_benchmark
from .env import LlvmEnv
from .spaces import action_space_names, gym
from .state import CompilerEnvState, ValidationResult

#: Environment ids and their defaults.
ENVS: dict[str, dict[str, Any]] = {
    "llvm-v0": {},
    "llvm-ic-v0": {"reward_space": "IrInstructionCountOz"},
    "llvm-codesize-v0": {"reward_space": "ObjectTextSizeOz"},
    "llvm-autophase-ic-v0": {"observation_space": "Autophase", "reward_space": "IrInstructionCountOz"},
    "llvm-autophase-codesize-v0": {"observation_space": "Autophase", "reward_space": "ObjectTextSizeOz"},
    "llvm-ir2vec-ic-v0": {"observation_space": "Ir2VecFlowAware", "reward_space": "IrInstructionCountOz"},
}
NAMESPACE = "mlbridge"


def make(env_id: str, **kwargs: Any) -> LlvmEnv:
    """CompilerGym's ``compiler_gym.make``: the environment ``env_id`` (``llvm-v0``, ...) with its defaults,
    overridden by ``kwargs`` (``benchmark``, ``observation_space``, ``reward_space``, ``action_space``, ``transport``,
    ...). Returns the :class:`LlvmEnv` itself (no wrappers)."""
    from ..errors import ConfigError

    key = env_id.split("/", 1)[1] if env_id.startswith(f"{NAMESPACE}/") else env_id
    if key not in ENVS:
        raise ConfigError(f"unknown environment {env_id!r}; known: {', '.join(ENVS)}")
    return LlvmEnv(**{**ENVS[key], **kwargs})


def _entry(defaults: dict[str, Any]) -> Any:
    def create(**kwargs: Any) -> LlvmEnv:
        return LlvmEnv(**{**defaults, **kwargs})
    return create


def register() -> None:
    """Register every id of :data:`ENVS` with gymnasium as ``mlbridge/<id>`` (done on import; idempotent). gymnasium
    returns the bare environment (no checker, no order enforcing) unless asked, so CompilerGym's habits work on it."""
    for env_id, defaults in ENVS.items():
        full = f"{NAMESPACE}/{env_id}"
        if full not in gym.envs.registry:
            gym.register(id=full, entry_point=f"mlbridge_llvm.gym:_make_{env_id.replace('-', '_')}",
                         disable_env_checker=True, order_enforce=False)


for _id, _defaults in ENVS.items():
    globals()[f"_make_{_id.replace('-', '_')}"] = _entry(_defaults)
register()

__all__ = ["action_space_names", "Benchmark", "CompilerEnvState", "Datasets", "ENVS", "LlvmEnv", "RunSpec",
           "ValidationResult", "make", "make_benchmark", "register"]
