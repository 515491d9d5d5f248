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
