"""MLIR layer, MLIR loop features and the ``ml-affine-unroll`` pass, on the real upstream MLIR bindings (no mocks).

The pass through ``mlbridge-opt`` is tested by lit (``test/lit/mlir``; the pass is an installed entry point), its
bundled model's decisions by ``test/lit/mlir/unroll-golden.mlir`` and ``test_golden_decisions.py``.
"""
from __future__ import annotations

import ctypes
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import require

require("mlir.ir")

from mlbridge_llvm.errors import ConfigError, IRError, ModelError, PipelineError  # noqa: E402
from mlbridge_llvm.features import mlir_features as F  # noqa: E402
from mlbridge_llvm.ir import mlir as M  # noqa: E402
from mlbridge_llvm.onnx_models import constant_policy, save_model  # noqa: E402
from mlbridge_llvm.runners.onnx import ONNXModelRunner  # noqa: E402
from mlbridge_llvm.runners.python import PythonModelRunner  # noqa: E402
import mlbridge_passes.mlir_unroll as P  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
INPUTS = ROOT / "test" / "inputs" / "mlir"
LIT_DIR = ROOT / "test" / "lit" / "mlir"
N_FEATURES = 18

SUM = """
func.func @sum(%A: memref<64xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
"""

# saxpy over 10 elements (10 is not a multiple of 4 or 8: exercises the epilogue loop) + a 2-D reduction.
KERNELS = """
func.func @saxpy(%X: memref<10xf32>, %Y: memref<10xf32>, %a: f32) {
  affine.for %i = 0 to 10 {
    %x = affine.load %X[%i] : memref<10xf32>
    %y = affine.load %Y[%i] : memref<10xf32>
    %m = arith.mulf %x, %a : f32
    %s = arith.addf %m, %y : f32
    affine.store %s, %Y[%i] : memref<10xf32>
  }
  return
}
func.func @rowsum(%A: memref<12xf32>, %R: memref<3xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %r = 0 to 3 {
    %t = affine.for %j = 0 to 4 iter_args(%acc = %z) -> f32 {
      %v = affine.load %A[%r * 4 + %j] : memref<12xf32>
      %s = arith.addf %acc, %v : f32
      affine.yield %s : f32
    }
    affine.store %t, %R[%r] : memref<3xf32>
  }
  return
}
"""


def policy(action: int, width: int = N_FEATURES) -> ONNXModelRunner:
    """An in-process ONNX runner on a constant policy (real MLP + ArgMax graph)."""
    return ONNXModelRunner(constant_policy(width, action, 4))


# ---- parse / print / walk ----------------------------------------------------------------------------------------
def test_parse_print_roundtrip() -> None:
    m = M.load_mlir(SUM)
    text = m.print()
    assert "affine.for %arg1 = 0 to 64 iter_args" in text
    assert str(M.load_mlir(text)) == text
    assert "loc(" in m.print(debug_info=True)
    assert '"func.func"' in m.print(generic=True)


def test_parse_file_keeps_locations() -> None:
    m = M.load_mlir(INPUTS / "nest.mlir")
    loop = next(m.walk("affine.for"))
    assert M.format_location(loop.location) == f"{INPUTS / 'nest.mlir'}:3:3"
    assert m.name == str(INPUTS / "nest.mlir")
    assert str(M.load_mlir(str(INPUTS / "nest.mlir"))) == str(m)


def test_parse_error_is_irerror_with_diagnostics() -> None:
    with pytest.raises(IRError) as info:
        M.load_mlir("func.func @f() {\n  %0 = arith.addi %a, %b : i32\n  return\n}\n", name="bad.mlir")
    msg = str(info.value)
    assert "\n" not in msg
    assert "bad.mlir" in msg and "-:2:19: error: use of undeclared SSA value name" in msg
    with pytest.raises(IRError, match="not found"):
        M.load_mlir(INPUTS / "does-not-exist.mlir")


def test_walk_and_op_counts() -> None:
    m = M.load_mlir(INPUTS / "nest.mlir")
    counts = M.op_counts(m)
    assert counts == {"func.func": 3, "affine.for": 4, "affine.load": 5, "arith.mulf": 3, "arith.addf": 2,
                      "affine.store": 1, "affine.yield": 4, "func.return": 3, "arith.constant": 4, "scf.for": 2,
                      "memref.load": 1, "memref.store": 1, "scf.yield": 2}
    assert sum(1 for _ in m.walk()) == sum(counts.values())
    assert [op.name for op in m.walk("func.func")] == ["func.func"] * 3
    assert len(list(m.walk("scf.for"))) == 2
    assert F.op_histogram(m) == counts


# ---- pipelines ---------------------------------------------------------------------------------------------------
def test_run_pipeline_canonicalize_cse() -> None:
    m = M.load_mlir("""
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %x = arith.addi %a, %c0 : i32
  %y = arith.muli %x, %x : i32
  %z = arith.muli %x, %x : i32
  %s = arith.addi %y, %z : i32
  return %s : i32
}""")
    M.run_pipeline(m, "builtin.module(canonicalize,cse)")
    assert M.op_counts(m) == {"func.func": 1, "arith.muli": 1, "arith.addi": 1, "func.return": 1}
    M.run_pipeline(m, "func.func(canonicalize),cse")  # unanchored text is wrapped in builtin.module(...)


@pytest.mark.parametrize("pipeline, fragment", [
    ("builtin.module(bogus-pass)", "'bogus-pass' does not refer to a registered pass"),
    ("canonicalize{no-such-option=1}", "no such option no-such-option"),
    ("func.func(canonicalize", "unbalanced"),
    ("canonicalize,,cse", "empty pass name"),
])
def test_invalid_pipeline_is_pipeline_error(pipeline: str, fragment: str) -> None:
    m = M.load_mlir(SUM)
    before = str(m)
    with pytest.raises(PipelineError, match=re.escape(fragment)):
        M.run_pipeline(m, pipeline)
    assert str(m) == before


def test_python_pass_failure_and_errors() -> None:
    m = M.load_mlir(SUM, name="sum.mlir")
    seen: list[str] = []

    def count_loops(op: Any, pass_: Any) -> None:
        seen.append(op.name)
        seen.extend(o.name for o in M.walk(op, "affine.for"))

    def refuse(op: Any, pass_: Any) -> bool:
        next(M.walk(op, "affine.for")).location.emit_error("refusing this loop")
        return False

    def kit_error(op: Any, pass_: Any) -> None:
        raise ConfigError("a kit error inside a pass")

    M.run_pipeline(m, "canonicalize,count,cse", python_passes={"count": count_loops})
    assert seen == ["builtin.module", "affine.for"]
    with pytest.raises(PipelineError, match=r"failed on sum.mlir: -:4:8: error: refusing this loop"):
        M.run_pipeline(m, "refuse", python_passes={"refuse": refuse})
    with pytest.raises(ConfigError, match="kit error"):
        M.run_pipeline(m, "canonicalize,boom", python_passes={"boom": kit_error})


def test_register_python_pass_on_a_pass_manager() -> None:
    from mlir.passmanager import PassManager

    m = M.load_mlir(SUM)
    names: list[str] = []
    with m.context:
        pm = PassManager("builtin.module")
        M.register_python_pass(pm, lambda op, p: names.append(op.name), "Recorder", "recorder")
        assert "recorder" in str(pm)
        pm.run(m.operation)
    assert names == ["builtin.module"]


# ---- lowering to LLVM IR and running it ----------------------------------------------------------------------------
def memref_args(a: np.ndarray) -> list[Any]:
    """Expanded ABI of a 1-D ``memref`` argument after ``convert-func-to-llvm``: ptr, ptr, offset, size, stride."""
    return [a.ctypes.data, a.ctypes.data, 0, a.size, 1]


MEMREF = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64, ctypes.c_int64]


def run_kernels(jit: Any, module: M.MlirModule, seed: int = 0) -> tuple[float, np.ndarray, np.ndarray]:
    """JIT ``@sum`` / ``@saxpy`` / ``@rowsum`` of ``module`` and return their results on fixed inputs."""
    addr = jit(M.lower_to_llvm_ir(module))
    rng = np.random.default_rng(seed)
    a64 = rng.uniform(-1, 1, 64).astype(np.float32)
    total = ctypes.CFUNCTYPE(ctypes.c_float, *MEMREF)(addr("sum"))(*memref_args(a64))
    x, y = rng.uniform(-1, 1, 10).astype(np.float32), rng.uniform(-1, 1, 10).astype(np.float32)
    ctypes.CFUNCTYPE(None, *MEMREF, *MEMREF, ctypes.c_float)(addr("saxpy"))(*memref_args(x), *memref_args(y), 2.5)
    a12, rows = rng.uniform(-1, 1, 12).astype(np.float32), np.zeros(3, np.float32)
    ctypes.CFUNCTYPE(None, *MEMREF, *MEMREF)(addr("rowsum"))(*memref_args(a12), *memref_args(rows))
    return total, y, rows


def test_lower_to_llvm_ir_parses_and_runs(jit: Any) -> None:
    import llvmlite.binding as llvm

    m = M.load_mlir(SUM + KERNELS)
    before = str(m)
    text = M.lower_to_llvm_ir(m)
    assert str(m) == before  # lowering works on a copy
    parsed = llvm.parse_assembly(text)
    assert {f.name for f in parsed.functions} >= {"sum", "saxpy", "rowsum"}
    total, y, rows = run_kernels(jit, m)
    rng = np.random.default_rng(0)
    a64 = rng.uniform(-1, 1, 64).astype(np.float32)
    x, y0 = rng.uniform(-1, 1, 10).astype(np.float32), rng.uniform(-1, 1, 10).astype(np.float32)
    a12 = rng.uniform(-1, 1, 12).astype(np.float32)
    assert total == pytest.approx(float(np.sum(a64, dtype=np.float32)), rel=1e-5)
    np.testing.assert_allclose(y, x * np.float32(2.5) + y0, rtol=1e-6)
    np.testing.assert_allclose(rows, a12.reshape(3, 4).sum(1), rtol=1e-5)


@pytest.mark.parametrize("action", [1, 2, 3])
def test_unrolled_code_computes_the_same_results(jit: Any, action: int) -> None:
    original = run_kernels(jit, M.load_mlir(SUM + KERNELS))
    m = M.load_mlir(SUM + KERNELS)
    remarks = P.unroll(m, policy(action), {})
    assert [r["applied"] for r in remarks] == [True, True, True]
    unrolled = run_kernels(jit, m)
    assert unrolled[0] == pytest.approx(original[0], rel=1e-5)  # float reassociation does not happen: same order
    np.testing.assert_array_equal(unrolled[1], original[1])
    np.testing.assert_allclose(unrolled[2], original[2], rtol=1e-6)


def test_lowering_leftovers_are_irerror() -> None:
    m = M.load_mlir("func.func @f(%a: tensor<4xf32>) -> f32 {\n  %c = arith.constant 0 : index\n"
                    "  %0 = tensor.extract %a[%c] : tensor<4xf32>\n  return %0 : f32\n}\n")
    with pytest.raises(IRError, match=r"operations left after lowering: .*tensor.extract"):
        M.lower_to_llvm_ir(m)
    with pytest.raises(PipelineError):
        M.lower_to_llvm_ir(m, pipeline="builtin.module(no-such-lowering)")


# ---- features ------------------------------------------------------------------------------------------------------
def test_loop_nest_features() -> None:
    m = M.load_mlir(INPUTS / "nest.mlir")
    nests = F.loop_nests(m)
    assert [(n["function"], n["depth"], len(n["loops"])) for n in nests] == [("matmul", 3, 3), ("scale", 2, 2),
                                                                               ("dot", 1, 1)]
    matmul = nests[0]["loops"]
    assert [(lp["depth"], lp["lower_bound"], lp["upper_bound"], lp["step"], lp["trip_count"]) for lp in matmul] == [
        (1, 0, 16, 1, 16), (2, 0, 32, 2, 16), (3, 0, 8, 1, 8)]
    assert [lp["is_innermost"] for lp in matmul] == [False, False, True]
    assert matmul[2]["body_ops"] == {"affine.load": 3, "arith.mulf": 1, "arith.addf": 1, "affine.store": 1}
    scale = nests[1]["loops"]
    assert [(lp["kind"], lp["trip_count"]) for lp in scale] == [("scf.for", 4), ("scf.for", None)]
    assert nests[2]["loops"][0]["num_iter_args"] == 1 and nests[2]["loops"][0]["trip_count"] == 100
    summary = F.module_features(m)
    assert summary["num_loops"] == 6 and summary["op_histogram"]["affine.for"] == 4


def test_loop_feature_vector_layout() -> None:
    assert len(F.LOOP_FEATURE_NAMES) == F.N_LOOP_FEATURES == N_FEATURES
    m = M.load_mlir(INPUTS / "nest.mlir")
    inner = F.innermost_loops(m)
    assert len(inner) == 2  # matmul's k loop and dot's loop (scf loops are not affine.for)
    vec = F.loop_features(inner[0])
    assert vec.dtype == np.float32 and vec.shape == (N_FEATURES,)
    d = dict(zip(F.LOOP_FEATURE_NAMES, vec.tolist()))
    assert d == pytest.approx({
        "trip_count": 8, "log2_trip_count": np.log2(9), "trip_known": 1, "step": 1, "loop_depth": 3, "nest_depth": 3,
        "is_innermost": 1, "num_iter_args": 0, "body_ops": 6, "loads": 3, "stores": 1, "int_arith": 0,
        "float_arith": 2, "mul_div": 1, "math_ops": 0, "index_ops": 0, "calls": 0, "nested_loops": 0})
    outer = F.loop_feature_dict(next(m.walk("affine.for")))
    assert outer["nested_loops"] == 2 and outer["is_innermost"] == 0 and outer["loop_depth"] == 1
    unknown = F.loop_feature_dict(list(m.walk("scf.for"))[1])
    assert unknown["trip_known"] == 0 and unknown["trip_count"] == 0


# ---- ml-affine-unroll ----------------------------------------------------------------------------------------------
def loop_steps(m: M.MlirModule) -> list[int]:
    """Step of every affine.for, in order."""
    return [int(op.attributes["step"].value) for op in m.walk("affine.for")]


@pytest.mark.parametrize("action, factor", [(1, 2), (2, 4), (3, 8)])
def test_unroll_by_the_chosen_factor(action: int, factor: int) -> None:
    m = M.load_mlir(SUM)
    remarks = P.unroll(m, policy(action), {})
    assert loop_steps(m) == [factor]
    counts = M.op_counts(m)
    assert counts["affine.load"] == factor and counts["arith.addf"] == factor
    assert counts.get("affine.apply", 0) == factor - 1
    assert f"affine.for %arg1 = 0 to 64 step {factor} iter_args" in str(m)
    [r] = remarks
    assert (r["function"], r["trip_count"], r["action"], r["factor"], r["applied"]) == ("sum", 64, action, factor, True)
    assert r["location"] == "-:4:8" and r["features"]["trip_count"] == 64 and len(r["features"]) == N_FEATURES


def test_factor_one_leaves_ir_unchanged() -> None:
    m = M.load_mlir(INPUTS / "nest.mlir")
    before = m.print(debug_info=True)
    remarks = P.unroll(m, policy(0), {})
    assert m.print(debug_info=True) == before
    assert [(r["factor"], r["applied"], r["kind"]) for r in remarks] == [(1, False, "Missed")] * 2


def test_remainder_full_unroll_and_nest() -> None:
    m = M.load_mlir(KERNELS)
    remarks = P.unroll(m, policy(3), {})  # factor 8: saxpy 10 -> 8 + epilogue of 2; rowsum's inner 4 -> full unroll
    assert [(r["function"], r["trip_count"], r["effective_factor"]) for r in remarks] == [("saxpy", 10, 8),
                                                                                          ("rowsum", 4, 4)]
    text = str(m)
    # saxpy: the main loop (0 to 8 step 8) has one iteration and is promoted into its 8 bodies; the epilogue stays.
    assert "affine.for %arg3 = 8 to 10 {" in text and "step 8" not in text
    assert [op.attributes["step"].value for op in m.walk("affine.for")] == [1, 1]  # saxpy epilogue, rowsum outer
    assert M.op_counts(m)["affine.store"] == 8 + 1 + 1 and M.op_counts(m)["affine.yield"] == 2
    assert "mlbridge.unroll_factor" not in text


def test_dry_run_and_options() -> None:
    m = M.load_mlir(SUM)
    before = str(m)
    remarks = P.unroll(m, policy(2), {"dry-run": "true"})
    assert str(m) == before and remarks[0]["factor"] == 4 and not remarks[0]["applied"]
    remarks = P.unroll(m, policy(1), {"factors": "1,3,5,7"})
    assert loop_steps(m) == [3] and remarks[0]["effective_factor"] == 3
    for bad in ({"factors": "0"}, {"factors": "x"}, {"bogus": "1"}, {"dry-run": "maybe"}):
        with pytest.raises(ConfigError):
            P.unroll(M.load_mlir(SUM), policy(1), bad)


def test_wrong_width_model_fails_before_touching_ir() -> None:
    m = M.load_mlir(INPUTS / "nest.mlir")
    before = m.print(debug_info=True)
    with pytest.raises(ModelError, match=r"expects input 'input' of shape \['N', 7\] \(7 features\) but the pass "
                                         r"provides 18 loop features \(trip_count, "):
        P.unroll(m, policy(1, width=7), {})
    assert m.print(debug_info=True) == before


def test_bad_answers_fail_before_touching_ir() -> None:
    m = M.load_mlir(INPUTS / "nest.mlir")
    before = str(m)
    with pytest.raises(ModelError, match=r"action 7 .* outside \[0, 4\)"):
        P.unroll(m, PythonModelRunner(lambda f: 7), {})
    with pytest.raises(ModelError, match="rejected the loop features"):
        P.unroll(m, PythonModelRunner(lambda f: 1, feature_specs=[]), {})  # declares no features: conform fails
    assert str(m) == before
    # Any runner works: a Python model reading the feature vector (unroll by 2 when the trip count is 8).
    seen: list[np.ndarray] = []
    runner = PythonModelRunner(lambda f: seen.append(f["input"]) or (1 if f["input"][0] == 8 else 0))
    remarks = P.unroll(m, runner, {})
    assert [r["factor"] for r in remarks] == [2, 1] and seen[0].shape == (N_FEATURES,)
    assert loop_steps(m) == [1, 2, 2, 1]
    # Per-factor scores instead of an action: the argmax is taken.
    m = M.load_mlir(SUM)
    assert [r["factor"] for r in P.unroll(m, PythonModelRunner(lambda f: [0.1, 0.2, 0.9, 0.3]), {})] == [4]
    for bad in ("x", float("nan"), 1.5, [1, 2]):
        with pytest.raises(ModelError):
            P.unroll(M.load_mlir(SUM), PythonModelRunner(lambda f, a=bad: a), {})


def test_as_python_pass_in_a_pipeline() -> None:
    m = M.load_mlir(SUM)
    remarks: list[dict[str, Any]] = []
    fn = P.make_mlir_pass(policy(2), {}, remarks)
    M.run_pipeline(m, "canonicalize,ml-affine-unroll,cse", python_passes={"ml-affine-unroll": fn})
    assert loop_steps(m) == [4] and [r["factor"] for r in remarks] == [4]
    with pytest.raises(ModelError):  # kit errors keep their type through the pass manager
        M.run_pipeline(m, "ml-affine-unroll", python_passes={"ml-affine-unroll": P.make_mlir_pass(policy(1, 7))})


def test_plugin_declaration_is_the_installed_pass_and_fits_its_bundled_model() -> None:
    """``mlbridge-opt`` loads this declaration, and the bundled model it names takes the features it declares."""
    from importlib.metadata import entry_points

    from mlbridge_llvm.passes import ENTRY_POINT_GROUP, models_dir

    [ep] = [ep for ep in entry_points(group=ENTRY_POINT_GROUP) if ep.name == P.PASS.name]
    assert ep.load() is P.PASS
    model = models_dir() / P.PASS.default_model
    assert model.is_file() and model.with_suffix(".md").is_file(), f"{model} or its model card is missing"
    [spec] = P.PASS.feature_specs
    assert spec.num_elements == len(F.LOOP_FEATURE_NAMES)
    from mlbridge_llvm.runners import create_runner

    with create_runner(f"onnx:{model}", feature_specs=P.FEATURE_SPECS, advice_spec=P.ADVICE_SPEC) as runner:
        [model_input] = runner.inputs
        assert model_input.name == spec.name and model_input.shape[-1] == spec.num_elements


def test_run_with_a_driver_pass_context(tmp_path: Path) -> None:
    from mlbridge_llvm.passes import PassContext

    model = save_model(constant_policy(N_FEATURES, 1, 4), tmp_path / "x2.onnx")
    m = M.load_mlir(SUM)
    ctx = PassContext(P.PASS, m, "sum.mlir", {}, f"onnx:{model}")
    try:
        P.PASS.run(ctx)
    finally:
        ctx.close()
    assert loop_steps(m) == [2]
    [r] = ctx.remarks
    assert (r.pass_name, r.name, r.function, r.kind) == ("ml-affine-unroll", "Unroll", "sum", "Passed")
    assert r.args["factor"] == 2 and r.args["trip_count"] == 64


def test_lit_inputs_are_the_constant_policies() -> None:
    for action, factor in enumerate((1, 2, 4, 8)):
        with ONNXModelRunner(LIT_DIR / "Inputs" / f"unroll-x{factor}.onnx") as r:
            assert r.populate_features(input=np.ones(N_FEATURES, np.float32)).evaluate(int) == action
    with ONNXModelRunner(LIT_DIR / "Inputs" / "wrong-width.onnx") as r:
        assert r.inputs[0].shape == ("N", 7)
