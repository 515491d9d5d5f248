"""``mlbridge-score run``: fetch, build (over a backend), test, benchmark and report, resumably.

Steps, each recorded in the journal (:mod:`.journal`) as it finishes, so re-running the same command after any stop
continues where it stopped:

1. every program's source is fetched, checked and unpacked (:mod:`.fetch`), its benchmark input made once;
2. what a killed run left building is stopped (by the process-group ids its builds recorded) and its interrupted
   build folders deleted; every (program, configuration) not in the journal, or whose folder is not a complete
   build, is built and tested in its final folder in a worker (:func:`.build.build_one`) over the corpus
   backends (``local``: a pool of worker processes; ``ray``: Ray actors, ``--address`` for a cluster that shares
   the work folder);
3. a build whose tests fail, or whose test output differs from its baseline's, is a failure reported with the
   program and the pipeline, and is not timed;
4. each program's benchmark is run ``repeats`` times per build, interleaved (A B C A B C ...), pinned to one CPU;
5. the report (:mod:`.report`): speed-up with a 95% interval and a verdict, sizes, compile times.

The results folder and the work folder are locked for the run's life (:mod:`.lock`): a second run on either stops
at once. Relative paths are taken from the current folder once, at the start. Progress goes to
standard error (:mod:`.progress`): a bar on a terminal, one line per finished build and per benchmarked program.
"""
from __future__ import annotations

import contextlib
import os
import sys
import time
from dataclasses import asdict
from typing import Any, Iterable

from ..errors import ConfigError
from .bench import pinned_cpu, run_bench
from .build import Config, environment, is_complete, shell, stop_leftovers, wrappers
from .fetch import fetch, unpack
from .journal import Journal
from .lock import FolderLock
from .progress import Progress
from .recipes import Program

#: The configurations of the shipped experiment: the size passes against -Oz, the speed passes against -O3.
DEFAULT_CONFIGS: tuple[Config, ...] = (
    Config("Oz", "z", "default"),
    Config("poset-rl", "z", "poset-rl", "Oz"),
    Config("poset-rl<measure=0>", "z", "poset-rl<measure=0>", "Oz"),
    Config("poset-rl<mode=plan>", "z", "poset-rl<mode=plan>", "Oz"),
    Config("poset-rl<mode=plan;measure=0>", "z", "poset-rl<mode=plan;measure=0>", "Oz"),
    Config("ml-inline", "z", "ml-inline", "Oz"),
    Config("O3", "3", "default"),
    Config("ml-regalloc", "3", "ml-regalloc", "O3"),
    Config("rl-loop-distribute", "3", "rl-loop-distribute<canonicalize=1>,default", "O3"),
)
LEVELS = ("0", "1", "2", "3", "s", "z")
#: Suffix of an A/A control's name (:func:`with_controls`).
CONTROL_SUFFIX = " again"


def parse_config(text: str) -> list[Config]:
    """``NAME=LEVEL:PIPELINE`` -> that configuration and its baseline ``O<LEVEL>`` (the front end's own pipeline)."""
    name, eq, rest = text.partition("=")
    level, colon, pipeline = rest.partition(":")
    if not eq or not colon or not name or not pipeline or level not in LEVELS:
        raise ConfigError(f"--config expects NAME=LEVEL:PIPELINE with LEVEL one of {', '.join(LEVELS)}, got {text!r}")
    base = f"O{level}"
    if pipeline == "default":
        return [Config(name, level, pipeline)]
    return [Config(base, level, "default"), Config(name, level, pipeline, base)]


def configs_from(texts: Iterable[str]) -> list[Config]:
    """The configurations of ``--config`` flags (baselines first, each once), or the shipped set."""
    out: dict[str, Config] = {}
    for text in texts:
        for c in parse_config(text):
            if c.name in out and out[c.name] != c:
                raise ConfigError(f"configuration {c.name!r} given twice with different settings")
            out[c.name] = c
    if not out:
        return list(DEFAULT_CONFIGS)
    return [c for c in out.values() if c.baseline is None] + [c for c in out.values() if c.baseline is not None]


def with_controls(configs: list[Config]) -> list[Config]:
    """``configs`` with an A/A control after the baselines: each baseline built a second time, in its own folder,
    and compared with the first build like any configuration. The two builds are the same program, so their
    speed-up is what this machine and this method give for *no* change: the noise floor of the run, measured in
    the run (a different folder and file, so page-cache placement and path lengths differ as they do between
    any two builds)."""
    base = [c for c in configs if c.baseline is None]
    controls = [Config(c.name + CONTROL_SUFFIX, c.level, c.pipeline, c.name) for c in base
                if not any(o.is_control and o.baseline == c.name for o in configs)]
    return base + controls + [c for c in configs if c.baseline is not None]


def selected_configs(texts: Iterable[str], control: bool | None = None) -> list[Config]:
    """What ``mlbridge-score run`` builds: :func:`configs_from` the ``--config`` flags, with A/A controls
    (:func:`with_controls`) when ``control`` is True, or when it is None and no ``--config`` was given (the shipped
    set)."""
    texts = list(texts)
    configs = configs_from(texts)
    return with_controls(configs) if (control if control is not None else not texts) else configs


def _say(msg: str) -> None:
    print(f"mlbridge-score: {msg}", file=sys.stderr, flush=True)


def _sources(programs: list[Program], work: str, env: dict[str, str], progress: bool) -> dict[str, str]:
    """Pristine trees and benchmark inputs of every program (made once; reused when complete)."""
    from .build import shell

    roots = {}
    for p in programs:
        archive = fetch(p, os.path.join(work, "downloads"))
        roots[p.key] = unpack(p, archive, os.path.join(work, "src", p.key))
        inputs = os.path.join(work, "inputs", p.key)
        done = os.path.join(inputs, ".complete")
        if p.bench_input and not os.path.exists(done):
            os.makedirs(inputs, exist_ok=True)
            status, out, _, _ = shell(p.bench_input, inputs, {**env, "SRC": roots[p.key], "INPUT": inputs}, p.timeout)
            if status != 0:
                raise ConfigError(f"{p.key}: making the benchmark input failed: {' '.join(out.split())[-300:]}")
        os.makedirs(inputs, exist_ok=True)
        open(done, "w").close()
    return roots


def live_records(journal: Journal) -> list[dict[str, Any]]:
    """The journal's records, less those of a program recorded before its latest ``redo`` record, and its benchmark
    runs recorded before its latest ``rebench`` record."""
    records = list(journal.records())
    last_redo = {r["program"]: i for i, r in enumerate(records) if r.get("type") == "redo"}
    last_rebench = {r["program"]: i for i, r in enumerate(records) if r.get("type") == "rebench"}
    out = []
    for i, r in enumerate(records):
        kind, prog = r.get("type"), r.get("program")
        if kind in ("redo", "rebench") or i <= last_redo.get(prog, -1):
            continue
        if kind == "bench" and i <= last_rebench.get(prog, -1):
            continue
        out.append(r)
    return out


def previous_session(journal: Journal) -> dict[tuple[str, str], list[float]]:
    """CPU times of the benchmark session each program's latest ``rebench`` replaced: (program, configuration) ->
    the timed runs' CPU seconds, for the same builds (none for a program redone since, whose builds changed).
    The report compares them as a second, independent measurement of the same builds (``--rebench all``)."""
    records = list(journal.records())
    out: dict[tuple[str, str], list[float]] = {}
    for prog in {r["program"] for r in records if r.get("type") == "rebench"}:
        marks = [i for i, r in enumerate(records) if r.get("program") == prog and r.get("type") in ("rebench", "redo")]
        if records[marks[-1]]["type"] != "rebench":
            continue  # redone after its last rebench: its earlier builds are gone
        start = marks[-2] if len(marks) > 1 else -1
        for r in records[start + 1:marks[-1]]:
            if r.get("type") == "bench" and r.get("program") == prog and r.get("rep", -1) >= 0 \
                    and r.get("status") == 0:
                out.setdefault((prog, r["config"]), []).append(r["cpu_seconds"])
    return out


def run_score(programs: list[Program], configs: list[Config], out: str, work: str | None = None, repeats: int = 3,
              jobs: int | None = None, backend: str = "local", address: str | None = None, progress: bool = True,
              timeout: float | None = None, redo: Iterable[str] = (), rebench: Iterable[str] = ()) -> dict[str, Any]:
    """Run the whole scoring (module doc); returns the report (also written to ``out``). ``redo``: programs whose
    earlier results in this run are discarded and measured again (e.g. after fixing their recipe); ``rebench``:
    programs (or ``all``) whose benchmark runs are discarded and run again, their builds kept. ``progress``: report
    progress on standard error (a bar on a terminal, lines elsewhere); failures are reported either way."""
    if repeats < 2:
        raise ConfigError("--repeats must be at least 2 (an interval needs two samples per build)")
    names = [c.name for c in configs]
    for c in configs:
        if c.baseline is not None and c.baseline not in names:
            raise ConfigError(f"configuration {c.name!r}: its baseline {c.baseline!r} is not in the run")
    from ..cc.plan import validate

    for c in configs:
        validate(c.pipeline)  # an unknown pass or option: one line before anything is fetched or built
    shown_out, shown_work = out, work or os.path.join(out, "work")
    out = os.path.abspath(out)  # commands run in other folders: every path they get is absolute
    work = os.path.abspath(work) if work else os.path.join(out, "work")
    with FolderLock(out, shown_out):  # and the work folder too: another run may name it with --work
        with FolderLock(work, shown_work) if work != out else contextlib.nullcontext():
            return _run_locked(programs, configs, out, work, repeats, jobs, backend, address, progress, timeout,
                               redo, rebench)


def _run_locked(programs: list[Program], configs: list[Config], out: str, work: str, repeats: int,
                jobs: int | None, backend: str, address: str | None, progress: bool, timeout: float | None,
                redo: Iterable[str], rebench: Iterable[str]) -> dict[str, Any]:
    from ..corpus.backends import make_backend
    from . import report

    journal = Journal(os.path.join(out, "journal.jsonl"))
    t_start = time.time()
    for name in redo:
        if name not in {p.name for p in programs}:
            raise ConfigError(f"--redo {name}: not a program of this run")
        journal.add({"type": "redo", "program": name})
    rebench = [p.name for p in programs] if "all" in rebench else list(rebench)
    for name in rebench:
        if name not in {p.name for p in programs}:
            raise ConfigError(f"--rebench {name}: not a program of this run")
        journal.add({"type": "rebench", "program": name})
    build_root = os.path.join(work, "build")
    if stop_leftovers(build_root):
        _say("stopped the builds a killed run had left running")
    bin_dir = os.path.join(work, "bin")
    wrappers(bin_dir)
    zig_cache = os.path.join(work, "zig-cache")
    base_env = environment(dict(os.environ), bin_dir, zig_cache)
    roots = _sources(programs, work, base_env, progress)  # a bad source is one line before anything is built
    _warm_up(work, base_env)
    records = live_records(journal)
    builds = {(r["program"], r["config"]): r for r in records if r.get("type") == "build"}
    todo = []
    for p in programs:
        for c in configs:
            done = builds.get((p.name, c.name))
            if done is not None and (not done.get("ok") or is_complete(done["dir"])):
                continue
            todo.append({"program": p, "config": c, "prepared": roots[p.key], "bin_dir": bin_dir,
                         "zig_cache": zig_cache, "env": dict(os.environ),
                         "dest": os.path.join(build_root, p.key, _safe(c.name))})
    if todo:
        _say(f"building {len(todo)} of {len(programs) * len(configs)} builds ({len(configs)} configurations of "
             f"{len(programs)} programs) with {backend} backend")
        be = make_backend(backend, jobs, address)
        bar = Progress(len(todo), "builds", progress)
        try:
            limit = timeout or max(p.timeout for p in programs) * 2
            finished = 0
            for arg, outcome in be.map_unordered("mlbridge_llvm.score.build:build_one", todo, limit):
                what = f"{arg['program'].name} with {arg['config'].pipeline}"
                if not outcome.ok and outcome.kind in ("infrastructure", "cancelled"):
                    bar.line(f"{what}: {outcome.error} (not recorded: a resumed run builds it again)", always=True)
                    continue
                rec = outcome.value if outcome.ok else {
                    "program": arg["program"].name, "config": arg["config"].name, "pipeline": arg["config"].pipeline,
                    "level": arg["config"].level, "dir": arg["dest"], "ok": False, "stage": "build",
                    "error": f"{outcome.kind}: {outcome.error}"}
                journal.add({"type": "build", **rec})
                builds[(rec["program"], rec["config"])] = rec
                finished += 1
                bar.advance()
                if rec["ok"]:
                    bar.line(f"built {arg['program'].name} {arg['config'].name} [{finished}/{len(todo)}]: tests "
                             f"passed ({rec.get('build_seconds', 0):.1f} s build, {rec.get('test_seconds', 0):.1f} s "
                             "tests)")
                else:
                    bar.line(f"{what}: {rec['stage']} failed: {rec['error']} [{finished}/{len(todo)}]", always=True)
        finally:
            bar.close()
            be.close()
            stop_leftovers(build_root)  # after an interruption: nothing of ours keeps building
    samples = _benchmarks(programs, configs, builds, journal, work, base_env, repeats, progress)
    journal.add({"type": "session", "start": t_start, "seconds": time.time() - t_start})
    sessions = [r["seconds"] for r in journal.records() if r.get("type") == "session"]
    data = report.build_report(programs, configs, builds, samples, repeats, pinned_cpu(), run_seconds=sum(sessions),
                               previous=previous_session(journal))
    report.write(out, data)
    return data


def _warm_up(work: str, env: dict[str, str]) -> None:
    """Link one empty program with the plain front end, so that zig builds its C library stubs now, once, and not
    inside the first builds (whose compile times would carry it)."""
    folder = os.path.join(work, "warm-up")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "main.c"), "w") as f:
        f.write("int main(void) { return 0; }\n")
    status, out, _, _ = shell("fe-cc -O2 main.c -o main", folder, env, 600)
    if status != 0:
        raise ConfigError(f"the front end cannot link a C program: {' '.join(out.split())[-300:]}")


def _safe(name: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in name)


def _benchmarks(programs: list[Program], configs: list[Config], builds: dict[tuple[str, str], dict[str, Any]],
                journal: Journal, work: str, env: dict[str, str], repeats: int,
                progress: bool) -> dict[tuple[str, str], dict[str, Any]]:
    """Warm-up and timed runs, interleaved per program; returns per build: ``times``, ``cpu``, failure if any."""
    cpu = pinned_cpu()
    done: dict[tuple[str, str, int], dict[str, Any]] = {}
    for r in live_records(journal):
        if r.get("type") == "bench":
            done[(r["program"], r["config"], r["rep"])] = r
    out: dict[tuple[str, str], dict[str, Any]] = {}
    total = sum(1 for p in programs for c in configs) * (repeats + 1)
    bar = Progress(total, "benchmark runs", progress)
    for p in programs:
        live = []
        for c in configs:
            b = builds.get((p.name, c.name))
            state: dict[str, Any] = {"times": [], "cpu": []}
            out[(p.name, c.name)] = state
            if b is None or not b.get("ok"):
                state["failure"] = "not built" if b is None else f"{b.get('stage')} failed"
                bar.advance(repeats + 1)
                continue
            base = builds.get((p.name, c.baseline)) if c.baseline else None
            if base is not None and base.get("ok") and base.get("test_digest") != b.get("test_digest"):
                state["failure"] = f"test output differs from {c.baseline}'s"
                bar.advance(repeats + 1)
                continue
            live.append(c)
        inputs = os.path.join(work, "inputs", p.key)
        for rep in range(-1, repeats):  # -1: the warm-up run, output checked against the baseline's
            shift = max(rep, 0) % max(len(live), 1)  # the order rotates from round to round (bench.py's doc)
            order = live if rep < 0 else live[shift:] + live[:shift]
            for c in sorted(order, key=lambda c: c.baseline is not None) if rep < 0 else order:
                state = out[(p.name, c.name)]
                if "failure" in state:
                    continue
                key = (p.name, c.name, rep)
                rec = done.get(key)
                if rec is None:
                    folder = builds[(p.name, c.name)]["dir"]
                    tmp = os.path.join(folder, ".score-tmp", "bench")
                    os.makedirs(tmp, exist_ok=True)
                    run = run_bench(p, folder, {**env, "INPUT": inputs, "TMPDIR": tmp}, cpu, p.timeout)
                    rec = {"type": "bench", "program": p.name, "config": c.name, "rep": rep, **run}
                    journal.add(rec)
                    done[key] = rec
                bar.advance()
                if rec["status"] != 0:
                    state["failure"] = f"benchmark exit status {rec['status']}: {rec['output'][-200:]}"
                    continue
                if rep == -1:
                    state["digest"] = rec["digest"]
                    base = out.get((p.name, c.baseline)) if c.baseline else None
                    if p.bench_compare and base is not None and base.get("digest") not in (None, rec["digest"]):
                        state["failure"] = f"benchmark output differs from {c.baseline}'s"
                    continue
                state["times"].append(rec["seconds"])
                state["cpu"].append(rec["cpu_seconds"])
        timed = [c for c in live if "failure" not in out[(p.name, c.name)]]
        bar.line(f"benchmarked {p.name} [{programs.index(p) + 1}/{len(programs)}]: {len(timed)} of {len(configs)} "
                 f"builds timed, {repeats} runs each")
    bar.close()
    return out


def as_dict(config: Config) -> dict[str, Any]:
    """A configuration for the report."""
    return asdict(config)
