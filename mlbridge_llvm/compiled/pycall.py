"""A native call wrapper that takes numpy arrays directly (the compiled runner's fast path).

Getting an array's address from Python costs more than the model itself (``ctypes.c_char.from_buffer`` ~0.2 us per
array; ``ndarray.ctypes.data`` ~0.8 us). The wrapper generated here receives the Python objects instead, asks each
for its buffer through CPython's buffer protocol (``PyObject_GetBuffer``: C-contiguous, format, writable for outputs),
checks element size, format and shape against a table made once per shape signature, releases the GIL
(``PyEval_SaveThread``) around the model function, and gives every buffer back. Any mismatch returns
:data:`MISMATCH` with no Python error set, and the runner takes its general path.

One wrapper is compiled per arity (number of arrays) and process; the CPython functions and the model are called
through addresses taken from ``ctypes.pythonapi`` and the table, so nothing needs symbol resolution.
"""
from __future__ import annotations

import ctypes
import threading
from typing import Any, Sequence

import numpy as np
from llvmlite import ir

#: Returned when an argument is not a buffer of the expected format and shape.
MISMATCH = -1
_MAX_NDIM = 8
_WORDS = 6 + _MAX_NDIM  # per array: flags, byte length, itemsize, ndim, format char, alternative char, dims
_PYBUF_WRITABLE, _PYBUF_FORMAT, _PYBUF_C_CONTIGUOUS = 0x1, 0x4, 0x38
_FORMATS = {np.dtype("<f4"): "ff", np.dtype("<f8"): "dd", np.dtype("<i4"): "ii", np.dtype("<i8"): "lq", np.dtype("?"): "??"}
_lock = threading.Lock()
_wrappers: dict[int, Any] = {}
I8, I32, I64, PTR = ir.IntType(8), ir.IntType(32), ir.IntType(64), ir.PointerType()


def _api(name: str) -> int:
    return ctypes.cast(getattr(ctypes.pythonapi, name), ctypes.c_void_p).value or 0


def _fn(b: ir.IRBuilder, addr: int, ret: ir.Type, args: list[ir.Type]) -> ir.Value:
    return b.inttoptr(ir.Constant(I64, addr), ir.PointerType(ir.FunctionType(ret, args)))


def _build(arity: int) -> Any:
    """The wrapper ``int32 wrap(int64 *table, PyObject *a0, ...)`` for ``arity`` arrays, as a ctypes function."""
    import llvmlite.binding as llvm

    from .onnx_to_llvm import Target, codegen_exclusive, target_machine

    mod = ir.Module(name=f"pycall{arity}")
    # METH_FASTCALL: PyObject *wrap(PyObject *self, PyObject *const *args, Py_ssize_t nargs); self = the table address
    fn = ir.Function(mod, ir.FunctionType(PTR, [PTR, PTR, I64]), name="wrap")
    self_obj, argv, nargs = fn.args
    entry = fn.append_basic_block("entry")
    b = ir.IRBuilder(entry)
    from_long = _api("PyLong_FromLong")

    def ret_status(builder: ir.IRBuilder, status: ir.Value) -> None:
        new_long = builder.inttoptr(ir.Constant(I64, from_long), ir.PointerType(ir.FunctionType(PTR, [I64])))
        builder.ret(builder.call(new_long, [builder.sext(status, I64) if status.type != I64 else status]))

    start = fn.append_basic_block("start")
    wrong_count = fn.append_basic_block("arity")
    ret_status(ir.IRBuilder(wrong_count), ir.Constant(I32, MISMATCH))
    b.cbranch(b.icmp_signed("==", nargs, ir.Constant(I64, arity)), start, wrong_count)
    b.position_at_end(start)
    table = b.call(_fn(b, _api("PyLong_AsVoidPtr"), PTR, [PTR]), [self_obj])
    objs = [b.load(b.gep(b.bitcast(argv, ir.PointerType(PTR)), [ir.Constant(I64, k)], source_etype=PTR), typ=PTR)
            for k in range(arity)]
    view_ty = ir.ArrayType(I8, 80)  # Py_buffer (stable ABI layout on 64-bit)
    at_entry = ir.IRBuilder(entry)
    at_entry.position_before(entry.terminator)
    views = [at_entry.alloca(view_ty, name=f"view{k}") for k in range(arity)]
    get_buffer = _fn(b, _api("PyObject_GetBuffer"), I32, [PTR, PTR, I32])
    release = _fn(b, _api("PyBuffer_Release"), ir.VoidType(), [PTR])
    save = _fn(b, _api("PyEval_SaveThread"), PTR, [])
    restore = _fn(b, _api("PyEval_RestoreThread"), ir.VoidType(), [PTR])

    def word(k: int, i: int) -> ir.Value:
        p = b.gep(b.bitcast(table, ir.PointerType(I64)), [ir.Constant(I64, 1 + k * _WORDS + i)], source_etype=I64)
        return b.load(p, typ=I64)

    def field(view: ir.Value, offset: int, ty: ir.Type) -> ir.Value:
        p = b.gep(b.bitcast(view, ir.PointerType(I8)), [ir.Constant(I64, offset)], source_etype=I8)
        return b.load(b.bitcast(p, ir.PointerType(ty)), typ=ty)

    # release chain: rel[k] gives back views k, k-1, ..., 0 and returns MISMATCH
    rel = [fn.append_basic_block(f"release{k}") for k in range(arity)]
    bail = fn.append_basic_block("mismatch")
    ret_status(ir.IRBuilder(bail), ir.Constant(I32, MISMATCH))
    for k in range(arity):
        rb = ir.IRBuilder(rel[k])
        rb.call(rb.inttoptr(ir.Constant(I64, _api("PyBuffer_Release")),
                            ir.PointerType(ir.FunctionType(ir.VoidType(), [PTR]))), [views[k]])
        rb.branch(rel[k - 1] if k else bail)
    bufs = []
    for k in range(arity):
        flags = b.trunc(word(k, 0), I32)
        got = b.call(get_buffer, [objs[k], views[k], flags])
        failed = fn.append_basic_block(f"noview{k}")
        check = fn.append_basic_block(f"check{k}")
        b.cbranch(b.icmp_signed("!=", got, ir.Constant(I32, 0)), failed, check)
        fb = ir.IRBuilder(failed)
        fb.call(fb.inttoptr(ir.Constant(I64, _api("PyErr_Clear")), ir.PointerType(ir.FunctionType(ir.VoidType(), []))), [])
        fb.branch(rel[k - 1] if k else bail)
        b.position_at_end(check)
        ok = b.and_(b.icmp_signed("==", field(views[k], 16, I64), word(k, 1)),
                    b.icmp_signed("==", field(views[k], 24, I64), word(k, 2)))
        ok = b.and_(ok, b.icmp_signed("==", b.sext(field(views[k], 36, I32), I64), word(k, 3)))
        fmt = b.bitcast(field(views[k], 40, PTR), ir.PointerType(I8))
        first = b.load(fmt, typ=I8)  # numpy may prefix a byte order: '<q' for a little-endian int64
        prefixed = b.or_(b.or_(b.icmp_signed("==", first, ir.Constant(I8, ord("<"))),
                               b.icmp_signed("==", first, ir.Constant(I8, ord("=")))),
                         b.icmp_signed("==", first, ir.Constant(I8, ord("@"))))
        fmt = b.select(prefixed, b.gep(fmt, [ir.Constant(I64, 1)], source_etype=I8), fmt)
        c0 = b.zext(b.load(fmt, typ=I8), I64)
        c1 = b.load(b.gep(fmt, [ir.Constant(I64, 1)], source_etype=I8), typ=I8)
        ok = b.and_(ok, b.or_(b.icmp_signed("==", c0, word(k, 4)), b.icmp_signed("==", c0, word(k, 5))))
        ok = b.and_(ok, b.icmp_signed("==", c1, ir.Constant(I8, 0)))
        shape_ok = fn.append_basic_block(f"shape{k}")
        b.cbranch(ok, shape_ok, rel[k])
        b.position_at_end(shape_ok)
        shape = field(views[k], 48, PTR)
        dims_done = fn.append_basic_block(f"dims{k}")
        for d in range(_MAX_NDIM):  # ndim already equals the table's: compare dims 0 .. ndim-1
            cmp_blk, nxt = fn.append_basic_block(f"dim{k}_{d}"), fn.append_basic_block(f"next{k}_{d}")
            b.cbranch(b.icmp_signed(">", word(k, 3), ir.Constant(I64, d)), cmp_blk, dims_done)
            b.position_at_end(cmp_blk)
            dim = b.load(b.gep(b.bitcast(shape, ir.PointerType(I64)), [ir.Constant(I64, d)], source_etype=I64), typ=I64)
            b.cbranch(b.icmp_signed("==", dim, word(k, 6 + d)), nxt, rel[k])
            b.position_at_end(nxt)
        b.branch(dims_done)
        b.position_at_end(dims_done)
        bufs.append(field(views[k], 0, PTR))
    model = b.inttoptr(b.load(b.bitcast(table, ir.PointerType(I64)), typ=I64),
                       ir.PointerType(ir.FunctionType(I32, [PTR] * arity)))
    state = b.call(save, [])
    status = b.call(model, bufs)
    b.call(restore, [state])
    for k in range(arity):
        b.call(release, [views[k]])
    ret_status(b, status)
    llmod = llvm.parse_assembly(str(mod))
    llmod.verify()
    target = Target.host()
    with codegen_exclusive():
        engine = llvm.create_mcjit_compiler(llmod, target_machine(target))
        engine.finalize_object()
    return engine, engine.get_function_address("wrap")


class _MethodDef(ctypes.Structure):
    _fields_ = [("ml_name", ctypes.c_char_p), ("ml_meth", ctypes.c_void_p), ("ml_flags", ctypes.c_int),
                ("ml_doc", ctypes.c_char_p)]


_METH_FASTCALL = 0x0080
_defs: dict[int, _MethodDef] = {}


def prepare(arity: int) -> None:
    """Compile the wrapper for ``arity`` arrays now (runners do it when created, not in the middle of a query)."""
    with _lock:
        if arity not in _wrappers:
            _wrappers[arity] = _build(arity)
            _defs[arity] = _MethodDef(b"compiled_model", _wrappers[arity][1], _METH_FASTCALL, None)


def native_call(arity: int, table_address: int) -> Any:
    """A built-in Python function ``f(*arrays) -> status`` bound to one table (the wrapper for ``arity`` arrays is
    compiled once per process; calling it costs what calling ``len`` does)."""
    prepare(arity)
    mdef = _defs[arity]
    new = ctypes.pythonapi.PyCFunction_NewEx
    new.restype, new.argtypes = ctypes.py_object, [ctypes.c_void_p, ctypes.py_object, ctypes.py_object]
    return new(ctypes.addressof(mdef), table_address, None)


def table(model_address: int, arrays: Sequence[tuple[np.dtype, tuple[int, ...], bool]]) -> Any | None:
    """The expectations for one shape signature: (dtype, shape, writable) per array; None if not expressible."""
    words = [model_address]
    for dtype, shape, writable in arrays:
        fmt = _FORMATS.get(dtype)
        if fmt is None or len(shape) > _MAX_NDIM or (len(shape) == 0):
            return None
        flags = _PYBUF_C_CONTIGUOUS | _PYBUF_FORMAT | (_PYBUF_WRITABLE if writable else 0)
        size = int(np.prod(shape)) * dtype.itemsize
        words += [flags, size, dtype.itemsize, len(shape), ord(fmt[0]), ord(fmt[1])]
        words += list(shape) + [-1] * (_MAX_NDIM - len(shape))
    return (ctypes.c_int64 * len(words))(*words)
