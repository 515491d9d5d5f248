"""The shared training library: one Adam (flat and in-place list modes) and one rank-based ES loop."""
from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from mlbridge_training.common import Adam, antithetic_es


def _reference_adam_steps(theta: np.ndarray, grads: list[np.ndarray], lr: float) -> np.ndarray:
    """Adam written out from its definition (Kingma & Ba), in theta's dtype."""
    m = np.zeros_like(theta)
    v = np.zeros_like(theta)
    for t, g in enumerate(grads, start=1):
        m = 0.9 * m + (1 - 0.9) * g
        v = 0.999 * v + (1 - 0.999) * g * g
        theta = theta - lr * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
    return theta


def test_adam_flat_and_list_modes_follow_the_definition() -> None:
    rng = np.random.default_rng(1)
    grads64 = [rng.normal(size=12) for _ in range(30)]
    flat, adam = np.zeros(12), Adam(12, 0.01)
    for g in grads64:
        flat = flat - adam.step(g)
    assert np.array_equal(flat, _reference_adam_steps(np.zeros(12), grads64, 0.01))
    w = rng.normal(size=(3, 4)).astype(np.float32)
    start = w.copy()
    grads32 = [rng.normal(size=(3, 4)).astype(np.float32) for _ in range(30)]
    listed = Adam([w], 0.01)
    for g in grads32:
        listed.update([w], [g])
    assert w.dtype == np.float32 and np.array_equal(w, _reference_adam_steps(start, grads32, 0.01))


def test_antithetic_es_minimises_and_keeps_the_best_seen() -> None:
    target = np.linspace(-1, 1, 6)

    def score(theta: np.ndarray) -> float:
        return float(np.sum((theta - target) ** 2))

    seen: list[tuple[int, float]] = []
    start = np.zeros(6)
    best_theta, best = antithetic_es(start, score, lambda cs: [score(c) for c in cs], iterations=60, population=8,
                                     sigma=0.1, lr=0.05, seed=0,
                                     on_iteration=lambda it, cur, b, pb, s: seen.append((it, b)))
    assert best == score(best_theta) < 0.1 * score(start)
    assert [it for it, _ in seen] == list(range(60)) and all(b1 >= b2 for (_, b1), (_, b2) in zip(seen, seen[1:]))
    again, _ = antithetic_es(start, score, lambda cs: [score(c) for c in cs], iterations=60, population=8, sigma=0.1,
                             lr=0.05, seed=0)
    assert np.array_equal(again, best_theta)  # deterministic for a seed
    _, with_candidates = antithetic_es(start, score, lambda cs: [score(c) for c in cs], iterations=3, population=8,
                                       sigma=0.5, lr=1e-9, seed=0, keep_population_best=True)
    _, without = antithetic_es(start, score, lambda cs: [score(c) for c in cs], iterations=3, population=8, sigma=0.5,
                               lr=1e-9, seed=0)
    assert with_candidates < without  # a tiny step barely moves theta; the best sampled candidate is kept


@given(st.lists(st.tuples(st.sampled_from("abcdefgh"), st.integers(0, 30)), min_size=1, max_size=60, unique=True))
def test_package_splits_never_cut_a_code_base(pairs: list[tuple[str, int]]) -> None:
    from mlbridge_llvm.corpus.manifest import package_of
    from mlbridge_training.common import package_folds, split_by_package

    names = [f"{p}-1.0/src/f{i}.o" for p, i in pairs]
    train, held = split_by_package(names, 0.4)
    assert sorted(train + held) == sorted(names)
    assert not {package_of(n) for n in train} & {package_of(n) for n in held}
    assert split_by_package(list(reversed(names)), 0.4)[1] == list(reversed(held))  # same packages, any order
    packages = {package_of(n) for n in names}
    if len(packages) >= 3:
        folds = package_folds(names, 3)
        tested = [package_of(n) for _, test in folds for n in test]
        assert sorted(set(tested)) == sorted(packages) and len(tested) == len(names)  # each module tested once
        for tr, te in folds:
            assert te and not {package_of(n) for n in tr} & {package_of(n) for n in te}


def test_poset_cv_folds_and_per_package_reading_keep_code_bases_whole(tmp_path) -> None:
    """The poset-rl trainers' CV folds group by package, and ``read_corpus(modules_per_package=N)`` reads the modules
    ``mlbridge-corpus subset --per-package N`` writes."""
    from pathlib import Path

    from mlbridge_llvm.cli.corpus import main as corpus_main
    from mlbridge_llvm.corpus.manifest import load_corpus, package_of
    from mlbridge_training.common import read_corpus
    from mlbridge_training.poset_rl.train import cv_folds

    sample = Path(__file__).resolve().parents[1] / "inputs" / "corpus"
    names = sorted(read_corpus(str(sample), 10**9))
    folds = cv_folds(names, 3)
    assert sorted(folds) == names and set(folds.values()) == {0, 1, 2}
    assert all(len({folds[n] for n in names if package_of(n) == p}) == 1 for p in {package_of(n) for n in names})
    assert corpus_main(["subset", str(sample), "--per-package", "1", "-o", str(tmp_path / "one")]) == 0
    subset = sorted(m.name for m in load_corpus(str(tmp_path / "one")).modules)
    assert subset == sorted(read_corpus(str(sample), 10**9, modules_per_package=1))
    assert len(subset) == len({package_of(n) for n in names})  # one per package, both sides of the split


def test_backprop_matches_finite_differences_for_every_block_and_leading_axes() -> None:
    """The one MLP backward pass: hidden blocks, an output block, L2, and per-candidate [n, k, c] inputs."""
    from mlbridge_training.mlp import Dense, backprop

    rng = np.random.default_rng(3)
    x, f, m = rng.normal(size=(5, 3, 4)), rng.normal(size=(5, 3, 2)), rng.normal(size=(5, 3, 6))
    params = {"w0": rng.normal(size=(4, 7)), "wf": rng.normal(size=(2, 7)), "b0": rng.normal(size=7),
              "w1": rng.normal(size=(7, 6)), "b1": rng.normal(size=6), "wm": rng.normal(size=(6, 6))}
    target, l2 = rng.normal(size=(5, 3, 6)), 0.3

    def loss(p: dict) -> float:
        h = np.maximum(x @ p["w0"] + f @ p["wf"] + p["b0"], 0)
        out = h @ p["w1"] + p["b1"] + m @ p["wm"]
        return 0.5 * float(((out - target) ** 2).sum()) + l2 / 2 * sum(float((p[k] ** 2).sum())
                                                                        for k in ("w0", "wf", "w1", "wm"))

    h = np.maximum(x @ params["w0"] + f @ params["wf"] + params["b0"], 0)
    d_out = h @ params["w1"] + params["b1"] + m @ params["wm"] - target
    g = backprop(d_out, h, params["w1"], [Dense(x, params["w0"]), Dense(f, params["wf"])],
                 [Dense(m, params["wm"])], l2=l2)
    analytic = {"w0": g.hidden[0], "wf": g.hidden[1], "b0": g.b0, "w1": g.w1, "b1": g.b1, "wm": g.output[0]}
    for name, grad in analytic.items():
        assert grad.shape == params[name].shape
        numeric = np.zeros_like(grad)
        for i in np.ndindex(grad.shape):
            up, down = {k: v.copy() for k, v in params.items()}, {k: v.copy() for k, v in params.items()}
            up[name][i] += 1e-6
            down[name][i] -= 1e-6
            numeric[i] = (loss(up) - loss(down)) / 2e-6
        assert np.allclose(grad, numeric, rtol=1e-5, atol=1e-5), name
