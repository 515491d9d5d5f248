"""Switching runner is a flag: one model, every runner built from a spec string, identical answers."""
from __future__ import annotations

import subprocess
import sys
import textwrap
import threading

import numpy as np
import pytest

from mlbridge_llvm.interface.grpc import serve_advice
from mlbridge_llvm.interface.pipe import PipeCompilerInterface
from mlbridge_llvm.onnx_models import linear_scalar, linear_scalar_weights, save_model
from mlbridge_llvm.runners import create_runner
from mlbridge_llvm.tensors import TensorSpec

N = 64
W, B = linear_scalar_weights(N, seed=3)
OUT = TensorSpec("out", "float", (1,))


def reference(features: dict) -> np.float32:
    """The model every runner must reproduce (also importable by the python runner spec)."""
    x = np.asarray(features["input"], dtype=np.float32)
    return np.float32(np.dot(W, x) + B[0])


def _pipe_model(ci: PipeCompilerInterface) -> threading.Thread:
    def loop() -> None:
        obs = ci.evaluate()
        while obs is not None:
            ci.populate_buffer(reference(obs))
            obs = ci.evaluate()

    t = threading.Thread(target=loop, daemon=True)
    t.start()
    return t


@pytest.mark.parametrize("kind", ["python", "onnx", "pipe-bitstream", "pipe-json", "pipe-protobuf", "grpc"])
def test_same_answers_through_every_runner(tmp_path, kind: str) -> None:
    xs = [np.random.default_rng(i).standard_normal(N).astype(np.float32) for i in range(5)]
    want = [float(reference({"input": x})) for x in xs]
    cleanup = []
    if kind == "python":
        spec = f"python:{__name__}:reference"
    elif kind == "onnx":
        spec = f"onnx:{save_model(linear_scalar(N, seed=3), tmp_path / 'm.onnx')}"
    elif kind.startswith("pipe"):
        serdes = kind.split("-")[1]
        ci = PipeCompilerInterface(serdes=serdes, advice_spec=OUT, timeout=10)
        t = _pipe_model(ci)
        spec = f"pipe:{ci.channel}?serdes={serdes}&timeout=10"
        cleanup += [lambda: t.join(5), ci.close]
    else:
        server = serve_advice(reference)
        spec = f"grpc:127.0.0.1:{server.port}?timeout=10"
        cleanup.append(server.stop)
    try:
        with create_runner(spec, advice_spec=OUT) as runner:
            got = [runner.populate_features(input=x).evaluate(float) for x in xs]
            assert runner.evaluate_batch([{"input": x} for x in xs], float) == pytest.approx(want, rel=1e-5)
    finally:
        for fn in cleanup:
            fn()
    assert got == pytest.approx(want, rel=1e-5)


def test_populate_features_forms_and_typed_evaluate() -> None:
    runner = create_runner(f"python:{__name__}:reference", advice_spec=OUT)
    x = np.ones(N, np.float32)
    a = runner.populate_features(("input", x)).evaluate(float)
    b = runner.populate_features({"input": x}).evaluate(float)
    c = runner.populate_features(input=x).evaluate(np.float64)
    assert a == b == pytest.approx(float(c[0]))
    assert isinstance(runner.populate_features(input=x).evaluate(int), int)


COMPILER_WORKER = textwrap.dedent("""
    import sys, numpy as np
    from mlbridge_llvm.runners import create_runner
    from mlbridge_llvm.tensors import TensorSpec
    channel, seed = sys.argv[1], int(sys.argv[2])
    with create_runner(f"pipe:{channel}?serdes=bitstream&timeout=20", advice_spec=TensorSpec("out", "float", (1,))) as r:
        total = sum(r.populate_features(input=np.full(64, seed + i, np.float32)).evaluate(float) for i in range(20))
    print(f"{total:.4f}")
""")


def test_one_pipe_pair_per_worker() -> None:
    """Two compiler processes, each on its own FIFO pair, served concurrently by one model process (threads)."""
    interfaces = [PipeCompilerInterface(advice_spec=OUT, timeout=20) for _ in range(2)]
    threads = [_pipe_model(ci) for ci in interfaces]
    procs = [subprocess.Popen([sys.executable, "-c", COMPILER_WORKER, ci.channel, str(seed)], stdout=subprocess.PIPE, text=True)
             for seed, ci in zip((0, 100), interfaces)]
    outs = [p.communicate(timeout=60)[0] for p in procs]
    for t, ci in zip(threads, interfaces):
        t.join(5)
        ci.close()
    for seed, out, p in zip((0, 100), outs, procs):
        assert p.returncode == 0
        expect = sum(float(reference({"input": np.full(N, seed + i, np.float32)})) for i in range(20))
        assert float(out) == pytest.approx(expect, rel=1e-4)
