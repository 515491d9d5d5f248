"""ONNXModelRunner and onnx_models: real models, real onnxruntime."""
from __future__ import annotations

import os

import numpy as np
import onnx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper

from mlbridge_llvm import onnx_models as om
from mlbridge_llvm.errors import ConfigError, FeatureError, MLBridgeError, ModelError
from mlbridge_llvm.runners.base import RUNNER_FACTORIES
from mlbridge_llvm.runners.onnx import ONNXModelRunner
from mlbridge_llvm.tensors import TensorSpec


def reference(layers: list[tuple[np.ndarray, np.ndarray]], x: np.ndarray) -> np.ndarray:
    """numpy forward pass of om.mlp with relu."""
    h = np.asarray(x, dtype=np.float32)
    for i, (w, b) in enumerate(layers):
        h = h @ w + b
        if i < len(layers) - 1:
            h = np.maximum(h, 0)
    return h


@pytest.fixture(scope="module")
def layers() -> list[tuple[np.ndarray, np.ndarray]]:
    return om.random_layers([300, 64, 15], seed=1)


@pytest.fixture(scope="module")
def mlp_path(tmp_path_factory: pytest.TempPathFactory, layers) -> str:
    return om.save_model(om.mlp(layers), tmp_path_factory.mktemp("m") / "mlp.onnx")


def multi_output_model() -> onnx.ModelProto:
    """int64 [3] -> sum (int64 [1]) and scaled (float [3])."""
    nodes = [
        helper.make_node("ReduceSum", ["x", "axes"], ["sum"], keepdims=1),
        helper.make_node("Cast", ["x"], ["xf"], to=TensorProto.FLOAT),
        helper.make_node("Mul", ["xf", "half"], ["scaled"]),
    ]
    inits = [onnx.numpy_helper.from_array(np.array([0], np.int64), "axes"),
             onnx.numpy_helper.from_array(np.array(0.5, np.float32), "half")]
    graph = helper.make_graph(nodes, "multi", [helper.make_tensor_value_info("x", TensorProto.INT64, [3])],
                              [helper.make_tensor_value_info("sum", TensorProto.INT64, [1]),
                               helper.make_tensor_value_info("scaled", TensorProto.FLOAT, [3])], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", om.OPSET)])
    model.ir_version = om.IR_VERSION
    return model


# ---- plain queries -------------------------------------------------------------------------------------------

def test_mlp_round_trip_matches_numpy(mlp_path, layers):
    runner = ONNXModelRunner(mlp_path)
    assert [(i.name, i.shape) for i in runner.inputs] == [("input", ("N", 300))]
    rng = np.random.default_rng(0)
    for _ in range(5):
        x = rng.normal(size=300).astype(np.float32)
        got = runner.populate_features(("input", x)).evaluate()
        assert got.shape == (15,)  # the batch dimension added for the query is removed again
        assert np.allclose(got, reference(layers, x), rtol=1e-5, atol=1e-6)
    # an explicit batch of one keeps its batch dimension; Python lists (float64) are narrowed to float32
    x = rng.normal(size=300)
    assert runner.populate_features(input=x[None]).evaluate().shape == (1, 15)
    assert np.allclose(runner.populate_features(input=list(x)).evaluate(), reference(layers, x), rtol=1e-5, atol=1e-6)


def test_unbatched_model_and_model_sources(layers):
    model = om.mlp(layers, batch=False)
    x = np.linspace(-1, 1, 300, dtype=np.float32)
    for source in (model, model.SerializeToString()):
        with ONNXModelRunner(source) as runner:
            assert np.allclose(runner.populate_features(input=x).evaluate(), reference(layers, x), rtol=1e-5, atol=1e-6)


def test_int64_input_model():
    layers = om.random_layers([4, 3], seed=2)
    runner = ONNXModelRunner(om.mlp(layers, input_dtype=np.int64, batch=False))
    assert runner.inputs[0].dtype == np.dtype("<i8")
    got = runner.populate_features(input=[1, -2, 3, 4]).evaluate()
    assert np.allclose(got, reference(layers, np.array([1, -2, 3, 4])), rtol=1e-5)
    with pytest.raises(FeatureError, match="without loss"):
        runner.populate_features(input=[1.5, 0, 0, 0]).evaluate()


def test_multi_output_returns_dict():
    runner = ONNXModelRunner(multi_output_model())
    out = runner.populate_features(x=np.array([1, 2, 4])).evaluate()
    assert set(out) == {"sum", "scaled"}
    assert out["sum"].tolist() == [7] and out["sum"].dtype == np.int64
    assert np.allclose(out["scaled"], [0.5, 1.0, 2.0])
    # advice_spec picks one output of a multi-output model by name
    picked = ONNXModelRunner(multi_output_model(), advice_spec=TensorSpec("sum", "int64_t", (1,)))
    assert picked.populate_features(x=[1, 1, 1]).evaluate(int) == 3


def test_typed_evaluate_on_argmax_model():
    layers = om.random_layers([8, 16, 5], seed=3)
    runner = ONNXModelRunner(om.mlp(layers, argmax=True))
    rng = np.random.default_rng(3)
    for _ in range(10):
        x = rng.normal(size=8).astype(np.float32)
        action = runner.populate_features(input=x).evaluate(int)
        assert type(action) is int and action == int(np.argmax(reference(layers, x)))
    assert ONNXModelRunner(om.constant_policy(6, 4)).populate_features(input=np.ones(6)).evaluate(int) == 4


def test_linear_scalar_symbolic_length_serves_all_sizes():
    runner = ONNXModelRunner(om.linear_scalar(None, seed=7))
    w, b = om.linear_scalar_weights(None, seed=7)
    rng = np.random.default_rng(7)
    for n in (500, 1000, 50_000):
        x = rng.uniform(-1, 1, n).astype(np.float32)
        got = runner.populate_features(input=x).evaluate(float)
        assert np.isclose(got, float(x.astype(np.float64) @ w[:n] + b[0]), rtol=1e-4, atol=1e-2)
    fixed = ONNXModelRunner(om.linear_scalar(500, seed=1))
    w, b = om.linear_scalar_weights(500, seed=1)
    x = rng.uniform(-1, 1, 500).astype(np.float32)
    assert np.isclose(fixed.populate_features(input=x).evaluate(float), float(x @ w + b[0]), rtol=1e-5, atol=1e-4)
    # a runtime failure inside onnxruntime (longer than the weight vector) surfaces as a kit error
    with pytest.raises(MLBridgeError, match="onnxruntime failed"):
        runner.populate_features(input=np.zeros(om.MAX_LINEAR_INPUTS + 1, np.float32)).evaluate()


@settings(max_examples=15, deadline=None)
@given(st.lists(st.integers(1, 12), min_size=2, max_size=4), st.integers(0, 2**31))
def test_random_mlps_match_numpy(sizes, seed):
    layers = om.random_layers(sizes, seed=seed)
    runner = ONNXModelRunner(om.mlp(layers))
    x = np.random.default_rng(seed).normal(size=sizes[0]).astype(np.float32)
    assert np.allclose(runner.populate_features(input=x).evaluate(), reference(layers, x), rtol=1e-5, atol=1e-5)


# ---- batches ---------------------------------------------------------------------------------------------------

def test_evaluate_batch_equals_loop(mlp_path):
    runner = ONNXModelRunner(mlp_path)
    rng = np.random.default_rng(5)
    batch = [{"input": rng.normal(size=300).astype(np.float32)} for _ in range(7)]
    batched = runner.evaluate_batch(batch)
    looped = [runner.populate_features(f).evaluate() for f in batch]
    assert len(batched) == 7
    for a, b in zip(batched, looped):
        assert a.shape == b.shape == (15,)
        assert np.allclose(a, b, rtol=1e-5, atol=1e-6)
    assert runner.evaluate_batch([]) == []


def test_evaluate_batch_typed_and_unbatched_models(layers):
    rng = np.random.default_rng(6)
    batch = [{"input": rng.normal(size=300)} for _ in range(4)]
    argmax = ONNXModelRunner(om.mlp(layers, argmax=True))
    assert argmax.evaluate_batch(batch, int) == [int(np.argmax(reference(layers, f["input"]))) for f in batch]
    plain = ONNXModelRunner(om.mlp(layers, batch=False))  # no batch dimension: a loop
    for a, f in zip(plain.evaluate_batch(batch), batch):
        assert np.allclose(a, reference(layers, f["input"]), rtol=1e-5, atol=1e-6)


# ---- errors ------------------------------------------------------------------------------------------------------

def test_missing_file(tmp_path):
    with pytest.raises(ModelError, match="not found"):
        ONNXModelRunner(tmp_path / "nope.onnx")


def test_corrupt_files(tmp_path, mlp_path):
    garbage = tmp_path / "garbage.onnx"
    garbage.write_bytes(np.random.default_rng(0).bytes(4096))
    truncated = tmp_path / "truncated.onnx"
    data = open(mlp_path, "rb").read()
    truncated.write_bytes(data[: len(data) // 2])
    for path in (garbage, truncated):
        with pytest.raises(ModelError, match="cannot load ONNX model") as err:
            ONNXModelRunner(path)
        assert "\n" not in str(err.value) and str(path) in str(err.value)
    with pytest.raises(ModelError):
        ONNXModelRunner(b"\x00\x01not a model")


def test_wrong_width_names_input_and_shapes(mlp_path):
    runner = ONNXModelRunner(mlp_path)
    with pytest.raises(FeatureError) as err:
        runner.populate_features(input=np.zeros(299, np.float32)).evaluate()
    msg = str(err.value)
    assert "'input'" in msg and "[N, 300]" in msg and "[299]" in msg
    with pytest.raises(FeatureError, match=r"\[N, 300\].*\[2, 3, 50\]"):
        runner.populate_features(input=np.zeros((2, 3, 50), np.float32)).evaluate()


def test_missing_and_unexpected_features(mlp_path):
    runner = ONNXModelRunner(mlp_path)
    with pytest.raises(FeatureError, match=r"missing \['input'\]"):
        runner.populate_features(other=np.zeros(300)).evaluate()
    with pytest.raises(FeatureError, match=r"unexpected \['extra'\]"):
        runner.populate_features(input=np.zeros(300), extra=1).evaluate()
    # features are cleared after a failed query too
    assert runner.populate_features(input=np.zeros(300)).evaluate().shape == (15,)


def test_feature_specs_checked_at_construction(mlp_path, layers):
    good = ONNXModelRunner(mlp_path, feature_specs=[TensorSpec("input", "float", (300,))])
    x = np.arange(300, dtype=np.float32) / 300
    assert np.allclose(good.populate_features(input=x).evaluate(), reference(layers, x), rtol=1e-5, atol=1e-6)
    ONNXModelRunner(mlp_path, feature_specs=[TensorSpec("input", "float", (1, 300))])
    with pytest.raises(ModelError, match=r"model expects input 'input' as float \[N, 300\] but features declare float \[299\]"):
        ONNXModelRunner(mlp_path, feature_specs=[TensorSpec("input", "float", (299,))])
    with pytest.raises(ModelError, match="but features declare int64_t"):
        ONNXModelRunner(mlp_path, feature_specs=[TensorSpec("input", "int64_t", (300,))])
    with pytest.raises(ModelError, match=r"model expects inputs \['input'\] but features declare \['embedding'\]"):
        ONNXModelRunner(mlp_path, feature_specs=[TensorSpec("embedding", "float", (300,))])


def test_advice_spec_checked_at_construction(mlp_path, layers):
    argmax = om.mlp(layers, argmax=True)
    runner = ONNXModelRunner(argmax, advice_spec=TensorSpec("advice", "int64_t", (1,)))
    advice = runner.populate_features(input=np.zeros(300)).evaluate()
    assert advice.shape == (1,) and advice.dtype == np.int64
    with pytest.raises(ModelError, match="advice_spec declares int64_t \\[2\\]"):
        ONNXModelRunner(argmax, advice_spec=TensorSpec("advice", "int64_t", (2,)))
    with pytest.raises(ModelError, match="model output 'output' is float \\[N, 15\\]"):
        ONNXModelRunner(mlp_path, advice_spec=TensorSpec("advice", "int64_t", (15,)))
    with pytest.raises(ModelError, match="advice_spec names 'nope'"):
        ONNXModelRunner(multi_output_model(), advice_spec=TensorSpec("nope", "int64_t", (1,)))
    ONNXModelRunner(mlp_path, advice_spec=TensorSpec("logits", "float", (15,)))


def test_closed_runner_and_registry(mlp_path):
    runner = RUNNER_FACTORIES["onnx"](mlp_path, {"threads": "2"})
    assert isinstance(runner, ONNXModelRunner)
    runner.close()
    runner.close()
    with pytest.raises(ModelError, match="closed"):
        runner.populate_features(input=np.zeros(300)).evaluate()
    with pytest.raises(ConfigError, match="unknown onnx runner option"):
        RUNNER_FACTORIES["onnx"](mlp_path, {"thread": "2"})
    with pytest.raises(ConfigError, match="integer"):
        RUNNER_FACTORIES["onnx"](mlp_path, {"threads": "many"})


# ---- model building and saving ---------------------------------------------------------------------------------

def test_save_model_is_atomic(tmp_path, layers):
    path = tmp_path / "model.onnx"
    om.save_model(om.mlp(layers), path)
    before = path.read_bytes()
    bad = om.mlp(layers)
    bad.graph.node[0].input[1] = "undefined_weight"  # checker rejects a dangling input
    with pytest.raises(ModelError, match="invalid ONNX model"):
        om.save_model(bad, path)
    assert path.read_bytes() == before and os.listdir(tmp_path) == ["model.onnx"]
    with pytest.raises(ModelError):
        om.save_model(bad, tmp_path / "other.onnx")
    assert os.listdir(tmp_path) == ["model.onnx"]


def test_builders_validate_weights():
    from mlbridge_llvm.errors import SpecError

    with pytest.raises(SpecError, match="layer 1"):
        om.mlp([(np.zeros((3, 4)), np.zeros(4)), (np.zeros((5, 2)), np.zeros(2))])
    with pytest.raises(SpecError, match="activation"):
        om.mlp(om.random_layers([2, 2]), activation="gelu2")
    with pytest.raises(SpecError):
        om.constant_policy(3, action=5, n_actions=4)
    for model in (om.mlp(om.random_layers([3, 4, 2]), activation="tanh", input_dtype="int32", argmax=True, batch=False),
                  om.linear_scalar(None), om.constant_policy(3, 1)):
        onnx.checker.check_model(model, full_check=True)
