"""The LLVM 22 passes an agent can apply one at a time, generated from LLVM's own pass registry.

The list is read from ``opt --print-passes`` of the LLVM 22 the kit runs (:func:`registry`: the wheel's ``opt``,
found by :func:`mlbridge_llvm.ir.tools.find_tool`), section by section: module, CGSCC, function, loop-nest and loop
passes (analyses and machine passes are not actions). Every registered pass is either an action or excluded with a
reason (:data:`EXCLUDED` and :func:`exclusion`); ``test_gym.py`` checks that nothing the wheel's ``opt`` registers
is left unclassified, so a new LLVM's passes must be classified before they appear.

Each action runs as one new-PM pipeline (:func:`spelling`): a function pass nested in ``function(...)``, a loop
pass in ``function(loop(...))`` (``loop-mssa(...)`` for ``licm``/``lnicm``, which require MemorySSA), a CGSCC pass in
``cgscc(...)``; ``instcombine`` is spelled ``instcombine<no-verify-fixpoint>`` because LLVM 22's default aborts the
process when it misses its fixpoint, which happens when passes run out of their usual order.

:data:`LLVM10_FLAGS` maps CompilerGym's 124 LLVM 10 flags (its ``PassesAll`` action space, in its order) to the
LLVM 22 pass that does the same job, or says why there is none.
"""
from __future__ import annotations

import functools
import subprocess
from dataclasses import dataclass
from typing import Iterable

from ..errors import ConfigError, ToolNotFoundError

#: Sections of ``opt --print-passes`` that hold passes (not analyses), and the nesting level of their passes.
SECTIONS: dict[str, str] = {
    "Module passes:": "module", "Module passes with params:": "module",
    "CGSCC passes:": "cgscc", "CGSCC passes with params:": "cgscc",
    "Function passes:": "function", "Function passes with params:": "function",
    "LoopNest passes:": "loopnest", "Loop passes:": "loop", "Loop passes with params:": "loop",
}
#: Reasons a registered pass is not an action, by category.
NOT_A_TRANSFORM = "prints, verifies or counts; does not transform the IR"
INSTRUMENTS = "instrumentation: adds run-time checks, profiling or sanitizer code"
NEEDS_INPUT = "needs an input the environment does not have (a profile, a summary index, whole-program view)"
CODEGEN = "lowering for code generation or for another target (run by llc or a GPU pipeline, not an IR optimization)"
PIPELINE = "a whole pipeline, not one pass"
CHANGES_PROGRAM = "changes what the module defines or exports (extracts, renames or internalizes symbols)"
ANALYSIS_ONLY = "recomputes an analysis only"
DEBUG_INFO = "edits debug information only"

#: Registered passes that are not actions, with the reason (prefix rules are in :func:`exclusion`).
EXCLUDED: dict[str, str] = {
    **{n: NOT_A_TRANSFORM for n in (
        "aa-eval", "pa-eval", "instcount", "count-visits", "func-properties-stats", "kernel-info",
        "annotation-remarks", "transform-warning", "check-debugify", "debugify", "prof-verify", "helloworld",
        "invalidate<all>", "lint", "canon-freeze")},
    **{n: INSTRUMENTS for n in (
        "asan", "msan", "hwasan", "tsan", "tsan-module", "dfsan", "nsan", "rtsan", "tysan", "sancov-module",
        "sanmd-module", "memprof", "memprof-module", "pgo-instr-gen", "instrprof", "ctx-instr-gen", "ctx-instr-lower",
        "insert-gcov-profiling", "pseudo-probe", "jmc-instrumenter", "cfguard", "kcfi", "safe-stack",
        "stack-protector", "bounds-checking", "alloc-token", "ee-instrument", "cross-dso-cfi", "assign-guid",
        "lower-allow-check", "embed-bitcode", "add-discriminators", "move-auto-init")},
    **{n: NEEDS_INPUT for n in (
        "sample-profile", "pgo-instr-use", "memprof-use", "memprof-context-disambiguation",
        "memprof-remove-attributes", "function-import", "pgo-icall-prom", "pgo-force-function-attrs", "prof-inject",
        "pgo-memop-opt", "ctx-prof-flatten", "ctx-prof-flatten-prethinlink", "wholeprogramdevirt", "lowertypetests",
        "simplify-type-tests", "noinline-nonprevailing", "norecurse-lto-inference", "fatlto-cleanup",
        "pseudo-probe-update", "chr")},
    **{n: CODEGEN for n in (
        "codegenprepare", "atomic-expand", "dwarf-eh-prepare", "sjlj-eh-prepare", "wasm-eh-prepare",
        "win-eh-prepare", "expand-memcmp", "expand-reductions", "interleaved-access", "interleaved-load-combine",
        "indirectbr-expand", "pre-isel-intrinsic-lowering", "scalarize-masked-mem-intrin", "select-optimize",
        "typepromotion", "complex-deinterleaving", "callbr-prepare", "replace-with-veclib", "gc-lowering",
        "shadow-stack-gc-lowering", "place-safepoints", "rewrite-statepoints-for-gc", "strip-gc-relocates",
        "free-machine-function", "expand-ir-insts", "structurizecfg", "fix-irreducible", "unify-loop-exits",
        "dxil-upgrade", "hipstdpar-interpose-alloc", "hipstdpar-math-fixup", "hipstdpar-select-accelerator-code",
        "lower-emutls", "lower-global-dtors", "lower-ifunc", "declare-runtime-libcalls", "expand-variadics",
        "global-merge", "hardware-loops", "objc-arc", "objc-arc-contract", "objc-arc-expand", "infer-address-spaces",
        "sandbox-vectorizer", "loop-idiom-vectorize", "loop-term-fold")},
    **{n: PIPELINE for n in (
        "default", "thinlto-pre-link", "thinlto", "lto-pre-link", "lto", "fatlto-pre-link", "function-simplification",
        "module-inline", "inliner-wrapper", "inliner-wrapper-no-mandatory-first", "scc-oz-module-inliner",
        "inliner-ml-advisor-release", "extra-vector-passes", "extra-simple-loop-unswitch-passes")},
    **{n: CHANGES_PROGRAM for n in (
        "extract-blocks", "loop-extract", "internalize", "metarenamer", "rewrite-symbols", "normalize",
        "global-merge-func", "cg-profile")},
    **{n: ANALYSIS_ONLY for n in ("recompute-globalsaa",)},
    **{n: DEBUG_INFO for n in ("declare-to-assign", "strip-nonlinetable-debuginfo", "annotation2metadata")},
}
_PREFIX_RULES = (("print", NOT_A_TRANSFORM), ("dot-", NOT_A_TRANSFORM), ("view-", NOT_A_TRANSFORM),
                 ("verify", NOT_A_TRANSFORM), ("no-op-", NOT_A_TRANSFORM), ("trigger-", NOT_A_TRANSFORM))

#: How one step runs a pass whose bare name would not do (see the module docstring).
SPELLING: dict[str, str] = {"instcombine": "instcombine<no-verify-fixpoint>"}
#: Loop passes that require MemorySSA (``loop-mssa(...)``).
NEEDS_MSSA = frozenset({"licm", "lnicm"})
#: Parameterised variants that are actions of their own, beside the pass with its default parameters.
VARIANTS: tuple[tuple[str, str], ...] = (("function", "early-cse<memssa>"), ("loop", "simple-loop-unswitch<nontrivial>"))


@dataclass(frozen=True)
class PassAction:
    """One action: ``name`` (unique; the LLVM 22 pass name, level-qualified if the name repeats), its ``level``,
    and the ``pipeline`` one step runs (its CompilerGym-style flag, ``-name``, is the space's:
    :attr:`~mlbridge_llvm.gym.spaces.ActionSpace.flags`)."""

    name: str
    level: str
    pipeline: str


def parse_print_passes(text: str) -> list[tuple[str, str]]:
    """``(level, name)`` of every pass in ``opt --print-passes`` output, in its order (parameters stripped:
    ``instcombine<no-verify-fixpoint;...>`` -> ``instcombine``; ``print<structural-hash><...>`` keeps its own name)."""
    out: list[tuple[str, str]] = []
    level: str | None = None
    with_params = False
    for line in text.splitlines():
        if not line.startswith(" "):
            level = SECTIONS.get(line.strip())
            with_params = "with params" in line
            continue
        if level is None or not line.strip():
            continue
        name = line.strip()
        if with_params and name.endswith(">"):
            name = name[:name.rfind("<", 0, len(name) - 1)] if name.count("<") > 1 else name.split("<", 1)[0]
        out.append((level, name))
    return out


@functools.lru_cache(maxsize=None)
def registry(opt: str | None = None) -> tuple[tuple[str, str], ...]:
    """``(level, name)`` of every pass the LLVM 22 ``opt`` registers (the wheel's unless ``opt`` is given)."""
    from ..ir.tools import find_tool

    tool = opt or find_tool("opt")
    try:
        proc = subprocess.run([tool, "--print-passes"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise ToolNotFoundError(f"cannot run {tool} --print-passes: {e}") from None
    if proc.returncode != 0:
        raise ToolNotFoundError(f"{tool} --print-passes failed: {proc.stderr.strip()[-200:]}")
    return tuple(parse_print_passes(proc.stdout))


def exclusion(name: str) -> str | None:
    """Why the registered pass ``name`` is not an action (None: it is one)."""
    base = name.split("<", 1)[0]
    if name in EXCLUDED or base in EXCLUDED:
        return EXCLUDED.get(name) or EXCLUDED[base]
    for prefix, reason in _PREFIX_RULES:
        if name.startswith(prefix):
            return reason
    return None


def spelling(level: str, name: str) -> str:
    """The pipeline that runs pass ``name`` of ``level`` once on a whole module (module docstring)."""
    body = SPELLING.get(name, name)
    if level == "module":
        return body
    if level == "cgscc":
        return f"cgscc({body})"
    if level == "function":
        return f"function({body})"
    if level in ("loop", "loopnest"):
        adaptor = "loop-mssa" if name.split("<", 1)[0] in NEEDS_MSSA else "loop"
        return f"function({adaptor}({body}))"
    raise ConfigError(f"unknown pass level {level!r}")


def _actions(entries: Iterable[tuple[str, str]]) -> list[PassAction]:
    seen: dict[str, PassAction] = {}
    for level, name in entries:
        if exclusion(name) is not None:
            continue
        if name in seen and seen[name].level == level:  # listed twice at one level (with and without parameters)
            continue
        key = name if name not in seen else f"{level}-{name}"
        seen[key] = PassAction(key, level, spelling(level, name))
    return list(seen.values())


@functools.lru_cache(maxsize=None)
def llvm22_actions(opt: str | None = None) -> tuple[PassAction, ...]:
    """The actions of the ``PassesAll`` space: registered passes in registry order, then :data:`VARIANTS`."""
    return tuple(_actions([*registry(opt), *VARIANTS]))


# ---- CompilerGym's LLVM 10 flags ---------------------------------------------------------------------------------
GONE_CONSTPROP = "removed in LLVM 12 (ConstantPropagation); instsimplify and sccp do its job"
GONE_DIE = "removed in LLVM 12 (DeadInstElimination); dce does its job"
GONE_IPCONSTPROP = "removed in LLVM 12 (IPConstantPropagation); ipsccp does its job"
GONE_PRUNE_EH = "removed in LLVM 16 (PruneEH); function-attrs infers nounwind"
GONE_BARRIER = "legacy pass manager only (BarrierNoop: a no-op that stopped pass nesting)"
GONE_REROLL = "removed in LLVM 19 (LoopReroll)"

#: CompilerGym's LLVM 10 flags (its ``PassesAll`` action space, in its order) -> ``(level, LLVM 22 pass)`` or the
#: reason there is none. Renames: ``-flattencfg`` -> ``flatten-cfg``, ``-loweratomic`` -> ``lower-atomic``,
#: ``-lowerinvoke`` -> ``lower-invoke``, ``-lowerswitch`` -> ``lower-switch``, ``-functionattrs`` ->
#: ``function-attrs`` (CGSCC), ``-rpo-functionattrs`` -> ``rpo-function-attrs``, ``-early-cse-memssa`` ->
#: ``early-cse<memssa>``, ``-loop-unswitch`` (removed in LLVM 15; it unswitched non-trivially) ->
#: ``simple-loop-unswitch<nontrivial>``, ``-loop-guard-widening`` -> the loop pass ``guard-widening``,
#: ``-sancov`` -> ``sancov-module``, ``-post-inline-ee-instrument`` -> ``ee-instrument<post-inline>``.
LLVM10_FLAGS: dict[str, tuple[str, str] | str] = {
    "-add-discriminators": ("function", "add-discriminators"), "-adce": ("function", "adce"),
    "-aggressive-instcombine": ("function", "aggressive-instcombine"),
    "-alignment-from-assumptions": ("function", "alignment-from-assumptions"),
    "-always-inline": ("module", "always-inline"), "-argpromotion": ("cgscc", "argpromotion"),
    "-attributor": ("module", "attributor"), "-barrier": GONE_BARRIER, "-bdce": ("function", "bdce"),
    "-break-crit-edges": ("function", "break-crit-edges"), "-simplifycfg": ("function", "simplifycfg"),
    "-callsite-splitting": ("function", "callsite-splitting"),
    "-called-value-propagation": ("module", "called-value-propagation"),
    "-canonicalize-aliases": ("module", "canonicalize-aliases"), "-consthoist": ("function", "consthoist"),
    "-constmerge": ("module", "constmerge"), "-constprop": GONE_CONSTPROP, "-coro-cleanup": ("module", "coro-cleanup"),
    "-coro-early": ("module", "coro-early"), "-coro-elide": ("function", "coro-elide"),
    "-coro-split": ("cgscc", "coro-split"), "-correlated-propagation": ("function", "correlated-propagation"),
    "-cross-dso-cfi": ("module", "cross-dso-cfi"), "-deadargelim": ("module", "deadargelim"),
    "-dce": ("function", "dce"), "-die": GONE_DIE, "-dse": ("function", "dse"), "-reg2mem": ("function", "reg2mem"),
    "-div-rem-pairs": ("function", "div-rem-pairs"), "-early-cse-memssa": ("function", "early-cse<memssa>"),
    "-early-cse": ("function", "early-cse"), "-elim-avail-extern": ("module", "elim-avail-extern"),
    "-ee-instrument": ("function", "ee-instrument"), "-flattencfg": ("function", "flatten-cfg"),
    "-float2int": ("function", "float2int"), "-forceattrs": ("module", "forceattrs"), "-inline": ("cgscc", "inline"),
    "-insert-gcov-profiling": ("module", "insert-gcov-profiling"), "-gvn-hoist": ("function", "gvn-hoist"),
    "-gvn": ("function", "gvn"), "-globaldce": ("module", "globaldce"), "-globalopt": ("module", "globalopt"),
    "-globalsplit": ("module", "globalsplit"), "-guard-widening": ("function", "guard-widening"),
    "-hotcoldsplit": ("module", "hotcoldsplit"), "-ipconstprop": GONE_IPCONSTPROP, "-ipsccp": ("module", "ipsccp"),
    "-indvars": ("loop", "indvars"), "-irce": ("function", "irce"),
    "-infer-address-spaces": ("function", "infer-address-spaces"), "-inferattrs": ("module", "inferattrs"),
    "-inject-tli-mappings": ("function", "inject-tli-mappings"), "-instsimplify": ("function", "instsimplify"),
    "-instcombine": ("function", "instcombine"), "-instnamer": ("function", "instnamer"),
    "-jump-threading": ("function", "jump-threading"), "-lcssa": ("function", "lcssa"), "-licm": ("loop", "licm"),
    "-libcalls-shrinkwrap": ("function", "libcalls-shrinkwrap"),
    "-load-store-vectorizer": ("function", "load-store-vectorizer"),
    "-loop-data-prefetch": ("function", "loop-data-prefetch"), "-loop-deletion": ("loop", "loop-deletion"),
    "-loop-distribute": ("function", "loop-distribute"), "-loop-fusion": ("function", "loop-fusion"),
    "-loop-guard-widening": ("loop", "guard-widening"), "-loop-idiom": ("loop", "loop-idiom"),
    "-loop-instsimplify": ("loop", "loop-instsimplify"), "-loop-interchange": ("loopnest", "loop-interchange"),
    "-loop-load-elim": ("function", "loop-load-elim"), "-loop-predication": ("loop", "loop-predication"),
    "-loop-reroll": GONE_REROLL, "-loop-rotate": ("loop", "loop-rotate"),
    "-loop-simplifycfg": ("loop", "loop-simplifycfg"), "-loop-simplify": ("function", "loop-simplify"),
    "-loop-sink": ("function", "loop-sink"), "-loop-reduce": ("loop", "loop-reduce"),
    "-loop-unroll-and-jam": ("loopnest", "loop-unroll-and-jam"), "-loop-unroll": ("function", "loop-unroll"),
    "-loop-unswitch": ("loop", "simple-loop-unswitch<nontrivial>"), "-loop-vectorize": ("function", "loop-vectorize"),
    "-loop-versioning-licm": ("loop", "loop-versioning-licm"), "-loop-versioning": ("function", "loop-versioning"),
    "-loweratomic": ("function", "lower-atomic"), "-lower-constant-intrinsics": ("function", "lower-constant-intrinsics"),
    "-lower-expect": ("function", "lower-expect"), "-lower-guard-intrinsic": ("function", "lower-guard-intrinsic"),
    "-lowerinvoke": ("function", "lower-invoke"), "-lower-matrix-intrinsics": ("function", "lower-matrix-intrinsics"),
    "-lowerswitch": ("function", "lower-switch"),
    "-lower-widenable-condition": ("function", "lower-widenable-condition"), "-memcpyopt": ("function", "memcpyopt"),
    "-mergefunc": ("module", "mergefunc"), "-mergeicmps": ("function", "mergeicmps"),
    "-mldst-motion": ("function", "mldst-motion"), "-sancov": ("module", "sancov-module"),
    "-name-anon-globals": ("module", "name-anon-globals"), "-nary-reassociate": ("function", "nary-reassociate"),
    "-newgvn": ("function", "newgvn"), "-pgo-memop-opt": ("function", "pgo-memop-opt"),
    "-partial-inliner": ("module", "partial-inliner"),
    "-partially-inline-libcalls": ("function", "partially-inline-libcalls"),
    "-post-inline-ee-instrument": ("function", "ee-instrument<post-inline>"),
    "-functionattrs": ("cgscc", "function-attrs"), "-mem2reg": ("function", "mem2reg"), "-prune-eh": GONE_PRUNE_EH,
    "-reassociate": ("function", "reassociate"), "-redundant-dbg-inst-elim": ("function", "redundant-dbg-inst-elim"),
    "-rpo-functionattrs": ("module", "rpo-function-attrs"),
    "-rewrite-statepoints-for-gc": ("module", "rewrite-statepoints-for-gc"), "-sccp": ("function", "sccp"),
    "-slp-vectorizer": ("function", "slp-vectorizer"), "-sroa": ("function", "sroa"),
    "-scalarizer": ("function", "scalarizer"),
    "-separate-const-offset-from-gep": ("function", "separate-const-offset-from-gep"),
    "-simple-loop-unswitch": ("loop", "simple-loop-unswitch"), "-sink": ("function", "sink"),
    "-speculative-execution": ("function", "speculative-execution"), "-slsr": ("function", "slsr"),
    "-strip-dead-prototypes": ("module", "strip-dead-prototypes"),
    "-strip-debug-declare": ("module", "strip-debug-declare"), "-strip-nondebug": ("module", "strip-nondebug"),
    "-strip": ("module", "strip"), "-tailcallelim": ("function", "tailcallelim"),
    "-mergereturn": ("function", "mergereturn"),
}


def llvm10_actions() -> tuple[PassAction, ...]:
    """The ``PassesAllLLVM10`` space: CompilerGym's flags in its order, those LLVM 22 still has, each run as its
    LLVM 22 pass (the action keeps CompilerGym's flag as its name)."""
    return tuple(PassAction(flag[1:], target[0], spelling(*target))
                 for flag, target in LLVM10_FLAGS.items() if not isinstance(target, str))


def llvm10_to_llvm22(flag: str) -> str:
    """The LLVM 22 pass a CompilerGym flag maps to (``-functionattrs`` -> ``function-attrs``); ConfigError naming
    why when LLVM 22 has none, or when CompilerGym had no such flag."""
    target = LLVM10_FLAGS.get(flag if flag.startswith("-") else f"-{flag}")
    if target is None:
        raise ConfigError(f"{flag!r} is not one of CompilerGym's LLVM 10 flags")
    if isinstance(target, str):
        raise ConfigError(f"{flag}: {target}")
    return target[1]


