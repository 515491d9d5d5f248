"""Export: a trained policy as the pass's ONNX model, with its provenance in ``metadata_props``.

The graph's input and output are the pass's own (the config's input spec and output name), so the file is a drop-in
``--model`` for the pass and, once reviewed, its bundled model. :func:`check` runs the saved file through
onnxruntime on sample questions and compares with the numpy policy (same decisions, scores within 1e-4).
"""
from __future__ import annotations

from typing import Any, Iterable

import numpy as np

from mlbridge_training.provenance import data_digest, stamp

from .policy import Policy, to_onnx

__all__ = ["check", "export"]


def export(policy: Policy, resolved: Any, path: str, args: dict[str, Any],
           data: Iterable[tuple[str, bytes]], **extra: str) -> str:
    """Write ``policy`` to ``path`` as ONNX stamped with ``mlbridge-train``, ``args`` (what decides the weights),
    the training data's digest (module names and bitcode) and ``extra``; returns the path."""
    from mlbridge_llvm.onnx_models import save_model

    model = to_onnx(policy, resolved.input_spec.name, resolved.output_name)
    stamp(model, "mlbridge-train", {"pass": resolved.config.pass_name, **args}, data_digest(data),
          **{"mlbridge.pass": resolved.config.pass_name, **extra})
    return save_model(model, path)


def check(path: str, policy: Policy, x: np.ndarray, resolved: Any) -> dict[str, float]:
    """onnxruntime against numpy on the questions ``x``: the share of equal decisions and the largest score
    difference (scores decisions; 0 for classes)."""
    import onnxruntime as ort

    if not len(x):
        return {"same_decision": 1.0, "max_score_diff": 0.0}
    session = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
    name = resolved.input_spec.name
    if policy.kind == "class":
        got = session.run(None, {name: x.reshape(len(x), -1).astype(np.float32)})[0].reshape(-1)
        return {"same_decision": float((got == policy.decide(x)).mean()), "max_score_diff": 0.0}
    scores = np.stack([session.run(None, {name: q.astype(np.float32)})[0] for q in x])
    mine = np.where(policy.legal(x), policy.outputs(x), policy.outputs(x) - 1e9)
    return {"same_decision": float((scores.argmax(1) == policy.decide(x)).mean()),
            "max_score_diff": float(np.abs(scores - mine).max())}
