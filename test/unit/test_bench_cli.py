"""``mlbridge-bench`` builds its command line from every pass's bench declaration: each bench module must import."""
from __future__ import annotations

import pytest

from mlbridge_llvm.cli import bench


def test_every_pass_bench_imports(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        bench.main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    for name in ("inline", "rtt", "models"):
        assert name in out
