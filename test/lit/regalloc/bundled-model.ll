; The bundled ONNX eviction policy (models/regalloc-evict.onnx) answers in-process by default; the graph itself
; masks illegal positions, so nothing needs correcting. O=0 uses the fast allocator: no questions at all.
; RUN: %mlbridge-opt -passes='ml-regalloc<asm=%t.s>' --remarks-file=%t.yaml %S/Inputs/pressure.ll -o %t.discard
; RUN: FileCheck %s < %t.yaml
; RUN: %llvm-remarkutil yaml2bitstream %t.yaml -o %t.bitstream
; RUN: FileCheck %s --check-prefix=ASM < %t.s
; RUN: %mlbridge-opt -passes='ml-regalloc<O=0>' --remarks-file=%t.o0.yaml %S/Inputs/pressure.ll -o %t.discard
; RUN: FileCheck %s --check-prefix=O0 < %t.o0.yaml

; CHECK: Name: EvictDecision
; CHECK-NEXT: Function: mix
; CHECK: Name: Summary
; CHECK: decisions: {{[1-9][0-9]*}}
; CHECK: corrected: 0
; CHECK: spills: {{[0-9]+}}
; ASM-LABEL: mix:
; O0: Name: Summary
; O0: decisions: 0
