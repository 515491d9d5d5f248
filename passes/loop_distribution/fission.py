"""Loop fission for real: split one analysed loop into one loop per partition, in place, through the LLVM-C API.

For a partition ``L1 | L2 | ... | Lk`` of a loop with header ``H``, body blocks ``B`` (reverse post-order, ``H``
first, latch ``T``), preheader ``P`` and exit ``E``::

    P -> [H..T](L1) -> H.ld2.ph -> [H.ld2..T.ld2](L2) -> ... -> [H.ldk..](Lk) -> E

Every new loop is a copy of the whole body CFG (all blocks and branches, the control instructions: induction phis,
increments, branch conditions) keeping only the instructions of its nodes with their recomputed slices; everything
else is erased from the original loop (which becomes ``L1``, its header renamed ``<H>.ld1``) or never cloned. Blocks
left empty are cleaned up by any later ``simplifycfg``. Values used after the loop (LCSSA phis in ``E``) are taken
from the loop that computes them, through an LCSSA phi in the following preheader when that is not the last loop.
New loops get fresh distinct ``!llvm.loop`` nodes with the original's properties. The result is verified; a
failure is an internal error (the legality of the partition is checked before anything is changed).
"""
from __future__ import annotations

from mlbridge_llvm.errors import IRError
from mlbridge_llvm.ir import cir
from mlbridge_llvm.ir.llvmc import CModule

from .ddg import LoopGraph
from .partition import Partition, format, is_legal


def keep_sets(graph: LoopGraph, partition: Partition) -> list[set[int]]:
    """Instructions of the original body each new loop keeps (control and terminators in all of them)."""
    terms = {cir.terminator(bb) for bb in _blocks(graph)}
    return [graph.control | terms | set().union(*(graph.nodes[n].instructions for n in loop)) for loop in partition]


def _blocks(graph: LoopGraph) -> list[int]:
    return graph.blocks or [graph.header_bb]


def distribute(module: CModule, graph: LoopGraph, partition: Partition) -> list[str]:
    """Apply a legal ``partition`` to ``graph``'s loop in ``module``; returns the new loops' header names in order."""
    if not is_legal(graph, partition):
        raise IRError(f"internal error: illegal partition {format(partition)} reached fission")
    if len(partition) < 2:
        return [graph.header]
    blocks = _blocks(graph)
    h, exit_bb = graph.header_bb, graph.exit_bb
    latch = graph.latch_bb or h
    keeps = keep_sets(graph, partition)
    k = len(partition)
    base = graph.header.lstrip("%")
    base = "loop" + base if base.isdigit() else base
    labels = {bb: (cir.block_name(bb) or f"{base}.bb{i}") for i, bb in enumerate(blocks)}
    preheaders = [graph.preheader_bb]
    bmaps: list[dict[int, int]] = [{bb: bb for bb in blocks}]
    last = _last_in_layout(blocks)
    for j in range(2, k + 1):  # laid out after the original loop, in execution order
        pre = cir.insert_block_before(module, exit_bb, f"{base}.ld{j}.ph")
        cir.move_block_after(pre, last)
        preheaders.append(last := pre)
        bmap = {}
        for bb in blocks:
            new = cir.insert_block_before(module, exit_bb, f"{labels[bb]}.ld{j}")
            cir.move_block_after(new, last)
            bmap[bb] = last = new
        bmaps.append(bmap)
    vmaps: list[dict[int, int]] = [{i: i for i in keeps[0]}]
    with cir.Builder(module) as b:
        for j in range(1, k):
            vmaps.append(_clone_loop(b, graph, blocks, keeps[j], bmaps[j], preheaders[j],
                                     preheaders[j + 1] if j + 1 < k else None))
            b.at_end(preheaders[j]).br(bmaps[j][h])
        term = cir.terminator(latch)
        for idx, succ in enumerate(cir.successors(latch)):  # L1 now exits into L2's preheader
            if succ == exit_bb:
                cir.set_successor(term, idx, preheaders[1])
        latches = [bmap[latch] for bmap in bmaps]
        _rewire_exit_phis(b, graph, keeps, vmaps, latches, preheaders)
    cir.erase([i for i in reversed(graph.body) if i not in keeps[0]])
    cir.set_block_name(h, f"{base}.ld1")
    module.mark_mutated()
    for j in range(1, k):
        module.set_loop_metadata(module.handle_for(cir.terminator(bmaps[j][latch])), [], merge=True)
    try:
        module.verify()
    except IRError as err:
        raise IRError(f"internal error: distributing loop {graph.header!r} of @{graph.function} into "
                      f"{format(partition)} produced invalid IR: {err}") from None
    return [cir.block_name(bmap[h]) for bmap in bmaps]


def _last_in_layout(blocks: list[int]) -> int:
    """The loop block that comes last in the function's layout (new blocks go after it)."""
    fn = cir.block_function(blocks[0])
    members = set(blocks)
    return [bb for bb in cir.blocks(fn) if bb in members][-1]


def _clone_loop(b: cir.Builder, graph: LoopGraph, blocks: list[int], keep: set[int], bmap: dict[int, int],
                preheader: int, next_pre: int | None) -> dict[int, int]:
    """Fill the new blocks with copies of the kept instructions; returns original -> copy."""
    exit_bb = graph.exit_bb
    vmap: dict[int, int] = {}
    phis: list[int] = []
    for bb in blocks:
        b.at_end(bmap[bb])
        for inst in cir.instructions(bb):
            if inst not in keep:
                continue
            if cir.opcode(inst) == cir.PHI:
                vmap[inst] = b.phi(cir.type_of(inst), cir.name(inst), [])
                phis.append(inst)
            else:
                vmap[inst] = b.insert(cir.clone(inst), cir.name(inst))
    body = set(graph.body)
    for inst, copy in vmap.items():
        if cir.opcode(inst) == cir.PHI:
            continue
        for idx, op in enumerate(cir.operands(inst)):
            if op in vmap:
                cir.set_operand(copy, idx, vmap[op])
            elif op in body:
                raise IRError(f"internal error: {cir.text(inst)} needs {cir.text(op)}, not kept in its loop")
        for idx, succ in enumerate(cir.successors(cir.parent_block(inst)) if inst == cir.terminator(
                cir.parent_block(inst)) else []):
            if succ in bmap:
                cir.set_successor(copy, idx, bmap[succ])
            elif succ == exit_bb and next_pre is not None:
                cir.set_successor(copy, idx, next_pre)
    for phi in phis:
        cir.add_incoming(vmap[phi], [(vmap.get(v, v), bmap[blk]) if blk in bmap else (v, preheader)
                                     for v, blk in cir.incoming(phi)])
    return vmap


def _rewire_exit_phis(b: cir.Builder, graph: LoopGraph, keeps: list[set[int]], vmaps: list[dict[int, int]],
                      latches: list[int], preheaders: list[int]) -> None:
    """LCSSA phis of the exit block: take each value from the loop that computes it; the exit's predecessor is
    now the last loop's latch."""
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
                    value = b.phi(cir.type_of(v), (cir.name(v) or "v") + ".lcssa", [(value, latches[j])])
            else:
                value = v
            pairs.append((value, latches[-1]))
        b.before(phi)
        new = b.phi(cir.type_of(phi), "", pairs)
        label = cir.name(phi)
        cir.replace_all_uses(phi, new)
        cir.erase([phi])
        if label:
            cir.set_name(new, label)
