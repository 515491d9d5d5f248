; ModuleID = '<stdin>'
source_filename = "kernels_gen.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !8
  %2 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx6 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %sub7 = fsub float %1, %3
  %4 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx10 = getelementptr i8, ptr %4, i64 -8
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %mul = fmul float %sub7, %5
  %mul11 = fmul float %mul, 1.500000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %6 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx16 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %8 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %8, i64 -8
  %9 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %add20 = fadd float %7, %9
  %mul21 = fmul float %add20, 1.500000e+00
  %arrayidx23 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul21, ptr %arrayidx23, align 4, !tbaa !8
  %10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %arrayidx26 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %11 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %mul27 = fmul float %11, 3.000000e+00
  store float %mul27, ptr %10, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !10
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %3 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx5 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %add6 = fadd float %2, %4
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %add6, ptr %arrayidx8, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %5 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx11 = getelementptr inbounds nuw float, ptr @g, i64 %5
  %6 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %arrayidx14 = getelementptr inbounds nuw float, ptr @d, i64 %5
  %7 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %sub15 = fsub float %6, %7
  %8 = tail call float @llvm.fmuladd.f32(float %s1.014, float 5.000000e-01, float %sub15)
  %arrayidx17 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %8, ptr %arrayidx17, align 4, !tbaa !8
  %arrayidx20 = getelementptr i8, ptr %arrayidx, i64 -8
  %9 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %arrayidx22 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %10 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %sub23 = fsub float %9, %10
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx26 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %mul = fmul float %sub23, %11
  store float %mul, ptr %arrayidx, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul = fmul float %1, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !8
  %cmp5 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp5, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %3 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %arrayidx8 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %arrayidx11 = getelementptr i8, ptr %3, i64 -8
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %mul12 = fmul float %4, %5
  %arrayidx14 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx17 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %arrayidx20 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %8 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %sub21 = fsub float %6, %8
  store float %sub21, ptr %0, align 4, !tbaa !8
  %arrayidx26 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %arrayidx29 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx29, align 4, !tbaa !8
  %mul30 = fmul float %9, %10
  %arrayidx32 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul30, ptr %arrayidx32, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g003() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s3.021 = phi float [ 0.000000e+00, %entry ], [ %12, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %arrayidx2 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add3 = fadd float %0, %2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx6 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %mul = fmul float %add3, %3
  %arrayidx8 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !8
  %4 = getelementptr float, ptr @b, i64 %indvars.iv
  %5 = add nsw i64 %indvars.iv, -1
  %arrayidx23 = getelementptr inbounds float, ptr @c, i64 %5
  %6 = load float, ptr %arrayidx23, align 4, !tbaa !8
  %cmp24 = fcmp ogt float %6, 0.000000e+00
  br i1 %cmp24, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx26 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %7 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %arrayidx28 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %8 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %sub29 = fsub float %7, %8
  store float %sub29, ptr %arrayidx26, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx34 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %9 = load float, ptr %arrayidx34, align 4, !tbaa !8
  %arrayidx36 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %10 = load float, ptr %arrayidx36, align 4, !tbaa !8
  %mul37 = fmul float %9, %10
  %arrayidx40 = getelementptr inbounds float, ptr @e, i64 %5
  %11 = load float, ptr %arrayidx40, align 4, !tbaa !8
  %mul41 = fmul float %mul37, %11
  %12 = tail call float @llvm.fmuladd.f32(float %s3.021, float 5.000000e-01, float %mul41)
  store float %12, ptr %4, align 4, !tbaa !8
  %mul46 = fmul float %0, 5.000000e-01
  store float %mul46, ptr %arrayidx34, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g004() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s4.024 = phi float [ 0.000000e+00, %entry ], [ %10, %for.body ]
  %s3.023 = phi float [ 0.000000e+00, %entry ], [ %9, %for.body ]
  %s1.022 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %0 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx4 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx7 = getelementptr inbounds float, ptr @d, i64 %1
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %3 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx10 = getelementptr i8, ptr %3, i64 -8
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %add11 = fadd float %2, %4
  %5 = tail call float @llvm.fmuladd.f32(float %s1.022, float 5.000000e-01, float %add11)
  store float %5, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx15 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %6 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %7 = load float, ptr %0, align 4, !tbaa !8
  %arrayidx24 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx30 = getelementptr inbounds float, ptr @g, i64 %1
  %8 = load float, ptr %arrayidx30, align 4, !tbaa !8
  %add31 = fadd float %7, %8
  %sub34 = fsub float %add31, %7
  %9 = tail call float @llvm.fmuladd.f32(float %s3.023, float 5.000000e-01, float %sub34)
  %arrayidx36 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %9, ptr %arrayidx36, align 4, !tbaa !8
  %add42 = fadd float %6, %5
  %mul43 = fmul float %add42, 1.500000e+00
  %10 = tail call float @llvm.fmuladd.f32(float %s4.024, float 5.000000e-01, float %mul43)
  store float %10, ptr %arrayidx24, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g005() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s2.015 = phi float [ 0.000000e+00, %entry ], [ %3, %for.inc ]
  %arrayidx5 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx7 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %0 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %arrayidx9 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %sub10 = fsub float %0, %1
  %arrayidx12 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %sub10, ptr %arrayidx12, align 4, !tbaa !8
  %arrayidx14 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %mul15 = fmul float %2, 5.000000e-01
  %3 = tail call float @llvm.fmuladd.f32(float %s2.015, float 5.000000e-01, float %mul15)
  store float %3, ptr %arrayidx5, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx20 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %cmp21 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp21, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %5 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx24 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx24, align 4, !tbaa !8
  %mul = fmul float %sub10, %6
  %mul27 = fmul float %mul, 1.500000e+00
  %arrayidx29 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul27, ptr %arrayidx29, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul = fmul float %1, 5.000000e-01
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !8
  %cmp5 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp5, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %mul9 = fmul float %2, 5.000000e-01
  %arrayidx11 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul9, ptr %arrayidx11, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g007() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s1.021 = phi float [ 0.000000e+00, %entry ], [ %4, %for.inc ]
  %0 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx = getelementptr inbounds nuw i8, ptr %0, i64 8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx3 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %add4 = fadd float %1, %2
  %arrayidx6 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %add4, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %sub = fsub float %3, %2
  %add14 = fadd float %3, 2.000000e+00
  %div = fdiv float %sub, %add14
  %mul15 = fmul float %div, 5.000000e-01
  %4 = tail call float @llvm.fmuladd.f32(float %s1.021, float 5.000000e-01, float %mul15)
  %arrayidx17 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %4, ptr %arrayidx17, align 4, !tbaa !8
  %5 = add nsw i64 %indvars.iv, -1
  %arrayidx20 = getelementptr inbounds float, ptr @d, i64 %5
  %6 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %arrayidx22 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %add23 = fadd float %6, %7
  store float %add23, ptr %arrayidx8, align 4, !tbaa !8
  %arrayidx28 = getelementptr inbounds float, ptr @f, i64 %5
  %8 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %sub31 = fsub float %8, %add4
  %add34 = fadd float %4, %sub31
  %arrayidx36 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %add34, ptr %arrayidx36, align 4, !tbaa !8
  %arrayidx39 = getelementptr inbounds float, ptr @b, i64 %5
  %9 = load float, ptr %arrayidx39, align 4, !tbaa !8
  %cmp40 = fcmp ogt float %9, 0.000000e+00
  br i1 %cmp40, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %add45 = fadd float %add4, %4
  store float %add45, ptr %0, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add3 = fadd float %0, %1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add3, ptr %arrayidx5, align 4, !tbaa !8
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx7 = getelementptr inbounds float, ptr @c, i64 %2
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %arrayidx10 = getelementptr inbounds float, ptr @f, i64 %2
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %sub11 = fsub float %3, %4
  %5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx14 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %add15 = fadd float %6, 2.000000e+00
  %div = fdiv float %sub11, %add15
  %mul = fmul float %div, 5.000000e-01
  %arrayidx17 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx17, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g009() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %arrayidx8 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %1 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx11 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %2 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %add12 = fadd float %0, %2
  %sub16 = fsub float %add12, %2
  %mul = fmul float %sub16, 1.500000e+00
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx18, align 4, !tbaa !8
  %arrayidx21 = getelementptr i8, ptr %arrayidx5, i64 -8
  %3 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %arrayidx23 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx23, align 4, !tbaa !8
  %sub24 = fsub float %3, %4
  %5 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx27 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx27, align 4, !tbaa !8
  %sub28 = fsub float %sub24, %6
  store float %sub28, ptr %arrayidx5, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g010() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx3 = getelementptr inbounds nuw float, ptr @h, i64 %0
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %mul = fmul float %1, %2
  %mul4 = fmul float %mul, 1.500000e+00
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul4, ptr %arrayidx6, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %arrayidx12 = getelementptr inbounds nuw float, ptr @e, i64 %0
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %mul13 = fmul float %3, %4
  %arrayidx15 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
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
  %0 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %1 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %sub9 = fsub float %0, %1
  %arrayidx11 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %mul = fmul float %sub9, %2
  %arrayidx13 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx13, align 4, !tbaa !8
  %3 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx16 = getelementptr inbounds nuw float, ptr @a, i64 %3
  %4 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %arrayidx19 = getelementptr inbounds nuw float, ptr @b, i64 %3
  %5 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %sub20 = fsub float %4, %5
  %mul21 = fmul float %sub20, 5.000000e-01
  store float %mul21, ptr %arrayidx8, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx26 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %mul27 = fmul float %6, 1.500000e+00
  store float %mul27, ptr %arrayidx4, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g012() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s4.022 = phi float [ 0.000000e+00, %entry ], [ %11, %for.body ]
  %s3.021 = phi float [ 0.000000e+00, %entry ], [ %8, %for.body ]
  %0 = add nsw i64 %indvars.iv, -1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx23 = getelementptr inbounds float, ptr @f, i64 %0
  %3 = load float, ptr %arrayidx23, align 4, !tbaa !8
  %arrayidx30 = getelementptr inbounds float, ptr @d, i64 %0
  %4 = load float, ptr %arrayidx30, align 4, !tbaa !8
  %neg = fneg float %4
  %5 = tail call float @llvm.fmuladd.f32(float %3, float %1, float %neg)
  store float %5, ptr %arrayidx13, align 4, !tbaa !8
  %6 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx36 = getelementptr inbounds nuw float, ptr @e, i64 %6
  %7 = load float, ptr %arrayidx36, align 4, !tbaa !8
  %mul37 = fmul float %7, 3.000000e+00
  %8 = tail call float @llvm.fmuladd.f32(float %s3.021, float 5.000000e-01, float %mul37)
  store float %8, ptr %2, align 4, !tbaa !8
  %arrayidx42 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %9 = load float, ptr %arrayidx42, align 4, !tbaa !8
  %arrayidx45 = getelementptr inbounds nuw float, ptr @f, i64 %6
  %10 = load float, ptr %arrayidx45, align 4, !tbaa !8
  %mul46 = fmul float %9, %10
  %mul47 = fmul float %mul46, 3.000000e+00
  %11 = tail call float @llvm.fmuladd.f32(float %s4.022, float 5.000000e-01, float %mul47)
  store float %11, ptr %arrayidx8, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !24
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
  %0 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %arrayidx15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %1 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %arrayidx17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %sub18 = fsub float %1, %2
  %arrayidx21 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %mul22 = fmul float %sub18, %3
  %arrayidx25 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx25, align 4, !tbaa !8
  %add26 = fadd float %4, 2.000000e+00
  %div = fdiv float %mul22, %add26
  %arrayidx28 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %div, ptr %arrayidx28, align 4, !tbaa !8
  %mul32 = fmul float %3, 3.000000e+00
  %arrayidx34 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul32, ptr %arrayidx34, align 4, !tbaa !8
  %arrayidx37 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx37, align 4, !tbaa !8
  %6 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx40 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx40, align 4, !tbaa !8
  %mul41 = fmul float %5, %7
  %8 = load float, ptr %0, align 4, !tbaa !8
  %add44 = fadd float %8, 2.000000e+00
  %div45 = fdiv float %mul41, %add44
  %arrayidx47 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %div45, ptr %arrayidx47, align 4, !tbaa !8
  %arrayidx51 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx51, align 4, !tbaa !8
  %arrayidx54 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx54, align 4, !tbaa !8
  %sub55 = fsub float %9, %10
  %11 = tail call float @llvm.fmuladd.f32(float %s4.022, float 5.000000e-01, float %sub55)
  %arrayidx57 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %11, ptr %arrayidx57, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %2 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %2
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %1, %3
  %4 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx5 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %mul6 = fmul float %mul, %5
  %arrayidx8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul6, ptr %arrayidx8, align 4, !tbaa !8
  %arrayidx20 = getelementptr inbounds nuw float, ptr @e, i64 %2
  %6 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %cmp21 = fcmp ogt float %6, 0.000000e+00
  br i1 %cmp21, label %if.then22, label %if.end32

if.then22:                                        ; preds = %for.body
  %arrayidx24 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %7 = load float, ptr %arrayidx24, align 4, !tbaa !8
  %arrayidx27 = getelementptr inbounds nuw float, ptr @g, i64 %2
  %8 = load float, ptr %arrayidx27, align 4, !tbaa !8
  %add28 = fadd float %7, %8
  %mul29 = fmul float %add28, 3.000000e+00
  store float %mul29, ptr %0, align 4, !tbaa !8
  br label %if.end32

if.end32:                                         ; preds = %if.then22, %for.body
  %arrayidx34 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %9 = load float, ptr %arrayidx34, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx37 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx37, align 4, !tbaa !8
  %sub38 = fsub float %9, %10
  %mul39 = fmul float %sub38, 1.500000e+00
  %arrayidx41 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul39, ptr %arrayidx41, align 4, !tbaa !8
  %arrayidx45 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx45, align 4, !tbaa !8
  %arrayidx47 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %12 = load float, ptr %arrayidx47, align 4, !tbaa !8
  %mul48 = fmul float %11, %12
  %13 = tail call float @llvm.fmuladd.f32(float %s4.020, float 5.000000e-01, float %mul48)
  %arrayidx50 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %13, ptr %arrayidx50, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %arrayidx5 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %add6 = fadd float %2, 2.000000e+00
  %div = fdiv float %1, %add6
  %mul = fmul float %div, 5.000000e-01
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul, ptr %arrayidx8, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx11 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %mul12 = fmul float %3, 3.000000e+00
  %4 = tail call float @llvm.fmuladd.f32(float %s1.023, float 5.000000e-01, float %mul12)
  %arrayidx14 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %4, ptr %arrayidx14, align 4, !tbaa !8
  %arrayidx16 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %5 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %cmp17 = fcmp ogt float %5, 0.000000e+00
  br i1 %cmp17, label %if.then18, label %if.end27

if.then18:                                        ; preds = %if.end
  %6 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx20 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %sub24 = fsub float %7, %0
  %arrayidx26 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %sub24, ptr %arrayidx26, align 4, !tbaa !8
  br label %if.end27

if.end27:                                         ; preds = %if.then18, %if.end
  %arrayidx29 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %8 = load float, ptr %arrayidx29, align 4, !tbaa !8
  %cmp30 = fcmp ogt float %8, 0.000000e+00
  br i1 %cmp30, label %if.then31, label %if.end48

if.then31:                                        ; preds = %if.end27
  %arrayidx35 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %9 = load float, ptr %arrayidx35, align 4, !tbaa !8
  %add36 = fadd float %8, %9
  %arrayidx39 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx39, align 4, !tbaa !8
  %add40 = fadd float %add36, %10
  %arrayidx43 = getelementptr i8, ptr %arrayidx29, i64 -8
  %11 = load float, ptr %arrayidx43, align 4, !tbaa !8
  %add44 = fadd float %11, 2.000000e+00
  %div45 = fdiv float %add40, %add44
  %arrayidx47 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %div45, ptr %arrayidx47, align 4, !tbaa !8
  br label %if.end48

if.end48:                                         ; preds = %if.then31, %if.end27
  %arrayidx50 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %12 = load float, ptr %arrayidx50, align 4, !tbaa !8
  %13 = add nsw i64 %indvars.iv, -1
  %arrayidx53 = getelementptr inbounds float, ptr @c, i64 %13
  %14 = load float, ptr %arrayidx53, align 4, !tbaa !8
  %add54 = fadd float %12, %14
  %arrayidx57 = getelementptr inbounds float, ptr @a, i64 %13
  %15 = load float, ptr %arrayidx57, align 4, !tbaa !8
  %add58 = fadd float %15, 2.000000e+00
  %div59 = fdiv float %add54, %add58
  store float %div59, ptr %arrayidx50, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g016() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s0.017 = phi float [ 0.000000e+00, %entry ], [ %4, %if.end ]
  %0 = add nsw i64 %indvars.iv, -2
  %arrayidx = getelementptr inbounds float, ptr @a, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %2 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %2
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul3 = fmul float %1, %3
  %mul4 = fmul float %mul3, 1.500000e+00
  %4 = tail call float @llvm.fmuladd.f32(float %s0.017, float 5.000000e-01, float %mul4)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %4, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx9 = getelementptr inbounds float, ptr @h, i64 %0
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %6 = add nsw i64 %indvars.iv, -1
  %arrayidx12 = getelementptr inbounds float, ptr @e, i64 %6
  %7 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %mul = fmul float %5, %7
  %mul13 = fmul float %mul, 1.500000e+00
  %arrayidx15 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul13, ptr %arrayidx15, align 4, !tbaa !8
  %arrayidx17 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %8 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %cmp18 = fcmp ogt float %8, 0.000000e+00
  br i1 %cmp18, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx20 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %9 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %arrayidx23 = getelementptr inbounds float, ptr @f, i64 %6
  %10 = load float, ptr %arrayidx23, align 4, !tbaa !8
  %sub24 = fsub float %9, %10
  %arrayidx26 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %sub24, ptr %arrayidx26, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx29 = getelementptr inbounds nuw float, ptr @d, i64 %2
  %11 = load float, ptr %arrayidx29, align 4, !tbaa !8
  %arrayidx32 = getelementptr inbounds nuw float, ptr @g, i64 %2
  %12 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %mul33 = fmul float %11, %12
  %mul37 = fmul float %7, %mul33
  %arrayidx39 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul37, ptr %arrayidx39, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g017() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.016 = phi float [ 0.000000e+00, %entry ], [ %6, %for.body ]
  %0 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add3 = fadd float %1, %2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %add3, ptr %arrayidx5, align 4, !tbaa !8
  %arrayidx13 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %3 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx17 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %arrayidx19 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %5 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %sub20 = fsub float %4, %5
  %add24 = fadd float %2, 2.000000e+00
  %div25 = fdiv float %sub20, %add24
  %6 = tail call float @llvm.fmuladd.f32(float %s2.016, float 5.000000e-01, float %div25)
  store float %6, ptr %arrayidx13, align 4, !tbaa !8
  %arrayidx30 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx30, align 4, !tbaa !8
  %sub33 = fsub float %7, %5
  %arrayidx35 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %sub33, ptr %arrayidx35, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !29
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
  %1 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %2 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx12 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %4 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx15 = getelementptr i8, ptr %4, i64 -8
  %5 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %mul16 = fmul float %3, %5
  %6 = tail call float @llvm.fmuladd.f32(float %s1.013, float 5.000000e-01, float %mul16)
  %arrayidx24 = getelementptr inbounds nuw float, ptr @b, i64 %0
  %7 = load float, ptr %arrayidx24, align 4, !tbaa !8
  %add25 = fadd float %1, %7
  store float %add25, ptr %arrayidx8, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g019() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.018 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %s1.017 = phi float [ 0.000000e+00, %entry ], [ %4, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add3 = fadd float %0, %1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx7 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %sub = fsub float %2, %3
  %sub12 = fsub float %sub, %1
  %4 = tail call float @llvm.fmuladd.f32(float %s1.017, float 5.000000e-01, float %sub12)
  %arrayidx14 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %5 = add nsw i64 %indvars.iv, -1
  %arrayidx19 = getelementptr inbounds float, ptr @c, i64 %5
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %sub20 = fsub float %4, %6
  %7 = tail call float @llvm.fmuladd.f32(float %s2.018, float 5.000000e-01, float %sub20)
  store float %7, ptr %arrayidx14, align 4, !tbaa !8
  %arrayidx25 = getelementptr inbounds float, ptr @d, i64 %5
  %8 = load float, ptr %arrayidx25, align 4, !tbaa !8
  %mul = fmul float %add3, %8
  store float %mul, ptr %arrayidx5, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %2 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %2, i64 -8
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %sub3 = fsub float %1, %3
  %mul = fmul float %sub3, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx8 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %sub11 = fsub float %4, %mul
  %arrayidx13 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %sub11, ptr %arrayidx13, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !32
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
  %1 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %arrayidx19 = getelementptr inbounds nuw float, ptr @e, i64 %0
  %2 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %mul20 = fmul float %1, %2
  %arrayidx22 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul20, ptr %arrayidx22, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx25 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx25, align 4, !tbaa !8
  %4 = add nsw i64 %indvars.iv, -1
  %arrayidx28 = getelementptr inbounds float, ptr @h, i64 %4
  %5 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %mul29 = fmul float %3, %5
  %arrayidx32 = getelementptr inbounds float, ptr @e, i64 %4
  %6 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %add33 = fadd float %6, 2.000000e+00
  %div = fdiv float %mul29, %add33
  %arrayidx35 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %mul38 = fmul float %div, 3.000000e+00
  store float %mul38, ptr %arrayidx35, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !8
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %add9 = fadd float %1, %2
  %3 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx11 = getelementptr i8, ptr %3, i64 -4
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %add12 = fadd float %add9, %4
  %arrayidx14 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %add12, ptr %arrayidx14, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g023() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx3 = getelementptr inbounds nuw float, ptr @e, i64 %1
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %mul = fmul float %0, %2
  %mul4 = fmul float %mul, 1.500000e+00
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul4, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx9 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %cmp10 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp10, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %4 = add nsw i64 %indvars.iv, -1
  %arrayidx12 = getelementptr inbounds float, ptr @b, i64 %4
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %arrayidx15 = getelementptr inbounds float, ptr @d, i64 %4
  %6 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %7 = tail call float @llvm.fmuladd.f32(float %5, float %6, float %6)
  %arrayidx22 = getelementptr inbounds float, ptr @h, i64 %4
  %8 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %add23 = fadd float %8, 2.000000e+00
  %div = fdiv float %7, %add23
  %arrayidx25 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %div, ptr %arrayidx25, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %9 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx28 = getelementptr i8, ptr %9, i64 -8
  %10 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx31 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx31, align 4, !tbaa !8
  %mul32 = fmul float %10, %11
  store float %mul32, ptr %9, align 4, !tbaa !8
  %arrayidx37 = getelementptr inbounds nuw float, ptr @g, i64 %1
  %12 = load float, ptr %arrayidx37, align 4, !tbaa !8
  %mul38 = fmul float %12, 1.500000e+00
  %arrayidx40 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul38, ptr %arrayidx40, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g024() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !8
  %mul8 = fmul float %1, %1
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx10 = getelementptr inbounds float, ptr @g, i64 %2
  %3 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %mul11 = fmul float %mul8, %3
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !8
  %arrayidx16 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %arrayidx18 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !8
  %add19 = fadd float %4, %5
  %add22 = fadd float %mul11, 2.000000e+00
  %div = fdiv float %add19, %add22
  %mul23 = fmul float %div, 3.000000e+00
  %arrayidx25 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul23, ptr %arrayidx25, align 4, !tbaa !8
  %arrayidx28 = getelementptr inbounds float, ptr @d, i64 %2
  %6 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %cmp29 = fcmp ogt float %6, 0.000000e+00
  br i1 %cmp29, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx31 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %7 = load float, ptr %arrayidx31, align 4, !tbaa !8
  %arrayidx34 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx34, align 4, !tbaa !8
  %add35 = fadd float %7, %8
  store float %add35, ptr %arrayidx18, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %sub = fsub float %0, %1
  %arrayidx4 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %sub, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx7 = getelementptr i8, ptr %arrayidx4, i64 -4
  %2 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %cmp8 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp8, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx10 = getelementptr inbounds nuw i8, ptr %arrayidx4, i64 8
  %3 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %4 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx13 = getelementptr i8, ptr %4, i64 -8
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %6 = tail call float @llvm.fmuladd.f32(float %3, float %5, float %3)
  store float %6, ptr %arrayidx, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !37
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g026() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s0.016 = phi float [ 0.000000e+00, %entry ], [ %3, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds float, ptr @a, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul3 = fmul float %0, %2
  %mul4 = fmul float %mul3, 3.000000e+00
  %3 = tail call float @llvm.fmuladd.f32(float %s0.016, float 5.000000e-01, float %mul4)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %5 = add nsw i64 %indvars.iv, -2
  %arrayidx11 = getelementptr inbounds float, ptr @a, i64 %5
  %6 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %sub12 = fsub float %4, %6
  %mul = fmul float %sub12, 3.000000e+00
  store float %mul, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx16 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %cmp17 = fcmp ogt float %7, 0.000000e+00
  br i1 %cmp17, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx20 = getelementptr inbounds float, ptr @b, i64 %5
  %8 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %arrayidx22 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %9 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %sub23 = fsub float %8, %9
  %arrayidx26 = getelementptr inbounds float, ptr @b, i64 %1
  %10 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %add27 = fadd float %sub23, %10
  %mul28 = fmul float %add27, 5.000000e-01
  store float %mul28, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx32 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %11 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %mul33 = fmul float %11, 1.500000e+00
  store float %mul33, ptr %arrayidx6, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !38
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %neg = fneg float %3
  %4 = tail call float @llvm.fmuladd.f32(float %0, float %2, float %neg)
  %mul6 = fmul float %4, 3.000000e+00
  %5 = tail call float @llvm.fmuladd.f32(float %s0.010, float 5.000000e-01, float %mul6)
  %arrayidx8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %5, ptr %arrayidx8, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx10 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %7 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx13 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %8 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %mul = fmul float %6, %8
  %arrayidx15 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx15, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %2 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %add = fadd float %1, %3
  %mul = fmul float %add, 5.000000e-01
  store float %mul, ptr %2, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx8 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %arrayidx11 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %mul12 = fmul float %4, %5
  %arrayidx14 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !8
  %arrayidx16 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %6 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %mul17 = fmul float %6, 3.000000e+00
  %arrayidx19 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul17, ptr %arrayidx19, align 4, !tbaa !8
  %arrayidx22 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %add25 = fadd float %mul12, %7
  %arrayidx27 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %add25, ptr %arrayidx27, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !40
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = add nsw i64 %indvars.iv, -2
  %arrayidx2 = getelementptr inbounds float, ptr @a, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul3 = fmul float %0, %2
  %3 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %3
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %add6 = fadd float %4, 2.000000e+00
  %div = fdiv float %mul3, %add6
  %5 = tail call float @llvm.fmuladd.f32(float %s0.022, float 5.000000e-01, float %div)
  %arrayidx8 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %arrayidx10 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx13 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %add14 = fadd float %6, %7
  %arrayidx17 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %sub18 = fsub float %add14, %8
  store float %sub18, ptr %arrayidx8, align 4, !tbaa !8
  %arrayidx23 = getelementptr i8, ptr %arrayidx10, i64 -4
  %9 = load float, ptr %arrayidx23, align 4, !tbaa !8
  %mul = fmul float %9, 3.000000e+00
  %arrayidx25 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx25, align 4, !tbaa !8
  %arrayidx27 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %10 = load float, ptr %arrayidx27, align 4, !tbaa !8
  %arrayidx30 = getelementptr inbounds nuw float, ptr @f, i64 %3
  %11 = load float, ptr %arrayidx30, align 4, !tbaa !8
  %add31 = fadd float %10, %11
  %arrayidx34 = getelementptr inbounds float, ptr @f, i64 %1
  %12 = load float, ptr %arrayidx34, align 4, !tbaa !8
  %add35 = fadd float %12, 2.000000e+00
  %div36 = fdiv float %add31, %add35
  store float %div36, ptr %arrayidx10, align 4, !tbaa !8
  %arrayidx41 = getelementptr inbounds float, ptr @g, i64 %1
  %13 = load float, ptr %arrayidx41, align 4, !tbaa !8
  %cmp42 = fcmp ogt float %13, 0.000000e+00
  br i1 %cmp42, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx45 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %14 = load float, ptr %arrayidx45, align 4, !tbaa !8
  %mul48 = fmul float %div36, %14
  %arrayidx51 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %15 = load float, ptr %arrayidx51, align 4, !tbaa !8
  %mul52 = fmul float %mul48, %15
  %mul53 = fmul float %mul52, 3.000000e+00
  store float %mul53, ptr %arrayidx10, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !41
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -8
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %arrayidx4 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !8
  %4 = tail call float @llvm.fmuladd.f32(float %0, float %2, float %3)
  %mul = fmul float %4, 5.000000e-01
  %arrayidx6 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx6, align 4, !tbaa !8
  %5 = load float, ptr %1, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx10 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %sub11 = fsub float %5, %6
  %arrayidx13 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %sub11, ptr %arrayidx13, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
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
  %1 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %mul6 = fmul float %1, 3.000000e+00
  %2 = tail call float @llvm.fmuladd.f32(float %s1.010, float 5.000000e-01, float %mul6)
  store float %2, ptr %arrayidx2, align 4, !tbaa !8
  %3 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %arrayidx13 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %sub14 = fsub float %4, %5
  %arrayidx16 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %sub14, ptr %arrayidx16, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !43
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %0, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !8
  %3 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %arrayidx8 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %mul9 = fmul float %4, 3.000000e+00
  %5 = tail call float @llvm.fmuladd.f32(float %s1.010, float 5.000000e-01, float %mul9)
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %5, ptr %arrayidx11, align 4, !tbaa !8
  %mul14 = fmul float %mul, 3.000000e+00
  store float %mul14, ptr %3, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !44
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul1 = fmul float %0, 5.000000e-01
  %1 = tail call float @llvm.fmuladd.f32(float %s0.09, float 5.000000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %1, ptr %arrayidx3, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx9 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %mul = fmul float %2, %3
  %4 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %arrayidx12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %add13 = fadd float %5, 2.000000e+00
  %div = fdiv float %mul, %add13
  %arrayidx15 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %div, ptr %arrayidx15, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g034() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.020 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx3 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %sub = fsub float %0, %1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %mul = fmul float %sub, %2
  %mul6 = fmul float %mul, 3.000000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul6, ptr %arrayidx8, align 4, !tbaa !8
  %3 = add nsw i64 %indvars.iv, -1
  %arrayidx11 = getelementptr inbounds float, ptr @e, i64 %3
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %sub14 = fsub float %4, %5
  %arrayidx16 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %sub14, ptr %arrayidx16, align 4, !tbaa !8
  %arrayidx19 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %mul22 = fmul float %sub14, %6
  %mul23 = fmul float %mul22, 1.500000e+00
  %7 = tail call float @llvm.fmuladd.f32(float %s2.020, float 5.000000e-01, float %mul23)
  %arrayidx25 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %7, ptr %arrayidx25, align 4, !tbaa !8
  %arrayidx31 = getelementptr inbounds float, ptr @b, i64 %3
  %8 = load float, ptr %arrayidx31, align 4, !tbaa !8
  %add32 = fadd float %0, %8
  %arrayidx35 = getelementptr inbounds float, ptr @a, i64 %3
  %9 = load float, ptr %arrayidx35, align 4, !tbaa !8
  %mul36 = fmul float %add32, %9
  store float %mul36, ptr %arrayidx19, align 4, !tbaa !8
  %arrayidx41 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 8
  %10 = load float, ptr %arrayidx41, align 4, !tbaa !8
  %add44 = fadd float %mul6, %10
  store float %add44, ptr %arrayidx5, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !46
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g035() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.inc ]
  %s3.022 = phi float [ 0.000000e+00, %entry ], [ %9, %for.inc ]
  %s2.021 = phi float [ 0.000000e+00, %entry ], [ %6, %for.inc ]
  %arrayidx = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds float, ptr @f, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %sub3 = fsub float %0, %2
  %mul = fmul float %sub3, 1.500000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !8
  %arrayidx7 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %mul8 = fmul float %3, 1.500000e+00
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul8, ptr %arrayidx10, align 4, !tbaa !8
  %arrayidx14 = getelementptr inbounds float, ptr @c, i64 %1
  %4 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %arrayidx17 = getelementptr inbounds float, ptr @b, i64 %1
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %sub18 = fsub float %4, %5
  %mul19 = fmul float %sub18, 5.000000e-01
  %6 = tail call float @llvm.fmuladd.f32(float %s2.021, float 5.000000e-01, float %mul19)
  %arrayidx21 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %6, ptr %arrayidx21, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx24 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx24, align 4, !tbaa !8
  %mul27 = fmul float %7, %6
  %arrayidx29 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %8 = load float, ptr %arrayidx29, align 4, !tbaa !8
  %add30 = fadd float %8, 2.000000e+00
  %div = fdiv float %mul27, %add30
  %9 = tail call float @llvm.fmuladd.f32(float %s3.022, float 5.000000e-01, float %div)
  store float %9, ptr %arrayidx29, align 4, !tbaa !8
  %arrayidx35 = getelementptr inbounds float, ptr @d, i64 %1
  %10 = load float, ptr %arrayidx35, align 4, !tbaa !8
  %cmp36 = fcmp ogt float %10, 0.000000e+00
  br i1 %cmp36, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx41 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx41, align 4, !tbaa !8
  %arrayidx45 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx45, align 4, !tbaa !8
  %13 = tail call float @llvm.fmuladd.f32(float %9, float %11, float %12)
  %mul46 = fmul float %13, 5.000000e-01
  store float %mul46, ptr %arrayidx10, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !47
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g036() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds float, ptr @a, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %sub3 = fsub float %0, %2
  %mul = fmul float %sub3, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %3 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx7 = getelementptr inbounds nuw float, ptr @f, i64 %3
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %sub10 = fsub float %4, %mul
  %add13 = fadd float %0, %sub10
  store float %add13, ptr %arrayidx5, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx18 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !8
  %arrayidx21 = getelementptr inbounds nuw float, ptr @b, i64 %3
  %6 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %mul22 = fmul float %5, %6
  %arrayidx24 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul22, ptr %arrayidx24, align 4, !tbaa !8
  %arrayidx30 = getelementptr inbounds nuw float, ptr @h, i64 %3
  %7 = load float, ptr %arrayidx30, align 4, !tbaa !8
  %add31 = fadd float %5, %7
  %arrayidx33 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %add31, ptr %arrayidx33, align 4, !tbaa !8
  %arrayidx36 = getelementptr inbounds float, ptr @f, i64 %1
  %8 = load float, ptr %arrayidx36, align 4, !tbaa !8
  %arrayidx39 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx39, align 4, !tbaa !8
  %mul40 = fmul float %8, %9
  %arrayidx42 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul40, ptr %arrayidx42, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !48
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
  %0 = load float, ptr %arrayidx4, align 4, !tbaa !8
  %mul5 = fmul float %0, 3.000000e+00
  store float %mul5, ptr %arrayidx2, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !49
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds float, ptr @b, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %sub3 = fsub float %0, %2
  store float %sub3, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %arrayidx10 = getelementptr inbounds float, ptr @d, i64 %1
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %sub11 = fsub float %3, %4
  %arrayidx13 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %sub11, ptr %arrayidx13, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !50
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx2 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %sub3 = fsub float %0, %2
  %3 = tail call float @llvm.fmuladd.f32(float %s0.014, float 5.000000e-01, float %sub3)
  %arrayidx5 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx7 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %cmp8 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp8, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx10 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %mul = fmul float %6, 5.000000e-01
  %arrayidx12 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx12, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %7 = load float, ptr %1, align 4, !tbaa !8
  %arrayidx17 = getelementptr i8, ptr %arrayidx7, i64 -8
  %8 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %sub18 = fsub float %7, %8
  %mul19 = fmul float %sub18, 1.500000e+00
  store float %mul19, ptr %arrayidx5, align 4, !tbaa !8
  %arrayidx24 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %9 = load float, ptr %arrayidx24, align 4, !tbaa !8
  %mul25 = fmul float %9, 5.000000e-01
  store float %mul25, ptr %arrayidx, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !51
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul = fmul float %0, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !8
  %arrayidx4 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %1 = load float, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx6 = getelementptr i8, ptr %arrayidx, i64 -8
  %2 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %add = fadd float %1, %2
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %add, ptr %arrayidx8, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !52
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %cmp1 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %arrayidx3 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %mul = fmul float %3, 1.500000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx8 = getelementptr inbounds float, ptr @d, i64 %0
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %cmp9 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp9, label %if.then10, label %for.inc

if.then10:                                        ; preds = %if.end
  %arrayidx12 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %6 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx15 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %7 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %sub16 = fsub float %5, %7
  %8 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %8, i64 -8
  %9 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %add20 = fadd float %9, 2.000000e+00
  %div = fdiv float %sub16, %add20
  %arrayidx22 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %div, ptr %arrayidx22, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then10, %if.end
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !53
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx4 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !8
  %arrayidx7 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %mul = fmul float %2, %3
  %4 = getelementptr float, ptr @e, i64 %indvars.iv
  %arrayidx9 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %mul10 = fmul float %mul, %5
  %arrayidx12 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul10, ptr %arrayidx12, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx14 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %7 = add nsw i64 %indvars.iv, -2
  %arrayidx17 = getelementptr inbounds float, ptr @a, i64 %7
  %8 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %sub18 = fsub float %6, %8
  %arrayidx20 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %sub18, ptr %arrayidx20, align 4, !tbaa !8
  %arrayidx23 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx23, align 4, !tbaa !8
  %cmp24 = fcmp ogt float %9, 0.000000e+00
  br i1 %cmp24, label %if.then25, label %if.end35

if.then25:                                        ; preds = %if.end
  %arrayidx28 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx31 = getelementptr inbounds float, ptr @b, i64 %7
  %11 = load float, ptr %arrayidx31, align 4, !tbaa !8
  %sub32 = fsub float %10, %11
  %arrayidx34 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %sub32, ptr %arrayidx34, align 4, !tbaa !8
  br label %if.end35

if.end35:                                         ; preds = %if.then25, %if.end
  %add40 = fadd float %6, 2.000000e+00
  %div = fdiv float %sub18, %add40
  %mul41 = fmul float %div, 5.000000e-01
  store float %mul41, ptr %arrayidx14, align 4, !tbaa !8
  %12 = add nsw i64 %indvars.iv, -1
  %arrayidx46 = getelementptr inbounds float, ptr @b, i64 %12
  %13 = load float, ptr %arrayidx46, align 4, !tbaa !8
  %arrayidx49 = getelementptr inbounds float, ptr @e, i64 %12
  %14 = load float, ptr %arrayidx49, align 4, !tbaa !8
  %sub50 = fsub float %13, %14
  %mul51 = fmul float %sub50, 3.000000e+00
  %arrayidx53 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul51, ptr %arrayidx53, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !54
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %1, i64 -4
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %arrayidx6 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx9 = getelementptr i8, ptr %1, i64 -8
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %5 = tail call float @llvm.fmuladd.f32(float %2, float %3, float %4)
  %arrayidx11 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %5, ptr %arrayidx11, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx13 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %arrayidx15 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %7 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %sub16 = fsub float %6, %7
  %mul = fmul float %sub16, 1.500000e+00
  %arrayidx18 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx18, align 4, !tbaa !8
  %arrayidx20 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %8 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %arrayidx22 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %9 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %sub23 = fsub float %8, %9
  %arrayidx26 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %add27 = fadd float %sub23, %10
  %mul28 = fmul float %add27, 5.000000e-01
  %arrayidx30 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul28, ptr %arrayidx30, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !55
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx2 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add3 = fadd float %1, %3
  %mul = fmul float %add3, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx9 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %arrayidx12 = getelementptr inbounds float, ptr @a, i64 %0
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %add13 = fadd float %5, 2.000000e+00
  %div = fdiv float %4, %add13
  %mul14 = fmul float %div, 1.500000e+00
  %6 = tail call float @llvm.fmuladd.f32(float %s1.017, float 5.000000e-01, float %mul14)
  %arrayidx16 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %6, ptr %arrayidx16, align 4, !tbaa !8
  %arrayidx19 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %arrayidx21 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %8 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %mul22 = fmul float %7, %8
  %mul23 = fmul float %mul22, 5.000000e-01
  %arrayidx25 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul23, ptr %arrayidx25, align 4, !tbaa !8
  %arrayidx28 = getelementptr inbounds float, ptr @d, i64 %0
  %9 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %cmp29 = fcmp ogt float %9, 0.000000e+00
  br i1 %cmp29, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx32 = getelementptr inbounds float, ptr @f, i64 %0
  %10 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %arrayidx38 = getelementptr i8, ptr %arrayidx25, i64 -4
  %11 = load float, ptr %arrayidx38, align 4, !tbaa !8
  %12 = tail call float @llvm.fmuladd.f32(float %10, float %mul, float %11)
  %mul39 = fmul float %12, 5.000000e-01
  store float %mul39, ptr %2, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !56
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul1 = fmul float %1, 1.500000e+00
  %2 = tail call float @llvm.fmuladd.f32(float %s0.011, float 5.000000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %2, ptr %arrayidx3, align 4, !tbaa !8
  %3 = load float, ptr %0, align 4, !tbaa !8
  %cmp6 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp6, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %4 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx9 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %mul = fmul float %5, 5.000000e-01
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx11, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %6 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx15 = getelementptr i8, ptr %6, i64 -4
  %7 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %mul16 = fmul float %7, 5.000000e-01
  %8 = tail call float @llvm.fmuladd.f32(float %s2.012, float 5.000000e-01, float %mul16)
  store float %8, ptr %6, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !57
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g046() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = getelementptr float, ptr @e, i64 %indvars.iv
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx8 = getelementptr inbounds float, ptr @g, i64 %1
  %2 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %arrayidx10 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %3 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %mul = fmul float %2, %3
  %arrayidx12 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %mul13 = fmul float %mul, %4
  %add = fadd float %2, 2.000000e+00
  %div = fdiv float %mul13, %add
  %arrayidx18 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %div, ptr %arrayidx18, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx23 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx23, align 4, !tbaa !8
  %sub24 = fsub float %div, %5
  store float %sub24, ptr %0, align 4, !tbaa !8
  %arrayidx29 = getelementptr inbounds float, ptr @e, i64 %1
  %6 = load float, ptr %arrayidx29, align 4, !tbaa !8
  %arrayidx32 = getelementptr inbounds float, ptr @c, i64 %1
  %7 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %add33 = fadd float %6, %7
  %arrayidx35 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add33, ptr %arrayidx35, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !58
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %sub = fsub float %0, %1
  %2 = tail call float @llvm.fmuladd.f32(float %s0.013, float 5.000000e-01, float %sub)
  store float %2, ptr %arrayidx2, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx6 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx9 = getelementptr i8, ptr %arrayidx, i64 -4
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %add10 = fadd float %3, %4
  %5 = tail call float @llvm.fmuladd.f32(float %s1.014, float 5.000000e-01, float %add10)
  %arrayidx12 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %5, ptr %arrayidx12, align 4, !tbaa !8
  %arrayidx17 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %mul = fmul float %0, %6
  %arrayidx19 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx19, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !59
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %sub3 = fsub float %1, %2
  %3 = load float, ptr %0, align 4, !tbaa !8
  %mul6 = fmul float %sub3, %3
  %4 = tail call float @llvm.fmuladd.f32(float %s0.018, float 5.000000e-01, float %mul6)
  %arrayidx8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %4, ptr %arrayidx8, align 4, !tbaa !8
  %cmp11 = fcmp ogt float %2, 0.000000e+00
  br i1 %cmp11, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %5 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx14 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %arrayidx16 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %mul = fmul float %6, %7
  %mul17 = fmul float %mul, 5.000000e-01
  store float %mul17, ptr %arrayidx2, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %8 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx21 = getelementptr inbounds nuw float, ptr @g, i64 %8
  %9 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %cmp22 = fcmp ogt float %9, 0.000000e+00
  br i1 %cmp22, label %if.then23, label %if.end36

if.then23:                                        ; preds = %if.end
  %arrayidx26 = getelementptr inbounds nuw float, ptr @h, i64 %8
  %10 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %11 = getelementptr float, ptr @f, i64 %indvars.iv
  %arrayidx29 = getelementptr i8, ptr %11, i64 -4
  %12 = load float, ptr %arrayidx29, align 4, !tbaa !8
  %add30 = fadd float %10, %12
  %arrayidx32 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %13 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %sub33 = fsub float %add30, %13
  store float %sub33, ptr %arrayidx8, align 4, !tbaa !8
  br label %if.end36

if.end36:                                         ; preds = %if.then23, %if.end
  %14 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx39 = getelementptr i8, ptr %14, i64 -4
  %15 = load float, ptr %arrayidx39, align 4, !tbaa !8
  %mul40 = fmul float %15, 1.500000e+00
  %arrayidx42 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul40, ptr %arrayidx42, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !60
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %1, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %cmp8 = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp8, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %4 = load float, ptr %0, align 4, !tbaa !8
  %mul = fmul float %4, 5.000000e-01
  %arrayidx12 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul, ptr %arrayidx12, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !61
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g050() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.015 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul = fmul float %0, 5.000000e-01
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %1 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %sub = fsub float %1, %mul
  %2 = tail call float @llvm.fmuladd.f32(float %s1.015, float 5.000000e-01, float %sub)
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %2, ptr %arrayidx9, align 4, !tbaa !8
  %3 = add nsw i64 %indvars.iv, -1
  %arrayidx12 = getelementptr inbounds float, ptr @e, i64 %3
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %5 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx15 = getelementptr i8, ptr %5, i64 -8
  %6 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %sub16 = fsub float %4, %6
  %arrayidx18 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %sub16, ptr %arrayidx18, align 4, !tbaa !8
  %arrayidx23 = getelementptr inbounds float, ptr @f, i64 %3
  %7 = load float, ptr %arrayidx23, align 4, !tbaa !8
  %add24 = fadd float %mul, %7
  %sub28 = fsub float %add24, %7
  store float %sub28, ptr %arrayidx2, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !62
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = add nsw i64 %indvars.iv, -2
  %arrayidx2 = getelementptr inbounds float, ptr @d, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add3 = fadd float %0, %2
  %mul = fmul float %add3, 3.000000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !8
  %3 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx8 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %arrayidx11 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %add12 = fadd float %4, %5
  %arrayidx14 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %arrayidx18 = getelementptr inbounds float, ptr @f, i64 %1
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !8
  %add21 = fadd float %add12, %6
  %7 = tail call float @llvm.fmuladd.f32(float %s2.012, float 5.000000e-01, float %add21)
  store float %7, ptr %arrayidx14, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !63
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g052() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.017 = phi float [ 0.000000e+00, %entry ], [ %9, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds float, ptr @h, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %0, %2
  %arrayidx4 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %add, ptr %arrayidx4, align 4, !tbaa !8
  %3 = add nsw i64 %indvars.iv, -2
  %arrayidx7 = getelementptr inbounds float, ptr @d, i64 %3
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %arrayidx10 = getelementptr inbounds float, ptr @h, i64 %3
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %sub11 = fsub float %4, %5
  %arrayidx14 = getelementptr inbounds float, ptr @d, i64 %1
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %sub15 = fsub float %sub11, %6
  %add18 = fadd float %0, 2.000000e+00
  %div = fdiv float %sub15, %add18
  store float %div, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx22 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx25 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx25, align 4, !tbaa !8
  %mul26 = fmul float %7, %8
  %mul27 = fmul float %mul26, 3.000000e+00
  %9 = tail call float @llvm.fmuladd.f32(float %s2.017, float 5.000000e-01, float %mul27)
  %arrayidx29 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %9, ptr %arrayidx29, align 4, !tbaa !8
  %arrayidx34 = getelementptr inbounds float, ptr @f, i64 %3
  %10 = load float, ptr %arrayidx34, align 4, !tbaa !8
  %add35 = fadd float %div, %10
  %arrayidx37 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %add35, ptr %arrayidx37, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !64
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g053() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = add nsw i64 %indvars.iv, -2
  %arrayidx2 = getelementptr inbounds float, ptr @b, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %3 = add nsw i64 %indvars.iv, -1
  %arrayidx5 = getelementptr inbounds float, ptr @b, i64 %3
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %neg = fneg float %4
  %5 = tail call float @llvm.fmuladd.f32(float %0, float %2, float %neg)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %add8 = fadd float %6, 2.000000e+00
  %div = fdiv float %5, %add8
  %arrayidx10 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %div, ptr %arrayidx10, align 4, !tbaa !8
  %arrayidx13 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %arrayidx15 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %8 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %add16 = fadd float %7, %8
  %arrayidx19 = getelementptr inbounds float, ptr @e, i64 %3
  %9 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %add20 = fadd float %add16, %9
  %arrayidx22 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add20, ptr %arrayidx22, align 4, !tbaa !8
  %arrayidx25 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx25, align 4, !tbaa !8
  %mul = fmul float %10, %10
  %arrayidx31 = getelementptr inbounds float, ptr @h, i64 %1
  %11 = load float, ptr %arrayidx31, align 4, !tbaa !8
  %add32 = fadd float %11, 2.000000e+00
  %div33 = fdiv float %mul, %add32
  %mul34 = fmul float %div33, 1.500000e+00
  %arrayidx36 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul34, ptr %arrayidx36, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !65
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g054() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s3.021 = phi float [ 0.000000e+00, %entry ], [ %5, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %0 = add nsw i64 %indvars.iv, -1
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %arrayidx12 = getelementptr inbounds float, ptr @b, i64 %0
  %1 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %arrayidx15 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %sub16 = fsub float %1, %2
  %arrayidx18 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %sub16, ptr %arrayidx18, align 4, !tbaa !8
  %arrayidx27 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx34 = getelementptr inbounds float, ptr @h, i64 %0
  %3 = load float, ptr %arrayidx34, align 4, !tbaa !8
  %neg = fneg float %1
  %4 = tail call float @llvm.fmuladd.f32(float %3, float %3, float %neg)
  %5 = tail call float @llvm.fmuladd.f32(float %s3.021, float 5.000000e-01, float %4)
  store float %5, ptr %arrayidx27, align 4, !tbaa !8
  %arrayidx46 = getelementptr inbounds nuw i8, ptr %arrayidx18, i64 8
  %6 = load float, ptr %arrayidx46, align 4, !tbaa !8
  %mul49 = fmul float %sub16, %6
  store float %mul49, ptr %arrayidx9, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !66
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %1 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %mul = fmul float %1, 1.500000e+00
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %2 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx20 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %arrayidx23 = getelementptr i8, ptr %arrayidx9, i64 -8
  %4 = load float, ptr %arrayidx23, align 4, !tbaa !8
  %add24 = fadd float %3, %4
  store float %add24, ptr %arrayidx9, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !67
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
  %1 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %arrayidx10 = getelementptr inbounds nuw i8, ptr %arrayidx5, i64 8
  %2 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %sub11 = fsub float %1, %2
  %arrayidx13 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %3 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %add14 = fadd float %3, 2.000000e+00
  %div = fdiv float %sub11, %add14
  store float %div, ptr %arrayidx5, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !68
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %mul = fmul float %0, %1
  %arrayidx5 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %add6 = fadd float %2, 2.000000e+00
  %div = fdiv float %mul, %add6
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %div, ptr %arrayidx8, align 4, !tbaa !8
  %3 = add nsw i64 %indvars.iv, -1
  %arrayidx10 = getelementptr inbounds float, ptr @e, i64 %3
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %cmp11 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp11, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx14 = getelementptr inbounds float, ptr @g, i64 %3
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %mul18 = fmul float %1, %5
  %mul19 = fmul float %mul18, 5.000000e-01
  %arrayidx21 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul19, ptr %arrayidx21, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !69
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %2 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %2
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add3 = fadd float %1, %3
  %arrayidx5 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %add3, ptr %arrayidx5, align 4, !tbaa !8
  %4 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx8 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %arrayidx11 = getelementptr inbounds nuw float, ptr @h, i64 %2
  %6 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %mul = fmul float %5, %6
  %arrayidx13 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul, ptr %arrayidx13, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx16 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %arrayidx18 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %8 = load float, ptr %arrayidx18, align 4, !tbaa !8
  %add19 = fadd float %7, %8
  %add22 = fadd float %mul, %add19
  %mul23 = fmul float %add22, 1.500000e+00
  %arrayidx25 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul23, ptr %arrayidx25, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !70
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g059() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s3.020 = phi float [ 0.000000e+00, %entry ], [ %10, %for.body ]
  %0 = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds float, ptr @a, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %2, 2.000000e+00
  %div = fdiv float %1, %add
  %mul = fmul float %div, 5.000000e-01
  %arrayidx4 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !8
  %3 = add nsw i64 %indvars.iv, -2
  %arrayidx7 = getelementptr inbounds float, ptr @h, i64 %3
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %arrayidx10 = getelementptr inbounds float, ptr @f, i64 %0
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %mul11 = fmul float %4, %5
  %arrayidx14 = getelementptr inbounds float, ptr @d, i64 %0
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %add15 = fadd float %6, 2.000000e+00
  %div16 = fdiv float %mul11, %add15
  %arrayidx18 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %div16, ptr %arrayidx18, align 4, !tbaa !8
  %arrayidx21 = getelementptr inbounds float, ptr @f, i64 %3
  %7 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %arrayidx24 = getelementptr inbounds float, ptr @c, i64 %0
  %8 = load float, ptr %arrayidx24, align 4, !tbaa !8
  %sub25 = fsub float %7, %8
  %add29 = fadd float %4, 2.000000e+00
  %div30 = fdiv float %sub25, %add29
  %mul31 = fmul float %div30, 3.000000e+00
  %arrayidx33 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul31, ptr %arrayidx33, align 4, !tbaa !8
  %arrayidx37 = getelementptr inbounds float, ptr @g, i64 %0
  %9 = load float, ptr %arrayidx37, align 4, !tbaa !8
  %mul38 = fmul float %9, 1.500000e+00
  %10 = tail call float @llvm.fmuladd.f32(float %s3.020, float 5.000000e-01, float %mul38)
  store float %10, ptr %arrayidx2, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx43 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx43, align 4, !tbaa !8
  %arrayidx46 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx46, align 4, !tbaa !8
  %mul47 = fmul float %11, %12
  %mul51 = fmul float %6, %mul47
  %arrayidx53 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul51, ptr %arrayidx53, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !71
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %2 = add nsw i64 %indvars.iv, -2
  %arrayidx3 = getelementptr inbounds float, ptr @g, i64 %2
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %add = fadd float %1, %3
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx6 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %add7 = fadd float %4, 2.000000e+00
  %div = fdiv float %add, %add7
  %5 = tail call float @llvm.fmuladd.f32(float %s0.09, float 5.000000e-01, float %div)
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %5, ptr %arrayidx9, align 4, !tbaa !8
  %arrayidx12 = getelementptr inbounds float, ptr @e, i64 %2
  %6 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %mul = fmul float %6, 5.000000e-01
  %arrayidx14 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx14, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !72
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g061() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %sub = fsub float %0, %1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %mul = fmul float %sub, %2
  %arrayidx7 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul, ptr %arrayidx7, align 4, !tbaa !8
  %3 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx10 = getelementptr inbounds nuw float, ptr @g, i64 %3
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %arrayidx13 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %add14 = fadd float %4, %5
  %arrayidx16 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %6 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %add17 = fadd float %add14, %6
  %arrayidx19 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %add17, ptr %arrayidx19, align 4, !tbaa !8
  %arrayidx21 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %7 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %8 = add nsw i64 %indvars.iv, -1
  %arrayidx24 = getelementptr inbounds float, ptr @b, i64 %8
  %9 = load float, ptr %arrayidx24, align 4, !tbaa !8
  %mul25 = fmul float %7, %9
  %arrayidx27 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul25, ptr %arrayidx27, align 4, !tbaa !8
  %arrayidx30 = getelementptr inbounds nuw float, ptr @f, i64 %3
  %10 = load float, ptr %arrayidx30, align 4, !tbaa !8
  %arrayidx33 = getelementptr inbounds float, ptr @a, i64 %8
  %11 = load float, ptr %arrayidx33, align 4, !tbaa !8
  %mul34 = fmul float %10, %11
  %mul35 = fmul float %mul34, 5.000000e-01
  store float %mul35, ptr %arrayidx16, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !73
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g062() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.021 = phi float [ 0.000000e+00, %entry ], [ %10, %for.body ]
  %s0.020 = phi float [ 0.000000e+00, %entry ], [ %3, %for.body ]
  %0 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @a, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx3 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %add4 = fadd float %1, %2
  %3 = tail call float @llvm.fmuladd.f32(float %s0.020, float 5.000000e-01, float %add4)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %0
  %4 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %5 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx11 = getelementptr i8, ptr %5, i64 -8
  %6 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %7 = add nsw i64 %indvars.iv, -1
  %arrayidx15 = getelementptr inbounds float, ptr @a, i64 %7
  %8 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %9 = tail call float @llvm.fmuladd.f32(float %4, float %6, float %8)
  %mul16 = fmul float %9, 3.000000e+00
  %10 = tail call float @llvm.fmuladd.f32(float %s1.021, float 5.000000e-01, float %mul16)
  %arrayidx18 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %10, ptr %arrayidx18, align 4, !tbaa !8
  %arrayidx21 = getelementptr inbounds float, ptr @c, i64 %7
  %11 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %arrayidx23 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %12 = load float, ptr %arrayidx23, align 4, !tbaa !8
  %add24 = fadd float %11, %12
  store float %add24, ptr %arrayidx6, align 4, !tbaa !8
  %arrayidx42 = getelementptr inbounds float, ptr @d, i64 %7
  %13 = load float, ptr %arrayidx42, align 4, !tbaa !8
  %mul43 = fmul float %13, 3.000000e+00
  %arrayidx45 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul43, ptr %arrayidx45, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !74
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g063() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s3.022 = phi float [ 0.000000e+00, %entry ], [ %11, %if.end ]
  %0 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds nuw float, ptr @c, i64 %0
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds float, ptr @d, i64 %2
  %3 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add3 = fadd float %1, %3
  %mul = fmul float %add3, 5.000000e-01
  %arrayidx5 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx5, align 4, !tbaa !8
  %arrayidx7 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %cmp8 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp8, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx11 = getelementptr inbounds float, ptr @g, i64 %2
  %5 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %arrayidx14 = getelementptr inbounds float, ptr @h, i64 %2
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %mul15 = fmul float %5, %6
  %arrayidx17 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul15, ptr %arrayidx17, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx22 = getelementptr inbounds float, ptr @g, i64 %2
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx29 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %arrayidx33 = getelementptr inbounds float, ptr @e, i64 %2
  %8 = load float, ptr %arrayidx33, align 4, !tbaa !8
  %arrayidx36 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx36, align 4, !tbaa !8
  %add37 = fadd float %8, %9
  %arrayidx40 = getelementptr inbounds nuw float, ptr @f, i64 %0
  %10 = load float, ptr %arrayidx40, align 4, !tbaa !8
  %add41 = fadd float %add37, %10
  %11 = tail call float @llvm.fmuladd.f32(float %s3.022, float 5.000000e-01, float %add41)
  store float %11, ptr %arrayidx29, align 4, !tbaa !8
  %arrayidx46 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx46, align 4, !tbaa !8
  %arrayidx49 = getelementptr i8, ptr %arrayidx5, i64 -8
  %13 = load float, ptr %arrayidx49, align 4, !tbaa !8
  %add50 = fadd float %12, %13
  %add54 = fadd float %7, %add50
  %arrayidx56 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %add54, ptr %arrayidx56, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !75
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx3 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %mul = fmul float %0, %2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %mul6 = fmul float %mul, %3
  %mul7 = fmul float %mul6, 3.000000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul7, ptr %arrayidx9, align 4, !tbaa !8
  %arrayidx11 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %mul12 = fmul float %4, 5.000000e-01
  %arrayidx14 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !76
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %2 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx3 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %5 = tail call float @llvm.fmuladd.f32(float %1, float %3, float %4)
  %mul = fmul float %5, 3.000000e+00
  store float %mul, ptr %2, align 4, !tbaa !8
  %cmp11 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp11, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx13 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %mul14 = fmul float %6, 5.000000e-01
  %arrayidx16 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul14, ptr %arrayidx16, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !77
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul = fmul float %1, 5.000000e-01
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !8
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !8
  %sub = fsub float %2, %2
  %arrayidx8 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %sub, ptr %arrayidx8, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !78
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g067() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s3.018 = phi float [ 0.000000e+00, %entry ], [ %11, %if.end ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds float, ptr @d, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %sub3 = fsub float %0, %2
  %arrayidx6 = getelementptr inbounds float, ptr @b, i64 %1
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %sub7 = fsub float %sub3, %3
  %mul = fmul float %sub7, 3.000000e+00
  %arrayidx9 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul, ptr %arrayidx9, align 4, !tbaa !8
  %arrayidx11 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %cmp12 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp12, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx14 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %5 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %mul15 = fmul float %5, 1.500000e+00
  %arrayidx17 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %mul15, ptr %arrayidx17, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %6 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx20 = getelementptr inbounds nuw float, ptr @h, i64 %6
  %7 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %arrayidx22 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %8 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %add23 = fadd float %7, %8
  %add26 = fadd float %8, 2.000000e+00
  %div = fdiv float %add23, %add26
  store float %div, ptr %arrayidx, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx32 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %arrayidx35 = getelementptr inbounds nuw float, ptr @b, i64 %6
  %10 = load float, ptr %arrayidx35, align 4, !tbaa !8
  %add36 = fadd float %9, %10
  %add39 = fadd float %div, 2.000000e+00
  %div40 = fdiv float %add36, %add39
  %11 = tail call float @llvm.fmuladd.f32(float %s3.018, float 5.000000e-01, float %div40)
  %arrayidx42 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %11, ptr %arrayidx42, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !79
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
  %0 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %mul11 = fmul float %0, 3.000000e+00
  %1 = tail call float @llvm.fmuladd.f32(float %s1.015, float 5.000000e-01, float %mul11)
  store float %1, ptr %arrayidx, align 4, !tbaa !8
  %2 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx16 = getelementptr inbounds nuw float, ptr @d, i64 %2
  %3 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %mul = fmul float %3, 3.000000e+00
  store float %mul, ptr %arrayidx10, align 4, !tbaa !8
  %arrayidx21 = getelementptr i8, ptr %arrayidx10, i64 -4
  %4 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %cmp22 = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp22, label %if.then23, label %for.inc

if.then23:                                        ; preds = %for.body
  %arrayidx25 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %5 = load float, ptr %arrayidx25, align 4, !tbaa !8
  %arrayidx28 = getelementptr inbounds nuw float, ptr @e, i64 %2
  %6 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %add29 = fadd float %5, %6
  store float %add29, ptr %arrayidx10, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then23, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !80
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g069() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s2.020 = phi float [ 0.000000e+00, %entry ], [ %13, %for.body ]
  %s1.019 = phi float [ 0.000000e+00, %entry ], [ %7, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %2 = getelementptr float, ptr @h, i64 %indvars.iv
  %arrayidx4 = getelementptr i8, ptr %2, i64 -4
  %3 = load float, ptr %arrayidx4, align 4, !tbaa !8
  %neg = fneg float %3
  %4 = tail call float @llvm.fmuladd.f32(float %0, float %1, float %neg)
  %arrayidx6 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %5 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %add7 = fadd float %5, 2.000000e+00
  %div = fdiv float %4, %add7
  %arrayidx9 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %div, ptr %arrayidx9, align 4, !tbaa !8
  %arrayidx12 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %mul16 = fmul float %0, %6
  %mul17 = fmul float %mul16, 3.000000e+00
  %7 = tail call float @llvm.fmuladd.f32(float %s1.019, float 5.000000e-01, float %mul17)
  %arrayidx19 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %7, ptr %arrayidx19, align 4, !tbaa !8
  %8 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx22 = getelementptr inbounds nuw float, ptr @g, i64 %8
  %9 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %arrayidx25 = getelementptr inbounds nuw float, ptr @e, i64 %8
  %10 = load float, ptr %arrayidx25, align 4, !tbaa !8
  %add26 = fadd float %9, %10
  %11 = getelementptr float, ptr @d, i64 %indvars.iv
  %arrayidx29 = getelementptr i8, ptr %11, i64 -8
  %12 = load float, ptr %arrayidx29, align 4, !tbaa !8
  %sub30 = fsub float %add26, %12
  %13 = tail call float @llvm.fmuladd.f32(float %s2.020, float 5.000000e-01, float %sub30)
  %arrayidx34 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %14 = load float, ptr %arrayidx34, align 4, !tbaa !8
  %add37 = fadd float %1, %14
  %mul = fmul float %add37, 1.500000e+00
  store float %mul, ptr %arrayidx6, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !81
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g070() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s0.014 = phi float [ 0.000000e+00, %entry ], [ %2, %for.body ]
  %0 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx = getelementptr i8, ptr %0, i64 -8
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul1 = fmul float %1, 5.000000e-01
  %2 = tail call float @llvm.fmuladd.f32(float %s0.014, float 5.000000e-01, float %mul1)
  %arrayidx3 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  store float %2, ptr %arrayidx3, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %arrayidx7 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %add8 = fadd float %4, 2.000000e+00
  %div = fdiv float %3, %add8
  %mul = fmul float %div, 3.000000e+00
  store float %mul, ptr %arrayidx7, align 4, !tbaa !8
  %arrayidx13 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %arrayidx16 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %6 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %sub17 = fsub float %5, %6
  %arrayidx19 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %sub17, ptr %arrayidx19, align 4, !tbaa !8
  %arrayidx22 = getelementptr i8, ptr %arrayidx19, i64 -4
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %arrayidx25 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx25, align 4, !tbaa !8
  %add26 = fadd float %8, 2.000000e+00
  %div27 = fdiv float %7, %add26
  %mul28 = fmul float %div27, 1.500000e+00
  store float %mul28, ptr %0, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !82
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul = fmul float %0, 3.000000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %1 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %sub = fsub float %1, %2
  %mul9 = fmul float %sub, 3.000000e+00
  %3 = tail call float @llvm.fmuladd.f32(float %s1.08, float 5.000000e-01, float %mul9)
  %arrayidx11 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %3, ptr %arrayidx11, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !83
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %cmp1 = fcmp ogt float %1, 0.000000e+00
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %arrayidx3 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %mul = fmul float %3, %4
  %5 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  %arrayidx8 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %6 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %add9 = fadd float %6, 2.000000e+00
  %div = fdiv float %mul, %add9
  %arrayidx11 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %div, ptr %arrayidx11, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %7 = add nsw i64 %indvars.iv, -1
  %arrayidx14 = getelementptr inbounds float, ptr @h, i64 %7
  %8 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %arrayidx17 = getelementptr inbounds float, ptr @a, i64 %7
  %9 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %sub18 = fsub float %8, %9
  %arrayidx21 = getelementptr inbounds float, ptr @a, i64 %0
  %10 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %add22 = fadd float %sub18, %10
  %mul23 = fmul float %add22, 1.500000e+00
  %arrayidx25 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul23, ptr %arrayidx25, align 4, !tbaa !8
  %arrayidx28 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %11 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx30 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv
  %12 = load float, ptr %arrayidx30, align 4, !tbaa !8
  %add31 = fadd float %11, %12
  %mul32 = fmul float %add31, 5.000000e-01
  %13 = tail call float @llvm.fmuladd.f32(float %s2.019, float 5.000000e-01, float %mul32)
  %arrayidx34 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %13, ptr %arrayidx34, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx37 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %14 = load float, ptr %arrayidx37, align 4, !tbaa !8
  %cmp38 = fcmp ogt float %14, 0.000000e+00
  br i1 %cmp38, label %if.then39, label %for.inc

if.then39:                                        ; preds = %if.end
  %arrayidx44 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv.next
  %15 = load float, ptr %arrayidx44, align 4, !tbaa !8
  %add45 = fadd float %12, %15
  %mul46 = fmul float %add45, 1.500000e+00
  %arrayidx48 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  store float %mul46, ptr %arrayidx48, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then39, %if.end
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !84
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g073() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  ret void

for.body:                                         ; preds = %if.end, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %if.end ]
  %s1.022 = phi float [ 0.000000e+00, %entry ], [ %8, %if.end ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv.next
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx3 = getelementptr inbounds nuw float, ptr @g, i64 %1
  %2 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %sub = fsub float %0, %2
  %arrayidx5 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %mul = fmul float %sub, %3
  %mul6 = fmul float %mul, 3.000000e+00
  %arrayidx8 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul6, ptr %arrayidx8, align 4, !tbaa !8
  %4 = getelementptr float, ptr @c, i64 %indvars.iv
  %arrayidx12 = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %arrayidx14 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %sub15 = fsub float %5, %6
  %arrayidx18 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx18, align 4, !tbaa !8
  %mul19 = fmul float %sub15, %7
  %8 = tail call float @llvm.fmuladd.f32(float %s1.022, float 5.000000e-01, float %mul19)
  store float %8, ptr %arrayidx14, align 4, !tbaa !8
  %cmp24 = fcmp ogt float %mul6, 0.000000e+00
  br i1 %cmp24, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %9 = getelementptr float, ptr @b, i64 %indvars.iv
  %arrayidx27 = getelementptr i8, ptr %9, i64 -8
  %10 = load float, ptr %arrayidx27, align 4, !tbaa !8
  %add30 = fadd float %8, %10
  store float %add30, ptr %arrayidx14, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %arrayidx35 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx35, align 4, !tbaa !8
  %12 = load float, ptr %4, align 4, !tbaa !8
  %add38 = fadd float %11, %12
  %mul39 = fmul float %add38, 5.000000e-01
  %arrayidx41 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  store float %mul39, ptr %arrayidx41, align 4, !tbaa !8
  %13 = getelementptr float, ptr @a, i64 %indvars.iv
  %arrayidx44 = getelementptr i8, ptr %13, i64 -8
  %14 = load float, ptr %arrayidx44, align 4, !tbaa !8
  %15 = load float, ptr %13, align 4, !tbaa !8
  %mul47 = fmul float %14, %15
  %arrayidx50 = getelementptr inbounds nuw float, ptr @h, i64 %1
  %16 = load float, ptr %arrayidx50, align 4, !tbaa !8
  %mul51 = fmul float %mul47, %16
  store float %mul51, ptr %arrayidx5, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !85
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %1 = add nsw i64 %indvars.iv, -1
  %arrayidx2 = getelementptr inbounds float, ptr @d, i64 %1
  %2 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %sub3 = fsub float %0, %2
  %arrayidx6 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx6, align 4, !tbaa !8
  %sub7 = fsub float %sub3, %3
  %arrayidx9 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %sub7, ptr %arrayidx9, align 4, !tbaa !8
  %arrayidx12 = getelementptr inbounds float, ptr @a, i64 %1
  %4 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %sub15 = fsub float %4, %sub7
  %arrayidx17 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %add18 = fadd float %5, 2.000000e+00
  %div = fdiv float %sub15, %add18
  %mul = fmul float %div, 3.000000e+00
  %arrayidx20 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul, ptr %arrayidx20, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !86
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
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %0, %1
  %mul = fmul float %add, 1.500000e+00
  %arrayidx4 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  store float %mul, ptr %arrayidx4, align 4, !tbaa !8
  %2 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  %arrayidx7 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %add10 = fadd float %0, 2.000000e+00
  %div = fdiv float %3, %add10
  %mul11 = fmul float %div, 1.500000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !87
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
  %1 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %arrayidx10 = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %2 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %add11 = fadd float %2, 2.000000e+00
  %div = fdiv float %1, %add11
  %mul = fmul float %div, 1.500000e+00
  %arrayidx13 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul, ptr %arrayidx13, align 4, !tbaa !8
  %3 = getelementptr inbounds nuw float, ptr @g, i64 %indvars.iv
  %arrayidx16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %4 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %5 = getelementptr float, ptr @g, i64 %indvars.iv
  %arrayidx19 = getelementptr i8, ptr %5, i64 -4
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %sub20 = fsub float %4, %6
  store float %sub20, ptr %arrayidx5, align 4, !tbaa !8
  %arrayidx26 = getelementptr inbounds nuw float, ptr @a, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %mul27 = fmul float %7, 5.000000e-01
  %8 = tail call float @llvm.fmuladd.f32(float %s3.020, float 5.000000e-01, float %mul27)
  %arrayidx29 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %8, ptr %arrayidx29, align 4, !tbaa !8
  %arrayidx32 = getelementptr inbounds float, ptr @f, i64 %0
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %cmp33 = fcmp ogt float %9, 0.000000e+00
  br i1 %cmp33, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx36 = getelementptr inbounds float, ptr @h, i64 %0
  %10 = load float, ptr %arrayidx36, align 4, !tbaa !8
  %arrayidx43 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx43, align 4, !tbaa !8
  %12 = tail call float @llvm.fmuladd.f32(float %10, float %6, float %11)
  %add47 = fadd float %4, 2.000000e+00
  %div48 = fdiv float %12, %add47
  store float %div48, ptr %arrayidx13, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !88
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx16 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv.next
  %2 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %mul17 = fmul float %2, 3.000000e+00
  store float %mul17, ptr %arrayidx2, align 4, !tbaa !8
  %add27 = fadd float %1, %2
  %3 = tail call float @llvm.fmuladd.f32(float %s3.014, float 5.000000e-01, float %add27)
  store float %3, ptr %0, align 4, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !89
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @g078() local_unnamed_addr #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 2, %entry ], [ %indvars.iv.next, %for.body ]
  %s1.012 = phi float [ 0.000000e+00, %entry ], [ %9, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr @d, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx2 = getelementptr i8, ptr %arrayidx, i64 -8
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !8
  %add = fadd float %0, %1
  %2 = add nsw i64 %indvars.iv, -1
  %arrayidx5 = getelementptr inbounds float, ptr @b, i64 %2
  %3 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %mul = fmul float %add, %3
  %arrayidx8 = getelementptr inbounds float, ptr @a, i64 %2
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %add9 = fadd float %4, 2.000000e+00
  %div = fdiv float %mul, %add9
  %mul10 = fmul float %div, 5.000000e-01
  %arrayidx12 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %mul10, ptr %arrayidx12, align 4, !tbaa !8
  %arrayidx15 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %5 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %arrayidx18 = getelementptr inbounds nuw i8, ptr %arrayidx12, i64 8
  %6 = load float, ptr %arrayidx18, align 4, !tbaa !8
  %arrayidx22 = getelementptr inbounds float, ptr @f, i64 %2
  %7 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %neg = fneg float %7
  %8 = tail call float @llvm.fmuladd.f32(float %5, float %6, float %neg)
  %9 = tail call float @llvm.fmuladd.f32(float %s1.012, float 5.000000e-01, float %8)
  %arrayidx24 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %9, ptr %arrayidx24, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !90
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
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul = fmul float %1, 1.500000e+00
  %arrayidx2 = getelementptr inbounds nuw float, ptr @f, i64 %indvars.iv
  store float %mul, ptr %arrayidx2, align 4, !tbaa !8
  %arrayidx5 = getelementptr inbounds nuw float, ptr @e, i64 %indvars.iv
  %2 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %mul6 = fmul float %2, 1.500000e+00
  %3 = tail call float @llvm.fmuladd.f32(float %s1.010, float 5.000000e-01, float %mul6)
  %arrayidx8 = getelementptr inbounds nuw float, ptr @b, i64 %indvars.iv
  store float %3, ptr %arrayidx8, align 4, !tbaa !8
  %arrayidx10 = getelementptr inbounds nuw float, ptr @c, i64 %indvars.iv
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %arrayidx12 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %sub13 = fsub float %4, %5
  %arrayidx15 = getelementptr inbounds nuw float, ptr @h, i64 %indvars.iv
  store float %sub13, ptr %arrayidx15, align 4, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4094
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !91
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!26 = distinct !{!26, !11, !12}
!27 = distinct !{!27, !11, !12}
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
!65 = distinct !{!65, !11, !12}
!66 = distinct !{!66, !11, !12}
!67 = distinct !{!67, !11, !12}
!68 = distinct !{!68, !11, !12}
!69 = distinct !{!69, !11, !12}
!70 = distinct !{!70, !11, !12}
!71 = distinct !{!71, !11, !12}
!72 = distinct !{!72, !11, !12}
!73 = distinct !{!73, !11, !12}
!74 = distinct !{!74, !11, !12}
!75 = distinct !{!75, !11, !12}
!76 = distinct !{!76, !11, !12}
!77 = distinct !{!77, !11, !12}
!78 = distinct !{!78, !11, !12}
!79 = distinct !{!79, !11, !12}
!80 = distinct !{!80, !11, !12}
!81 = distinct !{!81, !11, !12}
!82 = distinct !{!82, !11, !12}
!83 = distinct !{!83, !11, !12}
!84 = distinct !{!84, !11, !12}
!85 = distinct !{!85, !11, !12}
!86 = distinct !{!86, !11, !12}
!87 = distinct !{!87, !11, !12}
!88 = distinct !{!88, !11, !12}
!89 = distinct !{!89, !11, !12}
!90 = distinct !{!90, !11, !12}
!91 = distinct !{!91, !11, !12}
