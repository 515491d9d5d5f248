"""The policy every algorithm of the learning path trains: a two-layer MLP over one input tensor, numpy and ONNX.

``z = (pre(x) - mean) / std``, ``out = relu(z @ w0 + b0) @ w1 + b1`` where ``pre`` is the identity or
``sign(x) * log1p(|x|)``. A ``class`` decision reads the ``[1, n]`` row and answers the argmax of ``classes``
logits (ONNX output: int64 ``[N]``, :func:`mlbridge_llvm.onnx_models.mlp`); a ``scores`` decision scores each of the
``rows`` rows of a ``[rows, n]`` question with one shared MLP (one output) and answers the masked argmax (ONNX output:
float ``[rows]`` scores with ``(mask - 1) * 1e9`` added, so the graph's own argmax is legal). The numpy forward and
the ONNX graph compute the same numbers (:func:`to_onnx`, :func:`from_onnx`; tested).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from mlbridge_training.common import MLPPolicy

__all__ = ["Policy", "from_onnx", "to_onnx"]


@dataclass
class Policy(MLPPolicy):
    """An :class:`~mlbridge_training.common.MLPPolicy` with its decision: ``kind``, ``classes`` (logits, or rows),
    ``mask_column`` and ``preprocess``."""

    kind: str = "class"
    classes: int = 2
    mask_column: int | None = None
    preprocess: str = "none"

    @classmethod
    def init(cls, resolved: Any, x: np.ndarray, seed: int = 0) -> "Policy":
        """Random weights for a resolved config (:class:`~.config.Resolved`), the standardisation from the rows of
        ``x`` (``[N, n]``, or ``[N, rows, n]`` whose legal rows count); the config's ``ignore`` columns get an
        infinite std (the policy cannot read them)."""
        cfg = resolved.config
        kind, n = cfg.decision.kind, resolved.n_inputs
        rows = np.asarray(x, np.float32).reshape(-1, n)
        if kind == "scores":
            rows = rows[rows[:, cfg.decision.mask_column] > 0.5] if len(rows) else rows
        z = _pre(rows, cfg.preprocess)
        mean = z.mean(0) if len(z) else np.zeros(n, np.float32)
        std = z.std(0) if len(z) else np.ones(n, np.float32)
        std = np.where(std > 1e-6, std, 1.0)
        for i in cfg.ignore:
            mean[i], std[i] = 0.0, 1e30
        n_out = cfg.decision.classes if kind == "class" else 1
        base = MLPPolicy.random(n, cfg.hidden, n_out, mean.astype(np.float32), std.astype(np.float32), seed)
        return cls(base.w0, base.b0, base.w1, base.b1, base.mean, base.std, kind, cfg.decision.classes,
                   cfg.decision.mask_column, cfg.preprocess)

    def hidden(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """``(z, h)``: standardised input and hidden activations."""
        z = (_pre(np.asarray(x, np.float32), self.preprocess) - self.mean) / self.std
        return z, np.maximum(z @ self.w0 + self.b0, 0)

    def outputs(self, x: np.ndarray) -> np.ndarray:
        """Logits ``[N, classes]`` (class; ``x`` ``[N, n]``) or raw scores ``[N, rows]`` (scores; ``x`` ``[N, rows,
        n]``), the mask not applied."""
        out = self.hidden(x)[1] @ self.w1 + self.b1
        return out if self.kind == "class" else out[..., 0]

    def legal(self, x: np.ndarray) -> np.ndarray | None:
        """Scores: the legal rows ``[N, rows]`` (bool); class: None."""
        return None if self.kind == "class" else np.asarray(x)[..., self.mask_column] > 0.5

    def masked(self, x: np.ndarray) -> np.ndarray:
        """Logits, or scores with ``-inf`` on illegal rows."""
        out = self.outputs(x)
        legal = self.legal(x)
        return out if legal is None else np.where(legal, out, -np.inf)

    def decide(self, x: np.ndarray) -> np.ndarray:
        """Decisions ``[N]`` (int64): the argmax (masked for scores; ties to the lowest)."""
        return self.masked(x).argmax(axis=-1).astype(np.int64)

    def probabilities(self, x: np.ndarray) -> np.ndarray:
        """The softmax over the (legal) decisions ``[N, classes]``: the stochastic policy PPO samples."""
        out = self.masked(x)
        out = out - out.max(axis=-1, keepdims=True)
        e = np.exp(out)
        return e / e.sum(axis=-1, keepdims=True)

    def to_data(self) -> dict[str, Any]:
        """Plain data (a worker's job; float32 values survive exactly)."""
        return {**{k: getattr(self, k).tolist() for k in ("w0", "b0", "w1", "b1", "mean", "std")},
                "kind": self.kind, "classes": self.classes, "mask_column": self.mask_column,
                "preprocess": self.preprocess}

    @classmethod
    def from_data(cls, d: dict[str, Any]) -> "Policy":
        arrays = [np.asarray(d[k], np.float32) for k in ("w0", "b0", "w1", "b1", "mean", "std")]
        return cls(*arrays, kind=d["kind"], classes=int(d["classes"]), mask_column=d["mask_column"],
                   preprocess=d["preprocess"])


def _pre(x: np.ndarray, how: str) -> np.ndarray:
    return np.sign(x) * np.log1p(np.abs(x)) if how == "signed_log1p" else x


def to_onnx(policy: Policy, input_name: str, output_name: str) -> Any:
    """The policy as an ONNX model whose input and output are the pass's (see the module docstring)."""
    from mlbridge_llvm.onnx_models import mlp

    if policy.kind == "class":
        return mlp([(policy.w0, policy.b0), (policy.w1, policy.b1)], input_name=input_name, output_name=output_name,
                   signed_log1p=policy.preprocess == "signed_log1p", standardize=(policy.mean, policy.std),
                   argmax=True)
    return _scores_graph(policy, input_name, output_name)


def _scores_graph(policy: Policy, input_name: str, output_name: str) -> Any:
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    from mlbridge_llvm.onnx_models import IR_VERSION, OPSET

    rows, n = policy.classes, policy.w0.shape[0]
    std = np.where(policy.std > 0, policy.std, 1).astype(np.float32)
    inits = [numpy_helper.from_array(a, name) for a, name in (
        (policy.mean, "x_mean"), (std, "x_std"), (policy.w0, "W0"), (policy.b0, "B0"), (policy.w1, "W1"),
        (policy.b1, "B1"), (np.array([rows], np.int64), "rows"), (np.array([policy.mask_column], np.int64), "mask_col"),
        (np.array(1.0, np.float32), "one"), (np.array(1.0e9, np.float32), "big"))]
    nodes, cur = [], input_name
    if policy.preprocess == "signed_log1p":
        nodes += [helper.make_node("Abs", [cur], ["x_abs"]), helper.make_node("Add", ["x_abs", "one"], ["x_abs1"]),
                  helper.make_node("Log", ["x_abs1"], ["x_log"]), helper.make_node("Sign", [cur], ["x_sign"]),
                  helper.make_node("Mul", ["x_sign", "x_log"], ["x_slog"])]
        cur = "x_slog"
    nodes += [
        helper.make_node("Sub", [cur, "x_mean"], ["centered"]), helper.make_node("Div", ["centered", "x_std"], ["z"]),
        helper.make_node("MatMul", ["z", "W0"], ["mm0"]), helper.make_node("Add", ["mm0", "B0"], ["fc0"]),
        helper.make_node("Relu", ["fc0"], ["h"]),
        helper.make_node("MatMul", ["h", "W1"], ["mm1"]), helper.make_node("Add", ["mm1", "B1"], ["fc1"]),
        helper.make_node("Reshape", ["fc1", "rows"], ["raw_scores"]),
        # the mask column (0/1) -> (mask - 1) * 1e9: an illegal row never wins the graph's argmax
        helper.make_node("Gather", [input_name, "mask_col"], ["mask2d"], axis=1),
        helper.make_node("Reshape", ["mask2d", "rows"], ["mask"]),
        helper.make_node("Sub", ["mask", "one"], ["mask_m1"]), helper.make_node("Mul", ["mask_m1", "big"], ["penalty"]),
        helper.make_node("Add", ["raw_scores", "penalty"], [output_name]),
    ]
    graph = helper.make_graph(nodes, "scores_mlp", [helper.make_tensor_value_info(input_name, TensorProto.FLOAT,
                                                                                   [rows, n])],
                              [helper.make_tensor_value_info(output_name, TensorProto.FLOAT, [rows])], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="mlbridge-llvm")
    model.ir_version = IR_VERSION
    onnx.checker.check_model(model)
    return model


def from_onnx(path: str, like: Policy) -> Policy:
    """The MLP of an ONNX model written by :func:`to_onnx` (or by the kit's earlier trainers, which used the same
    initializer names ``x_mean``, ``x_std``, ``W0``, ``B0``, ``W1``, ``B1``), with ``like``'s decision."""
    import onnx
    from onnx import numpy_helper

    inits = {i.name: numpy_helper.to_array(i) for i in onnx.load(str(path)).graph.initializer}
    try:
        arrays = [np.asarray(inits[k], np.float32) for k in ("W0", "B0", "W1", "B1", "x_mean", "x_std")]
    except KeyError as e:
        from mlbridge_llvm.errors import ModelError

        raise ModelError(f"{path}: not a two-layer MLP of this kit (no initializer {e})") from None
    policy = replace(like, w0=arrays[0], b0=arrays[1], w1=arrays[2], b1=arrays[3], mean=arrays[4], std=arrays[5])
    if policy.w0.shape[0] != like.w0.shape[0] or policy.w1.shape[1] != like.w1.shape[1]:
        from mlbridge_llvm.errors import ModelError

        raise ModelError(f"{path}: its MLP maps {policy.w0.shape[0]} inputs to {policy.w1.shape[1]} outputs, the "
                         f"config's {like.w0.shape[0]} to {like.w1.shape[1]}")
    return policy
