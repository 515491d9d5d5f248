"""The compiled runner (ONNX -> LLVM -> native, in-process): same answers as onnxruntime, clear refusals, caches.

Every comparison runs onnxruntime and the compiled code on the same inputs in the same test: float outputs agree
within 1e-5 relative / 1e-6 absolute; where they do not (a float32 sum that cancels to near zero), the compiled
answer must be about as close to the float64 evaluation of the same graph as onnxruntime's, or within the float32
noise floor of that computation (how far onnxruntime moves when the inputs move by one ulp).
Decisions (ArgMax/ArgMin) are identical unless onnxruntime's own top two logits are closer than the tolerance (then
the logits are compared). No timing is asserted.
"""
from __future__ import annotations

import ctypes
import glob
import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

from mlbridge_llvm import onnx_models
from mlbridge_llvm.errors import ConfigError, FeatureError, ModelError
from mlbridge_llvm.runners import create_runner
from mlbridge_llvm.runners.compiled import CompiledModelRunner
from mlbridge_llvm.runners.onnx import ONNXModelRunner

REPO = Path(__file__).resolve().parents[2]
MODELS = sorted(glob.glob(str(REPO / "models" / "*.onnx")))
RTOL, ATOL = 1e-5, 1e-6
SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.fixture(autouse=True)
def _private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test compiles into its own cache directory."""
    monkeypatch.setenv("MLBRIDGE_CACHE_DIR", str(tmp_path / "cache"))


def _model(nodes: list[Any], inputs: list[Any], outputs: list[Any], inits: list[Any] | None = None,
           opset: int = 17) -> onnx.ModelProto:
    return onnx_models.make_model(helper.make_graph(nodes, "g", inputs, outputs, inits or []), opset)


def _vi(name: str, elem: int, shape: list[Any] | None) -> Any:
    return helper.make_tensor_value_info(name, elem, shape)


# ---- comparison helpers -------------------------------------------------------------------------------------------
def _with_logits(model: onnx.ModelProto) -> tuple[onnx.ModelProto, list[str]]:
    """A copy of ``model`` that also outputs the input of every ArgMax/ArgMin (the logits behind a decision)."""
    m = onnx.ModelProto()
    m.CopyFrom(model)
    extra = [n.input[0] for n in m.graph.node if n.op_type in ("ArgMax", "ArgMin")]
    known = {o.name for o in m.graph.output}
    for name in extra:
        if name not in known:
            m.graph.output.append(helper.make_tensor_value_info(name, TensorProto.FLOAT, None))
    return m, extra


def _decisive(logits: np.ndarray, axis: int, argmin: bool) -> np.ndarray:
    """Positions where onnxruntime's best and second-best logits are clearly apart (or a NaN decides)."""
    x = -logits if argmin else logits
    if x.shape[axis] < 2:
        return np.ones(np.delete(x.shape, axis), bool)
    s = np.sort(np.where(np.isnan(x), -np.inf, x), axis=axis)
    top, second = np.take(s, -1, axis=axis), np.take(s, -2, axis=axis)
    with np.errstate(invalid="ignore"):
        gap = top - second
    return ~(gap <= ATOL + RTOL * np.abs(top)) | np.isnan(x).any(axis=axis)


def to_double(model: onnx.ModelProto) -> onnx.ModelProto:
    """The same graph computed in float64 (weights, float inputs/outputs, Casts and fills to float become double)."""
    m = onnx.ModelProto()
    m.CopyFrom(model)
    g = m.graph
    for t in g.initializer:
        if t.data_type == TensorProto.FLOAT:
            t.CopyFrom(numpy_helper.from_array(numpy_helper.to_array(t).astype(np.float64), t.name))
    for vi in list(g.input) + list(g.output) + list(g.value_info):
        if vi.type.tensor_type.elem_type == TensorProto.FLOAT:
            vi.type.tensor_type.elem_type = TensorProto.DOUBLE
    for node in g.node:
        for a in node.attribute:
            if node.op_type == "Cast" and a.name == "to" and a.i == TensorProto.FLOAT:
                a.i = TensorProto.DOUBLE
            if a.name == "value" and a.t.data_type == TensorProto.FLOAT:
                a.t.CopyFrom(numpy_helper.from_array(numpy_helper.to_array(a.t).astype(np.float64)))
    return m


def _float64_truth(model: onnx.ModelProto, feeds: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """onnxruntime's float64 evaluation of the graph (the reference both float32 answers approximate)."""
    r = ONNXModelRunner(to_double(model))
    out = r.populate_features({k: v.astype(np.float64) if v.dtype == np.float32 else v for k, v in feeds.items()}).evaluate()
    return out if isinstance(out, dict) else {r.outputs[0].name: out}


def _input_noise(model: onnx.ModelProto, feeds: dict[str, np.ndarray], ref: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """How far onnxruntime's float32 outputs move when every float input moves by about one ulp (3 draws, max):
    the float32 noise floor of this computation at these inputs."""
    r = ONNXModelRunner(model)
    rng = np.random.default_rng(0)
    noise = {k: np.zeros(np.shape(v)) for k, v in ref.items()}
    for _ in range(3):
        moved = {k: (v * (1 + rng.choice([-1, 1], v.shape) * 2.0 ** -23)).astype(v.dtype) if v.dtype.kind == "f" else v
                 for k, v in feeds.items()}
        out = r.populate_features(moved).evaluate()
        out = out if isinstance(out, dict) else {r.outputs[0].name: out}
        for k in noise:
            with np.errstate(invalid="ignore"):
                d = np.abs(np.asarray(out[k], np.float64) - np.asarray(ref[k], np.float64))
            noise[k] = np.fmax(noise[k], np.nan_to_num(d, nan=0.0))
    return noise


def assert_close_float(name: str, got: np.ndarray, ref: np.ndarray, truth: Any, noise: Any) -> None:
    """``got`` within RTOL/ATOL of onnxruntime's ``ref``. Where it is not (an output that a float32 sum cancels to
    near zero), the compiled answer must still be as close to the float64 evaluation of the graph as onnxruntime's
    (x2), or within twice the float32 noise floor of the computation (:func:`_input_noise`)."""
    with np.errstate(invalid="ignore"):
        ok = np.isclose(got, ref, rtol=RTOL, atol=ATOL, equal_nan=True)
    if ok.all():
        return
    t = np.asarray(truth()[name], np.float64)[~ok]
    g, r = got[~ok].astype(np.float64), ref[~ok].astype(np.float64)
    bound = 2 * np.maximum(np.maximum(np.abs(r - t), ATOL + RTOL * np.abs(t)), noise()[name][~ok])
    bad = ~(np.abs(g - t) <= bound)
    assert not bad.any(), (f"{name}: compiled {g[bad][:4]} vs onnxruntime {r[bad][:4]}, float64 {t[bad][:4]}")


def assert_same(model: onnx.ModelProto, feeds: dict[str, np.ndarray], compiled: CompiledModelRunner | None = None) -> None:
    """onnxruntime and the compiled code agree on ``model`` for ``feeds`` (decisions, logits, float outputs)."""
    full, logit_names = _with_logits(model)
    ort = ONNXModelRunner(full)
    comp = CompiledModelRunner(full, cache_dir="off") if compiled is None else compiled
    ref, got = ort.populate_features(feeds).evaluate(), comp.populate_features(feeds).evaluate()
    if not isinstance(ref, dict):
        ref, got = {ort.outputs[0].name: ref}, {ort.outputs[0].name: got}
    arg_nodes = {n.output[0]: n for n in model.graph.node if n.op_type in ("ArgMax", "ArgMin")}
    decisive = None
    for n in arg_nodes.values():
        logits = np.asarray(ref[n.input[0]])
        attrs = {a.name: helper.get_attribute_value(a) for a in n.attribute}
        decisive = _decisive(logits, int(attrs.get("axis", 0)) % max(logits.ndim, 1), n.op_type == "ArgMin")
    for name, r in ref.items():
        r, g = np.asarray(r), np.asarray(got[name])
        assert r.shape == g.shape and r.dtype == g.dtype, (name, r.shape, g.shape, r.dtype, g.dtype)
        if r.dtype.kind == "f":
            assert_close_float(name, g, r, lambda: _float64_truth(full, feeds), lambda: _input_noise(full, feeds, ref))
        elif decisive is not None and decisive.size == r.size:
            mask = decisive.reshape(r.shape)
            np.testing.assert_array_equal(g[mask], r[mask], err_msg=name)
        else:
            np.testing.assert_array_equal(g, r, err_msg=name)
    del logit_names


def random_feeds(runner: Any, rng: np.random.Generator, scale: float, batch: int = 1, k: int = 7,
                 special: bool = False) -> dict[str, np.ndarray]:
    """Inputs of the kinds the passes send: 0/1 masks and flags, non-negative heavy-tailed counters, signed
    IR2Vec embeddings (see :func:`test_float32_summation_bound` for adversarial cancellation)."""
    feeds = {}
    for info in runner.inputs:
        shape = [d if isinstance(d, int) else (k if d == "K" else batch) for d in info.shape]
        binary = any(w in info.name for w in ("mask", "visited", "current", "ready", "chosen", "adjacency", "agent"))
        if binary or info.dtype.kind == "i":
            arr = rng.integers(0, 2, shape).astype(info.dtype)
        elif any(w in info.name for w in ("embedding", "node_features")):  # IR2Vec vectors: signed
            arr = (rng.standard_normal(shape) * scale).astype(info.dtype)
        else:  # compiler counters: non-negative, heavy-tailed
            arr = np.floor(rng.exponential(scale, shape) * rng.choice([1.0, 10.0], shape)).astype(info.dtype)
            if special and arr.size:
                flat = arr.reshape(-1)
                pos = rng.choice(flat.size, size=min(3, flat.size), replace=False)
                flat[pos] = rng.choice([np.nan, np.inf, -np.inf], size=pos.size)
        feeds[info.name] = arr
    return feeds


# ---- shipped models ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("path", MODELS, ids=[os.path.basename(p) for p in MODELS])
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), scale=st.sampled_from([1e-3, 1.0, 30.0, 1e4]), batch=st.integers(1, 3))
def test_shipped_model_matches_onnxruntime(path: str, seed: int, scale: float, batch: int) -> None:
    model = onnx.load(path)
    ort = ONNXModelRunner(model)
    assert_same(model, random_feeds(ort, np.random.default_rng(seed), scale, batch), _compiled_cached(path))


_COMPILED: dict[str, CompiledModelRunner] = {}


def _compiled_cached(path: str) -> CompiledModelRunner:
    """One compiled runner per shipped model (with its logits exposed) for the whole module."""
    if path not in _COMPILED:
        _COMPILED[path] = CompiledModelRunner(_with_logits(onnx.load(path))[0], cache_dir="off")
    return _COMPILED[path]


@pytest.mark.parametrize("path", MODELS, ids=[os.path.basename(p) for p in MODELS])
def test_shipped_model_nan_and_inf_inputs_as_onnxruntime(path: str) -> None:
    """NaN and +-inf in the float inputs: the same decisions and the same special values as onnxruntime."""
    model = onnx.load(path)
    ort = ONNXModelRunner(model)
    rng = np.random.default_rng(11)
    for _ in range(5):
        assert_same(model, random_feeds(ort, rng, 1.0, special=True), _compiled_cached(path))


# ---- graphs built with onnx_models -----------------------------------------------------------------------------------
@SETTINGS
@given(sizes=st.lists(st.integers(1, 70), min_size=2, max_size=4), act=st.sampled_from(["relu", "tanh", "sigmoid", "none"]),
       slog=st.booleans(), standardize=st.booleans(), batch=st.booleans(), n=st.integers(1, 4),
       seed=st.integers(0, 1000), dtype=st.sampled_from([np.float32, np.int64, np.float64]))
def test_random_mlp_matches_onnxruntime(sizes: list[int], act: str, slog: bool, standardize: bool, batch: bool, n: int,
                                        seed: int, dtype: Any) -> None:
    rng = np.random.default_rng(seed)
    layers = onnx_models.random_layers(sizes, seed)
    std = (rng.standard_normal(sizes[0]).astype(np.float32), rng.uniform(0, 3, sizes[0]).astype(np.float32)) if standardize else None
    shape = (n, sizes[0]) if batch else (sizes[0],)
    x = (rng.standard_normal(shape) * 20).astype(dtype)
    for argmax in (False, True):
        m = onnx_models.mlp(layers, activation=act, batch=batch, argmax=argmax, signed_log1p=slog, standardize=std,
                            input_dtype=dtype)
        assert_same(m, {"input": x})


@pytest.mark.parametrize("n", [1, 7, 63, 64, 65, 500, 5000])
def test_linear_scalar_symbolic_length(n: int) -> None:
    """The RTT model: Shape + Slice of the weights + Mul + ReduceSum (the dot product path)."""
    x = np.random.default_rng(n).standard_normal(n).astype(np.float32)
    assert_same(onnx_models.linear_scalar(None, 3), {"input": x})
    assert_same(onnx_models.linear_scalar(n, 3), {"input": x})


def test_constant_policy() -> None:
    for action in (0, 3):
        m = onnx_models.constant_policy(5, action, 4)
        got = CompiledModelRunner(m, cache_dir="off").populate_features(input=np.ones(5, np.float32)).evaluate(int)
        assert got == action


# ---- operators one by one ---------------------------------------------------------------------------------------------
def _unary(op: str, x: np.ndarray, **attrs: Any) -> None:
    m = _model([helper.make_node(op, ["x"], ["y"], **attrs)], [_vi("x", 1, list(x.shape))], [_vi("y", 1, None)])
    assert_same(m, {"x": x})


@pytest.mark.parametrize("op", ["Abs", "Neg", "Relu", "Sign", "Log", "Exp", "Tanh", "Sigmoid", "Sqrt", "Reciprocal",
                                "Floor", "Ceil", "Identity"])
def test_unary_ops_including_special_values(op: str) -> None:
    rng = np.random.default_rng(0)
    x = np.concatenate([rng.standard_normal(200) * 50, np.exp(rng.uniform(-100, 88, 300)), rng.uniform(-105, 90, 300),
                        [np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-45, -1e-45, 1e-38, 88.72, 88.73, -103.9, 0.625]])
    _unary(op, x.astype(np.float32).reshape(3, -1) if x.size % 3 == 0 else x.astype(np.float32))


@pytest.mark.parametrize("op", ["Add", "Sub", "Mul", "Div", "Max", "Min", "Equal", "Less", "Greater", "LessOrEqual",
                                "GreaterOrEqual"])
@pytest.mark.parametrize("shapes", [([3, 4], [3, 4]), ([3, 4], [4]), ([2, 1, 4], [3, 1]), ([5], []), ([], [2, 2])])
def test_binary_ops_broadcast(op: str, shapes: tuple[list[int], list[int]]) -> None:
    rng = np.random.default_rng(1)
    a = rng.integers(-3, 4, shapes[0]).astype(np.float32)
    b = rng.integers(-3, 4, shapes[1]).astype(np.float32)
    if a.size:
        a.reshape(-1)[0] = np.nan
    out_type = TensorProto.BOOL if op in ("Equal", "Less", "Greater", "LessOrEqual", "GreaterOrEqual") else TensorProto.FLOAT
    m = _model([helper.make_node(op, ["a", "b"], ["y"])], [_vi("a", 1, shapes[0]), _vi("b", 1, shapes[1])], [_vi("y", out_type, None)])
    assert_same(m, {"a": a, "b": b})


@pytest.mark.parametrize("op", ["Add", "Sub", "Mul", "Div", "Max", "Min", "Equal", "Less", "Greater"])
def test_int64_ops(op: str) -> None:
    rng = np.random.default_rng(2)
    a, b = rng.integers(-50, 50, (4, 5)), rng.integers(1, 9, (5,)) * rng.choice([-1, 1], 5)
    out_type = TensorProto.BOOL if op in ("Equal", "Less", "Greater") else TensorProto.INT64
    m = _model([helper.make_node(op, ["a", "b"], ["y"])], [_vi("a", 7, [4, 5]), _vi("b", 7, [5])], [_vi("y", out_type, None)])
    assert_same(m, {"a": a, "b": b})


def test_integer_division_by_zero_is_a_one_line_error() -> None:
    m = _model([helper.make_node("Div", ["a", "b"], ["y"])], [_vi("a", 7, [2]), _vi("b", 7, [2])], [_vi("y", 7, [2])])
    r = CompiledModelRunner(m, cache_dir="off")
    with pytest.raises(FeatureError, match="integer division by zero") as e:
        r.populate_features(a=np.array([1, 2]), b=np.array([1, 0])).evaluate()
    assert "\n" not in str(e.value)


def test_variadic_sum_max_min_where_and_bool_logic() -> None:
    rng = np.random.default_rng(3)
    ins = [_vi(n, 1, [3, 4]) for n in "abc"]
    nodes = [helper.make_node("Sum", ["a", "b", "c"], ["s"]), helper.make_node("Max", ["a", "b", "c"], ["mx"]),
             helper.make_node("Min", ["a", "b", "c"], ["mn"]), helper.make_node("Greater", ["a", "b"], ["g"]),
             helper.make_node("Less", ["b", "c"], ["l"]), helper.make_node("And", ["g", "l"], ["gl"]),
             helper.make_node("Not", ["gl"], ["ngl"]), helper.make_node("Where", ["ngl", "s", "mx"], ["w"])]
    outs = [_vi("s", 1, None), _vi("mx", 1, None), _vi("mn", 1, None), _vi("w", 1, None), _vi("gl", 9, None)]
    feeds = {n: rng.standard_normal((3, 4)).astype(np.float32) for n in "abc"}
    assert_same(_model(nodes, ins, outs), feeds)


@pytest.mark.parametrize("ta,tb", [(0, 0), (1, 0), (0, 1), (1, 1)])
@pytest.mark.parametrize("cshape", [None, [5], [1, 5], [3, 5], []])
def test_gemm(ta: int, tb: int, cshape: list[int] | None) -> None:
    rng = np.random.default_rng(4)
    a = rng.standard_normal((4, 3) if ta else (3, 4)).astype(np.float32)
    w = rng.standard_normal((5, 4) if tb else (4, 5)).astype(np.float32)
    inits = [numpy_helper.from_array(w, "W")]
    ins = ["a", "W"]
    if cshape is not None:
        inits.append(numpy_helper.from_array(rng.standard_normal(cshape).astype(np.float32), "C"))
        ins.append("C")
    node = helper.make_node("Gemm", ins, ["y"], transA=ta, transB=tb, alpha=0.5, beta=2.0)
    assert_same(_model([node], [_vi("a", 1, list(a.shape))], [_vi("y", 1, None)], inits), {"a": a})


@pytest.mark.parametrize("sa,sb", [([7], [7, 3]), ([2, 7], [7]), ([4, 2, 7], [7, 3]), ([2, 1, 3, 7], [4, 7, 5]),
                                   ([3, 70], [70, 130]), ([1, 300], [300, 35]), ([16, 16], [16, 8])])
def test_matmul_shapes(sa: list[int], sb: list[int]) -> None:
    rng = np.random.default_rng(5)
    a, b = rng.standard_normal(sa).astype(np.float32), rng.standard_normal(sb).astype(np.float32)
    m = _model([helper.make_node("MatMul", ["a", "b"], ["y"])], [_vi("a", 1, sa), _vi("b", 1, sb)], [_vi("y", 1, None)])
    assert_same(m, {"a": a, "b": b})


@pytest.mark.parametrize("op", ["ArgMax", "ArgMin"])
@pytest.mark.parametrize("axis,keepdims,last", [(0, 1, 0), (1, 0, 0), (-1, 1, 1), (2, 0, 1)])
def test_argmax_argmin_with_ties_and_nan(op: str, axis: int, keepdims: int, last: int) -> None:
    rng = np.random.default_rng(6)
    x = rng.integers(0, 3, (3, 4, 5)).astype(np.float32)  # many ties
    x[0, 0, 2] = np.nan
    x[1, 0, 0] = np.nan
    node = helper.make_node(op, ["x"], ["y"], axis=axis, keepdims=keepdims, select_last_index=last)
    m = _model([node], [_vi("x", 1, [3, 4, 5])], [_vi("y", 7, None)])
    ref = ONNXModelRunner(m).populate_features(x=x).evaluate()
    got = CompiledModelRunner(m, cache_dir="off").populate_features(x=x).evaluate()
    np.testing.assert_array_equal(got, ref)  # exact: ties and NaN resolved as onnxruntime does


@pytest.mark.parametrize("op", ["ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin"])
@pytest.mark.parametrize("axes,keepdims", [(None, 1), ([1], 0), ([0, 2], 1), ([-1], 1), ([2], 0)])
def test_reductions(op: str, axes: list[int] | None, keepdims: int) -> None:
    rng = np.random.default_rng(7)
    x = rng.standard_normal((3, 4, 100)).astype(np.float32)
    ins, inits = ["x"], []
    attrs: dict[str, Any] = {"keepdims": keepdims}
    if axes is not None:
        if op == "ReduceSum":
            inits.append(numpy_helper.from_array(np.array(axes, np.int64), "axes"))
            ins.append("axes")
        else:
            attrs["axes"] = axes
    m = _model([helper.make_node(op, ins, ["y"], **attrs)], [_vi("x", 1, [3, 4, 100])], [_vi("y", 1, None)], inits)
    assert_same(m, {"x": x})


def test_layout_ops_concat_transpose_gather_slice_cast() -> None:
    rng = np.random.default_rng(8)
    x = rng.standard_normal((2, 3, 4)).astype(np.float32)
    idx = np.array([[2, 0], [-1, 1]], np.int64)
    inits = [numpy_helper.from_array(np.array([4, 6], np.int64), "shape"), numpy_helper.from_array(np.array([0], np.int64), "ax0"),
             numpy_helper.from_array(np.array([1], np.int64), "s1"), numpy_helper.from_array(np.array([3], np.int64), "e1"),
             numpy_helper.from_array(np.array([2], np.int64), "a2")]
    nodes = [helper.make_node("Reshape", ["x", "shape"], ["r"]), helper.make_node("Flatten", ["x"], ["f"], axis=2),
             helper.make_node("Transpose", ["x"], ["t"], perm=[2, 0, 1]), helper.make_node("Unsqueeze", ["x", "ax0"], ["u"]),
             helper.make_node("Squeeze", ["u", "ax0"], ["sq"]), helper.make_node("Concat", ["x", "sq", "x"], ["c"], axis=1),
             helper.make_node("Gather", ["x", "i"], ["g"], axis=2), helper.make_node("Slice", ["x", "s1", "e1", "a2"], ["sl"]),
             helper.make_node("Cast", ["x"], ["ci"], to=TensorProto.INT64), helper.make_node("Cast", ["ci"], ["cf"], to=TensorProto.DOUBLE),
             helper.make_node("Shape", ["x"], ["sh"]), helper.make_node("ConstantOfShape", ["sh"], ["z"],
                                                                        value=numpy_helper.from_array(np.array([2.5], np.float32))),
             helper.make_node("Add", ["z", "x"], ["zx"])]
    outs = [_vi(n, 1, None) for n in ("r", "f", "t", "sq", "c", "g", "sl", "zx")] + [_vi("ci", 7, None), _vi("cf", 11, None)]
    m = _model(nodes, [_vi("x", 1, [2, 3, 4]), _vi("i", 7, [2, 2])], outs, inits)
    assert_same(m, {"x": x * 10, "i": idx})


def test_runtime_gather_index_out_of_range_is_a_one_line_error() -> None:
    m = _model([helper.make_node("Gather", ["x", "i"], ["y"])], [_vi("x", 1, [4]), _vi("i", 7, [1])], [_vi("y", 1, [1])])
    r = CompiledModelRunner(m, cache_dir="off")
    assert r.populate_features(x=np.arange(4, dtype=np.float32), i=np.array([-1])).evaluate()[0] == 3.0
    with pytest.raises(FeatureError, match="Gather index is out of range"):
        r.populate_features(x=np.arange(4, dtype=np.float32), i=np.array([4])).evaluate()


def test_older_opset_attribute_forms() -> None:
    """opset 11: Unsqueeze/Squeeze/ReduceSum take axes as attributes."""
    nodes = [helper.make_node("Unsqueeze", ["x"], ["u"], axes=[0]), helper.make_node("ReduceSum", ["u"], ["s"], axes=[2], keepdims=0),
             helper.make_node("Squeeze", ["s"], ["y"], axes=[0])]
    x = np.random.default_rng(9).standard_normal((3, 5)).astype(np.float32)
    assert_same(_model(nodes, [_vi("x", 1, [3, 5])], [_vi("y", 1, None)], opset=11), {"x": x})


# ---- refusals: one line, naming the operator and the node ------------------------------------------------------------
def _one_line(err: pytest.ExceptionInfo[BaseException]) -> str:
    text = str(err.value)
    assert "\n" not in text
    return text


def test_unsupported_operator_is_refused_at_construction() -> None:
    m = _model([helper.make_node("Softmax", ["x"], ["y"], name="policy_head")], [_vi("x", 1, ["N", 4])], [_vi("y", 1, ["N", 4])])
    with pytest.raises(ModelError) as e:
        CompiledModelRunner(m, cache_dir="off")
    text = _one_line(e)
    assert "Softmax" in text and "policy_head" in text


def test_dynamic_shape_is_refused() -> None:
    nodes = [helper.make_node("Reshape", ["x", "s"], ["y"], name="reshape_by_input")]
    m = _model(nodes, [_vi("x", 1, [6]), _vi("s", 7, [2])], [_vi("y", 1, None)])
    with pytest.raises(ModelError) as e:
        CompiledModelRunner(m, cache_dir="off")
    text = _one_line(e)
    assert "Reshape" in text and "reshape_by_input" in text and "dynamic shape" in text


def test_unsupported_element_type_is_refused() -> None:
    m = _model([helper.make_node("Relu", ["x"], ["y"])], [_vi("x", TensorProto.FLOAT16, [2])], [_vi("y", TensorProto.FLOAT16, [2])])
    with pytest.raises(ModelError, match="float16") as e:
        CompiledModelRunner(m, cache_dir="off")
    _one_line(e)


def test_corrupt_and_truncated_files(tmp_path: Path) -> None:
    data = Path(MODELS[0]).read_bytes()
    for name, blob in (("garbage.onnx", b"\x00\xffnot a model" * 10), ("truncated.onnx", data[: len(data) // 2]),
                       ("empty.onnx", b"")):
        path = tmp_path / name
        path.write_bytes(blob)
        with pytest.raises(ModelError) as e:
            create_runner(f"compiled:{path}")
        assert str(path) in _one_line(e)
    with pytest.raises(ModelError, match="not found"):
        create_runner(f"compiled:{tmp_path / 'missing.onnx'}")


def test_wrong_input_width_and_advice_spec_mismatch() -> None:
    from mlbridge_llvm.tensors import TensorSpec

    path = str(REPO / "models" / "inliner-oz.onnx")
    r = create_runner(f"compiled:{path}")
    with pytest.raises(FeatureError) as e:
        r.populate_features(features=np.zeros(38, np.float32)).evaluate()
    assert "features" in _one_line(e)
    with pytest.raises(ModelError) as e:
        create_runner(f"compiled:{path}", feature_specs=[TensorSpec("features", "float", (1, 38))])
    _one_line(e)
    with pytest.raises(ModelError) as e:
        create_runner(f"compiled:{path}", advice_spec=TensorSpec("decision", "float", (3,)))
    _one_line(e)


def test_runner_spec_options() -> None:
    path = str(REPO / "models" / "mlir-unroll.onnx")
    assert isinstance(create_runner(f"compiled:{path}?cache=off"), CompiledModelRunner)
    with pytest.raises(ConfigError, match="bogus"):
        create_runner(f"compiled:{path}?bogus=1")
    with pytest.raises(ConfigError, match="model path"):
        create_runner("compiled:")


# ---- the contract: same answers as the ONNX runner through the MLModelRunner API -----------------------------------
def test_same_contract_as_onnx_runner_for_pass_specs() -> None:
    from mlbridge_passes.inliner.features import ADVICE, MODEL_INPUT

    path = str(REPO / "models" / "inliner-oz.onnx")
    o = create_runner(f"onnx:{path}", feature_specs=[MODEL_INPUT], advice_spec=ADVICE)
    c = create_runner(f"compiled:{path}", feature_specs=[MODEL_INPUT], advice_spec=ADVICE)
    rng = np.random.default_rng(10)
    for _ in range(20):
        row = rng.integers(0, 200, 39).astype(np.float32).reshape(1, 39)
        for value in (row, row.reshape(-1).tolist(), row.astype(np.float64)):
            a, b = o.populate_features(features=value).evaluate(), c.populate_features(features=value).evaluate()
            assert type(a) is type(b) and a.dtype == b.dtype and a.shape == b.shape and np.array_equal(a, b)
            assert o.populate_features(features=value).evaluate(int) == c.populate_features(features=value).evaluate(int)
    batch = [{"features": rng.integers(0, 50, (1, 39)).astype(np.float32)} for _ in range(5)]
    assert [int(x) for x in o.evaluate_batch(batch, int)] == [int(x) for x in c.evaluate_batch(batch, int)]


def test_threads_share_one_runner() -> None:
    """Threads query one runner at once (features are per thread; the native call releases the GIL)."""
    path = str(REPO / "models" / "poset-rl-odg.onnx")
    r = create_runner(f"compiled:{path}")
    o = create_runner(f"onnx:{path}")
    rng = np.random.default_rng(12)
    jobs = [random_feeds(o, rng, 5.0) for _ in range(40)]
    expected = [int(o.populate_features(f).evaluate(int)) for f in jobs]
    results: dict[int, list[int]] = {}

    def work(t: int) -> None:
        results[t] = [int(r.populate_features(f).evaluate(int)) for f in jobs for _ in range(3)][::3]

    threads = [threading.Thread(target=work, args=(t,)) for t in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(results[t] == expected for t in range(4))
    fn = next(iter(r._fns.values()))
    assert not fn.cfunc._flags_ & ctypes._FUNCFLAG_PYTHONAPI  # a plain C call: ctypes drops the GIL


# ---- caches --------------------------------------------------------------------------------------------------------------
_PROBE = """
import json, sys, numpy as np
from mlbridge_llvm.runners import create_runner
from mlbridge_llvm.compiled import jit
r = create_runner(sys.argv[1])
a = int(r.populate_features(input=np.arange(18, dtype=np.float32)).evaluate(int))
print(json.dumps({"answer": a, **jit.stats()}))
"""


def _probe(spec: str, cache: Path) -> dict[str, int]:
    env = dict(os.environ, MLBRIDGE_CACHE_DIR=str(cache))
    out = subprocess.run([sys.executable, "-c", _PROBE, spec], env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_disk_cache_across_processes_and_damaged_entries(tmp_path: Path) -> None:
    cache = tmp_path / "objs"
    spec = f"compiled:{REPO / 'models' / 'mlir-unroll.onnx'}"
    first = _probe(spec, cache)
    assert first["compiled"] == 1 and first["disk_hits"] == 0
    entries = list(cache.glob("*.o.cache"))
    assert len(entries) == 1
    second = _probe(spec, cache)
    assert second["compiled"] == 0 and second["disk_hits"] == 1 and second["answer"] == first["answer"]
    entries[0].write_bytes(entries[0].read_bytes()[:-100])  # truncated: checksum fails, recompiled
    third = _probe(spec, cache)
    assert third["compiled"] == 1 and third["answer"] == first["answer"]
    off = _probe(spec + "?cache=off", tmp_path / "unused")
    assert off["compiled"] == 1 and not (tmp_path / "unused").exists()


_PROBE_LINEAR = """
import json, sys, numpy as np
from mlbridge_llvm.runners import create_runner
from mlbridge_llvm.compiled import jit
r = create_runner(sys.argv[1])
answers = [float(r.populate_features(input=np.linspace(-1, 1, n, dtype=np.float32)).evaluate(float)) for n in (700, 5000)]
print(json.dumps({"answers": answers, "weights": len(jit._weights), **jit.stats()}))
"""


def test_large_weights_are_shared_symbols_and_survive_the_disk_cache(tmp_path: Path) -> None:
    """The RTT model slices one 200 kB weight vector per length: every specialisation refers to the same array
    (one registered symbol), and objects loaded from the disk cache find it again."""
    path = onnx_models.save_model(onnx_models.linear_scalar(None, 5), tmp_path / "lin.onnx")
    env = dict(os.environ, MLBRIDGE_CACHE_DIR=str(tmp_path / "objs"))
    runs = [json.loads(subprocess.run([sys.executable, "-c", _PROBE_LINEAR, f"compiled:{path}"], env=env,
                                      capture_output=True, text=True, check=True).stdout) for _ in range(2)]
    w, b = onnx_models.linear_scalar_weights(None, 5)
    expect = [float(np.dot(w[:n], np.linspace(-1, 1, n, dtype=np.float32)) + b[0]) for n in (700, 5000)]
    for run in runs:
        np.testing.assert_allclose(run["answers"], expect, rtol=1e-5, atol=1e-5)
        assert run["weights"] == 1
    assert runs[0]["compiled"] == 2 and runs[1]["compiled"] == 0 and runs[1]["disk_hits"] == 2


def test_compiled_once_per_process_and_shape() -> None:
    from mlbridge_llvm.compiled import jit

    path = str(REPO / "models" / "poset-rl-odg-critic.onnx")
    before = jit.stats()
    r1, r2 = create_runner(f"compiled:{path}"), create_runner(f"compiled:{path}")
    for r in (r1, r2):
        for k in (3, 5, 3):
            r.populate_features(size_features=np.ones((1, k, 111), np.float32)).evaluate()
    after = jit.stats()
    assert after["compiled"] + after["disk_hits"] - before["compiled"] - before["disk_hits"] == 2  # K=3 and K=5, once each


def test_fast_path_takes_only_exact_arrays() -> None:
    """After a first query, arrays of the same dtype and shape go straight to native code; anything else (another
    dtype, a non-contiguous view, a list, another shape, a read-only array) still gets the ONNX runner's answer."""
    path = str(REPO / "models" / "regalloc-evict.onnx")
    o, c = create_runner(f"onnx:{path}"), create_runner(f"compiled:{path}")
    rng = np.random.default_rng(13)
    x = np.floor(rng.exponential(5.0, (33, 43))).astype(np.float32)
    ro = x.copy()
    ro.flags.writeable = False
    wide = np.zeros((33, 86), np.float32)
    wide[:, ::2] = x
    variants = [x, x.astype(np.float64), wide[:, ::2], x.tolist(), ro, x.reshape(-1), x + 1]
    for v in variants * 2:
        ref = o.populate_features(candidates=v).evaluate()
        got = c.populate_features(candidates=v).evaluate()
        assert got.dtype == ref.dtype and got.shape == ref.shape
        np.testing.assert_allclose(got, ref, rtol=RTOL, atol=ATOL)
    assert c._plan is not None and c._plan.wrap is not None
    with pytest.raises(FeatureError):
        c.populate_features(candidates=np.zeros((33, 42), np.float32)).evaluate()
    with pytest.raises(FeatureError):
        c.populate_features(candidates=x, extra=x).evaluate()


# ---- benchmarks: their logic and outputs, never their timings ----------------------------------------------------------
def test_rtt_verdict_rule_and_spread() -> None:
    from mlbridge_llvm.bench import rtt

    assert not rtt.verdicts_supported(10, 3) and not rtt.verdicts_supported(100, 1) and rtt.verdicts_supported(100, 3)
    assert rtt.ratio_spread([2.0, 3.0, 4.0], [1.0, 1.0, 2.0]) == (2.0, 3.0)


def test_rtt_quick_prints_no_verdicts_but_the_compiled_row(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from mlbridge_llvm.bench import rtt

    res = rtt.run(quick=True, repeat=2, outdir=str(tmp_path), only=["compiled"], plot=False)
    out = capsys.readouterr().out
    assert "MISSED" not in out and "[met]" not in out and "no verdicts" in out
    assert "compiled <= 1.5x numpy floor: ratio" in out and "repeats" in out
    rows = {r["runner"]: r for r in res["rows"]}
    assert rows["compiled"]["wrong_answers"] == 0 and rows["compiled"]["ratio_repeats"]
    assert (tmp_path / "rtt.json").is_file() and (tmp_path / "rtt.csv").is_file()


def test_models_bench_smoke(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from mlbridge_llvm.bench import models

    res = models.run(queries=8, rounds=1, outdir=str(tmp_path), only=["inliner-oz", "poset-rl-odg-critic.onnx"])
    assert [r["model"] for r in res["rows"]] == ["inliner-oz.onnx", "poset-rl-odg-critic.onnx"]
    assert all(r["answers_match"] == "8/8" for r in res["rows"])
    assert all(t["met"] is None for t in res["meta"]["targets"])  # too short to judge
    assert "no verdicts" in capsys.readouterr().out
    assert {p.name for p in tmp_path.iterdir()} >= {"models.json", "models.csv", "models.png"}


def test_new_shape_while_another_thread_holds_llvm_codegen_is_an_error_not_a_hang(monkeypatch: pytest.MonkeyPatch) -> None:
    """ml-regalloc holds llvmlite's codegen lock (with its ML advisor switched on) while it waits for answers: a
    query that needs a fresh compilation then fails in one line instead of deadlocking."""
    from mlbridge_llvm.compiled import onnx_to_llvm
    from mlbridge_llvm.ir import codegen

    monkeypatch.setattr(onnx_to_llvm, "CODEGEN_WAIT", 0.2)
    r = CompiledModelRunner(onnx_models.linear_scalar(None, 9), cache_dir="off")
    held, release = threading.Event(), threading.Event()

    def holder() -> None:
        with codegen.CODEGEN_LOCK:
            held.set()
            release.wait(30)

    t = threading.Thread(target=holder)
    t.start()
    try:
        held.wait(30)
        with pytest.raises(ModelError) as e:
            r.populate_features(input=np.ones(37, np.float32)).evaluate(float)
        assert "feature_specs" in _one_line(e)
    finally:
        release.set()
        t.join()
    assert r.populate_features(input=np.ones(37, np.float32)).evaluate(float) == pytest.approx(
        float(np.sum(onnx_models.linear_scalar_weights(None, 9)[0][:37]) + onnx_models.linear_scalar_weights(None, 9)[1][0]),
        rel=1e-5)


@pytest.mark.parametrize("to", [TensorProto.INT64, TensorProto.INT32, TensorProto.BOOL, TensorProto.DOUBLE])
def test_cast_special_values_as_onnxruntime(to: int) -> None:
    """float -> int: NaN, +-inf and out-of-range give INT_MIN (x86 onnxruntime); -> bool: NaN is true."""
    x = np.array([np.nan, np.inf, -np.inf, 1e20, -1e20, -2.7, 2.7, -0.0, 0.5], np.float32)
    m = _model([helper.make_node("Cast", ["x"], ["y"], to=to)], [_vi("x", 1, [9])], [_vi("y", to, [9])])
    ref = ONNXModelRunner(m).populate_features(x=x).evaluate()
    got = CompiledModelRunner(m, cache_dir="off").populate_features(x=x).evaluate()
    np.testing.assert_array_equal(got, ref)
