"""The one backward pass of the kit's two-layer ReLU MLPs, shared by every trainer that fits one by gradient.

Every policy the kit trains by gradient is, whatever its loss, the network

    out = relu(sum_i x_i @ W_i + b0) @ w1 + b1 + sum_j m_j @ V_j

with one or more input blocks ``x_i @ W_i`` into the hidden layer (the standardised embedding, module features) and
optionally blocks ``m_j @ V_j`` straight into the output (the poset-rl action mask). A trainer computes its own
forward pass and ``dL/dout`` (cross-entropy, regret, Huber TD error, squared error...); :func:`backprop` turns that
into the gradient of every parameter. Leading axes are all summed, so per-candidate scores ``[n, 33, 1]`` (the
register allocator's) work as well as ``[n, k]`` logits.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

__all__ = ["Dense", "Grads", "backprop"]


@dataclass(frozen=True)
class Dense:
    """One input block ``x @ w`` of a layer: ``x`` ``[..., n_in]``, ``w`` ``[n_in, n_out]``."""

    x: np.ndarray
    w: np.ndarray


@dataclass
class Grads:
    """Gradients of :func:`backprop`: ``hidden[i]`` for ``into_hidden[i].w``, ``output[j]`` for ``into_output[j].w``."""

    hidden: list[np.ndarray]
    b0: np.ndarray
    w1: np.ndarray
    b1: np.ndarray
    output: list[np.ndarray]


def _rows(a: np.ndarray) -> np.ndarray:
    """``a`` as a matrix of rows: every leading axis folded into one (a view for contiguous or 2-D arrays)."""
    return a.reshape(-1, a.shape[-1])


def _weight_grad(x: np.ndarray, d: np.ndarray, w: np.ndarray, l2: float) -> np.ndarray:
    """``x^T d`` summed over the leading axes, plus ``l2 * w`` when ``l2`` is not 0."""
    g = _rows(x).T @ _rows(d)
    return g + l2 * w if l2 else g


def backprop(d_out: np.ndarray, h: np.ndarray, w1: np.ndarray, into_hidden: Sequence[Dense],
             into_output: Sequence[Dense] = (), l2: float = 0.0) -> Grads:
    """Gradients of a loss through the two-layer ReLU MLP described in the module docstring.

    ``d_out`` is ``dL/dout`` ``[..., n_out]``; ``h`` the hidden activations ``relu(...)`` of the same forward pass
    ``[..., hidden]``; ``w1`` the output weights ``[hidden, n_out]``. ``l2`` adds ``l2 * W`` to the gradient of every
    weight matrix (never to the biases), i.e. the gradient of ``l2 / 2 * sum W**2``.
    """
    dh = (d_out @ w1.T) * (h > 0)
    return Grads(hidden=[_weight_grad(b.x, dh, b.w, l2) for b in into_hidden], b0=_rows(dh).sum(0),
                 w1=_weight_grad(h, d_out, w1, l2), b1=_rows(d_out).sum(0),
                 output=[_weight_grad(b.x, d_out, b.w, l2) for b in into_output])
