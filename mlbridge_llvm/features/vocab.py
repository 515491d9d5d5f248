"""IR2Vec vocabularies laid out the way LLVM 22 expects them.

LLVM 22 (``llvm/lib/Analysis/IR2Vec.cpp``) looks up a fixed set of 110 *entities*, in this order (the order of
``llvm-ir2vec entities``, hard-coded here in :data:`ENTITIES` and shipped as ``models/ir2vec/entities_llvm22.txt``):

* 68 opcodes (``Ret`` ... ``Freeze``: LLVM's ``Instruction.def`` names, ``UserOp1``/``UserOp2`` included);
* 12 canonical types (``FloatTy`` ... ``UnknownTy``);
* 4 operand kinds (``Function``, ``Pointer``, ``Constant``, ``Variable``);
* 26 compare predicates (``FCMP_false`` ... ``FCMP_true``, ``ICMP_eq`` ... ``ICMP_sle``).

The JSON file LLVM reads (``-ir2vec-vocab-path``) has three sections: ``"Opcodes"``, ``"Types"`` and
``"Arguments"``; operand kinds *and* predicates both live in ``"Arguments"`` (and are both scaled by the argument
weight). LLVM ignores keys it does not know and uses a zero vector for an entity the file lacks; so does
:meth:`Vocabulary.from_json` unless ``strict=True`` (the missing names are kept in :attr:`Vocabulary.missing`).

IIT-H's IR2Vec ships its seed vocabulary as text, one ``key:[v1, v2, ...]`` entry per line (a trailing comma is
allowed), with its own key names (``add``, ``getelementptr``, ``integerTy``, ``label``, ``variable``, ...).
:meth:`Vocabulary.from_ir2vec_text` reads that format through :data:`SEED_MAPPING`, the documented
LLVM-22-entity <- seed-key table used to build the shipped ``models/ir2vec/seed_vocab_300d_llvm22.json``.

Errors: a file that is missing, unreadable or not valid JSON/text raises :class:`~mlbridge_llvm.errors.ModelError`;
content with the wrong structure (missing section, non-numeric entry, vectors of different or zero dimension,
non-finite values) raises :class:`~mlbridge_llvm.errors.SpecError`.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from ..errors import ModelError, SpecError, ToolNotFoundError
from .. import resources

#: LLVM 22 opcode entities, in ``Instruction.def`` order (opcode number - 1).
OPCODES: tuple[str, ...] = (
    "Ret", "Br", "Switch", "IndirectBr", "Invoke", "Resume", "Unreachable", "CleanupRet", "CatchRet",
    "CatchSwitch", "CallBr", "FNeg", "Add", "FAdd", "Sub", "FSub", "Mul", "FMul", "UDiv", "SDiv", "FDiv", "URem",
    "SRem", "FRem", "Shl", "LShr", "AShr", "And", "Or", "Xor", "Alloca", "Load", "Store", "GetElementPtr", "Fence",
    "AtomicCmpXchg", "AtomicRMW", "Trunc", "ZExt", "SExt", "FPToUI", "FPToSI", "UIToFP", "SIToFP", "FPTrunc",
    "FPExt", "PtrToInt", "PtrToAddr", "IntToPtr", "BitCast", "AddrSpaceCast", "CleanupPad", "CatchPad", "ICmp",
    "FCmp", "PHI", "Call", "Select", "UserOp1", "UserOp2", "VAArg", "ExtractElement", "InsertElement",
    "ShuffleVector", "ExtractValue", "InsertValue", "LandingPad", "Freeze",
)
#: LLVM 22 canonical type entities (``Vocabulary::CanonicalTypeID`` order).
TYPES: tuple[str, ...] = (
    "FloatTy", "VoidTy", "LabelTy", "MetadataTy", "VectorTy", "TokenTy", "IntegerTy", "FunctionTy", "PointerTy",
    "StructTy", "ArrayTy", "UnknownTy",
)
#: LLVM 22 operand-kind entities (``Vocabulary::OperandKind`` order).
OPERANDS: tuple[str, ...] = ("Function", "Pointer", "Constant", "Variable")
#: LLVM 22 compare-predicate entities: the 16 FCmp predicates then the 10 ICmp predicates.
PREDICATES: tuple[str, ...] = tuple(
    [f"FCMP_{p}" for p in ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge",
                           "ult", "ule", "une", "true")]
    + [f"ICMP_{p}" for p in ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")]
)
#: All 110 entities in LLVM 22's flat order (= ``llvm-ir2vec entities``).
ENTITIES: tuple[str, ...] = OPCODES + TYPES + OPERANDS + PREDICATES
NUM_ENTITIES = len(ENTITIES)
ENTITY_INDEX: dict[str, int] = {name: i for i, name in enumerate(ENTITIES)}

OPCODE_BASE = 0
TYPE_BASE = len(OPCODES)
OPERAND_BASE = TYPE_BASE + len(TYPES)
PREDICATE_BASE = OPERAND_BASE + len(OPERANDS)

#: JSON section names, and which entities each holds.
SECTIONS: tuple[str, ...] = ("Opcodes", "Types", "Arguments")
SECTION_ENTITIES: dict[str, tuple[str, ...]] = {
    "Opcodes": OPCODES,
    "Types": TYPES,
    "Arguments": OPERANDS + PREDICATES,
}
#: Section of each entity (predicates are looked up in ``"Arguments"`` by LLVM 22).
ENTITY_SECTION: dict[str, str] = {e: s for s, ents in SECTION_ENTITIES.items() for e in ents}

# ---------------------------------------------------------------------------------------------------------------
# IIT-H seed vocabulary -> LLVM 22 entities
# ---------------------------------------------------------------------------------------------------------------

#: LLVM 22 entity -> key of IIT-H's seed vocabulary (``ir2vec==2.1.1``, ``seedEmbeddingVocab.txt``) whose vector
#: it receives, or ``None`` for a zero vector. Direct matches are the lower-cased opcode names and the identical
#: type/operand names; every other line is a fallback explained in :data:`SEED_MAPPING_NOTES`.
SEED_MAPPING: dict[str, str | None] = {
    **{op: op.lower() for op in OPCODES},
    # opcodes absent from the seed vocabulary (IR2Vec 2.1.1 was trained on LLVM IR without them)
    "IndirectBr": "switch",
    "CleanupRet": "resume",
    "CatchRet": "resume",
    "CatchSwitch": "landingpad",
    "CallBr": "invoke",
    "FRem": "fdiv",
    "Fence": "store",
    "AtomicCmpXchg": "store",
    "AtomicRMW": "load",
    "PtrToAddr": "ptrtoint",
    "AddrSpaceCast": "bitcast",
    "CleanupPad": "landingpad",
    "CatchPad": "landingpad",
    "UserOp1": None,
    "UserOp2": None,
    "VAArg": "load",
    # types
    "FloatTy": "floatTy",
    "VoidTy": "voidTy",
    "LabelTy": "label",
    "MetadataTy": None,
    "VectorTy": "vectorTy",
    "TokenTy": "voidTy",
    "IntegerTy": "integerTy",
    "FunctionTy": None,
    "PointerTy": "pointerTy",
    "StructTy": "structTy",
    "ArrayTy": "structTy",
    "UnknownTy": "pointerTy",
    # operand kinds
    "Function": "function",
    "Pointer": "pointer",
    "Constant": "constant",
    "Variable": "variable",
    # predicates: the seed model has no predicate entities
    **{p: None for p in PREDICATES},
}

#: Why each non-direct :data:`SEED_MAPPING` entry was chosen (entity -> reason).
SEED_MAPPING_NOTES: dict[str, str] = {
    "IndirectBr": "multi-way branch on a run-time value with several label operands: closest to `switch`",
    "CleanupRet": "funclet EH terminator that leaves a cleanup and continues unwinding: closest to `resume`",
    "CatchRet": "funclet EH terminator that leaves a catch handler: closest to `resume` (the only EH exit in the seed)",
    "CatchSwitch": "first instruction of a funclet EH pad block that dispatches to handlers: closest to `landingpad`",
    "CallBr": "call that is also a terminator with several successors (asm goto): closest to `invoke`",
    "FRem": "floating-point division family (`frem` is fmod): closest to `fdiv`",
    "Fence": "memory-ordering side effect with void result: closest to `store`",
    "AtomicCmpXchg": "conditional atomic write to memory: closest to `store`",
    "AtomicRMW": "atomic read-modify-write whose result is the loaded value: closest to `load`",
    "PtrToAddr": "LLVM 22's address-only `ptrtoint`: same family, `ptrtoint`",
    "AddrSpaceCast": "pointer-to-pointer cast that does not change the bits' meaning: closest to `bitcast`",
    "CleanupPad": "funclet EH pad: closest to `landingpad`",
    "CatchPad": "funclet EH pad: closest to `landingpad`",
    "UserOp1": "internal pseudo-opcode that never occurs in parsed IR: zero vector",
    "UserOp2": "internal pseudo-opcode that never occurs in parsed IR: zero vector",
    "VAArg": "reads the next variadic argument from the va_list in memory: closest to `load`",
    "LabelTy": "the seed's `label` entity (IIT-H's triplets emit `label` for basic-block operands, whose type is "
               "label); LLVM 22 classifies block operands as `Variable` and no instruction has label type",
    "MetadataTy": "no instruction has metadata type (LLVM 22 never looks it up for a real instruction): zero vector",
    "TokenTy": "token results (EH pads, statepoints) carry no inspectable data: closest to `voidTy`",
    "FunctionTy": "no instruction has function type (LLVM 22 never looks it up for a real instruction): zero vector",
    "ArrayTy": "the other aggregate type: closest to `structTy`",
    "UnknownTy": "target extension types (opaque target handles such as `target(\"spirv.Image\")`): closest to "
                 "`pointerTy`",
    **{p: "compare predicates are new in LLVM's IR2Vec and absent from the seed model: zero vector, so ICmp/FCmp "
          "embeddings reduce to IIT-H's formula" for p in PREDICATES},
}


class Vocabulary:
    """An IR2Vec vocabulary: one float64 vector of dimension :attr:`dim` per LLVM 22 entity, in LLVM's order.

    ``table`` has shape ``(110, dim)``; row ``i`` is the vector of ``ENTITIES[i]``. ``missing`` lists the entities
    the source file lacked (they hold zeros, as in LLVM), ``source`` says where the vocabulary came from.
    """

    __slots__ = ("_table", "source", "missing")

    def __init__(self, table: Any, *, source: str | None = None, missing: Iterable[str] = ()) -> None:
        """Wrap ``table`` (array-like of shape ``(110, dim)``, finite numbers); raises SpecError otherwise."""
        try:
            arr = np.array(table, dtype=np.float64)
        except (TypeError, ValueError) as e:
            raise SpecError(f"vocabulary table is not numeric: {e}") from None
        if arr.ndim != 2 or arr.shape[0] != NUM_ENTITIES or arr.shape[1] < 1:
            raise SpecError(f"vocabulary table must have shape ({NUM_ENTITIES}, dim>=1), got {arr.shape}")
        if not np.all(np.isfinite(arr)):
            bad = ENTITIES[int(np.nonzero(~np.all(np.isfinite(arr), axis=1))[0][0])]
            raise SpecError(f"vocabulary vector of {bad!r} has non-finite values")
        arr.setflags(write=False)
        self._table = arr
        self.source = source
        self.missing: tuple[str, ...] = tuple(missing)

    # -- access ---------------------------------------------------------------------------------------------------
    @property
    def dim(self) -> int:
        """Embedding dimension."""
        return int(self._table.shape[1])

    @property
    def table(self) -> np.ndarray:
        """Read-only ``(110, dim)`` float64 array, rows in :data:`ENTITIES` order."""
        return self._table

    @staticmethod
    def entities() -> list[str]:
        """The 110 entity names in LLVM 22's order (identical to ``llvm-ir2vec entities``)."""
        return list(ENTITIES)

    @staticmethod
    def index(name: str) -> int:
        """Row of entity ``name``; raises SpecError for an unknown name."""
        try:
            return ENTITY_INDEX[name]
        except KeyError:
            raise SpecError(f"unknown IR2Vec entity {name!r}") from None

    def __getitem__(self, name: str) -> np.ndarray:
        """Vector of entity ``name`` (read-only view)."""
        return self._table[self.index(name)]

    def __contains__(self, name: object) -> bool:
        """True when ``name`` is one of LLVM 22's entities."""
        return name in ENTITY_INDEX

    def __len__(self) -> int:
        """Number of entities (always 110)."""
        return NUM_ENTITIES

    def __repr__(self) -> str:
        """Short description: dimension, source and number of missing entities."""
        return f"Vocabulary(dim={self.dim}, source={self.source!r}, missing={len(self.missing)})"

    def section_weights(self, opc_weight: float = 1.0, type_weight: float = 0.5, arg_weight: float = 0.2) -> np.ndarray:
        """Per-row weight, as LLVM applies it: each weight is a C ``float`` (``cl::opt<float>``) widened to double.

        Opcodes get ``opc_weight``, types ``type_weight``, operand kinds and predicates ``arg_weight``.
        """
        w = np.empty(NUM_ENTITIES, dtype=np.float64)
        w[:TYPE_BASE] = float(np.float32(opc_weight))
        w[TYPE_BASE:OPERAND_BASE] = float(np.float32(type_weight))
        w[OPERAND_BASE:] = float(np.float32(arg_weight))
        return w

    def weighted_table(self, opc_weight: float = 1.0, type_weight: float = 0.5, arg_weight: float = 0.2) -> np.ndarray:
        """``table`` with every row scaled by its section weight, as LLVM 22 scales the vocabulary when it loads it."""
        return self._table * self.section_weights(opc_weight, type_weight, arg_weight)[:, None]

    def scaled(self, factor: float) -> "Vocabulary":
        """A copy with every vector multiplied by ``factor`` (e.g. a power of two, to read LLVM's 2-decimal output)."""
        return Vocabulary(self._table * float(factor), source=f"{self.source} * {factor!r}", missing=self.missing)

    def allclose(self, other: "Vocabulary", rtol: float = 1e-12, atol: float = 0.0) -> bool:
        """True when both tables have the same shape and agree within the tolerances."""
        return self._table.shape == other._table.shape and bool(np.allclose(self._table, other._table, rtol=rtol, atol=atol))

    # -- constructors ---------------------------------------------------------------------------------------------
    @classmethod
    def zeros(cls, dim: int) -> "Vocabulary":
        """An all-zero vocabulary of dimension ``dim``."""
        if dim < 1:
            raise SpecError(f"vocabulary dimension must be >= 1, got {dim}")
        return cls(np.zeros((NUM_ENTITIES, dim)), source="zeros")

    @classmethod
    def from_mapping(cls, vectors: Mapping[str, Sequence[float]], *, strict: bool = False,
                     source: str | None = None) -> "Vocabulary":
        """Build from a flat ``{entity: vector}`` mapping; unknown keys are ignored, missing entities get zeros.

        With ``strict=True`` a missing entity raises SpecError. All vectors must share one dimension.
        """
        dim = _common_dim(vectors.items(), "vocabulary")
        rows = {name: _as_vector(vectors[name], name, dim) for name in ENTITIES if name in vectors}
        table, missing = _entity_table(rows, dim, strict, "vocabulary lacks")
        return cls(table, source=source, missing=missing)

    @classmethod
    def from_json_obj(cls, obj: Any, *, strict: bool = False, source: str | None = None) -> "Vocabulary":
        """Build from LLVM 22's parsed JSON form ``{"Opcodes": {...}, "Types": {...}, "Arguments": {...}}``.

        Like LLVM: each section must be a non-empty object of equal-length number arrays, the three sections must
        have one dimension, keys a section does not own are ignored, and missing entities become zero vectors
        (SpecError instead when ``strict``).
        """
        where = source or "vocabulary"
        if not isinstance(obj, dict):
            raise SpecError(f"{where}: JSON root is not an object")
        dims: dict[str, int] = {}
        table_rows: dict[str, np.ndarray] = {}
        for section in SECTIONS:
            if section not in obj:
                raise SpecError(f"{where}: missing {section!r} section (LLVM 22 needs Opcodes, Types and Arguments)")
            sec = obj[section]
            if not isinstance(sec, dict):
                raise SpecError(f"{where}: section {section!r} is not an object of entity -> vector")
            if not sec:
                raise SpecError(f"{where}: section {section!r} is empty")
            dims[section] = _common_dim(sec.items(), f"{where}: section {section!r}")
            for name in SECTION_ENTITIES[section]:
                if name in sec:
                    table_rows[name] = _as_vector(sec[name], name, dims[section])
        if len(set(dims.values())) != 1:
            raise SpecError(f"{where}: sections have different dimensions {dims}")
        table, missing = _entity_table(table_rows, dims["Opcodes"], strict, f"{where}: lacks")
        return cls(table, source=source, missing=missing)

    @classmethod
    def from_json(cls, path: str | os.PathLike[str], *, strict: bool = False) -> "Vocabulary":
        """Load an LLVM 22 JSON vocabulary file (the ``-ir2vec-vocab-path`` format)."""
        text = _read_text(path)
        try:
            obj = json.loads(text, parse_constant=_reject_constant)
        except (json.JSONDecodeError, ValueError) as e:
            raise ModelError(f"{os.fspath(path)}: not valid JSON: {e}") from None
        return cls.from_json_obj(obj, strict=strict, source=os.fspath(path))

    @classmethod
    def from_ir2vec_text(cls, path: str | os.PathLike[str], *, mapping: Mapping[str, str | None] | None = None,
                         strict: bool = True) -> "Vocabulary":
        """Load IIT-H IR2Vec's text vocabulary (``key:[v1, ...]`` lines) and map it to LLVM 22's entities.

        ``mapping`` (default :data:`SEED_MAPPING`) gives, for each LLVM entity, the seed key to copy or ``None``
        for zeros. With ``strict`` (default) a mapped key that the file lacks raises SpecError.
        """
        raw = read_ir2vec_text(path)
        return cls.from_seed(raw, mapping=mapping, strict=strict, source=os.fspath(path))

    @classmethod
    def from_seed(cls, raw: Mapping[str, np.ndarray], *, mapping: Mapping[str, str | None] | None = None,
                  strict: bool = True, source: str | None = None) -> "Vocabulary":
        """Map a ``{seed key: vector}`` dictionary (IIT-H names) to LLVM 22's entities through ``mapping``."""
        mapping = SEED_MAPPING if mapping is None else mapping
        dim = _common_dim(raw.items(), source or "seed vocabulary")
        table = np.zeros((NUM_ENTITIES, dim))
        missing = []
        for i, name in enumerate(ENTITIES):
            key = mapping.get(name)
            if key is None:
                continue
            if key not in raw:
                if strict:
                    raise SpecError(f"{source or 'seed vocabulary'}: has no key {key!r} (needed for entity {name!r})")
                missing.append(name)
                continue
            table[i] = raw[key]
        return cls(table, source=source, missing=missing)

    @classmethod
    def load(cls, path: str | os.PathLike[str], *, strict: bool = False) -> "Vocabulary":
        """Load either format: LLVM 22 JSON (file starts with ``{``) or IR2Vec text (``key:[...]`` lines)."""
        text = _read_text(path)
        if text.lstrip().startswith("{"):
            return cls.from_json(path, strict=strict)
        return cls.from_seed(parse_ir2vec_text(text, source=os.fspath(path)), strict=True, source=os.fspath(path))

    @classmethod
    def default(cls) -> "Vocabulary":
        """The shipped 300-D vocabulary (``models/ir2vec/seed_vocab_300d_llvm22.json``, or ``$MLBRIDGE_IR2VEC_VOCAB``).

        Loaded once per process and path (vocabularies are immutable). ModelError if the file is absent.
        """
        path = default_vocab_path()
        cached = _DEFAULT_CACHE.get(path)
        if cached is None:
            if not os.path.isfile(path):
                raise ModelError(f"IR2Vec vocabulary not found at {path}: run scripts/make_ir2vec_vocab.py from a "
                                 "source tree, or point $MLBRIDGE_IR2VEC_VOCAB at a vocabulary JSON")
            cached = _DEFAULT_CACHE[path] = cls.from_json(path, strict=True)
        return cached

    # -- output ---------------------------------------------------------------------------------------------------
    def to_json_obj(self) -> dict[str, dict[str, list[float]]]:
        """LLVM 22's JSON form: ``{"Opcodes": {...}, "Types": {...}, "Arguments": {...}}``, every entity present."""
        return {section: {name: [float(x) for x in self[name]] for name in names}
                for section, names in SECTION_ENTITIES.items()}

    def to_json_text(self) -> str:
        """JSON text LLVM 22 can read, one entity per line, floats written with ``repr`` (exact round trip)."""
        parts = ["{"]
        for s_i, (section, names) in enumerate(SECTION_ENTITIES.items()):
            parts.append(f'  "{section}": {{')
            for n_i, name in enumerate(names):
                vec = ", ".join(repr(float(x)) for x in self[name])
                parts.append(f'    "{name}": [{vec}]' + ("," if n_i < len(names) - 1 else ""))
            parts.append("  }" + ("," if s_i < len(SECTIONS) - 1 else ""))
        parts.append("}")
        return "\n".join(parts) + "\n"

    def save_json(self, path: str | os.PathLike[str]) -> str:
        """Write :meth:`to_json_text` to ``path`` atomically (temporary file + rename); returns the path."""
        from ..fileio import atomic_write

        p = os.fspath(path)
        try:
            atomic_write(p, self.to_json_text())
            os.chmod(p, 0o644)  # the temporary file was created 0600
        except OSError as e:
            raise ModelError(f"cannot write vocabulary {p}: {e}") from None
        return p


# ---------------------------------------------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------------------------------------------

_DEFAULT_CACHE: dict[str, Vocabulary] = {}
_SEED_LINE = re.compile(r"^\s*([^:\s][^:]*?)\s*:\s*\[(.*)\]\s*,?\s*$")


def parse_ir2vec_text(text: str, *, source: str = "IR2Vec vocabulary") -> dict[str, np.ndarray]:
    """Parse IIT-H's ``key:[v1, v2, ...]`` format (one entry a line, optional trailing comma, blank lines ok).

    Raises SpecError on a malformed line, a duplicate key, a non-numeric value or unequal dimensions.
    """
    out: dict[str, np.ndarray] = {}
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        m = _SEED_LINE.match(line)
        if not m:
            raise SpecError(f"{source}:{lineno}: expected 'key:[v1, v2, ...]'")
        key, body = m.group(1), m.group(2)
        if key in out:
            raise SpecError(f"{source}:{lineno}: duplicate key {key!r}")
        try:
            vals = [float(x) for x in body.split(",") if x.strip()]
        except ValueError:
            raise SpecError(f"{source}:{lineno}: non-numeric value in vector of {key!r}") from None
        vec = np.array(vals, dtype=np.float64)
        if vec.size == 0:
            raise SpecError(f"{source}:{lineno}: empty vector for {key!r}")
        if not np.all(np.isfinite(vec)):
            raise SpecError(f"{source}:{lineno}: non-finite value in vector of {key!r}")
        out[key] = vec
    if not out:
        raise SpecError(f"{source}: no entries")
    _common_dim(out.items(), source)
    return out


def read_ir2vec_text(path: str | os.PathLike[str]) -> dict[str, np.ndarray]:
    """Read an IIT-H IR2Vec text vocabulary file into ``{key: vector}`` (see :func:`parse_ir2vec_text`)."""
    return parse_ir2vec_text(_read_text(path), source=os.fspath(path))


def models_dir() -> str:
    """``ir2vec/`` under the bundled models directory (see :mod:`mlbridge_llvm.resources`)."""
    return str(resources.models_dir() / "ir2vec")


def default_vocab_path() -> str:
    """Path of the shipped vocabulary; ``$MLBRIDGE_IR2VEC_VOCAB`` overrides it."""
    return os.environ.get("MLBRIDGE_IR2VEC_VOCAB") or os.path.join(models_dir(), "seed_vocab_300d_llvm22.json")


def parse_entities_listing(text: str) -> list[str]:
    """Entity names from ``llvm-ir2vec entities`` output (a count line, then ``name<TAB>index`` lines)."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if not lines:
        raise SpecError("empty entity listing")
    try:
        count = int(lines[0].strip())
    except ValueError:
        raise SpecError(f"entity listing must start with the entity count, got {lines[0]!r}") from None
    names: list[str] = []
    for i, ln in enumerate(lines[1:]):
        parts = ln.split("\t")
        if len(parts) != 2 or not parts[1].strip().isdigit() or int(parts[1]) != i:
            raise SpecError(f"malformed entity line {ln!r} (expected 'name<TAB>{i}')")
        names.append(parts[0])
    if len(names) != count:
        raise SpecError(f"entity listing announces {count} entities but lists {len(names)}")
    return names


def entities_from_tool(tool: str | None = None, timeout: float = 60.0) -> list[str]:
    """Ask LLVM's ``llvm-ir2vec entities`` for the entity names (build time / tests; runtime uses :data:`ENTITIES`)."""
    if tool is None:
        from ..ir.tools import find_tool

        tool = find_tool("llvm-ir2vec")
    try:
        proc = subprocess.run([tool, "entities"], capture_output=True, text=True, timeout=timeout, check=False)
    except FileNotFoundError:
        raise ToolNotFoundError(f"llvm-ir2vec not found at {tool}") from None
    if proc.returncode != 0:
        raise ModelError(f"llvm-ir2vec entities failed ({proc.returncode}): {proc.stderr.strip()[:500]}")
    return parse_entities_listing(proc.stdout)


def _read_text(path: str | os.PathLike[str]) -> str:
    p = os.fspath(path)
    try:
        with open(p, "r", encoding="utf-8") as f:
            return f.read()
    except FileNotFoundError:
        raise ModelError(f"vocabulary file not found: {p}") from None
    except (OSError, UnicodeDecodeError) as e:
        raise ModelError(f"cannot read vocabulary {p}: {e}") from None


def _reject_constant(name: str) -> float:
    raise ValueError(f"non-standard JSON constant {name}")


def _is_number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _entity_table(rows: Mapping[str, np.ndarray], dim: int, strict: bool, what: str) -> tuple[np.ndarray, list[str]]:
    """The ``(NUM_ENTITIES, dim)`` table in :data:`ENTITIES` order from ``rows`` (missing entities: zero rows), and the
    missing names; with ``strict``, SpecError ``"<what> N entities: ..."`` when any is missing."""
    table = np.zeros((NUM_ENTITIES, dim))
    missing = []
    for i, name in enumerate(ENTITIES):
        if name in rows:
            table[i] = rows[name]
        else:
            missing.append(name)
    if strict and missing:
        raise SpecError(f"{what} {len(missing)} entities: {', '.join(missing[:8])}{' ...' if len(missing) > 8 else ''}")
    return table, missing


def _common_dim(items: Iterable[tuple[str, Any]], where: str) -> int:
    dim = None
    for name, vec in items:
        if not isinstance(vec, (list, tuple, np.ndarray)):
            raise SpecError(f"{where}: entry {name!r} is not an array of numbers")
        n = len(vec)
        if n == 0:
            raise SpecError(f"{where}: entry {name!r} has dimension zero")
        if dim is None:
            dim = n
        elif n != dim:
            raise SpecError(f"{where}: entry {name!r} has dimension {n}, others have {dim}")
    if dim is None:
        raise SpecError(f"{where}: no entries")
    return dim


def _as_vector(vec: Any, name: str, dim: int) -> np.ndarray:
    if isinstance(vec, np.ndarray):
        arr = vec.astype(np.float64, copy=False)
    else:
        if not all(_is_number(x) for x in vec):
            raise SpecError(f"vector of {name!r} holds a non-number")
        arr = np.array(vec, dtype=np.float64)
    if arr.shape != (dim,):
        raise SpecError(f"vector of {name!r} has shape {arr.shape}, expected ({dim},)")
    if not np.all(np.isfinite(arr)):
        raise SpecError(f"vector of {name!r} has non-finite values")
    return arr


__all__ = [
    "ENTITIES", "OPCODES", "TYPES", "OPERANDS", "PREDICATES", "NUM_ENTITIES", "ENTITY_INDEX", "SECTIONS",
    "SECTION_ENTITIES", "ENTITY_SECTION", "SEED_MAPPING", "SEED_MAPPING_NOTES", "Vocabulary", "parse_ir2vec_text",
    "read_ir2vec_text", "models_dir", "default_vocab_path", "parse_entities_listing", "entities_from_tool",
]
