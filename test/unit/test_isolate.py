"""mlbridge_llvm.isolate: LLVM fatal errors and timeouts in worker processes, the test process survives."""
from __future__ import annotations

import os
import re

import pytest

from mlbridge_llvm.errors import PipelineError
from mlbridge_llvm.isolate import Worker, run_pipeline_isolated
from mlbridge_llvm.ir.llvmc import CModule

INPUTS = os.path.join(os.path.dirname(__file__), "..", "inputs", "ir")


@pytest.fixture(scope="module")
def bitcode() -> bytes:
    with open(os.path.join(INPUTS, "medium.ll")) as handle, CModule.parse_ir(handle.read(), "medium.ll") as mod:
        return mod.to_bitcode()


def ir_of(bitcode: bytes) -> str:
    with CModule.parse_bitcode(bitcode) as mod:
        return mod.to_ir()


def in_process(bitcode: bytes, pipeline: str) -> bytes:
    """The same job in this process: the worker's bitcode must be byte-identical to it."""
    with CModule.parse_bitcode(bitcode, "medium.ll") as mod:
        mod.run_passes(pipeline)
        return mod.to_bitcode()


def test_isolated_result_equals_in_process(bitcode: bytes) -> None:
    out = run_pipeline_isolated(bitcode, "default<Oz>", input_name="medium.ll")
    assert out == in_process(bitcode, "default<Oz>")
    assert re.search(r"define .*i32 @driver\(", ir_of(out))


def test_fatal_error_becomes_pipelineerror_and_caller_lives(bitcode: bytes) -> None:
    with pytest.raises(PipelineError) as info:
        run_pipeline_isolated(bitcode, "function(licm)", input_name="medium.ll")
    message = str(info.value)
    assert message.startswith("pipeline 'function(licm)' aborted LLVM on medium.ll: ")
    assert "LLVM ERROR: LICM requires MemorySSA" in message and "\n" not in message
    assert ir_of(run_pipeline_isolated(bitcode, "function(sroa)"))  # still alive, still working


def test_ordinary_errors_keep_llvm_message(bitcode: bytes) -> None:
    with pytest.raises(PipelineError, match="^pipeline 'bogus' failed on m.ll: unknown pass name 'bogus'$"):
        run_pipeline_isolated(bitcode, "bogus", input_name="m.ll")
    with pytest.raises(PipelineError, match="cannot parse bitcode junk: "):
        run_pipeline_isolated(b"BC\xc0\xde" + b"\x00" * 12, "default<O1>", input_name="junk")


def test_timeout_is_respected(bitcode: bytes) -> None:
    with pytest.raises(PipelineError, match=r"^pipeline 'default<O3>' timed out after 0.001 s on slow.ll$"):
        run_pipeline_isolated(bitcode, "default<O3>", timeout=0.001, input_name="slow.ll")


def test_cl_options_reach_the_worker() -> None:
    with open(os.path.join(INPUTS, "loops.ll")) as handle, CModule.parse_ir(handle.read(), "loops.ll") as mod:
        loops = mod.to_bitcode()
    assert "ldist" not in ir_of(run_pipeline_isolated(loops, "loop-distribute"))
    out = run_pipeline_isolated(loops, "loop-distribute", options=["-enable-loop-distribute"])
    assert "for.body.ldist1:" in ir_of(out)


def test_worker_many_jobs_crash_restart_and_timeout(bitcode: bytes) -> None:
    expected = in_process(bitcode, "default<Oz>")
    with Worker() as worker:
        for _ in range(3):
            assert worker.run(bitcode, "default<Oz>", input_name="medium.ll") == expected
        first_pid = worker.pid
        with pytest.raises(PipelineError, match="unknown pass name 'bogus'"):
            worker.run(bitcode, "bogus")
        assert worker.pid == first_pid and worker.restarts == 0  # an ordinary error keeps the worker
        with pytest.raises(PipelineError) as info:
            worker.run(bitcode, "function(licm)", input_name="medium.ll")
        assert "aborted LLVM on medium.ll: LLVM ERROR: LICM requires MemorySSA" in str(info.value)
        assert worker.run(bitcode, "default<Oz>", input_name="medium.ll") == expected  # restarted transparently
        assert worker.pid != first_pid and worker.restarts == 1
        with pytest.raises(PipelineError, match="timed out after 1e-06 s"):
            worker.run(bitcode, "default<O3>", timeout=1e-6)
        assert worker.run(bitcode, "default<Oz>", input_name="medium.ll") == expected
        assert worker.restarts == 2
    assert worker.pid is None


def test_isolate_parses_in_the_worker_so_a_crashing_reader_is_one_line(tmp_path) -> None:
    """IR whose 20,000 nested constant expressions overflow LLVM's parser stack (stock opt dies of SIGSEGV):
    ``mlbridge-opt --isolate`` parses it in the worker, reports one line naming the input and the signal, and
    writes nothing; a malformed module is the reader's own one-line error."""
    import subprocess
    import sys

    expr = "ptr @g"
    for _ in range(20000):
        expr = f"ptr getelementptr (i8, {expr}, i64 1)"
    deep = tmp_path / "deep.ll"
    deep.write_text(f"@g = global i8 0\n@p = global {expr}\n")
    (tmp_path / "bad.ll").write_text("define i32 @f( {\n")
    for name, message in (("deep.ll", "LLVM's reader crashed on deep.ll: killed by SIGSEGV"),
                          ("bad.ll", "cannot parse IR bad.ll")):
        proc = subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.opt", "--isolate", "--passes=instcombine",
                               name, "-o", "out.ll"], cwd=tmp_path, capture_output=True, text=True, timeout=300)
        lines = proc.stderr.strip().splitlines()
        assert proc.returncode == 1 and len(lines) == 1 and message in lines[0], proc.stderr[-2000:]
        assert not (tmp_path / "out.ll").exists()
