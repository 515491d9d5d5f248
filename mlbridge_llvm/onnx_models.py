"""Build small, real ONNX models from numpy weights (tests, benchmarks, constant policies).

Every builder returns an :class:`onnx.ModelProto` made of standard operators (``MatMul``, ``Add``, ``Relu``, ``ArgMax``,
...) at opset :data:`OPSET` and IR version :data:`IR_VERSION`, both loadable by the pinned onnxruntime. Use
:func:`save_model` to write one to disk atomically after ``onnx.checker`` has accepted it.
"""
from __future__ import annotations

import os
from typing import Any, Sequence

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from .fileio import atomic_write
from .errors import ModelError, SpecError
from .tensors import normalize_dtype

#: Default opset of the ``ai.onnx`` domain used by every builder.
OPSET = 17
#: IR version written into models (8 is the first that supports opset 17; onnxruntime 1.31 reads it).
IR_VERSION = 8
#: Largest input length served by the symbolic-length :func:`linear_scalar` model (the paper's RTT sweep).
MAX_LINEAR_INPUTS = 50_000

_ACTIVATIONS = {"relu": "Relu", "tanh": "Tanh", "sigmoid": "Sigmoid", "none": None}

Layer = tuple[np.ndarray, np.ndarray]


def onnx_elem_type(dtype: Any) -> int:
    """The ``TensorProto`` element type for a numpy dtype (or any name :func:`normalize_dtype` accepts)."""
    dt = normalize_dtype(dtype)
    try:
        return helper.np_dtype_to_tensor_dtype(dt)
    except (KeyError, ValueError, TypeError):
        raise SpecError(f"element type {dt} has no ONNX equivalent") from None


def make_model(graph: onnx.GraphProto, opset: int = OPSET) -> onnx.ModelProto:
    """Wrap ``graph`` in a model with the kit's IR version and opset."""
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)], producer_name="mlbridge-llvm")
    model.ir_version = IR_VERSION
    return model


def _check_layers(layers: Sequence[Layer]) -> list[tuple[np.ndarray, np.ndarray]]:
    """Validate shapes of ``(W, b)`` pairs (W is ``[in, out]``, b is ``[out]``) and cast them to float32."""
    if not layers:
        raise SpecError("mlp needs at least one (W, b) layer")
    out: list[tuple[np.ndarray, np.ndarray]] = []
    prev = None
    for i, (w, b) in enumerate(layers):
        w = np.asarray(w, dtype=np.float32)
        b = np.asarray(b, dtype=np.float32).reshape(-1)
        if w.ndim != 2 or b.shape != (w.shape[1],):
            raise SpecError(f"layer {i}: W must be [in, out] and b [out], got W {list(w.shape)} and b {list(b.shape)}")
        if prev is not None and w.shape[0] != prev:
            raise SpecError(f"layer {i}: expects {w.shape[0]} inputs but layer {i - 1} produces {prev}")
        prev = w.shape[1]
        out.append((w, b))
    return out


def mlp(layers: Sequence[Layer], input_name: str = "input", output_name: str = "output", activation: str | None = "relu",
        input_dtype: Any = np.float32, batch: bool = True, argmax: bool = False, signed_log1p: bool = False,
        standardize: tuple[np.ndarray, np.ndarray] | None = None) -> onnx.ModelProto:
    """A fully connected network ``x @ W0 + b0 -> act -> ... -> x @ Wk + bk`` (no activation after the last layer).

    ``input_dtype`` other than float32 inserts a ``Cast``; ``batch=True`` declares the input ``["N", in]`` (symbolic
    batch dimension), otherwise ``[in]``. ``argmax=True`` appends ``ArgMax`` over the last axis and the output becomes
    the int64 action: ``["N"]`` when batched, ``[1]`` otherwise. Input preprocessing inside the graph (so the model
    is self-contained): ``signed_log1p`` maps ``x -> sign(x) * log(1 + |x|)`` (heavy-tailed compiler counters), then
    ``standardize=(mean, std)`` maps ``x -> (x - mean) / std``.
    """
    ws = _check_layers(layers)
    act = _ACTIVATIONS.get((activation or "none").lower(), "?")
    if act == "?":
        raise SpecError(f"unknown activation {activation!r}; choose one of {sorted(_ACTIVATIONS)}")
    n_in, n_out = ws[0][0].shape[0], ws[-1][0].shape[1]
    lead: list[Any] = ["N"] if batch else []
    nodes: list[onnx.NodeProto] = []
    inits: list[onnx.TensorProto] = []
    cur = input_name
    if normalize_dtype(input_dtype) != np.float32:
        nodes.append(helper.make_node("Cast", [cur], ["x_f32"], to=TensorProto.FLOAT))
        cur = "x_f32"
    if signed_log1p:
        inits.append(numpy_helper.from_array(np.array(1.0, np.float32), "one"))
        nodes += [helper.make_node("Abs", [cur], ["x_abs"]), helper.make_node("Add", ["x_abs", "one"], ["x_abs1"]),
                  helper.make_node("Log", ["x_abs1"], ["x_log"]), helper.make_node("Sign", [cur], ["x_sign"]),
                  helper.make_node("Mul", ["x_sign", "x_log"], ["x_slog"])]
        cur = "x_slog"
    if standardize is not None:
        mean, std = (np.asarray(a, np.float32).reshape(n_in) for a in standardize)
        inits += [numpy_helper.from_array(mean, "x_mean"), numpy_helper.from_array(np.where(std > 0, std, 1).astype(np.float32), "x_std")]
        nodes += [helper.make_node("Sub", [cur, "x_mean"], ["x_centered"]), helper.make_node("Div", ["x_centered", "x_std"], ["x_std_out"])]
        cur = "x_std_out"
    for i, (w, b) in enumerate(ws):
        inits += [numpy_helper.from_array(w, f"W{i}"), numpy_helper.from_array(b, f"B{i}")]
        last = i == len(ws) - 1
        mm, add = f"mm{i}", (output_name if last and not argmax else f"fc{i}")
        nodes += [helper.make_node("MatMul", [cur, f"W{i}"], [mm]), helper.make_node("Add", [mm, f"B{i}"], [add])]
        cur = add
        if not last and act is not None:
            nodes.append(helper.make_node(act, [cur], [f"act{i}"]))
            cur = f"act{i}"
    if argmax:
        nodes.append(helper.make_node("ArgMax", [cur], [output_name], axis=-1, keepdims=0 if batch else 1))
        out_info = helper.make_tensor_value_info(output_name, TensorProto.INT64, ["N"] if batch else [1])
    else:
        out_info = helper.make_tensor_value_info(output_name, TensorProto.FLOAT, lead + [n_out])
    in_info = helper.make_tensor_value_info(input_name, onnx_elem_type(input_dtype), lead + [n_in])
    return make_model(helper.make_graph(nodes, "mlp", [in_info], [out_info], inits))


def random_layers(sizes: Sequence[int], seed: int = 0, scale: float | None = None) -> list[Layer]:
    """Random float32 ``(W, b)`` pairs for layer sizes such as ``[300, 64, 15]`` (Glorot-like scale by default)."""
    rng = np.random.default_rng(seed)
    layers: list[Layer] = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:]):
        s = scale if scale is not None else 1.0 / np.sqrt(n_in)
        layers.append((rng.normal(0, s, (n_in, n_out)).astype(np.float32), rng.normal(0, s, n_out).astype(np.float32)))
    return layers


def linear_scalar_weights(n_inputs: int | None, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """The ``(w, b)`` used by :func:`linear_scalar` (``w`` has ``n_inputs`` or :data:`MAX_LINEAR_INPUTS` entries)."""
    rng = np.random.default_rng(seed)
    w = rng.uniform(-1, 1, MAX_LINEAR_INPUTS if n_inputs is None else n_inputs).astype(np.float32)
    return w, rng.uniform(-1, 1, 1).astype(np.float32)


def linear_scalar(n_inputs: int | None, seed: int = 0, input_name: str = "input",
                  output_name: str = "output") -> onnx.ModelProto:
    """One fully connected layer ``float[n] -> float[1]`` (the paper's round-trip benchmark model).

    ``n_inputs=None`` declares the input ``["n"]`` (symbolic length): the weight vector holds
    :data:`MAX_LINEAR_INPUTS` entries and the graph slices its first ``n`` before the ``MatMul``, so one model serves
    every length up to that bound. The result equals ``x @ w[:n] + b`` with ``w, b = linear_scalar_weights(...)``.
    """
    if n_inputs is not None and not 0 < n_inputs <= 10_000_000:
        raise SpecError(f"linear_scalar: n_inputs must be positive, got {n_inputs}")
    w, b = linear_scalar_weights(n_inputs, seed)
    # A one-output dense layer is a dot product: Mul + ReduceSum runs ~4x faster in onnxruntime than a
    # [n] x [n, 1] MatMul (a GEMV with one column) for n in the thousands, and computes the same value.
    inits = [numpy_helper.from_array(w, "W"), numpy_helper.from_array(b, "B")]
    nodes: list[onnx.NodeProto] = []
    weight = "W"
    if n_inputs is None:
        inits += [numpy_helper.from_array(np.array([0], np.int64), "zero")]
        nodes += [helper.make_node("Shape", [input_name], ["n"]),
                  helper.make_node("Slice", ["W", "zero", "n"], ["W_n"])]
        weight = "W_n"
    nodes += [helper.make_node("Mul", [input_name, weight], ["prod"]),
              helper.make_node("ReduceSum", ["prod"], ["dot"], keepdims=1),
              helper.make_node("Add", ["dot", "B"], [output_name])]
    in_info = helper.make_tensor_value_info(input_name, TensorProto.FLOAT, ["n" if n_inputs is None else n_inputs])
    out_info = helper.make_tensor_value_info(output_name, TensorProto.FLOAT, [1])
    return make_model(helper.make_graph(nodes, "linear_scalar", [in_info], [out_info], inits))


def constant_policy(n_inputs: int, action: int, n_actions: int | None = None, batch: bool = True,
                    input_name: str = "input", output_name: str = "output") -> onnx.ModelProto:
    """A real MLP+ArgMax graph whose weights are zero and whose bias singles out ``action``: it always answers it."""
    n_actions = max(action + 1, 2) if n_actions is None else n_actions
    if not 0 <= action < n_actions:
        raise SpecError(f"constant_policy: action {action} outside [0, {n_actions})")
    b = np.zeros(n_actions, np.float32)
    b[action] = 1.0
    return mlp([(np.zeros((n_inputs, n_actions), np.float32), b)], input_name=input_name, output_name=output_name,
               batch=batch, argmax=True)


def initializers(model: onnx.ModelProto) -> dict[str, np.ndarray]:
    """The model's weights by initializer name (handy for numpy reference computations)."""
    return {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}


def save_model(model: onnx.ModelProto, path: str | os.PathLike[str]) -> str:
    """Check ``model`` with ``onnx.checker`` and write it atomically (temp file + ``os.replace``); return the path."""
    path = os.fspath(path)
    try:
        onnx.checker.check_model(model, full_check=True)
    except Exception as e:  # onnx raises ValidationError / InferenceError / others
        raise ModelError(f"refusing to save an invalid ONNX model to {path}: {_one_line(e)}") from None
    atomic_write(path, model.SerializeToString(), fsync=True)
    return path


def _one_line(err: BaseException) -> str:
    """An exception message squeezed onto one line."""
    return " ".join(str(err).split()) or type(err).__name__
