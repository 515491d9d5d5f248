"""Integer division inside onnxruntime: ``INT_MIN / -1`` must not kill the compiler (it was SIGFPE, exit 136).

The ``onnx:`` runner guards every integer ``Div``/``Mod`` that could trap (see
:mod:`mlbridge_llvm.runners.onnx_guard`): the answer is ``INT_MIN`` for ``Div`` (what the compiled runner computes)
and 0 for ``Mod``. Division by zero stays onnxruntime's own one-line error. Every run is a subprocess, so a
regression shows as a signal death here instead of taking the test process with it.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

ROOT = Path(__file__).resolve().parents[3]
INLINE_INPUT = ROOT / "mlbridge_llvm" / "data" / "inline_demo.ll"
I64_MIN = np.iinfo(np.int64).min


def _inliner_dividing(path: Path, threshold: float) -> Path:
    """An inliner-shaped model (features float[N, 39] -> decision int64[N]) computing
    ``INT64_MIN / d == INT64_MIN`` with ``d = -(sum(features) < threshold)``: -1 for every real query when the
    threshold is huge (the trapping case), 0 when it is hugely negative (division by zero)."""
    inits = [numpy_helper.from_array(np.array([I64_MIN], np.int64), "lo"),
             numpy_helper.from_array(np.array([1], np.int64), "axes"),
             numpy_helper.from_array(np.array(threshold, np.float32), "threshold")]
    nodes = [helper.make_node("ReduceSum", ["features", "axes"], ["s"], keepdims=0),
             helper.make_node("Less", ["s", "threshold"], ["small"]),
             helper.make_node("Cast", ["small"], ["one"], to=TensorProto.INT64),
             helper.make_node("Neg", ["one"], ["d"]),
             helper.make_node("Div", ["lo", "d"], ["q"], name="the_division"),
             helper.make_node("Equal", ["q", "lo"], ["wrapped"]),
             helper.make_node("Cast", ["wrapped"], ["decision"], to=TensorProto.INT64)]
    graph = helper.make_graph(nodes, "divides", [helper.make_tensor_value_info("features", TensorProto.FLOAT, ["N", 39])],
                              [helper.make_tensor_value_info("decision", TensorProto.INT64, ["N"])], inits)
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8), str(path))
    return path


def _opt(tmp_path: Path, runner: str, model: Path, out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.opt", "-S", "-passes=ml-inline", f"--runner={runner}",
                           f"--model={model}", str(INLINE_INPUT), "-o", str(out)], capture_output=True, text=True,
                          timeout=300, env=dict(os.environ, MLBRIDGE_CACHE_DIR=str(tmp_path / "cache")))


def test_int64_min_by_minus_one_through_mlbridge_opt(tmp_path: Path) -> None:
    """The probe's case: the onnx runner now answers as the compiled runner does (identical IR), no signal."""
    model = _inliner_dividing(tmp_path / "div.onnx", 1e30)
    ort_run = _opt(tmp_path, "onnx", model, tmp_path / "onnx.ll")
    assert ort_run.returncode == 0, (ort_run.returncode, ort_run.stderr[-2000:])
    assert ort_run.stderr == ""
    compiled = _opt(tmp_path, "compiled", model, tmp_path / "compiled.ll")
    assert compiled.returncode == 0, compiled.stderr
    assert (tmp_path / "onnx.ll").read_text() == (tmp_path / "compiled.ll").read_text()


def test_integer_division_by_zero_through_mlbridge_opt_is_one_line(tmp_path: Path) -> None:
    model = _inliner_dividing(tmp_path / "zero.onnx", -1e30)
    out = tmp_path / "out.ll"
    proc = _opt(tmp_path, "onnx", model, out)
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert proc.returncode == 1 and len(lines) == 1, (proc.returncode, proc.stderr[-2000:])
    assert lines[0].startswith("mlbridge-opt: error:") and "division by zero" in lines[0], lines[0]
    assert not out.exists()


_QUERY = """
import json, sys, numpy as np
from mlbridge_llvm.runners.onnx import ONNXModelRunner
r = ONNXModelRunner(sys.argv[1])
dtype = np.dtype(sys.argv[2])
feeds = {i.name: np.array(v, dtype) for i, v in zip(r.inputs, json.loads(sys.argv[3]))}
print(json.dumps(np.asarray(r.populate_features(feeds).evaluate()).tolist()))
"""


def _division_model(path: Path, op: str, elem: int, const_a: list[int] | None = None,
                    const_b: list[int] | None = None, **attrs: int) -> Path:
    """``y = a op b`` over [3]-vectors; ``a``/``b`` are graph inputs unless given as constants (then they are
    Constant nodes, which onnxruntime folds when the session is created)."""
    dtype = helper.tensor_dtype_to_np_dtype(elem)
    nodes, inputs = [], []
    for name, value in (("a", const_a), ("b", const_b)):
        if value is None:
            inputs.append(helper.make_tensor_value_info(name, elem, [3]))
        else:
            nodes.append(helper.make_node("Constant", [], [name], value=numpy_helper.from_array(np.array(value, dtype))))
    nodes.append(helper.make_node(op, ["a", "b"], ["y"], name="op", **attrs))
    graph = helper.make_graph(nodes, "g", inputs, [helper.make_tensor_value_info("y", elem, [3])])
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8), str(path))
    return path


def _query(model: Path, dtype: str, *values: list[int]) -> list[int]:
    proc = subprocess.run([sys.executable, "-c", _QUERY, str(model), dtype, json.dumps(list(values))],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, (proc.returncode, proc.stderr[-2000:])
    return json.loads(proc.stdout)


@pytest.mark.parametrize("elem,dtype", [(TensorProto.INT64, "int64"), (TensorProto.INT32, "int32")])
def test_div_and_mod_by_minus_one_at_int_min(tmp_path: Path, elem: int, dtype: str) -> None:
    lo = int(np.iinfo(dtype).min)
    a, b = [lo, lo, -7], [-1, 3, -2]
    div = _query(_division_model(tmp_path / "div.onnx", "Div", elem), dtype, a, b)
    assert div == [lo, int(-(-lo // 3)), 3]  # INT_MIN / -1 wraps to INT_MIN; the rest truncates toward zero
    mod = _query(_division_model(tmp_path / "mod.onnx", "Mod", elem), dtype, a, b)
    assert mod == [0, lo % 3, -7 % -2]  # Mod (fmod=0) takes the divisor's sign, as Python's %
    fmod = _query(_division_model(tmp_path / "fmod.onnx", "Mod", elem, fmod=1), dtype, a, b)
    assert fmod == [0, int(np.fmod(lo, 3)), -1]


def test_constant_operands_folded_when_the_session_is_created(tmp_path: Path) -> None:
    """``Div(INT64_MIN, -1)`` of two Constants: onnxruntime folds it while loading (that trapped before any query)."""
    model = _division_model(tmp_path / "const.onnx", "Div", TensorProto.INT64, const_a=[I64_MIN, 8, 9],
                            const_b=[-1, -1, 3])
    proc = subprocess.run([sys.executable, "-c", "import sys, json, numpy as np\n"
                           "from mlbridge_llvm.runners.onnx import ONNXModelRunner\n"
                           "r = ONNXModelRunner(sys.argv[1])\n"
                           "print(json.dumps(np.asarray(r.populate_features({}).evaluate()).tolist()))", str(model)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, (proc.returncode, proc.stderr[-2000:])
    assert json.loads(proc.stdout) == [I64_MIN, -8, 3]


def test_models_without_integer_division_are_loaded_untouched() -> None:
    from mlbridge_llvm.runners.onnx_guard import guard_integer_division

    for path in sorted((ROOT / "models").glob("*.onnx")):
        assert guard_integer_division(path.read_bytes(), str(path)) is None, path
    float_div = onnx.helper.make_model(helper.make_graph(
        [helper.make_node("Div", ["a", "a"], ["y"])], "g", [helper.make_tensor_value_info("a", TensorProto.FLOAT, [2])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])]))
    assert guard_integer_division(float_div.SerializeToString(), "float") is None
