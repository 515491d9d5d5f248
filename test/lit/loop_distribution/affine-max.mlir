// partition=max (the default) puts every node in its own affine.for, in dependence order.
// s_lex_backward2: S1 = a[i] = b[i] + c[i]; S2 = d[i] = a[i-1] + e[i-1]; S3 = e[i] = c[i] * b[i].
// S2 reads a[i-1] after S1 wrote it (forward, S1 -> S2) and e[i-1] before S3 overwrites e (backward, S3 -> S2):
// the loops run S1, S3, S2. Loads and index arithmetic are recomputed in every loop that needs them.
// RUN: %mlbridge-opt --mlir -passes='rl-affine-distribute<partition=max>' %s -o %t.mlir --remarks-file %t.jsonl
// RUN: %FileCheck %s --input-file %t.mlir
// RUN: %FileCheck %s --check-prefix=REMARK --input-file %t.jsonl
// The result is stable: a second run finds one-node loops only and changes nothing.
// RUN: %mlbridge-opt --mlir -passes='rl-affine-distribute' %t.mlir -o %t.again.mlir
// RUN: diff %t.mlir %t.again.mlir

// CHECK-LABEL: func.func @s_lex_backward2
// CHECK:       affine.for %[[I1:.*]] = 0 to 100 {
// CHECK:         arith.addf
// CHECK-NEXT:    affine.store %{{.*}}, %arg0[%[[I1]] + 1]
// CHECK-NEXT:  }
// CHECK-NEXT:  affine.for %[[I3:.*]] = 0 to 100 {
// CHECK:         arith.mulf
// CHECK-NEXT:    affine.store %{{.*}}, %arg4[%[[I3]] + 1]
// CHECK-NEXT:  }
// CHECK-NEXT:  affine.for %[[I2:.*]] = 0 to 100 {
// CHECK-NEXT:    affine.load %arg0[%[[I2]]]
// CHECK-NEXT:    affine.load %arg4[%[[I2]]]
// CHECK-NEXT:    arith.addf
// CHECK-NEXT:    affine.store %{{.*}}, %arg3[%[[I2]] + 1]
// CHECK-NEXT:  }
// CHECK-NEXT:  return

// memref.load/store with arith index arithmetic and a local buffer (never aliases the arguments), inside an outer
// loop: the inner loop is split within the outer body, the outer loop is skipped (not innermost).
// CHECK-LABEL: func.func @nest
// CHECK:       memref.alloca
// CHECK:       affine.for %[[J:.*]] = 0 to 8 {
// CHECK-NEXT:    affine.for %[[K1:.*]] = 0 to 16 {
// CHECK-NEXT:      memref.load %arg0[%[[J]], %[[K1]]]
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      arith.addi %[[K1]], %c1
// CHECK-NEXT:      memref.store %{{.*}}, %alloca[%{{.*}}]
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[K2:.*]] = 0 to 16 {
// CHECK-NEXT:      affine.load %alloca[%[[K2]] + 1]
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[J]], %[[K2]]]
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// Analysis remarks for every loop come first, then the decisions.
// REMARK:      "edges": ["S1->S2", "S3->S2"]
// REMARK-SAME: "function": "s_lex_backward2"
// REMARK-SAME: "name": "Analysis"
// REMARK:      "reason": "not an innermost loop (contains affine.for at {{[0-9]+}}:5)"
// REMARK-SAME: "name": "Skipped"
// REMARK:      "dependences": ["forward: memref.store {{.*}} -> {{.*}} = affine.load %alloca[%arg3 + 1]{{[^"]*}}"]
// REMARK-SAME: "edges": ["S1->S2"]
// REMARK-SAME: "function": "nest"
// REMARK:      "decided_by": "max"
// REMARK-SAME: "partition": "S1|S3|S2"
// REMARK-SAME: "name": "Distributed"
// REMARK:      "partition": "S1|S2"
// REMARK-SAME: "function": "nest"
// REMARK-SAME: "name": "Distributed"
func.func @s_lex_backward2(%a: memref<101xf32> {llvm.noalias}, %b: memref<101xf32> {llvm.noalias},
                           %c: memref<101xf32> {llvm.noalias}, %d: memref<101xf32> {llvm.noalias},
                           %e: memref<101xf32> {llvm.noalias}) {
  affine.for %i = 0 to 100 {
    %b0 = affine.load %b[%i + 1] : memref<101xf32>
    %c0 = affine.load %c[%i + 1] : memref<101xf32>
    %s1 = arith.addf %b0, %c0 : f32
    affine.store %s1, %a[%i + 1] : memref<101xf32>
    %a1 = affine.load %a[%i] : memref<101xf32>
    %e1 = affine.load %e[%i] : memref<101xf32>
    %s2 = arith.addf %a1, %e1 : f32
    affine.store %s2, %d[%i + 1] : memref<101xf32>
    %s3 = arith.mulf %c0, %b0 : f32
    affine.store %s3, %e[%i + 1] : memref<101xf32>
  }
  return
}

func.func @nest(%A: memref<8x16xf32> {llvm.noalias}, %B: memref<8x16xf32> {llvm.noalias}) {
  %t = memref.alloca() : memref<17xf32>
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  affine.for %j = 0 to 8 {
    affine.for %k = 0 to 16 {
      %x = memref.load %A[%j, %k] : memref<8x16xf32>
      %y = arith.mulf %x, %two : f32
      %k1 = arith.addi %k, %c1 : index
      memref.store %y, %t[%k1] : memref<17xf32>
      %z = affine.load %t[%k + 1] : memref<17xf32>
      %w = arith.addf %z, %two : f32
      affine.store %w, %B[%j, %k] : memref<8x16xf32>
    }
  }
  return
}
