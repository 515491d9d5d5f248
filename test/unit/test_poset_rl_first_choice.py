"""The first-choice experiment's choosers on a table whose answer is known
(:mod:`mlbridge_training.poset_rl.first_choice`)."""
from __future__ import annotations

import numpy as np
import pytest

from mlbridge_training.poset_rl import first_choice as FC


def table(n: int = 60, seed: int = 0) -> FC.Table:
    """Three sequences: 0 is 1% larger than Oz everywhere; 1 is 10% smaller where feature 0 > 0 and 5% larger
    elsewhere; 2 the reverse. Packages of 6 modules; the embedding carries the sign of feature 0 too."""
    rng = np.random.default_rng(seed)
    f0 = rng.choice([-1.0, 1.0], n)
    logs = np.stack([np.full(n, np.log(1.01)), np.where(f0 > 0, np.log(0.9), np.log(1.05)),
                     np.where(f0 > 0, np.log(1.05), np.log(0.9))], 1)
    names = tuple(f"p{i // 6}/m{i}.o" for i in range(n))
    feats = np.stack([f0, np.zeros(n), np.zeros(n)], 1).astype(np.float32)
    return FC.Table(names, logs, np.tile(f0[:, None] * 5, (1, 300)).astype(np.float32), feats)


def test_summary_weighs_packages_equally() -> None:
    names = ["a/1.o", "a/2.o", "a/3.o", "b/1.o"]
    s = FC.summary(names, np.log([0.5, 0.5, 0.5, 2.0]))
    assert s["package_geomean"] == pytest.approx(1.0)
    assert s["module_geomean"] == pytest.approx(np.exp(np.log([0.5, 0.5, 0.5, 2.0]).mean()))
    assert s["larger_share"] == 0.25 and s["packages"] == 2


def test_nearest_choice_finds_what_the_features_decide_and_fixed_cannot() -> None:
    t = table()
    fold = FC.module_folds(t.names, 5)
    near = FC.cross_validate(t, fold, FC.nearest_choice, k=5, prior=0.0)
    fixed = FC.cross_validate(t, fold, FC.fixed_choice)
    assert near["module_geomean"] == pytest.approx(0.9) and near["larger_share"] == 0.0
    assert fixed["module_geomean"] > 0.95
    rows = FC.experiment(t, folds=5)
    assert rows[0]["chooser"] == "oracle" and rows[0]["module_geomean"] == pytest.approx(0.9)
    assert {r["split"] for r in rows} == {"-", "package", "module"}


def test_module_folds_are_stable_and_in_range() -> None:
    names = [f"p/m{i}.o" for i in range(50)]
    fold = FC.module_folds(names, 5)
    assert fold == FC.module_folds(list(reversed(names)), 5) and set(fold.values()) <= set(range(5))
