"""The decisions ``ml-loop-unroll`` can take for one innermost loop, and the ``!llvm.loop`` metadata that carries each
one to LLVM's own unroller (which honours it later in ``default<O2>``/``default<O3>``: the full unroll of the
function simplification pipeline and the runtime unroller after the vectorizer)."""
from __future__ import annotations

from dataclasses import dataclass

from mlbridge_llvm.errors import ConfigError, ModelError

__all__ = ["ACTIONS", "Action", "UNROLL_PREFIX", "action_at", "action_named"]

#: A loop whose ``!llvm.loop`` already has one of these (a user's ``#pragma unroll``) is left as it is.
UNROLL_PREFIX = "llvm.loop.unroll."


@dataclass(frozen=True)
class Action:
    """One answer of the model: its index (the model's output), its name in remarks, its unroll count (0: none)."""

    index: int
    name: str
    count: int

    @property
    def metadata(self) -> list[tuple]:
        """The ``!llvm.loop`` properties that carry the decision (empty: LLVM's own heuristic decides)."""
        if self.name == "llvm":
            return []
        if self.name == "disable":
            return [("llvm.loop.unroll.disable",)]
        return [("llvm.loop.unroll.count", self.count)]


#: The model's answers, by index: leave it to LLVM's heuristic, no unrolling at all, or unroll by 2, 4 or 8.
ACTIONS: tuple[Action, ...] = (Action(0, "llvm", 0), Action(1, "disable", 1), Action(2, "x2", 2), Action(3, "x4", 4),
                               Action(4, "x8", 8))


def action_named(name: str) -> Action:
    """The action called ``name`` (``llvm``, ``disable``, ``x2``, ``x4``, ``x8``); ConfigError otherwise."""
    for action in ACTIONS:
        if action.name == name:
            return action
    raise ConfigError(f"no unroll action {name!r} (one of {', '.join(a.name for a in ACTIONS)})")


def action_at(index: int) -> Action:
    """The action the model's output ``index`` names; ModelError for an index out of range."""
    if not 0 <= index < len(ACTIONS):
        raise ModelError(f"ml-loop-unroll: the model answered {index}, not an action (0..{len(ACTIONS) - 1}: "
                         f"{', '.join(a.name for a in ACTIONS)})")
    return ACTIONS[index]
