"""Provenance of a trained model: what made it, written into the ONNX file's ``metadata_props``."""
from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterable

ROOT = Path(__file__).resolve().parents[1]


def commit() -> str:
    """The repository's HEAD commit (``+dirty`` when the tree has changes), ``unknown`` outside a git checkout."""
    try:
        head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True,
                              timeout=30).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"
    return (head + ("+dirty" if dirty else "")) if head else "unknown"


#: arguments that say how a run was executed, not what it learned: never part of a model's recorded arguments
RUN_ONLY_ARGS = ("workers", "backend", "address")


def recorded_args(args: Any, *excluded: str) -> dict[str, Any]:
    """A training script's arguments that decide the weights: ``vars(args)`` without :data:`RUN_ONLY_ARGS` and the
    script's own ``excluded`` ones (where the data and the outputs are, caches, stop points)."""
    skip = set(RUN_ONLY_ARGS) | set(excluded)
    return {k: v for k, v in vars(args).items() if k not in skip}


def data_digest(names_and_bytes: Iterable[tuple[str, bytes]]) -> str:
    """sha256 over (name, bytes) pairs in the given order: identifies the training data exactly."""
    h = hashlib.sha256()
    for name, data in names_and_bytes:
        h.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    return h.hexdigest()


def stamp(model: Any, script: str, args: dict[str, Any], digest: str, **extra: str) -> Any:
    """Set ``metadata_props`` on an ONNX model: script, arguments, commit, data digest (and ``extra``); returns it.

    The commit is recorded but does not change the weights, so a retrain from the same data gives the same
    tensors; tests compare the tensors and the recorded arguments, not the commit."""
    import json

    props = {"mlbridge.script": script, "mlbridge.args": json.dumps(args, sort_keys=True),
             "mlbridge.commit": commit(), "mlbridge.data_sha256": digest,
             "mlbridge.python": sys.version.split()[0], **extra}
    del model.metadata_props[:]
    for k, v in props.items():
        entry = model.metadata_props.add()
        entry.key, entry.value = k, str(v)
    return model


# ---- the shipped files, pinned: models/MANIFEST -----------------------------------------------------------------------
#: The manifest's file name inside the models folder.
MANIFEST_NAME = "MANIFEST"
#: The files of ``models/`` the kit loads at run time (passes, the IR2Vec embedder, the native build): the manifest
#: pins each one's sha256 and size.
LOADED_PATTERNS = ("*.onnx", "*-plans.json", "ir2vec/*.json", "ir2vec/*.txt")
#: What else may sit in ``models/``: model cards, their provenance notes and the report JSON the cards render.
DOC_PATTERNS = ("*.md", "ir2vec/*.md", "*.report.json", "*.train-report.json", "*.held-out.json",
                "*.first-choice.json", "*.measurements.json", "*.goals.json")
MANIFEST_COMMAND = "python -m mlbridge_training.provenance --update-manifest"


def _matches(rel: str, patterns: Iterable[str]) -> bool:
    from fnmatch import fnmatchcase

    return any(fnmatchcase(rel, p) and rel.count("/") == p.count("/") for p in patterns)


def loaded_files(models: Path) -> list[str]:
    """The files of ``models`` (paths relative to it, ``/``-separated, sorted) that the kit loads."""
    files = (p.relative_to(models).as_posix() for p in Path(models).rglob("*") if p.is_file())
    return sorted(rel for rel in files if _matches(rel, LOADED_PATTERNS))


def unexpected_files(models: Path) -> list[str]:
    """Files of ``models`` that are neither loaded (:data:`LOADED_PATTERNS`) nor documentation
    (:data:`DOC_PATTERNS`) nor the manifest: a new kind of shipped file must be added to one of the two lists."""
    files = (p.relative_to(models).as_posix() for p in Path(models).rglob("*")
             if p.is_file() and "__pycache__" not in p.parts)
    return sorted(rel for rel in files if rel != MANIFEST_NAME
                  and not _matches(rel, LOADED_PATTERNS) and not _matches(rel, DOC_PATTERNS))


def manifest_entries(models: Path) -> dict[str, dict[str, Any]]:
    """``{relative path: {"sha256": hex, "size": bytes}}`` of every loaded file of ``models``."""
    out = {}
    for rel in loaded_files(models):
        data = (Path(models) / rel).read_bytes()
        out[rel] = {"sha256": hashlib.sha256(data).hexdigest(), "size": len(data)}
    return out


def render_manifest(entries: dict[str, dict[str, Any]]) -> str:
    """The manifest's text: deterministic JSON (sorted keys, one file per line)."""
    import json

    lines = [f" {json.dumps(rel)}: {json.dumps(e, sort_keys=True)}" for rel, e in sorted(entries.items())]
    return ("{\"comment\": " + json.dumps(f"sha256 and size of every file of models/ the kit loads; regenerate "
                                          f"deliberately with: {MANIFEST_COMMAND}") +
            ",\n\"files\": {\n" + ",\n".join(lines) + "\n}}\n")


def read_manifest(models: Path) -> dict[str, dict[str, Any]]:
    """The ``files`` table of ``models/MANIFEST`` (FileNotFoundError if there is none)."""
    import json

    return json.loads((Path(models) / MANIFEST_NAME).read_text())["files"]


def manifest_problems(models: Path) -> list[str]:
    """One line per difference between ``models`` and its manifest: changed bytes, files without an entry,
    entries without a file, files of no known kind. Empty when everything matches."""
    listed, actual = read_manifest(models), manifest_entries(models)
    problems = [f"{rel}: sha256 {actual[rel]['sha256'][:12]}.. size {actual[rel]['size']}, the manifest says "
                f"{listed[rel]['sha256'][:12]}.. size {listed[rel]['size']}"
                for rel in sorted(set(listed) & set(actual)) if listed[rel] != actual[rel]]
    problems += [f"{rel}: shipped but not in {MANIFEST_NAME}" for rel in sorted(set(actual) - set(listed))]
    problems += [f"{rel}: in {MANIFEST_NAME} but missing" for rel in sorted(set(listed) - set(actual))]
    problems += [f"{rel}: neither a loaded file nor documentation (training/provenance.py LOADED_PATTERNS / "
                 f"DOC_PATTERNS)" for rel in unexpected_files(models)]
    return problems


def write_manifest(models: Path) -> Path:
    """Regenerate ``models/MANIFEST`` from the files as they are (after a retrain or a re-stamp: a deliberate act,
    reviewed in the diff). Returns its path."""
    from mlbridge_llvm.fileio import atomic_write

    path = Path(models) / MANIFEST_NAME
    atomic_write(path, render_manifest(manifest_entries(models)))
    return path


# ---- re-stamping a model's commit (tensors untouched) ----------------------------------------------------------------
#: What makes the models: the shipped files, the training package, the passes' feature code and the scripts that
#: train, evaluate and generate inputs (git pathspecs).
MODEL_SOURCES = ("models", "training", "passes", "scripts/*.py", "scripts/*.in")


def clean_head(paths: Iterable[str] = MODEL_SOURCES) -> str:
    """HEAD's commit, provided ``paths`` (what made the models) have no uncommitted change to tracked files; a
    ConfigError naming them otherwise. Unrelated files may be dirty (others work in the same tree)."""
    from mlbridge_llvm.errors import ConfigError

    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True,
                          timeout=30, check=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no", "--", *paths],
                           capture_output=True, text=True, timeout=30, check=True).stdout.strip()
    if dirty:
        raise ConfigError(f"uncommitted changes in {', '.join(paths)}; commit them first:\n{dirty}")
    return head


def restamp(path: Path, commit_hash: str) -> tuple[str, str]:
    """Set ``mlbridge.commit`` of the ONNX model at ``path`` to ``commit_hash`` (every other property, the graph and
    the tensors stay byte-identical: checked before writing). Returns (old commit, new commit)."""
    import onnx

    from mlbridge_llvm.onnx_models import save_model

    model = onnx.load(str(path))
    before = model.graph.SerializeToString()
    entry = next(p for p in model.metadata_props if p.key == "mlbridge.commit")
    old, entry.value = entry.value, commit_hash
    if model.graph.SerializeToString() != before:
        raise AssertionError(f"{path}: re-stamping changed the graph")
    save_model(model, path)
    again = onnx.load(str(path))
    assert again.graph.SerializeToString() == before, f"{path}: the graph changed on disk"
    return old, commit_hash


def main(argv: list[str] | None = None) -> int:
    """``python -m mlbridge_training.provenance --update-manifest | --check-manifest | --restamp MODEL...``

    * ``--update-manifest``: rewrite ``models/MANIFEST`` (sha256 and size of every loaded file). Run it after a
      retrain or a re-stamp, deliberately: ``test/unit/test_models_pinned.py`` fails on any shipped file that differs.
    * ``--check-manifest``: print the differences; exit 1 if any.
    * ``--restamp MODEL.onnx ...``: set ``mlbridge.commit`` to HEAD (or ``--commit HASH``), refusing when
      ``models/``, ``training/``, ``passes/`` or ``scripts/*.py`` have uncommitted changes; tensors untouched.
    """
    import argparse

    from mlbridge_llvm.resources import models_dir

    ap = argparse.ArgumentParser(prog="python -m mlbridge_training.provenance", description=main.__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", default=None, help="models folder (default: the kit's, $MLBRIDGE_MODELS_DIR)")
    ap.add_argument("--update-manifest", action="store_true")
    ap.add_argument("--check-manifest", action="store_true")
    ap.add_argument("--restamp", nargs="+", metavar="MODEL", default=[])
    ap.add_argument("--commit", default=None, help="commit for --restamp (default: HEAD of a clean tree)")
    args = ap.parse_args(argv)
    models = Path(args.models) if args.models else models_dir()
    if args.restamp:
        new = args.commit or clean_head()
        for m in args.restamp:
            old, _ = restamp(Path(m), new)
            print(f"{m}: {old} -> {new}")
    if args.update_manifest:
        print(write_manifest(models))
    if args.check_manifest:
        problems = manifest_problems(models)
        print("\n".join(problems) or f"{models}: every loaded file matches {MANIFEST_NAME}")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
