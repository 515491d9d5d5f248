"""One module, one policy: the worker function every step of the learning path shares.

:func:`run_episode` runs the config's pipeline on one module with a policy, optionally through the recording runner
(``record:``), measures the reward's outcomes (:mod:`.rewards`) and returns them with the time the pipeline took, the
number of questions and the trace (LLVM's training-log format, the module's cost appended to every observation as its
``reward``). :func:`run_baseline` measures the baseline on the same module; :func:`prepare` runs the config's
``prepare`` pipeline. Jobs are plain dicts (pickled to local workers or Ray actors); a module travels as its path or,
for backends that ship data, as its bitcode (:func:`mlbridge_llvm.corpus.backends.module_input`).

A job's ``policy``: ``{"spec": SPEC}`` (any runner spec, e.g. a teacher ``python:module:function``), ``{"onnx":
BYTES}`` (a candidate model, written to a temporary file in the worker), ``{"mlp": DATA, "sample": SEED}`` (the MLP
of :mod:`.policy` in this process, sampling its softmax: PPO's roll-outs), or None (the pass's bundled model).
"""
from __future__ import annotations

import math
import os
import tempfile
import time
from typing import Any, Callable

import numpy as np

from .rewards import Artifacts, cost, measure

__all__ = ["prepare", "run_baseline", "run_episode", "sampled_policy", "with_pass_options"]

#: the MLP a ``{"mlp": ...}`` job answers with, in this worker (one job at a time per worker process)
_ACTIVE: list[Callable[[dict[str, Any]], Any]] = []


def sampled_policy(features: dict[str, Any]) -> Any:
    """The python runner target of ``{"mlp": ...}`` jobs (``python:mlbridge_training.learn.episode:sampled_policy``)."""
    return _ACTIVE[-1](features)


def with_pass_options(pipeline: str, pass_name: str, options: dict[str, str]) -> str:
    """``pipeline`` with ``options`` added to every item that runs ``pass_name`` (``name<a=1>`` -> ``name<a=1;b=2>``)."""
    from mlbridge_llvm.pipeline_syntax import split_top_level

    if not options:
        return pipeline
    extra = ";".join(f"{k}={v}" for k, v in options.items())
    items = []
    for item in split_top_level(pipeline):
        name, _, rest = item.partition("<")
        if name.strip() == pass_name:
            opts = rest[:-1] if rest.endswith(">") else ""
            item = f"{pass_name}<{opts + ';' if opts else ''}{extra}>"
        items.append(item)
    return ",".join(items)


def _reloc(config: Any, job: dict[str, Any]) -> str:
    if config.reloc == "default":
        return "default"
    from mlbridge_llvm.corpus.measure import reloc_model

    return reloc_model(list(job.get("cmd") or []))


def _optimize(bitcode: bytes, pipeline: str, name: str, runners: Any = None) -> tuple[bytes, float, int]:
    from mlbridge_llvm.driver import optimize_llvm

    start = time.perf_counter()
    out, remarks = optimize_llvm(bitcode, pipeline, runners, name)
    return out, time.perf_counter() - start, len(remarks)


def prepare(job: dict[str, Any]) -> bytes:
    """Worker: the module after the config's ``prepare`` pipeline (bitcode)."""
    from mlbridge_llvm.corpus.backends import task_bitcode

    config = job["config"]
    bitcode = task_bitcode(job)
    return _optimize(bitcode, config.prepare, job["name"])[0] if config.prepare else bitcode


def run_baseline(job: dict[str, Any]) -> dict[str, Any]:
    """Worker: the baseline's outcomes on one (prepared) module and the seconds it took (its pipeline, and for a pass
    that produces its own code, the code generation the pass would do: the object and the assembly)."""
    from mlbridge_llvm.corpus.backends import task_bitcode

    config = job["config"]
    bitcode = task_bitcode(job)
    start = time.perf_counter()
    out = _optimize(bitcode, config.baseline, job["name"])[0] if config.baseline else bitcode
    artifacts = Artifacts(out, config.codegen_opt, _reloc(config, job))
    if config.outputs:  # the pass makes its code itself: so does its baseline, on the clock
        _ = artifacts.object, artifacts.assembly
    seconds = time.perf_counter() - start
    return {"name": job["name"], "outcomes": measure(config.reward, artifacts), "seconds": seconds}


def _runner_spec(job: dict[str, Any], resolved: Any, folder: str) -> str | None:
    policy = job.get("policy")
    if policy is None:
        return None if job.get("record") is None else f"onnx:{resolved.default_model()}"
    if "spec" in policy:
        return policy["spec"]
    if "onnx" in policy:
        path = os.path.join(folder, "candidate.onnx")
        with open(path, "wb") as f:
            f.write(policy["onnx"])
        return f"onnx:{path}"
    if "mlp" in policy:
        from .policy import Policy

        mlp = Policy.from_data(policy["mlp"])
        rng = np.random.default_rng(policy.get("sample", 0))
        name = resolved.input_spec.name
        shape = (1, resolved.rows, resolved.n_inputs) if mlp.kind == "scores" else (1, resolved.n_inputs)

        def answer(features: dict[str, Any]) -> Any:
            x = np.asarray(features[name], np.float32).reshape(shape)
            if policy.get("sample") is None:
                choice = int(mlp.decide(x)[0])
            else:
                p = mlp.probabilities(x)[0].astype(np.float64)
                choice = int(rng.choice(mlp.classes, p=p / p.sum()))
            return np.array([choice], np.int64)
        _ACTIVE.append(answer)
        return "python:mlbridge_training.learn.episode:sampled_policy"
    raise ValueError(f"unknown policy {sorted(policy)}")


def run_episode(job: dict[str, Any]) -> dict[str, Any]:
    """Worker: one module through the config's pipeline with ``job["policy"]`` (module docstring); with
    ``job["record"]`` (``{"explore", "actions", "seed", "max"}``, each optional) the trace too, and with
    ``job["baseline"]`` (the baseline's outcomes) its cost, which is also every observation's reward;
    ``job["pipeline"]`` replaces the config's pipeline (an evaluation of the pass with its guard);
    ``job["pair_baseline"]`` times the baseline again right after, in the same worker (``paired_baseline_seconds``):
    opt-time ratios then compare runs made under the same load."""
    from mlbridge_llvm.corpus.backends import task_bitcode
    from mlbridge_llvm.driver import RunnerChoice
    from mlbridge_llvm.runners.spec import RunnerSpec

    config = job["config"]
    resolved = config.resolve()
    bitcode = task_bitcode(job)
    with tempfile.TemporaryDirectory(prefix="mlbridge-episode-") as folder:
        depth = len(_ACTIVE)
        try:
            spec = _runner_spec(job, resolved, folder)
            record = job.get("record")
            log = os.path.join(folder, "trace.log")
            if record is not None:
                options = {"inner": spec, "context": job["name"], "decision": resolved.decision_name,
                           "seed": str(record.get("seed", 0)), "max": str(record.get("max", config.max_questions))}
                if record.get("explore"):
                    options.update(explore=str(record["explore"]),
                                   actions=",".join(str(a) for a in record.get("actions") or config.explore_actions))
                spec = str(RunnerSpec("record", log, options))
            outputs = {kind: os.path.join(folder, f"out.{kind}") for kind in config.outputs}
            pipeline = with_pass_options(job.get("pipeline") or config.pipeline, config.pass_name,
                                         {config.outputs[k]: p for k, p in outputs.items()})
            runners = RunnerChoice(per_pass={config.pass_name: spec}) if spec else None
            out, seconds, remarks = _optimize(bitcode, pipeline, job["name"], runners)
        finally:
            del _ACTIVE[depth:]
        given: dict[str, Any] = {}
        for kind, path in outputs.items():
            with open(path, "rb") as f:
                data = f.read()
            given[kind] = data if kind == "object" else data.decode("utf-8", "replace")
        outcomes = measure(config.reward, Artifacts(out, config.codegen_opt, _reloc(config, job), given))
        result: dict[str, Any] = {"name": job["name"], "outcomes": outcomes, "seconds": seconds, "remarks": remarks}
        if job.get("pair_baseline"):  # the baseline timed right after, in the same worker: a load-fair opt time
            result["paired_baseline_seconds"] = run_baseline(job)["seconds"]
        base = job.get("baseline")
        if base is not None:
            result["cost"] = cost(config.reward, outcomes, base)
        if record is not None:
            result.update(_trace(log, result.get("cost")))
    return result


def _trace(path: str, reward: float | None) -> dict[str, Any]:
    """The recorded log with the module's reward (minus its cost: higher is better) after every observation."""
    from mlbridge_llvm.tensors import TensorSpec
    from mlbridge_llvm.training_log import TrainingLogWriter, read_training_log

    records = list(read_training_log(path)) if os.path.exists(path) else []
    if not records:
        return {"questions": 0, "trace": b""}
    from mlbridge_llvm.serdes.bitstream import parse_header

    with open(path, "rb") as f:
        specs, header = parse_header(f.readline())
    advice = TensorSpec.from_json(header["advice"]) if "advice" in header else None
    out = path + ".rewarded"
    value = 0.0 if reward is None or not math.isfinite(reward) else -reward
    with TrainingLogWriter(out, specs, TensorSpec("reward", "float", (1,)), advice) as log:
        log.switch_context(records[0].context or "")
        for r in records:
            log.log(r.features)
            log.log_reward(np.array([value], np.float32))
    with open(out, "rb") as f:
        return {"questions": len(records), "trace": f.read()}
