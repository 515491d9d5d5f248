#!/usr/bin/env python3
"""Build ``models/regalloc-evict.onnx``: the bundled eviction policy of the ``ml-regalloc`` pass (numpy only).

End to end, all real (LLVM 22.1.0 through llvmlite, x86-64, codegen -O2, the ML eviction advisor in interactive mode):

1. Modules: the training side of CORPUS's package split (at most ``--per-package`` per package, bitcode <=
   ``--max-bytes``), each optimized with ``default<Oz>`` into ``--work`` (pre-optimization IR has almost no register
   pressure), plus ``--extra`` paths if given. The data is always an explicit argument, never whatever this machine
   has installed. Each is compiled once with LLVM's default advisor in worker processes; modules that crash LLVM or
   do not parse are dropped.
2. A stable 70/30 split of those training-package modules for validation: with ``--validation-by package`` (the
   default) 30% of the training *packages* with all their modules, so that validation, like the test, is code bases
   the fit never saw; with ``module``, 30% of the modules. The hash is of the package or module name (the path below
   ``--work``), so the split and the model do not depend on where ``--work`` is
   (:func:`~mlbridge_training.regalloc.train.is_held_out`). The held-out packages are measured by
   ``scripts/evaluate_regalloc_held_out.py``, never here.
3. Imitation: the fitting modules are compiled with the ``mimic`` heuristic answering; up to ``--per-module``
   questions per module are kept; the per-position scoring MLP is fitted to mimic's choices. Agreement (masked
   argmax == mimic) is reported on fitting questions and on validation questions.
4. Improvement: evolution strategies on spills+reloads (x86 ``# N-byte Spill/Reload`` comments, folded ones
   included; with ``--text-weight W`` plus W times the module's ``.text`` ratio's excess over 1, so that a policy
   does not buy fewer reloads with more register copies, REX prefixes and callee-saved pushes) over
   ``--es-modules`` fitting modules, ``--es-iterations`` iterations, ``--es-restarts`` runs from the imitation
   policy (or ``--init-model``) with different noise; then the policy that ships is the candidate (imitation, the
   start model, every iterate of every run, each run's own best) with the lowest package geomean of spills+reloads
   (weighed with ``.text`` the same way) on the validation modules
   (:func:`~mlbridge_training.regalloc.train.select_by_validation`).
5. Export to ONNX, check onnxruntime against numpy, evaluate default advisor / ONNX policy / mimic / no_evict on the
   validation modules (spills+reloads and ``.text``), write the model and the measurements (the card renders them).

Run: ``.venv/bin/python scripts/train_regalloc.py CORPUS`` (about 15 minutes on 2 CPUs for the 47-package corpus).
``--quick`` for a smoke run.
"""
from __future__ import annotations

import argparse
import datetime as _dt
import glob
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "passes"))

from mlbridge_llvm.corpus.manifest import package_of  # noqa: E402
from mlbridge_llvm.fileio import atomic_write  # noqa: E402
from mlbridge_llvm.onnx_models import save_model  # noqa: E402


def _passes():
    """The regalloc training module (``mlbridge_training.regalloc.train``, installed by the bootstrap)."""
    from mlbridge_training.regalloc import train

    return train


def log(msg: str) -> None:
    print(msg, flush=True)


def totals(rows: list[dict[str, Any] | None], keep: set[str]) -> dict[str, float]:
    rows = [r for r in rows if r is not None and r["path"] in keep]
    return {"modules": len(rows), "spills": sum(r["spills"] for r in rows), "reloads": sum(r["reloads"] for r in rows),
            "spills_reloads": sum(r["spills"] + r["reloads"] for r in rows), "text": sum(r["text"] for r in rows),
            "decisions": sum(r["decisions"] for r in rows), "seconds": sum(r["seconds"] for r in rows)}


def compare(base: list[dict[str, Any]], other: list[dict[str, Any] | None]) -> dict[str, Any]:
    """Totals and per-module geomeans of ``other`` relative to ``base`` (modules both compiled)."""
    b = {r["path"]: r for r in base}
    pairs = [(b[r["path"]], r) for r in other if r is not None and r["path"] in b]
    sr = [((o["spills"] + o["reloads"] + 1) / (d["spills"] + d["reloads"] + 1)) for d, o in pairs]
    tx = [o["text"] / d["text"] for d, o in pairs if d["text"]]
    with_spills = [(d, o) for d, o in pairs if d["spills"] + d["reloads"] > 0]
    return {"modules": len(pairs),
            "spills_reloads": sum(o["spills"] + o["reloads"] for _, o in pairs),
            "spills_reloads_default": sum(d["spills"] + d["reloads"] for d, _ in pairs),
            "spills_reloads_ratio": sum(o["spills"] + o["reloads"] for _, o in pairs) / max(1, sum(d["spills"] + d["reloads"] for d, _ in pairs)),
            "spills_reloads_geomean": float(np.exp(np.mean(np.log(sr)))) if sr else float("nan"),
            "text": sum(o["text"] for _, o in pairs), "text_default": sum(d["text"] for d, _ in pairs),
            "text_ratio": sum(o["text"] for _, o in pairs) / max(1, sum(d["text"] for d, _ in pairs)),
            "text_geomean": float(np.exp(np.mean(np.log(tx)))) if tx else float("nan"),
            "better": sum(o["spills"] + o["reloads"] < d["spills"] + d["reloads"] for d, o in with_spills),
            "worse": sum(o["spills"] + o["reloads"] > d["spills"] + d["reloads"] for d, o in with_spills),
            "with_spills": len(with_spills),
            "seconds": sum(o["seconds"] for _, o in pairs), "seconds_default": sum(d["seconds"] for d, _ in pairs),
            "decisions": sum(o["decisions"] for _, o in pairs)}


def optimized_training_modules(corpus: str, work: str, per_package: int, max_bytes: int) -> list[str]:
    """The training side of the corpus's package split (at most ``per_package`` modules per package, bitcode <=
    ``max_bytes``), each optimized with ``default<Oz>`` and written to ``work/<module>.bc`` (kept between runs: a
    file already there is reused). Returns the paths, sorted."""
    from mlbridge_llvm.corpus.manifest import load_corpus
    from mlbridge_llvm.corpus.splits import per_package as cap, split_by_package
    from mlbridge_llvm.ir.llvmc import CModule

    c = load_corpus(corpus)
    train_names, _ = split_by_package([m.name for m in c.modules if os.path.getsize(m.bc_path) <= max_bytes])
    out = []
    for name in cap(train_names, per_package):
        dest = os.path.join(work, name + ".bc")
        if not os.path.exists(dest):
            with CModule.parse_bitcode(c.module(name).read_bitcode(), name) as m:
                m.run_passes("default<Oz>")
                atomic_write(dest, m.to_bitcode())
        out.append(dest)
    log(f"  {len(out)} training-package modules optimized with default<Oz> in {work}")
    return sorted(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", help="the MLGO corpus to train on (explicit data; what mlbridge-corpus build writes): the "
                    "training side of the package split (mlbridge_llvm/corpus/splits.py), each module optimized with "
                    "default<Oz>; the held-out packages are never read (evaluate them with "
                    "scripts/evaluate_regalloc_held_out.py)")
    ap.add_argument("--extra", action="append", default=[],
                    help="more modules to train on (files, directories or globs; repeatable), used as given")
    ap.add_argument("--per-package", type=int, default=15, help="modules per training package")
    ap.add_argument("--max-bytes", type=int, default=200_000, help="largest bitcode used")
    ap.add_argument("--work", default=str(ROOT / "build" / "regalloc-train"),
                    help="where the optimized bitcode is written")
    ap.add_argument("--per-module", type=int, default=50, help="imitation questions kept per module")
    ap.add_argument("--hidden", type=int, default=16)
    ap.add_argument("--epochs", type=int, default=40)
    ap.add_argument("--es-modules", type=int, default=48)
    ap.add_argument("--es-iterations", type=int, default=12)
    ap.add_argument("--es-population", type=int, default=8)
    ap.add_argument("--es-sigma", type=float, default=0.05, help="ES noise (parameter space)")
    ap.add_argument("--es-lr", type=float, default=0.02, help="ES step size")
    ap.add_argument("--es-restarts", type=int, default=3,
                    help="ES runs from the imitation policy with seeds SEED, SEED+1, ...; every iterate of every run "
                         "is a candidate of the validation selection")
    ap.add_argument("--es-max-text", type=int, default=8192,
                    help="ES modules: at most this many .text bytes under the default advisor (compile time)")
    ap.add_argument("--validation-by", choices=["module", "package"], default="package",
                    help="validation modules (which ES iterate ships): 30%% of the training-package modules, or of "
                         "the training packages with all their modules (unseen code bases, as the held-out test)")
    ap.add_argument("--text-weight", type=float, default=0.0,
                    help="ES cost per module: spills+reloads ratio + W x (.text ratio - 1), and the validation "
                         "selection's package geomeans weighed the same way (0: spills alone)")
    ap.add_argument("--init-model", default=None,
                    help="an ONNX policy of this script to start every ES run from (default: the imitation policy); "
                         "it is a selection candidate too")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--quick", action="store_true", help="smoke run: few modules, few epochs, 1 ES iteration")
    ap.add_argument("-o", "--output", default=str(ROOT / "models" / "regalloc-evict.onnx"))
    from mlbridge_training.pool import run_on_backend

    return run_on_backend(ap, argv, _run, workers=max(1, min(4, os.cpu_count() or 1)))


def _run(args: argparse.Namespace) -> int:
    """The training run, every compilation on the chosen backend."""
    train = _passes()
    t_start = time.perf_counter()

    extra = [os.path.abspath(args.corpus)] + list(args.extra)
    paths = optimized_training_modules(args.corpus, args.work, args.per_package, args.max_bytes)
    paths += train.find_modules([p for e in args.extra for p in (glob.glob(e) or [e])]) if args.extra else []
    if args.quick:
        paths = paths[::12]
    log(f"[1/5] screening {len(paths)} modules with LLVM's default advisor ({args.workers} workers)")
    screened = train.screen(paths, args.workers, log)
    ok = {r["path"] for r in screened}
    log(f"  {len(ok)} compile ({len(paths) - len(ok)} dropped); {sum(r['spills'] + r['reloads'] for r in screened)} "
        f"spills+reloads in total")
    work = os.path.abspath(args.work)

    def name_of(path: str) -> str:  # what the split hashes: the module name, never where this machine keeps it
        full = os.path.abspath(path)
        return os.path.relpath(full, work) if full.startswith(work + os.sep) else full

    split_key = (lambda p: package_of(name_of(p))) if args.validation_by == "package" else name_of
    held = {p for p in ok if train.is_held_out(split_key(p))}
    training = sorted(ok - held)
    log(f"[2/5] split: {len(training)} training modules, {len(held)} held out")

    log(f"[3/5] imitation of mimic: collecting up to {args.per_module} questions per training module")
    x, y, _ = train.collect(training, args.per_module, args.workers, log)
    x_test, y_test, _ = train.collect(sorted(held), max(10, args.per_module // 2), args.workers, log)
    log(f"  {len(y)} training questions, {len(y_test)} held-out questions; mimic evicts in "
        f"{float((y != 32).mean()) if len(y) else 0:.3f} of them")
    policy = train.fit_imitation(x, y, args.hidden, 5 if args.quick else args.epochs, seed=args.seed, log=log)
    imitation = {"train_questions": int(len(y)), "test_questions": int(len(y_test)),
                 "agreement_train": train.agreement(policy, x, y), "agreement_test": train.agreement(policy, x_test, y_test)}
    log(f"  agreement with mimic: training {imitation['agreement_train']:.4f}, held out {imitation['agreement_test']:.4f}")

    log("[4/5] evolution strategies on spills+reloads")
    by_path = {r["path"]: r for r in screened}
    rng = np.random.default_rng(args.seed)
    # ES modules: some pressure, and small enough to compile fast (by .text size, not by a timing, so that a rerun
    # under another load picks the same modules and writes the same model)
    pool = [p for p in training if 20 <= by_path[p]["spills"] + by_path[p]["reloads"] <= 400
            and by_path[p]["text"] <= args.es_max_text]
    es_paths = sorted(rng.choice(pool, size=min(len(pool), 4 if args.quick else args.es_modules), replace=False).tolist()) if pool else []
    history: list[dict[str, float]] = []
    imitation_policy = policy
    selection: dict[str, Any] = {}
    if es_paths:
        base = [by_path[p]["spills"] + by_path[p]["reloads"] for p in es_paths]
        base_text = [by_path[p]["text"] for p in es_paths]
        candidates = [("imitation", imitation_policy)]
        if args.init_model:
            policy = train.Policy.from_onnx(args.init_model)
            candidates.append((f"start {os.path.basename(args.init_model)}", policy))
        for restart in range(args.es_restarts):  # each from the imitation (or --init-model) policy, own ES noise
            tag = f" (restart {restart})" if restart else ""
            log(f"  ES run {restart + 1}/{args.es_restarts}")
            es_best, run_history, iterates = train.evolve(policy, es_paths, base,
                                                          1 if args.quick else args.es_iterations, args.es_population,
                                                          sigma=args.es_sigma, lr=args.es_lr,
                                                          workers=args.workers, seed=args.seed + restart, log=log,
                                                          text_weight=args.text_weight, base_text=base_text)
            history += [{**h, "restart": restart} for h in run_history]
            candidates += ([(f"ES best on its modules{tag}", es_best)]
                           + [(f"ES iterate {i}{tag}", p) for i, p in enumerate(iterates[1:], 1)])
        # which policy ships: the one the validation modules (training packages, never the held-out ones) prefer
        log(f"[4b/5] selection on the {len(held)} validation modules: {len(candidates)} candidates")
        chosen, scores = train.select_by_validation(candidates, sorted(held), [by_path[p] for p in sorted(held)],
                                                    lambda p: package_of(name_of(p)), args.workers, log,
                                                    text_weight=args.text_weight)
        policy = candidates[chosen][1]
        selection = {"chosen": candidates[chosen][0],
                     "validation_package_geomean": {name: s for (name, _), s in zip(candidates, scores)}}
        log(f"  chosen: {candidates[chosen][0]}")
    es_changed = not np.array_equal(policy.flat(), imitation_policy.flat())
    imitation["agreement_test_after_es"] = train.agreement(policy, x_test, y_test)

    log("[5/5] export and evaluation on the held-out modules")
    from mlbridge_training.provenance import data_digest, recorded_args, stamp

    recorded = recorded_args(args, "corpus", "output", "work")
    model = stamp(train.to_onnx(policy), "scripts/train_regalloc.py", recorded,
                  data_digest((os.path.relpath(p, args.work), Path(p).read_bytes()) for p in training))
    save_model(model, args.output)
    import onnxruntime as ort

    sess = ort.InferenceSession(args.output, providers=["CPUExecutionProvider"])
    sample = x_test[:500] if len(y_test) else x[:500]
    onnx_scores = np.stack([sess.run(None, {"candidates": q})[0] for q in sample])
    np_scores = np.where(sample[..., 0] > 0.5, policy.scores(sample), policy.scores(sample) - 1e9)
    max_diff = float(np.abs(onnx_scores - np_scores).max()) if len(sample) else 0.0
    same_choice = float((onnx_scores.argmax(1) == policy.choose(sample)).mean()) if len(sample) else 1.0
    log(f"  onnxruntime vs numpy on {len(sample)} questions: max |score diff| {max_diff:.2e}, same choice {same_choice:.4f}")

    held_sorted = sorted(held)
    default_rows = [by_path[p] for p in held_sorted]
    results: dict[str, Any] = {}
    for name, pol in (("onnx", f"onnx:{args.output}"), ("mimic", "mimic"), ("no_evict", "no_evict")):
        rows = train.measure(held_sorted, pol, args.workers, log)
        results[name] = compare(default_rows, rows)
        r = results[name]
        log(f"  {name:9s}: spills+reloads {r['spills_reloads']} vs default {r['spills_reloads_default']} "
            f"(x{r['spills_reloads_ratio']:.4f}, per-module geomean x{r['spills_reloads_geomean']:.4f}; better on "
            f"{r['better']}, worse on {r['worse']} of {r['with_spills']} modules with spills); .text x{r['text_ratio']:.5f}")
    if es_paths:
        es_rows = train.measure(es_paths, policy.to_dict(), args.workers, log)
        results["onnx_on_es_training_modules"] = compare([by_path[p] for p in es_paths], es_rows)
    measurements = {
        "date": _dt.date.today().isoformat(), "machine": f"{platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}",
        "modules": {"screened": len(paths), "compiled": len(ok), "training": len(training), "held_out": len(held),
                    "sources": extra},
        "default_totals": totals(screened, ok), "imitation": imitation,
        "es_modules": [name_of(p) for p in es_paths], "es_history": history,
        "selection": selection,
        "es_changed_policy": es_changed, "onnx_vs_numpy": {"max_abs_diff": max_diff, "same_choice": same_choice},
        "held_out": results, "hidden": policy.hidden_size, "seconds": time.perf_counter() - t_start,
        "args": {k: v for k, v in vars(args).items() if k != "output"},
    }
    base_name = os.path.splitext(args.output)[0]
    atomic_write(base_name + ".measurements.json", json.dumps(measurements, indent=1, default=float))
    log(f"wrote {args.output} and {base_name}.measurements.json in {measurements['seconds']:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
