"""The inliner's held-out figures: ``.text`` and opt time of ``ml-inline`` pipelines against ``default<Oz>``.

Each pipeline runs with ``mlbridge-corpus run`` over a corpus subset, with ``default<Oz>`` as the baseline in the
same run (module by module, so both see the same machine load). Besides the size figures of
:func:`mlbridge_llvm.corpus.report.size_figures`, each result carries the opt time: the pipeline's summed
``pipeline_seconds`` (parse, passes including the ML pass and its guard, bitcode out) over the baseline's, on the
modules both compiled.
"""
from __future__ import annotations

import os
from typing import Any

from mlbridge_llvm.corpus.report import size_figures
from mlbridge_llvm.corpus.results import latest, read_records


def opt_seconds(results: str) -> dict[str, float]:
    """Summed ``pipeline_seconds`` of the pipeline and of the baseline over the modules where both succeeded, and
    their ratio."""
    by_key = latest(read_records(results))
    modules = {m for m, v in by_key if v == "pipeline"} & {m for m, v in by_key if v == "baseline"}
    both = [m for m in modules if by_key[(m, "pipeline")].get("ok") and by_key[(m, "baseline")].get("ok")]
    p = sum(by_key[(m, "pipeline")]["pipeline_seconds"] for m in both)
    b = sum(by_key[(m, "baseline")]["pipeline_seconds"] for m in both)
    return {"pipeline_seconds": round(p, 3), "baseline_seconds": round(b, 3), "opt_time_ratio": p / b if b else None}


def evaluate(subset: str, pipelines: dict[str, str], work: str, model: str | None = None, backend: str = "local",
             jobs: int = 2, address: str | None = None, baseline: str = "default<Oz>",
             progress: bool = False) -> dict[str, dict[str, Any]]:
    """``label -> figures`` for each pipeline over the corpus ``subset`` against ``baseline`` (``model``: the
    ONNX policy ``ml-inline`` answers with; None: the bundled one)."""
    from mlbridge_llvm.corpus.run import run_corpus
    from mlbridge_llvm.driver import RunnerChoice

    out = {}
    for label, pipeline in pipelines.items():
        results = os.path.join(work, f"{label}.jsonl")
        if os.path.exists(results):
            os.unlink(results)  # never mix runs of another model
        run_corpus(subset, results, pipeline, baseline, RunnerChoice("onnx", model) if model else RunnerChoice(),
                   backend=backend, jobs=jobs, address=address, progress=progress)
        out[label] = {**size_figures(results), **opt_seconds(results)}
    return out
