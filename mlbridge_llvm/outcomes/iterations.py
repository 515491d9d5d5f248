"""The IR side of a compiled loop, read from the module's text: its blocks, and how many iterations of the source
loop one iteration of it runs (the vectorizer's ``%index`` step, an unroll factor), so that llvm-mca's cycles per
loop iteration become cycles per original iteration.

Moved unchanged from loop distribution's cost model (:mod:`mlbridge_passes.loop_distribution.cost`), whose figures
depend on it. The text is what ``opt -S`` prints; names are those llc's block comments give the assembly loops
(:func:`mlbridge_llvm.outcomes.asm.ir_block_name`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import IRError

__all__ = ["IRLoop", "function_bodies", "function_body", "ir_blocks", "ir_loop", "ir_name", "metadata_nodes"]

_IR_LABEL = re.compile(r'^("[^"]+"|[-\w.$]+):')


def ir_name(function: str) -> str:
    """``function`` as the IR spells it after ``@``: quoted unless it is a plain identifier."""
    return function if re.fullmatch(r"[-\w.$]+", function) else '"' + function + '"'


def function_body(ir: str, function: str) -> str:
    """The text of ``function``'s definition in module text ``ir``; IRError if it is not defined."""
    m = re.search(r"^define\s[^\n]*@" + re.escape(ir_name(function)) + r"\(.*?^}", ir, re.M | re.S)
    if not m:
        raise IRError(f"function {function!r} is not defined in the module")
    return m.group(0)


def function_bodies(ir: str) -> dict[str, str]:
    """Every function definition of ``ir``: IR name (quoted if it must be) -> its text, as :func:`function_body`."""
    return {m.group(1): m.group(0) for m in
            re.finditer(r'^define\s[^\n]*?@([-\w.$]+|"[^"]+")\(.*?^}', ir, re.M | re.S)}


def ir_blocks(body: str) -> dict[str, list[str]]:
    """IR basic blocks of a function body: name -> instruction lines (unnamed entry block is '0' or 'entry')."""
    blocks: dict[str, list[str]] = {}
    lines = body.splitlines()[1:]  # skip the define line
    cur: list[str] | None = None
    for line in lines:
        if line.startswith("}"):
            break
        m = _IR_LABEL.match(line)
        if m:
            cur = blocks.setdefault(m.group(1).strip('"'), [])
            continue
        code = line.strip()
        if not code or code.startswith(";"):
            continue
        if cur is None:  # entry block without a label
            cur = blocks.setdefault("<entry>", [])
        cur.append(code)
    return blocks


def _successors(insts: list[str]) -> list[str]:
    return [m.group(1) or m.group(2) for line in insts if not line.lstrip().startswith("%") or " = invoke" in line
            for m in re.finditer(r'label %(?:"([^"]+)"|([-\w.$]+))', line)]


def metadata_nodes(ir: str) -> dict[str, str]:
    """Every metadata node of module text ``ir``: ``!name`` -> its ``!{...}`` text."""
    return {m.group(1): m.group(2) for m in re.finditer(r"^(![-\w.]+) = (?:distinct )?(!\{.*\})$", ir, re.M)}


def _loop_has_property(loop_md: str, prop: str, md: dict[str, str]) -> bool:
    for ref in re.findall(r"![\w.]+", md.get(loop_md, "")):
        node = md.get(ref, "")
        if f'!"{prop}"' in node:
            return not re.search(r"i(?:1|32) (?:0|false)\b", node)
    return False


@dataclass
class IRLoop:
    """What the IR says of a compiled loop: whether its body uses vector types, whether it carries
    ``llvm.loop.isvectorized`` (a remainder or fallback of a vectorized loop, unless it is the vector body), and
    ``step``: original iterations per iteration of this loop (VF*IC for a vector loop, the unroll factor of an
    unrolled one, 1 for a plain loop)."""

    vectorized: bool
    isvectorized_md: bool
    step: int


def ir_loop(blocks: dict[str, list[str]], header: str, md: dict[str, str]) -> IRLoop | None:
    """The :class:`IRLoop` whose header is ``header`` among ``blocks`` (:func:`ir_blocks`), ``md`` the module's
    :func:`metadata_nodes`; None if there is no such block. The step is the increment the header's i64 induction
    phi takes from a latch (``%index`` of the vectorizer first; the slowest induction of an SLP-vectorized loop)."""
    if header not in blocks:
        return None
    preds: dict[str, list[str]] = {}
    for name, insts in blocks.items():
        for succ in _successors(insts):
            preds.setdefault(succ, []).append(name)
    # latches: predecessors of the header reachable from it (natural loop by backward walk from them)
    members = {header}
    work = []
    latches = []
    entry = next(iter(blocks))
    for p in preds.get(header, []):
        if p == header or _dominates(blocks, entry, header, p):
            latches.append(p)
            if p not in members:
                members.add(p)
                work.append(p)
    while work:
        b = work.pop()
        for p in preds.get(b, []):
            if p not in members:
                members.add(p)
                work.append(p)
    body_text = "\n".join(line for b in members for line in blocks[b])
    vectorized = bool(re.search(r"<\d+ x ", body_text))
    isvec = False
    for latch in latches:
        term = blocks[latch][-1] if blocks[latch] else ""
        m = re.search(r"!llvm\.loop (![\w.]+)", term)
        if m and _loop_has_property(m.group(1), "llvm.loop.isvectorized", md):
            isvec = True
    steps = _induction_steps(blocks[header], latches, body_text)
    index_steps = [k for name, k in steps.items() if re.fullmatch(r"index\d*", name)]
    if index_steps:
        step = index_steps[0]
    elif vectorized and steps:
        # SLP-vectorized (LV left no %index): the slowest induction counts original iterations, a faster one is a
        # second counter (j += 4); an address offset (a[i + 4]) is no induction at all
        step = min(steps.values())
    else:
        step = 1
    return IRLoop(vectorized, isvec, step)


_PHI_I64 = re.compile(r"^%([-\w.$]+) = phi i64 (.*)$")
_INCOMING = re.compile(r'\[\s*([^,\]]+?),\s*%(?:"([^"]+)"|([-\w.$]+))\s*\]')


def _induction_steps(header_insts: list[str], latches: list[str], body_text: str) -> dict[str, int]:
    """The i64 inductions of a loop: header phi name -> its constant step, read from the value the phi takes from
    a latch (``%iv.next = add i64 %iv, K``). Only that add counts: the first ``add i64 %iv, K`` of the body may be
    an address offset (``a[i + 4]``), not the increment."""
    steps: dict[str, int] = {}
    for line in header_insts:
        m = _PHI_I64.match(line)
        if not m:
            continue
        phi = m.group(1)
        for inc in _INCOMING.finditer(m.group(2)):
            if (inc.group(2) or inc.group(3)) not in latches or not inc.group(1).startswith("%"):
                continue
            nxt = re.escape(inc.group(1).strip()[1:])
            add = re.search(r"^%" + nxt + r" = add (?:nuw )?(?:nsw )?i64 %" + re.escape(phi) + r", (\d+)$",
                            body_text, re.M)
            if add and int(add.group(1)) > 0:
                steps[phi] = int(add.group(1))
    return steps


def _dominates(blocks: dict[str, list[str]], entry: str, dom: str, node: str) -> bool:
    """``dom`` dominates ``node``: ``node`` is unreachable from the entry once ``dom`` is removed."""
    if dom == entry:
        return True
    seen, work = {entry}, [entry]
    while work:
        b = work.pop()
        for s in _successors(blocks.get(b, [])):
            if s == node:
                return False
            if s != dom and s not in seen:
                seen.add(s)
                work.append(s)
    return node != entry


