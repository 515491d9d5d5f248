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
* ``--mlbridge-frontend-only`` (``MLBRIDGE_FRONTEND_ONLY=1``): hand the whole command to the front end, with the
  flags that make it clang-22 on x86-64 Linux, and nothing of the kit (for ``./configure`` runs, whose hundreds of
  probe compilations need no pipeline).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from ..driver import RunnerChoice
from ..errors import ConfigError
from ..pipeline_syntax import split_top_level

DEFAULT = "default"
_KNOWN = {"passes", "frontend-only", "fallback", "remarks", "log", "stats", "timeout", "clang", "runner", "model", "channel",
          "address", "ml-runner", "dialect", "serdes"}


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
    runners: RunnerChoice = field(default_factory=RunnerChoice)
    frontend_only: bool = False

    @property
    def items(self) -> list[str]:
        """The pipeline's top-level items (``default`` included as written)."""
        return split_top_level(self.pipeline)

    def split(self) -> tuple[list[str], str | None]:
        """(IR pipeline items, the code-generation pass item or None); ConfigError if a code-generation pass is not
        last. An IR part left empty by a lone code-generation pass is ``default``."""
        items = self.items
        codegen = [i for i, item in enumerate(items) if is_codegen_pass(_name(item))]
        if not codegen:
            return items, None
        if codegen != [len(items) - 1]:
            raise ConfigError(f"{_name(items[codegen[0]])} runs during code generation: it must be the last pass of "
                              f"--mlbridge-passes (got {self.pipeline!r})")
        return (items[:-1] or [DEFAULT]), items[-1]

    @property
    def uses_ml(self) -> bool:
        """True when the pipeline has anything but the front end's own pipeline."""
        return self.items != [DEFAULT]


def validate(pipeline: str) -> None:
    """Check a pipeline before any compilation: ML pass names and options (PipelineError), and every LLVM pass name,
    which LLVM itself checks on an empty module (``unknown pass name 'X'``). ``default`` stands for the front end's
    pipeline and is not checked here."""
    from ..ir.llvmc import CModule
    from ..pipeline import parse

    plan = Plan(pipeline)
    items, codegen = plan.split()
    rest = [i for i in items if i != DEFAULT] + ([codegen] if codegen else [])
    if not rest:
        return
    with CModule.parse_ir("", "<pipeline check>") as module:
        for seg in parse(",".join(rest), "llvm"):
            if not seg.is_ml:
                module.run_passes(seg.text)


def is_codegen_pass(name: str) -> bool:
    """True for an ML pass that takes part in code generation (its declaration has ``codegen``: ``ml-regalloc``)."""
    from ..passes import registry

    ml_pass = registry().get(name)
    return ml_pass is not None and ml_pass.codegen is not None


def _name(item: str) -> str:
    return item.partition("<")[0].strip()


def _flag(value: str | None) -> bool:
    return value is not None and value.lower() not in ("0", "false", "no", "off")


def _switch(own: dict[str, str], name: str, env_value: str | None) -> bool:
    if name in own:
        return own[name] in ("", "1", "true", "yes")
    return _flag(env_value)


def make_plan(own: dict[str, str], environ: dict[str, str] | None = None) -> Plan:
    """The plan from the ``--mlbridge-*`` options (``name -> value``) and the environment (flags win)."""
    env = os.environ if environ is None else environ
    unknown = sorted(set(own) - _KNOWN)
    if unknown:
        raise ConfigError(f"unknown option --mlbridge-{unknown[0]} (known: "
                          + ", ".join(f"--mlbridge-{k}" for k in sorted(_KNOWN)) + ")")

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
    per_pass = RunnerChoice.parse_per_pass([own["ml-runner"]] if own.get("ml-runner") else [])
    runners = RunnerChoice(get("runner", "MLBRIDGE_RUNNER") or None, get("model", "MLBRIDGE_MODEL") or None,
                           own.get("channel") or None, own.get("dialect") or "mlcb", own.get("serdes") or "bitstream",
                           own.get("address") or None, per_pass=per_pass)
    plan = Plan(pipeline, fallback, remarks, get("log", "MLBRIDGE_LOG") or None, get("stats", "MLBRIDGE_STATS") or None,
                timeout, get("clang", "MLBRIDGE_CLANG") or None, runners, frontend_only)
    plan.split()  # a misplaced code-generation pass is a usage error before any work
    return plan
