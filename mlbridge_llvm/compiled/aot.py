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

from ..errors import ConfigError
from .codegen import STATUS_CODES
from .graph import Model, specialize
from .onnx_to_llvm import CompiledModel, Port, Target, compile_program, bind_shapes

C_TYPES = {np.dtype("<f4"): "float", np.dtype("<f8"): "double", np.dtype("<i4"): "int32_t",
           np.dtype("<i8"): "int64_t", np.dtype("?"): "uint8_t"}
_STATUS_MACROS = {1: "ERR_INDEX", 2: "ERR_DIV_ZERO"}
#: C (C89-C23) and C++ (C++98-C++23) keywords, alternative operator spellings and macros every C program sees.
C_RESERVED_WORDS = frozenset("""
    auto break case char const continue default do double else enum extern float for goto if inline int long
    register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while
    _Alignas _Alignof _Atomic _BitInt _Bool _Complex _Decimal128 _Decimal32 _Decimal64 _Generic _Imaginary
    _Noreturn _Static_assert _Thread_local alignas alignof bool constexpr false nullptr static_assert thread_local
    true typeof typeof_unqual
    and and_eq asm bitand bitor catch char8_t char16_t char32_t class co_await co_return co_yield compl concept
    const_cast consteval constinit decltype delete dynamic_cast explicit export friend mutable namespace new
    noexcept not not_eq operator or or_eq private protected public reinterpret_cast requires static_cast template
    this throw try typeid typename using virtual wchar_t xor xor_eq final override import module
    NULL EOF errno assert offsetof main
""".split())
#: Names the header or the object already uses, or the C library (and libm, which the object may call) defines.
C_LIBRARY_NAMES = frozenset("""
    int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t intptr_t uintptr_t intmax_t uintmax_t size_t
    ptrdiff_t wchar_t max_align_t
    memcpy memmove memset memcmp memchr strlen strcpy strncpy strcat strncat strcmp strncmp strchr strrchr strstr
    strdup malloc calloc realloc free abort exit atexit _Exit quick_exit getenv system qsort bsearch abs labs llabs
    div ldiv lldiv atoi atol atoll atof strtol strtoll strtoul strtoull strtod strtof strtold rand srand
    printf fprintf sprintf snprintf puts fputs putchar fputc fwrite fread fopen fclose fflush stdin stdout stderr
    acos acosf acosh acoshf asin asinf asinh asinhf atan atanf atan2 atan2f atanh atanhf cbrt cbrtf ceil ceilf
    copysign copysignf cos cosf cosh coshf erf erff erfc erfcf exp expf exp2 exp2f expm1 expm1f fabs fabsf fdim
    fdimf floor floorf fma fmaf fmax fmaxf fmin fminf fmod fmodf frexp frexpf hypot hypotf ilogb ilogbf ldexp
    ldexpf lgamma lgammaf llrint llround log logf log10 log10f log1p log1pf log2 log2f logb logbf lrint lround
    modf modff nan nanf nearbyint nearbyintf nextafter nextafterf pow powf remainder remainderf remquo rint rintf
    round roundf scalbn scalbnf sin sinf sinh sinhf sqrt sqrtf tan tanf tanh tanhf tgamma tgammaf trunc truncf
    isnan isinf isfinite signbit fpclassify
""".split())
_C_KEYWORDS = set(keyword.kwlist) | C_RESERVED_WORDS


def check_c_name(name: str) -> str:
    """``name`` if it can be the exported C function: a C identifier that is no C/C++ keyword, is not reserved
    (a leading underscore is reserved at file scope) and names nothing of the C library; else a one-line
    ConfigError."""
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name or ""):
        raise ConfigError(f"function name {name!r} is not a C identifier (letters, digits and _, not starting with "
                          f"a digit)")
    if name in C_RESERVED_WORDS:
        raise ConfigError(f"function name {name!r} is a C or C++ keyword (or a name every C program reserves)")
    if name.startswith("_"):
        raise ConfigError(f"function name {name!r} starts with an underscore, which C reserves for the implementation "
                          f"at file scope")
    if name in C_LIBRARY_NAMES:
        raise ConfigError(f"function name {name!r} is a name of the C library or of <stdint.h>; pick another")
    return name


@dataclass
class AotResult:
    """What :func:`compile_aot` produced."""

    compiled: CompiledModel
    header: str
    shapes: dict[str, tuple[int, ...]]


def default_name(path: str) -> str:
    """A valid function name (see :func:`check_c_name`) from a model file name (``inliner-oz.onnx`` ->
    ``inliner_oz``; ``int.onnx`` -> ``int_policy``; ``1.onnx`` -> ``policy_1``)."""
    stem = re.sub(r"\.onnx$", "", path.rsplit("/", 1)[-1])
    ident = re.sub(r"[^A-Za-z0-9_]", "_", stem).lstrip("_")
    if not ident:
        return "policy"
    if ident[0].isdigit():
        return "policy_" + ident
    if ident in C_RESERVED_WORDS or ident in C_LIBRARY_NAMES:
        return ident + "_policy"
    return ident


def c_identifier(text: str) -> str:
    """``text`` made into a parameter name (other characters become ``_``; a leading digit or a keyword gets a
    leading ``_``; a name C reserves everywhere, ``__x`` or ``_X``, gets a leading ``p``)."""
    ident = re.sub(r"[^A-Za-z0-9_]", "_", text)
    if not ident or ident[0].isdigit() or ident in _C_KEYWORDS or ident in C_LIBRARY_NAMES:
        ident = "_" + ident
    if re.match(r"_[A-Z_]", ident):
        ident = "p" + ident
    return ident


def _param_names(ports: list[Port]) -> list[str]:
    """One distinct parameter name per port; distinct in upper case too (they name the header's size macros)."""
    names: list[str] = []
    upper: set[str] = set()
    for p in ports:
        base = c_identifier(p.name)
        name, k = base, 2
        while name.upper() in upper:
            name, k = f"{base}_{k}", k + 1
        names.append(name)
        upper.add(name.upper())
    return names


def compile_aot(model: Model, name: str, target: Target | None = None, dims: Mapping[str, int] | None = None,
                keep_ir: bool = False) -> AotResult:
    """Object file and C header for ``model`` as the C function ``name``."""
    check_c_name(name)
    shapes = bind_shapes(model, dims)
    cm = compile_program(specialize(model, shapes), name, target or Target(), model.sha256, keep_ir)
    return AotResult(cm, header(cm, name, model.source), shapes)


def _comment(text: str) -> str:
    """``text`` safe inside a C block comment on one line (no ``*/``, no line breaks or other control characters)."""
    text = "".join(c if c.isprintable() else "?" for c in text)
    return text.replace("*/", "*?/").replace("/*", "/?*")


def header(cm: CompiledModel, name: str, source: str) -> str:
    """The C header declaring ``name`` with one typed pointer per input and output, sizes and status codes."""
    guard = f"{name.upper()}_H_"
    up = name.upper()
    ports = cm.inputs + cm.outputs
    params = _param_names(ports)
    lines = [
        f"/* {name}: ONNX model {_comment(source)} compiled by mlbridge-aot (model sha256 {cm.model_sha256}).",
        f" * Target {_comment(cm.triple)}, CPU {_comment(cm.cpu or 'generic')}. Generated file: do not edit.",
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
            lines.append(f"/* {kind} {i}: '{_comment(p.name)}' {C_TYPES[p.dtype]} {list(p.shape)} */")
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
