"""Tensor specifications shared by every runner and SerDes.

A :class:`TensorSpec` names one tensor (feature or advice), its element type and its shape, and has the same
JSON form as LLVM's ``TensorSpec`` (``{"name", "port", "type", "shape"}``, type names such as ``int64_t`` and
``float``), so headers written by LLVM's interactive mode or TrainingLogger parse into specs and back.

Besides LLVM's ten numeric element types, two kinds travel on the wire as bytes and decode to Python values:
``bool`` (one byte per element, written as ``uint8_t``) and ``str`` (UTF-8 bytes, written as ``uint8_t`` of the
byte length, as ML-Compiler-Bridge does). Their JSON form carries an extra ``"kind"`` key that LLVM ignores.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from .errors import FeatureError, SpecError

#: LLVM element type name -> numpy dtype (little-endian, as LLVM writes them on x86/AArch64).
LLVM_TO_NUMPY: dict[str, np.dtype] = {
    "float": np.dtype("<f4"),
    "double": np.dtype("<f8"),
    "int8_t": np.dtype("i1"),
    "uint8_t": np.dtype("u1"),
    "int16_t": np.dtype("<i2"),
    "uint16_t": np.dtype("<u2"),
    "int32_t": np.dtype("<i4"),
    "uint32_t": np.dtype("<u4"),
    "int64_t": np.dtype("<i8"),
    "uint64_t": np.dtype("<u8"),
}
NUMPY_TO_LLVM: dict[np.dtype, str] = {dt: name for name, dt in LLVM_TO_NUMPY.items()}

#: numpy's limits on an array: dimensions, and elements (of up to 8 bytes) addressable by intp.
_MAX_NDIM = 32  # numpy 1.x allows 32 dimensions (2.x allows 64): the kit accepts what both can hold
_MAX_ELEMENTS = (2**63 - 1) // 8

BOOL = np.dtype("?")
#: Sentinel dtype for UTF-8 strings (shape = number of bytes).
STR = np.dtype("S1")

_ALIASES: dict[str, np.dtype] = {
    **LLVM_TO_NUMPY,
    "float32": LLVM_TO_NUMPY["float"],
    "float64": LLVM_TO_NUMPY["double"],
    "int8": LLVM_TO_NUMPY["int8_t"],
    "uint8": LLVM_TO_NUMPY["uint8_t"],
    "int16": LLVM_TO_NUMPY["int16_t"],
    "uint16": LLVM_TO_NUMPY["uint16_t"],
    "int32": LLVM_TO_NUMPY["int32_t"],
    "uint32": LLVM_TO_NUMPY["uint32_t"],
    "int64": LLVM_TO_NUMPY["int64_t"],
    "uint64": LLVM_TO_NUMPY["uint64_t"],
    "int": LLVM_TO_NUMPY["int64_t"],
    "long": LLVM_TO_NUMPY["int64_t"],
    "bool": BOOL,
    "str": STR,
    "string": STR,
}


def normalize_dtype(dtype: Any) -> np.dtype:
    """Return the canonical numpy dtype for a name (LLVM or numpy), a numpy dtype, or a Python type."""
    if dtype is str:
        return STR
    if dtype is bool:
        return BOOL
    if dtype is int:
        return LLVM_TO_NUMPY["int64_t"]
    if dtype is float:
        return LLVM_TO_NUMPY["double"]
    if isinstance(dtype, str):
        try:
            return _ALIASES[dtype]
        except KeyError:
            raise SpecError(f"unknown element type {dtype!r}; expected one of {sorted(LLVM_TO_NUMPY)} or bool/str") from None
    try:
        dt = np.dtype(dtype)
    except TypeError:
        raise SpecError(f"unknown element type {dtype!r}") from None
    if dt == BOOL:
        return BOOL
    if dt.kind in "SU":
        return STR
    dt = dt.newbyteorder("<") if dt.byteorder == ">" else dt
    canon = np.dtype(dt.str.replace("=", "<").replace("|", "|"))
    if canon not in NUMPY_TO_LLVM:
        raise SpecError(f"element type {dt} has no LLVM equivalent")
    return canon


@dataclass(frozen=True)
class TensorSpec:
    """Name, element type and shape of one tensor; ``port`` is LLVM's input index (informational)."""

    name: str
    dtype: np.dtype
    shape: tuple[int, ...] = (1,)
    port: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "dtype", normalize_dtype(self.dtype))
        try:
            shape = tuple(int(d) for d in self.shape)
        except (TypeError, ValueError, OverflowError):
            raise SpecError(f"tensor {self.name!r}: shape must be a sequence of integers, got {self.shape!r}") from None
        if any(d < 0 for d in shape):
            raise SpecError(f"tensor {self.name!r}: negative dimension in shape {shape}")
        # numpy's limits: at most 32 dimensions (numpy 1.x), and the byte size (zero dimensions aside) must fit in intp.
        if len(shape) > _MAX_NDIM or math.prod(d for d in shape if d) > _MAX_ELEMENTS:
            raise SpecError(f"tensor {self.name!r}: shape {list(shape)} is too large")
        object.__setattr__(self, "shape", shape)
        if not isinstance(self.name, str) or not self.name:
            raise SpecError(f"tensor name must be a non-empty string, got {self.name!r}")

    def __hash__(self) -> int:  # specs key caches on every message: hash once
        h = self.__dict__.get("_hash")
        if h is None:
            h = hash((self.name, self.dtype.str, self.dtype.kind, self.shape, self.port))
            self.__dict__["_hash"] = h
        return h

    # ---- derived properties -------------------------------------------------------------------------
    @functools.cached_property  # specs are immutable; hot in every encode/decode
    def kind(self) -> str:
        """``"numeric"``, ``"bool"`` or ``"str"``."""
        if self.dtype == BOOL:
            return "bool"
        if self.dtype == STR:
            return "str"
        return "numeric"

    @functools.cached_property
    def type_name(self) -> str:
        """LLVM element type name used on the wire (bool and str travel as ``uint8_t``)."""
        return "uint8_t" if self.kind != "numeric" else NUMPY_TO_LLVM[self.dtype]

    @functools.cached_property
    def wire_dtype(self) -> np.dtype:
        """The numpy dtype of the raw bytes on the wire."""
        return LLVM_TO_NUMPY[self.type_name]

    @functools.cached_property
    def num_elements(self) -> int:
        return math.prod(self.shape)

    @functools.cached_property
    def nbytes(self) -> int:
        """Size of the raw tensor on the wire."""
        return self.num_elements * self.wire_dtype.itemsize

    # ---- LLVM JSON form ------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """LLVM's JSON form; bool/str add ``"kind"`` (ignored by LLVM and compilerinterface)."""
        d: dict[str, Any] = {"name": self.name, "port": self.port, "shape": list(self.shape), "type": self.type_name}
        if self.kind != "numeric":
            d["kind"] = self.kind
        return d

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> "TensorSpec":
        """Parse LLVM's JSON form (raises :class:`SpecError` on a malformed entry)."""
        if not isinstance(d, Mapping):
            raise SpecError(f"tensor spec must be a JSON object, got {type(d).__name__}")
        try:
            name, type_name, shape = d["name"], d["type"], d["shape"]
        except KeyError as e:
            raise SpecError(f"tensor spec {dict(d)!r} lacks key {e.args[0]!r}") from None
        if not isinstance(type_name, str) or type_name not in LLVM_TO_NUMPY:
            raise SpecError(f"tensor {name!r}: unknown LLVM element type {type_name!r}")
        if not isinstance(shape, list):
            raise SpecError(f"tensor {name!r}: shape must be a list, got {shape!r}")
        kind = d.get("kind", "numeric")
        if not isinstance(kind, str):
            raise SpecError(f"tensor {name!r}: kind must be a string, got {kind!r}")
        dtype = {"bool": BOOL, "str": STR}.get(kind, LLVM_TO_NUMPY[type_name])
        port = d.get("port", 0)
        return cls(name=name, dtype=dtype, shape=tuple(shape), port=int(port) if isinstance(port, int) else 0)

    # ---- values --------------------------------------------------------------------------------------
    @classmethod
    def infer(cls, name: str, value: Any, port: int = 0) -> "TensorSpec":
        """The spec describing ``value`` (Python scalar, str, bytes, list or numpy array)."""
        if isinstance(value, str):
            return cls(name, STR, (len(value.encode("utf-8")),), port)
        if isinstance(value, (bool, np.bool_)):
            return cls(name, BOOL, (1,), port)
        if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
            return cls(name, np.dtype("<i8") if isinstance(value, int) else value.dtype, (1,), port)
        if isinstance(value, (float, np.floating)):
            return cls(name, np.dtype("<f8") if isinstance(value, float) else value.dtype, (1,), port)
        arr = np.asarray(value)
        if arr.dtype == object:
            raise SpecError(f"feature {name!r}: cannot infer a tensor type for {type(value).__name__}")
        if arr.dtype.kind == "i" and not isinstance(value, np.ndarray):
            arr = arr.astype("<i8")
        shape = arr.shape if arr.ndim else (1,)
        return cls(name, arr.dtype, shape, port)

    def conform(self, value: Any) -> Any:
        """Return ``value`` as this spec's type: a C-contiguous little-endian array, or ``str``.

        Scalars fill shape ``(1,)``; an array with the right number of elements is reshaped; a lossy
        conversion (float to int, negative to unsigned, an integer or a finite float beyond the element type's
        range, wrong element count) raises :class:`FeatureError`.

        Float policy: narrowing a float (float64 to float32) may round and may underflow to zero (precision is the
        caller's choice), but a finite value that would overflow to ``inf`` (``1e40`` for ``float``) is refused.
        Explicit ``inf``, ``-inf`` and ``nan`` are representable, so they pass through unchanged.
        """
        if self.kind == "str":
            if isinstance(value, bytes):
                try:
                    value = value.decode("utf-8", errors="strict")
                except UnicodeDecodeError as e:
                    raise FeatureError(f"feature {self.name!r}: bytes are not valid UTF-8 ({e.reason})") from None
            if not isinstance(value, str):
                raise FeatureError(f"feature {self.name!r}: expected str, got {type(value).__name__}")
            return value
        try:
            arr = np.asarray(value)
        except (ValueError, TypeError, OverflowError) as e:  # ragged nesting, too many dimensions
            raise FeatureError(f"feature {self.name!r}: not a rectangular array of {self.type_name} values ({e})") from None
        if arr.dtype == object or arr.dtype.kind in "SUV":
            raise FeatureError(f"feature {self.name!r}: expected {self.type_name} values, got {type(value).__name__}")
        if arr.size != self.num_elements:
            raise FeatureError(
                f"feature {self.name!r}: expected shape {list(self.shape)} ({self.num_elements} elements), "
                f"got shape {list(arr.shape)} ({arr.size} elements)"
            )
        want = self.dtype
        if arr.dtype.kind == "f" and want.kind in "iu" and not isinstance(value, np.ndarray):
            arr = _exact_ints(self.name, value, want, arr)
        if arr.dtype != want:
            if not _lossless(arr, want):
                raise FeatureError(f"feature {self.name!r}: cannot convert {arr.dtype} values to {self.type_name} without loss")
            arr = _cast(self.name, arr, want)
        if arr.shape != self.shape:
            arr = arr.reshape(self.shape)
        # not np.ascontiguousarray alone: it turns a 0-d array (shape []) into shape (1,)
        return arr if arr.flags.c_contiguous else np.ascontiguousarray(arr)


def _exact_ints(name: str, value: Any, want: np.dtype, arr: np.ndarray) -> np.ndarray:
    """Python integers that numpy promoted to float64 (int64 and uint64 magnitudes mixed, e.g. ``[0, 2**64-1]``)
    converted exactly to ``want``; ``arr`` unchanged if ``value`` holds non-integers."""
    items = np.asarray(value, dtype=object).ravel()
    if not all(isinstance(x, (int, np.integer)) for x in items):
        return arr
    info = np.iinfo(want)
    if any(not info.min <= int(x) <= info.max for x in items):  # numpy 1.x would wrap -1 to 2**64-1 silently
        raise FeatureError(f"feature {name!r}: integer values out of the range of {NUMPY_TO_LLVM[want]}")
    return np.array([int(x) for x in items], dtype=want).reshape(arr.shape)


def _cast(name: str, arr: np.ndarray, want: np.dtype) -> np.ndarray:
    """``arr`` cast to ``want`` (already known lossless but for range); a finite float that overflows a narrower
    float type to ``inf`` raises :class:`FeatureError` (explicit ``inf``/``nan`` are kept)."""
    if want.kind != "f" or arr.dtype.kind != "f" or arr.dtype.itemsize <= want.itemsize:
        return arr.astype(want)
    with np.errstate(over="ignore"):
        out = arr.astype(want)
    overflow = np.isinf(out)
    if overflow.any():
        overflow &= np.isfinite(arr)
        if overflow.any():
            bad = arr[overflow].flat[0]
            limit = np.finfo(want).max
            raise FeatureError(f"feature {name!r}: {bad!s} is out of the range of {NUMPY_TO_LLVM[want]} (largest {limit:g})")
    return out


def _lossless(arr: np.ndarray, want: np.dtype) -> bool:
    """True if casting ``arr`` to ``want`` loses nothing (checked on the values, cheap for small arrays)."""
    if arr.size == 0 or np.can_cast(arr.dtype, want, casting="safe"):  # an empty array has nothing to lose
        return True
    if want == BOOL:
        return arr.dtype.kind in "iu" and bool(np.all((arr == 0) | (arr == 1)))
    if want.kind == "f":
        return arr.dtype.kind in "biuf"  # precision narrowing of floats is the caller's intent
    if want.kind in "iu" and arr.dtype.kind in "biu":
        info = np.iinfo(want)
        return arr.size == 0 or (int(arr.min()) >= info.min and int(arr.max()) <= info.max)
    return False


def specs_from_json(items: Iterable[Mapping[str, Any]]) -> list[TensorSpec]:
    """Parse a JSON list of tensor specs."""
    if not isinstance(items, list):
        raise SpecError(f"expected a JSON list of tensor specs, got {type(items).__name__}")
    return [TensorSpec.from_json(d) for d in items]


def conform_all(specs: Sequence[TensorSpec], values: Mapping[str, Any]) -> dict[str, Any]:
    """Conform a name->value mapping to ``specs`` (every spec present, no extra names, right types)."""
    missing = [s.name for s in specs if s.name not in values]
    extra = sorted(set(values) - {s.name for s in specs})
    if missing or extra:
        parts = []
        if missing:
            parts.append(f"missing {missing}")
        if extra:
            parts.append(f"unexpected {extra}")
        raise FeatureError("features do not match the declared specs: " + "; ".join(parts))
    return {s.name: s.conform(values[s.name]) for s in specs}


#: onnxruntime type strings of the tensor element types the runner can feed.
ORT_TO_NUMPY: dict[str, np.dtype] = {
    "tensor(float)": np.dtype("<f4"),
    "tensor(double)": np.dtype("<f8"),
    "tensor(int8)": np.dtype("i1"),
    "tensor(uint8)": np.dtype("u1"),
    "tensor(int16)": np.dtype("<i2"),
    "tensor(uint16)": np.dtype("<u2"),
    "tensor(int32)": np.dtype("<i4"),
    "tensor(uint32)": np.dtype("<u4"),
    "tensor(int64)": np.dtype("<i8"),
    "tensor(uint64)": np.dtype("<u8"),
    "tensor(bool)": np.dtype("?"),
}
