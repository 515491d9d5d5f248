"""Optimization remarks: one record per ML decision, written as JSON lines or LLVM-style YAML.

A :class:`Remark` says which pass decided what where (function, call site, loop), from which features digest,
with which advice, and whether the decision was applied or refused (and why). Lit tests FileCheck them, corpus
reports aggregate them, and training scripts read them back.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, Iterable, Sequence

import numpy as np

#: LLVM's remark kinds: a decision that was applied, one that was refused, and pure analysis output.
KINDS = ("Passed", "Missed", "Analysis")
#: ``Function`` written for a remark that names none: LLVM's remark parsers (``llvm-remarkutil``, opt-viewer)
#: reject a YAML remark without Type, Pass, Name and Function. The kit's own passes always name one (the function
#: decided about, or the module's name for module-level decisions); this only covers a plug-in that does not.
NO_FUNCTION = "<module>"


@dataclass
class Remark:
    """One decision of an ML pass."""

    pass_name: str
    name: str  # what kind of decision, e.g. "Inlined", "SubSequence", "Distribution"
    function: str = ""
    kind: str = "Passed"
    args: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able dict (numpy values converted)."""
        d = asdict(self)
        d["args"] = {k: _plain(v) for k, v in self.args.items()}
        return d


def _plain(v: Any) -> Any:
    if isinstance(v, np.ndarray):
        return v.tolist()
    if isinstance(v, np.generic):
        return v.item()
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    return v


def to_jsonl(remarks: Iterable[Remark]) -> str:
    """JSON lines, one remark per line."""
    return "".join(json.dumps(r.to_dict(), sort_keys=True) + "\n" for r in remarks)


def to_yaml(remarks: Sequence[Remark], module: str = NO_FUNCTION) -> str:
    """LLVM's optimization-remark YAML (``--- !Passed`` documents with Pass/Name/Function/Args).

    Every document has a ``Function`` (LLVM requires one): a remark without a function gets ``module`` (the
    module's name when the caller knows it, else :data:`NO_FUNCTION`). The result passes
    ``llvm-remarkutil yaml2bitstream`` (tested for every pass).
    """
    out = []
    for r in remarks:
        lines = [f"--- !{r.kind}", f"Pass:            {r.pass_name}", f"Name:            {r.name}",
                 f"Function:        {_yaml_scalar(r.function or module or NO_FUNCTION)}"]
        if r.args:
            lines.append("Args:")
            for k, v in r.args.items():
                lines.append(f"  - {k}: {_yaml_scalar(json.dumps(_plain(v)) if not isinstance(v, str) else v)}")
        lines.append("...")
        out.append("\n".join(lines) + "\n")
    return "".join(out)


def _yaml_scalar(s: str) -> str:
    """``s`` as a YAML scalar: plain when that is unambiguous, else single-quoted (a lone ``-`` would start a list)."""
    if s and s != "-" and all(c.isalnum() or c in "_.-$@" for c in s):
        return s
    return "'" + s.replace("'", "''") + "'"

