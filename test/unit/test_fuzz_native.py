"""Fuzzing of the native decoders (native/fuzz), as test_fuzz_decoders.py fuzzes the Python ones.

The fuzz targets are libFuzzer's ``LLVMFuzzerTestOneInput``; the native build links them with a standalone,
coverage-guided driver (g++ has no -fsanitize=fuzzer) and, when the compiler can, with ASan and UBSan:

* ``mlbridge_fuzz_json``: client/Json.cpp (parse, number conversions, writer round trips);
* ``mlbridge_fuzz_pipe``: a model's answers on real FIFOs, read by the C API's pipe runner (mlcb framing,
  bitstream and JSON answers, mlgo answers, the runner's state across questions).

The fuzz targets are built only on request (``python -m mlbridge_llvm.native build --fuzzers``); this module asks
for them itself: :func:`fuzz_build` configures a build tree of its own (in the session's temporary folder, fuzz
targets on, test programs off) and builds only the three targets, so the environment's native build is untouched.

Here each runs over its committed corpus (seeds and regression inputs, native/fuzz/corpus) and then a bounded
number of mutated inputs with a fixed seed: no crash, no sanitizer report, no leak, no input saved, and its
temporary FIFOs removed. A third target with a planted bug shows that the driver finds one and saves the input.
Longer runs: see native/fuzz/README.md.
"""
from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

pytestmark = [pytest.mark.timeout(300), pytest.mark.native]

REPO = Path(__file__).resolve().parents[2]
FUZZ = REPO / "native/fuzz"
SEED = 27
REPORTS = ("ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:", "property broken", "crashing input")


TARGETS = ("json", "pipe", "selftest")


@pytest.fixture(scope="module")
def fuzz_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A build tree with only the fuzz targets built (ASan/UBSan when the compiler has them); one line if this
    machine cannot build them."""
    from mlbridge_llvm.native import NativeUnavailable
    from mlbridge_llvm.native.build import build

    out = tmp_path_factory.mktemp("fuzz-build")
    try:
        build(out=out, fuzzers=True, tests=False, targets=[f"mlbridge_fuzz_{t}" for t in TARGETS])
    except NativeUnavailable as e:
        pytest.fail(f"cannot build the fuzz targets: {e}", pytrace=False)
    return out


def fuzzer(fuzz_build: Path, name: str) -> str:
    path = fuzz_build / "fuzz" / f"mlbridge_fuzz_{name}"
    assert path.is_file(), f"{path} was not built"
    return str(path)


def run(binary: str, tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, TMPDIR=str(tmp_path), ASAN_OPTIONS="detect_leaks=1",
               UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")
    return subprocess.run([binary, f"-artifact_prefix={tmp_path}/", *args], capture_output=True, text=True,
                          errors="replace", env=env, cwd=tmp_path, timeout=240)


@pytest.mark.parametrize("target,runs", [("json", 20000), ("pipe", 1500)])
def test_fuzz_target_runs_clean(fuzz_build: Path, tmp_path: Path, target: str, runs: int) -> None:
    corpus = FUZZ / "corpus" / target
    seeds = [p for p in corpus.iterdir() if p.is_file()]
    assert seeds, f"no seed corpus in {corpus}"
    proc = run(fuzzer(fuzz_build, target), tmp_path, f"-seed={SEED}", f"-runs={runs}", f"-dict={FUZZ / f'{target}.dict'}",
               "-print_final_stats=1", str(corpus))
    tail = proc.stderr[-3000:]
    assert proc.returncode == 0, tail
    assert not any(report in proc.stderr for report in REPORTS), tail
    executed = re.search(r"stat::number_of_executed_units: (\d+)", proc.stderr)
    assert executed and int(executed.group(1)) == len(seeds) + runs, tail
    assert sorted(p.name for p in tmp_path.iterdir()) == [], "the fuzzer left files behind (crash inputs or FIFOs)"


def test_driver_finds_a_planted_bug(fuzz_build: Path, tmp_path: Path) -> None:
    """The standalone driver is a fuzzer, not a loop: coverage and comparison feedback reach a bug behind four
    byte comparisons (blind guessing needs ~2^32 tries), and the crashing input is saved."""
    proc = run(fuzzer(fuzz_build, "selftest"), tmp_path, f"-seed={SEED}", "-runs=500000")
    assert proc.returncode != 0 and "the planted bug" in proc.stderr, proc.stderr[-2000:]
    saved = list(tmp_path.glob("crash-*"))
    assert len(saved) == 1 and saved[0].read_bytes().startswith(b"MLB!"), proc.stderr[-2000:]
    assert f"crashing input saved to {saved[0]}" in proc.stderr


def test_only_the_fuzz_targets_were_built(fuzz_build: Path) -> None:
    """The request built what it asked for and nothing else: no plug-in, no install."""
    assert sorted(p.name for p in (fuzz_build / "fuzz").glob("mlbridge_fuzz_*") if p.is_file()) == \
        sorted(f"mlbridge_fuzz_{t}" for t in TARGETS)
    assert not (fuzz_build / "install").exists() and not (fuzz_build / "plugins/inline/MLBridgeInline.so").exists()
