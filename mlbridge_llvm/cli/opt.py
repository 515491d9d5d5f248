"""``mlbridge-opt``: an opt-style driver whose pipelines mix LLVM (or MLIR) passes and the kit's ML passes.

    mlbridge-opt [-S] [-o OUT] -passes='function(sroa),poset-rl,default<O2>' IN.ll
    mlbridge-opt --mlir -passes='canonicalize,ml-affine-unroll' IN.mlir
    mlbridge-opt --list-passes
    mlbridge-opt -load-pass-plugin=MyPass.so -passes='function(my-pass),ml-inline' IN.ll
    mlbridge-opt --load ./my_passes -passes='ml-minsize' IN.ll     # an ML pass package that is not installed

Each ML pass asks its model through a runner chosen by flags: in-process ONNX with the pass's bundled model by
default; ``--runner=onnx --model=PATH`` (``--runner=compiled``: the same model compiled to native code), ``--runner=pipe --channel=BASE``, ``--runner=grpc --address=HOST:PORT``,
``--runner=python --model=module:function``, or a full spec string (``--runner='pipe:/tmp/ch?serdes=json'``).
``--ml-runner PASS=SPEC`` sets one pass's runner. Every decision can be recorded with ``--remarks-file``.
``--load MODULE_OR_FILE`` (repeatable) and ``$MLBRIDGE_LOAD`` add the ML passes of a module, package folder or
``.py`` file that is not installed (:mod:`mlbridge_llvm.pass_modules`).
Any other ``-flag[=value]`` is an LLVM command-line option, as ``opt`` takes it: LLVM's own (``-debug-pass-manager``
style flags, ``-enable-loop-distribute``) or one a loaded plug-in registers (``-mlbridge-inline-runner=...``); the
wheel's ``opt`` checks them first, so a misspelled one is a one-line usage error, not an exit from inside LLVM.
Usage errors print one line and exit 2; other errors print one line (``mlbridge-opt: error: ...``) and exit 1;
nothing is written unless the whole pipeline succeeded.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
from . import entry
from .. import pass_modules
from ..driver import RunnerChoice, optimize_llvm, optimize_mlir
from ..errors import ConfigError, IRError, PipelineError
from ..passes import registry, use_modules
from ..pipeline import parse
from ..remarks import Remark, to_jsonl, to_yaml

PROG = "mlbridge-opt"


def build_parser() -> argparse.ArgumentParser:
    """The driver's flags (opt-style single-dash spellings accepted)."""
    ap = entry.parser(PROG, __doc__)
    ap.allow_abbrev = False  # "-o" must never swallow an LLVM option spelled "-opt-..."
    ap.add_argument("input", nargs="?", default="-", help="input .ll/.bc/.mlir file, or - for stdin")
    ap.add_argument("-passes", "--passes", dest="passes", help="pipeline text; ML pass names may appear anywhere")
    ap.add_argument("-o", dest="output", default="-", help="output file (default stdout)")
    ap.add_argument("-S", dest="text", action="store_true", help="write textual IR instead of bitcode")
    ap.add_argument("--mlir", action="store_true", help="treat the input as MLIR (implied by a .mlir extension)")
    ap.add_argument("-load-pass-plugin", "--load-pass-plugin", dest="plugins", action="append", default=[],
                    metavar="PATH", help="load an LLVM pass plug-in (repeatable); its passes may appear in -passes "
                    "and run in-process on the same module")
    pass_modules.add_argument(ap)
    ap.add_argument("--list-passes", action="store_true", help="list the registered ML passes and exit")
    ap.add_argument("--print-models-dir", action="store_true",
                    help="print the folder the bundled models are taken from ($MLBRIDGE_MODELS_DIR overrides it) and exit")
    ap.add_argument("-print-pipeline-passes", "--print-pipeline-passes", dest="print_pipeline", action="store_true",
                    help="print the pipeline (LLVM parts expanded by LLVM) and exit")
    ap.add_argument("--runner", help="onnx | compiled | pipe | grpc | python, or a full runner spec string")
    ap.add_argument("--model", help="model for --runner=onnx or compiled (path) or --runner=python (module:function)")
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


def list_passes() -> str:
    """Human-readable list of the registered ML passes."""
    lines = []
    passes, broken = registry().load_all()
    for p in passes:
        opts = ", ".join(f"{k}: {v}" for k, v in sorted(p.options.items()))
        lines.append(f"{p.name:<22} [{p.ir}] {p.description}")
        lines.append(f"{'':<22} default model: {p.default_model or '-'}" + (f"; options: {opts}" if opts else ""))
    for name, error in sorted(broken.items()):
        lines.append(f"{name:<22} [unavailable] {error}")
    return "\n".join(lines) if lines else "(no ML passes registered)"


def expand_native(text: str, mlir: bool, plugins: list[str] | None = None) -> str:
    """LLVM's own expansion of a native pipeline segment (``default<O2>`` -> its passes), via the wheel's opt."""
    if mlir:
        return text
    from ..ir.tools import find_tool

    proc = subprocess.run([find_tool("opt"), *(f"-load-pass-plugin={p}" for p in plugins or ()), "-disable-output",
                           "-disable-verify", f"-passes={text}", "-print-pipeline-passes", "-"],
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
    """Input bytes from a file or stdin (checked open by :func:`_check_streams`); a missing file is an IRError."""
    if path == "-":
        return sys.stdin.buffer.read()
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise IRError(f"cannot read {path}: {e.strerror}") from None


def write_output(path: str, data: bytes) -> None:
    """Write the result: atomically to a regular file, in place to ``-``, a device or a FIFO (see :mod:`..fileio`)."""
    from ..fileio import atomic_write

    atomic_write(path, data)


def write_remarks(args: argparse.Namespace, remarks: list[Remark]) -> None:
    """Write the remarks file in the chosen format (atomically)."""
    from ..fileio import atomic_write

    fmt = args.remarks_format or ("yaml" if args.remarks_file.endswith((".yaml", ".yml")) else "jsonl")
    atomic_write(args.remarks_file, to_yaml(remarks) if fmt == "yaml" else to_jsonl(remarks))


def split_llvm_options(ap: argparse.ArgumentParser, argv: list[str]) -> tuple[list[str], list[str]]:
    """``(ours, llvm)``: the arguments ``ap`` knows (with their values), and the ``-flag[=value]`` options it does
    not, which are LLVM's command-line options. A bare word stays ours (the input file)."""
    ours: list[str] = []
    llvm: list[str] = []
    takes_value = {s: a.nargs != 0 for s, a in ap._option_string_actions.items()}  # noqa: SLF001 (argparse's table)
    it = iter(argv)
    for arg in it:
        name = arg.split("=", 1)[0]
        if arg == "--":
            ours.append(arg)
            ours.extend(it)
        elif name in takes_value:
            ours.append(arg)
            if takes_value[name] and "=" not in arg:
                ours.append(next(it, ""))
        elif arg.startswith("-") and len(arg) > 1:
            llvm.append(arg)
        else:
            ours.append(arg)
    return ours, llvm


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the process exit code."""
    ap = build_parser()
    ours, llvm_options = split_llvm_options(ap, list(sys.argv[1:] if argv is None else argv))
    args = ap.parse_args(ours)
    args.llvm_options = llvm_options
    return entry.run(PROG, lambda: _main(args, ap), argv)


def _main(args: argparse.Namespace, ap: argparse.ArgumentParser | None = None) -> int:
    use_modules(getattr(args, "load", ()))
    if args.list_passes:
        print(list_passes())
        return 0
    if args.print_models_dir:
        from ..resources import models_dir

        print(models_dir())
        return 0
    mlir = args.mlir or args.input.endswith(".mlir")
    if mlir and args.plugins:
        raise ConfigError("-load-pass-plugin loads LLVM pass plug-ins; it cannot be used with MLIR input")
    if mlir and getattr(args, "llvm_options", None):
        (ap or build_parser()).error(f"unrecognized arguments: {' '.join(args.llvm_options)} (LLVM options need LLVM input)")
    if not mlir:
        args.plugins = _load_plugins(args.plugins)
        if getattr(args, "llvm_options", None):
            _set_llvm_options(args.llvm_options, args.plugins, ap)
    if not args.passes:
        raise ConfigError("no pipeline given: use -passes='...' (see --list-passes for the ML passes)")
    segments = parse(args.passes, "mlir" if mlir else "llvm")
    if args.print_pipeline:
        print(",".join(s.describe() if s.is_ml else expand_native(s.text, mlir, args.plugins) for s in segments))
        return 0
    _check_streams(args)
    if args.output == "-" and not args.text and not mlir and sys.stdout.isatty():
        raise ConfigError("refusing to write bitcode to a terminal: use -S or -o FILE")
    if not mlir:
        from ..ir.llvmc import report_fatal_errors

        report_fatal_errors(PROG)
    data = read_input(args.input)
    name = args.input if args.input != "-" else "<stdin>"
    runners = RunnerChoice(args.runner, args.model, args.channel, args.dialect, args.serdes, args.address, args.timeout,
                           per_pass=RunnerChoice.parse_per_pass(args.ml_runner))
    if mlir:
        text, remarks = optimize_mlir(data.decode("utf-8", errors="replace"), segments, runners, name)
        out = text.encode()
    else:
        out, remarks = optimize_llvm(data, segments, runners, name, text=args.text, isolate=args.isolate,
                                     verify=args.verify, timeout=args.timeout, plugins=args.plugins,
                                     llvm_options=getattr(args, "llvm_options", ()))
    write_output(args.output, out)
    if args.remarks_file:
        write_remarks(args, remarks)
    return 0


def _load_plugins(paths: list[str]) -> list[str]:
    """Load every -load-pass-plugin before any work, so a bad path fails with one line and nothing written.

    Returns the paths they are loaded from (absolute, each plug-in once; a copy of a loaded plug-in is that plug-in),
    which the pipeline segments, ``--isolate`` workers and ``-print-pipeline-passes`` then use."""
    if not paths:
        return []
    from ..native.passes import plugin_path

    return list(dict.fromkeys(plugin_path(path) for path in paths))


def _set_llvm_options(options: list[str], plugins: list[str], ap: argparse.ArgumentParser | None) -> None:
    """Check ``options`` with the wheel's ``opt`` (with the same plug-ins: they register options too), then set
    them in this process's LLVM. LLVM ends the process on an option it does not know, hence the check first."""
    from ..ir.llvmc import parse_command_line_options
    from ..ir.tools import find_tool

    proc = subprocess.run([find_tool("opt"), *(f"-load-pass-plugin={p}" for p in plugins), *options,
                           "-disable-output", "-passes=verify", "-"], input=b"", capture_output=True, timeout=60)
    if proc.returncode != 0:
        why = _first_error_line(proc.stderr.decode(errors="replace")) or f"opt exited with {proc.returncode}"
        why = why.split(": ", 1)[1] if why.startswith("opt: ") else why
        if ap is not None:
            ap.error(f"LLVM does not accept {' '.join(options)}: {why}")
        raise ConfigError(f"LLVM does not accept {' '.join(options)}: {why}")
    parse_command_line_options(*options)


def _check_streams(args: argparse.Namespace) -> None:
    """Name a closed standard stream before any work is done (Python sets it to ``None`` when its fd is closed)."""
    if args.input == "-" and (sys.stdin is None or sys.stdin.closed):
        raise ConfigError("standard input is closed: give an input file")
    if args.output == "-" and (sys.stdout is None or sys.stdout.closed):
        raise ConfigError("standard output is closed: give an output file with -o")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
