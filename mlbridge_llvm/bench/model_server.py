"""Serve an ONNX model from a separate process, as a training-time model would run (``python -m ...``).

    python -m mlbridge_llvm.bench.model_server pipe --model M.onnx --channel BASE [--serdes bitstream] [--advice-type int64_t]
    python -m mlbridge_llvm.bench.model_server grpc --model M.onnx          # prints the port, serves until stdin closes

The pipe server owns the FIFO pair (mlcb dialect) and answers until the compiler closes it. Used by the
benchmarks to put the model in another process over pipes or gRPC.
"""
from __future__ import annotations

import argparse
import sys
from typing import Any


def main(argv: list[str] | None = None) -> None:
    """Entry point of one model-server process."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("kind", choices=["pipe", "grpc"])
    ap.add_argument("--model", required=True)
    ap.add_argument("--channel")
    ap.add_argument("--serdes", default="bitstream")
    ap.add_argument("--advice-name", default="decision")
    ap.add_argument("--advice-type", default="int64_t")
    args = ap.parse_args(argv)
    from ..runners.onnx import ONNXModelRunner
    from ..tensors import TensorSpec

    model = ONNXModelRunner(args.model)
    advice = TensorSpec(args.advice_name, args.advice_type, (1,))

    def answer(features: dict) -> object:
        return model.populate_features(features).evaluate()

    serve(args.kind, answer, advice, channel=args.channel, serdes=args.serdes)


def serve(kind: str, answer: Any, advice: Any, channel: str | None = None, serdes: str = "bitstream",
          timeout: float = 120.0) -> None:
    """Answer a compiler with ``answer(features) -> advice``: over the FIFO pair ``channel`` (``kind="pipe"``: this
    side owns it, until the compiler closes it), or as a gRPC server on a free port (``"grpc"``: the port is printed
    on stdout; serves until stdin closes)."""
    if kind == "pipe":
        from ..interface.pipe import PipeCompilerInterface

        with PipeCompilerInterface(channel, serdes=serdes, advice_spec=advice, timeout=timeout) as ci:
            obs = ci.evaluate()
            while obs is not None:
                ci.populate_buffer(answer(obs))
                obs = ci.evaluate()
    else:
        from ..interface.grpc import serve_advice

        with serve_advice(answer, "127.0.0.1:0") as server:
            print(server.port, flush=True)
            sys.stdin.read()


if __name__ == "__main__":
    main()
