; Calls, recursion, indirect calls through a table, switch dispatch, varargs, invoke/landingpad.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@ops = internal constant [3 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@counter = dso_local global i32 0, align 4

declare i32 @printf(ptr noundef, ...)
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @may_throw(i32)
declare i32 @__gxx_personality_v0(...)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()

define internal i32 @op_add(i32 %a, i32 %b) {
  %r = add nsw i32 %a, %b
  ret i32 %r
}

define internal i32 @op_sub(i32 %a, i32 %b) {
  %r = sub nsw i32 %a, %b
  ret i32 %r
}

define internal i32 @op_mul(i32 %a, i32 %b) {
  %r = mul nsw i32 %a, %b
  ret i32 %r
}

; int fib(int n) { return n < 2 ? n : fib(n-1) + fib(n-2); }
define i32 @fib(i32 noundef %n) {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %done, label %rec

rec:
  %n1 = add nsw i32 %n, -1
  %f1 = tail call i32 @fib(i32 noundef %n1)
  %n2 = add nsw i32 %n, -2
  %f2 = tail call i32 @fib(i32 noundef %n2)
  %sum = add nsw i32 %f2, %f1
  br label %done

done:
  %r = phi i32 [ %sum, %rec ], [ %n, %entry ]
  ret i32 %r
}

; int apply(int op, int a, int b) { return ops[op](a, b); }
define i32 @apply(i32 noundef %op, i32 noundef %a, i32 noundef %b) {
entry:
  %idx = sext i32 %op to i64
  %slot = getelementptr inbounds [3 x ptr], ptr @ops, i64 0, i64 %idx
  %fp = load ptr, ptr %slot, align 8
  %r = call i32 %fp(i32 noundef %a, i32 noundef %b)
  ret i32 %r
}

; int classify(int c) { switch (c) { case 0: return 10; case 1: case 2: return 20; case 7: counter++; return 30; default: return -1; } }
define i32 @classify(i32 noundef %c) {
entry:
  switch i32 %c, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 2, label %sw.bb1
    i32 7, label %sw.bb2
  ]

sw.bb:
  br label %return

sw.bb1:
  br label %return

sw.bb2:
  %cnt = load i32, ptr @counter, align 4
  %inc = add nsw i32 %cnt, 1
  store i32 %inc, ptr @counter, align 4
  br label %return

sw.default:
  br label %return

return:
  %retval = phi i32 [ -1, %sw.default ], [ 30, %sw.bb2 ], [ 20, %sw.bb1 ], [ 10, %sw.bb ]
  ret i32 %retval
}

; int vsum(int count, ...) { va_list ap; va_start(ap, count); int s = 0; for (int i = 0; i < count; ++i) s += va_arg(ap, int); va_end(ap); printf("%d\n", s); return s; }
define i32 @vsum(i32 noundef %count, ...) {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.va_start.p0(ptr nonnull %ap)
  %pos = icmp sgt i32 %count, 0
  br i1 %pos, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %v = va_arg ptr %ap, i32
  %s.next = add nsw i32 %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %count
  br i1 %more, label %loop, label %exit

exit:
  %total = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  call void @llvm.va_end.p0(ptr nonnull %ap)
  %pr = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %total)
  ret i32 %total
}

; int guarded(int x) { try { may_throw(x); return 0; } catch (...) { return 1; } }
define i32 @guarded(i32 noundef %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 noundef %x)
          to label %cont unwind label %lpad

cont:
  ret i32 0

lpad:
  %lp = landingpad { ptr, i32 }
          catch ptr null
  %exn = extractvalue { ptr, i32 } %lp, 0
  %obj = call ptr @__cxa_begin_catch(ptr %exn)
  call void @__cxa_end_catch()
  ret i32 1
}
