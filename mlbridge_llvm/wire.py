"""Framing of the two pipe dialects, shared by the compiler side (runners) and the model side (interfaces).

``mlcb`` -- ML-Compiler-Bridge: every message is an 8-byte little-endian length, then the payload.
  Compiler -> model: the features in the chosen SerDes (JSON object, bitstream, or protobuf ``TensorList``).
  Model -> compiler: JSON ``{"out": advice}``, raw packed advice bytes (bitstream), or a ``TensorList``.

``mlgo`` -- LLVM's interactive mode (``InteractiveModelRunner``): no length prefix. The compiler writes one header
  line ``{"features":[specs],"advice":spec}`` once, then per query optionally ``{"context":"fn"}\\n`` lines,
  ``{"observation":N}\\n``, the raw tensors in header order and ``\\n``; the model answers exactly the advice
  tensor's bytes.
"""
from __future__ import annotations

import functools
import json
import struct
from dataclasses import dataclass, field
from typing import Any, Sequence

from .errors import ConfigError, PeerClosedError, ProtocolError
from .fifo import FifoReader, FifoWriter
from .serdes.bitstream import TensorLayout, header_line, layout_of, parse_header, tensor_parts
from .tensors import TensorSpec

DIALECTS = ("mlcb", "mlgo")
_LEN = struct.Struct("<Q")
#: Upper bound on one mlcb message; a larger length prefix is garbage, not a message.
MAX_MESSAGE = 1 << 31
#: Default bound on a model's answer when no advice spec gives a tighter one (the runner's ``max_message``).
DEFAULT_MAX_ANSWER = 64 << 20
#: Default bound on one request (features) read by a model side (``max_message`` of the interfaces).
DEFAULT_MAX_REQUEST = 1 << 30


# ---- mlcb ---------------------------------------------------------------------------------------------
def mlcb_write(writer: FifoWriter, parts: Sequence[bytes | memoryview]) -> None:
    """Send one length-prefixed message made of ``parts`` (written with one ``writev``)."""
    size = sum(len(memoryview(p).cast("B")) for p in parts)
    writer.write([_LEN.pack(size), *parts])


def check_max_message(value: object) -> int:
    """A ``max_message`` option as a positive byte count (:class:`ConfigError` otherwise)."""
    if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
        raise ConfigError(f"max_message must be a positive number of bytes, got {value!r}")
    return value


def mlcb_read(reader: FifoReader, what: str = "waiting for a message", limit: int = MAX_MESSAGE,
              why: str = "max_message") -> bytes | bytearray:
    """Receive one length-prefixed message; a length over ``limit`` is refused before anything is allocated.

    ``why`` names the limit in the error (the option to raise, or the advice spec it comes from).
    """
    (size,) = _LEN.unpack(reader.read_exact(8, what=what))
    if size > limit:
        raise ProtocolError(f"{what}: the peer announced a {size}-byte message, over the limit of {limit} bytes ({why})")
    return reader.read_exact(size, what=f"{what}: reading a {size}-byte message")


def mlcb_split(buf: bytes) -> list[bytes]:
    """Split a byte string of back-to-back mlcb messages (for logs and fuzzing); rejects truncation."""
    out, pos = [], 0
    while pos < len(buf):
        if pos + 8 > len(buf):
            raise ProtocolError(f"truncated length prefix at offset {pos}")
        (size,) = _LEN.unpack_from(buf, pos)
        if size > MAX_MESSAGE or pos + 8 + size > len(buf):
            raise ProtocolError(f"message at offset {pos} claims {size} bytes, {len(buf) - pos - 8} remain")
        out.append(buf[pos + 8 : pos + 8 + size])
        pos += 8 + size
    return out


# ---- mlgo ---------------------------------------------------------------------------------------------
@dataclass
class MlgoHeader:
    """The interactive-mode header: feature specs and the advice spec (plus any other keys LLVM sent)."""

    features: list[TensorSpec]
    advice: TensorSpec
    extra: dict[str, Any] = field(default_factory=dict)

    @functools.cached_property
    def layout(self) -> TensorLayout:
        """Where each feature lies in one observation."""
        return layout_of(tuple(self.features))

    def encode(self) -> bytes:
        return header_line(self.features, advice=self.advice.to_json(), **self.extra)

    @classmethod
    def decode(cls, line: bytes) -> "MlgoHeader":
        specs, obj = parse_header(line)
        if "advice" not in obj:
            raise ProtocolError("interactive-mode header lacks the 'advice' spec")
        try:
            advice = TensorSpec.from_json(obj["advice"])
        except Exception as e:
            raise ProtocolError(f"interactive-mode header: bad advice spec: {e}") from None
        extra = {k: v for k, v in obj.items() if k not in ("features", "advice")}
        return cls(specs, advice, extra)


def mlgo_event_line(key: str, value: Any) -> bytes:
    """One event line, ``{"context":"f"}`` or ``{"observation":3}``."""
    return (json.dumps({key: value}, separators=(",", ":")) + "\n").encode()


def mlgo_write_observation(writer: FifoWriter, specs: Sequence[TensorSpec], values: dict[str, Any], index: int,
                           context: str | None = None) -> None:
    """Send one observation (preceded by a context line when ``context`` is given)."""
    head = (mlgo_event_line("context", context) if context is not None else b"") + mlgo_event_line("observation", index)
    writer.write([head, *tensor_parts(specs, values), b"\n"])


@dataclass
class MlgoEvent:
    """One observation received from an LLVM compiler in interactive mode."""

    index: int
    context: str | None
    features: dict[str, Any]


def mlgo_read_event(reader: FifoReader, header: MlgoHeader, context: str | None, timeout: float | None = ...,  # type: ignore[assignment]
                    limit: int = DEFAULT_MAX_REQUEST) -> MlgoEvent | None:
    """Next observation; ``None`` when the compiler closed the channel cleanly between events.

    An observation larger than ``limit`` bytes (a header declaring absurd shapes) is a :class:`ProtocolError`.
    """
    while True:
        try:
            line = reader.readline(limit=1 << 20, timeout=timeout, what="waiting for the next observation")
        except PeerClosedError:
            if reader.pending:
                raise
            return None
        try:
            obj = json.loads(line)
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
            raise ProtocolError(f"expected an event line from the compiler, got {line[:80]!r}") from None
        if isinstance(obj, dict) and "context" in obj:
            context = str(obj["context"])
            continue
        if not (isinstance(obj, dict) and isinstance(obj.get("observation"), int)):
            raise ProtocolError(f"expected an observation event, got {line[:80]!r}")
        if header.layout.nbytes + 1 > limit:
            raise ProtocolError(f"observation {obj['observation']} would be {header.layout.nbytes + 1} bytes, "
                                f"over the limit of {limit} bytes per observation (implausible shapes in the header?)")
        raw = reader.read_exact(header.layout.nbytes + 1, timeout=timeout, what=f"reading observation {obj['observation']}")
        if raw[-1:] != b"\n":
            raise ProtocolError(f"observation {obj['observation']} is not terminated by a newline (tensor size mismatch?)")
        values, _ = header.layout.read(raw)
        return MlgoEvent(obj["observation"], context, values)
