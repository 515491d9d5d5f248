"""Nothing outlives mlbridge-cc (issue #38): killed with SIGKILL, SIGTERM or SIGINT while ml-regalloc answers the
front end's code generation, or stopped by its own timeout, it leaves no worker, no compiler and no folder behind,
with the compile server (which then stops what the dead client started) and with a worker of its own (whose
guardian does). Every process of a run carries a marker in its environment; after the run only the compile server
itself may still carry it. The model is a Python function that never answers (ml-regalloc then takes LLVM's
interactive route, FIFOs and all, with any front end): the compile is in code generation for as long as the test
needs, however fast or loaded the machine."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

BIN = Path(sys.executable).parent
MARK = "MLBRIDGE_OUTLIVE_TEST"


def _pressure_source(functions: int) -> str:
    """C functions with 40 live values each: the greedy allocator asks about many evictions."""
    out = []
    for k in range(functions):
        decl = ", ".join(f"v{i} = p[{i}] * {k + i + 1}" for i in range(40))
        mix = " ".join(f"v{i} ^= v{(i * 7 + 3) % 40} + v{(i * 11 + 5) % 40} * p[{i}];" for i in range(40))
        total = " + ".join(f"v{i}" for i in range(40))
        out.append(f"long f{k}(long *p, int n) {{ long {decl}; for (int j = 0; j < n; j++) {{ {mix} "
                   f"p[j & 31] = {total}; }} return {total}; }}")
    return "\n".join(out) + "\n"


def _marked(mark: str) -> set[int]:
    needle = f"{MARK}={mark}".encode()
    found = set()
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                env = f.read().split(b"\0")
            with open(f"/proc/{pid}/stat", "rb") as f:
                state = f.read().rsplit(b")", 1)[1].split()[0]
        except OSError:
            continue
        if needle in env and state not in (b"Z", b"X"):
            found.add(int(pid))
    return found


def _cmdlines(pids: set[int]) -> list[str]:
    out = []
    for pid in pids:
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                out.append(f.read().replace(b"\0", b" ").decode(errors="replace"))
        except OSError:
            pass
    return out


def _server_pids(folder: str) -> set[int]:
    pids = set()
    for name in os.listdir(folder) if os.path.isdir(folder) else []:
        if name.endswith(".sock"):
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
                try:
                    s.connect(os.path.join(folder, name))
                except OSError:
                    continue
                from mlbridge_llvm.cc.server import peer_credentials

                pids.add(peer_credentials(s)[0])
    return pids


def _left(tmp: Path) -> list[Path]:
    """What is left in the run's temporary folder; ``.ses`` is onnxruntime's (it writes its telemetry session id
    into ``$TMPDIR`` when it is imported, in any process, and reuses it)."""
    return [p for p in tmp.iterdir() if p.name != ".ses"]


def _wait(predicate, seconds: float) -> bool:  # noqa: ANN001
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.1)
    return predicate()


@pytest.fixture()
def run(tmp_path: Path):  # noqa: ANN201
    """Start mlbridge-cc on a register-pressure file with ml-regalloc; yields (process, marker, temp folder,
    server folder)."""
    mark = uuid.uuid4().hex
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    (tmp_path / "press.c").write_text(_pressure_source(4))
    (tmp_path / "stalling_model.py").write_text("import time\n\n\ndef stalls(features):\n    time.sleep(3600)\n")
    servers = os.environ["MLBRIDGE_CC_SERVER_DIR"]
    started: list[subprocess.Popen[str]] = []

    def start(server: str, *extra: str) -> subprocess.Popen[str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("MLBRIDGE_") or k in (
            "MLBRIDGE_CACHE_DIR", "MLBRIDGE_CC_SERVER_DIR", "MLBRIDGE_TEST_RUN")}
        env.update(PATH=f"{BIN}{os.pathsep}{os.environ['PATH']}", TMPDIR=str(tmp), MLBRIDGE_CC_SERVER=server,
                   PYTHONPATH=os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep),
                   **{MARK: mark})
        proc = subprocess.Popen(["mlbridge-cc", "-O2", "-g0", "-c", "press.c", "-o", "press.o",
                                 "--mlbridge-passes=ml-regalloc", "--mlbridge-runner=python",
                                 "--mlbridge-model=stalling_model:stalls", *extra], env=env, cwd=tmp_path, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        started.append(proc)
        return proc

    yield start, mark, tmp, servers
    for proc in started:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()


def _in_codegen(mark: str) -> bool:
    return any("regalloc-enable-advisor=release" in c for c in _cmdlines(_marked(mark)))


@pytest.mark.parametrize("server", ["1", "0"])
@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM, signal.SIGINT])
def test_a_killed_mlbridge_cc_leaves_nothing(run, server: str, how: signal.Signals) -> None:  # noqa: ANN001
    start, mark, tmp, servers = run
    proc = start(server)
    assert _wait(lambda: _in_codegen(mark) or proc.poll() is not None, 300), "code generation never started"
    assert proc.poll() is None, proc.communicate()
    proc.send_signal(how)
    proc.communicate(timeout=60)
    allowed = _server_pids(servers)
    assert _wait(lambda: not (_marked(mark) - allowed), 30), _cmdlines(_marked(mark) - allowed)
    assert _wait(lambda: not _left(tmp), 30), _left(tmp)  # work and FIFO folders
    assert not (tmp.parent / "press.o").exists()


@pytest.mark.parametrize("server", ["1", "0"])
def test_a_timed_out_compile_leaves_nothing(run, server: str) -> None:  # noqa: ANN001
    start, mark, tmp, servers = run
    proc = start(server, "--mlbridge-timeout=3")
    out, err = proc.communicate(timeout=600)
    assert proc.returncode == 1 and "timed out" in err, err
    assert len(err.strip().splitlines()) == 1, err
    allowed = _server_pids(servers)
    assert _wait(lambda: not (_marked(mark) - allowed), 30), _cmdlines(_marked(mark) - allowed)
    assert _wait(lambda: not _left(tmp), 30), _left(tmp)
