"""Loop fission for real: split one analysed loop into one loop per partition, in place, through the LLVM-C API.

For a partition ``L1 | L2 | ... | Lk`` of a loop with header ``H`` (one-block body), preheader ``P`` and exit ``E``::

    P -> H(L1) -> H.ld2.ph -> H.ld2(L2) -> ... -> H.ldk(Lk) -> E

Loop ``j`` keeps the control instructions (induction phis, increments, exit test, branch) and the instructions of
its nodes with their recomputed slices; everything else is erased from the original loop (which becomes ``L1``,
renamed ``<H>.ld1``) or never cloned. Values used after the loop (LCSSA phis in ``E``) are taken from the loop that
computes them, through an LCSSA phi in the following preheader when that is not the last loop. New loops get fresh
distinct ``!llvm.loop`` nodes with the original's properties. The result is verified; a failure is an internal
error (the legality of the partition is checked before anything is changed).
"""
from __future__ import annotations

from mlbridge_llvm.errors import IRError
from mlbridge_llvm.ir import cir
from mlbridge_llvm.ir.llvmc import CModule

from .ddg import LoopGraph
from .partition import Partition, format, is_legal


def keep_sets(graph: LoopGraph, partition: Partition) -> list[set[int]]:
    """Instructions of the original body each new loop keeps (control and branch in all of them)."""
    term = graph.body[-1]
    return [graph.control | {term} | set().union(*(graph.nodes[n].instructions for n in loop)) for loop in partition]


def distribute(module: CModule, graph: LoopGraph, partition: Partition) -> list[str]:
    """Apply a legal ``partition`` to ``graph``'s loop in ``module``; returns the new loops' header names in order."""
    if not is_legal(graph, partition):
        raise IRError(f"internal error: illegal partition {format(partition)} reached fission")
    if len(partition) < 2:
        return [graph.header]
    h, exit_bb, term = graph.header_bb, graph.exit_bb, graph.body[-1]
    keeps = keep_sets(graph, partition)
    k = len(partition)
    base = graph.header.lstrip("%")
    base = "loop" + base if base.isdigit() else base
    headers, preheaders = [h], [graph.preheader_bb]
    last = h
    for j in range(2, k + 1):  # laid out right after the original loop, in execution order
        for label, blocks in ((f"{base}.ld{j}.ph", preheaders), (f"{base}.ld{j}", headers)):
            bb = cir.insert_block_before(module, exit_bb, label)
            cir.move_block_after(bb, last)
            blocks.append(last := bb)
    vmaps: list[dict[int, int]] = [{i: i for i in keeps[0]}]
    with cir.Builder(module) as b:
        for j in range(1, k):
            vmaps.append(_clone_loop(b, graph, keeps[j], headers[j], preheaders[j],
                                     preheaders[j + 1] if j + 1 < k else None))
            b.at_end(preheaders[j]).br(headers[j])
        # the original loop (L1) now exits into the second loop's preheader
        for idx, succ in enumerate(cir.successors(h)):
            if succ == exit_bb:
                cir.set_successor(term, idx, preheaders[1])
        _rewire_exit_phis(b, graph, keeps, vmaps, headers, preheaders)
    cir.erase([i for i in reversed(graph.body) if i not in keeps[0]])
    cir.set_block_name(h, f"{base}.ld1")
    module.mark_mutated()
    for j in range(1, k):
        module.set_loop_metadata(module.handle_for(cir.terminator(headers[j])), [], merge=True)
    try:
        module.verify()
    except IRError as err:
        raise IRError(f"internal error: distributing loop {graph.header!r} of @{graph.function} into "
                      f"{format(partition)} produced invalid IR: {err}") from None
    return [cir.block_name(bb) for bb in headers]


def _clone_loop(b: cir.Builder, graph: LoopGraph, keep: set[int], header: int, preheader: int,
                next_pre: int | None) -> dict[int, int]:
    """Fill ``header`` with copies of the kept instructions; returns original -> copy."""
    h, exit_bb = graph.header_bb, graph.exit_bb
    vmap: dict[int, int] = {}
    phis: list[int] = []
    b.at_end(header)
    for inst in graph.body:
        if inst not in keep:
            continue
        if cir.opcode(inst) == cir.PHI:
            vmap[inst] = b.phi(cir.type_of(inst), cir.name(inst), [])
            phis.append(inst)
        else:
            vmap[inst] = b.insert(cir.clone(inst), cir.name(inst))
    for inst, copy in vmap.items():
        if cir.opcode(inst) == cir.PHI:
            continue
        for idx, op in enumerate(cir.operands(inst)):
            if op in vmap:
                cir.set_operand(copy, idx, vmap[op])
            elif cir.is_instruction(op) and cir.parent_block(op) == h:
                raise IRError(f"internal error: {cir.text(inst)} needs {cir.text(op)}, not kept in its loop")
    for phi in phis:
        cir.add_incoming(vmap[phi], [(vmap.get(v, v), header) if blk == h else (v, preheader)
                                     for v, blk in cir.incoming(phi)])
    term_copy = vmap[graph.body[-1]]
    for idx, succ in enumerate(cir.successors(h)):
        if succ == h:
            cir.set_successor(term_copy, idx, header)
        elif succ == exit_bb and next_pre is not None:
            cir.set_successor(term_copy, idx, next_pre)
    return vmap


def _rewire_exit_phis(b: cir.Builder, graph: LoopGraph, keeps: list[set[int]], vmaps: list[dict[int, int]],
                      headers: list[int], preheaders: list[int]) -> None:
    """LCSSA phis of the exit block: take each value from the loop that computes it; the exit's predecessor is
    now the last loop."""
    k = len(keeps)
    body = set(graph.body)
    for phi in [i for i in cir.instructions(graph.exit_bb) if cir.opcode(i) == cir.PHI]:
        pairs = []
        for v, _blk in cir.incoming(phi):
            if v in body:
                j = max(j for j in range(k) if v in keeps[j])
                value = vmaps[j][v]
                if j < k - 1:  # carried out of loop j through an LCSSA phi in the next preheader
                    b.before(cir.terminator(preheaders[j + 1]))
                    value = b.phi(cir.type_of(v), (cir.name(v) or "v") + ".lcssa", [(value, headers[j])])
            else:
                value = v
            pairs.append((value, headers[-1]))
        b.before(phi)
        new = b.phi(cir.type_of(phi), "", pairs)
        label = cir.name(phi)
        cir.replace_all_uses(phi, new)
        cir.erase([phi])
        if label:
            cir.set_name(new, label)
