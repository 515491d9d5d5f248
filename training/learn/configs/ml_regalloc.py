"""``ml-regalloc`` (eviction): every eviction of LLVM's greedy register allocator, judged by spills+reloads and
``.text``.

Code generation is the pass's own (it writes the object and the assembly, ``obj=``/``asm=``), on modules optimized
with ``default<Oz>`` first, as a build hands them to code generation; the baseline is LLVM's default eviction
advisor on the same modules and the same code generator (llvmlite's LLVM 22, ``compiler=llvmlite``, the route the
kit's earlier trainer and its held-out figures used). The cost weighs ``.text`` forty times as much as spills (0.1% of a
module's bytes as 4% of its spills): spills alone reward a policy that removes a reload at the price of a register
copy or a callee-saved push/pop (models/regalloc-evict.md), and with ten times (the earlier trainer's weight) ES
fine-tuning through this path lowered spills but not ``.text`` on the held-out packages; the shipped model was made
with forty.
"""

CONFIG = {
    "pass": "ml-regalloc",
    "description": "ml-regalloc's eviction policy: which live range to evict, for spills+reloads and .text",
    "pipeline": "ml-regalloc<compiler=llvmlite>",
    "baseline": "",
    "prepare": "default<Oz>",
    "outputs": {"object": "obj", "assembly": "asm"},
    "reloc": "default",
    "teacher": "python:mlbridge_passes.regalloc.policies:mimic",
    "max_questions": 50,
    "decision": {"kind": "scores", "classes": 33, "name": "index_to_evict", "output": "scores", "mask_column": 0},
    "reward": [{"outcome": "spills_reloads", "weight": 1.0, "smoothing": 1.0}, {"outcome": "text", "weight": 40.0}],
    "model": {"hidden": 16},
    "eval": {"per_package": 15, "max_bytes": 200_000,
             "goal": {"description": "eviction spills <= 0.97 with .text <= 1.000 (package geomean, held-out)",
                      "value": 0.97, "text_ratio": 1.0}},
}
