"""Ahead-of-time compilation: an object file plus a C header, the analog of TF's ``saved_model_cli aot_compile``.

:func:`compile_aot` specialises the model to concrete shapes (symbolic dims bound by ``dims``; an unbound leading
dimension is the batch and defaults to 1), compiles it for a target triple/CPU and returns the object bytes and the
header text. The C ABI (see :func:`header`)::

    int32_t NAME(const float *features, int64_t *decision);   /* inputs in graph order, then outputs */

Inputs are read-only, C-contiguous, row-major arrays of exactly the compiled shapes (bool as one byte 0/1);
outputs are written in full. The function returns ``NAME_OK`` (0) or a ``NAME_ERR_*`` status. It keeps no global
state (thread-safe, reentrant), allocates nothing, and needs only the C library and libm at link time.
"""
from __future__ import annotations

import keyword
import re
from dataclasses import dataclass
from typing import Mapping

import numpy as np

from .codegen import STATUS_CODES
from .graph import Model, specialize
from .onnx_to_llvm import CompiledModel, Port, Target, check_symbol, compile_program, bind_shapes

C_TYPES = {np.dtype("<f4"): "float", np.dtype("<f8"): "double", np.dtype("<i4"): "int32_t",
           np.dtype("<i8"): "int64_t", np.dtype("?"): "uint8_t"}
_STATUS_MACROS = {1: "ERR_INDEX", 2: "ERR_DIV_ZERO"}
_C_KEYWORDS = set(keyword.kwlist) | {
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
    "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
    "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "bool"}


@dataclass
class AotResult:
    """What :func:`compile_aot` produced."""

    compiled: CompiledModel
    header: str
    shapes: dict[str, tuple[int, ...]]


def default_name(path: str) -> str:
    """A C identifier from a model file name (``inliner-oz.onnx`` -> ``inliner_oz``)."""
    stem = re.sub(r"\.onnx$", "", path.rsplit("/", 1)[-1])
    return c_identifier(stem) or "policy"


def c_identifier(text: str) -> str:
    """``text`` made into a C identifier (other characters become ``_``; a leading digit or keyword gets ``_``)."""
    ident = re.sub(r"[^A-Za-z0-9_]", "_", text)
    if not ident or ident[0].isdigit() or ident in _C_KEYWORDS:
        ident = "_" + ident
    return ident


def _param_names(ports: list[Port]) -> list[str]:
    names: list[str] = []
    for p in ports:
        base = c_identifier(p.name)
        name, k = base, 2
        while name in names:
            name, k = f"{base}_{k}", k + 1
        names.append(name)
    return names


def compile_aot(model: Model, name: str, target: Target | None = None, dims: Mapping[str, int] | None = None,
                keep_ir: bool = False) -> AotResult:
    """Object file and C header for ``model`` as the C function ``name``."""
    check_symbol(name)
    shapes = bind_shapes(model, dims)
    cm = compile_program(specialize(model, shapes), name, target or Target(), model.sha256, keep_ir)
    return AotResult(cm, header(cm, name, model.source), shapes)


def header(cm: CompiledModel, name: str, source: str) -> str:
    """The C header declaring ``name`` with one typed pointer per input and output, sizes and status codes."""
    guard = f"{name.upper()}_H_"
    up = name.upper()
    ports = cm.inputs + cm.outputs
    params = _param_names(ports)
    lines = [
        f"/* {name}: ONNX model {source} compiled by mlbridge-aot (model sha256 {cm.model_sha256}).",
        f" * Target {cm.triple}, CPU {cm.cpu or 'generic'}. Generated file: do not edit.",
        " *",
        f" * int32_t {name}(inputs..., outputs...) computes the model once. Every array is C-contiguous, row-major,",
        " * of exactly the shape below (bool tensors: one byte per element, 0 or 1). Inputs are only read; every",
        f" * output element is written. Returns {up}_OK or a {up}_ERR_* status (outputs then unspecified).",
        f" * No global state: thread-safe and reentrant; no allocation; about {cm.stack_bytes} bytes of stack.",
        " * Link with the object file, the C library and libm (cc main.c policy.o -lm).",
        " */",
        f"#ifndef {guard}",
        f"#define {guard}",
        "",
        "#include <stdint.h>",
        "",
        "#ifdef __cplusplus",
        'extern "C" {',
        "#endif",
        "",
        f"#define {up}_OK 0",
    ]
    for code, macro in _STATUS_MACROS.items():
        lines.append(f"#define {up}_{macro} {code} /* {STATUS_CODES[code]} */")
    lines.append("")
    for kind, group, offset in (("input", cm.inputs, 0), ("output", cm.outputs, len(cm.inputs))):
        lines.append(f"#define {up}_NUM_{kind.upper()}S {len(group)}")
        for i, p in enumerate(group):
            pname = params[offset + i]
            lines.append(f"/* {kind} {i}: '{p.name}' {C_TYPES[p.dtype]} {list(p.shape)} */")
            lines.append(f"#define {up}_{pname.upper()}_SIZE {p.size}")
            for d, extent in enumerate(p.shape):
                lines.append(f"#define {up}_{pname.upper()}_DIM{d} {extent}")
    lines.append(f"#define {up}_STACK_BYTES {cm.stack_bytes}")
    lines.append("")
    args = [f"const {C_TYPES[p.dtype]} *{n}" for p, n in zip(cm.inputs, params)] + \
           [f"{C_TYPES[p.dtype]} *{n}" for p, n in zip(cm.outputs, params[len(cm.inputs):])]
    lines.append(f"int32_t {name}({', '.join(args)});")
    lines += ["", "#ifdef __cplusplus", "}", "#endif", "", f"#endif /* {guard} */", ""]
    return "\n".join(lines)
