"""A misspelled ML pass name or ML pass option gets "did you mean" in its one-line error, in the library's pipeline
parser (every tool that takes a pipeline) and in mlbridge-opt; LLVM's own passes whose names are close to an ML
pass's (``inline``) are not mistaken for a misspelling."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mlbridge_llvm.errors import PipelineError
from mlbridge_llvm.passes import close_match, did_you_mean
from mlbridge_llvm.pipeline import parse

REPO = Path(__file__).resolve().parents[2]


def test_close_match_and_its_phrase() -> None:
    assert close_match("gaurd", ["advisor", "guard", "in", "log"]) == "guard"
    assert close_match("colour", ["advisor", "guard", "in", "log"]) is None
    assert did_you_mean("ml-inlin", ["ml-inline", "poset-rl"]) == " (did you mean 'ml-inline'?)"
    assert did_you_mean("bogus-pass", ["ml-inline", "poset-rl"]) == ""


@pytest.mark.parametrize("pipeline,meant", [("ml-inlin", "ml-inline"), ("function(sroa),posetrl", "poset-rl"),
                                            ("rl-loop-distribut<guard=cost>", "rl-loop-distribute"),
                                            ("ml_regalloc", "ml-regalloc")])
def test_misspelled_ml_pass_names(pipeline: str, meant: str) -> None:
    with pytest.raises(PipelineError) as e:
        parse(pipeline)
    assert str(e.value).endswith(f"(did you mean the ML pass {meant!r}?)") and "unknown pass name" in str(e.value)
    assert "\n" not in str(e.value)


def test_llvm_passes_close_to_an_ml_pass_are_llvm_passes() -> None:
    segments = parse("inline,ml-inline,function(sroa)")
    assert [s.ml_pass.name if s.ml_pass else s.text for s in segments] == ["inline", "ml-inline", "function(sroa)"]


def test_misspelled_ml_pass_option() -> None:
    with pytest.raises(PipelineError, match=r"^unknown option 'gaurd' for ML pass 'ml-inline' \(did you mean "
                                            r"'guard'\?\) \(options: advisor, guard, in, log\)$"):
        parse("ml-inline<gaurd=size>")
    with pytest.raises(PipelineError, match=r"^unknown option 'colour' for ML pass 'ml-inline' \(options: "):
        parse("ml-inline<colour=1>")


def test_mlbridge_opt_says_it_in_one_line(tmp_path: Path) -> None:
    src = REPO / "mlbridge_llvm" / "data" / "inline_demo.ll"
    for pipeline, hint in (("ml-inlne", "did you mean the ML pass 'ml-inline'?"),
                           ("poset-rl<spcae=manual>", "did you mean 'space'?")):
        proc = subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.opt", "-S", f"-passes={pipeline}", str(src),
                               "-o", str(tmp_path / "out.ll")], capture_output=True, text=True, timeout=120)
        assert proc.returncode == 1 and proc.stderr.count("\n") == 1, proc.stderr
        assert proc.stderr.startswith("mlbridge-opt: error: ") and hint in proc.stderr, proc.stderr
        assert not (tmp_path / "out.ll").exists()
