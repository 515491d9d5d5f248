"""The size critic's input, as the pass computes it (training and export: ``mlbridge_training.poset_rl.critic``).

A learned size critic for poset-rl predicts the ``.text`` bytes of a module from its IR, without code generation.

Why: on the training modules, choosing *between* a few whole sub-sequence orders by the measured ``.text`` of the
results beats every policy that chooses from the input module's observation (``models/poset-rl-odg.md``): which
order gives the smaller object is not predictable from the input, but it is visible in the *results*. The critic
makes that choice at compile time without code generation: the pass applies each candidate plan in-process and
keeps the result the critic scores smallest (``poset-rl<plans=...>``, :mod:`.poset`).

The critic is linear in the module's **size features** (:func:`size_features`): the symbolic IR2Vec entity counts
of the defined functions summed over the module (opcodes, types, operand kinds, predicates: 110 counts) and the
number of defined functions. ``predicted_bytes = size_features @ w``: ``w`` are learned bytes per IR entity (and per
function), fitted to the measured ``.text`` of every catalog state of every training module by least squares on
the *relative* error (each module's states weighted by 1/its size as given), so large modules do not dominate.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from mlbridge_llvm.features.vocab import NUM_ENTITIES

#: entity counts (:data:`mlbridge_llvm.features.vocab.NUM_ENTITIES`) + the number of defined functions.
N_SIZE_FEATURES = NUM_ENTITIES + 1


def size_features(module: Any) -> np.ndarray:
    """float64 ``[N_SIZE_FEATURES]`` of a CModule or bitcode bytes: summed symbolic IR2Vec entity counts of the
    defined functions, then their number."""
    from mlbridge_llvm.features.ir2vec_native import function_counts
    from mlbridge_llvm.ir.llvmc import CModule

    if isinstance(module, (bytes, bytearray)):
        with CModule.parse_bitcode(bytes(module)) as cm:
            counts = function_counts(cm, flow=False)
    else:
        counts = function_counts(module, flow=False)
    return np.concatenate([counts.sum(0), [float(len(counts))]])
