"""Code-size anatomy of eviction policies (training/regalloc/analysis.py) and the multi-configuration evaluation."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mlbridge_passes.regalloc.regalloc import compile_default, count_spills, text_size
from mlbridge_training.regalloc import analysis
from mlbridge_training.regalloc.evaluate import evaluate_module

ROOT = Path(__file__).resolve().parents[2]
PRESSURE = ROOT / "test" / "lit" / "regalloc" / "Inputs" / "pressure.ll"
MODEL = ROOT / "models" / "regalloc-evict.onnx"


@pytest.fixture(scope="module")
def bitcode() -> bytes:
    from mlbridge_llvm.ir.llvmc import CModule

    with CModule.parse_ir(PRESSURE.read_text(), "pressure.ll") as m:
        return m.to_bitcode()


@pytest.mark.parametrize("mnemonic,operands,raw,cats", [
    ("movq", "%rax, %rbx", [0x48, 0x89, 0xC3], ["rex", "regmov"]),
    ("movl", "%eax, %ebx", [0x89, 0xC3], ["regmov"]),
    ("movq", "%rax, 0x8(%rsp)", [0x48, 0x89, 0x44, 0x24, 0x08], ["rex", "stack_store"]),
    ("movq", "0x100(%rsp), %rax", [0x48, 0x8B, 0x84, 0x24, 0x00, 0x01, 0x00, 0x00],
     ["rex", "disp32_stack", "stack_load"]),
    ("addl", "0x10(%rsp), %eax", [0x03, 0x44, 0x24, 0x10], ["stack_other"]),
    ("pushq", "%r15", [0x41, 0x57], ["rex", "pushpop"]),
    ("popq", "%rbx", [0x5B], ["pushpop"]),
    ("movsd", "%xmm0, 0x8(%rsp)", [0xF2, 0x0F, 0x11, 0x44, 0x24, 0x08], ["stack_store"]),
    ("addl", "%esi, %edi", [0x01, 0xF7], ["other"]),
    ("nopw", "%cs:(%rax,%rax)", [0x66, 0x2E, 0x0F, 0x1F, 0x84, 0, 0, 0, 0, 0], ["nop"]),
])
def test_classify(mnemonic, operands, raw, cats):
    assert sorted(analysis.classify(mnemonic, operands, raw)) == sorted(cats)


def test_disassembly_and_assembly_agree_with_the_totals(bitcode):
    obj = compile_default(bitcode, 2, "object")
    asm = compile_default(bitcode, 2, "assembly")
    funcs = analysis.disassembly_stats(obj)
    assert funcs and sum(f["bytes"] for f in funcs.values()) == text_size(obj)
    for f in funcs.values():
        assert sum(f["cat_bytes"][c] for c in ("regmov", "stack_store", "stack_load", "stack_other", "pushpop",
                                               "nop", "other")) == f["bytes"]
    per_fn = analysis.asm_spills(asm)
    assert set(per_fn) >= set(funcs)
    total = count_spills(asm)
    assert (sum(s for s, _ in per_fn.values()), sum(r for _, r in per_fn.values())) == total
    assert total[0] > 0  # the input is built to spill


def test_evaluate_module_configs_and_attribution(bitcode, tmp_path):
    task = {"name": "pressure", "bitcode": bitcode, "anatomy": True, "cache": str(tmp_path / "oz"),
            "configs": [{"label": "never", "model": "no_evict"}, {"label": "onnx", "model": str(MODEL)}]}
    out = evaluate_module(task)
    assert (tmp_path / "oz" / "pressure.bc").is_file()
    assert list(out["configs"]) == ["default", "never", "onnx"]
    assert out["policy"]["text"] == out["configs"]["never"]["text"]  # the first policy in the older layout
    for label, fig in out["configs"].items():
        assert sum(f["bytes"] for f in fig["functions"].values()) == fig["text"]
        assert fig["questions"] == 0 if label == "default" else fig["questions"] > 0
    d, n = out["configs"]["default"], out["configs"]["never"]
    a = analysis.attribute([out], "default", "never")
    # every function is in both objects: the attributed byte difference is the .text difference
    assert a["bytes"] == n["text"] - d["text"]
    assert a["spills_reloads"] == n["spills"] + n["reloads"] - d["spills"] - d["reloads"]
    assert a["spills_reloads"] != 0  # never evicting changes the allocation of this input
    grew = analysis.attribute([out], "default", "never", lambda b, s: b > 0)
    shrank = analysis.attribute([out], "default", "never", lambda b, s: b < 0)
    assert grew["shrank"] == 0 and shrank["grew"] == 0
    assert grew["bytes"] + shrank["bytes"] == a["bytes"]
    # a second run reads the optimized bitcode from the cache: same figures
    again = evaluate_module({**task, "bitcode": b"not bitcode", "anatomy": False})
    assert {k: v["text"] for k, v in again["configs"].items()} == {k: v["text"] for k, v in out["configs"].items()}


def test_the_learning_paths_cost_weighs_text_against_spills():
    """mlbridge-train's module cost for ml-regalloc: log spills+reloads ratio (+1 each) plus 40 x the log .text ratio;
    0 for the baseline itself."""
    import math

    from mlbridge_training.learn.config import load_config
    from mlbridge_training.learn.rewards import cost

    terms = load_config("ml-regalloc").reward
    base = {"spills_reloads": 19.0, "text": 1000.0}
    assert cost(terms, base, base) == 0.0
    assert cost(terms, {"spills_reloads": 9.0, "text": 1000.0}, base) == pytest.approx(math.log(0.5))
    # 0.1% more .text costs what 4% more spills+reloads cost
    assert cost(terms, {"spills_reloads": 19.0, "text": 1001.0}, base) == pytest.approx(40 * math.log(1.001))


def test_guard_keeps_the_allocation_with_fewer_spills(bitcode):
    """evaluate's guard=spills is the pass's (test/lit/regalloc/guard.ll): the allocation with fewer spills+reloads,
    then the smaller .text, then the policy's."""
    out = evaluate_module({"name": "pressure", "bitcode": bitcode, "configs": [
        {"label": "onnx", "model": str(MODEL)}, {"label": "guarded", "model": str(MODEL), "guard": "spills"},
        {"label": "never", "model": "no_evict"}, {"label": "never_guarded", "model": "no_evict", "guard": "spills"}]})
    c = out["configs"]

    def key(k: str) -> tuple[int, int]:
        return c[k]["spills"] + c[k]["reloads"], c[k]["text"]
    assert key("never") > key("default")  # never evicting spills more here
    for policy, guarded in (("onnx", "guarded"), ("never", "never_guarded")):
        want = "default" if key("default") < key(policy) else "policy"
        assert c[guarded]["kept"] == want and "kept" not in c[policy]
        assert key(guarded) == key("default" if want == "default" else policy)
    with pytest.raises(ValueError):
        evaluate_module({"name": "pressure", "bitcode": bitcode, "configs": [{"label": "x", "model": "mimic",
                                                                              "guard": "text"}]})


def test_goals_file_rows_and_verdicts():
    import importlib.util

    spec = importlib.util.spec_from_file_location("regalloc_anatomy", ROOT / "scripts" / "regalloc_anatomy.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)

    def fig(s: int, t: int, cpu: float = 1.0) -> dict:
        return {"spills": s, "reloads": 0, "text": t, "cpu": cpu}
    modules = [{"name": "a/x.o", "default": fig(99, 1000), "good": fig(89, 999, 2.0), "bad": fig(99, 1010, 2.0)},
               {"name": "b/y.o", "default": fig(9, 500), "good": fig(9, 500, 2.0), "bad": fig(8, 500, 2.0)}]
    rows = [{"name": m["name"], "configs": {k: v for k, v in m.items() if k != "name"}} for m in modules]
    from mlbridge_llvm.corpus.manifest import package_of

    report = {"configs": [{"label": "good", "model": "good.onnx"}, {"label": "bad", "model": "bad.onnx",
                                                                   "guard": "spills"}],
              "per_package": 15, "modules": modules,
              "summary": mod.summarize(rows, ["good", "bad"], package_of)}
    g = mod.goals(report, {"good": "shipped default"}, {}, "cmd")
    assert [r["role"] for r in g["rows"]] == ["baseline", "shipped default", "policy alone"]
    good, bad = g["rows"][1], g["rows"][2]
    assert good["value"] == pytest.approx(np.sqrt(0.9), abs=1e-5) and good["text"] < 1 and good["opt_time"] == 2.0
    assert "guard=spills" in bad["pipeline"] and bad["text"] > 1 and bad["worse"] == 0
    assert [t["met"] for t in g["targets"]] == [True, False]
    assert ".text misses by" in g["targets"][1]["figure"]
    from mlbridge_llvm.bench.readme import goals_blocks

    assert "**missed**" in goals_blocks("regalloc-evict-goals")(g)["regalloc-evict-goals"]
