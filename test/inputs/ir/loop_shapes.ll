; Loop shapes (loop_shapes.c): clang-22 -O1 -S -emit-llvm -fno-unroll-loops -fno-vectorize -fno-slp-vectorize
;   -fno-discard-value-names -target x86_64-unknown-linux-gnu, then @no_preheader added by hand (a loop whose header
;   two outside blocks enter: no preheader, not in loop-simplify form). test/unit/test_ir_loops.py reads it.
; ModuleID = 'loop_shapes.c'
source_filename = "loop_shapes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@grid = dso_local local_unnamed_addr global [64 x [48 x float]] zeroinitializer, align 16

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @nest() local_unnamed_addr #0 {
entry:
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv26 = phi i64 [ 0, %entry ], [ %indvars.iv.next27, %for.cond.cleanup3 ]
  %arrayidx = getelementptr inbounds nuw [48 x float], ptr @grid, i64 %indvars.iv26
  br label %for.body4

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next27 = add nuw nsw i64 %indvars.iv26, 1
  %exitcond29.not = icmp eq i64 %indvars.iv.next27, 64
  br i1 %exitcond29.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !9

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
  %arrayidx6 = getelementptr inbounds nuw float, ptr %arrayidx, i64 %indvars.iv
  %0 = load float, ptr %arrayidx6, align 4, !tbaa !12
  %1 = add nuw nsw i64 %indvars.iv, %indvars.iv26
  %2 = trunc nuw nsw i64 %1 to i32
  %conv = uitofp nneg i32 %2 to float
  %3 = tail call float @llvm.fmuladd.f32(float %0, float 5.000000e-01, float %conv)
  store float %3, ptr %arrayidx6, align 4, !tbaa !12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 48
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @nest3(ptr noundef captures(none) %a, i32 noundef %n, i32 noundef %m) local_unnamed_addr #2 {
entry:
  %cmp225 = icmp sgt i32 %n, 0
  %cmp623 = icmp sgt i32 %m, 0
  %0 = zext i32 %m to i64
  %wide.trip.count34 = zext nneg i32 %n to i64
  %wide.trip.count = zext nneg i32 %m to i64
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %k.027 = phi i32 [ 0, %entry ], [ %inc14, %for.cond.cleanup3 ]
  br i1 %cmp225, label %for.cond5.preheader.lr.ph, label %for.cond.cleanup3

for.cond5.preheader.lr.ph:                        ; preds = %for.cond1.preheader
  %conv = uitofp nneg i32 %k.027 to float
  br label %for.cond5.preheader

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void

for.cond5.preheader:                              ; preds = %for.cond5.preheader.lr.ph, %for.cond.cleanup7
  %indvars.iv30 = phi i64 [ 0, %for.cond5.preheader.lr.ph ], [ %indvars.iv.next31, %for.cond.cleanup7 ]
  br i1 %cmp623, label %for.body8.lr.ph, label %for.cond.cleanup7

for.body8.lr.ph:                                  ; preds = %for.cond5.preheader
  %1 = mul nuw nsw i64 %indvars.iv30, %0
  %invariant.gep = getelementptr inbounds float, ptr %a, i64 %1
  br label %for.body8

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7, %for.cond1.preheader
  %inc14 = add nuw nsw i32 %k.027, 1
  %exitcond36.not = icmp eq i32 %inc14, 4
  br i1 %exitcond36.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !15

for.cond.cleanup7:                                ; preds = %for.body8, %for.cond5.preheader
  %indvars.iv.next31 = add nuw nsw i64 %indvars.iv30, 1
  %exitcond35.not = icmp eq i64 %indvars.iv.next31, %wide.trip.count34
  br i1 %exitcond35.not, label %for.cond.cleanup3, label %for.cond5.preheader, !llvm.loop !16

for.body8:                                        ; preds = %for.body8.lr.ph, %for.body8
  %indvars.iv = phi i64 [ 0, %for.body8.lr.ph ], [ %indvars.iv.next, %for.body8 ]
  %gep = getelementptr inbounds float, ptr %invariant.gep, i64 %indvars.iv
  %2 = load float, ptr %gep, align 4, !tbaa !12
  %add9 = fadd float %2, %conv
  store float %add9, ptr %gep, align 4, !tbaa !12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @sum_n(ptr noundef readonly captures(none) %a, i32 noundef %n) local_unnamed_addr #3 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ]
  ret i64 %s.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %s.05 = phi i64 [ 0, %for.body.preheader ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds nuw i32, ptr %a, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %conv = sext i32 %0 to i64
  %add = add nsw i64 %s.05, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @find(ptr noundef readonly captures(none) %a, i32 noundef %n, i32 noundef %key) local_unnamed_addr #3 {
entry:
  %cmp.not5 = icmp sgt i32 %n, 0
  br i1 %cmp.not5, label %for.body.preheader, label %cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw i32, ptr %a, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %cmp1 = icmp eq i32 %0, %key
  br i1 %cmp1, label %cleanup.loopexit.split.loop.exit, label %for.inc

for.inc:                                          ; preds = %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %cleanup, label %for.body, !llvm.loop !19

cleanup.loopexit.split.loop.exit:                 ; preds = %for.body
  %1 = trunc nuw nsw i64 %indvars.iv to i32
  br label %cleanup

cleanup:                                          ; preds = %cleanup.loopexit.split.loop.exit, %for.inc, %entry
  %spec.select = phi i32 [ -1, %entry ], [ %1, %cleanup.loopexit.split.loop.exit ], [ -1, %for.inc ]
  ret i32 %spec.select
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @by4(ptr noundef captures(none) %a, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %mul = shl i32 %n, 2
  %cmp8.not = icmp eq i32 %mul, 0
  br i1 %cmp8.not, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %mul to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr %a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !12
  %mul1 = fmul float %0, 2.000000e+00
  store float %mul1, ptr %arrayidx, align 4, !tbaa !12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @bounded(ptr noundef readonly captures(none) %a) local_unnamed_addr #3 {
entry:
  br label %land.rhs

land.rhs:                                         ; preds = %entry, %while.body
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %while.body ]
  %arrayidx = getelementptr inbounds nuw i32, ptr %a, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %cmp1.not = icmp eq i32 %0, 0
  br i1 %cmp1.not, label %while.end.split.loop.exit7, label %while.body

while.body:                                       ; preds = %land.rhs
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 100
  br i1 %exitcond.not, label %while.end, label %land.rhs, !llvm.loop !21

while.end.split.loop.exit7:                       ; preds = %land.rhs
  %1 = trunc nuw nsw i64 %indvars.iv to i32
  br label %while.end

while.end:                                        ; preds = %while.body, %while.end.split.loop.exit7
  %i.0.lcssa = phi i32 [ %1, %while.end.split.loop.exit7 ], [ 100, %while.body ]
  ret i32 %i.0.lcssa
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !7, i64 0}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !10, !11}
!21 = distinct !{!21, !10, !11}

define i32 @no_preheader(i1 %c, i32 %n) {
entry:
  br i1 %c, label %left, label %right

left:
  br label %head

right:
  br label %head

head:
  %i = phi i32 [ 0, %left ], [ 1, %right ], [ %i.next, %head ]
  %i.next = add nsw i32 %i, 1
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %exit, label %head

exit:
  ret i32 %i.next
}
