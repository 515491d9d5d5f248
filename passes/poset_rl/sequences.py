"""POSET-RL's two published action spaces, translated from LLVM 10's legacy pass manager to LLVM 22 pipelines.

POSET-RL (Jain et al., ISPASS'22) cuts LLVM 10's ``-Oz`` pipeline into sub-sequences and lets a policy order them.
Its C++ (``PassManagerBuilder::customPopulate*`` in IITH-Compilers/ml-llvm-project) defines 15 "manual" pieces and
34 "ODG" pieces (paths of the Oz Dependence Graph; the set the integrated pass used). :data:`MANUAL_LEGACY` and
:data:`ODG_LEGACY` hold them with LLVM 10's pass names; :data:`MANUAL` and :data:`ODG` are the LLVM 22 new-PM
pipeline strings this kit runs (``CModule.run_passes`` / ``opt -passes=``).

The translation is mechanical (:func:`translate`), so every change is in one table (:data:`LEGACY_TO_NEW`) and
the rules below; ``docs/poset_rl_sequences.md`` is rendered from this module (:func:`render_markdown`).

* **Pass names.** ``loop-unswitch`` -> ``simple-loop-unswitch``, ``functionattrs`` -> ``function-attrs`` (CGSCC),
  ``rpo-functionattrs`` -> ``rpo-function-attrs``, ``inliner`` -> ``inline`` (CGSCC), ``simple-loop-unroll``
  (legacy ``createSimpleLoopUnrollPass``, full unrolling only) -> ``loop-unroll-full``, ``loop-unroll`` ->
  ``loop-unroll<O2>`` (Oz's speed-up level is 2), ``early-cse-memssa`` -> ``early-cse<memssa>``.
* **Removed passes.** ``prune-eh`` (removed in LLVM 16; ``function-attrs`` infers ``nounwind``) and ``barrier``
  (``BarrierNoop``, a no-op that only stopped the legacy PM from nesting passes) are dropped; a barrier still
  closes the current CGSCC/function nest. ``attributor`` is dropped: LLVM 10 added it to the Oz pipeline but it was
  off by default (``-attributor-disable=true``), so it never changed the IR.
* **Options that reproduce LLVM 10's Oz behaviour.** ``instcombine<no-verify-fixpoint>`` (LLVM 22's default
  aborts the process when it misses its fixpoint, which happens when sub-sequences run out of the usual order),
  ``simplifycfg<switch-range-to-icmp>`` (LLVM 10 always turned switch ranges into compares), the late
  ``simplifycfg`` with LLVM 10's ``createCFGSimplificationPass(1, true, true, false, true)`` options,
  ``loop-rotate<no-header-duplication>`` (Oz rotated without header duplication),
  ``loop-vectorize<interleave-forced-only;vectorize-forced-only>`` (Oz never vectorised or interleaved unless
  forced).
* **Nesting.** Consecutive function passes share one ``function(...)``; consecutive loop passes share one
  ``loop(...)`` inside it, ``loop-mssa(...)`` when it holds ``licm`` (LICM requires MemorySSA in LLVM 22; LLVM 10's
  LICM used it too). Function (and loop) passes that directly follow ``inline``/``function-attrs`` run inside the
  same CGSCC walk, ``cgscc(inline,function-attrs,function(...))``, as the legacy PM nested a FunctionPass added
  after a CallGraphSCCPass into its CGSCC pass manager.
* **globals-aa.** ``globals-aa`` (an analysis in the new PM) -> ``require<globals-aa>``.
* **Replay.** POSET-RL applied each sub-sequence in its own pass-manager run (one ``opt`` per action; the
  integrated pass, one legacy PassManager per action), and so does this kit (one ``run_passes`` per action).
  In a single ``opt -passes=a,b`` run, analyses cached by ``a`` would still be used by ``b``, and the result can
  differ: 9 of 240 random sequences over the corpus did. ``invalidate<all>`` between sub-sequences fixes the
  ScalarEvolution-style cases but not GlobalsAA, which the new PM keeps unless it is abandoned by name (2 of 240
  still differed); so the replay string of a chosen sequence (:func:`replay_pipeline`) separates sub-sequences
  with ``invalidate<all>,invalidate<globals-aa>``, and ``opt -passes=<replay>`` reproduces the step-by-step
  result exactly (tested; 480 random sequences over the corpus agree).
* **always_inline.** The pass (not the action spaces) runs ``always-inline`` before the first sub-sequence when the
  module defines an ``always_inline`` function, as clang does at every ``-O`` level (:func:`prelude_for`); its
  replay string then starts with it (:func:`with_prelude`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Sequence

from mlbridge_llvm.errors import ConfigError
from mlbridge_llvm.pipeline_syntax import REPLAY_SEPARATOR  # noqa: F401 - part of this module's API

# ---- the published action spaces, LLVM 10 legacy names ----------------------------------------------------------
#: The 15 "manual" sub-sequences (the Oz pipeline cut into 15 pieces). FPM passes first, then MPM passes.
MANUAL_LEGACY: tuple[tuple[str, ...], ...] = (
    ("simplifycfg", "sroa", "early-cse", "lower-expect", "forceattrs", "inferattrs", "mem2reg"),
    ("ipsccp", "called-value-propagation", "attributor", "globalopt"),
    ("deadargelim", "instcombine", "simplifycfg"),
    ("prune-eh", "inliner", "functionattrs", "barrier"),
    ("sroa", "early-cse-memssa", "speculative-execution", "jump-threading", "correlated-propagation"),
    ("simplifycfg", "instcombine", "tailcallelim", "simplifycfg", "reassociate"),
    ("loop-rotate", "licm", "loop-unswitch", "simplifycfg", "instcombine"),
    ("indvars", "loop-idiom", "loop-deletion", "simple-loop-unroll"),
    ("mldst-motion", "gvn", "memcpyopt", "sccp", "bdce", "instcombine", "jump-threading", "correlated-propagation",
     "dse"),
    ("licm", "adce", "simplifycfg", "instcombine"),
    ("barrier", "elim-avail-extern", "rpo-functionattrs", "globalopt", "globaldce", "globals-aa", "float2int",
     "lower-constant-intrinsics"),
    ("loop-rotate", "loop-distribute", "loop-vectorize"),
    ("loop-load-elim", "instcombine", "simplifycfg-late", "instcombine"),
    ("loop-unroll", "instcombine", "licm", "alignment-from-assumptions"),
    ("strip-dead-prototypes", "globaldce", "constmerge", "loop-sink", "instsimplify", "div-rem-pairs", "simplifycfg"),
)

_EARLY = ("simplifycfg", "prune-eh", "inliner", "functionattrs", "sroa", "early-cse", "lower-expect", "forceattrs",
          "inferattrs", "ipsccp", "called-value-propagation", "attributor", "globalopt")
_FPM_MPM = ("simplifycfg", "sroa", "early-cse", "lower-expect", "forceattrs", "inferattrs", "ipsccp",
            "called-value-propagation", "attributor", "globalopt")
_TAIL_CONSTMERGE = ("globaldce", "globals-aa", "constmerge")
_TAIL_FLOAT2INT = ("globaldce", "globals-aa", "float2int", "lower-constant-intrinsics")
_TAIL_DEADARG = ("mem2reg", "deadargelim")
_LATE_MODULE = ("instcombine", "barrier", "elim-avail-extern", "rpo-functionattrs", "globalopt")
_SIMPLIFY = ("sroa", "early-cse-memssa", "speculative-execution", "jump-threading", "correlated-propagation")

#: The 34 "ODG" sub-sequences (paths of the Oz Dependence Graph).
ODG_LEGACY: tuple[tuple[str, ...], ...] = (
    _LATE_MODULE + _TAIL_CONSTMERGE,                                                      # 0
    _LATE_MODULE + _TAIL_FLOAT2INT,                                                       # 1
    _LATE_MODULE + _TAIL_DEADARG,                                                         # 2
    ("instcombine", "jump-threading", "correlated-propagation", "dse"),                   # 3
    ("instcombine", "jump-threading", "correlated-propagation"),                          # 4
    ("instcombine",),                                                                     # 5
    ("instcombine", "tailcallelim"),                                                      # 6
    ("indvars", "loop-idiom", "loop-deletion", "simple-loop-unroll"),                     # 7
    ("indvars", "loop-idiom", "loop-deletion", "simple-loop-unroll", "mldst-motion", "gvn", "memcpyopt", "sccp",
     "bdce"),                                                                             # 8
    ("licm", "adce"),                                                                     # 9
    ("licm", "alignment-from-assumptions", "strip-dead-prototypes") + _TAIL_CONSTMERGE,   # 10
    ("licm", "alignment-from-assumptions", "strip-dead-prototypes") + _TAIL_FLOAT2INT,    # 11
    ("licm", "loop-unswitch"),                                                            # 12
    ("loop-rotate", "licm", "adce"),                                                      # 13
    ("loop-rotate", "licm", "alignment-from-assumptions", "strip-dead-prototypes") + _TAIL_CONSTMERGE,  # 14
    ("loop-rotate", "licm", "alignment-from-assumptions", "strip-dead-prototypes") + _TAIL_FLOAT2INT,   # 15
    ("loop-rotate", "licm", "loop-unswitch"),                                             # 16
    ("loop-rotate", "loop-distribute", "loop-vectorize"),                                 # 17
    ("loop-sink", "instsimplify", "div-rem-pairs", "simplifycfg"),                        # 18
    ("loop-unroll",),                                                                     # 19
    ("simple-loop-unroll", "mldst-motion", "gvn", "memcpyopt", "sccp", "bdce"),           # 20
    ("loop-load-elim",),                                                                  # 21
    ("simplifycfg-late",),                                                                # 22
    _EARLY + _TAIL_CONSTMERGE + ("barrier",),                                             # 23
    _EARLY + _TAIL_FLOAT2INT + ("barrier",),                                              # 24
    _EARLY + _TAIL_DEADARG + ("barrier",),                                                # 25
    ("simplifycfg", "prune-eh", "inliner", "functionattrs") + _SIMPLIFY + ("dse", "barrier"),  # 26
    ("simplifycfg", "prune-eh", "inliner", "functionattrs") + _SIMPLIFY + ("barrier",),        # 27
    ("simplifycfg", "reassociate"),                                                       # 28
    _FPM_MPM + _TAIL_CONSTMERGE,                                                          # 29
    _FPM_MPM + _TAIL_FLOAT2INT,                                                           # 30
    _FPM_MPM + _TAIL_DEADARG,                                                             # 31
    ("simplifycfg",) + _SIMPLIFY + ("dse",),                                              # 32
    ("simplifycfg",) + _SIMPLIFY,                                                         # 33
)

# ---- the translation table ----------------------------------------------------------------------------------------
_LATE_SIMPLIFYCFG = ("simplifycfg<bonus-inst-threshold=1;forward-switch-cond;switch-range-to-icmp;switch-to-lookup;"
                     "no-keep-loops;hoist-common-insts;sink-common-insts>")


@dataclass(frozen=True)
class PassMapping:
    """How one LLVM 10 legacy pass is written in LLVM 22: its level, its new-PM text ('' = dropped) and why."""

    legacy: str
    level: str  # "module" | "cgscc" | "function" | "loop" | "barrier" | "drop"
    new: str
    note: str = ""


_MAPPINGS = (
    # module passes
    PassMapping("forceattrs", "module", "forceattrs"),
    PassMapping("inferattrs", "module", "inferattrs"),
    PassMapping("ipsccp", "module", "ipsccp"),
    PassMapping("called-value-propagation", "module", "called-value-propagation"),
    PassMapping("globalopt", "module", "globalopt"),
    PassMapping("deadargelim", "module", "deadargelim"),
    PassMapping("elim-avail-extern", "module", "elim-avail-extern"),
    PassMapping("rpo-functionattrs", "module", "rpo-function-attrs", "renamed"),
    PassMapping("globaldce", "module", "globaldce"),
    PassMapping("globals-aa", "module", "require<globals-aa>", "an analysis in the new PM: computed with require<>"),
    PassMapping("strip-dead-prototypes", "module", "strip-dead-prototypes"),
    PassMapping("constmerge", "module", "constmerge"),
    PassMapping("attributor", "drop", "", "dropped: in LLVM 10's Oz pipeline but disabled by default"),
    PassMapping("barrier", "barrier", "", "dropped (BarrierNoop); still ends the current CGSCC/function nest"),
    # CGSCC passes
    PassMapping("prune-eh", "drop", "", "dropped: removed in LLVM 16 (function-attrs infers nounwind)"),
    PassMapping("inliner", "cgscc", "inline", "renamed; following function passes nest in its CGSCC walk"),
    PassMapping("functionattrs", "cgscc", "function-attrs", "renamed"),
    # function passes
    PassMapping("simplifycfg", "function", "simplifycfg<switch-range-to-icmp>",
                "LLVM 10 always converted switch ranges to icmp"),
    PassMapping("simplifycfg-late", "function", _LATE_SIMPLIFYCFG,
                "LLVM 10's late createCFGSimplificationPass(1, true, true, false, true)"),
    PassMapping("sroa", "function", "sroa", "default preserve-cfg, as LLVM 10's SROA"),
    PassMapping("early-cse", "function", "early-cse"),
    PassMapping("early-cse-memssa", "function", "early-cse<memssa>", "renamed to an option"),
    PassMapping("lower-expect", "function", "lower-expect"),
    PassMapping("mem2reg", "function", "mem2reg"),
    PassMapping("instcombine", "function", "instcombine<no-verify-fixpoint>",
                "LLVM 22 aborts when instcombine misses its fixpoint; LLVM 10 did not check"),
    PassMapping("tailcallelim", "function", "tailcallelim"),
    PassMapping("reassociate", "function", "reassociate"),
    PassMapping("speculative-execution", "function", "speculative-execution"),
    PassMapping("jump-threading", "function", "jump-threading"),
    PassMapping("correlated-propagation", "function", "correlated-propagation"),
    PassMapping("dse", "function", "dse"),
    PassMapping("mldst-motion", "function", "mldst-motion"),
    PassMapping("gvn", "function", "gvn"),
    PassMapping("memcpyopt", "function", "memcpyopt"),
    PassMapping("sccp", "function", "sccp"),
    PassMapping("bdce", "function", "bdce"),
    PassMapping("adce", "function", "adce"),
    PassMapping("float2int", "function", "float2int"),
    PassMapping("lower-constant-intrinsics", "function", "lower-constant-intrinsics"),
    PassMapping("loop-distribute", "function", "loop-distribute"),
    PassMapping("loop-vectorize", "function", "loop-vectorize<interleave-forced-only;vectorize-forced-only>",
                "Oz never vectorised or interleaved unless forced"),
    PassMapping("loop-load-elim", "function", "loop-load-elim"),
    PassMapping("alignment-from-assumptions", "function", "alignment-from-assumptions"),
    PassMapping("loop-sink", "function", "loop-sink"),
    PassMapping("instsimplify", "function", "instsimplify"),
    PassMapping("div-rem-pairs", "function", "div-rem-pairs"),
    PassMapping("loop-unroll", "function", "loop-unroll<O2>", "Oz's speed-up level is 2"),
    # loop passes
    PassMapping("loop-rotate", "loop", "loop-rotate<no-header-duplication>", "Oz rotated without header duplication"),
    PassMapping("licm", "loop", "licm", "needs MemorySSA: its loop nest becomes loop-mssa(...)"),
    PassMapping("loop-unswitch", "loop", "simple-loop-unswitch", "renamed (trivial unswitching, as Oz did)"),
    PassMapping("indvars", "loop", "indvars"),
    PassMapping("loop-idiom", "loop", "loop-idiom"),
    PassMapping("loop-deletion", "loop", "loop-deletion"),
    PassMapping("simple-loop-unroll", "loop", "loop-unroll-full", "legacy SimpleLoopUnroll = full unrolling only"),
)

#: Legacy pass name -> its LLVM 22 form.
LEGACY_TO_NEW: dict[str, PassMapping] = {m.legacy: m for m in _MAPPINGS}


def translate(legacy: Sequence[str]) -> str:
    """The LLVM 22 pipeline text for one legacy sub-sequence (rules in the module docstring)."""
    out: list[str] = []          # top-level items
    cgscc: list[str] | None = None  # open cgscc(...) items
    func: list[str] | None = None   # open function(...) items
    loop: list[str] | None = None   # open loop(...) items
    needs_mssa = False

    def close_loop() -> None:
        nonlocal loop, needs_mssa
        if loop:
            assert func is not None
            func.append(f"{'loop-mssa' if needs_mssa else 'loop'}({','.join(loop)})")
        loop, needs_mssa = None, False

    def close_function() -> None:
        nonlocal func
        close_loop()
        if func:
            (cgscc if cgscc is not None else out).append(f"function({','.join(func)})")
        func = None

    def close_cgscc() -> None:
        nonlocal cgscc
        close_function()
        if cgscc:
            out.append(f"cgscc({','.join(cgscc)})")
        cgscc = None

    for name in legacy:
        try:
            m = LEGACY_TO_NEW[name]
        except KeyError:
            raise ConfigError(f"no LLVM 22 translation for legacy pass {name!r}") from None
        if m.level == "drop":
            continue
        if m.level == "barrier":
            close_cgscc()
        elif m.level == "module":
            close_cgscc()
            out.append(m.new)
        elif m.level == "cgscc":
            close_function()
            if cgscc is None:
                cgscc = []
            cgscc.append(m.new)
        elif m.level == "function":
            close_loop()
            if func is None:
                func = []
            func.append(m.new)
        else:  # loop
            if func is None:
                func = []
            if loop is None:
                loop = []
            loop.append(m.new)
            needs_mssa |= name == "licm"
    close_cgscc()
    return ",".join(out)


#: LLVM 22 pipeline strings, one per action.
MANUAL: tuple[str, ...] = tuple(translate(s) for s in MANUAL_LEGACY)
ODG: tuple[str, ...] = tuple(translate(s) for s in ODG_LEGACY)

SPACES: dict[str, tuple[str, ...]] = {"odg": ODG, "manual": MANUAL}
LEGACY_SPACES: dict[str, tuple[tuple[str, ...], ...]] = {"odg": ODG_LEGACY, "manual": MANUAL_LEGACY}


def action_space(space: str) -> tuple[str, ...]:
    """The pipeline strings of ``space`` (``"odg"``: 34 actions, ``"manual"``: 15)."""
    try:
        return SPACES[space]
    except KeyError:
        raise ConfigError(f"unknown POSET-RL action space {space!r}; choose one of {sorted(SPACES)}") from None


def gym_action_spaces() -> dict[str, tuple[str, ...]]:
    """The sub-sequence spaces as the gym environments' action spaces (``MLPass.action_spaces``)."""
    return {"PosetRlOdg": ODG, "PosetRlManual": MANUAL}


#: What ``poset-rl`` runs before the first sub-sequence when the module defines an ``alwaysinline`` function (option
#: ``always-inline``, on by default; :func:`prelude_for`).
ALWAYS_INLINE_PRELUDE = "always-inline"


def prelude_for(module: Any, honour: bool = True) -> str:
    """The prelude of a poset-rl run on ``module`` (a CModule): :data:`ALWAYS_INLINE_PRELUDE` when ``honour`` and
    the module defines an ``alwaysinline`` function, else ``""``.

    Why: clang honours ``always_inline`` at every ``-O`` level (``-O0`` runs the always-inliner), and so does
    ``default<Oz>``. Many sub-sequence orders run no inliner, and a plan without one leaves every call to an
    ``always_inline`` helper in place: it is how ``lz4.o`` came out 5x smaller than Oz's, and how libbase64's codec
    came out 22% smaller and 21% slower (23 of the 25 calls left in its loops were to ``always_inline`` helpers).
    A programmer's ``always_inline`` is a request, not a size heuristic to search over."""
    from mlbridge_llvm.ir.llvmc.attributes import defines_function_with

    return ALWAYS_INLINE_PRELUDE if honour and defines_function_with(module, "alwaysinline") else ""


def with_prelude(prelude: str, pipeline: str) -> str:
    """One replay string: ``prelude`` then ``pipeline`` (either may be empty), joined as sub-sequences are."""
    return REPLAY_SEPARATOR.join(p for p in (prelude, pipeline) if p)


def replay_pipeline(space: str, actions: Sequence[int]) -> str:
    """The single ``opt -passes=`` string equal to applying ``actions`` one after the other ('' if none).

    Sub-sequences are joined with :data:`REPLAY_SEPARATOR` (see the module docstring, "Replay")."""
    seqs = action_space(space)
    for a in actions:
        if not 0 <= int(a) < len(seqs):
            raise ConfigError(f"action {a} outside [0, {len(seqs)}) of space {space!r}")
    return REPLAY_SEPARATOR.join(seqs[int(a)] for a in actions)


def render_markdown() -> str:
    """The translation table as Markdown (``docs/poset_rl_sequences.md`` is this text)."""
    lines = ["# POSET-RL action spaces: LLVM 10 legacy pass manager -> LLVM 22 new pass manager", "",
             "Generated from `passes/poset_rl/sequences.py` (`python -m mlbridge_passes.poset_rl.sequences > "
             "docs/poset_rl_sequences.md`); a unit test checks this file is up to date and that every pipeline "
             "below parses and runs in LLVM 22.", "",
             "## Rules", ""]
    doc = (__doc__ or "").split("translation is mechanical", 1)[1].split("\n\n", 1)[1]
    lines += [re.sub(r":\w+:`", "`", ln).replace("``", "`") for ln in doc.strip().splitlines()]
    lines += ["", "## Per pass", "", "| LLVM 10 (legacy) | level | LLVM 22 (new PM) | change |", "|---|---|---|---|"]
    for m in _MAPPINGS:
        new = f"`{m.new}`" if m.new else "(dropped)"
        lines.append(f"| `{m.legacy}` | {m.level} | {new} | {m.note or 'same'} |")
    for space, title in (("manual", "15 manual sub-sequences"), ("odg", "34 ODG sub-sequences")):
        lines += ["", f"## {title} (`space={space}`)", "", "| # | LLVM 10 passes | LLVM 22 pipeline |", "|---|---|---|"]
        for i, (leg, new) in enumerate(zip(LEGACY_SPACES[space], SPACES[space])):
            lines.append(f"| {i} | {', '.join(leg)} | `{new}` |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":  # pragma: no cover
    import sys

    sys.stdout.write(render_markdown())  # python -m mlbridge_passes.poset_rl.sequences > docs/poset_rl_sequences.md
