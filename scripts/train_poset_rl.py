#!/usr/bin/env python3
"""Train the ``poset-rl`` policy: greedy oracle on the training modules, behaviour cloning, optional DAgger.

    .venv/bin/python scripts/train_poset_rl.py CORPUS [--space odg|manual] [--out models/poset-rl-odg.onnx]

(CORPUS: what ``mlbridge-corpus build`` writes; the shipped models come from the 47-package corpus.)

Split: by package (``mlbridge_llvm/corpus/splits.py``: 40% of the code bases held out, never touched by training
or selection), at most ``--per-package`` modules per package; cross-validation folds and the validation modules
are grouped by package too, so every selection figure is on code bases the fit never saw. ``--method clone`` (default, the shipped
model), ``--method q`` (fitted one-step Q ensemble + DAgger) or ``--method catalog`` (a policy over the catalog of
the oracle's sequences, every one measured on every training module, selected by table look-up CV; also prints the
no-model baseline "best of k fixed sequences by measured .text"); q and catalog were tried, not shipped: see
models/poset-rl-odg.md. Stages:

1. the greedy oracle on every training module (cached per module in ``--work``, so an interrupted run resumes;
   ``--stop-after oracle`` splits a long run in two);
2. behaviour cloning over a small hyper-parameter grid (or, with ``--method q``, Q ensembles over a grid and stop
   margins), selected by the ``.text`` the policy reaches: with ``--select cv`` (the default) in cross-validation
   folds grouped by package, the grid point and a step budget chosen together by ``--objective`` (``guarded``, the
   default: per module ``min(.text, Oz's)``, what the pass gives behind its default Oz guard; ``alone``: the
   policy's own ``.text``, ``measure=0``); with ``--select validation`` on the validation modules (20% of the
   training modules, by a second hash);
3. ``--dagger N`` rounds of DAgger (kept only if validation improves; default 0 for clone, 1 for q);
4. export to ONNX;
5. evaluation on the held-out modules: the policy, ``default<Oz>`` and the oracle. The policy's roll-outs use
   :func:`mlbridge_training.poset_rl.train.rollout`, the pass's loop (embedding, mask, model, ``run_passes``).

Writes the model and ``<out>.train-report.json`` and prints the numbers the model card quotes. torch is not needed.

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


def _ints(text: str) -> list[int]:
    return [int(v) for v in str(text).split(",") if v.strip()]


def _floats(text: str) -> list[float]:
    return [float(v) for v in str(text).split(",") if v.strip()]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus")
    ap.add_argument("--out", default=None, help="default: models/poset-rl-SPACE.onnx (the shipped file)")
    ap.add_argument("--space", default="odg", choices=["odg", "manual"])
    ap.add_argument("--steps", type=int, default=15)
    ap.add_argument("--max-bytes", type=int, default=60_000, help="skip larger bitcode files")
    ap.add_argument("--per-package", type=int, default=25,
                    help="at most N modules per package (by hash, before the size filter; 0 = all)")
    ap.add_argument("--limit", type=int, default=0, help="use at most this many training modules (0 = all)")
    ap.add_argument("--held-out-limit", type=int, default=0, help="evaluate on at most this many held-out modules")
    ap.add_argument("--hidden", default=None, help="comma-separated grid (default q: 32,64; clone: 64,128)")
    ap.add_argument("--epochs", default=None, help="comma-separated grid (default q: 400; clone: 300,600)")
    ap.add_argument("--l2", default=None, help="comma-separated grid (default q: 1e-3; clone: 1e-3,1e-4)")
    ap.add_argument("--seeds", default=None, help="q: ensemble members (default 0,1,2); clone: grid (default 0,1)")
    ap.add_argument("--method", default="clone", choices=["clone", "catalog", "q"],
                    help="clone: behaviour cloning of the oracle's best set (the shipped model); catalog: a policy "
                         "over the catalog of the oracle's sequences, fitted on the measured size of every catalog "
                         "sequence on every training module; q: fitted one-step Q ensemble + DAgger (catalog and q "
                         "were tried, see the model card)")
    ap.add_argument("--loss", default="regret", help="catalog: comma-separated grid of regret,soft")
    ap.add_argument("--temperature", default="0.02", help="catalog: comma-separated grid of the softmax temperature "
                                                          "(in log-size units)")
    ap.add_argument("--clip", default="0.5", help="q: comma-separated grid of the log-ratio target clip")
    ap.add_argument("--margins", default="0,0.002,0.005", help="q: stop thresholds tried on validation")
    ap.add_argument("--max-labels", type=int, default=6, help="q DAgger: labelled states per module and round")
    ap.add_argument("--dagger", type=int, default=None, help="DAgger rounds (default: 1 for q, 0 for clone)")
    ap.add_argument("--select", default="cv", choices=["cv", "validation"],
                    help="clone: cv = K-fold cross-validation over all training modules, then an ensemble (one "
                         "member per seed) refitted on all of them (default, the shipped model); validation = the "
                         "first model's selection on the 45 validation modules")
    ap.add_argument("--folds", type=int, default=5, help="clone --select cv: folds")
    ap.add_argument("--budgets", default="1,2,3,4,5,6,8,10,15",
                    help="clone --select cv: step budgets scored in the same CV (the policy answers stop after that "
                         "many actions; one roll-out scores all of them); the best is built into the model's graph")
    ap.add_argument("--objective", default="guarded", choices=["guarded", "alone"],
                    help="clone --select cv: what the CV scores, per module min(.text, Oz's)/Oz (guarded: what the "
                         "pass gives by default, behind its Oz guard) or .text/Oz (alone: the policy with measure=0); "
                         "both are reported")
    ap.add_argument("--no-module-features", action="store_true",
                    help="clone --select cv: ignore the module_features input (the previous model's inputs)")
    ap.add_argument("--work", default="build/poset-rl-train", help="cache directory for the stages")
    ap.add_argument("--stop-after", choices=["oracle", "fit"], default=None,
                    help="stop after the training oracle (resumable: run again to continue) or after export")
    from mlbridge_training.pool import run_on_backend

    return run_on_backend(ap, argv, _run)


def _run(args: argparse.Namespace) -> int:
    """The training run, every per-module call on the chosen backend."""
    args.out = args.out or f"models/poset-rl-{args.space}.onnx"
    from mlbridge_llvm.corpus.splits import packages
    from mlbridge_llvm.onnx_models import save_model
    from mlbridge_training.poset_rl import train as T

    os.makedirs(args.work, exist_ok=True)
    t_start = time.time()
    blobs, train_names, held_names = T.load_corpus(args.corpus, args.max_bytes, args.limit, args.held_out_limit,
                                                      args.per_package)
    fit_names, val_names = T.validation_split(train_names)
    _log(f"{len(blobs)} modules <= {args.max_bytes} bytes: {len(train_names)} training ({len(fit_names)} fit, "
         f"{len(val_names)} validation), {len(held_names)} held out")

    # (1) oracle on the training modules
    searches = T.collect([(m, blobs[m]) for m in train_names], args.space, args.steps, args.workers, _log,
                         cache=os.path.join(args.work, "oracle"))
    by_name = {s.module: s for s in searches}
    t_oracle = time.time()
    _log(f"oracle done: {sum(len(s.choices) for s in searches)} states; geomean final/Oz "
         f"{T.geomean([s.final_size / s.oz_size for s in searches if s.oz_size]):.4f}")
    if args.stop_after == "oracle":
        return 0

    from mlbridge_passes.poset_rl.sequences import action_space

    n_actions = len(action_space(args.space))
    val_mods = [(n, blobs[n]) for n in val_names if n in by_name and by_name[n].oz_size > 0]
    oz = {n: by_name[n].oz_size for n in by_name}

    def score(p: "T.Policy") -> tuple[float, float]:
        rolls = T.evaluate(p.act, val_mods, args.space, args.steps, args.workers)
        return T.geomean([r.size / oz[r.module] for r in rolls]), float(np.mean([len(r.actions) for r in rolls]))

    if args.method == "catalog":
        history, best = _train_catalog(args, by_name, train_names, blobs, oz)
    elif args.method == "q":
        history, best = _train_q(args, T, by_name, fit_names, blobs, oz, score)
    elif args.select == "cv":
        history, best = _train_clone_cv(args, T, by_name, train_names, blobs, oz)
    else:
        history, best = _train_clone(args, T, by_name, fit_names, blobs, oz, score)
    policy = best[1]
    t_fit = time.time()

    # (4) export
    from mlbridge_training.provenance import data_digest, stamp

    if args.method == "catalog":
        from mlbridge_training.poset_rl.catalog import catalog_policy_model

        model = catalog_policy_model(policy)
    elif args.method == "clone" and args.select == "cv":
        model = T.to_onnx(policy, step_budget=best[2][-1] if best[2][-1] < args.steps else None)
    else:
        model = T.to_onnx(policy)
    save_model(stamp(model, "scripts/train_poset_rl.py", _recorded_args(args),
                     data_digest((n, blobs[n]) for n in train_names)), args.out)
    _log(f"wrote {args.out}")

    if args.stop_after == "fit":
        return 0

    # (5) held-out evaluation: the real pass (in-process ONNX) vs Oz vs the oracle
    held = [(n, blobs[n]) for n in held_names]
    evaluation = T.evaluate_held_out(args.out, held, args.space, args.steps, args.workers,
                                     os.path.join(args.work, "oracle"), _log)
    report = {"renderer": "poset-rl-policy", "script": "scripts/train_poset_rl.py", "args": _recorded_args(args),
              "corpus": args.corpus, "space": args.space, "steps": args.steps, "max_bytes": args.max_bytes,
              "split": {"train": len(train_names), "fit": len(fit_names), "validation": len(val_names),
                        "held_out": len(held_names)},
              "packages": {"train": packages(train_names), "held_out": packages(held_names)},
              "oracle_train": {"states": int(sum(len(s.choices) for s in searches)),
                               "geomean_final_vs_oz": T.geomean([s.final_size / s.oz_size for s in searches if s.oz_size]),
                               "action_counts": np.bincount([a for s in searches for a in s.actions],
                                                            minlength=n_actions).tolist(),
                               "mean_steps": float(np.mean([len(s.actions) for s in searches]))},
              "training": history, "method": args.method,
              "select": "cv" if args.method == "catalog" else args.select if args.method == "clone" else "validation",
              "selected": {**dict(zip(("hidden", "l2", "epochs", "loss", "temperature", "seeds")
                                      if args.method == "catalog"
                                      else ("hidden", "l2", "epochs", "clip", "stop_margin", "stage")
                                      if args.method == "q"
                                      else ("hidden", "l2", "epochs", "seeds", "step_budget")
                                      if args.select == "cv"
                                      else ("hidden", "l2", "epochs", "seed"), best[2])),
                           ("cv_geomean_vs_oz" if args.method == "catalog" or (args.method == "clone"
                                                                               and args.select == "cv")
                            else "val_geomean_vs_oz"): best[0],
                           **({"objective": args.objective} if args.method == "clone" and args.select == "cv"
                              else {})},
              "time_s": {"oracle": t_oracle - t_start, "fit": t_fit - t_oracle, "total": time.time() - t_start},
              "held_out": evaluation}
    path = os.path.splitext(args.out)[0] + ".train-report.json"
    from mlbridge_llvm.fileio import atomic_write

    atomic_write(path, json.dumps(report, indent=1) + "\n")
    s = evaluation["summary"]
    _log(f"held-out ({s['modules']} modules with code): policy/Oz geomean {s['policy_vs_oz']:.4f} "
         f"(smaller on {s['policy_smaller']}, larger on {s['policy_larger']}), oracle/Oz {s['oracle_vs_oz']:.4f}, "
         f"policy/O0 {s['policy_vs_o0']:.4f}; mean policy steps {s['policy_mean_steps']:.1f}; wrote {path}")
    return 0


def _recorded_args(args: argparse.Namespace) -> dict:
    """The arguments that decide the weights (not where the files go or how the run was executed)."""
    from mlbridge_training.provenance import recorded_args

    return recorded_args(args, "corpus", "out", "work", "stop_after")


def _train_clone(args, T, by_name, fit_names, blobs, oz, score):
    """(2) behaviour cloning over a small grid, selected by the validation modules' .text (rollouts), not by
    accuracy; (3) DAgger with the selected configuration (kept only if validation improves)."""
    x, m, y = T.dataset([by_name[n] for n in fit_names if n in by_name])
    grid = [(h, l2, ep, sd) for h in _ints(args.hidden or "64,128") for l2 in _floats(args.l2 or "1e-3,1e-4")
            for ep in _ints(args.epochs or "300,600") for sd in _ints(args.seeds or "0,1")]
    history = []
    best = None
    for h, l2, ep, sd in grid:
        p, stats = T.fit(x, m, y, hidden=h, epochs=ep, l2=l2, seed=sd, log=lambda _s: None)
        ratio, steps = score(p)
        history.append({"stage": "clone", "hidden": h, "l2": l2, "epochs": ep, "seed": sd, **stats,
                        "val_geomean_vs_oz": ratio, "val_mean_steps": steps, "states": int(len(y))})
        _log(f"clone hidden={h} l2={l2:g} epochs={ep} seed={sd}: train acc {stats['train_accuracy']:.3f}, "
             f"validation .text/Oz {ratio:.4f} ({steps:.1f} steps)")
        if best is None or ratio < best[0]:
            best = (ratio, p, (h, l2, ep, sd))
    assert best is not None
    _log(f"selected hidden, l2, epochs, seed = {best[2]}: validation .text/Oz {best[0]:.4f}")

    # (3) DAgger with the selected configuration (kept only if validation improves)
    data = (x, m, y)
    h, l2, ep, sd = best[2]
    current = best[1]
    for r in range(args.dagger or 0):
        dx, dm, dy, rolls = T.dagger(current, [(n, blobs[n]) for n in fit_names], args.space, args.steps, args.workers)
        fit_ratio = T.geomean([ro.size / oz[ro.module] for ro in rolls if oz.get(ro.module)])
        data = tuple(np.concatenate([a, b]) for a, b in zip(data, (dx, dm, dy)))
        current, stats = T.fit(*data, hidden=h, epochs=ep, l2=l2, seed=sd, log=lambda _s: None)
        ratio, steps = score(current)
        _log(f"DAgger round {r + 1}: {len(dy)} new labelled states (policy on fit modules .text/Oz {fit_ratio:.4f}); "
             f"refit: validation .text/Oz {ratio:.4f} ({steps:.1f} steps)")
        history.append({"stage": f"dagger-{r + 1}", **stats, "states": int(len(data[2])), "new_states": int(len(dy)),
                        "fit_geomean_vs_oz_before": fit_ratio, "val_geomean_vs_oz": ratio, "val_mean_steps": steps})
        if ratio < best[0]:
            best = (ratio, current, best[2])
    return history, best


def _train_clone_cv(args, T, by_name, train_names, blobs, oz):
    """(2) behaviour cloning selected by K-fold cross-validation over *all* training modules (fit + validation; the
    45 validation modules alone proved too few: one or two modules where inlining explodes decide their geomean),
    each grid point an ensemble with one member per seed (logits averaged); the score is the geomean ``.text``/Oz
    of the roll-outs on every fold's left-out modules, scored under every step budget of ``--budgets`` at once
    (the roll-outs record ``.text`` after each step), and the grid point and budget are chosen together. (3) the
    selected grid point refitted on all training modules, the budget built into the graph. No DAgger."""
    seeds = _ints(args.seeds or "0,1,2")
    grid = [(h, l2, ep) for h in _ints(args.hidden or "64") for l2 in _floats(args.l2 or "1e-3")
            for ep in _ints(args.epochs or "600")]
    names = [n for n in train_names if n in by_name]
    # module features of every recorded state (replayed from the cached oracle actions; cached in --work)
    feats = T.collect_features([by_name[n] for n in names], blobs, args.space, args.workers,
                               cache=os.path.join(args.work, "features"))
    use_f = not getattr(args, "no_module_features", False)

    def fs(ns: list[str]) -> "np.ndarray | None":
        return np.concatenate([feats[n] for n in ns]) if use_f else None

    fold = T.cv_folds(names, args.folds)
    budgets = sorted({min(b, args.steps) for b in _ints(args.budgets)} | {args.steps})
    history: list[dict] = []
    best = None
    for h, l2, ep in grid:
        rolls = []
        for k in range(args.folds):
            tr = [n for n in names if fold[n] != k]
            x, m, y = T.dataset([by_name[n] for n in tr])
            ens = T.ensemble([T.fit(x, m, y, hidden=h, epochs=ep, l2=l2, seed=sd, log=lambda _s: None,
                                    feats=fs(tr))[0] for sd in seeds])
            rolls += T.evaluate(ens.act, [(n, blobs[n]) for n in names if fold[n] == k and oz.get(n)], args.space,
                                args.steps, args.workers, step_sizes=True)
        by_budget = {b: T.geomean([r.size_within(b) / oz[r.module] for r in rolls]) for b in budgets}
        guarded = {b: T.geomean([min(r.size_within(b), oz[r.module]) / oz[r.module] for r in rolls]) for b in budgets}
        steps = [len(r.actions) for r in rolls]
        cv = by_budget[args.steps]
        history.append({"stage": "clone-cv", "hidden": h, "l2": l2, "epochs": ep, "seeds": seeds, "folds": args.folds,
                        "cv_modules": len(rolls), "cv_geomean_vs_oz": cv, "cv_mean_steps": float(np.mean(steps)),
                        "cv_budgets": {str(b): g for b, g in by_budget.items()},
                        "cv_budgets_guarded": {str(b): g for b, g in guarded.items()},
                        "cv_budgets_larger": {str(b): sum(r.size_within(b) > oz[r.module] for r in rolls)
                                              for b in budgets}})
        _log(f"clone hidden={h} l2={l2:g} epochs={ep} ({len(seeds)} seeds): {args.folds}-fold CV .text/Oz {cv:.4f} "
             f"on {len(rolls)} modules ({np.mean(steps):.1f} steps); with a step budget, alone / guarded: "
             + ", ".join(f"{b} {g:.4f} / {guarded[b]:.4f}" for b, g in by_budget.items()))
        for b, g in (guarded if args.objective == "guarded" else by_budget).items():
            if best is None or g < best[0]:
                best = (g, (h, l2, ep), b)
    assert best is not None
    (h, l2, ep), budget = best[1], best[2]
    x, m, y = T.dataset([by_name[n] for n in names])
    members = [T.fit(x, m, y, hidden=h, epochs=ep, l2=l2, seed=sd, log=lambda _s: None, feats=fs(names))
               for sd in seeds]
    policy = T.ensemble([p for p, _ in members])
    history.append({"stage": "clone-final", "hidden": h, "l2": l2, "epochs": ep, "seeds": seeds, "states": int(len(y)),
                    "train_accuracy": float(np.mean([st["train_accuracy"] for _, st in members]))})
    _log(f"selected hidden, l2, epochs = {best[1]}, step budget {budget} (CV .text/Oz {best[0]:.4f}); refitted on "
         f"{len(names)} modules ({len(y)} states), ensemble of {len(seeds)}")
    return history, (best[0], policy, (h, l2, ep, seeds, budget))


def _train_catalog(args, by_name, train_names, blobs, oz):
    """(2) the catalog (prefix closure of the training oracle's sequences) measured on every training module
    (cached per module in ``--work/catalog``, resumable); (3) K-fold CV over the grid, each fold with the catalog of
    its own training modules only, scored by table look-ups (:func:`catalog.simulate`: the measured ``.text`` of the
    sequence the policy follows); (4) the selected grid point refitted on all training modules, one member per
    seed, scores averaged."""
    from tqdm import tqdm

    from mlbridge_training.poset_rl import catalog as C
    from mlbridge_training.poset_rl import train as T
    from mlbridge_passes.poset_rl.sequences import action_space

    n_actions = len(action_space(args.space))
    names = [n for n in train_names if n in by_name]
    with tqdm(total=len(names), desc="catalog", unit="module") as bar:
        cat, measured = C.training_catalog([by_name[n] for n in names], blobs, args.space, args.workers,
                                           cache=os.path.join(args.work, "catalog"),
                                           progress=lambda i, n: bar.update(i - bar.n))
    _log(f"catalog: {len(cat.seqs)} sequences (prefix closure of {len(names)} oracle sequences), longest "
         f"{cat.max_len}, every one measured on every training module")
    names = [n for n in names if oz.get(n)]
    seeds = _ints(args.seeds or "0,1,2")
    grid = [(h, l2, ep, lo, tp) for h in _ints(args.hidden or "64") for l2 in _floats(args.l2 or "1e-3")
            for ep in _ints(args.epochs or "300") for lo in str(args.loss).split(",")
            for tp in _floats(args.temperature)]
    fold = T.cv_folds(names, args.folds)
    folds = []
    for k in range(args.folds):
        tr = [n for n in names if fold[n] != k]
        sub = C.Catalog.from_sequences([by_name[n].actions for n in tr], n_actions)
        fc, fm = C.restrict(measured, cat, sub)
        folds.append((tr, [n for n in names if fold[n] == k], fc, fm))
    history: list[dict] = []
    for k in (1, 2, 4):  # baselines without a model: the fold's best k fixed sequences, smallest measured
        ratios = []
        for tr, te, fc, fm in folds:
            idx = fc.index()
            cols = [idx[s] for s in C.portfolio(fc, [fm[t] for t in tr], k)]
            ratios += [fm[n].sizes[cols].min() / oz[n] for n in te]
        history.append({"stage": "catalog-portfolio-cv", "k": k, "cv_geomean_vs_oz": T.geomean(ratios)})
        _log(f"portfolio of {k} fixed sequence(s) (no model; best of them by measured .text): {args.folds}-fold CV "
             f".text/Oz {T.geomean(ratios):.4f}")
    best = None
    for h, l2, ep, lo, tp in grid:
        ratios, steps = [], []
        for tr, te, fc, fm in folds:
            p = C.ensemble([C.fit(fc, [fm[n] for n in tr], hidden=h, epochs=ep, l2=l2, seed=sd, loss=lo,
                                  temperature=tp) for sd in seeds])
            for n in te:
                seq, size = C.simulate(p, fm[n], args.steps)
                ratios.append(size / oz[n])
                steps.append(len(seq))
        cv = T.geomean(ratios)
        history.append({"stage": "catalog-cv", "hidden": h, "l2": l2, "epochs": ep, "loss": lo, "temperature": tp,
                        "seeds": seeds, "folds": args.folds, "cv_modules": len(ratios), "cv_geomean_vs_oz": cv,
                        "cv_mean_steps": float(np.mean(steps))})
        _log(f"catalog hidden={h} l2={l2:g} epochs={ep} loss={lo} T={tp:g} ({len(seeds)} seeds): {args.folds}-fold "
             f"CV .text/Oz {cv:.4f} on {len(ratios)} modules ({np.mean(steps):.1f} steps)")
        if best is None or cv < best[0]:
            best = (cv, (h, l2, ep, lo, tp))
    assert best is not None
    h, l2, ep, lo, tp = best[1]
    policy = C.ensemble([C.fit(cat, [measured[n] for n in names], hidden=h, epochs=ep, l2=l2, seed=sd, loss=lo,
                               temperature=tp) for sd in seeds])
    fit_ratio = T.geomean([C.simulate(policy, measured[n], args.steps)[1] / oz[n] for n in names])
    history.append({"stage": "catalog-final", "hidden": h, "l2": l2, "epochs": ep, "loss": lo, "temperature": tp,
                    "seeds": seeds, "catalog": len(cat.seqs), "modules": len(names),
                    "train_geomean_vs_oz": fit_ratio})
    _log(f"selected hidden, l2, epochs, loss, T = {best[1]} (CV .text/Oz {best[0]:.4f}); refitted on {len(names)} "
         f"modules: their own .text/Oz {fit_ratio:.4f}")
    return history, (best[0], policy, (h, l2, ep, lo, tp, seeds))


def _train_q(args, T, by_name, fit_names, blobs, oz, score):
    """(2) fitted one-step Q: an ensemble (one member per seed) per grid point, each tried with every stop margin
    on the validation modules (rollouts); (3) DAgger: the best policy so far is rolled out on the fit modules, every
    action is measured at the states it visits that the oracle data lacks (``--max-labels`` per module), the grid
    is refitted on all data; a round's policy is kept only if validation improves."""
    x, m, c = T.dataset_q([by_name[n] for n in fit_names if n in by_name])
    data = (x, m, c)
    seeds = _ints(args.seeds or "0,1,2")
    grid = [(h, l2, ep, cl) for h in _ints(args.hidden or "32,64") for l2 in _floats(args.l2 or "1e-3")
            for ep in _ints(args.epochs or "400") for cl in _floats(args.clip)]
    history: list[dict] = []
    best = None
    rounds = 1 if args.dagger is None else args.dagger
    for rnd in range(rounds + 1):
        if rnd:
            current = best[1]
            dx, dm, dc, rolls = T.label_visited(current.act, [(n, blobs[n]) for n in fit_names if oz.get(n)],
                                                args.space, args.steps, args.workers, known=by_name,
                                                max_labels=args.max_labels)
            fit_ratio = T.geomean([ro.size / oz[ro.module] for ro in rolls if oz.get(ro.module)])
            data = tuple(np.concatenate([a, b]) for a, b in zip(data, (dx, dm, dc)))
            _log(f"DAgger round {rnd}: {len(dc)} new labelled states (policy on fit modules .text/Oz "
                 f"{fit_ratio:.4f}); {len(data[2])} states in all")
        for h, l2, ep, cl in grid:
            members = [T.fit_q(*data, hidden=h, epochs=ep, l2=l2, seed=sd, clip=cl) for sd in seeds]
            ens = T.ensemble([p for p, _ in members])
            for mg in _floats(args.margins):
                p = T.with_stop_margin(ens, mg)
                ratio, steps = score(p)
                stage = "q" if not rnd else f"q-dagger-{rnd}"
                history.append({"stage": stage, "hidden": h, "l2": l2, "epochs": ep, "clip": cl, "seeds": seeds,
                                "stop_margin": mg, "train_mse": float(np.mean([s["train_mse"] for _, s in members])),
                                "states": int(len(data[2])), "val_geomean_vs_oz": ratio, "val_mean_steps": steps})
                _log(f"{stage} hidden={h} l2={l2:g} epochs={ep} clip={cl:g} margin={mg:g} ({len(seeds)} seeds): "
                     f"validation .text/Oz {ratio:.4f} ({steps:.1f} steps)")
                if best is None or ratio < best[0]:
                    best = (ratio, p, (h, l2, ep, cl, mg, stage))
    assert best is not None
    _log(f"selected hidden, l2, epochs, clip, margin, stage = {best[2]}: validation .text/Oz {best[0]:.4f}")
    return history, best


if __name__ == "__main__":
    sys.exit(main())
