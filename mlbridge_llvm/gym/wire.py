"""The session protocol's messages as JSON text, for the pipe and gRPC transports (one ``str`` tensor each way).

JSON, not pickle, because a gRPC worker listens on a TCP port: whatever arrives there is data, never code. numpy
arrays travel as ``{"__nd__": [dtype, shape, base64]}``, bytes as ``{"__b__": base64}``; everything else is plain
JSON (dicts with string keys, lists, strings, numbers, booleans, null).
"""
from __future__ import annotations

import base64
import json
from typing import Any

import numpy as np

from ..errors import ProtocolError
from ..tensors import TensorSpec

#: The worker's message (a reply) and the trainer's command, each one JSON document.
MESSAGE = TensorSpec("message", "str", (1,))
COMMAND = TensorSpec("command", "str", (1,))


def _default(value: Any) -> Any:
    if isinstance(value, np.ndarray):
        return {"__nd__": [value.dtype.str, list(value.shape), base64.b64encode(np.ascontiguousarray(value)).decode()]}
    if isinstance(value, (bytes, bytearray)):
        return {"__b__": base64.b64encode(bytes(value)).decode()}
    if isinstance(value, np.generic):
        return value.item()
    raise TypeError(f"cannot send a {type(value).__name__}")


def _hook(obj: dict[str, Any]) -> Any:
    if len(obj) == 1:
        if "__nd__" in obj:
            dtype, shape, data = obj["__nd__"]
            return np.frombuffer(base64.b64decode(data), dtype=np.dtype(dtype)).reshape(shape).copy()
        if "__b__" in obj:
            return base64.b64decode(obj["__b__"])
    return obj


def encode(message: dict[str, Any]) -> str:
    """JSON text of a message."""
    return json.dumps(message, default=_default, separators=(",", ":"))


def decode(text: Any) -> dict[str, Any]:
    """The message of :func:`encode`'s text (ProtocolError if it is not one)."""
    try:
        value = json.loads(text, object_hook=_hook)
    except (TypeError, ValueError) as e:
        raise ProtocolError(f"LLVM environment message is not JSON: {e}") from None
    if not isinstance(value, dict):
        raise ProtocolError("LLVM environment message is not a JSON object")
    return value
