"""Model-card figures written from the report JSON a training script saved, never typed in.

A card (``models/*.md``) holds generated blocks (:mod:`mlbridge_llvm.docblocks`). :func:`render` turns a report into
each block's text and :func:`update_card` rewrites the blocks; the training script calls it after writing the
report, and ``test_model_cards.py`` re-renders every block from the committed report and compares, so a figure in a
card always is the figure in the report.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from mlbridge_llvm import docblocks
from mlbridge_llvm.docblocks import BLOCK, markdown_table

__all__ = ["BLOCK", "RENDERERS", "render", "update_card"]


def _ratio(v: float | None) -> str:
    return "n/a" if v is None else f"{v:.5f}"


def held_out_table(evaluation: dict[str, Any], labels: dict[str, str]) -> str:
    """Markdown: one row per evaluated variant (``labels``: key -> row title) of a held-out evaluation."""
    lines = ["| variant | package geomean | module geomean | total | worst module | larger / smaller / compared |",
             "|---|---|---|---|---|---|"]
    for key, title in labels.items():
        e = evaluation[key]
        worst = e["worst"][0] if e["worst"] else None
        worst_text = f"{worst['ratio']:.4f} (`{worst['module']}`)" if worst else "-"
        lines.append(f"| {title} | **{_ratio(e['package_geomean'])}** | {_ratio(e['geomean_ratio'])} | "
                     f"{_ratio(e['total_ratio'])} | {worst_text} | {e['larger']} / {e['smaller']} / {e['compared']} |")
    return "\n".join(lines) + "\n"


def package_table(evaluation: dict[str, Any], labels: dict[str, str]) -> str:
    """Markdown: per held-out package, each variant's geomean and modules larger."""
    keys = list(labels)
    packages = sorted(set().union(*(evaluation[k]["packages"] for k in keys)))
    head = "| package | modules | " + " | ".join(f"{labels[k]}: geomean, larger" for k in keys) + " |"
    lines = [head, "|---|---|" + "---|" * len(keys)]
    for p in packages:
        n = max(evaluation[k]["packages"].get(p, {}).get("modules", 0) for k in keys)
        cells = []
        for k in keys:
            s = evaluation[k]["packages"].get(p)
            cells.append(f"{s['geomean']:.5f}, {s['larger']}" if s else "-")
        lines.append(f"| `{p}` | {n} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def inliner_blocks(report: dict[str, Any]) -> dict[str, str]:
    """The inliner card's generated blocks from ``models/inliner-oz.report.json``."""
    labels = {"policy": "policy alone (`ml-inline<guard=none>`)", "guarded": "shipped pass (`ml-inline`, size guard)"}
    t = report["training"]
    pk = report["corpus"]["packages"]
    data = (f"{report['corpus']['modules']} corpus modules from {len(pk['fit']) + len(pk['validation']) + len(pk['held_out'])}"
            f" packages: {len(pk['fit'])} fit, {len(pk['validation'])} validation, {len(pk['held_out'])} held out "
            f"({', '.join(f'`{p}`' for p in pk['held_out'])}). Rewards from {t['modules']} training modules: "
            f"{t['questions']} inlining questions, {t['flip_better']} where flipping LLVM's decision alone makes the "
            f"module smaller. Selected alpha {t['alpha']:g}; the policy agrees with LLVM on "
            f"{100 * t['agreement_with_llvm']:.2f}% of the training questions.\n")
    selection = ["| alpha | validation package geomean (policy alone) | larger / smaller | worst | one-step bytes "
                 "| deviations (with a positive delta) |", "|---|---|---|---|---|---|"]
    selection += [f"| {r['alpha']:g}{' (selected)' if r['alpha'] == t['alpha'] else ''} | {r['package_geomean']:.5f} | "
                  f"{r['larger']} / {r['smaller']} | {r['worst']:.4f} | {r['bytes']:+.0f} | {r['deviations']} "
                  f"({r['worse']}) |" for r in t["selection"]]
    return {"data": data, "selection": "\n".join(selection) + "\n",
            "held-out": f"{report['held_out']['modules']} modules of the held-out packages, `.text` vs `default<Oz>` "
                        f"(codegen -O2, the module's relocation model):\n\n" + held_out_table(report["held_out"], labels),
            "packages": package_table(report["held_out"], labels)}


def evaluation_blocks(report: dict[str, Any]) -> dict[str, str]:
    """Blocks of a held-out evaluation written by ``scripts/evaluate_held_out.py`` (``held-out``, ``packages``)."""
    labels = {k: f"`{v}`" for k, v in report["pipelines"]}  # in the order they were run
    e = report["held_out"]
    excluded = report.get("excluded_packages") or []
    head = (f"{e['modules']} modules of {len(report['packages'])} held-out packages"
            + (f" (excluding {', '.join(f'`{p}`' for p in excluded)}, which the shipped model was trained on)"
               if excluded else "") + f", `.text` vs `{report['baseline']}`:\n\n")
    return {"held-out": head + held_out_table(e, labels), "packages": package_table(e, labels)}


def regalloc_blocks(report: dict[str, Any]) -> dict[str, str]:
    """Blocks of ``scripts/evaluate_regalloc_held_out.py``'s report (``held-out``, ``packages``)."""
    def row(name: str, f: dict[str, Any]) -> list[Any]:
        ratio = "n/a" if f["spills_reloads_ratio"] is None else f"{f['spills_reloads_ratio']:.4f}"
        return [name, f["modules"], f"{f['spills_reloads_policy']} / {f['spills_reloads_default']} (**{ratio}**)",
                f"{f['text_policy'] / f['text_default']:.5f}", f"{f['more_spills']} / {f['fewer_spills']}",
                f["text_larger"]]

    def table(rows: list[list[Any]]) -> str:
        return markdown_table(["packages", "modules", "spills+reloads policy / default (ratio)", ".text total ratio",
                               "modules with more / fewer spills+reloads", "modules with larger .text"], rows)
    t = report["total"]
    total = (f"{t['modules']} modules of {len(report['packages'])} held-out packages, optimized with `default<Oz>`, "
             f"codegen -O2 ({len(report['failed'])} failed). **Geomean over the packages of their spills+reloads ratio "
             f"((policy + 1) / (default + 1) per package): {report['package_geomean']:.4f}** (the protocol's figure); "
             f"all modules together:\n\n" + table([row("all held-out", t)]))
    worst = "\nMost added spills+reloads: " + ", ".join(f"`{w['module']}` {w['policy']} vs {w['default']}"
                                                        for w in report["worst"]) + ".\n"
    pk = table([row(f"`{p}`", f) for p, f in report["packages"].items()])
    return {"held-out": total + worst, "packages": pk}


def regalloc_training_blocks(m: dict[str, Any]) -> dict[str, str]:
    """The eviction card's training block from ``regalloc-evict.measurements.json`` (``scripts/train_regalloc.py``)."""
    mod, imi, d = m["modules"], m["imitation"], m["default_totals"]
    rows = ["| policy | spills+reloads / default | ratio | per-module geomean | better / worse (of modules with spills) "
            "| `.text` ratio |", "|---|---|---|---|---|---|"]
    for name in ("onnx", "mimic", "no_evict"):
        r = m["held_out"][name]
        rows.append(f"| {name} | {r['spills_reloads']} / {r['spills_reloads_default']} | "
                    f"{r['spills_reloads_ratio']:.4f} | {r['spills_reloads_geomean']:.4f} | {r['better']} / {r['worse']} "
                    f"(of {r['with_spills']}) | {r['text_ratio']:.5f} |")
    by = m["args"].get("validation_by", "module")
    split = ("a hash of the package: validation packages are never fitted" if by == "package"
             else "a hash of the module name, within the training packages")
    text = (f"{mod['compiled']} modules ({d['spills_reloads']} spills+reloads under LLVM's default advisor), "
            f"{mod['training']} for fitting and {mod['held_out']} for validation ({split}). Imitation of `mimic` on "
            f"{imi['train_questions']} questions: agreement {imi['agreement_train']:.3f} (fitting), "
            f"{imi['agreement_test']:.3f} (validation); {m['args'].get('es_restarts', 1)} ES run(s) of "
            f"{m['args']['es_iterations']} iterations (population {m['args']['es_population']} pairs) over "
            f"{len(m['es_modules'])} fitting modules (agreement with mimic after ES "
            f"{imi['agreement_test_after_es']:.3f}).")
    sel = m.get("selection") or {}
    if sel:
        scores = sel["validation_package_geomean"]
        text += (f" Shipped: **{sel['chosen']}**, the lowest validation package geomean of spills+reloads among "
                 f"{len(scores)} candidates ({min(scores.values()):.4f}; imitation alone {scores['imitation']:.4f}, "
                 f"the first ES run's own best on its modules {scores['ES best on its modules']:.4f}).")
    return {"training": text + " Validation modules (selection used them, so these figures are optimistic):\n\n"
            + "\n".join(rows) + "\n"}


def _poset_data(report: dict[str, Any]) -> str:
    """The data sentence shared by both poset-rl training reports."""
    pk, a = report["packages"], report["args"]
    cap = f", at most {a['per_package']} per package" if a.get("per_package") else ""
    return (f"{report['split']['train']} training modules (bitcode <= {a['max_bytes']:,} bytes{cap}) of "
            f"{len(pk['train'])} packages; the {len(pk['held_out'])} held-out "
            f"packages ({report['split']['held_out']} modules) were never trained or selected on. ")


def poset_policy_blocks(report: dict[str, Any]) -> dict[str, str]:
    """The poset-rl policy card's ``training`` block from ``scripts/train_poset_rl.py``'s train report."""
    o, sel = report["oracle_train"], report["selected"]
    cv = [r for r in report["training"] if r["stage"] == "clone-cv"]
    text = (_poset_data(report) + f"Greedy oracle on the training modules: {o['states']} states, "
            f"{o['mean_steps']:.1f} steps on average, ending at **{o['geomean_final_vs_oz']:.4f}** of Oz (geomean). "
            f"Behaviour cloning, an ensemble of {len(sel['seeds'])} seeds, selected by {cv[0]['folds']}-fold "
            f"cross-validation with folds grouped by package:\n\n")

    def picked(r: dict[str, Any]) -> bool:
        return (r["hidden"], r["l2"], r["epochs"]) == (sel["hidden"], sel["l2"], sel["epochs"])
    text += markdown_table(["hidden", "L2", "epochs", "CV `.text`/Oz", "CV mean steps"],
                           [[r["hidden"], f"{r['l2']:g}", r["epochs"],
                             f"{r['cv_geomean_vs_oz']:.4f}" + (" (selected)" if picked(r) else ""),
                             f"{r['cv_mean_steps']:.1f}"] for r in cv])
    chosen = [r for r in cv if picked(r)]
    if chosen and "cv_budgets" in chosen[0]:
        r = chosen[0]
        guarded = r.get("cv_budgets_guarded")
        text += ("\nThe same CV roll-outs scored under a step budget (the policy stopped after at most B sub-sequences; "
                 "`.text`/Oz, modules larger than Oz of " + f"{r['cv_modules']}"
                 + ("; then behind the Oz guard, min(`.text`, Oz's)/Oz" if guarded else "") + "): "
                 + ", ".join(f"B={b} {g:.4f} ({r['cv_budgets_larger'][b]})"
                             + (f" / {guarded[b]:.4f}" if guarded else "") for b, g in r["cv_budgets"].items())
                 + f". Selected{' by the guarded figure' if sel.get('objective') == 'guarded' else ''}: "
                 f"**B={sel['step_budget']}**"
                 + (", built into the graph (it answers stop once B are applied).\n"
                    if sel["step_budget"] < report["steps"] else " (no budget in the graph).\n"))
    h = report["held_out"]["summary"]
    text += (f"\nThe script's own check on the {h['modules']} held-out modules with code: policy "
             f"**{h['policy_vs_oz']:.4f}** of Oz ({h['policy_smaller']} smaller, {h['policy_larger']} larger, "
             f"{h['policy_mean_steps']:.1f} steps on average)"
             + (f", behind the Oz guard {h['policy_guarded_vs_oz']:.4f}" if "policy_guarded_vs_oz" in h else "")
             + f", greedy oracle {h['oracle_vs_oz']:.4f}; total `.text` {h['total_policy']:,} vs Oz "
             f"{h['total_oz']:,}.\n")
    return {"training": text}


def poset_critic_blocks(report: dict[str, Any]) -> dict[str, str]:
    """The poset-rl plan-mode card's ``training`` block from ``scripts/train_poset_rl_critic.py``'s train report."""
    sel = report["selected"]
    text = (_poset_data(report) + f"Catalog: {report['catalog']} sequences (the prefix closure of the training "
            f"oracle's sequences), every one measured on the {report['training_modules_with_code']} training modules "
            f"with code. Cross-validation, folds grouped by package (per fold: plans chosen from the fold's own catalog, "
            f"the critic fitted on its training modules):\n\n")
    text += markdown_table(["plans", "critic L2", "CV `.text`/Oz (critic's pick)", "CV measured best of the same plans"],
                           [[r["plans"], f"{r['l2']:g}", f"{r['cv_geomean_vs_oz']:.4f}"
                             + (" (selected)" if (r["plans"], r["l2"]) == (sel["plans"], sel["l2"]) else ""),
                             f"{r['cv_best_of_plans_measured']:.4f}"] for r in report["training"] if r["stage"] == "cv"])
    text += ("\nSelected in CV with `measure=N`: " + ", ".join(f"N={n} {g:.4f}" for n, g in report["cv_measure"].items())
             + ".\n")
    h = report.get("held_out", {}).get("summary")
    if h:
        n = max(int(k.split("_")[1]) for k in h if k.startswith("measure_") and k.endswith("_vs_oz"))
        text += (f"\nThe script's own check on the {h['modules']} held-out modules with code: plan mode "
                 f"**{h['plan_mode_vs_oz']:.4f}** of Oz ({h['smaller']} smaller, {h['larger']} larger); "
                 + ", ".join(f"`measure={k}` {h[f'measure_{k}_vs_oz']:.4f}" for k in range(1, n + 1))
                 + f"; measured best of all plans {h['best_plan_measured_vs_oz']:.4f}; greedy oracle "
                 f"{h['oracle_vs_oz']:.4f}.\n")
    return {"training": text}


def poset_first_choice_blocks(report: dict[str, Any]) -> dict[str, str]:
    """The poset-rl policy card's ``first-choice`` block from ``scripts/poset_rl_first_choice.py``'s JSON."""
    names = {"-": "-", "package": "by package", "module": "by module (same code bases on both sides)"}
    rows = report["rows"]
    text = (f"{report['args']['folds']}-fold cross-validation over the {rows[0]['modules']} training modules with "
            f"code ({rows[0]['packages']} packages), one of the {report['catalog']} catalog sequences chosen from the "
            "module's initial observation and applied whole (table look-ups of measured `.text`):\n\n")
    text += markdown_table(["folds", "chooser", "`.text`/Oz, package geomean", "module geomean", "larger than Oz"],
                           [[names[r["split"]], r["chooser"], f"{r['package_geomean']:.4f}",
                             f"{r['module_geomean']:.4f}", f"{r['larger_share']:.1%}"] for r in rows])
    return {"first-choice": text}


def loopdist_blocks(report: dict[str, Any]) -> dict[str, str]:
    """The loop-distribution card's figures from ``loopdist.train-report.json`` (``scripts/train_loopdist.py``):
    geomean speed-ups over the original loop per split, by the cost model and by measured run time, and the loops
    where the agents are slower than the original."""
    names = {"train": "training loops", "held_out": "held-out loops", "test_only": "test-only loops"}

    def table(speedups: dict[str, dict[str, float]]) -> str:
        return markdown_table(
            ["", "loops", "LLVM `loop-distribute` (forced)", "every node in its own loop", "agents",
             "**agents, `guard=cost`**", "best partition (oracle)"],
            [[label, len(report[split])] + [f"**{s[c]:.3f}x**" if c == "guarded" else f"{s[c]:.3f}x"
                                            for c in ("llvm", "max", "agents", "guarded", "oracle")]
             for split, label in names.items() for s in [speedups[split]]])
    kind = {"o3": "the rest of LLVM 22's `default<O3>` after `loop-distribute`, then llc -O3",
            "vectorize": "the vector part of -O2, then llc -O3"}[report.get("pipeline_kind", "vectorize")]
    text = (f"Cost model: llvm-mca ({report['cpu']}) cycles per original iteration, each module compiled by {kind}; "
            f"geomean speed-up over the undistributed loop:\n\n" + table(report["geomean_speedup"]))
    slow = report.get("measured_speedup")
    if slow:
        text += (f"\nMeasured run time (the fastest call of each kernel on the same data, {report['time_reps']} calls "
                 "in each of several fresh worker processes, JIT-compiled for this machine from the same modules), "
                 "geomean speed-up:\n\n" + table(slow)
                 + "\nLoops that ran more than 3% slower than the original, agents / "
                 "agents with `guard=cost`: " + ", ".join(
                     f"{names[s]} {v['agents_slower_3pct']} / {v['guarded_slower_3pct']} (worst "
                     f"{v['agents_worst_slowdown']:.3f}x / {v['guarded_worst_slowdown']:.3f}x the original's time)"
                     for s, v in slow.items()) + ".\n")
    return {"figures": text}


#: the per-function experiment's figures: key -> (row label, what is compiled to get it)
PER_FUNCTION_ROWS = {
    "critic": ("the critic's plan (`measure=0`)", "nothing"),
    "per_function_critic": ("per function, the version the critic predicts smallest", "nothing"),
    "measure_1": ("Oz or the critic's plan, the smaller (`measure=1`)", "2 candidates"),
    "measure_1_per_function": ("per function, among those 2", "2 candidates"),
    "measure_2": ("Oz or the critic's 2 preferred plans (`measure=2`)", "3 candidates"),
    "measure_2_per_function": ("per function, among those 3", "3 candidates"),
    "best_whole": ("the best whole candidate (Oz and all plans measured)", "every candidate"),
    "per_function_oracle": ("per function, among every candidate", "every candidate"),
}


def poset_per_function_blocks(report: dict[str, Any]) -> dict[str, str]:
    """The plan-mode card's ``per-function`` block from ``scripts/poset_rl_per_function.py``'s report."""
    s = report["summary"]
    rows = "".join(f"| {label} | {budget} | {s[k]['program_geomean']:.4f} | {s[k]['module_geomean']:.4f} | "
                   f"{s[k]['total']:.4f} |\n" for k, (label, budget) in PER_FUNCTION_ROWS.items())
    return {"per-function": (
        f"{s['modules']} modules with code of {s['packages']} held-out packages (`{report['corpus']}`, at most "
        f"{report['per_package']} per package, bitcode <= {report['max_bytes']} bytes). `.text` "
        "against `default<Oz>`; a per-function row is an estimate made from the symbol sizes of the compiled "
        "candidates, no composed module was built:\n\n"
        "| what is kept | compiled to decide | program geomean | module geomean | all modules together |\n"
        "|---|---|---|---|---|\n" + rows)}


def learned_blocks(report: dict[str, Any]) -> dict[str, str]:
    """A card's ``learned-held-out`` and ``learned-packages`` blocks from ``mlbridge-train evaluate --report`` (renderer
    ``learn-evaluation``): one row per variant against the baseline, then each held-out package's geomean."""
    figures = report["figures"]
    labels = [k for k in figures if k != "baseline"]
    has_text = any(figures[k].get("text") is not None for k in labels)
    rows = []
    for k in labels:
        f = figures[k]
        rows.append([f"`{k}`", f["role"], f"`{f['pipeline']}`", f"**{f['value']:.6f}**", f"{f['module_geomean']:.6f}",
                     *([f"{f['text']:.6f} ({f['text_larger']} larger)"] if has_text else []),
                     f"{f['worse']} / {f['better']} / {f['modules']}", f"{f['worst']:.4f}",
                     "-" if f.get("opt_time") is None else f"{f['opt_time']:.2f}x"])
    head = ["model", "role", "pipeline", "package geomean", "module geomean", *([".text (package geomean)"]
                                                                            if has_text else []),
            "worse / better / modules", "worst", "time vs baseline"]
    text = (f"{report['suite']}; first reward term ({report.get('metric', 'the cost')}) against the baseline, "
            f"same modules for every row:\n\n" + markdown_table(head, rows))
    packages = sorted(set().union(*(figures[k]["packages"] for k in labels)))
    prow = []
    for p in packages:
        n = max(figures[k]["packages"].get(p, {}).get("modules", 0) for k in labels)
        cells = []
        for k in labels:
            s = figures[k]["packages"].get(p)
            cells.append("-" if s is None else f"{s['geomean']:.4f}" + (f", .text {s['text']:.4f}" if "text" in s
                                                                          else "") + f", {s['worse']} worse")
        prow.append([f"`{p}`", n, *cells])
    return {"learned-held-out": text,
            "learned-packages": markdown_table(["package", "modules", *[f"`{k}`" for k in labels]], prow)}


#: Card block renderers, by the report's ``renderer`` key (default: by the report's file name).
RENDERERS: dict[str, Callable[[dict[str, Any]], dict[str, str]]] = {"inliner-oz.report.json": inliner_blocks,
                                                                    "evaluation": evaluation_blocks,
                                                                    "regalloc": regalloc_blocks,
                                                                    "regalloc-evict.measurements.json":
                                                                        regalloc_training_blocks,
                                                                    "poset-rl-policy": poset_policy_blocks,
                                                                    "poset-rl-critic": poset_critic_blocks,
                                                                    "poset-rl-first-choice": poset_first_choice_blocks,
                                                                    "poset-rl-per-function": poset_per_function_blocks,
                                                                    "loopdist.train-report.json": loopdist_blocks,
                                                                    "learn-evaluation": learned_blocks}


def _renderer(report: str, data: dict[str, Any]) -> Callable[[dict[str, Any]], dict[str, str]]:
    return RENDERERS[data.get("renderer", Path(report).name)]


def render(card: str | Path) -> dict[str, tuple[str, str]]:
    """Each generated block of ``card``: name -> (text in the card, text rendered from its report)."""
    return docblocks.render(card, _renderer)


def update_card(card: str | Path) -> None:
    """Rewrite every generated block of ``card`` from its report (atomically)."""
    docblocks.update(card, _renderer)
