"""``poset-rl``: phase ordering by a policy (POSET-RL, integrated as a pass as in ML-Compiler-Bridge section 4.1).

At each step the pass computes the module's 300-D flow-aware IR2Vec vector (the shipped seed vocabulary, equal to
LLVM 22's own embedder; sum of the function vectors; clamped to float32, see :func:`sanitize`) and the action mask
(1.0 = not applied yet, 0.0 = already applied), asks the model for a sub-sequence index, and applies that
sub-sequence's LLVM 22 pipeline (:mod:`.sequences`) to the module in place with ``CModule.run_passes``. It stops when the model answers :data:`STOP` (-1; the gym index ``n_actions`` means
the same), after ``steps`` sub-sequences (option ``steps``, default 15), or when every action has been used.

Model interface (any runner: in-process ONNX by default, Python, pipes, gRPC):

* inputs ``embedding`` float32 ``[1, 300]``, ``action_mask`` float32 ``[1, n_actions]`` (34 for ``space=odg``,
  15 for ``space=manual``) and ``module_features`` float32 ``[1, 3]`` (:mod:`.features`: what IR2Vec cannot see,
  the size of ``always_inline`` callees per call site, their share of the call sites, the instruction count);
* advice ``action`` int64 ``[1]``: a sub-sequence index, or -1 to stop. Answering a masked action is an error.

**The Oz guard, on by default** (``guard=size``, :mod:`.options`): after the episode, the module
after ``baseline`` (default ``default<Oz>``) and the policy's are compiled in-process (codegen -O2, the module's own
relocation model) and the baseline's replaces the policy's unless the policy's ``.text`` is strictly smaller
(remark ``Guard``), so turning the pass on never gives a module larger than Oz's. ``measure=0`` returns the policy's
module as it is: the published method, what training and the compile-time benchmark run.

Before the first step, when the module defines an ``always_inline`` function, the pass runs ``always-inline``
(option ``always-inline``, on by default: :func:`.sequences.prelude_for`). The guard's baseline runs on the module
as given.

Remarks: one ``SubSequence`` remark per step (step, action, pipeline) and a final ``Sequence`` remark whose
``pipeline`` is the replay string (prelude included; the baseline pipeline when the guard kept it):
``opt -passes='<pipeline>'`` on the same input gives identical IR (tested).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

import numpy as np

from mlbridge_llvm.errors import ConfigError, FeatureError, MLBridgeError, ModelError
from mlbridge_llvm.features.module_vectors import ModuleVectorCache, sanitize  # noqa: F401 - sanitize: API
from mlbridge_llvm.rl import Environment, RLDriver, RunnerAgent
from mlbridge_llvm.tensors import TensorSpec

from .features import N_FEATURES, module_features
from .options import DEFAULT_STEPS
from .sequences import action_space, prelude_for, replay_pipeline, with_prelude

PASS_NAME = "poset-rl"
EMBED_DIM = 300
#: The model's answer meaning "stop here".
STOP = -1
DEFAULT_MODELS = {"odg": "poset-rl-odg.onnx", "manual": "poset-rl-manual.onnx"}

ADVICE = TensorSpec("action", "int64_t", (1,))
EMBEDDING = TensorSpec("embedding", "float", (1, EMBED_DIM), 0)
MODULE_FEATURES = TensorSpec("module_features", "float", (1, N_FEATURES), 2)


def mask_spec(n_actions: int) -> TensorSpec:
    """The action-mask input for a space of ``n_actions`` sub-sequences."""
    return TensorSpec("action_mask", "float", (1, n_actions), 1)


def feature_specs(space: str = "odg") -> list[TensorSpec]:
    """The model inputs for ``space``: ``embedding [1, 300]``, ``action_mask [1, n]``, ``module_features [1, K]``."""
    return [EMBEDDING, mask_spec(len(action_space(space))), MODULE_FEATURES]


_CACHE = ModuleVectorCache()


def module_embedding(module: Any, cache: ModuleVectorCache | None = None) -> np.ndarray:
    """The observation's embedding: the module's 300-D flow-aware IR2Vec vector, clamped to float32 by :func:`sanitize`.

    ``module`` is a CModule, an llvmlite module or bitcode bytes. ``cache`` defaults to one process-wide
    :class:`~mlbridge_llvm.features.module_vectors.ModuleVectorCache` (training); the pass uses one per module.
    """
    return sanitize((cache or _CACHE).module_vector(module))


def is_stop(action: int, n_actions: int) -> bool:
    """True for the stop answer (-1, or ``n_actions``: the stop index of the gym action space)."""
    return action == STOP or action == n_actions


class PosetEnvironment(Environment):
    """One module, optimised in place: the compiler side of POSET-RL as an :class:`mlbridge_llvm.rl.Environment`.

    ``reset()`` returns the first observation ``{"embedding": float32[300], "action_mask": float32[n]}``;
    ``step(action)`` applies sub-sequence ``action`` (or stops) and returns the next observation. The episode is
    done after a stop, after ``max_steps`` actions, or when no action is left. When the episode ends the
    observation is not computed (``None``) unless ``final_observation`` is set (training wants it, the pass
    does not). Embeddings come from a :class:`ModuleVectorCache` private to the episode unless ``embed`` is given.
    """

    def __init__(self, module: Any, space: str = "odg", max_steps: int = DEFAULT_STEPS,
                 final_observation: bool = False, embed: Callable[[Any], np.ndarray] | None = None) -> None:
        super().__init__()
        if embed is None:  # one cache per episode: no state shared between modules
            cache = ModuleVectorCache()
            embed = functools.partial(module_embedding, cache=cache)
        self.pipelines = action_space(space)
        if max_steps < 0:
            raise ConfigError(f"poset-rl: steps must be >= 0, got {max_steps}")
        self.module, self.space, self.max_steps = module, space, int(max_steps)
        self.final_observation, self._embed = final_observation, embed
        self.actions: list[int] = []
        self.stopped_by = ""

    @property
    def n_actions(self) -> int:
        """Number of sub-sequences in the space."""
        return len(self.pipelines)

    @property
    def mask(self) -> np.ndarray:
        """float32 ``[n]``: 1.0 for actions not applied yet, 0.0 for used ones."""
        m = np.ones(self.n_actions, np.float32)
        m[self.actions] = 0.0
        return m

    def observation(self) -> dict[str, np.ndarray]:
        """The current observation (computes the embedding and the module features)."""
        return {"embedding": self._embed(self.module), "action_mask": self.mask,
                "module_features": module_features(self.module)}

    def reset(self) -> dict[str, np.ndarray] | None:
        """Start the episode on the module as it is now."""
        self.actions, self.stopped_by = [], ""
        self.set_done(False)
        self._check_end()
        return None if self.done and not self.final_observation else self.observation()

    def _check_end(self) -> None:
        if len(self.actions) >= self.max_steps:
            self.stopped_by = self.stopped_by or "step-limit"
        elif len(self.actions) >= self.n_actions:
            self.stopped_by = self.stopped_by or "no-action-left"
        if self.stopped_by:
            self.set_done()

    def check_action(self, action: Any) -> int:
        """The action as an int; ModelError if it is outside the space or already used."""
        try:
            a = int(np.asarray(action).reshape(()).item())
        except (TypeError, ValueError):
            raise ModelError(f"poset-rl: the model answered {action!r}; expected one integer action") from None
        if is_stop(a, self.n_actions):
            return STOP
        if not 0 <= a < self.n_actions:
            raise ModelError(f"poset-rl: the model answered action {a}; space {self.space!r} has actions "
                             f"0..{self.n_actions - 1} and {STOP} (stop)")
        if a in self.actions:
            raise ModelError(f"poset-rl: the model chose action {a}, already applied at step "
                             f"{self.actions.index(a)} (it is masked)")
        return a

    def apply(self, action: int) -> None:
        """Apply one sub-sequence to the module (no bookkeeping)."""
        self.module.run_passes(self.pipelines[action])

    def step(self, action: Any) -> dict[str, np.ndarray] | None:
        """Apply ``action`` (or stop) and return the next observation (``None`` once done, see the class doc)."""
        if self.done:
            raise ConfigError("poset-rl: step() after the episode ended; call reset()")
        a = self.check_action(action)
        if a == STOP:
            self.stopped_by = "model"
        else:
            self.apply(a)
            self.actions.append(a)
        self._check_end()
        return None if self.done and not self.final_observation else self.observation()

    @property
    def pipeline(self) -> str:
        """The replay pipeline of the actions applied so far."""
        return replay_pipeline(self.space, self.actions)


def policy_inputs(observation: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The policy's features for an observation: ``embedding [1, 300]``, ``action_mask [1, n]``, ``module_features
    [1, K]`` (zeros when the observation has none)."""
    feats = observation.get("module_features")
    if feats is None:
        feats = np.zeros(N_FEATURES, np.float32)
    return {"embedding": observation["embedding"][None, :], "action_mask": observation["action_mask"][None, :],
            "module_features": np.asarray(feats, np.float32)[None, :]}


@dataclass
class PosetResult:
    """What one run of the pass did."""

    space: str
    actions: list[int]
    pipelines: list[str]
    stopped_by: str
    pipeline: str = field(default="")


def poset_rl(module: Any, agent: Any, space: str = "odg", steps: int = DEFAULT_STEPS) -> PosetResult:
    """Order sub-sequences of ``space`` on ``module`` (a CModule, changed in place) with ``agent``.

    ``agent`` is an Agent (``compute_action(observation)``), a model runner, or a callable
    ``observation -> action``. Returns the actions, their pipelines and why the episode ended.
    """
    env = PosetEnvironment(module, space, steps)
    if hasattr(agent, "populate_features"):
        agent = RunnerAgent(agent, policy_inputs)
    RLDriver(env, {"agent": agent}, max_steps=steps + 1).run()
    return PosetResult(space, list(env.actions), [env.pipelines[a] for a in env.actions], env.stopped_by, env.pipeline)


def run(ctx: Any) -> None:
    """The pass: order sub-sequences on ``ctx.module`` with ``ctx.runner``; one remark per step and a summary."""
    from .options import PosetOptions

    opts = PosetOptions.from_context(ctx)
    space, steps = opts.space, opts.steps
    if opts.mode == "plan":
        from .planner import run_plan

        return run_plan(ctx, opts)
    baseline = opts.baseline_pipeline
    reloc = opts.relocation_model(ctx.module)
    runner = ctx.runner_for(f"policy-{space}", feature_specs(space), ADVICE, DEFAULT_MODELS[space])
    original = ctx.module.clone() if baseline else None
    try:
        prelude = prelude_for(ctx.module, opts.always_inline)
        if prelude:
            ctx.module.run_passes(prelude)
        env = PosetEnvironment(ctx.module, space, steps)
        agent = RunnerAgent(runner, policy_inputs)
        error: MLBridgeError | None = None
        try:
            RLDriver(env, {"agent": agent}, max_steps=steps + 1).run()
        except (FeatureError, ModelError) as e:
            error = e
        for i, a in enumerate(env.actions):
            ctx.remark("SubSequence", step=i, action=a, pipeline=env.pipelines[a])
        if error is not None:
            raise ModelError(f"poset-rl on {ctx.input_name} after {len(env.actions)} step(s) "
                             f"[{with_prelude(prelude, env.pipeline) or 'nothing applied'}]: {error}")
        kept = _guard_policy(ctx, original, baseline, reloc) if baseline and original is not None else "policy"
    finally:
        if original is not None:
            original.dispose()
    ctx.remark("Sequence", kind="Analysis", space=space, steps=len(env.actions),
               stopped_by="baseline" if kept == "baseline" else env.stopped_by, actions=",".join(map(str, env.actions)),
               pipeline=baseline if kept == "baseline" else with_prelude(prelude, env.pipeline))


def _guard_policy(ctx: Any, original: Any, baseline: str, reloc: str) -> str:
    """Policy mode with ``measure=N`` (N >= 1): the policy's module (``ctx.module``) against ``baseline`` run on
    ``original``; the baseline's module replaces it unless the policy's ``.text`` is strictly smaller (remark
    ``Guard``). Returns ``policy`` or ``baseline``."""
    from mlbridge_llvm.guard import keep_smaller

    original.run_passes(baseline)
    r = keep_smaller(ctx, original.to_bitcode(), reloc)
    kept = "baseline" if r.kept_baseline else "policy"
    ctx.remark("Guard", kind="Analysis", kept=kept, policy_text=r.pass_text, baseline_text=r.baseline_text,
               baseline=baseline, reloc=r.reloc)
    return kept
