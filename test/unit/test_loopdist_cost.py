"""rl-loop-distribute cost model: llvm-mca cycles per original iteration after LLVM's vectorizer, on the real kernels."""
from __future__ import annotations

import os

import pytest

from mlbridge_llvm.errors import IRError
from mlbridge_passes.loop_distribution.cost import (DEFAULT_VECTORIZE_PIPELINE, function_cost,
                                                     llvm_loop_distribute)
from mlbridge_passes.loop_distribution.equivalence import check_equivalent

KERNELS = os.path.join(os.path.dirname(__file__), "..", "inputs", "loopdist", "kernels.ll")
SCALAR_PIPELINE = DEFAULT_VECTORIZE_PIPELINE.replace("loop-vectorize,", "")


@pytest.fixture(scope="module")
def kernels() -> str:
    with open(KERNELS) as handle:
        return handle.read()


@pytest.fixture(scope="module")
def distributed(kernels: str) -> str:
    return llvm_loop_distribute(kernels)


def test_vectorizable_kernel_is_much_cheaper_than_its_scalar_compile(kernels: str) -> None:
    vec = function_cost(kernels, "p_vec2")
    scalar = function_cost(kernels, "p_vec2", pipeline=SCALAR_PIPELINE)
    assert vec.vectorized and not scalar.vectorized
    main = [lp for lp in vec.loops if not lp.remainder]
    assert len(main) == 1 and main[0].vectorized and main[0].header.startswith("vector.body")
    assert main[0].elements_per_iter >= 4  # VF * IC (8 floats on skylake's AVX2)
    assert any(lp.remainder and not lp.vectorized for lp in vec.loops)  # scalar epilogue (n unknown): excluded
    assert [lp.elements_per_iter for lp in scalar.loops] == [1]
    assert vec.cycles_per_element < 0.4 * scalar.cycles_per_element
    assert vec.cycles_per_element == pytest.approx(main[0].cycles_per_iter / main[0].elements_per_iter)


def test_recurrence_kernel_is_not_vectorized(kernels: str) -> None:
    rep = function_cost(kernels, "s_rec_indep")
    assert not rep.vectorized
    assert [(lp.header, lp.elements_per_iter, lp.remainder) for lp in rep.loops] == [("for.body", 1, False)]
    assert rep.cycles_per_element > 3  # latency-bound by the fadd chain


def test_2d_kernel_counts_the_innermost_loop_only(kernels: str) -> None:
    rep = function_cost(kernels, "s2d_col_dep")
    assert rep.vectorized
    assert all(lp.header != "for.cond1.preheader" for lp in rep.loops)
    assert len([lp for lp in rep.loops if not lp.remainder]) == 1


def test_llvm_loop_distribute_splits_and_keeps_semantics(kernels: str, distributed: str) -> None:
    rep = function_cost(distributed, "s_rec_indep")
    main = [lp for lp in rep.loops if not lp.remainder]
    assert len(main) == 2 and sum(lp.vectorized for lp in main) == 1
    assert rep.cycles_per_element == pytest.approx(sum(lp.cycles_per_iter / lp.elements_per_iter for lp in main))
    check_equivalent(kernels, distributed, "s_rec_indep", seeds=(0, 1))


def test_llvm_loop_distribute_with_runtime_checks_keeps_semantics_when_pointers_alias(kernels: str,
                                                                                       distributed: str) -> None:
    assert "for.body.lver.orig" in distributed  # q_rec_indep was versioned on may-alias pointers
    # distinct buffers (the distributed path) and z == x + 1 (the fallback path)
    check_equivalent(kernels, distributed, "q_rec_indep", seeds=(0,))
    check_equivalent(kernels, distributed, "q_rec_indep", seeds=(0,), alias={"z": ("x", 1)})


def test_cost_is_deterministic(kernels: str) -> None:
    assert function_cost(kernels, "s_lex_backward") == function_cost(kernels, "s_lex_backward")


def test_missing_function_and_loopless_function_raise_irerror(kernels: str) -> None:
    with pytest.raises(IRError, match="not defined"):
        function_cost(kernels, "no_such_kernel")
    loopless = kernels.replace("define dso_local void @s_vec2() local_unnamed_addr #0 {",
                               "define dso_local void @no_loop() local_unnamed_addr #0 {\nentry:\n  ret void\n}\n\n"
                               "define dso_local void @s_vec2() local_unnamed_addr #0 {")
    with pytest.raises(IRError, match="no loop"):
        function_cost(loopless, "no_loop")
