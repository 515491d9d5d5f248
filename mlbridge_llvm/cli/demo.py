"""mlbridge-demo: what the kit does, end to end on its bundled inputs and models.

It opens with a short table (step, what it shows, result, time) whose rows appear as the steps end, with each
running step shown on stderr; the detailed figures go to the output folder (-o): rtt.txt, the round-trip table
(with rtt.json, rtt.csv and rtt.png), and demo.txt, what each step printed. Steps:

1. round trips: one real ONNX/numpy model asked through every runner and SerDes (onnxruntime and the compiled
   runner in-process, Python, pipes with bitstream/JSON/protobuf, gRPC, ML-Compiler-Bridge's compilerinterface),
   every answer checked; the quick sweep (10 vectors) gives no target verdicts, --full runs the judged 100-vector one.
2. stock LLVM opt: LLVM 22's opt runs its ML inliner in interactive mode and our host answers every decision with
   LLVM's own advice; the module must equal the heuristic's bit for bit.
3. each installed ML pass's own demo: rl-loop-distribute on 41 loop kernels (every distributed loop JIT-run
   against the original), poset-rl on the 16-module corpus sample against -Oz.
4. whole program: the small committed program test/inputs/score/tiny built by mlbridge-cc with poset-rl and with
   the front end's -Oz, its own tests run on both, size and run time compared (needs a clang 22 front end: the cc
   extra's ziglang or a system clang-22, else the row says it is skipped).

A failed check ends the demo with FAILED in its row and one error line (exit 1).
"""
from __future__ import annotations

import sys

from . import entry


def main(argv: list[str] | None = None) -> int:
    """Run the demo; errors print one line and exit 1."""
    ap = entry.parser("mlbridge-demo", __doc__)
    ap.add_argument("-o", "--outdir", default="bench-results",
                    help="where rtt.txt, rtt.json, rtt.csv, rtt.png and demo.txt go")
    ap.add_argument("--full", action="store_true", help="the paper's full 100-vector sweep instead of the quick one")
    args = ap.parse_args(argv)

    def body() -> int:
        from ..demo import run_steps, steps

        run_steps(steps(args.outdir, args.full), args.outdir)
        return 0

    return entry.run("mlbridge-demo", body, argv)


if __name__ == "__main__":
    sys.exit(main())
