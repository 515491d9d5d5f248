#!/usr/bin/env python3
"""Is there room for per-function plans in poset-rl? The headroom experiment (issue #29, item 4).

    .venv/bin/python scripts/poset_rl_per_function.py /work/corpus/heldout --per-package 8 --max-bytes 120000 \\
        --out training/poset_rl/figures/poset-rl.per-function.json

Plan mode chooses one whole plan (sub-sequence order) per module. A per-function variant would choose per function.
Before building one, this measures what it could gain. For every module of held-out packages:

1. the module after ``default<Oz>`` and after each bundled plan (``models/poset-rl-odg-plans.json``, with the
   ``always_inline`` prelude, as the pass runs them);
2. each candidate compiled as the evaluation compiles (llvmlite codegen -O2, default relocation model), and the
   size of every function symbol read from the object with ``llvm-nm --print-size``;
3. figures against Oz's ``.text``:
   - ``critic``: the whole plan the shipped critic ranks first (plan mode with ``measure=0``);
   - ``best_whole``: the measured best whole candidate, Oz included (what measuring every plan could keep);
   - ``per_function_oracle``: starting from ``best_whole``, every function takes its smallest measured size among
     the candidates that define it (the remainder of ``.text``, padding and functions no other candidate has, as in
     ``best_whole``). An upper bound of per-function plans: it ignores that a function's size depends on its
     callees' decisions, and the cost of moving bodies between modules;
   - ``per_function_critic``: the same composition from the critic's plan, each function taking the candidate
     whose version of it (with the callees moved along) the critic predicts smallest (the critic is linear in
     per-function entity counts, so it scores functions as well as modules), sizes measured;
   - ``measure_N`` and ``measure_N_per_function``: plan mode's ``measure=N`` (the smallest of Oz and the critic's N
     preferred plans, all compiled), and the per-function composition among those same compiled candidates: what
     per-function choice adds at plan mode's own code-generation budget.

A function taken from another candidate brings along the callees the base module does not define (transitively),
and is allowed only when it and every callee the base also defines have the same type in both (dead-argument
elimination and argument promotion change internal signatures).

Package-split: pass a corpus of held-out packages (``/work/corpus/heldout``). Modules are independent; ``-j``
workers. Writes the JSON (atomically) and prints a summary: program (package) geomean and module geomean.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _symbol_sizes(obj: bytes) -> dict[str, int]:
    """Defined function symbols of an ELF object and their sizes (``llvm-nm --print-size``)."""
    from mlbridge_llvm.ir.tools import find_tool

    with tempfile.NamedTemporaryFile(suffix=".o") as fh:
        fh.write(obj)
        fh.flush()
        out = subprocess.run([find_tool("llvm-nm"), "--print-size", "--defined-only", fh.name],
                             capture_output=True, text=True, check=True).stdout
    sizes: dict[str, int] = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "Tt":
            sizes[parts[3]] = int(parts[1], 16)
    return sizes


def _function_rows(cm) -> dict[str, np.ndarray]:
    """Per defined function: its size features (symbolic entity counts, then 1 for the function)."""
    from mlbridge_llvm.features.ir2vec_native import function_counts

    counts = function_counts(cm, flow=False)
    names = [f.name for f in cm.functions() if not f.is_declaration]
    assert len(names) == len(counts), (len(names), len(counts))
    return {n: np.concatenate([c, [1.0]]) for n, c in zip(names, counts)}


def _call_graph(bitcode: bytes) -> dict[str, tuple[str, set[str]]]:
    """Per defined function: its type and the defined functions it calls directly."""
    import llvmlite.binding as llvm

    mod = llvm.parse_bitcode(bitcode)
    defined = {fn.name for fn in mod.functions if not fn.is_declaration}
    graph = {}
    for fn in mod.functions:
        if fn.is_declaration:
            continue
        callees = set()
        for block in fn.blocks:
            for inst in block.instructions:
                if inst.opcode in ("call", "invoke", "callbr"):
                    ops = list(inst.operands)
                    if ops and ops[-1].name in defined:
                        callees.add(ops[-1].name)
        graph[fn.name] = (str(fn.global_value_type), callees)
    return graph


class Candidate:
    """One candidate module: ``.text``, per-function symbol sizes, call graph and critic predictions."""

    def __init__(self, cm, weights: np.ndarray) -> None:
        import llvmlite.binding as llvm

        from mlbridge_llvm.ir.codegen import emit_object, text_size

        bitcode = cm.to_bitcode()
        obj = emit_object(llvm.parse_bitcode(bitcode), copy=False)
        self.text = text_size(obj)
        self.size = _symbol_sizes(obj)
        self.graph = _call_graph(bitcode)
        self.pred = {f: float(r @ weights) for f, r in _function_rows(cm).items()}


def transplant(base: Candidate, donor: Candidate, f: str) -> set[str] | None:
    """The functions moved when ``f`` is taken from ``donor`` into ``base``: ``f`` and, transitively, the donor's
    callees that ``base`` does not define. None when that is not a valid program: a function or callee ``base``
    also defines has another type there."""
    if f not in donor.graph or donor.graph[f][0] != base.graph[f][0]:
        return None
    moved, todo = set(), [f]
    while todo:
        g = todo.pop()
        if g in moved:
            continue
        moved.add(g)
        for h in donor.graph[g][1]:
            if h in base.graph and h != f:
                if donor.graph[h][0] != base.graph[h][0]:
                    return None
            elif h not in moved:
                todo.append(h)
    return moved


def compose(base: Candidate, cands: dict[str, Candidate], by_prediction: bool) -> int:
    """``.text`` of ``base`` with every function replaced, independently, by the candidate version that is
    smallest (measured, or predicted by the critic with ``by_prediction``), its missing callees moved along. Functions
    of ``base`` left unreferenced are kept (so the figure is not optimistic there)."""
    total = base.text
    for f, own in base.size.items():
        if f not in base.graph:
            continue
        best_cost, best_key = own, (base.pred.get(f, 0.0) if by_prediction else own)
        for c in cands.values():
            if c is base:
                continue
            moved = transplant(base, c, f)
            if moved is None:
                continue
            cost = sum(c.size.get(g, 0) for g in moved)
            key = sum(c.pred.get(g, 0.0) for g in moved) if by_prediction else cost
            if key < best_key:
                best_cost, best_key = cost, key
        total += best_cost - own
    return total


#: plan mode's ``measure=N`` (the critic's N preferred plans and Oz compiled), whole and composed per function
MEASURED = (1, 2)
FIGURES = ("critic", "best_whole", "per_function_oracle", "per_function_critic",
           *(f"measure_{n}{s}" for n in MEASURED for s in ("", "_per_function")))


def measure_module(job: tuple[str, str, list[float]]) -> dict:
    """The figures of one module (module docstring); ``{"module", "error"}`` if it cannot be measured."""
    name, path, weights = job
    from mlbridge_llvm.ir.llvmc import CModule
    from mlbridge_passes.poset_rl.planner import Candidates, Plans
    from mlbridge_passes.poset_rl.sequences import prelude_for

    w = np.asarray(weights)
    plans = Plans.load(ROOT / "models" / "poset-rl-odg-plans.json")
    try:
        with open(path, "rb") as fh:
            cm = CModule.parse_bitcode(fh.read(), name)
        with cm, Candidates(cm, plans, prelude_for(cm, True)) as cands:
            out = {"Oz": Candidate(cands.baseline_module("default<Oz>"), w)}
            out.update({f"plan{k}": Candidate(cands.module(k), w) for k in range(len(plans.plans))})
            ranked = sorted(range(len(plans.plans)), key=lambda k: float(cands.features[k] @ w))
    except Exception as e:  # one module's failure is recorded, not fatal
        return {"module": name, "error": f"{type(e).__name__}: {e}"[:300]}
    def smallest(labels) -> str:
        return min(labels, key=lambda k: (out[k].text, k != "Oz"))

    best = smallest(out)
    critic_base = out[f"plan{ranked[0]}"]
    row = {"module": name, "oz": out["Oz"].text, "critic": critic_base.text, "best_whole": out[best].text,
           "best_label": best, "per_function_oracle": compose(out[best], out, False),
           "per_function_critic": compose(critic_base, out, True), "functions": len(out[best].size)}
    for n in MEASURED:
        short = {k: out[k] for k in ["Oz"] + [f"plan{i}" for i in ranked[:n]]}
        row[f"measure_{n}"] = out[smallest(short)].text
        row[f"measure_{n}_per_function"] = compose(out[smallest(short)], short, False)
    return row


def _geomean(xs: list[float]) -> float:
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def summarize(rows: list[dict]) -> dict:
    """Program (package) geomean and module geomean of each figure over Oz, on modules with code."""
    ok = [r for r in rows if "error" not in r and r["oz"] > 0]
    out = {"modules": len(ok), "failed": sum("error" in r for r in rows),
           "no_code": sum("error" not in r and r["oz"] == 0 for r in rows),
           "packages": len({r["module"].split("/")[0] for r in ok})}
    for key in FIGURES:
        by_pkg: dict[str, list[float]] = {}
        for r in ok:
            by_pkg.setdefault(r["module"].split("/")[0], []).append(r[key] / r["oz"])
        out[key] = {"program_geomean": _geomean([_geomean(v) for v in by_pkg.values()]),
                    "module_geomean": _geomean([r[key] / r["oz"] for r in ok]),
                    "total": sum(r[key] for r in ok) / sum(r["oz"] for r in ok)}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", help="a corpus of held-out packages only (e.g. /work/corpus/heldout)")
    ap.add_argument("--per-package", type=int, default=8)
    ap.add_argument("--max-bytes", type=int, default=120_000)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--out", required=True)
    args = ap.parse_args(argv)

    from tqdm import tqdm

    from mlbridge_llvm.corpus.manifest import load_corpus
    from mlbridge_llvm.corpus.splits import per_package
    from mlbridge_llvm.fileio import atomic_write

    corpus = load_corpus(args.corpus)
    by_name = {m.name: m.bc_path for m in corpus.modules}
    names = per_package([n for n, p in by_name.items() if os.path.getsize(p) <= args.max_bytes], args.per_package)
    report = json.loads((ROOT / "models" / "poset-rl-odg-critic.train-report.json").read_text())
    weights = report["bytes_per_feature"]
    jobs = [(n, by_name[n], weights) for n in names]
    with ProcessPoolExecutor(args.jobs) as pool:
        rows = list(tqdm(pool.map(measure_module, jobs), total=len(jobs), desc="modules", unit="module"))
    summary = summarize(rows)
    atomic_write(args.out, json.dumps({"renderer": "poset-rl-per-function",
                                       "script": "scripts/poset_rl_per_function.py", "corpus": args.corpus,
                                       "per_package": args.per_package, "max_bytes": args.max_bytes,
                                       "summary": summary, "per_module": rows}, indent=1) + "\n")
    for key in FIGURES:
        s = summary[key]
        print(f"{key:22s} program {s['program_geomean']:.4f}  module {s['module_geomean']:.4f}  total {s['total']:.4f}")
    print(f"{summary['modules']} modules with code of {summary['packages']} packages ({summary['no_code']} without "
          f"code, {summary['failed']} failed); wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
