"""``mlbridge-bench grpc-load``: a gRPC model server process (:mod:`mlbridge_llvm.interface.model_server`) under
many long-lived compilers: throughput and p50/p99 latency against one client on the same server."""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Sequence

import numpy as np

from ..errors import ConfigError, MLBridgeError
from ..grpc_transport import DEFAULT_MAX_CLIENTS
from ..interface.model_server import probe
from ..tables import format_table, save_figure, write_results

# ---- mlbridge-bench grpc-load ----------------------------------------------------------------------------
LOAD_COLUMNS = ["config", "mode", "clients", "queries", "wall_s", "qps", "qps_vs_baseline", "p50_us", "p99_us",
                "max_us", "wrong", "errors"]


def add_load_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``mlbridge-bench grpc-load`` (see :func:`run_load`)."""
    parser.add_argument("--clients", type=int, default=32, help="long-lived compilers (threads, one runner each)")
    parser.add_argument("--queries", type=int, default=200, help="timed queries per client")
    parser.add_argument("--modes", default="stream,unary", help="comma-separated: stream, unary")
    parser.add_argument("-o", "--outdir", default="bench-results", help="where grpc-load.json/.csv/.png go")
    parser.add_argument("--no-plot", action="store_true", help="skip the PNG")


def run_load_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """Run with the options :func:`add_load_arguments` defined."""
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    return run_load(args.clients, args.queries, modes, args.outdir, plot=not args.no_plot)


class _Clients:
    """``clients`` long-lived compilers querying at once: each opens its runner and asks one untimed question, all
    start together, each then asks ``queries`` timed questions and checks every answer against its own inputs."""

    def __init__(self, make_runner: Callable[[], Any], clients: int, queries: int):
        self.make_runner, self.clients, self.queries = make_runner, clients, queries
        self.ready = threading.Barrier(clients + 1)
        self.latencies: list[np.ndarray] = []
        self.ends: list[float] = []
        self.wrong = 0
        self.errors: list[str] = []
        self._lock = threading.Lock()

    def _client(self, c: int) -> None:
        lat, wrong = np.empty(self.queries), 0
        try:
            with self.make_runner() as runner:
                runner.populate_features(x=[c, self.queries]).evaluate(int)  # connect (and open the stream)
                self.ready.wait(120)
                for q in range(self.queries):
                    t0 = time.perf_counter()
                    got = runner.populate_features(x=[c, q]).evaluate(int)
                    lat[q] = time.perf_counter() - t0
                    wrong += got != c * 1_000_000 + q
        except BaseException as e:  # reported in the row, never a hang: the others stop waiting
            self.ready.abort()
            with self._lock:
                self.errors.append(f"{type(e).__name__}: {' '.join(str(e).split())}")
            return
        with self._lock:
            self.latencies.append(lat)
            self.ends.append(time.perf_counter())
            self.wrong += wrong

    def run(self) -> dict[str, Any]:
        """Measure; returns the row's numbers (wall time from the common start to the last client's end)."""
        with ThreadPoolExecutor(max_workers=self.clients, thread_name_prefix="mlbridge-load") as pool:
            futures = [pool.submit(self._client, c) for c in range(self.clients)]
            try:
                self.ready.wait(120)
            except threading.BrokenBarrierError:
                pass
            start = time.perf_counter()
            for f in futures:
                f.result(timeout=600)
        lat = np.concatenate(self.latencies) * 1e6 if self.latencies else np.array([np.nan])
        wall = max(self.ends) - start if self.ends else float("nan")
        done = sum(len(x) for x in self.latencies)
        return {"clients": self.clients, "queries": self.clients * self.queries, "wall_s": wall,
                "qps": done / wall if self.ends else 0.0, "p50_us": float(np.percentile(lat, 50)),
                "p99_us": float(np.percentile(lat, 99)), "max_us": float(np.max(lat)), "wrong": self.wrong,
                "errors": len(self.errors), "first_error": self.errors[0] if self.errors else None}


def _start_probe_server(max_clients: int) -> tuple[subprocess.Popen, str]:
    """A ``--probe`` gRPC model server process on 127.0.0.1; returns it and its address."""
    proc = subprocess.Popen([sys.executable, "-m", "mlbridge_llvm.interface.model_server", "grpc", "--probe",
                             "--max-clients", str(max_clients)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line.strip().isdigit():
        proc.kill()
        proc.wait()
        raise MLBridgeError("the gRPC model server process did not start (no port printed)")
    return proc, f"127.0.0.1:{int(line)}"


def _stop(proc: subprocess.Popen) -> None:
    try:
        if proc.stdin:
            proc.stdin.close()
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def run_load(clients: int = 32, queries: int = 200, modes: Sequence[str] = ("stream", "unary"),
             outdir: str = "bench-results", plot: bool = True) -> dict[str, Any]:
    """Many long-lived compilers against one gRPC model-server process, per mode: throughput and p50/p99 latency of
    ``clients`` clients beside the baseline of 1 client on the same server, and an in-process Python runner floor
    with ``clients`` threads, measured in the same run; prints the table, writes grpc-load.json/.csv/.png."""
    from ..runners.grpc import GrpcModelRunner
    from ..runners.python import PythonModelRunner

    if clients < 1 or queries < 1 or not modes or set(modes) - {"stream", "unary"}:
        raise ConfigError(f"grpc-load needs --clients >= 1, --queries >= 1 and modes among stream,unary; got "
                            f"{clients}, {queries}, {list(modes)}")
    rows: list[dict[str, Any]] = []
    proc, address = _start_probe_server(max(DEFAULT_MAX_CLIENTS, clients))
    try:
        for mode in modes:
            def make() -> Any:
                return GrpcModelRunner(address, stream=mode == "stream", timeout=30)
            base = {"config": "baseline: 1 client", "mode": mode, **_Clients(make, 1, queries).run()}
            load = {"config": f"{clients} clients", "mode": mode, **_Clients(make, clients, queries).run()}
            load["qps_vs_baseline"] = load["qps"] / base["qps"] if base["qps"] else None
            rows += [base, load]
    finally:
        _stop(proc)
    floor = {"config": f"floor: python in-process, {clients} threads", "mode": "-",
             **_Clients(lambda: PythonModelRunner(probe), clients, queries).run()}
    rows.append(floor)
    meta = {"clients": clients, "queries_per_client": queries, "modes": list(modes), "server": "separate process, --probe",
            "python": sys.version.split()[0], "cpus": os.cpu_count(),
            "first_errors": {f"{r['config']} ({r['mode']})": r["first_error"] for r in rows if r["first_error"]}}
    print(f"gRPC load: {clients} long-lived clients x {queries} queries against one model-server process "
          f"(baseline: 1 client, same server)\n")
    print(format_table(rows, LOAD_COLUMNS))
    for name, err in meta["first_errors"].items():
        print(f"  {name}: {err}")
    paths = write_results(outdir, "grpc-load", rows, LOAD_COLUMNS, meta)
    if plot:
        paths["png"] = _plot_load(rows, os.path.join(outdir, "grpc-load.png"))
    print("\nwrote " + ", ".join(paths.values()))
    return {"rows": rows, "meta": meta, "paths": paths}


def _plot_load(rows: list[dict[str, Any]], path: str) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    labels = [f"{r['config']}\n({r['mode']})" for r in rows]
    x = np.arange(len(rows))
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(13, 5))
    ax1.bar(x, [r["qps"] for r in rows])
    ax1.set(ylabel="answered queries per second", yscale="log", title="Throughput")
    ax2.bar(x - 0.2, [r["p50_us"] for r in rows], 0.4, label="p50")
    ax2.bar(x + 0.2, [r["p99_us"] for r in rows], 0.4, label="p99")
    ax2.set(ylabel="latency per query (us)", yscale="log", title="Latency")
    ax2.legend()
    for ax in (ax1, ax2):
        ax.set_xticks(x, labels, rotation=30, ha="right", fontsize=7)
        ax.grid(alpha=0.3, axis="y")
    save_figure(fig, path)
    plt.close(fig)
    return path
