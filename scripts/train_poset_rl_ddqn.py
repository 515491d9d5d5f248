#!/usr/bin/env python3
"""Train a ``poset-rl`` policy with Double DQN, as published (POSET-RL, ISPASS'22), on the gym environment.

    .venv/bin/python scripts/train_poset_rl_ddqn.py /tmp/corpus [--transport pipe --workers 2] [--env-steps 8000]

The trainer is the model side: with ``--transport pipe`` (default) or ``grpc`` each worker is a compiler process
(:func:`passes.poset_rl.env.make_envs`: one FIFO pair or gRPC port each) and the trainer steps them concurrently;
``inprocess`` runs one environment in this process. Same split as the other poset-rl scripts (module-name hash, 40%
held out); 20% of the training modules (a second hash) are validation modules: every ``--eval-every`` environment
steps the greedy policy is rolled out on them (the pass's loop) and the best snapshot is kept. The kept Q-network is
exported as the pass's ONNX policy (``--out``) and evaluated once on the held-out modules. Writes
``<out>.train-report.json`` (learning curve, validation scores, held-out rows). numpy only.
"""
from __future__ import annotations

import argparse
import copy
import json
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from mlbridge_training.common import log as _log  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus")
    ap.add_argument("--out", default="build/poset-rl-ddqn/poset-rl-odg-ddqn.onnx")
    ap.add_argument("--space", default="odg", choices=["odg", "manual"])
    ap.add_argument("--steps", type=int, default=15, help="episode step limit")
    ap.add_argument("--max-bytes", type=int, default=60_000)
    ap.add_argument("--transport", default="pipe", choices=["inprocess", "pipe", "grpc"])
    ap.add_argument("--workers", type=int, default=2, help="compiler workers (pipe/grpc)")
    ap.add_argument("--env-steps", type=int, default=8000, help="environment steps in total (all workers)")
    ap.add_argument("--warmup", type=int, default=400, help="random steps before learning (also fix the input "
                                                            "standardisation)")
    ap.add_argument("--eval-every", type=int, default=2000)
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--gamma", type=float, default=0.95)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--target-every", type=int, default=250, help="updates between target-network copies")
    ap.add_argument("--eps-steps", type=int, default=4000, help="steps over which epsilon decays 1 -> 0.05")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--limit", type=int, default=0, help="at most this many training modules (0 = all)")
    ap.add_argument("--held-out-limit", type=int, default=0)
    ap.add_argument("--no-eval", action="store_true", help="skip the held-out evaluation")
    ap.add_argument("--work", default="build/poset-rl-train", help="oracle cache shared with the other scripts")
    args = ap.parse_args(argv)

    from tqdm import tqdm

    from mlbridge_llvm.fileio import atomic_write
    from mlbridge_llvm.onnx_models import save_model
    from mlbridge_training.poset_rl import ddqn as D
    from mlbridge_training.poset_rl import train as T
    from mlbridge_training.poset_rl.env import PosetRLEnv, make_envs, step_all

    blobs, train_names, held_names = T.load_corpus(args.corpus, args.max_bytes, args.limit, args.held_out_limit)
    fit_names, val_names = T.validation_split(train_names)
    fit = [(m, blobs[m]) for m in fit_names]
    val = [(m, blobs[m]) for m in val_names]
    _log(f"{len(fit)} fit modules, {len(val)} validation, {len(held_names)} held out; transport {args.transport}, "
         f"{args.workers if args.transport != 'inprocess' else 1} worker(s)")

    cfg = D.DDQNConfig(hidden=args.hidden, gamma=args.gamma, lr=args.lr, eps_steps=args.eps_steps,
                       target_every=args.target_every)
    rng = np.random.default_rng(args.seed)
    if args.transport == "inprocess":
        envs = [PosetRLEnv(fit, args.space, args.steps, seed=args.seed)]
    else:
        envs = make_envs(fit, args.workers, args.transport, space=args.space, max_steps=args.steps, seed=args.seed)
    replay = D.Replay(cfg.buffer, envs[0].n_actions)
    pending: list[tuple] = []
    learner = None
    curve: list[dict] = []
    evals: list[dict] = []
    best: tuple[float, object] | None = None
    val_oz = {s.module: s.oz_size for s in T.collect(val, args.space, args.steps, args.workers, lambda _m: None,
                                                     cache=os.path.join(args.work, "oracle"))}
    val_code = [(n, bc) for n, bc in val if val_oz.get(n)]

    def validate(q) -> float:
        rolls = T.evaluate(q.act, val_code, args.space, args.steps, args.workers)
        return T.geomean([r.size / val_oz[r.module] for r in rolls])

    t0 = time.time()
    try:
        obs = [e.reset()[0] for e in envs]
        returns = [0.0] * len(envs)
        done_returns: list[float] = []
        losses: list[float] = []
        steps = 0
        with tqdm(total=args.env_steps, desc="DDQN", unit="step") as bar:
            while steps < args.env_steps:
                eps = 1.0 if learner is None else D.epsilon(cfg, steps - args.warmup)
                actions = [D.act(learner.online, o, eps, rng) if learner else
                           int(rng.choice(np.append(np.flatnonzero(o["action_mask"] > 0), e.n_actions)))
                           for o, e in zip(obs, envs)]
                results = step_all(envs, actions) if len(envs) > 1 else [envs[0].step(actions[0])]
                for i, (nxt, r, term, trunc, _info) in enumerate(results):
                    item = (obs[i], actions[i], r, nxt, term or trunc)
                    if learner is None:
                        pending.append(item)
                    else:
                        replay.add(*item)
                    returns[i] += r
                    obs[i] = nxt
                    if term or trunc:
                        done_returns.append(returns[i])
                        returns[i] = 0.0
                        obs[i] = envs[i].reset()[0]
                steps += len(envs)
                bar.update(len(envs))
                if learner is None and len(pending) >= args.warmup:
                    q = D.new_qnet(envs[0].n_actions, cfg.hidden, np.stack([p[0]["embedding"] for p in pending]),
                                   np.stack([p[0]["module_features"] for p in pending]), args.seed)
                    learner = D.Learner(q, cfg)
                    for p in pending:
                        replay.add(*p)
                    pending.clear()
                if learner is not None:
                    for _ in range(len(envs)):
                        losses.append(learner.update(replay.sample(rng, cfg.batch)))
                if steps % 200 < len(envs) and done_returns:
                    curve.append({"env_steps": steps, "epsilon": eps, "mean_return_last": float(np.mean(done_returns[-50:])),
                                  "loss": float(np.mean(losses[-200:])) if losses else None})
                    bar.set_postfix(ret=f"{curve[-1]['mean_return_last']:.3f}", eps=f"{eps:.2f}")
                if learner is not None and (steps % args.eval_every < len(envs) or steps >= args.env_steps):
                    score = validate(learner.online)
                    evals.append({"env_steps": steps, "val_geomean_vs_oz": score})
                    _log(f"step {steps}: validation .text/Oz {score:.4f} (epsilon {eps:.2f}, "
                         f"{len(done_returns)} episodes)")
                    if best is None or score < best[0]:
                        best = (score, copy.deepcopy(learner.online))
    finally:
        for e in envs:
            e.close()
    if best is None:
        raise SystemExit("no Q-network was trained: --env-steps must exceed --warmup")
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    save_model(T.to_onnx(best[1]), args.out)
    _log(f"wrote {args.out} (validation .text/Oz {best[0]:.4f}; {time.time() - t0:.0f} s)")
    report = {"corpus": args.corpus, "space": args.space, "transport": args.transport, "workers": len(envs),
              "config": vars(cfg), "env_steps": args.env_steps, "warmup": args.warmup, "curve": curve,
              "validation": evals, "selected_val_geomean_vs_oz": best[0], "time_s": time.time() - t0}
    if not args.no_eval:
        held = [(n, blobs[n]) for n in held_names]
        report["held_out"] = T.evaluate_held_out(args.out, held, args.space, args.steps, args.workers,
                                                 os.path.join(args.work, "oracle"), _log)
        s = report["held_out"]["summary"]
        _log(f"held out ({s['modules']} modules with code): DDQN policy/Oz {s['policy_vs_oz']:.4f} (smaller on "
             f"{s['policy_smaller']}, larger on {s['policy_larger']}; {s['policy_mean_steps']:.1f} steps), "
             f"oracle/Oz {s['oracle_vs_oz']:.4f}")
    path = os.path.splitext(args.out)[0] + ".train-report.json"
    atomic_write(path, json.dumps(report, indent=1) + "\n")
    _log(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
