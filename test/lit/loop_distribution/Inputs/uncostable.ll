; A loop of two independent statements with a constant trip count of 10 (mawk's makescan.c, scan_init, has one like
; it): the rest of -O3 after loop-distribute unrolls it completely, so llc's output has no loop for llvm-mca to cost.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@code = global [256 x i8] zeroinitializer, align 16
@kind = global [256 x i8] zeroinitializer, align 16

define void @init() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 48, %entry ], [ %next, %loop ]
  %p = getelementptr inbounds [256 x i8], ptr @code, i64 0, i64 %i
  store i8 22, ptr %p, align 1
  %q = getelementptr inbounds [256 x i8], ptr @kind, i64 0, i64 %i
  store i8 3, ptr %q, align 1
  %next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %next, 58
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
