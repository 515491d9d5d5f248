"""Corpus tooling in LLVM's MLGO format: extract, build, re-compile, run a pipeline over, and report on a corpus.

A corpus is a directory with ``corpus_description.json`` (``{"has_thinlto": false, "modules": [...]}``) and, per
module ``M``, ``M.bc`` (the IR clang embedded with ``-Xclang -fembed-bitcode=all``) and ``M.cmd`` (the ``-cc1``
command line, NUL-separated). One job per module:

* :mod:`.manifest`   read a corpus (:class:`Corpus`, :class:`Module`)
* :mod:`.extract`    object files / archives / ``compile_commands.json`` -> corpus (mlgo-utils as a library)
* :mod:`.build`      a real C corpus from PyPI source distributions (``mlbridge-corpus build``)
* :mod:`.recompile`  a module's ``.cmd`` with flags added/removed/replaced; clang ``-cc1 -x ir`` or llc fallback
* :mod:`.measure`    the per-module function: pipeline + object emission + ``.text`` size
* :mod:`.worker`     worker processes that survive LLVM fatal errors and timeouts
* :mod:`.backends`   local process pool or Ray actors, both driving :mod:`.worker`
* :mod:`.results`    the resumable JSON-lines results file
* :mod:`.run`        ``mlbridge-corpus run``; :mod:`.report` ``mlbridge-corpus report``
"""
from __future__ import annotations

from .manifest import Corpus, Module, load_corpus

__all__ = ["Corpus", "Module", "load_corpus"]
