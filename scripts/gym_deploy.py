#!/usr/bin/env python3
"""From an agent trained on ``llvm-v0`` to the compiler (ML-Compiler-Bridge section 5.4, Fig. 6), end to end.

    .venv/bin/python scripts/gym_deploy.py [--corpus DIR] [--episodes 60] [--out build/gym-deploy] [--json FILE]

1. **Train** a small agent on ``llvm-v0`` with the kit's own Double DQN (:mod:`mlbridge_training.poset_rl.ddqn`):
   action space ``PosetRlOdg`` (poset-rl's 34 sub-sequences), observation ``Ir2VecFlowAware``, reward
   ``ObjectTextSizeOz`` (1.0 per episode = as small as ``default<Oz>``), at most 15 actions per episode, none twice,
   on the training packages of the MLGO corpus (``mlgo-train-v0``).
2. **Export** the Q-network to ONNX (:func:`mlbridge_training.poset_rl.train.to_onnx`): inputs ``embedding``,
   ``action_mask``, ``module_features``, output ``action`` (-1 = stop) -- the ``poset-rl`` pass's model interface.
3. **Deploy** it in-process: the ``poset-rl`` pass replays the policy on each module
   (``mlbridge-opt -passes='poset-rl<guard=none;always-inline=0>' --runner=onnx --model=policy.onnx``, and
   ``mlbridge-cc --mlbridge-passes=... --mlbridge-model=policy.onnx`` on a C program).
4. **Measure** compile time per module, Fig. 6's way: the deployed pass (in-process, through the kit's driver) against
   driving the environment with the same ONNX policy (observation in, action out, until stop; then the bitcode), with
   the environment in-process and over gRPC (a compiler service, CompilerGym's architecture). Both paths must give
   the same module; the rows say so (``same_ir``).

Writes ``policy.onnx`` and ``gym-deploy.json`` into ``--out`` (or the JSON to ``--json``; ``docs/gym.md``'s table is
rendered from ``docs/bench/gym-deploy.json``).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

PIPELINE = "poset-rl<guard=none;always-inline=0>"
STEPS = 15


def make_env(transport: str = "inprocess", reward: str | None = "ObjectTextSizeOz", corpus: str | None = None) -> Any:
    """``llvm-v0`` with poset-rl's ODG sub-sequences and the observation the ``poset-rl`` pass computes."""
    import mlbridge_llvm.gym as mg

    return mg.make("llvm-v0", action_space="PosetRlOdg", observation_space="Ir2VecFlowAware", reward_space=reward,
                   transport=transport, corpus=corpus)


def _obs(embedding: np.ndarray, mask: np.ndarray) -> dict[str, np.ndarray]:
    from mlbridge_passes.poset_rl.features import N_FEATURES

    return {"embedding": embedding, "action_mask": mask.copy(), "module_features": np.zeros(N_FEATURES, np.float32)}


def play(env: Any, benchmark: Any, choose: Callable[[dict[str, np.ndarray]], int],
         record: Callable[..., None] | None = None) -> list[int]:
    """One episode as the pass plays it: at most :data:`STEPS` actions, none twice, until ``choose`` answers stop
    (-1 or ``n``). ``record(obs, action, reward, next_obs, done)`` sees every transition."""
    n = env.action_space.n
    embedding, _ = env.reset(benchmark=benchmark)
    mask = np.ones(n, np.float32)
    actions: list[int] = []
    while True:
        obs = _obs(embedding, mask)
        a = int(choose(obs))
        if a < 0 or a >= n:
            if record:
                record(obs, n, 0.0, obs, True)
            return actions
        embedding, reward, terminated, _, info = env.step(a)
        if terminated:
            raise RuntimeError(f"the environment ended the episode: {info.get('error_details')}")
        mask[a] = 0.0
        actions.append(a)
        done = len(actions) >= STEPS or not mask.any()
        if record:
            record(obs, a, float(reward), _obs(embedding, mask), done)
        if done:
            return actions


def train(benchmarks: list[Any], episodes: int, seed: int = 0, corpus: str | None = None) -> Any:
    """A Q-network trained by Double DQN on ``llvm-v0`` (random warm-up episodes first)."""
    from mlbridge_training.poset_rl import ddqn as D

    cfg = D.DDQNConfig(hidden=32, eps_steps=max(episodes * 8, 1), target_every=100, batch=32)
    rng = np.random.default_rng(seed)
    env = make_env(corpus=corpus)
    n = env.action_space.n
    replay, learner = D.Replay(cfg.buffer, n), None
    pending: list[tuple] = []
    returns = []
    steps = 0

    def record(obs: dict, a: int, r: float, nxt: dict, done: bool) -> None:
        nonlocal steps
        if learner is None:
            pending.append((obs, a, r, nxt, done))
        else:
            replay.add(obs, a, r, nxt, done)
            learner.update(replay.sample(rng, cfg.batch))
        steps += 1

    def choose(obs: dict) -> int:
        allowed = np.append(np.flatnonzero(obs["action_mask"] > 0), n)
        if learner is None:
            return int(rng.choice(allowed[:-1]))  # warm-up: no stop, so the episode explores 15 actions
        return D.act(learner.online, obs, D.epsilon(cfg, steps), rng)

    try:
        for episode in range(episodes):
            play(env, benchmarks[episode % len(benchmarks)], choose, record)
            returns.append(env.episode_reward)
            if learner is None and episode + 1 >= min(4, episodes):
                q = D.new_qnet(n, cfg.hidden, np.stack([p[0]["embedding"] for p in pending]),
                               np.stack([p[0]["module_features"] for p in pending]), seed)
                learner = D.Learner(q, cfg)
                for p in pending:
                    replay.add(*p)
    finally:
        env.close()
    if learner is None:
        raise SystemExit("train at least one episode")
    print(f"trained on {len(benchmarks)} modules, {episodes} episodes, {steps} steps; mean episode reward "
          f"(1.0 = Oz's size) first {np.mean(returns[:5]):.3f}, last {np.mean(returns[-5:]):.3f}")
    return learner.online


def onnx_policy(path: str) -> Callable[[dict[str, np.ndarray]], int]:
    """The exported model as ``choose(obs) -> action`` through the kit's in-process ONNX runner."""
    from mlbridge_llvm.runners import create_runner

    runner = create_runner(f"onnx:{path}")

    def choose(obs: dict[str, np.ndarray]) -> int:
        return int(runner.populate_features(embedding=obs["embedding"][None], action_mask=obs["action_mask"][None],
                                            module_features=obs["module_features"][None]).evaluate(int))
    return choose


def _comparable(bitcode: bytes) -> str:
    from mlbridge_llvm.gym.validation import comparable_ir, ir_of_bitcode

    return comparable_ir(ir_of_bitcode(bitcode))


def deployed(benchmark: Any, model: str) -> tuple[bytes, float]:
    """The ``poset-rl`` pass with the policy, in-process through the kit's driver: (bitcode, seconds)."""
    from mlbridge_llvm.driver import RunnerChoice, optimize_llvm

    t0 = time.perf_counter()
    out, _ = optimize_llvm(benchmark.bitcode, PIPELINE, RunnerChoice(runner="onnx", model=model), name=benchmark.uri)
    return out, time.perf_counter() - t0


def env_driven(env: Any, benchmark: Any, choose: Callable[[dict[str, np.ndarray]], int]) -> tuple[bytes, float, int]:
    """The same policy driving the environment: (bitcode, seconds, actions)."""
    t0 = time.perf_counter()
    actions = play(env, benchmark, choose)
    bitcode = env.observation["Bitcode"]
    return bitcode, time.perf_counter() - t0, len(actions)


def compare(benchmarks: list[Any], model: str, repeat: int = 3) -> list[dict[str, Any]]:
    """Per module: compile time of the deployed pass and of the environment-driven path (median of ``repeat``),
    and whether they give the same module."""
    choose = onnx_policy(model)
    envs = {"inprocess": make_env("inprocess", reward=None), "grpc": make_env("grpc", reward=None)}
    rows = []
    try:
        for b in benchmarks:  # warm-up: runners, worker, per-benchmark state
            deployed(b, model)
            for env in envs.values():
                env_driven(env, b, choose)
        for b in benchmarks:
            times: dict[str, list[float]] = {"deployed": [], "inprocess": [], "grpc": []}
            same = True
            for _ in range(max(1, repeat)):
                out, sec = deployed(b, model)
                times["deployed"].append(sec)
                want = _comparable(out)
                for kind, env in envs.items():
                    got, sec, n_actions = env_driven(env, b, choose)
                    times[kind].append(sec)
                    same = same and _comparable(got) == want
            med = {k: statistics.median(v) * 1000 for k, v in times.items()}
            rows.append({"module": b.uri.split("mlgo-v0/", 1)[-1], "actions": n_actions,
                         "deployed_ms": med["deployed"], "env_inprocess_ms": med["inprocess"],
                         "env_grpc_ms": med["grpc"], "speedup_vs_env_inprocess": med["inprocess"] / med["deployed"],
                         "speedup_vs_env_grpc": med["grpc"] / med["deployed"], "same_ir": same})
    finally:
        for env in envs.values():
            env.close()
    total = {k: sum(r[k] for r in rows) for k in ("deployed_ms", "env_inprocess_ms", "env_grpc_ms")}
    rows.append({"module": f"all {len(rows)} modules", "actions": sum(r["actions"] for r in rows), **total,
                 "speedup_vs_env_inprocess": total["env_inprocess_ms"] / total["deployed_ms"],
                 "speedup_vs_env_grpc": total["env_grpc_ms"] / total["deployed_ms"],
                 "same_ir": all(r["same_ir"] for r in rows)})
    return rows


def tools(model: str, benchmark: Any, c_file: str, folder: str) -> dict[str, Any]:
    """``mlbridge-opt`` and ``mlbridge-cc`` with the policy, as a user runs them: exit status, wall seconds, and
    whether ``mlbridge-opt``'s output is the deployed module."""
    bindir = os.path.dirname(sys.executable)
    src = os.path.join(folder, "in.bc")
    with open(src, "wb") as f:
        f.write(benchmark.bitcode)
    out = {}
    commands = {
        "mlbridge-opt": [os.path.join(bindir, "mlbridge-opt"), f"-passes={PIPELINE}", "--runner=onnx",
                         f"--model={model}", src, "-o", os.path.join(folder, "out.bc")],
        "mlbridge-cc": [os.path.join(bindir, "mlbridge-cc"), "-Oz", "-c", c_file, "-o", os.path.join(folder, "p.o"),
                        f"--mlbridge-passes={PIPELINE}", "--mlbridge-runner=onnx", f"--mlbridge-model={model}"],
    }
    for name, cmd in commands.items():
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        out[name] = {"exit": proc.returncode, "seconds": round(time.perf_counter() - t0, 3),
                     "error": proc.stderr.strip().splitlines()[-1] if proc.returncode else ""}
    if out["mlbridge-opt"]["exit"] == 0:
        with open(os.path.join(folder, "out.bc"), "rb") as f:
            out["mlbridge-opt"]["same_ir_as_driver"] = _comparable(f.read()) == _comparable(
                deployed(benchmark, model)[0])
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", default=None, help="MLGO corpus (default: the committed 16-module sample)")
    ap.add_argument("--episodes", type=int, default=60, help="training episodes (default 60)")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per module and path; the median is kept")
    ap.add_argument("--out", default="build/gym-deploy", help="folder for policy.onnx and gym-deploy.json")
    ap.add_argument("--json", default=None, help="write the results here instead (e.g. docs/bench/gym-deploy.json)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    from mlbridge_llvm.fileio import atomic_write
    from mlbridge_llvm.gym.datasets import Datasets
    from mlbridge_llvm.onnx_models import save_model
    from mlbridge_llvm.resources import inputs_dir
    from mlbridge_llvm.runners import create_runner
    from mlbridge_training.poset_rl.train import to_onnx

    ds = Datasets(corpus=args.corpus)
    train_set = [ds.benchmark(u) for u in ds["mlgo-train-v0"].benchmark_uris()]
    every = [ds.benchmark(u) for u in ds["mlgo-v0"].benchmark_uris()]
    os.makedirs(args.out, exist_ok=True)
    t0 = time.time()
    q = train(train_set, args.episodes, args.seed, args.corpus)
    model = os.path.join(args.out, "policy.onnx")
    save_model(to_onnx(q), model)
    train_s = time.time() - t0
    print(f"wrote {model} ({train_s:.0f} s)")
    rows = compare(every, model, args.repeat)
    held = {u.split("mlgo-heldout-v0/", 1)[1] for u in ds["mlgo-heldout-v0"].benchmark_uris()}
    for r in rows[:-1]:
        r["held_out"] = r["module"] in held
    with tempfile.TemporaryDirectory(prefix="gym-deploy-") as tmp:
        c_file = os.path.join(tmp, "tiny.c")
        shutil.copy(os.path.join(inputs_dir(), "score", "tiny", "tiny.c"), c_file)
        cli = tools(model, every[0], c_file, tmp)
    total = rows[-1]
    load = []
    for _ in range(5):
        t1 = time.perf_counter()
        create_runner(f"onnx:{model}").close()
        load.append(1000 * (time.perf_counter() - t1))
    meta = {"corpus": args.corpus or "test/inputs/corpus (committed sample)", "episodes": args.episodes,
            "train_seconds": round(train_s, 1), "repeat": args.repeat,
            "onnx_model_load_ms": round(statistics.median(load), 2), "pipeline": PIPELINE, "cpus": os.cpu_count(),
            "tools": cli, "note": "ms per module, median of the runs; env paths: reset, observation/ONNX/step until "
                                  "stop, then the module's bitcode (the ONNX model loaded once); deployed: parse, "
                                  "the pass (its ONNX model loaded per module, as a compiler invocation does), "
                                  "bitcode out"}
    path = args.json or os.path.join(args.out, "gym-deploy.json")
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    atomic_write(path, json.dumps({"meta": meta, "rows": rows}, indent=2) + "\n")
    print(f"deployed pass vs environment-driven, {len(rows) - 1} modules: {total['deployed_ms']:.0f} ms vs "
          f"{total['env_inprocess_ms']:.0f} ms in-process ({total['speedup_vs_env_inprocess']:.2f}x) and "
          f"{total['env_grpc_ms']:.0f} ms over gRPC ({total['speedup_vs_env_grpc']:.2f}x); same module: "
          f"{total['same_ir']}")
    for name, res in cli.items():
        print(f"{name}: exit {res['exit']} in {res['seconds']} s {res['error']}")
    print(f"wrote {path}")
    return 0 if total["same_ir"] and all(r["exit"] == 0 for r in cli.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
