"""Special output files: devices, FIFOs, symlinks, ``-``, ``/dev/stdout`` and directories are never replaced.

Every output of the kit goes through :mod:`mlbridge_llvm.fileio`; these tests use a character device node made
inside the test's own folder (``mknod``, the same major/minor as ``/dev/null``) so the machine's ``/dev/null`` is
never touched, and run ``mlbridge-opt`` for real for ``-o``, ``--remarks-file``, ``log=``, ``obj=`` and ``asm=``.
"""
from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from mlbridge_llvm.errors import ConfigError
from mlbridge_llvm.fileio import AtomicFile, atomic_open, atomic_write, is_direct_target

ROOT = Path(__file__).resolve().parents[3]
INLINE_INPUT = ROOT / "mlbridge_llvm" / "data" / "inline_demo.ll"
PRESSURE = ROOT / "test" / "lit" / "regalloc" / "Inputs" / "pressure.ll"


def _null_device(folder: Path) -> Path:
    """A private character device equivalent to /dev/null (root can mknod; CI runs as root)."""
    path = folder / "null"
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except PermissionError:
        pytest.fail("this suite needs to create a device node in its tmp folder (CI runs as root)")
    return path


def _drain_fifo(path: Path) -> tuple[threading.Thread, list[bytes]]:
    """A FIFO at ``path`` and a reader thread collecting what is written to it."""
    os.mkfifo(path)
    got: list[bytes] = []

    def read() -> None:
        with open(path, "rb") as f:
            got.append(f.read())
    t = threading.Thread(target=read, daemon=True)
    t.start()
    return t, got


def _opt(*args: str, **kw) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "mlbridge_llvm.cli.opt", *args], capture_output=True, timeout=300, **kw)


def _leftovers(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir() if p.name.startswith(".tmp-")]


# ---- the library ------------------------------------------------------------------------------------------
def test_device_is_written_in_place_not_replaced(tmp_path: Path) -> None:
    dev = _null_device(tmp_path)
    atomic_write(dev, b"data")
    assert stat.S_ISCHR(os.stat(dev).st_mode)
    assert _leftovers(tmp_path) == []


def test_fifo_gets_the_content_and_stays_a_fifo(tmp_path: Path) -> None:
    fifo = tmp_path / "out.fifo"
    reader, got = _drain_fifo(fifo)
    atomic_write(fifo, b"hello fifo")
    reader.join(30)
    assert got == [b"hello fifo"]
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_symlink_is_followed_and_kept(tmp_path: Path) -> None:
    target = tmp_path / "real.txt"
    target.write_bytes(b"old")
    os.chmod(target, 0o640)
    link = tmp_path / "link.txt"
    link.symlink_to(target)
    atomic_write(link, b"new")
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_bytes() == b"new"
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o640  # a replaced file keeps its permissions
    assert _leftovers(tmp_path) == []


def test_dangling_symlink_creates_its_target(tmp_path: Path) -> None:
    link = tmp_path / "link"
    link.symlink_to(tmp_path / "sub" / "made.txt")
    atomic_write(link, "x")
    assert link.is_symlink() and (tmp_path / "sub" / "made.txt").read_text() == "x"


def test_direct_target_gets_nothing_on_error(tmp_path: Path) -> None:
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    with pytest.raises(RuntimeError):
        with atomic_open(fifo) as f:
            f.write(b"partial")
            raise RuntimeError("failed half way")
    # nothing opened the FIFO for writing: a non-blocking read open sees no writer and no data
    fd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        assert os.read(fd, 10) == b""
    finally:
        os.close(fd)


def test_directory_is_refused_in_one_line(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="is a directory"):
        atomic_write(tmp_path, b"x")


def test_regular_file_error_leaves_old_content(tmp_path: Path) -> None:
    out = tmp_path / "o.txt"
    out.write_bytes(b"keep me")
    af = AtomicFile(out)
    af.file.write(b"never")
    af.discard()
    assert out.read_bytes() == b"keep me" and _leftovers(tmp_path) == []


@pytest.mark.parametrize("path,direct", [("-", True), ("/dev/stdout", True), ("/proc/self/fd/1", True),
                                         ("/dev/null", True)])
def test_stream_paths_are_direct(path: str, direct: bool) -> None:
    assert is_direct_target(path) is direct  # decided without writing anything


# ---- the command line -------------------------------------------------------------------------------------
def test_opt_output_to_a_device_keeps_the_device(tmp_path: Path) -> None:
    dev = _null_device(tmp_path)
    proc = _opt("-S", "-passes=function(sroa)", str(INLINE_INPUT), "-o", str(dev),
                "--remarks-file", str(tmp_path / "r.yaml"))
    assert proc.returncode == 0, proc.stderr
    assert stat.S_ISCHR(os.stat(dev).st_mode)
    assert _leftovers(tmp_path) == []


def test_opt_output_and_remarks_to_fifos(tmp_path: Path) -> None:
    out_reader, out = _drain_fifo(tmp_path / "ir.fifo")
    rem_reader, rem = _drain_fifo(tmp_path / "remarks.fifo")
    proc = _opt("-S", "-passes=ml-inline", "--runner=python", "--model=mlbridge_passes.inliner.policies:never",
                str(INLINE_INPUT), "-o", str(tmp_path / "ir.fifo"), "--remarks-file", str(tmp_path / "remarks.fifo"),
                "--remarks-format", "yaml")
    out_reader.join(60), rem_reader.join(60)
    assert proc.returncode == 0, proc.stderr
    assert b"define" in out[0] and b"InlineDecision" in rem[0]
    assert stat.S_ISFIFO(os.stat(tmp_path / "ir.fifo").st_mode)


def test_opt_dev_stdout_writes_to_the_pipe(tmp_path: Path) -> None:
    proc = _opt("-S", "-passes=function(sroa)", str(INLINE_INPUT), "-o", "/dev/stdout")
    assert proc.returncode == 0, proc.stderr
    assert b"define" in proc.stdout


def test_opt_output_through_a_symlink(tmp_path: Path) -> None:
    target = tmp_path / "real.ll"
    target.write_text("old")
    (tmp_path / "link.ll").symlink_to(target)
    proc = _opt("-S", "-passes=function(sroa)", str(INLINE_INPUT), "-o", str(tmp_path / "link.ll"))
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "link.ll").is_symlink() and "define" in target.read_text()


def test_pass_outputs_to_devices_and_fifos(tmp_path: Path) -> None:
    """``log=`` (ml-inline's training log), ``obj=`` and ``asm=`` (ml-regalloc) honour special files too."""
    dev = _null_device(tmp_path)
    asm_reader, asm = _drain_fifo(tmp_path / "asm.fifo")
    proc = _opt("-passes=ml-regalloc<obj=%s;asm=%s>" % (dev, tmp_path / "asm.fifo"), "--runner=python",
                "--model=mlbridge_passes.regalloc.policies:first_allowed", str(PRESSURE), "-o", str(tmp_path / "o.bc"))
    asm_reader.join(60)
    assert proc.returncode == 0, proc.stderr
    assert stat.S_ISCHR(os.stat(dev).st_mode) and b".cfi_endproc" in asm[0]
    link = tmp_path / "log.link"
    link.symlink_to(tmp_path / "train.log")
    proc = _opt("-passes=ml-inline<log=%s>" % link, "--runner=python", "--model=mlbridge_passes.inliner.policies:never",
                str(INLINE_INPUT), "-o", str(dev))
    assert proc.returncode == 0, proc.stderr
    assert link.is_symlink() and (tmp_path / "train.log").stat().st_size > 0
    assert stat.S_ISCHR(os.stat(dev).st_mode)
    assert _leftovers(tmp_path) == []
