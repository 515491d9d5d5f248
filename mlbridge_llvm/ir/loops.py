"""Loops as LLVM sees them: LoopInfo (nesting, header, preheader, latches, exiting and exit blocks) and what
ScalarEvolution knows of each loop's trip count, for a module held as a :class:`~mlbridge_llvm.ir.llvmc.CModule`.

    from mlbridge_llvm.ir.llvmc import CModule
    from mlbridge_llvm.ir.loops import loops

    with CModule.parse_ir(text) as module:
        for loop in loops(module):                       # every loop of every definition, outer before inner
            if loop.is_innermost and loop.trip.exact is None:
                loop.set_metadata(module, [("llvm.loop.unroll.disable",)])

The analyses are LLVM 22's own (``LoopInfo`` on a ``DominatorTree``, ``ScalarEvolution``), run by the native analysis
library (``native/analysis/LoopInfo.cpp`` in ``libmlbridge_analysis.so``) on the very module the kit's LLVM-C binding
holds: the LLVM-C API has no LoopInfo. Nothing is transformed (no ``loop-simplify``): a loop is reported as the IR
has it, so ``preheader`` is None and ``induction_variable`` unknown for a loop that is not in loop-simplify form. Trip
counts are those ``opt -passes='print<scalar-evolution>'`` prints for the same IR (tested): ``Loop.trip`` has the
small constant trip count, its constant upper bound and multiple, and the backedge-taken counts as SCEV text.

Blocks are :class:`Block` values: label, index in layout order, the raw ``LLVMBasicBlockRef`` (for
:mod:`mlbridge_llvm.ir.cir` and the :mod:`~mlbridge_llvm.ir.llvmc` walkers) and the terminator's
:class:`~mlbridge_llvm.ir.llvmc.Handle` (for :meth:`CModule.set_loop_metadata`, :meth:`CModule.loop_properties`,
:meth:`CModule.set_metadata`). Like every handle they hold until the module is changed (``run_passes``, an edit of
the CFG): ask :func:`loops` again after that.

Without the native build (no C++ compiler) :func:`loops` raises :class:`~mlbridge_llvm.native.paths.NativeUnavailable`
in one line naming the command that builds it; :func:`available` says whether it is there. The back edges alone need
no native code: :meth:`CModule.loop_latches`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable

from ..errors import IRError

if TYPE_CHECKING:
    from .llvmc import CModule, Handle, LoopProperty

__all__ = ["CANONICALIZE_PIPELINE", "Block", "TripCount", "Loop", "loops", "innermost_loops", "available"]

#: Loops in the form loop passes and their analyses expect: values in registers (SROA), simplified code, loop-simplify
#: and LCSSA, rotated loops with canonical induction variables (so SCEV knows trip counts). Run by
#: ``rl-loop-distribute<canonicalize=1>`` and on the copy ``ml-loop-unroll`` reads its features from.
CANONICALIZE_PIPELINE = ("function(sroa,early-cse,instcombine<no-verify-fixpoint>,simplifycfg,loop-simplify,lcssa,"
                         "loop(loop-rotate,indvars),loop-simplify,lcssa)")


@dataclass(frozen=True)
class Block:
    """A basic block: ``name`` (its label, or its index when it has none, as :meth:`CModule.loop_latches` names
    blocks), ``index`` in the function's layout order, ``ref`` (``LLVMBasicBlockRef``) and ``terminator``, a
    :class:`~mlbridge_llvm.ir.llvmc.Handle` to its last instruction."""

    name: str
    index: int
    ref: int
    terminator: "Handle"


@dataclass(frozen=True)
class TripCount:
    """What ScalarEvolution knows of a loop's trip count (times the header runs per entry into the loop).

    ``exact``: the constant trip count (``getSmallConstantTripCount``), None when it is not a known constant that
    fits 32 bits. ``max``: a constant upper bound (``getSmallConstantMaxTripCount``), None if none is known.
    ``multiple``: the trip count is a multiple of this (``getSmallConstantTripMultiple``; 1 when nothing is known).
    ``backedge_taken``, ``constant_max_backedge_taken``, ``symbolic_max_backedge_taken``: the backedge-taken counts
    as SCEV expressions, printed as ``print<scalar-evolution>`` prints them (``"i64 31998"``, ``"(-1 + %n)"``), None
    when unpredictable. ``max_or_zero``: the count is either the constant max or zero."""

    exact: int | None
    max: int | None
    multiple: int
    backedge_taken: str | None
    constant_max_backedge_taken: str | None
    symbolic_max_backedge_taken: str | None
    max_or_zero: bool = False


@dataclass(eq=False)
class Loop:
    """One natural loop of a function, as LLVM's LoopInfo finds it (LLVM names a loop by its header).

    ``index`` is its position among the function's loops in preorder (a loop before the loops it contains);
    ``depth`` 1 for an outermost loop. ``blocks`` holds the header first, then the others in LoopInfo's order.
    ``exits`` are the blocks outside the loop that it branches to (each once), ``exiting`` those inside that branch
    there. ``simplified``: loop-simplify form (a preheader, one latch, dedicated exits); ``rotated``: the latch is
    an exiting block. ``induction_variable``: the name of the header phi SCEV takes for the loop's induction
    variable (only looked for in loop-simplify form)."""

    function: str
    index: int
    depth: int
    header: Block
    preheader: Block | None
    blocks: tuple[Block, ...]
    latches: tuple[Block, ...]
    exiting: tuple[Block, ...]
    exits: tuple[Block, ...]
    simplified: bool
    rotated: bool
    induction_variable: str | None
    trip: TripCount
    num_instructions: int
    parent: "Loop | None" = None
    children: list["Loop"] = field(default_factory=list)

    @property
    def name(self) -> str:
        """The header's label: LLVM's name for the loop (``Loop %for.body`` in its printers)."""
        return self.header.name

    @property
    def is_innermost(self) -> bool:
        """No loop inside this one."""
        return not self.children

    @property
    def is_outermost(self) -> bool:
        """No loop around this one."""
        return self.parent is None

    def set_metadata(self, module: "CModule", properties: Iterable["LoopProperty"], merge: bool = True) -> None:
        """Attach ``!llvm.loop`` ``properties`` to every latch of the loop (LLVM expects the same node on all; see
        :meth:`CModule.set_loop_metadata`): ``[("llvm.loop.unroll.count", 4)]``, ``[("llvm.loop.unroll.disable",)]``."""
        props = list(properties)
        for latch in self.latches:
            module.set_loop_metadata(latch.terminator, props, merge)

    def properties(self, module: "CModule") -> dict[str, bool | int | str | None]:
        """The ``!llvm.loop`` properties on the loop's first latch, name -> value ({} without a latch or metadata)."""
        return module.loop_properties(self.latches[0].terminator) if self.latches else {}

    def __repr__(self) -> str:
        trip = self.trip.exact if self.trip.exact is not None else self.trip.backedge_taken and f"btc {self.trip.backedge_taken}"
        return f"Loop(@{self.function} %{self.name}, depth {self.depth}, {len(self.blocks)} blocks, trip {trip})"


def available() -> bool:
    """True when the native analysis library is built (with its loop-info entry point)."""
    from ..native import loop_info

    return loop_info.available()


def loops(module: "CModule", function: str | int | None = None) -> list[Loop]:
    """Every loop of ``module``'s defined functions (module order; each function's loops in preorder), or of one
    function (its name, or its ``LLVMValueRef``). IRError for a function that is missing or only declared;
    :class:`~mlbridge_llvm.native.paths.NativeUnavailable` (one line) without the native build."""
    from .llvmc import lib

    L = lib()
    if function is None:
        refs = [fn for fn in module.function_refs() if not L.LLVMIsDeclaration(fn)]
    else:
        ref = module.function_ref(function) if isinstance(function, str) else function
        if not ref or L.LLVMIsDeclaration(ref):
            raise IRError(f"function {function!r} is not defined in the module")
        refs = [ref]
    return [loop for ref in refs for loop in _function_loops(module, ref)]


def innermost_loops(module: "CModule", function: str | int | None = None) -> list[Loop]:
    """The loops of :func:`loops` that contain no other loop."""
    return [loop for loop in loops(module, function) if loop.is_innermost]


def _function_loops(module: "CModule", fn: int) -> list[Loop]:
    from ..native.loop_info import function_loops
    from .llvmc import iter_blocks, iter_instructions, lib, value_name

    doc = function_loops(fn)
    if not doc["loops"]:
        return []
    L = lib()
    refs = list(iter_blocks(fn))
    if len(refs) != doc["blocks"]:
        raise IRError(f"loop info of @{value_name(fn)}: {doc['blocks']} blocks natively, {len(refs)} through LLVM-C")
    names = [(L.LLVMGetBasicBlockName(bb) or b"").decode() or str(i) for i, bb in enumerate(refs)]
    made: dict[int, Block] = {}
    sizes: dict[int, int] = {}

    def block(i: int | None) -> Block | None:
        if i is None:
            return None
        if i not in made:
            made[i] = Block(names[i], i, refs[i], module.handle_for(L.LLVMGetBasicBlockTerminator(refs[i])))
        return made[i]

    def size(i: int) -> int:
        if i not in sizes:
            sizes[i] = sum(1 for _ in iter_instructions(refs[i]))
        return sizes[i]

    fname = value_name(fn)
    out: list[Loop] = []
    for index, d in enumerate(doc["loops"]):
        blocks = tuple(block(i) for i in d["blocks"])
        loop = Loop(fname, index, d["depth"], block(d["header"]), block(d["preheader"]), blocks,  # type: ignore[arg-type]
                    tuple(block(i) for i in d["latches"]), tuple(block(i) for i in d["exiting"]),  # type: ignore[misc]
                    tuple(block(i) for i in d["exits"]), d["simplified"], d["rotated"],  # type: ignore[misc]
                    d["induction_variable"], _trip(d), sum(size(i) for i in d["blocks"]))
        if d["parent"] is not None:
            loop.parent = out[d["parent"]]
            loop.parent.children.append(loop)
        out.append(loop)
    return out


def _trip(d: dict[str, Any]) -> TripCount:
    return TripCount(d["trip_count"] or None, d["max_trip_count"] or None, max(1, d["trip_multiple"]),
                     d["backedge_taken"], d["constant_max_backedge_taken"], d["symbolic_max_backedge_taken"],
                     bool(d["max_or_zero"]))
