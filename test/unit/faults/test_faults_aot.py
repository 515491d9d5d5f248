"""``mlbridge-aot`` on bad options: one line, exit 1, and not one file left behind; good names give headers that
compile with the machine's ``cc`` (and ``c++``).

Every run is the real CLI in a subprocess on a shipped model. "No leftovers" compares the whole ``tmp_path`` tree
before and after the run.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mlbridge_llvm import onnx_models

ROOT = Path(__file__).resolve().parents[3]
MODEL = ROOT / "models" / "inliner-oz.onnx"
BIG = ROOT / "models" / "loopdist-select.onnx"  # returns a float vector: needs SSE registers on x86-64
CC = shutil.which("cc")


def _tree(root: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(root)): (p.read_bytes() if p.is_file() and not p.is_symlink() else None)
            for p in sorted(root.rglob("*"))}


def _aot(tmp_path: Path, *args: str, model: Path = MODEL) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.aot", str(model), *args], capture_output=True,
                          text=True, cwd=tmp_path, timeout=300)


def _fails_cleanly(tmp_path: Path, *args: str, model: Path = MODEL) -> str:
    """Run with ``args``: exit 1, exactly one line starting ``mlbridge-aot: error:``, nothing changed in tmp_path."""
    before = _tree(tmp_path)
    proc = _aot(tmp_path, *args, model=model)
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert proc.returncode == 1 and len(lines) == 1, (proc.returncode, proc.stderr[-3000:])
    assert lines[0].startswith("mlbridge-aot: error: ") and "Traceback" not in lines[0], lines[0]
    assert proc.stdout == ""
    assert _tree(tmp_path) == before
    return lines[0]


# ---- outputs -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("args,words", [
    (["-o", "p.o", "--header", "adir"], ["adir", "directory"]),
    (["-o", "adir", "--header", "p.h"], ["adir", "directory"]),
    (["-o", "p.o", "--header", "p.h", "--emit-llvm", "adir"], ["adir", "directory"]),
    (["-o", "new/deep/p.o", "--header", "adir"], ["adir", "directory"]),
    (["-o", "same.o", "--header", "same.o"], ["-o and --header", "same file"]),
    (["-o", "p.o", "--header", "afile/p.h"], ["afile/p.h"]),
    (["-o", "out", "--emit-llvm", "out/p.ll"], ["conflict"]),
    (["-o", "p.o", "--header", ""], ["--header needs a file name"]),
])
def test_bad_outputs_are_refused_before_anything_is_written(tmp_path: Path, args: list[str], words: list[str]) -> None:
    (tmp_path / "adir").mkdir()
    (tmp_path / "afile").write_text("a file, not a directory\n")
    line = _fails_cleanly(tmp_path, *args)
    for w in words:
        assert w in line, line


def test_second_output_failing_removes_the_first(tmp_path: Path) -> None:
    """The object is committed first; the header then fails to write (``/dev/full``): the object this run created
    is removed again, so a build never sees a new object without its header."""
    line = _fails_cleanly(tmp_path, "-o", "sub/p.o", "--header", "/dev/full")
    assert "/dev/full" in line, line


def test_existing_outputs_are_replaced_only_when_all_succeed(tmp_path: Path) -> None:
    (tmp_path / "p.o").write_bytes(b"old object")
    _fails_cleanly(tmp_path, "-o", "p.o", "--header", "p.h", "--name", "int")
    assert (tmp_path / "p.o").read_bytes() == b"old object"


# ---- names ---------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name,words", [
    ("int", ["keyword"]), ("class", ["keyword"]), ("_Bool", ["keyword"]), ("and", ["keyword"]),
    ("main", ["reserves"]), ("NULL", ["reserves"]),
    ("_policy", ["underscore"]), ("__x", ["underscore"]), ("_X", ["underscore"]),
    ("memcpy", ["C library"]), ("expf", ["C library"]), ("int32_t", ["C library"]),
    ("not-an-identifier", ["not a C identifier"]), ("1policy", ["not a C identifier"]),
    ("polícy", ["not a C identifier"]), ("", ["not a C identifier"]),
])
def test_bad_function_names(tmp_path: Path, name: str, words: list[str]) -> None:
    line = _fails_cleanly(tmp_path, "-o", "p.o", "--header", "p.h", "--name", name)
    assert f"function name {name!r}" in line, line
    for w in words:
        assert w in line, line


# ---- targets -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("args,words", [
    (["--cpu", "notacpu"], ["--cpu 'notacpu' is not a CPU LLVM knows"]),
    (["--triple", "x86_64-unknown-linux-gnu", "--cpu", "notacpu"], ["not a CPU", "x86_64-unknown-linux-gnu"]),
    (["--triple", "aarch64-unknown-linux-gnu", "--cpu", "skylake"], ["'skylake'", "aarch64-unknown-linux-gnu"]),
    (["--triple", "aarch64-unknown-linux-gnu", "--features", "+avx2"], ["'+avx2' is not a feature"]),
    (["--features", "+notafeature"], ["'+notafeature' is not a feature"]),
    (["--triple", "bogus-triple-x"], ["no LLVM target"]),
    (["--cpu", "native", "--features", "+avx2"], ["--cpu native"]),
])
def test_unknown_target_names(tmp_path: Path, args: list[str], words: list[str]) -> None:
    line = _fails_cleanly(tmp_path, "-o", "p.o", "--header", "p.h", *args)
    for w in words:
        assert w in line, line


@pytest.mark.parametrize("features", ["-sse,-sse2", "-64bit-mode"])
def test_features_that_make_llvm_end_the_process(tmp_path: Path, features: str) -> None:
    """Known features, but LLVM cannot compile with them (an error or an abort inside LLVM): one line from the
    worker, LLVM's own message in it."""
    line = _fails_cleanly(tmp_path, "-o", "p.o", "--header", "p.h", "--triple", "x86_64-unknown-linux-gnu",
                          f"--features={features}", model=BIG)
    assert "LLVM ended compiling for x86_64-unknown-linux-gnu" in line, line


def test_named_target_still_compiles(tmp_path: Path) -> None:
    proc = _aot(tmp_path, "-o", "p.o", "--header", "p.h", "--emit-llvm", "p.ll", "--triple",
                "aarch64-unknown-linux-gnu", "--cpu", "cortex-a72", "--features", "+neon")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.count("\n") == 1 and "is not a recognized" not in proc.stderr
    elf = (tmp_path / "p.o").read_bytes()
    assert elf[:4] == b"\x7fELF" and int.from_bytes(elf[18:20], "little") == 183  # EM_AARCH64
    assert "int32_t inliner_oz(const float *features, int64_t *decision);" in (tmp_path / "p.h").read_text()
    assert 'target triple = "aarch64-unknown-linux-gnu"' in (tmp_path / "p.ll").read_text()


# ---- headers that compile --------------------------------------------------------------------------------------------
def _compile_header(tmp_path: Path, header: str, obj: str, call: str) -> None:
    assert CC is not None, "the machine's cc is needed"
    (tmp_path / "use.c").write_text(f'#include <stdint.h>\n#include "{header}"\n'
                                    f'int main(void) {{ {call} }}\n')
    subprocess.run([CC, "-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "use.c", obj, "-lm", "-o", "use"],
                   check=True, cwd=tmp_path, timeout=120)
    assert subprocess.run([str(tmp_path / "use")], timeout=60).returncode == 0
    cxx = shutil.which("c++")
    if cxx:
        (tmp_path / "use.cc").write_text((tmp_path / "use.c").read_text())
        subprocess.run([cxx, "-Wall", "-Wextra", "-Werror", "-pedantic", "use.cc", obj, "-lm", "-o", "usecc"],
                       check=True, cwd=tmp_path, timeout=120)


def test_valid_name_header_compiles_and_links(tmp_path: Path) -> None:
    proc = _aot(tmp_path, "-o", "p.o", "--header", "p.h", "--name", "my_policy2")
    assert proc.returncode == 0, proc.stderr
    _compile_header(tmp_path, "p.h", "p.o",
                    "float f[MY_POLICY2_FEATURES_SIZE] = {0}; int64_t d[MY_POLICY2_DECISION_SIZE];"
                    " return my_policy2(f, d) == MY_POLICY2_OK && (d[0] == 0 || d[0] == 1) ? 0 : 1;")


def test_default_names_and_hostile_port_names_give_compiling_headers(tmp_path: Path) -> None:
    """A model file called ``int.onnx`` whose ports are named like C++ keywords, a reserved name, a comment end and
    two names that differ only in case: the default function name and every parameter and macro still compile."""
    from onnx import TensorProto, helper

    nodes = [helper.make_node("Add", ["new", "A"], ["s"]), helper.make_node("Add", ["s", "a"], ["t"]),
             helper.make_node("Relu", ["t"], ["x*/y"]), helper.make_node("Neg", ["t"], ["_Bool"])]
    ins = [helper.make_tensor_value_info(n, TensorProto.FLOAT, [3]) for n in ("new", "A", "a")]
    outs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, [3]) for n in ("x*/y", "_Bool")]
    model = onnx_models.make_model(helper.make_graph(nodes, "g", ins, outs))
    onnx_models.save_model(model, tmp_path / "int.onnx")
    proc = _aot(tmp_path, "-o", "m.o", "--header", "m.h", model=tmp_path / "int.onnx")
    assert proc.returncode == 0, proc.stderr
    text = (tmp_path / "m.h").read_text()
    assert "int32_t int_policy(" in text
    _compile_header(tmp_path, "m.h", "m.o",
                    "float i[3] = {1, 2, 3}, o[3], p[3]; return int_policy(i, i, i, o, p) == INT_POLICY_OK"
                    " && o[0] == 3 && p[0] == -3 ? 0 : 1;")
