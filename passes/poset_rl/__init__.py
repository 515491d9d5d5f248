"""``poset-rl``: POSET-RL phase ordering (sub-sequences of Oz chosen by a policy from IR2Vec), as an ML pass.

Entry point (pyproject.toml, group ``mlbridge_llvm.passes``): ``poset-rl = "mlbridge_passes.poset_rl:PASS"``.
"""
from mlbridge_llvm.passes import BenchCommand, MLPass

from .poset import (ADVICE, DEFAULT_MODELS, DEFAULT_STEPS, PASS_NAME, STOP, PosetEnvironment, PosetResult, feature_specs,
                    poset_rl, run)
from .sequences import MANUAL, ODG, SPACES, action_space, gym_action_spaces, replay_pipeline

PASS = MLPass(
    name=PASS_NAME,
    description="phase ordering: sub-sequences of Oz (POSET-RL's ODG or manual space) chosen by a policy from IR2Vec",
    run=run,
    default_model=DEFAULT_MODELS["odg"],
    feature_specs=feature_specs("odg"),
    advice_spec=ADVICE,
    options={"space": "action space: odg (34 sub-sequences, default) or manual (15)",
             "steps": f"most sub-sequences to apply (default {DEFAULT_STEPS}); "
                      f"the model may stop earlier by answering {STOP} (policy mode)",
             "mode": "policy (default: the model picks one sub-sequence per step) or plan (apply each plan of a "
                     "portfolio to a copy, a size critic keeps one; bundled poset-rl-<space>-critic.onnx)",
             "plans": "plan mode: use only the first N plans of the plan file",
             "plan-file": "plan mode: JSON plan file (default: the bundled poset-rl-<space>-plans.json)",
             "guard": "size (default): also compile the baseline pipeline's result (codegen -O2 in-process) and "
                      "keep it unless the ML result's .text is strictly smaller, in both modes; none: the model "
                      "alone decides, no code generation (the published method)",
             "measure": "plan mode: compile the critic's N preferred plans (default 1) and keep the smallest .text "
                        "(with the guard, the baseline's too); measure=0 is the 0.1.0 spelling of guard=none",
             "always-inline": "1 (default): when the module defines an always_inline function, run always-inline "
                              "before the first sub-sequence, as clang does at every -O level; 0: the published "
                              "method, which may leave always_inline calls in place",
             "measure-reloc": "relocation model of the guard's and measure's compiles: auto (default: the module's own, pic if "
                              "clang marked it PIC, as mlbridge-corpus run measures), default, static, pic or "
                              "dynamicnopic",
             "baseline": "the guard's pipeline, measured beside the plans (or the policy's result) and applied "
                         "when they are not strictly smaller, so the pass is never larger than it (default "
                         "default<Oz>; none: the 0.1.0 spelling of guard=none)"},
    bench=BenchCommand("poset", "POSET-RL: compile time per runner vs the published method; size vs Oz and greedy",
                       "mlbridge_training.poset_rl.bench"),
    demo="mlbridge_passes.poset_rl.demo",
    action_spaces=gym_action_spaces,
)

__all__ = ["PASS", "MANUAL", "ODG", "SPACES", "STOP", "PosetEnvironment", "PosetResult", "action_space",
           "feature_specs", "poset_rl", "replay_pipeline"]
