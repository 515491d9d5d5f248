"""The pass contract: the lazy plug-in registry, declared serve adapters, parsed runner specs, runners per model."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
INPUT = ROOT / "mlbridge_llvm" / "data" / "inline_demo.ll"


def _plugin_site(tmp_path: Path, entries: dict[str, str], module: str = "") -> Path:
    """A folder that looks like an installed distribution declaring ``entries`` in group mlbridge_llvm.passes."""
    site = tmp_path / "site"
    info = site / "thirdparty_passes-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: thirdparty-passes\nVersion: 0.1\n")
    lines = "".join(f"{name} = {target}\n" for name, target in entries.items())
    (info / "entry_points.txt").write_text(f"[mlbridge_llvm.passes]\n{lines}")
    if module:
        (site / "thirdparty_passes.py").write_text(module)
    return site


def _opt(site: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(site)}
    return subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.opt", *args], env=env, capture_output=True,
                          text=True, timeout=300)


def test_broken_plugin_does_not_stop_other_pipelines(tmp_path: Path) -> None:
    site = _plugin_site(tmp_path, {"broken-pass": "thirdparty_passes:PASS", "misnamed": "thirdparty_passes:OTHER"},
                        module="raise ImportError('needs a library this machine lacks')\n")
    ok = _opt(site, "-S", "-passes=function(sroa),ml-inline", str(INPUT), "-o", str(tmp_path / "ok.ll"))
    assert ok.returncode == 0, ok.stderr
    listing = _opt(site, "--list-passes")
    assert listing.returncode == 0 and "ml-inline" in listing.stdout
    assert "broken-pass            [unavailable] ML pass plug-in 'broken-pass' (thirdparty_passes:PASS) failed to load: " \
           "ImportError: needs a library this machine lacks" in listing.stdout
    used = _opt(site, "-S", "-passes=broken-pass", str(INPUT), "-o", str(tmp_path / "no.ll"))
    assert used.returncode == 1 and used.stderr.count("\n") == 1, used.stderr
    assert "failed to load: ImportError" in used.stderr and not (tmp_path / "no.ll").exists()


def test_entry_point_name_must_match_the_pass(tmp_path: Path) -> None:
    module = ("from mlbridge_llvm.passes import MLPass\n"
              "PASS = MLPass('another-name', 'declares a different name', lambda ctx: None)\n")
    site = _plugin_site(tmp_path, {"my-pass": "thirdparty_passes:PASS"}, module=module)
    used = _opt(site, "-S", "-passes=my-pass", str(INPUT), "-o", str(tmp_path / "no.ll"))
    assert used.returncode == 1 and "declares the pass 'another-name': the names must match" in used.stderr


def test_serve_finds_adapters_through_pass_declarations(tmp_path: Path) -> None:
    """mlbridge-serve knows no pass by name: ml-inline and ml-regalloc declare a serve adapter, poset-rl does not."""
    from mlbridge_llvm.passes import registry

    assert registry()["ml-inline"].serve is not None and registry()["ml-regalloc"].serve is not None
    model = ROOT / "models" / "inliner-oz.onnx"
    for name, message in (("poset-rl", "ML pass 'poset-rl' declares no serve adapter"),
                          ("no-such-pass", "--pass must be raw or an ML pass that serves LLVM's tools (ml-inline, ml-regalloc)")):
        proc = subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.serve", "--model", str(model), "--pass", name,
                               "--", "true", "{channel}"], capture_output=True, text=True, timeout=120)
        assert proc.returncode == 1 and message in proc.stderr and proc.stderr.count("\n") == 1, proc.stderr


def test_runner_spec_parses_what_passes_ask() -> None:
    import pytest

    from mlbridge_llvm.errors import ConfigError
    from mlbridge_llvm.runners.spec import RunnerSpec

    spec = RunnerSpec.parse("pipe:/tmp/ch?dialect=mlgo&timeout=5")
    assert (spec.scheme, spec.target, spec.options) == ("pipe", "/tmp/ch", {"dialect": "mlgo", "timeout": "5"})
    assert spec.is_remote and spec.direct_mlgo_channel == "/tmp/ch" and spec.model_file is None
    assert RunnerSpec.parse(str(spec)) == spec
    assert RunnerSpec.parse("pipe:/tmp/ch?serdes=json").direct_mlgo_channel is None
    onnx = RunnerSpec.parse("onnx:models/a.onnx")
    assert onnx.model_file == "models/a.onnx" and not onnx.is_remote
    assert onnx.with_target("b.onnx") == RunnerSpec("onnx", "b.onnx")
    assert RunnerSpec.parse("grpc:127.0.0.1:5,127.0.0.1:6").target == "127.0.0.1:5,127.0.0.1:6"
    with pytest.raises(ConfigError, match="must look like 'scheme:target'"):
        RunnerSpec.parse("models/a.onnx")


def test_runner_for_builds_each_model_once_and_the_driver_closes_all() -> None:
    import pytest

    from mlbridge_llvm.errors import ConfigError
    from mlbridge_llvm.passes import MLPass, PassContext
    from mlbridge_llvm.tensors import TensorSpec

    out = TensorSpec("out", "int64_t", (1,))
    ctx = PassContext(MLPass("two-models", "test", lambda c: None), None, "<test>", {},
                      "python:mlbridge_passes.inliner.policies:never")
    first = ctx.runner_for("a", None, out)
    assert ctx.runner_for("a", None, out) is first and ctx.runner_for("b", None, out) is not first
    assert ctx.runner_for("a", None, out).populate_features(x=[1]).evaluate(int) == 0  # the real python model
    ctx.close()
    assert ctx._runners == {}  # closed and forgotten: the next pass run builds afresh
    bare = PassContext(MLPass("no-model", "test", lambda c: None), None, "<test>", {}, None)
    with pytest.raises(ConfigError, match="'no-model \\(critic\\)' has no default model"):
        bare.runner_for("critic", None, out)
    with pytest.raises(ConfigError, match="bundled model .*missing.onnx is missing"):
        bare.runner_for("critic", None, out, default_model="missing.onnx")


def test_no_pass_imports_training_code_at_run_time() -> None:
    """Running every shipped pass (bundled models, in-process) loads no module of mlbridge_training."""
    code = f"""
import sys
from mlbridge_llvm.driver import optimize_llvm, optimize_mlir
ll = open({str(INPUT)!r}, 'rb').read()
kernels = open({str(ROOT / 'test' / 'inputs' / 'loopdist' / 'kernels.ll')!r}, 'rb').read()
pressure = open({str(ROOT / 'test' / 'lit' / 'regalloc' / 'Inputs' / 'pressure.ll')!r}, 'rb').read()
for data, pipeline in ((ll, 'ml-inline'), (ll, 'poset-rl'), (ll, 'poset-rl<space=manual>'),
                       (ll, 'poset-rl<mode=plan;measure=2>'), (pressure, 'ml-regalloc'),
                       (kernels, 'rl-loop-distribute<function=s_lex_backward>')):
    optimize_llvm(data, pipeline)
optimize_mlir(open({str(ROOT / 'test' / 'lit' / 'mlir' / 'unroll-x4.mlir')!r}).read(), 'ml-affine-unroll')
print(sorted(m for m in sys.modules if m.startswith('mlbridge_training')))
"""
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip() == "[]"
