"""Mixed pipelines: LLVM (or MLIR) pass pipeline text with ML passes spliced in.

``function(sroa),poset-rl<space=manual>,default<O2>`` splits at top-level commas into items; an item whose name
is a registered ML pass runs that plug-in, and each run of consecutive other items is handed to LLVM as one
pipeline string (``LLVMRunPasses``) or to MLIR's pass manager, so LLVM parses and validates its own part.
"""
from __future__ import annotations

from dataclasses import dataclass
from .errors import PipelineError
from .passes import MLPass, registry
from .pipeline_syntax import split_top_level


@dataclass
class Segment:
    """Either a native pipeline string or one ML pass with its options."""

    text: str
    ml_pass: MLPass | None = None
    options: dict[str, str] | None = None

    @property
    def is_ml(self) -> bool:
        return self.ml_pass is not None

    def describe(self) -> str:
        if self.ml_pass is None:
            return self.text
        opts = ";".join(f"{k}={v}" for k, v in (self.options or {}).items())
        return f"{self.ml_pass.name}<{opts}>" if opts else self.ml_pass.name


def _ml_item(item: str, ir: str) -> tuple[MLPass, dict[str, str]] | None:
    name, _, rest = item.partition("<")
    ml_pass = registry().get(name.strip())
    if ml_pass is None:
        return None
    if ml_pass.ir != ir:
        raise PipelineError(f"ML pass {ml_pass.name!r} works on {ml_pass.ir.upper()} input, not {ir.upper()}")
    options: dict[str, str] = {}
    if rest:
        if not rest.endswith(">"):
            raise PipelineError(f"malformed options in {item!r}: expected {name}<key=value;...>")
        for part in filter(None, (p.strip() for p in rest[:-1].split(";"))):
            key, eq, value = part.partition("=")
            if key not in ml_pass.options:
                known = ", ".join(sorted(ml_pass.options)) or "none"
                raise PipelineError(f"unknown option {key!r} for ML pass {ml_pass.name!r} (options: {known})")
            options[key] = value if eq else "true"
    return ml_pass, options


def parse(pipeline: str, ir: str = "llvm") -> list[Segment]:
    """Segments of a mixed pipeline (native runs merged, ML passes separate)."""
    if not pipeline.strip():
        raise PipelineError("empty pipeline")
    segments: list[Segment] = []
    native: list[str] = []
    for item in split_top_level(pipeline):
        ml = _ml_item(item, ir)
        if ml is None:
            native.append(item)
            continue
        if native:
            segments.append(Segment(",".join(native)))
            native = []
        segments.append(Segment(item, ml[0], ml[1]))
    if native:
        segments.append(Segment(",".join(native)))
    return segments
