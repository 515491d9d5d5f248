"""Which CPU an outcome is measured for: the compilation's target CPU, not a fixed one.

:func:`target_cpu` answers, in order: the CPU the caller names (``"native"`` or ``"host"``: this machine's), then
``$MLBRIDGE_TARGET_CPU``, then the ``"target-cpu"`` attribute the module's functions carry (the one most of them
carry: clang writes ``-march``'s CPU there, ``x86-64`` by default), then this machine's CPU as LLVM names it
(``znver3``, ``skylake``...). llvm-mca's scheduling model is the named CPU's.
"""
from __future__ import annotations

import functools
import os
import re
from collections import Counter
from typing import Any

#: The environment variable that overrides the module's CPU for every outcome (a trainer's whole run).
ENV_VAR = "MLBRIDGE_TARGET_CPU"
_TARGET_CPU = re.compile(r'"target-cpu"="([^"]+)"')


@functools.lru_cache(maxsize=1)
def host_cpu() -> str:
    """This machine's CPU as LLVM names it (``sys::getHostCPUName``)."""
    from llvmlite import binding

    from ..ir.codegen import init_native

    init_native()
    return binding.get_host_cpu_name()


def module_target_cpu(module: Any) -> str | None:
    """The ``"target-cpu"`` most defined functions of ``module`` (IR text, or anything whose ``str()`` is its IR
    such as a CModule) carry; None when none carries one. Attribute groups are counted by their uses on
    ``define`` lines."""
    text = module if isinstance(module, str) else str(module)
    groups = {m.group(1): m.group(2) for m in re.finditer(r"^attributes #(\d+) = \{([^}]*)\}", text, re.M)}
    votes: Counter[str] = Counter()
    for line in re.findall(r"^define [^\n]*", text, re.M):
        for ref in re.findall(r"#(\d+)", line.rsplit(")", 1)[-1]):
            found = _TARGET_CPU.search(groups.get(ref, ""))
            if found:
                votes[found.group(1)] += 1
        inline = _TARGET_CPU.search(line)
        if inline:
            votes[inline.group(1)] += 1
    return votes.most_common(1)[0][0] if votes else None


def target_cpu(module: Any = None, cpu: str | None = None) -> str:
    """The CPU to measure ``module`` for (module doc); ``cpu`` wins, ``native``/``host`` mean this machine."""
    chosen = cpu or os.environ.get(ENV_VAR) or (module_target_cpu(module) if module is not None else None)
    if not chosen or chosen in ("native", "host"):
        return host_cpu()
    return chosen
