"""What the training corpus is made of: PyPI source distributions of C code, each pinned by version and sha256.

A :class:`Recipe` says which C files of one sdist to compile and with which include folders and defines. The
package key (``name-version``) is the first component of every module name the build writes, so every split of
the corpus can group modules by the code base they come from (:func:`mlbridge_llvm.corpus.manifest.package_of`).

Choosing packages: unrelated code bases (a library vendored by two sdists is taken from one only, so
leave-one-package-out really leaves the code out), plain C that compiles without a ``configure`` step, and no
headers from outside the sdist beyond libc, Linux and CPython's.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Recipe:
    """How to compile one PyPI source distribution's C files.

    ``sha256`` pins the sdist file (checked after download). ``sources``/``exclude`` are glob patterns relative to
    the unpacked sdist (``**`` allowed; exclude patterns match anywhere in the relative path); ``include_dirs`` are
    relative too; ``python`` adds Python's include directory (for CPython extension modules); ``per_file`` adds
    flags to files whose name matches a pattern; ``domain`` is a one-word description for tables.
    """

    name: str
    version: str
    sha256: str
    sources: tuple[str, ...]
    include_dirs: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    python: bool = False
    per_file: tuple[tuple[str, tuple[str, ...]], ...] = ()
    domain: str = ""

    @property
    def key(self) -> str:
        """``name-version``: the directory of this package under ``src/`` and ``obj/`` and in module names."""
        return f"{self.name}-{self.version}"


#: Real C code from PyPI. Pinned so a rebuilt corpus is the same corpus.
RECIPES: tuple[Recipe, ...] = (
    Recipe("zstandard", "0.25.0", "7713e1179d162cf5c7906da876ec2ccb9c3a9dcbdffef0cc7f70c3667a205f0b",
           ("zstd/zstd.c", "c-ext/backend_c.c"), ("zstd", "c-ext"), python=True, domain="compression"),
    Recipe("brotli", "1.2.1", "02b2f7b5a83485efe448a44ddf7983def05c3bb1dcf917d4f7154070260e13de",
           ("c/common/*.c", "c/dec/*.c", "c/enc/*.c", "c/tools/*.c", "python/*.c"), ("c/include",), python=True,
           domain="compression"),
    Recipe("lz4", "4.4.5", "5f0b9e53c1e82e88c10d7c180069363980136b9d7a8306c4dca4f760d60c39f0",
           ("lz4libs/*.c", "lz4/**/*.c"), ("lz4libs",), python=True, domain="compression"),
    Recipe("xxhash", "4.1.0", "c9b288e4c1f5dae54417bc8a05e6f6daf505783d916b4783f4dd2f2e7d5db486",
           ("deps/xxhash/*.c", "src/*.c"), ("deps/xxhash",), python=True, domain="hashing"),
    Recipe("zopfli", "0.4.3", "d3a50f91a13cea9bafe025de8fd87a005eb26de02a4f0c193127ddbf23ac8ebe",
           ("zopfli/src/zopfli/*.c", "src/*.c"), ("zopfli/src",), python=True, domain="compression"),
    Recipe("pyppmd", "1.3.1", "ced527f08ade4408c1bfc5264e9f97ffac8d221c9d13eca4f35ec1ec0c7b6b2e",
           ("src/lib/**/*.c", "src/ext/*.c"), ("src/lib/ppmd", "src/lib/buffer"), python=True, domain="compression"),
    # mldsa.c / mlkem.c include their *-native/ sources (unity builds); the ARM files cannot build for x86.
    Recipe("pycryptodome", "4.4.0", "eab7620c60c85f3fa251d026ec06e094f036d96187bebb9752e46fbcebabbb55",
           ("src/*.c",), ("src",), exclude=("*armv8*", "*neon*", "*pmull*"),
           defines=("HAVE_STDINT_H", "HAVE_POSIX_MEMALIGN", "HAVE_UINT128", "SYS_BITS=64"),
           per_file=(("*avx2_bmi2*", ("-mavx2", "-mbmi2")), ("*bmi2_adx*", ("-mbmi2", "-madx")),
                     ("*x4_avx2*", ("-mavx2",)), ("AESNI.c", ("-maes", "-msse4.1")),
                     ("ghash_clmul.c", ("-mpclmul", "-msse4.1")), ("*shani*", ("-msha", "-msse4.1"))),
           domain="crypto"),
    Recipe("lupa", "2.8", "d8022641b9ec8ecf2c5ecbe9f47e5a70e0b87c4b5ae921b92cb02a638e0acd08",
           ("third-party/lua51/src/*.c", "third-party/lua52/*.c", "third-party/lua53/*.c",
            "third-party/lua54/*.c", "third-party/lua55/*.c", "third-party/luajit21/src/*.c"),
           exclude=("*/testes/*", "*/host/*", "*/etc/*"), defines=("LUA_USE_LINUX",), domain="interpreter"),
)


def recipe_by_name(name: str, recipes: tuple[Recipe, ...] = RECIPES) -> Recipe | None:
    """The recipe called ``name`` (PyPI name as written in :data:`RECIPES`), None if unknown."""
    return next((r for r in recipes if r.name == name), None)
