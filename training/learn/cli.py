"""``mlbridge-train``: one learning path for any registered ML pass, from traces to a held-out goals table.

    mlbridge-train traces   CONFIG CORPUS --work DIR [--policy default|teacher|SPEC] [--explore P] [--run NAME]
    mlbridge-train bc       CONFIG CORPUS --work DIR --run NAME -o MODEL.onnx [--target taken|default]
    mlbridge-train es       CONFIG CORPUS --work DIR --init MODEL.onnx -o MODEL.onnx [--iterations N ...]
    mlbridge-train ppo      CONFIG CORPUS --work DIR --init MODEL.onnx -o MODEL.onnx [--iterations N ...]
    mlbridge-train evaluate CONFIG CORPUS --work DIR --model MODEL.onnx [--compare NAME=MODEL.onnx]
                            [--shipped PIPELINE] [--goals OUT.goals.json] [--report OUT.json]

CONFIG is a pass's training config (:mod:`mlbridge_training.learn.config`): a built-in one by pass name
(``ml-inline``, ``ml-regalloc``), a TOML file, or ``module:NAME``. CORPUS is an MLGO corpus (``mlbridge-corpus
build``); training reads only the training side of its package split (``--held-out`` fraction of packages kept
out, by hash), split again by package into fitting and validation packages; ``evaluate`` reads only the held-out
side. Every compilation runs on a local pool (``--workers``) or Ray (``--backend ray [--address HOST:PORT]``);
``--load MODULE`` loads a pass that is not installed. Each step is resumable in ``--work`` (run it again).
Errors are one line (``mlbridge-train: error: ...``), exit 1.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any, Sequence

PROG = "mlbridge-train"


def _log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


def _common(p: argparse.ArgumentParser, corpus: bool = True) -> None:
    p.add_argument("config", help="training config: a pass name with a built-in config, a .toml file or module:NAME")
    if corpus:
        p.add_argument("corpus", help="MLGO corpus (mlbridge-corpus build)")
    p.add_argument("--work", required=True, help="the run's folder (resumable)")
    p.add_argument("--per-package", type=int, default=None,
                   help="modules per package (0: all; default: all for training, the config's for evaluate)")
    p.add_argument("--max-bytes", type=int, default=None, help="largest bitcode (default: the config's; 0: any)")
    p.add_argument("--held-out", type=float, default=0.4, help="fraction of packages never trained on (by hash)")
    p.add_argument("--validation", type=float, default=0.25,
                   help="fraction of the training packages kept for validation (by another hash)")
    p.add_argument("--seed", type=int, default=0)
    from mlbridge_training.pool import add_backend_arguments

    add_backend_arguments(p)


def build_parser() -> argparse.ArgumentParser:
    """The sub-commands and their flags."""
    from mlbridge_llvm.cli import entry

    ap = entry.parser(PROG, __doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("traces", help="run the pass over the training modules and log every decision")
    _common(t)
    t.add_argument("--policy", default="default",
                   help="default (the pass's bundled model), teacher (the config's teacher) or a runner spec")
    t.add_argument("--explore", type=float, default=None, help="share of decisions explored (default: the config's)")
    t.add_argument("--side", default="fit", choices=["fit", "validation", "train"], help="which training modules")
    t.add_argument("--run", default="traces", help="name of the traces folder under WORK/traces/")
    b = sub.add_parser("bc", help="behavioural cloning on a traces run")
    _common(b)
    b.add_argument("--run", default="traces")
    b.add_argument("--target", default="taken", choices=["taken", "default"],
                   help="the decision the trace took, or LLVM's own (config decision.default)")
    b.add_argument("--epochs", type=int, default=40)
    b.add_argument("--lr", type=float, default=0.01)
    b.add_argument("-o", "--output", required=True)
    for name, helptext in (("es", "evolution strategies on the reward"), ("ppo", "PPO on sampled traces")):
        e = sub.add_parser(name, help=helptext)
        _common(e)
        e.add_argument("--init", required=True, help="ONNX policy to start from (bc's output, a shipped model)")
        e.add_argument("--iterations", type=int, default=8)
        e.add_argument("--batch", type=int, default=32, help="fitting modules per iteration")
        e.add_argument("--lr", type=float, default=0.01 if name == "es" else 0.003)
        if name == "es":
            e.add_argument("--population", type=int, default=6, help="antithetic pairs per iteration")
            e.add_argument("--sigma", type=float, default=0.03)
        else:
            e.add_argument("--epochs", type=int, default=4, help="passes over each iteration's samples")
            e.add_argument("--clip", type=float, default=0.2)
        e.add_argument("-o", "--output", required=True)
    v = sub.add_parser("evaluate", help="held-out packages: the model against the baseline; goals JSON, report")
    _common(v)
    v.add_argument("--model", required=True, help="the trained ONNX model")
    v.add_argument("--compare", action="append", default=[], metavar="NAME=MODEL.onnx",
                   help="another model evaluated in the same run (e.g. the shipped one)")
    v.add_argument("--shipped", default=None, help="the pass as it ships (e.g. with its guard), also evaluated")
    v.add_argument("--model-role", default="policy alone",
                   help="the model row's role in the goals table (\"shipped default\" when the pass ships the policy "
                        "alone, as ml-regalloc does)")
    v.add_argument("--goals", default=None, help="write the goals JSON here")
    v.add_argument("--report", default=None, help="write every figure (per package too) here")
    v.add_argument("--suite", default=None, help="how the goals table names the modules")
    v.add_argument("--extra-rows", action="append", default=[], metavar="ROWS.json",
                   help="goals rows measured elsewhere (a JSON list), appended to the table (e.g. an oracle's)")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    from mlbridge_llvm.cli import entry

    args = build_parser().parse_args(argv)
    return entry.run(PROG, lambda: _with_backend(args), argv)


def _with_backend(args: argparse.Namespace) -> int:
    from mlbridge_training.pool import backend_from_args, using_backend

    with backend_from_args(args) as backend, using_backend(backend):
        return _COMMANDS[args.cmd](args)


def _workspace(args: argparse.Namespace) -> Any:
    from .config import load_config
    from .traces import Workspace

    return Workspace(load_config(args.config), args.corpus, args.work, args.workers, _log)


def _modules(ws: Any, args: argparse.Namespace, side: str) -> dict[str, str]:
    from .traces import select_modules

    per = args.per_package if args.per_package is not None else (ws.config.eval_per_package if side == "held-out"
                                                                 else 0)
    max_bytes = ws.config.max_bytes if args.max_bytes is None else args.max_bytes
    names = select_modules(args.corpus, side, per, max_bytes, args.held_out, args.validation)
    return ws.prepared(names)


def _policy_of(ws: Any, text: str) -> dict[str, Any] | None:
    if text == "default":
        return None
    if text == "teacher":
        if not ws.config.teacher:
            from mlbridge_llvm.errors import ConfigError

            raise ConfigError(f"{ws.config.pass_name}: the config names no teacher")
        return {"spec": ws.config.teacher}
    return {"spec": text}


def _traces(args: argparse.Namespace) -> int:
    ws = _workspace(args)
    modules = _modules(ws, args, args.side)
    explore = ws.config.explore_epsilon if args.explore is None else args.explore
    record = {"seed": args.seed, "explore": explore}
    _log(f"traces of {ws.config.pass_name} on {len(modules)} {args.side} modules (explore {explore:g})")
    episodes = ws.episodes(modules, _policy_of(ws, args.policy), record=record, run=args.run)
    questions = sum(e.get("questions", 0) for e in episodes)
    _log(f"{len(episodes)} modules, {questions} decisions logged in {os.path.join(args.work, 'traces', args.run)}")
    return 0


def _dataset(ws: Any, args: argparse.Namespace) -> Any:
    from .traces import load_dataset, trace_logs

    return load_dataset(trace_logs(args.work, args.run), ws.resolved)


def _bc(args: argparse.Namespace) -> int:
    from .bc import agreement, clone, default_decisions
    from .export import check
    from .policy import Policy

    ws = _workspace(args)
    data = _dataset(ws, args)
    if not len(data):
        from mlbridge_llvm.errors import ConfigError

        raise ConfigError(f"no decisions in {args.work}/traces/{args.run}: run mlbridge-train traces first")
    y = default_decisions(data, ws.resolved) if args.target == "default" else data.y
    policy = clone(Policy.init(ws.resolved, data.x, args.seed), data.x, y, epochs=args.epochs, lr=args.lr,
                   seed=args.seed, log=_log)
    _log(f"behavioural cloning: agreement {agreement(policy, data.x, y):.4f} on {len(y)} decisions")
    _export(ws, args, policy, data.module, {"algorithm": "bc", "target": args.target, "epochs": args.epochs,
                                            "lr": args.lr, "seed": args.seed, "run": args.run})
    print(json.dumps(check(args.output, policy, data.x[:200], ws.resolved)))
    return 0


def _export(ws: Any, args: argparse.Namespace, policy: Any, modules: Any, recorded: dict[str, Any]) -> None:
    from .export import export

    names = sorted(set(str(m) for m in modules))
    prepared = os.path.join(args.work, "prepared")

    def data() -> Any:
        for n in names:
            path = os.path.join(prepared, n + ".bc")
            if os.path.exists(path):
                with open(path, "rb") as f:
                    yield n, f.read()
    export(policy, ws.resolved, args.output, recorded, data())
    _log(f"wrote {args.output}")


def _start(ws: Any, path: str) -> Any:
    import numpy as np

    from .policy import Policy, from_onnx

    shape = (1, ws.resolved.rows, ws.resolved.n_inputs) if ws.config.decision.kind == "scores" \
        else (1, ws.resolved.n_inputs)
    return from_onnx(path, Policy.init(ws.resolved, np.zeros(shape, np.float32)))


def _es(args: argparse.Namespace) -> int:
    from .es import search

    ws = _workspace(args)
    fit, val = _modules(ws, args, "fit"), _modules(ws, args, "validation")
    _log(f"ES on {len(fit)} fitting modules, selection on {len(val)} validation modules")
    policy, history = search(ws, _start(ws, args.init), fit, val, iterations=args.iterations,
                             population=args.population, sigma=args.sigma, lr=args.lr, batch=args.batch,
                             seed=args.seed, log=_log)
    _export(ws, args, policy, list(fit), {"algorithm": "es", "init": os.path.basename(args.init),
                                          "iterations": args.iterations, "population": args.population,
                                          "sigma": args.sigma, "lr": args.lr, "batch": args.batch, "seed": args.seed})
    _write_json(os.path.splitext(args.output)[0] + ".history.json", history)
    return 0


def _ppo(args: argparse.Namespace) -> int:
    from .ppo import train

    ws = _workspace(args)
    fit, val = _modules(ws, args, "fit"), _modules(ws, args, "validation")
    _log(f"PPO on {len(fit)} fitting modules, selection on {len(val)} validation modules")
    policy, history = train(ws, _start(ws, args.init), fit, val, iterations=args.iterations, batch=args.batch,
                            lr=args.lr, epochs=args.epochs, clip=args.clip, seed=args.seed, log=_log)
    _export(ws, args, policy, list(fit), {"algorithm": "ppo", "init": os.path.basename(args.init),
                                          "iterations": args.iterations, "batch": args.batch, "lr": args.lr,
                                          "epochs": args.epochs, "clip": args.clip, "seed": args.seed})
    _write_json(os.path.splitext(args.output)[0] + ".history.json", history)
    return 0


def _write_json(path: str, data: Any) -> None:
    from mlbridge_llvm.fileio import atomic_write

    atomic_write(path, json.dumps(data, indent=1, sort_keys=True, default=float) + "\n")


def _evaluate(args: argparse.Namespace) -> int:
    from .evaluate import Variant, evaluate, goals

    ws = _workspace(args)
    held = _modules(ws, args, "held-out")
    model = os.path.abspath(args.model)
    variants = [Variant(args.model_role, "model", ws.config.pipeline, {"spec": f"onnx:{model}"})]
    if args.shipped:
        variants.append(Variant("shipped default", "model-shipped", args.shipped, {"spec": f"onnx:{model}"}))
    for item in args.compare:
        name, _, path = item.partition("=")
        spec = {"spec": f"onnx:{os.path.abspath(path)}"}
        variants.append(Variant("previous", name, ws.config.pipeline, spec))
        if args.shipped:
            variants.append(Variant("previous", f"{name}-shipped", args.shipped, spec))
    figures = evaluate(ws, held, variants, log=_log)
    for label, f in figures.items():
        _log(f"{label}: {f['value']:.5f} package geomean ({f['modules']} modules), worse on {f['worse']}"
             + (f", .text {f['text']:.5f}" if f.get("text") is not None else "")
             + (f", opt time {f['opt_time']:.2f}x" if f.get("opt_time") is not None else ""))
    packages = sorted({n.split("/")[0] for n in held})
    suite = args.suite or (f"{figures['baseline']['modules']} modules of {len(packages)} held-out packages of "
                           f"{os.path.basename(os.path.normpath(args.corpus))} (split_by_package "
                           f"{args.held_out}, at most {ws.config.eval_per_package if args.per_package is None else args.per_package} "
                           "per package; 0: all)")
    command = " ".join(["mlbridge-train", *sys.argv[1:]]) if sys.argv and "mlbridge-train" in sys.argv[0] else \
        f"mlbridge-train evaluate {args.config} CORPUS --model {args.model}"
    extra = []
    for path in args.extra_rows:
        with open(path, encoding="utf-8") as f:
            extra += json.load(f)
    first = ws.config.reward[0]
    report = {"config": ws.config.pass_name, "figures": figures, "suite": suite, "renderer": "learn-evaluation",
              "metric": f"{first.outcome} vs {ws.config.baseline or 'the default'}", "command": command}
    if args.report:
        _write_json(args.report, report)
    if args.goals:
        table = goals(ws, figures, variants, suite, command,
                      ws.config.baseline or "LLVM's default on the prepared module")
        table["rows"] += extra
        _write_json(args.goals, table)
    return 0


_COMMANDS = {"traces": _traces, "bc": _bc, "es": _es, "ppo": _ppo, "evaluate": _evaluate}


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
