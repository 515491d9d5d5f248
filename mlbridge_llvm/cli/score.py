"""``mlbridge-score``: run time and size of whole programs built with ML passes, against the front end's own build.

    mlbridge-score list
    mlbridge-score run -o OUT [--program NAME ...] [--recipes FILE.json] [--config NAME=LEVEL:PIPELINE ...]
                       [--repeats N] [-j N] [--backend local|ray [--address HOST:PORT]] [--work DIR]
    mlbridge-score docs DOC.md        # rewrite DOC.md's generated score blocks from the JSON each block names
    mlbridge-score hash PATH          # a local source's pinned form: {"url": "dir:PATH" or "file:PATH", "sha256": ...}

``run`` builds every program with every configuration (default: the shipped passes against -Oz and -O3), runs the
programs' own tests on each build (a failing or different test output is a failure, reported with the program and
the pipeline), times the benchmarks (repetitions interleaved across builds, the order rotated every round, pinned
to one CPU) and writes
``OUT/score.json``, ``score.csv`` and ``score.png``. It resumes after any stop: run the same command again. One run
at a time per ``OUT`` (a second one stops: ``OUT is in use by pid N``). Progress goes to standard error: a bar on a
terminal, one line per finished build and benchmarked program (``--no-progress``: neither). A user recipe whose
program is among the training corpus's packages is scored, with a warning (its results are not on held-out code).
The recipe format is in ``docs/score.md``.
Errors print one line (``mlbridge-score: error: ...``) and exit 1; Ctrl-C exits 130 and SIGTERM 143.
"""
from __future__ import annotations

import argparse
import os
import sys

from . import entry
from ..errors import ConfigError

PROG = "mlbridge-score"


def build_parser() -> argparse.ArgumentParser:
    """The sub-commands and their flags."""
    ap = entry.parser(PROG, __doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list", help="list the shipped programs")
    r = sub.add_parser("run", help="build, test, benchmark and report (resumable)")
    r.add_argument("-o", "--output", required=True, help="results folder (journal, score.json/csv/png)")
    r.add_argument("--program", action="append", default=[], help="score only this program (repeatable)")
    r.add_argument("--recipes", help="JSON file of program recipes (instead of the shipped programs)")
    r.add_argument("--config", action="append", default=[], metavar="NAME=LEVEL:PIPELINE",
                   help="a configuration (repeatable; its baseline O<LEVEL> is added); default: the shipped set")
    r.add_argument("--repeats", type=int, default=3, help="timed benchmark runs per build (default 3)")
    r.add_argument("-j", "--jobs", type=int, default=None, help="parallel builds (default: CPU count)")
    r.add_argument("--backend", choices=["local", "pool", "ray"], default="local")
    r.add_argument("--address", help="Ray cluster address for --backend ray (its workers must share --work)")
    r.add_argument("--work", help="sources, builds and inputs (default: OUT/work)")
    r.add_argument("--timeout", type=float, default=None, help="seconds per build before it is stopped")
    r.add_argument("--redo", action="append", default=[], metavar="PROGRAM",
                   help="discard this program's results so far in this run and measure it again (repeatable)")
    r.add_argument("--rebench", action="append", default=[], metavar="PROGRAM",
                   help="run this program's benchmarks again, keeping its builds ('all': every program; repeatable)")
    r.add_argument("--control", action=argparse.BooleanOptionalAction, default=None,
                   help="also build each baseline a second time and compare it with the first (an A/A control: the "
                        "run's noise floor); default: on for the shipped set, off with --config")
    r.add_argument("--no-progress", action="store_true", help="no progress bar or lines (failures still print)")
    d = sub.add_parser("docs", help="rewrite a Markdown document's generated score blocks from their score.json")
    d.add_argument("doc")
    h = sub.add_parser("hash", help="print a local source's sha256 as a recipe's source object (a file or folder)")
    h.add_argument("path", help="a folder (dir: source, hashed file by file), an archive (file: source); a dir: or "
                                "file: prefix is accepted")
    return ap


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit code (0 ok, 1 error or failed builds/tests, 2 usage, 130/143 interrupted)."""
    args = build_parser().parse_args(argv)
    return entry.run(PROG, lambda: _COMMANDS[args.cmd](args), argv)


def _list(args: argparse.Namespace) -> int:
    from ..score.recipes import PROGRAMS
    from ..tables import format_table

    print(format_table([{"program": p.name, "version": p.version, "domain": p.domain, "holds": ", ".join(p.packages),
                         "source": p.source.url} for p in PROGRAMS],
                       ["program", "version", "domain", "holds", "source"]))
    return 0


def _run(args: argparse.Namespace) -> int:
    from ..score.recipes import PROGRAMS, check_held_out, corpus_clashes, find_program, held_out_message, load_recipes
    from ..score.report import print_table
    from ..score.run import run_score, selected_configs

    pool = load_recipes(args.recipes) if args.recipes else list(PROGRAMS)
    programs = [find_program(n, pool) for n in args.program] if args.program else pool
    if not args.recipes:
        check_held_out(programs)
    for program, code_base in corpus_clashes(programs):
        entry.say(f"{PROG}: warning: {held_out_message(program, code_base)} (the models may have trained on it)")
    configs = selected_configs(args.config, args.control)
    data = run_score(programs, configs, args.output, work=args.work, repeats=args.repeats, jobs=args.jobs,
                     backend=args.backend, address=args.address, progress=not args.no_progress,
                     timeout=args.timeout, redo=args.redo, rebench=args.rebench)
    print(print_table(data))
    print(f"results in {os.path.join(args.output, 'score.json')} (.csv, .png)")
    failed = [r for r in data["rows"] if r["status"] != "ok"]
    for r in failed:
        entry.say(f"{PROG}: FAILED: {r['program']} with {r['pipeline']}: {r['error']}")
    return 1 if failed else 0


def _docs(args: argparse.Namespace) -> int:
    from ..bench.readme import renderer
    from ..docblocks import update

    if not os.path.isfile(args.doc):
        raise ConfigError(f"{args.doc} does not exist")
    update(args.doc, renderer)  # each block by its JSON: a page may hold other tables than the score's
    return 0


def _hash(args: argparse.Namespace) -> int:
    import json

    from ..fileio import file_sha256
    from ..score.fetch import tree_sha256

    path = args.path
    for prefix in ("dir:", "file:"):
        if path.startswith(prefix):
            path = path[len(prefix):]
    if os.path.isdir(path):
        source = {"url": f"dir:{path}", "sha256": tree_sha256(path)}
    elif os.path.isfile(path):
        source = {"url": f"file:{path}", "sha256": file_sha256(path)}
    else:
        raise ConfigError(f"{path} is neither a file nor a folder")
    entry.emit(json.dumps(source))
    return 0


_COMMANDS = {"list": _list, "run": _run, "docs": _docs, "hash": _hash}

if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
