"""Why does an eviction policy change ``.text``? Per-function code-size anatomy of two register allocations.

For one module and one allocation (:func:`.evaluate.evaluate_module` with ``anatomy``: LLVM's default eviction
advisor and each policy), :func:`disassembly_stats` disassembles the object (the wheel's ``llvm-objdump``) and
:func:`asm_spills` splits LLVM's assembly into functions; per function:

* ``bytes`` (sum of its instructions' encodings), ``insns``;
* spills and reloads (LLVM's ``# N-byte Spill`` / ``Reload`` comments, folded ones included, per function);
* the instruction mix that register allocation decides: register-to-register moves (``movq %rax, %rbx``...),
  stack accesses (``(%rsp)``/``(%rbp)``: spills, reloads, and the function's own stack objects) and how many of
  those need a 32-bit displacement (offset outside [-128, 127]: 3 bytes more than an 8-bit one), instructions with a
  REX prefix (``r8``-``r15`` or 64-bit operands: one byte each), ``push``/``pop`` (callee-saved registers), ``nop``
  (alignment padding), and the frame size (``sub $N, %rsp``);
* the bytes of each category, so that a ``.text`` difference can be attributed.

:func:`attribute` sums, over the functions whose code differs, the byte differences per category.
"""
from __future__ import annotations

import re
import subprocess
import tempfile
from collections import Counter
from typing import Any, Callable

from mlbridge_llvm.outcomes.spills import RELOAD, SPILL

_FUNC_HEADER = re.compile(r"^[0-9a-f]+ <(.+)>:$")
_INSN = re.compile(r"^\s*[0-9a-f]+:\s+((?:[0-9a-f]{2}[ \t])+)\s*(\S+)?\s*(.*)$")
_STACK = re.compile(r"(-?0x[0-9a-f]+|-?\d+)?\(%(rsp|rbp)\b")
_REG = r"%[a-z0-9]+"
_REGREG = re.compile(rf"^({_REG}),\s*({_REG})$")
_ASM_FUNC = re.compile(r"^([A-Za-z_.$][\w.$]*):\s*(#.*)?$")
_LEGACY_PREFIXES = {0x66, 0x67, 0xF2, 0xF3, 0x2E, 0x3E, 0x26, 0x64, 0x65, 0x36, 0xF0}

#: The categories an instruction is counted in (an instruction may be in several: a stack access with a REX prefix).
CATEGORIES = ("regmov", "stack_store", "stack_load", "stack_other", "disp32_stack", "rex", "pushpop", "nop", "other")


def _objdump(obj: bytes) -> str:
    from mlbridge_llvm.ir.tools import find_tool

    with tempfile.NamedTemporaryFile(suffix=".o") as f:
        f.write(obj)
        f.flush()
        return subprocess.run([find_tool("llvm-objdump"), "-d", f.name],
                              check=True, capture_output=True, text=True).stdout


def _disp(text: str | None) -> int:
    if not text:
        return 0
    return int(text, 16) if "0x" in text else int(text)


def classify(mnemonic: str, operands: str, raw: list[int]) -> list[str]:
    """The categories of one disassembled instruction (AT&T syntax, raw bytes)."""
    cats = []
    i = 0
    while i < len(raw) and raw[i] in _LEGACY_PREFIXES:
        i += 1
    if i < len(raw) and 0x40 <= raw[i] <= 0x4F:
        cats.append("rex")
    ops = operands.split("#")[0].strip()
    stack = _STACK.search(ops)
    if mnemonic.startswith("nop"):
        cats.append("nop")  # alignment padding
    elif mnemonic.startswith(("push", "pop")) and not stack:
        cats.append("pushpop")
    elif stack:
        if -128 > _disp(stack.group(1)) or _disp(stack.group(1)) > 127:
            cats.append("disp32_stack")
        # AT&T: destination last
        if mnemonic.startswith("mov") and ops.rstrip().endswith(")"):
            cats.append("stack_store")
        elif mnemonic.startswith("mov"):
            cats.append("stack_load")
        else:
            cats.append("stack_other")
    elif mnemonic.startswith("mov") and _REGREG.match(ops):
        cats.append("regmov")
    if not any(c in cats for c in ("nop", "pushpop", "stack_store", "stack_load", "stack_other", "regmov")):
        cats.append("other")
    return cats


def disassembly_stats(obj: bytes) -> dict[str, dict[str, Any]]:
    """Per function of an object: bytes, insns, and per category count and bytes (see :func:`classify`)."""
    out: dict[str, dict[str, Any]] = {}
    cur: dict[str, Any] | None = None
    for line in _objdump(obj).splitlines():
        m = _FUNC_HEADER.match(line.strip())
        if m:
            cur = out.setdefault(m.group(1), {"bytes": 0, "insns": 0, "count": Counter(), "cat_bytes": Counter(),
                                              "frame": 0})
            continue
        if cur is None:
            continue
        m = _INSN.match(line)
        if not m or not m.group(2):
            continue
        raw = [int(b, 16) for b in m.group(1).split()]
        mnemonic, operands = m.group(2), m.group(3) or ""
        n = len(raw)
        cur["bytes"] += n
        cur["insns"] += 1
        if mnemonic in ("subq", "sub") and operands.strip().endswith("%rsp") and operands.startswith("$"):
            cur["frame"] = max(cur["frame"], _disp(operands.split(",")[0][1:]))
        for c in classify(mnemonic, operands, raw):
            cur["count"][c] += 1
            cur["cat_bytes"][c] += n
    return out


def asm_spills(asm: str) -> dict[str, tuple[int, int]]:
    """Per function of LLVM's verbose assembly: ``(spills, reloads)``."""
    out: dict[str, list[int]] = {}
    cur: list[int] | None = None
    for line in asm.splitlines():
        m = _ASM_FUNC.match(line)
        if m and not m.group(1).startswith(".L"):
            cur = out.setdefault(m.group(1), [0, 0])
            continue
        if cur is not None and "#" in line:
            cur[0] += bool(SPILL.search(line))
            cur[1] += bool(RELOAD.search(line))
    return {k: (v[0], v[1]) for k, v in out.items()}


def attribute(rows: list[dict[str, Any]], base: str = "default", other: str = "policy",
              only: Callable[[int, int], bool] | None = None) -> dict[str, Any]:
    """Over every function whose bytes or spills differ between configurations ``base`` and ``other`` of ``rows``
    (:func:`.evaluate.evaluate_module` results with ``anatomy``): totals of the byte and count differences per
    category (``other`` - ``base``), and how many functions grew / shrank, with their spill differences.
    ``only(byte_delta, spill_delta)`` keeps a subset of the differing functions (e.g. those that grew with fewer
    spills+reloads)."""
    diff_bytes: Counter = Counter()
    diff_count: Counter = Counter()
    grew = shrank = same = 0
    grew_fewer_spills = 0
    frame = 0
    spill_d = 0
    byte_d = 0
    for r in rows:
        configs = r.get("configs", r)
        d, p = configs[base]["functions"], configs[other]["functions"]
        for name in d.keys() & p.keys():
            a, b = d[name], p[name]
            if a["bytes"] == b["bytes"] and (a["spills"], a["reloads"]) == (b["spills"], b["reloads"]):
                same += 1
                continue
            delta = b["bytes"] - a["bytes"]
            sd = b["spills"] + b["reloads"] - a["spills"] - a["reloads"]
            if only is not None and not only(delta, sd):
                continue
            grew += delta > 0
            shrank += delta < 0
            grew_fewer_spills += delta > 0 and sd < 0
            byte_d += delta
            spill_d += sd
            frame += b["frame"] - a["frame"]
            for c in CATEGORIES:
                diff_bytes[c] += b["cat_bytes"].get(c, 0) - a["cat_bytes"].get(c, 0)
                diff_count[c] += b["count"].get(c, 0) - a["count"].get(c, 0)
    return {"functions_differing": grew + shrank, "grew": grew, "shrank": shrank,
            "unchanged": same, "grew_with_fewer_spills": grew_fewer_spills, "bytes": byte_d,
            "spills_reloads": spill_d, "frame_bytes": frame, "category_bytes": dict(diff_bytes),
            "category_count": dict(diff_count)}
