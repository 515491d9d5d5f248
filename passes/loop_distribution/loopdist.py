"""The ``rl-loop-distribute`` pass: analyse innermost loops, ask the two agents, apply the partitions, report.

Pass options (``rl-loop-distribute<key=value;...>``):

* ``partition=search`` (default, no ML): per loop, the cost model of ``guard=cost`` chooses among the whole loop,
  the maximal distribution and, by a hill climb from the cheapest of those, partitions one step away (two adjacent
  loops merged, one node moved to the next or previous loop or split off into its own), all loops of the module
  costed together in one batch per round (:mod:`.search`); a loop is distributed only when that is strictly
  cheaper than leaving it whole. This rule beats the agents (and ``partition=max;guard=cost``) on loops nobody
  trained on, by the cost model and by measured run time (``models/loopdist.md``), so it is the default.
  ``agents=1`` adds the agents' partition to the first candidates; ``rounds=N`` bounds the hill climb (default
  :data:`.search.DEFAULT_ROUNDS`; 0: only the first candidates).
* ``partition=model``: the agents decide (the default until issue #29, and still the default when the agents are
  named: ``select-model=``, ``distribute-model=``, or ``--runner``/``--model``); ``max``: every node in its own loop (most
  distributed legal partition); ``none``: analyse and report only; ``S1,S2|S3``: this partition for every loop with
  exactly those nodes (an illegal one is replaced by the nearest legal one, with a ``Legalized`` remark).
* ``function=NAME``: only this function.
* ``canonicalize=1``: first run :data:`CANONICALIZE_PIPELINE` (SROA, early CSE, instcombine, simplifycfg, loop-simplify,
  LCSSA, loop-rotate, indvars) so that ``clang -O0 -Xclang -disable-O0-optnone`` output has loops in the form the
  analysis takes; without it, loops in another form are skipped with the reason. It changes the IR even where
  nothing is distributed, hence opt-in. No GVN/loop-load-elim: they turn memory recurrences into registers.
* ``vectorize=1``: run LLVM's ``loop-vectorize`` afterwards and report which of the new loops vectorized.
* ``guard=cost`` (for ``model``, ``max`` and fixed partitions): before applying a partition, compile the function
  with and without it through the rest of LLVM 22's ``-O3`` after ``loop-distribute`` and llc, and score both with
  llvm-mca (:func:`.cost.function_cost`, skylake); the loop is distributed only when that is strictly cheaper, else
  it stays whole with a ``NotDistributed`` remark (``decided_by=guard``, both costs). ``guard=none`` (their
  default) applies the decisions as made. ``partition=search`` is guarded by construction (the whole loop is one of
  its candidates); it refuses ``guard=none``.
* ``select-model=PATH``, ``distribute-model=PATH``: the agents' ONNX files (default: the bundled
  ``models/loopdist-select.onnx`` and ``models/loopdist-distribute.onnx``).

Runners (``partition=model``, or ``search`` with ``agents=1``): by default both agents run in-process with onnxruntime. ``--runner onnx --model DIR`` takes both files from
``DIR``. Any other runner (pipe, gRPC, python) is one model that answers both agents; the ``agent`` input tells
which (see :mod:`.agents`). Remarks: ``Skipped`` (with the reason) for loops left alone, ``Analysis`` for each
analysed loop (nodes and dependences), ``Distributed`` / ``NotDistributed`` with the partition (and, for
``search``, the costs of the loop whole and as chosen, how many partitions were costed and where the chosen one came
from), ``Legalized``, ``Vectorized``.
"""
from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any, Mapping

import numpy as np

from mlbridge_llvm.errors import ConfigError, FeatureError, MLBridgeError, ModelError
from mlbridge_llvm.ir import cir
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_llvm.ir.loops import CANONICALIZE_PIPELINE
from mlbridge_llvm.resources import models_dir
from mlbridge_llvm.rl import RLDriver, RunnerAgent
from mlbridge_llvm.runners import MLModelRunner, create_runner

from . import fission
from . import partition as parts
from .agents import ADVICE, DISTRIBUTE, EMBED_DIM, FEATURE_SPECS, MAX_NODES, SELECT, DistributionEnv
from .ddg import LoopGraph, LoopSkip, analyze_function

PASS_NAME = "rl-loop-distribute"
SELECT_MODEL, DISTRIBUTE_MODEL = "loopdist-select.onnx", "loopdist-distribute.onnx"
VECTORIZE_PIPELINE = "function(loop-vectorize)"


# ------------------------------------------------------------------------------------------------ features
def instruction_vectors(module: CModule, functions: list[str]) -> dict[int, np.ndarray]:
    """IR2Vec (flow-aware, shipped vocabulary) vector of every instruction of ``functions``, keyed by the
    instruction's LLVM-C pointer in ``module`` (the walk reads ``module`` itself, in the same order)."""
    from mlbridge_llvm.features.ir2vec import extract_c_function, shared_embedder

    out: dict[int, np.ndarray] = {}
    for name in functions:
        vecs = shared_embedder("flow-aware").embed_ir(extract_c_function(module, name)).inst_vectors
        ptrs = [i for bb in cir.blocks(module.function_ref(name)) for i in cir.instructions(bb)]
        if len(ptrs) != len(vecs):
            raise FeatureError(f"@{name}: {len(ptrs)} instructions but {len(vecs)} IR2Vec vectors")
        out.update(zip(ptrs, vecs))
    return out


def node_features(graph: LoopGraph, vectors: Mapping[int, np.ndarray]) -> np.ndarray:
    """``[n, 300]``: per node, the sum of its instructions' vectors (control instructions excluded)."""
    feats = np.zeros((len(graph.nodes), EMBED_DIM), np.float64)
    for node in graph.nodes:
        for inst in node.instructions:
            feats[node.index] += vectors[inst]
    return feats.astype(np.float32)


# --------------------------------------------------------------------------------------------------- agents
def default_model_paths(directory: str | os.PathLike[str] | None = None) -> tuple[Path, Path]:
    """The two agents' ONNX files in ``directory`` (default: the bundled models)."""
    d = Path(directory) if directory else models_dir()
    return d / SELECT_MODEL, d / DISTRIBUTE_MODEL


def build_agents(ctx: Any) -> tuple[dict[str, Any], list[MLModelRunner]]:
    """Agents for the pass's runner choice, and the runners to close afterwards."""
    from mlbridge_llvm.runners.spec import RunnerSpec

    spec = ctx.spec
    select_opt, distribute_opt = ctx.option("select-model", ""), ctx.option("distribute-model", "")
    in_process = spec is None or spec.model_file is not None  # onnx: or compiled: (empty: the bundled models)
    if in_process or select_opt or distribute_opt:
        template = spec if spec is not None and spec.model_file is not None else RunnerSpec("onnx", "")
        directory = template.model_file or None
        if directory and not Path(directory).is_dir():
            raise ConfigError(f"{PASS_NAME}: --model for the in-process runner must be a directory holding "
                              f"{SELECT_MODEL} and {DISTRIBUTE_MODEL} (or use select-model=/distribute-model=)")
        sel, dist = default_model_paths(directory)
        sel, dist = Path(select_opt or sel), Path(distribute_opt or dist)
        runners = []
        try:
            for kind, path in ((SELECT, sel), (DISTRIBUTE, dist)):
                runners.append(create_runner(template.with_target(str(path)), feature_specs=FEATURE_SPECS,
                                             advice_spec=ADVICE))
        except MLBridgeError as err:
            for r in runners:
                r.close()
            raise ModelError(f"{PASS_NAME}: {kind} agent {path}: {err}") from None
        return {SELECT: RunnerAgent(runners[0]), DISTRIBUTE: RunnerAgent(runners[1])}, runners
    runner = ctx.runner  # one model answers both agents
    agent = RunnerAgent(runner)
    return {SELECT: agent, DISTRIBUTE: agent}, []


def decide(graph: LoopGraph, features: np.ndarray, agents: Mapping[str, Any]) -> tuple[parts.Partition, int]:
    """Play one episode: the partition the agents build and the number of questions asked."""
    env = DistributionEnv(graph, features)
    RLDriver(env, dict(agents), max_steps=4 * MAX_NODES).run()
    return env.partition, env.queries


# ----------------------------------------------------------------------------------------------------- pass
def _flag(ctx: Any, key: str) -> bool:
    raw = ctx.option(key, "0").lower()
    if raw not in ("0", "1", "true", "false"):
        raise ConfigError(f"{PASS_NAME}<{key}={raw}>: expected 0 or 1")
    return raw in ("1", "true")


#: The pass's default ``partition=`` (see the module docstring).
DEFAULT_PARTITION = "search"


def _fixed_partition(mode: str) -> parts.Partition | None:
    return None if mode in ("model", "max", "none", "search") else parts.parse(mode)


def _rounds(ctx: Any) -> int:
    from .search import DEFAULT_ROUNDS

    raw = ctx.option("rounds", str(DEFAULT_ROUNDS))
    if not raw.isdigit():
        raise ConfigError(f"{PASS_NAME}<rounds={raw}>: expected a number of rounds (0, 1, 2, ...)")
    return int(raw)


def _min_gain(ctx: Any, mode: str) -> float:
    from .search import DEFAULT_MIN_GAIN

    raw = ctx.option("min-gain", str(DEFAULT_MIN_GAIN) if mode == "search" else "0")
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not 0.0 <= value < 1.0:
        raise ConfigError(f"{PASS_NAME}<min-gain={raw}>: expected a fraction in [0, 1), e.g. 0.2 (a partition must be "
                          "20% cheaper than the whole loop by the cost model)")
    return value


def _agents_named(ctx: Any) -> list[str]:
    """What names the agents: ``select-model=``, ``distribute-model=`` or a runner (``--runner``/``--model``) other
    than the bundled in-process one. Naming them without a ``partition=`` makes them decide (``partition=model``), as
    before ``partition=search`` became the default."""
    named = [f"{k}=" for k in ("select-model", "distribute-model") if ctx.option(k, "")]
    if ctx.spec is not None and ctx.spec.model_file != "":  # a model or a remote one named with --runner/--model
        named.append("--runner/--model")
    return named


def run(ctx: Any) -> None:
    """The pass (see the module docstring)."""
    module: CModule = ctx.module
    named = _agents_named(ctx)
    mode = ctx.option("partition", "model" if named else DEFAULT_PARTITION)
    fixed = _fixed_partition(mode)
    vectorize = _flag(ctx, "vectorize")
    guard = ctx.option("guard", "cost" if mode == "search" else "none")
    if guard not in ("none", "cost"):
        raise ConfigError(f"{PASS_NAME}<guard={guard}>: expected none or cost")
    if mode == "search" and guard == "none":
        raise ConfigError(f"{PASS_NAME}<partition=search;guard=none>: the search keeps the loop whole unless the cost "
                          "model finds a partition cheaper; for unguarded decisions use partition=model or max")
    use_agents = _flag(ctx, "agents")
    if use_agents and mode != "search":
        raise ConfigError(f"{PASS_NAME}<agents=1>: only with partition=search (partition=model is the agents alone)")
    if mode == "search" and not use_agents and named:
        raise ConfigError(f"{PASS_NAME}: {' and '.join(named)} name the agents, but partition=search does not ask "
                          "them: drop partition=search (naming the agents makes them decide) or add agents=1")
    rounds = _rounds(ctx)
    min_gain = _min_gain(ctx, mode)
    if min_gain and mode != "search":
        raise ConfigError(f"{PASS_NAME}<min-gain=...>: only with partition=search (the margin is the search's)")
    if _flag(ctx, "canonicalize"):
        module.run_passes(CANONICALIZE_PIPELINE)
    only = ctx.option("function", "")
    names = [cir.name(fn) for fn in cir.iter_functions(module)]
    if only:
        if only not in names:
            raise ConfigError(f"{PASS_NAME}<function={only}>: no defined function @{only} in {ctx.input_name}")
        names = [only]
    graphs: list[LoopGraph] = []
    for fn_name in names:
        for loop in analyze_function(module, fn_name):
            if isinstance(loop, LoopSkip):
                ctx.remark("Skipped", loop.function, kind="Missed", loop=loop.header, reason=loop.reason)
                continue
            ctx.remark("Analysis", loop.function, kind="Analysis", loop=loop.header, **parts.analysis_args(loop))
            if len(loop.nodes) > MAX_NODES and mode == "model":
                ctx.remark("Skipped", loop.function, kind="Missed", loop=loop.header,
                           reason=f"{len(loop.nodes)} nodes; the agents take at most {MAX_NODES}")
                continue
            graphs.append(loop)
    if fixed is not None:
        parts.require_fit(fixed, mode, [len(g.nodes) for g in graphs])
    if mode == "search":
        _search_and_apply(ctx, module, graphs, use_agents, rounds, min_gain)
        if vectorize:
            _vectorize_and_report(ctx, module, set(names))
        return
    decisions = _decide_all(ctx, graphs, mode, fixed)
    for graph, (partition, how, queries) in zip(graphs, decisions):
        if partition is None:
            continue
        if len(partition) < 2:
            ctx.remark("NotDistributed", graph.function, kind="Analysis", loop=graph.header,
                       partition=parts.format(partition), decided_by=how, queries=queries)
            continue
        if guard == "cost":
            kept = _guard_costs(module, graph, partition)
            if kept is not None:
                ctx.remark("NotDistributed", graph.function, kind="Analysis", loop=graph.header,
                           partition=parts.format(partition), decided_by="guard", queries=queries,
                           cost_whole=kept[0], cost_distributed=kept[1])
                continue
        headers = fission.distribute(module, graph, partition)
        ctx.remark("Distributed", graph.function, loop=graph.header, partition=parts.format(partition),
                   loops=headers, decided_by=how, queries=queries)
    if vectorize:
        _vectorize_and_report(ctx, module, set(names))


def _search_and_apply(ctx: Any, module: CModule, graphs: list[LoopGraph], use_agents: bool, rounds: int,
                      min_gain: float = 0.0) -> None:
    """``partition=search``: the cost model's choice for every loop (:func:`.search.search`, all loops batched,
    ``min_gain`` its margin), then the fissions and one remark per loop."""
    from . import cost, search

    todo = [g for g in graphs if len(g.nodes) > 1]
    for g in graphs:
        if len(g.nodes) == 1:
            ctx.remark("NotDistributed", g.function, kind="Analysis", loop=g.header, partition=parts.format(parts.single(g)),
                       decided_by="single node", queries=0)
    if not todo:
        return
    proposals: list[parts.Partition | None] = [None] * len(todo)
    queries = [0] * len(todo)
    if use_agents:
        asked = [i for i, g in enumerate(todo) if len(g.nodes) <= MAX_NODES]
        for i, (p, _, q) in zip(asked, _decide_all(ctx, [todo[i] for i in asked], "model", None)):
            proposals[i], queries[i] = p, q
    results = search.search(module.to_ir(), todo, cost.pipeline_after_pass("o3"), proposals=proposals, rounds=rounds,
                            min_gain=min_gain)
    for g, r, q in zip(todo, results, queries):
        common = dict(partition=parts.format(r.partition), decided_by="search", source=r.source, queries=q,
                      cost_whole=_known(r.whole), cost_chosen=_known(r.cost), evaluated=r.evaluated)
        if len(r.partition) < 2:
            ctx.remark("NotDistributed", g.function, kind="Analysis", loop=g.header, **common)
            continue
        headers = fission.distribute(module, g, r.partition)
        ctx.remark("Distributed", g.function, loop=g.header, loops=headers, **common)


def _known(c: float) -> float | None:
    """A cost for a remark: None when the cost model could not cost it (infinite, see :mod:`.search`)."""
    return None if math.isinf(c) else c


def _guard_costs(module: CModule, graph: LoopGraph, partition: parts.Partition
                 ) -> tuple[float | None, float | None] | None:
    """``guard=cost``: None when ``partition`` makes ``graph``'s function cheaper after the rest of -O3 (distribute
    it), else (cost whole, cost distributed) in llvm-mca cycles per element. The partition is tried on a clone. A
    function left with no loop after the rest of -O3 (:class:`.cost.NoLoopError`) cannot be costed: its cost is
    None and the loop stays whole."""
    from . import cost

    pipeline = cost.pipeline_after_pass("o3")
    try:
        whole = cost.function_cost(module.to_ir(), graph.function, pipeline=pipeline).cycles_per_element
    except cost.NoLoopError:
        return (None, None)
    with module.clone() as trial:
        twin = next(g for g in analyze_function(trial, graph.function)
                    if isinstance(g, LoopGraph) and g.header == graph.header)
        fission.distribute(trial, twin, partition)
        try:
            split = cost.function_cost(trial.to_ir(), graph.function, pipeline=pipeline).cycles_per_element
        except cost.NoLoopError:
            return (whole, None)
    return None if split < whole else (whole, split)


def _decide_all(ctx: Any, graphs: list[LoopGraph], mode: str, fixed: parts.Partition | None
                ) -> list[tuple[parts.Partition | None, str, int]]:
    """One decision per analysed loop (before any loop is changed)."""
    if mode == "none":
        return [(None, "none", 0)] * len(graphs)
    out: list[tuple[parts.Partition | None, str, int]] = []
    if mode != "model":
        for g in graphs:
            if fixed is None:
                out.append((parts.maximal(g), "max", 0))
                continue
            named = sorted(n for loop in fixed for n in loop)
            if named != list(range(len(g.nodes))):
                ctx.remark("Skipped", g.function, kind="Missed", loop=g.header,
                           reason=f"partition {mode} names {len(named)} nodes, the loop has {len(g.nodes)}")
                out.append((None, "fixed", 0))
                continue
            legal = parts.legalize(g, fixed)
            if legal != fixed:
                ctx.remark("Legalized", g.function, kind="Missed", loop=g.header, requested=parts.format(fixed),
                           applied=parts.format(legal), reason="the requested partition breaks a dependence")
            out.append((legal, "fixed", 0))
        return out
    todo = [g for g in graphs if len(g.nodes) > 1]
    if not todo:
        return [(parts.single(g), "single node", 0) for g in graphs]
    vectors = instruction_vectors(ctx.module, sorted({g.function for g in todo}))
    agents, owned = build_agents(ctx)
    try:
        for g in graphs:
            if len(g.nodes) == 1:
                out.append((parts.single(g), "single node", 0))
                continue
            try:
                partition, queries = decide(g, node_features(g, vectors), agents)
            except MLBridgeError as err:
                raise ModelError(f"{PASS_NAME}: loop {g.header!r} of @{g.function}: {err}") from None
            out.append((partition, "model", queries))
    finally:
        for r in owned:
            r.close()
    return out


def _vectorize_and_report(ctx: Any, module: CModule, functions: set[str]) -> None:
    """Run LLVM's loop vectorizer; one remark per one-block loop of ``functions`` saying whether it vectorized."""
    module.run_passes(VECTORIZE_PIPELINE)
    for fn in cir.iter_functions(module):
        fname = cir.name(fn)
        if fname not in functions:
            continue
        for bb in cir.blocks(fn):
            label = cir.block_name(bb)
            if bb not in cir.successors(bb) or label.startswith("vector.body"):
                continue  # only the scalar one-block loops; a vectorized one carries llvm.loop.isvectorized
            props = module.get_metadata_strings(module.handle_for(cir.terminator(bb)), "llvm.loop")
            ctx.remark("Vectorized", fname, kind="Analysis", loop=label,
                       vectorized=int("llvm.loop.isvectorized" in props))
