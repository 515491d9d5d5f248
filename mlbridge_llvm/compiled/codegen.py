"""LLVM IR for a specialised ONNX graph (:class:`~.graph.Program`), built with llvmlite's IR builder.

One function ``int32_t NAME(const T0 *in0, ..., T *out0, ...)``: inputs in graph order, then outputs; it returns
:data:`STATUS_OK` or a nonzero :data:`STATUS_CODES` value (an out-of-range run-time ``Gather`` index, an integer
division by zero). Weights are internal constant globals; intermediates live on the stack (buffers are reused once
their last reader has run, see :attr:`Emitter.stack_bytes`). Layout-only operators (Reshape, Flatten, Squeeze,
Unsqueeze, Identity) share their operand's buffer.

Numerics: plain IEEE operations in the graph's order, no fast-math flags, so LLVM may vectorize independent
elements but never reassociates; the vector widths are written in the IR, so the order is the same on every
machine. MatMul/Gemm sum along k in order with ``llvm.fmuladd`` (fused where the target has FMA, as onnxruntime's
kernels are: one rounding per step; an object for a CPU without FMA rounds twice and may differ in the last bit).
A ``ReduceSum`` over a contiguous run of at least :data:`VECTOR_REDUCE_MIN` elements (possibly fused with the
``Mul`` feeding it: a dot product, with fused multiply-adds) adds in 8 x 16 interleaved partial sums combined by a fixed tree, as numpy and
onnxruntime also reorder theirs.
"""
from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np
from llvmlite import ir

from . import mathfns
from .graph import Program, Step, Tensor

STATUS_OK = 0
#: Nonzero statuses the generated function can return.
STATUS_CODES = {1: "a run-time Gather index is out of range", 2: "integer division by zero"}
#: Smallest contiguous ReduceSum that uses the interleaved vector accumulators.
VECTOR_REDUCE_MIN = 64
_LANES, _UNROLL = 16, 8
#: MatMul register tiles: about this many independent vector accumulators, and at most this many per wide row.
_TILE_CHAINS, _TILE_MAX_CHUNKS = 8, 12

#: float32 functions written out in IR (vectorizable); double uses libm through LLVM intrinsics.
_VECTOR_MATH = {"Log": mathfns.log_f32, "Exp": mathfns.exp_f32, "Tanh": mathfns.tanh_f32, "Sigmoid": mathfns.sigmoid_f32}

I1, I8, I32, I64 = ir.IntType(1), ir.IntType(8), ir.IntType(32), ir.IntType(64)
PTR = ir.PointerType()

_MEM = {np.dtype("<f4"): ir.FloatType(), np.dtype("<f8"): ir.DoubleType(), np.dtype("<i4"): I32,
        np.dtype("<i8"): I64, np.dtype("?"): I8}
_SUFFIX = {np.dtype("<f4"): "f32", np.dtype("<f8"): "f64"}


def mem_type(dtype: np.dtype) -> ir.Type:
    """The LLVM type of one element in memory (bool is one byte)."""
    return _MEM[dtype]


def _contiguous(shape: Sequence[int]) -> list[int]:
    strides, acc = [0] * len(shape), 1
    for d in range(len(shape) - 1, -1, -1):
        strides[d] = acc
        acc *= shape[d]
    return strides


def bcast_strides(in_shape: Sequence[int], out_shape: Sequence[int]) -> list[int]:
    """Element strides reading ``in_shape`` broadcast to ``out_shape`` (0 on broadcast dims)."""
    pad = (1,) * (len(out_shape) - len(in_shape)) + tuple(in_shape)
    strides = _contiguous(pad)
    return [0 if p == 1 and o != 1 else s for p, o, s in zip(pad, out_shape, strides)]


def coalesce(shape: Sequence[int], strides: Sequence[Sequence[int]]) -> tuple[list[int], list[list[int]]]:
    """Drop size-1 dims and merge neighbours that every operand walks contiguously (fewer, longer loops)."""
    dims = [d for d in range(len(shape)) if shape[d] != 1]
    out_shape: list[int] = []
    out_strides: list[list[int]] = [[] for _ in strides]
    for d in dims:
        if out_shape and all(s[d] * shape[d] == os_[-1] for s, os_ in zip(strides, out_strides)):
            out_shape[-1] *= shape[d]
            for s, os_ in zip(strides, out_strides):
                os_[-1] = s[d]
            continue
        out_shape.append(shape[d])
        for s, os_ in zip(strides, out_strides):
            os_.append(s[d])
    return out_shape, out_strides


@dataclass(frozen=True)
class _MatMulGeometry:
    """Operands and element strides of one (batch of a) MatMul: A[i, k] at i*a_i + k*a_k, B[k, j] at k*b_k + j*b_j."""

    a: str
    b: str
    out: str
    a_i: int
    a_k: int
    b_k: int
    b_j: int
    m: int
    n: int
    k: int
    ty: ir.Type


class Emitter:
    """Builds the module for one program; :meth:`build` returns it (textual IR via ``str(module)``)."""

    def __init__(self, program: Program, name: str, triple: str = "", data_layout: str = "",
                 external_min_bytes: int | None = None):
        self.p = program
        #: JIT only: constants viewing a weight array of at least this many bytes refer to it by symbol
        self.external_min_bytes = external_min_bytes
        self.externals: dict[str, np.ndarray] = {}  # symbol -> weight array the loader must register
        self.module = ir.Module(name=name)
        if triple:
            self.module.triple = triple
        if data_layout:
            self.module.data_layout = data_layout
        n_args = len(program.inputs) + len(program.outputs)
        self.fn = ir.Function(self.module, ir.FunctionType(I32, [PTR] * n_args), name=name)
        self.fn.attributes.add("nounwind")
        for i, arg in enumerate(self.fn.args):
            arg.add_attribute("noalias")
            if i < len(program.inputs):
                arg.name = f"in{i}"
            else:
                arg.name = f"out{i - len(program.inputs)}"
        self.entry = self.fn.append_basic_block("entry")
        self.alloca_b = ir.IRBuilder(self.entry)
        self.b = ir.IRBuilder(self.fn.append_basic_block("body"))
        self.buffers: dict[str, ir.Value] = {}
        self.fail_blocks: dict[int, ir.Block] = {}
        self.stack_bytes = 0
        self._declared: dict[str, ir.Function] = {}
        self._typed: dict[tuple[str, str], ir.Value] = {}

    # ---- small helpers -----------------------------------------------------------------------------------
    def c64(self, v: int) -> ir.Constant:
        return ir.Constant(I64, int(v))

    def root(self, name: str) -> str:
        return self.p.aliases.get(name, name)

    def tensor(self, name: str) -> Tensor:
        return self.p.tensors[name]

    def var(self, ty: ir.Type, name: str = "") -> ir.Value:
        """A scalar stack slot (promoted to a register by mem2reg)."""
        return self.alloca_b.alloca(ty, name=name)

    def intrinsic(self, base: str, dtype: np.dtype, nargs: int = 1) -> ir.Function:
        name = f"llvm.{base}.{_SUFFIX[dtype]}"
        fn = self._declared.get(name)
        if fn is None:
            ty = mem_type(dtype)
            fn = ir.Function(self.module, ir.FunctionType(ty, [ty] * nargs), name=name)
            self._declared[name] = fn
        return fn

    def ptr(self, name: str, off: ir.Value, ety: ir.Type | None = None) -> ir.Value:
        """Address of element ``off`` of tensor ``name`` (``ety``: the element type addressed, default the tensor's)."""
        ety = ety or mem_type(self.tensor(name).dtype)
        root = self.root(name)
        base = self._typed.get((root, str(ety)))
        if base is None:
            raw = self._buffer(root)
            base = raw if getattr(raw.type, "is_opaque", False) else self.alloca_b.bitcast(raw, ir.PointerType(ety))
            self._typed[(root, str(ety))] = base
        return self.b.gep(base, [off], inbounds=True, source_etype=ety)

    def load(self, name: str, off: ir.Value) -> ir.Value:
        """Element ``off`` of tensor ``name`` as a register value (bool as i1)."""
        t = self.tensor(name)
        v = self.b.load(self.ptr(name, off), typ=mem_type(t.dtype), align=t.dtype.itemsize)
        return self.b.trunc(v, I1) if t.dtype == np.dtype("?") else v

    def store(self, value: ir.Value, name: str, off: ir.Value) -> None:
        t = self.tensor(name)
        if t.dtype == np.dtype("?"):
            value = self.b.zext(value, I8)
        self.b.store(value, self.ptr(name, off), align=t.dtype.itemsize)

    def offset(self, idx: Sequence[ir.Value], strides: Sequence[int]) -> ir.Value:
        acc: ir.Value = self.c64(0)
        for i, s in zip(idx, strides):
            if s == 0:
                continue
            term = i if s == 1 else self.b.mul(i, self.c64(s), flags=["nsw", "nuw"])
            acc = term if isinstance(acc, ir.Constant) and acc.constant == 0 else self.b.add(acc, term, flags=["nsw", "nuw"])
        return acc

    def loop(self, n: int | ir.Value, body: Callable[[ir.Value], None], start: int | ir.Value = 0) -> None:
        """``for (i = start; i < n; ++i) body(i)`` with i64 counters."""
        b = self.b
        n_v = n if isinstance(n, ir.Value) else self.c64(n)
        start_v = start if isinstance(start, ir.Value) else self.c64(start)
        pre = b.block
        head, loop_body, done = (b.append_basic_block(x) for x in ("loop", "loop.body", "loop.end"))
        b.branch(head)
        b.position_at_end(head)
        i = b.phi(I64, name="i")
        i.add_incoming(start_v, pre)
        b.cbranch(b.icmp_signed("<", i, n_v), loop_body, done)
        b.position_at_end(loop_body)
        body(i)
        nxt = b.add(i, self.c64(1), flags=["nsw", "nuw"])
        i.add_incoming(nxt, b.block)
        b.branch(head)
        b.position_at_end(done)

    def nest(self, dims: Sequence[int], body: Callable[[list[ir.Value]], None]) -> None:
        """Loops over every index of ``dims`` (outermost first)."""
        def level(k: int, idx: list[ir.Value]) -> None:
            if k == len(dims):
                body(idx)
                return
            self.loop(dims[k], lambda i: level(k + 1, idx + [i]))
        level(0, [])

    def fail_if(self, cond: ir.Value, code: int) -> None:
        """Return status ``code`` from the function when ``cond`` holds."""
        blk = self.fail_blocks.get(code)
        if blk is None:
            blk = self.fn.append_basic_block(f"fail{code}")
            ir.IRBuilder(blk).ret(ir.Constant(I32, code))
            self.fail_blocks[code] = blk
        cont = self.b.append_basic_block("ok")
        self.b.cbranch(cond, blk, cont)
        self.b.position_at_end(cont)

    # ---- scalar operations ---------------------------------------------------------------------------------
    def unary(self, fn: str, x: ir.Value, dtype: np.dtype) -> ir.Value:
        b = self.b
        if fn == "Not":
            return b.not_(x)
        if dtype.kind == "f":
            ty = mem_type(dtype)
            zero, one = ir.Constant(ty, 0.0), ir.Constant(ty, 1.0)
            if fn == "Abs":
                return b.call(self.intrinsic("fabs", dtype), [x])
            if fn == "Neg":
                return b.fneg(x)
            if fn == "Relu":  # keeps NaN and -0.0, as onnxruntime
                return b.select(b.fcmp_ordered("<", x, zero), zero, x)
            if fn == "Sign":  # NaN stays NaN
                s = b.select(b.fcmp_ordered("==", x, zero), zero, x)
                s = b.select(b.fcmp_ordered("<", x, zero), ir.Constant(ty, -1.0), s)
                return b.select(b.fcmp_ordered(">", x, zero), one, s)
            if dtype == np.dtype("<f4") and fn in _VECTOR_MATH:
                return _VECTOR_MATH[fn](b, x)
            if fn in ("Log", "Exp", "Tanh", "Sqrt", "Floor", "Ceil"):
                return b.call(self.intrinsic(fn.lower(), dtype), [x])
            if fn == "Reciprocal":
                return b.fdiv(one, x)
            if fn == "Sigmoid":
                return b.fdiv(one, b.fadd(one, b.call(self.intrinsic("exp", dtype), [b.fneg(x)])))
        else:
            ty = mem_type(dtype)
            zero = ir.Constant(ty, 0)
            neg = b.icmp_signed("<", x, zero)
            if fn == "Abs":
                return b.select(neg, b.neg(x), x)
            if fn == "Neg":
                return b.neg(x)
            if fn == "Relu":
                return b.select(neg, zero, x)
            if fn == "Sign":
                return b.select(neg, ir.Constant(ty, -1), b.select(b.icmp_signed(">", x, zero), ir.Constant(ty, 1), zero))
        raise AssertionError(f"no scalar {fn} for {dtype}")

    def binary(self, fn: str, x: ir.Value, y: ir.Value, dtype: np.dtype) -> ir.Value:
        b = self.b
        if fn in ("And", "Or", "Xor"):
            return {"And": b.and_, "Or": b.or_, "Xor": b.xor}[fn](x, y)
        cmp = {"Equal": "==", "Less": "<", "Greater": ">", "LessOrEqual": "<=", "GreaterOrEqual": ">="}.get(fn)
        if dtype.kind == "f":
            if cmp:
                return b.fcmp_ordered(cmp, x, y)
            if fn in ("Max", "Min"):  # NaN in either operand gives NaN, as onnxruntime
                r = b.select(b.fcmp_ordered(">" if fn == "Max" else "<", x, y), x, y)
                return b.select(b.fcmp_unordered("uno", x, x), x, r)
            return {"Add": b.fadd, "Sub": b.fsub, "Mul": b.fmul, "Div": b.fdiv}[fn](x, y)
        if cmp:
            return b.icmp_unsigned(cmp, x, y) if dtype == np.dtype("?") else b.icmp_signed(cmp, x, y)
        if fn in ("Max", "Min"):
            return b.select(b.icmp_signed(">" if fn == "Max" else "<", x, y), x, y)
        if fn == "Div":
            ty = x.type
            self.fail_if(b.icmp_signed("==", y, ir.Constant(ty, 0)), 2)
            smin = ir.Constant(ty, -(1 << (ty.width - 1)))
            overflow = b.and_(b.icmp_signed("==", x, smin), b.icmp_signed("==", y, ir.Constant(ty, -1)))
            return b.sdiv(x, b.select(overflow, ir.Constant(ty, 1), y))  # INT_MIN / -1 wraps to INT_MIN
        return {"Add": b.add, "Sub": b.sub, "Mul": b.mul}[fn](x, y)

    def convert(self, x: ir.Value, src: np.dtype, dst: np.dtype) -> ir.Value:
        """Cast one element (float to int: truncation; NaN and out-of-range give INT_MIN, as x86 onnxruntime)."""
        b = self.b
        if src == dst:
            return x
        if dst == np.dtype("?"):
            return b.fcmp_unordered("!=", x, ir.Constant(x.type, 0.0)) if src.kind == "f" else \
                b.icmp_unsigned("!=", x, ir.Constant(x.type, 0))
        ty = mem_type(dst)
        if src == np.dtype("?"):
            return b.uitofp(x, ty) if dst.kind == "f" else b.zext(x, ty)
        if src.kind == "f" and dst.kind == "f":
            return b.fpext(x, ty) if dst.itemsize > src.itemsize else b.fptrunc(x, ty)
        if src.kind != "f" and dst.kind == "f":
            return b.sitofp(x, ty)
        if src.kind != "f":
            return b.sext(x, ty) if dst.itemsize > src.itemsize else b.trunc(x, ty)
        bits = dst.itemsize * 8
        lo, hi = ir.Constant(x.type, -float(2 ** (bits - 1))), ir.Constant(x.type, float(2 ** (bits - 1)))
        ok = b.and_(b.fcmp_ordered(">=", x, lo), b.fcmp_ordered("<", x, hi))
        v = b.fptosi(b.select(ok, x, ir.Constant(x.type, 0.0)), ty)
        return b.select(ok, v, ir.Constant(ty, -(1 << (bits - 1))))

    # ---- kernels -------------------------------------------------------------------------------------------
    def elementwise(self, out: str, operands: Sequence[str], compute: Callable[[list[ir.Value]], ir.Value]) -> None:
        """``out[i] = compute(operand values at i)`` with numpy broadcasting."""
        shape = self.tensor(out).shape
        strides = [bcast_strides(self.tensor(o).shape, shape) for o in operands] + [_contiguous(shape)]
        dims, cs = coalesce(shape, strides)

        def body(idx: list[ir.Value]) -> None:
            vals = [self.load(o, self.offset(idx, s)) for o, s in zip(operands, cs)]
            self.store(compute(vals), out, self.offset(idx, cs[-1]))
        self.nest(dims, body)

    def k_unary(self, st: Step) -> None:
        dt = self.tensor(st.inputs[0]).dtype
        self.elementwise(st.outputs[0], st.inputs[:1], lambda v: self.unary(st.attrs["fn"], v[0], dt))

    def k_binary(self, st: Step) -> None:
        dt = self.tensor(st.inputs[0]).dtype
        self.elementwise(st.outputs[0], st.inputs[:2], lambda v: self.binary(st.attrs["fn"], v[0], v[1], dt))

    def k_variadic(self, st: Step) -> None:
        dt = self.tensor(st.inputs[0]).dtype

        def compute(v: list[ir.Value]) -> ir.Value:
            acc = v[0]
            for x in v[1:]:
                acc = self.binary(st.attrs["fn"], acc, x, dt)
            return acc
        self.elementwise(st.outputs[0], st.inputs, compute)

    def k_where(self, st: Step) -> None:
        self.elementwise(st.outputs[0], st.inputs[:3], lambda v: self.b.select(v[0], v[1], v[2]))

    def k_cast(self, st: Step) -> None:
        src, dst = self.tensor(st.inputs[0]).dtype, self.tensor(st.outputs[0]).dtype
        self.elementwise(st.outputs[0], st.inputs[:1], lambda v: self.convert(v[0], src, dst))

    def k_matmul(self, st: Step) -> None:
        """MatMul/Gemm: each output element is ``((0 + a0*b0) + a1*b1) + ...`` in k order (no reassociation)."""
        a_name, b_name = st.inputs[0], st.inputs[1]
        c_name = st.inputs[2] if len(st.inputs) > 2 and st.inputs[2] else None
        at = st.attrs
        sa, sb, batch = at["a_shape"], at["b_shape"], tuple(at["batch"])
        m, k = (sa[-1], sa[-2]) if at["trans_a"] else (sa[-2], sa[-1])
        n = sb[-2] if at["trans_b"] else sb[-1]
        a_str, b_str = _contiguous(sa), _contiguous(sb)
        a_i, a_k = (a_str[-1], a_str[-2]) if at["trans_a"] else (a_str[-2], a_str[-1])
        b_k, b_j = (b_str[-1], b_str[-2]) if at["trans_b"] else (b_str[-2], b_str[-1])
        # batch strides in elements of the whole operand (one matrix per batch index; 0 where broadcast)
        a_batch = [s * sa[-1] * sa[-2] for s in bcast_strides(tuple(sa[:-2]), batch)] if batch else []
        b_batch = [s * sb[-1] * sb[-2] for s in bcast_strides(tuple(sb[:-2]), batch)] if batch else []
        o_batch = _contiguous(batch + (m, n))[: len(batch)]
        out = st.outputs[0]
        ty = mem_type(self.tensor(out).dtype)
        b = self.b
        if b_j != 1 and not batch and self.tensor(b_name).const is not None:  # constant B^T: transpose it once now
            b_name = self._transposed_constant(b_name)
            b_k, b_j = n, 1
        geo = _MatMulGeometry(a_name, b_name, out, a_i, a_k, b_k, b_j, m, n, k, ty)

        def per_batch(bidx: list[ir.Value]) -> None:
            a0, b0, o0 = self.offset(bidx, a_batch), self.offset(bidx, b_batch), self.offset(bidx, o_batch)
            if b_j == 1:
                self._matmul_tiles(geo, a0, b0, o0)
            else:
                self._matmul_scalar(geo, a0, b0, o0)
            if at["alpha"] != 1.0 or (c_name and at["beta"] != 0.0):
                c_str = bcast_strides(self.tensor(c_name).shape, (m, n)) if c_name else [0, 0]

                def epi(ij: list[ir.Value]) -> None:
                    o = b.add(o0, self.offset(ij, [n, 1]))
                    v = self.load(out, o)
                    if at["alpha"] != 1.0:
                        v = b.fmul(ir.Constant(ty, at["alpha"]), v)
                    if c_name and at["beta"] != 0.0:
                        cv = self.load(c_name, self.offset(ij, c_str))
                        v = b.fadd(v, cv if at["beta"] == 1.0 else b.fmul(ir.Constant(ty, at["beta"]), cv))
                    self.store(v, out, o)
                self.nest([m, n], epi)
        self.nest(batch, per_batch)

    def _transposed_constant(self, name: str) -> str:
        """A constant global holding the transpose of 2-D constant ``name`` (registered as ``name.T``)."""
        tname = f"{name}.T"
        if tname not in self.p.tensors:
            src = self.tensor(name)
            assert src.const is not None
            const = np.ascontiguousarray(src.const.reshape(src.shape[-2], src.shape[-1]).T)
            self.p.tensors[tname] = Tensor(tname, src.dtype, tuple(const.shape), const)
            self.buffers[tname] = self._constant(self.p.tensors[tname])
        return tname

    def _matmul_scalar(self, g: "_MatMulGeometry", a0: ir.Value, b0: ir.Value, o0: ir.Value) -> None:
        """One accumulator per output element, k innermost (B's columns are not contiguous)."""
        b = self.b
        acc = self.var(g.ty)
        fmuladd = self._fmuladd(g.ty)

        def elem(ij: list[ir.Value]) -> None:
            i, j = ij
            b.store(ir.Constant(g.ty, 0.0), acc)

            def kstep(kk: ir.Value) -> None:
                av = self.load(g.a, b.add(a0, self.offset([i, kk], [g.a_i, g.a_k])))
                bv = self.load(g.b, b.add(b0, self.offset([kk, j], [g.b_k, g.b_j])))
                b.store(b.call(fmuladd, [av, bv, b.load(acc, typ=g.ty)]), acc)
            self.loop(g.k, kstep)
            self.store(b.load(acc, typ=g.ty), g.out, b.add(o0, self.offset(ij, [g.n, 1])))
        self.nest([g.m, g.n], elem)

    def _matmul_tiles(self, g: "_MatMulGeometry", a0: ir.Value, b0: ir.Value, o0: ir.Value) -> None:
        """Register tiles: R rows x C column chunks (one vector register each), about :data:`_TILE_CHAINS`
        independent accumulators, so that the FMA units stay busy while every element still sums in k order."""
        lanes = 16 if isinstance(g.ty, ir.FloatType) else 8
        chunks = [(j0, min(lanes, g.n - j0)) for j0 in range(0, g.n, lanes)]
        if len(chunks) >= _TILE_CHAINS:  # wide rows: one row at a time, up to _TILE_MAX_CHUNKS chunks per tile
            rows = 1
            groups = [chunks[i:i + _TILE_MAX_CHUNKS] for i in range(0, len(chunks), _TILE_MAX_CHUNKS)]
        else:
            rows = max(1, min(g.m, _TILE_CHAINS // len(chunks)))
            groups = [chunks]
        full, rem = divmod(g.m, rows)

        def tiles(i0: ir.Value, r: int) -> None:
            for group in groups:
                self._matmul_tile(g, a0, b0, o0, i0, r, group)
        if full:
            self.loop(full, lambda t: tiles(self.b.mul(t, self.c64(rows)), rows))
        if rem:
            tiles(self.c64(full * rows), rem)

    def _matmul_tile(self, g: "_MatMulGeometry", a0: ir.Value, b0: ir.Value, o0: ir.Value, i0: ir.Value, rows: int,
                     chunks: list[tuple[int, int]]) -> None:
        """``out[i0:i0+rows, chunks]``: one ``<w x T>`` accumulator per row and chunk, updated as
        ``acc = fmuladd(a[i, kk], B[kk, chunk], acc)`` for kk in order (one rounding per step where the target has
        FMA, as onnxruntime's kernels)."""
        b = self.b
        align = 4 if isinstance(g.ty, ir.FloatType) else 8
        pre = b.block
        head, body, done = (b.append_basic_block(x) for x in ("mm.k", "mm.body", "mm.end"))
        b.branch(head)
        b.position_at_end(head)
        kk = b.phi(I64, name="k")
        kk.add_incoming(self.c64(0), pre)
        accs: list[list[ir.Value]] = []
        for _ in range(rows):
            row = []
            for _, w in chunks:
                vty = ir.VectorType(g.ty, w)
                acc = b.phi(vty, name="acc")
                acc.add_incoming(ir.Constant(vty, [0.0] * w), pre)
                row.append(acc)
            accs.append(row)
        b.cbranch(b.icmp_signed("<", kk, self.c64(g.k)), body, done)
        b.position_at_end(body)
        brow = b.add(b0, self.offset([kk], [g.b_k]))
        bvals = []
        for j0, w in chunks:
            vty = ir.VectorType(g.ty, w)
            src = b.bitcast(self.ptr(g.b, b.add(brow, self.c64(j0))), ir.PointerType(vty))
            bvals.append(b.load(src, typ=vty, align=align))
        undef1 = ir.Constant(ir.VectorType(g.ty, 1), None)
        news = []
        for r in range(rows):
            i = b.add(i0, self.c64(r))
            av = self.load(g.a, b.add(a0, self.offset([i, kk], [g.a_i, g.a_k])))
            single = b.insert_element(undef1, av, ir.Constant(I32, 0))
            row_new = []
            for (_, w), bv, acc in zip(chunks, bvals, accs[r]):
                splat = b.shuffle_vector(single, undef1, ir.Constant(ir.VectorType(I32, w), [0] * w))
                row_new.append(b.call(self._fmuladd(ir.VectorType(g.ty, w)), [splat, bv, acc]))
            news.append(row_new)
        kk.add_incoming(b.add(kk, self.c64(1), flags=["nsw", "nuw"]), b.block)
        for row, row_new in zip(accs, news):
            for acc, new in zip(row, row_new):
                acc.add_incoming(new, b.block)
        b.branch(head)
        b.position_at_end(done)
        for r, row in enumerate(accs):
            orow = b.add(o0, b.mul(b.add(i0, self.c64(r)), self.c64(g.n)))
            for (j0, w), acc in zip(chunks, row):
                dst = b.bitcast(self.ptr(g.out, b.add(orow, self.c64(j0))), ir.PointerType(ir.VectorType(g.ty, w)))
                b.store(acc, dst, align=align)

    def _fmuladd(self, ty: ir.Type) -> ir.Function:
        """``llvm.fmuladd`` for ``ty`` (a scalar or vector float type)."""
        if isinstance(ty, ir.VectorType):
            suffix = f"v{ty.count}{'f32' if isinstance(ty.element, ir.FloatType) else 'f64'}"
        else:
            suffix = "f32" if isinstance(ty, ir.FloatType) else "f64"
        name = f"llvm.fmuladd.{suffix}"
        fn = self._declared.get(name)
        if fn is None:
            fn = self._declared[name] = ir.Function(self.module, ir.FunctionType(ty, [ty, ty, ty]), name=name)
        return fn

    def k_arg(self, st: Step) -> None:
        x, out = st.inputs[0], st.outputs[0]
        shape, axis = self.tensor(x).shape, st.attrs["axis"]
        pre, n, post = math.prod(shape[:axis]), shape[axis], math.prod(shape[axis + 1:])
        better = ">" if st.attrs["fn"] == "max" else "<"
        last = st.attrs["last"]
        dtype = self.tensor(x).dtype
        b = self.b
        best_v, best_i = self.var(mem_type(dtype)), self.var(I64)

        def outer(idx: list[ir.Value]) -> None:
            p, q = idx
            base = b.add(b.mul(p, self.c64(n * post)), q)
            b.store(self.load(x, base), best_v)
            b.store(self.c64(0), best_i)

            def step(i: ir.Value) -> None:
                v = self.load(x, b.add(base, b.mul(i, self.c64(post))))
                cur = b.load(best_v, typ=mem_type(dtype))
                if dtype.kind == "f":
                    take = b.fcmp_ordered(better, v, cur)
                    if last:
                        take = b.or_(take, b.fcmp_ordered("==", v, cur))
                else:
                    take = b.icmp_signed(better, v, cur)
                    if last:
                        take = b.or_(take, b.icmp_signed("==", v, cur))
                b.store(b.select(take, v, cur), best_v)
                b.store(b.select(take, i, b.load(best_i, typ=I64)), best_i)
            self.loop(n, step, start=1)
            self.store(b.load(best_i, typ=I64), out, b.add(b.mul(p, self.c64(post)), q))
        self.nest([pre, post], outer)

    def k_reduce(self, st: Step) -> None:
        x, out = st.inputs[0], st.outputs[0]
        shape, axes, fn = self.tensor(x).shape, st.attrs["axes"], st.attrs["fn"]
        dtype = self.tensor(x).dtype
        ty = mem_type(dtype)
        b = self.b
        kept = [d for d in range(len(shape)) if d not in axes]
        strides = _contiguous(shape)
        kept_dims, (kept_in, kept_out) = coalesce([shape[d] for d in kept],
                                                  [[strides[d] for d in kept], _contiguous([shape[d] for d in kept])])
        red_dims, (red_in,) = coalesce([shape[d] for d in axes], [[strides[d] for d in axes]])
        count = math.prod(shape[d] for d in axes)
        mul_ops = st.attrs.get("mul_operands")
        contiguous = not red_dims or (len(red_dims) == 1 and red_in[0] == 1)
        acc = self.var(ty)

        def value(off: ir.Value) -> ir.Value:
            if mul_ops:
                return b.fmul(self.load(mul_ops[0], off), self.load(mul_ops[1], off))
            return self.load(x, off)

        def outer(idx: list[ir.Value]) -> None:
            base = self.offset(idx, kept_in)
            if fn in ("sum", "mean"):
                init: ir.Value = ir.Constant(ty, 0.0) if dtype.kind == "f" else ir.Constant(ty, 0)
            else:
                init = value(base)
            b.store(init, acc)
            if fn in ("sum", "mean") and dtype.kind == "f" and contiguous and count >= VECTOR_REDUCE_MIN:
                self._vector_sum(base, count, acc, ty, mul_ops or (x,))
            else:
                def inner(ridx: list[ir.Value]) -> None:
                    v = value(b.add(base, self.offset(ridx, red_in)))
                    cur = b.load(acc, typ=ty)
                    if fn in ("sum", "mean"):
                        b.store(b.fadd(cur, v) if dtype.kind == "f" else b.add(cur, v), acc)
                    else:
                        b.store(self.binary("Max" if fn == "max" else "Min", cur, v, dtype), acc)
                self.nest(red_dims, inner)
            r = b.load(acc, typ=ty)
            if fn == "mean":
                r = b.fdiv(r, ir.Constant(ty, float(count)))
            self.store(r, out, self.offset(idx, kept_out))
        self.nest(kept_dims, outer)

    def _vector_sum(self, base: ir.Value, count: int, acc: ir.Value, ty: ir.Type, srcs: Sequence[str]) -> None:
        """``acc = sum(src[base:base+count])`` (or of the products of two sources, fused multiply-adds) with
        :data:`_UNROLL` x :data:`_LANES` partial sums combined by a fixed pairwise tree, then the tail in order."""
        b = self.b
        vty = ir.VectorType(ty, _LANES)
        chunk = _LANES * _UNROLL
        accs = [self.var(vty) for _ in range(_UNROLL)]
        for a in accs:
            b.store(ir.Constant(vty, [0.0] * _LANES), a)
        align = np.dtype(np.float32 if isinstance(ty, ir.FloatType) else np.float64).itemsize

        def vload(name: str, off: ir.Value) -> ir.Value:
            p = b.bitcast(self.ptr(name, off), ir.PointerType(vty))
            return b.load(p, typ=vty, align=align)

        def body(c: ir.Value) -> None:
            start = b.add(base, b.mul(c, self.c64(chunk)))
            for u, a in enumerate(accs):
                off = b.add(start, self.c64(u * _LANES))
                v = vload(srcs[0], off)
                if len(srcs) > 1:
                    b.store(b.call(self._fmuladd(vty), [v, vload(srcs[1], off), b.load(a, typ=vty)]), a)
                else:
                    b.store(b.fadd(b.load(a, typ=vty), v), a)
        self.loop(count // chunk, body)
        vs = [b.load(a, typ=vty) for a in accs]
        while len(vs) > 1:
            vs = [b.fadd(vs[i], vs[i + 1]) for i in range(0, len(vs), 2)]
        lanes = [b.extract_element(vs[0], ir.Constant(I32, i)) for i in range(_LANES)]
        while len(lanes) > 1:
            lanes = [b.fadd(lanes[i], lanes[i + 1]) for i in range(0, len(lanes), 2)]
        b.store(lanes[0], acc)

        def tail(t: ir.Value) -> None:
            off = b.add(base, t)
            v = self.load(srcs[0], off)
            if len(srcs) > 1:
                b.store(b.call(self._fmuladd(ty), [v, self.load(srcs[1], off), b.load(acc, typ=ty)]), acc)
            else:
                b.store(b.fadd(b.load(acc, typ=ty), v), acc)
        self.loop(count, tail, start=(count // chunk) * chunk)

    def k_concat(self, st: Step) -> None:
        out = st.outputs[0]
        oshape, axis = self.tensor(out).shape, st.attrs["axis"]
        pre, post = math.prod(oshape[:axis]), math.prod(oshape[axis + 1:])
        total = oshape[axis]
        b = self.b
        start = 0
        for name in st.inputs:
            width = self.tensor(name).shape[axis]
            if width:
                s0 = start

                def row(idx: list[ir.Value], width: int = width, s0: int = s0, name: str = name) -> None:
                    p, i = idx
                    self.store(self.load(name, b.add(b.mul(p, self.c64(width * post)), i)), out,
                               b.add(b.mul(p, self.c64(total * post)), b.add(i, self.c64(s0 * post))))
                self.nest([pre, width * post], row)
            start += width

    def k_transpose(self, st: Step) -> None:
        x, out = st.inputs[0], st.outputs[0]
        perm = st.attrs["perm"]
        in_str = _contiguous(self.tensor(x).shape)
        oshape = self.tensor(out).shape
        dims, (src, dst) = coalesce(oshape, [[in_str[p] for p in perm], _contiguous(oshape)])
        self.nest(dims, lambda idx: self.store(self.load(x, self.offset(idx, src)), out, self.offset(idx, dst)))

    def k_slice(self, st: Step) -> None:
        x, out = st.inputs[0], st.outputs[0]
        ranges = st.attrs["ranges"]
        in_str = _contiguous(self.tensor(x).shape)
        oshape = self.tensor(out).shape
        base = sum(r[0] * s for r, s in zip(ranges, in_str))
        dims, (src, dst) = coalesce(oshape, [[r[2] * s for r, s in zip(ranges, in_str)], _contiguous(oshape)])
        b = self.b
        self.nest(dims, lambda idx: self.store(self.load(x, b.add(self.c64(base), self.offset(idx, src))), out,
                                               self.offset(idx, dst)))

    def k_gather(self, st: Step) -> None:
        x, idx_name, out = st.inputs[0], st.inputs[1], st.outputs[0]
        shape, axis = self.tensor(x).shape, st.attrs["axis"]
        pre, n, post = math.prod(shape[:axis]), shape[axis], math.prod(shape[axis + 1:])
        m = self.tensor(idx_name).size
        checked = self.tensor(idx_name).const is None
        b = self.b

        def body(ij: list[ir.Value]) -> None:
            p, j = ij
            k = self.load(idx_name, j)
            if k.type != I64:
                k = b.sext(k, I64)
            k = b.select(b.icmp_signed("<", k, self.c64(0)), b.add(k, self.c64(n)), k)
            if checked:
                self.fail_if(b.icmp_unsigned(">=", k, self.c64(n)), 1)
            src = b.mul(b.add(b.mul(p, self.c64(n)), k), self.c64(post))
            dst = b.mul(b.add(b.mul(p, self.c64(m)), j), self.c64(post))
            self.loop(post, lambda q: self.store(self.load(x, b.add(src, q)), out, b.add(dst, q)))
        self.nest([pre, m], body)

    # ---- buffers and the function --------------------------------------------------------------------------
    def _buffer(self, root: str) -> ir.Value:
        """The buffer of tensor ``root``; a constant's global is created on first use (unused weights are not emitted)."""
        buf = self.buffers.get(root)
        if buf is None:
            buf = self.buffers[root] = self._constant(self.tensor(root))
        return buf

    def _constant(self, t: Tensor) -> ir.Value:
        assert t.const is not None
        if self.external_min_bytes is not None:
            shared = shared_constant(t.const, self.external_min_bytes)
            if shared is not None:  # a view into a large weight array: one copy shared by every specialisation
                name, base, offset = shared
                self.externals[name] = base
                g = self.module.globals.get(name)
                if g is None:
                    g = ir.GlobalVariable(self.module, ir.ArrayType(I8, base.nbytes), name=name)
                    g.global_constant = True
                    g.linkage = "external"
                return g.gep([ir.Constant(I64, 0), ir.Constant(I64, offset)])
        data = bytearray(np.ascontiguousarray(t.const).astype(t.dtype.newbyteorder("<")).tobytes())
        arr = ir.ArrayType(I8, max(len(data), 1))
        g = ir.GlobalVariable(self.module, arr, name=f"w.{len(self.module.global_values)}")
        g.global_constant = True
        g.linkage = "internal"
        g.align = 32
        g.initializer = ir.Constant(arr, data or bytearray(1))
        return g

    def _fuse_elementwise(self, steps: list[Step], graph_outputs: set[str]) -> list[Step]:
        """Merge each run of consecutive elementwise steps with one result shape into a ``fused`` step: one loop
        computes them all per element; a result is stored only if something outside the run reads it."""
        readers: dict[str, set[int]] = {}
        for i, st in enumerate(steps):
            for name in st.inputs:
                if name:
                    readers.setdefault(self.root(name), set()).add(i)
        out: list[Step] = []
        i = 0
        while i < len(steps):
            first = steps[i]
            if first.kind not in _ELEMENTWISE:
                out.append(first)
                i += 1
                continue
            shape = self.tensor(first.outputs[0]).shape
            produced = {first.outputs[0]}
            j = i + 1
            while j < len(steps) and steps[j].kind in _ELEMENTWISE and self.tensor(steps[j].outputs[0]).shape == shape:
                reads = [n for n in _operands(steps[j]) if n]
                if any(n not in produced and self.root(n) in produced for n in reads):
                    break  # reads a result of the run through a reshape: not the same element
                produced.add(steps[j].outputs[0])
                j += 1
            group = steps[i:j]
            if len(group) == 1:
                out.append(first)
            else:
                members = set(range(i, j))
                stored = [g.outputs[0] for g in group
                          if g.outputs[0] in graph_outputs or readers.get(g.outputs[0], set()) - members]
                external = list(dict.fromkeys(n for g in group for n in _operands(g) if n and n not in produced))
                out.append(Step("fused", first.node, "Fused", external, stored, {"steps": group, "shape": shape}))
            i = j
        return out

    def k_fused(self, st: Step) -> None:
        """Several elementwise steps in one loop; intermediate values stay in registers."""
        group, shape = st.attrs["steps"], st.attrs["shape"]
        ext = st.inputs
        strides = [bcast_strides(self.tensor(n).shape, shape) for n in ext] + [_contiguous(shape)]
        dims, cs = coalesce(shape, strides)
        where = dict(zip(ext, cs))
        stored = set(st.outputs)

        def body(idx: list[ir.Value]) -> None:
            vals: dict[str, ir.Value] = {}

            def value(name: str) -> ir.Value:
                if name not in vals:
                    vals[name] = self.load(name, self.offset(idx, where[name]))
                return vals[name]
            for g in group:
                v = self._scalar_step(g, [value(n) for n in _operands(g)])
                vals[g.outputs[0]] = v
                if g.outputs[0] in stored:
                    self.store(v, g.outputs[0], self.offset(idx, cs[-1]))
        self.nest(dims, body)

    def _scalar_step(self, st: Step, v: list[ir.Value]) -> ir.Value:
        """One element of an elementwise step from its operand values."""
        dt = self.tensor(st.inputs[0]).dtype
        if st.kind == "unary":
            return self.unary(st.attrs["fn"], v[0], dt)
        if st.kind == "binary":
            return self.binary(st.attrs["fn"], v[0], v[1], dt)
        if st.kind == "variadic":
            acc = v[0]
            for x in v[1:]:
                acc = self.binary(st.attrs["fn"], acc, x, dt)
            return acc
        if st.kind == "where":
            return self.b.select(v[0], v[1], v[2])
        return self.convert(v[0], dt, self.tensor(st.outputs[0]).dtype)

    def _fuse_dots(self, uses: dict[str, int], out_roots: set[str]) -> list[Step]:
        """Fold a same-shape float ``Mul`` read only by a ``ReduceSum`` into the reduction (a dot product)."""
        producers = {s.outputs[0]: s for s in self.p.steps}
        dropped: set[int] = set()
        for st in self.p.steps:
            if st.kind != "reduce" or st.attrs["fn"] != "sum":
                continue
            src = st.inputs[0]
            mul = producers.get(src)
            if (mul is None or mul.kind != "binary" or mul.attrs["fn"] != "Mul" or uses.get(src, 0) != 1
                    or src in out_roots or self.root(src) != src):
                continue
            shape = self.tensor(src).shape
            if self.tensor(src).dtype.kind != "f" or any(self.tensor(o).shape != shape for o in mul.inputs[:2]):
                continue
            st.attrs = dict(st.attrs, mul_operands=tuple(mul.inputs[:2]))
            st.inputs = [src] + list(mul.inputs[:2])
            dropped.add(id(mul))
        return [s for s in self.p.steps if id(s) not in dropped]

    def build(self) -> ir.Module:
        """Emit the whole function; returns the module."""
        p = self.p
        n_in = len(p.inputs)
        for t, arg in zip(p.inputs, self.fn.args[:n_in]):
            self.buffers[t.name] = arg
        uses: dict[str, int] = {}
        for st in p.steps:
            for name in st.inputs:
                if name:
                    uses[name] = uses.get(name, 0) + 1
        # an output computed by a step (directly or through a layout-only op) is written in place
        produced = {s.outputs[0] for s in p.steps}
        direct: dict[str, ir.Value] = {}
        copies: list[tuple[str, ir.Value]] = []
        for t, arg in zip(p.outputs, self.fn.args[n_in:]):
            r = self.root(t.name)
            if r in produced and r not in direct:
                direct[r] = arg
            else:
                copies.append((t.name, arg))
        steps = self._fuse_elementwise(self._fuse_dots(uses, set(direct)), {self.root(t.name) for t in p.outputs})
        last_use: dict[str, int] = {}
        for i, st in enumerate(steps):
            for name in st.inputs:
                if name:
                    last_use[self.root(name)] = i
        for name, _ in copies:
            last_use[self.root(name)] = len(steps)
        free: list[tuple[int, ir.Value]] = []
        held: dict[str, tuple[int, ir.Value]] = {}
        for i, st in enumerate(steps):
            for out in st.outputs:
                if out in direct:
                    self.buffers[out] = direct[out]
                    continue
                need = max(self.tensor(out).size * self.tensor(out).dtype.itemsize, 1)
                fits = sorted((f for f in free if f[0] >= need), key=lambda f: f[0])
                if fits:
                    slot = fits[0]
                    free.remove(slot)
                else:
                    slot = (need, self.alloca_b.alloca(ir.ArrayType(I8, need), name="buf"))
                    slot[1].align = 32
                    self.stack_bytes += need
                self.buffers[out] = slot[1]
                held[out] = slot
            getattr(self, f"k_{st.kind}")(st)
            for name in list(held):
                if last_use.get(name, -1) <= i:
                    free.append(held.pop(name))
        for name, arg in copies:
            t = self.tensor(name)
            src = self._buffer(self.root(name))
            if not getattr(src.type, "is_opaque", False):
                src = self.alloca_b.bitcast(src, PTR)
            nbytes = t.size * t.dtype.itemsize
            if nbytes:
                self.b.call(self._memcpy(), [arg, src, self.c64(nbytes), ir.Constant(I1, 0)])
        self.b.ret(ir.Constant(I32, STATUS_OK))
        self.alloca_b.branch(self.fn.basic_blocks[1])
        return self.module

    def _memcpy(self) -> ir.Function:
        fn = self._declared.get("memcpy")
        if fn is None:
            fn = ir.Function(self.module, ir.FunctionType(ir.VoidType(), [PTR, PTR, I64, I1]),
                             name="llvm.memcpy.p0.p0.i64")
            self._declared["memcpy"] = fn
        return fn


_ELEMENTWISE = ("unary", "binary", "variadic", "where", "cast")
_ARITY = {"unary": 1, "binary": 2, "where": 3, "cast": 1}


def _operands(st: Step) -> list[str]:
    """The inputs an elementwise step computes with (all of them for variadic Sum/Max/Min)."""
    n = _ARITY.get(st.kind)
    return list(st.inputs if n is None else st.inputs[:n])


def weight_base(arr: np.ndarray) -> np.ndarray:
    """The array whose memory ``arr`` views (itself if it owns its data)."""
    base = arr
    while isinstance(base.base, np.ndarray):
        base = base.base
    return base


def shared_constant(arr: np.ndarray, min_bytes: int) -> tuple[str, np.ndarray, int] | None:
    """(symbol, base array, byte offset) when ``arr`` is a contiguous little-endian view into a weight array of at
    least ``min_bytes``: the symbol names the base's content, so equal weights share one symbol."""
    base = weight_base(arr)
    if base.nbytes < min_bytes or not base.flags.c_contiguous or not arr.flags.c_contiguous \
            or arr.dtype.byteorder == ">" or base.dtype.byteorder == ">":
        return None
    offset = arr.__array_interface__["data"][0] - base.__array_interface__["data"][0]
    return "mlb.w." + hashlib.sha256(base.tobytes()).hexdigest()[:24], base, offset


def emit_module(program: Program, name: str, triple: str = "", data_layout: str = "",
                external_min_bytes: int | None = None) -> tuple[ir.Module, int, dict[str, np.ndarray]]:
    """The IR module computing ``program`` as function ``name``, the stack bytes its intermediates take, and the
    weight arrays it refers to by symbol (only with ``external_min_bytes``: the JIT registers them)."""
    em = Emitter(program, name, triple, data_layout, external_min_bytes)
    mod = em.build()
    return mod, em.stack_bytes, em.externals
