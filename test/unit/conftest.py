"""Fixtures shared by the unit tests, the hypothesis profiles, and the ``slow`` tier."""
from __future__ import annotations

import contextlib
import importlib
import os
from typing import Any, Iterator

import pytest
from hypothesis import settings

# Timeouts on a load-adjusted clock, and a timed-out test's processes killed (load_timeout.py).
pytest_plugins = ("load_timeout",)

# Hypothesis: "ci" (the default) is deterministic and writes no example database into the checkout; "dev"
# (HYPOTHESIS_PROFILE=dev) tries more examples. Loaded here, before any test module builds its own settings.
settings.register_profile("ci", derandomize=True, deadline=None, database=None, print_blob=True)
settings.register_profile("dev", max_examples=500, deadline=None, database=None, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

#: Tests that take about 2 s or more on 2 cores (``pytest --durations=0``), by node-id prefix: whole modules or single
#: tests. They get the ``slow`` mark; ``scripts/test.sh --fast`` (``-m "not slow"``) skips them.
SLOW = (
    "test/unit/faults/test_faults_corpus.py",              # Ray clusters and pools killed by PID (15-30 s)
    "test/unit/test_training_pool.py", "test/unit/test_inliner_flips.py", "test/unit/test_poset_rl_scripts.py",
    "test/unit/test_poset_rl_bench.py",                    # training and benches on samples, local pool and Ray
    "test/unit/test_native_example.py", "test/unit/test_native_package.py",  # CMake projects built from scratch
    "test/unit/test_fuzz_native.py", "test/unit/test_docs_commands.py", "test/unit/test_adding_a_pass.py",
    "test/unit/test_cc.py", "test/unit/test_score.py",     # C programs compiled, linked and run
    "test/unit/test_loopdist.py::test_distributed_kernels_compute_the_same_memory_as_the_originals",
    "test/unit/test_loopdist.py::test_fuzz_random_kernels_distribute_without_changing_results",
    "test/unit/test_corpus.py::test_run_pool_and_ray_give_the_same_sizes",
    "test/unit/test_corpus.py::test_ml_decisions_counted_and_timeouts_recorded",
    "test/unit/test_corpus.py::test_resume_after_max_modules_and_after_a_kill",
    "test/unit/test_grpc.py::test_retry_budget_outlasts_a_server_restart",
    "test/unit/test_grpc.py::test_default_server_serves_32_long_lived_clients",
    "test/unit/test_grpc.py::test_default_retries_do_not_outlast_a_restart",
    "test/unit/faults/test_faults_compiled_cache.py::test_one_bit_flips_in_header_and_object_are_detected_and_rebuilt",
    "test/unit/test_guards.py::test_guard_keeps_the_heuristic_against_an_always_inline_policy",
    "test/unit/test_inliner_headroom.py::test_oracle_figures_are_compilations",
    "test/unit/test_inliner_es.py::test_scores_are_compilations_and_reuse_what_was_compiled",
    "test/unit/test_load_timeout.py::test_a_timed_out_test_fails_and_its_orphaned_grandchild_is_killed",
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the :data:`SLOW` tests ``slow``, and every test that needs the native build (the :func:`native_build`
    fixture, directly or through another fixture) ``native``: ``-m "not native"`` runs the rest on a machine
    without a C++ compiler."""
    for item in items:
        if item.nodeid.startswith(SLOW):
            item.add_marker(pytest.mark.slow)
        if "native_build" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.native)


def require(module: str) -> Any:
    """Import ``module``, a package the test extra pins: if it is missing the test fails (never skips) naming it."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        pytest.fail(f"{module} is pinned by the test extra but cannot be imported ({e}): run scripts/bootstrap.sh",
                    pytrace=False)


def clang_front_ends() -> list[str]:
    """The clang 22 front ends this machine has, as ``MLBRIDGE_CLANG`` names them: ziglang's (``zig``) always,
    Debian's (``system``) where ``clang-22`` is installed. Tests of behaviour where the two differ run on each."""
    from mlbridge_llvm.corpus.toolchain import find_toolchain
    from mlbridge_llvm.errors import ToolNotFoundError

    kinds = ["zig"]
    try:
        find_toolchain(kind="system")
        kinds.append("system")
    except ToolNotFoundError:
        pass
    return kinds


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
    with _private_folder("RAY_TMPDIR", "mlbray"):
        yield


@pytest.fixture(autouse=True, scope="session")
def private_compile_servers() -> Any:
    """mlbridge-cc's compile servers started by tests listen in a folder of this test session (a short path: it
    holds Unix sockets), never in the user's, and are shut down at the end."""
    from mlbridge_llvm.cc.server import ENV_DIR, stop_all

    with _private_folder(ENV_DIR, "mlbcc") as path:
        yield path
        stop_all(path)


@contextlib.contextmanager
def _private_folder(variable: str, prefix: str) -> Iterator[str]:
    """A new folder (short path, under $TMPDIR) named by environment variable ``variable`` for the duration;
    the variable's old value back and the folder removed after."""
    import shutil
    import tempfile

    old = os.environ.get(variable)
    path = tempfile.mkdtemp(prefix=prefix)
    os.environ[variable] = path
    try:
        yield path
    finally:
        if old is None:
            os.environ.pop(variable, None)
        else:
            os.environ[variable] = old
        shutil.rmtree(path, ignore_errors=True)


@pytest.fixture()
def build_env(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The environment of a test that builds programs: zig's cache and every temporary file in its own folder."""
    cache = tmp_path / "zig-cache"
    for k, v in {"ZIG_GLOBAL_CACHE_DIR": str(cache), "ZIG_LOCAL_CACHE_DIR": str(cache), "TMPDIR": str(tmp_path)}.items():
        monkeypatch.setenv(k, v)
    return dict(os.environ)


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
