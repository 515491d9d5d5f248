"""Models that raise or hang, Ctrl-C and SIGTERM, closed standard streams: every ML pass, real ``mlbridge-opt`` runs.

A model that raises an ordinary exception must end the run with one line and exit 1 (never a hang, never a
traceback), and nothing is written. Ctrl-C ends a run promptly with 130 (SIGTERM: 143) whether the main thread is
in Python or inside LLVM waiting for an answer, and leaves no temporary file or FIFO directory behind.
"""
from __future__ import annotations

import os
import shlex
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

ROOT = Path(__file__).resolve().parents[3]
INLINE_INPUT = ROOT / "mlbridge_llvm" / "data" / "inline_demo.ll"
KERNELS = ROOT / "test" / "inputs" / "loopdist" / "kernels.ll"

#: (pass pipeline, input, extra flags) for every ML pass the kit ships
PASSES = {
    "ml-inline": ("ml-inline", INLINE_INPUT, ["-S"]),
    "ml-regalloc": ("ml-regalloc", ROOT / "test" / "lit" / "regalloc" / "Inputs" / "pressure.ll", []),
    "poset-rl": ("poset-rl", INLINE_INPUT, ["-S"]),
    "poset-rl-plan": ("poset-rl<mode=plan>", INLINE_INPUT, ["-S"]),
    "rl-loop-distribute": ("rl-loop-distribute<function=s_lex_backward>", KERNELS, ["-S"]),
    "ml-affine-unroll": ("ml-affine-unroll", ROOT / "test" / "lit" / "mlir" / "unroll-x4.mlir", ["--mlir"]),
}

MODELS = '''
import os, time
calls = 0

def raise_first(features):
    raise ValueError("model exploded")

def raise_third(features):
    global calls
    calls += 1
    if calls == 3:
        raise ValueError("model exploded on call 3")
    return 0

class NotAnException(BaseException):
    pass

def raise_base(features):
    raise NotAnException("a bare BaseException")

def raise_exit(features):
    raise SystemExit(3)

def raise_interrupt(features):
    raise KeyboardInterrupt

def block(features):
    open(os.environ["MARKER"], "w").close()  # tell the test the model was reached
    time.sleep(600)
    return 0
'''


@pytest.fixture
def models(tmp_path: Path) -> Path:
    folder = tmp_path / "models"
    folder.mkdir()
    (folder / "faulty_models.py").write_text(textwrap.dedent(MODELS))
    return folder


def _env(models: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(models), **extra}


def _opt_cmd(*args: str) -> list[str]:
    return [sys.executable, "-m", "mlbridge_llvm.cli.opt", *args]


def _one_error_line(stderr: bytes) -> str:
    lines = [ln for ln in stderr.decode(errors="replace").splitlines() if ln.strip()]
    assert len(lines) == 1, stderr.decode(errors="replace")
    assert "Traceback" not in lines[0]
    return lines[0]


def _no_leftovers(folder: Path) -> None:
    assert [p.name for p in folder.iterdir() if p.name.startswith(".tmp-")] == []


@pytest.mark.parametrize("name", sorted(PASSES))
def test_python_model_that_raises(name: str, models: Path, tmp_path: Path) -> None:
    pipeline, source, flags = PASSES[name]
    out = tmp_path / "out"
    proc = subprocess.run(_opt_cmd(*flags, f"-passes={pipeline}", "--runner=python", "--model=faulty_models:raise_first",
                                   str(source), "-o", str(out)), env=_env(models), capture_output=True, timeout=300)
    line = _one_error_line(proc.stderr)
    assert proc.returncode == 1, line
    assert line.startswith("mlbridge-opt: error:") and "ValueError: model exploded" in line, line
    assert not out.exists()
    _no_leftovers(tmp_path)


@pytest.mark.parametrize("name,model", [*((n, "raise_base") for n in sorted(PASSES)),
                                        ("ml-regalloc", "raise_exit"), ("ml-inline", "raise_exit")])
def test_python_model_raising_a_base_exception(name: str, model: str, models: Path, tmp_path: Path) -> None:
    """SystemExit and bare BaseException subclasses from a model: ml-regalloc used to hang (LLVM waited for the
    answer of a dead thread), the others printed a traceback or exited 3 with nothing said."""
    pipeline, source, flags = PASSES[name]
    out = tmp_path / "out"
    proc = subprocess.run(_opt_cmd(*flags, f"-passes={pipeline}", "--runner=python", f"--model=faulty_models:{model}",
                                   str(source), "-o", str(out)), env=_env(models), capture_output=True, timeout=120)
    line = _one_error_line(proc.stderr)
    assert proc.returncode == 1 and line.startswith("mlbridge-opt: error:"), line
    assert ("NotAnException: a bare BaseException" if model == "raise_base" else "SystemExit: 3") in line, line
    assert not out.exists()
    _no_leftovers(tmp_path)


def test_regalloc_model_raising_keyboard_interrupt_is_an_interrupt(models: Path, tmp_path: Path) -> None:
    """The model runs in a thread beside LLVM's codegen: its KeyboardInterrupt used to leave LLVM waiting forever."""
    pipeline, source, flags = PASSES["ml-regalloc"]
    out = tmp_path / "out"
    proc = subprocess.run(_opt_cmd(*flags, f"-passes={pipeline}", "--runner=python",
                                   "--model=faulty_models:raise_interrupt", str(source), "-o", str(out)),
                          env=_env(models), capture_output=True, timeout=120)
    assert proc.returncode == 130 and _one_error_line(proc.stderr) == "mlbridge-opt: interrupted"
    assert not out.exists()


def test_inliner_model_raising_mid_run_falls_back_then_fails(models: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.ll"
    proc = subprocess.run(_opt_cmd("-S", "-passes=ml-inline", "--runner=python", "--model=faulty_models:raise_third",
                                   str(INLINE_INPUT), "-o", str(out), "--remarks-file", str(tmp_path / "r.jsonl")),
                          env=_env(models), capture_output=True, timeout=300)
    line = _one_error_line(proc.stderr)
    assert proc.returncode == 1 and "fell back to LLVM's default" in line and "call 3" in line, line
    assert not out.exists() and not (tmp_path / "r.jsonl").exists()


def _failing_at_run_time_onnx(path: Path, width: int) -> None:
    """An inliner-shaped ONNX model that loads fine but fails inside onnxruntime on every query (bad Reshape)."""
    x = helper.make_tensor_value_info("features", TensorProto.FLOAT, [1, width])
    y = helper.make_tensor_value_info("decision", TensorProto.INT64, [1])
    shape = helper.make_tensor("shape", TensorProto.INT64, [1], np.array([width + 1], np.int64))
    graph = helper.make_graph([helper.make_node("Reshape", ["features", "shape"], ["r"]),
                               helper.make_node("ReduceSum", ["r"], ["s"], keepdims=1),
                               helper.make_node("Cast", ["s"], ["decision"], to=TensorProto.INT64)],
                              "broken", [x], [y], [shape])
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]), str(path))


def test_onnx_model_failing_at_run_time(tmp_path: Path) -> None:
    from mlbridge_passes.inliner.features import MODEL_INPUT

    model = tmp_path / "broken.onnx"
    _failing_at_run_time_onnx(model, MODEL_INPUT.shape[-1])
    out = tmp_path / "out.ll"
    proc = subprocess.run(_opt_cmd("-S", "-passes=ml-inline", "--runner=onnx", f"--model={model}", str(INLINE_INPUT),
                                   "-o", str(out)), capture_output=True, timeout=300)
    line = _one_error_line(proc.stderr)
    assert proc.returncode == 1 and line.startswith("mlbridge-opt: error:"), line
    assert not out.exists()


def _interrupt(models: Path, tmp_path: Path, pipeline: str, signum: int) -> tuple[int, str, float]:
    """Start a run whose model blocks, signal it once the model was reached; (status, stderr, seconds to end)."""
    marker = tmp_path / "reached"
    out_dir = tmp_path / "outdir"
    out_dir.mkdir()
    fifo_root = tmp_path / "fifos"
    fifo_root.mkdir()
    proc = subprocess.Popen(_opt_cmd("-S", f"-passes={pipeline}", "--runner=python", "--model=faulty_models:block",
                                     str(INLINE_INPUT), "-o", str(out_dir / "out.ll")),
                            env=_env(models, MARKER=str(marker), TMPDIR=str(fifo_root)),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 120
        while not marker.exists():
            assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
            assert time.monotonic() < deadline, "the model was never asked"
            time.sleep(0.05)
        sent = time.monotonic()
        proc.send_signal(signum)
        _, err = proc.communicate(timeout=30)  # a bound on a hang, not a timing threshold
        took = time.monotonic() - sent
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert list(out_dir.iterdir()) == []  # no output, no temporary file
    assert list(fifo_root.iterdir()) == []  # the FIFO directory of the in-process inliner is gone
    return proc.returncode, err.decode(errors="replace"), took


@pytest.mark.parametrize("pipeline", ["ml-inline", "poset-rl"])  # main thread inside LLVM / inside Python
def test_ctrl_c_ends_a_run_with_130(pipeline: str, models: Path, tmp_path: Path) -> None:
    status, err, took = _interrupt(models, tmp_path, pipeline, signal.SIGINT)
    assert status == 130, err
    assert err.strip().splitlines()[-1] == "mlbridge-opt: interrupted", err
    print(f"{pipeline}: ended {took:.2f}s after SIGINT")


def test_sigterm_ends_a_run_with_143(models: Path, tmp_path: Path) -> None:
    status, err, _ = _interrupt(models, tmp_path, "ml-inline", signal.SIGTERM)
    assert status == 143, err
    assert "terminated" in err


@pytest.mark.parametrize("closed,message", [("<&-", "standard input is closed"), (">&-", "standard output is closed")])
def test_closed_standard_stream_is_named(closed: str, message: str) -> None:
    cmd = shlex.join(_opt_cmd("-S", "-passes=function(sroa)")) + f" - {closed}"
    proc = subprocess.run(["bash", "-c", cmd], capture_output=True, timeout=120)
    line = _one_error_line(proc.stderr)
    assert proc.returncode == 1 and message in line, line


def test_closed_stdout_with_an_output_file_still_works(tmp_path: Path) -> None:
    out = tmp_path / "o.ll"
    cmd = shlex.join(_opt_cmd("-S", "-passes=function(sroa)", str(INLINE_INPUT), "-o", str(out))) + " >&-"
    proc = subprocess.run(["bash", "-c", cmd], capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "define" in out.read_text()


def test_threads_sharing_one_runner_never_mix_questions(tmp_path: Path) -> None:
    """A model server answers many compilers from threads that share one runner (populate_features + evaluate)."""
    import threading

    from mlbridge_llvm.onnx_models import linear_scalar, linear_scalar_weights, save_model
    from mlbridge_llvm.runners import create_runner

    model = tmp_path / "linear.onnx"
    save_model(linear_scalar(1), str(model))
    (w,), (b,) = linear_scalar_weights(1)
    wrong: list[tuple[int, float]] = []
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads between populate_features and evaluate as often as possible
    try:
        with create_runner(f"onnx:{model}") as runner:
            def ask(first: int) -> None:
                for k in range(first, first + 300):
                    runner.populate_features(input=np.array([k], np.float32))
                    time.sleep(0)  # a compiler may compute and populate features in steps: other threads run here
                    got = runner.evaluate(float)
                    if abs(got - (k * w + b)) > 1e-3 * max(1.0, abs(k * w)):
                        wrong.append((k, got))
            threads = [threading.Thread(target=ask, args=(1000 * i,)) for i in range(8)]
            for t in threads:
                t.start()
            for t in threads:
                t.join(120)
    finally:
        sys.setswitchinterval(old)
    assert wrong == []


def test_a_forked_worker_terminated_does_not_end_the_parent() -> None:
    """A process pool (fork) terminating its worker with SIGTERM must not reach the parent's Ctrl-C watchdog."""
    code = textwrap.dedent("""
        import os, signal, time
        from mlbridge_llvm import interrupt
        interrupt.install("probe")
        pid = os.fork()
        if pid == 0:
            time.sleep(60)
            os._exit(0)
        time.sleep(0.2)
        os.kill(pid, signal.SIGTERM)
        _, status = os.waitpid(pid, 0)
        time.sleep(1.0)  # twice the watchdog's grace
        print("parent alive; worker", os.WTERMSIG(status) if os.WIFSIGNALED(status) else status)
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and proc.stdout.strip() == f"parent alive; worker {int(signal.SIGTERM)}", proc
