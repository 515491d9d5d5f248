"""Fault suite for ``mlbridge-opt -load-pass-plugin``: plug-in files that would kill the driver when loaded, a
second copy or build of the kit's own plug-in, and paths the loader would resolve differently (issue #27, item 9).

Every case runs the real ``mlbridge-opt`` in a subprocess (a plug-in that kills the process must not kill pytest)
on a real module, with real copies of the kit's ``MLBridgeInline.so``. A bad plug-in is one line
``mlbridge-opt: error: ...``, exit 1 and no output file; never a signal.
"""
from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.timeout(300)

REPO = Path(__file__).resolve().parents[3]
MEDIUM = REPO / "test/inputs/ir/medium.ll"


def mlbridge_opt(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.opt", *args], capture_output=True, text=True,
                          timeout=120, cwd=cwd)


def assert_one_line_error(proc: subprocess.CompletedProcess, out: Path, *needles: str) -> str:
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 1 and len(lines) == 1, (proc.returncode, proc.stderr)
    assert lines[0].startswith("mlbridge-opt: error: cannot load pass plug-in "), lines[0]
    for needle in needles:
        assert needle in lines[0], lines[0]
    assert not out.exists()
    return lines[0]


def elf64_section(data: bytes, name: bytes) -> tuple[int, int]:
    """File offset and size of section ``name`` of a little-endian ELF64 file."""
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    headers = [struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names = headers[shstrndx][4]
    for sh_name, _, _, _, offset, size in headers:
        if data[names + sh_name:].split(b"\0", 1)[0] == name:
            return offset, size
    raise AssertionError(f"no section {name!r}")


def without_preds(ir: str) -> str:
    """IR text without the ``; preds = ...`` comments (a bitcode round trip does not keep use-list order)."""
    return re.sub(r"\s*; preds = .*", "", ir)


@pytest.fixture()
def kit_plugin(native_build: Path) -> Path:
    return native_build / "plugins/inline/MLBridgeInline.so"


@pytest.mark.parametrize("keep", ["64 bytes", "a tenth", "half", "all but one byte"])
def test_truncated_plugin_is_one_line(kit_plugin: Path, tmp_path: Path, keep: str) -> None:
    """A truncated copy used to kill mlbridge-opt with SIGBUS and no message."""
    size = kit_plugin.stat().st_size
    cut = {"64 bytes": 64, "a tenth": size // 10, "half": size // 2, "all but one byte": size - 1}[keep]
    plugin, out = tmp_path / "MLBridgeInline.so", tmp_path / "out.ll"
    plugin.write_bytes(kit_plugin.read_bytes()[:cut])
    proc = mlbridge_opt(f"-load-pass-plugin={plugin}", "-S", "-passes=default<O1>", str(MEDIUM), "-o", str(out))
    assert_one_line_error(proc, out, str(plugin), "truncated", f"({cut} bytes)")


def test_plugin_whose_loading_crashes_is_one_line(kit_plugin: Path, tmp_path: Path) -> None:
    """Whole-size ELF headers but code that traps (its .text filled with int3): the ELF check passes; the loading
    probe in a throw-away process dies instead of the driver."""
    data = bytearray(kit_plugin.read_bytes())
    offset, length = elf64_section(bytes(data), b".text")
    data[offset:offset + length] = b"\xcc" * length
    plugin, out = tmp_path / "trap.so", tmp_path / "out.ll"
    plugin.write_bytes(bytes(data))
    proc = mlbridge_opt(f"-load-pass-plugin={plugin}", "-S", "-passes=default<O1>", str(MEDIUM), "-o", str(out))
    assert_one_line_error(proc, out, str(plugin), "kills the process with SIGTRAP")


def test_not_an_elf_file_is_one_line(tmp_path: Path) -> None:
    plugin, out = tmp_path / "text.so", tmp_path / "out.ll"
    plugin.write_text("not a library\n")
    proc = mlbridge_opt(f"-load-pass-plugin={plugin}", "-S", "-passes=default<O1>", str(MEDIUM), "-o", str(out))
    assert_one_line_error(proc, out, "not an ELF shared object")


def test_copy_of_the_kit_plugin_with_ml_inline_is_the_same_plugin(kit_plugin: Path, tmp_path: Path) -> None:
    """A byte-identical copy from another path beside ml-inline (which loads the kit's own) used to abort LLVM
    ("registered more than once", exit 134); it is the same plug-in, loaded once: the result is ml-inline's."""
    copy = tmp_path / "elsewhere" / "MLBridgeInline.so"
    copy.parent.mkdir()
    shutil.copyfile(kit_plugin, copy)
    alone, both = tmp_path / "alone.ll", tmp_path / "both.ll"
    ref = mlbridge_opt("-S", "-passes=default<O1>,ml-inline", str(MEDIUM), "-o", str(alone))
    assert ref.returncode == 0, ref.stderr
    proc = mlbridge_opt(f"-load-pass-plugin={copy}", "-S", "-passes=default<O1>,ml-inline", str(MEDIUM), "-o", str(both))
    assert (proc.returncode, proc.stderr) == (0, "")
    assert both.read_text() == alone.read_text()


def test_another_build_of_the_kit_plugin_with_ml_inline_is_one_line(kit_plugin: Path, tmp_path: Path) -> None:
    """A different file that registers the same LLVM options (here: the plug-in with one byte appended, which
    loads on its own) cannot be loaded beside the kit's: refused in one line before LLVM aborts."""
    other, out = tmp_path / "Other.so", tmp_path / "out.ll"
    other.write_bytes(kit_plugin.read_bytes() + b"\0")
    alone = mlbridge_opt(f"-load-pass-plugin={other}", "-S", "-passes=default<O1>", str(MEDIUM), "-o", str(out))
    assert (alone.returncode, alone.stderr) == (0, "")
    out.unlink()
    proc = mlbridge_opt(f"-load-pass-plugin={other}", "-S", "-passes=default<O1>,ml-inline", str(MEDIUM), "-o", str(out))
    assert_one_line_error(proc, out, "registered more than once", str(other))
    both = mlbridge_opt(f"-load-pass-plugin={kit_plugin}", f"-load-pass-plugin={other}", "-S", "-passes=default<O1>",
                        str(MEDIUM), "-o", str(out))
    assert_one_line_error(both, out, f"plug-in {other}:", "registered more than once")


def test_plugin_name_without_a_slash_is_found_in_the_current_directory(kit_plugin: Path, tmp_path: Path) -> None:
    """``-load-pass-plugin=MLBridgeInline.so`` with that file in the current directory: loaded from there (dlopen
    used to look the bare name up on the system library path and say "No such file")."""
    shutil.copyfile(kit_plugin, tmp_path / "MLBridgeInline.so")
    ref, out = tmp_path / "ref.ll", tmp_path / "out.ll"
    assert mlbridge_opt(f"-load-pass-plugin={kit_plugin}", "-S", "-passes=default<Oz>", str(MEDIUM), "-o",
                        str(ref)).returncode == 0
    proc = mlbridge_opt("-load-pass-plugin=MLBridgeInline.so", "-S", "-passes=default<Oz>", str(MEDIUM), "-o", "out.ll",
                        cwd=tmp_path)
    assert (proc.returncode, proc.stderr) == (0, "")
    assert out.read_text() == ref.read_text()
    printed = mlbridge_opt("-load-pass-plugin=MLBridgeInline.so", "-passes=default<Oz>", "-print-pipeline-passes",
                           str(MEDIUM), cwd=tmp_path)
    assert printed.returncode == 0 and "inline" in printed.stdout, printed.stderr


def test_plugin_in_isolate_workers(kit_plugin: Path, tmp_path: Path) -> None:
    """``--isolate`` runs the plug-in's passes in the worker (which starts Python without site: it must still find
    the environment's native build); same output as in-process."""
    ref, out = tmp_path / "ref.ll", tmp_path / "out.ll"
    assert mlbridge_opt(f"-load-pass-plugin={kit_plugin}", "-S", "-passes=default<Oz>", str(MEDIUM), "-o",
                        str(ref)).returncode == 0
    proc = mlbridge_opt("--isolate", f"-load-pass-plugin={kit_plugin}", "-S", "-passes=default<Oz>", str(MEDIUM),
                        "-o", str(out))
    assert (proc.returncode, proc.stderr) == (0, "")
    assert without_preds(out.read_text()) == without_preds(ref.read_text())
