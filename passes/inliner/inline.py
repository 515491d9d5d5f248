"""``ml-inline``: LLVM's own inliner with every decision taken by our model (MLGO's ML advisor).

Two ways to reach LLVM 22's ``MLInlineAdvisor`` (option ``advisor=``):

* ``plugin`` (the default when the native part is built): the kit's ``MLBridgeInline`` pass plug-in installs the
  advisor through ``PluginInlineAdvisorAnalysis`` and asks a C callback of this process on LLVM's own thread,
  with no FIFO. LLVM computes the features exactly as in interactive mode, and the plug-in computes
  ``inlining_default`` as LLVM does there.
* ``interactive``: LLVM's interactive mode, turned on in-process through ``LLVMParseCommandLineOptions``; LLVM
  writes every question to a FIFO that a thread of this process answers. Used when the native part is not built.

Either way the pipeline (``default<Oz>`` by default: every inlining decision of the whole Oz pipeline is the
model's) runs on ``ctx.module`` and the pass's runner answers: in-process ONNX by default, or any runner spec (a
pipe or gRPC runner relays each question to a model in another process, for training). Both ways give the same
decisions (tested). With ``--runner=pipe --dialect=mlgo`` LLVM talks to that external host directly.

**The size guard** (option ``guard=``, default ``size``): when the policy's compilation differs from what LLVM's own
heuristic would do, the same pipeline also runs with the heuristic on a copy of the module, both results are
compiled (codegen -O2, the module's own relocation model: ``pic`` when clang marked it PIC, as ``mlbridge-corpus
run`` measures), and the heuristic's module is kept when the policy's ``.text`` is larger. So ``ml-inline`` is never
larger than LLVM's inliner by that measure: the bound on module growth against the heuristic is 0%. The compilation
"differs" when some answer is not LLVM's ``inlining_default`` or when LLVM's advisor stopped asking (its ForceStop,
after the module doubled: from then on the heuristic would go on inlining and the ML advisor does not; the
plug-in reports it, interactive mode cannot, so there every module is compared). When the policy agrees
everywhere, the guard costs nothing: the module is the heuristic's (checked byte for byte on the sample corpus by
the tests). Otherwise it costs one more pipeline run and two code generations; the remark ``Guard`` says whether it
compared, which module was kept and both sizes, and the ``InlineDecision`` remarks still show the policy's
decisions. ``guard=always`` compares every module (the earlier behaviour); ``guard=none`` gives the policy's module
unchecked (what training and the compile-time benchmark use).

Robustness: the answer thread never leaves LLVM waiting. If the model fails mid-compilation (a dead peer, a bad
answer), the remaining questions get LLVM's own default decision, and the pass raises the model's error once LLVM
has finished, so nothing is silently wrong and the process is never wedged on a FIFO.
"""
from __future__ import annotations

import ctypes
import hashlib
import sys
import threading
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from mlbridge_llvm.errors import ConfigError, MLBridgeError, ModelError, PeerClosedError
from mlbridge_llvm.guard import keep_smaller
from mlbridge_llvm.interface.mlgo import InteractiveHost
from mlbridge_llvm.ir.llvmc import parse_command_line_options
from mlbridge_llvm.rl import RunnerAgent
from mlbridge_llvm.training_log import TrainingLogWriter
from mlbridge_llvm.tensors import TensorSpec

from .features import ADVICE, DEFAULT_INDEX, LLVM_FEATURES, to_row

@dataclass(frozen=True)
class InlineRun:
    """What one ML-inlining compilation reports besides the module."""

    questions: int
    """How many call sites LLVM asked about."""
    forced_stop: bool | None
    """LLVM stopped asking (its ML advisor's ForceStop: the module grew past ``-ml-advisor-size-increase-threshold``
    times its size, after which only mandatory call sites are inlined); None when the advisor cannot tell
    (interactive mode)."""
    calls: tuple[tuple[str, str], ...] = ()
    """``(caller, callee)`` of each question, in order (the plug-in names them; empty in interactive mode, where
    LLVM sends only the features)."""


#: Caller or callee of a decision when LLVM did not name it (interactive mode sends only the features).
UNKNOWN = "<unknown>"


PIPELINES = {"Oz": "default<Oz>", "Os": "default<Os>", "O2": "default<O2>", "O3": "default<O3>",
             "none": "inliner-ml-advisor-release"}
#: libLLVM's cl::opts are process-global: one ML-inlining compilation at a time per process.
_LLVM_OPTIONS_LOCK = threading.Lock()


class _Agent:
    """Answers LLVM's questions with the runner; falls back to LLVM's default after the first failure."""

    def __init__(self, runner: Any):
        self.runner = runner
        self.ask = RunnerAgent(runner, lambda row: {"features": row})  # the policy's row in, one decision out
        self.error: MLBridgeError | None = None
        self.decisions: list[tuple[int, int, str]] = []  # (decision, default, features digest)

    def __call__(self, features: dict[str, Any]) -> int:
        """The decision for LLVM's named feature tensors (interactive mode)."""
        default = _default_decision(features)
        try:
            row = to_row(features)
        except Exception as e:  # noqa: BLE001 - recorded; LLVM gets its default
            self.error = self.error or (e if isinstance(e, MLBridgeError) else ModelError(f"{type(e).__name__}: {e}"))
            self.decisions.append((default, default, ""))
            return default
        return self.decide(row, default)

    def decide(self, row: np.ndarray, default: int) -> int:
        """The decision for the policy's row (``float32[1, 39]``); LLVM's ``default`` after the first failure."""
        decision, digest = default, ""
        try:
            digest = hashlib.sha1(row.tobytes()).hexdigest()[:12]
            if self.error is None:
                decision = int(self.ask.compute_action(row))
                if decision not in (0, 1):
                    raise ModelError(f"inlining model answered {decision}; expected 0 or 1")
        except Exception as e:  # anything at all: LLVM must get an answer, or it waits forever
            self.error = self.error or (e if isinstance(e, MLBridgeError) else ModelError(f"{type(e).__name__}: {e}"))
            decision = default
        self.decisions.append((decision, default, digest))
        return decision


def _default_decision(features: dict[str, Any]) -> int:
    """LLVM's own decision for this call site (``inlining_default``; 0 if LLVM did not send it)."""
    try:
        return int(np.asarray(features["inlining_default"]).reshape(-1)[0])
    except (KeyError, IndexError, TypeError, ValueError):
        return 0


def _guarded(agent: Callable[[dict[str, Any]], int], failures: list[BaseException]) -> Callable[[dict[str, Any]], int]:
    """``agent`` that never raises: on failure LLVM's default answers and the failure is kept for later."""
    def answer(features: dict[str, Any]) -> int:
        try:
            return agent(features)
        except BaseException as e:  # noqa: BLE001 - handed to the caller once LLVM has finished
            failures.append(e)
            return _default_decision(features)
    return answer


def _set_options(channel: str | None) -> None:
    if channel is None:  # back to LLVM's defaults: later pipelines in this process use the heuristic again
        parse_command_line_options("-enable-ml-inliner=default", "-inliner-interactive-channel-base=",
                                   "-inliner-interactive-include-default=false")
    else:
        parse_command_line_options("-enable-ml-inliner=release", f"-inliner-interactive-channel-base={channel}",
                                   "-inliner-interactive-include-default")


def ml_inline(module: Any, agent: Callable[[dict[str, Any]], int], pipeline: str = "default<Oz>") -> InlineRun:
    """Run ``pipeline`` on an LLVM-C module with every inlining decision answered by ``agent`` (in this process).

    Returns the number of questions LLVM asked (whether LLVM stopped asking, interactive mode cannot tell). LLVM
    runs in this process, so the answering thread waits as long as the compilation runs (no timeout that could leave LLVM blocked on an unanswered question) and stops
    waiting once it is over. If ``agent`` raises, that question and every later one get LLVM's default decision
    and the first exception is raised (as a :class:`ModelError`) once LLVM has finished.
    """
    failures: list[BaseException] = []
    compiling = threading.Event()
    with InteractiveHost(timeout=None, alive=compiling.is_set) as host:
        with _LLVM_OPTIONS_LOCK:
            compiling.set()
            serving = host.serve_in_thread(_guarded(agent, failures))
            try:
                _set_options(host.channel)
                module.run_passes(pipeline)
            finally:
                _set_options(None)
                compiling.clear()
            try:
                count = serving.result(timeout=60).count
            except PeerClosedError:
                if host.header is not None:
                    raise
                count = 0  # LLVM never opened the channel: no inliner ran, nothing was asked
    if failures:
        first = failures[0]
        if isinstance(first, MLBridgeError):
            raise first
        raise ModelError(f"the inlining agent raised {type(first).__name__}: {first} "
                         f"(that and later decisions fell back to LLVM's default)") from first
    return InlineRun(count, None)


def ml_inline_plugin(module: Any, answer: Callable[[np.ndarray], int],
                     pipeline: str = "default<Oz>") -> InlineRun:
    """Run ``pipeline`` on a CModule with the ``MLBridgeInline`` plug-in; ``answer`` decides each call site.

    ``answer`` receives LLVM's exact values as ``int64[39]`` (the policy's row order, ``inlining_default`` last)
    and returns 0 or 1. It is called on LLVM's thread, in this process. If it raises, that question and every
    later one get LLVM's default and the first exception is raised (as a :class:`ModelError`) once LLVM has
    finished. Returns the number of questions and whether LLVM stopped asking. Several threads may each run their
    own module at once.
    """
    from mlbridge_llvm.native import artifact
    from mlbridge_llvm.native.callback import CALLBACK, Callback
    from mlbridge_llvm.native.passes import load_plugin, run_passes_with_plugins

    plugin = str(artifact("MLBridgeInline.so"))
    library = load_plugin(plugin)
    set_callback = library.mlbridge_inline_set_callback
    set_callback.restype, set_callback.argtypes = None, [ctypes.c_void_p, CALLBACK, ctypes.c_void_p]
    forced_stop = getattr(library, "mlbridge_inline_forced_stop", None)  # absent from older builds: unknown
    if forced_stop is not None:
        forced_stop.restype, forced_stop.argtypes = ctypes.c_int, [ctypes.c_void_p]
    current_call = getattr(library, "mlbridge_inline_current_call", None)  # absent from older builds: unnamed
    if current_call is not None:
        current_call.restype = None
        current_call.argtypes = [ctypes.POINTER(ctypes.c_char_p), ctypes.POINTER(ctypes.c_char_p)]
    failures: list[BaseException] = []
    calls: list[tuple[str, str]] = []

    def on_question(features: dict[str, np.ndarray]) -> np.ndarray:
        if current_call is not None:  # the call site this question is about, named by the plug-in
            caller, callee = ctypes.c_char_p(), ctypes.c_char_p()
            current_call(ctypes.byref(caller), ctypes.byref(callee))
            calls.append(((caller.value or b"").decode("utf-8", "replace"),
                          (callee.value or b"").decode("utf-8", "replace")))
        values = features["llvm_features"]
        try:
            decision = answer(values) if not failures else int(values[DEFAULT_INDEX])
        except BaseException as e:  # noqa: BLE001 - raised once LLVM has finished
            failures.append(e)
            decision = int(values[DEFAULT_INDEX])
        return np.array([decision], dtype=np.int64)

    callback = Callback(on_question)
    set_callback(module.module_ref, callback.pointer, None)
    try:
        run_passes_with_plugins(module, pipeline, [plugin])
        stopped = None if forced_stop is None else forced_stop(module.module_ref) == 1
    finally:
        set_callback(module.module_ref, CALLBACK(), None)  # a NULL function pointer removes it
    first = failures[0] if failures else (callback.failures[0] if callback.failures else None)
    if first is not None:
        if isinstance(first, (MLBridgeError, KeyboardInterrupt, SystemExit)):  # Ctrl-C inside the model stays Ctrl-C
            raise first
        raise ModelError(f"the inlining agent raised {type(first).__name__}: {first} "
                         f"(that and later decisions fell back to LLVM's default)") from first
    return InlineRun(callback.calls, stopped, tuple(calls))


def _advisor(ctx: Any) -> str:
    """``plugin`` or ``interactive`` (option ``advisor=``; default: the plug-in when the native part is built)."""
    choice = ctx.option("advisor", "auto")
    if choice not in ("auto", "plugin", "interactive"):
        raise ConfigError(f"ml-inline<advisor={choice}>: choose plugin or interactive")
    if choice != "auto":
        return choice
    return "plugin" if _plugin_available() else "interactive"


_plugin_state: list[bool] = []  # the answer of the first _plugin_available() call of this process


def _plugin_available() -> bool:
    """Whether ``MLBridgeInline.so`` is built, building it at first use (once per environment, with progress: see
    :mod:`mlbridge_llvm.native.firstuse`) when this machine can and ``MLBRIDGE_NATIVE_AUTOBUILD`` is not ``0``. If it
    cannot be had, one line says why (once per process) and the pass uses LLVM's interactive mode, which gives the
    same decisions, more slowly."""
    if _plugin_state:
        return _plugin_state[0]
    from mlbridge_llvm.native.firstuse import ensure_built

    why = ensure_built("ml-inline")
    if why is not None:
        print(f"ml-inline: LLVM's interactive mode over FIFOs instead of the native plug-in (same decisions, slower): "
              f"{' '.join(why.split())}", file=sys.stderr, flush=True)
    _plugin_state.append(why is None)
    return why is None


GUARDS = ("size", "always", "none")


def _guard(ctx: Any) -> str:
    guard = ctx.option("guard", "size")
    if guard not in GUARDS:
        raise ConfigError(f"ml-inline<guard={guard}>: choose size (default: never larger than the heuristic, compared "
                          "only where the policy differs from it), always (compare every module) or none")
    return guard


def run(ctx: Any) -> None:
    """Run the chosen pipeline on ``ctx.module`` with the ML inline advisor (one remark per decision), then the
    size guard unless ``guard=none`` (module doc)."""
    level = ctx.option("in", "Oz")
    if level not in PIPELINES:
        raise ConfigError(f"ml-inline<in={level}>: choose one of {sorted(PIPELINES)}")
    pipeline = PIPELINES[level]
    guard = _guard(ctx)
    if guard == "none":
        _run_policy(ctx, pipeline)
        return
    heuristic = ctx.module.clone()
    try:
        outcome = _run_policy(ctx, pipeline)
        if guard == "size" and outcome is not None and outcome.same_as_heuristic:
            # every decision LLVM asked for was its own and LLVM never stopped asking: the policy's module is the
            # one the heuristic gives (tested on the corpora), so there is nothing to compare
            ctx.remark("Guard", kind="Analysis", kept="policy", compared=False, reason="agrees with the heuristic")
            return
        with _LLVM_OPTIONS_LOCK:  # no ML-inliner options are set while this lock is held
            heuristic.run_passes(pipeline)
        r = keep_smaller(ctx, heuristic.to_bitcode(), ties_to_baseline=False)
        ctx.remark("Guard", kind="Analysis", kept="heuristic" if r.kept_baseline else "policy", compared=True,
                   policy_text=r.pass_text, heuristic_text=r.baseline_text, reloc=r.reloc)
    finally:
        heuristic.dispose()


@dataclass(frozen=True)
class _PolicyOutcome:
    decisions: int
    disagreements: int
    forced_stop: bool | None

    @property
    def same_as_heuristic(self) -> bool:
        """The compilation took LLVM's own decision everywhere: no disagreement, and LLVM asked to the end."""
        return self.disagreements == 0 and self.forced_stop is False


def _run_policy(ctx: Any, pipeline: str) -> _PolicyOutcome | None:
    """``pipeline`` on ``ctx.module`` with every inlining decision the model's (or an external host's: then None,
    the decisions are not seen here)."""
    direct = ctx.spec.direct_mlgo_channel if ctx.spec is not None else None
    if direct is not None:
        with _LLVM_OPTIONS_LOCK:
            try:
                _set_options(direct)
                ctx.module.run_passes(pipeline)
            finally:
                _set_options(None)
        ctx.remark("ExternalAgent", kind="Analysis", channel=direct, pipeline=pipeline)
        return None
    advisor = _advisor(ctx)
    agent = _Agent(ctx.runner)  # builds the runner now: a model with the wrong shape fails before LLVM starts
    log = _open_log(ctx)
    try:
        if advisor == "plugin":
            result = ml_inline_plugin(ctx.module, _logged_values(agent, log), pipeline)
        else:
            result = ml_inline(ctx.module, _logged(agent, log), pipeline)
    except BaseException:
        if log is not None:
            log.abort()
        raise
    if log is not None:
        log.close()
    # Each decision names its call site as LLVM's own inline remarks do (Function and Caller: the caller; Callee),
    # when the plug-in asked; interactive mode sends no names, so there the remark names the module.
    for index, (decision, default, digest) in enumerate(agent.decisions):
        caller, callee = result.calls[index] if index < len(result.calls) else (UNKNOWN, UNKNOWN)
        ctx.remark("InlineDecision", function="" if caller == UNKNOWN else caller,
                   kind="Passed" if decision else "Missed", Caller=caller, Callee=callee, index=index,
                   decision=decision, default=default, features=digest)
    agreement = sum(d == df for d, df, _ in agent.decisions)
    ctx.remark("Summary", kind="Analysis", pipeline=pipeline, advisor=advisor, decisions=result.questions,
               inlined=sum(d for d, _, _ in agent.decisions), agreement_with_default=agreement,
               forced_stop=result.forced_stop)
    if agent.error is not None:
        raise ModelError(f"ml-inline: the model failed during compilation of {ctx.input_name} "
                         f"(remaining decisions fell back to LLVM's default): {agent.error}")
    return _PolicyOutcome(len(agent.decisions), len(agent.decisions) - agreement, result.forced_stop)


LOG_FEATURES = [TensorSpec(name, "int64_t", (1,), i) for i, name in enumerate(LLVM_FEATURES)] + \
    [TensorSpec("inlining_decision", "int64_t", (1,), len(LLVM_FEATURES))]


def _open_log(ctx: Any) -> TrainingLogWriter | None:
    """A training log (LLVM's TrainingLogger layout) when the pass option ``log=PATH`` is given."""
    path = ctx.options.get("log")
    if not path:
        return None
    writer = TrainingLogWriter(path, LOG_FEATURES, advice_spec=ADVICE)
    writer.switch_context(ctx.input_name)
    return writer


def _logged_values(agent: _Agent, log: TrainingLogWriter | None) -> Callable[[np.ndarray], int]:
    """The plug-in's answer function: LLVM's int64 values -> the policy's row -> decision (logged if asked)."""
    def answer(values: np.ndarray) -> int:
        decision = agent.decide(values.astype(np.float32).reshape(1, -1), int(values[DEFAULT_INDEX]))
        if log is not None:
            log.log({**{name: values[i:i + 1] for i, name in enumerate(LLVM_FEATURES)},
                     "inlining_decision": np.array([decision], np.int64)})
        return decision
    return answer


def _logged(agent: _Agent, log: TrainingLogWriter | None):
    if log is None:
        return agent

    def answer(features: dict[str, Any]) -> int:
        decision = agent(features)
        log.log({**features, "inlining_decision": np.array([decision], np.int64)})
        return decision
    return answer
