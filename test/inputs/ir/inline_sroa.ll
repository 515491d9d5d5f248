; A caller with a stack slot (sroa removes it), a small callee (inline removes the call) and a loop with an
; invariant load (licm hoists it). Hand-written, LLVM 22 syntax.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define internal i32 @add1(i32 %x) {
entry:
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @caller(i32 %a) {
entry:
  %slot = alloca i32, align 4
  store i32 %a, ptr %slot, align 4
  %v = load i32, ptr %slot, align 4
  %c = call i32 @add1(i32 %v)
  ret i32 %c
}

define void @fill(ptr noalias %p, ptr noalias %q, i32 %n) {
entry:
  %cmp = icmp sgt i32 %n, 0
  br i1 %cmp, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %inv = load i32, ptr %q, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, ptr %p, i64 %idx
  store i32 %inv, ptr %gep, align 4
  %inc = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %inc, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
