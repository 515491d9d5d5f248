"""The SerDes interface: named tensors <-> bytes.

A SerDes turns a mapping of feature name -> value (numpy array, Python scalar or ``str``) into one payload and
back. Decoding with ``specs`` gives exactly the declared dtypes and shapes; without specs it gives what the
format itself records (bitstream and protobuf record types; JSON only infers them).
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar, Mapping, Sequence

from ..tensors import TensorSpec, conform_all

Values = Mapping[str, Any]


class SerDes(ABC):
    """Serializer/deserializer of one wire format."""

    #: Name used on the command line and in runner spec strings (``json``, ``bitstream``, ``protobuf``).
    name: ClassVar[str]

    @abstractmethod
    def encode(self, values: Values, specs: Sequence[TensorSpec] | None = None) -> bytes:
        """Serialize ``values`` (conformed to ``specs`` when given, else typed by inference)."""

    @abstractmethod
    def decode(self, payload: bytes | bytearray | memoryview, specs: Sequence[TensorSpec] | None = None) -> dict[str, Any]:
        """Deserialize one payload; raises :class:`~mlbridge_llvm.errors.ProtocolError` on malformed bytes."""

    @staticmethod
    def typed(values: Values, specs: Sequence[TensorSpec] | None) -> tuple[list[TensorSpec], dict[str, Any]]:
        """Specs and conformed values for ``values``: checked against ``specs``, or inferred from the values."""
        if specs is None:
            specs = [TensorSpec.infer(name, v, port) for port, (name, v) in enumerate(values.items())]
        else:
            specs = list(specs)
        return specs, conform_all(specs, values)
