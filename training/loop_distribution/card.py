"""The loop-distribution card's decision table and ``models/loopdist.goals.json``, both from the training report.

``scripts/train_loopdist.py`` writes ``models/loopdist.train-report.json``; :func:`section` renders the table of every
way the pass can decide a loop (LLVM's pass, the rules, the agents, the default search, the table's best) by the
cost model and by measured run time, per split, with the loops that ran slower and the compile time; :func:`update`
writes it between the card's ``loopdist-decisions`` markers, and :func:`goals` makes the goals file (issue #29's
format). ``test/unit/test_loopdist_card.py`` re-renders both from the committed report and compares.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from mlbridge_llvm.docblocks import markdown_table
from mlbridge_llvm.fileio import atomic_write

#: The markers around the rendered section in ``models/loopdist.md``.
BEGIN = "<!-- loopdist-decisions: rendered from loopdist.train-report.json by training/loop_distribution/card.py -->"
END = "<!-- end loopdist-decisions -->"
_SECTION = re.compile(re.escape(BEGIN) + r"\n(.*?)" + re.escape(END), re.S)

#: column -> (pass pipeline or method, short name), in the table's order.
METHODS = {
    "llvm": ("opt -enable-loop-distribute -passes=function(loop-distribute)", "LLVM 22 `loop-distribute` (forced)"),
    "max": ("rl-loop-distribute<partition=max>", "every node its own loop"),
    "max_guarded": ("rl-loop-distribute<partition=max;guard=cost>", "rule: `partition=max;guard=cost`"),
    "agents": ("rl-loop-distribute<partition=model>", "agents alone (`partition=model`)"),
    "guarded": ("rl-loop-distribute<partition=model;guard=cost>", "agents, `guard=cost`"),
    "search_agents": ("rl-loop-distribute<agents=1>", "search with the agents' partition (`agents=1`)"),
    "search": ("rl-loop-distribute", "**default: `partition=search`**"),
    "oracle": ("best of at most 200 legal partitions per loop by the cost model",
               "best partition of the table (oracle)"),
}
SPLITS = {"train": "training", "held_out": "held-out", "test_only": "test-only"}
#: A measured run time this much above the original's counts as slower (the machine's noise is a few percent).
SLOWER = 1.03


def _speedups(rows: list[dict[str, Any]], column: str, measured: bool) -> list[float]:
    if measured:
        return [r["time_original"] / r[f"time_{column}"] for r in rows]
    return [r["original"] / r[column] for r in rows]


def _geomean(xs: list[float]) -> float:
    import math

    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def section(report: dict[str, Any]) -> str:
    """The markdown between the markers."""
    measured = bool(report.get("measured_speedup"))
    splits = [s for s in SPLITS if report.get(s)]
    compile_time = report.get("compile_time_held_out") or {}
    header = ["", *(f"cost model, {SPLITS[s]} ({len(report[s])})" for s in splits)]
    if measured:
        header += [f"measured, {SPLITS[s]}" for s in splits] + ["held-out loops >3% slower (worst)"]
    if compile_time:
        header.append("compile time vs `partition=none`")
    body = []
    for column, (_, name) in METHODS.items():
        row = [name] + [f"{_geomean(_speedups(report[s], column, False)):.3f}x" for s in splits]
        if measured:
            row += [f"{_geomean(_speedups(report[s], column, True)):.3f}x" for s in splits]
            ho = _speedups(report["held_out"], column, True)
            row.append(f"{sum(1 / x > SLOWER for x in ho)} ({1 / min(ho):.2f}x)" if ho else "-")
        if compile_time:
            ct = compile_time.get(column)
            row.append(f"{ct['x_partition_none']:.2f}x" if ct else "-")
        body.append(row)
    ho = report["held_out"]
    better = sum(r["search"] < r["max_guarded"] for r in ho)
    worse = sum(r["search"] > r["max_guarded"] for r in ho)
    text = (f"Geomean speed-up over the loop left whole (the cost model: llvm-mca cycles per original iteration after "
            f"the rest of -O3; measured: the fastest call of each kernel, {report.get('time_reps', 0)} calls in each "
            f"of {report.get('time_rounds', 3)} fresh worker processes, JIT-compiled from the same modules). Held-out "
            f"loops: {', '.join(f'`{k}`' for k in report.get('held_out_kernels', []))} (another seed of the "
            f"generator, never trained or selected on); test-only: "
            f"{', '.join(f'`{k}`' for k in report.get('test_only_kernels', []))}.\n\n"
            + markdown_table(header, body)
            + f"\nOn the {len(ho)} held-out loops the default's partition is cheaper than the rule's on {better} "
              f"loops, costlier on {worse} (the search has the rule's choice among its first candidates).")
    if compile_time:
        none = compile_time["none"]
        text += (f" Compile time: the whole pass over the held-out module(s), median of {len(none['runs'])} "
                 f"interleaved runs, against `partition=none` (the analysis alone, {none['median_s']:.2f} s); LLVM's "
                 "pass as the kit runs it (an `opt` process on the module text).")
    return text + "\n"


def update(card: str | Path, report: dict[str, Any]) -> None:
    """Rewrite the section of ``card`` between :data:`BEGIN` and :data:`END` (both must be there)."""
    text = Path(card).read_text()
    if not _SECTION.search(text):
        raise ValueError(f"{card}: no {BEGIN!r} ... {END!r} section")
    atomic_write(str(card), _SECTION.sub(lambda _m: BEGIN + "\n" + section(report) + END, text, count=1))


def in_card(card: str | Path) -> str | None:
    """The section's current text in ``card`` (None without the markers)."""
    m = _SECTION.search(Path(card).read_text())
    return m.group(1) if m else None


def goals(report: dict[str, Any]) -> dict[str, Any]:
    """``models/loopdist.goals.json``: rows for LLVM's pass, the rule, the agents alone, the default and the oracle on
    the held-out loops, by the cost model and by measured time, and issue #29's target."""
    ho = report["held_out"]
    measured = bool(report.get("measured_speedup"))
    compile_time = report.get("compile_time_held_out") or {}
    none_s = compile_time.get("none", {}).get("median_s")
    measured_s = [v for k, v in (report.get("table_seconds") or {}).items() if k in report["held_out_kernels"]]
    table_s = sum(measured_s) if measured_s and None not in measured_s else None
    roles = {"llvm": "baseline", "max_guarded": "rule", "agents": "policy alone", "search": "shipped default",
             "oracle": "baseline"}
    rows = []
    for metric, is_time in (("llvm-mca speed-up over the original loop (geomean)", False),
                            ("measured speed-up over the original loop (geomean, fastest call)", True)):
        if is_time and not measured:
            continue
        for column, role in roles.items():
            xs = _speedups(ho, column, is_time)
            if column == "oracle":
                opt_time = table_s / none_s if none_s and table_s else None
            else:
                opt_time = compile_time.get(column, {}).get("x_partition_none")
            rows.append({"pipeline": METHODS[column][0], "role": role, "metric": metric, "value": round(_geomean(xs), 4),
                         "worse": sum(x < 1 / SLOWER if is_time else x < 1 for x in xs),
                         "worst": round(min(xs), 4), "opt_time": None if opt_time is None else round(opt_time, 3)})
    by = {(r["pipeline"], r["metric"]): r["value"] for r in rows}
    default, rule = METHODS["search"][0], METHODS["max_guarded"][0]
    parts, met = [], True
    for metric in dict.fromkeys(r["metric"] for r in rows):
        d, b = by[(default, metric)], by[(rule, metric)]
        met &= d > b
        parts.append(f"{metric.split(' speed-up')[0]}: default {d:.3f}x vs rule {b:.3f}x ({100 * (d / b - 1):+.1f}%)")
    if not measured:
        met, parts = False, parts + ["not measured by run time"]
    kernels = ", ".join(report["held_out_kernels"])
    return {"pass": "rl-loop-distribute",
            "suite": f"{len(ho)} distributable loops of {kernels} (scripts/gen_loopdist_kernels.py, a generator seed "
                     "never trained or selected on; families: later statement first, SLP groups, recurrences beside "
                     "vector statements, control flow, random), built as kernels.o3.ll is "
                     "(scripts/make_loopdist_kernels_o3.py)",
            "baseline": "the original loop (not distributed), same run; worse = loops slower than it (measured: by "
                        f"more than {100 * (SLOWER - 1):.0f}%); opt_time = the pass's time over the held-out module "
                        "against rl-loop-distribute<partition=none> (the analysis alone) in the same run (oracle: the "
                        "exhaustive table's measuring time; LLVM: an opt process on the module text)",
            "command": ".venv/bin/python scripts/train_loopdist.py",
            "rows": rows,
            "targets": [{"text": "loop distribution's default above partition=max;guard=cost on held-out loops, by the "
                                 "cost model and by measured time", "met": bool(met), "figure": "; ".join(parts)}]}
