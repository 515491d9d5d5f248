"""Read an MLGO corpus directory: ``corpus_description.json`` plus one ``.bc``/``.cmd`` pair per module."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field

from ..errors import ConfigError

DESCRIPTION = "corpus_description.json"


def package_of(module_name: str) -> str:
    """The code base a module comes from: the first component of its name (``lz4-4.4.5/lz4libs/lz4.o`` ->
    ``lz4-4.4.5``), which is the package key ``mlbridge-corpus build`` puts there. A module at the top of a
    corpus is its own package."""
    return module_name.replace("\\", "/").split("/", 1)[0]


@dataclass(frozen=True)
class Module:
    """One corpus module: its name in the manifest and the corpus root it lives in."""

    name: str
    root: str

    @property
    def package(self) -> str:
        """The package key of this module (see :func:`package_of`)."""
        return package_of(self.name)

    @property
    def bc_path(self) -> str:
        """Path of the module's bitcode (``<root>/<name>.bc``)."""
        return os.path.join(self.root, self.name + ".bc")

    @property
    def cmd_path(self) -> str:
        """Path of the module's command line (``<root>/<name>.cmd``)."""
        return os.path.join(self.root, self.name + ".cmd")

    def read_bitcode(self) -> bytes:
        """The module's bitcode bytes."""
        try:
            with open(self.bc_path, "rb") as f:
                return f.read()
        except OSError as e:
            raise ConfigError(f"cannot read module {self.name!r}: {e.strerror} ({self.bc_path})") from None

    def read_cmd(self) -> list[str]:
        """The module's ``-cc1`` arguments (the ``.cmd`` file split at NULs); [] when there is no ``.cmd``."""
        try:
            with open(self.cmd_path, encoding="utf-8") as f:
                text = f.read()
        except FileNotFoundError:
            return []
        return [tok for tok in text.split("\0") if tok != ""]


@dataclass
class Corpus:
    """A corpus: root directory, modules in manifest order, ThinLTO flag and optional global command override."""

    root: str
    modules: list[Module]
    has_thinlto: bool = False
    global_command_override: list[str] | None = None
    description: dict = field(default_factory=dict)
    _by_name: dict[str, Module] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __len__(self) -> int:
        return len(self.modules)

    def module(self, name: str) -> Module:
        """The module called ``name``; :class:`ConfigError` if the manifest has no such module."""
        if len(self._by_name) != len(self.modules):  # built at the first look-up (or after modules changed)
            self._by_name = {m.name: m for m in self.modules}
        try:
            return self._by_name[name]
        except KeyError:
            raise ConfigError(f"no module {name!r} in corpus {self.root}") from None


def load_corpus(root: str, check_files: bool = True) -> Corpus:
    """Load ``root/corpus_description.json``; with ``check_files`` every listed ``.bc`` must exist."""
    path = os.path.join(root, DESCRIPTION)
    try:
        with open(path, encoding="utf-8") as f:
            desc = json.load(f)
    except FileNotFoundError:
        raise ConfigError(f"{root} is not a corpus: no {DESCRIPTION}") from None
    except (OSError, ValueError) as e:
        raise ConfigError(f"cannot read {path}: {e}") from None
    if not isinstance(desc, dict) or not isinstance(desc.get("modules"), list):
        raise ConfigError(f"{path}: expected an object with a 'modules' list")
    modules = [Module(str(name), root) for name in desc["modules"]]
    if check_files:
        missing = [m.name for m in modules if not os.path.exists(m.bc_path)]
        if missing:
            more = f" (and {len(missing) - 3} more)" if len(missing) > 3 else ""
            raise ConfigError(f"corpus {root}: missing .bc for {', '.join(missing[:3])}{more}")
    override = desc.get("global_command_override")
    return Corpus(root, modules, bool(desc.get("has_thinlto", False)), list(override) if override else None, desc)


def write_subset(corpus: Corpus, names: list[str], output: str) -> Corpus:
    """Copy the modules ``names`` (``.bc`` and ``.cmd``) of ``corpus`` into a new corpus directory ``output``."""
    import shutil

    from ..fileio import atomic_write

    chosen = [corpus.module(n) for n in names]
    for m in chosen:
        for src, ext in ((m.bc_path, ".bc"), (m.cmd_path, ".cmd")):
            if os.path.exists(src):
                dest = os.path.join(output, m.name + ext)
                os.makedirs(os.path.dirname(dest), exist_ok=True)
                shutil.copyfile(src, dest)
    desc: dict = {}
    if corpus.global_command_override:
        desc["global_command_override"] = corpus.global_command_override
    desc.update({"has_thinlto": corpus.has_thinlto, "modules": [m.name for m in chosen]})
    packages = corpus.description.get("packages")
    if isinstance(packages, dict):
        kept = {m.package for m in chosen}
        desc["packages"] = {k: v for k, v in packages.items() if k in kept}
    if corpus.description.get("opt_level"):
        desc["opt_level"] = corpus.description["opt_level"]
    atomic_write(os.path.join(output, DESCRIPTION), json.dumps(desc, indent=2))
    return load_corpus(output)
