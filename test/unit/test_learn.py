"""The learning path (issue #39 item 4): ``mlbridge-train`` and ``mlbridge_training.learn`` on real passes and the
committed sample corpus: a pass package outside the tree (not installed) from traces to a held-out goals table, the
policy's numpy and ONNX forms, the traces in LLVM's training-log format, and the learners' gradients."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from mlbridge_llvm.errors import ConfigError
from mlbridge_training.learn.config import Decision, RewardTerm, TrainingConfig, load_config

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "test" / "inputs" / "corpus"
OUTSIDE = ROOT / "test" / "inputs" / "outside"
BIN = Path(sys.executable).parent

#: a config written from scratch for the fixture pass of test/inputs/outside (never installed)
LOOP_HINT_TOML = """
pass = "ml-loop-hint"
pipeline = "ml-loop-hint,default<O2>"
baseline = "default<O2>"
[decision]
kind = "class"
classes = 2
[[reward]]
outcome = "text"
[explore]
epsilon = 0.3
actions = [0, 1]
[model]
hidden = 4
[eval]
per_package = 2
goal = {description = "ml-loop-hint no larger than default<O2>", value = 1.0}
"""


def read_llvm_log(path: Path) -> list[tuple[str | None, int, list[bytes], bytes | None]]:
    """A strict reader with the rules of LLVM's ``log_reader.py`` (llvm/lib/Analysis/models): a header line; then per
    observation an optional context line, an observation line, the raw tensors in header order, a newline; and when
    the header has a score, an outcome line naming the same observation, its tensor and a newline."""
    data = path.read_bytes()
    end = data.index(b"\n")
    header = json.loads(data[:end])
    sizes = [int(np.prod(s["shape"])) * np.dtype({"float": "f4", "int64_t": "i8"}[s["type"]]).itemsize
             for s in header["features"]]
    score = header.get("score")
    pos, context, out = end + 1, None, []
    while pos < len(data):
        nl = data.index(b"\n", pos)
        event = json.loads(data[pos:nl])
        pos = nl + 1
        if "context" in event:
            context = event["context"]
            nl = data.index(b"\n", pos)
            event = json.loads(data[pos:nl])
            pos = nl + 1
        obs = int(event["observation"])
        tensors = []
        for n in sizes:
            tensors.append(data[pos:pos + n])
            pos += n
        assert data[pos:pos + 1] == b"\n"
        pos += 1
        reward = None
        if score is not None:
            nl = data.index(b"\n", pos)
            assert int(json.loads(data[pos:nl])["outcome"]) == obs
            pos = nl + 1
            reward = data[pos:pos + 4]
            pos += 4
            assert data[pos:pos + 1] == b"\n"
            pos += 1
        out.append((context, obs, tensors, reward))
    return out


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("MLBRIDGE_LOAD", "PYTHONPATH")}
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_a_pass_from_outside_the_tree_from_traces_to_a_goals_table(tmp_path: Path) -> None:
    shutil.copytree(OUTSIDE / "loop_hints", tmp_path / "loop_hints", ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "hint.toml").write_text(LOOP_HINT_TOML)
    common = ["hint.toml", str(SAMPLE), "--work", "w", "--load", "./loop_hints", "--workers", "2"]
    steps = [["traces", *common, "--side", "train"],
             ["bc", *common, "-o", "bc.onnx", "--epochs", "20"],
             ["es", *common, "--init", "bc.onnx", "-o", "es.onnx", "--iterations", "1", "--population", "1"],
             ["ppo", *common, "--init", "bc.onnx", "-o", "ppo.onnx", "--iterations", "1"],
             ["evaluate", *common, "--model", "es.onnx", "--compare", "bundled=loop_hints/hint.onnx",
              "--goals", "hint.goals.json", "--report", "hint.json"]]
    for step in steps:
        proc = _run(["mlbridge-train", *step], tmp_path)
        assert proc.returncode == 0, proc.stdout + proc.stderr
    logs = sorted((tmp_path / "w" / "traces" / "traces").rglob("*.log"))
    assert logs
    explored = 0
    for log in logs:
        records = read_llvm_log(log)
        name = str(log.relative_to(tmp_path / "w" / "traces" / "traces"))[:-4]
        assert {c for c, _, _, _ in records} == {name} and [o for _, o, _, _ in records] == list(range(len(records)))
        explored += sum(np.frombuffer(t[-1], np.int64)[0] for _, _, t, _ in records)  # the explored flag
    assert explored > 0
    import onnx

    props = {p.key: p.value for p in onnx.load(str(tmp_path / "es.onnx")).metadata_props}
    assert props["mlbridge.script"] == "mlbridge-train" and props["mlbridge.pass"] == "ml-loop-hint"
    assert json.loads(props["mlbridge.args"])["algorithm"] == "es" and len(props["mlbridge.data_sha256"]) == 64
    goals = json.loads((tmp_path / "hint.goals.json").read_text())
    assert [r["role"] for r in goals["rows"]] == ["baseline", "policy alone", "previous"]
    from mlbridge_llvm.bench.readme import goals_blocks

    table = goals_blocks("hint")(goals)["hint"]
    assert "ml-loop-hint,default<O2>" in table and ("**met**" in table or "**missed**" in table)
    report = json.loads((tmp_path / "hint.json").read_text())
    held = report["figures"]["model"]["packages"]
    from mlbridge_llvm.corpus.splits import split_by_package

    names = [m for m in json.loads((SAMPLE / "corpus_description.json").read_text())["modules"]]
    assert set(held) <= {n.split("/")[0] for n in split_by_package(names)[1]}  # held-out packages only
    from mlbridge_training.cards import RENDERERS

    card = RENDERERS[report["renderer"]](report)  # the model card's blocks, rendered from the report
    assert "`model`" in card["learned-held-out"] and "`bundled`" in card["learned-held-out"]
    assert held and all(f"`{p}`" in card["learned-packages"] for p in held)
    bad = _run(["mlbridge-train", "bc", *common, "--run", "nothing", "-o", "x.onnx"], tmp_path)
    assert bad.returncode == 1 and bad.stderr.count("\n") == 1 and "run mlbridge-train traces first" in bad.stderr


def _resolved(name: str):  # noqa: ANN202
    return load_config(name).resolve()


@pytest.mark.parametrize("name", ["ml-inline", "ml-regalloc"])
def test_the_policy_is_the_same_in_numpy_and_onnx(tmp_path: Path, name: str) -> None:
    from mlbridge_training.learn.export import check, export
    from mlbridge_training.learn.policy import Policy, from_onnx

    resolved = _resolved(name)
    rng = np.random.default_rng(1)
    shape = (64, resolved.rows, resolved.n_inputs) if resolved.rows > 1 else (64, resolved.n_inputs)
    x = rng.exponential(3, shape).astype(np.float32)
    if resolved.rows > 1:
        x[..., 0] = rng.random(shape[:2]) < 0.5
        x[:, -1, 0] = 1
    policy = Policy.init(resolved, x, seed=2)
    path = export(policy, resolved, str(tmp_path / "m.onnx"), {"test": 1}, [("m", b"x")])
    same = check(path, policy, x, resolved)
    assert same["same_decision"] == 1.0 and same["max_score_diff"] < 1e-3
    back = from_onnx(path, policy)
    assert np.array_equal(back.decide(x), policy.decide(x))
    if resolved.rows > 1:
        assert all(x[i, d, 0] == 1 for i, d in enumerate(policy.decide(x)))  # never an illegal row


@pytest.mark.parametrize("name", ["ml-inline", "ml-regalloc"])
def test_the_learners_gradients_are_right(name: str) -> None:
    from mlbridge_training.learn.bc import loss_and_grad
    from mlbridge_training.learn.policy import Policy
    from mlbridge_training.learn.ppo import surrogate

    resolved = _resolved(name)
    rng = np.random.default_rng(0)
    shape = (12, resolved.rows, resolved.n_inputs) if resolved.rows > 1 else (12, resolved.n_inputs)
    x = rng.normal(0, 1, shape).astype(np.float32)
    if resolved.rows > 1:
        x[..., 0] = 1
    policy = Policy.init(resolved, x, seed=3)
    y = policy.decide(x)
    y[::3] = (y[::3] + 1) % policy.classes
    old_p = np.full(len(y), 0.4)
    adv = rng.normal(0, 1, len(y))
    for f in (lambda p: loss_and_grad(p, x, y), lambda p: surrogate(p, x, y, old_p, adv, 10.0)):
        theta = policy.flat()
        _, grad = f(policy)
        for i in rng.choice(theta.size, 8, replace=False):
            e = np.zeros_like(theta)
            e[i] = 1e-3
            numeric = (f(policy.with_flat(theta + e))[0] - f(policy.with_flat(theta - e))[0]) / 2e-3
            assert abs(numeric - grad[i]) < 2e-3 + 0.02 * abs(numeric), (i, numeric, grad[i])


def test_configs_are_checked_in_one_line(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="needs `pass`"):
        load_config({"pipeline": "x"})
    with pytest.raises(ConfigError, match="unknown config key 'pipelin'"):
        load_config({"pass": "ml-inline", "pipelin": "x", "reward": [{"outcome": "text"}]})
    with pytest.raises(ConfigError, match="scores decision needs mask_column"):
        TrainingConfig("ml-regalloc", "ml-regalloc", "", Decision("scores", 33), (RewardTerm("text"),))
    with pytest.raises(ConfigError, match="does not run it"):
        TrainingConfig("ml-inline", "default<Oz>", "default<Oz>", Decision(), (RewardTerm("text"),))
    with pytest.raises(ConfigError, match="no ML pass 'ml-nothing' is registered"):
        TrainingConfig("ml-nothing", "ml-nothing", "", Decision(), (RewardTerm("text"),)).resolve()
    (tmp_path / "bad.toml").write_text("pass = [")
    with pytest.raises(ConfigError, match="bad.toml"):
        load_config(str(tmp_path / "bad.toml"))
    with pytest.raises(ConfigError, match="give a .toml file, module:NAME or the name of a pass"):
        load_config("ml-nothing")
    from mlbridge_training.learn.rewards import outcome_function

    with pytest.raises(ConfigError, match="unknown outcome 'size'"):
        outcome_function("size")


@pytest.mark.slow
def test_traces_on_ray_are_the_local_pools(tmp_path: Path) -> None:
    """The same exploring traces (bytes) and costs from a local pool and from Ray actors (bitcode shipped)."""
    from conftest import run_on_local_ray

    from mlbridge_training.learn.traces import Workspace, select_modules

    names = select_modules(str(SAMPLE), "train")[:4]
    ws = Workspace(load_config("ml-inline"), str(SAMPLE), str(tmp_path / "local"), 2, lambda m: None)
    local = ws.episodes(ws.prepared(names), None, record={"explore": 0.3, "seed": 5}, run="t")
    run_on_local_ray(f"""
from mlbridge_training.learn.config import load_config
from mlbridge_training.learn.traces import Workspace
from mlbridge_training.pool import training_backend, using_backend
with training_backend("ray", 2) as backend, using_backend(backend):
    ws = Workspace(load_config("ml-inline"), {str(SAMPLE)!r}, {str(tmp_path / "ray")!r}, 2, lambda m: None)
    ws.episodes(ws.prepared({names!r}), None, record={{"explore": 0.3, "seed": 5}}, run="t")
""")
    ray = {r["name"]: r for r in json.loads("[" + ",".join(
        (tmp_path / "ray" / "traces" / "t" / "episodes.jsonl").read_text().split("\n")[:-1]) + "]")}
    assert {r["name"]: r["cost"] for r in local} == {n: r["cost"] for n, r in ray.items()}
    logs = sorted(p.relative_to(tmp_path / "local") for p in (tmp_path / "local" / "traces").rglob("*.log"))
    assert logs and all((tmp_path / "local" / p).read_bytes() == (tmp_path / "ray" / p).read_bytes() for p in logs)


def test_a_run_folder_never_mixes_two_policies(tmp_path: Path) -> None:
    """Resuming a named run with another model file (even under the same path) is a one-line error."""
    from mlbridge_training.learn.export import export
    from mlbridge_training.learn.policy import Policy
    from mlbridge_training.learn.traces import Workspace, select_modules

    ws = Workspace(load_config("ml-inline"), str(SAMPLE), str(tmp_path / "w"), 1, lambda m: None)
    modules = ws.prepared(select_modules(str(SAMPLE), "train")[:1])
    model = tmp_path / "m.onnx"
    x = np.zeros((4, 39), np.float32)
    export(Policy.init(ws.resolved, x, seed=1), ws.resolved, str(model), {}, [])
    ws.episodes(modules, {"spec": f"onnx:{model}"}, run="eval")
    ws.episodes(modules, {"spec": f"onnx:{model}"}, run="eval")  # resumed: the same policy
    export(Policy.init(ws.resolved, x, seed=2), ws.resolved, str(model), {}, [])
    with pytest.raises(ConfigError, match="holds episodes of another policy"):
        ws.episodes(modules, {"spec": f"onnx:{model}"}, run="eval")


def test_regalloc_traces_record_the_teachers_evictions_and_the_rewards(tmp_path: Path) -> None:
    """ml-regalloc's config on real code generation: modules optimized with default<Oz> first, the mimic teacher
    answering through the recording runner; the logged choice is mimic's on the logged matrix, and each module's
    reward is minus its cost against LLVM's default advisor (spills+reloads and .text of the pass's own outputs)."""
    from mlbridge_passes.regalloc.policies import mimic_index
    from mlbridge_training.learn.traces import Workspace, load_dataset, select_modules, trace_logs

    ws = Workspace(load_config("ml-regalloc"), str(SAMPLE), str(tmp_path / "w"), 2, lambda m: None)
    names = [n for n in select_modules(str(SAMPLE), "all") if "lstate" in n or "lundump" in n or "chacha" in n]
    episodes = ws.episodes(ws.prepared(names), {"spec": ws.config.teacher}, record={"seed": 0}, run="mimic")
    data = load_dataset(trace_logs(str(tmp_path / "w"), "mimic"), ws.resolved)
    assert len(data) > 5 and data.x.shape[1:] == (33, 43)
    assert all(int(y) == mimic_index(x) for x, y in zip(data.x, data.y))
    costs = {e["name"]: e["cost"] for e in episodes}
    assert all(r == pytest.approx(-costs[m]) for r, m in zip(data.reward, data.module))
    assert all(set(e["outcomes"]) == {"spills_reloads", "text"} for e in episodes)
