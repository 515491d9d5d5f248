"""rl-loop-distribute on held-out loops: every way of deciding, by the cost model and by measured time; the card's
section and ``models/loopdist.goals.json`` from it.

    .venv/bin/python -m mlbridge_training.loop_distribution.card [--kernels test/inputs/loopdist/kernels_fam_heldout.o3.ll]
        [--rounds 31] [--compile-repeat 3] [--out models] [--results bench-results]

:func:`evaluate` runs the real pass on the held-out kernel module(s) in each configuration (LLVM 22's own
``loop-distribute`` forced on; ``partition=max``; the rule ``partition=max;guard=cost``; the shipped agents,
``partition=model``, alone and with ``guard=cost``; the default ``partition=search``) and scores every distributable
loop two ways: the cost model (:func:`mlbridge_training.loop_distribution.bench.kernel_costs`: llvm-mca cycles per
original iteration after the rest of -O3 and llc, skylake) and measured time (:mod:`.exetime`: one native -O3
executable per configuration, interleaved rounds, median over rounds of each kernel's fastest call; every kernel's
checksum compared with the original's). With the exhaustive cost table of the module (``build/loopdist-costs-*.json``,
``scripts/train_loopdist.py``) the best partition of that table is added as the oracle (cost model only). Compile
time: the whole pass over the module per configuration against ``partition=none`` (the analysis alone), interleaved
rounds. It writes ``loopdist.held-out.json`` (``--out``, the card's data; ``models/`` holds only loaded files and
documentation), ``loopdist-heldout.csv`` and ``loopdist-heldout.png`` (``--results``, not committed), the goals file
and the card's section between :data:`BEGIN` and :data:`END`; ``test/unit/test_loopdist_card.py`` re-renders both
from the committed JSON and compares.
"""
from __future__ import annotations

import math
import os
import re
import statistics
import time
from pathlib import Path
from typing import Any

from mlbridge_llvm.docblocks import markdown_table
from mlbridge_llvm.fileio import atomic_write
from mlbridge_training.loop_distribution.exetime import SLOWER  # a loop this much slower counts as slower

#: The markers around the rendered section in ``models/loopdist.md``.
BEGIN = "<!-- loopdist-heldout: rendered from loopdist.held-out.json by training/loop_distribution/card.py -->"
END = "<!-- end loopdist-heldout -->"
_SECTION = re.compile(re.escape(BEGIN) + r"\n(.*?)" + re.escape(END), re.S)

#: column -> (pass pipeline, name in the card, goals role or None), in the table's order.
METHODS = {
    "llvm": ("opt -enable-loop-distribute -passes=function(loop-distribute)", "LLVM 22 `loop-distribute` (forced)",
             "baseline"),
    "max": ("rl-loop-distribute<partition=max>", "every node its own loop (`partition=max`)", None),
    "max_guarded": ("rl-loop-distribute<partition=max;guard=cost>", "rule: `partition=max;guard=cost`", "rule"),
    "agents": ("rl-loop-distribute<partition=model>", "agents alone (`partition=model`)", "policy alone"),
    "agents_guarded": ("rl-loop-distribute<partition=model;guard=cost>", "agents, `guard=cost`", None),
    "ours": ("rl-loop-distribute", "**default: `partition=search`**", "shipped default"),
    "oracle": ("best of at most 200 legal partitions per loop by the cost model", "best partition of the table "
               "(oracle, cost model only)", None),
}
DEFAULT_KERNELS = ("test/inputs/loopdist/kernels_fam_heldout.o3.ll",)


def _root() -> Path:
    return Path(__file__).resolve().parents[2]


def _oracle(path: str, pipeline: str) -> dict[str, tuple[str, float]]:
    """The best partition per function from the cached exhaustive cost table of ``path`` (empty without one)."""
    import hashlib
    import json

    ir = Path(path).read_text()
    table = _root() / "build" / f"loopdist-costs-{Path(path).stem}.json"
    if not table.is_file():
        return {}
    data = json.loads(table.read_text())
    if data.get("kernels_sha256") != hashlib.sha256((ir + "\0" + pipeline).encode()).hexdigest():
        return {}
    return {e["function"]: min(e["costs"].items(), key=lambda kv: kv[1]) for e in data["entries"]}


def evaluate(kernels: list[str], rounds: int, reps: int, compile_repeat: int) -> dict[str, Any]:
    """See the module docstring: ``{"meta": ..., "rows": per loop, "compile": per configuration}``."""
    from mlbridge_passes.loop_distribution import cost
    from mlbridge_training.loop_distribution import bench, exetime

    pipeline = cost.pipeline_after_pass("o3")
    rows: list[dict[str, Any]] = []
    checksums: dict[str, list[str]] = {}
    for path in kernels:
        ir = Path(path).read_text()
        file_rows = bench.kernel_costs(ir, False, trained=set(), source=os.path.basename(path), pipeline=pipeline)
        best = _oracle(path, pipeline)
        measured = exetime.time_module(ir, rounds=rounds, reps=reps,
                                       configs={c: exetime.CONFIGS[c] for c in ("original", *METHODS) if c != "oracle"})
        for c, names in measured["checksum_differs"].items():
            checksums.setdefault(c, []).extend(names)
        for r in file_rows:
            if r["kernel"] in best:
                r["oracle_partition"], r["oracle"] = best[r["kernel"]]
            for c, per in measured["times"].items():
                r[f"time_{c}"] = per[r["kernel"]]
        rows += file_rows
    texts = [Path(p).read_text() for p in kernels]
    configs = {c: METHODS[c][0] for c in METHODS if c not in ("llvm", "oracle")}
    configs = {"none": "rl-loop-distribute<partition=none>", **configs}
    seconds = pass_seconds(texts, configs, compile_repeat)
    base = statistics.median(seconds["none"]) if compile_repeat else float("nan")
    compile_rows = [{"config": c, "pipeline": configs.get(c, METHODS["llvm"][0]), "median_s": statistics.median(v),
                     "x_partition_none": statistics.median(v) / base, "runs": v}
                    for c, v in seconds.items() if v]
    meta = {"kernels": kernels, "cpu_cost_model": cost.DEFAULT_CPU, "pipeline": pipeline, "rounds": rounds,
            "reps": reps, "compile_repeat": compile_repeat, "checksum_differs": checksums,
            "methods": {c: m[0] for c, m in METHODS.items()}}
    return {"meta": meta, "rows": rows, "compile": compile_rows}


def pass_seconds(texts: list[str], configs: dict[str, str], repeat: int) -> dict[str, list[float]]:
    """Seconds of each pipeline of ``configs`` over the module texts, and of LLVM's own loop-distribute (key
    ``llvm``, a forced ``opt`` process per module as the kit runs it), in ``repeat`` interleaved rounds."""
    from mlbridge_llvm.driver import optimize_llvm
    from mlbridge_passes.loop_distribution import cost

    seconds: dict[str, list[float]] = {c: [] for c in [*configs, "llvm"]}
    for _ in range(repeat):
        for c, pipeline in configs.items():
            start = time.perf_counter()
            for text in texts:
                optimize_llvm(text.encode(), pipeline, text=True)
            seconds[c].append(time.perf_counter() - start)
        start = time.perf_counter()
        for text in texts:
            cost.llvm_loop_distribute(text)
        seconds["llvm"].append(time.perf_counter() - start)
    return seconds


def _geomean(xs: list[float]) -> float:
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def speedups(rows: list[dict[str, Any]], column: str, measured: bool) -> list[float]:
    """Per loop, the original's cost (or time) over ``column``'s; [] when the rows lack the column."""
    key = f"time_{column}" if measured else column
    if not rows or any(key not in r for r in rows):
        return []
    return [r["time_original" if measured else "original"] / r[key] for r in rows]


def section(data: dict[str, Any]) -> str:
    """The markdown between the markers."""
    rows, meta = data["rows"], data["meta"]
    ct = {c["config"]: c for c in data.get("compile", [])}
    header = ["", "cost model (llvm-mca)", "loops costlier", "measured (-O3 executables)", "loops >3% slower (worst)",
              "compile time vs `partition=none`"]
    body = []
    for column, (_, name, _) in METHODS.items():
        cm, ms = speedups(rows, column, False), speedups(rows, column, True)
        body.append([name, f"{_geomean(cm):.3f}x" if cm else "-", str(sum(x < 1 for x in cm)) if cm else "-",
                     f"{_geomean(ms):.3f}x" if ms else "-",
                     f"{sum(1 / x > SLOWER for x in ms)} ({1 / min(ms):.2f}x)" if ms else "-",
                     f"{ct[column]['x_partition_none']:.2f}x" if column in ct else "-"])
    better = sum(r["ours"] < r["max_guarded"] for r in rows)
    worse = sum(r["ours"] > r["max_guarded"] for r in rows)
    tbetter = sum(r["time_ours"] < r["time_max_guarded"] / SLOWER for r in rows)
    tworse = sum(r["time_ours"] > r["time_max_guarded"] * SLOWER for r in rows)
    differ = {c: v for c, v in meta["checksum_differs"].items() if v}
    files = ", ".join(f"`{os.path.basename(k)}`" for k in meta["kernels"])
    text = (f"{len(rows)} distributable loops of {files} (another seed of the kernel generator: never trained on, "
            "never used to choose the default). Geomean speed-up over the loop left whole. Cost model: llvm-mca "
            "(skylake) cycles per original iteration after the rest of LLVM 22's `default<O3>` and llc. Measured: "
            f"one native executable per row (the rest of -O3 and llc -O3 for this machine), {meta['rounds']} "
            f"interleaved rounds, each kernel's fastest of {meta['reps']} calls, median over rounds"
            + (f"; compile time: the pass over the module, median of {meta['compile_repeat']} interleaved runs "
               f"(`partition=none` {ct['none']['median_s']:.2f} s; LLVM's pass as the kit runs it, an `opt` process)"
               if "none" in ct else "") + ".\n\n"
            + markdown_table(header, body)
            + f"\nAgainst the rule, per loop: the default's partition is cheaper by the cost model on {better} loops, "
              f"costlier on {worse}; measured more than 3% faster on {tbetter}, more than 3% slower on {tworse}. "
            + ("Every executable computed the same arrays as the original (checksums equal)."
               if not differ else f"Checksums differ from the original's: {differ}.") + "\n")
    return text


def update(card: str | Path, data: dict[str, Any]) -> None:
    """Rewrite the section of ``card`` between :data:`BEGIN` and :data:`END` (both must be there)."""
    text = Path(card).read_text()
    if not _SECTION.search(text):
        raise ValueError(f"{card}: no {BEGIN!r} ... {END!r} section")
    atomic_write(str(card), _SECTION.sub(lambda _m: BEGIN + "\n" + section(data) + END, text, count=1))


def in_card(card: str | Path) -> str | None:
    """The section's current text in ``card`` (None without the markers)."""
    m = _SECTION.search(Path(card).read_text())
    return m.group(1) if m else None


COMMAND = ".venv/bin/python -m mlbridge_training.loop_distribution.card"


def goals(data: dict[str, Any]) -> dict[str, Any]:
    """``models/loopdist.goals.json`` (issue #29's format): LLVM's pass, the rule, the agents alone and the default,
    by the cost model and by measured time, and the target verdict."""
    rows_in, meta = data["rows"], data["meta"]
    ct = {c["config"]: c["x_partition_none"] for c in data.get("compile", [])}
    rows = []
    for metric, measured in (("llvm-mca speed-up over the original loop (geomean)", False),
                             ("measured speed-up over the original loop (-O3 executables, geomean)", True)):
        for column, (pipeline, _, role) in METHODS.items():
            xs = speedups(rows_in, column, measured)
            if role is None or not xs:
                continue
            rows.append({"pipeline": pipeline, "role": role, "metric": metric, "value": round(_geomean(xs), 4),
                         "worse": sum(x < 1 / SLOWER if measured else x < 1 for x in xs), "worst": round(min(xs), 4),
                         "opt_time": round(ct[column], 3) if column in ct else None})
    by = {(r["pipeline"], r["metric"]): r["value"] for r in rows}
    default, rule = METHODS["ours"][0], METHODS["max_guarded"][0]
    parts, met = [], True
    for metric in dict.fromkeys(r["metric"] for r in rows):
        d, b = by[(default, metric)], by[(rule, metric)]
        met &= d > b
        measured = "measured" in metric
        key = "time_" if measured else ""
        tol = SLOWER if measured else 1.0
        faster = sum(r[f"{key}ours"] * tol < r[f"{key}max_guarded"] for r in rows_in)
        slower = sum(r[f"{key}ours"] > r[f"{key}max_guarded"] * tol for r in rows_in)
        parts.append(f"{metric.split(' speed-up')[0]}: default {d:.3f}x vs rule {b:.3f}x ({100 * (d / b - 1):+.1f}%; "
                     f"per loop {faster} {'faster by >3%' if measured else 'cheaper'}, "
                     f"{slower} {'slower by >3%' if measured else 'costlier'})")
    files = ", ".join(os.path.basename(k) for k in meta["kernels"])
    return {"pass": "rl-loop-distribute",
            "suite": f"{len(rows_in)} distributable loops of {files} (scripts/gen_loopdist_kernels.py --families all, "
                     "a seed never trained on nor used to choose the default; built as kernels.o3.ll is, "
                     "scripts/make_loopdist_kernels_o3.py)",
            "baseline": "value = speed-up over the original loop (not distributed), same run; worse = loops slower "
                        f"than it (measured: by more than {100 * (SLOWER - 1):.0f}%); opt_time = the pass over the "
                        "module against rl-loop-distribute<partition=none> (the analysis alone), same run",
            "command": COMMAND, "rows": rows,
            "targets": [{"text": "loop distribution's default above partition=max;guard=cost on held-out loops, by the "
                                 "cost model and by measured time", "met": bool(met), "figure": "; ".join(parts)}]}


def _plot(data: dict[str, Any], path: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    from mlbridge_llvm.tables import save_figure

    rows = data["rows"]
    cols = [c for c in METHODS if c != "max" and speedups(rows, c, False)]
    fig, axes = plt.subplots(2, 1, figsize=(16, 8), layout="constrained")
    x = np.arange(len(rows))
    for ax, measured in zip(axes, (False, True)):
        shown = [c for c in cols if speedups(rows, c, measured)]
        w = 0.8 / len(shown)
        for i, c in enumerate(shown):
            ax.bar(x + (i - (len(shown) - 1) / 2) * w, speedups(rows, c, measured), w,
                   label=f"{METHODS[c][1].strip('*')} ({_geomean(speedups(rows, c, measured)):.3f}x)")
        ax.axhline(1.0, color="k", lw=0.8)
        ax.set(yscale="log", ylabel="speed-up over the original",
               title="measured (-O3 executables)" if measured else "cost model (llvm-mca, skylake)")
        ax.set_xticks(x, [r["kernel"] for r in rows], rotation=90, fontsize=5)
        ax.legend(fontsize=7, ncol=3)
    save_figure(fig, path)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    import argparse
    import json

    from mlbridge_llvm.tables import format_table, write_results

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernels", nargs="+", default=[str(_root() / k) for k in DEFAULT_KERNELS])
    ap.add_argument("--rounds", type=int, default=31, help="interleaved rounds of the executables")
    ap.add_argument("--reps", type=int, default=30, help="calls of each kernel per round (the fastest counts)")
    ap.add_argument("--compile-repeat", type=int, default=3)
    ap.add_argument("--out", default=str(_root() / "models"))
    ap.add_argument("--results", default="bench-results", help="where the CSV and the plot go")
    ap.add_argument("--render-only", action="store_true", help="re-render the card and goals from the saved JSON")
    args = ap.parse_args(argv)
    saved = os.path.join(args.out, "loopdist.held-out.json")
    if args.render_only:
        data = json.loads(Path(saved).read_text())
    else:
        data = evaluate([os.path.relpath(k, _root()) if os.path.isabs(k) else k for k in args.kernels],
                        args.rounds, args.reps, args.compile_repeat)
        cols = ["kernel", "original", *[c for c in METHODS if c in data["rows"][0]],
                "time_original", *[f"time_{c}" for c in METHODS if f"time_{c}" in data["rows"][0]],
                "partition", "agents_partition"]
        os.makedirs(args.results, exist_ok=True)
        paths = write_results(args.results, "loopdist-heldout", data["rows"], cols,
                              {**data["meta"], "compile": data["compile"]})
        os.replace(paths["json"], saved)
        _plot({"rows": data["rows"]}, os.path.join(args.results, "loopdist-heldout.png"))
        data = json.loads(Path(saved).read_text())
        print(format_table(data["rows"], cols[:9]))
    data = {"rows": data["rows"], "meta": data["meta"], "compile": data["meta"]["compile"]}
    print(section(data))
    atomic_write(os.path.join(args.out, "loopdist.goals.json"), (json.dumps(goals(data), indent=1) + "\n").encode())
    card = os.path.join(args.out, "loopdist.md")
    if os.path.exists(card) and in_card(card) is not None:
        update(card, data)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
