"""No tracked file names a package registry's host: the kit asks the user's own clients where packages come from
(:mod:`mlbridge_llvm.registries`), and a host written into code, docs or tests would bypass that.

The host names are assembled from their pieces here (labels split where a label alone is a registry's name), so
that this file does not name them either.
"""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _host(*labels: str) -> str:
    return ".".join(labels)


#: Registry hosts: Python's index and its file host, Debian's archive, security, snapshot and FTP hosts, npm's
#: registry, and the registries of a few other ecosystems.
HOSTS = (
    _host("pypi", "org"), _host("python" + "hosted", "org"), _host("pypi", "python", "org"),
    _host("deb", "debian", "org"), _host("security", "debian", "org"), _host("snapshot", "debian", "org"),
    _host("ftp", "debian", "org"), _host("archive", "debian", "org"), _host("httpredir", "debian", "org"),
    _host("registry", "npm" + "js", "org"), _host("npm" + "js", "com"), _host("registry", "yarnpkg", "com"),
    _host("index", "crates", "io"), _host("static", "crates", "io"), _host("proxy", "golang", "org"),
    _host("rubygems", "org"),
)
#: Debian's per-country FTP mirrors (``ftp.<cc>.`` + Debian's domain).
PATTERNS = [re.compile(r"(?<![a-z0-9-])" + re.escape(h), re.I) for h in HOSTS]
PATTERNS.append(re.compile(r"(?<![a-z0-9-])ftp\.[a-z]{2}\." + re.escape(_host("debian", "org")), re.I))


def _tracked() -> list[Path]:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    proc = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True)
    if proc.returncode != 0 or not proc.stdout:
        pytest.skip("not in a git checkout (the installed kit's suite)")
    return [ROOT / name for name in proc.stdout.decode("utf-8", "surrogateescape").split("\0") if name]


def offending_lines(text: str) -> list[tuple[int, str]]:
    """``(line number, host)`` of every registry host in ``text``."""
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        for pattern in PATTERNS:
            m = pattern.search(line)
            if m:
                out.append((n, m.group(0)))
    return out


def test_the_patterns_catch_each_host_and_nothing_else() -> None:
    """Each host is caught in a URL, in prose and in a subdomain; a look-alike name is not."""
    for host in HOSTS:
        assert offending_lines(f"see https://{host}/simple/x/") == [(1, host)]
        assert offending_lines(f"mirror: files.{host}") == [(1, host)]
    mirror = _host("ftp", "us", "debian", "org")
    assert offending_lines(f"deb http://{mirror}/debian bookworm main") == [(1, mirror)]
    assert offending_lines("debian:pool/main/b/bzip2/x.tar.gz, pypi:pybase64==1.4.2, PyPI and Debian") == []
    assert offending_lines("my" + _host("pypi", "org")) == []


def test_no_tracked_file_names_a_registry_host() -> None:
    found = []
    for path in _tracked():
        try:
            data = path.read_bytes()
        except (FileNotFoundError, IsADirectoryError):
            continue  # deleted or a submodule in this working tree
        if b"\0" in data[:8192]:
            continue  # binary
        for n, host in offending_lines(data.decode("utf-8", "replace")):
            found.append(f"{path.relative_to(ROOT)}:{n}: {host}")
    assert not found, "registry host names in tracked files (ask mlbridge_llvm.registries instead):\n" + \
        "\n".join(found)
