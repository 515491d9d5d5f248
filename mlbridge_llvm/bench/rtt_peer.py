"""Model-side processes of the round-trip benchmark (``python -m mlbridge_llvm.bench.rtt_peer KIND ...``).

Every peer computes the same one-layer model, ``y = w[:n] . x + b`` with the weights from :func:`weights`,
and answers one float32 per request until the compiler side closes the channel.

Kinds: ``raw`` (FIFO floor: length-prefixed raw float32 bytes, no SerDes), ``ours`` (our PipeCompilerInterface,
``--serdes``), ``ci-numpy`` / ``ci-public`` (ML-Compiler-Bridge's ``compilerinterface``, reading its tensor with
``np.frombuffer`` on the buffer, or through its public ``TensorValue`` API), ``grpc`` (our gRPC advice server;
prints its port on stdout).
"""
from __future__ import annotations

import argparse
import sys

import numpy as np

SEED = 700


def weights(seed: int = SEED) -> tuple[np.ndarray, np.float32]:
    """The benchmark model's weights, identical to the ONNX model ``onnx_models.linear_scalar(None, seed)``."""
    from ..onnx_models import linear_scalar_weights

    w, b = linear_scalar_weights(None, seed)
    return w, np.float32(b[0])


def model(x: np.ndarray, w: np.ndarray, b: np.float32) -> np.float32:
    """One fully connected layer with a single output."""
    return np.float32(np.dot(w[: x.size], x) + b)


def _raw(channel: str) -> None:
    from ..fifo import FifoPair, open_model_side
    from ..wire import mlcb_read, mlcb_write
    from ..errors import PeerClosedError

    w, b = weights()
    pair = FifoPair.create(channel)
    reader, writer = open_model_side(pair, 60)
    try:
        while True:
            try:
                payload = mlcb_read(reader)
            except PeerClosedError:
                return
            mlcb_write(writer, [model(np.frombuffer(payload, np.float32), w, b).tobytes()])
    finally:
        pair.remove()


def _ours(channel: str, serdes: str) -> None:
    from ..interface.pipe import PipeCompilerInterface
    from ..tensors import TensorSpec

    w, b = weights()
    with PipeCompilerInterface(channel, serdes=serdes, advice_spec=TensorSpec("out", "float", (1,)), timeout=60) as ci:
        obs = ci.evaluate()
        while obs is not None:
            ci.populate_buffer(model(np.asarray(obs["x"], dtype=np.float32), w, b))
            obs = ci.evaluate()


def _compilerinterface(channel: str, public_api: bool) -> None:
    from compilerinterface import PipeCompilerInterface

    w, b = weights()
    ci = PipeCompilerInterface("bytes", channel)
    ci.reset_pipes()
    while True:
        try:
            features = ci.evaluate()
        except Exception:  # compilerinterface raises (JSON error) at end of stream
            break
        tv = features[0]
        x = np.array([tv[i] for i in range(len(tv))], dtype=np.float32) if public_api else np.frombuffer(tv._buffer, np.float32)
        ci.populate_buffer(float(model(x, w, b)))
    ci.close_pipes()


def _grpc() -> None:
    from ..interface.grpc import serve_advice

    w, b = weights()
    server = serve_advice(lambda f: model(np.asarray(f["x"], dtype=np.float32), w, b), "127.0.0.1:0")
    print(server.port, flush=True)
    sys.stdin.read()  # run until the benchmark closes our stdin
    server.stop()


def main(argv: list[str] | None = None) -> None:
    """Entry point of one benchmark peer process."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("kind", choices=["raw", "ours", "ci-numpy", "ci-public", "grpc"])
    ap.add_argument("--channel")
    ap.add_argument("--serdes", default="bitstream")
    args = ap.parse_args(argv)
    if args.kind == "raw":
        _raw(args.channel)
    elif args.kind == "ours":
        _ours(args.channel, args.serdes)
    elif args.kind in ("ci-numpy", "ci-public"):
        _compilerinterface(args.channel, args.kind == "ci-public")
    else:
        _grpc()


if __name__ == "__main__":
    main()
