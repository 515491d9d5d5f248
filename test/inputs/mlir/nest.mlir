// A 3-deep affine nest (matmul), an scf nest with one symbolic bound, and a reduction with iter_args.
func.func @matmul(%A: memref<16x8xf32>, %B: memref<8x32xf32>, %C: memref<16x32xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 step 2 {
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<16x8xf32>
        %b = affine.load %B[%k, %j] : memref<8x32xf32>
        %c = affine.load %C[%i, %j] : memref<16x32xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<16x32xf32>
      }
    }
  }
  return
}

func.func @scale(%X: memref<?xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %r = %c0 to %c4 step %c1 {
    scf.for %i = %c0 to %n step %c1 {
      %x = memref.load %X[%i] : memref<?xf32>
      %y = arith.mulf %x, %f : f32
      memref.store %y, %X[%i] : memref<?xf32>
    }
  }
  return
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
