"""``ml-loop-unroll``: a model chooses, per innermost loop, LLVM's own unrolling, none, or a count (2, 4, 8).

Registered in ``pyproject.toml``::

    [project.entry-points."mlbridge_llvm.passes"]
    ml-loop-unroll = "mlbridge_passes.loop_unroll:PASS"

Run it before LLVM's pipeline, which carries the decisions out: ``mlbridge-opt -passes='ml-loop-unroll,default<O3>'``
or ``mlbridge-cc -O3 --mlbridge-passes=ml-loop-unroll,default``. :mod:`.unroll` reads the loops and writes the
metadata, :mod:`.features` is what the model sees, :mod:`.actions` what it can answer, :mod:`.policies` hand-written
answers.
"""
from __future__ import annotations

from pathlib import Path

from mlbridge_llvm.errors import ConfigError
from mlbridge_llvm.passes import MLPass, PassContext

from .actions import ACTIONS, Action, action_at, action_named
from .features import ADVICE, FEATURE_NAMES, FEATURES
from .unroll import CANONICALIZE_PIPELINE, Question, apply, questions

NAME = "ml-loop-unroll"
#: The bundled model, under the kit's ``models/``.
DEFAULT_MODEL = "loop-unroll.onnx"


def _flag(ctx: PassContext, key: str, default: str) -> bool:
    value = ctx.option(key, default)
    if value not in ("0", "1"):
        raise ConfigError(f"{NAME}: option {key}={value!r}: expected 0 or 1")
    return value == "1"


def decide(ctx: PassContext, question: Question) -> Action:
    """The answer for one loop: the ``decision=`` option when given, else the model's."""
    forced = ctx.option("decision", "")
    if forced:
        return action_named(forced)
    return action_at(ctx.runner.populate_features(loop_features=question.features).evaluate(int))


def run(ctx: PassContext) -> None:
    """Ask about every innermost loop, write the answers as ``!llvm.loop`` metadata; one remark per loop."""
    decided: list[tuple[Question, Action]] = []
    for q in questions(ctx.module, canonicalize=_flag(ctx, "canonicalize", "1")):
        if q.skip:
            ctx.remark("LoopUnroll", q.function, kind="Missed", loop=q.header, reason=q.skip)
            continue
        action = decide(ctx, q)
        decided.append((q, action))
        ctx.remark("LoopUnroll", q.function, kind="Missed" if action.name == "llvm" else "Passed", loop=q.header,
                   decision=action.name, trip_count=q.trip_count if q.trip_count is not None else "unknown",
                   instructions=int(q.features[0, FEATURE_NAMES.index("instructions")]))
    apply(ctx.module, decided)


PASS = MLPass(
    name=NAME,
    description="per innermost loop, LLVM's unrolling, none or a count (2/4/8), as !llvm.loop metadata that "
                "LLVM's own unroller carries out in the pipeline that follows",
    run=run,
    default_model=DEFAULT_MODEL,
    feature_specs=[FEATURES],
    advice_spec=ADVICE,
    options={"decision": f"the same answer for every loop, no model: {', '.join(a.name for a in ACTIONS)}",
             "canonicalize": "1 (default): read the features from a copy in LLVM's canonical loop form "
                             f"({CANONICALIZE_PIPELINE}); 0: from the module as it is"},
)

__all__ = ["ACTIONS", "ADVICE", "CANONICALIZE_PIPELINE", "DEFAULT_MODEL", "FEATURES", "FEATURE_NAMES", "NAME", "PASS",
           "Question", "apply", "decide", "questions", "run"]
