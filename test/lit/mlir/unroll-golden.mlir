// Golden unroll factors of the bundled policy (models/mlir-unroll.onnx) on kernels of its training set
// (scripts/train_mlir_unroll.py, KERNELS) at chosen trip counts. MLIR's own affine-loop-unroll would unroll each
// by 4 (its default factor); the policy keeps 4 for some, unrolls by 8 (copy, saxpy: 8 > 3 = full, max), by 2
// (sqrt at 16) or not at all (sqrt at 512, prefix). A change in the loop features or the model changes a factor.
// RUN: %mlbridge-opt --mlir -passes=ml-affine-unroll --remarks-file=%t.jsonl %s -o %t.mlir
// RUN: %FileCheck %s --input-file=%t.jsonl
// RUN: %mlbridge-opt --mlir -passes=ml-affine-unroll --remarks-file=%t.yaml %s -o %t.yaml.mlir
// RUN: %llvm-remarkutil yaml2bitstream %t.yaml -o %t.bitstream

// CHECK:      {"args": {"action": 3, "applied": true, "effective_factor": 8, "factor": 8, {{.*}}"trip_count": 100}, "function": "copy_100", "kind": "Passed", "name": "Unroll"
// CHECK-NEXT: {"args": {"action": 2, "applied": true, "effective_factor": 4, "factor": 4, {{.*}}"trip_count": 16}, "function": "stencil3_16", "kind": "Passed", "name": "Unroll"
// CHECK-NEXT: {"args": {"action": 1, "applied": true, "effective_factor": 2, "factor": 2, {{.*}}"trip_count": 16}, "function": "sqrt_16", "kind": "Passed", "name": "Unroll"
// CHECK-NEXT: {"args": {"action": 0, "applied": false, "effective_factor": 1, "factor": 1, {{.*}}"trip_count": 512}, "function": "sqrt_512", "kind": "Missed", "name": "NotUnrolled"
// CHECK-NEXT: {"args": {"action": 0, "applied": false, "effective_factor": 1, "factor": 1, {{.*}}"trip_count": 64}, "function": "prefix_64", "kind": "Missed", "name": "NotUnrolled"
// CHECK-NEXT: {"args": {"action": 2, "applied": true, "effective_factor": 4, "factor": 4, {{.*}}"trip_count": 1000}, "function": "dot_1000", "kind": "Passed", "name": "Unroll"
// CHECK-NEXT: {"args": {"action": 2, "applied": true, "effective_factor": 4, "factor": 4, {{.*}}"trip_count": 5}, "function": "poly4_5", "kind": "Passed", "name": "Unroll"
// CHECK-NEXT: {"args": {"action": 2, "applied": true, "effective_factor": 4, "factor": 4, {{.*}}"trip_count": 24}, "function": "index_mix_24", "kind": "Passed", "name": "Unroll"
// CHECK-NEXT: {"args": {"action": 2, "applied": true, "effective_factor": 4, "factor": 4, {{.*}}"trip_count": 512}, "function": "matvec_512", "kind": "Passed", "name": "Unroll"
// CHECK-NEXT: {"args": {"action": 3, "applied": true, "effective_factor": 3, "factor": 8, {{.*}}"trip_count": 3}, "function": "saxpy_3", "kind": "Passed", "name": "Unroll"
// CHECK-NEXT: {"args": {"action": 3, "applied": true, "effective_factor": 8, "factor": 8, {{.*}}"trip_count": 12}, "function": "max_12", "kind": "Passed", "name": "Unroll"
// CHECK-NOT:  Unroll

func.func @copy_100(%A: memref<100xf32>, %B: memref<100xf32>, %C: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    %a = affine.load %A[%i] : memref<100xf32>
    affine.store %a, %B[%i] : memref<100xf32>
  }
  return
}

func.func @stencil3_16(%A: memref<18xf32>, %B: memref<18xf32>, %C: memref<18xf32>) {
  %c = arith.constant 0.333 : f32
  affine.for %i = 0 to 16 {
    %a0 = affine.load %A[%i] : memref<18xf32>
    %a1 = affine.load %A[%i + 1] : memref<18xf32>
    %a2 = affine.load %A[%i + 2] : memref<18xf32>
    %s0 = arith.addf %a0, %a1 : f32
    %s1 = arith.addf %s0, %a2 : f32
    %m = arith.mulf %s1, %c : f32
    affine.store %m, %B[%i] : memref<18xf32>
  }
  return
}

func.func @sqrt_16(%A: memref<16xf32>, %B: memref<16xf32>, %C: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %a = affine.load %A[%i] : memref<16xf32>
    %r = math.sqrt %a : f32
    %s = arith.addf %r, %a : f32
    affine.store %s, %B[%i] : memref<16xf32>
  }
  return
}

func.func @sqrt_512(%A: memref<512xf32>, %B: memref<512xf32>, %C: memref<512xf32>) {
  affine.for %i = 0 to 512 {
    %a = affine.load %A[%i] : memref<512xf32>
    %r = math.sqrt %a : f32
    %s = arith.addf %r, %a : f32
    affine.store %s, %B[%i] : memref<512xf32>
  }
  return
}

func.func @prefix_64(%A: memref<65xf32>, %B: memref<65xf32>, %C: memref<65xf32>) {
  affine.for %i = 0 to 64 {
    %p = affine.load %B[%i] : memref<65xf32>
    %a = affine.load %A[%i] : memref<65xf32>
    %s = arith.addf %p, %a : f32
    affine.store %s, %B[%i + 1] : memref<65xf32>
  }
  return
}

func.func @dot_1000(%A: memref<1000xf32>, %B: memref<1000xf32>, %C: memref<1000xf32>) {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 1000 iter_args(%acc = %z) -> f32 {
    %a = affine.load %A[%i] : memref<1000xf32>
    %b = affine.load %B[%i] : memref<1000xf32>
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    affine.yield %s : f32
  }
  affine.store %r, %C[0] : memref<1000xf32>
  return
}

func.func @poly4_5(%A: memref<5xf32>, %B: memref<5xf32>, %C: memref<5xf32>) {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0.2 : f32
  %c2 = arith.constant 0.3 : f32
  %c3 = arith.constant 0.4 : f32
  affine.for %i = 0 to 5 {
    %x = affine.load %A[%i] : memref<5xf32>
    %t0 = arith.mulf %c3, %x : f32
    %t1 = arith.addf %t0, %c2 : f32
    %t2 = arith.mulf %t1, %x : f32
    %t3 = arith.addf %t2, %c1 : f32
    %t4 = arith.mulf %t3, %x : f32
    %t5 = arith.addf %t4, %c0 : f32
    affine.store %t5, %B[%i] : memref<5xf32>
  }
  return
}

func.func @index_mix_24(%A: memref<24xf32>, %B: memref<24xf32>, %C: memref<24xf32>) {
  %c7 = arith.constant 7 : i64
  affine.for %i = 0 to 24 {
    %a = affine.load %A[%i] : memref<24xf32>
    %ii = arith.index_cast %i : index to i64
    %r = arith.remui %ii, %c7 : i64
    %f = arith.uitofp %r : i64 to f32
    %m = arith.mulf %a, %f : f32
    affine.store %m, %B[%i] : memref<24xf32>
  }
  return
}

func.func @matvec_512(%A: memref<4096xf32>, %B: memref<4096xf32>, %C: memref<4096xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %r = 0 to 8 {
    %acc = affine.for %j = 0 to 512 iter_args(%s = %z) -> f32 {
      %m = affine.load %A[%r * 512 + %j] : memref<4096xf32>
      %x = affine.load %B[%j] : memref<4096xf32>
      %p = arith.mulf %m, %x : f32
      %t = arith.addf %s, %p : f32
      affine.yield %t : f32
    }
    affine.store %acc, %C[%r] : memref<4096xf32>
  }
  return
}

func.func @saxpy_3(%A: memref<3xf32>, %B: memref<3xf32>, %C: memref<3xf32>) {
  %c = arith.constant 0.5 : f32
  affine.for %i = 0 to 3 {
    %a = affine.load %A[%i] : memref<3xf32>
    %b = affine.load %B[%i] : memref<3xf32>
    %m = arith.mulf %a, %c : f32
    %s = arith.addf %m, %b : f32
    affine.store %s, %B[%i] : memref<3xf32>
  }
  return
}

func.func @max_12(%A: memref<12xf32>, %B: memref<12xf32>, %C: memref<12xf32>) {
  %z = arith.constant -1.0e30 : f32
  %r = affine.for %i = 0 to 12 iter_args(%acc = %z) -> f32 {
    %a = affine.load %A[%i] : memref<12xf32>
    %gt = arith.cmpf ogt, %a, %acc : f32
    %s = arith.select %gt, %a, %acc : f32
    affine.yield %s : f32
  }
  affine.store %r, %C[0] : memref<12xf32>
  return
}
