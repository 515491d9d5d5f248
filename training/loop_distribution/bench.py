"""``mlbridge-bench loopdist``: what distribution buys per kernel, what each way of deciding costs in compile time,
and what the model runner costs the agents.

(a) Per kernel (the bundled ``test/inputs/loopdist/*.o3.ll`` by default: the kernels as LLVM 22's -O3 brings them to
``loop-distribute``, ``scripts/make_loopdist_kernels_o3.py``), llvm-mca cycles per original iteration after the rest
of -O3 and llc (:func:`.cost.functions_cost` with ``pipeline=cost.o3_around()[1]``, skylake): the original loop,
LLVM's own ``loop-distribute`` (forced on every loop), the maximal distribution (``partition=max``), the rule
``partition=max;guard=cost`` (the baseline issue #29 sets), the agents (``partition=model``) alone and with
``guard=cost``, the pass's default (``partition=search``), and (``--oracle``) the best legal partition found by
exhaustive search. ``trained_on`` marks the loops the shipped agents were trained on (the ``train`` rows of
``models/loopdist.train-report.json``); the others were never trained on: the held-out generator seed
(``kernels_fam_heldout``) and the control-flow kernels. ``--pipeline vectorize`` measures the earlier setting
instead (``*.ll``, the vector part of -O2).

(b) Compile time, same run: the whole pass over each kernel file per configuration (``partition=none``, the
analysis alone, is the baseline), median of ``--repeat``.

(c) Time of the agents (``partition=model``) over the first kernels module, same decisions (checked), median of
``--repeat``: in-process ONNX (default), the same agents in a model process over pipes and over gRPC (kept for the
whole run, as in training), and the *Python-wrapper* baseline of the original work: a fresh model process started for
every loop (the published pass called a Python wrapper per loop), over a pipe.
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

from mlbridge_passes.loop_distribution import cost
from mlbridge_training.loop_distribution import train as T

def _inputs() -> str:
    """The bundled loop kernels (``test/inputs/loopdist`` in a checkout)."""
    from mlbridge_llvm.resources import inputs_dir

    return str(inputs_dir() / "loopdist")


#: The bundled kernel files (stems): the agents' training kernels, then the held-out generator seed and the
#: control-flow kernels (never trained on).
KERNEL_STEMS = ("kernels", "kernels_gen", "kernels_fam_train", "kernels_fam_heldout", "kernels_cf")


def kernel_files(kind: str = "o3") -> list[str]:
    """The bundled kernel modules for a :func:`.cost.pipeline_after_pass` kind (``o3``: the ``*.o3.ll`` kernels, taken
    where -O3 runs loop-distribute; ``vectorize``: the ``*.ll`` ones kept with their memory recurrences, which exist
    for the hand-written, control-flow and first generated kernels only), in :data:`KERNEL_STEMS` order."""
    suffix = ".o3.ll" if kind == "o3" else ".ll"
    return [p for p in (os.path.join(_inputs(), stem + suffix) for stem in KERNEL_STEMS) if os.path.exists(p)]


def trained_functions() -> set[str]:
    """The loops the shipped agents were trained on (``models/loopdist.train-report.json``'s ``train`` rows)."""
    import json

    from mlbridge_llvm.resources import models_dir

    path = models_dir() / "loopdist.train-report.json"
    if not path.is_file():
        return set()
    return {r["function"] for r in json.loads(path.read_text()).get("train", [])}


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

    from mlbridge_passes.loop_distribution.agents import ADVICE, FEATURE_SPECS

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


#: Part (a)'s configurations: column -> pass pipeline (the default last but one, the oracle apart).
CONFIGS = {"none": "rl-loop-distribute<partition=none>", "max": "rl-loop-distribute<partition=max>",
           "max_guarded": "rl-loop-distribute<partition=max;guard=cost>",
           "agents": "rl-loop-distribute<partition=model>",
           "agents_guarded": "rl-loop-distribute<partition=model;guard=cost>",
           "ours": "rl-loop-distribute"}


def kernel_costs(ir: str, oracle: bool, trained: set[str] | None = None, source: str = "",
                 pipeline: str | None = None) -> list[dict[str, Any]]:
    """Part (a): one row per kernel with a distributable loop (``trained``: the functions the agents were trained
    on; ``source``: the kernel file's name, kept in each row; ``pipeline``: what compiles the loop after the pass,
    default the rest of -O3)."""
    pipeline = cost.pipeline_after_pass("o3") if pipeline is None else pipeline
    functions = T.distributable_functions(ir)
    outputs: dict[str, str] = {"original": ir, "llvm": cost.llvm_loop_distribute(ir)}
    chosen: dict[str, dict[str, str]] = {}
    for column, passes in CONFIGS.items():
        if column != "none":
            out, remarks = optimize_llvm(ir.encode(), passes, text=True)
            outputs[column], chosen[column] = out.decode(), _partitions(remarks)
    costs = {column: cost.functions_cost(text, functions, pipeline=pipeline) for column, text in outputs.items()}
    best = {e.function: e.best for e in T.cost_table(ir, functions, pipeline=pipeline)} if oracle else {}
    trained = trained or set()
    rows = []
    for fn in functions:
        row = {"kernel": fn, "source": source, "trained_on": fn in trained,
               **{c: costs[c][fn].cycles_per_element for c in COST_COLUMNS},
               "partition": chosen["ours"].get(fn, ""), "agents_partition": chosen["agents"].get(fn, ""),
               "vectorized_loops": sum(lc.vectorized and not lc.remainder for lc in costs["ours"][fn].loops)}
        if fn in best:
            row["oracle"], row["oracle_partition"] = best[fn][1], best[fn][0]
        rows.append(row)
    return rows


#: Part (a)'s cost columns (cycles per original iteration).
COST_COLUMNS = ("original", "llvm", "max", "max_guarded", "agents", "agents_guarded", "ours")


def compile_times(texts: list[str], repeat: int) -> list[dict[str, Any]]:
    """Part (b): per configuration of :data:`CONFIGS`, the pass time over all ``texts`` (median of ``repeat``
    rounds, the configurations interleaved in each round) and its ratio to ``partition=none`` (the analysis alone)
    in the same run."""
    totals: dict[str, list[float]] = {c: [] for c in CONFIGS}
    for _ in range(repeat):
        for column, passes in CONFIGS.items():
            start = time.perf_counter()
            for text in texts:
                optimize_llvm(text.encode(), passes, text=True)
            totals[column].append(time.perf_counter() - start)
    base = statistics.median(totals["none"])
    return [{"config": CONFIGS[c], "median_s": statistics.median(v), "x_partition_none": statistics.median(v) / base,
             "modules": len(texts)} for c, v in totals.items()]


def pass_time(ir: str, repeat: int) -> list[dict[str, Any]]:
    """Part (c): seconds for the agents' pass (``partition=model``) per runner; every runner must make the same
    decisions."""
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
                    _, remarks = optimize_llvm(data, "rl-loop-distribute<partition=model>", runners, text=True)
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


def _plot(costs: list[dict[str, Any]], times: list[dict[str, Any]], compile_rows: list[dict[str, Any]],
          outdir: str) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (a1, a2, a3) = plt.subplots(1, 3, figsize=(18, 5), gridspec_kw={"width_ratios": [3, 1, 1]},
                                     layout="constrained")
    shown = [r for r in costs if not r["trained_on"]] or costs
    x = np.arange(len(shown))
    series = (("llvm", "LLVM loop-distribute"), ("max_guarded", "partition=max;guard=cost"),
              ("agents_guarded", "agents, guard=cost"), ("ours", "rl-loop-distribute (search)"))
    width = 0.8 / len(series)
    for i, (col, label) in enumerate(series):
        a1.bar(x + (i - (len(series) - 1) / 2) * width, [r["original"] / r[col] for r in shown], width, label=label)
    a1.axhline(1.0, color="k", lw=0.8)
    a1.set_xticks(x, [r["kernel"] for r in shown], rotation=90, fontsize=6)
    a1.set(ylabel="speed-up over the original (llvm-mca)", yscale="log",
           title="loops never trained on: cycles per iteration after the rest of -O3")
    a1.legend(fontsize=8)
    a2.barh([c["config"].replace("rl-loop-distribute", "") or "(default)" for c in compile_rows],
            [c["x_partition_none"] for c in compile_rows])
    a2.set(xlabel="pass time / partition=none", title="compile time")
    a2.invert_yaxis()
    short = [t["config"].split(" (")[0].replace("+bitstream", "") for t in times]
    a3.barh(short, [t["median_s"] for t in times])
    a3.set_xscale("log")
    a3.set(xlabel="agents' pass time over the kernels (s, log)", title="model runner")
    a3.invert_yaxis()
    path = os.path.join(outdir, "loopdist.png")
    save_figure(fig, path)
    plt.close(fig)
    return path


def geomean(rows: list[dict[str, Any]], col: str) -> float:
    return float(np.exp(np.mean([np.log(r["original"] / r[col]) for r in rows])))


def run(kernels: list[str] | None = None, outdir: str = "bench-results", repeat: int = 3,
        oracle: bool = False, pipeline: str = "o3") -> dict[str, Any]:
    """The three parts; prints the tables and writes loopdist-{costs,compile,time}.{json,csv} and loopdist.png.
    Part (c) times the agents over the first kernels file. ``pipeline``: ``o3`` (the rest of -O3 on the ``*.o3.ll``
    kernels) or ``vectorize`` (the vector part of -O2 on the ``*.ll`` kernels)."""
    after = cost.pipeline_after_pass(pipeline)
    kernels = kernels or kernel_files(pipeline)
    texts = []
    for path in kernels:
        with open(path) as fh:
            texts.append(fh.read())
    os.makedirs(outdir, exist_ok=True)
    trained = trained_functions()
    costs = [row for path, text in zip(kernels, texts)
             for row in kernel_costs(text, oracle, trained=trained, source=os.path.basename(path), pipeline=after)]
    ir = texts[0]
    summary = ("llvm", "max", "max_guarded", "agents", "agents_guarded", "ours") + (("oracle",) if oracle else ())
    cols = ["kernel", "source", "trained_on", *COST_COLUMNS, "partition", "agents_partition", "vectorized_loops"]
    cols += ["oracle", "oracle_partition"] if oracle else []
    print(format_table(costs, cols))
    for split, rows in (("all", costs), ("never trained on", [r for r in costs if not r["trained_on"]])):
        if rows:
            print(f"geomean speed-up over the original, {split} ({len(rows)} kernels): "
                  + ", ".join(f"{c} {geomean(rows, c):.3f}x" for c in summary))
    compiled = compile_times(texts, repeat)
    print()
    print(format_table(compiled, ["config", "median_s", "x_partition_none", "modules"]))
    times = pass_time(ir, repeat)
    print()
    print(format_table(times, ["config", "median_s", "per_loop_ms", "x_inprocess", "loops"]))
    meta = {"kernels": [os.path.relpath(k) for k in kernels], "cpu": cost.DEFAULT_CPU, "repeat": repeat,
            "pipeline": after, "configs": CONFIGS}
    paths = {**write_results(outdir, "loopdist-costs", costs, cols, meta),
             **{f"compile_{k}": v for k, v in write_results(outdir, "loopdist-compile", compiled,
                                                              ["config", "median_s", "x_partition_none", "modules"],
                                                              meta).items()},
             **{f"time_{k}": v for k, v in write_results(outdir, "loopdist-time", times,
                                                           ["config", "median_s", "per_loop_ms", "x_inprocess", "loops"],
                                                           meta).items()},
             "plot": _plot(costs, times, compiled, outdir)}
    print("wrote " + ", ".join(paths.values()))
    return {"costs": costs, "compile": compiled, "times": times, "paths": paths}


def costs_summary_blocks(data: dict[str, Any]) -> dict[str, str]:
    """README block ``loopdist-costs`` from ``loopdist-costs.json``: geomean speed-ups over the original loop (all
    kernels, the held-out ones, and per held-out kernel file) for LLVM's pass, maximal distribution, the rule
    ``partition=max;guard=cost``, the agents alone and guarded, the pass as run (``ours``: its default at the time)
    and (with ``--oracle``) the best legal partition; columns a saved result lacks are left out."""
    from mlbridge_llvm.docblocks import markdown_table

    rows = data["rows"]
    cols = [c for c in ("llvm", "max", "max_guarded", "agents", "agents_guarded", "ours", "ours_guarded", "oracle")
            if rows and all(c in r for r in rows)]
    names = {"llvm": "LLVM 22 `loop-distribute` (forced)", "max": "maximal distribution",
             "max_guarded": "`partition=max;guard=cost`", "agents": "agents (`partition=model`)",
             "agents_guarded": "agents, `guard=cost`", "ours": "`rl-loop-distribute`",
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
                        help="LLVM IR modules of kernels (default: the bundled *.o3.ll kernel files, "
                             "bench.KERNEL_STEMS)")
    parser.add_argument("--repeat", type=int, default=3,
                        help="timed runs per configuration and per runner (median reported)")
    parser.add_argument("--oracle", action="store_true", help="also search every legal partition (~30 s)")
    parser.add_argument("--pipeline", choices=["o3", "vectorize"], default="o3",
                        help="what compiles the loop after the pass: the rest of -O3 (default) or the vector part of -O2")
    parser.add_argument("-o", "--outdir", default="bench-results")


def run_from_args(args: Any) -> dict[str, Any]:
    """What ``mlbridge-bench loopdist`` calls with its parsed arguments."""
    return run(args.kernels, args.outdir, args.repeat, args.oracle, args.pipeline)
