"""docs/adding-a-pass.md, run exactly as written: its files become an installed plug-in package, its model is
built, and the pass runs through mlbridge-opt with the bundled ONNX model, a Python policy and a model behind a pipe;
an uninstalled copy runs through --load, MLBRIDGE_LOAD, mlbridge-cc and mlbridge-corpus (the guide's block as
written), and its lit test runs under the guide's lit.cfg.py (mlbridge_llvm.lit) with the kit's lit."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

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


def _uninstalled(site: Path, folder: Path) -> dict[str, str]:
    """``folder`` with a copy of the guide's package (model built) and ``in.ll``, and an environment in which the
    package is not importable (no PYTHONPATH, no dist-info): only ``--load``/``MLBRIDGE_LOAD`` can find it."""
    folder.mkdir(exist_ok=True)
    shutil.copytree(site / "my_passes", folder / "my_passes", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(INPUT, folder / "in.ll")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MLBRIDGE_LOAD")}
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env['PATH']}"
    return env


def test_the_guide_pass_runs_from_where_it_is_without_an_install(site: Path, tmp_path: Path) -> None:
    """The guide's --load / MLBRIDGE_LOAD block, as written, beside an uninstalled copy of the package."""
    env = _uninstalled(site, tmp_path)
    (tmp_path / "test" / "inputs").mkdir(parents=True)
    (tmp_path / "test" / "inputs" / "corpus").symlink_to(ROOT / "test" / "inputs" / "corpus")
    block = next(b for b in _blocks("sh") if "--load ./my_passes" in b)
    proc = subprocess.run(["bash", "-e", "-c", block], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert _minsize_functions((tmp_path / "out.ll").read_text())
    assert (tmp_path / "twice.o").read_bytes()[:4] == b"\x7fELF"
    records = [json.loads(line) for line in (tmp_path / "runs.jsonl").read_text().splitlines()]
    assert len(records) == 2 and all(r["ok"] for r in records), records
    alone = subprocess.run(["mlbridge-opt", "-S", "-passes=ml-minsize", "in.ll"], cwd=tmp_path, env=env,
                           capture_output=True, text=True, timeout=300)
    assert alone.returncode != 0 and "ml-minsize" in alone.stderr  # without --load it is not there


def test_the_guide_lit_test_passes_and_fails_without_the_decision(site: Path, tmp_path: Path) -> None:
    """The guide's lit.cfg.py (mlbridge_llvm.lit) and lit test, run by the kit's lit on an uninstalled copy."""
    env = _uninstalled(site, tmp_path)
    (tmp_path / "test").mkdir()
    (tmp_path / "test" / "lit.cfg.py").write_text((site / "test" / "lit.cfg.py").read_text())
    (block,) = _blocks("llvm")
    source = tmp_path / "test" / "minsize.ll"
    source.write_text(block)

    def lit() -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(Path(sys.executable).parent / "lit"), "-v", "test"], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=300)

    passed = lit()
    assert passed.returncode == 0 and "PASS: test :: minsize.ll" in passed.stdout, passed.stdout + passed.stderr
    source.write_text(block.replace("add i32 %x, 1", "add i32 %x, 1\n" + "  %z = mul i32 %y, %y\n" * 12).replace(
        "ret i32 %y", "ret i32 %z"))  # too big for the model: no minsize, so the CHECK must fail
    failed = lit()
    assert failed.returncode == 1 and "FAIL: test :: minsize.ll" in failed.stdout
