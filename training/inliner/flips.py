"""Per-decision rewards for the inliner: the ``.text`` change of flipping one of LLVM's decisions.

MLGO trains the inliner with a reward per decision rather than one number per module. Without a development-mode
LLVM, the kit gets one by deviation: compile the module with LLVM's own decision everywhere (the baseline), then
once per question ``i`` with only that decision flipped; ``delta[i] = .text(flipped i) - .text(baseline)``. A
negative delta is a call site where the heuristic's choice costs bytes. The cost is one compilation per question,
which is what the corpus backends are for: :func:`flip_module` is a worker function (``"mlbridge_training.inliner.
flips:flip_module"``) that a local pool or Ray maps over modules, each call in a worker process that survives LLVM
failures (:func:`collect_flips`).

Compilations use the ``MLBridgeInline`` plug-in when the native part is built (LLVM's interactive mode otherwise),
``default<Oz>``, and the kit's ``.text`` measure (codegen -O2, the module's own relocation model).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator

import numpy as np

from mlbridge_llvm.corpus.backends import module_input, task_bitcode
from mlbridge_passes.inliner.features import DEFAULT_INDEX, N_FEATURES

FLIP_FUNCTION = "mlbridge_training.inliner.flips:flip_module"


@dataclass
class ModuleFlips:
    """One module's questions and rewards: LLVM's values per question (``int64 [D, 39]``, the policy's row order,
    ``inlining_default`` last), the baseline ``.text`` and each flip's ``.text`` delta (``None`` past ``max_flips``)."""

    name: str
    base_text: int
    rows: np.ndarray
    deltas: list[int | None]

    @property
    def defaults(self) -> np.ndarray:
        """LLVM's decision per question."""
        return self.rows[:, DEFAULT_INDEX].astype(np.int64)


def _compile(bitcode: bytes, answer: Callable[[int, np.ndarray], int]) -> int:
    """``.text`` of ``bitcode`` after ``default<Oz>`` with ``answer(question_index, values)`` deciding each site."""
    from mlbridge_llvm.ir.codegen import text_size_of_bitcode
    from mlbridge_llvm.ir.llvmc import CModule
    from mlbridge_llvm.native import NativeUnavailable, artifact
    from mlbridge_passes.inliner.features import to_row
    from mlbridge_passes.inliner.inline import ml_inline, ml_inline_plugin

    count = [0]

    def on_values(values: np.ndarray) -> int:
        i, count[0] = count[0], count[0] + 1
        return answer(i, np.asarray(values, np.int64))

    with CModule.parse_bitcode(bitcode) as m:
        try:
            artifact("MLBridgeInline.so")
            ml_inline_plugin(m, on_values)
        except NativeUnavailable:
            ml_inline(m, lambda features: on_values(to_row(features)[0].astype(np.int64)))
        return text_size_of_bitcode(m.to_bitcode(), m.relocation_model)


def flip_module(task: dict[str, Any]) -> dict[str, Any]:
    """Worker function: ``task`` has ``name``, ``bitcode`` (or ``bc_path``) and ``max_flips``; returns the
    :class:`ModuleFlips` fields as plain data (``rows`` as a list of lists)."""
    bitcode = task_bitcode(task)
    rows: list[np.ndarray] = []

    def record(_i: int, values: np.ndarray) -> int:
        rows.append(values.copy())
        return int(values[DEFAULT_INDEX])

    base = _compile(bitcode, record)
    deltas: list[int | None] = []
    for k in range(len(rows)):
        if k >= int(task.get("max_flips", 64)):
            deltas.append(None)
            continue
        flipped = _compile(bitcode, lambda i, v, k=k: int(v[DEFAULT_INDEX]) ^ (i == k))
        deltas.append(flipped - base)
    return {"name": task["name"], "base_text": base, "rows": [r.tolist() for r in rows], "deltas": deltas}


def collect_flips(corpus_root: str, names: Iterable[str], backend: Any, max_flips: int = 64,
                  timeout: float = 600.0, progress: Any = None) -> Iterator[ModuleFlips | tuple[str, str]]:
    """:func:`flip_module` over ``names`` of a corpus on a corpus backend (local pool or Ray); yields a
    :class:`ModuleFlips` per module, or ``(name, error)`` for a module whose compilation failed (unordered)."""
    tasks = []
    for name in names:
        tasks.append({"name": name, "max_flips": max_flips,
                      **module_input(backend, os.path.join(corpus_root, name + ".bc"))})
    for task, outcome in backend.map_unordered(FLIP_FUNCTION, tasks, timeout):
        if progress is not None:
            progress.update(1)
        if not outcome.ok:
            yield task["name"], f"{outcome.kind}: {outcome.error}"
            continue
        v = outcome.value
        rows = np.asarray(v["rows"], np.int64).reshape(-1, N_FEATURES)
        yield ModuleFlips(v["name"], int(v["base_text"]), rows, list(v["deltas"]))


def flip_labels(flips: Iterable[ModuleFlips], min_gain: int = 1) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Training data from flips: features ``float32 [N, 39]``, the better decision per question (LLVM's unless the
    flip saves at least ``min_gain`` bytes) and a weight per question (``1 + |delta|`` bytes; questions past
    ``max_flips`` are left out)."""
    xs, ys, ws = [], [], []
    for f in flips:
        for row, delta in zip(f.rows, f.deltas):
            if delta is None:
                continue
            default = int(row[DEFAULT_INDEX])
            xs.append(row.astype(np.float32))
            ys.append(1 - default if delta <= -min_gain else default)
            ws.append(1.0 + abs(delta))
    return (np.asarray(xs, np.float32).reshape(-1, N_FEATURES), np.asarray(ys, np.int64), np.asarray(ws, np.float64))
