// Loop-carried values (iter_args) are inseparable nodes with their cycle and yield: after distribution exactly one
// new loop carries each of them, the others carry nothing, and the original loop's results come from that loop.
// RUN: %mlbridge-opt --mlir -passes='rl-affine-distribute' %s -o %t.mlir --remarks-file %t.jsonl
// RUN: %FileCheck %s --input-file %t.mlir
// RUN: %FileCheck %s --check-prefix=REMARK --input-file %t.jsonl

// sum_and_scale: S1 = the sum over a (iter_args), S2 = b[i] = a[i] * 2; the load of a is recomputed in both loops.
// CHECK-LABEL: func.func @sum_and_scale
// CHECK:       %[[SUM:.*]] = affine.for %{{.*}} = 0 to 64 iter_args(%[[ACC:.*]] = %cst) -> (f32) {
// CHECK-NEXT:    affine.load %arg0
// CHECK-NEXT:    %[[ADD:.*]] = arith.addf %[[ACC]]
// CHECK-NEXT:    affine.yield %[[ADD]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  affine.for %[[I:.*]] = 0 to 64 {
// CHECK-NEXT:    affine.load %arg0[%[[I]]]
// CHECK-NEXT:    arith.mulf
// CHECK-NEXT:    affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[SUM]] : f32

// two_reductions: the sum and the product each get their own loop with one iter_args; the stores after the loop
// read the new loops' results.
// CHECK-LABEL: func.func @two_reductions
// CHECK:       %[[S:.*]] = affine.for %{{.*}} = 0 to 32 iter_args(%{{.*}} = %cst) -> (f32) {
// CHECK-NOT:     arith.mulf
// CHECK:         affine.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[P:.*]] = affine.for %{{.*}} = 0 to 32 iter_args(%{{.*}} = %cst_0) -> (f32) {
// CHECK-NOT:     arith.addf
// CHECK:         affine.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  affine.store %[[S]], %arg1[0]
// CHECK-NEXT:  affine.store %[[P]], %arg1[1]

// running_sum: the store writes the carried value itself (b[i] = sum so far): one node, not distributed.
// CHECK-LABEL: func.func @running_sum
// CHECK-COUNT-1: affine.for
// CHECK-NOT:   affine.for

// coupled: x' = y and y' = x + a[i] are one recurrence (each reads the other's iteration argument) and stay in
// one loop with both iter_args; "last" (the final a[i], no recurrence) and the store get a loop each.
// CHECK-LABEL: func.func @coupled
// CHECK:       affine.for %[[I:.*]] = 0 to 32 {
// CHECK:         affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[XY:.*]]:2 = affine.for %{{.*}} = 0 to 32 iter_args(%[[X:.*]] = %cst, %[[Y:.*]] = %cst_0) -> (f32, f32) {
// CHECK-NEXT:    affine.load
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[X]]
// CHECK-NEXT:    affine.yield %[[Y]], %[[S]] : f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[LAST:.*]] = affine.for %{{.*}} = 0 to 32 iter_args(%{{.*}} = %cst_0) -> (f32) {
// CHECK-NEXT:    %[[V:.*]] = affine.load
// CHECK-NEXT:    affine.yield %[[V]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  affine.store %[[XY]]#0, %arg2[0]
// CHECK-NEXT:  affine.store %[[XY]]#1, %arg2[1]
// CHECK-NEXT:  affine.store %[[LAST]], %arg2[2]

// REMARK:      "nodes": ["S1: iter_args #0: {{.*}} = arith.addf {{[^"]*}}", "S2: affine.store {{[^"]*}}"]
// REMARK-SAME: "function": "sum_and_scale"
// REMARK:      "edges": []
// REMARK-SAME: "function": "two_reductions"
// REMARK:      "nodes": ["S1: iter_args #0: {{[^"]*}}; affine.store {{[^"]*}}"]
// REMARK-SAME: "function": "running_sum"
// REMARK:      "nodes": ["S1: affine.store {{[^"]*}}", "S2: iter_args #0: yields %arg{{[0-9]+}}; iter_args #1: yields {{.*}} = arith.addf {{[^"]*}}", "S3: iter_args #2: yields {{.*}} = affine.load {{[^"]*}}"]
// REMARK-SAME: "function": "coupled"
// REMARK:      "partition": "S1|S2"
// REMARK-SAME: "function": "sum_and_scale"
// REMARK-SAME: "name": "Distributed"
// REMARK:      "partition": "S1|S2"
// REMARK-SAME: "function": "two_reductions"
// REMARK-SAME: "name": "Distributed"
// REMARK:      "partition": "S1"
// REMARK-SAME: "function": "running_sum"
// REMARK-SAME: "name": "NotDistributed"
func.func @sum_and_scale(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}) -> f32 {
  %z = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%acc = %z) -> f32 {
    %v = affine.load %a[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    %m = arith.mulf %v, %two : f32
    affine.store %m, %b[%i] : memref<64xf32>
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @two_reductions(%a: memref<32xf32>, %out: memref<2xf32>) {
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %r:2 = affine.for %i = 0 to 32 iter_args(%s = %z, %p = %one) -> (f32, f32) {
    %v = affine.load %a[%i] : memref<32xf32>
    %s1 = arith.addf %s, %v : f32
    %p1 = arith.mulf %p, %v : f32
    affine.yield %s1, %p1 : f32, f32
  }
  affine.store %r#0, %out[0] : memref<2xf32>
  affine.store %r#1, %out[1] : memref<2xf32>
  return
}

func.func @running_sum(%a: memref<16xf32> {llvm.noalias}, %b: memref<16xf32> {llvm.noalias}) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 16 iter_args(%acc = %z) -> f32 {
    %v = affine.load %a[%i] : memref<16xf32>
    %s = arith.addf %acc, %v : f32
    affine.store %s, %b[%i] : memref<16xf32>
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @coupled(%a: memref<32xf32> {llvm.noalias}, %b: memref<32xf32> {llvm.noalias}, %out: memref<3xf32>) {
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : f32
  %r:3 = affine.for %i = 0 to 32 iter_args(%x = %one, %y = %z, %last = %z) -> (f32, f32, f32) {
    %v = affine.load %a[%i] : memref<32xf32>
    %m = arith.mulf %v, %three : f32
    affine.store %m, %b[%i] : memref<32xf32>
    %y2 = arith.addf %x, %v : f32
    affine.yield %y, %y2, %v : f32, f32, f32
  }
  affine.store %r#0, %out[0] : memref<3xf32>
  affine.store %r#1, %out[1] : memref<3xf32>
  affine.store %r#2, %out[2] : memref<3xf32>
  return
}
