; ModuleID = '<stdin>'
source_filename = "kernels.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul = fmul float %3, %4
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %2 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul9 = fmul float %mul, %3
  store float %mul9, ptr %2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul = fmul float %add, %3
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %2 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add = fadd float %mul, %3
  store float %add, ptr %2, align 4, !tbaa !9
  %4 = tail call float @llvm.fmuladd.f32(float %add, float %1, float %0)
  %arrayidx19 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %4, ptr %arrayidx19, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_two_recs() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr @a, align 4, !tbaa !9
  %.pre14 = load float, ptr @c, align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre14, %entry ], [ %mul, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %add, %for.body ]
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %mul = fmul float %0, %3
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx11, align 4, !tbaa !9
  %mul16 = fmul float %2, %3
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul16, ptr %arrayidx18, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add = fadd float %3, %4
  store float %add, ptr %0, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 31999
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_lex_backward2() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr @a, align 4, !tbaa !9
  %.pre14 = load float, ptr @e, align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre14, %entry ], [ %mul, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %add, %for.body ]
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %2, %3
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %add10 = fadd float %1, %0
  %arrayidx12 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add10, ptr %arrayidx12, align 4, !tbaa !9
  %mul = fmul float %2, %3
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx18, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %mul = fmul float %2, %3
  %arrayidx11 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx11, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 31999
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add9 = fadd float %2, %3
  %arrayidx11 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %add9, ptr %arrayidx11, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 31999
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_fsum_vec() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %2, %for.body ]
  store float %.lcssa, ptr @fsum, align 4, !tbaa !9
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %s.08 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %2 = tail call float @llvm.fmuladd.f32(float %0, float %1, float %s.08)
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add = fadd float %3, %4
  %arrayidx8 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %add, ptr %arrayidx8, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_vec_feeds_fsum() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %add.lcssa = phi float [ %add, %for.body ]
  store float %add.lcssa, ptr @fsum, align 4, !tbaa !9
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %s.07 = phi float [ 0.000000e+00, %entry ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %add = fadd float %s.07, %mul
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %cmp3 = fcmp ogt float %1, %2
  %. = select i1 %cmp3, float %1, float %2
  store float %., ptr %0, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %mul = fmul float %3, %3
  %arrayidx16 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx16, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !24
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %cmp3 = fcmp ogt float %0, 0.000000e+00
  %cond = select i1 %cmp3, float %0, float %1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %cond, ptr %arrayidx5, align 4, !tbaa !9
  %2 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx7 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %add = fadd float %cond, %3
  store float %add, ptr %2, align 4, !tbaa !9
  %mul = fmul float %1, %cond
  %arrayidx17 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx17, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %4 = tail call float @llvm.fmuladd.f32(float %1, float %2, float %3)
  store float %4, ptr %0, align 4, !tbaa !9
  %add = fadd float %2, %3
  %arrayidx12 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add, ptr %arrayidx12, align 4, !tbaa !9
  %mul = fmul float %2, %3
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx18, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_six_stmts() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr @a, align 4, !tbaa !9
  %.pre22 = load float, ptr @b, align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre22, %entry ], [ %add30, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %mul, %for.body ]
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %2, %3
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %mul = fmul float %add, %1
  %arrayidx10 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %mul15 = fmul float %3, %add
  %arrayidx17 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul15, ptr %arrayidx17, align 4, !tbaa !9
  store float %add, ptr %arrayidx2, align 4, !tbaa !9
  %add30 = fadd float %mul15, %0
  store float %add30, ptr %arrayidx, align 4, !tbaa !9
  %conv = fpext float %mul15 to double
  %mul35 = fmul double %conv, 2.000000e+00
  %arrayidx37 = getelementptr inbounds nuw double, ptr @da, i64 %indvars.iv
  store double %mul35, ptr %arrayidx37, align 8, !tbaa !27
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !29
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
  %1 = load double, ptr %arrayidx, align 8, !tbaa !27
  %arrayidx2 = getelementptr inbounds nuw double, ptr @db, i64 %indvars.iv
  %2 = load double, ptr %arrayidx2, align 8, !tbaa !27
  %add = fadd double %1, %2
  store double %add, ptr %0, align 8, !tbaa !27
  %mul = fmul double %2, %2
  %arrayidx10 = getelementptr inbounds nuw double, ptr @dc, i64 %indvars.iv
  store double %mul, ptr %arrayidx10, align 8, !tbaa !27
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !30
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
  %1 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  %2 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %add = add nsw i32 %2, %1
  store i32 %add, ptr %0, align 4, !tbaa !5
  %mul = mul nsw i32 %2, 3
  %add7 = add nsw i32 %mul, 1
  store i32 %add7, ptr %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul = fmul float %3, %4
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !32
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %0, %1
  %2 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add = fadd float %3, %mul
  store float %add, ptr %2, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul9 = fmul float %mul, %4
  %arrayidx11 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul9, ptr %arrayidx11, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul13 = fmul float %2, %2
  %5 = tail call float @llvm.fmuladd.f32(float %3, float %4, float %mul13)
  %arrayidx15 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %5, ptr %arrayidx15, align 4, !tbaa !9
  %neg = fneg float %4
  %6 = tail call float @llvm.fmuladd.f32(float %3, float %5, float %neg)
  store float %6, ptr %arrayidx6, align 4, !tbaa !9
  %mul32 = fmul float %5, %6
  %7 = tail call float @llvm.fmuladd.f32(float %4, float %2, float %mul32)
  store float %7, ptr %arrayidx8, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %1, %2
  store float %mul, ptr %0, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %div = fdiv float %3, %4
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %div, ptr %arrayidx10, align 4, !tbaa !9
  %div15 = fdiv float %2, %4
  store float %div15, ptr %arrayidx6, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
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
  %1 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  %2 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %add = add nsw i32 %2, %1
  store i32 %add, ptr %0, align 4, !tbaa !5
  %mul = mul nsw i32 %2, 7
  %add7 = add nsw i32 %mul, 3
  %shr = ashr i32 %2, 2
  %xor = xor i32 %add7, %shr
  store i32 %xor, ptr %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul = fmul float %3, %4
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !37
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul = fmul float %add, %2
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !38
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr i8, ptr %arrayidx4, i64 -4
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul = fmul float %2, %3
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %1, %2
  store float %mul, ptr %0, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add = fadd float %3, %4
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %add, ptr %arrayidx10, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !40
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_isum_vec() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %add.lcssa = phi i32 [ %add, %for.body ]
  store i32 %add.lcssa, ptr @isum, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %s.06 = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %add = add nsw i32 %0, %s.06
  %mul = mul nsw i32 %0, 5
  %arrayidx4 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  store i32 %mul, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !41
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add = fadd float %0, %2
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add, ptr %arrayidx10, align 4, !tbaa !9
  %mul15 = fmul float %1, %2
  store float %mul15, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %cmp3 = fcmp ogt float %0, %1
  %sub = fsub float %0, %1
  %cond = select i1 %cmp3, float %sub, float 0.000000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %cond, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %cmp14 = fcmp olt float %cond, %2
  %cond22 = select i1 %cmp14, float %2, float %cond
  %arrayidx24 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %cond22, ptr %arrayidx24, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !43
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul = fmul float %add, %3
  store float %mul, ptr %0, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !44
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add = fadd float %mul, %3
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add, ptr %arrayidx10, align 4, !tbaa !9
  %mul15 = fmul float %2, %add
  store float %mul15, ptr %0, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @s_scalar_cycle() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %add.lcssa = phi float [ %add, %for.body ]
  store float %add.lcssa, ptr @fsum, align 4, !tbaa !9
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %x.07 = phi float [ 1.000000e+00, %entry ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %x.07, %0
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add = fadd float %mul, %1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !46
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul = fmul float %add, %3
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %mul15 = fmul float %2, %add
  store float %mul15, ptr %0, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 32000
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !47
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
  br i1 %exitcond21.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !48

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader
  %indvars.iv = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
  %0 = getelementptr float, ptr %arrayidx, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr %arrayidx8, i64 %indvars.iv
  %2 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !9
  %mul = fmul float %2, %2
  %arrayidx26 = getelementptr inbounds nuw float, ptr %arrayidx24, i64 %indvars.iv
  store float %mul, ptr %arrayidx26, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !llvm.loop !49
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
  br i1 %exitcond21.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !50

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
  %arrayidx6 = getelementptr inbounds nuw float, ptr %arrayidx, i64 %indvars.iv
  %1 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr %arrayidx8, i64 %indvars.iv
  %2 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add = fadd float %1, %2
  %arrayidx14 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv
  store float %add, ptr %arrayidx14, align 4, !tbaa !9
  %mul = fmul float %2, %add
  %arrayidx26 = getelementptr inbounds nuw float, ptr %arrayidx24, i64 %indvars.iv
  store float %mul, ptr %arrayidx26, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !llvm.loop !51
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
  br i1 %exitcond21.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !52

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader
  %indvars.iv = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
  %arrayidx6 = getelementptr inbounds nuw float, ptr %arrayidx, i64 %indvars.iv
  %0 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul = fmul float %0, %0
  %arrayidx14 = getelementptr inbounds nuw float, ptr %arrayidx12, i64 %indvars.iv
  store float %mul, ptr %arrayidx14, align 4, !tbaa !9
  %1 = getelementptr float, ptr %arrayidx16, i64 %indvars.iv
  %arrayidx18 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul23 = fmul float %mul, %2
  store float %mul23, ptr %1, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !llvm.loop !53
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
  br i1 %exitcond19.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !54

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader
  %indvars.iv = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
  %0 = getelementptr float, ptr %arrayidx, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr %arrayidx8, i64 %indvars.iv
  %2 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul = fmul float %1, %2
  %arrayidx14 = getelementptr inbounds nuw float, ptr %arrayidx12, i64 %indvars.iv
  store float %mul, ptr %arrayidx14, align 4, !tbaa !9
  %add = fadd float %2, 1.000000e+00
  store float %add, ptr %0, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !llvm.loop !55
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
  %.pre = load float, ptr %arrayidx, align 4, !tbaa !9
  %.pre23 = load float, ptr %arrayidx12, align 4, !tbaa !9
  br label %for.body4

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next20 = add nuw nsw i64 %indvars.iv19, 1
  %exitcond22.not = icmp eq i64 %indvars.iv.next20, 256
  br i1 %exitcond22.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !56

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader
  %0 = phi float [ %.pre23, %for.cond1.preheader ], [ %mul, %for.body4 ]
  %1 = phi float [ %.pre, %for.cond1.preheader ], [ %add, %for.body4 ]
  %indvars.iv = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
  %arrayidx10 = getelementptr inbounds nuw float, ptr %arrayidx8, i64 %indvars.iv
  %2 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul = fmul float %1, %2
  %arrayidx14 = getelementptr inbounds nuw float, ptr %arrayidx12, i64 %indvars.iv
  store float %mul, ptr %arrayidx14, align 4, !tbaa !9
  %add = fadd float %2, %0
  %arrayidx27 = getelementptr inbounds nuw float, ptr %arrayidx, i64 %indvars.iv
  store float %add, ptr %arrayidx27, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !llvm.loop !57
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr %y, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !9
  %mul = fmul float %2, %2
  %arrayidx10 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !58
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr %w, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %2 = getelementptr float, ptr %x, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %4 = tail call float @llvm.fmuladd.f32(float %3, float %mul, float %0)
  store float %4, ptr %2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !59
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr %y, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %add = fadd float %2, 1.000000e+00
  store float %add, ptr %0, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !60
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
  store float %s.0.lcssa, ptr @fsum, align 4, !tbaa !9
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %s.010 = phi float [ 0.000000e+00, %for.body.preheader ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr %x, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr %y, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %2 = tail call float @llvm.fmuladd.f32(float %alpha, float %0, float %1)
  store float %2, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %s.010, %2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !61
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr %x, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %mul = fmul float %0, %add
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !62
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr %y, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  store float %add, ptr %0, align 4, !tbaa !9
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %3, 2.000000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !63
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr %x, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %mul = fmul float %add, 5.000000e-01
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !64
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr %y, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr %z, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %3, %3
  store float %mul, ptr %0, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !65
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13}
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !7, i64 0}
!29 = distinct !{!29, !12, !13}
!30 = distinct !{!30, !12, !13}
!31 = distinct !{!31, !12, !13}
!32 = distinct !{!32, !12, !13}
!33 = distinct !{!33, !12, !13}
!34 = distinct !{!34, !12, !13}
!35 = distinct !{!35, !12, !13}
!36 = distinct !{!36, !12, !13}
!37 = distinct !{!37, !12, !13}
!38 = distinct !{!38, !12, !13}
!39 = distinct !{!39, !12, !13}
!40 = distinct !{!40, !12, !13}
!41 = distinct !{!41, !12, !13}
!42 = distinct !{!42, !12, !13}
!43 = distinct !{!43, !12, !13}
!44 = distinct !{!44, !12, !13}
!45 = distinct !{!45, !12, !13}
!46 = distinct !{!46, !12, !13}
!47 = distinct !{!47, !12, !13}
!48 = distinct !{!48, !12, !13}
!49 = distinct !{!49, !12, !13}
!50 = distinct !{!50, !12, !13}
!51 = distinct !{!51, !12, !13}
!52 = distinct !{!52, !12, !13}
!53 = distinct !{!53, !12, !13}
!54 = distinct !{!54, !12, !13}
!55 = distinct !{!55, !12, !13}
!56 = distinct !{!56, !12, !13}
!57 = distinct !{!57, !12, !13}
!58 = distinct !{!58, !12, !13}
!59 = distinct !{!59, !12, !13}
!60 = distinct !{!60, !12, !13}
!61 = distinct !{!61, !12, !13}
!62 = distinct !{!62, !12, !13}
!63 = distinct !{!63, !12, !13}
!64 = distinct !{!64, !12, !13}
!65 = distinct !{!65, !12, !13}
