"""The evaluation protocol's splits: whole code bases on one side (leave-one-package-out), never modules of one
package on both.

A module's package is the first component of its name (:func:`~mlbridge_llvm.corpus.manifest.package_of`), what
``mlbridge-corpus build`` writes. Splits hash the package key, so they are stable across runs, machines and corpus
growth: adding packages never moves an existing package to the other side.
"""
from __future__ import annotations

import hashlib
from typing import Sequence

from .manifest import package_of


def bucket(key: str) -> float:
    """A stable number in [0, 1] for ``key`` (sha1)."""
    return int(hashlib.sha1(key.encode()).hexdigest()[:8], 16) / 0xFFFFFFFF


def packages(names: Sequence[str]) -> list[str]:
    """The packages (code bases) of module names, sorted."""
    return sorted({package_of(n) for n in names})


def split_by_package(names: Sequence[str], held_out: float = 0.4) -> tuple[list[str], list[str]]:
    """(train, held-out) module names: a package is held out when its hash bucket is below ``held_out``. Order
    within each side is the input order."""
    held = {p for p in {package_of(n) for n in names} if bucket(p) < held_out}
    return [n for n in names if package_of(n) not in held], [n for n in names if package_of(n) in held]


def package_folds(names: Sequence[str], k: int) -> list[tuple[list[str], list[str]]]:
    """Grouped k-fold by package: ``k`` (train, test) pairs; each package is in exactly one test fold (packages are
    dealt to folds in the order of their hash, so folds differ in size by at most one package)."""
    ordered = sorted(packages(names), key=lambda p: (bucket(p), p))
    if not 1 < k <= len(ordered):
        raise ValueError(f"package_folds: k={k} needs 2..{len(ordered)} (the number of packages)")
    fold_of = {p: i % k for i, p in enumerate(ordered)}
    return [([n for n in names if fold_of[package_of(n)] != f], [n for n in names if fold_of[package_of(n)] == f])
            for f in range(k)]


def per_package(names: Sequence[str], limit: int) -> list[str]:
    """At most ``limit`` modules per package (0: all), chosen by a hash of the name, in name order."""
    groups: dict[str, list[str]] = {}
    for n in names:
        groups.setdefault(package_of(n), []).append(n)
    return sorted(n for g in groups.values() for n in (sorted(g, key=bucket)[:limit] if limit else g))
