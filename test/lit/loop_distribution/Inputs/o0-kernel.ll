; ModuleID = 'o0-kernel.c'
source_filename = "o0-kernel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = dso_local global [1024 x float] zeroinitializer, align 16
@e = dso_local global [1024 x float] zeroinitializer, align 16
@d = dso_local global [1024 x float] zeroinitializer, align 16
@b = dso_local global [1024 x float] zeroinitializer, align 16
@c = dso_local global [1024 x float] zeroinitializer, align 16

; Function Attrs: noinline nounwind uwtable
define dso_local void @lex_backward() #0 {
entry:
  %i = alloca i32, align 4
  store i32 1, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 1023
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %i, align 4
  %sub = sub nsw i32 %1, 1
  %idxprom = sext i32 %sub to i64
  %arrayidx = getelementptr inbounds [1024 x float], ptr @a, i64 0, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4
  %3 = load i32, ptr %i, align 4
  %idxprom1 = sext i32 %3 to i64
  %arrayidx2 = getelementptr inbounds [1024 x float], ptr @e, i64 0, i64 %idxprom1
  %4 = load float, ptr %arrayidx2, align 4
  %mul = fmul float %2, %4
  %5 = load i32, ptr %i, align 4
  %idxprom3 = sext i32 %5 to i64
  %arrayidx4 = getelementptr inbounds [1024 x float], ptr @d, i64 0, i64 %idxprom3
  store float %mul, ptr %arrayidx4, align 4
  %6 = load i32, ptr %i, align 4
  %idxprom5 = sext i32 %6 to i64
  %arrayidx6 = getelementptr inbounds [1024 x float], ptr @b, i64 0, i64 %idxprom5
  %7 = load float, ptr %arrayidx6, align 4
  %8 = load i32, ptr %i, align 4
  %idxprom7 = sext i32 %8 to i64
  %arrayidx8 = getelementptr inbounds [1024 x float], ptr @c, i64 0, i64 %idxprom7
  %9 = load float, ptr %arrayidx8, align 4
  %add = fadd float %7, %9
  %10 = load i32, ptr %i, align 4
  %idxprom9 = sext i32 %10 to i64
  %arrayidx10 = getelementptr inbounds [1024 x float], ptr @a, i64 0, i64 %idxprom9
  store float %add, ptr %arrayidx10, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %11 = load i32, ptr %i, align 4
  %inc = add nsw i32 %11, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
