"""Protobuf SerDes over ``mlbridge.proto``: a ``TensorList`` of named tensors with raw little-endian data.

Numeric tensors travel as one ``bytes`` field each (decoding is a zero-copy ``np.frombuffer``), so protobuf costs
about what bitstream costs; the ``type`` field carries LLVM's element type names plus ``bool`` and ``str``.
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np
from google.protobuf.message import DecodeError

from ..errors import ProtocolError, SpecError
from ..proto import mlbridge_pb2 as pb
from ..tensors import BOOL, LLVM_TO_NUMPY, STR, TensorSpec
from .base import SerDes, Values


def to_message(specs: Sequence[TensorSpec], values: Values, done: bool = False) -> "pb.TensorList":
    """Build a ``TensorList`` from conformed values."""
    msg = pb.TensorList(done=done)
    for s in specs:
        v = values[s.name]
        t = msg.tensors.add(name=s.name, type=s.kind if s.kind != "numeric" else s.type_name, shape=s.shape)
        if s.kind == "str":
            t.data = v.encode("utf-8")
        elif s.kind == "bool":
            t.data = np.ascontiguousarray(v, dtype=np.uint8).tobytes()
        else:
            t.data = v.tobytes()
    return msg


def from_message(msg: "pb.TensorList", specs: Sequence[TensorSpec] | None = None) -> dict[str, Any]:
    """Values of a ``TensorList``; checked against ``specs`` when given."""
    out: dict[str, Any] = {}
    for t in msg.tensors:
        try:
            dtype = {"bool": BOOL, "str": STR}.get(t.type) or LLVM_TO_NUMPY[t.type]
        except KeyError:
            raise ProtocolError(f"tensor {t.name!r}: unknown element type {t.type!r}") from None
        if dtype == STR:
            try:
                out[t.name] = t.data.decode("utf-8")
            except UnicodeDecodeError:
                raise ProtocolError(f"tensor {t.name!r}: string is not valid UTF-8") from None
            continue
        try:
            spec = TensorSpec(t.name or "?", dtype, tuple(t.shape))
        except SpecError as e:
            raise ProtocolError(str(e)) from None
        if len(t.data) != spec.nbytes:
            raise ProtocolError(f"tensor {t.name!r}: {len(t.data)} data bytes for shape {list(spec.shape)} of {t.type} ({spec.nbytes} expected)")
        arr = np.frombuffer(t.data, dtype=spec.wire_dtype).reshape(spec.shape)
        out[t.name] = arr.astype(bool) if dtype == BOOL else arr  # astype: an array even for shape []
    if specs is not None:
        missing = [s.name for s in specs if s.name not in out]
        if missing:
            raise ProtocolError(f"protobuf message lacks {missing}")
        for s in specs:
            got = out[s.name]
            if s.kind == "str" and not isinstance(got, str) or s.kind != "str" and (
                isinstance(got, str) or got.dtype != s.dtype or got.size != s.num_elements
            ):
                raise ProtocolError(f"tensor {s.name!r}: got {_describe(got)}, expected {s.type_name}{list(s.shape)}")
            if s.kind != "str" and got.shape != s.shape:
                out[s.name] = got.reshape(s.shape)
    return out


def _describe(v: Any) -> str:
    return "str" if isinstance(v, str) else f"{v.dtype}{list(v.shape)}"


class ProtobufSerDes(SerDes):
    """``mlbridge.TensorList`` protobuf messages."""

    name = "protobuf"

    def encode(self, values: Values, specs: Sequence[TensorSpec] | None = None) -> bytes:
        specs, conformed = self.typed(values, specs)
        return to_message(specs, conformed).SerializeToString()

    def decode(self, payload: bytes | bytearray | memoryview, specs: Sequence[TensorSpec] | None = None) -> dict[str, Any]:
        msg = pb.TensorList()
        try:
            msg.ParseFromString(bytes(payload))
        except DecodeError as e:
            raise ProtocolError(f"invalid protobuf payload: {e}") from None
        return from_message(msg, specs)
