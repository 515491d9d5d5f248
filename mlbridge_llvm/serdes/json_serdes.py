"""JSON SerDes: one object mapping feature names to values.

Single-element tensors of shape ``[1]`` are written as plain numbers (as ML-Compiler-Bridge's ``JsonSerDes``
sends ``setFeature(name, int)``), others as nested lists, strings as strings. JSON keeps no element types,
so decoding is exact only with ``specs``; without them integers decode as int64 and reals as float64.
Encoding and decoding use ``orjson`` (numpy-aware) when it is installed, the standard library otherwise.
"""
from __future__ import annotations

import json
from typing import Any, Sequence

import numpy as np

from ..errors import FeatureError, ProtocolError, SpecError
from ..tensors import TensorSpec
from .base import SerDes, Values

try:  # pragma: no cover - exercised whichever way the environment is
    import orjson as _orjson
except ImportError:  # pragma: no cover
    _orjson = None


def dumps(obj: Any) -> bytes:
    """Serialize ``obj`` (may contain numpy arrays) to compact JSON bytes."""
    if _orjson is not None:
        return _orjson.dumps(obj, option=_orjson.OPT_SERIALIZE_NUMPY)
    return json.dumps(obj, separators=(",", ":"), default=_np_default).encode()


def loads(data: bytes | bytearray | memoryview | str) -> Any:
    """Parse JSON bytes; raises :class:`ProtocolError` on invalid JSON."""
    try:
        if _orjson is not None:
            return _orjson.loads(data)
        return json.loads(bytes(data) if isinstance(data, memoryview) else data)
    except (ValueError, UnicodeDecodeError, RecursionError) as e:
        raise ProtocolError(f"invalid JSON payload: {e}") from None


def _np_default(obj: Any) -> Any:
    if isinstance(obj, np.ndarray):
        return obj.tolist()
    if isinstance(obj, np.generic):
        return obj.item()
    raise TypeError(f"not JSON serializable: {type(obj).__name__}")


def to_jsonable(spec: TensorSpec, value: Any) -> Any:
    """The JSON form of one conformed value."""
    if spec.kind == "str":
        return value
    if spec.shape in ((1,), ()):  # () too: orjson cannot serialize a 0-d array
        return value.reshape(()).item()
    if not value.flags.c_contiguous or value.dtype.byteorder == ">":
        value = np.ascontiguousarray(value)
    return value if _orjson is not None else value.tolist()


class JsonSerDes(SerDes):
    """Plain JSON object ``{"name": value, ...}``."""

    name = "json"

    def encode(self, values: Values, specs: Sequence[TensorSpec] | None = None) -> bytes:
        specs, conformed = self.typed(values, specs)
        return dumps({s.name: to_jsonable(s, conformed[s.name]) for s in specs})

    def decode(self, payload: bytes | bytearray | memoryview, specs: Sequence[TensorSpec] | None = None) -> dict[str, Any]:
        obj = loads(payload)
        if not isinstance(obj, dict):
            raise ProtocolError(f"JSON payload must be an object, got {type(obj).__name__}")
        return self.from_object(obj, specs)

    def from_object(self, obj: dict[str, Any], specs: Sequence[TensorSpec] | None = None) -> dict[str, Any]:
        """Type the values of an already-parsed JSON object (by ``specs``, or by inference)."""
        try:
            if specs is None:
                return {k: _infer(k, v) for k, v in obj.items()}
            missing = [s.name for s in specs if s.name not in obj]
            if missing:
                raise ProtocolError(f"JSON payload lacks {missing}")
            return {s.name: s.conform(obj[s.name]) for s in specs}
        except (FeatureError, SpecError) as e:
            raise ProtocolError(f"JSON payload does not match its specs: {e}") from None


def _infer(name: str, v: Any) -> Any:
    if isinstance(v, str):
        return v
    if isinstance(v, bool):
        return np.array([v])
    if isinstance(v, float):
        return np.array([v], dtype=np.float64)
    if isinstance(v, int) and -(2**63) <= v < 2**63:
        return np.array([v], dtype=np.int64)
    try:  # lists (and ints beyond int64, which become uint64 like they do inside lists)
        arr = np.asarray(v) if not isinstance(v, int) else np.asarray([v])
    except (ValueError, TypeError, OverflowError):  # ragged nesting, too many dimensions
        arr = np.asarray(None)
    if arr.dtype == object or arr.dtype.kind in "SU":
        raise ProtocolError(f"JSON value of {name!r} is not a scalar, string or rectangular numeric array")
    if arr.dtype.kind == "f" and all(isinstance(x, int) for x in np.asarray(v, dtype=object).flat):
        try:  # int64 and uint64 magnitudes mixed, which numpy promotes to float64: keep them exact
            return np.asarray(v, dtype=np.uint64)
        except OverflowError:  # negative and >= 2**63 together: no integer type holds both
            return arr
    return arr.astype(np.int64) if arr.dtype.kind == "i" else arr
