"""Tiny ONNX files that ask the compiled runner for huge tensors: refused in one line before anything is allocated.

Each graph is built here with ``onnx.helper`` (a few hundred bytes) and run in a subprocess whose address space is
capped with ``RLIMIT_AS`` (2 GiB), so a regression ends that subprocess with ``MemoryError``, never the machine.
The limits are :data:`mlbridge_llvm.compiled.graph.MAX_TENSOR_BYTES` (per tensor),
:data:`~mlbridge_llvm.compiled.graph.MAX_FOLDED_BYTES` (folded constants together) and
:data:`mlbridge_llvm.compiled.jit.MAX_STACK_BYTES` (intermediates on the calling thread's stack).
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from childexec import with_memory_limit

MEMORY_LIMIT = 2 << 30  # bytes of address space for the child

ROOT = Path(__file__).resolve().parents[3]
INLINE_INPUT = ROOT / "mlbridge_llvm" / "data" / "inline_demo.ll"

_QUERY = """
import sys, numpy as np
from mlbridge_llvm.errors import MLBridgeError
from mlbridge_llvm.runners import create_runner
try:
    r = create_runner("compiled:" + sys.argv[1])
    n = int(sys.argv[2])
    if n:
        print(r.populate_features(x=np.ones(n, np.float32)).evaluate())
except MLBridgeError as e:
    print(f"{type(e).__name__}: {e}", file=sys.stderr)
    sys.exit(1)
"""


def _save(tmp_path: Path, nodes: list, inits: list, x_shape: list, x_type: int = TensorProto.FLOAT,
          y_type: int = TensorProto.FLOAT, y_shape: list | None = None, opset: int = 13) -> Path:
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", x_type, x_shape)],
                              [helper.make_tensor_value_info("y", y_type, y_shape)], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)], ir_version=8)
    path = tmp_path / "tiny.onnx"
    path.write_bytes(model.SerializeToString())
    return path


def _refused(path: Path, tmp_path: Path, query: int = 0) -> str:
    """Run the compiled runner on ``path`` in a memory-capped subprocess; its one error line."""
    env = dict(os.environ, MLBRIDGE_CACHE_DIR=str(tmp_path / "cache"))
    proc = subprocess.run(with_memory_limit([sys.executable, "-c", _QUERY, str(path), str(query)], MEMORY_LIMIT),
                          env=env, capture_output=True, text=True, timeout=100)
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert proc.returncode == 1 and len(lines) == 1, (proc.returncode, proc.stderr[-2000:])
    assert lines[0].startswith("ModelError: ") and "MemoryError" not in lines[0], lines[0]
    return lines[0]


def _fill(name: str, out: str, dims: list[int], dtype: type = np.float64) -> tuple[onnx.NodeProto, onnx.TensorProto]:
    """ConstantOfShape filling ``dims`` (the shape is an int64 initializer)."""
    shape = numpy_helper.from_array(np.array(dims, np.int64), f"{name}_shape")
    node = helper.make_node("ConstantOfShape", [shape.name], [out], name=name,
                            value=numpy_helper.from_array(np.array([1], dtype), "v"))
    return node, shape


def _sum_into_y(c: str) -> list[onnx.NodeProto]:
    return [helper.make_node("ReduceSum", [c], ["r"], keepdims=1, name="sum"),
            helper.make_node("Add", ["x", "r"], ["y"], name="add")]


@pytest.mark.parametrize("dims", [[1 << 28], [1 << 40], [1 << 20, 1 << 20, 1 << 20]])
def test_constant_of_shape_too_large(tmp_path: Path, dims: list[int]) -> None:
    node, shape = _fill("fill", "c", dims)
    path = _save(tmp_path, [node, *_sum_into_y("c")], [shape], [1], TensorProto.DOUBLE, TensorProto.DOUBLE, [1])
    assert path.stat().st_size < 400  # the probe's file was 319 bytes
    line = _refused(path, tmp_path)
    assert "ConstantOfShape node 'fill'" in line and f"limit of {64 << 20} bytes per tensor" in line, line


def test_broadcast_of_two_constants_too_large(tmp_path: Path) -> None:
    """Each operand is small (2 x 512 KiB); their broadcast sum would be 32 GiB: refused before folding."""
    a, sa = _fill("a", "ca", [1 << 16, 1])
    b, sb = _fill("b", "cb", [1, 1 << 16])
    nodes = [a, b, helper.make_node("Add", ["ca", "cb"], ["c"], name="blowup"), *_sum_into_y("c")]
    line = _refused(_save(tmp_path, nodes, [sa, sb], [1, 1], TensorProto.DOUBLE, TensorProto.DOUBLE, [1, 1]), tmp_path)
    assert "Add node 'blowup'" in line and "per tensor" in line, line


def test_folded_constants_together_too_large(tmp_path: Path) -> None:
    """Eight folded tensors of 48 MiB each: every one is under the per-tensor limit, together they are not."""
    fill, shape = _fill("fill", "c0", [6 << 20])
    nodes = [fill] + [helper.make_node("Add", [f"c{i}", "c0"], [f"c{i + 1}"], name=f"add{i}") for i in range(8)]
    nodes += _sum_into_y("c8")
    line = _refused(_save(tmp_path, nodes, [shape], [1], TensorProto.DOUBLE, TensorProto.DOUBLE, [1]), tmp_path)
    assert "folding constants" in line and f"{256 << 20} bytes" in line, line


def _declared(name: str, dims: list[int]) -> onnx.TensorProto:
    """A float initializer that only declares its dims (no data)."""
    w = onnx.TensorProto()
    w.name, w.data_type = name, TensorProto.FLOAT
    w.dims.extend(dims)
    return w


def test_initializer_declaring_huge_dims_without_data(tmp_path: Path) -> None:
    w = _declared("w", [1 << 40])
    path = _save(tmp_path, [helper.make_node("Add", ["x", "w"], ["y"])], [w], [1], y_shape=[1 << 40])
    line = _refused(path, tmp_path)
    assert "initializer 'w'" in line and "per tensor" in line, line


def test_initializer_whose_data_does_not_fill_its_dims(tmp_path: Path) -> None:
    w = _declared("w", [4])
    w.raw_data = np.zeros(2, np.float32).tobytes()
    path = _save(tmp_path, [helper.make_node("Add", ["x", "w"], ["y"])], [w], [4], y_shape=[4])
    line = _refused(path, tmp_path)
    assert "initializer 'w' cannot be read" in line, line


def test_initializer_with_external_data(tmp_path: Path) -> None:
    w = _declared("w", [4])
    w.data_location = TensorProto.EXTERNAL
    entry = w.external_data.add()
    entry.key, entry.value = "location", "weights.bin"
    (tmp_path / "weights.bin").write_bytes(np.ones(4, np.float32).tobytes())
    path = _save(tmp_path, [helper.make_node("Add", ["x", "w"], ["y"])], [w], [4], y_shape=[4])
    line = _refused(path, tmp_path)
    assert "initializer 'w' is stored outside the model file" in line, line


def test_intermediates_larger_than_the_stack_allows(tmp_path: Path) -> None:
    """A query binding N to 4M: the intermediates (16 MiB each) would live on the thread's stack (was SIGSEGV)."""
    nodes = [helper.make_node("Relu", ["x"], ["r"]), helper.make_node("Exp", ["r"], ["e"]),
             helper.make_node("Mul", ["e", "x"], ["m"]), helper.make_node("ReduceSum", ["m"], ["y"], keepdims=0)]
    path = _save(tmp_path, nodes, [], ["N"], y_shape=[], opset=11)
    line = _refused(path, tmp_path, query=4 << 20)
    assert "bytes of stack" in line and str(2 << 20) in line and "x [4194304]" in line, line


def test_mlbridge_opt_reports_the_limit_in_one_line(tmp_path: Path) -> None:
    """The same refusal through a pass: an inliner-shaped model whose folded constant would take 8 TiB."""
    fill, shape = _fill("fill", "c", [1 << 40], np.float32)
    axes = numpy_helper.from_array(np.array([1], np.int64), "axes")
    nodes = [fill, helper.make_node("ReduceSum", ["c"], ["r"], keepdims=0),
             helper.make_node("ReduceSum", ["x", "axes"], ["f"], keepdims=0),
             helper.make_node("Add", ["f", "r"], ["s"]), helper.make_node("Cast", ["s"], ["y"], to=TensorProto.INT64)]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("features", TensorProto.FLOAT, ["N", 39])],
                              [helper.make_tensor_value_info("y", TensorProto.INT64, ["N"])], [shape, axes])
    for n in graph.node:
        n.input[:] = ["features" if i == "x" else i for i in n.input]
    path = tmp_path / "inliner-big.onnx"
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8), str(path))
    out = tmp_path / "out.ll"
    proc = subprocess.run(with_memory_limit([sys.executable, "-m", "mlbridge_llvm.cli.opt", "-S", "-passes=ml-inline",
                                             "--runner=compiled", f"--model={path}", str(INLINE_INPUT), "-o", str(out)],
                                            MEMORY_LIMIT),
                          capture_output=True, text=True, timeout=100,
                          env=dict(os.environ, MLBRIDGE_CACHE_DIR=str(tmp_path / "cache")))
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert proc.returncode == 1 and len(lines) == 1, proc.stderr[-2000:]
    assert lines[0].startswith("mlbridge-opt: error:") and "limit of" in lines[0] and "Traceback" not in lines[0]
    assert not out.exists()
