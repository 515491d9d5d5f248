"""What the training recipes ``scripts/train_inliner.py`` and ``scripts/train_regalloc.py`` share: running one
``mlbridge-train`` step, and the options every step of a recipe takes (where its work runs, which model it compares
with, where its outputs go)."""
from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path


def step(args: list[str]) -> None:
    """Run one ``mlbridge-train`` command (from this environment), stopping the recipe (the script running) if it
    fails."""
    recipe = Path(sys.argv[0]).stem
    cmd = [str(Path(sys.executable).parent / "mlbridge-train"), *args]
    print(f"[{time.strftime('%H:%M:%S')}] $ mlbridge-train {' '.join(shlex.quote(a) for a in args)}", flush=True)
    if subprocess.run(cmd).returncode != 0:
        raise SystemExit(f"{recipe}: step failed: mlbridge-train {args[0]}")


def add_run_options(ap: argparse.ArgumentParser, previous: str, out: str) -> None:
    """``--previous`` (the model to compare with), ``--out`` (the outputs' prefix), and where the steps run
    (``--workers``, ``--backend``, ``--address``)."""
    ap.add_argument("--previous", default=previous, help="the model to compare with")
    ap.add_argument("--out", default=out, help="OUT.onnx, OUT.goals.json, ...")
    ap.add_argument("--workers", default="2")
    ap.add_argument("--backend", default="local")
    ap.add_argument("--address", default=None)


def run_options(args: argparse.Namespace) -> list[str]:
    """The options of every step: the work folder and where the steps run; the outputs' folder is made."""
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    return ["--work", args.work, "--workers", args.workers, "--backend", args.backend,
            *(["--address", args.address] if args.address else [])]
