"""``mlbridge-bench``: the kit's benchmarks (``mlbridge-bench rtt [--quick]``)."""
from __future__ import annotations

import argparse
import sys

from ..errors import MLBridgeError


def main(argv: list[str] | None = None) -> int:
    """Parse the sub-command and run the benchmark; errors print one line and exit 1."""
    ap = argparse.ArgumentParser(prog="mlbridge-bench", description=__doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    rtt = sub.add_parser("rtt", help="round-trip sweep through every runner/SerDes (paper Fig. 5c)")
    rtt.add_argument("--quick", action="store_true", help="10 vectors instead of 100 (well under 20 s)")
    rtt.add_argument("--repeat", type=int, default=3, help="sweeps per configuration; the median is reported")
    rtt.add_argument("--only", action="append", help="run only this configuration (floors always run); repeatable")
    rtt.add_argument("-o", "--outdir", default="bench-results", help="where rtt.json, rtt.csv and rtt.png go")
    from ..bench import embed as bench_embed
    from ..bench import model_server as bench_model_server

    from ..bench import models as bench_models

    bench_models.add_arguments(sub.add_parser("models", help="per shipped policy: latency per query of onnxruntime vs compiled (in-process) vs numpy"))
    bench_model_server.add_load_arguments(sub.add_parser("grpc-load", help="gRPC model server under many long-lived compilers: throughput, p50/p99 vs 1 client"))
    bench_embed.add_arguments(sub.add_parser("embed", help="IR2Vec embeddings in-process vs one llvm-ir2vec process per module"))
    from mlbridge_passes.inliner import bench as bench_inline

    from ..bench import corpus as bench_corpus
    from mlbridge_passes.regalloc import bench as bench_regalloc
    from mlbridge_passes.poset_rl import bench as bench_poset

    bench_poset.add_arguments(sub.add_parser("poset", help="POSET-RL: compile time per runner vs the published method; size vs Oz and greedy"))

    bench_regalloc.add_arguments(sub.add_parser("regalloc", help="ML eviction advisor: compile time per runner, spills and .text vs default"))

    bench_corpus.add_arguments(sub.add_parser("corpus", help="modules/s for default<Oz> + codegen with 1 and 2 workers; driver vs opt|llc"))

    bench_inline.add_arguments(sub.add_parser("inline", help="ML inlining: compile time per runner, .text of policy vs heuristic"))
    from mlbridge_passes.loop_distribution import bench as bench_loopdist

    bench_loopdist.add_arguments(sub.add_parser("loopdist", help="loop distribution: llvm-mca cycles per kernel (original, LLVM, ours) and pass time per runner vs a Python wrapper"))
    args = ap.parse_args(argv)
    try:
        if args.cmd == "rtt":
            from ..bench import rtt as bench_rtt

            bench_rtt.run(quick=args.quick, repeat=args.repeat, outdir=args.outdir, only=args.only)
        elif args.cmd == "models":
            bench_models.run_from_args(args)
        elif args.cmd == "grpc-load":
            bench_model_server.run_load_from_args(args)
        elif args.cmd == "embed":
            bench_embed.run_from_args(args)
        elif args.cmd == "corpus":
            bench_corpus.run(corpus=args.corpus, modules=args.modules, pipeline=args.pipeline, outdir=args.outdir)
        elif args.cmd == "poset":
            bench_poset.run(args.corpus, args.model, args.limit, args.max_bytes, args.space, args.steps, args.outdir,
                            size=not args.no_size)
        elif args.cmd == "regalloc":
            bench_regalloc.run_from_args(args)
        elif args.cmd == "loopdist":
            bench_loopdist.main_from_args(args)
        elif args.cmd == "inline":
            from ..resources import models_dir

            bench_inline.run(args.corpus, args.model or str(models_dir() / "inliner-oz.onnx"), args.limit, args.max_bytes, args.outdir)
    except MLBridgeError as e:
        print(f"mlbridge-bench: error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
