"""Training the eviction policy (numpy only): imitation of the mimic heuristic, then evolution strategies on spills.

The policy scores each of the 33 positions of an eviction question with one small MLP shared over the rows of the
``candidates`` matrix (``43 -> H -> 1``, ReLU, input standardization inside the graph); LLVM gets the masked
argmax. The numpy forward here and the ONNX graph of :func:`to_onnx` compute the same scores (the graph also adds
``(mask - 1) * 1e9``, so its own argmax is legal; the pass checks the mask again anyway).

1. :func:`screen` compiles every module once with LLVM's default advisor in worker processes: modules that crash
   LLVM (llvmlite aborts the process on some inputs) or do not parse are dropped; the rest get their default
   spills+reloads and ``.text`` size.
2. :func:`collect` compiles modules with :func:`~.policies.mimic` answering and records every question's matrix and
   mimic's choice; :func:`fit_imitation` fits the MLP to those choices (listwise softmax cross-entropy over the
   legal positions, Adam); :func:`agreement` reports how often its masked argmax picks what mimic picks.
3. :func:`evolve` improves it for spills+reloads with antithetic evolution strategies (rank-shaped), every candidate
   scored by compiling training modules with it (in-process, through :func:`~.regalloc.ml_regalloc`).
"""
from __future__ import annotations

import hashlib
import time
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

import numpy as np

from mlbridge_llvm.onnx_models import IR_VERSION, OPSET
from mlbridge_training.common import Adam, MLPPolicy, antithetic_es
from mlbridge_training.mlp import Dense, backprop
from mlbridge_training.pool import pool_map_ordered
from mlbridge_training.regalloc import evaluate

from mlbridge_passes.regalloc.features import COLUMN, MODEL_INPUT, N_COLUMNS, NUM_CANDIDATES

_MASK = COLUMN["mask"]


# ---- the policy ------------------------------------------------------------------------------------------------
class Policy(MLPPolicy):
    """Per-position scoring MLP (:class:`~mlbridge_training.common.MLPPolicy`):
    ``scores = relu(((x - mean) / std) @ w0 + b0) @ w1 + b1``."""

    @classmethod
    def init(cls, hidden: int, mean: np.ndarray, std: np.ndarray, seed: int = 0) -> "Policy":
        return cls.random(N_COLUMNS, hidden, 1, mean, std, seed, std_floor=1e-6)

    @property
    def hidden_size(self) -> int:
        return int(self.w0.shape[1])

    def forward(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(z, h, scores)`` for ``x`` of shape ``[..., 33, 43]``."""
        z = (np.asarray(x, np.float32) - self.mean) / self.std
        h = np.maximum(z @ self.w0 + self.b0, 0)
        return z, h, (h @ self.w1 + self.b1)[..., 0]

    def scores(self, x: np.ndarray) -> np.ndarray:
        """Raw scores ``[..., 33]``."""
        return self.forward(x)[2]

    def choose(self, x: np.ndarray) -> np.ndarray:
        """Masked argmax: the legal position with the highest score (ties: lowest position)."""
        x = np.asarray(x, np.float32)
        s = np.where(x[..., _MASK] > 0.5, self.scores(x), -np.inf)
        return s.argmax(axis=-1)

    def __call__(self, features: dict[str, Any]) -> np.ndarray:
        """Agent form (for :func:`~.regalloc.ml_regalloc`): 33 scores for one question."""
        return self.scores(features["candidates"])

    def to_dict(self) -> dict[str, list]:
        return {k: getattr(self, k).tolist() for k in ("w0", "b0", "w1", "b1", "mean", "std")}

    @classmethod
    def from_dict(cls, d: dict[str, list]) -> "Policy":
        return cls(*(np.asarray(d[k], np.float32) for k in ("w0", "b0", "w1", "b1", "mean", "std")))

    @classmethod
    def from_onnx(cls, path: str | Path) -> "Policy":
        """The weights of a graph :func:`to_onnx` wrote (to start ES from a shipped policy)."""
        import onnx
        from onnx import numpy_helper

        inits = {i.name: numpy_helper.to_array(i) for i in onnx.load(str(path)).graph.initializer}
        return cls(*(np.asarray(inits[k], np.float32) for k in ("W0", "B0", "W1", "B1", "x_mean", "x_std")))


def to_onnx(policy: Policy) -> Any:
    """The policy as ONNX: input ``candidates`` float32 [33, 43] -> output ``scores`` float32 [33] (mask applied)."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    inits = [numpy_helper.from_array(a, n) for a, n in (
        (policy.mean, "x_mean"), (policy.std, "x_std"), (policy.w0, "W0"), (policy.b0, "B0"), (policy.w1, "W1"),
        (policy.b1, "B1"), (np.array([NUM_CANDIDATES], np.int64), "shape33"), (np.array([_MASK], np.int64), "mask_col"),
        (np.array(1.0, np.float32), "one"), (np.array(1.0e9, np.float32), "big"))]
    nodes = [
        helper.make_node("Sub", ["candidates", "x_mean"], ["centered"]),
        helper.make_node("Div", ["centered", "x_std"], ["z"]),
        helper.make_node("MatMul", ["z", "W0"], ["mm0"]), helper.make_node("Add", ["mm0", "B0"], ["fc0"]),
        helper.make_node("Relu", ["fc0"], ["h"]),
        helper.make_node("MatMul", ["h", "W1"], ["mm1"]), helper.make_node("Add", ["mm1", "B1"], ["fc1"]),
        helper.make_node("Reshape", ["fc1", "shape33"], ["raw_scores"]),
        # mask (column 0 of the input, 0/1) -> (mask - 1) * 1e9: illegal positions can never win the argmax
        helper.make_node("Gather", ["candidates", "mask_col"], ["mask2d"], axis=1),
        helper.make_node("Reshape", ["mask2d", "shape33"], ["mask"]),
        helper.make_node("Sub", ["mask", "one"], ["mask_m1"]), helper.make_node("Mul", ["mask_m1", "big"], ["penalty"]),
        helper.make_node("Add", ["raw_scores", "penalty"], ["scores"]),
    ]
    graph = helper.make_graph(
        nodes, "regalloc_evict",
        [helper.make_tensor_value_info("candidates", TensorProto.FLOAT, list(MODEL_INPUT.shape))],
        [helper.make_tensor_value_info("scores", TensorProto.FLOAT, [NUM_CANDIDATES])], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="mlbridge-llvm")
    model.ir_version = IR_VERSION
    onnx.checker.check_model(model)
    return model


# ---- modules ---------------------------------------------------------------------------------------------------
def find_modules(roots: Iterable[str | Path], patterns: Sequence[str] = ("*.ll", "*.bc")) -> list[Path]:
    """``.ll``/``.bc`` files under ``roots`` (files or directories, recursively), sorted; ``*.index.bc`` skipped."""
    out: set[Path] = set()
    for root in roots:
        p = Path(root)
        if p.is_file():
            out.add(p)
        elif p.is_dir():
            for pattern in patterns:
                out.update(q for q in p.rglob(pattern) if q.is_file() and not q.name.endswith(".index.bc"))
    return sorted(out)


def is_held_out(name: str | Path, fraction: float = 0.3, salt: str = "regalloc") -> bool:
    """Stable train/test split by module name (sha1), so every run holds out the same modules. Pass the name (e.g. the
    path below the work folder), not an absolute path, or the split depends on where the modules are kept."""
    digest = hashlib.sha1(f"{salt}:{Path(name).as_posix()}".encode()).digest()
    return int.from_bytes(digest[:4], "little") / 2**32 < fraction


# ---- compiling in worker processes ------------------------------------------------------------------------------
def _compile_one(path: str, policy: dict[str, list] | str | None, opt_level: int = 2,
                 record: int = 0) -> dict[str, Any]:
    """Worker: compile one module (``policy``: None = LLVM's default advisor, a policies.* name, ``onnx:PATH`` (the
    ONNX model through the in-process ONNX runner, as the pass uses it) or Policy weights).

    Returns spills, reloads, .text bytes, decisions, seconds, and with ``record > 0`` up to that many recorded
    questions (candidates matrices and the chosen index).
    """
    from mlbridge_passes.regalloc import policies
    from mlbridge_llvm.outcomes.size import object_text_size as text_size
    from mlbridge_llvm.outcomes.spills import count_spills
    from mlbridge_passes.regalloc.regalloc import MaskedAgent, compile_default, compile_with_agent

    data = Path(path).read_bytes()
    t = time.perf_counter()
    agent = None
    if policy is None:
        asm = compile_default(data, opt_level, "assembly")
    else:
        if isinstance(policy, str) and policy.startswith("onnx:"):
            from mlbridge_llvm.runners import create_runner

            from mlbridge_passes.regalloc.regalloc import runner_agent

            fn: Any = runner_agent(create_runner(policy, feature_specs=[MODEL_INPUT]))
        else:
            fn = getattr(policies, policy) if isinstance(policy, str) else Policy.from_dict(policy)
        agent = MaskedAgent(fn, "evict", record_features=record > 0)
        asm, _ = compile_with_agent(data, agent, opt_level, "assembly")
        if agent.error is not None:
            raise RuntimeError(f"policy failed on {path}: {agent.error}")
    seconds = time.perf_counter() - t
    assert isinstance(asm, str)
    if agent is None:
        obj = compile_default(data, opt_level, "object")
    else:
        from mlbridge_passes.regalloc.regalloc import ReplayAgent

        obj, _ = compile_with_agent(data, MaskedAgent(ReplayAgent(agent.decisions)), opt_level, "object")
    spills, reloads = count_spills(asm)
    out: dict[str, Any] = {"path": path, "spills": spills, "reloads": reloads, "text": text_size(obj),
                           "decisions": 0 if agent is None else len(agent.decisions), "seconds": seconds}
    if record and agent is not None and agent.features:
        rng = np.random.default_rng(int.from_bytes(hashlib.sha1(path.encode()).digest()[:4], "little"))
        pick = np.sort(rng.choice(len(agent.features), size=min(record, len(agent.features)), replace=False))
        out["x"] = np.stack([agent.features[i]["candidates"] for i in pick]).astype(np.float32)
        out["y"] = np.array([agent.decisions[i].advice for i in pick], np.int64)
    return out


def _compile_job(item: tuple) -> dict[str, Any]:
    return _compile_one(*item)


def map_isolated(items: Sequence[tuple], workers: int = 2, log: Callable[[str], None] = print) -> list[Any]:
    """:func:`_compile_one` ``(*item)`` for every item on the training backend (:mod:`mlbridge_training.pool`: worker
    processes that survive LLVM); an item that crashes or fails gives ``None`` (logged) instead of taking the run
    down. Results in item order. The items name modules by path: a Ray cluster needs them on a shared filesystem."""
    def failed(item: tuple, message: str) -> None:
        log(f"  {item[0]}: {' '.join(message.split())[:200]}; module dropped")
    return pool_map_ordered(_compile_job, items, workers, on_failure=failed)


def screen(paths: Sequence[str | Path], workers: int = 2, log: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """Default-advisor measurements of every module that compiles (crashing or unparsable modules dropped)."""
    res = map_isolated([(str(p), None) for p in paths], workers, log)
    return [r for r in res if r is not None]


def measure(paths: Sequence[str | Path], policy: dict[str, list] | str | None, workers: int = 2,
            log: Callable[[str], None] = print) -> list[dict[str, Any] | None]:
    """Per module: spills, reloads, .text, decisions and compile seconds under ``policy`` (None = default advisor)."""
    return map_isolated([(str(p), policy) for p in paths], workers, log)


def collect(paths: Sequence[str | Path], per_module: int = 200, workers: int = 2,
            log: Callable[[str], None] = print) -> tuple[np.ndarray, np.ndarray, list[dict[str, Any]]]:
    """Questions asked while mimic answers: ``x`` [n, 33, 43], mimic's choice ``y`` [n] (at most ``per_module`` each)."""
    res = map_isolated([(str(p), "mimic", 2, per_module) for p in paths], workers, log)
    done = [r for r in res if r is not None]
    xs = [r.pop("x") for r in done if "x" in r]
    ys = [r.pop("y") for r in done if "y" in r]
    if not xs:
        return np.zeros((0, NUM_CANDIDATES, N_COLUMNS), np.float32), np.zeros(0, np.int64), done
    return np.concatenate(xs), np.concatenate(ys), done


# ---- imitation ------------------------------------------------------------------------------------------------
def _loss_grad(p: Policy, x: np.ndarray, y: np.ndarray) -> tuple[float, np.ndarray]:
    """Listwise softmax cross-entropy over the legal positions and its gradient."""
    z, h, s = p.forward(x)
    legal = x[..., _MASK] > 0.5
    s = np.where(legal, s, -np.inf)
    s = s - s.max(axis=1, keepdims=True)
    e = np.where(legal, np.exp(s), 0.0)
    prob = e / e.sum(axis=1, keepdims=True)
    n = len(y)
    loss = float(-np.log(np.maximum(prob[np.arange(n), y], 1e-12)).mean())
    d = prob.copy()
    d[np.arange(n), y] -= 1
    d /= n  # [n, 33]
    g = backprop(d[..., None], h, p.w1, [Dense(z, p.w0)])  # one score per candidate: [n, 33, 1]
    return loss, np.concatenate([g.hidden[0].ravel(), g.b0, g.w1.ravel(), g.b1]).astype(np.float64)


def fit_imitation(x: np.ndarray, y: np.ndarray, hidden: int = 16, epochs: int = 60, batch: int = 512,
                  lr: float = 0.01, seed: int = 0, log: Callable[[str], None] = print) -> Policy:
    """Fit the scoring MLP so that its masked argmax reproduces ``y`` (mimic's choices)."""
    rows = x.reshape(-1, N_COLUMNS)[x.reshape(-1, N_COLUMNS)[:, _MASK] > 0.5]
    policy = Policy.init(hidden, rows.mean(0), rows.std(0), seed)
    theta = policy.flat()
    adam = Adam(theta.size, lr)
    rng = np.random.default_rng(seed)
    for epoch in range(epochs):
        order = rng.permutation(len(y))
        losses = []
        for start in range(0, len(y), batch):
            idx = order[start:start + batch]
            loss, grad = _loss_grad(policy.with_flat(theta), x[idx], y[idx])
            theta = theta - adam.step(grad)
            losses.append(loss)
        if epoch % 10 == 0 or epoch == epochs - 1:
            log(f"  imitation epoch {epoch + 1}/{epochs}: loss {np.mean(losses):.4f}, "
                f"agreement {agreement(policy.with_flat(theta), x, y):.4f}")
    return policy.with_flat(theta)


def agreement(policy: Policy, x: np.ndarray, y: np.ndarray) -> float:
    """Fraction of questions where the policy's masked argmax equals ``y``."""
    if len(y) == 0:
        return float("nan")
    return float((policy.choose(x) == y).mean())


# ---- evolution strategies on spills+reloads ----------------------------------------------------------------------
def module_cost(spills_reloads: int, base: int, text: int | None = None, base_text: int | None = None,
                text_weight: float = 0.0) -> float:
    """The ES cost of one module: ``(spills+reloads + 1) / (default's + 1)``, plus, with ``text_weight`` > 0,
    ``text_weight * (text / default's text - 1)`` (lower is better). Spills alone reward a policy that removes a
    reload at the price of a register copy, a REX prefix or a callee-saved push/pop (scripts/regalloc_anatomy.py):
    with the ``.text`` term, 0.1% of a module's bytes weighs as much as ``text_weight`` / 1000 of its spill ratio."""
    cost = (spills_reloads + 1) / (base + 1)
    if text_weight and base_text:
        cost += text_weight * (text / base_text - 1.0)
    return float(cost)


def _score(job: tuple) -> float:
    """Mean :func:`module_cost` over the modules under ``template`` with weights ``theta``: lower is better
    (``job = (theta, paths, base, template[, text_weight, base_texts])``; with a text weight every module is compiled
    to an object too, with the same answers)."""
    from mlbridge_llvm.outcomes.size import object_text_size as text_size
    from mlbridge_llvm.outcomes.spills import count_spills
    from mlbridge_passes.regalloc.regalloc import MaskedAgent, ReplayAgent, compile_with_agent

    theta, paths, bases, template = job[:4]
    text_weight, base_texts = (job[4], job[5]) if len(job) > 4 else (0.0, None)
    policy: Policy = template.with_flat(theta)
    costs = []
    for i, (path, base) in enumerate(zip(paths, bases)):
        data = Path(path).read_bytes()
        agent = MaskedAgent(policy)
        asm, _ = compile_with_agent(data, agent, 2, "assembly")
        text = base_text = None
        if text_weight and base_texts is not None:
            obj, _ = compile_with_agent(data, MaskedAgent(ReplayAgent(agent.decisions)), 2, "object")
            text, base_text = text_size(obj), base_texts[i]
        costs.append(module_cost(sum(count_spills(asm)), base, text, base_text, text_weight))
    return float(np.mean(costs))


def evolve(policy: Policy, paths: Sequence[str], base: Sequence[int], iterations: int = 8, population: int = 6,
           sigma: float = 0.05, lr: float = 0.02, workers: int = 2, seed: int = 0,
           log: Callable[[str], None] = print, text_weight: float = 0.0,
           base_text: Sequence[int] | None = None) -> tuple[Policy, list[dict[str, float]], list[Policy]]:
    """Antithetic ES on the mean :func:`module_cost` (spills+reloads ratio to the default advisor, plus
    ``text_weight`` times the ``.text`` ratio's excess over ``base_text`` when given)
    (:func:`mlbridge_training.common.antithetic_es`). Returns the best policy seen on these modules (the starting one
    included, so it is never worse here than the imitation policy, and the best sampled candidate), the history, and
    every iterate (the start first) for a selection on other modules (:func:`select_by_validation`)."""
    history: list[dict[str, float]] = []
    iterates: list[Policy] = []

    def report(it: int, current: float, best: float, population_best: float, seconds: float) -> None:
        history.append({"iteration": it, "ratio": current, "best_ratio": best, "population_best": population_best})
        log(f"  ES {it + 1}/{iterations}: ratio {current:.4f} (best {best:.4f}, population best "
            f"{population_best:.4f}; {seconds:.0f}s)")

    paths, base = list(paths), list(base)

    def score_all(thetas: Sequence[np.ndarray]) -> list[float]:
        extra = (text_weight, list(base_text)) if text_weight and base_text is not None else ()
        return pool_map_ordered(_score, [(t, paths, base, policy, *extra) for t in thetas], workers,
                                label=lambda _j: "ES")

    def score_iterate(theta: np.ndarray) -> float:
        iterates.append(policy.with_flat(theta))
        return score_all([theta])[0]

    best_theta, _ = antithetic_es(policy.flat(), score_iterate, score_all, iterations=iterations,
                                  population=population, sigma=sigma, lr=lr, seed=seed, keep_population_best=True,
                                  on_start=lambda s: log(f"  ES start: mean (spills+reloads) ratio to default {s:.4f}"),
                                  on_iteration=report)
    return policy.with_flat(best_theta), history, iterates


def package_geomean(base: Sequence[dict[str, Any]], rows: Sequence[dict[str, Any] | None],
                    package: Callable[[str], str], text_weight: float = 0.0) -> float:
    """:func:`.evaluate.package_geomean` of ``rows`` against ``base`` (modules both compiled; ``package(path)`` names
    a module's package); with ``text_weight`` > 0, plus ``text_weight`` times the excess over 1 of the package
    geomean of the ``.text`` totals' ratios (as :func:`module_cost` weighs them)."""
    by_path = {r["path"]: r for r in base}
    sums: dict[str, list[int]] = {}
    for r in rows:
        if r is not None and r["path"] in by_path:
            d = by_path[r["path"]]
            s = sums.setdefault(package(r["path"]), [0, 0, 0, 0])
            s[0] += r["spills"] + r["reloads"]
            s[1] += d["spills"] + d["reloads"]
            s[2] += r["text"]
            s[3] += d["text"]
    figure = evaluate.package_geomean((s[0], s[1]) for s in sums.values())
    if text_weight:
        texts = [np.log(s[2] / s[3]) for s in sums.values() if s[3]]
        figure += text_weight * (float(np.exp(np.mean(texts))) - 1.0 if texts else 0.0)
    return figure


def select_by_validation(candidates: Sequence[tuple[str, Policy]], paths: Sequence[str], base: Sequence[dict[str, Any]],
                         package: Callable[[str], str], workers: int = 2,
                         log: Callable[[str], None] = print, text_weight: float = 0.0) -> tuple[int, list[float]]:
    """The candidate with the lowest :func:`package_geomean` (with ``text_weight``) on the validation modules
    ``paths`` (ties: the earlier one) and every candidate's figure; candidates with the same weights are measured
    once."""
    scores: list[float] = []
    seen: dict[bytes, float] = {}
    for name, pol in candidates:
        key = pol.flat().tobytes()
        if key not in seen:
            seen[key] = package_geomean(base, measure(paths, pol.to_dict(), workers, log), package, text_weight)
        scores.append(seen[key])
        log(f"  validation {name}: package geomean of spills+reloads ratio"
            f"{f' + {text_weight:g} x (.text - 1)' if text_weight else ''} {scores[-1]:.4f}")
    return int(np.argmin(scores)), scores
