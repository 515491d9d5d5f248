"""``mlbridge-bench``: the kit's benchmarks (``mlbridge-bench rtt [--quick]``)."""
from __future__ import annotations

import sys
from typing import Any, Callable

from . import entry


def _add_pass_benches(sub: Any) -> dict[str, Any]:
    """Sub-commands declared by the installed ML passes (``MLPass.bench``); name -> the module that runs it."""
    import importlib

    from ..passes import registry

    found: dict[str, Any] = {}
    passes, _ = registry().load_all()
    for ml_pass in sorted(passes, key=lambda p: p.name):
        if ml_pass.bench is not None:
            module = importlib.import_module(ml_pass.bench.module)
            module.add_arguments(sub.add_parser(ml_pass.bench.name, help=f"[{ml_pass.name}] {ml_pass.bench.help}"))
            found[ml_pass.bench.name] = module
    return found


def main(argv: list[str] | None = None) -> int:
    """Parse the sub-command and run the benchmark; errors print one line and exit 1."""
    ap = entry.parser("mlbridge-bench", __doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    rtt = sub.add_parser("rtt", help="round-trip sweep through every runner/SerDes (paper Fig. 5c)")
    rtt.add_argument("--quick", action="store_true", help="10 vectors instead of 100 (well under 20 s)")
    rtt.add_argument("--repeat", type=int, default=3, help="sweeps per configuration; the median is reported")
    rtt.add_argument("--only", action="append", help="run only this configuration (floors always run); repeatable")
    rtt.add_argument("-o", "--outdir", default="bench-results", help="where rtt.json, rtt.csv and rtt.png go")
    from ..bench import embed as bench_embed
    from ..bench import grpc_load as bench_grpc_load

    from ..bench import models as bench_models

    bench_models.add_arguments(sub.add_parser("models", help="per shipped policy: latency per query of onnxruntime vs compiled (in-process) vs numpy"))
    bench_grpc_load.add_load_arguments(sub.add_parser("grpc-load", help="gRPC model server under many long-lived compilers: throughput, p50/p99 vs 1 client"))
    bench_embed.add_arguments(sub.add_parser("embed", help="IR2Vec embeddings in-process vs one llvm-ir2vec process per module"))
    from ..bench import corpus as bench_corpus

    bench_corpus.add_arguments(sub.add_parser("corpus", help="modules/s for default<Oz> + codegen with 1 and 2 workers; driver vs opt|llc"))
    from ..bench import gym as bench_gym

    bench_gym.add_arguments(sub.add_parser("gym", help="LLVM environments (mlbridge_llvm.gym): steps/s in-process, over a worker, pipe and gRPC, against the LLVM work alone"))
    from ..bench import cc as bench_cc

    bench_cc.add_arguments(sub.add_parser("cc", help="mlbridge-cc's cost over the front end alone: a tiny file, configure, zlib and Lua builds (CPU and wall)"))
    from ..bench import readme as bench_readme

    bench_readme.add_arguments(sub.add_parser("readme", help="rewrite the README's benchmark tables from the committed results in docs/bench"))
    commands: dict[str, Callable[[Any], Any]] = {
        "rtt": _rtt, "models": bench_models.run_from_args, "grpc-load": bench_grpc_load.run_load_from_args,
        "embed": bench_embed.run_from_args, "readme": bench_readme.run_from_args, "cc": bench_cc.run_from_args, "gym": bench_gym.run_from_args,
        "corpus": lambda a: bench_corpus.run(corpus=a.corpus, modules=a.modules, pipeline=a.pipeline, outdir=a.outdir),
        **{name: module.run_from_args for name, module in _add_pass_benches(sub).items()}}
    args = ap.parse_args(argv)

    def body() -> int:
        commands[args.cmd](args)
        return 0

    return entry.run("mlbridge-bench", body, argv)


def _rtt(args: Any) -> None:
    from ..bench import rtt as bench_rtt

    bench_rtt.run(quick=args.quick, repeat=args.repeat, outdir=args.outdir, only=args.only)


if __name__ == "__main__":
    sys.exit(main())
