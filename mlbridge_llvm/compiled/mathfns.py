"""Branch-free float32 ``log``, ``exp`` and ``tanh`` in LLVM IR, so that LLVM vectorizes the loops that call them.

A call to libm's ``logf`` inside a loop keeps that loop scalar (about 4 ns per element here); these versions are
straight-line arithmetic on the float's bits (Cephes' single-precision polynomials, ~1 ulp on their reduced
ranges) and vectorize 8 wide. Special values follow IEEE and onnxruntime: ``log(0) = -inf``, ``log(x<0) = NaN``,
``log(inf) = inf``, ``exp(-inf) = 0``, ``exp`` overflows to ``inf`` and underflows through the subnormals to 0,
``tanh(+-inf) = +-1``, NaN in gives NaN out. Subnormal inputs are handled (no flush to zero).
Double precision uses LLVM's intrinsics (libm) instead.
"""
from __future__ import annotations

from llvmlite import ir

F32, I32 = ir.FloatType(), ir.IntType(32)

_LOG_P = (7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1, -1.2420140846e-1, 1.4249322787e-1,
          -1.6668057665e-1, 2.0000714765e-1, -2.4999993993e-1, 3.3333331174e-1)
_EXP_P = (1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2, 1.6666665459e-1, 5.0000001201e-1)
_TANH_P = (-5.70498872745e-3, 2.06390887954e-2, -5.37397155531e-2, 1.33314422036e-1, -3.33332819422e-1)
_LN2_HI, _LN2_LO = 0.693359375, -2.12194440e-4


def _f(v: float) -> ir.Constant:
    return ir.Constant(F32, v)


def _i(v: int) -> ir.Constant:
    return ir.Constant(I32, v)


def _poly(b: ir.IRBuilder, x: ir.Value, coeffs: tuple[float, ...]) -> ir.Value:
    """Horner: ``((c0 x + c1) x + c2) ...``."""
    acc: ir.Value = _f(coeffs[0])
    for c in coeffs[1:]:
        acc = b.fadd(b.fmul(acc, x), _f(c))
    return acc


def log_f32(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
    """Natural logarithm of a float32."""
    sub = b.fcmp_ordered("<", x, _f(1.1754943508222875e-38))  # subnormal (or <= 0: fixed below)
    xs = b.select(sub, b.fmul(x, _f(8388608.0)), x)  # * 2^23
    bits = b.bitcast(xs, I32)
    e = b.sub(b.lshr(bits, _i(23)), _i(127))
    e = b.select(sub, b.sub(e, _i(23)), e)
    m = b.bitcast(b.or_(b.and_(bits, _i(0x007FFFFF)), _i(0x3F800000)), F32)  # [1, 2)
    big = b.fcmp_ordered(">", m, _f(1.41421356237))
    m = b.select(big, b.fmul(m, _f(0.5)), m)
    e = b.select(big, b.add(e, _i(1)), e)
    f = b.fsub(m, _f(1.0))
    ef = b.sitofp(e, F32)
    z = b.fmul(f, f)
    y = b.fmul(b.fmul(f, z), _poly(b, f, _LOG_P))
    y = b.fadd(y, b.fmul(ef, _f(_LN2_LO)))
    y = b.fsub(y, b.fmul(_f(0.5), z))
    r = b.fadd(b.fadd(f, y), b.fmul(ef, _f(_LN2_HI)))
    r = b.select(b.fcmp_ordered("==", x, _f(float("inf"))), x, r)
    r = b.select(b.fcmp_ordered("==", x, _f(0.0)), _f(float("-inf")), r)
    return b.select(b.fcmp_unordered("<", x, _f(0.0)), _f(float("nan")), r)  # x < 0 or NaN


def exp_f32(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
    """``e**x`` of a float32."""
    xc = b.select(b.fcmp_ordered(">", x, _f(89.0)), _f(89.0), x)
    xc = b.select(b.fcmp_ordered("<", xc, _f(-104.0)), _f(-104.0), xc)
    nf = b.call(_floor(b), [b.fadd(b.fmul(xc, _f(1.44269504088896341)), _f(0.5))])
    r = b.fsub(b.fsub(xc, b.fmul(nf, _f(_LN2_HI))), b.fmul(nf, _f(_LN2_LO)))
    z = b.fmul(r, r)
    y = b.fadd(b.fadd(b.fmul(_poly(b, r, _EXP_P), z), r), _f(1.0))
    n = b.fptosi(nf, I32)  # in [-150, 129]
    n1 = b.sdiv(n, _i(2))
    n2 = b.sub(n, n1)  # 2^n = 2^n1 * 2^n2, each factor a normal float
    p1 = b.bitcast(b.shl(b.add(n1, _i(127)), _i(23)), F32)
    p2 = b.bitcast(b.shl(b.add(n2, _i(127)), _i(23)), F32)
    r = b.fmul(b.fmul(y, p1), p2)
    r = b.select(b.fcmp_ordered(">", x, _f(88.72283935546875)), _f(float("inf")), r)
    r = b.select(b.fcmp_ordered("<", x, _f(-103.972084045410)), _f(0.0), r)
    return b.select(b.fcmp_unordered("uno", x, x), x, r)


def tanh_f32(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
    """Hyperbolic tangent of a float32 (keeps the sign of zero)."""
    ax = b.call(_fabs(b), [x])
    z = b.fmul(x, x)
    small = b.fadd(x, b.fmul(b.fmul(x, z), _poly(b, z, _TANH_P)))
    t = exp_f32(b, b.fmul(ax, _f(2.0)))
    large = b.fsub(_f(1.0), b.fdiv(_f(2.0), b.fadd(t, _f(1.0))))
    large = b.call(_copysign(b), [large, x])
    r = b.select(b.fcmp_ordered("<", ax, _f(0.625)), small, large)
    return b.select(b.fcmp_unordered("uno", x, x), x, r)


def sigmoid_f32(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
    """``1 / (1 + e**-x)``."""
    return b.fdiv(_f(1.0), b.fadd(_f(1.0), exp_f32(b, b.fneg(x))))


def _declare(b: ir.IRBuilder, name: str, nargs: int) -> ir.Function:
    mod = b.module
    try:
        return mod.get_global(name)
    except KeyError:
        return ir.Function(mod, ir.FunctionType(F32, [F32] * nargs), name=name)


def _floor(b: ir.IRBuilder) -> ir.Function:
    return _declare(b, "llvm.floor.f32", 1)


def _fabs(b: ir.IRBuilder) -> ir.Function:
    return _declare(b, "llvm.fabs.f32", 1)


def _copysign(b: ir.IRBuilder) -> ir.Function:
    return _declare(b, "llvm.copysign.f32", 2)
