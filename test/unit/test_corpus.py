"""Corpus tooling: extract (byte-equal to mlgo-utils), cc1 editing and re-compilation, runs over the committed
sample corpus (local pool and Ray give the same sizes; crashes, timeouts, resume), the report's numbers, and,
when clang-22 is installed, the embedded-bitcode facts and the build step."""
from __future__ import annotations

import filecmp
import json
import math
import signal
import subprocess
import sys
import tarfile
import time
from pathlib import Path

import pytest
from conftest import run_on_local_ray

from mlbridge_llvm.cli.corpus import main as corpus_main
from mlbridge_llvm.corpus.manifest import load_corpus
from mlbridge_llvm.errors import ConfigError
from mlbridge_llvm.corpus.recompile import DEFAULT_REMOVE, cc1_command, edit_command, group_options, recompile
from mlbridge_llvm.corpus.report import geomean, size_figures, summarize, write_report
from mlbridge_llvm.corpus.results import read_records
from mlbridge_llvm.corpus.run import run_corpus
from mlbridge_llvm.ir.tools import find_tool

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "test" / "inputs" / "corpus"
LOOP_FREE = {"lupa-2.8/third-party/lua53/lmem.o", "lupa-2.8/third-party/lua53/lcorolib.o", "brotli-1.2.1/c/dec/state.o",
             "lupa-2.8/third-party/luajit21/src/lj_prng.o", "lz4-4.4.5/lz4/block/_block.o"}


def _toolchain():  # noqa: ANN202
    """The corpus compiler: a system clang-22, else the ziglang wheel's clang (a test dependency: never skipped)."""
    from mlbridge_llvm.corpus.toolchain import find_toolchain

    return find_toolchain()

IR = """target triple = "x86_64-pc-linux-gnu"
define i32 @f{n}(i32 %x) {{
  %y = mul i32 %x, {n}
  ret i32 %y
}}
"""


# ---------------------------------------------------------------- extraction
def _make_objects(tmp: Path) -> Path:
    """Objects emitted by llc, with .llvmbc/.llvmcmd added by llvm-objcopy (no clang needed); one without sections."""
    llc, objcopy, as_ = find_tool("llc"), find_tool("llvm-objcopy"), find_tool("llvm-as")
    build = tmp / "build"
    for i, rel in enumerate(["a.o", "sub/b.o", "sub/deep/c.o", "plain.o"]):
        obj = build / rel
        obj.parent.mkdir(parents=True, exist_ok=True)
        ll = tmp / f"m{i}.ll"
        ll.write_text(IR.format(n=i + 2))
        subprocess.run([llc, "-filetype=obj", str(ll), "-o", str(obj)], check=True)
        if rel == "plain.o":
            continue  # like an object built from assembly: no embedded bitcode
        subprocess.run([as_, str(ll), "-o", str(tmp / f"m{i}.bc")], check=True)
        (tmp / f"m{i}.cmd").write_bytes(b"-cc1\0-triple\0x86_64-pc-linux-gnu\0-Oz\0-emit-obj\0-main-file-name\0m.c")
        subprocess.run([objcopy, f"--add-section=.llvmbc={tmp / f'm{i}.bc'}",
                        f"--add-section=.llvmcmd={tmp / f'm{i}.cmd'}", str(obj)], check=True)
    return build


def _same_tree(a: Path, b: Path) -> None:
    """The same files, byte for byte, except that ours records each module's package in the description (a key
    MLGO's tools do not read)."""
    files_a = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    files_b = sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    assert files_a == files_b
    for rel in files_a:
        if rel.name == "corpus_description.json":
            ours = json.loads((b / rel).read_text())
            assert set(ours.pop("packages")) == {m.split("/")[0] for m in ours["modules"]}
            assert json.loads((a / rel).read_text()) == ours
            continue
        assert filecmp.cmp(a / rel, b / rel, shallow=False), rel


def test_extract_is_byte_identical_to_mlgo_utils(tmp_path: Path) -> None:
    build = _make_objects(tmp_path)
    objcopy = find_tool("llvm-objcopy")
    theirs, ours = tmp_path / "theirs", tmp_path / "ours"
    subprocess.run([sys.executable, "-m", "mlgo.corpus.extract_ir", "--input", str(build), "--input_type", "directory",
                    "--output_dir", str(theirs), "--llvm_objcopy_path", objcopy], check=True, capture_output=True)
    assert corpus_main(["extract", str(build), "-o", str(ours), "--no-progress"]) == 0
    _same_tree(theirs, ours)
    desc = json.loads((ours / "corpus_description.json").read_text())
    assert desc["has_thinlto"] is False and sorted(desc["modules"]) == ["a.o", "sub/b.o", "sub/deep/c.o"]
    # compile_commands.json input, both ways
    commands = [{"directory": str(build), "arguments": ["clang", "-c", "x.c", "-o", rel], "file": "x.c"}
                for rel in ["a.o", "sub/b.o", "sub/deep/c.o", "plain.o"]]
    (tmp_path / "cc.json").write_text(json.dumps(commands))
    theirs2, ours2 = tmp_path / "theirs2", tmp_path / "ours2"
    subprocess.run([sys.executable, "-m", "mlgo.corpus.extract_ir", "--input", str(tmp_path / "cc.json"),
                    "--input_type", "json", "--output_dir", str(theirs2), "--llvm_objcopy_path", objcopy],
                   check=True, capture_output=True)
    assert corpus_main(["extract", str(tmp_path / "cc.json"), "-o", str(ours2), "--no-progress"]) == 0
    _same_tree(theirs2, ours2)


def test_extract_archive_and_objects(tmp_path: Path) -> None:
    build = _make_objects(tmp_path)
    ar = find_tool("llvm-ar")
    subprocess.run([ar, "rc", str(tmp_path / "libm.a"), str(build / "a.o"), str(build / "sub/b.o"),
                    str(build / "plain.o")], check=True)
    out = tmp_path / "corpus"
    assert corpus_main(["extract", str(tmp_path / "libm.a"), str(build / "sub/deep/c.o"), "-o", str(out),
                        "--no-progress"]) == 0
    corpus = load_corpus(str(out))
    assert [m.name for m in corpus.modules] == ["libm.a/a.o", "libm.a/b.o", "c.o"]
    assert corpus.module("libm.a/a.o").read_bitcode() == (tmp_path / "m0.bc").read_bytes()
    assert corpus.module("c.o").read_cmd()[:2] == ["-cc1", "-triple"]


# ------------------------------------------------------- the committed sample
def test_sample_corpus_is_preoptimization_ir_without_noinline() -> None:
    import llvmlite.binding as llvm

    corpus = load_corpus(str(SAMPLE))
    assert 10 <= len(corpus) <= 20
    assert sum(p.stat().st_size for p in SAMPLE.rglob("*") if p.is_file()) < 2_000_000
    for m in corpus.modules:
        assert m.read_cmd()[0] == "-cc1" and "-Oz" in m.read_cmd()
        mod = llvm.parse_bitcode(m.read_bitcode())
        defined = [f for f in mod.functions if not f.is_declaration]
        assert defined
        attrs = [b" ".join(f.attributes) for f in defined]
        assert not any(b"optnone" in a for a in attrs), m.name
        assert any(b"noinline" not in a for a in attrs), m.name
        assert any(b"minsize" in a for a in attrs), m.name
        # pre-optimization: clang's allocas are still there (mem2reg/SROA have not run)
        assert "alloca" in str(mod), m.name


# ------------------------------------------------------------ cc1 commands
def test_cc1_command_edits_like_mlgo_but_by_option() -> None:
    args = ["-cc1", "-triple", "x86_64-pc-linux-gnu", "-Oz", "-emit-obj", "-mrelocation-model", "pic",
            "-mllvm", "-inline-threshold=50", "-fembed-bitcode=all", "-main-file-name", "x.c"]
    assert group_options(args)[:4] == [["-cc1"], ["-triple", "x86_64-pc-linux-gnu"], ["-Oz"], ["-emit-obj"]]
    out = edit_command(args, add=["-O2"], remove=["-O*", "-inline-threshold", "-fembed-bitcode*"],
                       replace={"-mrelocation-model": ["-mrelocation-model", "static"]})
    assert out == ["-cc1", "-triple", "x86_64-pc-linux-gnu", "-emit-obj", "-mrelocation-model", "static",
                   "-main-file-name", "x.c", "-O2"]
    module = load_corpus(str(SAMPLE)).modules[0]
    cmd = cc1_command(module, add=["-mllvm", "-enable-ml-inliner=release"], remove=DEFAULT_REMOVE)
    assert cmd[0] == "-cc1" and "-fembed-bitcode=all" not in cmd
    assert cmd[-5:] == ["-x", "ir", module.bc_path, "-mllvm", "-enable-ml-inliner=release"]


def test_recompile_fallback_without_clang() -> None:
    from mlbridge_llvm.ir.codegen import text_size

    module = load_corpus(str(SAMPLE)).module("zopfli-0.4.3/zopfli/src/zopfli/hash.o")
    r = recompile(module, use_clang=False)
    assert r.tool == "opt+llc" and text_size(r.obj) > 0
    assert any("default<Oz>" in part for part in r.command) and "-relocation-model=pic" in r.command


def test_recompile_with_clang_honours_cmd(tmp_path: Path) -> None:
    from mlbridge_llvm.ir.codegen import text_size

    module = load_corpus(str(SAMPLE)).module("zopfli-0.4.3/zopfli/src/zopfli/hash.o")
    oz = recompile(module)
    o0 = recompile(module, replace={"-O*": "-O0"})
    assert oz.tool == "clang" and text_size(oz.obj) < text_size(o0.obj)


# ----------------------------------------------------------------- runs
def _by_key(path: Path) -> dict[tuple[str, str], dict]:
    return {(r["module"], r["variant"]): r for r in read_records(str(path))}


def test_run_pool_and_ray_give_the_same_sizes(tmp_path: Path) -> None:
    pool_out, ray_out = tmp_path / "pool.jsonl", tmp_path / "ray.jsonl"
    s = run_corpus(str(SAMPLE), str(pool_out), "default<Os>", "default<Oz>", jobs=2, progress=False)
    assert s.failed == 0 and s.ok == 2 * len(load_corpus(str(SAMPLE)))
    run_on_local_ray(f"""
        from mlbridge_llvm.corpus.run import run_corpus
        s = run_corpus({str(SAMPLE)!r}, {str(ray_out)!r}, "default<Os>", "default<Oz>", backend="ray", jobs=2,
                       progress=False)
        assert s.failed == 0, s.failures
    """)
    pool, rayr = _by_key(pool_out), _by_key(ray_out)
    assert pool.keys() == rayr.keys()
    for key in pool:
        assert pool[key]["text_size"] == rayr[key]["text_size"] > 0, key
        assert pool[key]["object_size"] == rayr[key]["object_size"], key


def test_fatal_llvm_error_is_a_failed_module_and_the_run_goes_on(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    out = tmp_path / "licm.jsonl"
    code = corpus_main(["run", str(SAMPLE), "-o", str(out), "--pipeline", "function(licm)", "--baseline", "none",
                        "-j", "2", "--no-progress"])
    assert code == 0
    records = _by_key(out)
    assert len(records) == len(load_corpus(str(SAMPLE)))
    for (module, _), rec in records.items():
        if module in LOOP_FREE:
            assert rec["ok"] and rec["text_size"] > 0, module
        else:
            assert not rec["ok"] and rec["error_kind"] == "crash", module
            assert "LLVM ERROR: LICM requires MemorySSA" in rec["error"]
    assert "failed" in capsys.readouterr().out


PLUGIN = '''
import time
from mlbridge_llvm.passes import MLPass, register

def _count(ctx):
    for fn in ctx.module.functions():
        if not fn.is_declaration:
            ctx.remark("Seen", fn.name, instructions=fn.num_instructions)

def _sleep(ctx):
    if ctx.option("match", "") in ctx.input_name:
        time.sleep(60)

register(MLPass("corpus-test-count", "one remark per defined function", _count))
register(MLPass("corpus-test-sleep", "sleeps on matching modules", _sleep, options={"match": "module name part"}))
'''


def test_ml_decisions_counted_and_timeouts_recorded(tmp_path: Path) -> None:
    import llvmlite.binding as llvm

    plugin = tmp_path / "plugin.py"
    plugin.write_text(PLUGIN)
    out = tmp_path / "ml.jsonl"
    s = run_corpus(str(SAMPLE), str(out), "corpus-test-count,corpus-test-sleep<match=lmem>,default<Oz>", None,
                   jobs=2, timeout=4, progress=False, load=[str(plugin)])
    assert s.failed == 1
    records = _by_key(out)
    bad = records[("lupa-2.8/third-party/lua53/lmem.o", "pipeline")]
    assert not bad["ok"] and bad["error_kind"] == "timeout" and "timed out after 4 s" in bad["error"]
    corpus = load_corpus(str(SAMPLE))
    for m in corpus.modules:
        rec = records[(m.name, "pipeline")]
        if rec["ok"]:
            defined = sum(not f.is_declaration for f in llvm.parse_bitcode(m.read_bitcode()).functions)
            assert rec["decisions"] == defined == rec["decisions_by_pass"]["corpus-test-count"]
    summary = summarize(read_records(str(out)))
    assert summary.decisions == sum(r["decisions"] for r in records.values() if r["ok"])


def test_resume_after_max_modules_and_after_a_kill(tmp_path: Path) -> None:
    out = tmp_path / "resume.jsonl"
    n = len(load_corpus(str(SAMPLE)))
    s1 = run_corpus(str(SAMPLE), str(out), "default<Os>", "default<Oz>", jobs=2, max_modules=4, progress=False)
    assert (s1.modules, s1.tasks) == (4, 8)
    # kill a CLI run mid-way (SIGKILL: no chance to clean up), leaving a half-written line behind
    proc = subprocess.Popen([sys.executable, "-m", "mlbridge_llvm.cli.corpus", "run", str(SAMPLE), "-o", str(out),
                             "--pipeline", "default<Os>", "-j", "1", "--no-progress"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while len(read_records(str(out))) < 12 and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    with open(out, "a") as f:
        f.write('{"module": "half-written')
    before = read_records(str(out))
    assert 12 <= len(before) < 2 * n
    s2 = run_corpus(str(SAMPLE), str(out), "default<Os>", "default<Oz>", jobs=2, progress=False)
    assert s2.skipped == len(before) and s2.tasks == 2 * n - len(before)
    final = read_records(str(out))
    keys = [(r["module"], r["variant"]) for r in final]
    assert len(keys) == len(set(keys)) == 2 * n  # nothing computed twice, nothing missing
    assert final[: len(before)] == before  # nothing computed was lost
    s3 = run_corpus(str(SAMPLE), str(out), "default<Os>", "default<Oz>", jobs=2, progress=False)
    assert s3.tasks == 0 and s3.skipped == 2 * n
    with pytest.raises(Exception, match="another results file"):
        run_corpus(str(SAMPLE), str(out), "default<O3>", "default<Oz>", jobs=1, progress=False)


def test_sigint_stops_cleanly_and_keeps_results(tmp_path: Path) -> None:
    out = tmp_path / "int.jsonl"
    proc = subprocess.Popen([sys.executable, "-m", "mlbridge_llvm.cli.corpus", "run", str(SAMPLE), "-o", str(out),
                             "--pipeline", "default<Os>", "-j", "1", "--no-progress"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    while (not out.exists() or len(read_records(str(out))) < 3) and time.monotonic() < deadline:
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "resume" in err
    recs = read_records(str(out))
    assert len(recs) >= 3 and out.read_text().endswith("\n")


# ------------------------------------------------------------------ report
def _rec(module: str, variant: str, text: int | None, decisions: int = 0, **kw: object) -> dict:
    if text is None:
        return {"module": module, "variant": variant, "pipeline": "P" if variant == "pipeline" else "B", "ok": False,
                "error_kind": "crash", "error": "worker died: LLVM ERROR: boom", **kw}
    return {"module": module, "variant": variant, "pipeline": "P" if variant == "pipeline" else "B", "ok": True,
            "text_size": text, "pipeline_seconds": 0.5, "codegen_seconds": 0.25, "decisions": decisions,
            "decisions_by_pass": {"inl": decisions} if decisions else {},
            "decisions_by_kind": {"Passed": decisions} if decisions else {}, **kw}


def test_report_numbers_on_a_hand_made_results_file(tmp_path: Path) -> None:
    records = [
        _rec("a", "pipeline", 50, 3), _rec("a", "baseline", 100),   # 0.5
        _rec("b", "pipeline", 400, 1), _rec("b", "baseline", 200),  # 2.0
        _rec("c", "pipeline", 999, 0), _rec("c", "baseline", 300),  # replaced below by a retry
        _rec("c", "pipeline", 300, 2),                               # 1.0 (latest wins)
        _rec("d", "pipeline", None), _rec("d", "baseline", 80),      # failed
        _rec("e", "pipeline", 0), _rec("e", "baseline", 0),          # empty .text: not compared
        _rec("f", "pipeline", 27, 0), _rec("f", "baseline", 8),      # 3.375
    ]
    path = tmp_path / "results.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    s, text, paths = write_report(str(path), str(tmp_path / "rep"))
    want = math.exp((math.log(0.5) + math.log(2.0) + math.log(1.0) + math.log(3.375)) / 4)
    assert s.compared == 4 and s.empty_text == 1 and s.modules == 6
    assert s.geomean_ratio == pytest.approx(want) == pytest.approx(1.5 ** 0.75)
    assert s.total_ratio == pytest.approx((50 + 400 + 300 + 27) / (100 + 200 + 300 + 8))
    assert s.median_ratio == pytest.approx(1.5)
    assert (s.smaller, s.larger, s.same) == (1, 2, 1)
    assert (s.failed_pipeline, s.failed_baseline) == (1, 0) and s.failure_kinds == {"crash": 1}
    assert s.decisions == 6 and s.decisions_by_pass == {"inl": 6} and s.modules_with_decisions == 3
    assert s.pipeline_seconds == pytest.approx(0.5 * 5) and s.baseline_codegen_seconds == pytest.approx(0.25 * 6)
    assert "1.3" in text and "LLVM ERROR: boom" in text
    rows = (tmp_path / "rep" / "corpus_report.csv").read_text().splitlines()
    assert len(rows) == 7 and rows[0].startswith("module,baseline_text,text,ratio")
    for name in ("size_ratio_hist.png", "size_ratio_scatter.png"):
        assert (tmp_path / "rep" / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert geomean([]) is None


def test_report_per_package(tmp_path: Path) -> None:
    """Modules group by package (first name component): a package of 3 modules weighs as much as one of 2 in the
    package geomean, the figure of the leave-one-package-out protocol."""
    records = []
    for name, ratio in [("p1-1.0/a.o", 0.5), ("p1-1.0/sub/b.o", 0.5), ("p2-2.0/c.o", 2.0), ("p2-2.0/d.o", 2.0),
                        ("p2-2.0/e.o", 2.0)]:
        records += [_rec(name, "pipeline", int(100 * ratio), 1), _rec(name, "baseline", 100)]
    path = tmp_path / "results.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    s, text, _ = write_report(str(path), str(tmp_path / "rep"))
    assert s.geomean_ratio == pytest.approx(2 ** 0.2) and s.package_geomean == pytest.approx(1.0)
    assert s.packages["p1-1.0"] == {"modules": 2, "geomean": pytest.approx(0.5), "larger": 0, "smaller": 2,
                                    "worst": 0.5, "worst_module": "p1-1.0/a.o"}
    assert s.packages["p2-2.0"]["larger"] == 3 and s.worst[0]["ratio"] == 2.0 and len(s.worst) == 5
    assert "per package:" in text and "p2-2.0" in text
    summary = json.loads((tmp_path / "rep" / "corpus_summary.json").read_text())
    assert summary["package_geomean"] == pytest.approx(1.0) and set(summary["packages"]) == {"p1-1.0", "p2-2.0"}
    figures = size_figures(str(path))
    assert figures == {k: summary[k] for k in figures} and figures["worst"][0]["ratio"] == 2.0


# --------------------------------------------------------------- CLI errors
def test_cli_errors_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert corpus_main(["run", str(tmp_path / "nope"), "-o", str(tmp_path / "r.jsonl"), "--pipeline", "default<Oz>"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("mlbridge-corpus: error:") and err.count("\n") == 1 and "not a corpus" in err
    assert corpus_main(["run", str(SAMPLE), "-o", str(tmp_path / "r.jsonl"), "--pipeline", "bogus-pass"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("mlbridge-corpus: error:") and "bogus-pass" in err and err.count("\n") == 1
    assert corpus_main(["report", str(tmp_path / "missing.jsonl")]) == 1
    assert "no results file" in capsys.readouterr().err
    assert corpus_main(["extract", str(tmp_path / "missing.o"), "-o", str(tmp_path / "c")]) == 1
    assert "no such input" in capsys.readouterr().err


# ------------------------------------------------------------ with clang 22 (system or zig's)
def test_embedded_bitcode_is_preoptimization_ir(tmp_path: Path) -> None:
    tc = _toolchain().with_cache(str(tmp_path / "cache"))
    cc, objcopy, dis = [*tc.driver, *tc.flags], find_tool("llvm-objcopy"), find_tool("llvm-dis")
    src = tmp_path / "t.c"
    src.write_text("static int sq(int x) { return x * x; }\nint add(int a, int b) { return sq(a) + b; }\n")
    subprocess.run([*cc, "-c", "-Oz", "-Xclang", "-fembed-bitcode=all", str(src), "-o", str(tmp_path / "t.o")],
                   check=True, env=tc.run_env())
    subprocess.run([objcopy, f"--dump-section=.llvmbc={tmp_path / 'e.bc'}",
                    f"--dump-section=.llvmcmd={tmp_path / 'e.cmd'}", str(tmp_path / "t.o"), str(tmp_path / "discard.o")], check=True)
    subprocess.run([*cc, "-c", "-Oz", "-Xclang", "-disable-llvm-passes", "-emit-llvm", str(src), "-o",
                    str(tmp_path / "p.bc")], check=True, env=tc.run_env())

    def ir(path: Path) -> list[str]:
        text = subprocess.run([dis, str(path), "-o", "-"], check=True, capture_output=True, text=True).stdout
        return [ln for ln in text.splitlines() if not ln.startswith("; ModuleID")]

    embedded = ir(tmp_path / "e.bc")
    assert embedded == ir(tmp_path / "p.bc")  # identical to the unoptimized -Oz IR
    assert any("call i32 @sq" in ln for ln in embedded)  # not inlined yet
    assert not any("noinline" in ln for ln in embedded)
    cmd = (tmp_path / "e.cmd").read_bytes().split(b"\0")
    assert cmd[0] == b"-cc1" and b"-disable-llvm-passes" not in cmd
    # As clang-22 -Oz on x86-64 Linux, also through zig (which says -Os, frame pointers, no PIE by itself):
    assert [a for a in cmd if a.startswith(b"-O")][-1] == b"-Oz"
    assert b"-mframe-pointer=none" in cmd and b"-pic-is-pie" in cmd
    attrs = [ln for ln in embedded if ln.startswith("attributes #0")]
    assert attrs and "minsize" in attrs[0] and "optsize" in attrs[0]
    # zig's cache went where we said, nowhere else
    assert tc.kind == "clang" or (tmp_path / "cache").is_dir()


def test_build_compiles_logs_failures_and_resumes(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    from mlbridge_llvm.corpus.build import Recipe, build_corpus, file_sha256

    pkg = tmp_path / "fakepkg-1.0"
    (pkg / "src").mkdir(parents=True)
    (pkg / "src" / "good.c").write_text('#include "h.h"\nint good(int x) { return twice(x) + 1; }\n')
    (pkg / "src" / "h.h").write_text("static inline int twice(int x) { return 2 * x; }\n")
    (pkg / "src" / "bad.c").write_text("int bad(void) { return undefined_thing; }\n")
    (tmp_path / "work" / "sdists").mkdir(parents=True)
    with tarfile.open(tmp_path / "work" / "sdists" / "fakepkg-1.0.tar.gz", "w:gz") as tar:
        tar.add(pkg, arcname="fakepkg-1.0")
    sdist = tmp_path / "work" / "sdists" / "fakepkg-1.0.tar.gz"
    with pytest.raises(ConfigError, match="sha256 .* is not the pinned"):  # a file that is not the pinned one
        build_corpus(str(tmp_path / "corpus"), str(tmp_path / "work"), [Recipe("fakepkg", "1.0", "0" * 64,
                                                                                ("src/*.c",))], progress=False)
    assert not sdist.exists()  # deleted, not used
    with tarfile.open(sdist, "w:gz") as tar:
        tar.add(pkg, arcname="fakepkg-1.0")
    recipe = Recipe("fakepkg", "1.0", file_sha256(str(sdist)), ("src/*.c",), domain="test")
    s = build_corpus(str(tmp_path / "corpus"), str(tmp_path / "work"), [recipe], jobs=2, progress=False)
    assert s.modules == 1 and s.packages["fakepkg-1.0"] == {"files": 2, "built": 1, "reused": 0, "failed": 1}
    assert "bad.c" in (tmp_path / "work" / "build.log").read_text()
    built = load_corpus(str(tmp_path / "corpus"))
    assert built.modules[0].name == "fakepkg-1.0/src/good.o" and built.modules[0].package == "fakepkg-1.0"
    assert built.description["packages"] == {"fakepkg-1.0": {"name": "fakepkg", "version": "1.0", "domain": "test",
                                                             "sha256": recipe.sha256, "modules": 1}}
    s2 = build_corpus(str(tmp_path / "corpus"), str(tmp_path / "work"), [recipe], jobs=2, progress=False)
    assert s2.packages["fakepkg-1.0"] == {"files": 2, "built": 0, "reused": 1, "failed": 1}
    assert "failed before" in capsys.readouterr().err


def test_subset_side_keeps_whole_packages(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    from mlbridge_llvm.corpus.splits import split_by_package

    names = [m.name for m in load_corpus(str(SAMPLE)).modules]
    train, held = split_by_package(names, 0.4)
    for side, want in (("held-out", held), ("train", train)):
        assert corpus_main(["subset", str(SAMPLE), "--side", side, "-o", str(tmp_path / side)]) == 0
        got = [m.name for m in load_corpus(str(tmp_path / side)).modules]
        assert sorted(got) == sorted(want) and got
    assert corpus_main(["subset", str(SAMPLE), "--side", "train", "--per-package", "1", "-o", str(tmp_path / "one")]) == 0
    one = load_corpus(str(tmp_path / "one")).modules
    assert len(one) == len({m.package for m in one}) == len({n.split("/")[0] for n in train})
    assert corpus_main(["subset", str(SAMPLE), names[0], "--side", "train", "-o", str(tmp_path / "x")]) == 1
    assert "not both" in capsys.readouterr().err
