; A ~200-line module of small C-like kernels (hand-written, LLVM 22 syntax, as clang -Oz -Xclang -disable-llvm-passes
; would leave them: allocas, loads/stores, calls), used for round-trip timing and opt-equivalence tests.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@table = internal global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 16
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1

declare i32 @printf(ptr, ...)

define internal i32 @clamp(i32 %x, i32 %lo, i32 %hi) {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  %v = load i32, ptr %x.addr, align 4
  %lt = icmp slt i32 %v, %lo
  %a = select i1 %lt, i32 %lo, i32 %v
  %gt = icmp sgt i32 %a, %hi
  %b = select i1 %gt, i32 %hi, i32 %a
  ret i32 %b
}

define internal i32 @sum_clamped(ptr %p, i32 %n) {
entry:
  %acc.addr = alloca i32, align 4
  %i.addr = alloca i32, align 4
  store i32 0, ptr %acc.addr, align 4
  store i32 0, ptr %i.addr, align 4
  br label %cond

cond:
  %i = load i32, ptr %i.addr, align 4
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %idx = sext i32 %i to i64
  %gep = getelementptr inbounds i32, ptr %p, i64 %idx
  %v = load i32, ptr %gep, align 4
  %c = call i32 @clamp(i32 %v, i32 -100, i32 100)
  %acc = load i32, ptr %acc.addr, align 4
  %acc.next = add nsw i32 %acc, %c
  store i32 %acc.next, ptr %acc.addr, align 4
  %inc = add nsw i32 %i, 1
  store i32 %inc, ptr %i.addr, align 4
  br label %cond

exit:
  %r = load i32, ptr %acc.addr, align 4
  ret i32 %r
}

define i64 @dot(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  %cmp0 = icmp sgt i64 %n, 0
  br i1 %cmp0, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  %pb = getelementptr inbounds i64, ptr %b, i64 %i
  %va = load i64, ptr %pa, align 8
  %vb = load i64, ptr %pb, align 8
  %m = mul nsw i64 %va, %vb
  %acc.next = add nsw i64 %acc, %m
  %inc = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inc, %n
  br i1 %done, label %exit, label %loop

exit:
  %r = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  ret i64 %r
}

define void @saxpy(ptr noalias %y, ptr noalias %x, float %alpha, i32 %n) {
entry:
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %idx = zext i32 %i to i64
  %px = getelementptr inbounds float, ptr %x, i64 %idx
  %py = getelementptr inbounds float, ptr %y, i64 %idx
  %vx = load float, ptr %px, align 4
  %vy = load float, ptr %py, align 4
  %ax = fmul float %alpha, %vx
  %s = fadd float %ax, %vy
  store float %s, ptr %py, align 4
  %inc = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %inc, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define i32 @fib(i32 %n) {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %base, label %rec

base:
  ret i32 %n

rec:
  %n1 = sub nsw i32 %n, 1
  %n2 = sub nsw i32 %n, 2
  %f1 = call i32 @fib(i32 %n1)
  %f2 = call i32 @fib(i32 %n2)
  %s = add nsw i32 %f1, %f2
  ret i32 %s
}

define internal i32 @max_table() {
entry:
  %best.addr = alloca i32, align 4
  %i.addr = alloca i64, align 8
  %first = load i32, ptr @table, align 16
  store i32 %first, ptr %best.addr, align 4
  store i64 1, ptr %i.addr, align 8
  br label %cond

cond:
  %i = load i64, ptr %i.addr, align 8
  %more = icmp ult i64 %i, 8
  br i1 %more, label %body, label %exit

body:
  %gep = getelementptr inbounds [8 x i32], ptr @table, i64 0, i64 %i
  %v = load i32, ptr %gep, align 4
  %best = load i32, ptr %best.addr, align 4
  %bigger = icmp sgt i32 %v, %best
  br i1 %bigger, label %update, label %next

update:
  store i32 %v, ptr %best.addr, align 4
  br label %next

next:
  %inc = add nuw nsw i64 %i, 1
  store i64 %inc, ptr %i.addr, align 8
  br label %cond

exit:
  %r = load i32, ptr %best.addr, align 4
  ret i32 %r
}

define i64 @my_strlen(ptr %s) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %p = getelementptr inbounds i8, ptr %s, i64 %i
  %c = load i8, ptr %p, align 1
  %inc = add nuw i64 %i, 1
  %end = icmp eq i8 %c, 0
  br i1 %end, label %exit, label %loop

exit:
  ret i64 %i
}

define internal void @swap(ptr %a, ptr %b) {
entry:
  %va = load i32, ptr %a, align 4
  %vb = load i32, ptr %b, align 4
  store i32 %vb, ptr %a, align 4
  store i32 %va, ptr %b, align 4
  ret void
}

define i32 @driver(ptr %data, i32 %n) {
entry:
  %buf = alloca [4 x i32], align 16
  %sum = call i32 @sum_clamped(ptr %data, i32 %n)
  %mx = call i32 @max_table()
  %len = call i64 @my_strlen(ptr @.str)
  %len32 = trunc i64 %len to i32
  store i32 %sum, ptr %buf, align 16
  %b1 = getelementptr inbounds [4 x i32], ptr %buf, i64 0, i64 1
  store i32 %mx, ptr %b1, align 4
  call void @swap(ptr %buf, ptr %b1)
  %first = load i32, ptr %buf, align 16
  %f = call i32 @fib(i32 %len32)
  %t = add nsw i32 %first, %f
  %call = call i32 (ptr, ...) @printf(ptr @.str, i32 %t)
  ret i32 %t
}
