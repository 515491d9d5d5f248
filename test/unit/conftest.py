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


def start_local_ray(cpus: int = 2) -> Any:
    """``ray.init`` of a local instance with ``cpus`` workers; returns the ``ray`` module (call ``ray.shutdown()``).

    On a loaded 2-core machine the raylet can take longer than Ray's 30 s default to register: the wait is raised
    to 120 s and a failed start is retried once, so a slow start is not a test failure."""
    import os

    ray = require("ray")
    os.environ.setdefault("RAY_raylet_start_wait_time_s", "120")
    for attempt in (1, 2):
        try:
            ray.init(num_cpus=cpus, include_dashboard=False, log_to_driver=False)
            return ray
        except Exception:  # noqa: BLE001 - Ray raises a bare Exception for a start-up timeout
            ray.shutdown()
            if attempt == 2:
                raise
    return ray


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


@pytest.fixture(scope="session")
def native_build() -> Any:
    """The built native side (``python -m mlbridge_llvm.native build``, run by scripts/bootstrap.sh). If it is not
    built here the test fails with one line saying what is missing (never a skip that hides it)."""
    from mlbridge_llvm.native import NativeUnavailable, artifact, build_dir
    from mlbridge_llvm.native.build import missing_tools

    try:
        for name in ("MLBridgeInline.so", "libmlbridge_passes.so", "libmlbridge_capi.so"):
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
