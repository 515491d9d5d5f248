"""Training the two agents: an exhaustive, measured reward table, then evolution strategies on it.

1. :func:`cost_table`: for every distributable loop of the kernels and every legal partition of it
   (:func:`.partition.enumerate_legal`, exhaustive for these loop sizes, else its first 200), apply the fission for
   real and measure the llvm-mca cycles per original iteration after the pipeline that follows the pass
   (:func:`.cost.function_cost`; all partitions of a loop in one batch, :func:`.search.partition_costs`). The reward of a
   partition is ``log(cost(original) / cost(partition))`` (log speed-up; 0 = as good as not distributing).
2. :func:`train_es`: antithetic evolution strategies (numpy, Adam) on the mean reward of complete episodes played
   by both agents through :class:`.agents.DistributionEnv` — the same environment the pass uses — with the reward
   looked up in the table. Gradient-free, so the agents' network can stay exactly what the ONNX graph computes.

The split between training and held-out kernels is by a hash of the function name (:func:`split_by_hash`).

:func:`remote_partitions` plays the same agents against the real pass in a separate compiler process over pipes or
gRPC (this process is the model side, as a trainer that drives compilations is); the training script checks with it
that the exported agents decide the same there as in the table-driven episodes.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import numpy as np

from mlbridge_llvm.ir import cir
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_training.common import antithetic_es

from mlbridge_passes.loop_distribution import cost, fission
from mlbridge_passes.loop_distribution import partition as parts
from mlbridge_passes.loop_distribution.agents import ADVICE, DISTRIBUTE, FEATURE_SPECS, SELECT, AgentWeights, DistributionEnv, act, init_weights
from mlbridge_passes.loop_distribution.ddg import LoopGraph, analyze_function
from mlbridge_passes.loop_distribution.loopdist import instruction_vectors, node_features


def key(partition: parts.Partition) -> str:
    """Canonical text of a partition (loop order kept, nodes sorted in each loop)."""
    return parts.format([sorted(loop) for loop in partition])


@dataclass
class LoopEntry:
    """One training loop: its kernel, node features and the measured cost of every legal partition."""

    function: str
    n_nodes: int
    features: np.ndarray
    original: float
    costs: dict[str, float] = field(default_factory=dict)  # key(partition) -> cycles per element
    extra: dict[str, float] = field(default_factory=dict)
    """Costs of partitions beyond the table (a loop with more than ``limit`` legal partitions), measured when an
    evaluation needed them (:func:`complete`); never counted in :attr:`best`."""

    def cost_of(self, partition: parts.Partition) -> float | None:
        k = key(partition)
        return self.costs.get(k, self.extra.get(k))

    def reward(self, partition: parts.Partition, guarded: bool = False) -> float:
        """``log(original / cost)``. ``guarded``: the pass's ``guard=cost`` inside the reward, as the loop ends up
        (a partition the cost model finds no cheaper is kept whole: 0). A partition missing from the table and from
        :attr:`extra` is -1, or with ``guarded`` 0 (the guard's floor: what the pass guarantees)."""
        c = self.cost_of(partition)
        if not c:
            return 0.0 if guarded else -1.0
        r = math.log(self.original / c)
        return max(r, 0.0) if guarded else r

    @property
    def best(self) -> tuple[str, float]:
        k = min(self.costs, key=self.costs.__getitem__)
        return k, self.costs[k]


def distributable_functions(ir: str) -> list[str]:
    """Functions of ``ir`` with exactly one analysable innermost loop of at least two nodes."""
    mod = CModule.parse_ir(ir)
    out = []
    for fn in cir.iter_functions(mod):
        name = cir.name(fn)
        graphs = [g for g in analyze_function(mod, name) if isinstance(g, LoopGraph)]
        if len(graphs) == 1 and len(graphs[0].nodes) > 1:
            out.append(name)
    return out


def loop_graph(mod: CModule, function: str) -> LoopGraph:
    return next(g for g in analyze_function(mod, function) if isinstance(g, LoopGraph))


def distributed_ir(ir: str, function: str, partition: parts.Partition) -> str:
    """The module with ``function``'s loop distributed as ``partition``."""
    mod = CModule.parse_ir(ir)
    fission.distribute(mod, loop_graph(mod, function), partition)
    return mod.to_ir()


def cost_table(ir: str, functions: Sequence[str], limit: int = 200,
               progress: Callable[[str], None] | None = None,
               pipeline: str = cost.DEFAULT_VECTORIZE_PIPELINE) -> list[LoopEntry]:
    """Measure every legal partition of each function's loop (see the module docstring), each module compiled by
    ``pipeline`` after the pass (:func:`.cost.function_cost`)."""
    from mlbridge_passes.loop_distribution.search import partition_costs

    mod = CModule.parse_ir(ir)
    vectors = instruction_vectors(mod, list(functions))
    entries = []
    for name in functions:
        g = loop_graph(mod, name)
        legal = parts.enumerate_legal(g, limit=limit)  # the whole loop first
        costs = partition_costs(ir, [(g, p) for p in legal], pipeline)  # one batch: the same figures as one by one
        entry = LoopEntry(name, len(g.nodes), node_features(g, vectors), costs[0])
        entry.costs = {key(p): c for p, c in zip(legal, costs)}
        entries.append(entry)
        if progress:
            progress(name)
    return entries


# ------------------------------------------------------------------------------------------------ policies
def episode(entry: LoopEntry, graph: LoopGraph, select: AgentWeights, distribute: AgentWeights) -> parts.Partition:
    """The partition the two agents build for one loop (numpy forward)."""
    env = DistributionEnv(graph, entry.features)
    obs = env.reset()
    while not env.done:
        w = select if env.next_agent == SELECT else distribute
        obs = env.step(act(w, obs))
    return env.partition


def _flat(w: AgentWeights, frozen: frozenset[str]) -> np.ndarray:
    return np.concatenate([v.ravel() for k, v in sorted(w.params.items()) if k not in frozen])


def _unflat(w: AgentWeights, theta: np.ndarray, frozen: frozenset[str]) -> AgentWeights:
    params, i = {}, 0
    for k, v in sorted(w.params.items()):
        if k in frozen:
            params[k] = v
            continue
        params[k] = theta[i:i + v.size].reshape(v.shape).astype(np.float32)
        i += v.size
    return AgentWeights(w.kind, params)


FROZEN = frozenset({"mean", "std"})


def standardisation(entries: Sequence[LoopEntry]) -> tuple[np.ndarray, np.ndarray]:
    """Mean and std of ``sign(x) log1p|x|`` over the training nodes (baked into both ONNX graphs)."""
    x = np.concatenate([e.features for e in entries])
    z = np.sign(x) * np.log1p(np.abs(x))
    return z.mean(0).astype(np.float32), (z.std(0) + 1e-3).astype(np.float32)


def mean_reward(entries: Sequence[LoopEntry], graphs: Sequence[LoopGraph], select: AgentWeights,
                distribute: AgentWeights, guarded: bool = False) -> float:
    return float(np.mean([e.reward(episode(e, g, select, distribute), guarded) for e, g in zip(entries, graphs)]))


def train_es(entries: Sequence[LoopEntry], graphs: Sequence[LoopGraph], *, iterations: int = 200,
             population: int = 24, sigma: float = 0.05, lr: float = 0.03, hidden: int = 8, seed: int = 0,
             l2: float = 0.0, validation: tuple[Sequence[LoopEntry], Sequence[LoopGraph]] | None = None,
             guarded: bool = False,
             progress: Callable[[int, float], None] | None = None) -> tuple[AgentWeights, AgentWeights, list[float]]:
    """Antithetic ES over both agents' weights (:func:`mlbridge_training.common.antithetic_es` with
    ``utility="difference"``; fitness = mean training reward - ``l2`` * mean squared weight; ``guarded``: the reward
    with the guard inside, :meth:`LoopEntry.reward`).
    Returns the best agents seen and the curve: best by the ``validation`` loops' reward when given (ties: training
    reward), else by training reward; the curve is of the selection criterion."""
    mean, std = standardisation(entries)
    sel0 = init_weights(SELECT, hidden=hidden, seed=seed, mean=mean, std=std)
    dis0 = init_weights(DISTRIBUTE, hidden=hidden, seed=seed + 1, mean=mean, std=std)
    ts, td = _flat(sel0, FROZEN), _flat(dis0, FROZEN)
    theta = np.concatenate([ts, td]).astype(np.float64)
    split = ts.size

    def agents_of(t: np.ndarray) -> tuple[AgentWeights, AgentWeights]:
        return _unflat(sel0, t[:split], FROZEN), _unflat(dis0, t[split:], FROZEN)

    def loss(t: np.ndarray) -> float:  # the sampled objective, minimised: -(mean reward - l2 * mean squared weight)
        return -(mean_reward(entries, graphs, *agents_of(t), guarded) - l2 * float(np.mean(t * t)))

    def selection(t: np.ndarray) -> tuple[float, float]:  # (-validation reward, -training reward), lower is better
        train = mean_reward(entries, graphs, *agents_of(t), guarded)
        return ((-mean_reward(validation[0], validation[1], *agents_of(t), guarded), -train) if validation
                else (-train, -train))

    curve: list[float] = []

    def record(it: int, current: tuple[float, float], *_: Any) -> None:
        curve.append(-current[0])
        if progress:
            progress(it, -current[0])

    best_t, _ = antithetic_es(theta, selection, lambda ts: [loss(t) for t in ts], iterations=iterations,
                              population=population, sigma=sigma, lr=lr, seed=seed, utility="difference",
                              on_start=lambda s: curve.append(-s[0]), on_iteration=record)
    sel, dis = agents_of(best_t)
    return sel, dis, curve


def complete(entries: Sequence[LoopEntry], graphs: Sequence[LoopGraph], wanted: Sequence[Sequence[parts.Partition]],
             sources: dict[str, str], pipeline: str) -> None:
    """Measure the partitions of ``wanted`` (per entry) that neither its table nor its :attr:`LoopEntry.extra` has,
    into ``extra``: one batch per kernel module (``sources``: function -> module text)."""
    from mlbridge_passes.loop_distribution.search import partition_costs

    todo: dict[str, list[tuple[LoopEntry, LoopGraph, parts.Partition]]] = {}
    for e, g, ps in zip(entries, graphs, wanted):
        for p in {key(p): p for p in ps if e.cost_of(p) is None}.values():
            todo.setdefault(sources[e.function], []).append((e, g, p))
    for ir, jobs in todo.items():
        for (e, _, p), c in zip(jobs, partition_costs(ir, [(g, p) for _, g, p in jobs], pipeline)):
            e.extra[key(p)] = c


def search_partitions(entries: Sequence[LoopEntry], graphs: Sequence[LoopGraph], sources: dict[str, str],
                      pipeline: str, proposals: Sequence[parts.Partition | None] | None = None,
                      rounds: int | None = None) -> list[Any]:
    """What the pass's ``partition=search`` (:func:`.search.search`) chooses for each loop, from the measured table
    (the same costs the pass computes; partitions beyond the table measured on demand, :func:`complete`)."""
    from mlbridge_passes.loop_distribution import search as S

    rounds = S.DEFAULT_ROUNDS if rounds is None else rounds
    index = {id(g): i for i, g in enumerate(graphs)}

    def lookup(_ir: str, jobs: Sequence[tuple[LoopGraph, parts.Partition]], _pl: str) -> list[float]:
        es = [entries[index[id(g)]] for g, _ in jobs]
        complete(es, [g for g, _ in jobs], [[p] for _, p in jobs], sources, pipeline)
        return [e.cost_of(p) for e, (_, p) in zip(es, jobs)]

    return S.search("", list(graphs), pipeline, proposals=proposals, rounds=rounds, evaluate=lookup)


#: Columns of :func:`evaluate`'s rows, each a way to decide a loop (cycles per element; ``*_partition`` beside):
#: ``original`` the loop whole, ``llvm`` LLVM's loop-distribute, ``max`` every node in its own loop,
#: ``max_guarded`` = ``partition=max;guard=cost``, ``agents`` = ``partition=model``, ``guarded`` =
#: ``partition=model;guard=cost``, ``search`` = ``partition=search`` (the default), ``search_agents`` =
#: ``partition=search;agents=1``, ``oracle`` the best partition of the table.
COLUMNS = ("llvm", "max", "max_guarded", "agents", "guarded", "search", "search_agents", "oracle")


def evaluate(entries: Sequence[LoopEntry], graphs: Sequence[LoopGraph], select: AgentWeights,
             distribute: AgentWeights, llvm_costs: dict[str, float], sources: dict[str, str] | None = None,
             pipeline: str | None = None) -> list[dict[str, Any]]:
    """Per loop, the cost (cycles/element) of each of :data:`COLUMNS` and its partition. ``guarded`` and
    ``max_guarded`` keep a partition only where the cost model finds it strictly cheaper than the whole loop, as the
    pass's ``guard=cost`` does. The search columns need ``sources`` (function -> module text) and ``pipeline``;
    without them they are left out."""
    chosen = [episode(e, g, select, distribute) for e, g in zip(entries, graphs)]
    found: list[Any] = [None] * len(entries)
    with_agents: list[Any] = [None] * len(entries)
    if sources is not None and pipeline is not None:
        complete(entries, graphs, [[p] for p in chosen], sources, pipeline)
        found = search_partitions(entries, graphs, sources, pipeline)
        with_agents = search_partitions(entries, graphs, sources, pipeline, proposals=chosen)
    rows = []
    for e, g, a, s, sa in zip(entries, graphs, chosen, found, with_agents):
        best_key, best = e.best
        agents = e.cost_of(a)
        mx_p = parts.maximal(g)
        mx = e.cost_of(mx_p)
        guarded = a if agents < e.original else parts.single(g)
        mx_guarded = mx_p if mx < e.original else parts.single(g)
        row = {"function": e.function, "nodes": e.n_nodes, "partitions": len(e.costs),
               "original": e.original, "llvm": llvm_costs.get(e.function, e.original),
               "max": mx, "max_partition": parts.format(mx_p),
               "max_guarded": min(mx, e.original), "max_guarded_partition": parts.format(mx_guarded),
               "agents": agents, "agents_partition": parts.format(a), "guarded": min(agents, e.original),
               "guarded_partition": parts.format(guarded), "oracle": best, "oracle_partition": best_key}
        for column, r in (("search", s), ("search_agents", sa)):
            if r is not None:
                row[column], row[f"{column}_partition"] = r.cost, parts.format(r.partition)
                row[f"{column}_evaluated"], row[f"{column}_source"] = r.evaluated, r.source
        rows.append(row)
    return rows


def geomean_speedup(rows: Sequence[dict[str, Any]], column: str) -> float:
    """Geometric mean of ``original / column`` over rows."""
    return float(np.exp(np.mean([math.log(r["original"] / r[column]) for r in rows]))) if rows else float("nan")


# ------------------------------------------------------------------------------------------ measured run time
#: The columns of :func:`evaluate`'s rows that :func:`time_rows` measures (those a row has).
TIMED = ("original",) + COLUMNS


def time_rows(rows: list[dict[str, Any]], ir: str, pipeline: str, reps: int = 40, rounds: int = 3,
              progress: Callable[[str], None] | None = None) -> None:
    """Add measured run time to :func:`evaluate`'s rows of one kernel module, in place: ``time_<column>`` ns per call
    of the kernel (fastest of ``reps`` runs on the same data, JIT-compiled for this machine by
    :mod:`mlbridge_passes.loop_distribution.equivalence`) for the original loop, LLVM's loop-distribute and each
    column of :data:`TIMED` the row has a partition for, each module compiled by ``pipeline`` after the pass as the
    cost model compiles it (:func:`.cost.vectorized_ir`). Variants that compile to the same module are measured once
    (the same code: the same time); the distinct ones run one after the other in one worker process, ``rounds``
    times (a fresh worker, and fresh JIT placements, each round), and the fastest call of all rounds is kept: the
    figure a busy machine disturbs least."""
    from mlbridge_passes.loop_distribution.equivalence import run_kernels

    mod = CModule.parse_ir(ir)
    llvm_ir = cost.llvm_loop_distribute(ir)
    for r in rows:
        f = r["function"]
        g = loop_graph(mod, f)
        variants = {"original": ir, "llvm": llvm_ir}
        texts: dict[str, str] = {}
        for column in TIMED[2:]:
            if f"{column}_partition" not in r:
                continue
            k = r[f"{column}_partition"]
            if k not in texts:
                p = parts.parse(k)
                texts[k] = ir if len(p) == 1 else distributed_ir(ir, f, p)
            variants[column] = texts[k]
        compiled = {c: _without_module_id(cost.vectorized_ir(text, f, pipeline=pipeline))
                    for c, text in variants.items()}
        distinct = list(dict.fromkeys(compiled.values()))
        best: dict[str, float] = {}
        for _ in range(rounds):
            results = run_kernels([{"ir": m, "function": f, "seeds": [0], "time_reps": reps} for m in distinct],
                                  timeout=600.0)
            for m, res in zip(distinct, results):
                best[m] = min(best.get(m, float("inf")), float(res[0]["<ns>"]))
        for c in compiled:
            r[f"time_{c}"] = best[compiled[c]]
        if progress:
            progress(f)


def _without_module_id(ir: str) -> str:
    """``ir`` without its ``; ModuleID`` line (a temporary file's name), so that equal code compares equal."""
    return "\n".join(ln for ln in ir.splitlines() if not ln.startswith("; ModuleID")) + "\n"


def geomean_time_speedup(rows: Sequence[dict[str, Any]], column: str) -> float:
    """Geometric mean of measured ``time_original / time_<column>`` over rows (:func:`time_rows`)."""
    return float(np.exp(np.mean([math.log(r["time_original"] / r[f"time_{column}"]) for r in rows]))) \
        if rows else float("nan")


# ------------------------------------------------------------------- the compiler in another process (training)
def remote_partitions(ir: str, select: AgentWeights, distribute: AgentWeights, transport: str = "pipe",
                      serdes: str = "bitstream", timeout: float = 120.0) -> dict[str, str]:
    """Play the agents (numpy weights, this process = the model side, as a trainer is) against the real pass run by
    ``mlbridge-opt`` in a child process over ``transport`` (``pipe``: this side owns the FIFOs; ``grpc``: this side
    serves ``getAdvice``). Returns ``{function: partition}`` from the compiler's remarks."""
    import json
    import os
    import subprocess
    import sys
    import tempfile

    from mlbridge_llvm.errors import CommunicationError

    def answer(features: dict[str, Any]) -> np.ndarray:
        w = select if int(np.asarray(features["agent"]).reshape(-1)[0]) == 0 else distribute
        obs = {k: np.asarray(v).reshape(s.shape) for k, v in features.items()
               for s in FEATURE_SPECS if s.name == k}
        return np.array([act(w, obs)], np.int64)

    with tempfile.TemporaryDirectory(prefix="ldtrain-") as tmp:
        src, remarks = os.path.join(tmp, "in.ll"), os.path.join(tmp, "remarks.jsonl")
        with open(src, "w") as fh:
            fh.write(ir)
        cmd = [sys.executable, "-m", "mlbridge_llvm.cli.opt", "-passes=rl-loop-distribute<partition=model>", src,
               "-o", os.path.join(tmp, "out.ll"), "-S", "--remarks-file", remarks]
        if transport == "pipe":
            from mlbridge_llvm.interface.pipe import PipeCompilerInterface

            ci = PipeCompilerInterface(os.path.join(tmp, "ch"), serdes=serdes, advice_spec=ADVICE, timeout=timeout)
            proc = subprocess.Popen(cmd + ["--runner", "pipe", "--channel", ci.channel, "--serdes", serdes],
                                    stderr=subprocess.PIPE, text=True)
            try:
                obs = ci.evaluate()
                while obs is not None:
                    ci.populate_buffer(answer(obs))
                    obs = ci.evaluate()
            finally:
                ci.close()
                _, err = proc.communicate(timeout=timeout)
        elif transport == "grpc":
            from mlbridge_llvm.interface.grpc import serve_advice

            with serve_advice(answer) as server:
                proc = subprocess.run(cmd + ["--runner", "grpc", "--address", f"127.0.0.1:{server.port}"],
                                      capture_output=True, text=True, timeout=timeout)
                err = proc.stderr
        else:
            raise ValueError(f"unknown transport {transport!r}: pipe or grpc")
        if proc.returncode != 0:
            raise CommunicationError(f"compiler process failed ({transport}): {err.strip()[-500:]}")
        with open(remarks) as fh:
            rows = [json.loads(line) for line in fh if line.strip()]
    return {r["function"]: r["args"]["partition"] for r in rows if r["name"] in ("Distributed", "NotDistributed")}
