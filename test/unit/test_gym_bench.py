"""``mlbridge-bench gym`` and the section-5.4 example (scripts/gym_deploy.py): both run for real on a small budget,
and docs/gym.md's tables are the ones their committed JSON renders to."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from mlbridge_llvm.bench.readme import render_readme
from mlbridge_llvm.cli.bench import main as bench_main

ROOT = Path(__file__).resolve().parents[2]


def test_the_bench_times_the_floor_and_every_transport_and_saves_its_table(tmp_path: Path) -> None:
    assert bench_main(["gym", "--episodes", "2", "--steps", "3", "--repeat", "1", "--profile", "reward",
                       "-o", str(tmp_path)]) == 0
    data = json.loads((tmp_path / "gym.json").read_text())
    configs = [(r["config"], r["envs"]) for r in data["rows"]]
    assert configs == [("LLVM work alone (floor)", 1), ("environment, in-process", 1), ("environment, process", 1),
                       ("environment, pipe", 1), ("environment, grpc", 1), ("LLVM work alone (floor)", 2),
                       ("AsyncVectorEnv of in-process environments", 2), ("environment, pipe", 2),
                       ("environment, grpc", 2)]
    for row in data["rows"]:
        assert row["steps"] == 6 and row["steps_per_s"] > 0
        assert (row["overhead"] is None) == (row["config"] == "LLVM work alone (floor)")
    inproc = data["rows"][1]
    assert inproc["cpu_ms_per_step"] > 0 and inproc["cpu_overhead"] is not None
    goal = json.loads((tmp_path / "gym-goal.json").read_text())["rows"]
    assert [g["profile"] for g in goal] == ["reward"] and goal[0]["verdict"] in ("met", "missed")
    assert (tmp_path / "gym.csv").is_file() and (tmp_path / "gym.png").stat().st_size > 0


def test_the_deployed_policy_gives_the_environments_module_under_mlbridge_opt_and_mlbridge_cc(tmp_path: Path) -> None:
    """Train 2 episodes, export, deploy: the poset-rl pass replaying the policy and the policy driving llvm-v0 give
    the same module on every corpus module (the script exits 1 otherwise), and mlbridge-opt/mlbridge-cc run it."""
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "gym_deploy.py"), "--episodes", "2", "--repeat", "1",
                           "--out", str(tmp_path)], capture_output=True, text=True, timeout=600, cwd=tmp_path,
                          env={**os.environ, "TMPDIR": str(tmp_path)})
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    data = json.loads((tmp_path / "gym-deploy.json").read_text())
    assert len(data["rows"]) == 17 and all(r["same_ir"] for r in data["rows"])
    assert data["meta"]["tools"]["mlbridge-opt"]["same_ir_as_driver"] and data["meta"]["tools"]["mlbridge-cc"]["exit"] == 0
    assert (tmp_path / "policy.onnx").stat().st_size > 0


def test_docs_gym_tables_match_their_committed_json() -> None:
    blocks = render_readme(ROOT / "docs" / "gym.md")
    assert {"gym", "gym-goal", "gym-deploy"} <= set(blocks)
    for name, (in_doc, rendered) in blocks.items():
        assert in_doc == rendered, f"docs/gym.md block {name!r} differs from its JSON; run mlbridge-bench readme"
