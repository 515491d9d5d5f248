// rl-affine-distribute on a backward dependence (TSVC s_lex_backward on memrefs): S1 = d[i] = a[i-1] * e[i] reads
// what S2 = a[i] = b[i] + c[i] wrote one iteration earlier, so S2's loop must run first.
// RUN: %mlbridge-opt --mlir -passes='rl-affine-distribute' %s -o %t.mlir --remarks-file %t.yaml
// RUN: %FileCheck %s --input-file %t.mlir
// RUN: %FileCheck %s --check-prefix=REMARK --input-file %t.yaml
// The fixed partition S2|S1 is the same; the illegal S1|S2 is legalized to it (with a remark), same IR.
// RUN: %mlbridge-opt --mlir -passes='rl-affine-distribute<partition=S2|S1>' %s -o %t.fixed.mlir
// RUN: diff %t.mlir %t.fixed.mlir
// RUN: %mlbridge-opt --mlir -passes='rl-affine-distribute<partition=S1|S2>' %s -o %t.legal.mlir --remarks-file %t.legal.yaml
// RUN: diff %t.mlir %t.legal.mlir
// RUN: %FileCheck %s --check-prefix=LEGAL --input-file %t.legal.yaml
// The output is valid MLIR that lowers to LLVM.
// RUN: %mlbridge-opt --mlir -passes='lower-affine,convert-scf-to-cf,finalize-memref-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts' %t.mlir -o %t.discard

// CHECK-LABEL: func.func @s_lex_backward
// CHECK:       affine.for %[[I:.*]] = 1 to 101 {
// CHECK-NOT:   arith.mulf
// CHECK:         arith.addf
// CHECK-NEXT:    affine.store %{{.*}}, %arg0[%[[I]]]
// CHECK-NEXT:  }
// CHECK-NEXT:  affine.for %[[J:.*]] = 1 to 101 {
// CHECK-NEXT:    affine.load %arg0[%[[J]] - 1]
// CHECK-NOT:   arith.addf
// CHECK:         arith.mulf
// CHECK-NEXT:    affine.store %{{.*}}, %arg3[%[[J]]]
// CHECK-NEXT:  }
// CHECK-NEXT:  return

// REMARK:      --- !Analysis
// REMARK:      Function:        s_lex_backward
// REMARK:        - loop: '[[LOOP:[0-9]+:3]]'
// REMARK-NEXT:   - nodes: '["S1: affine.store %{{.*}}, %arg3[%arg5]{{.*}}", "S2: affine.store %{{.*}}, %arg0[%arg5]{{.*}}"]'
// REMARK-NEXT:   - edges: '["S2->S1"]'
// REMARK-NEXT:   - dependences: '["backward: {{.*}}affine.load %arg0[%arg5 - 1]{{.*}} -> affine.store %{{.*}}, %arg0[%arg5]{{.*}}"]'
// REMARK:      --- !Passed
// REMARK:      Name:            Distributed
// REMARK:        - partition: 'S2|S1'
// REMARK-NEXT:   - loops: '["[[LOOP]].ld1", "[[LOOP]].ld2"]'
// REMARK-NEXT:   - decided_by: max

// LEGAL:      Name:            Legalized
// LEGAL:        - requested: 'S1|S2'
// LEGAL-NEXT:   - applied: 'S2|S1'
// LEGAL:      Name:            Distributed
// LEGAL:        - decided_by: fixed
func.func @s_lex_backward(%a: memref<101xf32> {llvm.noalias}, %b: memref<101xf32> {llvm.noalias},
                          %c: memref<101xf32> {llvm.noalias}, %d: memref<101xf32> {llvm.noalias},
                          %e: memref<101xf32> {llvm.noalias}) {
  affine.for %i = 1 to 101 {
    %x = affine.load %a[%i - 1] : memref<101xf32>
    %y = affine.load %e[%i] : memref<101xf32>
    %m = arith.mulf %x, %y : f32
    affine.store %m, %d[%i] : memref<101xf32>
    %p = affine.load %b[%i] : memref<101xf32>
    %q = affine.load %c[%i] : memref<101xf32>
    %s = arith.addf %p, %q : f32
    affine.store %s, %a[%i] : memref<101xf32>
  }
  return
}
