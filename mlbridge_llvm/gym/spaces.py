"""gymnasium spaces for the LLVM environments: the named action spaces and the value spaces of observations.

:class:`ActionSpace` is a ``Discrete`` whose actions have names and CompilerGym-style flags (``.names``, ``.flags``,
``.pipelines``), built from :mod:`.passes` (``PassesAll``: the LLVM 22 passes; ``PassesAllLLVM10``: CompilerGym's
flags that LLVM 22 still has) or from poset-rl's sub-sequences (``PosetRlOdg``, ``PosetRlManual``).
:meth:`ActionSpace.from_commandline` turns an ``opt -passes=...`` line written by ``env.commandline()`` back into
actions. Observations that are not arrays (IR text, bitcode, a list of run times, nothing) get small spaces of their
own, which gymnasium's vector environments batch as tuples.
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from ..pipeline_syntax import REPLAY_SEPARATOR

from ..errors import ConfigError
from ..rl.env import import_gym

gym = import_gym()


class TextSpace(gym.spaces.Space):
    """Any ``str`` (textual IR, a digest)."""

    def __init__(self) -> None:
        super().__init__(None, None)

    def contains(self, x: Any) -> bool:
        """True for a ``str``."""
        return isinstance(x, str)

    def sample(self, mask: Any = None, probability: Any = None) -> str:
        """An empty string (IR cannot be sampled)."""
        return ""

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"

    def __eq__(self, other: object) -> bool:  # the subclasses' too: another of this space's class (or a subclass)
        return isinstance(other, type(self))


class BytesSpace(TextSpace):
    """Any ``bytes`` (bitcode)."""

    def contains(self, x: Any) -> bool:
        """True for ``bytes``."""
        return isinstance(x, (bytes, bytearray))

    def sample(self, mask: Any = None, probability: Any = None) -> bytes:  # type: ignore[override]
        """Empty bytes."""
        return b""


class NoneSpace(TextSpace):
    """No observation (``observation_space=None``, CompilerGym's default): the value is ``None``."""

    def contains(self, x: Any) -> bool:
        """True for ``None``."""
        return x is None

    def sample(self, mask: Any = None, probability: Any = None) -> None:  # type: ignore[override]
        """None."""
        return None


class FloatSequence(TextSpace):
    """A float64 array of any length (``Runtime``: one entry per run)."""

    def contains(self, x: Any) -> bool:
        """True for a 1-D array of non-negative floats."""
        return isinstance(x, np.ndarray) and x.ndim == 1 and bool(np.all(x >= 0))

    def sample(self, mask: Any = None, probability: Any = None) -> np.ndarray:  # type: ignore[override]
        """An empty array."""
        return np.zeros(0)


def box(low: float, high: float, shape: tuple[int, ...], dtype: Any) -> Any:
    """``gymnasium.spaces.Box``."""
    return gym.spaces.Box(low, high, shape, dtype)


def scalar(dtype: Any, high: float | None = None) -> Any:
    """A 0-d ``Box`` of ``dtype`` from 0 to ``high`` (its type's maximum when None)."""
    top = high if high is not None else (np.iinfo(dtype).max if np.issubdtype(dtype, np.integer) else np.inf)
    return gym.spaces.Box(0, top, (), dtype)


class ActionSpace(gym.spaces.Discrete):
    """``Discrete(n)`` whose action ``i`` has a name (``names[i]``), a CompilerGym flag (``flags[i]``) and the
    pipeline one step runs (``pipelines[i]``)."""

    def __init__(self, name: str, names: Sequence[str], pipelines: Sequence[str], seed: int | None = None) -> None:
        if len(names) != len(pipelines) or not names:
            raise ConfigError(f"action space {name}: {len(names)} names for {len(pipelines)} pipelines")
        super().__init__(len(names), seed=seed)
        self.name = name
        self.names: list[str] = list(names)
        self.flags: list[str] = [f"-{n}" for n in names]
        self.pipelines: list[str] = list(pipelines)
        self._by_pipeline = {p: i for i, p in enumerate(self.pipelines)}

    def __repr__(self) -> str:
        return f"ActionSpace({self.name}, n={self.n})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ActionSpace) and other.name == self.name and other.pipelines == self.pipelines

    def __hash__(self) -> int:
        return hash((self.name, self.n))

    def index(self, name_or_flag: str) -> int:
        """The action called ``name`` or ``-name``; ConfigError if this space has none."""
        key = name_or_flag[1:] if name_or_flag.startswith("-") else name_or_flag
        try:
            return self.names.index(key)
        except ValueError:
            raise ConfigError(f"action space {self.name} has no action {name_or_flag!r}") from None

    def pipeline_of(self, actions: Sequence[int]) -> str:
        """One ``opt -passes=`` string equal to running ``actions`` one step at a time: ``REPLAY_SEPARATOR``
        (``invalidate<all>,invalidate<globals-aa>``) between them drops every cached analysis (``GlobalsAA`` must be
        named), as one pipeline run per step does (:data:`mlbridge_llvm.pipeline_syntax.REPLAY_SEPARATOR`)."""
        return REPLAY_SEPARATOR.join(self.pipelines[int(a)] for a in actions)

    def from_pipeline(self, pipeline: str) -> list[int]:
        """The actions of a string written by :meth:`pipeline_of` (ConfigError on a step this space lacks)."""
        if not pipeline:
            return []
        out = []
        for part in pipeline.split(REPLAY_SEPARATOR):
            if part not in self._by_pipeline:
                raise ConfigError(f"action space {self.name} has no action running {part!r}")
            out.append(self._by_pipeline[part])
        return out

    def from_commandline(self, commandline: str) -> list[int]:
        """The actions of an ``opt -passes='...' in.bc -o out.bc`` line written by ``env.commandline()``."""
        import shlex

        for word in shlex.split(commandline):
            if word.startswith("-passes="):
                return self.from_pipeline(word[len("-passes="):])
        return []


#: The action spaces of the kit itself; installed ML passes add theirs (``MLPass.action_spaces``: poset-rl's
#: ``PosetRlOdg`` and ``PosetRlManual``), found through the pass registry, never by importing a pass.
BUILTIN_ACTION_SPACES = ("PassesAll", "PassesAllLLVM10")


def contributed_action_spaces() -> dict[str, tuple[str, ...]]:
    """Action spaces the installed ML passes declare: name -> one pipeline string per action."""
    from ..passes import registry

    out: dict[str, tuple[str, ...]] = {}
    passes, _ = registry().load_all()
    for ml_pass in sorted(passes, key=lambda p: p.name):
        if ml_pass.action_spaces is not None:
            out.update(ml_pass.action_spaces())
    return out


def action_space_names() -> tuple[str, ...]:
    """Every action space :func:`action_space` knows: the built-in ones, then those of installed passes."""
    return BUILTIN_ACTION_SPACES + tuple(contributed_action_spaces())


def action_space(name: str = "PassesAll") -> ActionSpace:
    """The action space ``name``: ``PassesAll``, ``PassesAllLLVM10``, or one an installed pass declares
    (``PosetRlOdg``, ``PosetRlManual``)."""
    from .passes import llvm10_actions, llvm22_actions

    if name == "PassesAll":
        acts = llvm22_actions()
        return ActionSpace(name, [a.name for a in acts], [a.pipeline for a in acts])
    if name == "PassesAllLLVM10":
        acts = llvm10_actions()
        return ActionSpace(name, [a.name for a in acts], [a.pipeline for a in acts])
    contributed = contributed_action_spaces()
    if name in contributed:
        pipelines = contributed[name]
        return ActionSpace(name, [f"{name.lower()}-{i}" for i in range(len(pipelines))], list(pipelines))
    raise ConfigError(f"unknown action space {name!r}; known: {', '.join(action_space_names())}")
