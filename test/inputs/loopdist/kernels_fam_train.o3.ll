; ModuleID = '<stdin>'
source_filename = "kernels_fam_train.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@f = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@h = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@c = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@g = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@b = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@pa = dso_local local_unnamed_addr global [16384 x float] zeroinitializer, align 16
@pc = dso_local local_unnamed_addr global [16384 x float] zeroinitializer, align 16
@pb = dso_local local_unnamed_addr global [16384 x float] zeroinitializer, align 16
@a = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@d = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@e = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@pd = dso_local local_unnamed_addr global [16384 x float] zeroinitializer, align 16
@ia = dso_local local_unnamed_addr global [4096 x i32] zeroinitializer, align 16
@ib = dso_local local_unnamed_addr global [4096 x i32] zeroinitializer, align 16
@ic = dso_local local_unnamed_addr global [4096 x i32] zeroinitializer, align 16

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_000() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 5.000000e-01
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %mul8 = fmul float %1, %2
  %mul9 = fmul float %mul8, 3.000000e+00
  %arrayidx11 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul9, ptr %arrayidx11, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_slp_001() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %1, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.018 = phi float [ 0.000000e+00, %entry ], [ %1, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = tail call float @llvm.fmuladd.f32(float %0, float 1.500000e+00, float %r0.018)
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %2, 5.000000e-01
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %3 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx7 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %sub = fsub float %4, %5
  %mul12 = fmul float %sub, 1.500000e+00
  %arrayidx16 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  store float %mul12, ptr %arrayidx16, align 4, !tbaa !9
  %6 = or disjoint i64 %3, 1
  %arrayidx20 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  %7 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  %8 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %sub25 = fsub float %7, %8
  %mul26 = fmul float %sub25, 5.000000e-01
  %arrayidx30 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  store float %mul26, ptr %arrayidx30, align 4, !tbaa !9
  %9 = or disjoint i64 %3, 2
  %arrayidx34 = getelementptr inbounds nuw float, ptr @pa, i64 %9
  %10 = load float, ptr %arrayidx34, align 4, !tbaa !9
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  %11 = load float, ptr %arrayidx38, align 4, !tbaa !9
  %sub39 = fsub float %10, %11
  %mul40 = fmul float %sub39, 5.000000e-01
  %arrayidx44 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  store float %mul40, ptr %arrayidx44, align 4, !tbaa !9
  %12 = or disjoint i64 %3, 3
  %arrayidx48 = getelementptr inbounds nuw float, ptr @pa, i64 %12
  %13 = load float, ptr %arrayidx48, align 4, !tbaa !9
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pc, i64 %12
  %14 = load float, ptr %arrayidx52, align 4, !tbaa !9
  %sub53 = fsub float %13, %14
  %mul54 = fmul float %sub53, 1.500000e+00
  %arrayidx58 = getelementptr inbounds nuw float, ptr @pb, i64 %12
  store float %mul54, ptr %arrayidx58, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_002() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = load float, ptr %0, align 4, !tbaa !9
  %add = fadd float %1, %2
  %mul = fmul float %add, 5.000000e-01
  %arrayidx4 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %3 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx7 = getelementptr i8, ptr %3, i64 -8
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add13 = fadd float %mul, %5
  %mul14 = fmul float %add13, 5.000000e-01
  %6 = tail call float @llvm.fmuladd.f32(float %4, float 5.000000e-01, float %mul14)
  store float %6, ptr %3, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_003() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end32
  ret void

for.body:                                         ; preds = %if.end32, %entry
  %0 = phi float [ %.pre, %entry ], [ %8, %if.end32 ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end32 ]
  %s9.021 = phi float [ 0.000000e+00, %entry ], [ %11, %if.end32 ]
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  %arrayidx3 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !9
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %2 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx5 = getelementptr i8, ptr %2, i64 -8
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %4 = tail call float @llvm.fmuladd.f32(float %1, float %3, float %1)
  %mul = fmul float %4, 5.000000e-01
  %arrayidx9 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx9, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %5 = add nsw i64 %indvars.iv, -1
  %arrayidx14 = getelementptr inbounds float, ptr @c, i64 %5
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %add = fadd float %1, %6
  %arrayidx17 = getelementptr inbounds float, ptr @e, i64 %5
  %7 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %add18 = fadd float %add, %7
  %mul19 = fmul float %add18, 1.500000e+00
  %arrayidx21 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul19, ptr %arrayidx21, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx24 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %cmp25 = fcmp ogt float %8, 0.000000e+00
  br i1 %cmp25, label %if.then26, label %if.end32

if.then26:                                        ; preds = %if.end
  %arrayidx28 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %9 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %mul29 = fmul float %9, 1.500000e+00
  %arrayidx31 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul29, ptr %arrayidx31, align 4, !tbaa !9
  br label %if.end32

if.end32:                                         ; preds = %if.then26, %if.end
  %arrayidx35 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %10 = load float, ptr %arrayidx35, align 4, !tbaa !9
  %mul36 = fmul float %10, 1.500000e+00
  %11 = tail call float @llvm.fmuladd.f32(float %s9.021, float 5.000000e-01, float %mul36)
  %arrayidx38 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %11, ptr %arrayidx38, align 4, !tbaa !9
  %arrayidx41 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx41, align 4, !tbaa !9
  %mul44 = fmul float %1, %12
  %arrayidx47 = getelementptr inbounds float, ptr @b, i64 %5
  %13 = load float, ptr %arrayidx47, align 4, !tbaa !9
  %add48 = fadd float %13, 2.000000e+00
  %div = fdiv float %mul44, %add48
  %mul49 = fmul float %div, 5.000000e-01
  %arrayidx51 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul49, ptr %arrayidx51, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_004() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %0 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %3 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx5 = getelementptr i8, ptr %3, i64 -8
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %sub6 = fsub float %2, %4
  %mul = fmul float %sub6, 5.000000e-01
  %arrayidx8 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %0
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %cmp12 = fcmp ogt float %5, 0.000000e+00
  br i1 %cmp12, label %if.then13, label %for.inc

if.then13:                                        ; preds = %if.end
  %arrayidx15 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %6 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %mul16 = fmul float %6, 3.000000e+00
  store float %mul16, ptr %arrayidx15, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then13, %if.end
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_005() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  %.pre17 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre17, %entry ], [ %6, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %mul19, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add = fadd float %2, %1
  %add5 = fadd float %2, %add
  %mul = fmul float %add5, 1.500000e+00
  %arrayidx7 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  %3 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx10 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul11 = fmul float %4, 1.500000e+00
  store float %mul11, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %5 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %mul18 = fmul float %mul11, %5
  %mul19 = fmul float %mul18, 5.000000e-01
  %arrayidx21 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul19, ptr %arrayidx21, align 4, !tbaa !9
  %arrayidx26 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %6 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %add27 = fadd float %6, 2.000000e+00
  %div = fdiv float %0, %add27
  %mul28 = fmul float %div, 1.500000e+00
  %arrayidx30 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul28, ptr %arrayidx30, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_006() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.017 = phi float [ 0.000000e+00, %entry ], [ %1, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %0, 5.000000e-01
  %1 = tail call float @llvm.fmuladd.f32(float %s0.017, float 7.500000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %1, ptr %arrayidx3, align 4, !tbaa !9
  %2 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx6 = getelementptr inbounds nuw float, ptr @pa, i64 %2
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pc, i64 %2
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add11 = fadd float %3, %4
  %mul12 = fmul float %add11, 1.500000e+00
  %arrayidx16 = getelementptr inbounds nuw float, ptr @pd, i64 %2
  store float %mul12, ptr %arrayidx16, align 4, !tbaa !9
  %5 = or disjoint i64 %2, 1
  %arrayidx20 = getelementptr inbounds nuw float, ptr @pa, i64 %5
  %6 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pc, i64 %5
  %7 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %add25 = fadd float %6, %7
  %mul26 = fmul float %add25, 1.500000e+00
  %arrayidx30 = getelementptr inbounds nuw float, ptr @pd, i64 %5
  store float %mul26, ptr %arrayidx30, align 4, !tbaa !9
  %8 = or disjoint i64 %2, 2
  %arrayidx34 = getelementptr inbounds nuw float, ptr @pa, i64 %8
  %9 = load float, ptr %arrayidx34, align 4, !tbaa !9
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pc, i64 %8
  %10 = load float, ptr %arrayidx38, align 4, !tbaa !9
  %add39 = fadd float %9, %10
  %mul40 = fmul float %add39, 1.500000e+00
  %arrayidx44 = getelementptr inbounds nuw float, ptr @pd, i64 %8
  store float %mul40, ptr %arrayidx44, align 4, !tbaa !9
  %11 = or disjoint i64 %2, 3
  %arrayidx48 = getelementptr inbounds nuw float, ptr @pa, i64 %11
  %12 = load float, ptr %arrayidx48, align 4, !tbaa !9
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pc, i64 %11
  %13 = load float, ptr %arrayidx52, align 4, !tbaa !9
  %add53 = fadd float %12, %13
  %mul54 = fmul float %add53, 5.000000e-01
  %arrayidx58 = getelementptr inbounds nuw float, ptr @pd, i64 %11
  store float %mul54, ptr %arrayidx58, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_recvec_007() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %3, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.06 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %1 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %3 = tail call float @llvm.fmuladd.f32(float %2, float 1.500000e+00, float %r0.06)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_008() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end24
  ret void

for.body:                                         ; preds = %if.end24, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end24 ]
  %s1.020 = phi float [ 0.000000e+00, %entry ], [ %12, %if.end24 ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul = fmul float %1, 3.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %cmp8 = fcmp ogt float %2, 0.000000e+00
  %3 = getelementptr float, ptr @f, i64 %indvars.iv
  br i1 %cmp8, label %if.then9, label %if.end.if.end24_crit_edge

if.end.if.end24_crit_edge:                        ; preds = %if.end
  %.pre = load float, ptr %3, align 4, !tbaa !9
  br label %if.end24

if.then9:                                         ; preds = %if.end
  %arrayidx11 = getelementptr i8, ptr %3, i64 -8
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %5 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %arrayidx14 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %mul17 = fmul float %6, %7
  %arrayidx19 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %8 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %add20 = fadd float %8, 2.000000e+00
  %div = fdiv float %mul17, %add20
  %mul21 = fmul float %div, 5.000000e-01
  %9 = tail call float @llvm.fmuladd.f32(float %4, float 7.500000e-01, float %mul21)
  store float %9, ptr %3, align 4, !tbaa !9
  br label %if.end24

if.end24:                                         ; preds = %if.then9, %if.end.if.end24_crit_edge
  %10 = phi float [ %.pre, %if.end.if.end24_crit_edge ], [ %9, %if.then9 ]
  %arrayidx28 = getelementptr i8, ptr %arrayidx7, i64 -4
  %11 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %mul29 = fmul float %11, 3.000000e+00
  %12 = tail call float @llvm.fmuladd.f32(float %s1.020, float 5.000000e-01, float %mul29)
  %arrayidx31 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %12, ptr %arrayidx31, align 4, !tbaa !9
  %add36 = fadd float %2, %10
  %mul37 = fmul float %add36, 1.500000e+00
  %arrayidx39 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul37, ptr %arrayidx39, align 4, !tbaa !9
  %arrayidx41 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %13 = load float, ptr %arrayidx41, align 4, !tbaa !9
  %sub44 = fsub float %13, %2
  %mul45 = fmul float %sub44, 3.000000e+00
  %arrayidx47 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul45, ptr %arrayidx47, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_009() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end16
  ret void

for.body:                                         ; preds = %if.end16, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end16 ]
  %0 = add nsw i64 %indvars.iv, -2
  %arrayidx7 = getelementptr inbounds float, ptr @f, i64 %0
  %1 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %cmp8 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp8, label %if.then9, label %if.end16

if.then9:                                         ; preds = %for.body
  %arrayidx12 = getelementptr inbounds float, ptr @h, i64 %0
  %2 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %mul13 = fmul float %2, 1.500000e+00
  %arrayidx15 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !9
  br label %if.end16

if.end16:                                         ; preds = %if.then9, %for.body
  %3 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx22 = getelementptr inbounds float, ptr @c, i64 %0
  %5 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %mul23 = fmul float %4, %5
  %arrayidx25 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul23, ptr %arrayidx25, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx27 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %mul30 = fmul float %mul23, %6
  %7 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx33 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %8 = load float, ptr %arrayidx33, align 4, !tbaa !9
  %mul34 = fmul float %mul30, %8
  %arrayidx36 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul34, ptr %arrayidx36, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_010() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  %.pre21 = load i32, ptr getelementptr inbounds nuw (i8, ptr @ia, i64 4), align 4, !tbaa !5
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi i32 [ %.pre21, %entry ], [ %add39, %for.body ]
  %1 = phi float [ %.pre20, %entry ], [ %mul11, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %3, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %mul = fmul float %3, %2
  %add5 = fadd float %1, 2.000000e+00
  %div = fdiv float %mul, %add5
  %mul6 = fmul float %div, 3.000000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul6, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul11 = fmul float %4, 1.500000e+00
  store float %mul11, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 8
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %sub19 = fsub float %4, %5
  %6 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx22 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %add23 = fadd float %7, 2.000000e+00
  %div24 = fdiv float %sub19, %add23
  %mul25 = fmul float %div24, 3.000000e+00
  %arrayidx27 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul25, ptr %arrayidx27, align 4, !tbaa !9
  %mul30 = fmul float %mul25, 5.000000e-01
  %arrayidx32 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul30, ptr %arrayidx32, align 4, !tbaa !9
  %arrayidx37 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  %8 = load i32, ptr %arrayidx37, align 4, !tbaa !5
  %mul38 = mul nsw i32 %8, 3
  %add39 = add nsw i32 %mul38, %0
  %arrayidx41 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  store i32 %add39, ptr %arrayidx41, align 4, !tbaa !5
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_011() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pd, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pa, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %1, %2
  %mul6 = fmul float %mul5, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul19 = fmul float %4, %5
  %mul20 = fmul float %mul19, 5.000000e-01
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %6 = or disjoint i64 %0, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  %7 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  %8 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %mul33 = fmul float %7, %8
  %mul34 = fmul float %mul33, 1.500000e+00
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %9 = or disjoint i64 %0, 3
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pd, i64 %9
  %10 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pa, i64 %9
  %11 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %mul47 = fmul float %10, %11
  %mul48 = fmul float %mul47, 1.500000e+00
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %12 = getelementptr i32, ptr @ic, i64 %indvars.iv
  %arrayidx54 = getelementptr i8, ptr %12, i64 -4
  %13 = load i32, ptr %arrayidx54, align 4, !tbaa !5
  %arrayidx56 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %14 = load i32, ptr %arrayidx56, align 4, !tbaa !5
  %mul57 = mul nsw i32 %14, 7
  %add58 = add nsw i32 %mul57, %13
  store i32 %add58, ptr %12, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_012() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  %.pre16 = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre16, %entry ], [ %5, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %7, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %3 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds float, ptr @d, i64 %3
  %4 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %2, %4
  %arrayidx6 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add7 = fadd float %5, 2.000000e+00
  %div = fdiv float %add3, %add7
  %mul = fmul float %div, 3.000000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds float, ptr @g, i64 %3
  %6 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %mul17 = fmul float %6, 5.000000e-01
  %7 = tail call float @llvm.fmuladd.f32(float %1, float 5.000000e-01, float %mul17)
  %arrayidx19 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %7, ptr %arrayidx19, align 4, !tbaa !9
  %add24 = fadd float %mul, %0
  %add27 = fadd float %0, 2.000000e+00
  %div28 = fdiv float %add24, %add27
  %mul29 = fmul float %div28, 1.500000e+00
  %arrayidx31 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul29, ptr %arrayidx31, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_cf_013() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  %r0.1.lcssa = phi float [ %r0.1, %if.end ]
  ret float %r0.1.lcssa

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %r0.011 = phi float [ 0.000000e+00, %entry ], [ %r0.1, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %2 = tail call float @llvm.fmuladd.f32(float %1, float 1.500000e+00, float %r0.011)
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %r0.1 = phi float [ %2, %if.then ], [ %r0.011, %for.body ]
  %3 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %add10 = fadd float %4, %5
  %mul11 = fmul float %add10, 1.500000e+00
  %arrayidx15 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  store float %mul11, ptr %arrayidx15, align 4, !tbaa !9
  %6 = or disjoint i64 %3, 1
  %arrayidx19 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  %7 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  %8 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %add24 = fadd float %7, %8
  %mul25 = fmul float %add24, 1.500000e+00
  %arrayidx29 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  store float %mul25, ptr %arrayidx29, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_014() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.013 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %s0.012 = phi float [ 0.000000e+00, %entry ], [ %1, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %0, 3.000000e+00
  %1 = tail call float @llvm.fmuladd.f32(float %s0.012, float 5.000000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %1, ptr %arrayidx3, align 4, !tbaa !9
  %2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %arrayidx5 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx16 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %sub = fsub float %3, %4
  %mul17 = fmul float %sub, 1.500000e+00
  %5 = tail call float @llvm.fmuladd.f32(float %s2.013, float 5.000000e-01, float %mul17)
  store float %5, ptr %arrayidx10, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_015() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  %.pre21 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre21, %entry ], [ %4, %for.body ]
  %1 = phi float [ %.pre20, %entry ], [ %mul24, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %mul39, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %2, %3
  %mul3 = fmul float %mul, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul3, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %5 = tail call float @llvm.fmuladd.f32(float %mul3, float %1, float %4)
  %mul14 = fmul float %5, 1.500000e+00
  %arrayidx16 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul14, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx19 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %add23 = fadd float %6, %0
  %mul24 = fmul float %add23, 3.000000e+00
  %arrayidx26 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul24, ptr %arrayidx26, align 4, !tbaa !9
  %mul29 = fmul float %mul24, 3.000000e+00
  %arrayidx31 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul29, ptr %arrayidx31, align 4, !tbaa !9
  %7 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx37 = getelementptr i8, ptr %7, i64 -4
  %8 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %sub38 = fsub float %3, %8
  %mul39 = fmul float %sub38, 5.000000e-01
  %arrayidx41 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul39, ptr %arrayidx41, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_016() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  %.pre34 = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 8), align 4, !tbaa !9
  %.pre35 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 8), align 4, !tbaa !9
  %.pre36 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre36, %entry ], [ %mul32, %for.body ]
  %1 = phi float [ %.pre35, %entry ], [ %5, %for.body ]
  %2 = phi float [ %.pre34, %entry ], [ %7, %for.body ]
  %3 = phi float [ %.pre, %entry ], [ %4, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %sub5 = fsub float %2, %1
  %mul6 = fmul float %sub5, 5.000000e-01
  %4 = tail call float @llvm.fmuladd.f32(float %3, float 5.000000e-01, float %mul6)
  %arrayidx8 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %4, ptr %arrayidx8, align 4, !tbaa !9
  %sub14 = fsub float %0, %1
  %mul = fmul float %sub14, 5.000000e-01
  %arrayidx16 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx16, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx18 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx20 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %6 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %add21 = fadd float %5, %6
  %mul22 = fmul float %add21, 1.500000e+00
  store float %mul22, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %8 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx30 = getelementptr i8, ptr %8, i64 -4
  %9 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %mul31 = fmul float %7, %9
  %mul32 = fmul float %mul31, 1.500000e+00
  %arrayidx34 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul32, ptr %arrayidx34, align 4, !tbaa !9
  %10 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pd, i64 %10
  %11 = load float, ptr %arrayidx38, align 4, !tbaa !9
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pb, i64 %10
  %12 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %mul43 = fmul float %11, %12
  %mul44 = fmul float %mul43, 1.500000e+00
  %arrayidx48 = getelementptr inbounds nuw float, ptr @pc, i64 %10
  store float %mul44, ptr %arrayidx48, align 4, !tbaa !9
  %13 = or disjoint i64 %10, 1
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pd, i64 %13
  %14 = load float, ptr %arrayidx52, align 4, !tbaa !9
  %arrayidx56 = getelementptr inbounds nuw float, ptr @pb, i64 %13
  %15 = load float, ptr %arrayidx56, align 4, !tbaa !9
  %mul57 = fmul float %14, %15
  %mul58 = fmul float %mul57, 1.500000e+00
  %arrayidx62 = getelementptr inbounds nuw float, ptr @pc, i64 %13
  store float %mul58, ptr %arrayidx62, align 4, !tbaa !9
  %16 = or disjoint i64 %10, 2
  %arrayidx66 = getelementptr inbounds nuw float, ptr @pd, i64 %16
  %17 = load float, ptr %arrayidx66, align 4, !tbaa !9
  %arrayidx70 = getelementptr inbounds nuw float, ptr @pb, i64 %16
  %18 = load float, ptr %arrayidx70, align 4, !tbaa !9
  %mul71 = fmul float %17, %18
  %mul72 = fmul float %mul71, 1.500000e+00
  %arrayidx76 = getelementptr inbounds nuw float, ptr @pc, i64 %16
  store float %mul72, ptr %arrayidx76, align 4, !tbaa !9
  %19 = or disjoint i64 %10, 3
  %arrayidx80 = getelementptr inbounds nuw float, ptr @pd, i64 %19
  %20 = load float, ptr %arrayidx80, align 4, !tbaa !9
  %arrayidx84 = getelementptr inbounds nuw float, ptr @pb, i64 %19
  %21 = load float, ptr %arrayidx84, align 4, !tbaa !9
  %mul85 = fmul float %20, %21
  %mul86 = fmul float %mul85, 5.000000e-01
  %arrayidx90 = getelementptr inbounds nuw float, ptr @pc, i64 %19
  store float %mul86, ptr %arrayidx90, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_017() local_unnamed_addr #0 {
entry:
  %.pre = load i32, ptr getelementptr inbounds nuw (i8, ptr @ib, i64 4), align 4, !tbaa !5
  %.pre16 = load i32, ptr getelementptr inbounds nuw (i8, ptr @ic, i64 4), align 4, !tbaa !5
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi i32 [ %.pre16, %entry ], [ %add26, %for.body ]
  %1 = phi i32 [ %.pre, %entry ], [ %add17, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %2 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %3, %4
  %mul = fmul float %add, 5.000000e-01
  %arrayidx4 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %mul8 = fmul float %5, 5.000000e-01
  %arrayidx10 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul8, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  %6 = load i32, ptr %arrayidx15, align 4, !tbaa !5
  %mul16 = mul nsw i32 %6, 5
  %add17 = add nsw i32 %mul16, %1
  %arrayidx19 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  store i32 %add17, ptr %arrayidx19, align 4, !tbaa !5
  %arrayidx24 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %7 = load i32, ptr %arrayidx24, align 4, !tbaa !5
  %mul25 = mul nsw i32 %7, 7
  %add26 = add nsw i32 %mul25, %0
  store i32 %add26, ptr %arrayidx15, align 4, !tbaa !5
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_018() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end27
  ret void

for.body:                                         ; preds = %if.end27, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end27 ]
  %s9.021 = phi float [ 0.000000e+00, %entry ], [ %11, %if.end27 ]
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then21, label %if.end

if.end:                                           ; preds = %for.body
  %arrayidx14 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %1 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %mul15 = fmul float %1, 3.000000e+00
  %arrayidx30.phi.trans.insert = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %.pre = load float, ptr %arrayidx30.phi.trans.insert, align 4, !tbaa !9
  br label %if.end27

if.then21:                                        ; preds = %for.body
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx3 = getelementptr inbounds float, ptr @b, i64 %2
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds float, ptr @c, i64 %2
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %sub7 = fsub float %3, %4
  %arrayidx9 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %sub10 = fsub float %sub7, %5
  %mul = fmul float %sub10, 1.500000e+00
  %arrayidx12 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx1417 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %6 = load float, ptr %arrayidx1417, align 4, !tbaa !9
  %mul1518 = fmul float %6, 3.000000e+00
  %arrayidx26 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul1518, ptr %arrayidx26, align 4, !tbaa !9
  br label %if.end27

if.end27:                                         ; preds = %if.then21, %if.end
  %7 = phi float [ %5, %if.then21 ], [ %.pre, %if.end ]
  %mul15.sink = phi float [ %mul1518, %if.then21 ], [ %mul15, %if.end ]
  %8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul15.sink, ptr %8, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add = fadd float %7, %9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx35 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx35, align 4, !tbaa !9
  %add36 = fadd float %10, 2.000000e+00
  %div = fdiv float %add, %add36
  %mul37 = fmul float %div, 5.000000e-01
  %11 = tail call float @llvm.fmuladd.f32(float %s9.021, float 5.000000e-01, float %mul37)
  %arrayidx39 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %11, ptr %arrayidx39, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_019() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  %.pre21 = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre21, %entry ], [ %mul37, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %10, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.017 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx3 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %add4 = fadd float %2, %3
  %arrayidx6 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %add4, ptr %arrayidx6, align 4, !tbaa !9
  %4 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx8 = getelementptr i8, ptr %4, i64 -8
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %add12 = fadd float %5, %6
  %7 = tail call float @llvm.fmuladd.f32(float %s1.017, float 5.000000e-01, float %add12)
  %arrayidx14 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %7, ptr %arrayidx14, align 4, !tbaa !9
  %add21 = fadd float %2, %1
  %mul = fmul float %add21, 5.000000e-01
  %arrayidx23 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx23, align 4, !tbaa !9
  %8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx29 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %9 = load float, ptr %arrayidx29, align 4, !tbaa !9
  %sub30 = fsub float %0, %9
  %10 = load float, ptr %8, align 4, !tbaa !9
  %mul33 = fmul float %sub30, %10
  %add36 = fadd float %10, 2.000000e+00
  %div = fdiv float %mul33, %add36
  %mul37 = fmul float %div, 3.000000e+00
  %arrayidx39 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul37, ptr %arrayidx39, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_020() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s9.013 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub = fsub float %0, %1
  %mul = fmul float %sub, 1.500000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul7 = fmul float %2, 3.000000e+00
  store float %mul7, ptr %arrayidx2, align 4, !tbaa !9
  %3 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx12 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %sub15 = fsub float %4, %5
  %mul16 = fmul float %sub15, 3.000000e+00
  %arrayidx18 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul16, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %6 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %mul22 = fmul float %6, 5.000000e-01
  %7 = tail call float @llvm.fmuladd.f32(float %s9.013, float 5.000000e-01, float %mul22)
  %arrayidx24 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %7, ptr %arrayidx24, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_021() local_unnamed_addr #0 {
entry:
  %.pre = load i32, ptr getelementptr inbounds nuw (i8, ptr @ib, i64 4), align 4, !tbaa !5
  %.pre21 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre21, %entry ], [ %mul16, %for.body ]
  %1 = phi i32 [ %.pre, %entry ], [ %add, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %2 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %mul = mul nsw i32 %2, 5
  %add = add nsw i32 %mul, %1
  %arrayidx4 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  store i32 %add, ptr %arrayidx4, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %sub10 = fsub float %3, %0
  %mul11 = fmul float %sub10, 1.500000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %mul16 = fmul float %4, 3.000000e+00
  %arrayidx18 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul16, ptr %arrayidx18, align 4, !tbaa !9
  %5 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx22 = getelementptr inbounds nuw float, ptr @pb, i64 %5
  %6 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx26 = getelementptr inbounds nuw float, ptr @pd, i64 %5
  %7 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %add27 = fadd float %6, %7
  %mul28 = fmul float %add27, 1.500000e+00
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pa, i64 %5
  store float %mul28, ptr %arrayidx32, align 4, !tbaa !9
  %8 = or disjoint i64 %5, 1
  %arrayidx36 = getelementptr inbounds nuw float, ptr @pb, i64 %8
  %9 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %arrayidx40 = getelementptr inbounds nuw float, ptr @pd, i64 %8
  %10 = load float, ptr %arrayidx40, align 4, !tbaa !9
  %add41 = fadd float %9, %10
  %mul42 = fmul float %add41, 5.000000e-01
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pa, i64 %8
  store float %mul42, ptr %arrayidx46, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_022() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %5, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub = fsub float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add5 = fadd float %2, 2.000000e+00
  %div = fdiv float %sub, %add5
  %mul = fmul float %div, 3.000000e+00
  %arrayidx7 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %mul10 = fmul float %3, 1.500000e+00
  %arrayidx12 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul10, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %add18 = fadd float %4, %5
  %arrayidx21 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %add22 = fadd float %6, 2.000000e+00
  %div23 = fdiv float %add18, %add22
  %mul24 = fmul float %div23, 3.000000e+00
  store float %mul24, ptr %arrayidx9, align 4, !tbaa !9
  %7 = getelementptr i32, ptr @ic, i64 %indvars.iv
  %arrayidx29 = getelementptr i8, ptr %7, i64 -4
  %8 = load i32, ptr %arrayidx29, align 4, !tbaa !5
  %arrayidx31 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  %9 = load i32, ptr %arrayidx31, align 4, !tbaa !5
  %mul32 = mul nsw i32 %9, 3
  %add33 = add nsw i32 %mul32, %8
  store i32 %add33, ptr %7, align 4, !tbaa !5
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_023() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %0 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %sub5 = fsub float %2, %3
  %mul6 = fmul float %sub5, 3.000000e+00
  %4 = tail call float @llvm.fmuladd.f32(float %1, float 7.500000e-01, float %mul6)
  store float %4, ptr %0, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add = fadd float %5, %4
  %add15 = fadd float %5, 2.000000e+00
  %div = fdiv float %add, %add15
  %mul = fmul float %div, 5.000000e-01
  %arrayidx17 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx17, align 4, !tbaa !9
  %cmp20 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp20, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %6 = add nsw i64 %indvars.iv, -1
  %arrayidx23 = getelementptr inbounds float, ptr @d, i64 %6
  %7 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %arrayidx26 = getelementptr inbounds float, ptr @h, i64 %6
  %8 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %add27 = fadd float %7, %8
  %mul28 = fmul float %add27, 3.000000e+00
  %arrayidx30 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul28, ptr %arrayidx30, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_024() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %5, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.021 = phi float [ 0.000000e+00, %entry ], [ %10, %for.body ]
  %1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %1
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %4 = tail call float @llvm.fmuladd.f32(float %2, float %3, float %0)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %4, ptr %arrayidx6, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx9 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %6 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx11 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %add12 = fadd float %5, %7
  %mul = fmul float %add12, 3.000000e+00
  %arrayidx14 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr i8, ptr %arrayidx14, i64 -8
  %8 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add22 = fadd float %7, %8
  %arrayidx24 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %9 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %add25 = fadd float %add22, %9
  %10 = tail call float @llvm.fmuladd.f32(float %s2.021, float 5.000000e-01, float %add25)
  %arrayidx27 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %10, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx30 = getelementptr inbounds nuw float, ptr @c, i64 %1
  %11 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %sub33 = fsub float %11, %10
  %arrayidx36 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %sub37 = fsub float %sub33, %12
  %arrayidx39 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %arrayidx42 = getelementptr inbounds nuw float, ptr @a, i64 %1
  %13 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %add45 = fadd float %sub37, %13
  store float %add45, ptr %arrayidx39, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !37
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_025() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  %.pre16 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre16, %entry ], [ %2, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %mul27, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %add = fadd float %1, %0
  %mul = fmul float %add, 1.500000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %mul7 = fmul float %0, 1.500000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx12 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw i8, ptr %arrayidx9, i64 8
  %3 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %mul16 = fmul float %2, %3
  %arrayidx19 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %mul20 = fmul float %mul16, %4
  %mul21 = fmul float %mul20, 5.000000e-01
  %arrayidx23 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul21, ptr %arrayidx23, align 4, !tbaa !9
  %5 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx26 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %mul27 = fmul float %6, 3.000000e+00
  %arrayidx29 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul27, ptr %arrayidx29, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !38
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_026() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.011 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pd, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pb, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %1, %2
  %mul6 = fmul float %mul5, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul19 = fmul float %4, %5
  %mul20 = fmul float %mul19, 5.000000e-01
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %6 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %mul28 = fmul float %6, 3.000000e+00
  %7 = tail call float @llvm.fmuladd.f32(float %s0.011, float 5.000000e-01, float %mul28)
  %arrayidx30 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %7, ptr %arrayidx30, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_recvec_027() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %2, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %1, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.011 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %r0.010 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = tail call float @llvm.fmuladd.f32(float %1, float 5.000000e-01, float %r0.010)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %3, 3.000000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %4 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx10 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %sub11 = fsub float %0, %5
  %mul12 = fmul float %sub11, 3.000000e+00
  %6 = tail call float @llvm.fmuladd.f32(float %s1.011, float 5.000000e-01, float %mul12)
  %arrayidx14 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %6, ptr %arrayidx14, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !40
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_cf_028() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  %r0.1.lcssa = phi float [ %r0.1, %if.end ]
  ret float %r0.1.lcssa

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %r0.018 = phi float [ 0.000000e+00, %entry ], [ %r0.1, %if.end ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %sub = fsub float %1, %2
  %3 = tail call float @llvm.fmuladd.f32(float %sub, float 1.500000e+00, float %r0.018)
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %r0.1 = phi float [ %3, %if.then ], [ %r0.018, %for.body ]
  %4 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx8 = getelementptr inbounds nuw float, ptr @pd, i64 %4
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw float, ptr @pb, i64 %4
  %6 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %add13 = fadd float %5, %6
  %mul14 = fmul float %add13, 1.500000e+00
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pc, i64 %4
  store float %mul14, ptr %arrayidx18, align 4, !tbaa !9
  %7 = or disjoint i64 %4, 1
  %arrayidx22 = getelementptr inbounds nuw float, ptr @pd, i64 %7
  %8 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx26 = getelementptr inbounds nuw float, ptr @pb, i64 %7
  %9 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %add27 = fadd float %8, %9
  %mul28 = fmul float %add27, 5.000000e-01
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pc, i64 %7
  store float %mul28, ptr %arrayidx32, align 4, !tbaa !9
  %10 = or disjoint i64 %4, 2
  %arrayidx36 = getelementptr inbounds nuw float, ptr @pd, i64 %10
  %11 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %arrayidx40 = getelementptr inbounds nuw float, ptr @pb, i64 %10
  %12 = load float, ptr %arrayidx40, align 4, !tbaa !9
  %add41 = fadd float %11, %12
  %mul42 = fmul float %add41, 1.500000e+00
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pc, i64 %10
  store float %mul42, ptr %arrayidx46, align 4, !tbaa !9
  %13 = or disjoint i64 %4, 3
  %arrayidx50 = getelementptr inbounds nuw float, ptr @pd, i64 %13
  %14 = load float, ptr %arrayidx50, align 4, !tbaa !9
  %arrayidx54 = getelementptr inbounds nuw float, ptr @pb, i64 %13
  %15 = load float, ptr %arrayidx54, align 4, !tbaa !9
  %add55 = fadd float %14, %15
  %mul56 = fmul float %add55, 1.500000e+00
  %arrayidx60 = getelementptr inbounds nuw float, ptr @pc, i64 %13
  store float %mul56, ptr %arrayidx60, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !41
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_029() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  %.pre21 = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre21, %entry ], [ %div, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %8, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.016 = phi float [ 0.000000e+00, %entry ], [ %8, %for.body ]
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds float, ptr @b, i64 %2
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add = fadd float %3, %1
  %arrayidx6 = getelementptr inbounds float, ptr @h, i64 %2
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %sub7 = fsub float %add, %4
  %mul = fmul float %sub7, 1.500000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx9, align 4, !tbaa !9
  %5 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx13 = getelementptr inbounds nuw float, ptr @g, i64 %5
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %sub17 = fsub float %6, %0
  %arrayidx19 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %7 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %add20 = fadd float %sub17, %7
  %8 = tail call float @llvm.fmuladd.f32(float %s1.016, float 5.000000e-01, float %add20)
  %arrayidx22 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %8, ptr %arrayidx22, align 4, !tbaa !9
  %sub27 = fsub float %mul, %7
  %arrayidx29 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %9 = load float, ptr %arrayidx29, align 4, !tbaa !9
  %sub30 = fsub float %sub27, %9
  %arrayidx33 = getelementptr inbounds nuw float, ptr @d, i64 %5
  %10 = load float, ptr %arrayidx33, align 4, !tbaa !9
  %add34 = fadd float %10, 2.000000e+00
  %div = fdiv float %sub30, %add34
  store float %div, ptr %arrayidx29, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_030() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %0, %1
  %mul = fmul float %add, 1.500000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %add10 = fadd float %1, %2
  %mul11 = fmul float %add10, 3.000000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  %mul16 = fmul float %mul, 5.000000e-01
  %arrayidx18 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul16, ptr %arrayidx18, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !43
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_031() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %14, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.027 = phi float [ 0.000000e+00, %entry ], [ %15, %for.body ]
  %1 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pc, i64 %1
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pb, i64 %1
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %sub = fsub float %2, %3
  %mul5 = fmul float %sub, 1.500000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pa, i64 %1
  store float %mul5, ptr %arrayidx9, align 4, !tbaa !9
  %4 = or disjoint i64 %1, 1
  %arrayidx13 = getelementptr inbounds nuw float, ptr @pc, i64 %4
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @pb, i64 %4
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %5, %6
  %mul19 = fmul float %sub18, 5.000000e-01
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pa, i64 %4
  store float %mul19, ptr %arrayidx23, align 4, !tbaa !9
  %7 = or disjoint i64 %1, 2
  %arrayidx27 = getelementptr inbounds nuw float, ptr @pc, i64 %7
  %8 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx31 = getelementptr inbounds nuw float, ptr @pb, i64 %7
  %9 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %sub32 = fsub float %8, %9
  %mul33 = fmul float %sub32, 5.000000e-01
  %arrayidx37 = getelementptr inbounds nuw float, ptr @pa, i64 %7
  store float %mul33, ptr %arrayidx37, align 4, !tbaa !9
  %10 = or disjoint i64 %1, 3
  %arrayidx41 = getelementptr inbounds nuw float, ptr @pc, i64 %10
  %11 = load float, ptr %arrayidx41, align 4, !tbaa !9
  %arrayidx45 = getelementptr inbounds nuw float, ptr @pb, i64 %10
  %12 = load float, ptr %arrayidx45, align 4, !tbaa !9
  %sub46 = fsub float %11, %12
  %mul47 = fmul float %sub46, 1.500000e+00
  %arrayidx51 = getelementptr inbounds nuw float, ptr @pa, i64 %10
  store float %mul47, ptr %arrayidx51, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx55 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %13 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %arrayidx57 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %14 = load float, ptr %arrayidx57, align 4, !tbaa !9
  %add58 = fadd float %14, 2.000000e+00
  %div = fdiv float %13, %add58
  %mul59 = fmul float %div, 5.000000e-01
  %15 = tail call float @llvm.fmuladd.f32(float %s0.027, float 5.000000e-01, float %mul59)
  %arrayidx61 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %15, ptr %arrayidx61, align 4, !tbaa !9
  %arrayidx63 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %16 = load float, ptr %arrayidx63, align 4, !tbaa !9
  %17 = add nsw i64 %indvars.iv, -1
  %arrayidx66 = getelementptr inbounds float, ptr @f, i64 %17
  %18 = load float, ptr %arrayidx66, align 4, !tbaa !9
  %add67 = fadd float %18, 2.000000e+00
  %div68 = fdiv float %16, %add67
  %mul69 = fmul float %div68, 5.000000e-01
  %arrayidx71 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul69, ptr %arrayidx71, align 4, !tbaa !9
  %mul75 = fmul float %0, 3.000000e+00
  %arrayidx77 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul75, ptr %arrayidx77, align 4, !tbaa !9
  %arrayidx80 = getelementptr inbounds nuw i8, ptr %arrayidx77, i64 8
  %19 = load float, ptr %arrayidx80, align 4, !tbaa !9
  %arrayidx83 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %20 = load float, ptr %arrayidx83, align 4, !tbaa !9
  %add84 = fadd float %19, %20
  %arrayidx87 = getelementptr inbounds float, ptr @e, i64 %17
  %21 = load float, ptr %arrayidx87, align 4, !tbaa !9
  %mul88 = fmul float %add84, %21
  %mul89 = fmul float %mul88, 1.500000e+00
  store float %mul89, ptr %arrayidx63, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !44
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_recvec_032() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %1, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %3, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.015 = phi float [ 0.000000e+00, %entry ], [ %1, %for.body ]
  %1 = tail call float @llvm.fmuladd.f32(float %0, float 5.000000e-01, float %r0.015)
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %2, 3.000000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx6 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %add10 = fadd float %3, %4
  %mul11 = fmul float %add10, 3.000000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx15 = getelementptr i8, ptr %arrayidx2, i64 -4
  %5 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %add22 = fadd float %6, %7
  %mul23 = fmul float %add22, 5.000000e-01
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 5.000000e-01, float %mul23)
  store float %8, ptr %arrayidx2, align 4, !tbaa !9
  %mul28 = fmul float %mul11, 3.000000e+00
  %arrayidx30 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul28, ptr %arrayidx30, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_033() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s0.016 = phi float [ 0.000000e+00, %entry ], [ %1, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %0, 5.000000e-01
  %1 = tail call float @llvm.fmuladd.f32(float %s0.016, float 5.000000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %1, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %cmp6 = fcmp ogt float %2, 0.000000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !9
  br i1 %cmp6, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %mul = fmul float %3, 3.000000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %cmp13 = fcmp ogt float %3, 0.000000e+00
  %arrayidx16 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx16, align 4, !tbaa !9
  br i1 %cmp13, label %if.then14, label %if.end22

if.then14:                                        ; preds = %if.end
  %add = fadd float %2, 2.000000e+00
  %div = fdiv float %4, %add
  %mul19 = fmul float %div, 5.000000e-01
  store float %mul19, ptr %arrayidx, align 4, !tbaa !9
  br label %if.end22

if.end22:                                         ; preds = %if.then14, %if.end
  %cmp25 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp25, label %if.then26, label %for.inc

if.then26:                                        ; preds = %if.end22
  %arrayidx24 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %5 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx28 = getelementptr i8, ptr %5, i64 -8
  %6 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr i8, ptr %arrayidx24, i64 -4
  %7 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %mul33 = fmul float %7, 5.000000e-01
  %8 = tail call float @llvm.fmuladd.f32(float %6, float 5.000000e-01, float %mul33)
  store float %8, ptr %5, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then26, %if.end22
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !46
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_034() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s1.014 = phi float [ 0.000000e+00, %entry ], [ %7, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = add nuw nsw i64 %indvars.iv, 1
  %arrayidx3 = getelementptr inbounds nuw float, ptr @h, i64 %1
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %1
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %sub = fsub float %2, %3
  store float %sub, ptr %arrayidx, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx10 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %5 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx13 = getelementptr i8, ptr %5, i64 -8
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %mul14 = fmul float %4, %6
  %7 = tail call float @llvm.fmuladd.f32(float %s1.014, float 5.000000e-01, float %mul14)
  %arrayidx16 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %7, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %8 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %cmp19 = fcmp ogt float %8, 0.000000e+00
  br i1 %cmp19, label %if.then20, label %for.inc

if.then20:                                        ; preds = %if.end
  %9 = load float, ptr %5, align 4, !tbaa !9
  %add25 = fadd float %7, %9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add25, ptr %arrayidx27, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then20, %if.end
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !47
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_035() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  %.pre13 = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre13, %entry ], [ %mul8, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %4, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %add = fadd float %1, %0
  %mul = fmul float %add, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %mul8 = fmul float %2, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul8, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %3 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %sub15 = fsub float %3, %4
  %mul16 = fmul float %sub15, 1.500000e+00
  %arrayidx18 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul16, ptr %arrayidx18, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !48
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_036() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.018 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %0, %2
  %mul4 = fmul float %sub3, 1.500000e+00
  %3 = tail call float @llvm.fmuladd.f32(float %s0.018, float 5.000000e-01, float %mul4)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %3, ptr %arrayidx6, align 4, !tbaa !9
  %4 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx8 = getelementptr inbounds nuw float, ptr @pc, i64 %4
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw float, ptr @pb, i64 %4
  %6 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %mul13 = fmul float %5, %6
  %mul14 = fmul float %mul13, 5.000000e-01
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pa, i64 %4
  store float %mul14, ptr %arrayidx18, align 4, !tbaa !9
  %7 = or disjoint i64 %4, 1
  %arrayidx22 = getelementptr inbounds nuw float, ptr @pc, i64 %7
  %8 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx26 = getelementptr inbounds nuw float, ptr @pb, i64 %7
  %9 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %mul27 = fmul float %8, %9
  %mul28 = fmul float %mul27, 5.000000e-01
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pa, i64 %7
  store float %mul28, ptr %arrayidx32, align 4, !tbaa !9
  %10 = or disjoint i64 %4, 2
  %arrayidx36 = getelementptr inbounds nuw float, ptr @pc, i64 %10
  %11 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %arrayidx40 = getelementptr inbounds nuw float, ptr @pb, i64 %10
  %12 = load float, ptr %arrayidx40, align 4, !tbaa !9
  %mul41 = fmul float %11, %12
  %mul42 = fmul float %mul41, 1.500000e+00
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pa, i64 %10
  store float %mul42, ptr %arrayidx46, align 4, !tbaa !9
  %13 = or disjoint i64 %4, 3
  %arrayidx50 = getelementptr inbounds nuw float, ptr @pc, i64 %13
  %14 = load float, ptr %arrayidx50, align 4, !tbaa !9
  %arrayidx54 = getelementptr inbounds nuw float, ptr @pb, i64 %13
  %15 = load float, ptr %arrayidx54, align 4, !tbaa !9
  %mul55 = fmul float %14, %15
  %mul56 = fmul float %mul55, 5.000000e-01
  %arrayidx60 = getelementptr inbounds nuw float, ptr @pa, i64 %13
  store float %mul56, ptr %arrayidx60, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !49
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_037() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.011 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %0, %2
  %mul4 = fmul float %add3, 5.000000e-01
  %3 = tail call float @llvm.fmuladd.f32(float %s0.011, float 7.500000e-01, float %mul4)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %3, ptr %arrayidx6, align 4, !tbaa !9
  %sub11 = fsub float %3, %3
  %mul = fmul float %sub11, 3.000000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %4 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %mul16 = fmul float %4, 1.500000e+00
  %arrayidx18 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul16, ptr %arrayidx18, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !50
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_038() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end23
  ret void

for.body:                                         ; preds = %if.end23, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end23 ]
  %s9.016 = phi float [ 0.000000e+00, %entry ], [ %13, %if.end23 ]
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %3 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %3, i64 -8
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %sub7 = fsub float %2, %4
  %arrayidx9 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %sub10 = fsub float %sub7, %5
  %mul = fmul float %sub10, 1.500000e+00
  %arrayidx12 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx12, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx14 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %cmp15 = fcmp ogt float %6, 0.000000e+00
  br i1 %cmp15, label %if.then16, label %if.end23

if.then16:                                        ; preds = %if.end
  %7 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx19 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %8 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %mul20 = fmul float %8, 5.000000e-01
  %arrayidx22 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul20, ptr %arrayidx22, align 4, !tbaa !9
  br label %if.end23

if.end23:                                         ; preds = %if.then16, %if.end
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx26 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %mul27 = fmul float %9, 1.500000e+00
  %arrayidx29 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul27, ptr %arrayidx29, align 4, !tbaa !9
  %10 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx33 = getelementptr i8, ptr %10, i64 -4
  %11 = load float, ptr %arrayidx33, align 4, !tbaa !9
  %arrayidx36 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %mul37 = fmul float %11, %12
  %mul38 = fmul float %mul37, 3.000000e+00
  %13 = tail call float @llvm.fmuladd.f32(float %s9.016, float 5.000000e-01, float %mul38)
  %arrayidx40 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %13, ptr %arrayidx40, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !51
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_039() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end42
  ret void

for.body:                                         ; preds = %if.end42, %entry
  %0 = phi float [ %.pre, %entry ], [ %2, %if.end42 ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end42 ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx7 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %cmp8 = fcmp ogt float %2, 0.000000e+00
  %3 = add nsw i64 %indvars.iv, -2
  %arrayidx20 = getelementptr inbounds float, ptr @c, i64 %3
  %4 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %arrayidx23 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %sub24 = fsub float %4, %5
  %arrayidx27 = getelementptr inbounds float, ptr @f, i64 %3
  %6 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %sub28 = fsub float %sub24, %6
  %arrayidx30 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %sub28, ptr %arrayidx30, align 4, !tbaa !9
  br i1 %cmp8, label %if.then34, label %if.end.if.end42_crit_edge

if.end.if.end42_crit_edge:                        ; preds = %for.body
  %arrayidx47.phi.trans.insert = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %.pre24 = load float, ptr %arrayidx47.phi.trans.insert, align 4, !tbaa !9
  br label %if.end42

if.then34:                                        ; preds = %for.body
  %sub3 = fsub float %0, %1
  %mul = fmul float %0, %sub3
  %arrayidx41 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx41, align 4, !tbaa !9
  br label %if.end42

if.end42:                                         ; preds = %if.then34, %if.end.if.end42_crit_edge
  %7 = phi float [ %.pre24, %if.end.if.end42_crit_edge ], [ %mul, %if.then34 ]
  %8 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx45 = getelementptr i8, ptr %8, i64 -4
  %9 = load float, ptr %arrayidx45, align 4, !tbaa !9
  %mul48 = fmul float %9, %7
  %mul49 = fmul float %mul48, 5.000000e-01
  store float %mul49, ptr %arrayidx5, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !52
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_040() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %2 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %4 = tail call float @llvm.fmuladd.f32(float %0, float %1, float %3)
  %mul = fmul float %4, 5.000000e-01
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx6, align 4, !tbaa !9
  %mul9 = fmul float %1, 5.000000e-01
  %arrayidx11 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul9, ptr %arrayidx11, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %mul14 = fmul float %5, 5.000000e-01
  store float %mul14, ptr %2, align 4, !tbaa !9
  %mul19 = fmul float %mul9, 1.500000e+00
  %arrayidx21 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul19, ptr %arrayidx21, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !53
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_041() local_unnamed_addr #0 {
entry:
  %.pre = load i32, ptr getelementptr inbounds nuw (i8, ptr @ic, i64 4), align 4, !tbaa !5
  %.pre24 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre24, %entry ], [ %3, %for.body ]
  %1 = phi i32 [ %.pre, %entry ], [ %add, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %2 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %mul = mul nsw i32 %2, 5
  %add = add nsw i32 %mul, %1
  %arrayidx4 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  store i32 %add, ptr %arrayidx4, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul7 = fmul float %3, 1.500000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %4 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx15 = getelementptr i8, ptr %4, i64 -8
  %5 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %sub16 = fsub float %0, %5
  %mul17 = fmul float %sub16, 5.000000e-01
  %arrayidx19 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul17, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %6 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %add24 = fadd float %3, 2.000000e+00
  %div = fdiv float %6, %add24
  %mul25 = fmul float %div, 1.500000e+00
  store float %mul25, ptr %4, align 4, !tbaa !9
  %7 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx31 = getelementptr inbounds nuw float, ptr @pb, i64 %7
  %8 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %arrayidx35 = getelementptr inbounds nuw float, ptr @pa, i64 %7
  %9 = load float, ptr %arrayidx35, align 4, !tbaa !9
  %sub36 = fsub float %8, %9
  %mul37 = fmul float %sub36, 5.000000e-01
  %arrayidx41 = getelementptr inbounds nuw float, ptr @pd, i64 %7
  store float %mul37, ptr %arrayidx41, align 4, !tbaa !9
  %10 = or disjoint i64 %7, 1
  %arrayidx45 = getelementptr inbounds nuw float, ptr @pb, i64 %10
  %11 = load float, ptr %arrayidx45, align 4, !tbaa !9
  %arrayidx49 = getelementptr inbounds nuw float, ptr @pa, i64 %10
  %12 = load float, ptr %arrayidx49, align 4, !tbaa !9
  %sub50 = fsub float %11, %12
  %mul51 = fmul float %sub50, 1.500000e+00
  %arrayidx55 = getelementptr inbounds nuw float, ptr @pd, i64 %10
  store float %mul51, ptr %arrayidx55, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !54
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_042() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  %.pre12 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 8), align 4, !tbaa !9
  %.pre13 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre13, %entry ], [ %mul, %for.body ]
  %1 = phi float [ %.pre12, %entry ], [ %3, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %5, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %4, 2.000000e+00
  %div = fdiv float %3, %add3
  %mul = fmul float %div, 1.500000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %add14 = fadd float %1, %0
  %mul15 = fmul float %add14, 5.000000e-01
  %5 = tail call float @llvm.fmuladd.f32(float %2, float 5.000000e-01, float %mul15)
  %arrayidx17 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %5, ptr %arrayidx17, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !55
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_043() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s9.020 = phi float [ 0.000000e+00, %entry ], [ %12, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %2 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx5 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %sub6 = fsub float %1, %3
  %arrayidx8 = getelementptr inbounds nuw i8, ptr %arrayidx3, i64 4
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add9 = fadd float %4, 2.000000e+00
  %div = fdiv float %sub6, %add9
  %mul = fmul float %div, 5.000000e-01
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx11, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %5 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx14 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %cmp15 = fcmp ogt float %6, 0.000000e+00
  br i1 %cmp15, label %if.then16, label %if.end26

if.then16:                                        ; preds = %if.end
  %7 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %7, i64 -8
  %8 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %9 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %sub22 = fsub float %8, %9
  %mul23 = fmul float %sub22, 1.500000e+00
  %arrayidx25 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul23, ptr %arrayidx25, align 4, !tbaa !9
  br label %if.end26

if.end26:                                         ; preds = %if.then16, %if.end
  %arrayidx28 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %10 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %11 = load float, ptr %5, align 4, !tbaa !9
  %add31 = fadd float %11, 2.000000e+00
  %div32 = fdiv float %10, %add31
  %mul33 = fmul float %div32, 3.000000e+00
  %arrayidx35 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul33, ptr %arrayidx35, align 4, !tbaa !9
  %mul39 = fmul float %0, 3.000000e+00
  %12 = tail call float @llvm.fmuladd.f32(float %s9.020, float 5.000000e-01, float %mul39)
  %arrayidx41 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %12, ptr %arrayidx41, align 4, !tbaa !9
  br i1 %cmp1, label %if.then45, label %for.inc

if.then45:                                        ; preds = %if.end26
  %mul48 = fmul float %0, 5.000000e-01
  %arrayidx50 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul48, ptr %arrayidx50, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then45, %if.end26
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !56
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_044() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 12), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %9, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s4.021 = phi float [ 0.000000e+00, %entry ], [ %12, %for.body ]
  %s1.020 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %1, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %2 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx5 = getelementptr i8, ptr %2, i64 -8
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %add8 = fadd float %3, %4
  %arrayidx11 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %mul12 = fmul float %add8, %5
  %6 = tail call float @llvm.fmuladd.f32(float %s1.020, float 5.000000e-01, float %mul12)
  %arrayidx14 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %7 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx17 = getelementptr inbounds nuw float, ptr @d, i64 %7
  %8 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %mul21 = fmul float %8, %0
  %arrayidx24 = getelementptr inbounds nuw float, ptr @a, i64 %7
  %9 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %mul25 = fmul float %mul21, %9
  %mul26 = fmul float %mul25, 5.000000e-01
  store float %mul26, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx31 = getelementptr inbounds nuw float, ptr @h, i64 %7
  %10 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %arrayidx33 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %11 = load float, ptr %arrayidx33, align 4, !tbaa !9
  %mul34 = fmul float %10, %11
  %mul35 = fmul float %mul34, 1.500000e+00
  store float %mul35, ptr %arrayidx14, align 4, !tbaa !9
  %mul44 = fmul float %mul, %5
  %mul45 = fmul float %mul44, 5.000000e-01
  %12 = tail call float @llvm.fmuladd.f32(float %s4.021, float 5.000000e-01, float %mul45)
  %arrayidx47 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %12, ptr %arrayidx47, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !57
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_045() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 8), align 4, !tbaa !9
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre20, %entry ], [ %mul, %for.body ]
  %1 = phi float [ %.pre19, %entry ], [ %mul37, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %3, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %sub3 = fsub float %2, %1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add6 = fadd float %3, 2.000000e+00
  %div = fdiv float %sub3, %add6
  %mul = fmul float %div, 1.500000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %add14 = fadd float %2, %4
  %5 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx17 = getelementptr i8, ptr %5, i64 -8
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %add14, %6
  %mul19 = fmul float %sub18, 3.000000e+00
  %arrayidx21 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul19, ptr %arrayidx21, align 4, !tbaa !9
  %mul25 = fmul float %0, 1.500000e+00
  store float %mul25, ptr %5, align 4, !tbaa !9
  %arrayidx30 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %mul31 = fmul float %7, 5.000000e-01
  %arrayidx33 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul31, ptr %arrayidx33, align 4, !tbaa !9
  %arrayidx36 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %mul37 = fmul float %8, 1.500000e+00
  %arrayidx39 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul37, ptr %arrayidx39, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !58
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_046() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.018 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %1, 2.000000e+00
  %div = fdiv float %0, %add3
  %mul4 = fmul float %div, 3.000000e+00
  %2 = tail call float @llvm.fmuladd.f32(float %s0.018, float 7.500000e-01, float %mul4)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %2, ptr %arrayidx6, align 4, !tbaa !9
  %3 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %mul14 = fmul float %4, %5
  %mul15 = fmul float %mul14, 5.000000e-01
  %arrayidx19 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  store float %mul15, ptr %arrayidx19, align 4, !tbaa !9
  %6 = or disjoint i64 %3, 1
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  %7 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  %8 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %mul28 = fmul float %7, %8
  %mul29 = fmul float %mul28, 5.000000e-01
  %arrayidx33 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  store float %mul29, ptr %arrayidx33, align 4, !tbaa !9
  %9 = or disjoint i64 %3, 2
  %arrayidx37 = getelementptr inbounds nuw float, ptr @pd, i64 %9
  %10 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %arrayidx41 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  %11 = load float, ptr %arrayidx41, align 4, !tbaa !9
  %mul42 = fmul float %10, %11
  %mul43 = fmul float %mul42, 5.000000e-01
  %arrayidx47 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  store float %mul43, ptr %arrayidx47, align 4, !tbaa !9
  %12 = or disjoint i64 %3, 3
  %arrayidx51 = getelementptr inbounds nuw float, ptr @pd, i64 %12
  %13 = load float, ptr %arrayidx51, align 4, !tbaa !9
  %arrayidx55 = getelementptr inbounds nuw float, ptr @pb, i64 %12
  %14 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %mul56 = fmul float %13, %14
  %mul57 = fmul float %mul56, 5.000000e-01
  %arrayidx61 = getelementptr inbounds nuw float, ptr @pc, i64 %12
  store float %mul57, ptr %arrayidx61, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !59
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_recvec_047() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  %.pre14 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %3, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre14, %entry ], [ %mul14, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %4, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.010 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %2, 2.000000e+00
  %div = fdiv float %1, %add
  %mul = fmul float %div, 5.000000e-01
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %3 = tail call float @llvm.fmuladd.f32(float %0, float 3.000000e+00, float %r0.010)
  %arrayidx10 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul13 = fmul float %4, %4
  %mul14 = fmul float %mul13, 5.000000e-01
  %arrayidx16 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul14, ptr %arrayidx16, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !60
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_048() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.019 = phi float [ 0.000000e+00, %entry ], [ %16, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pa, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pd, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add5 = fadd float %1, %2
  %mul6 = fmul float %add5, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pb, i64 %0
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %4, %5
  %mul20 = fmul float %add19, 1.500000e+00
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %6 = or disjoint i64 %0, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  %7 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  %8 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %7, %8
  %mul34 = fmul float %add33, 1.500000e+00
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %9 = or disjoint i64 %0, 3
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pa, i64 %9
  %10 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pd, i64 %9
  %11 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %add47 = fadd float %10, %11
  %mul48 = fmul float %add47, 1.500000e+00
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx56 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx56, align 4, !tbaa !9
  %13 = add nsw i64 %indvars.iv, -1
  %arrayidx58 = getelementptr inbounds float, ptr @g, i64 %13
  %14 = load float, ptr %arrayidx58, align 4, !tbaa !9
  %add59 = fadd float %12, %14
  %arrayidx62 = getelementptr inbounds float, ptr @c, i64 %13
  %15 = load float, ptr %arrayidx62, align 4, !tbaa !9
  %add63 = fadd float %15, 2.000000e+00
  %div = fdiv float %add59, %add63
  %mul64 = fmul float %div, 1.500000e+00
  %16 = tail call float @llvm.fmuladd.f32(float %s0.019, float 5.000000e-01, float %mul64)
  %arrayidx66 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %16, ptr %arrayidx66, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !61
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_049() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %1, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.08 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %sub = fsub float %1, %0
  %mul3 = fmul float %sub, 3.000000e+00
  %2 = tail call float @llvm.fmuladd.f32(float %s0.08, float 5.000000e-01, float %mul3)
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %2, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul = fmul float %3, 3.000000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !62
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_050() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 8), align 4, !tbaa !9
  %.pre18 = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 8), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre20, %entry ], [ %mul, %for.body ]
  %1 = phi float [ %.pre19, %entry ], [ %4, %for.body ]
  %2 = phi float [ %.pre18, %entry ], [ %mul21, %for.body ]
  %3 = phi float [ %.pre, %entry ], [ %5, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %mul = fmul float %3, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx6 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add7 = fadd float %2, %4
  %sub10 = fsub float %add7, %1
  %mul11 = fmul float %sub10, 5.000000e-01
  %arrayidx13 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx19 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %add20 = fadd float %5, 2.000000e+00
  %div = fdiv float %0, %add20
  %mul21 = fmul float %div, 3.000000e+00
  %arrayidx23 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul21, ptr %arrayidx23, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %6 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %sub28 = fsub float %6, %6
  %arrayidx31 = getelementptr inbounds nuw i8, ptr %arrayidx2, i64 8
  %7 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %add32 = fadd float %sub28, %7
  %mul33 = fmul float %add32, 3.000000e+00
  %arrayidx35 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul33, ptr %arrayidx35, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !63
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_051() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  %.pre33 = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre33, %entry ], [ %6, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %mul14, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.025 = phi float [ 0.000000e+00, %entry ], [ %4, %for.body ]
  %2 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %sub4 = fsub float %3, %1
  %mul5 = fmul float %sub4, 3.000000e+00
  %4 = tail call float @llvm.fmuladd.f32(float %s0.025, float 7.500000e-01, float %mul5)
  %arrayidx7 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %4, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %mul = fmul float %0, 5.000000e-01
  %arrayidx11 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %mul14 = fmul float %5, 3.000000e+00
  store float %mul14, ptr %arrayidx9, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx20 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %7 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %sub21 = fsub float %6, %7
  %mul22 = fmul float %sub21, 1.500000e+00
  %arrayidx24 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul22, ptr %arrayidx24, align 4, !tbaa !9
  %8 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pc, i64 %8
  %9 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pa, i64 %8
  %10 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %9, %10
  %mul34 = fmul float %add33, 5.000000e-01
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pd, i64 %8
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %11 = or disjoint i64 %8, 1
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pc, i64 %11
  %12 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pa, i64 %11
  %13 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %add47 = fadd float %12, %13
  %mul48 = fmul float %add47, 5.000000e-01
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pd, i64 %11
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %14 = or disjoint i64 %8, 2
  %arrayidx56 = getelementptr inbounds nuw float, ptr @pc, i64 %14
  %15 = load float, ptr %arrayidx56, align 4, !tbaa !9
  %arrayidx60 = getelementptr inbounds nuw float, ptr @pa, i64 %14
  %16 = load float, ptr %arrayidx60, align 4, !tbaa !9
  %add61 = fadd float %15, %16
  %mul62 = fmul float %add61, 5.000000e-01
  %arrayidx66 = getelementptr inbounds nuw float, ptr @pd, i64 %14
  store float %mul62, ptr %arrayidx66, align 4, !tbaa !9
  %17 = or disjoint i64 %8, 3
  %arrayidx70 = getelementptr inbounds nuw float, ptr @pc, i64 %17
  %18 = load float, ptr %arrayidx70, align 4, !tbaa !9
  %arrayidx74 = getelementptr inbounds nuw float, ptr @pa, i64 %17
  %19 = load float, ptr %arrayidx74, align 4, !tbaa !9
  %add75 = fadd float %18, %19
  %mul76 = fmul float %add75, 1.500000e+00
  %arrayidx80 = getelementptr inbounds nuw float, ptr @pd, i64 %17
  store float %mul76, ptr %arrayidx80, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !64
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_052() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  %.pre14 = load i32, ptr getelementptr inbounds nuw (i8, ptr @ic, i64 4), align 4, !tbaa !5
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi i32 [ %.pre14, %entry ], [ %add19, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %6, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %2 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %2, i64 -8
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %4 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul3 = fmul float %4, 5.000000e-01
  %5 = tail call float @llvm.fmuladd.f32(float %3, float 7.500000e-01, float %mul3)
  store float %5, ptr %2, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add = fadd float %6, 2.000000e+00
  %div = fdiv float %1, %add
  %mul = fmul float %div, 5.000000e-01
  %arrayidx12 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  %7 = load i32, ptr %arrayidx17, align 4, !tbaa !5
  %mul18 = mul nsw i32 %7, 7
  %add19 = add nsw i32 %mul18, %0
  %arrayidx21 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  store i32 %add19, ptr %arrayidx21, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !65
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_053() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr i32, ptr @ib, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load i32, ptr %arrayidx3, align 4, !tbaa !5
  %arrayidx5 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx5, align 4, !tbaa !5
  %mul = mul nsw i32 %3, 3
  %add = add nsw i32 %mul, %2
  store i32 %add, ptr %1, align 4, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %cmp10 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp10, label %if.then11, label %for.inc

if.then11:                                        ; preds = %if.end
  %arrayidx15 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %5 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %add16 = fadd float %4, %5
  %arrayidx19 = getelementptr i8, ptr %arrayidx15, i64 -4
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %add20 = fadd float %6, 2.000000e+00
  %div = fdiv float %add16, %add20
  %mul21 = fmul float %div, 5.000000e-01
  %arrayidx23 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul21, ptr %arrayidx23, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then11, %if.end
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !66
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_054() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %1, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.09 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %1, 5.000000e-01
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %mul5 = fmul float %0, 1.500000e+00
  %arrayidx7 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul5, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %mul12 = fmul float %2, 1.500000e+00
  %3 = tail call float @llvm.fmuladd.f32(float %s2.09, float 5.000000e-01, float %mul12)
  %arrayidx14 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %3, ptr %arrayidx14, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !67
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_055() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %0, %2
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add7 = fadd float %3, 2.000000e+00
  %div = fdiv float %add3, %add7
  %mul = fmul float %div, 5.000000e-01
  %arrayidx9 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx9, align 4, !tbaa !9
  %mul12 = fmul float %mul, 3.000000e+00
  %arrayidx14 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  %mul17 = fmul float %mul12, 5.000000e-01
  store float %mul17, ptr %1, align 4, !tbaa !9
  %4 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx22 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %mul23 = fmul float %5, 5.000000e-01
  %arrayidx25 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul23, ptr %arrayidx25, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !68
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_slp_056() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %2, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.019 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %0, %1
  %2 = tail call float @llvm.fmuladd.f32(float %add, float 1.500000e+00, float %r0.019)
  %arrayidx4 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul = fmul float %3, 3.000000e+00
  %arrayidx6 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx6, align 4, !tbaa !9
  %4 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pc, i64 %4
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pb, i64 %4
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %add15 = fadd float %5, %6
  %mul16 = fmul float %add15, 1.500000e+00
  %arrayidx20 = getelementptr inbounds nuw float, ptr @pd, i64 %4
  store float %mul16, ptr %arrayidx20, align 4, !tbaa !9
  %7 = or disjoint i64 %4, 1
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pc, i64 %7
  %8 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pb, i64 %7
  %9 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %add29 = fadd float %8, %9
  %mul30 = fmul float %add29, 5.000000e-01
  %arrayidx34 = getelementptr inbounds nuw float, ptr @pd, i64 %7
  store float %mul30, ptr %arrayidx34, align 4, !tbaa !9
  %10 = or disjoint i64 %4, 2
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pc, i64 %10
  %11 = load float, ptr %arrayidx38, align 4, !tbaa !9
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pb, i64 %10
  %12 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %add43 = fadd float %11, %12
  %mul44 = fmul float %add43, 1.500000e+00
  %arrayidx48 = getelementptr inbounds nuw float, ptr @pd, i64 %10
  store float %mul44, ptr %arrayidx48, align 4, !tbaa !9
  %13 = or disjoint i64 %4, 3
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pc, i64 %13
  %14 = load float, ptr %arrayidx52, align 4, !tbaa !9
  %arrayidx56 = getelementptr inbounds nuw float, ptr @pb, i64 %13
  %15 = load float, ptr %arrayidx56, align 4, !tbaa !9
  %add57 = fadd float %14, %15
  %mul58 = fmul float %add57, 1.500000e+00
  %arrayidx62 = getelementptr inbounds nuw float, ptr @pd, i64 %13
  store float %mul58, ptr %arrayidx62, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !69
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_recvec_057() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %4, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.07 = phi float [ 0.000000e+00, %entry ], [ %4, %for.body ]
  %0 = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds float, ptr @c, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %1, %2
  %mul = fmul float %add3, 1.500000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds float, ptr @e, i64 %0
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %4 = tail call float @llvm.fmuladd.f32(float %3, float 5.000000e-01, float %r0.07)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !70
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_058() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  %arrayidx3 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul = fmul float %1, 3.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx10 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %sub = fsub float %2, %3
  %arrayidx17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %add18 = fadd float %4, 2.000000e+00
  %div = fdiv float %sub, %add18
  %mul19 = fmul float %div, 5.000000e-01
  %arrayidx21 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul19, ptr %arrayidx21, align 4, !tbaa !9
  %sub26 = fsub float %0, %mul
  %mul27 = fmul float %sub26, 1.500000e+00
  store float %mul27, ptr %arrayidx12, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !71
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_059() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.017 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %s0.016 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %0 = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds float, ptr @e, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %1, 3.000000e+00
  %2 = tail call float @llvm.fmuladd.f32(float %s0.016, float 5.000000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %2, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds float, ptr @a, i64 %0
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul9 = fmul float %3, %4
  %mul10 = fmul float %mul9, 1.500000e+00
  %5 = tail call float @llvm.fmuladd.f32(float %s1.017, float 5.000000e-01, float %mul10)
  %arrayidx12 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %add17 = fadd float %7, 2.000000e+00
  %div = fdiv float %6, %add17
  %mul = fmul float %div, 3.000000e+00
  %arrayidx19 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx24 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %add25 = fadd float %5, %8
  %arrayidx28 = getelementptr inbounds nuw i8, ptr %arrayidx12, i64 8
  %9 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %sub29 = fsub float %add25, %9
  %mul30 = fmul float %sub29, 1.500000e+00
  store float %mul30, ptr %arrayidx12, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !72
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_060() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  %.pre21 = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 4), align 4, !tbaa !9
  %.pre22 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre22, %entry ], [ %5, %for.body ]
  %1 = phi float [ %.pre21, %entry ], [ %7, %for.body ]
  %2 = phi float [ %.pre20, %entry ], [ %0, %for.body ]
  %3 = phi float [ %.pre, %entry ], [ %mul38, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %mul = fmul float %3, %2
  %mul4 = fmul float %mul, 3.000000e+00
  %arrayidx6 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul4, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx10 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul11 = fmul float %4, %5
  %mul12 = fmul float %mul11, 5.000000e-01
  %arrayidx14 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 8
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %add20 = fadd float %mul4, %6
  %mul21 = fmul float %add20, 5.000000e-01
  %arrayidx23 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul21, ptr %arrayidx23, align 4, !tbaa !9
  %sub29 = fsub float %mul12, %1
  %mul30 = fmul float %sub29, 1.500000e+00
  %arrayidx32 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul30, ptr %arrayidx32, align 4, !tbaa !9
  %arrayidx36 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %7 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %add37 = fadd float %0, %7
  %mul38 = fmul float %add37, 5.000000e-01
  store float %mul38, ptr %arrayidx8, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !73
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_061() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pd, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pa, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %sub = fsub float %1, %2
  %mul5 = fmul float %sub, 1.500000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pb, i64 %0
  store float %mul5, ptr %arrayidx9, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx13 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %4 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %4, %5
  %mul19 = fmul float %sub18, 5.000000e-01
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  store float %mul19, ptr %arrayidx23, align 4, !tbaa !9
  %6 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx26 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx30 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %mul31 = fmul float %8, 5.000000e-01
  %9 = tail call float @llvm.fmuladd.f32(float %7, float 5.000000e-01, float %mul31)
  store float %9, ptr %6, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !74
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_062() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %1 = getelementptr i32, ptr @ic, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %1, i64 -4
  %2 = load i32, ptr %arrayidx4, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx6, align 4, !tbaa !5
  %mul7 = mul nsw i32 %3, 5
  %add = add nsw i32 %mul7, %2
  store i32 %add, ptr %1, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !75
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_063() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr i8, ptr %arrayidx, i64 -4
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %cmp5 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp5, label %if.then, label %for.body.if.end_crit_edge

for.body.if.end_crit_edge:                        ; preds = %for.body
  %arrayidx18.phi.trans.insert = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %.pre = load float, ptr %arrayidx18.phi.trans.insert, align 4, !tbaa !9
  br label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx7 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw i8, ptr %arrayidx2, i64 4
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %sub10 = fsub float %2, %3
  %arrayidx12 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %add13 = fadd float %sub10, %4
  %mul14 = fmul float %add13, 5.000000e-01
  %arrayidx16 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul14, ptr %arrayidx16, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body.if.end_crit_edge
  %5 = phi float [ %.pre, %for.body.if.end_crit_edge ], [ %mul14, %if.then ]
  %mul21 = fmul float %mul, %5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx24 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %add25 = fadd float %6, 2.000000e+00
  %div = fdiv float %mul21, %add25
  %mul26 = fmul float %div, 3.000000e+00
  %arrayidx28 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul26, ptr %arrayidx28, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !76
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_064() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds float, ptr @f, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx3 = getelementptr inbounds float, ptr @e, i64 %0
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %sub4 = fsub float %1, %2
  %arrayidx6 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %sub4, ptr %arrayidx6, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx8 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %sub11 = fsub float %3, %4
  %mul = fmul float %3, %sub11
  %mul15 = fmul float %mul, 5.000000e-01
  %arrayidx17 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul15, ptr %arrayidx17, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !77
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_back_065() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %6, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r9.012 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %0 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %1, 5.000000e-01
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %sub7 = fsub float %2, %mul
  %mul8 = fmul float %sub7, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul8, ptr %arrayidx10, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx12 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %add15 = fadd float %3, %4
  %mul16 = fmul float %add15, 3.000000e+00
  store float %mul16, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx20 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %5 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %6 = tail call float @llvm.fmuladd.f32(float %5, float 3.000000e+00, float %r9.012)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !78
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_slp_066() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %14, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %mul68, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.021 = phi float [ 0.000000e+00, %entry ], [ %14, %for.body ]
  %1 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pb, i64 %1
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pc, i64 %1
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add5 = fadd float %2, %3
  %mul6 = fmul float %add5, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pa, i64 %1
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %4 = or disjoint i64 %1, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pb, i64 %4
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pc, i64 %4
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %5, %6
  %mul20 = fmul float %add19, 1.500000e+00
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pa, i64 %4
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %7 = or disjoint i64 %1, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pb, i64 %7
  %8 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pc, i64 %7
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %8, %9
  %mul34 = fmul float %add33, 5.000000e-01
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pa, i64 %7
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %10 = or disjoint i64 %1, 3
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pb, i64 %10
  %11 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pc, i64 %10
  %12 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %add47 = fadd float %11, %12
  %mul48 = fmul float %add47, 1.500000e+00
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pa, i64 %10
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx55 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %13 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %14 = tail call float @llvm.fmuladd.f32(float %13, float 3.000000e+00, float %r0.021)
  %arrayidx58 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %15 = load float, ptr %arrayidx58, align 4, !tbaa !9
  %sub61 = fsub float %15, %0
  %mul62 = fmul float %sub61, 5.000000e-01
  %arrayidx64 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul62, ptr %arrayidx64, align 4, !tbaa !9
  %16 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx67 = getelementptr i8, ptr %16, i64 -4
  %17 = load float, ptr %arrayidx67, align 4, !tbaa !9
  %mul68 = fmul float %17, 1.500000e+00
  %arrayidx70 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul68, ptr %arrayidx70, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !79
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_recvec_067() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %3, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.011 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %r0.010 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %0, %1
  %mul3 = fmul float %mul, 3.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul3, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %3 = tail call float @llvm.fmuladd.f32(float %2, float 3.000000e+00, float %r0.010)
  %arrayidx11 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %mul12 = fmul float %4, 5.000000e-01
  %5 = tail call float @llvm.fmuladd.f32(float %s1.011, float 7.500000e-01, float %mul12)
  %arrayidx14 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %5, ptr %arrayidx14, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !80
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_cf_068() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  %r0.1.lcssa = phi float [ %r0.1, %for.inc ]
  ret float %r0.1.lcssa

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %r0.018 = phi float [ 0.000000e+00, %entry ], [ %r0.1, %for.inc ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pb, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add5 = fadd float %1, %2
  %mul6 = fmul float %add5, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pa, i64 %0
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %4, %5
  %mul20 = fmul float %add19, 1.500000e+00
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %6 = or disjoint i64 %0, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  %7 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  %8 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %7, %8
  %mul34 = fmul float %add33, 1.500000e+00
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %9 = or disjoint i64 %0, 3
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  %10 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  %11 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %add47 = fadd float %10, %11
  %mul48 = fmul float %add47, 5.000000e-01
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pa, i64 %9
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %arrayidx54 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %12 = load float, ptr %arrayidx54, align 4, !tbaa !9
  %cmp55 = fcmp ogt float %12, 0.000000e+00
  br i1 %cmp55, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx57 = getelementptr i8, ptr %arrayidx54, i64 -4
  %13 = load float, ptr %arrayidx57, align 4, !tbaa !9
  %arrayidx59 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %14 = load float, ptr %arrayidx59, align 4, !tbaa !9
  %add60 = fadd float %13, %14
  %15 = tail call float @llvm.fmuladd.f32(float %add60, float 3.000000e+00, float %r0.018)
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %r0.1 = phi float [ %15, %if.then ], [ %r0.018, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !81
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_069() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s1.08 = phi float [ 0.000000e+00, %entry ], [ %3, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul = fmul float %1, 1.500000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx8 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul9 = fmul float %2, 1.500000e+00
  %3 = tail call float @llvm.fmuladd.f32(float %s1.08, float 5.000000e-01, float %mul9)
  %arrayidx11 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %3, ptr %arrayidx11, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !82
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_070() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %6, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  %3 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add5 = fadd float %add, %4
  %mul = fmul float %add5, 1.500000e+00
  %arrayidx7 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx10 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %mul14 = fmul float %5, %6
  %mul15 = fmul float %mul14, 5.000000e-01
  store float %mul15, ptr %3, align 4, !tbaa !9
  %7 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx20 = getelementptr i8, ptr %7, i64 -8
  %8 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %mul24 = fmul float %0, 3.000000e+00
  %9 = tail call float @llvm.fmuladd.f32(float %8, float 5.000000e-01, float %mul24)
  store float %9, ptr %7, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !83
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_071() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.011 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pa, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pd, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %sub = fsub float %1, %2
  %mul5 = fmul float %sub, 1.500000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  store float %mul5, ptr %arrayidx9, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx13 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %4 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %4, %5
  %mul19 = fmul float %sub18, 1.500000e+00
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  store float %mul19, ptr %arrayidx23, align 4, !tbaa !9
  %arrayidx26 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %6 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %mul27 = fmul float %6, 3.000000e+00
  %7 = tail call float @llvm.fmuladd.f32(float %s0.011, float 7.500000e-01, float %mul27)
  %arrayidx29 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %7, ptr %arrayidx29, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !84
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_recvec_072() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %3, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %2, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.016 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %r0.015 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %1, %2
  %3 = tail call float @llvm.fmuladd.f32(float %mul, float 3.000000e+00, float %r0.015)
  %4 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul7 = fmul float %5, 3.000000e+00
  %6 = tail call float @llvm.fmuladd.f32(float %s1.016, float 5.000000e-01, float %mul7)
  %arrayidx9 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %6, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %7 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %8 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add14 = fadd float %8, 2.000000e+00
  %div = fdiv float %7, %add14
  %mul15 = fmul float %div, 1.500000e+00
  store float %mul15, ptr %4, align 4, !tbaa !9
  %mul20 = fmul float %6, 1.500000e+00
  store float %mul20, ptr %arrayidx11, align 4, !tbaa !9
  %mul25 = fmul float %0, 5.000000e-01
  %arrayidx27 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul25, ptr %arrayidx27, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !85
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_073() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr i32, ptr @ic, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load i32, ptr %arrayidx3, align 4, !tbaa !5
  %arrayidx5 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx5, align 4, !tbaa !5
  %mul = mul nsw i32 %3, 5
  %add = add nsw i32 %mul, %2
  store i32 %add, ptr %1, align 4, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %cmp10 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp10, label %if.then11, label %for.inc

if.then11:                                        ; preds = %if.end
  %5 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx14 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %mul15 = fmul float %6, 3.000000e+00
  %arrayidx17 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul15, ptr %arrayidx17, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then11, %if.end
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !86
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_074() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 12), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %0 = phi float [ %.pre, %entry ], [ %14, %if.end ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s0.023 = phi float [ 0.000000e+00, %entry ], [ %3, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub = fsub float %1, %2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %mul5 = fmul float %sub, %0
  %add8 = fadd float %1, 2.000000e+00
  %div = fdiv float %mul5, %add8
  %mul9 = fmul float %div, 3.000000e+00
  %3 = tail call float @llvm.fmuladd.f32(float %s0.023, float 5.000000e-01, float %mul9)
  %arrayidx11 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %3, ptr %arrayidx11, align 4, !tbaa !9
  %4 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx16 = getelementptr inbounds nuw float, ptr @g, i64 %4
  %5 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %add17 = fadd float %5, %3
  %arrayidx20 = getelementptr inbounds nuw float, ptr @c, i64 %4
  %6 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %add21 = fadd float %6, %add17
  %arrayidx23 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %add21, ptr %arrayidx23, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %7 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %cmp26 = fcmp ogt float %7, 0.000000e+00
  br i1 %cmp26, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx29 = getelementptr i8, ptr %arrayidx25, i64 -4
  %8 = load float, ptr %arrayidx29, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %sub33 = fsub float %8, %9
  %mul = fmul float %sub33, 5.000000e-01
  %arrayidx35 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx35, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %10 = add nsw i64 %indvars.iv, -2
  %arrayidx38 = getelementptr inbounds float, ptr @e, i64 %10
  %11 = load float, ptr %arrayidx38, align 4, !tbaa !9
  %add41 = fadd float %1, %11
  %arrayidx44 = getelementptr inbounds float, ptr @b, i64 %10
  %12 = load float, ptr %arrayidx44, align 4, !tbaa !9
  %sub45 = fsub float %add41, %12
  %mul46 = fmul float %sub45, 1.500000e+00
  store float %mul46, ptr %arrayidx25, align 4, !tbaa !9
  %arrayidx51 = getelementptr i8, ptr %arrayidx23, i64 -4
  %13 = load float, ptr %arrayidx51, align 4, !tbaa !9
  %arrayidx54 = getelementptr inbounds nuw float, ptr @a, i64 %4
  %14 = load float, ptr %arrayidx54, align 4, !tbaa !9
  %mul55 = fmul float %13, %14
  store float %mul55, ptr %arrayidx2, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !87
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_075() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 4), align 4, !tbaa !9
  %.pre23 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  %.pre24 = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre24, %entry ], [ %5, %for.body ]
  %1 = phi float [ %.pre23, %entry ], [ %mul29, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %mul20, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %3, 5.000000e-01
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %sub8 = fsub float %2, %1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx10 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add11 = fadd float %4, 2.000000e+00
  %div = fdiv float %sub8, %add11
  %mul12 = fmul float %div, 5.000000e-01
  %arrayidx14 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %5, %mul12
  %mul20 = fmul float %add19, 3.000000e+00
  %arrayidx22 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul20, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %mul28 = fmul float %3, %6
  %mul29 = fmul float %mul28, 5.000000e-01
  %arrayidx31 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul29, ptr %arrayidx31, align 4, !tbaa !9
  %add36 = fadd float %3, %mul20
  %mul37 = fmul float %add36, 3.000000e+00
  %arrayidx39 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul37, ptr %arrayidx39, align 4, !tbaa !9
  %sub46 = fsub float %0, %6
  %mul47 = fmul float %sub46, 5.000000e-01
  %arrayidx49 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul47, ptr %arrayidx49, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !88
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_076() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add = fadd float %2, %3
  %mul5 = fmul float %add, 1.500000e+00
  %4 = tail call float @llvm.fmuladd.f32(float %1, float 5.000000e-01, float %mul5)
  store float %4, ptr %0, align 4, !tbaa !9
  %5 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pd, i64 %5
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pb, i64 %5
  %7 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %mul15 = fmul float %6, %7
  %mul16 = fmul float %mul15, 5.000000e-01
  %arrayidx20 = getelementptr inbounds nuw float, ptr @pa, i64 %5
  store float %mul16, ptr %arrayidx20, align 4, !tbaa !9
  %8 = or disjoint i64 %5, 1
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pd, i64 %8
  %9 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pb, i64 %8
  %10 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %mul29 = fmul float %9, %10
  %mul30 = fmul float %mul29, 1.500000e+00
  %arrayidx34 = getelementptr inbounds nuw float, ptr @pa, i64 %8
  store float %mul30, ptr %arrayidx34, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !89
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_077() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %4, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add = fadd float %1, %2
  %mul7 = fmul float %add, 5.000000e-01
  %arrayidx9 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx11 = getelementptr i8, ptr %arrayidx6, i64 -4
  %3 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx15 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %mul16 = fmul float %4, 1.500000e+00
  %5 = tail call float @llvm.fmuladd.f32(float %3, float 5.000000e-01, float %mul16)
  store float %5, ptr %arrayidx6, align 4, !tbaa !9
  %mul22 = fmul float %4, 3.000000e+00
  store float %mul22, ptr %arrayidx4, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !90
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_078() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %0 = phi float [ %.pre, %entry ], [ %17, %if.end ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %1 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pd, i64 %1
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pb, i64 %1
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %2, %3
  %mul6 = fmul float %mul5, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pc, i64 %1
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %4 = or disjoint i64 %1, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pd, i64 %4
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pb, i64 %4
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul19 = fmul float %5, %6
  %mul20 = fmul float %mul19, 5.000000e-01
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pc, i64 %4
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %7 = or disjoint i64 %1, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pd, i64 %7
  %8 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pb, i64 %7
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %mul33 = fmul float %8, %9
  %mul34 = fmul float %mul33, 1.500000e+00
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pc, i64 %7
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %10 = or disjoint i64 %1, 3
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pd, i64 %10
  %11 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pb, i64 %10
  %12 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %mul47 = fmul float %11, %12
  %mul48 = fmul float %mul47, 1.500000e+00
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pc, i64 %10
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %cmp55 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp55, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %13 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx57 = getelementptr i8, ptr %13, i64 -8
  %14 = load float, ptr %arrayidx57, align 4, !tbaa !9
  %arrayidx60 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %15 = load float, ptr %arrayidx60, align 4, !tbaa !9
  %mul61 = fmul float %15, 3.000000e+00
  %16 = tail call float @llvm.fmuladd.f32(float %14, float 5.000000e-01, float %mul61)
  store float %16, ptr %13, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx66 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %17 = load float, ptr %arrayidx66, align 4, !tbaa !9
  %mul67 = fmul float %17, 1.500000e+00
  %arrayidx69 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul67, ptr %arrayidx69, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !91
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_079() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  %.pre18 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %0 = phi float [ %.pre18, %entry ], [ %3, %for.inc ]
  %1 = phi float [ %.pre, %entry ], [ %4, %for.inc ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s0.014 = phi float [ 0.000000e+00, %entry ], [ %3, %for.inc ]
  %arrayidx2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  %3 = tail call float @llvm.fmuladd.f32(float %s0.014, float 5.000000e-01, float %add)
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %3, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add9 = fadd float %4, %5
  %arrayidx11 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %add9, ptr %arrayidx11, align 4, !tbaa !9
  %6 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx14 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %mul = fmul float %7, 1.500000e+00
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  %cmp20 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp20, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx22 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %8 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %mul23 = fmul float %8, 1.500000e+00
  store float %mul23, ptr %arrayidx8, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !92
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_080() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  %.pre21 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre21, %entry ], [ %mul9, %for.body ]
  %1 = phi float [ %.pre20, %entry ], [ %mul36, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %3, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add3 = fadd float %3, %2
  %mul = fmul float %add3, %1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %add8 = fadd float %4, 2.000000e+00
  %div = fdiv float %mul, %add8
  %mul9 = fmul float %div, 5.000000e-01
  %arrayidx11 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul9, ptr %arrayidx11, align 4, !tbaa !9
  %sub17 = fsub float %4, %0
  %mul18 = fmul float %sub17, 3.000000e+00
  %arrayidx20 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul18, ptr %arrayidx20, align 4, !tbaa !9
  %arrayidx22 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %5 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %add26 = fadd float %5, %6
  %sub29 = fsub float %add26, %mul9
  %mul30 = fmul float %sub29, 1.500000e+00
  %arrayidx32 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul30, ptr %arrayidx32, align 4, !tbaa !9
  %7 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx35 = getelementptr i8, ptr %7, i64 -4
  %8 = load float, ptr %arrayidx35, align 4, !tbaa !9
  %mul36 = fmul float %8, 5.000000e-01
  %arrayidx38 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul36, ptr %arrayidx38, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !93
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_081() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  %.pre32 = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre32, %entry ], [ %16, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %mul83, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %2 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pd, i64 %2
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pa, i64 %2
  %4 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add5 = fadd float %3, %4
  %mul6 = fmul float %add5, 5.000000e-01
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pb, i64 %2
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %5 = or disjoint i64 %2, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pd, i64 %5
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pa, i64 %5
  %7 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %6, %7
  %mul20 = fmul float %add19, 5.000000e-01
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pb, i64 %5
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %8 = or disjoint i64 %2, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pd, i64 %8
  %9 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pa, i64 %8
  %10 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %9, %10
  %mul34 = fmul float %add33, 1.500000e+00
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pb, i64 %8
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %11 = or disjoint i64 %2, 3
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pd, i64 %11
  %12 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pa, i64 %11
  %13 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %add47 = fadd float %12, %13
  %mul48 = fmul float %add47, 5.000000e-01
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pb, i64 %11
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %14 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx54 = getelementptr i8, ptr %14, i64 -8
  %15 = load float, ptr %arrayidx54, align 4, !tbaa !9
  %arrayidx57 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %16 = load float, ptr %arrayidx57, align 4, !tbaa !9
  %mul58 = fmul float %16, 5.000000e-01
  %17 = tail call float @llvm.fmuladd.f32(float %15, float 5.000000e-01, float %mul58)
  store float %17, ptr %14, align 4, !tbaa !9
  %arrayidx62 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %18 = load float, ptr %arrayidx62, align 4, !tbaa !9
  %mul63 = fmul float %18, 1.500000e+00
  %arrayidx65 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul63, ptr %arrayidx65, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx71 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %19 = load float, ptr %arrayidx71, align 4, !tbaa !9
  %add72 = fadd float %1, %19
  %20 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx75 = getelementptr i8, ptr %20, i64 -4
  %21 = load float, ptr %arrayidx75, align 4, !tbaa !9
  %sub76 = fsub float %add72, %21
  %mul77 = fmul float %sub76, 3.000000e+00
  %arrayidx79 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul77, ptr %arrayidx79, align 4, !tbaa !9
  %mul83 = fmul float %0, 5.000000e-01
  store float %mul83, ptr %arrayidx62, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !94
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_082() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %mul, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.07 = phi float [ 0.000000e+00, %entry ], [ %1, %for.body ]
  %mul1 = fmul float %0, 3.000000e+00
  %1 = tail call float @llvm.fmuladd.f32(float %s0.07, float 7.500000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %1, ptr %arrayidx3, align 4, !tbaa !9
  %2 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul = fmul float %3, 5.000000e-01
  %arrayidx8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !95
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_cf_083() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  %.lcssa = phi float [ %2, %if.end ]
  ret float %.lcssa

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %r0.024 = phi float [ 0.000000e+00, %entry ], [ %2, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %0, %1
  %2 = tail call float @llvm.fmuladd.f32(float %add3, float 3.000000e+00, float %r0.024)
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %cmp6 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp6, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %mul = fmul float %4, %5
  %mul12 = fmul float %mul, 3.000000e+00
  %arrayidx14 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %6 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx16 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %mul20 = fmul float %7, %1
  %mul21 = fmul float %mul20, 1.500000e+00
  store float %mul21, ptr %arrayidx, align 4, !tbaa !9
  %8 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx27 = getelementptr inbounds nuw float, ptr @pd, i64 %8
  %9 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx31 = getelementptr inbounds nuw float, ptr @pa, i64 %8
  %10 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %sub32 = fsub float %9, %10
  %mul33 = fmul float %sub32, 1.500000e+00
  %arrayidx37 = getelementptr inbounds nuw float, ptr @pc, i64 %8
  store float %mul33, ptr %arrayidx37, align 4, !tbaa !9
  %11 = or disjoint i64 %8, 1
  %arrayidx41 = getelementptr inbounds nuw float, ptr @pd, i64 %11
  %12 = load float, ptr %arrayidx41, align 4, !tbaa !9
  %arrayidx45 = getelementptr inbounds nuw float, ptr @pa, i64 %11
  %13 = load float, ptr %arrayidx45, align 4, !tbaa !9
  %sub46 = fsub float %12, %13
  %mul47 = fmul float %sub46, 5.000000e-01
  %arrayidx51 = getelementptr inbounds nuw float, ptr @pc, i64 %11
  store float %mul47, ptr %arrayidx51, align 4, !tbaa !9
  %14 = or disjoint i64 %8, 2
  %arrayidx55 = getelementptr inbounds nuw float, ptr @pd, i64 %14
  %15 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %arrayidx59 = getelementptr inbounds nuw float, ptr @pa, i64 %14
  %16 = load float, ptr %arrayidx59, align 4, !tbaa !9
  %sub60 = fsub float %15, %16
  %mul61 = fmul float %sub60, 5.000000e-01
  %arrayidx65 = getelementptr inbounds nuw float, ptr @pc, i64 %14
  store float %mul61, ptr %arrayidx65, align 4, !tbaa !9
  %17 = or disjoint i64 %8, 3
  %arrayidx69 = getelementptr inbounds nuw float, ptr @pd, i64 %17
  %18 = load float, ptr %arrayidx69, align 4, !tbaa !9
  %arrayidx73 = getelementptr inbounds nuw float, ptr @pa, i64 %17
  %19 = load float, ptr %arrayidx73, align 4, !tbaa !9
  %sub74 = fsub float %18, %19
  %mul75 = fmul float %sub74, 5.000000e-01
  %arrayidx79 = getelementptr inbounds nuw float, ptr @pc, i64 %17
  store float %mul75, ptr %arrayidx79, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !96
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_084() local_unnamed_addr #0 {
entry:
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 12), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre19, %entry ], [ %4, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %2
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %1, %3
  %mul3 = fmul float %mul, 3.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul3, ptr %arrayidx5, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx11 = getelementptr inbounds nuw float, ptr @d, i64 %2
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %arrayidx17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx19 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %5 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx22 = getelementptr i8, ptr %arrayidx13, i64 -8
  %6 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %add23 = fadd float %5, %6
  %add27 = fadd float %add23, %0
  %arrayidx29 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %add27, ptr %arrayidx29, align 4, !tbaa !9
  %arrayidx32 = getelementptr i8, ptr %arrayidx5, i64 -4
  %7 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %mul36 = fmul float %7, %7
  store float %mul36, ptr %arrayidx17, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !97
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_085() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add5 = fadd float %3, 2.000000e+00
  %div = fdiv float %add, %add5
  %mul = fmul float %div, 1.500000e+00
  %arrayidx7 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %mul12 = fmul float %4, %4
  %add15 = fadd float %4, 2.000000e+00
  %div16 = fdiv float %mul12, %add15
  %mul17 = fmul float %div16, 3.000000e+00
  store float %mul17, ptr %0, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !98
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_086() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.014 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, 2.000000e+00
  %div = fdiv float %0, %add
  %mul3 = fmul float %div, 1.500000e+00
  %2 = tail call float @llvm.fmuladd.f32(float %s0.014, float 7.500000e-01, float %mul3)
  %arrayidx5 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %2, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %mul = fmul float %3, 5.000000e-01
  %arrayidx9 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx9, align 4, !tbaa !9
  %4 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx13 = getelementptr inbounds nuw float, ptr @pa, i64 %4
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @pd, i64 %4
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %mul18 = fmul float %5, %6
  %mul19 = fmul float %mul18, 1.500000e+00
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pc, i64 %4
  store float %mul19, ptr %arrayidx23, align 4, !tbaa !9
  %7 = or disjoint i64 %4, 1
  %arrayidx27 = getelementptr inbounds nuw float, ptr @pa, i64 %7
  %8 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx31 = getelementptr inbounds nuw float, ptr @pd, i64 %7
  %9 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %mul32 = fmul float %8, %9
  %mul33 = fmul float %mul32, 5.000000e-01
  %arrayidx37 = getelementptr inbounds nuw float, ptr @pc, i64 %7
  store float %mul33, ptr %arrayidx37, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !99
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_087() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 8), align 4, !tbaa !9
  %.pre14 = load i32, ptr getelementptr inbounds nuw (i8, ptr @ia, i64 4), align 4, !tbaa !5
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi i32 [ %.pre14, %entry ], [ %add21, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %4, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %2 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add = fadd float %1, 2.000000e+00
  %div = fdiv float %3, %add
  %mul = fmul float %div, 1.500000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %add10 = fadd float %5, 2.000000e+00
  %div11 = fdiv float %4, %add10
  %mul12 = fmul float %div11, 1.500000e+00
  %arrayidx14 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx19 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  %6 = load i32, ptr %arrayidx19, align 4, !tbaa !5
  %mul20 = mul nsw i32 %6, 3
  %add21 = add nsw i32 %mul20, %0
  %arrayidx23 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  store i32 %add21, ptr %arrayidx23, align 4, !tbaa !5
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !100
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_088() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s0.014 = phi float [ 0.000000e+00, %entry ], [ %1, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %0, 1.500000e+00
  %1 = tail call float @llvm.fmuladd.f32(float %s0.014, float 7.500000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %1, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %cmp6 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp6, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %mul = fmul float %2, 5.000000e-01
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %3 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx13 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %4 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %mul18 = fmul float %4, %5
  %mul19 = fmul float %mul18, 1.500000e+00
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  store float %mul19, ptr %arrayidx23, align 4, !tbaa !9
  %6 = or disjoint i64 %3, 1
  %arrayidx27 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  %7 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx31 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  %8 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %mul32 = fmul float %7, %8
  %mul33 = fmul float %mul32, 5.000000e-01
  %arrayidx37 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  store float %mul33, ptr %arrayidx37, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !101
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_089() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  %.pre14 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre14, %entry ], [ %mul21, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %8, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %2 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %4 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %arrayidx2 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %5 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %3, %5
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %sub3, ptr %arrayidx5, align 4, !tbaa !9
  %mul = fmul float %1, 1.500000e+00
  store float %mul, ptr %4, align 4, !tbaa !9
  %6 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx12 = getelementptr i8, ptr %6, i64 -8
  %7 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx15 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %sub16 = fsub float %7, %8
  %mul20 = fmul float %sub16, %0
  %mul21 = fmul float %mul20, 5.000000e-01
  %arrayidx23 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul21, ptr %arrayidx23, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !102
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_back_090() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  %.pre16 = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %8, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre16, %entry ], [ %2, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %7, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r9.012 = phi float [ 0.000000e+00, %entry ], [ %8, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %2, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %add8 = fadd float %3, %4
  %add11 = fadd float %add8, %1
  %5 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx14 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %add15 = fadd float %6, 2.000000e+00
  %div = fdiv float %add11, %add15
  %mul16 = fmul float %div, 3.000000e+00
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul16, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx20 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %7 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %sub24 = fsub float %7, %0
  %8 = tail call float @llvm.fmuladd.f32(float %sub24, float 5.000000e-01, float %r9.012)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !103
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_091() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %3, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul3 = fmul float %2, 5.000000e-01
  %3 = tail call float @llvm.fmuladd.f32(float %0, float 5.000000e-01, float %mul3)
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %3, ptr %arrayidx5, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add11 = fadd float %4, %5
  %mul = fmul float %add11, 3.000000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %6, 2.000000e+00
  %div = fdiv float %2, %add19
  %mul20 = fmul float %div, 3.000000e+00
  %arrayidx22 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul20, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %arrayidx28 = getelementptr inbounds float, ptr @e, i64 %1
  %8 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %sub29 = fsub float %7, %8
  %arrayidx32 = getelementptr inbounds float, ptr @g, i64 %1
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %9, 2.000000e+00
  %div34 = fdiv float %sub29, %add33
  %mul35 = fmul float %div34, 5.000000e-01
  %arrayidx37 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul35, ptr %arrayidx37, align 4, !tbaa !9
  %10 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx41 = getelementptr inbounds nuw float, ptr @pd, i64 %10
  %11 = load float, ptr %arrayidx41, align 4, !tbaa !9
  %arrayidx45 = getelementptr inbounds nuw float, ptr @pb, i64 %10
  %12 = load float, ptr %arrayidx45, align 4, !tbaa !9
  %add46 = fadd float %11, %12
  %mul47 = fmul float %add46, 1.500000e+00
  %arrayidx51 = getelementptr inbounds nuw float, ptr @pa, i64 %10
  store float %mul47, ptr %arrayidx51, align 4, !tbaa !9
  %13 = or disjoint i64 %10, 1
  %arrayidx55 = getelementptr inbounds nuw float, ptr @pd, i64 %13
  %14 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %arrayidx59 = getelementptr inbounds nuw float, ptr @pb, i64 %13
  %15 = load float, ptr %arrayidx59, align 4, !tbaa !9
  %add60 = fadd float %14, %15
  %mul61 = fmul float %add60, 1.500000e+00
  %arrayidx65 = getelementptr inbounds nuw float, ptr @pa, i64 %13
  store float %mul61, ptr %arrayidx65, align 4, !tbaa !9
  %16 = or disjoint i64 %10, 2
  %arrayidx69 = getelementptr inbounds nuw float, ptr @pd, i64 %16
  %17 = load float, ptr %arrayidx69, align 4, !tbaa !9
  %arrayidx73 = getelementptr inbounds nuw float, ptr @pb, i64 %16
  %18 = load float, ptr %arrayidx73, align 4, !tbaa !9
  %add74 = fadd float %17, %18
  %mul75 = fmul float %add74, 1.500000e+00
  %arrayidx79 = getelementptr inbounds nuw float, ptr @pa, i64 %16
  store float %mul75, ptr %arrayidx79, align 4, !tbaa !9
  %19 = or disjoint i64 %10, 3
  %arrayidx83 = getelementptr inbounds nuw float, ptr @pd, i64 %19
  %20 = load float, ptr %arrayidx83, align 4, !tbaa !9
  %arrayidx87 = getelementptr inbounds nuw float, ptr @pb, i64 %19
  %21 = load float, ptr %arrayidx87, align 4, !tbaa !9
  %add88 = fadd float %20, %21
  %mul89 = fmul float %add88, 1.500000e+00
  %arrayidx93 = getelementptr inbounds nuw float, ptr @pa, i64 %19
  store float %mul89, ptr %arrayidx93, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !104
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_recvec_092() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %7, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r1.016 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %s0.015 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %2, 2.000000e+00
  %div = fdiv float %0, %add
  %mul = fmul float %div, 1.500000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul7 = fmul float %3, 3.000000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %4 = load float, ptr %1, align 4, !tbaa !9
  %mul13 = fmul float %4, 1.500000e+00
  %5 = tail call float @llvm.fmuladd.f32(float %s0.015, float 7.500000e-01, float %mul13)
  store float %5, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %7 = tail call float @llvm.fmuladd.f32(float %6, float 5.000000e-01, float %r1.016)
  %add23 = fadd float %6, 2.000000e+00
  %div24 = fdiv float %mul, %add23
  %mul25 = fmul float %div24, 3.000000e+00
  %arrayidx27 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul25, ptr %arrayidx27, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !105
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_093() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s1.013 = phi float [ 0.000000e+00, %entry ], [ %7, %if.end ]
  %s0.012 = phi float [ 0.000000e+00, %entry ], [ %5, %if.end ]
  %0 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.body.if.end_crit_edge

for.body.if.end_crit_edge:                        ; preds = %for.body
  %arrayidx10.phi.trans.insert = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %.pre = load float, ptr %arrayidx10.phi.trans.insert, align 4, !tbaa !9
  br label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add = fadd float %3, 2.000000e+00
  %div = fdiv float %2, %add
  %mul = fmul float %div, 5.000000e-01
  %arrayidx7 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body.if.end_crit_edge
  %4 = phi float [ %.pre, %for.body.if.end_crit_edge ], [ %3, %if.then ]
  %mul11 = fmul float %4, 5.000000e-01
  %5 = tail call float @llvm.fmuladd.f32(float %s0.012, float 7.500000e-01, float %mul11)
  %arrayidx13 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %5, ptr %arrayidx13, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx17 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %mul18 = fmul float %6, 5.000000e-01
  %7 = tail call float @llvm.fmuladd.f32(float %s1.013, float 5.000000e-01, float %mul18)
  %arrayidx20 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %7, ptr %arrayidx20, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !106
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_094() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  %.pre26 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  %.pre27 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %0 = phi float [ %.pre27, %entry ], [ %6, %for.inc ]
  %1 = phi float [ %.pre26, %entry ], [ %div, %for.inc ]
  %2 = phi float [ %.pre, %entry ], [ %sub41, %for.inc ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %3 = add nsw i64 %indvars.iv, -1
  %add = fadd float %2, %2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %sub6 = fsub float %add, %4
  %arrayidx8 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %sub6, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds float, ptr @f, i64 %3
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %add14 = fadd float %4, %5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx17 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %add14, %6
  %mul = fmul float %sub18, 1.500000e+00
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %7 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %add26 = fadd float %1, %7
  %sub29 = fsub float %add26, %sub6
  %8 = add nsw i64 %indvars.iv, -2
  %arrayidx32 = getelementptr inbounds float, ptr @e, i64 %8
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %9, 2.000000e+00
  %div = fdiv float %sub29, %add33
  store float %div, ptr %arrayidx25, align 4, !tbaa !9
  %sub41 = fsub float %0, %6
  %arrayidx43 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %sub41, ptr %arrayidx43, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds float, ptr @a, i64 %8
  %10 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %cmp47 = fcmp ogt float %10, 0.000000e+00
  br i1 %cmp47, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx49 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %11 = load float, ptr %arrayidx49, align 4, !tbaa !9
  %arrayidx52 = getelementptr inbounds float, ptr @d, i64 %3
  %12 = load float, ptr %arrayidx52, align 4, !tbaa !9
  %add53 = fadd float %11, %12
  store float %add53, ptr %arrayidx5, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !107
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_095() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %5, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %1 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %neg = fneg float %mul
  %4 = tail call float @llvm.fmuladd.f32(float %2, float %3, float %neg)
  %mul10 = fmul float %4, 3.000000e+00
  %arrayidx12 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul10, ptr %arrayidx12, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %6 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %mul17 = fmul float %5, %6
  %mul18 = fmul float %mul17, 3.000000e+00
  store float %mul18, ptr %1, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %sub26 = fsub float %0, %7
  %mul27 = fmul float %sub26, 3.000000e+00
  store float %mul27, ptr %arrayidx16, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !108
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_096() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 8), align 4, !tbaa !9
  %.pre21 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre21, %entry ], [ %10, %for.body ]
  %1 = phi float [ %.pre20, %entry ], [ %9, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %11, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %3 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %4 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %5 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add5 = fadd float %4, %5
  %mul6 = fmul float %add5, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %6 = or disjoint i64 %3, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  %7 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  %8 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %7, %8
  %mul20 = fmul float %add19, 1.500000e+00
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx30 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %10 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %10, 2.000000e+00
  %div = fdiv float %9, %add33
  %mul34 = fmul float %div, 1.500000e+00
  %11 = tail call float @llvm.fmuladd.f32(float %2, float 5.000000e-01, float %mul34)
  %arrayidx36 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %11, ptr %arrayidx36, align 4, !tbaa !9
  %add42 = fadd float %0, 2.000000e+00
  %div43 = fdiv float %1, %add42
  %mul44 = fmul float %div43, 3.000000e+00
  %arrayidx46 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul44, ptr %arrayidx46, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !109
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_097() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx4 = getelementptr inbounds float, ptr @a, i64 %1
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %2, 1.500000e+00
  %arrayidx7 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul5, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %sub13 = fsub float %3, %4
  %mul14 = fmul float %sub13, 5.000000e-01
  %arrayidx16 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul14, ptr %arrayidx16, align 4, !tbaa !9
  %5 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %5, i64 -8
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx23 = getelementptr inbounds float, ptr @b, i64 %1
  %7 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %mul24 = fmul float %7, 1.500000e+00
  %8 = tail call float @llvm.fmuladd.f32(float %6, float 5.000000e-01, float %mul24)
  store float %8, ptr %5, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !110
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_cf_098() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  %r0.1.lcssa = phi float [ %r0.1, %if.end ]
  ret float %r0.1.lcssa

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %r0.021 = phi float [ 0.000000e+00, %entry ], [ %r0.1, %if.end ]
  %0 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %2 = load float, ptr %0, align 4, !tbaa !9
  %3 = tail call float @llvm.fmuladd.f32(float %2, float 3.000000e+00, float %r0.021)
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %r0.1 = phi float [ %3, %if.then ], [ %r0.021, %for.body ]
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add = fadd float %4, %4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx10 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add11 = fadd float %5, 2.000000e+00
  %div = fdiv float %add, %add11
  %mul = fmul float %div, 5.000000e-01
  %arrayidx13 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx13, align 4, !tbaa !9
  %6 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx17 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  %7 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  %8 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %sub22 = fsub float %7, %8
  %mul23 = fmul float %sub22, 1.500000e+00
  %arrayidx27 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  store float %mul23, ptr %arrayidx27, align 4, !tbaa !9
  %9 = or disjoint i64 %6, 1
  %arrayidx31 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  %10 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %arrayidx35 = getelementptr inbounds nuw float, ptr @pd, i64 %9
  %11 = load float, ptr %arrayidx35, align 4, !tbaa !9
  %sub36 = fsub float %10, %11
  %mul37 = fmul float %sub36, 5.000000e-01
  %arrayidx41 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  store float %mul37, ptr %arrayidx41, align 4, !tbaa !9
  %12 = or disjoint i64 %6, 2
  %arrayidx45 = getelementptr inbounds nuw float, ptr @pc, i64 %12
  %13 = load float, ptr %arrayidx45, align 4, !tbaa !9
  %arrayidx49 = getelementptr inbounds nuw float, ptr @pd, i64 %12
  %14 = load float, ptr %arrayidx49, align 4, !tbaa !9
  %sub50 = fsub float %13, %14
  %mul51 = fmul float %sub50, 5.000000e-01
  %arrayidx55 = getelementptr inbounds nuw float, ptr @pb, i64 %12
  store float %mul51, ptr %arrayidx55, align 4, !tbaa !9
  %15 = or disjoint i64 %6, 3
  %arrayidx59 = getelementptr inbounds nuw float, ptr @pc, i64 %15
  %16 = load float, ptr %arrayidx59, align 4, !tbaa !9
  %arrayidx63 = getelementptr inbounds nuw float, ptr @pd, i64 %15
  %17 = load float, ptr %arrayidx63, align 4, !tbaa !9
  %sub64 = fsub float %16, %17
  %mul65 = fmul float %sub64, 1.500000e+00
  %arrayidx69 = getelementptr inbounds nuw float, ptr @pb, i64 %15
  store float %mul65, ptr %arrayidx69, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !111
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_099() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %2 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %2, i64 -8
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul7 = fmul float %1, %3
  %arrayidx9 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !112
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_100() local_unnamed_addr #0 {
entry:
  %.pre = load i32, ptr getelementptr inbounds nuw (i8, ptr @ib, i64 4), align 4, !tbaa !5
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi i32 [ %.pre, %entry ], [ %add, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %1 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %3 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %sub4 = fsub float %2, %4
  %mul = fmul float %sub4, 3.000000e+00
  %arrayidx6 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul9 = fmul float %5, 3.000000e+00
  store float %mul9, ptr %1, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  %6 = load i32, ptr %arrayidx16, align 4, !tbaa !5
  %mul17 = mul nsw i32 %6, 3
  %add = add nsw i32 %mul17, %0
  %arrayidx19 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  store i32 %add, ptr %arrayidx19, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !113
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_101() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.018 = phi float [ 0.000000e+00, %entry ], [ %14, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pb, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pd, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %1, %2
  %mul6 = fmul float %mul5, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul19 = fmul float %4, %5
  %mul20 = fmul float %mul19, 5.000000e-01
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %6 = or disjoint i64 %0, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  %7 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  %8 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %mul33 = fmul float %7, %8
  %mul34 = fmul float %mul33, 1.500000e+00
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %9 = or disjoint i64 %0, 3
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  %10 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pd, i64 %9
  %11 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %mul47 = fmul float %10, %11
  %mul48 = fmul float %mul47, 1.500000e+00
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %arrayidx55 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %12 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %arrayidx57 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %13 = load float, ptr %arrayidx57, align 4, !tbaa !9
  %add58 = fadd float %13, 2.000000e+00
  %div = fdiv float %12, %add58
  %mul59 = fmul float %div, 3.000000e+00
  %14 = tail call float @llvm.fmuladd.f32(float %s0.018, float 5.000000e-01, float %mul59)
  %arrayidx61 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %14, ptr %arrayidx61, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !114
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_102() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul3 = fmul float %2, 1.500000e+00
  %3 = tail call float @llvm.fmuladd.f32(float %1, float 5.000000e-01, float %mul3)
  store float %3, ptr %0, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %mul = fmul float %4, 3.000000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx9, align 4, !tbaa !9
  %5 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx12 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %mul13 = fmul float %6, 5.000000e-01
  %arrayidx15 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %7 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %mul18 = fmul float %7, 3.000000e+00
  store float %mul18, ptr %5, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !115
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_103() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %0 = phi float [ %.pre, %entry ], [ %1, %for.inc ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %1, %0
  %mul3 = fmul float %mul, 3.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul3, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %cmp8 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp8, label %if.then18, label %if.end31

if.then18:                                        ; preds = %for.body
  %3 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx11 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %mul12 = fmul float %4, 5.000000e-01
  %arrayidx14 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx20 = getelementptr inbounds nuw i8, ptr %arrayidx5, i64 4
  %5 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %arrayidx22 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %6 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %mul23 = fmul float %5, %6
  %arrayidx26 = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 8
  %7 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %mul27 = fmul float %mul23, %7
  %mul28 = fmul float %mul27, 1.500000e+00
  %arrayidx30 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul28, ptr %arrayidx30, align 4, !tbaa !9
  br label %if.end31

if.end31:                                         ; preds = %if.then18, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx34 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx34, align 4, !tbaa !9
  %cmp35 = fcmp ogt float %8, 0.000000e+00
  br i1 %cmp35, label %if.then36, label %if.end42

if.then36:                                        ; preds = %if.end31
  %arrayidx38 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %9 = load float, ptr %arrayidx38, align 4, !tbaa !9
  %mul39 = fmul float %9, 5.000000e-01
  %arrayidx41 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul39, ptr %arrayidx41, align 4, !tbaa !9
  br label %if.end42

if.end42:                                         ; preds = %if.then36, %if.end31
  %cmp46 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp46, label %if.then47, label %for.inc

if.then47:                                        ; preds = %if.end42
  %arrayidx52 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx52, align 4, !tbaa !9
  %add53 = fadd float %1, %10
  %mul54 = fmul float %add53, 5.000000e-01
  %arrayidx56 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul54, ptr %arrayidx56, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then47, %if.end42
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !116
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_104() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %0 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %1, 0.000000e+00
  %.pre = load float, ptr %0, align 4, !tbaa !9
  br i1 %cmp1, label %if.then, label %for.body.if.end_crit_edge

for.body.if.end_crit_edge:                        ; preds = %for.body
  %arrayidx11.phi.trans.insert = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %.pre16 = load float, ptr %arrayidx11.phi.trans.insert, align 4, !tbaa !9
  br label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %mul = fmul float %.pre, %2
  %arrayidx7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body.if.end_crit_edge
  %3 = phi float [ %.pre16, %for.body.if.end_crit_edge ], [ %mul, %if.then ]
  %add = fadd float %3, 2.000000e+00
  %div = fdiv float %.pre, %add
  %mul12 = fmul float %div, 1.500000e+00
  store float %mul12, ptr %0, align 4, !tbaa !9
  %arrayidx19 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx22 = getelementptr i8, ptr %4, i64 -8
  %5 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx25 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %mul26 = fmul float %5, %6
  store float %mul26, ptr %arrayidx19, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !117
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_back_105() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 4), align 4, !tbaa !9
  %.pre22 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %9, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre22, %entry ], [ %10, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %mul39, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r9.018 = phi float [ 0.000000e+00, %entry ], [ %9, %for.body ]
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds float, ptr @a, i64 %2
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %4 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %3, %4
  %add6 = fadd float %add, %1
  %mul = fmul float %add6, 3.000000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  %5 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx13 = getelementptr i8, ptr %5, i64 -8
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add14 = fadd float %0, %6
  %add17 = fadd float %mul, 2.000000e+00
  %div = fdiv float %add14, %add17
  %mul18 = fmul float %div, 3.000000e+00
  %arrayidx20 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul18, ptr %arrayidx20, align 4, !tbaa !9
  %mul23 = fmul float %4, 5.000000e-01
  store float %mul23, ptr %5, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %7 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx30 = getelementptr inbounds float, ptr @b, i64 %2
  %8 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %mul31 = fmul float %7, %8
  %9 = tail call float @llvm.fmuladd.f32(float %mul31, float 5.000000e-01, float %r9.018)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx37 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %sub38 = fsub float %7, %10
  %mul39 = fmul float %sub38, 5.000000e-01
  %arrayidx41 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul39, ptr %arrayidx41, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !118
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_106() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %3, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.020 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %1, 3.000000e+00
  %2 = tail call float @llvm.fmuladd.f32(float %s0.020, float 5.000000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %2, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %sub = fsub float %3, %0
  %mul = fmul float %sub, 5.000000e-01
  %arrayidx10 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %4 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pb, i64 %4
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pc, i64 %4
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %sub19 = fsub float %5, %6
  %mul20 = fmul float %sub19, 5.000000e-01
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pa, i64 %4
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %7 = or disjoint i64 %4, 1
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pb, i64 %7
  %8 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pc, i64 %7
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %sub33 = fsub float %8, %9
  %mul34 = fmul float %sub33, 1.500000e+00
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pa, i64 %7
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %10 = or disjoint i64 %4, 2
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pb, i64 %10
  %11 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pc, i64 %10
  %12 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %sub47 = fsub float %11, %12
  %mul48 = fmul float %sub47, 1.500000e+00
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pa, i64 %10
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %13 = or disjoint i64 %4, 3
  %arrayidx56 = getelementptr inbounds nuw float, ptr @pb, i64 %13
  %14 = load float, ptr %arrayidx56, align 4, !tbaa !9
  %arrayidx60 = getelementptr inbounds nuw float, ptr @pc, i64 %13
  %15 = load float, ptr %arrayidx60, align 4, !tbaa !9
  %sub61 = fsub float %14, %15
  %mul62 = fmul float %sub61, 1.500000e+00
  %arrayidx66 = getelementptr inbounds nuw float, ptr @pa, i64 %13
  store float %mul62, ptr %arrayidx66, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !119
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_107() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  %.pre22 = load i32, ptr getelementptr inbounds nuw (i8, ptr @ic, i64 4), align 4, !tbaa !5
  %.pre23 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre23, %entry ], [ %3, %for.body ]
  %1 = phi i32 [ %.pre22, %entry ], [ %add24, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %4, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %3, %3
  %mul5 = fmul float %add, 1.500000e+00
  %4 = tail call float @llvm.fmuladd.f32(float %2, float 5.000000e-01, float %mul5)
  %arrayidx7 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %4, ptr %arrayidx7, align 4, !tbaa !9
  %mul = fmul float %4, %4
  %arrayidx13 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add14 = fadd float %5, 2.000000e+00
  %div = fdiv float %mul, %add14
  %mul15 = fmul float %div, 5.000000e-01
  %arrayidx17 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul15, ptr %arrayidx17, align 4, !tbaa !9
  %arrayidx22 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %6 = load i32, ptr %arrayidx22, align 4, !tbaa !5
  %mul23 = mul nsw i32 %6, 5
  %add24 = add nsw i32 %mul23, %1
  %arrayidx26 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  store i32 %add24, ptr %arrayidx26, align 4, !tbaa !5
  %arrayidx28 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %7 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %add31 = fadd float %3, 2.000000e+00
  %div32 = fdiv float %7, %add31
  %mul33 = fmul float %div32, 3.000000e+00
  %arrayidx35 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul33, ptr %arrayidx35, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx41 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx41, align 4, !tbaa !9
  %sub42 = fsub float %0, %8
  %mul43 = fmul float %sub42, 3.000000e+00
  store float %mul43, ptr %arrayidx28, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !120
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_108() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %0 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %1, 5.000000e-01
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %cmp5 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp5, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %3 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %arrayidx7 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw i8, ptr %arrayidx2, i64 8
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add11 = fadd float %4, %5
  %arrayidx13 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add14 = fadd float %6, 2.000000e+00
  %div = fdiv float %add11, %add14
  %mul15 = fmul float %div, 1.500000e+00
  %arrayidx17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul15, ptr %arrayidx17, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %mul20 = fmul float %mul, 3.000000e+00
  %arrayidx22 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul20, ptr %arrayidx22, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !121
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_109() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %5, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %1 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx3 = getelementptr i8, ptr %1, i64 -8
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %sub4 = fsub float %2, %3
  %arrayidx6 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add = fadd float %sub4, %4
  store float %add, ptr %1, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add14 = fadd float %4, %5
  %mul = fmul float %add14, 3.000000e+00
  %arrayidx16 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx19 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %add23 = fadd float %2, %6
  %add26 = fadd float %add, %add23
  %mul27 = fmul float %add26, 3.000000e+00
  %arrayidx29 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul27, ptr %arrayidx29, align 4, !tbaa !9
  %arrayidx34 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %7 = load float, ptr %arrayidx34, align 4, !tbaa !9
  %sub35 = fsub float %6, %7
  %arrayidx38 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %8 = load float, ptr %arrayidx38, align 4, !tbaa !9
  %mul39 = fmul float %sub35, %8
  %add42 = fadd float %0, 2.000000e+00
  %div = fdiv float %mul39, %add42
  %arrayidx44 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %div, ptr %arrayidx44, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !122
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_110() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx3 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %sub = fsub float %0, %1
  %mul = fmul float %sub, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %sub12 = fsub float %0, %2
  %mul13 = fmul float %sub12, 1.500000e+00
  %arrayidx15 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !9
  %3 = add nsw i64 %indvars.iv, -1
  %arrayidx18 = getelementptr inbounds float, ptr @e, i64 %3
  %4 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds float, ptr @h, i64 %3
  %5 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %sub22 = fsub float %4, %5
  %mul23 = fmul float %sub22, 1.500000e+00
  %arrayidx25 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul23, ptr %arrayidx25, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !123
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_111() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pa, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pb, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %1, %2
  %mul6 = fmul float %mul5, 5.000000e-01
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul19 = fmul float %4, %5
  %mul20 = fmul float %mul19, 1.500000e+00
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %6 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx26 = getelementptr i8, ptr %6, i64 -8
  %7 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %arrayidx29 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %8 = load float, ptr %arrayidx29, align 4, !tbaa !9
  %mul30 = fmul float %8, 1.500000e+00
  %9 = tail call float @llvm.fmuladd.f32(float %7, float 7.500000e-01, float %mul30)
  store float %9, ptr %6, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !124
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_112() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.015 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %s0.014 = phi float [ 0.000000e+00, %entry ], [ %1, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %0, 5.000000e-01
  %1 = tail call float @llvm.fmuladd.f32(float %s0.014, float 7.500000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %1, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %mul6 = fmul float %2, 1.500000e+00
  %3 = tail call float @llvm.fmuladd.f32(float %s1.015, float 7.500000e-01, float %mul6)
  store float %3, ptr %arrayidx, align 4, !tbaa !9
  %sub = fsub float %1, %1
  %mul = fmul float %sub, 1.500000e+00
  %arrayidx14 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %4 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %sub19 = fsub float %4, %5
  %mul20 = fmul float %sub19, 3.000000e+00
  store float %mul20, ptr %arrayidx5, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !125
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_113() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %0 = phi float [ %.pre, %entry ], [ %3, %for.inc ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s0.017 = phi float [ 0.000000e+00, %entry ], [ %4, %for.inc ]
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul = fmul float %1, 3.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx8 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %2 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %3 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add = fadd float %3, 2.000000e+00
  %div = fdiv float %2, %add
  %mul11 = fmul float %div, 5.000000e-01
  %4 = tail call float @llvm.fmuladd.f32(float %s0.017, float 7.500000e-01, float %mul11)
  %arrayidx13 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %4, ptr %arrayidx13, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx16 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %cmp17 = fcmp ogt float %5, 0.000000e+00
  br i1 %cmp17, label %if.then18, label %if.end32

if.then18:                                        ; preds = %if.end
  %6 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx21 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %sub24 = fsub float %7, %2
  %div28 = fdiv float %sub24, %add
  %mul29 = fmul float %div28, 1.500000e+00
  %arrayidx31 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul29, ptr %arrayidx31, align 4, !tbaa !9
  br label %if.end32

if.end32:                                         ; preds = %if.then18, %if.end
  %cmp35 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp35, label %if.then36, label %for.inc

if.then36:                                        ; preds = %if.end32
  %arrayidx38 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %8 = load float, ptr %arrayidx38, align 4, !tbaa !9
  %mul39 = fmul float %8, 1.500000e+00
  %arrayidx41 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul39, ptr %arrayidx41, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then36, %if.end32
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !126
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_114() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %1 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %cmp5 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp5, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %mul9 = fmul float %2, 1.500000e+00
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul9, ptr %arrayidx11, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !127
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_back_115() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %5, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %3, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r9.016 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, 2.000000e+00
  %div = fdiv float %0, %add
  %mul = fmul float %div, 5.000000e-01
  %arrayidx4 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %mul7 = fmul float %0, 1.500000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw i8, ptr %arrayidx4, i64 8
  %2 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx15 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %add16 = fadd float %2, %3
  %sub = fsub float %add16, %mul7
  %mul19 = fmul float %sub, 3.000000e+00
  %arrayidx21 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul19, ptr %arrayidx21, align 4, !tbaa !9
  %sub26 = fsub float %0, %mul7
  %mul27 = fmul float %sub26, 1.500000e+00
  %arrayidx29 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul27, ptr %arrayidx29, align 4, !tbaa !9
  %arrayidx31 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %5 = tail call float @llvm.fmuladd.f32(float %4, float 1.500000e+00, float %r9.016)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !128
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_116() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pb, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pd, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %1, %2
  %mul6 = fmul float %mul5, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul19 = fmul float %4, %5
  %mul20 = fmul float %mul19, 5.000000e-01
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %6 = getelementptr i32, ptr @ic, i64 %indvars.iv
  %arrayidx26 = getelementptr i8, ptr %6, i64 -4
  %7 = load i32, ptr %arrayidx26, align 4, !tbaa !5
  %arrayidx28 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %8 = load i32, ptr %arrayidx28, align 4, !tbaa !5
  %mul29 = mul nsw i32 %8, 5
  %add30 = add nsw i32 %mul29, %7
  store i32 %add30, ptr %6, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !129
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_recvec_117() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %4, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %1, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.010 = phi float [ 0.000000e+00, %entry ], [ %4, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add3 = fadd float %1, %0
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add6 = fadd float %2, 2.000000e+00
  %div = fdiv float %add3, %add6
  %mul = fmul float %div, 3.000000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %4 = tail call float @llvm.fmuladd.f32(float %3, float 5.000000e-01, float %r0.010)
  %arrayidx14 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %mul15 = fmul float %5, 3.000000e+00
  %arrayidx17 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul15, ptr %arrayidx17, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !130
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_118() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %sub6 = fsub float %2, %0
  %add = fadd float %0, %sub6
  %mul = fmul float %add, 3.000000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx12 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %3 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %mul13 = fmul float %3, 3.000000e+00
  %arrayidx15 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %mul18 = fmul float %4, 3.000000e+00
  store float %mul18, ptr %arrayidx12, align 4, !tbaa !9
  %cmp23 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp23, label %if.then24, label %for.inc

if.then24:                                        ; preds = %if.end
  %arrayidx28 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %5 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %sub29 = fsub float %0, %5
  %mul30 = fmul float %sub29, 3.000000e+00
  %arrayidx32 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul30, ptr %arrayidx32, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then24, %if.end
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !131
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_119() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.09 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx2 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub = fsub float %0, %2
  %3 = tail call float @llvm.fmuladd.f32(float %s0.09, float 5.000000e-01, float %sub)
  store float %3, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %5 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx10 = getelementptr i8, ptr %5, i64 -8
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %sub11 = fsub float %4, %6
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %sub11, ptr %arrayidx13, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !132
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_120() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %5, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %2, i64 -8
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %1, %3
  %mul3 = fmul float %mul, 3.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul3, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %sub10 = fsub float %0, %4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx12 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %add13 = fadd float %5, 2.000000e+00
  %div = fdiv float %sub10, %add13
  %mul14 = fmul float %div, 1.500000e+00
  store float %mul14, ptr %2, align 4, !tbaa !9
  %add21 = fadd float %mul3, %mul14
  %mul22 = fmul float %add21, 3.000000e+00
  %arrayidx24 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul22, ptr %arrayidx24, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !133
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_121() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.017 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %0 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %1, 1.500000e+00
  %2 = tail call float @llvm.fmuladd.f32(float %s0.017, float 5.000000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %2, ptr %arrayidx3, align 4, !tbaa !9
  %3 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %sub10 = fsub float %4, %5
  %mul11 = fmul float %sub10, 5.000000e-01
  %arrayidx15 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  store float %mul11, ptr %arrayidx15, align 4, !tbaa !9
  %6 = or disjoint i64 %3, 1
  %arrayidx19 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  %7 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  %8 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %sub24 = fsub float %7, %8
  %mul25 = fmul float %sub24, 1.500000e+00
  %arrayidx29 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  store float %mul25, ptr %arrayidx29, align 4, !tbaa !9
  %9 = or disjoint i64 %3, 2
  %arrayidx33 = getelementptr inbounds nuw float, ptr @pd, i64 %9
  %10 = load float, ptr %arrayidx33, align 4, !tbaa !9
  %arrayidx37 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  %11 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %sub38 = fsub float %10, %11
  %mul39 = fmul float %sub38, 1.500000e+00
  %arrayidx43 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  store float %mul39, ptr %arrayidx43, align 4, !tbaa !9
  %12 = or disjoint i64 %3, 3
  %arrayidx47 = getelementptr inbounds nuw float, ptr @pd, i64 %12
  %13 = load float, ptr %arrayidx47, align 4, !tbaa !9
  %arrayidx51 = getelementptr inbounds nuw float, ptr @pc, i64 %12
  %14 = load float, ptr %arrayidx51, align 4, !tbaa !9
  %sub52 = fsub float %13, %14
  %mul53 = fmul float %sub52, 1.500000e+00
  %arrayidx57 = getelementptr inbounds nuw float, ptr @pb, i64 %12
  store float %mul53, ptr %arrayidx57, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !134
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_122() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  %.pre14 = load i32, ptr getelementptr inbounds nuw (i8, ptr @ib, i64 4), align 4, !tbaa !5
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi i32 [ %.pre14, %entry ], [ %add20, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %3, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %3, 2.000000e+00
  %div = fdiv float %2, %add
  %mul = fmul float %div, 1.500000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add9 = fadd float %1, 2.000000e+00
  %div10 = fdiv float %4, %add9
  %mul11 = fmul float %div10, 3.000000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  %5 = load i32, ptr %arrayidx18, align 4, !tbaa !5
  %mul19 = mul nsw i32 %5, 7
  %add20 = add nsw i32 %mul19, %0
  %arrayidx22 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  store i32 %add20, ptr %arrayidx22, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !135
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_123() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.017 = phi float [ 0.000000e+00, %entry ], [ %13, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pb, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %1, %2
  %mul6 = fmul float %mul5, 5.000000e-01
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pa, i64 %0
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul19 = fmul float %4, %5
  %mul20 = fmul float %mul19, 5.000000e-01
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %6 = or disjoint i64 %0, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  %7 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  %8 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %mul33 = fmul float %7, %8
  %mul34 = fmul float %mul33, 5.000000e-01
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %9 = or disjoint i64 %0, 3
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  %10 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  %11 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %mul47 = fmul float %10, %11
  %mul48 = fmul float %mul47, 1.500000e+00
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pa, i64 %9
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %arrayidx55 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %12 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %mul56 = fmul float %12, 1.500000e+00
  %13 = tail call float @llvm.fmuladd.f32(float %s0.017, float 5.000000e-01, float %mul56)
  %arrayidx58 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %13, ptr %arrayidx58, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !136
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_124() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %div, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = add nsw i64 %indvars.iv, -2
  %arrayidx2 = getelementptr inbounds float, ptr @a, i64 %2
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %1, %3
  store float %sub3, ptr %arrayidx, align 4, !tbaa !9
  %4 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx8 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul = fmul float %5, %6
  %arrayidx12 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %7 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %add = fadd float %7, 2.000000e+00
  %div = fdiv float %mul, %add
  store float %div, ptr %arrayidx10, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx17 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %arrayidx20 = getelementptr inbounds float, ptr @e, i64 %2
  %9 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %sub21 = fsub float %8, %9
  %sub25 = fsub float %sub21, %0
  store float %sub25, ptr %arrayidx12, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !137
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_back_125() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %9, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre19, %entry ], [ %7, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %mul26, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r9.015 = phi float [ 0.000000e+00, %entry ], [ %9, %for.body ]
  %2 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %4 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %4, i64 -8
  %5 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul = fmul float %3, %5
  %mul4 = fmul float %mul, 3.000000e+00
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul4, ptr %arrayidx6, align 4, !tbaa !9
  %6 = load float, ptr %4, align 4, !tbaa !9
  %mul9 = fmul float %6, 3.000000e+00
  %arrayidx11 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul9, ptr %arrayidx11, align 4, !tbaa !9
  %mul17 = fmul float %1, %0
  %mul18 = fmul float %mul17, 1.500000e+00
  store float %mul18, ptr %4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx22 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %sub25 = fsub float %7, %mul9
  %mul26 = fmul float %sub25, 1.500000e+00
  %arrayidx28 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul26, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx31 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %9 = tail call float @llvm.fmuladd.f32(float %8, float 5.000000e-01, float %r9.015)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !138
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_126() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.017 = phi float [ 0.000000e+00, %entry ], [ %1, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %0, 1.500000e+00
  %1 = tail call float @llvm.fmuladd.f32(float %s0.017, float 5.000000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %1, ptr %arrayidx3, align 4, !tbaa !9
  %2 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @pd, i64 %2
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pa, i64 %2
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %mul10 = fmul float %3, %4
  %mul11 = fmul float %mul10, 1.500000e+00
  %arrayidx15 = getelementptr inbounds nuw float, ptr @pb, i64 %2
  store float %mul11, ptr %arrayidx15, align 4, !tbaa !9
  %5 = or disjoint i64 %2, 1
  %arrayidx19 = getelementptr inbounds nuw float, ptr @pd, i64 %5
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pa, i64 %5
  %7 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %mul24 = fmul float %6, %7
  %mul25 = fmul float %mul24, 5.000000e-01
  %arrayidx29 = getelementptr inbounds nuw float, ptr @pb, i64 %5
  store float %mul25, ptr %arrayidx29, align 4, !tbaa !9
  %8 = or disjoint i64 %2, 2
  %arrayidx33 = getelementptr inbounds nuw float, ptr @pd, i64 %8
  %9 = load float, ptr %arrayidx33, align 4, !tbaa !9
  %arrayidx37 = getelementptr inbounds nuw float, ptr @pa, i64 %8
  %10 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %mul38 = fmul float %9, %10
  %mul39 = fmul float %mul38, 1.500000e+00
  %arrayidx43 = getelementptr inbounds nuw float, ptr @pb, i64 %8
  store float %mul39, ptr %arrayidx43, align 4, !tbaa !9
  %11 = or disjoint i64 %2, 3
  %arrayidx47 = getelementptr inbounds nuw float, ptr @pd, i64 %11
  %12 = load float, ptr %arrayidx47, align 4, !tbaa !9
  %arrayidx51 = getelementptr inbounds nuw float, ptr @pa, i64 %11
  %13 = load float, ptr %arrayidx51, align 4, !tbaa !9
  %mul52 = fmul float %12, %13
  %mul53 = fmul float %mul52, 5.000000e-01
  %arrayidx57 = getelementptr inbounds nuw float, ptr @pb, i64 %11
  store float %mul53, ptr %arrayidx57, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !139
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_127() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  %.pre21 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 8), align 4, !tbaa !9
  %.pre22 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  %.pre23 = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre23, %entry ], [ %8, %for.body ]
  %1 = phi float [ %.pre22, %entry ], [ %mul39, %for.body ]
  %2 = phi float [ %.pre21, %entry ], [ %4, %for.body ]
  %3 = phi float [ %.pre, %entry ], [ %mul16, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.017 = phi float [ 0.000000e+00, %entry ], [ %9, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %5 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %4, %5
  %add5 = fadd float %3, 2.000000e+00
  %div = fdiv float %mul, %add5
  %mul6 = fmul float %div, 3.000000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul6, ptr %arrayidx8, align 4, !tbaa !9
  %6 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx13 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add14 = fadd float %7, 2.000000e+00
  %div15 = fdiv float %2, %add14
  %mul16 = fmul float %div15, 1.500000e+00
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul16, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %mul26 = fmul float %1, %8
  %mul27 = fmul float %mul26, 5.000000e-01
  %9 = tail call float @llvm.fmuladd.f32(float %s0.017, float 5.000000e-01, float %mul27)
  %arrayidx29 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %9, ptr %arrayidx29, align 4, !tbaa !9
  %sub34 = fsub float %9, %0
  %arrayidx36 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %10 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %add37 = fadd float %10, 2.000000e+00
  %div38 = fdiv float %sub34, %add37
  %mul39 = fmul float %div38, 5.000000e-01
  store float %mul39, ptr %arrayidx2, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !140
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_128() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 8), align 4, !tbaa !9
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end28
  ret void

for.body:                                         ; preds = %if.end28, %entry
  %0 = phi float [ %.pre20, %entry ], [ %7, %if.end28 ]
  %1 = phi float [ %.pre19, %entry ], [ %mul36, %if.end28 ]
  %2 = phi float [ %.pre, %entry ], [ %3, %if.end28 ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end28 ]
  %mul = fmul float %2, %1
  %mul3 = fmul float %mul, 1.500000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul3, ptr %arrayidx5, align 4, !tbaa !9
  %cmp9 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp9, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %mul12 = fmul float %mul3, 1.500000e+00
  %arrayidx14 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx16 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %cmp17 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp17, label %if.then18, label %if.end28

if.then18:                                        ; preds = %if.end
  %arrayidx20 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %4 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %5 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx23 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %6 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %sub24 = fsub float %4, %6
  %mul25 = fmul float %sub24, 3.000000e+00
  %arrayidx27 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul25, ptr %arrayidx27, align 4, !tbaa !9
  br label %if.end28

if.end28:                                         ; preds = %if.then18, %if.end
  %mul31 = fmul float %mul3, 1.500000e+00
  %arrayidx33 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul31, ptr %arrayidx33, align 4, !tbaa !9
  %arrayidx35 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %7 = load float, ptr %arrayidx35, align 4, !tbaa !9
  %mul36 = fmul float %7, 5.000000e-01
  %arrayidx38 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul36, ptr %arrayidx38, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !141
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_129() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul7 = fmul float %1, %2
  %arrayidx9 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !142
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_130() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  %.pre12 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre12, %entry ], [ %2, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %mul14, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %1, %2
  %mul6 = fmul float %mul, %0
  %mul7 = fmul float %mul6, 1.500000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add = fadd float %4, 2.000000e+00
  %div = fdiv float %3, %add
  %mul14 = fmul float %div, 3.000000e+00
  %arrayidx16 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul14, ptr %arrayidx16, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !143
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_131() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  %.pre31 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre31, %entry ], [ %3, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %4, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %2, %3
  %add = fadd float %3, 2.000000e+00
  %div = fdiv float %mul5, %add
  %mul8 = fmul float %div, 1.500000e+00
  %4 = tail call float @llvm.fmuladd.f32(float %1, float 5.000000e-01, float %mul8)
  %arrayidx10 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %4, ptr %arrayidx10, align 4, !tbaa !9
  %5 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx16 = getelementptr i8, ptr %5, i64 -8
  %6 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %sub17 = fsub float %0, %6
  %mul = fmul float %sub17, 5.000000e-01
  %arrayidx19 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx19, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx22 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %mul23 = fmul float %7, 1.500000e+00
  store float %mul23, ptr %5, align 4, !tbaa !9
  %8 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx29 = getelementptr inbounds nuw float, ptr @pc, i64 %8
  %9 = load float, ptr %arrayidx29, align 4, !tbaa !9
  %arrayidx33 = getelementptr inbounds nuw float, ptr @pd, i64 %8
  %10 = load float, ptr %arrayidx33, align 4, !tbaa !9
  %add34 = fadd float %9, %10
  %mul35 = fmul float %add34, 5.000000e-01
  %arrayidx39 = getelementptr inbounds nuw float, ptr @pa, i64 %8
  store float %mul35, ptr %arrayidx39, align 4, !tbaa !9
  %11 = or disjoint i64 %8, 1
  %arrayidx43 = getelementptr inbounds nuw float, ptr @pc, i64 %11
  %12 = load float, ptr %arrayidx43, align 4, !tbaa !9
  %arrayidx47 = getelementptr inbounds nuw float, ptr @pd, i64 %11
  %13 = load float, ptr %arrayidx47, align 4, !tbaa !9
  %add48 = fadd float %12, %13
  %mul49 = fmul float %add48, 1.500000e+00
  %arrayidx53 = getelementptr inbounds nuw float, ptr @pa, i64 %11
  store float %mul49, ptr %arrayidx53, align 4, !tbaa !9
  %14 = or disjoint i64 %8, 2
  %arrayidx57 = getelementptr inbounds nuw float, ptr @pc, i64 %14
  %15 = load float, ptr %arrayidx57, align 4, !tbaa !9
  %arrayidx61 = getelementptr inbounds nuw float, ptr @pd, i64 %14
  %16 = load float, ptr %arrayidx61, align 4, !tbaa !9
  %add62 = fadd float %15, %16
  %mul63 = fmul float %add62, 5.000000e-01
  %arrayidx67 = getelementptr inbounds nuw float, ptr @pa, i64 %14
  store float %mul63, ptr %arrayidx67, align 4, !tbaa !9
  %17 = or disjoint i64 %8, 3
  %arrayidx71 = getelementptr inbounds nuw float, ptr @pc, i64 %17
  %18 = load float, ptr %arrayidx71, align 4, !tbaa !9
  %arrayidx75 = getelementptr inbounds nuw float, ptr @pd, i64 %17
  %19 = load float, ptr %arrayidx75, align 4, !tbaa !9
  %add76 = fadd float %18, %19
  %mul77 = fmul float %add76, 1.500000e+00
  %arrayidx81 = getelementptr inbounds nuw float, ptr @pa, i64 %17
  store float %mul77, ptr %arrayidx81, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !144
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_132() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.015 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub = fsub float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add = fadd float %2, 2.000000e+00
  %div = fdiv float %sub, %add
  %mul = fmul float %div, 3.000000e+00
  %arrayidx6 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %3 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add11 = fadd float %3, 2.000000e+00
  %div12 = fdiv float %0, %add11
  %mul13 = fmul float %div12, 3.000000e+00
  %arrayidx15 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %4 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %mul18 = fmul float %4, 5.000000e-01
  %arrayidx20 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul18, ptr %arrayidx20, align 4, !tbaa !9
  %sub26 = fsub float %mul13, %mul18
  %mul27 = fmul float %sub26, 3.000000e+00
  %5 = tail call float @llvm.fmuladd.f32(float %s0.015, float 5.000000e-01, float %mul27)
  store float %5, ptr %arrayidx17, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !145
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_133() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end18
  ret void

for.body:                                         ; preds = %if.end18, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end18 ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %2 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %2, i64 -8
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul7 = fmul float %4, 3.000000e+00
  %5 = tail call float @llvm.fmuladd.f32(float %3, float 5.000000e-01, float %mul7)
  store float %5, ptr %2, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx11 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %6 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %cmp12 = fcmp ogt float %6, 0.000000e+00
  br i1 %cmp12, label %if.then13, label %if.end18

if.then13:                                        ; preds = %if.end
  %mul = fmul float %6, 5.000000e-01
  %arrayidx17 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx17, align 4, !tbaa !9
  br label %if.end18

if.end18:                                         ; preds = %if.then13, %if.end
  %7 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx21 = getelementptr inbounds nuw float, ptr @pd, i64 %7
  %8 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @pa, i64 %7
  %9 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %add26 = fadd float %8, %9
  %mul27 = fmul float %add26, 1.500000e+00
  %arrayidx31 = getelementptr inbounds nuw float, ptr @pb, i64 %7
  store float %mul27, ptr %arrayidx31, align 4, !tbaa !9
  %10 = or disjoint i64 %7, 1
  %arrayidx35 = getelementptr inbounds nuw float, ptr @pd, i64 %10
  %11 = load float, ptr %arrayidx35, align 4, !tbaa !9
  %arrayidx39 = getelementptr inbounds nuw float, ptr @pa, i64 %10
  %12 = load float, ptr %arrayidx39, align 4, !tbaa !9
  %add40 = fadd float %11, %12
  %mul41 = fmul float %add40, 5.000000e-01
  %arrayidx45 = getelementptr inbounds nuw float, ptr @pb, i64 %10
  store float %mul41, ptr %arrayidx45, align 4, !tbaa !9
  %13 = or disjoint i64 %7, 2
  %arrayidx49 = getelementptr inbounds nuw float, ptr @pd, i64 %13
  %14 = load float, ptr %arrayidx49, align 4, !tbaa !9
  %arrayidx53 = getelementptr inbounds nuw float, ptr @pa, i64 %13
  %15 = load float, ptr %arrayidx53, align 4, !tbaa !9
  %add54 = fadd float %14, %15
  %mul55 = fmul float %add54, 1.500000e+00
  %arrayidx59 = getelementptr inbounds nuw float, ptr @pb, i64 %13
  store float %mul55, ptr %arrayidx59, align 4, !tbaa !9
  %16 = or disjoint i64 %7, 3
  %arrayidx63 = getelementptr inbounds nuw float, ptr @pd, i64 %16
  %17 = load float, ptr %arrayidx63, align 4, !tbaa !9
  %arrayidx67 = getelementptr inbounds nuw float, ptr @pa, i64 %16
  %18 = load float, ptr %arrayidx67, align 4, !tbaa !9
  %add68 = fadd float %17, %18
  %mul69 = fmul float %add68, 1.500000e+00
  %arrayidx73 = getelementptr inbounds nuw float, ptr @pb, i64 %16
  store float %mul69, ptr %arrayidx73, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !146
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_134() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %0 = phi float [ %.pre, %entry ], [ %sub4, %for.inc ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s1.018 = phi float [ 0.000000e+00, %entry ], [ %4, %for.inc ]
  %1 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %sub4 = fsub float %0, %2
  %arrayidx6 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %sub4, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul9 = fmul float %3, 3.000000e+00
  %4 = tail call float @llvm.fmuladd.f32(float %s1.018, float 5.000000e-01, float %mul9)
  %arrayidx11 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %4, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx14 = getelementptr i8, ptr %arrayidx8, i64 -8
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %6 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx16 = getelementptr inbounds nuw float, ptr @h, i64 %6
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx19 = getelementptr inbounds nuw float, ptr @f, i64 %6
  %8 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %neg = fneg float %8
  %9 = tail call float @llvm.fmuladd.f32(float %5, float %7, float %neg)
  %mul = fmul float %9, 3.000000e+00
  %arrayidx21 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx21, align 4, !tbaa !9
  %cmp24 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp24, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx26 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %10 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %mul27 = fmul float %10, 1.500000e+00
  %arrayidx29 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul27, ptr %arrayidx29, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx32 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %cmp33 = fcmp ogt float %11, 0.000000e+00
  br i1 %cmp33, label %if.then34, label %for.inc

if.then34:                                        ; preds = %if.end
  %mul38 = fmul float %7, 3.000000e+00
  store float %mul38, ptr %arrayidx8, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then34, %if.end
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !147
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_135() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre20, %entry ], [ %4, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %mul20, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %2, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %mul8 = fmul float %2, %1
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul11 = fmul float %mul8, %3
  %mul12 = fmul float %mul11, 5.000000e-01
  %arrayidx14 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %4 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %add19 = fadd float %4, 2.000000e+00
  %div = fdiv float %4, %add19
  %mul20 = fmul float %div, 1.500000e+00
  %arrayidx22 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul20, ptr %arrayidx22, align 4, !tbaa !9
  %add28 = fadd float %mul, 2.000000e+00
  %div29 = fdiv float %2, %add28
  %mul30 = fmul float %div29, 3.000000e+00
  store float %mul30, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx35 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx35, align 4, !tbaa !9
  %mul39 = fmul float %5, %0
  %mul40 = fmul float %mul39, 5.000000e-01
  %arrayidx42 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul40, ptr %arrayidx42, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !148
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_136() local_unnamed_addr #0 {
entry:
  %.pre = load i32, ptr getelementptr inbounds nuw (i8, ptr @ib, i64 4), align 4, !tbaa !5
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi i32 [ %.pre, %entry ], [ %add58, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %1 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pc, i64 %1
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pd, i64 %1
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add5 = fadd float %2, %3
  %mul6 = fmul float %add5, 5.000000e-01
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pa, i64 %1
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %4 = or disjoint i64 %1, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pc, i64 %4
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pd, i64 %4
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %5, %6
  %mul20 = fmul float %add19, 1.500000e+00
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pa, i64 %4
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %7 = or disjoint i64 %1, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pc, i64 %7
  %8 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pd, i64 %7
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %8, %9
  %mul34 = fmul float %add33, 5.000000e-01
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pa, i64 %7
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %10 = or disjoint i64 %1, 3
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pc, i64 %10
  %11 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pd, i64 %10
  %12 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %add47 = fadd float %11, %12
  %mul48 = fmul float %add47, 5.000000e-01
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pa, i64 %10
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %arrayidx56 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %13 = load i32, ptr %arrayidx56, align 4, !tbaa !5
  %mul57 = mul nsw i32 %13, 7
  %add58 = add nsw i32 %mul57, %0
  %arrayidx60 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  store i32 %add58, ptr %arrayidx60, align 4, !tbaa !5
  %14 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx63 = getelementptr i8, ptr %14, i64 -4
  %15 = load float, ptr %arrayidx63, align 4, !tbaa !9
  %mul64 = fmul float %15, 1.500000e+00
  %arrayidx66 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul64, ptr %arrayidx66, align 4, !tbaa !9
  %arrayidx68 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %16 = load float, ptr %arrayidx68, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx71 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %17 = load float, ptr %arrayidx71, align 4, !tbaa !9
  %add72 = fadd float %16, %17
  %mul73 = fmul float %add72, 3.000000e+00
  %arrayidx75 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul73, ptr %arrayidx75, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !149
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @t_recvec_137() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %7, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %3, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r1.013 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %s0.012 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %1 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %2, %3
  %mul3 = fmul float %mul, 3.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul3, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul12 = fmul float %2, %4
  %arrayidx14 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %add = fadd float %5, 2.000000e+00
  %div = fdiv float %mul12, %add
  %mul15 = fmul float %div, 3.000000e+00
  %6 = tail call float @llvm.fmuladd.f32(float %s0.012, float 5.000000e-01, float %mul15)
  %arrayidx17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %6, ptr %arrayidx17, align 4, !tbaa !9
  %7 = tail call float @llvm.fmuladd.f32(float %0, float 1.500000e+00, float %r1.013)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !150
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_138() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s9.024 = phi float [ 0.000000e+00, %entry ], [ %11, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %1 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add6 = fadd float %1, 2.000000e+00
  %div = fdiv float %0, %add6
  %mul = fmul float %div, 5.000000e-01
  %arrayidx8 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx10 = getelementptr inbounds float, ptr @e, i64 %2
  %3 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %cmp11 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp11, label %if.then12, label %if.end.if.end26_crit_edge

if.end.if.end26_crit_edge:                        ; preds = %if.end
  %arrayidx28.phi.trans.insert = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %.pre = load float, ptr %arrayidx28.phi.trans.insert, align 4, !tbaa !9
  br label %if.end26

if.then12:                                        ; preds = %if.end
  %arrayidx14 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %arrayidx17 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %4, %6
  %arrayidx21 = getelementptr inbounds float, ptr @d, i64 %2
  %7 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %sub22 = fsub float %sub18, %7
  %mul23 = fmul float %sub22, 5.000000e-01
  %arrayidx25 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul23, ptr %arrayidx25, align 4, !tbaa !9
  br label %if.end26

if.end26:                                         ; preds = %if.then12, %if.end.if.end26_crit_edge
  %8 = phi float [ %.pre, %if.end.if.end26_crit_edge ], [ %mul23, %if.then12 ]
  %arrayidx30 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %9 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %add31 = fadd float %8, %9
  %mul32 = fmul float %add31, 5.000000e-01
  %arrayidx34 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul32, ptr %arrayidx34, align 4, !tbaa !9
  %add40 = fadd float %3, %mul32
  %mul41 = fmul float %add40, 5.000000e-01
  store float %mul41, ptr %arrayidx30, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %10 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %mul47 = fmul float %10, 5.000000e-01
  %11 = tail call float @llvm.fmuladd.f32(float %s9.024, float 5.000000e-01, float %mul47)
  %arrayidx49 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %11, ptr %arrayidx49, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx52 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx52, align 4, !tbaa !9
  %cmp53 = fcmp ogt float %12, 0.000000e+00
  br i1 %cmp53, label %if.then54, label %for.inc

if.then54:                                        ; preds = %if.end26
  %arrayidx57 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %13 = load float, ptr %arrayidx57, align 4, !tbaa !9
  %arrayidx59 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %14 = load float, ptr %arrayidx59, align 4, !tbaa !9
  %add60 = fadd float %13, %14
  %mul61 = fmul float %add60, 1.500000e+00
  store float %mul61, ptr %arrayidx46, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then54, %if.end26
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !151
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_139() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %arrayidx2 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %3 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %3, i64 -8
  %4 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %5 = tail call float @llvm.fmuladd.f32(float %0, float %2, float %4)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %6 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add7 = fadd float %6, 2.000000e+00
  %div = fdiv float %5, %add7
  %arrayidx9 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %div, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %7 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %mul = fmul float %7, %8
  store float %mul, ptr %3, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !152
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_140() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %6, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %1 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %3 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %sub4 = fsub float %2, %4
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %5 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add = fadd float %5, 2.000000e+00
  %div = fdiv float %sub4, %add
  %mul = fmul float %div, 5.000000e-01
  %arrayidx8 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  %sub13 = fsub float %mul, %mul
  %mul14 = fmul float %sub13, 5.000000e-01
  store float %mul14, ptr %arrayidx6, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx19 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %mul20 = fmul float %6, 3.000000e+00
  store float %mul20, ptr %1, align 4, !tbaa !9
  %mul25 = fmul float %0, 3.000000e+00
  %arrayidx27 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul25, ptr %arrayidx27, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !153
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_141() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.011 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pa, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pd, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add5 = fadd float %1, %2
  %mul6 = fmul float %add5, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %4, %5
  %mul20 = fmul float %add19, 1.500000e+00
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %6 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %mul28 = fmul float %6, 1.500000e+00
  %7 = tail call float @llvm.fmuladd.f32(float %s0.011, float 7.500000e-01, float %mul28)
  %arrayidx30 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %7, ptr %arrayidx30, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !154
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_142() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.013 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, %0
  %mul3 = fmul float %mul, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul3, ptr %arrayidx5, align 4, !tbaa !9
  %mul8 = fmul float %0, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul8, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx12 = getelementptr i8, ptr %arrayidx, i64 -8
  %1 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx16 = getelementptr inbounds float, ptr @d, i64 %2
  %3 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %mul17 = fmul float %3, 5.000000e-01
  %4 = tail call float @llvm.fmuladd.f32(float %1, float 7.500000e-01, float %mul17)
  store float %4, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx23 = getelementptr inbounds float, ptr @a, i64 %2
  %5 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %mul24 = fmul float %5, 1.500000e+00
  %6 = tail call float @llvm.fmuladd.f32(float %s1.013, float 5.000000e-01, float %mul24)
  %arrayidx26 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %6, ptr %arrayidx26, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !155
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_143() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pd, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pa, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %sub = fsub float %1, %2
  %mul5 = fmul float %sub, 5.000000e-01
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pb, i64 %0
  store float %mul5, ptr %arrayidx9, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx13 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %4 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %4, %5
  %mul19 = fmul float %sub18, 1.500000e+00
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  store float %mul19, ptr %arrayidx23, align 4, !tbaa !9
  %6 = add nsw i64 %indvars.iv, -1
  %arrayidx26 = getelementptr inbounds float, ptr @b, i64 %6
  %7 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %cmp27 = fcmp ogt float %7, 0.000000e+00
  br i1 %cmp27, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx30 = getelementptr inbounds i32, ptr @ic, i64 %6
  %8 = load i32, ptr %arrayidx30, align 4, !tbaa !5
  %arrayidx32 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  %9 = load i32, ptr %arrayidx32, align 4, !tbaa !5
  %mul33 = mul nsw i32 %9, 7
  %add34 = add nsw i32 %mul33, %8
  %arrayidx36 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  store i32 %add34, ptr %arrayidx36, align 4, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !156
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_144() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.010 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx3 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul = fmul float %0, %1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %3 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx10 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul11 = fmul float %2, %4
  %arrayidx13 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add14 = fadd float %5, 2.000000e+00
  %div = fdiv float %mul11, %add14
  %6 = tail call float @llvm.fmuladd.f32(float %s1.010, float 5.000000e-01, float %div)
  %arrayidx16 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %6, ptr %arrayidx16, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !157
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_back_145() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  %.pre25 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 8), align 4, !tbaa !9
  %.pre26 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  %.pre27 = load i32, ptr getelementptr inbounds nuw (i8, ptr @ia, i64 4), align 4, !tbaa !5
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi i32 [ %.pre27, %entry ], [ %add43, %for.body ]
  %1 = phi float [ %.pre26, %entry ], [ %mul20, %for.body ]
  %2 = phi float [ %.pre25, %entry ], [ %4, %for.body ]
  %3 = phi float [ %.pre, %entry ], [ %2, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add3 = fadd float %3, 2.000000e+00
  %div = fdiv float %4, %add3
  %mul = fmul float %div, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %mul11 = fmul float %2, %1
  %mul12 = fmul float %mul11, 1.500000e+00
  %arrayidx14 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %5 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %mul19 = fmul float %5, %5
  %mul20 = fmul float %mul19, 3.000000e+00
  %arrayidx22 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul20, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %sub29 = fsub float %6, %1
  %arrayidx32 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %sub33 = fsub float %sub29, %7
  %mul34 = fmul float %sub33, 1.500000e+00
  store float %mul34, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx41 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  %8 = load i32, ptr %arrayidx41, align 4, !tbaa !5
  %mul42 = mul nsw i32 %8, 5
  %add43 = add nsw i32 %mul42, %0
  %arrayidx45 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  store i32 %add43, ptr %arrayidx45, align 4, !tbaa !5
  %arrayidx55 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %10 = tail call float @llvm.fmuladd.f32(float %4, float %3, float %9)
  %mul56 = fmul float %10, 1.500000e+00
  %arrayidx58 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul56, ptr %arrayidx58, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !158
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_slp_146() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.018 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr i8, ptr %arrayidx, i64 -4
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, 2.000000e+00
  %div = fdiv float %0, %add
  %mul3 = fmul float %div, 5.000000e-01
  %2 = tail call float @llvm.fmuladd.f32(float %s0.018, float 5.000000e-01, float %mul3)
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %2, ptr %arrayidx5, align 4, !tbaa !9
  %3 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx8 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %mul13 = fmul float %4, %5
  %mul14 = fmul float %mul13, 1.500000e+00
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  store float %mul14, ptr %arrayidx18, align 4, !tbaa !9
  %6 = or disjoint i64 %3, 1
  %arrayidx22 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx26 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  %8 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %mul27 = fmul float %7, %8
  %mul28 = fmul float %mul27, 1.500000e+00
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  store float %mul28, ptr %arrayidx32, align 4, !tbaa !9
  %9 = or disjoint i64 %3, 2
  %arrayidx36 = getelementptr inbounds nuw float, ptr @pd, i64 %9
  %10 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %arrayidx40 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  %11 = load float, ptr %arrayidx40, align 4, !tbaa !9
  %mul41 = fmul float %10, %11
  %mul42 = fmul float %mul41, 1.500000e+00
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pa, i64 %9
  store float %mul42, ptr %arrayidx46, align 4, !tbaa !9
  %12 = or disjoint i64 %3, 3
  %arrayidx50 = getelementptr inbounds nuw float, ptr @pd, i64 %12
  %13 = load float, ptr %arrayidx50, align 4, !tbaa !9
  %arrayidx54 = getelementptr inbounds nuw float, ptr @pc, i64 %12
  %14 = load float, ptr %arrayidx54, align 4, !tbaa !9
  %mul55 = fmul float %13, %14
  %mul56 = fmul float %mul55, 1.500000e+00
  %arrayidx60 = getelementptr inbounds nuw float, ptr @pa, i64 %12
  store float %mul56, ptr %arrayidx60, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !159
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_recvec_147() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.013 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %1 = getelementptr i32, ptr @ic, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %1, i64 -4
  %2 = load i32, ptr %arrayidx4, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx6, align 4, !tbaa !5
  %mul7 = mul nsw i32 %3, 5
  %add = add nsw i32 %mul7, %2
  store i32 %add, ptr %1, align 4, !tbaa !5
  %arrayidx12 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %add15 = fadd float %4, %5
  %mul16 = fmul float %add15, 3.000000e+00
  %6 = tail call float @llvm.fmuladd.f32(float %s1.013, float 5.000000e-01, float %mul16)
  store float %6, ptr %arrayidx, align 4, !tbaa !9
  %mul21 = fmul float %mul, 3.000000e+00
  store float %mul21, ptr %arrayidx12, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !160
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_cf_148() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end27
  ret void

for.body:                                         ; preds = %if.end27, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end27 ]
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %cmp5 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp5, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx7 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %3 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx9 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %add10 = fadd float %4, 2.000000e+00
  %div = fdiv float %2, %add10
  %mul11 = fmul float %div, 1.500000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx15 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %5 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %cmp16 = fcmp ogt float %5, 0.000000e+00
  br i1 %cmp16, label %if.then17, label %if.end27

if.then17:                                        ; preds = %if.end
  %6 = getelementptr i32, ptr @ic, i64 %indvars.iv
  %arrayidx20 = getelementptr i8, ptr %6, i64 -4
  %7 = load i32, ptr %arrayidx20, align 4, !tbaa !5
  %arrayidx22 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  %8 = load i32, ptr %arrayidx22, align 4, !tbaa !5
  %mul23 = mul nsw i32 %8, 3
  %add24 = add nsw i32 %mul23, %7
  store i32 %add24, ptr %6, align 4, !tbaa !5
  br label %if.end27

if.end27:                                         ; preds = %if.then17, %if.end
  %9 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx32 = getelementptr i8, ptr %9, i64 -4
  %10 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %10, 2.000000e+00
  %div34 = fdiv float %mul, %add33
  %mul35 = fmul float %div34, 5.000000e-01
  store float %mul35, ptr %arrayidx, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !161
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @t_mix_149() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %add, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %1 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %2, %3
  %4 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add = fadd float %sub3, %5
  store float %add, ptr %1, align 4, !tbaa !9
  %6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx14 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %7 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %mul = fmul float %0, %7
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %mul19 = fmul float %mul, 5.000000e-01
  %arrayidx21 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul19, ptr %arrayidx21, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx24 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %sub28 = fsub float %8, %9
  store float %sub28, ptr %6, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !162
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!27 = distinct !{!27, !12, !13}
!28 = distinct !{!28, !12, !13}
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
!66 = distinct !{!66, !12, !13}
!67 = distinct !{!67, !12, !13}
!68 = distinct !{!68, !12, !13}
!69 = distinct !{!69, !12, !13}
!70 = distinct !{!70, !12, !13}
!71 = distinct !{!71, !12, !13}
!72 = distinct !{!72, !12, !13}
!73 = distinct !{!73, !12, !13}
!74 = distinct !{!74, !12, !13}
!75 = distinct !{!75, !12, !13}
!76 = distinct !{!76, !12, !13}
!77 = distinct !{!77, !12, !13}
!78 = distinct !{!78, !12, !13}
!79 = distinct !{!79, !12, !13}
!80 = distinct !{!80, !12, !13}
!81 = distinct !{!81, !12, !13}
!82 = distinct !{!82, !12, !13}
!83 = distinct !{!83, !12, !13}
!84 = distinct !{!84, !12, !13}
!85 = distinct !{!85, !12, !13}
!86 = distinct !{!86, !12, !13}
!87 = distinct !{!87, !12, !13}
!88 = distinct !{!88, !12, !13}
!89 = distinct !{!89, !12, !13}
!90 = distinct !{!90, !12, !13}
!91 = distinct !{!91, !12, !13}
!92 = distinct !{!92, !12, !13}
!93 = distinct !{!93, !12, !13}
!94 = distinct !{!94, !12, !13}
!95 = distinct !{!95, !12, !13}
!96 = distinct !{!96, !12, !13}
!97 = distinct !{!97, !12, !13}
!98 = distinct !{!98, !12, !13}
!99 = distinct !{!99, !12, !13}
!100 = distinct !{!100, !12, !13}
!101 = distinct !{!101, !12, !13}
!102 = distinct !{!102, !12, !13}
!103 = distinct !{!103, !12, !13}
!104 = distinct !{!104, !12, !13}
!105 = distinct !{!105, !12, !13}
!106 = distinct !{!106, !12, !13}
!107 = distinct !{!107, !12, !13}
!108 = distinct !{!108, !12, !13}
!109 = distinct !{!109, !12, !13}
!110 = distinct !{!110, !12, !13}
!111 = distinct !{!111, !12, !13}
!112 = distinct !{!112, !12, !13}
!113 = distinct !{!113, !12, !13}
!114 = distinct !{!114, !12, !13}
!115 = distinct !{!115, !12, !13}
!116 = distinct !{!116, !12, !13}
!117 = distinct !{!117, !12, !13}
!118 = distinct !{!118, !12, !13}
!119 = distinct !{!119, !12, !13}
!120 = distinct !{!120, !12, !13}
!121 = distinct !{!121, !12, !13}
!122 = distinct !{!122, !12, !13}
!123 = distinct !{!123, !12, !13}
!124 = distinct !{!124, !12, !13}
!125 = distinct !{!125, !12, !13}
!126 = distinct !{!126, !12, !13}
!127 = distinct !{!127, !12, !13}
!128 = distinct !{!128, !12, !13}
!129 = distinct !{!129, !12, !13}
!130 = distinct !{!130, !12, !13}
!131 = distinct !{!131, !12, !13}
!132 = distinct !{!132, !12, !13}
!133 = distinct !{!133, !12, !13}
!134 = distinct !{!134, !12, !13}
!135 = distinct !{!135, !12, !13}
!136 = distinct !{!136, !12, !13}
!137 = distinct !{!137, !12, !13}
!138 = distinct !{!138, !12, !13}
!139 = distinct !{!139, !12, !13}
!140 = distinct !{!140, !12, !13}
!141 = distinct !{!141, !12, !13}
!142 = distinct !{!142, !12, !13}
!143 = distinct !{!143, !12, !13}
!144 = distinct !{!144, !12, !13}
!145 = distinct !{!145, !12, !13}
!146 = distinct !{!146, !12, !13}
!147 = distinct !{!147, !12, !13}
!148 = distinct !{!148, !12, !13}
!149 = distinct !{!149, !12, !13}
!150 = distinct !{!150, !12, !13}
!151 = distinct !{!151, !12, !13}
!152 = distinct !{!152, !12, !13}
!153 = distinct !{!153, !12, !13}
!154 = distinct !{!154, !12, !13}
!155 = distinct !{!155, !12, !13}
!156 = distinct !{!156, !12, !13}
!157 = distinct !{!157, !12, !13}
!158 = distinct !{!158, !12, !13}
!159 = distinct !{!159, !12, !13}
!160 = distinct !{!160, !12, !13}
!161 = distinct !{!161, !12, !13}
!162 = distinct !{!162, !12, !13}
