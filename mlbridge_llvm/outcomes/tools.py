"""Running the wheel's LLVM tools (and the C toolchain) for an outcome: one call, a timeout, one-line errors."""
from __future__ import annotations

import subprocess

from ..errors import PipelineError

#: Seconds a tool may run for one outcome before it is stopped.
TIMEOUT = 60.0


def run_tool(args: list[str], what: str, timeout: float = TIMEOUT,
             env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``args`` (text output captured); :class:`PipelineError` naming ``what`` with the last lines of its
    stderr when it fails, or when it runs past ``timeout`` seconds."""
    try:
        proc = subprocess.run(args, check=False, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        raise PipelineError(f"{what} timed out after {timeout:g} s: {' '.join(args[:3])} ...") from None
    if proc.returncode != 0:
        tail = " | ".join(ln.strip() for ln in proc.stderr.strip().splitlines()[-3:])
        raise PipelineError(f"{what} failed (exit {proc.returncode}): {tail}")
    return proc
