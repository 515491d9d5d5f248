#!/usr/bin/env python3
"""Train the ml-inline policy (models/inliner-oz.onnx) on an MLGO-format corpus.

    .venv/bin/python scripts/train_inliner.py CORPUS [--es-iterations 12] [--out models/inliner-oz.onnx]

Steps (see training/inliner/train.py): split the corpus's modules by a hash of their name into train / held-out;
record LLVM's own decision for every inlining question (default<Oz>); fit an MLP to imitate it (agreement on
held-out questions reported); improve it for .text size with evolution strategies on a subset of the training
modules; evaluate default vs policy on the held-out modules; write the ONNX model and a JSON report next to it
(the model card, models/inliner-oz.md, quotes that report).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

import numpy as np


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus")
    ap.add_argument("--held-out", type=float, default=0.4, help="fraction of modules never trained on")
    ap.add_argument("--max-bytes", type=int, default=400_000, help="skip modules whose bitcode is larger (time budget)")
    ap.add_argument("--es-modules", type=int, default=24, help="training modules scored per ES candidate")
    ap.add_argument("--es-max-bytes", type=int, default=80_000, help="ES uses training modules up to this bitcode size")
    ap.add_argument("--es-iterations", type=int, default=10)
    ap.add_argument("--population", type=int, default=4, help="antithetic pairs per ES iteration")
    ap.add_argument("--sigma", type=float, default=0.05)
    ap.add_argument("--lr", type=float, default=0.02)
    ap.add_argument("--hidden", type=int, default=16)
    ap.add_argument("--epochs", type=int, default=600)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--use-default", action="store_true", help="let the policy read LLVM's own decision (it then copies it)")
    ap.add_argument("--out", default="models/inliner-oz.onnx")
    args = ap.parse_args()

    from mlbridge_llvm.onnx_models import save_model
    from mlbridge_training.inliner import train as T

    with open(os.path.join(args.corpus, "corpus_description.json")) as f:
        modules = json.load(f)["modules"]
    blobs = {}
    for m in modules:
        with open(os.path.join(args.corpus, m + ".bc"), "rb") as f:
            data = f.read()
        if len(data) <= args.max_bytes:
            blobs[m] = data
    train_names, held_names = T.split(sorted(blobs), args.held_out)
    print(f"{len(blobs)} modules (of {len(modules)}; <= {args.max_bytes} bytes): {len(train_names)} train, {len(held_names)} held out")

    t0 = time.time()
    xs_tr, ys_tr, base_tr = T.collect([blobs[m] for m in train_names])
    xs_ho, ys_ho, base_ho = T.collect([blobs[m] for m in held_names])
    x_tr, y_tr = np.concatenate(xs_tr), np.concatenate(ys_tr)
    x_ho, y_ho = np.concatenate(xs_ho), np.concatenate(ys_ho)
    print(f"collected {len(y_tr)} train / {len(y_ho)} held-out questions in {time.time() - t0:.0f}s; "
          f"LLVM inlines {y_tr.mean():.1%} of them")

    policy = T.fit_imitation(x_tr, y_tr, hidden=args.hidden, epochs=args.epochs, seed=args.seed, ignore_default=not args.use_default)
    agree_tr = float((policy.decide(x_tr) == y_tr).mean())
    agree_ho = float((policy.decide(x_ho) == y_ho).mean())
    print(f"imitation: agreement with LLVM's heuristic {agree_tr:.2%} train, {agree_ho:.2%} held-out")

    rng = np.random.default_rng(args.seed)
    pool = [i for i, m in enumerate(train_names) if len(blobs[m]) <= args.es_max_bytes and len(xs_tr[i]) > 0]
    es_idx = sorted(rng.choice(pool, size=min(args.es_modules, len(pool)), replace=False))
    es_blobs = [blobs[train_names[i]] for i in es_idx]
    es_base = [base_tr[i] for i in es_idx]
    t0 = time.time()
    improved, history = T.evolve(policy, es_blobs, es_base, iterations=args.es_iterations, population=args.population,
                                 sigma=args.sigma, lr=args.lr, workers=args.workers, seed=args.seed)
    print(f"ES: {time.time() - t0:.0f}s")

    np.savez(os.path.splitext(args.out)[0] + ".policies.npz", imitation=policy.flat(), es=improved.flat(),
             mean=policy.mean, std=policy.std)

    def evaluate(p: T.Policy, names: list[str], base: list[int]) -> list[dict]:
        rows = []
        for m, b in zip(names, base):
            if b == 0:  # no code at all (e.g. only data): nothing to compare
                continue
            size, seen = T.text_size_with(blobs[m], lambda row: p.decide(row)[0])
            rows.append({"module": m, "default_text": b, "policy_text": size, "ratio": size / b,
                         "questions": len(seen), "deviations": sum(d != df for _, df, d in seen)})
        return rows

    final = {}
    for label, p in (("imitation", policy), ("es", improved)):
        rows = evaluate(p, held_names, base_ho)
        ratios = np.array([r["ratio"] for r in rows])
        final[label] = {"geomean_ratio": float(np.exp(np.log(ratios).mean())), "max_ratio": float(ratios.max()),
                        "min_ratio": float(ratios.min()), "smaller": int((ratios < 1).sum()), "larger": int((ratios > 1).sum()),
                        "total_default": int(sum(r["default_text"] for r in rows)), "total_policy": int(sum(r["policy_text"] for r in rows)),
                        "rows": rows}
        print(f"held-out {label}: geomean .text ratio {final[label]['geomean_ratio']:.5f}, max {final[label]['max_ratio']:.4f}, "
              f"{final[label]['smaller']} smaller / {final[label]['larger']} larger of {len(rows)}")
    chosen = "es" if final["es"]["geomean_ratio"] <= final["imitation"]["geomean_ratio"] else "imitation"
    best = improved if chosen == "es" else policy
    save_model(T.to_onnx(best), args.out)
    report = {"corpus": os.path.abspath(args.corpus), "modules": len(blobs), "train": len(train_names), "held_out": len(held_names),
              "questions": {"train": int(len(y_tr)), "held_out": int(len(y_ho)), "inline_rate": float(y_tr.mean())},
              "imitation_agreement": {"train": agree_tr, "held_out": agree_ho,
                                      "es_policy_held_out": float((improved.decide(x_ho) == y_ho).mean())},
              "es": {"modules": len(es_blobs), "iterations": args.es_iterations, "population_pairs": args.population,
                     "sigma": args.sigma, "lr": args.lr, "history": history},
              "held_out_eval": {k: {kk: vv for kk, vv in v.items() if kk != "rows"} for k, v in final.items()},
              "chosen": chosen, "per_module": final[chosen]["rows"], "args": vars(args)}
    with open(os.path.splitext(args.out)[0] + ".report.json", "w") as f:
        json.dump(report, f, indent=1)
    print(f"wrote {args.out} ({chosen} policy) and its report")
    return 0


if __name__ == "__main__":
    sys.exit(main())
