"""``mlbridge-corpus report``: what a corpus run found, against its baseline.

From a results file (the latest record per module and variant): the geometric mean of the per-module ``.text``
size ratio pipeline / baseline over the modules where both succeeded and the baseline ``.text`` is not empty, the
total-size ratio, wins / losses / ties, **per package** (the code base a module comes from, the first component of
its name: modules compared, geomean, modules larger, worst ratio) and the **package geomean** (the geomean of the
per-package geomeans, so a big code base weighs as much as a small one: the leave-one-package-out figure), the
worst modules, compile-time totals (pipeline and codegen, per variant), failures, and ML
decision statistics. Output: a printed table, ``corpus_report.csv`` (per module), ``corpus_summary.json``,
``size_ratio_hist.png`` (distribution of the ratio) and ``size_ratio_scatter.png`` (baseline size vs ratio).
"""
from __future__ import annotations

import csv
import io
import json
import math
import os
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any

from ..errors import ConfigError
from .manifest import package_of
from .results import latest, read_records

MODULE_COLUMNS = ["module", "baseline_text", "text", "ratio", "pipeline_seconds", "codegen_seconds",
                  "baseline_pipeline_seconds", "baseline_codegen_seconds", "decisions", "status", "error"]


@dataclass
class Summary:
    """Corpus-level numbers of a run (see module doc); ``geomean_ratio`` is None when no module is comparable."""

    modules: int = 0
    compared: int = 0
    empty_text: int = 0
    geomean_ratio: float | None = None
    total_ratio: float | None = None
    median_ratio: float | None = None
    smaller: int = 0
    larger: int = 0
    same: int = 0
    text_pipeline: int = 0
    text_baseline: int = 0
    pipeline_seconds: float = 0.0
    codegen_seconds: float = 0.0
    baseline_pipeline_seconds: float = 0.0
    baseline_codegen_seconds: float = 0.0
    failed_pipeline: int = 0
    failed_baseline: int = 0
    failure_kinds: dict[str, int] = field(default_factory=dict)
    decisions: int = 0
    decisions_per_module: float = 0.0
    modules_with_decisions: int = 0
    decisions_by_pass: dict[str, int] = field(default_factory=dict)
    decisions_by_kind: dict[str, int] = field(default_factory=dict)
    pipeline: str | None = None
    baseline: str | None = None
    package_geomean: float | None = None
    packages: dict[str, dict[str, Any]] = field(default_factory=dict)
    worst: list[dict[str, Any]] = field(default_factory=list)


def geomean(values: list[float]) -> float | None:
    """Geometric mean of positive numbers (None for an empty list)."""
    if not values:
        return None
    if any(v <= 0 for v in values):
        raise ValueError("geomean needs positive values")
    return math.exp(sum(math.log(v) for v in values) / len(values))


def module_rows(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per module (columns :data:`MODULE_COLUMNS`), in first-seen order."""
    by_key = latest(records)
    modules = list(dict.fromkeys(str(r["module"]) for r in records))
    rows = []
    for name in modules:
        p, b = by_key.get((name, "pipeline")), by_key.get((name, "baseline"))
        row: dict[str, Any] = {"module": name}
        errors = []
        if p is not None:
            if p.get("ok"):
                row.update(text=p["text_size"], pipeline_seconds=p.get("pipeline_seconds"),
                           codegen_seconds=p.get("codegen_seconds"), decisions=p.get("decisions", 0))
            else:
                errors.append(f"pipeline: {p.get('error_kind', 'error')}: {p.get('error', '')}")
        if b is not None:
            if b.get("ok"):
                row.update(baseline_text=b["text_size"], baseline_pipeline_seconds=b.get("pipeline_seconds"),
                           baseline_codegen_seconds=b.get("codegen_seconds"))
            else:
                errors.append(f"baseline: {b.get('error_kind', 'error')}: {b.get('error', '')}")
        if "text" in row and row.get("baseline_text"):
            row["ratio"] = row["text"] / row["baseline_text"]
        row["status"] = "failed" if errors else ("ok" if "text" in row else "missing")
        row["error"] = " || ".join(errors)
        rows.append(row)
    return rows


WORST = 10


def package_stats(items: list[tuple[str, float]]) -> dict[str, Any]:
    """One package's figures from its (module, ratio) pairs: count, geomean, larger/smaller, worst module."""
    ratios = [q for _, q in items]
    worst_module, worst = max(items, key=lambda mq: mq[1])
    return {"modules": len(items), "geomean": geomean(ratios), "larger": sum(q > 1 for q in ratios),
            "smaller": sum(q < 1 for q in ratios), "worst": worst, "worst_module": worst_module}


def by_package(items: list[tuple[str, float]]) -> tuple[dict[str, dict[str, Any]], float | None]:
    """The protocol's per-package figures of (module, ratio) pairs: :func:`package_stats` of each package (sorted
    by name) and the package geomean, the geomean of the per-package geomeans (None without modules)."""
    grouped: dict[str, list[tuple[str, float]]] = {}
    for module, ratio in items:
        grouped.setdefault(package_of(module), []).append((module, ratio))
    packages = {pkg: package_stats(group) for pkg, group in sorted(grouped.items())}
    return packages, geomean([p["geomean"] for p in packages.values()])


def package_table(s: Summary) -> str:
    """Per-package figures as a text table (empty when there are none)."""
    from ..tables import format_table

    if not s.packages:
        return ""
    rows = [{"package": k, "modules": v["modules"], "geomean": f"{v['geomean']:.4f}", "larger": v["larger"],
             "smaller": v["smaller"], "worst": f"{v['worst']:.4f}"} for k, v in s.packages.items()]
    return format_table(rows, ["package", "modules", "geomean", "larger", "smaller", "worst"])


def summarize(records: list[dict[str, Any]]) -> Summary:
    """Corpus-level :class:`Summary` of a run's records."""
    by_key = latest(records)
    rows = module_rows(records)
    s = Summary(modules=len(rows))
    ratios = []
    for row in rows:
        if "text" in row and "baseline_text" in row:
            if row["baseline_text"] == 0:
                s.empty_text += 1
                continue
            ratios.append(row["ratio"])
            s.text_pipeline += row["text"]
            s.text_baseline += row["baseline_text"]
    s.compared = len(ratios)
    s.geomean_ratio = geomean(ratios)
    if ratios:
        ordered = sorted(ratios)
        mid = len(ordered) // 2
        s.median_ratio = ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
        s.total_ratio = s.text_pipeline / s.text_baseline
    s.packages, s.package_geomean = by_package([(row["module"], row["ratio"]) for row in rows
                                               if "ratio" in row and row.get("baseline_text")])
    ranked = sorted(((r["ratio"], r["module"], r["text"], r["baseline_text"]) for r in rows
                     if "ratio" in r and r.get("baseline_text")), reverse=True)
    s.worst = [{"module": m, "ratio": q, "text": t, "baseline_text": b} for q, m, t, b in ranked[:WORST]]
    s.smaller = sum(r < 1 for r in ratios)
    s.larger = sum(r > 1 for r in ratios)
    s.same = sum(r == 1 for r in ratios)
    kinds: Counter[str] = Counter()
    by_pass: Counter[str] = Counter()
    by_kind: Counter[str] = Counter()
    for (module, variant), rec in by_key.items():
        prefix = "" if variant == "pipeline" else "baseline_"
        if variant == "pipeline":
            s.pipeline = rec.get("pipeline", s.pipeline)
        elif variant == "baseline":
            s.baseline = rec.get("pipeline", s.baseline)
        if not rec.get("ok"):
            kinds[rec.get("error_kind", "error")] += 1
            if variant == "pipeline":
                s.failed_pipeline += 1
            else:
                s.failed_baseline += 1
            continue
        setattr(s, prefix + "pipeline_seconds", getattr(s, prefix + "pipeline_seconds") + rec.get("pipeline_seconds", 0.0))
        setattr(s, prefix + "codegen_seconds", getattr(s, prefix + "codegen_seconds") + rec.get("codegen_seconds", 0.0))
        if variant == "pipeline":
            s.decisions += int(rec.get("decisions", 0))
            s.modules_with_decisions += int(rec.get("decisions", 0) > 0)
            by_pass.update(rec.get("decisions_by_pass", {}))
            by_kind.update(rec.get("decisions_by_kind", {}))
    ok_pipeline = sum(1 for (m, v), r in by_key.items() if v == "pipeline" and r.get("ok"))
    s.decisions_per_module = s.decisions / ok_pipeline if ok_pipeline else 0.0
    s.failure_kinds, s.decisions_by_pass, s.decisions_by_kind = dict(kinds), dict(by_pass), dict(by_kind)
    return s


#: The size figures of a :class:`Summary` that model reports keep (no timings, no decision counts).
SIZE_FIGURES = ("pipeline", "baseline", "modules", "compared", "geomean_ratio", "package_geomean", "total_ratio",
                "smaller", "larger", "same", "failed_pipeline", "failed_baseline", "packages", "worst")


def size_figures(results: str) -> dict[str, Any]:
    """:data:`SIZE_FIGURES` of a results file's summary, as plain data (for a report JSON)."""
    s = asdict(summarize(read_records(results)))
    return {k: s[k] for k in SIZE_FIGURES}


def summary_table(s: Summary) -> str:
    """The summary as a two-column text table."""
    from ..tables import format_table

    def num(v: float | None, fmt: str = "{:.4f}") -> str:
        return "n/a" if v is None else fmt.format(v)

    rows = [
        ("pipeline", s.pipeline or "-"), ("baseline", s.baseline or "-"),
        ("modules", str(s.modules)), ("compared (both ok, .text > 0)", str(s.compared)),
        ("geomean .text ratio (pipeline/baseline)", num(s.geomean_ratio)),
        ("package geomean (geomean of per-package geomeans)", num(s.package_geomean)),
        ("packages", str(len(s.packages))),
        ("worst module", f"{s.worst[0]['ratio']:.4f} {s.worst[0]['module']}" if s.worst else "-"),
        ("median ratio", num(s.median_ratio)), ("total .text ratio", num(s.total_ratio)),
        ("smaller / larger / same", f"{s.smaller} / {s.larger} / {s.same}"),
        (".text total pipeline / baseline (bytes)", f"{s.text_pipeline} / {s.text_baseline}"),
        ("pipeline time, pipeline variant (s)", num(s.pipeline_seconds, "{:.2f}")),
        ("codegen time, pipeline variant (s)", num(s.codegen_seconds, "{:.2f}")),
        ("pipeline time, baseline (s)", num(s.baseline_pipeline_seconds, "{:.2f}")),
        ("codegen time, baseline (s)", num(s.baseline_codegen_seconds, "{:.2f}")),
        ("failed pipeline / baseline", f"{s.failed_pipeline} / {s.failed_baseline}"),
        ("failure kinds", ", ".join(f"{k}: {v}" for k, v in sorted(s.failure_kinds.items())) or "-"),
        ("ML decisions (total, per module)", f"{s.decisions}, {s.decisions_per_module:.2f}"),
        ("modules with decisions", str(s.modules_with_decisions)),
        ("decisions by pass", ", ".join(f"{k}: {v}" for k, v in sorted(s.decisions_by_pass.items())) or "-"),
        ("decisions by kind", ", ".join(f"{k}: {v}" for k, v in sorted(s.decisions_by_kind.items())) or "-"),
    ]
    return format_table([{"metric": k, "value": v} for k, v in rows], ["metric", "value"])


def failure_table(rows: list[dict[str, Any]], limit: int = 20) -> str:
    """The failed modules (first ``limit``) with their errors, one per line."""
    failed = [r for r in rows if r["status"] == "failed"]
    lines = [f"{r['module']}: {r['error'][:200]}" for r in failed[:limit]]
    if len(failed) > limit:
        lines.append(f"... and {len(failed) - limit} more (see the CSV)")
    return "\n".join(lines)


def write_plots(rows: list[dict[str, Any]], outdir: str) -> list[str]:
    """``size_ratio_hist.png`` and ``size_ratio_scatter.png``; returns the paths written ([] if nothing to plot)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from ..tables import save_figure

    pts = [(r["baseline_text"], r["ratio"]) for r in rows if r.get("ratio") is not None]
    if not pts:
        return []
    ratios = [p[1] for p in pts]
    gm = geomean(ratios)
    paths = []
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.hist(ratios, bins=min(40, max(5, len(ratios) // 3)), color="tab:blue", alpha=0.8)
    ax.axvline(1.0, color="black", lw=1, ls="--", label="baseline")
    ax.axvline(gm, color="tab:red", lw=1.5, label=f"geomean {gm:.4f}")
    ax.set_xlabel(".text size ratio (pipeline / baseline)")
    ax.set_ylabel("modules")
    ax.set_title(f".text size ratio over {len(ratios)} modules")
    ax.legend()
    paths.append(os.path.join(outdir, "size_ratio_hist.png"))
    save_figure(fig, paths[-1])
    plt.close(fig)
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.scatter([max(p[0], 1) for p in pts], ratios, s=10, alpha=0.6)
    ax.axhline(1.0, color="black", lw=1, ls="--")
    ax.set_xscale("log")
    ax.set_xlabel("baseline .text size (bytes, log)")
    ax.set_ylabel("ratio (pipeline / baseline)")
    ax.set_title("per-module .text ratio vs baseline size")
    paths.append(os.path.join(outdir, "size_ratio_scatter.png"))
    save_figure(fig, paths[-1])
    plt.close(fig)
    return paths


def write_report(results: str, outdir: str | None = None) -> tuple[Summary, str, dict[str, str]]:
    """Summarize ``results``; with ``outdir`` also write CSV, JSON and PNGs. Returns (summary, text, paths)."""
    from ..fileio import atomic_write

    records = read_records(results)
    if not records:
        raise ConfigError(f"{results} has no results")
    rows = module_rows(records)
    s = summarize(records)
    text = summary_table(s)
    packages = package_table(s)
    if len(s.packages) > 1:
        text += "\n\nper package:\n" + packages
    failures = failure_table(rows)
    if failures:
        text += "\n\nfailures:\n" + failures
    paths: dict[str, str] = {}
    if outdir:
        buf = io.StringIO()
        writer = csv.DictWriter(buf, fieldnames=MODULE_COLUMNS, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
        paths["csv"] = os.path.join(outdir, "corpus_report.csv")
        atomic_write(paths["csv"], buf.getvalue())
        paths["json"] = os.path.join(outdir, "corpus_summary.json")
        atomic_write(paths["json"], json.dumps(asdict(s), indent=2))
        for p in write_plots(rows, outdir):
            paths[os.path.splitext(os.path.basename(p))[0]] = p
    return s, text, paths
