"""mlbridge_llvm.gym: LLVM 22 environments with CompilerGym's API, on the committed corpus sample.

Episodes on every action space with every observation and reward space; the habits (fork, state/apply, commandline
replayed with the wheel's opt, validate, write_bitcode); the action list against LLVM's own registry; InstCount
against LLVM's ``instcount`` statistics; datasets; gymnasium's registration and checker.
"""
from __future__ import annotations

import itertools
import os
import subprocess
from pathlib import Path

import numpy as np
import pytest

import mlbridge_llvm.gym as mg
from mlbridge_llvm.errors import ConfigError
from mlbridge_llvm.gym import passes as P
from mlbridge_llvm.gym.baselines import BaselineCache
from mlbridge_llvm.gym.datasets import Datasets, MlgoDataset, make_benchmark
from mlbridge_llvm.gym.features import AUTOPHASE_NAMES, INST_COUNT_NAMES, autophase, inst_count
from mlbridge_llvm.gym.observations import OBSERVATIONS
from mlbridge_llvm.gym.rewards import REWARDS
from mlbridge_llvm.gym.spaces import action_space, action_space_names

ACTION_SPACES = action_space_names()  # built in, and contributed by the installed passes (poset-rl's two)
from mlbridge_llvm.gym.validation import comparable_ir, replay_with_opt
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_llvm.ir.tools import find_tool

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "test" / "inputs" / "corpus"
TINY_C = ROOT / "test" / "inputs" / "score" / "tiny" / "tiny.c"
SAMPLE = [f"benchmark://mlgo-v0/{m}" for m in MlgoDataset(str(CORPUS))._modules]
SMALL = "benchmark://mlgo-v0/lupa-2.8/third-party/lua53/lmem.o"
MEDIUM = "benchmark://mlgo-v0/zopfli-0.4.3/zopfli/src/zopfli/hash.o"


@pytest.fixture(scope="module")
def tiny() -> mg.Benchmark:
    return make_benchmark(str(TINY_C), run_args=["20000"])


def _ir_of(bitcode: bytes) -> str:
    with CModule.parse_bitcode(bitcode) as m:
        return m.to_ir()


# ---- the action lists ---------------------------------------------------------------------------------------------
def test_every_pass_the_wheels_opt_registers_is_an_action_or_excluded_with_a_reason() -> None:
    names = {a.name for a in P.llvm22_actions()}
    for level, name in P.registry():
        reason = P.exclusion(name)
        assert (reason is None) == (name in names or f"{level}-{name}" in names), (level, name)
    assert {"instcombine", "licm", "inline", "sroa", "mem2reg", "gvn", "loop-rotate"} <= names
    assert P.exclusion("asan") == P.INSTRUMENTS and P.exclusion("print<ir2vec>") == P.NOT_A_TRANSFORM
    assert P.exclusion("default") == P.PIPELINE
    space = action_space("PassesAll")
    assert len(set(space.pipelines)) == space.n  # one pipeline per action: commandlines map back
    assert f"in its order: {space.n} today" in (ROOT / "docs" / "gym.md").read_text()
    assert space.pipelines[space.index("-instcombine")] == "function(instcombine<no-verify-fixpoint>)"
    assert space.pipelines[space.index("licm")] == "function(loop-mssa(licm))"
    assert space.pipelines[space.index("inline")] == "cgscc(inline)"


def test_the_registry_parser_reads_opts_sections_and_strips_parameters() -> None:
    text = ("Module passes:\n  always-inline\nModule passes with params:\n  ipsccp<no-func-spec;func-spec>\n"
            "  print<structural-hash><detailed>\nModule analyses:\n  callgraph\nFunction passes:\n  adce\n"
            "Loop passes with params:\n  licm<allowspeculation>\nMachine function passes (WIP):\n  machinelicm\n")
    assert P.parse_print_passes(text) == [("module", "always-inline"), ("module", "ipsccp"),
                                          ("module", "print<structural-hash>"), ("function", "adce"), ("loop", "licm")]


def test_every_action_of_every_space_runs_in_llvm_22(tmp_path: Path) -> None:
    """One opt run per space applies every action once (replay separators between them) to a corpus module."""
    src = tmp_path / "in.bc"
    src.write_bytes((CORPUS / "lupa-2.8/third-party/lua53/lmem.o.bc").read_bytes())
    for name in ACTION_SPACES:
        space = action_space(name)
        pipeline = space.pipeline_of(range(space.n))
        proc = subprocess.run([find_tool("opt"), f"-passes={pipeline}", str(src), "-o", str(tmp_path / "out.bc")],
                              capture_output=True, text=True)
        assert proc.returncode == 0, (name, proc.stderr[-500:])


def test_compilergyms_llvm10_flags_map_to_llvm22_passes_or_say_why_not() -> None:
    assert len(P.LLVM10_FLAGS) == 124
    gone = {f: t for f, t in P.LLVM10_FLAGS.items() if isinstance(t, str)}
    assert set(gone) == {"-barrier", "-constprop", "-die", "-ipconstprop", "-prune-eh", "-loop-reroll"}
    assert P.llvm10_to_llvm22("-functionattrs") == "function-attrs"
    assert P.llvm10_to_llvm22("loop-unswitch") == "simple-loop-unswitch<nontrivial>"
    with pytest.raises(ConfigError, match="removed in LLVM 16"):
        P.llvm10_to_llvm22("-prune-eh")
    space = action_space("PassesAllLLVM10")
    assert f"its job: {space.n} of them" in (ROOT / "docs" / "gym.md").read_text()
    assert space.n == 118 and space.flags[:3] == ["-add-discriminators", "-adce", "-aggressive-instcombine"]
    registered = set(P.registry())
    for flag, target in P.LLVM10_FLAGS.items():
        if not isinstance(target, str):  # the pass exists at the level the table says
            assert (target[0], target[1].split("<")[0]) in registered, flag


# ---- features -----------------------------------------------------------------------------------------------------
def test_inst_count_equals_llvms_own_instcount_statistics() -> None:
    path = CORPUS / "pycryptodome-4.4.0/src/chacha20.o.bc"
    proc = subprocess.run([find_tool("opt"), "-passes=instcount", "-stats", "-disable-output", str(path)],
                          capture_output=True, text=True)
    stats = {}
    for line in proc.stderr.splitlines():
        parts = line.split()
        if len(parts) > 3 and parts[1] == "instcount" and parts[-1] == "insts":
            stats[parts[-2]] = int(parts[0])
        elif "instcount" in line and "basic blocks" in line:
            stats["blocks"] = int(parts[0])
    assert len(stats) > 10
    with CModule.parse_bitcode(path.read_bytes()) as m:
        counts = dict(zip(INST_COUNT_NAMES, inst_count(m)))
        assert counts["TotalInsts"] == m.instruction_count()
        assert counts["TotalFuncs"] == len(m.functions())  # declarations count, as in CompilerGym
    assert counts["TotalBlocks"] == stats.pop("blocks")
    for name, value in stats.items():
        assert counts[name] == value, name
    assert sum(counts[n] for n in INST_COUNT_NAMES[3:]) == counts["TotalInsts"]


AUTOPHASE_IR = """
declare i32 @ext(i32, i32, i32, i32, i32)
define i32 @f(i32 %x, i1 %c) {
entry:
  %a = add i32 %x, 1
  %p = alloca i64
  store i64 0, ptr %p
  br i1 %c, label %l, label %r
l:
  %t = trunc i32 %a to i8
  br label %j
r:
  %m = mul i32 %a, %x
  br label %j
j:
  %v = phi i32 [ %a, %l ], [ %m, %r ]
  %y = call i32 @ext(i32 %v, i32 0, i32 1, i32 2, i32 3)
  ret i32 %y
}
"""


def test_autophase_counts_a_hand_written_module_as_its_definition_says() -> None:
    with CModule.parse_ir(AUTOPHASE_IR) as m:
        f = dict(zip(AUTOPHASE_NAMES, autophase(m)))
    assert len(AUTOPHASE_NAMES) == 56
    assert (f["TotalFuncs"], f["TotalBlocks"], f["TotalInsts"]) == (2, 4, 11)
    assert (f["NumEdges"], f["CriticalCount"], f["BranchCount"], f["UncondBranches"]) == (4, 0, 3, 2)
    assert (f["onePred"], f["twoPred"], f["oneSuccessor"], f["twoSuccessor"]) == (2, 1, 2, 1)
    assert (f["onePredOneSuc"], f["twoPredOneSuc"], f["BeginPhi"], f["NumPHIInst"], f["ArgsPhi"]) == (2, 0, 1, 1, 2)
    assert (f["BB03Phi"], f["BBNoPhi"], f["BBNumArgsLo"], f["BlockLow"]) == (1, 3, 1, 4)
    # ConstantInt operands: add's 1, alloca's implicit array size i32 1, the call's 0 1 2 3 (32-bit); store's i64 0
    assert (f["const32Bit"], f["const64Bit"], f["numConstZeroes"], f["numConstOnes"]) == (6, 1, 2, 3)
    assert (f["returnInt"], f["binaryConstArg"], f["testUnary"]) == (1, 1, 2)  # unary: alloca, trunc
    assert (f["NumAddInst"], f["NumMulInst"], f["NumTruncInst"], f["NumStoreInst"], f["NumCallInst"]) == (1, 1, 1, 1, 1)
    assert f["TotalMemInst"] == 3  # alloca, store, call


# ---- episodes on every space ----------------------------------------------------------------------------------------
def _episode_check(env: mg.LlvmEnv, steps: int, rng: np.random.Generator) -> None:
    obs, info = env.reset()
    assert env.observation_space.contains(obs), env.observation_space_name
    for _ in range(steps):
        obs, reward, terminated, truncated, info = env.step(int(rng.integers(env.action_space.n)))
        assert not terminated, info
        assert env.observation_space.contains(obs), env.observation_space_name
        assert np.isfinite(reward)


def test_episodes_on_each_action_space_with_each_observation_and_reward_space(tiny: mg.Benchmark) -> None:
    rng = np.random.default_rng(0)
    runnable = {"Runtime", "IsRunnable"}
    observations = [o for o in OBSERVATIONS if o not in runnable]
    rewards = [r for r in REWARDS if r != "Runtime"]
    for space in ACTION_SPACES:
        pairs = list(itertools.zip_longest(observations, rewards))
        for i, (obs, rew) in enumerate(pairs):
            bench = SAMPLE[(i + ACTION_SPACES.index(space)) % len(SAMPLE)]
            with mg.make("llvm-v0", benchmark=bench, observation_space=obs, reward_space=rew or rewards[i % len(rewards)],
                         action_space=space) as env:
                _episode_check(env, 3, rng)
        with mg.make("llvm-v0", benchmark=tiny, observation_space="Runtime", reward_space="Runtime",
                     action_space=space) as env:
            _episode_check(env, 2, rng)
            assert env.observation["IsRunnable"] == 1


@pytest.mark.parametrize("native", [True, False], ids=["native-walker", "python-walk"])
def test_ir2vec_observations_are_the_embedders_module_vectors(native: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """``Ir2VecSymbolic``/``Ir2VecFlowAware`` are the IR2Vec embedder's module vectors (what poset-rl observes, as
    scripts/gym_deploy.py relies on), after the first step too, with the native walker and with the Python walk."""
    from mlbridge_llvm.features import ir2vec_native
    from mlbridge_llvm.features.ir2vec import shared_embedder
    from mlbridge_llvm.features.module_vectors import sanitize

    if not native:
        monkeypatch.setattr(ir2vec_native, "available", lambda: False)
    for obs, kind in (("Ir2VecSymbolic", "symbolic"), ("Ir2VecFlowAware", "flow-aware")):
        with mg.make("llvm-v0", benchmark=SAMPLE[0], observation_space=obs, reward_space="IrInstructionCount") as env:
            for step in range(2):
                got = env.reset()[0] if step == 0 else env.step(env.action_space.index("instcombine"))[0]
                want = sanitize(shared_embedder(kind).module_vector(env.observation["Bitcode"]))
                np.testing.assert_array_equal(got, want)


def test_rewards_add_up_to_their_definitions() -> None:
    env = mg.make("llvm-v0", benchmark=MEDIUM, reward_space="IrInstructionCountOz")
    env.reset()
    o0, oz = int(env.observation["IrInstructionCountO0"]), int(env.observation["IrInstructionCountOz"])
    for flag in ("-sroa", "-instcombine", "-simplifycfg", "-gvn", "-inline", "-dse"):
        env.step(env.action_space.index(flag))
    final = int(env.observation["IrInstructionCount"])
    assert final < o0 and oz < o0
    assert env.episode_reward == pytest.approx((o0 - final) / (o0 - oz))
    # several reward spaces in one step, each from its own starting point
    obs, rewards, *_ = env.step(env.action_space.index("-adce"), observation_spaces=["IrInstructionCount"],
                                reward_spaces=["IrInstructionCount", "ObjectTextSizeBytes"])
    assert rewards[0] == final - int(obs[0]) and isinstance(rewards[1], float)
    env.close()


# ---- habits ---------------------------------------------------------------------------------------------------------
def test_commandline_replayed_with_the_wheels_opt_gives_the_same_ir() -> None:
    """Random episodes on every action space, actions repeated at will: one opt run of the commandline gives the
    module the environment built one pipeline run per step (both read back from bitcode)."""
    rng = np.random.default_rng(1)
    for k, space in enumerate(ACTION_SPACES):
        for bench in (SAMPLE[(3 * k) % 16], SAMPLE[(3 * k + 7) % 16]):
            env = mg.make("llvm-v0", benchmark=bench, action_space=space)
            env.reset()
            env.multistep(rng.integers(env.action_space.n, size=20))
            assert env.commandline().startswith("opt -passes=")
            replayed = replay_with_opt(env.benchmark.bitcode, env.commandline)
            assert comparable_ir(replayed) == comparable_ir(_ir_of(env.observation["Bitcode"])), (space, env.actions)
            assert env.action_space.from_commandline(env.commandline()) == env.actions
            env.close()


def test_fork_is_an_independent_copy_at_the_same_point() -> None:
    env = mg.make("llvm-v0", benchmark=MEDIUM, reward_space="IrInstructionCount")
    env.reset()
    env.step(env.action_space.index("-mem2reg"))
    fork = env.fork()
    assert fork.actions == env.actions and fork.episode_reward == env.episode_reward
    assert fork.observation["Ir"] == env.observation["Ir"]
    fork.step(fork.action_space.index("-instcombine"))
    assert fork.observation["Ir"] != env.observation["Ir"] and len(env.actions) == 1
    env.close()
    assert int(fork.observation["IrInstructionCount"]) > 0  # the fork outlives the original
    fork.close()


def test_state_apply_and_write_bitcode(tmp_path: Path) -> None:
    env = mg.make("llvm-ic-v0", benchmark=MEDIUM)
    env.reset()
    for flag in ("-sroa", "-early-cse<memssa>", "-licm"):
        env.step(env.action_space.index(flag))
    state = env.state
    assert state.benchmark == MEDIUM and state.reward == env.episode_reward
    other = mg.make("llvm-ic-v0")
    other.apply(state)
    assert other.actions == env.actions and other.episode_reward == pytest.approx(env.episode_reward)
    out = env.write_bitcode(str(tmp_path / "out.bc"))
    assert _ir_of(Path(out).read_bytes()) == _ir_of(other.observation["Bitcode"])
    assert env.validate(state).okay()
    env.close()
    other.close()


def test_validate_checks_verifier_commandline_and_behaviour_against_O0(tiny: mg.Benchmark, tmp_path: Path) -> None:
    from mlbridge_llvm.gym.runtime import differential

    env = mg.make("llvm-v0", benchmark=tiny)
    env.reset()
    for flag in ("-mem2reg", "-instcombine", "-loop-rotate", "-licm", "-indvars", "-loop-unroll", "-gvn"):
        env.step(env.action_space.index(flag))
    result = env.validate()
    assert result.okay() and result.checks == ["verifier", "commandline", "differential"], str(result)
    env.close()
    # the differential check sees a program that prints something else
    for name, text in (("a.c", "a"), ("b.c", "b")):
        (tmp_path / name).write_text(f'#include <stdio.h>\nint main(void) {{ puts("{text}"); return 0; }}\n')
    a, b = make_benchmark(str(tmp_path / "a.c")), make_benchmark(str(tmp_path / "b.c"))
    assert a.runnable and differential(a.bitcode, a.bitcode, a.run) is None
    assert differential(b.bitcode, a.bitcode, a.run).startswith("standard output differs from the -O0 build")


def test_a_pass_error_ends_the_episode_in_one_line_and_reset_recovers() -> None:
    env = mg.make("llvm-v0", benchmark=SMALL)
    env.reset()
    env.action_space.pipelines[0] = "function(no-such-pass)"  # a pass LLVM refuses
    obs, reward, terminated, truncated, info = env.step(0)
    assert terminated and info["error_type"] == "PipelineError" and "\n" not in info["error_details"]
    with pytest.raises(ConfigError, match="call reset"):
        env.step(1)
    env.reset()
    assert not env.step(1)[2]
    env.close()


def test_configuration_errors_are_one_line() -> None:
    for kwargs, match in (({"observation_space": "Programl"}, "CompilerGym's; not available"),
                          ({"reward_space": "Speed"}, "unknown reward space"),
                          ({"action_space": "LLVM10"}, "unknown action space")):
        with pytest.raises(ConfigError, match=match):
            mg.make("llvm-v0", **kwargs)
    with pytest.raises(ConfigError, match="call reset"):
        mg.make("llvm-v0").step(0)
    env = mg.make("llvm-v0")  # CompilerGym's habit: spaces assigned by name, a default benchmark
    env.observation_space, env.reward_space = "InstCountNorm", "IrInstructionCountNorm"
    obs, info = env.reset()
    assert obs.shape == (70,) and info["benchmark"] == SAMPLE[0] and env.step(0)[1] is not None
    env.close()
    with pytest.raises(ConfigError, match="cBench"):
        mg.make("llvm-v0", benchmark="cbench-v1/qsort").reset()


# ---- datasets and baselines -----------------------------------------------------------------------------------------
def test_datasets_split_packages_and_resolve_every_kind_of_uri(tmp_path: Path, tiny: mg.Benchmark) -> None:
    ds = Datasets(corpus=str(CORPUS))
    train, held = list(ds["mlgo-train-v0"].benchmark_uris()), list(ds["benchmark://mlgo-heldout-v0"].benchmark_uris())
    pkg = lambda uri: uri.split("/")[3]  # noqa: E731
    assert len(train) + len(held) == len(SAMPLE) == 16 and held and not {pkg(u) for u in train} & {pkg(u) for u in held}
    assert ds.benchmark(held[0]).bitcode[:2] == b"BC"
    a, b = ds.benchmark("generator://llvm-stress-v0/7"), ds.benchmark("generator://llvm-stress-v0/7")
    assert a.bitcode == b.bitcode != ds.benchmark("generator://llvm-stress-v0/8").bitcode and not a.runnable
    ll = tmp_path / "m.ll"
    ll.write_text(_ir_of(a.bitcode))
    assert _ir_of(ds.benchmark(str(ll)).bitcode) == _ir_of(a.bitcode)
    assert ds.benchmark(f"file://{ll}").uri == f"file://{ll}"
    assert tiny.runnable and tiny.run.args == ("20000",)
    with pytest.raises(ConfigError, match="seed"):
        ds.benchmark("generator://llvm-stress-v0/abc")


@pytest.mark.skipif(mg.datasets.csmith_binary() is None, reason="csmith is not installed (generator://csmith-v0)")
def test_csmith_programs_are_runnable_benchmarks() -> None:
    b = Datasets()["csmith-v0"].benchmark("generator://csmith-v0/3")
    env = mg.make("llvm-v0", benchmark=b)
    env.reset()
    env.step(env.action_space.index("-mem2reg"))
    assert env.validate().okay()
    env.close()


def test_baselines_are_computed_once_per_benchmark_and_kept_on_disk(tmp_path: Path) -> None:
    bc = (CORPUS / "lupa-2.8/third-party/lua53/lmem.o.bc").read_bytes()
    cache = BaselineCache(tmp_path)
    calls = []
    original = cache._compute
    cache._compute = lambda *a: calls.append(a[1]) or original(*a)  # type: ignore[method-assign]
    first = cache.get("k", bc, "IrInstructionCountOz")
    assert cache.get("k", bc, "ObjectTextSizeOz") and calls == ["default<Oz>"]
    fresh = BaselineCache(tmp_path)
    fresh._compute = lambda *a: pytest.fail("recomputed")  # type: ignore[method-assign]
    assert fresh.get("k", bc, "IrInstructionCountOz") == first
    assert os.listdir(tmp_path) == ["k.json"]


# ---- gymnasium --------------------------------------------------------------------------------------------------------
def test_gymnasium_make_and_its_env_checker() -> None:
    import gymnasium
    from gymnasium.utils.env_checker import check_env

    env = gymnasium.make("mlbridge/llvm-autophase-ic-v0", benchmark=SMALL, max_episode_steps=4)
    obs, info = env.reset(seed=0)
    assert obs.shape == (56,) and info["benchmark"] == SMALL
    steps = 0
    while True:
        steps += 1
        obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
        if terminated or truncated:
            break
    assert steps == 4 and truncated
    env.close()
    raw = mg.make("llvm-v0", benchmark=SMALL, observation_space="InstCountNorm", reward_space="IrInstructionCountNorm")
    check_env(raw, skip_render_check=True)
    raw.close()
