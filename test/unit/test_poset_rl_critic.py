"""poset-rl plan mode: size features, the linear size critic (numpy and ONNX), plans, and the pass itself."""
from __future__ import annotations

import glob
import json
import os
import re

import numpy as np
import pytest

from mlbridge_llvm.errors import ConfigError, MLBridgeError
from mlbridge_llvm.features.vocab import ENTITY_INDEX
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_llvm.runners.onnx import ONNXModelRunner
from mlbridge_training.poset_rl import critic as K
from mlbridge_passes.poset_rl.features import module_features
from mlbridge_passes.poset_rl.planner import PLAN_ADVICE, Plans, candidate_features, critic_specs, shortlist
from mlbridge_passes.poset_rl.sequences import ODG
from mlbridge_llvm.ir.codegen import text_size_of_bitcode
from mlbridge_training.poset_rl.train import apply, normalize

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = sorted(glob.glob(os.path.join(ROOT, "test", "inputs", "corpus", "**", "*.bc"), recursive=True))
MODELS = os.path.join(ROOT, "models")
PLANS = Plans("odg", ((), (26,), (26, 22), (32, 8, 22), (2, 6)))


def _bc(i: int) -> bytes:
    with open(CORPUS[i], "rb") as f:
        return f.read()


def _body(ir: str) -> str:
    """IR without the module's name and the ``; preds =`` comments (bitcode does not keep use-list order)."""
    return "\n".join(re.sub(r"\s*; preds = .*", "", line) for line in ir.splitlines()
                     if not line.startswith(("; ModuleID", "source_filename")))


def test_size_features_count_every_instruction_and_function() -> None:
    """The opcode counts sum to the module's instruction count (the one ``module_features`` reports), the last
    feature is the number of defined functions, and running the inliner changes both."""
    from mlbridge_llvm.features.vocab import OPCODES

    for path in CORPUS[:4]:
        bc = normalize(_bc(CORPUS.index(path)))
        for state in (bc, apply(bc, ODG[26])):
            f = K.size_features(state)
            assert f.shape == (K.N_SIZE_FEATURES,)
            opcodes = sum(f[ENTITY_INDEX[o]] for o in OPCODES)
            assert opcodes == pytest.approx(np.expm1(module_features(state)[2]), rel=1e-5)
            with CModule.parse_bitcode(state) as m:
                defined = sum(1 for fn in m.functions() if not fn.is_declaration)
            assert f[-1] == defined


def test_fit_bytes_recovers_a_linear_size_model() -> None:
    rng = np.random.default_rng(0)
    w = rng.uniform(0, 8, K.N_SIZE_FEATURES)
    feats = [rng.integers(0, 50, (7, K.N_SIZE_FEATURES)).astype(float) * rng.uniform(1, 20) for _ in range(30)]
    sizes = [f @ w for f in feats]
    got = K.fit_bytes(feats, sizes, l2=1e-9)
    assert np.allclose(got, w, rtol=1e-4, atol=1e-4)


def test_onnx_critic_equals_numpy_choice_and_ranking(tmp_path) -> None:
    """The ONNX critic answers numpy's choice; the shortlist from repeated ArgMin questions (same [1, K, 111] shape
    each time) is numpy's full ranking, ties in index order, for every length (more than K gives all K)."""
    from mlbridge_llvm.onnx_models import save_model

    rng = np.random.default_rng(1)
    w = rng.normal(size=K.N_SIZE_FEATURES)
    path = save_model(K.critic_model(w), str(tmp_path / "c.onnx"))
    for k in (1, 3, 8):
        runner = ONNXModelRunner(path, feature_specs=critic_specs(k), advice_spec=PLAN_ADVICE)
        for _ in range(20):
            x = rng.integers(0, 100, (k, K.N_SIZE_FEATURES)).astype(np.float32)
            x[k // 2] = x[0] if rng.random() < 0.5 else x[k // 2]  # ties: plans with identical results are common
            assert runner.populate_features(size_features=x[None]).evaluate(int) == K.choose(w, x)
            order = list(K.rank(w, x))
            assert sorted(order) == list(range(k)) and order[0] == K.choose(w, x)
            for n in range(1, k + 2):
                assert shortlist(runner, x, n) == order[:n]
        runner.close()
    with pytest.raises(MLBridgeError, match="critic weights must be"):
        K.critic_model(np.zeros(5))


def test_candidate_features_apply_each_plan_to_a_copy() -> None:
    bc = normalize(_bc(1))
    with CModule.parse_bitcode(bc) as m:
        feats = candidate_features(m, PLANS)
        assert m.to_bitcode() == bc  # the module itself is unchanged
    for plan, got in zip(PLANS.plans, feats):
        state = bc
        for a in plan:
            state = apply(state, ODG[a])
        assert np.array_equal(got, K.size_features(state).astype(np.float32))
    assert len({tuple(f) for f in feats}) > 2  # the plans really differ on this module


def test_prelude_runs_before_the_plans_and_not_before_the_baseline() -> None:
    """With the always-inline prelude, every plan starts from the module after ``always-inline``; the guard's
    baseline (``default<Oz>``) still runs on the module as given, so the guard compares against Oz exactly."""
    from mlbridge_passes.poset_rl.planner import Candidates
    from mlbridge_passes.poset_rl.sequences import ALWAYS_INLINE_PRELUDE, prelude_for, with_prelude

    path = os.path.join(ROOT, "test", "lit", "poset_rl", "Inputs", "always-inline.ll")
    with open(path) as f:
        src = f.read()
    with CModule.parse_ir(src) as m, CModule.parse_ir(src.replace("alwaysinline ", "")) as plain:
        assert prelude_for(m) == ALWAYS_INLINE_PRELUDE
        assert prelude_for(m, honour=False) == "" and prelude_for(plain) == ""
        before = m.to_bitcode()
        plans = Plans("odg", ((), (22,)))
        with Candidates(m, plans, ALWAYS_INLINE_PRELUDE) as c:
            assert "square" not in [ci.callee for ci in c.module(0).call_sites()]  # inlined before any plan
            with CModule.parse_ir(src) as ref:
                ref.run_passes(with_prelude(ALWAYS_INLINE_PRELUDE, "verify"))
                assert _body(c.module(0).to_ir()) == _body(ref.to_ir())
            c.baseline_module("default<Oz>")
            with CModule.parse_ir(src) as oz:
                oz.run_passes("default<Oz>")
                assert c.baseline_bitcode == oz.to_bitcode()
        assert m.to_bitcode() == before  # the module itself is unchanged
        with Candidates(m, plans) as c:
            assert "square" in [ci.callee for ci in c.module(0).call_sites()]  # no prelude: the call stays


def test_training_starts_from_the_module_the_pass_starts_from() -> None:
    """Oracle, catalog and roll-outs start from :func:`start_state`: the prelude applied where the pass applies it,
    so training never measures a state (``always_inline`` calls left) the pass cannot reach."""
    from mlbridge_training.poset_rl.catalog import prefix_states
    from mlbridge_training.poset_rl.train import start_state

    inputs = os.path.join(ROOT, "test", "lit", "poset_rl", "Inputs")
    with open(os.path.join(inputs, "always-inline.ll")) as f, CModule.parse_ir(f.read()) as m:
        bc = m.to_bitcode()
        m.run_passes("always-inline")
        expected = m.to_bitcode()
    assert start_state(bc) == expected != normalize(bc)
    assert prefix_states("m", bc)(()) == expected
    with open(os.path.join(inputs, "loop.ll")) as f, CModule.parse_ir(f.read()) as m:
        plain = m.to_bitcode()
    assert start_state(plain) == normalize(plain)


def test_plan_file_round_trip_and_errors(tmp_path) -> None:
    p = tmp_path / "plans.json"
    PLANS.save(p, note="x")
    assert Plans.load(p) == PLANS and Plans.load(p).first(2).plans == PLANS.plans[:2]
    p.write_text(json.dumps({"space": "odg", "plans": [[1, 1]]}))
    with pytest.raises(ConfigError, match="distinct actions"):
        Plans.load(p)
    p.write_text("{")
    with pytest.raises(ConfigError, match="malformed"):
        Plans.load(p)
    with pytest.raises(ConfigError, match="not found"):
        Plans.load(tmp_path / "missing.json")


def test_the_pass_applies_the_plan_the_critic_picks(tmp_path) -> None:
    """Plan mode through the driver (in-process ONNX): for critics with different weights the pass applies
    exactly the plan numpy picks from the same candidates, and the output IR is that plan's result."""
    from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
    from mlbridge_llvm.onnx_models import save_model

    bc = _bc(1)
    plan_file = tmp_path / "plans.json"
    PLANS.save(plan_file)
    with CModule.parse_bitcode(bc) as m:
        feats = candidate_features(m, PLANS)
    rng = np.random.default_rng(3)
    chosen = set()
    for i in range(8):
        w = rng.normal(size=K.N_SIZE_FEATURES)
        path = save_model(K.critic_model(w), str(tmp_path / f"c{i}.onnx"))
        out, remarks = optimize_llvm(bc, f"poset-rl<mode=plan;plan-file={plan_file};measure=0>",
                                     RunnerChoice("onnx", path), text=True)
        seq = next(r for r in remarks if r.name == "Sequence").args
        k = K.choose(w, feats)
        assert seq["plan"] == k and seq["candidates"] == len(PLANS.plans)
        applied = tuple(r.args["action"] for r in remarks if r.name == "SubSequence")
        assert applied == PLANS.plans[k]
        expected = normalize(bc)
        for a in applied:
            expected = apply(expected, ODG[a])
        with CModule.parse_bitcode(expected) as m:
            assert _body(out.decode()) == _body(m.to_ir())
        chosen.add(k)
    assert len(chosen) >= 2


def test_measure_keeps_the_smallest_compiled_plan(tmp_path) -> None:
    """``measure=N``: the pass compiles the critic's N preferred plans, keeps the smallest ``.text`` (ties: the
    critic's order), records each measured candidate, and its output is that plan's result. The critic here
    prefers the largest IR (negative bytes per entity), so measuring changes its decision."""
    from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
    from mlbridge_llvm.onnx_models import save_model

    bc = _bc(1)
    plan_file = tmp_path / "plans.json"
    PLANS.save(plan_file)
    with CModule.parse_bitcode(bc) as m:
        feats = candidate_features(m, PLANS)
    w = -np.ones(K.N_SIZE_FEATURES)
    model = save_model(K.critic_model(w), str(tmp_path / "c.onnx"))
    order = list(K.rank(w, feats))
    results = []
    for plan in PLANS.plans:
        state = normalize(bc)
        for a in plan:
            state = apply(state, ODG[a])
        results.append(state)
    sizes = [text_size_of_bitcode(r) for r in results]
    decisions = set()
    for n in (1, 2, len(PLANS.plans)):
        out, remarks = optimize_llvm(bc, f"poset-rl<mode=plan;plan-file={plan_file};measure={n};baseline=none;"
                                     "measure-reloc=default>", RunnerChoice("onnx", model), text=True)
        expected = min(order[:n], key=lambda k: (sizes[k], order.index(k)))
        seq = next(r for r in remarks if r.name == "Sequence").args
        assert seq["plan"] == expected and seq["measured"] == n
        measured = {r.args["plan"]: (r.args["rank"], r.args["text"]) for r in remarks
                    if r.name == "Candidate" and "text" in r.args}
        assert measured == {k: (order.index(k), sizes[k]) for k in order[:n]}
        with CModule.parse_bitcode(results[expected]) as m:
            assert _body(out.decode()) == _body(m.to_ir())
        decisions.add(expected)
    assert sizes[order[0]] > min(sizes) and len(decisions) >= 2
    # measure-reloc=pic compiles the candidates as position-independent code (a -fPIC build): on a module that
    # calls other functions, PIC objects are larger
    lua = _bc(4)
    _, remarks = optimize_llvm(lua, f"poset-rl<mode=plan;plan-file={plan_file};measure=1;measure-reloc=pic;"
                               "baseline=none>", RunnerChoice("onnx", model), text=True)
    (k, got), = [(r.args["plan"], r.args["text"]) for r in remarks if r.name == "Candidate" and "text" in r.args]
    state = normalize(lua)
    for a in PLANS.plans[k]:
        state = apply(state, ODG[a])
    assert got == text_size_of_bitcode(state, "pic") > text_size_of_bitcode(state)


def test_measure_option_is_checked() -> None:
    from mlbridge_llvm.driver import optimize_llvm

    for bad in ("-1", "x"):
        with pytest.raises(ConfigError, match=f"poset-rl<measure={bad}>: expected a non-negative integer"):
            optimize_llvm(_bc(1), f"poset-rl<mode=plan;measure={bad}>", None, text=True)
    with pytest.raises(ConfigError, match="poset-rl<measure-reloc=ropi>: expected one of auto, default, static, pic"):
        optimize_llvm(_bc(1), "poset-rl<mode=plan;measure=2;measure-reloc=ropi>", None, text=True)


def test_bundled_critic_and_plans_load_and_run() -> None:
    from mlbridge_llvm.driver import optimize_llvm

    for name in ("poset-rl-odg-critic.onnx", "poset-rl-manual-critic.onnx"):
        assert os.path.isfile(os.path.join(MODELS, name)), f"models/{name} is missing: the critic ships with the kit"
    plans = Plans.load(os.path.join(MODELS, "poset-rl-odg-plans.json"))
    assert plans.space == "odg" and len(plans.plans) >= 2
    _, remarks = optimize_llvm(_bc(2), "poset-rl<mode=plan;measure=0>", None, text=True)
    seq = next(r for r in remarks if r.name == "Sequence").args
    assert seq["stopped_by"] == "plan" and 0 <= seq["plan"] < len(plans.plans) and seq["measured"] == 0
    _, remarks = optimize_llvm(_bc(2), "poset-rl<mode=plan;plans=1;measure=0>", None, text=True)
    assert next(r for r in remarks if r.name == "Sequence").args["plan"] == 0
    manual = Plans.load(os.path.join(MODELS, "poset-rl-manual-plans.json"))
    assert manual.space == "manual" and len(manual.plans) >= 2
    _, remarks = optimize_llvm(_bc(2), "poset-rl<mode=plan;space=manual;measure=2;baseline=none>", None, text=True)
    seq = next(r for r in remarks if r.name == "Sequence").args
    assert seq["space"] == "manual" and seq["candidates"] == len(manual.plans) and seq["measured"] == 2
    assert tuple(r.args["action"] for r in remarks if r.name == "SubSequence") == manual.plans[seq["plan"]]


@pytest.mark.parametrize("transport", ["pipe", "grpc"])
def test_plan_mode_with_the_critic_in_another_process(tmp_path, transport: str) -> None:
    """Switching the critic's runner is a flag: a model server (pipe + bitstream, or gRPC) in another process
    answers plan mode's questions (three with measure=3: the shortlist in the critic's order), and the pass keeps
    the same plan as with in-process ONNX."""
    import subprocess
    import sys

    from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
    from mlbridge_llvm.onnx_models import save_model

    bc = _bc(1)
    plan_file = tmp_path / "plans.json"
    PLANS.save(plan_file)
    with CModule.parse_bitcode(bc) as m:
        feats = candidate_features(m, PLANS)
    w = np.zeros(K.N_SIZE_FEATURES)
    w[ENTITY_INDEX["Call"]] = -1.0  # keep the plan with the most calls left: not plan 0 on this module
    model = save_model(K.critic_model(w), str(tmp_path / "c.onnx"))
    order = list(K.rank(w, feats))
    pipeline = f"poset-rl<mode=plan;plan-file={plan_file};measure=3;baseline=none>"
    base = [sys.executable, "-m", "mlbridge_llvm.interface.model_server", transport, "--model", model,
            "--advice-name", "plan", "--advice-type", "int64_t"]
    if transport == "pipe":
        channel = str(tmp_path / "ch")
        server = subprocess.Popen(base + ["--channel", channel, "--serdes", "bitstream"])
        choice = RunnerChoice("pipe", channel=channel, serdes="bitstream", timeout=60)
    else:
        server = subprocess.Popen(base, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        choice = RunnerChoice("grpc", address=f"127.0.0.1:{int(server.stdout.readline())}", timeout=60)
    try:
        _, remarks = optimize_llvm(bc, pipeline, choice, text=True)
    finally:
        if transport == "grpc":
            server.stdin.close()
        server.wait(60)
    ranks = {r.args["plan"]: r.args["rank"] for r in remarks if r.name == "Candidate" and "rank" in r.args}
    assert ranks == {k: i for i, k in enumerate(order[:3])} and order[0] != 0
    _, local = optimize_llvm(bc, pipeline, RunnerChoice("onnx", model), text=True)
    plan = next(r for r in remarks if r.name == "Sequence").args["plan"]
    assert next(r for r in local if r.name == "Sequence").args["plan"] == plan and plan in order[:3]
