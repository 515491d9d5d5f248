"""``mlbridge-serve --pass ml-regalloc``: a model process answering LLVM's eviction and priority advisors with legal
answers (the pass declaration's serve adapter)."""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from mlbridge_llvm.passes import ServeAdapter

from .features import COLUMN, advisor_of, enforce_mask, to_model_input, to_priority_input
from .policies import mimic_index

__all__ = ["serve_adapter", "serve_agent"]


def serve_adapter(runner: Any) -> ServeAdapter:
    """The pass's declared serve adapter (:class:`~mlbridge_llvm.passes.ServeAdapter`) around :func:`serve_agent`."""
    return ServeAdapter(serve_agent(runner))


def serve_agent(runner: Any) -> Callable[[dict[str, Any]], Any]:
    """The ``mlbridge-serve --pass ml-regalloc`` adapter: LLVM's raw tensors -> model input -> a *legal* answer.

    Handles both advisors (told apart by the feature names). Eviction answers go through :func:`enforce_mask`
    with LLVM-default-like :func:`.policies.mimic_index` as the replacement, so a model
    never crashes the compiler; a non-finite priority is replaced by the live range's size.
    """
    def answer(features: dict[str, Any]) -> Any:
        if advisor_of(features) == "priority":
            value = float(np.asarray(runner.populate_features(priority_features=to_priority_input(features)).evaluate()).reshape(-1)[0])
            return np.float32(value if np.isfinite(value) else float(np.asarray(features["li_size"]).reshape(-1)[0]))
        x = to_model_input(features)
        mask = x[:, COLUMN["mask"]] > 0.5
        out = runner.populate_features(candidates=x).evaluate()
        index, _, _ = enforce_mask(mask, out, mimic_index(x))
        return np.array([index], np.int64)
    return answer
