"""Does the observation tell which phase order wins? A table look-up experiment over the measured catalog.

Policy mode decides from the module's observation (IR2Vec embedding and module features) without seeing any
result. This experiment bounds what such a decision can reach, with no compilation: every training module has
the ``.text`` of every catalog sequence measured (:mod:`.catalog`), so a chooser that picks one whole sequence
from the module's *initial* observation is scored by table look-ups, in cross-validation:

* ``oracle``: the best catalog sequence of each module (what a perfect chooser over this catalog reaches);
* ``fixed``: the one sequence best on the fold's training modules, applied to every left-out module (a constant
  policy);
* ``nearest k=K prior=P``: for a left-out module, the sequence that minimises the mean log size ratio over its K
  nearest training modules (standardised ``sign(x)*log1p(|x|)`` embedding and module features, the policy's
  inputs) plus P times the mean over all training modules (P shrinks towards ``fixed``).

Folds are grouped by package (the protocol) and, for contrast, by module hash (neighbours from the same code base
allowed). Each row reports the module geomean, the package geomean of ``.text`` vs ``default<Oz>`` and the share
of modules larger than Oz: the two numbers policy mode's target bounds (<= 0.99, <= 20% larger).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from mlbridge_llvm.corpus.report import by_package
from mlbridge_llvm.corpus.splits import bucket

from .catalog import Measured
from .train import cv_folds, preprocess

#: The choosers' grid: neighbours K x prior weight P.
NEAREST_GRID = ((10, 0.0), (10, 1.0), (40, 0.0), (40, 1.0))


@dataclass(frozen=True)
class Table:
    """Modules with code: ``log_ratio[m, k]`` = log(.text after catalog sequence k / Oz's .text), and the initial
    observation of module m: ``embedding[m]`` (``sign(x)*log1p(|x|)``) and ``features[m]`` (module features)."""

    names: tuple[str, ...]
    log_ratio: np.ndarray
    embedding: np.ndarray
    features: np.ndarray

    @classmethod
    def of(cls, measured: Mapping[str, Measured], oz: Mapping[str, int]) -> "Table":
        """The table of the measured modules whose Oz build has code (in ``measured``'s order)."""
        names = tuple(n for n in measured if oz.get(n, 0) > 0)
        logs = np.array([np.log(np.maximum(measured[n].sizes, 1) / oz[n]) for n in names], np.float64)
        return cls(names, logs, preprocess(np.stack([measured[n].embeddings[0] for n in names])),
                   np.stack([measured[n].features[0] for n in names]).astype(np.float32))


def summary(names: Sequence[str], log_ratio: np.ndarray) -> dict[str, float]:
    """Module geomean, package geomean (the protocol's, :func:`mlbridge_llvm.corpus.report.by_package`) and share
    larger than Oz."""
    packages, package_geomean = by_package(list(zip(names, np.exp(np.asarray(log_ratio, np.float64)).tolist())))
    return {"module_geomean": float(np.exp(np.mean(log_ratio))), "package_geomean": package_geomean,
            "larger_share": float(np.mean(np.asarray(log_ratio) > 0)), "modules": len(names),
            "packages": len(packages)}


def _standardised(a: np.ndarray, train: np.ndarray) -> np.ndarray:
    mean, std = a[train].mean(0), a[train].std(0)
    return (a - mean) / np.where(std > 1e-6, std, 1.0)


def fixed_choice(table: Table, train: np.ndarray, test: np.ndarray) -> np.ndarray:
    """The sequence best on the training rows (geomean), for every test row."""
    return np.full(int(test.sum()), int(table.log_ratio[train].sum(0).argmin()))


def nearest_choice(table: Table, train: np.ndarray, test: np.ndarray, k: int, prior: float) -> np.ndarray:
    """Per test row: argmin of the mean log ratio over its ``k`` nearest training rows + ``prior`` x the training
    mean."""
    z = np.concatenate([_standardised(table.embedding, train), _standardised(table.features, train)], 1)
    d = ((z[test][:, None, :] - z[train][None, :, :]) ** 2).sum(-1)
    near = np.argsort(d, axis=1, kind="stable")[:, :k]
    logs = table.log_ratio[train]
    return (logs[near].mean(1) + prior * logs.mean(0)).argmin(1)


def module_folds(names: Sequence[str], k: int) -> dict[str, int]:
    """Module -> fold by a hash of the module name (modules of one package on both sides)."""
    return {n: min(int(bucket("fold:" + n) * k), k - 1) for n in names}


def cross_validate(table: Table, fold: Mapping[str, int], chooser: Callable[..., np.ndarray],
                   **kw: Any) -> dict[str, float]:
    """:func:`summary` of the sequences ``chooser(table, train, test, **kw)`` picks for each fold's left-out rows."""
    f = np.array([fold[n] for n in table.names])
    pick = np.zeros(len(f), int)
    for k in np.unique(f):
        pick[f == k] = chooser(table, f != k, f == k, **kw)
    return summary(table.names, table.log_ratio[np.arange(len(f)), pick])


def experiment(table: Table, folds: int = 5) -> list[dict[str, Any]]:
    """Every chooser under package folds and module-hash folds: one row each (``split``, ``chooser`` + summary)."""
    rows = [{"split": "-", "chooser": "oracle", **summary(table.names, table.log_ratio.min(1))}]
    for split, fold in (("package", cv_folds(table.names, folds)), ("module", module_folds(table.names, folds))):
        rows.append({"split": split, "chooser": "fixed", **cross_validate(table, fold, fixed_choice)})
        for k, prior in NEAREST_GRID:
            rows.append({"split": split, "chooser": f"nearest k={k} prior={prior:g}",
                         **cross_validate(table, fold, nearest_choice, k=k, prior=prior)})
    return rows
