"""How much smaller than LLVM's inliner can a module get by changing inlining decisions? Measured, per module.

The experiment behind the inliner's target (issue #29, item 3): before asking a policy to beat LLVM's heuristic by
1%, find what is there to win on modules no policy was trained on. Per module, every figure below is a real
compilation (``default<Oz>`` with LLVM's ML advisor answering, codegen -O2, the module's relocation model), so each
is a ``.text`` some sequence of answers reaches:

* ``heuristic``: LLVM's own decision everywhere (``inlining_default``): the baseline, ``default<Oz>``'s module.
* ``shift S``: the heuristic with its threshold moved by ``S`` (``inline iff cost_estimate < threshold + S``; with
  ``S = 0`` that is LLVM's decision on 99.96% of questions, see the tests), ``never`` (no call site LLVM asks
  about is inlined). The best shift per module is what a policy that only re-tunes the threshold per module could
  reach.
* ``single flip``: LLVM's decisions with one question's answer flipped, for every question (at most
  ``max_flips``, sampled evenly by a seed past that): the best one per module (what :mod:`.flips` computes for
  training).
* ``greedy``: starting from the best single flip, flip the best remaining question again on the new compilation,
  up to ``rounds`` flips, while it saves at least one byte (a local search over answer sequences).

Questions are indexed by the order LLVM asks them; a flip changes what LLVM asks later, so a greedy step's indices
refer to the latest compilation's questions. :func:`oracle_module` is a worker function for the corpus backends
(``"mlbridge_training.inliner.headroom:oracle_module"``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from mlbridge_llvm.corpus.backends import task_bitcode
from mlbridge_passes.inliner.features import DEFAULT_INDEX, LLVM_FEATURES, N_FEATURES

ORACLE_FUNCTION = "mlbridge_training.inliner.headroom:oracle_module"
COST = LLVM_FEATURES.index("cost_estimate")
THRESHOLD = LLVM_FEATURES.index("threshold")


@dataclass
class Trajectory:
    """One compilation: its ``.text``, the questions LLVM asked (``int64 [D, 39]``, the policy's row order) and the
    answers given (``int64 [D]``); ``forced_stop`` when LLVM's advisor stopped asking (None: cannot tell)."""

    text: int
    rows: np.ndarray
    decisions: np.ndarray
    forced_stop: bool | None = None


def compile_with(bitcode: bytes, answer: Callable[[int, np.ndarray], int], pipeline: str = "default<Oz>") -> Trajectory:
    """``pipeline`` on ``bitcode`` with ``answer(question_index, int64 row[39])`` deciding every call site LLVM's ML
    advisor asks about (the ``MLBridgeInline`` plug-in when built, LLVM's interactive mode otherwise), then codegen
    -O2 with the module's relocation model."""
    from mlbridge_llvm.ir.codegen import text_size_of_bitcode
    from mlbridge_llvm.ir.llvmc import CModule
    from mlbridge_llvm.native import NativeUnavailable, artifact
    from mlbridge_passes.inliner.features import to_row
    from mlbridge_passes.inliner.inline import ml_inline, ml_inline_plugin

    rows: list[np.ndarray] = []
    decisions: list[int] = []

    def on_values(values: np.ndarray) -> int:
        values = np.asarray(values, np.int64).copy()
        d = int(answer(len(rows), values))
        rows.append(values)
        decisions.append(d)
        return d

    with CModule.parse_bitcode(bitcode) as m:
        try:
            artifact("MLBridgeInline.so")
            run = ml_inline_plugin(m, on_values, pipeline)
        except NativeUnavailable:
            run = ml_inline(m, lambda features: on_values(to_row(features)[0].astype(np.int64)), pipeline)
        text = text_size_of_bitcode(m.to_bitcode(), m.relocation_model)
    return Trajectory(text, np.asarray(rows, np.int64).reshape(-1, N_FEATURES), np.asarray(decisions, np.int64),
                      run.forced_stop)


def heuristic(_i: int, v: np.ndarray) -> int:
    """LLVM's own decision."""
    return int(v[DEFAULT_INDEX])


def shifted(shift: float) -> Callable[[int, np.ndarray], int]:
    """LLVM's cost test with the threshold moved by ``shift`` (``-inf``: never inline)."""
    return lambda _i, v: int(v[COST] < v[THRESHOLD] + shift)


def with_overrides(overrides: dict[int, int]) -> Callable[[int, np.ndarray], int]:
    """LLVM's decision except at the question indices in ``overrides``."""
    return lambda i, v: overrides.get(i, int(v[DEFAULT_INDEX]))


def sample_indices(n: int, limit: int, seed: int) -> list[int]:
    """All of ``range(n)`` if ``n <= limit``, else ``limit`` of them chosen by ``seed`` (sorted)."""
    if n <= limit:
        return list(range(n))
    return sorted(int(i) for i in np.random.default_rng(seed).choice(n, limit, replace=False))


def oracle_module(task: dict[str, Any]) -> dict[str, Any]:
    """Worker function: the module's heuristic, shift, single-flip and greedy figures (module doc).

    ``task``: ``name``, ``bitcode`` or ``bc_path``, ``max_flips`` (questions flipped per round), ``rounds`` (greedy
    flips at most), ``shifts`` (threshold shifts; ``None`` in the list means never inline), ``seed``, and
    ``flip_bytes`` (optional): a module of ``B`` bytes of bitcode flips at most ``max(8, flip_bytes // B)``
    questions per round (its record says ``flip_limit``), so one huge module does not take hours."""
    bitcode = task_bitcode(task)
    limit, rounds, seed = int(task.get("max_flips", 48)), int(task.get("rounds", 3)), int(task.get("seed", 0))
    if task.get("flip_bytes"):
        limit = min(limit, max(8, int(task["flip_bytes"]) // len(bitcode)))
    base = compile_with(bitcode, heuristic)
    out: dict[str, Any] = {"name": task["name"], "base_text": base.text, "questions": len(base.rows),
                           "inlined": int(base.decisions.sum()), "forced_stop": base.forced_stop, "flip_limit": limit}
    shifts = {}
    for s in task.get("shifts", []):
        key = "never" if s is None else f"{s:g}"
        shifts[key] = base.text if not len(base.rows) else \
            compile_with(bitcode, shifted(float("-inf") if s is None else float(s))).text
    out["shifts"] = shifts
    # round 1: every (sampled) single flip of LLVM's decisions
    idx = sample_indices(len(base.rows), limit, seed)
    deltas = [compile_with(bitcode, with_overrides({k: 1 - int(base.decisions[k])})).text - base.text for k in idx]
    out.update(flipped=idx, deltas=deltas, rows=base.rows[idx].tolist())
    best = min(range(len(idx)), key=lambda j: deltas[j]) if idx else None
    out["single_text"] = base.text + min(0, deltas[best]) if best is not None else base.text
    overrides: dict[int, int] = {}
    steps: list[dict[str, int]] = []
    current = base
    if best is not None and deltas[best] < 0:
        overrides = {idx[best]: 1 - int(base.decisions[idx[best]])}
        current = compile_with(bitcode, with_overrides(overrides))
        steps.append({"index": idx[best], "text": current.text})
        for r in range(1, rounds):
            cand = [k for k in sample_indices(len(current.rows), limit, seed + r) if k not in overrides]
            trial = []
            for k in cand:
                ov = {**overrides, k: 1 - int(current.decisions[k])}
                trial.append((compile_with(bitcode, with_overrides(ov)).text, k, ov))
            if not trial:
                break
            text, k, ov = min(trial, key=lambda t: (t[0], t[1]))
            if text >= current.text:
                break
            overrides = ov
            current = compile_with(bitcode, with_overrides(overrides))
            steps.append({"index": k, "text": current.text})
    out.update(greedy_text=current.text, greedy_steps=steps)
    return out


def summarize(records: list[dict[str, Any]], shifts: list[str]) -> dict[str, Any]:
    """The figures of :func:`oracle_module` records: per variant (``heuristic``, each shift, the best shift, the
    best single flip, greedy, the best of all), the package geomean of ``.text`` against the heuristic's, module
    geomean, total and counts; and how often flips save bytes. Modules with a ``.text`` of 0 bytes are left out."""
    from mlbridge_llvm.corpus.report import by_package, geomean

    ok = [r for r in records if "error" not in r and r["base_text"] > 0]
    variants: dict[str, dict[str, int]] = {"heuristic": {}, "best threshold shift": {}, "best single flip": {},
                                           "greedy flips": {}, "best of all": {}}
    for s in shifts:
        variants[f"shift {s}"] = {}
    for r in ok:
        n, base = r["name"], r["base_text"]
        shift_best = min([base, *r["shifts"].values()])
        variants["heuristic"][n] = base
        variants["best threshold shift"][n] = shift_best
        variants["best single flip"][n] = r["single_text"]
        variants["greedy flips"][n] = r["greedy_text"]
        variants["best of all"][n] = min(shift_best, r["single_text"], r["greedy_text"])
        for s in shifts:
            variants[f"shift {s}"][n] = r["shifts"][s]
    out = {}
    for label, texts in variants.items():
        items = [(r["name"], texts[r["name"]] / r["base_text"]) for r in ok]
        packages, pg = by_package(items)
        ratios = [q for _, q in items]
        out[label] = {"package_geomean": pg, "module_geomean": geomean(ratios),
                      "total_ratio": sum(texts.values()) / sum(r["base_text"] for r in ok),
                      "smaller": sum(q < 1 for q in ratios), "larger": sum(q > 1 for q in ratios),
                      "best": min(ratios), "worst": max(ratios),
                      "packages": {p: {"modules": s["modules"], "geomean": s["geomean"], "smaller": s["smaller"]}
                                   for p, s in packages.items()}}
    deltas = [d for r in ok for d in r["deltas"]]
    asked = [r for r in ok if r["questions"]]
    out_stats = {"modules": len(records), "measured": len(ok), "failed": sum("error" in r for r in records),
                 "modules_with_questions": len(asked), "questions": sum(r["questions"] for r in ok),
                 "flipped": len(deltas), "flips_saving": sum(d < 0 for d in deltas),
                 "flips_same": sum(d == 0 for d in deltas), "flips_costing": sum(d > 0 for d in deltas),
                 "modules_fully_flipped": sum(len(r["deltas"]) == r["questions"] for r in asked),
                 "modules_with_a_saving_flip": sum(r["single_text"] < r["base_text"] for r in ok),
                 "bytes_saved_by_best_single_flips": sum(r["base_text"] - r["single_text"] for r in ok),
                 "bytes_saved_greedy": sum(r["base_text"] - r["greedy_text"] for r in ok),
                 "heuristic_text_total": sum(r["base_text"] for r in ok),
                 "greedy_steps_mean": (sum(len(r["greedy_steps"]) for r in ok) / len(ok)) if ok else 0.0}
    return {"variants": out, "stats": out_stats}
