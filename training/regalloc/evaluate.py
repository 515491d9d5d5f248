"""The eviction policy against LLVM's default advisor on optimized bitcode, one module per corpus-backend call.

:func:`evaluate_module` (``"mlbridge_training.regalloc.evaluate:evaluate_module"``) optimizes a corpus module with
``default<Oz>`` (what a build would hand to code generation), then generates code twice in its worker process:
with LLVM's default eviction advisor and with the ONNX policy answering every eviction (interactive mode, the mask
enforced). It returns spills, reloads and ``.text`` bytes of both, so a local pool or Ray can map it over the
held-out packages (``scripts/evaluate_held_out.py --regalloc``).
"""
from __future__ import annotations

from typing import Any, Iterable

import numpy as np

EVALUATE_FUNCTION = "mlbridge_training.regalloc.evaluate:evaluate_module"


def package_geomean(per_package: Iterable[tuple[int, int]]) -> float:
    """The protocol's figure: geomean over packages of ``(policy + 1) / (default + 1)``, from each package's summed
    spills+reloads ``(policy, default)`` (the +1 keeps a package without spills defined; per package, so one large
    module cannot decide it). NaN for no package. Training selects by it and the held-out report leads with it."""
    sums = list(per_package)
    return float(np.exp(np.mean([np.log((p + 1) / (b + 1)) for p, b in sums]))) if sums else float("nan")


def evaluate_module(task: dict[str, Any]) -> dict[str, Any]:
    """``task``: ``name``, ``bitcode`` (or ``bc_path``) and ``model`` (an ONNX path). Returns the module's spills,
    reloads and ``.text`` for ``default`` and ``policy``, and the number of eviction questions."""
    from mlbridge_llvm.ir.llvmc import CModule
    from mlbridge_passes.regalloc.regalloc import (MaskedAgent, compile_default, compile_with_agent, runner_agent,
                                                   count_spills, make_runner, text_size)

    bitcode = task.get("bitcode")
    if bitcode is None:
        with open(task["bc_path"], "rb") as f:
            bitcode = f.read()
    with CModule.parse_bitcode(bitcode, task["name"]) as m:
        m.run_passes("default<Oz>")
        optimized = m.to_bitcode()
    out: dict[str, Any] = {"name": task["name"]}
    asm = compile_default(optimized, 2, "assembly")
    obj = compile_default(optimized, 2, "object")
    out["default"] = {"spills": count_spills(asm)[0], "reloads": count_spills(asm)[1], "text": text_size(obj)}
    runner = make_runner(f"onnx:{task['model']}", "evict")
    try:
        agent = MaskedAgent(runner_agent(runner, "evict"), "evict")
        asm, _ = compile_with_agent(optimized, agent, 2, "assembly")
        questions = len(agent.decisions)
        agent = MaskedAgent(runner_agent(runner, "evict"), "evict")
        obj, _ = compile_with_agent(optimized, agent, 2, "object")
    finally:
        runner.close()
    out["policy"] = {"spills": count_spills(asm)[0], "reloads": count_spills(asm)[1], "text": text_size(obj)}
    out["questions"] = questions
    return out
