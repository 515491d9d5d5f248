"""``mlbridge-demo``'s phase-ordering step: poset-rl in both modes against ``default<Oz>`` on the corpus sample."""
from __future__ import annotations

import time


def demo() -> None:
    """``poset-rl`` in both modes, the models alone and behind the Oz guard, vs ``default<Oz>`` on the committed
    corpus sample: ``.text`` and time."""
    import glob
    import math
    import os

    from mlbridge_llvm.driver import optimize_llvm

    from mlbridge_llvm.ir.codegen import text_size_of_bitcode

    from mlbridge_llvm.resources import inputs_dir

    sample = str(inputs_dir() / "corpus")  # the committed 16-module sample (test/inputs/corpus)
    paths = sorted(glob.glob(os.path.join(sample, "**", "*.bc"), recursive=True))
    # the models alone (measure=0) and the passes as a user gets them (the Oz guard on by default)
    sizes: dict[str, list[int]] = {"default<Oz>": [], "poset-rl<measure=0>": [], "poset-rl": [],
                                   "poset-rl<mode=plan;measure=0>": [], "poset-rl<mode=plan>": [],
                                   "poset-rl<mode=plan;measure=2>": []}
    times = dict.fromkeys(sizes, 0.0)
    for path in paths:
        with open(path, "rb") as f:
            bc = f.read()
        for pipeline in sizes:
            t0 = time.perf_counter()
            out, _ = optimize_llvm(bc, pipeline, name=os.path.basename(path))
            times[pipeline] += time.perf_counter() - t0
            sizes[pipeline].append(text_size_of_bitcode(out))
    oz = sizes["default<Oz>"]
    keep = [i for i, v in enumerate(oz) if v > 0]

    def ratio(key: str) -> float:
        return math.exp(sum(math.log(sizes[key][i] / oz[i]) for i in keep) / len(keep))

    print(f"\nposet-rl (bundled models, in-process) on the {len(paths)}-module corpus sample ({len(keep)} with code; "
          "some are training modules: held-out figures are in models/poset-rl-odg*.md)")
    for key in sizes:
        print(f"  {key:32s} .text {sum(sizes[key]):7d} bytes, geomean {ratio(key):.3f} of Oz, {times[key]:.2f} s")
