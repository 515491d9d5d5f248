; ModuleID = '<stdin>'
source_filename = "kernels.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@b = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@d = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@e = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@c = dso_local local_unnamed_addr global [32000 x float] zeroinitializer, align 16
@fsum = dso_local local_unnamed_addr global float 0.000000e+00, align 4
@da = dso_local local_unnamed_addr global [32000 x double] zeroinitializer, align 16
@db = dso_local local_unnamed_addr global [32000 x double] zeroinitializer, align 16
@dc = dso_local local_unnamed_addr global [32000 x double] zeroinitializer, align 16
@ia = dso_local local_unnamed_addr global [32000 x i32] zeroinitializer, align 16
@ib = dso_local local_unnamed_addr global [32000 x i32] zeroinitializer, align 16
@isum = dso_local local_unnamed_addr global i32 0, align 4
@aa = dso_local local_unnamed_addr global [256 x [256 x float]] zeroinitializer, align 16
@bb = dso_local local_unnamed_addr global [256 x [256 x float]] zeroinitializer, align 16
@cc = dso_local local_unnamed_addr global [256 x [256 x float]] zeroinitializer, align 16
@dsum = dso_local local_unnamed_addr global double 0.000000e+00, align 8

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_rec_indep() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %mul = fmul float %3, %4
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !10
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_vec_feeds_rec() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !8
  %2 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %mul9 = fmul float %mul, %3
  store float %mul9, ptr %2, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_rec_feeds_vec() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %mul = fmul float %add, %3
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_vec_rec_vec() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !8
  %2 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %add = fadd float %mul, %3
  store float %add, ptr %2, align 4, !tbaa !8
  %4 = tail call float @llvm.fmuladd.f32(float %add, float %1, float %0)
  %arrayidx19 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %4, ptr %arrayidx19, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_two_recs() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds float, ptr @a, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx7 = getelementptr inbounds float, ptr @c, i64 %0
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %arrayidx9 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %mul = fmul float %3, %4
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx11, align 4, !tbaa !8
  %mul16 = fmul float %2, %4
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul16, ptr %arrayidx18, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_lex_backward() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %add = fadd float %3, %4
  store float %add, ptr %0, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 31999
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_lex_backward2() local_unnamed_addr #0 {
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
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx6 = getelementptr inbounds float, ptr @a, i64 %2
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx9 = getelementptr inbounds float, ptr @e, i64 %2
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %add10 = fadd float %3, %4
  %arrayidx12 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add10, ptr %arrayidx12, align 4, !tbaa !8
  %mul = fmul float %0, %1
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx18, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_anti_fwd() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %arrayidx9 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %mul = fmul float %2, %3
  %arrayidx11 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx11, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 31999
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_anti_bwd() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %add9 = fadd float %2, %3
  %arrayidx11 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %add9, ptr %arrayidx11, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 31999
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_fsum_vec() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %2, %for.body ]
  store float %.lcssa, ptr @fsum, align 4, !tbaa !8
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %s.08 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %2 = tail call float @llvm.fmuladd.f32(float %0, float %1, float %s.08)
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %add = fadd float %3, %4
  %arrayidx8 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %add, ptr %arrayidx8, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_vec_feeds_fsum() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %add.lcssa = phi float [ %add, %for.body ]
  store float %add.lcssa, ptr @fsum, align 4, !tbaa !8
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %s.07 = phi float [ 0.000000e+00, %entry ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !8
  %add = fadd float %s.07, %mul
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_scan_select() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %cmp3 = fcmp ogt float %1, %2
  %. = select i1 %cmp3, float %1, float %2
  store float %., ptr %0, align 4, !tbaa !8
  %arrayidx12 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %mul = fmul float %3, %3
  %arrayidx16 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx16, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_select_feeds_rec() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %cmp3 = fcmp ogt float %0, 0.000000e+00
  %cond = select i1 %cmp3, float %0, float %1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %cond, ptr %arrayidx5, align 4, !tbaa !8
  %2 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx7 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %add = fadd float %cond, %3
  store float %add, ptr %2, align 4, !tbaa !8
  %mul = fmul float %1, %cond
  %arrayidx17 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx17, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_linrec_vec2() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !8
  %4 = tail call float @llvm.fmuladd.f32(float %1, float %2, float %3)
  store float %4, ptr %0, align 4, !tbaa !8
  %add = fadd float %2, %3
  %arrayidx12 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add, ptr %arrayidx12, align 4, !tbaa !8
  %mul = fmul float %2, %3
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx18, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_six_stmts() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx6 = getelementptr inbounds float, ptr @a, i64 %2
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %mul = fmul float %add, %3
  %arrayidx10 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !8
  %mul15 = fmul float %1, %add
  %arrayidx17 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul15, ptr %arrayidx17, align 4, !tbaa !8
  store float %add, ptr %arrayidx2, align 4, !tbaa !8
  %arrayidx27 = getelementptr inbounds float, ptr @b, i64 %2
  %4 = load float, ptr %arrayidx27, align 4, !tbaa !8
  %add30 = fadd float %mul15, %4
  store float %add30, ptr %arrayidx, align 4, !tbaa !8
  %conv = fpext float %mul15 to double
  %mul35 = fmul double %conv, 2.000000e+00
  %arrayidx37 = getelementptr inbounds nuw double, ptr @da, i64 %indvars.iv
  store double %mul35, ptr %arrayidx37, align 8, !tbaa !26
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_double_rec() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr double, ptr @da, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load double, ptr %arrayidx, align 8, !tbaa !26
  %arrayidx2 = getelementptr inbounds nuw double, ptr @db, i64 %indvars.iv
  %2 = load double, ptr %arrayidx2, align 8, !tbaa !26
  %add = fadd double %1, %2
  store double %add, ptr %0, align 8, !tbaa !26
  %mul = fmul double %2, %2
  %arrayidx10 = getelementptr inbounds nuw double, ptr @dc, i64 %indvars.iv
  store double %mul, ptr %arrayidx10, align 8, !tbaa !26
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_int_scan() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr i32, ptr @ia, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %arrayidx2 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  %2 = load i32, ptr %arrayidx2, align 4, !tbaa !4
  %add = add nsw i32 %2, %1
  store i32 %add, ptr %0, align 4, !tbaa !4
  %mul = mul nsw i32 %2, 3
  %add7 = add nsw i32 %mul, 1
  store i32 %add7, ptr %arrayidx2, align 4, !tbaa !4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_rec_indep_n(i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 1
  br i1 %cmp8, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %for.body
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader
  %indvars.iv = phi i64 [ 1, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %mul = fmul float %3, %4
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_shared_temp() local_unnamed_addr #0 {
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
  %mul = fmul float %0, %1
  %2 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !8
  %add = fadd float %3, %mul
  store float %add, ptr %2, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %mul9 = fmul float %mul, %4
  %arrayidx11 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul9, ptr %arrayidx11, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_rec_heavy() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %mul13 = fmul float %2, %2
  %5 = tail call float @llvm.fmuladd.f32(float %3, float %4, float %mul13)
  %arrayidx15 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %5, ptr %arrayidx15, align 4, !tbaa !8
  %neg = fneg float %4
  %6 = tail call float @llvm.fmuladd.f32(float %3, float %5, float %neg)
  store float %6, ptr %arrayidx6, align 4, !tbaa !8
  %mul32 = fmul float %5, %6
  %7 = tail call float @llvm.fmuladd.f32(float %4, float %2, float %mul32)
  store float %7, ptr %arrayidx8, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_rec_div() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %1, %2
  store float %mul, ptr %0, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %div = fdiv float %3, %4
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %div, ptr %arrayidx10, align 4, !tbaa !8
  %div15 = fdiv float %2, %4
  store float %div15, ptr %arrayidx6, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_int_rec_heavy() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr i32, ptr @ia, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %arrayidx2 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  %2 = load i32, ptr %arrayidx2, align 4, !tbaa !4
  %add = add nsw i32 %2, %1
  store i32 %add, ptr %0, align 4, !tbaa !4
  %mul = mul nsw i32 %2, 7
  %add7 = add nsw i32 %mul, 3
  %shr = ashr i32 %2, 2
  %xor = xor i32 %add7, %shr
  store i32 %xor, ptr %arrayidx2, align 4, !tbaa !4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_rec_dist2() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %mul = fmul float %3, %4
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_vec2() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %mul = fmul float %add, %2
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !37
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_lex_forward() local_unnamed_addr #0 {
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
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx6 = getelementptr i8, ptr %arrayidx4, i64 -4
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %mul = fmul float %2, %3
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !38
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_rec_dist8() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 8, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -32
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %1, %2
  store float %mul, ptr %0, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %add = fadd float %3, %4
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %add, ptr %arrayidx10, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_isum_vec() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %add.lcssa = phi i32 [ %add, %for.body ]
  store i32 %add.lcssa, ptr @isum, align 4, !tbaa !4
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %s.06 = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %add = add nsw i32 %0, %s.06
  %mul = mul nsw i32 %0, 5
  %arrayidx4 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  store i32 %mul, ptr %arrayidx4, align 4, !tbaa !4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !40
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_indep3() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %add = fadd float %0, %2
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add, ptr %arrayidx10, align 4, !tbaa !8
  %mul15 = fmul float %1, %2
  store float %mul15, ptr %arrayidx2, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !41
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_select_vec() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %cmp3 = fcmp ogt float %0, %1
  %sub = fsub float %0, %1
  %cond = select i1 %cmp3, float %sub, float 0.000000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %cond, ptr %arrayidx9, align 4, !tbaa !8
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %cmp14 = fcmp olt float %cond, %2
  %cond22 = select i1 %cmp14, float %2, float %cond
  %arrayidx24 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %cond22, ptr %arrayidx24, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_cycle2() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %mul = fmul float %add, %3
  store float %mul, ptr %0, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !43
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_cycle3() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %add = fadd float %mul, %3
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add, ptr %arrayidx10, align 4, !tbaa !8
  %mul15 = fmul float %2, %add
  store float %mul15, ptr %0, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !44
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_scalar_cycle() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %add.lcssa = phi float [ %add, %for.body ]
  store float %add.lcssa, ptr @fsum, align 4, !tbaa !8
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %x.07 = phi float [ 1.000000e+00, %entry ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul = fmul float %x.07, %0
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %add = fadd float %mul, %1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_cycle_plus_one() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %mul = fmul float %add, %3
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !8
  %mul15 = fmul float %2, %add
  store float %mul15, ptr %0, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !46
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s2d_row_rec() local_unnamed_addr #0 {
entry:
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond.cleanup3, %entry
  %indvars.iv18 = phi i64 [ 0, %entry ], [ %indvars.iv.next19, %for.cond.cleanup3 ]
  %arrayidx = getelementptr inbounds nuw [256 x float], ptr @aa, i64 %indvars.iv18
  %arrayidx8 = getelementptr inbounds nuw [256 x float], ptr @bb, i64 %indvars.iv18
  %arrayidx24 = getelementptr inbounds nuw [256 x float], ptr @cc, i64 %indvars.iv18
  br label %for.body4

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next19 = add nuw nsw i64 %indvars.iv18, 1
  %exitcond21.not = icmp eq i64 %indvars.iv.next19, 256
  br i1 %exitcond21.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !47

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader
  %indvars.iv = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
  %0 = getelementptr float, ptr %arrayidx, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx10 = getelementptr inbounds nuw float, ptr %arrayidx8, i64 %indvars.iv
  %2 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !8
  %mul = fmul float %2, %2
  %arrayidx26 = getelementptr inbounds nuw float, ptr %arrayidx24, i64 %indvars.iv
  store float %mul, ptr %arrayidx26, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !llvm.loop !48
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s2d_col_dep() local_unnamed_addr #0 {
entry:
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond.cleanup3, %entry
  %indvars.iv18 = phi i64 [ 1, %entry ], [ %indvars.iv.next19, %for.cond.cleanup3 ]
  %0 = getelementptr [256 x float], ptr @aa, i64 %indvars.iv18
  %arrayidx = getelementptr i8, ptr %0, i64 -1024
  %arrayidx8 = getelementptr inbounds nuw [256 x float], ptr @bb, i64 %indvars.iv18
  %arrayidx24 = getelementptr inbounds nuw [256 x float], ptr @cc, i64 %indvars.iv18
  br label %for.body4

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next19 = add nuw nsw i64 %indvars.iv18, 1
  %exitcond21.not = icmp eq i64 %indvars.iv.next19, 256
  br i1 %exitcond21.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !49

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
  %arrayidx6 = getelementptr inbounds nuw float, ptr %arrayidx, i64 %indvars.iv
  %1 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx10 = getelementptr inbounds nuw float, ptr %arrayidx8, i64 %indvars.iv
  %2 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %add = fadd float %1, %2
  %arrayidx14 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv
  store float %add, ptr %arrayidx14, align 4, !tbaa !8
  %mul = fmul float %2, %add
  %arrayidx26 = getelementptr inbounds nuw float, ptr %arrayidx24, i64 %indvars.iv
  store float %mul, ptr %arrayidx26, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !llvm.loop !50
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s2d_vec_feeds_rec() local_unnamed_addr #0 {
entry:
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond.cleanup3, %entry
  %indvars.iv18 = phi i64 [ 0, %entry ], [ %indvars.iv.next19, %for.cond.cleanup3 ]
  %arrayidx = getelementptr inbounds nuw [256 x float], ptr @bb, i64 %indvars.iv18
  %arrayidx12 = getelementptr inbounds nuw [256 x float], ptr @aa, i64 %indvars.iv18
  %arrayidx16 = getelementptr inbounds nuw [256 x float], ptr @cc, i64 %indvars.iv18
  br label %for.body4

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next19 = add nuw nsw i64 %indvars.iv18, 1
  %exitcond21.not = icmp eq i64 %indvars.iv.next19, 256
  br i1 %exitcond21.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !51

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader
  %indvars.iv = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
  %arrayidx6 = getelementptr inbounds nuw float, ptr %arrayidx, i64 %indvars.iv
  %0 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %mul = fmul float %0, %0
  %arrayidx14 = getelementptr inbounds nuw float, ptr %arrayidx12, i64 %indvars.iv
  store float %mul, ptr %arrayidx14, align 4, !tbaa !8
  %1 = getelementptr float, ptr %arrayidx16, i64 %indvars.iv
  %arrayidx18 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx18, align 4, !tbaa !8
  %mul23 = fmul float %mul, %2
  store float %mul23, ptr %1, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !llvm.loop !52
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s2d_lex_backward() local_unnamed_addr #0 {
entry:
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond.cleanup3, %entry
  %indvars.iv16 = phi i64 [ 0, %entry ], [ %indvars.iv.next17, %for.cond.cleanup3 ]
  %arrayidx = getelementptr inbounds nuw [256 x float], ptr @aa, i64 %indvars.iv16
  %arrayidx8 = getelementptr inbounds nuw [256 x float], ptr @bb, i64 %indvars.iv16
  %arrayidx12 = getelementptr inbounds nuw [256 x float], ptr @cc, i64 %indvars.iv16
  br label %for.body4

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next17 = add nuw nsw i64 %indvars.iv16, 1
  %exitcond19.not = icmp eq i64 %indvars.iv.next17, 256
  br i1 %exitcond19.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !53

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader
  %indvars.iv = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
  %0 = getelementptr float, ptr %arrayidx, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx10 = getelementptr inbounds nuw float, ptr %arrayidx8, i64 %indvars.iv
  %2 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %mul = fmul float %1, %2
  %arrayidx14 = getelementptr inbounds nuw float, ptr %arrayidx12, i64 %indvars.iv
  store float %mul, ptr %arrayidx14, align 4, !tbaa !8
  %add = fadd float %2, 1.000000e+00
  store float %add, ptr %0, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !llvm.loop !54
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s2d_cycle() local_unnamed_addr #0 {
entry:
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond.cleanup3, %entry
  %indvars.iv19 = phi i64 [ 0, %entry ], [ %indvars.iv.next20, %for.cond.cleanup3 ]
  %arrayidx = getelementptr inbounds nuw [256 x float], ptr @aa, i64 %indvars.iv19
  %arrayidx8 = getelementptr inbounds nuw [256 x float], ptr @bb, i64 %indvars.iv19
  %arrayidx12 = getelementptr inbounds nuw [256 x float], ptr @cc, i64 %indvars.iv19
  br label %for.body4

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next20 = add nuw nsw i64 %indvars.iv19, 1
  %exitcond22.not = icmp eq i64 %indvars.iv.next20, 256
  br i1 %exitcond22.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !55

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader
  %indvars.iv = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
  %0 = add nsw i64 %indvars.iv, -1
  %arrayidx6 = getelementptr inbounds float, ptr %arrayidx, i64 %0
  %1 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx10 = getelementptr inbounds nuw float, ptr %arrayidx8, i64 %indvars.iv
  %2 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %mul = fmul float %1, %2
  %arrayidx14 = getelementptr inbounds nuw float, ptr %arrayidx12, i64 %indvars.iv
  store float %mul, ptr %arrayidx14, align 4, !tbaa !8
  %arrayidx23 = getelementptr inbounds float, ptr %arrayidx12, i64 %0
  %3 = load float, ptr %arrayidx23, align 4, !tbaa !8
  %add = fadd float %2, %3
  %arrayidx27 = getelementptr inbounds nuw float, ptr %arrayidx, i64 %indvars.iv
  store float %add, ptr %arrayidx27, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !llvm.loop !56
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @p_rec_indep(ptr noalias noundef captures(none) %x, ptr noalias noundef readonly captures(none) %y, ptr noalias noundef writeonly captures(none) %z, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp11 = icmp sgt i32 %n, 1
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %for.body
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader
  %indvars.iv = phi i64 [ 1, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr %x, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr %y, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !8
  %mul = fmul float %2, %2
  %arrayidx10 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !57
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @p_vec_feeds_rec(ptr noalias noundef captures(none) %x, ptr noalias noundef readonly captures(none) %y, ptr noalias noundef writeonly captures(none) %z, ptr noalias noundef readonly captures(none) %w, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp12 = icmp sgt i32 %n, 1
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %for.body
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader
  %indvars.iv = phi i64 [ 1, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr %y, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr %w, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !8
  %2 = getelementptr float, ptr %x, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %4 = tail call float @llvm.fmuladd.f32(float %3, float %mul, float %0)
  store float %4, ptr %2, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !58
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @p_lex_backward(ptr noalias noundef captures(none) %x, ptr noalias noundef readonly captures(none) %y, ptr noalias noundef writeonly captures(none) %z, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp9 = icmp sgt i32 %n, 1
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %for.body
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader
  %indvars.iv = phi i64 [ 1, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr %x, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr %y, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !8
  %add = fadd float %2, 1.000000e+00
  store float %add, ptr %0, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !59
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @p_axpy_sum(ptr noalias noundef readonly captures(none) %x, ptr noalias noundef captures(none) %y, float noundef %alpha, i32 noundef %n) local_unnamed_addr #3 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %for.body
  %add.lcssa = phi float [ %add, %for.body ]
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add.lcssa, %for.cond.cleanup.loopexit ]
  store float %s.0.lcssa, ptr @fsum, align 4, !tbaa !8
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %s.010 = phi float [ 0.000000e+00, %for.body.preheader ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr %x, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr %y, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %2 = tail call float @llvm.fmuladd.f32(float %alpha, float %0, float %1)
  store float %2, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %s.010, %2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !60
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @p_vec2(ptr noalias noundef writeonly captures(none) %x, ptr noalias noundef readonly captures(none) %y, ptr noalias noundef captures(none) %z, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %for.body
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr %y, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr %x, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %mul = fmul float %0, %add
  store float %mul, ptr %arrayidx2, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !61
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @q_rec_indep(ptr noundef captures(none) %x, ptr noundef readonly captures(none) %y, ptr noundef writeonly captures(none) %z, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp9 = icmp sgt i32 %n, 1
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %for.body
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader
  %indvars.iv = phi i64 [ 1, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr %x, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr %y, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !8
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %3, 2.000000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !62
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @q_vec2(ptr noundef writeonly captures(none) %x, ptr noundef readonly captures(none) %y, ptr noundef captures(none) %z, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %for.body
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr %y, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr %x, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %mul = fmul float %add, 5.000000e-01
  store float %mul, ptr %arrayidx2, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !63
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @q_lex_backward(ptr noundef captures(none) %x, ptr noundef readonly captures(none) %y, ptr noundef writeonly captures(none) %z, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp11 = icmp sgt i32 %n, 1
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %for.body
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader
  %indvars.iv = phi i64 [ 1, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr %x, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr %y, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %3, %3
  store float %mul, ptr %0, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !64
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!20 = distinct !{!20, !11, !12}
!21 = distinct !{!21, !11, !12}
!22 = distinct !{!22, !11, !12}
!23 = distinct !{!23, !11, !12}
!24 = distinct !{!24, !11, !12}
!25 = distinct !{!25, !11, !12}
!26 = !{!27, !27, i64 0}
!27 = !{!"double", !6, i64 0}
!28 = distinct !{!28, !11, !12}
!29 = distinct !{!29, !11, !12}
!30 = distinct !{!30, !11, !12}
!31 = distinct !{!31, !11, !12}
!32 = distinct !{!32, !11, !12}
!33 = distinct !{!33, !11, !12}
!34 = distinct !{!34, !11, !12}
!35 = distinct !{!35, !11, !12}
!36 = distinct !{!36, !11, !12}
!37 = distinct !{!37, !11, !12}
!38 = distinct !{!38, !11, !12}
!39 = distinct !{!39, !11, !12}
!40 = distinct !{!40, !11, !12}
!41 = distinct !{!41, !11, !12}
!42 = distinct !{!42, !11, !12}
!43 = distinct !{!43, !11, !12}
!44 = distinct !{!44, !11, !12}
!45 = distinct !{!45, !11, !12}
!46 = distinct !{!46, !11, !12}
!47 = distinct !{!47, !11, !12}
!48 = distinct !{!48, !11, !12}
!49 = distinct !{!49, !11, !12}
!50 = distinct !{!50, !11, !12}
!51 = distinct !{!51, !11, !12}
!52 = distinct !{!52, !11, !12}
!53 = distinct !{!53, !11, !12}
!54 = distinct !{!54, !11, !12}
!55 = distinct !{!55, !11, !12}
!56 = distinct !{!56, !11, !12}
!57 = distinct !{!57, !11, !12}
!58 = distinct !{!58, !11, !12}
!59 = distinct !{!59, !11, !12}
!60 = distinct !{!60, !11, !12}
!61 = distinct !{!61, !11, !12}
!62 = distinct !{!62, !11, !12}
!63 = distinct !{!63, !11, !12}
!64 = distinct !{!64, !11, !12}
