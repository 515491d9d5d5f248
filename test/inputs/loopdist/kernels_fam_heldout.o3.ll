; ModuleID = '<stdin>'
source_filename = "kernels_fam_heldout.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@a = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@b = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@f = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@c = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@d = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@e = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@g = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@pc = dso_local local_unnamed_addr global [16384 x float] zeroinitializer, align 16
@pb = dso_local local_unnamed_addr global [16384 x float] zeroinitializer, align 16
@pa = dso_local local_unnamed_addr global [16384 x float] zeroinitializer, align 16
@ia = dso_local local_unnamed_addr global [4096 x i32] zeroinitializer, align 16
@ic = dso_local local_unnamed_addr global [4096 x i32] zeroinitializer, align 16
@h = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@ib = dso_local local_unnamed_addr global [4096 x i32] zeroinitializer, align 16
@pd = dso_local local_unnamed_addr global [16384 x float] zeroinitializer, align 16

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_000() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %0, %2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add = fadd float %3, 2.000000e+00
  %div = fdiv float %sub3, %add
  %mul = fmul float %div, 3.000000e+00
  %arrayidx7 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  %sub12 = fsub float %3, %3
  %mul13 = fmul float %sub12, 3.000000e+00
  store float %mul13, ptr %1, align 4, !tbaa !9
  %arrayidx19 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %4 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %mul20 = fmul float %3, %4
  %div24 = fdiv float %mul20, %add
  %mul25 = fmul float %div24, 3.000000e+00
  %arrayidx27 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul25, ptr %arrayidx27, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_slp_001() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.011 = phi float [ 0.000000e+00, %entry ], [ %1, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %0, 5.000000e-01
  %1 = tail call float @llvm.fmuladd.f32(float %s0.011, float 5.000000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %1, ptr %arrayidx3, align 4, !tbaa !9
  %2 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @pc, i64 %2
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pb, i64 %2
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %sub = fsub float %3, %4
  %mul10 = fmul float %sub, 1.500000e+00
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pa, i64 %2
  store float %mul10, ptr %arrayidx14, align 4, !tbaa !9
  %5 = or disjoint i64 %2, 1
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pc, i64 %5
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx22 = getelementptr inbounds nuw float, ptr @pb, i64 %5
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %sub23 = fsub float %6, %7
  %mul24 = fmul float %sub23, 1.500000e+00
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pa, i64 %5
  store float %mul24, ptr %arrayidx28, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_recvec_002() local_unnamed_addr #0 {
entry:
  %.pre = load i32, ptr getelementptr inbounds nuw (i8, ptr @ia, i64 4), align 4, !tbaa !5
  %.pre14 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre14, %entry ], [ %7, %for.body ]
  %1 = phi i32 [ %.pre, %entry ], [ %add, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %2, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx6, align 4, !tbaa !5
  %mul7 = mul nsw i32 %3, 7
  %add = add nsw i32 %mul7, %1
  %arrayidx9 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  store i32 %add, ptr %arrayidx9, align 4, !tbaa !5
  %4 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx16 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul19 = fmul float %5, %6
  %mul20 = fmul float %mul19, 1.500000e+00
  %7 = tail call float @llvm.fmuladd.f32(float %0, float 5.000000e-01, float %mul20)
  %arrayidx22 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %7, ptr %arrayidx22, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @h_cf_003() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  %r0.1.lcssa = phi float [ %r0.1, %for.inc ]
  ret float %r0.1.lcssa

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %r0.013 = phi float [ 0.000000e+00, %entry ], [ %r0.1, %for.inc ]
  %0 = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds float, ptr @g, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %3 = tail call float @llvm.fmuladd.f32(float %2, float 5.000000e-01, float %r0.013)
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %r0.1 = phi float [ %3, %if.then ], [ %r0.013, %for.body ]
  %arrayidx6 = getelementptr inbounds float, ptr @f, i64 %0
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %cmp7 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp7, label %if.then8, label %if.end16

if.then8:                                         ; preds = %if.end
  %arrayidx10 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %sub13 = fsub float %5, %5
  %mul = fmul float %sub13, 5.000000e-01
  %arrayidx15 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx15, align 4, !tbaa !9
  br label %if.end16

if.end16:                                         ; preds = %if.then8, %if.end
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx18 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %cmp19 = fcmp ogt float %6, 0.000000e+00
  br i1 %cmp19, label %if.then20, label %for.inc

if.then20:                                        ; preds = %if.end16
  %arrayidx22 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %add26 = fadd float %8, 2.000000e+00
  %div = fdiv float %7, %add26
  %mul27 = fmul float %div, 1.500000e+00
  %arrayidx29 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul27, ptr %arrayidx29, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then20, %if.end16
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_004() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %mul13, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.010 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %1 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %add = fadd float %0, %2
  %3 = tail call float @llvm.fmuladd.f32(float %s0.010, float 5.000000e-01, float %add)
  %4 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx8 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul = fmul float %5, 5.000000e-01
  store float %mul, ptr %1, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %6 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %mul13 = fmul float %6, 1.500000e+00
  %arrayidx15 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_005() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul7 = fmul float %1, %2
  %mul8 = fmul float %mul7, 5.000000e-01
  %arrayidx10 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul8, ptr %arrayidx10, align 4, !tbaa !9
  %mul13 = fmul float %mul8, 1.500000e+00
  %arrayidx15 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @h_slp_006() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %1, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.010 = phi float [ 0.000000e+00, %entry ], [ %1, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = tail call float @llvm.fmuladd.f32(float %0, float 3.000000e+00, float %r0.010)
  %2 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds nuw float, ptr @pa, i64 %2
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @pb, i64 %2
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul7 = fmul float %3, %4
  %mul8 = fmul float %mul7, 5.000000e-01
  %arrayidx12 = getelementptr inbounds nuw float, ptr @pc, i64 %2
  store float %mul8, ptr %arrayidx12, align 4, !tbaa !9
  %5 = or disjoint i64 %2, 1
  %arrayidx16 = getelementptr inbounds nuw float, ptr @pa, i64 %5
  %6 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx20 = getelementptr inbounds nuw float, ptr @pb, i64 %5
  %7 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %mul21 = fmul float %6, %7
  %mul22 = fmul float %mul21, 5.000000e-01
  %arrayidx26 = getelementptr inbounds nuw float, ptr @pc, i64 %5
  store float %mul22, ptr %arrayidx26, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_recvec_007() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  %.pre21 = load i32, ptr getelementptr inbounds nuw (i8, ptr @ia, i64 4), align 4, !tbaa !5
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi i32 [ %.pre21, %entry ], [ %add12, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %mul28, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.017 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %2 = add nsw i64 %indvars.iv, -1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %3, 2.000000e+00
  %div = fdiv float %1, %add3
  %mul = fmul float %div, 3.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  %4 = load i32, ptr %arrayidx10, align 4, !tbaa !5
  %mul11 = mul nsw i32 %4, 7
  %add12 = add nsw i32 %mul11, %0
  %arrayidx14 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  store i32 %add12, ptr %arrayidx14, align 4, !tbaa !5
  %mul17 = fmul float %mul, 3.000000e+00
  %arrayidx19 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul17, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx22 = getelementptr inbounds float, ptr @e, i64 %2
  %5 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds float, ptr @a, i64 %2
  %6 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %add26 = fadd float %6, 2.000000e+00
  %div27 = fdiv float %5, %add26
  %mul28 = fmul float %div27, 3.000000e+00
  %arrayidx30 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul28, ptr %arrayidx30, align 4, !tbaa !9
  %mul36 = fmul float %mul28, %mul28
  %mul37 = fmul float %mul36, 5.000000e-01
  %7 = tail call float @llvm.fmuladd.f32(float %s1.017, float 5.000000e-01, float %mul37)
  %arrayidx39 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %7, ptr %arrayidx39, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_008() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %0 = phi float [ %.pre, %entry ], [ %12, %for.inc ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %sub = fsub float %1, %1
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx5 = getelementptr inbounds float, ptr @f, i64 %2
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %mul = fmul float %sub, %3
  %arrayidx8 = getelementptr inbounds float, ptr @h, i64 %2
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add = fadd float %4, 2.000000e+00
  %div = fdiv float %mul, %add
  %mul9 = fmul float %div, 5.000000e-01
  %arrayidx11 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul9, ptr %arrayidx11, align 4, !tbaa !9
  %cmp14 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp14, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx16 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %5 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx19 = getelementptr inbounds float, ptr @b, i64 %2
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %mul20 = fmul float %5, %6
  %mul21 = fmul float %mul20, 5.000000e-01
  %arrayidx23 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul21, ptr %arrayidx23, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx26 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %cmp27 = fcmp ogt float %7, 0.000000e+00
  br i1 %cmp27, label %if.then28, label %if.end41

if.then28:                                        ; preds = %if.end
  %arrayidx31 = getelementptr inbounds float, ptr @g, i64 %2
  %8 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %9 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx37 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %10 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %neg = fneg float %10
  %11 = tail call float @llvm.fmuladd.f32(float %8, float %0, float %neg)
  %mul38 = fmul float %11, 3.000000e+00
  %arrayidx40 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul38, ptr %arrayidx40, align 4, !tbaa !9
  br label %if.end41

if.end41:                                         ; preds = %if.then28, %if.end
  %mul44 = fmul float %0, 3.000000e+00
  %arrayidx46 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul44, ptr %arrayidx46, align 4, !tbaa !9
  %arrayidx49 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx49, align 4, !tbaa !9
  %cmp50 = fcmp ogt float %12, 0.000000e+00
  br i1 %cmp50, label %if.then51, label %for.inc

if.then51:                                        ; preds = %if.end41
  %mul55 = fmul float %12, 5.000000e-01
  %arrayidx57 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul55, ptr %arrayidx57, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then51, %if.end41
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_009() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.010 = phi float [ 0.000000e+00, %entry ], [ %4, %for.body ]
  %0 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %2, i64 -8
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %sub4 = fsub float %1, %3
  %4 = tail call float @llvm.fmuladd.f32(float %s0.010, float 5.000000e-01, float %sub4)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %4, ptr %arrayidx6, align 4, !tbaa !9
  %5 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %5
  %6 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %5
  %7 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %add12 = fadd float %6, %7
  %arrayidx15 = getelementptr inbounds nuw float, ptr @b, i64 %5
  %8 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %add16 = fadd float %8, 2.000000e+00
  %div = fdiv float %add12, %add16
  %mul = fmul float %div, 1.500000e+00
  %arrayidx18 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx18, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_010() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  %.pre26 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  %.pre27 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre27, %entry ], [ %mul, %for.body ]
  %1 = phi float [ %.pre26, %entry ], [ %8, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %mul30, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %3 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %3, i64 -8
  %4 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %5 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %4, %5
  %add = fadd float %5, %sub3
  %add8 = fadd float %5, 2.000000e+00
  %div = fdiv float %add, %add8
  %mul = fmul float %div, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %6 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %add16 = fadd float %6, %2
  %mul17 = fmul float %add16, 5.000000e-01
  %arrayidx19 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul17, ptr %arrayidx19, align 4, !tbaa !9
  %7 = load float, ptr %3, align 4, !tbaa !9
  %add24 = fadd float %7, %mul17
  %mul25 = fmul float %add24, 3.000000e+00
  %arrayidx27 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul25, ptr %arrayidx27, align 4, !tbaa !9
  %mul30 = fmul float %5, 1.500000e+00
  %arrayidx32 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul30, ptr %arrayidx32, align 4, !tbaa !9
  %mul35 = fmul float %mul25, 3.000000e+00
  %arrayidx37 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul35, ptr %arrayidx37, align 4, !tbaa !9
  %mul45 = fmul float %0, 1.500000e+00
  %8 = tail call float @llvm.fmuladd.f32(float %1, float 7.500000e-01, float %mul45)
  store float %8, ptr %arrayidx12, align 4, !tbaa !9
  %mul52 = fmul float %5, %5
  %mul53 = fmul float %mul52, 3.000000e+00
  store float %mul53, ptr %3, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_slp_011() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.018 = phi float [ 0.000000e+00, %entry ], [ %15, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pc, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pa, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %sub = fsub float %1, %2
  %mul5 = fmul float %sub, 1.500000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pb, i64 %0
  store float %mul5, ptr %arrayidx9, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx13 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  %4 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %4, %5
  %mul19 = fmul float %sub18, 1.500000e+00
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  store float %mul19, ptr %arrayidx23, align 4, !tbaa !9
  %6 = or disjoint i64 %0, 2
  %arrayidx27 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  %7 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx31 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  %8 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %sub32 = fsub float %7, %8
  %mul33 = fmul float %sub32, 1.500000e+00
  %arrayidx37 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  store float %mul33, ptr %arrayidx37, align 4, !tbaa !9
  %9 = or disjoint i64 %0, 3
  %arrayidx41 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  %10 = load float, ptr %arrayidx41, align 4, !tbaa !9
  %arrayidx45 = getelementptr inbounds nuw float, ptr @pa, i64 %9
  %11 = load float, ptr %arrayidx45, align 4, !tbaa !9
  %sub46 = fsub float %10, %11
  %mul47 = fmul float %sub46, 1.500000e+00
  %arrayidx51 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  store float %mul47, ptr %arrayidx51, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx55 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %13 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx58 = getelementptr i8, ptr %13, i64 -4
  %14 = load float, ptr %arrayidx58, align 4, !tbaa !9
  %add59 = fadd float %14, 2.000000e+00
  %div = fdiv float %12, %add59
  %mul60 = fmul float %div, 5.000000e-01
  %15 = tail call float @llvm.fmuladd.f32(float %s0.018, float 5.000000e-01, float %mul60)
  %arrayidx62 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %15, ptr %arrayidx62, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @h_recvec_012() local_unnamed_addr #0 {
entry:
  %.pre = load i32, ptr getelementptr inbounds nuw (i8, ptr @ib, i64 4), align 4, !tbaa !5
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %5, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi i32 [ %.pre, %entry ], [ %add19, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.011 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add = fadd float %1, 2.000000e+00
  %div = fdiv float %1, %add
  %mul = fmul float %div, 1.500000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %3 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx9 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %add10 = fadd float %4, 2.000000e+00
  %div11 = fdiv float %2, %add10
  %5 = tail call float @llvm.fmuladd.f32(float %div11, float 5.000000e-01, float %r0.011)
  %arrayidx17 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  %6 = load i32, ptr %arrayidx17, align 4, !tbaa !5
  %mul18 = mul nsw i32 %6, 5
  %add19 = add nsw i32 %mul18, %0
  %arrayidx21 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  store i32 %add19, ptr %arrayidx21, align 4, !tbaa !5
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_013() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end30
  ret void

for.body:                                         ; preds = %if.end30, %entry
  %0 = phi float [ %.pre, %entry ], [ %13, %if.end30 ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end30 ]
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx3 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %mul = fmul float %2, %3
  %4 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx7 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %add8 = fadd float %5, 2.000000e+00
  %div = fdiv float %mul, %add8
  %mul9 = fmul float %div, 3.000000e+00
  %arrayidx11 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul9, ptr %arrayidx11, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %6 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx14 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %cmp15 = fcmp ogt float %7, 0.000000e+00
  br i1 %cmp15, label %if.then16, label %if.end30

if.then16:                                        ; preds = %if.end
  %8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx19 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %9 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %10 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %sub22 = fsub float %9, %10
  %11 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %arrayidx25 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %12 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %sub26 = fsub float %sub22, %12
  %mul27 = fmul float %sub26, 3.000000e+00
  %arrayidx29 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul27, ptr %arrayidx29, align 4, !tbaa !9
  br label %if.end30

if.end30:                                         ; preds = %if.then16, %if.end
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx33 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %13 = load float, ptr %arrayidx33, align 4, !tbaa !9
  %mul34 = fmul float %13, 1.500000e+00
  %arrayidx36 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul34, ptr %arrayidx36, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_014() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre19, %entry ], [ %mul12, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %2, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.015 = phi float [ 0.000000e+00, %entry ], [ %8, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %2, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %3 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %sub7 = fsub float %4, %1
  %mul11 = fmul float %sub7, %0
  %mul12 = fmul float %mul11, 1.500000e+00
  store float %mul12, ptr %arrayidx6, align 4, !tbaa !9
  %5 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx18 = getelementptr i8, ptr %5, i64 -8
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %add22 = fadd float %6, %7
  %8 = tail call float @llvm.fmuladd.f32(float %s2.015, float 5.000000e-01, float %add22)
  %arrayidx24 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %8, ptr %arrayidx24, align 4, !tbaa !9
  %9 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx27 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %10 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %sub31 = fsub float %10, %10
  store float %sub31, ptr %5, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_015() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  %mul = fmul float %add, 3.000000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add9 = fadd float %4, 2.000000e+00
  %div = fdiv float %3, %add9
  %mul10 = fmul float %div, 3.000000e+00
  store float %mul10, ptr %0, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_slp_016() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.024 = phi float [ 0.000000e+00, %entry ], [ %15, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pd, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pb, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %1, %2
  %mul6 = fmul float %mul5, 5.000000e-01
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pa, i64 %0
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul19 = fmul float %4, %5
  %mul20 = fmul float %mul19, 1.500000e+00
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %6 = or disjoint i64 %0, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  %7 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  %8 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %mul33 = fmul float %7, %8
  %mul34 = fmul float %mul33, 5.000000e-01
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %9 = or disjoint i64 %0, 3
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pd, i64 %9
  %10 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  %11 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %mul47 = fmul float %10, %11
  %mul48 = fmul float %mul47, 1.500000e+00
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pa, i64 %9
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %arrayidx55 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %12 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %arrayidx57 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %13 = load float, ptr %arrayidx57, align 4, !tbaa !9
  %mul58 = fmul float %12, %13
  %arrayidx60 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %14 = load float, ptr %arrayidx60, align 4, !tbaa !9
  %add61 = fadd float %14, 2.000000e+00
  %div = fdiv float %mul58, %add61
  %mul62 = fmul float %div, 1.500000e+00
  %15 = tail call float @llvm.fmuladd.f32(float %s0.024, float 5.000000e-01, float %mul62)
  %arrayidx64 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %15, ptr %arrayidx64, align 4, !tbaa !9
  %arrayidx66 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %16 = load float, ptr %arrayidx66, align 4, !tbaa !9
  %arrayidx68 = getelementptr i8, ptr %arrayidx57, i64 -8
  %17 = load float, ptr %arrayidx68, align 4, !tbaa !9
  %add69 = fadd float %16, %17
  %mul70 = fmul float %add69, 5.000000e-01
  store float %mul70, ptr %arrayidx60, align 4, !tbaa !9
  %arrayidx74 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %18 = load float, ptr %arrayidx74, align 4, !tbaa !9
  %mul75 = fmul float %18, 1.500000e+00
  store float %mul75, ptr %arrayidx57, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @h_recvec_017() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %5, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %4, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.08 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add = fadd float %1, %0
  %2 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add5 = fadd float %3, 2.000000e+00
  %div = fdiv float %add, %add5
  %mul = fmul float %div, 5.000000e-01
  %arrayidx7 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx10 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %5 = tail call float @llvm.fmuladd.f32(float %4, float 5.000000e-01, float %r0.08)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_018() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %0 = phi float [ %.pre, %entry ], [ %7, %for.inc ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %2, 2.000000e+00
  %div = fdiv float %1, %add
  %mul = fmul float %div, 3.000000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %cmp7 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp7, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %div13 = fdiv float %3, %add
  %mul14 = fmul float %div13, 3.000000e+00
  %arrayidx16 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul14, ptr %arrayidx16, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %4 = getelementptr i32, ptr @ia, i64 %indvars.iv
  %arrayidx18 = getelementptr i8, ptr %4, i64 -4
  %5 = load i32, ptr %arrayidx18, align 4, !tbaa !5
  %arrayidx20 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  %6 = load i32, ptr %arrayidx20, align 4, !tbaa !5
  %mul21 = mul nsw i32 %6, 5
  %add22 = add nsw i32 %mul21, %5
  store i32 %add22, ptr %4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx27 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %cmp28 = fcmp ogt float %7, 0.000000e+00
  br i1 %cmp28, label %if.then29, label %for.inc

if.then29:                                        ; preds = %if.end
  %mul32 = fmul float %0, 1.500000e+00
  store float %mul32, ptr %arrayidx, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then29, %if.end
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_019() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %mul, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %3 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %mul15 = fmul float %0, 5.000000e-01
  %arrayidx20 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %mul23 = fmul float %mul15, %5
  store float %mul23, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx28 = getelementptr i8, ptr %arrayidx, i64 -8
  %6 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %mul32 = fmul float %4, %6
  store float %mul32, ptr %arrayidx, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_020() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul7 = fmul float %1, %2
  %mul8 = fmul float %mul7, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul8, ptr %arrayidx10, align 4, !tbaa !9
  %mul13 = fmul float %mul8, 5.000000e-01
  %arrayidx15 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_slp_021() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.011 = phi float [ 0.000000e+00, %entry ], [ %1, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %0, 1.500000e+00
  %1 = tail call float @llvm.fmuladd.f32(float %s0.011, float 7.500000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %1, ptr %arrayidx3, align 4, !tbaa !9
  %2 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx6 = getelementptr inbounds nuw float, ptr @pd, i64 %2
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pa, i64 %2
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add11 = fadd float %3, %4
  %mul12 = fmul float %add11, 1.500000e+00
  %arrayidx16 = getelementptr inbounds nuw float, ptr @pc, i64 %2
  store float %mul12, ptr %arrayidx16, align 4, !tbaa !9
  %5 = or disjoint i64 %2, 1
  %arrayidx20 = getelementptr inbounds nuw float, ptr @pd, i64 %5
  %6 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pa, i64 %5
  %7 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %add25 = fadd float %6, %7
  %mul26 = fmul float %add25, 5.000000e-01
  %arrayidx30 = getelementptr inbounds nuw float, ptr @pc, i64 %5
  store float %mul26, ptr %arrayidx30, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_recvec_022() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %3, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %1 = getelementptr i32, ptr @ic, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %1, i64 -4
  %2 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %sub10 = fsub float %3, %4
  %add13 = fadd float %0, 2.000000e+00
  %div = fdiv float %sub10, %add13
  %mul14 = fmul float %div, 1.500000e+00
  %arrayidx16 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul14, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add21 = fadd float %mul14, 2.000000e+00
  %div22 = fdiv float %5, %add21
  %mul23 = fmul float %div22, 5.000000e-01
  store float %mul23, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx30 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %6 = load i32, ptr %arrayidx30, align 4, !tbaa !5
  %mul31 = mul nsw i32 %6, 5
  %add32 = add nsw i32 %mul31, %2
  store i32 %add32, ptr %1, align 4, !tbaa !5
  %arrayidx36 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %7 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %sub39 = fsub float %7, %7
  %mul40 = fmul float %sub39, 5.000000e-01
  store float %mul40, ptr %arrayidx18, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_023() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end74
  ret void

for.body:                                         ; preds = %if.end74, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end74 ]
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
  %mul48 = fmul float %mul47, 5.000000e-01
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %arrayidx54 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %12 = load float, ptr %arrayidx54, align 4, !tbaa !9
  %cmp55 = fcmp ogt float %12, 0.000000e+00
  br i1 %cmp55, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %13 = getelementptr i32, ptr @ic, i64 %indvars.iv
  %arrayidx57 = getelementptr i8, ptr %13, i64 -4
  %14 = load i32, ptr %arrayidx57, align 4, !tbaa !5
  %arrayidx59 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %15 = load i32, ptr %arrayidx59, align 4, !tbaa !5
  %mul60 = mul nsw i32 %15, 3
  %add61 = add nsw i32 %mul60, %14
  store i32 %add61, ptr %13, align 4, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx65 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %16 = load float, ptr %arrayidx65, align 4, !tbaa !9
  %cmp66 = fcmp ogt float %16, 0.000000e+00
  br i1 %cmp66, label %if.then67, label %if.end74

if.then67:                                        ; preds = %if.end
  %17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx70 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %18 = load float, ptr %arrayidx70, align 4, !tbaa !9
  %mul71 = fmul float %18, 3.000000e+00
  %arrayidx73 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul71, ptr %arrayidx73, align 4, !tbaa !9
  br label %if.end74

if.end74:                                         ; preds = %if.then67, %if.end
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx77 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %19 = load float, ptr %arrayidx77, align 4, !tbaa !9
  %arrayidx80 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %20 = load float, ptr %arrayidx80, align 4, !tbaa !9
  %sub81 = fsub float %19, %20
  %mul82 = fmul float %sub81, 3.000000e+00
  %arrayidx84 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul82, ptr %arrayidx84, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_024() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %1, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add3 = fadd float %1, %0
  %2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx6 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul = fmul float %add3, %3
  %mul7 = fmul float %mul, 3.000000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %5 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx14 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %add15 = fadd float %4, %6
  %arrayidx17 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add15, ptr %arrayidx17, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !37
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_025() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %0, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul = fmul float %add, %3
  %mul5 = fmul float %mul, 3.000000e+00
  %arrayidx7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul5, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %add12 = fadd float %5, 2.000000e+00
  %div = fdiv float %4, %add12
  %mul13 = fmul float %div, 3.000000e+00
  store float %mul13, ptr %1, align 4, !tbaa !9
  %sub20 = fsub float %mul13, %mul5
  %mul21 = fmul float %sub20, 3.000000e+00
  %arrayidx23 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul21, ptr %arrayidx23, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !38
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_slp_026() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  %.pre24 = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre24, %entry ], [ %mul19, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %mul9, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.018 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %mul1 = fmul float %1, 3.000000e+00
  %2 = tail call float @llvm.fmuladd.f32(float %s0.018, float 7.500000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %2, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul = fmul float %0, %3
  %mul9 = fmul float %mul, 5.000000e-01
  %arrayidx11 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul9, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %4 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %sub16 = fsub float %3, %4
  %arrayidx18 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add = fadd float %5, 2.000000e+00
  %div = fdiv float %sub16, %add
  %mul19 = fmul float %div, 5.000000e-01
  %arrayidx21 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul19, ptr %arrayidx21, align 4, !tbaa !9
  %6 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx25 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  %7 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %arrayidx29 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  %8 = load float, ptr %arrayidx29, align 4, !tbaa !9
  %sub30 = fsub float %7, %8
  %mul31 = fmul float %sub30, 1.500000e+00
  %arrayidx35 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  store float %mul31, ptr %arrayidx35, align 4, !tbaa !9
  %9 = or disjoint i64 %6, 1
  %arrayidx39 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  %10 = load float, ptr %arrayidx39, align 4, !tbaa !9
  %arrayidx43 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  %11 = load float, ptr %arrayidx43, align 4, !tbaa !9
  %sub44 = fsub float %10, %11
  %mul45 = fmul float %sub44, 1.500000e+00
  %arrayidx49 = getelementptr inbounds nuw float, ptr @pa, i64 %9
  store float %mul45, ptr %arrayidx49, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_recvec_027() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %mul, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %1, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %2 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %2, i64 -8
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %sub11 = fsub float %4, %0
  %mul12 = fmul float %sub11, 5.000000e-01
  %5 = tail call float @llvm.fmuladd.f32(float %3, float 7.500000e-01, float %mul12)
  store float %5, ptr %2, align 4, !tbaa !9
  %6 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %add = fadd float %7, 2.000000e+00
  %div = fdiv float %5, %add
  %mul20 = fmul float %div, 5.000000e-01
  store float %mul20, ptr %arrayidx7, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !40
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_028() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.017 = phi float [ 0.000000e+00, %entry ], [ %13, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pd, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pa, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %sub = fsub float %1, %2
  %mul5 = fmul float %sub, 1.500000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  store float %mul5, ptr %arrayidx9, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx13 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %4 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %4, %5
  %mul19 = fmul float %sub18, 5.000000e-01
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  store float %mul19, ptr %arrayidx23, align 4, !tbaa !9
  %6 = or disjoint i64 %0, 2
  %arrayidx27 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  %7 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx31 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  %8 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %sub32 = fsub float %7, %8
  %mul33 = fmul float %sub32, 5.000000e-01
  %arrayidx37 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  store float %mul33, ptr %arrayidx37, align 4, !tbaa !9
  %9 = or disjoint i64 %0, 3
  %arrayidx41 = getelementptr inbounds nuw float, ptr @pd, i64 %9
  %10 = load float, ptr %arrayidx41, align 4, !tbaa !9
  %arrayidx45 = getelementptr inbounds nuw float, ptr @pa, i64 %9
  %11 = load float, ptr %arrayidx45, align 4, !tbaa !9
  %sub46 = fsub float %10, %11
  %mul47 = fmul float %sub46, 1.500000e+00
  %arrayidx51 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  store float %mul47, ptr %arrayidx51, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx55 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %mul56 = fmul float %12, 3.000000e+00
  %13 = tail call float @llvm.fmuladd.f32(float %s0.017, float 5.000000e-01, float %mul56)
  %arrayidx58 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %13, ptr %arrayidx58, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !41
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_029() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %1, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %0
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %3 = add nsw i64 %indvars.iv, -1
  %arrayidx7 = getelementptr inbounds float, ptr @d, i64 %3
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %sub8 = fsub float %2, %4
  %arrayidx11 = getelementptr inbounds nuw float, ptr @d, i64 %0
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %add12 = fadd float %5, 2.000000e+00
  %div = fdiv float %sub8, %add12
  %arrayidx14 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %div, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds float, ptr @c, i64 %3
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %arrayidx20 = getelementptr i8, ptr %arrayidx14, i64 -8
  %7 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %sub21 = fsub float %6, %7
  %arrayidx23 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %sub21, ptr %arrayidx23, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_030() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 8), align 4, !tbaa !9
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre19, %entry ], [ %mul35, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %8, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %mul = fmul float %1, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %3 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %3, i64 -8
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %sub7 = fsub float %2, %4
  %mul8 = fmul float %sub7, 5.000000e-01
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul8, ptr %arrayidx10, align 4, !tbaa !9
  %mul14 = fmul float %0, 5.000000e-01
  %arrayidx16 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul14, ptr %arrayidx16, align 4, !tbaa !9
  %5 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %mul20 = fmul float %6, 1.500000e+00
  store float %mul20, ptr %3, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx30 = getelementptr inbounds nuw i8, ptr %arrayidx2, i64 8
  %7 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %arrayidx33 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx33, align 4, !tbaa !9
  %sub34 = fsub float %7, %8
  %mul35 = fmul float %sub34, 3.000000e+00
  %arrayidx37 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul35, ptr %arrayidx37, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !43
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @h_slp_031() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %2, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %mul11, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.015 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = tail call float @llvm.fmuladd.f32(float %1, float 1.500000e+00, float %r0.015)
  %arrayidx4 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %sub5 = fsub float %0, %3
  %mul = fmul float %sub5, 5.000000e-01
  %arrayidx7 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  %4 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx10 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul11 = fmul float %5, 5.000000e-01
  %arrayidx13 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  %6 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx16 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx20 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  %8 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %add21 = fadd float %7, %8
  %mul22 = fmul float %add21, 5.000000e-01
  %arrayidx26 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  store float %mul22, ptr %arrayidx26, align 4, !tbaa !9
  %9 = or disjoint i64 %6, 1
  %arrayidx30 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  %10 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %arrayidx34 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  %11 = load float, ptr %arrayidx34, align 4, !tbaa !9
  %add35 = fadd float %10, %11
  %mul36 = fmul float %add35, 1.500000e+00
  %arrayidx40 = getelementptr inbounds nuw float, ptr @pd, i64 %9
  store float %mul36, ptr %arrayidx40, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !44
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_recvec_032() local_unnamed_addr #0 {
entry:
  %.pre = load i32, ptr getelementptr inbounds nuw (i8, ptr @ib, i64 4), align 4, !tbaa !5
  %.pre15 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  %.pre16 = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre16, %entry ], [ %6, %for.body ]
  %1 = phi float [ %.pre15, %entry ], [ %4, %for.body ]
  %2 = phi i32 [ %.pre, %entry ], [ %add, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %mul = mul nsw i32 %3, 7
  %add = add nsw i32 %mul, %2
  %arrayidx4 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  store i32 %add, ptr %arrayidx4, align 4, !tbaa !5
  %arrayidx9 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %add10 = fadd float %4, 2.000000e+00
  %div = fdiv float %1, %add10
  %mul11 = fmul float %div, 5.000000e-01
  %arrayidx13 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %5 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %mul22 = fmul float %4, %5
  %mul23 = fmul float %mul22, 3.000000e+00
  %6 = tail call float @llvm.fmuladd.f32(float %0, float 5.000000e-01, float %mul23)
  %arrayidx25 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %6, ptr %arrayidx25, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_033() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s9.015 = phi float [ 0.000000e+00, %entry ], [ %9, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul = fmul float %2, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %3 = add nsw i64 %indvars.iv, -1
  %arrayidx8 = getelementptr inbounds float, ptr @d, i64 %3
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds float, ptr @a, i64 %3
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %add = fadd float %4, %5
  %mul12 = fmul float %add, 3.000000e+00
  %arrayidx14 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %6 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %7 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %6, %7
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx22 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %sub23 = fsub float %add19, %8
  %mul24 = fmul float %sub23, 1.500000e+00
  %arrayidx26 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul24, ptr %arrayidx26, align 4, !tbaa !9
  %mul30 = fmul float %0, 1.500000e+00
  %9 = tail call float @llvm.fmuladd.f32(float %s9.015, float 5.000000e-01, float %mul30)
  store float %9, ptr %arrayidx18, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !46
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_034() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr i8, ptr %arrayidx, i64 -4
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %0, %1
  %mul = fmul float %sub3, 3.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %2 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx7 = getelementptr inbounds nuw float, ptr @d, i64 %2
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %mul8 = fmul float %3, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul8, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %cmp13 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp13, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx16 = getelementptr inbounds nuw float, ptr @f, i64 %2
  %5 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %mul17 = fmul float %5, 5.000000e-01
  %arrayidx19 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul17, ptr %arrayidx19, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !47
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_035() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  %.pre16 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  %.pre17 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre17, %entry ], [ %4, %for.body ]
  %1 = phi float [ %.pre16, %entry ], [ %mul17, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %mul26, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %2, %3
  %mul = fmul float %add, 3.000000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %add10 = fadd float %mul, %1
  %mul11 = fmul float %add10, 1.500000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  %mul17 = fmul float %2, 1.500000e+00
  %arrayidx19 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul17, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %mul25 = fmul float %4, %0
  %mul26 = fmul float %mul25, 1.500000e+00
  %arrayidx28 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul26, ptr %arrayidx28, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !48
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_slp_036() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 8), align 4, !tbaa !9
  %.pre29 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre29, %entry ], [ %mul75, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %18, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %2 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pb, i64 %2
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pa, i64 %2
  %4 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add5 = fadd float %3, %4
  %mul6 = fmul float %add5, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pc, i64 %2
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %5 = or disjoint i64 %2, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pb, i64 %5
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pa, i64 %5
  %7 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %6, %7
  %mul20 = fmul float %add19, 1.500000e+00
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pc, i64 %5
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %8 = or disjoint i64 %2, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pb, i64 %8
  %9 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pa, i64 %8
  %10 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %9, %10
  %mul34 = fmul float %add33, 5.000000e-01
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pc, i64 %8
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %11 = or disjoint i64 %2, 3
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pb, i64 %11
  %12 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pa, i64 %11
  %13 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %add47 = fadd float %12, %13
  %mul48 = fmul float %add47, 5.000000e-01
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pc, i64 %11
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %14 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx54 = getelementptr i8, ptr %14, i64 -8
  %15 = load float, ptr %arrayidx54, align 4, !tbaa !9
  %arrayidx57 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %16 = load float, ptr %arrayidx57, align 4, !tbaa !9
  %add60 = fadd float %16, %1
  %add64 = fadd float %0, 2.000000e+00
  %div = fdiv float %add60, %add64
  %mul65 = fmul float %div, 3.000000e+00
  %17 = tail call float @llvm.fmuladd.f32(float %15, float 5.000000e-01, float %mul65)
  store float %17, ptr %14, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx70 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %18 = load float, ptr %arrayidx70, align 4, !tbaa !9
  %19 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx73 = getelementptr i8, ptr %19, i64 -4
  %20 = load float, ptr %arrayidx73, align 4, !tbaa !9
  %add74 = fadd float %18, %20
  %mul75 = fmul float %add74, 1.500000e+00
  %arrayidx77 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul75, ptr %arrayidx77, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !49
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @h_recvec_037() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %3, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.09 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr i8, ptr %arrayidx4, i64 -4
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add = fadd float %2, 2.000000e+00
  %div = fdiv float %1, %add
  %mul7 = fmul float %div, 3.000000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %3 = tail call float @llvm.fmuladd.f32(float %mul, float 1.500000e+00, float %r0.09)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !50
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_038() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end40
  ret void

for.body:                                         ; preds = %if.end40, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end40 ]
  %s1.021 = phi float [ 0.000000e+00, %entry ], [ %9, %if.end40 ]
  %s0.020 = phi float [ 0.000000e+00, %entry ], [ %6, %if.end40 ]
  %0 = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds float, ptr @a, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds float, ptr @b, i64 %0
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add = fadd float %3, 2.000000e+00
  %div = fdiv float %2, %add
  %mul = fmul float %div, 3.000000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx12 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %sub15 = fsub float %4, %5
  %mul16 = fmul float %sub15, 1.500000e+00
  %6 = tail call float @llvm.fmuladd.f32(float %s0.020, float 7.500000e-01, float %mul16)
  %arrayidx18 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %6, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx22 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %add23 = fadd float %7, 2.000000e+00
  %div24 = fdiv float %6, %add23
  %mul25 = fmul float %div24, 5.000000e-01
  store float %mul25, ptr %arrayidx14, align 4, !tbaa !9
  %cmp30 = fcmp ogt float %7, 0.000000e+00
  br i1 %cmp30, label %if.then31, label %if.end40

if.then31:                                        ; preds = %if.end
  %arrayidx33 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %8 = load float, ptr %arrayidx33, align 4, !tbaa !9
  %add36 = fadd float %6, %8
  %mul37 = fmul float %add36, 1.500000e+00
  %arrayidx39 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul37, ptr %arrayidx39, align 4, !tbaa !9
  br label %if.end40

if.end40:                                         ; preds = %if.then31, %if.end
  %mul44 = fmul float %mul25, 5.000000e-01
  %9 = tail call float @llvm.fmuladd.f32(float %s1.021, float 7.500000e-01, float %mul44)
  %arrayidx46 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %9, ptr %arrayidx46, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !51
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_039() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr @g, align 4, !tbaa !9
  %.pre27 = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  %.pre28 = load float, ptr @d, align 4, !tbaa !9
  %.pre29 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre29, %entry ], [ %9, %for.body ]
  %1 = phi float [ %.pre28, %entry ], [ %14, %for.body ]
  %2 = phi float [ %.pre27, %entry ], [ %mul, %for.body ]
  %3 = phi float [ %.pre, %entry ], [ %0, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.021 = phi float [ 0.000000e+00, %entry ], [ %11, %for.body ]
  %s1.020 = phi float [ 0.000000e+00, %entry ], [ %8, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %4 = load float, ptr %arrayidx, align 4, !tbaa !9
  %sub3 = fsub float %4, %3
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %5 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add = fadd float %5, 2.000000e+00
  %div = fdiv float %sub3, %add
  %mul = fmul float %div, 5.000000e-01
  %arrayidx7 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  %sub15 = fsub float %2, %1
  %6 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx18 = getelementptr inbounds nuw float, ptr @d, i64 %6
  %7 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul19 = fmul float %sub15, %7
  %8 = tail call float @llvm.fmuladd.f32(float %s1.020, float 5.000000e-01, float %mul19)
  store float %8, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx24 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %9 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @c, i64 %6
  %10 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %mul28 = fmul float %9, %10
  %11 = tail call float @llvm.fmuladd.f32(float %s2.021, float 5.000000e-01, float %mul28)
  store float %11, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %12 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add36 = fadd float %12, %0
  %mul37 = fmul float %add36, 3.000000e+00
  %arrayidx39 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul37, ptr %arrayidx39, align 4, !tbaa !9
  %13 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx42 = getelementptr i8, ptr %13, i64 -4
  %14 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %mul43 = fmul float %14, 5.000000e-01
  %arrayidx45 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul43, ptr %arrayidx45, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !52
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @h_back_040() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %8, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r9.011 = phi float [ 0.000000e+00, %entry ], [ %8, %for.body ]
  %0 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %neg = fneg float %3
  %4 = tail call float @llvm.fmuladd.f32(float %1, float %2, float %neg)
  %mul = fmul float %4, 1.500000e+00
  %arrayidx6 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %sub11 = fsub float %5, %6
  %mul12 = fmul float %sub11, 3.000000e+00
  store float %mul12, ptr %0, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %8 = tail call float @llvm.fmuladd.f32(float %7, float 1.500000e+00, float %r9.011)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !53
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_slp_041() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.012 = phi float [ 0.000000e+00, %entry ], [ %8, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pa, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pb, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %sub = fsub float %1, %2
  %mul5 = fmul float %sub, 5.000000e-01
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pd, i64 %0
  store float %mul5, ptr %arrayidx9, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx13 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %4 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %4, %5
  %mul19 = fmul float %sub18, 1.500000e+00
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  store float %mul19, ptr %arrayidx23, align 4, !tbaa !9
  %arrayidx26 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %6 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %arrayidx29 = getelementptr i8, ptr %arrayidx26, i64 -4
  %7 = load float, ptr %arrayidx29, align 4, !tbaa !9
  %mul30 = fmul float %6, %7
  %mul31 = fmul float %mul30, 5.000000e-01
  %8 = tail call float @llvm.fmuladd.f32(float %s0.012, float 5.000000e-01, float %mul31)
  %arrayidx33 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %8, ptr %arrayidx33, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !54
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_recvec_042() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 8), align 4, !tbaa !9
  %.pre17 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre17, %entry ], [ %5, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %6, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %2 = getelementptr i32, ptr @ia, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %2, i64 -4
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  %4 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx9 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %sub10 = fsub float %1, %5
  %add14 = fadd float %5, 2.000000e+00
  %div = fdiv float %sub10, %add14
  %mul15 = fmul float %div, 3.000000e+00
  %arrayidx17 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul15, ptr %arrayidx17, align 4, !tbaa !9
  %mul23 = mul nsw i32 %4, 3
  %add24 = add nsw i32 %mul23, %3
  store i32 %add24, ptr %2, align 4, !tbaa !5
  %arrayidx31 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %add32 = fadd float %6, 2.000000e+00
  %div33 = fdiv float %0, %add32
  %mul34 = fmul float %div33, 3.000000e+00
  %arrayidx36 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul34, ptr %arrayidx36, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !55
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_043() local_unnamed_addr #0 {
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
  %1 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul = fmul float %2, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %mul10 = fmul float %0, %3
  %mul11 = fmul float %mul10, 1.500000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %4 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %cmp16 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp16, label %if.then17, label %for.inc

if.then17:                                        ; preds = %if.end
  %5 = getelementptr i32, ptr @ic, i64 %indvars.iv
  %arrayidx20 = getelementptr i8, ptr %5, i64 -4
  %6 = load i32, ptr %arrayidx20, align 4, !tbaa !5
  %arrayidx22 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %7 = load i32, ptr %arrayidx22, align 4, !tbaa !5
  %mul23 = mul nsw i32 %7, 3
  %add24 = add nsw i32 %mul23, %6
  store i32 %add24, ptr %5, align 4, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %if.then17, %if.end
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !56
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_044() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %4, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.013 = phi float [ 0.000000e+00, %entry ], [ %4, %for.body ]
  %1 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add = fadd float %2, %2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx8 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add11 = fadd float %add, %3
  %4 = tail call float @llvm.fmuladd.f32(float %s1.013, float 5.000000e-01, float %add11)
  store float %4, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %6 = tail call float @llvm.fmuladd.f32(float %5, float %2, float %0)
  %arrayidx24 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %6, ptr %arrayidx24, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !57
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_045() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s9.014 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx6 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %sub = fsub float %mul, %1
  %mul7 = fmul float %sub, 1.500000e+00
  store float %mul7, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %sub15 = fsub float %2, %3
  %sub18 = fsub float %sub15, %2
  %mul19 = fmul float %sub18, 5.000000e-01
  %arrayidx21 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul19, ptr %arrayidx21, align 4, !tbaa !9
  %arrayidx24 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %mul25 = fmul float %4, 3.000000e+00
  %5 = tail call float @llvm.fmuladd.f32(float %s9.014, float 7.500000e-01, float %mul25)
  %arrayidx27 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %5, ptr %arrayidx27, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !58
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local float @h_slp_046() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %.lcssa = phi float [ %14, %for.body ]
  ret float %.lcssa

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %r0.017 = phi float [ 0.000000e+00, %entry ], [ %14, %for.body ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pb, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %sub = fsub float %1, %2
  %mul5 = fmul float %sub, 5.000000e-01
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pa, i64 %0
  store float %mul5, ptr %arrayidx9, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx13 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %4 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %4, %5
  %mul19 = fmul float %sub18, 5.000000e-01
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  store float %mul19, ptr %arrayidx23, align 4, !tbaa !9
  %6 = or disjoint i64 %0, 2
  %arrayidx27 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  %7 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx31 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  %8 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %sub32 = fsub float %7, %8
  %mul33 = fmul float %sub32, 1.500000e+00
  %arrayidx37 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  store float %mul33, ptr %arrayidx37, align 4, !tbaa !9
  %9 = or disjoint i64 %0, 3
  %arrayidx41 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  %10 = load float, ptr %arrayidx41, align 4, !tbaa !9
  %arrayidx45 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  %11 = load float, ptr %arrayidx45, align 4, !tbaa !9
  %sub46 = fsub float %10, %11
  %mul47 = fmul float %sub46, 1.500000e+00
  %arrayidx51 = getelementptr inbounds nuw float, ptr @pa, i64 %9
  store float %mul47, ptr %arrayidx51, align 4, !tbaa !9
  %arrayidx53 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %12 = load float, ptr %arrayidx53, align 4, !tbaa !9
  %arrayidx55 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %13 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %add56 = fadd float %12, %13
  %14 = tail call float @llvm.fmuladd.f32(float %add56, float 1.500000e+00, float %r0.017)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !59
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_recvec_047() local_unnamed_addr #0 {
entry:
  %.pre = load i32, ptr getelementptr inbounds nuw (i8, ptr @ic, i64 4), align 4, !tbaa !5
  %.pre15 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre15, %entry ], [ %4, %for.body ]
  %1 = phi i32 [ %.pre, %entry ], [ %add, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %2 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %mul = mul nsw i32 %2, 5
  %add = add nsw i32 %mul, %1
  %arrayidx4 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  store i32 %add, ptr %arrayidx4, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul7 = fmul float %3, 5.000000e-01
  %arrayidx9 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx12 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %mul13 = fmul float %4, 5.000000e-01
  %arrayidx15 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !9
  %5 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx20 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %sub21 = fsub float %0, %6
  %mul22 = fmul float %sub21, 1.500000e+00
  %arrayidx24 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul22, ptr %arrayidx24, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !60
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_048() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end48
  ret void

for.body:                                         ; preds = %if.end48, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end48 ]
  %s0.021 = phi float [ 0.000000e+00, %entry ], [ %7, %if.end48 ]
  %0 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @pd, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %1, %2
  %mul6 = fmul float %mul5, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pa, i64 %0
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul19 = fmul float %4, %5
  %mul20 = fmul float %mul19, 5.000000e-01
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %6 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %mul28 = fmul float %6, 1.500000e+00
  %7 = tail call float @llvm.fmuladd.f32(float %s0.021, float 5.000000e-01, float %mul28)
  %arrayidx30 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %7, ptr %arrayidx30, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %8 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %cmp33 = fcmp ogt float %8, 0.000000e+00
  br i1 %cmp33, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %mul36 = fmul float %6, 5.000000e-01
  %arrayidx38 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul36, ptr %arrayidx38, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx40 = getelementptr i8, ptr %arrayidx32, i64 -4
  %9 = load float, ptr %arrayidx40, align 4, !tbaa !9
  %cmp41 = fcmp ogt float %9, 0.000000e+00
  br i1 %cmp41, label %if.then42, label %if.end48

if.then42:                                        ; preds = %if.end
  %arrayidx44 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %10 = load float, ptr %arrayidx44, align 4, !tbaa !9
  %mul45 = fmul float %10, 3.000000e+00
  %arrayidx47 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul45, ptr %arrayidx47, align 4, !tbaa !9
  br label %if.end48

if.end48:                                         ; preds = %if.then42, %if.end
  %11 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %arrayidx53 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %12 = load float, ptr %arrayidx53, align 4, !tbaa !9
  %add54 = fadd float %6, %12
  %add57 = fadd float %8, 2.000000e+00
  %div = fdiv float %add54, %add57
  %mul58 = fmul float %div, 5.000000e-01
  %arrayidx60 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul58, ptr %arrayidx60, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !61
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_049() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s0.016 = phi float [ 0.000000e+00, %entry ], [ %3, %if.end ]
  %0 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul3 = fmul float %1, %2
  %3 = tail call float @llvm.fmuladd.f32(float %s0.016, float 5.000000e-01, float %mul3)
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %3, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %cmp8 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp8, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx11 = getelementptr inbounds nuw float, ptr @b, i64 %0
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add14 = fadd float %5, %6
  %add17 = fadd float %6, 2.000000e+00
  %div = fdiv float %add14, %add17
  store float %div, ptr %arrayidx5, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx22 = getelementptr inbounds nuw float, ptr @d, i64 %0
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %mul = fmul float %7, 5.000000e-01
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  %mul30 = fmul float %7, %mul
  %mul31 = fmul float %mul30, 3.000000e+00
  %arrayidx33 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul31, ptr %arrayidx33, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !62
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_050() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %0, %1
  %mul3 = fmul float %mul, 3.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul3, ptr %arrayidx5, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %sub = fsub float %2, %0
  %mul10 = fmul float %sub, 5.000000e-01
  %arrayidx12 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul10, ptr %arrayidx12, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !63
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_slp_051() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.011 = phi float [ 0.000000e+00, %entry ], [ %1, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %0, 3.000000e+00
  %1 = tail call float @llvm.fmuladd.f32(float %s0.011, float 7.500000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %1, ptr %arrayidx3, align 4, !tbaa !9
  %2 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @pd, i64 %2
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pc, i64 %2
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %mul10 = fmul float %3, %4
  %mul11 = fmul float %mul10, 1.500000e+00
  %arrayidx15 = getelementptr inbounds nuw float, ptr @pb, i64 %2
  store float %mul11, ptr %arrayidx15, align 4, !tbaa !9
  %5 = or disjoint i64 %2, 1
  %arrayidx19 = getelementptr inbounds nuw float, ptr @pd, i64 %5
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pc, i64 %5
  %7 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %mul24 = fmul float %6, %7
  %mul25 = fmul float %mul24, 1.500000e+00
  %arrayidx29 = getelementptr inbounds nuw float, ptr @pb, i64 %5
  store float %mul25, ptr %arrayidx29, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !64
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_recvec_052() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.08 = phi float [ 0.000000e+00, %entry ], [ %1, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %0, 1.500000e+00
  %1 = tail call float @llvm.fmuladd.f32(float %s0.08, float 7.500000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %1, ptr %arrayidx3, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %add8 = fadd float %3, 2.000000e+00
  %div = fdiv float %2, %add8
  %mul = fmul float %div, 5.000000e-01
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !65
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_053() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %13, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then20, label %if.end.if.end30_crit_edge

if.end.if.end30_crit_edge:                        ; preds = %for.body
  %arrayidx12.phi.trans.insert = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %.pre = load float, ptr %arrayidx12.phi.trans.insert, align 4, !tbaa !9
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx10 = getelementptr inbounds float, ptr @c, i64 %1
  %2 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %sub13 = fsub float %2, %.pre
  %mul14 = fmul float %sub13, 3.000000e+00
  %arrayidx16 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul14, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx38.phi.trans.insert = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %.pre26 = load float, ptr %arrayidx38.phi.trans.insert, align 4, !tbaa !9
  br label %if.end30

if.then20:                                        ; preds = %for.body
  %arrayidx3 = getelementptr i8, ptr %arrayidx, i64 -4
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add = fadd float %3, %4
  %mul = fmul float %add, 3.000000e+00
  %arrayidx7 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  %5 = add nsw i64 %indvars.iv, -1
  %arrayidx1028 = getelementptr inbounds float, ptr @c, i64 %5
  %6 = load float, ptr %arrayidx1028, align 4, !tbaa !9
  %sub1329 = fsub float %6, %mul
  %mul1430 = fmul float %sub1329, 3.000000e+00
  %arrayidx1631 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul1430, ptr %arrayidx1631, align 4, !tbaa !9
  %arrayidx23 = getelementptr inbounds float, ptr @b, i64 %5
  %7 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %8 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %sub26 = fsub float %7, %8
  %mul27 = fmul float %sub26, 3.000000e+00
  %arrayidx29 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul27, ptr %arrayidx29, align 4, !tbaa !9
  br label %if.end30

if.end30:                                         ; preds = %if.then20, %if.end.if.end30_crit_edge
  %9 = phi i64 [ %1, %if.end.if.end30_crit_edge ], [ %5, %if.then20 ]
  %10 = phi float [ %.pre26, %if.end.if.end30_crit_edge ], [ %mul27, %if.then20 ]
  %arrayidx33 = getelementptr inbounds float, ptr @a, i64 %9
  %11 = load float, ptr %arrayidx33, align 4, !tbaa !9
  %mul34 = fmul float %11, 1.500000e+00
  %arrayidx36 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul34, ptr %arrayidx36, align 4, !tbaa !9
  %arrayidx40 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %12 = load float, ptr %arrayidx40, align 4, !tbaa !9
  %add41 = fadd float %10, %12
  %mul42 = fmul float %add41, 3.000000e+00
  %arrayidx44 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul42, ptr %arrayidx44, align 4, !tbaa !9
  %13 = add nuw nsw i64 %indvars.iv, 1
  br i1 %cmp1, label %if.then48, label %for.inc

if.then48:                                        ; preds = %if.end30
  %arrayidx51 = getelementptr inbounds nuw float, ptr @e, i64 %13
  %14 = load float, ptr %arrayidx51, align 4, !tbaa !9
  %arrayidx54 = getelementptr inbounds nuw float, ptr @f, i64 %13
  %15 = load float, ptr %arrayidx54, align 4, !tbaa !9
  %sub55 = fsub float %14, %15
  %mul56 = fmul float %sub55, 5.000000e-01
  store float %mul56, ptr %arrayidx40, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then48, %if.end30
  %exitcond.not = icmp eq i64 %13, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !66
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_054() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 12), align 4, !tbaa !9
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 8), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre20, %entry ], [ %9, %for.body ]
  %1 = phi float [ %.pre19, %entry ], [ %5, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %8, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %3 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %neg = fneg float %2
  %6 = tail call float @llvm.fmuladd.f32(float %4, float %5, float %neg)
  %arrayidx7 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %6, ptr %arrayidx7, align 4, !tbaa !9
  %7 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %7
  %8 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %sub13 = fsub float %8, %1
  store float %sub13, ptr %3, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul = fmul float %9, %0
  %arrayidx22 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx22, align 4, !tbaa !9
  %mul25 = fmul float %mul, 3.000000e+00
  %arrayidx27 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul25, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx30 = getelementptr inbounds nuw float, ptr @d, i64 %7
  %10 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %mul31 = fmul float %10, 5.000000e-01
  %arrayidx33 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul31, ptr %arrayidx33, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !67
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_055() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre20, %entry ], [ %3, %for.body ]
  %1 = phi float [ %.pre19, %entry ], [ %mul18, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %mul35, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %2, %3
  %mul3 = fmul float %mul, 1.500000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul3, ptr %arrayidx5, align 4, !tbaa !9
  %mul12 = fmul float %1, %0
  %mul13 = fmul float %mul12, 3.000000e+00
  %arrayidx15 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %4 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %mul18 = fmul float %4, 1.500000e+00
  %arrayidx20 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul18, ptr %arrayidx20, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx22 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %add25 = fadd float %mul3, 2.000000e+00
  %div = fdiv float %5, %add25
  %mul26 = fmul float %div, 5.000000e-01
  store float %mul26, ptr %arrayidx17, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %6 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %6, 2.000000e+00
  %div34 = fdiv float %3, %add33
  %mul35 = fmul float %div34, 5.000000e-01
  %arrayidx37 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul35, ptr %arrayidx37, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !68
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_slp_056() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %1, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.012 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %1, 2.000000e+00
  %div = fdiv float %0, %add3
  %mul4 = fmul float %div, 5.000000e-01
  %2 = tail call float @llvm.fmuladd.f32(float %s0.012, float 7.500000e-01, float %mul4)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %2, ptr %arrayidx6, align 4, !tbaa !9
  %3 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx9 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add14 = fadd float %4, %5
  %mul15 = fmul float %add14, 1.500000e+00
  %arrayidx19 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  store float %mul15, ptr %arrayidx19, align 4, !tbaa !9
  %6 = or disjoint i64 %3, 1
  %arrayidx23 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  %7 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  %8 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %add28 = fadd float %7, %8
  %mul29 = fmul float %add28, 5.000000e-01
  %arrayidx33 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  store float %mul29, ptr %arrayidx33, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !69
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_recvec_057() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %6, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %1, %2
  %mul3 = fmul float %mul, 3.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul3, ptr %arrayidx5, align 4, !tbaa !9
  %3 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx10 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add11 = fadd float %4, 2.000000e+00
  %div = fdiv float %2, %add11
  %mul12 = fmul float %div, 3.000000e+00
  %arrayidx14 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx20 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %5 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %mul21 = fmul float %5, 1.500000e+00
  %6 = tail call float @llvm.fmuladd.f32(float %0, float 5.000000e-01, float %mul21)
  %arrayidx23 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %6, ptr %arrayidx23, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !70
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_058() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end28
  ret void

for.body:                                         ; preds = %if.end28, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end28 ]
  %s9.021 = phi float [ 0.000000e+00, %entry ], [ %10, %if.end28 ]
  %0 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %1, %2
  %mul = fmul float %sub3, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %cmp8 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp8, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %4 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx11 = getelementptr i8, ptr %4, i64 -8
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %sub14 = fsub float %5, %6
  %mul15 = fmul float %sub14, 1.500000e+00
  %arrayidx17 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul15, ptr %arrayidx17, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %7 = load float, ptr %0, align 4, !tbaa !9
  %cmp20 = fcmp ogt float %7, 0.000000e+00
  br i1 %cmp20, label %if.then21, label %if.end.if.end28_crit_edge

if.end.if.end28_crit_edge:                        ; preds = %if.end
  %arrayidx30.phi.trans.insert = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %.pre = load float, ptr %arrayidx30.phi.trans.insert, align 4, !tbaa !9
  br label %if.end28

if.then21:                                        ; preds = %if.end
  %arrayidx24 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %mul25 = fmul float %8, 3.000000e+00
  %arrayidx27 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul25, ptr %arrayidx27, align 4, !tbaa !9
  br label %if.end28

if.end28:                                         ; preds = %if.then21, %if.end.if.end28_crit_edge
  %9 = phi float [ %.pre, %if.end.if.end28_crit_edge ], [ %mul25, %if.then21 ]
  %mul31 = fmul float %9, 1.500000e+00
  %arrayidx33 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul31, ptr %arrayidx33, align 4, !tbaa !9
  %mul37 = fmul float %7, 3.000000e+00
  %10 = tail call float @llvm.fmuladd.f32(float %s9.021, float 7.500000e-01, float %mul37)
  %arrayidx39 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %10, ptr %arrayidx39, align 4, !tbaa !9
  %sub44 = fsub float %2, %7
  %arrayidx47 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx47, align 4, !tbaa !9
  %add48 = fadd float %sub44, %11
  %mul49 = fmul float %add48, 3.000000e+00
  %arrayidx51 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul49, ptr %arrayidx51, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !71
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_059() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %0 = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds float, ptr @c, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.body.if.end_crit_edge

for.body.if.end_crit_edge:                        ; preds = %for.body
  %arrayidx20.phi.trans.insert = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %.pre = load float, ptr %arrayidx20.phi.trans.insert, align 4, !tbaa !9
  %arrayidx30.phi.trans.insert = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %.pre20 = load float, ptr %arrayidx30.phi.trans.insert, align 4, !tbaa !9
  br label %if.end

if.then:                                          ; preds = %for.body
  %2 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx3 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add6 = fadd float %3, %4
  %arrayidx8 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add9 = fadd float %5, 2.000000e+00
  %div = fdiv float %add6, %add9
  store float %div, ptr %2, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body.if.end_crit_edge
  %6 = phi float [ %.pre20, %for.body.if.end_crit_edge ], [ %div, %if.then ]
  %7 = phi float [ %.pre, %for.body.if.end_crit_edge ], [ %4, %if.then ]
  %arrayidx14 = getelementptr inbounds float, ptr @e, i64 %0
  %8 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx17 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %add18 = fadd float %8, %9
  %sub21 = fsub float %add18, %7
  %arrayidx23 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %sub21, ptr %arrayidx23, align 4, !tbaa !9
  %mul = fmul float %1, 1.500000e+00
  %arrayidx28 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx28, align 4, !tbaa !9
  %mul34 = fmul float %8, %6
  %arrayidx37 = getelementptr inbounds float, ptr @a, i64 %0
  %10 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %add38 = fadd float %10, 2.000000e+00
  %div39 = fdiv float %mul34, %add38
  %mul40 = fmul float %div39, 3.000000e+00
  %arrayidx42 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul40, ptr %arrayidx42, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !72
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_060() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %8, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %1 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %0, %2
  %mul = fmul float %add, 5.000000e-01
  %arrayidx4 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul7 = fmul float %3, 1.500000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %4 = add nsw i64 %indvars.iv, -1
  %arrayidx12 = getelementptr inbounds float, ptr @b, i64 %4
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds float, ptr @g, i64 %4
  %6 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %sub16 = fsub float %5, %6
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx19 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %add20 = fadd float %sub16, %7
  %mul21 = fmul float %add20, 5.000000e-01
  %arrayidx23 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul21, ptr %arrayidx23, align 4, !tbaa !9
  %arrayidx26 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %mul27 = fmul float %8, 5.000000e-01
  store float %mul27, ptr %1, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !73
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_slp_061() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul3 = fmul float %2, 3.000000e+00
  %3 = tail call float @llvm.fmuladd.f32(float %1, float 5.000000e-01, float %mul3)
  store float %3, ptr %0, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %5 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx10 = getelementptr i8, ptr %5, i64 -8
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul = fmul float %4, %6
  %mul11 = fmul float %mul, 3.000000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %7 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %mul16 = fmul float %7, 5.000000e-01
  store float %mul16, ptr %5, align 4, !tbaa !9
  %8 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx22 = getelementptr inbounds nuw float, ptr @pb, i64 %8
  %9 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx26 = getelementptr inbounds nuw float, ptr @pa, i64 %8
  %10 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %add27 = fadd float %9, %10
  %mul28 = fmul float %add27, 1.500000e+00
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pd, i64 %8
  store float %mul28, ptr %arrayidx32, align 4, !tbaa !9
  %11 = or disjoint i64 %8, 1
  %arrayidx36 = getelementptr inbounds nuw float, ptr @pb, i64 %11
  %12 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %arrayidx40 = getelementptr inbounds nuw float, ptr @pa, i64 %11
  %13 = load float, ptr %arrayidx40, align 4, !tbaa !9
  %add41 = fadd float %12, %13
  %mul42 = fmul float %add41, 1.500000e+00
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pd, i64 %11
  store float %mul42, ptr %arrayidx46, align 4, !tbaa !9
  %14 = or disjoint i64 %8, 2
  %arrayidx50 = getelementptr inbounds nuw float, ptr @pb, i64 %14
  %15 = load float, ptr %arrayidx50, align 4, !tbaa !9
  %arrayidx54 = getelementptr inbounds nuw float, ptr @pa, i64 %14
  %16 = load float, ptr %arrayidx54, align 4, !tbaa !9
  %add55 = fadd float %15, %16
  %mul56 = fmul float %add55, 5.000000e-01
  %arrayidx60 = getelementptr inbounds nuw float, ptr @pd, i64 %14
  store float %mul56, ptr %arrayidx60, align 4, !tbaa !9
  %17 = or disjoint i64 %8, 3
  %arrayidx64 = getelementptr inbounds nuw float, ptr @pb, i64 %17
  %18 = load float, ptr %arrayidx64, align 4, !tbaa !9
  %arrayidx68 = getelementptr inbounds nuw float, ptr @pa, i64 %17
  %19 = load float, ptr %arrayidx68, align 4, !tbaa !9
  %add69 = fadd float %18, %19
  %mul70 = fmul float %add69, 1.500000e+00
  %arrayidx74 = getelementptr inbounds nuw float, ptr @pd, i64 %17
  store float %mul70, ptr %arrayidx74, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !74
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_recvec_062() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %1, 3.000000e+00
  %arrayidx7 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul5, ptr %arrayidx7, align 4, !tbaa !9
  %2 = getelementptr i32, ptr @ib, i64 %indvars.iv
  %arrayidx9 = getelementptr i8, ptr %2, i64 -4
  %3 = load i32, ptr %arrayidx9, align 4, !tbaa !5
  %arrayidx11 = getelementptr inbounds nuw i32, ptr @ia, i64 %indvars.iv
  %4 = load i32, ptr %arrayidx11, align 4, !tbaa !5
  %mul12 = mul nsw i32 %4, 7
  %add13 = add nsw i32 %mul12, %3
  store i32 %add13, ptr %2, align 4, !tbaa !5
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !75
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_063() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end29
  ret void

for.body:                                         ; preds = %if.end29, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end29 ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx5 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add = fadd float %2, 2.000000e+00
  %div = fdiv float %0, %add
  %mul = fmul float %div, 1.500000e+00
  %arrayidx7 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %mul10 = fmul float %3, 5.000000e-01
  %arrayidx12 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul10, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %cmp15 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp15, label %if.then16, label %if.end29

if.then16:                                        ; preds = %if.end
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw i8, ptr %arrayidx12, i64 8
  %6 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %sub22 = fsub float %5, %6
  %sub25 = fsub float %sub22, %3
  %mul26 = fmul float %sub25, 1.500000e+00
  %arrayidx28 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul26, ptr %arrayidx28, align 4, !tbaa !9
  br label %if.end29

if.end29:                                         ; preds = %if.then16, %if.end
  %arrayidx32 = getelementptr i8, ptr %arrayidx, i64 -4
  %7 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx35 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx35, align 4, !tbaa !9
  %add36 = fadd float %7, %8
  %mul37 = fmul float %add36, 5.000000e-01
  store float %mul37, ptr %arrayidx9, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !76
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_064() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %6, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.012 = phi float [ 0.000000e+00, %entry ], [ %4, %for.body ]
  %1 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx = getelementptr inbounds nuw i8, ptr %1, i64 8
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx3 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul4 = fmul float %2, %3
  %4 = tail call float @llvm.fmuladd.f32(float %s0.012, float 5.000000e-01, float %mul4)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %4, ptr %arrayidx6, align 4, !tbaa !9
  %5 = load float, ptr %1, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %7 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx13 = getelementptr i8, ptr %7, i64 -8
  %8 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %neg = fneg float %8
  %9 = tail call float @llvm.fmuladd.f32(float %5, float %6, float %neg)
  store float %9, ptr %7, align 4, !tbaa !9
  %mul = fmul float %0, 3.000000e+00
  %arrayidx19 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx19, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !77
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_065() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr @e, align 4, !tbaa !9
  %.pre27 = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 4), align 4, !tbaa !9
  %.pre28 = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  %.pre29 = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 8), align 4, !tbaa !9
  %.pre30 = load i32, ptr getelementptr inbounds nuw (i8, ptr @ib, i64 4), align 4, !tbaa !5
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi i32 [ %.pre30, %entry ], [ %add50, %for.body ]
  %1 = phi float [ %.pre29, %entry ], [ %12, %for.body ]
  %2 = phi float [ %.pre28, %entry ], [ %mul56, %for.body ]
  %3 = phi float [ %.pre27, %entry ], [ %1, %for.body ]
  %4 = phi float [ %.pre, %entry ], [ %2, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %5 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add = fadd float %5, %4
  %add6 = fadd float %3, 2.000000e+00
  %div = fdiv float %add, %add6
  %mul = fmul float %div, 5.000000e-01
  %arrayidx8 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %7 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx17 = getelementptr i8, ptr %7, i64 -8
  %8 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %neg = fneg float %8
  %9 = tail call float @llvm.fmuladd.f32(float %6, float %2, float %neg)
  %mul18 = fmul float %9, 3.000000e+00
  %arrayidx20 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul18, ptr %arrayidx20, align 4, !tbaa !9
  %arrayidx24 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %10 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %add25 = fadd float %10, 2.000000e+00
  %div26 = fdiv float %mul18, %add25
  %mul27 = fmul float %div26, 5.000000e-01
  store float %mul27, ptr %arrayidx10, align 4, !tbaa !9
  %mul32 = fmul float %1, 5.000000e-01
  %arrayidx34 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul32, ptr %arrayidx34, align 4, !tbaa !9
  %add39 = fadd float %1, 2.000000e+00
  %div40 = fdiv float %mul27, %add39
  %mul41 = fmul float %div40, 3.000000e+00
  %arrayidx43 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul41, ptr %arrayidx43, align 4, !tbaa !9
  %arrayidx48 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  %11 = load i32, ptr %arrayidx48, align 4, !tbaa !5
  %mul49 = mul nsw i32 %11, 5
  %add50 = add nsw i32 %mul49, %0
  %arrayidx52 = getelementptr inbounds nuw i32, ptr @ib, i64 %indvars.iv
  store i32 %add50, ptr %arrayidx52, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx55 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %mul56 = fmul float %12, 5.000000e-01
  store float %mul56, ptr %arrayidx24, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !78
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_slp_066() local_unnamed_addr #0 {
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
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add5 = fadd float %1, %2
  %mul6 = fmul float %add5, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pd, i64 %0
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %4, %5
  %mul20 = fmul float %add19, 5.000000e-01
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pd, i64 %3
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %6 = or disjoint i64 %0, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  %7 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  %8 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %7, %8
  %mul34 = fmul float %add33, 5.000000e-01
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pd, i64 %6
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %9 = or disjoint i64 %0, 3
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  %10 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  %11 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %add47 = fadd float %10, %11
  %mul48 = fmul float %add47, 5.000000e-01
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pd, i64 %9
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx56 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx56, align 4, !tbaa !9
  %arrayidx58 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %13 = load float, ptr %arrayidx58, align 4, !tbaa !9
  %add59 = fadd float %13, 2.000000e+00
  %div = fdiv float %12, %add59
  %mul60 = fmul float %div, 5.000000e-01
  %14 = tail call float @llvm.fmuladd.f32(float %s0.018, float 7.500000e-01, float %mul60)
  %arrayidx62 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %14, ptr %arrayidx62, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !79
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_recvec_067() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul4 = fmul float %3, 1.500000e+00
  %4 = tail call float @llvm.fmuladd.f32(float %1, float 5.000000e-01, float %mul4)
  store float %4, ptr %0, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %add12 = fadd float %5, %6
  %arrayidx14 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %7 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %add15 = fadd float %7, 2.000000e+00
  %div = fdiv float %add12, %add15
  %mul = fmul float %div, 3.000000e+00
  %arrayidx17 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx17, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !80
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_068() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr i32, ptr @ib, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load i32, ptr %arrayidx3, align 4, !tbaa !5
  %arrayidx5 = getelementptr inbounds nuw i32, ptr @ic, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx5, align 4, !tbaa !5
  %mul = mul nsw i32 %3, 3
  %add = add nsw i32 %mul, %2
  store i32 %add, ptr %1, align 4, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %4 = shl nuw nsw i64 %indvars.iv, 2
  %arrayidx11 = getelementptr inbounds nuw float, ptr @pb, i64 %4
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw float, ptr @pa, i64 %4
  %6 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %mul16 = fmul float %5, %6
  %mul17 = fmul float %mul16, 5.000000e-01
  %arrayidx21 = getelementptr inbounds nuw float, ptr @pc, i64 %4
  store float %mul17, ptr %arrayidx21, align 4, !tbaa !9
  %7 = or disjoint i64 %4, 1
  %arrayidx25 = getelementptr inbounds nuw float, ptr @pb, i64 %7
  %8 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %arrayidx29 = getelementptr inbounds nuw float, ptr @pa, i64 %7
  %9 = load float, ptr %arrayidx29, align 4, !tbaa !9
  %mul30 = fmul float %8, %9
  %mul31 = fmul float %mul30, 1.500000e+00
  %arrayidx35 = getelementptr inbounds nuw float, ptr @pc, i64 %7
  store float %mul31, ptr %arrayidx35, align 4, !tbaa !9
  %10 = or disjoint i64 %4, 2
  %arrayidx39 = getelementptr inbounds nuw float, ptr @pb, i64 %10
  %11 = load float, ptr %arrayidx39, align 4, !tbaa !9
  %arrayidx43 = getelementptr inbounds nuw float, ptr @pa, i64 %10
  %12 = load float, ptr %arrayidx43, align 4, !tbaa !9
  %mul44 = fmul float %11, %12
  %mul45 = fmul float %mul44, 1.500000e+00
  %arrayidx49 = getelementptr inbounds nuw float, ptr @pc, i64 %10
  store float %mul45, ptr %arrayidx49, align 4, !tbaa !9
  %13 = or disjoint i64 %4, 3
  %arrayidx53 = getelementptr inbounds nuw float, ptr @pb, i64 %13
  %14 = load float, ptr %arrayidx53, align 4, !tbaa !9
  %arrayidx57 = getelementptr inbounds nuw float, ptr @pa, i64 %13
  %15 = load float, ptr %arrayidx57, align 4, !tbaa !9
  %mul58 = fmul float %14, %15
  %mul59 = fmul float %mul58, 1.500000e+00
  %arrayidx63 = getelementptr inbounds nuw float, ptr @pc, i64 %13
  store float %mul59, ptr %arrayidx63, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !81
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_069() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %0 = phi float [ %.pre, %entry ], [ %add, %if.end ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %arrayidx7 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %1 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %add = fadd float %0, %1
  store float %add, ptr %arrayidx7, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx12 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %mul15 = fmul float %add, %2
  %arrayidx18 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %3, 2.000000e+00
  %div = fdiv float %mul15, %add19
  %mul20 = fmul float %div, 1.500000e+00
  store float %mul20, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx24 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %cmp25 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp25, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx28 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %6 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %7 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx31 = getelementptr i8, ptr %7, i64 -4
  %8 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %add32 = fadd float %6, %8
  store float %add32, ptr %arrayidx24, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx37 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %add40 = fadd float %add, %9
  %add43 = fadd float %add, 2.000000e+00
  %div44 = fdiv float %add40, %add43
  %arrayidx46 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %div44, ptr %arrayidx46, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !82
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_back_070() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %mul22, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s9.015 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %1, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %2 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add = fadd float %1, 2.000000e+00
  %div = fdiv float %3, %add
  %mul7 = fmul float %div, 1.500000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw i8, ptr %arrayidx2, i64 8
  %4 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %mul16 = fmul float %0, %4
  %mul17 = fmul float %mul16, 5.000000e-01
  %arrayidx19 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul17, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %5 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %mul22 = fmul float %5, 1.500000e+00
  store float %mul22, ptr %arrayidx, align 4, !tbaa !9
  %6 = tail call float @llvm.fmuladd.f32(float %s9.015, float 7.500000e-01, float %mul22)
  %arrayidx30 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %6, ptr %arrayidx30, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !83
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_slp_071() local_unnamed_addr #0 {
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
  %arrayidx4 = getelementptr inbounds nuw float, ptr @pa, i64 %0
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %1, %2
  %mul6 = fmul float %mul5, 5.000000e-01
  %arrayidx10 = getelementptr inbounds nuw float, ptr @pc, i64 %0
  store float %mul6, ptr %arrayidx10, align 4, !tbaa !9
  %3 = or disjoint i64 %0, 1
  %arrayidx14 = getelementptr inbounds nuw float, ptr @pb, i64 %3
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @pa, i64 %3
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul19 = fmul float %4, %5
  %mul20 = fmul float %mul19, 5.000000e-01
  %arrayidx24 = getelementptr inbounds nuw float, ptr @pc, i64 %3
  store float %mul20, ptr %arrayidx24, align 4, !tbaa !9
  %6 = or disjoint i64 %0, 2
  %arrayidx28 = getelementptr inbounds nuw float, ptr @pb, i64 %6
  %7 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @pa, i64 %6
  %8 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %mul33 = fmul float %7, %8
  %mul34 = fmul float %mul33, 1.500000e+00
  %arrayidx38 = getelementptr inbounds nuw float, ptr @pc, i64 %6
  store float %mul34, ptr %arrayidx38, align 4, !tbaa !9
  %9 = or disjoint i64 %0, 3
  %arrayidx42 = getelementptr inbounds nuw float, ptr @pb, i64 %9
  %10 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @pa, i64 %9
  %11 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %mul47 = fmul float %10, %11
  %mul48 = fmul float %mul47, 1.500000e+00
  %arrayidx52 = getelementptr inbounds nuw float, ptr @pc, i64 %9
  store float %mul48, ptr %arrayidx52, align 4, !tbaa !9
  %arrayidx55 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %12 = load float, ptr %arrayidx55, align 4, !tbaa !9
  %arrayidx57 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %13 = load float, ptr %arrayidx57, align 4, !tbaa !9
  %add58 = fadd float %13, 2.000000e+00
  %div = fdiv float %12, %add58
  %mul59 = fmul float %div, 5.000000e-01
  %14 = tail call float @llvm.fmuladd.f32(float %s0.018, float 5.000000e-01, float %mul59)
  %arrayidx61 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %14, ptr %arrayidx61, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !84
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_recvec_072() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %1, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %1, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %2 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %2, i64 -8
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %4 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx11 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %add = fadd float %5, 2.000000e+00
  %div = fdiv float %0, %add
  %mul12 = fmul float %div, 5.000000e-01
  %6 = tail call float @llvm.fmuladd.f32(float %3, float 7.500000e-01, float %mul12)
  store float %6, ptr %2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %mul18 = fmul float %7, 1.500000e+00
  %arrayidx20 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul18, ptr %arrayidx20, align 4, !tbaa !9
  %sub25 = fsub float %6, %1
  %mul26 = fmul float %sub25, 1.500000e+00
  %arrayidx28 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul26, ptr %arrayidx28, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !85
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_cf_073() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %2 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx5 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %sub6 = fsub float %1, %3
  %mul = fmul float %sub6, 3.000000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %4 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx11 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %sub17 = fsub float %6, %7
  %mul18 = fmul float %sub17, 3.000000e+00
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 5.000000e-01, float %mul18)
  store float %8, ptr %4, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !86
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @h_mix_074() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s1.013 = phi float [ 0.000000e+00, %entry ], [ %9, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add = fadd float %2, %3
  %arrayidx7 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %add8 = fadd float %4, 2.000000e+00
  %div = fdiv float %add, %add8
  store float %div, ptr %1, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %5 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx13 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %7 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx16 = getelementptr inbounds nuw float, ptr @a, i64 %7
  %8 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %add17 = fadd float %6, %8
  %9 = tail call float @llvm.fmuladd.f32(float %s1.013, float 5.000000e-01, float %add17)
  %arrayidx19 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %arrayidx22 = getelementptr inbounds nuw float, ptr @h, i64 %7
  %10 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %mul = fmul float %10, 1.500000e+00
  store float %mul, ptr %arrayidx19, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !87
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
