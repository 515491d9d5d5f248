"""``mlbridge-demo``'s steps: what the kit does, shown on its bundled inputs, one row of a short table per step.

The demo opens with a table in plain words (step, what it shows, result, time) whose rows appear as the steps end;
while a step runs, standard error shows it (a line with the elapsed time on a terminal, with a bar where the step
reports its progress; one line per step otherwise). The detailed figures go to files in the output folder:
``rtt.txt`` (the round-trip table, with ``rtt.json``/``.csv``/``.png``) and ``demo.txt`` (everything the steps
printed), which one line names at the end. A step whose check fails gets ``FAILED`` in its row and ends the demo
with a one-line error.

Steps: (1) one model asked through every runner (:mod:`.bench.rtt`, the quick sweep: 10 vectors, no verdicts);
(2) LLVM 22's stock ``opt`` asking our host each inlining decision over FIFOs, whose module must equal the
heuristic's; (3...) each installed ML pass's own demo step (``MLPass.demo``; a demo may return its one-line
result); (last) a whole program built by ``mlbridge-cc`` (:mod:`.score.demo`).
"""
from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
import textwrap
import threading
import time
from dataclasses import dataclass
from importlib import resources
from typing import Any, Callable, TextIO

from .errors import MLBridgeError
from .fileio import atomic_write
from .native.progress import is_terminal

#: ``progress(done, total)``: a step's report of how far it is.
Progress = Callable[[int, int], None]

#: Plain words for the shipped passes' demo steps (a pass not listed here is described by its declaration).
PASS_STEPS = {
    "poset-rl": ("phase ordering by a model (poset-rl): code size of 16 corpus modules against LLVM's -Oz",
                 "done; sizes per mode in demo.txt"),
    "rl-loop-distribute": ("loop distribution chosen by a cost model and by RL agents on 41 loop kernels; every "
                           "distributed loop run (JIT) against the original", "every distributed loop computed the "
                           "same as the original; speed-ups in demo.txt"),
}
#: Column widths of the table (the time column is right-aligned after them).
WIDTHS = (20, 44, 44)


class StepFailed(MLBridgeError):
    """A step's check failed: the message is its row's result and the demo's one-line error."""


@dataclass
class Step:
    """One row of the demo: ``name`` and ``shows`` in plain words, ``run(progress)`` returns the result (a short
    phrase) or raises :class:`StepFailed`."""

    name: str
    shows: str
    run: Callable[[Progress], str]


def _cells(row: tuple[str, str, str, str]) -> str:
    """One table row, its cells wrapped to :data:`WIDTHS`."""
    wrapped = [textwrap.wrap(text, width, break_on_hyphens=False) or [""] for text, width in zip(row[:3], WIDTHS)]
    lines = []
    for i in range(max(len(w) for w in wrapped)):
        parts = [(w[i] if i < len(w) else "").ljust(width) for w, width in zip(wrapped, WIDTHS)]
        lines.append(("  ".join(parts) + "  " + (row[3] if i == 0 else "").rjust(5)).rstrip())
    return "\n".join(lines)


class Ticker:
    """What a running step shows on ``stream``: on a terminal, a live line with the elapsed time (a bar once the step
    reports progress), removed when the step ends; elsewhere one line when the step starts."""

    def __init__(self, label: str, stream: TextIO):
        self.stream, self.bar = stream, None
        self._stop = threading.Event()
        if is_terminal(stream):
            from tqdm import tqdm

            self.bar = tqdm(total=None, desc=label, file=stream, leave=False, dynamic_ncols=True, mininterval=0,
                            bar_format="{desc}: {elapsed}")
            threading.Thread(target=self._tick, daemon=True).start()
        else:
            print(label, file=stream, flush=True)

    def _tick(self) -> None:
        while not self._stop.wait(1.0):
            if self.bar is not None:
                self.bar.refresh()

    def update(self, done: int, total: int) -> None:
        """The step is ``done`` of ``total`` through its work: the live line becomes a bar."""
        if self.bar is None or total <= 0:
            return
        if self.bar.total != total:
            self.bar.total = total
            self.bar.bar_format = "{desc}: {percentage:3.0f}%|{bar}| {n}/{total} [{elapsed}<{remaining}]"
        self.bar.n = done
        self.bar.refresh()

    def close(self) -> None:
        """Remove the live line."""
        self._stop.set()
        if self.bar is not None:
            self.bar.close()
            self.bar = None


def run_steps(steps: list[Step], outdir: str, out: TextIO | None = None, err: TextIO | None = None) -> None:
    """Run ``steps`` in order: the table on ``out`` (default stdout), progress on ``err`` (default stderr), what the
    steps print into ``outdir/demo.txt``. Raises the first :class:`StepFailed` (or other error) after its row."""
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    os.makedirs(outdir, exist_ok=True)
    details = os.path.join(outdir, "demo.txt")
    print(f"mlbridge-demo: what the kit does, in {len(steps)} steps on its bundled inputs and models\n", file=out)
    print(_cells(("step", "what it shows", "result", "time")), file=out)
    print(_cells(("-" * WIDTHS[0], "-" * WIDTHS[1], "-" * WIDTHS[2], "-----")), file=out, flush=True)
    log: list[str] = []
    try:
        for number, step in enumerate(steps, 1):
            ticker = Ticker(f"mlbridge-demo: [{number}/{len(steps)}] {step.name}", err)
            captured = io.StringIO()
            start = time.monotonic()
            failure: BaseException | None = None
            try:
                with contextlib.redirect_stdout(captured):
                    result = step.run(ticker.update)
            except KeyboardInterrupt as e:
                failure, result = e, "interrupted"
            except Exception as e:  # noqa: BLE001 - its row says FAILED, then it is raised
                failure = e
                result = f"FAILED: {' '.join(str(e).split()) if isinstance(e, MLBridgeError) else type(e).__name__}"
            finally:
                ticker.close()
            log.append(f"== {number}. {step.name}: {step.shows}\n{captured.getvalue().strip()}\n-> {result}\n")
            seconds = time.monotonic() - start
            print(_cells((f"{number} {step.name}", step.shows, result, f"{seconds:.0f} s")), file=out, flush=True)
            if failure is not None:
                raise failure
    finally:
        atomic_write(details, "\n".join(log))
        print(f"\nDetails: {details} (what each step printed) and {os.path.join(outdir, 'rtt.txt')} (the round-trip "
              "table; rtt.json, rtt.csv, rtt.png beside it)", file=out, flush=True)


# ---- the steps -------------------------------------------------------------------------------------------------------
def round_trips(outdir: str, full: bool) -> Step:
    """Step: one model asked through every runner and SerDes (the paper's round-trip sweep, quick unless ``full``)."""
    def run(progress: Progress) -> str:
        from .bench import rtt

        rows = rtt.run(quick=not full, repeat=3, outdir=outdir, echo=False, progress=progress)["rows"]
        runners = [r for r in rows if "(floor)" not in r["runner"]]
        skipped = [r for r in runners if str(r["wrong_answers"]).startswith("skipped")]
        for r in runners:
            if r not in skipped and r["wrong_answers"] != 0:
                raise StepFailed(f"{r['runner']}: {r['wrong_answers']}"
                                 + (" wrong answers" if isinstance(r["wrong_answers"], int) else ""))
        per = {r["runner"]: r.get("per_call_us") for r in runners}
        shown = [(label, per.get(name)) for label, name in (("compiled", "compiled"), ("pipe", "pipe+bitstream"),
                                                            ("gRPC", "grpc+protobuf"))]
        text = f"all {len(runners) - len(skipped)} runners answered every query right"
        if skipped:
            text += f" ({len(skipped)} skipped: {skipped[0]['wrong_answers'].split(': ', 1)[1]})"
        return text + "; a query: " + ", ".join(f"{label} {_us(v)}" for label, v in shown if v is not None)
    return Step("round trips", "one model asked through every runner: in-process (ONNX, compiled, Python), over "
                "pipes (bitstream, JSON, protobuf), gRPC, and ML-Compiler-Bridge's own model side", run)


def _us(microseconds: float) -> str:
    return f"{microseconds:.0f} us" if microseconds < 1000 else f"{microseconds / 1000:.1f} ms"


def stock_opt() -> Step:
    """Step: LLVM 22's stock ``opt`` asks our host every inlining decision over FIFOs (interactive mode); the host
    answers with LLVM's own advice, so the module must be the heuristic's, bit for bit."""
    def run(progress: Progress) -> str:
        from .interface.mlgo import InteractiveHost
        from .ir.tools import find_tool

        opt = find_tool("opt")
        src = str(resources.files("mlbridge_llvm.data").joinpath("inline_demo.ll"))
        base_cmd = [opt, "-S", "-passes=default<O2>", src]
        heuristic = subprocess.run(base_cmd, capture_output=True, check=True).stdout
        with InteractiveHost(timeout=30) as host:
            t0 = time.perf_counter()
            proc = subprocess.Popen(base_cmd + ["-enable-ml-inliner=release",
                                                f"-inliner-interactive-channel-base={host.channel}",
                                                "-inliner-interactive-include-default"],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            result = host.serve(lambda f: int(f["inlining_default"][0]), alive=lambda: proc.poll() is None)
            stdout, stderr = proc.communicate(timeout=30)
            seconds = time.perf_counter() - t0
        if proc.returncode != 0:
            raise StepFailed(f"opt failed: {' '.join(stderr.decode(errors='replace').split())}")
        print(f"LLVM 22 opt's ML inliner (interactive mode) asked our host over FIFOs: {result.count} decisions "
              f"({sum(1 for d in result.decisions if d[2])} inline), {len(result.header.features)} features each, "
              f"{seconds * 1e3:.1f} ms with process start")
        if stdout != heuristic:
            raise StepFailed("opt's module differs from its heuristic's although every answer was LLVM's own advice")
        return f"the same module as LLVM's heuristic, bit for bit ({result.count} decisions asked)"
    return Step("stock LLVM opt", "LLVM 22's own opt asks our host each inlining decision over FIFOs; the host gives "
                "LLVM's advice back, so the module must be the heuristic's", run)


def pass_step(ml_pass: Any) -> Step:
    """Step: an installed pass's own demo (``MLPass.demo``: a module whose ``demo()`` prints its figures and may
    return a one-line result)."""
    shows, result = PASS_STEPS.get(ml_pass.name, (ml_pass.description, "done; its figures in demo.txt"))

    def run(progress: Progress) -> str:
        import importlib

        returned = importlib.import_module(ml_pass.demo).demo()
        return returned if isinstance(returned, str) and returned else result
    return Step(ml_pass.name, shows, run)


def whole_program() -> Step:
    """Step: the small committed program built by ``mlbridge-cc`` with ``poset-rl`` and with the front end's -Oz,
    its own tests run on both builds, size and run time compared (skipped in its row without a clang 22)."""
    def run(progress: Progress) -> str:
        from .cc.frontend import Frontend
        from .errors import ToolNotFoundError
        from .score.demo import run_demo

        try:
            Frontend.find()
        except ToolNotFoundError as e:
            print(f"whole program: skipped: {' '.join(str(e).split())}")
            return "skipped: no clang 22 front end here (pip install 'mlbridge-llvm[cc]' brings one)"
        captured = io.StringIO()
        with contextlib.redirect_stdout(captured):
            status = run_demo()
        print(captured.getvalue(), end="")
        if status != 0:
            failed = [ln.split("FAILED:", 1)[1].strip() for ln in captured.getvalue().splitlines() if "FAILED:" in ln]
            raise StepFailed(failed[0] if failed else "the whole-program build failed")
        return "both builds passed the program's own tests; size and run time in demo.txt"
    return Step("whole program", "a real program built by mlbridge-cc with poset-rl and with clang's -Oz, its own "
                "tests run on both, size and run time compared", run)


def steps(outdir: str, full: bool = False) -> list[Step]:
    """The demo's steps, in order (the installed passes' demo steps in name order)."""
    from .passes import registry

    passes, _ = registry().load_all()
    return [round_trips(outdir, full), stock_opt(),
            *(pass_step(p) for p in sorted(passes, key=lambda p: p.name) if p.demo), whole_program()]
