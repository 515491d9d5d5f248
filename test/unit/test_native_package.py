"""The native side as C, C++ and CMake users consume it: the installed CMake package MLBridge (find_package from the
install prefix, components, versions), mlbridge-config, the exported symbols of the kit's libraries, the build from
read-only sources elsewhere, and ``python -m mlbridge_llvm.native check``.

Every project here is written into the test's tmp_path and built there with the machine's cmake, ninja and cc
against the kit's native build (``python -m mlbridge_llvm.native build``); plug-ins run in the wheel's stock opt.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from mlbridge_llvm.interface.mlgo import InteractiveHost
from mlbridge_llvm.interface.pipe import PipeCompilerInterface
from mlbridge_llvm.ir.tools import find_tool
from mlbridge_llvm.native.requirements import tool as _tool
from mlbridge_llvm.native.paths import install_dir, llvm_cmake_dir, source_dir
from mlbridge_llvm.runners.pipe import PipeModelRunner
from mlbridge_llvm.tensors import TensorSpec

REPO = Path(__file__).resolve().parents[2]
MEDIUM = REPO / "test/inputs/ir/medium.ll"
HEADERS = REPO / "native/include/mlbridge"
TYPEID = re.compile(r"^_ZN4llvm3Any6TypeId")  # llvm::Any::TypeId<T>::Id: must stay merged with libLLVM's


def cmake_build(src: Path, build: Path, *defines: str, env: dict | None = None,
                check: bool = True) -> subprocess.CompletedProcess:
    """Configure ``src`` into ``build`` (Ninja) and build it; returns the failing step's process if not ``check``."""
    configure = subprocess.run([_tool("cmake"), "-S", str(src), "-B", str(build), "-G", "Ninja",
                                f"-DCMAKE_MAKE_PROGRAM={_tool('ninja')}", "-DCMAKE_BUILD_TYPE=Release", *defines],
                               capture_output=True, text=True, env=env, timeout=120)
    if configure.returncode != 0:
        assert not check, configure.stdout + configure.stderr
        return configure
    proc = subprocess.run([_tool("ninja"), "-C", str(build)], capture_output=True, text=True, env=env, timeout=240)
    assert not check or proc.returncode == 0, proc.stdout + proc.stderr
    return proc


def write(root: Path, files: dict[str, str]) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (root / name).write_text(textwrap.dedent(text).lstrip())
    return root


def exported(path: Path) -> set[str]:
    """The dynamic symbols ``path`` defines and exports (global or weak: ``nm -D --defined-only``, upper case)."""
    nm = shutil.which("nm") or find_tool("llvm-nm")
    out = subprocess.run([nm, "-D", "--defined-only", str(path)], capture_output=True, text=True, check=True).stdout
    names = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[1].isupper():
            names.add(parts[2].split("@")[0])
    return names


def api_names(*headers: Path) -> set[str]:
    """The functions the headers mark MLB_API: the C API's allow-list."""
    names = set()
    for header in headers:
        names.update(re.findall(r"^MLB_API [^(]*?\b(\w+)\(", header.read_text(), re.M))
    return names


# ---- exported symbols ------------------------------------------------------------------------------------------
def test_capi_exports_exactly_the_c_api(native_build: Path) -> None:
    """libmlbridge_capi.so used to export 70 C++ internals beside its 24 C functions (94 symbols)."""
    allowed = api_names(HEADERS / "mlbridge.h", HEADERS / "compat/PipeModelRunner.h")
    assert {"mlb_create_pipe_runner", "mlb_last_error", "createPipeModelRunner", "pipeModelRunnerLastError"} <= allowed
    for lib in (native_build / "install/lib/libmlbridge_capi.so", native_build / "libmlbridge_capi.so"):
        assert exported(lib) == allowed, lib


def test_plugin_and_pipeline_export_only_what_llvm_and_the_host_need(native_build: Path) -> None:
    """MLBridgeInline.so used to export 98 symbols, libmlbridge_pipeline.so 23."""
    wanted = {"install/lib/mlbridge/MLBridgeInline.so": {"llvmGetPassPluginInfo", "mlbridge_inline_set_callback",
                                                              "mlbridge_inline_forced_stop",
                                                              "mlbridge_inline_current_call"},
              "install/lib/mlbridge/libmlbridge_pipeline.so": {"mlbridge_load_plugin", "mlbridge_run_passes"}}
    for rel, names in wanted.items():
        got = exported(native_build / rel)
        assert {n for n in got if not TYPEID.match(n)} == names, rel


def test_installed_files_are_the_built_ones(native_build: Path) -> None:
    """Installing copies the plug-in and the libraries byte for byte (same RPATH), so the build tree's copy and the
    installed one are the same plug-in to mlbridge-opt (which refuses another build of a loaded plug-in)."""
    for built, installed in (("plugins/inline/MLBridgeInline.so", "install/lib/mlbridge/MLBridgeInline.so"),
                             ("driver/libmlbridge_pipeline.so", "install/lib/mlbridge/libmlbridge_pipeline.so")):
        assert (native_build / built).read_bytes() == (native_build / installed).read_bytes(), built


# ---- the CMake package -----------------------------------------------------------------------------------------
VERSION_PROJECT = """
    cmake_minimum_required(VERSION 3.20)
    project(v NONE)
    find_package(MLBridge ${WANT} CONFIG QUIET COMPONENTS capi)
    message(STATUS "MLBRIDGE found=${MLBridge_FOUND} version=${MLBridge_VERSION}")
"""


@pytest.mark.parametrize("want,found", [("0.1", True), ("0", True), ("0.1.0", True), ("0.1.0...<0.2", True),
                                        ("0.1...<1", True), ("0.2", False), ("1.0", False), ("0.1.1", False),
                                        ("0.1...1.0", False)])
def test_version_requests_follow_same_major_version(native_build: Path, tmp_path: Path, want: str,
                                                    found: bool) -> None:
    """CMake's SameMajorVersion for 0.1.0: a request matches when its major is 0 and it is not newer than 0.1.0; a
    range matches when it holds 0.1.0 and both ends have major 0 (or it ends before 1). The hand-written file it
    replaces said 1.0 and accepted any 0.x or 1.x."""
    src = write(tmp_path / "src", {"CMakeLists.txt": VERSION_PROJECT})
    proc = subprocess.run([_tool("cmake"), "-S", str(src), "-B", str(tmp_path / "b"), f"-DWANT={want}",
                           f"-DCMAKE_PREFIX_PATH={install_dir()}"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    line = re.search(r"MLBRIDGE found=(\S*) version=(\S*)", proc.stdout)
    assert line, proc.stdout
    from mlbridge_llvm import __version__

    assert (line.group(1) == "1") == found, proc.stdout
    if found:
        assert line.group(2) == __version__


def test_unknown_component_is_refused(native_build: Path, tmp_path: Path) -> None:
    src = write(tmp_path / "src", {"CMakeLists.txt": """
        cmake_minimum_required(VERSION 3.20)
        project(c NONE)
        find_package(MLBridge 0.1 CONFIG REQUIRED COMPONENTS grpc)
    """})
    proc = subprocess.run([_tool("cmake"), "-S", str(src), "-B", str(tmp_path / "b"),
                           f"-DCMAKE_PREFIX_PATH={install_dir()}"], capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and "MLBridge has no component 'grpc' (capi, client, plugin)" in proc.stderr


C_CLIENT = """
    #include "mlbridge/mlbridge.h"
    #include <stdio.h>
    #include <string.h>

    /* A model in this process: the sum of every input element, as one double. */
    static int sum(void *user, const mlb_tensor *in, size_t n, mlb_dtype dt, void *advice, size_t count,
                   char *err, size_t err_size) {
      double total = 0;
      size_t i, j;
      (void)user;
      if (dt != MLB_DOUBLE || count != 1) { snprintf(err, err_size, "unexpected advice"); return 1; }
      for (i = 0; i < n; ++i)
        for (j = 0; j < in[i].count; ++j)
          total += in[i].dtype == MLB_INT64 ? (double)((const int64_t *)in[i].data)[j] : ((const double *)in[i].data)[j];
      *(double *)advice = total;
      return 0;
    }

    int main(void) {
      int64_t loops[3] = {1, 2, 3};
      double w = 0.5, out = 0;
      mlb_runner *r = mlb_create_callback_runner(sum, NULL, MLB_DOUBLE, 1);
      if (!r || mlb_populate_int64(r, "loops", loops, 3) || mlb_populate_double(r, "w", &w, 1) ||
          mlb_evaluate_double(r, &out)) {
        fprintf(stderr, "error: %s\\n", mlb_last_error(r));
        return 1;
      }
      printf("answer %.1f\\n", out);
      mlb_destroy_runner(r);
      return 0;
    }
"""


@pytest.mark.parametrize("components", ["COMPONENTS capi", ""])
def test_c_only_project_links_capi_without_llvm(native_build: Path, tmp_path: Path, components: str) -> None:
    """project(x C), no C++ enabled, only the kit's prefix on CMAKE_PREFIX_PATH: LLVM is never looked for (the
    README's C example used to fail: "can not determine linker language for target: mlbridge_client")."""
    src = write(tmp_path / "src", {"CMakeLists.txt": f"""
        cmake_minimum_required(VERSION 3.20)
        project(x C)
        find_package(MLBridge 0.1 CONFIG REQUIRED {components})
        add_executable(mycc mycc.c)
        target_link_libraries(mycc PRIVATE MLBridge::capi)
        set_target_properties(mycc PROPERTIES C_STANDARD 99 C_EXTENSIONS OFF)
        target_compile_options(mycc PRIVATE -Wall -Wextra -Werror)
    """, "mycc.c": C_CLIENT})
    build = tmp_path / "b"
    cmake_build(src, build, f"-DCMAKE_PREFIX_PATH={install_dir()}")
    cache = (build / "CMakeCache.txt").read_text()
    assert "LLVM_DIR" not in cache and "CMAKE_CXX_COMPILER" not in cache
    proc = subprocess.run([str(build / "mycc")], capture_output=True, text=True, timeout=30)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "answer 6.5\n", "")


CXX_CLIENT = """
    // A C++ tool on the C++ runner API (no LLVM): a callback model answers the row's sum.
    #include "mlbridge/ModelRunner.h"
    #include <cstdio>
    static int sum(void *, const mlb_tensor *In, size_t N, mlb_dtype, void *Advice, size_t, char *, size_t) {
      double Total = 0;
      for (size_t I = 0; I < N; ++I)
        for (size_t J = 0; J < In[I].count; ++J)
          Total += static_cast<const float *>(In[I].data)[J];
      *static_cast<double *>(Advice) = Total;
      return 0;
    }
    int main() {
      auto R = mlbridge::createCallbackRunner({{"row", mlbridge::DType::Float, {3}}}, {"out", mlbridge::DType::Double, {1}},
                                              sum, nullptr);
      float *Row = R->tensorAs<float>(0);
      Row[0] = 1, Row[1] = 2, Row[2] = 0.5f;
      if (!R->evaluate()) {
        std::fprintf(stderr, "error: %s\\n", R->error().c_str());
        return 1;
      }
      std::printf("answer %.1f\\n", R->adviceAs<double>());
      return 0;
    }
"""


def test_cxx_project_links_the_static_client_without_llvm(native_build: Path, tmp_path: Path) -> None:
    """project(t CXX) with COMPONENTS client: MLBridge::client brings its headers, C++17 and the threads library;
    LLVM is not looked for. MLBridge::inline names the kit's installed plug-in."""
    src = write(tmp_path / "src", {"CMakeLists.txt": """
        cmake_minimum_required(VERSION 3.20)
        project(t CXX)
        find_package(MLBridge 0.1 CONFIG REQUIRED COMPONENTS client)
        add_executable(tool tool.cpp)
        target_link_libraries(tool PRIVATE MLBridge::client)
        target_compile_options(tool PRIVATE -Wall -Wextra -Werror)
        file(GENERATE OUTPUT plugin.txt CONTENT "$<TARGET_FILE:MLBridge::inline>")
    """, "tool.cpp": CXX_CLIENT})
    build = tmp_path / "b"
    cmake_build(src, build, f"-DCMAKE_PREFIX_PATH={install_dir()}")
    assert "LLVM_DIR" not in (build / "CMakeCache.txt").read_text()
    proc = subprocess.run([str(build / "tool")], capture_output=True, text=True, timeout=30)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "answer 3.5\n", "")
    assert (build / "plugin.txt").read_text() == str(native_build / "install/lib/mlbridge/MLBridgeInline.so")


PLUGIN_CMAKE = """
    cmake_minimum_required(VERSION 3.20)
    project(CallSizes CXX)
    find_package(MLBridge 0.1 CONFIG REQUIRED)
    mlbridge_add_llvm_plugin(CallSizes SOURCES CallSizes.cpp)
    mlbridge_add_compiled_model(CallSizes NAME policy MODEL "${POLICY}")
"""
PLUGIN_SOURCE = """
    // Asks a compiled policy (the kit's inliner model, linked in by mlbridge_add_compiled_model) about every defined
    // function's size and records the answer as the function attribute "callsizes-decision".
    #include "mlbridge/ModelRunner.h"
    #include "policy.h"
    #include "llvm/IR/Function.h"
    #include "llvm/IR/PassManager.h"
    #include "llvm/Passes/PassBuilder.h"
    #include "llvm/Plugins/PassPlugin.h"
    #include "llvm/Support/ErrorHandling.h"
    using namespace llvm;
    namespace {
    int32_t ask(void *, const void *const *In, void *Out) {
      return policy(static_cast<const float *>(In[0]), static_cast<int64_t *>(Out));
    }
    struct CallSizes : PassInfoMixin<CallSizes> {
      PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
        auto Model = mlbridge::createCompiledRunner({{"features", mlbridge::DType::Float, {1, POLICY_FEATURES_SIZE}}},
                                                    {"decision", mlbridge::DType::Int64, {1}}, ask, nullptr,
                                                    mlbridge::DType::Float);
        for (Function &F : M) {
          if (F.isDeclaration())
            continue;
          float *Row = Model->tensorAs<float>(0);
          for (int I = 0; I < POLICY_FEATURES_SIZE; ++I)
            Row[I] = static_cast<float>(F.getInstructionCount() * (I % 3));
          if (!Model->evaluate())
            reportFatalUsageError(Twine("callsizes: ") + Model->error());
          F.addFnAttr("callsizes-decision", std::to_string(Model->adviceAs<int64_t>()));
        }
        return PreservedAnalyses::none();
      }
    };
    } // namespace
    extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
      return {LLVM_PLUGIN_API_VERSION, "CallSizes", "0.1", [](PassBuilder &PB) {
        PB.registerPipelineParsingCallback([](StringRef Name, ModulePassManager &MPM, ArrayRef<PassBuilder::PipelineElement>) {
          if (Name != "callsizes")
            return false;
          MPM.addPass(CallSizes());
          return true;
        });
      }};
    }
"""


def test_external_plugin_project_runs_in_the_wheels_opt(native_build: Path, tmp_path: Path) -> None:
    """A user's plug-in from scratch: find_package(MLBridge 0.1) from the install prefix (LLVM found by the
    package, from the kit's own build), a compiled policy built by mlbridge-aot with the kit's Python, MLBridge::client
    linked in; run in the wheel's opt. The plug-in exports llvmGetPassPluginInfo only."""
    from mlbridge_llvm.resources import models_dir

    src = write(tmp_path / "src", {"CMakeLists.txt": PLUGIN_CMAKE, "CallSizes.cpp": PLUGIN_SOURCE})
    build = tmp_path / "b"
    cmake_build(src, build, f"-DCMAKE_PREFIX_PATH={install_dir()}", f"-DPOLICY={models_dir() / 'inliner-oz.onnx'}")
    plugin = build / "CallSizes.so"
    assert {n for n in exported(plugin) if not TYPEID.match(n)} == {"llvmGetPassPluginInfo"}
    out = tmp_path / "out.ll"
    proc = subprocess.run([find_tool("opt"), f"-load-pass-plugin={plugin}", "-passes=callsizes", "-S", str(MEDIUM),
                           "-o", str(out)], capture_output=True, text=True, timeout=120)
    assert (proc.returncode, proc.stderr) == (0, "")
    defined = re.findall(r"^define ", MEDIUM.read_text(), re.M)
    decisions = re.findall(r'"callsizes-decision"="(\d+)"', out.read_text())
    assert defined and len(decisions) >= 1 and set(decisions) <= {"0", "1"}


def test_plugin_helpers_say_when_llvm_is_missing(native_build: Path, tmp_path: Path) -> None:
    """Without LLVM (neither on CMAKE_PREFIX_PATH nor where the kit's was): COMPONENTS plugin fails at find_package,
    and the helper called without it fails at its call with a message naming xtc-llvm-dev. The test makes "no
    LLVM" itself: CMake's system and PATH-derived search locations are off, so a system LLVM 22 (Debian's
    llvm-22-dev in /usr/lib/llvm-22) is not found either."""
    empty = tmp_path / "nollvm"
    empty.mkdir()
    cxx = shutil.which(os.environ.get("CXX", "c++")) or "c++"  # the compiler is named: PATH is not searched
    no_system = ("-DCMAKE_FIND_USE_CMAKE_SYSTEM_PATH=OFF", "-DCMAKE_FIND_USE_SYSTEM_ENVIRONMENT_PATH=OFF",
                 "-DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF", "-DCMAKE_FIND_USE_SYSTEM_PACKAGE_REGISTRY=OFF",
                 f"-DCMAKE_CXX_COMPILER={cxx}")
    for components, where in (("COMPONENTS plugin", "find_package"), ("", "mlbridge_add_llvm_plugin")):
        src = write(tmp_path / f"src{bool(components)}", {"CMakeLists.txt": f"""
            cmake_minimum_required(VERSION 3.20)
            project(p CXX)
            find_package(MLBridge 0.1 CONFIG REQUIRED {components})
            mlbridge_add_llvm_plugin(P SOURCES p.cpp)
        """, "p.cpp": "int x;\n"})
        proc = cmake_build(src, tmp_path / f"b{bool(components)}", f"-DCMAKE_PREFIX_PATH={install_dir()}",
                           f"-DMLBRIDGE_LLVM_CMAKE_DIR={empty}", f"-DLLVM_DIR={empty}", *no_system, check=False)
        assert proc.returncode != 0
        text = proc.stderr.replace("\n", " ")
        if where == "find_package":
            assert "the plugin component needs LLVM 22.1's CMake files" in text and "xtc-llvm-dev" in text, proc.stderr
        else:
            assert "xtc-llvm-dev" in text and "mlbridge_add_llvm_plugin(P)" in text, proc.stderr


# ---- mlbridge-config -------------------------------------------------------------------------------------------
def config(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.config", *args], capture_output=True,
                          text=True, env=env, timeout=60)


def test_mlbridge_config_flags_compile_and_link_a_c_program(native_build: Path, tmp_path: Path) -> None:
    """cc prog.c $(mlbridge-config --cflags --libs): runs without LD_LIBRARY_PATH (the rpath is in --libs)."""
    proc = config("--cflags", "--libs")
    assert proc.returncode == 0, proc.stderr
    cflags, libs = proc.stdout.splitlines()
    prog = write(tmp_path, {"prog.c": C_CLIENT}) / "prog.c"
    cc = shutil.which(os.environ.get("CC", "cc")) or "cc"
    subprocess.run([cc, "-std=c99", "-Wall", "-Wextra", "-Werror", str(prog), "-o", str(tmp_path / "prog"),
                    *cflags.split(), *libs.split()], check=True, capture_output=True, text=True, timeout=120)
    env = {k: v for k, v in os.environ.items() if k != "LD_LIBRARY_PATH"}
    run = subprocess.run([str(tmp_path / "prog")], capture_output=True, text=True, env=env, timeout=30)
    assert (run.returncode, run.stdout) == (0, "answer 6.5\n"), run.stderr


def test_mlbridge_config_answers(native_build: Path) -> None:
    from mlbridge_llvm import __version__
    from mlbridge_llvm.ir.tools import wheel_bin_dir

    proc = config("--version", "--prefix", "--includedir", "--libdir", "--cmake-prefix", "--plugin", "inline",
                  "--llvm-bin")
    assert proc.returncode == 0, proc.stderr
    version, prefix, includedir, libdir, cmake_prefix, plugin, llvm_bin = proc.stdout.splitlines()
    assert version == __version__
    assert Path(prefix) == install_dir() and Path(includedir, "mlbridge/mlbridge.h").is_file()
    assert Path(libdir, "libmlbridge_capi.so").is_file() and Path(libdir, "libmlbridge_client.a").is_file()
    assert cmake_prefix.split(";") == [prefix, str(llvm_cmake_dir())]
    assert plugin == str(native_build / "install/lib/mlbridge/MLBridgeInline.so")
    assert llvm_bin == wheel_bin_dir() and os.access(Path(llvm_bin, "opt"), os.X_OK)
    same = subprocess.run([sys.executable, "-m", "mlbridge_llvm.native", "--version", "--plugin", "inline",
                           "--llvm-bin"], capture_output=True, text=True, timeout=60)
    assert (same.returncode, same.stdout.splitlines()) == (0, [version, plugin, llvm_bin])


def test_mlbridge_config_errors_are_one_line(tmp_path: Path) -> None:
    """Usage errors: one line, exit 2. Not built: one line, exit 1, nothing on stdout (--version still answers)."""
    for args in ((), ("--nope",), ("--plugin", "nope"), ("--plugin",)):
        proc = config(*args)
        assert proc.returncode == 2 and proc.stdout == "", args
        assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("mlbridge-config: error: "), proc.stderr
    env = dict(os.environ, MLBRIDGE_NATIVE_BUILD=str(tmp_path / "nothing"))
    for args in (("--cflags",), ("--version", "--libs"), ("--cmake-prefix",), ("--plugin", "inline")):
        proc = config(*args, env=env)
        assert (proc.returncode, proc.stdout) == (1, ""), args
        assert proc.stderr.count("\n") == 1 and "python -m mlbridge_llvm.native build" in proc.stderr, proc.stderr
    assert config("--version", env=env).returncode == 0
    assert not (tmp_path / "nothing").exists()


# ---- check and build -------------------------------------------------------------------------------------------
def native(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mlbridge_llvm.native", *args], capture_output=True, text=True,
                          env=env, timeout=120)


def test_check_is_one_line_either_way(tmp_path: Path) -> None:
    """check used to print nothing and exit 0 whatever was missing."""
    ok = native("check")
    assert ok.returncode == 0 and ok.stdout.startswith("mlbridge native: ready to build (") and ok.stderr == ""
    bare = tmp_path / "bin"
    bare.mkdir()  # a PATH with no compiler, cmake or ninja
    env = dict(os.environ, PATH=str(bare), MLBRIDGE_MODELS_DIR=str(tmp_path / "nomodels"))
    env.pop("CC", None), env.pop("CXX", None)
    proc = native("check", env=env)
    assert proc.returncode == 1 and proc.stdout == "" and proc.stderr.count("\n") == 1, proc.stderr
    # cmake and ninja are also looked for beside this Python (PyPI's cmake and ninja install there)
    here = Path(sys.executable).parent
    tools = [t for t in ("cmake", "ninja") if not (here / t).exists()]
    for what in ("a C++ compiler", "a C compiler", "the bundled inliner policy", *tools):
        assert what in proc.stderr, what
    build = native("build", env=dict(env, MLBRIDGE_NATIVE_BUILD=str(tmp_path / "b")))
    assert build.returncode == 1 and build.stderr.count("\n") == 1 and "missing a C++ compiler" in build.stderr
    assert not (tmp_path / "b").exists()


# The build from read-only sources that are no checkout (the wheel's mlbridge_llvm/_bundle) is checked where it
# happens for real: test/smoke's native_build fixture builds the installed kit's bundle, made read-only.


# ---- a pipe runner connects even when nothing is asked ---------------------------------------------------------
# A one-shot model server waits for one compiler session and ends at its end of stream. Runners used to open the
# FIFOs at the first question, so a compilation that asked nothing never connected and the server waited until its
# own timeout (18 of 60 modules, in a run with a 120 s server timeout). Now the native runners connect when created
# (as LLVM's interactive runner and ML-Compiler-Bridge's do) and the Python runner at the latest when closed.
class OneShotServer(threading.Thread):
    """A model side that expects one compiler session: it counts the questions (answering each with 0) until the
    compiler closes the channel."""

    def __init__(self, channel: Path, serdes: str = "json", mlgo: bool = False, timeout: float = 30.0):
        super().__init__(daemon=True)
        if mlgo:
            self.end: Any = InteractiveHost(str(channel), timeout=timeout)
        else:
            self.end = PipeCompilerInterface(str(channel), serdes=serdes, timeout=timeout,
                                             advice_spec=None if serdes == "json" else TensorSpec("a", "int64_t", (1,)))
        self.mlgo, self.questions, self.header, self.error = mlgo, 0, None, None
        self.start()

    @property
    def channel(self) -> str:
        return self.end.channel

    def run(self) -> None:
        try:
            if self.mlgo:
                result = self.end.serve(lambda features: 0)
                self.questions, self.header = len(result.decisions), result.header
            else:
                obs = self.end.evaluate()
                while obs is not None:
                    self.questions += 1
                    self.end.populate_buffer(0)
                    obs = self.end.evaluate()
        except BaseException as e:  # reported by finish()
            self.error = e
        finally:
            self.end.close()

    def finish(self, timeout: float = 20.0) -> int:
        self.join(timeout)
        assert not self.is_alive(), "the model side is still waiting for the compiler"
        if self.error is not None:
            raise self.error
        return self.questions


@pytest.mark.parametrize("serdes", ["json", "bitstream"])
def test_c_api_runner_that_asks_nothing_connects(client_build: Any, tmp_path: Path, serdes: str) -> None:
    server = OneShotServer(tmp_path / "ch", serdes)
    proc = subprocess.run([client_build.pipe_client, server.channel, serdes, "mlcb", "10", "i64:a=1"],
                          capture_output=True, text=True, timeout=30)
    assert server.finish() == 0
    assert (proc.returncode, proc.stderr) == (0, "")


def test_c_api_mlgo_runner_that_asks_nothing_sends_its_header(client_build: Any, tmp_path: Path) -> None:
    """mlgo with populated features and no question: the header, then the end of the session (what LLVM's
    interactive mode sends for a module it asks nothing about)."""
    server = OneShotServer(tmp_path / "ch", mlgo=True)
    proc = subprocess.run([client_build.pipe_client, server.channel, "bitstream", "mlgo", "10", "i64:a=1,2",
                           "advice:i64:1:decision"], capture_output=True, text=True, timeout=30)
    assert server.finish() == 0
    assert (proc.returncode, proc.stderr) == (0, "")
    assert [s.name for s in server.header.features] == ["a"] and server.header.advice.name == "decision"


def test_c_api_runner_without_a_model_says_so_at_creation(client_build: Any, tmp_path: Path) -> None:
    """mlb_last_error(runner) names the missing model right after creation; the first evaluation fails with it."""
    proc = subprocess.run([client_build.pipe_client, str(tmp_path / "nobody"), "json", "mlcb", "0.3", "i64:a=1",
                           "eval:i64"], capture_output=True, text=True, timeout=30)
    assert proc.returncode == 1
    assert proc.stderr == f"error: timed out after 0.3s waiting for the model side to create {tmp_path}/nobody.in\n"


NO_CALLS = """
define i32 @leaf(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
"""


def test_inline_plugin_on_a_module_without_calls_connects(native_build: Path, tmp_path: Path) -> None:
    """The issue's case: the stock opt with MLBridgeInline asking a pipe model about a module LLVM asks nothing
    about; the one-shot server sees the session (zero questions) end, and opt succeeds."""
    module = tmp_path / "leaf.ll"
    module.write_text(NO_CALLS)
    server = OneShotServer(tmp_path / "ch", "json")
    proc = subprocess.run([find_tool("opt"), f"-load-pass-plugin={native_build / 'install/lib/mlbridge/MLBridgeInline.so'}",
                           f"-mlbridge-inline-runner=pipe:{server.channel}?serdes=json&timeout=20",
                           "-passes=default<Oz>", "-S", str(module), "-o", str(tmp_path / "out.ll")],
                          capture_output=True, text=True, timeout=120)
    assert server.finish() == 0
    assert (proc.returncode, proc.stderr) == (0, "")


def test_inline_plugin_without_a_model_fails_even_if_nothing_is_asked(native_build: Path, tmp_path: Path) -> None:
    module, out = tmp_path / "leaf.ll", tmp_path / "out.ll"
    module.write_text(NO_CALLS)
    proc = subprocess.run([find_tool("opt"), f"-load-pass-plugin={native_build / 'install/lib/mlbridge/MLBridgeInline.so'}",
                           f"-mlbridge-inline-runner=pipe:{tmp_path / 'nobody'}?timeout=0.3", "-passes=default<Oz>", "-S",
                           str(module), "-o", str(out)], capture_output=True, text=True, timeout=120)
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert proc.returncode != 0 and len(lines) == 1, proc.stderr
    assert "mlbridge-inline: the model failed: timed out after 0.3s waiting for the model side to create" in lines[0]
    assert not out.exists()


@pytest.mark.parametrize("dialect", ["mlcb", "mlgo"])
def test_python_pipe_runner_that_asks_nothing_connects_when_closed(tmp_path: Path, dialect: str) -> None:
    mlgo = dialect == "mlgo"
    server = OneShotServer(tmp_path / "ch", "bitstream", mlgo=mlgo)
    specs = [TensorSpec("a", "int64_t", (2,))] if mlgo else None
    runner = PipeModelRunner(server.channel, dialect=dialect, serdes="bitstream", feature_specs=specs,
                             advice_spec=TensorSpec("a", "int64_t", (1,)), timeout=10)
    runner.close()
    runner.close()  # idempotent: no second session
    assert server.finish() == 0
    if mlgo:
        assert [s.name for s in server.header.features] == ["a"]


def test_python_pipe_runner_without_a_model_closes_after_its_timeout(tmp_path: Path) -> None:
    runner = PipeModelRunner(str(tmp_path / "nobody"), serdes="json", timeout=0.3)
    start = time.monotonic()
    runner.close()  # nothing asked, nobody there: no error, bounded by the timeout
    assert time.monotonic() - start < 5
    start = time.monotonic()
    with pytest.raises(KeyError):
        with PipeModelRunner(str(tmp_path / "nobody"), serdes="json", timeout=30):
            raise KeyError("x")  # leaving with an exception: no wait for a model side
    assert time.monotonic() - start < 5


# ---- the kit's LLVM tools from the environment -----------------------------------------------------------------
def llvm(*args: str, **kw: Any) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.llvm", *args], capture_output=True,
                          text=True, timeout=60, **kw)


def test_llvm_tools_launcher_runs_the_wheels_tools() -> None:
    """mlbridge-llvm TOOL: the wheel's tool replaces the process (its output and exit status); the wheel's opt is on
    neither PATH nor the environment's bin otherwise."""
    version = llvm("opt", "--version")
    assert version.returncode == 0 and "LLVM version 22.1" in version.stdout
    assert llvm("not", "true").returncode == 1 and llvm("not", "false").returncode == 0
    listed = llvm("--list")
    assert listed.returncode == 0 and {"opt", "llc", "llvm-mca", "FileCheck"} <= set(listed.stdout.split())
    for bad in ("nope", "../bin/opt"):
        proc = llvm(bad)
        assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "no LLVM tool" in proc.stderr, proc.stderr
    usage = llvm()
    assert usage.returncode == 2 and usage.stderr.count("\n") == 1 and "give an LLVM tool" in usage.stderr
