"""Training and export of poset-rl's size critic: measuring features of catalog states, the ridge fit of bytes per
IR entity, numpy ranking (the ONNX graph's reference), and the ONNX export.

The critic's input (:func:`mlbridge_passes.poset_rl.critic.size_features`) lives with the pass, which computes it at
compile time; see that module for what the critic is and why.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import numpy as np

from mlbridge_training.pool import pool_map

from mlbridge_passes.poset_rl.critic import N_SIZE_FEATURES, size_features

Seq = tuple[int, ...]


def measure_features(name: str, bitcode: bytes, seqs: Sequence[Seq], space: str = "odg") -> dict[Seq, np.ndarray]:
    """:func:`size_features` after each of ``seqs`` applied to the module as given (prefixes shared)."""
    from .catalog import prefix_states

    state = prefix_states(name, bitcode, space)
    return {s: size_features(state(s)) for s in sorted(set(seqs), key=lambda p: (len(p), p))}


def collect_features(modules: Sequence[tuple[str, bytes]], seqs: Sequence[Seq], space: str = "odg",
                     workers: int = 2, cache: str | None = None,
                     progress: Callable[[int, int], None] | None = None) -> dict[str, np.ndarray]:
    """:func:`measure_features` of every module (the training backend, :mod:`mlbridge_training.pool`; per-module
    cache in ``cache``): module name -> float64 ``[len(seqs), N_SIZE_FEATURES]`` in the order of ``seqs``."""
    from .catalog import cache_file

    jobs = [(name, bc, tuple(seqs), space, cache_file(cache, "s1", name, space, bc)) for name, bc in modules]
    results = dict(pool_map(_features_job, jobs, workers, progress=progress))
    return {name: np.stack([results[name][s] for s in seqs]) for name, _ in modules}


def _features_job(args: tuple[str, bytes, tuple[Seq, ...], str, str | None]) -> tuple[str, dict]:
    from .catalog import cached_measurements

    name, bc, seqs, space, path = args
    return name, cached_measurements(path, seqs, lambda missing: measure_features(name, bc, missing, space))


# ---- the critic ----------------------------------------------------------------------------------------------------
def fit_bytes(features: Sequence[np.ndarray], sizes: Sequence[np.ndarray], l2: float = 1.0) -> np.ndarray:
    """Bytes per size feature, ``w [N_SIZE_FEATURES]``: ridge least squares of ``features @ w ~ sizes`` over every
    state of every module, each module's rows divided by its first state's size (the module as given), so the
    fit minimises *relative* errors; ``l2`` on that scale."""
    a, b = [], []
    for x, y in zip(features, sizes):
        scale = max(float(y[0]), 1.0)
        a.append(np.asarray(x, np.float64) / scale)
        b.append(np.asarray(y, np.float64) / scale)
    a_, b_ = np.concatenate(a), np.concatenate(b)
    return np.linalg.solve(a_.T @ a_ + l2 * np.eye(a_.shape[1]), a_.T @ b_)


def rank(weights: np.ndarray, candidates: np.ndarray) -> np.ndarray:
    """Candidate indices by predicted ``.text``, smallest first (ties: lower index first), in float32 as the ONNX
    graph computes; what :func:`.planner.shortlist` gets from an ArgMin critic asked repeatedly."""
    pred = np.asarray(candidates, np.float32) @ np.asarray(weights, np.float32)
    return np.argsort(pred, kind="stable")


def choose(weights: np.ndarray, candidates: np.ndarray) -> int:
    """Index of the candidate with the smallest predicted ``.text`` (``candidates [K, N_SIZE_FEATURES]``; first on
    ties), computed as the ONNX graph does (float32): the first of :func:`rank`."""
    return int(rank(weights, candidates)[0])


def critic_model(weights: np.ndarray) -> Any:
    """The critic as ONNX: input ``size_features`` float32 ``[N, K, N_SIZE_FEATURES]`` (the candidates' size
    features), output ``plan`` int64 ``[N]`` = ``ArgMin(size_features @ w)`` over the K candidates."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    from mlbridge_llvm.errors import SpecError
    from mlbridge_llvm.onnx_models import make_model

    w = np.asarray(weights, np.float32)
    if w.shape != (N_SIZE_FEATURES,):
        raise SpecError(f"critic weights must be [{N_SIZE_FEATURES}], got {list(w.shape)}")
    g = helper.make_graph(
        [helper.make_node("MatMul", ["size_features", "bytes_per_feature"], ["predicted_bytes"]),   # [N, K]
         helper.make_node("ArgMin", ["predicted_bytes"], ["plan"], axis=1, keepdims=0)],
        "poset_rl_size_critic",
        [helper.make_tensor_value_info("size_features", TensorProto.FLOAT, ["N", "K", N_SIZE_FEATURES])],
        [helper.make_tensor_value_info("plan", TensorProto.INT64, ["N"])],
        [numpy_helper.from_array(w, "bytes_per_feature")])
    model = make_model(g)
    onnx.checker.check_model(model, full_check=True)
    return model
