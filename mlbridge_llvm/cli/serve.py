"""``mlbridge-serve``: answer a stock LLVM tool in interactive mode with a model (the ``mlgo`` dialect).

    mlbridge-serve --model models/inliner-oz.onnx -- \\
        opt -passes='default<Oz>' -enable-ml-inliner=release -inliner-interactive-channel-base={channel} \\
            -inliner-interactive-include-default in.ll -o out.ll

The command after ``--`` is started with ``{channel}`` replaced by a fresh FIFO base (created in a private
temporary directory and removed afterwards); every question it asks is answered by the runner (``--model`` for
in-process ONNX, or ``--runner SPEC`` for any runner). For the inliner, ``--pass ml-inline`` (default) turns LLVM's
39 scalar features into the policy's input row; ``--pass raw`` sends LLVM's tensors unchanged. Exit status is the
compiler's; a compiler that dies, or a model that fails, is reported in one line.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
from typing import Any, Callable

from ..errors import ConfigError, MLBridgeError


def _agent(pass_name: str, runner: Any) -> Callable[[dict[str, Any]], Any]:
    if pass_name == "raw":
        return lambda features: runner.populate_features(features).evaluate()
    if pass_name == "ml-inline":
        from mlbridge_passes.inliner.features import to_row

        return lambda features: runner.populate_features(features=to_row(features)).evaluate(int)
    if pass_name == "ml-regalloc":
        from mlbridge_passes.regalloc.features import serve_adapter

        return serve_adapter(runner)
    raise ConfigError(f"--pass must be ml-inline, ml-regalloc or raw, got {pass_name!r}")


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the compiler's exit status (1 on our own errors)."""
    ap = argparse.ArgumentParser(prog="mlbridge-serve", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", help="ONNX model answering in-process")
    ap.add_argument("--runner", help="any runner spec instead of --model (e.g. grpc:127.0.0.1:5005)")
    ap.add_argument("--pass", dest="pass_name", default="ml-inline", help="feature adapter: ml-inline (default), ml-regalloc or raw")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds to wait for the compiler")
    ap.add_argument("--log", help="write the decisions as JSON lines here")
    ap.add_argument("command", nargs=argparse.REMAINDER, help="-- compiler command with {channel}")
    args = ap.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    try:
        if not command or not any("{channel}" in c for c in command):
            raise ConfigError("give the compiler command after -- with {channel} where the channel base goes")
        if bool(args.model) == bool(args.runner):
            raise ConfigError("give exactly one of --model or --runner")
        from ..interface.mlgo import InteractiveHost
        from ..runners import create_runner

        spec = args.runner or f"onnx:{args.model}"
        with create_runner(spec) as runner, InteractiveHost(timeout=args.timeout) as host:
            agent = _agent(args.pass_name, runner)
            proc = subprocess.Popen([c.replace("{channel}", host.channel) for c in command])
            try:
                result = host.serve(agent, alive=lambda: proc.poll() is None)
            except BaseException:
                proc.kill()
                proc.wait()
                raise
            code = proc.wait()
        if args.log:
            from ..fileio import atomic_write
            import json

            atomic_write(args.log, "".join(json.dumps({"context": c, "observation": i, "advice": a}) + "\n"
                                           for c, i, a in result.decisions))
        print(f"mlbridge-serve: answered {result.count} questions; compiler exited with {code}", file=sys.stderr)
        return code
    except MLBridgeError as e:
        print(f"mlbridge-serve: error: {' '.join(str(e).split())}", file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
