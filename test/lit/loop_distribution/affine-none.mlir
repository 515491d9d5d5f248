// partition=none analyses and reports, and leaves the IR alone; function=NAME restricts the pass to one function;
// a fixed partition that fits none of the analysed loops is refused in one line (one that fits some loops skips the
// others with a remark: see fixed.ll); partition=model does not exist for MLIR.
// RUN: %mlbridge-opt --mlir -passes='rl-affine-distribute<partition=none>' %s -o %t.none.mlir --remarks-file %t.none.yaml
// RUN: %FileCheck %s --check-prefix=NONE --input-file %t.none.mlir
// RUN: %FileCheck %s --check-prefix=NONE-REMARK --input-file %t.none.yaml
// RUN: %mlbridge-opt --mlir -passes='rl-affine-distribute<function=second>' %s | %FileCheck %s --check-prefix=ONLY
// RUN: rm -f %t.fixed.mlir
// RUN: %not %mlbridge-opt --mlir -passes='rl-affine-distribute<partition=S1|S2|S3>' %s -o %t.fixed.mlir 2>&1 | %FileCheck %s --check-prefix=FIXED
// RUN: %not ls %t.fixed.mlir
// RUN: %not %mlbridge-opt --mlir -passes='rl-affine-distribute<partition=model>' %s 2>&1 | %FileCheck %s --check-prefix=MODEL
// RUN: %not %mlbridge-opt --mlir -passes='rl-affine-distribute<function=nope>' %s 2>&1 | %FileCheck %s --check-prefix=NOFN

// NONE-LABEL: func.func @first
// NONE-COUNT-1: affine.for
// NONE-LABEL: func.func @second
// NONE-COUNT-1: affine.for
// NONE-NOT:   affine.for

// NONE-REMARK:     Name:            Analysis
// NONE-REMARK-NEXT: Function:        first
// NONE-REMARK:       - edges: '[]'
// NONE-REMARK:     Name:            Analysis
// NONE-REMARK-NEXT: Function:        second
// NONE-REMARK-NOT: Distributed

// ONLY-LABEL: func.func @first
// ONLY-COUNT-1: affine.for
// ONLY-LABEL: func.func @second
// ONLY-COUNT-2: affine.for
// ONLY-NOT:   affine.for

// FIXED: mlbridge-opt: error: partition 'S1|S2|S3' has 3 nodes but no analysed loop does (2 loop(s) with 2 nodes; see the Analysis remarks)

// MODEL: mlbridge-opt: error: rl-affine-distribute: partition=model is not available for MLIR
// NOFN: mlbridge-opt: error: rl-affine-distribute<function=nope>: no defined function @nope
func.func @first(%a: memref<16xf32> {llvm.noalias}, %b: memref<16xf32> {llvm.noalias}, %c: memref<16xf32> {llvm.noalias}) {
  affine.for %i = 0 to 16 {
    %x = affine.load %a[%i] : memref<16xf32>
    affine.store %x, %b[%i] : memref<16xf32>
    affine.store %x, %c[%i] : memref<16xf32>
  }
  return
}

func.func @second(%a: memref<16xf32> {llvm.noalias}, %b: memref<16xf32> {llvm.noalias}, %c: memref<16xf32> {llvm.noalias}) {
  affine.for %i = 0 to 16 {
    %x = affine.load %a[%i] : memref<16xf32>
    affine.store %x, %b[%i] : memref<16xf32>
    affine.store %x, %c[%i] : memref<16xf32>
  }
  return
}
