// ml-affine-unroll with a constant policy that always answers action 2 (= unroll by 4).
// RUN: %mlbridge-opt --mlir -passes='ml-affine-unroll' --runner=onnx --model=%S/Inputs/unroll-x4.onnx %s | %FileCheck %s
// RUN: %mlbridge-opt --mlir -passes='canonicalize,ml-affine-unroll,cse' --runner=onnx --model=%S/Inputs/unroll-x4.onnx %s | %FileCheck %s --check-prefix=PIPE
// RUN: %mlbridge-opt --mlir -passes='ml-affine-unroll' --runner=onnx --model=%S/Inputs/unroll-x4.onnx --remarks-file=%t.jsonl %s -o %t.out
// RUN: %FileCheck %s --check-prefix=REMARK --input-file=%t.jsonl

// A reduction with iter_args: 64 iterations -> 16 iterations of 4 bodies chained through the accumulator.
// CHECK-LABEL: func.func @sum
// CHECK: affine.for %{{.*}} = 0 to 64 step 4 iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK-COUNT-4: affine.load
// CHECK-NOT: affine.load
// CHECK: affine.yield
// CHECK-NOT: affine.for
// CHECK: return
func.func @sum(%A: memref<64xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// 10 is not a multiple of 4: a main loop 0..8 step 4 and an epilogue loop 8..10.
// CHECK-LABEL: func.func @remainder
// CHECK: affine.for %{{.*}} = 0 to 8 step 4 {
// CHECK-COUNT-4: affine.store
// CHECK: }
// CHECK-NEXT: affine.for %{{.*}} = 8 to 10 {
// CHECK-NEXT: affine.load
// CHECK-NEXT: affine.store
// CHECK-NEXT: }
func.func @remainder(%A: memref<16xf32>, %B: memref<16xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<16xf32>
    affine.store %v, %B[%i] : memref<16xf32>
  }
  return
}

// Only the innermost loop of a nest is unrolled; the outer loop keeps step 1.
// CHECK-LABEL: func.func @nest
// CHECK: affine.for %{{.*}} = 0 to 16 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 32 step 4 {
// CHECK-COUNT-4: arith.mulf
func.func @nest(%A: memref<16x32xf32>) {
  %c = arith.constant 2.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %v = affine.load %A[%i, %j] : memref<16x32xf32>
      %m = arith.mulf %v, %c : f32
      affine.store %m, %A[%i, %j] : memref<16x32xf32>
    }
  }
  return
}

// A symbolic trip count is not a candidate: left alone.
// CHECK-LABEL: func.func @symbolic
// CHECK: affine.for %{{.*}} = 0 to %{{.*}} {
// CHECK-NOT: step
// CHECK: return
func.func @symbolic(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i] : memref<?xf32>
  }
  return
}

// canonicalize/cse around the ML pass: same loop structure.
// PIPE-LABEL: func.func @sum
// PIPE: affine.for %{{.*}} = 0 to 64 step 4 iter_args
// PIPE-LABEL: func.func @remainder
// PIPE: affine.for %{{.*}} = 0 to 8 step 4 {
// PIPE: affine.for %{{.*}} = 8 to 10 {

// One remark per candidate loop (symbolic loop excluded), in program order.
// REMARK: "factor": 4
// REMARK-SAME: "trip_count": 64
// REMARK-SAME: "name": "Unroll"
// REMARK-SAME: "pass_name": "ml-affine-unroll"
// REMARK-NEXT: "factor": 4
// REMARK-SAME: "trip_count": 10
// REMARK-NEXT: "factor": 4
// REMARK-SAME: "trip_count": 32
// REMARK-NOT: "factor"
