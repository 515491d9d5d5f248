"""Choosing partitions by the cost model at compile time: variants of a function in one module, costed in one batch.

:func:`merge_variants` puts several variants of functions (each the same module after a different fission) into
one module: every variant's function is appended under a new name (``<function>__ldv<k>``), with the metadata and
attribute groups it refers to renumbered, so :func:`.cost.functions_cost` costs them all with one ``opt``, one
``llc`` and one ``llvm-mca`` call. :func:`partition_costs` does that for a list of (loop, partition) pairs.

:func:`search` is ``partition=search``, the pass's default: per loop, the cost model (the rest of -O3, llc,
llvm-mca: the guard's model) chooses among

1. the whole loop, the maximal distribution (every node its own loop, in dependence order: "run the later
   statement's loop first" is the order it puts a lexically backward pair in) and, when given, the agents' partition;
2. then, from the cheapest so far, a hill climb over :func:`neighbours` (two adjacent loops merged, one node moved
   into the next or previous loop or split off into a loop of its own, whatever stays legal): the cheapest of them
   is taken while it is strictly cheaper, for at most ``rounds`` rounds.

All loops of the module are searched together: one batched cost call per round. Loops of more than
:data:`MAX_CLIMB_NODES` nodes get only the first candidates. The whole loop is always a
candidate and a partition is kept only when strictly cheaper, so the result is never costlier than the loop left
whole, nor (with ``min_gain=0``) than ``partition=max;guard=cost`` (max is a candidate): the guard is built in. The
pass asks for a margin (``min_gain``, option ``min-gain``, default :data:`DEFAULT_MIN_GAIN`): a partition is kept
only when it is that much cheaper than the loop whole, because small predicted gains are the ones measured time most
often reverses. With the margin the result is still never costlier than the loop whole, but it may keep a loop
whole where the rule splits it for a small predicted gain (4 of the 70 held-out loops).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Callable, Sequence

from mlbridge_llvm.ir.llvmc import CModule

from . import cost, fission
from . import partition as parts
from .ddg import LoopGraph, analyze_function

#: Hill-climbing rounds after the first candidates (each one batched cost call for all loops still improving).
DEFAULT_ROUNDS = 3
#: Loops with more nodes get only the first candidates (one step has O(nodes^2) neighbours).
MAX_CLIMB_NODES = 16
#: The pass's default margin (option ``min-gain``): a partition must be at least 20% cheaper than the loop whole by
#: the cost model. Chosen on the training loops (kernels_fam_train: loops more than 3% slower than the original, 12
#: -> 2, at the same geomean); on the 70 held-out loops, three runs of 31 rounds, measured geomean 1.262-1.269x
#: against 1.251-1.255x without it, loops more than 3% slower 5-6 against 11-12, worst 0.89x against 0.61x.
DEFAULT_MIN_GAIN = 0.2

_MD_REF = re.compile(r"!(\d+)\b")
_ATTR_REF = re.compile(r"#(\d+)\b")
_MD_DEF = re.compile(r"^!(\d+) = (.*)$", re.M)
_ATTR_DEF = re.compile(r"^attributes #(\d+) = (.*)$", re.M)


def _ir_name(name: str) -> str:
    return name if re.fullmatch(r"[-\w.$]+", name) else '"' + name + '"'


def _function_text(ir: str, function: str) -> str:
    m = re.search(r"^define\s[^\n]*@" + re.escape(_ir_name(function)) + r"\(.*?^}\n?", ir, re.M | re.S)
    if not m:
        raise KeyError(function)
    return m.group(0)


def merge_variants(base: str, variants: Sequence[tuple[str, str]], tag: str = "__ldv") -> tuple[str, list[str]]:
    """``base`` plus, for each ``(module text, function)`` of ``variants``, that function of that module under a new
    name ``<function><tag><k>`` (k = its index in ``variants``), its metadata nodes and attribute groups renumbered
    past ``base``'s; returns the merged text and the new names. Globals, declarations and other functions are
    ``base``'s: every variant must come from ``base`` by changing only that function (a fission does)."""
    next_md = max((int(m.group(1)) for m in _MD_DEF.finditer(base)), default=-1) + 1
    next_attr = max((int(m.group(1)) for m in _ATTR_DEF.finditer(base)), default=-1) + 1
    out = [base.rstrip("\n") + "\n"]
    names = []
    for k, (text, function) in enumerate(variants):
        body = _function_text(text, function)
        mds = {int(m.group(1)): m.group(2) for m in _MD_DEF.finditer(text)}
        attrs = {int(m.group(1)): m.group(2) for m in _ATTR_DEF.finditer(text)}
        used: list[int] = []
        todo = [int(n) for n in _MD_REF.findall(body)]
        while todo:  # metadata reachable from the function
            n = todo.pop()
            if n in used or n not in mds:
                continue
            used.append(n)
            todo += [int(r) for r in _MD_REF.findall(mds[n])]
        md_map = {n: next_md + i for i, n in enumerate(sorted(used))}
        next_md += len(md_map)
        attr_used = sorted({int(n) for n in _ATTR_REF.findall(body)} & set(attrs))
        attr_map = {n: next_attr + i for i, n in enumerate(attr_used)}
        next_attr += len(attr_map)

        def md(m: re.Match[str]) -> str:
            n = int(m.group(1))
            return f"!{md_map[n]}" if n in md_map else m.group(0)

        def attr(m: re.Match[str]) -> str:
            n = int(m.group(1))
            return f"#{attr_map[n]}" if n in attr_map else m.group(0)

        new_name = f"{function}{tag}{k}"
        head, rest = body.split("\n", 1)
        head = head.replace(f"@{_ir_name(function)}(", f"@{_ir_name(new_name)}(", 1)
        head = re.sub(r"^define((?:\s+(?:internal|private|linkonce_odr|linkonce|weak_odr|weak|available_externally))+)",
                      lambda m: "define" + re.sub(r"\s+(internal|private|available_externally)", "", m.group(1)), head)
        body = _ATTR_REF.sub(attr, _MD_REF.sub(md, head + "\n" + rest))
        out.append(body.rstrip("\n") + "\n")
        out += [f"attributes #{attr_map[n]} = {_ATTR_REF.sub(attr, attrs[n])}\n" for n in attr_used]
        out += [f"!{md_map[n]} = {_MD_REF.sub(md, mds[n])}\n" for n in sorted(used)]
        names.append(new_name)
    return "".join(out), names


def variant_ir(module: CModule, function: str, header: str, partition: parts.Partition) -> str:
    """The text of ``module`` with the loop ``header`` of ``function`` distributed as ``partition`` (on a clone;
    the module's own text for a partition of one loop)."""
    if len(partition) < 2:
        return module.to_ir()
    with module.clone() as mod:
        graph = next(g for g in analyze_function(mod, function) if isinstance(g, LoopGraph) and g.header == header)
        fission.distribute(mod, graph, partition)
        return mod.to_ir()


def partition_costs(ir: str, jobs: Sequence[tuple[LoopGraph, parts.Partition]], pipeline: str,
                    cpu: str = cost.DEFAULT_CPU) -> list[float]:
    """Cycles per element (:func:`.cost.functions_cost`) of each ``(loop, partition)`` of ``jobs`` applied alone to the
    module ``ir`` (the loops' graphs come from ``ir``), all in one batch."""
    if not jobs:
        return []
    with CModule.parse_ir(ir) as mod:
        variants = [(ir if len(p) < 2 else variant_ir(mod, g.function, g.header, p), g.function) for g, p in jobs]
    merged, names = merge_variants(ir, variants)
    reports = cost.functions_cost(merged, names, cpu=cpu, pipeline=pipeline, no_loop_ok=True)
    return [reports[n].cycles_per_element for n in names]


# --------------------------------------------------------------------------------------------------- the search
def key(partition: parts.Partition) -> str:
    """Canonical text of a partition (loop order kept, nodes sorted within each loop)."""
    return parts.format([sorted(loop) for loop in partition])


def neighbours(graph: LoopGraph, partition: parts.Partition) -> list[parts.Partition]:
    """Legal partitions one step from ``partition``: two adjacent loops merged; one node moved into the loop before
    or after its own; one node split off into a new loop right before or after its own."""
    out: dict[str, parts.Partition] = {}

    def add(p: parts.Partition) -> None:
        if all(p) and parts.is_legal(graph, p):
            out.setdefault(key(p), p)

    n = len(partition)
    for i in range(n - 1):
        add(partition[:i] + [partition[i] + partition[i + 1]] + partition[i + 2:])
    for i in range(n):
        if len(partition[i]) < 2:
            continue
        for node in partition[i]:
            rest = [x for x in partition[i] if x != node]
            if i > 0:
                add(partition[:i - 1] + [partition[i - 1] + [node], rest] + partition[i + 1:])
            if i + 1 < n:
                add(partition[:i] + [rest, partition[i + 1] + [node]] + partition[i + 2:])
            add(partition[:i] + [[node], rest] + partition[i + 1:])
            add(partition[:i] + [rest, [node]] + partition[i + 1:])
    return [[sorted(loop, key=lambda x: graph.nodes[x].first_position) for loop in p] for p in out.values()]


@dataclass
class SearchResult:
    """What :func:`search` chose for one loop."""

    partition: parts.Partition
    cost: float
    """Cycles per element of the chosen partition."""
    whole: float
    """Cycles per element of the loop left whole."""
    evaluated: int
    """Distinct partitions costed for this loop (the whole loop included)."""
    source: str
    """Where the chosen partition came from: ``whole``, ``max``, ``agents`` or ``search`` (the hill climb); or
    ``min-gain`` when a cheaper partition was found but not by the margin asked (the loop stays whole); or
    ``uncostable`` when the loop whole has no loop left after the rest of -O3 (fully unrolled, a ``memset``, ...),
    so no partition can be compared with it (the loop stays whole; :class:`.cost.NoLoopError`)."""
    costs: dict[str, float] = field(default_factory=dict)


def search(ir: str, graphs: Sequence[LoopGraph], pipeline: str, *,
           proposals: Sequence[parts.Partition | None] | None = None, rounds: int = DEFAULT_ROUNDS,
           cpu: str = cost.DEFAULT_CPU,
           evaluate: Callable[[str, Sequence[tuple[LoopGraph, parts.Partition]], str], list[float]] | None = None,
           min_gain: float = 0.0) -> list[SearchResult]:
    """The cheapest partition found for each loop of ``graphs`` (all from module ``ir``; see the module docstring).
    ``proposals``: per loop an extra first candidate (the agents' partition) or None. ``evaluate`` replaces
    :func:`partition_costs` (tests, tables). ``min_gain``: a partition is kept only when the cost model puts it at
    least this fraction below the whole loop (0: strictly cheaper); otherwise the loop stays whole (source
    ``min-gain``), since the cost model's small predicted gains are the ones measured time most often reverses."""
    if not 0.0 <= min_gain < 1.0:
        raise ValueError(f"min_gain must be in [0, 1), got {min_gain}")
    evaluate = evaluate or (lambda text, jobs, pl: partition_costs(text, jobs, pl, cpu))
    proposals = list(proposals) if proposals is not None else [None] * len(graphs)
    seen: list[dict[str, float]] = [{} for _ in graphs]
    origin: list[dict[str, str]] = [{} for _ in graphs]
    pending: list[tuple[int, parts.Partition, str]] = []
    for i, g in enumerate(graphs):
        firsts = [(parts.single(g), "whole"), (parts.maximal(g), "max")]
        if proposals[i] is not None:
            firsts.append((proposals[i], "agents"))
        for p, src in firsts:
            k = key(p)
            if k not in origin[i]:
                origin[i][k] = src
                pending.append((i, p, k))
    best: list[tuple[str, parts.Partition]] = [("", [])] * len(graphs)

    def run(batch: list[tuple[int, parts.Partition, str]]) -> None:
        costs = evaluate(ir, [(graphs[i], p) for i, p, _ in batch], pipeline)
        for (i, p, k), c in zip(batch, costs):
            seen[i][k] = c

    run(pending)
    # a loop whole that cannot be costed (no loop left after the pipeline) has nothing to compare a partition with
    uncostable = [math.isinf(seen[i][key(parts.single(g))]) for i, g in enumerate(graphs)]
    for i, g in enumerate(graphs):
        whole = key(parts.single(g))
        cands = [(seen[i][k], k != whole, k) for k in origin[i]]
        c, _, k = min(cands)  # ties: the whole loop, then the first candidate
        k = whole if uncostable[i] else k
        best[i] = (k, parts.parse(k) if "|" in k else parts.single(g))
    active = [i for i, g in enumerate(graphs) if 1 < len(g.nodes) <= MAX_CLIMB_NODES and not uncostable[i]]
    for _ in range(rounds):
        pending = []
        for i in active:
            for p in neighbours(graphs[i], best[i][1]):
                k = key(p)
                if k not in seen[i] and k not in origin[i]:
                    origin[i][k] = "search"
                    pending.append((i, p, k))
        if not pending:
            break
        run(pending)
        still = []
        for i in active:
            k0 = best[i][0]
            k = min(seen[i], key=lambda x: (seen[i][x], x != k0))
            if seen[i][k] < seen[i][k0]:
                best[i] = (k, [sorted(loop, key=lambda x: graphs[i].nodes[x].first_position)
                               for loop in parts.parse(k)])
                still.append(i)
        active = still
    out = []
    for i, g in enumerate(graphs):
        k, p = best[i]
        whole_key = key(parts.single(g))
        source = origin[i][k]
        if uncostable[i]:
            source = "uncostable"
        elif len(p) > 1 and min_gain > 0 and seen[i][k] > seen[i][whole_key] * (1.0 - min_gain):
            k, p, source = whole_key, parts.single(g), "min-gain"
        out.append(SearchResult(p if len(p) > 1 else parts.single(g), seen[i][k], seen[i][whole_key],
                                len(seen[i]), source, dict(seen[i])))
    return out
