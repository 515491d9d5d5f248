"""Blackbox evolution strategies on the reward (MLGO trains its register-allocation policy this way).

Every candidate policy is exported to ONNX and compiled with on a batch of training modules through the pass
itself (:func:`.episode.run_episode` on the corpus backends); its score is the mean over packages of the mean module
cost (:func:`.rewards.cost`: the log ratio of each outcome to the baseline's, weighted; lower is better), the
protocol's package geomean. :func:`mlbridge_training.common.antithetic_es` moves the MLP's weights; every iterate is
also scored on validation modules (training packages kept out of the search), and the one best there is kept, the
starting policy included (so ES never ships something worse than where it started, by validation).
"""
from __future__ import annotations

import math
import time
from typing import Any, Callable, Sequence

import numpy as np

from mlbridge_llvm.corpus.manifest import package_of

from .policy import Policy, to_onnx
from .traces import Workspace

__all__ = ["package_score", "search"]


def package_score(costs: dict[str, float]) -> float:
    """Mean over packages of the mean cost of their modules (the log of the package geomean; 0: the baseline)."""
    per: dict[str, list[float]] = {}
    for name, c in costs.items():
        if math.isfinite(c):
            per.setdefault(package_of(name), []).append(c)
    return float(np.mean([np.mean(v) for v in per.values()])) if per else math.inf


def onnx_bytes(policy: Policy, ws: Workspace) -> bytes:
    return to_onnx(policy, ws.resolved.input_spec.name, ws.resolved.output_name).SerializeToString()


def score(ws: Workspace, policies: Sequence[Policy], modules: dict[str, str]) -> list[float]:
    """:func:`package_score` of each policy on ``modules`` (all candidates' compilations in one backend map)."""
    from mlbridge_training.pool import pool_map_indexed

    from .episode import run_episode

    base = ws.baselines(modules)
    names = [n for n in modules if n in base]
    template = ws.jobs({n: modules[n] for n in names})  # read once (and the bitcode, for a shipping backend)
    jobs = []
    for k, p in enumerate(policies):
        blob = onnx_bytes(p, ws)
        jobs += [{**job, "policy": {"onnx": blob}, "baseline": base[job["name"]]["outcomes"], "candidate": k}
                 for job in template]
    costs: list[dict[str, float]] = [{} for _ in policies]
    for i, rec in pool_map_indexed(run_episode, jobs, ws.workers,
                                   on_failure=lambda j, m: ws.log(f"  {j['name']}: {' '.join(m.split())[:120]}")):
        if rec is not None:
            costs[jobs[i]["candidate"]][rec["name"]] = rec["cost"]
        else:  # a candidate that crashes a module scores it as a large loss
            costs[jobs[i]["candidate"]][jobs[i]["name"]] = 1.0
    return [package_score(c) for c in costs]


def search(ws: Workspace, start: Policy, fit: dict[str, str], validation: dict[str, str], *, iterations: int = 8,
           population: int = 6, sigma: float = 0.03, lr: float = 0.01, batch: int = 32, seed: int = 0,
           log: Callable[[str], None] = print) -> tuple[Policy, list[dict[str, Any]]]:
    """ES from ``start`` on ``fit`` modules (``batch`` of them drawn per iteration, by seed), the iterate with the
    best validation score returned with the history (one row per iterate: fit and validation scores, seconds)."""
    from mlbridge_training.common import antithetic_es

    rng = np.random.default_rng(seed)
    fit_names = sorted(fit)
    history: list[dict[str, Any]] = []
    state: dict[str, Any] = {"batch": fit, "theta": start.flat()}
    best: dict[str, Any] = {"validation": math.inf, "theta": start.flat()}

    def draw() -> None:
        chosen = fit_names if len(fit_names) <= batch else sorted(rng.choice(fit_names, batch, replace=False).tolist())
        state["batch"] = {n: fit[n] for n in chosen}

    def score_many(thetas: list[np.ndarray]) -> list[float]:
        draw()  # once per iteration: the iteration's batch
        return score(ws, [start.with_flat(t) for t in thetas], state["batch"])

    def score_one(theta: np.ndarray) -> float:
        state["theta"] = theta
        return score(ws, [start.with_flat(theta)], state["batch"])[0]

    def judge(it: int, fit_score: float, seconds: float) -> None:
        theta = state["theta"]
        val = score(ws, [start.with_flat(theta)], validation)[0] if validation else fit_score
        history.append({"iteration": it, "fit": fit_score, "validation": val, "seconds": round(seconds, 1)})
        log(f"  ES iteration {it}: fit batch {math.exp(fit_score):.5f}, validation {math.exp(val):.5f} "
            f"(geomean ratio of the cost's outcomes), {seconds:.0f} s")
        if val < best["validation"]:
            best.update(validation=val, theta=theta)

    draw()
    antithetic_es(start.flat(), score_one, score_many, iterations=iterations, population=population, sigma=sigma,
                  lr=lr, seed=seed, on_start=lambda s: judge(0, s, 0.0),
                  on_iteration=lambda it, current, _best, _pop, seconds: judge(it + 1, current, seconds))
    return start.with_flat(best["theta"]), history
