"""mlbridge_llvm.gym on Ray: one environment per actor, stepped together; an actor killed by an LLVM crash ends that
environment's episode in one line and is replaced, and the other environment goes on."""
from __future__ import annotations

from conftest import run_on_local_ray


def test_a_ray_vector_environment_steps_two_actors_and_survives_an_llvm_crash() -> None:
    run_on_local_ray("""
        import numpy as np
        import mlbridge_llvm.gym as mg
        from mlbridge_llvm.gym.vector import make_vec

        bench = "generator://llvm-stress-v0/1"
        with mg.make("llvm-v0", benchmark=bench, observation_space="IrInstructionCount") as env:
            env.reset()
            want = int(env.step(env.action_space.index("-mem2reg"))[0])
        venv = make_vec("llvm-v0", num_envs=2, mode="ray", benchmark=bench, observation_space="IrInstructionCount",
                        reward_space="IrInstructionCount")
        space = venv.single_action_space
        obs, info = venv.reset(seed=0)
        assert list(info["benchmark"]) == [bench, bench]
        crash, mem2reg = space.index("-scalarizer"), space.index("-mem2reg")
        obs, reward, terminated, truncated, info = venv.step(np.array([crash, mem2reg]))
        assert terminated.tolist() == [True, False], info
        assert "actor died" in info["error_details"][0] and "\\n" not in info["error_details"][0]
        assert int(obs[1]) == want
        obs, reward, terminated, truncated, info = venv.step(np.array([mem2reg, mem2reg]))  # 0 is reset (new actor)
        assert not terminated.any()
        obs, reward, terminated, truncated, info = venv.step(np.array([mem2reg, mem2reg]))
        assert int(obs[0]) == want and not terminated.any()
        venv.close()
    """)
