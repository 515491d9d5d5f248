"""mlbridge_llvm.outcomes (issue #39 item 3), on real code with the real tools: .text of modules and functions
(against llvm-nm), llvm-mca cycles for the compilation's CPU (the module's target-cpu, or one named; loops,
functions, an unrolled loop through its trip count), kernels timed as executables and JIT-compiled (checksums
catch a variant that computes something else), spills and reloads, and a whole program through mlbridge-score's
harness. Loop distribution and ml-regalloc measure with these (their own copies are gone)."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from mlbridge_llvm.errors import IRError
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_llvm.ir.tools import find_tool
from mlbridge_llvm.outcomes import mca, runtime, size, spills, target

ROOT = Path(__file__).resolve().parents[2]
SHAPES = (ROOT / "test" / "inputs" / "ir" / "loop_shapes.ll").read_text()
KERNELS = (ROOT / "test" / "inputs" / "loopdist" / "kernels.o3.ll").read_text()
#: Two small kernels over global arrays (the runtime's module convention); ``scale`` returns a value.
SMALL = """\
@x = global [4096 x float] zeroinitializer, align 16
@y = global [4096 x float] zeroinitializer, align 16
@n = global [64 x i32] zeroinitializer, align 16

define void @axpy() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds float, ptr @x, i64 %i
  %py = getelementptr inbounds float, ptr @y, i64 %i
  %vx = load float, ptr %px
  %vy = load float, ptr %py
  %m = fmul float %vx, 2.500000e+00
  %s = fadd float %m, %vy
  store float %s, ptr %py
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 4096
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define i32 @count() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds i32, ptr @n, i64 %i
  %v = load i32, ptr %p
  %acc.next = add i32 %acc, %v
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}
"""


# ---------------------------------------------------------------------------------------------------------- size
def test_text_sizes_of_a_module_and_of_each_function_agree_with_llvm_nm(tmp_path: Path) -> None:
    obj = size.compile_object(SHAPES)
    (tmp_path / "m.o").write_bytes(obj)
    nm = subprocess.run([find_tool("llvm-nm"), "--print-size", "--defined-only", str(tmp_path / "m.o")],
                        capture_output=True, text=True, check=True, timeout=60).stdout
    want = {m.group(2): int(m.group(1), 16) for m in re.finditer(r"^\w+ (\w+) [Tt] (\S+)$", nm, re.M)}
    assert size.function_text_sizes(obj) == want and len(want) == 7
    total = size.object_text_size(obj)
    assert sum(want.values()) <= total < sum(want.values()) + 16 * len(want)  # functions plus their alignment
    with CModule.parse_ir(SHAPES) as module:  # every form of a module gives the same compilation
        assert size.module_text_size(module) == size.module_text_size(module.to_bitcode()) == \
            size.module_text_size(SHAPES) == total
    assert size.function_text_size(SHAPES, "nest3") == want["nest3"]
    assert size.module_text_size(SHAPES, opt_level=0) > total
    with pytest.raises(IRError, match="'nothing' has no code"):
        size.function_text_size(SHAPES, "nothing")


# ---------------------------------------------------------------------------------------------------------- CPU
def test_the_cpu_is_the_compilations_own_or_the_one_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(target.ENV_VAR, raising=False)
    assert target.module_target_cpu(SHAPES) == "x86-64"  # clang's default, as loop_shapes.ll was compiled
    znver = SHAPES.replace('"target-cpu"="x86-64"', '"target-cpu"="znver3"')
    assert target.target_cpu(znver) == "znver3" and target.target_cpu(znver, "skylake") == "skylake"
    assert target.target_cpu(SMALL) == target.host_cpu() == target.target_cpu(SHAPES, "native")
    monkeypatch.setenv(target.ENV_VAR, "icelake-server")
    assert target.target_cpu(znver) == "icelake-server" and target.target_cpu(znver, "skylake") == "skylake"


# ---------------------------------------------------------------------------------------------------------- mca
def test_loop_cycles_follow_the_target_cpu() -> None:
    """The same loop costs what the named CPU's scheduling model says; without a CPU the module's own is used."""
    default = mca.function_loop_cycles(KERNELS, "s_rec_indep")
    assert default.cycles_per_element == mca.function_loop_cycles(KERNELS, "s_rec_indep",
                                                                  cpu="x86-64").cycles_per_element
    skylake = mca.function_loop_cycles(KERNELS, "s_rec_indep", cpu="skylake")
    assert skylake.cycles_per_element != default.cycles_per_element
    (loop,) = skylake.loops
    assert (loop.header, loop.elements_per_iter, loop.remainder, loop.trip_count) == ("for.body", 1, False, 31999)
    assert mca.loop_cycles(KERNELS, "s_rec_indep", "for.body", cpu="skylake").cycles_per_iter == loop.cycles_per_iter
    with pytest.raises(mca.NoLoopError, match="no innermost loop with header %entry"):
        mca.loop_cycles(KERNELS, "s_rec_indep", "entry")


def test_an_unrolled_loop_costs_through_its_trip_count() -> None:
    """Unrolled by 4 (metadata through the loop API, LLVM's unroller in the pipeline), the loop runs 8000 longer
    iterations: cycles per run of the loop stay comparable with the original's, cycles per iteration do not."""
    from mlbridge_llvm.ir.loops import loops

    with CModule.parse_ir(KERNELS) as module:
        (loop,) = loops(module, "s_rec_indep")
        loop.set_metadata(module, [("llvm.loop.unroll.count", 4)], merge=False)
        unrolled_ir = module.to_ir()
    before = mca.function_loop_cycles(KERNELS, "s_rec_indep", cpu="skylake").loops[0]
    after = mca.function_loop_cycles(unrolled_ir, "s_rec_indep", cpu="skylake",
                                     pipeline="function(loop-unroll<O3>)").loops[0]
    assert (before.trip_count, after.trip_count) == (31999, 8000)
    assert after.cycles_per_iter > 3 * before.cycles_per_iter
    assert 0.5 < after.cycles_per_execution / before.cycles_per_execution < 1.5


def test_function_and_module_cycles_and_the_pipeline_around_a_pass(tmp_path: Path) -> None:
    every = mca.module_cycles(SHAPES, cpu="skylake")
    assert set(every) == {"nest", "nest3", "sum_n", "find", "by4", "bounded", "no_preheader"}
    assert all(v > 0 for v in every.values()) and every["nest3"] > every["no_preheader"]
    assert mca.function_cycles(SHAPES, "nest3", cpu="skylake") == every["nest3"]
    before, after = mca.pipeline_around("loop-unroll", "O3")
    assert "loop-unroll" not in after and "loop-unroll<" in before.rsplit("loop-unroll", 1)[0] + "loop-unroll<"
    (tmp_path / "m.ll").write_text(SHAPES)
    for part in (before, after):  # each half is a pipeline LLVM accepts
        subprocess.run([find_tool("opt"), f"-passes={part}", "-disable-output", str(tmp_path / "m.ll")], check=True,
                       capture_output=True, timeout=120)


# ---------------------------------------------------------------------------------------------------------- run time
def test_kernels_timed_as_executables_and_jit_compiled_catch_a_wrong_variant() -> None:
    wrong = SMALL.replace("2.500000e+00", "3.500000e+00")
    variants = {"original": SMALL, "same": SMALL, "wrong": wrong}
    exe = runtime.time_kernels(variants, rounds=2, reps=3)
    jit = runtime.time_jit(variants, rounds=2, reps=3)
    for result in (exe, jit):
        assert result["checksum_differs"] == {"original": [], "same": [], "wrong": ["axpy"]}
        assert set(result["times"]["original"]) == {"axpy", "count"}
        assert all(ns > 0 for per in result["times"].values() for ns in per.values())
        assert (result["rounds"], result["reps"]) == (2, 3)


# ---------------------------------------------------------------------------------------------------------- spills
def test_spills_and_reloads_are_counted_from_llvms_comments(tmp_path: Path) -> None:
    """A function with more live values than registers, compiled by the wheel's llc: its spills and reloads are
    the lines LLVM marks."""
    values = 40
    body = "".join(f"  %v{i} = load volatile i64, ptr %p\n" for i in range(values))
    body += "".join(f"  store volatile i64 %v{i}, ptr %p\n" for i in range(values))
    (tmp_path / "f.ll").write_text(f"define void @f(ptr %p) {{\n{body}  ret void\n}}\n")
    asm = subprocess.run([find_tool("llc"), "-O2", str(tmp_path / "f.ll"), "-o", "-"], capture_output=True,
                         text=True, check=True, timeout=60).stdout
    counted = spills.count_spills(asm)
    lines = asm.splitlines()
    assert counted == (sum(bool(spills.SPILL.search(ln)) for ln in lines),
                       sum(bool(spills.RELOAD.search(ln)) for ln in lines))
    assert counted[0] > 0 and counted[1] > 0 and spills.count_spills(asm.encode()) == counted
    from mlbridge_passes.regalloc.regalloc import count_spills

    assert count_spills is spills.count_spills  # ml-regalloc counts with this one


# ---------------------------------------------------------------------------------------------------------- program
@pytest.mark.slow
def test_a_whole_program_through_mlbridge_scores_harness(tmp_path: Path) -> None:
    from mlbridge_llvm.outcomes.program import program_outcome

    out = program_outcome(str(ROOT / "test" / "inputs" / "score" / "tiny.json"), "ml-inline", "z", repeats=2,
                          out=str(tmp_path / "out"), work=str(tmp_path / "work"))
    assert out.ok and out.error is None, out
    assert (out.program, out.pipeline, out.level, out.n) == ("tiny", "ml-inline", "z", 2)
    assert out.speedup > 0 and out.ci_low <= out.speedup <= out.ci_high and out.text_ratio > 0
    assert out.verdict in ("faster", "slower", "no significant difference") and out.base_cpu_s > 0
