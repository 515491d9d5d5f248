"""``mlbridge-bench rtt``: the paper's round-trip sweep (Fig. 5c) through every runner/SerDes pair.

100 float32 vectors of 500, 1000, ..., 50000 elements go to a one-layer model returning one float, through each
runner; in the same run two floors are measured: the same computation in numpy with no runner (for in-process
runners) and the same bytes through a FIFO pair with no SerDes (for inter-process runners). Each configuration runs
the sweep ``--repeat`` times on one warm connection and reports the median total; every answer is checked against
numpy (a wrong answer marks the row). Model sides of inter-process runners are separate processes.
"""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from ..errors import ConfigError
from ..fileio import atomic_write
from ..tables import format_table, save_figure, write_results
from .rtt_peer import SEED, model, weights

PAPER_MS = {"TF-AOT": 21, "ONNX": 68, "pipe+bitstream": 772, "pipe+JSON": 3154, "gRPC": 5948}
COLUMNS = ["runner", "floor", "total_ms", "floor_ms", "ratio_to_floor", "ratio_repeats", "per_call_us", "wrong_answers", "paper_ms"]


#: A target verdict needs at least this long a sweep: shorter ones swing 2-3x with the machine's load.
MIN_VERDICT_VECTORS, MIN_VERDICT_REPEATS = 100, 3


def verdicts_supported(vectors: int, repeat: int) -> bool:
    """Whether a sweep of ``vectors`` x ``repeat`` is long enough to print met/MISSED verdicts."""
    return vectors >= MIN_VERDICT_VECTORS and repeat >= MIN_VERDICT_REPEATS


def ratio_spread(num: list[float], den: list[float]) -> tuple[float, float]:
    """Smallest and largest ratio over the repeats (sweeps of one round are interleaved, so they pair up)."""
    ratios = [a / b for a, b in zip(num, den) if b]
    return (min(ratios), max(ratios)) if ratios else (float("nan"), float("nan"))


def lengths(quick: bool) -> list[int]:
    """Vector lengths of the sweep: 500..50000 step 500 (100 vectors), or every 10th of them with ``quick``."""
    full = list(range(500, 50_001, 500))
    return full[::10] if quick else full


@dataclass
class Result:
    """One configuration's measurements."""

    name: str
    floor: str
    totals_ms: list[float] = field(default_factory=list)
    per_call_ms: list[float] = field(default_factory=list)
    wrong: int = 0
    error: str | None = None

    @property
    def total_ms(self) -> float:
        return float(np.median(self.totals_ms)) if self.totals_ms else float("nan")


Query = Callable[[np.ndarray], float]


def _one_sweep(query: Query, vectors: list[np.ndarray]) -> tuple[float, list[float]]:
    """Total and per-call milliseconds of one pass over the vectors."""
    calls = []
    start = time.perf_counter()
    for x in vectors:
        t0 = time.perf_counter()
        query(x)
        calls.append((time.perf_counter() - t0) * 1e3)
    return (time.perf_counter() - start) * 1e3, calls


def _check_answers(res: Result, query: Query, vectors: list[np.ndarray], expected: list[float]) -> None:
    answers = [query(x) for x in vectors]
    res.wrong = sum(not np.isclose(a, e, rtol=1e-3, atol=1e-3) for a, e in zip(answers, expected))


class _Peer:
    """A model-side process of :mod:`rtt_peer`, killed on exit."""

    def __init__(self, kind: str, channel: str | None = None, serdes: str | None = None):
        cmd = [sys.executable, "-m", "mlbridge_llvm.bench.rtt_peer", kind]
        if channel:
            cmd += ["--channel", channel]
        if serdes:
            cmd += ["--serdes", serdes]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def alive(self) -> bool:
        return self.proc.poll() is None

    def close(self) -> None:
        try:
            if self.proc.stdin:
                self.proc.stdin.close()
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def _configs(tmp: str, w: np.ndarray, b: np.float32, lens: list[int] | None = None
             ) -> list[tuple[str, str, Callable[[], tuple[Query, Callable[[], None]]]]]:
    """(name, floor, setup) for every configuration; setup returns the query function and its cleanup (``lens``: the
    sweep's vector lengths, for runners that prepare per shape)."""
    from ..fifo import FifoPair, open_compiler_side
    from ..runners.onnx import ONNXModelRunner
    from ..runners.pipe import PipeModelRunner
    from ..runners.python import PythonModelRunner
    from ..onnx_models import linear_scalar
    from ..tensors import TensorSpec
    from ..wire import mlcb_read, mlcb_write

    out_spec = TensorSpec("out", "float", (1,))

    def numpy_floor():
        return (lambda x: float(model(x, w, b))), (lambda: None)

    def onnx():
        r = ONNXModelRunner(linear_scalar(None, SEED).SerializeToString())
        return (lambda x: r.populate_features(input=x).evaluate(float)), r.close

    def compiled():
        from ..runners.compiled import CompiledModelRunner

        r = CompiledModelRunner(linear_scalar(None, SEED).SerializeToString())
        for n in lens or ():  # one native function per vector length: compiled (or loaded from disk) here, not timed
            r.populate_features(input=np.zeros(n, np.float32)).evaluate(float)
        return (lambda x: r.populate_features(input=x).evaluate(float)), r.close

    def python():
        r = PythonModelRunner(lambda f: model(f["x"], w, b))
        return (lambda x: r.populate_features(x=x).evaluate(float)), r.close

    def fifo_floor():
        base = os.path.join(tmp, "raw")
        peer = _Peer("raw", base)
        reader, writer = open_compiler_side(FifoPair(base), 30, peer.alive)

        def q(x: np.ndarray) -> float:
            mlcb_write(writer, [memoryview(x).cast("B")])
            return float(np.frombuffer(mlcb_read(reader), np.float32)[0])

        def done() -> None:
            writer.close()
            reader.close()
            peer.close()
        return q, done

    def pipe(kind: str, serdes: str):
        def setup():
            if kind.startswith("ci-") and importlib.util.find_spec("compilerinterface") is None:
                raise Skipped("needs compilerinterface: pip install 'mlbridge-llvm[peers]'")
            base = os.path.join(tmp, f"{kind}-{serdes}")
            peer = _Peer(kind, base, serdes if kind == "ours" else None)
            r = PipeModelRunner(base, serdes=serdes, advice_spec=out_spec, timeout=60, alive=peer.alive)

            def done() -> None:
                r.close()
                peer.close()
            return (lambda x: r.populate_features(x=x).evaluate(float)), done
        return setup

    def grpc():
        from ..runners.grpc import GrpcModelRunner

        peer = _Peer("grpc")
        assert peer.proc.stdout is not None
        port = int(peer.proc.stdout.readline())
        r = GrpcModelRunner(f"127.0.0.1:{port}", mode="inference", advice_spec=out_spec, timeout=30)

        def done() -> None:
            r.close()
            peer.close()
        return (lambda x: r.populate_features(x=x).evaluate(float)), done

    return [
        ("numpy (floor)", "", numpy_floor),
        ("onnx", "numpy (floor)", onnx),
        ("compiled", "numpy (floor)", compiled),
        ("python", "numpy (floor)", python),
        ("fifo raw bytes (floor)", "", fifo_floor),
        ("pipe+bitstream", "fifo raw bytes (floor)", pipe("ours", "bitstream")),
        ("pipe+json", "fifo raw bytes (floor)", pipe("ours", "json")),
        ("pipe+protobuf", "fifo raw bytes (floor)", pipe("ours", "protobuf")),
        ("grpc+protobuf", "fifo raw bytes (floor)", grpc),
        ("pipe+bitstream, compilerinterface (numpy buffer)", "fifo raw bytes (floor)", pipe("ci-numpy", "bitstream")),
        ("pipe+bitstream, compilerinterface (public API)", "fifo raw bytes (floor)", pipe("ci-public", "bitstream")),
    ]


PAPER_ROW = {"compiled": "TF-AOT", "onnx": "ONNX", "pipe+bitstream": "pipe+bitstream", "pipe+json": "pipe+JSON", "grpc+protobuf": "gRPC"}

#: (description, numerator row, denominator row, limit): the issue's targets, checked on ratios from one run.
TARGETS = [
    ("onnx <= 1.5x numpy floor", "onnx", "numpy (floor)", 1.5),
    ("compiled <= 1.5x numpy floor", "compiled", "numpy (floor)", 1.5),
    ("pipe+bitstream <= 2x FIFO floor", "pipe+bitstream", "fifo raw bytes (floor)", 2.0),
    ("pipe+json <= 10x FIFO floor", "pipe+json", "fifo raw bytes (floor)", 10.0),
    ("grpc+protobuf <= 3x pipe+bitstream", "grpc+protobuf", "pipe+bitstream", 3.0),
    ("ours >= 10x faster than compilerinterface public API", "pipe+bitstream", "pipe+bitstream, compilerinterface (public API)", 0.1),
    ("ours no slower than compilerinterface numpy access", "pipe+bitstream", "pipe+bitstream, compilerinterface (numpy buffer)", 1.0),
]


class Skipped(Exception):
    """A configuration that cannot run here (a missing optional peer): reported as skipped, never as a failure."""


def config_names() -> list[str]:
    """Names of the sweep's configurations, in table order (what ``--only`` accepts)."""
    return [name for name, _, _ in _configs("", None, None, [])]


def run(quick: bool = False, repeat: int = 3, outdir: str = "bench-results", only: list[str] | None = None,
        plot: bool = True, echo: bool = True, progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Run the sweep, save the table and the targets as text (``rtt.txt``) and JSON/CSV/PNG into ``outdir``, and
    print the text unless ``echo`` is False; returns the results. ``progress(done, total)`` follows the work: each
    configuration's set-up, then each sweep of each configuration."""
    unknown = sorted(set(only or ()) - set(config_names()))
    if unknown:
        raise ConfigError(f"--only: no configuration {', '.join(map(repr, unknown))}; "
                          f"choose from {', '.join(map(repr, config_names()))}")
    lens = lengths(quick)
    rng = np.random.default_rng(5)
    vectors = [rng.standard_normal(n, dtype=np.float32) for n in lens]
    w, b = weights()
    expected = [float(model(x, w, b)) for x in vectors]
    results: list[Result] = []
    with tempfile.TemporaryDirectory(prefix="mlbridge-rtt-") as tmp:
        # Every configuration is set up and warmed first; then the sweeps are interleaved (repeat rounds over all
        # configurations), so load changes on a shared machine hit every configuration alike and ratios hold.
        live: list[tuple[Result, Query]] = []
        cleanups = []
        chosen = [c for c in _configs(tmp, w, b, lens) if not only or c[0] in only or c[0].endswith("(floor)")]
        total, done = len(chosen) * (1 + repeat), 0

        def advance(steps: int = 1) -> None:
            nonlocal done
            done += steps
            if progress is not None:
                progress(done, total)
        try:
            for name, floor, setup in chosen:
                res = Result(name, floor)
                results.append(res)
                try:
                    query, cleanup = setup()
                    cleanups.append(cleanup)
                    for x in vectors[:3]:  # warm-up: connections, caches, lazy imports
                        query(x)
                    live.append((res, query))
                except Skipped as e:  # a missing optional peer (compilerinterface) must not sink the run
                    res.error = f"skipped: {e}"
                except Exception as e:
                    res.error = f"{type(e).__name__}: {e}"
                advance(1 if res.error is None else 1 + repeat)  # one that cannot run has no sweeps to wait for
            for round_ in range(repeat):
                for res, query in list(live):
                    try:
                        sweep_ms, calls = _one_sweep(query, vectors)
                    except Exception as e:
                        res.error = f"{type(e).__name__}: {e}"
                        live.remove((res, query))
                        advance(repeat - round_)
                        continue
                    advance()
                    res.totals_ms.append(sweep_ms)
                    if not res.per_call_ms or sum(calls) < sum(res.per_call_ms):
                        res.per_call_ms = calls
            for res, query in live:
                _check_answers(res, query, vectors, expected)
        finally:
            for cleanup in cleanups:
                cleanup()
    by_name = {r.name: r for r in results}
    rows = []
    for r in results:
        floor = by_name.get(r.floor)
        if r.error and not r.totals_ms:
            rows.append({"runner": r.name, "floor": r.floor or "-", "wrong_answers": r.error})
            continue
        rows.append({
            "runner": r.name, "floor": r.floor or "-", "total_ms": r.total_ms,
            "floor_ms": floor.total_ms if floor else None,
            "ratio_to_floor": r.total_ms / floor.total_ms if floor and floor.total_ms else None,
            "ratio_repeats": "{:.3g}..{:.3g}".format(*ratio_spread(r.totals_ms, floor.totals_ms)) if floor and r.totals_ms else None,
            "per_call_us": r.total_ms * 1e3 / len(lens), "wrong_answers": r.wrong if not r.error else r.error,
            "paper_ms": PAPER_MS.get(PAPER_ROW.get(r.name, ""), None) if not quick else None,
        })
    targets = []
    judged = verdicts_supported(len(lens), repeat)
    for desc, num, den, limit in TARGETS:
        if num in by_name and den in by_name and by_name[den].total_ms and not by_name[num].error:
            ratio = by_name[num].total_ms / by_name[den].total_ms
            lo, hi = ratio_spread(by_name[num].totals_ms, by_name[den].totals_ms)
            targets.append({"target": desc, "ratio": ratio, "spread": [lo, hi], "limit": limit,
                            "met": bool(ratio <= limit) if judged else None})
    meta = {"vectors": len(lens), "lengths": [lens[0], lens[-1]], "repeat": repeat, "quick": quick, "targets": targets,
            "paper_ms": PAPER_MS, "python": sys.version.split()[0], "cpus": os.cpu_count()}
    text = [f"Round-trip sweep: {len(lens)} float32 vectors of {lens[0]}..{lens[-1]} elements, median of {repeat} "
            "sweeps\n", format_table(rows, COLUMNS), ""]
    if not judged:
        text.append(f"  (no verdicts: {len(lens)} vectors x {repeat} sweeps is too short to judge a target against "
                    f"machine load; run without --quick, {MIN_VERDICT_VECTORS}+ vectors and {MIN_VERDICT_REPEATS}+ "
                    "sweeps)")
    for t in targets:
        mark = "" if t["met"] is None else ("[met] " if t["met"] else "[MISSED] ")
        lo, hi = t["spread"]
        text.append(f"  {mark}{t['target']}: ratio {t['ratio']:.3g} (repeats {lo:.3g}..{hi:.3g}; limit {t['limit']:g})")
    paths = write_results(outdir, "rtt", rows, COLUMNS, meta)
    if plot:
        paths["png"] = _plot(results, lens, os.path.join(outdir, "rtt.png"))
    paths["txt"] = os.path.join(outdir, "rtt.txt")
    atomic_write(paths["txt"], "\n".join(text) + "\n")
    if echo:
        print("\n".join(text))
        print("\nwrote " + ", ".join(paths.values()))
    return {"rows": rows, "meta": meta, "paths": paths}


def _plot(results: list[Result], lens: list[int], path: str) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(13, 6.5))
    shown = [r for r in results if not r.error and r.per_call_ms]
    colours = plt.get_cmap("tab20").colors  # 20 distinct colours: no two of the 11 series share one
    for i, r in enumerate(shown):
        style = {"color": colours[(2 * i) % 20 + (2 * i) // 20], "linestyle": "--" if "floor" in r.name else "-",
                 "marker": "os^vD<>ph*x"[i % 11], "markersize": 3, "markevery": max(1, len(lens) // 8)}
        ax1.plot(lens, np.cumsum(r.per_call_ms), label=r.name, **style)
        ax2.plot(lens, np.array(r.per_call_ms) * 1e3, **style)
    ax1.set(xlabel="vector length (float32 elements)", ylabel="cumulative round-trip time (ms)", yscale="log",
            title="Cumulative RTT over the sweep (paper Fig. 5c)")
    ax2.set(xlabel="vector length (float32 elements)", ylabel="round-trip time per query (us)", yscale="log",
            title="Per-query RTT")
    fig.legend(loc="lower center", ncol=3, fontsize=8, frameon=False)  # below the plots: it covers no curve
    fig.subplots_adjust(bottom=0.27, wspace=0.25)
    ax1.grid(alpha=0.3)
    ax2.grid(alpha=0.3)
    save_figure(fig, path)
    plt.close(fig)
    return path
