"""``poset-rl``: POSET-RL phase ordering (sub-sequences of Oz chosen by a policy from IR2Vec), as an ML pass.

Entry point (pyproject.toml, group ``mlbridge_llvm.passes``): ``poset-rl = "mlbridge_passes.poset_rl:PASS"``.
"""
from mlbridge_llvm.passes import BenchCommand, MLPass

from .poset import (ADVICE, DEFAULT_MODELS, DEFAULT_STEPS, PASS_NAME, STOP, PosetEnvironment, PosetResult, feature_specs,
                    poset_rl, run)
from .sequences import MANUAL, ODG, SPACES, action_space, replay_pipeline

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
             "measure": "the Oz guard (default 1): plan mode compiles the critic's N preferred plans and the "
                        "baseline (codegen -O2 in-process) and keeps the smallest .text; policy mode compiles the "
                        "policy's result and the baseline and keeps the smaller; 0: the model alone decides, no "
                        "code generation (the published method)",
             "measure-reloc": "with measure=N: relocation model of those compiles: auto (default: the module's own, pic if "
                              "clang marked it PIC, as mlbridge-corpus run measures), default, static, pic or "
                              "dynamicnopic",
             "baseline": "with measure=N: a pipeline measured beside the plans (or the policy's result) and applied "
                         "when they are not strictly smaller, so the pass is never larger than it (default "
                         "default<Oz>; none: off)"},
    bench=BenchCommand("poset", "POSET-RL: compile time per runner vs the published method; size vs Oz and greedy",
                       "mlbridge_passes.poset_rl.bench"),
    demo="mlbridge_passes.poset_rl.demo",
)

__all__ = ["PASS", "MANUAL", "ODG", "SPACES", "STOP", "PosetEnvironment", "PosetResult", "action_space",
           "feature_specs", "poset_rl", "replay_pipeline"]
