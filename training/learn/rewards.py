"""Rewards: what a config's ``[[reward]]`` terms measure, each an outcome of :mod:`mlbridge_llvm.outcomes`.

A term reads the :class:`Artifacts` of one compilation (the result module, its object and its assembly; the pass's own
when it writes them, else compiled here as ``mlbridge-corpus run`` compiles: llvmlite's LLVM 22 code generator,
codegen ``-O2``), so a pass and its baseline are measured the same way:

* ``text``: ``.text`` bytes of the object (:func:`mlbridge_llvm.outcomes.size.object_text_size`);
* ``spills_reloads``: spills plus reloads in the verbose assembly (:func:`mlbridge_llvm.outcomes.spills.count_spills`);
* ``module:function``: any function of the artifacts returning a number (lower is better), e.g. llvm-mca cycles of
  the result's loops (:mod:`mlbridge_llvm.outcomes.mca`).

:func:`cost` turns a module's outcomes into its cost against the baseline's: the sum of ``weight * log((policy +
smoothing) / (baseline + smoothing))`` over the terms (0: as good as the baseline, lower is better).
"""
from __future__ import annotations

import functools
import importlib
import math
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from mlbridge_llvm.errors import ConfigError

__all__ = ["Artifacts", "OUTCOMES", "cost", "measure", "outcome_function"]


def _assembly(bitcode: bytes, opt_level: int, reloc: str) -> str:
    """Verbose assembly (LLVM's ``# N-byte Spill`` comments) of a module, llvmlite's code generator."""
    import llvmlite.binding as llvm

    from mlbridge_llvm.ir import codegen

    codegen.init_native()
    mod = llvm.parse_bitcode(bitcode)
    target = llvm.Target.from_triple(mod.triple or llvm.get_default_triple())
    machine = target.create_target_machine(opt=opt_level, reloc=reloc, codemodel="default")
    machine.set_asm_verbosity(True)
    with codegen.CODEGEN_LOCK:
        return machine.emit_assembly(mod)


@dataclass
class Artifacts:
    """One compilation's results, each made on first use: ``bitcode`` (the result module), ``object``, ``assembly``
    (given when the pass wrote them, else compiled at ``opt_level`` with relocation model ``reloc``)."""

    bitcode: bytes
    opt_level: int = 2
    reloc: str = "default"
    given: dict[str, Any] = field(default_factory=dict)

    @functools.cached_property
    def object(self) -> bytes:
        if "object" in self.given:
            return self.given["object"]
        from mlbridge_llvm.outcomes.size import compile_object

        return compile_object(self.bitcode, self.opt_level, self.reloc)

    @functools.cached_property
    def assembly(self) -> str:
        if "assembly" in self.given:
            return self.given["assembly"]
        return _assembly(self.bitcode, self.opt_level, self.reloc)


def _text(a: Artifacts) -> float:
    from mlbridge_llvm.outcomes.size import object_text_size

    return float(object_text_size(a.object))


def _spills_reloads(a: Artifacts) -> float:
    from mlbridge_llvm.outcomes.spills import count_spills

    return float(sum(count_spills(a.assembly)))


#: the built-in outcomes, by name
OUTCOMES: dict[str, Callable[[Artifacts], float]] = {"text": _text, "spills_reloads": _spills_reloads}


def outcome_function(name: str) -> Callable[[Artifacts], float]:
    """A built-in outcome or ``module:function`` (one-line ConfigError if it cannot be found)."""
    if name in OUTCOMES:
        return OUTCOMES[name]
    module, sep, attr = name.partition(":")
    if not sep:
        raise ConfigError(f"unknown outcome {name!r}: choose one of {sorted(OUTCOMES)} or give module:function")
    try:
        return getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as e:
        raise ConfigError(f"cannot load outcome {name!r}: {e}") from None


def measure(terms: Sequence[Any], artifacts: Artifacts) -> dict[str, float]:
    """Each term's outcome on ``artifacts`` (by outcome name)."""
    return {t.outcome: float(outcome_function(t.outcome)(artifacts)) for t in terms}


def cost(terms: Sequence[Any], policy: Mapping[str, float], baseline: Mapping[str, float]) -> float:
    """A module's cost against the baseline (module docstring); ``inf`` when an outcome cannot be compared (a
    zero with no smoothing)."""
    total = 0.0
    for t in terms:
        p, b = policy[t.outcome] + t.smoothing, baseline[t.outcome] + t.smoothing
        if p <= 0 or b <= 0:
            if p == b:
                continue
            return math.inf
        total += t.weight * math.log(p / b)
    return total
