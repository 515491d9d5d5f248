"""Whole-program time and size through ``mlbridge-score``'s harness: a thin adapter for a pass or a trainer.

:func:`program_outcome` builds one program with ``mlbridge-cc`` twice, with the front end's own pipeline at an
``-O`` level and with a pipeline holding ML passes, runs the program's own tests on both (a build whose output
differs fails), times its benchmark in interleaved pinned rounds, and returns one :class:`ProgramOutcome`: the
speed-up on CPU time with its 95% interval and verdict, and the ``.text`` ratio. Everything else (fetching and
hash-checking sources, the resumable journal, the lock, the statistics) is ``mlbridge-score``'s
(:func:`mlbridge_llvm.score.run.run_score`); see ``docs/score.md``. A program is a recipe (``docs/score.md``, "Recipe
fields"): a :class:`~mlbridge_llvm.score.recipes.Program`, the name of a shipped one, or a recipe file with one.
"""
from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from typing import Any

from ..errors import ConfigError

__all__ = ["ProgramOutcome", "program_outcome"]


@dataclass(frozen=True)
class ProgramOutcome:
    """A program built with ``pipeline`` against the front end's ``-O`` build: ``speedup`` (baseline CPU time /
    this build's, geometric means), its 95% interval ``ci_low..ci_high``, ``p`` and ``verdict`` (faster, slower or
    no significant difference, at p < 0.05), ``text_ratio`` (this build's ``.text`` / the baseline's), the medians of CPU
    seconds, the repeats ``n``; ``ok`` False with ``error`` when a build, a test or a run failed."""

    program: str
    pipeline: str
    level: str
    ok: bool
    error: str | None
    speedup: float | None
    ci_low: float | None
    ci_high: float | None
    p: float | None
    verdict: str | None
    text_ratio: float | None
    base_cpu_s: float | None
    cpu_s: float | None
    n: int


def _programs(program: Any) -> list[Any]:
    from ..score.recipes import PROGRAMS, Program, find_program, load_recipes

    if isinstance(program, Program):
        return [program]
    if isinstance(program, str) and (program.endswith(".json") or os.sep in program):
        found = load_recipes(program)
        if len(found) != 1:
            raise ConfigError(f"{program}: a recipe file with one program is needed, it has {len(found)}")
        return found
    if isinstance(program, str):
        return [find_program(program, PROGRAMS)]
    raise ConfigError(f"a program is a Program, a shipped program's name or a recipe file, not {program!r}")


def program_outcome(program: Any, pipeline: str, level: str = "z", repeats: int = 5, jobs: int = 2,
                    out: str | None = None, work: str | None = None, timeout: float | None = None) -> ProgramOutcome:
    """Build, test and time ``program`` with ``pipeline`` against the front end's ``-O<level>`` build (module
    doc). ``out``/``work``: keep the report and the builds there (default: a temporary folder, removed)."""
    from ..score.run import configs_from, run_score

    programs = _programs(program)
    configs = configs_from([f"ml={level}:{pipeline}"])
    with tempfile.TemporaryDirectory(prefix="mlbridge-program-") as tmp:
        data = run_score(programs, configs, out or os.path.join(tmp, "out"), work=work or os.path.join(tmp, "work"),
                         repeats=repeats, jobs=jobs, progress=False, timeout=timeout)
    base = next(r for r in data["rows"] if r["baseline"] == "-")
    row = next(r for r in data["rows"] if r["baseline"] != "-")
    ok = row["status"] == "ok" and base["status"] == "ok"
    return ProgramOutcome(programs[0].name, pipeline, level, ok, None if ok else (row["error"] or base["error"]),
                          row["speedup"], row["ci_low"], row["ci_high"], row["p"], row["verdict"], row["text_ratio"],
                          base["median_cpu_s"], row["median_cpu_s"], row["n"])
