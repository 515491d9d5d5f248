"""Golden decisions of every bundled model on committed inputs: the tests pin what ships.

Each test runs a pass with its bundled model (in-process, through the driver: the same code path as
``mlbridge-opt``) on inputs committed to this repository and compares the decisions with literals. A change in the
features (IR2Vec, module features, LLVM's inliner/regalloc tensors, loop features), in their preprocessing or in a
model changes them, and the test fails; regenerate a literal only for a change that is meant to change decisions,
and say why in the commit.

The lit tests pin the headline cases, on inputs where the model departs from the compiler's own choice:
``test/lit/poset_rl/golden.ll`` (policy and plan mode, both spaces), ``test/lit/inliner/golden.ll`` (the question
where the model refuses an inlining LLVM does), ``test/lit/regalloc/golden.ll`` (every eviction on the pressure
input, vs the default advisor's spills), ``test/lit/mlir/unroll-golden.mlir`` (factors other than MLIR's default 4).
Here: the corpus sample (``test/inputs/corpus``), the loop-distribution kernels, and the shipped demo inputs.
"""
from __future__ import annotations

import hashlib
import json
import re
import subprocess
from pathlib import Path

import pytest

from mlbridge_llvm.driver import optimize_llvm, optimize_mlir
from mlbridge_llvm.remarks import Remark

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "test" / "inputs" / "corpus"
LOOPDIST_INPUTS = ROOT / "test" / "inputs" / "loopdist"
SPACES = ("odg", "manual")

#: space -> corpus module -> actions of the bundled policy (models/poset-rl-<space>.onnx), in order (each model
#: answers stop after its step budget: 4 ODG, 1 manual sub-sequences).
POSET_POLICY: dict[str, dict[str, str]] = {
    "odg": {
        "lupa-2.8/third-party/lua53/lmem.o": "26,6,28,23",
        "lupa-2.8/third-party/lua53/lcorolib.o": "26,22,17,28",
        "brotli-1.2.1/c/dec/state.o": "26,8,28,6",
        "lupa-2.8/third-party/luajit21/src/lj_prng.o": "33,6,28,17",
        "lz4-4.4.5/lz4/block/_block.o": "26,6,17,22",
        "zopfli-0.4.3/zopfli/src/zopfli/hash.o": "26,22,20,28",
        "zopfli-0.4.3/zopfli/src/zopfli/zlib_container.o": "25,6,22,17",
        "brotli-1.2.1/c/common/transform.o": "2,20,4,17",
        "lupa-2.8/third-party/lua53/ldump.o": "26,6,22,3",
        "lupa-2.8/third-party/lua52/lfunc.o": "26,6,8,7",
        "pyppmd-1.3.1/src/lib/ppmd/Ppmd7Enc.o": "26,27,22,28",
        "lupa-2.8/third-party/lua53/lutf8lib.o": "26,17,28,6",
        "lupa-2.8/third-party/lua51/src/lmathlib.o": "26,22,17,28",
        "pycryptodome-4.4.0/src/chacha20.o": "26,27,17,3",
        "lupa-2.8/third-party/lua54/lundump.o": "26,6,22,17",
        "lupa-2.8/third-party/lua53/lstate.o": "26,8,6,7",
    },
    "manual": {
        "lupa-2.8/third-party/lua53/lmem.o": "4",
        "lupa-2.8/third-party/lua53/lcorolib.o": "4",
        "brotli-1.2.1/c/dec/state.o": "8",
        "lupa-2.8/third-party/luajit21/src/lj_prng.o": "0",
        "lz4-4.4.5/lz4/block/_block.o": "4",
        "zopfli-0.4.3/zopfli/src/zopfli/hash.o": "4",
        "zopfli-0.4.3/zopfli/src/zopfli/zlib_container.o": "4",
        "brotli-1.2.1/c/common/transform.o": "4",
        "lupa-2.8/third-party/lua53/ldump.o": "4",
        "lupa-2.8/third-party/lua52/lfunc.o": "8",
        "pyppmd-1.3.1/src/lib/ppmd/Ppmd7Enc.o": "0",
        "lupa-2.8/third-party/lua53/lutf8lib.o": "4",
        "lupa-2.8/third-party/lua51/src/lmathlib.o": "8",
        "pycryptodome-4.4.0/src/chacha20.o": "4",
        "lupa-2.8/third-party/lua54/lundump.o": "4",
        "lupa-2.8/third-party/lua53/lstate.o": "8",
    },
}

#: space -> corpus module -> the bundled critic's preference order over its plans (first = the plan it keeps).
POSET_CRITIC_ORDER: dict[str, dict[str, list[int]]] = {
    "odg": {
        "lupa-2.8/third-party/lua53/lmem.o": [3, 0, 1, 5, 6, 11, 13, 15, 9, 2, 8, 7, 12, 14, 4, 10],
        "lupa-2.8/third-party/lua53/lcorolib.o": [0, 5, 6, 9, 11, 13, 15, 2, 8, 3, 1, 7, 14, 12, 4, 10],
        "brotli-1.2.1/c/dec/state.o": [9, 11, 1, 6, 4, 0, 5, 15, 13, 3, 7, 12, 14, 8, 2, 10],
        "lupa-2.8/third-party/luajit21/src/lj_prng.o": [0, 1, 6, 7, 9, 11, 13, 15, 5, 3, 2, 8, 12, 14, 4, 10],
        "lz4-4.4.5/lz4/block/_block.o": [11, 0, 5, 6, 9, 3, 7, 13, 14, 8, 1, 12, 15, 2, 4, 10],
        "zopfli-0.4.3/zopfli/src/zopfli/hash.o": [0, 11, 5, 6, 9, 13, 15, 3, 8, 1, 7, 2, 12, 4, 14, 10],
        "zopfli-0.4.3/zopfli/src/zopfli/zlib_container.o": [0, 5, 12, 8, 13, 7, 2, 15, 3, 10, 1, 6, 11, 14, 9, 4],
        "brotli-1.2.1/c/common/transform.o": [0, 15, 6, 7, 13, 9, 11, 3, 1, 5, 14, 2, 8, 4, 12, 10],
        "lupa-2.8/third-party/lua53/ldump.o": [13, 0, 6, 9, 11, 3, 1, 7, 8, 5, 14, 12, 15, 4, 2, 10],
        "lupa-2.8/third-party/lua52/lfunc.o": [11, 6, 9, 1, 4, 0, 7, 13, 3, 5, 15, 14, 12, 8, 2, 10],
        "pyppmd-1.3.1/src/lib/ppmd/Ppmd7Enc.o": [6, 9, 0, 1, 7, 3, 13, 4, 11, 15, 5, 12, 8, 2, 14, 10],
        "lupa-2.8/third-party/lua53/lutf8lib.o": [2, 15, 11, 0, 8, 7, 6, 9, 13, 1, 3, 5, 4, 10, 14, 12],
        "lupa-2.8/third-party/lua51/src/lmathlib.o": [3, 2, 14, 0, 6, 7, 11, 8, 5, 13, 15, 4, 9, 10, 1, 12],
        "pycryptodome-4.4.0/src/chacha20.o": [2, 8, 11, 0, 9, 3, 5, 6, 13, 15, 14, 1, 7, 12, 4, 10],
        "lupa-2.8/third-party/lua54/lundump.o": [0, 13, 11, 6, 9, 3, 8, 5, 7, 1, 14, 12, 15, 2, 4, 10],
        "lupa-2.8/third-party/lua53/lstate.o": [9, 11, 6, 1, 5, 0, 4, 13, 3, 7, 15, 12, 14, 8, 10, 2],
    },
    "manual": {
        "lupa-2.8/third-party/lua53/lmem.o": [3, 6, 11, 9, 4, 8, 10, 0, 2, 5, 7, 1],
        "lupa-2.8/third-party/lua53/lcorolib.o": [0, 2, 4, 6, 8, 9, 10, 3, 11, 7, 1, 5],
        "brotli-1.2.1/c/dec/state.o": [6, 8, 0, 10, 3, 7, 2, 9, 4, 11, 5, 1],
        "lupa-2.8/third-party/luajit21/src/lj_prng.o": [0, 2, 3, 4, 6, 7, 8, 10, 11, 1, 9, 5],
        "lz4-4.4.5/lz4/block/_block.o": [2, 4, 0, 8, 10, 11, 9, 3, 7, 5, 6, 1],
        "zopfli-0.4.3/zopfli/src/zopfli/hash.o": [0, 4, 8, 6, 2, 10, 9, 11, 3, 7, 1, 5],
        "zopfli-0.4.3/zopfli/src/zopfli/zlib_container.o": [4, 9, 11, 2, 5, 1, 0, 8, 10, 3, 6, 7],
        "brotli-1.2.1/c/common/transform.o": [0, 4, 11, 10, 2, 9, 6, 8, 3, 1, 5, 7],
        "lupa-2.8/third-party/lua53/ldump.o": [4, 0, 8, 10, 11, 3, 9, 2, 6, 7, 5, 1],
        "lupa-2.8/third-party/lua52/lfunc.o": [0, 8, 10, 6, 3, 4, 11, 2, 9, 7, 1, 5],
        "pyppmd-1.3.1/src/lib/ppmd/Ppmd7Enc.o": [0, 10, 4, 11, 2, 9, 8, 6, 7, 3, 1, 5],
        "lupa-2.8/third-party/lua53/lutf8lib.o": [6, 0, 8, 4, 1, 11, 9, 10, 2, 3, 7, 5],
        "lupa-2.8/third-party/lua51/src/lmathlib.o": [9, 4, 6, 8, 0, 11, 10, 2, 7, 3, 1, 5],
        "pycryptodome-4.4.0/src/chacha20.o": [6, 0, 4, 10, 8, 2, 11, 3, 1, 9, 5, 7],
        "lupa-2.8/third-party/lua54/lundump.o": [4, 0, 8, 9, 10, 11, 2, 3, 6, 5, 1, 7],
        "lupa-2.8/third-party/lua53/lstate.o": [0, 8, 10, 7, 3, 6, 2, 4, 11, 9, 5, 1],
    },
}

#: corpus module -> (decision per question, in order; sha1 prefix of the questions' feature digests).
INLINE: dict[str, tuple[str, str]] = {
    "lupa-2.8/third-party/lua53/lmem.o": ("0", "0a98d5eae731"),
    "lupa-2.8/third-party/lua53/lcorolib.o": ("00000", "b2884d3dd924"),
    "brotli-1.2.1/c/dec/state.o": ("0", "7c16ff306c2e"),
    "lz4-4.4.5/lz4/block/_block.o": ("1111", "97b5bf0335ad"),
    "zopfli-0.4.3/zopfli/src/zopfli/hash.o": ("111", "e37e61f8d042"),
    "zopfli-0.4.3/zopfli/src/zopfli/zlib_container.o": ("1", "997760605075"),
    "brotli-1.2.1/c/common/transform.o": ("0000", "c89d8ee6daa5"),
    "lupa-2.8/third-party/lua53/ldump.o": (
        "0000000000000000000000000000000000000000000000111110000000000000000000000000000000000000000000000100"
        "0000001001", "b4036ce62614"),
    "lupa-2.8/third-party/lua52/lfunc.o": ("101", "3cc236330e18"),
    "pyppmd-1.3.1/src/lib/ppmd/Ppmd7Enc.o": ("0000000110000", "f907204845fc"),
    "lupa-2.8/third-party/lua53/lutf8lib.o": ("0110001101", "7c2ad0f7eaf8"),
    "pycryptodome-4.4.0/src/chacha20.o": ("1101111111111101010001011001000011001111111110", "2cbc52c103a0"),
    "lupa-2.8/third-party/lua54/lundump.o": (
        "0000000000000000000000001000000000000100000000000000000000000111110000000000000000000000000000000000"
        "000000000000000000100000000000000", "f91e970c4033"),
    "lupa-2.8/third-party/lua53/lstate.o": ("00000010100", "52a437af5e9b"),
}

#: kernel file -> {function: partition} of the bundled select/distribute agents ('|' separates new loops), on
#: the kernels as LLVM's -O3 brings them to loop-distribute (the agents' training form).
LOOPDIST: dict[str, dict[str, str]] = {
    "kernels.o3": {
        "s_rec_indep": "S1,S2", "s_vec_feeds_rec": "S1,S2", "s_rec_feeds_vec": "S1,S2", "s_vec_rec_vec": "S1,S2,S3",
        "s_two_recs": "S1,S2,S3", "s_lex_backward": "S2|S1", "s_lex_backward2": "S1|S2,S3", "s_anti_fwd": "S2|S1",
        "s_anti_bwd": "S1|S2", "s_fsum_vec": "S1,S2", "s_vec_feeds_fsum": "S1,S2", "s_scan_select": "S1,S2",
        "s_select_feeds_rec": "S1,S2,S3", "s_linrec_vec2": "S1,S2,S3", "s_six_stmts": "S1,S2,S3,S4,S5",
        "s_double_rec": "S1,S2", "s_int_scan": "S1|S2", "s_rec_indep_n": "S1,S2", "s_shared_temp": "S1,S2",
        "s_rec_heavy": "S1,S2,S3", "s_rec_div": "S1,S2|S3", "s_int_rec_heavy": "S1|S2", "s_rec_dist2": "S1,S2",
        "s_vec2": "S1,S2", "s_lex_forward": "S1|S2", "s_rec_dist8": "S1,S2", "s_isum_vec": "S1,S2",
        "s_indep3": "S1,S2,S3", "s_select_vec": "S1,S2", "s_cycle2": "S1,S2", "s_cycle3": "S1,S2,S3",
        "s_scalar_cycle": "S1", "s_cycle_plus_one": "S1,S2,S3", "s2d_row_rec": "S1,S2", "s2d_col_dep": "S1,S2",
        "s2d_vec_feeds_rec": "S1,S2", "s2d_lex_backward": "S2|S1", "s2d_cycle": "S1", "p_rec_indep": "S1,S2",
        "p_vec_feeds_rec": "S1,S2", "p_lex_backward": "S2|S1", "p_axpy_sum": "S1,S2", "p_vec2": "S1,S2",
        "q_rec_indep": "S1", "q_vec2": "S1", "q_lex_backward": "S1",
    },
    "kernels_cf.o3": {
        "cf_guard_rec": "S1,S2", "cf_guard_backward": "S2|S1", "cf_if_else": "S1", "cf_cond_on_written": "S1,S2",
        "cf_count": "S1,S2", "cf_two_guards": "S1|S2", "cf_guarded_cycle": "S1|S2", "cf_three": "S1,S2,S3",
    },
    "kernels_gen.o3": {
        "g000": "S1,S2,S3", "g001": "S1,S2,S3", "g002": "S1,S2,S3", "g003": "S1,S2,S3", "g004": "S1", "g005": "S1,S2",
        "g006": "S1,S2", "g008": "S1,S2", "g009": "S1,S2", "g010": "S2|S1", "g011": "S1,S2", "g012": "S1,S2,S3",
        "g013": "S1,S2,S3", "g014": "S1,S2,S3", "g015": "S1", "g016": "S1", "g017": "S1,S2", "g018": "S1,S2",
        "g019": "S1,S2", "g020": "S1,S2", "g021": "S1,S2", "g022": "S1,S2", "g023": "S3|S1,S2|S4", "g024": "S1,S3|S2",
        "g025": "S1", "g026": "S1,S2,S3,S4", "g027": "S1,S2", "g028": "S1,S2,S3,S4", "g029": "S1,S2,S3,S4",
        "g030": "S1,S2", "g031": "S1,S2", "g032": "S1,S2", "g033": "S1,S2", "g034": "S1,S2,S3", "g036": "S1,S2,S3,S4",
        "g037": "S1", "g038": "S1,S2", "g039": "S1,S3|S2,S4", "g040": "S1,S2", "g041": "S1,S2", "g042": "S1",
        "g043": "S1,S2", "g044": "S1,S2,S3", "g045": "S1|S2|S3", "g046": "S1", "g047": "S1,S2|S3",
        "g048": "S1|S4|S2,S3", "g049": "S1|S2", "g050": "S1", "g051": "S1,S2", "g052": "S1,S2,S3", "g053": "S1,S2,S3",
        "g054": "S1,S2,S3", "g055": "S1,S2", "g056": "S1", "g057": "S1,S2", "g058": "S1,S2,S3", "g059": "S1,S2,S3,S4",
        "g060": "S1|S2", "g061": "S1,S2,S3", "g062": "S1|S4|S2|S3", "g063": "S1,S2,S3", "g064": "S1,S2",
        "g065": "S1,S2", "g066": "S1,S2", "g067": "S1,S2", "g068": "S1", "g069": "S1,S2,S3,S4", "g070": "S1,S2,S3,S4",
        "g071": "S1,S2", "g072": "S1,S2,S3,S4", "g073": "S1,S2", "g074": "S1,S2", "g075": "S1,S2",
        "g076": "S1,S2,S3,S4", "g077": "S1,S2", "g078": "S1,S2", "g079": "S1,S2,S3",
    },
}


#: What LLVM 22's own loop-distribute (``-enable-loop-distribute``) distributes in the kernel files; the agents
#: keep every one of these loops whole and distribute loops LLVM refuses ("CantIsolateUnsafeDeps").
LLVM_DISTRIBUTES = {"kernels.o3": {"s_rec_indep", "s_scan_select", "s_rec_indep_n", "q_rec_indep"},
                    "kernels_cf.o3": set(), "kernels_gen.o3": {"g028"}}

#: (function, factor) of the bundled unroll policy on test/inputs/mlir/nest.mlir (MLIR's default factor is 4).
UNROLL_NEST = [("matmul", 8), ("dot", 8)]

#: The bundled inliner on the shipped demo input (mlbridge_llvm/data/inline_demo.ll).
INLINE_DEMO = ("11111", "cd68915d6be8")


def corpus_modules() -> list[str]:
    """The corpus sample's modules, in its description's order (a missing corpus fails here, it is committed)."""
    return json.loads((CORPUS / "corpus_description.json").read_text())["modules"]


def corpus_bitcode(module: str) -> bytes:
    """Bitcode of one corpus module."""
    return (CORPUS / f"{module}.bc").read_bytes()


def remarks_named(remarks: list[Remark], *names: str) -> list[Remark]:
    """The remarks called one of ``names``, in order."""
    return [r for r in remarks if r.name in names]


def inline_decisions(data: bytes, name: str) -> tuple[str, str]:
    """ml-inline with the bundled model: (decisions as a 0/1 string, sha1 prefix of the feature digests)."""
    _, remarks = optimize_llvm(data, "ml-inline", name=name)
    args = [r.args for r in remarks_named(remarks, "InlineDecision")]
    digest = hashlib.sha1(" ".join(a["features"] for a in args).encode()).hexdigest()[:12]
    return "".join(str(a["decision"]) for a in args), digest


def test_corpus_sample_is_the_pinned_one() -> None:
    """The literals cover exactly the committed corpus sample (a changed sample fails here, not in a KeyError)."""
    modules = corpus_modules()
    for space in SPACES:
        assert list(POSET_POLICY[space]) == modules and list(POSET_CRITIC_ORDER[space]) == modules
    assert set(INLINE) <= set(modules)


# ---- poset-rl ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("space", SPACES)
def test_poset_rl_policy_sequences(space: str) -> None:
    """Policy mode: the sub-sequence order the bundled policy applies to each corpus module."""
    got = {}
    for module in corpus_modules():
        _, remarks = optimize_llvm(corpus_bitcode(module), f"poset-rl<space={space};measure=0>", name=module)
        [seq] = remarks_named(remarks, "Sequence")
        got[module] = seq.args["actions"]
    assert got == POSET_POLICY[space]


@pytest.mark.parametrize("space", SPACES)
def test_poset_rl_critic_preference_order(space: str) -> None:
    """Plan mode: the bundled critic's whole preference order over the bundled plans, per corpus module."""
    from mlbridge_llvm.ir.llvmc import CModule
    from mlbridge_llvm.resources import models_dir
    from mlbridge_llvm.runners import create_runner
    from mlbridge_passes.poset_rl.planner import (DEFAULT_CRITIC, DEFAULT_PLANS, PLAN_ADVICE, Candidates, Plans,
                                                  critic_specs, shortlist)
    from mlbridge_passes.poset_rl.sequences import prelude_for

    plans = Plans.load(models_dir() / DEFAULT_PLANS[space])
    got = {}
    with create_runner(f"onnx:{models_dir() / DEFAULT_CRITIC[space]}", feature_specs=critic_specs(len(plans.plans)),
                       advice_spec=PLAN_ADVICE) as runner:
        for module in corpus_modules():
            with CModule.parse_bitcode(corpus_bitcode(module), module) as m, \
                    Candidates(m, plans, prelude_for(m)) as c:  # the candidates as the pass builds them
                got[module] = shortlist(runner, c.features, len(plans.plans))
    assert got == POSET_CRITIC_ORDER[space]


@pytest.mark.parametrize("space", SPACES)
def test_poset_rl_plan_mode_keeps_the_critics_first_choice(space: str) -> None:
    """The pass in plan mode applies the plan the critic ranks first (two modules with different choices)."""
    for module in ("lupa-2.8/third-party/lua53/lmem.o", "brotli-1.2.1/c/dec/state.o"):
        _, remarks = optimize_llvm(corpus_bitcode(module), f"poset-rl<mode=plan;space={space};measure=0>",
                                   name=module)
        [seq] = remarks_named(remarks, "Sequence")
        assert seq.args["plan"] == POSET_CRITIC_ORDER[space][module][0]


# ---- ml-inline -----------------------------------------------------------------------------------------------------
def test_inliner_decisions_on_the_corpus() -> None:
    """Every question LLVM asks on the corpus sample (the model agrees with LLVM's heuristic on all of them; the
    departure is pinned in test/lit/inliner/golden.ll): the decisions and their features."""
    got = {}
    for module in corpus_modules():
        decisions, digest = inline_decisions(corpus_bitcode(module), module)
        if decisions:
            got[module] = (decisions, digest)
    assert got == INLINE


def test_inliner_decisions_on_the_demo_input() -> None:
    data = (ROOT / "mlbridge_llvm" / "data" / "inline_demo.ll").read_bytes()
    assert inline_decisions(data, "inline_demo.ll") == INLINE_DEMO


# ---- rl-loop-distribute ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("kernels", sorted(LOOPDIST))
def test_loop_distribution_partitions(kernels: str) -> None:
    """The bundled agents' partition (partition=model) of every analysed loop of the committed kernel files (the
    default's, partition=search, are pinned in test/lit/loop_distribution/search.ll)."""
    _, remarks = optimize_llvm((LOOPDIST_INPUTS / f"{kernels}.ll").read_bytes(), "rl-loop-distribute<partition=model>",
                               name=kernels)
    got = {r.function: r.args["partition"] for r in remarks_named(remarks, "Distributed", "NotDistributed")}
    assert got == LOOPDIST[kernels]


def llvm_distributed(path: Path, tmp_path: Path) -> set[str]:
    """Functions whose loop LLVM 22's own loop-distribute distributes (its ``Distribute`` remarks)."""
    from mlbridge_llvm.ir.tools import find_tool

    remarks = tmp_path / f"{path.stem}.llvm-remarks.yaml"
    subprocess.run([find_tool("opt"), "-passes=function(loop-distribute)", "-enable-loop-distribute",
                    f"-pass-remarks-output={remarks}", "-disable-output", str(path)], check=True, timeout=120)
    docs = remarks.read_text().split("\n--- ")
    return {m.group(1) for d in docs if re.search(r"^Name: +Distribute$", d, re.M)
            for m in [re.search(r"^Function: +(\S+)$", d, re.M)] if m}


@pytest.mark.parametrize("kernels", sorted(LOOPDIST))
def test_loop_distribution_departs_from_llvm(kernels: str, tmp_path: Path) -> None:
    """The pinned partitions differ from LLVM's own pass both ways: what LLVM splits stays whole, and loops LLVM
    leaves alone are split."""
    assert llvm_distributed(LOOPDIST_INPUTS / f"{kernels}.ll", tmp_path) == LLVM_DISTRIBUTES[kernels]
    assert all("|" not in LOOPDIST[kernels][f] for f in LLVM_DISTRIBUTES[kernels])
    assert any("|" in p for f, p in LOOPDIST[kernels].items() if f not in LLVM_DISTRIBUTES[kernels])


# ---- ml-affine-unroll ------------------------------------------------------------------------------------------------
def test_mlir_unroll_factors_on_the_nest_input() -> None:
    try:
        import mlir.ir  # noqa: F401
    except ImportError as e:
        pytest.fail(f"the MLIR bindings (xtc-mlir-python-bindings, pinned in constraints.txt) are missing: {e}",
                    pytrace=False)
    text = (ROOT / "test" / "inputs" / "mlir" / "nest.mlir").read_text()
    _, remarks = optimize_mlir(text, "ml-affine-unroll", name="nest.mlir")
    assert [(r.function, r.args["factor"]) for r in remarks] == UNROLL_NEST
