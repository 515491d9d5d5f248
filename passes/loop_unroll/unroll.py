"""``ml-loop-unroll``: per innermost loop, leave unrolling to LLVM, disable it, or unroll by 2, 4 or 8.

The pass decides and LLVM does the work: each decision is ``!llvm.loop`` metadata on the loop's latches
(``llvm.loop.unroll.disable`` or ``llvm.loop.unroll.count N``, :mod:`.actions`), which LLVM's own unroller honours
when ``default<O2>``/``default<O3>`` runs after the pass (``mlbridge-opt -passes='ml-loop-unroll,default<O3>'``;
``mlbridge-cc --mlbridge-passes=ml-loop-unroll,default -O3``, where the pass sees the front end's unoptimized
bitcode). The pass itself changes nothing else.

The questions (:func:`questions`) are read from a copy of the module brought into the form LLVM's unroller sees
(:data:`CANONICALIZE_PIPELINE`: registers instead of stack slots, rotated loops, SCEV's trip counts), so the model
sees the same loop whether the pass runs on a front end's output or on optimized IR. Each loop of the copy is tagged
first (``!llvm.loop`` property :data:`LOOP_ID`, its index among the module's loops), so the answer goes back to the
very loop it was asked about; a loop the canonical form removes or merges is not asked about. A loop that already
carries an unroll property (a ``#pragma unroll``) is left as the user wrote it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import numpy as np

from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_llvm.ir.loops import CANONICALIZE_PIPELINE, Loop, innermost_loops, loops

from .actions import UNROLL_PREFIX, Action
from .features import loop_features

__all__ = ["CANONICALIZE_PIPELINE", "LOOP_ID", "Question", "apply", "questions"]

#: The ``!llvm.loop`` property that names a loop of the copy after the original it came from.
LOOP_ID = "mlbridge.loop.id"


@dataclass
class Question:
    """One innermost loop the model is asked about (or why it is not: ``skip``)."""

    index: int
    """The loop's place among every loop of the original module (:func:`mlbridge_llvm.ir.loops.loops` order)."""
    function: str
    header: str
    """The header's label in the original module."""
    features: np.ndarray | None
    """The model's input row (None when skipped)."""
    trip_count: int | None = None
    skip: str = ""
    """Why the loop is not asked about: ``pragma`` (it has unroll metadata already), empty otherwise."""


def questions(module: CModule, canonicalize: bool = True) -> list[Question]:
    """The innermost loops of ``module`` to decide, with their features (module doc). ``module`` is not changed."""
    originals = loops(module)
    if not originals:
        return []
    copy = module.clone()
    try:
        for i, lp in enumerate(loops(copy)):
            lp.set_metadata(copy, [(LOOP_ID, i)])
        if canonicalize:
            copy.run_passes(CANONICALIZE_PIPELINE)
        sizes = {fn.name: fn.num_instructions for fn in copy.functions()}
        out: list[Question] = []
        for lp in innermost_loops(copy):
            index = lp.properties(copy).get(LOOP_ID)
            if not isinstance(index, int) or not 0 <= index < len(originals):
                continue  # a loop the canonical form made (none expected): nothing to map it back to
            original = originals[index]
            if any(name.startswith(UNROLL_PREFIX) for name in original.properties(module)):
                out.append(Question(index, original.function, original.name, None, lp.trip.exact, skip="pragma"))
                continue
            out.append(Question(index, original.function, original.name, loop_features(copy, lp, sizes[lp.function]),
                                lp.trip.exact))
        return sorted(out, key=lambda q: q.index)
    finally:
        copy.dispose()


def apply(module: CModule, decisions: Iterable[tuple[Question, Action]]) -> None:
    """Write each decision's metadata on the loop it was asked about (properties already there are kept)."""
    originals: list[Loop] | None = None
    for question, action in decisions:
        if not action.metadata:
            continue
        if originals is None:
            originals = loops(module)
        originals[question.index].set_metadata(module, action.metadata)
