"""Every command in the README and in ``docs/`` runs as written, or says why it cannot run here.

A fenced block whose language is ``sh``, ``bash`` or ``python`` is run: a shell block as one ``bash -e`` script, a
Python block as one script, in a temporary folder holding ``in.ll`` (a module with calls to inline), ``loops.ll``
(loop kernels) and ``kernel.mlir`` (an affine loop nest), with links to the checkout's ``models/``, ``test/`` and
``scripts/``, the kit's tools first on ``PATH`` and every cache in the temporary folder. A block that cannot run
here (it takes minutes, rewrites committed results, or needs a cluster) is preceded by the line
``<!-- not run here: REASON -->``, and the reason may not be empty. Other languages (``cmake``, ``c``, ``text``)
are code to read, not commands.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
RUN = {"sh", "bash", "python"}
FENCE = re.compile(r"^```(\w*)\s*$")
SKIP = re.compile(r"^<!-- not run here: (.*?) -->\s*$")
pytestmark = pytest.mark.slow


def blocks(path: Path) -> list[tuple[int, str, str, str | None]]:
    """``(line, language, text, skip reason)`` of every fenced block of ``path``."""
    out, lines, i = [], path.read_text().splitlines(), 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        start, lang = i, m.group(1)
        j = i + 1
        while j < len(lines) and not lines[j].startswith("```"):
            j += 1
        reason = None
        if start > 0:
            s = SKIP.match(lines[start - 1])
            reason = s.group(1).strip() if s else None
        out.append((start + 1, lang, "\n".join(lines[i + 1:j]) + "\n", reason))
        i = j + 1
    return out


def _cases() -> list[object]:
    cases = []
    for doc in DOCS:
        for line, lang, text, reason in blocks(doc):
            if lang in RUN:
                rel = doc.relative_to(ROOT)
                cases.append(pytest.param(doc, line, lang, text, reason, id=f"{rel}:{line}"))
    return cases


def _workdir(tmp: Path) -> dict[str, str]:
    """Fill ``tmp`` with the fixture files and links; the environment to run in."""
    shutil.copy(ROOT / "mlbridge_llvm" / "data" / "inline_demo.ll", tmp / "in.ll")
    shutil.copy(ROOT / "test" / "inputs" / "loopdist" / "kernels.ll", tmp / "loops.ll")
    shutil.copy(ROOT / "test" / "inputs" / "mlir" / "nest.mlir", tmp / "kernel.mlir")
    for name in ("models", "test", "scripts"):
        (tmp / name).symlink_to(ROOT / name)
    cache = tmp / ".cache"
    env = dict(os.environ)
    env.update(PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}", HOME=str(tmp),
               XDG_CACHE_HOME=str(cache), MLBRIDGE_CACHE_DIR=str(cache / "compiled"), TMPDIR=str(tmp),
               ZIG_GLOBAL_CACHE_DIR=str(cache / "zig"), ZIG_LOCAL_CACHE_DIR=str(cache / "zig"))
    env.pop("MLBRIDGE_MODELS_DIR", None)
    return env


@pytest.mark.parametrize("doc,line,lang,text,reason", _cases())
def test_documented_commands_run(doc: Path, line: int, lang: str, text: str, reason: str | None,
                                 tmp_path: Path) -> None:
    if reason is not None:
        assert len(reason) > 10, f"{doc.name}:{line}: say why the block cannot run here"
        return
    env = _workdir(tmp_path)
    if lang == "python":
        (tmp_path / "snippet.py").write_text(text)
        cmd = [sys.executable, "snippet.py"]
    else:
        (tmp_path / "snippet.sh").write_text("set -euo pipefail\n" + text)
        cmd = ["bash", "snippet.sh"]
    proc = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, (f"{doc.relative_to(ROOT)}:{line}: exit {proc.returncode}\n{text}\n"
                                  f"--- stderr:\n{proc.stderr[-3000:]}")


def test_every_document_has_its_commands_checked() -> None:
    """No shell command hides in a block of another language, and every skip has a reason."""
    for doc in DOCS:
        for line, lang, text, reason in blocks(doc):
            if lang == "" and re.search(r"^\s*(mlbridge-|python |\./scripts/|pip )", text, re.M):
                pytest.fail(f"{doc.name}:{line}: a block of commands without a language (``sh``)")
            if reason is not None:
                assert reason, f"{doc.name}:{line}: an empty reason"
