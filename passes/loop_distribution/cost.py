"""Cost model of ``rl-loop-distribute``: steady-state llvm-mca cycles per ORIGINAL loop iteration after LLVM's vectorizer.

The machinery is the kit's outcome library (:mod:`mlbridge_llvm.outcomes.mca`, with :mod:`~mlbridge_llvm.outcomes.asm`
and :mod:`~mlbridge_llvm.outcomes.iterations`); this module is the pass's setting of it: the CPU it names
(:data:`DEFAULT_CPU`, ``skylake``, so that the committed figures below and in ``models/loopdist.md`` stay what they
are; the outcome library's own default is the compilation's target CPU), the pipelines after the pass, and LLVM's
own ``loop-distribute`` for comparison.

:func:`function_cost` takes a whole module (the fission may have split one loop into several loops in sequence) and
one function name, and does, with the wheel's LLVM 22 tools in subprocesses (temp files in a TemporaryDirectory,
every call with a timeout):

1. text preparation: the ``"target-cpu"``/``"target-features"``/``"tune-cpu"`` function attributes are dropped (clang
   writes ``x86-64``/SSE2 there, which would override ``-mcpu`` for the vectorizer's cost model and for codegen), and
   the function is made non-internal so the next step keeps it;
2. ``opt -mcpu=<cpu> -internalize-public-api-list=<fn> -passes='internalize,globaldce,<pipeline>'``: only the function
   (and the globals it uses) survives, then ``pipeline``: what compiles the loop after the pass. The pass's own
   setting is the rest of LLVM 22's ``default<O3>`` after ``loop-distribute`` (:func:`o3_around`, on kernels taken
   at that position: "the loop as the real pipeline compiles it", the original loop included); the earlier setting,
   :data:`DEFAULT_VECTORIZE_PIPELINE`, is the vector part of LLVM's -O2 pipeline without unrolling/SLP (rotate,
   loop-vectorize, loop-load-elim, instcombine, simplifycfg). With any other pipeline than that one, every global
   variable stays public, so -O3 cannot delete the stores of a kernel whose arrays nobody else reads;
3. ``llc -O3 -mcpu=<cpu>`` to verbose assembly; innermost loops are read from llc's loop comments
   (``=>This Inner Loop Header``, ``Parent Loop``, ``in Loop: Header=``), a loop's instructions are those of all its
   blocks in layout order;
4. one ``llvm-mca -mcpu=<cpu> -iterations=100`` call with one ``LLVM-MCA-BEGIN/END`` region per innermost loop;
   ``cycles_per_iter = Total Cycles / 100``;
5. each asm loop is mapped to its IR header through the block-name comment (``.LBB0_7: # %vector.body``). From the
   vectorized IR: ``vectorized`` = the loop's blocks use vector types; ``elements_per_iter`` = the step of the
   vectorizer's canonical induction ``%index`` (VF * IC); for a loop SLP vectorized without LV (vector types, no
   ``%index``) the smallest step of its i64 inductions, each read from the increment its header phi takes from the
   latch (never from another ``add %iv, K``: ``a[i + 4]`` is an offset, not a step); 1 for scalar loops; ``remainder`` = the loop carries
   ``llvm.loop.isvectorized`` but is not a main ``vector.body`` (scalar epilogue / runtime-check fallback, vector
   epilogue ``vec.epilog.vector.body``), or it is a loop-versioning fallback (``*.lver.orig``).

``cycles_per_element`` = sum over the non-remainder innermost loops of ``cycles_per_iter / elements_per_iter``.

Assumptions and limits (documented choices, not bugs):

* innermost loops only: for 2-D kernels the outer loop's own overhead is ignored and the figure is per inner
  iteration; all loops of the function are assumed to run the same trip count (true for a fission of one loop);
* llvm-mca assumes loads never depend on earlier stores (its default ``-noalias``): a recurrence through memory that
  ``loop-load-elim`` did not turn into a register recurrence is under-costed;
* remainders and runtime-check fallbacks are excluded: large trip counts and no aliasing at run time are assumed;
* a loop whose header llc left without an IR name is counted as scalar (elements 1) and not a remainder.
* loop metadata is honoured: the kernels carry ``llvm.loop.unroll.disable`` (clang's ``-fno-unroll-loops``), which
  makes the vectorizer keep interleave count 1 (s_vec2: VF 8, 0.273 cycles/element; without that metadata VF 8 x IC 2,
  0.261). A fission that copies the loop metadata to every new loop keeps the comparison fair.

Measured here (2 busy shared cores, ``test/inputs/loopdist/kernels.ll``, skylake): one :func:`function_cost` call
takes 45-70 ms (median; ~90 ms at worst under load): opt ~20 ms, llc ~25 ms, llvm-mca ~10 ms, Python <1 ms.
Cycles per element for a handful of kernels (all 46 in ``test/inputs/loopdist/KERNELS.md``): as compiled, after
LLVM's own ``loop-distribute`` forced on (:func:`llvm_loop_distribute`), and for a hand-distributed C version:

================  ========  ==============  ==========  =======================================================
kernel            original  LLVM loop-dist  hand split  note
================  ========  ==============  ==========  =======================================================
s_rec_indep       4.10      4.26 (split)    4.26        fused loop latency-bound by the fadd chain: no gain
s_scan_select     4.10      4.23 (split)    --          same pattern with a select recurrence
q_rec_indep       4.10      4.26 (split)    --          may-alias pointers: LLVM versions the loop
s_lex_backward    2.16      2.16 (refused)  0.35        needs S2's loop first; LLVM keeps program order
s_lex_forward     2.20      2.20 (refused)  0.35        LV refuses (store-to-load forwarding hazard)
s_rec_div         6.18      6.18 (refused)  5.36        divss throughput-bound fused loop
s_int_scan        2.09      2.09 (refused)  1.27        1-cycle integer scan + vector loop
s_vec2            0.27 (V)  0.27            --          already vectorized
================  ========  ==============  ==========  =======================================================

LLVM's loop-distribute splits only 4 of the 46 kernels (``s_rec_indep``, ``s_rec_indep_n``, ``s_scan_select``,
``q_rec_indep``) and none of them gets cheaper under this model; it refuses the others with ``CantIsolateUnsafeDeps``
or ``MemOpsCanBeVectorized``.
"""
from __future__ import annotations

import os
import tempfile

from mlbridge_llvm.ir.tools import find_tool
from mlbridge_llvm.outcomes import mca
from mlbridge_llvm.outcomes.mca import FunctionCycles as CostReport
from mlbridge_llvm.outcomes.mca import LoopCycles as LoopCost
from mlbridge_llvm.outcomes.mca import NoLoopError, strip_target_attributes
from mlbridge_llvm.outcomes.tools import TIMEOUT, run_tool
from mlbridge_llvm.pipeline_syntax import split_pipeline

__all__ = ["DEFAULT_VECTORIZE_PIPELINE", "DEFAULT_CPU", "MCA_ITERATIONS", "LoopCost", "CostReport", "NoLoopError",
           "o3_around", "split_pipeline", "pipeline_after_pass", "function_cost", "functions_cost",
           "llvm_loop_distribute", "strip_target_attributes", "vectorized_ir"]

#: The vector part of LLVM 22's -O2 function pipeline, without unrolling and SLP. Loop-load-elim turns recurrences
#: through memory that stayed scalar into register recurrences, so llvm-mca (which ignores memory dependences) sees
#: their latency chain.
DEFAULT_VECTORIZE_PIPELINE = ("function(loop-simplify,lcssa,loop(loop-rotate),loop-vectorize,loop-load-elim,"
                              "instcombine<no-verify-fixpoint>,simplifycfg)")
#: The CPU the pass's cost model simulates (its committed figures were measured with it).
DEFAULT_CPU = "skylake"
MCA_ITERATIONS = mca.MCA_ITERATIONS


def _keep_globals(pipeline: str) -> bool:
    """-O3 (or its tail) may delete stores to internal arrays nobody reads (the kernels write globals): with any
    other pipeline than :data:`DEFAULT_VECTORIZE_PIPELINE` every global variable stays public (that pipeline's
    tables predate this and keep internalizing)."""
    return pipeline != DEFAULT_VECTORIZE_PIPELINE


def vectorized_ir(ir: str, function: str, *, cpu: str = DEFAULT_CPU, pipeline: str = DEFAULT_VECTORIZE_PIPELINE,
                  workdir: str | None = None) -> str:
    """The module reduced to ``function`` (plus what it uses) after ``pipeline`` (opt -mcpu=cpu)."""
    return mca.optimized_ir(ir, [function], cpu=cpu, pipeline=pipeline, keep_globals=_keep_globals(pipeline),
                            workdir=workdir)


def o3_around(at: str = "loop-distribute") -> tuple[str, str]:
    """LLVM 22's ``default<O3>`` cut around ``at`` (:func:`mlbridge_llvm.outcomes.mca.pipeline_around`): the pipeline
    up to the pass's position (where the kernels are taken) and the rest of -O3 after it (what the real build does
    with the loop the pass leaves; :func:`function_cost` with ``pipeline=`` the second half)."""
    return mca.pipeline_around(at, "O3")


def pipeline_after_pass(kind: str) -> str:
    """What compiles the loop after the pass, by name: ``o3``, the rest of ``default<O3>`` after ``loop-distribute``
    (:func:`o3_around`; the pass's own setting), or ``vectorize``, :data:`DEFAULT_VECTORIZE_PIPELINE` (the earlier
    one)."""
    if kind not in ("o3", "vectorize"):
        raise ValueError(f"unknown pipeline {kind!r} (o3 or vectorize)")
    return o3_around()[1] if kind == "o3" else DEFAULT_VECTORIZE_PIPELINE


def function_cost(ir: str, function: str, *, cpu: str = DEFAULT_CPU,
                  pipeline: str = DEFAULT_VECTORIZE_PIPELINE) -> CostReport:
    """Steady-state llvm-mca cycles per original loop iteration of ``function`` in module ``ir`` after ``pipeline``.

    Raises IRError if the function is missing or has no loop, PipelineError if a tool fails or times out.
    """
    return mca.function_loop_cycles(ir, function, cpu=cpu, pipeline=pipeline, keep_globals=_keep_globals(pipeline),
                                    trip_counts=False)


def functions_cost(ir: str, functions: list[str], *, cpu: str = DEFAULT_CPU,
                   pipeline: str = DEFAULT_VECTORIZE_PIPELINE, no_loop_ok: bool = False) -> dict[str, CostReport]:
    """:func:`function_cost` of several functions of one module with one ``opt``, one ``llc`` and one ``llvm-mca``
    call (:func:`mlbridge_llvm.outcomes.mca.functions_loop_cycles`): the same figures, for a fraction of the time
    when the functions are variants of one loop (:mod:`.search`); with ``no_loop_ok`` a function without a loop gets
    an infinite cost (unknown: never preferred)."""
    return mca.functions_loop_cycles(ir, functions, cpu=cpu, pipeline=pipeline, keep_globals=_keep_globals(pipeline),
                                     no_loop_ok=no_loop_ok, trip_counts=False)


def llvm_loop_distribute(ir: str, *, timeout: float = TIMEOUT) -> str:
    """The module after LLVM 22's own ``loop-distribute`` forced on for every innermost loop.

    ``opt -passes='function(loop-distribute)' -enable-loop-distribute`` (checked in LLVM 22: without the flag the
    explicitly requested pass distributes nothing; per-loop ``llvm.loop.distribute.enable`` metadata works too). The
    pass only distributes loops whose memory accesses are not vectorizable as a whole and whose unsafe dependences it
    can isolate in program order (it never reorders statements, and merges partitions that would duplicate loads).
    """
    with tempfile.TemporaryDirectory(prefix="ldist-") as tmp:
        src, out = os.path.join(tmp, "in.ll"), os.path.join(tmp, "out.ll")
        with open(src, "w") as fh:
            fh.write(ir)
        run_tool([find_tool("opt"), "-enable-loop-distribute", "-passes=function(loop-distribute)", "-S", src, "-o",
                  out], "opt loop-distribute", timeout)
        with open(out) as fh:
            return fh.read()
