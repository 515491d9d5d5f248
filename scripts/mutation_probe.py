#!/usr/bin/env python3
"""Mutation probe (issue #30): does scaling one weight matrix of a shipped model by 1.01 fail a test?

For every shipped ONNX model of ``models/`` and every 2-D float initializer (its weight matrices; for the poset-rl
critics, which have none, their 1-D ``bytes_per_feature`` weights), this writes a copy of ``models/`` with that one
tensor scaled by ``--factor`` (default 1.01) into a temporary folder, runs the chosen tests with
``MLBRIDGE_MODELS_DIR`` pointing there, and reports which tests failed. A mutation no test catches "survived": the
script exits 1 if any did.

By default the tests are ``test/unit/test_golden_scores.py`` alone, so the table shows that the models' *behaviour*
is pinned (``test_models_pinned.py`` would catch every mutation by its bytes: it checks the repository's
``models/`` against ``models/MANIFEST``, and is never run here). ``--vocab`` adds two IR2Vec-vocabulary mutations
(every vector, and one opcode's vector, scaled), ``--all-float`` adds the 1-D float initializers too (biases,
normalisation means and deviations; informational: poset-rl's ``ones_actions`` survives, and must: it counts
the unused actions for the step-budget test ``count > budget_floor`` (30.5 / 14.5), and 1.01 x an integer count
crosses no half-integer floor in the range that matters, so the mutant behaves identically).

    .venv/bin/python scripts/mutation_probe.py                       # ~1-2 min on 2 cores
    .venv/bin/python scripts/mutation_probe.py --models inliner-oz --tests test/unit/test_golden_scores.py \\
        test/unit/test_golden_decisions.py --vocab --all-float --json probe.json

``--guard-flips`` runs the second half of the probe instead: every guard's tie rule flipped (``<`` <-> ``<=``,
``ties_to_baseline`` flipped, the plan tie broken the other way: :data:`GUARD_FLIPS`) one at a time in a copy of
the source tree (its packages first on ``PYTHONPATH``), with ``test/unit/test_guard_ties.py`` run against it; a flip
no test catches survives.

    .venv/bin/python scripts/mutation_probe.py --guard-flips           # ~30 s

Temporary folders only (``tempfile``); the repository's files are never written.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
MODELS = ROOT / "models"
DEFAULT_TESTS = ["test/unit/test_golden_scores.py"]
VOCAB = "ir2vec/seed_vocab_300d_llvm22.json"
#: (file, text, flipped text): each guard's comparison or tie choice, flipped.
GUARD_FLIPS = [
    ("mlbridge_llvm/guard.py", "baseline_text < pass_text or", "baseline_text <= pass_text or"),
    ("mlbridge_llvm/guard.py", "(ties_to_baseline and baseline_text == pass_text)",
     "(ties_to_baseline and baseline_text < pass_text)"),
    ("mlbridge_llvm/guard.py", "ties_to_baseline: bool = True,", "ties_to_baseline: bool = False,"),
    ("passes/inliner/inline.py", "ties_to_baseline=False)", "ties_to_baseline=True)"),
    ("passes/poset_rl/poset.py", "keep_smaller(ctx, original.to_bitcode(), reloc)",
     "keep_smaller(ctx, original.to_bitcode(), reloc, ties_to_baseline=False)"),
    ("passes/poset_rl/planner.py", "if sizes[BASELINE] <= sizes[best]:", "if sizes[BASELINE] < sizes[best]:"),
    ("passes/poset_rl/planner.py", "best = min(short, key=lambda k: sizes[k])",
     "best = min(reversed(short), key=lambda k: sizes[k])"),
    ("passes/poset_rl/planner.py", "baseline_text=choice.measured[BASELINE])",
     "baseline_text=choice.measured[BASELINE], ties_to_baseline=False)"),
    ("passes/loop_distribution/loopdist.py", "return None if split < whole else", "return None if split <= whole else"),
]
GUARD_TESTS = ["test/unit/test_guard_ties.py"]


@dataclass
class Mutation:
    model: str          # file under models/
    target: str         # initializer name, or the vocabulary entry
    shape: list[int]
    caught_by: list[str] = field(default_factory=list)
    error: str = ""

    @property
    def survived(self) -> bool:
        return not self.caught_by


def initializers(model: Path, all_float: bool) -> list[tuple[str, list[int]]]:
    """The float initializers to mutate: 2-D ones (or, for a model without any, its 1-D ones of > 1 element)."""
    import onnx

    inits = [i for i in onnx.load(str(model)).graph.initializer if i.data_type == onnx.TensorProto.FLOAT]
    two_d = [(i.name, list(i.dims)) for i in inits if len(i.dims) == 2]
    one_d = [(i.name, list(i.dims)) for i in inits if len(i.dims) == 1 and i.dims[0] > 1]
    return two_d + one_d if all_float or not two_d else two_d


def write_mutated_model(src: Path, dst: Path, name: str, factor: float) -> None:
    import onnx
    from onnx import numpy_helper

    proto = onnx.load(str(src))
    [init] = [i for i in proto.graph.initializer if i.name == name]
    scaled = (numpy_helper.to_array(init).astype(np.float64) * factor).astype(np.float32)
    init.CopyFrom(numpy_helper.from_array(scaled, name))
    dst.write_bytes(proto.SerializeToString())


def write_mutated_vocab(src: Path, dst: Path, entry: str, factor: float) -> None:
    """``entry``: ``*`` (every vector) or ``Section/Key`` (one vector) scaled by ``factor``."""
    vocab = json.loads(src.read_text())
    for section, table in vocab.items():
        for key, vec in table.items():
            if entry == "*" or entry == f"{section}/{key}":
                table[key] = [float(np.float32(v * factor)) for v in vec]
    dst.write_text(json.dumps(vocab))


def run_tests(models_dir: Path, tests: list[str], workdir: Path, timeout: float) -> tuple[list[str], str]:
    """Failed test ids (file::name[param]) of one pytest run, and an error line if pytest itself broke."""
    report = workdir / "report.xml"
    env = {**os.environ, "MLBRIDGE_MODELS_DIR": str(models_dir)}
    env.pop("MLBRIDGE_IR2VEC_VOCAB", None)
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--junitxml={report}",
                           *tests], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
    if not report.exists():
        lines = (proc.stdout + proc.stderr).strip().splitlines()
        return [], f"pytest wrote no report: {lines[-1] if lines else f'exit {proc.returncode}'}"
    failed = []
    for case in ET.parse(report).getroot().iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed.append(f"{Path(case.get('classname', '').replace('.', '/')).name}::{case.get('name')}")
    err = "" if failed or proc.returncode in (0, 1) else f"pytest exit {proc.returncode}"
    return failed, err


def probe(models: list[str], tests: list[str], factor: float, vocab: bool, all_float: bool,
          timeout: float) -> list[Mutation]:
    plan: list[Mutation] = []
    for path in sorted(MODELS.glob("*.onnx")):
        if models and path.stem not in models:
            continue
        plan += [Mutation(path.name, name, shape) for name, shape in initializers(path, all_float)]
    if vocab:
        plan += [Mutation(VOCAB, "*", []), Mutation(VOCAB, "Opcodes/Load", [300])]
    print(f"{len(plan)} mutations x {' '.join(tests)}, factor {factor}", flush=True)
    with tempfile.TemporaryDirectory(prefix="mutation-probe-") as tmp:
        control = Path(tmp) / "control"
        shutil.copytree(MODELS, control / "models")
        failed, err = run_tests(control / "models", tests, control, timeout)
        if failed or err:
            raise SystemExit(f"the tests fail on an unmutated copy of models/ ({err or ', '.join(failed[:5])}): "
                             "fix that first, the probe would mean nothing")
        shutil.rmtree(control)
        print("control (unmutated copy): every test passes", flush=True)
        for n, m in enumerate(plan, 1):
            work = Path(tmp) / f"m{n}"
            shutil.copytree(MODELS, work / "models")
            target = work / "models" / m.model
            if m.model == VOCAB:
                write_mutated_vocab(MODELS / m.model, target, m.target, factor)
            else:
                write_mutated_model(MODELS / m.model, target, m.target, factor)
            m.caught_by, m.error = run_tests(work / "models", tests, work, timeout)
            shutil.rmtree(work)
            status = "SURVIVED" if m.survived else f"caught by {len(m.caught_by)} test(s)"
            print(f"[{n}/{len(plan)}] {m.model} {m.target} {m.shape}: {status} {m.error}", flush=True)
    return plan


def summary(tests: list[str]) -> str:
    """Failed test ids, shortened: ``file::test`` counted per test function, golden-score cases per pipeline."""
    import re
    from collections import Counter

    counts: Counter[str] = Counter()
    for t in tests:
        name = t.split("::")[-1]
        m = re.fullmatch(r"test_raw_scores_match_the_goldens\[(\S+) .*\]", name)
        counts[f"golden scores {m.group(1)}" if m else name.split("[")[0]] += 1
    return "; ".join(f"{k} ({n})" for k, n in sorted(counts.items()))


def table(plan: list[Mutation]) -> str:
    rows = ["| model | initializer | shape | caught by (failed tests, count) |", "|---|---|---|---|"]
    for m in plan:
        rows.append(f"| {m.model} | {m.target} | {'x'.join(map(str, m.shape)) or '-'} | "
                    f"{'**SURVIVED** ' + m.error if m.survived else summary(m.caught_by)} |")
    return "\n".join(rows)


def copy_tree(dst: Path) -> dict[str, str]:
    """A copy of the source tree (no .venv, .git, lit outputs) and the environment that imports from it."""
    ignore = shutil.ignore_patterns(".venv", ".git", "Output", "__pycache__", "bench-results", "*.egg-info")
    shutil.copytree(ROOT, dst / "repo", ignore=ignore, symlinks=True)
    (dst / "pkgs").mkdir()
    (dst / "pkgs" / "mlbridge_passes").symlink_to(dst / "repo" / "passes")
    (dst / "pkgs" / "mlbridge_training").symlink_to(dst / "repo" / "training")
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(dst / "repo"), str(dst / "pkgs")])}


def guard_flips(timeout: float) -> list[Mutation]:
    """Flip each guard's tie rule in a copy of the tree and run the tie tests there."""
    out = []
    with tempfile.TemporaryDirectory(prefix="guard-flips-") as tmp:
        env = copy_tree(Path(tmp))
        repo = Path(tmp) / "repo"
        where = subprocess.run([sys.executable, "-c", "import mlbridge_llvm.guard as g; print(g.__file__)"], cwd=repo,
                               env=env, capture_output=True, text=True, timeout=60).stdout.strip()
        if not where.startswith(str(repo)):
            raise SystemExit(f"the copy's packages do not come first on sys.path ({where}): the flips would mean nothing")

        def run() -> tuple[list[str], str]:
            report = Path(tmp) / "report.xml"
            report.unlink(missing_ok=True)
            proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                                   f"--junitxml={report}", *GUARD_TESTS], cwd=repo, env=env, capture_output=True,
                                  text=True, timeout=timeout)
            if not report.exists():
                return [], f"pytest exit {proc.returncode}"
            return [f"{c.get('name')}" for c in ET.parse(report).getroot().iter("testcase")
                    if c.find("failure") is not None or c.find("error") is not None], ""

        failed, err = run()
        if failed or err:
            raise SystemExit(f"the tie tests fail on the unflipped copy ({err or ', '.join(failed)})")
        for path, text, flipped in GUARD_FLIPS:
            source = (repo / path).read_text()
            if source.count(text) != 1:
                raise SystemExit(f"{path}: expected exactly one {text!r} (the code moved: update GUARD_FLIPS)")
            (repo / path).write_text(source.replace(text, flipped))
            try:
                m = Mutation(path, f"`{text}` -> `{flipped}`", [])
                m.caught_by, m.error = run()
            finally:
                (repo / path).write_text(source)
            print(f"{path}: {m.target}: {'SURVIVED' if m.survived else 'caught by ' + ', '.join(m.caught_by)}",
                  flush=True)
            out.append(m)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", nargs="*", default=[], help="model stems to probe (default: every shipped model)")
    ap.add_argument("--tests", nargs="+", default=DEFAULT_TESTS, help="pytest targets (default: the golden scores)")
    ap.add_argument("--factor", type=float, default=1.01)
    ap.add_argument("--vocab", action="store_true", help="also scale the IR2Vec vocabulary (all, and one opcode)")
    ap.add_argument("--all-float", action="store_true", help="also the 1-D float initializers")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds per pytest run")
    ap.add_argument("--json", help="write the results as JSON here")
    ap.add_argument("--guard-flips", action="store_true", help="flip every guard's tie rule instead (see above)")
    args = ap.parse_args(argv)
    if args.guard_flips:
        flips = guard_flips(args.timeout)
        survivors = [m for m in flips if m.survived]
        print(f"\n{len(flips) - len(survivors)}/{len(flips)} guard flips caught; {len(survivors)} survived")
        if args.json:
            Path(args.json).write_text(json.dumps([{**asdict(m), "survived": m.survived} for m in flips], indent=1))
        return 1 if survivors else 0
    if any("test_models_pinned" in t for t in args.tests):
        print("note: test_models_pinned.py checks the repository's models/ by bytes, not MLBRIDGE_MODELS_DIR",
              file=sys.stderr)
    plan = probe(args.models, args.tests, args.factor, args.vocab, args.all_float, args.timeout)
    print()
    print(table(plan))
    survivors = [m for m in plan if m.survived]
    print(f"\n{len(plan) - len(survivors)}/{len(plan)} mutations caught; "
          f"{len(survivors)} survived: {', '.join(f'{m.model}:{m.target}' for m in survivors) or 'none'}")
    if args.json:
        Path(args.json).write_text(json.dumps([{**asdict(m), "survived": m.survived} for m in plan], indent=1) + "\n")
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main())
