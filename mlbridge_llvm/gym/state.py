"""What an episode is, as data: :class:`CompilerEnvState` (CompilerGym's) and what ``validate()`` found."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class CompilerEnvState:
    """An episode that can be replayed: the benchmark's URI, the ``opt -passes=...`` line of its actions
    (``env.commandline()``), its wall time and its reward so far (None without a reward space)."""

    benchmark: str
    commandline: str
    walltime: float = 0.0
    reward: float | None = None

    def to_dict(self) -> dict[str, object]:
        """As a dict (CSV/JSON rows)."""
        return {"benchmark": self.benchmark, "commandline": self.commandline, "walltime": self.walltime,
                "reward": self.reward}


@dataclass
class ValidationResult:
    """What :meth:`LlvmEnv.validate` checked and every error it found (one line each)."""

    state: CompilerEnvState
    walltime: float = 0.0
    checks: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def okay(self) -> bool:
        """True when no check failed."""
        return not self.errors

    def __str__(self) -> str:
        verdict = "✅" if self.okay() else "❌"
        detail = "; ".join(self.errors) if self.errors else ", ".join(self.checks)
        return f"{verdict} {self.state.benchmark}: {detail}"
