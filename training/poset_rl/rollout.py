"""Evaluating plan mode on whole corpora (training and model-card figures): every plan, the critic's choice and the
measured sizes per module, on the training backend (:mod:`mlbridge_training.pool`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from mlbridge_llvm.ir.codegen import text_size_of_bitcode
from mlbridge_training.pool import pool_map_ordered

from mlbridge_passes.poset_rl.planner import PLAN_ADVICE, Candidates, Plans, apply_plan, choose, critic_specs


@dataclass
class PlanRollout:
    """Plan mode on one module: the chosen plan, its ``.text``, and (if measured) every candidate's ``.text``."""

    module: str
    plan: int
    actions: Sequence[int]
    size: int
    candidate_sizes: list[int] | None = None
    shortlist: list[int] | None = None


def plan_rollout(name: str, bitcode: bytes, plans: Plans, model: str, measure_all: bool = False,
                 measure: int = 0) -> PlanRollout:
    """What the pass does in plan mode (``measure=N`` as the option) on one module with the ONNX critic ``model``
    (in-process), and the ``.text`` of the result (codegen -O2); ``measure_all`` also compiles every candidate
    (the search baseline)."""
    from mlbridge_llvm.ir.llvmc import CModule
    from mlbridge_llvm.runners import create_runner

    from mlbridge_passes.poset_rl.sequences import prelude_for

    from .train import normalize

    runner = create_runner(f"onnx:{model}", feature_specs=critic_specs(len(plans.plans)), advice_spec=PLAN_ADVICE)
    try:
        with CModule.parse_bitcode(normalize(bitcode, name), name) as m:
            prelude = prelude_for(m)
            with Candidates(m, plans, prelude) as c:
                choice = choose(c, runner, measure)
                sizes = ([choice.measured[k] if k in choice.measured else c.text_size(k)
                          for k in range(len(plans.plans))] if measure_all else None)
            actions = apply_plan(m, plans, choice.plan, prelude=prelude)
            size = text_size_of_bitcode(m.to_bitcode())
    finally:
        runner.close()
    return PlanRollout(name, choice.plan, list(actions), size, sizes, choice.shortlist)


def _plan_rollout_job(args: tuple[str, bytes, Plans, str, bool, int]) -> PlanRollout:
    return plan_rollout(*args)


def evaluate_plans(modules: Sequence[tuple[str, bytes]], plans: Plans, model: str, workers: int = 2,
                   measure_all: bool = False, progress: Any = None, measure: int = 0) -> list[PlanRollout]:
    """:func:`plan_rollout` on every module (the training backend, :mod:`mlbridge_training.pool`), in input order."""
    jobs = [(n, bc, plans, model, measure_all, measure) for n, bc in modules]
    return pool_map_ordered(_plan_rollout_job, jobs, workers, progress=progress)
