"""The pass's entry points: which route ``ml-regalloc`` takes, the native plug-in or LLVM's interactive FIFOs.

* :func:`run` (mlbridge-opt, ``PASS.run``): ``compiler=auto`` (the default) is the plug-in for the eviction advisor
  when ``MLBridgeRegalloc.so`` is built (built at first use where this machine can), else the FIFO path after one line
  saying why (once per process); ``compiler=plugin`` insists on the plug-in (one-line error where it cannot run);
  ``llvmlite`` and ``llc`` are the FIFO path (:func:`.regalloc.run`). The priority advisor and an external mlgo host
  always take the FIFO path.
* :func:`run_codegen` (mlbridge-cc, ``PASS.codegen``): the plug-in inside Debian's clang-22 when the front end is that
  clang and the bundled model answers (:func:`.plugin_route.front_end_plugin`), else the FIFO path
  (:func:`.regalloc.run_codegen`).
"""
from __future__ import annotations

import sys
from typing import Any

from mlbridge_llvm.errors import ConfigError

from . import plugin_route, regalloc

_plugin_why: list[str] = []  # why the plug-in is not used, once said (per process)


def compiler(choice: str, advisor: str, direct: str | None) -> str:
    """The code generation the pass uses for ``compiler=choice`` (see the module's docstring)."""
    if choice in ("llvmlite", "llc"):
        return choice
    if advisor != "evict" or direct is not None:
        if choice == "plugin":
            raise ConfigError("ml-regalloc<compiler=plugin> answers the eviction advisor itself: not with "
                              "advisor=priority or an external mlgo host (--dialect=mlgo)")
        return "llvmlite"
    from .plugin import available

    why = available("ml-regalloc")
    if why is None:
        return "plugin"
    why = " ".join(why.split())
    if choice == "plugin":
        raise ConfigError(f"ml-regalloc<compiler=plugin>: the native plug-in cannot be had: {why}")
    if not _plugin_why:
        _plugin_why.append(why)
        print(f"ml-regalloc: LLVM's interactive mode over FIFOs instead of the native plug-in (same decisions, "
              f"slower): {why}", file=sys.stderr, flush=True)
    return "llvmlite"


def run(ctx: Any) -> None:
    """The mlbridge-opt pass: compile ``ctx.module`` with the ML advisor, through the plug-in or the FIFOs."""
    opts = regalloc.pass_options(ctx)
    if compiler(opts.compiler, opts.advisor, opts.direct) == "plugin":
        plugin_route.run_plugin(ctx, ctx.module.to_bitcode(), opts.opt_level, opts.guard)
    else:
        regalloc.run(ctx)


def run_codegen(ctx: Any, job: Any) -> None:
    """mlbridge-cc's code-generation step: inside Debian's clang-22 through its plug-in, or on the FIFOs."""
    advisor = regalloc.codegen_advisor(ctx)
    path = plugin_route.front_end_plugin(ctx, job, advisor)
    if path is not None:
        plugin_route.codegen_in_front_end(ctx, job, path)
    else:
        regalloc.run_codegen(ctx, job)
