"""``mlbridge-aot``: compile an ONNX policy ahead of time into an object file and a C header.

    mlbridge-aot models/inliner-oz.onnx -o policy.o --header policy.h --name inliner_policy
    cc main.c policy.o -lm

Symbolic dimensions are bound with ``--dim NAME=SIZE`` (repeatable); an unbound leading dimension is the batch and
is 1. The default target is this machine's triple with a generic CPU (portable across that architecture);
``--cpu native`` tunes for this machine, ``--triple``/``--cpu``/``--features`` pick another target. Errors print one
line and exit 1.
"""
from __future__ import annotations

import argparse
import sys

from ..errors import ConfigError, MLBridgeError


def _dims(items: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in items:
        name, eq, value = item.partition("=")
        try:
            size = int(value)
        except ValueError:
            size = -1
        if not eq or not name or size < 0:
            raise ConfigError(f"--dim expects NAME=SIZE with a non-negative integer size, got {item!r}")
        out[name] = size
    return out


def build_parser() -> argparse.ArgumentParser:
    """The command line of ``mlbridge-aot``."""
    ap = argparse.ArgumentParser(prog="mlbridge-aot", description=__doc__.split("\n\n")[0])
    ap.add_argument("model", help="the .onnx model")
    ap.add_argument("-o", "--output", required=True, help="object file to write")
    ap.add_argument("--header", help="C header to write (declares the function, sizes and status codes)")
    ap.add_argument("--name", help="C function name (default: from the model's file name)")
    ap.add_argument("--triple", default="", help="target triple (default: this machine's)")
    ap.add_argument("--cpu", default="", help="target CPU ('native' = this machine with all its features; default generic)")
    ap.add_argument("--features", default="", help="LLVM target features, e.g. +avx2,+fma")
    ap.add_argument("--dim", action="append", default=[], metavar="NAME=SIZE", help="bind a symbolic dimension (repeatable)")
    ap.add_argument("--emit-llvm", metavar="FILE", help="also write the optimised LLVM IR")
    return ap


def main(argv: list[str] | None = None) -> int:
    """Compile and write the outputs; one-line errors with exit status 1."""
    args = build_parser().parse_args(argv)
    try:
        from ..compiled.aot import compile_aot, default_name
        from ..compiled.graph import load_model
        from ..compiled.onnx_to_llvm import Target
        from ..fileio import atomic_write

        if args.cpu == "native":
            if args.triple or args.features:
                raise ConfigError("--cpu native describes this machine: do not combine it with --triple or --features")
            target = Target.host()
        else:
            target = Target(args.triple, args.cpu, args.features)
        model = load_model(args.model)
        name = args.name or default_name(args.model)
        res = compile_aot(model, name, target, _dims(args.dim), keep_ir=bool(args.emit_llvm))
        atomic_write(args.output, res.compiled.object)
        if args.header:
            atomic_write(args.header, res.header)
        if args.emit_llvm:
            atomic_write(args.emit_llvm, res.compiled.ir)
        shapes = ", ".join(f"{k} {list(v)}" for k, v in res.shapes.items())
        print(f"mlbridge-aot: wrote {args.output}" + (f" and {args.header}" if args.header else "")
              + f": {name}({shapes}) for {res.compiled.triple}", file=sys.stderr)
    except MLBridgeError as e:
        print(f"mlbridge-aot: error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
