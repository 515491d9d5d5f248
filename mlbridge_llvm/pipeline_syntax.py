"""Pipeline text syntax shared by LLVM and MLIR pipelines, with no other dependency (the IR layer uses it too)."""
from __future__ import annotations

import re

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


def split_pipeline(text: str, at: str) -> tuple[str, str]:
    """A textual pass pipeline cut around its pass ``at``: ``(before, after)``, each a valid pipeline on its own
    (the adaptors open at the cut, e.g. ``function<eager-inv>(``, are closed in ``before`` and reopened in
    ``after``), ``at`` itself in neither; ``at`` without parameters also names the pass with any (``loop-unroll``
    cuts at ``loop-unroll<O3>``). ValueError if ``at`` is not a pass of ``text``."""
    depth_names: list[str] = []
    start = i = 0
    while i < len(text):
        ch = text[i]
        if ch == "(":
            depth_names.append(text[start:i])
            start = i + 1
        elif ch in ",)":
            if text[start:i] == at or ("<" not in at and text[start:i].startswith(at + "<")):
                before = text[:start].rstrip(",") + ")" * len(depth_names)
                rest = text[i + 1:] if ch == "," else text[i:]
                return _tidy(before), _tidy("".join(name + "(" for name in depth_names) + rest)
            if ch == ")":
                depth_names.pop()
            start = i + 1
        elif ch == "<":  # parameters: skip to the matching '>'
            i = text.index(">", i)
        i += 1
    if (text[start:] == at or ("<" not in at and text[start:].startswith(at + "<"))) and not depth_names:
        return text[:start].rstrip(","), ""
    raise ValueError(f"{at!r} is not a pass of the pipeline")


_EMPTY_ADAPTOR = re.compile(r"[\w-]+(?:<[^<>()]*>)?\(\)")


def _tidy(pipeline: str) -> str:
    """``pipeline`` without empty adaptors (``loop()``, ``function<eager-inv>()``) and stray commas."""
    while True:
        cleaned = _EMPTY_ADAPTOR.sub("", pipeline)
        cleaned = re.sub(r",{2,}", ",", cleaned).replace("(,", "(").replace(",)", ")").strip(",")
        if cleaned == pipeline:
            return cleaned
        pipeline = cleaned
