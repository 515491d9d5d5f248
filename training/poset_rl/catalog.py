"""A catalog of sub-sequence orders and the measurements of every one on every training module.

The step-wise cloned policy (:mod:`.train`) imitates a greedy oracle one step at a time; once it deviates it walks
into states it never saw and wanders (7.9 steps held out vs the oracle's 3.3). A *catalog policy* instead chooses,
at each state, among whole sequences of a fixed catalog: the prefix-closed set of the greedy oracle's action
sequences on the training modules (the empty sequence = "stop at once" included). Every catalog entry is also a
state (the module after that prefix), so:

* every training state the policy can ever reach is a catalog prefix, and it has been measured: the ``.text`` of
  *every* catalog sequence on *every* training module (:func:`measure`), so training minimises the measured regret
  directly (full-information cost-sensitive classification), and there is no distribution shift between training
  and use;
* a new module follows a sequence that worked on some training module, at most as long as the longest one.

:class:`Catalog` holds the sequences (index 0 = the empty one) and the tables the ONNX graph uses to stay
consistent with what was applied: the pass only reports the applied *set* (the action mask), so two catalog
sequences may not reach the same set in a different order (:meth:`Catalog.from_sequences` keeps the more frequent).

Tried, not shipped: 5-fold CV 0.973 vs the shipped cloned ensemble's 0.971 (``models/poset-rl-odg.md``, "Tried
since: a catalog policy"). :func:`portfolio` gives the no-model baseline that explains why: the best of two fixed
sequences by measured ``.text`` (0.963) beats every learned chooser. The catalog is also where plan mode's plans
come from (:func:`portfolio`, :mod:`.planner`; its critic chooses by the *results*, :mod:`.critic`).
"""
from __future__ import annotations

import hashlib
import os
import pickle
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Callable, Iterable, Mapping, Sequence

import numpy as np

from mlbridge_llvm.fileio import atomic_write
from mlbridge_training.common import Adam, MLPPolicy
from mlbridge_training.mlp import Dense, backprop
from mlbridge_training.pool import pool_map

from mlbridge_passes.poset_rl.features import N_FEATURES, module_features
from mlbridge_passes.poset_rl.poset import EMBED_DIM, STOP
from mlbridge_passes.poset_rl.sequences import action_space

Seq = tuple[int, ...]


@dataclass(frozen=True)
class Catalog:
    """Prefix-closed sequences of action indices; ``seqs[0] == ()``."""

    seqs: tuple[Seq, ...]
    n_actions: int

    @classmethod
    def from_sequences(cls, sequences: Iterable[Sequence[int]], n_actions: int) -> "Catalog":
        """The prefix closure of ``sequences`` (duplicates counted), without order collisions: when two prefixes
        apply the same set of actions in a different order, the one that more sequences pass through is kept
        (ties: the lexicographically smaller), and every sequence through the other is cut before it."""
        through: Counter = Counter()
        seqs = [tuple(int(a) for a in s) for s in sequences]
        for s in seqs:
            if len(set(s)) != len(s) or any(not 0 <= a < n_actions for a in s):
                raise ValueError(f"catalog sequence {s}: actions must be distinct indices in [0, {n_actions})")
            for i in range(len(s) + 1):
                through[s[:i]] += 1
        owner: dict[frozenset, Seq] = {}
        for p in sorted(through, key=lambda p: (len(p), -through[p], p)):
            owner.setdefault(frozenset(p), p)
        kept: set[Seq] = set()
        for s in seqs:
            for i in range(len(s) + 1):
                if owner[frozenset(s[:i])] != s[:i]:
                    break
                kept.add(s[:i])
        kept.add(())
        return cls(tuple(sorted(kept, key=lambda p: (len(p), p))), n_actions)

    @property
    def max_len(self) -> int:
        """The longest sequence."""
        return max(len(s) for s in self.seqs)

    def index(self) -> dict[Seq, int]:
        """Sequence -> catalog index."""
        return self._index

    @cached_property
    def _index(self) -> dict[Seq, int]:
        return {s: i for i, s in enumerate(self.seqs)}

    def descendants(self) -> np.ndarray:
        """bool ``[K, K]``: ``D[i, k]`` = sequence k extends sequence i (k == i included)."""
        k = len(self.seqs)
        d = np.zeros((k, k), bool)
        for i, p in enumerate(self.seqs):
            for j, s in enumerate(self.seqs):
                d[i, j] = s[:len(p)] == p
        return d

    @cached_property
    def prefix_sets(self) -> np.ndarray:
        """float32 ``[L + 1, K, n]`` (computed once, read-only): row ``[t, k]`` = indicator of the first ``t`` actions
        of sequence k, or 2.0 everywhere when k is shorter than t (never equal to an applied-set indicator)."""
        out = np.full((self.max_len + 1, len(self.seqs), self.n_actions), 2.0, np.float32)
        for k, s in enumerate(self.seqs):
            for t in range(len(s) + 1):
                out[t, k] = 0.0
                out[t, k, list(s[:t])] = 1.0
        out.flags.writeable = False
        return out

    def next_actions(self) -> np.ndarray:
        """int64 ``[L + 1, K]``: the action after the first ``t`` of sequence k, or -1 (stop) at its end."""
        out = np.full((self.max_len + 1, len(self.seqs)), STOP, np.int64)
        for k, s in enumerate(self.seqs):
            for t in range(len(s)):
                out[t, k] = s[t]
        return out

    def consistent(self, mask: np.ndarray) -> np.ndarray:
        """bool ``[K]``: the sequences whose first ``t`` actions are exactly the applied set (t = its size)."""
        applied = 1.0 - np.asarray(mask, np.float32).reshape(-1)
        t = int(round(applied.sum()))
        if t > self.max_len:
            return np.zeros(len(self.seqs), bool)
        return np.all(self.prefix_sets[t] == applied[None, :], axis=1)

    def next_action(self, k: int, mask: np.ndarray) -> int:
        """The action sequence ``k`` applies next given the applied set in ``mask`` (-1 = stop)."""
        t = int(round((1.0 - np.asarray(mask, np.float32)).sum()))
        s = self.seqs[k]
        return s[t] if t < len(s) else STOP


@dataclass
class Measured:
    """One module after every catalog sequence: ``.text`` ``[K]``, the state's embedding ``[K, 300]`` and module
    features ``[K, F]`` (the observation the pass would see after that prefix)."""

    module: str
    sizes: np.ndarray
    embeddings: np.ndarray
    features: np.ndarray


def prefix_states(name: str, bitcode: bytes, space: str = "odg") -> Callable[[Seq], bytes]:
    """``state(seq)``: the module's bitcode after ``seq`` (from :func:`.train.start_state`: normalised, the
    always-inline prelude applied where the pass applies it); every prefix is applied once and kept."""
    from .train import apply, start_state

    actions = action_space(space)
    states: dict[Seq, bytes] = {(): start_state(bitcode, name)}

    def state(s: Seq) -> bytes:
        if s not in states:
            states[s] = apply(state(s[:-1]), actions[s[-1]], name)
        return states[s]
    return state


def cache_file(cache: str | None, tag: str, name: str, space: str, bitcode: bytes) -> str | None:
    """The per-module cache file of a measurement kind ``tag`` (None without ``cache``; the directory is created)."""
    if not cache:
        return None
    os.makedirs(cache, exist_ok=True)
    return os.path.join(cache, hashlib.sha1(f"{tag}|{name}|{space}".encode() + bitcode).hexdigest()[:20] + ".pkl")


def measure(name: str, bitcode: bytes, seqs: Sequence[Seq], space: str = "odg",
            known: dict[Seq, tuple[int, np.ndarray, np.ndarray]] | None = None
            ) -> dict[Seq, tuple[int, np.ndarray, np.ndarray]]:
    """``.text``, embedding and module features after each of ``seqs`` applied to the module as given (prefixes are
    applied once and shared; entries already in ``known`` are not recomputed)."""
    from .train import SizeCache, embedding_bc

    sizes = SizeCache()
    out = dict(known or {})
    state = prefix_states(name, bitcode, space)
    for s in sorted(set(seqs), key=lambda p: (len(p), p)):
        if s in out:
            continue
        bc = state(s)
        out[s] = (sizes(bc), embedding_bc(bc), module_features(bc))
    return out


def cached_measurements(path: str | None, seqs: Sequence[Seq], compute: Callable[[list[Seq]], dict]) -> dict:
    """Per-sequence measurements of one module kept in the pickle at ``path``: only the sequences missing from it
    are computed (``compute(missing)`` -> ``{seq: value}``) and the file is then rewritten atomically."""
    known: dict = {}
    if path and os.path.exists(path):
        with open(path, "rb") as f:
            known = pickle.load(f)
    missing = [s for s in seqs if s not in known]
    if missing:
        known.update(compute(missing))
        if path:
            atomic_write(path, pickle.dumps(known))
    return known


def _measure_job(args: tuple[str, bytes, tuple[Seq, ...], str, str | None]) -> tuple[str, dict]:
    name, bc, seqs, space, path = args
    return name, cached_measurements(path, seqs, lambda missing: measure(name, bc, missing, space))


def collect(modules: Sequence[tuple[str, bytes]], catalog: Catalog, space: str = "odg", workers: int = 2,
            cache: str | None = None, progress: Callable[[int, int], None] | None = None) -> dict[str, Measured]:
    """:func:`measure` every catalog sequence on every module (the training backend, :mod:`mlbridge_training.pool`;
    per-module cache in ``cache``, extended incrementally when the catalog grows, so an interrupted run resumes)."""
    jobs = [(name, bc, catalog.seqs, space, cache_file(cache, "c1", name, space, bc)) for name, bc in modules]
    results = dict(pool_map(_measure_job, jobs, workers, progress=progress))
    out = {}
    for name, _ in modules:
        res = results[name]
        rows = [res[s] for s in catalog.seqs]
        out[name] = Measured(name, np.array([r[0] for r in rows], np.int64),
                             np.array([r[1] for r in rows], np.float32).reshape(-1, EMBED_DIM),
                             np.array([r[2] for r in rows], np.float32).reshape(-1, N_FEATURES))
    return out


def training_catalog(searches: Sequence, blobs: Mapping[str, bytes], space: str = "odg", workers: int = 2,
                     cache: str | None = None, progress: Callable[[int, int], None] | None = None
                     ) -> tuple[Catalog, dict[str, Measured]]:
    """The catalog of the greedy oracle's sequences on the training modules (``searches``, :class:`.train.Search`)
    and every catalog sequence measured on every one of those modules (:func:`collect`, cached in ``cache``)."""
    cat = Catalog.from_sequences([s.actions for s in searches], len(action_space(space)))
    return cat, collect([(s.module, blobs[s.module]) for s in searches], cat, space, workers, cache, progress)


# ---- the policy --------------------------------------------------------------------------------------------------
@dataclass
class CatalogPolicy(MLPPolicy):
    """An MLP scoring every catalog sequence from the observation; at each state it follows the best-scored
    sequence among those consistent with what was applied (so the first step commits to a family of sequences and
    later steps re-decide among its extensions with the new embedding).

    ``scores = relu(z @ w0 + zf @ wf + b0) @ w1 + b1`` with ``z`` the standardised ``sign(x)*log1p(|x|)`` embedding
    and ``zf`` the standardised module features, as in :class:`.train.Policy`.
    """

    catalog: Catalog
    wf: np.ndarray
    fmean: np.ndarray
    fstd: np.ndarray

    def scores(self, emb: np.ndarray, feats: np.ndarray) -> np.ndarray:
        """``[N, K]`` scores of the catalog sequences."""
        from .train import preprocess

        emb = np.atleast_2d(np.asarray(emb, np.float32))
        z = (preprocess(emb) - self.mean) / self.std
        zf = (np.asarray(feats, np.float32).reshape(len(emb), -1) - self.fmean) / self.fstd
        return np.maximum(z @ self.w0 + zf @ self.wf + self.b0, 0) @ self.w1 + self.b1

    def choose(self, emb: np.ndarray, mask: np.ndarray, feats: np.ndarray) -> int:
        """The catalog index followed from this state (-1 when no sequence is consistent with the mask)."""
        ok = self.catalog.consistent(mask)
        if not ok.any():
            return -1
        s = self.scores(emb, feats)[0]
        return int(np.argmax(np.where(ok, s, -np.inf)))

    def act(self, emb: np.ndarray, mask: np.ndarray, feats: np.ndarray | None = None) -> int:
        """The next action (-1 = stop), as the ONNX graph computes it."""
        if feats is None:
            feats = np.zeros(N_FEATURES, np.float32)
        k = self.choose(emb, mask, feats)
        return STOP if k < 0 else self.catalog.next_action(k, mask)

    __call__ = act


def ensemble(policies: Sequence[CatalogPolicy]) -> CatalogPolicy:
    """One policy scoring with the mean of ``policies``' scores (hidden layers side by side; shared normalisation)."""
    first = policies[0]
    for p in policies[1:]:
        if p.catalog != first.catalog or not np.array_equal(p.mean, first.mean) or \
                not np.array_equal(p.fmean, first.fmean):
            raise ValueError("ensemble members must share the catalog and the input normalisation")
    k = len(policies)
    return CatalogPolicy(np.concatenate([p.w0 for p in policies], 1), np.concatenate([p.b0 for p in policies]),
                         (np.concatenate([p.w1 for p in policies], 0) / k).astype(np.float32),
                         np.mean([p.b1 for p in policies], 0).astype(np.float32), first.mean, first.std,
                         first.catalog, np.concatenate([p.wf for p in policies], 1), first.fmean, first.fstd)


def restrict(measured: dict[str, Measured], full: Catalog, sub: Catalog) -> tuple[Catalog, dict[str, Measured]]:
    """``sub`` ∩ ``full`` (prefix-closed) and the measurements restricted to it."""
    idx = full.index()
    keep = [s for s in sub.seqs if s in idx]
    cat = Catalog(tuple(keep), full.n_actions)
    cols = np.array([idx[s] for s in keep])
    return cat, {n: Measured(n, m.sizes[cols], m.embeddings[cols], m.features[cols]) for n, m in measured.items()}


def fit(catalog: Catalog, measured: Sequence[Measured], hidden: int = 64, epochs: int = 300, lr: float = 3e-3,
        l2: float = 1e-3, seed: int = 0, temperature: float = 0.02, loss: str = "regret",
        root_weight: float = 1.0) -> CatalogPolicy:
    """Fit scores on every (module, catalog state): the choice at state i is among i's extensions.

    ``loss="regret"``: the expected regret ``sum_k p_k (log size_k - min log size)`` under the softmax of the scores
    over the consistent sequences (the objective itself); ``loss="soft"``: cross-entropy to ``exp(-regret / T)``.
    ``root_weight`` multiplies the loss of the modules' initial states (the first choice commits to a family).
    """
    from .train import preprocess

    k = len(catalog.seqs)
    desc = catalog.descendants()
    x = np.concatenate([m.embeddings for m in measured])
    f = np.concatenate([m.features for m in measured])
    logsz = np.log(np.maximum(np.stack([m.sizes for m in measured]).astype(np.float64), 1.0))  # [M, K]
    valid = np.tile(desc, (len(measured), 1))                                                   # [M*K, K]
    cost = np.repeat(logsz, k, axis=0)                                                          # [M*K, K]
    big = np.where(valid, cost, np.inf).min(1, keepdims=True)
    regret = np.where(valid, cost - big, 0.0)
    weight = np.ones(len(x))
    weight[::k] = root_weight
    keep = valid.sum(1) > 1                                  # states with a real choice
    x, f, valid, regret, weight = x[keep], f[keep], valid[keep], regret[keep], weight[keep]
    weight = weight / weight.sum()
    rng = np.random.default_rng(seed)
    z = preprocess(x)
    mean, std = z.mean(0), z.std(0)
    std = np.where(std > 1e-6, std, 1.0)
    z = ((z - mean) / std).astype(np.float32)
    fmean, fstd = f.mean(0), f.std(0)
    fstd = np.where(fstd > 1e-6, fstd, 1.0)
    zf = ((f - fmean) / fstd).astype(np.float32)
    params = [rng.normal(0, 1 / np.sqrt(EMBED_DIM), (EMBED_DIM, hidden)).astype(np.float32),
              np.zeros(hidden, np.float32), rng.normal(0, 1 / np.sqrt(hidden), (hidden, k)).astype(np.float32),
              np.zeros(k, np.float32), rng.normal(0, 1 / np.sqrt(EMBED_DIM), (f.shape[1], hidden)).astype(np.float32)]
    if loss == "soft":
        q = np.where(valid, np.exp(-regret / temperature), 0.0)
        q /= q.sum(1, keepdims=True)
    adam = Adam(params, lr)
    w = weight[:, None].astype(np.float32)
    for _ in range(epochs):
        w0, b0, w1, b1, wf = params
        pre = z @ w0 + zf @ wf + b0
        h = np.maximum(pre, 0)
        s = h @ w1 + b1
        s = np.where(valid, s, -1e9)
        e = np.exp(s - s.max(1, keepdims=True)) * valid
        p = e / e.sum(1, keepdims=True)
        if loss == "soft":
            d = p - q
        else:
            exp_r = (p * regret).sum(1, keepdims=True)
            d = p * (regret - exp_r) / temperature
        d = (d * w).astype(np.float32)
        g = backprop(d, h, w1, [Dense(z, w0), Dense(zf, wf)], l2=l2)
        adam.update(params, [g.hidden[0], g.b0, g.w1, g.b1, g.hidden[1]])
    w0, b0, w1, b1, wf = params
    return CatalogPolicy(w0, b0, w1, b1, mean.astype(np.float32), std.astype(np.float32), catalog, wf,
                         fmean.astype(np.float32), fstd.astype(np.float32))


def portfolio(catalog: Catalog, measured: Sequence[Measured], k: int) -> list[Seq]:
    """``k`` catalog sequences chosen greedily to minimise the geomean of the smallest ``.text`` among them over
    ``measured`` (a baseline without a model: apply all ``k``, measure, keep the smallest)."""
    logs = np.log(np.maximum(np.stack([m.sizes for m in measured]).astype(np.float64), 1.0))
    chosen: list[int] = []
    best = np.full(len(measured), np.inf)
    for _ in range(min(k, len(catalog.seqs))):
        j = int(np.argmin(np.minimum(best[:, None], logs).sum(0)))
        chosen.append(j)
        best = np.minimum(best, logs[:, j])
    return [catalog.seqs[j] for j in chosen]


def simulate(policy: CatalogPolicy, m: Measured, max_steps: int = 15) -> tuple[Seq, int]:
    """The sequence the policy follows on a measured module and its ``.text`` (table look-ups, no compilation;
    the module must be measured on ``policy.catalog``)."""
    cat = policy.catalog
    idx = cat.index()
    cur: Seq = ()
    while len(cur) < max_steps:
        mask = np.ones(cat.n_actions, np.float32)
        mask[list(cur)] = 0.0
        i = idx[cur]
        a = policy.act(m.embeddings[i], mask, m.features[i])
        if a == STOP:
            break
        cur = cur + (a,)
    return cur, int(m.sizes[idx[cur]])


def catalog_policy_model(policy: CatalogPolicy) -> Any:
    """The graph of a :class:`CatalogPolicy` (same inputs and output as :func:`.models.policy_model`, built from its
    pieces here: the models module knows nothing of catalogs, so catalog -> train -> models leads nowhere back).

    ``scores [N, K]`` = the MLP over the embedding and module features; ``t`` = number of applied sub-sequences
    (``sum(1 - action_mask)``, capped at ``L + 1``); a sequence is consistent when its first ``t`` actions are
    exactly the applied set (``Gather`` of the constant ``prefix_sets [L + 2, K, n]``, ``Equal``, ``ReduceMin``);
    ``k = ArgMax`` of the scores over consistent sequences; ``action = next_actions[t, k]`` (-1 at its end), or -1
    when nothing is consistent.
    """
    from onnx import TensorProto, helper, numpy_helper

    from mlbridge_llvm.onnx_models import mlp

    from .models import MASKED, add_module_features, finish

    cat = policy.catalog
    n, k, L = cat.n_actions, len(cat.seqs), cat.max_len
    ps = np.concatenate([cat.prefix_sets, np.full((1, k, n), 2.0, np.float32)])          # [L + 2, K, n]
    nxt = np.concatenate([cat.next_actions(), np.full((1, k), STOP, np.int64)]).reshape(-1)  # [(L + 2) * K]
    model = mlp([(policy.w0, policy.b0), (policy.w1, policy.b1)], input_name="embedding", output_name="scores",
                signed_log1p=True, standardize=(policy.mean, policy.std))
    g = model.graph
    add_module_features(g, policy.wf, (policy.fmean, policy.fstd), policy.w0.shape[1])
    g.initializer.extend([
        numpy_helper.from_array(ps, "prefix_sets"), numpy_helper.from_array(nxt, "next_actions"),
        numpy_helper.from_array(np.array(1.0, np.float32), "one_f"),
        numpy_helper.from_array(np.array(0.5, np.float32), "half_f"),
        numpy_helper.from_array(np.array(MASKED, np.float32), "masked_penalty"),
        numpy_helper.from_array(np.array(L + 1, np.int64), "t_cap"),
        numpy_helper.from_array(np.array(k, np.int64), "n_seqs"),
        numpy_helper.from_array(np.array(STOP, np.int64), "stop_value"),
        numpy_helper.from_array(np.array([1], np.int64), "axis1")])
    g.node.extend([
        helper.make_node("Sub", ["one_f", "action_mask"], ["applied"]),                   # [N, n]
        helper.make_node("ReduceSum", ["applied", "axis1"], ["t_f"], keepdims=0),         # [N]
        helper.make_node("Round", ["t_f"], ["t_r"]),
        helper.make_node("Cast", ["t_r"], ["t_i"], to=TensorProto.INT64),
        helper.make_node("Min", ["t_i", "t_cap"], ["t"]),
        helper.make_node("Gather", ["prefix_sets", "t"], ["ps_t"], axis=0),                # [N, K, n]
        helper.make_node("Unsqueeze", ["applied", "axis1"], ["applied_u"]),               # [N, 1, n]
        helper.make_node("Equal", ["ps_t", "applied_u"], ["eq"]),
        helper.make_node("Cast", ["eq"], ["eq_f"], to=TensorProto.FLOAT),
        helper.make_node("ReduceMin", ["eq_f"], ["ok"], axes=[2], keepdims=0),           # [N, K]
        helper.make_node("Sub", ["ok", "one_f"], ["ok_off"]),
        helper.make_node("Mul", ["ok_off", "masked_penalty"], ["penalty"]),
        helper.make_node("Add", ["scores", "penalty"], ["masked_scores"]),
        helper.make_node("ArgMax", ["masked_scores"], ["k"], axis=1, keepdims=0),         # [N]
        helper.make_node("Mul", ["t", "n_seqs"], ["row"]),
        helper.make_node("Add", ["row", "k"], ["flat"]),
        helper.make_node("Gather", ["next_actions", "flat"], ["next"], axis=0),
        helper.make_node("ReduceMax", ["ok"], ["any_ok"], axes=[1], keepdims=0),
        helper.make_node("Greater", ["any_ok", "half_f"], ["has_seq"]),
        helper.make_node("Where", ["has_seq", "next", "stop_value"], ["action"]),
    ])
    return finish(model, n, "poset_rl_catalog_policy")
