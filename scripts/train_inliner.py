#!/usr/bin/env python3
"""Train the ml-inline policy (models/inliner-oz.onnx) from per-decision rewards, evaluated on unseen packages.

    .venv/bin/python scripts/train_inliner.py [CORPUS] [--backend ray --address HOST:PORT] [-j N]

CORPUS defaults to build/corpus (what scripts/build_corpus.sh builds). Steps:

1. **Split by package** (training/common.py:split_by_package): whole code bases are held out, never touched by
   training or selection. Training packages are split again by package into fit / validation.
2. **Per-decision rewards** (training/inliner/flips.py): every training module (at most --per-package per package,
   bitcode <= --max-bytes) is compiled with LLVM's own decisions, then once per question with that one decision
   flipped; the .text change is that decision's reward. These compilations go through the corpus backends (a local
   pool, or Ray with --backend ray --address) and are cached in --cache (JSON lines), so an interrupted run resumes.
3. **Fit**: an MLP (39 features incl. LLVM's decision -> 16 -> 2) to the better decision per question, weighted by
   bytes at stake; the weight of questions where the flip is better (alpha) is chosen on the validation packages by
   compiling them with each candidate (mlbridge-corpus run, policy alone): the best package geomean, then the
   fewest modules larger, then the smallest alpha; alpha 0 (pure imitation of LLVM) competes too. The one-step
   bytes each candidate's deviations would save are reported beside it. Then refit on all training
   packages with that alpha.
4. **Evaluate on the held-out packages** with mlbridge-corpus run (same backends): ml-inline<guard=none> (the
   policy alone) and ml-inline (with its size guard) against default<Oz>, at most --eval-per-package modules each;
   per-package geomeans, worst modules, modules larger.
5. Write the model (ONNX with metadata_props: script, arguments, commit, data digest) and OUT.report.json, which
   the model card quotes (test/unit/test_model_cards.py checks the card against it).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]


def load_flips(cache: str) -> dict[str, dict]:
    """The flip records already in the cache file (name -> record); a torn last line is ignored."""
    out: dict[str, dict] = {}
    if os.path.exists(cache):
        with open(cache, encoding="utf-8") as f:
            for line in f:
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue
                out[rec["name"]] = rec
    return out


def collect(corpus: str, names: list[str], cache: str, backend: str, jobs: int, address: str | None,
            max_flips: int) -> dict[str, dict]:
    """Flip records for ``names`` (from the cache, the rest computed on the backend and appended to it)."""
    from tqdm import tqdm

    from mlbridge_llvm.corpus.backends import make_backend
    from mlbridge_training.inliner.flips import collect_flips

    done = load_flips(cache)
    todo = [n for n in names if n not in done]
    print(f"flips: {len(names) - len(todo)} modules cached in {cache}, {len(todo)} to compile", flush=True)
    if todo:
        os.makedirs(os.path.dirname(os.path.abspath(cache)), exist_ok=True)
        with make_backend(backend, jobs, address) as be, open(cache, "a", encoding="utf-8") as out, \
                tqdm(total=len(todo), desc="flips", unit="module") as bar:
            for item in collect_flips(corpus, todo, be, max_flips=max_flips, progress=bar):
                if isinstance(item, tuple):
                    rec = {"name": item[0], "error": item[1]}
                else:
                    rec = {"name": item.name, "base_text": item.base_text, "rows": item.rows.tolist(),
                           "deltas": item.deltas}
                out.write(json.dumps(rec) + "\n")
                out.flush()
                done[rec["name"]] = rec
    return {n: done[n] for n in names}


def _flips(records: list[dict]) -> list:
    from mlbridge_training.inliner.flips import ModuleFlips

    return [ModuleFlips(r["name"], r["base_text"], np.asarray(r["rows"], np.int64).reshape(-1, 39), r["deltas"])
            for r in records if "error" not in r]


def fit(flips: list, alpha: float, args: argparse.Namespace):  # noqa: ANN201
    """The MLP fitted to the better decision per question; flip-better questions weigh ``alpha`` times more."""
    from mlbridge_training.inliner import train as T
    from mlbridge_training.inliner.flips import flip_labels

    x, y, w = flip_labels(flips)
    default = x[:, T.DEFAULT_INDEX].astype(np.int64)
    w = np.where(y != default, alpha * w, w)
    return T.fit_imitation(x, y, hidden=args.hidden, epochs=args.epochs, seed=args.seed, ignore_default=False,
                           weights=w)


def one_step_savings(policy, flips: list) -> dict[str, float]:  # noqa: ANN001
    """What a policy's deviations from LLVM would save by the one-step rewards: bytes (sum of the deltas of the
    questions where it deviates; negative saves), deviations, and how many of them have a positive delta."""
    from mlbridge_training.inliner import train as T

    saved, deviations, bad = 0, 0, 0
    for f in flips:
        if not len(f.rows):
            continue
        decide = policy.decide(f.rows.astype(np.float32))
        for k, (d, delta) in enumerate(zip(decide, f.deltas)):
            if delta is not None and int(d) != int(f.rows[k, T.DEFAULT_INDEX]):
                saved += delta
                deviations += 1
                bad += delta > 0
    return {"bytes": float(saved), "deviations": deviations, "worse": bad}


def run_policy(subset: str, model: str, pipeline: str, results: str, args: argparse.Namespace) -> dict:
    """``mlbridge-corpus run`` of ``pipeline`` with the ONNX ``model`` vs default<Oz> on the corpus ``subset``; the
    size figures of its report (:func:`mlbridge_llvm.corpus.report.size_figures`)."""
    from mlbridge_llvm.corpus.report import size_figures
    from mlbridge_llvm.corpus.run import run_corpus
    from mlbridge_llvm.driver import RunnerChoice

    if os.path.exists(results):
        os.unlink(results)  # the model may have changed: never mix runs
    run_corpus(subset, results, pipeline, "default<Oz>", RunnerChoice("onnx", model), backend=args.backend,
               jobs=args.jobs, address=args.address, progress=False)
    return size_figures(results)


def evaluate(subset: str, model: str, work: str, args: argparse.Namespace) -> dict[str, dict]:
    """The policy alone and the guarded pass vs default<Oz> on the held-out corpus ``subset``."""
    out = {}
    for label, pipeline in (("policy", "ml-inline<guard=none>"), ("guarded", "ml-inline")):
        s = out[label] = run_policy(subset, model, pipeline, os.path.join(work, f"{label}.jsonl"), args)
        print(f"held-out packages, {label}: geomean {s['geomean_ratio']:.5f}, package geomean "
              f"{s['package_geomean']:.5f}, worst {s['worst'][0]['ratio']:.4f}, {s['larger']} larger / "
              f"{s['smaller']} smaller of {s['compared']}", flush=True)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", nargs="?", default=str(ROOT / "build" / "corpus"))
    ap.add_argument("--held-out", type=float, default=0.4, help="fraction of packages never trained on (by hash)")
    ap.add_argument("--validation", type=float, default=0.25, help="fraction of training packages for selection")
    ap.add_argument("--max-bytes", type=int, default=60_000, help="bitcode size limit of training modules")
    ap.add_argument("--per-package", type=int, default=40, help="training modules per package (0: all)")
    ap.add_argument("--max-flips", type=int, default=48, help="questions flipped per module")
    ap.add_argument("--eval-per-package", type=int, default=40, help="held-out modules evaluated per package")
    ap.add_argument("--alphas", default="0,0.05,0.1,0.25,0.5,1", help="weights of flip-better questions tried")
    ap.add_argument("--hidden", type=int, default=16)
    ap.add_argument("--epochs", type=int, default=400)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--backend", default="local", choices=["local", "ray"])
    ap.add_argument("--address", default=None, help="Ray cluster address (with --backend ray)")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--cache", default=str(ROOT / "build" / "inliner-flips.jsonl"))
    ap.add_argument("--out", default=str(ROOT / "models" / "inliner-oz.onnx"))
    args = ap.parse_args()

    from mlbridge_llvm.corpus.manifest import load_corpus
    from mlbridge_llvm.fileio import atomic_write
    from mlbridge_llvm.onnx_models import save_model
    from mlbridge_llvm.corpus.splits import per_package, split_by_package
    from mlbridge_training.inliner import train as T
    from mlbridge_training.inliner.flips import flip_labels
    from mlbridge_training.provenance import data_digest, recorded_args, stamp

    t0 = time.time()
    corpus = load_corpus(args.corpus)
    sizes = {m.name: os.path.getsize(m.bc_path) for m in corpus.modules}
    train_all, held_all = split_by_package(sorted(sizes), args.held_out)
    fit_names, val_names = (lambda a, b: ([n[4:] for n in a], [n[4:] for n in b]))(
        *split_by_package(["val:" + n for n in train_all], args.validation))
    small = [n for n in train_all if sizes[n] <= args.max_bytes]
    chosen = per_package(small, args.per_package)
    packages = {k: sorted({n.split("/")[0] for n in v}) for k, v in
                (("fit", fit_names), ("validation", val_names), ("held_out", held_all))}
    print(f"{len(sizes)} modules; packages: {len(packages['fit'])} fit, {len(packages['validation'])} validation, "
          f"{len(packages['held_out'])} held out; {len(chosen)} training modules compiled for rewards", flush=True)

    records = collect(args.corpus, chosen, args.cache, args.backend, args.jobs, args.address, args.max_flips)
    fit_set = set(fit_names)
    fit_flips = _flips([records[n] for n in chosen if n in fit_set])
    val_flips = _flips([records[n] for n in chosen if n not in fit_set])
    all_flips = fit_flips + val_flips
    n_q = sum(len(f.rows) for f in all_flips)
    n_better = sum(1 for f in all_flips for k, d in enumerate(f.deltas) if d is not None and d < 0)
    print(f"rewards: {len(all_flips)} modules, {n_q} questions, {n_better} where flipping LLVM's decision saves bytes",
          flush=True)

    from mlbridge_llvm.corpus.manifest import write_subset

    work_dir = tempfile.TemporaryDirectory(prefix="mlbridge-train-inliner-")
    work = work_dir.name
    val_subset = os.path.join(work, "validation-corpus")
    write_subset(corpus, per_package([n for n in val_names], args.eval_per_package), val_subset)
    selection = []
    for alpha in [float(a) for a in args.alphas.split(",")]:
        candidate = fit(fit_flips, alpha, args)
        sv = one_step_savings(candidate, val_flips)
        path = save_model(T.to_onnx(candidate), os.path.join(work, f"alpha-{alpha:g}.onnx"))
        run = run_policy(val_subset, path, "ml-inline<guard=none>", os.path.join(work, "validation.jsonl"), args)
        selection.append({"alpha": alpha, **sv, "package_geomean": run["package_geomean"], "larger": run["larger"],
                          "smaller": run["smaller"], "worst": run["worst"][0]["ratio"]})
        print(f"alpha {alpha:g}: validation packages {run['package_geomean']:.5f} ({run['larger']} larger, "
              f"{run['smaller']} smaller, worst {run['worst'][0]['ratio']:.4f}); one-step bytes {sv['bytes']:+.0f} "
              f"({sv['deviations']} deviations, {sv['worse']} with a positive delta)", flush=True)
    # the real compilations decide (one-step rewards ignore how decisions interact); ties go to the smaller alpha
    alpha = min(selection, key=lambda r: (r["package_geomean"], r["larger"], r["alpha"]))["alpha"]
    print(f"selected alpha {alpha:g}", flush=True)
    final = fit(all_flips, alpha, args)
    x, _, _ = flip_labels(all_flips)
    agreement = float((final.decide(x) == x[:, T.DEFAULT_INDEX].astype(np.int64)).mean())

    digest = data_digest((n, Path(args.corpus, n + ".bc").read_bytes()) for n in chosen)
    model = stamp(T.to_onnx(final), "scripts/train_inliner.py",
                  recorded_args(args, "corpus", "cache", "out", "jobs"),
                  digest)
    with work_dir:
        candidate = save_model(model, os.path.join(work, "candidate.onnx"))
        held = per_package([n for n in held_all], args.eval_per_package)
        held_subset = os.path.join(work, "held-out-corpus")
        write_subset(corpus, held, held_subset)
        evaluation = evaluate(held_subset, candidate, work, args)
        save_model(model, args.out)
    report = {
        "script": "scripts/train_inliner.py", "args": {k: v for k, v in vars(args).items()
                                                       if k not in ("corpus", "cache", "out", "address")},
        "corpus": {"modules": len(sizes), "packages": packages, "data_sha256": digest},
        "training": {"modules": len(all_flips), "questions": n_q, "flip_better": n_better,
                     "selection": selection, "alpha": alpha, "agreement_with_llvm": agreement},
        "held_out": {"modules": len(held), **evaluation},
        "seconds": round(time.time() - t0),
    }
    atomic_write(os.path.splitext(args.out)[0] + ".report.json", json.dumps(report, indent=1, sort_keys=True) + "\n")
    card = os.path.splitext(args.out)[0] + ".md"
    if os.path.exists(card):
        from mlbridge_training.cards import update_card

        update_card(card)
    print(f"wrote {args.out}, its report and the card's figures ({report['seconds']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
