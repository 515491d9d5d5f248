"""ml-regalloc: LLVM 22's ML register-allocation advisors answered by our host (in-process llvmlite and stock llc)."""
from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest

from mlbridge_llvm.errors import ConfigError, ModelError, PeerClosedError
from mlbridge_passes.regalloc import PASS, MaskedAgent, compile_default, count_spills, ml_regalloc, run_llc
from mlbridge_passes.regalloc import policies
from mlbridge_passes.regalloc.features import (COLUMN, EVICT_SPECS, MODEL_INPUT, N_COLUMNS, NO_EVICT, PRIORITY_SPECS,
                                               enforce_mask, to_model_input)
from mlbridge_passes.regalloc.serve import serve_agent
from mlbridge_passes.regalloc.regalloc import text_size

ROOT = Path(__file__).resolve().parents[2]
PRESSURE = ROOT / "test" / "lit" / "regalloc" / "Inputs" / "pressure.ll"
MODEL = ROOT / "models" / "regalloc-evict.onnx"


@pytest.fixture(scope="module")
def pressure() -> str:
    return PRESSURE.read_text()


@pytest.fixture(scope="module")
def registered():
    from mlbridge_llvm.passes import register, registry

    return registry().get("ml-regalloc") or register(PASS)


def total(asm: str) -> int:
    return sum(count_spills(asm))


# ---- features and the legality rule --------------------------------------------------------------------------
def test_headers_of_stock_llc_match_our_specs(pressure):
    seen = {}

    def agent(features):
        seen.setdefault("names", [k for k in features if k not in ("candidates", "priority_features")])
        return policies.mimic(features)

    run = run_llc(pressure, agent, output="assembly")
    assert run.returncode == 0 and len(run.decisions) > 10
    assert seen["names"] == [s.name for s in EVICT_SPECS]
    assert all(d.function == "mix" for d in run.decisions)
    pri = run_llc(pressure, policies.priority_size, advisor="priority", output="assembly")
    assert len(pri.decisions) > 10 and all(isinstance(d.advice, float) for d in pri.decisions)
    assert [s.name for s in PRIORITY_SPECS] == ["li_size", "stage", "weight"]


def test_enforce_mask_rules():
    mask = np.zeros(33, bool)
    mask[[3, 5, NO_EVICT]] = True
    scores = np.zeros(33, np.float32)
    scores[0] = 100  # illegal: ignored by the masked argmax
    scores[5] = 2
    assert enforce_mask(mask, scores, 3) == (5, 5, False)
    assert enforce_mask(mask, np.full(33, np.nan), 3) == (3, None, True)
    assert enforce_mask(mask, np.array([4]), 3) == (3, 4, True)  # masked-out index
    assert enforce_mask(mask, np.array([77]), NO_EVICT) == (NO_EVICT, 77, True)  # out of range
    assert enforce_mask(mask, np.array([5]), 3) == (5, 5, False)
    with pytest.raises(ModelError, match="expected 33 scores or one index"):
        enforce_mask(mask, np.zeros(7), 3)


# ---- decisions are applied ---------------------------------------------------------------------------------------
def test_policies_change_the_allocation(pressure):
    default = compile_default(pressure, output="assembly")
    outs = {name: ml_regalloc(pressure, getattr(policies, name), output="assembly") for name in ("no_evict", "first_allowed", "mimic")}
    counts = {name: total(asm) for name, (asm, _) in outs.items()}
    assert total(default) > 0
    assert counts["no_evict"] > total(default)  # never evicting spills more
    assert counts["first_allowed"] != counts["no_evict"]
    assert len({default, outs["no_evict"][0], outs["first_allowed"][0]}) == 3  # three different allocations
    no_evict_decisions, first_decisions = outs["no_evict"][1], outs["first_allowed"][1]
    assert not any(d.evicts for d in no_evict_decisions if not d.corrected)
    assert all(d.evicts for d in first_decisions) and len(first_decisions) > len(no_evict_decisions)
    # mimic (LLVM's default re-implemented on the features) is close to the default advisor
    assert abs(counts["mimic"] - total(default)) <= 0.1 * total(default) + 2


def test_forbidden_answers_never_reach_llvm(pressure):
    agent = MaskedAgent(policies.forbidden, record_features=True)
    obj, decisions = ml_regalloc(pressure, agent, output="object")
    assert decisions and all(d.corrected for d in decisions)
    for d, features in zip(decisions, agent.features):
        assert np.asarray(features["mask"]).reshape(-1)[d.advice] == 1  # LLVM only ever got legal indices
        assert np.asarray(features["mask"]).reshape(-1)[d.proposed] == 0 if d.proposed < 33 else True
        assert d.advice == d.default  # replaced by the LLVM-default-like choice
    assert obj[:4] == b"\x7fELF" and text_size(obj) > 0


def test_options_are_reset_after_compilation(pressure):
    from mlbridge_llvm.ir import codegen

    before = compile_default(pressure, output="assembly")
    shared_before = codegen.emit_object(codegen_module(pressure))
    ml_regalloc(pressure, policies.first_allowed, output="assembly")
    ml_regalloc(pressure, policies.priority_reverse_size, advisor="priority", output="assembly")
    start = time.perf_counter()
    assert compile_default(pressure, output="assembly") == before  # the heuristic again, no channel opened
    assert codegen.emit_object(codegen_module(pressure)) == shared_before
    assert time.perf_counter() - start < 10


def codegen_module(text: str):
    import llvmlite.binding as llvm

    return llvm.parse_assembly(text)


def test_priority_advisor_decisions_are_applied(pressure):
    small_first, d1 = ml_regalloc(pressure, policies.priority_reverse_size, advisor="priority", output="assembly")
    large_first, d2 = ml_regalloc(pressure, policies.priority_size, advisor="priority", output="assembly")
    assert d1 and d2 and small_first != large_first
    _, bad = ml_regalloc(pressure, lambda f: np.array([np.inf], np.float32), advisor="priority", output="assembly")
    assert all(d.corrected for d in bad)


def test_module_without_functions_asks_nothing():
    obj, decisions = ml_regalloc("declare i32 @f(i32)\n", policies.mimic)
    assert decisions == [] and obj[:4] == b"\x7fELF"


def test_agent_failure_falls_back_and_is_reported(pressure):
    calls = []

    def flaky(features):
        calls.append(1)
        if len(calls) > 3:
            raise RuntimeError("model process died")
        return policies.mimic(features)

    with pytest.raises(ModelError, match="model process died"):
        ml_regalloc(pressure, flaky)
    obj, decisions = ml_regalloc(pressure, MaskedAgent(flaky), strict=False)
    assert obj[:4] == b"\x7fELF" and all(d.fallback for d in decisions)


# ---- stock llc from the wheel -------------------------------------------------------------------------------------
def test_mlbridge_serve_raw_adapter_answers_stock_llc(tmp_path, capfd):
    from mlbridge_llvm.cli import serve
    from mlbridge_llvm.ir.tools import find_tool

    out = tmp_path / "out.s"
    code = serve.main(["--runner", "python:mlbridge_passes.regalloc.policies:mimic", "--pass", "raw", "--timeout", "30", "--",
                       find_tool("llc"), "-O2", "-regalloc-enable-advisor=release",
                       "-regalloc-evict-interactive-channel-base={channel}", str(PRESSURE), "-o", str(out)])
    assert code == 0, capfd.readouterr().err
    assert "compiler exited with 0" in capfd.readouterr().err
    assert total(out.read_text()) > 0


def test_serve_adapter_enforces_the_mask(pressure):
    from mlbridge_llvm.runners import create_runner

    with create_runner("python:mlbridge_passes.regalloc.policies:forbidden", feature_specs=[MODEL_INPUT]) as runner:
        adapter = serve_agent(runner)
        run = run_llc(pressure, adapter, output="object")  # llc asserts on a masked index: reaching rc 0 proves legality
    assert run.returncode == 0 and not any(d.corrected for d in run.decisions)


def test_llc_crash_mid_run_is_a_clear_error(pressure):
    start = time.perf_counter()
    with pytest.raises(PeerClosedError) as err:
        run_llc(pressure, policies.forbidden, enforce_mask=False, timeout=20)
    msg = str(err.value)
    assert "after 1 register-allocation decisions" in msg and "SIGABRT" in msg and "Assertion" in msg
    assert time.perf_counter() - start < 15


def test_llc_exiting_before_the_channel_is_a_clear_error(pressure):
    start = time.perf_counter()
    with pytest.raises(PeerClosedError, match="before opening the channel.*error"):
        run_llc("define i32 @f( {\n", policies.mimic, timeout=20)
    with pytest.raises(PeerClosedError, match="before opening the channel"):
        run_llc(pressure, policies.mimic, extra_args=["-no-such-llc-flag"], timeout=20)
    assert time.perf_counter() - start < 15


# ---- the mlbridge-opt pass ---------------------------------------------------------------------------------------
def _optimize(pressure: str, options: str, runner: str | None):
    from mlbridge_llvm.driver import RunnerChoice, optimize_llvm

    choice = RunnerChoice(per_pass={"ml-regalloc": runner} if runner else {})
    return optimize_llvm(pressure.encode(), f"ml-regalloc<{options}>" if options else "ml-regalloc", choice, "pressure.ll",
                         text=True)


def test_pass_writes_outputs_and_remarks_ir_unchanged(pressure, registered, tmp_path):
    from mlbridge_llvm.driver import optimize_llvm

    obj, asm = tmp_path / "o.o", tmp_path / "o.s"
    out, remarks = _optimize(pressure, f"obj={obj};asm={asm}", "python:mlbridge_passes.regalloc.policies:forbidden")
    same, _ = optimize_llvm(pressure.encode(), "verify", None, "pressure.ll", text=True)
    assert out == same
    summary = [r for r in remarks if r.name == "Summary"][0].args
    missed = [r for r in remarks if r.kind == "Missed"]
    assert summary["decisions"] == len(missed) == summary["corrected"] > 0
    assert missed[0].name == "MaskViolation" and missed[0].function == "mix"
    assert summary["assembly_replayed"] is True
    assert (summary["spills"], summary["reloads"]) == count_spills(asm.read_text())
    assert summary["text_bytes"] == text_size(obj.read_bytes())


def test_wrong_model_width_fails_before_compilation(pressure, registered, tmp_path, monkeypatch):
    from mlbridge_llvm.onnx_models import mlp, random_layers, save_model
    from mlbridge_passes.regalloc import regalloc

    bad = save_model(mlp(random_layers([N_COLUMNS - 2, 4, 1])), tmp_path / "narrow.onnx")
    monkeypatch.setattr(regalloc, "compile_with_agent", lambda *a, **k: pytest.fail("compilation started"))
    with pytest.raises(ModelError, match="candidates|input"):
        _optimize(pressure, "", f"onnx:{bad}")


def test_priority_needs_a_runner(pressure, registered):
    with pytest.raises(ConfigError, match="advisor=priority"):
        _optimize(pressure, "advisor=priority", None)
    _, remarks = _optimize(pressure, "advisor=priority", "python:mlbridge_passes.regalloc.policies:priority_weight")
    assert [r for r in remarks if r.name == "Summary"][0].args["decisions"] > 0


def test_bundled_model(pressure, registered):
    from mlbridge_llvm.runners import create_runner

    assert MODEL.is_file(), f"{MODEL} is missing: the eviction policy is committed and ships with the kit"
    with create_runner(f"onnx:{MODEL}", feature_specs=[MODEL_INPUT]) as runner:
        x = np.zeros((33, N_COLUMNS), np.float32)
        x[[2, NO_EVICT], COLUMN["mask"]] = 1
        scores = runner.populate_features(candidates=x).evaluate()
        assert scores.shape == (33,) and int(np.argmax(scores)) in (2, NO_EVICT)  # the graph applies the mask too
    _, remarks = _optimize(pressure, "", None)  # default runner = the bundled model, in-process
    summary = [r for r in remarks if r.name == "Summary"][0].args
    assert summary["decisions"] > 0 and summary["corrected"] == 0


def test_model_input_is_finite_for_unspillable_ranges():
    features = {s.name: np.zeros(s.shape, s.dtype) for s in EVICT_SPECS}
    features["mask"][0, [1, 2]] = 1
    features["use_def_density"][0, 1] = np.nan  # inf/inf after LLVM's normalization
    features["liverange_size"][0, 2] = np.inf
    x = to_model_input(features)
    assert x.shape == (33, N_COLUMNS) and np.isfinite(x).all()
    assert policies.mimic_index(x) in (1, 2)  # 32 is illegal here: LLVM must evict


def test_the_learning_paths_policy_is_the_shipped_models_graph(tmp_path):
    """mlbridge-train's scores policy (imitation of mimic on random questions) and the shipped model: numpy and
    onnxruntime agree on every choice, and the shipped file reads as that policy."""
    import onnxruntime as ort

    from mlbridge_llvm.resources import models_dir
    from mlbridge_training.learn.bc import clone
    from mlbridge_training.learn.config import load_config
    from mlbridge_training.learn.export import check, export
    from mlbridge_training.learn.policy import Policy, from_onnx

    resolved = load_config("ml-regalloc").resolve()
    rng = np.random.default_rng(0)
    x = rng.random((64, 33, N_COLUMNS), dtype=np.float32)
    x[..., COLUMN["mask"]] = rng.random((64, 33)) < 0.4
    x[:, NO_EVICT, COLUMN["mask"]] = 1
    y = np.array([policies.mimic_index(q) for q in x])
    policy = clone(Policy.init(resolved, x), x, y, epochs=3)
    path = export(policy, resolved, str(tmp_path / "p.onnx"), {}, [])
    assert check(path, policy, x, resolved)["same_decision"] == 1.0
    shipped = from_onnx(str(models_dir() / "regalloc-evict.onnx"), policy)
    sess = ort.InferenceSession(str(models_dir() / "regalloc-evict.onnx"), providers=["CPUExecutionProvider"])
    got = np.stack([sess.run(None, {"candidates": q})[0] for q in x])
    assert (got.argmax(1) == shipped.decide(x)).all()


def test_external_mlgo_host_through_the_pass(pressure, registered):
    """``--runner=pipe --dialect=mlgo``: LLVM talks to an external interactive-mode host itself."""
    from mlbridge_llvm.interface.mlgo import InteractiveHost
    from mlbridge_llvm.runners import create_runner

    with create_runner("python:mlbridge_passes.regalloc.policies:mimic") as runner, InteractiveHost(timeout=30) as host:
        serving = host.serve_in_thread(serve_agent(runner))
        _, remarks = _optimize(pressure, "", f"pipe:{host.channel}?dialect=mlgo")
        served = serving.result(timeout=30)
    assert [r.name for r in remarks] == ["ExternalAgent"] and served.count > 10


def test_training_log_in_llvm_layout(pressure, registered, tmp_path):
    from mlbridge_llvm.training_log import read_training_log

    log = tmp_path / "evict.log"
    _, remarks = _optimize(pressure, f"log={log};compiler=llc", "python:mlbridge_passes.regalloc.policies:first_allowed")
    records = list(read_training_log(str(log)))
    summary = [r for r in remarks if r.name == "Summary"][0].args
    assert summary["compiler"] == "llc" and len(records) == summary["decisions"] > 0
    assert records[0].context == "mix" and set(records[0].features) == {s.name for s in EVICT_SPECS} | {"index_to_evict"}
    first = records[0].features
    assert np.asarray(first["mask"]).reshape(-1)[int(np.asarray(first["index_to_evict"]).reshape(-1)[0])] == 1
