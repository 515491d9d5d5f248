"""Files a wheel carries beside the code: ``models/``, ``native/``, ``cmake/`` and ``inputs/``, copied from the
repository's top-level folders when the wheel is built (setup.py). Find them with :mod:`mlbridge_llvm.resources`;
in a source checkout this folder holds only this file."""
