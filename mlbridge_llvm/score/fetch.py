"""Sources of the programs: downloaded once into a cache folder, checked against their pinned sha256 (a mismatch is
one line and the file is not kept), unpacked into a pristine tree that every build copies.

``pypi:NAME==VERSION`` is resolved through the simple API of the package index the user's pip uses
(:func:`~mlbridge_llvm.registries.pip_index_url`); ``debian:PATH`` is ``PATH`` on the Debian mirror the machine's
apt uses (:func:`~mlbridge_llvm.registries.debian_mirror`; a source package's upstream tarball is
``debian:pool/main/<initial>/<package>/<package>_<version>.orig.tar.*``); ``http(s)://`` URLs are fetched as they
are; ``file:PATH`` is a local archive; ``dir:PATH`` a local folder, whose hash is that of its file list and contents
(:func:`tree_sha256`; ``mlbridge-score hash PATH`` prints it). Every source is checked against its pinned sha256,
wherever it came from.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import tarfile
import tempfile
import urllib.parse
import urllib.request
import zipfile

from ..errors import ConfigError, MLBridgeError
from ..fileio import file_sha256
from ..registries import debian_mirror, pip_index_url
from .recipes import Program


class SourceError(MLBridgeError):
    """A source could not be fetched, did not match its hash, or could not be unpacked."""


def tree_sha256(folder: str) -> str:
    """sha256 over a folder's relative paths and file contents, in sorted order (symlinks by their target)."""
    h = hashlib.sha256()
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(root, name)
            rel = os.path.relpath(path, folder)
            h.update(rel.encode() + b"\0")
            if os.path.islink(path):
                h.update(b"link:" + os.readlink(path).encode())
            else:
                with open(path, "rb") as f:
                    h.update(hashlib.sha256(f.read()).digest())
    return h.hexdigest()


def _resolve(program: Program, path: str) -> str:
    return path if os.path.isabs(path) or not program.origin else os.path.join(program.origin, path)


def _pypi_url(spec: str, timeout: float) -> tuple[str, str]:
    import html
    import re

    name, _, version = spec.partition("==")
    if not version:
        raise ConfigError(f"pypi:{spec}: pin a version (pypi:NAME==VERSION)")
    index = pip_index_url()
    norm = re.sub(r"[-_.]+", "-", name).lower()
    try:
        with urllib.request.urlopen(f"{index}/{norm}/", timeout=timeout) as resp:  # noqa: S310
            page = resp.read().decode("utf-8", "replace")
    except OSError as e:
        raise SourceError(f"pypi:{spec}: cannot read {index}/{norm}/: {getattr(e, 'reason', None) or e}") from None
    for href in re.findall(r'href="([^"]+)"', page):
        url = urllib.parse.urljoin(f"{index}/{norm}/", html.unescape(href))
        fname = urllib.parse.unquote(url.split("#")[0].rsplit("/", 1)[-1])
        for ext in (".tar.gz", ".zip", ".tar.bz2"):
            stem = fname[: -len(ext)] if fname.endswith(ext) else None
            if stem and re.sub(r"[-_.]+", "-", stem.rpartition("-")[0]).lower() == norm and stem.rpartition("-")[2] == version:
                return url.split("#")[0], fname
    raise SourceError(f"pypi:{spec}: no source distribution of that version on {index}")


def fetch(program: Program, cache: str, timeout: float = 300.0) -> str:
    """The program's verified archive (or folder, for ``dir:``) in ``cache``; SourceError on any failure."""
    src = program.source
    if src.url.startswith("dir:"):
        folder = _resolve(program, src.url[4:])
        if not os.path.isdir(folder):
            raise SourceError(f"{program.key}: {folder} is not a folder")
        got = tree_sha256(folder)
        if got != src.sha256:
            raise SourceError(f"{program.key}: {folder} has sha256 {got}, the recipe pins {src.sha256}")
        return folder
    if src.url.startswith("file:"):
        path = _resolve(program, src.url[5:])
        if not os.path.isfile(path):
            raise SourceError(f"{program.key}: {path} does not exist")
        got = file_sha256(path)
        if got != src.sha256:
            raise SourceError(f"{program.key}: {path} has sha256 {got}, the recipe pins {src.sha256}")
        return path
    os.makedirs(cache, exist_ok=True)
    for name in sorted(os.listdir(cache)):  # downloaded before: no index or mirror is asked again
        if name.startswith(f"{src.sha256[:16]}-") and file_sha256(os.path.join(cache, name)) == src.sha256:
            return os.path.join(cache, name)
    if src.url.startswith("pypi:"):
        url, fname = _pypi_url(src.url[5:], timeout)
    elif src.url.startswith("debian:"):
        path = src.url[len("debian:"):].lstrip("/")
        url, fname = f"{debian_mirror()}/{path}", urllib.parse.unquote(path.rsplit("/", 1)[-1])
    elif src.url.startswith(("http://", "https://")):
        url, fname = src.url, urllib.parse.unquote(src.url.rsplit("/", 1)[-1])
    else:
        raise ConfigError(f"{program.key}: unknown source {src.url!r} (pypi:, debian:, http(s)://, file: or dir:)")
    dest = os.path.join(cache, f"{src.sha256[:16]}-{fname}")
    if os.path.isfile(dest) and file_sha256(dest) == src.sha256:
        return dest
    fd, tmp = tempfile.mkstemp(prefix=".fetch-", dir=cache)
    try:
        with os.fdopen(fd, "wb") as out, urllib.request.urlopen(url, timeout=timeout) as resp:  # noqa: S310
            shutil.copyfileobj(resp, out)
        got = file_sha256(tmp)
        if got != src.sha256:
            raise SourceError(f"{program.key}: {url} has sha256 {got}, the recipe pins {src.sha256}")
        os.replace(tmp, dest)
    except OSError as e:
        raise SourceError(f"{program.key}: cannot fetch {url}: {getattr(e, 'reason', None) or e}") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return dest


def unpack(program: Program, archive: str, dest: str) -> str:
    """Unpack ``archive`` (or copy a ``dir:`` folder) into ``dest`` (created atomically: a temporary folder renamed
    when complete); returns the project folder (``subdir`` applied). Reuses a complete ``dest``."""
    if not os.path.isdir(dest):
        parent = os.path.dirname(os.path.abspath(dest))
        os.makedirs(parent, exist_ok=True)
        tmp = tempfile.mkdtemp(prefix=".unpack-", dir=parent)
        try:
            if os.path.isdir(archive):
                shutil.copytree(archive, os.path.join(tmp, os.path.basename(archive.rstrip("/"))), symlinks=True)
            elif zipfile.is_zipfile(archive):
                with zipfile.ZipFile(archive) as z:
                    z.extractall(tmp)
            else:
                with tarfile.open(archive) as t:
                    t.extractall(tmp, filter="tar")
            os.rename(tmp, dest)
        except (OSError, tarfile.TarError, zipfile.BadZipFile) as e:
            shutil.rmtree(tmp, ignore_errors=True)
            raise SourceError(f"{program.key}: cannot unpack {archive}: {e}") from None
    sub = program.source.subdir
    if not sub:
        entries = os.listdir(dest)
        sub = entries[0] if len(entries) == 1 and os.path.isdir(os.path.join(dest, entries[0])) else "."
    root = os.path.normpath(os.path.join(dest, sub))
    if not os.path.isdir(root):
        raise SourceError(f"{program.key}: no folder {sub!r} in {archive}")
    return root
