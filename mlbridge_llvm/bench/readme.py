"""The README's benchmark tables, rendered from committed benchmark results (``docs/bench/*.json``); the round-trip
sweep has its own renderer, a pass's bench module may declare renderers for its results (``README_RENDERERS``), a
model's held-out report (``models/*.held-out.json``, ``inliner-oz.report.json``) gets one bullet of figures, a
pass's goals file (``models/*.goals.json``) a table and its targets' verdicts, and every other benchmark's rows are
rendered as they were saved.

A benchmark writes its JSON with ``--outdir docs/bench``; ``mlbridge-bench readme`` rewrites the README's
generated blocks (:mod:`mlbridge_llvm.docblocks`) from those files, and ``test_readme_tables.py`` checks that every
block equals what its JSON renders to, so no README figure is typed in.
"""
from __future__ import annotations

import argparse
import functools
from pathlib import Path
from typing import Any

from .. import docblocks

__all__ = ["RENDERERS", "add_arguments", "goals_blocks", "held_out_blocks", "models_blocks", "render_readme", "rows_blocks", "rtt_blocks",
           "run_from_args", "update_readme"]


def _num(v: Any, digits: int) -> str | None:
    return None if v is None else f"{v:.{digits}f}"


def rtt_blocks(data: dict[str, Any]) -> dict[str, str]:
    """``mlbridge-bench rtt``'s ``rtt.json``: the ``rtt`` block (the table, the targets' verdicts)."""
    meta, rows = data["meta"], data["rows"]
    lo, hi = meta["lengths"]
    text = (f"{meta['vectors']} float32 vectors of {lo}..{hi} elements, median of {meta['repeat']} interleaved sweeps, "
            f"Python {meta['python']}, {meta['cpus']} CPUs:\n\n")
    text += docblocks.markdown_table(
        ["runner", "total ms", "floor", "ratio to floor (repeats)", "per query µs", "wrong answers", "paper total ms"],
        [[r["runner"], _num(r["total_ms"], 1), r["floor"],
          None if r["ratio_to_floor"] is None else f"{r['ratio_to_floor']:.2f} ({r['ratio_repeats']})",
          _num(r["per_call_us"], 0), r["wrong_answers"], r["paper_ms"]] for r in rows])
    if meta["targets"]:
        text += "\n" + "".join(
            f"- {t['target']}: {t['ratio']:.3g} (repeats {t['spread'][0]:.3g}..{t['spread'][1]:.3g}): "
            f"{'no verdict (sweep too short)' if t['met'] is None else 'met' if t['met'] else '**missed**'}\n"
            for t in meta["targets"])
    return {"rtt": text}


def _cell(v: Any) -> Any:
    if isinstance(v, float):
        return f"{v:.3f}" if abs(v) < 10 else f"{v:.1f}"
    return v


def rows_blocks(name: str) -> docblocks.Renderer:
    """Any benchmark's ``{"meta", "rows"}`` JSON (what :func:`mlbridge_llvm.tables.write_results` writes, e.g. a
    pass's own ``mlbridge-bench`` sub-command): block ``name``, one table row per result row, the columns in the
    order of the first row (floats: 3 decimals below 10, else 1)."""
    def render(data: dict[str, Any]) -> dict[str, str]:
        rows = data["rows"]
        header = list(rows[0]) if rows else []
        return {name: docblocks.markdown_table(header, [[_cell(r.get(c)) for c in header] for r in rows])}
    return render


def models_blocks(data: dict[str, Any]) -> dict[str, str]:
    """``mlbridge-bench models``' ``models.json``: the ``models`` block (per shipped model: µs per query for each
    implementation, the speed-up with its spread over rounds, the answer check, the verdict)."""
    verdict = {t["target"].split(":")[0]: t["met"] for t in data["meta"]["targets"]}
    return {"models": docblocks.markdown_table(
        ["model", "onnxruntime µs", "compiled µs", "numpy µs", "compiled speed-up (rounds)", "answers match", "5x"],
        [[f"`{r['model']}`", f"{r['onnxruntime_us']:.1f}", f"{r['compiled_us']:.1f}", f"{r['numpy_us']:.1f}",
          f"{r['speedup_vs_onnxruntime']:.2f} ({r['speedup_rounds']})", r["answers_match"],
          {True: "met", False: "**missed**", None: "no verdict"}[verdict.get(r["model"])]] for r in data["rows"]])}


def held_out_blocks(name: str, path: str) -> docblocks.Renderer:
    """A model's held-out report (``{"held_out": {variant: summary}}``, each summary a
    :class:`mlbridge_llvm.corpus.report.Summary` as ``scripts/evaluate_held_out.py`` and the training scripts save
    it): block ``name``, one bullet with each variant's package geomean of ``.text`` against its baseline, the modules
    larger than the baseline and the worst module."""
    def render(data: dict[str, Any]) -> dict[str, str]:
        variants = [s for s in data["held_out"].values() if isinstance(s, dict) and "package_geomean" in s]
        first = variants[0]
        parts = [f"`{s['pipeline']}` **{s['package_geomean']:.4f}** ({s['larger']} larger, worst "
                 f"{100 * (s['worst'][0]['ratio'] - 1):+.1f}%)" for s in variants]
        shown = path[3:] if path.startswith("../") else path  # as the repository names it (docs/ names ../models)
        return {name: f"- `{shown}`, {first['compared']} modules of {len(first['packages'])} held-out packages vs "
                      f"`{first['baseline']}`: " + ", ".join(parts) + ".\n"}
    return render


#: the columns every goals row has, then the optional ones a pass may add, with their headers
_GOALS_COLUMNS = (("role", "role"), ("pipeline", "pipeline"), ("metric", "metric"), ("value", "value"),
                  ("module_geomean", "module geomean"), ("text", ".text"), ("worse", "worse than baseline"),
                  ("worst", "worst"), ("opt_time", "opt time vs baseline"))
_GOALS_REQUIRED = ("role", "pipeline", "metric", "value", "worse", "opt_time")


def goals_blocks(name: str) -> docblocks.Renderer:
    """A pass's goals file (``models/<model>.goals.json``: the issue's targets measured on held-out code, the rows
    the policy alone, the shipped default, the rules and the baseline): block ``name``, the suite and baseline, one
    table row per pipeline, and one line per target with its verdict."""
    def render(data: dict[str, Any]) -> dict[str, str]:
        rows = data["rows"]
        for row in rows:
            missing = [k for k in _GOALS_REQUIRED if k not in row]
            if missing:
                raise ValueError(f"goals row {row.get('pipeline')!r} of {data['pass']} lacks {', '.join(missing)}")
        columns = [(k, h) for k, h in _GOALS_COLUMNS if any(r.get(k) is not None for r in rows)]

        def cell(key: str, value: Any) -> Any:
            if key == "pipeline":
                return f"`{value}`"
            if key == "opt_time" and isinstance(value, (int, float)):
                return f"{value:.2f}x"
            if isinstance(value, float):
                return f"{value:.4f}"
            return value
        text = (f"**{data['pass']}** on {data['suite']}; baseline: {data['baseline']}. Regenerate: "
                f"`{data['command']}`.\n\n")
        text += docblocks.markdown_table([h for _, h in columns],
                                         [[cell(k, r.get(k)) for k, _ in columns] for r in rows])
        text += "\n" + "".join(f"- {t['text']}: {'**met**' if t['met'] else '**missed**'} ({t['figure']})\n"
                                for t in data.get("targets", []))
        return {name: text}
    return render


def _is_goals(data: dict[str, Any]) -> bool:
    return isinstance(data.get("rows"), list) and "pass" in data and "targets" in data


def _is_held_out_report(data: dict[str, Any]) -> bool:
    held = data.get("held_out")
    return isinstance(held, dict) and any(isinstance(s, dict) and "package_geomean" in s for s in held.values())


#: renderers by the JSON file's stem (``docs/bench/rtt.json`` -> ``rtt``); any other stem gets :func:`rows_blocks`
def score_blocks(data: dict[str, Any]) -> dict[str, str]:
    """``docs/score.md``'s blocks from an ``mlbridge-score`` report (:func:`mlbridge_llvm.score.report.doc_blocks`)."""
    from ..score.report import doc_blocks

    return doc_blocks(data)


def cc_blocks(data: dict[str, Any]) -> dict[str, str]:
    """``docs/score.md``'s ``cc`` block from ``mlbridge-bench cc``'s JSON (:func:`mlbridge_llvm.bench.cc.render_blocks`)."""
    from .cc import render_blocks

    return render_blocks(data)


RENDERERS: dict[str, docblocks.Renderer] = {"rtt": rtt_blocks, "models": models_blocks, "score": score_blocks,
                                            "cc": cc_blocks}


@functools.lru_cache(maxsize=1)
def _pass_renderers() -> dict[str, docblocks.Renderer]:
    """``README_RENDERERS`` of the installed passes' bench modules (:class:`~mlbridge_llvm.passes.BenchCommand`),
    collected once per process (one registry load, not one per JSON file the README names)."""
    import importlib

    from ..passes import registry

    found: dict[str, docblocks.Renderer] = {}
    passes, _ = registry().load_all()
    for ml_pass in passes:
        if ml_pass.bench is not None:
            found.update(getattr(importlib.import_module(ml_pass.bench.module), "README_RENDERERS", {}))
    return found


def renderer(path: str, data: dict[str, Any]) -> docblocks.Renderer:
    """The renderer of a generated block's JSON file (by its stem; see :data:`RENDERERS`)."""
    stem = Path(path).stem
    found = RENDERERS.get(stem) or _pass_renderers().get(stem)
    if found is None and _is_held_out_report(data):
        return held_out_blocks(stem.replace(".", "-"), path)
    if found is None and _is_goals(data):
        return goals_blocks(stem.replace(".", "-"))
    return found or rows_blocks(stem)


def render_readme(readme: str | Path) -> dict[str, tuple[str, str]]:
    """The README's generated blocks: name -> (text in the README, text rendered from its JSON)."""
    return docblocks.render(readme, renderer)


def update_readme(readme: str | Path) -> None:
    """Rewrite the README's generated blocks from their committed JSON."""
    docblocks.update(readme, renderer)


def documents(root: str | Path = ".") -> list[Path]:
    """The documents whose figures are generated: the README and every page of ``docs/``, under ``root``."""
    root = Path(root)
    return [p for p in [root / "README.md", *sorted((root / "docs").glob("*.md"))] if p.is_file()]


def add_arguments(ap: argparse.ArgumentParser) -> None:
    """``mlbridge-bench readme``'s options."""
    ap.add_argument("--readme", action="append", help="a document whose generated blocks are rewritten (repeatable; "
                                                      "default: README.md and docs/*.md)")


def run_from_args(args: argparse.Namespace) -> None:
    """``mlbridge-bench readme``: rewrite the blocks and say which."""
    for doc in args.readme or documents():
        update_readme(doc)
        print(f"rewrote {len(render_readme(doc))} generated block(s) of {doc}")
