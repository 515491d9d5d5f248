"""mlbridge-bench cc on its tiny-file workload: every variant measured in one run against the front end alone, the
compile server's CPU counted (the ML variants cost more than the launcher's), the JSON rendered into the docs' table."""
from __future__ import annotations

import json
from pathlib import Path

from mlbridge_llvm.bench import cc


def test_tiny_workload_measures_every_variant_against_the_front_end(tmp_path: Path) -> None:
    result = cc.run(["tiny"], repeat=1, outdir=str(tmp_path / "out"), work=str(tmp_path / "work"), plot=False,
                    calls=2)
    rows = {r["variant"]: r for r in result["rows"]}
    assert list(rows) == ["front end", "mlbridge-cc", "mlbridge-cc + poset-rl", "mlbridge-cc + poset-rl, no server"]
    assert rows["front end"]["cpu_ratio"] == 1.0 and all(r["calls"] == 2 for r in rows.values())
    # the ML variants load and run a pass (in the server, or in a worker per call): more CPU than the launcher alone
    assert rows["mlbridge-cc + poset-rl"]["cpu_s"] > rows["mlbridge-cc"]["cpu_s"]
    assert rows["mlbridge-cc + poset-rl, no server"]["cpu_s"] > rows["mlbridge-cc"]["cpu_s"]
    saved = json.loads((tmp_path / "out" / "cc.json").read_text())
    assert saved["rows"] == result["rows"] and saved["meta"]["targets"] == []  # no make or configure workload run
    table = cc.render_blocks(saved)["cc"]
    assert table.count("\n| tiny |") == 4 and "Regenerate: `mlbridge-bench cc --repeat 1`" in table
