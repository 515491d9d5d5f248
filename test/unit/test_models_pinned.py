"""The shipped model files are pinned: bytes by ``models/MANIFEST``, provenance by a clean commit.

``models/MANIFEST`` holds the sha256 and size of every file of ``models/`` that the kit loads (ONNX models, poset-rl
plans, the IR2Vec vocabulary; ``mlbridge_training.provenance.LOADED_PATTERNS``). A changed file, a loaded file
without an entry, an entry without a file, or a file of no known kind fails here. After a deliberate change (a
retrain, a re-stamp, a new vocabulary) regenerate it and commit it with the change::

    .venv/bin/python -m mlbridge_training.provenance --update-manifest

These tests check the repository's ``models/`` (what ships), whatever ``$MLBRIDGE_MODELS_DIR`` says. What the models
*compute* is pinned by ``test_golden_scores.py`` (raw scores through each pass's feature path) and
``test_golden_decisions.py``.
"""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from mlbridge_training import provenance

ROOT = Path(__file__).resolve().parents[2]
MODELS = ROOT / "models"
ONNX = sorted(MODELS.glob("*.onnx"))


def test_every_loaded_model_file_matches_the_manifest() -> None:
    problems = provenance.manifest_problems(MODELS)
    assert not problems, ("models/ differs from models/MANIFEST (after a deliberate change run "
                          f"`{provenance.MANIFEST_COMMAND}`):\n" + "\n".join(problems))


def test_the_manifest_covers_the_models_the_passes_load() -> None:
    listed = provenance.read_manifest(MODELS)
    assert {p.name for p in ONNX} <= set(listed)
    assert {"poset-rl-odg-plans.json", "poset-rl-manual-plans.json", "ir2vec/seed_vocab_300d_llvm22.json"} <= set(listed)
    assert (MODELS / provenance.MANIFEST_NAME).read_text() == provenance.render_manifest(listed)  # as generated


def test_the_manifest_check_catches_changed_missing_and_unknown_files(tmp_path: Path) -> None:
    """The check can fail: one byte more, a model without an entry, an entry without a file, an unknown file."""
    copy = tmp_path / "models"
    shutil.copytree(MODELS, copy)
    assert provenance.manifest_problems(copy) == []
    with open(copy / "mlir-unroll.onnx", "ab") as f:
        f.write(b"\0")
    shutil.copy(copy / "inliner-oz.onnx", copy / "inliner-new.onnx")
    (copy / "poset-rl-odg-plans.json").unlink()
    (copy / "notes.bin").write_bytes(b"x")
    problems = "\n".join(provenance.manifest_problems(copy))
    for name in ("mlir-unroll.onnx: sha256", "inliner-new.onnx: shipped but not in MANIFEST",
                 "poset-rl-odg-plans.json: in MANIFEST but missing", "notes.bin: neither"):
        assert name in problems, problems


@pytest.mark.parametrize("model", ONNX, ids=lambda p: p.name)
def test_every_shipped_model_was_stamped_from_a_clean_tree(model: Path) -> None:
    """``mlbridge.commit`` is a full commit hash: never ``+dirty`` or ``unknown`` (a dirty tree's model cannot be
    reproduced from its commit). In a full clone the commit must exist."""
    import onnx

    props = {p.key: p.value for p in onnx.load(str(model)).metadata_props}
    commit = props.get("mlbridge.commit", "")
    assert re.fullmatch(r"[0-9a-f]{40}", commit), f"{model.name}: mlbridge.commit = {commit!r}"
    git = shutil.which("git")
    if git and (ROOT / ".git").exists():
        shallow = subprocess.run([git, "-C", str(ROOT), "rev-parse", "--is-shallow-repository"],
                                 capture_output=True, text=True, timeout=30).stdout.strip()
        if shallow == "false":
            found = subprocess.run([git, "-C", str(ROOT), "cat-file", "-e", f"{commit}^{{commit}}"],
                                   capture_output=True, timeout=30)
            assert found.returncode == 0, f"{model.name}: commit {commit} is not in this repository"
