"""``mlbridge-aot``: compile an ONNX policy ahead of time into an object file and a C header.

    mlbridge-aot models/inliner-oz.onnx -o policy.o --header policy.h --name inliner_policy
    cc main.c policy.o -lm

Symbolic dimensions are bound with ``--dim NAME=SIZE`` (repeatable); an unbound leading dimension is the batch and
is 1. The default target is this machine's triple with a generic CPU (portable across that architecture);
``--cpu native`` tunes for this machine, ``--triple``/``--cpu``/``--features`` pick another target (compiled in a
worker process, so that a CPU or feature LLVM does not know is a one-line error instead of LLVM ending the process;
see :mod:`mlbridge_llvm.compiled.aot_worker`). ``--name`` must be a C identifier that is no C/C++ keyword, does not
start with ``_`` and names nothing of the C library.

Errors print one line and exit 1, and leave no file behind: every output (``-o``, ``--header``, ``--emit-llvm``) is
checked before compiling (a directory, a path below a file, two options naming one file are refused), written to a
temporary file, and renamed into place only when all of them are ready; if one cannot be written, the outputs and
directories this run created are removed again.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import sys

from . import entry
from ..errors import ConfigError, ModelError


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
    ap = entry.parser("mlbridge-aot", __doc__.split("\n\n")[0])
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


def _check_outputs(outputs: list[tuple[str, str]]) -> None:
    """Refuse, before anything is compiled or written, outputs that cannot be written: a directory, a path under a
    file, two options naming the same file, or one output inside another."""
    from ..fileio import is_direct_target

    seen: dict[str, str] = {}
    for flag, path in outputs:
        if not path:
            raise ConfigError(f"{flag} needs a file name")
        direct = is_direct_target(path)  # a directory is refused here, in one line
        key = path if direct else os.path.realpath(path)
        if key in seen:
            raise ConfigError(f"{seen[key]} and {flag} name the same file {path}")
        seen[key] = flag
        if not direct:
            for other, other_flag in seen.items():
                if other != key and (key.startswith(other + os.sep) or other.startswith(key + os.sep)):
                    raise ConfigError(f"{other_flag} and {flag} conflict: one would be a directory of the other "
                                      f"({path})")
            parent = os.path.dirname(os.path.realpath(path))
            while not os.path.lexists(parent):
                parent = os.path.dirname(parent)
            if not os.path.isdir(parent):
                raise ConfigError(f"cannot write {path}: {parent} is not a directory")


def _missing_dirs(path: str) -> list[str]:
    """The parent directories of ``path`` that do not exist yet (outermost first)."""
    missing: list[str] = []
    parent = os.path.dirname(os.path.realpath(path))
    while parent and not os.path.lexists(parent):
        missing.append(parent)
        parent = os.path.dirname(parent)
    return missing[::-1]


def _write_all(outputs: list[tuple[str, bytes | str]]) -> None:
    """Write every output or none: each goes to a temporary file first (see :mod:`mlbridge_llvm.fileio`); if one
    cannot be opened or committed, the files and directories this run created are removed again."""
    from ..fileio import AtomicFile

    created_dirs = [d for path, _ in outputs for d in _missing_dirs(path)]
    existed = {path: os.path.lexists(path) for path, _ in outputs}
    opened: list[AtomicFile] = []
    committed: list[str] = []
    try:
        for path, data in outputs:
            af = AtomicFile(path)
            opened.append(af)
            af.file.write(data.encode() if isinstance(data, str) else data)
        for af in opened:
            af.commit()
            committed.append(af.path)
    except BaseException as e:
        for af in opened:
            af.discard()
        for path in committed:
            if not existed[path]:
                with contextlib.suppress(OSError):
                    os.unlink(path)
        for d in reversed(dict.fromkeys(created_dirs)):
            with contextlib.suppress(OSError):
                os.rmdir(d)
        if isinstance(e, OSError):
            raise ConfigError(f"cannot write the outputs: {e.strerror or e}") from None
        raise


def main(argv: list[str] | None = None) -> int:
    """Compile and write the outputs; one-line errors with exit status 1."""
    args = build_parser().parse_args(argv)
    return entry.run("mlbridge-aot", lambda: _main(args), argv)


def _main(args: argparse.Namespace) -> int:
    """Compile the model and write every output, all or none."""
    from ..compiled.aot import check_c_name, compile_aot, default_name
    from ..compiled.aot_worker import check_triple, compile_in_worker
    from ..compiled.graph import load_model
    from ..compiled.onnx_to_llvm import Target, bind_shapes

    outputs = [(flag, path) for flag, path in (("-o", args.output), ("--header", args.header),
                                               ("--emit-llvm", args.emit_llvm)) if path is not None]
    _check_outputs(outputs)
    name = check_c_name(args.name) if args.name is not None else default_name(args.model)
    if args.cpu == "native":
        if args.triple or args.features:
            raise ConfigError("--cpu native describes this machine: do not combine it with --triple or --features")
        target = Target.host()
    else:
        target = Target(args.triple, args.cpu, args.features)
    model = load_model(args.model)
    dims = _dims(args.dim)
    if args.cpu != "native" and (args.triple or args.cpu or args.features):
        # a target the user named: LLVM may abort on it, so it is compiled in a worker (see aot_worker)
        check_triple(target.triple)  # an unknown triple is refused here, in one line
        bind_shapes(model, dims)  # as are --dim mistakes, before a worker starts
        try:
            with open(args.model, "rb") as f:
                data = f.read()
        except OSError as e:
            raise ModelError(f"cannot read ONNX model {args.model}: {e.strerror}") from None
        res = compile_in_worker(data, model.source, name, target.triple, target.cpu, target.features, dims,
                                bool(args.emit_llvm))
    else:  # this machine's triple with a generic CPU, or --cpu native: known good, compiled in-process
        res = compile_aot(model, name, target, dims, keep_ir=bool(args.emit_llvm))
    contents = {"-o": res.compiled.object, "--header": res.header, "--emit-llvm": res.compiled.ir}
    _write_all([(path, contents[flag]) for flag, path in outputs])
    shapes = ", ".join(f"{k} {list(v)}" for k, v in res.shapes.items())
    print(f"mlbridge-aot: wrote {args.output}" + (f" and {args.header}" if args.header else "")
          + f": {name}({shapes}) for {res.compiled.triple}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
