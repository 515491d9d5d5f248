"""The example user plug-in (native/examples/minsize-advisor), built from scratch as a user would, then run in the
wheel's stock ``opt`` against a Python model side over a real pipe (ML-Compiler-Bridge framing, JSON SerDes)."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import threading
from pathlib import Path

from mlbridge_llvm.interface.pipe import PipeCompilerInterface
from mlbridge_llvm.ir.tools import find_tool
from mlbridge_llvm.native import cmake_prefix, source_dir
from mlbridge_llvm.native.requirements import tool as _tool

MEDIUM = Path(__file__).resolve().parents[2] / "test/inputs/ir/medium.ll"


def _build_example(tmp_path: Path) -> Path:
    src = tmp_path / "minsize-advisor"
    shutil.copytree(source_dir() / "native/examples/minsize-advisor", src)  # outside the kit's tree, as a user's
    build = tmp_path / "build"
    subprocess.run([_tool("cmake"), "-S", str(src), "-B", str(build), "-G", "Ninja", f"-DCMAKE_MAKE_PROGRAM={_tool('ninja')}",
                    f"-DCMAKE_PREFIX_PATH={cmake_prefix()}", "-DCMAKE_BUILD_TYPE=Release"],
                   check=True, capture_output=True, text=True)
    subprocess.run([_tool("ninja"), "-C", str(build)], check=True, capture_output=True, text=True)
    plugin = build / "MinSizeAdvisor.so"
    assert plugin.is_file()
    return plugin


def test_example_plugin_from_scratch_asks_a_python_model(native_build: Path, tmp_path: Path) -> None:
    plugin = _build_example(tmp_path)
    asked: list[dict] = []
    with PipeCompilerInterface(str(tmp_path / "ch"), serdes="json", timeout=60) as ci:
        def model() -> None:
            obs = ci.evaluate()
            while obs is not None:
                asked.append({k: int(v[0]) for k, v in obs.items()})
                ci.populate_buffer(int(obs["instructions"][0] > 20))
                obs = ci.evaluate()

        server = threading.Thread(target=model, daemon=True)
        server.start()
        out = tmp_path / "out.ll"
        proc = subprocess.run([find_tool("opt"), f"-load-pass-plugin={plugin}", "-passes=minsize-advisor",
                               f"-minsize-advisor-channel={ci.channel}", "-S", str(MEDIUM), "-o", str(out)],
                              capture_output=True, text=True, timeout=120)
        server.join(timeout=60)
    assert proc.returncode == 0, proc.stderr
    text = out.read_text()
    defined = re.findall(r"^define [^@]*@(\w+)\(", MEDIUM.read_text(), re.M)
    assert len(asked) == len(defined) and all(set(a) == {"instructions", "blocks", "calls"} for a in asked)
    big = [name for name, a in zip(defined, asked) if a["instructions"] > 20]
    assert big and len(big) < len(defined)  # the model's answer differs across functions
    groups = dict(re.findall(r"^attributes (#\d+) = \{([^}]*)\}", text, re.M))
    for name in defined:
        attrs = re.search(rf"^define [^@]*@{name}\([^)]*\)[^{{]*?(#\d+)", text, re.M)
        has_minsize = attrs is not None and "minsize" in groups.get(attrs.group(1), "")
        assert has_minsize == (name in big), name


def test_example_plugin_with_a_dead_model_is_one_line(native_build: Path, tmp_path: Path) -> None:
    """A model side that never opens the pipe: opt fails with one line within the timeout, and writes nothing."""
    plugin = _build_example(tmp_path)
    base = tmp_path / "ch"
    for suffix in (".in", ".out"):
        os.mkfifo(f"{base}{suffix}")
    out = tmp_path / "out.ll"
    proc = subprocess.run([find_tool("opt"), f"-load-pass-plugin={plugin}", "-passes=minsize-advisor",
                           f"-minsize-advisor-channel={base}", "-minsize-advisor-timeout=2", "-S", str(MEDIUM),
                           "-o", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "minsize-advisor:" in lines[0], proc.stderr
    assert not out.exists()


def test_example_plugin_on_a_module_without_functions_still_connects(native_build: Path, tmp_path: Path) -> None:
    """A module with nothing to ask about (declarations only): the runner connects when the pass creates it, so the
    model side sees the session end with zero questions instead of waiting for a compiler that never comes."""
    plugin = _build_example(tmp_path)
    module = tmp_path / "decls.ll"
    module.write_text("declare i32 @f(i32)\n")
    asked: list[dict] = []
    with PipeCompilerInterface(str(tmp_path / "ch"), serdes="json", timeout=30) as ci:
        def model() -> None:
            obs = ci.evaluate()
            while obs is not None:
                asked.append(obs)
                ci.populate_buffer(0)
                obs = ci.evaluate()

        server = threading.Thread(target=model, daemon=True)
        server.start()
        proc = subprocess.run([find_tool("opt"), f"-load-pass-plugin={plugin}", "-passes=minsize-advisor",
                               f"-minsize-advisor-channel={ci.channel}", "-S", str(module), "-o", str(tmp_path / "o.ll")],
                              capture_output=True, text=True, timeout=120)
        server.join(timeout=20)
        assert not server.is_alive(), "the model side is still waiting for the compiler"
    assert (proc.returncode, proc.stderr, asked) == (0, "", [])
