"""The whole-program step of the kit's demo: one real program built with an ML pass through ``mlbridge-cc``, its own
tests run on both builds, and its size and speed-up against the front end's ``-Oz`` build, with a 95% interval.

The program is the kit's small committed test program (``test/inputs/score/tiny``: a sieve, a sort, a checksum and
a self-test); the whole step takes about ten seconds. :func:`run_demo` is what the demo calls.
"""
from __future__ import annotations

import os
import sys
import tempfile


def run_demo(pipeline: str = "poset-rl", repeats: int = 5, out: str | None = None) -> int:
    """Build, test and time the tiny program with ``pipeline`` against ``-Oz``; print the result; 0 if all passed."""
    from ..resources import inputs_dir
    from .recipes import load_recipes
    from .run import configs_from, run_score

    recipe = os.path.join(str(inputs_dir()), "score", "tiny.json")
    programs = load_recipes(recipe)
    with tempfile.TemporaryDirectory(prefix="mlbridge-score-demo-") as tmp:
        data = run_score(programs, configs_from([f"ml=z:{pipeline}"]), out or os.path.join(tmp, "out"),
                         work=os.path.join(tmp, "work"), repeats=repeats, jobs=2, progress=False)
    base, ml = data["rows"]
    print(f"whole program: {base['program']} built by mlbridge-cc with -Oz (the front end's own pipeline) and with "
          f"{pipeline!r}")
    if ml["status"] != "ok" or base["status"] != "ok":
        print(f"  FAILED: {ml['error'] or base['error']}")
        return 1
    print("  own tests: passed on both builds, same output")
    print(f"  .text: {base['text_bytes']} -> {ml['text_bytes']} bytes ({ml['text_ratio']:.4f}x); "
          f"file: {base['file_bytes']} -> {ml['file_bytes']} bytes")
    print(f"  run time (CPU): {base['median_cpu_s'] * 1e3:.1f} ms -> {ml['median_cpu_s'] * 1e3:.1f} ms (medians of "
          f"{ml['n']}); speed-up {ml['speedup']:.3f} (95% CI {ml['ci_low']:.3f}..{ml['ci_high']:.3f}, "
          f"p={ml['p']:.2g}): {ml['verdict']}")
    print(f"  build CPU time: {ml['compile_ratio']:.2f}x the -Oz build's")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run_demo(*sys.argv[1:2]))
