; Regression test for the ml-inline blow-up seen on unseen programs (a module 2.8x the heuristic's size): a policy that
; inlines a big internal callee into many small exported callers. The size guard (guard=size, the default) compiles
; the heuristic's result too and keeps it when the policy's .text is larger.
;
; The always-inline policy unguarded: @big is inlined into its first callers (the blow-up; LLVM's own
; -ml-advisor-size-increase-threshold=2.0 stops the ML advisor once the IR has doubled, after 4 of 12 callers, and
; .text is still ~2.9x the heuristic's).
; RUN: %mlbridge-opt -S -passes='ml-inline<guard=none>' --runner=python --model=mlbridge_passes.inliner.policies:always --remarks-file=%t.none.jsonl %s -o %t.none.ll
; RUN: FileCheck %s --check-prefix=BLOWUP < %t.none.ll
; RUN: FileCheck %s --check-prefix=NOGUARD < %t.none.jsonl
; The same policy guarded: the heuristic's module is kept, byte for byte what `opt -passes=default<Oz>` writes.
; RUN: %mlbridge-opt -S -passes=ml-inline --runner=python --model=mlbridge_passes.inliner.policies:always --remarks-file=%t.guard.jsonl %s -o %t.guard.ll
; RUN: FileCheck %s --check-prefix=GUARD < %t.guard.jsonl
; RUN: %opt -S -passes='default<Oz>' %s -o %t.oz.ll
; RUN: diff %t.guard.ll %t.oz.ll
; The bundled policy does not inline @big here at all (it agrees with the heuristic on every call site).
; RUN: %mlbridge-opt -S -passes='ml-inline<guard=none>' --remarks-file=%t.bundled.jsonl %s -o %t.bundled.ll
; RUN: FileCheck %s --check-prefix=BUNDLED < %t.bundled.jsonl
; RUN: diff %t.bundled.ll %t.oz.ll
; So the default guard compares nothing (no second pipeline, no code generation), and the module is still Oz's.
; RUN: %mlbridge-opt -S -passes=ml-inline --remarks-file=%t.skip.jsonl %s -o %t.skip.ll
; RUN: FileCheck %s --check-prefix=SKIP < %t.skip.jsonl
; RUN: diff %t.skip.ll %t.oz.ll

; BLOWUP-LABEL: define {{.*}}@caller0(
; BLOWUP-NOT: call {{.*}}@big
; BLOWUP: ret
; BLOWUP-LABEL: define {{.*}}@caller1(
; BLOWUP-NOT: call {{.*}}@big
; BLOWUP: ret
; NOGUARD-NOT: "name": "Guard"
; NOGUARD: "inlined": {{[1-9]}}{{.*}}"name": "Summary"
; NOGUARD-NOT: "name": "Guard"
; GUARD: {"args": {"compared": true, "heuristic_text": [[H:[0-9]+]], "kept": "heuristic", "policy_text": {{[0-9]+}}, "reloc": "default"}{{.*}}"name": "Guard"
; BUNDLED: "forced_stop": false, "inlined": 0,{{.*}}"name": "Summary"
; SKIP: "agreement_with_default": [[N:[0-9]+]], "decisions": [[N]], "forced_stop": false,{{.*}}"name": "Summary"
; SKIP-NEXT: {"args": {"compared": false, "kept": "policy", "reason": "agrees with the heuristic"}{{.*}}"name": "Guard"

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @sink(i32) minsize optsize

define internal i32 @big(i32 %x, i32 %y) #0 {
entry:
  %a0 = add i32 %x, %y
  %a1 = xor i32 %a0, 10
  %a2 = add i32 %a1, 17
  %a3 = sub i32 %a2, 24
  %a4 = shl i32 %a3, 31
  call void @sink(i32 %a4)
  %a5 = mul i32 %a4, 38
  %a6 = xor i32 %a5, 45
  %a7 = add i32 %a6, 52
  %a8 = sub i32 %a7, 59
  call void @sink(i32 %a8)
  %a9 = shl i32 %a8, 66
  %a10 = mul i32 %a9, 73
  %a11 = xor i32 %a10, 80
  %a12 = add i32 %a11, 87
  call void @sink(i32 %a12)
  %a13 = sub i32 %a12, 94
  %a14 = shl i32 %a13, 101
  %a15 = mul i32 %a14, 108
  %a16 = xor i32 %a15, 115
  call void @sink(i32 %a16)
  %a17 = add i32 %a16, 122
  %a18 = sub i32 %a17, 129
  %a19 = shl i32 %a18, 136
  %a20 = mul i32 %a19, 143
  call void @sink(i32 %a20)
  %a21 = xor i32 %a20, 150
  %a22 = add i32 %a21, 157
  %a23 = sub i32 %a22, 164
  %a24 = shl i32 %a23, 171
  call void @sink(i32 %a24)
  %a25 = mul i32 %a24, 178
  %a26 = xor i32 %a25, 185
  %a27 = add i32 %a26, 192
  %a28 = sub i32 %a27, 199
  call void @sink(i32 %a28)
  %a29 = shl i32 %a28, 206
  %a30 = mul i32 %a29, 213
  %a31 = xor i32 %a30, 220
  %a32 = add i32 %a31, 227
  call void @sink(i32 %a32)
  %a33 = sub i32 %a32, 234
  %a34 = shl i32 %a33, 241
  %a35 = mul i32 %a34, 248
  %a36 = xor i32 %a35, 255
  call void @sink(i32 %a36)
  %a37 = add i32 %a36, 262
  %a38 = sub i32 %a37, 269
  %a39 = shl i32 %a38, 276
  ret i32 %a39
}

define i32 @caller0(i32 %v) #0 {
  %r = call i32 @big(i32 %v, i32 0)
  ret i32 %r
}

define i32 @caller1(i32 %v) #0 {
  %r = call i32 @big(i32 %v, i32 1)
  ret i32 %r
}

define i32 @caller2(i32 %v) #0 {
  %r = call i32 @big(i32 %v, i32 2)
  ret i32 %r
}

define i32 @caller3(i32 %v) #0 {
  %r = call i32 @big(i32 %v, i32 3)
  ret i32 %r
}

define i32 @caller4(i32 %v) #0 {
  %r = call i32 @big(i32 %v, i32 4)
  ret i32 %r
}

define i32 @caller5(i32 %v) #0 {
  %r = call i32 @big(i32 %v, i32 5)
  ret i32 %r
}

define i32 @caller6(i32 %v) #0 {
  %r = call i32 @big(i32 %v, i32 6)
  ret i32 %r
}

define i32 @caller7(i32 %v) #0 {
  %r = call i32 @big(i32 %v, i32 7)
  ret i32 %r
}

define i32 @caller8(i32 %v) #0 {
  %r = call i32 @big(i32 %v, i32 8)
  ret i32 %r
}

define i32 @caller9(i32 %v) #0 {
  %r = call i32 @big(i32 %v, i32 9)
  ret i32 %r
}

define i32 @caller10(i32 %v) #0 {
  %r = call i32 @big(i32 %v, i32 10)
  ret i32 %r
}

define i32 @caller11(i32 %v) #0 {
  %r = call i32 @big(i32 %v, i32 11)
  ret i32 %r
}

attributes #0 = { minsize optsize nounwind }
