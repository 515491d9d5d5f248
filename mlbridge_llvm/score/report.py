"""The scoring report: per program and configuration, speed-up against the baseline with its 95% interval and
verdict (on CPU time, user + system of the benchmark's processes, which other load on a shared machine barely
moves; the same on wall-clock time beside it), linked-binary sizes, compile time (the sum over translation units of ``mlbridge-cc``'s time, from its
``--mlbridge-stats`` lines; the build's CPU time is kept beside it); written as JSON and CSV with a plot, printed as a table, and rendered
into ``docs/score.md`` (:func:`doc_blocks`, checked by a test against the committed JSON)."""
from __future__ import annotations

import math
import os
import platform
from typing import Any

from ..docblocks import markdown_table
from ..tables import format_table, save_figure, write_results
from .build import Config, is_control_of
from .recipes import Program
from .stats import compare

COLUMNS = ["program", "config", "pipeline", "baseline", "status", "speedup", "ci_low", "ci_high", "p", "verdict",
           "median_cpu_s", "speedup_wall", "ci_wall_low", "ci_wall_high", "p_wall", "verdict_wall", "median_s", "n",
           "text_bytes", "text_ratio", "file_bytes", "file_ratio", "compile_s", "compile_ratio", "build_cpu_s", "units",
           "speedup_previous", "verdict_previous", "error"]


def _median(xs: list[float]) -> float | None:
    if not xs:
        return None
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def _geomean(xs: list[float]) -> float | None:
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def is_control(row: dict[str, Any]) -> bool:
    """A row of an A/A control (:meth:`.build.Config.is_control`)."""
    return is_control_of(row.get("pipeline", ""), row.get("baseline"))


def _aa_note(row: dict[str, Any], controls: dict[tuple[str, str], dict[str, Any]]) -> str:
    """A clause for a verdict line whose speed-up is no further from 1 than its program's A/A control's (such a
    difference is one the run also measures between two builds of the same program); else ``""`` (always for a
    control's own line)."""
    ctrl = None if is_control(row) else controls.get((row["program"], row["baseline"]))
    if not ctrl or not ctrl.get("speedup") or not row.get("speedup"):
        return ""
    if abs(math.log(row["speedup"])) <= abs(math.log(ctrl["speedup"])):
        return f"; no further from 1 than this program's A/A control ({_fmt(ctrl['speedup'])})"
    return ""


def build_report(programs: list[Program], configs: list[Config], builds: dict[tuple[str, str], dict[str, Any]],
                 samples: dict[tuple[str, str], dict[str, Any]], repeats: int, cpu: int | None,
                 run_seconds: float, previous: dict[tuple[str, str], list[float]] | None = None) -> dict[str, Any]:
    """Rows (one per program and configuration) and the run's metadata. ``previous``: CPU times of an earlier
    benchmark session of the same builds (:func:`.run.previous_session`); each row then also carries that session's
    speed-up and verdict (``speedup_previous``, ``verdict_previous``), a replication of its own."""
    previous = previous or {}
    rows = []
    for p in programs:
        for c in configs:
            b = builds.get((p.name, c.name)) or {}
            s = samples.get((p.name, c.name)) or {}
            base_b = (builds.get((p.name, c.baseline)) or {}) if c.baseline else b
            base_s = (samples.get((p.name, c.baseline)) or {}) if c.baseline else s
            text = sum(v["text"] for v in b.get("sizes", {}).values()) or None
            size = sum(v["file"] for v in b.get("sizes", {}).values()) or None
            btext = sum(v["text"] for v in base_b.get("sizes", {}).values()) or None
            bsize = sum(v["file"] for v in base_b.get("sizes", {}).values()) or None
            failure = s.get("failure") or (None if b.get("ok") else f"{b.get('stage', 'build')} failed")
            row: dict[str, Any] = {
                "program": p.name, "config": c.name, "pipeline": c.pipeline, "baseline": c.baseline or "-",
                "status": "ok" if not failure else "FAILED",
                "error": " ".join(str(b.get("error") or failure).split())[:300] if failure else None,
                "median_s": _median(s.get("times", [])), "median_cpu_s": _median(s.get("cpu", [])),
                "n": len(s.get("times", [])),
                "text_bytes": text, "file_bytes": size,
                "text_ratio": text / btext if text and btext else None,
                "file_ratio": size / bsize if size and bsize else None,
                "build_cpu_s": b.get("build_cpu_seconds"), "build_wall_s": b.get("build_seconds"),
                "compile_s": (b.get("compile") or {}).get("seconds"),
                "compile_ratio": (b["compile"]["seconds"] / base_b["compile"]["seconds"])
                if (b.get("compile") or {}).get("seconds") and (base_b.get("compile") or {}).get("seconds") else None,
                "units": (b.get("compile") or {}).get("units"), "compile_steps": (b.get("compile") or {}).get("steps"),
                "fallbacks": (b.get("compile") or {}).get("fallbacks"), "test_seconds": b.get("test_seconds"),
                "times": s.get("times", []), "cpu_times": s.get("cpu", []),
                "speedup": None, "ci_low": None, "ci_high": None, "p": None, "verdict": None,
                "speedup_wall": None, "ci_wall_low": None, "ci_wall_high": None, "p_wall": None, "verdict_wall": None,
                "speedup_previous": None, "verdict_previous": None}
            if c.baseline is None:
                row.update(speedup=1.0, verdict="baseline", speedup_wall=1.0, verdict_wall="baseline")
            elif not failure and len(s.get("times", [])) >= 2 and len(base_s.get("times", [])) >= 2 \
                    and not base_s.get("failure"):
                on_cpu = compare(base_s["cpu"], s["cpu"])
                wall = compare(base_s["times"], s["times"])
                row.update(speedup=on_cpu.speedup, ci_low=on_cpu.low, ci_high=on_cpu.high, p=on_cpu.p,
                           verdict=on_cpu.verdict,
                           speedup_wall=wall.speedup, ci_wall_low=wall.low, ci_wall_high=wall.high, p_wall=wall.p,
                           verdict_wall=wall.verdict)
                before, base_before = previous.get((p.name, c.name), []), previous.get((p.name, c.baseline), [])
                if len(before) >= 2 and len(base_before) >= 2:
                    again = compare(base_before, before)
                    row.update(speedup_previous=again.speedup, verdict_previous=again.verdict)
            rows.append(row)
    summary = []
    for c in configs:
        if c.baseline is None:
            continue
        ok = [r for r in rows if r["config"] == c.name and r["status"] == "ok" and r["speedup"]]
        summary.append({"config": c.name, "baseline": c.baseline, "control": c.is_control, "programs": len(ok),
                        "failures": sum(1 for r in rows if r["config"] == c.name and r["status"] != "ok"),
                        "speedup_geomean": _geomean([r["speedup"] for r in ok]),
                        "faster": sum(r["verdict"] == "faster" for r in ok),
                        "slower": sum(r["verdict"] == "slower" for r in ok),
                        "text_ratio_geomean": _geomean([r["text_ratio"] for r in ok if r["text_ratio"]]),
                        "compile_ratio_geomean": _geomean([r["compile_ratio"] for r in ok if r["compile_ratio"]])})
    from ..cc.frontend import Frontend

    meta = {"repeats": repeats, "pinned_cpu": cpu, "cpus": os.cpu_count(), "machine": platform.machine(),
            "python": platform.python_version(), "front_end": Frontend.find().describe(),
            "run_seconds": run_seconds,
            "configs": [{"name": c.name, "level": c.level, "pipeline": c.pipeline, "baseline": c.baseline}
                        for c in configs],
            "programs": [{"name": p.name, "version": p.version, "domain": p.domain, "source": p.source.url,
                          "sha256": p.source.sha256, "packages": list(p.packages)} for p in programs],
            "summary": summary,
            "statistics": "speed-up = ratio of geometric-mean CPU times (user + system of the benchmark's processes; "
                          "baseline / build); 95% interval and p from Welch's t-test on log times; significant when "
                          "p < 0.05. The same on wall-clock times in the *_wall fields"}
    return {"meta": meta, "rows": rows}


def write(out: str, data: dict[str, Any]) -> dict[str, str]:
    """``score.json``, ``score.csv`` and ``score.png`` in ``out``; returns their paths."""
    paths = write_results(out, "score", data["rows"], COLUMNS, data["meta"])
    paths["png"] = os.path.join(out, "score.png")
    plot(data, paths["png"])
    return paths


def plot(data: dict[str, Any], path: str) -> None:
    """Per program, each configuration's speed-up over its baseline with its 95% interval (error bars)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in data["rows"] if r["baseline"] != "-"]
    programs = sorted({r["program"] for r in rows}, key=[r["program"] for r in rows].index)
    configs = sorted({r["config"] for r in rows}, key=[r["config"] for r in rows].index)
    fig, ax = plt.subplots(figsize=(max(6, 1.2 * len(programs) * max(1, len(configs)) / 3), 4.5))
    width = 0.8 / max(1, len(configs))
    for j, c in enumerate(configs):
        xs, ys, lo, hi = [], [], [], []
        for i, p in enumerate(programs):
            r = next((r for r in rows if r["program"] == p and r["config"] == c), None)
            if r and r["speedup"] and r["ci_low"]:
                xs.append(i + (j - (len(configs) - 1) / 2) * width)
                ys.append(r["speedup"])
                lo.append(r["speedup"] - r["ci_low"])
                hi.append(r["ci_high"] - r["speedup"])
        ax.errorbar(xs, ys, yerr=[lo, hi], fmt="o", capsize=3, label=c)
    ax.axhline(1.0, color="grey", lw=0.8)
    ax.set_xticks(range(len(programs)))
    ax.set_xticklabels(programs, rotation=30, ha="right")
    ax.set_ylabel("speed-up in CPU time over baseline (95% CI)")
    if ax.get_legend_handles_labels()[0]:
        ax.legend(fontsize=7, ncol=2)
    save_figure(fig, path)
    plt.close(fig)


def _fmt(v: Any, digits: int = 3) -> str:
    return "-" if v is None else f"{v:.{digits}f}"


def print_table(data: dict[str, Any]) -> str:
    """The rows as a fixed-width table."""
    rows = [{**r, "ci": f"{_fmt(r['ci_low'])}..{_fmt(r['ci_high'])}" if r["ci_low"] else "-"} for r in data["rows"]]
    return format_table(rows, ["program", "config", "status", "speedup", "ci", "verdict", "median_cpu_s",
                               "speedup_wall", "text_ratio", "file_ratio", "compile_ratio", "error"])


def doc_blocks(data: dict[str, Any]) -> dict[str, str]:
    """``score-results`` (per program), ``score-summary`` (per configuration) and ``score-programs`` blocks."""
    header = ["program", "configuration", "speed-up, CPU time (95% CI)", "verdict", "wall-clock speed-up (95% CI)",
              "`.text` vs baseline", "file vs baseline", "compile time vs baseline"]
    table = []
    for r in data["rows"]:
        if r["baseline"] == "-":
            table.append([r["program"], f"**{r['config']}** (baseline)", f"{_fmt(r.get('median_cpu_s'))} s median",
                          "-", f"{_fmt(r['median_s'])} s median",
                          f"{r['text_bytes']} B" if r["text_bytes"] else "-",
                          f"{r['file_bytes']} B" if r["file_bytes"] else "-",
                          f"{_fmt(r['compile_s'], 1)} s" if r.get("compile_s") else "-"])
            continue
        if r["status"] != "ok":
            table.append([r["program"], f"`{r['pipeline']}`", "-", f"**FAILED**: {r['error']}", "-", "-", "-", "-"])
            continue
        ci = f"{_fmt(r['speedup'])} ({_fmt(r['ci_low'])}..{_fmt(r['ci_high'])})" if r["ci_low"] else "-"
        wall = f"{_fmt(r.get('speedup_wall'))} ({_fmt(r.get('ci_wall_low'))}..{_fmt(r.get('ci_wall_high'))})" \
            if r.get("ci_wall_low") else "-"
        verdict = {"faster": "faster", "slower": "**slower**"}.get(r["verdict"], r["verdict"] or "-")
        label = f"{r['baseline']} built again (A/A control)" if is_control(r) else f"`{r['pipeline']}`"
        table.append([r["program"], label, ci, verdict, wall, _fmt(r["text_ratio"], 4),
                      _fmt(r["file_ratio"], 4), f"{_fmt(r['compile_ratio'], 2)}x"])
    summary = [[f"{s['baseline']} built again (A/A control)" if s.get("control") else
                f"`{next(c['pipeline'] for c in data['meta']['configs'] if c['name'] == s['config'])}`",
                s["baseline"], s["programs"], _fmt(s["speedup_geomean"]), s["faster"], s["slower"],
                _fmt(s["text_ratio_geomean"], 4), f"{_fmt(s['compile_ratio_geomean'], 2)}x", s["failures"]]
               for s in data["meta"]["summary"]]
    programs = [[p["name"], p["version"], p["domain"], ", ".join(p["packages"]), f"`{p['source']}`",
                 f"`{p['sha256'][:16]}...`"] for p in data["meta"]["programs"]]
    m = data["meta"]
    front_end = m["front_end"].rsplit("/", 1)[-1]
    note = (f"{len(m['programs'])} programs, {len(m['configs'])} configurations, {m['repeats']} timed runs per build "
            f"(interleaved, pinned to CPU {m['pinned_cpu']}), front end `{front_end}`; whole run "
            f"{m['run_seconds'] / 60:.0f} min on {m['cpus']} CPUs.\n\n")
    controls = {(r["program"], r["baseline"]): r for r in data["rows"] if is_control(r) and r["status"] == "ok"}

    def who(r: dict[str, Any]) -> str:
        return f"{r['baseline']} built again" if is_control(r) else f"`{r['pipeline']}`"

    def again(r: dict[str, Any]) -> str:
        if not r.get("verdict_previous"):
            return ""
        held = "held" if r["verdict_previous"] == r["verdict"] else "not significant" \
            if r["verdict_previous"] == "no significant difference" else "reversed"
        return f"; previous session of the same builds: {_fmt(r['speedup_previous'])} ({held})"

    slower, faster = ([f"- {who(r)} makes **{r['program']}** {kind}: speed-up {_fmt(r['speedup'])} "
                       f"(95% CI {_fmt(r['ci_low'])}..{_fmt(r['ci_high'])}, p={r['p']:.2g}) against {r['baseline']}"
                       + _aa_note(r, controls) + again(r) for r in data["rows"] if r["verdict"] == kind]
                      for kind in ("slower", "faster"))
    failed = [f"- `{r['pipeline']}` on **{r['program']}**: {r['error']}" for r in data["rows"] if r["status"] != "ok"]
    aa = ""
    if controls:
        aa = ("\nA/A control (each baseline built a second time in its own folder and timed like any build: the "
              "same program, so any difference is the machine's and the method's; `.text` ratio 1.0000 when the "
              "build is reproducible):\n\n" + "\n".join(
                  f"- {r['program']} against {r['baseline']}: speed-up {_fmt(r['speedup'])} (95% CI "
                  f"{_fmt(r['ci_low'])}..{_fmt(r['ci_high'])}, {r['verdict']}), `.text` {_fmt(r['text_ratio'], 4)}"
                  for r in controls.values()) + "\n")
    replicated = ""
    both = [r for r in data["rows"] if r.get("verdict_previous") and not is_control(r)]
    sig = [r for r in both if {r["verdict"], r["verdict_previous"]} & {"faster", "slower"}]
    if both:
        earlier = [f"- `{r['pipeline']}` on **{r['program']}**: {_fmt(r['speedup_previous'])} "
                   f"({r['verdict_previous']}) then {_fmt(r['speedup'])} ({r['verdict']})"
                   for r in sig if r["verdict"] not in ("faster", "slower")]
        replicated = (f"\nReplication: the same builds were benchmarked in an earlier session of this run "
                      f"(`--rebench`). Of the {len(sig)} comparisons significant in either session, "
                      f"{sum(r['verdict'] == r['verdict_previous'] for r in sig)} have the same verdict in both"
                      + ("; significant in the earlier session only:\n\n" + "\n".join(earlier) + "\n"
                         if earlier else ".\n"))
    lists = (aa + "\nSignificantly slower (p < 0.05):\n\n" + ("\n".join(slower) if slower else "- none") + "\n"
             "\nSignificantly faster (p < 0.05):\n\n" + ("\n".join(faster) if faster else "- none") + "\n"
             + replicated +
             "\nFailures (tests, test output, benchmark output or build):\n\n"
             + ("\n".join(failed) if failed else "- none") + "\n")
    return {"score-summary": note + markdown_table(["pipeline", "baseline", "programs", "speed-up (geomean)",
                                                     "faster", "slower", "`.text` (geomean)", "compile time (geomean)",
                                                     "failures"], summary) + lists,
            "score-results": markdown_table(header, table),
            "score-programs": markdown_table(["program", "version", "domain", "code it holds", "source", "sha256"],
                                             programs)}
