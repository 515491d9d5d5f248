; A model that raises on the 2nd question: mlbridge-serve reports it in one line, exits nonzero, stops opt (SIGTERM,
; so opt removes its own output) and leaves neither an output file nor a --log behind.
; RUN: rm -f %t.ll %t.jsonl
; RUN: env PYTHONPATH=%S/Inputs not %mlbridge-serve --runner=python:faultmodels:fail_second --log=%t.jsonl -- \
; RUN:   %opt -S -passes='default<Oz>' -enable-ml-inliner=release -inliner-interactive-channel-base={channel} \
; RUN:   -inliner-interactive-include-default %s -o %t.ll 2>&1 | FileCheck %s --implicit-check-not=Traceback
; RUN: not test -e %t.ll
; RUN: not test -e %t.jsonl

; CHECK: mlbridge-serve: error: {{.*}}ValueError: boom on question 2; compiler stopped
; CHECK-NOT: {{.}}

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
