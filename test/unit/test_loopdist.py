"""rl-loop-distribute: dependence analysis, partitions, real fission (JIT-checked), the agents and their ONNX graphs."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mlbridge_llvm.errors import ConfigError, IRError, ModelError
from mlbridge_llvm.ir import cir
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_passes.loop_distribution import agents, ddg, fission
from mlbridge_passes.loop_distribution import partition as P
from mlbridge_passes.loop_distribution.equivalence import run_kernels, compare_results

INPUTS = Path(__file__).resolve().parents[1] / "inputs" / "loopdist"
KERNELS = (INPUTS / "kernels.ll").read_text()
SKIPS = (INPUTS / "skips.ll").read_text()


def graphs_of(ir: str, fn: str) -> list[ddg.LoopGraph | ddg.LoopSkip]:
    return ddg.analyze_function(CModule.parse_ir(ir), fn)


def the_graph(mod: CModule, fn: str) -> ddg.LoopGraph:
    found = [g for g in ddg.analyze_function(mod, fn) if isinstance(g, ddg.LoopGraph)]
    assert len(found) == 1, found
    return found[0]


# ------------------------------------------------------------------------------------------------ analysis
def acc(offset: ddg.Affine | None, store: bool, pos: int, base: int = 1, size: int = 4) -> ddg.Access:
    return ddg.Access(0, pos, store, base if offset is not None else None, offset, size)


@pytest.mark.parametrize("a_off,b_off,expected", [
    ((0, 4), (0, 4), (True, False)),      # a[i] then a[i]: same iteration, a before b
    ((-4, 4), (0, 4), (False, True)),     # a[i-1] then a[i]: b (iteration k) feeds a at k+1 -> backward
    ((4, 4), (0, 4), (True, False)),      # a[i+1] then a[i]: b at k+1 touches what a touched at k -> forward
    ((0, 4), (128000, 4), (False, True)),  # a[i] then a[i+32000]: meet at distance -32000 -> backward
    ((0, 8), (4, 8), (False, False)),     # even and odd elements never overlap
    ((0, 0), (0, 0), (True, True)),       # a scalar in memory written every iteration
    ((0, 4), (0, 8), (True, True)),       # different strides: assumed both ways
])
def test_dependence_test(a_off, b_off, expected):
    a = acc(ddg.Affine(a_off[0], a_off[1]), True, 0)
    b = acc(ddg.Affine(b_off[0], b_off[1]), False, 1)
    assert ddg._dependence(a, b, set()) == expected


def test_unknown_address_and_distinct_objects(monkeypatch):
    unknown = acc(None, True, 0)
    known = acc(ddg.Affine(0, 4), False, 1)
    assert ddg._dependence(unknown, known, set()) == (True, True)
    # different bases that are both noalias arguments never overlap; an unidentified base may alias anything
    a, b = acc(ddg.Affine(0, 4), True, 0, base=10), acc(ddg.Affine(0, 4), False, 1, base=11)
    assert ddg._dependence(a, b, {10, 11}) == (False, False)
    monkeypatch.setattr(ddg.cir, "is_identified_object", lambda v: False)
    assert ddg._dependence(a, b, set()) == (True, True)


def test_kernel_graphs_have_the_expected_structure():
    mod = CModule.parse_ir(KERNELS)
    backward = the_graph(mod, "s_lex_backward")  # S2 reads what S1 writes in the next iteration
    assert len(backward.nodes) == 2 and backward.edges == {(1, 0)}
    assert P.format(P.maximal(backward)) == "S2|S1"
    indep = the_graph(mod, "s_rec_indep")
    assert len(indep.nodes) == 2 and indep.edges == set()
    aliasing = the_graph(mod, "q_vec2")  # plain pointers that may alias: one inseparable node
    assert len(aliasing.nodes) == 1
    assert len(the_graph(mod, "s_scalar_cycle").nodes) == 1


def test_every_kernel_loop_is_analysed_or_skipped_with_a_reason():
    mod = CModule.parse_ir(KERNELS)
    loops = [g for fn in cir.iter_functions(mod) for g in ddg.analyze_function(mod, cir.name(fn))]
    graphs = [g for g in loops if isinstance(g, ddg.LoopGraph)]
    assert len(graphs) >= 40
    assert sum(len(g.nodes) > 1 for g in graphs) >= 35
    for skip in (g for g in loops if isinstance(g, ddg.LoopSkip)):
        assert skip.reason.startswith("not an innermost loop")  # the outer loops of the 2-D kernels


@pytest.mark.parametrize("fn,reason", [
    ("irreducible", "irreducible control flow"),
    ("with_call", "loop contains a call"),
    ("early_exit", "more than one exiting block"),
    ("no_preheader", "no dedicated preheader"),
    ("not_lcssa", "not in LCSSA form"),
    ("memory_exit", "the exit condition reads memory"),
    ("volatile_store", "volatile or atomic access"),
])
def test_loops_that_are_not_distributable_are_skipped(fn, reason):
    found = graphs_of(SKIPS, fn)
    assert found and all(isinstance(g, ddg.LoopSkip) for g in found)
    assert any(reason in g.reason for g in found), [g.reason for g in found]


# ----------------------------------------------------------------------------------------------- partitions
def test_partition_notation_round_trips_and_rejects_garbage():
    assert P.parse("S1,S2|S3") == [[0, 1], [2]] == P.parse("1,2|3")
    assert P.format([[2], [0, 1]]) == "S3|S1,S2"
    for bad in ("S0", "S1,S1", "x", "S1||S2"):
        with pytest.raises(ConfigError):
            P.parse(bad)


def test_legalize_keeps_legal_partitions_and_fixes_illegal_ones_minimally():
    mod = CModule.parse_ir(KERNELS)
    g = the_graph(mod, "s_lex_backward2")  # edges S1->S2, S3->S2
    assert P.legalize(g, [[0], [2], [1]]) == [[0], [2], [1]]
    assert P.legalize(g, [[1], [0], [2]]) == [[0], [2], [1]]  # S2 must come after S1 and S3: reordered
    cyc = the_graph(mod, "s_cycle3")  # S3 before S1 and S2
    assert P.is_legal(cyc, P.legalize(cyc, [[0], [1], [2]]))
    with pytest.raises(ConfigError):
        P.legalize(g, [[0, 1]])


def test_enumeration_is_legal_and_exhaustive_for_independent_nodes():
    mod = CModule.parse_ir(KERNELS)
    g = the_graph(mod, "s_two_recs")  # three independent nodes: 13 ordered set partitions
    parts = P.enumerate_legal(g)
    assert len(parts) == 13 and all(P.is_legal(g, p) for p in parts)
    assert parts[0] == P.single(g)


# --------------------------------------------------------------------------------------------------- fission
def test_fission_builds_one_loop_per_partition_in_order():
    mod = CModule.parse_ir(KERNELS)
    g = the_graph(mod, "s_lex_backward2")
    headers = fission.distribute(mod, g, [[0], [2], [1]])
    assert headers == ["for.body.ld1", "for.body.ld2", "for.body.ld3"]
    text = mod.to_ir()
    body = text[text.index("define dso_local void @s_lex_backward2"):]
    body = body[:body.index("\n}\n")]
    order = [body.index(f"{h}:") for h in headers]
    assert order == sorted(order)
    assert body.count("store float") == 3


def test_illegal_partition_never_reaches_the_ir():
    mod = CModule.parse_ir(KERNELS)
    g = the_graph(mod, "s_lex_backward")
    before = mod.to_ir()
    with pytest.raises(IRError, match="illegal partition"):
        fission.distribute(mod, g, [[0], [1]])
    assert mod.to_ir() == before


def _sample_partitions(g: ddg.LoopGraph, k: int = 3) -> list[P.Partition]:
    legal = [p for p in P.enumerate_legal(g, limit=200) if len(p) > 1]
    picks = [P.maximal(g)] + legal[:: max(1, len(legal) // k)]
    out = []
    for p in picks:
        if p not in out:
            out.append(p)
    return out[: k + 1]


def test_distributed_kernels_compute_the_same_memory_as_the_originals():
    """Every kernel loop, several legal partitions each (the maximal one included), JIT-compared bit for bit."""
    mod = CModule.parse_ir(KERNELS)
    jobs, labels = [], []
    names = [cir.name(fn) for fn in cir.iter_functions(mod)]
    for name in names:
        graphs = [g for g in ddg.analyze_function(mod, name) if isinstance(g, ddg.LoopGraph) and len(g.nodes) > 1]
        if not graphs:
            continue
        jobs.append({"ir": KERNELS, "function": name, "seeds": [3]})
        labels.append((name, "original"))
        for part in _sample_partitions(graphs[0]):
            m = CModule.parse_ir(KERNELS)
            fission.distribute(m, the_graph(m, name), part)
            jobs.append({"ir": m.to_ir(), "function": name, "seeds": [3]})
            labels.append((name, P.format(part)))
    results = run_kernels(jobs, timeout=300)
    checked, reference = 0, {}
    for (name, what), res in zip(labels, results):
        if what == "original":
            reference[name] = res[0]
            continue
        compare_results(reference[name], res[0], context=f"{name} distributed as {what}")
        checked += 1
    assert checked >= 80


# ---------------------------------------------------------------------------------------------------- agents
def _episode(fn: str, select, distribute) -> tuple[P.Partition, int]:
    mod = CModule.parse_ir(KERNELS)
    g = the_graph(mod, fn)
    env = agents.DistributionEnv(g, np.ones((len(g.nodes), agents.EMBED_DIM), np.float32))
    obs = env.reset()
    while not env.done:
        obs = env.step(select(obs) if env.next_agent == agents.SELECT else distribute(obs))
    return env.partition, env.queries


def test_env_builds_legal_partitions_and_skips_forced_choices():
    first_ready = lambda o: int(np.flatnonzero(o["ready"])[0])  # noqa: E731
    assert _episode("s_two_recs", first_ready, lambda o: 1) == ([[0], [1], [2]], 4)
    assert _episode("s_two_recs", first_ready, lambda o: 0) == ([[0, 1, 2]], 4)
    # S2 must run first in s_lex_backward: a single ready node is never asked, only the cut is
    assert _episode("s_lex_backward", first_ready, lambda o: 1) == ([[1], [0]], 1)


def test_env_rejects_answers_that_are_not_choices():
    with pytest.raises(ModelError, match="not ready"):
        _episode("s_two_recs", lambda o: 15, lambda o: 1)
    with pytest.raises(ModelError, match="expected 0"):
        _episode("s_two_recs", lambda o: int(np.flatnonzero(o["ready"])[0]), lambda o: 7)


def test_numpy_forward_equals_the_onnx_graph():
    import onnxruntime as ort

    mod = CModule.parse_ir(KERNELS)
    g = the_graph(mod, "s_six_stmts")
    rng = np.random.default_rng(0)
    env = agents.DistributionEnv(g, rng.standard_normal((len(g.nodes), agents.EMBED_DIM)).astype(np.float32) * 50)
    for kind in (agents.SELECT, agents.DISTRIBUTE):
        w = agents.init_weights(kind, seed=4)
        sess = ort.InferenceSession(agents.to_onnx(w).SerializeToString())
        env.reset()
        env.chosen = 0
        env.visited = {3}
        env.partition = [[3]]
        obs = env.observation(kind)
        got = int(sess.run(None, obs)[0][0])
        assert got == agents.act(w, obs)
        assert agents.weights_from_onnx(agents.to_onnx(w)).params.keys() == w.params.keys()


# ---------------------------------------------------------------------------------------------- the pass, runners
def _partitions(remarks) -> dict[str, str]:
    return {r.function: r.args["partition"] for r in remarks if r.name in ("Distributed", "NotDistributed")}


def _run_pass(runners=None, options: str = "partition=model") -> tuple[str, dict[str, str]]:
    """The pass on the kernels (by default the agents': ``partition=model``)."""
    from mlbridge_llvm.driver import optimize_llvm

    out, remarks = optimize_llvm(KERNELS.encode(), f"rl-loop-distribute<{options}>", runners, text=True)
    return out.decode(), _partitions(remarks)


def test_python_runner_answers_both_agents():
    from mlbridge_llvm.driver import RunnerChoice

    maximal = _run_pass(options="partition=max")[1]
    _, got = _run_pass(RunnerChoice("python", model="mlbridge_passes.loop_distribution.policies:first_ready_new_loop"))
    assert got == maximal  # lowest ready node + always a new loop = the maximal partition (ties by index)
    _, merged = _run_pass(RunnerChoice("python", model="mlbridge_passes.loop_distribution.policies:first_ready_merge"))
    assert set(merged.values()) == {p for p in merged.values() if "|" not in p}


@pytest.mark.parametrize("transport", ["pipe", "grpc"])
def test_model_in_another_process_gives_the_in_process_result(tmp_path, transport):
    """The bundled agents served by a separate process (pipes: the model side owns the FIFOs; gRPC)."""
    import subprocess
    import sys

    from mlbridge_llvm.driver import RunnerChoice

    reference_ir, reference = _run_pass()
    cmd = [sys.executable, "-m", "mlbridge_passes.loop_distribution.serve", transport]
    if transport == "pipe":
        channel = str(tmp_path / "ld")
        proc = subprocess.Popen(cmd + ["--channel", channel, "--timeout", "60"])
        runners = RunnerChoice("pipe", channel=channel, timeout=60)
    else:
        proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        port = int(proc.stdout.readline())
        runners = RunnerChoice("grpc", address=f"127.0.0.1:{port}", timeout=60)
    try:
        ir, got = _run_pass(runners)
    finally:
        if transport == "grpc":
            proc.stdin.close()
        proc.wait(60)
    assert got == reference and ir == reference_ir
    assert sum("|" in p for p in got.values()) >= 8


def test_bundled_agents_halve_the_cycles_of_s_lex_backward2():
    """The shipped model distributes s_lex_backward2 so that both loops vectorize (llvm-mca, skylake)."""
    from mlbridge_passes.loop_distribution.cost import function_cost

    ir, got = _run_pass(options="partition=model;function=s_lex_backward2")
    assert got == {"s_lex_backward2": "S1,S3|S2"}
    before = function_cost(KERNELS, "s_lex_backward2").cycles_per_element
    after = function_cost(ir, "s_lex_backward2").cycles_per_element
    assert after < before / 2


# ---------------------------------------------------------------------------------- loops with control flow
KERNELS_CF = (INPUTS / "kernels_cf.ll").read_text()


def test_loops_with_control_flow_are_analysed():
    mod = CModule.parse_ir(KERNELS_CF)
    g = the_graph(mod, "cf_two_guards")  # two guarded statements: 5 blocks, S2 reads a[i-1] written by S1
    assert len(g.blocks) == 5 and len(g.nodes) == 2 and g.edges == {(0, 1)}
    back = the_graph(mod, "cf_guard_backward")
    assert back.edges == {(1, 0)} and P.format(P.maximal(back)) == "S2|S1"


def test_every_partition_of_every_control_flow_kernel_computes_the_same_memory():
    """All legal partitions (exhaustive), each block of the body replicated per loop, JIT-compared bit for bit."""
    mod = CModule.parse_ir(KERNELS_CF)
    jobs, labels = [], []
    for fn in cir.iter_functions(mod):
        name = cir.name(fn)
        jobs.append({"ir": KERNELS_CF, "function": name, "seeds": [0, 1]})
        labels.append((name, None))
        for part in P.enumerate_legal(the_graph(mod, name))[1:]:
            m = CModule.parse_ir(KERNELS_CF)
            fission.distribute(m, the_graph(m, name), part)
            jobs.append({"ir": m.to_ir(), "function": name, "seeds": [0, 1]})
            labels.append((name, P.format(part)))
    results = run_kernels(jobs, timeout=300)
    reference, checked = {}, 0
    for (name, what), res in zip(labels, results):
        if what is None:
            reference[name] = res
            continue
        for a, b in zip(reference[name], res):
            compare_results(a, b, context=f"{name} distributed as {what}")
        checked += 1
    assert checked >= 20


@pytest.mark.parametrize("transport", ["pipe", "grpc"])
def test_trainer_side_agents_drive_a_compiler_process(transport):
    """The trainer is the model side (numpy weights) and mlbridge-opt runs in a child process: same partitions as
    the trainer's own episodes (the bundled agents' weights read back from ONNX, run by numpy here)."""
    import onnx

    from mlbridge_training.loop_distribution import train as T
    from mlbridge_passes.loop_distribution.loopdist import default_model_paths

    sel, dis = (agents.weights_from_onnx(onnx.load(str(p))) for p in default_model_paths())
    remote = T.remote_partitions(KERNELS, sel, dis, transport=transport)
    mod = CModule.parse_ir(KERNELS)
    from mlbridge_passes.loop_distribution.loopdist import instruction_vectors, node_features

    names = T.distributable_functions(KERNELS)
    vectors = instruction_vectors(mod, names)
    for name in names:
        g = T.loop_graph(mod, name)
        entry = T.LoopEntry(name, len(g.nodes), node_features(g, vectors), 1.0)
        assert remote[name] == P.format(T.episode(entry, g, sel, dis)), name
    assert len({p for p in remote.values() if "|" in p}) >= 3


def test_fuzz_random_kernels_distribute_without_changing_results():
    """Generated kernels (scripts/gen_loopdist_kernels.py: random statements, offsets, guards, recurrences): a seeded
    sample of their legal partitions, JIT-compared with the originals. (All 638 were checked when the file was made.)"""
    import random

    gen = (INPUTS / "kernels_gen.ll").read_text()
    mod = CModule.parse_ir(gen)
    rng = random.Random(0)
    candidates = []
    for fn in cir.iter_functions(mod):
        graphs = [g for g in ddg.analyze_function(mod, cir.name(fn)) if isinstance(g, ddg.LoopGraph)]
        if graphs and len(graphs[0].nodes) > 1:
            candidates += [(cir.name(fn), p) for p in P.enumerate_legal(graphs[0], limit=200)[1:]]
    sample = rng.sample(candidates, 30)
    names = sorted({name for name, _ in sample})
    jobs = [{"ir": gen, "function": name, "seeds": [5]} for name in names]
    for name, part in sample:
        m = CModule.parse_ir(gen)
        fission.distribute(m, the_graph(m, name), part)
        jobs.append({"ir": m.to_ir(), "function": name, "seeds": [5]})
    results = run_kernels(jobs, timeout=300)
    reference = dict(zip(names, results))
    for (name, part), res in zip(sample, results[len(names):]):
        compare_results(reference[name][0], res[0], context=f"{name} distributed as {P.format(part)}")


# --------------------------------------------------------------------------------- the dependence test, by brute force
from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=300, deadline=None)
@given(stride=st.integers(-16, 16), ca=st.integers(-20, 20), cb=st.integers(-20, 20),
       sa=st.sampled_from([1, 2, 4, 8]), sb=st.sampled_from([1, 2, 4, 8]))
def test_dependence_directions_match_brute_force(stride, ca, cb, sa, sb):
    """Accesses ``a`` (earlier in the body) at ``ca + stride*k`` of ``sa`` bytes and ``b`` at ``cb + stride*k`` of
    ``sb`` bytes: forward iff some overlap has k_b >= k_a, backward iff some overlap has k_b < k_a (iterations 0..59:
    every distance these offsets allow is below 49)."""
    a = ddg.Access(0, 0, True, 1, ddg.Affine(ca, stride), sa)
    b = ddg.Access(0, 1, False, 1, ddg.Affine(cb, stride), sb)
    fwd = bwd = False
    for ka in range(60):
        for kb in range(60):
            fa, fb = ca + stride * ka, cb + stride * kb
            if fa < fb + sb and fb < fa + sa:
                fwd |= kb >= ka
                bwd |= kb < ka
    assert ddg._dependence(a, b, set()) == (fwd, bwd)
