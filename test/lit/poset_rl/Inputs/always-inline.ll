; loop.ll with @square marked always_inline (as libbase64, lz4 and soxr mark their loop helpers).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define internal i32 @square(i32 %x) #1 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  %0 = load i32, ptr %x.addr, align 4
  %1 = load i32, ptr %x.addr, align 4
  %mul = mul nsw i32 %0, %1
  ret i32 %mul
}

define i32 @sum_squares(i32 %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store i32 0, ptr %s, align 4
  store i32 0, ptr %i, align 4
  br label %cond

cond:
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %body, label %end

body:
  %2 = load i32, ptr %i, align 4
  %call = call i32 @square(i32 %2)
  %3 = load i32, ptr %s, align 4
  %add = add nsw i32 %3, %call
  store i32 %add, ptr %s, align 4
  %4 = load i32, ptr %i, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, ptr %i, align 4
  br label %cond

end:
  %5 = load i32, ptr %s, align 4
  ret i32 %5
}

attributes #0 = { minsize nounwind optsize }
attributes #1 = { alwaysinline minsize nounwind optsize }
