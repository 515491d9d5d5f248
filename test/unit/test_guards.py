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
    summary = next(r for r in remarks if r.name == "Summary").args
    agrees = summary["agreement_with_default"] == summary["decisions"] and summary["forced_stop"] is False
    assert guard["compared"] is not agrees
    if guard["compared"]:
        assert guard["reloc"] == reloc_model(module.read_cmd())
        assert inline == min(guard["policy_text"], guard["heuristic_text"]) and guard["heuristic_text"] == oz


def test_inliner_guard_skips_exactly_the_modules_the_heuristic_would_give() -> None:
    """Where the bundled policy agrees with every decision (and LLVM asked to the end), ml-inline compiles nothing
    more, and its module is default<Oz>'s byte for byte, on every sample module where that happens (most of
    them); where a policy differs, the guard compares."""
    skipped = 0
    for module in SAMPLE.modules:
        out, remarks = optimize_llvm(module.read_bitcode(), "ml-inline", name=module.name)
        guard = next(r for r in remarks if r.name == "Guard").args
        if not guard["compared"]:
            oz, _ = optimize_llvm(module.read_bitcode(), "default<Oz>", name=module.name)
            assert out == oz, module.name
            skipped += 1
        _, remarks = optimize_llvm(module.read_bitcode(), "ml-inline", ALWAYS, name=module.name)
        summary = next(r for r in remarks if r.name == "Summary").args
        if summary["inlined"] > 0 and summary["agreement_with_default"] < summary["decisions"]:
            assert next(r for r in remarks if r.name == "Guard").args["compared"] is True
    assert skipped >= len(SAMPLE.modules) // 2


def _force_stop_module(callers: int = 12, ops: int = 30) -> bytes:
    """An external ``@work`` of ``ops`` instructions called from ``callers`` functions: -O3's heuristic inlines it
    everywhere, so LLVM's ML advisor sees the module double after two inlinings and stops asking (ForceStop)."""
    body = ["  %v0 = add i32 %x, 1"] + [f"  %v{i} = {('mul', 'xor', 'add')[i % 3]} i32 %v{i - 1}, {i + 7}"
                                         for i in range(1, ops)]
    work = "define i32 @work(i32 %x) {\n" + "\n".join(body) + f"\n  ret i32 %v{ops - 1}\n}}\n"
    return (work + "".join(f"define i32 @caller{k}(i32 %x) {{\n  %r = call i32 @work(i32 %x)\n  ret i32 %r\n}}\n"
                           for k in range(callers))).encode()


@pytest.mark.parametrize("advisor", ["plugin", "interactive"])
def test_inliner_guard_compares_when_llvm_stopped_asking(advisor: str) -> None:
    """A policy that echoes LLVM's decision agrees on every question, yet once LLVM's advisor stops asking (the
    module doubled) it inlines nothing more where the heuristic goes on: the modules differ, so the guard must
    compare. The plug-in reports the stop; interactive mode cannot tell, so it always compares."""
    echo = RunnerChoice("python", "mlbridge_passes.inliner.policies:default")
    ir = _force_stop_module()
    out, remarks = optimize_llvm(ir, f"ml-inline<in=O3;guard=none;advisor={advisor}>", echo, text=True)
    summary = next(r for r in remarks if r.name == "Summary").args
    assert summary["agreement_with_default"] == summary["decisions"] > 0
    assert summary["forced_stop"] is (True if advisor == "plugin" else None)
    o3, _ = optimize_llvm(ir, "default<O3>", text=True)
    assert out.decode().count("call i32 @work") > 0 == o3.decode().count("call i32 @work")  # not the heuristic's
    _, remarks = optimize_llvm(ir, f"ml-inline<in=O3;advisor={advisor}>", echo)
    assert next(r for r in remarks if r.name == "Guard").args["compared"] is True


def test_guard_keeps_the_heuristic_against_an_always_inline_policy() -> None:
    """On real modules, always-inline is larger than the heuristic somewhere; the guard then keeps the heuristic's
    module (and its remark says so), while guard=none gives the policy's larger module."""
    kept = 0
    for module in SAMPLE.modules:
        oz, _ = _text(module, "default<Oz>")
        raw, _ = _text(module, "ml-inline<guard=none>", ALWAYS)
        guarded, remarks = _text(module, "ml-inline", ALWAYS)
        guard = next(r for r in remarks if r.name == "Guard").args
        if not guard["compared"]:  # always-inline happened to be LLVM's answer at every site it was asked about
            assert guarded == raw == oz
            continue
        assert guard["policy_text"] == raw and guarded == min(raw, oz)
        if raw > oz:
            assert guard["kept"] == "heuristic"
            kept += 1
    assert kept >= 3
