"""MLIR access through the upstream Python bindings (``xtc-mlir-python-bindings``, top-level package ``mlir``).

A thin, typed layer over ``mlir.ir`` / ``mlir.passmanager``:

* :func:`load_mlir` parses a file or text into an :class:`MlirModule`, which owns its own ``mlir.ir.Context`` (the
  bindings' ``Context`` registers every upstream dialect and pass on creation) and a diagnostic handler;
* :meth:`MlirModule.walk` / :func:`walk` iterate over nested operations (optionally of one op name);
* :func:`run_pipeline` runs a textual pass pipeline, optionally with Python-defined passes spliced in by name;
* :func:`lower_to_llvm_ir` lowers a copy of the module through :data:`LLVM_LOWERING_PIPELINE` and translates it to
  LLVM IR text that llvmlite (LLVM 22) parses;
* :func:`register_python_pass` adds a Python callable to a ``PassManager`` as a real MLIR pass.

Every failure is an :class:`~mlbridge_llvm.errors.IRError` (parse, translation) or
:class:`~mlbridge_llvm.errors.PipelineError` (bad pipeline text, failing pass) whose message carries MLIR's own
diagnostics on one line (``file:line:col: error: message; ...``).

Thread-safety: a module and its context must be used from one thread at a time (the bindings' rule).
"""
from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ..errors import IRError, PipelineError
from ..pipeline_syntax import split_top_level

# The bindings are an optional extra (``mlbridge-llvm[mlir]``), imported at first use: loading them takes about
# 0.2 s, which every command that lists or runs only LLVM passes would pay otherwise.
_ir: Any = None
_pm: Any = None
_IMPORT_ERROR: ImportError | None = None

#: The standard lowering to the LLVM dialect used by :func:`lower_to_llvm_ir` (affine -> scf -> cf, then
#: math/memref/arith/cf/func/index -> llvm, and finally the removal of the casts the partial conversions left).
LLVM_LOWERING_PIPELINE = (
    "builtin.module("
    "lower-affine,"
    "convert-scf-to-cf,"
    "convert-math-to-llvm,"
    "expand-strided-metadata,"
    "lower-affine,"
    "finalize-memref-to-llvm,"
    "convert-arith-to-llvm,"
    "convert-cf-to-llvm,"
    "convert-func-to-llvm,"
    "convert-index-to-llvm,"
    "reconcile-unrealized-casts)"
)

#: ``fn(op, pass_)`` as the bindings call a Python pass; returning ``False`` signals a pass failure.
PassFn = Callable[[Any, Any], Any]


def _require_bindings() -> None:
    """Import the MLIR Python bindings once; :class:`IRError` when they are not installed."""
    global _ir, _pm, _IMPORT_ERROR
    if _ir is None and _IMPORT_ERROR is None:
        try:
            from mlir import ir, passmanager
        except ImportError as e:  # pragma: no cover - exercised only without the extra
            _IMPORT_ERROR = e
        else:
            _ir, _pm = ir, passmanager
    if _IMPORT_ERROR is not None:
        raise IRError(f"MLIR Python bindings are not installed (pip install 'mlbridge-llvm[mlir]'): {_IMPORT_ERROR}")


# ---- diagnostics ---------------------------------------------------------------------------------------------------
def format_location(loc: Any) -> str:
    """``file:line:col`` for a file location, MLIR's own text (``loc(...)``) otherwise."""
    try:
        if loc.is_a_file():
            return f"{loc.filename}:{loc.start_line}:{loc.start_col}"
        if loc.is_a_name():
            return f"{loc.name_str}@{format_location(loc.child_loc)}"
        if loc.is_a_callsite():
            return format_location(loc.callee)
        if loc.is_a_fused() and loc.locations:
            return format_location(loc.locations[0])
    except (AttributeError, TypeError, ValueError):  # exotic location kinds: fall back to the printed form
        return str(loc)
    return str(loc)


def format_diagnostic(diag: Any) -> str:
    """One line for an ``mlir.ir.Diagnostic`` or ``DiagnosticInfo``: ``loc: severity: message (note: ...)``."""
    severity = str(getattr(diag, "severity", "error")).rsplit(".", 1)[-1].lower()
    text = f"{format_location(diag.location)}: {severity}: {diag.message}"
    notes = [n.message for n in getattr(diag, "notes", ()) or ()]
    if notes:
        text += " (" + "; ".join(f"note: {n}" for n in notes) + ")"
    return " ".join(text.split())


def _error_text(err: BaseException, collected: Iterable[str] = ()) -> str:
    """The MLIR diagnostics of a failed call on one line (``MLIRError.error_diagnostics`` first)."""
    diags = [format_diagnostic(d) for d in getattr(err, "error_diagnostics", None) or ()]
    diags += [d for d in collected if d not in diags]
    if diags:
        return "; ".join(diags)
    return " ".join(str(err).split()) or type(err).__name__


# ---- the module wrapper --------------------------------------------------------------------------------------------
@dataclass(eq=False)
class MlirModule:
    """A parsed MLIR module together with the context that owns it.

    ``diagnostics`` collects, as one-line strings, every diagnostic MLIR reported outside a failing call (warnings,
    remarks); errors of failing calls end up in the raised exception instead. Keep the wrapper alive as long as you
    use any ``mlir.ir`` object taken from it.
    """

    context: Any  # mlir.ir.Context
    module: Any  # mlir.ir.Module
    name: str = "<mlir>"
    diagnostics: list[str] = field(default_factory=list)
    _handler: Any = field(default=None, repr=False)

    @property
    def operation(self) -> Any:
        """The ``builtin.module`` operation (an ``mlir.ir.Operation``)."""
        return self.module.operation

    def print(self, generic: bool = False, debug_info: bool = False) -> str:
        """The module's assembly (custom form unless ``generic``; with ``loc(...)`` when ``debug_info``)."""
        return self.operation.get_asm(print_generic_op_form=generic, enable_debug_info=debug_info)

    def __str__(self) -> str:
        return self.print()

    def walk(self, op_name: str | None = None) -> Iterator[Any]:
        """Pre-order iterator over the operations nested in the module (not the module itself); see :func:`walk`."""
        return walk(self.operation, op_name)

    def verify(self) -> None:
        """Run MLIR's verifier; :class:`IRError` with its diagnostics on failure."""
        _require_bindings()
        start = len(self.diagnostics)
        with self.context:
            try:
                self.operation.verify()
            except _ir.MLIRError as e:
                raise IRError(f"{self.name}: invalid MLIR: {_error_text(e, self.diagnostics[start:])}") from None

    def clone(self) -> MlirModule:
        """An independent deep copy in the same context (locations kept; diagnostics shared)."""
        _require_bindings()
        with self.context:
            copy = _ir.Module.parse(self.print(generic=True, debug_info=True))
        return MlirModule(self.context, copy, self.name, self.diagnostics, self._handler)


def _new_context(sink: list[str]) -> tuple[Any, Any]:
    """A fresh context (all upstream dialects and passes registered by the bindings) with a collecting handler."""
    _require_bindings()
    ctx = _ir.Context()

    def handler(diag: Any) -> bool:
        sink.append(format_diagnostic(diag))
        return True  # handled: do not print to stderr

    return ctx, ctx.attach_diagnostic_handler(handler)


def _looks_like_text(source: str) -> bool:
    """True for MLIR assembly, False for something that should be a file path."""
    return source == "" or "\n" in source or "{" in source or source.lstrip().startswith(("module", "func.func", "#"))


def load_mlir(source: str | bytes | os.PathLike[str], name: str | None = None) -> MlirModule:
    """Parse MLIR from a path (``os.PathLike``, or a one-line ``str`` naming a file) or from assembly text/bytes.

    Locations of a parsed file carry its path. Raises :class:`IRError` with MLIR's diagnostics on a parse error,
    or when a path does not exist.
    """
    _require_bindings()
    diagnostics: list[str] = []
    ctx, handler = _new_context(diagnostics)
    path: str | None = None
    if isinstance(source, os.PathLike) or (isinstance(source, str) and not _looks_like_text(source)):
        path = os.fspath(source)
        if not os.path.isfile(path):
            raise IRError(f"MLIR file {path} not found")
    label = name or path or "<mlir>"
    with ctx, _ir.Location.unknown():
        try:
            if path is not None:
                module = _ir.Module.parseFile(path)
            else:
                module = _ir.Module.parse(source if isinstance(source, (bytes, str)) else bytes(source))
        except (_ir.MLIRError, ValueError, TypeError) as e:  # MLIRError carries the diagnostics
            raise IRError(f"cannot parse MLIR {label}: {_error_text(e, diagnostics)}") from None
    return MlirModule(ctx, module, label, diagnostics, handler)


def _unwrap(target: Any) -> Any:
    """The ``mlir.ir.Operation`` behind an MlirModule, ``mlir.ir.Module``, OpView or Operation."""
    if isinstance(target, MlirModule):
        return target.operation
    op = getattr(target, "operation", target)
    return op


# ---- traversal -------------------------------------------------------------------------------------------------------
def walk(target: Any, op_name: str | None = None) -> Iterator[Any]:
    """Pre-order iterator over the operations nested in ``target`` (excluding ``target`` itself).

    ``target`` is an :class:`MlirModule`, ``mlir.ir.Module``, ``Operation`` or ``OpView``; the items are
    ``mlir.ir.Operation`` objects (``op.name`` is the operation name, ``op.opview`` the typed view).
    ``op_name`` keeps only operations of that name (``"affine.for"``). Do not mutate the IR while iterating:
    collect into a list first.
    """
    root = _unwrap(target)
    stack: list[Any] = [_children(root)]
    while stack:
        try:
            op = next(stack[-1])
        except StopIteration:
            stack.pop()
            continue
        if op_name is None or op.name == op_name:
            yield op
        if len(op.regions):
            stack.append(_children(op))


def _children(op: Any) -> Iterator[Any]:
    """The operations directly nested in ``op`` (all regions, all blocks, in order), as ``Operation``."""
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                yield child.operation


def op_counts(target: Any) -> dict[str, int]:
    """Histogram ``op name -> count`` of the operations nested in ``target``."""
    counts: dict[str, int] = {}
    for op in walk(target):
        counts[op.name] = counts.get(op.name, 0) + 1
    return counts


# ---- pass pipelines --------------------------------------------------------------------------------------------------
def register_python_pass(pm: Any, fn: PassFn, name: str, argument: str = "", description: str = "") -> None:
    """Add ``fn(op, pass_)`` to the ``mlir.passmanager.PassManager`` ``pm`` as an MLIR pass named ``name``.

    ``fn`` receives the anchor operation (``builtin.module`` for a module pass manager) and the bindings' pass
    handle. Returning ``False`` signals a pass failure (as does ``pass_.signal_pass_failure()``); an exception
    raised by ``fn`` propagates out of ``pm.run`` unchanged, so kit errors keep their type.
    """
    _require_bindings()

    def run(op: Any, pass_: Any) -> None:
        if fn(op, pass_) is False:
            pass_.signal_pass_failure()

    try:
        pm.add(run, name=name, argument=argument or name, description=description)
    except (TypeError, ValueError) as e:  # nanobind's errors on a bad pass manager or arguments
        raise PipelineError(f"cannot add Python pass {name!r}: {_error_text(e)}") from None


def split_pipeline(pipeline: str) -> list[str]:
    """Top-level elements of a pipeline body (commas outside ``()``, ``{}`` and ``<>``): see
    :func:`mlbridge_llvm.pipeline_syntax.split_top_level`, which this is."""
    return split_top_level(pipeline)


def _module_body(pipeline: str) -> str:
    """The pipeline without an enclosing ``builtin.module(...)`` anchor (kept as is otherwise)."""
    text = pipeline.strip()
    prefix = "builtin.module("
    if text.startswith(prefix) and text.endswith(")"):
        inner = text[len(prefix):-1]
        try:
            split_pipeline(inner)
        except PipelineError:
            return text
        return inner
    return text


def build_pass_manager(context: Any, pipeline: str, python_passes: dict[str, PassFn] | None = None) -> Any:
    """A module ``PassManager`` for ``pipeline`` (with or without ``builtin.module(...)``).

    Top-level elements named in ``python_passes`` become Python passes (:func:`register_python_pass`); runs of
    other elements are parsed by MLIR. Raises :class:`PipelineError` with MLIR's parser message.
    """
    _require_bindings()
    body = _module_body(pipeline)
    with context:
        pm = _pm.PassManager("builtin.module")
        if not body:
            return pm
        native: list[str] = []
        for item in split_pipeline(body):
            if python_passes and item in python_passes:
                _add_native(pm, native, pipeline)
                native = []
                register_python_pass(pm, python_passes[item], name=item, argument=item)
            else:
                native.append(item)
        _add_native(pm, native, pipeline)
    return pm


def _add_native(pm: Any, items: list[str], pipeline: str) -> None:
    """Parse and append native pipeline elements to ``pm``."""
    if not items:
        return
    try:
        pm.add(",".join(items))
    except (ValueError, _ir.MLIRError) as e:  # ValueError with the pipeline parser's message
        raise PipelineError(f"invalid pass pipeline {pipeline!r}: {_error_text(e)}") from None


def run_pipeline(module: MlirModule, pipeline: str, python_passes: dict[str, PassFn] | None = None,
                 verify: bool = True) -> MlirModule:
    """Run ``pipeline`` (e.g. ``"builtin.module(canonicalize,cse)"`` or ``"canonicalize,cse"``) on ``module`` in place.

    ``python_passes`` maps top-level pipeline element names to Python pass functions. Raises
    :class:`PipelineError` for an invalid pipeline or a failing pass, with the pass's diagnostics; the module may
    then be partly transformed. Returns ``module``.
    """
    pm = build_pass_manager(module.context, pipeline, python_passes)
    pm.enable_verifier(verify)
    start = len(module.diagnostics)
    with module.context:
        try:
            pm.run(module.operation)
        except _ir.MLIRError as e:  # an exception raised by a Python pass propagates with its own type
            raise PipelineError(f"pass pipeline {pipeline!r} failed on {module.name}: "
                                f"{_error_text(e, module.diagnostics[start:])}") from None
    return module


# ---- lowering ------------------------------------------------------------------------------------------------------
def lower_to_llvm_dialect(module: MlirModule, pipeline: str = LLVM_LOWERING_PIPELINE) -> MlirModule:
    """A copy of ``module`` lowered to the LLVM dialect (the input is left untouched)."""
    lowered = module.clone()
    return run_pipeline(lowered, pipeline)


def lower_to_llvm_ir(module: MlirModule, pipeline: str = LLVM_LOWERING_PIPELINE) -> str:
    """LLVM IR text for ``module``: lower a copy with ``pipeline``, then translate the LLVM dialect to LLVM IR.

    Raises :class:`PipelineError` when lowering fails and :class:`IRError` when operations outside the LLVM
    dialect remain (e.g. tensors, which need bufferization first). That check is not only for the message: the
    bindings' ``translate_module_to_llvmir`` prints an error and then *crashes the process* (segfault) on a module
    that still holds non-LLVM operations.
    """
    from mlir.dialects import llvm as _llvm_dialect

    lowered = lower_to_llvm_dialect(module, pipeline)
    leftover = sorted({op.name for op in walk(lowered) if not op.name.startswith(("llvm.", "builtin.module"))})
    if leftover:
        raise IRError(f"cannot translate {module.name} to LLVM IR: operations left after lowering: {leftover}")
    with lowered.context:
        start = len(lowered.diagnostics)
        try:
            return str(_llvm_dialect.translate_module_to_llvmir(lowered.operation))
        except (_ir.MLIRError, ValueError, RuntimeError) as e:
            raise IRError(f"cannot translate {module.name} to LLVM IR: "
                          f"{_error_text(e, lowered.diagnostics[start:])}") from None


__all__ = [
    "LLVM_LOWERING_PIPELINE",
    "MlirModule",
    "build_pass_manager",
    "format_diagnostic",
    "format_location",
    "load_mlir",
    "lower_to_llvm_dialect",
    "lower_to_llvm_ir",
    "op_counts",
    "register_python_pass",
    "run_pipeline",
    "split_pipeline",
    "walk",
]
