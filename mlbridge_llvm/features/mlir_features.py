"""Features of MLIR modules and loops: op histograms, loop nests, and a fixed-length per-loop feature vector.

Loops are ``affine.for`` and ``scf.for``. A loop's *constant trip count* is known when its bounds and step are
constants: affine maps whose results are all constants (``max`` of lower-bound results, ``min`` of upper-bound
results), or ``scf.for`` operands defined by ``arith.constant``.

Per-loop feature vector (float32, length :data:`N_LOOP_FEATURES`), in the order of :data:`LOOP_FEATURE_NAMES`:

====  ===================  ====================================================================================
 idx  name                 meaning
====  ===================  ====================================================================================
  0   trip_count           constant trip count (0 when unknown)
  1   log2_trip_count      ``log2(1 + trip_count)``
  2   trip_known           1 when the trip count is a constant, else 0
  3   step                 constant step (0 when unknown)
  4   loop_depth           nesting depth of the loop, 1 = outermost loop of its nest
  5   nest_depth           deepest loop depth in the enclosing nest
  6   is_innermost         1 when no loop is nested in the body
  7   num_iter_args        loop-carried values (``iter_args``)
  8   body_ops             operations in the body, nested ones included, terminators (``*.yield``) excluded
  9   loads                ``affine.load``, ``memref.load``, ``affine.vector_load``, ``vector.load``
 10   stores               ``affine.store``, ``memref.store``, ``affine.vector_store``, ``vector.store``
 11   int_arith            ``arith`` ops with an integer/index result, constants excluded
 12   float_arith          ``arith`` ops with a floating-point result
 13   mul_div              multiplications, divisions, remainders (integer and float)
 14   math_ops             ``math.*`` ops (exp, sqrt, fma, ...)
 15   index_ops            ``affine.apply/min/max``, ``arith.index_cast``
 16   calls                ``func.call``, ``func.call_indirect``
 17   nested_loops         loops nested in the body
====  ===================  ====================================================================================

Counts are raw (not normalized): a model is expected to scale them (the bundled unroll policy folds the scaling
into its first layer).
"""
from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from ..errors import FeatureError
from ..ir.mlir import format_location, op_counts, walk

#: Operation names treated as loops.
LOOP_OPS = ("affine.for", "scf.for")

#: Names of the per-loop features, in vector order (see the module docstring for their meaning).
LOOP_FEATURE_NAMES: tuple[str, ...] = (
    "trip_count", "log2_trip_count", "trip_known", "step", "loop_depth", "nest_depth", "is_innermost",
    "num_iter_args", "body_ops", "loads", "stores", "int_arith", "float_arith", "mul_div", "math_ops",
    "index_ops", "calls", "nested_loops",
)
#: Length of the per-loop feature vector.
N_LOOP_FEATURES = len(LOOP_FEATURE_NAMES)

_LOADS = frozenset({"affine.load", "memref.load", "affine.vector_load", "vector.load"})
_STORES = frozenset({"affine.store", "memref.store", "affine.vector_store", "vector.store"})
_MUL_DIV = frozenset({"arith.muli", "arith.mulf", "arith.divf", "arith.divsi", "arith.divui", "arith.remsi",
                      "arith.remui", "arith.remf", "arith.ceildivsi", "arith.ceildivui", "arith.floordivsi",
                      "arith.mulsi_extended", "arith.mului_extended"})
_INDEX = frozenset({"affine.apply", "affine.min", "affine.max", "arith.index_cast", "arith.index_castui"})
_CALLS = frozenset({"func.call", "func.call_indirect"})
_TERMINATORS = frozenset({"affine.yield", "scf.yield"})


@dataclass
class LoopInfo:
    """What the feature extractor knows about one loop."""

    kind: str  # "affine.for" | "scf.for"
    function: str
    location: str
    depth: int
    nest_depth: int
    lower_bound: int | None
    upper_bound: int | None
    step: int | None
    trip_count: int | None
    num_iter_args: int
    is_innermost: bool
    body_ops: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able dict."""
        return asdict(self)


# ---- bounds ----------------------------------------------------------------------------------------------------------
def _map_constants(attr: Any) -> list[int] | None:
    """Results of an ``AffineMapAttr`` if they are all constants, else None."""
    try:
        results = list(attr.value.results)
    except AttributeError:
        return None
    values = []
    for expr in results:
        if type(expr).__name__ != "AffineConstantExpr":
            return None
        values.append(int(expr.value))
    return values or None


def _constant_value(value: Any) -> int | None:
    """The integer of an SSA value defined by ``arith.constant``, else None."""
    owner = getattr(value.owner, "operation", None)  # None for block arguments
    if owner is None or owner.name != "arith.constant":
        return None
    attr = owner.attributes["value"]
    return int(attr.value) if type(attr).__name__ == "IntegerAttr" else None


def loop_bounds(loop: Any) -> tuple[int | None, int | None, int | None]:
    """``(lower, upper, step)`` of a loop, each None when not a constant."""
    op = loop.operation
    if op.name == "affine.for":
        lbs, ubs = _map_constants(op.attributes["lowerBoundMap"]), _map_constants(op.attributes["upperBoundMap"])
        return (max(lbs) if lbs else None, min(ubs) if ubs else None, int(op.attributes["step"].value))
    if op.name == "scf.for":
        lb, ub, step = op.operands[0], op.operands[1], op.operands[2]
        return _constant_value(lb), _constant_value(ub), _constant_value(step)
    raise FeatureError(f"{op.name} at {format_location(op.location)} is not a loop ({', '.join(LOOP_OPS)})")


def trip_count(loop: Any) -> int | None:
    """Constant trip count of an ``affine.for`` / ``scf.for`` (``ceil((ub - lb) / step)``, at least 0), or None."""
    lb, ub, step = loop_bounds(loop)
    if lb is None or ub is None or step is None or step <= 0:
        return None
    return max(0, -(-(ub - lb) // step))


def num_iter_args(loop: Any) -> int:
    """Number of loop-carried values of a loop."""
    op = loop.operation
    if op.name == "affine.for":
        return len(op.operands) - _affine_bound_operand_count(op)
    return max(0, len(op.operands) - 3)


def _affine_bound_operand_count(op: Any) -> int:
    """Operands of an ``affine.for`` that feed its bound maps (the rest are iter_args inits)."""
    sizes = op.attributes["operandSegmentSizes"]
    return int(sizes[0]) + int(sizes[1])


# ---- structure -------------------------------------------------------------------------------------------------------
def is_loop(op: Any) -> bool:
    """True for ``affine.for`` and ``scf.for``."""
    return op.operation.name in LOOP_OPS


def _ancestors(op: Any) -> Iterator[Any]:
    """Enclosing operations, innermost first."""
    parent = op.operation.parent
    while parent is not None:
        yield parent
        parent = parent.operation.parent


def loop_depth(loop: Any) -> int:
    """1 for an outermost loop, +1 per enclosing loop."""
    return 1 + sum(1 for a in _ancestors(loop) if is_loop(a))


def enclosing_function(op: Any) -> str:
    """``sym_name`` of the enclosing ``func.func`` (or any symbol op), ``""`` when there is none."""
    for a in _ancestors(op):
        attrs = a.operation.attributes
        if "sym_name" in attrs and a.operation.name != "builtin.module":
            return str(attrs["sym_name"].value)
    return ""


def nested_loops(loop: Any) -> list[Any]:
    """Loops nested (at any depth) in ``loop``'s body, in pre-order."""
    return [op for op in walk(loop) if is_loop(op)]


def is_innermost(loop: Any) -> bool:
    """True when no loop is nested in ``loop``."""
    return not any(is_loop(op) for op in walk(loop))


def body_op_counts(loop: Any) -> dict[str, int]:
    """Histogram of the operations in a loop body (nested included, terminators excluded)."""
    return {k: v for k, v in op_counts(loop).items() if k not in _TERMINATORS}


def loops(target: Any, kinds: tuple[str, ...] = LOOP_OPS) -> list[Any]:
    """All loops of the given kinds in ``target`` (MlirModule, Module or Operation), in pre-order."""
    return [op for op in walk(target) if op.operation.name in kinds]


def innermost_loops(target: Any, kind: str = "affine.for") -> list[Any]:
    """Innermost loops of ``kind`` (no loop of any kind nested inside), in pre-order."""
    return [op for op in loops(target, (kind,)) if is_innermost(op)]


def _outermost(loop: Any) -> Any:
    """The outermost loop enclosing ``loop`` (``loop`` itself when it is outermost)."""
    root = loop
    for a in _ancestors(loop):
        if is_loop(a):
            root = a
    return root


def _nest_depth(root: Any) -> int:
    """Deepest loop depth in the nest rooted at ``root`` (relative: ``root`` counts as 1)."""
    base = loop_depth(root) - 1
    return max([loop_depth(op) - base for op in nested_loops(root)], default=1)


def loop_info(loop: Any) -> LoopInfo:
    """Structural description of one loop."""
    op = loop.operation
    lb, ub, step = loop_bounds(loop)
    return LoopInfo(
        kind=op.name, function=enclosing_function(loop), location=format_location(op.location),
        depth=loop_depth(loop), nest_depth=_nest_depth(_outermost(loop)), lower_bound=lb, upper_bound=ub,
        step=step, trip_count=trip_count(loop), num_iter_args=num_iter_args(loop), is_innermost=is_innermost(loop),
        body_ops=body_op_counts(loop),
    )


# ---- feature vector --------------------------------------------------------------------------------------------------
def _is_float_result(op: Any) -> bool:
    """True when the op's first result is a float (or a shaped type of floats)."""
    results = op.operation.results
    if not len(results):
        return False
    t = results[0].type
    elem = getattr(t, "element_type", t)
    return type(elem).__name__.startswith(("F16", "F32", "F64", "BF16", "Float"))


def _categorize(loop: Any) -> dict[str, int]:
    """Counts of the op categories used by the feature vector."""
    c = {"loads": 0, "stores": 0, "int_arith": 0, "float_arith": 0, "mul_div": 0, "math_ops": 0, "index_ops": 0,
         "calls": 0, "nested_loops": 0, "body_ops": 0}
    for op in walk(loop):
        name = op.operation.name
        if name in _TERMINATORS:
            continue
        c["body_ops"] += 1
        c["loads"] += name in _LOADS
        c["stores"] += name in _STORES
        c["mul_div"] += name in _MUL_DIV
        c["index_ops"] += name in _INDEX
        c["calls"] += name in _CALLS
        c["nested_loops"] += name in LOOP_OPS
        c["math_ops"] += name.startswith("math.")
        if name.startswith("arith.") and name != "arith.constant" and name not in _INDEX:
            c["float_arith" if _is_float_result(op) else "int_arith"] += 1
    return c


def loop_feature_dict(loop: Any, info: LoopInfo | None = None) -> dict[str, float]:
    """The per-loop features by name (:data:`LOOP_FEATURE_NAMES`)."""
    info = info or loop_info(loop)
    tc = info.trip_count
    feats: dict[str, float] = {
        "trip_count": float(tc or 0),
        "log2_trip_count": math.log2(1 + (tc or 0)),
        "trip_known": float(tc is not None),
        "step": float(info.step or 0),
        "loop_depth": float(info.depth),
        "nest_depth": float(info.nest_depth),
        "is_innermost": float(info.is_innermost),
        "num_iter_args": float(info.num_iter_args),
    }
    feats.update({k: float(v) for k, v in _categorize(loop).items()})
    return {name: feats[name] for name in LOOP_FEATURE_NAMES}


def loop_features(loop: Any, info: LoopInfo | None = None) -> np.ndarray:
    """The per-loop feature vector: float32 ``[N_LOOP_FEATURES]`` in :data:`LOOP_FEATURE_NAMES` order."""
    d = loop_feature_dict(loop, info)
    return np.array([d[n] for n in LOOP_FEATURE_NAMES], dtype=np.float32)


# ---- module level ----------------------------------------------------------------------------------------------------
def op_histogram(target: Any) -> dict[str, int]:
    """``op name -> count`` over every operation nested in ``target``."""
    return op_counts(target)


def loop_nests(target: Any) -> list[dict[str, Any]]:
    """One dict per outermost loop: ``function``, ``location``, ``depth`` (deepest level) and ``loops``.

    ``loops`` lists the nest's loops in pre-order as :meth:`LoopInfo.to_dict` dicts (``depth`` 1 = the root).
    """
    nests = []
    for root in loops(target):
        if loop_depth(root) != 1:
            continue
        members = [root] + nested_loops(root)
        infos = [loop_info(op).to_dict() for op in members]
        nests.append({"function": enclosing_function(root), "location": format_location(root.operation.location),
                      "depth": max(i["depth"] for i in infos), "loops": infos})
    return nests


def module_features(target: Any) -> dict[str, Any]:
    """``{"op_histogram": {...}, "loop_nests": [...], "num_loops": N}`` for a module."""
    nests = loop_nests(target)
    return {"op_histogram": op_histogram(target), "loop_nests": nests,
            "num_loops": sum(len(n["loops"]) for n in nests)}


__all__ = [
    "LOOP_FEATURE_NAMES", "LOOP_OPS", "N_LOOP_FEATURES", "LoopInfo", "body_op_counts", "enclosing_function",
    "innermost_loops", "is_innermost", "is_loop", "loop_bounds", "loop_depth", "loop_feature_dict", "loop_features",
    "loop_info", "loop_nests", "loops", "module_features", "nested_loops", "num_iter_args", "op_histogram",
    "trip_count",
]
