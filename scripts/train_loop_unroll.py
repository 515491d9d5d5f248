#!/usr/bin/env python3
"""The recipe of ``models/loop-unroll.onnx``: ``mlbridge-train``'s steps for ``ml-loop-unroll``, in order.

No learning happens here: every step is ``mlbridge-train`` (``mlbridge_training.learn``) with the pass's config
(``mlbridge_training.learn.configs.ml_loop_unroll``). The script only fixes the steps and their arguments, so the
shipped model can be made again with one command, and names itself in the model's provenance as every shipped model
does (``mlbridge.script``; ``mlbridge.trainer`` = ``mlbridge-train``, and ``mlbridge.args`` holds every step's
command line):

1. the corpus: ``scripts/loop_unroll_corpus.py`` on the kit's loop suites (one loop per module; 350 modules, 13
   packages), unless it exists;
2. ``traces`` on the fitting packages with LLVM's own choice everywhere, every decision explored (uniform over the
   five answers);
3. ``bc`` on those traces (a few epochs: a soft, nearly uniform start for PPO);
4. ``ppo`` with ``CONFIG`` (reward: llvm-mca cycles), the best iterate on the validation packages kept;
5. ``ppo`` with ``CONFIG_TIME`` (reward: measured time) from step 4's model, the best iterate on the validation
   packages kept (the start included: the time reward is noisy, and a start that stays best is the answer).

The held-out packages are never touched; ``scripts/loop_unroll_goals.py`` and ``mlbridge-train evaluate`` judge the
model on them.

Usage: scripts/train_loop_unroll.py --corpus build/lu-kernels --work build/lu-work -o models/loop-unroll.onnx
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CONFIG = "mlbridge_training.learn.configs.ml_loop_unroll"
SUITES = ("kernels.c", "kernels_gen.c", "kernels_cf.c", "kernels_fam_train.c", "kernels_fam_heldout.c")
SCRIPT = "scripts/train_loop_unroll.py"


def steps(args: argparse.Namespace, output: str) -> list[list[str]]:
    """The ``mlbridge-train`` command lines (without the program name), in order."""
    common = [args.corpus, "--work", args.work, "--seed", str(args.seed)]
    # the time stage has a work folder of its own: a folder's baseline outcomes are those of one config's reward
    timed = [args.corpus, "--work", os.path.join(args.work, "time"), "--seed", str(args.seed)]
    cycles_model = os.path.join(args.work, "ppo-cycles.onnx")
    bc_model = os.path.join(args.work, "bc.onnx")
    return [
        ["traces", f"{CONFIG}:CONFIG", *common, "--side", "fit", "--explore", "1",
         "--policy", "python:mlbridge_passes.loop_unroll.policies:llvm"],
        ["bc", f"{CONFIG}:CONFIG", *common, "-o", bc_model, "--epochs", str(args.bc_epochs)],
        ["ppo", f"{CONFIG}:CONFIG", *common, "--init", bc_model, "-o", cycles_model,
         "--iterations", str(args.ppo_iterations), "--batch", "96", "--epochs", "8", "--lr", "0.01"],
        ["ppo", f"{CONFIG}:CONFIG_TIME", *timed, "--init", cycles_model, "-o", output,
         "--iterations", str(args.time_iterations), "--batch", "48", "--epochs", "4", "--lr", "0.003"],
    ]


def restamp(path: str, recorded: dict[str, object]) -> None:
    """Name this recipe in the model's provenance, keeping what mlbridge-train recorded (the commit, the data digest,
    the pass) and the last step's own arguments under ``mlbridge.train_args``."""
    import onnx

    from mlbridge_llvm.onnx_models import save_model

    model = onnx.load(path)
    props = {p.key: p.value for p in model.metadata_props}
    props["mlbridge.train_args"] = props.pop("mlbridge.args", "{}")
    props.update({"mlbridge.script": SCRIPT, "mlbridge.args": json.dumps(recorded, sort_keys=True),
                  "mlbridge.trainer": "mlbridge-train"})
    del model.metadata_props[:]
    for key, value in props.items():
        entry = model.metadata_props.add()
        entry.key, entry.value = key, value
    save_model(model, path)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", required=True, help="the kernel corpus (built here if missing)")
    ap.add_argument("--work", required=True, help="mlbridge-train's work folder (resumable)")
    ap.add_argument("-o", "--output", required=True, help="the model to write")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--bc-epochs", type=int, default=5)
    ap.add_argument("--ppo-iterations", type=int, default=20)
    ap.add_argument("--time-iterations", type=int, default=6)
    args = ap.parse_args(argv)
    python = sys.executable
    if not os.path.exists(os.path.join(args.corpus, "corpus_description.json")):
        sources = [str(ROOT / "test" / "inputs" / "loopdist" / s) for s in SUITES]
        subprocess.run([python, str(ROOT / "scripts" / "loop_unroll_corpus.py"), args.corpus, *sources], check=True)
    output = os.path.abspath(args.output)
    commands = steps(args, output)
    for cmd in commands:
        print("mlbridge-train " + " ".join(cmd), file=sys.stderr, flush=True)
        subprocess.run([python, "-m", "mlbridge_training.learn.cli", *cmd, "--workers", str(args.workers)],
                       check=True)
    recorded = {"seed": args.seed, "bc_epochs": args.bc_epochs, "ppo_iterations": args.ppo_iterations,
                "time_iterations": args.time_iterations, "suites": list(SUITES),
                "steps": [" ".join(c).replace(args.corpus, "CORPUS").replace(args.work, "WORK")
                          .replace(output, "OUTPUT") for c in commands]}
    restamp(output, recorded)
    print(f"wrote {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
