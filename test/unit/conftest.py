"""Fixtures shared by the unit tests."""
from __future__ import annotations

from typing import Any

import pytest


@pytest.fixture(scope="module")
def jit() -> Any:
    """llvmlite MCJIT on LLVM 22: ``compile(ir_text) -> address_of(name)`` (engines kept alive for the module)."""
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    engines: list[Any] = []

    def compile_ir(text: str) -> Any:
        mod = llvm.parse_assembly(text)
        mod.verify()
        tm = llvm.Target.from_default_triple().create_target_machine()  # owned by the engine
        engine = llvm.create_mcjit_compiler(mod, tm)
        engine.finalize_object()
        engines.append(engine)
        return engine.get_function_address

    return compile_ir
