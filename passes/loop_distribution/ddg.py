"""The reduced dependence graph of an innermost loop, ready for distribution.

Which loops: innermost loops in loop-simplify form (one preheader ending in an unconditional branch, one latch, one
dedicated exit) and LCSSA form, exiting from their latch only (as ``loop-rotate`` leaves a ``for`` loop), in a
function with a reducible CFG. The body may have control flow (``if``/``else``, ``switch``). Anything else is
reported as a :class:`LoopSkip` with the reason and never touched: outer loops, early exits, calls other than
memory-free intrinsics, volatile or atomic accesses, an exit condition that reads memory, irreducible control flow.

How the graph is built (all on the LLVM IR through the C API, :mod:`mlbridge_llvm.ir.cir`):

* **control** = every terminator of the body, the backward slice of their conditions, and every simple induction phi
  (``phi [s, pre], [phi + c, latch]``) with its increment. Control (the whole CFG of the body) is replicated into
  every new loop; a load in a branch condition belongs to every new loop for the dependence test.
* **anchors** = stores, the def-use strongly connected components that contain a phi (reductions, recurrences), and
  values used after the loop. A statement is an anchor with its backward slice (loads, address and arithmetic
  instructions are *recomputed* in every new loop that needs them, as LLVM's own loop-distribute does).
  Two anchors where one uses the other's value cannot be separated (no scalar expansion): they form one group.
* **memory dependences** between every pair of accesses (at least one store) by an exact test on affine addresses
  ``base + c0 + c1*k`` (k = iteration, bytes; from GEPs, casts, add/sub/mul/shl): different identified objects
  (globals, allocas, ``noalias`` arguments) never overlap; same base and same stride gives the dependence distances
  exactly (both directions, loop-carried and loop-independent); anything else (unknown base, different strides,
  symbolic offsets that differ) is assumed to depend in both directions. Each dependence orders the groups owning its
  two accesses (a load owned by several groups orders all of them).
* **nodes** = strongly connected components of the group graph (a dependence cycle cannot be split); the node DAG's
  edges say which node must run in an earlier or the same loop.

A partition is legal iff every edge goes from a loop to the same or a later loop: :mod:`.partition` checks it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Iterable

from mlbridge_llvm.ir import cir
from mlbridge_llvm.ir.llvmc import CModule, retreating_edges

#: Intrinsics that neither read nor write memory: allowed in a distributed loop body.
PURE_INTRINSIC_PREFIXES = (
    "llvm.fmuladd.", "llvm.fma.", "llvm.fabs.", "llvm.sqrt.", "llvm.minnum.", "llvm.maxnum.", "llvm.minimum.",
    "llvm.maximum.", "llvm.copysign.", "llvm.floor.", "llvm.ceil.", "llvm.trunc.", "llvm.rint.", "llvm.round.",
    "llvm.smax.", "llvm.smin.", "llvm.umax.", "llvm.umin.", "llvm.abs.", "llvm.exp.", "llvm.exp2.", "llvm.log.",
    "llvm.log2.", "llvm.log10.", "llvm.pow.", "llvm.powi.", "llvm.sin.", "llvm.cos.", "llvm.ctpop.", "llvm.ctlz.",
    "llvm.cttz.", "llvm.bswap.", "llvm.bitreverse.", "llvm.fshl.", "llvm.fshr.", "llvm.sadd.sat.", "llvm.uadd.sat.",
    "llvm.ssub.sat.", "llvm.usub.sat.", "llvm.assume",
)


# --------------------------------------------------------------------------------------------- affine expressions
class Affine:
    """``const + k_coeff * k + sum(coeff * symbol)``: symbols are loop-invariant LLVM values (pointers as ints)."""

    __slots__ = ("const", "k", "syms")

    def __init__(self, const: int = 0, k: int = 0, syms: dict[int, int] | None = None) -> None:
        self.const, self.k = const, k
        self.syms = {s: c for s, c in (syms or {}).items() if c}

    def __add__(self, other: "Affine") -> "Affine":
        syms = dict(self.syms)
        for s, c in other.syms.items():
            syms[s] = syms.get(s, 0) + c
        return Affine(self.const + other.const, self.k + other.k, syms)

    def scale(self, factor: int) -> "Affine":
        return Affine(self.const * factor, self.k * factor, {s: c * factor for s, c in self.syms.items()})

    def __sub__(self, other: "Affine") -> "Affine":
        return self + other.scale(-1)

    def __repr__(self) -> str:
        return f"Affine({self.const} + {self.k}*k + {self.syms})"


@dataclass(frozen=True)
class Access:
    """One load or store of the loop body."""

    inst: int
    position: int  # index in the body
    is_store: bool
    base: int | None  # underlying pointer value (None = unknown)
    offset: Affine | None  # bytes from base
    size: int  # bytes touched


@dataclass
class Node:
    """A distribution unit: statements that must stay in the same loop."""

    index: int
    anchors: list[int]  # stores / recurrences / live-outs, body order
    instructions: set[int]  # anchors and their recomputed backward slices (no control)
    first_position: int

    @property
    def label(self) -> str:
        """``S<index+1>``, the name used in partitions such as ``S1,S2|S3``."""
        return f"S{self.index + 1}"


@dataclass
class LoopGraph:
    """A distributable loop: blocks, body, control and the node DAG."""

    function: str
    header: str
    header_bb: int
    preheader_bb: int
    exit_bb: int
    body: list[int]
    control: set[int]
    nodes: list[Node]
    edges: set[tuple[int, int]]  # node u must be in an earlier or the same loop as node v
    dependences: list[tuple[str, str, str]] = field(default_factory=list)  # (source text, sink text, kind)
    latch_bb: int = 0  # the only exiting block (== header_bb for a one-block body)
    blocks: list[int] = field(default_factory=list)  # loop blocks, reverse post-order from the header

    def describe(self) -> list[str]:
        """One line per node: ``S1: store float %add, ptr %arrayidx5``."""
        return [f"{n.label}: " + "; ".join(cir.text(a) for a in n.anchors) for n in self.nodes]

    def predecessors(self, node: int) -> set[int]:
        return {u for u, v in self.edges if v == node}


@dataclass
class LoopSkip:
    """A loop the pass leaves alone, and why."""

    function: str
    header: str
    reason: str


# ---------------------------------------------------------------------------------------------- CFG properties
def _dominators(fn: int, preds: dict[int, list[int]]) -> dict[int, set[int]]:
    order = cir.blocks(fn)
    entry = order[0]
    reachable = _reachable(entry)
    dom = {b: set(reachable) for b in reachable}
    dom[entry] = {entry}
    changed = True
    while changed:
        changed = False
        for b in order:
            if b == entry or b not in reachable:
                continue
            ps = [dom[p] for p in preds[b] if p in reachable]
            new = set.intersection(*ps) if ps else set()
            new = new | {b}
            if new != dom[b]:
                dom[b], changed = new, True
    return dom


def _reachable(entry: int) -> set[int]:
    seen, todo = {entry}, [entry]
    while todo:
        for s in cir.successors(todo.pop()):
            if s not in seen:
                seen.add(s)
                todo.append(s)
    return seen


def _natural_loop(header: int, latch: int, preds: dict[int, list[int]]) -> set[int]:
    """Blocks of the natural loop of back edge ``latch -> header``."""
    body, todo = {header, latch}, [latch] if latch != header else []
    while todo:
        for p in preds[todo.pop()]:
            if p not in body:
                body.add(p)
                todo.append(p)
    return body


def _retreating_edges(entry: int) -> list[tuple[int, int]]:
    """Edges to a block on the DFS stack (back edges of natural loops, plus irreducible retreating edges)."""
    return retreating_edges(entry, cir.successors)


# ----------------------------------------------------------------------------------------------- the analysis
def analyze_function(module: CModule, fn_name: str) -> list[LoopGraph | LoopSkip]:
    """Every loop of ``@fn_name``: a :class:`LoopGraph` when it can be distributed, else a :class:`LoopSkip`.
    Loops are named by their header as the ``.ll`` file shows it (``%for.body`` or ``%4``)."""
    fn = cir.require_function(module, fn_name)
    labels = cir.local_labels(fn)
    preds = cir.predecessors(fn)
    entry = cir.blocks(fn)[0]
    edges = _retreating_edges(entry)
    dom = _dominators(fn, preds)
    irreducible = [(src, dst) for src, dst in edges if dst not in dom.get(src, set())]
    if irreducible:
        return [LoopSkip(fn_name, labels[dst], "irreducible control flow in the function")
                for _, dst in irreducible]
    results: list[LoopGraph | LoopSkip] = []
    headers = {h for _, h in edges}
    latches: dict[int, list[int]] = {}
    for latch, header in edges:
        latches.setdefault(header, []).append(latch)
    for header, its_latches in latches.items():
        if len(its_latches) != 1:
            results.append(LoopSkip(fn_name, labels[header], "not in loop-simplify form: more than one latch"))
            continue
        latch = its_latches[0]
        blocks = _natural_loop(header, latch, preds)
        inner = sorted(labels[h] for h in headers & blocks if h != header)
        if inner:
            results.append(LoopSkip(fn_name, labels[header], f"not an innermost loop (contains {', '.join(inner)})"))
            continue
        results.append(_analyze_loop(module, fn, fn_name, header, latch, blocks, preds, labels))
    return results


def _rpo(header: int, blocks: set[int]) -> list[int]:
    """Loop blocks in reverse post-order from the header, back edges ignored (a topological order of the body)."""
    order, seen = [], {header}
    stack = [(header, iter([s for s in cir.successors(header) if s in blocks]))]
    while stack:
        bb, it = stack[-1]
        nxt = next((s for s in it if s not in seen and s != header), None)
        if nxt is None:
            order.append(bb)
            stack.pop()
            continue
        seen.add(nxt)
        stack.append((nxt, iter([s for s in cir.successors(nxt) if s in blocks])))
    return order[::-1]


def _analyze_loop(module: CModule, fn: int, fn_name: str, h: int, latch: int, block_set: set[int],
                  preds: dict[int, list[int]], labels: dict[int, str]) -> LoopGraph | LoopSkip:
    label = labels[h]

    def skip(reason: str) -> LoopSkip:
        return LoopSkip(fn_name, label, reason)

    outside = [p for p in preds[h] if p not in block_set]
    if len(outside) != 1 or cir.successors(outside[0]) != [h]:
        return skip("not in loop-simplify form: no dedicated preheader")
    pre = outside[0]
    exits = {(bb, s) for bb in block_set for s in cir.successors(bb) if s not in block_set}
    if {bb for bb, _ in exits} != {latch}:
        return skip("more than one exiting block (the loop must exit from its latch only)")
    if len(exits) != 1 or preds[next(iter(exits))[1]] != [latch]:
        return skip("not in loop-simplify form: no single dedicated exit")
    exit_bb = next(iter(exits))[1]
    blocks = _rpo(h, block_set)
    body = [i for bb in blocks for i in cir.instructions(bb)]
    term = cir.terminator(latch)
    if cir.opcode(term) != cir.BR or len(cir.operands(term)) != 3:
        return skip("latch does not end in a conditional branch")
    in_loop = set(body)
    for inst in body:
        op = cir.opcode(inst)
        if op in cir.UNSUPPORTED_MEMORY or op in (cir.INDIRECTBR, cir.UNREACHABLE, cir.RET):
            return skip(f"unsupported instruction: {cir.text(inst)}")
        if op in cir.MEMORY_OPCODES and cir.is_volatile_or_atomic(inst):
            return skip(f"volatile or atomic access: {cir.text(inst)}")
        if op == cir.CALL:
            callee = cir.called_name(inst) or ""
            if not callee.startswith(PURE_INTRINSIC_PREFIXES):
                return skip(f"loop contains a call: {cir.text(inst)}")
        for user in cir.users(inst):
            if cir.is_instruction(user) and user not in in_loop:
                if cir.parent_block(user) != exit_bb or cir.opcode(user) != cir.PHI:
                    return skip("not in LCSSA form: a loop value is used outside the loop")
    terminators = [cir.terminator(bb) for bb in blocks]
    exit_slice = _slice([cir.operands(term)[0]], in_loop)
    if any(cir.opcode(i) in cir.MEMORY_OPCODES or cir.opcode(i) == cir.CALL for i in exit_slice):
        return skip("the exit condition reads memory")
    conditions = [cir.operands(t)[0] for t in terminators if len(cir.operands(t)) > 1]
    control = _induction_phis(h, latch, block_set) | _slice(conditions, in_loop)
    if any(cir.opcode(i) == cir.CALL for i in control):
        return skip("a branch condition calls a function")
    graph = _build_graph(module, fn, fn_name, h, label, latch, blocks, pre, exit_bb, body, control)
    if isinstance(graph, str):
        return skip(graph)
    return graph


def _induction_step(phi: int, latch: int, blocks: set[int] | None = None) -> tuple[int, int] | None:
    """``(start value, increment instruction)`` of ``phi = [start, pre], [phi + c, latch]`` (integer or pointer)."""
    pairs = cir.incoming(phi)
    if len(pairs) != 2:
        return None
    (v0, b0), (v1, b1) = pairs
    if b0 == latch:
        (v0, b0), (v1, b1) = (v1, b1), (v0, b0)
    blocks = blocks or {latch}
    if b1 != latch or b0 == latch or not cir.is_instruction(v1) or cir.parent_block(v1) not in blocks:
        return None
    ops = cir.operands(v1)
    code = cir.opcode(v1)
    if code in (cir.ADD, cir.SUB) and len(ops) == 2 and ops[0] == phi and cir.const_int(ops[1]) is not None:
        return v0, v1
    if code == cir.GEP and ops and ops[0] == phi and all(cir.const_int(o) is not None for o in ops[1:]):
        return v0, v1
    return None


def _induction_phis(h: int, latch: int, blocks: set[int]) -> set[int]:
    """Simple induction phis of the header and their increments (replicated in every new loop)."""
    out: set[int] = set()
    for inst in cir.instructions(h):
        if cir.opcode(inst) != cir.PHI:
            break
        ind = _induction_step(inst, latch, blocks)
        if ind is not None:
            out |= {inst, ind[1]}
    return out


def _slice(roots: list[int], in_loop: set[int]) -> set[int]:
    """Loop instructions the values ``roots`` depend on (through operands and phi incoming values)."""
    out: set[int] = set()
    todo = list(roots)
    while todo:
        v = todo.pop()
        if v in out or v not in in_loop:
            continue
        out.add(v)
        todo.extend(cir.operands(v) if cir.opcode(v) != cir.PHI else [x for x, _ in cir.incoming(v)])
    return out


def sccs(nodes: Iterable[int], succ: dict[int, set[int]]) -> list[list[int]]:
    """Tarjan's strongly connected components (iterative), in reverse topological order."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on, stack, out = set(), [], []
    counter = 0
    for root in nodes:
        if root in index:
            continue
        work = [(root, iter(sorted(succ.get(root, ()))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(succ.get(w, ())))))
                    advanced = True
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                out.append(comp)
    return out


def _uses_in(inst: int, body_set: set[int]) -> list[int]:
    if cir.opcode(inst) == cir.PHI:
        return [v for v, _ in cir.incoming(inst) if v in body_set]
    return [v for v in cir.operands(inst) if v in body_set]


def _build_graph(module: CModule, fn: int, fn_name: str, h: int, label: str, latch: int, blocks: list[int], pre: int,
                 exit_bb: int, body: list[int], control: set[int]) -> LoopGraph | str:
    terms = {cir.terminator(bb) for bb in blocks}
    pos = {inst: i for i, inst in enumerate(body)}  # blocks in reverse post-order: a topological order of the body
    body_set = set(body)
    stmts = [i for i in body if i not in control and i not in terms]
    stmt_set = set(stmts)
    # def-use SCCs among statements (operand -> user)
    succ: dict[int, set[int]] = {i: set() for i in stmts}
    for i in stmts:
        for op in _uses_in(i, stmt_set):
            succ[op].add(i)
    comp_of: dict[int, int] = {}
    comps = sccs(stmts, succ)
    for ci, comp in enumerate(comps):
        for i in comp:
            comp_of[i] = ci
    live_out = {i for i in stmts if any(u not in body_set for u in cir.users(i))}
    def is_anchor(i: int) -> bool:  # stores, recurrences (header phis), live-outs, assumptions
        code = cir.opcode(i)
        return (code == cir.STORE or (code == cir.PHI and cir.parent_block(i) == h) or i in live_out
                or (code == cir.CALL and cir.called_name(i) == "llvm.assume"))

    anchor_comps = sorted({comp_of[i] for i in stmts if is_anchor(i)})
    if not anchor_comps:
        return "no statement to distribute (no store, recurrence or live-out value)"
    # backward closure of each anchor component; union anchors that use each other's values
    parent = {c: c for c in anchor_comps}

    def find(c: int) -> int:
        while parent[c] != c:
            parent[c] = parent[parent[c]]
            c = parent[c]
        return c

    closure: dict[int, set[int]] = {}
    for c in anchor_comps:
        seen: set[int] = set()
        todo = list(comps[c])
        while todo:
            v = todo.pop()
            if v in seen:
                continue
            seen.add(v)
            todo.extend(_uses_in(v, stmt_set))
        closure[c] = seen
        for v in seen:
            other = comp_of[v]
            if other != c and other in parent:
                parent[find(other)] = find(c)
    groups: dict[int, set[int]] = {}
    group_anchors: dict[int, list[int]] = {}
    for c in anchor_comps:
        g = find(c)
        groups.setdefault(g, set()).update(closure[c])
        group_anchors.setdefault(g, []).extend(i for i in comps[c] if is_anchor(i))
    owners: dict[int, list[int]] = {}
    for g, insts in groups.items():
        for i in insts:
            owners.setdefault(i, []).append(g)
    for i in control:  # loads in branch conditions run in every new loop
        if cir.opcode(i) == cir.LOAD:
            owners[i] = list(groups)
    # memory dependences
    layout = cir.DataLayout(module)
    evaluator = _AddressEvaluator(h, latch, set(blocks), layout)
    accesses = [evaluator.access(i, pos[i]) for i in body if cir.opcode(i) in cir.MEMORY_OPCODES and i in owners]
    noalias = _noalias_args(fn)
    gsucc: dict[int, set[int]] = {g: set() for g in groups}
    deps: list[tuple[str, str, str]] = []
    for a_i, a in enumerate(accesses):
        for b in accesses[a_i + 1:]:
            if not (a.is_store or b.is_store):
                continue
            fwd, bwd = _dependence(a, b, noalias)
            if fwd or bwd:
                kind = "forward" if fwd and not bwd else "backward" if bwd and not fwd else "both"
                deps.append((cir.text(a.inst), cir.text(b.inst), kind))
            order_owners(gsucc, owners[a.inst], owners[b.inst], fwd, bwd)
    # nodes = SCCs of the group graph, numbered by first anchor position
    gcomps = sccs(sorted(groups), gsucc)
    node_groups = sorted(gcomps, key=lambda comp: min(pos[a] for g in comp for a in group_anchors[g]))
    node_of = {g: n for n, comp in enumerate(node_groups) for g in comp}
    nodes = []
    for n, comp in enumerate(node_groups):
        anchors = sorted({a for g in comp for a in group_anchors[g]}, key=pos.__getitem__)
        insts = set().union(*(groups[g] for g in comp))
        nodes.append(Node(n, anchors, insts, pos[anchors[0]]))
    edges = {(node_of[g], node_of[s]) for g in gsucc for s in gsucc[g] if node_of[g] != node_of[s]}
    return LoopGraph(fn_name, label, h, pre, exit_bb, body, control, nodes, edges, deps, latch_bb=latch,
                     blocks=blocks)


def order_owners(gsucc: dict[int, set[int]], owners_a: Iterable[int], owners_b: Iterable[int], forward: bool,
                 backward: bool) -> None:
    """Record one dependence between accesses ``a`` (earlier in the body) and ``b`` as ordering edges between every
    group owning ``a`` and every other group owning ``b`` (a recomputed load is owned by several groups)."""
    owners_b = list(owners_b)
    for ga in owners_a:
        for gb in owners_b:
            if ga == gb:
                continue
            if forward:
                gsucc[ga].add(gb)
            if backward:
                gsucc[gb].add(ga)


def _noalias_args(fn: int) -> set[int]:
    from mlbridge_llvm.ir.llvmc import lib

    L = lib()
    return {L.LLVMGetParam(fn, i) for i in range(L.LLVMCountParams(fn))
            if cir.has_param_attribute(fn, i, "noalias")}


class _AddressEvaluator:
    """Affine forms (in the iteration number k) of integers and addresses of one loop."""

    def __init__(self, h: int, latch: int, blocks: set[int], layout: cir.DataLayout) -> None:
        self.h, self.latch, self.blocks, self.layout = h, latch, blocks, layout
        self._ints: dict[int, Affine | None] = {}
        self._ptrs: dict[int, tuple[int, Affine] | None] = {}

    def in_loop(self, v: int) -> bool:
        return cir.is_instruction(v) and cir.parent_block(v) in self.blocks

    def integer(self, v: int) -> Affine | None:
        if v not in self._ints:
            self._ints[v] = None  # cycles through non-induction phis stay unknown
            self._ints[v] = self._integer(v)
        return self._ints[v]

    def _integer(self, v: int) -> Affine | None:
        c = cir.const_int(v)
        if c is not None:
            return Affine(c)
        if not self.in_loop(v):
            return Affine(syms={v: 1})
        code = cir.opcode(v)
        ops = cir.operands(v)
        if code == cir.PHI:
            ind = _induction_step(v, self.latch, self.blocks)
            if ind is None:
                return None
            start, inc = ind
            step = cir.const_int(cir.operands(inc)[1])
            s = self.integer(start)
            if s is None or step is None:
                return None
            return s + Affine(k=step if cir.opcode(inc) == cir.ADD else -step)
        if code in (cir.SEXT, cir.ZEXT, cir.TRUNC):
            return self.integer(ops[0])  # assumes no wrap-around (clang's nsw/inbounds index arithmetic)
        if code in (cir.ADD, cir.SUB, cir.MUL, cir.SHL):
            a, b = self.integer(ops[0]), self.integer(ops[1])
            if a is None or b is None:
                return None
            if code == cir.ADD:
                return a + b
            if code == cir.SUB:
                return a - b
            cb = cir.const_int(ops[1])
            if code == cir.SHL:
                return a.scale(1 << cb) if cb is not None and 0 <= cb < 62 else None
            ca = cir.const_int(ops[0])
            if cb is not None:
                return a.scale(cb)
            if ca is not None:
                return b.scale(ca)
        if code == cir.OR:
            return _or_as_add(self.integer(ops[0]), cir.const_int(ops[1]))
        return None

    def pointer(self, v: int) -> tuple[int, Affine] | None:
        if v not in self._ptrs:
            self._ptrs[v] = None
            self._ptrs[v] = self._pointer(v)
        return self._ptrs[v]

    def _pointer(self, v: int) -> tuple[int, Affine] | None:
        code = cir.value_opcode(v)
        if code == cir.GEP:
            base = self.pointer(cir.operands(v)[0])
            off = self.gep_offset(v)
            if base is None or off is None:
                return None
            return base[0], base[1] + off
        if code == cir.PHI and self.in_loop(v):
            ind = _induction_step(v, self.latch, self.blocks)
            if ind is None:
                return None
            start, inc = ind
            base = self.pointer(start)
            step = self.gep_offset(inc)
            if base is None or step is None or step.k or step.syms:
                return None
            return base[0], base[1] + Affine(k=step.const)
        if self.in_loop(v):
            return None  # e.g. a pointer loaded inside the loop
        return v, Affine()

    def gep_offset(self, gep: int) -> Affine | None:
        ops = cir.operands(gep)
        ty = cir.gep_source_type(gep)
        total = Affine()
        for n, idx in enumerate(ops[1:]):
            if n == 0:
                stride = self.layout.alloc_size(ty)
            else:
                kind = cir.type_kind(ty)
                if kind == cir.TYPE_STRUCT:
                    field_no = cir.const_int(idx)
                    if field_no is None:
                        return None
                    total = total + Affine(self.layout.field_offset(ty, field_no))
                    ty = cir.struct_field_type(ty, field_no)
                    continue
                if kind not in (cir.TYPE_ARRAY, cir.TYPE_VECTOR):
                    return None
                ty = cir.element_type(ty)
                stride = self.layout.alloc_size(ty)
            term = self.integer(idx)
            if term is None:
                return None
            total = total + term.scale(stride)
        return total

    def access(self, inst: int, position: int) -> Access:
        is_store = cir.opcode(inst) == cir.STORE
        ops = cir.operands(inst)
        ptr = ops[1] if is_store else ops[0]
        value_ty = cir.type_of(ops[0]) if is_store else cir.type_of(inst)
        size = self.layout.store_size(value_ty)
        addr = self.pointer(ptr)
        if addr is None:
            return Access(inst, position, is_store, None, None, size)
        return Access(inst, position, is_store, addr[0], addr[1], size)


def _or_as_add(a: Affine | None, c: int | None) -> Affine | None:
    """``a | c`` as ``a + c`` when that is exact: ``0 <= c < 2**m`` and every coefficient of ``a`` (constant,
    iteration, symbols) a multiple of ``2**m``, so the low ``m`` bits of ``a`` are zero whatever the iteration and the
    symbols' values (``p[4 * i + 1]`` comes out of -O3 as ``or disjoint (shl i, 2), 1``); else None."""
    if a is None or c is None or c < 0:
        return None
    m = 1 << c.bit_length()
    if all(x % m == 0 for x in (a.const, a.k, *a.syms.values())):
        return a + Affine(c)
    return None


def _dependence(a: Access, b: Access, noalias: set[int]) -> tuple[bool, bool]:
    """``(forward, backward)`` for accesses ``a`` before ``b`` in the body: forward = some instance of ``a``
    conflicts with a later (or same-iteration) instance of ``b``; backward = an instance of ``b`` conflicts with a
    later-iteration instance of ``a``."""
    if a.base is None or b.base is None or a.offset is None or b.offset is None:
        return True, True
    if a.base != b.base:
        identified = lambda v: v in noalias or cir.is_identified_object(v)  # noqa: E731
        if (a.base in noalias or b.base in noalias) or (identified(a.base) and identified(b.base)):
            return False, False
        return True, True
    diff = b.offset - a.offset  # offset_b(k2) - offset_a(k1) = k*d + dc when strides are equal
    if diff.syms or a.offset.k != b.offset.k:
        return True, True
    stride, dc = a.offset.k, diff.const
    # overlap of [fa, fa+sa) and [fb, fb+sb): -sb < stride*d + dc < sa, d = k2 - k1
    lo, hi = -b.size - dc, a.size - dc  # stride*d in (lo, hi)
    if stride == 0:
        return (True, True) if lo < 0 < hi else (False, False)
    a_lo, a_hi = (Fraction(lo, stride), Fraction(hi, stride)) if stride > 0 else (Fraction(hi, stride), Fraction(lo, stride))
    d_min, d_max = _floor(a_lo) + 1, _ceil(a_hi) - 1  # integers strictly inside (a_lo, a_hi)
    if d_min > d_max:
        return False, False
    return d_max >= 0, d_min < 0


def _floor(x: Fraction) -> int:
    return x.numerator // x.denominator


def _ceil(x: Fraction) -> int:
    return -((-x.numerator) // x.denominator)
