; Structs, arrays and pointers: GEP chains, linked-list walk, memcpy, aggregates, globals, pointer casts.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, ptr }
%struct.point = type { double, double }
%struct.rec = type { i32, [8 x i8], %struct.point, [4 x i32] }

@table = dso_local global [16 x %struct.rec] zeroinitializer, align 16
@origin = internal constant %struct.point { double 0.0, double 0.0 }, align 8
@name = private unnamed_addr constant [6 x i8] c"hello\00", align 1

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)
declare i64 @strlen(ptr nocapture)

; int list_len(struct node *p) { int n = 0; while (p) { n += p->val; p = p->next; } return n; }
define i32 @list_sum(ptr noundef %p) {
entry:
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %done, label %walk

walk:
  %cur = phi ptr [ %next, %walk ], [ %p, %entry ]
  %acc = phi i32 [ %acc.next, %walk ], [ 0, %entry ]
  %val = load i32, ptr %cur, align 8
  %acc.next = add nsw i32 %val, %acc
  %nextp = getelementptr inbounds %struct.node, ptr %cur, i64 0, i32 1
  %next = load ptr, ptr %nextp, align 8
  %end = icmp eq ptr %next, null
  br i1 %end, label %done, label %walk

done:
  %r = phi i32 [ 0, %entry ], [ %acc.next, %walk ]
  ret i32 %r
}

; double rec_x(int i, int j) { return table[i].pt.x + table[i].arr[j]; }
define double @rec_field(i32 noundef %i, i32 noundef %j) {
entry:
  %ii = sext i32 %i to i64
  %jj = sext i32 %j to i64
  %px = getelementptr inbounds [16 x %struct.rec], ptr @table, i64 0, i64 %ii, i32 2, i32 0
  %x = load double, ptr %px, align 8
  %pa = getelementptr inbounds [16 x %struct.rec], ptr @table, i64 0, i64 %ii, i32 3, i64 %jj
  %a = load i32, ptr %pa, align 4
  %ad = sitofp i32 %a to double
  %pc = getelementptr inbounds %struct.rec, ptr @table, i64 %ii, i32 1, i64 2
  %c = load i8, ptr %pc, align 1
  %cd = uitofp i8 %c to double
  %s = fadd double %x, %ad
  %t = fadd double %s, %cd
  ret double %t
}

; struct point mid(struct point a, struct point b)
define { double, double } @mid(double %ax, double %ay, double %bx, double %by) {
entry:
  %tmp = alloca %struct.point, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %tmp, ptr align 8 @origin, i64 16, i1 false)
  %sx = fadd double %ax, %bx
  %sy = fadd double %ay, %by
  %mx = fmul double %sx, 5.000000e-01
  %my = fmul double %sy, 5.000000e-01
  store double %mx, ptr %tmp, align 8
  %yp = getelementptr inbounds i8, ptr %tmp, i64 8
  store double %my, ptr %yp, align 8
  %lx = load double, ptr %tmp, align 8
  %ly = load double, ptr %yp, align 8
  %r0 = insertvalue { double, double } poison, double %lx, 0
  %r1 = insertvalue { double, double } %r0, double %ly, 1
  ret { double, double } %r1
}

; copy and measure: arrays on the stack, memset, pointer arithmetic, ptrtoint/inttoptr, aggregate loads
define i64 @buffers(ptr noundef %dst, i64 noundef %n) {
entry:
  %buf = alloca [64 x i8], align 16
  %pairs = alloca [2 x %struct.point], align 16
  call void @llvm.memset.p0.i64(ptr align 16 %buf, i8 0, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %buf, ptr align 1 @name, i64 6, i1 false)
  %len = call i64 @strlen(ptr noundef nonnull %buf)
  %end = getelementptr inbounds i8, ptr %dst, i64 %n
  %pi = ptrtoint ptr %end to i64
  %pd = ptrtoint ptr %dst to i64
  %diff = sub i64 %pi, %pd
  %aligned = and i64 %pi, -16
  %ap = inttoptr i64 %aligned to ptr
  store i8 1, ptr %ap, align 16
  %second = getelementptr inbounds [2 x %struct.point], ptr %pairs, i64 0, i64 1
  store %struct.point { double 1.0, double 2.0 }, ptr %second, align 8
  %agg = load [2 x %struct.point], ptr %pairs, align 16
  %p1 = extractvalue [2 x %struct.point] %agg, 1
  %p1y = extractvalue %struct.point %p1, 1
  %p1i = fptosi double %p1y to i64
  %arr = insertvalue [2 x i64] undef, i64 %len, 0
  %arr2 = insertvalue [2 x i64] %arr, i64 %diff, 1
  %e = extractvalue [2 x i64] %arr2, 1
  %s = add i64 %e, %p1i
  %big = icmp ugt i64 %s, 1000
  %cl = select i1 %big, i64 1000, i64 %s
  ret i64 %cl
}
