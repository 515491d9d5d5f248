"""The tutorial of docs/adding-a-pass.md (part 2) and the copy of its package that its command blocks use are the
same files, so the commands test_docs_commands.py runs are the page's code."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "adding-a-pass.md"
COPY = ROOT / "test" / "inputs" / "loop_unroll"


def test_the_tutorial_package_is_the_page_s() -> None:
    files = dict(re.findall(r"```python\n# file: (my_unroll/\S+)\n(.*?)```", DOC.read_text(), flags=re.S))
    assert sorted(files) == ["my_unroll/__init__.py", "my_unroll/policies.py"]
    for path, body in files.items():
        assert (COPY / path).read_text() == body, f"{path} differs from the page: copy the page's block"
    assert sorted(p.name for p in (COPY / "my_unroll").glob("*.py")) == ["__init__.py", "policies.py"]


def test_every_command_block_of_the_tutorial_runs_on_its_own() -> None:
    """Each shell block that uses the package takes the kit's copy when its folder has none (blocks run apart)."""
    part2 = DOC.read_text().split("# Part 2.", 1)[1]
    blocks = re.findall(r"(<!-- not run here: [^\n]*-->\n)?```sh\n(.*?)```", part2, flags=re.S)
    run = [body for skip, body in blocks if not skip]
    assert len(run) == 4
    for body in run:
        if "my_unroll" in body:
            assert body.startswith("test -d my_unroll || cp -r test/inputs/loop_unroll/my_unroll ."), body[:80]
