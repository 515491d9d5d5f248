"""Figures in Markdown documents written from the JSON a script saved, never typed in.

A document (the README, a model card) holds generated blocks between ``<!-- begin NAME: generated from PATH -->``
and ``<!-- end NAME -->`` (``PATH`` relative to the document). :func:`render` turns each block's JSON into its text
with a renderer (``renderers``: a function from the JSON to ``{block name: text}``, chosen by :func:`render`'s
``pick``), :func:`update` rewrites the blocks, and a test re-renders every block and compares, so a figure in a
document always is the figure in its JSON.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Callable

from .fileio import atomic_write

__all__ = ["BLOCK", "Renderer", "markdown_table", "render", "update"]

BLOCK = re.compile(r"<!-- begin (?P<name>[\w-]+): generated from (?P<report>\S+) -->\n(?P<body>.*?)<!-- end (?P=name) -->",
                   re.S)

#: JSON -> {block name: Markdown text}
Renderer = Callable[[dict[str, Any]], dict[str, str]]


def markdown_table(header: list[str], rows: list[list[Any]]) -> str:
    """A Markdown table (cells as given, ``None`` as ``-``), ending in a newline."""
    def cell(v: Any) -> str:
        return "-" if v is None else str(v)
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def render(doc: str | Path, pick: Callable[[str, dict[str, Any]], Renderer]) -> dict[str, tuple[str, str]]:
    """Each generated block of ``doc``: name -> (text in the document, text rendered from its JSON);
    ``pick(path, data)`` chooses the renderer of a JSON file."""
    doc = Path(doc)
    out: dict[str, tuple[str, str]] = {}
    cache: dict[str, dict[str, str]] = {}
    for m in BLOCK.finditer(doc.read_text()):
        report = m.group("report")
        if report not in cache:
            data = json.loads((doc.parent / report).read_text())
            cache[report] = pick(report, data)(data)
        out[m.group("name")] = (m.group("body"), cache[report][m.group("name")])
    return out


def update(doc: str | Path, pick: Callable[[str, dict[str, Any]], Renderer]) -> None:
    """Rewrite every generated block of ``doc`` from its JSON (atomically)."""
    doc = Path(doc)
    rendered = {name: new for name, (_, new) in render(doc, pick).items()}

    def sub(m: re.Match[str]) -> str:
        return f"<!-- begin {m.group('name')}: generated from {m.group('report')} -->\n{rendered[m.group('name')]}" \
               f"<!-- end {m.group('name')} -->"
    atomic_write(str(doc), BLOCK.sub(sub, doc.read_text()))
