"""ONNX policies for ``poset-rl``: the trained MLP's graph, and hand-weighted policies for tests.

Graph (:func:`policy_model`): inputs ``embedding`` float32 ``[N, 300]``, ``action_mask`` float32 ``[N, n]``
(1.0 = allowed) and ``module_features`` float32 ``[N, K]`` (:mod:`.features`); ``z = (sign(e) * log1p(|e|) - mean) /
std``, ``zf = (f - fmean) / fstd``; logits ``[N, n + 1]`` = MLP(z) with ``zf @ Wf`` added to the first layer's
pre-activation when feature weights are given (otherwise the input is declared and ignored) (+ ``action_mask @ M``
when mask weights are given); the last logit is "stop"; masked actions get -1e9 (stop is never masked);
``ArgMax``; index ``n`` becomes -1; with a step budget ``B``, -1 as well once ``B`` actions are applied (the mask
has ``B`` zeros). Output ``action`` int64 ``[N]``. So the model is self-contained: whatever
runs it (onnxruntime in the pass, a model server behind a pipe or gRPC) honours the mask and the stop convention.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from mlbridge_llvm.errors import SpecError
from mlbridge_llvm.onnx_models import mlp

from mlbridge_passes.poset_rl.features import N_FEATURES
from mlbridge_passes.poset_rl.poset import EMBED_DIM, STOP

MASKED = 1e9

def policy_model(layers: Sequence[tuple[np.ndarray, np.ndarray]], n_actions: int,
                 standardize: tuple[np.ndarray, np.ndarray] | None = None, mask_weights: np.ndarray | None = None,
                 signed_log1p: bool = True, feature_weights: np.ndarray | None = None,
                 feature_standardize: tuple[np.ndarray, np.ndarray] | None = None,
                 step_budget: int | None = None) -> onnx.ModelProto:
    """The policy graph (module docstring) for MLP ``layers`` mapping ``[N, 300]`` to ``n_actions + 1`` logits;
    ``step_budget``: answer stop once that many actions are applied (a learned stopping rule, chosen by the
    trainer's cross-validation; the pass's own ``steps=`` cap still applies)."""
    if step_budget is not None and not 1 <= step_budget <= n_actions:
        raise SpecError(f"step_budget must be in 1..{n_actions}, got {step_budget}")
    out_dim = np.asarray(layers[-1][0]).shape[1]
    if out_dim != n_actions + 1:
        raise SpecError(f"policy MLP must output n_actions + 1 = {n_actions + 1} logits (last = stop), got {out_dim}")
    if np.asarray(layers[0][0]).shape[0] != EMBED_DIM:
        raise SpecError(f"policy MLP must read the {EMBED_DIM}-D embedding, got {np.asarray(layers[0][0]).shape[0]}")
    model = mlp(layers, input_name="embedding", output_name="logits", signed_log1p=signed_log1p,
                standardize=standardize)
    g = model.graph
    if feature_weights is not None:
        add_module_features(g, feature_weights, feature_standardize, np.asarray(layers[0][0]).shape[1])
    inits = [numpy_helper.from_array(np.array(MASKED, np.float32), "masked_penalty"),
             numpy_helper.from_array(np.array(1.0, np.float32), "mask_one"),
             numpy_helper.from_array(np.array(n_actions, np.int64), "stop_index"),
             numpy_helper.from_array(np.array(STOP, np.int64), "stop_value"),
             numpy_helper.from_array(np.array([1], np.int64), "one_dim")]
    nodes = [  # a column of ones [N, 1] for "stop", which is never masked
        helper.make_node("Shape", ["action_mask"], ["mask_shape"], start=0, end=1),
        helper.make_node("Concat", ["mask_shape", "one_dim"], ["stop_shape"], axis=0),
        helper.make_node("ConstantOfShape", ["stop_shape"], ["stop_col"],
                         value=numpy_helper.from_array(np.array([1.0], np.float32))),
        helper.make_node("Concat", ["action_mask", "stop_col"], ["mask_ext"], axis=1),
    ]
    logits = "logits"
    if mask_weights is not None:
        m = np.asarray(mask_weights, np.float32)
        if m.shape == (n_actions, n_actions):
            m = np.concatenate([m, np.zeros((n_actions, 1), np.float32)], axis=1)
        if m.shape != (n_actions, n_actions + 1):
            raise SpecError(f"mask_weights must be [{n_actions}, {n_actions + 1}], got {list(m.shape)}")
        inits.append(numpy_helper.from_array(m, "mask_weights"))
        nodes += [helper.make_node("MatMul", ["action_mask", "mask_weights"], ["mask_logits"]),
                  helper.make_node("Add", ["logits", "mask_logits"], ["logits_m"])]
        logits = "logits_m"
    nodes += [
        helper.make_node("Sub", ["mask_ext", "mask_one"], ["mask_off"]),             # 0 allowed, -1 masked
        helper.make_node("Mul", ["mask_off", "masked_penalty"], ["penalty"]),
        helper.make_node("Add", [logits, "penalty"], ["masked_logits"]),
        helper.make_node("ArgMax", ["masked_logits"], ["index"], axis=-1, keepdims=0),
        helper.make_node("Equal", ["index", "stop_index"], ["is_stop"]),
        helper.make_node("Where", ["is_stop", "stop_value", "index"], ["action" if step_budget is None
                                                                       else "policy_action"]),
    ]
    if step_budget is not None:  # allowed actions left > n - budget  <=>  fewer than budget applied
        inits += [numpy_helper.from_array(np.ones(n_actions, np.float32), "ones_actions"),
                  numpy_helper.from_array(np.array(n_actions - step_budget + 0.5, np.float32), "budget_floor")]
        nodes += [helper.make_node("MatMul", ["action_mask", "ones_actions"], ["allowed_count"]),
                  helper.make_node("Greater", ["allowed_count", "budget_floor"], ["within_budget"]),
                  helper.make_node("Where", ["within_budget", "policy_action", "stop_value"], ["action"])]
    g.node.extend(nodes)
    g.initializer.extend(inits)
    return finish(model, n_actions, "poset_rl_policy")


def finish(model: onnx.ModelProto, n_actions: int, name: str) -> onnx.ModelProto:
    """Declare the pass's interface (inputs ``action_mask``, ``module_features``; the int64 ``action`` output
    replacing the MLP's) on a graph that computes ``action``, and check it."""
    g = model.graph
    g.input.append(helper.make_tensor_value_info("action_mask", TensorProto.FLOAT, ["N", n_actions]))
    g.input.append(helper.make_tensor_value_info("module_features", TensorProto.FLOAT, ["N", N_FEATURES]))
    del g.output[:]
    g.output.append(helper.make_tensor_value_info("action", TensorProto.INT64, ["N"]))
    g.name = name
    onnx.checker.check_model(model, full_check=True)
    return model


def sequence_policy(actions: Sequence[int], n_actions: int) -> onnx.ModelProto:
    """A hand-weighted policy that plays ``actions`` in this order, then stops (whatever the embedding).

    Logit of action ``a_k`` = ``mask[a_k] * (len - k + 1)``, stop = 0.5, others 0: the highest-priority action not
    used yet wins; once all are used (masked), stop wins. Used with the driver's mask this replays ``actions``.
    """
    if len(set(actions)) != len(actions) or any(not 0 <= a < n_actions for a in actions):
        raise SpecError(f"sequence_policy: actions must be distinct indices in [0, {n_actions}), got {list(actions)}")
    m = np.zeros((n_actions, n_actions + 1), np.float32)
    for k, a in enumerate(actions):
        m[a, a] = len(actions) - k + 1.0
    b = np.zeros(n_actions + 1, np.float32)
    b[n_actions] = 0.5
    return policy_model([(np.zeros((EMBED_DIM, n_actions + 1), np.float32), b)], n_actions, mask_weights=m,
                        signed_log1p=False)


def add_module_features(g: onnx.GraphProto, feature_weights: np.ndarray,
                         feature_standardize: tuple[np.ndarray, np.ndarray] | None, width: int) -> None:
    """Add ``((module_features - fmean) / fstd) @ Wf`` to the first layer's pre-activation of an :func:`mlp` graph."""
    wf = np.asarray(feature_weights, np.float32)
    if wf.shape != (N_FEATURES, width):
        raise SpecError(f"feature_weights must be [{N_FEATURES}, {width}], got {list(wf.shape)}")
    fmean, fstd = ((np.zeros(N_FEATURES), np.ones(N_FEATURES)) if feature_standardize is None
                   else feature_standardize)
    fstd = np.asarray(fstd, np.float32).reshape(N_FEATURES)
    g.initializer.extend([numpy_helper.from_array(np.asarray(fmean, np.float32).reshape(N_FEATURES), "f_mean"),
                          numpy_helper.from_array(np.where(fstd > 0, fstd, 1).astype(np.float32), "f_std"),
                          numpy_helper.from_array(wf, "Wf")])
    add0 = next(i for i, nd in enumerate(g.node) if nd.op_type == "Add" and list(nd.input) == ["mm0", "B0"])
    g.node[add0].input[0] = "mm0_f"
    for nd in reversed([helper.make_node("Sub", ["module_features", "f_mean"], ["f_centered"]),
                        helper.make_node("Div", ["f_centered", "f_std"], ["f_z"]),
                        helper.make_node("MatMul", ["f_z", "Wf"], ["f_mm"]),
                        helper.make_node("Add", ["mm0", "f_mm"], ["mm0_f"])]):
        g.node.insert(add0, nd)
