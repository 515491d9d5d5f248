"""Training a POSET-RL policy: a greedy-search oracle per module, then behaviour cloning into a small MLP.

Why not DDQN (the published method): POSET-RL's DDQN needed ~500 training iterations of full episodes with a
compilation and a codegen per step; on 2 shared cores and a 15-minute budget that is out of reach. A per-module
greedy search over the same action space is a strong teacher instead (FACTS: greedy 15-step search ends 3.2%
below ``default<Oz>`` on real C modules), and its choices are a supervised data set:

1. :func:`greedy_search` (the oracle): from the module as given, at each step apply every unused sub-sequence to a
   copy, measure ``.text`` (object file, codegen -O2), keep the smallest; stop (recording the *stop* action) when
   no sub-sequence makes the module strictly smaller, or after ``max_steps``. Every visited state is recorded with
   its observation (300-D flow-aware IR2Vec + mask), the oracle's choice and every candidate's size. Candidates
   whose bitcode was already measured (an unchanged module, or a state reached twice) are not compiled again.
2. :func:`fit` (behaviour cloning): an MLP ``300 -> H -> n+1`` on ``sign(x)*log1p(|x|)`` standardised embeddings.
   Many sub-sequences often tie for the smallest size, so the target at each state is the *set* of best actions
   (stop included when nothing is smaller; :func:`targets_of`) and the loss is ``-log P(pick one of them)`` under
   the masked softmax (the mask is applied to the logits, as the ONNX graph does); Adam, L2, early stopping on a
   validation split of the training modules. numpy only: torch is not needed.
3. :func:`dagger` (optional, ``--dagger N``): roll the cloned policy out on the training modules, ask the oracle
   for its one-step choice at the states the policy visits (up to the first where the oracle would stop), add
   those to the data and refit (DAgger, Ross et al. 2011): it teaches the policy to recover from its own
   mistakes, which plain cloning never sees.

Also here, tried and not shipped (``scripts/train_poset_rl.py --method q``; numbers in ``models/poset-rl-odg.md``):
:func:`fit_q`, a fitted one-step Q model regressing every candidate's ``log(size after / size now)``, with
:func:`label_visited` as its DAgger (every action measured at the states the policy visits). :func:`ensemble` merges
several policies into one MLP (mean of the logits), which is how the shipped model combines three cloned seeds.

Also tried (``--method catalog``, :mod:`.catalog`): a policy over whole sequences of a catalog of the oracle's
sequences, trained on the measured size of every catalog sequence on every training module.

:func:`to_onnx` exports the result with :func:`.models.policy_model` (same arithmetic as :meth:`Policy.logits`).
"""
from __future__ import annotations

import hashlib
import os
import pickle
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import numpy as np

from mlbridge_llvm.ir.codegen import text_size_of_bitcode
from mlbridge_training.common import Adam, MLPPolicy
from mlbridge_training.mlp import Dense, backprop
from mlbridge_training.pool import pool_map_indexed, pool_map_ordered

from mlbridge_passes.poset_rl.features import N_FEATURES, module_features
from mlbridge_passes.poset_rl.poset import EMBED_DIM, STOP
from mlbridge_passes.poset_rl.sequences import action_space


def split(modules: Sequence[str], held_out: float = 0.4) -> tuple[list[str], list[str]]:
    """The train / held-out split by package (:func:`mlbridge_training.common.split_by_package`, as the inliner's)."""
    from mlbridge_training.common import split_by_package

    return split_by_package(modules, held_out)


# ---- measuring bitcode -------------------------------------------------------------------------------------------
def load_corpus(corpus: str, max_bytes: int = 60_000, limit: int = 0, held_out_limit: int = 0,
                per_package: int = 0) -> tuple[dict[str, bytes], list[str], list[str]]:
    """The bitcode of an MLGO corpus' modules no larger than ``max_bytes`` (at most ``per_package`` per package when
    given, :func:`~mlbridge_training.common.read_corpus`) and their training / held-out split (:func:`split`), each
    list cut to ``limit`` / ``held_out_limit`` when given (the training scripts' common start)."""
    from mlbridge_training.common import read_corpus

    blobs = read_corpus(corpus, max_bytes, per_package)
    train_names, held_names = split(sorted(blobs))
    return blobs, train_names[:limit] if limit else train_names, held_names[:held_out_limit] if held_out_limit \
        else held_names


def validation_split(train_names: Sequence[str]) -> tuple[list[str], list[str]]:
    """20% of the training modules as validation modules, by a second name hash: (fit, validation)."""
    fit, val = split(["val:" + m for m in train_names], held_out=0.2)
    return [m[4:] for m in fit], [m[4:] for m in val]


def normalize(bitcode: bytes, name: str = "<module>") -> bytes:
    """Bitcode as this LLVM writes it (so an unchanged module has identical bytes after any no-op pipeline)."""
    from mlbridge_llvm.ir.llvmc import CModule

    with CModule.parse_bitcode(bitcode, name) as m:
        return m.to_bitcode()


def start_state(bitcode: bytes, name: str = "<module>") -> bytes:
    """The module as the pass starts its sub-sequences from it: :func:`normalize`, then the ``always-inline``
    prelude when the module defines an ``always_inline`` function (:func:`mlbridge_passes.poset_rl.sequences.
    prelude_for`), so training searches and measures the states the pass can reach."""
    from mlbridge_llvm.ir.llvmc import CModule
    from mlbridge_passes.poset_rl.sequences import prelude_for

    with CModule.parse_bitcode(bitcode, name) as m:
        prelude = prelude_for(m)
        if prelude:
            m.run_passes(prelude)
        return m.to_bitcode()


def apply(bitcode: bytes, pipeline: str, name: str = "<module>") -> bytes:
    """Bitcode after ``pipeline`` (in-process)."""
    from mlbridge_llvm.ir.llvmc import CModule

    with CModule.parse_bitcode(bitcode, name) as m:
        m.run_passes(pipeline)
        return m.to_bitcode()


def embedding_bc(bitcode: bytes) -> np.ndarray:
    """The observation's embedding of a module given as bitcode (the pass's own function, cache included)."""
    from mlbridge_passes.poset_rl.poset import module_embedding

    return module_embedding(bitcode)


class SizeCache:
    """``.text`` size by bitcode hash (the same IR reached by different paths is compiled once)."""

    def __init__(self) -> None:
        self.sizes: dict[bytes, int] = {}
        self.compiled = 0

    def __call__(self, bitcode: bytes) -> int:
        key = hashlib.sha1(bitcode).digest()
        if key not in self.sizes:
            self.sizes[key] = text_size_of_bitcode(bitcode)
            self.compiled += 1
        return self.sizes[key]


# ---- the oracle ----------------------------------------------------------------------------------------------------
@dataclass
class Search:
    """A greedy search on one module: actions, sizes, and the (embedding, mask, choice) of every visited state."""

    module: str
    o0_size: int
    oz_size: int
    actions: list[int]
    sizes: list[int]
    embeddings: list[np.ndarray] = field(default_factory=list)
    masks: list[np.ndarray] = field(default_factory=list)
    choices: list[int] = field(default_factory=list)
    #: per visited state: ``.text`` after each action (inf if used), then the current size (= stop), int64 [n+1]
    candidates: list[np.ndarray] = field(default_factory=list)
    compiled: int = 0

    @property
    def final_size(self) -> int:
        """``.text`` after the chosen actions."""
        return self.sizes[-1] if self.sizes else self.o0_size


def best_next(bitcode: bytes, used: Sequence[int], space: str, sizes: SizeCache,
              name: str = "<module>") -> tuple[int, int, bytes, np.ndarray]:
    """The unused action giving the smallest ``.text`` from ``bitcode``; ties -> lowest index.

    Returns (action, its size, the new bitcode, candidate sizes ``[n+1]``: each action's size, inf if used, and
    the current size in the last slot, the "stop" candidate).
    """
    seqs = action_space(space)
    cand = np.full(len(seqs) + 1, np.inf)
    cand[-1] = sizes(bitcode)
    best: tuple[int, int, bytes] | None = None
    for a in range(len(seqs)):
        if a in used:
            continue
        out = apply(bitcode, seqs[a], name)
        s = sizes(out)
        cand[a] = s
        if best is None or s < best[1]:
            best = (a, s, out)
    assert best is not None
    return (*best, cand)


def greedy_search(name: str, bitcode: bytes, space: str = "odg", max_steps: int = 15, record: bool = True,
                  oz_size: int | None = None) -> Search:
    """The greedy oracle on one module (module docstring, step 1)."""
    n = len(action_space(space))
    sizes = SizeCache()
    cur = start_state(bitcode, name)
    cur_size = sizes(cur)
    if oz_size is None:
        oz_size = sizes(apply(bitcode, "default<Oz>", name))
    s = Search(name, cur_size, oz_size, [], [])
    while True:
        mask = np.ones(n, np.float32)
        mask[s.actions] = 0.0
        emb = embedding_bc(cur) if record else None
        if len(s.actions) >= min(max_steps, n):
            break
        a, size, out, cand = best_next(cur, s.actions, space, sizes, name)
        if size >= cur_size:
            a = STOP
        if record:
            s.embeddings.append(emb)  # type: ignore[arg-type]
            s.masks.append(mask)
            s.choices.append(a)
            s.candidates.append(cand)
        if a == STOP:
            break
        s.actions.append(a)
        s.sizes.append(size)
        cur, cur_size = out, size
    s.compiled = sizes.compiled
    return s


def _search_job(args: tuple[str, bytes, str, int, str | None]) -> Search:
    name, bc, space, steps, cache = args
    path = None
    if cache:
        key = hashlib.sha1(f"v2|{name}|{space}|{steps}".encode() + bc).hexdigest()[:20]
        path = os.path.join(cache, f"{key}.pkl")
        if os.path.exists(path):
            with open(path, "rb") as f:
                return pickle.load(f)
    result = greedy_search(name, bc, space, steps)
    if path:
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "wb") as f:
            pickle.dump(result, f)
        os.replace(tmp, path)
    return result


def collect(modules: Sequence[tuple[str, bytes]], space: str = "odg", max_steps: int = 15, workers: int = 2,
            log: Callable[[str], None] = print, cache: str | None = None) -> list[Search]:
    """Greedy searches on every module, on the training backend (:mod:`mlbridge_training.pool`: a local pool of
    ``workers`` unless a script chose Ray), results in input order.

    With ``cache`` (a directory) each module's search is stored as it finishes and reused by later runs, so an
    interrupted collection resumes where it stopped.
    """
    if cache:
        os.makedirs(cache, exist_ok=True)
    jobs = [(n, bc, space, max_steps, cache) for n, bc in modules]
    out: list[Search] = [None] * len(jobs)  # type: ignore[list-item]
    for done, (i, r) in enumerate(pool_map_indexed(_search_job, jobs, workers), 1):
        out[i] = r
        log(f"oracle {done}/{len(jobs)} {r.module}: {r.actions} -> {r.final_size} (O0 {r.o0_size}, Oz {r.oz_size})")
    return out


# ---- the policy ----------------------------------------------------------------------------------------------------
def preprocess(x: np.ndarray) -> np.ndarray:
    """``sign(x) * log1p(|x|)``, as the ONNX graph does."""
    x = np.asarray(x, np.float32)
    return np.sign(x) * np.log1p(np.abs(x))


@dataclass
class Policy(MLPPolicy):
    """MLP ``300 -> H -> n+1`` with input standardisation, plus a linear term of the mask (the ONNX graph computes
    the same): ``logits = relu(z @ w0 + zf @ wf + b0) @ w1 + b1 + mask @ wm`` with ``zf`` the standardised
    ``module_features`` (:mod:`.features`; absent = zeros). The mask term lets the policy condition on
    which sub-sequences were applied already (e.g. "after the inliner, the late simplifycfg")."""

    wm: np.ndarray | None = None
    #: ``module_features`` into the hidden layer: weights ``[K, H]`` and the standardisation (mean, std) ``[K]``
    wf: np.ndarray | None = None
    fmean: np.ndarray | None = None
    fstd: np.ndarray | None = None

    @property
    def n_actions(self) -> int:
        """Actions in the space (the last logit is stop)."""
        return self.w1.shape[1] - 1

    def params(self) -> list[np.ndarray]:
        """Trainable arrays (``wm`` and ``wf`` created on first use)."""
        if self.wm is None:
            self.wm = np.zeros((self.n_actions, self.n_actions + 1), np.float32)
        if self.wf is None:
            self.wf = np.zeros((N_FEATURES, self.w0.shape[1]), np.float32)
        return [self.w0, self.b0, self.w1, self.b1, self.wm, self.wf]

    def feature_z(self, feats: np.ndarray | None, n: int) -> np.ndarray:
        """Standardised module features ``[n, K]`` (zeros when absent or when the policy has none)."""
        if feats is None or self.fmean is None or self.fstd is None:
            return np.zeros((n, N_FEATURES), np.float32)
        f = np.asarray(feats, np.float32).reshape(n, -1)
        return (f - self.fmean) / self.fstd

    def hidden(self, emb: np.ndarray, feats: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        z = (preprocess(emb) - self.mean) / self.std
        pre = z @ self.w0 + self.b0
        if self.wf is not None:
            pre = pre + self.feature_z(feats, len(z)) @ self.wf
        return z, np.maximum(pre, 0)

    def logits(self, emb: np.ndarray, mask: np.ndarray, feats: np.ndarray | None = None) -> np.ndarray:
        """Masked logits ``[N, n+1]`` (masked actions at -1e9, stop never masked)."""
        _, h = self.hidden(np.atleast_2d(emb), feats)
        raw = h @ self.w1 + self.b1
        if self.wm is not None:
            raw = raw + np.atleast_2d(mask).astype(np.float32) @ self.wm
        return raw + (_ext(np.atleast_2d(mask)) - 1.0) * 1e9

    def act(self, emb: np.ndarray, mask: np.ndarray, feats: np.ndarray | None = None) -> int:
        """The action for one observation (-1 = stop)."""
        i = int(np.argmax(self.logits(emb, mask, feats)[0]))
        return STOP if i == self.n_actions else i


def _ext(mask: np.ndarray) -> np.ndarray:
    return np.concatenate([mask, np.ones((mask.shape[0], 1), mask.dtype)], axis=1)


def to_onnx(policy: Policy, step_budget: int | None = None) -> Any:
    """The policy as the pass's ONNX model (inputs ``embedding``, ``action_mask``; output ``action``); with
    ``step_budget`` the graph answers stop once that many actions are applied (see :func:`.models.policy_model`)."""
    from .models import policy_model

    return policy_model([(policy.w0, policy.b0), (policy.w1, policy.b1)], policy.n_actions,
                        standardize=(policy.mean, policy.std), mask_weights=policy.wm, feature_weights=policy.wf,
                        feature_standardize=(None if policy.fmean is None
                                             else (policy.fmean, policy.fstd)), step_budget=step_budget)


def targets_of(candidates: np.ndarray) -> np.ndarray:
    """bool ``[N, n+1]``: the actions (last = stop) tied for the smallest ``.text`` at each state.

    Many sub-sequences often give the same size (no-ops, or equivalent cleanups); the oracle's own pick among them
    is an arbitrary tie-break, so the policy is taught the whole set. Stop is in the set when nothing is smaller.
    """
    c = np.asarray(candidates, np.float64)
    return c <= c.min(axis=1, keepdims=True)


def fit(x: np.ndarray, masks: np.ndarray, targets: np.ndarray, hidden: int = 64, epochs: int = 400, lr: float = 3e-3,
        l2: float = 1e-3, seed: int = 0, val: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None,
        use_mask: bool = True, log: Callable[[str], None] = print,
        feats: np.ndarray | None = None) -> tuple[Policy, dict[str, float]]:
    """Behaviour cloning (module docstring, step 2); keeps the epoch with the best validation accuracy if ``val``.

    ``targets`` is bool ``[N, n+1]`` (:func:`targets_of`): the loss is ``-log P(policy picks one of the best)``,
    i.e. ``-log sum_{a in best} p_a`` with ``p`` the masked softmax. ``feats`` ``[N, K]``: the states' module
    features (:mod:`.features`), standardised and fed to the hidden layer; without them the policy ignores that input.
    """
    n = masks.shape[1]
    rng = np.random.default_rng(seed)
    z = preprocess(x)
    mean, std = z.mean(0), z.std(0)
    std = np.where(std > 1e-6, std, 1.0).astype(np.float32)
    p = Policy(rng.normal(0, 1 / np.sqrt(EMBED_DIM), (EMBED_DIM, hidden)).astype(np.float32),
               np.zeros(hidden, np.float32), rng.normal(0, 1 / np.sqrt(hidden), (hidden, n + 1)).astype(np.float32),
               np.zeros(n + 1, np.float32), mean.astype(np.float32), std)
    if feats is not None:
        f = np.asarray(feats, np.float32).reshape(len(x), N_FEATURES)
        fstd = f.std(0)
        p.fmean, p.fstd = f.mean(0).astype(np.float32), np.where(fstd > 1e-6, fstd, 1.0).astype(np.float32)
        p.wf = rng.normal(0, 1 / np.sqrt(EMBED_DIM), (N_FEATURES, hidden)).astype(np.float32)
    fz = p.feature_z(feats, len(x))
    tgt = np.asarray(targets, bool)
    adam = Adam(p.params(), lr)
    best: tuple[float, list[np.ndarray]] = (-1.0, [a.copy() for a in p.params()])
    stats: dict[str, float] = {}
    for epoch in range(epochs):
        zz, h = p.hidden(x, feats)
        logits = p.logits(x, masks, feats)
        e = np.exp(logits - logits.max(1, keepdims=True))
        prob = e / e.sum(1, keepdims=True)
        in_best = prob * tgt
        d = prob - in_best / np.maximum(in_best.sum(1, keepdims=True), 1e-30)
        d /= len(tgt)
        g = backprop(d, h, p.w1, [Dense(zz, p.w0), Dense(fz, p.wf)], [Dense(masks, p.wm)], l2=l2)
        gwm = g.output[0] if use_mask else np.zeros_like(p.wm)
        gwf = g.hidden[1] if feats is not None else np.zeros_like(p.wf)
        adam.update(p.params(), [g.hidden[0], g.b0, g.w1, g.b1, gwm, gwf])
        if val is not None and (epoch % 10 == 9 or epoch == epochs - 1):
            acc = accuracy(p, *val)
            if acc > best[0]:
                best = (acc, [a.copy() for a in p.params()])
                stats = {"epoch": epoch + 1, "val_accuracy": acc, "train_accuracy": accuracy(p, x, masks, tgt)}
    if val is not None:
        p.w0, p.b0, p.w1, p.b1, p.wm, p.wf = best[1]
    else:
        stats = {"epoch": epochs, "train_accuracy": accuracy(p, x, masks, tgt, feats)}
    log(f"behaviour cloning: {stats}")
    return p, stats


def accuracy(p: Policy, x: np.ndarray, masks: np.ndarray, targets: np.ndarray,
             feats: np.ndarray | None = None) -> float:
    """Share of states where the policy picks one of the best actions."""
    if not len(targets):
        return 0.0
    pred = p.logits(x, masks, feats).argmax(1)
    return float(np.asarray(targets, bool)[np.arange(len(pred)), pred].mean())


def dataset(searches: Sequence[Search]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Stack the recorded states of several searches: (embeddings, masks, targets bool ``[N, n+1]``)."""
    from mlbridge_passes.poset_rl.poset import sanitize

    x = sanitize(np.array([e for s in searches for e in s.embeddings], np.float64).reshape(-1, EMBED_DIM))
    m = np.array([k for s in searches for k in s.masks], np.float32)
    n = m.shape[1] if len(m) else 0
    rows = []
    for s in searches:
        cands = getattr(s, "candidates", None) or []
        if len(cands) == len(s.choices):
            rows += list(targets_of(np.array(cands)))
        else:  # searches recorded without candidate sizes: the oracle's own pick only
            for c in s.choices:
                t = np.zeros(n + 1, bool)
                t[n if c == STOP else c] = True
                rows.append(t)
    return x, m, np.array(rows, bool).reshape(-1, n + 1)


def state_features(search: Search, bitcode: bytes, space: str = "odg") -> np.ndarray:
    """Module features ``[len(search.choices), K]`` of the states a cached search visited, recomputed by replaying
    its actions from the module as given (the oracle cache stores embeddings, not the states' bitcode)."""
    seqs = action_space(space)
    cur = start_state(bitcode, search.module)
    rows = []
    for i, _ in enumerate(search.choices):
        rows.append(module_features(cur))
        if i < len(search.actions):
            cur = apply(cur, seqs[search.actions[i]], search.module)
    return np.array(rows, np.float32).reshape(-1, N_FEATURES)


def _features_job(args: tuple[Search, bytes, str]) -> np.ndarray:
    return state_features(*args)


def collect_features(searches: Sequence[Search], blobs: dict[str, bytes], space: str = "odg", workers: int = 2,
                     cache: str | None = None) -> dict[str, np.ndarray]:
    """:func:`state_features` of every search, by module name (cached per module in ``cache``, a directory)."""
    out: dict[str, np.ndarray] = {}
    todo = []
    for s in searches:
        path = None
        if cache:
            os.makedirs(cache, exist_ok=True)
            key = hashlib.sha1(f"f1|{s.module}|{space}|{s.actions}".encode() + blobs[s.module]).hexdigest()[:20]
            path = os.path.join(cache, f"{key}.npy")
            if os.path.exists(path):
                out[s.module] = np.load(path)
                continue
        todo.append((s, path))
    jobs = [(s, blobs[s.module], space) for s, _ in todo]
    results = pool_map_ordered(_features_job, jobs, workers if len(jobs) > 1 else 1, label=lambda j: j[0].module)
    for (s, path), f in zip(todo, results):
        out[s.module] = f
        if path:
            np.save(path, f)
    return out


# ---- fitted one-step Q (regression on every candidate's size) --------------------------------------------------------
def dataset_q(searches: Sequence[Search]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Stack the recorded states with their candidate sizes: (embeddings, masks, candidates float ``[N, n+1]``).

    States without candidate sizes, or whose module has no code (current size 0), are left out."""
    from mlbridge_passes.poset_rl.poset import sanitize

    xs, ms, cs = [], [], []
    for s in searches:
        cands = getattr(s, "candidates", None) or []
        if len(cands) != len(s.choices):
            continue
        for e, k, c in zip(s.embeddings, s.masks, cands):
            if c[-1] > 0:
                xs.append(e)
                ms.append(k)
                cs.append(c)
    x = sanitize(np.array(xs, np.float64).reshape(-1, EMBED_DIM))
    m = np.array(ms, np.float32)
    c = np.array(cs, np.float64).reshape(len(xs), -1)
    return x, m, c


def q_targets(candidates: np.ndarray, clip: float = 0.5) -> tuple[np.ndarray, np.ndarray]:
    """Regression targets ``log(size after a / size now)`` (clipped to ``[-clip, clip]``) ``[N, n]`` and where they
    are defined (bool ``[N, n]``: actions not used yet, current size > 0)."""
    c = np.asarray(candidates, np.float64)
    cur = c[:, -1:]
    valid = np.isfinite(c[:, :-1]) & (cur > 0)
    with np.errstate(divide="ignore", invalid="ignore"):
        t = np.log(np.maximum(c[:, :-1], 1.0) / np.maximum(cur, 1.0))
    return np.clip(np.where(valid, t, 0.0), -clip, clip).astype(np.float32), valid


def fit_q(x: np.ndarray, masks: np.ndarray, candidates: np.ndarray, hidden: int = 64, epochs: int = 600,
          lr: float = 3e-3, l2: float = 1e-3, seed: int = 0, clip: float = 0.5, stop_margin: float = 0.0,
          norm: tuple[np.ndarray, np.ndarray] | None = None) -> tuple[Policy, dict[str, float]]:
    """Fitted one-step Q: an MLP predicting, for every action, ``-log(size after it / size now)`` (:func:`q_targets`),
    squared error on the defined entries; Adam, L2. The policy takes the action with the best prediction and stops
    when no action is predicted to shrink ``.text`` by more than ``stop_margin`` (log ratio): its "stop" logit is the
    constant ``stop_margin``. Same network and ONNX graph as the cloned policy (logits = predicted log shrink).

    Unlike :func:`fit` (cloning the set of best actions) every candidate's size is a target, so the model also
    learns how much worse the other actions are, and states where nothing helps teach "stop" through the sizes.
    """
    n = masks.shape[1]
    rng = np.random.default_rng(seed)
    if norm is None:
        z = preprocess(x)
        mean, std = z.mean(0), z.std(0)
        std = np.where(std > 1e-6, std, 1.0).astype(np.float32)
    else:
        mean, std = norm
    p = Policy(rng.normal(0, 1 / np.sqrt(EMBED_DIM), (EMBED_DIM, hidden)).astype(np.float32),
               np.zeros(hidden, np.float32), rng.normal(0, 0.1 / np.sqrt(hidden), (hidden, n + 1)).astype(np.float32),
               np.zeros(n + 1, np.float32), np.asarray(mean, np.float32), np.asarray(std, np.float32))
    t, valid = q_targets(candidates, clip)
    y = -t  # logits = predicted shrink
    w = valid.astype(np.float32)
    denom = max(float(w.sum()), 1.0)
    adam = Adam(p.params(), lr)
    p.wm = np.zeros((n, n + 1), np.float32)
    zz, _ = p.hidden(x)
    for _epoch in range(epochs):
        h = np.maximum(zz @ p.w0 + p.b0, 0)
        out = h @ p.w1[:, :n] + p.b1[:n] + masks @ p.wm[:, :n]
        d = (out - y) * w * (2.0 / denom)
        d_ext = np.concatenate([d, np.zeros((len(d), 1), np.float32)], axis=1)  # the stop logit is not fitted
        g = backprop(d_ext, h, p.w1, [Dense(zz, p.w0)], [Dense(masks, p.wm)], l2=l2)
        adam.update(p.params(), [g.hidden[0], g.b0, g.w1, g.b1, g.output[0]])
    p.w1[:, n] = 0.0
    p.wm[:, n] = 0.0
    p.b1[n] = stop_margin
    h = np.maximum(zz @ p.w0 + p.b0, 0)
    out = h @ p.w1[:, :n] + p.b1[:n] + masks @ p.wm[:, :n]
    mse = float((((out - y) ** 2) * w).sum() / denom)
    return p, {"train_mse": mse, "epochs": epochs}


def ensemble(policies: Sequence[Policy]) -> Policy:
    """One policy whose logits are the mean of ``policies``' logits (same input normalisation required): hidden
    layers side by side, output weights divided by the count. Exports to the same ONNX graph."""
    k = len(policies)
    first = policies[0]
    for p in policies[1:]:
        if not (np.array_equal(p.mean, first.mean) and np.array_equal(p.std, first.std)):
            raise ValueError("ensemble members must share the input normalisation")
    n = first.n_actions
    wm = [p.wm if p.wm is not None else np.zeros((n, n + 1), np.float32) for p in policies]
    fmean, fstd = first.fmean, first.fstd
    for p in policies[1:]:
        if (p.fmean is None) != (fmean is None) or (fmean is not None and not (
                np.array_equal(p.fmean, fmean) and np.array_equal(p.fstd, fstd))):
            raise ValueError("ensemble members must share the module-feature normalisation")
    wf = [p.wf if p.wf is not None else np.zeros((N_FEATURES, p.w0.shape[1]), np.float32) for p in policies]
    return Policy(np.concatenate([p.w0 for p in policies], axis=1), np.concatenate([p.b0 for p in policies]),
                  np.concatenate([p.w1 for p in policies], axis=0) / k, np.mean([p.b1 for p in policies], axis=0),
                  first.mean, first.std, np.mean(wm, axis=0).astype(np.float32),
                  np.concatenate(wf, axis=1).astype(np.float32), fmean, fstd)


def with_stop_margin(policy: Policy, margin: float) -> Policy:
    """A copy of a Q policy with another stop threshold (the constant "stop" logit)."""
    import copy

    p = copy.deepcopy(policy)
    p.b1[-1] = margin
    return p


def _q_label_job(args: tuple[Any, str, bytes, str, int, set, int]) -> tuple[Rollout, list[tuple]]:
    act, name, bc, space, steps, known, max_labels = args
    r = rollout(act, name, bc, space, steps, keep_states=True)
    sizes = SizeCache()
    labels: list[tuple] = []
    for emb, mask, state in zip(r.embeddings, r.masks, r.states):
        if len(labels) >= max_labels:
            break
        if (emb.tobytes(), mask.tobytes()) in known:  # a state the oracle data has already
            continue
        used = [int(i) for i in np.flatnonzero(mask == 0)]
        *_, cand = best_next(state, used, space, sizes, name)
        labels.append((emb, mask, cand))
    r.states = []
    return r, labels


def label_visited(act: Any, modules: Sequence[tuple[str, bytes]], space: str = "odg", max_steps: int = 15,
                  workers: int = 2, known: dict[str, Search] | None = None,
                  max_labels: int = 6) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[Rollout]]:
    """Roll ``act`` out and measure every candidate at the states it visits (DAgger data for :func:`fit_q`):
    (embeddings, masks, candidates ``[N, n+1]``, rollouts). At most ``max_labels`` states per module (the first
    ones, where mistakes compound), skipping states already recorded in ``known[module]`` (the oracle's own
    search); states of modules without code are left out. Each labelled state costs one compile per action."""
    from mlbridge_passes.poset_rl.poset import sanitize

    def seen(name: str) -> set:
        s = (known or {}).get(name)
        return {(e.tobytes(), k.tobytes()) for e, k in zip(s.embeddings, s.masks)} if s is not None else set()

    jobs = [(act, n, bc, space, max_steps, seen(n), max_labels) for n, bc in modules]
    results = pool_map_ordered(_q_label_job, jobs, workers, label=lambda j: j[1])
    n = len(action_space(space))
    rows = [t for _, labels in results for t in labels if t[2][-1] > 0]
    x = sanitize(np.array([e for e, _, _ in rows], np.float64).reshape(-1, EMBED_DIM))
    m = np.array([k for _, k, _ in rows], np.float32).reshape(-1, n)
    c = np.array([c for _, _, c in rows], np.float64).reshape(-1, n + 1)
    return x, m, c, [r for r, _ in results]


# ---- using a policy ------------------------------------------------------------------------------------------------
@dataclass
class Rollout:
    """A policy's episode on one module."""

    module: str
    actions: list[int]
    size: int
    embeddings: list[np.ndarray] = field(default_factory=list)
    masks: list[np.ndarray] = field(default_factory=list)
    states: list[bytes] = field(default_factory=list)
    features: list[np.ndarray] = field(default_factory=list)
    #: with ``step_sizes``: ``.text`` after 0, 1, ... ``len(actions)`` steps (the last is ``size``)
    step_sizes: list[int] = field(default_factory=list)

    def size_within(self, budget: int) -> int:
        """``.text`` had the policy been stopped after at most ``budget`` steps (needs ``step_sizes``)."""
        return self.step_sizes[min(budget, len(self.actions))]


def rollout(act: Callable[[np.ndarray, np.ndarray], int], name: str, bitcode: bytes, space: str = "odg",
            max_steps: int = 15, keep_states: bool = False, step_sizes: bool = False) -> Rollout:
    """Run a policy ``act(embedding, mask, module_features) -> action`` on one module, as the pass does; ``.text``
    at the end (and after every step with ``step_sizes``: a deterministic policy's roll-out under a smaller step
    budget is a prefix of this one, so one roll-out scores every budget)."""
    seqs = action_space(space)
    n = len(seqs)
    cur = start_state(bitcode, name)
    r = Rollout(name, [], 0)
    if step_sizes:
        r.step_sizes.append(text_size_of_bitcode(cur))
    while len(r.actions) < min(max_steps, n):
        mask = np.ones(n, np.float32)
        mask[r.actions] = 0.0
        emb = embedding_bc(cur)
        feats = module_features(cur)
        if keep_states:
            r.embeddings.append(emb)
            r.masks.append(mask)
            r.states.append(cur)
            r.features.append(feats)
        a = act(emb, mask, feats)
        if a == STOP or a == n:
            break
        cur = apply(cur, seqs[a], name)
        r.actions.append(a)
        if step_sizes:
            r.step_sizes.append(text_size_of_bitcode(cur))
    r.size = r.step_sizes[-1] if step_sizes else text_size_of_bitcode(cur)
    return r


def _dagger_job(args: tuple[Policy, str, bytes, str, int]) -> tuple[Rollout, list[np.ndarray]]:
    policy, name, bc, space, steps = args
    r = rollout(policy.act, name, bc, space, steps, keep_states=True)
    sizes = SizeCache()
    labels: list[np.ndarray] = []
    for state, mask in zip(r.states, r.masks):
        used = [int(i) for i in np.flatnonzero(mask == 0)]
        *_, cand = best_next(state, used, space, sizes, name)
        labels.append(cand)
        if targets_of(cand[None, :])[0, -1]:  # the policy should have stopped here; later states cost n compiles
            break
    r.embeddings, r.masks, r.states = r.embeddings[:len(labels)], r.masks[:len(labels)], []
    return r, labels


def dagger(policy: Policy, modules: Sequence[tuple[str, bytes]], space: str = "odg", max_steps: int = 15,
           workers: int = 2) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[Rollout]]:
    """One DAgger round: the oracle's one-step choice at every state the policy visits (module docstring, step 3)."""
    jobs = [(policy, n, bc, space, max_steps) for n, bc in modules]
    results = pool_map_ordered(_dagger_job, jobs, workers, label=lambda j: j[1])
    x = np.array([e for r, _ in results for e in r.embeddings], np.float32).reshape(-1, EMBED_DIM)
    m = np.array([k for r, _ in results for k in r.masks], np.float32)
    n = len(action_space(space))
    y = targets_of(np.array([c for _, labels in results for c in labels], np.float64).reshape(-1, n + 1))
    return x, m, y, [r for r, _ in results]


class OnnxPolicy:
    """An exported ONNX policy as a picklable ``act(embedding, mask) -> action`` (each process loads it once)."""

    def __init__(self, path: str) -> None:
        self.path: str = path
        self._runner: Any = None

    def __getstate__(self) -> dict[str, Any]:
        return {"path": self.path, "_runner": None}

    def __call__(self, emb: np.ndarray, mask: np.ndarray, feats: np.ndarray | None = None) -> int:
        if self._runner is None:
            from mlbridge_llvm.runners.onnx import ONNXModelRunner

            self._runner = ONNXModelRunner(self.path)
        if feats is None:
            feats = np.zeros(N_FEATURES, np.float32)
        return int(self._runner.populate_features(embedding=emb[None, :], action_mask=mask[None, :],
                                                  module_features=np.asarray(feats, np.float32)[None, :]).evaluate(int))


def _rollout_job(args: tuple[Any, str, bytes, str, int, bool]) -> Rollout:
    act, name, bc, space, steps, step_sizes = args
    return rollout(act, name, bc, space, steps, step_sizes=step_sizes)


def evaluate(act: Any, modules: Sequence[tuple[str, bytes]], space: str = "odg", max_steps: int = 15,
             workers: int = 2, step_sizes: bool = False) -> list[Rollout]:
    """Roll a (picklable) policy out on every module (the training backend, :mod:`mlbridge_training.pool`), in
    input order; ``step_sizes``: see :func:`rollout`."""
    jobs = [(act, n, bc, space, max_steps, step_sizes) for n, bc in modules]
    return pool_map_ordered(_rollout_job, jobs, workers, label=lambda j: j[1])


def cv_folds(names: Sequence[str], folds: int) -> dict[str, int]:
    """Module -> cross-validation fold, grouped by package (:func:`~mlbridge_llvm.corpus.splits.package_folds`), so
    every fold's left-out modules come from code bases its training never saw (the same folds for every method)."""
    from mlbridge_llvm.corpus.splits import package_folds

    return {n: k for k, (_, left_out) in enumerate(package_folds(names, folds)) for n in left_out}


def geomean(values: Sequence[float]) -> float:
    """Geometric mean (1.0 for an empty list)."""
    v = np.asarray(values, np.float64)
    return float(np.exp(np.log(v).mean())) if len(v) else 1.0


def evaluate_held_out(model: str, held: Sequence[tuple[str, bytes]], space: str = "odg", steps: int = 15,
                      workers: int = 2, oracle_cache: str | None = None,
                      log: Callable[[str], None] = print) -> dict[str, Any]:
    """An ONNX policy (the pass's loop, in-process) vs ``default<Oz>`` vs the greedy oracle on ``held`` modules:
    ``{"summary": geomeans and counts, "per_module": rows}``."""
    oracle = collect(held, space, steps, workers, log, cache=oracle_cache)
    rolls = evaluate(OnnxPolicy(model), held, space, steps, workers)
    rows = []
    for o, r in zip(oracle, rolls):
        rows.append({"module": o.module, "o0": o.o0_size, "oz": o.oz_size, "oracle": o.final_size, "policy": r.size,
                     "policy_actions": r.actions, "oracle_actions": o.actions})
    code = [r for r in rows if r["oz"] > 0 and r["o0"] > 0]
    summary = {"modules": len(code),
               "policy_vs_oz": geomean([r["policy"] / r["oz"] for r in code]),
               "policy_guarded_vs_oz": geomean([min(r["policy"], r["oz"]) / r["oz"] for r in code]),
               "oracle_vs_oz": geomean([r["oracle"] / r["oz"] for r in code]),
               "policy_vs_o0": geomean([r["policy"] / r["o0"] for r in code]),
               "policy_smaller": sum(r["policy"] < r["oz"] for r in code),
               "policy_larger": sum(r["policy"] > r["oz"] for r in code),
               "policy_mean_steps": float(np.mean([len(r["policy_actions"]) for r in code])) if code else 0.0,
               "total_policy": sum(r["policy"] for r in code), "total_oz": sum(r["oz"] for r in code),
               "total_oracle": sum(r["oracle"] for r in code)}
    return {"summary": summary, "per_module": rows}
