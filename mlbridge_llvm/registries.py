"""Where the user's own package clients get packages: the Python package index pip would use, and the Debian archive
apt would use. The kit never names a registry itself; it asks the machine's configuration.

* :func:`pip_index_url`: ``$PIP_INDEX_URL``; else uv's ``$UV_DEFAULT_INDEX`` or ``$UV_INDEX_URL``; else the
  ``index-url`` of pip's configuration (its configuration files and ``PIP_*`` variables, as ``pip config list``
  reports them); else pip's own built-in default, taken from pip at run time.
* :func:`debian_mirror`: ``$MLBRIDGE_DEBIAN_MIRROR``; else the first Debian archive in apt's sources
  (``/etc/apt/sources.list``, ``sources.list.d/*.list`` in the one-line form and ``sources.list.d/*.sources`` in
  the deb822 form), the security archive excepted (it has only security updates in its pool).

Each raises :class:`~mlbridge_llvm.errors.ConfigError` with one line when nothing can be determined.
"""
from __future__ import annotations

import glob
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass

from .errors import ConfigError

#: Environment variable that names the Debian archive to use, whatever apt says.
DEBIAN_MIRROR_ENV = "MLBRIDGE_DEBIAN_MIRROR"
#: Environment variables that decide pip's (and uv's) index, in the order they are consulted.
INDEX_ENV = ("PIP_INDEX_URL", "UV_DEFAULT_INDEX", "UV_INDEX_URL")
#: The sections of pip's configuration whose ``index-url`` applies to downloads, most specific first.
_PIP_SECTIONS = (":env:", "download", "install", "global")
#: Suites of the Debian archive (codenames since 1.1 and the aliases), without ``-updates`` and the like.
DEBIAN_SUITES = frozenset({
    "buzz", "rex", "bo", "hamm", "slink", "potato", "woody", "sarge", "etch", "lenny", "squeeze", "wheezy", "jessie",
    "stretch", "buster", "bullseye", "bookworm", "trixie", "forky", "duke", "sid", "stable", "testing", "unstable",
    "oldstable", "oldoldstable", "experimental"})
_SCHEMES = ("http://", "https://", "ftp://", "file:")


def _interpreters_with_pip() -> list[list[str]]:
    """Commands that run pip: this interpreter's ``-m pip`` when it has pip, then ``python3 -m pip`` and ``pip``
    from ``PATH``."""
    out = []
    if importlib.util.find_spec("pip") is not None:
        out.append([sys.executable, "-m", "pip"])
    for name in ("python3", "python"):
        found = shutil.which(name)
        if found and os.path.realpath(found) != os.path.realpath(sys.executable):
            out.append([found, "-m", "pip"])
    for name in ("pip3", "pip"):
        found = shutil.which(name)
        if found:
            out.append([found])
    return out


def _run(cmd: list[str], timeout: float = 60.0) -> str | None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env,
                              stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        return None
    return proc.stdout if proc.returncode == 0 else None


def parse_pip_config_list(text: str) -> str | None:
    """The ``index-url`` that applies to downloads in ``pip config list`` output (``section.key='value'`` lines)."""
    values: dict[str, str] = {}
    for line in text.splitlines():
        key, eq, value = line.partition("=")
        section, dot, name = key.strip().rpartition(".")
        if eq and dot and name == "index-url":
            values[section] = value.strip().strip("'\"")
    for section in _PIP_SECTIONS:
        if values.get(section):
            return values[section].split()[0]
    return None


_DEFAULT_SCRIPT = "from pip._internal.models.index import PyPI; print(PyPI.simple_url)"
_HELP_DEFAULT = re.compile(r"--index-url <url>.*?\(default\s+(\S+?)\)", re.S)


#: pip's built-in default by the command that runs that pip (it changes only with pip itself).
_DEFAULTS: dict[tuple[str, ...], str | None] = {}


def _pip_default(cmd: list[str]) -> str | None:
    """pip's built-in index, from pip itself: its index model when ``cmd`` is ``PYTHON -m pip``, else the default
    its ``download --help`` states."""
    key = tuple(cmd)
    if key not in _DEFAULTS:
        _DEFAULTS[key] = _ask_pip_default(cmd)
    return _DEFAULTS[key]


def _ask_pip_default(cmd: list[str]) -> str | None:
    if cmd[1:2] == ["-m"]:
        out = _run([cmd[0], "-c", _DEFAULT_SCRIPT])
        if out and out.strip():
            return out.strip().splitlines()[-1]
    help_text = _run([*cmd, "download", "--help"])
    m = _HELP_DEFAULT.search(help_text or "")
    return m.group(1) if m else None


def pip_index_url() -> str:
    """The base URL of the simple API index the user's pip (or uv) downloads from, without a trailing slash
    (module doc); ConfigError when no variable, no configuration and no pip says."""
    for name in INDEX_ENV:
        value = os.environ.get(name, "").strip()
        if value:
            return value.split()[0].rstrip("/")
    commands = _interpreters_with_pip()
    for cmd in commands:
        listing = _run([*cmd, "config", "list"])
        if listing is None:
            continue
        configured = parse_pip_config_list(listing)
        if configured:
            return configured.rstrip("/")
        break  # this pip read the configuration and it names no index: its default applies
    for cmd in commands:
        default = _pip_default(cmd)
        if default:
            return default.rstrip("/")
    raise ConfigError("cannot tell which package index to use: set PIP_INDEX_URL (no pip found to ask for its "
                      "configured or default index)")


@dataclass(frozen=True)
class AptSource:
    """One entry of apt's sources: its types (``deb``, ``deb-src``), archive URI, suite and components."""

    types: tuple[str, ...]
    uri: str
    suite: str
    components: tuple[str, ...]
    where: str  # file:line, for messages

    @property
    def is_security(self) -> bool:
        """The security archive (``bookworm-security``, ``buster/updates``, a ``debian-security`` URI)."""
        return (self.suite.endswith("-security") or self.suite.endswith("/updates")
                or self.uri.rstrip("/").endswith("-security"))

    @property
    def is_debian_archive(self) -> bool:
        """An entry of a Debian archive that has a pool to look source packages up in (not the security archive)."""
        base = self.suite.split("/")[0].split("-")[0]
        return (base in DEBIAN_SUITES and not self.is_security and self.uri.startswith(_SCHEMES)
                and bool({"deb", "deb-src"} & set(self.types)))


def _strip_comment(line: str) -> str:
    return line.split("#", 1)[0].rstrip()


def parse_one_line(text: str, name: str = "sources.list") -> list[AptSource]:
    """Entries of a one-line-style file: ``deb [options] URI SUITE [COMPONENT...]`` (comments ignored)."""
    out = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = _strip_comment(raw).strip()
        if not line:
            continue
        kind, _, rest = line.partition(" ")
        rest = rest.strip()
        if rest.startswith("["):
            end = rest.find("]")
            if end < 0:
                continue
            rest = rest[end + 1:].strip()
        words = rest.split()
        if kind not in ("deb", "deb-src") or len(words) < 2:
            continue
        out.append(AptSource((kind,), words[0].rstrip("/"), words[1], tuple(words[2:]), f"{name}:{n}"))
    return out


def parse_deb822(text: str, name: str = "sources") -> list[AptSource]:
    """Entries of a deb822-style ``.sources`` file: stanzas of ``Types``, ``URIs``, ``Suites``, ``Components``
    (``Enabled: no`` stanzas and comment lines ignored; one entry per URI and suite)."""
    out = []
    stanzas: list[tuple[int, dict[str, str]]] = []
    fields: dict[str, str] = {}
    start, last = 0, ""
    for n, raw in enumerate([*text.splitlines(), ""], 1):
        if raw.startswith("#"):
            continue
        if not raw.strip():
            if fields:
                stanzas.append((start, fields))
            fields, last = {}, ""
            continue
        if raw[0] in " \t" and last:  # a folded continuation of the previous field
            fields[last] += " " + _strip_comment(raw).strip()
            continue
        key, colon, value = raw.partition(":")
        if colon:
            if not fields:
                start = n
            last = key.strip().lower()
            fields[last] = _strip_comment(value).strip()
    for n, f in stanzas:
        if f.get("enabled", "yes").lower() in ("no", "false", "0"):
            continue
        types = tuple(f.get("types", "").split())
        components = tuple(f.get("components", "").split())
        for uri in f.get("uris", "").split():
            for suite in f.get("suites", "").split():
                out.append(AptSource(types, uri.rstrip("/"), suite, components, f"{name}:{n}"))
    return out


def apt_sources(root: str = "/etc/apt") -> list[AptSource]:
    """Every entry of apt's sources under ``root``, in apt's order (``sources.list``, then ``sources.list.d``'s
    files by name)."""
    out: list[AptSource] = []
    paths = [os.path.join(root, "sources.list")]
    paths += sorted(glob.glob(os.path.join(root, "sources.list.d", "*.list"))
                    + glob.glob(os.path.join(root, "sources.list.d", "*.sources")), key=os.path.basename)
    for path in paths:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
        except OSError:
            continue
        parse = parse_deb822 if path.endswith(".sources") else parse_one_line
        out.extend(parse(text, path))
    return out


def debian_mirror(root: str = "/etc/apt") -> str:
    """Base URL of the Debian archive this machine's apt uses (the folder holding ``pool/``), without a trailing
    slash (module doc); ConfigError when neither the variable nor apt's sources name one."""
    value = os.environ.get(DEBIAN_MIRROR_ENV, "").strip()
    if value:
        return value.rstrip("/")
    for source in apt_sources(root):
        if source.is_debian_archive:
            return source.uri
    raise ConfigError(f"no Debian archive in apt's sources under {root}: set {DEBIAN_MIRROR_ENV} to the URL of a "
                      "Debian mirror (the folder that holds pool/)")
