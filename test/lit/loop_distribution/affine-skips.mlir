// Loops the MLIR front end cannot distribute safely are skipped with a remark naming the reason and never changed;
// loops whose accesses may alias stay whole (one node).
// RUN: %mlbridge-opt --mlir -passes='rl-affine-distribute' %s -o %t.mlir --remarks-file %t.yaml
// RUN: %FileCheck %s --input-file %t.yaml
// RUN: %llvm-remarkutil yaml2bitstream %t.yaml -o %t.bitstream
// RUN: %mlbridge-opt --mlir -passes='rl-affine-distribute<partition=none>' %s -o %t.none.mlir
// RUN: diff %t.none.mlir %t.mlir

// CHECK:      --- !Missed
// CHECK:      Name:            Skipped
// CHECK-NEXT: Function:        with_call
// CHECK:        - reason: 'loop contains a call: {{.*}}func.call @ext({{.*}}'
// CHECK:      Name:            Skipped
// CHECK-NEXT: Function:        with_if
// CHECK:        - reason: 'operation with regions in the body (not supported): affine.if at {{[0-9]+}}:5'
// CHECK:      Name:            Skipped
// CHECK-NEXT: Function:        with_alloca
// CHECK:        - reason: 'unsupported operation (side effects unknown): memref.alloca at {{[0-9]+}}:10'
// CHECK:      Name:            Skipped
// CHECK-NEXT: Function:        no_statement
// CHECK:        - reason: 'no statement to distribute (no store and no iter_args)'
// Two plain memref arguments may be the same buffer: every pair of accesses depends both ways, one node.
// CHECK:      Name:            Analysis
// CHECK-NEXT: Function:        may_alias
// CHECK:        - edges: '[]'
// CHECK-NEXT:   - dependences: '["both: {{.*}}"
// CHECK:      Name:            NotDistributed
// CHECK-NEXT: Function:        may_alias
// CHECK:        - partition: S1
// A view (here a subview of a local buffer) may alias anything, the buffer it comes from included.
// CHECK:      Name:            NotDistributed
// CHECK-NEXT: Function:        view
// CHECK-NOT:  Name:            Distributed

func.func @ext(%x: f32) -> f32 {
  return %x : f32
}

func.func @with_call(%a: memref<16xf32> {llvm.noalias}, %b: memref<16xf32> {llvm.noalias}) {
  affine.for %i = 0 to 16 {
    %x = affine.load %a[%i] : memref<16xf32>
    %y = func.call @ext(%x) : (f32) -> f32
    affine.store %y, %b[%i] : memref<16xf32>
    affine.store %x, %a[%i] : memref<16xf32>
  }
  return
}

func.func @with_if(%a: memref<16xf32> {llvm.noalias}, %b: memref<16xf32> {llvm.noalias}) {
  affine.for %i = 0 to 16 {
    affine.if affine_set<(d0) : (d0 - 8 >= 0)>(%i) {
      %x = affine.load %a[%i] : memref<16xf32>
      affine.store %x, %b[%i] : memref<16xf32>
    }
    %y = affine.load %b[%i] : memref<16xf32>
    affine.store %y, %a[%i] : memref<16xf32>
  }
  return
}

func.func @with_alloca(%a: memref<16xf32> {llvm.noalias}, %b: memref<16xf32> {llvm.noalias}) {
  affine.for %i = 0 to 16 {
    %t = memref.alloca() : memref<1xf32>
    %x = affine.load %a[%i] : memref<16xf32>
    affine.store %x, %t[0] : memref<1xf32>
    affine.store %x, %b[%i] : memref<16xf32>
  }
  return
}

func.func @no_statement(%a: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %x = affine.load %a[%i] : memref<16xf32>
  }
  return
}

func.func @may_alias(%a: memref<16xf32>, %b: memref<16xf32>, %c: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %x = affine.load %b[%i] : memref<16xf32>
    affine.store %x, %a[%i] : memref<16xf32>
    %y = affine.load %b[%i] : memref<16xf32>
    affine.store %y, %c[%i] : memref<16xf32>
  }
  return
}

func.func @view(%a: memref<16xf32> {llvm.noalias}) {
  %t = memref.alloca() : memref<32xf32>
  %v = memref.subview %t[8] [16] [1] : memref<32xf32> to memref<16xf32, strided<[1], offset: 8>>
  affine.for %i = 0 to 16 {
    %x = affine.load %a[%i] : memref<16xf32>
    affine.store %x, %t[%i + 8] : memref<32xf32>
    %y = affine.load %v[%i] : memref<16xf32, strided<[1], offset: 8>>
    affine.store %y, %a[%i] : memref<16xf32>
  }
  return
}
