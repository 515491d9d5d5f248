"""Fixtures shared by the unit tests."""
from __future__ import annotations

from typing import Any

import importlib

import pytest


def require(module: str) -> Any:
    """Import ``module``, a package the test extra pins: if it is missing the test fails (never skips) naming it."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        pytest.fail(f"{module} is pinned by the test extra but cannot be imported ({e}): run scripts/bootstrap.sh",
                    pytrace=False)


def run_on_local_ray(code: str, timeout: float = 240) -> None:
    """Run ``code`` in a fresh Python process with a local 2-worker Ray instance started (``ray`` is bound; the
    instance is shut down after). A fresh process because Ray's start-up shares gRPC and signal state with whatever
    the test process already ran (gRPC servers of earlier tests kept it from registering its raylet); a failure is
    the child's stderr."""
    import subprocess
    import sys
    import textwrap

    require("ray")
    script = ("import os, ray\nos.environ.setdefault('RAY_raylet_start_wait_time_s', '90')\n"
              "ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)\ntry:\n"
              + textwrap.indent(textwrap.dedent(code), "    ") + "\nfinally:\n    ray.shutdown()\n")
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=timeout)
    assert proc.returncode == 0, proc.stderr[-3000:]


@pytest.fixture(scope="module")
def jit() -> Any:
    """llvmlite MCJIT on LLVM 22: ``compile(ir_text) -> address_of(name)`` (engines kept alive for the module)."""
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    engines: list[Any] = []

    def compile_ir(text: str) -> Any:
        mod = llvm.parse_assembly(text)
        mod.verify()
        tm = llvm.Target.from_default_triple().create_target_machine()  # owned by the engine
        engine = llvm.create_mcjit_compiler(mod, tm)
        engine.finalize_object()
        engines.append(engine)
        return engine.get_function_address

    return compile_ir


@pytest.fixture(autouse=True, scope="session")
def private_compiled_cache(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """Compiled models go to this session's temporary folder, never to the user's ~/.cache (tests touch nothing else)."""
    import os

    old = os.environ.get("MLBRIDGE_CACHE_DIR")
    os.environ["MLBRIDGE_CACHE_DIR"] = str(tmp_path_factory.mktemp("compiled-cache"))
    yield
    if old is None:
        os.environ.pop("MLBRIDGE_CACHE_DIR", None)
    else:
        os.environ["MLBRIDGE_CACHE_DIR"] = old


@pytest.fixture(autouse=True, scope="session")
def private_ray_tmpdir() -> Any:
    """Ray instances started by tests keep their sessions, logs and sockets in a folder of this test session, not in
    the machine's /tmp/ray. A short path: Ray puts Unix sockets in it (at most 107 bytes)."""
    import os
    import shutil
    import tempfile

    old = os.environ.get("RAY_TMPDIR")
    path = tempfile.mkdtemp(prefix="mlbray")
    os.environ["RAY_TMPDIR"] = path
    yield
    if old is None:
        os.environ.pop("RAY_TMPDIR", None)
    else:
        os.environ["RAY_TMPDIR"] = old
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="session")
def native_build() -> Any:
    """The built native side (``python -m mlbridge_llvm.native build``, run by scripts/bootstrap.sh). If it is not
    built here the test fails with one line saying what is missing (never a skip that hides it)."""
    from mlbridge_llvm.native import NativeUnavailable, artifact, build_dir
    from mlbridge_llvm.native.build import missing_tools

    try:
        for name in ("MLBridgeInline.so", "libmlbridge_pipeline.so", "libmlbridge_capi.so"):
            artifact(name)
    except NativeUnavailable as e:
        missing = missing_tools()
        why = f"this machine lacks {', '.join(missing)}" if missing else str(e)
        pytest.fail(f"the native part is not built: {why}", pytrace=False)
    return build_dir()


class ClientBuild:
    """The native client test programs (``native/tests``) inside the kit's native build tree."""

    def __init__(self, build: Any) -> None:
        self.dir = build

    @property
    def pipe_client(self) -> str:
        return str(self.dir / "tests" / "mlbridge_pipe_client")

    @property
    def compat_client(self) -> str:
        return str(self.dir / "tests" / "mlbridge_compat_client")


@pytest.fixture(scope="session")
def client_build(native_build: Any) -> ClientBuild:
    """The C test clients of the runner API, from the native build (one line if it is not built)."""
    build = ClientBuild(native_build)
    import os

    for program in (build.pipe_client, build.compat_client):
        if not os.path.isfile(program):
            pytest.fail(f"{program} is not built: run `python -m mlbridge_llvm.native build`", pytrace=False)
    return build
