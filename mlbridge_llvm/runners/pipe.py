"""``PipeModelRunner``: the compiler side of a named-pipe channel, in either wire dialect (see :mod:`..wire`).

* ``dialect="mlcb"`` speaks ML-Compiler-Bridge's framing with any SerDes (``bitstream``, ``json``, ``protobuf``);
  its model side can be ML-Compiler-Bridge's own ``compilerinterface.PipeCompilerInterface`` or ours.
* ``dialect="mlgo"`` speaks LLVM's interactive-mode protocol, so any host written for LLVM's
  ``InteractiveModelRunner`` (ml-compiler-opt's, or :func:`mlbridge_llvm.interface.serve`) answers it.

The model side owns the FIFOs (creates and removes them), as in both upstream projects; the runner waits up
to ``timeout`` for them to appear and for the peer to open its ends. With ``create=True`` the runner makes
them itself (and removes them on close).

Every runner is one session for the model side, even one that asks nothing: it connects at its first question or,
if it never asked, when it is closed (within ``timeout``; mlgo sends its header), so a model server waiting for
this compiler sees zero questions and a clean end of stream instead of waiting for a connection that never comes.
(The native runners connect when they are created, as LLVM's and ML-Compiler-Bridge's do; here creation and
connection stay apart because a runner may be made before the model side it makes the FIFOs for.)

Guards against a faulty model (each a one-line :class:`~mlbridge_llvm.errors.ProtocolError`):

* Length bound: an mlcb answer's length prefix is checked before anything is allocated, against the advice
  spec when there is one (bitstream: exactly its bytes; JSON/protobuf: :func:`answer_limit`), else against
  ``max_message`` (default 64 MiB; an explicit ``max_message`` also caps the spec's bound).
* Leftover bytes: bytes beyond a complete answer (still buffered after it, or already readable when the next
  question is about to be sent) mean the peer and the runner are out of step; mlgo has no framing, so this
  is the only way to keep a stray byte from shifting every later answer.
* After an error while exchanging bytes (timeout, closed peer, bad length, leftover bytes) the stream may be
  out of step, so the runner refuses further queries instead of taking a late answer for the next question.
  An answer that arrived whole but does not decode (wrong type, out of range) fails only its own query.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np

from ..errors import CommunicationError, ConfigError, ProtocolError
from ..fifo import Alive, FifoPair, FifoReader, FifoWriter, open_compiler_side
from ..serdes import get_serdes
from ..serdes.bitstream import BitstreamSerDes, read_tensors
from ..serdes.json_serdes import JsonSerDes, loads
from ..tensors import TensorSpec
from ..wire import DEFAULT_MAX_ANSWER, DIALECTS, check_max_message, MlgoHeader, mlcb_read, mlcb_write, mlgo_write_observation
from .base import MLModelRunner, register_runner


class PipeModelRunner(MLModelRunner):
    """Compiler-side runner over a FIFO pair ``channel.in`` (to compiler) / ``channel.out`` (from compiler)."""

    scheme = "pipe"

    def __init__(self, channel: str | FifoPair, dialect: str = "mlcb", serdes: str = "bitstream",
                 feature_specs: Sequence[TensorSpec] | None = None, advice_spec: TensorSpec | None = None,
                 timeout: float | None = 30.0, alive: Alive = None, create: bool = False, max_message: int | None = None):
        super().__init__(feature_specs, advice_spec)
        self.max_message = None if max_message is None else check_max_message(max_message)
        if dialect not in DIALECTS:
            raise ConfigError(f"unknown pipe dialect {dialect!r}; choose one of {list(DIALECTS)}")
        self.dialect, self.timeout, self.alive = dialect, timeout, alive
        self.serdes = get_serdes(serdes)
        if dialect == "mlgo":
            if feature_specs is None or advice_spec is None:
                raise ConfigError("the mlgo dialect (LLVM interactive mode) needs feature_specs and advice_spec up front")
            if not isinstance(self.serdes, BitstreamSerDes):
                raise ConfigError("the mlgo dialect is bitstream only (LLVM's interactive mode has no other SerDes)")
        if dialect == "mlcb" and isinstance(self.serdes, BitstreamSerDes) and advice_spec is None:
            raise ConfigError("mlcb+bitstream answers are raw bytes: give advice_spec so they can be decoded")
        if isinstance(channel, FifoPair):
            self.pair, self._owns_pair = channel, False
        elif create:
            self.pair, self._owns_pair = FifoPair.create(channel), True
        else:
            self.pair, self._owns_pair = FifoPair(channel), False
        self._reader: FifoReader | None = None
        self._writer: FifoWriter | None = None
        self._observation = 0
        self._context: str | None = None
        self._failed: CommunicationError | None = None
        self._closed = False

    @property
    def channel(self) -> str:
        """The channel base name (``base.in`` / ``base.out``)."""
        return self.pair.base

    def connect(self) -> "PipeModelRunner":
        """Open both ends (compiler order: read ``.in`` then write ``.out``); done lazily by the first evaluate."""
        if self._writer is None:
            self._reader, self._writer = open_compiler_side(self.pair, self.timeout, self.alive)
            if self.dialect == "mlgo":
                assert self.feature_specs is not None and self.advice_spec is not None
                self._writer.write(MlgoHeader(self.feature_specs, self.advice_spec).encode())
        return self

    def set_context(self, name: str) -> None:
        """mlgo: announce the function (context) the next observations belong to, as LLVM does."""
        self._context = name

    def _evaluate(self, features: dict[str, Any]) -> Any:
        if self._failed is not None:
            raise type(self._failed)(f"{self.pair.base}: channel unusable after an earlier error: {self._failed}")
        try:
            self.connect()
        except CommunicationError as e:
            self._failed = e  # not again at close()
            raise
        try:  # an error while exchanging bytes may leave the stream out of step: refuse later queries
            raw = self._exchange_mlgo(features) if self.dialect == "mlgo" else self._exchange_mlcb(features)
        except CommunicationError as e:
            self._failed = e
            raise
        if self.dialect == "mlgo":  # a whole answer was read: a bad value (decode error) leaves the stream in step
            assert self.advice_spec is not None
            return _single(read_tensors([self.advice_spec], raw)[0][self.advice_spec.name])
        return self._decode_reply(raw)

    def _exchange_mlcb(self, features: dict[str, Any]) -> bytes | bytearray:
        """Send one request, return the raw answer payload (length-checked, nothing left over)."""
        assert self._reader is not None and self._writer is not None
        self._check_leftover("after its answer (found before sending the next request)")
        specs = self.feature_specs or [TensorSpec.infer(n, v, i) for i, (n, v) in enumerate(features.items())]
        if isinstance(self.serdes, BitstreamSerDes):
            mlcb_write(self._writer, self.serdes.encode_parts(features, specs))
        else:
            mlcb_write(self._writer, [self.serdes.encode(features, specs)])
        limit, why = self._answer_limit()
        reply = mlcb_read(self._reader, what="waiting for the model's advice", limit=limit, why=why)
        self._check_leftover("after its answer", buffered_only=True)
        return reply

    def _exchange_mlgo(self, features: dict[str, Any]) -> bytes | bytearray:
        """Send one observation, return exactly the advice's bytes (nothing left over)."""
        assert self._reader is not None and self._writer is not None and self.advice_spec is not None
        assert self.feature_specs is not None
        self._check_leftover(f"more than the advice {self._advice_desc()} (found before sending observation {self._observation})")
        mlgo_write_observation(self._writer, self.feature_specs, features, self._observation, self._context)
        self._observation += 1
        self._context = None
        raw = self._reader.read_exact(self.advice_spec.nbytes, what="waiting for the model's advice")
        self._check_leftover(f"more than the advice {self._advice_desc()}", buffered_only=True)
        return raw

    def _check_leftover(self, where: str, buffered_only: bool = False) -> None:
        """Raise if the model sent bytes nobody asked for (buffered, or readable right now without waiting)."""
        assert self._reader is not None
        extra = self._reader.pending if buffered_only else self._reader.peek_pending()
        if extra:
            raise ProtocolError(f"model sent {extra} bytes {where}; the channel is out of step")

    def _advice_desc(self) -> str:
        spec = self.advice_spec
        assert spec is not None
        return f"{spec.name!r} ({spec.type_name}{list(spec.shape)} = {spec.nbytes} bytes)"

    def _answer_limit(self) -> tuple[int, str]:
        """Largest answer length accepted, and what it comes from (for the error message)."""
        if self.advice_spec is None:
            return (self.max_message or DEFAULT_MAX_ANSWER), "max_message"
        bound = answer_limit(self.advice_spec, self.serdes.name)
        why = f"{self.serdes.name} advice {self._advice_desc()}"
        if self.max_message is not None and self.max_message < bound:
            return self.max_message, "max_message"
        return bound, why

    def _decode_reply(self, reply: bytes) -> Any:
        spec = self.advice_spec
        if isinstance(self.serdes, BitstreamSerDes):
            assert spec is not None
            if len(reply) != spec.nbytes:
                raise ProtocolError(f"model answered {len(reply)} bytes; advice {spec.name!r} is {spec.type_name}{list(spec.shape)} = {spec.nbytes} bytes")
            return _single(read_tensors([spec], reply)[0][spec.name])
        if isinstance(self.serdes, JsonSerDes):
            obj = loads(reply)
            if not isinstance(obj, dict) or "out" not in obj:
                raise ProtocolError(f"JSON answer must be an object with key 'out', got {reply[:80]!r}")
            if spec is None:
                return obj["out"]
            return _single(self.serdes.from_object({spec.name: obj["out"]}, [spec])[spec.name])
        values = self.serdes.decode(reply, [spec] if spec is not None else None)
        return _single(values[spec.name]) if spec is not None else (next(iter(values.values())) if len(values) == 1 else values)

    def close(self) -> None:
        """Close the channel. A runner that never asked anything connects first (within ``timeout``), so the model
        side sees a session with zero questions end; if the model side does not come, nothing was lost (no question
        was asked) and close() says nothing. Idempotent."""
        self._finish(connect=True)

    def __exit__(self, *exc: object) -> None:
        self._finish(connect=exc[0] is None)  # an exception on its way out: do not wait for the model side too

    def _finish(self, connect: bool) -> None:
        if self._closed:
            return
        self._closed = True
        if connect and self._writer is None and self._failed is None:
            try:
                self.connect()
            except CommunicationError:
                pass
        for end in (self._writer, self._reader):
            if end is not None:
                end.close()
        self._reader = self._writer = None
        if self._owns_pair:
            self.pair.remove()
            self._owns_pair = False


#: Bound on a JSON or protobuf answer per advice element (JSON's longest number, separators, some whitespace) ...
_PER_ELEMENT = 64
#: ... plus this much for the key or tensor name, type and shape, brackets and the message envelope.
_ENVELOPE = 4096


def answer_limit(spec: TensorSpec, serdes: str) -> int:
    """Largest mlcb answer a model can legitimately send for ``spec``: exactly its bytes in bitstream, a generous
    ``64 * elements + 4096`` for JSON and protobuf."""
    if serdes == "bitstream":
        return spec.nbytes
    return _PER_ELEMENT * spec.num_elements + _ENVELOPE


def _single(value: Any) -> Any:
    """Advice arrays keep their shape; callers ask for a scalar with ``evaluate(int)``."""
    return value if not isinstance(value, np.ndarray) else value.copy() if not value.flags.writeable else value


@register_runner("pipe")
def _from_spec(target: str, options: Mapping[str, str], **kw: Any) -> PipeModelRunner:
    """``pipe:/path/to/channel?dialect=mlgo&serdes=bitstream&timeout=10&max_message=BYTES``."""
    timeout, max_message = options.get("timeout"), options.get("max_message")
    if max_message:
        try:
            kw.setdefault("max_message", int(max_message))
        except ValueError:
            raise ConfigError(f"max_message must be a number of bytes, got {max_message!r}") from None
    return PipeModelRunner(target, dialect=options.get("dialect", "mlcb"), serdes=options.get("serdes", "bitstream"),
                           timeout=float(timeout) if timeout else 30.0, create=options.get("create", "0") in ("1", "true"), **kw)
