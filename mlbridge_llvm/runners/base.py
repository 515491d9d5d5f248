"""``MLModelRunner``: the compiler side's one way to ask a model.

As in ML-Compiler-Bridge: ``populate_features(...)`` sets named inputs, ``evaluate()`` queries the model and returns
its advice, typed on request (``evaluate(int)``). Concrete runners override :meth:`MLModelRunner._evaluate` (the
paper's ``evaluateUntyped``) and, where they can do better than a loop, :meth:`MLModelRunner.evaluate_batch`.
"""
from __future__ import annotations

import contextlib
import threading
from abc import ABC, abstractmethod
from typing import Any, Callable, ClassVar, Iterable, Iterator, Mapping, Sequence

import numpy as np

from ..errors import FeatureError, MLBridgeError, ModelError
from ..tensors import TensorSpec, conform_all

Advice = Any


class MLModelRunner(ABC):
    """Compiler-side model runner (context manager; ``close()`` releases pipes, sessions, channels).

    Features set by :meth:`populate_features` wait for :meth:`evaluate` in the calling thread only, so threads that
    share one runner (a model server answering many compilers) never mix their questions. Whether the model itself
    may be queried from several threads at once is the runner's business: in-process ONNX, Python and gRPC runners
    can; a pipe runner is one channel, one question at a time.
    """

    #: Scheme used in runner spec strings (``onnx``, ``pipe``, ``grpc``, ``python``).
    scheme: ClassVar[str] = ""

    def __init__(self, feature_specs: Sequence[TensorSpec] | None = None, advice_spec: TensorSpec | None = None):
        self.feature_specs = list(feature_specs) if feature_specs is not None else None
        self.advice_spec = advice_spec
        self._populated = threading.local()  # features set by populate_features, per thread (see the class docstring)

    # ---- the compiler-facing API ---------------------------------------------------------------------
    def populate_features(self, *pairs: tuple[str, Any] | Mapping[str, Any], **named: Any) -> "MLModelRunner":
        """Set input features: ``("name", value)`` pairs, mappings, or keyword arguments (later wins)."""
        pending = self._populated.__dict__.setdefault("features", {})
        for item in pairs:
            if isinstance(item, Mapping):
                pending.update(item)
            else:
                try:
                    name, value = item
                except (TypeError, ValueError):
                    raise FeatureError(f"populate_features expects (name, value) pairs or mappings, got {item!r}") from None
                pending[name] = value
        pending.update(named)
        return self

    def evaluate(self, as_type: type | np.dtype | str | None = None) -> Advice:
        """Query the model with the populated features (then cleared); convert the advice to ``as_type``.

        Whatever goes wrong comes out as an :class:`~mlbridge_llvm.errors.MLBridgeError`: an ordinary exception
        raised by a model (a user's Python function, onnxruntime, a gRPC stub) becomes a :class:`ModelError`
        naming the runner, so a pass can always fall back or stop cleanly (nothing else can leave LLVM waiting).
        """
        features = self._populated.__dict__.pop("features", {})
        with model_errors(self):
            return convert_advice(self._evaluate(self.conform(features)), as_type)

    def evaluate_batch(self, batch: Iterable[Mapping[str, Any]], as_type: type | np.dtype | str | None = None) -> list[Advice]:
        """Evaluate several independent feature sets; runners that can batch override this."""
        with model_errors(self):
            return [convert_advice(self._evaluate(self.conform(dict(f))), as_type) for f in batch]

    def describe(self) -> str:
        """A short name for messages (the scheme; subclasses may add their target)."""
        return f"{self.scheme or type(self).__name__} runner"

    def conform(self, features: Mapping[str, Any]) -> dict[str, Any]:
        """Check features against :attr:`feature_specs` (when declared) and convert them to their dtypes."""
        if self.feature_specs is None:
            return dict(features)
        return conform_all(self.feature_specs, features)

    @abstractmethod
    def _evaluate(self, features: dict[str, Any]) -> Advice:
        """Send conformed features to the model and return its raw advice (the paper's ``evaluateUntyped``)."""

    def close(self) -> None:
        """Release resources; idempotent."""

    def __enter__(self) -> "MLModelRunner":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


@contextlib.contextmanager
def model_errors(runner: "MLModelRunner") -> Iterator[None]:
    """Let the kit's errors and ``KeyboardInterrupt`` through; turn anything else a model raises into a one-line
    :class:`ModelError`, ``SystemExit`` and other bare ``BaseException`` subclasses included (a model's
    ``sys.exit()`` must not end the compiler silently, nor leave LLVM waiting in another thread)."""
    try:
        yield
    except (MLBridgeError, KeyboardInterrupt):
        raise
    except BaseException as e:
        detail = " ".join(str(e).split()) or "(no message)"
        raise ModelError(f"{runner.describe()}: the model raised {type(e).__name__}: {detail}") from e


def convert_advice(advice: Advice, as_type: type | np.dtype | str | None) -> Advice:
    """Typed advice: ``int``/``float``/``bool`` need exactly one element; a dtype casts an array."""
    if as_type is None:
        return advice
    if as_type in (int, float, bool):
        arr = np.asarray(advice)
        if arr.size != 1:
            raise FeatureError(f"advice has {arr.size} elements; cannot return it as {as_type.__name__}")
        return as_type(arr.reshape(()).item())
    if as_type is str:
        return str(advice)
    return np.asarray(advice).astype(as_type, copy=False)


#: scheme -> factory ``(target: str, options: dict[str, str]) -> MLModelRunner``, filled by :func:`register_runner`.
RUNNER_FACTORIES: dict[str, Callable[..., MLModelRunner]] = {}


def register_runner(scheme: str) -> Callable[[Callable[..., MLModelRunner]], Callable[..., MLModelRunner]]:
    """Register a factory for runner spec strings ``scheme:target?key=value&...``."""

    def deco(factory: Callable[..., MLModelRunner]) -> Callable[..., MLModelRunner]:
        RUNNER_FACTORIES[scheme] = factory
        return factory

    return deco
