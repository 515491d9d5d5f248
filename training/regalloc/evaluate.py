"""Eviction policies against LLVM's default advisor on optimized bitcode, one module per corpus-backend call.

:func:`evaluate_module` (``"mlbridge_training.regalloc.evaluate:evaluate_module"``) optimizes a corpus module with
``default<Oz>`` (what a build would hand to code generation; kept in ``task["cache"]`` if given), then generates
code in its worker process with LLVM's default eviction advisor and with each policy of ``task["configs"]``
answering every eviction (interactive mode, the mask enforced). Per configuration it returns spills, reloads and
``.text`` bytes, and the code generation's CPU and wall time (the object compilation, the model's session and
every answer included; the configurations of one module run back to back, in an order that rotates from module to
module), so a local pool or Ray can map it over the held-out packages (``scripts/evaluate_regalloc_held_out.py``).
With ``task["anatomy"]`` it also returns, per configuration, the per-function code-size anatomy of
:mod:`.analysis` (why ``.text`` changed).
"""
from __future__ import annotations

import hashlib
import os
import time
from typing import Any, Iterable

import numpy as np

from mlbridge_llvm.corpus.backends import task_bitcode
EVALUATE_FUNCTION = "mlbridge_training.regalloc.evaluate:evaluate_module"


def package_geomean(per_package: Iterable[tuple[int, int]]) -> float:
    """The protocol's figure: geomean over packages of ``(policy + 1) / (default + 1)``, from each package's summed
    spills+reloads ``(policy, default)`` (the +1 keeps a package without spills defined; per package, so one large
    module cannot decide it). NaN for no package. Training selects by it and the held-out report leads with it."""
    sums = list(per_package)
    return float(np.exp(np.mean([np.log((p + 1) / (b + 1)) for p, b in sums]))) if sums else float("nan")


def optimized_bitcode(task: dict[str, Any]) -> bytes:
    """``task``'s module after ``default<Oz>``: from ``task["cache"]/<name>.bc`` when there, else optimized now (and
    written there when a cache folder is given)."""
    from mlbridge_llvm.fileio import atomic_write
    from mlbridge_llvm.ir.llvmc import CModule

    cached = os.path.join(task["cache"], task["name"] + ".bc") if task.get("cache") else None
    if cached and os.path.isfile(cached):
        with open(cached, "rb") as f:
            return f.read()
    bitcode = task_bitcode(task)
    with CModule.parse_bitcode(bitcode, task["name"]) as m:
        m.run_passes("default<Oz>")
        optimized = m.to_bitcode()
    if cached:
        os.makedirs(os.path.dirname(cached), exist_ok=True)
        atomic_write(cached, optimized)
    return optimized


def _run_config(optimized: bytes, config: dict[str, Any], anatomy: bool) -> dict[str, Any]:
    """One configuration on one module: ``config["model"]`` None (LLVM's default advisor), an ONNX path, or a
    ``policies`` name (``"mimic"``); ``config["guard"] == "spills"``: as ``ml-regalloc<guard=spills>`` does, the
    policy's object and (replayed) assembly and LLVM's default advisor's object and assembly, the allocation with
    fewer spills+reloads kept (tie: smaller ``.text``, then the policy's), all four compilations in the time
    (``kept`` says which)."""
    from mlbridge_llvm.outcomes.size import object_text_size as text_size
    from mlbridge_llvm.outcomes.spills import count_spills
    from mlbridge_passes.regalloc.regalloc import (MaskedAgent, ReplayAgent, compile_default, compile_with_agent,
                                                   make_runner, runner_agent)

    model = config.get("model")
    cpu, wall = time.process_time(), time.perf_counter()
    runner = None
    decisions: list[Any] = []
    if model is None:
        obj = compile_default(optimized, 2, "object")
    else:
        if model.endswith(".onnx"):
            runner = make_runner(f"onnx:{model}", "evict")
            fn: Any = runner_agent(runner, "evict")
        else:
            from mlbridge_passes.regalloc import policies

            fn = getattr(policies, model)
        try:
            agent = MaskedAgent(fn, "evict")
            obj, _ = compile_with_agent(optimized, agent, 2, "object")
        finally:
            if runner is not None:
                runner.close()
        if agent.error is not None:
            raise RuntimeError(f"policy failed: {agent.error}")
        decisions = agent.decisions
    kept = None
    if config.get("guard") == "spills" and model is not None:
        asm, _ = compile_with_agent(optimized, MaskedAgent(ReplayAgent(decisions)), 2, "assembly")
        d_obj, d_asm = compile_default(optimized, 2, "object"), compile_default(optimized, 2, "assembly")
        kept = "default" if (sum(count_spills(d_asm)), text_size(d_obj)) < (sum(count_spills(asm)), text_size(obj)) \
            else "policy"
        if kept == "default":
            obj, asm = d_obj, d_asm
    elif config.get("guard") not in (None, "none"):
        raise ValueError(f"unknown guard {config['guard']!r}")
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    if kept is not None:
        pass
    elif model is None:
        asm = compile_default(optimized, 2, "assembly")
    else:  # the same allocation, the model not asked again
        asm, _ = compile_with_agent(optimized, MaskedAgent(ReplayAgent(decisions)), 2, "assembly")
    assert isinstance(obj, bytes) and isinstance(asm, str)
    spills, reloads = count_spills(asm)
    out: dict[str, Any] = {"spills": spills, "reloads": reloads, "text": text_size(obj), "cpu": cpu, "wall": wall,
                           "questions": len(decisions), "evictions": sum(d.evicts for d in decisions)}
    if kept is not None:
        out["kept"] = kept
    if anatomy:
        from .analysis import asm_spills, disassembly_stats

        funcs = disassembly_stats(obj)
        per_fn = asm_spills(asm)
        for name, f in funcs.items():
            f["spills"], f["reloads"] = per_fn.get(name, (0, 0))
            f["count"], f["cat_bytes"] = dict(f["count"]), dict(f["cat_bytes"])
        out["functions"] = funcs
    return out


def evaluate_module(task: dict[str, Any]) -> dict[str, Any]:
    """``task``: ``name``, ``bitcode`` (or ``bc_path``), ``cache`` (optional folder of optimized bitcode),
    ``configs`` (a list of ``{"label", "model"[, "guard"]}``; default: ``[{"label": "policy", "model":
    task["model"]}]``) and ``anatomy`` (bool). LLVM's default advisor always runs too (label ``default``).

    Returns ``{"name", "configs": {label: figures}}`` plus, for the first policy configuration, the older layout
    ``default``/``policy`` (spills, reloads, text) and ``questions``."""
    optimized = optimized_bitcode(task)
    configs = [{"label": "default", "model": None}] + list(task.get("configs")
                                                           or [{"label": "policy", "model": task["model"]}])
    # rotate the order from module to module: no configuration always runs first (cold caches) or last
    shift = int(hashlib.sha1(task["name"].encode()).hexdigest()[:4], 16) % len(configs)
    results: dict[str, Any] = {}
    for config in configs[shift:] + configs[:shift]:
        results[config["label"]] = _run_config(optimized, config, bool(task.get("anatomy")))
    out: dict[str, Any] = {"name": task["name"], "configs": {c["label"]: results[c["label"]] for c in configs}}
    first = configs[1]["label"]
    out["default"] = {k: results["default"][k] for k in ("spills", "reloads", "text")}
    out["policy"] = {k: results[first][k] for k in ("spills", "reloads", "text")}
    out["questions"] = results[first]["questions"]
    return out
