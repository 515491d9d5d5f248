"""``mlbridge-bench poset``: POSET-RL compile time per model runner (paper Table 2) and code size on held-out modules.

On held-out modules of an MLGO corpus (the training split, ``training/inliner/train.py:split``), in one run:

(a) **Compile time** of the same policy on the same modules, per way of hosting the model:

* *published method* (POSET-RL's original flow, paper section 4.1): a Python driver holds the model and, per
  step, writes the module to a file, runs one ``llvm-ir2vec`` process for the embedding (LLVM 22's own tool, same
  vocabulary) and one ``opt -passes=<sub-sequence>`` process for the action, files in between;
* the ``poset-rl`` pass with the model in another process: pipe + JSON, pipe + bitstream (``mlcb`` dialect, the
  model server is :mod:`mlbridge_llvm.interface.model_server`), gRPC;
* the pass with the model in-process (ONNX);
* plan mode (``poset-rl<mode=plan>``, :mod:`.planner`): every plan of the bundled portfolio applied to a copy, the
  size critic (in-process ONNX) keeps one. A different decision procedure, so its output is not compared;
* plan mode with ``measure=N`` (``--measure``, default 2): the critic's N preferred plans are compiled (codegen -O2
  in-process) and the smallest ``.text`` is kept; its time includes those N code generations.

Every configuration must produce the same module as in-process ONNX (``wrong_outputs`` counts differences, local
value names aside: see :func:`_ir`); model servers are started and connected, and the native IR2Vec walker JIT-compiled, before the clock starts;
``default<Oz>`` is timed as a reference. Time per module covers parse, the episode, and writing bitcode.

(b) **Code size** (``.text`` of the object file, codegen -O2): the policy and plan mode vs ``default<Oz>`` vs the
greedy oracle (:func:`.train.greedy_search`, a per-module search over the same actions) vs the module as given (O0):
geomean ratios, per-module table, plot.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable

import numpy as np

from mlbridge_training import common as training
from mlbridge_llvm.tables import format_table, save_figure, write_results

COLUMNS = ["config", "total_s", "per_module_ms", "speedup_vs_published", "ratio_to_oz", "steps", "wrong_outputs"]
SIZE_COLUMNS = ["module", "o0", "oz", "policy", "plan", "plan_measured", "oracle", "policy_vs_oz", "plan_vs_oz",
                "plan_measured_vs_oz", "oracle_vs_oz", "policy_actions", "plan_actions", "plan_measured_actions",
                "oracle_actions"]
PLAN_ROW = "plan mode (in-process ONNX critic)"
KINDS = ("policy", "plan", "plan_measured")  # outputs compared for size, in column order


def plan_measured_row(n: int) -> str:
    """The compile-time row of plan mode with ``measure=n``."""
    return f"plan mode, measure={n} (critic + {n} codegen)"


def held_out_modules(corpus: str, limit: int, max_bytes: int) -> list[tuple[str, bytes]]:
    """The first ``limit`` held-out modules (hash split) no larger than ``max_bytes``."""
    return training.held_out_modules(corpus, limit, max_bytes)


# ---- the ways of running one module ---------------------------------------------------------------------------------
Compile = Callable[[str, bytes], tuple[bytes, int]]  # (name, bitcode) -> (output bitcode, steps)


def _with_runner(runner: Any, space: str, steps: int, actions: list[list[int]] | None = None) -> Compile:
    """The pass's loop (``poset_rl``) with one runner shared by all modules (chosen actions appended to ``actions``)."""
    from mlbridge_llvm.ir.llvmc import CModule

    from mlbridge_passes.poset_rl.poset import poset_rl

    def compile_one(name: str, bc: bytes) -> tuple[bytes, int]:
        with CModule.parse_bitcode(bc, name) as m:
            res = poset_rl(m, runner, space, steps)
            if actions is not None:
                actions.append(res.actions)
            return m.to_bitcode(), len(res.actions)
    return compile_one


def _with_plans(runner: Any, plans: Any, actions: list[list[int]], measure: int = 0) -> Compile:
    """Plan mode (:mod:`.planner`, option ``measure``) with one critic runner shared by all modules (chosen actions
    appended)."""
    from mlbridge_llvm.ir.llvmc import CModule

    from mlbridge_passes.poset_rl.planner import apply_plan, choose_plan

    def compile_one(name: str, bc: bytes) -> tuple[bytes, int]:
        with CModule.parse_bitcode(bc, name) as m:
            applied = list(apply_plan(m, plans, choose_plan(m, plans, runner, measure).plan))
            actions.append(applied)
            return m.to_bitcode(), len(applied)
    return compile_one


def _oz(name: str, bc: bytes) -> tuple[bytes, int]:
    from mlbridge_llvm.ir.llvmc import CModule

    with CModule.parse_bitcode(bc, name) as m:
        m.run_passes("default<Oz>")
        return m.to_bitcode(), 0


def published_method(model: str, space: str, steps: int, workdir: str) -> Compile:
    """POSET-RL's original flow: per step one ``llvm-ir2vec`` process and one ``opt`` process, files in between."""
    from mlbridge_llvm.features.ir2vec import run_llvm_ir2vec
    from mlbridge_llvm.ir.tools import find_tool
    from mlbridge_llvm.resources import models_dir
    from mlbridge_llvm.runners.onnx import ONNXModelRunner

    from mlbridge_passes.poset_rl.features import module_features
    from mlbridge_passes.poset_rl.poset import STOP, sanitize
    from mlbridge_passes.poset_rl.sequences import action_space

    seqs = action_space(space)
    n = len(seqs)
    opt = find_tool("opt")
    vocab = str(models_dir() / "ir2vec" / "seed_vocab_300d_llvm22.json")
    model_runner = ONNXModelRunner(model)

    def compile_one(name: str, bc: bytes) -> tuple[bytes, int]:
        cur = os.path.join(workdir, "cur.bc")
        with open(cur, "wb") as f:
            f.write(bc)
        used: list[int] = []
        while len(used) < min(steps, n):
            funcs = run_llvm_ir2vec(cur, vocab, kind="flow-aware", level="func")
            emb = np.zeros(300, np.float64)
            for _fn, vectors in funcs.items():
                for _, v in vectors:
                    emb += v
            mask = np.ones(n, np.float32)
            mask[used] = 0
            with open(cur, "rb") as f:  # the same module features the pass computes, from the step's bitcode
                feats = module_features(f.read())
            # the pass's observation: float32, overflowing flow-aware components clamped (poset.sanitize)
            a = int(model_runner.populate_features(embedding=sanitize(emb)[None, :],
                                                   action_mask=mask[None, :],
                                                   module_features=feats[None, :]).evaluate(int))
            if a == STOP:
                break
            nxt = os.path.join(workdir, "next.bc")
            subprocess.run([opt, f"-passes={seqs[a]}", cur, "-o", nxt], check=True, capture_output=True)
            os.replace(nxt, cur)
            used.append(a)
        with open(cur, "rb") as f:
            out = f.read()
        return out, len(used)
    return compile_one


def _timed(modules: list[tuple[str, bytes]], compile_one: Compile) -> tuple[float, list[bytes], int]:
    outs, total, steps = [], 0.0, 0
    for name, bc in modules:
        t0 = time.perf_counter()
        out, k = compile_one(name, bc)
        total += time.perf_counter() - t0
        outs.append(out)
        steps += k
    return total, outs, steps


def _ir(bc: bytes) -> str:
    """IR text for comparing outputs: without the module identifier and local value names.

    One ``opt`` process per step re-reads bitcode, which restarts LLVM's name-uniquing counters (``%.not1`` instead
    of ``%.not67``) and does not keep use-list order (the order of blocks in ``; preds =`` comments): the same
    instructions can carry other names and comments. ``strip-nondebug`` drops symbol names; comments are dropped.
    """
    from mlbridge_llvm.gym.validation import comparable_ir
    from mlbridge_llvm.ir.llvmc import CModule

    with CModule.parse_bitcode(bc) as m:
        m.run_passes("strip-nondebug")
        return comparable_ir(m.to_ir())


def _model_server(kind: str, model: str, channel: str | None = None, serdes: str = "bitstream") -> subprocess.Popen:
    args = [sys.executable, "-m", "mlbridge_llvm.interface.model_server", kind, "--model", model,
            "--advice-name", "action", "--advice-type", "int64_t"]
    if kind == "pipe":
        return subprocess.Popen(args + ["--channel", str(channel), "--serdes", serdes])
    return subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def compile_time(modules: list[tuple[str, bytes]], model: str, space: str = "odg", steps: int = 15,
                 log: Callable[[str], None] = print, plan: tuple[str, Any] | None = None, measure: int = 0
                 ) -> tuple[list[dict[str, Any]], dict[str, tuple[list[bytes], list[list[int]]]]]:
    """Part (a): rows of the compile-time table, and the outputs and actions of in-process ONNX (the reference,
    key ``"policy"``) and, with ``plan = (critic model, Plans)``, of plan mode (key ``"plan"``) and, if
    ``measure > 0``, of plan mode with that option (key ``"plan_measured"``)."""
    from mlbridge_llvm.runners import create_runner

    from mlbridge_passes.poset_rl.poset import ADVICE, feature_specs

    specs = feature_specs(space)
    # one-time process setup, outside the clock like the model servers' start: the JIT-compiled IR2Vec walker
    # (~0.3 s) would otherwise be charged to whichever configuration embeds first
    from mlbridge_llvm.features import ir2vec_native

    ir2vec_native.available()
    results: dict[str, tuple[float, list[bytes], int]] = {}
    results["default<Oz> (reference)"] = _timed(modules, _oz)
    with tempfile.TemporaryDirectory(prefix="mlbridge-poset-bench-") as tmp:
        log("published method (one opt + one llvm-ir2vec process per step)...")
        published = published_method(model, space, steps, tmp)
        results["published method (opt + llvm-ir2vec processes)"] = _timed(modules, published)
        for serdes in ("json", "bitstream"):
            log(f"pipe + {serdes}...")
            base = os.path.join(tmp, f"ch-{serdes}")
            peer = _model_server("pipe", model, base, serdes)
            try:
                spec = f"pipe:{base}?serdes={serdes}&timeout=120"
                with create_runner(spec, feature_specs=specs, advice_spec=ADVICE) as r:
                    r.connect()  # wait for the model server to be up, as for gRPC below (not part of compile time)
                    results[f"pipe + {serdes}"] = _timed(modules, _with_runner(r, space, steps))
            finally:
                peer.wait(60)
    log("gRPC...")
    peer = _model_server("grpc", model)
    try:
        port = int(peer.stdout.readline())  # type: ignore[union-attr]
        with create_runner(f"grpc:127.0.0.1:{port}?timeout=120", feature_specs=specs, advice_spec=ADVICE) as r:
            results["gRPC"] = _timed(modules, _with_runner(r, space, steps))
    finally:
        peer.stdin.close()  # type: ignore[union-attr]
        peer.wait(60)
    log("in-process ONNX...")
    with create_runner(f"onnx:{model}", feature_specs=specs, advice_spec=ADVICE) as r:
        chosen: list[list[int]] = []
        results["in-process ONNX"] = _timed(modules, _with_runner(r, space, steps, chosen))
    outputs = {"policy": (results["in-process ONNX"][1], chosen)}
    if plan is not None:
        from mlbridge_passes.poset_rl.planner import PLAN_ADVICE, critic_specs

        critic, plans = plan
        for kind, row, n in [("plan", PLAN_ROW, 0)] + ([("plan_measured", plan_measured_row(measure), measure)]
                                                       if measure > 0 else []):
            log(f"plan mode ({len(plans.plans)} plans, measure={n})...")
            with create_runner(f"onnx:{critic}", feature_specs=critic_specs(len(plans.plans)),
                               advice_spec=PLAN_ADVICE) as r:
                planned: list[list[int]] = []
                results[row] = _timed(modules, _with_plans(r, plans, planned, n))
            outputs[kind] = (results[row][1], planned)

    reference = [_ir(b) for b in results["in-process ONNX"][1]]
    published_s = results["published method (opt + llvm-ir2vec processes)"][0]
    oz_s = results["default<Oz> (reference)"][0]
    rows = []
    for name, (secs, outs, k) in results.items():
        wrong = (None if name.startswith(("default", "plan mode"))
                 else sum(_ir(o) != ref for o, ref in zip(outs, reference)))
        rows.append({"config": name, "total_s": secs, "per_module_ms": secs * 1e3 / len(modules),
                     "speedup_vs_published": published_s / secs, "ratio_to_oz": secs / oz_s, "steps": k,
                     "wrong_outputs": wrong})
    return rows, outputs


def code_size(modules: list[tuple[str, bytes]], outputs: dict[str, tuple[list[bytes], list[list[int]]]],
              space: str = "odg", steps: int = 15, workers: int = 2,
              log: Callable[[str], None] = print) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Part (b): per-module ``.text`` of O0, Oz, the policy and plan mode (``outputs`` of :func:`compile_time`) and
    the oracle; geomean summary."""
    from mlbridge_llvm.ir.codegen import text_size_of_bitcode
    from mlbridge_training.poset_rl.train import collect, geomean

    log(f"oracle (greedy search) on {len(modules)} modules...")
    oracle = collect(modules, space, steps, workers, log=lambda _m: None)
    kinds = [k for k in KINDS if k in outputs]
    rows = []
    for i, ((name, _), o) in enumerate(zip(modules, oracle)):
        row: dict[str, Any] = {"module": name, "o0": o.o0_size, "oz": o.oz_size, "oracle": o.final_size,
                               "oracle_vs_oz": o.final_size / o.oz_size if o.oz_size else None,
                               "oracle_actions": " ".join(map(str, o.actions))}
        for kind in kinds:
            size = text_size_of_bitcode(outputs[kind][0][i])
            row.update({kind: size, f"{kind}_vs_oz": size / o.oz_size if o.oz_size else None,
                        f"{kind}_actions": " ".join(map(str, outputs[kind][1][i]))})
        rows.append(row)
    code = [r for r in rows if r["oz"] and r["o0"]]
    summary = {"modules": len(rows), "modules_with_code": len(code),
               **{f"{k}_vs_oz": geomean([r[k] / r["oz"] for r in code]) for k in kinds},
               **{f"{k}_smaller_than_oz": sum(r[k] < r["oz"] for r in code) for k in kinds},
               **{f"{k}_larger_than_oz": sum(r[k] > r["oz"] for r in code) for k in kinds},
               "oracle_vs_oz": geomean([r["oracle"] / r["oz"] for r in code]),
               "policy_vs_o0": geomean([r["policy"] / r["o0"] for r in code]),
               "oz_vs_o0": geomean([r["oz"] / r["o0"] for r in code]),
               "oracle_smaller_than_oz": sum(r["oracle"] < r["oz"] for r in code),
               "total": {k: sum(r[k] for r in code) for k in ("o0", "oz", *kinds, "oracle")}}
    return rows, summary


def run(corpus: str, model: str | None = None, limit: int = 20, max_bytes: int = 60_000, space: str = "odg",
        steps: int = 15, outdir: str = "bench-results", plot: bool = True, size: bool = True,
        workers: int = 2, plan: bool = True, measure: int = 2) -> dict[str, Any]:
    """Run the benchmark; prints both tables and writes ``poset.{json,csv,png}`` and ``poset-size.{json,csv}``.
    ``plan``: also time and measure plan mode with the bundled critic and plans (when the space has them), and
    with ``measure`` > 0 plan mode with that option too."""
    from mlbridge_llvm.resources import models_dir

    from mlbridge_passes.poset_rl.planner import DEFAULT_CRITIC, DEFAULT_PLANS, Plans
    from mlbridge_passes.poset_rl.poset import DEFAULT_MODELS

    model = model or str(models_dir() / DEFAULT_MODELS[space])
    planned = None
    if plan and space in DEFAULT_CRITIC:
        planned = (str(models_dir() / DEFAULT_CRITIC[space]), Plans.load(models_dir() / DEFAULT_PLANS[space]))
    modules = held_out_modules(corpus, limit, max_bytes)
    if not modules:
        raise SystemExit(f"no held-out modules found in {corpus}")
    print(f"POSET-RL on {len(modules)} held-out modules of {corpus} (bitcode <= {max_bytes} bytes), space={space}, "
          f"steps<={steps}, model {model}\n", flush=True)
    rows, outputs = compile_time(modules, model, space, steps, log=lambda m: print(m, flush=True), plan=planned,
                                 measure=measure)
    print()
    print(format_table(rows, COLUMNS))
    meta: dict[str, Any] = {"corpus": corpus, "model": model, "space": space, "steps": steps, "modules": len(modules),
                            "max_bytes": max_bytes, "measure": measure if planned else None}
    os.makedirs(outdir, exist_ok=True)
    paths = write_results(outdir, "poset", rows, COLUMNS, meta)
    result: dict[str, Any] = {"rows": rows, "paths": paths}
    size_rows: list[dict[str, Any]] = []
    if size:
        size_rows, summary = code_size(modules, outputs, space, steps, workers, log=lambda m: print(m, flush=True))
        print()
        print(format_table(size_rows, SIZE_COLUMNS))
        print(f"\n.text geomean over {summary['modules_with_code']} modules with code: policy/Oz "
              f"{summary['policy_vs_oz']:.4f}, oracle/Oz {summary['oracle_vs_oz']:.4f}, policy/O0 "
              f"{summary['policy_vs_o0']:.4f} (Oz/O0 {summary['oz_vs_o0']:.4f}); policy smaller than Oz on "
              f"{summary['policy_smaller_than_oz']}, larger on {summary['policy_larger_than_oz']}")
        for kind, label in (("plan", "plan mode"), ("plan_measured", f"plan mode, measure={measure}")):
            if f"{kind}_vs_oz" in summary:
                print(f"{label}/Oz {summary[f'{kind}_vs_oz']:.4f}: smaller than Oz on "
                      f"{summary[f'{kind}_smaller_than_oz']}, larger on {summary[f'{kind}_larger_than_oz']}")
        paths.update({f"size_{k}": v for k, v in write_results(outdir, "poset-size", size_rows, SIZE_COLUMNS,
                                                               {**meta, "summary": summary}).items()})
        result.update(size=summary, per_module=size_rows)
    if plot:
        paths["png"] = _plot(rows, size_rows, outdir)
    print("wrote " + ", ".join(paths.values()))
    return result


def _plot(rows: list[dict[str, Any]], size_rows: list[dict[str, Any]], outdir: str) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2 if size_rows else 1, figsize=(13 if size_rows else 7, 4.5), squeeze=False)
    a1 = axes[0][0]
    timed = [r for r in rows if not r["config"].startswith("default")]
    a1.barh([r["config"] for r in timed], [r["total_s"] for r in timed])
    a1.set(xlabel="compile time (s), all modules", title="POSET-RL compile time by model runner (cf. paper Table 2)")
    a1.invert_yaxis()
    if size_rows:
        a2 = axes[0][1]
        code = [r for r in size_rows if r["oz"] and r["o0"]]
        order = np.argsort([r["oz"] for r in code])
        x = np.arange(len(code))
        a2.scatter(x, [code[i]["policy"] / code[i]["oz"] for i in order], s=14, label="policy")
        if code and "plan" in code[0]:
            a2.scatter(x, [code[i]["plan"] / code[i]["oz"] for i in order], s=14, marker="^", label="plan mode")
        if code and "plan_measured" in code[0]:
            a2.scatter(x, [code[i]["plan_measured"] / code[i]["oz"] for i in order], s=14, marker="v",
                       label="plan mode, measure=N")
        a2.scatter(x, [code[i]["oracle"] / code[i]["oz"] for i in order], s=14, marker="x", label="greedy oracle")
        a2.axhline(1.0, color="k", lw=0.8, label="default<Oz>")
        a2.set(xlabel="held-out module (by Oz .text size)", ylabel=".text / Oz's", title=".text size per module")
        a2.legend()
    path = os.path.join(outdir, "poset.png")
    save_figure(fig, path)
    plt.close(fig)
    return path


def add_arguments(parser: Any) -> None:
    """Options of ``mlbridge-bench poset``."""
    parser.add_argument("corpus", help="MLGO-format corpus directory (corpus_description.json)")
    parser.add_argument("--model", default=None, help="ONNX policy (default: the bundled models/poset-rl-<space>.onnx)")
    parser.add_argument("--limit", type=int, default=20, help="held-out modules to use")
    parser.add_argument("--max-bytes", type=int, default=60_000, help="skip larger bitcode files")
    parser.add_argument("--space", default="odg", choices=["odg", "manual"])
    parser.add_argument("--steps", type=int, default=15)
    parser.add_argument("--no-size", action="store_true", help="skip part (b), the code-size comparison")
    parser.add_argument("--no-plan", action="store_true", help="leave out plan mode (poset-rl<mode=plan>)")
    parser.add_argument("--measure", type=int, default=2,
                        help="also run plan mode with measure=N (the critic's N best plans compiled; 0 = skip)")
    parser.add_argument("-o", "--outdir", default="bench-results")


def run_from_args(args: Any) -> dict[str, Any]:
    """What ``mlbridge-bench poset`` calls with its parsed arguments."""
    return run(args.corpus, args.model, args.limit, args.max_bytes, args.space, args.steps, args.outdir,
               size=not args.no_size, plan=not args.no_plan, measure=args.measure)
