"""The native plug-in's rows of ``mlbridge-bench regalloc`` (:mod:`.bench` runs them in the same run as its own).

On the wheel's libLLVM 22.1.8, in this process (:mod:`.plugin`), the same modules as the other rows:

* ``default (wheel)``: LLVM's default advisor, the baseline of the rows below (the plug-in loaded, runner
  ``default``);
* ``plugin-floor (mimic)``: LLVM's ML advisor and the plug-in's channel answering the LLVM-default-like choice, no
  model: what LLVM's own feature computation and the channel cost (its allocation is not the model's);
* ``plugin-compiled``: the bundled policy compiled into the plug-in answers on the plug-in's thread (no Python);
* ``plugin-callback``: the same model through onnxruntime in Python, called back from the plug-in's thread through
  the FIFO path's own MaskedAgent;
* ``plugin-pipe``: the plug-in's pipe runner (ML-Compiler-Bridge framing, bitstream) to a model process running
  onnxruntime;

and where the plug-in for Debian's LLVM 22 is built, ``llc-22`` as a user runs it, one process per module (start-up
included): ``default (llc-22)`` and ``llc-22 plugin-compiled`` (``llc-22 -load=``). Every ML row must give the
decisions of the FIFO path's in-process ONNX row (checked). The configurations of each group run interleaved, module
by module (:func:`interleaved`), and each ratio to the default advisor is the median of the passes' ratios, so the
load of a shared machine does not favour one row.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from mlbridge_llvm.errors import CommunicationError

Compile = Callable[[bytes, str], tuple[Any, list[int]]]


def cpu_seconds() -> float:
    """CPU seconds of this process (all its threads) and of its waited-for children."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


@dataclass
class Timing:
    """One configuration of an interleaved run: median wall and CPU seconds of a pass over the modules, the median
    (and range) over passes of its ratio to the baseline's pass, and the decisions of the last pass."""

    seconds: float
    cpu: float
    ratio: float
    cpu_ratio: float
    ratios: tuple[float, float]
    decisions: int
    advice: list[list[int]]


def interleaved(data: dict[str, bytes], configs: Sequence[tuple[str, Compile]], repeat: int) -> dict[str, Timing]:
    """Time ``configs`` (the first is the baseline) interleaved module by module, ``repeat`` passes after one untimed
    pass (first-use costs): a shared machine's load falls on every configuration alike, and each pass's ratio to the
    baseline's pass of the same moment is what the median is taken of."""
    for path, bc in data.items():
        for _, one in configs:
            one(bc, path)
    walls = {name: [] for name, _ in configs}
    cpus = {name: [] for name, _ in configs}
    advice: dict[str, list[list[int]]] = {}
    for _ in range(repeat):
        wall = dict.fromkeys(walls, 0.0)
        cpu = dict.fromkeys(walls, 0.0)
        advice = {name: [] for name in walls}
        for path, bc in data.items():
            for name, one in configs:
                w, c = time.perf_counter(), cpu_seconds()
                advice[name].append(one(bc, path)[1])
                cpu[name] += cpu_seconds() - c
                wall[name] += time.perf_counter() - w
        for name in walls:
            walls[name].append(wall[name])
            cpus[name].append(cpu[name])
    base = configs[0][0]
    out = {}
    for name in walls:
        ratios = [w / b for w, b in zip(walls[name], walls[base])]
        out[name] = Timing(statistics.median(walls[name]), statistics.median(cpus[name]), statistics.median(ratios),
                           statistics.median(c / b for c, b in zip(cpus[name], cpus[base])),
                           (min(ratios), max(ratios)), sum(len(a) for a in advice[name]), advice[name])
    return out


def _rows(codegen: str, data: dict[str, bytes], timings: dict[str, Timing]) -> list[dict[str, Any]]:
    base = next(iter(timings.values()))
    return [{"config": name, "codegen": codegen, "modules": len(data), "decisions": t.decisions,
             "seconds": t.seconds, "cpu_seconds": t.cpu, "vs_default": t.ratio, "cpu_vs_default": t.cpu_ratio,
             "vs_default_range": f"{t.ratios[0]:.3f}..{t.ratios[1]:.3f}",
             **({"ms_per_decision": 1000 * (t.seconds - base.seconds) / t.decisions} if t.decisions else {})}
            for name, t in timings.items()]


class _PipePeer:
    """A model process serving the plug-in's pipe runner: one session per compiled module, until stopped."""

    def __init__(self, model: str, channel: str):
        self.proc = subprocess.Popen([sys.executable, "-m", "mlbridge_training.regalloc.bench_plugin", "--peer", channel,
                                      "--model", model], stdin=subprocess.PIPE)

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait()


def _serve(channel: str, model: str) -> None:
    """The peer's loop: ``candidates`` [33, 43] -> 33 scores from onnxruntime, one session per compiled module, the
    k-th on FIFOs ``CHANNEL-k`` (fresh names: a compiler never meets the FIFOs of a session that is ending)."""
    import numpy as np

    from mlbridge_llvm.interface.pipe import PipeCompilerInterface
    from mlbridge_llvm.runners import create_runner

    from mlbridge_passes.regalloc.features import MODEL_INPUT, MODEL_SCORES

    runner = create_runner(f"onnx:{model}", feature_specs=[MODEL_INPUT])
    session = 0
    while True:
        with PipeCompilerInterface(f"{channel}-{session}", serdes="bitstream", advice_spec=MODEL_SCORES,
                                   timeout=600) as ci:
            obs = ci.evaluate()
            while obs is not None:
                x = np.asarray(obs["candidates"], np.float32).reshape(MODEL_INPUT.shape)
                ci.populate_buffer(np.asarray(runner.populate_features(candidates=x).evaluate(), np.float32)
                                   .reshape(MODEL_SCORES.shape))
                obs = ci.evaluate()
        session += 1


def wheel_rows(data: dict[str, bytes], model: str, reference: list[list[int]], repeat: int, tmp: str,
               log: Callable[[str], None]) -> list[dict[str, Any]]:
    """The in-process rows on the wheel's LLVM (empty, after one line, where the plug-in cannot be had)."""
    from mlbridge_passes.regalloc.plugin import available, compile_with_plugin, compiled_model_matches
    from mlbridge_passes.regalloc.regalloc import MaskedAgent, make_runner, runner_agent

    why = available("mlbridge-bench regalloc")
    if why is not None:
        log(f"regalloc bench: no plug-in rows: {' '.join(why.split())}")
        return []

    def with_runner(spec: str | Callable[[], str]) -> Compile:
        def one(bc: bytes, path: str) -> tuple[Any, list[int]]:
            run = compile_with_plugin(bc, 2, "object", runner=spec if isinstance(spec, str) else spec(),
                                      name=os.path.basename(path))
            return run.output, [d.advice for d in run.decisions]
        return one

    onnx = make_runner(f"onnx:{model}", "evict")
    agent = runner_agent(onnx)

    def callback(bc: bytes, path: str) -> tuple[Any, list[int]]:
        masked = MaskedAgent(agent)
        run = compile_with_plugin(bc, 2, "object", agent=masked, name=os.path.basename(path))
        if masked.error is not None:
            raise CommunicationError(f"plugin-callback: the model failed: {masked.error}")
        return run.output, [d.advice for d in run.decisions]

    # The floor: LLVM's ML advisor and the channel answering the LLVM-default-like choice, no model (another
    # allocation than the model's, so not checked against it).
    configs: list[tuple[str, Compile]] = [("default (wheel)", with_runner("default")),
                                          ("plugin-floor (mimic)", with_runner("mimic"))]
    if compiled_model_matches(model):
        configs.append(("plugin-compiled", with_runner("compiled")))
    else:
        log(f"regalloc bench: no plugin-compiled row: {model} is not the model compiled into the plug-in")
    configs.append(("plugin-callback", callback))
    channel = os.path.join(tmp, "plugin-pipe")
    peer = _PipePeer(model, channel)
    sessions = iter(range(1 << 30))
    configs.append(("plugin-pipe", with_runner(lambda: f"pipe:{channel}-{next(sessions)}?serdes=bitstream&timeout=60")))
    try:
        timings = interleaved(data, configs, repeat)
    finally:
        peer.close()
        onnx.close()
    for name, t in timings.items():
        if name.startswith("plugin-") and "mimic" not in name and t.advice != reference:
            raise CommunicationError(f"{name} answered differently from the FIFO path's in-process model")
    return _rows("wheel libLLVM 22.1.8, in-process", data, timings)


def system_rows(data: dict[str, bytes], model: str, reference: list[list[int]], repeat: int, tmp: str,
                log: Callable[[str], None]) -> list[dict[str, Any]]:
    """Debian's ``llc-22`` with and without the plug-in built for it (empty, after one line, where it is not
    built or its model is not ``model``)."""
    import shutil

    from mlbridge_passes.regalloc.plugin import file_has_model, read_decisions, system_plugin

    plugin, llc = system_plugin(), shutil.which("llc-22")
    if plugin is None or llc is None:
        log("regalloc bench: no llc-22 rows: " + ("no llc-22 on PATH" if llc is None else
                                                  "the plug-in for Debian's LLVM 22 is not built"))
        return []
    if not file_has_model(plugin, model):
        log(f"regalloc bench: no llc-22 rows: {model} is not the model compiled into the plug-in")
        return []
    files = {}
    for i, (path, bc) in enumerate(data.items()):
        files[path] = os.path.join(tmp, f"m{i}{os.path.splitext(path)[1] or '.bc'}")
        with open(files[path], "wb") as f:
            f.write(bc)
    decisions_file = os.path.join(tmp, "decisions.jsonl")

    def llc_run(extra: Sequence[str]) -> Compile:
        def one(_: bytes, path: str) -> tuple[Any, list[int]]:
            subprocess.run([llc, "-O2", "-filetype=obj", files[path], "-o", os.path.join(tmp, "out.o"), *extra],
                           check=True)
            if not extra:
                return None, []
            advice = [d.advice for d in read_decisions(decisions_file)]
            if os.path.exists(decisions_file):
                os.unlink(decisions_file)
            return None, advice
        return one

    with_plugin = llc_run((f"-load={plugin}", f"-mlbridge-regalloc-decisions={decisions_file}"))
    timings = interleaved(data, [("default (llc-22)", llc_run(())), ("llc-22 plugin-compiled", with_plugin)], repeat)
    if timings["llc-22 plugin-compiled"].advice != reference:
        raise CommunicationError("llc-22 plugin-compiled answered differently from the FIFO path's in-process model")
    return _rows("Debian llc-22 22.1.8, a process per module", data, timings)


def main(argv: list[str] | None = None) -> int:
    """``python -m mlbridge_training.regalloc.bench_plugin --peer CHANNEL --model M``: the pipe row's model process."""
    ap = argparse.ArgumentParser(description="the model process of mlbridge-bench regalloc's plugin-pipe row")
    ap.add_argument("--peer", required=True)
    ap.add_argument("--model", required=True)
    args = ap.parse_args(argv)
    _serve(args.peer, args.model)
    return 0


if __name__ == "__main__":
    sys.exit(main())
