"""``mlbridge-bench loopdist``: what distribution buys per kernel, and what the model runner costs the pass.

(a) Per kernel (``test/inputs/loopdist/kernels.o3.ll``, ``kernels_cf.o3.ll`` and ``kernels_gen.o3.ll`` by default:
the kernels as LLVM 22's -O3 brings them to ``loop-distribute``, ``scripts/make_loopdist_kernels_o3.py``), llvm-mca
cycles per original iteration after the rest of -O3 and llc (:func:`.cost.function_cost` with
``pipeline=cost.o3_around()[1]``, skylake): the original loop, LLVM's own ``loop-distribute`` (forced on every loop),
``rl-loop-distribute`` with the bundled agents, the same with ``guard=cost``, the maximal distribution, and
(``--oracle``) the best legal partition found by exhaustive search. Kernels the agents were trained on are marked; the
held-out ones are those ``scripts/train_loopdist.py`` never saw (its hash split of ``kernels.o3.ll``, all of the other
two files). ``--pipeline vectorize`` measures the earlier setting instead (``*.ll``, the vector part of -O2).

(b) Time of the whole pass over the kernels module, same run, same decisions (checked), median of ``--repeat``:
in-process ONNX (default), the same agents in a model process over pipes and over gRPC (kept for the whole run, as
in training), and the *Python-wrapper* baseline of the original work: a fresh model process started for every loop
(the published pass called a Python wrapper per loop), over a pipe.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

import numpy as np

from mlbridge_llvm.tables import format_table, save_figure, write_results
from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
from mlbridge_training.common import split_by_hash

from . import cost
from mlbridge_training.loop_distribution import train as T

def _inputs() -> str:
    """The bundled loop kernels (``test/inputs/loopdist`` in a checkout)."""
    from mlbridge_llvm.resources import inputs_dir

    return str(inputs_dir() / "loopdist")


def kernel_files(kind: str = "o3") -> list[str]:
    """The bundled kernel modules for a :func:`.cost.pipeline_after_pass` kind (``o3``: the ``*.o3.ll`` kernels, taken
    where -O3 runs loop-distribute; ``vectorize``: the ``*.ll`` ones kept with their memory recurrences): the agents'
    training set (and its held-out part), then the loops with control flow in the body and the generated random
    kernels, both never trained on."""
    suffix = ".o3.ll" if kind == "o3" else ".ll"
    return [os.path.join(_inputs(), stem + suffix) for stem in ("kernels", "kernels_cf", "kernels_gen")]


KERNELS = kernel_files("o3")[0]  # what the demo runs


# ------------------------------------------------------------------------------ the Python-wrapper baseline
class _PerLoopProcess:
    """State of :func:`wrapper_agent`: one model process per loop, talking over a fresh FIFO pair."""

    proc: subprocess.Popen | None = None
    runner: Any = None
    key: bytes | None = None
    started = 0
    workdir: str | None = None

    @classmethod
    def close(cls) -> None:
        if cls.runner is not None:
            cls.runner.close()
            cls.runner = None
        if cls.proc is not None:
            cls.proc.wait(30)
            cls.proc = None
        cls.key = None


def wrapper_agent(features: dict[str, Any]) -> np.ndarray:
    """Answer by forwarding to a model process started for this loop (a new loop = new node features)."""
    from mlbridge_llvm.runners import create_runner

    from .agents import ADVICE, FEATURE_SPECS

    key = np.asarray(features["node_features"]).tobytes() + np.asarray(features["adjacency"]).tobytes()
    st = _PerLoopProcess
    if key != st.key:
        st.close()
        st.started += 1
        channel = os.path.join(st.workdir or tempfile.gettempdir(), f"loop{st.started}")
        st.proc = subprocess.Popen([sys.executable, "-m", "mlbridge_passes.loop_distribution.serve", "pipe",
                                    "--channel", channel, "--timeout", "60"])
        st.runner = create_runner(f"pipe:{channel}?serdes=bitstream&timeout=60", feature_specs=FEATURE_SPECS,
                                  advice_spec=ADVICE)
        st.key = key
    return np.asarray(st.runner.populate_features(**features).evaluate(), np.int64).reshape(1)


# -------------------------------------------------------------------------------------------------- parts
def _partitions(remarks: list[Any]) -> dict[str, str]:
    return {r.function: r.args["partition"] for r in remarks if r.name in ("Distributed", "NotDistributed")}


def kernel_costs(ir: str, oracle: bool, trained: bool = True, source: str = "",
                 pipeline: str | None = None) -> list[dict[str, Any]]:
    """Part (a): one row per kernel with a distributable loop (``trained``: the file the agents were trained on;
    ``source``: the kernel file's name, kept in each row; ``pipeline``: what compiles the loop after the pass,
    default the rest of -O3)."""
    pipeline = cost.pipeline_after_pass("o3") if pipeline is None else pipeline
    functions = T.distributable_functions(ir)
    ours, remarks = optimize_llvm(ir.encode(), "rl-loop-distribute", text=True)
    guarded, _ = optimize_llvm(ir.encode(), "rl-loop-distribute<guard=cost>", text=True)
    maximal, _ = optimize_llvm(ir.encode(), "rl-loop-distribute<partition=max>", text=True)
    llvm_ir = cost.llvm_loop_distribute(ir)
    chosen = _partitions(remarks)
    train_names, _ = split_by_hash(functions, 0.3)
    best = {e.function: e.best for e in T.cost_table(ir, functions, pipeline=pipeline)} if oracle else {}
    rows = []
    for fn in functions:
        def of(text: str) -> float:
            return cost.function_cost(text, fn, pipeline=pipeline).cycles_per_element
        ours_cost = cost.function_cost(ours.decode(), fn, pipeline=pipeline)
        row = {"kernel": fn, "source": source, "trained_on": trained and fn in train_names,
               "original": of(ir), "llvm": of(llvm_ir), "ours": ours_cost.cycles_per_element,
               "ours_guarded": of(guarded.decode()), "max": of(maximal.decode()),
               "partition": chosen.get(fn, ""),
               "vectorized_loops": sum(lc.vectorized and not lc.remainder for lc in ours_cost.loops)}
        if fn in best:
            row["oracle"], row["oracle_partition"] = best[fn][1], best[fn][0]
        rows.append(row)
    return rows


def pass_time(ir: str, repeat: int) -> list[dict[str, Any]]:
    """Part (b): seconds for the whole pass per runner; every runner must make the same decisions."""
    data = ir.encode()
    results: dict[str, list[float]] = {}
    decisions: dict[str, dict[str, str]] = {}
    with tempfile.TemporaryDirectory(prefix="ldbench-") as tmp:
        _PerLoopProcess.workdir = tmp
        for r in range(repeat):
            for config in ("onnx in-process", "pipe+bitstream (model process kept)", "grpc (model process kept)",
                           "python wrapper (process per loop)"):
                proc, runners = None, None
                if config.startswith("pipe"):
                    channel = os.path.join(tmp, f"kept{r}")
                    proc = subprocess.Popen([sys.executable, "-m", "mlbridge_passes.loop_distribution.serve", "pipe",
                                             "--channel", channel, "--timeout", "120"])
                    runners = RunnerChoice("pipe", channel=channel, timeout=60)
                    deadline = time.monotonic() + 60
                    while not os.path.exists(channel + ".out") and time.monotonic() < deadline:
                        time.sleep(0.01)  # the kept model process is up before the clock starts
                elif config.startswith("grpc"):
                    proc = subprocess.Popen([sys.executable, "-m", "mlbridge_passes.loop_distribution.serve", "grpc"],
                                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
                    runners = RunnerChoice("grpc", address=f"127.0.0.1:{int(proc.stdout.readline())}", timeout=60)
                elif config.startswith("python wrapper"):
                    runners = RunnerChoice("python", model=f"{__name__}:wrapper_agent")
                start = time.perf_counter()
                try:
                    _, remarks = optimize_llvm(data, "rl-loop-distribute", runners, text=True)
                finally:
                    _PerLoopProcess.close()
                elapsed = time.perf_counter() - start
                if proc is not None:
                    if proc.stdin:
                        proc.stdin.close()
                    proc.wait(60)
                results.setdefault(config, []).append(elapsed)
                decisions[config] = _partitions(remarks)
    reference = decisions["onnx in-process"]
    for config, d in decisions.items():
        if d != reference:
            raise AssertionError(f"{config} decided differently from in-process ONNX")
    base = statistics.median(results["onnx in-process"])
    loops = sum(1 for p in reference.values() if p)
    return [{"config": c, "median_s": statistics.median(v), "per_loop_ms": 1000 * statistics.median(v) / loops,
             "x_inprocess": statistics.median(v) / base, "loops": loops} for c, v in results.items()]


def _plot(costs: list[dict[str, Any]], times: list[dict[str, Any]], outdir: str) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (a1, a2) = plt.subplots(1, 2, figsize=(15, 5), gridspec_kw={"width_ratios": [3, 1]}, layout="constrained")
    x = np.arange(len(costs))
    for i, (col, label) in enumerate((("llvm", "LLVM loop-distribute"), ("max", "maximal"), ("ours", "rl-loop-distribute"))):
        a1.bar(x + (i - 1) * 0.27, [r["original"] / r[col] for r in costs], 0.27, label=label)
    a1.axhline(1.0, color="k", lw=0.8)
    a1.set_xticks(x, [r["kernel"] + ("" if r["trained_on"] else " *") for r in costs], rotation=90, fontsize=7)
    a1.set(ylabel="speed-up over the original (llvm-mca)", title="cycles per iteration after the vectorizer (* held out)")
    a1.legend()
    short = [t["config"].split(" (")[0].replace("+bitstream", "") for t in times]
    a2.barh(short, [t["median_s"] for t in times])
    a2.set_xscale("log")
    a2.set(xlabel="pass time over the kernels (s, log)", title="model runner")
    a2.invert_yaxis()
    path = os.path.join(outdir, "loopdist.png")
    save_figure(fig, path)
    plt.close(fig)
    return path


def geomean(rows: list[dict[str, Any]], col: str) -> float:
    return float(np.exp(np.mean([np.log(r["original"] / r[col]) for r in rows])))


def run(kernels: list[str] | None = None, outdir: str = "bench-results", repeat: int = 3,
        oracle: bool = False, pipeline: str = "o3") -> dict[str, Any]:
    """Both parts; prints the tables and writes loopdist-{costs,time}.{json,csv} and loopdist.png.
    Part (b) times the pass over the first kernels file. ``pipeline``: ``o3`` (the rest of -O3 on the ``*.o3.ll``
    kernels) or ``vectorize`` (the vector part of -O2 on the ``*.ll`` kernels)."""
    after = cost.pipeline_after_pass(pipeline)
    kernels = kernels or kernel_files(pipeline)
    texts = []
    for path in kernels:
        with open(path) as fh:
            texts.append(fh.read())
    os.makedirs(outdir, exist_ok=True)
    costs = [row for path, text in zip(kernels, texts)
             for row in kernel_costs(text, oracle, trained=os.path.basename(path).startswith("kernels."),
                                     source=os.path.basename(path), pipeline=after)]
    ir = texts[0]
    cols = ["kernel", "source", "trained_on", "original", "llvm", "max", "ours", "ours_guarded", "partition",
            "vectorized_loops"]
    cols += ["oracle", "oracle_partition"] if oracle else []
    print(format_table(costs, cols))
    for split, rows in (("all", costs), ("held out", [r for r in costs if not r["trained_on"]])):
        print(f"geomean speed-up over the original, {split} ({len(rows)} kernels): "
              + ", ".join(f"{c} {geomean(rows, c):.3f}x"
                          for c in ("llvm", "max", "ours", "ours_guarded") + (("oracle",) if oracle else ())))
    times = pass_time(ir, repeat)
    print()
    print(format_table(times, ["config", "median_s", "per_loop_ms", "x_inprocess", "loops"]))
    meta = {"kernels": [os.path.relpath(k) for k in kernels], "cpu": cost.DEFAULT_CPU, "repeat": repeat,
            "pipeline": after}
    paths = {**write_results(outdir, "loopdist-costs", costs, cols, meta),
             **{f"time_{k}": v for k, v in write_results(outdir, "loopdist-time", times,
                                                           ["config", "median_s", "per_loop_ms", "x_inprocess", "loops"],
                                                           meta).items()},
             "plot": _plot(costs, times, outdir)}
    print("wrote " + ", ".join(paths.values()))
    return {"costs": costs, "times": times, "paths": paths}


def costs_summary_blocks(data: dict[str, Any]) -> dict[str, str]:
    """README block ``loopdist-costs`` from ``loopdist-costs.json``: geomean speed-ups over the original loop (all
    kernels, the held-out ones, and per held-out kernel file) for LLVM's pass, maximal distribution, the agents and
    (with ``--oracle``) the best legal partition."""
    from mlbridge_llvm.docblocks import markdown_table

    rows = data["rows"]
    cols = [c for c in ("llvm", "max", "ours", "ours_guarded", "oracle") if rows and all(c in r for r in rows)]
    names = {"llvm": "LLVM 22 `loop-distribute` (forced)", "max": "maximal distribution", "ours": "`rl-loop-distribute`",
             "ours_guarded": "`rl-loop-distribute<guard=cost>`", "oracle": "best legal partition"}
    held = [r for r in rows if not r["trained_on"]]
    groups = [(f"all {len(rows)} loops", rows), (f"{len(held)} held-out loops", held)]
    for source in sorted({r["source"] for r in held}):
        part = [r for r in held if r["source"] == source]
        groups.append((f"of which `{source}` ({len(part)})", part))
    return {"loopdist-costs": markdown_table([""] + [names[c] for c in cols],
                                             [[g] + [f"{geomean(rs, c):.3f}x" for c in cols] for g, rs in groups])}


#: README tables rendered from this benchmark's saved results (``mlbridge-bench readme``)
README_RENDERERS = {"loopdist-costs": costs_summary_blocks}


def add_arguments(parser: Any) -> None:
    """Options of ``mlbridge-bench loopdist``."""
    parser.add_argument("--kernels", nargs="+", default=None,
                        help="LLVM IR modules of kernels (default: the bundled kernels.ll, kernels_cf.ll, kernels_gen.ll)")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per runner (median reported)")
    parser.add_argument("--oracle", action="store_true", help="also search every legal partition (~30 s)")
    parser.add_argument("--pipeline", choices=["o3", "vectorize"], default="o3",
                        help="what compiles the loop after the pass: the rest of -O3 (default) or the vector part of -O2")
    parser.add_argument("-o", "--outdir", default="bench-results")


def run_from_args(args: Any) -> dict[str, Any]:
    """What ``mlbridge-bench loopdist`` calls with its parsed arguments."""
    return run(args.kernels, args.outdir, args.repeat, args.oracle, args.pipeline)
