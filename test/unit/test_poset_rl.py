"""poset-rl: translated action spaces, the pass (remarks, replay with the wheel's opt), the gym environment."""
from __future__ import annotations

import glob
import os
import random
import subprocess

import numpy as np
import pytest
from conftest import require

from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
from mlbridge_llvm.errors import ConfigError, ModelError, SpecError
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_llvm.ir.tools import find_tool
from mlbridge_llvm.onnx_models import save_model
from mlbridge_llvm.passes import register, registry
from mlbridge_llvm.runners.onnx import ONNXModelRunner
from mlbridge_passes.poset_rl import PASS, STOP, feature_specs, poset_rl
from mlbridge_training.poset_rl.models import sequence_policy
from mlbridge_passes.poset_rl.sequences import (LEGACY_SPACES, LEGACY_TO_NEW, MANUAL, ODG, REPLAY_SEPARATOR, SPACES,
                                                render_markdown, replay_pipeline)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = sorted(glob.glob(os.path.join(ROOT, "test", "inputs", "corpus", "**", "*.bc"), recursive=True))
LOOP = os.path.join(ROOT, "test", "lit", "poset_rl", "Inputs", "loop.ll")

if "poset-rl" not in registry():  # before the entry point is installed
    register(PASS)


def bitcode(i: int) -> bytes:
    with open(CORPUS[i], "rb") as f:
        return f.read()


def loop_ir() -> bytes:
    with open(LOOP, "rb") as f:
        return f.read()


# ---- action spaces ------------------------------------------------------------------------------------------------
def test_published_space_sizes_and_every_legacy_pass_is_translated() -> None:
    assert len(MANUAL) == 15 and len(ODG) == 34
    for space in ("odg", "manual"):
        assert all(name in LEGACY_TO_NEW for seq in LEGACY_SPACES[space] for name in seq)
    text = ",".join(ODG + MANUAL)
    for gone in ("prune-eh", "barrier", "attributor", "loop-unswitch,", "functionattrs", "rpo-functionattrs"):
        assert gone not in text.replace("simple-loop-unswitch", "")
    assert "loop-mssa(licm" in text and "instcombine<no-verify-fixpoint>" in text
    assert "instcombine," not in text and "instcombine)" not in text  # never the fixpoint-verifying default


@pytest.mark.parametrize("space", ["odg", "manual"])
def test_every_sub_sequence_runs_in_llvm22(space: str) -> None:
    for i, pipeline in enumerate(SPACES[space]):
        with CModule.parse_bitcode(bitcode(0), CORPUS[0]) as m:
            m.run_passes(pipeline)  # PipelineError (with LLVM's message) if it does not parse or run
            m.verify()


def test_any_order_never_aborts_llvm_on_the_corpus_sample() -> None:
    """Random orders of both spaces on every sample module, in a worker process (an abort would be reported)."""
    from mlbridge_llvm.isolate import Worker

    rng = random.Random(7)
    with Worker() as w:
        for path in CORPUS:
            with open(path, "rb") as f:
                bc = f.read()
            for seqs in (ODG, MANUAL):
                order = list(range(len(seqs)))
                rng.shuffle(order)
                bc = w.run(bc, REPLAY_SEPARATOR.join(seqs[a] for a in order), input_name=path)
        assert w.restarts == 0


def test_docs_table_is_up_to_date() -> None:
    with open(os.path.join(ROOT, "docs", "poset_rl_sequences.md")) as f:
        assert f.read() == render_markdown()


def test_replay_string_equals_step_by_step() -> None:
    rng = random.Random(3)
    for i in (0, 5, 15):
        for space in ("odg", "manual"):
            seqs = SPACES[space]
            actions = rng.sample(range(len(seqs)), 8)
            with CModule.parse_bitcode(bitcode(i)) as a, CModule.parse_bitcode(bitcode(i)) as b:
                for x in actions:
                    a.run_passes(seqs[x])
                b.run_passes(replay_pipeline(space, actions))
                assert a.to_ir() == b.to_ir()


def test_replay_abandons_globals_aa_which_survives_invalidate_all() -> None:
    """GlobalsAA computed by action 29 would help action 33 within one run, even after invalidate<all>."""
    path = next(p for p in CORPUS if p.endswith("lua53/lutf8lib.o.bc"))
    with open(path, "rb") as f:
        bc = f.read()
    actions = [3, 16, 2, 4, 5, 29, 33]
    with CModule.parse_bitcode(bc) as a, CModule.parse_bitcode(bc) as b, CModule.parse_bitcode(bc) as c:
        for x in actions:
            a.run_passes(ODG[x])
        b.run_passes(replay_pipeline("odg", actions))
        c.run_passes(",invalidate<all>,".join(ODG[x] for x in actions))
        assert a.to_ir() == b.to_ir() != c.to_ir()


# ---- the ONNX graph ------------------------------------------------------------------------------------------------
def test_policy_graph_matches_numpy_and_honours_mask_and_stop() -> None:
    from mlbridge_training.poset_rl.train import Policy

    rng = np.random.default_rng(0)
    p = Policy(rng.normal(size=(300, 16)).astype(np.float32), rng.normal(size=16).astype(np.float32),
               rng.normal(size=(16, 35)).astype(np.float32), rng.normal(size=35).astype(np.float32),
               rng.normal(size=300).astype(np.float32), rng.uniform(0.5, 2, 300).astype(np.float32),
               wf=rng.normal(size=(3, 16)).astype(np.float32), fmean=rng.normal(size=3).astype(np.float32),
               fstd=rng.uniform(0.5, 2, 3).astype(np.float32))
    from mlbridge_training.poset_rl.train import to_onnx

    r = ONNXModelRunner(to_onnx(p))
    emb = (rng.normal(size=(64, 300)) * 100).astype(np.float32)
    mask = (rng.uniform(size=(64, 34)) > 0.5).astype(np.float32)
    feats = (rng.normal(size=(64, 3)) * 3).astype(np.float32)
    got = r.populate_features(embedding=emb, action_mask=mask, module_features=feats).evaluate()
    want = [p.act(e, k, f) for e, k, f in zip(emb, mask, feats)]
    assert want != [p.act(e, k) for e, k in zip(emb, mask)]  # the features matter
    assert list(got) == want
    assert all(a == STOP or mask[i, a] == 1 for i, a in enumerate(got))


def test_step_budget_in_the_graph_stops_after_that_many_actions() -> None:
    """A model exported with ``step_budget=B`` answers the policy's own action while fewer than B sub-sequences are
    applied (B zeros in the mask) and stop from then on; the trainer's budget is the graph's, not the pass's."""
    from mlbridge_training.poset_rl.train import Policy, to_onnx

    rng = np.random.default_rng(1)
    p = Policy(rng.normal(size=(300, 8)).astype(np.float32), rng.normal(size=8).astype(np.float32),
               rng.normal(size=(8, 35)).astype(np.float32), np.r_[np.zeros(34), -1e6].astype(np.float32),
               np.zeros(300, np.float32), np.ones(300, np.float32))  # stop logit -1e6: the MLP never stops
    r = ONNXModelRunner(to_onnx(p, step_budget=3))
    emb = rng.normal(size=(5, 300)).astype(np.float32)
    mask = np.ones((5, 34), np.float32)
    for row, applied in enumerate([0, 1, 2, 3, 7]):
        mask[row, :applied] = 0.0
    got = list(r.populate_features(embedding=emb, action_mask=mask,
                                   module_features=np.zeros((5, 3), np.float32)).evaluate())
    assert got[:3] == [p.act(e, k) for e, k in zip(emb[:3], mask[:3])] and STOP not in got[:3]
    assert got[3:] == [STOP, STOP]
    with pytest.raises(SpecError, match="step_budget"):
        to_onnx(p, step_budget=0)


def test_one_rollout_scores_every_step_budget() -> None:
    """``rollout(step_sizes=True)``: the ``.text`` after k steps is what a roll-out capped at k steps ends with (the
    trainer's CV scores every budget from one roll-out)."""
    from mlbridge_training.poset_rl.train import rollout

    def first_allowed(_emb, mask, _feats=None) -> int:
        return int(np.flatnonzero(mask)[0])

    full = rollout(first_allowed, "m", bitcode(1), max_steps=4, step_sizes=True)
    assert len(full.step_sizes) == 5 and full.size == full.step_sizes[-1]
    for k in (1, 2):
        assert rollout(first_allowed, "m", bitcode(1), max_steps=k).size == full.size_within(k)
    assert full.size_within(99) == full.size


def test_sequence_policy_replays_its_sequence_then_stops() -> None:
    r = ONNXModelRunner(sequence_policy([26, 3, 22], 34))
    mask = np.ones((1, 34), np.float32)
    seen = []
    while True:
        a = int(r.populate_features(embedding=np.zeros((1, 300), np.float32), action_mask=mask,
                                    module_features=np.ones((1, 3), np.float32)).evaluate(int))
        if a == STOP:
            break
        seen.append(a)
        mask[0, a] = 0
    assert seen == [26, 3, 22]


# ---- the pass ------------------------------------------------------------------------------------------------------
def _model(tmp_path, actions, n=34, name="seq.onnx") -> str:
    return save_model(sequence_policy(actions, n), str(tmp_path / name))


def test_pass_applies_the_models_sequence_and_records_it(tmp_path) -> None:
    model = _model(tmp_path, [29, 26, 5])
    out, remarks = optimize_llvm(loop_ir(), "poset-rl", RunnerChoice("onnx", model), name=LOOP, text=True)
    steps = [r for r in remarks if r.name == "SubSequence"]
    assert [r.args["action"] for r in steps] == [29, 26, 5]
    assert [r.args["pipeline"] for r in steps] == [ODG[29], ODG[26], ODG[5]]
    final = remarks[-1]
    assert final.name == "Sequence" and final.args["stopped_by"] == "model"
    assert final.args["pipeline"] == replay_pipeline("odg", [29, 26, 5])
    text = out.decode()
    assert "alloca" not in text and "call" not in text and "@square" not in text


def test_replay_with_the_wheels_opt_gives_identical_ir(tmp_path) -> None:
    model = _model(tmp_path, [31, 27, 16, 6, 22])
    out, remarks = optimize_llvm(loop_ir(), "poset-rl", RunnerChoice("onnx", model), name=LOOP, text=True)
    pipeline = remarks[-1].args["pipeline"]
    proc = subprocess.run([find_tool("opt"), "-S", f"-passes={pipeline}", LOOP, "-o", "-"], capture_output=True,
                          check=True)
    assert proc.stdout == out


def test_step_limit_space_option_and_python_runner() -> None:
    runner = RunnerChoice("python", "mlbridge_passes.poset_rl.policies:first")
    _, remarks = optimize_llvm(loop_ir(), "poset-rl<steps=3;measure=0>", runner, text=True)
    assert [r.args["action"] for r in remarks if r.name == "SubSequence"] == [0, 1, 2]
    assert remarks[-1].args["stopped_by"] == "step-limit"
    _, remarks = optimize_llvm(loop_ir(), "poset-rl<space=manual;steps=20;measure=0>", runner, text=True)
    assert [r.args["action"] for r in remarks if r.name == "SubSequence"] == list(range(15))
    assert remarks[-1].args["stopped_by"] == "no-action-left"
    stop = RunnerChoice("python", "mlbridge_passes.poset_rl.policies:stop")
    out, remarks = optimize_llvm(loop_ir(), "poset-rl<measure=0>", stop, text=True)
    assert remarks[-1].args["steps"] == 0 and "alloca" in out.decode()
    # by default the Oz guard keeps Oz's module against a policy that does nothing
    out, remarks = optimize_llvm(loop_ir(), "poset-rl", stop, text=True)
    assert [r.args["kept"] for r in remarks if r.name == "Guard"] == ["baseline"]
    assert remarks[-1].args["stopped_by"] == "baseline" and remarks[-1].args["pipeline"] == "default<Oz>"
    assert out == optimize_llvm(loop_ir(), "default<Oz>", None, text=True)[0]


def test_model_errors_are_clear(tmp_path) -> None:
    with pytest.raises(ModelError, match="already applied"):
        optimize_llvm(loop_ir(), "poset-rl", RunnerChoice("python", "mlbridge_passes.poset_rl.policies:always_zero"))
    narrow = _model(tmp_path, [1, 2], n=33, name="narrow.onnx")
    with pytest.raises(ModelError, match="action_mask"):
        optimize_llvm(loop_ir(), "poset-rl", RunnerChoice("onnx", narrow))
    corrupt = tmp_path / "corrupt.onnx"
    corrupt.write_bytes(b"this is not a model")
    with pytest.raises(ModelError):
        optimize_llvm(loop_ir(), "poset-rl", RunnerChoice("onnx", str(corrupt)))
    with pytest.raises(ConfigError, match="space"):
        optimize_llvm(loop_ir(), "poset-rl<space=o3>", RunnerChoice("onnx", narrow))


def test_library_function_and_bundled_model() -> None:
    from mlbridge_llvm.resources import models_dir

    with CModule.parse_bitcode(bitcode(1)) as m:
        res = poset_rl(m, lambda obs: STOP if obs["action_mask"][29] == 0 else 29)
        assert res.actions == [29] and res.stopped_by == "model"
    bundled = models_dir() / "poset-rl-odg.onnx"
    assert bundled.is_file(), f"{bundled} is missing: the ODG policy is committed and ships with the kit"
    r = ONNXModelRunner(str(bundled), feature_specs=feature_specs("odg"))
    assert r.inputs[0].name == "embedding"
    _, remarks = optimize_llvm(bitcode(2), "poset-rl", text=True)
    assert remarks[-1].name == "Sequence"


# ---- the environment -----------------------------------------------------------------------------------------------
env_mod = require("mlbridge_training.poset_rl.env")


def test_env_reset_step_contract_masking_and_reward_sign() -> None:
    env = env_mod.PosetRLEnv(CORPUS[:3], seed=0)
    obs, info = env.reset(options={"module": 1})
    assert env.observation_space.contains(obs) and obs["action_mask"].sum() == 34
    assert info["o0_size"] > info["oz_size"] > 0
    total = 0.0
    for a in (29, 26, 3):  # the front of Oz: simplification, inlining, instcombine
        obs, r, term, trunc, info = env.step(a)
        assert obs["action_mask"][a] == 0 and not term and not trunc
        total += r
    assert total > 0.5  # most of the O0 -> Oz gap closed
    assert np.isclose(total, (info["o0_size"] - info["text_size"]) / (info["o0_size"] - info["oz_size"]))
    assert not env.action_masks()[29] and env.action_masks()[-1]
    with pytest.raises(ModelError, match="not allowed"):
        env.step(29)
    obs, r, term, _, info = env.step(env.action_space.n - 1)  # stop
    assert term and r == 0.0 and info["stopped_by"] == "model"
    env.close()


def test_env_episode_ends_after_n_steps_and_is_deterministic() -> None:
    def play(seed: int) -> list:
        env = env_mod.PosetRLEnv(CORPUS[:4], max_steps=3, seed=seed)
        out = []
        for _ in range(2):
            obs, info = env.reset()
            term = False
            while not term:
                a = int(np.flatnonzero(obs["action_mask"])[-1])
                obs, r, term, _, info = env.step(a)
                out.append((info["module"], a, round(r, 9), float(obs["embedding"].sum())))
            assert len(info["actions"]) == 3 and info["stopped_by"] == "step-limit"
        env.close()
        return out

    assert play(5) == play(5)


@pytest.mark.parametrize("transport,serdes", [("pipe", "bitstream"), ("grpc", "bitstream")])
def test_env_with_the_compiler_in_a_worker_process(transport: str, serdes: str) -> None:
    """Same environment code behind a pipe (trainer = model side owning the FIFOs) or gRPC: same numbers."""
    local = env_mod.PosetRLEnv(CORPUS[:2])
    remote = env_mod.PosetRLEnv(CORPUS[:2], transport=transport, serdes=serdes, timeout=60)
    try:
        for env in (local, remote):
            obs, _ = env.reset(options={"module": 0})
            env.trace = [float(obs["embedding"].sum())]
            for a in (31, 26, 6):
                obs, r, term, _, info = env.step(a)
                env.trace += [r, float(obs["embedding"].sum()), info["text_size"]]
        assert np.allclose(local.trace, remote.trace)
    finally:
        local.close()
        remote.close()


def test_throughput_reward_uses_llvm_mca() -> None:
    with CModule.parse_bitcode(bitcode(1)) as m:
        m.run_passes("default<Oz>")
        whole = env_mod.block_rthroughput(m)
        per_function = env_mod.block_rthroughput(m, scope="function")
    assert whole > 0 and per_function > 0
    env = env_mod.CompilerEnv(CORPUS[1:2], reward=env_mod.RewardConfig(alpha=0.0, beta=1.0))
    env.reset(0)
    env.step(29)
    assert env.last_reward is not None and env.baseline(0).oz_thr > 0
    env.close()


# ---- the native IR2Vec walker the pass embeds with ------------------------------------------------------------------
IR2VEC_INPUTS = sorted(glob.glob(os.path.join(ROOT, "test", "inputs", "ir2vec", "*.ll")))


def test_native_ir2vec_walker_is_bitwise_equal_to_the_python_walk() -> None:
    """The JIT-compiled walk over the CModule gives the very numbers of the Python embedder (which test_ir2vec.py
    checks against llvm-ir2vec), for both kinds, on the IR2Vec test inputs and the corpus sample."""
    from mlbridge_llvm.features import ir2vec_native as N
    from mlbridge_llvm.features.ir2vec import Embedder

    assert N.available()
    sources = [open(p, "rb").read() for p in IR2VEC_INPUTS] + [bitcode(i) for i in range(len(CORPUS))]
    assert len(sources) >= 15
    for kind in ("flow-aware", "symbolic"):
        emb = Embedder(kind=kind)
        cache = N.VectorCache(emb.weighted_table)
        for src in sources:
            want = emb.module_vector(src)
            with (CModule.parse_bitcode(src) if src[:2] == b"BC" else CModule.parse_ir(src)) as m:
                got = N.module_vector(m, emb.weighted_table, flow=kind == "flow-aware")
                again = N.module_vector(m, emb.weighted_table, flow=kind == "flow-aware", cache=cache)
            assert np.array_equal(got, want, equal_nan=True), (kind, np.nanmax(np.abs(got - want)))
            assert np.array_equal(again, want, equal_nan=True)


def test_native_ir2vec_walker_matches_llvm_ir2vec(tmp_path) -> None:
    """Function vectors from the native walker against LLVM 22's llvm-ir2vec (which prints %.2f)."""
    from mlbridge_llvm.features import ir2vec_native as N
    from mlbridge_llvm.features.ir2vec import Embedder, run_llvm_ir2vec
    from mlbridge_llvm.resources import models_dir

    vocab = str(models_dir() / "ir2vec" / "seed_vocab_300d_llvm22.json")
    table = Embedder(kind="flow-aware").weighted_table
    for path in IR2VEC_INPUTS[:4]:
        theirs = run_llvm_ir2vec(path, vocab, kind="flow-aware", level="func")
        want = np.sum([v for vectors in theirs.values() for _, v in vectors], axis=0)
        with CModule.parse_ir(open(path, "rb").read()) as m:
            counts = N.function_counts(m)
        got = (counts @ table).sum(axis=0)
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=0.01 * len(theirs))


def test_native_opcode_table_covers_the_vocabulary() -> None:
    from mlbridge_llvm.features.ir2vec import OPCODE_ROW
    from mlbridge_llvm.ir.llvmc.values import OPCODE_NAMES

    assert set(OPCODE_NAMES.values()) == set(OPCODE_ROW)
    assert len(set(OPCODE_NAMES)) == len(OPCODE_NAMES)


def test_native_walker_ir_is_stamped_with_its_current_source_and_recipe() -> None:
    """ir2vec_walk.ll records the digests of ir2vec_walk.c and of the generator recipe it came from: editing either
    without regenerating fails here, on any machine (no clang needed)."""
    from mlbridge_llvm.features import ir2vec_native as N

    first = N.walker_ir().splitlines()[0]
    assert first == N.stamp_line(), (
        "ir2vec_walk.c or its generator changed since ir2vec_walk.ll was made: run "
        "CLANG=clang-22 python -m mlbridge_llvm.features.ir2vec_native --regenerate")


def test_native_walker_ir_is_generated_from_its_c_source(tmp_path) -> None:
    """ir2vec_walk.ll is what `python -m mlbridge_llvm.features.ir2vec_native --regenerate` makes with clang 22:
    byte for byte with a system clang-22; with the corpus toolchain's clang 22 (zig's, a test dependency) the same
    instructions, declarations and attributes, only metadata numbering differs (zig adds module metadata)."""
    import re

    from mlbridge_llvm.corpus.toolchain import find_toolchain
    from mlbridge_llvm.features import ir2vec_native as N

    tc = find_toolchain().with_cache(str(tmp_path / "cache"))
    # zig: its target, no debug info, PIE as clang's default; not ZIG_FLAGS' -Oz (the walker is built at -O2)
    zig = ["-target", "x86_64-linux-gnu", "-g0", "-fomit-frame-pointer", "-Xclang", "-pic-is-pie"]
    prefix = [*tc.driver, *zig] if tc.kind == "zig" else list(tc.driver)
    out = open(N.regenerate(prefix, str(tmp_path / "walk.ll"), env=tc.run_env())).read()
    if tc.kind == "clang":
        assert out == N.walker_ir()

    def code(text: str) -> list[str]:
        return [re.sub(r"![\w.]+ !\d+", "!", line) for line in text.splitlines() if not line.startswith("!")]
    assert code(out) == code(N.walker_ir())


def test_embedding_of_a_cmodule_equals_that_of_its_bitcode() -> None:
    from mlbridge_llvm.features.module_vectors import ModuleVectorCache
    from mlbridge_passes.poset_rl.poset import module_embedding

    with CModule.parse_bitcode(bitcode(0)) as m:
        a = module_embedding(m, ModuleVectorCache())
        b = module_embedding(m.to_bitcode(), ModuleVectorCache())
    assert np.array_equal(a, b)


def test_ensemble_is_the_mean_of_its_members_logits_and_exports() -> None:
    from mlbridge_training.poset_rl.train import Policy, ensemble, fit_q, to_onnx, with_stop_margin

    rng = np.random.default_rng(1)
    mean, std = rng.normal(size=300).astype(np.float32), rng.uniform(0.5, 2, 300).astype(np.float32)
    members = [Policy(rng.normal(size=(300, 8)).astype(np.float32), rng.normal(size=8).astype(np.float32),
                      rng.normal(size=(8, 35)).astype(np.float32), rng.normal(size=35).astype(np.float32), mean, std,
                      rng.normal(size=(34, 35)).astype(np.float32)) for _ in range(3)]
    e = ensemble(members)
    emb = (rng.normal(size=(32, 300)) * 100).astype(np.float32)
    mask = (rng.uniform(size=(32, 34)) > 0.3).astype(np.float32)
    want = np.mean([m.logits(emb, mask) for m in members], axis=0)
    np.testing.assert_allclose(e.logits(emb, mask), want, rtol=1e-4, atol=1e-2)
    got = ONNXModelRunner(to_onnx(e)).populate_features(embedding=emb, action_mask=mask,
                                                        module_features=np.zeros((32, 3), np.float32)).evaluate()
    assert list(got) == [e.act(x, k) for x, k in zip(emb, mask)]
    # fitted Q on a toy set: action 3 always halves the size, everything else keeps it -> pick 3, then stop
    x = np.abs(rng.normal(size=(40, 300))) * 10
    masks = np.ones((40, 34), np.float32)
    cands = np.full((40, 35), 100.0)
    cands[:, 3] = 50.0
    q, _ = fit_q(x, masks, cands, hidden=8, epochs=300, seed=0)
    assert q.act(x[0], masks[0]) == 3
    used = masks[0].copy()
    used[3] = 0
    assert with_stop_margin(q, 0.05).act(x[0], used) == STOP


def test_module_features_see_always_inline_callees() -> None:
    from mlbridge_llvm.ir.llvmc import CModule
    from mlbridge_passes.poset_rl.features import module_features

    ir = """
define internal i32 @big(i32 %x) alwaysinline {
  %a = add i32 %x, 1
  %b = mul i32 %a, 3
  %c = xor i32 %b, 7
  ret i32 %c
}
define internal i32 @small(i32 %x) {
  ret i32 %x
}
declare void @ext()
define i32 @main(i32 %x) {
  %r1 = call i32 @big(i32 %x)
  %r2 = call i32 @big(i32 %r1)
  %r3 = call i32 @small(i32 %r2)
  call void @ext()
  ret i32 %r3
}
"""
    with CModule.parse_ir(ir) as m:
        f = module_features(m)
        bc = m.to_bitcode()
    # 2 call sites of the 4-instruction always_inline @big, out of 4 direct calls; 4 + 1 + 5 instructions
    np.testing.assert_allclose(f, [np.log1p(4.0), 0.5, np.log1p(10.0)], rtol=1e-6)
    np.testing.assert_array_equal(module_features(bc), f)


def test_native_module_statistics_equal_the_ctypes_walk() -> None:
    """The native walker's call statistics (what the pass uses) equal the ctypes walk, on every corpus sample module
    as given and after the inliner and a cleanup (states the pass sees)."""
    from mlbridge_llvm.features.ir2vec_native import native
    from mlbridge_passes.poset_rl.features import _counts, _raw_counts

    assert native() is not None, "the native IR2Vec walker failed to JIT-compile (see ir2vec_native.available())"
    checked = 0
    for path in CORPUS:
        with open(path, "rb") as f:
            data = f.read()
        with CModule.parse_bitcode(data, path) as m:
            for pipeline in (None, ODG[26], ODG[22]):
                if pipeline:
                    m.run_passes(pipeline)
                assert _counts(m) == _raw_counts(m), (path, pipeline)
                checked += _raw_counts(m)[0] > 0
    assert checked  # some states have always_inline call sites


def test_cloning_with_module_features_learns_a_feature_only_rule() -> None:
    from mlbridge_training.poset_rl.train import fit, to_onnx

    rng = np.random.default_rng(3)
    x = (rng.normal(size=(200, 300)) * 10).astype(np.float32)  # embeddings carry no signal
    masks = np.ones((200, 34), np.float32)
    feats = np.zeros((200, 3), np.float32)
    feats[:, 0] = rng.uniform(0, 6, 200)
    t = np.zeros((200, 35), bool)
    t[feats[:, 0] > 3.3, 32] = True
    t[feats[:, 0] <= 3.3, 26] = True
    p, _ = fit(x, masks, t, hidden=16, epochs=300, feats=feats, log=lambda _s: None)
    got = [p.act(e, k, f) for e, k, f in zip(x, masks, feats)]
    assert np.mean([g == (32 if f[0] > 3.3 else 26) for g, f in zip(got, feats)]) > 0.95
    onnx_got = ONNXModelRunner(to_onnx(p)).populate_features(embedding=x, action_mask=masks,
                                                             module_features=feats).evaluate()
    assert list(onnx_got) == got


def test_options_are_parsed_once_with_one_guard_for_both_modes() -> None:
    """guard=size|none means the same in policy and plan mode; measure is plan mode's count (policy mode: 0 or 1,
    measure=5 used to be taken as 1); measure=0 and baseline=none stay shorthands of guard=none."""
    from mlbridge_llvm.driver import optimize_llvm
    from mlbridge_llvm.errors import ConfigError
    from mlbridge_passes.poset_rl.options import PosetOptions

    class Ctx:
        def __init__(self, **options: str) -> None:
            self.options = options

    assert PosetOptions.from_context(Ctx()).guard and PosetOptions.from_context(Ctx()).baseline_pipeline == "default<Oz>"
    for off in ({"guard": "none"}, {"measure": "0"}, {"baseline": "none"}):
        for mode in ("policy", "plan"):
            o = PosetOptions.from_context(Ctx(mode=mode, **off))
            assert not o.guard and o.baseline_pipeline is None and o.measure == 0, (mode, off)
    plan = PosetOptions.from_context(Ctx(mode="plan", measure="3", guard="none"))
    assert (plan.guard, plan.measure) == (False, 3)
    cheap = PosetOptions.from_context(Ctx(mode="plan", guard="cheap"))
    assert (cheap.guard, cheap.cheap, cheap.measure, cheap.baseline_pipeline) == (True, True, 1, "default<Oz>")
    for bad, message in ((dict(measure="5"), "policy mode has one candidate"),
                         (dict(guard="size", measure="0"), "measure=0 turns the guard off"),
                         (dict(guard="maybe"), r"expected size \(default\), cheap or none"),
                         (dict(guard="cheap"), "plan mode's guard"),
                         (dict(mode="plan", guard="size", baseline="none"), "baseline=none turns the guard off")):
        with pytest.raises(ConfigError, match=message):
            PosetOptions.from_context(Ctx(**bad))
    with open(LOOP, "rb") as f:
        src = f.read()
    for mode in ("", "mode=plan;"):
        a, _ = optimize_llvm(src, f"poset-rl<{mode}guard=none>", text=True)
        b, _ = optimize_llvm(src, f"poset-rl<{mode}measure=0>", text=True)
        assert a == b, mode
