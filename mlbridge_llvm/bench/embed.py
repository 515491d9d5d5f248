"""``mlbridge-bench embed``: IR2Vec embeddings in-process (our numpy Embedder) vs LLVM 22's ``llvm-ir2vec``.

For every module, in the same run: our side reads and parses the file with llvmlite, walks it and computes
function, block *and* instruction vectors (:class:`~mlbridge_llvm.features.ir2vec.Embedder`); LLVM's side is one
``llvm-ir2vec embeddings --level=<level>`` process per module (one level per process, as the tool works), its
output captured. Floors measured in the same run: llvmlite's parse alone (in-process) and the start-up of an
``llvm-ir2vec`` process that does no work (``--version``). Each figure is the median of ``--repeat`` runs after
one warm-up. Every module's vectors are compared with the tool's (which prints 2 decimals: the ``agree`` column
allows 0.0051 absolute difference).
"""
from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys
import time
from typing import Any, Callable, Sequence

import numpy as np

from ..errors import ConfigError
from ..tables import format_table, save_figure, write_results

COLUMNS = ["module", "kind", "functions", "instructions", "ours_ms", "ours_parse_ms", "tool_ms", "tool_floor_ms",
           "speedup", "agree"]
KIND_CHOICES = ("symbolic", "flow-aware", "both")


def default_inputs() -> list[str]:
    """The bundled ``ir2vec/*.ll`` sample modules (``test/inputs/ir2vec`` in a checkout)."""
    from ..resources import inputs_dir

    return sorted(glob.glob(os.path.join(inputs_dir(), "ir2vec", "*.ll")))


def _median_ms(fn: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    result = fn()  # warm-up (and the value we check)
    times = []
    for _ in range(max(1, repeat)):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1e3)
    return float(np.median(times)), result


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add this benchmark's options to ``parser`` (for ``mlbridge-bench embed``); see :func:`run_from_args`."""
    parser.add_argument("paths", nargs="*", help="modules (.ll or .bc); default: test/inputs/ir2vec/*.ll")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per module and side; the median is reported")
    parser.add_argument("-o", "--outdir", default="bench-results", help="where embed.json, embed.csv, embed.png go")
    parser.add_argument("--kind", choices=KIND_CHOICES, default="both", help="IR2Vec kind(s) to measure")
    parser.add_argument("--level", choices=("inst", "bb", "func"), default="func",
                        help="level llvm-ir2vec is asked for (ours always computes all three)")
    parser.add_argument("--vocab", default=None, help="vocabulary JSON (default: the shipped 300-D vocabulary)")
    parser.add_argument("--no-plot", action="store_true", help="skip the PNG")


def run_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """Run with the options :func:`add_arguments` defined."""
    kinds = ("symbolic", "flow-aware") if args.kind == "both" else (args.kind,)
    return run(args.paths or None, outdir=args.outdir, repeat=args.repeat, kinds=kinds, level=args.level,
               vocab=args.vocab, plot=not args.no_plot)


def run(corpus_paths: list[str] | None = None, outdir: str = "bench-results", repeat: int = 3,
        kinds: Sequence[str] = ("symbolic", "flow-aware"), level: str = "func", vocab: str | None = None,
        plot: bool = True) -> dict[str, Any]:
    """Measure both sides on ``corpus_paths`` (default :func:`default_inputs`), print the table, save
    ``embed.json``/``embed.csv``/``embed.png`` into ``outdir``; returns ``{"rows", "meta", "paths"}``."""
    from ..features.ir2vec import Embedder, parse_llvm_ir2vec_output, parse_module
    from ..features.vocab import Vocabulary, default_vocab_path
    from ..ir.tools import find_tool

    paths = list(corpus_paths) if corpus_paths else default_inputs()
    if not paths:
        raise ConfigError("no modules to embed: give paths")
    for p in paths:
        if not os.path.isfile(p):
            raise ConfigError(f"no such module: {p}")
    for k in kinds:
        if k not in ("symbolic", "flow-aware"):
            raise ConfigError(f"unknown IR2Vec kind {k!r}")
    if level not in ("inst", "bb", "func"):
        raise ConfigError(f"unknown level {level!r}")
    vocab_path = vocab or default_vocab_path()
    voc = Vocabulary.load(vocab_path)
    tool = find_tool("llvm-ir2vec")

    floor_ms, _ = _median_ms(lambda: subprocess.run([tool, "--version"], capture_output=True, check=False), repeat)
    rows: list[dict[str, Any]] = []
    for kind in kinds:
        emb = Embedder(voc, kind=kind)
        for path in paths:
            def ours() -> Any:
                """Our side: read + parse + walk + all three levels."""
                me = emb.embed_module(path)
                for fe in me.functions.values():
                    fe.inst_vectors  # noqa: B018 - instruction vectors are part of the work
                return me

            def theirs() -> subprocess.CompletedProcess[str]:
                """LLVM's side: one llvm-ir2vec process."""
                return subprocess.run([tool, "embeddings", f"--ir2vec-vocab-path={vocab_path}", f"--ir2vec-kind={kind}",
                                       f"--level={level}", path], capture_output=True, text=True, check=False)

            ours_ms, me = _median_ms(ours, repeat)
            parse_ms, _ = _median_ms(lambda: parse_module(path), repeat)
            tool_ms, proc = _median_ms(theirs, repeat)
            agree: Any
            if proc.returncode != 0:
                agree = f"tool failed: {proc.stderr.strip()[:80]}"
            else:
                ref = parse_llvm_ir2vec_output(proc.stdout)
                agree = set(ref) == set(me.functions)
                for name, fe in me.functions.items():
                    mine = {"func": fe.vector[None, :], "bb": fe.block_vectors, "inst": fe.inst_vectors}[level]
                    got = ref.get(name, [])
                    if len(got) != len(mine) or not np.allclose(mine, np.stack([v for _, v in got]), rtol=0, atol=0.0051):
                        agree = False
            n_inst = sum(f.inst_counts.shape[0] for f in me.functions.values())
            rows.append({"module": os.path.basename(path), "kind": kind, "functions": len(me.functions),
                         "instructions": n_inst, "ours_ms": ours_ms, "ours_parse_ms": parse_ms, "tool_ms": tool_ms,
                         "tool_floor_ms": floor_ms, "speedup": tool_ms / ours_ms if ours_ms else None, "agree": agree})
    for kind in kinds:
        sel = [r for r in rows if r["kind"] == kind]
        if sel:
            o = sum(r["ours_ms"] for r in sel)
            t = sum(r["tool_ms"] for r in sel)
            rows.append({"module": "TOTAL", "kind": kind, "functions": sum(r["functions"] for r in sel),
                         "instructions": sum(r["instructions"] for r in sel), "ours_ms": o,
                         "ours_parse_ms": sum(r["ours_parse_ms"] for r in sel), "tool_ms": t,
                         "tool_floor_ms": floor_ms * len(sel), "speedup": t / o if o else None,
                         "agree": all(r["agree"] is True for r in sel)})
    meta = {"modules": len(paths), "repeat": repeat, "level": level, "kinds": list(kinds), "vocab": vocab_path,
            "dim": voc.dim, "tool_path": tool, "python": sys.version.split()[0], "cpus": os.cpu_count(),
            "ours_measures": "read + llvmlite parse + walk + func/bb/inst vectors, in-process",
            "tool_measures": f"one `llvm-ir2vec embeddings --level={level}` process per module, output captured"}
    print(f"IR2Vec embeddings: {len(paths)} modules, {voc.dim}-D vocabulary, median of {repeat} runs\n")
    print(format_table(rows, COLUMNS))
    out = write_results(outdir, "embed", rows, COLUMNS, meta)
    if plot:
        out["png"] = _plot([r for r in rows if r["module"] != "TOTAL"], os.path.join(outdir, "embed.png"))
    print("\nwrote " + ", ".join(out.values()))
    return {"rows": rows, "meta": meta, "paths": out}


def _plot(rows: list[dict[str, Any]], path: str) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    kinds = sorted({r["kind"] for r in rows})
    fig, axes = plt.subplots(1, len(kinds), figsize=(7 * len(kinds), 5), squeeze=False)
    for ax, kind in zip(axes[0], kinds):
        sel = [r for r in rows if r["kind"] == kind]
        x = np.arange(len(sel))
        w = 0.27
        ax.bar(x - w, [r["ours_ms"] for r in sel], w, label="ours (in-process, parse included)")
        ax.bar(x, [r["tool_ms"] for r in sel], w, label="llvm-ir2vec (one process)")
        ax.bar(x + w, [r["tool_floor_ms"] for r in sel], w, label="process floor (--version)", alpha=0.6)
        ax.set_xticks(x, [r["module"] for r in sel], rotation=45, ha="right", fontsize=8)
        ax.set(ylabel="time per module (ms, median)", yscale="log", title=f"IR2Vec {kind}")
        ax.grid(alpha=0.3, axis="y")
        ax.legend(fontsize=7)
    save_figure(fig, path)
    plt.close(fig)
    return path
