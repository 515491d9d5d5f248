"""The C API's callback runner from Python: ``mlb_callback_fn`` (``native/include/mlbridge/mlbridge.h``) as ctypes.

:func:`make_callback` turns a Python function ``answer(inputs) -> advice`` into a C function pointer that a native
runner (a plug-in's advisor, a C compiler using ``mlb_create_callback_runner``) calls on the compiler's own thread.
The function never lets an exception reach C: it writes the message into the C error buffer and returns 1, and the
exception is kept on the callback (``.failures``) for the caller to raise once the native code has returned.
"""
from __future__ import annotations

import ctypes
from ctypes import POINTER, c_char_p, c_int, c_int64, c_size_t, c_void_p
from typing import Any, Callable

import numpy as np

#: mlb_dtype -> numpy dtype and ctypes element type.
DTYPES = {0: (np.int32, ctypes.c_int32), 1: (np.int64, c_int64), 2: (np.float32, ctypes.c_float),
          3: (np.float64, ctypes.c_double), 4: (np.bool_, ctypes.c_bool)}

ITEMSIZE = {code: np.dtype(dtype).itemsize for code, (dtype, _) in DTYPES.items()}


class Tensor(ctypes.Structure):
    """``mlb_tensor``: one input as the callback sees it (valid only during the call)."""

    _fields_ = [("name", c_char_p), ("dtype", c_int), ("shape", POINTER(c_int64)), ("rank", c_size_t),
                ("data", c_void_p), ("count", c_size_t)]


CALLBACK = ctypes.CFUNCTYPE(c_int, c_void_p, POINTER(Tensor), c_size_t, c_int, c_void_p, c_size_t, c_void_p, c_size_t)


class Callback:
    """A live C function pointer (``.pointer``) answering with ``answer``; keep this object alive while C uses it.

    ``answer`` receives ``{name: ndarray}`` (read-only copies, in input order) and returns the advice (anything numpy can
    turn into exactly ``advice_count`` elements). Exceptions are caught, kept in ``failures`` and reported to C.
    """

    def __init__(self, answer: Callable[[dict[str, np.ndarray]], Any]):
        self.answer = answer
        self.calls = 0
        self.failures: list[BaseException] = []
        self.pointer = CALLBACK(self._call)

    def _call(self, user: int | None, inputs: Any, num_inputs: int, advice_dtype: int, advice: int | None,
              advice_count: int, error: int | None, error_size: int) -> int:
        self.calls += 1
        try:
            features = {}
            for i in range(num_inputs):
                t = inputs[i]
                dtype = DTYPES[t.dtype][0]
                raw = ctypes.string_at(t.data, t.count * ITEMSIZE[t.dtype]) if t.count else b""
                features[t.name.decode()] = np.frombuffer(raw, dtype).reshape(t.shape[:t.rank])  # a copy (bytes)
            value = np.asarray(self.answer(features), dtype=DTYPES[advice_dtype][0]).reshape(-1)
            if value.size != advice_count:
                raise ValueError(f"the model answered {value.size} values; the compiler expects {advice_count}")
            data = value.tobytes()
            ctypes.memmove(advice, data, len(data))
            return 0
        except BaseException as e:  # noqa: BLE001 - C must get a status, never a Python exception
            self.failures.append(e)
            if error and error_size:
                message = f"{type(e).__name__}: {e}".encode("utf-8", "replace")[:error_size - 1]
                ctypes.memmove(error, message + b"\0", len(message) + 1)
            return 1
