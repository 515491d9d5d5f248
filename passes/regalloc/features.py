"""The ML register allocator's features: what LLVM 22's ML eviction / priority advisors send, and the model's input.

**Eviction** (``-regalloc-enable-advisor=release``). For every eviction question LLVM sends 20 per-candidate tensors
of shape ``[1, 33]`` plus ``progress`` ``[1]`` (:data:`EVICT_SPECS`, in LLVM's order). Position ``i < 32`` is the
``i``-th physical register of the allocation order (evicting the live ranges that occupy it); position
:data:`NO_EVICT` (32) is the live range being allocated itself: answering 32 evicts nothing (the live range is
split or spilled instead). ``mask[i] == 1`` marks the legal answers. **LLVM does not check the answer**: the wheel's
``llc`` (assertions on) aborts on a masked-out index, a release build silently miscompiles, and in-process through
llvmlite the whole Python process would die. Every answer therefore goes through :func:`enforce_mask`.

The model sees one float32 matrix ``candidates[33, 43]`` (:data:`MODEL_INPUT`, built by :func:`to_model_input`):
row ``i`` = the 20 features of position ``i`` (:data:`PER_CANDIDATE`), the 20 features of position 32 (the live
range being allocated, ``self_*``), ``progress``, ``is_self`` (1 on row 32) and ``position`` (``i / 32``, the
allocation order). A model answers either 33 scores (masked argmax, never illegal) or one index (replaced by the
best legal one if the mask forbids it).

**Priority** (``-regalloc-enable-priority-advisor=release``): ``li_size``, ``stage`` (int64 ``[1]``) and ``weight``
(float ``[1]``); the answer ``priority`` is a float (larger = allocated earlier). The model input is
``priority_features`` float32 ``[1, 3]`` (:data:`PRIORITY_INPUT`).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from mlbridge_llvm.errors import FeatureError, ModelError
from mlbridge_llvm.tensors import TensorSpec

#: Number of positions in an eviction question: 32 registers of the allocation order + the live range itself.
NUM_CANDIDATES = 33
#: The position of the live range being allocated: answering it means "evict nothing".
NO_EVICT = 32

#: LLVM 22's per-candidate eviction features, in the order of the interactive-mode header.
PER_CANDIDATE: tuple[str, ...] = (
    "mask", "is_free", "nr_urgent", "nr_broken_hints", "is_hint", "is_local", "nr_rematerializable",
    "nr_defs_and_uses", "weighed_reads_by_max", "weighed_writes_by_max", "weighed_read_writes_by_max",
    "weighed_indvars_by_max", "hint_weights_by_max", "start_bb_freq_by_max", "end_bb_freq_by_max",
    "hottest_bb_freq_by_max", "liverange_size", "use_def_density", "max_stage", "min_stage",
)
#: Per-candidate features LLVM sends as int64 (the rest are float).
INT_FEATURES = frozenset({"mask", "is_free", "is_hint", "is_local", "max_stage", "min_stage"})
#: All eviction feature names in header order (the 20 above, then ``progress``).
EVICT_FEATURES: tuple[str, ...] = PER_CANDIDATE + ("progress",)

EVICT_SPECS: list[TensorSpec] = [
    TensorSpec(name, "int64_t" if name in INT_FEATURES else "float", (1, NUM_CANDIDATES), i)
    for i, name in enumerate(PER_CANDIDATE)
] + [TensorSpec("progress", "float", (1,), len(PER_CANDIDATE))]
EVICT_ADVICE = TensorSpec("index_to_evict", "int64_t", (1,))

PRIORITY_FEATURES: tuple[str, ...] = ("li_size", "stage", "weight")
PRIORITY_SPECS: list[TensorSpec] = [TensorSpec("li_size", "int64_t", (1,), 0), TensorSpec("stage", "int64_t", (1,), 1),
                                    TensorSpec("weight", "float", (1,), 2)]
PRIORITY_ADVICE = TensorSpec("priority", "float", (1,))

#: Columns of the model's input matrix (one row per position).
MODEL_COLUMNS: tuple[str, ...] = PER_CANDIDATE + tuple(f"self_{n}" for n in PER_CANDIDATE) + ("progress", "is_self", "position")
N_COLUMNS = len(MODEL_COLUMNS)
COLUMN = {name: i for i, name in enumerate(MODEL_COLUMNS)}
MODEL_INPUT = TensorSpec("candidates", "float", (NUM_CANDIDATES, N_COLUMNS))
#: What an eviction model answers over pipes and gRPC: one score per position (higher = evict that one).
MODEL_SCORES = TensorSpec("scores", "float", (NUM_CANDIDATES,))
PRIORITY_INPUT = TensorSpec("priority_features", "float", (1, len(PRIORITY_FEATURES)))
PRIORITY_OUTPUT = TensorSpec("priority", "float", (1,))

_SELF = slice(len(PER_CANDIDATE), 2 * len(PER_CANDIDATE))
_POSITION = (np.arange(NUM_CANDIDATES, dtype=np.float32) / NO_EVICT)
_IS_SELF = (np.arange(NUM_CANDIDATES) == NO_EVICT).astype(np.float32)


def advisor_of(features: dict[str, Any]) -> str:
    """``"evict"`` or ``"priority"``, from the names LLVM sent (raw features or the model input)."""
    if "mask" in features or "candidates" in features:
        return "evict"
    if "li_size" in features or "priority_features" in features:
        return "priority"
    raise FeatureError(f"not register-allocation features: {sorted(features)[:6]}")


def to_model_input(features: dict[str, Any]) -> np.ndarray:
    """LLVM's eviction tensors -> the model's ``candidates`` matrix, float32 ``[33, 43]`` (finite everywhere).

    LLVM normalizes most float features by their largest value in the question; an unspillable live range has an
    infinite weight, which turns into ``inf``/``nan`` after that division: both become 1 (the largest).
    """
    if "candidates" in features:
        return np.asarray(features["candidates"], np.float32).reshape(NUM_CANDIDATES, N_COLUMNS)
    try:
        own = np.stack([np.asarray(features[name], np.float32).reshape(NUM_CANDIDATES) for name in PER_CANDIDATE], axis=1)
        progress = float(np.asarray(features["progress"]).reshape(-1)[0])
    except KeyError as e:
        raise FeatureError(f"eviction features lack {e.args[0]!r}") from None
    except ValueError as e:
        raise FeatureError(f"eviction features have the wrong shape: {e}") from None
    x = np.empty((NUM_CANDIDATES, N_COLUMNS), np.float32)
    x[:, : len(PER_CANDIDATE)] = own
    x[:, _SELF] = own[NO_EVICT]
    x[:, COLUMN["progress"]] = progress
    x[:, COLUMN["is_self"]] = _IS_SELF
    x[:, COLUMN["position"]] = _POSITION
    return np.nan_to_num(x, nan=1.0, posinf=1.0, neginf=0.0, copy=False)


def to_priority_input(features: dict[str, Any]) -> np.ndarray:
    """LLVM's priority tensors -> float32 ``[1, 3]`` (li_size, stage, weight)."""
    if "priority_features" in features:
        return np.asarray(features["priority_features"], np.float32).reshape(1, len(PRIORITY_FEATURES))
    try:
        row = [float(np.asarray(features[n]).reshape(-1)[0]) for n in PRIORITY_FEATURES]
    except KeyError as e:
        raise FeatureError(f"priority features lack {e.args[0]!r}") from None
    return np.nan_to_num(np.array([row], np.float32), nan=0.0, posinf=3.0e38, neginf=-3.0e38)


def enforce_mask(mask: np.ndarray, answer: Any, fallback: int) -> tuple[int, int | None, bool]:
    """Turn a model's answer into a legal eviction index.

    ``answer`` is either 33 scores (the masked argmax is taken: ties go to the lowest position, NaN counts as
    -inf) or a single index. Returns ``(index, proposed, corrected)``: ``proposed`` is the index the model asked
    for (``None`` for scores with no finite legal entry), ``corrected`` tells that ``fallback`` (a legal index)
    replaced it. Raises :class:`ModelError` for an answer of another size.
    """
    arr = np.asarray(answer)
    if arr.size == NUM_CANDIDATES and arr.dtype.kind in "fiub":
        scores = np.where(mask, np.nan_to_num(arr.reshape(NUM_CANDIDATES).astype(np.float64), nan=-np.inf), -np.inf)
        best = int(np.argmax(scores))
        if not np.isfinite(scores[best]) and scores[best] != np.inf:
            return fallback, None, True
        return best, best, False
    if arr.size == 1 and arr.dtype.kind in "fiub":
        value = arr.reshape(-1)[0]
        if not np.isfinite(value) or value != int(value):
            return fallback, None, True
        proposed = int(value)
        if 0 <= proposed < NUM_CANDIDATES and mask[proposed]:
            return proposed, proposed, False
        return fallback, proposed, True
    raise ModelError(f"eviction model answered a {arr.dtype} array of shape {list(arr.shape)}; "
                     f"expected {NUM_CANDIDATES} scores or one index")
