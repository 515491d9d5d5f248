"""``mlbridge-opt``: an opt-style driver whose pipelines mix LLVM (or MLIR) passes and the kit's ML passes.

    mlbridge-opt [-S] [-o OUT] -passes='function(sroa),poset-rl,default<O2>' IN.ll
    mlbridge-opt --mlir -passes='canonicalize,ml-affine-unroll' IN.mlir
    mlbridge-opt --list-passes

Each ML pass asks its model through a runner chosen by flags: in-process ONNX with the pass's bundled model by
default; ``--runner=onnx --model=PATH``, ``--runner=pipe --channel=BASE``, ``--runner=grpc --address=HOST:PORT``,
``--runner=python --model=module:function``, or a full spec string (``--runner='pipe:/tmp/ch?serdes=json'``).
``--ml-runner PASS=SPEC`` sets one pass's runner. Every decision can be recorded with ``--remarks-file``.
Errors print one line (``mlbridge-opt: error: ...``) and exit 1; nothing is written unless the whole pipeline succeeded.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from ..errors import ConfigError, IRError, MLBridgeError, PipelineError
from ..passes import PassContext, registry
from ..pipeline import Segment, parse
from ..remarks import Remark, to_jsonl, to_yaml

PROG = "mlbridge-opt"


def build_parser() -> argparse.ArgumentParser:
    """The driver's flags (opt-style single-dash spellings accepted)."""
    ap = argparse.ArgumentParser(prog=PROG, description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("input", nargs="?", default="-", help="input .ll/.bc/.mlir file, or - for stdin")
    ap.add_argument("-passes", "--passes", dest="passes", help="pipeline text; ML pass names may appear anywhere")
    ap.add_argument("-o", dest="output", default="-", help="output file (default stdout)")
    ap.add_argument("-S", dest="text", action="store_true", help="write textual IR instead of bitcode")
    ap.add_argument("--mlir", action="store_true", help="treat the input as MLIR (implied by a .mlir extension)")
    ap.add_argument("--list-passes", action="store_true", help="list the registered ML passes and exit")
    ap.add_argument("-print-pipeline-passes", "--print-pipeline-passes", dest="print_pipeline", action="store_true",
                    help="print the pipeline (LLVM parts expanded by LLVM) and exit")
    ap.add_argument("--runner", help="onnx | pipe | grpc | python, or a full runner spec string")
    ap.add_argument("--model", help="model for --runner=onnx (path) or --runner=python (module:function)")
    ap.add_argument("--channel", help="FIFO base name for --runner=pipe")
    ap.add_argument("--dialect", default="mlcb", choices=["mlcb", "mlgo"], help="pipe dialect for --runner=pipe")
    ap.add_argument("--serdes", default="bitstream", choices=["bitstream", "json", "protobuf"], help="SerDes for --runner=pipe")
    ap.add_argument("--address", help="HOST:PORT (comma-separated for several workers) for --runner=grpc")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds to wait for a model peer")
    ap.add_argument("--ml-runner", action="append", default=[], metavar="PASS=SPEC", help="runner spec for one ML pass")
    ap.add_argument("--remarks-file", help="record every ML decision here")
    ap.add_argument("--remarks-format", choices=["jsonl", "yaml"], default=None,
                    help="remark format (default: from the file extension, .yaml/.yml -> yaml, else jsonl)")
    ap.add_argument("--isolate", action="store_true",
                    help="run LLVM pipeline segments in a worker process so an LLVM crash is reported, not fatal")
    ap.add_argument("--verify", action="store_true", help="verify the module after every segment")
    return ap


def runner_spec(args: argparse.Namespace, pass_name: str) -> str | None:
    """The runner spec for one ML pass from the flags (``None``: the pass's bundled ONNX model)."""
    for item in args.ml_runner:
        name, eq, spec = item.partition("=")
        if not eq:
            raise ConfigError(f"--ml-runner expects PASS=SPEC, got {item!r}")
        if name == pass_name:
            return spec
    kind = args.runner
    if kind is None:
        return f"onnx:{args.model}" if args.model else None
    if ":" in kind:
        return kind
    if kind == "onnx":
        return f"onnx:{args.model}" if args.model else None
    if kind == "pipe":
        if not args.channel:
            raise ConfigError("--runner=pipe needs --channel=BASE (the model side creates BASE.in/BASE.out)")
        return f"pipe:{args.channel}?dialect={args.dialect}&serdes={args.serdes}&timeout={args.timeout}"
    if kind == "grpc":
        if not args.address:
            raise ConfigError("--runner=grpc needs --address=HOST:PORT")
        return f"grpc:{args.address}?timeout={args.timeout}"
    if kind == "python":
        if not args.model:
            raise ConfigError("--runner=python needs --model=module:function")
        return f"python:{args.model}"
    raise ConfigError(f"unknown --runner {kind!r}; choose onnx, pipe, grpc, python or give a spec string")


def list_passes() -> str:
    """Human-readable list of the registered ML passes."""
    lines = []
    for p in sorted(registry().values(), key=lambda p: p.name):
        opts = ", ".join(f"{k}: {v}" for k, v in sorted(p.options.items()))
        lines.append(f"{p.name:<22} [{p.ir}] {p.description}")
        lines.append(f"{'':<22} default model: {p.default_model or '-'}" + (f"; options: {opts}" if opts else ""))
    return "\n".join(lines) if lines else "(no ML passes registered)"


def expand_native(text: str, mlir: bool) -> str:
    """LLVM's own expansion of a native pipeline segment (``default<O2>`` -> its passes), via the wheel's opt."""
    if mlir:
        return text
    from ..ir.tools import find_tool

    proc = subprocess.run([find_tool("opt"), "-disable-output", f"-passes={text}", "-print-pipeline-passes", "-"],
                          input=b"", capture_output=True, timeout=60)
    if proc.returncode != 0:
        raise PipelineError(_first_error_line(proc.stderr.decode(errors="replace")) or f"invalid pipeline {text!r}")
    return proc.stdout.decode().strip()


def _first_error_line(stderr: str) -> str:
    for line in stderr.splitlines():
        if "error" in line.lower():
            return line.strip()
    return stderr.strip().splitlines()[-1] if stderr.strip() else ""


def read_input(path: str) -> bytes:
    """Input bytes from a file or stdin; a missing file is an IRError with the path."""
    if path == "-":
        return sys.stdin.buffer.read()
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise IRError(f"cannot read {path}: {e.strerror}") from None


def run_llvm(args: argparse.Namespace, data: bytes, segments: list[Segment]) -> tuple[bytes, list[Remark]]:
    """Apply the segments to LLVM IR; returns the output bytes (text or bitcode) and the remarks."""
    from ..ir import module as irmod
    from ..ir.llvmc import CModule

    name = args.input if args.input != "-" else "<stdin>"
    cmod = CModule.parse_bitcode(data, name) if irmod.is_bitcode(data) else CModule.parse_ir(data, name)
    remarks: list[Remark] = []
    try:
        for seg in segments:
            if seg.ml_pass is None:
                if args.isolate:
                    from ..ir.isolate import run_pipeline_isolated

                    out = run_pipeline_isolated(cmod.to_bitcode(), seg.text, timeout=args.timeout, input_name=name)
                    cmod.dispose()
                    cmod = CModule.parse_bitcode(out, name)
                else:
                    cmod.run_passes(seg.text)
            else:
                ctx = PassContext(seg.ml_pass, cmod, name, seg.options or {}, runner_spec(args, seg.ml_pass.name))
                try:
                    seg.ml_pass.run(ctx)
                finally:
                    ctx.close()
                cmod = ctx.module
                remarks.extend(ctx.remarks)
            if args.verify:
                cmod.verify()
        return (cmod.to_ir().encode() if args.text else cmod.to_bitcode()), remarks
    finally:
        cmod.dispose()


def run_mlir(args: argparse.Namespace, data: bytes, segments: list[Segment]) -> tuple[bytes, list[Remark]]:
    """Apply the segments to an MLIR module; output is always MLIR text."""
    from ..ir import mlir as irmlir

    module = irmlir.load_mlir(data.decode("utf-8", errors="replace"))
    name = args.input if args.input != "-" else "<stdin>"
    remarks: list[Remark] = []
    for seg in segments:
        if seg.ml_pass is None:
            irmlir.run_pipeline(module, f"builtin.module({seg.text})")
        else:
            ctx = PassContext(seg.ml_pass, module, name, seg.options or {}, runner_spec(args, seg.ml_pass.name))
            try:
                seg.ml_pass.run(ctx)
            finally:
                ctx.close()
            module = ctx.module
            remarks.extend(ctx.remarks)
    return str(module).encode(), remarks


def write_output(path: str, data: bytes) -> None:
    """Write the result atomically (stdout for ``-``)."""
    if path == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    from ..bench.report import atomic_write

    atomic_write(path, data)


def write_remarks(args: argparse.Namespace, remarks: list[Remark]) -> None:
    """Write the remarks file in the chosen format (atomically)."""
    from ..bench.report import atomic_write

    fmt = args.remarks_format or ("yaml" if args.remarks_file.endswith((".yaml", ".yml")) else "jsonl")
    atomic_write(args.remarks_file, to_yaml(remarks) if fmt == "yaml" else to_jsonl(remarks))


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the process exit code."""
    args = build_parser().parse_args(argv)
    try:
        return _main(args)
    except MLBridgeError as e:
        print(f"{PROG}: error: {_one_line(str(e))}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130


def _main(args: argparse.Namespace) -> int:
    if args.list_passes:
        print(list_passes())
        return 0
    if not args.passes:
        raise ConfigError("no pipeline given: use -passes='...' (see --list-passes for the ML passes)")
    mlir = args.mlir or args.input.endswith(".mlir")
    segments = parse(args.passes, "mlir" if mlir else "llvm")
    if args.print_pipeline:
        print(",".join(s.describe() if s.is_ml else expand_native(s.text, mlir) for s in segments))
        return 0
    data = read_input(args.input)
    out, remarks = (run_mlir if mlir else run_llvm)(args, data, segments)
    if args.output == "-" and not args.text and not mlir and sys.stdout.isatty():
        raise ConfigError("refusing to write bitcode to a terminal: use -S or -o FILE")
    write_output(args.output, out)
    if args.remarks_file:
        write_remarks(args, remarks)
    return 0


def _one_line(msg: str) -> str:
    return " ".join(part.strip() for part in msg.splitlines() if part.strip())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
