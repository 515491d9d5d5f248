"""ml-inline: LLVM's ML inline advisor in-process, answered by our runners; faults; training log format."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap

import numpy as np
import pytest
from conftest import require

from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
from mlbridge_llvm.errors import ModelError
from mlbridge_llvm.interface.pipe import PipeCompilerInterface
from mlbridge_llvm.ir.llvmc import CModule
from mlbridge_llvm.onnx_models import constant_policy, mlp, save_model
from mlbridge_llvm.tensors import TensorSpec
from mlbridge_llvm.training_log import TrainingLogWriter, read_training_log
from mlbridge_passes.inliner.features import LLVM_FEATURES, N_FEATURES
from mlbridge_passes.inliner.inline import LOG_FEATURES, ml_inline

IR = textwrap.dedent("""
    define internal i32 @helper(i32 %x) {
      %a = mul i32 %x, %x
      %b = add i32 %a, 7
      %c = xor i32 %b, %x
      ret i32 %c
    }
    define internal i32 @big(i32 %x) {
      %a = mul i32 %x, 3
      %b = add i32 %a, 11
      %c = mul i32 %b, %a
      %d = sdiv i32 %c, 7
      %e = srem i32 %d, 13
      %f = add i32 %e, %c
      ret i32 %f
    }
    define i32 @entry(i32 %n) {
      %r = call i32 @helper(i32 %n)
      %s = call i32 @helper(i32 %r)
      %t = call i32 @big(i32 %s)
      %u = call i32 @big(i32 %t)
      ret i32 %u
    }
""")


def calls(text: str) -> int:
    return len(re.findall(r"\bcall\b", text))


def run(pipeline: str, runner: RunnerChoice, log: str | None = None) -> tuple[str, list]:
    opts = f"<log={log}>" if log else ""
    out, remarks = optimize_llvm(IR.encode(), pipeline.replace("ml-inline", f"ml-inline{opts}"), runner, text=True)
    return out.decode(), remarks


def python(policy: str) -> RunnerChoice:
    return RunnerChoice("python", f"mlbridge_passes.inliner.policies:{policy}")


def test_decisions_are_applied_by_llvm() -> None:
    always, r_always = run("ml-inline", python("always"))
    never, r_never = run("ml-inline", python("never"))
    assert calls(always) == 0
    assert calls(never) == 4
    decisions = [r for r in r_never if r.name == "InlineDecision"]
    assert len(decisions) == 4 and all(r.args["decision"] == 0 and r.kind == "Missed" for r in decisions)


def test_remarks_name_caller_and_callee(native_build, tmp_path) -> None:
    """Every decision names its call site as LLVM's own inline remarks do (Function and Caller: the caller; Callee),
    in the remarks list and in the YAML file mlbridge-opt writes; LLVM's interactive mode sends only features, so
    there the names are unknown and the remark names the module."""
    _, remarks = run("ml-inline", python("never"))
    named = [(r.function, r.args["Caller"], r.args["Callee"]) for r in remarks if r.name == "InlineDecision"]
    assert named == [("entry", "entry", "helper")] * 2 + [("entry", "entry", "big")] * 2
    _, remarks = run("ml-inline<advisor=interactive>", python("never"))
    unnamed = [(r.function, r.args["Caller"], r.args["Callee"]) for r in remarks if r.name == "InlineDecision"]
    assert len(unnamed) == 4 and set(unnamed) == {("<input>", "<unknown>", "<unknown>")}

    demo = os.path.join(os.path.dirname(__file__), "..", "..", "mlbridge_llvm", "data", "inline_demo.ll")
    yaml = tmp_path / "r.yaml"
    subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.opt", "-passes=ml-inline<guard=none>", demo,
                    "-o", str(tmp_path / "out.bc"), "--remarks-file", str(yaml)], check=True, timeout=120)
    documents = [d for d in yaml.read_text().split("--- !")[1:] if "Name:            InlineDecision" in d]
    defined = set(re.findall(r"^define [^@]*@([\w.]+)\(", open(demo).read(), re.M))
    assert documents
    for doc in documents:
        caller = re.search(r"^  - Caller: (\S+)$", doc, re.M).group(1)
        callee = re.search(r"^  - Callee: (\S+)$", doc, re.M).group(1)
        assert re.search(rf"^Function: +{re.escape(caller)}$", doc, re.M), doc
        assert caller in defined and callee in defined, (caller, callee)


def test_echoing_the_default_reproduces_the_heuristic() -> None:
    ml, _ = run("ml-inline", python("default"))
    with CModule.parse_ir(IR) as m:
        m.run_passes("default<Oz>")
        assert ml == m.to_ir()


def test_onnx_policy_in_process(tmp_path) -> None:
    """A real ONNX graph that inlines only call sites LLVM estimates below -10 (here: @helper at -20, not @big at -5)."""
    # Hand-set weights: logit(inline) = -10 - cost_estimate, logit(no) = 0.
    w = np.zeros((N_FEATURES, 2), np.float32)
    w[LLVM_FEATURES.index("cost_estimate"), 1] = -1.0
    b = np.array([0.0, -10.0], np.float32)
    path = save_model(mlp([(w, b)], input_name="features", output_name="decision", argmax=True), tmp_path / "p.onnx")
    out, remarks = run("ml-inline", RunnerChoice("onnx", str(path)))
    decided = [r.args["decision"] for r in remarks if r.name == "InlineDecision"]
    assert decided == [1, 1, 0, 0]
    assert calls(out) == 2 and "@helper" not in out.split("define i32 @entry")[1]


def test_wrong_model_width_fails_before_compilation(tmp_path) -> None:
    path = save_model(constant_policy(38, 1), tmp_path / "narrow.onnx")
    with pytest.raises(ModelError, match="features"):
        run("ml-inline", RunnerChoice("onnx", str(path)))


def test_model_dying_mid_run_falls_back_and_reports() -> None:
    """A model process that dies after two answers: LLVM finishes with its defaults, then the pass raises."""
    ci = PipeCompilerInterface(advice_spec=TensorSpec("decision", "int64_t", (1,)), timeout=30)
    code = textwrap.dedent(f"""
        import os, numpy as np
        from mlbridge_llvm.fifo import FifoPair, open_model_side
        from mlbridge_llvm.wire import mlcb_read, mlcb_write
        r, w = open_model_side(FifoPair({ci.channel!r}), 30)
        for _ in range(2):
            mlcb_read(r)
            mlcb_write(w, [np.array([0], np.int64).tobytes()])
        mlcb_read(r)
        os._exit(7)
    """)
    proc = subprocess.Popen([sys.executable, "-c", code])
    try:
        runner = RunnerChoice("pipe", channel=ci.channel, timeout=20)
        with pytest.raises(ModelError, match="fell back to LLVM's default"):
            run("ml-inline", runner)
    finally:
        proc.wait(30)
        ci.close()
    assert proc.returncode == 7


def test_training_log_is_llvm_format(tmp_path) -> None:
    log = str(tmp_path / "train.log")
    run("ml-inline", python("always"), log=log)
    records = list(read_training_log(log))
    assert len(records) == 4 and all(int(r.features["inlining_decision"][0]) == 1 for r in records)
    assert [r.observation for r in records] == [0, 1, 2, 3]
    # ML-Compiler-Bridge ships LLVM's log_reader: it must read our log too.
    log_reader = require("compilerinterface.log_reader")
    seen = list(log_reader.read_stream(log))
    assert len(seen) == 4
    names = [tv.spec().name for tv in seen[0][2]]
    assert names == [s.name for s in LOG_FEATURES]


def test_training_log_rewards_round_trip(tmp_path) -> None:
    specs = [TensorSpec("a", "int64_t", (2,)), TensorSpec("b", "float", (1,))]
    score = TensorSpec("reward", "float", (1,))
    path = str(tmp_path / "r.log")
    with TrainingLogWriter(path, specs, score_spec=score) as w:
        w.switch_context("f")
        w.log({"a": [1, 2], "b": 0.5})
        w.log_reward(1.5)
        w.switch_context("g")
        w.log({"a": [3, 4], "b": 1.5})
    recs = list(read_training_log(path))
    assert [(r.context, r.observation) for r in recs] == [("f", 0), ("g", 0)]
    assert float(recs[0].score[0]) == 1.5 and recs[1].score is None
    assert recs[1].features["a"].tolist() == [3, 4]


def test_training_log_not_left_half_written(tmp_path) -> None:
    path = tmp_path / "x.log"
    with pytest.raises(RuntimeError):
        with TrainingLogWriter(str(path), [TensorSpec("a", "int64_t", (1,))]) as w:
            w.log({"a": 1})
            raise RuntimeError("crash")
    assert not path.exists() and not [p for p in os.listdir(tmp_path) if p.startswith(".tmp")]


def test_options_are_reset_after_ml_inlining() -> None:
    """libLLVM's cl::opts are process-global: after ml-inline, a plain pipeline uses the heuristic again."""
    with CModule.parse_ir(IR) as m:
        ml_inline(m, lambda f: 0)
    with CModule.parse_ir(IR) as m:
        m.run_passes("default<Oz>")  # would block on a FIFO if the ML advisor were still enabled
        assert calls(m.to_ir()) < 4
