"""Measurements behind poset-rl's size model and cheap guard: per module, the candidates the pass can build, their
``.text``, what predicting it costs and what building and measuring it costs.

For every module (:func:`measure_module`, one job per module on the training backend, cached per module):

* candidate states: ``oz`` (``default<Oz>``), ``ozoz`` (``default<Oz>`` twice), ``os`` (``default<Os>``), ``policy``
  (the shipped policy's episode, :func:`mlbridge_passes.poset_rl.poset.poset_rl`) and ``plan0`` ... ``planK-1`` (the
  shipped plan file's plans, shared prefixes applied once, as plan mode does);
* per state: ``.text`` (codegen -O2 with the module's own relocation model, as the guard and ``mlbridge-corpus run``
  measure), the native per-function size features (:mod:`mlbridge_llvm.native.size_features`: LLVM's TTI code-size
  cost and counts), the shipped critic's 111 size features, and whether its bitcode equals ``oz``'s;
* CPU seconds (``time.process_time``) of each step: parsing, each pipeline, each sub-sequence of the plans (by
  prefix), the policy's episode, each code generation, each feature walk. They feed the cost side of the cheap-guard
  trade-off; the figures that are reported come from ``mlbridge-corpus run`` (``scripts/evaluate_held_out.py``).
"""
from __future__ import annotations

import hashlib
import os
import pickle
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import numpy as np

from mlbridge_llvm.fileio import atomic_write

#: Bump when what is measured changes (old cache files are then ignored).
VERSION = "sd3"
RULE_PIPELINES = {"oz": "default<Oz>", "os": "default<Os>"}


@dataclass
class State:
    """One candidate of one module."""

    text: int
    rows: np.ndarray          # float64 [F, C] native size features per defined function
    counts: np.ndarray        # float64 [111] the shipped critic's size features
    same_as_oz: bool
    codegen_seconds: float
    feature_seconds: float


@dataclass
class ModuleData:
    """Every candidate of one module and what each step cost."""

    name: str
    reloc: str
    input_bytes: int
    states: dict[str, State]
    seconds: dict[str, float]   # parse, oz, ozoz (the second Oz run), os, policy, plan:<prefix> (last sub-sequence)
    policy_actions: tuple[int, ...] = ()
    plans: tuple[tuple[int, ...], ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)

    def plan_seconds(self, ks: Sequence[int]) -> float:
        """CPU seconds to build plans ``ks`` with shared prefixes (each prefix once), clones excluded."""
        prefixes = {p[:i] for k in ks for p in [self.plans[k]] for i in range(1, len(p) + 1)}
        return sum(self.seconds.get("plan:" + ",".join(map(str, s)), 0.0) for s in prefixes)


def _timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    t = time.process_time()
    v = fn()
    return v, time.process_time() - t


_RUNNER: Any = None


def _policy_runner() -> Any:
    global _RUNNER
    if _RUNNER is None:
        from mlbridge_llvm.passes import default_model_spec
        from mlbridge_llvm.runners import create_runner
        from mlbridge_passes.poset_rl.poset import ADVICE, DEFAULT_MODELS, feature_specs

        _RUNNER = create_runner(default_model_spec("poset-rl", DEFAULT_MODELS["odg"], "policy"),
                                feature_specs=feature_specs("odg"), advice_spec=ADVICE)
    return _RUNNER


def measure_module(name: str, bitcode: bytes, plans: Sequence[Sequence[int]], space: str = "odg") -> ModuleData:
    """Build and measure every candidate of one module (module docstring)."""
    from mlbridge_llvm.ir.codegen import text_size_of_bitcode
    from mlbridge_llvm.ir.llvmc import CModule
    from mlbridge_llvm.native.size_features import function_size_features
    from mlbridge_passes.poset_rl.critic import size_features
    from mlbridge_passes.poset_rl.poset import poset_rl
    from mlbridge_passes.poset_rl.sequences import action_space

    actions = action_space(space)
    seconds: dict[str, float] = {}
    base, seconds["parse"] = _timed(lambda: CModule.parse_bitcode(bitcode, name))
    reloc = base.relocation_model
    mods: dict[str, Any] = {}
    owned: list[Any] = []
    try:
        def derive(key: str, src: Any, pipeline: str) -> Any:
            m = src.clone()
            owned.append(m)
            _, seconds[key] = _timed(lambda: m.run_passes(pipeline))
            mods[key] = m
            return m
        oz = derive("oz", base, RULE_PIPELINES["oz"])
        derive("ozoz", oz, RULE_PIPELINES["oz"])
        derive("os", base, RULE_PIPELINES["os"])
        pol = base.clone()
        owned.append(pol)
        res, seconds["policy"] = _timed(lambda: poset_rl(pol, _policy_runner(), space))
        mods["policy"] = pol
        prefix: dict[tuple[int, ...], Any] = {(): base}

        def state(s: tuple[int, ...]) -> Any:
            if s not in prefix:
                m = state(s[:-1]).clone()
                owned.append(m)
                _, seconds["plan:" + ",".join(map(str, s))] = _timed(lambda: m.run_passes(actions[s[-1]]))
                prefix[s] = m
            return prefix[s]
        for k, p in enumerate(plans):
            mods[f"plan{k}"] = state(tuple(p))
        oz_bc = oz.to_bitcode()
        out: dict[str, State] = {}
        for key, m in mods.items():
            bc = m.to_bitcode()
            text, cg = _timed(lambda: text_size_of_bitcode(bc, reloc))
            rows, fs = _timed(lambda: function_size_features(m))
            out[key] = State(text, rows, size_features(m), bc == oz_bc, cg, fs)
        return ModuleData(name, reloc, len(bitcode), out, seconds, tuple(res.actions),
                          tuple(tuple(p) for p in plans))
    finally:
        for m in owned:
            m.dispose()
        base.dispose()


def _job(args: tuple[str, bytes, tuple, str, str | None]) -> ModuleData:
    name, bitcode, plans, space, path = args
    if path and os.path.exists(path):
        with open(path, "rb") as f:
            return pickle.load(f)
    data = measure_module(name, bitcode, plans, space)
    if path:
        atomic_write(path, pickle.dumps(data))
    return data


def cache_path(cache: str | None, name: str, bitcode: bytes, plans: Sequence[Sequence[int]], space: str) -> str | None:
    """The per-module cache file (None without ``cache``)."""
    if not cache:
        return None
    os.makedirs(cache, exist_ok=True)
    key = hashlib.sha1(f"{VERSION}|{name}|{space}|{plans}".encode() + bitcode).hexdigest()[:20]
    return os.path.join(cache, key + ".pkl")


def collect(modules: Sequence[tuple[str, bytes]], plans: Sequence[Sequence[int]], space: str = "odg",
            workers: int = 2, cache: str | None = None, progress: Callable[[int, int], None] | None = None,
            on_failure: Callable[[Any, str], None] | None = None) -> dict[str, ModuleData]:
    """:func:`measure_module` over ``modules`` on the training backend (per-module cache in ``cache``); modules whose
    job failed (``on_failure`` is told) are left out."""
    from mlbridge_training.pool import pool_map

    plans_t = tuple(tuple(int(a) for a in p) for p in plans)
    jobs = [(n, bc, plans_t, space, cache_path(cache, n, bc, plans_t, space)) for n, bc in modules]
    out = {}
    for d in pool_map(_job, jobs, workers, progress=progress, on_failure=on_failure,
                      label=lambda j: j[0]):
        if d is not None:
            out[d.name] = d
    return out
