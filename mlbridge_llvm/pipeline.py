"""Mixed pipelines: LLVM (or MLIR) pass pipeline text with ML passes spliced in.

``function(sroa),poset-rl<space=manual>,default<O2>`` splits at top-level commas into items; an item whose name
is a registered ML pass runs that plug-in, and each run of consecutive other items is handed to LLVM as one
pipeline string (``LLVMRunPasses``) or to MLIR's pass manager, so LLVM parses and validates its own part.

A misspelled ML pass option is refused with the closest option (``did you mean 'guard'?``); an item that is not an
ML pass but close to one's name (``ml-inlin``) is checked with LLVM (or MLIR) on an empty module right away, and if
it refuses the name too, the error says which ML pass was probably meant.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import MLBridgeError, PipelineError
from .passes import MLPass, close_match, did_you_mean, registry
from .pipeline_syntax import split_top_level

#: The pass name at the start of a pipeline item (``ml-inline<...>``, ``function(...)``, ``default<O2>``).
_NAME = re.compile(r"\s*([\w.-]+)")


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
                raise PipelineError(f"unknown option {key!r} for ML pass {ml_pass.name!r}"
                                    f"{did_you_mean(key, ml_pass.options)} (options: {known})")
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
            _check_near_miss(item, ir)
            native.append(item)
            continue
        if native:
            segments.append(Segment(",".join(native)))
            native = []
        segments.append(Segment(item, ml[0], ml[1]))
    if native:
        segments.append(Segment(",".join(native)))
    return segments


def _check_near_miss(item: str, ir: str) -> None:
    """Raise a one-line :class:`PipelineError` with a "did you mean" when ``item`` is not an ML pass, its name is
    close to one's, and LLVM (MLIR for ``ir="mlir"``) does not know it either; otherwise nothing."""
    m = _NAME.match(item)
    if m is None:
        return
    names = [name for name in registry() if name != m.group(1)]
    meant = close_match(m.group(1), names)
    if meant is None:
        return
    refused = _native_error(item, ir)
    if refused is not None:
        raise PipelineError(f"{refused} (did you mean the ML pass {meant!r}?)")


def _native_error(item: str, ir: str) -> str | None:
    """LLVM's (or MLIR's) error for the pipeline ``item`` alone on an empty module, None if it accepts it (or when
    no check can be made here: MLIR without its bindings)."""
    check = "<pipeline check>"
    try:
        if ir == "mlir":
            from .ir.mlir import build_pass_manager, load_mlir

            build_pass_manager(load_mlir("", check).context, item)
        else:
            from .ir.llvmc import CModule

            with CModule.parse_ir("", check) as module:
                module.run_passes(item)
    except PipelineError as e:
        text = str(e)
        for prefix in (f"pipeline '{item}' failed on {check}: ", f"invalid pass pipeline {item!r}: "):
            if text.startswith(prefix):
                return text[len(prefix):]
        return text
    except MLBridgeError:
        return None
    return None
