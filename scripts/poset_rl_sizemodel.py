#!/usr/bin/env python3
"""poset-rl's size model and cheap guard, offline: how well predictors rank plans as code generation does (by
package, held out), and the simulated size / opt-time trade-off of pass configurations.

    .venv/bin/python scripts/poset_rl_sizedata.py /work/corpus/full --side train --per-package 25 \\
        --max-bytes 60000 --out build/poset-rl-sizedata/train.pkl
    .venv/bin/python scripts/poset_rl_sizedata.py /work/corpus/full --side heldout --per-package 20 \\
        --max-bytes 120000 --out build/poset-rl-sizedata/heldout.pkl
    .venv/bin/python scripts/poset_rl_sizemodel.py build/poset-rl-sizedata/train.pkl \\
        build/poset-rl-sizedata/heldout.pkl --out models/poset-rl.sizemodel.report.json \\
        --csv training/poset_rl/figures/poset-rl.tradeoff-sim.csv --plot training/poset_rl/figures/poset-rl.tradeoff-sim.png [--measured models/poset-rl.goals.json]

Predictors (``training/poset_rl/sizemodel.py``): ``critic`` (the shipped linear critic over IR2Vec entity counts),
``tti`` (LLVM's TargetTransformInfo code-size cost summed over the module, no learning), ``tti+corr`` (the critic's
prediction plus a learned within-module correction over the TTI sum, the native size counts and the entity counts;
its L2 chosen by grouped-by-package CV on the training side). Fitted on the training side only; every figure is on
the held-out side. The trade-off simulates each configuration from the measured candidates (``.text`` of every
candidate, CPU seconds of every pipeline, feature walk and code generation); ``--measured`` overlays the figures
``scripts/poset_rl_goals.py`` measured through ``mlbridge-corpus run``.
"""
from __future__ import annotations

import argparse
import csv
import json
import pickle
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

L2_GRID = (1.0, 100.0, 1000.0)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("train")
    ap.add_argument("heldout")
    ap.add_argument("--out", required=True)
    ap.add_argument("--csv", default=None)
    ap.add_argument("--plot", default=None)
    ap.add_argument("--measured", default=None, help="a goals JSON of scripts/poset_rl_goals.py to overlay")
    args = ap.parse_args(argv)

    from mlbridge_llvm.corpus.splits import package_folds
    from mlbridge_llvm.fileio import atomic_write
    from mlbridge_llvm.native.size_features import column_names
    from mlbridge_training.poset_rl import sizemodel as S

    def load(path: str) -> dict:
        with open(path, "rb") as f:
            return pickle.load(f)
    tr_raw, ho_raw = load(args.train), load(args.heldout)
    TR, HO = S.with_code(tr_raw["modules"]), S.with_code(ho_raw["modules"])
    native = list(column_names())
    F = len(native) + 1
    cw = S.critic_weights()

    def aug(X: np.ndarray) -> np.ndarray:           # + the critic's prediction as the last column
        return np.column_stack([X, X[:, F:] @ cw])
    T, H = S.Table.build(TR, native), S.Table.build(HO, native)
    TX, HX = [aug(x) for x in T.X], [aug(x) for x in H.X]
    na = TX[0].shape[1]
    base = np.zeros(na)
    base[-1] = 1.0
    cols = np.arange(na - 1)

    def plan_metrics(names, keys, Xs, ys, predict) -> dict:
        per = {}
        for n, k, x, y in zip(names, keys, Xs, ys):
            sel = [j for j, s in enumerate(k) if s.startswith("plan")]
            if y[sel].min() == y[sel].max():
                continue
            per[n] = S.rank_metrics(predict(x[sel]), y[sel])
        return S.by_package(per)

    # L2 by grouped CV on the training side (regret of the predicted best plan, package mean)
    cv = {}
    for l2 in L2_GRID:
        per_fold = []
        for tr_names, te_names in package_folds(T.names, 5):
            tri = [T.names.index(n) for n in tr_names]
            tei = [T.names.index(n) for n in te_names]
            m = S.fit_within([TX[i] for i in tri], [T.y[i] for i in tri], cols, l2, base)
            r = plan_metrics([T.names[i] for i in tei], [T.keys[i] for i in tei], [TX[i] for i in tei],
                             [T.y[i] for i in tei], m.predict)
            per_fold.append(r["packages"]["regret"])
        cv[l2] = float(np.exp(np.mean(np.log(per_fold))))
    l2 = min(cv, key=lambda k: cv[k])
    corr = S.fit_within(TX, T.y, cols, l2, base)
    predictors = {"critic": lambda X: aug(X)[:, -1],
                  "tti": lambda X: X[:, native.index(S.TTI)],
                  "tti+corr": lambda X: corr.predict(aug(X))}
    ranking = {name: plan_metrics(H.names, H.keys, [x[:, :-1] for x in HX], H.y, f)
               for name, f in predictors.items()}

    St = S.Strategy
    strategies = [St("Oz", "oz"), St("smaller of Oz and Oz twice", "ozoz"), St("policy alone", "policy"),
                  St("policy + guard (shipped default)", "policy-guard")]
    for n in (1, 2, 3, 4, 6, 8, 16):
        strategies += [St(f"{n} plans, critic alone", "plan", n, 0, guard=False),
                       St(f"{n} plans, measure=1", "plan", n, 1), St(f"{n} plans, measure=2", "plan", n, 2),
                       St(f"{n} plans, cheap guard", "plan", n, 1, margin=1e-9),
                       St(f"{n} plans, cheap guard, measure=2", "plan", n, 2, margin=1e-9)]
    sims = {}
    for name in ("critic", "tti+corr"):
        preds = S.predictions(HO, predictors[name], native)
        sims[name] = S.evaluate(HO, preds, strategies)
    gap = {name: {"measure=0": next(r for r in sims[name] if r["label"] == "16 plans, critic alone")[
        "program_geomean"], "measure=1": next(r for r in sims[name] if r["label"] == "16 plans, measure=1")[
        "program_geomean"]} for name in sims}
    report = {"train": {"file": args.train, "modules": len(TR), "per_package": tr_raw.get("per_package"),
                        "max_bytes": tr_raw.get("max_bytes")},
              "heldout": {"file": args.heldout, "modules": len(HO), "per_package": ho_raw.get("per_package"),
                          "max_bytes": ho_raw.get("max_bytes")},
              "native_columns": native, "l2_cv_regret": {str(k): v for k, v in cv.items()}, "l2": l2,
              "ranking": ranking, "simulated": sims, "measure0_vs_measure1": gap}
    atomic_write(args.out, json.dumps(report, indent=1) + "\n")

    print(f"train {len(TR)} modules, held out {len(HO)} modules; tti+corr L2 {l2} (CV regret {cv})")
    print("ranking of the 16 plans, held out (mean over packages): spearman / top-1 / regret (geomean)")
    pk = sorted(k for k in ranking["critic"] if k not in ("all", "packages"))
    for p in pk + ["packages"]:
        print(f"  {p:28s} " + "  ".join(f"{name}: {ranking[name][p]['spearman']:.3f} / {ranking[name][p]['top1']:.3f}"
                                         f" / {ranking[name][p]['regret']:.4f}" for name in ranking))
    for name, rows in sims.items():
        print(f"simulated on held out, predictor {name}:")
        for r in rows:
            print(f"  {r['label']:38s} program {r['program_geomean']:.4f} module {r['module_geomean']:.4f} "
                  f"larger {r['larger']:3d} opt time {r['opt_time_vs_oz']:.2f}x codegens {r['codegens_per_module']:.2f}")
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["predictor", "label", "program_geomean", "module_geomean", "larger", "worst",
                        "opt_time_vs_oz", "codegens_per_module"])
            for name, rows in sims.items():
                for r in rows:
                    w.writerow([name, r["label"], f"{r['program_geomean']:.5f}", f"{r['module_geomean']:.5f}",
                                r["larger"], f"{r['worst']:.4f}", f"{r['opt_time_vs_oz']:.3f}",
                                f"{r['codegens_per_module']:.3f}"])
    if args.plot:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(8, 5))
        for name, marker in (("critic", "o"), ("tti+corr", "^")):
            for kind, color in (("critic alone", "C3"), ("measure=1", "C0"), ("measure=2", "C2"),
                                ("cheap guard", "C1")):
                pts = sorted((r["opt_time_vs_oz"], r["program_geomean"]) for r in sims[name]
                             if r["label"].endswith(kind) and "plans" in r["label"])
                ax.plot(*zip(*pts), marker=marker, color=color, lw=0.8, ms=4,
                        label=f"plan mode (1-16 plans), {kind}, {name}")
        for r in sims["critic"][:4]:
            ax.scatter(r["opt_time_vs_oz"], r["program_geomean"], color="k", marker="s", s=18)
            ax.annotate(r["label"], (r["opt_time_vs_oz"], r["program_geomean"]), fontsize=6, xytext=(3, -8),
                        textcoords="offset points")
        if args.measured:
            meas = json.loads(Path(args.measured).read_text())
            for r in meas["rows"]:
                ax.scatter(r["opt_time"], r["value"], facecolors="none", edgecolors="m", s=40)
                ax.annotate(r.get("label", r["pipeline"]), (r["opt_time"], r["value"]), fontsize=6, color="m",
                            xytext=(3, 3), textcoords="offset points")
        ax.axhline(0.97, color="gray", ls=":", lw=1)
        ax.axvline(3.0, color="gray", ls=":", lw=1)
        ax.set_xlabel("opt time vs default<Oz> (simulated from measured CPU seconds; magenta: measured runs)")
        ax.set_ylabel(".text vs default<Oz> (program geomean)")
        ax.set_title(f"poset-rl, {len(HO)} held-out modules: size against opt time")
        ax.set_xlim(0, 10)
        ax.legend(fontsize=5.5, loc="upper right")
        fig.tight_layout()
        fig.savefig(args.plot, dpi=120)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
