"""What ``mlbridge-score`` builds, tests and times: a program recipe, and the programs the kit ships.

A recipe (:class:`Program`) names a pinned, hashed source archive (a Python sdist: ``pypi:NAME==VERSION``, from the
package index the user's pip uses; a Debian source package's upstream tarball: ``debian:pool/main/...``, its path
on the Debian mirror the machine's apt uses (:mod:`mlbridge_llvm.registries`); any other ``https://`` or ``file:``
archive; ``dir:`` for a local folder, hashed file by file) and four shell commands, each run with
``bash -o pipefail -c`` in the program's folder:

* ``prepare`` (optional, once, with the plain front end as ``$CC``): e.g. ``./configure``;
* ``build`` (once per pipeline, ``$CC`` = ``mlbridge-cc``, ``$CFLAGS`` = the family's ``-O`` level plus ``cflags``,
  ``$MLBRIDGE_PASSES`` = the pipeline);
* ``test``: the program's own test suite; its exit status must be 0 and its output (paths normalised, lines
  matching ``test_ignore`` dropped) must be the baseline build's;
* ``bench``: the benchmark, on ``$INPUT`` (made once by ``bench_input``, with ``$SRC`` = the pristine sources and
  ``$PYTHON`` = this Python); its output must be the baseline's too unless ``bench_compare`` is false.

``binaries`` are the linked programs whose ``.text`` and file size are reported. ``packages`` records which code
bases the archive holds (none may be in the training corpus: :func:`check_held_out`).

A user's recipes come from a JSON file: a list of objects with these field names (``source`` an object with
``url``, ``sha256`` and optional ``subdir``); every field is described, with an example, in ``docs/score.md``.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field, fields
from typing import Any

from ..errors import ConfigError

#: Prefix of a Debian source package's files: a path under the mirror :func:`~mlbridge_llvm.registries.debian_mirror`
#: names, resolved when the source is fetched.
DEBIAN = "debian:pool/main"


@dataclass(frozen=True)
class Source:
    """A pinned archive: ``url`` (``pypi:NAME==VERSION``, ``debian:PATH``, ``http(s)://...``, ``file:PATH``,
    ``dir:PATH``), its
    ``sha256``, and ``subdir``: the project's folder inside the unpacked archive (``""``: the archive's single
    top-level folder, or its root when it has several entries)."""

    url: str
    sha256: str
    subdir: str = ""


@dataclass(frozen=True)
class Program:
    """A program to score (module doc)."""

    name: str
    version: str
    domain: str
    source: Source
    packages: tuple[str, ...]
    build: str
    test: str
    bench: str
    binaries: tuple[str, ...]
    prepare: str = ""
    bench_input: str = ""
    cflags: str = "-g0"
    test_ignore: tuple[str, ...] = ()
    bench_compare: bool = True
    timeout: float = 3600.0
    origin: str = ""  # where the recipe came from (a JSON file's folder, for relative file:/dir: sources)

    @property
    def key(self) -> str:
        """``name-version``."""
        return f"{self.name}-{self.version}"


def _tuple(value: Any) -> tuple[str, ...]:
    return tuple(value) if isinstance(value, (list, tuple)) else (value,)


def load_recipes(path: str) -> list[Program]:
    """Programs from a JSON recipe file (module doc); ConfigError with one line for a malformed file."""
    try:
        with open(path) as f:
            data = json.load(f)
    except OSError as e:
        raise ConfigError(f"cannot read recipe file {path}: {e.strerror}") from None
    except json.JSONDecodeError as e:
        raise ConfigError(f"recipe file {path} is not JSON: {e.msg} at line {e.lineno}") from None
    items = data if isinstance(data, list) else [data]
    names = {f.name for f in fields(Program)}
    programs = []
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise ConfigError(f"recipe {i} in {path} is not an object")
        unknown = sorted(set(item) - names)
        if unknown:
            raise ConfigError(f"recipe {item.get('name', i)!r} in {path}: unknown field {unknown[0]!r}")
        try:
            src = item["source"]
            source = Source(src["url"], src["sha256"], src.get("subdir", ""))
            kw = {k: v for k, v in item.items() if k != "source"}
            for key in ("packages", "binaries", "test_ignore"):
                if key in kw:
                    kw[key] = _tuple(kw[key])
            programs.append(Program(source=source, origin=os.path.dirname(os.path.abspath(path)), **kw))
        except (KeyError, TypeError) as e:
            raise ConfigError(f"recipe {item.get('name', i)!r} in {path}: missing or bad field ({e})") from None
    return programs


def corpus_clashes(programs: list[Program]) -> list[tuple[Program, str]]:
    """``(program, code base)`` for each program whose name or ``packages`` name a package of the training corpus
    (:mod:`mlbridge_llvm.corpus.recipes`) or a code base inside one (:data:`CORPUS_CODE_BASES`); names compared
    case-insensitively, ``-`` and ``_`` alike."""
    from ..corpus.recipes import RECIPES

    def norm(name: str) -> str:
        return name.lower().replace("_", "-")

    corpus = {norm(r.name) for r in RECIPES} | {norm(c) for c in CORPUS_CODE_BASES}
    out = []
    for p in programs:
        clash = sorted(corpus & {norm(x) for x in (p.name, *p.packages)})
        if clash:
            out.append((p, clash[0]))
    return out


def held_out_message(program: Program, code_base: str) -> str:
    """The one line that says a program is not held out."""
    return f"{program.key} holds {code_base!r}, which the training corpus contains: not a held-out program"


def check_held_out(programs: list[Program]) -> None:
    """ConfigError if a program holds a code base of the training corpus (:func:`corpus_clashes`)."""
    for p, code_base in corpus_clashes(programs):
        raise ConfigError(held_out_message(p, code_base))


#: Code bases inside the corpus packages (by their own names), for :func:`check_held_out`.
CORPUS_CODE_BASES = ("zstd", "brotli", "lz4", "xxhash", "zopfli", "ppmd", "lua", "luajit", "erfa", "libsodium",
                     "libuv", "superlu", "cephes", "unuran", "qhull", "lexbor", "libyara", "libimaging", "capstone",
                     "metis", "gklib", "libastro", "aubio", "sptk", "wcslib", "expat", "cfitsio", "espresso",
                     "picosat", "libsoxr", "pffft", "starlink-ast", "pal", "cminpack", "boringssl", "c-ares", "upb",
                     "zlib", "utf8_range", "cmark-gfm", "chipmunk2d", "munk2d", "crfsuite", "liblbfgs", "spglib",
                     "quickjs", "wasm3", "hiredis", "gumbo", "libdeflate", "lsm1", "ecos", "amd", "ldl", "scs",
                     "qdldl", "webrtc-vad", "libdatrie", "libyaml", "hoedown", "minimap2", "sep", "lmdb",
                     "libimagequant", "lzfse", "uwsgi")

_SHELL_DATA = ('for i in $(seq 1 {n}); do find "$SRC" -type f \\( -name "*.c" -o -name "*.h" -o -name "*.txt" \\) '
               '| LC_ALL=C sort | xargs cat; done > "$INPUT/{name}"')


def _data(n: int, name: str = "data") -> str:
    """A shell command writing ``$INPUT/name``: the program's own text sources, ``n`` times (deterministic)."""
    return _SHELL_DATA.format(n=n, name=name)


_CONFIGURE = 'CC="$CC" ./configure CFLAGS="$CFLAGS" {opts} >configure.log 2>&1 || {{ tail -5 configure.log; exit 1; }}'

#: The shipped programs: real C programs with their own tests, from Debian source packages (the upstream tarball,
#: as a Debian mirror serves it) and one Python sdist. None of them is, or contains, a corpus code base.
PROGRAMS: tuple[Program, ...] = (
    Program("bzip2", "1.0.8", "compression",
            Source(f"{DEBIAN}/b/bzip2/bzip2_1.0.8.orig.tar.gz",
                   "ab5a03176ee106d3f0fa90e381da478ddae405918153cca248e682cd0c4a2269"),
            ("bzip2", "libbz2"),
            build='make -s CC="$CC" CFLAGS="$CFLAGS -D_FILE_OFFSET_BITS=64" bzip2 bzip2recover',
            test='make -s CC="$CC" CFLAGS="$CFLAGS -D_FILE_OFFSET_BITS=64" test',
            bench='./bzip2 -9 -c "$INPUT/data" | ./bzip2 -d -c | cksum',
            bench_input=_data(24), binaries=("bzip2",)),
    Program("xz-utils", "5.4.1", "compression",
            Source(f"{DEBIAN}/x/xz-utils/xz-utils_5.4.1.orig.tar.xz",
                   "5d9827aa1875b21c288f78864bb26d2650b436ea8d2cad364e4921eb6266a5a5"),
            ("xz", "liblzma"),
            prepare=_CONFIGURE.format(opts="--disable-shared --disable-nls --disable-doc --disable-scripts "
                                           "--disable-xzdec --disable-lzmadec --disable-lzmainfo --disable-lzma-links "
                                           "--disable-threads"),
            build='make -s CC="$CC" CFLAGS="$CFLAGS" >build.log 2>&1 || { tail -20 build.log; exit 1; }',
            test='make -s CC="$CC" CFLAGS="$CFLAGS" check 2>&1 | grep -E "^(PASS|FAIL|SKIP|XFAIL|ERROR|# )"',
            bench='./src/xz/xz -5 -T1 -c "$INPUT/data" | ./src/xz/xz -d -c | cksum',
            bench_input=_data(2), binaries=("src/xz/xz",)),
    Program("mawk", "1.3.4-20200120", "interpreter",
            Source(f"{DEBIAN}/m/mawk/mawk_1.3.4.20200120.orig.tar.gz",
                   "7fd4cd1e1fae9290fe089171181bbc6291dfd9bca939ca804f0ddb851c8b8237"),
            ("mawk",),
            prepare=_CONFIGURE.format(opts=""),
            build='make -s CC="$CC" CFLAGS="$CFLAGS" mawk',
            test='make -s CC="$CC" CFLAGS="$CFLAGS" check',
            bench="./mawk '{ for (i = 1; i <= NF; i++) { w = tolower($i); gsub(/[^a-z]/, \"\", w); c[w]++; n++ } } "
                  "END { for (w in c) if (c[w] > m) { m = c[w]; b = w }; print n, length(c), b, m }' \"$INPUT/data\"",
            bench_input=_data(40), binaries=("mawk",)),
    Program("tcc", "0.9.27+git20200814.62c30a4a", "compiler",
            Source(f"{DEBIAN}/t/tcc/tcc_0.9.27+git20200814.62c30a4a.orig.tar.bz2",
                   "d63c113bcdd657f51c8ee197a0b0a24203603313e19a52b5f678d40ab7f5df35", subdir="."),
            ("tinycc",),
            prepare='./configure --cc="$CC" >configure.log 2>&1 || { tail -5 configure.log; exit 1; }',
            build='make -s CC="$CC" CFLAGS="$CFLAGS" tcc libtcc1.a >build.log 2>&1 || { tail -20 build.log; exit 1; }',
            test='make -s -C tests tests2-dir pp-dir',
            bench='for i in $(seq 1 20); do ./tcc -B. -I. -Iinclude -DONE_SOURCE=1 -c tcc.c -o "$TMPDIR/tcc.o" || exit 1; '
                  'done; cksum < "$TMPDIR/tcc.o"',
            binaries=("tcc",)),
    Program("giflib", "5.2.1", "image codec",
            Source(f"{DEBIAN}/g/giflib/giflib_5.2.1.orig.tar.gz",
                   "31da5562f44c5f15d63340a09a4fd62b48c45620cd302f77a6d9acf0077879bd"),
            ("giflib",),
            build='make -s CC="$CC" OFLAGS="$CFLAGS -Wno-error=date-time" libgif.a libutil.a gif2rgb gifbuild '
                  'gifclrmp gifecho giffilter giffix gifsponge giftext giftool gifwedge',
            test='make -s -C tests',
            bench='for i in $(seq 1 12); do ./gif2rgb -1 -c 8 -s 1536 1536 "$INPUT/image.rgb" > "$TMPDIR/b.gif" && '
                  './gif2rgb -1 -o "$TMPDIR/b.rgb" "$TMPDIR/b.gif" || exit 1; done; '
                  'cksum < "$TMPDIR/b.gif" && cksum < "$TMPDIR/b.rgb"',
            bench_input='"$PYTHON" -m mlbridge_llvm.score.inputs rgb 1536 1536 "$INPUT/image.rgb"',
            binaries=("gif2rgb",)),
    Program("libdivsufsort", "2.0.1", "suffix sorting",
            Source(f"{DEBIAN}/libd/libdivsufsort/libdivsufsort_2.0.1.orig.tar.bz2",
                   "55c02c86ea1763f581e0f50440008c554b8da2272129adee4ac84cb1362018bc"),
            ("libdivsufsort",),
            prepare=_CONFIGURE.format(opts="--disable-shared"),
            build='make -s CC="$CC" CFLAGS="$CFLAGS" >build.log 2>&1 && make -s -C examples CC="$CC" CFLAGS="$CFLAGS" '
                  'suftest mksary sasearch bwt unbwt >>build.log 2>&1 || { tail -20 build.log; exit 1; }',
            test='for f in lib/divsufsort.c lib/sssort.c lib/trsort.c ChangeLog.old COPYING; do '
                 './examples/suftest "$f" || exit 1; '
                 './examples/bwt "$f" "$TMPDIR/x.bwt" && ./examples/unbwt "$TMPDIR/x.bwt" "$TMPDIR/x.out" '
                 '&& cmp "$f" "$TMPDIR/x.out" || exit 1; done',
            test_ignore=(r"[0-9.]+ sec$",),  # the examples print their run times
            bench='./examples/mksary "$INPUT/data" "$TMPDIR/sa" 2>/dev/null && cksum < "$TMPDIR/sa"',
            bench_input=_data(120), binaries=("examples/mksary",)),
    Program("ed", "1.19", "text editor",
            Source(f"{DEBIAN}/e/ed/ed_1.19.orig.tar.gz",
                   "8e5c3e7c84972e73957ff396b8318a21795f86547dd1fe4ec4232a9e6e44ca1d"),
            ("ed",),
            prepare='./configure CC="$CC" CFLAGS="$CFLAGS" >configure.log 2>&1 || { tail -5 configure.log; exit 1; }',
            build='make -s CC="$CC" CFLAGS="$CFLAGS" ed',
            test='make -s CC="$CC" CFLAGS="$CFLAGS" check 2>&1 | grep -v "^testing ed"',
            bench="printf 'g/int/s//INT/g\\ng/^[ \\t]*$/d\\n,s/[aeiou][a-z]*/X/g\\nw %s\\nq\\n' \"$TMPDIR/out\" | "
                  './ed -s "$INPUT/data" && cksum < "$TMPDIR/out"',
            bench_input=_data(20), binaries=("ed",)),
    Program("libbase64", "pybase64-1.4.2", "codec",
            Source("pypi:pybase64==1.4.2", "46cdefd283ed9643315d952fe44de80dc9b9a811ce6e3ec97fd1827af97692d0",
                   subdir="pybase64-1.4.2/base64"),
            ("libbase64",),
            build='make -s CC="$CC" CFLAGS="$CFLAGS -std=c99 -DBASE64_STATIC_DEFINE -Ilib" bin/base64 lib/libbase64.o && '
                  'make -s -C test CC="$CC" CFLAGS="$CFLAGS -std=c99 -DBASE64_STATIC_DEFINE" test_base64',
            test='./test/test_base64',
            bench='for i in $(seq 1 40); do ./bin/base64 "$INPUT/data"; done | ./bin/base64 -d | cksum',
            bench_input=_data(12), binaries=("bin/base64",)),
)


def find_program(name: str, programs: tuple[Program, ...] | list[Program] = PROGRAMS) -> Program:
    """The program called ``name`` (or ``name-version``); ConfigError listing the known ones."""
    for p in programs:
        if name in (p.name, p.key):
            return p
    raise ConfigError(f"unknown program {name!r}; known: {', '.join(p.name for p in programs)}")
