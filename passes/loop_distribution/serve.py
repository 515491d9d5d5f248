"""A model process answering both rl-loop-distribute agents (what a trainer or a Python wrapper runs).

    python -m mlbridge_passes.loop_distribution.serve pipe --channel BASE [--models DIR] [--serdes bitstream]
    python -m mlbridge_passes.loop_distribution.serve grpc [--models DIR]   # prints the port; serves until stdin closes

Each question carries ``agent`` (0 = select, 1 = distribute); the matching ONNX agent answers. The compiler side is
the pass with ``--runner pipe --channel BASE`` or ``--runner grpc --address 127.0.0.1:PORT``.
"""
from __future__ import annotations

import argparse
from typing import Any, Callable

import numpy as np

from .agents import ADVICE, DISTRIBUTE, FEATURE_SPECS, SELECT


def two_agent_answer(models_dir: str | None = None) -> Callable[[dict[str, Any]], np.ndarray]:
    """``features -> action``: the bundled (or ``models_dir``'s) select and distribute ONNX agents."""
    from mlbridge_llvm.runners.onnx import ONNXModelRunner

    from .loopdist import default_model_paths

    sel, dist = default_model_paths(models_dir)
    runners = {0: ONNXModelRunner(str(sel), FEATURE_SPECS, ADVICE), 1: ONNXModelRunner(str(dist), FEATURE_SPECS, ADVICE)}

    def answer(features: dict[str, Any]) -> np.ndarray:
        agent = int(np.asarray(features["agent"]).reshape(-1)[0])
        if agent not in runners:
            raise ValueError(f"unknown agent id {agent} (0 = {SELECT}, 1 = {DISTRIBUTE})")
        return np.asarray(runners[agent].populate_features(features).evaluate(), np.int64).reshape(1)

    return answer


def main(argv: list[str] | None = None) -> None:
    """Entry point of one model-server process."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("kind", choices=["pipe", "grpc"])
    ap.add_argument("--channel")
    ap.add_argument("--models", help="directory with loopdist-select.onnx and loopdist-distribute.onnx")
    ap.add_argument("--serdes", default="bitstream")
    ap.add_argument("--timeout", type=float, default=120.0)
    args = ap.parse_args(argv)
    if args.kind == "pipe" and not args.channel:
        ap.error("pipe needs --channel")
    from mlbridge_llvm.interface.model_server import serve

    serve(args.kind, two_agent_answer(args.models), ADVICE, channel=args.channel, serdes=args.serdes,
          timeout=args.timeout)


if __name__ == "__main__":
    main()
