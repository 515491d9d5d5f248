"""The C/C++ front end ``mlbridge-cc`` drives: clang 22 (a system ``clang-22`` or the clang inside PyPI's
``ziglang``, found as the corpus build finds it), and the commands of each step.

``mlbridge-cc`` turns one clang invocation into front-end commands of its own:

* **to IR**: the user's command with ``-c -emit-llvm -Xclang -disable-llvm-passes``: the module exactly as clang's
  optimizer would receive it (the same ``-O`` level, so ``optsize``/``minsize`` and no ``optnone``);
* **the front end's own pipeline** (the step ``default``): the bitcode back through the front end at the same
  ``-O`` level, so every parameter of it is clang's (clang runs SLP vectorization at ``-Oz``, adds
  ``declare-to-assign`` and uses -O3's inline threshold; LLVM's textual ``default<Oz>`` or a re-parsed printed
  pipeline does not), fused with code generation when it is the last step;
* **code generation**: the optimized bitcode back through the front end with ``-Xclang -disable-llvm-passes``, so
  the object is made with clang's own TargetMachine and target options (``.llvm_addrsig``, relocation model,
  frame pointers, unwind tables: the LLVM-C API cannot set all of them);
* **linking** and everything else (preprocessing, version queries): the front end itself.

With zig, :data:`~mlbridge_llvm.corpus.toolchain.ZIG_TARGET_FLAGS` make ``zig cc`` generate code as ``clang-22`` does
on x86-64 Linux (baseline ``x86-64`` CPU, no frame pointer, PIE unless the command line says ``-fPIC`` & co.), and
``-Oz`` gets ``-Xclang -Oz`` (zig hands cc1 ``-Os`` for ``-Oz``). zig also defines ``NDEBUG`` at ``-O1`` and above
and adds debug information at ``-O1``..``-O3`` unless told ``-g0``: that is the front end's own behaviour, kept. zig's cache goes
where :func:`mlbridge_llvm.corpus.toolchain.zig_cache_dir` says, never to zig's own ``~/.cache/zig``; zig locks its
cache itself, so parallel builds (``make -j``) share it safely.

Which front end: ``--mlbridge-clang=``/``$MLBRIDGE_CLANG`` (a path, or ``zig`` / ``system``), else a system
``clang-22``, else ziglang's (:func:`mlbridge_llvm.corpus.toolchain.find_toolchain`).
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from dataclasses import dataclass
from typing import Callable, NoReturn

from ..corpus.toolchain import ZIG_TARGET_FLAGS, Toolchain, find_toolchain
from ..errors import ToolNotFoundError
from ..interrupt import track_group, untrack_group

ENV_CLANG = "MLBRIDGE_CLANG"
#: options that choose the code model themselves (zig's PIE default must not override them: a shared library
#: compiled with -fPIC must not assume its globals are local)
PIC_OPTIONS = {"-fPIC", "-fpic", "-fPIE", "-fpie", "-fno-PIC", "-fno-pic", "-fno-PIE", "-fno-pie"}


@dataclass(frozen=True)
class Frontend:
    """A clang 22 driver for C (``cxx=False``) or C++, with the flags that make it clang-22 on x86-64 Linux."""

    toolchain: Toolchain
    cxx: bool = False

    @staticmethod
    def find(clang: str | None = None, cxx: bool = False) -> "Frontend":
        """The front end: ``clang`` (or ``$MLBRIDGE_CLANG``: a path, ``zig`` or ``system``) if given, else as the
        corpus build finds one."""
        clang = clang or os.environ.get(ENV_CLANG) or None
        try:
            tc = find_toolchain(clang)
        except ToolNotFoundError as e:
            raise ToolNotFoundError(f"no C front end: {e}") from None
        return Frontend(tc, cxx)

    def driver(self) -> list[str]:
        """The driver's argv prefix: ``clang-22`` / ``clang-22 --driver-mode=g++`` / ``zig cc`` / ``zig c++``."""
        tc = self.toolchain
        if tc.kind == "zig":
            return [tc.driver[0], "c++" if self.cxx else "cc"]
        return [*tc.driver, *(["--driver-mode=g++"] if self.cxx else [])]

    def command(self, level: str | None = None, options: list[str] | tuple[str, ...] = ()) -> list[str]:
        """Driver plus the flags that make it clang-22 on x86-64 Linux, for optimization level ``level`` and the
        user's ``options`` (an explicit ``-fPIC``/``-fPIE``/``-fno-pic``... keeps its meaning: clang-22's PIE
        default is added only when the command line chooses no code model)."""
        if self.toolchain.kind != "zig":
            return self.driver()
        flags = list(ZIG_TARGET_FLAGS)
        if any(o in PIC_OPTIONS for o in options):
            flags = [f for f in flags if f not in ("-Xclang", "-pic-is-pie")]
        return [*self.driver(), *flags, *(["-Xclang", "-Oz"] if level == "z" else [])]

    def env(self) -> dict[str, str] | None:
        """The environment for front-end processes (zig's cache folder), None to inherit."""
        return self.toolchain.run_env()

    def describe(self) -> str:
        """One line: which front end this is."""
        return self.toolchain.describe()

    def run(self, argv: list[str], watch: Callable[[int], None] | None = None) -> subprocess.CompletedProcess[bytes]:
        """Run a front-end command; its diagnostics go to our standard error.

        The command runs in a session of its own (``zig cc`` starts clang as a child: the whole group must be
        stoppable), handed to ``watch`` as soon as it runs (:mod:`.backend`: stopped if this process dies); an
        interrupt or error here stops the group before it propagates."""
        proc = subprocess.Popen(argv, env=self.env(), stdin=subprocess.DEVNULL, start_new_session=True)
        track_group(proc.pid)
        try:
            if watch is not None:
                watch(proc.pid)
            proc.wait()
        except BaseException:
            _kill_group(proc)
            raise
        finally:
            untrack_group(proc.pid)
        return subprocess.CompletedProcess(argv, proc.returncode)

    def exec(self, argv: list[str]) -> NoReturn:
        """Replace this process by the front-end command ``argv`` (same pid, standard streams and exit status)."""
        sys.stdout.flush()
        sys.stderr.flush()
        env = self.env()
        try:
            if env is None:
                os.execv(argv[0], argv)
            os.execve(argv[0], argv, env)
        except OSError as e:
            raise ToolNotFoundError(f"cannot run the front end {argv[0]}: {e.strerror}") from None


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except OSError:
        pass
    proc.wait()
