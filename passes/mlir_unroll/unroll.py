"""``ml-affine-unroll``: an MLIR pass, written in Python, that asks a model how far to unroll each innermost loop.

Like the MLIR experiment of ML-Compiler-Bridge: for every innermost ``affine.for`` whose trip count is a constant
(at least 2), the pass computes the loop's feature vector (:data:`~mlbridge_llvm.features.mlir_features.LOOP_FEATURE_NAMES`,
float32 ``[18]``), sends it to a model runner (any :class:`~mlbridge_llvm.runners.MLModelRunner`: in-process ONNX by
default, pipes, gRPC, Python), and reads back an int64 action: the index of the unroll factor in
:data:`FACTORS` = ``(1, 2, 4, 8)``.

How the decision is applied: with MLIR's own unroller, through the transform dialect. Every chosen loop is tagged
with a discardable attribute (:data:`MARK_ATTR` = ``mlbridge.unroll_factor``), then one transform script --
``transform.structured.match ops{["affine.for"]} attributes{mlbridge.unroll_factor = N}`` followed by
``transform.loop.unroll {factor = N}``, once per distinct factor -- runs through the transform interpreter
(``mlir.dialects.transform.interpreter.apply_named_sequence``), and the tags are removed again. This reuses
``loopUnrollByFactor`` (the code behind ``affine-loop-unroll``), so iter_args, remainder (epilogue) loops for
trip counts that the factor does not divide, and full unrolling when the factor exceeds the trip count are all
handled by upstream MLIR; ``affine-loop-unroll{unroll-factor=N}`` itself cannot target a single loop, and cloning
bodies in Python would re-implement (and risk getting wrong) that logic.

The pass is two-phase: it first extracts features and queries the model for every candidate loop, and only then
touches the IR, so a model that does not fit (wrong input width, out-of-range action) fails with a clear
:class:`~mlbridge_llvm.errors.ModelError` and leaves the module unchanged.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from mlbridge_llvm.errors import ConfigError, FeatureError, IRError, MLBridgeError, ModelError
from mlbridge_llvm.features.mlir_features import (
    LOOP_FEATURE_NAMES,
    N_LOOP_FEATURES,
    LoopInfo,
    innermost_loops,
    loop_feature_dict,
    loop_info,
    trip_count,
)
from mlbridge_llvm.ir.mlir import MlirModule, format_diagnostic, walk
from mlbridge_llvm.runners import MLModelRunner
from mlbridge_llvm.tensors import TensorSpec

#: Pass name (in pipelines and remarks).
NAME = "ml-affine-unroll"
#: Unroll factors the model's action indexes.
FACTORS: tuple[int, ...] = (1, 2, 4, 8)
#: Name of the model input (float32 ``[N_LOOP_FEATURES]``) and of its output (int64 ``[1]`` action).
FEATURE_NAME = "input"
ADVICE_NAME = "output"
FEATURE_SPECS = [TensorSpec(FEATURE_NAME, "float", (N_LOOP_FEATURES,))]
ADVICE_SPEC = TensorSpec(ADVICE_NAME, "int64_t", (1,))
#: Discardable attribute that tags the loops to unroll while the transform script runs.
MARK_ATTR = "mlbridge.unroll_factor"
#: Loops with a smaller constant trip count are not candidates (nothing to unroll).
MIN_TRIP_COUNT = 2
#: Pass options (``ml-affine-unroll<factors=1,2,4,8;dry-run>``) and their help text.
OPTIONS = {
    "factors": "comma-separated unroll factors indexed by the model's action (default 1,2,4,8)",
    "dry-run": "ask the model and record remarks, but leave the IR unchanged (default false)",
}


@dataclass(frozen=True)
class UnrollOptions:
    """Parsed pass options."""

    factors: tuple[int, ...] = FACTORS
    dry_run: bool = False


@dataclass
class Candidate:
    """One innermost loop the model is asked about."""

    loop: Any  # affine.for OpView
    info: LoopInfo
    features: dict[str, float]

    @property
    def vector(self) -> np.ndarray:
        """The float32 feature vector in :data:`LOOP_FEATURE_NAMES` order."""
        return np.array([self.features[n] for n in LOOP_FEATURE_NAMES], dtype=np.float32)


# ---- options ---------------------------------------------------------------------------------------------------------
def _truthy(value: Any) -> bool:
    """Pass-option booleans: ``true/1/yes/on`` and ``false/0/no/off`` (or real bools)."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("", "true", "1", "yes", "on"):
        return True
    if text in ("false", "0", "no", "off"):
        return False
    raise ConfigError(f"{NAME}: expected a boolean option value, got {value!r}")


def parse_options(options: Mapping[str, Any] | UnrollOptions | None) -> UnrollOptions:
    """:class:`UnrollOptions` from a driver's option dict (string values; ``dry_run`` spelling accepted too)."""
    if options is None:
        return UnrollOptions()
    if isinstance(options, UnrollOptions):
        return options
    norm = {str(k).replace("_", "-"): v for k, v in options.items()}
    unknown = sorted(set(norm) - set(OPTIONS))
    if unknown:
        raise ConfigError(f"{NAME}: unknown option(s) {unknown}; known: {sorted(OPTIONS)}")
    factors = FACTORS
    if "factors" in norm:
        raw = norm["factors"]
        items = raw.split(",") if isinstance(raw, str) else list(raw)
        try:
            factors = tuple(int(str(x).strip()) for x in items)
        except ValueError:
            raise ConfigError(f"{NAME}: factors must be comma-separated integers, got {raw!r}") from None
        if not factors or any(f < 1 for f in factors):
            raise ConfigError(f"{NAME}: factors must be positive integers, got {raw!r}")
    return UnrollOptions(factors=factors, dry_run=_truthy(norm.get("dry-run", False)))


# ---- phase 1: features and decisions -----------------------------------------------------------------------------------
def candidates(module: Any) -> list[Candidate]:
    """Innermost ``affine.for`` loops with a constant trip count >= :data:`MIN_TRIP_COUNT`, in pre-order."""
    found = []
    for loop in innermost_loops(module, "affine.for"):
        info = loop_info(loop)
        if info.trip_count is not None and info.trip_count >= MIN_TRIP_COUNT:
            found.append(Candidate(loop, info, loop_feature_dict(loop, info)))
    return found


def check_runner(runner: MLModelRunner) -> None:
    """Fail early (:class:`ModelError`) when ``runner`` declares inputs/outputs this pass cannot feed or read."""
    for spec in runner.feature_specs or ():
        if spec.name == FEATURE_NAME and spec.num_elements != N_LOOP_FEATURES:
            raise ModelError(f"{NAME}: runner declares input {FEATURE_NAME!r} with {spec.num_elements} elements, but "
                             f"the pass provides {N_LOOP_FEATURES} loop features ({', '.join(LOOP_FEATURE_NAMES)})")
    inputs = getattr(runner, "inputs", None)  # ONNXModelRunner: the model's declared inputs
    if inputs is None:
        return
    source = getattr(runner, "source", "model")
    names = [i.name for i in inputs]
    if names != [FEATURE_NAME]:
        raise ModelError(f"{NAME}: model {source} has inputs {names}; the pass feeds exactly one, {FEATURE_NAME!r} "
                         f"(float32 [{N_LOOP_FEATURES}])")
    info = inputs[0]
    dims = info.shape[1:] if info.shape and info.has_batch else info.shape
    if dims is not None and all(isinstance(d, int) for d in dims) and int(np.prod(dims)) != N_LOOP_FEATURES:
        raise ModelError(f"{NAME}: model {source} expects input {FEATURE_NAME!r} of shape {list(info.shape)} "
                         f"({int(np.prod(dims))} features) but the pass provides {N_LOOP_FEATURES} loop features "
                         f"({', '.join(LOOP_FEATURE_NAMES)})")


def _action(advice: Any, n_factors: int, where: str) -> int:
    """The factor index from one advice: an integer action, or per-factor scores (argmax)."""
    try:
        arr = np.asarray(advice, dtype=np.float64).reshape(-1)
    except (TypeError, ValueError):
        raise ModelError(f"{NAME}: model answered {advice!r} for {where}, expected an integer action") from None
    if not np.all(np.isfinite(arr)):
        raise ModelError(f"{NAME}: model answered {arr.tolist()} for {where}, expected finite values")
    if arr.size == 1:
        value = float(arr[0])
        if value != int(value):
            raise ModelError(f"{NAME}: model answered {value!r} for {where}, expected an integer action")
        action = int(value)
    elif arr.size == n_factors:
        action = int(np.argmax(arr))
    else:
        raise ModelError(f"{NAME}: model answered {arr.size} values for {where}; expected one action "
                         f"or {n_factors} scores")
    if not 0 <= action < n_factors:
        raise ModelError(f"{NAME}: model chose action {action} for {where}, outside [0, {n_factors}) "
                         f"(one action per unroll factor)")
    return action


def decide(runner: MLModelRunner, cands: Sequence[Candidate], factors: Sequence[int] = FACTORS) -> list[int]:
    """Ask ``runner`` about every candidate (one batch where the runner supports it); return action indices."""
    if not cands:
        return []
    batch = [{FEATURE_NAME: c.vector} for c in cands]
    try:
        advice = runner.evaluate_batch(batch)
    except MLBridgeError as e:
        kind = ModelError if isinstance(e, FeatureError) else type(e)
        raise kind(f"{NAME}: the model rejected the loop features ({N_LOOP_FEATURES} float32 values: "
                   f"{', '.join(LOOP_FEATURE_NAMES)}): {e}") from None
    if len(advice) != len(cands):
        raise ModelError(f"{NAME}: runner returned {len(advice)} answers for {len(cands)} loops")
    return [_action(a, len(factors), f"the loop at {c.info.location}") for a, c in zip(advice, cands)]


# ---- phase 2: applying the decisions -------------------------------------------------------------------------------------
def _transform_script(factors: Sequence[int]) -> str:
    """Transform-dialect script unrolling every loop tagged ``MARK_ATTR = N`` by ``N``, for each ``N`` in ``factors``."""
    steps = []
    for i, f in enumerate(sorted(set(factors))):
        steps.append(
            f'    %l{i} = transform.structured.match ops{{["affine.for"]}} attributes{{{MARK_ATTR} = {f} : i64}} '
            f"in %root : (!transform.any_op) -> !transform.any_op\n"
            f"    transform.loop.unroll %l{i} {{factor = {f} : i64}} : !transform.any_op\n")
    return ("module attributes {transform.with_named_sequence} {\n"
            "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n"
            + "".join(steps) + "    transform.yield\n  }\n}\n")


def _strip_marks(root: Any) -> None:
    """Remove :data:`MARK_ATTR` from every operation under ``root`` (epilogue loops inherit it)."""
    for op in list(walk(root, "affine.for")):
        attrs = op.operation.attributes
        if MARK_ATTR in attrs:
            del attrs[MARK_ATTR]


def effective_factor(loop: Any, factor: int) -> int:
    """``factor`` capped at the loop's constant trip count (MLIR refuses to unroll beyond it; equal = full unroll)."""
    tc = trip_count(loop)
    return factor if tc is None else max(1, min(factor, tc))


def apply_unroll(module: Any, plan: Sequence[tuple[Any, int]]) -> None:
    """Unroll each ``(affine.for, factor)`` of ``plan`` with MLIR's ``transform.loop.unroll``.

    Factor 1 leaves a loop alone; a factor above the trip count is capped to it (:func:`effective_factor`), which
    unrolls the loop completely. Raises :class:`IRError` with MLIR's diagnostics if the unroller fails.
    """
    from mlir import ir
    from mlir.dialects.transform import interpreter

    root = module.operation if isinstance(module, MlirModule) else getattr(module, "operation", module)
    todo = [(loop, effective_factor(loop, f)) for loop, f in plan]
    todo = [(loop, f) for loop, f in todo if f > 1]
    _strip_marks(root)
    if not todo:
        return
    context = root.context
    diags: list[str] = []
    with context, ir.Location.unknown():
        i64 = ir.IntegerType.get_signless(64)
        for loop, f in todo:
            loop.operation.attributes[MARK_ATTR] = ir.IntegerAttr.get(i64, f)
        script = ir.Module.parse(_transform_script([f for _, f in todo]))
        try:
            interpreter.apply_named_sequence(root, script.body.operations[0], script)
        except ir.MLIRError as e:  # the interpreter's diagnostics
            diags = [format_diagnostic(d) for d in getattr(e, "error_diagnostics", None) or ()] or [" ".join(str(e).split())]
        finally:
            _strip_marks(root)
    if diags:
        raise IRError(f"{NAME}: transform.loop.unroll failed: {'; '.join(diags)}")


# ---- the pass ----------------------------------------------------------------------------------------------------------
def _remark(c: Candidate, action: int, factor: int, applied: bool) -> dict[str, Any]:
    """The decision record for one loop."""
    tc = c.info.trip_count or 0
    return {
        "pass": NAME,
        "name": "Unroll" if applied else ("NotUnrolled" if factor == 1 else "DryRun"),
        "kind": "Passed" if applied else "Missed",
        "function": c.info.function,
        "location": c.info.location,
        "trip_count": tc,
        "action": action,
        "factor": factor,
        "effective_factor": min(factor, tc),
        "applied": applied,
        "features": dict(c.features),
    }


def run_unroll(module: Any, runner: MLModelRunner, options: Mapping[str, Any] | UnrollOptions | None = None
               ) -> list[dict[str, Any]]:
    """Run ``ml-affine-unroll`` on ``module`` (MlirModule, ``mlir.ir.Module`` or module Operation) in place.

    Returns one remark dict per candidate loop: ``function``, ``location``, ``trip_count``, ``features`` (by name),
    ``action``, ``factor``, ``effective_factor`` (``min(factor, trip_count)``), ``applied``, ``kind``, ``name``.
    """
    opts = parse_options(options)
    if runner is None:
        raise ConfigError(f"{NAME}: no model runner given")
    check_runner(runner)
    cands = candidates(module)
    actions = decide(runner, cands, opts.factors)
    factors = [opts.factors[a] for a in actions]
    if not opts.dry_run:
        apply_unroll(module, [(c.loop, f) for c, f in zip(cands, factors)])
    return [_remark(c, a, f, applied=(f > 1 and not opts.dry_run)) for c, a, f in zip(cands, actions, factors)]


def make_mlir_pass(runner: MLModelRunner, options: Mapping[str, Any] | None = None,
                   remarks: list[dict[str, Any]] | None = None) -> Any:
    """A ``fn(op, pass_)`` for :func:`mlbridge_llvm.ir.mlir.register_python_pass` / ``run_pipeline(python_passes=)``.

    Each run appends its remark dicts to ``remarks`` (when given).
    """
    opts = parse_options(options)

    def ml_affine_unroll(op: Any, pass_: Any) -> None:
        out = run_unroll(op, runner, opts)
        if remarks is not None:
            remarks.extend(out)

    return ml_affine_unroll


__all__ = [
    "ADVICE_NAME",
    "ADVICE_SPEC",
    "FACTORS",
    "FEATURE_NAME",
    "FEATURE_SPECS",
    "MARK_ATTR",
    "MIN_TRIP_COUNT",
    "NAME",
    "OPTIONS",
    "Candidate",
    "UnrollOptions",
    "apply_unroll",
    "candidates",
    "check_runner",
    "decide",
    "effective_factor",
    "make_mlir_pass",
    "parse_options",
    "run_unroll",
]
