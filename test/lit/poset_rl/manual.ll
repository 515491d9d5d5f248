; space=manual with a Python policy (lowest unused action): the step limit ends the episode; stop applies nothing.
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<space=manual;steps=2;measure=0>' --runner=python --model=mlbridge_passes.poset_rl.policies:first --remarks-file=%t.yaml %S/Inputs/loop.ll -o %t.ll
; RUN: FileCheck %s < %t.yaml
; RUN: %llvm-remarkutil yaml2bitstream %t.yaml -o %t.bitstream
; RUN: %python %S/Inputs/opt.py -S -passes='poset-rl<measure=0>' --runner=python --model=mlbridge_passes.poset_rl.policies:stop %S/Inputs/loop.ll -o %t.stop.ll
; RUN: %opt -S -passes=verify %S/Inputs/loop.ll -o %t.verify.ll
; RUN: diff %t.stop.ll %t.verify.ll

; CHECK:      - action: 0
; CHECK-NEXT: - pipeline: 'function(simplifycfg<switch-range-to-icmp>,sroa,early-cse,lower-expect),forceattrs,inferattrs,function(mem2reg)'
; CHECK:      - action: 1
; CHECK-NEXT: - pipeline: 'ipsccp,called-value-propagation,globalopt'
; CHECK:      Name: Sequence
; CHECK:      - space: manual
; CHECK-NEXT: - steps: 2
; CHECK-NEXT: - stopped_by: step-limit
