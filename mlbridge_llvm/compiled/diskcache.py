"""The compiled runner's on-disk object cache, treated as what it is: machine code this process will run.

Trust model. An entry is loaded only if it was written by someone who could read this cache's secret key, i.e. the
owner of the directory (or root); nobody else can change an answer through the cache.

* **The directory** must be owned by the current user and not writable by group or others (mode bits, checked with
  ``fstat`` on a descriptor of the opened directory). Otherwise it is *refused*: the runner says so once per process
  on stderr and compiles in memory without a disk cache (the answers stay right, only the compile is repeated; a
  cache is never a reason to fail a compilation). The kit creates missing directories, parents included, with mode
  0700. Every later operation goes through that directory descriptor (``openat``/``renameat``), so swapping the
  directory or a parent after the check changes nothing; parents the kit did not create are not checked for the
  same reason.
* **The key**: 32 random bytes in ``mac.key`` (mode 0600, created once, replaced if it is not a private regular file
  of this user). Each entry carries an HMAC-SHA256 with that key over its magic, header and object. The header names
  the entry's cache key, so a valid entry copied to another entry's name is rejected too. The MAC is checked before
  anything is parsed or loaded. A reader of the key (the same user, root) can forge entries; it can also run code
  as that user anyway.
* **Entries** are opened with ``O_NOFOLLOW | O_NONBLOCK`` (a symlink, FIFO or device at an entry's path is a bad
  entry, never followed, never waited on), must be regular files owned by this user and at most
  :data:`MAX_ENTRY_BYTES` (checked with ``fstat`` before reading). They are written to a new temporary file in the
  same directory (``O_CREAT | O_EXCL | O_NOFOLLOW``, mode 0600) and renamed over the entry name, which replaces
  whatever link or special file was planted there without touching its target.
* A bad entry (unreadable, wrong type, too large, bad magic or MAC, malformed header) is reported to the caller,
  which rebuilds and rewrites it and says so in one line on stderr (see :mod:`.jit`, which also checks the header
  against the model's specialisation).
"""
from __future__ import annotations

import errno
import hashlib
import hmac
import json
import os
import secrets
import stat
import sys
import threading
from pathlib import Path
from typing import Any

#: Entry file names are ``<cache key>`` + this suffix.
SUFFIX = ".o.cache"
#: The per-directory secret (32 bytes, mode 0600).
KEY_FILE = "mac.key"
#: First bytes of every entry (format 2: magic, 32-byte MAC, JSON header line, object bytes).
MAGIC = b"MLBRIDGE-COMPILED-2\n"
#: Largest entry read (compiled policies take kilobytes; large weights are never in the object).
MAX_ENTRY_BYTES = 64 << 20
_KEY_BYTES = 32
_MAC_BYTES = 32
_said: set[str] = set()
_said_lock = threading.Lock()


class BadEntry(Exception):
    """A cache entry that must not be used; the message says why (one line). ``expected``: nothing to report (the
    cache's key was just made, so no older entry can pass)."""

    def __init__(self, message: str, expected: bool = False):
        super().__init__(message)
        self.expected = expected


def say_once(message: str) -> None:
    """Write ``message`` as one line on stderr, once per process."""
    with _said_lock:
        if message in _said:
            return
        _said.add(message)
    try:
        sys.stderr.write(f"mlbridge-llvm: {message}\n")
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):  # closed or missing stderr: the notice is only a notice
        pass


def _mkdirs_private(path: Path) -> None:
    """Create ``path`` and its missing parents, each with mode 0700 (``os.makedirs`` would give parents 0777)."""
    missing: list[Path] = []
    p = path
    while not os.path.lexists(p):
        missing.append(p)
        if p.parent == p:
            break
        p = p.parent
    for d in reversed(missing):
        try:
            os.mkdir(d, 0o700)
        except FileExistsError:
            pass


def _check_dir(fd: int) -> str | None:
    """Why the opened directory cannot hold trusted code, or None when it can."""
    st = os.fstat(fd)
    if st.st_uid != os.geteuid():
        return f"it is owned by uid {st.st_uid}, not by this user (uid {os.geteuid()})"
    if st.st_mode & 0o022:
        return f"it is writable by group or others (mode {stat.S_IMODE(st.st_mode):04o}; `chmod go-w` it to use it)"
    return None


class DiskCache:
    """An opened, trusted cache directory (see the module docstring); close it after use."""

    def __init__(self, path: Path, dir_fd: int, secret: bytes, new_key: bool = False):
        self.path = path
        self._fd = dir_fd
        self._secret = secret
        self.new_key = new_key  # the key was made just now: every older entry fails its MAC, expectedly

    # ---- entries -------------------------------------------------------------------------------------------------
    def entry_path(self, key: str) -> Path:
        """Where the entry for ``key`` lives (for messages)."""
        return self.path / (key + SUFFIX)

    def load(self, key: str) -> tuple[dict[str, Any], bytes] | None:
        """The header and object stored for ``key``; None when there is none; :class:`BadEntry` when one is there
        but must not be used."""
        data = read_private(self._fd, key + SUFFIX, MAX_ENTRY_BYTES)
        if data is None:
            return None
        if not data.startswith(MAGIC) or len(data) < len(MAGIC) + _MAC_BYTES:
            raise BadEntry("not a cache entry of this version")
        mac, body = data[len(MAGIC):len(MAGIC) + _MAC_BYTES], data[len(MAGIC) + _MAC_BYTES:]
        if not hmac.compare_digest(mac, self._mac(body)):
            raise BadEntry("its MAC does not match (damaged, or not written by this cache's owner)",
                           expected=self.new_key)
        head, sep, obj = body.partition(b"\n")
        try:
            meta = json.loads(head) if sep else None
        except ValueError:
            meta = None
        if not isinstance(meta, dict):
            raise BadEntry("its header is not a JSON object")
        return meta, obj

    def store(self, key: str, meta: dict[str, Any], obj: bytes) -> None:
        """Write the entry for ``key`` (temporary file + rename in this directory); errors are the caller's."""
        body = json.dumps(meta, sort_keys=True).encode() + b"\n" + obj
        if len(MAGIC) + _MAC_BYTES + len(body) > MAX_ENTRY_BYTES:
            raise OSError(errno.EFBIG, f"entry larger than {MAX_ENTRY_BYTES} bytes")
        write_private(self._fd, key + SUFFIX, MAGIC + self._mac(body) + body, str(self.path))

    def close(self) -> None:
        """Release the directory descriptor (idempotent)."""
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1

    def _mac(self, body: bytes) -> bytes:
        return hmac.new(self._secret, MAGIC + body, hashlib.sha256).digest()


def read_private(dir_fd: int, name: str, limit: int, private: bool = False) -> bytes | None:
    """The content of the regular file ``name`` under ``dir_fd``, never following a link nor blocking; None if it does
    not exist; :class:`BadEntry` when it is not a regular file of this user of at most ``limit`` bytes (``private``:
    not readable by group or others either)."""
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(name, flags, dir_fd=dir_fd)
    except FileNotFoundError:
        return None
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise BadEntry("it is a symbolic link") from None
        raise BadEntry(f"it cannot be opened ({e.strerror})") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise BadEntry("it is not a regular file")
        if st.st_uid != os.geteuid():
            raise BadEntry(f"it is owned by uid {st.st_uid}")
        if private and st.st_mode & 0o077:
            raise BadEntry(f"group or others may read it (mode {stat.S_IMODE(st.st_mode):04o})")
        if st.st_size > limit:
            raise BadEntry(f"it is {st.st_size} bytes, more than the {limit} allowed")
        chunks, left = [], st.st_size + 1  # one byte more shows a file that grew since fstat
        while left > 0:
            chunk = os.read(fd, left)
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        if len(data) != st.st_size:
            raise BadEntry("it changed while being read")
        return data
    except OSError as e:
        raise BadEntry(f"it cannot be read ({e.strerror})") from None
    finally:
        os.close(fd)


def write_private(dir_fd: int, name: str, data: bytes, where: str, replace: bool = True) -> bool:
    """Put ``data`` at ``name`` under ``dir_fd`` through a new 0600 temporary file and a rename (``replace=False``:
    a hard link that fails if ``name`` exists; returns False then). Never follows a link planted at either name."""
    from .. import interrupt

    tmp = f".tmp-{secrets.token_hex(8)}-{name}"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600, dir_fd=dir_fd)
    interrupt.track(os.path.join(where, tmp))
    try:
        try:
            os.fchmod(fd, 0o600)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
        finally:
            os.close(fd)
        if replace:
            os.rename(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
            return True
        try:
            os.link(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd, follow_symlinks=False)
            return True
        except FileExistsError:
            return False
    finally:
        try:
            os.unlink(tmp, dir_fd=dir_fd)
        except FileNotFoundError:
            pass
        interrupt.untrack(os.path.join(where, tmp))


def _secret(dir_fd: int, where: str) -> tuple[bytes, bool]:
    """This directory's MAC key and whether it was made just now: read it, or create it (a key that is not a private
    regular file of this user, of the right size, is replaced)."""
    made = False
    for _ in range(3):
        try:
            key = read_private(dir_fd, KEY_FILE, _KEY_BYTES, private=True)
            if key is None:
                fresh = secrets.token_bytes(_KEY_BYTES)
                if write_private(dir_fd, KEY_FILE, fresh, where, replace=False):
                    return fresh, True
                continue  # another process created it first: read theirs
            if len(key) == _KEY_BYTES:
                return key, made
            why = f"it has {len(key)} bytes"
        except BadEntry as e:
            why = str(e)
        say_once(f"the compiled-model cache key {os.path.join(where, KEY_FILE)} is not trustworthy: {why}; made a "
                 f"new one (existing entries will be rebuilt)")
        write_private(dir_fd, KEY_FILE, secrets.token_bytes(_KEY_BYTES), where)
        made = True
    raise OSError(errno.EAGAIN, "the cache key keeps changing")


def open_cache(path: Path) -> DiskCache | None:
    """The cache at ``path``, created (mode 0700) if missing; None when it is refused or unusable (said once)."""
    try:
        _mkdirs_private(path)
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except OSError as e:
        say_once(f"the compiled-model cache {path} is not used: {e.strerror}; compiling in memory")
        return None
    try:
        why = _check_dir(fd)
        if why is not None:
            say_once(f"the compiled-model cache {path} is not used: {why}; compiling in memory")
            os.close(fd)
            return None
        return DiskCache(path, fd, *_secret(fd, str(path)))
    except OSError as e:
        os.close(fd)
        say_once(f"the compiled-model cache {path} is not used: {e.strerror}; compiling in memory")
        return None
