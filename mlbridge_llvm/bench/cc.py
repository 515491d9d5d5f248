"""``mlbridge-bench cc``: what ``mlbridge-cc`` costs over the front end alone, in CPU and wall time, same run.

Workloads (each run once per variant, the variants interleaved, ``--repeat`` rounds, medians reported):

* ``tiny``: 20 compiles of a one-function C file (``-O2 -c``), the cost of a compiler call itself;
* ``configure``: mawk's autoconf ``./configure`` (its compiler calls are nearly all probes);
* ``zlib``: ``make libz.a`` of zlib 1.2.13 (its own ``configure``'s flags, ``-O3``);
* ``lua``: ``make linux`` of Lua 5.4.4 (the interpreter, compiler and library, ``-O2``).

Variants: ``front end`` (the front end alone: ``clang-22``, or zig's clang with the kit's flags, as ``CC``),
``mlbridge-cc`` (no ML pass), ``mlbridge-cc + PASS`` (``MLBRIDGE_PASSES=PASS``, through the compile server, warmed
by one call before the rounds) and ``... no server`` (``MLBRIDGE_CC_SERVER=0``: a worker per compiler call, as
before the server). CPU is that of every process the workload ran (``RUSAGE_CHILDREN``) plus the compile server's
and its workers' (read from ``/proc``: the server outlives its clients). Targets (issue #38): without an ML pass
``make`` at most 1.2x the front end's CPU and ``configure`` 1.5x; with one, ``configure`` at most 2x.

Sources come from the Debian mirror apt is configured with (pinned by sha256, :mod:`mlbridge_llvm.score.fetch`);
``--quick`` runs ``tiny`` only (no download).
"""
from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Any

from ..errors import ConfigError
from ..tables import format_table, save_figure, write_results

COLUMNS = ["workload", "variant", "calls", "cpu_s", "wall_s", "cpu_ratio", "wall_ratio"]
TINY = "int twice(int x) { return 2 * x; }\n"
TINY_CALLS = 20
#: Targets of issue #38: (workload kind, with an ML pass) -> largest CPU ratio to the front end alone.
TARGETS = {("make", False): 1.2, ("configure", False): 1.5, ("configure", True): 2.0}


@dataclass(frozen=True)
class Workload:
    """A program's source (a Debian upstream tarball), how to prepare it once, and the timed command (``$CC``)."""

    name: str
    kind: str  # "make" | "configure" | "calls"
    source: str  # debian:pool/... path, or "" (tiny)
    sha256: str
    prepare: str
    command: str
    calls: int


def tiny(calls: int = TINY_CALLS) -> Workload:
    """The tiny-file workload with ``calls`` compiler calls."""
    return Workload("tiny", "calls", "", "", "", " && ".join(['"$CC" -O2 -c tiny.c -o tiny.o'] * calls), calls)


WORKLOADS = (
    tiny(),
    Workload("configure", "configure", "debian:pool/main/m/mawk/mawk_1.3.4.20200120.orig.tar.gz",
             "7fd4cd1e1fae9290fe089171181bbc6291dfd9bca939ca804f0ddb851c8b8237", "",
             'CC="$CC" ./configure >configure.log 2>&1', 0),
    Workload("zlib", "make", "debian:pool/main/z/zlib/zlib_1.2.13.dfsg.orig.tar.bz2",
             "71feb7947e3c00ef125f83b79a4e529bde31171e5babe48b391f06758d1ab0a1",
             'CC="$FRONTEND" ./configure --static >configure.log 2>&1',
             'make -s clean && make -s -j2 CC="$CC" libz.a >build.log 2>&1', 0),
    Workload("lua", "make", "debian:pool/main/l/lua5.4/lua5.4_5.4.4.orig.tar.gz",
             "164c7849653b80ae67bec4b7473b884bf5cc8d2dca05653475ec2ed27b9ebf61", "",
             'make -s -C src clean && make -s -C src -j2 CC="$CC" linux >build.log 2>&1', 0),
)


def _ticks(pid: int) -> int:
    """utime + stime + cutime + cstime of a live process, in clock ticks (0 if it is gone)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        return sum(int(x) for x in fields[11:15])
    except (OSError, IndexError, ValueError):
        return 0


def children(pid: int) -> list[int]:
    """The pids of ``pid``'s live children."""
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            return [int(p) for p in f.read().split()]
    except OSError:
        return []


def server_cpu(folder: str) -> float:
    """CPU seconds used so far by the compile servers listening in ``folder`` and their live workers."""
    import socket

    from ..cc.server import peer_credentials

    ticks = 0
    for name in os.listdir(folder) if os.path.isdir(folder) else []:
        if not name.endswith(".sock"):
            continue
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            try:
                s.connect(os.path.join(folder, name))
            except OSError:
                continue
            pid = peer_credentials(s)[0]
        ticks += _ticks(pid) + sum(_ticks(c) for c in children(pid))
    return ticks / os.sysconf("SC_CLK_TCK")


def _measure(command: str, cwd: str, env: dict[str, str], servers: str, timeout: float) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of a shell command; ConfigError if it fails."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    served = server_cpu(servers)
    t0 = time.perf_counter()
    proc = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        logs = " ".join(open(os.path.join(cwd, f)).read()[-400:] for f in ("build.log", "configure.log")
                        if os.path.exists(os.path.join(cwd, f)))
        raise ConfigError(f"{command!r} failed in {cwd}: {' '.join((proc.stderr + logs).split())[-600:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime) + server_cpu(servers) - served
    return cpu, wall


def _frontend_cc(folder: str) -> tuple[str, str]:
    """A ``CC`` for the front end alone (clang-22 itself, or a one-line script around zig's clang with the kit's
    flags, as mlbridge-cc's fast path runs it) and a one-line description."""
    from ..cc.frontend import Frontend

    fe = Frontend.find()
    if fe.toolchain.kind != "zig":
        return fe.driver()[0], fe.describe()
    import shlex

    path = os.path.join(folder, "fe-cc")
    env = " ".join(f"{k}={shlex.quote(v)}" for k, v in (fe.toolchain.env or {}).items())
    with open(path, "w") as f:
        f.write(f"#!/bin/sh\nexport {env}\nexec {' '.join(shlex.quote(a) for a in fe.command())} \"$@\"\n")
    os.chmod(path, 0o755)
    return path, fe.describe()


def _launcher() -> str:
    from ..cc.fastpath import installed_launcher

    path = installed_launcher()
    if path is None:
        raise ConfigError(f"mlbridge-cc is not installed next to {sys.executable}")
    return path


def _tree(workload: Workload, work: str, frontend: str, env: dict[str, str]) -> str:
    """A prepared copy of the workload's sources (made once, reused by every run)."""
    from ..score.fetch import fetch, unpack
    from ..score.recipes import Program, Source

    root = os.path.join(work, "src", workload.name)
    if workload.name == "tiny":
        os.makedirs(root, exist_ok=True)
        with open(os.path.join(root, "tiny.c"), "w") as f:
            f.write(TINY)
        return root
    done = os.path.join(root + ".prepared")
    if not os.path.exists(done):
        program = Program(workload.name, "", "bench", Source(workload.source, workload.sha256), (), "", "", "", ())
        tree = unpack(program, fetch(program, os.path.join(work, "downloads")), root)
        if workload.prepare:
            subprocess.run(["bash", "-c", workload.prepare], cwd=tree, env={**env, "FRONTEND": frontend}, check=True,
                           capture_output=True, timeout=1800)
        with open(done, "w") as f:
            f.write(tree)
    with open(done) as f:
        return f.read()


def _fresh(tree: str, work: str, name: str) -> str:
    """A fresh copy of a prepared tree (configure writes into it)."""
    dest = os.path.join(work, "runs", name)
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(tree, dest, symlinks=True)
    return dest


def run(workloads: list[str] | None = None, ml_pass: str = "poset-rl", repeat: int = 3, outdir: str = "bench-results",
        work: str | None = None, plot: bool = True, timeout: float = 3600.0, calls: int = TINY_CALLS) -> dict[str, Any]:
    """Measure every variant on the workloads, print the table, save ``cc.json``/``cc.csv``/``cc.png``; ``calls``:
    compiler calls of the tiny-file workload."""
    from ..cc.server import ENV_DIR, stop_all

    chosen = [tiny(calls) if w.name == "tiny" else w for w in WORKLOADS if workloads is None or w.name in workloads]
    if not chosen:
        raise ConfigError(f"no workload among {workloads} (known: {', '.join(w.name for w in WORKLOADS)})")
    work = os.path.abspath(work or tempfile.mkdtemp(prefix="mlbridge-bench-cc-"))
    os.makedirs(work, exist_ok=True)
    servers = tempfile.mkdtemp(prefix="mlbcs")  # holds Unix sockets: needs a short $TMPDIR (as /tmp)
    base = {k: v for k, v in os.environ.items() if not k.startswith("MLBRIDGE_") or k == "MLBRIDGE_CACHE_DIR"}
    base[ENV_DIR] = servers
    frontend, described = _frontend_cc(work)
    launcher = _launcher()
    variants = {"front end": {"CC": frontend}, "mlbridge-cc": {"CC": launcher},
                f"mlbridge-cc + {ml_pass}": {"CC": launcher, "MLBRIDGE_PASSES": ml_pass},
                f"mlbridge-cc + {ml_pass}, no server": {"CC": launcher, "MLBRIDGE_PASSES": ml_pass,
                                                        "MLBRIDGE_CC_SERVER": "0"}}
    samples: dict[tuple[str, str], list[tuple[float, float]]] = {}
    try:
        trees = {w.name: _tree(w, work, frontend, base) for w in chosen}
        warm = _tree(WORKLOADS[0], work, frontend, base)
        _measure('"$CC" -O2 -c tiny.c -o tiny.o', warm, {**base, "CC": launcher, "MLBRIDGE_PASSES": ml_pass}, servers,
                 timeout)  # starts the compile server and its worker: the rounds measure a warm one
        for round_ in range(repeat):
            for w in chosen:
                for name, extra in variants.items():
                    cwd = _fresh(trees[w.name], work, f"{w.name}") if w.kind != "calls" else trees[w.name]
                    print(f"mlbridge-bench cc: round {round_ + 1}/{repeat}: {w.name} with {name}", file=sys.stderr,
                          flush=True)
                    samples.setdefault((w.name, name), []).append(
                        _measure(w.command, cwd, {**base, **extra}, servers, timeout))
    finally:
        stop_all(servers)
        shutil.rmtree(servers, ignore_errors=True)
    rows = _rows(chosen, list(variants), samples)
    meta = {"front_end": described, "pass": ml_pass, "repeat": repeat, "cpus": os.cpu_count(),
            "command": f"mlbridge-bench cc --repeat {repeat}" + (f" --pass {ml_pass}" if ml_pass != "poset-rl" else ""),
            "targets": targets(rows, ml_pass)}
    os.makedirs(outdir, exist_ok=True)
    paths = write_results(outdir, "cc", rows, COLUMNS, meta)
    if plot:
        paths["png"] = _plot(rows, os.path.join(outdir, "cc.png"))
    print(format_table(rows, COLUMNS))
    for t in meta["targets"]:
        print(f"{t['text']}: {'met' if t['met'] else 'MISSED'} ({t['figure']})")
    print(f"results in {paths['json']}")
    return {"rows": rows, "meta": meta, "paths": paths}


def _rows(chosen: list[Workload], variants: list[str], samples: dict[tuple[str, str], list[tuple[float, float]]]
          ) -> list[dict[str, Any]]:
    rows = []
    for w in chosen:
        base_cpu = statistics.median(c for c, _ in samples[(w.name, variants[0])])
        base_wall = statistics.median(t for _, t in samples[(w.name, variants[0])])
        for name in variants:
            cpu = statistics.median(c for c, _ in samples[(w.name, name)])
            wall = statistics.median(t for _, t in samples[(w.name, name)])
            rows.append({"workload": w.name, "kind": w.kind, "variant": name, "calls": w.calls or None,
                         "cpu_s": round(cpu, 3), "wall_s": round(wall, 3), "cpu_ratio": round(cpu / base_cpu, 3),
                         "wall_ratio": round(wall / base_wall, 3)})
    return rows


def targets(rows: list[dict[str, Any]], ml_pass: str) -> list[dict[str, Any]]:
    """Issue #38's targets checked against the rows (those whose workload was measured)."""
    out = []
    for (kind, with_pass), limit in TARGETS.items():
        variant = f"mlbridge-cc + {ml_pass}" if with_pass else "mlbridge-cc"
        for r in rows:
            if r["kind"] == kind and r["variant"] == variant:
                what = f"{r['workload']} ({kind}) {'with ' + ml_pass if with_pass else 'without an ML pass'}"
                out.append({"text": f"{what}: CPU <= {limit}x the front end's", "met": r["cpu_ratio"] <= limit,
                            "figure": f"{r['cpu_ratio']:.2f}x CPU, {r['wall_ratio']:.2f}x wall"})
    return out


def _plot(rows: list[dict[str, Any]], path: str) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    workloads = list(dict.fromkeys(r["workload"] for r in rows))
    variants = list(dict.fromkeys(r["variant"] for r in rows))
    fig, ax = plt.subplots(figsize=(8, 3.5))
    width = 0.8 / len(variants)
    for i, v in enumerate(variants):
        ys = [next(r["cpu_ratio"] for r in rows if r["workload"] == w and r["variant"] == v) for w in workloads]
        ax.bar([x + i * width for x in range(len(workloads))], ys, width, label=v)
    ax.set_xticks([x + width * (len(variants) - 1) / 2 for x in range(len(workloads))], workloads)
    ax.set_ylabel("CPU / front end alone")
    ax.set_yscale("log")
    ax.axhline(1.0, color="black", linewidth=0.5)
    ax.legend(fontsize=7)
    save_figure(fig, path)
    plt.close(fig)
    return path


def render_blocks(data: dict[str, Any]) -> dict[str, str]:
    """The ``cc`` block of ``docs/score.md`` from ``docs/bench/cc.json``."""
    from ..docblocks import markdown_table

    meta = data["meta"]
    rows = [[r["workload"], r["variant"], r["calls"], f"{r['cpu_s']:.2f}", f"{r['wall_s']:.2f}",
             f"{r['cpu_ratio']:.2f}x", f"{r['wall_ratio']:.2f}x"] for r in data["rows"]]
    text = (f"Front end: {meta['front_end']}; {meta['cpus']} cores; median of {meta['repeat']} rounds. Regenerate: "
            f"`{meta['command']}`.\n\n")
    text += markdown_table(["workload", "variant", "calls", "CPU s", "wall s", "CPU vs front end",
                            "wall vs front end"], rows)
    text += "\n" + "".join(f"- {t['text']}: {'**met**' if t['met'] else '**missed**'} ({t['figure']})\n"
                            for t in meta["targets"])
    return {"cc": text}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``mlbridge-bench cc``'s options."""
    parser.add_argument("--quick", action="store_true", help="the tiny-file workload only (no download)")
    parser.add_argument("--workload", action="append", choices=[w.name for w in WORKLOADS],
                        help="run only this workload (repeatable)")
    parser.add_argument("--pass", dest="ml_pass", default="poset-rl", help="the ML pass of the ML variants")
    parser.add_argument("--repeat", type=int, default=3, help="rounds; medians are reported")
    parser.add_argument("--work", help="where sources are unpacked and built (kept; default: a temporary folder)")
    parser.add_argument("-o", "--outdir", default="bench-results", help="where cc.json, cc.csv and cc.png go")
    parser.add_argument("--no-plot", action="store_true", help="skip the PNG")


def run_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """``mlbridge-bench cc``."""
    workloads = ["tiny"] if args.quick else args.workload
    return run(workloads, args.ml_pass, args.repeat, args.outdir, args.work, not args.no_plot)
