"""``mlbridge-bench models``: per shipped policy, latency per query of onnxruntime, the compiled runner and numpy.

For every model in ``models/`` the same query set (inputs of the kinds the passes send: 0/1 masks, non-negative
heavy-tailed counters, signed embeddings; batch 1) goes through three implementations in the same run:

* ``onnxruntime``: :class:`~mlbridge_llvm.runners.onnx.ONNXModelRunner` (``populate_features(...).evaluate()``);
* ``compiled``: :class:`~mlbridge_llvm.runners.compiled.CompiledModelRunner`, same call (compilation or the disk-cache
  load happens before timing and is reported separately as ``prepare_ms``);
* ``numpy``: the same specialised graph evaluated node by node with numpy (no runner: the floor of a Python forward).

Rounds are interleaved (every implementation runs its whole query set once per round) so machine load hits all
three alike; the median over rounds is reported with the spread of the per-round speed-ups. Every answer of the
compiled runner and of numpy is checked against onnxruntime's. Writes ``models.json``, ``models.csv``, ``models.png``.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np

from ..tables import format_table, save_figure, write_results

COLUMNS = ["model", "queries", "onnxruntime_us", "compiled_us", "numpy_us", "speedup_vs_onnxruntime",
           "speedup_rounds", "compiled_vs_numpy", "prepare_ms", "answers_match"]
TARGET_SPEEDUP = 5.0
#: Verdicts need at least this many queries per round and rounds.
MIN_VERDICT_QUERIES, MIN_VERDICT_ROUNDS = 100, 3


def query_set(inputs: list[Any], rng: np.random.Generator, n: int, k: int = 12) -> list[dict[str, np.ndarray]]:
    """``n`` feature sets for a model's declared inputs (symbolic dims: ``K`` -> ``k``, others -> 1)."""
    out = []
    for q in range(n):
        scale = (0.1, 1.0, 10.0, 100.0)[q % 4]
        feeds = {}
        for info in inputs:
            shape = [d if isinstance(d, int) else (k if d == "K" else 1) for d in info.shape]
            binary = any(w in info.name for w in ("mask", "visited", "current", "ready", "chosen", "adjacency", "agent"))
            if binary or info.dtype.kind == "i":
                arr = rng.integers(0, 2, shape).astype(info.dtype)
            elif any(w in info.name for w in ("embedding", "node_features")):
                arr = (rng.standard_normal(shape) * scale).astype(info.dtype)
            else:
                arr = np.floor(rng.exponential(scale, shape)).astype(info.dtype)
            feeds[info.name] = arr
        out.append(feeds)
    return out


class NumpyForward:
    """The model's graph specialised to one shape signature, evaluated step by step with numpy: one numpy call per
    node, weights and folded constants bound once (what a hand-written numpy forward of the policy does)."""

    def __init__(self, model: Any, shapes: dict[str, tuple[int, ...]]):
        from ..compiled.graph import specialize

        self.program = p = specialize(model, shapes)
        self.consts = {t.name: t.const for t in p.tensors.values() if t.const is not None}
        self.steps = [(_numpy_kernel(st, p.tensors[st.outputs[0]]), [n for n in st.inputs], st.outputs[0])
                      for st in p.steps]

    def __call__(self, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
        with np.errstate(all="ignore"):
            return self._forward(feeds)

    def _forward(self, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
        p = self.program
        env: dict[str, np.ndarray] = dict(self.consts)
        for t in p.inputs:
            env[t.name] = np.asarray(feeds[t.name], t.dtype).reshape(t.shape)

        def get(name: str) -> np.ndarray:
            if name in env:
                return env[name]
            return env[p.aliases[name]].reshape(p.tensors[name].shape)

        for kernel, names, out in self.steps:
            env[out] = kernel(*[get(n) if n else None for n in names])
        return [get(t.name) for t in p.outputs]


_NP_UNARY: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "Abs": np.abs, "Neg": np.negative, "Log": np.log, "Exp": np.exp, "Tanh": np.tanh, "Sqrt": np.sqrt,
    "Floor": np.floor, "Ceil": np.ceil, "Not": np.logical_not, "Sign": np.sign,
    "Relu": lambda x: np.maximum(x, 0), "Reciprocal": np.reciprocal, "Sigmoid": lambda x: 1 / (1 + np.exp(-x)),
}
_NP_BINARY: dict[str, Callable[..., np.ndarray]] = {
    "Add": np.add, "Sub": np.subtract, "Mul": np.multiply, "Div": np.divide, "Max": np.maximum, "Min": np.minimum,
    "Equal": np.equal, "Less": np.less, "Greater": np.greater, "LessOrEqual": np.less_equal,
    "GreaterOrEqual": np.greater_equal, "And": np.logical_and, "Or": np.logical_or, "Xor": np.logical_xor,
}


def _numpy_kernel(st: Any, out: Any) -> Callable[..., np.ndarray]:
    """A numpy function computing one step (float integer-division and other rare forms go through folding)."""
    from ..compiled.fold import compute

    a, shape = st.attrs, out.shape
    if st.kind == "unary" and a["fn"] in _NP_UNARY:
        unary = _NP_UNARY[a["fn"]]
        return lambda x, *_: unary(x)
    if st.kind == "binary" and a["fn"] in _NP_BINARY and not (a["fn"] == "Div" and out.dtype.kind != "f"):
        return _NP_BINARY[a["fn"]]
    if st.kind == "matmul" and not a["trans_a"] and not a["trans_b"] and a["alpha"] == 1.0 and a["beta"] == 0.0:
        return lambda x, w, *c: np.matmul(x, w)
    if st.kind == "arg":
        fn, axis = (np.argmax if a["fn"] == "max" else np.argmin), a["axis"]
        if not a["last"]:
            return lambda x, *_: fn(x, axis=axis).reshape(shape)
    if st.kind == "reduce" and a["fn"] == "sum":
        axes = tuple(a["axes"])
        return lambda x, *_: np.sum(x, axis=axes).reshape(shape)
    if st.kind == "where":
        return np.where
    if st.kind == "concat":
        axis = a["axis"]
        return lambda *xs: np.concatenate(xs, axis=axis)
    if st.kind == "transpose":
        perm = a["perm"]
        return lambda x, *_: np.transpose(x, perm)
    if st.kind == "gather":
        axis = a["axis"]
        return lambda x, i: np.take(x, i, axis=axis)
    return lambda *vals: np.asarray(compute(st.op, st.kind, a, list(vals), out.dtype, shape, None)).reshape(shape)


def _same(a: Any, b: Any) -> bool:
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype.kind == "f" or b.dtype.kind == "f":
        return a.shape == b.shape and bool(np.allclose(a, b, rtol=1e-5, atol=1e-6, equal_nan=True))
    return a.shape == b.shape and bool(np.array_equal(a, b))


def _time_round(fn: Callable[[dict[str, np.ndarray]], Any], queries: list[dict[str, np.ndarray]]) -> float:
    """Microseconds per query over one pass of ``queries``."""
    start = time.perf_counter()
    for feeds in queries:
        fn(feeds)
    return (time.perf_counter() - start) * 1e6 / len(queries)


def bench_model(path: Path, n_queries: int, rounds: int) -> dict[str, Any]:
    """One model's row (see :data:`COLUMNS`) plus per-round details."""
    from ..compiled.graph import load_model
    from ..runners.compiled import CompiledModelRunner
    from ..runners.onnx import ONNXModelRunner

    ort = ONNXModelRunner(str(path))
    t0 = time.perf_counter()
    comp = CompiledModelRunner(str(path))
    rng = np.random.default_rng(2024)
    queries = query_set(ort.inputs, rng, n_queries)
    comp.populate_features(queries[0]).evaluate()  # compile (or load from the disk cache) this shape
    prepare_ms = (time.perf_counter() - t0) * 1e3
    model = load_model(str(path))
    feed, _ = comp._prepare(comp.conform(queries[0]))  # the shapes the runner feeds (batch dimension added)
    npf = NumpyForward(model, {n: tuple(a.shape) for n, a in feed.items()})
    single = len(ort.outputs) == 1

    def run_ort(f: dict[str, np.ndarray]) -> Any:
        return ort.populate_features(f).evaluate()

    def run_comp(f: dict[str, np.ndarray]) -> Any:
        return comp.populate_features(f).evaluate()

    def run_numpy(f: dict[str, np.ndarray]) -> Any:
        outs = npf(f)
        return outs[0] if single else outs

    impls = {"onnxruntime": run_ort, "compiled": run_comp, "numpy": run_numpy}
    matches = 0
    for f in queries:
        ref = run_ort(f)
        got_c, got_n = run_comp(f), run_numpy(f)
        ref_flat = ref if single else list(ref.values())
        matches += _same(ref_flat, got_c if single else list(got_c.values())) and \
            _same(np.reshape(ref_flat, -1), np.reshape(got_n, -1))
    for fn in impls.values():  # warm-up
        _time_round(fn, queries[: min(20, len(queries))])
    per_round: dict[str, list[float]] = {k: [] for k in impls}
    for _ in range(rounds):
        for name, fn in impls.items():
            per_round[name].append(_time_round(fn, queries))
    med = {k: float(np.median(v)) for k, v in per_round.items()}
    speedups = [o / c for o, c in zip(per_round["onnxruntime"], per_round["compiled"])]
    return {"model": path.name, "queries": n_queries, "onnxruntime_us": med["onnxruntime"], "compiled_us": med["compiled"],
            "numpy_us": med["numpy"], "speedup_vs_onnxruntime": med["onnxruntime"] / med["compiled"],
            "speedup_rounds": f"{min(speedups):.3g}..{max(speedups):.3g}",
            "compiled_vs_numpy": med["compiled"] / med["numpy"], "prepare_ms": prepare_ms,
            "answers_match": f"{matches}/{n_queries}", "rounds_us": per_round}


def run(queries: int = 200, rounds: int = 5, outdir: str = "bench-results", only: list[str] | None = None,
        plot: bool = True) -> dict[str, Any]:
    """Benchmark every shipped model (or those named in ``only``); print the table and targets; save results."""
    from ..resources import models_dir

    paths = sorted(Path(models_dir()).glob("*.onnx"))
    if only:
        paths = [p for p in paths if p.name in only or p.stem in only]
    rows = [bench_model(p, queries, rounds) for p in paths]
    judged = queries >= MIN_VERDICT_QUERIES and rounds >= MIN_VERDICT_ROUNDS
    targets = [{"target": f"{r['model']}: compiled >= {TARGET_SPEEDUP:g}x faster than onnxruntime",
                "speedup": r["speedup_vs_onnxruntime"], "rounds": r["speedup_rounds"],
                "met": bool(r["speedup_vs_onnxruntime"] >= TARGET_SPEEDUP) if judged else None} for r in rows]
    print(f"Per-query latency of the shipped policies (batch 1, {queries} queries x {rounds} interleaved rounds, "
          f"median; same inputs for all three)\n")
    print(format_table(rows, COLUMNS))
    print()
    if not judged:
        print(f"  (no verdicts: at least {MIN_VERDICT_QUERIES} queries and {MIN_VERDICT_ROUNDS} rounds are needed)")
    for t in targets:
        mark = "" if t["met"] is None else ("[met] " if t["met"] else "[MISSED] ")
        print(f"  {mark}{t['target']}: {t['speedup']:.3g}x (rounds {t['rounds']})")
    meta = {"queries": queries, "rounds": rounds, "targets": targets, "python": sys.version.split()[0],
            "cpus": os.cpu_count()}
    paths_out = write_results(outdir, "models", rows, COLUMNS, meta)
    if plot and rows:
        paths_out["png"] = _plot(rows, os.path.join(outdir, "models.png"))
    print("\nwrote " + ", ".join(paths_out.values()))
    return {"rows": rows, "meta": meta, "paths": paths_out}


def _plot(rows: list[dict[str, Any]], path: str) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = [r["model"].removesuffix(".onnx") for r in rows]
    x = np.arange(len(rows))
    fig, ax = plt.subplots(figsize=(12, 5))
    for i, (key, label) in enumerate((("onnxruntime_us", "onnxruntime"), ("compiled_us", "compiled (JIT)"),
                                      ("numpy_us", "numpy forward"))):
        ax.bar(x + (i - 1) * 0.27, [r[key] for r in rows], 0.27, label=label)
    ax.set_xticks(x, names, rotation=30, ha="right")
    ax.set(ylabel="latency per query (us, log)", yscale="log", title="Shipped policies: per-query latency, same inputs")
    ax.legend()
    ax.grid(axis="y", alpha=0.3)
    save_figure(fig, path)
    plt.close(fig)
    return path


def add_arguments(ap: Any) -> None:
    """``mlbridge-bench models`` flags."""
    ap.add_argument("--queries", type=int, default=200, help="queries per model and round")
    ap.add_argument("--rounds", type=int, default=5, help="interleaved rounds; the median is reported")
    ap.add_argument("--only", action="append", help="only this model (file name or stem); repeatable")
    ap.add_argument("-o", "--outdir", default="bench-results", help="where models.json, models.csv and models.png go")


def run_from_args(args: Any) -> None:
    """Entry point for the CLI."""
    run(queries=args.queries, rounds=args.rounds, outdir=args.outdir, only=args.only)
