"""Model side of LLVM's interactive mode (the ``mlgo`` dialect): answer a stock LLVM 22 ``opt``/``llc``.

Start the host first (it creates ``base.in`` / ``base.out``), then the compiler with, e.g.,
``opt -passes='default<O2>' -enable-ml-inliner=release -inliner-interactive-channel-base=BASE``::

    with InteractiveHost() as host:
        proc = subprocess.Popen([... f"-inliner-interactive-channel-base={host.channel}" ...])
        result = host.serve(lambda features: 1, alive=lambda: proc.poll() is None)

:meth:`InteractiveHost.serve` returns when the compiler closes the channel, and raises a
:class:`~mlbridge_llvm.errors.CommunicationError` subclass (never hangs) if it dies or stalls.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Callable

from ..errors import FeatureError, MLBridgeError, ModelError
from ..fifo import Alive, ModelEnd
from ..serdes.bitstream import tensor_bytes
from ..wire import MlgoEvent, MlgoHeader, mlgo_read_event

Agent = Callable[[dict[str, Any]], Any]
HeaderCheck = Callable[[MlgoHeader], None]


@dataclass
class ServeResult:
    """What one served compilation asked and was answered."""

    header: MlgoHeader | None = None
    decisions: list[tuple[str | None, int, Any]] = field(default_factory=list)  # (context, observation, advice)

    @property
    def count(self) -> int:
        return len(self.decisions)


class InteractiveHost(ModelEnd):
    """Owns a FIFO pair and answers one compiler's interactive-mode queries (``channel`` is the value for
    LLVM's ``-*-interactive-channel-base`` flag)."""

    def __init__(self, channel: str | None = None, timeout: float | None = 30.0, alive: Alive = None):
        super().__init__(channel, timeout, alive)
        self.header: MlgoHeader | None = None
        self._context: str | None = None

    def connect(self) -> MlgoHeader:
        """Open the FIFOs (model order) and read the compiler's header."""
        if self.header is None:
            reader, _ = self.open_ends()
            self.header = MlgoHeader.decode(reader.readline(what="waiting for the compiler's header"))
        return self.header

    def next_event(self) -> MlgoEvent | None:
        """The next observation, or ``None`` once the compiler has closed the channel."""
        header = self.connect()
        assert self._reader is not None
        event = mlgo_read_event(self._reader, header, self._context)
        if event is not None:
            self._context = event.context
        return event

    def answer(self, advice: Any) -> Any:
        """Send the advice for the last observation (conformed to the header's advice spec)."""
        assert self.header is not None and self._writer is not None
        spec = self.header.advice
        try:
            value = spec.conform(advice)
        except FeatureError as e:
            raise ModelError(f"agent answered {advice!r}, which is not a valid {spec.name!r}: {e}") from None
        self._writer.write(tensor_bytes(spec, value))
        return value

    def serve(self, agent: Agent, alive: Alive = None, check: HeaderCheck | None = None) -> ServeResult:
        """Answer every observation with ``agent(features)`` until the compiler closes the channel.

        ``check(header)``, if given, runs once before the first question (e.g. to refuse a compiler that does not
        send what the agent needs). Any exception the agent raises comes out as an
        :class:`~mlbridge_llvm.errors.MLBridgeError` (a plain one becomes a one-line :class:`ModelError`).
        """
        if alive is not None:
            self.alive = alive
        result = ServeResult(self.connect())
        if check is not None:
            check(result.header)
        while (event := self.next_event()) is not None:
            value = self.answer(_ask(agent, event))
            result.decisions.append((event.context, event.index, value.reshape(-1)[0].item() if value.size == 1 else value))
        return result

    def serve_in_thread(self, agent: Agent) -> "ServingThread":
        """Serve from a background thread (for a compiler running in this process, e.g. through llvmlite)."""
        thread = ServingThread(self, agent)
        thread.start()
        return thread


def _ask(agent: Agent, event: MlgoEvent) -> Any:
    """``agent(event.features)``, with a plain exception turned into a one-line :class:`ModelError`."""
    try:
        return agent(event.features)
    except MLBridgeError:
        raise
    except Exception as e:
        where = f" in {event.context}" if event.context else ""
        detail = " ".join(str(e).split()) or "(no message)"
        raise ModelError(f"agent failed on question {event.index}{where}: {type(e).__name__}: {detail}") from e


class ServingThread(threading.Thread):
    """Runs :meth:`InteractiveHost.serve`; :meth:`result` re-raises the host's error in the caller."""

    def __init__(self, host: InteractiveHost, agent: Agent):
        super().__init__(daemon=True, name=f"mlgo-serve:{host.channel}")
        self.host, self.agent = host, agent
        self._result: ServeResult | None = None
        self._error: BaseException | None = None

    def run(self) -> None:
        try:
            self._result = self.host.serve(self.agent)
        except BaseException as e:  # handed to the caller by result()
            self._error = e

    def result(self, timeout: float | None = None) -> ServeResult:
        """Wait for the serving loop to end and return its result (or raise its error)."""
        self.join(timeout)
        if self.is_alive():
            from ..errors import PeerTimeoutError

            raise PeerTimeoutError(f"serving thread on {self.host.channel} still running after {timeout}s")
        if self._error is not None:
            raise self._error
        assert self._result is not None
        return self._result


def serve(agent: Agent, channel: str | None = None, timeout: float | None = 30.0, alive: Alive = None) -> ServeResult:
    """Create a host on ``channel``, answer one compilation with ``agent``, remove the FIFOs."""
    with InteractiveHost(channel, timeout, alive) as host:
        return host.serve(agent)
