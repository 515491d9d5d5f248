#!/usr/bin/env python3
"""The measured oracle's answers on training loops, as a table a teacher policy reads (behavioural cloning from it).

From two measurement runs of the same loops (``scripts/loop_unroll_measure.py``, run twice), each loop's label is
the answer whose measured speed-up over LLVM's choice is best in the *worse* of the two runs, provided that speed-up
is above ``--margin`` in both; otherwise LLVM's own choice (0). So an answer that only looked fast once, by noise, is
never taught. Only the loops of ``--packages`` (the fitting side of the package split) are written. The table is
JSON: ``{"features": [names], "rows": [[features..., label], ...]}``;
:func:`mlbridge_training.learn.configs.ml_loop_unroll.measured_oracle` answers from it
(``$MLBRIDGE_LOOP_UNROLL_ORACLE``).

Usage: scripts/loop_unroll_oracle.py A.jsonl B.jsonl --packages CORPUS -o oracle.json
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mlbridge_llvm.fileio import atomic_write  # noqa: E402
from mlbridge_passes.loop_unroll import ACTIONS, FEATURE_NAMES  # noqa: E402

NAMES = [a.name for a in ACTIONS]


def label(a: dict, b: dict, margin: float) -> int:
    """The robust measured answer for one loop (module doc)."""
    worse = {n: min(a["time_ns"]["llvm"] / a["time_ns"][n], b["time_ns"]["llvm"] / b["time_ns"][n]) for n in NAMES}
    best = max(NAMES[1:], key=lambda n: worse[n])
    return NAMES.index(best) if worse[best] > 1 + margin and all(a["same_output"].values()) else 0


def fitting_names(corpus: str) -> set[str]:
    """``suite/function`` of the corpus's fitting modules (the training side without its validation packages)."""
    from mlbridge_training.learn.traces import select_modules

    return {name.split("/")[-1] for name in select_modules(corpus, "fit", validation=0.25)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("first")
    ap.add_argument("second")
    ap.add_argument("--packages", required=True, help="the kernel corpus: only its fitting modules are labelled")
    ap.add_argument("--margin", type=float, default=0.01, help="least speed-up in both runs to depart from LLVM")
    ap.add_argument("-o", "--out", required=True)
    args = ap.parse_args(argv)
    second = {(r["suite"], r["function"]): r for r in map(json.loads, open(args.second))}
    fit = fitting_names(args.packages)
    rows, counts = [], dict.fromkeys(NAMES, 0)
    for r in map(json.loads, open(args.first)):
        other = second.get((r["suite"], r["function"]))
        if other is None or r["function"] not in fit:
            continue
        y = label(r, other, args.margin)
        counts[NAMES[y]] += 1
        rows.append([r["features"][n] for n in FEATURE_NAMES] + [y])
    atomic_write(args.out, json.dumps({"features": list(FEATURE_NAMES), "margin": args.margin, "rows": rows}) + "\n")
    print(f"{len(rows)} fitting loops labelled: " + ", ".join(f"{n} {c}" for n, c in counts.items()), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
