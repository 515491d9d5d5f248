"""Corpora at any ``-O`` level, packages recorded by ``extract``, and the warning of ``mlbridge-corpus run`` when a
pipeline leaves the IR unoptimized while its baseline optimizes it (issue #39 item 4)."""
from __future__ import annotations

import json
import tarfile
from pathlib import Path

import pytest

from mlbridge_llvm.cli.corpus import main as corpus_main
from mlbridge_llvm.corpus.build import Recipe, build_corpus, compile_flags, file_sha256, toolchain_flags
from mlbridge_llvm.corpus.manifest import load_corpus
from mlbridge_llvm.corpus.run import run_corpus, unoptimized_warning
from mlbridge_llvm.corpus.toolchain import ZIG_FLAGS, Toolchain
from mlbridge_llvm.errors import ConfigError

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "test" / "inputs" / "corpus"


def test_compile_flags_at_each_level() -> None:
    assert compile_flags() == ["-c", "-Oz", "-Xclang", "-fembed-bitcode=all", "-w", "-g0"]
    assert compile_flags("O2")[1] == compile_flags("-O2")[1] == compile_flags("2")[1] == "-O2"
    zig = Toolchain("zig", ("zig", "cc"), ("zig", "clang"), ZIG_FLAGS)
    assert toolchain_flags(zig) == list(ZIG_FLAGS)
    flags = toolchain_flags(zig, "3")
    assert flags[flags.index("-Xclang") + 1] == "-O3" and "-Oz" not in flags  # cc1 sees clang's level, not zig's
    with pytest.raises(ConfigError, match="unknown optimization level 'O4'"):
        compile_flags("O4")


def _fake_package(tmp: Path) -> Recipe:
    pkg = tmp / "fakepkg-1.0"
    (pkg / "src").mkdir(parents=True)
    (pkg / "src" / "loop.c").write_text("int sum(int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i];"
                                        " return s; }\n")
    (tmp / "work" / "sdists").mkdir(parents=True)
    sdist = tmp / "work" / "sdists" / "fakepkg-1.0.tar.gz"
    with tarfile.open(sdist, "w:gz") as tar:
        tar.add(pkg, arcname="fakepkg-1.0")
    return Recipe("fakepkg", "1.0", file_sha256(str(sdist)), ("src/*.c",), domain="test")


def test_build_at_O2_records_the_level_and_the_front_end_ir(tmp_path: Path) -> None:
    recipe = _fake_package(tmp_path)
    s = build_corpus(str(tmp_path / "c2"), str(tmp_path / "work"), [recipe], jobs=1, progress=False, opt_level="O2")
    assert s.modules == 1
    corpus = load_corpus(str(tmp_path / "c2"))
    assert corpus.description["opt_level"] == "2" and corpus.description["packages"]["fakepkg-1.0"]["modules"] == 1
    cmd = corpus.modules[0].read_cmd()
    assert [a for a in cmd if a.startswith("-O")][-1] == "-O2"
    import llvmlite.binding as llvm

    ir = str(llvm.parse_bitcode(corpus.modules[0].read_bitcode()))
    assert "alloca" in ir and "minsize" not in ir  # the front end's -O2 IR: not optimized, not optsize
    assert corpus_main(["subset", str(tmp_path / "c2"), corpus.modules[0].name, "-o", str(tmp_path / "sub")]) == 0
    assert load_corpus(str(tmp_path / "sub")).description["opt_level"] == "2"


def test_extract_records_packages_and_a_given_package(tmp_path: Path) -> None:
    from test_corpus import _make_objects

    build = _make_objects(tmp_path)
    assert corpus_main(["extract", str(build), "-o", str(tmp_path / "one"), "--package", "mylib", "--no-progress"]) == 0
    one = load_corpus(str(tmp_path / "one"))
    assert sorted(m.name for m in one.modules) == ["mylib/a.o", "mylib/sub/b.o", "mylib/sub/deep/c.o"]
    assert one.description["packages"] == {"mylib": {"modules": 3}} and one.modules[0].read_bitcode()
    assert corpus_main(["extract", str(build), "-o", str(tmp_path / "two"), "--no-progress"]) == 0
    assert load_corpus(str(tmp_path / "two")).description["packages"] == {"a.o": {"modules": 1},
                                                                          "sub": {"modules": 2}}
    assert corpus_main(["extract", str(build), "-o", str(tmp_path / "x"), "--package", "a/b", "--no-progress"]) == 1


def test_run_warns_when_the_pipeline_does_not_optimize(tmp_path: Path) -> None:
    said: list[str] = []
    s = run_corpus(str(SAMPLE), str(tmp_path / "r.jsonl"), "function(instcombine)", "default<Oz>", jobs=1,
                   max_modules=3, progress=False, warn=said.append)
    assert s.ok == 6 and len(said) == 1 and s.warnings == said
    assert "leaves the IR unoptimized" in said[0] and "default<Oz>" in said[0]
    quiet: list[str] = []
    s = run_corpus(str(SAMPLE), str(tmp_path / "q.jsonl"), "default<O2>", "default<Oz>", jobs=1, max_modules=3,
                   progress=False, warn=quiet.append)
    assert s.ok == 6 and quiet == [] and s.warnings == []
    records = [{"module": "m", "variant": "pipeline", "ok": True, "allocas": 3},
               {"module": "m", "variant": "baseline", "ok": True, "allocas": 0}]
    assert unoptimized_warning(records, "p", "b") is None  # a few allocas are no evidence
    records[0]["allocas"] = 40
    assert "40 allocas" in unoptimized_warning(records, "p", "b")
