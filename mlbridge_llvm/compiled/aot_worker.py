"""Compile for a target the user named (``--triple``/``--cpu``/``--features``) in a worker process.

LLVM does not refuse an unknown CPU or feature: it prints ``'x' is not a recognized processor for this target
(ignoring processor)`` and goes on, and on x86-64 an unknown CPU then ends the whole process with ``LLVM ERROR: 64-bit
code requested on a subtarget that doesn't support it!``; some feature sets end it the same way. So
:func:`compile_in_worker` runs :func:`.aot.compile_aot` in a fresh Python process (``python -m
mlbridge_llvm.compiled.aot_worker``) and turns what LLVM said into one-line :class:`~mlbridge_llvm.errors.ConfigError`:
an unknown CPU or feature is an error even when LLVM would have ignored it, and a fatal error is reported with
LLVM's own line. The default target (this machine's triple, generic CPU) and ``--cpu native`` are known good and
compile in-process.

Protocol: the request is one JSON line (name, target, dims, keep_ir) followed by the model's bytes on stdin; the
answer is one JSON line (the compiled model's fields) followed by the object bytes on stdout. A kit error in the
worker is one stderr line starting with :data:`_ERROR_MARK` and exit status 3.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from typing import Any, Mapping

import numpy as np

from ..errors import ConfigError, MLBridgeError, ModelError

_ERROR_MARK = "mlbridge-aot-worker error: "
_UNKNOWN = re.compile(r"'([^']*)' is not a recognized (processor|feature) for this target")
#: Seconds a worker may take (an AOT compile of a policy takes well under one).
WORKER_TIMEOUT = 600.0


def check_triple(triple: str) -> str:
    """The triple (this machine's for ''), if LLVM has a target for it; else a one-line ConfigError. Creates no
    target machine, so nothing about a CPU is asked in this process."""
    import llvmlite.binding as llvm

    from .onnx_to_llvm import init_llvm

    init_llvm()
    triple = triple or llvm.get_default_triple()
    try:
        llvm.Target.from_triple(triple)
    except RuntimeError as err:
        raise ConfigError(f"no LLVM target for triple {triple!r}: {' '.join(str(err).split())}") from None
    return triple


def compile_in_worker(model_bytes: bytes, source: str, name: str, triple: str, cpu: str, features: str,
                      dims: Mapping[str, int], keep_ir: bool) -> Any:
    """:func:`.aot.compile_aot` for ``model_bytes`` in a worker process; an :class:`.aot.AotResult`."""
    from .aot import AotResult, header
    from .onnx_to_llvm import CompiledModel, Port

    request = {"name": name, "source": source, "triple": triple, "cpu": cpu, "features": features,
               "dims": dict(dims), "keep_ir": keep_ir}
    try:
        proc = subprocess.run([sys.executable, "-m", "mlbridge_llvm.compiled.aot_worker"],
                              input=json.dumps(request).encode() + b"\n" + model_bytes, capture_output=True,
                              timeout=WORKER_TIMEOUT)
    except subprocess.TimeoutExpired:
        raise ModelError(f"compiling for {triple or 'this machine'} took longer than {WORKER_TIMEOUT:.0f} s") from None
    stderr = proc.stderr.decode(errors="replace")
    what = check_triple(triple)
    for text, kind in _UNKNOWN.findall(stderr):
        if kind == "processor":
            raise ConfigError(f"--cpu {text!r} is not a CPU LLVM knows for {what}")
        raise ConfigError(f"--features: {text!r} is not a feature LLVM knows for {what} (features are +name or -name)")
    for line in stderr.splitlines():
        if line.startswith(_ERROR_MARK):
            kind_name, _, message = line[len(_ERROR_MARK):].partition(": ")
            raise (ConfigError if kind_name == "ConfigError" else ModelError)(message)
    if proc.returncode != 0:
        lines = [ln.strip() for ln in stderr.splitlines() if ln.strip()]
        fatal = next((ln for ln in lines if ln.startswith("LLVM ERROR:")), lines[-1] if lines else "")
        status = f"exit status {proc.returncode}" if proc.returncode > 0 else f"signal {-proc.returncode}"
        raise ConfigError(f"LLVM ended compiling for {what} (cpu {cpu or 'generic'!r}, features {features!r}) with "
                          f"{status}: {fatal or 'no message'}")
    head, _, obj = proc.stdout.partition(b"\n")
    meta = json.loads(head)
    ports = [[Port(n, np.dtype(d), tuple(s)) for n, d, s in meta[k]] for k in ("inputs", "outputs")]
    cm = CompiledModel(name, ports[0], ports[1], obj, meta["stack_bytes"], meta["triple"], meta["cpu"],
                       meta["model_sha256"], meta["ir"])
    return AotResult(cm, header(cm, name, source), {k: tuple(v) for k, v in meta["shapes"].items()})


def _serve() -> int:
    """The worker: one request on stdin, one answer on stdout (see the module docstring)."""
    from .aot import compile_aot
    from .graph import load_model
    from .onnx_to_llvm import Target

    data = sys.stdin.buffer.read()
    head, _, model_bytes = data.partition(b"\n")
    req = json.loads(head)
    try:
        model = load_model(model_bytes)
        model.source = req["source"]
        res = compile_aot(model, req["name"], Target(req["triple"], req["cpu"], req["features"]), req["dims"],
                          keep_ir=req["keep_ir"])
    except MLBridgeError as e:
        sys.stderr.write(f"{_ERROR_MARK}{type(e).__name__}: {' '.join(str(e).split())}\n")
        return 3
    cm = res.compiled
    meta = {"inputs": [[p.name, p.dtype.str, list(p.shape)] for p in cm.inputs],
            "outputs": [[p.name, p.dtype.str, list(p.shape)] for p in cm.outputs],
            "stack_bytes": cm.stack_bytes, "triple": cm.triple, "cpu": cm.cpu, "model_sha256": cm.model_sha256,
            "ir": cm.ir, "shapes": {k: list(v) for k, v in res.shapes.items()}}
    sys.stdout.buffer.write(json.dumps(meta).encode() + b"\n" + cm.object)
    sys.stdout.buffer.flush()
    return 0


if __name__ == "__main__":
    sys.exit(_serve())
