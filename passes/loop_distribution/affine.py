"""``rl-affine-distribute``: loop distribution (fission) of innermost ``affine.for`` loops, the MLIR front end of
``rl-loop-distribute``, written on the upstream MLIR Python bindings.

Same design as the LLVM pass (:mod:`.ddg`, :mod:`.partition`, :mod:`.fission`), on MLIR:

**Which loops.** Every ``affine.for`` of every ``func.func`` is looked at. A loop is *skipped* (remark ``Skipped``,
kind Missed, with the reason, IR untouched) when it is not innermost (another loop nested in its body), when its body
holds an operation with regions (``affine.if``, ``scf.if``, ...), a call, or any operation this analysis does not
know to be free of side effects (e.g. ``memref.alloc``, ``affine.vector_store``, ``memref.copy``), or when it has no
statement at all. Known operations: ``affine.load``/``memref.load``, ``affine.store``/``memref.store``, the
terminator ``affine.yield``, and the pure ones: every ``arith.*``, ``math.*`` and ``index.*`` operation,
``affine.apply``/``min``/``max``, ``memref.dim``.

**Statements** (the anchors): each ``affine.store``/``memref.store``, and each loop-carried value (``iter_args``
entry ``j`` with the operations on its cycle from the block argument to yield operand ``j``: a reduction or
recurrence). A statement is its anchor plus its backward slice of body operations (loads, index and arithmetic
operations), and these slices are *recomputed* in every new loop that needs them, as in the LLVM version. Two
statements where one uses a loop-carried value of the other (the iteration argument or an operation of its cycle)
cannot be separated (no scalar expansion): they form one group.

**Memory dependences** between every pair of accesses of the body (one at least a store), by an exact test on the
subscripts. Each subscript (one per memref dimension) is brought to the form ``c + s*k (+ loop-invariant symbols)``
in the iteration number ``k`` (the induction variable is ``lb + step*k``), through the access's affine map
(dims, symbols, constants, ``+``, multiplication by a constant) or, for ``memref.load/store``, through
``arith.constant/addi/subi/muli/index_cast`` and ``affine.apply``. Accesses of the same memref that conflict for
``k2 = k1 + d`` must agree in *every* subscript (memref indexing out of bounds is undefined behaviour in MLIR,
so per-dimension equality is exact, unlike a test on linearised offsets which would need the strides). Per
dimension, with equal coefficients ``s`` and symbols that cancel: ``s*d = c_a - c_b``; the intersection over the
dimensions is no ``d``, one ``d`` or every ``d``. As :func:`.ddg._dependence` does for bytes: *forward* iff some
conflicting ``d >= 0`` (the earlier access in the body runs first), *backward* iff some ``d < 0``. Anything else
(different coefficients, symbols that do not cancel, ``mod``/``floordiv``, indices loaded from memory or carried by
``iter_args``) is a dependence in both directions.

**Aliasing of different memref values.** Each memref is traced to its *base*: a ``memref.alloc``/``memref.alloca``
result (a fresh object), a ``memref.get_global`` (the global's name: two ``get_global`` of one symbol are the same
object), or a function argument. Distinct allocations never alias each other, globals or arguments (a fresh
allocation cannot be reached through anything that existed before it); distinct globals never alias each other.
Function arguments *may* alias each other and any global: a caller may pass the same buffer (or a view of a
global) twice, and nothing in a ``memref`` type forbids it -- unless the argument carries ``{llvm.noalias}``,
which the LLVM lowering turns into ``noalias`` pointers: such an argument is treated as aliasing nothing else (the
same rule as ``noalias`` arguments in :func:`.ddg._dependence`). Any other memref (a ``subview``, a ``cast``, a
memref loaded from memory, a block argument of another region) may be a view of anything, a fresh allocation or a
``noalias`` argument included: dependence both ways with every other memref.

**Nodes** are the strongly connected components of the group graph (a dependence cycle cannot be split), numbered
``S1, S2, ...`` by the body position of their first anchor; ``edges`` ``(u, v)`` say that node ``u`` must run in an
earlier or the same loop as ``v``. :class:`AffineLoopGraph` offers exactly what :mod:`.partition` needs
(``nodes[i].index/.first_position/.label``, ``edges``, ``predecessors``), so ``partition.legalize``,
``maximal``, ``enumerate_legal`` and ``is_legal`` work on it unchanged.

**Fission** (:func:`distribute`): for a partition into ``k`` loops the ``affine.for`` is cloned once per new loop
(``Operation.clone``), in partition order, right where the original is; in each copy the operations of other
loops' statements that this loop does not need are erased in reverse body order; each copy is rebuilt as a new
``affine.for`` with the same bounds, step and attributes that carries only its own ``iter_args`` (a reduction keeps
its init value, block argument and yield operand in exactly one new loop; a loop carrying none has no
``iter_args``), the kept operations are moved into it, and the original loop's results are redirected to the loop
that now computes them. The original is erased and the function verified. The copies are named with
``NameLoc("<loop>.ld<i>")`` around the original location (shown with ``--mlir-print-debuginfo``), like the LLVM
pass's ``.ld<i>`` blocks.

**Options** (``rl-affine-distribute<key=value;...>``): ``partition=max`` (default; every node in its own loop, in
dependence order), ``none`` (analyse and report only), or a fixed partition such as ``S1,S2|S3`` for every loop
with exactly those nodes (an illegal one is replaced by the nearest legal one, with a ``Legalized`` remark);
``function=NAME``: only this function. There is no ``model`` mode: the RL agents of ``rl-loop-distribute`` see
IR2Vec embeddings of LLVM instructions, and IR2Vec has no vocabulary for MLIR operations, so there is nothing
trained to ask; ``max`` is the default because it is the one policy that needs no model and exposes every loop
that could be vectorised on its own (the agents' usual first step).

**Remarks**: ``Skipped`` (Missed, ``reason``), ``Analysis`` (``nodes``, ``edges``, ``dependences``),
``Distributed`` (``partition``, ``loops``) / ``NotDistributed`` (``partition``), ``Legalized`` (``requested``,
``applied``). ``loop`` is the loop's ``line:col`` in the input.

Entry point (pyproject.toml, group ``mlbridge_llvm.passes``):
``rl-affine-distribute = "mlbridge_passes.loop_distribution.affine:PASS"``.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from mlbridge_llvm.errors import ConfigError, IRError
from mlbridge_llvm.ir.mlir import MlirModule, format_location
from mlbridge_llvm.passes import MLPass

from . import partition as parts
from .ddg import Affine, sccs, order_owners

PASS_NAME = "rl-affine-distribute"

LOOP_OPS = frozenset({"affine.for", "affine.parallel", "scf.for", "scf.while", "scf.parallel", "scf.forall"})
LOADS = frozenset({"affine.load", "memref.load"})
STORES = frozenset({"affine.store", "memref.store"})
PURE_PREFIXES = ("arith.", "math.", "index.")
PURE_OPS = frozenset({"affine.apply", "affine.min", "affine.max", "memref.dim"})
CALLS = frozenset({"func.call", "func.call_indirect", "llvm.call"})
_LB = "<lower bound>"  # symbol standing for a non-constant lower bound in subscript forms


# ------------------------------------------------------------------------------------------------------- results
@dataclass
class AffineNode:
    """A distribution unit: statements that must stay in the same loop."""

    index: int
    anchors: list[int]  # body positions of stores and of the first op of each carried value's cycle
    ops: set[int]  # body positions of the anchors and their recomputed backward slices
    iter_args: list[int]  # iter_args indices owned by this node
    first_position: int

    @property
    def label(self) -> str:
        """``S<index+1>``, the name used in partitions such as ``S1,S2|S3``."""
        return f"S{self.index + 1}"


@dataclass
class AffineLoopGraph:
    """A distributable innermost ``affine.for``: its body and the node DAG (the interface :mod:`.partition` uses)."""

    function: str
    loop: str  # ``line:col`` of the affine.for
    op: Any  # the affine.for (mlir.ir.Operation)
    body: list[Any]  # body operations in order, the terminator last
    nodes: list[AffineNode]
    edges: set[tuple[int, int]]  # node u must be in an earlier or the same loop as node v
    dependences: list[tuple[str, str, str]] = field(default_factory=list)  # (source, sink, kind)
    descriptions: list[str] = field(default_factory=list)  # one line per node

    def predecessors(self, node: int) -> set[int]:
        return {u for u, v in self.edges if v == node}

    def describe(self) -> list[str]:
        """One line per node: ``S1: affine.store %2, %arg0[%arg3] : memref<100xf32>``."""
        return list(self.descriptions)


@dataclass
class AffineLoopSkip:
    """A loop the pass leaves alone, and why."""

    function: str
    loop: str
    reason: str


# ------------------------------------------------------------------------------------------------------- helpers
def _ops(block: Any) -> list[Any]:
    return [o.operation for o in block.operations]


def _body(loop: Any) -> Any:
    return loop.regions[0].blocks[0]


def loop_name(op: Any) -> str:
    """``line:col`` of an operation parsed from a file or text, else MLIR's location text."""
    loc = op.location
    try:
        if loc.is_a_file():
            return f"{loc.start_line}:{loc.start_col}"
    except (AttributeError, TypeError, ValueError):
        pass
    return format_location(loc)


def _text(op: Any) -> str:
    try:
        return " ".join(op.get_asm(use_local_scope=True).split())
    except (TypeError, ValueError):
        return " ".join(str(op).split())


def _func_name(func: Any) -> str:
    from mlir import ir

    return ir.StringAttr(func.attributes["sym_name"]).value


def _functions(root: Any) -> Iterator[Any]:
    for region in root.regions:
        for block in region.blocks:
            for op in _ops(block):
                if op.name == "func.func":
                    yield op
                elif op.name == "builtin.module":
                    yield from _functions(op)


def _nested(op: Any) -> Iterator[Any]:
    for region in op.regions:
        for block in region.blocks:
            for child in _ops(block):
                yield child
                yield from _nested(child)


def _defining_op(value: Any) -> Any | None:
    """The operation that defines ``value`` (None for a block argument)."""
    from mlir import ir

    if isinstance(value, ir.BlockArgument):
        return None
    owner = value.owner
    return getattr(owner, "operation", owner)


# ------------------------------------------------------------------------------------------------------ aliasing
class _Bases:
    """The underlying object of each memref value of one function (see the module docstring)."""

    def __init__(self, func: Any) -> None:
        from mlir import ir

        self.entry = func.regions[0].blocks[0]
        self.noalias: set[int] = set()
        if "arg_attrs" in func.attributes:
            for i, d in enumerate(ir.ArrayAttr(func.attributes["arg_attrs"])):
                if "llvm.noalias" in ir.DictAttr(d):
                    self.noalias.add(i)

    def base(self, memref: Any) -> tuple[str, Any]:
        """``(kind, key)`` with kind in alloc | global | arg | noalias | unknown."""
        from mlir import ir

        if isinstance(memref, ir.BlockArgument):
            if memref.owner == self.entry:
                n = memref.arg_number
                return ("noalias" if n in self.noalias else "arg", memref)
            return "unknown", memref
        op = _defining_op(memref)
        if op is not None and op.name in ("memref.alloc", "memref.alloca"):
            return "alloc", memref
        if op is not None and op.name == "memref.get_global":
            return "global", ir.FlatSymbolRefAttr(op.attributes["name"]).value
        return "unknown", memref

    def may_alias(self, a: tuple[str, Any], b: tuple[str, Any]) -> bool | None:
        """True / False for different bases; None when the bases are the same object (exact test)."""
        if a == b:
            return None
        kinds = {a[0], b[0]}
        if "unknown" in kinds:  # e.g. a subview: may be based on anything, a noalias argument or an allocation too
            return True
        if "noalias" in kinds or "alloc" in kinds:
            return False
        return kinds != {"global"}  # distinct globals never alias; arguments may alias each other and globals


# ------------------------------------------------------------------------------------------------- subscripts
class _Subscripts:
    """Subscripts of the accesses of one loop as :class:`.ddg.Affine` forms in the iteration number ``k``."""

    def __init__(self, loop: Any, body_pos: dict[Any, int], body: list[Any]) -> None:
        from mlir import ir

        self.block = _body(loop)
        self.body_pos, self.body = body_pos, body
        step = ir.IntegerAttr(loop.attributes["step"]).value
        lb_map = ir.AffineMapAttr(loop.attributes["lowerBoundMap"]).value
        res = list(lb_map.results)
        if len(res) == 1 and isinstance(res[0], ir.AffineConstantExpr):
            self.iv = Affine(res[0].value, step)
        else:
            self.iv = Affine(0, step, {_LB: 1})
        self._cache: dict[Any, Affine | None] = {}

    def value(self, v: Any) -> Affine | None:
        if v in self._cache:
            return self._cache[v]
        self._cache[v] = None
        out = self._value(v)
        self._cache[v] = out
        return out

    def _value(self, v: Any) -> Affine | None:
        from mlir import ir

        if isinstance(v, ir.BlockArgument):
            if v.owner == self.block:
                return self.iv if v.arg_number == 0 else None  # iter_args vary
            return Affine(syms={v: 1})  # loop-invariant
        op = _defining_op(v)
        if op.name == "arith.constant":
            attr = op.attributes["value"]
            if isinstance(attr, ir.IntegerAttr):
                return Affine(ir.IntegerAttr(attr).value)
            return None
        if op not in self.body_pos:
            return Affine(syms={v: 1})  # defined outside the loop: invariant
        ops = list(op.operands)
        if op.name in ("arith.index_cast", "arith.index_castui", "arith.extsi", "arith.extui", "arith.trunci"):
            return self.value(ops[0])  # assumes no wrap-around
        if op.name in ("arith.addi", "arith.subi", "arith.muli"):
            a, b = self.value(ops[0]), self.value(ops[1])
            if a is None or b is None:
                return None
            if op.name == "arith.addi":
                return a + b
            if op.name == "arith.subi":
                return a - b
            return _mul(a, b)
        if op.name == "affine.apply":
            amap = ir.AffineMapAttr(op.attributes["map"]).value
            res = self.map_results(amap, ops)
            return res[0] if res else None
        return None

    def map_results(self, amap: Any, operands: list[Any]) -> list[Affine | None] | None:
        forms = [self.value(o) for o in operands]
        return [_expr(e, forms, amap.n_dims) for e in amap.results]

    def access(self, op: Any) -> tuple[Any, list[Affine | None]]:
        """``(memref value, subscript forms)`` of a load or store."""
        from mlir import ir

        ops = list(op.operands)
        is_store = op.name in STORES
        memref = ops[1] if is_store else ops[0]
        idx = ops[2:] if is_store else ops[1:]
        if op.name.startswith("affine."):
            amap = ir.AffineMapAttr(op.attributes["map"]).value
            return memref, self.map_results(amap, idx)
        return memref, [self.value(i) for i in idx]


def _mul(a: Affine, b: Affine) -> Affine | None:
    if not a.k and not a.syms:
        return b.scale(a.const)
    if not b.k and not b.syms:
        return a.scale(b.const)
    return None


def _expr(e: Any, forms: list[Affine | None], n_dims: int) -> Affine | None:
    from mlir import ir

    if isinstance(e, ir.AffineConstantExpr):
        return Affine(e.value)
    if isinstance(e, ir.AffineDimExpr):
        return forms[e.position]
    if isinstance(e, ir.AffineSymbolExpr):
        return forms[n_dims + e.position]
    if isinstance(e, (ir.AffineAddExpr, ir.AffineMulExpr)):
        a, b = _expr(e.lhs, forms, n_dims), _expr(e.rhs, forms, n_dims)
        if a is None or b is None:
            return None
        return a + b if isinstance(e, ir.AffineAddExpr) else _mul(a, b)
    return None  # mod, floordiv, ceildiv


def subscript_dependence(sa: list[Affine | None], sb: list[Affine | None]) -> tuple[bool, bool]:
    """``(forward, backward)`` for accesses ``a`` before ``b`` in the body to the same object (per-dimension exact
    test; ``a`` at iteration ``k1`` and ``b`` at ``k2 = k1 + d`` touch the same element iff every subscript agrees)."""
    if len(sa) != len(sb) or any(x is None for x in sa) or any(x is None for x in sb):
        return True, True
    only: int | None = None  # the one conflicting distance, when a dimension fixes it
    for a, b in zip(sa, sb):
        diff = a - b  # c_a - c_b (+ symbols) when the coefficients are equal
        if a.k != b.k or diff.syms:
            return True, True
        s, c = a.k, diff.const
        if s == 0:
            if c != 0:
                return False, False  # this dimension never agrees
            continue  # agrees for every d
        if c % s:
            return False, False
        d = c // s
        if only is not None and only != d:
            return False, False
        only = d
    if only is None:
        return True, True  # every distance conflicts (same element every iteration)
    return only >= 0, only < 0


# ------------------------------------------------------------------------------------------------------ analysis
def analyze_module(module: Any, function: str | None = None) -> list[AffineLoopGraph | AffineLoopSkip]:
    """Every ``affine.for`` of the module (or of ``@function``), in pre-order: an :class:`AffineLoopGraph` when it
    can be distributed, else an :class:`AffineLoopSkip`."""
    root = module.operation if isinstance(module, MlirModule) else getattr(module, "operation", module)
    context = root.context
    out: list[AffineLoopGraph | AffineLoopSkip] = []
    with context:
        for func in _functions(root):
            name = _func_name(func)
            if function and name != function:
                continue
            bases = _Bases(func) if len(func.regions[0].blocks) else None
            for op in _nested(func):
                if op.name == "affine.for":
                    out.append(analyze_loop(op, name, bases))
    return out


def function_names(module: Any) -> list[str]:
    root = module.operation if isinstance(module, MlirModule) else getattr(module, "operation", module)
    with root.context:
        return [_func_name(f) for f in _functions(root) if len(f.regions[0].blocks)]


def analyze_loop(loop: Any, fn_name: str, bases: _Bases) -> AffineLoopGraph | AffineLoopSkip:
    """The dependence graph of one ``affine.for`` (see the module docstring), or why it is skipped."""
    from mlir import ir

    label = loop_name(loop)

    def skip(reason: str) -> AffineLoopSkip:
        return AffineLoopSkip(fn_name, label, reason)

    block = _body(loop)
    body = _ops(block)
    inner = [o for o in _nested(loop) if o.name in LOOP_OPS]
    if inner:
        return skip("not an innermost loop (contains " + ", ".join(f"{o.name} at {loop_name(o)}" for o in inner) + ")")
    for op in body[:-1]:
        if len(op.regions):
            return skip(f"operation with regions in the body (not supported): {op.name} at {loop_name(op)}")
        if op.name in CALLS:
            return skip(f"loop contains a call: {_text(op)}")
        if not (op.name in LOADS or op.name in STORES or op.name in PURE_OPS or op.name.startswith(PURE_PREFIXES)):
            return skip(f"unsupported operation (side effects unknown): {op.name} at {loop_name(op)}")
    term = body[-1]
    if term.name != "affine.yield":
        return skip(f"unexpected terminator {term.name}")
    pos = {op: i for i, op in enumerate(body)}
    n_iter = len(block.arguments) - 1
    yield_ops = list(term.operands)

    def slice_of(roots: list[Any]) -> tuple[set[int], set[int]]:
        """Body positions of the ops ``roots`` depend on, and the iter_args indices they read."""
        ops: set[int] = set()
        args: set[int] = set()
        todo = list(roots)
        while todo:
            v = todo.pop()
            if isinstance(v, ir.BlockArgument):
                if v.owner == block and v.arg_number > 0:
                    args.add(v.arg_number - 1)
                continue
            d = _defining_op(v)
            p = pos.get(d)
            if p is None or p in ops:
                continue
            ops.add(p)
            todo.extend(d.operands)
        return ops, args

    def users_closure(j: int) -> set[int]:
        """Body positions of the ops that (transitively) use iter_arg ``j``."""
        out: set[int] = set()
        todo = [block.arguments[j + 1]]
        while todo:
            v = todo.pop()
            for use in v.uses:
                owner = use.owner
                owner = getattr(owner, "operation", owner)
                p = pos.get(owner)
                if p is None or p in out or p == len(body) - 1:
                    continue
                out.add(p)
                todo.extend(owner.results)
        return out

    # anchor components: ("store", position) and ("iter", j)
    members: dict[tuple[str, int], set[int]] = {}
    closure: dict[tuple[str, int], tuple[set[int], set[int]]] = {}
    first: dict[tuple[str, int], int] = {}
    for i, op in enumerate(body[:-1]):
        if op.name in STORES:
            key = ("store", i)
            members[key] = {i}
            closure[key] = slice_of(list(op.operands))
            closure[key][0].add(i)
            first[key] = i
    for j in range(n_iter):
        key = ("iter", j)
        sl_ops, sl_args = slice_of([yield_ops[j]])
        cycle = sl_ops & users_closure(j)
        members[key] = cycle
        closure[key] = (sl_ops, sl_args | {j})
        first[key] = min(cycle) if cycle else len(body) - 1
    if not members:
        return skip("no statement to distribute (no store and no iter_args)")
    # union anchors that use each other's carried values
    keys = sorted(members, key=lambda k: (first[k], k))
    parent = {k: k for k in keys}

    def find(k: tuple[str, int]) -> tuple[str, int]:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    for a in keys:
        ops_a, args_a = closure[a]
        for b in keys:
            if a == b:
                continue
            if (b[0] == "iter" and b[1] in args_a) or (ops_a & members[b]):
                parent[find(b)] = find(a)
    groups: dict[tuple[str, int], dict[str, Any]] = {}
    for k in keys:
        g = groups.setdefault(find(k), {"ops": set(), "iters": set(), "anchors": [], "first": first[k]})
        g["ops"] |= closure[k][0]
        if k[0] == "iter":
            g["iters"].add(k[1])
        g["anchors"].append(k)
        g["first"] = min(g["first"], first[k])
    gkeys = sorted(groups, key=lambda g: (groups[g]["first"], g))
    gid = {g: n for n, g in enumerate(gkeys)}
    owners: dict[int, list[int]] = {}
    for g in gkeys:
        for p in groups[g]["ops"]:
            owners.setdefault(p, []).append(gid[g])
    # memory dependences
    subs = _Subscripts(loop, pos, body)
    accesses = []
    for p, op in enumerate(body[:-1]):
        if (op.name in LOADS or op.name in STORES) and p in owners:
            memref, forms = subs.access(op)
            accesses.append((p, op.name in STORES, bases.base(memref), forms))
    gsucc: dict[int, set[int]] = {n: set() for n in range(len(gkeys))}
    deps: list[tuple[str, str, str]] = []
    for ai, (pa, sa, ba, fa) in enumerate(accesses):
        for pb, sb, bb, fb in accesses[ai + 1:]:
            if not (sa or sb):
                continue
            alias = bases.may_alias(ba, bb)
            if alias is None:
                fwd, bwd = subscript_dependence(fa, fb)
            else:
                fwd = bwd = alias
            if fwd or bwd:
                kind = "forward" if fwd and not bwd else "backward" if bwd and not fwd else "both"
                deps.append((_text(body[pa]), _text(body[pb]), kind))
            order_owners(gsucc, owners[pa], owners[pb], fwd, bwd)
    comps = sccs(range(len(gkeys)), gsucc)
    comps = sorted(comps, key=lambda comp: min(groups[gkeys[g]]["first"] for g in comp))
    node_of = {g: n for n, comp in enumerate(comps) for g in comp}
    nodes: list[AffineNode] = []
    descriptions: list[str] = []
    for n, comp in enumerate(comps):
        anchors = sorted((k for g in comp for k in groups[gkeys[g]]["anchors"]), key=lambda k: (first[k], k))
        ops = set().union(*(groups[gkeys[g]]["ops"] for g in comp))
        iters = sorted(set().union(*(groups[gkeys[g]]["iters"] for g in comp)))
        nodes.append(AffineNode(n, [first[k] for k in anchors], ops, iters, min(first[k] for k in anchors)))
        words = []
        for k in anchors:
            if k[0] == "store":
                words.append(_text(body[k[1]]))
            else:
                cyc = sorted(members[k])
                if cyc:
                    what = _text(body[cyc[-1]])
                else:  # not a recurrence: the loop carries out a value computed from scratch (or passed through)
                    d = _defining_op(yield_ops[k[1]])
                    what = "yields " + (_text(d) if d in pos else yield_ops[k[1]].get_name(use_local_scope=True))
                words.append(f"iter_args #{k[1]}: {what}")
        descriptions.append(f"S{n + 1}: " + "; ".join(words))
    edges = {(node_of[a], node_of[b]) for a in gsucc for b in gsucc[a] if node_of[a] != node_of[b]}
    return AffineLoopGraph(fn_name, label, loop, body, nodes, edges, deps, descriptions)


# ------------------------------------------------------------------------------------------------------- fission
def distribute(graph: AffineLoopGraph, partition: parts.Partition) -> list[str]:
    """Replace the loop of ``graph`` by one ``affine.for`` per part of the (legal) ``partition``, in order; returns
    the new loops' names (``<loop>.ld<i>``). The original loop and the graph's operation handles are dead afterwards.
    """
    from mlir import ir

    if not parts.is_legal(graph, partition):
        raise IRError(f"{PASS_NAME}: partition {parts.format(partition)} of loop {graph.loop} in @{graph.function} "
                      "is not legal")
    loop = graph.op
    context = loop.context
    n_iter = len(_body(loop).arguments) - 1
    seg = [int(x) for x in ir.DenseI32ArrayAttr(loop.attributes["operandSegmentSizes"])]
    n_bounds = seg[0] + seg[1]
    names: list[str] = []
    result_map: dict[int, Any] = {}
    with context, loop.location:  # block arguments need a location
        for i, part in enumerate(partition, 1):
            keep_ops = set().union(*(graph.nodes[n].ops for n in part))
            keep_iters = sorted(set().union(*(graph.nodes[n].iter_args for n in part)))
            name = f"{graph.loop}.ld{i}"
            loc = ir.Location.name(name, childLoc=loop.location)
            clone = loop.clone(ip=ir.InsertionPoint(loop)).operation
            old_block = _body(clone)
            old_ops = _ops(old_block)
            operands = list(clone.operands)
            attrs = {k: clone.attributes[k] for k in clone.attributes if k != "operandSegmentSizes"}
            attrs["operandSegmentSizes"] = ir.DenseI32ArrayAttr.get([seg[0], seg[1], len(keep_iters)])
            inits = [operands[n_bounds + j] for j in keep_iters]
            new = ir.Operation.create("affine.for", results=[r.type for r in inits],
                                      operands=operands[:n_bounds] + inits, attributes=attrs, regions=1,
                                      loc=loc, ip=ir.InsertionPoint(clone))
            args = [old_block.arguments[0].type] + [old_block.arguments[1 + j].type for j in keep_iters]
            new_block = new.regions[0].blocks.append(*args)
            old_yield = old_ops[-1]
            yielded = list(old_yield.operands)
            with ir.InsertionPoint(new_block):
                new_yield = ir.Operation.create("affine.yield", operands=[yielded[j] for j in keep_iters], loc=loc)
            old_yield.erase()
            for p in range(len(old_ops) - 2, -1, -1):
                if p not in keep_ops:
                    old_ops[p].erase()
            for p in range(len(old_ops) - 1):
                if p in keep_ops:
                    old_ops[p].move_before(new_yield)
            old_block.arguments[0].replace_all_uses_with(new_block.arguments[0])
            for idx, j in enumerate(keep_iters):
                old_block.arguments[1 + j].replace_all_uses_with(new_block.arguments[1 + idx])
                result_map[j] = new.results[idx]
            clone.erase()
            names.append(name)
        for j in range(n_iter):
            loop.results[j].replace_all_uses_with(result_map[j])
        loop.erase()
    return names


# ---------------------------------------------------------------------------------------------------------- pass
def _fixed_partition(mode: str) -> parts.Partition | None:
    if mode == "model":
        raise ConfigError(f"{PASS_NAME}: partition=model is not available for MLIR (the agents read IR2Vec embeddings "
                          "of LLVM IR); use max, none or a partition such as S1,S2|S3")
    return None if mode in ("max", "none") else parts.parse(mode)


def decide(ctx: Any, graph: AffineLoopGraph, mode: str, fixed: parts.Partition | None
           ) -> tuple[parts.Partition | None, str]:
    """The partition for one analysed loop (``None``: leave it), and who decided."""
    if mode == "none":
        return None, "none"
    if fixed is None:
        return parts.maximal(graph), "max"
    named = sorted(n for loop in fixed for n in loop)
    if named != list(range(len(graph.nodes))):
        ctx.remark("Skipped", graph.function, kind="Missed", loop=graph.loop,
                   reason=f"partition {mode} names {len(named)} nodes, the loop has {len(graph.nodes)}")
        return None, "fixed"
    legal = parts.legalize(graph, fixed)
    if legal != fixed:
        ctx.remark("Legalized", graph.function, kind="Missed", loop=graph.loop, requested=parts.format(fixed),
                   applied=parts.format(legal), reason="the requested partition breaks a dependence")
    return legal, "fixed"


def run(ctx: Any) -> None:
    """The pass (see the module docstring)."""
    module: MlirModule = ctx.module
    mode = ctx.option("partition", "max")
    fixed = _fixed_partition(mode)
    only = ctx.option("function", "")
    if only and only not in function_names(module):
        raise ConfigError(f"{PASS_NAME}<function={only}>: no defined function @{only} in {ctx.input_name}")
    loops = analyze_module(module, only or None)
    if fixed is not None:
        parts.require_fit(fixed, mode, [len(g.nodes) for g in loops if not isinstance(g, AffineLoopSkip)])
    plan: list[tuple[AffineLoopGraph, parts.Partition | None, str]] = []
    for loop in loops:
        if isinstance(loop, AffineLoopSkip):
            ctx.remark("Skipped", loop.function, kind="Missed", loop=loop.loop, reason=loop.reason)
            continue
        ctx.remark("Analysis", loop.function, kind="Analysis", loop=loop.loop, **parts.analysis_args(loop))
        partition, how = decide(ctx, loop, mode, fixed)
        plan.append((loop, partition, how))
    for graph, partition, how in plan:  # every decision is taken before the IR changes
        if partition is None:
            continue
        if len(partition) < 2:
            ctx.remark("NotDistributed", graph.function, kind="Analysis", loop=graph.loop,
                       partition=parts.format(partition), decided_by=how)
            continue
        names = distribute(graph, partition)
        ctx.remark("Distributed", graph.function, loop=graph.loop, partition=parts.format(partition), loops=names,
                   decided_by=how)
    if any(p is not None and len(p) > 1 for _, p, _ in plan):
        module.verify()


PASS = MLPass(
    name=PASS_NAME,
    description="loop distribution of innermost affine.for loops (MLIR front end of rl-loop-distribute; no model)",
    run=run,
    ir="mlir",
    options={"partition": "max (default: every node in its own loop), none, or a partition such as S1,S2|S3",
             "function": "only this function"},
)

__all__ = ["PASS", "PASS_NAME", "AffineLoopGraph", "AffineLoopSkip", "AffineNode", "analyze_loop", "analyze_module",
           "distribute", "run", "subscript_dependence"]
