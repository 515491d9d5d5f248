#!/usr/bin/env python3
"""Train the ml-inline policy (models/inliner-oz.onnx) on the outcome: evolution strategies on each module's .text
against LLVM's heuristic, evaluated on unseen packages.

    .venv/bin/python scripts/train_inliner.py [CORPUS] [--backend ray --address HOST:PORT] [-j N]

CORPUS defaults to build/corpus (what scripts/build_corpus.sh builds). Steps:

1. **Split by package** (mlbridge_llvm/corpus/splits.py): whole code bases are held out, never compiled for
   training or selection. Training packages are split again by package into fit / validation.
2. **The heuristic's compilations**: every fit and validation module (bitcode <= --max-bytes; at most
   --per-package and --val-per-package per package) is compiled with LLVM's own decisions: its .text is each module's baseline, its questions the
   imitation's data. Every compilation of the run goes through the corpus backends (a local pool, or Ray) and is
   cached in --cache (JSON lines, keyed by the module's bitcode digest), so an interrupted run resumes.
3. **Start from the imitation policy**: an MLP (39 features incl. LLVM's decision -> --hidden -> 2) fitted to LLVM's
   decisions on the fit modules' questions (--init imitation), or the MLP of an ONNX policy (--init PATH).
4. **Policy search on the outcome** (training/inliner/es.py): antithetic ES on the mean log .text ratio to the
   heuristic (per package, then over packages) of --batch fit modules drawn per iteration, moving a correction to the "inline" logit
   (--correction linear or a number of hidden units) added to the imitation (its output scaled by --scale: same
   decisions, a smaller margin). A perturbed policy that answers as a stored compilation was answered is scored
   without compiling. Each iteration's policy is scored on the validation packages; the best one there is kept
   (the starting imitation competes, and wins ties).
5. **Evaluate on the held-out packages** with mlbridge-corpus run (same backends): ml-inline<guard=none> (the policy
   alone) and ml-inline (with its size guard) against default<Oz> in the same run (.text and opt time), at most
   --eval-per-package modules each.
6. Write the model (ONNX with metadata_props: script, arguments, commit, data digest) and OUT.report.json.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]


def digest(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.sha1(f.read()).hexdigest()[:16]


class Cache:
    """Compilations (:func:`mlbridge_training.inliner.es.rollout_module` records) in a JSON-lines file, each
    tagged with its module's bitcode digest (a rebuilt module's old records are ignored)."""

    def __init__(self, path: str, digests: dict[str, str]) -> None:
        self.path, self.digests = path, digests
        self.records: list[dict] = []
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                for line in f:
                    try:
                        rec = json.loads(line)
                    except ValueError:
                        continue
                    if digests.get(rec.get("name")) == rec.get("sha1"):
                        self.records.append(rec)
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        self.out = open(path, "a", encoding="utf-8")

    def write(self, rec: dict) -> None:
        self.out.write(json.dumps({**rec, "sha1": self.digests[rec["name"]]}) + "\n")
        self.out.flush()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", nargs="?", default=str(ROOT / "build" / "corpus"))
    ap.add_argument("--held-out", type=float, default=0.4, help="fraction of packages never trained on (by hash)")
    ap.add_argument("--validation", type=float, default=0.25, help="fraction of training packages for selection")
    ap.add_argument("--max-bytes", type=int, default=60_000, help="bitcode size limit of training modules")
    ap.add_argument("--per-package", type=int, default=0, help="fit modules per package (0: all)")
    ap.add_argument("--val-per-package", type=int, default=40, help="validation modules per package (0: all)")
    ap.add_argument("--monitor-per-package", type=int, default=40,
                    help="fit modules per package whose figure each iteration reports")
    ap.add_argument("--batch", type=int, default=300, help="fit modules per ES iteration (0: all)")
    ap.add_argument("--eval-per-package", type=int, default=40, help="held-out modules evaluated per package")
    ap.add_argument("--init", default="exact", help="exact (LLVM's decision, built in), imitation (an MLP fitted "
                    "here to LLVM's decisions) or an ONNX policy to start from")
    ap.add_argument("--margin", type=float, default=1.0, help="the exact imitation's logit margin")
    ap.add_argument("--hidden", type=int, default=16, help="hidden units of the imitation MLP")
    ap.add_argument("--epochs", type=int, default=400, help="epochs of the imitation fit")
    ap.add_argument("--correction", default="linear", help="linear, or the number of hidden units of the correction")
    ap.add_argument("--scale", type=float, default=1.0, help="factor on the starting policy's logits (same "
                    "decisions, another margin)")
    ap.add_argument("--iterations", type=int, default=30)
    ap.add_argument("--population", type=int, default=8, help="antithetic pairs per iteration")
    ap.add_argument("--sigma", type=float, default=0.1)
    ap.add_argument("--lr", type=float, default=0.03)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--seconds", type=float, default=None, help="no ES iteration starts after this many seconds "
                    "of search (the search's wall-clock budget)")
    ap.add_argument("--backend", default="local", choices=["local", "ray"])
    ap.add_argument("--address", default=None, help="Ray cluster address (with --backend ray)")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--cache", default=str(ROOT / "build" / "inliner-rollouts.jsonl"))
    ap.add_argument("--out", default=str(ROOT / "models" / "inliner-oz.onnx"))
    ap.add_argument("--no-eval", action="store_true", help="skip the held-out evaluation (--out and its report are "
                    "written without held-out figures: evaluate it with python -m mlbridge_training.inliner.evaluate)")
    args = ap.parse_args()

    from mlbridge_llvm.corpus.backends import make_backend
    from mlbridge_llvm.corpus.manifest import load_corpus, write_subset
    from mlbridge_llvm.corpus.splits import per_package, split_by_package
    from mlbridge_llvm.fileio import atomic_write
    from mlbridge_llvm.onnx_models import save_model
    from mlbridge_training.common import log
    from mlbridge_training.inliner import train as T
    from mlbridge_training.inliner.es import (Corrected, Scorer, deviation_rate, exact_imitation, policy_from_onnx,
                                             search)
    from mlbridge_training.inliner.evaluate import evaluate
    from mlbridge_training.provenance import data_digest, recorded_args, stamp

    t0 = time.time()
    corpus = load_corpus(args.corpus)
    sizes = {m.name: os.path.getsize(m.bc_path) for m in corpus.modules}
    train_all, held_all = split_by_package(sorted(sizes), args.held_out)
    fit_all, val_all = (lambda a, b: ([n[4:] for n in a], [n[4:] for n in b]))(
        *split_by_package(["val:" + n for n in train_all], args.validation))
    def small(names: list[str], limit: int) -> list[str]:
        return per_package([n for n in names if sizes[n] <= args.max_bytes], limit)
    fit_names, val_names = small(fit_all, args.per_package), small(val_all, args.val_per_package)
    monitor = small(fit_all, args.monitor_per_package)
    packages = {k: sorted({n.split("/")[0] for n in v}) for k, v in
                (("fit", fit_all), ("validation", val_all), ("held_out", held_all))}
    log(f"{len(sizes)} modules; packages: {len(packages['fit'])} fit, {len(packages['validation'])} validation, "
        f"{len(packages['held_out'])} held out; {len(fit_names)} fit and {len(val_names)} validation modules")

    digests = {n: digest(corpus.module(n).bc_path) for n in fit_names + val_names}
    cache = Cache(args.cache, digests)
    with make_backend(args.backend, args.jobs, args.address) as backend:
        scorer = Scorer(args.corpus, backend, record=cache.write)
        for rec in cache.records:
            if rec.get("heuristic"):
                scorer.rollouts.base[rec["name"]] = int(rec["text"])
            scorer.rollouts.add(rec)
        log(f"{len(cache.records)} cached compilations; compiling the heuristic's modules")
        scorer.record = lambda rec: cache.write({**rec, "heuristic": rec.get("heuristic", False)})
        _baselines(scorer, fit_names + val_names, cache)
        failed = sorted(scorer.failed)
        fit_names = [n for n in fit_names if n in scorer.rollouts.base]
        val_names = [n for n in val_names if n in scorer.rollouts.base]
        rows = _heuristic_rows(scorer, fit_names)
        val_rows = _heuristic_rows(scorer, val_names)
        log(f"heuristic: {len(rows)} questions on fit modules ({int(rows[:, T.DEFAULT_INDEX].sum())} inlined), "
            f"{len(val_rows)} on validation modules; {len(failed)} modules failed")

        if args.init == "exact":
            base = exact_imitation(rows, args.margin)
        elif args.init == "imitation":
            base = T.fit_imitation(rows, rows[:, T.DEFAULT_INDEX].astype(np.int64), hidden=args.hidden,
                                   epochs=args.epochs, seed=args.seed, ignore_default=False)
        else:
            base = policy_from_onnx(args.init)
        log(f"imitation: disagrees with LLVM on {100 * deviation_rate(base, rows):.3f}% of fit and "
            f"{100 * deviation_rate(base, val_rows):.3f}% of validation questions")
        corrected = Corrected(base, args.scale, 0 if args.correction == "linear" else int(args.correction), args.seed)
        monitor = [n for n in monitor if n in scorer.rollouts.base]
        theta, history = search(corrected, scorer, fit_names, val_names, iterations=args.iterations,
                                population=args.population, sigma=args.sigma, lr=args.lr, seed=args.seed,
                                batch=args.batch, monitor=monitor, seconds=args.seconds, log=log)
        final = corrected.policy(theta)
        start = history[0]
        best = min(history, key=lambda h: (h["validation"], h["fit"]))
        log(f"selected: validation {math.exp(best['validation']):.5f} (start {math.exp(start['validation']):.5f}), "
            f"fit {math.exp(best['fit']):.5f}; deviates from LLVM on {100 * deviation_rate(final, rows):.3f}% of "
            f"fit and {100 * deviation_rate(final, val_rows):.3f}% of validation questions (heuristic's compilations)")
        training = {"fit_modules": len(fit_names), "validation_modules": len(val_names), "failed": failed,
                    "monitor_modules": len(monitor),
                    "fit_questions": len(rows), "validation_questions": len(val_rows),
                    "imitation_deviation_fit": deviation_rate(base, rows),
                    "deviation_fit": deviation_rate(final, rows), "deviation_validation": deviation_rate(final, val_rows),
                    "start": {"validation": math.exp(start["validation"]), "fit": math.exp(start["fit"])},
                    "selected": {"validation": math.exp(best["validation"]), "fit": math.exp(best["fit"])},
                    "history": [{**h, "validation": math.exp(h["validation"]), "fit": math.exp(h["fit"])}
                                for h in history],
                    "compiled": scorer.rollouts.compiled, "reused": scorer.rollouts.reused,
                    "correction_parameters": corrected.size}
    cache.out.close()
    report = {"script": "scripts/train_inliner.py",
              "args": {k: v for k, v in vars(args).items() if k not in ("corpus", "cache", "out", "address")},
              "corpus": {"modules": len(sizes), "packages": packages}, "training": training}
    data = data_digest((n, Path(corpus.module(n).bc_path).read_bytes()) for n in fit_names + val_names)
    report["corpus"]["data_sha256"] = data
    model = stamp(T.to_onnx(final), "scripts/train_inliner.py",
                  recorded_args(args, "corpus", "cache", "out", "jobs"), data)
    if args.no_eval:
        save_model(model, args.out)
    else:
        with tempfile.TemporaryDirectory(prefix="mlbridge-train-inliner-") as work:
            candidate = save_model(model, os.path.join(work, "candidate.onnx"))
            held = per_package(held_all, args.eval_per_package)
            subset = os.path.join(work, "held-out-corpus")
            write_subset(corpus, held, subset)
            report["held_out"] = {"modules": len(held), **evaluate(
                subset, {"policy": "ml-inline<guard=none>", "guarded": "ml-inline"}, work, candidate, args.backend,
                args.jobs, args.address)}
            for label in ("policy", "guarded"):
                s = report["held_out"][label]
                log(f"held-out packages, {label}: package geomean {s['package_geomean']:.5f}, module geomean "
                    f"{s['geomean_ratio']:.5f}, {s['larger']} larger / {s['smaller']} smaller of {s['compared']}, "
                    f"opt time {s['opt_time_ratio']:.2f}x default<Oz>'s")
            save_model(model, args.out)
    report["seconds"] = round(time.time() - t0)
    atomic_write(os.path.splitext(args.out)[0] + ".report.json", json.dumps(report, indent=1, sort_keys=True) + "\n")
    log(f"wrote {args.out} and its report ({report['seconds']} s)")
    return 0


def _baselines(scorer, names: list[str], cache: Cache) -> None:  # noqa: ANN001
    """The heuristic's compilation of every module not yet known (records tagged ``heuristic``)."""
    record = scorer.record
    scorer.record = lambda rec: cache.write({**rec, "heuristic": True})
    try:
        scorer.baselines(names)
    finally:
        scorer.record = record


def _heuristic_rows(scorer, names: list[str]) -> np.ndarray:  # noqa: ANN001
    """The questions of the heuristic's compilations of ``names`` (float32 [N, 39])."""
    from mlbridge_passes.inliner.features import DEFAULT_INDEX, N_FEATURES

    out = []
    for n in names:
        for s in scorer.rollouts.stored.get(n, ()):
            if len(s.rows) and np.array_equal(s.decisions, s.rows[:, DEFAULT_INDEX].astype(np.int64)):
                out.append(s.rows)
                break
    return np.concatenate(out) if out else np.zeros((0, N_FEATURES), np.float32)


if __name__ == "__main__":
    sys.exit(main())
