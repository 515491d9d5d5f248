"""The recording runner (``record:LOG?inner=SPEC``): any pass's questions and answers in LLVM's training-log format,
with epsilon-exploration and a reservoir sample, on the real ``ml-inline`` pass (issue #39 item 4)."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
from mlbridge_llvm.errors import ConfigError
from mlbridge_llvm.resources import models_dir
from mlbridge_llvm.runners import create_runner
from mlbridge_llvm.training_log import read_training_log

ROOT = Path(__file__).resolve().parents[2]
MODULE = ROOT / "test" / "inputs" / "corpus" / "lupa-2.8" / "third-party" / "lua53" / "lstate.o.bc"  # 11 questions
INLINER = models_dir() / "inliner-oz.onnx"


def _run(spec: str) -> bytes:
    out, _ = optimize_llvm(MODULE.read_bytes(), "ml-inline<guard=none>",
                           RunnerChoice(per_pass={"ml-inline": spec}), "lstate.o")
    return out


def test_records_every_question_and_changes_nothing(tmp_path: Path) -> None:
    log = tmp_path / "q.log"
    recorded = _run(f"record:{log}?inner=onnx:{INLINER}&context=lstate.o")
    assert recorded == _run(f"onnx:{INLINER}")  # recording does not change a decision
    records = list(read_training_log(str(log)))
    assert records and {r.context for r in records} == {"lstate.o"}
    assert [r.observation for r in records] == list(range(len(records)))
    first = records[0].features
    assert first["features"].shape == (1, 39) and first["decision"].dtype == np.int64
    runner = create_runner(f"onnx:{INLINER}")
    for r in records:  # the logged decision is what the model answers on the logged features
        assert int(runner.populate_features(features=r.features["features"]).evaluate(int)) == int(r.features["decision"][0])
    runner.close()
    text = log.read_bytes().split(b"\n", 1)[0]
    assert b'"advice":{"name":"decision"' in text


def test_explores_reproducibly_and_samples(tmp_path: Path) -> None:
    spec = "record:{}?inner=onnx:{}&explore=0.5&actions=0,1&seed=3&max=5&context=m"
    _run(spec.format(tmp_path / "a.log", INLINER))
    _run(spec.format(tmp_path / "b.log", INLINER))
    a, b = list(read_training_log(str(tmp_path / "a.log"))), list(read_training_log(str(tmp_path / "b.log")))
    assert len(a) == 5 and (tmp_path / "a.log").read_bytes() == (tmp_path / "b.log").read_bytes()
    for r in a:
        explored = int(r.features["explored"][0])
        if not explored:
            assert r.features["decision"][0] == r.features["decision_proposed"][0]
    assert any(int(r.features["explored"][0]) for r in a)


def test_bad_specs_are_one_line(tmp_path: Path) -> None:
    for spec, message in ((f"record:{tmp_path}/x.log", "needs inner=SPEC"),
                          (f"record:{tmp_path}/x.log?inner=onnx:{INLINER}&explore=0.1", "explore needs actions"),
                          (f"record:{tmp_path}/x.log?inner=onnx:{INLINER}&bogus=1", "unknown option 'bogus'"),
                          (f"record:?inner=onnx:{INLINER}", "give the log's path")):
        with pytest.raises(ConfigError, match=message):
            create_runner(spec)
