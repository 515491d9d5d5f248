"""mlbridge-llvm: machine-learned decisions inside LLVM and MLIR optimizations.

Bridge core: :mod:`mlbridge_llvm.tensors` (TensorSpec), :mod:`mlbridge_llvm.serdes` (JSON, bitstream, protobuf),
:mod:`mlbridge_llvm.runners` (compiler side: ONNX, pipe, gRPC, Python), :mod:`mlbridge_llvm.interface`
(model side: CompilerInterface and ``serve`` for LLVM's interactive mode), :mod:`mlbridge_llvm.rl`
(Environment/Agent driver). Errors: :mod:`mlbridge_llvm.errors`.
"""
__version__ = "0.1.0"
