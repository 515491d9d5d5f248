"""Held-out evaluation by package: the goals JSON and the model-card figures the shipped passes have.

Every variant (a pipeline with a model: the policy alone, the shipped pass with its guard, an earlier model) runs on
the same held-out modules as the baseline, on the corpus backends; per variant:

* ``value``: the package geomean of the first reward term's ratio to the baseline (each package weighs the same: the
  protocol's figure), ``module_geomean``, and ``text`` (the package geomean of ``.text``) when ``text`` is a term;
* ``worse`` / ``worst``: modules whose first term is larger than the baseline's, and the largest ratio;
* ``opt_time``: the variant's seconds against the baseline's over all modules (the pipeline; for a pass that makes its
  code, its code generation too), the baseline timed again right after each module in the same worker, so both
  clocks run under the same load;
* ``packages``: each package's geomean and modules.

:func:`goals` turns rows into a ``models/<pass>.goals.json`` (rendered into docs/goals.md by ``mlbridge-bench
readme``), its targets judged from the config's ``goal``; :func:`mlbridge_training.cards` renders the per-package
table into a card.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from mlbridge_llvm.corpus.manifest import package_of

from .traces import Workspace

__all__ = ["Variant", "evaluate", "goals", "summarize"]


@dataclass(frozen=True)
class Variant:
    """One row: its ``role`` (policy alone, shipped default, rule...), a ``label``, the ``pipeline`` and the runner
    ``policy`` (an episode's policy: ``{"spec": "onnx:PATH"}``, or None for the pass's bundled model)."""

    role: str
    label: str
    pipeline: str
    policy: dict[str, Any] | None = None


def _geomean(values: list[float]) -> float:
    return float(math.exp(np.mean(np.log(values)))) if values else float("nan")


def _ratio(term: Any, policy: dict[str, float], base: dict[str, float]) -> float:
    p, b = policy[term.outcome] + term.smoothing, base[term.outcome] + term.smoothing
    return p / b if b > 0 else (1.0 if p == b else math.inf)


def summarize(ws: Workspace, episodes: list[dict[str, Any]], base: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """One variant's figures (module docstring) from its episodes and the baseline's records."""
    first = ws.config.reward[0]
    text_term = next((t for t in ws.config.reward if t.outcome == "text"), None)
    ratios = {e["name"]: _ratio(first, e["outcomes"], base[e["name"]]["outcomes"]) for e in episodes}
    texts = {e["name"]: _ratio(text_term, e["outcomes"], base[e["name"]]["outcomes"]) for e in episodes} \
        if text_term is not None else {}
    per: dict[str, list[str]] = {}
    for name in ratios:
        per.setdefault(package_of(name), []).append(name)
    packages = {p: {"modules": len(ns), "geomean": _geomean([ratios[n] for n in ns]),
                    "worse": sum(ratios[n] > 1 for n in ns),
                    **({"text": _geomean([texts[n] for n in ns])} if texts else {})} for p, ns in sorted(per.items())}
    seconds = sum(e["seconds"] for e in episodes)
    base_seconds = sum(e.get("baseline_seconds", base[e["name"]]["seconds"]) for e in episodes)
    totals = {k: (sum(e["outcomes"][k] for e in episodes), sum(base[e["name"]]["outcomes"][k] for e in episodes))
              for k in {t.outcome for t in ws.config.reward}}
    worst = max(ratios.items(), key=lambda kv: kv[1]) if ratios else ("", 1.0)
    return {"modules": len(episodes), "value": _geomean([p["geomean"] for p in packages.values()]),
            "module_geomean": _geomean(list(ratios.values())),
            "text": _geomean([p["text"] for p in packages.values()]) if texts else None,
            "text_larger": sum(v > 1 for v in texts.values()) if texts else None,
            "worse": sum(v > 1 for v in ratios.values()), "better": sum(v < 1 for v in ratios.values()),
            "worst": worst[1], "worst_module": worst[0],
            "opt_time": seconds / base_seconds if base_seconds > 0 else None, "totals": totals, "packages": packages}


def evaluate(ws: Workspace, modules: dict[str, str], variants: list[Variant], run: str = "evaluate",
             log: Callable[[str], None] = print) -> dict[str, Any]:
    """Every variant on ``modules`` (resumable under ``traces/<run>-<label>/``); the figures per label, in order,
    with the baseline's row first."""
    base = ws.baselines(modules)
    names = sorted(n for n in modules if n in base)
    out: dict[str, Any] = {}
    for v in variants:
        log(f"evaluating {v.label}: {v.pipeline} on {len(names)} held-out modules")
        episodes = ws.episodes({n: modules[n] for n in names}, v.policy, run=f"{run}-{v.label}",
                               pipeline=v.pipeline, pair_baseline=True)
        done = {e["name"] for e in episodes}
        names = [n for n in names if n in done]  # every row on the same modules
        out[v.label] = episodes
    figures = {"baseline": {"modules": len(names), "value": 1.0, "module_geomean": 1.0, "worse": 0, "worst": 1.0,
                            "opt_time": 1.0, "text": 1.0 if any(t.outcome == "text" for t in ws.config.reward)
                            else None}}
    for v in variants:
        episodes = [e for e in out[v.label] if e["name"] in set(names)]
        figures[v.label] = {"role": v.role, "pipeline": v.pipeline, **summarize(ws, episodes, base)}
    return figures


def goals(ws: Workspace, figures: dict[str, Any], variants: list[Variant], suite: str, command: str,
          baseline_text: str) -> dict[str, Any]:
    """The goals JSON (``models/*.goals.json``'s form) of an evaluation, targets judged on the shipped default's
    row (else the first variant's) from the config's ``goal`` (``description``; upper bounds ``value``, ``text_ratio``,
    ``opt_time``)."""
    cfg = ws.config
    first = cfg.reward[0]
    metric = f"{first.outcome} vs {cfg.baseline or 'the default'} (package geomean)"
    rows = [{"pipeline": cfg.baseline or "the prepared module, LLVM's default decisions", "role": "baseline",
             "metric": metric, "value": 1.0, "module_geomean": 1.0, "text": figures["baseline"]["text"], "worse": 0,
             "worst": 1.0, "opt_time": 1.0}]
    for v in variants:
        f = figures[v.label]
        rows.append({"pipeline": v.pipeline + (f" ({v.label})" if v.label else ""), "role": v.role, "metric": metric,
                     "value": round(f["value"], 6), "module_geomean": round(f["module_geomean"], 6),
                     "text": None if f["text"] is None else round(f["text"], 6), "worse": f["worse"],
                     "worst": round(f["worst"], 4), "opt_time": None if f["opt_time"] is None else round(f["opt_time"], 3)})
    judged = next((v for v in variants if v.role == "shipped default"), variants[0])
    f = figures[judged.label]
    goal = dict(cfg.goal)
    checks = []
    if "value" in goal:
        checks.append((f["value"] <= goal["value"], f"{first.outcome} {f['value']:.4f} (goal <= {goal['value']})"))
    if "text_ratio" in goal and f["text"] is not None:
        checks.append((f["text"] <= goal["text_ratio"], f".text {f['text']:.5f} (goal <= {goal['text_ratio']})"))
    if "opt_time" in goal and f["opt_time"] is not None:
        checks.append((f["opt_time"] <= goal["opt_time"], f"opt time {f['opt_time']:.2f}x (goal <= {goal['opt_time']}x)"))
    figure = (f"{judged.label}: " + ", ".join(text for _, text in checks) + f"; {f['worse']} of {f['modules']} "
              f"modules worse than the baseline" + (f", {f['text_larger']} with a larger .text"
                                                    if f.get("text_larger") is not None else ""))
    target_text = goal.get("description", cfg.description)
    return {"pass": cfg.pass_name, "suite": suite, "baseline": baseline_text, "command": command, "rows": rows,
            "targets": [{"text": target_text, "met": all(ok for ok, _ in checks), "figure": figure}]}
