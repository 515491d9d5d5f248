// Action 0 (= factor 1) leaves the IR exactly as it was (modulo printing).
// RUN: %mlbridge-opt --mlir -passes='ml-affine-unroll' --runner=onnx --model=%S/Inputs/unroll-x1.onnx %s | %FileCheck %s
// The dry-run option asks the model (factor 4) but does not transform.
// RUN: %mlbridge-opt --mlir -passes='ml-affine-unroll<dry-run>' --runner=onnx --model=%S/Inputs/unroll-x4.onnx %s | %FileCheck %s

// CHECK-LABEL: func.func @sum
// CHECK: affine.for %{{.*}} = 0 to 64 iter_args
// CHECK-NEXT: affine.load
// CHECK-NEXT: arith.addf
// CHECK-NEXT: affine.yield
// CHECK-NOT: affine.apply
// CHECK-NOT: step
func.func @sum(%A: memref<64xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
