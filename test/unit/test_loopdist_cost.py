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


# ---- the real -O3 pipeline around the pass -----------------------------------------------------------------------
@pytest.mark.parametrize("at, before, after", [
    ("a", "", "function(b,loop(c,d),e),f"),
    ("b", "a", "function(loop(c,d),e),f"),
    ("c", "a,function(b)", "function(loop(d),e),f"),
    ("d", "a,function(b,loop(c))", "function(e),f"),
    ("e", "a,function(b,loop(c,d))", "f"),
    ("f", "a,function(b,loop(c,d),e)", ""),
])
def test_split_pipeline_closes_and_reopens_the_adaptors_at_the_cut(at: str, before: str, after: str) -> None:
    from mlbridge_passes.loop_distribution.cost import split_pipeline

    assert split_pipeline("a,function(b,loop(c,d),e),f", at) == (before, after)


def test_split_pipeline_skips_pass_parameters_and_rejects_a_missing_pass() -> None:
    from mlbridge_passes.loop_distribution.cost import split_pipeline

    assert split_pipeline("a,function<eager-inv>(b<x;y>,c),d", "c") == ("a,function<eager-inv>(b<x;y>)", "d")
    with pytest.raises(ValueError, match="'z' is not a pass"):
        split_pipeline("a,function(b)", "z")


def test_o3_around_loop_distribute_is_llvms_own_o3_cut_in_two(tmp_path) -> None:
    """The two halves are what the wheel's opt prints for default<O3>, cut where LLVM runs loop-distribute; opt runs
    both, and the second half starts with the vectorizer that follows it."""
    import subprocess

    from mlbridge_llvm.ir.tools import find_tool
    from mlbridge_passes.loop_distribution.cost import o3_around

    before, after = o3_around()
    assert "loop-distribute" not in before + after and "gvn" in before and "loop-vectorize" not in before
    assert after.startswith("function<eager-inv>(inject-tli-mappings,loop-vectorize<")
    with open(KERNELS) as fh:
        (tmp_path / "k.ll").write_text(fh.read())
    for half in (before, after):
        subprocess.run([find_tool("opt"), f"-passes={half}", "-S", str(tmp_path / "k.ll"), "-o",
                        str(tmp_path / "out.ll")], check=True, capture_output=True)


def test_the_o3_kernels_are_what_the_script_makes_of_the_c_source(tmp_path) -> None:
    """test/inputs/loopdist/kernels.o3.ll is scripts/make_loopdist_kernels_o3.py's output for kernels.c (clang 22
    from the ziglang wheel, LLVM 22's -O3 up to loop-distribute): rebuilt here and compared byte for byte."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "make_o3", os.path.join(os.path.dirname(__file__), "..", "..", "scripts", "make_loopdist_kernels_o3.py"))
    make = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make)
    with open(KERNELS.replace("kernels.ll", "kernels.o3.ll")) as fh:
        assert make.build("kernels", str(tmp_path)) == fh.read()


def test_the_rest_of_o3_costs_the_loop_like_the_vector_pipeline_on_these_kernels() -> None:
    """Kept public, the kernels' arrays survive -O3, and what the rest of -O3 makes of a loop at the pass's position
    costs what the vector part of -O2 made of the hand-kept form (one recurrence, one lexically backward pair)."""
    from mlbridge_passes.loop_distribution.cost import o3_around

    with open(KERNELS.replace("kernels.ll", "kernels.o3.ll")) as fh:
        at_position = fh.read()
    with open(KERNELS) as fh:
        kept = fh.read()
    for fn in ("s_rec_indep", "s_lex_backward"):
        assert function_cost(at_position, fn, pipeline=o3_around()[1]).cycles_per_element == \
            function_cost(kept, fn).cycles_per_element


def test_slp_vectorized_loop_counts_its_induction_step_not_an_address_offset() -> None:
    """cost_slp.c: LV refuses the loop (a float recurrence), SLP vectorizes its four loads and stores, and the body
    computes ``i + 4`` for an address before the increment ``i + 1``. The loop runs one original iteration per
    iteration: its cycles are not divided by the offset (the cost model once under-costed such loops 4x)."""
    from mlbridge_passes.loop_distribution.cost import o3_around

    with open(os.path.join(os.path.dirname(KERNELS), "cost_slp.o3.ll")) as fh:
        ir = fh.read()
    assert "add nuw nsw i64 %i.017, 4" in ir  # the address offset the old rule took for the step
    rep = function_cost(ir, "slp_offset", pipeline=o3_around()[1])
    assert [(lp.vectorized, lp.elements_per_iter, lp.remainder) for lp in rep.loops] == [(True, 1, False)]
    assert rep.cycles_per_element == pytest.approx(rep.loops[0].cycles_per_iter)
