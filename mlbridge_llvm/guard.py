"""Size guards for ML passes: keep a baseline compilation when the pass's own result is not smaller.

A pass that changes ``ctx.module`` and also has the module as a baseline pipeline would leave it (``default<Oz>``,
LLVM's own inliner) compares the two by the kit's ``.text`` measure: codegen -O2 with the module's relocation model
(``pic`` when clang marked it PIC, as ``mlbridge-corpus run`` reads it from the ``.cmd``). Used by ``ml-inline``
(``guard=size``) and ``poset-rl`` (``measure=N``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GuardResult:
    """What a guard measured and kept."""

    kept_baseline: bool
    pass_text: int
    baseline_text: int
    reloc: str


def keep_smaller(ctx: Any, baseline_bitcode: bytes, reloc: str = "auto", ties_to_baseline: bool = True,
                 baseline_text: int | None = None) -> GuardResult:
    """Compare ``ctx.module`` (the pass's result) with the baseline's bitcode and make the baseline the pass's result
    (:meth:`~mlbridge_llvm.passes.PassContext.replace_module`) when it is smaller, or as small and
    ``ties_to_baseline``. ``reloc``: a relocation model, or ``auto`` for the module's own. ``baseline_text``: the
    baseline's ``.text`` when the caller already measured it with this ``reloc`` (saves a code generation)."""
    from .ir.codegen import text_size_of_bitcode
    from .ir.llvmc import CModule

    reloc = ctx.module.relocation_model if reloc == "auto" else reloc
    pass_text = text_size_of_bitcode(ctx.module.to_bitcode(), reloc)
    if baseline_text is None:
        baseline_text = text_size_of_bitcode(baseline_bitcode, reloc)
    kept_baseline = baseline_text < pass_text or (ties_to_baseline and baseline_text == pass_text)
    if kept_baseline:
        ctx.replace_module(CModule.parse_bitcode(baseline_bitcode, ctx.input_name))
    return GuardResult(kept_baseline, pass_text, baseline_text, reloc)
