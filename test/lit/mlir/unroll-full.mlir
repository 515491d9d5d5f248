// Factor 8 on a 4-trip loop is capped at the trip count: the loop is unrolled completely and disappears.
// Factor 2 on it leaves a 2-iteration loop of step 2.
// RUN: %mlbridge-opt --mlir -passes='ml-affine-unroll' --runner=onnx --model=%S/Inputs/unroll-x8.onnx %s | %FileCheck %s --check-prefix=FULL
// RUN: %mlbridge-opt --mlir -passes='ml-affine-unroll' --runner=onnx --model=%S/Inputs/unroll-x2.onnx %s | %FileCheck %s --check-prefix=TWO

// FULL-LABEL: func.func @four
// FULL-NOT: affine.for
// FULL-COUNT-4: affine.store
// FULL-NOT: affine.store
// FULL: return

// TWO-LABEL: func.func @four
// TWO: affine.for %{{.*}} = 0 to 4 step 2 {
// TWO-COUNT-2: affine.store
// TWO-NOT: affine.store
// TWO: return
func.func @four(%A: memref<4xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %A[%i] : memref<4xf32>
  }
  return
}
