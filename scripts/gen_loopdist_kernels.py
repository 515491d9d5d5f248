#!/usr/bin/env python3
"""Generate random TSVC-style loop kernels for loop distribution (C source), deterministic for a seed.

    .venv/bin/python scripts/gen_loopdist_kernels.py [--count 80] [--seed 1] > test/inputs/loopdist/kernels_gen.c
    .venv/bin/python scripts/gen_loopdist_kernels.py --families all --count 150 --seed 11 --prefix t \\
        > test/inputs/loopdist/kernels_fam_train.c
    .venv/bin/python scripts/make_loopdist_kernels_o3.py kernels_fam_train

Without ``--families`` (the original generator, ``kernels_gen.c``): each kernel is one ``for`` loop over global float
arrays with 2-5 statements. A statement writes one array element at ``i`` from 1-3 reads at ``i-2..i+2`` of random
arrays (so flow, anti and output dependences forward and backward at small distances appear at random), with + - *
and sometimes a division (a throughput-heavy statement), a scalar recurrence carried in a local (a latency-bound
chain, stored every iteration), or an ``if`` guard (control flow in the body). Used two ways: more training and
held-out loops for the agents, and a fuzz test of the fission (every legal partition of sampled kernels is
JIT-compared with the original).

With ``--families`` (a comma-separated subset of :data:`FAMILIES`, or ``all``): kernels built around the patterns
issue #29 names, one family per kernel in turn, each with random arrays, offsets, operators and extra statements:

* ``back``: a later statement's loop must run first: an earlier statement reads ``x[i-d]`` that a later one writes at
  ``x[i]`` (flow, lexically backward), or a later statement reads ``x[i+d]`` that an earlier one overwrites (anti);
  the loop as a whole does not vectorize, both halves do once the later one's loop runs first;
* ``slp``: a group of 2-4 consecutive stores ``p[4*i+k]`` (SLP-vectorized in the fused loop) beside a recurrence
  that keeps the loop vectorizer away;
* ``recvec``: recurrences (through memory, in a scalar stored every iteration, integer scans, reductions) next to
  vectorizable statements, some of them throughput-heavy (divisions), with flows between them;
* ``cf``: the patterns above with some statements under an ``if``;
* ``mix``: the original random statements (as without ``--families``).

Which seed made which file is the split: the agents are trained on the loops of some seeds and evaluated on the
loops of another seed they never saw (``scripts/train_loopdist.py --test-only``), never split loop by loop.
"""
from __future__ import annotations

import argparse
import random

ARRAYS = ["a", "b", "c", "d", "e", "f", "g", "h"]
INTS = ["ia", "ib", "ic"]
WIDE = ["pa", "pb", "pc", "pd"]  # [4 * LEN] arrays for the SLP groups
LEN = 4096
FAMILIES = ("back", "slp", "recvec", "cf", "mix")


def read(rng: random.Random) -> str:
    off = rng.choice([-2, -1, -1, 0, 0, 0, 1, 1, 2])
    idx = "i" if off == 0 else f"i {'+' if off > 0 else '-'} {abs(off)}"
    return f"{rng.choice(ARRAYS)}[{idx}]"


def expr(rng: random.Random) -> str:
    terms = [read(rng) for _ in range(rng.choice([1, 2, 2, 3]))]
    out = terms[0]
    for t in terms[1:]:
        out = f"({out} {rng.choice(['+', '-', '*'])} {t})"
    if rng.random() < 0.15:
        out = f"{out} / ({read(rng)} + 2.0f)"
    if rng.random() < 0.3 or len(terms) == 1:  # never a plain copy (loop-idiom would turn it into memmove)
        out = f"{out} * {rng.choice(['0.5f', '1.5f', '3.0f'])}"
    return out


def statement(rng: random.Random, k: int, locals_: list[str]) -> str:
    target = f"{rng.choice(ARRAYS)}[i]"
    r = rng.random()
    if r < 0.2:  # a scalar recurrence in a local, stored every iteration
        s = f"s{k}"
        locals_.append(s)
        return f"{s} = {s} * 0.5f + {expr(rng)};\n    {target} = {s};"
    if r < 0.35:  # a guarded statement
        return f"if ({read(rng)} > 0.0f)\n      {target} = {expr(rng)};"
    return f"{target} = {expr(rng)};"


def kernel(rng: random.Random, n: int) -> str:
    locals_: list[str] = []
    stmts = [statement(rng, k, locals_) for k in range(rng.randint(2, 5))]
    decl = "".join(f"  float {s} = 0.0f;\n" for s in locals_)
    body = "\n    ".join(stmts)
    return f"void g{n:03d}(void) {{\n{decl}  for (int i = 2; i < LEN - 2; i++) {{\n    {body}\n  }}\n}}\n"


# ------------------------------------------------------------------------------------------ pattern families
def _at(name: str, off: int) -> str:
    return f"{name}[i]" if off == 0 else f"{name}[i {'+' if off > 0 else '-'} {abs(off)}]"


class _Kernel:
    """Statements of one family kernel: ``writes`` arrays written so far (a statement never writes an array another
    writes), ``inputs`` arrays only read, ``locals_`` scalar declarations, ``ret`` a returned reduction."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        pool = ARRAYS[:]
        rng.shuffle(pool)
        self.free = pool  # arrays nobody writes yet
        self.stmts: list[str] = []
        self.locals_: list[str] = []
        self.ret: str | None = None
        self.written: list[str] = []

    def take(self) -> str:
        name = self.free.pop()
        self.written.append(name)
        return name

    def inputs(self) -> list[str]:
        return [x for x in ARRAYS if x not in self.written]

    def operand(self, allow: list[str] | None = None) -> str:
        """A read of an input array at a small offset (or of ``allow``ed written arrays at offset 0: a forward flow)."""
        rng = self.rng
        if allow and rng.random() < 0.5:
            return _at(rng.choice(allow), 0)
        return _at(rng.choice(self.inputs() or ARRAYS), rng.choice([-1, 0, 0, 0, 1]))

    def value(self, extra: list[str] | None = None, heavy: float = 0.15, allow: list[str] | None = None) -> str:
        rng = self.rng
        terms = list(extra or []) + [self.operand(allow) for _ in range(rng.choice([1, 1, 2]))]
        rng.shuffle(terms)
        out = terms[0]
        for t in terms[1:]:
            out = f"({out} {rng.choice(['+', '-', '*'])} {t})"
        if rng.random() < heavy:
            out = f"{out} / ({self.operand()} + 2.0f)"
        return f"{out} * {rng.choice(['0.5f', '1.5f', '3.0f'])}"

    def plain(self, allow: list[str] | None = None, heavy: float = 0.15) -> str:
        """A vectorizable statement writing a fresh array (forward flows from ``allow`` at offset 0)."""
        target = self.take()
        return f"{target}[i] = {self.value(heavy=heavy, allow=allow)};"

    def recurrence(self, k: int) -> str:
        rng = self.rng
        kind = rng.choice(["memory", "scalar", "scalar", "reduction", "int"])
        if kind == "memory":
            t = self.take()
            return f"{t}[i] = {t}[i - {rng.choice([1, 1, 2])}] * {rng.choice(['0.5f', '0.75f'])} + {self.value()};"
        if kind == "scalar":
            s, t = f"s{k}", self.take()
            self.locals_.append(f"float {s} = 0.0f;")
            return f"{s} = {s} * {rng.choice(['0.5f', '0.75f'])} + {self.value()};\n    {t}[i] = {s};"
        if kind == "reduction" and self.ret is None:
            self.ret = f"r{k}"
            self.locals_.append(f"float r{k} = 0.0f;")
            return f"r{k} += {self.value()};"
        ia, ib = rng.sample(INTS, 2)
        return f"{ia}[i] = {ia}[i - 1] + {ib}[i] * {rng.choice([3, 5, 7])};"

    def guard(self, stmt: str) -> str:
        if "\n" in stmt:
            return stmt
        return f"if ({self.operand()} > 0.0f)\n      {stmt}"


def _backward_pair(kern: _Kernel) -> tuple[str, str]:
    """Two statements in body order whose dependence forces the later one's loop first."""
    rng = kern.rng
    d = rng.choice([1, 1, 2])
    if rng.random() < 0.5:  # flow, lexically backward: the earlier statement reads what the later writes at i
        x = kern.take()
        y = kern.take()
        early = f"{y}[i] = {kern.value(extra=[_at(x, -d)])};"
        late = f"{x}[i] = {kern.value()};"
    else:  # anti: the later statement reads x[i + d] that the earlier one overwrites d iterations on
        x = kern.take()
        y = kern.take()
        early = f"{x}[i] = {kern.value()};"
        late = f"{y}[i] = {kern.value(extra=[_at(x, d)])};"
    return early, late


def family_back(kern: _Kernel, guarded: float = 0.0) -> None:
    rng = kern.rng
    early, late = _backward_pair(kern)
    extra = [kern.plain(allow=kern.written[:]) for _ in range(rng.choice([0, 1, 1, 2]))]
    if rng.random() < 0.3:
        extra.append(kern.recurrence(9))
    body = [early] + extra[: len(extra) // 2] + [late] + extra[len(extra) // 2:]
    if rng.random() < 0.3 and len(kern.free) >= 2:  # a second backward pair around the first
        e2, l2 = _backward_pair(kern)
        body = [e2] + body + [l2]
    kern.stmts = [kern.guard(s) if rng.random() < guarded else s for s in body]


def family_slp(kern: _Kernel, guarded: float = 0.0) -> None:
    rng = kern.rng
    dst, src1, src2 = rng.sample(WIDE, 3)
    width = rng.choice([2, 4, 4])
    op = rng.choice(["+", "-", "*"])
    group = [f"{dst}[4 * i + {k}] = ({src1}[4 * i + {k}] {op} {src2}[4 * i + {k}]) * {rng.choice(['0.5f', '1.5f'])};"
             for k in range(width)]
    rec = kern.recurrence(0)
    others = [kern.plain() for _ in range(rng.choice([0, 0, 1]))]
    if rng.random() < 0.3:
        early, late = _backward_pair(kern)
        others += [early, late]
    body = [rec] + others + group if rng.random() < 0.5 else group + [rec] + others
    kern.stmts = [kern.guard(s) if rng.random() < guarded and "4 * i" not in s else s for s in body]


def family_recvec(kern: _Kernel, guarded: float = 0.0) -> None:
    rng = kern.rng
    stmts: list[str] = []
    for k in range(rng.choice([1, 1, 2])):
        stmts.append(kern.recurrence(k))
    for _ in range(rng.choice([1, 2, 3])):
        # a vectorizable statement, fed by an earlier written array (flow) or heavy (a division)
        stmts.insert(rng.randint(0, len(stmts)), kern.plain(allow=kern.written[:-1] or None, heavy=0.4))
    kern.stmts = [kern.guard(s) if rng.random() < guarded else s for s in stmts]


def family_kernel(rng: random.Random, family: str, name: str) -> str:
    if family == "mix":
        locals_: list[str] = []
        stmts = [statement(rng, k, locals_) for k in range(rng.randint(2, 5))]
        decl = "".join(f"  float {s} = 0.0f;\n" for s in locals_)
        body = "\n    ".join(stmts)
        return f"void {name}(void) {{\n{decl}  for (int i = 2; i < LEN - 2; i++) {{\n    {body}\n  }}\n}}\n"
    kern = _Kernel(rng)
    if family == "cf":
        rng.choice([family_back, family_recvec, family_slp])(kern, guarded=0.5)
        if not any(s.startswith("if") for s in kern.stmts):
            i = rng.choice([k for k, s in enumerate(kern.stmts) if "\n" not in s and "4 * i" not in s] or [None])
            if i is not None:
                kern.stmts[i] = kern.guard(kern.stmts[i])
    else:
        {"back": family_back, "slp": family_slp, "recvec": family_recvec}[family](kern)
    decl = "".join(f"  {d}\n" for d in kern.locals_)
    body = "\n    ".join(kern.stmts)
    rtype, ret = ("float", f"  return {kern.ret};\n") if kern.ret else ("void", "")
    return (f"{rtype} {name}(void) {{\n{decl}  for (int i = 2; i < LEN - 2; i++) {{\n    {body}\n  }}\n{ret}}}\n")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=80)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--families", default="",
                    help=f"comma-separated pattern families ({', '.join(FAMILIES)}) or 'all'; default: the original "
                         "random kernels")
    ap.add_argument("--prefix", default="k", help="function name prefix with --families (PREFIX_FAMILY_NNN)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    if not args.families:
        print(f"/* Generated by scripts/gen_loopdist_kernels.py --count {args.count} --seed {args.seed}; "
              "do not edit. */")
        print(f"#define LEN {LEN}")
        print("float " + ", ".join(f"{x}[LEN]" for x in ARRAYS) + ";\n")
        for n in range(args.count):
            print(kernel(rng, n))
        return 0
    families = list(FAMILIES) if args.families == "all" else args.families.split(",")
    unknown = sorted(set(families) - set(FAMILIES))
    if unknown:
        ap.error(f"unknown families: {', '.join(unknown)} (known: {', '.join(FAMILIES)})")
    print(f"/* Generated by scripts/gen_loopdist_kernels.py --families {args.families} --count {args.count} "
          f"--seed {args.seed} --prefix {args.prefix}; do not edit. */")
    print(f"#define LEN {LEN}")
    print("float " + ", ".join(f"{x}[LEN]" for x in ARRAYS) + ";")
    print("float " + ", ".join(f"{x}[4 * LEN]" for x in WIDE) + ";")
    print("int " + ", ".join(f"{x}[LEN]" for x in INTS) + ";\n")
    for n in range(args.count):
        family = families[n % len(families)]
        print(family_kernel(rng, family, f"{args.prefix}_{family}_{n:03d}"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
