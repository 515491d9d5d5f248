"""Guards: a user who turns an ML pass on never pays for a bad guess, measured as ``mlbridge-corpus run`` measures.

``poset-rl`` (both modes, the guard on by default, and ``measure=N``) is never larger than ``default<Oz>`` and
``ml-inline`` never larger than LLVM's inliner, on every module of the committed corpus sample, with the bundled
models and with a policy built to be bad.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from mlbridge_llvm.corpus.manifest import load_corpus
from mlbridge_llvm.corpus.measure import reloc_model
from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
from mlbridge_llvm.ir.codegen import text_size_of_bitcode

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = load_corpus(str(ROOT / "test" / "inputs" / "corpus"))
ALWAYS = RunnerChoice(per_pass={"ml-inline": "python:mlbridge_passes.inliner.policies:always"})


def _text(module, pipeline: str, runners: RunnerChoice | None = None) -> tuple[int, list]:
    out, remarks = optimize_llvm(module.read_bitcode(), pipeline, runners, name=module.name)
    return text_size_of_bitcode(out, reloc_model(module.read_cmd())), remarks


@pytest.mark.parametrize("module", SAMPLE.modules, ids=lambda m: m.name.split("/")[-1])
def test_guarded_passes_are_never_larger_than_their_baseline(module) -> None:
    oz, _ = _text(module, "default<Oz>")
    for pipeline in ("poset-rl<mode=plan;measure=2>", "poset-rl<mode=plan>"):  # the default: measure=1
        plan, remarks = _text(module, pipeline)
        assert plan <= oz
        seq = next(r for r in remarks if r.name == "Sequence").args
        assert (seq["stopped_by"] == "baseline") == (seq["plan"] == -1)
    policy, remarks = _text(module, "poset-rl")  # the default: measure=1
    guard = next(r for r in remarks if r.name == "Guard").args
    assert policy <= oz and guard["baseline_text"] == oz and policy == min(guard["policy_text"], oz)
    inline, remarks = _text(module, "ml-inline")
    assert inline <= oz  # the heuristic of ml-inline's default pipeline is default<Oz>
    guard = next(r for r in remarks if r.name == "Guard").args
    assert guard["reloc"] == reloc_model(module.read_cmd())
    assert inline == min(guard["policy_text"], guard["heuristic_text"]) and guard["heuristic_text"] == oz


def test_guard_keeps_the_heuristic_against_an_always_inline_policy() -> None:
    """On real modules, always-inline is larger than the heuristic somewhere; the guard then keeps the heuristic's
    module (and its remark says so), while guard=none gives the policy's larger module."""
    kept = 0
    for module in SAMPLE.modules:
        oz, _ = _text(module, "default<Oz>")
        raw, _ = _text(module, "ml-inline<guard=none>", ALWAYS)
        guarded, remarks = _text(module, "ml-inline", ALWAYS)
        guard = next(r for r in remarks if r.name == "Guard").args
        assert guard["policy_text"] == raw and guarded == min(raw, oz)
        if raw > oz:
            assert guard["kept"] == "heuristic"
            kept += 1
    assert kept >= 3
