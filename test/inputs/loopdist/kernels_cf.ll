; ModuleID = '<stdin>'
source_filename = "kernels_cf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@b = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@c = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@e = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@d = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@ia = dso_local local_unnamed_addr global [32000 x i32] zeroinitializer, align 16
@ib = dso_local local_unnamed_addr global [32000 x i32] zeroinitializer, align 16

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_guard_rec() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.inc ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %1, %2
  store float %mul, ptr %0, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %cmp7 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp7, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx11 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %mul12 = fmul float %3, %4
  %arrayidx14 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !10
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_guard_backward() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %add = fadd float %0, %2
  %arrayidx7 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add, ptr %arrayidx7, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %mul = fmul float %3, %4
  %arrayidx13 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx13, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_if_else() local_unnamed_addr #1 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %cmp3 = fcmp ogt float %0, %1
  %sub14 = fsub float %1, %0
  %sub = fsub float %0, %1
  %d.sink = select i1 %cmp3, ptr @a, ptr @d
  %sub14.sink = select i1 %cmp3, float %sub, float %sub14
  %arrayidx16 = getelementptr inbounds nuw float, ptr %d.sink, i64 %indvars.iv
  store float %sub14.sink, ptr %arrayidx16, align 4, !tbaa !8
  %2 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %add = fadd float %0, %3
  store float %add, ptr %2, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_cond_on_written() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx6 = getelementptr i8, ptr %arrayidx4, i64 -4
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %cmp7 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp7, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %mul = fmul float %3, 2.000000e+00
  %arrayidx11 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx11, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local i32 @cf_count() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %spec.select.lcssa = phi i32 [ %spec.select, %for.body ]
  ret i32 %spec.select.lcssa

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %n.06 = phi i32 [ 0, %entry ], [ %spec.select, %for.body ]
  %arrayidx = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %cmp1 = icmp sgt i32 %0, 10
  %inc = zext i1 %cmp1 to i32
  %spec.select = add nuw nsw i32 %n.06, %inc
  %mul = mul nsw i32 %0, 3
  %arrayidx5 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  store i32 %mul, ptr %arrayidx5, align 4, !tbaa !4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_two_guards() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %mul = fmul float %0, %1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %cmp10 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp10, label %if.then11, label %for.inc

if.then11:                                        ; preds = %if.end
  %3 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx13 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %add = fadd float %2, %4
  %arrayidx17 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add, ptr %arrayidx17, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then11, %if.end
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_guarded_cycle() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %1 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %add = fadd float %0, %2
  store float %add, ptr %1, align 4, !tbaa !8
  br label %for.inc

if.else:                                          ; preds = %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %arrayidx11 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %3, ptr %arrayidx11, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.else, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @cf_three() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %cmp1 = fcmp olt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %fneg = fneg float %0
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %fneg, ptr %arrayidx5, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %1 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx7 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %arrayidx9 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %add = fadd float %2, %3
  store float %add, ptr %1, align 4, !tbaa !8
  %mul = fmul float %0, %3
  %arrayidx17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx17, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11, !12}
!14 = distinct !{!14, !11, !12}
!15 = distinct !{!15, !11, !12}
!16 = distinct !{!16, !11, !12}
!17 = distinct !{!17, !11, !12}
!18 = distinct !{!18, !11, !12}
!19 = distinct !{!19, !11, !12}
