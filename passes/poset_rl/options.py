"""``poset-rl``'s options, parsed once for both modes into one :class:`PosetOptions`.

The guard has one meaning in both modes: ``guard=size`` (the default) also runs the ``baseline`` pipeline (default
``default<Oz>``), compiles the ML result and the baseline's (codegen -O2, the ``measure-reloc`` relocation model),
and keeps the baseline unless the ML result's ``.text`` is strictly smaller; ``guard=none`` is the model alone (the
published method: no code generation). ``measure=N`` is plan mode's own: how many of the critic's preferred plans
are compiled and compared (default 1, the critic's choice; with ``guard=none`` and no ``measure``, nothing is
compiled). Kept from 0.1.0 as shorthands of ``guard=none``: ``measure=0`` (both modes) and ``baseline=none``. Policy
mode has one candidate, so ``measure`` there is 0 or 1 only (``measure=5`` is an error, no longer the same as 1).

``guard=cheap`` (plan mode only; issue #29's cheap guard): the baseline's module is one more candidate the critic
ranks. When the critic ranks it first, it is kept and nothing is compiled; otherwise the critic's ``measure``
preferred plans and the baseline are compiled and the smallest kept, as ``guard=size``. Either way the output is
never larger than the baseline's by the guard's measure; code generation runs only where the critic predicts a gain.

``always-inline=1`` (the default, both modes): when the module defines an ``always_inline`` function, the pass runs
``always-inline`` before the first sub-sequence (:func:`.sequences.prelude_for`: why), and the replay string starts
with it. The guard's baseline still runs on the module as given. ``always-inline=0`` is the published method, which
may leave ``always_inline`` calls in place (kept to reproduce earlier figures).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mlbridge_llvm.errors import ConfigError

from .sequences import action_space

#: Sub-sequences applied at most in policy mode when ``steps=`` is not given.
DEFAULT_STEPS = 15
GUARDS = ("size", "none", "cheap")
MODES = ("policy", "plan")
RELOC_MODELS = ("auto", "default", "static", "pic", "dynamicnopic")
#: The guard's baseline pipeline when ``baseline=`` is not given.
DEFAULT_BASELINE = "default<Oz>"


def _int(ctx: Any, key: str, default: int | None) -> int | None:
    raw = ctx.options.get(key)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        value = -1
    if value < 0:
        raise ConfigError(f"poset-rl<{key}={raw}>: expected a non-negative integer")
    return value


@dataclass(frozen=True)
class PosetOptions:
    """One invocation's options (see the module docstring)."""

    space: str = "odg"
    mode: str = "policy"
    steps: int = DEFAULT_STEPS
    guard: bool = True
    baseline: str = DEFAULT_BASELINE
    measure: int = 1  # plan mode: plans compiled and compared (0: the critic's choice, nothing compiled)
    reloc: str = "auto"
    plans: int | None = None  # plan mode: only the first N plans
    plan_file: str = ""
    cheap: bool = False  # guard=cheap: the critic ranks the baseline too; compile only when it prefers a plan
    always_inline: bool = True  # always-inline=1: honour always_inline before the first sub-sequence

    @classmethod
    def from_context(cls, ctx: Any) -> "PosetOptions":
        """Parse and check every option of ``ctx`` once (ConfigError in one line naming the option)."""
        space = ctx.options.get("space", "odg")
        action_space(space)  # an unknown space is refused before any model is loaded
        mode = ctx.options.get("mode", "policy")
        if mode not in MODES:
            raise ConfigError(f"poset-rl<mode={mode}>: expected policy (default) or plan")
        guard_raw = ctx.options.get("guard")
        if guard_raw is not None and guard_raw not in GUARDS:
            raise ConfigError(f"poset-rl<guard={guard_raw}>: expected size (default), cheap or none")
        if guard_raw == "cheap" and mode != "plan":
            raise ConfigError("poset-rl<guard=cheap>: plan mode's guard (the critic ranks the baseline too); use "
                              "mode=plan, or guard=size in policy mode")
        baseline = ctx.options.get("baseline", DEFAULT_BASELINE).strip()
        measure = _int(ctx, "measure", None)
        # the 0.1.0 shorthands of guard=none
        off = [k for k, v in (("measure=0", measure == 0), ("baseline=none", baseline in ("", "none"))) if v]
        if off and guard_raw in ("size", "cheap"):
            raise ConfigError(f"poset-rl<guard={guard_raw};{off[0]}>: {off[0]} turns the guard off; give one or the "
                              "other")
        guard = (guard_raw or ("none" if off else "size")) in ("size", "cheap")
        if mode == "policy" and measure not in (None, 0, 1):
            raise ConfigError(f"poset-rl<measure={measure}>: policy mode has one candidate (measure is plan mode's "
                              "count of plans to compile); use guard=size or guard=none")
        if mode == "plan":
            measure = (1 if guard else 0) if measure is None else measure  # guard on: measure >= 1 (0 turns it off)
        else:
            measure = 1 if guard else 0
        reloc = ctx.options.get("measure-reloc", "auto")
        if reloc not in RELOC_MODELS:
            raise ConfigError(f"poset-rl<measure-reloc={reloc}>: expected one of {', '.join(RELOC_MODELS)}")
        honour = ctx.options.get("always-inline", "1")
        if honour not in ("0", "1"):
            raise ConfigError(f"poset-rl<always-inline={honour}>: expected 1 (default: honour always_inline first) "
                              "or 0 (the published method)")
        return cls(space=space, mode=mode, steps=_int(ctx, "steps", DEFAULT_STEPS), guard=guard,
                   baseline=baseline if guard else "", measure=measure, reloc=reloc,
                   plans=_int(ctx, "plans", None), plan_file=ctx.options.get("plan-file", ""),
                   cheap=guard_raw == "cheap", always_inline=honour == "1")

    @property
    def baseline_pipeline(self) -> str | None:
        """The guard's baseline pipeline, or None when the guard is off."""
        return self.baseline if self.guard else None

    def relocation_model(self, module: Any) -> str:
        """The relocation model of the guard's compiles: ``auto`` is the module's own (``pic`` when clang marked it
        ``PIC Level``, as ``mlbridge-corpus run`` measures it from the ``.cmd``)."""
        return module.relocation_model if self.reloc == "auto" else self.reloc
