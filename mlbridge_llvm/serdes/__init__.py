"""SerDes: JSON, bitstream (LLVM TrainingLogger / interactive layout) and protobuf behind one interface."""
from __future__ import annotations

from ..errors import ConfigError
from .base import SerDes
from .bitstream import BitstreamSerDes
from .json_serdes import JsonSerDes
from .protobuf import ProtobufSerDes

SERDES: dict[str, type[SerDes]] = {c.name: c for c in (JsonSerDes, BitstreamSerDes, ProtobufSerDes)}


def get_serdes(name: str) -> SerDes:
    """A SerDes by name: ``json``, ``bitstream`` (alias ``bytes``, as compilerinterface calls it) or ``protobuf``."""
    key = {"bytes": "bitstream", "proto": "protobuf"}.get(name, name)
    try:
        return SERDES[key]()
    except KeyError:
        raise ConfigError(f"unknown SerDes {name!r}; choose one of {sorted(SERDES)}") from None


__all__ = ["SerDes", "JsonSerDes", "BitstreamSerDes", "ProtobufSerDes", "SERDES", "get_serdes"]
