"""Progress of a native build: ninja's ``[n/N]`` lines as a bar on a terminal, or as a line per 10% elsewhere.

:func:`steps` reads ninja's status prefix; :class:`BuildProgress` shows it on standard error: a tqdm bar (with its
rate and time left) when stderr is a terminal, else one line each time another tenth of the steps is done, so a log
or a CI job sees the build advance without a screenful of compiler commands.
"""
from __future__ import annotations

import re
import sys
import time
from typing import Any, TextIO

_STATUS = re.compile(r"^\[(\d+)/(\d+)\]")


def steps(line: str) -> tuple[int, int] | None:
    """``(done, total)`` from a ninja status line (``[12/33] Building CXX object ...``), None for any other line."""
    m = _STATUS.match(line)
    return (int(m.group(1)), int(m.group(2))) if m else None


class BuildProgress:
    """Shows a ninja build's progress on ``stream`` (default stderr); call :meth:`line` with each line ninja prints
    and :meth:`close` at the end. ``bar`` forces the tqdm bar on (True) or off (False); default: when the stream is a
    terminal."""

    def __init__(self, label: str = "native build", stream: TextIO | None = None, bar: bool | None = None):
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.bar: Any = None
        self.use_bar = bar if bar is not None else is_terminal(self.stream)
        self.start = time.monotonic()
        self.done, self.total = 0, 0
        self._reported_tenth = 0

    def line(self, text: str) -> None:
        """Take one line of ninja's output; only its ``[n/N]`` lines move the progress."""
        parsed = steps(text)
        if parsed is None or parsed[1] == 0:
            return
        self.update(*parsed)

    def update(self, done: int, total: int) -> None:
        """``done`` of ``total`` steps are finished."""
        self.done, self.total = done, total
        if self.use_bar:
            if self.bar is None:
                from tqdm import tqdm

                # every step is drawn (ninja reports a few a second at most): no step is lost to tqdm's throttling
                self.bar = tqdm(total=total, desc=self.label, unit="step", file=self.stream, dynamic_ncols=True,
                                leave=False, mininterval=0)
            if self.bar.total != total:
                self.bar.total = total
            self.bar.update(done - self.bar.n)
            return
        tenth = done * 10 // total
        if tenth > self._reported_tenth:
            self._reported_tenth = tenth
            self._say(f"{self.label}: {done}/{total} steps ({100 * done // total}%), {self.elapsed():.0f} s")

    def elapsed(self) -> float:
        """Seconds since the progress started."""
        return time.monotonic() - self.start

    def close(self) -> None:
        """Remove the bar (the caller says how it ended)."""
        if self.bar is not None:
            self.bar.close()
            self.bar = None

    def _say(self, text: str) -> None:
        say(text, self.stream)


def say(text: str, stream: TextIO | None = None) -> None:
    """One line on ``stream`` (default stderr); a closed or broken stream must not fail the build or the pass."""
    try:
        print(text, file=stream if stream is not None else sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


def is_terminal(stream: TextIO) -> bool:
    """True when ``stream`` is a terminal (False for a closed stream or an object without ``isatty``)."""
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
