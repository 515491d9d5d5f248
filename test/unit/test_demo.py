"""mlbridge-demo opens with a short table in plain words whose rows appear as its steps end, shows each running step,
keeps the detailed round-trip table and each step's figures in its output folder, and fails when a check fails.

Real steps run here (the quick round-trip sweep through every runner, stock opt asking our host); the pass steps
and the whole program run in the installed-kit suite (test/smoke), which runs the whole demo from the wheel.
"""
from __future__ import annotations

import fcntl
import io
import os
import re
import struct
import termios
from pathlib import Path

import pytest

from mlbridge_llvm.demo import Step, StepFailed, Ticker, round_trips, run_steps, stock_opt


def test_the_table_opens_the_demo_and_details_go_to_files(tmp_path: Path) -> None:
    out, err = io.StringIO(), io.StringIO()
    run_steps([round_trips(str(tmp_path), full=False), stock_opt()], str(tmp_path), out, err)
    text = out.getvalue()
    lines = text.splitlines()
    assert lines[0] == "mlbridge-demo: what the kit does, in 2 steps on its bundled inputs and models"
    assert lines[2].split() == ["step", "what", "it", "shows", "result", "time"]
    assert re.search(r"^1 round trips +one model asked through every runner.* all \d+ runners answered every query "
                     r"right.* +\d+ s$", text, re.M), text
    assert re.search(r"^2 stock LLVM opt .* the same module as LLVM's heuristic, bit for +\d+ s$", text, re.M), text
    assert "floor" not in text and "limit" not in text  # the round-trip table is in rtt.txt, not on screen
    assert max(len(line) for line in lines[:-1]) <= 120
    assert lines[-1] == (f"Details: {tmp_path / 'demo.txt'} (what each step printed) and {tmp_path / 'rtt.txt'} (the "
                         "round-trip table; rtt.json, rtt.csv, rtt.png beside it)")
    table = (tmp_path / "rtt.txt").read_text()
    assert table.startswith("Round-trip sweep: 10 float32 vectors") and "pipe+bitstream" in table
    assert "pipe+json <= 10x FIFO floor: ratio" in table and "(no verdicts:" in table
    details = (tmp_path / "demo.txt").read_text()
    assert "== 1. round trips" in details and "== 2. stock LLVM opt" in details
    assert "features each" in details  # what step 2 printed
    assert err.getvalue().splitlines() == ["mlbridge-demo: [1/2] round trips", "mlbridge-demo: [2/2] stock LLVM opt"]


def test_a_failed_check_ends_the_demo_after_its_row(tmp_path: Path) -> None:
    def check(progress: object) -> str:
        print("what the check saw")
        raise StepFailed("the module differs")

    never = Step("never", "not reached", lambda progress: "ran")
    out = io.StringIO()
    with pytest.raises(StepFailed, match="the module differs"):
        run_steps([stock_opt(), Step("a check", "a check that fails", check), never], str(tmp_path), out,
                  io.StringIO())
    text = out.getvalue()
    assert re.search(r"^2 a check +a check that fails +FAILED: the module differs +\d+ s$", text, re.M), text
    assert "never" not in text and text.splitlines()[-1].startswith("Details: ")
    assert "what the check saw\n-> FAILED: the module differs" in (tmp_path / "demo.txt").read_text()


def test_a_running_step_shows_its_time_and_then_its_bar_on_a_terminal() -> None:
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    os.set_blocking(master, False)
    with os.fdopen(slave, "w") as terminal:
        ticker = Ticker("mlbridge-demo: [1/1] round trips", terminal)
        ticker.update(5, 20)
        ticker.close()
    shown = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except (BlockingIOError, OSError):  # drained (EIO: the terminal's other end is closed)
            break
        if not chunk:
            break
        shown += chunk
    os.close(master)
    text = shown.decode()
    assert "mlbridge-demo: [1/1] round trips: 00:00" in text and "5/20" in text, text
    assert text.endswith("\r") and text.split("\r")[-2].strip() == "", text  # the live line is removed at the end
