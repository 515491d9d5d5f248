"""Training's per-module work on the corpus backends (training/pool.py): the poset-rl oracle and roll-outs give the
same results in this process, on a local pool and on a local Ray instance with 2 workers, and a call that fails
in its worker is an error naming its module."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import run_on_local_ray

from mlbridge_training.pool import TrainingJobError, pool_map_ordered, training_backend, using_backend
from mlbridge_training.poset_rl import train as T

CORPUS = Path(__file__).resolve().parents[2] / "test" / "inputs" / "corpus"
MODULES = ["pycryptodome-4.4.0/src/chacha20.o", "lupa-2.8/third-party/lua53/lstate.o"]


def _modules() -> list[tuple[str, bytes]]:
    return [(m, (CORPUS / f"{m}.bc").read_bytes()) for m in MODULES]


def _oracle_and_rollouts(workers: int) -> list:
    """The greedy oracle and a fixed policy's roll-outs, as plain data."""
    mods = _modules()
    searches = T.collect(mods, "odg", 4, workers, log=lambda _s: None)
    rolls = T.evaluate(T.OnnxPolicy(str(Path(__file__).resolve().parents[2] / "models" / "poset-rl-odg.onnx")),
                       mods, "odg", 4, workers, step_sizes=True)
    return [[s.module, s.actions, s.sizes, s.oz_size] for s in searches] + \
           [[r.module, r.actions, r.step_sizes] for r in rolls]


def test_in_process_and_local_pool_agree() -> None:
    here = _oracle_and_rollouts(1)
    assert here == _oracle_and_rollouts(2)
    assert [row[0] for row in here] == MODULES * 2  # input order, whatever the completion order
    assert all(row[1] for row in here)  # the oracle and the policy both took steps


def test_a_shared_backend_serves_every_call_of_a_run() -> None:
    with training_backend("local", 2) as backend, using_backend(backend):
        first = pool_map_ordered(T._search_job, [(n, bc, "odg", 2, None) for n, bc in _modules()])
        workers = {w.pid for w in backend._workers}
        second = pool_map_ordered(T._search_job, [(n, bc, "odg", 2, None) for n, bc in _modules()])
        assert {w.pid for w in backend._workers} == workers  # the same worker processes, not a pool per call
    assert [s.actions for s in first] == [s.actions for s in second]


def test_a_failed_call_names_its_module() -> None:
    with pytest.raises(TrainingJobError, match=r"not-bitcode\.o: exception"):
        T.collect([("not-bitcode.o", b"this is not bitcode")], "odg", 2, workers=2, log=lambda _s: None)


def test_pool_and_ray_give_the_same_results(tmp_path) -> None:
    out = tmp_path / "ray.json"
    run_on_local_ray(f"""
        import json, sys
        sys.path.insert(0, {str(Path(__file__).resolve().parent)!r})
        from test_training_pool import _oracle_and_rollouts
        from mlbridge_training.pool import training_backend, using_backend
        with training_backend("ray", 2) as backend, using_backend(backend):
            json.dump(_oracle_and_rollouts(2), open({str(out)!r}, "w"))
    """)
    assert json.loads(out.read_text()) == json.loads(json.dumps(_oracle_and_rollouts(2)))


def test_with_on_failure_a_failed_call_is_reported_and_gives_none() -> None:
    failed: list[str] = []
    jobs = [(n, bc, "odg", 1, None) for n, bc in _modules()] + [("not-bitcode.o", b"junk", "odg", 1, None)]
    got = pool_map_ordered(T._search_job, jobs, 2, on_failure=lambda job, msg: failed.append(f"{job[0]} {msg}"))
    assert [s.module for s in got[:2]] == MODULES and got[2] is None
    assert len(failed) == 1 and failed[0].startswith("not-bitcode.o exception: IRError")
