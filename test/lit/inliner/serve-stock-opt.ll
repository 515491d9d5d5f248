; mlbridge-serve answers LLVM 22's stock opt (the wheel's binary) in interactive mode.
; RUN: %mlbridge-serve --runner=python:mlbridge_passes.inliner.policies:never --log=%t.jsonl -- \
; RUN:   %opt -S -passes='default<Oz>' -enable-ml-inliner=release -inliner-interactive-channel-base={channel} \
; RUN:   -inliner-interactive-include-default %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=SERVE
; RUN: FileCheck %s < %t.ll
; RUN: count 2 < %t.jsonl
; The policy's input row includes LLVM's default decision: without -inliner-interactive-include-default, one line says so.
; RUN: rm -f %t.nodefault.ll
; RUN: not %mlbridge-serve --runner=python:mlbridge_passes.inliner.policies:never -- \
; RUN:   %opt -S -passes='default<Oz>' -enable-ml-inliner=release -inliner-interactive-channel-base={channel} \
; RUN:   %s -o %t.nodefault.ll 2>&1 | FileCheck %s --check-prefix=NODEFAULT --implicit-check-not=Traceback
; RUN: not test -e %t.nodefault.ll

; SERVE: answered 2 questions; compiler exited with 0
; NODEFAULT: mlbridge-serve: error: the compiler did not send feature 'inlining_default': add -inliner-interactive-include-default to the opt command; compiler stopped
; NODEFAULT-NOT: {{.}}
; CHECK-LABEL: define {{.*}}i32 @entry(
; CHECK: call {{.*}}@helper(
; CHECK: call {{.*}}@helper(

define internal i32 @helper(i32 %x) {
  %a = mul i32 %x, %x
  %b = add i32 %a, 7
  ret i32 %b
}

define i32 @entry(i32 %n) {
  %r = call i32 @helper(i32 %n)
  %s = call i32 @helper(i32 %r)
  ret i32 %s
}
