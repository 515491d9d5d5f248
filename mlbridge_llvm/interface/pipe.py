"""Model side of the ``mlcb`` pipe dialect: ``PipeCompilerInterface`` (the paper's Listing 5).

    ci = PipeCompilerInterface(serdes="bitstream")      # creates the FIFOs in a private temp dir
    # start the compiler with ci.channel ...
    obs = ci.evaluate()                                  # first request from the compiler
    while obs is not None:
        ci.populate_buffer(model(obs))                   # advice for it
        obs = ci.evaluate()                              # sends the advice, waits for the next request
    ci.close()                                           # closes and removes the FIFOs

Wire-compatible with ML-Compiler-Bridge's C++ ``PipeModelRunner`` and with our :class:`PipeModelRunner`.
Without an ``advice_spec``, bitstream answers pack a Python ``int`` as int32 and a ``float`` as float32, as
``compilerinterface`` does; numpy values keep their dtype.

A request whose length prefix exceeds ``max_message`` (default 1 GiB: feature tensors can be big) is a
:class:`~mlbridge_llvm.errors.ProtocolError`, raised before anything is allocated.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import ConfigError, PeerClosedError
from ..fifo import Alive, ModelEnd
from ..serdes import get_serdes
from ..serdes.bitstream import BitstreamSerDes, tensor_bytes
from ..serdes.json_serdes import JsonSerDes, dumps, to_jsonable
from ..tensors import TensorSpec
from ..wire import DEFAULT_MAX_REQUEST, check_max_message, mlcb_read, mlcb_write


class PipeCompilerInterface(ModelEnd):
    """Model side of an mlcb channel; owns (creates and removes) the FIFO pair."""

    def __init__(self, channel: str | None = None, serdes: str = "bitstream", advice_spec: TensorSpec | None = None,
                 timeout: float | None = 30.0, alive: Alive = None, max_message: int = DEFAULT_MAX_REQUEST):
        check_max_message(max_message)
        super().__init__(channel, timeout, alive)
        self.max_message = max_message
        self.serdes = get_serdes(serdes)
        self.advice_spec = advice_spec
        self._out: list[Any] | None = None

    def connect(self) -> None:
        """Open both ends in model order; done lazily by the first :meth:`evaluate`."""
        self.open_ends()

    def populate_buffer(self, advice: Any) -> None:
        """Serialize the advice for the pending request; it is sent by the next :meth:`evaluate`."""
        self._out = self._encode(advice)

    def evaluate(self, mode: str | None = None) -> dict[str, Any] | None:
        """Send the buffered advice (if any), then wait for and return the next request's features.

        Returns ``None`` when the compiler closed the channel between messages (compilation over).
        ``mode="exit"`` only sends the advice.
        """
        self.connect()
        assert self._reader is not None and self._writer is not None
        if self._out is not None:
            mlcb_write(self._writer, self._out)
            self._out = None
        if mode == "exit":
            return None
        try:
            payload = mlcb_read(self._reader, what="waiting for the compiler's next request", limit=self.max_message)
        except PeerClosedError:
            if self._reader.pending:
                raise
            return None
        return self.serdes.decode(payload)

    def _encode(self, advice: Any) -> list[Any]:
        if isinstance(self.serdes, JsonSerDes):
            if self.advice_spec is not None:
                advice = to_jsonable(self.advice_spec, self.advice_spec.conform(advice))
            return [dumps({"out": advice})]
        if isinstance(self.serdes, BitstreamSerDes):
            spec = self.advice_spec or _default_spec(advice)
            return [tensor_bytes(spec, spec.conform(advice))]
        name = self.advice_spec.name if self.advice_spec is not None else "advice"
        values = advice if isinstance(advice, dict) else {name: advice}
        return [self.serdes.encode(values, [self.advice_spec] if self.advice_spec is not None and not isinstance(advice, dict) else None)]


def _default_spec(advice: Any) -> TensorSpec:
    """compilerinterface's packing for plain Python values: int -> int32, float -> float32."""
    if isinstance(advice, bool):
        return TensorSpec("advice", "uint8_t", (1,))
    if isinstance(advice, int):
        return TensorSpec("advice", "int32_t", (1,))
    if isinstance(advice, float):
        return TensorSpec("advice", "float", (1,))
    if isinstance(advice, (list, tuple)) and advice and all(isinstance(x, (int, float)) for x in advice):
        dtype = "int32_t" if all(isinstance(x, int) for x in advice) else "float"
        return TensorSpec("advice", dtype, (len(advice),))
    if isinstance(advice, (np.ndarray, np.generic)):
        return TensorSpec.infer("advice", advice)
    raise ConfigError(f"cannot pack advice of type {type(advice).__name__} without an advice_spec")
