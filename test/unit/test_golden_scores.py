"""Golden raw scores of every shipped ONNX model, through the whole feature path its pass uses at run time.

``test_golden_decisions.py`` pins decisions (argmax); a drift in the IR2Vec vocabulary, a normalisation or one weight
matrix can move every score without flipping one. Here each pass runs through the driver (``optimize_llvm`` /
``optimize_mlir``, as ``mlbridge-opt`` runs it) on committed inputs, with a Python runner (:func:`recorder`) that
answers exactly what the shipped model answers (so the pass takes its real path) and records, for every question,
the model's raw outputs: the tensors before its argmax/argmin, read from the same graph by adding them as outputs
(:data:`RAW_OUTPUTS`). The features are the pass's own: LLVM's 39 inliner features (``MLBridgeInline`` plug-in, or
interactive mode) -> ``to_row``; LLVM's eviction tensors -> ``to_model_input`` ``[33, 43]``; the module's flow-aware
IR2Vec vector (the shipped vocabulary), action mask and ``module_features``; the critic's ``size_features`` of every
plan; loop-distribution node vectors, dependence graph and episode state; MLIR loop features. The models come from
``models_dir()`` (``$MLBRIDGE_MODELS_DIR`` if set: what ``scripts/mutation_probe.py`` uses).

Every score is compared with ``test/unit/golden_scores/<model>.json`` at rtol 1e-5 (atol 1e-6 for entries near 0),
and the number of questions must match exactly. Regenerate the goldens only for a change that is meant to change
scores (a retrain, a new vocabulary), and say why in the commit::

    .venv/bin/python test/unit/test_golden_scores.py --regenerate          # every model
    .venv/bin/python test/unit/test_golden_scores.py --regenerate inliner-oz

The JSON is written deterministically (sorted keys, one question per line, float32 values as Python floats).
"""
from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).resolve().parent / "golden_scores"
CORPUS = "test/inputs/corpus"
RTOL, ATOL = 1e-5, 1e-6

#: model -> its graph tensors recorded as the raw output (all upstream of the answer; see each model's graph).
RAW_OUTPUTS: dict[str, tuple[str, ...]] = {
    "inliner-oz": ("fc1",),                      # [1, 2] logits (decision = argmax)
    "regalloc-evict": ("raw_scores",),           # [33] scores before the mask penalty
    "poset-rl-odg": ("logits_m",),               # [1, 35] Q-values + action-mask term, before the -1e9 penalty
    "poset-rl-manual": ("logits_m",),            # [1, 16]
    "poset-rl-odg-critic": ("predicted_bytes",),     # [1, K] predicted .text bytes per plan (plan = argmin)
    "poset-rl-manual-critic": ("predicted_bytes",),  # [1, K]
    "loopdist-select": ("s",),                   # [16] node scores before the not-ready penalty
    "loopdist-distribute": ("logits",),          # [2] merge / new loop
    "mlir-unroll": ("fc1",),                     # [1, 4] one logit per unroll factor
    "loop-unroll": ("fc1",),                     # [1, 5] LLVM's choice, no unroll, x2, x4, x8
}


@dataclass(frozen=True)
class Case:
    """One pass run: ``input`` (relative to the repository) through ``pipeline``, answered by ``recorder``."""

    family: str       # recorder function name below
    input: str
    pipeline: str

    @property
    def pass_name(self) -> str:
        return self.pipeline.split(",")[-1].split("<")[0]

    @property
    def id(self) -> str:
        return f"{self.pipeline} {self.input.removeprefix(CORPUS + '/')}"


def _corpus(module: str) -> str:
    return f"{CORPUS}/{module}.bc"


_POSET_MODULES = [_corpus(m) for m in ("lupa-2.8/third-party/lua53/lmem.o", "brotli-1.2.1/c/dec/state.o",
                                       "lz4-4.4.5/lz4/block/_block.o", "pycryptodome-4.4.0/src/chacha20.o")]
CASES: list[Case] = [
    # ml-inline: the lit golden's input, the demo input, three corpus modules (46 questions on chacha20)
    *[Case("inliner", path, "ml-inline<guard=none>") for path in (
        "test/inputs/ir/sodium_utils.bc", "mlbridge_llvm/data/inline_demo.ll",
        _corpus("lupa-2.8/third-party/lua53/lutf8lib.o"), _corpus("pyppmd-1.3.1/src/lib/ppmd/Ppmd7Enc.o"),
        _corpus("pycryptodome-4.4.0/src/chacha20.o"))],
    # ml-regalloc: the lit golden's pressure input, and corpus modules as the held-out protocol compiles them
    Case("regalloc", "test/lit/regalloc/Inputs/pressure.ll", "ml-regalloc"),
    *[Case("regalloc", _corpus(m), "default<Oz>,ml-regalloc") for m in (
        "lz4-4.4.5/lz4/block/_block.o", "zopfli-0.4.3/zopfli/src/zopfli/zlib_container.o",
        "brotli-1.2.1/c/common/transform.o")],
    # poset-rl: both policies (every step's observation) and both critics (every plan's size features)
    *[Case("poset_odg", p, "poset-rl<measure=0>") for p in _POSET_MODULES],
    *[Case("poset_manual", p, "poset-rl<space=manual;measure=0>") for p in _POSET_MODULES],
    *[Case("poset_odg", p, "poset-rl<mode=plan;measure=0>") for p in _POSET_MODULES],
    *[Case("poset_manual", p, "poset-rl<mode=plan;space=manual;measure=0>") for p in _POSET_MODULES],
    # rl-loop-distribute: both agents (partition=model; the default, partition=search, asks no model) on the three
    # kernel files (as -O3 brings them to loop-distribute)
    *[Case("loopdist", f"test/inputs/loopdist/{k}.ll", "rl-loop-distribute<partition=model>")
      for k in ("kernels.o3", "kernels_cf.o3", "kernels_gen.o3")],
    # ml-affine-unroll: the lit golden's kernels, the nest input and two more lit inputs
    *[Case("unroll", path, "ml-affine-unroll") for path in (
        "test/lit/mlir/unroll-golden.mlir", "test/inputs/mlir/nest.mlir", "test/lit/mlir/unroll-default.mlir",
        "test/lit/mlir/unroll-full.mlir")],
    # ml-loop-unroll: its lit input and two kernel files (every innermost loop asked)
    *[Case("loop_unroll", path, "ml-loop-unroll") for path in (
        "test/inputs/loop_unroll/loops.ll", "test/inputs/ir/loop_shapes.ll", "test/inputs/ir/loops.ll")],
]


# ---- the recording runner: the shipped model's own answers, plus its raw outputs ------------------------------------
_SESSIONS: dict[str, Any] = {}
#: What the current pass run asked: (model, {raw output: array}, sha1 of the model's inputs).
RECORDED: list[tuple[str, dict[str, np.ndarray], str]] = []


def _session(model: str) -> Any:
    """An onnxruntime session of ``models_dir()/<model>.onnx`` whose outputs are its answer then its raw outputs."""
    import onnx
    import onnxruntime as ort

    from mlbridge_llvm.resources import models_dir

    path = str(models_dir() / f"{model}.onnx")
    if path not in _SESSIONS:
        proto = onnx.load(path)
        for name in RAW_OUTPUTS[model]:
            proto.graph.output.append(onnx.helper.make_empty_tensor_value_info(name))
        opts = ort.SessionOptions()
        opts.log_severity_level = 3  # no warning for an unused initializer
        opts.intra_op_num_threads = 1
        _SESSIONS[path] = ort.InferenceSession(proto.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    return _SESSIONS[path]


def _ask(model: str, features: dict[str, Any]) -> Any:
    """Run ``model`` on the pass's features (a batch axis added where the graph has one); record; answer."""
    session = _session(model)
    feeds = {}
    for spec in session.get_inputs():
        x = np.asarray(features[spec.name])
        feeds[spec.name] = x[None] if len(spec.shape) == x.ndim + 1 else x
    answer, *raw = session.run(None, feeds)
    digest = hashlib.sha1(b"".join(np.ascontiguousarray(feeds[k]).tobytes() for k in sorted(feeds))).hexdigest()[:12]
    RECORDED.append((model, dict(zip(RAW_OUTPUTS[model], raw)), digest))
    return answer


def inliner(features: dict[str, Any]) -> Any:
    return _ask("inliner-oz", features)


def regalloc(features: dict[str, Any]) -> Any:
    return _ask("regalloc-evict", features)


def poset_odg(features: dict[str, Any]) -> Any:
    return _ask("poset-rl-odg-critic" if "size_features" in features else "poset-rl-odg", features)


def poset_manual(features: dict[str, Any]) -> Any:
    return _ask("poset-rl-manual-critic" if "size_features" in features else "poset-rl-manual", features)


def loopdist(features: dict[str, Any]) -> Any:
    select = int(np.asarray(features["agent"]).reshape(-1)[0]) == 0
    return _ask("loopdist-select" if select else "loopdist-distribute", features)


def unroll(features: dict[str, Any]) -> Any:
    return _ask("mlir-unroll", features)


def loop_unroll(features: dict[str, Any]) -> Any:
    return _ask("loop-unroll", features)


def record(case: Case, module_name: str = __name__) -> dict[str, list[dict[str, Any]]]:
    """Run ``case`` through the driver with the recording runner; model -> one entry per question, in order."""
    from mlbridge_llvm.driver import RunnerChoice, optimize_llvm, optimize_mlir

    runners = RunnerChoice(per_pass={case.pass_name: f"python:{module_name}:{case.family}"})
    data = (ROOT / case.input).read_bytes()
    RECORDED.clear()
    if case.input.endswith(".mlir"):
        optimize_mlir(data.decode(), case.pipeline, runners, name=case.input)
    else:
        optimize_llvm(data, case.pipeline, runners, name=case.input)
    out: dict[str, list[dict[str, Any]]] = {}
    for model, raw, digest in RECORDED:
        entry = {name: np.asarray(v, np.float32).reshape(-1).tolist() for name, v in raw.items()}
        entry["inputs_sha1"] = digest
        out.setdefault(model, []).append(entry)
    RECORDED.clear()
    return out


def golden(model: str) -> dict[str, Any]:
    return json.loads((GOLDEN / f"{model}.json").read_text())


# ---- tests -----------------------------------------------------------------------------------------------------------
def test_every_shipped_model_has_golden_scores() -> None:
    """Each ONNX model of models/ has its goldens, and each golden file covers at least 3 inputs."""
    shipped = sorted(p.stem for p in (ROOT / "models").glob("*.onnx"))
    assert shipped == sorted(RAW_OUTPUTS)
    for model in shipped:
        cases = golden(model)["cases"]
        assert len(cases) >= 3 and all(cases.values()), f"{model}: {sorted(cases)}"
        assert set(cases) <= {c.id for c in CASES}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_raw_scores_match_the_goldens(case: Case) -> None:
    got = record(case)
    for model, questions in got.items():
        want = golden(model)["cases"].get(case.id)
        assert want is not None, f"{model}: no golden for {case.id}; regenerate (module docstring)"
        assert len(questions) == len(want), (f"{model} on {case.id}: {len(questions)} questions, the golden has "
                                             f"{len(want)} (the pass took another path)")
        for i, (q, w) in enumerate(zip(questions, want)):
            for name in RAW_OUTPUTS[model]:
                same_inputs = "same" if q["inputs_sha1"] == w["inputs_sha1"] else "DIFFERENT"
                np.testing.assert_allclose(
                    np.asarray(q[name]), np.asarray(w[name]), rtol=RTOL, atol=ATOL,
                    err_msg=f"{model} on {case.id}, question {i}, {name} ({same_inputs} model inputs as the golden)")
    expected = {m for m in RAW_OUTPUTS if case.id in golden(m)["cases"]}
    assert set(got) == expected, f"{case.id}: asked {sorted(got)}, goldens for {sorted(expected)}"


# ---- regeneration ----------------------------------------------------------------------------------------------------
def render(model: str, cases: dict[str, list[dict[str, Any]]]) -> str:
    """Deterministic JSON: one question per line."""
    import onnx

    from mlbridge_llvm.resources import models_dir

    graph = onnx.load(str(models_dir() / f"{model}.onnx")).graph.SerializeToString()
    head = {"model": f"{model}.onnx", "raw_outputs": list(RAW_OUTPUTS[model]), "rtol": RTOL,
            "graph_sha256_when_generated": hashlib.sha256(graph).hexdigest(),
            "regenerate": "python test/unit/test_golden_scores.py --regenerate " + model}
    lines = ["{" + json.dumps(head, sort_keys=True)[1:-1] + ",", '"cases": {']
    for n, (cid, questions) in enumerate(sorted(cases.items())):
        lines.append(f" {json.dumps(cid)}: [")
        lines.extend(f"  {json.dumps(q, sort_keys=True)}" + ("," if j < len(questions) - 1 else "")
                     for j, q in enumerate(questions))
        lines.append(" ]" + ("," if n < len(cases) - 1 else ""))
    lines.append("}}")
    return "\n".join(lines) + "\n"


def regenerate(only: list[str]) -> None:
    from mlbridge_llvm.fileio import atomic_write

    per_model: dict[str, dict[str, list[dict[str, Any]]]] = {m: {} for m in RAW_OUTPUTS}
    for case in CASES:
        for model, questions in record(case, "__main__").items():
            per_model[model][case.id] = questions
    GOLDEN.mkdir(exist_ok=True)
    for model, cases in per_model.items():
        if only and model not in only:
            continue
        atomic_write(GOLDEN / f"{model}.json", render(model, cases))
        print(f"{GOLDEN / f'{model}.json'}: {len(cases)} inputs, {sum(map(len, cases.values()))} questions")


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] != "--regenerate":
        sys.exit(f"usage: {sys.argv[0]} --regenerate [MODEL ...]   (models: {', '.join(RAW_OUTPUTS)})")
    unknown = set(sys.argv[2:]) - set(RAW_OUTPUTS)
    if unknown:
        sys.exit(f"unknown model(s) {', '.join(sorted(unknown))}; choose from {', '.join(RAW_OUTPUTS)}")
    regenerate(sys.argv[2:])
