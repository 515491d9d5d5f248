"""rl-loop-distribute's default, partition=search: batched costs equal one-by-one costs, the hill climb, the pass."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mlbridge_llvm.ir import cir
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_passes.loop_distribution import ddg, fission
from mlbridge_passes.loop_distribution import partition as P
from mlbridge_passes.loop_distribution import search as S
from mlbridge_passes.loop_distribution.cost import function_cost, functions_cost, o3_around
from mlbridge_passes.loop_distribution.equivalence import compare_results, run_kernels

ROOT = Path(__file__).resolve().parents[2]
INPUTS = ROOT / "test" / "inputs" / "loopdist"
O3 = (INPUTS / "kernels.o3.ll").read_text()
HELD_OUT = INPUTS / "kernels_fam_heldout.o3.ll"


def the_graph(mod: CModule, name: str) -> ddg.LoopGraph:
    return next(g for g in ddg.analyze_function(mod, name) if isinstance(g, ddg.LoopGraph))


def _loops(report):
    return [(lp.header, lp.cycles_per_iter, lp.elements_per_iter, lp.vectorized, lp.remainder) for lp in report.loops]


# ------------------------------------------------------------------------------------------------ batched costs
def test_functions_cost_is_function_cost_for_each_function() -> None:
    """One opt/llc/llvm-mca call for several functions gives each exactly what a call of its own gives (vectorized
    loops with remainders, scalar recurrences, a 2-D kernel, a reduction)."""
    names = ["s_rec_indep", "s_lex_backward", "s_vec2", "s_rec_div", "s2d_row_rec", "s_fsum_vec", "q_rec_indep",
             "s_rec_dist8"]
    pipeline = o3_around()[1]
    together = functions_cost(O3, names, pipeline=pipeline)
    assert list(together) == names
    for name in names:
        alone = function_cost(O3, name, pipeline=pipeline)
        assert together[name].cycles_per_element == alone.cycles_per_element, name
        assert _loops(together[name]) == _loops(alone), name
    assert functions_cost(O3, []) == {}


def test_variants_of_one_loop_in_one_module_cost_what_they_cost_alone() -> None:
    """:func:`search.partition_costs` (every variant of the function renamed into one module, metadata renumbered)
    equals costing each distributed module on its own, for every legal partition of three loops."""
    pipeline = o3_around()[1]
    mod = CModule.parse_ir(O3)
    for name in ("s_rec_div", "s_lex_backward2", "s_lex_backward"):
        g = the_graph(mod, name)
        legal = P.enumerate_legal(g)
        batched = S.partition_costs(O3, [(g, p) for p in legal], pipeline)
        alone = []
        for p in legal:
            m = CModule.parse_ir(O3)
            if len(p) > 1:
                fission.distribute(m, the_graph(m, name), p)
            alone.append(function_cost(m.to_ir(), name, pipeline=pipeline).cycles_per_element)
        assert batched == alone, name


def test_merged_variants_keep_their_own_loop_metadata() -> None:
    """Each renamed copy refers to its own renumbered loop metadata (unroll disabled, as in the original)."""
    mod = CModule.parse_ir(O3)
    g = the_graph(mod, "s_lex_backward")
    variants = [(S.variant_ir(mod, "s_lex_backward", g.header, [[1], [0]]), "s_lex_backward")] * 2
    merged, names = S.merge_variants(O3, variants)
    assert names == ["s_lex_backward__ldv0", "s_lex_backward__ldv1"]
    copy = CModule.parse_ir(merged)
    copy.verify()
    for name in names:
        body = S._function_text(merged, name)
        refs = {int(r) for r in __import__("re").findall(r"!llvm\.loop !(\d+)", body)}
        assert len(refs) == 2  # two loops, each with its own distinct node
        for r in refs:
            assert f"!{r} = distinct !{{!{r}," in merged


# ---------------------------------------------------------------------------------------------------- the search
def test_neighbours_are_legal_distinct_and_one_step_away() -> None:
    mod = CModule.parse_ir(O3)
    g = the_graph(mod, "s_six_stmts")
    for start in (P.single(g), P.maximal(g)):
        found = S.neighbours(g, start)
        keys = [S.key(p) for p in found]
        assert len(keys) == len(set(keys)) and S.key(start) not in keys
        assert all(P.is_legal(g, p) for p in found)
        assert all(abs(len(p) - len(start)) <= 1 for p in found)
    assert any(len(p) == len(P.maximal(g)) - 1 for p in S.neighbours(g, P.maximal(g)))  # a merge
    assert any(len(p) == 2 for p in S.neighbours(g, P.single(g)))  # a split


def _fake(costs_by_key: dict[str, float], default: float):
    calls = []

    def evaluate(_ir, jobs, _pipeline):
        calls.append(len(jobs))
        return [costs_by_key.get(S.key(p), default) for _, p in jobs]
    return evaluate, calls


def test_search_keeps_the_loop_whole_on_ties_and_climbs_to_a_cheaper_partition() -> None:
    mod = CModule.parse_ir(O3)
    g = the_graph(mod, "s_six_stmts")
    evaluate, calls = _fake({}, 5.0)  # everything costs the same: the loop stays whole
    (r,) = S.search("", [g], "", evaluate=evaluate)
    assert r.partition == P.single(g) and r.source == "whole" and r.cost == r.whole == 5.0
    assert len(calls) == 2  # the first candidates, then one round that finds nothing cheaper
    # a partition two steps from the maximal one is the cheapest: the climb reaches it, one batch per round
    start = P.maximal(g)
    one = S.neighbours(g, start)[0]
    two = next(p for p in S.neighbours(g, one) if S.key(p) != S.key(start))
    costs = {S.key(P.single(g)): 6.0, S.key(start): 5.0, S.key(one): 4.0, S.key(two): 3.0}
    evaluate, calls = _fake(costs, 9.0)
    (r,) = S.search("", [g], "", evaluate=evaluate, rounds=3)
    assert S.key(r.partition) == S.key(two) and r.cost == 3.0 and r.whole == 6.0 and r.source == "search"
    (r0,) = S.search("", [g], "", evaluate=_fake(costs, 9.0)[0], rounds=0)
    assert S.key(r0.partition) == S.key(start) and r0.source == "max"


def test_min_gain_keeps_the_loop_whole_unless_the_partition_is_that_much_cheaper() -> None:
    mod = CModule.parse_ir(O3)
    g = the_graph(mod, "s_six_stmts")
    costs = {S.key(P.single(g)): 10.0, S.key(P.maximal(g)): 8.5}
    (r,) = S.search("", [g], "", evaluate=_fake(costs, 99.0)[0], min_gain=0.2)  # 15% cheaper: not enough
    assert r.partition == P.single(g) and r.source == "min-gain" and r.cost == r.whole == 10.0
    (r,) = S.search("", [g], "", evaluate=_fake(costs, 99.0)[0], min_gain=0.1)  # 15% >= 10%: split
    assert S.key(r.partition) == S.key(P.maximal(g)) and r.source == "max" and r.cost == 8.5
    costs[S.key(P.maximal(g))] = 8.0  # exactly 20% cheaper: kept (the margin is inclusive)
    (r,) = S.search("", [g], "", evaluate=_fake(costs, 99.0)[0], min_gain=0.2)
    assert S.key(r.partition) == S.key(P.maximal(g))
    with pytest.raises(ValueError):
        S.search("", [g], "", evaluate=_fake(costs, 99.0)[0], min_gain=1.0)


def test_a_loop_the_cost_model_cannot_cost_stays_whole() -> None:
    """An infinite cost is "no loop left to simulate" (cost.NoLoopError): when the loop whole has it, no partition
    can be compared with it and the loop stays whole (source uncostable, no hill climb); a partition with it is
    never chosen."""
    import math

    mod = CModule.parse_ir(O3)
    g = the_graph(mod, "s_six_stmts")
    evaluate, calls = _fake({S.key(P.single(g)): math.inf, S.key(P.maximal(g)): 1.0}, 0.5)
    (r,) = S.search("", [g], "", evaluate=evaluate, rounds=3)
    assert r.partition == P.single(g) and r.source == "uncostable" and math.isinf(r.whole)
    assert len(calls) == 1  # the first candidates only
    (r,) = S.search("", [g], "", evaluate=_fake({S.key(P.single(g)): 10.0, S.key(P.maximal(g)): math.inf}, 99.0)[0])
    assert r.partition == P.single(g) and r.source == "whole" and r.cost == 10.0


def test_functions_cost_without_a_loop_is_an_error_or_unknown() -> None:
    """A function whose loop the rest of -O3 removes (unrolled completely): NoLoopError by default, an infinite
    cost with no_loop_ok (what the search asks for), beside a function that keeps its loop."""
    import math

    from mlbridge_passes.loop_distribution import cost

    path = os.path.join(ROOT, "test", "lit", "loop_distribution", "Inputs", "uncostable.ll")
    with open(path) as f:
        ir = f.read()
    pipeline = cost.pipeline_after_pass("o3")
    with pytest.raises(cost.NoLoopError, match="has no loop after"):
        cost.functions_cost(ir, ["init"], pipeline=pipeline)
    with pytest.raises(cost.NoLoopError):
        cost.function_cost(ir, "init", pipeline=pipeline)
    both = cost.functions_cost(O3, ["s_six_stmts"], pipeline=pipeline)["s_six_stmts"].cycles_per_element
    got = cost.functions_cost(ir, ["init"], pipeline=pipeline, no_loop_ok=True)["init"]
    assert math.isinf(got.cycles_per_element) and got.loops == [] and math.isfinite(both)


def test_search_batches_every_loop_of_a_round_together() -> None:
    mod = CModule.parse_ir(O3)
    graphs = [the_graph(mod, n) for n in ("s_rec_div", "s_lex_backward2", "s_six_stmts")]
    evaluate, calls = _fake({}, 1.0)
    S.search("", graphs, "", evaluate=evaluate, rounds=2)
    assert len(calls) == 2  # first candidates of all three loops, then one round of all their neighbours


def test_search_on_the_real_cost_model_is_never_worse_than_the_rule() -> None:
    """On real costs (the kernels at -O3's loop-distribute position), the search's choice is never costlier than
    the loop whole nor than partition=max;guard=cost, and where the rule keeps the loop whole it may still split."""
    pipeline = o3_around()[1]
    mod = CModule.parse_ir(O3)
    graphs = [the_graph(mod, n) for n in ("s_rec_indep", "s_lex_backward", "s_six_stmts", "s_rec_div")]
    results = S.search(O3, graphs, pipeline)
    for g, r in zip(graphs, results):
        mx = r.costs[S.key(P.maximal(g))]
        assert r.cost <= min(r.whole, mx), g.function
        assert P.is_legal(g, r.partition)
    by = {g.function: r for g, r in zip(graphs, results)}
    assert P.format(by["s_lex_backward"].partition) == "S2|S1"
    assert by["s_rec_indep"].partition == P.single(graphs[0])
    assert by["s_six_stmts"].cost < min(by["s_six_stmts"].whole, by["s_six_stmts"].costs[S.key(P.maximal(graphs[2]))])


# -------------------------------------------------------------------------------------------------- the pass
def test_the_default_is_the_search_and_its_remarks_carry_the_costs() -> None:
    from mlbridge_llvm.driver import optimize_llvm
    from mlbridge_passes.loop_distribution.loopdist import DEFAULT_PARTITION

    assert DEFAULT_PARTITION == "search"
    out, remarks = optimize_llvm(O3.encode(), "rl-loop-distribute<function=s_lex_backward>", text=True)
    (r,) = [r for r in remarks if r.name in ("Distributed", "NotDistributed")]
    assert r.name == "Distributed" and r.args["partition"] == "S2|S1" and r.args["decided_by"] == "search"
    assert r.args["cost_chosen"] < r.args["cost_whole"] and r.args["evaluated"] >= 2 and r.args["queries"] == 0
    # the same through the agents' candidate: they are asked, the choice is the cost model's
    _, with_agents = optimize_llvm(O3.encode(), "rl-loop-distribute<function=s_lex_backward;agents=1>", text=True)
    (a,) = [r for r in with_agents if r.name == "Distributed"]
    assert a.args["partition"] == "S2|S1" and a.args["queries"] >= 1
    ref = run_kernels([{"ir": O3, "function": "s_lex_backward", "seeds": [0]},
                       {"ir": out.decode(), "function": "s_lex_backward", "seeds": [0]}])
    compare_results(ref[0][0], ref[1][0], context="s_lex_backward after partition=search")


def test_min_gain_option_of_the_pass() -> None:
    """s_lex_backward's S2|S1 is far cheaper than the loop whole: min-gain=0.2 still splits it, 0.99 keeps it whole
    (remark source min-gain, the IR unchanged); a bad value or a margin outside partition=search is one line."""
    from mlbridge_llvm.driver import optimize_llvm
    from mlbridge_llvm.errors import ConfigError

    _, remarks = optimize_llvm(O3.encode(), "rl-loop-distribute<function=s_lex_backward;min-gain=0.2>", text=True)
    (r,) = [r for r in remarks if r.name in ("Distributed", "NotDistributed")]
    assert r.name == "Distributed" and r.args["partition"] == "S2|S1"
    assert r.args["cost_chosen"] <= 0.8 * r.args["cost_whole"]
    out, remarks = optimize_llvm(O3.encode(), "rl-loop-distribute<function=s_lex_backward;min-gain=0.99>", text=True)
    (r,) = [r for r in remarks if r.name in ("Distributed", "NotDistributed")]
    assert r.name == "NotDistributed" and r.args["source"] == "min-gain" and r.args["partition"] == "S1,S2"
    assert _fn(out.decode(), "s_lex_backward") == _fn(O3, "s_lex_backward")
    for bad, msg in (("min-gain=1", "expected a fraction"), ("min-gain=x", "expected a fraction"),
                     ("partition=max;min-gain=0.2", "only with partition=search")):
        with pytest.raises(ConfigError, match=msg):
            optimize_llvm(O3.encode(), f"rl-loop-distribute<function=s_lex_backward;{bad}>", text=True)


def _fn(ir: str, name: str) -> str:
    """The text of function ``name`` in module text ``ir``."""
    import re

    m = re.search(r"^define[^\n]*@" + re.escape(name) + r"\(.*?^}$", ir, re.M | re.S)
    assert m, name
    return m.group(0)


def test_naming_the_agents_makes_them_decide() -> None:
    """Without partition=, select-model=/distribute-model= or a runner naming the agents means the agents decide
    (partition=model), as before the default changed; with partition=search it is an error."""
    from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
    from mlbridge_llvm.errors import ConfigError
    from mlbridge_llvm.resources import models_dir

    select = models_dir() / "loopdist-select.onnx"
    _, remarks = optimize_llvm(O3.encode(), f"rl-loop-distribute<function=s_rec_div;select-model={select}>", text=True)
    (r,) = [r for r in remarks if r.name in ("Distributed", "NotDistributed")]
    assert r.args["decided_by"] == "model" and r.args["queries"] >= 1
    _, remarks = optimize_llvm(O3.encode(), "rl-loop-distribute<function=s_rec_div>",
                               RunnerChoice("python", model="mlbridge_passes.loop_distribution.policies:"
                                                            "first_ready_new_loop"), text=True)
    (r,) = [r for r in remarks if r.name in ("Distributed", "NotDistributed")]
    assert r.args["partition"] == "S1|S2|S3" and r.args["queries"] >= 1  # the python policy's maximal partition
    with pytest.raises(ConfigError, match="partition=search does not ask them"):
        optimize_llvm(O3.encode(), f"rl-loop-distribute<partition=search;select-model={select}>", text=True)


# ------------------------------------------------------------------------------ SLP-style addresses (or disjoint)
def test_or_of_a_multiple_is_an_add() -> None:
    """``x | c`` is ``x + c`` exactly when ``c < 2**m`` and every coefficient of ``x`` is a multiple of ``2**m``."""
    a = ddg._or_as_add(ddg.Affine(8, 4, {123: 8}), 3)
    assert (a.const, a.k, a.syms) == (11, 4, {123: 8})
    b = ddg._or_as_add(ddg.Affine(16, 8), 4)
    assert (b.const, b.k) == (20, 8)
    assert ddg._or_as_add(ddg.Affine(8, 4), 4) is None  # 4 needs multiples of 8: k = 4 may have bit 2 set
    assert ddg._or_as_add(ddg.Affine(0, 4, {1: 1}), 1) is None  # an unknown symbol: its low bits are unknown
    assert ddg._or_as_add(None, 1) is None and ddg._or_as_add(b, None) is None and ddg._or_as_add(b, -1) is None


def test_slp_groups_become_separate_statements_and_every_split_computes_the_same() -> None:
    """``p[4*i+k]`` comes out of -O3 as ``or disjoint (shl i, 2), k``: each store is its own statement, and sampled
    legal partitions of the held-out SLP kernels are bit-identical to the originals under the JIT."""
    import random

    ir = HELD_OUT.read_text()
    mod = CModule.parse_ir(ir)
    names = [cir.name(f) for f in cir.iter_functions(mod) if "_slp_" in cir.name(f)]
    assert len(names) >= 10
    for name in names:
        assert len(the_graph(mod, name).nodes) >= 3, name  # the recurrence and at least two stores of the group
    sample, rng = [], random.Random(3)
    names = rng.sample(names, 6)
    for name in names:
        legal = P.enumerate_legal(the_graph(mod, name), limit=200)[1:]
        sample += [(name, p) for p in rng.sample(legal, min(2, len(legal)))]
    jobs = [{"ir": ir, "function": n, "seeds": [1]} for n in names]
    for name, part in sample:
        m = CModule.parse_ir(ir)
        fission.distribute(m, the_graph(m, name), part)
        jobs.append({"ir": m.to_ir(), "function": name, "seeds": [1]})
    results = run_kernels(jobs, timeout=300)
    reference = dict(zip(names, results))
    for (name, part), res in zip(sample, results[len(names):]):
        compare_results(reference[name][0], res[0], context=f"{name} distributed as {P.format(part)}")


# ---------------------------------------------------------------------------------------- the generated kernels
@pytest.mark.parametrize("stem,args", [
    ("kernels_gen", ["--count", "80", "--seed", "1"]),
    ("kernels_fam_train", ["--families", "all", "--count", "150", "--seed", "11", "--prefix", "t"]),
    ("kernels_fam_heldout", ["--families", "all", "--count", "75", "--seed", "29", "--prefix", "h"]),
])
def test_generated_kernel_sources_are_what_the_generator_makes(stem: str, args: list[str]) -> None:
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "gen_loopdist_kernels.py"), *args], check=True,
                         capture_output=True, text=True).stdout
    assert out == (INPUTS / f"{stem}.c").read_text()


def test_held_out_kernels_are_what_the_o3_script_makes_of_them(tmp_path) -> None:
    """kernels_fam_heldout.o3.ll is make_loopdist_kernels_o3.py's output for its C source (byte for byte), and no
    function name of the held-out seed occurs among the training kernels."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_o3", ROOT / "scripts" / "make_loopdist_kernels_o3.py")
    make = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make)
    assert make.build("kernels_fam_heldout", str(tmp_path)) == HELD_OUT.read_text()
    held = {cir.name(f) for f in cir.iter_functions(CModule.parse_ir(HELD_OUT.read_text()))}
    for stem in ("kernels", "kernels_gen", "kernels_fam_train"):
        train = {cir.name(f) for f in cir.iter_functions(CModule.parse_ir((INPUTS / f"{stem}.o3.ll").read_text()))}
        assert not held & train, stem
    assert "seed 29" in (INPUTS / "kernels_fam_heldout.c").read_text().splitlines()[0]
    assert "seed 11" in (INPUTS / "kernels_fam_train.c").read_text().splitlines()[0]
    assert os.path.getsize(INPUTS / "kernels_fam_train.o3.ll") > 0
