"""``mlbridge-aot``: object + C header; a C program built with the machine's ``cc`` gets onnxruntime's answers."""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import helper

from mlbridge_llvm import onnx_models
from mlbridge_llvm.compiled.aot import C_TYPES, _param_names, compile_aot
from mlbridge_llvm.compiled.graph import load_model
from mlbridge_llvm.runners.onnx import ONNXModelRunner

REPO = Path(__file__).resolve().parents[2]
MODELS = sorted(glob.glob(str(REPO / "models" / "*.onnx")))
CC = shutil.which("cc")
pytestmark = pytest.mark.skipif(CC is None, reason="no C compiler")

sys.path.insert(0, str(Path(__file__).parent))
from test_compiled import _float64_truth, _input_noise, assert_close_float, random_feeds  # noqa: E402


def _aot(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.aot", *args], capture_output=True, text=True)


def _harness(header: str, name: str, model_path: str, dims: dict[str, int]) -> str:
    """A C main that reads records of all inputs from stdin and writes the outputs (and the status) to stdout."""
    res = compile_aot(load_model(model_path), name, dims=dims)
    ports = res.compiled.inputs + res.compiled.outputs
    params = _param_names(ports)
    n_in = len(res.compiled.inputs)
    up = name.upper()
    decl = [f"  static {C_TYPES[p.dtype]} {v}[{up}_{v.upper()}_SIZE > 0 ? {up}_{v.upper()}_SIZE : 1];" for p, v in zip(ports, params)]
    reads = [f"    if (fread({v}, sizeof({v}[0]), {up}_{v.upper()}_SIZE, stdin) != {up}_{v.upper()}_SIZE) return 0;"
             for v in params[:n_in]]
    writes = [f"    fwrite({v}, sizeof({v}[0]), {up}_{v.upper()}_SIZE, stdout);" for v in params[n_in:]]
    call = f"{name}({', '.join(params)})"
    return "\n".join([f'#include <stdio.h>\n#include "{header}"\nint main(void) {{', *decl, "  for (;;) {", *reads,
                      f"    int32_t status = {call};", "    fwrite(&status, sizeof status, 1, stdout);", *writes,
                      "  }", "}", ""])


@pytest.mark.parametrize("path", MODELS, ids=[os.path.basename(p) for p in MODELS])
def test_c_program_matches_onnxruntime(path: str, tmp_path: Path) -> None:
    name = "policy"
    dims = {"K": 5} if "critic" in path else {}
    obj, hdr = tmp_path / "policy.o", tmp_path / "policy.h"
    out = _aot([path, "-o", str(obj), "--header", str(hdr), "--name", name, *[f"--dim={k}={v}" for k, v in dims.items()]])
    assert out.returncode == 0, out.stderr
    (tmp_path / "main.c").write_text(_harness(hdr.name, name, path, dims))
    exe = tmp_path / "main"
    subprocess.run([CC, "-std=c99", "-Wall", "-Werror", "-O1", str(tmp_path / "main.c"), str(obj), "-lm", "-o", str(exe)],
                   check=True, cwd=tmp_path)
    ort = ONNXModelRunner(path)
    rng = np.random.default_rng(3)
    records = [random_feeds(ort, rng, scale, 1, k=dims.get("K", 7)) for scale in (0.1, 1.0, 30.0, 1e3) for _ in range(5)]
    records.append(random_feeds(ort, rng, 1.0, 1, k=dims.get("K", 7), special=True))
    stdin = b"".join(np.ascontiguousarray(r[i.name]).tobytes() for r in records for i in ort.inputs)
    raw = subprocess.run([str(exe)], input=stdin, capture_output=True, check=True).stdout
    res = compile_aot(load_model(path), name, dims=dims)
    pos = 0
    for feeds in records:
        status = int(np.frombuffer(raw, np.int32, 1, pos)[0])
        pos += 4
        assert status == 0
        ref = ort.populate_features(feeds).evaluate()
        ref = ref if isinstance(ref, dict) else {ort.outputs[0].name: ref}
        for port in res.compiled.outputs:
            n = port.size * port.dtype.itemsize
            got = np.frombuffer(raw, port.dtype, port.size, pos).reshape(np.shape(ref[port.name]))
            pos += n
            expect = np.asarray(ref[port.name])
            if expect.dtype.kind == "f":
                model = onnx.load(path)
                assert_close_float(port.name, got, expect, lambda: _float64_truth(model, feeds),
                                   lambda: _input_noise(model, feeds, ref))
            else:
                np.testing.assert_array_equal(got, expect)
    assert pos == len(raw)


def test_header_is_valid_c_and_cxx(tmp_path: Path) -> None:
    model = onnx_models.mlp(onnx_models.random_layers([5, 4, 3]), input_name="x-in", output_name="int", argmax=True)
    onnx_models.save_model(model, tmp_path / "m.onnx")
    out = _aot([str(tmp_path / "m.onnx"), "-o", str(tmp_path / "m.o"), "--header", str(tmp_path / "m.h"), "--dim", "N=4"])
    assert out.returncode == 0, out.stderr
    text = (tmp_path / "m.h").read_text()
    assert "int32_t m(const float *x_in, int64_t *_int);" in text
    assert "#define M_X_IN_SIZE 20" in text and "#define M__INT_SIZE 4" in text
    (tmp_path / "use.c").write_text('#include "m.h"\nint main(void) { float x[M_X_IN_SIZE] = {0}; int64_t y[M__INT_SIZE];'
                                    ' return m(x, y) == M_OK ? (int)y[0] : 99; }\n')
    subprocess.run([CC, "-std=c99", "-Wall", "-Werror", "use.c", "m.o", "-lm", "-o", "use"], check=True, cwd=tmp_path)
    assert subprocess.run([str(tmp_path / "use")]).returncode in (0, 1, 2)
    cxx = shutil.which("c++")
    if cxx:
        (tmp_path / "use.cc").write_text('#include "m.h"\nint main() { float x[M_X_IN_SIZE] = {}; int64_t y[M__INT_SIZE];'
                                         ' return m(x, y); }\n')
        subprocess.run([cxx, "-Wall", "-Werror", "use.cc", "m.o", "-o", "usecc"], check=True, cwd=tmp_path)


def test_cross_target_object(tmp_path: Path) -> None:
    out = _aot([MODELS[0], "-o", str(tmp_path / "a.o"), "--triple", "aarch64-unknown-linux-gnu"])
    assert out.returncode == 0, out.stderr
    elf = (tmp_path / "a.o").read_bytes()
    assert elf[:4] == b"\x7fELF" and int.from_bytes(elf[18:20], "little") == 183  # EM_AARCH64


@pytest.mark.parametrize("args,message", [
    (["--dim", "N"], "--dim expects NAME=SIZE"),
    (["--dim", "Q=3"], "not symbolic dimensions"),
    (["--name", "not-an-identifier"], "not a C identifier"),
    (["--triple", "bogus-triple-x"], "no LLVM target"),
])
def test_cli_errors_are_one_line(args: list[str], message: str, tmp_path: Path) -> None:
    out = _aot([MODELS[0], "-o", str(tmp_path / "x.o"), *args])
    assert out.returncode == 1 and message in out.stderr and out.stderr.count("\n") == 1
    assert not (tmp_path / "x.o").exists()


def test_cli_unbound_dim_and_unsupported_op(tmp_path: Path) -> None:
    critic = next(p for p in MODELS if "critic" in p)
    out = _aot([critic, "-o", str(tmp_path / "c.o")])
    assert out.returncode == 1 and "--dim K=VALUE" in out.stderr and out.stderr.count("\n") == 1
    m = onnx_models.make_model(helper.make_graph([helper.make_node("LpNormalization", ["x"], ["y"], name="norm")], "g",
                                                 [helper.make_tensor_value_info("x", 1, [3])],
                                                 [helper.make_tensor_value_info("y", 1, [3])]))
    onnx.save(m, tmp_path / "u.onnx")
    out = _aot([str(tmp_path / "u.onnx"), "-o", str(tmp_path / "u.o")])
    assert out.returncode == 1 and "LpNormalization" in out.stderr and "'norm'" in out.stderr
    assert out.stderr.count("\n") == 1
