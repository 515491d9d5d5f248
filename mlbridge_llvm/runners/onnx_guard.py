"""Keep onnxruntime's integer division from killing the process: ``INT_MIN / -1`` is a hardware trap (SIGFPE).

onnxruntime checks integer division by zero (an ordinary error) but not the one overflow of signed division:
``INT64_MIN / -1`` and ``INT32_MIN / -1`` (``Div``, and ``Mod`` with ``fmod=0``) execute an ``idiv`` that traps, and
the whole compiler dies with signal 8 and no message, whether the operands come from the query or are constants
folded when the session is created. (8- and 16-bit operands are promoted by C++ and do not trap.)

:func:`guard_integer_division` rewrites the model before onnxruntime sees it: for every such node whose divisor may
be -1 (anything but a constant without -1), the divisor becomes ``Where(a == INT_MIN and b == -1, 1, b)``. The answer
is then ``INT_MIN`` for ``Div`` (two's-complement wrap-around, what the compiled runner computes) and 0 for ``Mod``
(the exact remainder); every other answer is unchanged. The check runs inside the graph, so a query costs two
comparisons per element of the guarded nodes and nothing else; a model without ``Div``/``Mod`` is loaded untouched
(a byte scan decides that without parsing it). Element types come from what the file declares, else from ONNX shape
inference, else from onnxruntime itself; a node inside a control-flow subgraph whose types stay unknown is refused in one line.
"""
from __future__ import annotations

from typing import Any, Iterator

import numpy as np

from ..errors import ModelError

#: Signed element types whose ``INT_MIN / -1`` traps in onnxruntime (TensorProto codes: int32, int64).
_TRAPPING = {6: np.int32, 7: np.int64}
_PREFIX = "mlbridge_divguard"
#: How a node's ``op_type`` of Div/Mod is serialized (NodeProto field 4, length 3): a file without these bytes has no
#: such node, and is loaded without being parsed here.
_OP_DIV, _OP_MOD = b'"\x03Div', b'"\x03Mod'


def _graphs(graph: Any, depth: int = 0) -> Iterator[tuple[Any, int]]:
    """``graph`` and every subgraph of its nodes' attributes (If/Loop/Scan bodies), with their nesting depth."""
    yield graph, depth
    for node in graph.node:
        for attr in node.attribute:
            if attr.HasField("g"):
                yield from _graphs(attr.g, depth + 1)
            for sub in attr.graphs:
                yield from _graphs(sub, depth + 1)


def _is_division(node: Any) -> bool:
    if node.domain not in ("", "ai.onnx") or node.op_type not in ("Div", "Mod"):
        return False
    if node.op_type == "Mod":
        return not any(a.name == "fmod" and a.i for a in node.attribute)
    return True


def _constants(graph: Any) -> dict[str, np.ndarray]:
    """Values known without running the graph: initializers and ``Constant`` nodes with a tensor value."""
    from onnx import numpy_helper

    out: dict[str, np.ndarray] = {}
    try:
        for init in graph.initializer:
            if not len(init.external_data):
                out[init.name] = numpy_helper.to_array(init)
        for node in graph.node:
            if node.op_type == "Constant" and node.domain in ("", "ai.onnx"):
                for a in node.attribute:
                    if a.name == "value" and a.HasField("t") and not len(a.t.external_data):
                        out[node.output[0]] = numpy_helper.to_array(a.t)
    except Exception:  # a value onnx cannot decode is simply not known here
        pass
    return out


def _declared_types(model: Any) -> dict[str, int]:
    """Element types the file states outright (no inference): declared inputs, outputs and value_info,
    initializers, ``Constant`` values and ``Cast`` results."""
    types: dict[str, int] = {}
    for graph, _ in _graphs(model.graph):
        _value_types(graph, types)
        for node in graph.node:
            if node.domain not in ("", "ai.onnx") or not node.output:
                continue
            for a in node.attribute:
                if node.op_type == "Constant" and a.name == "value" and a.HasField("t"):
                    types[node.output[0]] = a.t.data_type
                elif node.op_type == "Cast" and a.name == "to":
                    types[node.output[0]] = a.i
    return types


def _elem_types(model: Any) -> dict[str, int]:
    """Element type of every value ONNX shape inference can type (0 or absent: unknown)."""
    import onnx

    try:
        inferred = onnx.shape_inference.infer_shapes(model, check_type=False, strict_mode=False)
    except Exception:
        inferred = model
    types: dict[str, int] = {}
    for graph, _ in _graphs(inferred.graph):
        _value_types(graph, types)
    return types


def _value_types(graph: Any, types: dict[str, int]) -> None:
    """Add the element types ``graph`` declares for its inputs, outputs, value_info and initializers."""
    for vi in list(graph.input) + list(graph.output) + list(graph.value_info):
        if vi.type.HasField("tensor_type") and vi.type.tensor_type.elem_type:
            types[vi.name] = vi.type.tensor_type.elem_type
    for init in graph.initializer:
        types[init.name] = init.data_type


def _ask_onnxruntime(model: Any, names: list[str]) -> dict[str, int]:
    """Element types onnxruntime infers for top-level values ``names`` (a session that only loads, optimizes
    nothing and runs nothing, so folding cannot trap)."""
    import onnx
    import onnxruntime as ort

    from ..tensors import ORT_TO_NUMPY
    from ..onnx_models import onnx_elem_type

    probe = onnx.ModelProto()
    probe.CopyFrom(model)
    known = {o.name for o in probe.graph.output}
    probe.graph.output.extend(onnx.ValueInfoProto(name=n) for n in names if n not in known)
    opts = ort.SessionOptions()
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    opts.log_severity_level = 3
    try:
        sess = ort.InferenceSession(probe.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    except Exception:
        return {}
    out = {}
    for arg in sess.get_outputs():
        dtype = ORT_TO_NUMPY.get(arg.type)
        if arg.name in names and dtype is not None:
            out[arg.name] = onnx_elem_type(dtype)
    return out


def guard_integer_division(data: bytes, where: str) -> bytes | None:
    """``data`` (a serialized ONNX model) with every trapping integer division guarded, or None when nothing needs
    guarding (load the original). A model onnx cannot parse is left to onnxruntime's own error (None)."""
    if _OP_DIV not in data and _OP_MOD not in data:
        return None
    import onnx

    model = onnx.ModelProto()
    try:
        model.ParseFromString(data)
    except Exception:
        return None
    found = [(g, depth, n) for g, depth in _graphs(model.graph) for n in g.node if _is_division(n)]
    if not found:
        return None
    def untyped(depth: int | None = None) -> list[Any]:
        return [n for _, d, n in found if (depth is None or d == depth)
                and not any(types.get(x) for x in list(n.input[:2]) + list(n.output[:1]))]

    types = _declared_types(model)
    if untyped():
        types = {**_elem_types(model), **types}
    unknown = sorted({x for n in untyped(0) for x in n.input[:2] if x})
    if unknown:
        types.update(_ask_onnxruntime(model, unknown))
    opset = next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), 0)
    names = {x for g, _ in _graphs(model.graph) for n in g.node for x in list(n.input) + list(n.output) + [n.name]}
    changed = 0
    for graph in {id(g): g for g, _, _ in found}.values():
        consts = _constants(graph)
        rebuilt, before = [], changed
        for node in graph.node:
            if _is_division(node) and len(node.input) >= 2:
                guard = _guard(node, types, consts, opset, names, where, changed)
                if guard:
                    rebuilt.extend(guard)
                    changed += 1
            rebuilt.append(node)
        if changed > before:
            nodes = [onnx.NodeProto() for _ in rebuilt]
            for copy, node in zip(nodes, rebuilt):
                copy.CopyFrom(node)
            del graph.node[:]
            graph.node.extend(nodes)
    return model.SerializeToString() if changed else None


def _guard(node: Any, types: dict[str, int], consts: dict[str, np.ndarray], opset: int, names: set[str],
           where: str, k: int) -> list[Any]:
    """Nodes computing a safe divisor for ``node`` (and ``node`` rewired to it); [] when it cannot trap."""
    from onnx import helper, numpy_helper

    a, b = node.input[0], node.input[1]
    label = f"{node.op_type} node {node.name or node.output[0]!r}"
    elem = types.get(a) or types.get(b) or types.get(node.output[0])
    if not elem:
        raise ModelError(f"ONNX model {where}: cannot tell the element type of {label}; onnxruntime dies with SIGFPE "
                         f"on an integer INT_MIN / -1, so the onnx runner needs that type (declare it in value_info, "
                         f"or use the compiled runner)")
    if elem not in _TRAPPING:
        return []
    divisor = consts.get(b)
    if divisor is not None and not np.any(divisor == -1):
        return []
    numerator = consts.get(a)
    if numerator is not None and not np.any(numerator == np.iinfo(_TRAPPING[elem]).min):
        return []
    if opset < 9:
        raise ModelError(f"ONNX model {where}: {label} divides integers at opset {opset}; the onnx runner guards "
                         f"INT_MIN / -1 (a SIGFPE inside onnxruntime) with Where, which needs opset 9 or later")

    def fresh(what: str) -> str:
        name, i = f"{_PREFIX}{k}_{what}", 0
        while name in names:
            i += 1
            name = f"{_PREFIX}{k}_{what}_{i}"
        names.add(name)
        return name

    dtype = _TRAPPING[elem]
    lo, minus, one, is_lo, is_minus, both, safe = (fresh(w) for w in ("min", "m1", "one", "a_min", "b_m1", "ovf", "b"))
    nodes = [helper.make_node("Constant", [], [c], name=c, value=numpy_helper.from_array(np.array(v, dtype), c))
             for c, v in ((lo, np.iinfo(dtype).min), (minus, -1), (one, 1))]
    nodes += [helper.make_node("Equal", [a, lo], [is_lo], name=is_lo),
              helper.make_node("Equal", [b, minus], [is_minus], name=is_minus),
              helper.make_node("And", [is_lo, is_minus], [both], name=both),
              helper.make_node("Where", [both, one, b], [safe], name=safe)]
    node.input[1] = safe
    return nodes
