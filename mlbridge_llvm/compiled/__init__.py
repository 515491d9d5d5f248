"""ONNX policies compiled to native code through LLVM: in-process (JIT, :mod:`.jit`) and ahead of time (:mod:`.aot`).

:mod:`.graph` specialises a model to concrete shapes and folds constants, :mod:`.codegen` emits LLVM IR with
llvmlite's builder, :mod:`.onnx_to_llvm` optimises it and writes an object file. The runner is
:class:`mlbridge_llvm.runners.compiled.CompiledModelRunner` (spec ``compiled:model.onnx``).
"""
from .graph import SUPPORTED_OPS, load_model
from .onnx_to_llvm import CompiledModel, Target, bind_shapes, compile_model

__all__ = ["SUPPORTED_OPS", "load_model", "CompiledModel", "Target", "bind_shapes", "compile_model"]
