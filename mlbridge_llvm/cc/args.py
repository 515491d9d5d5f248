"""Reading a clang command line: what it asks for (compile, link, preprocess...), its sources, and which of its
options matter to which step of ``mlbridge-cc``.

``mlbridge-cc`` splits one clang invocation into steps (front end to IR, the kit's pipeline, code generation,
linking), each a front-end command of its own, so every option is sorted into the steps it belongs to:

* ``frontend``: preprocessor, language-standard, dependency-file and warning options (``-I``, ``-D``, ``-std=``,
  ``-MD``, ``-W...``) reach only the C/C++ front end (clang refuses ``-std=`` with IR input);
* ``link``: linker inputs and options (``-l``, ``-L``, ``-Wl,``, ``-shared``...) reach only the link;
* everything else (``-O2``, ``-g``, ``-fPIC``, ``-funroll-loops``, ``-m...``, ``-target``...) reaches every step,
  as it would reach clang's own single invocation: code generation from IR and the front end's own pipeline see them too.

The ``--mlbridge-*`` options are the kit's own and are taken out before anything reaches the front end.
Response files (``@file``, nested, GNU quoting as clang reads them) are expanded before anything else, so an option
or an input inside one counts as on the command line; the front end itself is given the expanded arguments.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from ..errors import ConfigError

C_EXTENSIONS = {".c": "c", ".i": "cpp-output", ".h": "c-header"}
#: LLVM IR inputs (clang's ``-x ir``): they go through the kit's pipeline as clang would optimize them
IR_EXTENSIONS = {".ll": "ir", ".bc": "ir"}
CXX_EXTENSIONS = {".cc": "c++", ".cp": "c++", ".cxx": "c++", ".cpp": "c++", ".CPP": "c++", ".c++": "c++", ".C": "c++",
                  ".ii": "c++-cpp-output"}
ASM_EXTENSIONS = (".s", ".S", ".sx", ".asm")
#: ``-x`` languages whose input goes through the kit (front end to IR, pipeline, code generation); ``ir`` is LLVM IR
IR_LANGUAGES = {"c", "c++", "cpp-output", "c++-cpp-output", "objective-c", "objective-c++", "ir"}

#: options whose value is the next argument (when not attached)
_SEPARATE = {"-o", "-x", "-I", "-D", "-U", "-include", "-imacros", "-isystem", "-iquote", "-idirafter", "-iprefix",
             "-iwithprefix", "-iwithprefixbefore", "-isysroot", "--sysroot", "-MF", "-MT", "-MQ", "-MJ", "-Xclang",
             "-Xlinker", "-Xassembler", "-Xpreprocessor", "-mllvm", "-L", "-l", "-T", "-u", "-e", "-z", "-target",
             "-arch", "-B", "-F", "-framework", "-aux-info", "-dependency-file", "-ivfsoverlay", "-resource-dir",
             "-include-pch", "-serialize-diagnostics", "-dumpdir", "-dumpbase", "-rpath", "--param", "-A",
             "-gcc-toolchain", "--gcc-toolchain", "-imultilib", "-iframework", "-G"}
#: front-end-only options (exact spelling, with a separate or attached value)
_FRONTEND_PREFIXES = ("-I", "-D", "-U", "-include", "-imacros", "-isystem", "-iquote", "-idirafter", "-iprefix",
                      "-iwithprefix", "-isysroot", "-std=", "-ansi", "-nostdinc", "-trigraphs", "-Xpreprocessor",
                      "-Wp,", "-pedantic", "-ferror-limit", "-fmacro-backtrace-limit", "-ftemplate-depth",
                      "-fdiagnostics-", "-fcolor-diagnostics", "-fno-color-diagnostics", "-dependency-file",
                      "-fmessage-length", "-ivfsoverlay", "-imultilib", "-iframework", "-include-pch", "-CC",
                      "-C", "-P", "-H", "-dD", "-dM", "-dI", "-traditional-cpp", "-undef", "-A")
_WARNING_PREFIXES = ("-W", "-w")
#: link-only options: exact spellings, then prefixes (``-lm``, ``-L/usr/lib``, ``-Wl,-O1``, ``-fuse-ld=lld``)
_LINK_EXACT = {"-shared", "-static", "-static-pie", "-rdynamic", "-nostdlib", "-nostartfiles", "-nodefaultlibs",
               "-nolibc", "-pie", "-no-pie", "-s", "-r", "-T", "-u", "-e", "-z", "-Xlinker", "-static-libgcc",
               "-static-libstdc++", "-shared-libgcc", "-rpath", "-framework", "-dynamiclib", "-bundle",
               "-export-dynamic", "-Bstatic", "-Bdynamic", "-Bsymbolic"}
_LINK_PREFIXES = ("-l", "-L", "-Wl,", "-fuse-ld=", "--ld-path=", "--for-linker")
#: options that make clang do something other than compiling or linking: handed to the front end unchanged
PASSTHROUGH_FLAGS = {"-E", "-fsyntax-only", "-###", "--version", "-dumpmachine", "-dumpversion", "-dumpspecs",
                     "-print-search-dirs", "-print-libgcc-file-name", "-print-multi-directory",
                     "-print-multi-lib", "-print-resource-dir", "-print-target-triple", "-print-effective-triple",
                     "-print-supported-cpus", "--help", "-help", "-M", "-MM", "-print-multiarch",
                     "-print-runtime-dir", "-print-targets"}
#: options mlbridge-cc refuses: what they change lies outside the pipeline text the kit runs
UNSUPPORTED = {"-flto": "link-time optimization", "-flto=": "link-time optimization",
               "-fprofile-use": "profile-guided optimization", "-fprofile-instr-use": "profile-guided optimization",
               "-fprofile-sample-use": "profile-guided optimization", "-fveclib=": "vector math libraries",
               "-fembed-bitcode": "embedded bitcode", "-fthinlto-index=": "ThinLTO"}
MLBRIDGE_PREFIX = "--mlbridge-"


@dataclass
class Source:
    """One input that goes through the kit: its path, its language and its position among the inputs."""

    path: str
    language: str  # clang -x language
    index: int  # position in Invocation.inputs


@dataclass
class Invocation:
    """A clang command line, read."""

    argv: list[str]  # the command line without the kit's own options
    mode: str  # "link" | "compile" (-c) | "assembly" (-S) | "passthrough"
    inputs: list[tuple[str, str | None]] = field(default_factory=list)  # (path, -x language in force or None)
    positions: list[int] = field(default_factory=list)  # index of each input in ``argv``
    output: str | None = None
    emit_llvm: bool = False
    save_temps: str | None = None  # -save-temps[=cwd|obj]: "cwd" or "obj"
    opt_level: str = "0"  # "0", "1", "2", "3", "s", "z", "fast", "g"
    common: list[str] = field(default_factory=list)  # options for every step
    frontend: list[str] = field(default_factory=list)  # options for the front end (C/C++ to IR) only
    link: list[str] = field(default_factory=list)  # options for the link only
    dependency: list[str] = field(default_factory=list)  # -MD/-MMD/-MF/-MT/-MQ/-MP/-MG as given
    mlbridge: dict[str, str] = field(default_factory=dict)  # --mlbridge-NAME[=VALUE] -> value ("" if none)
    kit_option_in_response_file: bool = False  # a --mlbridge-* option came from a response file

    @property
    def sources(self) -> list[Source]:
        """Inputs the kit compiles (C, C++, preprocessed C, Objective-C), in order."""
        out = []
        for i, (path, lang) in enumerate(self.inputs):
            language = lang or language_of(path)
            if language in IR_LANGUAGES:
                out.append(Source(path, language, i))
        return out


def language_of(path: str) -> str | None:
    """The clang language of a file name (``c``, ``c++``, ``ir``...), None for objects, libraries and assembly."""
    ext = os.path.splitext(path)[1]
    return C_EXTENSIONS.get(ext) or CXX_EXTENSIONS.get(ext) or IR_EXTENSIONS.get(ext)


#: How deep response files may include each other (clang stops a cycle the same way).
MAX_RESPONSE_DEPTH = 32


def tokenize_response(text: str) -> list[str]:
    """Split a response file's text as clang does on Linux (GNU rules: whitespace separates arguments; single and
    double quotes group; a backslash escapes the next character, inside double quotes too)."""
    out: list[str] = []
    token: list[str] = []
    started = False
    i, n = 0, len(text)
    quote: str | None = None
    while i < n:
        c = text[i]
        if quote:
            if c == quote:
                quote = None
            elif c == "\\" and quote == '"' and i + 1 < n:
                i += 1
                token.append(text[i])
            else:
                token.append(c)
        elif c in "'\"":
            quote, started = c, True
        elif c == "\\" and i + 1 < n:
            i += 1
            token.append(text[i])
            started = True
        elif c.isspace():
            if started:
                out.append("".join(token))
                token, started = [], False
        else:
            token.append(c)
            started = True
        i += 1
    if started:
        out.append("".join(token))
    return out


def expand_response_files(argv: list[str], base: str = ".", depth: int = 0) -> list[str]:
    """``argv`` with every ``@file`` replaced by the arguments in it (nested files are found relative to the file
    that names them, as clang's driver does); an ``@name`` that is not a readable file stays as it is (clang then
    reports it as a missing input). ConfigError for a cycle."""
    out: list[str] = []
    for arg in argv:
        if not arg.startswith("@") or len(arg) == 1:
            out.append(arg)
            continue
        path = os.path.join(base, arg[1:])
        try:
            with open(path, encoding="utf-8", errors="surrogateescape") as f:
                text = f.read()
        except OSError:
            out.append(arg)
            continue
        if depth >= MAX_RESPONSE_DEPTH:
            raise ConfigError(f"{arg}: response files nest more than {MAX_RESPONSE_DEPTH} deep (a cycle?)")
        out.extend(expand_response_files(tokenize_response(text), os.path.dirname(path) or ".", depth + 1))
    return out


def _takes_value(arg: str) -> bool:
    return arg in _SEPARATE


def _starts(arg: str, prefixes: tuple[str, ...]) -> bool:
    return any(arg.startswith(p) for p in prefixes)


def split_mlbridge(argv: list[str]) -> tuple[list[str], dict[str, str]]:
    """The command line without ``--mlbridge-*`` options, and those options (``name -> value``, ``""`` if bare)."""
    rest, own = [], {}
    for arg in argv:
        if arg.startswith(MLBRIDGE_PREFIX):
            name, eq, value = arg[len(MLBRIDGE_PREFIX):].partition("=")
            own[name] = value if eq else ""
        else:
            rest.append(arg)
    return rest, own


def parse(argv: list[str]) -> Invocation:
    """Read a clang command line (without the program name; response files expanded); ConfigError for what
    mlbridge-cc cannot do."""
    expanded = expand_response_files(list(argv))
    args, own = split_mlbridge(expanded)
    from_files = len(expanded) - len(args) > sum(a.startswith(MLBRIDGE_PREFIX) for a in argv)
    inv = Invocation(argv=args, mode="link", mlbridge=own, kit_option_in_response_file=from_files)
    language: str | None = None
    passthrough = False
    has_c = has_s = False
    i = 0
    while i < len(args):
        arg = args[i]
        start = i
        value = None
        if _takes_value(arg):
            if i + 1 >= len(args):
                raise ConfigError(f"argument to '{arg}' is missing (expected 1 value)")
            value = args[i + 1]
            i += 1
        i += 1
        pair = [arg] if value is None else [arg, value]
        if arg == "-" or not arg.startswith("-") or arg == "--":
            if arg != "--":
                inv.inputs.append((arg, language))
                inv.positions.append(start)
            continue
        for flag, what in UNSUPPORTED.items():
            if arg == flag or (flag.endswith("=") and arg.startswith(flag)):
                raise ConfigError(f"{arg}: {what} is not supported by mlbridge-cc (the kit runs the optimization "
                                  "pipeline itself, per translation unit)")
        if arg in PASSTHROUGH_FLAGS or arg.startswith("-print-") and arg not in ("-print-pipeline-passes",):
            passthrough = True
            inv.common += pair
        elif arg == "-c":
            has_c = True
        elif arg == "-S":
            has_s = True
        elif arg == "-emit-llvm":
            inv.emit_llvm = True
        elif arg in ("-save-temps", "--save-temps") or arg.startswith(("-save-temps=", "--save-temps=")):
            where = arg.partition("=")[2] or "cwd"
            if where not in ("cwd", "obj"):
                raise ConfigError(f"{arg}: -save-temps takes cwd or obj")
            inv.save_temps = where
        elif arg == "-o":
            inv.output = value
        elif arg.startswith("-o") and len(arg) > 2:
            inv.output = arg[2:]
        elif arg == "-x":
            language = None if value == "none" else value
        elif arg.startswith("-x") and len(arg) > 2:
            language = None if arg[2:] == "none" else arg[2:]
        elif arg.startswith("-O"):
            inv.opt_level = {"": "1", "4": "3"}.get(arg[2:], arg[2:])
            inv.common.append(arg)
        elif arg in ("-MD", "-MMD", "-MP", "-MG") or arg in ("-MF", "-MT", "-MQ") or \
                (arg[:3] in ("-MF", "-MT", "-MQ") and len(arg) > 3):
            inv.dependency += pair
        elif arg in ("-Xclang", "-mllvm") and value is not None and value.startswith("-O"):
            inv.common += pair  # e.g. zig's -Xclang -Oz: a cc1 level, seen as clang would see it
        elif arg in _LINK_EXACT or _starts(arg, _LINK_PREFIXES):
            inv.link += pair
        elif arg in ("-pthread", "-pthreads"):
            inv.common.append(arg)
        elif _starts(arg, _WARNING_PREFIXES) and not arg.startswith(("-Wa,", "-Wl,")):
            inv.frontend += pair
        elif _starts(arg, _FRONTEND_PREFIXES):
            inv.frontend += pair
        else:
            inv.common += pair
    if passthrough:
        inv.mode = "passthrough"
    elif has_c:
        inv.mode = "compile"
    elif has_s:
        inv.mode = "assembly"
    elif not inv.inputs:
        inv.mode = "passthrough"  # nothing to build: a version query, -v, a probe of the driver
    if inv.mode in ("compile", "assembly") and inv.output and len(inv.inputs) > 1:
        raise ConfigError("cannot specify -o when generating multiple output files")
    return inv


def default_output(source: str, mode: str, emit_llvm: bool) -> str:
    """Where clang writes the result of ``-c``/``-S`` when no ``-o`` is given: ``stem.o`` in the current folder."""
    stem = os.path.splitext(os.path.basename(source))[0] if source != "-" else "-"
    if mode == "compile":
        return stem + (".bc" if emit_llvm else ".o")
    return stem + (".ll" if emit_llvm else ".s")
