"""Fixed register-allocation policies for tests and baselines.

Use them with ``--runner=python --model=mlbridge_passes.regalloc.policies:NAME`` (mlbridge-opt) or
``--runner=python:mlbridge_passes.regalloc.policies:NAME`` (mlbridge-serve). Each eviction policy takes either the
model input ``{"candidates": float32[33, 43]}`` or LLVM's raw tensors and answers one index (int64 ``[1]``);
the pass still checks it against ``mask`` (see :func:`~mlbridge_passes.regalloc.features.enforce_mask`).

* :func:`no_evict` -- always 32: never evict, split or spill the live range being allocated instead. When LLVM
  *must* evict (an unspillable live range: ``mask[32] == 0``) the pass replaces the answer (a ``Missed`` remark).
* :func:`first_allowed` -- the first legal position in allocation order (evicts whenever anything is evictable).
* :func:`mimic` -- close to LLVM's default eviction heuristic (``DefaultEvictionAdvisor``), see :func:`mimic_index`.
* :func:`forbidden` -- always a masked-out index: only for testing that the pass never lets it through.
* Priority advisor: :func:`priority_size` (larger live ranges first, close to LLVM's default ordering),
  :func:`priority_weight` (heavier spill weight first), :func:`priority_reverse_size` (smaller first).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .features import COLUMN, NO_EVICT, NUM_CANDIDATES, to_model_input, to_priority_input


def mimic_index(candidates: np.ndarray) -> int:
    """The position LLVM's default eviction advisor would most likely pick, from the ``candidates`` matrix.

    Reimplements ``DefaultEvictionAdvisor::tryFindEvictionCandidate`` on what the ML features expose. The spill
    weight it compares is the feature ``use_def_density`` ("the max weight, as computed by the manual
    heuristic": the largest spill weight among the live ranges a position would evict; row 32 holds the weight of
    the live range being allocated; all normalized by the same maximum, so comparisons are exact). A legal
    position ``i < 32`` qualifies if it is free, or urgent (``nr_urgent > 0``: LLVM lets unspillable live ranges
    evict almost anything), or the live range outweighs everything it would evict
    (``use_def_density[i] < use_def_density[32]``; LLVM's ``shouldEvict`` with ``IsHint = false``, as this call
    site passes). Among qualifying positions the cost ``(nr_broken_hints + 10 * urgent, use_def_density)`` must
    strictly decrease in allocation order (first wins a tie), and the search stops at a qualifying allocation hint
    (``is_hint``), as LLVM does. Nothing qualifies: 32 (evict nothing), or, when 32 is illegal (LLVM must evict for
    an unspillable live range), the cheapest legal position. What the features do not show, and this therefore
    misses: the cheap-register phase (``CostPerUseLimit``: no broken hints allowed there), local-reassignment
    details, and exact hint/urgent counts (LLVM sends them normalized by their maximum).
    """
    x = np.asarray(candidates, np.float32).reshape(NUM_CANDIDATES, -1)
    mask = x[:, COLUMN["mask"]] > 0.5
    weight = x[:, COLUMN["use_def_density"]]
    urgent = x[:, COLUMN["nr_urgent"]] > 0
    cost_hints = x[:, COLUMN["nr_broken_hints"]] + 10.0 * urgent
    own = weight[NO_EVICT] if mask[NO_EVICT] else np.inf
    free = x[:, COLUMN["is_free"]] > 0.5
    hint = x[:, COLUMN["is_hint"]] > 0.5
    qualifies = mask & (free | urgent | (weight < own))
    qualifies[NO_EVICT] = False
    best, best_cost = -1, (np.inf, np.inf)
    for i in np.flatnonzero(qualifies):
        cost = (float(cost_hints[i]), float(weight[i]))
        if cost < best_cost:
            best, best_cost = int(i), cost
            if hint[i]:
                break
    if best >= 0:
        return best
    if mask[NO_EVICT]:
        return NO_EVICT
    legal = np.flatnonzero(mask[:NO_EVICT])
    if legal.size == 0:  # LLVM never asks without a legal answer; keep the contract anyway
        return NO_EVICT
    order = np.lexsort((legal, weight[legal], cost_hints[legal]))
    return int(legal[order[0]])


def _index(i: int) -> np.ndarray:
    return np.array([i], dtype=np.int64)


def no_evict(features: dict[str, Any]) -> np.ndarray:
    """Always position 32: evict nothing."""
    return _index(NO_EVICT)


def first_allowed(features: dict[str, Any]) -> np.ndarray:
    """The first legal position in allocation order (32 only if no register is evictable)."""
    mask = to_model_input(features)[:, COLUMN["mask"]] > 0.5
    return _index(int(np.flatnonzero(mask)[0]) if mask.any() else NO_EVICT)


def mimic(features: dict[str, Any]) -> np.ndarray:
    """LLVM's default eviction choice, as far as the features show it (:func:`mimic_index`)."""
    return _index(mimic_index(to_model_input(features)))


def forbidden(features: dict[str, Any]) -> np.ndarray:
    """A masked-out position (for tests: the pass must replace it; LLVM itself would abort or miscompile)."""
    mask = to_model_input(features)[:, COLUMN["mask"]] > 0.5
    illegal = np.flatnonzero(~mask)
    return _index(int(illegal[0]) if illegal.size else NUM_CANDIDATES + 7)


def priority_size(features: dict[str, Any]) -> np.ndarray:
    """Priority = live-range size (LLVM's default also allocates large live ranges first)."""
    return np.array([to_priority_input(features)[0, 0]], np.float32)


def priority_weight(features: dict[str, Any]) -> np.ndarray:
    """Priority = spill weight."""
    return np.array([to_priority_input(features)[0, 2]], np.float32)


def priority_reverse_size(features: dict[str, Any]) -> np.ndarray:
    """Priority = minus the live-range size (small live ranges first: a deliberately poor order)."""
    return np.array([-to_priority_input(features)[0, 0]], np.float32)
