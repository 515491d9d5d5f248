; clang -O0 output (Inputs/o0-kernel.c, -Xclang -disable-O0-optnone): the loop is not rotated, so the analysis skips
; it; canonicalize=1 first brings it into loop-simplify/LCSSA/rotated form and then distributes it.
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=max>' %S/Inputs/o0-kernel.ll -o %t.raw.ll --remarks-file %t.raw.yaml
; RUN: FileCheck %s --check-prefix=RAW --input-file %t.raw.yaml
; RUN: %mlbridge-opt -S -passes='rl-loop-distribute<partition=max;canonicalize=1>' %S/Inputs/o0-kernel.ll -o %t.ll --remarks-file %t.yaml
; RUN: FileCheck %s --input-file %t.yaml
; RUN: FileCheck %s --check-prefix=IR --input-file %t.ll
; RUN: %python -m mlbridge_passes.loop_distribution.jitcheck %S/Inputs/o0-kernel.ll %t.ll --function lex_backward

; RAW:      Name: Skipped
; RAW:      reason: {{'?}}more than one exiting block
; RAW-NOT:  Name: Distributed

; CHECK:      Name: Distributed
; CHECK-NEXT: Function: lex_backward
; CHECK:        - partition: 'S2|S1'

; IR-LABEL: define dso_local void @lex_backward()
; IR:       for.body.ld1:
; IR:         fadd float
; IR:       for.body.ld2:
; IR:         fmul float
