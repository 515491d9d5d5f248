; Loops that cannot be distributed safely are skipped with a remark naming the reason, and never changed.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=max>' %S/../../inputs/loopdist/skips.ll -o %t.ll --remarks-file %t.yaml
; RUN: FileCheck %s --input-file %t.yaml
; RUN: FileCheck %s --check-prefix=IR --input-file %t.ll
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=none>' %S/../../inputs/loopdist/skips.ll -o %t.none.ll
; RUN: diff %t.none.ll %t.ll

; CHECK:      Name: Skipped
; CHECK-NEXT: Function: irreducible
; CHECK:      reason: {{'?}}irreducible control flow in the function
; CHECK:      Function: with_call
; CHECK:      reason: {{'?}}loop contains a call: %y = call float @ext(float %x)
; CHECK:      Function: early_exit
; CHECK:      reason: {{'?}}more than one exiting block (the loop must exit from its latch only)
; CHECK:      Function: no_preheader
; CHECK:      reason: {{'?}}not in loop-simplify form: no dedicated preheader
; CHECK:      Function: not_lcssa
; CHECK:      reason: {{'?}}not in LCSSA form: a loop value is used outside the loop
; CHECK:      Function: memory_exit
; CHECK:      reason: {{'?}}the exit condition reads memory
; CHECK:      Function: volatile_store
; CHECK:      reason: {{'?}}volatile or atomic access: store volatile float 1.000000e+00, ptr %pa, align 4
; CHECK-NOT:  Name: Distributed

; IR-NOT: .ld1
