"""llvm-mca cycles of a loop, a function or a module, for the compilation's target CPU (the wheel's LLVM 22 tools).

Every call works on module text (``.ll``) and goes the same way, with each tool in a subprocess (a temporary
folder, a timeout, one-line errors):

1. the ``"target-cpu"``/``"target-features"``/``"tune-cpu"`` function attributes are dropped (they would override
   ``-mcpu``), the measured functions made non-internal, and ``opt -mcpu=CPU -passes='internalize,globaldce,PIPELINE'``
   keeps only them (and what they use; global variables stay public unless ``keep_globals=False``) and runs
   ``pipeline``: what compiles the code after the decision being measured (empty: nothing, the code as given);
2. ``llc -O3 -mcpu=CPU`` to verbose assembly, read by :mod:`.asm` (blocks, llc's loop comments);
3. one ``llvm-mca -mcpu=CPU -iterations=100`` call with one ``LLVM-MCA-BEGIN/END`` region per measured piece;
   cycles per iteration = Total Cycles / 100.

CPU: ``cpu=None`` is the compilation's own (:func:`.target.target_cpu`: ``$MLBRIDGE_TARGET_CPU``, the module's
``target-cpu`` attribute, else this machine's); name one to measure for another.

What is measured:

* **loops** (:func:`function_loop_cycles`, :func:`functions_loop_cycles`, :func:`loop_cycles`): each innermost loop
  of the compiled function in its steady state, cycles per loop iteration and per *original* iteration (divided by
  the iterations of the source loop one compiled iteration runs: the vectorizer's VF*IC, an unroll factor; read
  from the IR by :mod:`.iterations`); remainders (scalar epilogues, runtime-check fallbacks, vector epilogues) are
  listed but left out of the function's total. The original iterations per compiled iteration are read for
  vectorized loops only: a scalar loop that was unrolled counts 1 per iteration, so for unrolling (or any change of
  the iteration count) use each loop's ``trip_count`` after the pipeline (SCEV, through the native loop API) and
  ``cycles_per_execution``, the cycles of one whole run of the loop. Assumptions: loads never depend on earlier
  stores (llvm-mca's default), large trip counts, no aliasing at run time; a loop whose header llc left without an
  IR name counts as scalar. This is loop distribution's cost model (moved here unchanged; it keeps naming
  ``skylake`` so that its committed figures stay what they are);
* **functions and modules** (:func:`function_cycles`, :func:`module_cycles`): every instruction of a function's
  body in layout order as one region, cycles per pass through it; a static proxy of the function's cost in which
  each block counts once (loops are not multiplied by their trip counts: weigh :func:`function_loop_cycles` by
  :attr:`mlbridge_llvm.ir.loops.Loop.trip` for that).

Measured here (2 shared cores, ``test/inputs/loopdist/kernels.ll``): one function's loops cost 45-70 ms (opt ~20 ms,
llc ~25 ms, llvm-mca ~10 ms); a batch of functions costs about the same as one.
"""
from __future__ import annotations

import contextlib
import functools
import math
import os
import re
import tempfile
from dataclasses import dataclass, field

from ..errors import IRError, PipelineError
from ..ir.tools import find_tool
from ..pipeline_syntax import split_pipeline
from .asm import AsmBlock, AsmLoop, asm_functions, innermost_loops, parse_asm
from .iterations import function_bodies, function_body, ir_blocks, ir_loop, ir_name, metadata_nodes
from .target import target_cpu
from .tools import TIMEOUT, run_tool

__all__ = ["MCA_ITERATIONS", "TRIPLE", "LoopCycles", "FunctionCycles", "NoLoopError", "function_cycles",
           "function_loop_cycles", "functions_loop_cycles", "loop_cycles", "module_cycles", "optimized_ir",
           "pipeline_around", "region_cycles", "strip_target_attributes"]

MCA_ITERATIONS = 100
#: The target every outcome compiles for (the kit runs on x86-64 Linux).
TRIPLE = "x86_64-unknown-linux-gnu"
_TARGET_ATTR = re.compile(r' "(?:target-cpu|target-features|tune-cpu)"="[^"]*"')


@dataclass
class LoopCycles:
    """One innermost loop of a compiled function."""

    header: str
    """IR name of the loop header block after the pipeline (or the asm label if llc left it unnamed)."""
    cycles_per_iter: float
    """llvm-mca cycles per loop iteration (Total Cycles / iterations)."""
    elements_per_iter: int
    """Original iterations per loop iteration: VF*IC for a vector loop, the unroll factor, 1 for a plain loop."""
    vectorized: bool
    """The loop body uses vector types."""
    remainder: bool
    """Scalar epilogue / runtime-check fallback / vector epilogue of a vectorized loop (excluded from the total)."""
    trip_count: int | None = None
    """The compiled loop's constant trip count from ScalarEvolution on the IR after the pipeline (the native loop
    API, :mod:`mlbridge_llvm.ir.loops`), None when it is not a known constant or the native side is not built."""

    @property
    def cycles_per_element(self) -> float:
        """cycles_per_iter / elements_per_iter: cycles per original iteration."""
        return self.cycles_per_iter / self.elements_per_iter

    @property
    def cycles_per_execution(self) -> float | None:
        """cycles_per_iter * trip_count: the cycles of one whole run of the loop (None without a constant trip
        count). Unlike :attr:`cycles_per_element` it needs no idea of how the loop was transformed: an unrolled,
        vectorized or strided loop runs fewer, longer iterations."""
        return None if self.trip_count is None else self.cycles_per_iter * self.trip_count


@dataclass
class FunctionCycles:
    """The innermost loops of one function: the sum over its non-remainder loops, and each loop."""

    function: str
    cycles_per_element: float
    """Sum over non-remainder loops of cycles_per_iter / elements_per_iter."""
    loops: list[LoopCycles] = field(default_factory=list)

    @property
    def vectorized(self) -> bool:
        """Some non-remainder loop is vectorized."""
        return any(lp.vectorized and not lp.remainder for lp in self.loops)


class NoLoopError(IRError):
    """The function has no loop left after the pipeline (fully unrolled, turned into ``memset``, folded away): there
    is no steady-state loop to simulate, so the cost is unknown, not zero."""


# ------------------------------------------------------------------------------------------------ preparation
def strip_target_attributes(ir: str) -> str:
    """Drop ``"target-cpu"``, ``"target-features"`` and ``"tune-cpu"`` function attributes, so ``-mcpu`` rules."""
    return _TARGET_ATTR.sub("", ir)


def _externalize(ir: str, function: str) -> str:
    """Give ``function`` external linkage (an internal function would be deleted by internalize+globaldce)."""
    pat = re.compile(r"^define((?:\s+(?:internal|private|linkonce_odr|linkonce|weak_odr|weak|available_externally))+)"
                     r"(\s.*@" + re.escape(ir_name(function)) + r"\()", re.M)
    return pat.sub(lambda m: "define" + re.sub(r"\s+(internal|private|available_externally)", "", m.group(1))
                   + m.group(2), ir, count=1)


_DEFINED = re.compile(r'^define\s[^\n]*?@([-\w.$]+|"[^"]+")\(', re.M)
_LINKAGE = r"(?:internal|private|linkonce_odr|linkonce|weak_odr|weak|available_externally)"
_DEFINE_LINKAGE = re.compile(r"^define((?:\s+" + _LINKAGE + r")+)(\s[^\n]*?@([-\w.$]+|\"[^\"]+\")\()", re.M)


def _externalize_all(ir: str, names: set[str]) -> str:
    """:func:`_externalize` for every function named in ``names`` (IR spelling), in one pass over the text."""
    def sub(m: re.Match[str]) -> str:
        if m.group(3) not in names:
            return m.group(0)
        return "define" + re.sub(r"\s+(internal|private|available_externally)", "", m.group(1)) + m.group(2)
    return _DEFINE_LINKAGE.sub(sub, ir)


def optimized_ir(ir: str, functions: list[str], *, cpu: str, pipeline: str = "", keep_globals: bool = True,
                 workdir: str | None = None) -> str:
    """The module reduced to ``functions`` (plus what they use) after ``pipeline`` (``opt -mcpu=cpu``), as text.
    ``keep_globals``: global variables stay public, so a pipeline cannot delete stores to arrays nobody reads."""
    if len(functions) == 1:
        if not re.search(r"^define\s[^\n]*@" + re.escape(ir_name(functions[0])) + r"\(", ir, re.M):
            raise IRError(f"function {functions[0]!r} is not defined in the module")
        text = _externalize(strip_target_attributes(ir), functions[0])
    else:
        defined = set(_DEFINED.findall(ir))
        missing = [f for f in functions if ir_name(f) not in defined]
        if missing:
            raise IRError(f"function {missing[0]!r} is not defined in the module")
        text = _externalize_all(strip_target_attributes(ir), {ir_name(f) for f in functions})
    with tempfile.TemporaryDirectory(prefix="mca-") if workdir is None else contextlib.nullcontext(workdir) as tmp:
        src = os.path.join(tmp, "in.ll")
        with open(src, "w") as fh:
            fh.write(text)
        out = os.path.join(tmp, "vec.ll")
        keep = list(functions)
        if keep_globals:
            keep += re.findall(r"^@([-\w.$]+) = ", ir, re.M)
        what = functions[0] if len(functions) == 1 else f"{len(functions)} functions"
        passes = "internalize,globaldce" + (f",{pipeline}" if pipeline else "")
        run_tool([find_tool("opt"), f"-mcpu={cpu}", f"-internalize-public-api-list={','.join(keep)}",
                  f"-passes={passes}", "-S", src, "-o", out], f"opt '{pipeline}' on {what}")
        with open(out) as fh:
            return fh.read()


def _assembly(src: str, out: str, cpu: str, what: str) -> str:
    run_tool([find_tool("llc"), "-O3", f"-mcpu={cpu}", "-asm-verbose", src, "-o", out], f"llc on {what}")
    with open(out) as fh:
        return fh.read()


# ------------------------------------------------------------------------------------------------------ llvm-mca
_REGION = re.compile(r"^\[(\d+)\] Code Region - (\S+)", re.M)


def region_cycles(regions: list[list[AsmBlock]], cpu: str, folder: str, iterations: int = MCA_ITERATIONS) -> list[float]:
    """llvm-mca cycles per iteration of each region (a list of assembly blocks, in order), in one llvm-mca call
    whose input is written to ``folder``."""
    if not regions:
        return []
    parts = []
    for i, blocks in enumerate(regions):
        parts.append(f"# LLVM-MCA-BEGIN L{i}")
        for b in blocks:
            if b.label:
                parts.append(f"{b.label}:")
            parts.extend("\t" + inst for inst in b.insts)
        parts.append(f"# LLVM-MCA-END L{i}")
    path = os.path.join(folder, "loops.s")
    with open(path, "w") as fh:
        fh.write("\n".join(parts) + "\n")
    proc = run_tool([find_tool("llvm-mca"), f"-mtriple={TRIPLE}", f"-mcpu={cpu}",
                     f"-iterations={iterations}", "-resource-pressure=false", "-instruction-info=false", path],
                    "llvm-mca")
    out = proc.stdout
    cycles: dict[str, float] = {}
    pieces = _REGION.split(out)
    # pieces: [prefix, idx, name, text, idx, name, text, ...]
    for k in range(1, len(pieces), 3):
        m = re.search(r"Total Cycles:\s+(\d+)", pieces[k + 2])
        n = re.search(r"Iterations:\s+(\d+)", pieces[k + 2])
        if m and n:
            cycles[pieces[k + 1]] = int(m.group(1)) / int(n.group(1))
    if len(regions) == 1 and not cycles:  # a single region may be printed without a region header
        m = re.search(r"Total Cycles:\s+(\d+)", out)
        n = re.search(r"Iterations:\s+(\d+)", out)
        if m and n:
            cycles["L0"] = int(m.group(1)) / int(n.group(1))
    try:
        return [cycles[f"L{i}"] for i in range(len(regions))]
    except KeyError:
        raise PipelineError(f"cannot read llvm-mca's Total Cycles for every loop: {out[:300]!r}") from None


# ------------------------------------------------------------------------------------------------------ loops
def function_loop_cycles(ir: str, function: str, *, cpu: str | None = None, pipeline: str = "",
                         keep_globals: bool = True, trip_counts: bool = True) -> FunctionCycles:
    """Steady-state llvm-mca cycles per original iteration of the innermost loops of ``function`` in module ``ir``
    after ``pipeline`` (module doc); with ``trip_counts`` each loop's constant trip count after the pipeline too
    (:attr:`LoopCycles.trip_count`; a few ms more). IRError if the function is missing, :class:`NoLoopError` if it
    has no loop, PipelineError if a tool fails or times out."""
    cpu = target_cpu(ir, cpu)
    with tempfile.TemporaryDirectory(prefix="mca-") as tmp:
        vec = optimized_ir(ir, [function], cpu=cpu, pipeline=pipeline, keep_globals=keep_globals, workdir=tmp)
        loops = innermost_loops(parse_asm(_assembly(os.path.join(tmp, "vec.ll"), os.path.join(tmp, "vec.s"), cpu,
                                                    function)))
        if not loops:
            raise NoLoopError(f"function {function!r} has no loop after '{pipeline}'")
        cycles = region_cycles([lp.blocks for lp in loops], cpu, tmp, MCA_ITERATIONS)
    blocks = ir_blocks(function_body(vec, function))
    md = metadata_nodes(vec)
    trips = _trip_counts(vec, [function]) if trip_counts else {}
    out = [_loop_cycles(lp, cyc, blocks, md, trips.get((function, lp.header.ir_name)))
           for lp, cyc in zip(loops, cycles)]
    total = sum(lc.cycles_per_iter / lc.elements_per_iter for lc in out if not lc.remainder)
    return FunctionCycles(function, total, out)


def functions_loop_cycles(ir: str, functions: list[str], *, cpu: str | None = None, pipeline: str = "",
                          keep_globals: bool = True, no_loop_ok: bool = False,
                          trip_counts: bool = True) -> dict[str, FunctionCycles]:
    """:func:`function_loop_cycles` of several functions of one module with one ``opt``, one ``llc`` and one
    ``llvm-mca`` call: the same figures (each function is compiled and its loops simulated on their own), for about
    the cost of one. The whole batch fails if one function does, except that with ``no_loop_ok`` a function without
    a loop gets an infinite cost (unknown: never preferred) and no loops."""
    functions = list(dict.fromkeys(functions))
    if not functions:
        return {}
    cpu = target_cpu(ir, cpu)
    with tempfile.TemporaryDirectory(prefix="mca-") as tmp:
        vec = optimized_ir(ir, functions, cpu=cpu, pipeline=pipeline, keep_globals=keep_globals, workdir=tmp)
        chunks = asm_functions(_assembly(os.path.join(tmp, "vec.ll"), os.path.join(tmp, "vec.s"), cpu,
                                         f"{len(functions)} functions"))
        loops: dict[str, list[AsmLoop]] = {}
        for fn in functions:
            if fn not in chunks:
                raise IRError(f"function {fn!r} is missing from llc's output")
            loops[fn] = innermost_loops(parse_asm(chunks[fn]))
            if not loops[fn] and not no_loop_ok:
                raise NoLoopError(f"function {fn!r} has no loop after '{pipeline}'")
        flat = [lp for fn in functions for lp in loops[fn]]
        cycles = iter(region_cycles([lp.blocks for lp in flat], cpu, tmp, MCA_ITERATIONS))
    md = metadata_nodes(vec)
    bodies = function_bodies(vec)
    trips = _trip_counts(vec, functions) if trip_counts else {}
    out: dict[str, FunctionCycles] = {}
    for fn in functions:
        if ir_name(fn) not in bodies:
            raise IRError(f"function {fn!r} is not defined in the module")
        blocks = ir_blocks(bodies[ir_name(fn)])
        costs = [_loop_cycles(lp, next(cycles), blocks, md, trips.get((fn, lp.header.ir_name))) for lp in loops[fn]]
        total = sum(lc.cycles_per_iter / lc.elements_per_iter for lc in costs if not lc.remainder)
        out[fn] = FunctionCycles(fn, total if costs else math.inf, costs)
    return out


def loop_cycles(ir: str, function: str, header: str, *, cpu: str | None = None) -> LoopCycles:
    """The innermost loop of ``function`` whose header is the IR block ``header``, compiled as it is (no pipeline:
    llc alone), in its steady state. :class:`NoLoopError` when llc's code has no innermost loop with that header
    (it is not innermost, or code generation changed it)."""
    report = functions_loop_cycles(ir, [function], cpu=cpu, no_loop_ok=True)[function]
    for lp in report.loops:
        if lp.header == header:
            return lp
    raise NoLoopError(f"function {function!r} has no innermost loop with header %{header} in llc's code "
                      f"(found: {', '.join('%' + lp.header for lp in report.loops) or 'none'})")


def _loop_cycles(lp: AsmLoop, cyc: float, blocks: dict[str, list[str]], md: dict[str, str],
                 trip: int | None = None) -> LoopCycles:
    """One asm loop's :class:`LoopCycles` (the IR loop it maps to gives the original iterations per iteration)."""
    name = lp.header.ir_name
    info = ir_loop(blocks, name, md) if name else None
    if info is None:
        return LoopCycles(name or lp.header.label or lp.header.ident, cyc, 1, False, False, trip)
    main_vector = bool(re.fullmatch(r"vector\.body\d*", name))
    remainder = (info.isvectorized_md and not main_vector) or ".lver.orig" in name
    return LoopCycles(name, cyc, info.step, info.vectorized, remainder, trip)


def _trip_counts(ir: str, functions: list[str]) -> dict[tuple[str, str], int]:
    """(function, header) -> constant trip count of each loop of ``functions`` in module text ``ir`` (SCEV, through
    :mod:`mlbridge_llvm.ir.loops`); empty when the native side is not built."""
    from ..ir import loops as ir_loops

    if not ir_loops.available():
        return {}
    from ..ir.llvmc import CModule

    out: dict[tuple[str, str], int] = {}
    with CModule.parse_ir(ir, "<mca>") as module:
        for fn in functions:
            for lp in ir_loops.loops(module, fn):
                if lp.trip.exact is not None:
                    out[(fn, lp.name)] = lp.trip.exact
    return out


# ---------------------------------------------------------------------------------------- functions and modules
def module_cycles(ir: str, *, cpu: str | None = None, pipeline: str = "",
                  functions: list[str] | None = None) -> dict[str, float]:
    """Cycles per pass through the body of each defined function (or of ``functions``): all its instructions in
    layout order as one llvm-mca region (module doc: a static proxy in which every block counts once)."""
    names = functions if functions is not None else [n.strip('"') for n in _DEFINED.findall(ir)]
    if not names:
        return {}
    cpu = target_cpu(ir, cpu)
    with tempfile.TemporaryDirectory(prefix="mca-") as tmp:
        _, blocks = function_blocks(ir, names, cpu=cpu, pipeline=pipeline, workdir=tmp)
        cycles = region_cycles([body_region(fn, blocks[fn]) for fn in names], cpu, tmp, MCA_ITERATIONS)
    return dict(zip(names, cycles))


def function_blocks(ir: str, names: list[str], *, cpu: str, pipeline: str, workdir: str
                    ) -> tuple[str, dict[str, list[AsmBlock]]]:
    """The module reduced to ``names`` after ``pipeline`` (text, :func:`optimized_ir`) and each function's assembly
    blocks (``llc -O3``), made in ``workdir``; IRError for a function the pipeline removed."""
    optimized = optimized_ir(ir, names, cpu=cpu, pipeline=pipeline, workdir=workdir)
    chunks = asm_functions(_assembly(os.path.join(workdir, "vec.ll"), os.path.join(workdir, "vec.s"), cpu,
                                     f"{len(names)} functions"))
    for fn in names:
        if fn not in chunks:
            raise IRError(f"function {fn!r} is missing from llc's output (removed by '{pipeline}'?)")
    return optimized, {fn: parse_asm(chunks[fn]) for fn in names}


def body_region(function: str, blocks: list[AsmBlock]) -> list[AsmBlock]:
    """A function's body as one llvm-mca region: its blocks with instructions, in layout order (a ``nop`` when it
    has none)."""
    return [b for b in blocks if b.insts] or [AsmBlock(function, None, None, insts=["nop"])]


def function_cycles(ir: str, function: str, *, cpu: str | None = None, pipeline: str = "") -> float:
    """Cycles per pass through ``function``'s body (:func:`module_cycles` of that one function)."""
    return module_cycles(ir, cpu=cpu, pipeline=pipeline, functions=[function])[function]


# ------------------------------------------------------------------------------------------- the pipeline after
@functools.lru_cache(maxsize=None)
def pipeline_around(at: str, level: str = "O3") -> tuple[str, str]:
    """LLVM 22's ``default<LEVEL>`` as the wheel's ``opt -print-pipeline-passes`` spells it, cut around its pass
    ``at``: the pipeline up to that pass, and the rest after it (what a real build does with the code a decision
    at that point leaves: the ``pipeline`` to measure it with). ValueError if ``at`` is not in that pipeline."""
    with tempfile.TemporaryDirectory(prefix="mca-") as tmp:
        src = os.path.join(tmp, "e.ll")
        with open(src, "w") as fh:
            fh.write("define void @f() {\n  ret void\n}\n")
        out = run_tool([find_tool("opt"), f"-passes=default<{level}>", "-print-pipeline-passes", "-disable-output",
                        src], "opt -print-pipeline-passes", TIMEOUT)
    return split_pipeline(out.stdout.strip(), at)
