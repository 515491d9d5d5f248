"""mlbridge-cc never silently does less than asked, and leaves nothing behind (issue #38): standard input,
response files and IR inputs go through the ML pipeline; a failed compile leaves no output, not even an old one;
side outputs are written with the object or not at all; exit statuses are clang's; -save-temps keeps clang's names;
configure probes run no pass."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import clang_front_ends

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
SOURCE = "int twice(int x) { return 2 * x; }\nint main(void) { return twice(21) - 42; }\n"
RAISING = "test_cc_trust_models:raising"


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """mlbridge-cc first on PATH, the kit's own variables cleared, a module of raising models importable."""
    base = tmp_path_factory.mktemp("trust")
    (base / "test_cc_trust_models.py").write_text(
        "def raising(*args, **kwargs):\n    raise RuntimeError('the model was asked')\n")
    out = {k: v for k, v in os.environ.items() if not k.startswith("MLBRIDGE_") or k in (
        "MLBRIDGE_CACHE_DIR", "MLBRIDGE_CC_SERVER_DIR", "MLBRIDGE_TEST_RUN")}
    out.update(PATH=f"{BIN}{os.pathsep}{os.environ['PATH']}", TMPDIR=str(base),
               PYTHONPATH=os.pathsep.join([str(base), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep))
    return out


def cc(env: dict[str, str], *args: str, cwd: Path, stdin: str | None = None, tool: str = "mlbridge-cc",
       **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([tool, *args], env={**env, **extra}, cwd=cwd, input=stdin, capture_output=True, text=True,
                          timeout=600)


def raising(pipeline: str = "ml-inline") -> dict[str, str]:
    """An ML pipeline whose model raises when asked (a python: runner): a unit compiled through the pipeline fails."""
    return {"MLBRIDGE_PASSES": pipeline, "MLBRIDGE_RUNNER": f"python:{RAISING}"}


# ------------------------------------------------------------------------------------------- standard input
def test_standard_input_is_read_in_every_mode(env: dict[str, str], tmp_path: Path) -> None:
    pre = cc(env, "-DFOO=zzz", "-x", "c", "-E", "-", cwd=tmp_path, stdin="int FOO;\n", **raising())
    assert pre.returncode == 0 and "int zzz;" in pre.stdout, pre.stderr
    bad = cc(env, "-x", "c", "-fsyntax-only", "-", cwd=tmp_path, stdin="int main(){return x;}\n", **raising())
    assert bad.returncode == 1 and "undeclared identifier 'x'" in bad.stderr
    only = cc(env, "-x", "c", "-c", "-", "-o", "fe.o", cwd=tmp_path, stdin=SOURCE, MLBRIDGE_FRONTEND_ONLY="1")
    assert only.returncode == 0 and (tmp_path / "fe.o").stat().st_size > 500, only.stderr


def test_standard_input_goes_through_the_ml_pipeline(env: dict[str, str], tmp_path: Path) -> None:
    proc = cc(env, "-Oz", "-x", "c", "-c", "-", "-o", "in.o", cwd=tmp_path, stdin=SOURCE, **raising())
    assert proc.returncode == 1 and "the model was asked" in proc.stderr, proc.stderr
    assert not (tmp_path / "in.o").exists()
    good = cc(env, "-Oz", "-x", "c", "-c", "-", "-o", "in.o", "--mlbridge-remarks", cwd=tmp_path, stdin=SOURCE,
              MLBRIDGE_PASSES="ml-inline")
    assert good.returncode == 0, good.stderr
    assert "ml-inline" in (tmp_path / "in.o.remarks.yaml").read_text()


# ------------------------------------------------------------------------------------------- response files
@pytest.mark.parametrize("front_end", clang_front_ends())
def test_nested_response_files_go_through_the_ml_pipeline(env: dict[str, str], tmp_path: Path, front_end: str) -> None:
    env = {**env, "MLBRIDGE_CLANG": front_end}  # zig refuses a nested response file: the kit expands them for it
    (tmp_path / "t.c").write_text(SOURCE)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "inner.rsp").write_text("-c 't.c'\n")  # nested files are found next to the one naming them
    (tmp_path / "outer.rsp").write_text("-Oz @sub/inner.rsp -o \"out file.o\"\n")
    proc = cc(env, "@outer.rsp", cwd=tmp_path, **raising())
    assert proc.returncode == 1 and "the model was asked" in proc.stderr, proc.stderr
    proc = cc(env, "@outer.rsp", "--mlbridge-remarks", cwd=tmp_path, MLBRIDGE_PASSES="ml-inline")
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "out file.o").exists() and "ml-inline" in (tmp_path / "out file.o.remarks.yaml").read_text()
    plain = cc(env, "@outer.rsp", cwd=tmp_path)  # no ML pass: the front end reads the response files itself
    assert plain.returncode == 0, plain.stderr


# ------------------------------------------------------------------------------------------- IR inputs
@pytest.mark.parametrize("suffix", [".ll", ".bc", ".i"])
def test_ir_and_preprocessed_inputs_go_through_the_ml_pipeline(env: dict[str, str], tmp_path: Path,
                                                               suffix: str) -> None:
    (tmp_path / "t.c").write_text(SOURCE)
    if suffix == ".i":
        made = cc(env, "-E", "t.c", "-o", "t.i", cwd=tmp_path)
    else:
        made = cc(env, "-Oz", "-c", "-emit-llvm", "-Xclang", "-disable-llvm-passes", "t.c", "-o", "t.bc",
                  *(["-S"] if suffix == ".ll" else []), cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    if suffix == ".ll":
        os.replace(tmp_path / "t.bc", tmp_path / "t.ll")
    proc = cc(env, "-Oz", "-c", f"t{suffix}", "-o", "t.o", cwd=tmp_path, **raising())
    assert proc.returncode == 1 and "the model was asked" in proc.stderr, proc.stderr
    ok = cc(env, "-Oz", "-c", f"t{suffix}", "-o", "t.o", "--mlbridge-stats=s.jsonl", cwd=tmp_path,
            MLBRIDGE_PASSES="ml-inline")
    assert ok.returncode == 0, ok.stderr
    steps = [s[0] for s in json.loads((tmp_path / "s.jsonl").read_text())["steps"]]
    assert "ml-inline" in steps


# ------------------------------------------------------------------------------------------- outputs
def test_a_command_line_too_long_for_exec_reaches_zig(env: dict[str, str], tmp_path: Path) -> None:
    """Under zig, response files are expanded by the kit (zig refuses nested ones); expanded arguments beyond what
    a command line holds go to zig as one flat response file, quoted as zig reads it."""
    (tmp_path / "t.c").write_text("int value = LAST;\nint where = WHERE;\n")
    defines = " ".join(f"-DM{i:06d}=1" for i in range(100_000))  # 1.2 MB
    (tmp_path / "many.rsp").write_text(f"{defines} -DLAST=42 '-DWHERE=a b\\\\c'\n")
    (tmp_path / "outer.rsp").write_text("-E @many.rsp t.c -o 'pre processed.i'\n")
    proc = cc(env, "@outer.rsp", cwd=tmp_path, MLBRIDGE_CLANG="zig")
    assert proc.returncode == 0, proc.stderr[-2000:]
    text = (tmp_path / "pre processed.i").read_text()
    assert "int value = 42;" in text and "int where = a b\\\\c;" in text, text[-500:]
    assert not list(Path(env["TMPDIR"]).glob("mlbridge-cc-rsp-*"))  # the flat response file is gone


@pytest.mark.parametrize("front_end", clang_front_ends())
def test_a_failed_compile_removes_an_old_output(env: dict[str, str], tmp_path: Path, front_end: str) -> None:
    env = {**env, "MLBRIDGE_CLANG": front_end}  # zig leaves an old output in place: the kit removes it first
    # a syntax error with no pass (through the launcher, then through the driver), with a pass; a raising model
    cases = [(True, {}), (True, {"MLBRIDGE_CC_FASTPATH": "0"}), (True, {"MLBRIDGE_PASSES": "ml-inline"}),
             (False, raising())]
    for broken, extra in cases:
        (tmp_path / "t.o").write_bytes(b"an object of an earlier build")
        (tmp_path / "t.c").write_text(SOURCE + ("int broken(" if broken else ""))
        proc = cc(env, "-Oz", "-c", "t.c", "-o", "t.o", cwd=tmp_path, **extra)
        assert proc.returncode == 1 and not (tmp_path / "t.o").exists(), (extra, proc.stderr)


def test_side_outputs_are_written_with_the_object_or_not_at_all(env: dict[str, str], tmp_path: Path) -> None:
    (tmp_path / "t.c").write_text(SOURCE)
    (tmp_path / "t.o").write_bytes(b"old")
    (tmp_path / "blocked").write_text("a file where a folder is wanted")
    for option in ("--mlbridge-remarks=blocked/r", "--mlbridge-stats=blocked/s.jsonl", "--mlbridge-log=blocked/l"):
        proc = cc(env, "-Oz", "-c", "t.c", "-o", "t.o", option, cwd=tmp_path, MLBRIDGE_PASSES="ml-inline")
        assert proc.returncode == 1 and not (tmp_path / "t.o").exists(), (option, proc.stderr)
        lines = proc.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("mlbridge-cc: error: "), proc.stderr
    proc = cc(env, "-Oz", "-c", "t.c", "-o", "t.o", "--mlbridge-remarks=r", "--mlbridge-log=l",
              "--mlbridge-stats=s.jsonl", cwd=tmp_path, MLBRIDGE_PASSES="ml-inline")
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "t.o").exists() and list((tmp_path / "r").iterdir()) and (tmp_path / "s.jsonl").exists()


# ------------------------------------------------------------------------------------------- exit statuses
def test_a_front_end_killed_by_a_signal_is_one_line_and_the_shells_status(env: dict[str, str], tmp_path: Path) -> None:
    """A front end that dies of SIGSEGV while compiling (a wrapper around the real clang that kills itself on
    compiling; it answers --version as clang 22): exit 139 and one line naming the signal, as a shell reports it."""
    from mlbridge_llvm.corpus.toolchain import find_toolchain

    real = find_toolchain(kind="zig")
    crash = tmp_path / "crashing-clang"
    crash.write_text("#!/bin/sh\ncase \"$1\" in --version) exec " + " ".join(real.cc1) + " --version ;; esac\n"
                     "kill -SEGV $$\n")
    crash.chmod(0o755)
    (tmp_path / "t.c").write_text(SOURCE)
    proc = cc(env, "-Oz", "-c", "t.c", "-o", "t.o", f"--mlbridge-clang={crash}", "--mlbridge-passes=ml-inline",
              cwd=tmp_path)
    assert proc.returncode == 139, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "died of SIGSEGV" in lines[0], proc.stderr


def test_usage_errors_exit_1_as_clangs(env: dict[str, str], tmp_path: Path) -> None:
    proc = cc(env, "-c", "t.c", "--mlbridge-bogus", cwd=tmp_path)
    assert proc.returncode == 1 and proc.stderr.startswith("mlbridge-cc: error: unknown option --mlbridge-bogus")


# ------------------------------------------------------------------------------------------- -save-temps
@pytest.mark.parametrize("where", ["cwd", "obj"])
def test_save_temps_keeps_clangs_names(env: dict[str, str], tmp_path: Path, where: str) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "out").mkdir()
    (tmp_path / "src" / "k.c").write_text(SOURCE)
    proc = cc(env, "-O2", f"-save-temps={where}", "-c", "src/k.c", "-o", "out/x.o", cwd=tmp_path,
              MLBRIDGE_PASSES="ml-inline")
    assert proc.returncode == 0, proc.stderr
    folder = tmp_path if where == "cwd" else tmp_path / "out"
    assert sorted(p.name for p in folder.iterdir() if p.suffix in (".i", ".bc", ".s")) == ["k.bc", "k.i", "k.s"]
    assert "twice" in (folder / "k.s").read_text()


# ------------------------------------------------------------------------------------------- probes
@pytest.mark.parametrize("path", ["conftest.c", "CMakeFiles/CMakeScratch/TryCompile-abc/src.c"])
def test_configure_probes_run_no_pass(env: dict[str, str], tmp_path: Path, path: str) -> None:
    src = tmp_path / path
    src.parent.mkdir(parents=True, exist_ok=True)
    src.write_text(SOURCE)
    proc = cc(env, "-Oz", "-c", path, "-o", "probe.o", cwd=tmp_path, **raising())
    assert proc.returncode == 0 and (tmp_path / "probe.o").exists(), proc.stderr
    proc = cc(env, "-Oz", "-c", path, "-o", "probe.o", cwd=tmp_path, MLBRIDGE_PROBES="run", **raising())
    assert proc.returncode == 1 and "the model was asked" in proc.stderr


def test_help_is_plain_text(env: dict[str, str], tmp_path: Path) -> None:
    proc = cc(env, "--mlbridge-help", cwd=tmp_path)
    assert proc.returncode == 0 and "--mlbridge-passes" in proc.stdout
    assert ":func:" not in proc.stdout and ":mod:" not in proc.stdout and "``" not in proc.stdout
