// With no --runner/--model, ml-affine-unroll asks its bundled policy (models/mlir-unroll.onnx). Its factors may change
// when the model is retrained, so only the structure is checked: every candidate gets one remark with a factor from
// (1, 2, 4, 8), the symbolic loop none, and the output is valid MLIR that the pass can run on again.
// RUN: %mlbridge-opt --mlir -passes='ml-affine-unroll' --remarks-file=%t.jsonl %s -o %t.mlir
// RUN: %FileCheck %s --check-prefix=REMARK --input-file=%t.jsonl
// RUN: %mlbridge-opt --mlir -passes='canonicalize,ml-affine-unroll' --runner=onnx --model=%S/Inputs/unroll-x1.onnx %t.mlir | %FileCheck %s

// REMARK: "factor": {{1|2|4|8}},
// REMARK-SAME: "trip_count": 64
// REMARK-SAME: "pass_name": "ml-affine-unroll"
// REMARK-NEXT: "factor": {{1|2|4|8}},
// REMARK-SAME: "trip_count": 100
// REMARK-SAME: "pass_name": "ml-affine-unroll"
// REMARK-NOT: "factor"

// CHECK-LABEL: func.func @sum
// CHECK-LABEL: func.func @dot
// CHECK-LABEL: func.func @symbolic
// CHECK: affine.for %{{.*}} = 0 to %{{.*}} {
func.func @sum(%A: memref<64xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @dot(%A: memref<100xf32>, %B: memref<100xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 100 iter_args(%acc = %z) -> f32 {
    %a = affine.load %A[%i] : memref<100xf32>
    %b = affine.load %B[%i] : memref<100xf32>
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @symbolic(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i] : memref<?xf32>
  }
  return
}
