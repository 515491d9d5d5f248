"""poset-rl's size model: predicting which candidate of a module has the smallest ``.text`` from its IR.

Data: :mod:`.sizedata` (per module, every candidate's measured ``.text``, the native per-function TTI code-size
features and the shipped linear critic's 111 IR2Vec entity counts, and the CPU seconds of every step).

Models compared (all rank the candidates of one module; only differences between a module's candidates matter):

* ``critic``: the shipped linear critic (bytes per IR entity count, ``models/poset-rl-odg-critic.onnx``);
* ``tti``: LLVM's own code-size cost model alone, the sum of ``TargetTransformInfo::getInstructionCost(...,
  TCK_CodeSize)`` over the module's instructions;
* ``tti+corr``: TTI's sum plus a learned linear correction over the TTI-side counts (calls and their arguments,
  immediates, switch cases, stack bytes, ...) and the entity counts: ridge least squares fitted *within modules*
  (each module's rows centred on its own mean and divided by its mean ``.text``), so the fit spends its capacity on
  what tells a module's candidates apart, not on predicting a module's absolute size.

Metrics by package (:func:`rank_metrics`): Spearman's rank correlation between predicted and measured ``.text``
over a module's plans, the top-1 hit rate (the predicted best is a measured best), and the regret (measured
``.text`` of the predicted best over the measured best), each averaged over the package's modules.

Strategies (:func:`simulate`): what a pass configuration would give per module (``.text``) and cost (CPU seconds of
its pipelines, feature walks and code generations, as measured by :mod:`.sizedata`), for the trade-off curve.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping, Sequence

import numpy as np

from mlbridge_llvm.corpus.manifest import package_of

#: Columns of the native rows that are per-function flags or maxima: summed over functions they are counts too.
TTI = "tti_codesize"


def plan_keys(d: Any) -> list[str]:
    return [f"plan{k}" for k in range(len(d.plans))]


def module_vector(state: Any, names: Sequence[str]) -> np.ndarray:
    """One candidate's feature vector: the native rows summed over functions, the number of defined functions, and
    the critic's 111 entity counts (the last of which is again the number of functions)."""
    rows = np.asarray(state.rows, np.float64)
    sums = rows.sum(0) if len(rows) else np.zeros(len(names))
    return np.concatenate([sums, [float(len(rows))], np.asarray(state.counts, np.float64)])


def feature_names(native: Sequence[str]) -> list[str]:
    from mlbridge_llvm.features.vocab import NUM_ENTITIES

    return list(native) + ["functions"] + [f"entity{i}" for i in range(NUM_ENTITIES)] + ["critic_functions"]


@dataclass
class Table:
    """Every module's candidates as matrices: ``X[m]`` float64 ``[S, F]``, ``y[m]`` ``.text`` ``[S]``, keys
    ``keys[m]`` (state names, e.g. ``oz``, ``plan3``)."""

    names: list[str]
    keys: list[list[str]]
    X: list[np.ndarray]
    y: list[np.ndarray]

    @classmethod
    def build(cls, modules: Mapping[str, Any], native: Sequence[str]) -> "Table":
        names, keys, xs, ys = [], [], [], []
        for n in sorted(modules):
            d = modules[n]
            k = list(d.states)
            names.append(n)
            keys.append(k)
            xs.append(np.stack([module_vector(d.states[s], native) for s in k]))
            ys.append(np.array([d.states[s].text for s in k], np.float64))
        return cls(names, keys, xs, ys)

    def packages(self) -> list[str]:
        return [package_of(n) for n in self.names]


# ---- models --------------------------------------------------------------------------------------------------------
@dataclass
class LinearSize:
    """``predicted = X @ w`` (bytes, up to a per-module constant); ``cols`` the feature columns used."""

    w: np.ndarray

    def predict(self, X: np.ndarray) -> np.ndarray:
        return np.asarray(X, np.float64) @ self.w


def fit_within(X: Sequence[np.ndarray], y: Sequence[np.ndarray], cols: np.ndarray, l2: float = 1.0,
               base: np.ndarray | None = None, scale: str = "std") -> LinearSize:
    """Ridge fit of ``y ~ X[:, cols] @ w (+ base)`` within modules: each module's rows centred on its own mean (a
    module's absolute size is not learned, only the differences between its candidates) and divided by the
    spread of its ``.text`` (``scale="std"``: every module's ranking counts alike; ``"mean"``: relative errors, so
    modules whose candidates differ a lot dominate). ``base`` (full-width weights, e.g. 1 on the critic's
    prediction) is a fixed prior the fit corrects. Features are scaled to unit RMS before the ridge penalty; the
    returned weights are full width."""
    base = np.zeros(X[0].shape[1]) if base is None else np.asarray(base, np.float64)
    A, b = [], []
    for x, t in zip(X, y):
        s = float(t.std()) if scale == "std" else max(float(t.mean()), 1.0)
        if len(t) < 2 or s <= 0:
            continue
        xc = (x - x.mean(0)) / s
        tc = (t - t.mean()) / s - xc @ base
        A.append(xc[:, cols])
        b.append(tc)
    A_, b_ = np.concatenate(A), np.concatenate(b)
    rms = np.sqrt((A_ ** 2).mean(0)) + 1e-12
    An = A_ / rms
    w = np.linalg.solve(An.T @ An + l2 * np.eye(len(cols)), An.T @ b_) / rms
    full = base.copy()
    full[cols] += w
    return LinearSize(full)


def critic_weights() -> np.ndarray:
    """The shipped linear critic's bytes per entity count ``[111]`` (read from its ONNX file)."""
    import onnx
    from onnx import numpy_helper

    from mlbridge_llvm.resources import models_dir

    m = onnx.load(str(models_dir() / "poset-rl-odg-critic.onnx"))
    return next(numpy_helper.to_array(t) for t in m.graph.initializer if t.name == "bytes_per_feature").astype(
        np.float64)


# ---- metrics -------------------------------------------------------------------------------------------------------
def spearman(a: np.ndarray, b: np.ndarray) -> float:
    """Spearman's rank correlation (average ranks on ties); nan when either side is constant."""
    def ranks(v: np.ndarray) -> np.ndarray:
        order = np.argsort(v, kind="stable")
        r = np.empty(len(v))
        r[order] = np.arange(len(v), dtype=np.float64)
        for u in np.unique(v):
            m = v == u
            if m.sum() > 1:
                r[m] = r[m].mean()
        return r
    ra, rb = ranks(np.asarray(a, np.float64)), ranks(np.asarray(b, np.float64))
    if ra.std() == 0 or rb.std() == 0:
        return float("nan")
    return float(np.corrcoef(ra, rb)[0, 1])


def rank_metrics(pred: np.ndarray, text: np.ndarray) -> dict[str, float]:
    """One module's candidates: rank correlation, top-1 hit (the predicted best is a measured best; ties in the
    prediction: the first), regret (measured ``.text`` of the predicted best / measured best)."""
    k = int(np.argmin(pred))
    return {"spearman": spearman(pred, text), "top1": float(text[k] <= text.min()),
            "regret": float(text[k] / max(text.min(), 1.0))}


def by_package(per_module: Mapping[str, Mapping[str, float]]) -> dict[str, dict[str, float]]:
    """Mean of each metric per package (nan correlations, all-equal candidates, left out), plus ``all`` (mean of
    module values) and ``packages`` (mean of package means); regret as a geomean."""
    groups: dict[str, list[Mapping[str, float]]] = {}
    for n, v in per_module.items():
        groups.setdefault(package_of(n), []).append(v)

    def agg(vals: list[Mapping[str, float]]) -> dict[str, float]:
        out: dict[str, float] = {"modules": float(len(vals))}
        for key in vals[0]:
            xs = np.array([v[key] for v in vals], np.float64)
            xs = xs[~np.isnan(xs)]
            if key == "regret":
                out[key] = float(np.exp(np.log(xs).mean())) if len(xs) else float("nan")
            else:
                out[key] = float(xs.mean()) if len(xs) else float("nan")
        return out
    res = {p: agg(v) for p, v in sorted(groups.items())}
    res["all"] = agg([v for g in groups.values() for v in g])
    keys = [k for k in res["all"] if k != "modules"]
    res["packages"] = {"modules": res["all"]["modules"],
                       **{k: (float(np.exp(np.nanmean([math.log(res[p][k]) for p in groups])))
                              if k == "regret" else float(np.nanmean([res[p][k] for p in groups])))
                          for k in keys}}
    return res


def geomean(xs: Iterable[float]) -> float:
    v = np.log(np.asarray(list(xs), np.float64))
    return float(np.exp(v.mean())) if len(v) else float("nan")


def package_geomean(ratios: Mapping[str, float]) -> float:
    """Geomean over packages of each package's module geomean (the 'program geomean' of the issue)."""
    groups: dict[str, list[float]] = {}
    for n, r in ratios.items():
        groups.setdefault(package_of(n), []).append(r)
    return geomean(geomean(g) for g in groups.values())


# ---- strategies ----------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Strategy:
    """A pass configuration, simulated on the measured candidates.

    ``rule``: ``ozoz`` (the smaller of Oz and Oz twice by codegen), ``policy`` / ``policy-guard``, or ``plan``.
    Plan strategies build the first ``plans`` plans (and Oz, and Oz twice when ``ozoz``), predict every candidate's
    size with the model, and code-generate the ``measure`` best-predicted candidates; with ``guard`` Oz is always
    measured too and kept unless a measured candidate is strictly smaller. ``margin`` > 0: when the model predicts
    no candidate ``margin`` (relative) below Oz, Oz is kept without any code generation (the cheap guard's skip);
    ``trust`` > 0: when the model predicts its best candidate ``trust`` (relative) below Oz, that candidate is kept
    without code generation (confident enough not to measure)."""

    label: str
    rule: str
    plans: int = 16
    measure: int = 1
    guard: bool = True
    ozoz: bool = False
    margin: float = 0.0
    trust: float = 0.0


def simulate(d: Any, pred: Mapping[str, float], s: Strategy) -> tuple[int, float, dict[str, Any]]:
    """(``.text``, CPU seconds, details) of strategy ``s`` on module ``d`` with predicted sizes ``pred`` (state key
    -> predicted bytes; only differences within the module matter)."""
    st, sec = d.states, d.seconds
    oz_t, oz_c = st["oz"].text, sec["oz"]
    cg = {k: v.codegen_seconds for k, v in st.items()}
    fs = {k: v.feature_seconds for k, v in st.items()}
    if s.rule == "oz":
        return oz_t, oz_c, {}
    if s.rule == "ozoz":
        return min(oz_t, st["ozoz"].text), oz_c + sec["ozoz"] + cg["oz"] + cg["ozoz"], {}
    if s.rule == "policy":
        return st["policy"].text, sec["policy"], {}
    if s.rule == "policy-guard":
        t = st["policy"].text
        return (t if t < oz_t else oz_t), sec["policy"] + oz_c + cg["oz"] + cg["policy"], {}
    assert s.rule == "plan"
    ks = list(range(min(s.plans, len(d.plans))))
    cands = [f"plan{k}" for k in ks] + (["ozoz"] if s.ozoz else [])
    cost = d.plan_seconds(ks) + (sec["ozoz"] if s.ozoz else 0.0)
    cost += sum(fs[c] for c in cands)          # one size-feature walk per candidate
    order = sorted(cands, key=lambda c: (pred[c], cands.index(c)))
    if s.measure == 0 and not s.guard:         # the critic alone: plans only, nothing compiled
        return st[order[0]].text, cost, {"measured": 0}
    cost += oz_c + fs["oz"]                    # the guard's baseline, built (and ranked by the cheap guard)
    if s.margin > 0 and pred[order[0]] >= pred["oz"] * (1 - s.margin):
        return oz_t, cost, {"measured": 0, "skipped": True}
    if s.trust > 0 and pred[order[0]] < pred["oz"] * (1 - s.trust):
        return st[order[0]].text, cost, {"measured": 0, "trusted": True}
    shortlist = order[:max(s.measure, 1)]
    measured = set(shortlist) | {"oz"}
    cost += sum(cg[c] for c in measured)
    best = min(measured, key=lambda c: (st[c].text, c != "oz"))
    return st[best].text, cost, {"measured": len(measured)}


def evaluate(modules: Mapping[str, Any], preds: Mapping[str, Mapping[str, float]],
             strategies: Sequence[Strategy]) -> list[dict[str, Any]]:
    """Each strategy over ``modules``: program (package) and module geomean of ``.text`` / Oz, modules larger, worst
    ratio, and simulated CPU time over Oz's (sum over modules)."""
    out = []
    oz_cost = sum(d.seconds["oz"] for d in modules.values())
    for s in strategies:
        ratios, cost, larger, measured = {}, 0.0, 0, 0
        for n, d in modules.items():
            t, c, info = simulate(d, preds[n], s)
            r = t / max(d.states["oz"].text, 1)
            ratios[n] = r
            cost += c
            larger += r > 1
            measured += info.get("measured", 0)
        out.append({"label": s.label, "rule": s.rule, "plans": s.plans, "measure": s.measure, "guard": s.guard,
                    "ozoz": s.ozoz, "margin": s.margin, "trust": s.trust,
                    "program_geomean": package_geomean(ratios), "module_geomean": geomean(ratios.values()),
                    "larger": int(larger), "worst": max(ratios.values()), "opt_time_vs_oz": cost / oz_cost,
                    "codegens_per_module": measured / len(modules)})
    return out


def predictions(modules: Mapping[str, Any], predict: Callable[[np.ndarray], np.ndarray], native: Sequence[str]
                ) -> dict[str, dict[str, float]]:
    """state key -> predicted size, per module."""
    out = {}
    for n, d in modules.items():
        keys = list(d.states)
        X = np.stack([module_vector(d.states[k], native) for k in keys])
        out[n] = dict(zip(keys, map(float, predict(X))))
    return out


def with_code(modules: Mapping[str, Any]) -> dict[str, Any]:
    """The modules whose ``default<Oz>`` object has a non-empty ``.text`` (the others have no ratio to compare, as
    ``mlbridge-corpus run`` leaves them out)."""
    return {n: d for n, d in modules.items() if d.states["oz"].text > 0}
