"""Traces: a pass run over a corpus with some policy, every decision logged, on the corpus backends.

A :class:`Workspace` is one training run's folder, every step resumable (a step's results are appended as they
arrive and a re-run skips what is there):

* ``prepared/<module>.bc``: each module after the config's ``prepare`` pipeline (or a copy);
* ``baseline.jsonl``: the baseline's outcomes and seconds per module;
* ``traces/<run>/<module>.log``: one training log per module (LLVM's format; context = the module; every
  observation followed by the module's reward), ``traces/<run>/episodes.jsonl``: outcomes, cost, seconds, questions.

:func:`select_modules` picks a side of the leave-packages-out split (:mod:`mlbridge_llvm.corpus.splits`);
:func:`load_dataset` reads a run's logs back as arrays for the learners.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

import numpy as np

from mlbridge_llvm.errors import ConfigError
from mlbridge_llvm.fileio import atomic_write

from .config import Resolved, TrainingConfig

__all__ = ["Dataset", "Workspace", "load_dataset", "select_modules"]


def select_modules(corpus: str, side: str = "train", per_package: int = 0, max_bytes: int = 0,
                   held_out: float = 0.4, validation: float = 0.0) -> list[str]:
    """Module names of one side of the package split: ``train``, ``held-out``, or with ``validation`` > 0 the
    training side split again by package into ``fit`` and ``validation``; at most ``per_package`` per package (0:
    all), bitcode at most ``max_bytes`` (0: any)."""
    from mlbridge_llvm.corpus.manifest import load_corpus
    from mlbridge_llvm.corpus.splits import per_package as cap
    from mlbridge_llvm.corpus.splits import split_by_package

    c = load_corpus(corpus)
    names = [m.name for m in c.modules if not max_bytes or os.path.getsize(m.bc_path) <= max_bytes]
    train, held = split_by_package(names, held_out)
    if side == "held-out":
        chosen = held
    elif side == "train":
        chosen = train
    elif side in ("fit", "validation"):
        fit, val = split_by_package(["val:" + n for n in train], validation)  # a second, independent hash
        chosen = [n[4:] for n in (fit if side == "fit" else val)]
    elif side == "all":
        chosen = names
    else:
        raise ConfigError(f"unknown side {side!r}: train, fit, validation, held-out or all")
    return cap(chosen, per_package)


def _read_jsonl(path: str) -> list[dict[str, Any]]:
    out = []
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    out.append(json.loads(line))
                except ValueError:
                    continue  # a line cut by an interruption
    return out


class _Appender:
    def __init__(self, path: str) -> None:
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        self.f = open(path, "a", encoding="utf-8")

    def __call__(self, record: dict[str, Any]) -> None:
        self.f.write(json.dumps(record, sort_keys=True) + "\n")
        self.f.flush()

    def close(self) -> None:
        self.f.close()


@dataclass
class Workspace:
    """One training run's folder (module docstring): ``config``, ``corpus`` and ``work``; ``workers`` processes
    (or the backend :func:`mlbridge_training.pool.using_backend` set)."""

    config: TrainingConfig
    corpus: str
    work: str
    workers: int = 2
    log: Callable[[str], None] = print

    def __post_init__(self) -> None:
        self.resolved: Resolved = self.config.resolve()
        self._manifest: Any = None  # the corpus manifest, loaded at the first module command asked for
        self._cmds: dict[str, list[str]] = {}
        os.makedirs(self.work, exist_ok=True)

    # ---- modules --------------------------------------------------------------------------------------------
    def prepared(self, names: Sequence[str]) -> dict[str, str]:
        """name -> path of each module after ``prepare`` (made once; modules that fail are dropped, logged)."""
        from mlbridge_llvm.corpus.manifest import load_corpus

        from mlbridge_training.pool import pool_map_indexed

        from .episode import prepare

        corpus = load_corpus(self.corpus)
        out = {n: os.path.join(self.work, "prepared", n + ".bc") for n in names}
        todo = [n for n in names if not os.path.exists(out[n])]
        if todo:
            self.log(f"preparing {len(todo)} module(s) ({self.config.prepare or 'as they are'})")
            jobs = [{"name": n, "config": self.config, "bc_path": corpus.module(n).bc_path} for n in todo]
            failed = []
            for i, bitcode in pool_map_indexed(prepare, jobs, self.workers, on_failure=lambda j, m: failed.append(
                    (j["name"], m))):
                if bitcode is not None:
                    atomic_write(out[todo[i]], bitcode)
            for name, message in failed:
                self.log(f"  {name}: {' '.join(message.split())[:160]}; dropped")
        return {n: p for n, p in out.items() if os.path.exists(p)}

    def _cmd(self, name: str) -> list[str]:
        """The module's ``-cc1`` arguments, read once per run (the manifest is loaded once, at the first call)."""
        from mlbridge_llvm.corpus.manifest import load_corpus

        if name not in self._cmds:
            if self._manifest is None:
                self._manifest = load_corpus(self.corpus, check_files=False)
            self._cmds[name] = self._manifest.module(name).read_cmd()
        return self._cmds[name]

    def jobs(self, modules: dict[str, str], **extra: Any) -> list[dict[str, Any]]:
        """One job per module for :mod:`.episode` (the path, or the bitcode for a backend that ships data)."""
        from mlbridge_training.pool import current_backend

        backend = current_backend()
        ship = backend is not None and backend.ships_data
        jobs = []
        for name, path in modules.items():
            job: dict[str, Any] = {"name": name, "config": self.config, "cmd": self._cmd(name), **extra}
            if ship:
                with open(path, "rb") as f:
                    job["bitcode"] = f.read()
            else:
                job["bc_path"] = path
            jobs.append(job)
        return jobs

    # ---- the baseline ---------------------------------------------------------------------------------------
    def baselines(self, modules: dict[str, str]) -> dict[str, dict[str, Any]]:
        """name -> the baseline's ``outcomes`` and ``seconds`` (``baseline.jsonl``; computed once per module)."""
        from mlbridge_training.pool import pool_map

        from .episode import run_baseline

        path = os.path.join(self.work, "baseline.jsonl")
        known = {r["name"]: r for r in _read_jsonl(path)}
        todo = {n: p for n, p in modules.items() if n not in known}
        if todo:
            self.log(f"baseline ({self.config.baseline or 'the prepared module'}) on {len(todo)} module(s)")
            out = _Appender(path)
            try:
                for rec in pool_map(run_baseline, self.jobs(todo), self.workers,
                                    on_failure=lambda j, m: self.log(f"  {j['name']}: {' '.join(m.split())[:160]}")):
                    if rec is not None:
                        out(rec)
                        known[rec["name"]] = rec
            finally:
                out.close()
        return {n: known[n] for n in modules if n in known}

    # ---- episodes and traces --------------------------------------------------------------------------------
    def episodes(self, modules: dict[str, str], policy: dict[str, Any] | None, record: dict[str, Any] | None = None,
                 run: str | None = None, progress: Callable[[int, int], None] | None = None,
                 pipeline: str | None = None, pair_baseline: bool = False) -> list[dict[str, Any]]:
        """Every module through the pass with ``policy`` (:mod:`.episode`), costs against the baseline; with
        ``record`` the traces too; ``pipeline`` instead of the config's (e.g. the pass with its guard);
        ``pair_baseline``: the baseline timed again after each module, in the same worker. With ``run``
        (a name), results and logs go to ``traces/<run>/`` and a re-run skips the modules already there; the
        folder's ``run.json`` pins the policy (a model file by its bytes), the pipeline and the recording, and a
        re-run with others is a one-line error. Modules that fail are dropped (logged)."""
        from mlbridge_training.pool import pool_map

        from .episode import run_episode

        base = self.baselines(modules)
        folder = os.path.join(self.work, "traces", run) if run else None
        known: dict[str, dict[str, Any]] = {}
        if folder:
            _check_run(folder, policy_identity(policy, pipeline or self.config.pipeline, record, self.resolved))
            known = {r["name"]: r for r in _read_jsonl(os.path.join(folder, "episodes.jsonl"))}
        todo = {n: p for n, p in modules.items() if n in base and n not in known}
        jobs = []
        for job in self.jobs(todo, policy=policy, record=record):
            job["baseline"] = base[job["name"]]["outcomes"]
            if pipeline is not None:
                job["pipeline"] = pipeline
            job["pair_baseline"] = pair_baseline
            if record is not None:  # each module its own exploration stream, reproducible
                job["record"] = {**record, "seed": _seed(record.get("seed", 0), job["name"])}
            jobs.append(job)
        out = _Appender(os.path.join(folder, "episodes.jsonl")) if folder else None
        results = list(known.values())
        try:
            for rec in pool_map(run_episode, jobs, self.workers, progress=progress,
                                on_failure=lambda j, m: self.log(f"  {j['name']}: {' '.join(m.split())[:160]}")):
                if rec is None:
                    continue
                trace = rec.pop("trace", b"")
                if folder and record is not None and trace:  # a module the pass asked nothing about has no log
                    atomic_write(os.path.join(folder, rec["name"] + ".log"), trace)
                rec["baseline_seconds"] = rec.pop("paired_baseline_seconds", base[rec["name"]]["seconds"])
                if out is not None:
                    out(rec)
                elif trace:
                    rec["trace"] = trace
                results.append(rec)
        finally:
            if out is not None:
                out.close()
        return [r for r in results if r["name"] in modules]


def policy_identity(policy: dict[str, Any] | None, pipeline: str, record: dict[str, Any] | None,
                    resolved: Resolved) -> dict[str, Any]:
    """What makes a run's episodes what they are: the pipeline, the recording options and the policy, a model file
    by the sha256 of its bytes (a file replaced under the same path is another policy)."""
    import hashlib

    def digest(data: bytes) -> str:
        return hashlib.sha256(data).hexdigest()

    if policy is None:
        path = resolved.default_model()
        who: Any = {"bundled": digest(open(path, "rb").read()) if path else None}
    elif "onnx" in policy:
        who = {"onnx": digest(policy["onnx"])}
    elif "mlp" in policy:
        who = {"mlp": digest(json.dumps(policy["mlp"], sort_keys=True).encode()), "sample": policy.get("sample")}
    else:
        spec = str(policy["spec"])
        scheme, _, target = spec.partition(":")
        path = target.partition("?")[0]
        who = {"spec": spec}
        if scheme in ("onnx", "compiled") and os.path.isfile(path):
            who["sha256"] = digest(open(path, "rb").read())
    return {"pipeline": pipeline, "record": record, "policy": who}


def _check_run(folder: str, identity: dict[str, Any]) -> None:
    """``folder``'s ``run.json`` says what its episodes were made with: a new run writes it, a resumed one must
    match it (else a one-line ConfigError: results of another policy must never be mixed in)."""
    path = os.path.join(folder, "run.json")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            known = json.load(f)
        if known != json.loads(json.dumps(identity)):
            raise ConfigError(f"{folder} holds episodes of another policy, pipeline or recording ({path}): give "
                              "another run name or work folder")
        return
    atomic_write(path, json.dumps(identity, indent=1, sort_keys=True) + "\n")


def _seed(seed: int, name: str) -> int:
    import hashlib

    return int.from_bytes(hashlib.sha1(f"{seed}:{name}".encode()).digest()[:4], "little")


@dataclass
class Dataset:
    """The decisions of a run's traces: ``x`` (``[N, n]`` or ``[N, rows, n]``), the decision taken ``y`` ``[N]``,
    the module's reward ``reward`` ``[N]``, ``module`` names ``[N]``, ``explored`` ``[N]`` (0/1) and the model's
    own answer ``proposed`` ``[N]`` (where the trace explored; else ``y``)."""

    x: np.ndarray
    y: np.ndarray
    reward: np.ndarray
    module: np.ndarray
    explored: np.ndarray
    proposed: np.ndarray

    def __len__(self) -> int:
        return len(self.y)

    def where(self, keep: np.ndarray) -> "Dataset":
        return Dataset(*(a[keep] for a in (self.x, self.y, self.reward, self.module, self.explored, self.proposed)))


def _decision(value: Any, x: np.ndarray, resolved: Resolved) -> int:
    """A logged answer as a decision: an index or class as it is, a vector of scores as its masked argmax."""
    arr = np.asarray(value).reshape(-1)
    if arr.size == 1:
        return int(arr[0])
    if resolved.config.decision.kind == "scores":
        legal = x[:, resolved.config.decision.mask_column] > 0.5
        return int(np.where(legal, arr, -np.inf).argmax())
    return int(arr.argmax())


def load_dataset(logs: Iterable[str], resolved: Resolved) -> Dataset:
    """The observations of training logs (:func:`mlbridge_llvm.training_log.read_training_log`) as arrays."""
    from mlbridge_llvm.training_log import read_training_log

    name, decision = resolved.input_spec.name, resolved.decision_name
    xs, ys, rewards, modules, explored, proposed = [], [], [], [], [], []
    for path in logs:
        if os.path.getsize(path) == 0:
            continue
        for r in read_training_log(path):
            x = np.asarray(r.features[name], np.float32)
            x = x.reshape(resolved.rows, -1) if resolved.config.decision.kind == "scores" else x.reshape(-1)
            y = _decision(r.features[decision], x, resolved)
            xs.append(x)
            ys.append(y)
            rewards.append(float(np.asarray(r.score).reshape(-1)[0]) if r.score is not None else 0.0)
            modules.append(r.context or os.path.basename(path))
            was = r.features.get("explored")
            explored.append(int(np.asarray(was).reshape(-1)[0]) if was is not None else 0)
            own = r.features.get(f"{decision}_proposed")
            proposed.append(_decision(own, x, resolved) if own is not None else y)
    n = resolved.n_inputs
    shape = (0, resolved.rows, n) if resolved.config.decision.kind == "scores" else (0, n)
    return Dataset(np.stack(xs) if xs else np.zeros(shape, np.float32), np.array(ys, np.int64),
                   np.array(rewards, np.float64), np.array(modules, dtype=object), np.array(explored, np.int64),
                   np.array(proposed, np.int64))


def trace_logs(work: str, run: str) -> list[str]:
    """The per-module logs of ``traces/<run>/``, sorted."""
    folder = os.path.join(work, "traces", run)
    out = []
    for root, _, files in os.walk(folder):
        out += [os.path.join(root, f) for f in files if f.endswith(".log")]
    return sorted(out)
