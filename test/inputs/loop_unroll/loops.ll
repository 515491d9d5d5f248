; ModuleID = 'loops.c'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [4096 x float] zeroinitializer, align 16
@b = dso_local global [4096 x float] zeroinitializer, align 16
@c = dso_local global [4096 x float] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local void @rec() #0 {
entry:
  %i = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %i) #3
  store i32 1, ptr %i, align 4, !tbaa !5
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !tbaa !5
  %cmp = icmp slt i32 %0, 4096
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  call void @llvm.lifetime.end.p0(ptr %i) #3
  br label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %i, align 4, !tbaa !5
  %sub = sub nsw i32 %1, 1
  %idxprom = sext i32 %sub to i64
  %arrayidx = getelementptr inbounds [4096 x float], ptr @a, i64 0, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %3 = load i32, ptr %i, align 4, !tbaa !5
  %idxprom1 = sext i32 %3 to i64
  %arrayidx2 = getelementptr inbounds [4096 x float], ptr @b, i64 0, i64 %idxprom1
  %4 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %5 = call float @llvm.fmuladd.f32(float %2, float 5.000000e-01, float %4)
  %6 = load i32, ptr %i, align 4, !tbaa !5
  %idxprom3 = sext i32 %6 to i64
  %arrayidx4 = getelementptr inbounds [4096 x float], ptr @a, i64 0, i64 %idxprom3
  store float %5, ptr %arrayidx4, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %7 = load i32, ptr %i, align 4, !tbaa !5
  %inc = add nsw i32 %7, 1
  store i32 %inc, ptr %i, align 4, !tbaa !5
  br label %for.cond, !llvm.loop !11

for.end:                                          ; preds = %for.cond.cleanup
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind uwtable
define dso_local void @scale(ptr noalias noundef %x, ptr noalias noundef %y, i32 noundef %n) #0 {
entry:
  %x.addr = alloca ptr, align 8
  %y.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %x, ptr %x.addr, align 8, !tbaa !13
  store ptr %y, ptr %y.addr, align 8, !tbaa !13
  store i32 %n, ptr %n.addr, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr %i) #3
  store i32 0, ptr %i, align 4, !tbaa !5
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !tbaa !5
  %1 = load i32, ptr %n.addr, align 4, !tbaa !5
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  call void @llvm.lifetime.end.p0(ptr %i) #3
  br label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %y.addr, align 8, !tbaa !13
  %3 = load i32, ptr %i, align 4, !tbaa !5
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds float, ptr %2, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %4, 3.000000e+00
  %5 = load ptr, ptr %x.addr, align 8, !tbaa !13
  %6 = load i32, ptr %i, align 4, !tbaa !5
  %idxprom1 = sext i32 %6 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %5, i64 %idxprom1
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %7 = load i32, ptr %i, align 4, !tbaa !5
  %inc = add nsw i32 %7, 1
  store i32 %inc, ptr %i, align 4, !tbaa !5
  br label %for.cond, !llvm.loop !16

for.end:                                          ; preds = %for.cond.cleanup
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @six() #0 {
entry:
  %i = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %i) #3
  store i32 0, ptr %i, align 4, !tbaa !5
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !tbaa !5
  %cmp = icmp slt i32 %0, 6
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  call void @llvm.lifetime.end.p0(ptr %i) #3
  br label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %i, align 4, !tbaa !5
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds [4096 x float], ptr @b, i64 0, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul = fmul float %2, 2.000000e+00
  %3 = load i32, ptr %i, align 4, !tbaa !5
  %idxprom1 = sext i32 %3 to i64
  %arrayidx2 = getelementptr inbounds [4096 x float], ptr @c, i64 0, i64 %idxprom1
  store float %mul, ptr %arrayidx2, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i32, ptr %i, align 4, !tbaa !5
  %inc = add nsw i32 %4, 1
  store i32 %inc, ptr %i, align 4, !tbaa !5
  br label %for.cond, !llvm.loop !17

for.end:                                          ; preds = %for.cond.cleanup
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @nest() #0 {
entry:
  %j = alloca i32, align 4
  %cleanup.dest.slot = alloca i32, align 4
  %i = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %j) #3
  store i32 1, ptr %j, align 4, !tbaa !5
  br label %for.cond

for.cond:                                         ; preds = %for.inc12, %entry
  %0 = load i32, ptr %j, align 4, !tbaa !5
  %cmp = icmp slt i32 %0, 64
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  store i32 2, ptr %cleanup.dest.slot, align 4
  call void @llvm.lifetime.end.p0(ptr %j) #3
  br label %for.end14

for.body:                                         ; preds = %for.cond
  call void @llvm.lifetime.start.p0(ptr %i) #3
  store i32 0, ptr %i, align 4, !tbaa !5
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, ptr %i, align 4, !tbaa !5
  %cmp2 = icmp slt i32 %1, 64
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  store i32 5, ptr %cleanup.dest.slot, align 4
  call void @llvm.lifetime.end.p0(ptr %i) #3
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %2 = load i32, ptr %j, align 4, !tbaa !5
  %sub = sub nsw i32 %2, 1
  %mul = mul nsw i32 %sub, 64
  %3 = load i32, ptr %i, align 4, !tbaa !5
  %add = add nsw i32 %mul, %3
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds [4096 x float], ptr @c, i64 0, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !9
  %5 = load i32, ptr %i, align 4, !tbaa !5
  %idxprom6 = sext i32 %5 to i64
  %arrayidx7 = getelementptr inbounds [4096 x float], ptr @a, i64 0, i64 %idxprom6
  %6 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %7 = call float @llvm.fmuladd.f32(float %4, float 5.000000e-01, float %6)
  %8 = load i32, ptr %j, align 4, !tbaa !5
  %mul8 = mul nsw i32 %8, 64
  %9 = load i32, ptr %i, align 4, !tbaa !5
  %add9 = add nsw i32 %mul8, %9
  %idxprom10 = sext i32 %add9 to i64
  %arrayidx11 = getelementptr inbounds [4096 x float], ptr @c, i64 0, i64 %idxprom10
  store float %7, ptr %arrayidx11, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %10 = load i32, ptr %i, align 4, !tbaa !5
  %inc = add nsw i32 %10, 1
  store i32 %inc, ptr %i, align 4, !tbaa !5
  br label %for.cond1, !llvm.loop !18

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc12

for.inc12:                                        ; preds = %for.end
  %11 = load i32, ptr %j, align 4, !tbaa !5
  %inc13 = add nsw i32 %11, 1
  store i32 %inc13, ptr %j, align 4, !tbaa !5
  br label %for.cond, !llvm.loop !19

for.end14:                                        ; preds = %for.cond.cleanup
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @pragma() #0 {
entry:
  %i = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %i) #3
  store i32 1, ptr %i, align 4, !tbaa !5
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !tbaa !5
  %cmp = icmp slt i32 %0, 4096
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  call void @llvm.lifetime.end.p0(ptr %i) #3
  br label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %i, align 4, !tbaa !5
  %sub = sub nsw i32 %1, 1
  %idxprom = sext i32 %sub to i64
  %arrayidx = getelementptr inbounds [4096 x float], ptr @b, i64 0, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !tbaa !9
  %3 = load i32, ptr %i, align 4, !tbaa !5
  %idxprom1 = sext i32 %3 to i64
  %arrayidx2 = getelementptr inbounds [4096 x float], ptr @c, i64 0, i64 %idxprom1
  %4 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %5 = call float @llvm.fmuladd.f32(float %2, float 2.500000e-01, float %4)
  %6 = load i32, ptr %i, align 4, !tbaa !5
  %idxprom3 = sext i32 %6 to i64
  %arrayidx4 = getelementptr inbounds [4096 x float], ptr @b, i64 0, i64 %idxprom3
  store float %5, ptr %arrayidx4, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %7 = load i32, ptr %i, align 4, !tbaa !5
  %inc = add nsw i32 %7, 1
  store i32 %inc, ptr %i, align 4, !tbaa !5
  br label %for.cond, !llvm.loop !20

for.end:                                          ; preds = %for.cond.cleanup
  ret void
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"p1 float", !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12, !21}
!21 = !{!"llvm.loop.unroll.count", i32 2}
