"""docs/adding-a-pass.md, run exactly as written: its files become an installed plug-in package, its model is
built, and the pass runs through mlbridge-opt with the bundled ONNX model, a Python policy and a model behind a pipe;
its lit test's RUN lines are executed with LLVM's FileCheck."""
from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from mlbridge_llvm.ir.tools import find_tool

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "adding-a-pass.md"
INPUT = ROOT / "mlbridge_llvm" / "data" / "inline_demo.ll"


def _blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", DOC.read_text(), flags=re.S)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The guide's package, installed the way pip would leave it (sources + a dist-info with its entry point)."""
    site = tmp_path_factory.mktemp("site")
    for block in _blocks("python"):
        first, _, body = block.partition("\n")
        path = re.fullmatch(r"# file: (\S+)", first)
        assert path, f"every python block of the guide starts with '# file: PATH', got {first!r}"
        (site / path.group(1)).parent.mkdir(parents=True, exist_ok=True)
        (site / path.group(1)).write_text(body)
    (toml,) = _blocks("toml")
    info = site / "my_passes-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: my-passes\nVersion: 0.1\n")
    entries = re.findall(r'^([\w-]+) = "([^"]+)"$', toml, flags=re.M)  # TOML strings -> entry_points.txt lines
    assert '[project.entry-points."mlbridge_llvm.passes"]' in toml and entries
    (info / "entry_points.txt").write_text("[mlbridge_llvm.passes]\n" + "".join(f"{k} = {v}\n" for k, v in entries))
    subprocess.run([sys.executable, "-m", "my_passes.make_model"], cwd=site, env=_env(site), check=True, timeout=120)
    return site


def _env(site: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(site)}


def _opt(site: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.opt", *args], env=_env(site), capture_output=True,
                          text=True, timeout=300)


def _minsize_functions(ir: str) -> set[str]:
    groups = {m.group(1) for m in re.finditer(r"attributes #(\d+) = \{[^}]*\bminsize\b", ir)}
    return {m.group(1) for m in re.finditer(r"define [^@]*@(\w+)\([^)]*\)[^{]*#(\d+)", ir) if m.group(2) in groups}


def test_the_guide_pass_with_its_model_and_its_policy_agree(site: Path, tmp_path: Path) -> None:
    listing = _opt(site, "--list-passes")
    assert "ml-minsize" in listing.stdout and "unavailable" not in listing.stdout
    onnx = _opt(site, "-S", "-passes=ml-minsize", str(INPUT), "-o", str(tmp_path / "onnx.ll"),
                "--remarks-file", str(tmp_path / "r.yaml"))
    assert onnx.returncode == 0, onnx.stderr
    python = _opt(site, "-S", "-passes=ml-minsize", "--runner=python", "--model=my_passes.policies:small", str(INPUT),
                  "-o", str(tmp_path / "python.ll"))
    assert python.returncode == 0, python.stderr
    chosen = _minsize_functions((tmp_path / "onnx.ll").read_text())
    assert chosen and chosen == _minsize_functions((tmp_path / "python.ll").read_text())
    remarks = (tmp_path / "r.yaml").read_text()
    assert remarks.count("Name:            MinSize") > len(chosen)  # some functions were asked and left alone


def test_the_guide_pass_with_a_model_behind_a_pipe(site: Path, tmp_path: Path) -> None:
    from mlbridge_llvm.interface.pipe import PipeCompilerInterface
    from mlbridge_llvm.tensors import TensorSpec

    sys.path.insert(0, str(site))
    try:
        from my_passes.policies import small
    finally:
        sys.path.remove(str(site))
    with PipeCompilerInterface(serdes="json", advice_spec=TensorSpec("minsize", "int64_t", (1,)), timeout=120) as ci:
        def answer() -> None:
            obs = ci.evaluate()
            while obs is not None:
                ci.populate_buffer(small(obs))
                obs = ci.evaluate()
        model = threading.Thread(target=answer, daemon=True)
        model.start()
        piped = _opt(site, "-S", "-passes=ml-minsize", "--runner=pipe", f"--channel={ci.channel}", "--serdes=json",
                     str(INPUT), "-o", str(tmp_path / "pipe.ll"))
        model.join(60)
    assert piped.returncode == 0, piped.stderr
    python = _opt(site, "-S", "-passes=ml-minsize", "--runner=python", "--model=my_passes.policies:small", str(INPUT),
                  "-o", str(tmp_path / "python.ll"))
    assert (tmp_path / "pipe.ll").read_text() == (tmp_path / "python.ll").read_text()


def test_the_guide_lit_test_passes_and_fails_without_the_decision(site: Path, tmp_path: Path) -> None:
    (block,) = _blocks("llvm")
    source = tmp_path / "minsize.ll"
    source.write_text(block)
    bin_dir = Path(sys.executable).parent
    env = {**_env(site), "PATH": f"{bin_dir}{os.pathsep}{Path(find_tool('FileCheck')).parent}{os.pathsep}{os.environ['PATH']}"}

    def run_lines(text: str) -> int:
        for line in re.findall(r"^; RUN: (.*)$", text, flags=re.M):
            cmd = line.replace("%s", shlex.quote(str(source))).replace("%t", shlex.quote(str(tmp_path / "t")))
            if subprocess.run(["bash", "-c", cmd], env=env, capture_output=True, timeout=300).returncode:
                return 1
        return 0

    assert run_lines(block) == 0
    source.write_text(block.replace("add i32 %x, 1", "add i32 %x, 1\n" + "  %z = mul i32 %y, %y\n" * 12).replace(
        "ret i32 %y", "ret i32 %z"))  # too big for the model: no minsize, so the CHECK must fail
    assert run_lines(block) == 1
