"""What ``mlbridge-cc`` runs on each translation unit: the pipeline, the model runners and what to record.

The pipeline comes from ``--mlbridge-passes=PIPELINE``, else ``$MLBRIDGE_PASSES``; it is any ``mlbridge-opt``
pipeline, with two additions:

* ``default`` (alone, no ``<...>``) stands for **the front end's own optimization pipeline** for the command's
  ``-O`` level, pass by pass (:mod:`.frontend`). An empty or missing pipeline is ``default``: the objects are then
  the front end's own (tested byte for byte);
* a code-generation pass (an ML pass whose declaration has ``codegen``: ``ml-regalloc``) may only come last, and
  runs during the front end's code generation (for ``ml-regalloc``: LLVM's interactive register-allocation
  advisor, answered by the pass's model in ``mlbridge-cc``'s worker). The IR pipeline before it is ``default`` when
  nothing else is given: ``MLBRIDGE_PASSES=ml-regalloc`` means "the usual optimization, then ML register
  allocation".

Runner flags as ``mlbridge-opt``'s: ``--mlbridge-runner=``, ``--mlbridge-model=``, ``--mlbridge-channel=``,
``--mlbridge-address=``, ``--mlbridge-ml-runner=PASS=SPEC`` (or ``$MLBRIDGE_RUNNER``, ``$MLBRIDGE_MODEL``).
Other options (flag or environment):

* ``--mlbridge-fallback`` (``MLBRIDGE_FALLBACK=1``): a translation unit whose ML pass fails is compiled with the
  plain pipeline instead, with a one-line warning naming the file and the failure;
* ``--mlbridge-remarks[=DIR]`` (``MLBRIDGE_REMARKS``): every ML decision as YAML remarks, one file per
  translation unit: ``OUTPUT.remarks.yaml`` next to the output, or in ``DIR``;
* ``--mlbridge-log=DIR`` (``MLBRIDGE_LOG``): training logs (decision logs) of the passes that write them
  (``ml-inline``, ``ml-regalloc``), one per translation unit and pass, in ``DIR``;
* ``--mlbridge-stats=FILE`` (``MLBRIDGE_STATS``): one JSON line per translation unit appended to ``FILE``: the
  seconds of each step (front end, every pipeline segment, code generation) and whether it fell back;
* ``--mlbridge-timeout=S`` (``MLBRIDGE_TIMEOUT``, default 1800): seconds per translation unit for the pipeline;
* ``--mlbridge-clang=PATH`` (``MLBRIDGE_CLANG``): the clang 22 to use as front end;
* ``--mlbridge-load=MODULE_OR_FILE`` (``MLBRIDGE_LOAD``): ML pass modules that are not installed (a module name, a
  package folder or a ``.py`` file; several separated by ``os.pathsep``), added to ``$MLBRIDGE_LOAD`` of this
  process so the workers that run the pipeline load them (:mod:`mlbridge_llvm.pass_modules`);
* ``--mlbridge-frontend-only`` (``MLBRIDGE_FRONTEND_ONLY=1``): hand the whole command to the front end, with the
  flags that make it clang-22 on x86-64 Linux, and nothing of the kit. Configure probes need no such setting:
  they run no pass anyway (:mod:`.fastpath`).

An on/off setting is off when unset, empty, ``0``, ``false``, ``no`` or ``off`` (:func:`switch_on`), on otherwise;
the shell launcher reads ``$MLBRIDGE_FRONTEND_ONLY`` by the same rule.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import ConfigError
from ..pipeline_syntax import split_top_level

if TYPE_CHECKING:
    from ..passes import MLPass
    from ..pipeline import Segment

DEFAULT = "default"
_KNOWN = {"passes", "frontend-only", "fallback", "remarks", "log", "stats", "timeout", "clang", "runner", "model", "channel",
          "address", "ml-runner", "dialect", "serdes", "load"}


@dataclass
class Plan:
    """The kit's part of one ``mlbridge-cc`` invocation."""

    pipeline: str = DEFAULT
    fallback: bool = False
    remarks: str | None = None  # "" (next to the output) or a folder
    log_dir: str | None = None
    stats: str | None = None
    timeout: float = 1800.0
    clang: str | None = None
    runner_args: dict[str, Any] = field(default_factory=dict)  # RunnerChoice's fields, as given (plain data)
    frontend_only: bool = False

    @property
    def items(self) -> list[str]:
        """The pipeline's top-level items (``default`` included as written)."""
        return split_top_level(self.pipeline)

    @property
    def uses_ml(self) -> bool:
        """True when the pipeline has anything but the front end's own pipeline."""
        return self.items != [DEFAULT]


@dataclass(frozen=True)
class Step:
    """One step of an ``mlbridge-cc`` pipeline, parsed once per invocation (:func:`plan_steps`) and handed as it is
    to every later step: ``kind`` is ``default`` (the front end's own optimization, run by the front end), ``llvm``
    (LLVM pass pipeline ``text``) or ``ml`` (the ML pass ``name`` with ``options``; ``text`` as written)."""

    kind: str
    text: str
    name: str = ""
    options: tuple[tuple[str, str], ...] = ()


#: The steps of a call that runs no ML pass (and of a ``--mlbridge-fallback`` re-run): the front end's own pipeline.
FRONT_END_ONLY_STEPS = (Step("default", "default"),)


def plan_steps(pipeline: str) -> tuple[list[Step], Step | None]:
    """The pipeline as steps: (IR steps, the code-generation ML pass or None). PipelineError for an unknown ML pass
    or option, ConfigError for a code-generation pass that is not last. An IR part left empty by a lone
    code-generation pass is ``default``. Needs the pass registry (runs in the worker)."""
    from ..passes import registry
    from ..pipeline import parse

    reg = registry()
    items = split_top_level(pipeline)
    codegen = [i for i, item in enumerate(items) if _is_codegen(reg.get(_name(item)))]
    if codegen and codegen != [len(items) - 1]:
        raise ConfigError(f"{_name(items[codegen[0]])} runs during code generation: it must be the last pass of "
                          f"--mlbridge-passes (got {pipeline!r})")
    ir_items = items[:-1] if codegen else items
    steps: list[Step] = []
    run: list[str] = []

    def flush() -> None:
        if run:
            for seg in parse(",".join(run), "llvm"):
                steps.append(_step(seg))
            run.clear()

    for item in ir_items or [DEFAULT]:
        if item == DEFAULT:
            flush()
            steps.append(Step("default", DEFAULT))
        else:
            run.append(item)
    flush()
    last = _step(parse(items[-1], "llvm")[0]) if codegen else None
    return steps, last


def _step(seg: "Segment") -> Step:
    if seg.ml_pass is not None:
        return Step("ml", seg.text, seg.ml_pass.name, tuple(sorted((seg.options or {}).items())))
    return Step("llvm", seg.text)


def _is_codegen(ml_pass: "MLPass | None") -> bool:
    return ml_pass is not None and ml_pass.codegen is not None


def validate(pipeline: str) -> tuple[list[Step], Step | None]:
    """Check a pipeline before any compilation and return its steps: ML pass names and options (PipelineError), the
    code-generation pass's place (ConfigError), and every LLVM pass name, which LLVM itself checks on an empty
    module (``unknown pass name 'X'``). ``default`` stands for the front end's pipeline and is not checked here."""
    from ..ir.llvmc import CModule

    steps, codegen = plan_steps(pipeline)
    native = [s.text for s in steps if s.kind == "llvm"]
    if native:
        with CModule.parse_ir("", "<pipeline check>") as module:
            for text in native:
                module.run_passes(text)
    return steps, codegen


def _name(item: str) -> str:
    return item.partition("<")[0].strip()


#: The spellings of "off" (module doc); the shell launcher accepts these, in lower, capitalised or upper case.
OFF = ("", "0", "false", "no", "off")


def switch_on(value: str | None) -> bool:
    """An on/off setting's value read by the kit's rule: off when None or one of :data:`OFF`, else on."""
    return value is not None and value.lower() not in OFF


def _switch(own: dict[str, str], name: str, env_value: str | None) -> bool:
    if name in own:  # a bare --mlbridge-NAME is on
        return own[name] == "" or switch_on(own[name])
    return switch_on(env_value)


def make_plan(own: dict[str, str], environ: dict[str, str] | None = None) -> Plan:
    """The plan from the ``--mlbridge-*`` options (``name -> value``) and the environment (flags win).
    ``--mlbridge-load`` is added to ``$MLBRIDGE_LOAD`` of ``environ`` (this process's by default), which every
    worker call inherits."""
    env = os.environ if environ is None else environ
    unknown = sorted(set(own) - _KNOWN)
    if unknown:
        raise ConfigError(f"unknown option --mlbridge-{unknown[0]} (known: "
                          + ", ".join(f"--mlbridge-{k}" for k in sorted(_KNOWN)) + ")")
    if own.get("load"):
        from ..pass_modules import add_to_environment, split

        add_to_environment(split(own["load"]), env)

    def get(name: str, var: str) -> str | None:
        return own[name] if name in own else env.get(var)

    pipeline = (get("passes", "MLBRIDGE_PASSES") or "").strip() or DEFAULT
    fallback = _switch(own, "fallback", env.get("MLBRIDGE_FALLBACK"))
    frontend_only = _switch(own, "frontend-only", env.get("MLBRIDGE_FRONTEND_ONLY"))
    remarks = get("remarks", "MLBRIDGE_REMARKS")
    if remarks is not None and remarks.lower() in ("1", "true", "yes"):
        remarks = ""
    if remarks is not None and remarks.lower() in ("0", "false", "no", "off"):
        remarks = None
    timeout_text = get("timeout", "MLBRIDGE_TIMEOUT") or "1800"
    try:
        timeout = float(timeout_text)
    except ValueError:
        raise ConfigError(f"--mlbridge-timeout expects seconds, got {timeout_text!r}") from None
    if timeout <= 0:
        raise ConfigError(f"--mlbridge-timeout must be positive, got {timeout_text!r}")
    runners = {"runner": get("runner", "MLBRIDGE_RUNNER") or None, "model": get("model", "MLBRIDGE_MODEL") or None,
               "channel": own.get("channel") or None, "dialect": own.get("dialect") or "mlcb",
               "serdes": own.get("serdes") or "bitstream", "address": own.get("address") or None,
               "per_pass": [own["ml-runner"]] if own.get("ml-runner") else []}
    plan = Plan(pipeline, fallback, remarks, get("log", "MLBRIDGE_LOG") or None, get("stats", "MLBRIDGE_STATS") or None,
                timeout, get("clang", "MLBRIDGE_CLANG") or None, runners, frontend_only)
    return plan
