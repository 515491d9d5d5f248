"""``env.validate()``: is the episode's module sound and reproducible?

Three checks, each reported in one line when it fails:

* **verifier**: LLVM's verifier accepts the module (in the session's process);
* **commandline**: ``env.commandline()`` run by the wheel's ``opt`` on the benchmark's bitcode gives the same module
  as the environment, both compared as bitcode read back (:func:`comparable_ir`);
* **differential** (runnable benchmarks): the program linked from the module behaves as the benchmark's ``-O0``
  build: same exit status, same output.
"""
from __future__ import annotations

import os
import re
import shlex
import subprocess
import tempfile
import time
from typing import Any, Callable

from ..errors import MLBridgeError
from .state import ValidationResult


def comparable_ir(text: str) -> str:
    """IR text without what names the file it came from (``; ModuleID``, ``source_filename``) and without the
    ``; preds = ...`` comments, whose order is the use-list order (bitcode written through the C API does not keep it;
    ``opt`` keeps it).

    Compare modules after a bitcode round trip: reading bitcode gives intrinsic declarations their canonical
    attributes, so an attribute a pass added to one in memory (``mustprogress``, by ``function-attrs``) is not in
    the bitcode either way."""
    lines = (re.sub(r"\s*; preds = .*$", "", ln) for ln in text.splitlines()
             if not ln.startswith(("; ModuleID", "source_filename")))
    return "\n".join(lines)


def ir_of_bitcode(bitcode: bytes) -> str:
    """The IR of a module given as bitcode (read in this process)."""
    from ..ir.llvmc import CModule

    with CModule.parse_bitcode(bitcode, "module") as m:
        return m.to_ir()


def replay_with_opt(bitcode: bytes, commandline: Callable[[str, str], str], timeout: float = 300.0) -> str:
    """Run ``commandline(input, output)`` (an ``opt ...`` line, as ``env.commandline``) with the wheel's ``opt`` on
    ``bitcode``; the IR of its output. MLBridgeError with opt's last line if it fails."""
    from ..ir.llvmc import CModule
    from ..ir.tools import find_tool

    with tempfile.TemporaryDirectory(prefix="mlbridge-gym-replay-") as tmp:
        src, dst = os.path.join(tmp, "input.bc"), os.path.join(tmp, "output.bc")
        with open(src, "wb") as f:
            f.write(bitcode)
        words = shlex.split(commandline(src, dst))
        argv = [find_tool("opt") if words[0] == "opt" else words[0], *words[1:]]
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
        if proc.returncode != 0:
            last = (proc.stderr.strip().splitlines() or [f"exit code {proc.returncode}"])[-1]
            raise MLBridgeError(f"opt failed replaying the commandline: {last}")
        with open(dst, "rb") as f, CModule.parse_bitcode(f.read(), "replay") as m:
            return m.to_ir()


def validate(env: Any) -> ValidationResult:
    """Run the checks of the module docstring on ``env``'s current episode."""
    t0 = time.monotonic()
    result = ValidationResult(env.state)
    transport = env._transport_or_fail()
    message = transport.call({"op": "verify"})["verify"]
    result.checks.append("verifier")
    if message:
        result.errors.append(f"verifier: {message}")
    result.checks.append("commandline")
    try:
        replayed = replay_with_opt(env.benchmark.bitcode, env.commandline)
        if comparable_ir(replayed) != comparable_ir(ir_of_bitcode(env.observation["Bitcode"])):
            result.errors.append("commandline: opt's output differs from the environment's module")
    except MLBridgeError as e:
        result.errors.append(f"commandline: {e}")
    if env.benchmark.runnable:
        result.checks.append("differential")
        try:
            diff = transport.call({"op": "differential"})["differential"]
        except MLBridgeError as e:
            diff = str(e)
        if diff:
            result.errors.append(f"differential: {diff}")
    result.walltime = time.monotonic() - t0
    return result
