"""Partitions of a loop's nodes into new loops: notation, legality, and the nearest legal partition.

A partition is a list of loops in execution order, each a list of node indices: ``[[0, 1], [2]]`` is written
``S1,S2|S3`` (the paper's notation). It is legal iff every edge ``u -> v`` of the node DAG goes to the same or a later
loop. :func:`legalize` turns any assignment into the nearest legal one: loops that depend on each other in a cycle are
merged (nothing else is merged), then the loops are put in dependence order (ties keep the order given).
"""
from __future__ import annotations

import re

from mlbridge_llvm.errors import ConfigError

from .ddg import LoopGraph, sccs

Partition = list[list[int]]

_NODE = re.compile(r"^S?(\d+)$", re.IGNORECASE)


def parse(text: str) -> Partition:
    """``"S1,S2|S3"`` (or ``"1,2|3"``) -> ``[[0, 1], [2]]``; ConfigError for malformed text or a repeated node."""
    loops: Partition = []
    seen: set[int] = set()
    for part in text.split("|"):
        nodes = []
        for tok in part.split(","):
            m = _NODE.match(tok.strip())
            if not m or int(m.group(1)) < 1:
                raise ConfigError(f"bad node {tok.strip()!r} in partition {text!r} (expected S1, S2, ...)")
            n = int(m.group(1)) - 1
            if n in seen:
                raise ConfigError(f"node S{n + 1} appears twice in partition {text!r}")
            seen.add(n)
            nodes.append(n)
        loops.append(nodes)
    missing = sorted(set(range(max(seen) + 1)) - seen)
    if missing:
        raise ConfigError(f"partition {text!r} names {format([sorted(seen)])} but not {format([missing])}: "
                          "a partition names each node S1..Sk of a loop exactly once")
    return loops


def require_fit(partition: Partition, mode: str, node_counts: list[int]) -> None:
    """ConfigError when a fixed ``partition`` fits none of the analysed loops (``node_counts``; none: nothing to fit)."""
    size = sum(map(len, partition))
    if node_counts and size not in node_counts:
        counts = ", ".join(map(str, sorted(set(node_counts))))
        raise ConfigError(f"partition {mode!r} has {size} nodes but no analysed loop does "
                          f"({len(node_counts)} loop(s) with {counts} nodes; see the Analysis remarks)")


def format(partition: Partition) -> str:  # noqa: A001 - the paper's notation, mirrored by parse()
    """``[[0, 1], [2]]`` -> ``"S1,S2|S3"`` (nodes of one loop in ascending order: their order in a loop is the
    original body order whatever order they were listed in)."""
    return "|".join(",".join(f"S{n + 1}" for n in sorted(loop)) for loop in partition)


def analysis_args(graph: LoopGraph) -> dict[str, list[str]]:
    """The "Analysis" remark's arguments for a loop's graph (either front end's): nodes, ordering edges in the
    ``S1->S2`` notation, dependences."""
    return {"nodes": graph.describe(), "edges": sorted(f"S{u + 1}->S{v + 1}" for u, v in graph.edges),
            "dependences": [f"{k}: {a} -> {b}" for a, b, k in graph.dependences]}


def is_legal(graph: LoopGraph, partition: Partition) -> bool:
    """Every node exactly once and every dependence edge pointing to the same or a later loop."""
    where = {n: i for i, loop in enumerate(partition) for n in loop}
    if sorted(where) != list(range(len(graph.nodes))) or sum(map(len, partition)) != len(graph.nodes):
        return False
    return all(where[u] <= where[v] for u, v in graph.edges)


def check_covers(graph: LoopGraph, partition: Partition) -> None:
    """ConfigError unless ``partition`` names each of the loop's nodes exactly once."""
    named = sorted(n for loop in partition for n in loop)
    if named != list(range(len(graph.nodes))):
        raise ConfigError(f"partition {format(partition)} does not name each of the loop's {len(graph.nodes)} "
                          f"nodes S1..S{len(graph.nodes)} exactly once")


def legalize(graph: LoopGraph, partition: Partition) -> Partition:
    """The nearest legal partition: merge only loops caught in a dependence cycle, then order by dependences."""
    check_covers(graph, partition)
    where = {n: i for i, loop in enumerate(partition) for n in loop}
    succ: dict[int, set[int]] = {i: set() for i in range(len(partition))}
    for u, v in graph.edges:
        if where[u] != where[v]:
            succ[where[u]].add(where[v])
    comps = sccs(range(len(partition)), succ)  # reverse topological order
    comp_of = {i: c for c, comp in enumerate(comps) for i in comp}
    csucc: dict[int, set[int]] = {c: set() for c in range(len(comps))}
    for i, ss in succ.items():
        for j in ss:
            if comp_of[i] != comp_of[j]:
                csucc[comp_of[i]].add(comp_of[j])
    indeg = {c: 0 for c in csucc}
    for ss in csucc.values():
        for c in ss:
            indeg[c] += 1
    order: list[int] = []
    ready = sorted((c for c, d in indeg.items() if d == 0), key=lambda c: min(comps[c]))
    while ready:  # Kahn's algorithm; ties broken by the position the caller gave
        c = ready.pop(0)
        order.append(c)
        for s in csucc[c]:
            indeg[s] -= 1
            if indeg[s] == 0:
                ready.append(s)
                ready.sort(key=lambda x: min(comps[x]))
    return [sorted((n for i in sorted(comps[c]) for n in partition[i]), key=lambda n: graph.nodes[n].first_position)
            for c in order]


def maximal(graph: LoopGraph) -> Partition:
    """Every node in its own loop, in dependence order (the most distributed legal partition)."""
    return legalize(graph, [[n] for n in range(len(graph.nodes))])


def single(graph: LoopGraph) -> Partition:
    """All nodes in one loop (no distribution)."""
    return [list(range(len(graph.nodes)))]


def enumerate_legal(graph: LoopGraph, limit: int = 1000) -> list[Partition]:
    """Distinct legal partitions (every dependence order cut into contiguous runs), at most ``limit``, in a
    deterministic order starting with the undistributed loop. Exhaustive for small loops (the kernels)."""
    n = len(graph.nodes)
    preds = [graph.predecessors(v) for v in range(n)]
    seen: set[tuple[tuple[int, ...], ...]] = set()
    out: list[Partition] = []

    def add(p: Partition) -> bool:
        key = tuple(tuple(sorted(loop)) for loop in p)
        if key not in seen:
            seen.add(key)
            out.append([sorted(loop, key=lambda x: graph.nodes[x].first_position) for loop in p])
        return len(out) >= limit

    def orders(prefix: list[int], placed: set[int]):  # dependence (topological) orders, lexicographic
        if len(prefix) == n:
            yield list(prefix)
            return
        for v in range(n):
            if v not in placed and preds[v] <= placed:
                prefix.append(v)
                placed.add(v)
                yield from orders(prefix, placed)
                prefix.pop()
                placed.discard(v)

    add(single(graph))
    for order in orders([], set()):
        for cuts in range(1 << (n - 1)):
            p: Partition = [[order[0]]]
            for i in range(1, n):
                if cuts >> (i - 1) & 1:
                    p.append([order[i]])
                else:
                    p[-1].append(order[i])
            if add(p):
                return out
    return out
