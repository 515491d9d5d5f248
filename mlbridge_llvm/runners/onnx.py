"""``ONNXModelRunner``: in-process queries of an ONNX model through onnxruntime (paper section 3.1.2).

The runner reads the model's declared inputs and outputs once, so a query only converts each feature to the
declared element type, fits it to the declared shape (symbolic dimensions match anything; a missing leading batch
dimension is added and removed again on the way out) and calls ``session.run``. Multi-agent RL on top of this
runner lives in :mod:`mlbridge_llvm.rl`.
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from ..errors import ConfigError, FeatureError, ModelError
from ..tensors import NUMPY_TO_LLVM, ORT_TO_NUMPY, TensorSpec
from .base import Advice, MLModelRunner, convert_advice, register_runner


Dim = int | str | None
ModelSource = str | os.PathLike[str] | bytes | Any  # Any: an onnx.ModelProto


@dataclass(frozen=True)
class TensorInfo:
    """A model input or output as onnxruntime declares it; ``shape`` holds ints, symbolic names or ``None``."""

    name: str
    type: str
    dtype: np.dtype | None
    shape: tuple[Dim, ...] | None

    @property
    def rank(self) -> int | None:
        """Number of dimensions, or ``None`` when the model does not declare it."""
        return None if self.shape is None else len(self.shape)

    @property
    def has_batch(self) -> bool:
        """True when the leading dimension is symbolic (a batch dimension)."""
        return bool(self.shape) and not isinstance(self.shape[0], int)

    def describe(self) -> str:
        """``float [N, 300]``-style text for error messages."""
        elem = NUMPY_TO_LLVM.get(self.dtype, self.type) if self.dtype is not None else self.type
        return f"{elem} {format_shape(self.shape)}"


def format_shape(shape: Sequence[Dim] | None) -> str:
    """``[N, 300]`` (symbolic names bare, unknown dims as ``?``)."""
    if shape is None:
        return "[?...]"
    return "[" + ", ".join("?" if d is None else str(d) for d in shape) + "]"


def _one_line(err: BaseException) -> str:
    """An exception message squeezed onto one line."""
    return " ".join(str(err).split()) or type(err).__name__


def _info(arg: Any) -> TensorInfo:
    """TensorInfo from an onnxruntime ``NodeArg``."""
    shape = arg.shape
    dims = None if shape is None else tuple(d if isinstance(d, int) and d >= 0 else (d or None) for d in shape)
    return TensorInfo(arg.name, arg.type, ORT_TO_NUMPY.get(arg.type), dims)


def _static_tail(info: TensorInfo) -> tuple[int, ...] | None:
    """Declared shape without a leading batch dimension, if every remaining dim is static."""
    if info.shape is None:
        return None
    dims = info.shape[1:] if info.has_batch else info.shape
    return dims if all(isinstance(d, int) for d in dims) else None  # type: ignore[return-value]


class ONNXModelRunner(MLModelRunner):
    """Queries an ONNX model in-process; ``evaluate()`` returns the single output's array, or a name->array dict.

    ``model`` is a file path, the serialized bytes, or an ``onnx.ModelProto``. ``feature_specs`` and ``advice_spec``
    are checked against the model's declared inputs/output at construction (:class:`ModelError` on a mismatch).
    """

    scheme = "onnx"

    def __init__(self, model: ModelSource, feature_specs: Sequence[TensorSpec] | None = None,
                 advice_spec: TensorSpec | None = None, intra_op_threads: int = 1):
        super().__init__(feature_specs, advice_spec)
        self.source = model if isinstance(model, (str, os.PathLike)) else f"<{type(model).__name__} model>"
        self._sess = _load_session(model, intra_op_threads)
        self.inputs: list[TensorInfo] = [_info(a) for a in self._sess.get_inputs()]
        self.outputs: list[TensorInfo] = [_info(a) for a in self._sess.get_outputs()]
        bad = [i for i in self.inputs if i.dtype is None]
        if bad:
            raise ModelError(f"ONNX model {self.source}: unsupported input type(s) "
                             + ", ".join(f"{i.name!r}: {i.type}" for i in bad))
        # per input: name, dtype, declared shape, has_batch, cache {value shape -> (target shape, batch added)}
        self._prepared = [(i.name, i.dtype, i.shape, i.has_batch, {}) for i in self.inputs]
        self._input_names = frozenset(i.name for i in self.inputs)
        self._output_names = [o.name for o in self.outputs]
        self._squeeze = [o.has_batch or o.shape is None for o in self.outputs]
        self._advice_index = self._check_advice_spec() if advice_spec is not None else None
        if feature_specs is not None:
            self._check_feature_specs(self.feature_specs or [])
        self._batchable = bool(self.inputs) and all(i.has_batch for i in self.inputs) and all(o.has_batch for o in self.outputs)

    # ---- construction-time validation ------------------------------------------------------------------
    def _check_advice_spec(self) -> int | None:
        """Check :attr:`advice_spec` against the model output; return the output index it selects (None: single)."""
        spec = self.advice_spec
        assert spec is not None
        if len(self.outputs) == 1:
            index, out = None, self.outputs[0]
        else:
            names = [o.name for o in self.outputs]
            if spec.name not in names:
                raise ModelError(f"model has outputs {names} but advice_spec names {spec.name!r}")
            index = names.index(spec.name)
            out = self.outputs[index]
        if out.dtype is None or not np.can_cast(out.dtype, spec.dtype, casting="safe"):
            raise ModelError(f"model output {out.name!r} is {out.describe()} but advice_spec declares "
                             f"{spec.type_name} {list(spec.shape)}")
        tail = _static_tail(out)
        if tail is not None and math.prod(tail) != spec.num_elements:
            raise ModelError(f"model output {out.name!r} is {out.describe()} ({math.prod(tail)} elements per query) "
                             f"but advice_spec declares {spec.type_name} {list(spec.shape)}")
        return index

    def _check_feature_specs(self, specs: Sequence[TensorSpec]) -> None:
        """Check declared features against the model inputs (names, element types, static dimensions)."""
        declared = sorted(s.name for s in specs)
        expected = sorted(self._input_names)
        if declared != expected:
            raise ModelError(f"model expects inputs {expected} but features declare {declared}")
        by_name = {i.name: i for i in self.inputs}
        for spec in specs:
            info = by_name[spec.name]
            if spec.dtype != info.dtype or not _shape_fits(info, spec.shape):
                raise ModelError(f"model expects input {spec.name!r} as {info.describe()} "
                                 f"but features declare {spec.type_name} {list(spec.shape)}")

    # ---- queries ---------------------------------------------------------------------------------------
    def _prepare(self, features: Mapping[str, Any]) -> tuple[dict[str, np.ndarray], bool]:
        """Convert features to the feed dict; also report whether a batch dimension was added."""
        feed: dict[str, np.ndarray] = {}
        added = False
        for name, dtype, shape, has_batch, fits in self._prepared:
            value = features.get(name, _MISSING)
            if value is _MISSING:
                self._raise_names(features)
            arr = value if type(value) is np.ndarray and value.dtype == dtype else _convert(name, value, dtype)
            if shape is not None and arr.shape != shape:
                fit = fits.get(arr.shape)
                if fit is None:
                    fit = fit_shape(name, arr.shape, shape, has_batch)
                    if len(fits) < 64:
                        fits[arr.shape] = fit
                target, grew = fit
                if target is not None:
                    arr = arr.reshape(target)
                added = added or grew
            feed[name] = arr
        if len(features) != len(self._prepared):
            self._raise_names(features)
        return feed, added

    def _raise_names(self, features: Mapping[str, Any]) -> None:
        """FeatureError listing missing and unexpected feature names."""
        missing = [i.name for i in self.inputs if i.name not in features]
        extra = sorted(str(k) for k in features if k not in self._input_names)
        parts = ([f"missing {missing}"] if missing else []) + ([f"unexpected {extra}"] if extra else [])
        raise FeatureError(f"features do not match the model inputs {[i.name for i in self.inputs]}: " + "; ".join(parts))

    def _run(self, feed: dict[str, np.ndarray]) -> list[Any]:
        """``session.run`` with onnxruntime failures turned into kit errors."""
        sess = self._sess
        if sess is None:
            raise ModelError(f"ONNX model runner for {self.source} is closed")
        try:
            return sess.run(self._output_names, feed)
        except Exception as e:  # onnxruntime raises its own pybind exception types
            kind = FeatureError if type(e).__name__ == "InvalidArgument" else ModelError
            raise kind(f"onnxruntime failed on {self.source}: {_one_line(e)}") from None

    def _evaluate(self, features: dict[str, Any]) -> Advice:
        """Run the model once; squeeze the batch dimension if it was added for this query."""
        feed, added = self._prepare(features)
        return self._shape_advice(self._unbatch(self._run(feed), added))

    def _shape_advice(self, outs: list[Any]) -> Advice:
        """Single output -> its array; several -> dict; conformed to ``advice_spec`` when one is declared."""
        if self.advice_spec is not None:
            out = outs[0] if self._advice_index is None else outs[self._advice_index]
            try:
                return self.advice_spec.conform(out)
            except FeatureError as e:
                raise ModelError(f"model output does not match advice_spec: {e}") from None
        if len(outs) == 1:
            return outs[0]
        return dict(zip(self._output_names, outs))

    def evaluate_batch(self, batch: Iterable[Mapping[str, Any]],
                       as_type: type | np.dtype | str | None = None) -> list[Advice]:
        """Evaluate several feature sets with one ``session.run`` when the model has a batch dimension."""
        items = [self.conform(dict(f)) for f in batch]
        if len(items) < 2 or not self._batchable:
            return [convert_advice(self._evaluate(f), as_type) for f in items]
        prepared = [self._prepare(f) for f in items]
        stacked = _stack([feed for feed, _ in prepared]) if all(added for _, added in prepared) else None
        if stacked is None:  # values already batched or of differing symbolic sizes
            return [convert_advice(self._shape_advice(self._unbatch(self._run(feed), added)), as_type)
                    for feed, added in prepared]
        outs = self._run(stacked)
        if any(len(o) != len(items) for o in outs):
            raise ModelError(f"model {self.source} returned {[len(o) for o in outs]} rows for a batch of {len(items)}")
        return [convert_advice(self._shape_advice([o[k] for o in outs]), as_type) for k in range(len(items))]

    def _unbatch(self, outs: list[Any], added: bool) -> list[Any]:
        """Drop a batch dimension of size 1 that was added by :meth:`_prepare`."""
        if not added:
            return outs
        return [o[0] if sq and getattr(o, "ndim", 0) and o.shape[0] == 1 else o for o, sq in zip(outs, self._squeeze)]

    def close(self) -> None:
        """Release the onnxruntime session (idempotent)."""
        self._sess = None

    def __repr__(self) -> str:
        ins = ", ".join(f"{i.name}: {i.describe()}" for i in self.inputs)
        outs = ", ".join(f"{o.name}: {o.describe()}" for o in self.outputs)
        return f"ONNXModelRunner({self.source!s}; inputs {ins}; outputs {outs})"


_MISSING = object()


def _load_session(model: ModelSource, threads: int) -> Any:
    """Create the onnxruntime session (1 inter-op thread, all graph optimizations), mapping errors to ModelError."""
    import onnxruntime as ort

    if isinstance(threads, bool) or not isinstance(threads, int) or threads < 0:
        raise ConfigError(f"intra_op_threads must be a non-negative integer, got {threads!r}")
    from .onnx_guard import guard_integer_division

    if isinstance(model, (str, os.PathLike)):
        path = os.fspath(model)
        if not os.path.isfile(path):
            raise ModelError(f"ONNX model file {path} not found")
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            raise ModelError(f"cannot read ONNX model {path}: {e.strerror}") from None
        guarded = guard_integer_division(data, path)  # see onnx_guard: INT_MIN / -1 is a SIGFPE in onnxruntime
        source: Any = path if guarded is None else guarded
    elif isinstance(model, (bytes, bytearray, memoryview)):
        source = bytes(model)
        source = guard_integer_division(source, f"<{len(source)} bytes>") or source
    elif hasattr(model, "SerializeToString"):
        source = model.SerializeToString()
        source = guard_integer_division(source, "<onnx.ModelProto>") or source
    else:
        raise ConfigError(f"ONNXModelRunner needs a path, bytes or onnx.ModelProto, got {type(model).__name__}")
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    opts.log_severity_level = 4  # fatal only: every error reaches the caller as one kit error line
    try:
        return ort.InferenceSession(source, opts, providers=["CPUExecutionProvider"])
    except Exception as e:  # InvalidProtobuf, InvalidGraph, Fail, NotImplemented...
        where = source if isinstance(source, str) else f"<{len(source)} bytes>"
        raise ModelError(f"cannot load ONNX model {where}: {_one_line(e)}") from None


def _convert(name: str, value: Any, dtype: np.dtype) -> np.ndarray:
    """``value`` as a C-contiguous array of ``dtype``; lossy conversions raise FeatureError."""
    arr = np.asarray(value)
    if arr.dtype != dtype:
        arr = TensorSpec(name, dtype, arr.shape).conform(arr)
    elif not arr.flags.c_contiguous:
        arr = np.ascontiguousarray(arr)
    return arr


def fit_shape(name: str, got: tuple[int, ...], shape: tuple[Dim, ...], has_batch: bool) -> tuple[tuple[int, ...] | None, bool]:
    """How a value of shape ``got`` fits the declared ``shape``: (reshape target or None, batch dim added).

    Accepted: the exact rank, the rank without a leading batch dimension (one is added), or a flat buffer
    holding the right number of elements for a static shape (LLVM passes features flattened).
    """
    if len(got) == len(shape) and _dims_match(got, shape):
        return None, False
    if has_batch and len(got) == len(shape) - 1 and _dims_match(got, shape[1:]):
        return (1,) + got, True
    if len(got) <= 1:
        tail = shape[1:] if has_batch else shape
        if all(isinstance(d, int) for d in tail) and math.prod(got) == math.prod(tail):  # type: ignore[arg-type]
            return ((1,) + tail if has_batch else tail), has_batch  # type: ignore[return-value,operator]
    raise FeatureError(f"input {name!r}: expected shape {format_shape(shape)}, got {list(got)}")


def _dims_match(got: tuple[int, ...], declared: Sequence[Dim]) -> bool:
    """True when every static declared dim equals the actual one (symbolic dims match anything)."""
    return all(not isinstance(d, int) or d == g for g, d in zip(got, declared))


def _shape_fits(info: TensorInfo, shape: tuple[int, ...]) -> bool:
    """Would a value of ``shape`` be accepted for ``info`` by :func:`fit_shape`?"""
    if info.shape is None:
        return True
    try:
        fit_shape(info.name, tuple(shape), info.shape, info.has_batch)
    except FeatureError:
        return False
    return True


def _stack(feeds: list[dict[str, np.ndarray]]) -> dict[str, np.ndarray] | None:
    """Concatenate per-query feeds (each with a batch dim of 1) along axis 0; None if their shapes differ."""
    try:
        return {name: np.concatenate([f[name] for f in feeds], axis=0) for name in feeds[0]}
    except ValueError:
        return None


@register_runner("onnx")
def _from_spec(target: str, options: Mapping[str, str], **kw: Any) -> ONNXModelRunner:
    """``onnx:/path/model.onnx?threads=2``."""
    unknown = sorted(set(options) - {"threads"})
    if unknown:
        raise ConfigError(f"unknown onnx runner option(s) {unknown}; known: ['threads']")
    try:
        threads = int(options.get("threads", "1"))
    except ValueError:
        raise ConfigError(f"onnx runner option threads must be an integer, got {options['threads']!r}") from None
    return ONNXModelRunner(target, intra_op_threads=threads, **kw)
