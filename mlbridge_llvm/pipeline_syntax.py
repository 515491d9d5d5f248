"""Pipeline text syntax shared by LLVM and MLIR pipelines, with no other dependency (the IR layer uses it too)."""
from __future__ import annotations

from .errors import PipelineError

#: Between two steps of a replay string (one ``opt -passes=`` text equal to running each step as a pipeline of its own):
#: drop every cached analysis, as a fresh pass-manager run does (GlobalsAA survives ``invalidate<all>``: it must be
#: abandoned by name). Used by poset-rl's replays and the gym environments' ``commandline()``.
REPLAY_SEPARATOR = ",invalidate<all>,invalidate<globals-aa>,"


def split_top_level(pipeline: str) -> list[str]:
    """Split at commas outside ``()``, ``<>`` and ``{}`` (LLVM and MLIR pass options); raises :class:`PipelineError`
    on unbalanced brackets or empty elements."""
    items, depth, start = [], 0, 0
    for i, ch in enumerate(pipeline):
        if ch in "(<{":
            depth += 1
        elif ch in ")>}":
            depth -= 1
            if depth < 0:
                raise PipelineError(f"unbalanced '{ch}' at offset {i} in pipeline {pipeline!r}")
        elif ch == "," and depth == 0:
            items.append(pipeline[start:i].strip())
            start = i + 1
    if depth != 0:
        raise PipelineError(f"unbalanced brackets in pipeline {pipeline!r}")
    items.append(pipeline[start:].strip())
    if any(not item for item in items):
        raise PipelineError(f"empty pass name in pipeline {pipeline!r}")
    return items
