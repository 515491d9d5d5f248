"""mlbridge-cc's compile server (issue #38): it serves only its own user, from a folder only that user may enter; a
dead server is restarted and a hung one replaced, never waited on; workers stay warm between calls."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mlbridge_llvm.bench.cc import children as _children
from mlbridge_llvm.cc import server as srv

BIN = Path(sys.executable).parent
SOURCE = "int twice(int x) { return 2 * x; }\n"


@pytest.fixture()
def servers(tmp_path: Path):  # noqa: ANN201
    """A server folder of this test (short path: it holds a Unix socket); its servers are stopped at the end."""
    import tempfile

    folder = tempfile.mkdtemp(prefix="mlbs")  # in $TMPDIR: scripts/test.sh keeps it short
    yield folder
    srv.stop_all(folder)
    import shutil

    shutil.rmtree(folder, ignore_errors=True)


def _env(folder: str, tmp: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MLBRIDGE_") or k in (
        "MLBRIDGE_CACHE_DIR", "MLBRIDGE_TEST_RUN")}
    env.update(PATH=f"{BIN}{os.pathsep}{os.environ['PATH']}", MLBRIDGE_CC_SERVER_DIR=folder, TMPDIR=str(tmp),
               MLBRIDGE_PASSES="ml-inline", **extra)
    return env


def _compile(env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    (cwd / "t.c").write_text(SOURCE)
    return subprocess.run(["mlbridge-cc", "-Oz", "-c", "t.c", "-o", "t.o"], env=env, cwd=cwd, capture_output=True,
                          text=True, timeout=600)


def _server_pid(folder: str) -> int | None:
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.connect(srv.socket_path(folder))
            return srv.peer_credentials(s)[0]
    except OSError:
        return None


def _gone(pid: int, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat") as f:
                if f.read().rsplit(")", 1)[1].split()[0] in ("Z", "X"):
                    return True
        except OSError:
            return True
        time.sleep(0.05)
    return False


def test_a_folder_others_may_enter_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "open"
    folder.mkdir(mode=0o755)
    os.chmod(folder, 0o755)
    env = _env(str(folder), tmp_path)
    proc = _compile(env, tmp_path)
    assert proc.returncode == 0, proc.stderr  # compiled with a worker of its own
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "no compile server" in lines[0] and "not a private folder" in lines[0], proc.stderr
    assert not [p for p in folder.iterdir() if p.suffix == ".sock"]


def test_workers_stay_warm_and_a_dead_server_is_restarted(servers: str, tmp_path: Path) -> None:
    env = _env(servers, tmp_path)
    assert _compile(env, tmp_path).returncode == 0
    first = _server_pid(servers)
    assert first is not None
    workers = set(_children(first))
    assert _compile(env, tmp_path).returncode == 0
    assert _server_pid(servers) == first and set(_children(first)) == workers  # the same warm worker answered
    os.kill(first, 9)
    assert _gone(first)
    proc = _compile(env, tmp_path)
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    assert _server_pid(servers) not in (None, first)


def test_a_hung_server_is_replaced_not_waited_on(servers: str, tmp_path: Path) -> None:
    """Something listens on the server's socket and never answers: the client kills it (its pid from the socket)
    and starts a real server."""
    path = srv.socket_path(servers)
    hung = subprocess.Popen([sys.executable, "-c", "import socket, sys, time\n"
                             "s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.listen(8); print('up', flush=True)\n"
                             "conns = []\nwhile True: conns.append(s.accept())\n", path],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert hung.stdout is not None and hung.stdout.readline().strip() == "up"
        proc = _compile(_env(servers, tmp_path), tmp_path)
        assert proc.returncode == 0 and proc.stderr == "", proc.stderr
        assert hung.wait(timeout=30) == -9
        assert _server_pid(servers) not in (None, hung.pid)
    finally:
        if hung.poll() is None:
            hung.kill()
        hung.wait()


def test_only_its_own_user_is_served(servers: str, tmp_path: Path) -> None:
    """Even with the folder and socket opened to everyone, a peer of another uid (SO_PEERCRED) gets no answer."""
    if os.getuid() != 0:
        pytest.skip("needs root to connect as another user")  # CI and this machine run the suite as root
    env = _env(servers, tmp_path)
    assert _compile(env, tmp_path).returncode == 0
    path = srv.socket_path(servers)
    # open the way for everyone: the folder, the socket, and every folder above that others cannot enter ($TMPDIR
    # of the suite is 0700); all restored below
    opened = [p for p in Path(servers).parents if not os.stat(p).st_mode & 0o001]
    modes = {p: os.stat(p).st_mode for p in opened}
    for p in opened:
        os.chmod(p, modes[p] | 0o001)
    os.chmod(servers, 0o755)
    os.chmod(path, 0o777)
    try:
        code = ("import os, socket, sys\nsys.path[:0] = sys.argv[2:]\n"
                "from mlbridge_llvm.cc import server as srv\nos.setgid(65534); os.setuid(65534)\n"
                "s = socket.socket(socket.AF_UNIX); s.settimeout(10); s.connect(sys.argv[1])\n"
                "try:\n    srv.send(s, {'op': 'hello'}); srv.receive(s); print('answered')\n"
                "except (EOFError, OSError):\n    print('refused')\n")
        out = subprocess.run([sys.executable, "-c", code, path, *sys.path], capture_output=True, text=True,
                             timeout=60)
        assert out.stdout.strip() == "refused", out.stdout + out.stderr
    finally:
        os.chmod(servers, 0o700)
        os.chmod(path, 0o600)
        for p, mode in modes.items():
            os.chmod(p, mode)

