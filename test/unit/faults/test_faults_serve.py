"""Faults around ``mlbridge-serve``: a failing or blocking model, a compiler that never asks, is missing, or must be
stopped. Each case runs the real CLI as a subprocess against the wheel's stock ``opt``/``llc`` (or a tiny stand-in
compiler) and checks: one line, no traceback, the right exit status, no partial output, no FIFO left behind.
"""
from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from mlbridge_llvm.errors import MLBridgeError
from mlbridge_llvm.fifo import FifoReader, FifoWriter
from mlbridge_llvm.interface.mlgo import InteractiveHost
from mlbridge_llvm.ir.tools import find_tool

from childexec import with_sigint_default

REPO = Path(__file__).resolve().parents[3]
HANG_BOUND = 60.0  # seconds: only ever a bound against hangs, never a performance threshold

TWO_QUESTIONS_IR = textwrap.dedent(
    """
    define internal i32 @helper(i32 %x) {
      %a = mul i32 %x, %x
      %b = add i32 %a, 7
      ret i32 %b
    }
    define i32 @entry(i32 %n) {
      %r = call i32 @helper(i32 %n)
      %s = call i32 @helper(i32 %r)
      ret i32 %s
    }
    """
)
DECLS_ONLY_IR = "target triple = \"x86_64-unknown-linux-gnu\"\ndeclare i32 @ext(i32)\n@g = global i32 5\n"

MODELS = textwrap.dedent(
    """
    import os
    import time

    import numpy as np

    _calls = [0]

    def fail_second(features):
        _calls[0] += 1
        if _calls[0] == 2:
            raise ValueError("boom on question 2")
        return np.array([0], np.int64)

    def fail_first(features):
        raise ValueError("boom")

    def sleepy(features):
        open(os.environ["FAULT_MARK"], "w").close()
        time.sleep(120)
        return np.array([0], np.int64)
    """
)

# A stand-in compiler that ignores SIGTERM, opens its -o output (truncating, or appending with --append) and then
# never opens the channel: only SIGKILL stops it.
STUBBORN = textwrap.dedent(
    """
    import signal, sys, time
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    out = sys.argv[sys.argv.index("-o") + 1]
    open(out, "a" if "--append" in sys.argv else "w").close()
    open(out + ".ready", "w").close()
    time.sleep(60)
    """
)


@pytest.fixture()
def work(tmp_path: Path) -> Path:
    """A tmp folder holding the test models, inputs and the FIFOs (TMPDIR points here)."""
    (tmp_path / "faultmodels.py").write_text(MODELS)
    (tmp_path / "stubborn.py").write_text(STUBBORN)
    (tmp_path / "two.ll").write_text(TWO_QUESTIONS_IR)
    (tmp_path / "decls.ll").write_text(DECLS_ONLY_IR)
    return tmp_path


def _env(work: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(work), str(REPO), env.get("PYTHONPATH", "")])
    env["TMPDIR"] = str(work)
    env["FAULT_MARK"] = str(work / "asked")
    return env


def _serve_cmd(*args: str) -> list[str]:
    return [sys.executable, "-m", "mlbridge_llvm.cli.serve", *args]


def serve(work: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run mlbridge-serve to completion (bounded against hangs)."""
    return subprocess.run(_serve_cmd(*args), cwd=work, env=_env(work), capture_output=True, text=True, timeout=HANG_BOUND)


def opt_cmd(src: str, out: str, *, include_default: bool = True) -> list[str]:
    """The stock opt running its ML inliner in interactive mode on ``{channel}``."""
    cmd = [find_tool("opt"), "-S", "-passes=default<Oz>", "-enable-ml-inliner=release",
           "-inliner-interactive-channel-base={channel}"]
    if include_default:
        cmd.append("-inliner-interactive-include-default")
    return cmd + [src, "-o", out]


def our_lines(stderr: str) -> list[str]:
    """mlbridge-serve's own lines on stderr."""
    return [line for line in stderr.splitlines() if line.startswith("mlbridge-serve")]


def assert_one_line_error(res: subprocess.CompletedProcess[str], *words: str) -> None:
    """Nonzero exit, no traceback, exactly one line of ours, containing ``words``."""
    assert res.returncode != 0, res.stderr
    assert "Traceback" not in res.stderr, res.stderr
    lines = our_lines(res.stderr)
    assert len(lines) == 1, res.stderr
    for word in words:
        assert word in lines[0], res.stderr


def no_fifos_left(work: Path) -> bool:
    """True when no FIFO (channel) remains anywhere under ``work``. Tolerates entries removed while it looks (the
    guardian or the server may be deleting the FIFO directory at that moment): os.walk ignores a vanished
    directory, and a vanished entry is no FIFO."""
    for folder, _dirs, files in os.walk(work):
        for name in files:
            try:
                if stat.S_ISFIFO(os.lstat(os.path.join(folder, name)).st_mode):
                    return False
            except FileNotFoundError:
                pass
    return True


# ---- 1. the inliner's missing default decision, and models that raise -------------------------------------------
def test_missing_inlining_default_is_one_line(work: Path) -> None:
    res = serve(work, "--runner=python:mlbridge_passes.inliner.policies:never", "--",
                *opt_cmd("two.ll", "out.ll", include_default=False))
    assert_one_line_error(res, "inlining_default", "-inliner-interactive-include-default")
    assert not (work / "out.ll").exists()
    assert no_fifos_left(work)


@pytest.mark.parametrize("model", ["fail_first", "fail_second"])
def test_model_that_raises_stops_opt_without_output(work: Path, model: str) -> None:
    res = serve(work, f"--runner=python:faultmodels:{model}", "--log=log.jsonl", "--", *opt_cmd("two.ll", "out.ll"))
    assert_one_line_error(res, "ValueError", "boom")
    assert not (work / "out.ll").exists(), "partial output left behind"
    assert not (work / "log.jsonl").exists(), "--log written although the run failed"
    assert no_fifos_left(work)


def test_host_turns_any_agent_exception_into_mlbridge_error() -> None:
    """InteractiveHost.serve: an agent raising a plain exception comes out as an MLBridgeError naming it."""
    with InteractiveHost(timeout=10) as host:
        def compiler() -> None:
            r = FifoReader(host.pair.to_compiler, 10)
            w = FifoWriter(host.pair.from_compiler, 10)
            w.write(b'{"features":[{"name":"a","port":0,"shape":[1],"type":"int64_t"}],'
                    b'"advice":{"name":"d","port":0,"shape":[1],"type":"int64_t"}}\n'
                    b'{"observation":0}\n' + np.array([7], np.int64).tobytes() + b"\n")
            try:
                r.read_exact(8, timeout=10)
            except MLBridgeError:
                pass
            w.close()
            r.close()

        thread = threading.Thread(target=compiler, daemon=True)
        thread.start()

        def agent(features: dict) -> int:
            raise KeyError("missing")

        with pytest.raises(MLBridgeError, match="KeyError"):
            host.serve(agent)
        host.close()
        thread.join(HANG_BOUND)


# ---- 2. stopping the compiler: SIGTERM first, SIGKILL after the grace, no partial output ---------------------------
def test_sigkill_fallback_removes_the_output_this_run_created(work: Path) -> None:
    res = serve(work, "--runner=python:faultmodels:fail_first", "--timeout=1", "--term-grace=0.5", "--",
                sys.executable, "stubborn.py", "{channel}", "-o", "new.out")
    assert_one_line_error(res)
    assert (work / "new.out.ready").exists(), "the stand-in compiler never started"
    assert not (work / "new.out").exists(), "empty output left behind after SIGKILL"
    assert no_fifos_left(work)


def test_stopping_keeps_an_output_that_existed_before(work: Path) -> None:
    (work / "old.out").write_text("keep me\n")
    res = serve(work, "--runner=python:faultmodels:fail_first", "--timeout=1", "--term-grace=0.5", "--",
                sys.executable, "stubborn.py", "{channel}", "--append", "-o", "old.out")
    assert_one_line_error(res)
    assert (work / "old.out").read_text() == "keep me\n"


# ---- 3. a compiler that never opens the channel ------------------------------------------------------------------
def test_llc_on_declarations_only_module_is_success(work: Path) -> None:
    res = serve(work, "--runner=python:mlbridge_passes.regalloc.policies:mimic", "--pass", "raw", "--log=log.jsonl", "--",
                find_tool("llc"), "-O2", "-regalloc-enable-advisor=release",
                "-regalloc-evict-interactive-channel-base={channel}", "decls.ll", "-o", "decls.s")
    assert res.returncode == 0, res.stderr
    assert our_lines(res.stderr) == ["mlbridge-serve: answered 0 questions; compiler exited with 0"], res.stderr
    assert (work / "decls.s").stat().st_size > 0
    assert (work / "log.jsonl").read_text() == ""
    assert no_fifos_left(work)


def test_opt_on_declarations_only_module_is_success(work: Path) -> None:
    res = serve(work, "--runner=python:mlbridge_passes.inliner.policies:never", "--", *opt_cmd("decls.ll", "decls.out.ll"))
    assert res.returncode == 0, res.stderr
    assert our_lines(res.stderr) == ["mlbridge-serve: answered 0 questions; compiler exited with 0"], res.stderr
    assert "@g = " in (work / "decls.out.ll").read_text()


@pytest.mark.parametrize("code", [0, 3])
def test_compiler_that_never_opens_the_channel_returns_its_code(work: Path, code: int) -> None:
    res = serve(work, "--runner=python:mlbridge_passes.inliner.policies:never", "--",
                sys.executable, "-c", f"import sys; sys.exit({code})", "{channel}")
    assert res.returncode == code, res.stderr
    assert "Traceback" not in res.stderr
    assert len(our_lines(res.stderr)) == 1, res.stderr
    assert no_fifos_left(work)


def test_opt_that_fails_before_opening_returns_its_code(work: Path) -> None:
    res = serve(work, "--runner=python:mlbridge_passes.inliner.policies:never", "--log=log.jsonl", "--",
                *opt_cmd("missing.ll", "out.ll"))
    assert res.returncode == 1, res.stderr
    assert "Traceback" not in res.stderr
    lines = our_lines(res.stderr)
    assert len(lines) == 1 and "exited with 1" in lines[0], res.stderr
    assert not (work / "log.jsonl").exists()


def test_compiler_crash_mid_run_returns_its_status(work: Path) -> None:
    """An illegal eviction answer makes the (assertions-enabled) llc abort: its status comes back, no --log."""
    res = serve(work, "--runner=python:mlbridge_passes.regalloc.policies:forbidden", "--pass", "raw", "--log=log.jsonl", "--",
                find_tool("llc"), "-O2", "-regalloc-enable-advisor=release",
                "-regalloc-evict-interactive-channel-base={channel}", str(REPO / "test/lit/regalloc/Inputs/pressure.ll"),
                "-o", "crash.s")
    assert res.returncode == 128 + signal.SIGABRT, res.stderr
    assert "Traceback" not in res.stderr
    lines = our_lines(res.stderr)
    assert len(lines) == 1 and "SIGABRT" in lines[0], res.stderr
    assert not (work / "log.jsonl").exists()
    assert not (work / "crash.s").exists()


# ---- 4. Ctrl-C (and SIGTERM) to mlbridge-serve ------------------------------------------------------------------
def _children(pid: int) -> list[int]:
    out: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        out += [int(c) for c in (task / "children").read_text().split()]
    return out


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.parametrize("sig,code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_interrupt_stops_compiler_and_cleans_up(work: Path, sig: int, code: int) -> None:
    # SIGINT at its default in the child: mlbridge-serve keeps a signal ignored at start ignored (nohup semantics),
    # and a test suite launched in the background (`cmd &`) hands its children an ignored SIGINT.
    proc = subprocess.Popen(with_sigint_default(_serve_cmd("--runner=python:faultmodels:sleepy", "--log=log.jsonl",
                                                           "--", *opt_cmd("two.ll", "out.ll"))),
                            cwd=work, env=_env(work), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    compilers: list[int] = []
    try:
        deadline = time.monotonic() + HANG_BOUND
        while not (work / "asked").exists():
            assert proc.poll() is None, proc.communicate()[1]
            assert time.monotonic() < deadline, "the first question never arrived"
            time.sleep(0.05)
        compilers = _children(proc.pid)
        assert compilers, "no compiler process under mlbridge-serve"
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=20)  # a bound against hangs
        assert proc.returncode == code, err
        assert "Traceback" not in err
        assert len(our_lines(err)) == 1, err
        for pid in compilers:
            assert not _alive(pid), "compiler left running"
        assert not (work / "out.ll").exists(), "partial output left behind"
        assert not (work / "log.jsonl").exists()
        assert no_fifos_left(work)
    finally:
        for pid in [proc.pid, *compilers]:
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
        proc.wait()


# ---- 5. a compiler that is not there ----------------------------------------------------------------------------
def test_compiler_not_found_is_127(work: Path) -> None:
    res = serve(work, "--runner=python:mlbridge_passes.inliner.policies:never", "--", "no-such-compiler-xyz", "{channel}")
    assert res.returncode == 127, res.stderr
    assert_one_line_error(res, "no-such-compiler-xyz")
    assert no_fifos_left(work)


# ---- 6. mlbridge-serve itself killed: the compiler must not outlive it ---------------------------------------------
def _running(pid: int) -> bool:
    """Alive and not a zombie (a reparented child may stay a zombie until init reaps it)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            return f.read().rsplit(b")", 1)[1].split()[0] not in (b"Z", b"X")
    except OSError:
        return False


def test_sigkill_of_serve_stops_opt_and_cleans_up(work: Path) -> None:
    """SIGKILL of mlbridge-serve used to leave opt reading the dead channel forever, its -o at 0 bytes, the FIFO
    directory behind. The guardian stops opt (SIGTERM: LLVM removes its partial output) and removes the rest."""
    proc = subprocess.Popen(_serve_cmd("--runner=python:faultmodels:sleepy", "--", *opt_cmd("two.ll", "out.ll")),
                            cwd=work, env=_env(work), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    compilers: list[int] = []
    try:
        deadline = time.monotonic() + HANG_BOUND
        while not (work / "asked").exists():
            assert proc.poll() is None and time.monotonic() < deadline, "the first question never arrived"
            time.sleep(0.05)
        opt = find_tool("opt")
        compilers = [pid for pid in _children(proc.pid) if opt in Path(f"/proc/{pid}/cmdline").read_text()]
        assert len(compilers) == 1, "no opt under mlbridge-serve"
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        deadline = time.monotonic() + HANG_BOUND
        while _running(compilers[0]) or not no_fifos_left(work) or (work / "out.ll").exists():
            assert time.monotonic() < deadline, (f"opt running: {_running(compilers[0])}, FIFOs left: "
                                                 f"{not no_fifos_left(work)}, out.ll: {(work / 'out.ll').exists()}")
            time.sleep(0.05)
    finally:
        for pid in compilers:
            if _running(pid):
                os.kill(pid, signal.SIGKILL)
