; Loops rl-loop-distribute must leave alone (each function names the reason). Hand-written, LLVM 22.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = global [1000 x float] zeroinitializer
@b = global [1000 x float] zeroinitializer

declare float @ext(float)

; two entries into the cycle b <-> c
define void @irreducible(i1 %p, i64 %n) {
entry:
  br i1 %p, label %b, label %c
b:
  %i = phi i64 [ 0, %entry ], [ %j.next, %c ]
  %pa = getelementptr inbounds float, ptr @a, i64 %i
  store float 1.0, ptr %pa
  %i.next = add i64 %i, 1
  br label %c
c:
  %j = phi i64 [ 0, %entry ], [ %i.next, %b ]
  %j.next = add i64 %j, 1
  %done = icmp uge i64 %j.next, %n
  br i1 %done, label %exit, label %b
exit:
  ret void
}

define void @with_call(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds float, ptr @a, i64 %i
  %x = load float, ptr %pa
  %y = call float @ext(float %x)
  %pb = getelementptr inbounds float, ptr @b, i64 %i
  store float %y, ptr %pb
  store float %x, ptr %pa
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

; a break: the loop also exits from the middle of its body
define void @early_exit(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds float, ptr @a, i64 %i
  %x = load float, ptr %pa
  %neg = fcmp olt float %x, 0.0
  br i1 %neg, label %exit, label %latch
latch:
  %pb = getelementptr inbounds float, ptr @b, i64 %i
  store float %x, ptr %pb
  store float 0.0, ptr %pa
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @no_preheader(i1 %p, i64 %n) {
entry:
  br i1 %p, label %left, label %loop
left:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ 1, %left ], [ %i.next, %loop ]
  %pa = getelementptr inbounds float, ptr @a, i64 %i
  store float 1.0, ptr %pa
  %pb = getelementptr inbounds float, ptr @b, i64 %i
  store float 2.0, ptr %pb
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define float @not_lcssa(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds float, ptr @a, i64 %i
  %x = load float, ptr %pa
  %pb = getelementptr inbounds float, ptr @b, i64 %i
  store float %x, ptr %pb
  store float 0.0, ptr %pa
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret float %x
}

define void @memory_exit() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds float, ptr @b, i64 %i
  store float 1.0, ptr %pb
  %i.next = add nuw nsw i64 %i, 1
  %pa = getelementptr inbounds float, ptr @a, i64 %i.next
  %x = load float, ptr %pa
  %c = fcmp oeq float %x, 0.0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @volatile_store(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds float, ptr @a, i64 %i
  store volatile float 1.0, ptr %pa
  %pb = getelementptr inbounds float, ptr @b, i64 %i
  store float 2.0, ptr %pb
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
