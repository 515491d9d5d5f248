"""IR access: LLVM IR (llvmlite, LLVM-C), MLIR, and the LLVM 22 tools."""
