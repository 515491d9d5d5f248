#!/usr/bin/env python3
"""Train ``poset-rl<mode=plan>``: a portfolio of plans and the size critic that chooses among them.

    .venv/bin/python scripts/train_poset_rl_critic.py CORPUS [--space odg|manual] [--out models/poset-rl-odg-critic.onnx]

Same split as ``scripts/train_poset_rl.py``: by package, 40% of the code bases held out, at most ``--per-package``
modules per package; the CV folds are grouped by package.

1. the greedy oracle on every training module (shared cache with the policy's training script);
2. the catalog (prefix closure of the oracle's sequences) applied to every training module: ``.text`` of every
   state (shared cache ``--work/catalog``) and the critic's size features of every state (``--work/size-features``);
   both resumable;
3. K-fold CV over the grid (number of plans x critic L2): per fold, the plans are chosen greedily from the fold's own
   catalog on its training modules (:func:`catalog.portfolio`), the critic is fitted on every state of those modules
   (:func:`critic.fit_bytes`), and each left-out module scores the measured ``.text`` of the plan the critic picks;
   the no-model baseline (the measured best of the same plans) is printed beside it;
4. the selected grid point refitted on all training modules, written as ``--out`` (the critic, ONNX) and
   ``<out minus -critic.onnx>-plans.json``;
5. evaluation on the held-out modules with the pass's own plan-mode code (in-process ONNX): ``.text`` vs
   ``default<Oz>`` and the greedy oracle, plus ``measure=1..--measure`` (the critic's N preferred plans compiled,
   the smallest kept) and the measured best of all plans (search with codegen, for reference). The CV of step 3
   prints the same ``measure=N`` figures for the selected grid point.

Writes ``<out>.train-report.json`` and prints the numbers the model card quotes. numpy only.

Every per-module call (oracle searches, roll-outs, catalog measurements) runs on a corpus backend: a local pool of
``--workers`` processes, or Ray actors with ``--backend ray [--address HOST:PORT]`` (:mod:`mlbridge_training.pool`);
the results do not depend on the backend.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from mlbridge_training.common import log as _log  # noqa: E402


def _bar(desc: str, total: int):
    from tqdm import tqdm

    bar = tqdm(total=total, desc=desc, unit="module")
    return bar, (lambda i, n: bar.update(i - bar.n))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus")
    ap.add_argument("--out", default=None, help="default: models/poset-rl-SPACE-critic.onnx (the shipped file)")
    ap.add_argument("--space", default="odg", choices=["odg", "manual"])
    ap.add_argument("--steps", type=int, default=15, help="oracle step limit")
    ap.add_argument("--max-bytes", type=int, default=60_000, help="skip larger bitcode files")
    ap.add_argument("--per-package", type=int, default=25,
                    help="at most N modules per package (by hash, before the size filter; 0 = all)")
    ap.add_argument("--limit", type=int, default=0, help="use at most this many training modules (0 = all)")
    ap.add_argument("--held-out-limit", type=int, default=0, help="evaluate on at most this many held-out modules")
    ap.add_argument("--plans", default="2,4,6,8,12,16", help="grid: number of plans")
    ap.add_argument("--l2", default="0.01,0.1,1,10", help="grid: critic L2 (relative-size scale)")
    ap.add_argument("--folds", type=int, default=5)
    ap.add_argument("--work", default="build/poset-rl-train", help="cache directory (shared with train_poset_rl.py)")
    ap.add_argument("--measure", type=int, default=4, help="report plan mode with measure=1..N (CV and held out)")
    ap.add_argument("--no-eval", action="store_true", help="stop after writing the critic and the plans")
    from mlbridge_training.pool import run_on_backend

    return run_on_backend(ap, argv, _run)


def _run(args: argparse.Namespace) -> int:
    """The training run, every per-module call on the chosen backend."""
    args.out = args.out or f"models/poset-rl-{args.space}-critic.onnx"
    from mlbridge_llvm.corpus.splits import packages
    from mlbridge_llvm.onnx_models import save_model
    from mlbridge_training.poset_rl import catalog as C
    from mlbridge_training.poset_rl import critic as K
    from mlbridge_training.poset_rl import train as T
    from mlbridge_passes.poset_rl.planner import Plans
    from mlbridge_passes.poset_rl.sequences import action_space

    t0 = time.time()
    blobs, train_names, held_names = T.load_corpus(args.corpus, args.max_bytes, args.limit, args.held_out_limit,
                                                      args.per_package)
    _log(f"{len(blobs)} modules <= {args.max_bytes} bytes: {len(train_names)} training, {len(held_names)} held out")

    # (1) oracle, (2) catalog sizes and size features
    searches = T.collect([(m, blobs[m]) for m in train_names], args.space, args.steps, args.workers, _log,
                         cache=os.path.join(args.work, "oracle"))
    by_name = {s.module: s for s in searches}
    n_actions = len(action_space(args.space))
    mods = [(n, blobs[n]) for n in train_names if n in by_name]
    bar, progress = _bar("catalog .text", len(mods))
    with bar:
        cat, measured = C.training_catalog(searches, blobs, args.space, args.workers,
                                           cache=os.path.join(args.work, "catalog"), progress=progress)
    _log(f"catalog: {len(cat.seqs)} sequences, longest {cat.max_len}; .text of every one on {len(mods)} training "
         f"modules; their size features next")
    bar, progress = _bar("size features", len(mods))
    with bar:
        feats = K.collect_features(mods, cat.seqs, args.space, args.workers,
                                   cache=os.path.join(args.work, "size-features"), progress=progress)
    oz = {n: by_name[n].oz_size for n in by_name}
    names = [n for n, _ in mods if oz[n] > 0]
    t_data = time.time()

    # (3) CV over the grid
    fold = T.cv_folds(names, args.folds)
    idx = cat.index()
    folds = []
    for k in range(args.folds):
        tr = [n for n in names if fold[n] != k]
        fc, fm = C.restrict(measured, cat, C.Catalog.from_sequences([by_name[n].actions for n in tr], n_actions))
        rows = np.array([idx[s] for s in fc.seqs])
        folds.append((tr, [n for n in names if fold[n] == k], fc, fm, rows))
    n_plans, l2s = [int(v) for v in args.plans.split(",")], [float(v) for v in args.l2.split(",")]
    history: list[dict] = []
    best = None
    for l2 in l2s:
        weights = [K.fit_bytes([feats[n][rows] for n in tr], [fm[n].sizes for n in tr], l2)
                   for tr, _, _, fm, rows in folds]
        for kp in n_plans:
            # per left-out module: the best measured .text among the critic's first N plans (N = 1: its choice)
            by_n: dict[int, list[float]] = {m: [] for m in range(1, max(args.measure, 1) + 1)}
            searched = []
            for (tr, te, fc, fm, _), w in zip(folds, weights):
                cols = np.array([idx[s] for s in C.portfolio(fc, [fm[n] for n in tr], kp)])
                for n in te:
                    sizes, order = measured[n].sizes[cols], K.rank(w, feats[n][cols])
                    for m, ratios in by_n.items():
                        ratios.append(sizes[order[:m]].min() / oz[n])
                    searched.append(sizes.min() / oz[n])
            cv, ref = T.geomean(by_n[1]), T.geomean(searched)
            history.append({"stage": "cv", "plans": kp, "l2": l2, "cv_geomean_vs_oz": cv,
                            "cv_best_of_plans_measured": ref})
            _log(f"plans={kp:2d} l2={l2:g}: {args.folds}-fold CV .text/Oz {cv:.4f} (measured best of the same plans "
                 f"{ref:.4f})")
            if best is None or cv < best[0]:
                best = (cv, kp, l2, {m: T.geomean(by_n[m]) for m in range(1, args.measure + 1)})
    cv, kp, l2, measured_cv = best
    _log(f"selected plans={kp} l2={l2:g} (CV {cv:.4f})")
    _log("  CV with measure=N (the critic's N preferred plans compiled, smallest kept): "
         + ", ".join(f"N={n}: {g:.4f}" for n, g in measured_cv.items()))

    # (4) refit on all training modules, export
    plans = Plans(args.space, tuple(C.portfolio(cat, [measured[n] for n in names], kp)))
    w = K.fit_bytes([feats[n] for n in names], [measured[n].sizes for n in names], l2)
    from mlbridge_training.provenance import data_digest, recorded_args, stamp

    recorded = recorded_args(args, "corpus", "out", "work", "no_eval")
    save_model(stamp(K.critic_model(w), "scripts/train_poset_rl_critic.py", recorded,
                     data_digest((n, blobs[n]) for n in train_names)), args.out)
    plan_path = plans_path(args.out)
    plans.save(plan_path, selected={"plans": kp, "l2": l2, "cv_geomean_vs_oz": cv},
               note="written by scripts/train_poset_rl_critic.py; plans in greedy portfolio order")
    _log(f"wrote {args.out} and {plan_path}: plans {[list(p) for p in plans.plans]}")
    report = {"renderer": "poset-rl-critic", "script": "scripts/train_poset_rl_critic.py", "args": recorded,
              "corpus": args.corpus, "space": args.space, "split": {"train": len(train_names),
                                                                    "held_out": len(held_names)},
              "packages": {"train": packages(train_names), "held_out": packages(held_names)},
              "catalog": len(cat.seqs), "training_modules_with_code": len(names), "training": history,
              "selected": {"plans": kp, "l2": l2, "cv_geomean_vs_oz": cv},
              "cv_measure": {str(n): g for n, g in measured_cv.items()}, "plans": [list(p) for p in plans.plans],
              "bytes_per_feature": w.tolist(), "time_s": {"data": t_data - t0, "fit": time.time() - t_data}}
    if not args.no_eval:
        report["held_out"] = _evaluate(args, plans, [(n, blobs[n]) for n in held_names])
    path = os.path.splitext(args.out)[0] + ".train-report.json"
    from mlbridge_llvm.fileio import atomic_write

    atomic_write(path, json.dumps(report, indent=1) + "\n")
    _log(f"wrote {path}")
    return 0


def plans_path(critic_path: str) -> str:
    """``x-critic.onnx`` -> ``x-plans.json`` (the plan file next to its critic)."""
    base = os.path.splitext(critic_path)[0]
    return (base[:-len("-critic")] if base.endswith("-critic") else base) + "-plans.json"


def _evaluate(args, plans, held: list) -> dict:
    """Plan mode (the pass's code, in-process ONNX, with ``measure=args.measure``) vs default<Oz> vs the greedy
    oracle vs the measured best plan; ``measure=N`` for smaller N follows from the shortlist and every candidate's
    measured ``.text`` (the pass's shortlist is the same for every N: the critic's order)."""
    from mlbridge_training.poset_rl import train as T
    from mlbridge_training.poset_rl.rollout import evaluate_plans

    oracle = T.collect(held, args.space, args.steps, args.workers, _log, cache=os.path.join(args.work, "oracle"))
    bar, progress = _bar("held out", len(held))
    with bar:
        rolls = evaluate_plans(held, plans, args.out, args.workers, measure_all=True, progress=progress,
                               measure=args.measure)
    rows = []
    for o, r in zip(oracle, rolls):
        sizes = r.candidate_sizes or []
        # r.plan < 0: the pass kept default<Oz>, which it measures among the candidates (never larger than Oz)
        if r.plan >= 0 and sizes[r.plan] != r.size:  # candidates are clones; LLVMCloneModule keeps no use-list order
            _log(f"note: {r.module}: plan {r.plan} applied to the module gives {r.size} bytes, its candidate copy "
                 f"{sizes[r.plan]}")
        rows.append({"module": o.module, "o0": o.o0_size, "oz": o.oz_size, "oracle": o.final_size,
                     "plan_mode": sizes[r.shortlist[0]], "plan": r.shortlist[0], "shortlist": r.shortlist,
                     "actions": list(plans.plans[r.shortlist[0]]),
                     **{f"measure_{n}": min(sizes[k] for k in r.shortlist[:n]) for n in range(1, args.measure + 1)},
                     **{f"first_{n}_measured": min(sizes[:n]) for n in range(1, args.measure + 1)},
                     "best_plan_measured": min(sizes), "candidate_sizes": sizes, "applied_plan": r.plan,
                     "applied_size": r.size})
    code = [r for r in rows if r["oz"] > 0 and r["o0"] > 0]
    summary = {"modules": len(code),
               "plan_mode_vs_oz": T.geomean([r["plan_mode"] / r["oz"] for r in code]),
               **{f"measure_{n}_vs_oz": T.geomean([r[f"measure_{n}"] / r["oz"] for r in code])
                  for n in range(1, args.measure + 1)},
               # the same codegen budget without the critic: the first N plans of the portfolio, all compiled
               **{f"first_{n}_measured_vs_oz": T.geomean([r[f"first_{n}_measured"] / r["oz"] for r in code])
                  for n in range(1, args.measure + 1)},
               "best_plan_measured_vs_oz": T.geomean([r["best_plan_measured"] / r["oz"] for r in code]),
               "oracle_vs_oz": T.geomean([r["oracle"] / r["oz"] for r in code]),
               "smaller": sum(r["plan_mode"] < r["oz"] for r in code),
               "larger": sum(r["plan_mode"] > r["oz"] for r in code),
               "mean_steps": float(np.mean([len(r["actions"]) for r in code])) if code else 0.0,
               "total_plan_mode": sum(r["plan_mode"] for r in code), "total_oz": sum(r["oz"] for r in code),
               "total_oracle": sum(r["oracle"] for r in code),
               # measure=N figures use the candidates' sizes; on these modules the pass's own result differs
               "applied_differs_from_candidate": sum(r["applied_plan"] >= 0 and r["applied_size"]
                                                     != r["candidate_sizes"][r["applied_plan"]] for r in code)}
    for n in range(1, args.measure + 1):
        summary[f"measure_{n}_smaller"] = sum(r[f"measure_{n}"] < r["oz"] for r in code)
        summary[f"measure_{n}_larger"] = sum(r[f"measure_{n}"] > r["oz"] for r in code)
        summary[f"total_measure_{n}"] = sum(r[f"measure_{n}"] for r in code)
    _log(f"held out ({summary['modules']} modules with code): plan mode/Oz {summary['plan_mode_vs_oz']:.4f} "
         f"(smaller on {summary['smaller']}, larger on {summary['larger']}); "
         + ", ".join(f"measure={n} {summary[f'measure_{n}_vs_oz']:.4f} (first {n} plans compiled, no critic: "
                     f"{summary[f'first_{n}_measured_vs_oz']:.4f})" for n in range(1, args.measure + 1))
         + f"; measured best of the plans {summary['best_plan_measured_vs_oz']:.4f}; oracle "
         f"{summary['oracle_vs_oz']:.4f}; total .text {summary['total_plan_mode']} vs Oz {summary['total_oz']}")
    return {"summary": summary, "per_module": rows}


if __name__ == "__main__":
    sys.exit(main())
