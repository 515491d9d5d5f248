"""Where sources come from: the package index the user's pip uses and the Debian archive the machine's apt uses
(:mod:`mlbridge_llvm.registries`), read from real configuration files written into the test's folder."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mlbridge_llvm import registries
from mlbridge_llvm.errors import ConfigError
from mlbridge_llvm.registries import apt_sources, debian_mirror, parse_pip_config_list, pip_index_url

DEB822 = """\
# the machine's archive
Types: deb deb-src
# a snapshot, commented out
URIs: http://mirror.example/debian/
Suites: bookworm bookworm-updates
Components: main contrib
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://mirror.example/debian-security
Suites: bookworm-security
Components: main
"""

SECURITY_FIRST = """\
Types: deb
URIs: http://mirror.example/debian-security
Suites: bookworm-security
Components: main

Types: deb
Enabled: no
URIs: http://disabled.example/debian
Suites: bookworm
Components: main

Types: deb
URIs: https://third.example/debian
 https://fourth.example/debian
Suites: trixie
Components: main
"""

ONE_LINE = """\
# deb http://commented.example/debian bookworm main
deb http://mirror.example/debian-security bookworm-security main
deb [arch=amd64 signed-by=/usr/share/keyrings/x.gpg] https://vendor.example/repo nodistro main
deb [ arch=amd64 ] http://local.example/debian/ bookworm main  # trailing comment
deb-src http://other.example/debian bookworm main
"""


@pytest.fixture()
def apt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty apt configuration folder; the override variable unset."""
    monkeypatch.delenv(registries.DEBIAN_MIRROR_ENV, raising=False)
    (tmp_path / "apt" / "sources.list.d").mkdir(parents=True)
    return tmp_path / "apt"


def test_deb822_sources_give_the_archive_not_the_security_one(apt: Path) -> None:
    (apt / "sources.list.d" / "debian.sources").write_text(DEB822)
    assert debian_mirror(str(apt)) == "http://mirror.example/debian"
    entries = apt_sources(str(apt))
    assert [(e.uri, e.suite, e.is_security) for e in entries] == [
        ("http://mirror.example/debian", "bookworm", False),
        ("http://mirror.example/debian", "bookworm-updates", False),
        ("http://mirror.example/debian-security", "bookworm-security", True)]
    assert entries[0].types == ("deb", "deb-src") and entries[0].components == ("main", "contrib")


def test_deb822_skips_security_disabled_stanzas_and_folds_fields(apt: Path) -> None:
    (apt / "sources.list.d" / "debian.sources").write_text(SECURITY_FIRST)
    assert debian_mirror(str(apt)) == "https://third.example/debian"
    assert [e.uri for e in apt_sources(str(apt))] == [
        "http://mirror.example/debian-security", "https://third.example/debian", "https://fourth.example/debian"]


def test_one_line_entries_with_options_and_comments(apt: Path) -> None:
    (apt / "sources.list").write_text(ONE_LINE)
    entries = apt_sources(str(apt))
    assert [e.uri for e in entries] == ["http://mirror.example/debian-security", "https://vendor.example/repo",
                                        "http://local.example/debian", "http://other.example/debian"]
    assert debian_mirror(str(apt)) == "http://local.example/debian"  # not security, not a vendor's repository


def test_sources_list_comes_before_the_folder_and_list_files_count(apt: Path) -> None:
    (apt / "sources.list").write_text("# nothing here\n")
    (apt / "sources.list.d" / "b.sources").write_text(DEB822.replace("mirror.example", "second.example"))
    (apt / "sources.list.d" / "a.list").write_text("deb http://first.example/debian sid main\n")
    (apt / "sources.list.d" / "c.list.disabled").write_text("deb http://never.example/debian sid main\n")
    assert debian_mirror(str(apt)) == "http://first.example/debian"


def test_no_debian_archive_is_one_line_and_the_variable_overrides(apt: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    (apt / "sources.list").write_text("deb https://vendor.example/repo nodistro main\n")
    with pytest.raises(ConfigError, match=registries.DEBIAN_MIRROR_ENV) as e:
        debian_mirror(str(apt))
    assert "\n" not in str(e.value)
    monkeypatch.setenv(registries.DEBIAN_MIRROR_ENV, "http://mine.example/debian/")
    assert debian_mirror(str(apt)) == "http://mine.example/debian"


def test_the_machines_own_apt_configuration_parses() -> None:
    """Whatever this machine's apt says, reading it raises nothing but a ConfigError."""
    try:
        mirror = debian_mirror()
    except ConfigError:
        return
    assert "://" in mirror or mirror.startswith("file:")


@pytest.fixture()
def pip_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No index variable set; pip's configuration is the (empty) file in tmp_path, so the user's own is not read."""
    for name in (*registries.INDEX_ENV, "PIP_INDEX"):
        monkeypatch.delenv(name, raising=False)
    config = tmp_path / "pip.conf"
    config.write_text("")
    monkeypatch.setenv("PIP_CONFIG_FILE", str(config))
    return config


def _pip_has_pip() -> bool:
    return subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True).returncode == 0


def test_index_from_the_variables(pip_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UV_INDEX_URL", "https://uv.example/simple/")
    assert pip_index_url() == "https://uv.example/simple"
    monkeypatch.setenv("PIP_INDEX_URL", "https://index.example/simple/")
    assert pip_index_url() == "https://index.example/simple"


@pytest.mark.skipif(not _pip_has_pip(), reason="this interpreter has no pip")
def test_index_from_a_pip_configuration_file(pip_env: Path) -> None:
    pip_env.write_text("[global]\nindex-url = https://config.example/simple/\ntimeout = 5\n")
    assert pip_index_url() == "https://config.example/simple"
    pip_env.write_text("[global]\nindex-url = https://global.example/simple\n"
                       "[download]\nindex-url = https://download.example/simple\n")
    assert pip_index_url() == "https://download.example/simple"


@pytest.mark.skipif(not _pip_has_pip(), reason="this interpreter has no pip")
def test_default_index_is_pips_own(pip_env: Path) -> None:
    """Nothing configured: the index is the one pip itself defaults to, asked at run time."""
    listing = subprocess.run([sys.executable, "-m", "pip", "config", "list"], capture_output=True, text=True).stdout
    if parse_pip_config_list(listing):
        pytest.skip("this machine's global pip configuration names an index")
    ours = subprocess.run([sys.executable, "-c", "from pip._internal.models.index import PyPI; "
                           "print(PyPI.simple_url)"], capture_output=True, text=True)
    assert ours.returncode == 0, ours.stderr
    assert pip_index_url() == ours.stdout.strip().rstrip("/")
    help_text = subprocess.run([sys.executable, "-m", "pip", "download", "--help"], capture_output=True,
                               text=True).stdout
    assert f"(default {ours.stdout.strip()})" in " ".join(help_text.split())
    # a pip known only as a command (not PYTHON -m pip): the default its help states
    assert registries._ask_pip_default([sys.executable, "-I", "-m", "pip"]) == ours.stdout.strip()


def test_pip_config_list_output_is_read_by_section() -> None:
    text = ("global.cert='/etc/ssl/certs/ca.crt'\nglobal.extra-index-url='file:///opt/simple'\n"
            "global.index-url='https://global.example/simple'\ninstall.index-url='https://install.example/simple'\n")
    assert parse_pip_config_list(text) == "https://install.example/simple"
    assert parse_pip_config_list("global.extra-index-url='file:///opt/simple'\n") is None


def test_no_pip_and_no_variable_is_one_line(pip_env: Path, monkeypatch: pytest.MonkeyPatch,
                                            tmp_path: Path) -> None:
    """An interpreter without pip and an empty PATH: a one-line error that says what to set."""
    empty = tmp_path / "empty-bin"
    empty.mkdir()
    env = {**os.environ, "PATH": str(empty), "PIP_CONFIG_FILE": str(pip_env)}
    for name in registries.INDEX_ENV:
        env.pop(name, None)
    script = ("import sys; sys.modules['pip'] = None\n"  # this interpreter cannot import pip
              "from mlbridge_llvm import registries\n"
              "from mlbridge_llvm.errors import ConfigError\n"
              "try:\n    registries.pip_index_url()\nexcept ConfigError as e:\n    print('ERR', e)\n")
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("ERR ") and "PIP_INDEX_URL" in proc.stdout and proc.stdout.count("\n") == 1
