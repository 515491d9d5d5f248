"""Fixtures of the native client tests: the C API and its test programs, built once per session."""
from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
TARGETS = ("mlbridge_capi", "mlbridge_pipe_client", "mlbridge_compat_client")


@dataclass(frozen=True)
class ClientBuild:
    dir: Path

    @property
    def pipe_client(self) -> str:
        return str(self.dir / "tests" / "mlbridge_pipe_client")

    @property
    def compat_client(self) -> str:
        return str(self.dir / "tests" / "mlbridge_compat_client")


@pytest.fixture(scope="session")
def client_build(tmp_path_factory: pytest.TempPathFactory) -> ClientBuild:
    """``native/`` configured with CMake and the client targets built with Ninja in this session's tmp folder.
    A missing tool or a failed build is a failure with its output (never a skip)."""
    missing = [t for t in ("cmake", "ninja", "cc", "c++") if shutil.which(t) is None]
    if missing:
        pytest.fail(f"cannot build the native client: this machine lacks {', '.join(missing)}", pytrace=False)
    out = tmp_path_factory.mktemp("native-client-build")
    llvm_dir = ROOT / ".venv/lib/python3.11/site-packages/llvm/lib/cmake/llvm"
    for cmd in (["cmake", "-S", str(ROOT / "native"), "-B", str(out), "-G", "Ninja", f"-DLLVM_DIR={llvm_dir}"],
                ["ninja", "-C", str(out), *TARGETS]):
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        if proc.returncode != 0:
            pytest.fail(f"{' '.join(cmd[:2])} failed:\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}", pytrace=False)
    return ClientBuild(out)
