"""``CompiledModelRunner``: an ONNX model compiled to native code in-process (runner spec ``compiled:model.onnx``).

The contract is the ONNX runner's (the input checks, batch-dimension handling, ``advice_spec``/``feature_specs``
validation and error messages are inherited from :class:`~mlbridge_llvm.runners.onnx.ONNXModelRunner`), but no
onnxruntime session exists: each query calls a function that :mod:`mlbridge_llvm.compiled` generated for the model
through LLVM. The function is specialised to the concrete input shapes it is called with (one compilation per shape
signature, shared by the process and cached on disk); symbolic dimensions are bound by the first query of each shape.
With ``feature_specs`` the expected shapes are compiled at construction, and any model is specialised once at
construction (symbolic dims = 1) so that an unsupported operator fails there, in one line.

The native call releases the GIL (ctypes), so threads can query one runner concurrently.
"""
from __future__ import annotations

import ctypes
import operator
import os
import threading
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from ..errors import ConfigError, FeatureError, ModelError
from ..tensors import TensorSpec
from .base import Advice, MLModelRunner, convert_advice, register_runner
from .onnx import ModelSource, ONNXModelRunner, TensorInfo, fit_shape

MISMATCH = -1  # mlbridge_llvm.compiled.pycall.MISMATCH (not imported here: llvmlite loads only when compiling)

_SCALARS = (int, float, bool)
_MAX_PLANS = 256


@dataclass
class _Plan:
    """How the last query's features became a native call: expected (dtype, shape) per input, outputs, finishing."""

    n_inputs: int
    shapes: list[tuple[np.dtype, tuple[int, ...]]]
    cfunc: Any
    outputs: list[tuple[np.dtype, tuple[int, ...]]]
    finish: Any
    scalar: bool
    names: list[str]

    @property
    def inputs(self) -> list[tuple[str, np.dtype, tuple[int, ...]]]:
        """(name, dtype, shape) per model input."""
        return self._inputs

    def __post_init__(self) -> None:
        self._inputs = [(n, d, s) for n, (d, s) in zip(self.names, self.shapes)]
        self._local = threading.local()
        self.source = ""
        self.pick = 0  # the output a scalar answer comes from
        self.detached = False  # finish() returns new scalars, never views of the outputs: buffers may be reused
        self._get = operator.itemgetter(*self.names) if self.names else (lambda features: ())
        self._many = len(self.names) != 1
        self.wrap, self.table_addr, self._table = None, 0, None
        try:
            from ..compiled import pycall

            address = ctypes.cast(self.cfunc, ctypes.c_void_p).value or 0
            tab = pycall.table(address, [(d, s, False) for d, s in self.shapes] + [(d, s, True) for d, s in self.outputs])
            if tab is not None:
                self._table, self.table_addr = tab, ctypes.addressof(tab)
                self.wrap = pycall.native_call(len(self.shapes) + len(self.outputs), self.table_addr)
        except Exception:  # no CPython buffer API here (another interpreter): the ctypes path still works
            self.wrap = None

    def call(self, features: Mapping[str, Any], reuse: bool) -> list[np.ndarray] | None:
        """Run the native function on ``features`` if they fit this plan; the outputs, or None (no call made).

        ``reuse``: write into this thread's output buffers (the caller copies the one scalar out at once).
        """
        outs = self._outs() if reuse else [np.empty(shape, dtype) for dtype, shape in self.outputs]
        if self.wrap is not None:
            try:
                values = self._get(features)
            except KeyError:
                return None
            status = self.wrap(*values, *outs) if self._many else self.wrap(values, *outs)
            if status == MISMATCH:
                return None
        else:
            args = self.pointers(features)
            if args is None:
                return None
            status = self.cfunc(*args, *[ctypes.addressof(ctypes.c_char.from_buffer(o)) for o in outs])
        if status:
            from ..compiled.codegen import STATUS_CODES

            raise FeatureError(f"compiled model {self.source} refused the input: "
                               f"{STATUS_CODES.get(status, f'status {status}')}")
        return outs

    def _outs(self) -> list[np.ndarray]:
        local = self._local.__dict__
        outs = local.get("outs")
        if outs is None:
            outs = local["outs"] = [np.empty(shape, dtype) for dtype, shape in self.outputs]
        return outs

    def pointers(self, features: Mapping[str, Any]) -> list[int] | None:
        """The data addresses of ``features`` when they fit this plan exactly (numpy arrays of the recorded dtype and
        shape, C-contiguous and writable), else None."""
        args = []
        for name, dtype, shape in self._inputs:
            v = features.get(name)
            if type(v) is not np.ndarray or v.dtype is not dtype or v.shape != shape:
                return None
            try:
                args.append(ctypes.addressof(ctypes.c_char.from_buffer(v)))
            except (TypeError, ValueError, BufferError):
                return None
        return args


_TYPE_NAMES = {np.dtype("<f4"): "tensor(float)", np.dtype("<f8"): "tensor(double)", np.dtype("<i4"): "tensor(int32)",
               np.dtype("<i8"): "tensor(int64)", np.dtype("?"): "tensor(bool)"}


class CompiledModelRunner(ONNXModelRunner):
    """Queries an ONNX model compiled to native code; same answers and errors as :class:`ONNXModelRunner`.

    ``model`` is a path, serialized bytes or an ``onnx.ModelProto``; ``cache_dir`` overrides the disk cache
    (``"off"`` disables it; default ``$MLBRIDGE_CACHE_DIR`` or ``~/.cache/mlbridge-llvm/compiled``). The cache holds
    machine code, so a directory not owned by this user or writable by others is not used (one line on stderr; the
    model is compiled in memory) and every entry is authenticated: see :mod:`mlbridge_llvm.compiled.diskcache`.
    """

    scheme = "compiled"

    def __init__(self, model: ModelSource, feature_specs: Sequence[TensorSpec] | None = None,
                 advice_spec: TensorSpec | None = None, cache_dir: str | None = None):
        from ..compiled.graph import bind_probe, load_model, specialize
        from ..compiled.jit import cache_dir as resolve_cache

        MLModelRunner.__init__(self, feature_specs, advice_spec)
        self.source = os.fspath(model) if isinstance(model, (str, os.PathLike)) else f"<{type(model).__name__} model>"
        self._model = load_model(model)
        self._cache = resolve_cache(cache_dir)
        self._sess = self  # "open" marker for the inherited checks; close() clears it
        self.inputs = [TensorInfo(s.name, _TYPE_NAMES[s.dtype], s.dtype, s.dims) for s in self._model.inputs]
        self.outputs = [TensorInfo(s.name, _TYPE_NAMES[s.dtype], s.dtype, s.dims) for s in self._model.outputs]
        self._prepared = [(i.name, i.dtype, i.shape, i.has_batch, {}) for i in self.inputs]
        self._input_names = frozenset(i.name for i in self.inputs)
        self._order = [i.name for i in self.inputs]
        self._one_input = len(self._order) == 1
        self._output_names = [o.name for o in self.outputs]
        self._squeeze = [o.has_batch or o.shape is None for o in self.outputs]
        self._advice_index = self._check_advice_spec() if advice_spec is not None else None
        if feature_specs is not None:
            self._check_feature_specs(self.feature_specs or [])
        self._batchable = False  # evaluate_batch runs one native call per item (no recompilation per batch size)
        self._fns: dict[tuple[tuple[int, ...], ...], Any] = {}
        self._plan: _Plan | None = None  # the last query's plan (fast path), and all plans by input shapes
        self._plans: dict[tuple[tuple[int, ...], ...], _Plan] = {}
        try:  # the fast path's wrapper, built now rather than during a query (see compiled.pycall)
            from ..compiled import pycall

            pycall.prepare(len(self.inputs) + len(self.outputs))
        except ModelError:
            raise
        except Exception:  # no CPython buffer API: queries take the ctypes path
            pass
        shapes = self._spec_shapes() if feature_specs is not None else None
        if shapes is not None:
            self._function(tuple(shapes[i.name] for i in self.inputs))
        elif all(i.shape is not None for i in self.inputs):
            specialize(self._model, bind_probe(self._model))  # unsupported ops fail now, not at the first query

    def _spec_shapes(self) -> dict[str, tuple[int, ...]] | None:
        """Input shapes the declared feature specs will produce (None when a model input declares no shape)."""
        out = {}
        for spec in self.feature_specs or []:
            info = next(i for i in self.inputs if i.name == spec.name)
            if info.shape is None:
                return None
            target, _ = fit_shape(spec.name, tuple(spec.shape), info.shape, info.has_batch)
            shape = target if target is not None else tuple(spec.shape)
            if any(not isinstance(d, int) for d in shape):
                return None
            out[spec.name] = tuple(shape)
        return out

    def _function(self, key: tuple[tuple[int, ...], ...]) -> Any:
        """The native function for one shape signature (compiled, or loaded from the caches)."""
        from ..compiled.jit import jit_function

        fn = self._fns.get(key)
        if fn is None:
            fn = jit_function(self._model, {i.name: s for i, s in zip(self.inputs, key)}, self._cache)
            if len(self._fns) < 256:
                self._fns[key] = fn
        return fn

    def _run(self, feed: dict[str, np.ndarray]) -> list[Any]:
        """Call the native function on ``feed`` (already converted and shaped by ``_prepare``)."""
        if self._sess is None:
            raise ModelError(f"compiled model runner for {self.source} is closed")
        arrays = []
        for name in self._order:
            arr = feed[name]
            if not (arr.flags.c_contiguous and arr.flags.aligned):
                arr = np.ascontiguousarray(arr)
            arrays.append(arr)
        fn = self._function(tuple(a.shape for a in arrays))
        outs = [np.empty(p.shape, p.dtype) for p in fn.outputs]
        status = fn.cfunc(*[a.ctypes.data for a in arrays], *[o.ctypes.data for o in outs])
        if status:
            self._raise_status(status)
        return outs

    # ---- queries -----------------------------------------------------------------------------------------
    def evaluate(self, as_type: type | np.dtype | str | None = None) -> Advice:
        """Query the model (see :meth:`MLModelRunner.evaluate`).

        Fast path: when the features are exactly what an earlier query turned into a native call (same names, arrays
        of the same element type and shape, C-contiguous), the inherited checks and conversions would change nothing,
        so the arrays go straight to the native function (:mod:`mlbridge_llvm.compiled.pycall` checks them in C);
        anything else takes the general path, which converts or refuses as the ONNX runner does.
        """
        plan, pending = self._plan, self._populated.__dict__
        features = pending.get("features")
        if len(self._plans) > 1 and features is not None:  # several shape signatures seen: pick by shapes
            try:
                key = (features[self._order[0]].shape,) if self._one_input else \
                    tuple([features[n].shape for n in self._order])
                plan = self._plans.get(key)
            except (KeyError, AttributeError):
                plan = None
        if plan is not None and features is not None and len(features) == plan.n_inputs:
            scalar = as_type in _SCALARS and plan.scalar
            outs = plan.call(features, scalar or plan.detached)
            if outs is not None:
                del pending["features"]
                if scalar:
                    return as_type(outs[plan.pick].item())  # type: ignore[operator,misc]
                advice = plan.finish(outs)
                return advice if as_type is None else convert_advice(advice, as_type)
        return super().evaluate(as_type)

    def populate_features(self, *pairs: Any, **named: Any) -> "CompiledModelRunner":
        """As :meth:`MLModelRunner.populate_features`; keywords or one plain ``dict`` (the common calls) are merged
        directly."""
        if not pairs:
            self._populated.__dict__.setdefault("features", {}).update(named)
            return self
        if len(pairs) == 1 and not named and type(pairs[0]) is dict:
            self._populated.__dict__.setdefault("features", {}).update(pairs[0])
            return self
        super().populate_features(*pairs, **named)
        return self

    def _evaluate(self, features: dict[str, Any]) -> Advice:
        """The inherited query; afterwards the shapes it saw become the fast path's plan."""
        feed, added = self._prepare(features)
        outs = self._run(feed)
        advice = self._shape_advice(self._unbatch(outs, added))
        self._learn(features, feed, added, outs)
        return advice

    def _learn(self, features: Mapping[str, Any], feed: Mapping[str, np.ndarray], added: bool,
               outs: list[np.ndarray]) -> None:
        """Record how features of these exact shapes became a native call (the fast path's plan)."""
        if any(not (type(v) is np.ndarray and v.flags.c_contiguous) for v in features.values()):
            return
        fn = self._function(tuple(feed[n].shape for n in self._order))
        spec, index = self.advice_spec, self._advice_index
        out_types = [(o.dtype, o.shape) for o in outs]
        scalar_pick = 0
        squeeze = [added and sq and o.ndim > 0 and o.shape[0] == 1 for o, sq in zip(outs, self._squeeze)]
        if spec is not None:
            chosen = outs[0 if index is None else index]
            if chosen.dtype != spec.dtype or chosen.size != spec.num_elements:
                return  # conform() converts: keep the general path
            pick, shape = (0 if index is None else index), spec.shape
            scalar_pick = pick

            def finish(o: list[np.ndarray]) -> Any:
                return o[pick].reshape(shape)
            scalar = spec.num_elements == 1
        elif len(outs) == 1:
            sq = squeeze[0]

            def finish(o: list[np.ndarray]) -> Any:
                return o[0][0] if sq else o[0]
            scalar = outs[0].size == 1
        else:
            names = self._output_names

            def finish(o: list[np.ndarray]) -> Any:
                return {n: (x[0] if q else x) for n, x, q in zip(names, o, squeeze)}
            scalar = False
        plan = _Plan(len(features), [(features[n].dtype, features[n].shape) for n in self._order],
                     fn.cfunc, out_types, finish, scalar, self._order)
        plan.source = self.source
        plan.pick = scalar_pick
        plan.detached = all(isinstance(v, np.generic) for v in
                            (finish(outs).values() if isinstance(finish(outs), dict) else [finish(outs)]))
        if len(self._plans) < _MAX_PLANS:
            self._plans[tuple(features[n].shape for n in self._order)] = plan
        self._plan = plan

    def _raise_status(self, status: int) -> None:
        from ..compiled.codegen import STATUS_CODES

        raise FeatureError(f"compiled model {self.source} refused the input: "
                           f"{STATUS_CODES.get(status, f'status {status}')}")

    def evaluate_batch(self, batch: Iterable[Mapping[str, Any]],
                       as_type: type | np.dtype | str | None = None) -> list[Advice]:
        """One native call per feature set (a call costs microseconds; no compilation per batch size)."""
        return [convert_advice(self._evaluate(self.conform(dict(f))), as_type) for f in batch]

    def describe(self) -> str:
        return f"compiled runner ({self.source})"

    def close(self) -> None:
        """Forget this runner's functions (the process-wide cache keeps them for other runners); idempotent."""
        self._sess = None
        self._fns = {}
        self._plan = None
        self._plans = {}

    def __repr__(self) -> str:
        ins = ", ".join(f"{i.name}: {i.describe()}" for i in self.inputs)
        outs = ", ".join(f"{o.name}: {o.describe()}" for o in self.outputs)
        return f"CompiledModelRunner({self.source!s}; inputs {ins}; outputs {outs})"


@register_runner("compiled")
def _from_spec(target: str, options: Mapping[str, str], **kw: Any) -> CompiledModelRunner:
    """``compiled:/path/model.onnx?cache=DIR|off``."""
    unknown = sorted(set(options) - {"cache"})
    if unknown:
        raise ConfigError(f"unknown compiled runner option(s) {unknown}; known: ['cache']")
    if not target:
        raise ConfigError("runner spec 'compiled:' needs a model path (compiled:model.onnx)")
    return CompiledModelRunner(target, cache_dir=options.get("cache"), **kw)
