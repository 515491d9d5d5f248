"""Per-decision rewards for the inliner (training/inliner/flips.py), computed on real modules through the corpus
backends: the local pool and a local Ray instance with 2 workers give the same rewards."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from conftest import run_on_local_ray

from mlbridge_llvm.corpus.backends import make_backend
from mlbridge_llvm.corpus.manifest import load_corpus
from mlbridge_training.inliner.flips import ModuleFlips, collect_flips, flip_labels, flip_module

SAMPLE = load_corpus(str(Path(__file__).resolve().parents[2] / "test" / "inputs" / "corpus"))
# modules where some single flip of LLVM's decision makes .text smaller (and others larger)
MODULES = ["lupa-2.8/third-party/lua53/ldump.o", "pycryptodome-4.4.0/src/chacha20.o", "lupa-2.8/third-party/lua53/lstate.o"]


def _collect(kind: str) -> dict[str, ModuleFlips]:
    with make_backend(kind, 2) as backend:
        out = list(collect_flips(SAMPLE.root, MODULES, backend, max_flips=24))
    assert all(isinstance(f, ModuleFlips) for f in out), out
    return {f.name: f for f in out}


def test_a_flip_reward_is_the_size_of_that_compilation() -> None:
    """Re-compiling with the one flipped decision gives exactly base + delta; past max_flips there is no reward."""
    from mlbridge_training.inliner.flips import _compile

    module = SAMPLE.module(MODULES[1])
    rec = flip_module({"name": module.name, "bc_path": module.bc_path, "max_flips": 64})
    deltas = rec["deltas"]
    assert len(deltas) == len(rec["rows"]) > 10 and None not in deltas
    k = int(np.argmin(deltas))
    assert deltas[k] < 0 < max(deltas)  # this module has a decision worth flipping, and ones not worth it
    size = _compile(module.read_bitcode(), lambda i, v: int(v[38]) ^ (i == k))
    assert size == rec["base_text"] + deltas[k]
    cut = flip_module({"name": module.name, "bc_path": module.bc_path, "max_flips": 3})
    assert cut["deltas"][:3] == deltas[:3] and set(cut["deltas"][3:]) == {None}


def test_labels_take_the_better_decision() -> None:
    rows = np.zeros((3, 39), np.int64)
    rows[:, 38] = [1, 0, 1]
    x, y, w = flip_labels([ModuleFlips("m", 100, rows, [-5, 7, None])])
    assert y.tolist() == [0, 0] and w.tolist() == [6.0, 8.0] and x.shape == (2, 39)


def test_pool_and_ray_give_the_same_rewards(tmp_path) -> None:
    pool = _collect("local")
    out = tmp_path / "ray.json"
    run_on_local_ray(f"""
        import json
        from mlbridge_llvm.corpus.backends import make_backend
        from mlbridge_training.inliner.flips import collect_flips
        with make_backend("ray", 2) as backend:
            got = list(collect_flips({SAMPLE.root!r}, {MODULES!r}, backend, max_flips=24))
        json.dump([[f.name, f.base_text, f.rows.tolist(), f.deltas] for f in got], open({str(out)!r}, "w"))
    """)
    on_ray = {name: ModuleFlips(name, base, np.asarray(rows, np.int64), deltas)
              for name, base, rows, deltas in json.loads(out.read_text())}
    assert pool.keys() == on_ray.keys() == set(MODULES)
    for name in MODULES:
        assert pool[name].base_text == on_ray[name].base_text > 0
        assert np.array_equal(pool[name].rows, on_ray[name].rows) and pool[name].deltas == on_ray[name].deltas
    assert any(d is not None and d < 0 for f in pool.values() for d in f.deltas)
