"""Result tables for people and programs: a printed fixed-width table, JSON and CSV files, PNG figures.

Benchmarks, corpus reports and training scripts all write their results through here; every file is written
through :mod:`.fileio` (atomically for regular files).
"""
from __future__ import annotations

import csv
import io
import json
import os
from typing import Any, Sequence

from .fileio import atomic_write


def format_table(rows: Sequence[dict[str, Any]], columns: Sequence[str]) -> str:
    """Fixed-width text table of ``rows`` restricted to ``columns`` (floats with 3 significant decimals)."""

    def cell(v: Any) -> str:
        if isinstance(v, float):
            return f"{v:.3f}" if abs(v) < 1000 else f"{v:.0f}"
        return "" if v is None else str(v)

    cells = [[cell(r.get(c)) for c in columns] for r in rows]
    widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(columns)]
    line = "  ".join(c.ljust(w) for c, w in zip(columns, widths))
    sep = "  ".join("-" * w for w in widths)
    body = ["  ".join(v.rjust(w) if i else v.ljust(w) for i, (v, w) in enumerate(zip(row, widths))) for row in cells]
    return "\n".join([line, sep, *body])


def write_results(outdir: str, name: str, rows: Sequence[dict[str, Any]], columns: Sequence[str], meta: dict[str, Any]) -> dict[str, str]:
    """Save ``rows`` as ``name.json`` (with ``meta``) and ``name.csv``; returns the paths."""
    paths = {"json": os.path.join(outdir, f"{name}.json"), "csv": os.path.join(outdir, f"{name}.csv")}
    atomic_write(paths["json"], json.dumps({"meta": meta, "rows": list(rows)}, indent=2, default=str))
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=list(columns), extrasaction="ignore")
    w.writeheader()
    w.writerows(rows)
    atomic_write(paths["csv"], buf.getvalue())
    return paths


def save_figure(fig: Any, path: str) -> None:
    """Save a matplotlib figure as PNG atomically."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=120, bbox_inches="tight")
    atomic_write(path, buf.getvalue())
