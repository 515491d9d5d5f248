"""Constant folding for the compiled runner: a node whose inputs are all constants is computed here with numpy.

The semantics are those of the kernels in :mod:`.codegen` (integer ``Div`` truncates toward zero, ``Relu`` keeps
NaN and -0.0, ``ArgMax`` takes the first maximum and a NaN only when it comes first), so folding never changes an
answer. Folded values become constant globals of the generated code.
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np

_UNARY = {
    "Abs": np.abs, "Neg": np.negative, "Sqrt": np.sqrt, "Log": np.log, "Exp": np.exp, "Tanh": np.tanh,
    "Floor": np.floor, "Ceil": np.ceil, "Not": np.logical_not,
    "Relu": lambda x: np.where(x < 0, np.zeros_like(x), x),
    "Sign": lambda x: np.where(x > 0, 1, np.where(x < 0, -1, np.where(x == 0, 0, x))).astype(x.dtype),
    "Reciprocal": lambda x: np.divide(np.ones_like(x), x),
    "Sigmoid": lambda x: np.divide(np.ones_like(x), np.ones_like(x) + np.exp(-x)),
}


def _div(a: np.ndarray, b: np.ndarray, ctx: Any) -> np.ndarray:
    if a.dtype.kind == "f":
        return np.divide(a, b)
    if np.any(b == 0):
        raise ctx.fail("integer division by zero in constant operands")
    q = np.abs(a) // np.abs(b)
    return np.where((a < 0) != (b < 0), -q, q).astype(a.dtype)


def _max(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.maximum(a, b)  # numpy propagates NaN, as onnxruntime does


_BINARY = {
    "Add": np.add, "Sub": np.subtract, "Mul": np.multiply, "Max": _max, "Min": np.minimum,
    "Equal": np.equal, "Less": np.less, "Greater": np.greater, "LessOrEqual": np.less_equal,
    "GreaterOrEqual": np.greater_equal, "And": np.logical_and, "Or": np.logical_or, "Xor": np.logical_xor,
}


def _arg(x: np.ndarray, axis: int, fn: str, last: bool) -> np.ndarray:
    moved = np.moveaxis(x, axis, -1)
    out = np.zeros(moved.shape[:-1], np.int64)
    for idx in np.ndindex(*moved.shape[:-1]):
        row = moved[idx]
        best, k = row[0], 0
        for i in range(1, row.shape[0]):
            v = row[i]
            if (v > best if fn == "max" else v < best) or (last and v == best):
                best, k = v, i
        out[idx] = k
    return out


def fold(op: str, kind: str | None, attrs: dict[str, Any], vals: Sequence[np.ndarray | None], dtype: np.dtype,
         shape: tuple[int, ...], ctx: Any) -> np.ndarray | None:
    """The value of a node with constant inputs, or None for kinds that are not folded."""
    with np.errstate(all="ignore"):
        return compute(op, kind, attrs, vals, dtype, shape, ctx)


def compute(op: str, kind: str | None, attrs: dict[str, Any], vals: Sequence[np.ndarray | None], dtype: np.dtype,
            shape: tuple[int, ...], ctx: Any) -> np.ndarray | None:
    """One kernel in numpy (the caller sets ``np.errstate``); None for kinds without a numpy form."""
    x = vals[0] if vals else None
    if kind is None:
        assert x is not None
        return x.reshape(shape)
    if kind == "unary":
        return _UNARY[attrs["fn"]](x).astype(dtype)
    if kind in ("binary", "variadic"):
        acc = vals[0]
        assert acc is not None
        for v in vals[1:]:
            assert v is not None
            fn = attrs["fn"]
            acc = _div(acc, v, ctx) if fn == "Div" else _BINARY[fn](acc, v)
        return np.asarray(acc).astype(dtype)
    if kind == "where":
        return np.where(vals[0], vals[1], vals[2]).astype(dtype)
    if kind == "cast":
        assert x is not None
        if dtype.kind in "iu" and x.dtype.kind == "f":
            info = np.iinfo(dtype)
            bad = ~np.isfinite(x) | (np.trunc(x) < info.min) | (np.trunc(x) > info.max)
            return np.where(bad, info.min, np.trunc(np.where(bad, 0, x))).astype(dtype)
        if dtype == np.dtype("?"):
            return x != 0
        return x.astype(dtype)
    if kind == "transpose":
        return np.transpose(x, attrs["perm"]).copy()
    if kind == "concat":
        return np.concatenate(list(vals), axis=attrs["axis"])
    if kind == "gather":
        idx = np.asarray(vals[1]).astype(np.int64)
        assert x is not None
        return np.take(x, np.where(idx < 0, idx + x.shape[attrs["axis"]], idx), axis=attrs["axis"])
    if kind == "slice":
        assert x is not None
        view = x[tuple(slice(*r) for r in attrs["ranges"])]
        return view if view.flags.c_contiguous else view.copy()  # a view keeps sharing the weights it slices
    if kind == "arg":
        assert x is not None
        return _arg(x, attrs["axis"], attrs["fn"], attrs["last"]).reshape(shape)
    if kind == "reduce":
        axes = tuple(attrs["axes"])
        fn = {"sum": np.sum, "mean": np.mean, "max": np.max, "min": np.min}[attrs["fn"]]
        return np.asarray(fn(x, axis=axes)).astype(dtype).reshape(shape)
    if kind == "matmul":
        a, b, c = vals[0], vals[1], vals[2] if len(vals) > 2 else None
        assert a is not None and b is not None
        a = a.T if attrs["trans_a"] else a
        b = b.T if attrs["trans_b"] else b
        out = np.matmul(a, b) * dtype.type(attrs["alpha"])
        if c is not None and attrs["beta"]:
            out = out + dtype.type(attrs["beta"]) * c
        return out.astype(dtype).reshape(shape)
    return None
