"""Spills and reloads in x86 assembly, from the comments LLVM's code generator writes on them.

LLVM's verbose assembly marks every stack spill and reload the register allocator made, folded ones included:
``# 8-byte Spill``, ``# 4-byte Reload``, ``# 16-byte Folded Reload``. Counting them is how ``ml-regalloc`` and its
trainer measure an allocation (``regalloc-evict`` is trained to lower spills+reloads).
"""
from __future__ import annotations

import re

__all__ = ["RELOAD", "SPILL", "count_spills"]

#: A spill comment (a ``re`` pattern over text; :func:`count_spills` also reads bytes).
SPILL = re.compile(r"#\s*\d+-byte (?:Folded )?Spill")
#: A reload comment.
RELOAD = re.compile(r"#\s*\d+-byte (?:Folded )?Reload")
_SPILL_BYTES = re.compile(SPILL.pattern.encode())
_RELOAD_BYTES = re.compile(RELOAD.pattern.encode())


def count_spills(asm: str | bytes) -> tuple[int, int]:
    """``(spills, reloads)`` in x86 assembly from LLVM's verbose comments (``# 8-byte Spill``, ``Folded Reload``...)."""
    data = asm.encode() if isinstance(asm, str) else asm
    return len(_SPILL_BYTES.findall(data)), len(_RELOAD_BYTES.findall(data))
