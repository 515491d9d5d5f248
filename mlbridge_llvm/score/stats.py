"""Statistics of run times, with numpy only: speed-up of a build over the baseline with a 95% confidence interval
and a significance test (Welch's t-test on log run times), and the t distribution they need.

Speed-up ``s = exp(mean(log t_base) - mean(log t_build))`` (> 1: the build is faster), the ratio of geometric-mean
run times. Its interval is Welch's: ``exp(d +- t_{0.975, df} * se)`` with the Welch-Satterthwaite ``df``; the
two-sided p-value comes from the same t statistic. "significant" means p < 0.05, i.e. the interval excludes 1.
Log times make the test about ratios, and keep one slow outlier from dominating. With 3 repetitions per build a
difference must be large or very steady to be significant: the verdict says "no significant difference" then.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import numpy as np

ALPHA = 0.05


def _betacf(a: float, b: float, x: float) -> float:
    """Continued fraction of the incomplete beta function (Lentz's method)."""
    tiny, qab, qap, qam = 1e-300, a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-14:
            break
    return h


def betainc(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function I_x(a, b)."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1) / (a + b + 2):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1 - x) / b


def t_sf2(t: float, df: float) -> float:
    """Two-sided tail probability P(|T| > |t|) of Student's t with ``df`` degrees of freedom."""
    return betainc(df / 2.0, 0.5, df / (df + t * t))


def t_quantile(p: float, df: float) -> float:
    """The ``p`` quantile (p > 0.5) of Student's t, by bisection on :func:`t_sf2`."""
    target = 2 * (1 - p)
    lo, hi = 0.0, 1e3
    for _ in range(200):
        mid = (lo + hi) / 2
        if t_sf2(mid, df) > target:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


@dataclass(frozen=True)
class Comparison:
    """A build against the baseline: speed-up (> 1 faster), its 95% interval, p-value and verdict."""

    speedup: float
    low: float
    high: float
    p: float
    verdict: str  # "faster" | "slower" | "no significant difference"
    n_base: int
    n_build: int


def compare(base: Sequence[float], build: Sequence[float]) -> Comparison:
    """Welch's t-test on log run times (module doc); at least 2 samples on each side."""
    a, b = np.log(np.asarray(base, float)), np.log(np.asarray(build, float))
    if len(a) < 2 or len(b) < 2:
        raise ValueError("need at least 2 repetitions of each build")
    d = float(a.mean() - b.mean())
    va, vb = float(a.var(ddof=1)) / len(a), float(b.var(ddof=1)) / len(b)
    se = math.sqrt(va + vb)
    if se == 0.0:
        p = 0.0 if d != 0 else 1.0
        low = high = math.exp(d)
    else:
        df = (va + vb) ** 2 / ((va ** 2 / (len(a) - 1) if va else 0.0) + (vb ** 2 / (len(b) - 1) if vb else 0.0))
        t = d / se
        p = t_sf2(t, df)
        q = t_quantile(1 - ALPHA / 2, df)
        low, high = math.exp(d - q * se), math.exp(d + q * se)
    verdict = "no significant difference" if p >= ALPHA else ("faster" if d > 0 else "slower")
    return Comparison(math.exp(d), low, high, p, verdict, len(a), len(b))
