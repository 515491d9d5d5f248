"""poset-rl's catalog policy: the catalog, real measurements, fitting on measured regret, the ONNX graph."""
from __future__ import annotations

import glob
import os

import numpy as np
import pytest

from mlbridge_llvm.runners.onnx import ONNXModelRunner
from mlbridge_passes.poset_rl import STOP
from mlbridge_training.poset_rl import catalog as C
from mlbridge_training.poset_rl.catalog import catalog_policy_model
from mlbridge_passes.poset_rl.sequences import ODG

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = sorted(glob.glob(os.path.join(ROOT, "test", "inputs", "corpus", "**", "*.bc"), recursive=True))


def random_policy(cat: C.Catalog, seed: int = 0, hidden: int = 8) -> C.CatalogPolicy:
    rng = np.random.default_rng(seed)
    k = len(cat.seqs)
    f32 = np.float32
    return C.CatalogPolicy(rng.normal(size=(300, hidden)).astype(f32), rng.normal(size=hidden).astype(f32),
                           rng.normal(size=(hidden, k)).astype(f32), rng.normal(size=k).astype(f32),
                           np.zeros(300, f32), np.ones(300, f32), cat, rng.normal(size=(3, hidden)).astype(f32),
                           np.zeros(3, f32), np.ones(3, f32))


def test_catalog_is_prefix_closed_and_free_of_order_collisions() -> None:
    cat = C.Catalog.from_sequences([(26, 0, 18), (26, 0), (2, 3), (3, 2, 5), (2, 3, 7), (26,)], 34)
    assert cat.seqs[0] == ()
    assert set(cat.seqs) == {(), (2,), (3,), (26,), (2, 3), (26, 0), (2, 3, 7), (26, 0, 18)}
    # {2, 3} in two orders: (2, 3) is passed through twice, (3, 2) once -> (3, 2, 5) is cut before (3, 2)
    for s in cat.seqs:
        assert s[:-1] in cat.seqs
    sets = [frozenset(s) for s in cat.seqs]
    assert len(sets) == len(set(sets))
    with pytest.raises(ValueError, match="distinct"):
        C.Catalog.from_sequences([(1, 1)], 34)


def test_consistency_and_next_action_follow_the_applied_set() -> None:
    cat = C.Catalog.from_sequences([(26, 0, 18), (23, 7)], 34)
    mask = np.ones(34, np.float32)
    assert {cat.seqs[i] for i in np.flatnonzero(cat.consistent(mask))} == set(cat.seqs)
    mask[[26, 0]] = 0
    ok = {cat.seqs[i] for i in np.flatnonzero(cat.consistent(mask))}
    assert ok == {(26, 0), (26, 0, 18)}
    assert cat.next_action(cat.index()[(26, 0, 18)], mask) == 18
    assert cat.next_action(cat.index()[(26, 0)], mask) == STOP
    mask[5] = 0  # an applied set no catalog prefix has
    assert not cat.consistent(mask).any()


def test_onnx_graph_equals_the_numpy_policy_on_random_states() -> None:
    cat = C.Catalog.from_sequences([(26,), (26, 0, 18), (26, 0, 22, 1), (23, 7), (2, 3), (26, 6)], 34)
    p = random_policy(cat)
    runner = ONNXModelRunner(catalog_policy_model(p))
    rng = np.random.default_rng(1)
    for trial in range(200):
        mask = np.ones(34, np.float32)
        s = cat.seqs[rng.integers(len(cat.seqs))]
        s = s[:rng.integers(len(s) + 1)]
        if trial % 5 == 0:  # also sets no catalog sequence reaches, and more actions than the longest has
            s = tuple(rng.choice(34, rng.integers(0, 12), replace=False))
        mask[list(s)] = 0
        emb = (rng.normal(size=300) * 100).astype(np.float32)
        f = rng.normal(size=3).astype(np.float32)
        want = p.act(emb, mask, f)
        got = int(runner.populate_features(embedding=emb[None], action_mask=mask[None],
                                           module_features=f[None]).evaluate(int))
        assert got == want, (s, got, want)
        if not cat.consistent(mask).any():
            assert got == STOP


def test_measure_applies_real_pipelines_and_shares_prefixes() -> None:
    from mlbridge_llvm.ir.codegen import text_size_of_bitcode
    from mlbridge_training.poset_rl.train import apply, normalize

    with open(CORPUS[0], "rb") as f:
        bc = f.read()
    seqs = [(), (26,), (26, 22), (33,)]
    got = C.measure(CORPUS[0], bc, seqs)
    assert set(got) == set(seqs)
    start = normalize(bc)
    assert got[()][0] == text_size_of_bitcode(start)
    after = apply(apply(start, ODG[26]), ODG[22])
    assert got[(26, 22)][0] == text_size_of_bitcode(after)
    assert got[(26,)][1].shape == (300,) and got[(26,)][2].shape == (3,)
    # known entries are kept, not recomputed
    again = C.measure(CORPUS[0], bc, seqs + [(33, 2)], known={(): (-1, got[()][1], got[()][2])})
    assert again[()][0] == -1 and (33, 2) in again


def test_fit_learns_which_family_is_smaller_from_the_features() -> None:
    """Synthetic measurements: one module feature decides whether sequences starting with 26 or with 32 are smaller;
    the fitted policy must follow the smaller family on unseen modules, in numpy and in ONNX alike."""
    cat = C.Catalog.from_sequences([(26, 22), (32, 8)], 34)
    idx = cat.index()
    rng = np.random.default_rng(0)
    state_emb = (rng.normal(size=(len(cat.seqs), 300)) * 10).astype(np.float32)  # the same for every module

    def module(i: int, f0: float) -> C.Measured:
        sizes = np.full(len(cat.seqs), 1000)
        good, bad = ((26, 22), (32, 8)) if f0 > 3 else ((32, 8), (26, 22))
        sizes[idx[good[:1]]], sizes[idx[good]] = 900, 850
        sizes[idx[bad[:1]]], sizes[idx[bad]] = 1100, 1050
        emb = state_emb + rng.normal(size=state_emb.shape).astype(np.float32) * 0.01
        feats = np.tile(np.array([f0, 0.5, 5.0], np.float32), (len(cat.seqs), 1))
        return C.Measured(f"m{i}", sizes, emb, feats)

    train = [module(i, f) for i, f in enumerate(rng.uniform(0, 6, 80))]
    p = C.fit(cat, train, hidden=16, epochs=300, seed=0)
    test = [module(100 + i, f) for i, f in enumerate(rng.uniform(0, 6, 40))]
    followed = [C.simulate(p, m)[0] for m in test]
    right = [s == ((26, 22) if m.features[0, 0] > 3 else (32, 8)) for s, m in zip(followed, test)]
    assert np.mean(right) > 0.9
    runner = ONNXModelRunner(catalog_policy_model(p))
    m = test[0]
    mask = np.ones(34, np.float32)
    first = int(runner.populate_features(embedding=m.embeddings[:1], action_mask=mask[None],
                                         module_features=m.features[:1]).evaluate(int))
    assert first == followed[0][0]


def test_ensemble_scores_are_the_mean_of_its_members() -> None:
    cat = C.Catalog.from_sequences([(26, 22), (32, 8), (2,)], 34)
    a, b = random_policy(cat, 1), random_policy(cat, 2)
    e = C.ensemble([a, b])
    emb = np.random.default_rng(3).normal(size=(5, 300)).astype(np.float32)
    f = np.ones((5, 3), np.float32)
    np.testing.assert_allclose(e.scores(emb, f), (a.scores(emb, f) + b.scores(emb, f)) / 2, rtol=1e-4, atol=1e-4)


def test_portfolio_picks_complementary_sequences() -> None:
    cat = C.Catalog.from_sequences([(26,), (32,), (2,)], 34)
    idx = cat.index()

    def module(good: tuple[int, ...]) -> C.Measured:
        sizes = np.full(len(cat.seqs), 1000)
        sizes[idx[(2,)]] = 950  # a little better everywhere
        sizes[idx[good]] = 500
        return C.Measured("m", sizes, np.zeros((len(cat.seqs), 300), np.float32),
                          np.zeros((len(cat.seqs), 3), np.float32))

    ms = [module((26,))] * 3 + [module((32,))] * 2
    assert C.portfolio(cat, ms, 1) == [(26,)]
    assert C.portfolio(cat, ms, 2) == [(26,), (32,)]


def test_the_pass_runs_a_catalog_model_and_follows_one_of_its_sequences(tmp_path) -> None:
    """The exported graph is a drop-in ``poset-rl`` model: the pass (in-process ONNX, real embeddings and module
    features) applies exactly the sequence the numpy policy follows from the same observations."""
    from mlbridge_llvm.driver import RunnerChoice, optimize_llvm
    from mlbridge_llvm.onnx_models import save_model
    from mlbridge_training.poset_rl.train import rollout

    cat = C.Catalog.from_sequences([(26, 0, 18), (26, 22), (32, 8, 22), (2, 6)], 34)
    with open(CORPUS[1], "rb") as f:
        bc = f.read()
    seen: set = set()
    for seed in range(6):
        p = random_policy(cat, seed)
        path = save_model(catalog_policy_model(p), str(tmp_path / f"cat{seed}.onnx"))
        _, remarks = optimize_llvm(bc, "poset-rl", RunnerChoice("onnx", path), text=True)
        applied = tuple(r.args["action"] for r in remarks if r.name == "SubSequence")
        assert applied in cat.seqs
        assert applied == tuple(rollout(p.act, CORPUS[1], bc).actions)
        seen.add(applied)
    assert len(seen) > 1 and max(map(len, seen)) >= 2
