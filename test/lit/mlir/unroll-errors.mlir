// A model that does not take the pass's 18 loop features fails before the IR is touched, with one error line.
// RUN: %not %mlbridge-opt --mlir -passes='ml-affine-unroll' --runner=onnx --model=%S/Inputs/wrong-width.onnx %s 2>&1 | %FileCheck %s --check-prefix=WIDTH
// An unknown pass option is refused.
// RUN: %not %mlbridge-opt --mlir -passes='ml-affine-unroll<bogus=1>' --runner=onnx --model=%S/Inputs/unroll-x4.onnx %s 2>&1 | %FileCheck %s --check-prefix=OPTION
// An invalid factor list is refused.
// RUN: %not %mlbridge-opt --mlir -passes='ml-affine-unroll<factors=0>' --runner=onnx --model=%S/Inputs/unroll-x4.onnx %s 2>&1 | %FileCheck %s --check-prefix=FACTORS

// WIDTH: mlbridge-opt: error: {{.*}}'input'{{.*}}[18]
// WIDTH-NOT: affine.for
// OPTION: mlbridge-opt: error: {{.*}}bogus
// FACTORS: mlbridge-opt: error: ml-affine-unroll: factors must be positive integers
func.func @sum(%A: memref<64xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
