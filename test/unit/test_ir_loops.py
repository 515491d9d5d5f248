"""mlbridge_llvm.ir.loops (issue #39 item 2): LLVM's LoopInfo and ScalarEvolution through the native analysis
library, on real loops: every loop of test/inputs/loopdist/*.ll and test/inputs/ir/loop_shapes.ll has the trip
counts the wheel's ``opt -passes='print<scalar-evolution>'`` prints for it, the nesting, latches, exits and
preheaders agree with the IR, the latch handles carry ``!llvm.loop`` metadata that LLVM's unroller obeys, and a
missing native build is one line."""
from __future__ import annotations

import re
import subprocess
from collections import defaultdict
from pathlib import Path

import pytest

from mlbridge_llvm.errors import IRError
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_llvm.ir.loops import Loop, innermost_loops, loops
from mlbridge_llvm.ir.tools import find_tool

ROOT = Path(__file__).resolve().parents[2]
SHAPES = ROOT / "test" / "inputs" / "ir" / "loop_shapes.ll"
REAL = sorted((ROOT / "test" / "inputs" / "loopdist").glob("*.ll")) + [SHAPES]


def scev_printed(path: Path) -> dict[tuple[str, str], dict[str, str | None]]:
    """(function, header) -> what ``print<scalar-evolution>`` says of that loop: its three backedge-taken counts
    (None where it says Unpredictable) and its trip multiple (absent when it prints none)."""
    proc = subprocess.run([find_tool("opt"), "-passes=print<scalar-evolution>", "-disable-output", str(path)],
                          capture_output=True, text=True, timeout=120, check=True)
    out: dict[tuple[str, str], dict[str, str | None]] = defaultdict(dict)
    fn = ""
    for line in proc.stderr.splitlines():
        m = re.match(r"Determining loop execution counts for: @(\S+)", line)
        if m:
            fn = m.group(1)
            continue
        m = re.match(r"Loop %(\S+): (?:<multiple exits> )?(.*)$", line)
        if not m:
            continue
        rec, text = out[(fn, m.group(1))], m.group(2).rstrip()
        for key, label in (("backedge_taken", "backedge-taken count"),
                           ("constant_max_backedge_taken", "constant max backedge-taken count"),
                           ("symbolic_max_backedge_taken", "symbolic max backedge-taken count")):
            if text.startswith(label + " is "):
                rec[key] = text[len(label) + 4:].split(", actual taken count")[0]
            elif text == f"Unpredictable {label}.":
                rec[key] = None
        if text.startswith("Trip multiple is "):
            rec["multiple"] = text[len("Trip multiple is "):]
    return dict(out)


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_trip_counts_are_what_scalar_evolution_prints(native_build: object, path: Path) -> None:
    printed = scev_printed(path)
    with CModule.parse_ir(path.read_text(), path.name) as module:
        found = loops(module)
    assert {(lp.function, lp.name) for lp in found} == set(printed)  # the same loops, one per header
    for lp in found:
        want = printed[(lp.function, lp.name)]
        got = {"backedge_taken": lp.trip.backedge_taken,
               "constant_max_backedge_taken": lp.trip.constant_max_backedge_taken,
               "symbolic_max_backedge_taken": lp.trip.symbolic_max_backedge_taken}
        assert got == {k: want[k] for k in got}, lp
        if "multiple" in want:
            assert lp.trip.multiple == int(want["multiple"]), lp
        btc = lp.trip.backedge_taken
        if btc is not None and re.fullmatch(r"i\d+ \d+", btc) and int(btc.split()[1]) + 1 < 2 ** 32:
            assert lp.trip.exact == int(btc.split()[1]) + 1  # the constant trip count is the count plus one
        else:
            assert lp.trip.exact is None
        cmax = lp.trip.constant_max_backedge_taken
        if cmax is not None:
            bits, value = int(cmax.split()[0][1:]), int(cmax.split()[1]) % 2 ** int(cmax.split()[0][1:])
            assert lp.trip.max == (value + 1 if value + 1 < 2 ** min(bits, 32) else None), lp


def loops_printed(path: Path) -> dict[str, list[tuple[int, tuple[str, ...], tuple[str, ...], tuple[str, ...]]]]:
    """function -> its loops as ``print<loops>`` lists them, each (depth, blocks, latches, exiting), sorted."""
    proc = subprocess.run([find_tool("opt"), "-passes=print<loops>", "-disable-output", str(path)],
                          capture_output=True, text=True, timeout=120, check=True)
    out: dict[str, list[tuple[int, tuple[str, ...], tuple[str, ...], tuple[str, ...]]]] = defaultdict(list)
    fn = ""
    for line in proc.stderr.splitlines():
        m = re.match(r"Loop info for function '(.+)':", line)
        if m:
            fn = m.group(1)
            continue
        m = re.match(r"\s*Loop at depth (\d+) containing: (.*)$", line)
        if m:
            items = [re.match(r"%([^<]+)((?:<\w+>)*)$", item) for item in m.group(2).split(",")]
            out[fn].append((int(m.group(1)), tuple(i.group(1) for i in items),
                            tuple(i.group(1) for i in items if "<latch>" in i.group(2)),
                            tuple(i.group(1) for i in items if "<exiting>" in i.group(2))))
    return {fn: sorted(found) for fn, found in out.items()}


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_loops_blocks_latches_and_exiting_are_what_loopinfo_prints(native_build: object, path: Path) -> None:
    printed = loops_printed(path)
    with CModule.parse_ir(path.read_text(), path.name) as module:
        mine: dict[str, list[tuple[int, tuple[str, ...], tuple[str, ...], tuple[str, ...]]]] = defaultdict(list)
        for lp in loops(module):
            assert lp.blocks[0] == lp.header
            mine[lp.function].append((lp.depth, tuple(b.name for b in lp.blocks),
                                      tuple(sorted((b.name for b in lp.latches), key=[b.name for b in lp.blocks].index)),
                                      tuple(sorted((b.name for b in lp.exiting), key=[b.name for b in lp.blocks].index))))
    assert {fn: sorted(found) for fn, found in mine.items()} == printed


def test_nesting_blocks_latches_exits_and_preheaders(native_build: object) -> None:
    with CModule.parse_ir(SHAPES.read_text(), SHAPES.name) as module:
        by = defaultdict(list)
        for lp in loops(module):
            by[lp.function].append(lp)
        outer, inner = by["nest"]
        assert (outer.depth, inner.depth, inner.parent, outer.children) == (1, 2, outer, [inner])
        assert (outer.trip.exact, inner.trip.exact) == (64, 48) and not outer.is_innermost and inner.is_innermost
        assert set(inner.blocks) < set(outer.blocks) and inner.header in outer.blocks
        assert [lp.depth for lp in by["nest3"]] == [1, 2, 3] and by["nest3"][0].trip.exact == 4
        assert by["nest3"][1].trip.exact is None and by["nest3"][1].trip.max == 2 ** 31 - 1
        (find,) = by["find"]
        assert len(find.exiting) == 2 and find.trip.backedge_taken is None and find.trip.exact is None
        assert find.trip.symbolic_max_backedge_taken == "(-1 + (zext i32 %n to i64))<nsw>"
        assert by["by4"][0].trip.multiple == 4 and by["bounded"][0].trip.max == 100
        assert outer.simplified and outer.induction_variable == "indvars.iv26" and outer.preheader.name == "entry"
        assert inner.simplified and inner.rotated and inner.induction_variable == "indvars.iv"
        assert inner.preheader == outer.header and [b.name for b in inner.exits] == ["for.cond.cleanup3"]
        (sum_n,) = by["sum_n"]  # its exit block is entered from before the loop too: not loop-simplify form
        assert sum_n.rotated and not sum_n.simplified and sum_n.induction_variable is None
        assert sum_n.preheader is not None and sum_n.preheader.name == "for.body.preheader"
        assert [b.name for b in sum_n.latches] == ["for.body"] and [b.name for b in sum_n.exits] == \
            ["for.cond.cleanup"]
        (odd,) = by["no_preheader"]
        assert odd.preheader is None and not odd.simplified and odd.induction_variable is None
        assert (odd.header.name, odd.trip.backedge_taken, odd.trip.max) == ("head", None, None)
        # every latch branches to the header, every exit block lies outside and follows an exiting block
        from mlbridge_llvm.ir.llvmc import successors

        for lp in loops(module):
            assert all(lp.header.ref in successors(b.ref) for b in lp.latches)
            inside = {b.ref for b in lp.blocks}
            assert all(e.ref not in inside for e in lp.exits)
            assert {e.ref for e in lp.exits} == {s for b in lp.exiting for s in successors(b.ref)} - inside
            assert lp.num_instructions >= len(lp.blocks)
        assert [lp.name for lp in innermost_loops(module, "nest")] == [inner.name]


def test_the_latch_handles_carry_metadata_llvm_obeys(native_build: object) -> None:
    """LLVM's unroller fully unrolls @sum4's 4-iteration loop (test/inputs/ir/loops.ll), and not once the loop says
    llvm.loop.unroll.disable through Loop.set_metadata; Loop.properties reads the node back."""
    text = (ROOT / "test" / "inputs" / "ir" / "loops.ll").read_text()

    def unrolled(module: CModule) -> bool:
        module.run_passes("function(loop-unroll<O3>)")
        return loops(module, "sum4") == []

    with CModule.parse_ir(text) as module:
        (loop,) = loops(module, "sum4")
        assert (loop.trip.exact, loop.properties(module)) == (4, {})
        assert unrolled(module)
    with CModule.parse_ir(text) as module:
        (loop,) = innermost_loops(module, "sum4")
        loop.set_metadata(module, [("llvm.loop.unroll.disable",), ("llvm.loop.vectorize.width", 4),
                                   ("llvm.loop.vectorize.enable", True)])
        assert loop.properties(module) == {"llvm.loop.unroll.disable": None, "llvm.loop.vectorize.width": 4,
                                           "llvm.loop.vectorize.enable": True}
        assert not unrolled(module)
        with pytest.raises(IRError, match="stale"):
            loop.properties(module)  # handles end with the module's change: ask loops() again
        (again,) = loops(module, "sum4")
        assert "llvm.loop.unroll.disable" in again.properties(module)


def test_one_function_by_name_or_ref_and_errors(native_build: object) -> None:
    with CModule.parse_ir(SHAPES.read_text()) as module:
        by_name = loops(module, "nest3")
        by_ref = loops(module, module.function_ref("nest3"))
        assert [lp.name for lp in by_name] == [lp.name for lp in by_ref] and len(by_name) == 3
        assert all(isinstance(lp, Loop) and lp.function == "nest3" for lp in by_name)
        with pytest.raises(IRError, match="no function @no_such_function"):
            loops(module, "no_such_function")
    with CModule.parse_ir("declare void @f()\ndefine void @g() {\n  ret void\n}\n") as module:
        assert loops(module) == [] and innermost_loops(module, "g") == []
        with pytest.raises(IRError, match="'f' is not defined"):
            loops(module, "f")


def test_without_the_native_build_the_error_is_one_line(tmp_path: Path) -> None:
    """A build folder without the library: one line naming the command that builds it."""
    import os
    import sys

    code = ("from mlbridge_llvm.ir.llvmc import CModule\nfrom mlbridge_llvm.ir.loops import available, loops\n"
            "print(available())\nwith CModule.parse_ir(open(%r).read()) as m:\n    loops(m)\n" % str(SHAPES))
    env = {**os.environ, "MLBRIDGE_NATIVE_BUILD": str(tmp_path / "none")}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)
    assert proc.stdout.strip() == "False"
    last = proc.stderr.strip().splitlines()[-1]
    assert last.startswith("mlbridge_llvm.native.paths.NativeUnavailable: libmlbridge_analysis.so is not built")
    assert last.endswith("run `python -m mlbridge_llvm.native build`")
