"""The compiled-model disk cache holds machine code: whoever can write it must not be able to change an answer.

Every entry here is made by the real compiled runner in a subprocess (its own ``MLBRIDGE_CACHE_DIR`` under
``tmp_path``), then damaged or replaced the way an attacker or a bad disk would: an entry copied from another model,
a symlink, a FIFO, a link to ``/dev/zero``, one-bit flips in the header and in the object, a header that disagrees
with the model, a directory that others can write. Every run must end with exit 0, the answers of a fresh compile,
at most one line on stderr saying what was rebuilt or refused, and nothing written outside the cache. Each
subprocess is bounded by a timeout (a FIFO must not hang the runner) and, where an old bug read without limit, by
``RLIMIT_AS``.
"""
from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from mlbridge_llvm import onnx_models

from childexec import with_memory_limit

MEMORY_LIMIT = 2 << 30  # bytes of address space for the child
ROOT = Path(__file__).resolve().parents[3]
INLINER = ROOT / "models" / "inliner-oz.onnx"

_PROBE = """
import json, sys, numpy as np
from mlbridge_llvm.runners.compiled import CompiledModelRunner
from mlbridge_llvm.compiled import jit
r = CompiledModelRunner(sys.argv[1], cache_dir=sys.argv[2] if len(sys.argv) > 2 else None)
feeds = {}
for i in r.inputs:
    shape = [d if isinstance(d, int) else 3 for d in i.shape]
    feeds[i.name] = np.linspace(-2.0, 2.0, int(np.prod(shape))).reshape(shape).astype(i.dtype)
out = r.populate_features(feeds).evaluate()
out = out if isinstance(out, dict) else {"out": out}
print(json.dumps({"answers": {k: np.asarray(v).tolist() for k, v in out.items()}, **jit.stats()}))
"""


def _run(model: Path, cache: Path | str) -> tuple[dict[str, Any], str]:
    """One real runner process on ``model`` with the disk cache ``cache``: (its JSON report, its stderr)."""
    env = dict(os.environ, MLBRIDGE_CACHE_DIR=str(cache))
    proc = subprocess.run(with_memory_limit([sys.executable, "-c", _PROBE, str(model)], MEMORY_LIMIT), env=env,
                          capture_output=True, text=True, timeout=90)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr, proc.stderr
    return json.loads(proc.stdout), proc.stderr


def _fresh(model: Path) -> dict[str, Any]:
    """The answers of a compile without any disk cache."""
    report, stderr = _run(model, "off")
    assert stderr == "" and report["compiled"] == 1
    return report["answers"]


def _entries(cache: Path) -> list[Path]:
    return sorted(cache.glob("*.o.cache"))


def _one_line(stderr: str, *words: str) -> str:
    lines = [ln for ln in stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, stderr
    for w in words:
        assert w in lines[0], lines[0]
    return lines[0]


def _mlp(tmp_path: Path, seed: int) -> Path:
    """A small real MLP (float[6] -> float[4]); equal signatures for every seed, different answers."""
    model = onnx_models.mlp(onnx_models.random_layers([6, 8, 4], seed=seed), batch=False)
    return Path(onnx_models.save_model(model, tmp_path / f"mlp{seed}.onnx"))


def _populated(model: Path, cache: Path) -> tuple[Path, dict[str, Any]]:
    """Compile ``model`` into ``cache`` with the real runner; its single entry and the answers."""
    report, stderr = _run(model, cache)
    assert stderr == "" and report["compiled"] == 1
    entries = _entries(cache)
    assert len(entries) == 1
    return entries[0], report["answers"]


def _assert_rebuilt(model: Path, cache: Path, entry: Path, expect: dict[str, Any]) -> None:
    """The next run detects the bad entry, says so in one line, answers as a fresh compile and rewrites the entry;
    the run after that loads it from disk, silently."""
    report, stderr = _run(model, cache)
    _one_line(stderr, str(entry.name), "rebuilt")
    assert report["compiled"] == 1 and report["disk_hits"] == 0
    assert report["answers"] == expect
    st = os.lstat(entry)
    assert stat.S_ISREG(st.st_mode) and stat.S_IMODE(st.st_mode) == 0o600
    again, stderr = _run(model, cache)
    assert stderr == "" and again["disk_hits"] == 1 and again["compiled"] == 0
    assert again["answers"] == expect


# ---- forged entries ------------------------------------------------------------------------------------------------
def test_entry_of_another_model_is_not_accepted(tmp_path: Path) -> None:
    """A complete, well-formed entry (valid checksum) written for model B and copied to model A's name must not
    change A's answers: the entry is bound to its key, not only checksummed."""
    a, b = _mlp(tmp_path, 1), _mlp(tmp_path, 2)
    expect_a, expect_b = _fresh(a), _fresh(b)
    assert expect_a != expect_b
    cache = tmp_path / "cache"
    entry_a, answers = _populated(a, cache)
    assert answers == expect_a
    entry_a.rename(tmp_path / "a.saved")
    entry_b, _ = _populated(b, cache)
    entry_a.write_bytes(entry_b.read_bytes())  # the forgery: B's valid entry under A's key
    _assert_rebuilt(a, cache, entry_a, expect_a)
    report, stderr = _run(b, cache)  # B's own entry is untouched and still used
    assert stderr == "" and report["disk_hits"] == 1 and report["answers"] == expect_b


def test_model_bytes_not_path_pick_the_entry(tmp_path: Path) -> None:
    """The key binds the model's content (its SHA-256): another model written to the same path is compiled anew."""
    path = tmp_path / "policy.onnx"
    first, second = _mlp(tmp_path, 1), _mlp(tmp_path, 2)
    cache = tmp_path / "cache"
    path.write_bytes(first.read_bytes())
    r1, _ = _run(path, cache)
    path.write_bytes(second.read_bytes())
    r2, stderr = _run(path, cache)
    assert stderr == "" and r2["compiled"] == 1 and r2["disk_hits"] == 0
    assert r1["answers"] == _fresh(first) and r2["answers"] == _fresh(second)
    assert len(_entries(cache)) == 2


# ---- special files at an entry's path -----------------------------------------------------------------------------
def test_symlink_at_entry_path_is_replaced_and_its_target_untouched(tmp_path: Path) -> None:
    model = _mlp(tmp_path, 3)
    cache = tmp_path / "cache"
    entry, expect = _populated(model, cache)
    victim = tmp_path / "victim.txt"
    victim.write_text("precious data outside the cache\n")
    entry.unlink()
    entry.symlink_to(victim)
    _assert_rebuilt(model, cache, entry, expect)
    assert victim.read_text() == "precious data outside the cache\n"
    assert not entry.is_symlink()


def test_symlink_to_an_entry_made_elsewhere_is_not_followed(tmp_path: Path) -> None:
    """A link to a well-formed entry outside the cache (here: the model's own entry, moved away) is still refused:
    entries are opened without following links."""
    model = _mlp(tmp_path, 4)
    cache = tmp_path / "cache"
    entry, expect = _populated(model, cache)
    outside = tmp_path / "elsewhere.o.cache"
    entry.rename(outside)
    saved = outside.read_bytes()
    entry.symlink_to(outside)
    _assert_rebuilt(model, cache, entry, expect)
    assert outside.read_bytes() == saved


def test_fifo_at_entry_path_does_not_hang(tmp_path: Path) -> None:
    model = _mlp(tmp_path, 5)
    cache = tmp_path / "cache"
    entry, expect = _populated(model, cache)
    entry.unlink()
    os.mkfifo(entry)
    _assert_rebuilt(model, cache, entry, expect)  # the subprocess timeout bounds a hang


def test_link_to_dev_zero_is_not_read(tmp_path: Path) -> None:
    model = _mlp(tmp_path, 6)
    cache = tmp_path / "cache"
    entry, expect = _populated(model, cache)
    entry.unlink()
    entry.symlink_to("/dev/zero")
    _assert_rebuilt(model, cache, entry, expect)  # RLIMIT_AS bounds a read without end
    assert stat.S_ISCHR(os.stat("/dev/zero").st_mode)


def test_oversized_entry_is_not_read_in_full(tmp_path: Path) -> None:
    """An entry far larger than any compiled model (sparse, 8 GiB) is refused from its size, before reading."""
    model = _mlp(tmp_path, 7)
    cache = tmp_path / "cache"
    entry, expect = _populated(model, cache)
    with open(entry, "r+b") as f:
        f.truncate(8 << 30)
    _assert_rebuilt(model, cache, entry, expect)


# ---- damaged entries -----------------------------------------------------------------------------------------------
def _flip_positions(data: bytes) -> list[tuple[str, int]]:
    """Bit positions spread over the header (everything before the ELF object) and over the object."""
    start = data.index(b"\x7fELF")
    head = [int(start * f) for f in (0.0, 0.1, 0.3, 0.5, 0.7, 0.9)] + [start - 1]
    body = [start, start + 4, start + (len(data) - start) // 3, start + (len(data) - start) // 2, len(data) - 1]
    return [("header", p) for p in head] + [("object", p) for p in body]


@pytest.mark.timeout(900)
def test_one_bit_flips_in_header_and_object_are_detected_and_rebuilt(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    entry, expect = _populated(INLINER, cache)
    assert expect == _fresh(INLINER)
    good = entry.read_bytes()
    for k, (where, pos) in enumerate(_flip_positions(good)):
        bad = bytearray(good)
        bad[pos] ^= 1 << (k % 8)
        entry.write_bytes(bytes(bad))
        report, stderr = _run(INLINER, cache)
        _one_line(stderr, entry.name, "rebuilt")
        assert report["compiled"] == 1 and report["answers"] == expect, (where, pos)
        assert entry.read_bytes() != bytes(bad), f"bad entry not rewritten after a flip in the {where} at {pos}"
    report, stderr = _run(INLINER, cache)
    assert stderr == "" and report["disk_hits"] == 1 and report["answers"] == expect


_REWRITE = """
import json, sys
from pathlib import Path
from mlbridge_llvm.compiled import diskcache
cache = diskcache.open_cache(Path(sys.argv[1]))
entry = Path(sys.argv[2])
key = entry.name[:-len(diskcache.SUFFIX)]
meta, obj = cache.load(key)
field, value = sys.argv[3], json.loads(sys.argv[4])
meta[field] = value
cache.store(key, meta, obj)
"""


@pytest.mark.parametrize("field,value", [
    ("inputs", [["features", "<f4", [1, 40]]]),
    ("outputs", [["decision", "<f8", [1]]]),
    ("stack_bytes", 1 << 40),
    ("stack_bytes", "220"),
    ("externals", ["mlb.w.000000000000000000000000"]),
    ("key", "0" * 64),
    ("object_bytes", 12),
])
def test_header_that_disagrees_with_the_model_is_a_bad_entry(tmp_path: Path, field: str, value: Any) -> None:
    """Even with a valid MAC (written here with the cache's own key, as only its owner can), a header whose types,
    shapes, stack size, externals or key disagree with what the model's specialisation says is rebuilt."""
    cache = tmp_path / "cache"
    entry, expect = _populated(INLINER, cache)
    subprocess.run([sys.executable, "-c", _REWRITE, str(cache), str(entry), field, json.dumps(value)], check=True,
                   timeout=120)
    _assert_rebuilt(INLINER, cache, entry, expect)


# ---- the directory -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("mode", [0o777, 0o770, 0o1777, 0o702])
def test_cache_dir_writable_by_others_is_refused(tmp_path: Path, mode: int) -> None:
    model = _mlp(tmp_path, 8)
    expect = _fresh(model)
    cache = tmp_path / "shared"
    cache.mkdir()
    cache.chmod(mode)
    for _ in range(2):
        report, stderr = _run(model, cache)
        _one_line(stderr, str(cache), "writable by group or others", "in memory")
        assert report["compiled"] == 1 and report["answers"] == expect
        assert list(cache.iterdir()) == []  # nothing read from or written to it


def test_cache_dir_owned_by_another_user_is_refused(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("needs root to give a directory to another user")
    model = _mlp(tmp_path, 9)
    cache = tmp_path / "theirs"
    cache.mkdir(mode=0o700)
    os.chown(cache, 65534, 65534)
    report, stderr = _run(model, cache)
    _one_line(stderr, str(cache), "owned by uid 65534", "in memory")
    assert report["answers"] == _fresh(model) and list(cache.iterdir()) == []


def test_cache_dir_and_parents_are_created_private(tmp_path: Path) -> None:
    model = _mlp(tmp_path, 10)
    cache = tmp_path / "a" / "b" / "cache"
    report, stderr = _run(model, cache)
    assert stderr == "" and report["compiled"] == 1
    for d in (tmp_path / "a", tmp_path / "a" / "b", cache):
        assert stat.S_IMODE(d.stat().st_mode) == 0o700, d
        assert d.stat().st_uid == os.geteuid()
    for f in cache.iterdir():
        st = os.lstat(f)
        assert stat.S_ISREG(st.st_mode) and stat.S_IMODE(st.st_mode) == 0o600, f
    assert [p for p in cache.iterdir() if p.name.startswith(".tmp")] == []


def test_group_readable_cache_dir_is_used(tmp_path: Path) -> None:
    """0755 (what an older version or a umask of 022 made) is not writable by others: it stays usable."""
    model = _mlp(tmp_path, 11)
    cache = tmp_path / "cache"
    cache.mkdir()
    cache.chmod(0o755)
    first, stderr = _run(model, cache)
    assert stderr == "" and first["compiled"] == 1
    second, stderr = _run(model, cache)
    assert stderr == "" and second["disk_hits"] == 1 and second["answers"] == first["answers"]


def test_same_answers_as_fresh_compile_from_disk(tmp_path: Path) -> None:
    model = _mlp(tmp_path, 12)
    cache = tmp_path / "cache"
    _, answers = _populated(model, cache)
    report, stderr = _run(model, cache)
    assert stderr == "" and report["disk_hits"] == 1 and report["answers"] == answers == _fresh(model)
    assert np.isfinite(np.asarray(answers["out"])).all()


def test_key_readable_by_others_is_replaced_and_entries_rebuilt(tmp_path: Path) -> None:
    model = _mlp(tmp_path, 13)
    cache = tmp_path / "cache"
    entry, expect = _populated(model, cache)
    key = cache / "mac.key"
    assert stat.S_IMODE(key.stat().st_mode) == 0o600 and key.stat().st_size == 32
    old = key.read_bytes()
    key.chmod(0o644)
    report, stderr = _run(model, cache)
    _one_line(stderr, str(key), "not trustworthy", "0644")
    assert report["compiled"] == 1 and report["answers"] == expect
    assert key.read_bytes() != old and stat.S_IMODE(key.stat().st_mode) == 0o600
    again, stderr = _run(model, cache)
    assert stderr == "" and again["disk_hits"] == 1 and again["answers"] == expect


def test_symlink_at_key_path_is_not_followed(tmp_path: Path) -> None:
    """A link planted at the key's name (to a file whose bytes the planter knows) is replaced, never used."""
    model = _mlp(tmp_path, 14)
    cache = tmp_path / "cache"
    entry, expect = _populated(model, cache)
    known = tmp_path / "known.key"
    known.write_bytes(b"k" * 32)
    known.chmod(0o600)
    (cache / "mac.key").unlink()
    (cache / "mac.key").symlink_to(known)
    report, stderr = _run(model, cache)
    _one_line(stderr, "mac.key", "symbolic link")
    assert report["compiled"] == 1 and report["answers"] == expect
    assert known.read_bytes() == b"k" * 32 and not (cache / "mac.key").is_symlink()
