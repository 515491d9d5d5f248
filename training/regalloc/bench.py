"""``mlbridge-bench regalloc``: what the ML eviction advisor costs per transport, and what the policy does to spills.

One run, on one set of modules, LLVM 22.1.0 in-process through llvmlite (x86-64, codegen -O2):

* compile time of LLVM's **default** advisor;
* the ML advisor with the bundled ONNX policy answering **in-process** (onnxruntime in this process);
* the same model in **another process over pipes** (ML-Compiler-Bridge framing, bitstream SerDes: our
  ``PipeModelRunner`` relays each question to a ``PipeCompilerInterface`` peer running onnxruntime);
* the same model behind **gRPC** (``GrpcModelRunner`` -> ``serve_advice`` peer process);
* a floor: the same questions answered from a recording of the in-process run (no model): what LLVM's interactive
  mode and our answering thread cost by themselves;
* spills+reloads and ``.text`` bytes of the default advisor vs the policy;
* the kit's native plug-in (:mod:`.bench_plugin`): on the wheel's libLLVM in this process, LLVM's default advisor and
  the plug-in with the compiled policy, with the ONNX model called back in Python, and over a pipe to a model
  process; and Debian's ``llc-22`` with and without the plug-in where it is built.

Every row has its wall time (median of ``repeat`` passes over the modules) and the CPU time of this process and its
children (model processes of the pipe and gRPC rows not counted), each against the default advisor of its own code
generation (``codegen``). Note the difference from the paper's setting in the FIFO rows: there even the
"in-process" model is reached through LLVM's FIFOs and a Python thread of this process (the paper links an ONNX runner
into LLVM itself), and the pipe and gRPC rows add one more hop to that, which is why their ratio to the in-process row
is far below the paper's. The plug-in rows are the paper's setting: the model answers inside the compiler.

All three ML transports ask the same model the same questions, so they must produce the same code (checked). The
paper (CC'24, Fig. 6) reports in-process ONNX 19-22x faster than gRPC for register allocation; ``grpc_vs_onnx``
is our ratio of total compile times.
"""
from __future__ import annotations

import argparse
import glob
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

from mlbridge_llvm import docblocks
from mlbridge_llvm.errors import CommunicationError, ConfigError

from .bench_plugin import cpu_seconds, system_rows, wheel_rows

ROOT = Path(__file__).resolve().parents[2]  # the checkout (lit inputs and relative names in reports)
COLUMNS = ["config", "codegen", "modules", "decisions", "seconds", "cpu_seconds", "ms_per_decision", "vs_default",
           "cpu_vs_default", "vs_default_range", "vs_onnx", "spills_reloads", "text_bytes"]
#: the code generation of the FIFO-path rows
LLVMLITE = "llvmlite LLVM 22.1.0, in-process"


def default_modules(quick: bool = False) -> list[str]:
    """The repository's register-pressure modules, ``test/inputs/corpus`` (if present) and a fixed sample of
    Debian's PostgreSQL JIT bitcode (if installed)."""
    from mlbridge_llvm.resources import inputs_dir

    inputs = inputs_dir()
    picks = [ROOT / "test/lit/regalloc/Inputs/pressure.ll", inputs / "ir2vec/float_math.ll",
             inputs / "ir2vec/loops.O2.ll", inputs / "ir/medium.ll"]
    out = [str(p) for p in picks if p.exists()]
    n = 3 if quick else 16
    corpus = sorted(glob.glob(str(inputs / "corpus/**/*.bc"), recursive=True))
    out += corpus[:: max(1, len(corpus) // n)][:n] if corpus else []
    pg = sorted(p for p in glob.glob("/usr/lib/postgresql/*/lib/bitcode/**/*.bc", recursive=True) if not p.endswith(".index.bc"))
    out += pg[:: max(1, len(pg) // n)][:n] if pg else []
    return out


def _model_path(model: str | None) -> str:
    from mlbridge_llvm.resources import models_dir

    path = model or str(models_dir() / "regalloc-evict.onnx")
    if not os.path.isfile(path):
        raise ConfigError(f"no eviction model at {path}: run scripts/train_regalloc.py or give --model")
    return path


class _Peer:
    """A model-side process (``python -m mlbridge_training.regalloc.bench --peer ...``), killed on close."""

    def __init__(self, kind: str, model: str, channel: str | None = None):
        cmd = [sys.executable, "-m", "mlbridge_training.regalloc.bench", "--peer", kind, "--model", model]
        if channel:
            cmd += ["--channel", channel]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.port = int(self.proc.stdout.readline()) if kind == "grpc" else None  # type: ignore[union-attr]

    def alive(self) -> bool:
        return self.proc.poll() is None

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def _transports(model: str, tmp: str) -> list[tuple[str, Callable[[], tuple[Any, Callable[[], None]]]]]:
    """(name, setup) pairs; setup returns the runner and its cleanup."""
    from mlbridge_passes.regalloc.regalloc import make_runner

    def onnx():
        runner = make_runner(f"onnx:{model}", "evict")
        return runner, runner.close

    def pipe():
        channel = os.path.join(tmp, "regalloc-pipe")
        peer = _Peer("pipe", model, channel)
        runner = make_runner(f"pipe:{channel}?serdes=bitstream&timeout=60", "evict")
        runner.alive = peer.alive

        def done() -> None:
            runner.close()
            peer.close()
        return runner, done

    def grpc():
        peer = _Peer("grpc", model)
        runner = make_runner(f"grpc:127.0.0.1:{peer.port}?timeout=60", "evict")

        def done() -> None:
            runner.close()
            peer.close()
        return runner, done

    return [("ml-onnx-inprocess", onnx), ("ml-pipe-relay", pipe), ("ml-grpc", grpc)]


def compiles(path: str) -> str:
    """Worker: ``path`` once LLVM's default advisor compiled it (a module that crashes LLVM takes its worker down)."""
    from mlbridge_passes.regalloc.regalloc import compile_default

    compile_default(Path(path).read_bytes(), 2, "object")
    return path


def screen(paths: list[str], log: Callable[[str], None]) -> list[str]:
    """The modules LLVM's default advisor compiles, in order (compiled in worker processes; the others logged)."""
    from mlbridge_training.pool import pool_map_ordered

    def failed(path: str, message: str) -> None:
        log(f"  {path}: {' '.join(message.split())[:200]}; module dropped")
    return [p for p in pool_map_ordered(compiles, [str(p) for p in paths], 2, on_failure=failed) if p is not None]


def run(modules: Sequence[str] | None = None, outdir: str = "bench-results", repeat: int = 3, quick: bool = False,
        model: str | None = None, log: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """Run the benchmark; prints a table, writes ``regalloc.{json,csv,png}`` to ``outdir``; returns the rows."""
    import tempfile

    from mlbridge_llvm.tables import format_table, write_results

    from mlbridge_passes.regalloc.regalloc import MaskedAgent, ReplayAgent, runner_agent, compile_default, compile_with_agent, count_spills, text_size

    model = _model_path(model)
    load_before = os.getloadavg()[0]
    paths = list(modules) if modules else default_modules(quick)
    if quick:
        repeat = 1
    log(f"regalloc bench: screening {len(paths)} modules in a worker process (LLVM aborts on some inputs)")
    ok = screen(paths, log)
    data = {p: Path(p).read_bytes() for p in ok}
    if not data:
        raise ConfigError("no module compiled; nothing to measure")

    cpus: list[float] = []  # the median CPU seconds of the last timed() call

    def timed(compile_one: Callable[[bytes], tuple[Any, int]]) -> tuple[float, int, list[Any]]:
        runs, cpu_runs, decisions, outs = [], [], 0, []
        for bc in data.values():  # one untimed pass: first-use costs (the model's session, the first call)
            compile_one(bc)
        for _ in range(repeat):
            start, cpu, decisions, outs = time.perf_counter(), cpu_seconds(), 0, []
            for bc in data.values():
                out, n = compile_one(bc)
                outs.append(out)
                decisions += n
            runs.append(time.perf_counter() - start)
            cpu_runs.append(cpu_seconds() - cpu)
        cpus[:] = [statistics.median(cpu_runs)]
        return statistics.median(runs), decisions, outs

    rows: list[dict[str, Any]] = []
    seconds, _, default_asm = timed(lambda bc: (compile_default(bc, 2, "object"), 0))
    default_asm = [compile_default(bc, 2, "assembly") for bc in data.values()]
    default_obj = [compile_default(bc, 2, "object") for bc in data.values()]
    rows.append({"config": "default", "codegen": LLVMLITE, "modules": len(data), "decisions": 0, "seconds": seconds,
                 "cpu_seconds": cpus[0], "vs_default": 1.0, "cpu_vs_default": 1.0,
                 "spills_reloads": sum(sum(count_spills(a)) for a in default_asm),
                 "text_bytes": sum(text_size(o) for o in default_obj)})
    reference: list[Any] | None = None
    with tempfile.TemporaryDirectory(prefix="mlbridge-bench-") as tmp:
        for name, setup in _transports(model, tmp):
            runner, done = setup()
            try:
                agent = runner_agent(runner)

                def one(bc: bytes) -> tuple[Any, int]:
                    masked = MaskedAgent(agent)
                    out, _ = compile_with_agent(bc, masked, 2, "object")
                    if masked.error is not None:
                        raise CommunicationError(f"{name}: the model failed: {masked.error}")
                    return (out, [d.advice for d in masked.decisions]), len(masked.decisions)
                seconds, decisions, outs = timed(one)
            finally:
                done()
            if reference is None:
                reference = outs
            elif [o[1] for o in outs] != [o[1] for o in reference]:
                raise CommunicationError(f"{name} answered differently from the in-process model")
            rows.append({"config": name, "codegen": LLVMLITE, "modules": len(data), "decisions": decisions,
                         "seconds": seconds, "cpu_seconds": cpus[0],
                         "ms_per_decision": 1000 * (seconds - rows[0]["seconds"]) / max(1, decisions),
                         "vs_default": seconds / rows[0]["seconds"],
                         "cpu_vs_default": cpus[0] / rows[0]["cpu_seconds"]})
    assert reference is not None
    # Floor: the same questions answered from a recording (no model, no feature conversion beyond the wrapper):
    # what LLVM's interactive mode plus our answering thread cost by themselves.
    recorded = iter([])

    def replayed(bc: bytes) -> tuple[Any, int]:
        advice = next(recorded)
        masked = MaskedAgent(ReplayAgent(advice))
        out, _ = compile_with_agent(bc, masked, 2, "object")
        return out, len(masked.decisions)

    floor_runs, floor_cpu = [], []
    for _ in range(repeat):
        recorded = iter([o[1] for o in reference])
        start, cpu, n_floor = time.perf_counter(), cpu_seconds(), 0
        for bc in data.values():
            n_floor += replayed(bc)[1]
        floor_runs.append(time.perf_counter() - start)
        floor_cpu.append(cpu_seconds() - cpu)
    seconds = statistics.median(floor_runs)
    rows.insert(1, {"config": "ml-replay-floor", "codegen": LLVMLITE, "modules": len(data), "decisions": n_floor,
                    "seconds": seconds, "cpu_seconds": statistics.median(floor_cpu),
                    "ms_per_decision": 1000 * (seconds - rows[0]["seconds"]) / max(1, n_floor),
                    "vs_default": seconds / rows[0]["seconds"],
                    "cpu_vs_default": statistics.median(floor_cpu) / rows[0]["cpu_seconds"]})
    # The native plug-in's rows, on the same modules, checked against the same decisions (bench_plugin).
    with tempfile.TemporaryDirectory(prefix="mlbridge-bench-") as tmp:
        advice = [o[1] for o in reference]
        rows += wheel_rows(data, model, advice, repeat, tmp, log)
        rows += system_rows(data, model, advice, repeat, tmp, log)
    asm = []
    for bc, (_, advice) in zip(data.values(), reference):
        replay = MaskedAgent(ReplayAgent(advice))
        asm.append(compile_with_agent(bc, replay, 2, "assembly")[0])
    policy = {"spills_reloads": sum(sum(count_spills(a)) for a in asm),
              "text_bytes": sum(text_size(o[0]) for o in reference)}
    by_name = {r["config"]: r for r in rows}
    onnx_seconds = by_name["ml-onnx-inprocess"]["seconds"]
    for r in rows:
        r["vs_onnx"] = r["seconds"] / onnx_seconds
        if r["config"].startswith(("ml-", "plugin-", "llc-22 plugin")) and "floor (mimic)" not in r["config"]:
            r.update(policy)  # the same decisions (checked): the same allocation
    print(format_table(rows, COLUMNS))
    grpc_ratio = by_name["ml-grpc"]["seconds"] / onnx_seconds
    pipe_ratio = by_name["ml-pipe-relay"]["seconds"] / onnx_seconds
    floor = by_name["ml-replay-floor"]["seconds"]
    above = (by_name["ml-grpc"]["seconds"] - floor) / max(1e-9, onnx_seconds - floor)
    print(f"gRPC / in-process ONNX compile time: {grpc_ratio:.1f}x (paper: 19-22x); pipes / in-process: {pipe_ratio:.1f}x; "
          f"model-query time above the replay floor, gRPC / in-process: {above:.1f}x; "
          f"policy spills+reloads {policy['spills_reloads']} vs default {rows[0]['spills_reloads']}, "
          f".text {policy['text_bytes']} vs {rows[0]['text_bytes']}")
    meta = {"modules": [os.path.relpath(p, ROOT) if p.startswith(str(ROOT)) else p for p in data], "repeat": repeat,
            "model": os.path.relpath(model, ROOT) if model.startswith(str(ROOT)) else model,
            "grpc_vs_onnx": grpc_ratio, "pipe_vs_onnx": pipe_ratio,
            "grpc_vs_onnx_above_floor": above, "codegen": "x86-64 -O2", "cpus": len(os.sched_getaffinity(0)),
            "load_before": load_before, "load_after": os.getloadavg()[0]}
    os.makedirs(outdir, exist_ok=True)
    write_results(outdir, "regalloc", rows, COLUMNS, meta)
    _plot(rows, os.path.join(outdir, "regalloc.png"))
    return rows


def _plot(rows: list[dict[str, Any]], path: str) -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:  # pragma: no cover - matplotlib is a dependency
        return
    from mlbridge_llvm.tables import save_figure

    fig, ax = plt.subplots(figsize=(6, 3))
    palette = ["grey", "silver", "tab:green", "tab:blue", "tab:red", "dimgrey", "tab:olive", "tab:cyan", "tab:purple",
               "darkgrey", "tab:orange"]
    ax.barh([r["config"] for r in rows], [r["seconds"] for r in rows],
            color=[palette[i % len(palette)] for i in range(len(rows))])
    ax.set_xlabel("compile time of the module set (s, median)")
    ax.set_title("ML eviction advisor: cost per transport")
    for i, r in enumerate(rows):
        ax.text(r["seconds"], i, f" {r['vs_default']:.2f}x", va="center", fontsize=8)
    save_figure(fig, path)
    plt.close(fig)


# ---- peers -----------------------------------------------------------------------------------------------------
def _peer(kind: str, model: str, channel: str | None) -> None:
    from mlbridge_llvm.runners import create_runner

    from mlbridge_passes.regalloc.features import MODEL_INPUT, MODEL_SCORES

    runner = create_runner(f"onnx:{model}", feature_specs=[MODEL_INPUT])

    def answer(features: dict[str, Any]) -> np.ndarray:
        x = np.asarray(features["candidates"], np.float32).reshape(MODEL_INPUT.shape)
        return np.asarray(runner.populate_features(candidates=x).evaluate(), np.float32).reshape(MODEL_SCORES.shape)

    if kind == "pipe":
        from mlbridge_llvm.interface.pipe import PipeCompilerInterface

        with PipeCompilerInterface(channel, serdes="bitstream", advice_spec=MODEL_SCORES, timeout=120) as ci:
            obs = ci.evaluate()
            while obs is not None:
                ci.populate_buffer(answer(obs))
                obs = ci.evaluate()
    else:
        from mlbridge_llvm.interface.grpc import serve_advice

        server = serve_advice(answer, "127.0.0.1:0")
        print(server.port, flush=True)
        sys.stdin.read()  # until the benchmark closes our stdin
        server.stop()


def add_arguments(ap: argparse.ArgumentParser) -> None:
    """Flags of ``mlbridge-bench regalloc``."""
    ap.add_argument("modules", nargs="*", help=".ll/.bc modules (default: repository modules + a corpus sample)")
    ap.add_argument("--quick", action="store_true", help="few modules, one repetition")
    ap.add_argument("--repeat", type=int, default=3, help="repetitions per configuration (median reported)")
    ap.add_argument("--model", help="ONNX eviction model (default: models/regalloc-evict.onnx)")
    ap.add_argument("-o", "--outdir", default="bench-results", help="where regalloc.json/.csv/.png go")


def run_from_args(args: argparse.Namespace) -> list[dict[str, Any]]:
    """Entry used by ``mlbridge-bench regalloc``."""
    return run(args.modules or None, args.outdir, args.repeat, args.quick, args.model)


def main(argv: list[str] | None = None) -> int:
    """``python -m mlbridge_training.regalloc.bench`` (benchmark) or ``--peer pipe|grpc`` (a model-side process)."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--peer", choices=["pipe", "grpc"], help=argparse.SUPPRESS)
    ap.add_argument("--channel", help=argparse.SUPPRESS)
    add_arguments(ap)
    args = ap.parse_args(argv)
    if args.peer:
        _peer(args.peer, _model_path(args.model), args.channel)
        return 0
    run_from_args(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())


def held_out_summary_blocks(report: dict[str, Any]) -> dict[str, str]:
    """The README's bullet for ``models/regalloc-evict.held-out.json`` (``scripts/evaluate_regalloc_held_out.py``):
    the package geomean of spills+reloads against LLVM's default advisor, the total, and ``.text``."""
    t = report["total"]
    return {"regalloc-evict-held-out": (
        f"- `models/regalloc-evict.held-out.json`, {t['modules']} modules of {len(report['packages'])} held-out "
        f"packages (`default<Oz>`-optimized, codegen -O2) vs LLVM's default eviction advisor: `ml-regalloc` "
        f"spills+reloads **{report['package_geomean']:.4f}** by package geomean, {t['spills_reloads_ratio']:.4f} in "
        f"total ({t['more_spills']} modules with more, {t['fewer_spills']} with fewer), `.text` "
        f"{t['text_policy'] / t['text_default']:.4f} in total ({t['text_larger']} modules larger).\n")}


#: The issue's goal for the compiled model inside LLVM: at most this many times the default advisor's compile time.
GOAL = 1.15


def _fmt(value: Any, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def bench_blocks(data: dict[str, Any]) -> dict[str, str]:
    """``docs/bench/regalloc.json`` (``mlbridge-bench regalloc -o docs/bench``): the ``regalloc`` block, every row with
    its code generation and its ratios to the default advisor of that code generation, then the goal's verdict for
    the compiled model inside LLVM (the worse of wall and CPU time, on each LLVM the run had) and the machine's load."""
    meta, rows = data["meta"], data["rows"]
    text = (f"{len(meta['modules'])} modules, codegen {meta['codegen']}, median of {meta['repeat']} passes after one "
            f"untimed pass (the plug-in's rows interleaved module by module with their default, each ratio the median "
            f"of the passes' ratios, their range in parentheses); {meta['cpus']} CPUs at load "
            f"{meta['load_before']:.1f} before and {meta['load_after']:.1f} after:\n\n")
    text += docblocks.markdown_table(
        ["config", "code generation", "decisions", "seconds", "CPU s", "vs default (passes)", "CPU vs default",
         "ms/decision", "spills+reloads", ".text"],
        [[r["config"], r["codegen"], r["decisions"], _fmt(r["seconds"]), _fmt(r["cpu_seconds"]),
          _fmt(r["vs_default"]) + (f" ({r['vs_default_range']})" if r.get("vs_default_range") else ""),
          _fmt(r["cpu_vs_default"]), _fmt(r.get("ms_per_decision")),
          r.get("spills_reloads", "-"), r.get("text_bytes", "-")] for r in rows])
    text += "\n"
    for name in ("plugin-compiled", "llc-22 plugin-compiled"):
        row = next((r for r in rows if r["config"] == name), None)
        if row is None:
            continue
        worse = max(row["vs_default"], row["cpu_vs_default"])
        text += (f"- goal: the compiled model <= {GOAL:.2f}x the default advisor's compile time, `{name}` "
                 f"({row['codegen']}): {row['vs_default']:.3f}x wall, {row['cpu_vs_default']:.3f}x CPU: "
                 f"{'met' if worse <= GOAL else '**missed**'}\n")
    return {"regalloc": text}


#: README blocks rendered from this pass's committed reports (:mod:`mlbridge_llvm.bench.readme`)
README_RENDERERS = {"regalloc-evict.held-out": held_out_summary_blocks, "regalloc": bench_blocks}
