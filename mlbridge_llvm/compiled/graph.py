"""Read an ONNX model and specialise it to concrete input shapes: the front end of the compiled runner.

:func:`load_model` parses and checks the protobuf (a corrupt or truncated file is one :class:`ModelError` line).
:func:`specialize` walks the graph once with every input shape known, so every tensor gets a static shape and an
element type; ``Shape``, ``ConstantOfShape``, ``Constant`` and any node whose inputs are all constants are folded
here with numpy. What is left is a :class:`Program`: a list of :class:`Step` kernels for :mod:`.codegen`.

Refused with one line naming the operator and the node: an operator outside :data:`SUPPORTED_OPS`, an attribute
value the kernels do not implement, an element type outside float/double/int32/int64/bool, and a shape that would
depend on run-time values (a ``Reshape`` target or ``Unsqueeze`` axes computed from an input).

Sizes are checked before anything is allocated, so a tiny file cannot make the compiler allocate gigabytes: every
tensor (input, initializer, constant, folded value, intermediate, output; elements x element size) may take at most
:data:`MAX_TENSOR_BYTES`, and the values computed by folding together at most :data:`MAX_FOLDED_BYTES`. A tensor
stored outside the model file (ONNX external data) is refused: the compiled runner reads only the model's bytes.
"""
from __future__ import annotations

import hashlib
import math
import os
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from ..errors import ModelError

#: ONNX ``TensorProto`` element types the compiler handles, and their numpy dtypes (bool is one byte in memory).
ONNX_DTYPES: dict[int, np.dtype] = {1: np.dtype("<f4"), 11: np.dtype("<f8"), 6: np.dtype("<i4"), 7: np.dtype("<i8"),
                                    9: np.dtype("?")}
DTYPE_NAMES: dict[np.dtype, str] = {np.dtype("<f4"): "float", np.dtype("<f8"): "double", np.dtype("<i4"): "int32",
                                    np.dtype("<i8"): "int64", np.dtype("?"): "bool"}
_ONNX_TYPE_NAMES = {0: "undefined", 1: "float", 2: "uint8", 3: "int8", 4: "uint16", 5: "int16", 6: "int32",
                    7: "int64", 8: "string", 9: "bool", 10: "float16", 11: "double", 12: "uint32", 13: "uint64",
                    16: "bfloat16"}

UNARY = ("Abs", "Neg", "Relu", "Sign", "Log", "Exp", "Tanh", "Sigmoid", "Sqrt", "Reciprocal", "Floor", "Ceil", "Not")
BINARY = ("Add", "Sub", "Mul", "Div", "Max", "Min", "Equal", "Less", "Greater", "LessOrEqual", "GreaterOrEqual",
          "And", "Or", "Xor")
FLOAT_ONLY = ("Log", "Exp", "Tanh", "Sigmoid", "Sqrt", "Reciprocal", "Floor", "Ceil")
COMPARE = ("Equal", "Less", "Greater", "LessOrEqual", "GreaterOrEqual")
#: Every ONNX operator (default domain) the compiler accepts.
SUPPORTED_OPS = tuple(sorted(set(UNARY + BINARY) | {
    "MatMul", "Gemm", "Sum", "Where", "ArgMax", "ArgMin", "ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin",
    "Reshape", "Flatten", "Squeeze", "Unsqueeze", "Identity", "Concat", "Transpose", "Gather", "Cast", "Shape",
    "ConstantOfShape", "Constant", "Slice"}))

Dim = int | str | None

#: Largest tensor the compiled runner builds or accepts (elements x element size): 64 MiB.
MAX_TENSOR_BYTES = 64 << 20
#: Largest total of the constants computed while specialising (folded values): 256 MiB.
MAX_FOLDED_BYTES = 256 << 20


@dataclass
class Tensor:
    """A value of the specialised graph: static shape, element type, and its data when it is a constant."""

    name: str
    dtype: np.dtype
    shape: tuple[int, ...]
    const: np.ndarray | None = None

    @property
    def size(self) -> int:
        """Number of elements."""
        return math.prod(self.shape)


@dataclass
class Step:
    """One kernel to emit: ``kind`` (see :mod:`.codegen`), operand and result names, normalised attributes."""

    kind: str
    node: str
    op: str
    inputs: list[str]
    outputs: list[str]
    attrs: dict[str, Any] = field(default_factory=dict)


@dataclass
class IOSpec:
    """A graph input or output as declared: name, element type, dims (ints, symbolic names or None)."""

    name: str
    dtype: np.dtype
    dims: tuple[Dim, ...] | None


@dataclass
class Program:
    """The specialised graph: inputs/outputs with concrete shapes, all tensors, and the kernels in order."""

    inputs: list[Tensor]
    outputs: list[Tensor]
    tensors: dict[str, Tensor]
    steps: list[Step]
    aliases: dict[str, str]  # result of a layout-only op -> the tensor whose buffer it shares


@dataclass
class Model:
    """A parsed ONNX model, its digest and its declared inputs/outputs (initializer-backed inputs excluded)."""

    proto: Any
    sha256: str
    source: str
    inputs: list[IOSpec]
    outputs: list[IOSpec]
    opset: int


def _one_line(err: BaseException) -> str:
    return " ".join(str(err).split()) or type(err).__name__


def load_model(source: str | os.PathLike[str] | bytes | Any) -> Model:
    """Parse and check an ONNX model from a path, bytes or an ``onnx.ModelProto``; one-line ModelError otherwise."""
    import onnx

    if isinstance(source, (str, os.PathLike)):
        where = os.fspath(source)
        try:
            with open(where, "rb") as f:
                data = f.read()
        except FileNotFoundError:
            raise ModelError(f"ONNX model file {where} not found") from None
        except OSError as e:
            raise ModelError(f"cannot read ONNX model {where}: {e.strerror}") from None
    elif isinstance(source, (bytes, bytearray, memoryview)):
        data, where = bytes(source), f"<{len(source)} bytes>"
    elif hasattr(source, "SerializeToString"):
        data, where = source.SerializeToString(), "<onnx.ModelProto>"
    else:
        raise ModelError(f"an ONNX model must be a path, bytes or onnx.ModelProto, got {type(source).__name__}")
    proto = onnx.ModelProto()
    try:
        proto.ParseFromString(data)
    except Exception as e:  # google.protobuf.message.DecodeError and friends
        raise ModelError(f"cannot load ONNX model {where}: not a valid ONNX protobuf ({_one_line(e)})") from None
    if not proto.graph.output:
        raise ModelError(f"cannot load ONNX model {where}: the graph has no outputs (empty or truncated file?)")
    opset = next((o.version for o in proto.opset_import if o.domain in ("", "ai.onnx")), 0)
    inits = {t.name for t in proto.graph.initializer}
    inputs = [_io_spec(v, where) for v in proto.graph.input if v.name not in inits]
    outputs = [_io_spec(v, where) for v in proto.graph.output]
    return Model(proto, hashlib.sha256(data).hexdigest(), where, inputs, outputs, opset)


def _too_large(dtype: np.dtype, shape: Sequence[int]) -> str | None:
    """Why a tensor of ``shape`` and ``dtype`` must not be built, or None (checked before allocating it)."""
    n = math.prod(int(d) for d in shape)
    if n * dtype.itemsize > MAX_TENSOR_BYTES:
        return (f"shape {list(shape)} of {DTYPE_NAMES.get(dtype, dtype)} ({n} elements, {n * dtype.itemsize} bytes) is "
                f"larger than the compiled runner's limit of {MAX_TENSOR_BYTES} bytes per tensor")
    return None


def tensor_value(proto: Any, what: str) -> np.ndarray:
    """The array of an ONNX ``TensorProto`` (an initializer or a constant attribute), its size checked before it is
    built; one-line ModelError for external data, a size over the limit or data that does not match the dims."""
    from onnx import TensorProto, helper, numpy_helper

    if proto.data_location == TensorProto.EXTERNAL or len(proto.external_data):
        raise ModelError(f"{what} is stored outside the model file (external data); the compiled runner reads only "
                         f"the model's own bytes")
    dims = [int(d) for d in proto.dims]
    if any(d < 0 for d in dims):
        raise ModelError(f"{what} has a negative dimension in {dims}")
    try:
        dtype = np.dtype(helper.tensor_dtype_to_np_dtype(proto.data_type))
    except (KeyError, TypeError, ValueError):
        dtype = np.dtype("<f8")  # unknown: as wide as the widest supported type (refused later by type anyway)
    why = _too_large(dtype, dims)
    if why is not None:
        raise ModelError(f"{what}: {why}")
    try:
        return numpy_helper.to_array(proto)
    except Exception as e:  # data that does not fill the dims, unknown types: onnx raises ValueError and kin
        raise ModelError(f"{what} cannot be read: {_one_line(e)}") from None


def _io_spec(value_info: Any, where: str) -> IOSpec:
    """Element type and declared dims of a graph input/output."""
    ttype = value_info.type.tensor_type
    if not value_info.type.HasField("tensor_type"):
        raise ModelError(f"ONNX model {where}: {value_info.name!r} is not a tensor (sequences and maps are not supported)")
    dtype = ONNX_DTYPES.get(ttype.elem_type)
    if dtype is None:
        raise ModelError(f"ONNX model {where}: {value_info.name!r} has element type "
                         f"{_ONNX_TYPE_NAMES.get(ttype.elem_type, ttype.elem_type)}; the compiled runner supports "
                         f"{', '.join(DTYPE_NAMES.values())}")
    dims: tuple[Dim, ...] | None = None
    if ttype.HasField("shape"):
        dims = tuple(d.dim_value if d.HasField("dim_value") else (d.dim_param or None) for d in ttype.shape.dim)
    return IOSpec(value_info.name, dtype, dims)


# ---------------------------------------------------------------------------------------------- specialisation
class _Ctx:
    """What a node handler sees: the node, its input tensors, attributes, and helpers that raise one-line errors."""

    def __init__(self, node: Any, ins: list[Tensor | None], opset: int):
        from onnx import helper

        self.node, self.ins, self.opset = node, ins, opset
        self.op = node.op_type
        self.label = f"{node.op_type} node {node.name or node.output[0]!r}"
        self.attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}

    def fail(self, msg: str) -> ModelError:
        """A ModelError naming the operator and the node."""
        return ModelError(f"{self.label}: {msg}")

    def attr(self, name: str, default: Any = None) -> Any:
        value = self.attrs.get(name, default)
        return value.decode() if isinstance(value, bytes) else value

    def inp(self, i: int) -> Tensor:
        if i >= len(self.ins) or self.ins[i] is None:
            raise self.fail(f"input {i} is required")
        t = self.ins[i]
        assert t is not None
        return t

    def opt(self, i: int) -> Tensor | None:
        return self.ins[i] if i < len(self.ins) else None

    def const(self, i: int, what: str) -> np.ndarray:
        """The constant value of input ``i``; refuses a value computed at run time (a dynamic shape)."""
        t = self.inp(i)
        if t.const is None:
            raise self.fail(f"{what} {t.name!r} is computed at run time; only constant {what}s are supported "
                            f"(dynamic shape)")
        return t.const

    def axis(self, axis: int, rank: int) -> int:
        if not -rank <= axis < max(rank, 1):
            raise self.fail(f"axis {axis} is out of range for rank {rank}")
        return axis % rank if rank else 0

    def axes(self, raw: Sequence[int], rank: int) -> list[int]:
        out = sorted({self.axis(int(a), rank) for a in raw})
        if len(out) != len(raw):
            raise self.fail(f"repeated axes {list(raw)}")
        return out

    def check_size(self, dtype: np.dtype, shape: Sequence[int]) -> None:
        """Refuse a result of ``shape`` before it is allocated when it would exceed :data:`MAX_TENSOR_BYTES`."""
        why = _too_large(dtype, shape)
        if why is not None:
            raise self.fail(f"result {why}")

    def same_types(self, ts: Sequence[Tensor]) -> np.dtype:
        kinds = {t.dtype for t in ts}
        if len(kinds) != 1:
            raise self.fail("operands have different element types "
                            + ", ".join(f"{t.name!r}: {DTYPE_NAMES[t.dtype]}" for t in ts))
        return ts[0].dtype


Result = list[tuple[np.dtype, tuple[int, ...], np.ndarray | None, str | None, dict[str, Any]]]
# per output: dtype, shape, folded constant (or None), kernel kind (None: alias of input 0), kernel attrs


def broadcast(ctx: _Ctx, shapes: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """Numpy-style multidirectional broadcasting; a one-line error naming the shapes otherwise."""
    try:
        return tuple(np.broadcast_shapes(*shapes))
    except ValueError:
        raise ctx.fail("operand shapes " + " and ".join(str(list(s)) for s in shapes) + " do not broadcast") from None


def _elementwise(ctx: _Ctx) -> Result:
    op = ctx.op
    if op in UNARY:
        x = ctx.inp(0)
        if op == "Not":
            if x.dtype != np.dtype("?"):
                raise ctx.fail("Not needs a bool operand")
        elif x.dtype == np.dtype("?") or (x.dtype.kind != "f" and op in FLOAT_ONLY):
            raise ctx.fail(f"element type {DTYPE_NAMES[x.dtype]} is not supported by {op}")
        return [(x.dtype, x.shape, None, "unary", {"fn": op})]
    if op in ("Sum", "Max", "Min") and len(ctx.ins) != 2:
        ts = [ctx.inp(i) for i in range(len(ctx.ins))]
        if not ts:
            raise ctx.fail("needs at least one input")
        dtype = ctx.same_types(ts)
        shape = broadcast(ctx, [t.shape for t in ts])
        return [(dtype, shape, None, "variadic", {"fn": {"Sum": "Add"}.get(op, op)})]
    a, b = ctx.inp(0), ctx.inp(1)
    dtype = ctx.same_types([a, b])
    shape = broadcast(ctx, [a.shape, b.shape])
    fn = "Add" if op == "Sum" else op
    if fn in ("And", "Or", "Xor") and dtype != np.dtype("?"):
        raise ctx.fail(f"{op} needs bool operands")
    if fn not in ("And", "Or", "Xor") + COMPARE and dtype == np.dtype("?"):
        raise ctx.fail(f"element type bool is not supported by {op}")
    out = np.dtype("?") if fn in COMPARE else dtype
    return [(out, shape, None, "binary", {"fn": fn})]


def _where(ctx: _Ctx) -> Result:
    c, a, b = ctx.inp(0), ctx.inp(1), ctx.inp(2)
    if c.dtype != np.dtype("?"):
        raise ctx.fail("the condition must be bool")
    dtype = ctx.same_types([a, b])
    return [(dtype, broadcast(ctx, [c.shape, a.shape, b.shape]), None, "where", {})]


def _matmul(ctx: _Ctx) -> Result:
    a, b = ctx.inp(0), ctx.inp(1)
    dtype = ctx.same_types([a, b])
    if dtype.kind != "f":
        raise ctx.fail(f"element type {DTYPE_NAMES[dtype]} is not supported (float and double only)")
    if not a.shape or not b.shape:
        raise ctx.fail("operands must have rank >= 1")
    sa = a.shape if len(a.shape) > 1 else (1,) + a.shape
    sb = b.shape if len(b.shape) > 1 else b.shape + (1,)
    if sa[-1] != sb[-2]:
        raise ctx.fail(f"inner dimensions differ: {list(a.shape)} x {list(b.shape)}")
    batch = broadcast(ctx, [sa[:-2], sb[:-2]])
    shape = batch + (sa[-2], sb[-1])
    if len(a.shape) == 1:
        shape = shape[:-2] + shape[-1:]
    if len(b.shape) == 1:
        shape = shape[:-1]
    return [(dtype, shape, None, "matmul", {"a_shape": sa, "b_shape": sb, "batch": batch, "trans_a": False,
                                             "trans_b": False, "alpha": 1.0, "beta": 0.0})]


def _gemm(ctx: _Ctx) -> Result:
    a, b, c = ctx.inp(0), ctx.inp(1), ctx.opt(2)
    dtype = ctx.same_types([a, b] + ([c] if c is not None else []))
    if dtype.kind != "f":
        raise ctx.fail(f"element type {DTYPE_NAMES[dtype]} is not supported (float and double only)")
    if len(a.shape) != 2 or len(b.shape) != 2:
        raise ctx.fail(f"Gemm needs 2-D operands, got {list(a.shape)} and {list(b.shape)}")
    ta, tb = bool(ctx.attr("transA", 0)), bool(ctx.attr("transB", 0))
    m, k = a.shape[::-1] if ta else a.shape
    k2, n = b.shape[::-1] if tb else b.shape
    if k != k2:
        raise ctx.fail(f"inner dimensions differ: {list(a.shape)} (transA={int(ta)}) x {list(b.shape)} (transB={int(tb)})")
    if c is not None:
        broadcast(ctx, [c.shape, (m, n)])
        if broadcast(ctx, [c.shape, (m, n)]) != (m, n):
            raise ctx.fail(f"C of shape {list(c.shape)} does not broadcast to [{m}, {n}]")
    return [(dtype, (m, n), None, "matmul", {"a_shape": tuple(a.shape), "b_shape": tuple(b.shape), "batch": (),
                                             "trans_a": ta, "trans_b": tb, "alpha": float(ctx.attr("alpha", 1.0)),
                                             "beta": float(ctx.attr("beta", 1.0)) if c is not None else 0.0})]


def _arg(ctx: _Ctx) -> Result:
    x = ctx.inp(0)
    if x.dtype == np.dtype("?"):
        raise ctx.fail("element type bool is not supported")
    if not x.shape:
        raise ctx.fail("needs an operand of rank >= 1")
    axis = ctx.axis(int(ctx.attr("axis", 0)), len(x.shape))
    keep = bool(ctx.attr("keepdims", 1))
    if x.shape[axis] == 0:
        raise ctx.fail("reduces an empty axis")
    shape = tuple(1 if i == axis else d for i, d in enumerate(x.shape)) if keep else x.shape[:axis] + x.shape[axis + 1:]
    return [(np.dtype("<i8"), shape, None, "arg", {"axis": axis, "last": bool(ctx.attr("select_last_index", 0)),
                                                   "fn": "max" if ctx.op == "ArgMax" else "min"})]


def _reduce(ctx: _Ctx) -> Result:
    x = ctx.inp(0)
    if x.dtype == np.dtype("?"):
        raise ctx.fail("element type bool is not supported")
    if "axes" in ctx.attrs:
        raw: list[int] | None = list(ctx.attr("axes"))
    elif ctx.opt(1) is not None and (ctx.op == "ReduceSum" and ctx.opset >= 13 or ctx.opset >= 18):
        raw = [int(v) for v in ctx.const(1, "axes input").reshape(-1)]
    else:
        raw = None
    if not raw:
        if ctx.attr("noop_with_empty_axes", 0):
            return [(x.dtype, x.shape, None, None, {})]
        axes = list(range(len(x.shape)))
    else:
        axes = ctx.axes(raw, len(x.shape))
    if ctx.op in ("ReduceMax", "ReduceMin") and any(x.shape[a] == 0 for a in axes):
        raise ctx.fail("reduces an empty axis")
    if ctx.op == "ReduceMean" and x.dtype.kind != "f":
        raise ctx.fail(f"element type {DTYPE_NAMES[x.dtype]} is not supported (float and double only)")
    keep = bool(ctx.attr("keepdims", 1))
    shape = tuple(1 if i in axes else d for i, d in enumerate(x.shape)) if keep else \
        tuple(d for i, d in enumerate(x.shape) if i not in axes)
    return [(x.dtype, shape, None, "reduce", {"axes": axes, "fn": ctx.op[len("Reduce"):].lower()})]


def _reshape(ctx: _Ctx) -> Result:
    x = ctx.inp(0)
    target = [int(v) for v in ctx.const(1, "shape input").reshape(-1)]
    allowzero = bool(ctx.attr("allowzero", 0))
    out = [x.shape[i] if d == 0 and not allowzero and i < len(x.shape) else d for i, d in enumerate(target)]
    if out.count(-1) > 1 or any(d < -1 for d in out):
        raise ctx.fail(f"invalid target shape {target}")
    if -1 in out:
        known = math.prod(d for d in out if d != -1)
        if known == 0 or x.size % known:
            raise ctx.fail(f"cannot reshape {list(x.shape)} to {target}")
        out[out.index(-1)] = x.size // known
    if math.prod(out) != x.size:
        raise ctx.fail(f"cannot reshape {list(x.shape)} ({x.size} elements) to {target}")
    return [(x.dtype, tuple(out), None, None, {})]


def _flatten(ctx: _Ctx) -> Result:
    x = ctx.inp(0)
    rank = len(x.shape)
    axis = int(ctx.attr("axis", 1))
    if not -rank <= axis <= rank:
        raise ctx.fail(f"axis {axis} is out of range for rank {rank}")
    axis %= rank + 1 if axis < 0 else rank + 1
    return [(x.dtype, (math.prod(x.shape[:axis]), math.prod(x.shape[axis:])), None, None, {})]


def _axes_arg(ctx: _Ctx, since: int) -> list[int] | None:
    if "axes" in ctx.attrs:
        return [int(a) for a in ctx.attr("axes")]
    if ctx.opset >= since and ctx.opt(1) is not None:
        return [int(v) for v in ctx.const(1, "axes input").reshape(-1)]
    return None


def _squeeze(ctx: _Ctx) -> Result:
    x = ctx.inp(0)
    raw = _axes_arg(ctx, 13)
    if raw is None:
        axes = [i for i, d in enumerate(x.shape) if d == 1]
    else:
        axes = ctx.axes(raw, len(x.shape))
        bad = [a for a in axes if x.shape[a] != 1]
        if bad:
            raise ctx.fail(f"cannot squeeze axis {bad[0]} of shape {list(x.shape)} (not 1)")
    return [(x.dtype, tuple(d for i, d in enumerate(x.shape) if i not in axes), None, None, {})]


def _unsqueeze(ctx: _Ctx) -> Result:
    x = ctx.inp(0)
    raw = _axes_arg(ctx, 13)
    if raw is None:
        raise ctx.fail("needs axes")
    rank = len(x.shape) + len(raw)
    axes = ctx.axes(raw, rank)
    dims = iter(x.shape)
    return [(x.dtype, tuple(1 if i in axes else next(dims) for i in range(rank)), None, None, {})]


def _identity(ctx: _Ctx) -> Result:
    x = ctx.inp(0)
    return [(x.dtype, x.shape, None, None, {})]


def _concat(ctx: _Ctx) -> Result:
    ts = [ctx.inp(i) for i in range(len(ctx.ins))]
    if not ts:
        raise ctx.fail("needs at least one input")
    dtype = ctx.same_types(ts)
    rank = len(ts[0].shape)
    if rank == 0 or any(len(t.shape) != rank for t in ts):
        raise ctx.fail("inputs must have the same rank >= 1: " + ", ".join(str(list(t.shape)) for t in ts))
    axis = ctx.axis(int(ctx.attr("axis", 0)), rank)
    for t in ts:
        if any(d != e for i, (d, e) in enumerate(zip(t.shape, ts[0].shape)) if i != axis):
            raise ctx.fail("inputs differ outside the concatenation axis: " + ", ".join(str(list(t.shape)) for t in ts))
    shape = tuple(sum(t.shape[axis] for t in ts) if i == axis else d for i, d in enumerate(ts[0].shape))
    return [(dtype, shape, None, "concat", {"axis": axis})]


def _transpose(ctx: _Ctx) -> Result:
    x = ctx.inp(0)
    rank = len(x.shape)
    perm = [int(p) for p in ctx.attr("perm", list(range(rank))[::-1])]
    if sorted(perm) != list(range(rank)):
        raise ctx.fail(f"perm {perm} is not a permutation of {rank} axes")
    return [(x.dtype, tuple(x.shape[p] for p in perm), None, "transpose", {"perm": perm})]


def _gather(ctx: _Ctx) -> Result:
    x, idx = ctx.inp(0), ctx.inp(1)
    if idx.dtype.kind != "i":
        raise ctx.fail("indices must be int32 or int64")
    if not x.shape:
        raise ctx.fail("needs data of rank >= 1")
    axis = ctx.axis(int(ctx.attr("axis", 0)), len(x.shape))
    if idx.const is not None:
        bad = idx.const[(idx.const < -x.shape[axis]) | (idx.const >= x.shape[axis])]
        if bad.size:
            raise ctx.fail(f"index {int(bad.flat[0])} is out of range for axis {axis} of size {x.shape[axis]}")
    return [(x.dtype, x.shape[:axis] + idx.shape + x.shape[axis + 1:], None, "gather", {"axis": axis})]


def _cast(ctx: _Ctx) -> Result:
    x = ctx.inp(0)
    to = int(ctx.attr("to", 0))
    if to not in ONNX_DTYPES:
        raise ctx.fail(f"cast to {_ONNX_TYPE_NAMES.get(to, to)} is not supported")
    return [(ONNX_DTYPES[to], x.shape, None, "cast", {})]


def _shape(ctx: _Ctx) -> Result:
    x = ctx.inp(0)
    rank = len(x.shape)
    start, end = int(ctx.attr("start", 0)), ctx.attr("end", None)
    start = min(max(start + rank if start < 0 else start, 0), rank)
    stop = rank if end is None else min(max(int(end) + rank if int(end) < 0 else int(end), 0), rank)
    value = np.array(x.shape[start:stop], np.int64)
    return [(value.dtype, value.shape, value, "const", {})]


def _constant_of_shape(ctx: _Ctx) -> Result:
    dims = [int(v) for v in ctx.const(0, "shape input").reshape(-1)]
    if any(d < 0 for d in dims):
        raise ctx.fail(f"negative dimension in {dims}")
    fill = tensor_value(ctx.attrs["value"], f"{ctx.label}: the fill value").reshape(-1) if "value" in ctx.attrs \
        else np.zeros(1, np.float32)
    if fill.dtype not in DTYPE_NAMES:
        raise ctx.fail(f"fill value of type {fill.dtype} is not supported")
    if fill.size != 1:
        raise ctx.fail(f"the fill value must have one element, got {fill.size}")
    ctx.check_size(fill.dtype, dims)
    value = np.full(dims, fill[0], dtype=fill.dtype)
    return [(value.dtype, value.shape, value, "const", {})]


def _constant(ctx: _Ctx) -> Result:
    if "value" not in ctx.attrs:
        keys = [k for k in ctx.attrs if k.startswith("value_")]
        if len(keys) != 1 or keys[0] not in ("value_float", "value_floats", "value_int", "value_ints"):
            raise ctx.fail(f"only 'value', 'value_float(s)' and 'value_int(s)' constants are supported, got {sorted(ctx.attrs)}")
        raw = ctx.attrs[keys[0]]
        value = np.array(raw, np.float32 if "float" in keys[0] else np.int64)
    else:
        value = tensor_value(ctx.attrs["value"], f"{ctx.label}: its value")
    if value.dtype not in DTYPE_NAMES:
        raise ctx.fail(f"constant of type {value.dtype} is not supported")
    value = value.astype(value.dtype.newbyteorder("<"))
    return [(value.dtype, value.shape, value, "const", {})]


def _slice(ctx: _Ctx) -> Result:
    x = ctx.inp(0)
    rank = len(x.shape)
    if ctx.opset < 10:
        starts, ends = list(ctx.attr("starts", [])), list(ctx.attr("ends", []))
        axes = list(ctx.attr("axes", range(len(starts))))
        steps = [1] * len(starts)
    else:
        starts = [int(v) for v in ctx.const(1, "starts input").reshape(-1)]
        ends = [int(v) for v in ctx.const(2, "ends input").reshape(-1)]
        axes = [int(v) for v in ctx.const(3, "axes input").reshape(-1)] if ctx.opt(3) is not None else list(range(len(starts)))
        steps = [int(v) for v in ctx.const(4, "steps input").reshape(-1)] if ctx.opt(4) is not None else [1] * len(starts)
    if not len(starts) == len(ends) == len(axes) == len(steps):
        raise ctx.fail("starts, ends, axes and steps differ in length")
    norm = ctx.axes(axes, rank)
    order = {ctx.axis(a, rank): i for i, a in enumerate(axes)}
    sl = [slice(None)] * rank
    for a in norm:
        i = order[a]
        if steps[i] == 0:
            raise ctx.fail("step 0")
        sl[a] = slice(*slice(starts[i], ends[i], steps[i]).indices(x.shape[a]))
    shape = tuple(len(range(*s.indices(d))) for s, d in zip(sl, x.shape))
    ranges = [s.indices(d) for s, d in zip(sl, x.shape)]
    return [(x.dtype, shape, None, "slice", {"ranges": ranges})]


HANDLERS: dict[str, Callable[[_Ctx], Result]] = {
    **{op: _elementwise for op in UNARY + BINARY + ("Sum",)},
    "Where": _where, "MatMul": _matmul, "Gemm": _gemm, "ArgMax": _arg, "ArgMin": _arg,
    "ReduceSum": _reduce, "ReduceMean": _reduce, "ReduceMax": _reduce, "ReduceMin": _reduce,
    "Reshape": _reshape, "Flatten": _flatten, "Squeeze": _squeeze, "Unsqueeze": _unsqueeze, "Identity": _identity,
    "Concat": _concat, "Transpose": _transpose, "Gather": _gather, "Cast": _cast, "Shape": _shape,
    "ConstantOfShape": _constant_of_shape, "Constant": _constant, "Slice": _slice,
}
assert set(HANDLERS) == set(SUPPORTED_OPS)


def specialize(model: Model, shapes: Mapping[str, Sequence[int]]) -> Program:
    """Give every tensor of ``model`` a static shape for the input ``shapes``; fold constants; list the kernels."""
    from .fold import fold

    g = model.proto.graph
    tensors: dict[str, Tensor] = {}
    folded = 0  # bytes of constants computed here (see MAX_FOLDED_BYTES)
    for init in g.initializer:
        arr = tensor_value(init, f"initializer {init.name!r}")
        if arr.dtype not in DTYPE_NAMES:
            raise ModelError(f"initializer {init.name!r} has element type {arr.dtype}; the compiled runner supports "
                             f"{', '.join(DTYPE_NAMES.values())}")
        arr = np.ascontiguousarray(arr, arr.dtype.newbyteorder("<"))
        tensors[init.name] = Tensor(init.name, arr.dtype, tuple(arr.shape), arr)
    inputs = []
    for spec in model.inputs:
        if spec.name not in shapes:
            raise ModelError(f"no shape given for model input {spec.name!r}")
        shape = tuple(int(d) for d in shapes[spec.name])
        if any(d < 0 for d in shape):
            raise ModelError(f"input {spec.name!r} cannot have the negative dimension in {list(shape)}")
        why = _too_large(spec.dtype, shape)
        if why is not None:
            raise ModelError(f"input {spec.name!r}: {why}")
        if spec.dims is not None and (len(shape) != len(spec.dims)
                                      or any(isinstance(d, int) and d != s for d, s in zip(spec.dims, shape))):
            raise ModelError(f"input {spec.name!r} is declared {_fmt(spec.dims)}, cannot specialise it to {list(shape)}")
        t = Tensor(spec.name, spec.dtype, shape)
        tensors[spec.name] = t
        inputs.append(t)
    steps: list[Step] = []
    aliases: dict[str, str] = {}
    for node in g.node:
        if node.domain not in ("", "ai.onnx"):
            raise ModelError(f"unsupported operator {node.domain}.{node.op_type} (node {node.name or node.output[0]!r}): "
                             f"the compiled runner supports the default ONNX domain only")
        handler = HANDLERS.get(node.op_type)
        if handler is None:
            raise ModelError(f"unsupported ONNX operator {node.op_type} (node {node.name or node.output[0]!r}); "
                             f"the compiled runner supports {', '.join(SUPPORTED_OPS)}")
        ins: list[Tensor | None] = []
        for name in node.input:
            if not name:
                ins.append(None)
            elif name not in tensors:
                raise ModelError(f"{node.op_type} node {node.name or node.output[0]!r} reads {name!r}, which no "
                                 f"earlier node or initializer defines (graph not in topological order?)")
            else:
                ins.append(tensors[name])
        ctx = _Ctx(node, ins, model.opset)
        results = handler(ctx)
        if len(node.output) > len(results):
            raise ctx.fail(f"has {len(node.output)} outputs; the compiled runner computes {len(results)}")
        for out_name, (dtype, shape, const, kind, attrs) in zip(node.output, results):
            if not out_name:
                continue
            if any(d < 0 for d in shape):
                raise ctx.fail(f"negative dimension in result shape {list(shape)}")
            ctx.check_size(dtype, shape)
            foldable = const is None and bool(ins) and all(t is None or t.const is not None for t in ins)
            if (foldable and kind is not None) or (const is not None and node.op_type != "Constant"):
                # computed here (a layout-only result stays a view; a Constant's value is the file's own bytes)
                folded += math.prod(shape) * dtype.itemsize
                if folded > MAX_FOLDED_BYTES:
                    raise ctx.fail(f"folding constants would compute more than the compiled runner's limit of "
                                   f"{MAX_FOLDED_BYTES} bytes")
            if foldable:
                const = fold(node.op_type, kind, attrs, [t.const if t is not None else None for t in ins], dtype, shape, ctx)
            if const is not None:
                const = np.ascontiguousarray(const, dtype=dtype).reshape(shape)
                tensors[out_name] = Tensor(out_name, dtype, tuple(shape), const)
                continue
            tensors[out_name] = Tensor(out_name, dtype, tuple(shape))
            operands = [t.name if t is not None else "" for t in ins]
            if kind is None:  # layout only: shares the buffer of its first input
                src = ins[0]
                assert src is not None
                aliases[out_name] = aliases.get(src.name, src.name)
                continue
            steps.append(Step(kind, node.name or out_name, node.op_type, operands, [out_name], attrs))
    outputs = []
    for spec in model.outputs:
        if spec.name not in tensors:
            raise ModelError(f"graph output {spec.name!r} is not computed by any node")
        t = tensors[spec.name]
        if t.dtype != spec.dtype:
            raise ModelError(f"graph output {spec.name!r} is declared {DTYPE_NAMES[spec.dtype]} but computes "
                             f"{DTYPE_NAMES[t.dtype]}")
        if spec.dims is not None and (len(spec.dims) != len(t.shape)
                                      or any(isinstance(d, int) and d != s for d, s in zip(spec.dims, t.shape))):
            raise ModelError(f"graph output {spec.name!r} is declared {_fmt(spec.dims)} but computes {list(t.shape)}")
        outputs.append(t)
    return Program(inputs, outputs, tensors, _live_steps(steps, outputs, aliases), aliases)


def _live_steps(steps: list[Step], outputs: list[Tensor], aliases: dict[str, str]) -> list[Step]:
    """Drop kernels whose results no output depends on (dead code)."""
    live = {aliases.get(t.name, t.name) for t in outputs}
    kept: list[Step] = []
    for st in reversed(steps):
        if not any(o in live for o in st.outputs):
            continue
        kept.append(st)
        live.update(aliases.get(n, n) for n in st.inputs if n)
    return kept[::-1]


def bind_probe(model: Model) -> dict[str, tuple[int, ...]]:
    """Input shapes with every symbolic dimension set to 1 (to check a model's operators before any query)."""
    return {s.name: tuple(d if isinstance(d, int) else 1 for d in s.dims or ()) for s in model.inputs}


def _fmt(dims: Sequence[Dim]) -> str:
    return "[" + ", ".join("?" if d is None else str(d) for d in dims) + "]"
