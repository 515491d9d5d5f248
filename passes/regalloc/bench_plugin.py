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
decisions of the FIFO path's in-process ONNX row (checked).
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from typing import Any, Callable, Sequence

from mlbridge_llvm.errors import CommunicationError

Compile = Callable[[bytes, str], tuple[Any, list[int]]]


def cpu_seconds() -> float:
    """CPU seconds of this process (all its threads) and of its waited-for children."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def timed(data: dict[str, bytes], compile_one: Compile, repeat: int) -> tuple[float, float, int, list[list[int]]]:
    """Median wall and CPU seconds over ``repeat`` passes over every module, after one untimed pass (first-use
    costs: loading, the model's first call); the decisions of the last pass."""
    walls, cpus, advice = [], [], []
    for path, bc in data.items():
        compile_one(bc, path)
    for _ in range(repeat):
        advice = []
        wall, cpu = time.perf_counter(), cpu_seconds()
        for path, bc in data.items():
            advice.append(compile_one(bc, path)[1])
        cpus.append(cpu_seconds() - cpu)
        walls.append(time.perf_counter() - wall)
    return statistics.median(walls), statistics.median(cpus), sum(len(a) for a in advice), advice


def _row(config: str, codegen: str, data: dict[str, bytes], seconds: float, cpu: float, decisions: int,
         base: dict[str, Any] | None) -> dict[str, Any]:
    row = {"config": config, "codegen": codegen, "modules": len(data), "decisions": decisions, "seconds": seconds,
           "cpu_seconds": cpu}
    if base is None:
        row.update(vs_default=1.0, cpu_vs_default=1.0)
    else:
        row.update(vs_default=seconds / base["seconds"], cpu_vs_default=cpu / base["cpu_seconds"],
                   ms_per_decision=1000 * (seconds - base["seconds"]) / max(1, decisions))
    return row


class _PipePeer:
    """A model process serving the plug-in's pipe runner: one session per compiled module, until stopped."""

    def __init__(self, model: str, channel: str):
        self.proc = subprocess.Popen([sys.executable, "-m", "mlbridge_passes.regalloc.bench_plugin", "--peer", channel,
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

    from .features import MODEL_INPUT, MODEL_SCORES

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
    from .plugin import available, compile_with_plugin, compiled_model_matches
    from .regalloc import MaskedAgent, make_runner, runner_agent

    why = available("mlbridge-bench regalloc")
    if why is not None:
        log(f"regalloc bench: no plug-in rows: {' '.join(why.split())}")
        return []
    codegen = "wheel libLLVM 22.1.8, in-process"

    def with_runner(spec: str | Callable[[], str]) -> Compile:
        def one(bc: bytes, path: str) -> tuple[Any, list[int]]:
            run = compile_with_plugin(bc, 2, "object", runner=spec if isinstance(spec, str) else spec(),
                                      name=os.path.basename(path))
            return run.output, [d.advice for d in run.decisions]
        return one

    seconds, cpu, _, _ = timed(data, with_runner("default"), repeat)
    base = _row("default (wheel)", codegen, data, seconds, cpu, 0, None)
    rows = [base]
    # The floor: LLVM's ML advisor and the channel with the LLVM-default-like answer and no model (another
    # allocation than the model's, so not checked against it).
    seconds, cpu, decisions, _ = timed(data, with_runner("mimic"), repeat)
    rows.append(_row("plugin-floor (mimic)", codegen, data, seconds, cpu, decisions, base))
    onnx = make_runner(f"onnx:{model}", "evict")
    agent = runner_agent(onnx)

    def callback(bc: bytes, path: str) -> tuple[Any, list[int]]:
        masked = MaskedAgent(agent)
        run = compile_with_plugin(bc, 2, "object", agent=masked, name=os.path.basename(path))
        if masked.error is not None:
            raise CommunicationError(f"plugin-callback: the model failed: {masked.error}")
        return run.output, [d.advice for d in run.decisions]

    configs: list[tuple[str, Compile]] = []
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
        for name, one in configs:
            seconds, cpu, decisions, advice = timed(data, one, repeat)
            if advice != reference:
                raise CommunicationError(f"{name} answered differently from the FIFO path's in-process model")
            rows.append(_row(name, codegen, data, seconds, cpu, decisions, base))
    finally:
        peer.close()
        onnx.close()
    return rows


def system_rows(data: dict[str, bytes], model: str, reference: list[list[int]], repeat: int, tmp: str,
                log: Callable[[str], None]) -> list[dict[str, Any]]:
    """Debian's ``llc-22`` with and without the plug-in built for it (empty, after one line, where it is not
    built or its model is not ``model``)."""
    import shutil

    from .plugin import file_has_model, read_decisions, system_plugin

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
            os.unlink(decisions_file) if os.path.exists(decisions_file) else None
            return None, advice
        return one

    codegen = "Debian llc-22 22.1.8, a process per module"
    seconds, cpu, _, _ = timed(data, llc_run(()), repeat)
    base = _row("default (llc-22)", codegen, data, seconds, cpu, 0, None)
    seconds, cpu, decisions, advice = timed(
        data, llc_run((f"-load={plugin}", f"-mlbridge-regalloc-decisions={decisions_file}")), repeat)
    if advice != reference:
        raise CommunicationError("llc-22 plugin-compiled answered differently from the FIFO path's in-process model")
    return [base, _row("llc-22 plugin-compiled", codegen, data, seconds, cpu, decisions, base)]


def main(argv: list[str] | None = None) -> int:
    """``python -m mlbridge_passes.regalloc.bench_plugin --peer CHANNEL --model M``: the pipe row's model process."""
    ap = argparse.ArgumentParser(description="the model process of mlbridge-bench regalloc's plugin-pipe row")
    ap.add_argument("--peer", required=True)
    ap.add_argument("--model", required=True)
    args = ap.parse_args(argv)
    _serve(args.peer, args.model)
    return 0


if __name__ == "__main__":
    sys.exit(main())
