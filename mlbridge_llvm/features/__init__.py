"""Program features for ML decisions: IR2Vec embeddings of LLVM IR (:mod:`.ir2vec`, :mod:`.vocab`; module vectors
with the native walker, :mod:`.module_vectors` and :mod:`.ir2vec_native`) and MLIR loop features
(:mod:`.mlir_features`).

The IR2Vec names below are imported lazily, so ``import mlbridge_llvm.features.mlir_features`` does not load
llvmlite.
"""
from __future__ import annotations

from typing import Any

_LAZY = {
    "Vocabulary": ".vocab",
    "ENTITIES": ".vocab",
    "SEED_MAPPING": ".vocab",
    "default_vocab_path": ".vocab",
    "Embedder": ".ir2vec",
    "FunctionEmbedding": ".ir2vec",
    "ModuleEmbedding": ".ir2vec",
    "FunctionIR": ".ir2vec",
    "extract_function": ".ir2vec",
    "extract_module": ".ir2vec",
    "parse_module": ".ir2vec",
    "ModuleVectorCache": ".module_vectors",
}

__all__ = sorted(_LAZY)


def __getattr__(name: str) -> Any:
    """Import IR2Vec names on first use."""
    mod = _LAZY.get(name)
    if mod is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(mod, __name__), name)
    globals()[name] = value
    return value
