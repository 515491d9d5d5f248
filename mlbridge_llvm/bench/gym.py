"""``mlbridge-bench gym``: what the LLVM environments cost on top of the LLVM work they run.

In one run, over the same episodes (``--episodes`` benchmarks of the corpus, each with a seeded random sequence of
``--steps`` actions of ``PassesAll``), two profiles:

* ``reward``: no observation, reward ``IrInstructionCount`` (``llvm-v0`` with a reward; the least work per step);
* ``autophase``: observation ``Autophase``, reward ``IrInstructionCountOz`` (``llvm-autophase-ic-v0``).

For each profile, with 1 environment: **the LLVM work alone** (the floor: parse the benchmark, then per step one
``CModule.run_passes`` and the same measurements, in a plain loop), the environment **in-process**, and over a
**worker process**, a **pipe** and **gRPC**; with 2 environments on the machine's cores: the floor in 2 worker
processes, gymnasium's ``AsyncVectorEnv`` of 2 in-process environments, and 2 pipe and 2 gRPC workers stepped from
2 threads. Steps and episodes per second, ms per step (wall time x environments / steps) and the overhead over the
floor with as many environments; for the floor and the in-process environment (both in the calling thread) also the
CPU time of that thread, which other load on the machine (and the idle threads of the gRPC clients made for the other
rows) does not inflate. Each figure is the median of ``--repeat`` rounds,
configurations interleaved; the per-benchmark baselines are computed before the clock starts (they are cached, as in
training). The goal: the in-process environment adds at most 20% to its floor, in wall time and in CPU time.

Writes ``gym.json``, ``gym.csv`` and ``gym.png`` (via :mod:`mlbridge_llvm.tables`), and ``gym-goal.json`` (the
goal's verdict per profile); ``docs/gym.md``'s tables are rendered from the committed ``docs/bench/gym*.json``.
"""
from __future__ import annotations

import argparse
import os
import statistics
import threading
import time
from typing import Any, Callable, Sequence

import numpy as np

from ..errors import ConfigError
from ..tables import format_table, save_figure, write_results

COLUMNS = ["profile", "config", "envs", "episodes", "steps", "seconds", "steps_per_s", "episodes_per_s", "ms_per_step",
           "overhead", "cpu_ms_per_step", "cpu_overhead"]
PROFILES: dict[str, tuple[str | None, str]] = {"reward": (None, "IrInstructionCount"),
                                               "autophase": ("Autophase", "IrInstructionCountOz")}
GOAL = 0.20
FLOOR = "LLVM work alone (floor)"


def add_arguments(ap: argparse.ArgumentParser) -> None:
    """Flags of ``mlbridge-bench gym``."""
    ap.add_argument("--corpus", default=None, help="MLGO corpus (default: the committed 16-module sample)")
    ap.add_argument("--episodes", type=int, default=32, help="episodes, over the corpus's modules in turn (default 32)")
    ap.add_argument("--steps", type=int, default=25, help="actions per episode (default 25)")
    ap.add_argument("--repeat", type=int, default=3, help="rounds; the median is reported (default 3)")
    ap.add_argument("--profile", action="append", choices=sorted(PROFILES), help="only this profile (repeatable)")
    ap.add_argument("--no-parallel", action="store_true", help="skip the 2-environment rows")
    ap.add_argument("-o", "--outdir", default="bench-results", help="where gym.json, gym.csv and gym.png go")


def run_from_args(args: argparse.Namespace) -> list[dict[str, Any]]:
    """Run with the options :func:`add_arguments` defined."""
    return run(args.corpus, args.episodes, args.steps, args.repeat, args.profile or sorted(PROFILES),
               not args.no_parallel, args.outdir)


# ---- the episodes -------------------------------------------------------------------------------------------------
def episodes(corpus: str | None, n: int, steps: int, seed: int = 0) -> list[tuple[Any, list[int]]]:
    """``n`` (benchmark, actions) pairs: the corpus's modules in turn, each with seeded random actions. The actions
    avoid ``scalarizer``, which aborts LLVM on some modules (an episode that crashes measures nothing)."""
    from ..gym.datasets import MlgoDataset
    from ..gym.spaces import action_space

    dataset = MlgoDataset(corpus)
    uris = list(dataset.benchmark_uris())
    if not uris or n < 1 or steps < 1:
        raise ConfigError("mlbridge-bench gym: need modules, episodes >= 1 and steps >= 1")
    space = action_space("PassesAll")
    allowed = [i for i, name in enumerate(space.names) if name != "scalarizer"]
    rng = np.random.default_rng(seed)
    return [(dataset.benchmark(uris[i % len(uris)]), [int(a) for a in rng.choice(allowed, steps)]) for i in range(n)]


def floor_job(arg: tuple[list[tuple[bytes, str, list[str]]], str | None, str]) -> float:
    """The floor for some episodes, timed in the calling process: ``(bitcode, uri, pipelines)`` each, the
    observation and reward cost names; returns seconds."""
    from ..gym.observations import observation_spec
    from ..ir.llvmc import CModule

    work, obs, cost = arg
    measures = [observation_spec(n).compute for n in ([obs] if obs else []) + [cost]]

    class _Module:  # what the measurements read: ``.module``
        module: Any = None

    holder = _Module()
    t0 = time.perf_counter()
    for bitcode, uri, pipelines in work:
        holder.module = CModule.parse_bitcode(bitcode, uri)
        for fn in measures:
            fn(holder)
        for p in pipelines:
            holder.module.run_passes(p)
            for fn in measures:
                fn(holder)
        holder.module.dispose()
    return time.perf_counter() - t0


def _work(eps: Sequence[tuple[Any, list[int]]]) -> list[tuple[bytes, str, list[str]]]:
    from ..gym.spaces import action_space

    space = action_space("PassesAll")
    return [(b.bitcode, b.uri, [space.pipelines[a] for a in acts]) for b, acts in eps]


def env_job(env: Any, eps: Sequence[tuple[Any, list[int]]]) -> float:
    """Seconds for one environment to play ``eps``."""
    t0 = time.perf_counter()
    for bench, actions in eps:
        env.reset(benchmark=bench)
        for a in actions:
            env.step(a)
    return time.perf_counter() - t0


def _warm_baselines(eps: Sequence[tuple[Any, list[int]]], reward: str) -> None:
    """Compute (and cache on disk) every baseline the reward needs, before any clock starts."""
    from ..gym.baselines import SHARED
    from ..gym.rewards import reward_spec

    for bench, _ in eps:
        for name in reward_spec(reward).needs:
            SHARED.get(bench.sha1, bench.bitcode, name, bench.uri)


# ---- configurations -------------------------------------------------------------------------------------------------
def _single(kind: str, obs: str | None, reward: str) -> Callable[[list], float]:
    """A 1-environment configuration: ``transport`` ``kind`` (the environment is made and warmed up once)."""
    from .. import gym as mg

    env = mg.make("llvm-v0", observation_space=obs, reward_space=reward, transport=kind)

    def run(eps: list) -> float:
        return env_job(env, eps)
    run.close = env.close  # type: ignore[attr-defined]
    return run


def _floor_parallel(obs: str | None, cost: str) -> Callable[[list], float]:
    from ..workers import WorkerProcess

    workers = [WorkerProcess(), WorkerProcess()]
    warm: list[bool] = []

    def run(eps: list) -> float:
        halves = [_work(eps[0::2]), _work(eps[1::2])]
        if not warm:  # once: imports and libLLVM loaded in each worker before the clock (the workers stay)
            for w, half in zip(workers, halves):
                w.call("mlbridge_llvm.bench.gym:floor_job", (half[:1], obs, cost))
            warm.append(True)
        return _threads([lambda w=w, h=h: _checked(w.call("mlbridge_llvm.bench.gym:floor_job", (h, obs, cost)))
                         for w, h in zip(workers, halves)])
    run.close = lambda: [w.close() for w in workers]  # type: ignore[attr-defined]
    return run


def _checked(outcome: Any) -> float:
    if not outcome.ok:
        raise ConfigError(f"mlbridge-bench gym: floor worker failed: {outcome.error}")
    return float(outcome.value)


def _threads(fns: Sequence[Callable[[], Any]]) -> float:
    """Wall seconds for ``fns`` run concurrently, one thread each."""
    errors: list[BaseException] = []

    def guard(fn: Callable[[], Any]) -> None:
        try:
            fn()
        except BaseException as e:  # noqa: BLE001 - re-raised in the caller
            errors.append(e)
    threads = [threading.Thread(target=guard, args=(fn,)) for fn in fns]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]
    return time.perf_counter() - t0


def _pair(kind: str, obs: str | None, reward: str) -> Callable[[list], float]:
    from .. import gym as mg

    envs = [mg.make("llvm-v0", observation_space=obs, reward_space=reward, transport=kind) for _ in range(2)]

    def run(eps: list) -> float:
        return _threads([lambda e=e, h=h: env_job(e, h) for e, h in zip(envs, (eps[0::2], eps[1::2]))])
    run.close = lambda: [e.close() for e in envs]  # type: ignore[attr-defined]
    return run


def _vector(obs: str | None, reward: str) -> Callable[[list], float]:
    from ..gym.vector import make_vec

    venv = make_vec("llvm-v0", num_envs=2, observation_space=obs, reward_space=reward)

    def run(eps: list) -> float:
        pairs = list(zip(eps[0::2], eps[1::2]))
        t0 = time.perf_counter()
        for (b0, a0), (b1, a1) in pairs:
            venv.set_attr("benchmark", [b0, b1])
            venv.reset()
            for x, y in zip(a0, a1):
                venv.step(np.array([x, y]))
        return time.perf_counter() - t0
    run.close = venv.close  # type: ignore[attr-defined]
    return run


def run(corpus: str | None = None, n_episodes: int = 32, steps: int = 25, repeat: int = 3,
        profiles: Sequence[str] = tuple(sorted(PROFILES)), parallel: bool = True,
        outdir: str = "bench-results") -> list[dict[str, Any]]:
    """Run the benchmark (module docstring); prints the table and writes JSON/CSV/PNG into ``outdir``."""
    load_before = os.getloadavg()[0]
    eps = episodes(corpus, n_episodes, steps)
    if parallel and len(eps) % 2:
        eps = eps[:-1]
    rows: list[dict[str, Any]] = []
    rounds: dict[str, list[float]] = {}
    targets = []
    for profile in profiles:
        from ..gym.rewards import reward_spec

        obs, reward = PROFILES[profile]
        cost = reward_spec(reward).cost
        _warm_baselines(eps, reward)
        floor_work = _work(eps)
        configs: list[tuple[str, int, Callable[[list], float]]] = [
            (FLOOR, 1, lambda e, w=floor_work: floor_job((w, obs, cost))),
            *[(f"environment, {label}", 1, _single(k, obs, reward))
              for k, label in (("inprocess", "in-process"), ("process", "process"), ("pipe", "pipe"), ("grpc", "grpc"))]]
        if parallel:
            configs += [(FLOOR, 2, _floor_parallel(obs, cost)),
                        ("AsyncVectorEnv of in-process environments", 2, _vector(obs, reward)),
                        ("environment, pipe", 2, _pair("pipe", obs, reward)),
                        ("environment, grpc", 2, _pair("grpc", obs, reward))]
        times: dict[int, list[float]] = {i: [] for i in range(len(configs))}
        cpu: dict[int, list[float]] = {i: [] for i in (0, 1)}  # the floor and the in-process environment, 1 each
        try:
            for i, (_, _, fn) in enumerate(configs):  # warm-up round: workers started, code paths loaded
                fn(eps[:2])
            for _ in range(max(1, repeat)):
                for i, (_, _, fn) in enumerate(configs):
                    c0 = time.thread_time()
                    times[i].append(fn(eps))
                    if i in cpu:
                        cpu[i].append(time.thread_time() - c0)
        finally:
            for _, _, fn in configs:
                close = getattr(fn, "close", None)
                if close:
                    close()
        floors = {n: statistics.median(times[i]) for i, (name, n, _) in enumerate(configs) if name == FLOOR}
        cpu_med = {i: statistics.median(v) for i, v in cpu.items()}
        total_steps = len(eps) * steps
        for i, (name, n, _) in enumerate(configs):
            sec = statistics.median(times[i])
            rows.append({"profile": profile, "config": name, "envs": n, "episodes": len(eps), "steps": total_steps,
                         "seconds": sec, "steps_per_s": total_steps / sec, "episodes_per_s": len(eps) / sec,
                         "ms_per_step": 1000 * sec * n / total_steps,
                         "overhead": None if name == FLOOR else sec / floors[n] - 1.0,
                         "cpu_ms_per_step": 1000 * cpu_med[i] / total_steps if i in cpu_med else None,
                         "cpu_overhead": cpu_med[1] / cpu_med[0] - 1.0 if i == 1 else None})
            rounds[f"{profile} | {name} | {n}"] = [round(t, 4) for t in times[i]]
        inproc = next(r for r in rows if r["profile"] == profile and r["config"] == "environment, in-process")
        worst = max(inproc["overhead"], inproc["cpu_overhead"])
        targets.append({"profile": profile, "observation": obs or "none", "reward": reward,
                        "goal": f"in-process environment <= {GOAL:.0%} over the LLVM work alone",
                        "wall_overhead": f"{inproc['overhead']:+.1%}", "cpu_overhead": f"{inproc['cpu_overhead']:+.1%}",
                        "verdict": "met" if worst <= GOAL else "missed"})
    meta = {"corpus": corpus or "test/inputs/corpus (committed sample)", "episodes": len(eps), "steps": steps,
            "repeat": repeat, "cpus": os.cpu_count(), "action_space": "PassesAll (scalarizer left out)",
            "profiles": {p: {"observation": PROFILES[p][0], "reward": PROFILES[p][1]} for p in profiles},
            "load_note": "the machine's 1-minute load average before and after the run: wall times on a shared machine "
                         "move with it, the calling thread's CPU time much less",
            "targets": targets, "rounds_seconds": rounds,
            "load_average_1min": [round(load_before, 2), round(os.getloadavg()[0], 2)],
            "note": "ms_per_step = wall seconds x environments / steps; overhead = seconds / floor seconds - 1 with "
                    "the same number of environments; cpu_* = this process's CPU time (floor and in-process rows); "
                    "median of the rounds"}
    for t in targets:
        t["machine_load"] = "{} -> {}".format(*meta["load_average_1min"])
    print(f"LLVM environments: {len(eps)} episodes x {steps} steps of PassesAll on {meta['corpus']}\n")
    print(format_table(rows, COLUMNS))
    for t in targets:
        print(f"{t['profile']}: {t['goal']}: wall {t['wall_overhead']}, CPU {t['cpu_overhead']} ({t['verdict']})")
    os.makedirs(outdir, exist_ok=True)
    paths = write_results(outdir, "gym", rows, COLUMNS, meta)
    paths["goal"] = write_results(outdir, "gym-goal", targets, list(targets[0]),
                                  {"source": "gym.json", "load_average_1min": meta["load_average_1min"]})["json"]
    paths["png"] = _plot(rows, os.path.join(outdir, "gym.png"))
    print("wrote " + ", ".join(paths.values()))
    return rows


def _plot(rows: list[dict[str, Any]], path: str) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    profiles = sorted({r["profile"] for r in rows})
    fig, axes = plt.subplots(1, len(profiles), figsize=(5.5 * len(profiles), 3.8), squeeze=False)
    for ax, profile in zip(axes[0], profiles):
        mine = [r for r in rows if r["profile"] == profile]
        labels = [f"{r['config'].replace('environment, ', '').replace(' of in-process environments', '')}"
                  f"\nx{r['envs']}" for r in mine]
        colors = ["tab:gray" if r["config"] == FLOOR else "tab:blue" for r in mine]
        bars = ax.bar(range(len(mine)), [r["steps_per_s"] for r in mine], color=colors)
        for bar, r in zip(bars, mine):
            ax.annotate(f"{r['steps_per_s']:.0f}", (bar.get_x() + bar.get_width() / 2, bar.get_height()),
                        ha="center", va="bottom", fontsize=7)
        ax.set_xticks(range(len(mine)), labels, rotation=60, ha="right", fontsize=7)
        ax.set_ylabel("steps / s")
        ax.set_title(f"profile {profile}")
    save_figure(fig, path)
    plt.close(fig)
    return path
