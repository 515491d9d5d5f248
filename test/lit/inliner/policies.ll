; The ML inline advisor's decisions are applied by LLVM: always-inline removes every call LLVM asks about,
; never-inline keeps them, and echoing LLVM's default reproduces plain default<Oz> exactly.
; RUN: %mlbridge-opt -S -passes='ml-inline<guard=none>' --runner=python --model=mlbridge_passes.inliner.policies:always %s | FileCheck %s --check-prefix=ALWAYS
; RUN: %mlbridge-opt -S -passes='ml-inline<guard=none>' --runner=python --model=mlbridge_passes.inliner.policies:never %s | FileCheck %s --check-prefix=NEVER
; RUN: %mlbridge-opt -S -passes='ml-inline<guard=none>' --runner=python --model=mlbridge_passes.inliner.policies:default %s > %t.ml.ll
; RUN: %opt -S -passes='default<Oz>' %s > %t.oz.ll
; RUN: diff %t.ml.ll %t.oz.ll
; RUN: %mlbridge-opt -S -passes='ml-inline<in=none;guard=none>' --runner=python --model=mlbridge_passes.inliner.policies:never --remarks-file=%t.yaml %s -o %t.none.ll
; RUN: FileCheck %s --check-prefix=REMARKS < %t.yaml
; RUN: %llvm-remarkutil yaml2bitstream %t.yaml -o %t.bitstream

; ALWAYS-LABEL: define {{.*}}i32 @entry(
; ALWAYS-NOT: call
; ALWAYS: ret i32

; NEVER-LABEL: define {{.*}}i32 @entry(
; NEVER: call {{.*}}@helper(
; NEVER: call {{.*}}@helper(

; REMARKS: --- !Missed
; REMARKS-NEXT: Pass: ml-inline
; REMARKS-NEXT: Name: InlineDecision
; REMARKS: decision: 0
; REMARKS: --- !Analysis
; REMARKS: Name: Summary
; REMARKS: inlined: 0

define internal i32 @helper(i32 %x) {
  %a = mul i32 %x, %x
  %b = add i32 %a, 7
  %c = xor i32 %b, %x
  ret i32 %c
}

define i32 @entry(i32 %n) {
  %r = call i32 @helper(i32 %n)
  %s = call i32 @helper(i32 %r)
  ret i32 %s
}
