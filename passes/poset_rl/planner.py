"""``poset-rl<mode=plan>``: apply a few whole sub-sequence orders ("plans") and keep the one a learned critic prefers.

The plans are a small portfolio of ODG (or manual) sub-sequence orders chosen at training time
(``scripts/train_poset_rl_critic.py``: greedily, to minimise the geomean of the best measured ``.text`` among them
over the training modules). At compile time the pass applies every plan to a copy of the module (shared prefixes are
applied once, each stretch between two branch points in one pass-manager run), computes the
:func:`.critic.size_features` of each result, and asks the model which to keep; then it applies the chosen plan to
the module itself. With ``measure=N`` the model is asked for its N preferred plans
(:func:`shortlist`), those N candidates are compiled in-process (codegen -O2) and the smallest ``.text`` is kept;
``guard=none`` without ``measure`` generates no object code to decide: the critic's choice alone. Options are
parsed once, for both modes, by :class:`.options.PosetOptions`.

With option ``always-inline`` (on by default), a module that defines an ``always_inline`` function goes through
``always-inline`` first (:func:`.sequences.prelude_for`): every plan starts from that module, the baseline from the
module as given, and the replay string starts with the prelude.

**The Oz guard, on by default** (``guard=size``): the module after the ``baseline`` pipeline (default
``default<Oz>``) is one more measured candidate beside the critic's ``measure`` (default 1) preferred plans
(``guard=none`` turns the guard off). When no plan is strictly smaller, the pass applies the baseline pipeline
itself, so its output is exactly what ``default<Oz>`` gives: ``poset-rl<mode=plan>`` is never larger than Oz by the
kit's ``.text`` measure (codegen -O2 with the ``measure-reloc`` relocation model, by default the module's own, as
``mlbridge-corpus run`` measures), at the cost of the baseline pipeline and two code generations per module.

Model interface (any runner; in-process ONNX by default with the bundled ``poset-rl-<space>-critic.onnx``):

* input ``size_features`` float32 ``[1, K, 111]`` (K = number of plans);
* advice ``plan`` int64 ``[1]``: the index of the plan to keep (an index outside ``0..K-1`` is an error).

The plan file (JSON, bundled ``poset-rl-<space>-plans.json``, or ``plan-file=PATH``) holds ``{"space": ..., "plans":
[[action, ...], ...]}``; option ``plans=N`` uses only the first N (the portfolio is built greedily, so the first N
are the best N-portfolio it found). Remarks: one ``Candidate`` per plan (with ``rank`` in the model's order and
``text`` bytes if it was measured) and, with the guard, one ``Candidate`` with ``plan: -1`` and the baseline
``pipeline``; then ``SubSequence`` per applied step and the ``Sequence`` summary as in policy mode (``stopped_by=plan``
with the chosen ``plan`` index and the number ``measured`` of plans compiled, or ``stopped_by=baseline`` with
``plan: -1`` when the guard kept the baseline), so the replay pipeline works the same way.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from mlbridge_llvm.errors import ConfigError, IRError, ModelError

from .options import DEFAULT_BASELINE, PosetOptions
from mlbridge_llvm.tensors import TensorSpec

from .critic import N_SIZE_FEATURES, size_features
from .sequences import action_space, prelude_for, replay_pipeline, with_prelude

DEFAULT_CRITIC = {"odg": "poset-rl-odg-critic.onnx", "manual": "poset-rl-manual-critic.onnx"}
DEFAULT_PLANS = {"odg": "poset-rl-odg-plans.json", "manual": "poset-rl-manual-plans.json"}
PLAN_ADVICE = TensorSpec("plan", "int64_t", (1,))
#: ``Choice.plan`` when the guard kept the baseline pipeline rather than a plan.
BASELINE = -1

Seq = tuple[int, ...]


def critic_specs(n_plans: int) -> list[TensorSpec]:
    """The critic's input for ``n_plans`` candidates: ``size_features [1, n_plans, 111]``."""
    return [TensorSpec("size_features", "float", (1, n_plans, N_SIZE_FEATURES), 0)]


@dataclass(frozen=True)
class Plans:
    """A portfolio of sub-sequence orders of one action space."""

    space: str
    plans: tuple[Seq, ...]

    def __post_init__(self) -> None:
        n = len(action_space(self.space))
        if not self.plans:
            raise ConfigError("poset-rl plans: the plan list is empty")
        for p in self.plans:
            if len(set(p)) != len(p) or any(not 0 <= a < n for a in p):
                raise ConfigError(f"poset-rl plans: {list(p)} is not a list of distinct actions of space "
                                  f"{self.space!r} (0..{n - 1})")

    @classmethod
    def load(cls, path: str | Path) -> "Plans":
        """Read a plan file (ConfigError if it is missing or malformed)."""
        try:
            data = json.loads(Path(path).read_text())
            return cls(str(data["space"]), tuple(tuple(int(a) for a in p) for p in data["plans"]))
        except FileNotFoundError:
            raise ConfigError(f"poset-rl: plan file {path} not found") from None
        except (ValueError, KeyError, TypeError) as e:
            raise ConfigError(f"poset-rl: plan file {path} is malformed ({type(e).__name__}: {e}); expected "
                              '{"space": "odg", "plans": [[action, ...], ...]}') from None

    def save(self, path: str | Path, **extra: Any) -> None:
        """Write the plan file atomically (``extra`` keys are kept for the reader, e.g. how it was selected)."""
        from mlbridge_llvm.fileio import atomic_write

        atomic_write(path, json.dumps({"space": self.space, "plans": [list(p) for p in self.plans], **extra},
                                      indent=1) + "\n")

    def first(self, n: int) -> "Plans":
        """The first ``n`` plans."""
        if n < 1:
            raise ConfigError(f"poset-rl<plans={n}>: expected a positive number of plans")
        return Plans(self.space, self.plans[:n])


def _lcp(a: Seq, b: Seq) -> Seq:
    """The longest common prefix of two action sequences."""
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


class Candidates:
    """The module after each plan, on clones, and the :func:`.critic.size_features` of each; the module itself is
    not changed. A context manager: the clones are freed on exit.

    The plans form a prefix tree. The module is cloned only where it must stay as it is: at each plan's end and at
    each point where two plans part; the actions between two such points run as one pass-manager run
    (:func:`.sequences.replay_pipeline`, which gives the step-by-step result: see its module's "Replay"). On the
    committed corpus sample this is 2.4x faster than a clone and a run per action, with the same ``.text`` for all
    256 (module, plan) pairs."""

    def __init__(self, module: Any, plans: Plans, prelude: str = "") -> None:
        self.plans = plans
        self._original = module
        self.baseline_bitcode: bytes | None = None
        self._baseline: Any = None
        root = module
        if prelude:  # every plan starts from the module after the prelude; the baseline from the module as given
            root = module.clone()
            try:
                root.run_passes(prelude)
            except BaseException:
                root.dispose()
                raise
        self._states: dict[Seq, Any] = {(): root}
        ends = set(plans.plans)
        points = ends | {_lcp(a, b) for i, a in enumerate(plans.plans) for b in plans.plans[i + 1:]}
        try:
            for s in sorted(points - {()}, key=len):
                parent = max((q for q in self._states if s[:len(q)] == q), key=len)
                m = self._states[parent].clone()
                self._states[s] = m
                m.run_passes(replay_pipeline(plans.space, s[len(parent):]))
            # features of the plans' results only (not of the points where plans part)
            feats = {p: size_features(self._states[p]) for p in ends}
        except BaseException:
            self.close()
            raise
        #: float32 ``[K, 111]``, one row per plan.
        self.features = np.stack([feats[p] for p in plans.plans]).astype(np.float32)

    def module(self, k: int) -> Any:
        """The module after plan ``k`` (owned by this object: valid until :meth:`close`)."""
        return self._states[self.plans.plans[k]]

    def text_size(self, k: int, reloc: str = "default") -> int:
        """``.text`` bytes of the object code of plan ``k``'s result (llvmlite codegen -O2 with relocation model
        ``reloc``; ``default`` as every size figure of the evaluation); IRError naming the plan if it cannot be
        compiled here (e.g. no backend for the module's triple)."""
        from mlbridge_llvm.ir.codegen import text_size_of_bitcode

        try:
            return text_size_of_bitcode(self.module(k).to_bitcode(), reloc)
        except IRError as e:
            raise IRError(f"cannot compile plan {k} to measure its .text ({e}); measure=0 decides without code "
                          "generation") from None

    def baseline_module(self, pipeline: str) -> Any:
        """The module after ``pipeline`` (on a clone, built once, owned by this object); its bitcode is kept in
        :attr:`baseline_bitcode`."""
        if self._baseline is None:
            m = self._original.clone()
            try:
                m.run_passes(pipeline)
            except BaseException:
                m.dispose()
                raise
            self._baseline = m
            self.baseline_bitcode = m.to_bitcode()
        return self._baseline

    def baseline_text_size(self, pipeline: str, reloc: str = "default") -> int:
        """``.text`` bytes of the module after ``pipeline`` (on a clone; same measure as :meth:`text_size`); the
        clone's bitcode is kept in :attr:`baseline_bitcode`."""
        from mlbridge_llvm.ir.codegen import text_size_of_bitcode

        try:
            self.baseline_module(pipeline)
            return text_size_of_bitcode(self.baseline_bitcode, reloc)
        except IRError as e:
            raise IRError(f"cannot compile the baseline {pipeline} to measure its .text ({e})") from None

    def close(self) -> None:
        """Free the clones."""
        for s, m in self._states.items():
            if s or m is not self._original:
                m.dispose()
        self._states = {(): self._original}
        if self._baseline is not None:
            self._baseline.dispose()
            self._baseline = None

    def __enter__(self) -> "Candidates":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def candidate_features(module: Any, plans: Plans, prelude: str = "") -> np.ndarray:
    """float32 ``[K, 111]``: :func:`.critic.size_features` of the module after ``prelude`` and each plan (module
    unchanged)."""
    with Candidates(module, plans, prelude) as c:
        return c.features


def ask_critic(runner: Any, features: np.ndarray) -> int:
    """The plan index the model answers for candidates ``features [K, 111]`` (ModelError outside ``0..K-1``)."""
    raw = runner.populate_features(size_features=np.asarray(features, np.float32)[None]).evaluate(int)
    try:
        k = int(np.asarray(raw).reshape(()).item())
    except (TypeError, ValueError):
        raise ModelError(f"the model answered {raw!r}; expected one plan index") from None
    if not 0 <= k < len(features):
        raise ModelError(f"the model chose plan {k}; there are {len(features)} (0..{len(features) - 1})")
    return k


def shortlist(runner: Any, features: np.ndarray, n: int) -> list[int]:
    """The model's ``n`` preferred plans, best first, from one question per pick with the same ``[K, 111]`` shape
    (so any runner and model work unchanged): after each pick, the rows of the plans already picked are replaced
    by copies of a plan not yet picked, and an answer pointing at a copy counts as the plan it copies."""
    given = np.asarray(features, np.float32)
    feats = given.copy()
    shows = np.arange(len(feats))          # row i currently shows plan shows[i]
    picked: list[int] = []
    while len(picked) < min(n, len(feats)):
        k = int(shows[ask_critic(runner, feats)])
        picked.append(k)
        rest = [i for i in range(len(feats)) if i not in picked]
        if rest:
            stale = np.isin(shows, picked)
            feats[stale] = given[rest[0]]
            shows[stale] = rest[0]
    return picked


@dataclass
class Choice:
    """What plan mode decided: the plan kept (:data:`BASELINE` if the guard kept ``baseline``), the model's
    shortlist, and the ``.text`` measured per plan (key :data:`BASELINE` for the baseline pipeline)."""

    plan: int
    shortlist: list[int]
    measured: dict[int, int]
    baseline: str | None = None
    #: the baseline's module as bitcode, when it was measured (the guard's fallback, see :func:`run_plan`)
    baseline_bitcode: bytes | None = None
    #: guard=cheap: the critic ranked the baseline first, so nothing was compiled
    predicted_baseline: bool = False
    #: guard=cheap: the chosen plan's measured module as bitcode (the pass returns exactly what was measured)
    plan_bitcode: bytes | None = None


def choose(candidates: Candidates, runner: Any, measure: int = 0, reloc: str = "default",
           baseline: str | None = DEFAULT_BASELINE, cheap: bool = False) -> Choice:
    """The plan to keep. ``measure=0``: the model's choice (no code generation). ``measure=N``: the model's N
    preferred plans are compiled (relocation model ``reloc``) and the smallest ``.text`` is kept (ties: the model's
    order); with a ``baseline`` pipeline, it is kept instead unless a plan is strictly smaller (the Oz guard).
    ``cheap`` (with a baseline and ``measure >= 1``): the baseline's module is ranked by the model as one more
    candidate (the last row); when it comes first it is kept and nothing is compiled."""
    if cheap and baseline and measure > 0:
        from mlbridge_llvm.ir.codegen import text_size_of_bitcode

        k = len(candidates.features)
        feats = np.vstack([candidates.features,
                           size_features(candidates.baseline_module(baseline))[None].astype(np.float32)])
        order = shortlist(runner, feats, measure + 1)
        if order[0] == k:
            return Choice(BASELINE, [BASELINE], {}, baseline, candidates.baseline_bitcode, predicted_baseline=True)
        short = [i for i in order if i != k][:measure]
        bitcodes = {i: candidates.module(i).to_bitcode() for i in short}
        try:
            sizes = {i: text_size_of_bitcode(bitcodes[i], reloc) for i in short}
        except IRError as e:
            raise IRError(f"cannot compile a plan to measure its .text ({e}); measure=0 decides without code "
                          "generation") from None
        sizes[BASELINE] = candidates.baseline_text_size(baseline, reloc)
        best = min(short, key=lambda i: sizes[i])
        if sizes[BASELINE] <= sizes[best]:
            return Choice(BASELINE, short, sizes, baseline, candidates.baseline_bitcode)
        return Choice(best, short, sizes, baseline, candidates.baseline_bitcode, plan_bitcode=bitcodes[best])
    short = shortlist(runner, candidates.features, max(measure, 1))
    if measure <= 0:
        return Choice(short[0], short, {})
    sizes = {k: candidates.text_size(k, reloc) for k in short}
    best = min(short, key=lambda k: sizes[k])
    if baseline:
        sizes[BASELINE] = candidates.baseline_text_size(baseline, reloc)
        if sizes[BASELINE] <= sizes[best]:
            best = BASELINE
        return Choice(best, short, sizes, baseline, candidates.baseline_bitcode)
    return Choice(best, short, sizes, baseline)


def choose_plan(module: Any, plans: Plans, runner: Any, measure: int = 0, reloc: str = "default",
                baseline: str | None = DEFAULT_BASELINE, cheap: bool = False, prelude: str = "") -> Choice:
    """:func:`choose` for ``module`` (unchanged; the plans run after ``prelude``, the baseline on ``module``)."""
    with Candidates(module, plans, prelude) as c:
        return choose(c, runner, measure, reloc, baseline, cheap)


def plans_for(opts: PosetOptions) -> Plans:
    """The plans of a pass invocation: ``plan-file=`` or the bundled file of its space, cut to ``plans=N``."""
    from mlbridge_llvm.resources import models_dir

    space = opts.space
    path = opts.plan_file
    if not path:
        if space not in DEFAULT_PLANS:
            raise ConfigError(f"poset-rl<mode=plan;space={space}>: no bundled plans; give plan-file=PATH")
        path = str(models_dir() / DEFAULT_PLANS[space])
    plans = Plans.load(path)
    if plans.space != space:
        raise ConfigError(f"poset-rl: plan file {path} is for space {plans.space!r}, the pass runs space {space!r}")
    return plans.first(opts.plans) if opts.plans is not None else plans


def critic_runner(ctx: Any, space: str, n_candidates: int) -> Any:
    """The critic's runner: ``--model``/``--runner`` if given, else the bundled critic (closed by the driver)."""
    return ctx.runner_for(f"critic-{space}", critic_specs(n_candidates), PLAN_ADVICE, DEFAULT_CRITIC.get(space))


def apply_plan(module: Any, plans: Plans, k: int, baseline: str | None = DEFAULT_BASELINE,
               prelude: str = "") -> Sequence[int]:
    """Apply ``prelude`` and plan ``k`` to ``module`` in place; returns the plan's actions (none for
    :data:`BASELINE`, which runs the ``baseline`` pipeline alone)."""
    if k == BASELINE:
        if not baseline:
            raise ConfigError("poset-rl: the baseline plan was chosen but there is no baseline pipeline")
        module.run_passes(baseline)
        return ()
    pipeline = with_prelude(prelude, replay_pipeline(plans.space, plans.plans[k]))
    if pipeline:
        module.run_passes(pipeline)  # one run, the step-by-step result
    return plans.plans[k]


def run_plan(ctx: Any, opts: PosetOptions) -> None:
    """The pass in plan mode (module docstring): candidates, the critic's choice, the chosen plan applied."""
    space = opts.space
    plans = plans_for(opts)
    measure, reloc, baseline = opts.measure, opts.relocation_model(ctx.module), opts.baseline_pipeline
    cheap = opts.cheap and bool(baseline) and measure > 0
    runner = critic_runner(ctx, space, len(plans.plans) + cheap)
    prelude = prelude_for(ctx.module, opts.always_inline)
    try:
        choice = choose_plan(ctx.module, plans, runner, measure, reloc, baseline, cheap, prelude)
        for i, p in enumerate(plans.plans):
            extra = {"rank": choice.shortlist.index(i), "text": choice.measured[i]} if i in choice.measured else {}
            ctx.remark("Candidate", kind="Analysis", plan=i, actions=",".join(map(str, p)), **extra)
        if BASELINE in choice.measured:
            ctx.remark("Candidate", kind="Analysis", plan=BASELINE, pipeline=baseline, text=choice.measured[BASELINE])
        elif choice.predicted_baseline:
            ctx.remark("Candidate", kind="Analysis", plan=BASELINE, pipeline=baseline, rank=0)
        kept_baseline = choice.plan == BASELINE
        if cheap:
            # guard=cheap returns the module it measured (or the baseline's clone): no second application, no
            # re-check; the replay pipeline may differ from it in use-list order only
            from mlbridge_llvm.ir.llvmc import CModule

            bitcode = choice.baseline_bitcode if kept_baseline else choice.plan_bitcode
            assert bitcode is not None
            ctx.replace_module(CModule.parse_bitcode(bitcode, ctx.input_name))
            actions = () if kept_baseline else plans.plans[choice.plan]
        else:
            actions = apply_plan(ctx.module, plans, choice.plan, baseline, prelude)
        if not kept_baseline and not cheap and choice.baseline_bitcode is not None:
            # The plan was measured on a clone, and LLVMCloneModule does not keep use-list order, so the plan applied
            # to the module itself can come out a few bytes larger: the guard checks the module it returns.
            from mlbridge_llvm.guard import keep_smaller

            r = keep_smaller(ctx, choice.baseline_bitcode, reloc, baseline_text=choice.measured[BASELINE])
            if r.kept_baseline:
                ctx.remark("Guard", kind="Analysis", kept="baseline", plan=choice.plan, plan_text=r.pass_text,
                           baseline_text=r.baseline_text, baseline=baseline, reloc=r.reloc)
                kept_baseline, actions = True, ()
    except (ModelError, IRError) as e:
        raise type(e)(f"poset-rl<mode=plan> on {ctx.input_name} (nothing applied): {e}") from None
    pipelines = action_space(space)
    for i, a in enumerate(actions):
        ctx.remark("SubSequence", step=i, action=a, pipeline=pipelines[a])
    ctx.remark("Sequence", kind="Analysis", space=space, steps=len(actions),
               stopped_by="baseline" if kept_baseline else "plan", plan=BASELINE if kept_baseline else choice.plan,
               candidates=len(plans.plans),
               measured=len(choice.measured) - (BASELINE in choice.measured), actions=",".join(map(str, actions)),
               pipeline=baseline if kept_baseline else with_prelude(prelude, replay_pipeline(space, actions)))
