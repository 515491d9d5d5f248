"""Serve a model from a separate process: the model side of a pipe (mlcb dialect) or a gRPC server, as a
training-time or remote model runs (``python -m mlbridge_llvm.interface.model_server ...``).

    python -m mlbridge_llvm.interface.model_server pipe --model M.onnx --channel BASE [--serdes bitstream] [--advice-type int64_t]
    python -m mlbridge_llvm.interface.model_server grpc --model M.onnx          # prints the port, serves until stdin closes
    python -m mlbridge_llvm.interface.model_server grpc --probe [--address HOST:PORT] [--max-clients N]
        [--tls-cert S.pem --tls-key S.key [--tls-client-ca CA.pem]] [--token-file F | --token-env VAR]

The pipe server owns the FIFO pair (mlcb dialect) and answers until the compiler closes it. The gRPC server
serves up to ``--max-clients`` compilers at once (default 64; one more is refused with a one-line error naming the
limit); ``--probe`` answers ``x = [client, query]`` with ``client * 1000000 + query`` (the load benchmark's model).
Binding a non-loopback address without TLS or a token prints a one-line warning. The benchmarks use it to put the
model in another process over pipes or gRPC (``mlbridge-bench grpc-load``: :mod:`mlbridge_llvm.bench.grpc_load`).
"""
from __future__ import annotations

import argparse
import sys
import warnings
from typing import Any, Callable

import numpy as np

from ..errors import ConfigError, MLBridgeError
from ..grpc_transport import DEFAULT_MAX_CLIENTS


def probe(features: dict[str, Any]) -> int:
    """The load benchmark's model: ``x = [client, query]`` -> ``client * 1_000_000 + query`` (identifies the asker)."""
    client, query = (int(v) for v in np.asarray(features["x"]).ravel()[:2])
    return client * 1_000_000 + query


def _arguments() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("kind", choices=["pipe", "grpc"])
    ap.add_argument("--model", help="ONNX model answering the questions")
    ap.add_argument("--probe", action="store_true", help="answer with probe() instead of a model (load benchmark)")
    ap.add_argument("--channel")
    ap.add_argument("--serdes", default="bitstream")
    ap.add_argument("--advice-name", default="decision")
    ap.add_argument("--advice-type", default="int64_t")
    ap.add_argument("--address", default="127.0.0.1:0", help="gRPC: where to listen (port 0: any free port)")
    ap.add_argument("--max-clients", type=int, default=DEFAULT_MAX_CLIENTS, help="gRPC: compilers served at once (default 64)")
    ap.add_argument("--tls-cert", help="gRPC: server certificate (PEM); TLS needs --tls-key too")
    ap.add_argument("--tls-key", help="gRPC: server private key (PEM)")
    ap.add_argument("--tls-client-ca", help="gRPC: require client certificates signed by this CA (mutual TLS)")
    ap.add_argument("--token-file", help="gRPC: refuse calls without 'authorization: Bearer TOKEN' (token read from this file)")
    ap.add_argument("--token-env", help="gRPC: same, token read from this environment variable")
    return ap


def main(argv: list[str] | None = None) -> None:
    """Entry point of one model-server process; errors and warnings print one line each."""
    args = _arguments().parse_args(argv)
    warnings.showwarning = lambda message, *_a, **_k: print(f"model server: warning: {message}", file=sys.stderr)
    try:
        if bool(args.model) == bool(args.probe):
            raise ConfigError("give exactly one of --model or --probe")
        from ..grpc_security import ServerSecurity, read_token
        from ..tensors import TensorSpec

        security = ServerSecurity(args.tls_cert, args.tls_key, args.tls_client_ca, read_token(args.token_file, args.token_env))
        answer = probe if args.probe else _onnx_answer(args.model)
        advice = TensorSpec(args.advice_name, args.advice_type, (1,))
        serve(args.kind, answer, advice, channel=args.channel, serdes=args.serdes, address=args.address,
              max_clients=args.max_clients, security=security)
    except MLBridgeError as e:
        print(f"model server: error: {' '.join(str(e).split())}", file=sys.stderr)
        sys.exit(1)


def _onnx_answer(model_path: str) -> Callable[[dict], object]:
    """``features -> advice`` with one ONNX runner shared by every server thread (a runner keeps each thread's
    populated features apart until that thread's ``evaluate``)."""
    from ..runners.onnx import ONNXModelRunner

    model = ONNXModelRunner(model_path)
    return lambda features: model.populate_features(features).evaluate()


def serve(kind: str, answer: Any, advice: Any, channel: str | None = None, serdes: str = "bitstream",
          timeout: float = 120.0, address: str = "127.0.0.1:0", max_clients: int = DEFAULT_MAX_CLIENTS,
          security: Any = None) -> None:
    """Answer a compiler with ``answer(features) -> advice``: over the FIFO pair ``channel`` (``kind="pipe"``: this
    side owns it, until the compiler closes it), or as a gRPC server on ``address`` (``"grpc"``: the bound port is
    printed on stdout; serves up to ``max_clients`` compilers at once, with ``security`` (a
    :class:`~mlbridge_llvm.grpc_security.ServerSecurity`) if given, until stdin closes)."""
    if kind == "pipe":
        from ..interface.pipe import PipeCompilerInterface

        with PipeCompilerInterface(channel, serdes=serdes, advice_spec=advice, timeout=timeout) as ci:
            obs = ci.evaluate()
            while obs is not None:
                ci.populate_buffer(answer(obs))
                obs = ci.evaluate()
    else:
        from ..interface.grpc import serve_advice

        with serve_advice(answer, address, max_clients=max_clients, security=security) as server:
            print(server.port, flush=True)
            sys.stdin.read()


if __name__ == "__main__":
    main()
