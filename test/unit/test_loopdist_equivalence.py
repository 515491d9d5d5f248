"""rl-loop-distribute equivalence harness: MCJIT in a worker process, exact comparison, on the real kernels."""
from __future__ import annotations

import os
import re

import numpy as np
import pytest

from mlbridge_passes.loop_distribution.equivalence import (PAD, EquivalenceError, KernelExecutionError,
                                                            check_equivalent, run_kernels)

KERNELS = os.path.join(os.path.dirname(__file__), "..", "inputs", "loopdist", "kernels.ll")


@pytest.fixture(scope="module")
def kernels() -> str:
    with open(KERNELS) as handle:
        return handle.read()


def edit_function(ir: str, function: str, old: str, new: str) -> str:
    """Replace the first ``old`` inside ``function``'s body only."""
    m = re.search(r"^define [^\n]*@" + function + r"\(.*?^}", ir, re.M | re.S)
    assert m and old in m.group(0), (function, old)
    return ir[:m.start()] + m.group(0).replace(old, new, 1) + ir[m.end():]


def test_run_kernel_fills_every_global_and_buffer_deterministically(kernels: str) -> None:
    (s0, s0_again, s1), (p0,) = run_kernels([
        {"ir": kernels, "function": "s2d_row_rec", "seeds": [0, 0, 1]},
        {"ir": kernels, "function": "p_axpy_sum", "seeds": [0], "n": 500},
    ])
    assert s0["@aa"].shape == (256, 256) and s0["@aa"].dtype == np.float32
    assert s0["@da"].dtype == np.float64 and s0["@ia"].dtype == np.int32 and s0["@fsum"].shape == ()
    for key in s0:
        assert np.array_equal(s0[key], s0_again[key]), key
    assert not np.array_equal(s0["@bb"], s1["@bb"])
    # the kernel ran: row recurrence aa[i][j] = aa[i][j-1] + bb[i][j]
    aa, bb = s0["@aa"], s0["@bb"]
    assert aa[3, 1] == np.float32(aa[3, 0] + bb[3, 1])
    assert p0["%x"].shape == p0["%y"].shape == (500 + PAD,)
    assert "@fsum" in p0 and "%alpha" not in p0


def test_original_is_equivalent_to_itself(kernels: str) -> None:
    check_equivalent(kernels, kernels, "s_six_stmts")


def test_wrong_global_kernel_is_detected_and_named(kernels: str) -> None:
    wrong = edit_function(kernels, "s_rec_indep", "fadd float", "fsub float")
    with pytest.raises(EquivalenceError, match=r"s_rec_indep \(seed 0\): @a\[1\] differs: .* elements differ"):
        check_equivalent(kernels, wrong, "s_rec_indep", seeds=(0,))
    with pytest.raises(AssertionError):  # an EquivalenceError is an AssertionError too
        check_equivalent(kernels, wrong, "s_rec_indep", seeds=(0,))


def test_wrong_pointer_kernel_is_detected_and_names_the_buffer(kernels: str) -> None:
    wrong = edit_function(kernels, "p_rec_indep", "fmul float", "fadd float")
    with pytest.raises(EquivalenceError, match=r"%z\[1\] differs"):
        check_equivalent(kernels, wrong, "p_rec_indep", seeds=(2,), n=64)


def test_crashing_kernel_becomes_an_error_not_a_dead_caller(kernels: str) -> None:
    crash = edit_function(kernels, "s_vec2", "getelementptr inbounds nuw float, ptr @b,",
                          "getelementptr inbounds nuw float, ptr null,")
    with pytest.raises(KernelExecutionError, match="SIGSEGV|SIGBUS|failed"):
        check_equivalent(kernels, crash, "s_vec2", seeds=(0,))


def test_timed_runs_report_the_fastest_call_and_keep_the_checked_result(kernels: str) -> None:
    """time_reps: the kernel is called again on restored data and the fastest call is reported; the checked result
    is the first call's, equal to an untimed run."""
    from mlbridge_passes.loop_distribution.equivalence import run_kernels

    plain, timed = run_kernels([{"ir": kernels, "function": "s_vec2", "seeds": [0]},
                                {"ir": kernels, "function": "s_vec2", "seeds": [0], "time_reps": 5}])
    assert "<ns>" not in plain[0] and int(timed[0]["<ns>"]) > 0
    assert all(np.array_equal(plain[0][k], timed[0][k]) for k in plain[0])
