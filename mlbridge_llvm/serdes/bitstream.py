"""Bitstream SerDes: a JSON header line, then the raw little-endian tensors, then a newline.

This is the layout of LLVM's TrainingLogger / interactive mode and of ML-Compiler-Bridge's ``BitstreamSerDes``::

    {"features":[{"name":..,"port":..,"shape":[..],"type":".."}, ...]}\\n<raw tensor 0><raw tensor 1>...\\n

Encoding hands out the numpy buffers themselves (:func:`encode_parts`, for ``os.writev``) and decoding returns
read-only numpy views into the payload (``np.frombuffer`` at offsets): no per-element Python work either way.
"""
from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from ..errors import FeatureError, ProtocolError, SpecError
from ..tensors import TensorSpec, specs_from_json
from .base import SerDes, Values


def header_line(specs: Sequence[TensorSpec], **extra: Any) -> bytes:
    """The JSON header line (with trailing newline) describing ``specs``; ``extra`` keys are added to it."""
    return (json.dumps({"features": [s.to_json() for s in specs], **extra}, separators=(",", ":")) + "\n").encode()


def tensor_bytes(spec: TensorSpec, value: Any) -> memoryview | bytes:
    """The raw bytes of one conformed value, without copying numpy arrays."""
    if spec.kind == "str":
        data = value.encode("utf-8")
        if len(data) != spec.nbytes:  # the header declares the byte length; any other length corrupts the stream
            raise FeatureError(f"feature {spec.name!r}: string is {len(data)} UTF-8 bytes, its spec declares {spec.nbytes}")
        return data
    # flattened first (a view of a C-contiguous array): memoryview cannot cast a multi-dimensional empty array
    if spec.kind == "bool":
        return memoryview(np.ascontiguousarray(value, dtype=np.uint8).reshape(-1)).cast("B")
    return memoryview(value.reshape(-1)).cast("B")


def tensor_parts(specs: Sequence[TensorSpec], values: Values) -> list[memoryview | bytes]:
    """Raw buffers of the conformed values, in spec order."""
    return [tensor_bytes(s, values[s.name]) for s in specs]


def read_tensor(spec: TensorSpec, buf: bytes | bytearray | memoryview, offset: int) -> Any:
    """Decode one tensor at ``offset`` in ``buf``: a numpy view (zero-copy), or a ``str`` / bool array."""
    if spec.kind == "str":
        try:
            return bytes(buf[offset : offset + spec.nbytes]).decode("utf-8")
        except UnicodeDecodeError as e:
            raise ProtocolError(f"tensor {spec.name!r}: string is not valid UTF-8 ({e.reason})") from None
    arr = np.frombuffer(buf, dtype=spec.wire_dtype, count=spec.num_elements, offset=offset).reshape(spec.shape)
    return arr.astype(bool) if spec.kind == "bool" else arr  # astype: an array even for shape []


def read_tensors(specs: Sequence[TensorSpec], buf: bytes | bytearray | memoryview, offset: int = 0) -> tuple[dict[str, Any], int]:
    """Decode consecutive tensors starting at ``offset``; returns the values and the offset after them."""
    return layout_of(tuple(specs)).read(buf, offset)


@dataclass(frozen=True)
class TensorLayout:
    """How a list of tensors lies in a buffer, computed once per spec list (see :func:`layout_of`)."""

    specs: tuple[TensorSpec, ...]
    nbytes: int
    dtype: np.dtype | None  # set when every tensor is numeric of this one wire type
    count: int
    slices: tuple[tuple[str, int, int, tuple[int, ...]], ...]

    def read(self, buf: bytes | bytearray | memoryview, offset: int = 0) -> tuple[dict[str, Any], int]:
        """Decode the tensors at ``offset`` (zero-copy numpy views); returns them and the offset after them."""
        end = offset + self.nbytes
        if end > len(buf):
            raise ProtocolError(f"truncated tensor data: need {self.nbytes} bytes, have {len(buf) - offset}")
        if self.dtype is not None:  # one element type (e.g. LLVM's 39 int64 inliner features): one view, sliced
            flat = np.frombuffer(buf, dtype=self.dtype, count=self.count, offset=offset)
            return {name: flat[a:b].reshape(shape) for name, a, b, shape in self.slices}, end
        out: dict[str, Any] = {}
        for s in self.specs:
            out[s.name] = read_tensor(s, buf, offset)
            offset += s.nbytes
        return out, end


@functools.lru_cache(maxsize=256)
def layout_of(specs: tuple[TensorSpec, ...]) -> TensorLayout:
    """The :class:`TensorLayout` of a spec tuple (cached)."""
    nbytes = sum(s.nbytes for s in specs)
    dtypes = {s.wire_dtype for s in specs}
    if len(dtypes) != 1 or any(s.kind != "numeric" for s in specs):
        return TensorLayout(specs, nbytes, None, 0, ())
    slices, pos = [], 0
    for s in specs:
        slices.append((s.name, pos, pos + s.num_elements, s.shape))
        pos += s.num_elements
    return TensorLayout(specs, nbytes, dtypes.pop(), pos, tuple(slices))


def parse_header(line: bytes | bytearray | memoryview) -> tuple[list[TensorSpec], dict[str, Any]]:
    """Parse a header line; returns its feature specs and the whole JSON object."""
    try:
        obj = json.loads(bytes(line))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as e:  # RecursionError: absurd nesting
        raise ProtocolError(f"bitstream header is not JSON: {e}") from None
    if not isinstance(obj, dict) or "features" not in obj:
        raise ProtocolError("bitstream header lacks a 'features' list")
    try:
        return specs_from_json(obj["features"]), obj
    except SpecError as e:
        raise ProtocolError(f"bitstream header: {e}") from None


@functools.lru_cache(maxsize=256)
def _cached_header_line(specs: tuple[TensorSpec, ...]) -> bytes:
    """Header bytes for a spec tuple: a compilation repeats the same few headers thousands of times."""
    return header_line(specs)


@functools.lru_cache(maxsize=256)
def _cached_header_specs(line: bytes) -> tuple[TensorSpec, ...]:
    """Specs of a header line, parsed once per distinct header (errors are not cached)."""
    return tuple(parse_header(line)[0])


class BitstreamSerDes(SerDes):
    """LLVM / ML-Compiler-Bridge bitstream: JSON header line + raw tensors + newline."""

    name = "bitstream"

    def encode_parts(self, values: Values, specs: Sequence[TensorSpec] | None = None) -> list[memoryview | bytes]:
        """Header and tensor buffers as a list (no concatenation), ready for ``os.writev``."""
        specs, conformed = self.typed(values, specs)
        return [_cached_header_line(tuple(specs)), *tensor_parts(specs, conformed), b"\n"]

    def encode(self, values: Values, specs: Sequence[TensorSpec] | None = None) -> bytes:
        return b"".join(self.encode_parts(values, specs))

    def decode(self, payload: bytes | bytearray | memoryview, specs: Sequence[TensorSpec] | None = None) -> dict[str, Any]:
        mv = memoryview(payload).cast("B")
        end = payload.find(b"\n") if isinstance(payload, (bytes, bytearray)) else _find_newline(mv)
        if end < 0:
            raise ProtocolError("bitstream payload has no header line")
        got = _cached_header_specs(bytes(mv[:end]))
        if specs is not None and [s.to_json() for s in got] != [s.to_json() for s in specs]:
            raise ProtocolError(f"bitstream header {[s.to_json() for s in got]} does not match the expected specs")
        values, offset = read_tensors(got, mv, end + 1)
        if offset + 1 != len(mv) or mv[offset] != 0x0A:
            raise ProtocolError(f"bitstream payload has {len(mv) - offset} trailing bytes where one newline was expected")
        return values


def _find_newline(mv: memoryview) -> int:
    """Index of the header's newline; headers are short, so search growing prefixes instead of copying it all."""
    size = 4096
    while True:
        idx = bytes(mv[:size]).find(b"\n")
        if idx >= 0 or size >= len(mv):
            return idx
        size *= 8
