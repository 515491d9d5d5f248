; A module without function definitions: llc never opens the channel, opt opens it and asks nothing. Both are a
; success with 0 questions, and mlbridge-serve returns the compiler's exit status (0).
; RUN: %mlbridge-serve --runner=python:mlbridge_passes.regalloc.policies:mimic --pass raw --log=%t.llc.jsonl -- \
; RUN:   %llc -O2 -regalloc-enable-advisor=release -regalloc-evict-interactive-channel-base={channel} %s -o %t.s \
; RUN:   2>&1 | FileCheck %s --check-prefix=SERVE --implicit-check-not=error
; RUN: FileCheck %s --check-prefix=ASM < %t.s
; RUN: count 0 < %t.llc.jsonl
; RUN: %mlbridge-serve --runner=python:mlbridge_passes.inliner.policies:never -- \
; RUN:   %opt -S -passes='default<Oz>' -enable-ml-inliner=release -inliner-interactive-channel-base={channel} \
; RUN:   -inliner-interactive-include-default %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=SERVE --implicit-check-not=error
; RUN: FileCheck %s --check-prefix=IR < %t.ll

; SERVE: mlbridge-serve: answered 0 questions; compiler exited with 0
; ASM: .globl g
; IR: @g = {{.*}}global i32 5

target triple = "x86_64-unknown-linux-gnu"

@g = global i32 5
declare i32 @ext(i32)
