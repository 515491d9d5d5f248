"""The kit's own ML passes, installed as the package ``mlbridge_passes``.

Each sub-package exposes ``PASS`` (an :class:`mlbridge_llvm.passes.MLPass`) and is registered in pyproject.toml under
the entry-point group ``mlbridge_llvm.passes``, exactly as a user's own pass would be.
"""
