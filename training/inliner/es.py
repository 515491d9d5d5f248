"""Policy search for the inliner on the outcome: evolution strategies on each module's ``.text`` against LLVM's.

MLGO trains its size policy on the module's final size, not on the heuristic's decisions. Here the reward of a
policy on a module is ``log(.text(policy) / .text(heuristic))``, both compiled for real (``default<Oz>`` with the
ML advisor answering, codegen -O2, the module's relocation model); the objective is its mean per package, averaged
over packages (the log of the package geomean the protocol reports). Antithetic ES
(:func:`mlbridge_training.common.antithetic_es`) moves the MLP's weights, starting from the shipped imitation
policy.

Most perturbed policies answer every question of a module as an earlier compilation was answered, so they compile
to the same module: a compilation is deterministic given its answers, and the answers given to the questions of one
compilation decide whether another policy would see the same questions. :class:`Rollouts` keeps every compilation
of every module (its questions, answers and ``.text``) and scores a policy from them without compiling when the
policy gives the same answers to all of one stored compilation's questions; only the rest is compiled, on a corpus
backend (local pool or Ray: :func:`rollout_module` is the worker function).
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

import numpy as np

from mlbridge_llvm.corpus.manifest import package_of
from mlbridge_llvm.corpus.backends import module_input
from mlbridge_passes.inliner.features import DEFAULT_INDEX, N_FEATURES

from .train import Policy

ROLLOUT_FUNCTION = "mlbridge_training.inliner.es:rollout_module"
PARAMS = ("w0", "b0", "w1", "b1", "mean", "std")


def policy_from_onnx(path: str) -> Policy:
    """The MLP of an ONNX policy written by :func:`.train.to_onnx` (its initializers ``x_mean``, ``x_std``,
    ``W0``, ``B0``, ``W1``, ``B1``)."""
    import onnx
    from onnx import numpy_helper

    init = {i.name: numpy_helper.to_array(i) for i in onnx.load(path).graph.initializer}
    return Policy(init["W0"].astype(np.float32), init["B0"].astype(np.float32), init["W1"].astype(np.float32),
                  init["B1"].astype(np.float32), init["x_mean"].astype(np.float32), init["x_std"].astype(np.float32))


def policy_to_data(policy: Policy) -> dict[str, list]:
    """Plain data for a worker task (float32 values survive the round trip exactly)."""
    return {k: getattr(policy, k).tolist() for k in PARAMS}


def policy_from_data(data: dict[str, list]) -> Policy:
    return Policy(*(np.asarray(data[k], np.float32) for k in PARAMS))


def rollout_module(task: dict[str, Any]) -> dict[str, Any]:
    """Worker function: compile one module with a policy (``task["policy"]``, :func:`policy_to_data`) or with
    LLVM's heuristic (no ``policy``); returns ``name``, ``text``, the questions (``rows``), the ``decisions`` given
    and ``forced_stop``."""
    from .headroom import compile_with, heuristic

    bitcode = task.get("bitcode")
    if bitcode is None:
        with open(task["bc_path"], "rb") as f:
            bitcode = f.read()
    if task.get("policy") is None:
        answer = heuristic
    else:
        policy = policy_from_data(task["policy"])

        def answer(_i: int, values: np.ndarray) -> int:
            return int(policy.decide(values.astype(np.float32).reshape(1, -1))[0])
    t = compile_with(bitcode, answer)
    return {"name": task["name"], "text": t.text, "rows": t.rows.tolist(), "decisions": t.decisions.tolist(),
            "forced_stop": t.forced_stop}


@dataclass
class _Stored:
    rows: np.ndarray  # float32 [D, 39]
    decisions: np.ndarray  # int64 [D]
    text: int


@dataclass
class Rollouts:
    """Every compilation of every module seen so far, and the heuristic's ``.text`` per module (``base``)."""

    base: dict[str, int] = field(default_factory=dict)
    stored: dict[str, list[_Stored]] = field(default_factory=dict)
    compiled: int = 0
    reused: int = 0

    def add(self, rec: dict[str, Any]) -> None:
        rows = np.asarray(rec["rows"], np.float32).reshape(-1, N_FEATURES)
        decisions = np.asarray(rec["decisions"], np.int64)
        known = self.stored.setdefault(rec["name"], [])
        if not any(len(s.decisions) == len(decisions) and np.array_equal(s.decisions, decisions)
                   and np.array_equal(s.rows, rows) for s in known):
            known.append(_Stored(rows, decisions, int(rec["text"])))

    def lookup(self, policy: Policy, names: Sequence[str]) -> dict[str, int | None]:
        """``.text`` per module for ``policy`` where a stored compilation got exactly its answers (else None)."""
        chunks, owners = [], []
        for n in names:
            for s in self.stored.get(n, ()):
                if len(s.rows):
                    chunks.append(s.rows)
                    owners.append((n, s))
        out: dict[str, int | None] = {n: None for n in names}
        decided = policy.decide(np.concatenate(chunks)) if chunks else np.zeros(0, np.int64)
        i = 0
        for n, s in owners:
            d = decided[i:i + len(s.rows)]
            i += len(s.rows)
            if out[n] is None and np.array_equal(d, s.decisions):
                out[n] = s.text
        for n in names:  # a module LLVM asked nothing about compiles to the heuristic's module
            if out[n] is None and any(not len(s.rows) for s in self.stored.get(n, ())):
                out[n] = next(s.text for s in self.stored[n] if not len(s.rows))
        return out


class Scorer:
    """Scores policies on a set of modules through :class:`Rollouts` and a corpus backend (compiling only what
    the stored compilations cannot answer)."""

    def __init__(self, corpus_root: str, backend: Any, rollouts: Rollouts | None = None, timeout: float = 600.0,
                 record: Any = None) -> None:
        self.root, self.backend, self.timeout = corpus_root, backend, timeout
        self.rollouts = rollouts or Rollouts()
        self.record = record  # called with every new compilation record (e.g. to append it to a cache file)
        self.failed: set[str] = set()

    def _task(self, name: str, policy: Policy | None) -> dict[str, Any]:
        return {"name": name, "policy": None if policy is None else policy_to_data(policy),
                **module_input(self.backend, os.path.join(self.root, name + ".bc"))}

    def _run(self, tasks: list[tuple[Any, dict[str, Any]]]) -> list[tuple[Any, dict[str, Any] | None]]:
        """Compile ``(key, task)`` pairs on the backend; ``(key, record or None if it failed)``, unordered."""
        keys = [k for k, _ in tasks]
        out = []
        for task, outcome in self.backend.map_unordered(ROLLOUT_FUNCTION, [{**t, "key": j} for j, (_, t) in
                                                                           enumerate(tasks)], self.timeout):
            key = keys[task["key"]]
            if outcome.ok:
                self.rollouts.compiled += 1
                if self.record is not None:
                    self.record(outcome.value)
                out.append((key, outcome.value))
            else:
                self.failed.add(task["name"])
                out.append((key, None))
        return out

    def baselines(self, names: Iterable[str]) -> None:
        """Compile the heuristic's module for every name not yet known (its ``.text`` is every ratio's base)."""
        todo = [n for n in names if n not in self.rollouts.base and n not in self.failed]
        for _, rec in self._run([(n, self._task(n, None)) for n in todo]):
            if rec is not None:
                self.rollouts.base[rec["name"]] = int(rec["text"])
                self.rollouts.add(rec)

    def texts(self, policies: Sequence[Policy], names: Sequence[str]) -> list[dict[str, int]]:
        """``.text`` per module for each policy (modules whose heuristic compilation failed are left out)."""
        names = [n for n in names if n in self.rollouts.base]
        results: list[dict[str, int]] = []
        tasks = []
        for i, p in enumerate(policies):
            found = self.rollouts.lookup(p, names)
            self.rollouts.reused += sum(v is not None for v in found.values())
            results.append({n: v for n, v in found.items() if v is not None})
            tasks += [((i, n), self._task(n, p)) for n, v in found.items() if v is None]
        for (i, n), rec in self._run(tasks):
            if rec is not None:
                self.rollouts.add(rec)
                results[i][n] = int(rec["text"])
        return results

    def objective(self, texts: dict[str, int]) -> float:
        """Mean over packages of the mean ``log(.text / heuristic's)`` of their modules (0: the heuristic)."""
        return log_package_geomean({n: t / self.rollouts.base[n] for n, t in texts.items()
                                    if self.rollouts.base.get(n)})


def log_package_geomean(ratios: dict[str, float]) -> float:
    """``log`` of the geomean over packages of the per-package geomean of ``ratios`` (0 without modules)."""
    per: dict[str, list[float]] = {}
    for n, r in ratios.items():
        per.setdefault(package_of(n), []).append(math.log(r))
    if not per:
        return 0.0
    return float(np.mean([np.mean(v) for v in per.values()]))


def deviation_rate(policy: Policy, rows: np.ndarray) -> float:
    """Share of ``rows`` where ``policy`` does not answer LLVM's decision."""
    if not len(rows):
        return 0.0
    return float((policy.decide(rows) != rows[:, DEFAULT_INDEX].astype(np.int64)).mean())


def exact_imitation(rows: np.ndarray, margin: float = 1.0) -> Policy:
    """An MLP that answers LLVM's own decision on every question, by construction: one hidden unit reads the
    standardised ``inlining_default`` (0 for "no", 1 for "yes"), the "inline" logit is ``margin * (2 h - 1)``. The
    standardisation (signed log, mean, std) comes from ``rows``, the questions the correction will see, so the
    correction's inputs are on a common scale."""
    from .train import preprocess

    z = preprocess(rows)
    mean, std = z.mean(0), z.std(0)
    std = np.where(std > 0, std, 1)
    z0, z1 = ((float(preprocess(np.array([v], np.float32))[0]) - mean[DEFAULT_INDEX]) / std[DEFAULT_INDEX]
              for v in (0, 1))
    w0 = np.zeros((N_FEATURES, 1), np.float32)
    w0[DEFAULT_INDEX, 0] = 1 / (z1 - z0)
    f32 = np.float32
    return Policy(w0, np.array([-z0 / (z1 - z0)], f32), np.array([[0, 2 * margin]], f32),
                  np.array([0, -margin], f32), mean.astype(f32), std.astype(f32))


# ---- the searched policy: the imitation policy plus a learned correction ----------------------------------------
@dataclass
class Corrected:
    """The imitation ``base`` policy (its output layer scaled by ``scale``: the same decisions, a smaller margin)
    plus a correction to the "inline" logit that ES searches: ``linear`` (``z @ v + c`` on the standardised
    inputs, exactly representable by two more ReLU units) or ``hidden`` more ReLU units (``relu(z @ U + a) @ u``).
    :meth:`policy` merges both into one MLP ``39 -> 16 + k -> 2`` (what :func:`.train.to_onnx` exports); with
    ``theta = 0`` its decisions are the base policy's."""

    base: Policy
    scale: float = 1.0
    hidden: int = 0  # 0: linear correction
    seed: int = 0

    @property
    def size(self) -> int:
        return N_FEATURES + 1 if self.hidden == 0 else self.hidden * (N_FEATURES + 2)

    def init(self) -> np.ndarray:
        """Starting parameters: no correction (for ``hidden``, random first-layer weights, zero output weights)."""
        if self.hidden == 0:
            return np.zeros(self.size)
        rng = np.random.default_rng(self.seed)
        u = rng.normal(0, 1 / np.sqrt(N_FEATURES), (N_FEATURES, self.hidden))
        return np.concatenate([u.ravel(), np.zeros(self.hidden), np.zeros(self.hidden)])

    def policy(self, theta: np.ndarray) -> Policy:
        b, s = self.base, np.float32(self.scale)
        theta = np.asarray(theta, np.float64)
        if self.hidden == 0:
            v, c = theta[:N_FEATURES], theta[N_FEATURES]
            u = np.stack([v, -v], 1)
            a = np.array([c, -c])
            out = np.array([[0.0, 1.0], [0.0, -1.0]])
        else:
            k = self.hidden
            u = theta[:N_FEATURES * k].reshape(N_FEATURES, k)
            a = theta[N_FEATURES * k:N_FEATURES * k + k]
            out = np.stack([np.zeros(k), theta[N_FEATURES * k + k:]], 1)
        f32 = np.float32
        return Policy(np.concatenate([b.w0, u.astype(f32)], 1), np.concatenate([b.b0, a.astype(f32)]),
                      np.concatenate([b.w1 * s, out.astype(f32)], 0), (b.b1 * s).astype(f32), b.mean, b.std)


def search(corrected: Corrected, scorer: Scorer, fit: Sequence[str], validation: Sequence[str], *, iterations: int,
           population: int, sigma: float, lr: float, seed: int, batch: int = 0, monitor: Sequence[str] | None = None,
           seconds: float | None = None, log: Any = print) -> tuple[np.ndarray, list[dict]]:
    """Antithetic ES (:func:`mlbridge_training.common.antithetic_es`, difference utility: a pair of candidates
    that compile alike moves nothing) on the fit modules' objective: each iteration's candidates are all scored on
    the same ``batch`` fit modules drawn by the seed (0: all of ``fit``). Each iteration's policy is scored on the
    validation modules (and on ``monitor``, fit modules whose figure the history reports; default ``fit``); the
    parameters with the best validation objective (ties: the best monitored fit objective, then the earliest, so
    the starting policy wins a tie) are returned with the per-iteration history. ``seconds``: no iteration starts
    after that much time (the search ends early; its history says how many iterations ran)."""
    import time

    from mlbridge_training.common import antithetic_es

    history: list[dict] = []
    t0 = time.time()
    monitor = list(fit if monitor is None else monitor)
    rng = np.random.default_rng(seed + 1)
    fit = list(fit)

    def evaluate(theta: np.ndarray) -> tuple[float, float]:
        p = corrected.policy(theta)
        texts = scorer.texts([p], list(dict.fromkeys([*validation, *monitor])))[0]
        v = scorer.objective({n: texts[n] for n in validation if n in texts})
        f = scorer.objective({n: texts[n] for n in monitor if n in texts})
        history.append({"validation": v, "fit": f, "compiled": scorer.rollouts.compiled,
                        "seconds": round(time.time() - t0, 1), "theta": [float(x) for x in theta]})
        return v, f

    def score_many(thetas: list[np.ndarray]) -> list[float]:
        names = fit if not batch or batch >= len(fit) else [fit[i] for i in sorted(rng.choice(len(fit), batch,
                                                                                              replace=False))]
        texts = scorer.texts([corrected.policy(t) for t in thetas], names)
        return [scorer.objective(t) for t in texts]

    class _OutOfTime(Exception):
        pass

    def on_iteration(it: int, current: Any, best: Any, pop_best: float, took: float) -> None:
        history[-1].update(iteration=it, population_best=pop_best)
        log(f"ES {it}: validation {math.exp(current[0]):.5f}, fit {math.exp(current[1]):.5f} (best validation "
            f"{math.exp(best[0]):.5f}); best sampled fit {math.exp(pop_best):.5f}; {scorer.rollouts.compiled} "
            f"compiled, {scorer.rollouts.reused} reused; {took:.0f} s")
        if seconds is not None and time.time() - t0 >= seconds and it + 1 < iterations:
            log(f"ES: out of time after {it + 1} of {iterations} iterations ({time.time() - t0:.0f} s)")
            raise _OutOfTime

    try:
        antithetic_es(corrected.init(), evaluate, score_many, iterations=iterations, population=population,
                      sigma=sigma, lr=lr, seed=seed, utility="difference", on_iteration=on_iteration,
                      on_start=lambda s: log(f"ES start: validation {math.exp(s[0]):.5f}, fit {math.exp(s[1]):.5f}"))
    except _OutOfTime:
        pass
    best = min(range(len(history)), key=lambda i: (history[i]["validation"], history[i]["fit"], i))
    return np.asarray(history[best]["theta"], np.float64), history
