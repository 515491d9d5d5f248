"""The installed kit, outside any checkout: what a user gets from ``pip install mlbridge-llvm``.

``scripts/test.sh`` builds the wheel, installs it into a fresh virtual environment with the oldest supported
dependencies (``constraints-min.txt``), copies this folder into a temporary directory and runs it there with that
environment's Python, so nothing here can see the source tree. Each test runs the installed command-line tools.
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

BIN = Path(sys.executable).parent
TOOLS = ["mlbridge-opt", "mlbridge-serve", "mlbridge-corpus", "mlbridge-bench", "mlbridge-aot", "mlbridge-demo",
         "mlbridge-llvm", "mlbridge-cc", "mlbridge-c++", "mlbridge-score"]


def run(*argv: str | Path, cwd: Path | None = None, timeout: float = 600, check: bool = True,
        env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run an installed tool (a name in this environment's bin folder, or a path)."""
    cmd = [str(BIN / argv[0]) if (BIN / str(argv[0])).exists() else str(argv[0]), *map(str, argv[1:])]
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env)
    if check:
        assert proc.returncode == 0, f"{' '.join(cmd)} exited with {proc.returncode}:\n{proc.stderr[-3000:]}"
    return proc


def kit_python(code: str) -> str:
    """What ``code`` prints, run by the installed environment's Python."""
    return run(sys.executable, "-c", code).stdout.strip()


def test_the_kit_is_not_a_checkout() -> None:
    package = Path(kit_python("import mlbridge_llvm; print(mlbridge_llvm.__file__)")).parent
    assert "site-packages" in package.parts, package
    assert not (package.parent / "pyproject.toml").exists()
    assert Path(run("mlbridge-opt", "--print-models-dir").stdout.strip()) == package / "_bundle" / "models"
    assert (package / "_bundle" / "native" / "CMakeLists.txt").is_file()
    assert (package / "_bundle" / "cmake").is_dir()
    licence = Path(kit_python("from importlib.metadata import distribution as d; "
                              "print(next(f.locate() for f in d('mlbridge-llvm').files if f.name == 'LICENSE'))"))
    assert "LLVM Exceptions" in licence.read_text()


@pytest.mark.parametrize("tool", TOOLS)
def test_every_tool_answers_version_and_help(tool: str) -> None:
    version = run(tool, "--version").stdout
    compiler = tool in ("mlbridge-cc", "mlbridge-c++")  # a drop-in clang: the front end's lines come first
    if compiler:
        # Debian's clang-22 says "Debian clang version 22.1.8 (...)", ziglang's and LLVM's own "clang version 22.1.8"
        assert re.match(r"(\w+ )?clang version 22\.", version) and f"\n{tool} (mlbridge-llvm " in version, version
    else:
        assert version.startswith(f"{tool} (mlbridge-llvm ")
    assert "LLVM 22" in version and "inliner-oz.onnx" in version
    assert run(tool, "--help").stdout.startswith("usage:")
    bad = run(tool, "--no-such-flag", check=False)
    if compiler:  # an unknown clang option is the front end's error, as with clang itself; the kit's exit 1 as clang's
        assert bad.returncode != 0 and "--no-such-flag" in bad.stderr, bad.stderr
        bad = run(tool, "--mlbridge-no-such-flag", "x.c", check=False)
    assert bad.returncode == (1 if compiler else 2) and bad.stderr.count("\n") == 1 and "help" in bad.stderr, bad.stderr


def test_mlbridge_config_answers_like_llvm_config(tmp_path: Path) -> None:
    """--version is the bare version (as llvm-config's, for scripts); the flags build a C program on the C API."""
    assert run("mlbridge-config", "--version").stdout.strip() == kit_python("import mlbridge_llvm; print(mlbridge_llvm.__version__)")
    bad = run("mlbridge-config", "--no-such-flag", check=False)
    assert bad.returncode == 2 and "mlbridge-config --help" in bad.stderr
    assert Path(run("mlbridge-config", "--llvm-bin").stdout.strip(), "opt").exists()
    assert "LLVM version 22" in run("mlbridge-llvm", "opt", "--version").stdout


def _snapshot(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest() + str(p.stat().st_mtime_ns)
            for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture(scope="session")
def native_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The installed kit's native side, built once for the whole run, as a user's first ``ml-inline`` builds it (the
    first worker to get here builds while the other waits on a lock; no other test builds: scripts/smoke.sh sets
    MLBRIDGE_NATIVE_AUTOBUILD=0 for the rest). That first use announces the build with its estimate, shows its
    progress, says how long it took, and then uses the plug-in. The bundle is made read-only, as in a system
    site-packages: the build writes nothing there, builds no fuzz targets, prints no compiler warning (-Wall
    -Wextra, Release), installs the CMake package with nothing pointing back at the sources, and a second build is
    an up-to-date check."""
    import fcntl

    shared = tmp_path_factory.getbasetemp().parent  # the same folder for every pytest-xdist worker
    with open(shared / "native-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = shared / "native-build.done"
        if done.exists():
            return Path(done.read_text())
        out = _first_native_build(tmp_path_factory.mktemp("first-use"))
        done.write_text(str(out))
        return out


def _first_ml_inline_builds_it(work: Path) -> None:
    """The first ``ml-inline`` of the environment: the announcement with its estimate, progress by tenths, the time
    it took, then the plug-in decides (the remarks say so); a second run builds nothing and prints nothing."""
    demo = kit_python("from importlib import resources; print(resources.files('mlbridge_llvm.data') / 'inline_demo.ll')")
    env = {k: v for k, v in os.environ.items() if k != "MLBRIDGE_NATIVE_AUTOBUILD"}
    out, remarks = work / "first-use.ll", work / "first-use.jsonl"
    proc = run("mlbridge-opt", "-S", "-passes=ml-inline", demo, "-o", out, "--remarks-file", remarks, env=env)
    lines = proc.stderr.splitlines()
    assert re.match(r"ml-inline: building the kit's native side once for this environment \(about \d+ s: ", lines[0]), \
        proc.stderr
    # progress by tenths; where some of Debian's LLVM 22 is installed, also one note on its optional plug-in
    progress = [ln for ln in lines[1:-1] if " steps (" in ln]
    notes = [ln for ln in lines[1:-1] if " steps (" not in ln]
    assert progress and all(ln.startswith("ml-inline: native build: ") for ln in progress), proc.stderr
    assert all(ln.startswith("ml-inline: native build: the plug-in for Debian's LLVM 22") for ln in notes), proc.stderr
    assert len(notes) <= 1 and (not notes or shutil.which("llc-22") or shutil.which("clang-22")
                                or Path("/usr/lib/llvm-22").is_dir()), proc.stderr
    assert re.search(r" (\d+)/\1 steps \(100%\)", progress[-1]), progress[-1]
    assert re.fullmatch(r"ml-inline: native side built in \d+ s", lines[-1]), lines[-1]
    assert '"advisor": "plugin"' in remarks.read_text()
    again = run("mlbridge-opt", "-S", "-passes=ml-inline", demo, "-o", out, "--remarks-file", remarks, env=env)
    assert again.stderr == "", again.stderr


def _first_native_build(work: Path) -> Path:
    bundle = Path(kit_python("from mlbridge_llvm.resources import bundled; print(bundled('native'))")).parent
    before = _snapshot(bundle)
    paths = [bundle, *bundle.rglob("*")]
    modes = {p: p.stat().st_mode for p in paths}
    for p in paths:
        p.chmod(0o555 if p.is_dir() else 0o444)
    try:
        _first_ml_inline_builds_it(work)
        out = Path(kit_python("from mlbridge_llvm.native import build_dir; print(build_dir())"))
        assert _snapshot(bundle) == before
        assert not (out / "fuzz").exists()
        log = (out / "build.log").read_text()  # the first use's build
        assert "Linking CXX shared module plugins/inline/MLBridgeInline.so" in log
        assert "warning" not in log.lower(), [ln for ln in log.splitlines() if "warning" in ln.lower()]
        prefix = out / "install"
        for rel in ("include/mlbridge/mlbridge.h", "lib/libmlbridge_capi.so", "lib/libmlbridge_client.a",
                    "lib/mlbridge/MLBridgeInline.so", "lib/mlbridge/libmlbridge_pipeline.so",
                    "lib/cmake/MLBridge/MLBridgeConfig.cmake", "lib/cmake/MLBridge/MLBridgeConfigVersion.cmake"):
            assert (prefix / rel).is_file(), rel
        config_text = (prefix / "lib/cmake/MLBridge/MLBridgeConfig.cmake").read_text()
        assert f'set(MLBRIDGE_PYTHON "{sys.executable}")' in config_text
        assert str(bundle) not in config_text
        stamp = (out / "build.ninja").stat().st_mtime_ns
        run(sys.executable, "-m", "mlbridge_llvm.native", "build")
        assert (out / "build.ninja").stat().st_mtime_ns == stamp
    finally:
        for p in reversed(paths):
            p.chmod(modes[p])
    return out


def test_the_native_side_builds_and_its_plugin_runs_in_stock_opt(native_build: Path, tmp_path: Path) -> None:
    plugin = run(sys.executable, "-m", "mlbridge_llvm.native", "--plugin", "inline").stdout.strip()
    opt = kit_python("from mlbridge_llvm.ir.tools import find_tool; print(find_tool('opt'))")
    demo = kit_python("from importlib import resources; print(resources.files('mlbridge_llvm.data') / 'inline_demo.ll')")
    out = tmp_path / "out.ll"
    run(opt, f"-load-pass-plugin={plugin}", "-passes=default<Oz>", "-S", demo, "-o", out)
    assert "define" in out.read_text()
    remarks = tmp_path / "r.jsonl"
    run("mlbridge-opt", "-S", "-passes=ml-inline", demo, "-o", tmp_path / "ml.ll", "--remarks-file", remarks)
    assert '"advisor": "plugin"' in remarks.read_text()  # the plug-in, not LLVM's FIFO interactive mode


def test_an_external_cmake_project_builds_a_plugin_with_find_package(native_build: Path, tmp_path: Path) -> None:
    example = Path(kit_python("from mlbridge_llvm.resources import bundled; print(bundled('native'))"))
    src = tmp_path / "project"
    shutil.copytree(example / "examples" / "minsize-advisor", src)
    text = (src / "CMakeLists.txt").read_text()
    (src / "CMakeLists.txt").write_text(text.replace("find_package(MLBridge CONFIG REQUIRED)",
                                                     "find_package(MLBridge 0.1 CONFIG REQUIRED)"))
    prefix = run(sys.executable, "-m", "mlbridge_llvm.native", "--cmake-prefix").stdout.strip()
    cmake = shutil.which("cmake", path=str(BIN)) or "cmake"
    ninja = shutil.which("ninja", path=str(BIN)) or "ninja"
    run(cmake, "-S", src, "-B", tmp_path / "build", "-G", "Ninja", f"-DCMAKE_MAKE_PROGRAM={ninja}",
        f"-DCMAKE_PREFIX_PATH={prefix}", "-DCMAKE_BUILD_TYPE=Release")
    run(ninja, "-C", tmp_path / "build")
    plugin = tmp_path / "build" / "MinSizeAdvisor.so"
    # run it in the stock opt, asking a model of the installed kit over a real pipe: every function gets minsize
    import threading

    from mlbridge_llvm.interface.pipe import PipeCompilerInterface
    from mlbridge_llvm.ir.tools import find_tool
    from mlbridge_llvm.resources import inputs_dir

    asked = []
    with PipeCompilerInterface(str(tmp_path / "ch"), serdes="json", timeout=120) as ci:
        def model() -> None:
            obs = ci.evaluate()
            while obs is not None:
                asked.append(int(obs["instructions"][0]))
                ci.populate_buffer(1)
                obs = ci.evaluate()

        thread = threading.Thread(target=model, daemon=True)
        thread.start()
        out = tmp_path / "out.ll"
        run(find_tool("opt"), f"-load-pass-plugin={plugin}", "-passes=minsize-advisor",
            f"-minsize-advisor-channel={ci.channel}", "-S", inputs_dir() / "ir" / "medium.ll", "-o", out)
        thread.join(60)
    assert asked and "minsize" in out.read_text()


PASS_RUNS = {
    "ml-inline": ("inline_demo", ["-S"]),
    "poset-rl": ("inline_demo", ["-S"]),
    "ml-regalloc": ("ir/medium.ll", []),
    "rl-loop-distribute": ("loopdist/kernels.ll", ["-S"]),
    "ml-affine-unroll": ("mlir/nest.mlir", ["--mlir"]),
}


@pytest.mark.parametrize("ml_pass", sorted(PASS_RUNS))
def test_each_ml_pass_runs_with_its_bundled_model(ml_pass: str, tmp_path: Path) -> None:
    name, flags = PASS_RUNS[ml_pass]
    if name == "inline_demo":
        source = kit_python("from importlib import resources; "
                            "print(resources.files('mlbridge_llvm.data') / 'inline_demo.ll')")
    else:
        source = kit_python(f"from mlbridge_llvm.resources import inputs_dir; print(inputs_dir() / '{name}')")
    out = tmp_path / "out"
    remarks = tmp_path / "r.jsonl"
    run("mlbridge-opt", *flags, f"-passes={ml_pass}", source, "-o", out, "--remarks-file", remarks)
    assert out.stat().st_size > 0 and remarks.read_text().strip()


def test_aot_compiles_an_installed_model(tmp_path: Path) -> None:
    models = Path(run("mlbridge-opt", "--print-models-dir").stdout.strip())
    run("mlbridge-aot", models / "inliner-oz.onnx", "-o", tmp_path / "p.o", "--header", tmp_path / "p.h",
        "--name", "inliner_policy")
    assert re.search(r"int32_t inliner_policy\(", (tmp_path / "p.h").read_text())
    cc = shutil.which("cc") or shutil.which("gcc")
    assert cc, "a C compiler is needed to check the header"
    (tmp_path / "use.c").write_text('#include "p.h"\nint main(void) { return 0; }\n')
    run(cc, "-c", tmp_path / "use.c", "-I", tmp_path, "-o", tmp_path / "use.o")


def test_the_demo_runs_outside_the_checkout(tmp_path: Path) -> None:
    """It opens with its short table, one row per step, and keeps the round-trip table and the figures in files."""
    proc = run("mlbridge-demo", "-o", tmp_path / "bench", cwd=tmp_path, timeout=900)
    assert proc.stdout.startswith("mlbridge-demo: what the kit does, in ")
    assert "the same module as LLVM's heuristic, bit for" in proc.stdout
    for step in ("round trips", "stock LLVM opt", "poset-rl", "rl-loop-distribute", "whole program"):
        assert re.search(rf"^\d+ {re.escape(step)} ", proc.stdout, re.M), step
    assert "FAILED" not in proc.stdout and "floor" not in proc.stdout
    for name in ("rtt.json", "rtt.txt", "demo.txt"):
        assert (tmp_path / "bench" / name).is_file(), name
    assert "Traceback" not in proc.stderr


def test_a_missing_optional_extra_is_one_line(tmp_path: Path) -> None:
    """Run with an environment whose Python cannot import ray: --backend ray names the extra to install."""
    fake = tmp_path / "noray"
    (fake / "ray").mkdir(parents=True)
    (fake / "ray" / "__init__.py").write_text("raise ModuleNotFoundError('No module named ray', name='ray')\n")
    corpus = kit_python("from mlbridge_llvm.resources import inputs_dir; print(inputs_dir() / 'corpus')")
    env = {**os.environ, "PYTHONPATH": str(fake)}
    proc = run("mlbridge-corpus", "run", corpus, "-o", tmp_path / "r.jsonl", "--pipeline", "default<Oz>",
               "--backend", "ray", "--no-progress", check=False, env=env)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert "pip install 'mlbridge-llvm[" in proc.stderr and proc.stderr.strip().count("\n") == 0, proc.stderr
