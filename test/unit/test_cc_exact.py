"""mlbridge-cc is exactly the front end unless an ML pass is asked for (issue #38): at every -O level, for C and C++,
with each clang 22 front end this machine has (ziglang's always; Debian's clang-22 where it is installed), through
the launcher's fast path, through the kit's path (the front end's pipeline run by the front end on bitcode), and
with the module passing through the worker between the front end's pipeline and its code generation."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import clang_front_ends

ROOT = Path(__file__).resolve().parents[2]
WORDSTAT = ROOT / "test" / "inputs" / "cc" / "wordstat"
BIN = Path(sys.executable).parent
LEVELS = ["0", "1", "2", "3", "s", "z"]
#: C++ with what C lacks (a class with a virtual call, a template, references, an exception-free RAII guard) and
#: no standard header, so each of the 36 compiles of the matrix stays quick
CXX_SOURCE = """
template <typename T> struct Acc {
  T total{};
  void add(const T &x) { total += x * x; }
};
struct Shape { virtual ~Shape() = default; virtual int area() const = 0; };
struct Rect final : Shape { int w, h; Rect(int w, int h) : w(w), h(h) {} int area() const override { return w * h; } };
struct Guard { int &n; explicit Guard(int &n) : n(n) { ++n; } ~Guard() { --n; } };
int depth = 0;
int rank(const Shape &s, int n) {
  Guard g(depth);
  Acc<long> acc;
  for (int i = 0; i < n; i++) acc.add(s.area() + i);
  return static_cast<int>(acc.total % 1000) + depth;
}
int use(int n) { Rect r(3, n); return rank(r, n); }
"""


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    base = tmp_path_factory.mktemp("exact")
    out = {k: v for k, v in os.environ.items() if not k.startswith("MLBRIDGE_") or k in (
        "MLBRIDGE_CACHE_DIR", "MLBRIDGE_CC_SERVER_DIR", "MLBRIDGE_TEST_RUN")}
    out.update(PATH=f"{BIN}{os.pathsep}{os.environ['PATH']}", TMPDIR=str(base))
    return out


def _compile(env: dict[str, str], tool: str, args: list[str], cwd: Path, extra: dict[str, str]) -> None:
    proc = subprocess.run([tool, *args], env={**env, **extra}, cwd=cwd, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("front_end", clang_front_ends())
@pytest.mark.parametrize("language", ["c", "c++"])
def test_no_ml_pass_gives_the_front_ends_objects_at_every_level(env: dict[str, str], tmp_path: Path, front_end: str,
                                                                 language: str) -> None:
    from mlbridge_llvm.cc.frontend import Frontend

    cxx = language == "c++"
    if cxx:
        (tmp_path / "rank.cpp").write_text(CXX_SOURCE)
        source, flags, tool = "rank.cpp", [], "mlbridge-c++"
    else:
        source, flags, tool = str(WORDSTAT / "src" / "sort.c"), ["-I", str(WORDSTAT / "include")], "mlbridge-cc"
    frontend = Frontend.find(front_end, cxx)
    pick = {"MLBRIDGE_CLANG": front_end}
    for level in LEVELS:
        args = [f"-O{level}", *flags, "-c", source]
        ref = tmp_path / f"ref{level}.o"
        subprocess.run([*frontend.command(level, args), *args, "-o", str(ref)], env={**env, **(frontend.env() or {})},
                       cwd=tmp_path, check=True, capture_output=True, timeout=600)
        ways = {"launcher": {}, "kit": {"MLBRIDGE_STATS": str(tmp_path / "stats.jsonl")},
                "kit+worker": {"MLBRIDGE_PASSES": "default,function(verify)"}}
        for way, extra in ways.items():
            out = tmp_path / f"{way}{level}.o"
            _compile(env, tool, [*args, "-o", str(out)], tmp_path, {**pick, **extra})
            assert out.read_bytes() == ref.read_bytes(), f"{front_end} {language} -O{level} {way}"
    steps = [line for line in (tmp_path / "stats.jsonl").read_text().splitlines()]
    assert len(steps) == len(LEVELS) and all('"default+codegen"' in s for s in steps)


@pytest.mark.parametrize("front_end", clang_front_ends())
def test_o3_is_the_front_ends_not_its_printed_pipeline(env: dict[str, str], tmp_path: Path, front_end: str) -> None:
    """The case that broke before: clang's -O3 inlines with threshold 250, its printed pipeline re-parsed with 225.
    ``g`` costs between the two: Debian's clang-22 inlines both calls at -O3, its printed pipeline run by the wheel's
    opt keeps them (zig's -O3 keeps them either way). The kit's -O3 object and IR are the front end's own."""
    from mlbridge_llvm.cc.frontend import Frontend
    from mlbridge_llvm.ir.tools import find_tool

    body = " ".join(f"s = s * {i + 3} + (x >> {i % 7}) - {i};" for i in range(26))
    src = tmp_path / "t.c"
    src.write_text(f"int g(int x) {{ int s = x; {body} return s; }}\n"
                   "int f(int *p, int n) { int t = 0; for (int i = 0; i < n; i++) t += g(p[i]) + g(p[i] ^ 5); return t; }\n")
    frontend = Frontend.find(front_end)
    fe_env = {**env, **(frontend.env() or {})}

    def front(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*frontend.command("3"), "-O3", "-g0", *args], env=fe_env, cwd=tmp_path, check=True,
                              capture_output=True, text=True, timeout=600)

    front("-c", "t.c", "-o", "ref.o")
    front("-S", "-emit-llvm", "t.c", "-o", "ref.ll")
    pick = {"MLBRIDGE_CLANG": front_end, "MLBRIDGE_STATS": str(tmp_path / "s.jsonl")}
    _compile(env, "mlbridge-cc", ["-O3", "-g0", "-c", "t.c", "-o", "kit.o"], tmp_path, pick)
    _compile(env, "mlbridge-cc", ["-O3", "-g0", "-S", "-emit-llvm", "t.c", "-o", "kit.ll"], tmp_path, pick)
    assert (tmp_path / "kit.o").read_bytes() == (tmp_path / "ref.o").read_bytes()
    body_of = lambda p: (tmp_path / p).read_text().split("\n", 1)[1]  # noqa: E731 - after the ModuleID line
    assert body_of("kit.ll") == body_of("ref.ll")
    # what the printed pipeline would have made of it: the same as the front end only where -O3 keeps the calls
    front("-c", "-emit-llvm", "-Xclang", "-disable-llvm-passes", "t.c", "-o", "pre.bc")
    printed = front("-c", "t.c", "-o", "p.o", "-mllvm", "-print-pipeline-passes").stdout.strip().splitlines()[-1]
    old = subprocess.run([find_tool("opt"), f"-passes={printed}", "pre.bc", "-S", "-o", "-"], cwd=tmp_path,
                         check=True, capture_output=True, text=True, timeout=600).stdout
    calls = (tmp_path / "ref.ll").read_text().count("call i32 @g")
    assert old.count("call i32 @g") == 2 and calls == (0 if front_end == "system" else 2)
