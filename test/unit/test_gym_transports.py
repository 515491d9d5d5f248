"""mlbridge_llvm.gym over a worker process, a pipe and gRPC, and as a vector environment on 2 processes: the same
episodes as in-process, and an LLVM crash that ends one environment in one line while the trainer goes on."""
from __future__ import annotations

import numpy as np
import pytest

import mlbridge_llvm.gym as mg
from mlbridge_llvm.gym.vector import make_vec
from mlbridge_llvm.gym.validation import comparable_ir, ir_of_bitcode

MEDIUM = "benchmark://mlgo-v0/zopfli-0.4.3/zopfli/src/zopfli/hash.o"
OTHER = "benchmark://mlgo-v0/brotli-1.2.1/c/dec/state.o"
FLAGS = ("-sroa", "-instcombine", "-simplifycfg", "-licm", "-gvn", "-inline", "-dse", "-adce")


def _play(env: mg.LlvmEnv, benchmark: str) -> tuple[list, list, str]:
    obs, _ = env.reset(benchmark=benchmark)
    observations, rewards = [obs], []
    for flag in FLAGS:
        obs, reward, terminated, _, info = env.step(env.action_space.index(flag))
        assert not terminated, info
        observations.append(obs)
        rewards.append(reward)
    return observations, rewards, comparable_ir(ir_of_bitcode(env.observation["Bitcode"]))


@pytest.fixture(scope="module")
def reference() -> tuple[list, list, str]:
    with mg.make("llvm-v0", observation_space="InstCount", reward_space="IrInstructionCountOz") as env:
        return _play(env, MEDIUM)


@pytest.mark.parametrize("transport", ["process", "pipe", "grpc"])
def test_a_worker_plays_the_same_episode_as_in_process(transport: str, reference: tuple) -> None:
    with mg.make("llvm-v0", observation_space="InstCount", reward_space="IrInstructionCountOz",
                 transport=transport) as env:
        observations, rewards, ir = _play(env, MEDIUM)
        assert [o.tolist() for o in observations] == [o.tolist() for o in reference[0]]
        assert rewards == reference[1] and ir == reference[2]
        fork = env.fork()  # a remote fork replays the episode in a worker of its own
        assert fork.actions == env.actions and fork.episode_reward == env.episode_reward
        assert fork.observation["IrInstructionCount"] == env.observation["IrInstructionCount"]
        fork.step(fork.action_space.index("-mem2reg"))
        fork.close()
        assert env.validate().okay()
        _, rewards2, _ = _play(env, OTHER)  # a second benchmark in the same worker
        assert len(rewards2) == len(FLAGS)


@pytest.mark.parametrize("transport", ["process", "pipe", "grpc"])
def test_an_llvm_crash_ends_that_environment_in_one_line_and_reset_starts_a_new_worker(transport: str) -> None:
    """The wheel's LLVM has assertions on: scalarizer aborts on llvm-stress's vector code (seed 1)."""
    with mg.make("llvm-v0", benchmark="generator://llvm-stress-v0/1", reward_space="IrInstructionCount",
                 transport=transport) as env:
        env.reset()
        obs, reward, terminated, truncated, info = env.step(env.action_space.index("-scalarizer"))
        assert terminated and reward == 0.0 and info["error_type"] == "WorkerDied"
        assert "\n" not in info["error_details"] and "Assertion" in info["error_details"]
        env.reset()
        assert not env.step(env.action_space.index("-mem2reg"))[2]
        assert env.validate().okay()


def test_a_vector_environment_on_two_processes_matches_single_environments() -> None:
    single = []
    for bench in (MEDIUM, OTHER):
        with mg.make("llvm-v0", observation_space="IrInstructionCount", reward_space="IrInstructionCountNorm",
                     benchmark=bench) as env:
            env.reset()
            single.append([env.step(env.action_space.index(f))[1] for f in FLAGS[:4]])
    venv = make_vec("llvm-v0", num_envs=2, observation_space="IrInstructionCount", reward_space="IrInstructionCountNorm",
                    max_episode_steps=4)
    try:
        venv.set_attr("benchmark", [MEDIUM, OTHER])
        obs, info = venv.reset()
        assert obs.shape == (2,) and list(info["benchmark"]) == [MEDIUM, OTHER]
        names = venv.get_attr("action_space")[0]
        rewards = []
        for flag in FLAGS[:4]:
            obs, reward, terminated, truncated, info = venv.step(np.array([names.index(flag)] * 2))
            rewards.append(reward)
        assert np.allclose(np.array(rewards).T, np.array(single)) and truncated.all()
    finally:
        venv.close()
