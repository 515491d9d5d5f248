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
    # liberfa: the IAU SOFA astronomy routines (ERFA), one function per file; erfa/ufunc.c needs numpy.
    Recipe("pyerfa", "2.0.1.5", "17d6b24fe4846c65d5e7d8c362dcb08199dc63b30a236aedd73875cc83e1f6c0",
           ("liberfa/erfa/src/*.c",),
           defines=('PACKAGE_VERSION="2.0.1"', "PACKAGE_VERSION_MAJOR=2", "PACKAGE_VERSION_MINOR=0",
                    "PACKAGE_VERSION_MICRO=1", 'SOFA_VERSION="20231011"'), domain="astronomy"),
    # libsodium (the crypto library; pynacl itself is cffi). Defines stand in for configure's on x86-64 Linux;
    # sodium/version.h is generated, builds/msvc has a copy (only version.c needs it). Its tests include
    # sodium.h, which needs the generated header, so they are left out.
    Recipe("pynacl", "1.6.2", "018494d6d696ae03c7e656e5e74cdfd8ea1326962cc401bcf018f1ed8436811c",
           ("src/libsodium/src/libsodium/**/*.c",),
           ("src/libsodium/src/libsodium/include/sodium", "src/libsodium/builds/msvc"),
           defines=("CONFIGURED=1", "NATIVE_LITTLE_ENDIAN=1", "HAVE_MMINTRIN_H", "HAVE_EMMINTRIN_H",
                    "HAVE_PMMINTRIN_H", "HAVE_TMMINTRIN_H", "HAVE_SMMINTRIN_H", "HAVE_AVXINTRIN_H",
                    "HAVE_AVX2INTRIN_H", "HAVE_AVX512FINTRIN_H", "HAVE_WMMINTRIN_H", "HAVE_RDRAND",
                    "HAVE_AMD64_ASM", "HAVE_AVX_ASM", "HAVE_TI_MODE", "HAVE_INLINE_ASM", "HAVE_CPUID",
                    "HAVE_SYS_MMAN_H", "HAVE_MMAP", "HAVE_MLOCK", "HAVE_MADVISE", "HAVE_MPROTECT",
                    "HAVE_POSIX_MEMALIGN", "HAVE_GETRANDOM", "HAVE_SYS_RANDOM_H", "HAVE_SYS_PARAM_H",
                    "HAVE_CATCHABLE_SEGV", "HAVE_CATCHABLE_ABRT", "TLS=_Thread_local", "HAVE_C_VARARRAYS",
                    "HAVE_ALLOCA", "HAVE_ALLOCA_H", "HAVE_EXPLICIT_BZERO", "HAVE_NANOSLEEP",
                    "HAVE_WEAK_SYMBOLS", "HAVE_ATOMIC_OPS", "HAVE_PTHREAD", "HAVE_PTHREAD_PRIO_INHERIT"),
           per_file=(("*avx512f.c", ("-mavx512f",)),), domain="crypto"),
    # libuv (event loop) and its test suite; uvloop's own loop.c is Cython output. Only the Linux sources.
    Recipe("uvloop", "0.23.0", "28d160f51ab4da3b187063652e643dea6831072add4adc1e6d62afbe73b6be27",
           ("vendor/libuv/src/*.c", "vendor/libuv/src/unix/*.c", "vendor/libuv/test/*.c"),
           ("vendor/libuv/include", "vendor/libuv/src", "vendor/libuv/test"),
           exclude=("*/aix*", "*/bsd-*", "*/cygwin.c", "*/darwin*", "*/freebsd.c", "*/fsevents.c", "*/haiku.c",
                    "*/hurd.c", "*/ibmi.c", "*/kqueue.c", "*/netbsd.c", "*/no-fsevents.c", "*/no-proctitle.c",
                    "*/openbsd.c", "*/os390*", "*/posix-hrtime.c", "*/posix-poll.c", "*/qnx.c",
                    "*/random-getentropy.c", "*/sunos.c", "*/sysinfo-*", "*/runner-win.c"),
           defines=("_GNU_SOURCE", "_FILE_OFFSET_BITS=64", "_LARGEFILE_SOURCE"), domain="network"),
    # Several numerical C libraries scipy vendors (an older sdist, where the special functions are still C Cephes):
    # SuperLU, Cephes, UNU.RAN random variate generation, Qhull, BasicLU (from HiGHS), DIRECT, TNC, root finders.
    # Defines for UNU.RAN are the ones scipy's meson.build passes (config.h and HConfig.h are shipped pre-made);
    # numpy/Cython-dependent files (trlib, three Cephes files using numpy's double-double) are not selected.
    Recipe("scipy", "1.10.1", "2cf9dfb80a7b4589ba4c40ce7588986d6d5cebc5457cad2c2880f6bc2d42f3a5",
           ("scipy/sparse/linalg/_dsolve/SuperLU/SRC/*.c", "scipy/special/cephes/*.c",
            "scipy/_lib/unuran/unuran/src/**/*.c", "scipy/spatial/qhull_src/src/*.c",
            "scipy/_lib/highs/src/ipm/basiclu/src/*.c",
            "scipy/optimize/_direct/*.c", "scipy/optimize/Zeros/*.c", "scipy/optimize/tnc/*.c"),
           ("scipy/_lib/unuran/unuran/src", "scipy/_lib/unuran/unuran/src/utils", "scipy/_lib/unuran/unuran",
            "scipy/_lib/highs/src/ipm/basiclu/include", "scipy/_lib/highs/src/ipm/basiclu/src",
            "scipy/stats/_unuran", "scipy/optimize/_highs/src", "scipy/special"),
           defines=("USE_VENDOR_BLAS=1", "NO_TIMER=1", "HAVE_ALARM=1", "HAVE_DECL_ALARM=1",
                    "HAVE_DECL_HUGE_VAL=1", "HAVE_DECL_INFINITY=1", "HAVE_DECL_ISFINITE=1", "HAVE_DECL_ISINF=1",
                    "HAVE_DECL_ISNAN=1", "HAVE_DECL_LOG1P=1", "HAVE_DECL_SIGNAL=1", "HAVE_DECL_SNPRINTF=1",
                    "HAVE_DECL_VSNPRINTF=1", "HAVE_FLOAT_H=1", "HAVE_FLOOR=1", "HAVE_IEEE_COMPARISONS=1",
                    "HAVE_INTTYPES_H=1", "HAVE_LIBM=1", "HAVE_LIMITS_H=1", "HAVE_POW=1", "HAVE_SIGNAL=1",
                    "HAVE_SQRT=1", "HAVE_STDIO_H=1", "HAVE_STDINT_H=1", "HAVE_STDLIB_H=1", "HAVE_STRCHR=1",
                    "HAVE_STRING_H=1", "HAVE_STRTOL=1", "HAVE_STRTOUL=1", "UNUR_ENABLE_INFO=1", "HAVE_CONFIG_H=1",
                    "_ISOC99_SOURCE=1", "HAVE_DECL_HYPOT=1", "qh_QHpointer=1"),
           exclude=("*/tnc/example.c", "*/cephes/dd_real.c", "*/cephes/kolmogorov.c", "*/cephes/struve.c"),
           python=True, domain="numerics"),
    # lexbor: a browser-grade HTML/CSS/URL/encoding parsing library (hand-written C); selectolax's own C is Cython.
    Recipe("selectolax", "1.0.2", "f0508ad927aa426425d4aa7a2bb2f8b21c01412534465bd227e241d4d0a6a418",
           ("lexbor/source/lexbor/**/*.c",), ("lexbor/source",), exclude=("*/ports/windows_nt/*",),
           defines=("LEXBOR_STATIC",), domain="parser"),
    # libyara (malware pattern matching engine: regex/bytecode VM, PE/ELF parsers) and the yara-python module.
    # Modules needing OpenSSL (hash, PE authenticode), jansson (cuckoo), libmagic or protobuf-c are excluded.
    Recipe("yara-python", "4.5.4", "4c682170f3d5cb3a73aa1bd0dc9ab1c0957437b937b7a83ff6d7ffd366415b9c",
           ("yara/libyara/*.c", "yara/libyara/modules/**/*.c", "yara/libyara/proc/linux.c",
            "yara/libyara/tlshc/*.c", "yara-python.c"),
           ("yara/libyara/include", "yara/libyara", "yara"),
           exclude=("*/cuckoo/*", "*/magic/*", "*/pb_tests/*", "*/authenticode-parser/*", "*/hash/*"),
           defines=("_GNU_SOURCE", "USE_LINUX_PROC", "HAVE_STDBOOL_H", "HAVE_MEMMEM", "BUCKETS_128=1",
                    "CHECKSUM_1B=1", "DOTNET_MODULE=1"),
           python=True, domain="security"),
    # Pillow's libImaging (image processing core and codecs) and its extension modules; files that need
    # libjpeg, openjpeg, zlib, libtiff, libwebp, libavif, freetype or littlecms are excluded.
    Recipe("pillow", "13.0.0", "cdcd1ba258178f7356d74170c9a81ba4eab6a5d55748bc402a5a2a6fe6be3510",
           ("src/libImaging/*.c", "src/*.c"), ("src/libImaging", "src"),
           exclude=("*/Jpeg*", "*/Zip*", "*/TiffDecode.c", "src/_webp.c", "src/_avif.c", "src/_imagingcms.c",
                    "src/_imagingft.c"),
           defines=('PILLOW_VERSION="13.0.0"',), python=True, domain="image"),
    # Capstone disassembly framework (LLVM-derived decoder tables per architecture).
    Recipe("capstone", "5.0.9", "0429af292ddc604d3c9344696807e281d5e728db029f00e6a4ea9e3bff1aac9e",
           ("src/*.c", "src/arch/*/*.c"), ("src/include", "src"),
           defines=("CAPSTONE_USE_SYS_DYN_MEM", "CAPSTONE_HAS_ARM", "CAPSTONE_HAS_ARM64", "CAPSTONE_HAS_M68K",
                    "CAPSTONE_HAS_MIPS", "CAPSTONE_HAS_POWERPC", "CAPSTONE_HAS_SPARC", "CAPSTONE_HAS_SYSZ",
                    "CAPSTONE_HAS_X86", "CAPSTONE_HAS_XCORE", "CAPSTONE_HAS_M680X", "CAPSTONE_HAS_TMS320C64X",
                    "CAPSTONE_HAS_EVM", "CAPSTONE_HAS_MOS65XX", "CAPSTONE_HAS_WASM", "CAPSTONE_HAS_BPF",
                    "CAPSTONE_HAS_RISCV", "CAPSTONE_HAS_SH", "CAPSTONE_HAS_TRICORE"),
           domain="disassembler"),
    # METIS graph partitioning and its GKlib utility library (pymetis's own wrapper is C++).
    Recipe("pymetis", "2025.2.2", "79c6d56c30c6f3df7cc755617cbadcfc252a175ce4e5a59982edad0f1ab71c99",
           ("src/metis/libmetis/*.c", "src/metis/GKlib/*.c", "src/metis/programs/*.c"),
           ("src/metis/include", "src/metis/GKlib", "src/metis/libmetis", "src/metis/programs"),
           defines=('SVNINFO="none"', "_GNU_SOURCE", "LINUX", "_FILE_OFFSET_BITS=64", "NDEBUG", "NDEBUG2",
                    "IDXTYPEWIDTH=64",
                    "REALTYPEWIDTH=64"), domain="graph"),
    # libastro, the ephemeris library of XEphem (planet/moon/satellite positions), and PyEphem's modules.
    Recipe("ephem", "4.2.1", "920cb30369c79fde1088c2060d555ea5f8a50fdc80a9265832fd5bf195cf147f",
           ("libastro/*.c", "extensions/*.c"), ("libastro", "."), python=True, domain="astronomy"),
    # aubio: audio analysis (onset, pitch, beat tracking, MFCC); the numpy-based Python extension, the examples
    # (JACK, sndfile) and the tests (they need waf's config.h) are not selected. Defines as aubio's setup passes.
    Recipe("aubio", "0.4.9", "df1244f6c4cf5bea382c8c2d35aa43bc31f4cf631fe325ae3992c219546a4202",
           ("src/**/*.c",), ("src",),
           defines=("HAVE_STDLIB_H=1", "HAVE_STDIO_H=1", "HAVE_MATH_H=1", "HAVE_STRING_H=1", "HAVE_ERRNO_H=1",
                    "HAVE_LIMITS_H=1", "HAVE_STDARG_H=1", "HAVE_C99_VARARGS_MACROS=1", "HAVE_MEMCPY_HACKS=1",
                    "HAVE_WAVREAD=1", "HAVE_WAVWRITE=1"), domain="audio"),
    # SPTK, the Speech Signal Processing Toolkit: its library and its ~100 command-line tools (not the X11 plotter
    # and three tools whose sources need configure's definitions).
    Recipe("pysptk", "1.0.1", "78b1c9338bf795a41cdc3ff03fcd4699c401c323f54630bb71a19710078d0b3f",
           ("lib/SPTK/lib/*.c", "lib/SPTK/bin/**/*.c"), ("lib/SPTK/include",),
           exclude=("*/xgr/*", "*/da/dawrite.c", "*/fdrw.c", "*/gmm/gmmp.c"),
           defines=("HAVE_STRING_H=1", "HAVE_STDLIB_H=1", "HAVE_UNISTD_H=1", "HAVE_FCNTL_H=1",
                    "HAVE_LIMITS_H=1", "HAVE_MEMORY_H=1", "HAVE_SYS_TIME_H=1"), domain="audio"),
    # astropy's bundled WCSLIB (world coordinate systems), expat (XML) and cfitsio compression code, plus its
    # own C helpers; flex-generated WCSLIB lexers, getwcstab.c (needs full cfitsio) and numpy-based files are not
    # selected. expat_config.h and wcsconfig.h are the pre-made ones astropy ships.
    Recipe("astropy", "8.0.2", "e6af35823099ad6a40b57dbe5ff845f577374ea131925c9fa4b49eeab06c5310",
           ("cextern/wcslib/C/*.c", "cextern/expat/lib/*.c", "cextern/cfitsio/lib/*.c", "astropy/**/src/*.c",
            "astropy/timeseries/periodograms/bls/*.c"),
           ("cextern/wcslib/C", "cextern/expat/lib", "cextern/cfitsio/lib", "astropy/utils/xml/src",
            "astropy/wcs/include/astropy_wcs"),
           exclude=("*/getwcstab.c", "astropy/wcs/*", "astropy/convolution/*", "*/fast_sigma_clip.c",
                    "astropy/time/*"),
           defines=("XML_POOR_ENTROPY", "HAVE_MEMMOVE", "BYTEORDER=1234", "XML_NS",
                    "XML_DTD", "XML_GE=1", "XML_CONTEXT_BYTES=1024", "HAVE_UNISTD_H", "HAVE_SINCOS"),
           python=True, domain="astronomy"),
    # espresso (Berkeley two-level logic minimizer), PicoSAT and pyeda's own boolean expression library.
    Recipe("pyeda", "0.29.0", "efd4d3e548079ca059f44f9babb9bd67b332ec1762897324fcceb8da1d0f5fed",
           ("thirdparty/espresso/src/*.c", "extension/boolexpr/*.c", "thirdparty/picosat/*.c", "pyeda/boolalg/*.c"),
           ("thirdparty/espresso/src", "extension/boolexpr", "thirdparty/picosat"),
           exclude=("*-inl.c",), defines=("NDEBUG",),
           per_file=(("*.c", ("-Wno-error=incompatible-function-pointer-types",)),), python=True, domain="logic"),
    # libsoxr (high-quality audio resampling: polyphase filters, FFTs incl. PFFFT) and its tests/examples; its
    # pre-made msvc/soxr-config.h stands in for cmake's (it is generic); the libavcodec FFT files are excluded,
    # pffft.c, cr-core.c and util-simd.c are templates #included by their per-type variants.
    Recipe("soxr", "1.1.0", "9f228ae21c78fa9359ca98d8a5e8e91f30639e438e574133dace62c5b5309e44",
           ("libsoxr/src/*.c", "libsoxr/tests/*.c", "libsoxr/examples/*.c"), ("libsoxr/src", "libsoxr/msvc"),
           exclude=("*/avfft*", "libsoxr/src/pffft.c", "*/cr-core.c", "*/util-simd.c"), defines=("SOXR_LIB",),
           per_file=(("*64s.c", ("-mavx",)),), domain="audio"),
    # Starlink AST (astronomical world coordinate systems, ~150 classes as C "objects"), PAL and cminpack. Its
    # bundled ERFA and WCSLIB files are not selected (pyerfa and astropy provide those code bases); the numpy
    # module Ast.c neither, nor err_drama.c (K&R varargs.h). Defines as its setup.py passes them.
    Recipe("starlink-pyast", "4.2.0", "a16d2e35a10a1175afca695fb503c3f5fb1db4a31b41f6e2c9df0a3c8efc733e",
           ("ast/src/*.c", "ast/pal/*.c", "ast/cminpack/*.c", "ast/pyast_extra.c"),
           ("ast", "ast/src", "ast/erfa", "ast/wcslib", "ast/pal", "ast/cminpack", "src/starlink/include"),
           exclude=("*/err_drama.c",),
           defines=("HAVE_STRTOK_R=1", "HAVE_STRERROR_R=1", "SIZEOF_LONG=8", "SIZEOF_LONG_LONG=8",
                    "HAVE_DECL_ISFINITE=1", "HAVE_DECL_ISNAN=1", "HAVE_INT64_T=1", "HAVE_UINT64_T=1"),
           python=True, domain="astronomy"),
    # grpcio's vendored C libraries (1.59 is the last BoringSSL that is C, not C++): BoringSSL's libcrypto,
    # c-ares (with grpc's pre-made Linux config), upb (protobuf runtime), zlib, utf8_range, address_sorting.
    # grpc core and abseil/re2 are C++; the generated *.upb.c protobuf tables are not selected, nor upb/io (its
    # string.h shadows libc's when its folder is on the include path).
    Recipe("grpcio", "1.59.3", "7800f99568a74a06ebdccd419dd1b6e639b477dcaf6da77ea702f8fb14ce5f80",
           ("third_party/boringssl-with-bazel/src/crypto/**/*.c",
            "third_party/boringssl-with-bazel/src/decrepit/**/*.c",
            "third_party/cares/cares/src/lib/*.c", "third_party/upb/upb/**/*.c", "third_party/zlib/*.c",
            "third_party/utf8_range/*.c", "third_party/address_sorting/*.c"),
           ("third_party/boringssl-with-bazel/src/include", "third_party/cares/cares/include", "third_party/cares",
            "third_party/cares/cares", "third_party/cares/config_linux", "third_party/upb",
            "third_party/utf8_range", "third_party/address_sorting/include", "third_party/zlib",
            "third_party/upb/upb/reflection/stage0"),
           exclude=("*.upb.c", "*/conformance/*", "*/upb/io/*", "*neon*", "*_windows.c", "*/upb_so.c"),
           defines=("OPENSSL_NO_ASM", "BORINGSSL_IMPLEMENTATION", "HAVE_CONFIG_H", "_GNU_SOURCE", "CARES_STATICLIB",
                    "_HAS_EXCEPTIONS=0", "HAVE_UNISTD_H"),
           per_file=(("*avx2*", ("-mavx2",)), ("*sse*", ("-msse4.1",))), domain="network"),
    # cmark-gfm, GitHub's CommonMark Markdown parser/renderer, with the GFM extensions.
    Recipe("cmarkgfm", "2025.10.22", "5bec61007b65b919488442c838c58a6c8bf4741f5103c593b2ef180d39818eda",
           ("third_party/cmark/src/*.c", "third_party/cmark/extensions/*.c"),
           ("third_party/cmark/src", "third_party/cmark/extensions", "generated/unix"),
           exclude=("*/main.c",), defines=("CMARK_GFM_STATIC_DEFINE", "CMARK_GFM_EXTENSIONS_STATIC_DEFINE"),
           domain="text"),
    # Munk2D (pymunk's fork of the Chipmunk2D rigid-body physics engine).
    Recipe("pymunk", "7.3.1", "d36f10ac78355b5f4798d5b17e32100a1a1230258b1f37008f778ece72ddb719",
           ("Munk2D/src/*.c",), ("Munk2D/include",), defines=("NDEBUG",), domain="physics"),
    # CRFsuite (conditional random fields), its frontend and CQDB, and liblbfgs (L-BFGS optimizer).
    Recipe("python-crfsuite", "0.9.12", "db37fccc3bd8f0c49c28a7697ca79c89d67b3fd5bf119122866169240ac4c480",
           ("crfsuite/lib/**/*.c", "crfsuite/frontend/*.c", "liblbfgs/lib/*.c"),
           ("crfsuite/include", "crfsuite/lib/cqdb/include", "liblbfgs/include"),
           defines=("HAVE_STDINT_H=1", "HAVE_STRING_H=1", "HAVE_STDLIB_H=1", "HAVE_MATH_H=1",
                    "USE_SSE", "HAVE_EMMINTRIN_H"), domain="ml"),
    # spglib: crystal symmetry finding (space groups, Niggli/Delaunay reduction, k-point grids); spglib.c needs
    # the cmake-generated version.h.
    Recipe("spglib", "2.8.0", "12a224434b5659793353937625fd7eb91c00c8952c18ca729a7a8117b1e29e8f",
           ("src/*.c",), ("src", "include"), exclude=("src/spglib.c",), domain="crystallography"),
    # QuickJS JavaScript engine (with libregexp, libunicode, libbf) and the Python binding module.
    Recipe("quickjs", "1.19.4", "1205953abc24ff757f4a795304d5d61e4bf1e555c9ef6ec96a132d4b95535484",
           ("upstream-quickjs/*.c", "module.c"), ("upstream-quickjs",),
           defines=("_GNU_SOURCE", 'CONFIG_VERSION="2021-03-27"', "CONFIG_BIGNUM"), python=True,
           domain="interpreter"),
    # wasm3 WebAssembly interpreter and its Python module.
    Recipe("pywasm3", "0.5.0", "5a47c8a39f7f6ae71b3316b2e5d86c9d0db6e771a65f09a86e4d4aa3a19aefcc",
           ("wasm3/*.c", "m3module.c"), ("wasm3",),
           per_file=(("m3module.c", ("-Wno-error=incompatible-pointer-types",)),), python=True, domain="interpreter"),
    # hiredis (Redis protocol client: reader, async, sds strings, dict) and the Python reader/pack modules;
    # ssl.c needs OpenSSL, test.c the hiredis adapters that are not shipped.
    Recipe("hiredis", "3.5.0", "c227592cc56b7df247abe4755c26723965be68972be2149fa441ac33d82131ba",
           ("vendor/hiredis/*.c", "src/*.c"), ("vendor",  "vendor/hiredis"), exclude=("*/ssl.c", "*/test.c"),
           defines=("_GNU_SOURCE",), python=True, domain="database"),
    # Gumbo (Google's HTML5 parser; char_ref.c is Ragel output) and html5-parser's Python tree builder;
    # as-libxml.c needs libxml2.
    Recipe("html5-parser", "0.5.0", "8b32ed047a99c855c8a3c57d19df1fe8384dc16fc847b42847cbe202fd91cfde",
           ("gumbo/*.c", "src/*.c"), ("gumbo", "src"), exclude=("src/as-libxml.c",),
           defines=('MAJOR=0', 'MINOR=5', 'PATCH=0'), python=True, domain="parser"),
    # libdeflate (fast DEFLATE/zlib/gzip, not derived from zlib) with its gzip program; the tests and benchmarks
    # compare against zlib.
    Recipe("deflate", "0.9.0", "962e0a6f1ea3a94b900a8ea0ce138fa92bfcbafda5b86367104a259ffcd3462b",
           ("libdeflate/lib/*.c", "libdeflate/lib/x86/*.c", "libdeflate/programs/*.c", "src/*.c"),
           ("libdeflate", "libdeflate/lib", "libdeflate/programs"),
           exclude=("*/test_*.c", "*/benchmark.c", "*/checksum.c"),
           defines=("_GNU_SOURCE", "_FILE_OFFSET_BITS=64"), python=True, domain="compression"),
    # LSM1, SQLite4's log-structured merge-tree key/value store (the Win32 VFS is not selected).
    Recipe("lsm-db", "0.7.3", "1572c91009fc88f7942b6d78a349d63d06c801b83ee91dfc81202ebb3e898b39",
           ("src/*.c",), ("src",), exclude=("*/lsm_win32.c",), defines=("_GNU_SOURCE", "LSM_MUTEX_PTHREADS=1"),
           domain="database"),
    # ECOS interior-point SOCP solver with its branch-and-bound, and its copies of SuiteSparse AMD and LDL
    # (taken from this package only); ecosmodule.c needs numpy.
    Recipe("ecos", "2.0.14", "64b3201c0e0a7f0129050557c4ac50b00031e80a10534506dba1200c8dc1efe4",
           ("ecos/src/*.c", "ecos/ecos_bb/*.c", "ecos/external/**/*.c"),
           ("ecos/include", "ecos/external/amd/include", "ecos/external/ldl/include",
            "ecos/external/SuiteSparse_config"),
           defines=("LDL_LONG", "DLONG", "CTRLC=1"), python=True, domain="solver"),
    # SCS (splitting conic solver, incl. spectral cones) with its CPU direct/indirect linear-system back ends and
    # QDLDL; its copy of SuiteSparse AMD is taken from ecos only (headers used here); scspy.c needs numpy.
    Recipe("scs", "3.3.1", "dd9d43c1f2f189a84e84c26721e2c5129abf921a6a8acc48c154abae993357b1",
           ("scs_source/src/**/*.c", "scs_source/linsys/*.c", "scs_source/linsys/cpu/*/*.c",
            "scs_source/linsys/external/qdldl/*.c", "scs_source/test/run_tests.c", "scs/py_ctrlc.c"),
           ("scs_source/include", "scs_source/linsys", "scs_source/linsys/external/amd",
            "scs_source/linsys/external/qdldl", "scs_source/test"),
           defines=("CTRLC=1", "USE_LAPACK=1", "USE_SPECTRAL_CONES=1"), python=True, domain="solver"),
    # WebRTC voice activity detector and its signal processing library.
    Recipe("webrtcvad", "2.0.10", "f1bed2fb25b63fb7b1a55d64090c993c9c9167b28485ae0bcdd81cf6ede96aea",
           ("cbits/**/*.c",), ("cbits",), defines=("WEBRTC_POSIX",), python=True, domain="audio"),
    # libdatrie (double-array trie) with its tests; datrie's own module is Cython output, trietool needs config.h.
    Recipe("datrie", "0.8.3", "ea021ad4c8a8bf14e08a71c7872a622aa399a510f981296825091c7ca0436e80",
           ("libdatrie/datrie/*.c", "libdatrie/tests/*.c"), ("libdatrie",),
           defines=("HAVE_LANGINFO_CODESET", "HAVE_LOCALE_CHARSET=0", 'VERSION="0.2.13"'),
           domain="datastructure"),
    # libyaml (YAML scanner/parser/emitter); _ruamel_yaml.c is Cython output.
    Recipe("ruamel.yaml.clib", "0.2.15", "46e4cc8c43ef6a94885f72512094e482114a8a706d3c555a34ed4b0d20200600",
           ("*.c",), exclude=("_ruamel_yaml.c",),
           defines=('YAML_VERSION_STRING="0.2.5"', "YAML_VERSION_MAJOR=0", "YAML_VERSION_MINOR=2",
                    "YAML_VERSION_PATCH=5"), domain="parser"),
    # Hoedown Markdown renderer (Sundown fork) and misaka's helper.
    Recipe("misaka", "2.1.1", "62f35254550095d899fc2ab8b33e156fc5e674176f074959cbca43cf7912ecd7",
           ("misaka/hoedown/*.c", "misaka/*.c"), ("misaka/hoedown", "misaka"), domain="text"),
    # minimap2 (long-read sequence aligner: minimizer index, chaining, SSE ksw2 alignment); files needing
    # zlib (bseq.c, index.c) are excluded.
    Recipe("mappy", "2.31", "152a358c11cba1f992968e2611f1e0a1f4a87aaaa3602d93e4f59d7c1db8f3b2",
           ("*.c",), exclude=("bseq.c", "index.c"), defines=("HAVE_KALLOC",), per_file=(("ksw2_*sse*", ("-msse4.1",)),),
           domain="bioinformatics"),
    # SEP (Source Extractor as a library: background, object detection, deblending, aperture photometry).
    Recipe("sep", "1.4.1", "a0c8324ab66ee716080472cb212e4303e6c3e33b0d43763075b20d4cab793b25",
           ("src/*.c", "ctest/*.c"), ("src",), domain="astronomy"),
    # LMDB (memory-mapped B+tree key/value store) and py-lmdb's CPython binding.
    Recipe("lmdb", "3.0.0", "06dda0723545e14d56ac7dcd6f582d9922c2ed5e16f1c3f8d0e670a96ec2ee65",
           ("lib/*.c", "lmdb/cpython.c"), ("lib", "lib/py-lmdb"), defines=("_GNU_SOURCE",), python=True,
           domain="database"),
    # libimagequant (palette quantization: median cut, k-means, dithering), the C version.
    Recipe("imagequant", "1.1.5", "0a8fbf5f4587f1809d6b7db9a05f915c71399c2990e7ade7c7a5f21a2361384e",
           ("libimagequant/*.c",), ("libimagequant",), defines=("NDEBUG",), domain="image"),
    # Apple's LZFSE / LZVN compressors and the Python binding.
    Recipe("pyliblzfse", "0.4.1", "bb0b899b3830c02fdf3dbde48ea59611833f366fef836e5c32cf8145134b7d3d",
           ("lzfse/src/*.c", "pylzfse.c"), ("lzfse/src",), python=True, domain="compression"),
    # uWSGI application server: core, protocol parsers and the plugins that need no external library (plugins
    # needing one, and the core files for SSL, legions, storage and zlib, are excluded). Defines stand in for
    # uwsgiconfig.py's on Linux (epoll, timerfd, inotify, mutex locks; no SSL, PCRE (so no routing), XML, zlib).
    Recipe("uwsgi", "2.0.31", "e8f8b350ccc106ff93a65247b9136f529c14bf96b936ac5b264c6ff9d0c76257",
           ("core/*.c", "proto/*.c", "lib/*.c", "plugins/*/*.c"), (".",),
           exclude=("core/legion.c", "core/ssl.c", "core/storage.c", "core/zlib.c", "plugins/airbrake/*",
                    "plugins/alarm_curl/*", "plugins/coroae/*", "plugins/curl_cron/*", "plugins/emperor_pg/*",
                    "plugins/emperor_zeromq/*", "plugins/fiber/*", "plugins/geoip/*", "plugins/glusterfs/*",
                    "plugins/graylog2/*", "plugins/greenlet/*", "plugins/jvm/*", "plugins/jwsgi/*", "plugins/ldap/*",
                    "plugins/legion_cache_fetch/*", "plugins/libffi/*", "plugins/libtcc/*", "plugins/logcrypto/*",
                    "plugins/logzmq/*", "plugins/lua/*", "plugins/matheval/*", "plugins/mongrel2/*",
                    "plugins/mono/*", "plugins/pam/*", "plugins/php/*", "plugins/psgi/*", "plugins/rack/*",
                    "plugins/rados/*", "plugins/rbthreads/*", "plugins/ring/*", "plugins/router_access/*",
                    "plugins/router_radius/*", "plugins/router_spnego/*", "plugins/router_xmldir/*",
                    "plugins/servlet/*", "plugins/sqlite3/*", "plugins/ssi/*", "plugins/stackless/*",
                    "plugins/systemd_logger/*", "plugins/transformation_toupper/*", "plugins/webdav/*",
                    "plugins/xattr/*", "plugins/xslt/*"),
           defines=("_GNU_SOURCE", "_LARGEFILE_SOURCE", "_FILE_OFFSET_BITS=64", "UWSGI_HAS_IFADDRS",
                    "UWSGI_HAS_EXECINFO", "UWSGI_LOCK_USE_MUTEX", "UWSGI_EVENT_USE_EPOLL",
                    "UWSGI_EVENT_TIMER_USE_TIMERFD", "UWSGI_EVENT_FILEMONITOR_USE_INOTIFY",
                    "UWSGI_YAML", 'UWSGI_VERSION="2.0.31"', "UWSGI_VERSION_BASE=2", "UWSGI_VERSION_MAJOR=0",
                    "UWSGI_VERSION_MINOR=31", "UWSGI_VERSION_REVISION=0", 'UWSGI_VERSION_CUSTOM=""',
                    'UWSGI_PLUGIN_DIR="."', 'UWSGI_CFLAGS=""', 'UWSGI_BUILD_DATE="1 January 2025 00:00:00"',
                    "UWSGI_DECLARE_EMBEDDED_PLUGINS=", "UWSGI_LOAD_EMBEDDED_PLUGINS="),
           python=True, domain="server"),
)

