; ModuleID = '<stdin>'
source_filename = "kernels_gen.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@h = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@d = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@g = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@b = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@f = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@a = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@e = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16
@c = dso_local local_unnamed_addr global [4096 x float] zeroinitializer, align 16

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g000() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %2 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %sub7 = fsub float %1, %3
  %4 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx10 = getelementptr i8, ptr %4, i64 -8
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul = fmul float %sub7, %5
  %mul11 = fmul float %mul, 1.500000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %6 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx16 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %8 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %8, i64 -8
  %9 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %add20 = fadd float %7, %9
  %mul21 = fmul float %add20, 1.500000e+00
  %arrayidx23 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul21, ptr %arrayidx23, align 4, !tbaa !9
  %10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %arrayidx26 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %11 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %mul27 = fmul float %11, 3.000000e+00
  store float %mul27, ptr %10, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g001() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s1.014 = phi float [ 0.000000e+00, %entry ], [ %8, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %3 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx5 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add6 = fadd float %2, %4
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %add6, ptr %arrayidx8, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %5 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx11 = getelementptr inbounds nuw float, ptr @g, i64 %5
  %6 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds nuw float, ptr @d, i64 %5
  %7 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %sub15 = fsub float %6, %7
  %8 = tail call float @llvm.fmuladd.f32(float %s1.014, float 5.000000e-01, float %sub15)
  %arrayidx17 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %8, ptr %arrayidx17, align 4, !tbaa !9
  %arrayidx20 = getelementptr i8, ptr %arrayidx, i64 -8
  %9 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %arrayidx22 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %10 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %sub23 = fsub float %9, %10
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx26 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %mul = fmul float %sub23, %11
  store float %mul, ptr %arrayidx, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g002() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %0 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %1, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %cmp5 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp5, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %3 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %arrayidx8 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx11 = getelementptr i8, ptr %3, i64 -8
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %mul12 = fmul float %4, %5
  %arrayidx14 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx17 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %arrayidx20 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %8 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %sub21 = fsub float %6, %8
  store float %sub21, ptr %0, align 4, !tbaa !9
  %arrayidx26 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %arrayidx29 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx29, align 4, !tbaa !9
  %mul30 = fmul float %9, %10
  %arrayidx32 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul30, ptr %arrayidx32, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g003() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %0 = phi float [ %.pre, %entry ], [ %3, %if.end ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s3.021 = phi float [ 0.000000e+00, %entry ], [ %12, %if.end ]
  %1 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %arrayidx2 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %0, %2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx6 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %mul = fmul float %add3, %3
  %arrayidx8 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  %4 = getelementptr float, ptr @b, i64 %indvars.iv
  %5 = add nsw i64 %indvars.iv, -1
  %arrayidx23 = getelementptr inbounds float, ptr @c, i64 %5
  %6 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %cmp24 = fcmp ogt float %6, 0.000000e+00
  br i1 %cmp24, label %if.then, label %for.body.if.end_crit_edge

for.body.if.end_crit_edge:                        ; preds = %for.body
  %arrayidx36.phi.trans.insert = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %.pre25 = load float, ptr %arrayidx36.phi.trans.insert, align 4, !tbaa !9
  br label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx26 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %7 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %arrayidx28 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %8 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %sub29 = fsub float %7, %8
  store float %sub29, ptr %arrayidx26, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body.if.end_crit_edge
  %9 = phi float [ %.pre25, %for.body.if.end_crit_edge ], [ %8, %if.then ]
  %arrayidx34 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %10 = load float, ptr %arrayidx34, align 4, !tbaa !9
  %mul37 = fmul float %10, %9
  %arrayidx40 = getelementptr inbounds float, ptr @e, i64 %5
  %11 = load float, ptr %arrayidx40, align 4, !tbaa !9
  %mul41 = fmul float %mul37, %11
  %12 = tail call float @llvm.fmuladd.f32(float %s3.021, float 5.000000e-01, float %mul41)
  store float %12, ptr %4, align 4, !tbaa !9
  %mul46 = fmul float %0, 5.000000e-01
  store float %mul46, ptr %arrayidx34, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g004() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %6, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s4.024 = phi float [ 0.000000e+00, %entry ], [ %10, %for.body ]
  %s3.023 = phi float [ 0.000000e+00, %entry ], [ %9, %for.body ]
  %s1.022 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %1 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx4 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %2 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx7 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %4 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx10 = getelementptr i8, ptr %4, i64 -8
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add11 = fadd float %3, %5
  %6 = tail call float @llvm.fmuladd.f32(float %s1.022, float 5.000000e-01, float %add11)
  store float %6, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %7 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %8 = load float, ptr %1, align 4, !tbaa !9
  %arrayidx24 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %add31 = fadd float %8, %0
  %sub34 = fsub float %add31, %8
  %9 = tail call float @llvm.fmuladd.f32(float %s3.023, float 5.000000e-01, float %sub34)
  %arrayidx36 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %9, ptr %arrayidx36, align 4, !tbaa !9
  %add42 = fadd float %7, %6
  %mul43 = fmul float %add42, 1.500000e+00
  %10 = tail call float @llvm.fmuladd.f32(float %s4.024, float 5.000000e-01, float %mul43)
  store float %10, ptr %arrayidx24, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g005() local_unnamed_addr #0 {
entry:
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %0 = phi float [ %.pre19, %entry ], [ %4, %for.inc ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s2.015 = phi float [ 0.000000e+00, %entry ], [ %3, %for.inc ]
  %arrayidx5 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx7 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %1 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %sub10 = fsub float %1, %0
  %arrayidx12 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %sub10, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %mul15 = fmul float %2, 5.000000e-01
  %3 = tail call float @llvm.fmuladd.f32(float %s2.015, float 5.000000e-01, float %mul15)
  store float %3, ptr %arrayidx5, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx20 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %cmp21 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp21, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %5 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx24 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %mul = fmul float %sub10, %6
  %mul27 = fmul float %mul, 1.500000e+00
  %arrayidx29 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul27, ptr %arrayidx29, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g006() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %0 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %1, 5.000000e-01
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %cmp5 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp5, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %mul9 = fmul float %2, 5.000000e-01
  %arrayidx11 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul9, ptr %arrayidx11, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g007() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  %.pre25 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %0 = phi float [ %.pre25, %entry ], [ %add34, %for.inc ]
  %1 = phi float [ %.pre, %entry ], [ %7, %for.inc ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s1.021 = phi float [ 0.000000e+00, %entry ], [ %6, %for.inc ]
  %2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx = getelementptr inbounds nuw i8, ptr %2, i64 8
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx3 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %add4 = fadd float %3, %4
  %arrayidx6 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %add4, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %sub = fsub float %5, %4
  %add14 = fadd float %5, 2.000000e+00
  %div = fdiv float %sub, %add14
  %mul15 = fmul float %div, 5.000000e-01
  %6 = tail call float @llvm.fmuladd.f32(float %s1.021, float 5.000000e-01, float %mul15)
  %arrayidx17 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %6, ptr %arrayidx17, align 4, !tbaa !9
  %arrayidx22 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %add23 = fadd float %1, %7
  store float %add23, ptr %arrayidx8, align 4, !tbaa !9
  %8 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx28 = getelementptr i8, ptr %8, i64 -4
  %9 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %sub31 = fsub float %9, %add4
  %add34 = fadd float %6, %sub31
  %arrayidx36 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %add34, ptr %arrayidx36, align 4, !tbaa !9
  %cmp40 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp40, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %add45 = fadd float %add4, %6
  store float %add45, ptr %2, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g008() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %0, %1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add3, ptr %arrayidx5, align 4, !tbaa !9
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx7 = getelementptr inbounds float, ptr @c, i64 %2
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds float, ptr @f, i64 %2
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %sub11 = fsub float %3, %4
  %5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx14 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %add15 = fadd float %6, 2.000000e+00
  %div = fdiv float %sub11, %add15
  %mul = fmul float %div, 5.000000e-01
  %arrayidx17 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx17, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g009() local_unnamed_addr #0 {
entry:
  %.pre16 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre16, %entry ], [ %1, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %3 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %add12 = fadd float %2, %4
  %sub16 = fsub float %add12, %4
  %mul = fmul float %sub16, 1.500000e+00
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx21 = getelementptr i8, ptr %arrayidx5, i64 -8
  %5 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %sub24 = fsub float %5, %0
  %6 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx27 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %sub28 = fsub float %sub24, %7
  store float %sub28, ptr %arrayidx5, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g010() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 12), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %2, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %1
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx3 = getelementptr inbounds nuw float, ptr @h, i64 %1
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul = fmul float %2, %3
  %mul4 = fmul float %mul, 1.500000e+00
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul4, ptr %arrayidx6, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx12 = getelementptr inbounds nuw float, ptr @e, i64 %1
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %mul13 = fmul float %0, %4
  %arrayidx15 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g011() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %arrayidx4, i64 -4
  %0 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %1 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %sub9 = fsub float %0, %1
  %arrayidx11 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %mul = fmul float %sub9, %2
  %arrayidx13 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx13, align 4, !tbaa !9
  %3 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx16 = getelementptr inbounds nuw float, ptr @a, i64 %3
  %4 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx19 = getelementptr inbounds nuw float, ptr @b, i64 %3
  %5 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %sub20 = fsub float %4, %5
  %mul21 = fmul float %sub20, 5.000000e-01
  store float %mul21, ptr %arrayidx8, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx26 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %mul27 = fmul float %6, 1.500000e+00
  store float %mul27, ptr %arrayidx4, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g012() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %2, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s4.022 = phi float [ 0.000000e+00, %entry ], [ %11, %for.body ]
  %s3.021 = phi float [ 0.000000e+00, %entry ], [ %9, %for.body ]
  %1 = add nsw i64 %indvars.iv, -1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx23 = getelementptr inbounds float, ptr @f, i64 %1
  %4 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %arrayidx30 = getelementptr inbounds float, ptr @d, i64 %1
  %5 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %neg = fneg float %5
  %6 = tail call float @llvm.fmuladd.f32(float %4, float %2, float %neg)
  store float %6, ptr %arrayidx13, align 4, !tbaa !9
  %7 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx36 = getelementptr inbounds nuw float, ptr @e, i64 %7
  %8 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %mul37 = fmul float %8, 3.000000e+00
  %9 = tail call float @llvm.fmuladd.f32(float %s3.021, float 5.000000e-01, float %mul37)
  store float %9, ptr %3, align 4, !tbaa !9
  %arrayidx45 = getelementptr inbounds nuw float, ptr @f, i64 %7
  %10 = load float, ptr %arrayidx45, align 4, !tbaa !9
  %mul46 = fmul float %0, %10
  %mul47 = fmul float %mul46, 3.000000e+00
  %11 = tail call float @llvm.fmuladd.f32(float %s4.022, float 5.000000e-01, float %mul47)
  store float %11, ptr %arrayidx8, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g013() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s4.022 = phi float [ 0.000000e+00, %entry ], [ %11, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %1 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %arrayidx15 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %2 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %2, %3
  %mul22 = fmul float %sub18, %0
  %arrayidx25 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %add26 = fadd float %4, 2.000000e+00
  %div = fdiv float %mul22, %add26
  %arrayidx28 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %div, ptr %arrayidx28, align 4, !tbaa !9
  %mul32 = fmul float %0, 3.000000e+00
  %arrayidx34 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul32, ptr %arrayidx34, align 4, !tbaa !9
  %arrayidx37 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %6 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx40 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx40, align 4, !tbaa !9
  %mul41 = fmul float %5, %7
  %8 = load float, ptr %1, align 4, !tbaa !9
  %add44 = fadd float %8, 2.000000e+00
  %div45 = fdiv float %mul41, %add44
  %arrayidx47 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %div45, ptr %arrayidx47, align 4, !tbaa !9
  %arrayidx51 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx51, align 4, !tbaa !9
  %arrayidx54 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx54, align 4, !tbaa !9
  %sub55 = fsub float %9, %10
  %11 = tail call float @llvm.fmuladd.f32(float %s4.022, float 5.000000e-01, float %sub55)
  %arrayidx57 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %11, ptr %arrayidx57, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g014() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end32
  ret void

for.body:                                         ; preds = %if.end32, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end32 ]
  %s4.020 = phi float [ 0.000000e+00, %entry ], [ %13, %if.end32 ]
  %0 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %2
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %1, %3
  %4 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx5 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %mul6 = fmul float %mul, %5
  %arrayidx8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul6, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx20 = getelementptr inbounds nuw float, ptr @e, i64 %2
  %6 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %cmp21 = fcmp ogt float %6, 0.000000e+00
  br i1 %cmp21, label %if.then22, label %if.end32

if.then22:                                        ; preds = %for.body
  %arrayidx24 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %7 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @g, i64 %2
  %8 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %add28 = fadd float %7, %8
  %mul29 = fmul float %add28, 3.000000e+00
  store float %mul29, ptr %0, align 4, !tbaa !9
  br label %if.end32

if.end32:                                         ; preds = %if.then22, %for.body
  %arrayidx34 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %9 = load float, ptr %arrayidx34, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx37 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %sub38 = fsub float %9, %10
  %mul39 = fmul float %sub38, 1.500000e+00
  %arrayidx41 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul39, ptr %arrayidx41, align 4, !tbaa !9
  %arrayidx45 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx45, align 4, !tbaa !9
  %arrayidx47 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %12 = load float, ptr %arrayidx47, align 4, !tbaa !9
  %mul48 = fmul float %11, %12
  %13 = tail call float @llvm.fmuladd.f32(float %s4.020, float 5.000000e-01, float %mul48)
  %arrayidx50 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %13, ptr %arrayidx50, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g015() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end48
  ret void

for.body:                                         ; preds = %if.end48, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end48 ]
  %s1.023 = phi float [ 0.000000e+00, %entry ], [ %4, %if.end48 ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add6 = fadd float %2, 2.000000e+00
  %div = fdiv float %1, %add6
  %mul = fmul float %div, 5.000000e-01
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx11 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %mul12 = fmul float %3, 3.000000e+00
  %4 = tail call float @llvm.fmuladd.f32(float %s1.023, float 5.000000e-01, float %mul12)
  %arrayidx14 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %4, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %5 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %cmp17 = fcmp ogt float %5, 0.000000e+00
  br i1 %cmp17, label %if.then18, label %if.end.if.end27_crit_edge

if.end.if.end27_crit_edge:                        ; preds = %if.end
  %arrayidx29.phi.trans.insert = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %.pre = load float, ptr %arrayidx29.phi.trans.insert, align 4, !tbaa !9
  br label %if.end27

if.then18:                                        ; preds = %if.end
  %6 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx20 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %sub24 = fsub float %7, %0
  %arrayidx26 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %sub24, ptr %arrayidx26, align 4, !tbaa !9
  br label %if.end27

if.end27:                                         ; preds = %if.then18, %if.end.if.end27_crit_edge
  %8 = phi float [ %.pre, %if.end.if.end27_crit_edge ], [ %sub24, %if.then18 ]
  %cmp30 = fcmp ogt float %8, 0.000000e+00
  br i1 %cmp30, label %if.then31, label %if.end48

if.then31:                                        ; preds = %if.end27
  %arrayidx29 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx35 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %9 = load float, ptr %arrayidx35, align 4, !tbaa !9
  %add36 = fadd float %8, %9
  %arrayidx39 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx39, align 4, !tbaa !9
  %add40 = fadd float %add36, %10
  %arrayidx43 = getelementptr i8, ptr %arrayidx29, i64 -8
  %11 = load float, ptr %arrayidx43, align 4, !tbaa !9
  %add44 = fadd float %11, 2.000000e+00
  %div45 = fdiv float %add40, %add44
  %arrayidx47 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %div45, ptr %arrayidx47, align 4, !tbaa !9
  br label %if.end48

if.end48:                                         ; preds = %if.then31, %if.end27
  %arrayidx50 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %12 = load float, ptr %arrayidx50, align 4, !tbaa !9
  %13 = add nsw i64 %indvars.iv, -1
  %arrayidx53 = getelementptr inbounds float, ptr @c, i64 %13
  %14 = load float, ptr %arrayidx53, align 4, !tbaa !9
  %add54 = fadd float %12, %14
  %arrayidx57 = getelementptr inbounds float, ptr @a, i64 %13
  %15 = load float, ptr %arrayidx57, align 4, !tbaa !9
  %add58 = fadd float %15, 2.000000e+00
  %div59 = fdiv float %add54, %add58
  store float %div59, ptr %arrayidx50, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g016() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %0 = phi float [ %.pre, %entry ], [ %7, %if.end ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s0.017 = phi float [ 0.000000e+00, %entry ], [ %5, %if.end ]
  %1 = add nsw i64 %indvars.iv, -2
  %arrayidx = getelementptr inbounds float, ptr @a, i64 %1
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %3 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %3
  %4 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul3 = fmul float %2, %4
  %mul4 = fmul float %mul3, 1.500000e+00
  %5 = tail call float @llvm.fmuladd.f32(float %s0.017, float 5.000000e-01, float %mul4)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %5, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds float, ptr @h, i64 %1
  %6 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %mul = fmul float %6, %0
  %mul13 = fmul float %mul, 1.500000e+00
  %arrayidx15 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %7 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %cmp18 = fcmp ogt float %7, 0.000000e+00
  br i1 %cmp18, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx20 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %8 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %9 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx23 = getelementptr i8, ptr %9, i64 -4
  %10 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %sub24 = fsub float %8, %10
  %arrayidx26 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %sub24, ptr %arrayidx26, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx29 = getelementptr inbounds nuw float, ptr @d, i64 %3
  %11 = load float, ptr %arrayidx29, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds nuw float, ptr @g, i64 %3
  %12 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %mul33 = fmul float %11, %12
  %mul37 = fmul float %0, %mul33
  %arrayidx39 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul37, ptr %arrayidx39, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g017() local_unnamed_addr #0 {
entry:
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre20, %entry ], [ %7, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.016 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %1 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %2, %3
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %add3, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %4 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx17 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub20 = fsub float %5, %0
  %add24 = fadd float %3, 2.000000e+00
  %div25 = fdiv float %sub20, %add24
  %6 = tail call float @llvm.fmuladd.f32(float %s2.016, float 5.000000e-01, float %div25)
  store float %6, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx30 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %sub33 = fsub float %7, %0
  %arrayidx35 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %sub33, ptr %arrayidx35, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g018() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.013 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %0 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx6 = getelementptr inbounds nuw float, ptr @a, i64 %0
  %1 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %2 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx12 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %4 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx15 = getelementptr i8, ptr %4, i64 -8
  %5 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %mul16 = fmul float %3, %5
  %6 = tail call float @llvm.fmuladd.f32(float %s1.013, float 5.000000e-01, float %mul16)
  %arrayidx24 = getelementptr inbounds nuw float, ptr @b, i64 %0
  %7 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %add25 = fadd float %1, %7
  store float %add25, ptr %arrayidx8, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g019() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  %.pre22 = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre22, %entry ], [ %4, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %7, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.018 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %s1.017 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %2, %3
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx7 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %sub = fsub float %4, %5
  %sub12 = fsub float %sub, %3
  %6 = tail call float @llvm.fmuladd.f32(float %s1.017, float 5.000000e-01, float %sub12)
  %arrayidx14 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %sub20 = fsub float %6, %1
  %7 = tail call float @llvm.fmuladd.f32(float %s2.018, float 5.000000e-01, float %sub20)
  store float %7, ptr %arrayidx14, align 4, !tbaa !9
  %mul = fmul float %add3, %0
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g020() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %arrayidx = getelementptr inbounds nuw i8, ptr %0, i64 8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %2, i64 -8
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %1, %3
  %mul = fmul float %sub3, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx8 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %sub11 = fsub float %4, %mul
  %arrayidx13 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %sub11, ptr %arrayidx13, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g021() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx16 = getelementptr inbounds nuw float, ptr @f, i64 %0
  %1 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx19 = getelementptr inbounds nuw float, ptr @e, i64 %0
  %2 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %mul20 = fmul float %1, %2
  %arrayidx22 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul20, ptr %arrayidx22, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx25 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %4 = add nsw i64 %indvars.iv, -1
  %arrayidx28 = getelementptr inbounds float, ptr @h, i64 %4
  %5 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %mul29 = fmul float %3, %5
  %arrayidx32 = getelementptr inbounds float, ptr @e, i64 %4
  %6 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd float %6, 2.000000e+00
  %div = fdiv float %mul29, %add33
  %arrayidx35 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %mul38 = fmul float %div, 3.000000e+00
  store float %mul38, ptr %arrayidx35, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g022() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add9 = fadd float %1, %2
  %3 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx11 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %add12 = fadd float %add9, %4
  %arrayidx14 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %add12, ptr %arrayidx14, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g023() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 12), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 12), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %0 = phi float [ %.pre20, %entry ], [ %12, %if.end ]
  %1 = phi float [ %.pre, %entry ], [ %3, %if.end ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %2 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx3 = getelementptr inbounds nuw float, ptr @e, i64 %2
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul = fmul float %1, %3
  %mul4 = fmul float %mul, 1.500000e+00
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul4, ptr %arrayidx6, align 4, !tbaa !9
  %cmp10 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp10, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %4 = add nsw i64 %indvars.iv, -1
  %arrayidx12 = getelementptr inbounds float, ptr @b, i64 %4
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds float, ptr @d, i64 %4
  %6 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %7 = tail call float @llvm.fmuladd.f32(float %5, float %6, float %6)
  %arrayidx22 = getelementptr inbounds float, ptr @h, i64 %4
  %8 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %add23 = fadd float %8, 2.000000e+00
  %div = fdiv float %7, %add23
  %arrayidx25 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %div, ptr %arrayidx25, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %9 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx28 = getelementptr i8, ptr %9, i64 -8
  %10 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx31 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %mul32 = fmul float %10, %11
  store float %mul32, ptr %9, align 4, !tbaa !9
  %arrayidx37 = getelementptr inbounds nuw float, ptr @g, i64 %2
  %12 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %mul38 = fmul float %12, 1.500000e+00
  %arrayidx40 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul38, ptr %arrayidx40, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g024() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 8), align 4, !tbaa !9
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %0 = phi float [ %.pre19, %entry ], [ %mul23, %for.inc ]
  %1 = phi float [ %.pre, %entry ], [ %2, %for.inc ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %mul = fmul float %1, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul8 = fmul float %2, %2
  %mul11 = fmul float %mul8, %0
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %4 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %3, %4
  %add22 = fadd float %mul11, 2.000000e+00
  %div = fdiv float %add19, %add22
  %mul23 = fmul float %div, 3.000000e+00
  %arrayidx25 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul23, ptr %arrayidx25, align 4, !tbaa !9
  %5 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx28 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %cmp29 = fcmp ogt float %6, 0.000000e+00
  br i1 %cmp29, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx31 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %7 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %arrayidx34 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx34, align 4, !tbaa !9
  %add35 = fadd float %7, %8
  store float %add35, ptr %arrayidx18, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !37
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g025() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub = fsub float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %sub, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx7 = getelementptr i8, ptr %arrayidx4, i64 -4
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %cmp8 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp8, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx10 = getelementptr inbounds nuw i8, ptr %arrayidx4, i64 8
  %3 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %4 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx13 = getelementptr i8, ptr %4, i64 -8
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %6 = tail call float @llvm.fmuladd.f32(float %3, float %5, float %3)
  store float %6, ptr %arrayidx, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !38
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g026() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr @a, align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %0 = phi float [ %.pre, %entry ], [ %3, %if.end ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s0.016 = phi float [ 0.000000e+00, %entry ], [ %4, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds float, ptr @a, i64 %2
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul3 = fmul float %1, %3
  %mul4 = fmul float %mul3, 3.000000e+00
  %4 = tail call float @llvm.fmuladd.f32(float %s0.016, float 5.000000e-01, float %mul4)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %sub12 = fsub float %5, %0
  %mul = fmul float %sub12, 3.000000e+00
  store float %mul, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %6 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %cmp17 = fcmp ogt float %6, 0.000000e+00
  br i1 %cmp17, label %if.then, label %for.body.if.end_crit_edge

for.body.if.end_crit_edge:                        ; preds = %for.body
  %arrayidx32.phi.trans.insert = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %.pre21 = load float, ptr %arrayidx32.phi.trans.insert, align 4, !tbaa !9
  br label %if.end

if.then:                                          ; preds = %for.body
  %7 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx20 = getelementptr i8, ptr %7, i64 -8
  %8 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %arrayidx22 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %9 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %sub23 = fsub float %8, %9
  %arrayidx26 = getelementptr inbounds float, ptr @b, i64 %2
  %10 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %add27 = fadd float %sub23, %10
  %mul28 = fmul float %add27, 5.000000e-01
  store float %mul28, ptr %arrayidx, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body.if.end_crit_edge
  %11 = phi float [ %.pre21, %for.body.if.end_crit_edge ], [ %9, %if.then ]
  %mul33 = fmul float %11, 1.500000e+00
  store float %mul33, ptr %arrayidx6, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g027() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.010 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %neg = fneg float %3
  %4 = tail call float @llvm.fmuladd.f32(float %0, float %2, float %neg)
  %mul6 = fmul float %4, 3.000000e+00
  %5 = tail call float @llvm.fmuladd.f32(float %s0.010, float 5.000000e-01, float %mul6)
  %arrayidx8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %5, ptr %arrayidx8, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx10 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %7 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx13 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %8 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %mul = fmul float %6, %8
  %arrayidx15 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx15, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !40
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g028() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %add = fadd float %1, %3
  %mul = fmul float %add, 5.000000e-01
  store float %mul, ptr %2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx8 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %mul12 = fmul float %4, %5
  %arrayidx14 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %6 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %mul17 = fmul float %6, 3.000000e+00
  %arrayidx19 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul17, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx22 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %add25 = fadd float %mul12, %7
  %arrayidx27 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %add25, ptr %arrayidx27, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !41
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g029() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s0.022 = phi float [ 0.000000e+00, %entry ], [ %5, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = add nsw i64 %indvars.iv, -2
  %arrayidx2 = getelementptr inbounds float, ptr @a, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul3 = fmul float %0, %2
  %3 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %3
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add6 = fadd float %4, 2.000000e+00
  %div = fdiv float %mul3, %add6
  %5 = tail call float @llvm.fmuladd.f32(float %s0.022, float 5.000000e-01, float %div)
  %arrayidx8 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %arrayidx10 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx13 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add14 = fadd float %6, %7
  %arrayidx17 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %add14, %8
  store float %sub18, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx23 = getelementptr i8, ptr %arrayidx10, i64 -4
  %9 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %mul = fmul float %9, 3.000000e+00
  %arrayidx25 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx25, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %10 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx30 = getelementptr inbounds nuw float, ptr @f, i64 %3
  %11 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %add31 = fadd float %10, %11
  %arrayidx34 = getelementptr inbounds float, ptr @f, i64 %1
  %12 = load float, ptr %arrayidx34, align 4, !tbaa !9
  %add35 = fadd float %12, 2.000000e+00
  %div36 = fdiv float %add31, %add35
  store float %div36, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx41 = getelementptr inbounds float, ptr @g, i64 %1
  %13 = load float, ptr %arrayidx41, align 4, !tbaa !9
  %cmp42 = fcmp ogt float %13, 0.000000e+00
  br i1 %cmp42, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx45 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %14 = load float, ptr %arrayidx45, align 4, !tbaa !9
  %mul48 = fmul float %div36, %14
  %arrayidx51 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %15 = load float, ptr %arrayidx51, align 4, !tbaa !9
  %mul52 = fmul float %mul48, %15
  %mul53 = fmul float %mul52, 3.000000e+00
  store float %mul53, ptr %arrayidx10, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g030() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %4 = tail call float @llvm.fmuladd.f32(float %0, float %2, float %3)
  %mul = fmul float %4, 5.000000e-01
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx6, align 4, !tbaa !9
  %5 = load float, ptr %1, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx10 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %sub11 = fsub float %5, %6
  %arrayidx13 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %sub11, ptr %arrayidx13, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !43
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g031() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.010 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %0 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx5 = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %mul6 = fmul float %1, 3.000000e+00
  %2 = tail call float @llvm.fmuladd.f32(float %s1.010, float 5.000000e-01, float %mul6)
  store float %2, ptr %arrayidx2, align 4, !tbaa !9
  %3 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %sub14 = fsub float %4, %5
  %arrayidx16 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %sub14, ptr %arrayidx16, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !44
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g032() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.010 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %0, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %3 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %arrayidx8 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul9 = fmul float %4, 3.000000e+00
  %5 = tail call float @llvm.fmuladd.f32(float %s1.010, float 5.000000e-01, float %mul9)
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %5, ptr %arrayidx11, align 4, !tbaa !9
  %mul14 = fmul float %mul, 3.000000e+00
  store float %mul14, ptr %3, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g033() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.09 = phi float [ 0.000000e+00, %entry ], [ %1, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %0, 5.000000e-01
  %1 = tail call float @llvm.fmuladd.f32(float %s0.09, float 5.000000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %1, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx9 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %mul = fmul float %2, %3
  %4 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %arrayidx12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %add13 = fadd float %5, 2.000000e+00
  %div = fdiv float %mul, %add13
  %arrayidx15 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %div, ptr %arrayidx15, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !46
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g034() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  %.pre24 = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 8), align 4, !tbaa !9
  %.pre25 = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 8), align 4, !tbaa !9
  %.pre26 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  %.pre27 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre27, %entry ], [ %8, %for.body ]
  %1 = phi float [ %.pre26, %entry ], [ %sub14, %for.body ]
  %2 = phi float [ %.pre25, %entry ], [ %5, %for.body ]
  %3 = phi float [ %.pre24, %entry ], [ %6, %for.body ]
  %4 = phi float [ %.pre, %entry ], [ %3, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.020 = phi float [ 0.000000e+00, %entry ], [ %8, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx3 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %sub = fsub float %5, %6
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %7 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %mul = fmul float %sub, %7
  %mul6 = fmul float %mul, 3.000000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul6, ptr %arrayidx8, align 4, !tbaa !9
  %sub14 = fsub float %4, %3
  %arrayidx16 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %sub14, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx19 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %mul22 = fmul float %sub14, %2
  %mul23 = fmul float %mul22, 1.500000e+00
  %8 = tail call float @llvm.fmuladd.f32(float %s2.020, float 5.000000e-01, float %mul23)
  %arrayidx25 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %8, ptr %arrayidx25, align 4, !tbaa !9
  %add32 = fadd float %5, %1
  %mul36 = fmul float %add32, %0
  store float %mul36, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx41 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 8
  %9 = load float, ptr %arrayidx41, align 4, !tbaa !9
  %add44 = fadd float %mul6, %9
  store float %add44, ptr %arrayidx5, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !47
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g035() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  %.pre26 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  %.pre27 = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %0 = phi float [ %.pre27, %entry ], [ %14, %for.inc ]
  %1 = phi float [ %.pre26, %entry ], [ %4, %for.inc ]
  %2 = phi float [ %.pre, %entry ], [ %mul, %for.inc ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s3.022 = phi float [ 0.000000e+00, %entry ], [ %10, %for.inc ]
  %s2.021 = phi float [ 0.000000e+00, %entry ], [ %7, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %sub3 = fsub float %3, %2
  %mul = fmul float %sub3, 1.500000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %mul8 = fmul float %4, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul8, ptr %arrayidx10, align 4, !tbaa !9
  %5 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx14 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %sub18 = fsub float %6, %1
  %mul19 = fmul float %sub18, 5.000000e-01
  %7 = tail call float @llvm.fmuladd.f32(float %s2.021, float 5.000000e-01, float %mul19)
  %arrayidx21 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %7, ptr %arrayidx21, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx24 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %mul27 = fmul float %8, %7
  %arrayidx29 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %9 = load float, ptr %arrayidx29, align 4, !tbaa !9
  %add30 = fadd float %9, 2.000000e+00
  %div = fdiv float %mul27, %add30
  %10 = tail call float @llvm.fmuladd.f32(float %s3.022, float 5.000000e-01, float %div)
  store float %10, ptr %arrayidx29, align 4, !tbaa !9
  %cmp36 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp36, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx41 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx41, align 4, !tbaa !9
  %arrayidx45 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx45, align 4, !tbaa !9
  %13 = tail call float @llvm.fmuladd.f32(float %10, float %11, float %12)
  %mul46 = fmul float %13, 5.000000e-01
  store float %mul46, ptr %arrayidx10, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %14 = phi float [ %mul8, %for.body ], [ %mul46, %if.then ]
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !48
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g036() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %mul40, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %1, %3
  %mul = fmul float %sub3, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %4 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx7 = getelementptr inbounds nuw float, ptr @f, i64 %4
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %sub10 = fsub float %5, %mul
  %add13 = fadd float %1, %sub10
  store float %add13, ptr %arrayidx5, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx18 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw float, ptr @b, i64 %4
  %7 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %mul22 = fmul float %6, %7
  %arrayidx24 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul22, ptr %arrayidx24, align 4, !tbaa !9
  %arrayidx30 = getelementptr inbounds nuw float, ptr @h, i64 %4
  %8 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %add31 = fadd float %6, %8
  %arrayidx33 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %add31, ptr %arrayidx33, align 4, !tbaa !9
  %arrayidx39 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx39, align 4, !tbaa !9
  %mul40 = fmul float %0, %9
  %arrayidx42 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul40, ptr %arrayidx42, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !49
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g037() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %0, 3.000000e+00
  store float %mul5, ptr %arrayidx2, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !50
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g038() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds float, ptr @b, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %0, %2
  store float %sub3, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds float, ptr @d, i64 %1
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %sub11 = fsub float %3, %4
  %arrayidx13 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %sub11, ptr %arrayidx13, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !51
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g039() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s0.014 = phi float [ 0.000000e+00, %entry ], [ %3, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %0, %2
  %3 = tail call float @llvm.fmuladd.f32(float %s0.014, float 5.000000e-01, float %sub3)
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx7 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %cmp8 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp8, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx10 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul = fmul float %6, 5.000000e-01
  %arrayidx12 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx12, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %7 = load float, ptr %1, align 4, !tbaa !9
  %arrayidx17 = getelementptr i8, ptr %arrayidx7, i64 -8
  %8 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %7, %8
  %mul19 = fmul float %sub18, 1.500000e+00
  store float %mul19, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx24 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %9 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %mul25 = fmul float %9, 5.000000e-01
  store float %mul25, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !52
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g040() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr i8, ptr %arrayidx, i64 -8
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add = fadd float %1, %2
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %add, ptr %arrayidx8, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !53
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g041() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %0 = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds float, ptr @c, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %arrayidx3 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul = fmul float %3, 1.500000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx8 = getelementptr inbounds float, ptr @d, i64 %0
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %cmp9 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp9, label %if.then10, label %for.inc

if.then10:                                        ; preds = %if.end
  %arrayidx12 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %6 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx15 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %7 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %sub16 = fsub float %5, %7
  %8 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %8, i64 -8
  %9 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %add20 = fadd float %9, 2.000000e+00
  %div = fdiv float %sub16, %add20
  %arrayidx22 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %div, ptr %arrayidx22, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then10, %if.end
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !54
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g042() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end35
  ret void

for.body:                                         ; preds = %if.end35, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end35 ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx4 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %mul = fmul float %2, %3
  %4 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx9 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %mul10 = fmul float %mul, %5
  %arrayidx12 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul10, ptr %arrayidx12, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx14 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %7 = add nsw i64 %indvars.iv, -2
  %arrayidx17 = getelementptr inbounds float, ptr @a, i64 %7
  %8 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %6, %8
  %arrayidx20 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %sub18, ptr %arrayidx20, align 4, !tbaa !9
  %arrayidx23 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %cmp24 = fcmp ogt float %9, 0.000000e+00
  br i1 %cmp24, label %if.then25, label %if.end35

if.then25:                                        ; preds = %if.end
  %arrayidx28 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx31 = getelementptr inbounds float, ptr @b, i64 %7
  %11 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %sub32 = fsub float %10, %11
  %arrayidx34 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %sub32, ptr %arrayidx34, align 4, !tbaa !9
  br label %if.end35

if.end35:                                         ; preds = %if.then25, %if.end
  %add40 = fadd float %6, 2.000000e+00
  %div = fdiv float %sub18, %add40
  %mul41 = fmul float %div, 5.000000e-01
  store float %mul41, ptr %arrayidx14, align 4, !tbaa !9
  %12 = add nsw i64 %indvars.iv, -1
  %arrayidx46 = getelementptr inbounds float, ptr @b, i64 %12
  %13 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %arrayidx49 = getelementptr inbounds float, ptr @e, i64 %12
  %14 = load float, ptr %arrayidx49, align 4, !tbaa !9
  %sub50 = fsub float %13, %14
  %mul51 = fmul float %sub50, 3.000000e+00
  %arrayidx53 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul51, ptr %arrayidx53, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !55
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g043() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx9 = getelementptr i8, ptr %1, i64 -8
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %5 = tail call float @llvm.fmuladd.f32(float %2, float %3, float %4)
  %arrayidx11 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %5, ptr %arrayidx11, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx13 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %7 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %sub16 = fsub float %6, %7
  %mul = fmul float %sub16, 1.500000e+00
  %arrayidx18 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx20 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %8 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %arrayidx22 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %9 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %sub23 = fsub float %8, %9
  %arrayidx26 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %add27 = fadd float %sub23, %10
  %mul28 = fmul float %add27, 5.000000e-01
  %arrayidx30 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul28, ptr %arrayidx30, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !56
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g044() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s1.017 = phi float [ 0.000000e+00, %entry ], [ %6, %for.inc ]
  %0 = add nsw i64 %indvars.iv, -2
  %arrayidx = getelementptr inbounds float, ptr @b, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx2 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %1, %3
  %mul = fmul float %add3, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx9 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds float, ptr @a, i64 %0
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %add13 = fadd float %5, 2.000000e+00
  %div = fdiv float %4, %add13
  %mul14 = fmul float %div, 1.500000e+00
  %6 = tail call float @llvm.fmuladd.f32(float %s1.017, float 5.000000e-01, float %mul14)
  %arrayidx16 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %6, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx19 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %8 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %mul22 = fmul float %7, %8
  %mul23 = fmul float %mul22, 5.000000e-01
  %arrayidx25 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul23, ptr %arrayidx25, align 4, !tbaa !9
  %arrayidx28 = getelementptr inbounds float, ptr @d, i64 %0
  %9 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %cmp29 = fcmp ogt float %9, 0.000000e+00
  br i1 %cmp29, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx32 = getelementptr inbounds float, ptr @f, i64 %0
  %10 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %arrayidx38 = getelementptr i8, ptr %arrayidx25, i64 -4
  %11 = load float, ptr %arrayidx38, align 4, !tbaa !9
  %12 = tail call float @llvm.fmuladd.f32(float %10, float %mul, float %11)
  %mul39 = fmul float %12, 5.000000e-01
  store float %mul39, ptr %2, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !57
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g045() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s2.012 = phi float [ 0.000000e+00, %entry ], [ %8, %if.end ]
  %s0.011 = phi float [ 0.000000e+00, %entry ], [ %2, %if.end ]
  %0 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %1, 1.500000e+00
  %2 = tail call float @llvm.fmuladd.f32(float %s0.011, float 5.000000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %2, ptr %arrayidx3, align 4, !tbaa !9
  %3 = load float, ptr %0, align 4, !tbaa !9
  %cmp6 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp6, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %4 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx9 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %mul = fmul float %5, 5.000000e-01
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx11, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %6 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx15 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %mul16 = fmul float %7, 5.000000e-01
  %8 = tail call float @llvm.fmuladd.f32(float %s2.012, float 5.000000e-01, float %mul16)
  store float %8, ptr %6, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !58
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g046() local_unnamed_addr #0 {
entry:
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  %.pre21 = load float, ptr getelementptr inbounds nuw (i8, ptr @c, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre21, %entry ], [ %5, %for.body ]
  %1 = phi float [ %.pre20, %entry ], [ %sub24, %for.body ]
  %2 = phi float [ %.pre19, %entry ], [ %div, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %3 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx10 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul = fmul float %2, %4
  %arrayidx12 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %mul13 = fmul float %mul, %5
  %add = fadd float %2, 2.000000e+00
  %div = fdiv float %mul13, %add
  %arrayidx18 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %div, ptr %arrayidx18, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx23 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %sub24 = fsub float %div, %6
  store float %sub24, ptr %3, align 4, !tbaa !9
  %add33 = fadd float %1, %0
  %arrayidx35 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add33, ptr %arrayidx35, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !59
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g047() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.014 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %s0.013 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub = fsub float %0, %1
  %2 = tail call float @llvm.fmuladd.f32(float %s0.013, float 5.000000e-01, float %sub)
  store float %2, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx6 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx9 = getelementptr i8, ptr %arrayidx, i64 -4
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %add10 = fadd float %3, %4
  %5 = tail call float @llvm.fmuladd.f32(float %s1.014, float 5.000000e-01, float %add10)
  %arrayidx12 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %5, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %mul = fmul float %0, %6
  %arrayidx19 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx19, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !60
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g048() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end36
  ret void

for.body:                                         ; preds = %if.end36, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end36 ]
  %s0.018 = phi float [ 0.000000e+00, %entry ], [ %4, %if.end36 ]
  %0 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %1, %2
  %3 = load float, ptr %0, align 4, !tbaa !9
  %mul6 = fmul float %sub3, %3
  %4 = tail call float @llvm.fmuladd.f32(float %s0.018, float 5.000000e-01, float %mul6)
  %arrayidx8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %4, ptr %arrayidx8, align 4, !tbaa !9
  %cmp11 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp11, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %5 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx14 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %mul = fmul float %6, %7
  %mul17 = fmul float %mul, 5.000000e-01
  store float %mul17, ptr %arrayidx2, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %8 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx21 = getelementptr inbounds nuw float, ptr @g, i64 %8
  %9 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %cmp22 = fcmp ogt float %9, 0.000000e+00
  br i1 %cmp22, label %if.then23, label %if.end36

if.then23:                                        ; preds = %if.end
  %arrayidx26 = getelementptr inbounds nuw float, ptr @h, i64 %8
  %10 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %11 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx29 = getelementptr i8, ptr %11, i64 -4
  %12 = load float, ptr %arrayidx29, align 4, !tbaa !9
  %add30 = fadd float %10, %12
  %arrayidx32 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %13 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %sub33 = fsub float %add30, %13
  store float %sub33, ptr %arrayidx8, align 4, !tbaa !9
  br label %if.end36

if.end36:                                         ; preds = %if.then23, %if.end
  %14 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx39 = getelementptr i8, ptr %14, i64 -4
  %15 = load float, ptr %arrayidx39, align 4, !tbaa !9
  %mul40 = fmul float %15, 1.500000e+00
  %arrayidx42 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul40, ptr %arrayidx42, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !61
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g049() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %0 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %cmp8 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp8, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %4 = load float, ptr %0, align 4, !tbaa !9
  %mul = fmul float %4, 5.000000e-01
  %arrayidx12 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx12, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !62
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g050() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @e, i64 4), align 4, !tbaa !9
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre19, %entry ], [ %4, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %sub28, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.015 = phi float [ 0.000000e+00, %entry ], [ %4, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %2, 5.000000e-01
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %sub = fsub float %3, %mul
  %4 = tail call float @llvm.fmuladd.f32(float %s1.015, float 5.000000e-01, float %sub)
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %4, ptr %arrayidx9, align 4, !tbaa !9
  %5 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx15 = getelementptr i8, ptr %5, i64 -8
  %6 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %sub16 = fsub float %1, %6
  %arrayidx18 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %sub16, ptr %arrayidx18, align 4, !tbaa !9
  %add24 = fadd float %mul, %0
  %sub28 = fsub float %add24, %0
  store float %sub28, ptr %arrayidx2, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !63
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g051() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.012 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = add nsw i64 %indvars.iv, -2
  %arrayidx2 = getelementptr inbounds float, ptr @d, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %0, %2
  %mul = fmul float %add3, 3.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %3 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx8 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %add12 = fadd float %4, %5
  %arrayidx14 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx18 = getelementptr inbounds float, ptr @f, i64 %1
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add21 = fadd float %add12, %6
  %7 = tail call float @llvm.fmuladd.f32(float %s2.012, float 5.000000e-01, float %add21)
  store float %7, ptr %arrayidx14, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !64
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g052() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr @d, align 4, !tbaa !9
  %.pre22 = load float, ptr @h, align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre22, %entry ], [ %4, %for.body ]
  %1 = phi float [ %.pre, %entry ], [ %5, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.017 = phi float [ 0.000000e+00, %entry ], [ %8, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %3 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds float, ptr @h, i64 %3
  %4 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %2, %4
  %arrayidx4 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %sub11 = fsub float %1, %0
  %arrayidx14 = getelementptr inbounds float, ptr @d, i64 %3
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %sub15 = fsub float %sub11, %5
  %add18 = fadd float %2, 2.000000e+00
  %div = fdiv float %sub15, %add18
  store float %div, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx22 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %6 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx25 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %mul26 = fmul float %6, %7
  %mul27 = fmul float %mul26, 3.000000e+00
  %8 = tail call float @llvm.fmuladd.f32(float %s2.017, float 5.000000e-01, float %mul27)
  %arrayidx29 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %8, ptr %arrayidx29, align 4, !tbaa !9
  %9 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx34 = getelementptr i8, ptr %9, i64 -8
  %10 = load float, ptr %arrayidx34, align 4, !tbaa !9
  %add35 = fadd float %div, %10
  %arrayidx37 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %add35, ptr %arrayidx37, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !65
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g053() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr @b, align 4, !tbaa !9
  %.pre19 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre20, %entry ], [ %9, %for.body ]
  %1 = phi float [ %.pre19, %entry ], [ %mul34, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %1, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %neg = fneg float %1
  %4 = tail call float @llvm.fmuladd.f32(float %3, float %2, float %neg)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %add8 = fadd float %5, 2.000000e+00
  %div = fdiv float %4, %add8
  %arrayidx10 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %div, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add16 = fadd float %6, %0
  %7 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %7, i64 -4
  %8 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %add20 = fadd float %add16, %8
  %arrayidx22 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add20, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %mul = fmul float %9, %9
  %10 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx31 = getelementptr i8, ptr %10, i64 -8
  %11 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %add32 = fadd float %11, 2.000000e+00
  %div33 = fdiv float %mul, %add32
  %mul34 = fmul float %div33, 1.500000e+00
  %arrayidx36 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul34, ptr %arrayidx36, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !66
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g054() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %sub16, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s3.021 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %1 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx12 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %sub16 = fsub float %2, %3
  %arrayidx18 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %sub16, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %neg = fneg float %2
  %4 = tail call float @llvm.fmuladd.f32(float %0, float %0, float %neg)
  %5 = tail call float @llvm.fmuladd.f32(float %s3.021, float 5.000000e-01, float %4)
  store float %5, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw i8, ptr %arrayidx18, i64 8
  %6 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %mul49 = fmul float %sub16, %6
  store float %mul49, ptr %arrayidx9, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !67
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g055() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul = fmul float %1, 1.500000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %2 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx20 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %arrayidx23 = getelementptr i8, ptr %arrayidx9, i64 -8
  %4 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %add24 = fadd float %3, %4
  store float %add24, ptr %arrayidx9, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !68
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g056() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %0 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx7 = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw i8, ptr %arrayidx5, i64 8
  %2 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %sub11 = fsub float %1, %2
  %arrayidx13 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %3 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add14 = fadd float %3, 2.000000e+00
  %div = fdiv float %sub11, %add14
  store float %div, ptr %arrayidx5, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !69
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g057() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %mul = fmul float %0, %1
  %arrayidx5 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %add6 = fadd float %2, 2.000000e+00
  %div = fdiv float %mul, %add6
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %div, ptr %arrayidx8, align 4, !tbaa !9
  %3 = add nsw i64 %indvars.iv, -1
  %arrayidx10 = getelementptr inbounds float, ptr @e, i64 %3
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %cmp11 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp11, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx14 = getelementptr inbounds float, ptr @g, i64 %3
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %mul18 = fmul float %1, %5
  %mul19 = fmul float %mul18, 5.000000e-01
  %arrayidx21 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul19, ptr %arrayidx21, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !70
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g058() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %2
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add3 = fadd float %1, %3
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add3, ptr %arrayidx5, align 4, !tbaa !9
  %4 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx8 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @h, i64 %2
  %6 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %mul = fmul float %5, %6
  %arrayidx13 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx13, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx16 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %8 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %add19 = fadd float %7, %8
  %add22 = fadd float %mul, %add19
  %mul23 = fmul float %add22, 1.500000e+00
  %arrayidx25 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul23, ptr %arrayidx25, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !71
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g059() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  %.pre25 = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  %.pre26 = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre26, %entry ], [ %10, %for.body ]
  %1 = phi float [ %.pre25, %entry ], [ %mul51, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %div16, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s3.020 = phi float [ 0.000000e+00, %entry ], [ %10, %for.body ]
  %3 = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds float, ptr @a, i64 %3
  %4 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %5 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %5, 2.000000e+00
  %div = fdiv float %4, %add
  %mul = fmul float %div, 5.000000e-01
  %arrayidx4 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %6 = add nsw i64 %indvars.iv, -2
  %arrayidx7 = getelementptr inbounds float, ptr @h, i64 %6
  %7 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %mul11 = fmul float %7, %2
  %add15 = fadd float %1, 2.000000e+00
  %div16 = fdiv float %mul11, %add15
  %arrayidx18 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %div16, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds float, ptr @f, i64 %6
  %8 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %arrayidx24 = getelementptr inbounds float, ptr @c, i64 %3
  %9 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %sub25 = fsub float %8, %9
  %add29 = fadd float %7, 2.000000e+00
  %div30 = fdiv float %sub25, %add29
  %mul31 = fmul float %div30, 3.000000e+00
  %arrayidx33 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul31, ptr %arrayidx33, align 4, !tbaa !9
  %mul38 = fmul float %0, 1.500000e+00
  %10 = tail call float @llvm.fmuladd.f32(float %s3.020, float 5.000000e-01, float %mul38)
  store float %10, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx43 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx43, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %mul47 = fmul float %11, %12
  %mul51 = fmul float %1, %mul47
  %arrayidx53 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul51, ptr %arrayidx53, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !72
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g060() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.09 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %0 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = add nsw i64 %indvars.iv, -2
  %arrayidx3 = getelementptr inbounds float, ptr @g, i64 %2
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %add = fadd float %1, %3
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx6 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %add7 = fadd float %4, 2.000000e+00
  %div = fdiv float %add, %add7
  %5 = tail call float @llvm.fmuladd.f32(float %s0.09, float 5.000000e-01, float %div)
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %5, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds float, ptr @e, i64 %2
  %6 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %mul = fmul float %6, 5.000000e-01
  %arrayidx14 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx14, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !73
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g061() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 8), align 4, !tbaa !9
  %.pre20 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  %.pre21 = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre21, %entry ], [ %mul35, %for.body ]
  %1 = phi float [ %.pre20, %entry ], [ %mul25, %for.body ]
  %2 = phi float [ %.pre, %entry ], [ %3, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub = fsub float %3, %4
  %arrayidx5 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %mul = fmul float %sub, %5
  %arrayidx7 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  %6 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx10 = getelementptr inbounds nuw float, ptr @g, i64 %6
  %7 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add14 = fadd float %7, %8
  %arrayidx16 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %add17 = fadd float %add14, %2
  %arrayidx19 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %add17, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %9 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %mul25 = fmul float %9, %1
  %arrayidx27 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul25, ptr %arrayidx27, align 4, !tbaa !9
  %arrayidx30 = getelementptr inbounds nuw float, ptr @f, i64 %6
  %10 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %mul34 = fmul float %10, %0
  %mul35 = fmul float %mul34, 5.000000e-01
  store float %mul35, ptr %arrayidx16, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !74
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g062() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr @d, align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %12, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.021 = phi float [ 0.000000e+00, %entry ], [ %9, %for.body ]
  %s0.020 = phi float [ 0.000000e+00, %entry ], [ %4, %for.body ]
  %1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %1
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx3 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %add4 = fadd float %2, %3
  %4 = tail call float @llvm.fmuladd.f32(float %s0.020, float 5.000000e-01, float %add4)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %1
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !9
  %6 = add nsw i64 %indvars.iv, -1
  %arrayidx15 = getelementptr inbounds float, ptr @a, i64 %6
  %7 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %8 = tail call float @llvm.fmuladd.f32(float %5, float %0, float %7)
  %mul16 = fmul float %8, 3.000000e+00
  %9 = tail call float @llvm.fmuladd.f32(float %s1.021, float 5.000000e-01, float %mul16)
  %arrayidx18 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %9, ptr %arrayidx18, align 4, !tbaa !9
  %arrayidx21 = getelementptr inbounds float, ptr @c, i64 %6
  %10 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %arrayidx23 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %11 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %add24 = fadd float %10, %11
  store float %add24, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx42 = getelementptr inbounds float, ptr @d, i64 %6
  %12 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %mul43 = fmul float %12, 3.000000e+00
  %arrayidx45 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul43, ptr %arrayidx45, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !75
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g063() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  %.pre27 = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %0 = phi float [ %.pre27, %entry ], [ %8, %if.end ]
  %1 = phi float [ %.pre, %entry ], [ %0, %if.end ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s3.022 = phi float [ 0.000000e+00, %entry ], [ %10, %if.end ]
  %2 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %2
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %4 = add nsw i64 %indvars.iv, -1
  %add3 = fadd float %3, %1
  %mul = fmul float %add3, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !9
  %cmp8 = fcmp ogt float %0, 0.000000e+00
  %arrayidx11 = getelementptr inbounds float, ptr @g, i64 %4
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !9
  br i1 %cmp8, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx14 = getelementptr inbounds float, ptr @h, i64 %4
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %mul15 = fmul float %5, %6
  %arrayidx17 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul15, ptr %arrayidx17, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx29 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %arrayidx33 = getelementptr inbounds float, ptr @e, i64 %4
  %7 = load float, ptr %arrayidx33, align 4, !tbaa !9
  %arrayidx36 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %add37 = fadd float %7, %8
  %arrayidx40 = getelementptr inbounds nuw float, ptr @f, i64 %2
  %9 = load float, ptr %arrayidx40, align 4, !tbaa !9
  %add41 = fadd float %add37, %9
  %10 = tail call float @llvm.fmuladd.f32(float %s3.022, float 5.000000e-01, float %add41)
  store float %10, ptr %arrayidx29, align 4, !tbaa !9
  %arrayidx46 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx46, align 4, !tbaa !9
  %arrayidx49 = getelementptr i8, ptr %arrayidx5, i64 -8
  %12 = load float, ptr %arrayidx49, align 4, !tbaa !9
  %add50 = fadd float %11, %12
  %add54 = fadd float %5, %add50
  %arrayidx56 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %add54, ptr %arrayidx56, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !76
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g064() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx3 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %mul = fmul float %0, %2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %mul6 = fmul float %mul, %3
  %mul7 = fmul float %mul6, 3.000000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %mul12 = fmul float %4, 5.000000e-01
  %arrayidx14 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !77
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g065() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %0 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %2 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %5 = tail call float @llvm.fmuladd.f32(float %1, float %3, float %4)
  %mul = fmul float %5, 3.000000e+00
  store float %mul, ptr %2, align 4, !tbaa !9
  %cmp11 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp11, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx13 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %mul14 = fmul float %6, 5.000000e-01
  %arrayidx16 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul14, ptr %arrayidx16, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !78
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g066() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx = getelementptr inbounds nuw i8, ptr %0, i64 8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %1, 5.000000e-01
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %sub = fsub float %2, %2
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %sub, ptr %arrayidx8, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !79
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g067() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @d, i64 4), align 4, !tbaa !9
  %.pre23 = load float, ptr getelementptr inbounds nuw (i8, ptr @b, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %0 = phi float [ %.pre23, %entry ], [ %5, %if.end ]
  %1 = phi float [ %.pre, %entry ], [ %div, %if.end ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s3.018 = phi float [ 0.000000e+00, %entry ], [ %10, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %sub3 = fsub float %2, %1
  %sub7 = fsub float %sub3, %0
  %mul = fmul float %sub7, 3.000000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %cmp12 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp12, label %if.then, label %for.body.if.end_crit_edge

for.body.if.end_crit_edge:                        ; preds = %for.body
  %arrayidx22.phi.trans.insert = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %.pre24 = load float, ptr %arrayidx22.phi.trans.insert, align 4, !tbaa !9
  br label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx14 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %mul15 = fmul float %4, 1.500000e+00
  %arrayidx17 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul15, ptr %arrayidx17, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body.if.end_crit_edge
  %5 = phi float [ %.pre24, %for.body.if.end_crit_edge ], [ %mul15, %if.then ]
  %6 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx20 = getelementptr inbounds nuw float, ptr @h, i64 %6
  %7 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %add23 = fadd float %7, %5
  %add26 = fadd float %5, 2.000000e+00
  %div = fdiv float %add23, %add26
  store float %div, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx32 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %arrayidx35 = getelementptr inbounds nuw float, ptr @b, i64 %6
  %9 = load float, ptr %arrayidx35, align 4, !tbaa !9
  %add36 = fadd float %8, %9
  %add39 = fadd float %div, 2.000000e+00
  %div40 = fdiv float %add36, %add39
  %10 = tail call float @llvm.fmuladd.f32(float %s3.018, float 5.000000e-01, float %div40)
  %arrayidx42 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %10, ptr %arrayidx42, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !80
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g068() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s1.015 = phi float [ 0.000000e+00, %entry ], [ %1, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx10 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %mul11 = fmul float %0, 3.000000e+00
  %1 = tail call float @llvm.fmuladd.f32(float %s1.015, float 5.000000e-01, float %mul11)
  store float %1, ptr %arrayidx, align 4, !tbaa !9
  %2 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx16 = getelementptr inbounds nuw float, ptr @d, i64 %2
  %3 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %mul = fmul float %3, 3.000000e+00
  store float %mul, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx21 = getelementptr i8, ptr %arrayidx10, i64 -4
  %4 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %cmp22 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp22, label %if.then23, label %for.inc

if.then23:                                        ; preds = %for.body
  %arrayidx25 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %5 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %arrayidx28 = getelementptr inbounds nuw float, ptr @e, i64 %2
  %6 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %add29 = fadd float %5, %6
  store float %add29, ptr %arrayidx10, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then23, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !81
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g069() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @a, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %6, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.020 = phi float [ 0.000000e+00, %entry ], [ %13, %for.body ]
  %s1.019 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %3 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %neg = fneg float %4
  %5 = tail call float @llvm.fmuladd.f32(float %1, float %2, float %neg)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %add7 = fadd float %0, 2.000000e+00
  %div = fdiv float %5, %add7
  %arrayidx9 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %div, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %mul16 = fmul float %1, %6
  %mul17 = fmul float %mul16, 3.000000e+00
  %7 = tail call float @llvm.fmuladd.f32(float %s1.019, float 5.000000e-01, float %mul17)
  %arrayidx19 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %7, ptr %arrayidx19, align 4, !tbaa !9
  %8 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx22 = getelementptr inbounds nuw float, ptr @g, i64 %8
  %9 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @e, i64 %8
  %10 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %add26 = fadd float %9, %10
  %11 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx29 = getelementptr i8, ptr %11, i64 -8
  %12 = load float, ptr %arrayidx29, align 4, !tbaa !9
  %sub30 = fsub float %add26, %12
  %13 = tail call float @llvm.fmuladd.f32(float %s2.020, float 5.000000e-01, float %sub30)
  %arrayidx34 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %14 = load float, ptr %arrayidx34, align 4, !tbaa !9
  %add37 = fadd float %2, %14
  %mul = fmul float %add37, 1.500000e+00
  store float %mul, ptr %arrayidx6, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !82
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g070() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @h, i64 8), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %8, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.014 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %1 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul1 = fmul float %2, 5.000000e-01
  %3 = tail call float @llvm.fmuladd.f32(float %s0.014, float 5.000000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %3, ptr %arrayidx3, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %add8 = fadd float %0, 2.000000e+00
  %div = fdiv float %4, %add8
  %mul = fmul float %div, 3.000000e+00
  store float %mul, ptr %arrayidx7, align 4, !tbaa !9
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %arrayidx16 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %sub17 = fsub float %5, %6
  %arrayidx19 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %sub17, ptr %arrayidx19, align 4, !tbaa !9
  %arrayidx22 = getelementptr i8, ptr %arrayidx19, i64 -4
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %arrayidx25 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx25, align 4, !tbaa !9
  %add26 = fadd float %8, 2.000000e+00
  %div27 = fdiv float %7, %add26
  %mul28 = fmul float %div27, 1.500000e+00
  store float %mul28, ptr %1, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !83
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g071() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.08 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %0, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx8 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %sub = fsub float %1, %2
  %mul9 = fmul float %sub, 3.000000e+00
  %3 = tail call float @llvm.fmuladd.f32(float %s1.08, float 5.000000e-01, float %mul9)
  %arrayidx11 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %3, ptr %arrayidx11, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !84
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g072() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s2.019 = phi float [ 0.000000e+00, %entry ], [ %13, %for.inc ]
  %0 = add nsw i64 %indvars.iv, -2
  %arrayidx = getelementptr inbounds float, ptr @b, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx3 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %mul = fmul float %3, %4
  %5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %arrayidx8 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %6 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add9 = fadd float %6, 2.000000e+00
  %div = fdiv float %mul, %add9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %div, ptr %arrayidx11, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %7 = add nsw i64 %indvars.iv, -1
  %arrayidx14 = getelementptr inbounds float, ptr @h, i64 %7
  %8 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %arrayidx17 = getelementptr inbounds float, ptr @a, i64 %7
  %9 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %sub18 = fsub float %8, %9
  %arrayidx21 = getelementptr inbounds float, ptr @a, i64 %0
  %10 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %add22 = fadd float %sub18, %10
  %mul23 = fmul float %add22, 1.500000e+00
  %arrayidx25 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul23, ptr %arrayidx25, align 4, !tbaa !9
  %arrayidx28 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %11 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %arrayidx30 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %12 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %add31 = fadd float %11, %12
  %mul32 = fmul float %add31, 5.000000e-01
  %13 = tail call float @llvm.fmuladd.f32(float %s2.019, float 5.000000e-01, float %mul32)
  %arrayidx34 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %13, ptr %arrayidx34, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx37 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %14 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %cmp38 = fcmp ogt float %14, 0.000000e+00
  br i1 %cmp38, label %if.then39, label %for.inc

if.then39:                                        ; preds = %if.end
  %arrayidx44 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %15 = load float, ptr %arrayidx44, align 4, !tbaa !9
  %add45 = fadd float %12, %15
  %mul46 = fmul float %add45, 1.500000e+00
  %arrayidx48 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul46, ptr %arrayidx48, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then39, %if.end
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !85
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g073() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @g, i64 12), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %0 = phi float [ %.pre, %entry ], [ %2, %if.end ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s1.022 = phi float [ 0.000000e+00, %entry ], [ %8, %if.end ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx3 = getelementptr inbounds nuw float, ptr @g, i64 %1
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %sub = fsub float %0, %2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %mul = fmul float %sub, %3
  %mul6 = fmul float %mul, 3.000000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul6, ptr %arrayidx8, align 4, !tbaa !9
  %4 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx12 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %sub15 = fsub float %5, %6
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %mul19 = fmul float %sub15, %7
  %8 = tail call float @llvm.fmuladd.f32(float %s1.022, float 5.000000e-01, float %mul19)
  store float %8, ptr %arrayidx14, align 4, !tbaa !9
  %cmp24 = fcmp ogt float %mul6, 0.000000e+00
  br i1 %cmp24, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %9 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx27 = getelementptr i8, ptr %9, i64 -8
  %10 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %add30 = fadd float %8, %10
  store float %add30, ptr %arrayidx14, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx35 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx35, align 4, !tbaa !9
  %12 = load float, ptr %4, align 4, !tbaa !9
  %add38 = fadd float %11, %12
  %mul39 = fmul float %add38, 5.000000e-01
  %arrayidx41 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul39, ptr %arrayidx41, align 4, !tbaa !9
  %13 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx44 = getelementptr i8, ptr %13, i64 -8
  %14 = load float, ptr %arrayidx44, align 4, !tbaa !9
  %15 = load float, ptr %13, align 4, !tbaa !9
  %mul47 = fmul float %14, %15
  %arrayidx50 = getelementptr inbounds nuw float, ptr @h, i64 %1
  %16 = load float, ptr %arrayidx50, align 4, !tbaa !9
  %mul51 = fmul float %mul47, %16
  store float %mul51, ptr %arrayidx5, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !86
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g074() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds float, ptr @d, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %sub3 = fsub float %0, %2
  %arrayidx6 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %sub7 = fsub float %sub3, %3
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %sub7, ptr %arrayidx9, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds float, ptr @a, i64 %1
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %sub15 = fsub float %4, %sub7
  %arrayidx17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !9
  %add18 = fadd float %5, 2.000000e+00
  %div = fdiv float %sub15, %add18
  %mul = fmul float %div, 3.000000e+00
  %arrayidx20 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx20, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !87
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g075() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %0, %1
  %mul = fmul float %add, 1.500000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !9
  %2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx7 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %add10 = fadd float %0, 2.000000e+00
  %div = fdiv float %3, %add10
  %mul11 = fmul float %div, 1.500000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !88
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g076() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s3.020 = phi float [ 0.000000e+00, %entry ], [ %8, %for.inc ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %0 = add nsw i64 %indvars.iv, -2
  %arrayidx8 = getelementptr inbounds float, ptr @b, i64 %0
  %1 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %add11 = fadd float %2, 2.000000e+00
  %div = fdiv float %1, %add11
  %mul = fmul float %div, 1.500000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx13, align 4, !tbaa !9
  %3 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %arrayidx16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %4 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %5 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %sub20 = fsub float %4, %6
  store float %sub20, ptr %arrayidx5, align 4, !tbaa !9
  %arrayidx26 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %mul27 = fmul float %7, 5.000000e-01
  %8 = tail call float @llvm.fmuladd.f32(float %s3.020, float 5.000000e-01, float %mul27)
  %arrayidx29 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %8, ptr %arrayidx29, align 4, !tbaa !9
  %arrayidx32 = getelementptr inbounds float, ptr @f, i64 %0
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %cmp33 = fcmp ogt float %9, 0.000000e+00
  br i1 %cmp33, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx36 = getelementptr inbounds float, ptr @h, i64 %0
  %10 = load float, ptr %arrayidx36, align 4, !tbaa !9
  %arrayidx43 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx43, align 4, !tbaa !9
  %12 = tail call float @llvm.fmuladd.f32(float %10, float %6, float %11)
  %add47 = fadd float %4, 2.000000e+00
  %div48 = fdiv float %12, %add47
  store float %div48, ptr %arrayidx13, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !89
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g077() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s3.014 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %0 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -4
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx16 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx16, align 4, !tbaa !9
  %mul17 = fmul float %2, 3.000000e+00
  store float %mul17, ptr %arrayidx2, align 4, !tbaa !9
  %add27 = fadd float %1, %2
  %3 = tail call float @llvm.fmuladd.f32(float %s3.014, float 5.000000e-01, float %add27)
  store float %3, ptr %0, align 4, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !90
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g078() local_unnamed_addr #0 {
entry:
  %.pre = load float, ptr getelementptr inbounds nuw (i8, ptr @f, i64 4), align 4, !tbaa !9
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %0 = phi float [ %.pre, %entry ], [ %9, %for.body ]
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.012 = phi float [ 0.000000e+00, %entry ], [ %9, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr i8, ptr %arrayidx, i64 -8
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %add = fadd float %1, %2
  %3 = add nsw i64 %indvars.iv, -1
  %arrayidx5 = getelementptr inbounds float, ptr @b, i64 %3
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %mul = fmul float %add, %4
  %arrayidx8 = getelementptr inbounds float, ptr @a, i64 %3
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add9 = fadd float %5, 2.000000e+00
  %div = fdiv float %mul, %add9
  %mul10 = fmul float %div, 5.000000e-01
  %arrayidx12 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul10, ptr %arrayidx12, align 4, !tbaa !9
  %arrayidx15 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %6 = load float, ptr %arrayidx15, align 4, !tbaa !9
  %arrayidx18 = getelementptr inbounds nuw i8, ptr %arrayidx12, i64 8
  %7 = load float, ptr %arrayidx18, align 4, !tbaa !9
  %neg = fneg float %0
  %8 = tail call float @llvm.fmuladd.f32(float %6, float %7, float %neg)
  %9 = tail call float @llvm.fmuladd.f32(float %s1.012, float 5.000000e-01, float %8)
  %arrayidx24 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %9, ptr %arrayidx24, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !91
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g079() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.010 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %0 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %1, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !9
  %mul6 = fmul float %2, 1.500000e+00
  %3 = tail call float @llvm.fmuladd.f32(float %s1.010, float 5.000000e-01, float %mul6)
  %arrayidx8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %3, ptr %arrayidx8, align 4, !tbaa !9
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !9
  %arrayidx12 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !9
  %sub13 = fsub float %4, %5
  %arrayidx15 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %sub13, ptr %arrayidx15, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !92
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
