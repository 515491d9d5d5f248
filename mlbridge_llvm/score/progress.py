"""Progress of a run's phases (building, benchmarking) on standard error.

On a terminal: a ``tqdm`` bar, redrawn every second so that its elapsed time moves even while one long build runs,
with one line per finished item printed above it. Elsewhere (a log file, CI): the same lines alone, no bar. With
``enabled`` False: nothing.
"""
from __future__ import annotations

import sys
import threading
from typing import Any, TextIO

PREFIX = "mlbridge-score: "


class Progress:
    """One phase: ``total`` items called ``desc``; :meth:`advance` when items finish, :meth:`line` to report."""

    def __init__(self, total: int, desc: str, enabled: bool, stream: TextIO | None = None,
                 bar: bool | None = None) -> None:
        self.enabled = enabled
        self.stream = stream or sys.stderr
        on_terminal = bool(getattr(self.stream, "isatty", lambda: False)())
        self._bar: Any = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        if enabled and (on_terminal if bar is None else bar):
            from tqdm import tqdm

            self._bar = tqdm(total=total, desc=desc, file=self.stream, dynamic_ncols=True, leave=False)
            self._thread = threading.Thread(target=self._redraw, name="mlbridge-score-progress", daemon=True)
            self._thread.start()

    def _redraw(self) -> None:
        while not self._stop.wait(1.0):
            self._bar.refresh()

    def advance(self, n: int = 1) -> None:
        """``n`` more items finished."""
        if self._bar is not None:
            self._bar.update(n)

    def line(self, message: str, always: bool = False) -> None:
        """One line (``mlbridge-score: MESSAGE``), above the bar on a terminal; ``always``: even when disabled
        (failures)."""
        if not (self.enabled or always):
            return
        if self._bar is not None:
            self._bar.write(PREFIX + message, file=self.stream)
        else:
            print(PREFIX + message, file=self.stream, flush=True)

    def close(self) -> None:
        """Remove the bar (the lines stay)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        if self._bar is not None:
            self._bar.close()
            self._bar = None
