"""``rl-affine-distribute`` (MLIR front end of loop distribution): the distributed code computes the same thing.

Every lit input ``test/lit/loop_distribution/affine-*.mlir`` is lowered to LLVM IR (before and after distribution),
JIT-compiled with llvmlite (LLVM 22) and run on the same random memrefs; every memref and every returned value must
be equal bit for bit. That is checked for the pass's default (``partition=max``) and for *every* legal partition of
every analysed loop (:func:`partition.enumerate_legal`), plus the legalisation of an illegal partition.
"""
from __future__ import annotations

import ctypes
import struct
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import require

require("mlir.ir")

from mlbridge_passes.loop_distribution import affine as A
from mlbridge_passes.loop_distribution import partition as parts
from mlir import ir

from mlbridge_llvm.driver import optimize_mlir
from mlbridge_llvm.errors import IRError
from mlbridge_llvm.ir import mlir as M

LIT = Path(__file__).resolve().parents[1] / "lit" / "loop_distribution"
INPUTS = sorted(LIT.glob("affine-*.mlir"))
SEEDS = (0, 1)

_SCALARS = {"f32": (ctypes.c_float, np.float32), "f64": (ctypes.c_double, np.float64),
            "i32": (ctypes.c_int32, np.int32), "i64": (ctypes.c_int64, np.int64), "index": (ctypes.c_int64, np.int64)}


def _signatures(module: M.MlirModule) -> dict[str, tuple[list[Any], list[Any]]]:
    """Defined functions -> (input types, result types)."""
    out = {}
    with module.context:
        for op in module.walk("func.func"):
            if not len(op.regions[0].blocks):
                continue
            ftype = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
            out[ir.StringAttr(op.attributes["sym_name"]).value] = (list(ftype.inputs), list(ftype.results))
    return out


def _scalar(t: Any) -> tuple[Any, Any]:
    key = str(t)
    if key not in _SCALARS:
        pytest.fail(f"unsupported kernel type {key}")
    return _SCALARS[key]


def run_module(jit: Any, module: M.MlirModule, seed: int) -> dict[str, list[bytes]]:
    """Run every function of ``module`` on random inputs (seeded by function name and ``seed``): for each function,
    the bytes of every memref argument afterwards and of the returned value."""
    addr = jit(M.lower_to_llvm_ir(module))
    out: dict[str, list[bytes]] = {}
    for name, (inputs, results) in sorted(_signatures(module).items()):
        rng = np.random.default_rng([seed, *name.encode()])
        argtypes, args, arrays = [], [], []
        for t in inputs:
            if isinstance(t, ir.MemRefType):
                mt = ir.MemRefType(t)
                shape = list(mt.shape)
                assert all(d >= 0 for d in shape), f"@{name}: dynamic shapes are not driven by this test"
                _, dtype = _scalar(mt.element_type)
                arr = (rng.uniform(-1, 1, shape) if dtype in (np.float32, np.float64)
                       else rng.integers(-100, 100, shape)).astype(dtype)
                arrays.append(arr)
                strides = [s // arr.itemsize for s in arr.strides]
                argtypes += [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64] + [ctypes.c_int64] * (2 * len(shape))
                args += [arr.ctypes.data, arr.ctypes.data, 0, *shape, *strides]
            else:
                ctype, dtype = _scalar(t)
                argtypes.append(ctype)
                args.append(dtype(rng.uniform(-1, 1)) if dtype in (np.float32, np.float64) else 8)
        assert len(results) <= 1, f"@{name}: at most one result"
        restype = _scalar(results[0])[0] if results else None
        value = ctypes.CFUNCTYPE(restype, *argtypes)(addr(name))(*args)
        ret = [] if restype is None else [bytes(restype(value))]
        out[name] = [a.tobytes() for a in arrays] + ret
    return out


def assert_same(jit: Any, original: M.MlirModule, new: M.MlirModule, what: str) -> None:
    for seed in SEEDS:
        a, b = run_module(jit, original, seed), run_module(jit, new, seed)
        assert a.keys() == b.keys()
        for fn in a:
            assert a[fn] == b[fn], f"{what}: @{fn} differs (seed {seed})"


def _loop_count(module: M.MlirModule) -> int:
    return sum(1 for _ in module.walk("affine.for"))


# ---------------------------------------------------------------------------------------------- the pass itself
@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.name)
def test_pass_output_is_equivalent(jit: Any, path: Path) -> None:
    text = path.read_text()
    out, remarks = optimize_mlir(text, "rl-affine-distribute", name=path.name)
    new = M.load_mlir(out)
    new.verify()
    assert_same(jit, M.load_mlir(text), new, f"{path.name} partition=max")
    distributed = [r for r in remarks if r.name == "Distributed"]
    if path.name != "affine-skips.mlir":
        assert distributed, "every kernel file but the skips has a distributed loop"
    assert _loop_count(new) == _loop_count(M.load_mlir(text)) + sum(len(r.args["loops"]) - 1 for r in distributed)


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.name)
def test_every_legal_partition_is_equivalent(jit: Any, path: Path) -> None:
    text = path.read_text()
    original = M.load_mlir(text)
    loops = A.analyze_module(original)
    tried = 0
    for li, graph in enumerate(loops):
        if isinstance(graph, A.AffineLoopSkip):
            continue
        for partition in parts.enumerate_legal(graph):
            assert parts.is_legal(graph, partition)
            module = M.load_mlir(text)
            fresh = A.analyze_module(module)[li]
            assert [n.label for n in fresh.nodes] == [n.label for n in graph.nodes] and fresh.edges == graph.edges
            names = A.distribute(fresh, partition)
            assert len(names) == len(partition)
            module.verify()
            assert _loop_count(module) == _loop_count(original) + len(partition) - 1
            assert_same(jit, original, module, f"{path.name} loop {graph.loop} partition {parts.format(partition)}")
            tried += 1
    if path.name != "affine-skips.mlir":
        assert tried >= 2


def test_reduction_copies_carry_only_their_own_iter_args() -> None:
    module = M.load_mlir((LIT / "affine-reduction.mlir").read_text())
    graph = next(g for g in A.analyze_module(module, "two_reductions") if isinstance(g, A.AffineLoopGraph))
    assert [n.iter_args for n in graph.nodes] == [[0], [1]] and graph.edges == set()
    A.distribute(graph, [[1], [0]])
    module.verify()
    fn = next(op for op in module.walk("func.func") if "two_reductions" in str(op.attributes["sym_name"]))
    new_loops = [op for op in M.walk(fn, "affine.for")]
    assert [len(op.results) for op in new_loops] == [1, 1]
    assert ["arith.mulf" in str(op) for op in new_loops] == [True, False]


# ----------------------------------------------------------------------------------------- illegal partitions
def test_illegal_partition_is_legalised(jit: Any) -> None:
    text = (LIT / "affine-backward.mlir").read_text()
    graph = A.analyze_module(M.load_mlir(text))[0]
    assert graph.edges == {(1, 0)}  # S2 (a[i] = ...) before S1 (reads a[i-1])
    assert not parts.is_legal(graph, [[0], [1]])
    assert parts.legalize(graph, [[0], [1]]) == [[1], [0]]
    with pytest.raises(IRError, match="not legal"):
        A.distribute(graph, [[0], [1]])
    out, remarks = optimize_mlir(text, "rl-affine-distribute<partition=S1|S2>")
    legal = [r for r in remarks if r.name == "Legalized"]
    assert len(legal) == 1 and legal[0].args["requested"] == "S1|S2" and legal[0].args["applied"] == "S2|S1"
    assert out == optimize_mlir(text, "rl-affine-distribute<partition=S2|S1>")[0]
    assert_same(jit, M.load_mlir(text), M.load_mlir(out), "legalized S1|S2")


def test_the_check_catches_an_illegal_order(jit: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Forcing S1|S2 on the backward kernel (legality check disabled) reads a[i-1] before it is written: the JIT
    comparison must see it, or the equivalence tests above would prove nothing."""
    text = (LIT / "affine-backward.mlir").read_text()
    module = M.load_mlir(text)
    graph = A.analyze_module(module)[0]
    monkeypatch.setattr(A.parts, "is_legal", lambda g, p: True)
    A.distribute(graph, [[0], [1]])
    module.verify()
    with pytest.raises(AssertionError, match="s_lex_backward differs"):
        assert_same(jit, M.load_mlir(text), module, "illegal S1|S2")


# ------------------------------------------------------------------------------------------- dependence test
@pytest.mark.parametrize("a, b, expected", [
    ([(0, 1)], [(0, 1)], (True, False)),  # a[i] then a[i]: same iteration only
    ([(0, 1)], [(-1, 1)], (True, False)),  # write a[i], read a[i-1]: next iteration (forward)
    ([(-1, 1)], [(0, 1)], (False, True)),  # read a[i-1], then write a[i]: backward
    ([(0, 2)], [(1, 2)], (False, False)),  # even vs odd elements
    ([(0, 1)], [(0, 2)], (True, True)),  # different strides: unknown
    ([(3, 0)], [(3, 0)], (True, True)),  # the same element every iteration
    ([(3, 0), (0, 1)], [(4, 0), (0, 1)], (False, False)),  # different rows
    ([(0, 1), (0, 1)], [(0, 1), (-1, 1)], (False, False)),  # diagonal vs off-diagonal
    ([(0, 1), (5, 0)], [(-2, 1), (5, 0)], (True, False)),  # distance 2 in one dimension, any in the other
])
def test_subscript_dependence(a: list[tuple[int, int]], b: list[tuple[int, int]], expected: tuple[bool, bool]) -> None:
    from mlbridge_passes.loop_distribution.ddg import Affine

    forms = lambda xs: [Affine(c, k) for c, k in xs]
    assert A.subscript_dependence(forms(a), forms(b)) == expected


def test_symbols_that_cancel_and_unknown_subscripts() -> None:
    from mlbridge_passes.loop_distribution.ddg import Affine

    n = object()
    assert A.subscript_dependence([Affine(0, 1, {n: 1})], [Affine(-1, 1, {n: 1})]) == (True, False)
    assert A.subscript_dependence([Affine(0, 1, {n: 1})], [Affine(0, 1)]) == (True, True)
    assert A.subscript_dependence([None], [Affine(0, 1)]) == (True, True)


def test_registered_as_an_mlir_pass() -> None:
    from mlbridge_llvm.passes import registry

    p = registry()["rl-affine-distribute"]
    assert p.ir == "mlir" and set(p.options) == {"partition", "function"} and p.default_model is None
    assert struct.calcsize("f") == 4
