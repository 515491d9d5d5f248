"""Observation spaces of the LLVM environments, with CompilerGym's names and meanings where they carry over.

=========================== ======================================================================================
``Ir``, ``IrSha1``           the module as LLVM 22 textual IR; the SHA-1 of that text
``Bitcode``                  the module as bitcode bytes
``InstCount`` (``Dict``)     totals and one count per LLVM 22 opcode (71 entries: LLVM 22 has ``PtrToAddr``)
``InstCountNorm`` (``Dict``) the same divided by the instruction count (70 entries; ``Density`` keys)
``Autophase`` (``Dict``)     the 56 Autophase features
``IrInstructionCount``       instructions; ``O0``/``O3``/``Oz``: of the benchmark as given / after
                             ``default<O3>`` / after ``default<Oz>`` (per-benchmark baselines, cached)
``ObjectTextSizeBytes``      ``.text`` bytes of the module compiled in-process (codegen -O2); ``O0``/``O3``/``Oz``
``Runtime``                  wall seconds of ``runtime_count`` runs of the linked program (runnable benchmarks)
``IsRunnable``               whether ``Runtime`` and the differential validation apply
``Ir2VecSymbolic``           the kit's IR2Vec module vector (300-D, symbolic, LLVM 22's own embedding)
``Ir2VecFlowAware``          the same, flow-aware: what ``poset-rl`` observes
=========================== ======================================================================================

CompilerGym's ``Inst2vec*``, ``Programl*``, ``CpuInfo`` and ``Buildtime`` have no counterpart here (docs/gym.md).
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from ..errors import ConfigError
from .baselines import BASELINES, instruction_count, text_size
from .features import AUTOPHASE_NAMES, INST_COUNT_NAMES, autophase, inst_count
from .spaces import BytesSpace, FloatSequence, NoneSpace, TextSpace, box, scalar

EMBED_DIM = 300


@dataclass(frozen=True)
class ObservationSpec:
    """An observation space: its ``name``, the gymnasium ``space`` of its values, how a session computes it, and
    whether it is a per-benchmark constant (a baseline)."""

    name: str
    space: Any
    compute: Callable[[Any], Any]
    baseline: bool = False


def _ir2vec(kind: str) -> Callable[[Any], np.ndarray]:
    def compute(session: Any) -> np.ndarray:
        from ..features.module_vectors import sanitize

        return sanitize(session.vector_cache(kind).module_vector(session.module))
    return compute


def _norm(counts: np.ndarray) -> np.ndarray:
    return (counts[1:] / max(int(counts[0]), 1)).astype(np.float32)


def _baseline(name: str) -> Callable[[Any], np.ndarray]:
    def compute(session: Any) -> np.ndarray:
        b = session.benchmark
        return np.asarray(session.baselines.get(b.sha1, b.bitcode, name, b.uri), np.int64)
    return compute


def _runtime(session: Any) -> np.ndarray:
    from .runtime import runtimes

    b = session.benchmark
    if not b.runnable:
        raise ConfigError(f"Runtime: {b.uri} is not runnable (a program with main, built from C)")
    return np.asarray(runtimes(session.module.to_bitcode(), b.run, session.runtime_count), np.float64)


_INT_MAX = np.iinfo(np.int64).max
_F32 = float(np.finfo(np.float32).max)


def _specs() -> dict[str, ObservationSpec]:
    count = len(INST_COUNT_NAMES)
    specs = [
        ObservationSpec("Ir", TextSpace(), lambda s: s.module.to_ir()),
        ObservationSpec("IrSha1", TextSpace(), lambda s: hashlib.sha1(s.module.to_ir().encode()).hexdigest()),
        ObservationSpec("Bitcode", BytesSpace(), lambda s: s.module.to_bitcode()),
        ObservationSpec("InstCount", box(0, _INT_MAX, (count,), np.int64), lambda s: inst_count(s.module)),
        ObservationSpec("InstCountDict", _dict_space([f"{n}Count" for n in INST_COUNT_NAMES], np.int64),
                        lambda s: {f"{n}Count": np.asarray(v, np.int64) for n, v in zip(INST_COUNT_NAMES, inst_count(s.module))}),
        ObservationSpec("InstCountNorm", box(0.0, 1.0, (count - 1,), np.float32), lambda s: _norm(inst_count(s.module))),
        ObservationSpec("InstCountNormDict", _dict_space([f"{n}Density" for n in INST_COUNT_NAMES[1:]], np.float32),
                        lambda s: {f"{n}Density": np.asarray(v, np.float32) for n, v in
                                   zip(INST_COUNT_NAMES[1:], _norm(inst_count(s.module)))}),
        ObservationSpec("Autophase", box(0, _INT_MAX, (len(AUTOPHASE_NAMES),), np.int64), lambda s: autophase(s.module)),
        ObservationSpec("AutophaseDict", _dict_space(list(AUTOPHASE_NAMES), np.int64),
                        lambda s: {n: np.asarray(v, np.int64) for n, v in zip(AUTOPHASE_NAMES, autophase(s.module))}),
        ObservationSpec("IrInstructionCount", scalar(np.int64), lambda s: np.asarray(instruction_count(s.module), np.int64)),
        ObservationSpec("ObjectTextSizeBytes", scalar(np.int64), lambda s: np.asarray(text_size(s.module), np.int64)),
        ObservationSpec("Runtime", FloatSequence(), _runtime),
        ObservationSpec("IsRunnable", scalar(np.int8, 1), lambda s: np.asarray(int(s.benchmark.runnable), np.int8)),
        ObservationSpec("Ir2VecSymbolic", box(-_F32, _F32, (EMBED_DIM,), np.float32), _ir2vec("symbolic")),
        ObservationSpec("Ir2VecFlowAware", box(-_F32, _F32, (EMBED_DIM,), np.float32), _ir2vec("flow-aware")),
    ]
    specs += [ObservationSpec(name, scalar(np.int64), _baseline(name), baseline=True) for name in BASELINES]
    return {s.name: s for s in specs}


def _dict_space(keys: list[str], dtype: Any) -> Any:
    from .spaces import gym

    return gym.spaces.Dict({k: scalar(dtype) for k in keys})


#: Every observation space by name.
OBSERVATIONS: dict[str, ObservationSpec] = _specs()


def observation_spec(name: str | None) -> ObservationSpec:
    """The observation space ``name`` (None: no observation, CompilerGym's default); ConfigError if unknown."""
    if name is None:
        return ObservationSpec("None", NoneSpace(), lambda s: None)
    spec = OBSERVATIONS.get(name)
    if spec is None:
        gone = {"Inst2vec", "Inst2vecPreprocessedText", "Inst2vecEmbeddingIndices", "Programl", "ProgramlJson",
                "CpuInfo", "Buildtime", "BitcodeFile", "LexedIr", "LexedIrTuple"}
        hint = " (CompilerGym's; not available here, docs/gym.md)" if name in gone else ""
        raise ConfigError(f"unknown observation space {name!r}{hint}; known: {', '.join(OBSERVATIONS)}")
    return spec
