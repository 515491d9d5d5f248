"""``mlbridge-corpus run``: apply a pipeline (and a baseline) to every module of a corpus, in parallel, resumably.

Per module and variant (``pipeline``, ``baseline``) one task goes to a backend (local worker processes or Ray
actors) running :func:`mlbridge_llvm.corpus.measure.measure_module`; each result is appended to the results file
the moment it arrives. Re-running the same command skips the (module, variant) pairs already recorded, so an
interrupted run resumes where it stopped. A worker crash (LLVM fatal error) or a timeout becomes a failed record
(``error_kind`` ``crash``/``timeout``, ``error`` = last stderr lines) and the run goes on. A worker, Ray actor or
node lost under a call is retried by the backend; if it keeps failing the record says ``infrastructure``, and a
resumed run tries it again. A Ray cluster that is lost altogether ends the run with one error
(:class:`~mlbridge_llvm.corpus.ray_backend.ClusterLost`) after recording what finished.
"""
from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from ..driver import RunnerChoice
from ..errors import CommunicationError, ConfigError, PipelineError
from .backends import make_backend
from .manifest import Corpus, load_corpus
from .results import ResultsFile
from ..workers import INFRASTRUCTURE

MEASURE = "mlbridge_llvm.corpus.measure:measure_module"
VARIANTS = ("pipeline", "baseline")
#: How many modules of a run count their output's allocas, for :func:`unoptimized_warning`.
ALLOCA_CHECKS = 3


@dataclass
class RunSummary:
    """What one invocation did: tasks run (ok / failed), skipped as already done, time, and throughput."""

    results: str
    modules: int = 0
    tasks: int = 0
    ok: int = 0
    failed: int = 0
    skipped: int = 0
    infrastructure: int = 0  # failed because a worker, actor or node was lost (a resumed run retries them)
    seconds: float = 0.0
    interrupted: bool = False
    failures: list[tuple[str, str, str]] = field(default_factory=list)  # (module, variant, error)
    warnings: list[str] = field(default_factory=list)  # said once each, as soon as known
    tracebacks: list[tuple[str, str, str]] = field(default_factory=list)  # (module, variant, traceback): MLBRIDGE_DEBUG

    @property
    def modules_per_second(self) -> float:
        """Finished (module, variant) tasks per second of wall time."""
        return self.tasks / self.seconds if self.seconds > 0 else 0.0


def validate_pipeline(pipeline: str) -> None:
    """Parse ``pipeline`` (ML pass names resolved) and let LLVM check its native parts on an empty module."""
    from ..ir.llvmc import CModule
    from ..pipeline import parse

    segments = parse(pipeline, "llvm")
    with CModule.parse_ir("", "<validate>") as mod:
        for seg in segments:
            if seg.ml_pass is None:
                try:
                    mod.run_passes(seg.text)
                except PipelineError as e:
                    raise PipelineError(f"invalid pipeline {pipeline!r}: {e}") from None


def unoptimized_warning(records: list[dict[str, Any]], pipeline: str, baseline: str) -> str | None:
    """A warning when ``pipeline`` leaves the front end's IR unoptimized while ``baseline`` optimizes it, judged on
    the modules whose two records count their output's allocas (``count_allocas``): every such module keeps at
    least a few allocas and at least twice the baseline's. A corpus holds the front end's IR before LLVM's pipeline
    (``-fembed-bitcode=all``), so an ML pass alone (``--pipeline ml-loop-unroll``) is compared with unoptimized
    code; None when the pipeline optimizes (or nothing can be said yet)."""
    by_module: dict[str, dict[str, int]] = {}
    for rec in records:
        if rec.get("ok") and "allocas" in rec:
            by_module.setdefault(rec["module"], {})[rec["variant"]] = int(rec["allocas"])
    pairs = [(v["pipeline"], v["baseline"]) for v in by_module.values() if "pipeline" in v and "baseline" in v]
    if not pairs or not all(p >= 4 and p >= 2 * b for p, b in pairs):
        return None
    kept, base = sum(p for p, _ in pairs), sum(b for _, b in pairs)
    return (f"the pipeline {pipeline!r} leaves the IR unoptimized ({kept} allocas in the output of {len(pairs)} "
            f"module(s), {base} with the baseline {baseline!r}): corpus modules are the front end's IR before LLVM's "
            f"optimizations, so this compares unoptimized code with an optimized baseline; run the ML pass inside a "
            f"pipeline (e.g. --pipeline 'ml-pass,{baseline}' or '{baseline},ml-pass')")


def _check_consistent(records: list[dict[str, Any]], variants: dict[str, str], results: str) -> None:
    for rec in records:
        want = variants.get(rec.get("variant", ""))
        if want is not None and rec.get("pipeline") != want:
            raise ConfigError(f"{results} holds {rec['variant']} results for pipeline {rec.get('pipeline')!r}, "
                              f"not {want!r}: use another results file")


def make_tasks(corpus: Corpus, variants: dict[str, str], done: set[tuple[str, str]], ship: bool,
               runners: RunnerChoice, codegen_opt: int, load: list[str], timeout: float,
               max_modules: int | None, checks: int = 0) -> tuple[list[dict[str, Any]], int]:
    """Tasks for every (module, variant) not in ``done`` (module by module), at most ``max_modules`` modules; the
    first ``checks`` modules with every variant to run also count their output's allocas."""
    tasks, modules = [], 0
    for module in corpus.modules:
        todo = [v for v in variants if (module.name, v) not in done]
        if not todo:
            continue
        if max_modules is not None and modules >= max_modules:
            break
        modules += 1
        check = checks > 0 and len(todo) == len(variants) > 1
        checks -= check
        for variant in todo:
            task: dict[str, Any] = {"module": module.name, "variant": variant, "pipeline": variants[variant],
                                    "runners": runners.to_dict(), "codegen_opt": codegen_opt,
                                    "load": list(load), "timeout": timeout}
            if check:
                task["count_allocas"] = True
            if ship:
                task["bitcode"] = module.read_bitcode()
                task["cmd"] = module.read_cmd()
            else:
                task["bc_path"] = os.path.abspath(module.bc_path)
                task["cmd_path"] = os.path.abspath(module.cmd_path)
            tasks.append(task)
    return tasks, modules


def _failed_record(task: dict[str, Any], kind: str, error: str) -> dict[str, Any]:
    return {"module": task["module"], "variant": task["variant"], "pipeline": task["pipeline"], "ok": False,
            "error_kind": kind, "error": error}


def run_corpus(corpus_dir: str, results: str, pipeline: str, baseline: str | None = "default<Oz>",
               runners: RunnerChoice | None = None, backend: str = "local", jobs: int | None = None,
               address: str | None = None, timeout: float = 600.0, max_modules: int | None = None,
               retry_failed: bool = False, progress: bool = True, load: list[str] | tuple[str, ...] = (),
               codegen_opt: int = 2, warn: Callable[[str], None] | None = None) -> RunSummary:
    """Run ``pipeline`` (and ``baseline`` unless None) over the corpus; append records to ``results`` (JSON lines).

    ``warn`` is told, once, as soon as the first modules show it (:func:`unoptimized_warning`), that the pipeline
    leaves the IR unoptimized while the baseline optimizes it (default: a line on stderr); the warning is also in
    the summary's ``warnings``."""
    corpus = load_corpus(corpus_dir)
    runners = runners or RunnerChoice()
    from ..passes import use_modules

    load = use_modules(load)  # into $MLBRIDGE_LOAD for the local workers, and in each task for Ray's
    variants = {"pipeline": pipeline}
    if baseline:
        variants["baseline"] = baseline
    for text in set(variants.values()):
        validate_pipeline(text)
    summary = RunSummary(results)
    with ResultsFile(results) as out:
        _check_consistent(out.records, variants, results)
        done = out.done(retry_failed)
        summary.skipped = sum(1 for m in corpus.modules for v in variants if (m.name, v) in done)
        with make_backend(backend, jobs, address) as be:
            tasks, summary.modules = make_tasks(corpus, variants, done, be.ships_data, runners, codegen_opt, load,
                                                timeout, max_modules, ALLOCA_CHECKS if baseline else 0)
            checked: list[dict[str, Any]] = [r for r in out.records if "allocas" in r]
            if not tasks:
                return summary
            bar = _progress(len(tasks), progress)
            t0 = time.perf_counter()
            try:
                for task, outcome in _completed(be.map_unordered(MEASURE, tasks, timeout)):
                    if outcome.ok:
                        record = outcome.value
                    elif outcome.kind == "cancelled":
                        continue
                    else:
                        record = _failed_record(task, outcome.kind, outcome.error)
                    record["wall_seconds"] = outcome.seconds
                    out.append(record)
                    if "allocas" in record and baseline and not summary.warnings:
                        checked.append(record)
                        message = unoptimized_warning(checked, pipeline, baseline)
                        if message is not None:
                            summary.warnings.append(message)
                            _say(message, bar, warn)
                    summary.tasks += 1
                    if record.get("ok"):
                        summary.ok += 1
                    else:
                        summary.failed += 1
                        summary.infrastructure += record.get("error_kind") == INFRASTRUCTURE
                        summary.failures.append((record["module"], record["variant"], record.get("error", "")))
                        if record.get("traceback"):
                            summary.tracebacks.append((record["module"], record["variant"], record["traceback"]))
                    if bar is not None:
                        bar.set_postfix(ok=summary.ok, failed=summary.failed, refresh=False)
                        bar.update(1)
            except KeyboardInterrupt:
                summary.interrupted = True
            except CommunicationError as e:  # the backend itself is gone (a lost Ray cluster)
                raise type(e)(f"{e}; {summary.tasks} result(s) of this run are saved in {results}: "
                              "run the same command to resume") from None
            finally:
                summary.seconds = time.perf_counter() - t0
                if bar is not None:
                    bar.close()
    return summary


def _say(message: str, bar: Any, warn: Callable[[str], None] | None) -> None:
    if warn is not None:
        warn(message)
        return
    line = f"mlbridge-corpus: warning: {message}"
    if bar is not None:
        bar.write(line, file=sys.stderr)
    else:
        print(line, file=sys.stderr, flush=True)


def _completed(it: Iterator[Any]) -> Iterator[Any]:
    try:
        yield from it
    finally:
        close = getattr(it, "close", None)
        if close:
            close()


def _progress(total: int, enabled: bool) -> Any:
    if not enabled:
        return None
    from tqdm import tqdm

    return tqdm(total=total, desc="run", unit="task", smoothing=0.1, dynamic_ncols=True)
