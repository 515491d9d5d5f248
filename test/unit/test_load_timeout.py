"""The suite's own timeouts (load_timeout.py): a load-adjusted clock, and a timed-out test leaves no process behind."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import uuid
from pathlib import Path

import load_timeout as L


def test_clock_runs_at_wall_speed_with_a_free_cpu_and_slower_under_load() -> None:
    assert L.rate(load=0.5, cpus=2) == 1.0
    assert L.rate(load=2.0, cpus=2) == 1.0
    assert L.rate(load=20.0, cpus=2) == 0.1


def test_processes_are_found_by_their_token_and_killed() -> None:
    token = uuid.uuid4().hex
    env = dict(os.environ, **{L.TOKEN_VAR: token})
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"], env=env)
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        assert L.processes_with(token) == [child.pid]
        assert L.kill_processes_with(token) == [child.pid]
        assert child.wait(timeout=30) == -9
        assert other.poll() is None
    finally:
        for p in (child, other):
            p.kill()
            p.wait()


def test_a_timed_out_test_fails_and_its_orphaned_grandchild_is_killed(tmp_path: Path) -> None:
    """An inner pytest run whose test blocks on a child that started a grandchild and never returns: the test fails
    with pytest-timeout's message and no process of it survives (without the plug-in the grandchild would)."""
    shutil.copy(Path(__file__).with_name("load_timeout.py"), tmp_path)
    (tmp_path / "conftest.py").write_text('pytest_plugins = ("load_timeout",)\n')
    marker = f"sleeper-{uuid.uuid4().hex}"
    (tmp_path / "test_hang.py").write_text(textwrap.dedent(f"""
        import subprocess, sys
        import pytest

        @pytest.mark.timeout(2)
        def test_hang():
            grandchild = "import time; time.sleep(300)  # {marker}"
            subprocess.run([sys.executable, "-c",
                            f"import subprocess, sys, time; subprocess.Popen([sys.executable, '-c', {{grandchild!r}}]); "
                            "time.sleep(300)"])
    """))
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                           str(tmp_path / "test_hang.py")], cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 1 and "Timeout (>2.0s) from pytest-timeout" in proc.stdout, proc.stdout[-2000:]
    left = [pid for pid in os.listdir("/proc") if pid.isdigit() and _cmdline_has(pid, marker)]
    assert left == []


def _cmdline_has(pid: str, text: str) -> bool:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return text.encode() in f.read()
    except OSError:
        return False
