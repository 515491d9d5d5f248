// ml-affine-unroll with the compiled bundled policy: the same MLIR and remarks as onnxruntime's.
// RUN: rm -rf %t.cache
// RUN: %mlbridge-opt -passes=ml-affine-unroll --runner onnx %S/../../inputs/mlir/nest.mlir -o %t.1.mlir --remarks-file %t.1.jsonl
// RUN: env MLBRIDGE_CACHE_DIR=%t.cache %mlbridge-opt -passes=ml-affine-unroll --runner compiled %S/../../inputs/mlir/nest.mlir -o %t.2.mlir --remarks-file %t.2.jsonl
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: diff %t.1.jsonl %t.2.jsonl
// RUN: FileCheck %s < %t.2.jsonl
// CHECK: "name": "Unroll", "pass_name": "ml-affine-unroll"
