"""``ml-inline``: every inlining decision of LLVM's ``default<Oz>``, judged by the module's ``.text``.

The policy alone (``guard=none``) is what is learned; the shipped pass adds the size guard. LLVM sends its own
decision (``inlining_default``, the 39th feature), so the default can be imitated exactly, and any deviation from it
is what costs the guard its compile time (models/inliner-oz.md).
"""

CONFIG = {
    "pass": "ml-inline",
    "description": "ml-inline's policy: inline or not at each call site of default<Oz>, for .text",
    "pipeline": "ml-inline<guard=none>",
    "baseline": "default<Oz>",
    "decision": {"kind": "class", "classes": 2, "default": ["features", 38]},
    "reward": [{"outcome": "text", "weight": 1.0}],
    "explore": {"epsilon": 0.05, "actions": [0, 1]},
    "model": {"hidden": 16, "preprocess": "signed_log1p"},
    "eval": {"per_package": 40, "max_bytes": 200_000,
             "goal": {"description": "ml-inline default <= 0.99 (.text vs default<Oz>, package geomean, held-out), no module "
                              "larger, <= 1.3x opt time", "value": 0.99, "opt_time": 1.3}},
}
