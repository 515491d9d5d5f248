"""llc's verbose assembly, read: basic blocks with the IR block each came from, llc's loop comments
(``=>This Inner Loop Header``, ``Parent Loop``, ``in Loop: Header=``), the innermost loops, and the cut into functions.

:func:`parse_asm` reads one function's blocks (a loop's instructions are those of all its blocks, in layout order),
:func:`innermost_loops` the loops that contain no other, :func:`asm_functions` cuts a module's assembly into its
functions. What :mod:`.mca` gives to llvm-mca comes from here (moved from loop distribution's cost model, unchanged).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = ["AsmBlock", "AsmLoop", "asm_functions", "innermost_loops", "ir_block_name", "parse_asm"]

_LABEL = re.compile(r"^(\.LBB(\d+)_(\d+)):\s*(?:#\s*(.*))?$")
_BB_COMMENT = re.compile(r"^# %bb\.(\d+):\s*(?:#\s*(.*))?$")
_HEADER = re.compile(r"^\s*#\s*=>\s*This (?:Inner )?Loop Header: Depth=(\d+)")
_PARENT = re.compile(r"^\s*#\s*Parent Loop (BB\d+_\d+) Depth=(\d+)")
_IN_LOOP = re.compile(r"^\s*#\s*in Loop: Header=(BB\d+_\d+) Depth=(\d+)")


@dataclass
class AsmBlock:
    """A basic block of llc's verbose assembly: ``ident`` (``BB<f>_<n>``), the IR block it came from (from llc's
    comment, without ``%``), its ``.LBB`` label if it has one, its loop comments and its instructions."""

    ident: str                  # BB<f>_<n>
    ir_name: str | None         # IR block name from the comment, without '%'
    label: str | None           # .LBB label if the block has one
    header_depth: int | None = None
    parents: list[str] = field(default_factory=list)
    in_loop: str | None = None  # innermost loop header containing the block (itself for a header)
    insts: list[str] = field(default_factory=list)


def parse_asm(asm: str) -> list[AsmBlock]:
    """Basic blocks of llc's verbose assembly (one function) with their loop comments and instructions."""
    blocks: list[AsmBlock] = []
    cur: AsmBlock | None = None
    func_index = 0
    for line in asm.splitlines():
        m = _LABEL.match(line)
        if m:
            func_index = int(m.group(2))
            name = ir_block_name(m.group(4))
            cur = AsmBlock(f"BB{m.group(2)}_{m.group(3)}", name, m.group(1))
            blocks.append(cur)
            continue
        m = _BB_COMMENT.match(line)
        if m:
            cur = AsmBlock(f"BB{func_index}_{m.group(1)}", ir_block_name(m.group(2)), None)
            blocks.append(cur)
            continue
        if line.startswith(".Lfunc_end"):
            cur = None
            continue
        if cur is None:
            continue
        m = _HEADER.match(line)
        if m:
            cur.header_depth = int(m.group(1))
            cur.in_loop = cur.ident
            continue
        m = _PARENT.match(line)
        if m:
            cur.parents.append(m.group(1))
            continue
        m = _IN_LOOP.match(line)
        if m:
            cur.in_loop = m.group(1)
            continue
        stripped = line.split("#", 1)[0].strip()
        if not stripped or stripped.startswith(".") or stripped.endswith(":"):
            continue
        cur.insts.append(stripped)
    return blocks


def ir_block_name(comment: str | None) -> str | None:
    """The IR block name in llc's block comment (``%for.body`` -> ``for.body``), None if there is none."""
    if not comment:
        return None
    m = re.match(r'%("?)([^"\s]+)\1', comment.strip())
    return m.group(2) if m else None


@dataclass
class AsmLoop:
    """An innermost loop of the assembly: its header block and every block of the loop, in layout order."""

    header: AsmBlock
    blocks: list[AsmBlock]


def innermost_loops(blocks: list[AsmBlock]) -> list[AsmLoop]:
    """The loops of ``blocks`` (:func:`parse_asm`) that contain no other loop, read from llc's loop comments."""
    headers = [b for b in blocks if b.header_depth is not None]
    has_child = {p for b in headers for p in b.parents}
    loops = []
    for h in headers:
        if h.ident in has_child:
            continue
        loops.append(AsmLoop(h, [b for b in blocks if b.in_loop == h.ident]))
    return loops



_BEGIN_FUNCTION = re.compile(r"# -- Begin function (\S+)")


def asm_functions(asm: str) -> dict[str, str]:
    """llc's verbose assembly cut into its functions (name -> text from ``-- Begin function`` to the next one)."""
    out: dict[str, str] = {}
    marks = list(_BEGIN_FUNCTION.finditer(asm))
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(asm)
        out[m.group(1)] = asm[m.start():end]
    return out

